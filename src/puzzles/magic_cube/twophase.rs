//! Short solutions of any real cube in milliseconds: Kociemba's two-phase algorithm, in quarter
//! turns.
//!
//! Phase 1 brings the cube into the subgroup G1 = ⟨U, D, R2, L2, F2, B2⟩ (top and bottom
//! quarter turns, half turns of the sides): twist, flip and slice solved ([`Phase1`]). Phase 2
//! solves it within G1, where only the permutations are left: the corners', the eight top and
//! bottom edges' and the four middle-layer edges' ([`Phase2`]); a half turn there costs two
//! quarter turns. Each phase is the shared IDA* with pattern databases filled by the shared
//! layered search ([`layers`]), 65 MB in all:
//!
//! - phase 1: every coset of G1, exact: the 2,217,093,120 cosets in 140,908,410 entries, the
//!   64,430 classes of flip and slice under the 16 symmetries of the top–bottom axis times the
//!   twist ([`CosetClasses`]), each its distance mod 3 in two bits ([`Mod3`]); a node carries
//!   its exact distance, which the lookup after each move updates. Near G1 the search reads
//!   the cosets within four quarter turns from a small hash table made at start-up instead
//!   (`Near`);
//! - phase 2, quarter turns costing 1 and half turns 2: the largest of three. The corner and
//!   the top and bottom edge permutations, the 1,625,702,400 cubes in 111,605,760 entries: the
//!   2,768 classes of corner permutation under the same symmetries times the edge permutation
//!   ([`CornerClasses`]), each its distance mod 3 in two bits, which the corners' parity makes
//!   enough even where a move costs two ([`Mod3::step_even`]); a node carries this distance,
//!   found by walking down when phase 2 starts. Then corner permutation × slice permutation and
//!   edge permutation × slice permutation (967,680 states each), a byte a state.
//!
//! The search tries phase-1 solutions in order of length ([`Ida::each_solution`]), each length
//! in six views of the cube in turn (each axis upright, of the cube and of its inverse), as
//! min2phase does; for each, a phase 2 that beats the best total so far (every total has the
//! cube's parity, so by two). Two lanes share the work on two threads, the cube's three views
//! and its inverse's, each pruning with the other's best as it was a fixed number of tries
//! before (64). After `effort` phase-2 searches it keeps the shortest total found. Without
//! one of at most the length asked for, it goes on: to the end when the length is God's
//! number or more, since a solution then exists and the search, which leaves out no way
//! through G1, finds it; else for at most [`PATIENCE`] times the effort, and gives up — the
//! length may be below the cube's optimum, which only an exhaustive search could show. The
//! effort is counted, not timed, so the answer is the same on every machine and under any
//! load. A phase-1 solution that ends
//! with a top or bottom quarter turn is skipped: that turn is in G1, so a shorter phase 1
//! covers it. Where the two phases meet, turns of one axis merge ([`simplified`]).

use super::coord::{
    corner_permutation, move_table, MoveTables, Phase1, AXES, CORNER_PERMUTATIONS, SLICES, TWISTS,
};
use super::cubie::Cubies;
use super::model::{Cube, GODS_NUMBER};
use super::symmetry::{CornerClasses, CosetClasses, CLASSES, CORNER_CLASSES};
use crate::search::ida::Ida;
use crate::search::layers::{self, Indexed, Layer};
use crate::search::mod3::{self, Mod3};
use crate::search::nibbles::Nibbles;
use crate::search::rank::{permutation_parity, rank_arrangement};
use crate::search::{Heuristic, Puzzle, Stats};
use crate::tables::Shelf;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

/// The moves of G1, each a move of the judge's numbering made once or twice: the four side
/// faces' half turns, then the top's and the bottom's quarter turns.
pub const G1_MOVES: [(u8, u8); 8] = [
    (1, 2),
    (3, 2),
    (5, 2),
    (7, 2),
    (8, 1),
    (9, 1),
    (10, 1),
    (11, 1),
];

/// The move of G1 that undoes each: a half turn itself, a quarter turn its neighbour.
const G1_UNDO: [usize; 8] = [0, 1, 2, 3, 5, 4, 7, 6];

/// How many times the effort a search goes on for a solution of a length below God's number
/// before it gives up.
pub const PATIENCE: u32 = 100;

/// The number of edge permutations of the top and bottom layers, and of the middle layer.
pub const EDGE_PERMUTATIONS: usize = 40_320;
pub const SLICE_PERMUTATIONS: usize = 24;

/// The edge permutation of the top and bottom layers in G1: which of their eight edges is at
/// each of their positions.
pub fn edge_permutation(cube: &Cubies) -> u16 {
    let mut at = [0u8; 8];
    for (piece, &slot) in cube.edges[..8].iter().enumerate() {
        at[usize::from(slot / 2)] = piece as u8;
    }
    rank_arrangement(&at, 8) as u16
}

/// The slice permutation in G1: which middle-layer edge is at each middle-layer position.
pub fn slice_permutation(cube: &Cubies) -> u16 {
    let mut at = [0u8; 4];
    for (piece, &slot) in cube.edges[8..].iter().enumerate() {
        at[usize::from(slot / 2) - 8] = piece as u8;
    }
    rank_arrangement(&at, 4) as u16
}

/// A cube of G1 with edge permutation `v`, the other pieces at home.
fn with_edge_permutation(v: usize) -> Cubies {
    let mut at = [0u8; 8];
    crate::search::rank::unrank_arrangement(v, 8, &mut at);
    let mut cube = Cubies::SOLVED;
    for (p, &piece) in at.iter().enumerate() {
        cube.edges[usize::from(piece)] = 2 * p as u8;
    }
    cube
}

/// A cube of G1 as its three permutations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Phase2 {
    pub corners: u16,
    pub edges: u16,
    pub slice: u16,
}

impl Phase2 {
    /// The coordinates of `cube`, which must be in G1.
    pub fn of(cube: &Cubies) -> Self {
        Self {
            corners: corner_permutation(cube),
            edges: edge_permutation(cube),
            slice: slice_permutation(cube),
        }
    }
}

/// The phase-2 coordinates' values after each move of G1.
#[derive(Clone, Debug)]
struct G1Moves {
    corners: Vec<[u16; 8]>,
    edges: Vec<[u16; 8]>,
    slice: Vec<[u16; 8]>,
}

