//! Eight, and with `--size 4` the fifteen puzzle: puzzles on standard input until its end,
//! canonical solutions on standard output.

use puzzle_search::judge::Args;
use puzzle_search::puzzles::eight_puzzle::{EightPuzzle, PROGRAM};
use puzzle_search::puzzles::fifteen_puzzle::FifteenPuzzle;
use puzzle_search::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match Args::from_env(&PROGRAM) {
        Ok(args) => args,
        Err(status) => return status,
    };
    match args.value("--size") {
        None | Some("3") => {
            let problem = EightPuzzle::from_args(EIGHT_PUZZLE_FIRST_MOVES, &args);
            args.run(problem)
        }
        Some("4") => {
            let problem = FifteenPuzzle::from_args(&args);
            args.run(problem)
        }
        Some(size) => args.usage_error(&format!("no --size {size}: 3 or 4")),
    }
}
