//! Optimal solutions of every real cube in quarter turns: the shared IDA* ([`Ida`]) with the
//! largest of four estimates from two tables, each filled by the shared layered breadth-first
//! search ([`layers`]), half a byte a state:
//!
//! - the cosets of ⟨U, D, F2, R2, B2, L2⟩ ([`Phase1`]): twist, flip and slice,
//!   2,217,093,120 states, 1.1 GB, each the fewest quarter turns that bring a cube of the coset
//!   into the subgroup, at most 13. No cube is closer to solved than to the subgroup, and the
//!   same holds with either other axis upright ([`AXES`]): three lookups, as in Michael Reid's
//!   optimal solver (1997);
//! - the corners: every corner's place and twist, 8!·3^7 = 88,179,840 states, 44 MB, at most 14
//!   (Korf 1997).
//!
//! A node is the cube as pieces ([`Cubies`]), which says when it is solved, and the coordinates
//! of the estimates, one lookup each a move ([`MoveTables`]). Moves are tried in the judge's
//! order and the same moves are skipped as in the judge's solver ([`Cube`]'s
//! [`Heuristic::redundant`]), so the first solution found is the first in move order among the
//! shortest.

use super::coord::{
    corner_permutation, MoveTables, Phase1, AXES, CORNER_PERMUTATIONS, COSETS, TWISTS,
};
use super::cubie::Cubies;
use super::model::Cube;
use crate::search::ida::{Ida, Progress};
use crate::search::layers::{self, Indexed, Layer};
use crate::search::nibbles::Nibbles;
use crate::search::{Heuristic, Puzzle, Stats};
use crate::tables::Shelf;

/// The corner states: corner permutations times twists.
pub const CORNER_STATES: usize = CORNER_PERMUTATIONS * TWISTS;

/// The most moves in each table, as the search that fills it finds: the cosets, the corners.
pub const DEEPEST: [u8; 2] = [13, 14];

/// The cosets of ⟨U, D, F2, R2, B2, L2⟩, for the layered search.
struct CosetSpace<'m>(&'m MoveTables);

impl Indexed for CosetSpace<'_> {
    fn size(&self) -> usize {
        COSETS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let coset = Phase1::from_index(index);
        for m in 0..12 {
            if !visit(coset.turned(self.0, m).index(), 1) {
                return;
            }
        }
    }
}

/// The corner states, a corner permutation and a twist, for the layered search.
struct CornerSpace<'m>(&'m MoveTables);

impl Indexed for CornerSpace<'_> {
    fn size(&self) -> usize {
        CORNER_STATES
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (corners, twist) = (index / TWISTS, index % TWISTS);
        for m in 0..12 {
            let corners = self.0.corner_permutation[corners][m];
            let twist = self.0.twist[twist][m];
            if !visit(usize::from(corners) * TWISTS + usize::from(twist), 1) {
                return;
            }
        }
    }
}

/// The two tables and the move tables of their coordinates.
#[derive(Debug)]
pub struct Tables {
    moves: MoveTables,
    cosets: Vec<u8>,
    corners: Vec<u8>,
}

impl Tables {
    /// The lengths in bytes of the two tables.
    pub fn sizes() -> Vec<usize> {
        vec![COSETS.div_ceil(2), CORNER_STATES.div_ceil(2)]
    }

    /// How the table cache keeps them.
    pub fn shelf() -> Shelf {
        Shelf {
            name: "cube-quarter-turns.pdb".into(),
            header: "puzzle-search cube pattern databases, version 1, quarter turns, cosets of \
                     <U,D,F2,R2,B2,L2> (slice, flip, twist) and corners (permutation, twist)\n"
                .into(),
            sizes: Self::sizes(),
        }
    }

    /// Fills the tables by the layered search on `threads` threads; `watch` is told of each
    /// layer of each (0 the cosets, 1 the corners).
    pub fn build(threads: usize, mut watch: impl FnMut(usize, Layer)) -> Vec<Vec<u8>> {
        let moves = MoveTables::new();
        let solved = Cubies::SOLVED;
        let cosets = layers::distances(
            &CosetSpace(&moves),
            &[Phase1::of(&solved).index()],
            threads,
            |layer| watch(0, layer),
        );
        let corners = layers::distances(
            &CornerSpace(&moves),
            &[corner_index(&solved)],
            threads,
            |layer| watch(1, layer),
        );
        vec![cosets, corners]
    }