impl G1Moves {
    fn new(moves: &MoveTables) -> Self {
        let turn = |cube: &mut Cubies, g: usize| {
            let (m, times) = G1_MOVES[g];
            (0..times).for_each(|_| cube.turn(m));
        };
        // A cube of G1 with each value: its pieces arranged so, the others at home.
        let edges = move_table(
            EDGE_PERMUTATIONS,
            G1_UNDO,
            with_edge_permutation,
            turn,
            edge_permutation,
        );
        let with_slice_permutation = |v| {
            let mut at = [0u8; 4];
            crate::search::rank::unrank_arrangement(v, 4, &mut at);
            let mut cube = Cubies::SOLVED;
            for (p, &piece) in at.iter().enumerate() {
                cube.edges[8 + usize::from(piece)] = 2 * (8 + p) as u8;
            }
            cube
        };
        let slice = move_table(
            SLICE_PERMUTATIONS,
            G1_UNDO,
            with_slice_permutation,
            turn,
            slice_permutation,
        );
        let corners = moves
            .corner_permutation
            .iter()
            .map(|after| {
                std::array::from_fn(|g| {
                    let (m, times) = G1_MOVES[g];
                    let once = after[usize::from(m)];
                    match times {
                        1 => once,
                        _ => moves.corner_permutation[usize::from(once)][usize::from(m)],
                    }
                })
            })
            .collect();
        Self {
            corners,
            edges,
            slice,
        }
    }
}

/// Phase 1's space: the cosets of G1 as their classes under the symmetries of the top–bottom
/// axis, times twist ([`CosetClasses`]), under the twelve quarter turns. Where symmetries keep
/// a class's representative, one coset has several indices; each is a neighbour wherever one
/// is, so that the neighbours of the neighbours of an index include it.
struct Phase1Space<'m> {
    moves: &'m MoveTables,
    classes: &'m CosetClasses,
}

impl Indexed for Phase1Space<'_> {
    fn size(&self) -> usize {
        CLASSES * TWISTS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (twist, flip, slice) = self.classes.coset(index);
        let coset = Phase1 { twist, flip, slice };
        for m in 0..12 {
            let next = coset.turned(self.moves, m);
            let at = self.classes.index(next.twist, next.flip, next.slice);
            if !self.classes.each_alike(at, |alike| visit(alike, 1)) {
                return;
            }
        }
    }
}

/// Phase 2's spaces: corner or edge permutation, times slice permutation, under the moves of
/// G1, a half turn costing two.
struct Phase2Space<'m> {
    moves: &'m G1Moves,
    /// Corners (`true`) or edges.
    corners: bool,
}

impl Indexed for Phase2Space<'_> {
    const MOST_COST: u8 = 2;

    fn size(&self) -> usize {
        CORNER_PERMUTATIONS * SLICE_PERMUTATIONS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (slice, other) = (index % SLICE_PERMUTATIONS, index / SLICE_PERMUTATIONS);
        for (g, &(_, cost)) in G1_MOVES.iter().enumerate() {
            let other = match self.corners {
                true => self.moves.corners[other][g],
                false => self.moves.edges[other][g],
            };
            let slice = self.moves.slice[slice][g];
            if !visit(
                usize::from(other) * SLICE_PERMUTATIONS + usize::from(slice),
                cost,
            ) {
                return;
            }
        }
    }
}

/// Phase 2's corners and edges: the corner permutation's class under the symmetries of the
/// top–bottom axis, times the top and bottom edges' permutation ([`CornerClasses`]), under the
/// moves of G1, a half turn costing two. Indices alike by symmetry are neighbours together, as
/// in phase 1's space.
struct CornersEdgesSpace<'m> {
    moves: &'m G1Moves,
    classes: &'m CornerClasses<EDGE_PERMUTATIONS>,
}

impl Indexed for CornersEdgesSpace<'_> {
    const MOST_COST: u8 = 2;

    fn size(&self) -> usize {
        CORNER_CLASSES * EDGE_PERMUTATIONS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (corners, edges) = self.classes.pair(index);
        for (g, &(_, cost)) in G1_MOVES.iter().enumerate() {
            let at = self.classes.index(
                self.moves.corners[usize::from(corners)][g],
                self.moves.edges[usize::from(edges)][g],
            );
            if !self.classes.each_alike(at, |alike| visit(alike, cost)) {
                return;
            }
        }
    }
}

impl CornersEdgesSpace<'_> {
    /// A lower bound on the distance of the corners and edges at `index`, whose entry is
    /// `mod3`. Their distance is known mod 3 from the entry and mod 2 from the corners' parity
    /// (a quarter turn changes it, a half turn costs two): so mod 6, and the first such number
    /// from the corners' and the edges' own distances on is a bound.
    #[inline]
    fn at_least(&self, tables: &Tables, index: usize, mod3: u8) -> u32 {
        let (corners, edges) = self.classes.pair(index);
        let parity = u32::from(permutation_parity(usize::from(corners), 8));
        let alone =
            tables.corners_alone[usize::from(corners)].max(tables.edges_alone[usize::from(edges)]);
        let alone = u32::from(alone);
        (alone..alone + 6)
            .find(|d| d % 3 == u32::from(mod3) && d % 2 == parity)
            .unwrap_or(alone)
    }
}

/// The cosets within [`NEAR`] quarter turns of G1 and their distances, in a hash table small
/// enough for the caches: open addressing on the coset's index ([`Phase1::index`]).
#[derive(Debug)]
struct Near {
    /// Each slot's coset index, or `u32::MAX` where none is.
    keys: Vec<u32>,
    distances: Vec<u8>,
}

/// How far from G1 [`Near`] reaches.
const NEAR: u32 = 4;

