//! The state spaces the optimal search's tables are filled over by the layered breadth-first
//! search: the layer cosets, and the corners, each as their classes under the symmetries.

use super::lookup::{Coordinates, Coset};
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

#[cfg(test)]
mod tests {
    use super::super::node::AXIS_MOVES;
    use super::super::Size;
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn a_coset_s_neighbours_are_those_of_its_cubes_turned_and_they_have_it_as_theirs() {
        let neighbours = |space: &CosetSpace, i: usize| {
            let mut all = Vec::new();
            space.neighbours(i, |j, cost| {
                assert_eq!(cost, 1);
                all.push(j);
                true
            });
            all
        };
        let mut rng = Rng::new(71);
        for size in [Size::Tiny, Size::Small, Size::Medium, Size::Large] {
            let coordinates = Coordinates::new(size);
            for metric in [Metric::Quarter, Metric::Face] {
                let space = CosetSpace(&coordinates, metric);
                for _ in 0..100 {
                    let cube = Cubies::random(&mut rng);
                    let i = coordinates.index(coordinates.of(&cube));
                    assert!(i < space.size());
                    let near = neighbours(&space, i);
                    for m in 0..metric.moves() {
                        let mut turned = cube;
                        turned.turn(m);
                        let j = coordinates.index(coordinates.of(&turned));
                        assert!(near.contains(&j), "{size:?}, {metric:?}, move {m}");
                        assert!(neighbours(&space, j).contains(&i));
                        // The subgroup holds the top and bottom turns: made after the cube, they
                        // keep its inverse's coset.
                        if AXIS_MOVES[0] >> m & 1 == 1 {
                            let inverse = |cube| coordinates.index(coordinates.of_inverse(cube));
                            assert_eq!(inverse(&cube), inverse(&turned), "{size:?}, move {m}");
                        }
                    }
                }
            }
        }
    }
}
