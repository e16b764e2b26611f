//! Generates the distance tables that are too slow to build at start-up, with the crate's own
//! code: the modules below are the library's, compiled once more into this script.

// Most of the library is unused here.
#![allow(dead_code, unused_imports)]

#[path = "src/puzzles/eight_puzzle.rs"]
mod eight_puzzle;
#[path = "src/judge/mod.rs"]
mod judge;
#[path = "src/rng.rs"]
mod rng;
#[path = "src/puzzles/rotation_game/model.rs"]
mod rotation_game;
#[path = "src/search/mod.rs"]
mod search;

use std::{env, fs, path::Path};

fn main() {
    for source in ["build.rs", "src/judge", "src/search", "src/puzzles"] {
        println!("cargo:rerun-if-changed={source}");
    }
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let write = |name, table| fs::write(Path::new(&out).join(name), table).expect("cannot write");
    write("rotation-game.dist", rotation_game::distance_table());
    write("eight-puzzle.moves", eight_puzzle::routes().first_move);
}