impl Near {
    /// The cosets within [`NEAR`] of G1, found by a breadth-first search over the cosets.
    fn new(moves: &MoveTables) -> Self {
        let mut layer = vec![Phase1::solved()];
        let mut all = vec![(Phase1::solved(), 0u8)];
        let mut seen = HashSet::from([Phase1::solved()]);
        for d in 1..=NEAR as u8 {
            let mut next = Vec::new();
            for coset in layer {
                for m in 0..12 {
                    let turned = coset.turned(moves, m);
                    if seen.insert(turned) {
                        next.push(turned);
                        all.push((turned, d));
                    }
                }
            }
            layer = next;
        }
        let slots = (all.len() * 2).next_power_of_two();
        let mut near = Self {
            keys: vec![u32::MAX; slots],
            distances: vec![0; slots],
        };
        for (coset, d) in all {
            let mut slot = near.slot(coset.index() as u32);
            while near.keys[slot] != u32::MAX {
                slot = (slot + 1) & (slots - 1);
            }
            near.keys[slot] = coset.index() as u32;
            near.distances[slot] = d;
        }
        near
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B1) as usize) & (self.keys.len() - 1)
    }

    /// The distance of `coset` if it is within [`NEAR`].
    #[inline]
    fn get(&self, coset: Phase1) -> Option<u32> {
        let key = coset.index() as u32;
        let mut slot = self.slot(key);
        loop {
            match self.keys[slot] {
                k if k == key => return Some(u32::from(self.distances[slot])),
                u32::MAX => return None,
                _ => slot = (slot + 1) & (self.keys.len() - 1),
            }
        }
    }
}

/// The index of G1 itself among the cosets ([`CosetClasses::index`]).
const GOAL: usize = 140_501_628;

/// The move tables, the classes of cosets and of corner permutations, and the four pattern
/// databases.
#[derive(Debug)]
pub struct Tables {
    moves: MoveTables,
    g1: G1Moves,
    classes: CosetClasses,
    corner_classes: CornerClasses<EDGE_PERMUTATIONS>,
    cosets: Vec<u8>,
    corners_edges: Vec<u8>,
    corners_slice: Vec<u8>,
    edges_slice: Vec<u8>,
    corners_alone: Vec<u8>,
    edges_alone: Vec<u8>,
    near: Near,
}

impl Tables {
    /// The lengths in bytes of the four databases.
    pub fn sizes() -> Vec<usize> {
        vec![
            (CLASSES * TWISTS).div_ceil(4),
            (CORNER_CLASSES * EDGE_PERMUTATIONS).div_ceil(4),
            CORNER_PERMUTATIONS * SLICE_PERMUTATIONS,
            EDGE_PERMUTATIONS * SLICE_PERMUTATIONS,
        ]
    }

    /// How the table cache keeps them.
    pub fn shelf() -> Shelf {
        Shelf {
            name: "cube-two-phase.pdb".into(),
            header: "puzzle-search cube two-phase databases, version 3, quarter turns: \
                     cosets of G1 as 64430 classes of flip x slice under 16 symmetries x \
                     twist (distances mod 3, two bits); in G1, half turns costing 2: 2768 \
                     classes of corner permutation x edge permutation (distances mod 3, two \
                     bits), corner and edge permutation x slice permutation (bytes)\n"
                .into(),
            sizes: Self::sizes(),
        }
    }

    /// Fills the databases by the layered search on `threads` threads; `watch` is told of each
    /// layer of the two large ones, the cosets' and then the corners' and edges'.
    pub fn build(threads: usize, mut watch: impl FnMut(Layer)) -> Vec<Vec<u8>> {
        let moves = MoveTables::new();
        let g1 = G1Moves::new(&moves);
        let classes = CosetClasses::new();
        let space = Phase1Space {
            moves: &moves,
            classes: &classes,
        };
        let distances = layers::distances(&space, &[GOAL], threads, &mut watch);
        let cosets = Mod3::pack(&Nibbles::new(&distances), CLASSES * TWISTS);
        let corner_classes = CornerClasses::new();
        let space = CornersEdgesSpace {
            moves: &g1,
            classes: &corner_classes,
        };
        let distances = layers::byte_distances(&space, &[0], threads, watch);
        let corners_edges = Mod3::pack_with(space.size(), |i| match distances[i] {
            u8::MAX => None,
            d => Some(d),
        });
        let phase2 = |corners| {
            let space = Phase2Space {
                moves: &g1,
                corners,
            };
            layers::byte_distances(&space, &[0], threads, |_| {})
        };
        vec![cosets, corners_edges, phase2(true), phase2(false)]
    }

    /// Whether `tables` could be the databases: each has its goal at 0 and every state reached;
    /// in the tables of bytes, the goal is the only 0.
    pub fn plausible(tables: &[Vec<u8>]) -> bool {
        let mod3 = |bytes: &Vec<u8>, states: usize, goal: usize| {
            // The last byte's room past the last state is left unset.
            let table = Mod3::new(bytes);
            table.get(goal) == 0
                && table.held(states) == [true, true, true, false]
                && (states..4 * bytes.len()).all(|i| table.get(i) == mod3::NONE)
        };
        let bytes = |table: &Vec<u8>| {
            table.first() == Some(&0)
                && table.iter().filter(|&&v| v == 0).count() == 1
                && !table.contains(&u8::MAX)
        };
        tables.len() == 4
            && mod3(&tables[0], CLASSES * TWISTS, GOAL)
            && mod3(&tables[1], CORNER_CLASSES * EDGE_PERMUTATIONS, 0)
            && tables[2..].iter().all(bytes)
    }

    /// The databases from their bytes, as [`Tables::build`] gives them.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn new(tables: Vec<Vec<u8>>) -> Self {
        Self::beside(|| tables)
    }

    /// The databases that `databases` reads or builds, as [`Tables::new`] takes them; the
    /// move tables, the classes and the cosets near G1 are made on two other threads
    /// meanwhile, which makes start-up quicker.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn beside(databases: impl FnOnce() -> Vec<Vec<u8>>) -> Self {
        let (tables, classes, (moves, g1, corner_classes, near)) = std::thread::scope(|scope| {
            let classes = scope.spawn(CosetClasses::new);
            let rest = scope.spawn(|| {
                let moves = MoveTables::new();
                let (g1, near) = (G1Moves::new(&moves), Near::new(&moves));
                (moves, g1, CornerClasses::new(), near)
            });
            let tables = databases();
            let classes = classes.join().expect("the classes");
            (tables, classes, rest.join().expect("the move tables"))
        });
        let sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
        assert_eq!(sizes, Self::sizes(), "the two-phase databases");
        let [cosets, corners_edges, corners_slice, edges_slice]: [Vec<u8>; 4] =
            tables.try_into().expect("four tables");
        // A permutation's own distance: the least with any slice, since the slice that its
        // cheapest way makes of the solved one is one.
        let alone = |table: &Vec<u8>| {
            table
                .chunks(SLICE_PERMUTATIONS)
                .map(|distances| distances.iter().copied().min().unwrap_or(0))
                .collect()
        };
        Self {
            near,
            moves,
            g1,
            classes,
            corner_classes,
            cosets,
            corners_edges,
            corners_alone: alone(&corners_slice),
            edges_alone: alone(&edges_slice),
            corners_slice,
            edges_slice,
        }
    }
}

