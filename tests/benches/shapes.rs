//! Every board shape of 2×2 up to 20 cells, on uniformly random solvable boards:
//! `cargo bench --bench shapes [-- SHAPE…]`.
//!
//! For each shape: its automatic partition, the time to build its databases (in process, two
//! threads, wall time), and the median and largest CPU time of ten uniform solvable boards
//! (seed 5), each solved on one thread and given up after a cap of CPU time (30 s on up to 16
//! cells, where every shape must do, 60 s above), so that load on the machine changes nothing
//! but the build: a median past the cap says the shape is out of reach, and once five boards
//! pass it the rest are not tried. The median of ten is taken as the upper one, the sixth.

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

/// The CPU time the thread whose `schedstat` file is `path` has used.
fn cpu_time(path: &std::path::Path) -> Duration {
    let stat = std::fs::read_to_string(path).expect("schedstat of a running thread");
    let nanos = stat.split(' ').next().and_then(|n| n.parse().ok());
    Duration::from_nanos(nanos.expect("a time in nanoseconds"))
}

/// `board` solved within `cap` of CPU time: its CPU time and length, or `None` if the cap
/// passed. CPU time, not wall time, so that a busy machine does not change the verdict.
fn solve(databases: &Databases, board: &Board, cap: Duration) -> (Duration, Option<usize>) {
    let stop = AtomicBool::new(false);
    let (done, finished) = std::sync::mpsc::channel::<()>();
    let (told, thread) = std::sync::mpsc::channel::<(std::path::PathBuf, Duration)>();
    std::thread::scope(|scope| {
        let stop = &stop;
        scope.spawn(move || {
            let (path, start) = thread.recv().expect("the solving thread's path");
            while finished.recv_timeout(Duration::from_millis(100))
                == Err(std::sync::mpsc::RecvTimeoutError::Timeout)
            {
                if cpu_time(&path) - start > cap {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        });
        let me = std::fs::read_link("/proc/thread-self").expect("/proc");
        let path = std::path::Path::new("/proc").join(me).join("schedstat");
        let start = cpu_time(&path);
        told.send((path.clone(), start)).expect("the watcher");
        let (path_found, _) = optimal::solve_watched(
            std::slice::from_ref(databases),
            &mut Ida::new(),
            board,
            u32::MAX,
            |_| !stop.load(Ordering::Relaxed),
        );
        let used = cpu_time(&path) - start;
        drop(done);
        (used, path_found.map(|p| p.len()))
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
        let partition = Partition::automatic(shape, Partition::SMALL);
        let sizes: Vec<String> = partition
            .patterns()
            .iter()
            .map(|p| p.len().to_string())
            .collect();
        let start = Instant::now();
        let databases = Databases::build(partition);
        let build = start.elapsed();
        let mut rng = Rng::new(5);
        // Once five boards pass the cap, so does the median: the rest are not tried.
        let mut runs: Vec<(Duration, Option<usize>)> = Vec::new();
        while runs.len() < 10 {
            if runs.iter().filter(|r| r.1.is_none()).count() == 5 {
                runs.push((cap, None));
                continue;
            }
            runs.push(solve(&databases, &board(shape, &mut rng), cap));
        }
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
