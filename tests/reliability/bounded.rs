//! Reading never grows without bound: a NUL byte or a token longer than any judge input's is
//! bad input where it stands, and an input of any length is read through a window.

use super::*;
use std::io::{Read, Write};
use std::process::Stdio;

/// Runs `exe` with `args` under an address-space limit of `kilobytes` (`ulimit -v`), its
/// standard input `stdin`: exit status, standard output and error.
fn limited(
    kilobytes: u64,
    exe: &str,
    args: &[&str],
    stdin: Stdio,
) -> (Option<i32>, String, String) {
    let script = format!("ulimit -v {kilobytes}; exec \"$0\" \"$@\"");
    let output = common::command("sh")
        .args(["-c", &script, exe])
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", "")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("sh runs");
    let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

fn zeros() -> Stdio {
    Stdio::from(std::fs::File::open("/dev/zero").expect("/dev/zero"))
}

#[test]
fn an_endless_stream_of_zero_bytes_is_bad_input_at_once() {
    for (exe, case) in [
        (ROTATION, "case"),
        (EIGHT, "puzzle"),
        (FOUR, "board"),
        (CUBE, "cube"),
    ] {
        let (status, out, err) = limited(300_000, exe, &[], zeros());
        assert_eq!(
            (status, out.as_str(), err.as_str()),
            (
                Some(1),
                "",
                format!("{case} 1: a NUL byte (line 1, column 1): a judge input is text\n")
                    .as_str()
            ),
            "{exe}"
        );
        // So is a judge input of zero bytes to check or stress with.
        let (status, _, err) = limited(
            300_000,
            exe,
            &["--check", "/dev/zero", "/dev/null"],
            zeros(),
        );
        assert_eq!(status, Some(3), "{exe}: {err}");
        assert!(
            err.contains("a NUL byte (line 1, column 1)"),
            "{exe}: {err}"
        );
        let (status, _, err) = limited(
            300_000,
            exe,
            &["--stress", exe, "--input", "/dev/zero"],
            zeros(),
        );
        assert_eq!(status, Some(3), "{exe}: {err}");
        assert!(
            err.contains("a NUL byte (line 1, column 1)"),
            "{exe}: {err}"
        );
    }
}

/// Runs `exe` on what `write` writes to its standard input until the program stops reading:
/// exit status, standard output and error.
fn fed(exe: &str, write: impl FnOnce(&mut dyn Write) + Send + 'static) -> (Option<i32>, String) {
    let mut child = common::command("sh")
        .args(["-c", "ulimit -v 300000; exec \"$0\"", exe])
        .env("PUZZLE_SEARCH_CACHE", "")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || write(&mut stdin));
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut lines = 0usize;
        let mut buf = [0u8; 1 << 16];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            lines += buf[..n].iter().filter(|&&b| b == b'\n').count();
        }
        lines
    });
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap().code();
    writer.join().unwrap();
    let lines = reader.join().unwrap();
    (status, format!("{lines} lines; {err}"))
}

#[test]
fn a_token_that_never_ends_is_bad_input_at_once() {
    let (status, said) = fed(
        ROTATION,
        |stdin| {
            while stdin.write_all(&[b'1'; 4096]).is_ok() {}
        },
    );
    assert_eq!(
        (status, said.as_str()),
        (
            Some(1),
            "0 lines; case 1: `11111111111111111111…` (line 1, column 1) is longer than 64 \
             bytes, longer than any token of a judge input\n"
        )
    );
}

#[test]
fn an_input_longer_than_the_memory_allowed_is_answered_through_a_window() {
    // 200 MB of boards, under a limit of 300 MB of address space: read whole, it would not
    // fit beside the program.
    let board = b"1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
    let boards = 200_000_000 / board.len();
    let (status, said) = fed(ROTATION, move |stdin| {
        let block = board.repeat(1000);
        for _ in 0..boards / 1000 {
            stdin.write_all(&block).unwrap();
        }
    });
    let expected = format!("{} lines; ", 2 * (boards / 1000 * 1000));
    assert_eq!((status, said), (Some(0), expected));
}