/// A cube in phase 1: its coset of G1, and how many quarter turns take it into G1.
#[derive(Clone, Copy, Debug)]
struct Phase1Node<'t> {
    coset: Phase1,
    distance: u32,
    tables: &'t Tables,
}

impl<'t> Phase1Node<'t> {
    fn new(coset: Phase1, tables: &'t Tables) -> Self {
        let space = Phase1Space {
            moves: &tables.moves,
            classes: &tables.classes,
        };
        let index = tables.classes.index(coset.twist, coset.flip, coset.slice);
        let distance = Mod3::new(&tables.cosets)
            .distance(&space, index)
            .expect("a table of distances");
        Self {
            coset,
            distance,
            tables,
        }
    }
}

impl Puzzle for Phase1Node<'_> {
    const MOVES: u8 = 12;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let next = self.coset.turned(&self.tables.moves, m);
        // Near G1 from the small table, which the search there reads instead of the large.
        self.distance = match self.tables.near.get(next) {
            Some(d) => d,
            None => {
                let index = self.tables.classes.index(next.twist, next.flip, next.slice);
                Mod3::new(&self.tables.cosets).step(self.distance, index)
            }
        };
        self.coset = next;
        true
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.apply(m ^ 1);
    }

    fn is_goal(&self) -> bool {
        self.coset.twist == 0 && self.coset.flip == 0 && usize::from(self.coset.slice) == SLICES - 1
    }
}

impl Heuristic for Phase1Node<'_> {
    #[inline]
    fn estimate(&self) -> u32 {
        self.distance
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Cube::redundant(path, next)
    }

    /// The children past the budget: none with two to spare, since a child is at most one
    /// farther; near G1, those not within the budget in the small table of cosets near it;
    /// else from their twelve entries of the 35 MB table, read together (the searches took
    /// twice as long with each read waiting on memory in its turn).
    #[inline]
    fn over_budget(&self, budget: u32) -> u64 {
        if budget >= self.distance + 2 {
            return 0;
        }
        if budget <= NEAR + 1 {
            // A child within the budget is within NEAR.
            return (0..12u8)
                .filter(|&m| {
                    let child = self.coset.turned(&self.tables.moves, m);
                    self.tables.near.get(child).is_none_or(|d| d >= budget)
                })
                .fold(0, |over, m| over | 1 << m);
        }
        let (tables, table) = (self.tables, Mod3::new(&self.tables.cosets));
        let indices: [usize; 12] = std::array::from_fn(|m| {
            let Phase1 { twist, flip, slice } = self.coset.turned(&tables.moves, m as u8);
            tables.classes.index(twist, flip, slice)
        });
        // A node is entered within its budget, so a child one closer is within its own; one
        // as far only when the node had one to spare; one farther when it had two.
        let entries = indices.map(|i| table.get(i));
        let (d, entry) = (self.distance, |d: u32| (d % 3) as u8);
        let past = |e: u8| match budget.saturating_sub(d) {
            0 => e != entry(d + 2),
            1 => e == entry(d + 1),
            _ => false,
        };
        (0..12)
            .filter(|&m| past(entries[m]))
            .fold(0, |over, m| over | 1 << m)
    }
}

/// A cube in phase 2, and what its corners and top and bottom edges cost to solve in G1.
#[derive(Clone, Copy, Debug)]
struct Phase2Node<'t> {
    at: Phase2,
    corners_edges: u32,
    tables: &'t Tables,
}

impl<'t> Phase2Node<'t> {
    /// The node of `at`, unless the small tables show it more than `bound` from solved: the
    /// walk down that finds its corners' and edges' cost takes a few dozen lookups.
    fn within(at: Phase2, tables: &'t Tables, bound: u32) -> Option<Self> {
        let mut node = Self {
            at,
            corners_edges: 0,
            tables,
        };
        if node.slices() > bound {
            return None;
        }
        let space = CornersEdgesSpace {
            moves: &tables.g1,
            classes: &tables.corner_classes,
        };
        node.corners_edges = Mod3::new(&tables.corners_edges)
            .distance_within(&space, node.index(), bound, |index, mod3| {
                space.at_least(tables, index, mod3)
            })
            .expect("a table of distances")?;
        Some(node)
    }

    /// The index of the corners and edges ([`CornerClasses::index`]).
    #[inline]
    fn index(&self) -> usize {
        self.tables
            .corner_classes
            .index(self.at.corners, self.at.edges)
    }

    /// The larger of the estimates of corners and slice, and of edges and slice.
    #[inline]
    fn slices(&self) -> u32 {
        let (tables, slice) = (self.tables, usize::from(self.at.slice));
        let corners =
            tables.corners_slice[usize::from(self.at.corners) * SLICE_PERMUTATIONS + slice];
        let edges = tables.edges_slice[usize::from(self.at.edges) * SLICE_PERMUTATIONS + slice];
        u32::from(corners.max(edges))
    }
}

impl Puzzle for Phase2Node<'_> {
    const MOVES: u8 = 8;

    #[inline]
    fn apply(&mut self, g: u8) -> bool {
        let (g1, g) = (&self.tables.g1, usize::from(g));
        self.at = Phase2 {
            corners: g1.corners[usize::from(self.at.corners)][g],
            edges: g1.edges[usize::from(self.at.edges)][g],
            slice: g1.slice[usize::from(self.at.slice)][g],
        };
        let (table, index) = (Mod3::new(&self.tables.corners_edges), self.index());
        self.corners_edges = match G1_MOVES[g].1 {
            1 => table.step(self.corners_edges, index),
            _ => table.step_even(self.corners_edges, index),
        };
        true
    }

    #[inline]
    fn undo(&mut self, g: u8) {
        self.apply(G1_UNDO[usize::from(g)] as u8);
    }

    fn is_goal(&self) -> bool {
        self.at
            == Phase2 {
                corners: 0,
                edges: 0,
                slice: 0,
            }
    }

    fn cost(g: u8) -> u32 {
        u32::from(G1_MOVES[usize::from(g)].1)
    }
}

