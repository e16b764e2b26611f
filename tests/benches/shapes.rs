//! Every board shape of 2×2 up to 20 cells, on uniformly random solvable boards:
//! `cargo bench --bench shapes [-- SHAPE…]`.
//!
//! For each shape: its automatic partition, the time to build its databases (in process, two
//! threads), and the median and largest time of ten uniform solvable boards (seed 5), each
//! solved on one thread and given up after a time cap (30 s on up to 16 cells, where every
//! shape must do, 60 s above): a median past the cap says the shape is out of reach. The
//! median of ten is taken as the upper one, the sixth.

use puzzle_search::puzzles::sliding::pdb::{Databases, Partition};
use puzzle_search::puzzles::sliding::{optimal, Board, Shape};
use puzzle_search::rng::Rng;
use puzzle_search::search::ida::Ida;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A uniformly random solvable board of `shape`.
fn board(shape: Shape, rng: &mut Rng) -> Board {
    loop {
        let mut cells: Vec<u8> = (0..shape.cells() as u8).collect();
        rng.shuffle(&mut cells);
        let board = Board::new(shape, &cells);
        if board.is_solvable() {
            return board;
        }
    }
}

/// `board` solved within `cap`: its time and length, or `None` if the cap passed.
fn solve(databases: &Databases, board: &Board, cap: Duration) -> (Duration, Option<usize>) {
    let (stop, start) = (AtomicBool::new(false), Instant::now());
    let (done, finished) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let stop = &stop;
        scope.spawn(move || {
            if finished.recv_timeout(cap) == Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
                stop.store(true, Ordering::Relaxed);
            }
        });
        let (path, _) = optimal::solve_or_stop(databases, &mut Ida::new(), board, u32::MAX, stop);
        drop(done);
        (start.elapsed(), path.map(|p| p.len()))
    })
}

fn main() {
    let asked: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let shapes: Vec<Shape> = (2..=10)
        .flat_map(|w| (2..=10).map(move |h| (w, h)))
        .filter(|&(w, h)| w * h <= 20)
        .filter_map(|(w, h)| Shape::new(w, h).ok())
        .filter(|shape| asked.is_empty() || asked.contains(&shape.to_string()))
        .collect();
    println!("| shape | partition | build | median of 10 | slowest | moves (median) |");
    println!("|---|---|---|---|---|---|");
    for shape in shapes {
        let cap = Duration::from_secs(if shape.cells() <= 16 { 30 } else { 60 });
        let partition = Partition::automatic(shape);
        let sizes: Vec<String> = partition
            .patterns()
            .iter()
            .map(|p| p.len().to_string())
            .collect();
        let start = Instant::now();
        let databases = Databases::build(partition);
        let build = start.elapsed();
        let mut rng = Rng::new(5);
        let mut runs: Vec<(Duration, Option<usize>)> = (0..10)
            .map(|_| solve(&databases, &board(shape, &mut rng), cap))
            .collect();
        runs.sort();
        let show = |(time, moves): (Duration, Option<usize>)| match moves {
            Some(_) => format!("{:.3} s", time.as_secs_f64()),
            None => format!("> {} s", cap.as_secs()),
        };
        let mut lengths: Vec<usize> = runs.iter().filter_map(|r| r.1).collect();
        lengths.sort_unstable();
        let moves = match runs[5].1 {
            Some(_) => lengths[lengths.len() / 2].to_string(),
            None => "–".into(),
        };
        println!(
            "| {shape} | {} | {:.2} s | {} | {} | {moves} |",
            sizes.join("-"),
            build.as_secs_f64(),
            show(runs[5]),
            show(runs[9]),
        );
    }
}
