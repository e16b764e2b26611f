//! The Rotation Game (POJ 2286, UVA 1343, HDU 1667): the board, its moves and the solver in
//! [`model`], reading, printing, checking and sampling in [`judge`].

pub mod judge;
pub mod model;

pub use judge::{RotationGame, PROGRAM};
pub use model::{Board, Pattern, Solution, Solver};
