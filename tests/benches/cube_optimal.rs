//! Optimal solutions, as `magic-cube --max-depth any` finds them:
//! `cargo bench --bench cube_optimal [-- [htm] [tiny|medium|large] [random N MINUTES | superflip MINUTES]]`.
//!
//! In quarter turns, or with `htm` in face turns; with the default tables (small), or with `tiny`,
//! `medium` or `large` those of that size. Reads the metric's pattern databases of that size from
//! the cache (building them first if it has none) and times that. Then, for each optimum from 10 to
//! 14 quarter turns (8 to 12 face turns), ten cubes (seed 1) that need exactly that many, drawn as
//! random walks whose optimum is their length: the median and slowest solve on two threads, and the
//! median nodes generated. With `random N MINUTES`, also N uniformly random real cubes, each given
//! up after MINUTES, with the nodes and time at the start of every bound; with `superflip MINUTES`,
//! so the two positions known to be deepest in quarter turns: the superflip (24 quarter turns, 20
//! face turns) and the superflip composed with four-spot (26 quarter turns). In face turns, also a
//! cube of nissy-core's benchmark set known to need 17. Each solution of known length is asserted
//! to have it.

use puzzle_search::puzzles::magic_cube::notation::{moves_of, superflip, superflip_four_spot};
use puzzle_search::puzzles::magic_cube::optimal::{self, Size, Tables};
use puzzle_search::puzzles::magic_cube::{Cubies, Metric};
use puzzle_search::rng::Rng;
use puzzle_search::tables::cache_dir;
use std::time::{Duration, Instant};

/// The threads each search runs on: the machine's two cores.
const THREADS: usize = 2;

fn main() {
    let mut args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let metric = match args.first().map(String::as_str) {
        Some("htm") => {
            args.remove(0);
            Metric::Face
        }
        _ => Metric::Quarter,
    };
    let size = match args.first().and_then(|name| Size::named(name)) {
        Some(size) => {
            args.remove(0);
            size
        }
        None => Size::Small,
    };
    let start = Instant::now();
    let (tables, _) = Tables::shelf(metric, size)
        .load_or_build(
            cache_dir().as_deref(),
            || {
                Tables::build(metric, size, 2, |table, layer| {
                    if !layer.is_complete() {
                        return;
                    }
                    println!(
                        "table {table}: distance {} has {} states ({:.1} s)",
                        layer.distance,
                        layer.states,
                        start.elapsed().as_secs_f64()
                    )
                })
            },
            |tables| Tables::plausible(metric, size, tables),
        )
        .expect("memory for the tables");
    let tables = Tables::new(metric, size, tables);
    println!(
        "databases read (or built, if the cache had none): {:.2} s",
        start.elapsed().as_secs_f64()
    );
    let mut rng = Rng::new(1);
    println!("| optimum | median | slowest | nodes generated (median) |");
    println!("|---|---|---|---|");
    let depths = match metric {
        Metric::Quarter => 10..=14,
        Metric::Face => 8..=12,
    };
    for depth in depths {
        let mut runs: Vec<(Duration, u64)> = Vec::new();
        while runs.len() < 10 {
            let mut cube = Cubies::SOLVED;
            for _ in 0..depth {
                cube.turn(rng.below(u64::from(metric.moves())) as u8);
            }
            let start = Instant::now();
            let found = optimal::solve(&tables, &cube, depth, THREADS, |_| true);
            if found
                .moves
                .as_ref()
                .is_some_and(|p| p.len() == depth as usize)
            {
                runs.push((start.elapsed(), found.stats().generated));
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
    if metric == Metric::Face {
        // The first of nissy-core's benchmark cubes of 17 face turns (scrambles-17.txt), known
        // optimal.
        let mut cube = Cubies::SOLVED;
        moves_of("F' R2 L D' L U F2 B U2 D B U' F' R' B F' U'")
            .into_iter()
            .for_each(|m| cube.turn(m));
        let cap = Duration::from_secs(3600);
        let moves = solve_given_up_after(&tables, "nissy-core's 17-1", &cube, cap);
        assert_eq!(
            moves,
            Some(17),
            "nissy-core's 17-1 is known to need 17 face turns"
        );
    }
    match &args[..] {
        [mode, count, minutes] if mode == "random" => {
            let cap = Duration::from_secs(60 * minutes.parse::<u64>().unwrap());
            for n in 1..=count.parse().unwrap() {
                let cube = Cubies::random(&mut rng);
                solve_given_up_after(&tables, &format!("random cube {n}"), &cube, cap);
            }
        }
        [mode, minutes] if mode == "superflip" => {
            let cap = Duration::from_secs(60 * minutes.parse::<u64>().unwrap());
            // Every edge flipped in place: 24 quarter turns, 20 face turns (Reid 1995).
            let moves = solve_given_up_after(&tables, "superflip", &superflip(), cap);
            let known = match metric {
                Metric::Quarter => 24,
                Metric::Face => 20,
            };
            assert!(
                moves.is_none_or(|m| m == known),
                "the superflip needs {known}"
            );
            // Composed with four-spot (F2 B2 U D' R2 L2 U D'): 26 quarter turns, the only
            // position known to need that many (Reid 1998).
            let both = superflip_four_spot();
            let moves = solve_given_up_after(&tables, "superflip and four-spot", &both, cap);
            if metric == Metric::Quarter {
                assert!(
                    moves.is_none_or(|m| m == 26),
                    "superflip and four-spot need 26"
                );
            }
        }
        [] => {}
        _ => panic!(
            "usage: cube_optimal [htm] [tiny|medium|large] [random N MINUTES | superflip MINUTES]"
        ),
    }
}

/// Solves `cube` optimally, giving up after `cap`, and says the nodes and time at the start of
/// every bound and at the end: the solution's moves, if found.
fn solve_given_up_after(
    tables: &Tables,
    name: &str,
    cube: &Cubies,
    cap: Duration,
) -> Option<usize> {
    let (start, mut bound) = (Instant::now(), 0);
    let found = optimal::solve(tables, cube, u32::MAX, THREADS, |progress| {
        if progress.bound != bound {
            bound = progress.bound;
            println!(
                "{name}: bound {bound} from {} nodes generated, {:.1} s",
                progress.stats.generated,
                start.elapsed().as_secs_f64()
            );
        }
        start.elapsed() < cap
    });
    let (path, stats) = (found.moves.as_deref(), found.stats());
    match path {
        Some(path) => println!(
            "{name}: {} moves, {} nodes generated, {:.1} s",
            path.len(),
            stats.generated,
            start.elapsed().as_secs_f64()
        ),
        None => println!(
            "{name}: given up after {:.0} min, {} nodes generated",
            cap.as_secs_f64() / 60.0,
            stats.generated
        ),
    }
    path.map(|path| path.len())
}
