//! Korf's 100 fifteen-puzzle instances: `cargo bench --bench fifteen_puzzle`.
//!
//! Times `eight-puzzle --size 4` on all 100, start-up and table building included (each cold run
//! gets an empty cache directory), then with the tables cached; times the build in process; and
//! counts the nodes of each instance on one thread. The instances and their optimal lengths come
//! from `../shared/data/korf100.in` and `korf100.answers`.

mod common;

use common::{median_of, ms};
use puzzle_search::judge::Input;
use puzzle_search::puzzles::eight_puzzle::Answer;
use puzzle_search::puzzles::fifteen_puzzle::{Databases, Fifteen, FifteenPuzzle};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

fn main() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    let (Ok(instances), Ok(answers)) = (
        std::fs::read_to_string(data.join("korf100.in")),
        std::fs::read_to_string(data.join("korf100.answers")),
    ) else {
        println!("no Korf instances at {}", data.display());
        return;
    };
    let optimal: Vec<usize> = answers
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split(' ').nth(1).unwrap().parse().unwrap())
        .collect();

    let run = |cache: &Path| {
        let start = Instant::now();
        let output = Command::new(EXE)
            .args(["--size", "4"])
            .env("PUZZLE_SEARCH_CACHE", cache)
            .stdin(std::fs::File::open(data.join("korf100.in")).unwrap())
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
    let cold = median_of(3, || {
        std::fs::remove_dir_all(&cache).ok();
        run(&cache);
    });
    let warm = median_of(3, || {
        run(&cache);
    });
    std::fs::remove_dir_all(&cache).ok();
    println!("all 100 instances, release binary, median of 3 runs, optimal lengths checked:");
    println!("  tables built in the run: {}", ms(cold));
    println!("  tables from the cache:   {}", ms(warm));

    let build = median_of(3, || {
        Databases::build();
    });
    println!("building the 6-6-3 databases in process: {}", ms(build));

    let mut solver = FifteenPuzzle::new();
    solver.databases();
    let mut input = Input::new(instances.as_bytes());
    let boards: Vec<Fifteen> =
        std::iter::from_fn(|| Fifteen::read(&mut input, false).unwrap()).collect();
    let start = Instant::now();
    let mut nodes: Vec<(u64, u64)> = boards
        .iter()
        .map(|board| {
            let (answer, stats) = solver.solve_counted(board);
            assert!(matches!(answer, Answer::Moves(_)));
            (stats.expanded, stats.generated)
        })
        .collect();
    let search = start.elapsed();
    let total: u64 = nodes.iter().map(|n| n.1).sum();
    nodes.sort_unstable();
    let generated: Vec<u64> = {
        let mut g: Vec<u64> = nodes.iter().map(|n| n.1).collect();
        g.sort_unstable();
        g
    };
    println!("search on one thread: {} for all 100", ms(search));
    println!(
        "nodes per instance: expanded median {}, max {}; generated median {}, max {}, total {total}",
        nodes[50].0, nodes[99].0, generated[50], generated[99]
    );
}
