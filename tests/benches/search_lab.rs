//! The search lab: every algorithm of `eight-puzzle --algo` on the same boards,
//! `cargo bench --bench search_lab`.
//!
//! In process: the two boards that need 31 moves, and 1,000 uniformly random boards (about half
//! unsolvable, which parity answers without a search). Nodes expanded and peak memory are the
//! searches' own counts; times are medians.

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms};
use puzzle_search::judge::{Checkable, Input, Problem};
use puzzle_search::puzzles::sliding::problems::poj1077::Algorithm;
use puzzle_search::puzzles::sliding::{Board, EightPuzzle};
use puzzle_search::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use puzzle_search::search::Stats;

fn boards(text: &str) -> Vec<Board> {
    let mut problem = EightPuzzle::new(EIGHT_PUZZLE_FIRST_MOVES);
    let mut input = Input::new(text.as_bytes());
    std::iter::from_fn(|| problem.read(&mut input).unwrap()).collect()
}

/// The nodes expanded over all `boards`, the most memory one search held, and the median time.
fn run(algorithm: Algorithm, boards: &[Board], runs: usize) -> (Stats, std::time::Duration) {
    let mut solver = EightPuzzle::new(EIGHT_PUZZLE_FIRST_MOVES);
    solver.use_algorithm(algorithm);
    let mut total = Stats::default();
    for board in boards {
        total = total.and(solver.solve_counted(board).1);
    }
    let time = median_of(runs, || {
        boards.iter().for_each(|b| {
            solver.solve_counted(b);
        })
    });
    (total, time)
}

fn kilobytes(bytes: usize) -> String {
    match bytes {
        0..=9_999 => format!("{bytes} B"),
        _ => format!("{:.0} KB", bytes as f64 / 1e3),
    }
}

fn main() {
    let hardest = boards("8 6 7 2 5 4 3 x 1\n6 4 7 8 5 x 3 2 1\n");
    let mut problem = EightPuzzle::new(EIGHT_PUZZLE_FIRST_MOVES);
    let mut rng = puzzle_search::rng::Rng::new(1000);
    let mut sampler = problem.sampler(None).unwrap();
    let random: Vec<Board> = (0..1000).map(|_| sampler(&mut rng)).collect();
    println!("| algorithm | two 31-move boards: nodes expanded | time | 1,000 random boards: nodes expanded | time | peak memory of one search |");
    println!("|---|---|---|---|---|---|");
    for (name, algorithm) in Algorithm::ALL {
        let (hard, hard_time) = run(algorithm, &hardest, 21);
        let runs = if algorithm == Algorithm::Bfs { 1 } else { 5 };
        let (many, many_time) = run(algorithm, &random, runs);
        println!(
            "| `{name}` | {} | {} | {} | {} | {} |",
            hard.expanded,
            ms(hard_time),
            many.expanded,
            ms(many_time),
            kilobytes(many.memory.max(hard.memory))
        );
    }
}
