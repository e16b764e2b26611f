//! An eight-puzzle solution that is wrong on purpose, for the stress tests:
//! `wrong-eight-puzzle MODE [DEPTH] [MARKER]`.
//!
//! It solves each puzzle by a breadth-first search from the start, children in letter order, so
//! its answers are the canonical ones, except where MODE breaks it, on puzzles whose shortest
//! solution has DEPTH moves or more:
//! - `right`: never;
//! - `short`: the last move is left out (a wrong answer);
//! - `long`: two moves that cancel out are added at the end (right, but not the shortest);
//! - `reset`: what one puzzle's search saw is not forgotten before the next (wrong from the
//!   second puzzle of an input on, whatever DEPTH);
//! - `crash`: it aborts (death by a signal);
//! - `hang`: it starts a copy of itself in mode `spin` with MARKER as its argument, and both
//!   loop for ever;
//! - `garbage`: it prints escape sequences and question marks (malformed output);
//! - `flood`: it prints moves without end.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};
use std::io::{Read, Write};

type Board = [u8; 9];
const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The board after the blank travels one cell `letter`-wards, if it can.
fn slide(board: &Board, letter: u8) -> Option<Board> {
    let blank = board.iter().position(|&c| c == 0).unwrap();
    let (row, col) = (blank / 3, blank % 3);
    let target = match letter {
        b'd' if row < 2 => blank + 3,
        b'l' if col > 0 => blank - 1,
        b'r' if col < 2 => blank + 1,
        b'u' if row > 0 => blank - 3,
        _ => return None,
    };
    let mut next = *board;
    next.swap(blank, target);
    Some(next)
}

fn solvable(board: &Board) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let inversions = (0..8)
        .flat_map(|i| (i + 1..8).map(move |j| (i, j)))
        .filter(|&(i, j)| tiles[i] > tiles[j])
        .count();
    inversions % 2 == 0
}

/// The first shortest solution, searched with `seen`, each board's parent and move; `None` if
/// the search ends without the goal.
fn search(start: Board, seen: &mut HashMap<Board, (Board, u8)>) -> Option<Vec<u8>> {
    seen.insert(start, (start, 0));
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        if board == GOAL {
            let (mut at, mut path) = (board, Vec::new());
            while at != start {
                let (parent, letter) = seen[&at];
                path.push(letter);
                at = parent;
            }
            path.reverse();
            return Some(path);
        }
        for letter in *b"dlru" {
            if let Some(next) = slide(&board, letter) {
                if let Entry::Vacant(entry) = seen.entry(next) {
                    entry.insert((board, letter));
                    queue.push_back(next);
                }
            }
        }
    }
    None
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map_or("right", String::as_str);
    if mode == "spin" {
        loop {
            std::hint::black_box(0);
        }
    }
    let from: usize = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(0);
    let mut text = Vec::new();
    std::io::stdin().read_to_end(&mut text).unwrap();
    let tiles: Vec<u8> = text
        .iter()
        .filter_map(|&c| match c {
            b'1'..=b'8' => Some(c - b'0'),
            b'x' | b'X' | b'0' => Some(0),
            _ => None,
        })
        .collect();
    let mut out = std::io::stdout().lock();
    let mut seen = HashMap::new();
    for chunk in tiles.chunks_exact(9) {
        let board: Board = chunk.try_into().unwrap();
        if mode != "reset" {
            seen.clear();
        }
        let answer = if solvable(&board) {
            search(board, &mut seen)
        } else {
            None
        };
        let Some(mut moves) = answer else {
            writeln!(out, "unsolvable").unwrap();
            continue;
        };
        if moves.len() >= from {
            match mode {
                "short" => {
                    moves.pop();
                }
                "long" => moves.extend(b"ud"),
                "crash" => std::process::abort(),
                "hang" => {
                    let marker = args.get(3).cloned().unwrap_or_default();
                    let exe = std::env::current_exe().unwrap();
                    let _child = std::process::Command::new(exe)
                        .args(["spin", &marker])
                        .spawn();
                    loop {
                        std::hint::black_box(0);
                    }
                }
                "garbage" => moves = b"\x1b[31m??".to_vec(),
                "flood" => loop {
                    if out.write_all(&[b'd'; 4096]).is_err() {
                        return;
                    }
                },
                _ => {}
            }
        }
        out.write_all(&moves).unwrap();
        writeln!(out).unwrap();
    }
}
