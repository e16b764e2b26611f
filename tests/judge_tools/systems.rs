//! The binaries as judge systems call them: `--check-format` for each system on accepted, wrong,
//! malformed and jury-beaten outputs, exact answers compared as each system's default checker
//! compares them, and `--seed random|from-args`.

use super::*;
use common::ScratchDir;

/// The first sample of the eight-puzzle, its shortest solution, and a longer legal one.
const SHORTEST: &str = "dlurullddrurdllurdr\n";
const LONGER: &str = "dlurullddrurdllurdrud\n";

/// What one `--check-format` run left: its exit status, standard output, standard error, and
/// the files a system reads (RESULT_FILE, the feedback folder's files, SCORE_FILE, REPORT_FILE)
/// that exist, by name.
struct Ran {
    status: i32,
    out: String,
    err: String,
    files: Vec<(String, String)>,
}

/// The eight-puzzle's first sample judged as `system` calls a checker: `output` the
/// contestant's answer, `jury` the jury's, `extra` more flags.
fn judged(system: &str, output: &str, jury: &str, extra: &[&str]) -> Ran {
    let dir = ScratchDir::new(&format!("systems-{system}"));
    let path = |name: &str| dir.0.join(name).to_str().unwrap().to_string();
    std::fs::write(path("in"), sample("eight-puzzle", 1)).unwrap();
    std::fs::write(path("out"), output).unwrap();
    std::fs::write(path("ans"), jury).unwrap();
    std::fs::create_dir(path("feedback")).unwrap();
    let [input, out, ans] = ["in", "out", "ans"].map(path);
    let files: Vec<String> = match system {
        "testlib" => vec![input, out, ans, path("result")],
        "testlib-xml" => vec![input, out, ans, path("result"), "-appes".into()],
        "testlib-XML" => vec![input, out, ans, path("result"), "-APPES".into()],
        "kattis" => vec![input, ans, path("feedback"), "case_sensitive".into()],
        "cms" | "hustoj" => vec![input, ans, out],
        "lemon" => vec![input, out, ans, "10".into(), path("score"), path("report")],
        _ => unreachable!("{system}"),
    };
    let name = system.trim_end_matches("-xml").trim_end_matches("-XML");
    let mut args = vec!["--check-format", name];
    args.extend(files.iter().map(String::as_str));
    args.extend(extra);
    let stdin = if name == "kattis" { output } else { "" };
    let result = run_with(EIGHT, &args, stdin.as_bytes());
    let mut files = Vec::new();
    for name in [
        "result",
        "feedback/judgemessage.txt",
        "feedback/teammessage.txt",
        "score",
        "report",
    ] {
        if let Ok(text) = std::fs::read_to_string(path(name)) {
            files.push((name.to_string(), text));
        }
    }
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    Ran {
        status: result.status.code().unwrap(),
        out: text(result.stdout),
        err: text(result.stderr),
        files,
    }
}

/// The four outputs every system is tried on: the contestant's, the jury's, more flags, and
/// how `--check`'s verdict line starts.
const OUTCOMES: [(&str, &str, &[&str], &str); 4] = [
    (SHORTEST, SHORTEST, &[], "accepted: 1 puzzle"),
    (
        "dlur\n",
        SHORTEST,
        &[],
        "wrong answer: puzzle 1: the moves end",
    ),
    (
        "DLUR\n",
        SHORTEST,
        &[],
        "malformed output: puzzle 1: output",
    ),
    // The contestant beats the jury, which --optimal makes wrong: the test is broken.
    (
        SHORTEST,
        LONGER,
        &["--optimal"],
        "cannot judge: the jury's answer ",
    ),
];

/// Runs `system` on each of [`OUTCOMES`]; each run's verdict line is checked and the run given
/// to `expect` with its outcome's number.
fn each_outcome(system: &str, expect: impl Fn(usize, &Ran, &str)) {
    for (i, (output, jury, extra, verdict)) in OUTCOMES.into_iter().enumerate() {
        let ran = judged(system, output, jury, extra);
        let line = ran.err.trim_end();
        assert_eq!(ran.err.lines().count(), 1, "{system} {i}: {}", ran.err);
        if !(system == "cms" && i == 0) {
            assert!(line.starts_with(verdict), "{system} {i}: {line}");
        }
        expect(i, &ran, line);
    }
}

