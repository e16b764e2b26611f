//! The binaries as judge systems call them: `--check-format` for each system on accepted, wrong,
//! malformed and jury-beaten outputs, `--validate` against the bad-input corpus and `--gen`,
//! and `--seed random|from-args`.

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
            let kattis = ["--check-format", "kattis"];
            assert_eq!(
                validated(exe, &kattis, &input).0,
                42,
                "{name} --seed {seed}"
            );
        }
    }
    assert!(rejected >= 20, "{rejected}");
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

/// Every judge problem of every binary writes a package: each writing reads its tests back as
/// a checker reads them and judges its own answers there first, which a problem that keeps what
/// one input said (the count of cases it announces, that it holds one board) would fail.
#[test]
fn every_problem_writes_a_package_its_own_answers_pass() {
    let dir = ScratchDir::new("every-package");
    let list = run_args(EIGHT, &["--problem", "list"]).1;
    let problems = list.lines().map(|line| line.split(' ').next().unwrap());
    let mut runs: Vec<(&str, Vec<&str>)> = problems
        .map(|name| (EIGHT, vec!["--problem", name]))
        .collect();
    assert!(runs.len() >= 6, "{list}");
    runs.extend([
        (ROTATION, vec![]),
        (FOUR, vec![]),
        (CUBE, vec!["--from", "scramble"]),
        (
            CUBE,
            vec![
                "--metric",
                "htm",
                "--max-depth",
                "5",
                "--table-size",
                "tiny",
            ],
        ),
    ]);
    for (n, (exe, args)) in runs.iter().enumerate() {
        let folder = dir.0.join(n.to_string());
        let mut args = args.clone();
        args.extend(["--package", folder.to_str().unwrap(), "--format", "oj"]);
        let (status, _, err) = run_args(exe, &args);
        assert!(
            status == 0 && err.starts_with("wrote a package of "),
            "{exe} {args:?}: {err}"
        );
    }
}

/// Runs the script `script` of a package with `args`, `input` on standard input.
fn script(script: &Path, args: &[&Path], input: &[u8]) -> (i32, Vec<u8>) {
    let mut child = common::command(script)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let writer = common::feed(&mut child, input);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (output.status.code().unwrap(), output.stdout)
}

#[test]
fn packages_hold_tests_that_their_own_programs_pass() {
    let dir = ScratchDir::new("packages");
    let oj = dir.0.join("oj");
    let (status, _, err) = run_args(
        EIGHT,
        &[
            "--problem",
            "hdu3567",
            "--package",
            oj.to_str().unwrap(),
            "--format",
            "oj",
        ],
    );
    assert_eq!(status, 0, "{err}");
    assert_eq!(
        err,
        format!("wrote a package of 9 tests in {}\n", oj.display())
    );
    let mut tests: Vec<PathBuf> = std::fs::read_dir(oj.join("test"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    tests.sort();
    assert_eq!(tests.len(), 9);
    assert!(tests[0].ends_with("sample-1.in") && tests[8].ends_with("secret-08.in"));
    for input in &tests {
        let expected = input.with_extension("out");
        let given = std::fs::read(input).unwrap();
        let (status, answer) = script(&oj.join("solve"), &[], &given);
        assert_eq!((status, answer), (0, std::fs::read(&expected).unwrap()));
        let check = script(&oj.join("check"), &[input, &expected, &expected], b"");
        assert_eq!(check.0, 0, "{}", input.display());
        assert_eq!(script(&oj.join("validate"), &[], &given).0, 0);
    }
    // The same command makes the same package; a folder in use is refused.
    let again = dir.0.join("again");
    run_args(
        EIGHT,
        &[
            "--problem",
            "hdu3567",
            "--package",
            again.to_str().unwrap(),
            "--format",
            "oj",
        ],
    );
    for input in &tests {
        let name = input.file_name().unwrap();
        let copy = again.join("test").join(name);
        assert_eq!(std::fs::read(input).unwrap(), std::fs::read(copy).unwrap());
    }
    let (status, _, err) = run_args(
        EIGHT,
        &["--package", oj.to_str().unwrap(), "--format", "oj"],
    );
    assert_eq!(status, 1);
    assert!(err.ends_with(": the folder is not empty\n"), "{err}");

    let kattis = dir.0.join("kattis");
    let args = [
        "--optimal",
        "--size",
        "2x3",
        "--package",
        kattis.to_str().unwrap(),
        "--format",
        "kattis",
    ];
    assert_eq!(run_args(EIGHT, &args).0, 0);
    let sample = kattis.join("data/sample/1");
    let (input, answer) = (sample.with_extension("in"), sample.with_extension("ans"));
    let given = std::fs::read(&input).unwrap();
    let run = |program: &str| kattis.join(program).join("run");
    let (status, solved) = script(&run("submissions/accepted/solve"), &[], &given);
    assert_eq!((status, &solved), (0, &std::fs::read(&answer).unwrap()));
    let feedback = dir.0.join("feedback");
    std::fs::create_dir(&feedback).unwrap();
    let check = run("output_validators/check");
    assert_eq!(script(&check, &[&input, &answer, &feedback], &solved).0, 42);
    assert_eq!(script(&check, &[&input, &answer, &feedback], b"x\n").0, 43);
    assert_eq!(script(&run("input_validators/validate"), &[], &given).0, 42);
    assert_eq!(script(&run("input_validators/validate"), &[], b"").0, 43);
    let yaml = std::fs::read_to_string(kattis.join("problem.yaml")).unwrap();
    assert!(yaml.contains("validation: custom\n"), "{yaml}");
    let statement = kattis.join("problem_statement/problem.en.tex");
    let statement = std::fs::read_to_string(statement).unwrap();
    assert!(
        statement.contains("\\texttt{eight-puzzle --size 2x3 < INPUT}"),
        "the statement names the command the answers are the output of: {statement}"
    );
    let polygon = dir.0.join("polygon");
    let args = [
        "--package",
        polygon.to_str().unwrap(),
        "--format",
        "polygon",
    ];
    assert_eq!(run_args(FOUR, &args).0, 0);
    let xml = std::fs::read_to_string(polygon.join("problem.xml")).unwrap();
    assert_eq!(xml.matches("<test method=\"manual\"").count(), 9, "{xml}");
    assert_eq!(xml.matches(" sample=\"true\"").count(), 1, "{xml}");
    let binary = polygon.join("files/four-in-a-row");
    let check = std::fs::read_to_string(polygon.join("files/check.cpp")).unwrap();
    assert!(
        check.contains(&format!("\"{}\"", binary.display())),
        "{check}"
    );
    let test = polygon.join("tests/01");
    let (input, answer) = (test.as_path(), test.with_extension("a"));
    let judged = script(
        &binary,
        &[
            Path::new("--check-format"),
            Path::new("testlib"),
            input,
            &answer,
            &answer,
        ],
        b"",
    );
    assert_eq!(judged.0, 0);
    let (status, _, err) = run_args(EIGHT, &["--package", "p"]);
    assert_eq!(
        (status, err.as_str()),
        (
            2,
            "error: --package needs --format kattis, polygon or oj (try 'eight-puzzle --help')\n"
        )
    );
}
