//! The magic cube at its search limit: `cargo bench --bench magic_cube`.
//!
//! Times the release binary, start-up included, on 2,000 cubes with random colour letters: 1,000
//! that need exactly five quarter turns and 1,000 that need more than five, the two kinds that
//! make the search go all the way.

#[path = "../common/mod.rs"]
mod common;

use common::{ms, time_binary};
use puzzle_search::puzzles::magic_cube::{Cube, Solver};
use puzzle_search::rng::Rng;
use puzzle_search::search::{Puzzle, Stats};
use std::fmt::Write;

const EXE: &str = env!("CARGO_BIN_EXE_magic-cube");

/// A solved cube with six distinct random letters, scrambled by `moves` random quarter turns.
fn scramble(rng: &mut Rng, moves: usize) -> Cube {
    let mut letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
    rng.shuffle(&mut letters);
    let face = |i: usize| match i {
        0..=8 => 4,
        45..=53 => 5,
        _ => (i - 9) % 12 / 3,
    };
    let mut cube = Cube::new(std::array::from_fn(|i| letters[face(i)]));
    for _ in 0..moves {
        cube.apply(rng.below(12) as u8);
    }
    cube
}

fn main() {
    let mut rng = Rng::new(2477);
    let mut solver = Solver::new();
    let (mut five, mut more) = (Vec::new(), Vec::new());
    while five.len() < 1000 || more.len() < 1000 {
        let moves = 5 + rng.below(3) as usize;
        let cube = scramble(&mut rng, moves);
        match solver.solve(&cube) {
            Some(moves) if moves.len() == 5 && five.len() < 1000 => five.push(cube),
            None if more.len() < 1000 => more.push(cube),
            _ => {}
        }
    }
    let mut input = String::from("2000\n");
    for (a, b) in five.iter().zip(&more) {
        for cube in [a, b] {
            input.push('\n');
            for row in cube.stickers().chunks(9) {
                writeln!(input, "{}", String::from_utf8(row.to_vec()).unwrap()).unwrap();
            }
        }
    }
    let lines = 1000 * 6 + 1000;
    println!("release binary, wall time from start to exit, median of 21 runs:");
    let zero = time_binary(EXE, &[], b"0\n", 0, 21);
    println!("  input `0`:                              {}", ms(zero));
    let time = time_binary(EXE, &[], input.as_bytes(), lines, 21);
    println!("  1,000 five-move and 1,000 deeper cubes: {}", ms(time));
    for (name, cubes) in [("five-move", &five), ("deeper", &more)] {
        let mut counter = Solver::new();
        let stats = cubes.iter().fold(Stats::default(), |total, c| {
            total.and(counter.solve_counted(c).1)
        });
        let per_cube = |n: u64| n as f64 / cubes.len() as f64;
        println!(
            "  {name} cube: {:.0} nodes expanded, {:.0} generated on average",
            per_cube(stats.expanded),
            per_cube(stats.generated)
        );
    }
}
