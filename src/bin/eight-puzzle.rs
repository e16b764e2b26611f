//! Eight, the sliding-tile puzzles of other sizes, and the judge problems of the family: puzzles
//! on standard input, answers on standard output, in the format `--problem` names.

use puzzle_search::judge;
use puzzle_search::puzzles::sliding::problems::{start, PROGRAM};
use std::process::ExitCode;

fn main() -> ExitCode {
    judge::main(&PROGRAM, start)
}