impl Heuristic for Phase2Node<'_> {
    #[inline]
    fn estimate(&self) -> u32 {
        self.corners_edges.max(self.slices())
    }

    /// A half turn of the face just turned; a quarter turn after its inverse, or a third in a
    /// row; the higher of two opposite faces right after the lower, which commute.
    fn redundant(path: &[u8], next: u8) -> bool {
        let face = |g: u8| G1_MOVES[usize::from(g)].0 / 2;
        let Some(&last) = path.last() else {
            return false;
        };
        let (before, after) = (face(last), face(next));
        let quarter = G1_MOVES[usize::from(next)].1 == 1;
        let third = path.len() >= 2 && path[path.len() - 2] == next;
        match before == after {
            true => !quarter || last != next || third,
            false => OPPOSITE[usize::from(before)] == after && before > after,
        }
    }
}

/// The face opposite each face: left–right, front–back, top–bottom.
const OPPOSITE: [u8; 6] = [2, 3, 0, 1, 5, 4];

/// The moves of `moves` with consecutive turns of one axis merged: opposite faces commute, so
/// a run of turns of the two faces of an axis is each face's net turn, the lower face first.
/// Repeated until nothing merges.
pub fn simplified(moves: &[u8]) -> Vec<u8> {
    let mut moves = moves.to_vec();
    loop {
        let mut out: Vec<u8> = Vec::new();
        let mut i = 0;
        while i < moves.len() {
            let axis = |m: u8| [0, 1, 0, 1, 2, 2][usize::from(m / 2)];
            let mut j = i;
            let mut turns = [0u8; 6];
            while j < moves.len() && axis(moves[j]) == axis(moves[i]) {
                let m = moves[j];
                turns[usize::from(m / 2)] += if m % 2 == 1 { 1 } else { 3 };
                j += 1;
            }
            for face in 0..6u8 {
                match turns[usize::from(face)] % 4 {
                    1 => out.push(2 * face + 1),
                    2 => out.extend([2 * face + 1; 2]),
                    3 => out.push(2 * face),
                    _ => {}
                }
            }
            i = j;
        }
        if out == moves {
            return out;
        }
        moves = out;
    }
}

/// The six views of a cube the search takes ([`View::of`]).
const VIEWS: usize = 6;

/// A cube as the search sees it: turned whole so that one of the three axes is upright
/// ([`AXES`]), and for views 3 to 5 inverted ([`Cubies::inverse`]). Each view has the same
/// optimum, but not the same short ways into G1, so a search of all six finds short phase-1
/// solutions that one view does not have.
#[derive(Clone, Copy, Debug)]
struct View {
    cube: Cubies,
    /// The real cube's move for each of the view's moves.
    back: [u8; 12],
    inverse: bool,
}

impl View {
    /// View `v` of `cube`: axis v % 3 upright, of the inverse from 3 on.
    fn of(cube: &Cubies, v: usize) -> Self {
        let (axis, inverse) = (&AXES[v % 3], v >= 3);
        let mut back = [0; 12];
        for (m, &turned) in axis.moves.iter().enumerate() {
            back[usize::from(turned)] = m as u8;
        }
        let seen = if inverse { cube.inverse() } else { *cube };
        Self {
            cube: axis.turn(&seen),
            back,
            inverse,
        }
    }

    /// The view's solution `moves` as the real cube's, merged where they meet.
    fn read_back(&self, moves: &[u8]) -> Vec<u8> {
        let mut real: Vec<u8> = moves.iter().map(|&m| self.back[usize::from(m)]).collect();
        if self.inverse {
            // Backwards, each turn the other way: move m ^ 1 turns m's face back.
            real.reverse();
            real.iter_mut().for_each(|m| *m ^= 1);
        }
        simplified(&real)
    }
}

/// What a two-phase search did: the moves, and the phase-2 searches and nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Quarter turns in the judge's numbering (a half turn is two).
    pub moves: Option<Vec<u8>>,
    pub tries: u32,
    pub stats: Stats,
}

/// The solver: two lanes, which search the cube's views and its inverse's side by side on two
/// threads, kept from one cube to the next.
#[derive(Debug, Default)]
pub struct Solver {
    lanes: [Lane; 2],
}

/// One lane of the search: its two search contexts, the states of G1 tried in each of its
/// views, and the cube turned by the phase-1 solution's prefixes.
#[derive(Debug, Default)]
struct Lane {
    phase1: Ida,
    phase2: Ida,
    tried: [HashSet<Phase2>; VIEWS],
    turned: Prefixes,
}

/// A cube turned by each prefix of a sequence of moves, kept so that the next sequence, which
/// shares most of its moves in a depth-first search, turns the cube only for the moves that
/// differ.
#[derive(Debug, Default)]
struct Prefixes {
    moves: Vec<u8>,
    /// The cube after each prefix of `moves`, the cube itself first.
    cubes: Vec<Cubies>,
}

impl Prefixes {
    /// Starts again from `cube`.
    fn start(&mut self, cube: Cubies) {
        self.moves.clear();
        self.cubes.clear();
        self.cubes.push(cube);
    }

    /// The cube turned by `moves`.
    fn after(&mut self, moves: &[u8]) -> Cubies {
        let same = moves
            .iter()
            .zip(&self.moves)
            .take_while(|(a, b)| a == b)
            .count();
        self.moves.truncate(same);
        self.cubes.truncate(same + 1);
        for &m in &moves[same..] {
            let mut cube = self.cubes[self.cubes.len() - 1];
            cube.turn(m);
            self.moves.push(m);
            self.cubes.push(cube);
        }
        self.cubes[self.cubes.len() - 1]
    }
}

/// How many tries a lane may run ahead of what it knows of the other: each lane prunes with
/// the other's best as it was that many tries before, and waits only when the other is
/// further behind.
const LAG: u32 = 64;

