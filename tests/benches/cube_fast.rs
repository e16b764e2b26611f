//! The two-phase solver of `magic-cube --fast`:
//! `cargo bench --bench cube_fast [-- [htm] [within L] [EFFORT…]]`.
//!
//! Builds the databases in process (in face turns with `htm`) and times that. Then solves a
//! thousand uniformly random real cubes (seed 1) with each effort asked for, the binary's
//! default if none, one at a time (each on the solver's two threads), each within L moves (30
//! if not given): the median and the slowest time a cube, the average and the longest solution.
//! Last, the binary's start-up with the databases from the cache, median of 20.

#[path = "../common/mod.rs"]
mod common;

use puzzle_search::puzzles::magic_cube::program::fast_effort;
use puzzle_search::puzzles::magic_cube::twophase::{Effort, Solver, Tables};
use puzzle_search::puzzles::magic_cube::{Cubies, Metric};
use puzzle_search::rng::Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_magic-cube");

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let metric = match args.iter().any(|a| a == "htm") {
        true => Metric::Face,
        false => Metric::Quarter,
    };
    let within = args.iter().position(|a| a == "within");
    let max_len = within.map_or(30, |k| args[k + 1].parse().expect("within L"));
    let efforts: Vec<u32> = args
        .iter()
        .enumerate()
        .filter(|&(k, _)| within.is_none_or(|w| k != w + 1))
        .filter_map(|(_, a)| a.parse().ok())
        .collect();
    let efforts = if efforts.is_empty() {
        vec![fast_effort(metric)]
    } else {
        efforts
    };
    let start = Instant::now();
    let built = Tables::build(metric, 2, |_, _| {});
    println!(
        "databases in {} built in process (two threads): {:.2} s",
        metric.unit(),
        start.elapsed().as_secs_f64()
    );
    let tables = Arc::new(Tables::new(metric, built));
    let mut rng = Rng::new(1);
    let cubes: Vec<Cubies> = (0..1000).map(|_| Cubies::random(&mut rng)).collect();
    for effort in efforts {
        let mut solver = Solver::new();
        let mut times: Vec<Duration> = Vec::new();
        let mut lengths = Vec::new();
        for cube in &cubes {
            let start = Instant::now();
            let solution = solver
                .solve(&tables, cube, max_len, Effort::of(effort))
                .expect("a thread");
            times.push(start.elapsed());
            lengths.push(solution.moves.expect("a solution").len());
        }
        times.sort();
        let average = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
        println!(
            "effort {effort}, within {max_len}: median {}, slowest {}, average {average:.2} {}, \
             longest {}",
            common::ms(times[times.len() / 2]),
            common::ms(times[times.len() - 1]),
            metric.unit(),
            lengths.iter().max().unwrap()
        );
    }
    // Start-up with the databases from the cache: one solved cube.
    let cache = std::env::temp_dir().join(format!("puzzle-search-fast-{}", std::process::id()));
    let solved = "1\n".to_string() + &"a".repeat(9) + &"bbbcccdddeee".repeat(3) + &"f".repeat(9);
    let run = || {
        let output = std::process::Command::new(EXE)
            .args(["--fast", "--metric", ["qtm", "htm"][metric as usize]])
            .env("PUZZLE_SEARCH_CACHE", &cache)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(solved.as_bytes())?;
                child.wait_with_output()
            })
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&output.stdout), "0\n");
    };
    let first = common::median_of(1, run);
    let cached = common::median_of(20, run);
    println!(
        "the binary on one cube: {} building the databases, {} reading them from the cache",
        common::ms(first),
        common::ms(cached)
    );
    std::fs::remove_dir_all(&cache).ok();
}
