//! The state spaces the optimal search's tables are filled over by the layered breadth-first
//! search: the layer cosets, and the corners, each as their classes under the symmetries.

use super::coords::{Coordinates, Coset};
use crate::puzzles::magic_cube::coord::TWISTS;
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::CORNER_CLASSES;
use crate::search::layers::Indexed;

/// The corner states' entries: classes of corner permutation times twists.
pub const CORNER_STATES: usize = CORNER_CLASSES * TWISTS;

/// The layer cosets, as their classes, under the moves of a metric. Where symmetries keep a
/// class's representative, one coset has several indices; each is a neighbour wherever one
/// is, so that the neighbours of the neighbours of an index include it.
pub struct CosetSpace<'c>(pub &'c Coordinates, pub Metric);

impl Indexed for CosetSpace<'_> {
    fn size(&self) -> usize {
        self.0.classes.entries()
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (layers, twist, edges) = self.0.classes.coset(index);
        let coset = Coset {
            layers,
            twist,
            edges,
        };
        for m in 0..self.1.moves() {
            let at = self.0.index(self.0.turned(coset, m));
            if !self.0.classes.each_alike(at, |alike| visit(alike, 1)) {
                return;
            }
        }
    }
}

/// The corner states, a corner permutation and a twist, as their classes, under the moves of
/// a metric; indices alike by symmetry are neighbours together, as in [`CosetSpace`].
pub struct CornerSpace<'c>(pub &'c Coordinates, pub Metric);

impl Indexed for CornerSpace<'_> {
    fn size(&self) -> usize {
        CORNER_STATES
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (corners, twist) = self.0.corner_classes.pair(index);
        for m in 0..self.1.moves() {
            let (corners, twist) = self.0.corners_turned(corners, twist, m);
            let at = self.0.corner_index(corners, twist);
            if !self
                .0
                .corner_classes
                .each_alike(at, |alike| visit(alike, 1))
            {
                return;
            }
        }
    }
}
