//! A four-in-a-row solution that is wrong on purpose, for the stress tests: a breadth-first
//! search whose set of visited positions is never cleared, so that a board whose positions an
//! earlier board's search saw is answered wrongly. Right on every input of one board.

use std::collections::{HashSet, VecDeque};
use std::io::{Read, Write};

/// The rows, columns and long diagonals of the 4×4 board, as cell masks.
const LINES: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248,
];

fn won(black: u16, white: u16) -> bool {
    LINES.iter().any(|&l| black & l == l || white & l == l)
}

/// The positions one move on: a stone of the colour to move slides into an empty neighbour.
fn moves(black: u16, white: u16, black_to_move: bool) -> Vec<(u16, u16, bool)> {
    let empty = !(black | white);
    let mover = if black_to_move { black } else { white };
    let mut next = Vec::new();
    for from in (0..16).filter(|&c| mover >> c & 1 == 1) {
        let (row, col) = (from / 4, from % 4);
        let neighbours = [
            (row > 0).then(|| from - 4),
            (row < 3).then(|| from + 4),
            (col > 0).then(|| from - 1),
            (col < 3).then(|| from + 1),
        ];
        for to in neighbours
            .into_iter()
            .flatten()
            .filter(|&t| empty >> t & 1 == 1)
        {
            let moved = mover ^ (1 << from | 1 << to);
            next.push(match black_to_move {
                true => (moved, white, false),
                false => (black, moved, true),
            });
        }
    }
    next
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let cells: Vec<char> = text.chars().filter(|c| "BWO".contains(*c)).collect();
    let mut out = std::io::stdout().lock();
    // The fault: one set for every board.
    let mut seen = HashSet::new();
    for board in cells.chunks_exact(16) {
        let mask = |stone| {
            (0..16)
                .filter(|&c| board[c] == stone)
                .fold(0u16, |m, c| m | 1 << c)
        };
        let (black, white) = (mask('B'), mask('W'));
        let mut queue = VecDeque::new();
        for black_first in [true, false] {
            if seen.insert((black, white, black_first)) {
                queue.push_back((black, white, black_first, 0));
            }
        }
        let mut answer = -1;
        while let Some((b, w, turn, d)) = queue.pop_front() {
            if won(b, w) {
                answer = d;
                break;
            }
            for (nb, nw, nt) in moves(b, w, turn) {
                if seen.insert((nb, nw, nt)) {
                    queue.push_back((nb, nw, nt, d + 1));
                }
            }
        }
        writeln!(out, "{answer}").unwrap();
    }
}
