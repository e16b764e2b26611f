//! The eight-puzzle binary on every 3×3 board, against a textbook BFS, and on bad input.

mod common;

use common::{
    check_bad_input, check_every_answer, check_samples, distances, read_alike, slide, solve,
};
use std::fmt::Write;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

/// Cells row by row, 0 for the blank.
type Board = [u8; 9];
const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// All 9! boards, in lexicographic order.
fn all_boards() -> Vec<Board> {
    let mut boards = Vec::new();
    let mut board = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    loop {
        boards.push(board);
        // Next permutation.
        let Some(i) = (0..8).rev().find(|&i| board[i] < board[i + 1]) else {
            break;
        };
        let j = (i + 1..9).rev().find(|&j| board[j] > board[i]).unwrap();
        board.swap(i, j);
        board[i + 1..].reverse();
    }
    boards
}

fn line(board: &Board) -> String {
    board
        .iter()
        .map(|&c| if c == 0 { 'x' } else { (b'0' + c) as char })
        .collect()
}

#[test]
fn samples() {
    check_samples(EXE, "eight-puzzle");
}

#[test]
fn every_board_gets_the_first_shortest_solution_or_unsolvable() {
    let distance = distances(GOAL, 3);
    assert_eq!(distance.len(), 181_440);
    let boards = all_boards();
    let input: String = boards.iter().map(|b| line(b) + "\n").collect();
    check_every_answer(&boards, &solve(EXE, &input), 3, &distance, line);
}

#[test]
fn shallow_boards_match_a_brute_force_over_all_strings() {
    let distance = distances(GOAL, 3);
    let mut boards: Vec<(&Board, &usize)> = distance.iter().filter(|(_, &d)| d <= 8).collect();
    boards.sort();
    let boards: Vec<_> = boards.into_iter().step_by(2).collect();
    let mut expected = String::new();
    for &(board, &d) in &boards {
        let first = (0..4usize.pow(d as u32)).find_map(|code| {
            let letters: Vec<u8> = (0..d).rev().map(|i| b"dlru"[code >> (2 * i) & 3]).collect();
            let end = letters.iter().try_fold(*board, |b, &l| slide(&b, 3, l))?;
            (end == GOAL).then_some(letters)
        });
        writeln!(expected, "{}", String::from_utf8(first.unwrap()).unwrap()).unwrap();
    }
    let input: String = boards.iter().map(|(b, _)| line(b) + "\n").collect();
    assert!(boards.len() > 100);
    assert_eq!(solve(EXE, &input), expected);
}

#[test]
fn the_two_hardest_boards_need_31_moves() {
    let output = solve(EXE, "8 6 7 2 5 4 3 x 1\n6 4 7 8 5 x 3 2 1\n");
    let lens: Vec<usize> = output.lines().map(str::len).collect();
    assert_eq!(lens, [31, 31]);
}

#[test]
fn tiles_may_be_glued_spaced_or_spread_over_lines() {
    let inputs = [
        "2 3 4 1 5 x 7 6 8",
        "234 15x 768\n",
        "23415x768",
        "2 3 4\r\n1 5 X\r\n7 6 8\r\n",
        "\t2\n3\n4\n\n1 5 0 7\n6 8",
    ];
    read_alike(EXE, &inputs, "dlurullddrurdllurdr\n");
    assert_eq!(solve(EXE, "123456x78 12345678x"), "rr\n\n");
    assert_eq!(solve(EXE, ""), "");
}

#[test]
fn bad_input_names_the_puzzle_after_the_earlier_answers() {
    let bad = |input: &str, says: &str| {
        check_bad_input(
            EXE,
            &format!("12345678x\n{input}"),
            "\n",
            "puzzle 2: ",
            says,
        )
    };
    bad("1234567y8", "`y` (line 2, column 8) is not a tile");
    bad("123456789", "`9` (line 2, column 9) is not a tile");
    bad("1 2 3 4 5 6 7 8 -", "`-` (line 2, column 17) is not a tile");
    bad("12345678ä", "`ä` (line 2, column 9) is not a tile");
    bad("1234567x1", "`1` (line 2, column 9) repeats tile 1");
    bad("x2345678X", "`X` (line 2, column 9) is a second blank");
    bad("1 2 3\n4 5", "the input ends after 5 of the 9 tiles");
}

/// Runs the binary with `--algo name` on `input`.
fn solve_with(name: &str, input: &str) -> String {
    common::stdout_of(common::run_with(EXE, &["--algo", name], input.as_bytes()))
}

