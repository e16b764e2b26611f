//! The puzzles. Each keeps its model (state, moves, geometry drawn in a doc comment, search
//! traits) apart from its judge adapter (reading, printing, checking, sampling).

pub mod four_in_a_row;
pub mod magic_cube;
pub mod rotation_game;
pub mod sliding;

/// The rotation game's table of every pattern's distance, made at build time by `build.rs` with
/// [`rotation_game::model::distance_table`].
pub static ROTATION_GAME_TABLE: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/rotation-game.dist"));

/// The eight puzzle's first moves toward each of its nine goals, by the cell of the blank's home,
/// one table after the other: made at build time by `build.rs` from
/// [`sliding::board::eight_routes`].
pub static EIGHT_PUZZLE_FIRST_MOVES: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/eight-puzzle.moves"));

/// The blank's walks that the sliding search skips, [`sliding::board::walks::replaced`] of at
/// most [`sliding::board::walks::SKIPPED`] moves, made at build time by `build.rs` with
/// [`sliding::board::walks::encode`].
pub static SLIDING_SKIPPED_WALKS: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/sliding.walks"));
