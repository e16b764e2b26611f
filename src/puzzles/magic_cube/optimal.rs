//! Optimal solutions of every real cube in quarter turns: the shared IDA* on every core
//! ([`split`]) with the largest of four estimates from two tables, each filled by the shared
//! layered breadth-first search ([`layers`]):
//!
//! - the cosets of the subgroup that keeps every corner's twist, every edge's flip and each of
//!   the four middle-layer edges at home: twist, flip and sorted slice (2,187 · 2,048 · 11,880,
//!   53 billion), one entry for each class the 16 symmetries of the top–bottom axis make of
//!   them ([`SortedCosetClasses`]: 3,529,900,032 entries), the fewest quarter turns that bring
//!   a cube of the coset home, at most 14, kept mod 3 in two bits (882 MB), as in Kociemba's
//!   optimal solver; a node carries the exact distances, each stepped from its parent's
//!   ([`Mod3`]). No cube is closer to solved than its coset is to home, and the same holds with
//!   either other axis upright ([`AXES`]): three lookups, after Michael Reid's optimal solver
//!   (1997), which read the coarser cosets of ⟨U, D, F2, R2, B2, L2⟩ so;
//! - the corners, every corner's place and twist (8!·3^7 = 88,179,840 states, at most 14; Korf
//!   1997), one entry for each class the symmetries make ([`CornerClasses::with_twist`]: 6,053,616
//!   entries, half a byte each, 3 MB, which the caches hold).
//!
//! Moves are tried in the judge's order and the same moves are skipped as in the judge's
//! solver ([`Cube`]'s [`Heuristic::redundant`]), so the first solution found is the first in
//! move order among the shortest. The children of a node are weighed together
//! ([`Heuristic::over_budget`]): the corners first, then the cosets of those the corners leave
//! within the budget, their entries read at once so that the waits on memory overlap, from a
//! table in huge pages ([`in_huge_pages`]). Every solution has the parity of the corners'
//! permutation, which each quarter turn changes: an estimate of the other parity is one more,
//! and the bound goes up two at a time ([`Heuristic::STEP`]). A node holds coordinates, not the
//! pieces: it is solved when every estimate is 0, since the three axes' middle layers between
//! them hold every edge.
//!
//! # Performance
//!
//! What made a uniformly random cube take a minute at the median on two cores instead of hours,
//! each measured on the first cube of `cargo bench --bench cube_optimal -- random 10 12`:
//! - the cosets with the middle-layer edges in order, 24 times as many as those of
//!   ⟨U, D, F2, R2, B2, L2⟩, kept as classes under the 16 symmetries in two bits an entry (882 MB
//!   against 1.1 GB for the smaller cosets a byte each): ten times fewer nodes at optimum 14
//!   (15,530 → 164 generated, median) and through bound 19 (173 million → 1.5 million);
//! - a node's children weighed together, the corners first (their 3 MB of classes stay in the
//!   caches), then the cosets of those left, their entries read at once: the bound-19 iteration
//!   35 s → 17 s on one core;
//! - the table in huge pages ([`in_huge_pages`]): 12–25% quicker, measured interleaved;
//! - the parity rule ([`Heuristic::STEP`]): the first cube reached bound 21 after 148 million
//!   nodes (182 s), an iteration that would have taken ten times as long for nothing, and now
//!   reaches bound 22 after 136 million (110 s);
//! - each iteration shared between the cores ([`crate::search::split`]).
//!
//! The two positions deepest in quarter turns stay out of reach: for the superflip (24) the
//! bound-20 iteration takes about 240 s and bound 22 does not end in eight minutes; each bound
//! multiplies the nodes by about 60 on these positions.

use super::coord::{
    corner_permutation, flip, sorted_slice, sorted_slice_moves, twist, MoveTables, AXES, TWISTS,
};
use super::cubie::Cubies;
use super::model::Cube;
use super::symmetry::{CornerClasses, SortedCosetClasses, CORNER_CLASSES, SORTED_COSETS};
use crate::search::ida::Progress;
use crate::search::layers::{self, Indexed, Layer};
use crate::search::mod3::{self, Mod3};
use crate::search::nibbles::Nibbles;
use crate::search::split;
use crate::search::{Heuristic, Puzzle, Stats};
use crate::tables::{in_huge_pages, Shelf};

