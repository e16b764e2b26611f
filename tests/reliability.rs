//! Faults that hostile tests look for: a standard error nobody reads, output lines that are huge
//! or full of control characters, and numbers written in non-canonical ways.

mod common;

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
