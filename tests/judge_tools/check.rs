//! `--check`: each binary's judge, on right, wrong and malformed outputs, and on bad inputs.

use super::*;

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
        let result = common::command(FOUR)
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
    let result = common::command(FOUR)
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
    // The judges compare byte for byte: only a missing last line break is forgiven.
    assert_eq!(check(ROTATION, &input, "AC\n2\nDDHH\n2", &[]), ok);
    let not_exact = [
        (
            "AC\r\n2\r\nDDHH\r\n2\r\n",
            "case 1: output line 1: `AC\\r` is neither",
        ),
        (
            "AC \n2\nDDHH\n2\n",
            "case 1: output line 1: `AC ` is neither",
        ),
        ("AC\n2\nDDHH\n2\n\n", "line 5, ``, is after the last answer"),
    ];
    for (output, verdict) in not_exact {
        let (status, said) = check(ROTATION, &input, output, &[]);
        assert_eq!(status, 2, "{output:?}: {said}");
        assert!(
            said.starts_with(&format!("malformed output: {verdict}")),
            "{said}"
        );
    }
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
    let solved_twice = "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n";
    assert_eq!(
        check(EIGHT, solved_twice, "\n", &[]).0,
        0,
        "the last empty answer"
    );
    assert_eq!(
        check(EIGHT, solved_twice, "", &[]),
        (
            2,
            "malformed output: puzzle 1: the output ends after line 0".into()
        ),
        "only the last empty answer may be missing"
    );
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
    wrong("0\n3\n1 1\n0 1\n0 -1\n", "3 moves, but 1 suffices");
    wrong("0\n1\n1 -1\n", "the moves leave the cube unsolved");
    wrong("0\n-1\n", "-1, but 1 move solves the cube");
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
fn the_same_fault_gets_the_same_verdict_whatever_the_puzzle() {
    // Each output line on a solvable board and on an unsolvable one: the exit statuses.
    // Malformed (2) is a line of no answer's form; wrong (1) an answer of the right form.
    let solvable = "2 3 4 1 5 x 7 6 8\n";
    let unsolvable = "1 2 3 4 5 6 8 7 x\n";
    let table: [(&str, i32, i32); 7] = [
        ("dlurullddrurdllurdr", 0, 1),
        ("unsolvable", 1, 0),
        ("dlur", 1, 1),
        ("UNSOLVABLE", 2, 2),
        ("junk!", 2, 2),
        ("DLUR", 2, 2),
        ("unsolvable dlur", 2, 2),
    ];
    for (line, on_solvable, on_unsolvable) in table {
        let output = format!("{line}\n");
        for (input, expected) in [(solvable, on_solvable), (unsolvable, on_unsolvable)] {
            let (status, verdict) = check(EIGHT, input, &output, &[]);
            assert_eq!(status, expected, "`{line}` on {input}: {verdict}");
        }
    }
}

#[test]
fn faults_of_layout_are_judged_alike_everywhere() {
    let eight = "1 2 3 4 5 6 7 x 8\n";
    // Whitespace before the moves as after them; a byte order mark as testlib skips it.
    for output in [" r\n", "r\t\n", "\u{feff}r\n"] {
        assert_eq!(check(EIGHT, eight, output, &[]).0, 0, "{output:?}");
    }
    // Where the last answer is an empty line, an output without it: as eight-puzzle's solved
    // board, so the scramble cube's solved cube.
    assert_eq!(check(EIGHT, "1 2 3 4 5 6 7 8 x\n", "", &[]).0, 0);
    let scramble = ["--from", "scramble", "--to", "singmaster"];
    assert_eq!(check(CUBE, "\n", "", &scramble).0, 0);
    assert_eq!(check(CUBE, "R\n\n", "R'\n", &scramble).0, 0);
    let (status, verdict) = check(CUBE, "\nR\n", "\n", &scramble);
    assert_eq!(
        (status, verdict.as_str()),
        (2, "malformed output: cube 2: the output ends after line 1")
    );
    // An input without a case is no test, to --check as to --validate.
    for (exe, input) in [(EIGHT, ""), (ROTATION, "0\n"), (CUBE, "0\n")] {
        let (status, verdict) = check(exe, input, "", &[]);
        assert!(
            status == 3 && verdict.starts_with("invalid input: the input holds no "),
            "{verdict}"
        );
        assert_eq!(
            run_with(exe, &["--validate"], input.as_bytes())
                .status
                .code(),
            Some(3)
        );
    }
}
