//! Faults that hostile tests look for: a standard error nobody reads, output lines that are huge
//! or full of control characters, numbers written in non-canonical ways; input that never ends
//! ([`bounded`]), answers held back ([`answered`]), and a process short of memory ([`memory`]).

#[path = "../common/mod.rs"]
mod common;

mod answered;
mod bounded;
mod memory;

use common::{run_with, status_with_stderr_closed};
use std::path::PathBuf;

const ROTATION: &str = env!("CARGO_BIN_EXE_rotation-game");
const EIGHT: &str = env!("CARGO_BIN_EXE_eight-puzzle");
const FOUR: &str = env!("CARGO_BIN_EXE_four-in-a-row");
const CUBE: &str = env!("CARGO_BIN_EXE_magic-cube");

/// A file for one test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, content: &[u8]) -> Self {
        let path = std::env::temp_dir().join(format!(
            "puzzle-search-reliability-{}-{name}",
            std::process::id()
        ));
        std::fs::write(&path, content).unwrap();
        Scratch(path)
    }

    fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        std::fs::remove_file(&self.0).ok();
    }
}

#[test]
fn a_closed_standard_error_changes_no_exit_status() {
    // Bad input: the answers so far, then a line on standard error, status 1.
    for (exe, bad) in [
        (ROTATION, &b"1 2 3"[..]),
        (EIGHT, b"12345678y"),
        (FOUR, b"BWBQ"),
        (CUBE, b"two"),
    ] {
        assert_eq!(status_with_stderr_closed(exe, &[], bad), Some(1), "{exe}");
    }
    // A usage error: status 2.
    assert_eq!(
        status_with_stderr_closed(FOUR, &["--frobnicate"], b""),
        Some(2)
    );
    // --check verdicts: accepted 0, wrong answer 1.
    let input = Scratch::new("closed.in", b"BWBO\nWBWB\nBWBW\nWBWO\n");
    let (right, wrong) = (
        Scratch::new("closed-right.out", b"5\n"),
        Scratch::new("closed-wrong.out", b"4\n"),
    );
    for (output, status) in [(&right, 0), (&wrong, 1)] {
        let args = ["--check", input.arg(), output.arg()];
        assert_eq!(status_with_stderr_closed(FOUR, &args, b""), Some(status));
    }
    // --stats lines and the total: status 0.
    let stats = status_with_stderr_closed(EIGHT, &["--stats", "--algo", "idastar"], b"123456x78");
    assert_eq!(stats, Some(0));
}

#[test]
fn check_verdicts_quote_a_short_escaped_prefix_of_the_output() {
    let input = Scratch::new("quote.in", b"BWBO\nWBWB\nBWBW\nWBWO\n");
    let mut line = b"\x1b[2J\r5".to_vec();
    line.extend(std::iter::repeat_n(b'9', 1_000_000));
    line.push(b'\n');
    let output = Scratch::new("quote.out", &line);
    let result = run_with(FOUR, &["--check", input.arg(), output.arg()], b"");
    let verdict = String::from_utf8(result.stderr).unwrap();
    assert_eq!(result.status.code(), Some(2));
    assert_eq!(
        verdict,
        "malformed output: board 1: output line 1: `\\u{1b}[2J\\r59999999999999999999999999999999999…` \
         is not a number of moves\n"
    );
}

/// The exit status and verdict of `exe --check` on `input` and `output`.
fn check(exe: &str, input: &str, output: &str) -> (Option<i32>, String) {
    let (input, output) = (
        Scratch::new(&format!("canon-{}.in", output.len()), input.as_bytes()),
        Scratch::new(&format!("canon-{}.out", output.len()), output.as_bytes()),
    );
    let result = run_with(exe, &["--check", input.arg(), output.arg()], b"");
    let verdict = String::from_utf8(result.stderr).unwrap();
    (result.status.code(), verdict.trim_end().to_string())
}

#[test]
fn checkers_want_numbers_written_the_canonical_way() {
    let board = "BWBO\nWBWB\nBWBW\nWBWO\n";
    assert_eq!(check(FOUR, board, "5\n").0, Some(0));
    for bad in ["+5", "05", "5.0", " 5", "0x5"] {
        let (status, verdict) = check(FOUR, board, &format!("{bad}\n"));
        assert_eq!(status, Some(2), "{bad}: {verdict}");
        assert!(verdict.ends_with("is not a number of moves"), "{verdict}");
    }
    // A solved board: 0, never -0 or +0.
    let solved = "BBBB\nWWWW\nBBBW\nWWOO\n";
    assert_eq!(check(FOUR, solved, "0\n").0, Some(0));
    assert_eq!(check(FOUR, solved, "-0\n").0, Some(2));
    assert_eq!(check(FOUR, solved, "+0\n").0, Some(2));

    let cubes = std::fs::read_to_string(format!(
        "{}/samples/magic-cube/sample-1.in",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    assert_eq!(check(CUBE, &cubes, "0\n1\n1 1\n").0, Some(0));
    for bad in [
        "00\n1\n1 1\n",
        "0\n01\n1 1\n",
        "0\n+1\n1 1\n",
        "-0\n1\n1 1\n",
    ] {
        let (status, verdict) = check(CUBE, &cubes, bad);
        assert_eq!(status, Some(2), "{bad:?}: {verdict}");
    }
    assert_eq!(check(CUBE, &cubes, "0\n-01\n").0, Some(2));
}

/// A fresh cache directory: whatever the run leaves in it is seen.
fn fresh_cache(name: &str) -> common::ScratchDir {
    common::ScratchDir::new(&format!("reliability-{name}"))
}

#[test]
fn a_file_size_limit_costs_the_cache_not_the_answers() {
    let cache = fresh_cache("fsize");
    // 2×4 databases take 40 KB; the limit is ten 512-byte blocks.
    let script = format!("ulimit -f 10; exec {EIGHT} --size 2x4");
    let output = common::run_cached("sh", &["-c", &script], b"1 2 3 4 5 x 7 6\n", cache.arg());
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stdout), "d\n");
    assert!(
        cache.names().is_empty(),
        "nothing written: {:?}",
        cache.names()
    );
}

