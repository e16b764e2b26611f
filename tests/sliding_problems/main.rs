//! `eight-puzzle --problem NAME`: every judge problem of the family on its statement's samples,
//! against searches written here, through `--check`, `--gen` and `--stress`, and on bad input;
//! and `--goal` for the plain format.

#[path = "../common/mod.rs"]
mod common;

use common::{check_samples_with, distances, run_with, slide, stdout_of};
use puzzle_search::rng::Rng;
use std::collections::{HashMap, VecDeque};

mod goal;
mod searches;
mod tools;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

const PROBLEMS: [&str; 5] = ["hdu3567", "luogu1379", "lightoj1139", "uva10181", "poj2893"];

/// A 3×3 board, row by row, 0 the blank.
type Nine = [u8; 9];

/// Runs the binary with `--problem problem` and `args` on `input`: exit status, standard output
/// and standard error.
fn run(problem: &str, args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut all = vec!["--problem", problem];
    all.extend(args);
    let output = run_with(EXE, &all, input.as_bytes());
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The answers to `input`, which must come with exit status 0.
fn answer(problem: &str, input: &str) -> String {
    stdout_of(run_with(EXE, &["--problem", problem], input.as_bytes()))
}

fn shuffled(n: usize, rng: &mut Rng) -> Vec<u8> {
    let mut cells: Vec<u8> = (0..n as u8).collect();
    rng.shuffle(&mut cells);
    cells
}

fn nine(rng: &mut Rng) -> Nine {
    shuffled(9, rng).try_into().unwrap()
}

/// `moves` random moves of the blank from `board`.
fn scrambled(board: &[u8], width: usize, moves: usize, rng: &mut Rng) -> Vec<u8> {
    let mut cells = board.to_vec();
    for _ in 0..moves {
        let letter = b"dlru"[rng.below(4) as usize];
        if let Some(next) = slide(&cells, width, letter) {
            cells = next;
        }
    }
    cells
}

/// Cells as HDU 3567 writes a board: glued, `X` the blank.
fn glued(cells: &[u8]) -> String {
    let show = |&t: &u8| if t == 0 { 'X' } else { (b'0' + t) as char };
    cells.iter().map(show).collect()
}

/// Cells as rows of `width` numbers, 0 the blank.
fn rows(cells: &[u8], width: usize) -> String {
    let lines: Vec<String> = cells
        .chunks(width)
        .map(|row| {
            let words: Vec<String> = row.iter().map(u8::to_string).collect();
            words.join(" ") + "\n"
        })
        .collect();
    lines.concat()
}

#[test]
fn every_statements_samples_are_answered_byte_for_byte() {
    for problem in PROBLEMS {
        check_samples_with(EXE, problem, &["--problem", problem]);
    }
}

#[test]
fn the_list_of_problems_and_their_own_flags() {
    let (status, list, _) = run("list", &[], "");
    assert_eq!(status, Some(0));
    let names: Vec<&str> = list.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert_eq!(names[0], "poj1077");
    assert_eq!(&names[1..], PROBLEMS);
    let help = stdout_of(run_with(EXE, &["--help"], b""));
    assert!(help.contains(&list), "--help lists the problems");
    let (status, _, err) = run("hdu3567", &["--size", "4"], "");
    assert_eq!(status, Some(2));
    assert!(
        err.starts_with("error: --size belongs to poj1077; hdu3567 has its own format"),
        "{err}"
    );
    let (status, _, err) = run("uva1018", &[], "");
    assert_eq!(
        (status, err.as_str()),
        (
            Some(2),
            "error: no problem `uva1018`: --problem list names them (try 'eight-puzzle --help')\n"
        )
    );
    assert_eq!(
        answer("hdu1043", "2 3 4 1 5 x 7 6 8"),
        "dlurullddrurdllurdr\n"
    );
}

/// The first shortest path from `start` to `goal` in letter order, by a breadth-first search
/// that tries letters in byte order and keeps the first way it reaches each board; `None` if
/// the goal is never reached.
fn first_shortest(start: Nine, goal: Nine) -> Option<String> {
    let mut parent: HashMap<Nine, (Nine, u8)> = HashMap::from([(start, (start, 0))]);
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        if board == goal {
            let (mut path, mut at) = (Vec::new(), board);
            while at != start {
                let (before, letter) = parent[&at];
                path.push(letter);
                at = before;
            }
            path.reverse();
            return Some(String::from_utf8(path).unwrap());
        }
        for letter in *b"dlru" {
            if let Some(next) = slide(&board, 3, letter) {
                parent.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    (board, letter)
                });
            }
        }
    }
    None
}
