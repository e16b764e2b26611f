//! The Rotation Game (POJ 2286, UVA 1343, HDU 1667): the board, its moves and the solver in
//! [`model`], reading, printing, checking and sampling in [`judge`].
//!
//! # The problem
//!
//!
//! - **Input:** cases of 24 integers (cells 0–23 of the '#' board, symbols 1–3, eight of each),
//!   separated by any whitespace, until a lone `0` or the end of the input.
//! - **Output:** per case, the moves (letters `A`–`H`, or `No moves needed`) and then the symbol in
//!   the centre. The moves are a shortest solution, and the smallest in dictionary order among the
//!   shortest.
//! - **How:** the cells holding one symbol form one of C(24, 8) = 735,471 patterns, and the three
//!   patterns move independently, so a board's distance is the smallest of its patterns'. `build.rs`
//!   fills the distance table of all patterns by breadth-first search with the crate's own code and
//!   the binary embeds it, four bits a pattern (368 KB). A pattern is rotated and ranked by per-byte
//!   tables made at compile time, three lookups each. With exact distances no search is needed: the
//!   solver takes the first move in letter order that brings a pattern one closer, following only
//!   the patterns at the board's distance (one further away can never catch up). The shared IDA*
//!   with the same estimate gives the same answers, and a test compares the two byte for byte.

pub mod judge;
pub mod model;
mod statement;

pub use judge::{RotationGame, PROGRAM};
pub use model::{Board, Pattern, Solution, Solver};
