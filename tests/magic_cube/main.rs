//! The magic-cube binary against a cube model and a breadth-first search written here, and on
//! bad input.

#[path = "../common/mod.rs"]
mod common;

use common::{check_bad_input, check_samples, solve, stdout_of};
use puzzle_search::puzzles::magic_cube::twophase::PATIENCE;
use puzzle_search::rng::Rng;
use std::collections::{HashMap, VecDeque};
use std::fmt::Write;

mod face_turns;
mod fast;
mod judge_mode;
mod notation;
mod optimal;
mod wca;

const EXE: &str = env!("CARGO_BIN_EXE_magic-cube");

type Stickers = [u8; 54];

/// Clockwise quarter turns, typed from the statement's net (sticker numbers from 1): each face's
/// corners and edges, then the ring of its neighbours. In a cycle [a, b, c, d] the sticker on a
/// goes to b, b to c, c to d and d to a.
const CLOCKWISE: [[[usize; 4]; 5]; 6] = [
    // left: the top's left column goes down the front
    [
        [10, 12, 36, 34],
        [11, 24, 35, 22],
        [1, 13, 46, 45],
        [4, 25, 49, 33],
        [7, 37, 52, 21],
    ],
    // front: the statement's worked example
    [
        [13, 15, 39, 37],
        [14, 27, 38, 25],
        [7, 16, 48, 36],
        [8, 28, 47, 24],
        [9, 40, 46, 12],
    ],
    // right: the top's right column goes down the back
    [
        [16, 18, 42, 40],
        [17, 30, 41, 28],
        [9, 19, 54, 39],
        [6, 31, 51, 27],
        [3, 43, 48, 15],
    ],
    // back: the top's top row goes down the left
    [
        [19, 21, 45, 43],
        [20, 33, 44, 31],
        [1, 34, 54, 18],
        [2, 22, 53, 30],
        [3, 10, 52, 42],
    ],
    // top: the side faces' top rows go front, left, back, right
    [
        [1, 3, 9, 7],
        [2, 6, 8, 4],
        [13, 10, 19, 16],
        [14, 11, 20, 17],
        [15, 12, 21, 18],
    ],
    // bottom: the side faces' bottom rows go front, right, back, left
    [
        [46, 48, 54, 52],
        [47, 51, 53, 49],
        [37, 40, 43, 34],
        [38, 41, 44, 35],
        [39, 42, 45, 36],
    ],
];

const CENTRES: [usize; 6] = [23, 26, 29, 32, 5, 50];

/// Turns `face` clockwise (`direction` 1), by half (2: two clockwise turns) or
/// counter-clockwise (-1: three).
fn turn(cube: &Stickers, face: usize, direction: i8) -> Stickers {
    let mut out = *cube;
    for _ in 0..direction.rem_euclid(4) {
        let before = out;
        for cycle in CLOCKWISE[face] {
            for k in 0..4 {
                out[cycle[(k + 1) % 4] - 1] = before[cycle[k] - 1];
            }
        }
    }
    out
}

/// The moves in output order.
const MOVES: [(usize, i8); 12] = [
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 1),
    (2, -1),
    (2, 1),
    (3, -1),
    (3, 1),
    (4, -1),
    (4, 1),
    (5, -1),
    (5, 1),
];

/// The cube with each colour replaced by the number of the face whose centre has it.
fn canonical(cube: &Stickers) -> Stickers {
    cube.map(|c| {
        CENTRES
            .iter()
            .position(|&centre| cube[centre - 1] == c)
            .unwrap() as u8
    })
}

/// Whether `moves` (face, direction) solve `cube`.
fn solves(cube: &Stickers, moves: &[(usize, i8)]) -> bool {
    let end = moves.iter().fold(*cube, |c, &(f, d)| turn(&c, f, d));
    canonical(&end) == solved()
}

/// The solved cube, canonical: each sticker's face, read off the net.
fn solved() -> Stickers {
    std::array::from_fn(|i| match i + 1 {
        1..=9 => 4,
        46..=54 => 5,
        n => ((n - 10) % 12 / 3) as u8,
    })
}

/// The distance of every canonical cube within five moves of the solved one.
fn near_solved() -> HashMap<Stickers, usize> {
    within(&solved(), 5, &MOVES)
}

