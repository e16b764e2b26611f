//! Sliding-tile puzzles on boards of any shape: Eight (3×3), the fifteen puzzle (4×4), and every
//! W×H board of at most 25 cells.
//!
//! The model, which `build.rs` and the benchmarks use alone:
//! - [`board`]: the W×H board, its moves, parity, ranking and Manhattan distance;
//! - [`pdb`]: additive pattern databases, generic over the board's shape and the partition of
//!   its tiles, built by the shared breadth-first search;
//! - [`optimal`]: the shared IDA* over those databases;
//! - [`solver`]: the solver of larger boards as the judge problems use it: the databases read
//!   or built once and shared by every core, boards made at an exact depth;
//! - [`eight`]: the 3×3 board's tables, every board's first move toward each goal.
//!
//! The judge adapters:
//! - [`judge`]: reading, printing and checking boards and answers of any size;
//! - [`problems`]: the judge problems of the family, one module each — POJ 1077 itself on 3×3
//!   and on every other size, and the others in their own formats — and the binary's choice
//!   among them.

pub mod board;
pub mod eight;
pub mod judge;
pub mod optimal;
pub mod pdb;
pub mod problems;
pub mod solver;

pub use board::{Board, Shape};
pub use problems::{EightPuzzle, SlidingPuzzle, PROGRAM};