/// Whether `moves` is shorter than `best`, or there is no best yet.
fn shorter_than(moves: &[u8], best: &Option<Vec<u8>>) -> bool {
    best.as_ref().is_none_or(|best| moves.len() < best.len())
}

/// What a lane shows the other during a solve.
#[derive(Debug)]
struct Track {
    /// The tries it has made.
    tries: AtomicU32,
    /// Its tries once it is done, `u32::MAX` until then.
    finished: AtomicU32,
    /// Each better solution it found, with its tries then.
    bests: Mutex<Vec<(u32, Vec<u8>)>>,
}

impl Default for Track {
    fn default() -> Self {
        Self {
            tries: AtomicU32::new(0),
            finished: AtomicU32::new(u32::MAX),
            bests: Mutex::default(),
        }
    }
}

/// A lane's own [`Track`] and its view of the other's: which of its bests it has taken. When
/// it is dropped, the lane is done (also if it panicked, which leaves the other waiting for
/// nothing).
#[derive(Debug)]
struct Company<'t> {
    mine: &'t Track,
    theirs: &'t Track,
    taken: usize,
}

impl Drop for Company<'_> {
    fn drop(&mut self) {
        let tries = self.mine.tries.load(Ordering::Relaxed);
        self.mine.finished.store(tries, Ordering::Release);
    }
}

impl Company<'_> {
    /// Shows that this lane has made `tries`, after a better solution `found` then.
    fn show(&self, tries: u32, found: Option<&Vec<u8>>) {
        if let Some(moves) = found {
            let mut bests = self.mine.bests.lock().expect("the bests");
            bests.push((tries, moves.clone()));
        }
        self.mine.tries.store(tries, Ordering::Release);
    }

    /// The other lane as it was after `tries` of its tries, waiting for it to get there: its
    /// best then if better than `best` (as short is not), and its tries in all if it was done
    /// by then. Spins while it waits, then yields, on a busy machine.
    fn at(&mut self, tries: u32, best: &mut Option<Vec<u8>>) -> Option<u32> {
        let mut spins = 0u32;
        let finished = loop {
            let finished = self.theirs.finished.load(Ordering::Acquire);
            if finished != u32::MAX || self.theirs.tries.load(Ordering::Acquire) >= tries {
                break finished;
            }
            match spins < 4096 {
                true => std::hint::spin_loop(),
                false => std::thread::yield_now(),
            }
            spins += 1;
        };
        let bests = self.theirs.bests.lock().expect("the bests");
        for (when, moves) in &bests[self.taken..] {
            if *when > tries {
                break;
            }
            self.taken += 1;
            if shorter_than(moves, best) {
                *best = Some(moves.clone());
            }
        }
        (finished <= tries).then_some(finished)
    }
}

impl Solver {
    pub fn new() -> Self {
        Self::default()
    }

    /// A solution of `cube` of at most `max_len` quarter turns, searched with `tables`: the
    /// shortest found in `effort` phase-2 searches, and past that the first found; no moves if
    /// none is found, which happens only for a `max_len` below God's number, after
    /// [`PATIENCE`] times the effort. Two lanes search side by side, the cube's three views
    /// and its inverse's, each with half the effort, pruning with the other's best as it was
    /// 64 tries before: tries counted, never times, so the answer is the same on every
    /// machine and under any load.
    pub fn solve(&mut self, tables: &Tables, cube: &Cubies, max_len: u32, effort: u32) -> Solution {
        let tracks = [Track::default(), Track::default()];
        let [first, second] = &mut self.lanes;
        let search = |lane: &mut Lane, number: usize, views: &[usize]| {
            let company = Company {
                mine: &tracks[number],
                theirs: &tracks[1 - number],
                taken: 0,
            };
            lane.search(tables, cube, max_len, effort, views, Some(company))
        };
        let (mine, theirs) = std::thread::scope(|scope| {
            let theirs = scope.spawn(|| search(second, 1, &[3, 4, 5]));
            let mine = search(first, 0, &[0, 1, 2]);
            (mine, theirs.join().expect("the second lane"))
        });
        // The better, lane 0's where they are as short.
        let better = match &theirs.moves {
            Some(moves) if shorter_than(moves, &mine.moves) => theirs.moves,
            _ => mine.moves,
        };
        Solution {
            moves: better,
            tries: mine.tries + theirs.tries,
            stats: mine.stats.and(theirs.stats),
        }
    }

    /// [`Solver::solve`] in the views `views` of the cube, on one lane.
    #[cfg(test)]
    fn search(
        &mut self,
        tables: &Tables,
        cube: &Cubies,
        max_len: u32,
        effort: u32,
        views: &[usize],
    ) -> Solution {
        self.lanes[0].search(tables, cube, max_len, effort, views, None)
    }
}

