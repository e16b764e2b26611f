//! 四子连棋, four in a row (CodeVS 1004, Luogu P2346): the board, its moves and the solver in
//! [`model`], reading, printing, checking and sampling in [`judge`].

pub mod judge;
pub mod model;

pub use judge::{FourInARow, PROGRAM};
pub use model::{usual_boards, Position, Solver};