#[test]
fn every_algorithm_finds_shortest_solutions_and_the_canonical_ones_agree() {
    let hardest = "8 6 7 2 5 4 3 x 1\n6 4 7 8 5 x 3 2 1\n";
    let generate = |count: &str| {
        let output = common::run_with(EXE, &["--gen", count, "--seed", "1043"], b"");
        String::from_utf8(output.stdout).unwrap() + hardest
    };
    let (many, few) = (generate("3000"), generate("150"));
    for (name, canonical) in [
        ("table", true),
        ("bfs", true),
        ("bibfs", false),
        ("astar", false),
        ("idastar", true),
    ] {
        // A breadth-first search from every start takes a while: it gets fewer boards.
        let input = if name == "bfs" { &few } else { &many };
        let (expected, got) = (solve(EXE, input), solve_with(name, input));
        if canonical {
            assert_eq!(got, expected, "{name}");
            continue;
        }
        let boards: Vec<Board> = input
            .lines()
            .map(|l| std::array::from_fn(|i| l.split(' ').nth(i).unwrap().parse().unwrap_or(0)))
            .collect();
        let lines: Vec<&str> = got.lines().collect();
        assert_eq!(lines.len(), boards.len(), "{name}");
        for ((board, line), reference) in boards.iter().zip(lines).zip(expected.lines()) {
            assert_eq!(line.len(), reference.len(), "{name}: {}", self::line(board));
            if line != "unsolvable" {
                let end = line.bytes().try_fold(*board, |b, l| slide(&b, 3, l));
                assert_eq!(end, Some(GOAL), "{name}: {} {line}", self::line(board));
            }
        }
    }
}

#[test]
fn stats_give_a_line_per_puzzle_and_a_total() {
    let input = std::fs::read("samples/eight-puzzle/sample-2.in").unwrap();
    for name in ["table", "bfs", "bibfs", "astar", "idastar"] {
        let output = common::run_with(EXE, &["--algo", name, "--stats"], &input);
        let out = String::from_utf8(output.stdout).unwrap();
        let answers: Vec<usize> = out.split('\n').map(str::len).collect();
        assert_eq!(answers, [10, 31, 0, 0], "{name}: {out}");
        let err = String::from_utf8(output.stderr).unwrap();
        let (bounds, lines): (Vec<&str>, Vec<&str>) =
            err.lines().partition(|line| line.contains(": bound "));
        assert_eq!(lines.len(), 4, "{err}");
        // IDA*'s iterations, a line each: the 31-move board's bounds go up to 31, and their
        // nodes add up to the board's.
        let of_second: Vec<Vec<u64>> = bounds
            .iter()
            .filter_map(|line| line.strip_prefix("puzzle 2: bound "))
            .map(|rest| {
                let words = rest.replace(',', "");
                words.split(' ').filter_map(|w| w.parse().ok()).collect()
            })
            .collect();
        match name {
            "idastar" => {
                let numbers = |k: usize| of_second.iter().map(move |n| n[k]);
                assert!(
                    numbers(0).is_sorted() && numbers(0).next_back() == Some(31),
                    "{err}"
                );
                let expanded = format!(", {} expanded, ", numbers(1).sum::<u64>());
                assert!(lines[1].contains(&expanded), "{err}");
            }
            _ => assert!(bounds.is_empty(), "{err}"),
        }
        assert!(
            lines[0].starts_with(&format!("puzzle 1: {name}, unsolvable by parity, ")),
            "{err}"
        );
        let second = format!("puzzle 2: {name}, 31 moves, ");
        assert!(
            lines[1].starts_with(&second) && lines[1].contains(" expanded, "),
            "{err}"
        );
        let third = format!("puzzle 3: {name}, 0 moves, 0 expanded, 0 generated, ");
        assert!(lines[2].starts_with(&third), "{err}");
        let total = "total: 3 puzzles, 1 unsolvable, 31 moves, ";
        assert!(
            lines[3].starts_with(total)
                && lines[3].contains(
                    " ms of CPU time in the searches, summed over the puzzles; the run: "
                )
                && lines[3].contains(" s of wall time, ")
                && lines[3].ends_with(" s of CPU time (every thread)"),
            "{err}"
        );
    }
    // One move in all: the noun agrees; no board without a solution, none said.
    let output = common::run_with(EXE, &["--stats"], b"1 2 3 4 5 6 7 x 8\n");
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(err.contains("total: 1 puzzle, 1 move, "), "{err}");
    // Each case's time is CPU time; an unsolvable board after a search has no bounds of its own.
    let input = b"8 6 7 2 5 4 3 x 1\n1 2 3 4 5 6 8 7 x\n";
    let output = common::run_with(EXE, &["--algo", "idastar", "--stats"], input);
    let err = String::from_utf8(output.stderr).unwrap();
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines[0].ends_with(" ms of CPU time"), "{err}");
    assert!(!err.contains("puzzle 2: bound"), "{err}");
    assert!(
        err.contains("puzzle 2: idastar, unsolvable by parity, "),
        "{err}"
    );
    let output = common::run_with(EXE, &["--algo", "dijkstra"], b"");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.starts_with("error: unknown algorithm `dijkstra`"),
        "{err}"
    );
}