/// The corner states' entries: classes of corner permutation times twists.
pub const CORNER_STATES: usize = CORNER_CLASSES * TWISTS;

/// The most moves in the corner table, as the search that fills it finds.
pub const DEEPEST_CORNERS: u8 = 14;

/// Twist, flip and sorted slice: a cube's coset, seen with one axis upright.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Coset {
    twist: u16,
    flip: u16,
    sorted: u16,
}

impl Coset {
    fn of(cube: &Cubies) -> Self {
        Self {
            twist: twist(cube),
            flip: flip(cube),
            sorted: sorted_slice(cube),
        }
    }
}

/// The move tables of the coordinates, and the classes of the cosets.
#[derive(Debug)]
struct Coordinates {
    moves: MoveTables,
    sorted: Vec<[u16; 12]>,
    classes: SortedCosetClasses,
    corner_classes: CornerClasses<TWISTS>,
}

impl Coordinates {
    fn new() -> Self {
        Self {
            moves: MoveTables::new(),
            sorted: sorted_slice_moves(),
            classes: SortedCosetClasses::new(),
            corner_classes: CornerClasses::with_twist(),
        }
    }

    /// `coset` after move `m`.
    #[inline]
    fn turned(&self, coset: Coset, m: u8) -> Coset {
        let m = usize::from(m);
        Coset {
            twist: self.moves.twist[usize::from(coset.twist)][m],
            flip: self.moves.flip[usize::from(coset.flip)][m],
            sorted: self.sorted[usize::from(coset.sorted)][m],
        }
    }

    /// The index of `coset`'s entry.
    #[inline]
    fn index(&self, coset: Coset) -> usize {
        self.classes.index(coset.twist, coset.flip, coset.sorted)
    }

    /// The index of the entry of corner permutation `corners` and twist `twist`.
    #[inline]
    fn corner_index(&self, corners: u16, twist: u16) -> usize {
        self.corner_classes.index(corners, twist)
    }
}

/// The cosets, as their classes, under the twelve quarter turns. Where symmetries keep a
/// class's representative, one coset has several indices; each is a neighbour wherever one
/// is, so that the neighbours of the neighbours of an index include it.
struct CosetSpace<'c>(&'c Coordinates);

impl Indexed for CosetSpace<'_> {
    fn size(&self) -> usize {
        SORTED_COSETS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (twist, flip, sorted) = self.0.classes.coset(index);
        let coset = Coset {
            twist,
            flip,
            sorted,
        };
        for m in 0..12 {
            let at = self.0.index(self.0.turned(coset, m));
            if !self.0.classes.each_alike(at, |alike| visit(alike, 1)) {
                return;
            }
        }
    }
}

/// The corner states, a corner permutation and a twist, as their classes, under the twelve
/// quarter turns; indices alike by symmetry are neighbours together, as in [`CosetSpace`].
struct CornerSpace<'c>(&'c Coordinates);