impl Lane {
    /// The search of views `views` of the cube, each length of phase 1 in each view in turn
    /// before the next length; with `company`, beside another lane, with half the effort.
    fn search(
        &mut self,
        tables: &Tables,
        cube: &Cubies,
        max_len: u32,
        effort: u32,
        views: &[usize],
        mut company: Option<Company>,
    ) -> Solution {
        let give_up = match max_len >= GODS_NUMBER {
            true => u32::MAX,
            false => effort.saturating_mul(PATIENCE),
        };
        // This lane's share of the effort and of the patience: all of it alone, else half,
        // and what the other left over once it is done.
        let alone = company.is_none();
        let share = move |all: u32, theirs: Option<u32>| match (alone, theirs) {
            (true, _) => all,
            (false, None) => all.div_ceil(2),
            (false, Some(done)) => all.div_ceil(2).max(all.saturating_sub(done)),
        };
        let mut starts: Vec<(View, Phase1Node)> = views
            .iter()
            .map(|&v| {
                let view = View::of(cube, v);
                let start = Phase1Node::new(Phase1::of(&view.cube), tables);
                (view, start)
            })
            .collect();
        let (mut best, mut tries, mut stats) = (None::<Vec<u8>>, 0, Stats::default());
        // The other lane's tries once it is done, when this lane knows, and whether this lane
        // is done.
        let (mut theirs, mut over) = (None, false);
        // The most a better solution may have. Every solution's length has the cube's parity,
        // so a better one is two shorter, and none is better than no move at all.
        let parity = u32::from(cube.parity());
        let shorter = |best: &Option<Vec<u8>>| match best {
            None => max_len.checked_sub((max_len + parity) % 2),
            Some(moves) => (moves.len() as u32).checked_sub(2),
        };
        let Self {
            phase1,
            phase2,
            tried,
            turned,
        } = self;
        // The states of G1 tried in a view: one met again, at the same or a longer phase 1,
        // cannot do better than it did.
        tried.iter_mut().for_each(HashSet::clear);
        let shortest = starts.iter().map(|(_, start)| start.estimate()).min();
        'lengths: for first in shortest.unwrap_or(0)..=max_len {
            for ((view, start), tried) in starts.iter_mut().zip(tried.iter_mut()) {
                if shorter(&best).is_none_or(|limit| first > limit) {
                    break 'lengths;
                }
                turned.start(view.cube);
                let more = phase1.each_solution(start, first, |path, _| {
                    // A last turn of the top or bottom is in G1: a shorter phase 1 covers it.
                    if path.last().is_some_and(|&m| m / 2 >= 4) {
                        return true;
                    }
                    let Some(limit) = shorter(&best) else {
                        return false;
                    };
                    let at = Phase2::of(&turned.after(path));
                    if !tried.insert(at) {
                        return true;
                    }
                    tries += 1;
                    let bound = limit.saturating_sub(first);
                    let mut found = None;
                    if let Some(mut node) = Phase2Node::within(at, tables, bound) {
                        let second = phase2.solve_within(&mut node, bound);
                        stats = stats.and(second.stats);
                        if let Some(second) = second.path {
                            let mut moves = path.to_vec();
                            for &g in second {
                                let (m, times) = G1_MOVES[usize::from(g)];
                                moves.extend(std::iter::repeat_n(m, usize::from(times)));
                            }
                            let moves = view.read_back(&moves);
                            if moves.len() as u32 <= limit {
                                found = Some(moves);
                            }
                        }
                    }
                    let better = found.is_some();
                    if better {
                        best = found;
                    }
                    if let Some(company) = &mut company {
                        company.show(tries, best.as_ref().filter(|_| better));
                        if let Some(then) = tries.checked_sub(LAG) {
                            theirs = theirs.or(company.at(then, &mut best));
                        }
                    }
                    // The share spent and a solution in hand, or the patience.
                    let spent = tries >= share(effort, theirs);
                    over = spent && (best.is_some() || tries >= share(give_up, theirs));
                    !over
                });
                stats = stats.and(more);
                if over {
                    break 'lengths;
                }
            }
        }
        Solution {
            moves: best,
            tries,
            stats,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn turns_of_one_axis_merge() {
        // Faces: 0 left, 1 front, 2 right, 3 back, 4 top, 5 bottom; 2f counter-clockwise.
        assert_eq!(simplified(&[5, 5, 5]), [4], "R R R is R'");
        assert_eq!(simplified(&[5, 1, 4]), [1], "R L R' is L");
        assert_eq!(
            simplified(&[3, 9, 8, 2]),
            Vec::<u8>::new(),
            "F U U' F' is nothing"
        );
        assert_eq!(simplified(&[9, 11, 9]), [9, 9, 11], "U D U is U2 D");
        assert_eq!(simplified(&[3, 5]), [3, 5], "other axes stay");
    }

    #[test]
    fn a_cube_turned_by_prefixes_kept_is_the_cube_turned() {
        let mut rng = Rng::new(8);
        let cube = Cubies::random(&mut rng);
        let mut prefixes = Prefixes::default();
        prefixes.start(cube);
        let mut moves: Vec<u8> = Vec::new();
        for _ in 0..500 {
            // Keep some of the last moves, change the rest.
            moves.truncate(rng.below(moves.len() as u64 + 1) as usize);
            (0..rng.below(6)).for_each(|_| moves.push(rng.below(12) as u8));
            let mut turned = cube;
            moves.iter().for_each(|&m| turned.turn(m));
            assert_eq!(prefixes.after(&moves), turned, "{moves:?}");
        }
    }

    /// The databases as built, once for every test.
    fn built() -> &'static [Vec<u8>] {
        static BUILT: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
        BUILT.get_or_init(|| Tables::build(2, |_| {}))
    }

