//! `--package`: every problem writes one, and a package's own programs pass its tests.

use super::*;
use common::ScratchDir;

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
        // Its statement: the problem's sections, then its samples.
        let statement = std::fs::read_to_string(folder.join("statement.md")).unwrap();
        let sample = std::fs::read_to_string(folder.join("test/sample-1.in")).unwrap();
        let sections = ["\n## Input\n", "\n## Output\n", "\n## Sample 1\n"];
        assert!(statement.starts_with("# "), "{statement}");
        assert!(
            sections.iter().all(|s| statement.contains(s)),
            "{statement}"
        );
        assert!(statement.contains(sample.trim_end()), "{statement}");
        // Its validator, strict as a package's is, finds every test as the statement writes it.
        for test in std::fs::read_dir(folder.join("test")).unwrap() {
            let test = test.unwrap().path();
            if test.extension().is_some_and(|e| e == "in") {
                let given = std::fs::read(&test).unwrap();
                let (status, _) = script(&folder.join("validate"), &[], &given);
                assert_eq!(status, 0, "{exe} {args:?}: {}", test.display());
            }
        }
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
    // The statement is of the puzzle the flags make: 2 columns, 3 rows, its goal drawn.
    assert!(
        statement.starts_with("\\problemname{Sliding Puzzle of 3 Rows by 2 Columns}")
            && statement.contains("\\begin{verbatim}\n1 2\n3 4\n5 x\n\\end{verbatim}"),
        "{statement}"
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
    // Checker, validator and solution are C++ of their own: no copy of the binary is needed.
    let source = |path: &str| std::fs::read_to_string(polygon.join(path)).unwrap();
    assert!(source("files/check.cpp").contains("static void judge("));
    assert!(source("files/validator.cpp").contains("static long validate("));
    assert!(!source("solutions/solve.cpp").contains("execv("));
    assert!(!polygon.join("files/four-in-a-row").exists());
    // Boards of more than nine cells have a solution of their own too.
    let ten = dir.0.join("ten");
    let args = [
        "--size",
        "5x2",
        "--package",
        ten.to_str().unwrap(),
        "--format",
        "polygon",
    ];
    assert_eq!(run_args(EIGHT, &args).0, 0);
    let solve = std::fs::read_to_string(ten.join("solutions/solve.cpp")).unwrap();
    assert!(solve.contains("IDA*") && !ten.join("files/eight-puzzle").exists());
    // No small program answers optimally any cube in time: no Polygon package, nothing written.
    let any = dir.0.join("any");
    let args = ["--max-depth", "any", "--package", any.to_str().unwrap()];
    let (status, _, err) = run_args(CUBE, &[&args[..], &["--format", "polygon"]].concat());
    assert_eq!(status, 2, "{err}");
    assert!(
        err.starts_with("error: --format polygon needs a main solution that compiles alone")
            && err.ends_with("(try 'magic-cube --help')\n")
            && !any.exists(),
        "{err}"
    );
    let (status, _, err) = run_args(EIGHT, &["--package", "p"]);
    assert_eq!(
        (status, err.as_str()),
        (
            2,
            "error: --package needs --format kattis, polygon or oj (try 'eight-puzzle --help')\n"
        )
    );
}