    /// The tables from their bytes, as [`Tables::build`] gives them.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn new(mut tables: Vec<Vec<u8>>) -> Self {
        let sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
        assert_eq!(sizes, Self::sizes(), "the cube's tables");
        let corners = tables.pop().expect("two tables");
        let cosets = tables.pop().expect("two tables");
        Self {
            moves: MoveTables::new(),
            cosets,
            corners,
        }
    }

    /// Whether `tables` could be the tables, as far as a look at each entry once can tell: the
    /// solved state has value 0 and no other has; every state is reached; no value passes the
    /// deepest ([`DEEPEST`]); and the values run from 0 up without a gap, as the layers of a
    /// breadth-first search do.
    pub fn plausible(tables: &[Vec<u8>]) -> bool {
        let goals = [
            Phase1::of(&Cubies::SOLVED).index(),
            corner_index(&Cubies::SOLVED),
        ];
        tables.len() == 2
            && (0..2).all(|t| {
                let table = Nibbles::new(&tables[t]);
                let counts = table.histogram();
                let deepest = usize::from(DEEPEST[t]);
                table.get(goals[t]) == 0
                    && counts[0] == 1
                    && counts[deepest + 1..].iter().all(|&c| c == 0)
                    && counts[..=deepest].iter().all(|&c| c > 0)
            })
    }

    /// The estimate of `cube`: the largest of its four.
    pub fn estimate(&self, cube: &Cubies) -> u32 {
        Node::new(self, cube).estimate()
    }
}

/// The index of the corners of `cube` in the corner table.
fn corner_index(cube: &Cubies) -> usize {
    usize::from(corner_permutation(cube)) * TWISTS + usize::from(Phase1::of(cube).twist)
}

/// A cube under search: its pieces, and the coordinates of its estimates.
#[derive(Clone, Copy, Debug)]
struct Node<'t> {
    cube: Cubies,
    /// The coset with each axis upright.
    cosets: [Phase1; 3],
    corners: u16,
    tables: &'t Tables,
}

impl<'t> Node<'t> {
    fn new(tables: &'t Tables, cube: &Cubies) -> Self {
        Self {
            cube: *cube,
            cosets: AXES.map(|axis| Phase1::of(&axis.turn(cube))),
            corners: corner_permutation(cube),
            tables,
        }
    }
}

impl Puzzle for Node<'_> {
    /// Each face counter-clockwise, then clockwise, as the judge numbers them.
    const MOVES: u8 = 12;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let moves = &self.tables.moves;
        self.cube.turn(m);
        for (coset, axis) in self.cosets.iter_mut().zip(&AXES) {
            *coset = coset.turned(moves, axis.moves[usize::from(m)]);
        }
        self.corners = moves.corner_permutation[usize::from(self.corners)][usize::from(m)];
        true
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.apply(m ^ 1);
    }

    fn is_goal(&self) -> bool {
        self.cube.is_solved()
    }
}

impl Heuristic for Node<'_> {
    #[inline]
    fn estimate(&self) -> u32 {
        let cosets = Nibbles::new(&self.tables.cosets);
        let corners = Nibbles::new(&self.tables.corners);
        let [a, b, c] = self.cosets.map(|coset| cosets.get(coset.index()));
        let twist = usize::from(self.cosets[0].twist);
        let d = corners.get(usize::from(self.corners) * TWISTS + twist);
        u32::from(a.max(b).max(c).max(d))
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Cube::redundant(path, next)
    }
}

/// The first in move order of the shortest solutions of `cube` of at most `max_len` moves,
/// searched with `ida`, telling `watch` of the search's progress (it stops the search by
/// returning `false`); no path if there is none that short or the search was stopped; and the
/// nodes it took.
pub fn solve(
    tables: &Tables,
    ida: &mut Ida,
    cube: &Cubies,
    max_len: u32,
    watch: impl FnMut(Progress) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    let mut node = Node::new(tables, cube);
    let found = ida.solve_watched(&mut node, max_len, watch);
    (found.path.map(<[u8]>::to_vec), found.stats)
}
