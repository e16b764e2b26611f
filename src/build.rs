//! Generates the distance tables that are too slow to build at start-up, with the crate's own
//! code: the search engines, the threads they share work over and the puzzles' models,
//! compiled once more into this script, the judge layer left out.

#[path = "search/mod.rs"]
pub mod search;

#[path = "parallel.rs"]
pub mod parallel;

// The room a thread needs, which `parallel` asks of.
#[path = "memory.rs"]
pub mod memory;

// The CPU time of threads, which `parallel` counts.
#[path = "cpu.rs"]
pub mod cpu;

// Paths inside these modules are relative to src/puzzles/rotation_game and src/puzzles/sliding.
pub mod puzzles {
    pub mod rotation_game {
        #[path = "model.rs"]
        pub mod model;
    }
    pub mod sliding {
        #[path = "board/mod.rs"]
        pub mod board;
    }
}

use std::{env, fs, path::Path};

fn main() {
    for source in [
        "src/build.rs",
        "src/memory.rs",
        "src/parallel.rs",
        "src/search",
        "src/puzzles",
    ] {
        println!("cargo:rerun-if-changed={source}");
    }
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let write = |name, table| fs::write(Path::new(&out).join(name), table).expect("cannot write");
    write(
        "rotation-game.dist",
        puzzles::rotation_game::model::distance_table(),
    );
    // One table for each cell of the blank's home, one after the other.
    let moves: Vec<u8> = (0..9)
        .flat_map(|home| puzzles::sliding::board::eight_routes(home).first_move)
        .collect();
    write("eight-puzzle.moves", moves);
    use puzzles::sliding::board::walks;
    write(
        "sliding.walks",
        walks::encode(&walks::replaced(walks::SKIPPED)),
    );
}
