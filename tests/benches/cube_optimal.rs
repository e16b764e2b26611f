//! Optimal solutions in quarter turns, as `magic-cube --max-depth any` finds them:
//! `cargo bench --bench cube_optimal [-- random N MINUTES]`.
//!
//! Reads the pattern databases from the cache (building them first if it has none) and times
//! that. Then, for each optimum from 10 to 14 quarter turns, ten cubes (seed 1) that need
//! exactly that many, drawn as random walks whose optimum is their length: the median and
//! slowest solve on one thread, and the median nodes generated. With `random N MINUTES`, also N
//! uniformly random real cubes, each given up after MINUTES, with the nodes and time at the start
//! of every bound.

use puzzle_search::puzzles::magic_cube::optimal::{self, Tables};
use puzzle_search::puzzles::magic_cube::Cubies;
use puzzle_search::rng::Rng;
use puzzle_search::search::ida::Ida;
use puzzle_search::tables::cache_dir;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let start = Instant::now();
    let (tables, _) = Tables::shelf().load_or_build(
        cache_dir().as_deref(),
        || Tables::build(2, |_, _| {}),
        Tables::plausible,
    );
    let tables = Tables::new(tables);
    println!(
        "databases read (or built, if the cache had none): {:.2} s",
        start.elapsed().as_secs_f64()
    );
    let mut ida = Ida::new();
    let mut rng = Rng::new(1);
    println!("| optimum | median | slowest | nodes generated (median) |");
    println!("|---|---|---|---|");
    for depth in 10..=14 {
        let mut runs: Vec<(Duration, u64)> = Vec::new();
        while runs.len() < 10 {
            let mut cube = Cubies::SOLVED;
            for _ in 0..depth {
                cube.turn(rng.below(12) as u8);
            }
            let start = Instant::now();
            let (path, stats) = optimal::solve(&tables, &mut ida, &cube, depth, |_| true);
            if path.is_some_and(|p| p.len() == depth as usize) {
                runs.push((start.elapsed(), stats.generated));
            }
        }
        let mut nodes: Vec<u64> = runs.iter().map(|r| r.1).collect();
        nodes.sort_unstable();
        runs.sort_unstable();
        println!(
            "| {depth} | {:.3} ms | {:.3} ms | {} |",
            runs[5].0.as_secs_f64() * 1e3,
            runs[9].0.as_secs_f64() * 1e3,
            nodes[5]
        );
    }
    if let [mode, count, minutes] = &args[..] {
        assert_eq!(mode, "random", "usage: cube_optimal [random N MINUTES]");
        let (count, minutes): (usize, u64) = (count.parse().unwrap(), minutes.parse().unwrap());
        let cap = Duration::from_secs(60 * minutes);
        for n in 1..=count {
            let cube = Cubies::random(&mut rng);
            let (start, mut bound) = (Instant::now(), 0);
            let (path, stats) = optimal::solve(&tables, &mut ida, &cube, u32::MAX, |progress| {
                if progress.bound != bound {
                    bound = progress.bound;
                    println!(
                        "random cube {n}: bound {bound} from {} nodes generated, {:.1} s",
                        progress.stats.generated,
                        start.elapsed().as_secs_f64()
                    );
                }
                start.elapsed() < cap
            });
            match path {
                Some(path) => println!(
                    "random cube {n}: {} moves, {} nodes generated, {:.1} s",
                    path.len(),
                    stats.generated,
                    start.elapsed().as_secs_f64()
                ),
                None => println!("random cube {n}: given up after {minutes} min"),
            }
        }
    }
}