#[test]
fn testlib_exit_statuses_and_result_files() {
    each_outcome("testlib", |i, ran, line| {
        assert_eq!((ran.status, ran.out.as_str()), ([0, 1, 2, 3][i], ""));
        assert_eq!(ran.files, [("result".to_string(), line.to_string())]);
    });
    // With -appes (testlib takes -APPES too), testlib's XML: the outcome, then the message
    // without the verdict the outcome already gives.
    for appes in ["testlib-xml", "testlib-XML"] {
        each_outcome(appes, |i, ran, line| {
            assert_eq!(ran.status, [0, 1, 2, 3][i]);
            let outcome = ["accepted", "wrong-answer", "presentation-error", "fail"][i];
            let said = line.split_once(": ").unwrap().1;
            let xml = format!(
                "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">\
                 {said}</result>\n"
            );
            assert_eq!(ran.files, [("result".to_string(), xml)]);
        });
    }
}

#[test]
fn kattis_exit_statuses_and_feedback_files() {
    each_outcome("kattis", |i, ran, line| {
        assert_eq!((ran.status, ran.out.as_str()), ([42, 43, 43, 1][i], ""));
        let message = |name: &str| (format!("feedback/{name}"), format!("{line}\n"));
        let mut files = vec![message("judgemessage.txt")];
        if i < 3 {
            // A judge error is not the team's to read.
            files.push(message("teammessage.txt"));
        }
        assert_eq!(ran.files, files);
    });
}

#[test]
fn cms_scores_on_standard_output() {
    each_outcome("cms", |i, ran, line| {
        assert_eq!(ran.status, [0, 0, 0, 3][i]);
        assert_eq!(ran.out, ["1.0\n", "0.0\n", "0.0\n", ""][i]);
        if i == 0 {
            assert_eq!(line, "translate:success");
        }
        assert!(ran.files.is_empty());
    });
}

#[test]
fn hustoj_and_lemon() {
    each_outcome("hustoj", |i, ran, _| {
        assert_eq!((ran.status, ran.out.as_str()), ([0, 1, 1, 3][i], ""));
    });
    each_outcome("lemon", |i, ran, line| {
        assert_eq!((ran.status, ran.out.as_str()), ([0, 0, 0, 3][i], ""));
        let report = ("report".to_string(), format!("{line}\n"));
        match i {
            3 => assert!(ran.files.is_empty(), "neither file where it cannot judge"),
            _ => {
                let score = ("score".to_string(), ["10\n", "0\n", "0\n"][i].to_string());
                assert_eq!(ran.files, [score, report]);
            }
        }
    });
}

#[test]
fn lemon_finds_the_report_only_with_the_score_and_never_in_its_place() {
    let dir = ScratchDir::new("systems-lemon");
    let path = |name: &str| dir.0.join(name).to_str().unwrap().to_string();
    std::fs::write(path("in"), sample("eight-puzzle", 1)).unwrap();
    std::fs::write(path("out"), SHORTEST).unwrap();
    // A SCORE_FILE that cannot be written (a folder's name): no report either, exit 3.
    std::fs::create_dir(path("folder")).unwrap();
    let args = |score: &str, report: &str| {
        let files = [
            path("in"),
            path("out"),
            path("out"),
            "10".into(),
            score.into(),
        ];
        let mut args: Vec<String> = ["--check-format", "lemon"].map(String::from).to_vec();
        args.extend(files.into_iter().chain([report.to_string()]));
        args
    };
    let run = |args: Vec<String>| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run_args(EIGHT, &args)
    };
    let (code, _, err) = run(args(&path("folder"), &path("report")));
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("cannot judge: cannot write the verdict: "),
        "{err}"
    );
    assert!(!std::path::Path::new(&path("report")).exists());
    // One file for both, by one name or two: refused before anything is judged.
    std::fs::write(path("both"), "").unwrap();
    std::os::unix::fs::symlink(path("both"), path("link")).unwrap();
    for (score, report) in [("both", "both"), ("both", "link")] {
        let (code, _, err) = run(args(&path(score), &path(report)));
        assert_eq!(code, 3, "{err}");
        assert!(
            err.contains("SCORE_FILE and REPORT_FILE are one file"),
            "{err}"
        );
        assert_eq!(std::fs::read_to_string(path("both")).unwrap(), "");
    }
}