#[test]
fn sizes_whose_cells_overflow_are_usage_errors() {
    let input = Scratch::new("overflow.in", b"1 2 x 3\n");
    for size in [
        "4294967296",
        "18446744073709551615",
        "9223372036854775812x2",
    ] {
        for (args, status) in [
            (vec!["--size", size], 2),
            (vec!["--size", size, "--gen", "3"], 2),
            (vec!["--size", size, "--check", input.arg(), input.arg()], 3),
        ] {
            let output = run_with(EIGHT, &args, b"");
            let err = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(status), "{args:?}: {err}");
            assert!(
                err.contains("a board has at most 25 cells"),
                "{args:?}: {err}"
            );
        }
    }
}

#[test]
fn an_output_that_cannot_be_written_ends_the_program() {
    let cache = fresh_cache("full");
    let full = std::fs::File::options()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let input = Scratch::new("full.in", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n");
    let output = common::command(EIGHT)
        .args(["--size", "4"])
        .env("PUZZLE_SEARCH_CACHE", cache.arg())
        .stdin(std::fs::File::open(&input.0).unwrap())
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr).starts_with("error: cannot write standard output")
    );
}

/// Runs `exe` with `args` on `input` through a shell, standard output as `redirect` leaves it:
/// the exit status and standard error.
fn with_stdout(redirect: &str, exe: &str, args: &[&str], input: &str) -> (Option<i32>, String) {
    let script = format!("printf '%s' \"$1\" | \"$0\" \"${{@:2}}\" {redirect}");
    let output = common::command("bash")
        .arg("-c")
        .arg(script)
        .arg(exe)
        .arg(input)
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), err)
}

#[test]
fn a_standard_output_closed_at_the_start_is_an_output_error_and_one_opened_on_nothing_is_not() {
    let cube = "1\n\ny y y\ny y y\ny y y\nr r r g g g o o o b b b\n\
                r r r g g g o o o b b b\nr r r g g g o o o b b b\nw w w\nw w w\nw w w\n";
    let runs: [(&str, &[&str], &str); 7] = [
        (EIGHT, &[], "1 2 3 4 5 6 7 x 8\n"),
        (EIGHT, &["--gen", "3"], ""),
        (EIGHT, &["--problem", "list"], ""),
        (ROTATION, &["--help"], ""),
        (FOUR, &["-h"], ""),
        (CUBE, &["--from", "scramble"], "R\n"),
        (CUBE, &[], cube),
    ];
    for (exe, args, input) in runs {
        // `>&-`: every answer would be lost, which is an output error, said on standard error.
        let (status, err) = with_stdout(">&-", exe, args, input);
        assert_eq!(status, Some(1), "{exe} {args:?}: {err}");
        assert!(
            err.ends_with(
                "error: cannot write standard output: Bad file descriptor (os error 9)\n"
            ) && err.lines().count() == 1,
            "{exe} {args:?}: {err}"
        );
        // Opened on /dev/null, read-write as a harness's "discard" opens it: output thrown away
        // on purpose.
        let (status, err) = with_stdout("1<>/dev/null", exe, args, input);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{exe} {args:?}");
    }
}

#[test]
fn goal_and_shallow_boards_build_no_databases() {
    let cache = fresh_cache("goal");
    let goal = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";
    let near = "1 2 3 4 5 6 7 8 9 10 11 x 13 14 15 12\n";
    let output = common::run_cached(
        EIGHT,
        &["--size", "4"],
        (goal.to_string() + near).as_bytes(),
        cache.arg(),
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), "\nd\n");
    let input = Scratch::new("goal.in", goal.as_bytes());
    let answer = Scratch::new("goal.out", b"\n");
    let args = [
        "--size",
        "4",
        "--check",
        input.arg(),
        answer.arg(),
        "--optimal",
    ];
    let output = common::run_cached(EIGHT, &args, b"", cache.arg());
    assert_eq!(output.status.code(), Some(0));
    assert!(cache.names().is_empty(), "{:?}", cache.names());
}

#[test]
fn check_stops_reading_an_output_that_never_ends() {
    let sample = format!(
        "{}/samples/eight-puzzle/sample-1.in",
        env!("CARGO_MANIFEST_DIR")
    );
    let output = run_with(EIGHT, &["--check", &sample, "/dev/zero"], b"");
    let verdict = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{verdict}");
    assert!(
        verdict.starts_with("malformed output: it is longer than "),
        "{verdict}"
    );
}

#[test]
fn checkers_want_fields_separated_by_single_spaces() {
    let cubes = std::fs::read_to_string(format!(
        "{}/samples/magic-cube/sample-1.in",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    assert_eq!(check(CUBE, &cubes, "0\n1\n1 1\n").0, Some(0));
    // Whitespace at either end of a line is forgiven alike.
    for forgiven in [
        "0\n1\n1 1 \r\n",
        "0\n1\n\t1 1\n",
        "0\n1\n 1 1\n",
        " 0\n1\n1 1\n",
    ] {
        assert_eq!(check(CUBE, &cubes, forgiven).0, Some(0), "{forgiven:?}");
    }
    for bad in ["0\n1\n1\u{2028} 1\n", "0\n1\n1  1\n"] {
        let (status, verdict) = check(CUBE, &cubes, bad);
        assert_eq!(status, Some(2), "{bad:?}: {verdict}");
    }
}
