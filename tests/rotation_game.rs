//! The rotation-game binary against the samples, an independent whole-board search, and bad input.

mod common;

use common::{check_bad_input, check_samples, solve};
use puzzle_search::rng::Rng;
use std::fmt::Write;

const EXE: &str = env!("CARGO_BIN_EXE_rotation-game");

type Board = [u8; 24];

/// The spec's move table: the line of each move A–H, listed from its head.
const LINES: [[usize; 7]; 8] = [
    [0, 2, 6, 11, 15, 20, 22],
    [1, 3, 8, 12, 17, 21, 23],
    [10, 9, 8, 7, 6, 5, 4],
    [19, 18, 17, 16, 15, 14, 13],
    [23, 21, 17, 12, 8, 3, 1],
    [22, 20, 15, 11, 6, 2, 0],
    [13, 14, 15, 16, 17, 18, 19],
    [4, 5, 6, 7, 8, 9, 10],
];
const CENTRE: [usize; 8] = [6, 7, 8, 11, 12, 15, 16, 17];

/// The spec's rule: new[L_i] = old[L_{i+1}], new[L_6] = old[L_0].
fn apply(board: &Board, letter: u8) -> Board {
    let line = LINES[(letter - b'A') as usize];
    let mut out = *board;
    for i in 0..7 {
        out[line[i]] = board[line[(i + 1) % 7]];
    }
    out
}

fn centre_symbol(board: &Board) -> Option<u8> {
    let s = board[CENTRE[0]];
    CENTRE.iter().all(|&c| board[c] == s).then_some(s)
}

/// The first shortest solution in dictionary order, by depth-first searches over whole boards
/// of depth 0, 1, 2, … that try every letter in order and know nothing of distances.
fn first_shortest(board: &Board) -> String {
    fn search(board: &Board, depth: usize, path: &mut String) -> bool {
        if depth == 0 {
            return centre_symbol(board).is_some();
        }
        for letter in b'A'..=b'H' {
            path.push(letter as char);
            if search(&apply(board, letter), depth - 1, path) {
                return true;
            }
            path.pop();
        }
        false
    }
    let mut path = String::new();
    (0..)
        .find(|&depth| search(board, depth, &mut path))
        .unwrap();
    path
}

fn shuffled(rng: &mut Rng) -> Board {
    let mut board: Board = std::array::from_fn(|i| 1 + (i / 8) as u8);
    rng.shuffle(&mut board);
    board
}

fn input_of(boards: &[Board]) -> String {
    let mut input = String::new();
    for board in boards {
        let cells: Vec<String> = board.iter().map(u8::to_string).collect();
        writeln!(input, "{}", cells.join(" ")).unwrap();
    }
    input + "0\n"
}

#[test]
fn samples() {
    check_samples(EXE, "rotation-game");
}

#[test]
fn shallow_boards_get_the_first_shortest_solution() {
    let mut rng = Rng::new(2286);
    let mut boards = Vec::new();
    let mut expected = String::new();
    for n in 0..400 {
        // A solved board, the other cells shuffled, scrambled by up to five random moves.
        let symbol = 1 + rng.below(3) as u8;
        let mut others: Vec<u8> = (1..=3)
            .filter(|&s| s != symbol)
            .flat_map(|s| [s; 8])
            .collect();
        rng.shuffle(&mut others);
        let mut others = others.into_iter();
        let mut board: Board = std::array::from_fn(|cell| {
            if CENTRE.contains(&cell) {
                symbol
            } else {
                others.next().unwrap()
            }
        });
        for _ in 0..n % 6 {
            board = apply(&board, b'A' + rng.below(8) as u8);
        }
        let letters = first_shortest(&board);
        let end = letters.bytes().fold(board, |b, l| apply(&b, l));
        let shown = if letters.is_empty() {
            "No moves needed"
        } else {
            &letters
        };
        writeln!(expected, "{shown}\n{}", centre_symbol(&end).unwrap()).unwrap();
        boards.push(board);
    }
    assert_eq!(solve(EXE, &input_of(&boards)), expected);
}

#[test]
fn random_boards_get_solutions_that_solve_them() {
    let mut rng = Rng::new(1343);
    let boards: Vec<Board> = (0..300).map(|_| shuffled(&mut rng)).collect();
    let output = solve(EXE, &input_of(&boards));
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 2 * boards.len());
    for (board, answer) in boards.iter().zip(lines.chunks(2)) {
        let end = answer[0].bytes().fold(*board, |b, l| apply(&b, l));
        assert_eq!(
            centre_symbol(&end).map(|s| s.to_string()).as_deref(),
            Some(answer[1])
        );
        // Random boards lie 5 to 13 moves deep; a shorter answer would be a missed goal.
        assert!(
            (1..=13).contains(&answer[0].len()),
            "{board:?}: {}",
            answer[0]
        );
    }
}

#[test]
fn the_table_walk_answers_as_the_shared_ida_does_byte_for_byte() {
    use puzzle_search::judge::{Checkable, Problem};
    use puzzle_search::puzzles::rotation_game::{RotationGame, Solver};
    use puzzle_search::puzzles::ROTATION_GAME_TABLE;
    use puzzle_search::search::ida::Ida;
    let (mut game, solver, mut ida) = (
        RotationGame::new(ROTATION_GAME_TABLE),
        Solver::new(ROTATION_GAME_TABLE),
        Ida::new(),
    );
    let mut rng = Rng::new(1667);
    let mut boards: Vec<Board> = (0..30_000).map(|_| shuffled(&mut rng)).collect();
    for depth in 0..=13 {
        let mut sample = game.sampler(Some(depth)).unwrap();
        boards.extend((0..100).map(|_| sample(&mut rng)));
    }
    let (mut walked, mut searched) = (Vec::new(), Vec::new());
    for board in &boards {
        game.write(0, &solver.solve(board), &mut walked).unwrap();
        game.write(0, &solver.solve_by_ida(board, &mut ida), &mut searched)
            .unwrap();
    }
    assert_eq!(walked.len(), searched.len());
    assert!(walked == searched, "the two solvers differ");
    assert!(walked
        .windows(16)
        .any(|w| w.starts_with(b"No moves needed")));
}

#[test]
fn the_end_of_input_without_a_zero_ends_cleanly() {
    let input = std::fs::read_to_string("samples/rotation-game/sample-2.in").unwrap();
    assert_eq!(
        solve(EXE, input.trim_end_matches("0\n")),
        "No moves needed\n2\n"
    );
    assert_eq!(solve(EXE, "0\n1 2 junk after the end"), "");
    assert_eq!(solve(EXE, ""), "");
}

#[test]
fn bad_input_names_the_case_after_the_earlier_answers() {
    let first = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
    let answered = "AC\n2\n";
    let bad = |second: &str, says: &str| {
        check_bad_input(EXE, &format!("{first}{second}"), answered, "case 2: ", says)
    };
    bad(
        "1 1 1 x 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n",
        "`x` (line 2, column 7) is not an integer",
    );
    bad(
        "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 4\n0\n",
        "`4` (line 2, column 47) is not a symbol",
    );
    bad(
        "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3",
        "the input ends after 23 of the 24 cells",
    );
    bad(
        "1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n",
        "9 blocks are marked 1",
    );
}
