//! Eight, and with `--size 4` the fifteen puzzle: puzzles on standard input until its end,
//! canonical solutions on standard output.

use puzzle_search::judge::{self, Flags};
use puzzle_search::puzzles::eight_puzzle::{EightPuzzle, OPTIONS};
use puzzle_search::puzzles::fifteen_puzzle::FifteenPuzzle;
use puzzle_search::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut flags = Flags::from_env();
    match flags.value("--size").as_ref().map(Option::as_deref) {
        Ok(None | Some("3")) => judge::main_with(flags, OPTIONS, |flags| {
            EightPuzzle::from_flags(EIGHT_PUZZLE_FIRST_MOVES, flags)
        }),
        Ok(Some("4")) => judge::main_with(flags, OPTIONS, FifteenPuzzle::from_flags),
        Ok(Some(size)) => {
            judge::usage_error::<EightPuzzle>(OPTIONS, &format!("no --size {size}: 3 or 4"))
        }
        Err(message) => judge::usage_error::<EightPuzzle>(OPTIONS, message),
    }
}
