//! The Rotation Game: boards on standard input until `0`, solutions on standard output.

use puzzle_search::judge;
use puzzle_search::puzzles::rotation_game::{RotationGame, PROGRAM};
use puzzle_search::puzzles::ROTATION_GAME_TABLE;
use std::process::ExitCode;

fn main() -> ExitCode {
    judge::main(&PROGRAM, |args| {
        args.run(Ok(RotationGame::new(ROTATION_GAME_TABLE)))
    })
}
