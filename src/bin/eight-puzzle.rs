//! Eight: puzzles on standard input until its end, canonical solutions on standard output.

use puzzle_search::judge;
use puzzle_search::puzzles::eight_puzzle::{EightPuzzle, OPTIONS};
use puzzle_search::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use std::process::ExitCode;

fn main() -> ExitCode {
    judge::main_with(OPTIONS, |flags| {
        EightPuzzle::from_flags(EIGHT_PUZZLE_FIRST_MOVES, flags)
    })
}
