//! Four in a row (四子连棋): boards on standard input until its end, fewest moves on standard
//! output.

use puzzle_search::judge;
use puzzle_search::puzzles::four_in_a_row::{FourInARow, PROGRAM};
use std::process::ExitCode;

fn main() -> ExitCode {
    judge::main(&PROGRAM, |args| args.run(Ok(FourInARow::new())))
}
