//! Answers are never held back: each reaches standard output once it and all before it are
//! known and no further case is waiting, or a tenth of a second after the last write, so that a
//! judge's timeout or a kill loses at most the cases being solved.

use super::*;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Starts `exe` with `args`, its cache the tests' own, standard input and output piped.
fn start(exe: &str, args: &[&str]) -> Child {
    common::command(exe)
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", env!("CARGO_TARGET_TMPDIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts")
}

/// The lines `child` writes, as they come.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    lines
}

#[test]
fn an_answer_comes_while_the_input_is_still_open() {
    let cube = std::fs::read_to_string(format!(
        "{}/samples/magic-cube/sample-1.in",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    // The count says two cubes; the first is written, the second never comes.
    let one_cube: String = cube
        .lines()
        .take(11)
        .map(|line| line.to_string() + "\n")
        .collect();
    for (exe, args, case, first) in [
        (EIGHT, &[][..], "2 3 4 1 5 x 7 6 8\n", "dlurullddrurdllurdr"),
        (
            EIGHT,
            &["--size", "4"],
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15\n",
            "r",
        ),
        (
            ROTATION,
            &[],
            "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n",
            "AC",
        ),
        (FOUR, &[], "BWBO\nWBWB\nBWBW\nWBWO\n", "5"),
        (CUBE, &["--max-depth", "12"], one_cube.as_str(), "0"),
        // A scramble is answered once its line ends, the next line not yet written; with the
        // count given too.
        (
            CUBE,
            &["--from", "scramble", "--to", "singmaster"],
            "R U\n",
            "U' R'",
        ),
        (
            CUBE,
            &["--from", "scramble", "--to", "singmaster"],
            "2\nF\n",
            "F'",
        ),
        (
            CUBE,
            &["--from", "facelets", "--to", "singmaster"],
            "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB\n",
            "",
        ),
    ] {
        let mut child = start(exe, args);
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(case.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let lines = lines_of(&mut child);
        // The answer takes milliseconds: a minute is a margin no load reaches.
        let line = lines.recv_timeout(Duration::from_secs(60));
        assert_eq!(line.as_deref(), Ok(first), "{exe} {args:?}");
        drop(stdin);
        child.wait().unwrap();
    }
}

#[test]
fn answers_come_out_before_the_last_case_is_solved() {
    // 3,000 boards of 31 moves, each a breadth-first search of milliseconds; their answers,
    // 32 bytes each, would fill a writer's 8 KB buffer only after 256 of them.
    let input = common::run_with(EIGHT, &["--gen", "3000", "--depth", "31"], b"").stdout;
    let mut child = start(EIGHT, &["--algo", "bfs"]);
    let writer = common::feed(&mut child, &input);
    let lines = lines_of(&mut child);
    let first = lines.recv_timeout(Duration::from_secs(600));
    assert!(first.is_ok(), "an answer");
    // Killed now, as a judge's timeout kills: what came out stays out, long before the end.
    child.kill().unwrap();
    child.wait().unwrap();
    writer.join().unwrap();
    let came = 1 + lines.iter().count();
    assert!(came < 250, "{came} answers came out at once");
}
