//! A node of the optimal search: the cube seen with each axis upright, its six layer cosets
//! (the cube's three and its inverse's three) and their table entries, and how a node makes
//! its children at either end of the solution.
//!
//! A move at the front of the remaining solution turns the cube after it (p · m); one at the
//! back turns it before (m · p). The cosets of the side a move turns change as move tables say
//! and stay within one of their parent's distance; on the other side, the coset of the move's
//! own axis does not change (the subgroup holds that axis's turns), and the other two are read
//! off the cube afresh.

use super::lookup::{corner_permutation, Coset};
use super::table::Packed;
use super::Tables;
use crate::puzzles::magic_cube::coord::AXES;
use crate::puzzles::magic_cube::cubie::{Cubies, CORNER_MOVES, EDGE_MOVES, FACE_TURNS};
use crate::puzzles::magic_cube::metric::inverse;
use crate::search::nibbles::Nibbles;

/// The axis of each move: 0 top–bottom, 1 left–right, 2 front–back.
pub const AXIS_OF: [usize; FACE_TURNS] = [1, 1, 2, 2, 1, 1, 2, 2, 0, 0, 0, 0, 1, 2, 1, 2, 0, 0];

/// The moves of each axis, as bits, the half turns too.
pub const AXIS_MOVES: [u32; 3] = [0x30f00, 0x05033, 0x0a0cc];

/// `p` with move `m` made first: the cube `m` then `p`.
#[inline]
pub(super) fn before(p: &Cubies, m: u8) -> Cubies {
    let (cm, em) = (&CORNER_MOVES[usize::from(m)], &EDGE_MOVES[usize::from(m)]);
    // Positions are below 8 and 12: masked, they need no bounds checks.
    let corners = std::array::from_fn(|i| {
        let v = cm[3 * i];
        let at = p.corners[usize::from((v / 3) & 7)];
        3 * (at / 3) + (at % 3 + v % 3) % 3
    });
    let edges = std::array::from_fn(|i| {
        let v = em[2 * i];
        let at = p.edges[usize::from(v / 2) % 12];
        2 * (at / 2) + (at % 2 + v % 2) % 2
    });
    Cubies { corners, edges }
}

/// A cube under search.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    /// The cube with each axis upright ([`AXES`]).
    pub views: [Cubies; 3],
    /// The cosets of the views (0 to 2) and of their inverses (3 to 5).
    pub cosets: [Coset; 6],
    /// Their distances: exact where `exact` has the bit, else upper bounds.
    pub values: [u32; 6],
    pub exact: u8,
}

/// What making the children of a node needs to know of the tables.
pub struct Reader<'t> {
    pub tables: &'t Tables,
    pub cosets: Packed<'t>,
    pub corners: Nibbles<'t>,
}

impl<'t> Reader<'t> {
    pub fn new(tables: &'t Tables) -> Self {
        Self {
            tables,
            cosets: tables.packed(),
            corners: Nibbles::new(&tables.corners),
        }
    }
}

impl Node {
    /// The node of `cube`, every entry read.
    pub fn root(tables: &Tables, cube: &Cubies) -> Self {
        let coordinates = &tables.coordinates;
        let views: [Cubies; 3] = std::array::from_fn(|a| AXES[a].turn(cube));
        let cosets: [Coset; 6] = std::array::from_fn(|j| match j {
            0..3 => coordinates.of(&views[j]),
            _ => coordinates.of_inverse(&views[j - 3]),
        });
        let table = tables.packed();
        Self {
            views,
            cosets,
            values: cosets.map(|c| table.get(coordinates.index(c))),
            exact: 0x3f,
        }
    }

    /// The largest of the estimates, in quarter turns of the parity of every solution
    /// (`parity`): the six entries, each three one more where they are alike (no solution that
    /// long ends, or starts, with any move), and the corners'.
    pub fn estimate(&self, reader: &Reader, parity: u32) -> u32 {
        let coordinates = &reader.tables.coordinates;
        let corners = corner_permutation(&self.views[0]);
        let corner_index = coordinates.corner_index(corners, self.cosets[0].twist);
        let mut best = u32::from(reader.corners.get(corner_index));
        for side in [&self.values[..3], &self.values[3..]] {
            let most = side.iter().copied().max().unwrap_or(0);
            let alike = most > 0 && side.iter().all(|&v| v == most);
            best = best.max(most + u32::from(alike));
        }
        reader.tables.metric.with_parity(best, parity)
    }

    /// The child after `m` at the front (`front`) or the back of the remaining solution, with
    /// the entry of the coset it keeps from this node; the others are to be read.
    #[inline]
    pub fn child(&self, reader: &Reader, m: u8, front: bool) -> Self {
        let coordinates = &reader.tables.coordinates;
        let k = usize::from(m);
        let axis = AXIS_OF[k];
        if front {
            let views: [Cubies; 3] = std::array::from_fn(|a| {
                let mut view = self.views[a];
                view.turn(AXES[a].moves[k]);
                view
            });
            Self {
                views,
                cosets: std::array::from_fn(|j| match j {
                    0..3 => coordinates.turned(self.cosets[j], AXES[j].moves[k]),
                    _ if j == 3 + axis => self.cosets[j],
                    _ => coordinates.of_inverse(&views[j - 3]),
                }),
                ..*self
            }
        } else {
            let views: [Cubies; 3] =
                std::array::from_fn(|a| before(&self.views[a], AXES[a].moves[k]));
            Self {
                views,
                cosets: std::array::from_fn(|j| match j {
                    _ if j == axis => self.cosets[j],
                    0..3 => coordinates.of(&views[j]),
                    // The inverse turned after: by the move's inverse.
                    _ => coordinates.turned(self.cosets[j], inverse(AXES[j - 3].moves[k])),
                }),
                ..*self
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::metric::face;
    use crate::puzzles::magic_cube::metric::OPPOSITE;

    #[test]
    fn every_move_has_the_axis_of_its_face_and_is_among_that_axis_s_moves() {
        for m in 0..FACE_TURNS as u8 {
            let axis = AXIS_OF[usize::from(m)];
            let f = face(m);
            assert_eq!(axis, AXIS_OF[usize::from(2 * f)], "move {m}");
            assert_eq!(axis, AXIS_OF[usize::from(2 * OPPOSITE[usize::from(f)])]);
            for (a, &moves) in AXIS_MOVES.iter().enumerate() {
                assert_eq!(moves >> m & 1 == 1, a == axis, "move {m}, axis {a}");
            }
        }
        // The top and bottom faces make the axis the subgroup holds.
        assert_eq!(AXIS_OF[8], 0);
    }
}
