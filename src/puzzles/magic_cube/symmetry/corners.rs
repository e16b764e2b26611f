//! The classes of corner permutation under the symmetries, with a second coordinate: the top
//! and bottom edges' permutation in G1, or the twist ([`CornerClasses`]).

use super::classes::{seen_through, Classes};
use super::group::{Symmetry, SYMMETRIES};
use crate::puzzles::magic_cube::coord::{twist, with_twist, TWISTS};
use crate::search::rank::rank_arrangement;

/// The number of classes of corner permutation.
pub const CORNER_CLASSES: usize = 2768;

/// The number of permutations of eight pieces: the corners, or the top and bottom edges.
const PERMUTATIONS: usize = 40_320;

/// The classes of corner permutation under the symmetries, and the symmetries' action on a
/// second coordinate of `OTHERS` values: the pair as [`CORNER_CLASSES`] · `OTHERS` indices,
/// the class times the second value seen through the symmetry that takes the corners to the
/// class's representative. Two are made: with the permutation of the top and bottom edges of a
/// cube in G1 ([`CornerClasses::new`]: 40,320² cubes), and with the twist
/// ([`CornerClasses::with_twist`]: 88,179,840 corner states, 6,053,616 indices).
#[derive(Clone, Debug)]
pub struct CornerClasses<const OTHERS: usize> {
    /// The classes of corner permutation, with the second coordinate.
    classes: Classes<OTHERS>,
}

impl CornerClasses<PERMUTATIONS> {
    /// The corners and the top and bottom edges of a cube in G1: a few milliseconds.
    pub fn new() -> Self {
        // Where each symmetry carries each top or bottom edge position.
        let symmetries: Vec<Symmetry> = (0..SYMMETRIES).map(Symmetry::new).collect();
        // The edges seen through the mirror (8), upside down (4) and a quarter turn (1), and
        // through every symmetry as those in turn (see `image`): symmetry s is
        // s % 4 quarter turns after s & 12.
        let edge_maps = [8, 4, 1].map(|s| std::array::from_fn(|p| symmetries[s].edges[2 * p] / 2));
        let mut generators = [(); 3].map(|_| Vec::with_capacity(PERMUTATIONS));
        each_permutation(|_, at| {
            for (table, &map) in generators.iter_mut().zip(&edge_maps) {
                table.push(conjugate(at, map));
            }
        });
        let [mirror, upside_down, quarter] = generators;
        let edges = (0..PERMUTATIONS)
            .map(|v| {
                let mut row = [0u16; SYMMETRIES];
                let mirrored = mirror[v];
                let firsts = [
                    v as u16,
                    upside_down[v],
                    mirrored,
                    upside_down[usize::from(mirrored)],
                ];
                for (base, first) in firsts.into_iter().enumerate() {
                    row[4 * base] = first;
                    for k in 1..4 {
                        row[4 * base + k] = quarter[usize::from(row[4 * base + k - 1])];
                    }
                }
                row
            })
            .collect();
        Self {
            classes: corner_classes(edges),
        }
    }
}

impl CornerClasses<TWISTS> {
    /// The corners, places and twists: a few milliseconds.
    pub fn with_twist() -> Self {
        Self {
            classes: corner_classes(seen_through(TWISTS, &with_twist, twist)),
        }
    }
}

impl<const OTHERS: usize> CornerClasses<OTHERS> {
    /// The class of corner permutation `corners`, and the second value `other` seen through
    /// the symmetry that takes the corners to the class's representative: the index of the
    /// pair, the same for every pair of the class.
    #[inline]
    pub fn index(&self, corners: u16, other: u16) -> usize {
        self.classes.index(usize::from(corners), other)
    }

    /// The corner permutation and the second value at `index`.
    #[inline]
    pub fn pair(&self, index: usize) -> (u16, u16) {
        let (corners, other) = self.classes.pair(index);
        (corners as u16, other)
    }

    /// Every index of the pairs of the class at `index` that share its representative: the
    /// second value seen through each symmetry that keeps the representative.
    pub fn each_alike(&self, index: usize, visit: impl FnMut(usize) -> bool) -> bool {
        self.classes.each_alike(index, visit)
    }
}

