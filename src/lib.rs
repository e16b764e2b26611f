//! Judge-exact solvers for classic search puzzles.
//!
//! Every binary is a few lines: it hands one [`judge::Problem`] from [`puzzles`] to
//! [`judge::main`]. The solvers share the engines in [`search`], and keep tables that take long
//! to build in one cache, [`tables`].

pub mod judge;
pub mod parallel;
pub mod puzzles;
pub mod rng;
pub mod search;
pub mod tables;