impl Indexed for CornerSpace<'_> {
    fn size(&self) -> usize {
        CORNER_STATES
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (corners, twist) = self.0.corner_classes.pair(index);
        let moves = &self.0.moves;
        for m in 0..12 {
            let corners = moves.corner_permutation[usize::from(corners)][m];
            let twist = moves.twist[usize::from(twist)][m];
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

/// The two tables and the move tables of their coordinates.
#[derive(Debug)]
pub struct Tables {
    coordinates: Coordinates,
    cosets: Vec<u8>,
    corners: Vec<u8>,
}

impl Tables {
    /// The lengths in bytes of the two tables.
    pub fn sizes() -> Vec<usize> {
        vec![SORTED_COSETS.div_ceil(4), CORNER_STATES.div_ceil(2)]
    }

    /// How the table cache keeps them.
    pub fn shelf() -> Shelf {
        Shelf {
            name: "cube-quarter-turns.pdb".into(),
            header: "puzzle-search cube pattern databases, version 2, quarter turns, classes of \
                     cosets (sorted slice, flip, twist) under 16 symmetries mod 3, and classes \
                     of corners (permutation, twist)\n"
                .into(),
            sizes: Self::sizes(),
            what: "the cube's optimal tables".into(),
            // Measured: 2.7 GB, four bits a coset while building.
            building: 2_800_000_000,
        }
    }

    /// Fills the tables by the layered search on `threads` threads; `watch` is told of each
    /// layer of each (0 the cosets, 1 the corners).
    pub fn build(threads: usize, mut watch: impl FnMut(usize, Layer)) -> Vec<Vec<u8>> {
        let coordinates = Coordinates::new();
        let space = CosetSpace(&coordinates);
        let goal = coordinates.index(Coset::of(&Cubies::SOLVED));
        // At most 14 moves: four bits an entry while building (1.8 GB), then two.
        let distances = layers::distances(&space, &[goal], threads, |layer| watch(0, layer));
        let cosets = Mod3::pack(&Nibbles::new(&distances), SORTED_COSETS);
        drop(distances);
        let corners = layers::distances(
            &CornerSpace(&coordinates),
            &[coordinates.corner_index(corner_permutation(&Cubies::SOLVED), 0)],
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
        let cosets = in_huge_pages(tables.pop().expect("two tables"));
        Self {
            coordinates: Coordinates::new(),
            cosets,
            corners,
        }
    }

    /// Whether `tables` could be the tables, as far as a look at each entry once can tell: the
    /// solved state has value 0 (and in the corners, no other has); every state is reached;
    /// the corners' values run from 0 up to [`DEEPEST_CORNERS`] without a gap, as the layers
    /// of a breadth-first search do, and the cosets' entries are each 0, 1 or 2.
    pub fn plausible(tables: &[Vec<u8>]) -> bool {
        let [coset_bytes, corner_bytes] = tables else {
            return false;
        };
        let coordinates = Coordinates::new();
        let (cosets, corners) = (Mod3::new(coset_bytes), Nibbles::new(corner_bytes));
        let coset_goal = coordinates.index(Coset::of(&Cubies::SOLVED));
        let corner_goal = coordinates.corner_index(corner_permutation(&Cubies::SOLVED), 0);
        let deepest = usize::from(DEEPEST_CORNERS);
        cosets.get(coset_goal) == 0
            && cosets.held(SORTED_COSETS) == [true, true, true, false]
            && (SORTED_COSETS..4 * coset_bytes.len()).all(|i| cosets.get(i) == mod3::NONE)
            && corners.get(corner_goal) == 0
            && {
                let counts = corners.histogram();
                counts[0] == 1
                    && counts[deepest + 1..].iter().all(|&c| c == 0)
                    && counts[..=deepest].iter().all(|&c| c > 0)
            }
    }

    /// The estimate of `cube`: the largest of its four.
    pub fn estimate(&self, cube: &Cubies) -> u32 {
        Node::new(self, cube).estimate()
    }
}

/// A cube under search: the coordinates of its estimates, and its distances in the coset table.
#[derive(Clone, Debug)]
struct Node<'t> {
    /// The coset with each axis upright.
    cosets: [Coset; 3],
    /// Their exact distances.
    distances: [u32; 3],
    /// The distances before each move made, for undoing it without reading the table.
    trail: Vec<[u32; 3]>,
    /// The moves made.
    path: Vec<u8>,
    corners: u16,
    /// The corners' permutation parity: that of every solution's length, since each quarter
    /// turn changes it.
    parity: u32,
    tables: &'t Tables,
}

impl<'t> Node<'t> {
    fn new(tables: &'t Tables, cube: &Cubies) -> Self {
        let coordinates = &tables.coordinates;
        let cosets = AXES.map(|axis| Coset::of(&axis.turn(cube)));
        let table = Mod3::new(&tables.cosets);
        let distances = cosets.map(|coset| {
            table
                .distance(&CosetSpace(coordinates), coordinates.index(coset))
                .expect("a table of distances")
        });
        Self {
            cosets,
            distances,
            trail: Vec::with_capacity(32),
            path: Vec::with_capacity(32),
            corners: corner_permutation(cube),
            parity: u32::from(cube.parity()),
            tables,
        }
    }

    /// The cosets after move `m`.
    #[inline]
    fn turned(&self, m: u8) -> [Coset; 3] {
        let coordinates = &self.tables.coordinates;
        std::array::from_fn(|a| coordinates.turned(self.cosets[a], AXES[a].moves[usize::from(m)]))
    }

    /// The corner table's entry of corner permutation `corners` and the twist of `coset`.
    #[inline]
    fn corner_entry(&self, corners: u16, coset: Coset) -> u32 {
        let corner_table = Nibbles::new(&self.tables.corners);
        let index = self.tables.coordinates.corner_index(corners, coset.twist);
        u32::from(corner_table.get(index))
    }
}

impl Puzzle for Node<'_> {
    /// Each face counter-clockwise, then clockwise, as the judge numbers them.
    const MOVES: u8 = 12;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let (coordinates, table) = (&self.tables.coordinates, Mod3::new(&self.tables.cosets));
        let cosets = self.turned(m);
        let indices = cosets.map(|coset| coordinates.index(coset));
        self.trail.push(self.distances);
        self.path.push(m);
        for (distance, index) in self.distances.iter_mut().zip(indices) {
            *distance = table.step(*distance, index);
        }
        self.cosets = cosets;
        self.corners =
            coordinates.moves.corner_permutation[usize::from(self.corners)][usize::from(m)];
        self.parity ^= 1;
        true
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        let coordinates = &self.tables.coordinates;
        self.cosets = self.turned(m ^ 1);
        self.distances = self.trail.pop().expect("a move to undo");
        self.path.pop();
        self.corners =
            coordinates.moves.corner_permutation[usize::from(self.corners)][usize::from(m ^ 1)];
        self.parity ^= 1;
    }

    fn is_goal(&self) -> bool {
        self.estimate() == 0
    }
}

