//! Eight: puzzles on standard input until its end, canonical solutions on standard output.

use puzzle_search::judge;
use puzzle_search::puzzles::{eight_puzzle::EightPuzzle, EIGHT_PUZZLE_FIRST_MOVES};
use std::process::ExitCode;

fn main() -> ExitCode {
    judge::main(EightPuzzle::new(EIGHT_PUZZLE_FIRST_MOVES))
}
