//! The command line every binary shares: `--help`, usage errors, flags in any order.

use super::*;

#[test]
fn help_lists_every_flag_with_examples_and_goes_to_standard_output() {
    for (exe, name, _) in BINARIES {
        let (status, out, err) = run_args(exe, &["--help"]);
        assert_eq!((status, err.as_str()), (0, ""), "{name}");
        assert!(out.starts_with(&format!("{name}: ")), "{out}");
        let mut flags = vec![
            "--check INPUT OUTPUT [ANSWER]",
            "--gen N",
            "--stress CMD",
            "--seed S",
            "--depth D|max",
            "--optimal",
            "--cases N",
            "--time-limit SECONDS",
            "--wall-limit SECONDS",
            "--input FILE",
            "--jobs J",
            "--save DIR",
            "--help",
            "--version",
        ];
        if name == "eight-puzzle" {
            flags.extend([
                "--size",
                "--algo NAME",
                "--stats",
                "--problem NAME",
                "--goal BOARD",
            ]);
        }
        for flag in flags {
            assert!(out.contains(&format!("\n  {flag}")), "{name}: {flag}");
        }
        for example in [" < samples/", " --check ", " --gen ", " --stress "] {
            assert!(
                out.contains(&format!("\n  {name}{example}")),
                "{name}: {example}"
            );
        }
        assert!(out.contains("\nInput: "), "{name}: what the input is");
        assert_eq!(
            run_args(exe, &["--gen", "3", "--help"]).1,
            out,
            "--help wins"
        );
        // -h: one screen, the usage, the most used flags, examples, and where the rest is.
        let (status, short, _) = run_args(exe, &["--gen", "3", "-h"]);
        assert_eq!(status, 0);
        assert!(short.lines().count() <= 30, "{name}: {short}");
        assert!(short.lines().all(|l| l.chars().count() <= 80), "{short}");
        for part in [
            "\nUsage:\n",
            "\nMost used:\n",
            "\n  --check INPUT OUTPUT",
            "\nExamples:\n",
        ] {
            assert!(short.contains(part), "{name}: {part}");
        }
        assert!(
            short.contains(&format!("\n{name} --help: every flag")),
            "{short}"
        );
        assert_eq!(
            run_args(exe, &["--version"]),
            (0, format!("{name} 0.1.0\n"), String::new())
        );
    }
}

#[test]
fn usage_errors_are_one_line_with_exit_2_or_3_when_checking_or_stressing() {
    for (exe, name, _) in BINARIES {
        for (args, says, status) in [
            (&["--frobnicate"][..], "unknown flag `--frobnicate`", 2),
            (&["--gen"], "--gen needs a value: --gen N", 2),
            (
                &["--gen", "many"],
                "--gen wants a whole number, not `many`",
                2,
            ),
            (
                &["--gen", "3", "--seed", "1", "--seed=2"],
                "--seed is given twice",
                2,
            ),
            (
                &["--optimal"],
                "--optimal needs --check, --stress or --package",
                2,
            ),
            (
                &["--gen", "3", "--optimal"],
                "--optimal accepts only shortest solutions; it does nothing with --gen",
                2,
            ),
            (
                &["--check", "in"],
                "--check takes INPUT OUTPUT and an optional ANSWER",
                3,
            ),
            (
                &["--check", "a", "b", "--cases", "3"],
                "--cases sets how many cases --stress draws; it does nothing with --check",
                3,
            ),
            (&["--stress"], "--stress needs a value: --stress CMD", 3),
            (
                &["--stress", "cat", "--jobs", "none"],
                "--jobs wants a whole number, not `none`",
                3,
            ),
            (
                &["--stress=cat", "--gen", "2"],
                "--stress and --gen cannot be combined: choose one",
                3,
            ),
            (&["-x"], "unknown flag `-x`", 2),
        ] {
            let (code, out, err) = run_args(exe, args);
            assert_eq!((code, out.as_str()), (status, ""), "{name} {args:?}");
            assert_eq!(
                err,
                format!("error: {says} (try '{name} --help')\n"),
                "{name} {args:?}"
            );
        }
        let sample = format!("{}/samples/{name}/sample-1.in", env!("CARGO_MANIFEST_DIR"));
        let (code, _, err) = run_args(exe, &[&sample]);
        assert_eq!(code, 2);
        assert!(
            err.starts_with(&format!(
                "error: `{sample}` is a file, but the judge program reads standard input: {name} < {sample}"
            )),
            "{err}"
        );
    }
}

#[test]
fn flags_come_in_any_order_with_or_without_equals_signs() {
    for (exe, name, _) in BINARIES {
        let reference = run_args(exe, &["--gen", "7", "--seed", "5", "--depth", "2"]);
        assert_eq!(reference.0, 0, "{name}");
        for args in [
            &["--seed", "5", "--depth", "2", "--gen", "7"][..],
            &["--gen=7", "--seed=5", "--depth=2"],
            &["--depth=2", "--gen", "7", "--seed=5"],
        ] {
            assert_eq!(run_args(exe, args), reference, "{name} {args:?}");
        }
    }
}