/// The classes of corner permutation, with `other` (a second coordinate seen through each
/// symmetry).
fn corner_classes<const OTHERS: usize>(other: Vec<[u16; SYMMETRIES]>) -> Classes<OTHERS> {
    // Where each symmetry carries each corner position.
    let corner_maps: Vec<[u8; 8]> = (0..SYMMETRIES)
        .map(|s| {
            let sym = Symmetry::new(s);
            std::array::from_fn(|p| sym.corners[3 * p] / 3)
        })
        .collect();
    let mut classes = Classes::new(PERMUTATIONS, CORNER_CLASSES, other);
    each_permutation(|v, at| {
        classes.add(v, |s| usize::from(conjugate(at, corner_maps[s])));
    });
    classes
}

impl Default for CornerClasses<PERMUTATIONS> {
    fn default() -> Self {
        Self::new()
    }
}

/// A permutation of eight pieces (`at`: the piece at each position) seen through a symmetry
/// that carries position and piece p to `map[p]`, ranked as [`rank_arrangement`] ranks it.
fn conjugate(at: &[u8; 8], map: [u8; 8]) -> u16 {
    let mut seen = [0u8; 8];
    for (p, &piece) in at.iter().enumerate() {
        seen[usize::from(map[p])] = map[usize::from(piece)];
    }
    rank_arrangement(&seen, 8) as u16
}

/// Calls `visit` with each permutation of eight pieces and its rank, in order of rank (the
/// lexicographic order): each the next permutation of the one before, none unranked.
fn each_permutation(mut visit: impl FnMut(usize, &[u8; 8])) {
    let mut at: [u8; 8] = std::array::from_fn(|p| p as u8);
    for v in 0..PERMUTATIONS {
        visit(v, &at);
        // The next: the last rise, its left swapped with the least larger value to its
        // right, the rest after it reversed.
        let Some(i) = (0..7).rev().find(|&i| at[i] < at[i + 1]) else {
            return;
        };
        let j = (i + 1..8).rev().find(|&j| at[j] > at[i]).expect("a rise");
        at.swap(i, j);
        at[i + 1..].reverse();
    }
}

#[cfg(test)]
mod tests {
    use super::super::classes::agrees_through_each_symmetry;
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn permutations_come_in_order_of_rank() {
        let mut count = 0;
        each_permutation(|v, at| {
            assert_eq!(rank_arrangement(at, 8), v);
            count += 1;
        });
        assert_eq!(count, PERMUTATIONS);
    }

    #[test]
    fn corner_classes_agree_with_the_cubes_of_g1_seen_through_each_symmetry() {
        use crate::puzzles::magic_cube::coord::corner_permutation;
        use crate::puzzles::magic_cube::twophase::{edge_permutation, G1_MOVES};
        let classes = CornerClasses::new();
        assert_eq!(classes.classes.representatives.len(), CORNER_CLASSES);
        assert_eq!(classes.index(0, 0), 0, "the solved cube first");
        let mut rng = Rng::new(19);
        for _ in 0..300 {
            let mut cube = Cubies::SOLVED;
            for _ in 0..30 {
                let (m, times) = G1_MOVES[rng.below(8) as usize];
                (0..times).for_each(|_| cube.turn(m));
            }
            let of = |cube: &Cubies| (corner_permutation(cube), edge_permutation(cube));
            agrees_through_each_symmetry(
                &cube,
                of,
                |&(corners, edges)| classes.index(corners, edges),
                |i| classes.pair(i),
                |i, visit| classes.each_alike(i, visit),
            );
            let edges = edge_permutation(&cube);
            for s in 0..SYMMETRIES {
                let seen = edge_permutation(&Symmetry::new(s).conjugate(&cube));
                let other = classes.classes.other[usize::from(edges)][s];
                assert_eq!(other, seen, "symmetry {s}");
            }
        }
    }

    #[test]
    fn twisted_corner_classes_agree_with_the_cubes_seen_through_each_symmetry() {
        use crate::puzzles::magic_cube::coord::{corner_permutation, twist};
        let classes = CornerClasses::with_twist();
        let of = |cube: &Cubies| (corner_permutation(cube), twist(cube));
        let mut rng = Rng::new(21);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let (corners, t) = of(&cube);
            assert!(classes.index(corners, t) < CORNER_CLASSES * TWISTS);
            agrees_through_each_symmetry(
                &cube,
                of,
                |&(corners, t)| classes.index(corners, t),
                |i| classes.pair(i),
                |i, visit| classes.each_alike(i, visit),
            );
        }
    }
}
