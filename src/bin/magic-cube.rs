//! Magic Cube: a count and that many cubes on standard input, the fewest quarter turns (at most
//! five, or with --max-depth as many as needed) on standard output.

use puzzle_search::judge;
use puzzle_search::puzzles::magic_cube::{start, PROGRAM};
use std::process::ExitCode;

fn main() -> ExitCode {
    judge::main(&PROGRAM, start)
}
