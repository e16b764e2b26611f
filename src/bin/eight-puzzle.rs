//! Eight, and with `--size` sliding-tile puzzles of other sizes: puzzles on standard input until
//! its end, canonical solutions on standard output.

use puzzle_search::judge::Args;
use puzzle_search::puzzles::sliding::{EightPuzzle, Shape, SlidingPuzzle, PROGRAM};
use puzzle_search::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match Args::from_env(&PROGRAM) {
        Ok(args) => args,
        Err(status) => return status,
    };
    match args.value("--size").map_or(Ok(Shape::EIGHT), Shape::parse) {
        Ok(Shape::EIGHT) => {
            let problem = EightPuzzle::from_args(EIGHT_PUZZLE_FIRST_MOVES, &args);
            args.run(problem)
        }
        Ok(shape) => {
            let problem = SlidingPuzzle::from_args(shape, &args);
            args.run(problem)
        }
        Err(message) => args.usage_error(&message),
    }
}
