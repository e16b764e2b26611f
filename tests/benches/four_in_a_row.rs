//! Four in a row on its hardest boards: `cargo bench --bench four_in_a_row`.
//!
//! Solves every 7/7/2 board in process (the depth histogram), then times the release binary,
//! start-up included, on the 128 boards that need the most moves, with its peak memory where
//! GNU time is installed, against a straightforward forward BFS that keeps the visited boards as
//! strings in a hash set.

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms, time_binary};
use puzzle_search::puzzles::four_in_a_row::{usual_boards, Solver};
use std::collections::{HashSet, VecDeque};
use std::process::{Command, Stdio};

const EXE: &str = env!("CARGO_BIN_EXE_four-in-a-row");

fn text(&(black, white): &(u16, u16)) -> String {
    (0..16)
        .map(|c| match (black >> c & 1, white >> c & 1) {
            (1, _) => 'B',
            (_, 1) => 'W',
            _ => 'O',
        })
        .collect()
}

/// The straightforward solution: BFS from the board with either colour first, visited states as
/// strings in a hash set.
fn string_bfs(board: &str) -> i32 {
    let lines: Vec<[usize; 4]> = (0..4)
        .flat_map(|i| {
            [
                [4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3],
                [i, i + 4, i + 8, i + 12],
            ]
        })
        .chain([[0, 5, 10, 15], [3, 6, 9, 12]])
        .collect();
    let won = |b: &[u8]| {
        lines
            .iter()
            .any(|l| b[l[0]] != b'O' && l.iter().all(|&c| b[c] == b[l[0]]))
    };
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    for colour in ["B", "W"] {
        let state = format!("{board}{colour}");
        seen.insert(state.clone());
        queue.push_back((state, 0));
    }
    while let Some((state, depth)) = queue.pop_front() {
        let cells = &state.as_bytes()[..16];
        if won(cells) {
            return depth;
        }
        let mover = state.as_bytes()[16];
        for from in (0..16).filter(|&c| cells[c] == mover) {
            let (row, col) = (from / 4, from % 4);
            for (ok, to) in [
                (row > 0, from.wrapping_sub(4)),
                (row < 3, from + 4),
                (col > 0, from.wrapping_sub(1)),
                (col < 3, from + 1),
            ] {
                if ok && cells[to] == b'O' {
                    let mut next = cells.to_vec();
                    next.swap(from, to);
                    next.push(if mover == b'B' { b'W' } else { b'B' });
                    let next = String::from_utf8(next).unwrap();
                    if seen.insert(next.clone()) {
                        queue.push_back((next, depth + 1));
                    }
                }
            }
        }
    }
    -1
}

fn main() {
    let boards: Vec<(u16, u16)> = usual_boards().collect();
    let mut solver = Solver::new();
    let mut depths = Vec::new();
    let sweep = median_of(3, || {
        depths = boards.iter().map(|&(b, w)| solver.solve(b, w)).collect();
    });
    let mut histogram = std::collections::BTreeMap::new();
    for d in &depths {
        *histogram.entry(*d).or_insert(0) += 1;
    }
    println!(
        "all {} boards in process: {} (moves: boards {histogram:?})",
        boards.len(),
        ms(sweep)
    );

    let deepest = *depths.iter().max().unwrap();
    let hardest: Vec<String> = boards
        .iter()
        .zip(&depths)
        .filter(|(_, d)| **d == deepest)
        .map(|(b, _)| text(b))
        .collect();
    let input: String = hardest.iter().map(|b| b.clone() + "\n").collect();
    println!(
        "\nthe {} hardest boards ({} moves), release binary, median of 51 runs:",
        hardest.len(),
        deepest.unwrap()
    );
    let empty = time_binary(EXE, &[], b"", 0, 51);
    println!("  empty input:    {}", ms(empty));
    let hard = time_binary(EXE, &[], input.as_bytes(), hardest.len(), 51);
    println!("  hardest boards: {}", ms(hard));
    let gnu_time = Command::new("/usr/bin/time")
        .args(["-f", "%M", EXE])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn();
    if let Ok(mut child) = gnu_time {
        common::feed(&mut child, input.as_bytes());
        let out = child.wait_with_output().unwrap();
        println!(
            "  peak memory:    {} KB",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }

    let baseline = median_of(5, || {
        for board in &hardest {
            assert_eq!(Some(string_bfs(board)), deepest.map(|d| d as i32));
        }
    });
    println!(
        "straightforward BFS over strings, in process: {}",
        ms(baseline)
    );
}
