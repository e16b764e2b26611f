//! The judge problems of `eight-puzzle --problem`: `cargo bench --bench sliding_problems`.
//!
//! Times the release binary, start-up included (the 4×4 pattern databases read from a warm
//! cache), median of several runs:
//! - hdu3567: 200 uniformly random pairs of a start and a goal it reaches (`--gen 200`);
//! - poj2893: one uniformly random 999 × 999 board, about 6 MB of input;
//! - uva10181: 1,000 uniformly random solvable boards whose optimum is at most 50 moves, drawn
//!   by answering random boards and keeping those with a solution.

#[path = "../common/mod.rs"]
mod common;

use common::{ms, run_cached, time_binary};
use puzzle_search::rng::Rng;
use std::fmt::Write as _;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

fn main() {
    let cache = concat!(env!("CARGO_TARGET_TMPDIR"), "/bench-cache");
    std::env::set_var("PUZZLE_SEARCH_CACHE", cache);
    let mut rng = Rng::new(2026);

    let pairs = run_cached(EXE, &["--problem", "hdu3567", "--gen", "200"], b"", cache).stdout;
    let time = time_binary(EXE, &["--problem", "hdu3567"], &pairs, 400, 21);
    println!("hdu3567, 200 random pairs: {}", ms(time));

    let side = 999;
    let mut cells: Vec<u32> = (0..side * side).collect();
    rng.shuffle(&mut cells);
    let mut board = format!("{side} {side}\n");
    for row in cells.chunks(side as usize) {
        let words: Vec<String> = row.iter().map(u32::to_string).collect();
        let _ = writeln!(board, "{}", words.join(" "));
    }
    board += "0 0\n";
    let time = time_binary(EXE, &["--problem", "poj2893"], board.as_bytes(), 1, 11);
    println!(
        "poj2893, one 999 × 999 board ({:.1} MB): {}",
        board.len() as f64 / 1e6,
        ms(time)
    );

    // Random solvable boards, kept where a solution of at most 50 moves exists.
    let mut kept: Vec<String> = Vec::new();
    while kept.len() < 1000 {
        let boards: Vec<String> = (0..1000)
            .map(|_| {
                let mut cells: Vec<u8> = (0..16).collect();
                rng.shuffle(&mut cells);
                let rows: Vec<String> = cells
                    .chunks(4)
                    .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
                    .collect();
                rows.join("\n") + "\n"
            })
            .collect();
        let input = format!("{}\n{}", boards.len(), boards.concat());
        let output = run_cached(EXE, &["--problem", "uva10181"], input.as_bytes(), cache);
        let answers = String::from_utf8(output.stdout).unwrap();
        for (board, answer) in boards.into_iter().zip(answers.lines()) {
            if answer != "This puzzle is not solvable." && kept.len() < 1000 {
                kept.push(board);
            }
        }
    }
    let input = format!("{}\n{}", kept.len(), kept.concat());
    let time = time_binary(EXE, &["--problem", "uva10181"], input.as_bytes(), 1000, 5);
    println!(
        "uva10181, 1,000 random boards of at most 50 moves: {}",
        ms(time)
    );
}
