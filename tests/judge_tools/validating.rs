//! `--validate` as judge systems call it: against the bad-input corpus and `--gen`, and with
//! `--strict`, against what the statements forbid.

use super::*;

/// `--validate`'s exit status and line on `input`, with `args` before it.
fn validated(exe: &str, args: &[&str], input: &[u8]) -> (i32, String) {
    let output = run_with(exe, &[&["--validate"], args].concat(), input);
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    (output.status.code().unwrap(), err)
}

#[test]
fn the_validator_rejects_what_the_solver_rejects_and_accepts_what_gen_makes() {
    let mut rejected = 0;
    for (exe, name, _) in BINARIES {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(name);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let input = entry.unwrap().path();
            if input.extension().is_none_or(|e| e != "in") {
                continue;
            }
            let args = std::fs::read_to_string(input.with_extension("args")).unwrap_or_default();
            let args: Vec<&str> = args.split_whitespace().collect();
            let bad = !std::fs::read_to_string(input.with_extension("err"))
                .unwrap()
                .is_empty();
            let (status, err) = validated(exe, &args, &std::fs::read(&input).unwrap());
            if bad {
                assert_eq!(status, 3, "{}: {err}", input.display());
                assert!(err.starts_with("invalid: "), "{err}");
                rejected += 1;
            }
        }
        for seed in ["1", "2", "3"] {
            let input = run_with(exe, &["--gen", "20", "--seed", seed], b"").stdout;
            assert_eq!(validated(exe, &[], &input).0, 0, "{name} --seed {seed}");
            let strictly = validated(exe, &["--strict"], &input);
            assert_eq!(strictly.0, 0, "{name} --seed {seed}: {}", strictly.1);
            let kattis = ["--check-format", "kattis"];
            assert_eq!(
                validated(exe, &kattis, &input).0,
                42,
                "{name} --seed {seed}"
            );
        }
    }
    assert!(rejected >= 20, "{rejected}");
    for from in ["facelets", "scramble"] {
        let args = ["--from", from];
        let input = run_with(CUBE, &[&args[..], &["--gen", "20"]].concat(), b"").stdout;
        let strictly = validated(CUBE, &[&args[..], &["--strict"]].concat(), &input);
        assert_eq!(strictly.0, 0, "--from {from}: {}", strictly.1);
    }
    for problem in [
        "poj1077",
        "hdu3567",
        "luogu1379",
        "lightoj1139",
        "uva10181",
        "poj2893",
    ] {
        let count = if problem == "luogu1379" { "1" } else { "5" };
        let input = run_with(EIGHT, &["--problem", problem, "--gen", count], b"").stdout;
        let args = ["--problem", problem];
        assert_eq!(validated(EIGHT, &args, &input).0, 0, "{problem}");
        let strictly = validated(EIGHT, &["--problem", problem, "--strict"], &input);
        assert_eq!(strictly.0, 0, "{problem}: {}", strictly.1);
        if problem == "luogu1379" {
            let two = [&input[..], &input[..]].concat();
            let (status, err) = validated(EIGHT, &args, &two);
            assert_eq!(status, 3, "{err}");
            assert!(err.contains("an input holds one board"), "{err}");
        }
    }
    let (status, err) = validated(ROTATION, &["--check-format", "kattis"], b"0\njunk\n");
    assert_eq!(
        (status, err.as_str()),
        (
            43,
            "invalid: `junk` (line 2, column 1) is after the last case and belongs to none\n"
        )
    );
    let testlib = ["--testset", "tests", "--group", "1"];
    assert_eq!(
        validated(ROTATION, &testlib, b""),
        (3, "invalid: the input holds no case\n".to_string())
    );
}

#[test]
fn a_strict_validator_rejects_what_the_statement_forbids_and_the_judge_program_reads() {
    let rotation = sample("rotation-game", 1);
    let four = common::sample_file("four-in-a-row", "sample-1.in").unwrap();
    let all = |c: &str| format!("{0}\n{0}\n{0}\n{0}\n", c.repeat(4));
    for (exe, input, why) in [
        (ROTATION, rotation.replacen("1 1", "01 1", 1), "`01 1"),
        (ROTATION, rotation.replacen("1 1", "+1 1", 1), "`+1 1"),
        (
            ROTATION,
            rotation.replacen("1 1", "1  1", 1),
            "a space too many",
        ),
        (
            ROTATION,
            rotation.replace('\n', "\r\n"),
            "a carriage return",
        ),
        (
            ROTATION,
            rotation.replace("\n0\n", "\n"),
            "goes on with `0`",
        ),
        (FOUR, all("O"), "0 black and 0 white stones"),
        (FOUR, all("B"), "16 black and 0 white stones"),
        (FOUR, four.replace('\n', " "), "`BWBO WBWB"),
    ] {
        let lenient = validated(exe, &[], input.as_bytes());
        assert_eq!(lenient.0, 0, "{input:?}: {}", lenient.1);
        for (flags, status) in [
            (&["--strict"][..], 3),
            (&["--strict", "--check-format", "kattis"], 43),
        ] {
            let (got, err) = validated(exe, flags, input.as_bytes());
            assert_eq!(got, status, "{input:?}: {err}");
            assert!(
                err.starts_with("invalid: ") && err.contains(why),
                "{input:?}: {err}"
            );
        }
    }
    let even = validated(
        EIGHT,
        &["--problem", "poj2893", "--strict"],
        b"2 2\n1 2\n3 0\n0 0\n",
    );
    assert_eq!(
        even,
        (3, "invalid: case 1: 2 × 2: the statement's boards have an odd number of rows or of columns\n".into())
    );
    for (exe, input) in [(ROTATION, rotation), (FOUR, four)] {
        assert_eq!(validated(exe, &["--strict"], input.as_bytes()).0, 0);
    }
}
