//! Sliding-tile puzzles on boards of any shape: Eight (3×3), the fifteen puzzle (4×4), and every
//! W×H board of at most 25 cells.
//!
//! The model, which `build.rs` and the benchmarks use alone:
//! - [`board`]: the W×H board, its moves, parity, ranking and Manhattan distance;
//! - [`pdb`]: additive pattern databases, generic over the board's shape and the partition of
//!   its tiles, built by the shared breadth-first search;
//! - [`optimal`]: the optimal solver for larger boards, the shared IDA* over those databases.
//!
//! The judge adapters:
//! - [`judge`]: reading, printing and checking boards and answers of any size;
//! - [`eight`]: the 3×3 judge problem, with its table of every board and the search lab;
//! - [`larger`]: the judge problem of every other size;
//! - [`problems`]: the other judge problems of the family, each in its own format, and the
//!   binary's choice among them.

pub mod board;
pub mod eight;
pub mod judge;
pub mod larger;
pub mod optimal;
pub mod pdb;
pub mod problems;

pub use board::{Board, Shape};
pub use eight::{EightPuzzle, PROGRAM};
pub use larger::SlidingPuzzle;