    fn tables() -> &'static Tables {
        static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
        TABLES.get_or_init(|| Tables::new(built().to_vec()))
    }

    #[test]
    fn solutions_solve_the_cube_and_phase_one_lands_in_g1() {
        let tables = tables();
        let mut solver = Solver::new();
        let mut rng = Rng::new(21);
        // Whether a solution of at most 30 was found that solves `cube`.
        let solves = |cube: &Cubies, solution: &Solution| {
            solution.moves.as_ref().is_some_and(|moves| {
                let mut at = *cube;
                moves.iter().for_each(|&m| at.turn(m));
                at.is_solved() && moves.len() <= 30
            })
        };
        for _ in 0..30 {
            let cube = Cubies::random(&mut rng);
            let solution = solver.solve(tables, &cube, 30, 5);
            assert!(solves(&cube, &solution), "{solution:?}");
            let moves = solution.moves.expect("a solution");
            assert_eq!(simplified(&moves), moves);
        }
        // Each view alone: its solutions, read back, solve the real cube.
        for v in 0..VIEWS {
            for _ in 0..10 {
                let cube = Cubies::random(&mut rng);
                let solution = solver.search(tables, &cube, 30, 5, &[v]);
                assert!(solves(&cube, &solution), "view {v}: {solution:?}");
            }
        }
        // Phase 1 alone: every solution of a length ends in G1.
        let cube = Cubies::random(&mut rng);
        let mut start = Phase1Node::new(Phase1::of(&cube), tables);
        let mut ida = Ida::new();
        let mut landed = 0;
        for length in start.estimate().. {
            ida.each_solution(&mut start, length, |path, _| {
                assert_eq!(path.len() as u32, length);
                let mut at = cube;
                path.iter().for_each(|&m| at.turn(m));
                let coset = Phase1::of(&at);
                assert_eq!((coset.twist, coset.flip, coset.slice), (0, 0, 494));
                landed += 1;
                landed < 50
            });
            if landed > 0 {
                break;
            }
        }
    }

    #[test]
    fn the_lanes_answer_the_same_whatever_the_threads_timing() {
        let tables = tables();
        let mut rng = Rng::new(34);
        let cubes: Vec<Cubies> = (0..12).map(|_| Cubies::random(&mut rng)).collect();
        let solve_all = |effort| {
            let mut solver = Solver::new();
            let solutions: Vec<Solution> = cubes
                .iter()
                .map(|cube| solver.solve(tables, cube, 30, effort))
                .collect();
            solutions
        };
        let alone = solve_all(400);
        // Three solves at once on two cores: the lanes' threads run at other paces.
        let crowded: Vec<Vec<Solution>> = std::thread::scope(|scope| {
            let solves: Vec<_> = (0..3).map(|_| scope.spawn(|| solve_all(400))).collect();
            solves.into_iter().map(|s| s.join().unwrap()).collect()
        });
        for solutions in crowded {
            assert_eq!(solutions, alone);
        }
        assert!(alone.iter().all(|solution| solution.tries >= 400));
    }

    #[test]
    fn built_databases_are_plausible() {
        let built = built();
        let counts: Vec<usize> = built[2..]
            .iter()
            .map(|t| t.iter().filter(|&&v| v == 0).count())
            .collect();
        let unreached: Vec<usize> = built[2..]
            .iter()
            .map(|t| t.iter().filter(|&&v| v == u8::MAX).count())
            .collect();
        assert_eq!((counts, unreached), (vec![1, 1], vec![0, 0]));
        assert!(Tables::plausible(built));
        let solved = Phase1::solved();
        let classes = CosetClasses::new();
        assert_eq!(classes.index(solved.twist, solved.flip, solved.slice), GOAL);
    }

    #[test]
    fn phase_one_distances_are_those_of_a_plain_breadth_first_search() {
        // Every coset within five quarter turns of G1, by a search of its own over the cosets.
        let tables = tables();
        let mut distance = std::collections::HashMap::from([(Phase1::solved(), 0u32)]);
        let mut layer = vec![Phase1::solved()];
        for d in 1..=5 {
            let mut next = Vec::new();
            for coset in layer {
                for m in 0..12 {
                    let turned = coset.turned(&tables.moves, m);
                    distance.entry(turned).or_insert_with(|| {
                        next.push(turned);
                        d
                    });
                }
            }
            layer = next;
        }
        for (&coset, &d) in &distance {
            assert_eq!(Phase1Node::new(coset, tables).estimate(), d, "{coset:?}");
            assert_eq!(
                tables.near.get(coset),
                (d <= NEAR).then_some(d),
                "{coset:?}"
            );
        }
        // Farther cosets, from random cubes: farther, and each turn a step of at most one;
        // the moves past a budget are those whose coset is farther.
        let mut rng = Rng::new(13);
        for _ in 0..2000 {
            let mut node = Phase1Node::new(Phase1::of(&Cubies::random(&mut rng)), tables);
            assert!(distance.contains_key(&node.coset) || node.estimate() > 5);
            assert!(node.estimate() <= 13);
            // A node is entered with its estimate within the budget.
            let budget = node.estimate() + rng.below(4) as u32;
            let over = (0..12u8)
                .filter(|&m| {
                    Phase1Node::new(node.coset.turned(&tables.moves, m), tables).distance >= budget
                })
                .fold(0, |over, m| over | 1 << m);
            assert_eq!(node.over_budget(budget), over, "{budget}");
            for m in 0..12 {
                let before = node.estimate();
                node.apply(m);
                let exact = Phase1Node::new(node.coset, tables).estimate();
                assert_eq!(node.estimate(), exact);
                assert!(exact.abs_diff(before) <= 1);
            }
        }
    }

    #[test]
    fn the_phase_two_estimate_never_passes_the_cost_of_a_walk_in_g1() {
        let tables = tables();
        let solved = Phase2::of(&Cubies::SOLVED);
        let mut rng = Rng::new(4);
        for _ in 0..5000 {
            let mut node = Phase2Node::within(solved, tables, 0).expect("solved");
            let mut cost = 0;
            for _ in 0..rng.below(20) {
                let g = rng.below(8) as u8;
                node.apply(g);
                cost += Phase2Node::cost(g);
                let walked = Phase2Node::within(node.at, tables, u32::MAX).expect("no bound");
                assert_eq!(
                    node.corners_edges, walked.corners_edges,
                    "stepped as walked"
                );
                // Within a bound: exactly where both estimates are.
                let d = node.corners_edges.max(node.slices());
                for bound in d.saturating_sub(7)..d + 2 {
                    let within = Phase2Node::within(node.at, tables, bound);
                    assert_eq!(within.is_some(), d <= bound, "{d} within {bound}");
                }
            }
            assert!(node.estimate() <= cost);
        }
    }

    #[test]
    fn corner_and_edge_distances_are_those_of_a_plain_cheapest_first_search() {
        // Every corner and edge permutation of G1 within six quarter turns, half turns
        // costing two, by Dijkstra's algorithm over the permutations themselves.
        let tables = tables();
        let g1 = &tables.g1;
        let mut cheapest = std::collections::HashMap::from([((0u16, 0u16), 0u32)]);
        let mut open = std::collections::BinaryHeap::from([std::cmp::Reverse((0u32, 0u16, 0u16))]);
        while let Some(std::cmp::Reverse((c, corners, edges))) = open.pop() {
            if c > cheapest[&(corners, edges)] {
                continue;
            }
            for (g, &(_, cost)) in G1_MOVES.iter().enumerate() {
                let next = (
                    g1.corners[usize::from(corners)][g],
                    g1.edges[usize::from(edges)][g],
                );
                let through = c + u32::from(cost);
                if through <= 6 && cheapest.get(&next).is_none_or(|&known| through < known) {
                    cheapest.insert(next, through);
                    open.push(std::cmp::Reverse((through, next.0, next.1)));
                }
            }
        }
        assert!(cheapest.len() > 1000);
        for (&(corners, edges), &d) in &cheapest {
            let at = Phase2 {
                corners,
                edges,
                slice: 0,
            };
            let node = Phase2Node::within(at, tables, u32::MAX).expect("no bound");
            assert_eq!(node.corners_edges, d, "{at:?}");
        }
    }
}
