//! The four-in-a-row binary on every 7/7/2 board, against a backward BFS written here, and on
//! special and bad input.

mod common;

use common::{check_bad_input, check_samples, read_alike, solve};
use std::collections::{HashMap, VecDeque};

const EXE: &str = env!("CARGO_BIN_EXE_four-in-a-row");

/// A board as 16 cells, row by row: b'B', b'W' or b'O'.
type Board = [u8; 16];

/// (board, colour that moves next)
type State = (Board, u8);

fn has_four(board: &Board) -> bool {
    let mut lines: Vec<[usize; 4]> = Vec::new();
    for i in 0..4 {
        lines.push([4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3]);
        lines.push([i, i + 4, i + 8, i + 12]);
    }
    lines.push([0, 5, 10, 15]);
    lines.push([3, 6, 9, 12]);
    lines
        .iter()
        .any(|l| board[l[0]] != b'O' && l.iter().all(|&c| board[c] == board[l[0]]))
}

fn other(colour: u8) -> u8 {
    if colour == b'B' {
        b'W'
    } else {
        b'B'
    }
}

fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / 4, cell % 4);
    [
        (row > 0, cell.wrapping_sub(4)),
        (row < 3, cell + 4),
        (col > 0, cell.wrapping_sub(1)),
        (col < 3, cell + 1),
    ]
    .into_iter()
    .filter_map(|(ok, n)| ok.then_some(n))
}

/// Every 7/7/2 board.
fn all_boards() -> Vec<Board> {
    let mut boards = Vec::new();
    for mask in 0u32..1 << 16 {
        if mask.count_ones() != 2 {
            continue;
        }
        for black in 0u32..1 << 14 {
            if black.count_ones() != 7 {
                continue;
            }
            let mut board = [b'W'; 16];
            let mut stone = 0;
            for (cell, slot) in board.iter_mut().enumerate() {
                if mask >> cell & 1 == 1 {
                    *slot = b'O';
                } else {
                    if black >> stone & 1 == 1 {
                        *slot = b'B';
                    }
                    stone += 1;
                }
            }
            boards.push(board);
        }
    }
    boards
}

/// The distance of every state with 7/7/2 stones to a goal: a multi-source BFS backwards from
/// all boards with four in a line, with either colour to move.
fn backward_distances(boards: &[Board]) -> HashMap<State, u8> {
    let mut distance = HashMap::new();
    let mut queue = VecDeque::new();
    for board in boards.iter().filter(|b| has_four(b)) {
        for colour in [b'B', b'W'] {
            distance.insert((*board, colour), 0);
            queue.push_back((*board, colour));
        }
    }
    while let Some((board, to_move)) = queue.pop_front() {
        let d = distance[&(board, to_move)];
        // The previous move was the other colour's: one of its stones came from a neighbour
        // that is empty now.
        let mover = other(to_move);
        for to in (0..16).filter(|&c| board[c] == mover) {
            for from in neighbours(to).filter(|&n| board[n] == b'O') {
                let mut before = board;
                before.swap(from, to);
                distance.entry((before, mover)).or_insert_with(|| {
                    queue.push_back((before, mover));
                    d + 1
                });
            }
        }
    }
    distance
}

fn answer(distance: &HashMap<State, u8>, board: &Board) -> String {
    let d = [b'B', b'W'].map(|c| distance.get(&(*board, c)).copied());
    match d.into_iter().flatten().min() {
        Some(d) => d.to_string(),
        None => "-1".into(),
    }
}

#[test]
fn samples() {
    check_samples(EXE, "four-in-a-row");
}

#[test]
fn every_7_7_2_board_agrees_with_the_backward_bfs() {
    let boards = all_boards();
    assert_eq!(boards.len(), 411_840);
    let distance = backward_distances(&boards);
    let input: String = boards
        .iter()
        .map(|b| String::from_utf8(b.to_vec()).unwrap() + "\n")
        .collect();
    let output = solve(EXE, &input);
    let got: Vec<&str> = output.lines().collect();
    assert_eq!(got.len(), boards.len());
    let mut deepest = 0;
    for (board, got) in boards.iter().zip(got) {
        let expected = answer(&distance, board);
        assert_eq!(got, expected, "{}", String::from_utf8_lossy(board));
        deepest = deepest.max(expected.parse().unwrap());
    }
    // The facts README reports.
    assert_eq!(deepest, 7);
    assert_eq!(
        boards
            .iter()
            .filter(|b| answer(&distance, b) == "7")
            .count(),
        128
    );
    assert!(
        boards.iter().all(|b| answer(&distance, b) != "-1"),
        "every board can be won"
    );
}