#[test]
fn every_format_holds_the_statement_as_its_system_shows_statements() {
    let dir = ScratchDir::new("statements");
    let write = |exe: &str, flags: &[&str], format: &str| {
        let name = Path::new(exe).file_name().unwrap().to_str().unwrap();
        let folder = dir.0.join(format!("{name}-{format}{}", flags.len()));
        let folder_text = folder.to_str().unwrap().to_string();
        let args = [flags, &["--package", &folder_text, "--format", format]].concat();
        let (status, _, err) = run_args(exe, &args);
        assert_eq!(status, 0, "{err}");
        move |path: &str| std::fs::read_to_string(folder.join(path)).unwrap()
    };
    let kattis = write(ROTATION, &[], "kattis");
    let tex = kattis("problem_statement/problem.en.tex");
    assert!(
        tex.starts_with("\\problemname{The Rotation Game}\n"),
        "{tex}"
    );
    assert!(tex.contains("\\section*{Input}") && tex.contains("\\section*{Output}"));
    let yaml = kattis("problem.yaml");
    assert!(
        yaml.starts_with("name: 'The Rotation Game'\nuuid: "),
        "{yaml}"
    );
    // A version 4 UUID, the same for the same command.
    let uuid = yaml.lines().nth(1).unwrap().trim_start_matches("uuid: ");
    let groups: Vec<usize> = uuid.split('-').map(str::len).collect();
    assert_eq!(groups, [8, 4, 4, 4, 12], "{uuid}");
    assert!(
        uuid.as_bytes()[14] == b'4' && b"89ab".contains(&uuid.as_bytes()[19]),
        "{uuid}"
    );
    let again = write(ROTATION, &["--strict"], "kattis")("problem.yaml");
    assert_ne!(
        again.lines().nth(1),
        yaml.lines().nth(1),
        "another command, another package"
    );
    let polygon = write(ROTATION, &[], "polygon");
    assert!(polygon("problem.xml").contains("path=\"statements/english/problem.tex\""));
    let whole = polygon("statements/english/problem.tex");
    assert!(
        whole.starts_with("\\begin{problem}{The Rotation Game}"),
        "{whole}"
    );
    assert_eq!(
        polygon("statement-sections/english/name.tex"),
        "The Rotation Game\n"
    );
    for section in ["legend", "input", "output", "notes"] {
        let text = polygon(&format!("statement-sections/english/{section}.tex"));
        assert!(whole.contains(&text), "{section}");
    }
    assert_eq!(
        polygon("statement-sections/english/example.01"),
        polygon("tests/01")
    );
    assert_eq!(
        polygon("statement-sections/english/example.01.a"),
        polygon("tests/01.a")
    );
    // Pictures keep their layout: the cube's net, as the judge's input lays out a cube.
    let cube = write(CUBE, &[], "oj")("statement.md");
    let net = "```\n         1  2  3\n         4  5  6\n         7  8  9\n10 11 12 13 14 15 ";
    assert!(cube.contains(net), "{cube}");
    // A special judge's statement says which answers are right, as the checker judges them.
    let any = write(EIGHT, &[], "oj")("statement.md");
    let shortest = write(EIGHT, &["--optimal"], "oj")("statement.md");
    assert!(
        any.contains("Any moves that bring it to the goal are right."),
        "{any}"
    );
    assert!(
        shortest.contains("Only the fewest moves are right"),
        "{shortest}"
    );
}

#[test]
fn a_kattis_package_says_when_its_folder_has_a_name_verifyproblem_refuses() {
    let dir = ScratchDir::new("package-names");
    let write = |name: &str, format: &str| {
        let folder = dir.0.join(name);
        let args = ["--package", folder.to_str().unwrap(), "--format", format];
        let (status, _, err) = run_args(ROTATION, &args);
        assert_eq!(status, 0, "{err}");
        err
    };
    let refused = write("Rotation_Game-2", "kattis");
    assert!(
        refused.ends_with(
            "note: verifyproblem refuses a problem folder named `Rotation_Game-2`: a Kattis \
             problem's short name is lowercase letters and digits only (`rotationgame2`)\n"
        ),
        "{refused}"
    );
    assert!(!write("rotationgame2", "kattis").contains("note:"));
    assert!(!write("Rotation_Game-3", "oj").contains("note:"));
}

/// A statement says nothing that can never apply: with `--fast` every cube has an answer within
/// its 30 moves, so no cube is answered `-1`, where the judge's five turns leave some. (That
/// the scrambles of both are longer than an answer may be, so that undoing one is no answer,
/// the cube's own tests check.)
#[test]
fn a_statement_says_minus_one_only_where_some_cube_needs_it() {
    let dir = ScratchDir::new("minus-one");
    for (n, (fast, minus_one)) in [(true, false), (false, true)].into_iter().enumerate() {
        let folder = dir.0.join(n.to_string());
        let mut args = vec!["--from", "scramble"];
        args.extend(fast.then_some("--fast"));
        args.extend(["--package", folder.to_str().unwrap(), "--format", "oj"]);
        let (status, _, err) = run_args(CUBE, &args);
        assert_eq!(status, 0, "{args:?}: {err}");
        let statement = std::fs::read_to_string(folder.join("statement.md")).unwrap();
        assert_eq!(
            statement.contains("Print `-1` instead"),
            minus_one,
            "{args:?}: {statement}"
        );
    }
}
