//! Magic Cube (ZOJ 2477): the cube, its turns and the solver in [`model`], reading, printing,
//! checking and sampling in [`judge`].

pub mod judge;
pub mod model;

pub use judge::{MagicCube, PROGRAM};
pub use model::{Cube, Solver};
