//! The 5×5 board: `cargo bench --bench twenty_four [-- korf [[FIRST-]LAST]]`.
//!
//! Without arguments, runs `eight-puzzle --size 5 --stats` on twelve boards, the ends of random
//! walks of 80 moves (`tests/data/twenty-four.in`), with an empty cache, so that the small
//! databases are built in the run, checks every length against `twenty-four.answers`, and
//! prints each board's nodes and time (from `--stats`) and the whole run's wall time, median of
//! 3; then solves them again in process with a second partition, of whole columns, built there,
//! and checks that it gives the same answers, letter for letter.
//!
//! With `korf`, solves Korf and Felner's 50 instances (`tests/data/korf24.in`) ranked by the
//! nodes they took, from the one that took them fewest: the first LAST (default 10), or with
//! FIRST those ranked FIRST to LAST (`korf 11-15`), one process an instance (one thread),
//! with the large databases, from the table cache (`PUZZLE_SEARCH_CACHE` or the usual one;
//! built first if it has none, which takes minutes), and prints for each its length, checked
//! against theirs, our nodes beside theirs (asserted never more, as on every instance measured
//! so far), and our time.

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms};
use puzzle_search::judge::Input;
use puzzle_search::puzzles::sliding::optimal;
use puzzle_search::puzzles::sliding::pdb::{Databases, Partition};
use puzzle_search::puzzles::sliding::{Board, Shape};
use puzzle_search::search::ida::Ida;
use std::process::Command;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if args.first().map(String::as_str) == Some("korf") {
        let ranks = args.get(1).map_or("10", String::as_str);
        let (first, last) = ranks.split_once('-').unwrap_or(("1", ranks));
        let rank = |n: &str| -> usize { n.parse().expect("ranks, as LAST or FIRST-LAST") };
        return korf(rank(first), rank(last));
    }
    let lengths = common::optimal_lengths("twenty-four.answers");
    let cache = std::env::temp_dir().join(format!("puzzle-search-24-{}", std::process::id()));
    let (mut stats, mut answers) = (String::new(), String::new());
    let wall = median_of(3, || {
        std::fs::remove_dir_all(&cache).ok();
        let output = Command::new(EXE)
            .args(["--size", "5", "--stats"])
            .env("PUZZLE_SEARCH_CACHE", &cache)
            .stdin(std::fs::File::open(common::data("twenty-four.in")).unwrap())
            .output()
            .unwrap();
        assert!(output.status.success());
        answers = String::from_utf8(output.stdout).unwrap();
        let found: Vec<usize> = answers.lines().map(str::len).collect();
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
    same_answers_with_columns(&answers);
}

/// The twelve boards solved in process with a partition of whole columns (five patterns of
/// five tiles but the last, of four), none of whose patterns is the binary's: the first
/// shortest solutions are the same whatever the estimate, so the answers must be `answers`.
fn same_answers_with_columns(answers: &str) {
    let boards = std::fs::read_to_string(common::data("twenty-four.in")).unwrap();
    let shape = Shape::new(5, 5).unwrap();
    let columns: Vec<Vec<u8>> = (1..=5)
        .map(|c| (0..5).map(|r| r * 5 + c).filter(|&t| t < 25).collect())
        .collect();
    let databases = [Databases::build(Partition::new(shape, columns).unwrap())];
    let (mut ida, mut input) = (Ida::new(), Input::new(boards.as_bytes()));
    for answer in answers.lines() {
        let board = Board::read(&mut input, shape, false).unwrap().unwrap();
        let (path, _) = optimal::solve(&databases, &mut ida, &board);
        let letters: String = path
            .unwrap()
            .iter()
            .map(|&m| b"dlru"[usize::from(m)] as char)
            .collect();
        assert_eq!(
            letters, answer,
            "the same answer with a partition of columns"
        );
    }
    println!("the same twelve answers with a partition of whole columns, solved in process");
}

/// Korf and Felner's instances ranked `first` to `last` (from 1) by the nodes they took, one
/// process each, with the large databases.
fn korf(first: usize, last: usize) {
    let instances = std::fs::read_to_string(common::data("korf24.in")).unwrap();
    let answers = std::fs::read_to_string(common::data("korf24.answers")).unwrap();
    let mut rows: Vec<(usize, usize, u64, &str)> = answers
        .lines()
        .filter(|l| !l.starts_with('#'))
        .zip(instances.lines())
        .map(|(answer, board)| {
            let fields: Vec<&str> = answer.split(' ').collect();
            let number = |i: usize| fields[i].parse::<u64>().unwrap();
            (number(0) as usize, number(1) as usize, number(2), board)
        })
        .collect();
    rows.sort_by_key(|row| row.2);
    println!("instance | moves | nodes generated, ours | Korf and Felner's | ours / theirs | time");
    let ranked = rows.into_iter().take(last).skip(first.saturating_sub(1));
    for (number, moves, theirs, board) in ranked {
        let output = Command::new(EXE)
            .args(["--size", "5", "--databases", "large", "--stats"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                let mut stdin = child.stdin.take().unwrap();
                writeln!(stdin, "{board}")?;
                drop(stdin);
                child.wait_with_output()
            })
            .unwrap();
        assert!(output.status.success());
        let answer = String::from_utf8(output.stdout).unwrap();
        assert_eq!(
            answer.trim_end().len(),
            moves,
            "instance {number}: {answer}"
        );
        let stderr = String::from_utf8(output.stderr).unwrap();
        // `puzzle 1: idastar, 82 moves, 12 expanded, 34 generated, frontier 82, 128 B held, 5.600 ms of CPU time`
        let line = stderr.lines().find(|l| l.starts_with("puzzle 1:")).unwrap();
        let fields: Vec<&str> = line.split(", ").collect();
        let ours: u64 = fields[3]
            .strip_suffix(" generated")
            .unwrap()
            .parse()
            .unwrap();
        println!(
            "{number} | {moves} | {ours} | {theirs} | {:.2} | {}",
            ours as f64 / theirs as f64,
            fields.last().unwrap()
        );
        assert!(
            ours <= theirs,
            "instance {number}: {ours} nodes, theirs {theirs}"
        );
    }
}