#[test]
fn a_bad_test_or_command_line_is_never_a_verdict() {
    let dir = ScratchDir::new("systems-bad");
    let input = dir.0.join("in");
    std::fs::write(&input, "12345678\n").unwrap();
    let input = input.to_str().unwrap();
    for (system, status) in [("testlib", 3), ("kattis", 1), ("cms", 3), ("hustoj", 3)] {
        let files = match system {
            "kattis" => vec![input, input, dir.arg()],
            _ => vec![input, input, input],
        };
        let mut args = vec!["--check-format", system];
        args.extend(files);
        let (code, out, err) = run_args(EIGHT, &args);
        assert_eq!((code, out.as_str()), (status, ""), "{system}: {err}");
        assert!(
            err.starts_with("invalid input: puzzle 1: "),
            "{system}: {err}"
        );
    }
    for args in [
        "--check-format",
        "--check-format domjudge a b c",
        "--check-format testlib a b",
        "--check-format cms a b c -appes",
        "--check-format lemon a b c many d e",
        "--check a b --check-format testlib",
        "--validate --check-format cms",
    ] {
        let args: Vec<&str> = args.split(' ').collect();
        let (code, _, err) = run_args(EIGHT, &args);
        assert_eq!(code, 3, "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn seeds_drawn_at_random_are_told_and_seeds_from_arguments_repeat() {
    let gen = |args: &[&str]| {
        let output = run_with(EIGHT, args, b"");
        assert_eq!(output.status.code(), Some(0));
        let err = String::from_utf8(output.stderr).unwrap();
        (String::from_utf8(output.stdout).unwrap(), err)
    };
    let (drawn, told) = gen(&["--gen", "30", "--seed", "random"]);
    let seed = told
        .strip_prefix("seed: ")
        .and_then(|s| s.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("{told}"));
    assert_eq!(gen(&["--gen", "30", "--seed", seed]).0, drawn, "replayed");
    assert_ne!(gen(&["--gen", "30", "--seed", "random"]).0, drawn);
    let from = gen(&["--gen", "30", "--seed", "from-args"]);
    assert_eq!(
        from,
        (gen(&["--seed=from-args", "--gen", "30"]).0, String::new())
    );
    assert_ne!(
        from.0,
        gen(&["--gen", "30", "--seed", "from-args", "--depth", "20"]).0
    );
    assert_ne!(from.0, gen(&["--gen", "30"]).0);
    let (status, _, err) = run_args(EIGHT, &["--gen", "3", "--seed", "often"]);
    assert_eq!(
        (status, err.as_str()),
        (
            2,
            "error: --seed wants a whole number, random or from-args, not `often` (try \
             'eight-puzzle --help')\n"
        )
    );
}

/// The exit status of `exe` with `flags`, called as `system` (`testlib` or `kattis` and its
/// flags) calls a checker, on `input`, the jury's answer `jury` and the output `output`.
fn status_as(exe: &str, flags: &[&str], system: &[&str], files: [&str; 3]) -> i32 {
    let dir = ScratchDir::new("systems-compare");
    let path = |name: &str| dir.0.join(name).to_str().unwrap().to_string();
    for (name, text) in ["in", "ans", "out"].into_iter().zip(files) {
        std::fs::write(path(name), text).unwrap();
    }
    std::fs::create_dir(path("feedback")).unwrap();
    let [input, ans, out, feedback] = ["in", "ans", "out", "feedback"].map(path);
    let mut args = flags.to_vec();
    args.extend(["--check-format", system[0]]);
    let kattis = system[0] == "kattis";
    match kattis {
        true => args.extend([input.as_str(), &ans, &feedback]),
        false => args.extend([input.as_str(), &out, &ans]),
    }
    args.extend(&system[1..]);
    let stdin = if kattis { files[2] } else { "" };
    let ran = run_with(exe, &args, stdin.as_bytes());
    ran.status.code().unwrap()
}

#[test]
fn exact_answers_compare_as_each_systems_default_does_and_strictly_when_asked() {
    let testlib: &[&str] = &["testlib"];
    let (kattis, case_sensitive): (&[&str], &[&str]) = (&["kattis"], &["kattis", "case_sensitive"]);
    let space_sensitive: &[&str] = &["kattis", "space_change_sensitive"];
    for (exe, flags, name) in [
        (ROTATION, &[][..], "rotation-game"),
        (FOUR, &[], "four-in-a-row"),
        (EIGHT, &["--problem", "hdu3567"], "hdu3567"),
    ] {
        let input = common::sample_file(name, "sample-1.in").unwrap();
        let jury = common::sample_file(name, "sample-1.out").unwrap();
        let status = |system: &[&str], strict: bool, output: &str| {
            let strict_flags = [flags, &["--strict"]].concat();
            let flags = if strict { &strict_flags[..] } else { flags };
            status_as(exe, flags, system, [&input, &jury, output])
        };
        let lowered = jury.to_lowercase();
        let joined = jury.replacen('\n', " ", 1);
        let (first_line, _) = jury.split_once('\n').unwrap();
        // What the whitespace-forgiving defaults accept, and a strict comparison does not.
        for forgiven in [
            jury.replacen('\n', " \n", 1),
            jury.replace('\n', "\r\n"),
            jury.clone() + "\n",
        ] {
            let show = format!("{name}: {forgiven:?}");
            assert_eq!(status(testlib, false, &forgiven), 0, "{show}");
            assert_eq!(status(kattis, false, &forgiven), 42, "{show}");
            // Strictly, as testlib's fcmp: a line that differs is wrong; after them, blank
            // lines are skipped (its seekEof), as testlib skips them after any checker.
            let after = forgiven.starts_with(&jury);
            assert_eq!(
                status(testlib, true, &forgiven),
                [1, 0][after as usize],
                "{show}"
            );
            assert_eq!(
                status(kattis, true, &forgiven),
                [43, 42][after as usize],
                "{show}"
            );
            assert_eq!(status(space_sensitive, false, &forgiven), 43, "{show}");
        }
        assert_eq!(status(testlib, true, &jury), 0, "{name}");
        assert_eq!(status(testlib, true, &(jury.clone() + "x\n")), 2, "{name}");
        assert_eq!(status(space_sensitive, false, &jury), 42, "{name}");
        // Words on other lines: Kattis' words are the same, lcmp's lines are not.
        if joined.split_whitespace().eq(jury.split_whitespace()) && first_line != jury.trim_end() {
            assert_eq!(status(testlib, false, &joined), 1, "{name}: {joined:?}");
            assert_eq!(status(kattis, false, &joined), 42, "{name}: {joined:?}");
        }
        // Letters' case: only Kattis without case_sensitive forgives it.
        if lowered != jury {
            assert_eq!(status(testlib, false, &lowered), 1, "{name}: {lowered:?}");
            assert_eq!(status(kattis, false, &lowered), 42, "{name}: {lowered:?}");
            assert_eq!(
                status(case_sensitive, false, &lowered),
                43,
                "{name}: {lowered:?}"
            );
        }
        // Wrong: testlib's wrong answer within the answers, its presentation error after.
        let cut = &jury[..jury.trim_end().rfind('\n').map_or(0, |at| at + 1)];
        let wrong = jury.replacen(first_line, "9", 1);
        for (output, testlib_status) in [(cut, 1), (&wrong, 1), (&(jury.clone() + "x\n"), 2)] {
            assert_eq!(
                status(testlib, false, output),
                testlib_status,
                "{name}: {output:?}"
            );
            assert_eq!(status(kattis, false, output), 43, "{name}: {output:?}");
        }
    }
}

#[test]
fn one_fault_has_one_verdict_in_every_mode() {
    let input = "1 2 3 4 5 6 7 x 8\n";
    let (jury, bom) = ("r\n", "\u{feff}r\n");
    // A byte order mark: testlib skips it in a contestant's output, Kattis and CMS read it.
    assert_eq!(status_as(EIGHT, &[], &["testlib"], [input, jury, bom]), 0);
    assert_eq!(status_as(EIGHT, &[], &["kattis"], [input, jury, bom]), 43);
    let (name, rotation) = ("rotation-game", ROTATION);
    let (rin, rjury) = (
        common::sample_file(name, "sample-1.in").unwrap(),
        common::sample_file(name, "sample-1.out").unwrap(),
    );
    let rbom = format!("\u{feff}{rjury}");
    assert_eq!(
        status_as(rotation, &[], &["testlib"], [&rin, &rjury, &rbom]),
        0
    );
    assert_eq!(
        status_as(rotation, &[], &["kattis"], [&rin, &rjury, &rbom]),
        43
    );
    // Whitespace at either end of a special judge's line, alike.
    for output in [" r\n", "r\t\n", "\tr \n"] {
        assert_eq!(
            status_as(EIGHT, &[], &["testlib"], [input, jury, output]),
            0,
            "{output:?}"
        );
    }
}
