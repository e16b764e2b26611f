//! `eight-puzzle --size N|WxH`: boards of every size against a breadth-first search and a plain
//! IDA* with Manhattan distance written here, the pattern databases' admissibility, Korf's
//! easiest instances, `--check`, `--gen --depth`, and the cache of pattern databases.

#[path = "../common/mod.rs"]
mod common;

use common::{check_every_answer, distances, goal, run_cached, run_with, slid, slide, ScratchDir};
use puzzle_search::puzzles::sliding::optimal;
use puzzle_search::puzzles::sliding::pdb::{Databases, Partition};
use puzzle_search::puzzles::sliding::{Board, Shape};
use puzzle_search::rng::Rng;
use puzzle_search::search::nibbles::Nibbles;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

mod cache;
mod searches;
mod tools;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

/// A board of `width` columns: its cells row by row, 0 for the blank.
type Cells = Vec<u8>;

fn manhattan(cells: &[u8], width: usize) -> usize {
    let tiles = cells.iter().enumerate().filter(|(_, &t)| t != 0);
    tiles
        .map(|(cell, &t)| {
            let home = t as usize - 1;
            (cell / width).abs_diff(home / width) + (cell % width).abs_diff(home % width)
        })
        .sum()
}

/// A plain IDA* with Manhattan distance, letters tried in byte order, no letter undoing the one
/// before it: the first shortest solution.
fn plain_ida(start: &[u8], width: usize) -> String {
    fn search(cells: &Cells, width: usize, path: &mut Vec<u8>, bound: usize) -> Result<(), usize> {
        let f = path.len() + manhattan(cells, width);
        if f > bound {
            return Err(f);
        }
        if manhattan(cells, width) == 0 {
            return Ok(());
        }
        let mut next_bound = usize::MAX;
        for letter in *b"dlru" {
            let undoes = |last: u8| {
                matches!(
                    (last, letter),
                    (b'd', b'u') | (b'u', b'd') | (b'l', b'r') | (b'r', b'l')
                )
            };
            if path.last().is_some_and(|&last| undoes(last)) {
                continue;
            }
            let Some(next) = slide(cells, width, letter) else {
                continue;
            };
            path.push(letter);
            match search(&next, width, path, bound) {
                Ok(()) => return Ok(()),
                Err(f) => next_bound = next_bound.min(f),
            }
            path.pop();
        }
        Err(next_bound)
    }
    let (cells, mut path) = (start.to_vec(), Vec::new());
    let mut bound = manhattan(&cells, width);
    while let Err(next) = search(&cells, width, &mut path, bound) {
        bound = next;
    }
    String::from_utf8(path).unwrap()
}

/// Every arrangement of `0..n`.
fn permutations(n: usize) -> Vec<Cells> {
    let mut all: Vec<Cells> = vec![Vec::new()];
    for _ in 0..n {
        let mut longer = Vec::new();
        for p in &all {
            for t in (0..n as u8).filter(|t| !p.contains(t)) {
                longer.push([&p[..], &[t]].concat());
            }
        }
        all = longer;
    }
    all
}

fn line(cells: &[u8]) -> String {
    let tiles: Vec<String> = cells
        .iter()
        .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
        .collect();
    tiles.join(" ")
}

/// `moves` random moves from the goal, never undoing the one before: the board, and the moves
/// that take it back home.
fn walk(width: usize, height: usize, moves: usize, rng: &mut Rng) -> (Cells, String) {
    let (mut cells, mut back) = (goal(width, height), Vec::new());
    while back.len() < moves {
        let letter = b"dlru"[rng.below(4) as usize];
        let undo = match letter {
            b'd' => b'u',
            b'u' => b'd',
            b'l' => b'r',
            _ => b'l',
        };
        if back.last() == Some(&letter) {
            continue;
        }
        if let Some(next) = slide(&cells, width, letter) {
            cells = next;
            back.push(undo);
        }
    }
    back.reverse();
    (cells, String::from_utf8(back).unwrap())
}

/// The cache directory of the 4×4 databases, built once for all the tests that need them.
fn fifteen_cache() -> &'static str {
    static CACHE: OnceLock<String> = OnceLock::new();
    CACHE.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fifteen-cache");
        let output = run_cached(
            EXE,
            &["--size", "4"],
            b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15",
            dir.to_str().unwrap(),
        );
        assert!(output.status.success());
        dir.to_str().unwrap().to_string()
    })
}

/// The binary's answers to `input` with `--size size`, which must exit with status 0.
fn solve(size: &str, input: &str) -> String {
    common::stdout_of(run_cached(
        EXE,
        &["--size", size],
        input.as_bytes(),
        fifteen_cache(),
    ))
}

/// Runs the binary with `args` in the 4×4 cache: exit status, standard output, standard error.
fn run(args: &[&str], input: &[u8]) -> (Option<i32>, String, String) {
    let output = run_cached(EXE, args, input, fifteen_cache());
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// A cache directory of a test's own.
struct CacheDir(ScratchDir);

impl CacheDir {
    fn new(name: &str) -> Self {
        Self(ScratchDir::new(&format!("cache-{name}")))
    }

    fn arg(&self) -> &str {
        self.0.arg()
    }

    fn names(&self) -> Vec<String> {
        self.0.names()
    }

    /// The cache file of the 2×3 databases, which take no time to build.
    fn file(&self) -> PathBuf {
        self.0 .0.join("sliding-2x3.pdb")
    }

    /// Solves a 2×3 board with this cache: the answer must be right.
    fn solve(&self) {
        let output = run_cached(EXE, &["--size", "2x3"], b"1 2 3 4 x 5", self.arg());
        assert_eq!(String::from_utf8_lossy(&output.stdout), "r\n");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "");
        assert!(output.status.success());
    }
}

/// Korf's five easiest instances (by the nodes his IDA* generated) and their optimal lengths.
const KORF_EASIEST: [(&str, usize); 5] = [
    ("1 6 10 8 14 12 4 2 13 11 3 5 9 7 15 x", 42),
    ("1 3 5 6 x 13 14 9 11 4 8 12 10 7 15 2", 45),
    ("6 1 15 8 5 10 13 x 3 4 2 7 14 9 11 12", 42),
    ("5 10 14 4 6 12 11 1 9 x 15 7 13 2 8 3", 41),
    ("13 5 x 4 10 3 12 6 14 15 1 8 9 11 2 7", 44),
];
