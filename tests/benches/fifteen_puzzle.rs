//! Korf's 100 fifteen-puzzle instances: `cargo bench --bench fifteen_puzzle`.
//!
//! Times `eight-puzzle --size 4` on all 100, start-up and table building included (each cold run
//! gets an empty cache directory), then with the tables cached; times the build in process; and
//! counts the nodes of each instance on one thread. The instances and their optimal lengths are
//! `tests/data/korf100.in` and `korf100.answers`.

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms};
use puzzle_search::judge::Input;
use puzzle_search::puzzles::sliding::optimal;
use puzzle_search::puzzles::sliding::pdb::{Databases, Partition};
use puzzle_search::puzzles::sliding::{Board, Shape};
use puzzle_search::search::ida::Ida;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

/// Nodes generated a board on Korf's 100, and by whom, with the partition each used.
const PUBLISHED: [(&str, &str); 3] = [
    ("6-6-3, no reflection (Korf and Felner 2002)", "617,555"),
    (
        "7-8 and its reflection (Felner, Korf and Hanan 2004)",
        "36,710",
    ),
    ("7-8, reflection and dual lookups (the same)", "18,601"),
];

fn main() {
    let instances = std::fs::read_to_string(common::data("korf100.in")).unwrap();
    let optimal = common::optimal_lengths("korf100.answers");
    let mut input = Input::new(instances.as_bytes());
    let boards: Vec<Board> =
        std::iter::from_fn(|| Board::read(&mut input, Shape::FIFTEEN, false).unwrap()).collect();
    for (what, nodes) in PUBLISHED {
        println!("published, {what}: {nodes} nodes generated a board");
    }
    // The small databases, built in seconds, and the large ones, built once in minutes: each
    // cold run (an empty cache) builds them again, so the large ones' is timed once.
    for (size, entries, cold_runs) in [
        ("small", Partition::SMALL, 3),
        ("large", Partition::LARGE, 1),
    ] {
        println!("--databases {size}:");
        bench(
            &boards,
            &optimal,
            size,
            Partition::automatic(Shape::FIFTEEN, entries),
            cold_runs,
        );
    }
}

/// Times the binary on Korf's 100 with `--databases size` (the `partition`), cold (median of
/// `cold_runs`) and cached; the build in process; and the search's nodes on one thread.
fn bench(boards: &[Board], optimal: &[usize], size: &str, partition: Partition, cold_runs: usize) {
    let run = |cache: &Path| {
        let start = Instant::now();
        let output = Command::new(EXE)
            .args(["--size", "4", "--databases", size])
            .env("PUZZLE_SEARCH_CACHE", cache)
            .stdin(std::fs::File::open(common::data("korf100.in")).unwrap())
            .stderr(Stdio::inherit())
            .output()
            .unwrap();
        let elapsed = start.elapsed();
        let lengths: Vec<usize> = String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .map(str::len)
            .collect();
        assert_eq!(lengths, optimal, "every solution has Korf's optimal length");
        elapsed
    };
    let cache = std::env::temp_dir().join(format!("puzzle-search-korf-{}", std::process::id()));
    let cold = median_of(cold_runs, || {
        std::fs::remove_dir_all(&cache).ok();
        run(&cache);
    });
    let warm = median_of(5, || {
        run(&cache);
    });
    let cached: u64 = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().metadata().unwrap().len())
        .sum();
    std::fs::remove_dir_all(&cache).ok();
    println!("  all 100 instances, release binary, optimal lengths checked:");
    println!(
        "  tables built in the run (median of {cold_runs}): {}",
        ms(cold)
    );
    println!("  tables from the cache (median of 5):   {}", ms(warm));
    println!("  cache: {:.1} MB", cached as f64 / 1e6);

    let build = median_of(cold_runs, || {
        Databases::build(partition.clone());
    });
    println!(
        "  building the databases of {:?} in process: {}",
        partition.patterns(),
        ms(build)
    );

    let databases = [Databases::build(partition)];
    let mut ida = Ida::new();
    let start = Instant::now();
    let mut nodes: Vec<(u64, u64)> = boards
        .iter()
        .map(|board| {
            let (path, stats) = optimal::solve(&databases, &mut ida, board);
            assert!(path.is_some());
            (stats.expanded, stats.generated)
        })
        .collect();
    let search = start.elapsed();
    let total: u64 = nodes.iter().map(|n| n.1).sum();
    println!(
        "  search on one thread: {} for all 100, {:.1} million generated nodes a second",
        ms(search),
        total as f64 / search.as_secs_f64() / 1e6
    );
    nodes.sort_unstable();
    let mut generated: Vec<u64> = nodes.iter().map(|n| n.1).collect();
    generated.sort_unstable();
    println!(
        "  nodes per instance: expanded median {}, max {}; generated median {}, max {}, \
         mean {}, total {total}",
        nodes[50].0,
        nodes[99].0,
        generated[50],
        generated[99],
        total / 100
    );
}
