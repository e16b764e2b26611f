//! The shared tooling of every binary: flags, `--gen`, `--check`, and hardened input handling.

mod common;

use common::{run_with, solve};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const ROTATION: &str = env!("CARGO_BIN_EXE_rotation-game");
const EIGHT: &str = env!("CARGO_BIN_EXE_eight-puzzle");
const FOUR: &str = env!("CARGO_BIN_EXE_four-in-a-row");
const CUBE: &str = env!("CARGO_BIN_EXE_magic-cube");

/// Each binary with its name and what it calls a case.
const BINARIES: [(&str, &str, &str); 4] = [
    (ROTATION, "rotation-game", "case"),
    (EIGHT, "eight-puzzle", "puzzle"),
    (FOUR, "four-in-a-row", "board"),
    (CUBE, "magic-cube", "cube"),
];

fn run_args(exe: &str, args: &[&str]) -> (i32, String, String) {
    let output = run_with(exe, args, b"");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code().expect("an exit status, not a signal"),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The answers in `output`, one string per case, for the binary `name`.
fn answers(name: &str, output: &str) -> Vec<String> {
    let mut lines = output.lines();
    let mut answers = Vec::new();
    while let Some(first) = lines.next() {
        let more = match name {
            "rotation-game" => 1,
            "magic-cube" => first.parse::<usize>().unwrap_or(0),
            _ => 0,
        };
        let answer: Vec<&str> = std::iter::once(first)
            .chain(lines.by_ref().take(more))
            .collect();
        answers.push(answer.join("\n") + "\n");
    }
    answers
}

fn sample(name: &str, n: usize) -> String {
    let path = format!(
        "{}/samples/{name}/sample-{n}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

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
        assert_eq!(run_args(exe, &["--gen", "3", "-h"]).1, out, "--help wins");
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
            (&["--optimal"], "--optimal needs --check or --stress", 2),
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

#[test]
fn generated_inputs_are_reproducible_and_valid() {
    for (exe, name, _) in BINARIES {
        let gen = |args: &[&str]| {
            let (status, out, err) = run_args(exe, args);
            assert_eq!((status, err.as_str()), (0, ""), "{name} {args:?}");
            out
        };
        let input = gen(&["--gen", "40", "--seed", "7"]);
        assert_eq!(
            input,
            gen(&["--gen", "40", "--seed", "7"]),
            "{name}: same seed, same bytes"
        );
        assert_ne!(input, gen(&["--gen", "40", "--seed", "8"]), "{name}");
        assert_eq!(
            gen(&["--gen", "5"]),
            gen(&["--gen", "5", "--seed", "1"]),
            "{name}: default seed"
        );
        assert_eq!(
            answers(name, &solve(exe, &input)).len(),
            40,
            "{name}: {input}"
        );
        assert_eq!(solve(exe, &gen(&["--gen", "0"])), "", "{name}");
    }
}

#[test]
fn generated_depths_are_the_answers() {
    // The length of one answer, in moves; -1 for none.
    let moves = |name: &str, answer: &str| -> i64 {
        match name {
            "rotation-game" => answer.lines().next().map_or(0, |l| {
                if l == "No moves needed" {
                    0
                } else {
                    l.len() as i64
                }
            }),
            "eight-puzzle" => answer.trim_end_matches('\n').len() as i64,
            _ => answer.lines().next().unwrap().parse().unwrap(),
        }
    };
    for (exe, name, depths) in [
        (
            ROTATION,
            "rotation-game",
            &["0", "4", "9", "12", "13", "max"][..],
        ),
        (EIGHT, "eight-puzzle", &["0", "1", "17", "31", "max"]),
        (FOUR, "four-in-a-row", &["0", "3", "7", "max"]),
        (CUBE, "magic-cube", &["0", "2", "5", "6", "max"]),
    ] {
        for depth in depths {
            let (status, input, err) = run_args(exe, &["--gen", "6", "--depth", depth]);
            assert_eq!((status, err.as_str()), (0, ""), "{name} --depth {depth}");
            let expected: i64 = match (*depth, name) {
                ("max", "rotation-game") => 13,
                ("max", "eight-puzzle") => 31,
                ("max", "four-in-a-row") => 7,
                ("max" | "6", _) => -1,
                (d, _) => d.parse().unwrap(),
            };
            let got: Vec<i64> = answers(name, &solve(exe, &input))
                .iter()
                .map(|a| moves(name, a))
                .collect();
            assert_eq!(got, [expected; 6], "{name} --depth {depth}");
        }
    }
    for (exe, too_deep) in [(ROTATION, "14"), (EIGHT, "32"), (FOUR, "8"), (CUBE, "7")] {
        let (status, out, err) = run_args(exe, &["--gen", "1", "--depth", too_deep]);
        assert_eq!((status, out.as_str()), (2, ""), "{exe} {too_deep}");
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1,
            "{err}"
        );
    }
}

/// Files for one `--check` run, removed when dropped.
struct Files(Vec<PathBuf>);

impl Files {
    fn new(contents: &[&[u8]]) -> Self {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let paths = contents
            .iter()
            .map(|content| {
                let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let path =
                    std::env::temp_dir().join(format!("puzzle-search-{}-{n}", std::process::id()));
                std::fs::write(&path, content).unwrap();
                path
            })
            .collect();
        Files(paths)
    }

    fn arg(&self, i: usize) -> &str {
        self.0[i].to_str().unwrap()
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        self.0.iter().for_each(|p| {
            std::fs::remove_file(p).ok();
        });
    }
}

/// The exit status and verdict line of `exe --check` on `input` and `output`.
fn check(exe: &str, input: &str, output: &str, extra: &[&str]) -> (i32, String) {
    let files = Files::new(&[input.as_bytes(), output.as_bytes()]);
    let mut args = vec!["--check", files.arg(0), files.arg(1)];
    args.extend(extra);
    let (status, out, err) = run_args(exe, &args);
    assert_eq!(out, "", "--check prints nothing on standard output");
    assert_eq!(err.lines().count(), 1, "one verdict line: {err}");
    (status, err.trim_end().to_string())
}

#[test]
fn check_reads_output_from_standard_input_given_as_a_dash() {
    let files = Files::new(&[b"BWBO\nWBWB\nBWBW\nWBWO\n"]);
    for (output, status) in [(&b"5\n"[..], 0), (b"4\n", 1)] {
        let result = run_with(FOUR, &["--check", files.arg(0), "-"], output);
        assert_eq!(result.status.code(), Some(status));
    }
}

#[test]
fn check_and_save_keep_paths_that_are_not_text() {
    use std::os::unix::ffi::OsStrExt;
    let dir = common::ScratchDir::new("judge-paths");
    let name = |base: &[u8]| dir.0.join(std::ffi::OsStr::from_bytes(base));
    let (input, output) = (name(b"in\xff"), name(b"out\xff"));
    std::fs::write(&input, "BWBO\nWBWB\nBWBW\nWBWO\n").unwrap();
    std::fs::write(&output, "5\n").unwrap();
    let check = || {
        let result = Command::new(FOUR)
            .arg("--check")
            .args([&input, &output])
            .output()
            .unwrap();
        let verdict = String::from_utf8_lossy(&result.stderr)
            .trim_end()
            .to_string();
        (result.status.code(), verdict)
    };
    assert_eq!(check(), (Some(0), "accepted: 1 board".to_string()));
    std::fs::remove_file(&output).unwrap();
    let (_, verdict) = check();
    assert!(
        verdict.starts_with(&format!(
            "malformed output: cannot read {}/out\\xff: ",
            dir.arg()
        )),
        "{verdict}"
    );
    // A failure saved under a name that is not text lands there, not elsewhere.
    let save = name(b"d\xff");
    let result = Command::new(FOUR)
        .args(["--stress", "/bin/echo 9", "--save"])
        .arg(&save)
        .output()
        .unwrap();
    assert_eq!(result.status.code(), Some(1));
    assert!(save.join("stress-1.in").is_file() && save.join("stress-1.out").is_file());
}

#[test]
fn check_rotation_game_exactly() {
    let input = sample("rotation-game", 1);
    let ok = (0, "accepted: 2 cases".to_string());
    assert_eq!(check(ROTATION, &input, "AC\n2\nDDHH\n2\n", &[]), ok);
    assert_eq!(
        check(ROTATION, &input, "AC\r\n2\r\nDDHH\r\n2\r\n\r\n", &[]),
        ok
    );
    let answer = Files::new(&[b"AC\n2\nDDHH\n2\n"]);
    assert_eq!(
        check(ROTATION, &input, "AC\n2\nDDHH\n2\n", &[answer.arg(0)]),
        ok,
        "ANSWER is allowed"
    );
    let wrong = |output: &str, says: &str| {
        assert_eq!(
            check(ROTATION, &input, output, &[]),
            (1, format!("wrong answer: {says}"))
        )
    };
    wrong(
        "AC\n3\nDDHH\n2\n",
        "case 1: centre symbol 3, but the moves leave 2",
    );
    wrong("ACFA\n2\nDDHH\n2\n", "case 1: 4 moves, but 2 suffice");
    wrong(
        "AB\n2\nDDHH\n2\n",
        "case 1: `AB` leaves the centre unfilled",
    );
    wrong(
        "No moves needed\n2\nDDHH\n2\n",
        "case 1: `No moves needed` leaves the centre unfilled",
    );
    let malformed = |output: &str, says: &str| {
        assert_eq!(
            check(ROTATION, &input, output, &[]),
            (2, format!("malformed output: {says}"))
        )
    };
    malformed(
        "AZ\n2\n",
        "case 1: output line 1: `AZ` is neither letters A to H nor `No moves needed`",
    );
    malformed(
        "AC\ntwo\n",
        "case 1: output line 2: `two` is not a symbol 1, 2 or 3",
    );
    malformed("AC\n2\nDDHH\n", "case 2: the output ends after line 3");
    malformed(
        "AC\n2\nDDHH\n2\njunk\n",
        "line 5, `junk`, is after the last answer",
    );
    malformed("", "case 1: the output ends after line 0");
}

#[test]
fn check_eight_puzzle_as_a_special_judge() {
    let input = sample("eight-puzzle", 1);
    let ok = (0, "accepted: 1 puzzle".to_string());
    assert_eq!(check(EIGHT, &input, "dlurullddrurdllurdr\n", &[]), ok);
    assert_eq!(
        check(EIGHT, &input, "ullddrurdllurdruldr\n", &[]),
        ok,
        "the judge's own sample answer"
    );
    assert_eq!(
        check(EIGHT, &input, "dlurullddrurdllurdrud\n", &[]),
        ok,
        "longer, legal"
    );
    assert_eq!(
        check(EIGHT, &input, "dlurullddrurdllurdr\n", &["--optimal"]),
        ok
    );
    let wrong = |output: &str, extra: &[&str], says: &str| {
        assert_eq!(
            check(EIGHT, &input, output, extra),
            (1, format!("wrong answer: puzzle 1: {says}"))
        )
    };
    wrong(
        "dlurullddrurdllurdrud\n",
        &["--optimal"],
        "21 moves, but 19 suffice",
    );
    wrong(
        "rdlurullddrurdllurdr\n",
        &[],
        "move 1 `r` takes the blank off the board",
    );
    wrong("dlur\n", &[], "the moves end away from the goal");
    wrong(
        "unsolvable\n",
        &[],
        "`unsolvable`, but the puzzle can be solved",
    );
    assert_eq!(check(EIGHT, &input, "DLUR\n", &[]).0, 2);
    let three = sample("eight-puzzle", 2);
    assert_eq!(
        check(
            EIGHT,
            &three,
            "unsolvable\nlurdrulurdlldrrululddruulddrurd\n\n",
            &[]
        )
        .0,
        0
    );
    let swapped = check(
        EIGHT,
        &three,
        "lurdrulurdlldrrululddruulddrurd\nunsolvable\n\n",
        &[],
    );
    assert_eq!(
        swapped,
        (1, "wrong answer: puzzle 1: the puzzle is unsolvable".into())
    );
    // The same text once blank lines at the end are ignored: the solved puzzle's empty line.
    let short = check(
        EIGHT,
        &three,
        "unsolvable\nlurdrulurdlldrrululddruulddrurd\n",
        &[],
    );
    assert_eq!(short, (0, "accepted: 3 puzzles".into()));
    let solved_first = "1 2 3 4 5 6 7 8 x\n8 6 7 2 5 4 3 x 1\n";
    let cut = check(EIGHT, solved_first, "\n", &[]);
    assert_eq!(
        cut,
        (
            2,
            "malformed output: puzzle 2: the output ends after line 1".into()
        ),
        "only the last answers may be left out, and only empty ones"
    );
}

#[test]
fn check_four_in_a_row_exactly() {
    let input = sample("four-in-a-row", 1);
    assert_eq!(
        check(FOUR, &input, "5\n", &[]),
        (0, "accepted: 1 board".into())
    );
    assert_eq!(
        check(FOUR, &input, "4\n", &[]),
        (
            1,
            "wrong answer: board 1: 4, but the fewest moves are 5".into()
        )
    );
    assert_eq!(check(FOUR, &input, "five\n", &[]).0, 2);
    assert_eq!(check(FOUR, &input, "5\n5\n", &[]).0, 2);
}

#[test]
fn check_magic_cube_accepts_any_shortest_solution() {
    let input = sample("magic-cube", 1);
    assert_eq!(
        check(CUBE, &input, "0\n1\n1 1\n", &[]),
        (0, "accepted: 2 cubes".into())
    );
    let wrong = |output: &str, says: &str| {
        assert_eq!(
            check(CUBE, &input, output, &[]),
            (1, format!("wrong answer: cube 2: {says}"))
        )
    };
    wrong("0\n3\n1 1\n0 1\n0 -1\n", "3 moves, but 1 suffice");
    wrong("0\n1\n1 -1\n", "the moves leave the cube unsolved");
    wrong("0\n-1\n", "-1, but 1 moves solve the cube");
    assert_eq!(check(CUBE, &input, "0\n1\n1 2\n", &[]).0, 2);
    assert_eq!(check(CUBE, &input, "0\n1\n", &[]).0, 2);
    // Left and right turns commute: both orders are shortest.
    let both = "1\n\nw w w\nw w w\nw w w\nr r r g g g b b b o o o\nr r r g g g b b b o o o\nr r r g g g b b b o o o\ny y y\ny y y\ny y y\n";
    let turned = turned_by(both, &[(0, 1), (2, 1)]);
    assert_eq!(solve(CUBE, &turned), "2\n0 -1\n2 -1\n");
    assert_eq!(check(CUBE, &turned, "2\n2 -1\n0 -1\n", &[]).0, 0);
    let deep = turned_by(both, &[(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]);
    assert_eq!(check(CUBE, &deep, "-1\n", &[]).0, 0);
    assert_eq!(
        check(CUBE, &deep, "0\n", &[]),
        (
            1,
            "wrong answer: cube 1: the moves leave the cube unsolved".into()
        )
    );
}

/// The cube of `input` (one cube) turned by `moves`, as an input, by asking the binary to undo
/// them: the inverse sequence solves it.
fn turned_by(input: &str, moves: &[(u8, i8)]) -> String {
    use puzzle_search::judge::{Input, Problem};
    use puzzle_search::puzzles::magic_cube::MagicCube;
    use puzzle_search::search::Puzzle;
    let mut problem = MagicCube::new();
    let mut cube = problem
        .read(&mut Input::new(input.as_bytes()))
        .unwrap()
        .unwrap();
    for &(face, direction) in moves {
        cube.apply(2 * face + u8::from(direction == 1));
    }
    let mut text = b"1\n".to_vec();
    problem.write_case(&cube, &mut text).unwrap();
    String::from_utf8(text).unwrap()
}

#[test]
fn check_rejects_an_invalid_or_missing_input() {
    let (status, verdict) = check(ROTATION, "1 2 3\n", "AC\n", &[]);
    assert_eq!(
        (status, verdict.starts_with("invalid input: case 1: ")),
        (3, true),
        "{verdict}"
    );
    let (status, _, err) = run_args(
        FOUR,
        &["--check", "/nonexistent/input", "/nonexistent/output"],
    );
    assert_eq!(
        (
            status,
            err.starts_with("invalid input: cannot read /nonexistent/input")
        ),
        (3, true)
    );
}

#[test]
fn the_malformed_corpus_gives_the_expected_answers_and_messages() {
    let mut checked = 0;
    for (exe, name, _) in BINARIES {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(name);
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let expected = |ext: &str| std::fs::read_to_string(input.with_extension(ext)).unwrap();
            // Flags, where the input needs some: NAME.args.
            let args = std::fs::read_to_string(input.with_extension("args")).unwrap_or_default();
            let args: Vec<&str> = args.split_whitespace().collect();
            let output = run_with(exe, &args, &std::fs::read(&input).unwrap());
            let (out, err) = (expected("out"), expected("err"));
            assert_eq!(
                String::from_utf8_lossy(&output.stdout),
                out,
                "{}",
                input.display()
            );
            assert_eq!(
                String::from_utf8_lossy(&output.stderr),
                err,
                "{}",
                input.display()
            );
            let status = if err.is_empty() { 0 } else { 1 };
            assert_eq!(output.status.code(), Some(status), "{}", input.display());
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked}");
}

#[test]
fn a_sample_cut_anywhere_gives_the_complete_answers_and_names_the_cut_case() {
    for (exe, name, case) in BINARIES {
        for n in 1..=2 {
            let path = format!(
                "{}/samples/{name}/sample-{n}.in",
                env!("CARGO_MANIFEST_DIR")
            );
            let Ok(full) = std::fs::read(path) else {
                continue;
            };
            let all = answers(
                name,
                &String::from_utf8(run_with(exe, &[], &full).stdout).unwrap(),
            );
            for cut in 0..full.len() {
                let output = run_with(exe, &[], &full[..cut]);
                let out = String::from_utf8(output.stdout).unwrap();
                let done = answers(name, &out);
                assert_eq!(done[..], all[..done.len()], "{name} cut at {cut}");
                let err = String::from_utf8(output.stderr).unwrap();
                match output.status.code() {
                    Some(0) => assert_eq!(err, "", "{name} cut at {cut}"),
                    Some(1) => {
                        assert_eq!(err.lines().count(), 1, "{name} cut at {cut}: {err}");
                        assert!(
                            err.starts_with(&format!("{case} {}: ", done.len() + 1)),
                            "{name} cut at {cut}: {err}"
                        );
                    }
                    status => panic!("{name} cut at {cut}: {status:?}"),
                }
            }
        }
    }
}

/// Changes a few bytes of `text`: inserts, deletes or replaces, with bytes that matter to the
/// formats more often than others.
fn mutate(text: &[u8], rng: &mut puzzle_search::rng::Rng) -> Vec<u8> {
    const INTERESTING: &[u8] = b"0123456789xXBWOwrgbyo -+\n\r\t\xef\xbb\xbf\xff";
    let mut out = text.to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(out.len() as u64 + 1) as usize;
        let byte = if rng.below(4) == 0 {
            rng.below(256) as u8
        } else {
            INTERESTING[rng.below(INTERESTING.len() as u64) as usize]
        };
        match rng.below(3) {
            0 => out.insert(at, byte),
            1 if at < out.len() => {
                out.remove(at);
            }
            _ if at < out.len() => out[at] = byte,
            _ => out.push(byte),
        }
    }
    out
}

#[test]
fn mutated_samples_never_panic_or_hang_in_process() {
    use puzzle_search::judge::{answer_all, Problem};
    use puzzle_search::puzzles::*;
    use std::panic::{catch_unwind, AssertUnwindSafe};
    use std::time::{Duration, Instant};

    fn fuzz<P: Problem>(name: &str, mut make: impl FnMut() -> P, rounds: usize) {
        let mut rng = puzzle_search::rng::Rng::new(name.len() as u64);
        let samples: Vec<Vec<u8>> = (1..=2)
            .filter_map(|n| {
                std::fs::read(format!(
                    "{}/samples/{name}/sample-{n}.in",
                    env!("CARGO_MANIFEST_DIR")
                ))
                .ok()
            })
            .collect();
        for round in 0..rounds {
            let input = mutate(&samples[round % samples.len()], &mut rng);
            let start = Instant::now();
            let run = catch_unwind(AssertUnwindSafe(|| {
                answer_all(&mut make(), &input, &mut Vec::new())
            }));
            assert!(
                run.is_ok(),
                "{name} panicked on {:?}",
                String::from_utf8_lossy(&input)
            );
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "{name} took {:?} on {input:?}",
                start.elapsed()
            );
        }
    }
    fuzz(
        "rotation-game",
        || rotation_game::RotationGame::new(ROTATION_GAME_TABLE),
        3000,
    );
    fuzz(
        "eight-puzzle",
        || sliding::EightPuzzle::new(EIGHT_PUZZLE_FIRST_MOVES),
        3000,
    );
    fuzz("four-in-a-row", four_in_a_row::FourInARow::new, 3000);
    fuzz("magic-cube", magic_cube::MagicCube::new, 3000);
}

#[test]
fn mutated_samples_exit_with_0_or_1_through_the_binaries() {
    let mut rng = puzzle_search::rng::Rng::new(6);
    for (exe, name, _) in BINARIES {
        let sample = sample(name, 1);
        for _ in 0..150 {
            let input = mutate(sample.as_bytes(), &mut rng);
            let output = run_with(exe, &[], &input);
            let err = String::from_utf8_lossy(&output.stderr);
            match output.status.code() {
                Some(0) => assert!(err.is_empty(), "{name}: {err}"),
                Some(1) => assert_eq!(err.lines().count(), 1, "{name}: {err}"),
                status => panic!("{name} exited with {status:?} on {input:?}: {err}"),
            }
            assert!(!err.contains("panicked"), "{name}: {err}");
        }
    }
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    for (exe, name, _) in BINARIES {
        // Enough output to fill the pipe after the reader has gone.
        let count = if name == "four-in-a-row" {
            "100000"
        } else {
            "30000"
        };
        let input = run_args(exe, &["--gen", count]).1;
        let mut child = Command::new(exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            use std::io::Write;
            let _ = stdin.write_all(input.as_bytes());
        });
        // Read one line, like `head -1`, and hang up.
        let mut first = [0u8; 1];
        use std::io::Read;
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        let output = child.wait_with_output().unwrap();
        writer.join().unwrap();
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{name}");
        assert_eq!(output.status.code(), Some(0), "{name}");
    }
}
