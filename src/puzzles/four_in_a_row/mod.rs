//! 四子连棋, four in a row (CodeVS 1004, Luogu P2346): the board, its moves and the solver in
//! [`model`], reading, printing, checking and sampling in [`judge`].
//!
//! # The problem
//!
//!
//! - **Input:** boards until the end of the input, each the next 16 cells from `B` (black), `W`
//!   (white) and `O` (empty), row by row; whitespace carries no meaning.
//! - **Output:** per board, the fewest moves to four stones of one colour in a row, column or long
//!   diagonal, the colours alternating and either moving first; `0` if the board already has one,
//!   `-1` if none can be reached. Boards with other stone counts than 7/7/2 follow the same rules.
//! - **How:** a breadth-first search from the board with either colour to move, over states of two
//!   16-bit masks and the colour to move. Its table holds one bit per board with the same stone
//!   counts (411,840 boards and two colours for 7/7/2) and is cleared state by state after each
//!   board.
//! - **Facts**, from the exhaustive test that checks all 411,840 boards against a backward BFS: every
//!   board can reach four in a line; the hardest need 7 moves, and there are exactly 128 of them.
//!   Moves needed, with the number of boards: 0: 141,536; 1: 104,256; 2: 58,096; 3: 74,512;
//!   4: 23,184; 5: 9,248; 6: 880; 7: 128.

pub mod judge;
pub mod model;
mod statement;

pub use judge::{FourInARow, PROGRAM};
pub use model::{usual_boards, Position, Solver};
