//! The positions farthest from the goal on three boards, solved by the release binary and
//! checked: `cargo bench --bench deepest [-- 4x4|7x2|5x3 …]`, all three without arguments.
//!
//! - `4x4`: the seventeen 4×4 positions 80 moves from the goal (Brüngger, Marzetta, Fukuda and
//!   Nievergelt, 1999), closed under reflection; one of each pair solved with the default
//!   databases, about 2.5 minutes on two cores.
//! - `7x2`: the one 7×2 position 108 moves from the goal, and the same tiles with the blank at
//!   the other end of the row, 102 (Korf's breadth-first search of every position, 2008; OEIS
//!   A346736), with `--databases large`: about 75 s, most of it the build.
//! - `5x3`: the one 5×3 position 84 moves from the goal (OEIS A346737), each row's tiles
//!   reversed, with `--databases large`, two 8-6 partitions: about 15 minutes, most of it the
//!   build.
//!
//! Each answer must have the known length and bring its board to the goal. The databases go
//! to the table cache (`PUZZLE_SEARCH_CACHE`, else the usual one), so a second run reads them;
//! the wall time of each run is printed.

#[path = "../common/mod.rs"]
mod common;

use common::{goal, slid};
use puzzle_search::judge::Input;
use puzzle_search::puzzles::sliding::solver::EIGHTY;
use puzzle_search::puzzles::sliding::{Board, Shape};
use std::process::{Command, Stdio};
use std::time::Instant;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

fn main() {
    let mut chosen: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if chosen.is_empty() {
        chosen = ["4x4", "7x2", "5x3"].map(String::from).to_vec();
    }
    for shape in &chosen {
        let start = Instant::now();
        match shape.as_str() {
            "4x4" => eighty(),
            "7x2" => seven_by_two(),
            "5x3" => five_by_three(),
            other => panic!("no deepest positions of `{other}`: 4x4, 7x2 or 5x3"),
        }
        println!("{shape}: checked in {:.1} s", start.elapsed().as_secs_f64());
    }
}

/// The answers of the release binary, with `args`, to `boards`, a line each.
fn solve(args: &[&str], boards: &[&str]) -> Vec<String> {
    let mut child = Command::new(EXE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the binary runs");
    let writer = common::feed(&mut child, (boards.join("\n") + "\n").as_bytes());
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(output.status.success(), "{args:?}");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// Each of `boards`, `width`×`height`, solved in its known number of moves.
fn check(args: &[&str], boards: &[(&str, usize)], width: usize, height: usize) {
    let texts: Vec<&str> = boards.iter().map(|&(text, _)| text).collect();
    let answers = solve(args, &texts);
    assert_eq!(answers.len(), boards.len(), "an answer a board");
    for ((text, moves), answer) in boards.iter().zip(&answers) {
        assert_eq!(answer.len(), *moves, "{text}: {answer}");
        assert_eq!(
            slid(text, answer, width),
            Some(goal(width, height)),
            "{text}"
        );
        println!("{text}: {moves} moves");
    }
}

/// The 4×4 positions 80 moves away: reflecting a board keeps its distance to this goal, and
/// they are closed under it, so solving one of each pair proves all seventeen.
fn eighty() {
    let read = |text: &str| {
        Board::read(&mut Input::new(text.as_bytes()), Shape::FIFTEEN, false)
            .unwrap()
            .unwrap()
    };
    let boards: Vec<Board> = EIGHTY.iter().map(|text| read(text)).collect();
    for board in &boards {
        assert!(boards.contains(&board.reflected()), "{board:?}");
    }
    let chosen: Vec<(&str, usize)> = EIGHTY
        .iter()
        .zip(&boards)
        .filter(|(_, b)| b.cells() <= b.reflected().cells())
        .map(|(text, _)| (*text, 80))
        .collect();
    assert_eq!(chosen.len(), 11);
    check(&["--size", "4"], &chosen, 4, 4);
}

fn seven_by_two() {
    let boards = [
        ("7 6 12 4 3 9 1 x 13 5 11 10 2 8", 108),
        ("7 6 12 4 3 9 1 13 5 11 10 2 8 x", 102),
    ];
    check(&["--size", "7x2", "--databases", "large"], &boards, 7, 2);
}

fn five_by_three() {
    let boards = [("5 4 3 2 1 10 9 8 7 6 x 14 13 12 11", 84)];
    check(&["--size", "5x3", "--databases", "large"], &boards, 5, 3);
}
