//! The optimal search over a table of cosets with flips, on cubes of known optimum:
//! `cargo bench --bench flip_search -- K/BASE FILE:N …`.
//!
//! Builds the table hk over base BASE (`flip_tables`) and the cosets without flips, then solves
//! the first N cubes (scrambles, one a line) of each FILE on the machine's cores, printing each
//! cube's solution length, the nodes, and the CPU and wall time of its search. A FILE named `…-NN.txt` holds cubes
//! known to need NN face turns (nissy-core's `benchmarks/scrambles`), which is asserted.

use puzzle_search::cpu::Clock;
use puzzle_search::puzzles::magic_cube::notation::moves_of;
use puzzle_search::puzzles::magic_cube::optimal::flip_search::{self, FlipTables};
use puzzle_search::puzzles::magic_cube::optimal::flip_table::FlipTable;
use puzzle_search::puzzles::magic_cube::optimal::flips::FlipCosets;
use puzzle_search::puzzles::magic_cube::optimal::slices::TargetSpace;
use puzzle_search::puzzles::magic_cube::{Cubies, Metric};
use puzzle_search::search::layers::distances;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let (table, files) = args.split_first().expect("K/BASE FILE:N …");
    let (kept, base) = table.split_once('/').expect("K/BASE");
    let (kept, base): (u32, u8) = (kept.parse().expect("K"), base.parse().expect("BASE"));
    let threads = puzzle_search::parallel::cores();
    let start = Instant::now();
    let cosets = FlipCosets::new(Metric::Face);
    let (table, _) = FlipTable::build(&cosets, kept, base, 8, threads);
    let space = TargetSpace::new(Metric::Face);
    let least = distances(&space, &[space.index(&Cubies::SOLVED)], threads, |_| {});
    println!(
        "h{kept} over base {base} and h0 built in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    let tables = FlipTables::new(cosets, table, least);
    for file in files {
        let (path, n) = file.split_once(':').expect("FILE:N");
        let optimum: Option<usize> = path
            .rsplit_once('-')
            .and_then(|(_, end)| end.strip_suffix(".txt")?.parse().ok());
        let text = std::fs::read_to_string(path).expect("a file of scrambles");
        for (i, line) in text.lines().take(n.parse().expect("N")).enumerate() {
            let mut cube = Cubies::SOLVED;
            moves_of(line).into_iter().for_each(|m| cube.turn(m));
            let (clock, wall) = (Clock::start(), Instant::now());
            let solution = flip_search::solve(&tables, &cube, 20, threads, |_| true);
            let (cpu, wall) = (clock.read().as_secs_f64(), wall.elapsed().as_secs_f64());
            let moves = solution.moves.as_ref().map_or(0, Vec::len);
            println!(
                "{path} {}: {moves} face turns, {} nodes generated, {cpu:.2} s of CPU, {wall:.2} s",
                i + 1,
                solution.stats().generated
            );
            if let Some(optimum) = optimum {
                assert_eq!(moves, optimum, "{path} {}", i + 1);
            }
        }
    }
}