/// The distance by `moves` of every canonical cube within `depth` of `cube`.
fn within(cube: &Stickers, depth: usize, moves: &[(usize, i8)]) -> HashMap<Stickers, usize> {
    let start = canonical(cube);
    let mut distance = HashMap::from([(start, 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(cube) = queue.pop_front() {
        let d = distance[&cube];
        if d == depth {
            continue;
        }
        for &(face, direction) in moves {
            let next = turn(&cube, face, direction);
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

/// `metric`'s tiny optimal tables, from the tests' cache, where the binary has built them.
fn built_tables(
    metric: puzzle_search::puzzles::magic_cube::Metric,
) -> puzzle_search::puzzles::magic_cube::optimal::Tables {
    use puzzle_search::puzzles::magic_cube::optimal::{Size, Tables};
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (bytes, _) = Tables::shelf(metric, Size::Tiny)
        .load_or_build(
            Some(dir),
            || unreachable!("the binary built them"),
            |tables| Tables::plausible(metric, Size::Tiny, tables),
        )
        .expect("memory for the tables");
    Tables::new(metric, Size::Tiny, bytes)
}

/// Solves `cube` (named `n` in messages) with `tables` on one, two and three threads: the moves
/// solve it, and each number of threads gives the same answer.
fn same_answer_whatever_the_threads(
    tables: &puzzle_search::puzzles::magic_cube::optimal::Tables,
    cube: &puzzle_search::puzzles::magic_cube::Cubies,
    n: usize,
) {
    use puzzle_search::puzzles::magic_cube::optimal;
    let answers =
        [1, 2, 3].map(|threads| optimal::solve(tables, cube, 30, threads, |_| true).moves);
    let moves = answers[0].clone().expect("a solution");
    let mut end = *cube;
    moves.iter().for_each(|&m| end.turn(m));
    assert!(end.is_solved(), "{moves:?}");
    assert_eq!(
        answers[1..],
        [answers[0].clone(), answers[0].clone()],
        "cube {n}"
    );
}

/// A solved cube with random distinct letters, scrambled by `moves` random turns.
fn scramble(rng: &mut Rng, moves: usize) -> Stickers {
    let mut letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
    rng.shuffle(&mut letters);
    let mut cube = solved().map(|f| letters[f as usize]);
    for _ in 0..moves {
        let (face, direction) = MOVES[rng.below(12) as usize];
        cube = turn(&cube, face, direction);
    }
    cube
}

fn input_of(cubes: &[Stickers]) -> String {
    let mut input = format!("{}\n", cubes.len());
    for cube in cubes {
        input.push('\n');
        for row in [
            &cube[..9],
            &cube[9..21],
            &cube[21..33],
            &cube[33..45],
            &cube[45..],
        ] {
            let letters: Vec<String> = row.iter().map(|&c| (c as char).to_string()).collect();
            writeln!(input, "{}", letters.join(" ")).unwrap();
        }
    }
    input
}

/// The binary's answers: the move lists, `None` for -1.
fn answers(output: &str) -> Vec<Option<Vec<(usize, i8)>>> {
    let mut lines = output.lines();
    let mut answers = Vec::new();
    while let Some(count) = lines.next() {
        answers.push(
            usize::try_from(count.parse::<i64>().unwrap())
                .ok()
                .map(|n| {
                    (0..n)
                        .map(|_| {
                            let (face, direction) = lines.next().unwrap().split_once(' ').unwrap();
                            (face.parse().unwrap(), direction.parse().unwrap())
                        })
                        .collect()
                }),
        );
    }
    answers
}

fn answers_of(output: std::process::Output) -> Vec<Option<Vec<(usize, i8)>>> {
    answers(&stdout_of(output))
}

/// `--fast` after `args` on the cubes of `input`, once within each length of `maxes`: every
/// cube gets an answer that solves it in at most that many moves. The answers, every length's
/// in turn, for checks of their own.
fn fast_within(args: &[&str], input: &str, maxes: &[&str]) -> Vec<Vec<(usize, i8)>> {
    let cubes = cubes_of(input);
    let mut all = Vec::new();
    for &max in maxes {
        let args: Vec<&str> = args
            .iter()
            .chain(&["--fast", "--max-length", max])
            .copied()
            .collect();
        let found = answers_of(common::run_with(EXE, &args, input.as_bytes()));
        assert_eq!(found.len(), cubes.len());
        for (cube, answer) in cubes.iter().zip(found) {
            let moves = answer.expect("every real cube is solved");
            assert!(moves.len() <= max.parse().unwrap(), "{}", moves.len());
            assert!(solves(cube, &moves), "{moves:?}");
            all.push(moves);
        }
    }
    all
}

/// A run of `moves` that fewer moves replace, if any, as the range of its moves: one that turns
/// the solved cube back to itself, of any length, or one whose cube `near` (distances from the
/// solved cube in the answers' metric) knows fewer moves make.
fn replaceable_run(
    moves: &[(usize, i8)],
    near: &HashMap<Stickers, usize>,
) -> Option<std::ops::Range<usize>> {
    (0..moves.len()).find_map(|start| {
        let mut cube = solved();
        (start..moves.len()).find_map(|end| {
            let (face, direction) = moves[end];
            cube = turn(&cube, face, direction);
            let shorter = cube == solved() || near.get(&cube).is_some_and(|&d| d <= end - start);
            shorter.then_some(start..end + 1)
        })
    })
}

/// The cubes of a judge input.
fn cubes_of(input: &str) -> Vec<Stickers> {
    let letters: Vec<u8> = input
        .split_whitespace()
        .skip(1)
        .flat_map(|w| w.bytes())
        .collect();
    letters.chunks(54).map(|c| c.try_into().unwrap()).collect()
}
