//! A Luogu P1379 solution that is wrong on purpose, for the stress tests, as public ones are:
//! A* whose estimate counts the blank's distance from home along with the tiles', which can
//! overestimate, and which keeps the first way it reaches a board, so that on a few boards the
//! moves it finds are more than the fewest. It answers every board of its input, one a line, so
//! that a test can find the boards it gets wrong.

use std::collections::{BinaryHeap, HashSet};
use std::io::{Read, Write};

type Board = [u8; 9];
const GOAL: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The distance of every cell, the blank's included, from its home.
fn estimate(board: &Board) -> u32 {
    (0..9)
        .map(|cell| {
            let home = GOAL.iter().position(|&g| g == board[cell]).unwrap();
            ((cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3)) as u32
        })
        .sum()
}

/// The moves A* finds: boards by least moves plus estimate, then most moves, each board
/// reached once.
fn moves(start: Board) -> u32 {
    let mut seen: HashSet<Board> = HashSet::from([start]);
    let mut open = BinaryHeap::from([(std::cmp::Reverse(estimate(&start)), 0u32, start)]);
    while let Some((_, g, board)) = open.pop() {
        if board == GOAL {
            return g;
        }
        let blank = board.iter().position(|&c| c == 0).unwrap();
        let (row, col) = (blank / 3, blank % 3);
        let targets = [
            (row > 0).then(|| blank - 3),
            (row < 2).then(|| blank + 3),
            (col > 0).then(|| blank - 1),
            (col < 2).then(|| blank + 1),
        ];
        for target in targets.into_iter().flatten() {
            let mut next = board;
            next.swap(blank, target);
            if seen.insert(next) {
                open.push((std::cmp::Reverse(g + 1 + estimate(&next)), g + 1, next));
            }
        }
    }
    unreachable!("the statement promises a reachable goal")
}

fn main() {
    let mut text = Vec::new();
    std::io::stdin().read_to_end(&mut text).unwrap();
    let cells: Vec<u8> = text
        .iter()
        .filter(|c| c.is_ascii_digit())
        .map(|c| c - b'0')
        .collect();
    let mut out = std::io::stdout().lock();
    for board in cells.chunks_exact(9) {
        writeln!(out, "{}", moves(board.try_into().unwrap())).unwrap();
    }
}
