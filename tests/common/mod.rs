//! Helpers for running the real binaries.

// Every test crate compiles this module and uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `exe` with `args` on `input`, returning its output. Tables a binary caches go to the
/// build's scratch directory, not the user's home.
pub fn run_with(exe: &str, args: &[&str], input: &[u8]) -> Output {
    run_cached(exe, args, input, env!("CARGO_TARGET_TMPDIR"))
}

/// [`run_with`], caching tables in `cache`.
pub fn run_cached(exe: &str, args: &[&str], input: &[u8], cache: &str) -> Output {
    let mut child = Command::new(exe)
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", cache)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the binary");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from a thread so that a binary that answers while reading cannot block on its output.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary did not finish");
    writer.join().unwrap();
    output
}

/// Runs `exe` on `input` and returns its standard output, which must come with exit status 0
/// and nothing on standard error.
pub fn solve(exe: &str, input: &str) -> String {
    let output = run_with(exe, &[], input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stderr.is_empty(),
        "{:?}: {stderr}",
        output.status
    );
    String::from_utf8(output.stdout).expect("output is UTF-8")
}

/// Checks every `samples/<name>/sample-N.in` against its `.out`, byte for byte.
pub fn check_samples(exe: &str, name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name);
    let mut checked = 0;
    for n in 1.. {
        let input = dir.join(format!("sample-{n}.in"));
        if !input.exists() {
            break;
        }
        let expected = std::fs::read_to_string(dir.join(format!("sample-{n}.out"))).unwrap();
        let got = solve(exe, &std::fs::read_to_string(&input).unwrap());
        assert_eq!(got, expected, "{}", input.display());
        checked += 1;
    }
    assert!(checked > 0, "no samples in {}", dir.display());
}

/// Runs `exe` on bad `input`: it must print `answered` (the answers of the cases before the bad
/// one), then exactly one line on standard error that starts with `names` (`case 3: `, say) and
/// contains `says`, and exit with status 1.
pub fn check_bad_input(exe: &str, input: &str, answered: &str, names: &str, says: &str) {
    check_bad_input_with(exe, &[], input, answered, names, says)
}

/// [`check_bad_input`] with command-line arguments.
pub fn check_bad_input_with(
    exe: &str,
    args: &[&str],
    input: &str,
    answered: &str,
    names: &str,
    says: &str,
) {
    let output = run_with(exe, args, input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{input:?}: {stderr}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        answered,
        "{input:?}"
    );
    assert_eq!(stderr.lines().count(), 1, "{input:?}: {stderr}");
    assert!(
        stderr.starts_with(names) && stderr.contains(says),
        "{input:?}: {stderr}"
    );
}

/// The sliding-tile puzzles' rule on a square board of N cells, row by row, 0 for the blank: the
/// blank travels one cell in direction `letter` (`u`, `d`, `l`, `r`), if it can.
pub fn slide<const N: usize>(board: &[u8; N], letter: u8) -> Option<[u8; N]> {
    let width = (1..=N).find(|w| w * w == N).expect("a square board");
    let blank = board.iter().position(|&c| c == 0).unwrap();
    let (row, col) = (blank / width, blank % width);
    let target = match letter {
        b'u' if row > 0 => blank - width,
        b'd' if row + 1 < width => blank + width,
        b'l' if col > 0 => blank - 1,
        b'r' if col + 1 < width => blank + 1,
        _ => return None,
    };
    let mut next = *board;
    next.swap(blank, target);
    Some(next)
}

/// Runs `exe` with `args` on `input` with standard error a pipe whose reader has already gone,
/// so that every write to it fails: the exit status, which must be what it would have been.
pub fn status_with_stderr_closed(exe: &str, args: &[&str], input: &[u8]) -> Option<i32> {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut child = Command::new(exe)
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", env!("CARGO_TARGET_TMPDIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(writer)
        .spawn()
        .expect("cannot start the binary");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait().expect("the binary did not finish").code()
}
