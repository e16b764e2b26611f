//! Judge-exact solvers for classic search puzzles.
//!
//! Every binary is a few lines: it hands one [`judge::Problem`] from [`puzzles`] to
//! [`judge::main`]. The layers, each using only those below it (`tests/layers.rs` fails on an
//! import that closes a circle, between layers, folders or files):
//!
//! 1. the binaries, `src/bin`;
//! 2. [`judge`]: the judge-I/O layer, every mode (each puzzle's adapter to it sits beside the
//!    puzzle's model);
//! 3. [`puzzles`]: the models and their solvers;
//! 4. [`search`]: the engines; [`tables`]: the cache of tables that take long to build;
//! 5. [`parallel`], [`progress`], [`memory`], [`rng`]: threads, progress lines, memory and
//!    mapped files, random numbers.

pub mod judge;
pub mod memory;
pub mod parallel;
pub mod progress;
pub mod puzzles;
pub mod rng;
pub mod search;
pub mod tables;