#[test]
fn the_first_colour_is_free() {
    let boards = all_boards();
    let distance = backward_distances(&boards);
    for first in [b'B', b'W'] {
        // A board that only the colour `first` can finish in one move.
        let board = boards
            .iter()
            .find(|b| {
                let d = |c| distance.get(&(**b, c)).copied().unwrap_or(u8::MAX);
                d(first) == 1 && d(other(first)) > 2
            })
            .expect("such a board exists");
        assert_eq!(solve(EXE, std::str::from_utf8(board).unwrap()), "1\n");
    }
}

#[test]
fn a_board_with_four_in_a_line_needs_no_move() {
    for board in [
        "BBBB WWWO WWWO BBBW", // row
        "WBWO WBWO WBWB WBWB", // column
        "BWWW WBWO WWBO BBBB", // diagonal 0 5 10 15, and a row
        "WBWB BWBW WBBO BWBO", // anti-diagonal 3 6 9 12
        "WBOB BWBO BBWB OBBW", // main diagonal of white
    ] {
        assert_eq!(solve(EXE, board), "0\n", "{board}");
    }
}

#[test]
fn other_stone_counts_are_answered_by_the_same_rules() {
    // No empty cell: no move at all.
    assert_eq!(solve(EXE, "BBWW WWBB BBWW WWBB"), "-1\n");
    // One black stone on an empty board can never make four.
    assert_eq!(solve(EXE, "BOOO OOOO OOOO OOOO"), "-1\n");
    // Three black in a row and a fourth one step away: black moves first.
    assert_eq!(solve(EXE, "BBBO OOOB OOOO OOOO"), "1\n");
    // Blacks need two moves, and white must move in between.
    assert_eq!(solve(EXE, "BBOO OOBB WOOO OOOO"), "3\n");
}

#[test]
fn whitespace_carries_no_meaning() {
    let inputs = [
        "BWBO\nWBWB\nBWBW\nWBWO\n",
        "BWBO\r\nWBWB\r\nBWBW\r\nWBWO\r\n",
        "BWBOWBWBBWBWWBWO",
        " B W B O\tW B W B\n\nBWBW WBWO",
    ];
    read_alike(EXE, &inputs, "5\n");
    assert_eq!(solve(EXE, "BWBOWBWBBWBWWBWO BWBOWBWBBWBWWBWO"), "5\n5\n");
    assert_eq!(solve(EXE, ""), "");
}

#[test]
fn bad_input_names_the_board_after_the_earlier_answers() {
    let sample = "BWBO\nWBWB\nBWBW\nWBWO\n";
    let bad = |input: &str, says: &str| {
        check_bad_input(EXE, &format!("{sample}{input}"), "5\n", "board 2: ", says)
    };
    bad(
        "BWBO\nWBXB\nBWBW\nWBWO\n",
        "`X` (line 6, column 3) is not a cell",
    );
    bad(
        "BWBO\nWBwB\nBWBW\nWBWO\n",
        "`w` (line 6, column 3) is not a cell",
    );
    bad("BWBO\nWB0B\n", "`0` (line 6, column 3) is not a cell");
    bad("BWBO\nWBWB\nBWB", "the input ends after 11 of the 16 cells");
}

#[test]
fn gen_at_a_depth_draws_every_board_before_any_twice() {
    let gen = |count: &str| {
        let output = common::run_with(EXE, &["--gen", count, "--depth", "max"], b"");
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).unwrap();
        let boards: Vec<String> = text
            .lines()
            .collect::<Vec<_>>()
            .chunks(4)
            .map(|rows| rows.concat())
            .collect();
        boards
    };
    // The 128 boards that need 7 moves, each once; then they come round again.
    let all = gen("128");
    let distinct: std::collections::HashSet<&String> = all.iter().collect();
    assert_eq!((all.len(), distinct.len()), (128, 128));
    let more = gen("200");
    let first: std::collections::HashSet<&String> = more[..128].iter().collect();
    assert_eq!(first.len(), 128);
    let again: std::collections::HashSet<&String> = more[128..].iter().collect();
    assert_eq!(again.len(), 72);
}
