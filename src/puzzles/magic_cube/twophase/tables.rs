//! The two phases' tables: the move tables and classes, the four pattern databases (built by
//! the shared layered search over the spaces here, or read from the cache), and the cosets
//! near G1 in a small hash table made at start-up ([`Near`]).

use super::g1::{G1Moves, EDGE_PERMUTATIONS, G1_MOVES, SLICE_PERMUTATIONS};
use crate::puzzles::magic_cube::coord::{MoveTables, Phase1, CORNER_PERMUTATIONS, TWISTS};
use crate::puzzles::magic_cube::symmetry::{CornerClasses, CosetClasses, CLASSES, CORNER_CLASSES};
use crate::search::layers::{self, Indexed, Layer};
use crate::search::mod3::{self, Mod3};
use crate::search::nibbles::Nibbles;
use crate::search::rank::permutation_parity;
use crate::tables::Shelf;
use crate::tables::Table;
use std::collections::HashSet;
use std::ops::Deref;

/// Phase 1's space: the cosets of G1 as their classes under the symmetries of the top–bottom
/// axis, times twist ([`CosetClasses`]), under the twelve quarter turns. Where symmetries keep
/// a class's representative, one coset has several indices; each is a neighbour wherever one
/// is, so that the neighbours of the neighbours of an index include it.
pub(super) struct Phase1Space<'m> {
    pub(super) moves: &'m MoveTables,
    pub(super) classes: &'m CosetClasses,
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
pub(super) struct CornersEdgesSpace<'m> {
    pub(super) moves: &'m G1Moves,
    pub(super) classes: &'m CornerClasses<EDGE_PERMUTATIONS>,
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
    pub(super) fn at_least(&self, tables: &Tables, index: usize, mod3: u8) -> u32 {
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
pub(super) struct Near {
    /// Each slot's coset index, or `u32::MAX` where none is.
    keys: Vec<u32>,
    distances: Vec<u8>,
}

/// How far from G1 [`Near`] reaches.
pub(super) const NEAR: u32 = 4;

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
    pub(super) fn get(&self, coset: Phase1) -> Option<u32> {
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
pub(super) const GOAL: usize = 140_501_628;

/// The move tables, the classes of cosets and of corner permutations, and the four pattern
/// databases.
#[derive(Debug)]
pub struct Tables {
    pub(super) moves: MoveTables,
    pub(super) g1: G1Moves,
    pub(super) classes: CosetClasses,
    pub(super) corner_classes: CornerClasses<EDGE_PERMUTATIONS>,
    pub(super) cosets: Table,
    pub(super) corners_edges: Table,
    pub(super) corners_slice: Table,
    pub(super) edges_slice: Table,
    pub(super) corners_alone: Vec<u8>,
    pub(super) edges_alone: Vec<u8>,
    pub(super) near: Near,
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
            what: "the two-phase tables".into(),
            // Measured: 261 MB.
            building: 300_000_000,
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
    pub fn plausible<T: Deref<Target = [u8]>>(tables: &[T]) -> bool {
        let mod3 = |bytes: &[u8], states: usize, goal: usize| {
            // The last byte's room past the last state is left unset.
            let table = Mod3::new(bytes);
            table.get(goal) == 0
                && table.held(states) == [true, true, true, false]
                && (states..4 * bytes.len()).all(|i| table.get(i) == mod3::NONE)
        };
        let bytes = |table: &[u8]| {
            table.first() == Some(&0)
                && table.iter().filter(|&&v| v == 0).count() == 1
                && !table.contains(&u8::MAX)
        };
        tables.len() == 4
            && mod3(&tables[0], CLASSES * TWISTS, GOAL)
            && mod3(&tables[1], CORNER_CLASSES * EDGE_PERMUTATIONS, 0)
            && tables[2..].iter().all(|table| bytes(table))
    }

    /// The databases from their bytes, as [`Tables::build`] gives them.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn new(tables: Vec<Vec<u8>>) -> Self {
        Self::beside(|| Ok(tables.into_iter().map(Table::from).collect())).expect("tables given")
    }

    /// The databases that `databases` reads or builds, as [`Tables::new`] takes them; the
    /// move tables, the classes and the cosets near G1 are made on two other threads
    /// meanwhile, which makes start-up quicker. An error where `databases` gives one.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn beside(databases: impl FnOnce() -> Result<Vec<Table>, String>) -> Result<Self, String> {
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
        let tables = tables?;
        let sizes: Vec<usize> = tables.iter().map(|table| table.len()).collect();
        assert_eq!(sizes, Self::sizes(), "the two-phase databases");
        let [cosets, corners_edges, corners_slice, edges_slice]: [Table; 4] =
            tables.try_into().expect("four tables");
        // A permutation's own distance: the least with any slice, since the slice that its
        // cheapest way makes of the solved one is one.
        let alone = |table: &Table| {
            table
                .chunks(SLICE_PERMUTATIONS)
                .map(|distances| distances.iter().copied().min().unwrap_or(0))
                .collect()
        };
        Ok(Self {
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
        })
    }
}

/// The databases as the tests of the two-phase solver use them, built once.
#[cfg(test)]
pub(super) mod tested {
    use super::Tables;

    /// The databases as built, once for every test.
    pub(in crate::puzzles::magic_cube::twophase) fn built() -> &'static [Vec<u8>] {
        static BUILT: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
        BUILT.get_or_init(|| Tables::build(2, |_| {}))
    }

    pub(in crate::puzzles::magic_cube::twophase) fn tables() -> &'static Tables {
        static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
        TABLES.get_or_init(|| Tables::new(built().to_vec()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::twophase::tables::tested::built;

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
}