impl Heuristic for Node<'_> {
    /// Every solution's length has the corners' parity, and so has the estimate.
    const STEP: u32 = 2;

    /// The largest of the four, one more where it has not the parity of every solution.
    #[inline]
    fn estimate(&self) -> u32 {
        let [a, b, c] = self.distances;
        let largest = a.max(b).max(c);
        with_parity(
            largest.max(self.corner_entry(self.corners, self.cosets[0])),
            self.parity,
        )
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Cube::redundant(path, next)
    }

    /// The children past the budget: none with two to spare, since a child is at most one
    /// farther. Else, of the moves the search would not skip, those the corners put past the
    /// budget (twelve entries of the corner table at most, read together), then those that one
    /// of the cosets does (three entries a move, read together, so that their waits on memory
    /// overlap).
    #[inline]
    fn over_budget(&self, budget: u32) -> u64 {
        if budget >= self.estimate() + 2 {
            return 0;
        }
        let (coordinates, table) = (&self.tables.coordinates, Mod3::new(&self.tables.cosets));
        let wanted = (0..12).filter(|&m| !Cube::redundant(&self.path, m));
        let corners = &coordinates.moves.corner_permutation[usize::from(self.corners)];
        let twists = &coordinates.moves.twist[usize::from(self.cosets[0].twist)];
        let corner_table = Nibbles::new(&self.tables.corners);
        let corner_entries: [u8; 12] = std::array::from_fn(|m| {
            corner_table.get(coordinates.corner_index(corners[m], twists[m]))
        });
        let mut over = 0;
        let (mut moves, mut indices, mut n) = ([0u8; 12], [[0usize; 3]; 12], 0);
        // A child's solutions have the other parity.
        let parity = self.parity ^ 1;
        for m in wanted {
            let corners = with_parity(u32::from(corner_entries[usize::from(m)]), parity);
            if corners >= budget {
                over |= 1 << m;
            } else {
                moves[n] = m;
                indices[n] = self.turned(m).map(|coset| coordinates.index(coset));
                n += 1;
            }
        }
        let entries = indices.map(|indices| indices.map(|index| table.get(index)));
        for k in 0..n {
            let far = (0..3).map(|a| mod3::step(self.distances[a], entries[k][a]));
            if with_parity(far.max().unwrap_or(0), parity) >= budget {
                over |= 1 << moves[k];
            }
        }
        over
    }
}

/// `estimate` made one more if it has not parity `parity`: a lower bound on moves whose number
/// has that parity.
#[inline]
fn with_parity(estimate: u32, parity: u32) -> u32 {
    estimate + ((estimate ^ parity) & 1)
}

/// The first in move order of the shortest solutions of `cube` of at most `max_len` moves,
/// searched on `threads` threads ([`split`]), telling `watch` of the search's progress (it
/// stops the search by returning `false`); no path if there is none that short or the search
/// was stopped; and the nodes it took.
pub fn solve(
    tables: &Tables,
    cube: &Cubies,
    max_len: u32,
    threads: usize,
    watch: impl FnMut(Progress) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    split::solve(&Node::new(tables, cube), max_len, threads, watch)
}
