//! Twelve 5×5 boards, the ends of random walks of 80 moves: `cargo bench --bench twenty_four`.
//!
//! Runs `eight-puzzle --size 5 --stats` on `tests/data/twenty-four.in` with an empty cache, so
//! that the databases are built in the run, checks every length against `twenty-four.answers`,
//! and prints each board's nodes and time (from `--stats`) and the whole run's wall time,
//! median of 3.

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms};
use std::process::Command;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

fn main() {
    let lengths = common::optimal_lengths("twenty-four.answers");
    let cache = std::env::temp_dir().join(format!("puzzle-search-24-{}", std::process::id()));
    let mut stats = String::new();
    let wall = median_of(3, || {
        std::fs::remove_dir_all(&cache).ok();
        let output = Command::new(EXE)
            .args(["--size", "5", "--stats"])
            .env("PUZZLE_SEARCH_CACHE", &cache)
            .stdin(std::fs::File::open(common::data("twenty-four.in")).unwrap())
            .output()
            .unwrap();
        assert!(output.status.success());
        let found: Vec<usize> = String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .map(str::len)
            .collect();
        assert_eq!(
            found, lengths,
            "every solution has its recorded optimal length"
        );
        stats = String::from_utf8(output.stderr).unwrap();
    });
    std::fs::remove_dir_all(&cache).ok();
    println!("per board (the last run; the first board's time includes building the databases):");
    print!("{stats}");
    println!(
        "all 12, databases built in the run: {} (median of 3)",
        ms(wall)
    );
}
