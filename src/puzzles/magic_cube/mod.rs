//! Magic Cube (ZOJ 2477): the cube of stickers, its turns and the judge's solver of at most five
//! turns in [`model`]; the cube as pieces in [`cubie`], with its coordinates ([`coord`]) and
//! symmetries ([`symmetry`]); optimal solutions of any length with pattern databases in
//! [`optimal`]; short solutions in milliseconds by the two-phase algorithm in [`twophase`];
//! moves in cubers' notation in [`notation`], and the cube drawn as its net in [`picture`]. The
//! judge adapter: which solver answers a cube, and the tables they share, in [`solvers`];
//! reading, printing, checking and sampling in [`judge`]; the binary's flags in [`program`].

pub mod coord;
pub mod cubie;
pub mod judge;
pub mod layers;
pub mod metric;
pub mod model;
pub mod notation;
pub mod optimal;
pub mod picture;
pub mod program;
pub mod solvers;
pub mod symmetry;
pub mod twophase;

pub use cubie::Cubies;
pub use judge::MagicCube;
pub use metric::Metric;
pub use model::{Cube, Solver};
pub use program::PROGRAM;
