//! The two phases' tables: the move tables and classes, and the four databases (built by the
//! shared layered search over the spaces here, or read from the cache): phase 1's ways into G1
//! ([`Steps`]) and phase 2's distances, each in the metric the tables are for.

use super::g1::{g1_cost, g1_moves, G1Moves, EDGE_PERMUTATIONS, SLICE_PERMUTATIONS};
use crate::memory::prefetch;
use crate::puzzles::magic_cube::coord::{MoveTables, Phase1, CORNER_PERMUTATIONS, TWISTS};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::{
    composed, turn_image, CornerClasses, CosetClasses, CLASSES, CORNER_CLASSES, SYMMETRIES,
};
use crate::search::layers::{self, Indexed, Layer};
use crate::search::mod3::{self, Mod3};
use crate::search::nibbles::Nibbles;
use crate::search::rank::permutation_parity;
use crate::tables::{Shelf, Table};
use std::ops::Deref;
use std::sync::{Mutex, PoisonError};
use std::thread::Builder;

/// Phase 1's space: the cosets of G1 as their classes under the symmetries of the top–bottom
/// axis, times twist ([`CosetClasses`]), under the moves of the metric. Where symmetries keep
/// a class's representative, one coset has several indices; each is a neighbour wherever one
/// is, so that the neighbours of the neighbours of an index include it.
pub(super) struct Phase1Space<'m> {
    pub(super) moves: &'m MoveTables,
    pub(super) classes: &'m CosetClasses,
    pub(super) metric: Metric,
}

impl Indexed for Phase1Space<'_> {
    fn size(&self) -> usize {
        CLASSES * TWISTS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (twist, flip, slice) = self.classes.coset(index);
        let coset = Phase1 { twist, flip, slice };
        for m in 0..self.metric.moves() {
            let next = coset.turned(self.moves, m);
            let at = self.classes.index(next.twist, next.flip, next.slice);
            if !self.classes.each_alike(at, |alike| visit(alike, 1)) {
                return;
            }
        }
    }
}

/// Phase 2's spaces: corner or edge permutation, times slice permutation, under the moves of
/// G1, a half turn costing two in quarter turns.
struct Phase2Space<'m> {
    moves: &'m G1Moves,
    /// Corners (`true`) or edges.
    corners: bool,
    metric: Metric,
}

impl Indexed for Phase2Space<'_> {
    const MOST_COST: u8 = 2;

    fn size(&self) -> usize {
        CORNER_PERMUTATIONS * SLICE_PERMUTATIONS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (slice, other) = (index % SLICE_PERMUTATIONS, index / SLICE_PERMUTATIONS);
        for g in 0..g1_moves(self.metric) {
            let cost = g1_cost(self.metric, g);
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
/// moves of G1, a half turn costing two in quarter turns. Indices alike by symmetry are
/// neighbours together, as in phase 1's space.
pub(super) struct CornersEdgesSpace<'m> {
    pub(super) moves: &'m G1Moves,
    pub(super) classes: &'m CornerClasses<EDGE_PERMUTATIONS>,
    pub(super) metric: Metric,
}

impl Indexed for CornersEdgesSpace<'_> {
    const MOST_COST: u8 = 2;

    fn size(&self) -> usize {
        CORNER_CLASSES * EDGE_PERMUTATIONS
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (corners, edges) = self.classes.pair(index);
        for g in 0..g1_moves(self.metric) {
            let cost = g1_cost(self.metric, g);
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
    /// `mod3`. Their distance is known mod 3 from the entry, and in quarter turns mod 2 from the
    /// corners' parity (a quarter turn changes it, a half turn costs two): so mod 3 or 6, and
    /// the first such number from the corners' and the edges' own distances on is a bound.
    #[inline]
    pub(super) fn at_least(&self, tables: &Tables, index: usize, mod3: u8) -> u32 {
        let (corners, edges) = self.classes.pair(index);
        let parity = u32::from(permutation_parity(usize::from(corners), 8));
        let alone =
            tables.corners_alone[usize::from(corners)].max(tables.edges_alone[usize::from(edges)]);
        let alone = u32::from(alone);
        let quarter = self.metric == Metric::Quarter;
        (alone..alone + 6)
            .find(|d| d % 3 == u32::from(mod3) && (!quarter || d % 2 == parity))
            .unwrap_or(alone)
    }
}

/// A coset as phase 1 carries it: the class of its flip and slice ([`CosetClasses`]), the
/// symmetry that takes them to the class's representative, and its twist. A turn reads one
/// row of [`Tables::turned`]'s table for the class, not the classes of every flip and slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Coset {
    class: u32,
    through: u8,
    twist: u16,
}

/// Which moves take a coset one closer to G1 and which one farther, as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Steps {
    pub(super) closer: u32,
    pub(super) farther: u32,
}

/// The bytes of an entry of phase 1's ways in `metric`: a bit a move closer, and one farther.
pub(super) const fn width(metric: Metric) -> usize {
    (2 * metric.moves() as usize).div_ceil(8)
}

/// Phase 1's database: for each coset index ([`CosetClasses`]), which of the metric's moves
/// take the coset there one closer to G1 (the low bits, a bit a move) and which one farther
/// (the next), in [`width`] bytes: three in quarter turns, five in face turns. One read gives
/// the node's children's distances.
fn ways(
    distances: &[u8],
    moves: &MoveTables,
    classes: &CosetClasses,
    metric: Metric,
    threads: usize,
) -> Vec<u8> {
    let (distances, width) = (Nibbles::new(distances), width(metric));
    let mut ways = vec![0u8; width * CLASSES * TWISTS];
    let per = (CLASSES * TWISTS).div_ceil(threads.max(1));
    let parts = Mutex::new(ways.chunks_mut(width * per).enumerate());
    crate::parallel::on_threads(threads, || loop {
        let part = parts.lock().unwrap_or_else(PoisonError::into_inner).next();
        let Some((part, out)) = part else { break };
        for (k, entry) in out.chunks_exact_mut(width).enumerate() {
            let index = part * per + k;
            let (twist, flip, slice) = classes.coset(index);
            let here = distances.get(index);
            let (mut closer, mut farther) = (0u64, 0u64);
            for m in 0..metric.moves() {
                let next = Phase1 { twist, flip, slice }.turned(moves, m);
                let there = distances.get(classes.index(next.twist, next.flip, next.slice));
                closer |= u64::from(there < here) << m;
                farther |= u64::from(there > here) << m;
            }
            let bits = closer | farther << metric.moves();
            entry.copy_from_slice(&bits.to_le_bytes()[..width]);
        }
    });
    ways
}

/// The moves closer and those farther of an entry of phase 1's ways in `metric`.
#[inline]
fn turns(entry: &[u8], metric: Metric) -> (u32, u32) {
    // Copied at the metric's constant width: at the entry's own length, a call to copy memory.
    fn padded<const WIDTH: usize>(entry: &[u8]) -> [u8; 8] {
        let mut bytes = [0; 8];
        bytes[..WIDTH].copy_from_slice(entry);
        bytes
    }
    let bytes = match metric {
        Metric::Quarter => padded::<{ width(Metric::Quarter) }>(entry),
        Metric::Face => padded::<{ width(Metric::Face) }>(entry),
    };
    let (bits, moves) = (u64::from_le_bytes(bytes), metric.moves());
    (
        (bits & u64::from(metric.all())) as u32,
        (bits >> moves) as u32,
    )
}

/// For each symmetry, where it takes a coset, its moves' bits: of six moves' bits at the
/// moves' images (0–5, 6–11, then the half turns), the bits at the moves.
fn turns_seen() -> [[[u32; 64]; 3]; SYMMETRIES] {
    std::array::from_fn(|s| {
        std::array::from_fn(|part| {
            std::array::from_fn(|bits| {
                (0..18u8)
                    .filter(|&m| {
                        let image = usize::from(turn_image(s, m));
                        image / 6 == part && bits >> (image % 6) & 1 == 1
                    })
                    .fold(0, |own, m| own | 1 << m)
            })
        })
    })
}

/// The index of G1 itself among the cosets ([`CosetClasses::index`]).
pub(super) const GOAL: usize = 140_501_628;

/// The move tables, the classes of cosets and of corner permutations, and the four
/// databases, in a metric.
#[derive(Debug)]
pub struct Tables {
    pub(super) metric: Metric,
    pub(super) moves: MoveTables,
    pub(super) g1: G1Moves,
    pub(super) classes: CosetClasses,
    pub(super) corner_classes: CornerClasses<EDGE_PERMUTATIONS>,
    /// Phase 1's ways ([`Steps`]), [`width`] bytes a coset index.
    pub(super) ways: Table,
    /// For each symmetry, the moves' bits seen through it ([`turns_seen`]).
    turns_seen: [[[u32; 64]; 3]; SYMMETRIES],
    /// For each class of flip and slice and each of the metric's moves of its representative,
    /// a row of them: the class it turns to · 16 + the symmetry that takes it to that class's
    /// representative. In face turns the half turns have their own entries, so that a half
    /// turn waits on one read, as a quarter turn does, not on two, one after the other.
    class_turns: Vec<u32>,
    /// Each move seen through each symmetry ([`turn_image`]).
    turn_images: [[u8; 18]; SYMMETRIES],
    /// Each symmetry followed by each ([`composed`]).
    composed: [[u8; SYMMETRIES]; SYMMETRIES],
    /// G1's own steps (the top and bottom turns stay, the others go one farther), which a
    /// node entering G1 takes without a read.
    pub(super) g1_steps: Steps,
    pub(super) corners_edges: Table,
    pub(super) corners_slice: Table,
    pub(super) edges_slice: Table,
    pub(super) corners_alone: Vec<u8>,
    pub(super) edges_alone: Vec<u8>,
}

impl Tables {
    /// The lengths in bytes of the four databases in `metric`.
    pub fn sizes(metric: Metric) -> Vec<usize> {
        vec![
            width(metric) * CLASSES * TWISTS,
            (CORNER_CLASSES * EDGE_PERMUTATIONS).div_ceil(4),
            CORNER_PERMUTATIONS * SLICE_PERMUTATIONS,
            EDGE_PERMUTATIONS * SLICE_PERMUTATIONS,
        ]
    }

    /// How the table cache keeps them in `metric`.
    pub fn shelf(metric: Metric) -> Shelf {
        let header = match metric {
            Metric::Quarter => {
                "puzzle-search cube two-phase databases, version 4, quarter turns: \
                                cosets of G1 as 64430 classes of flip x slice under 16 \
                                symmetries x twist (the turns one closer to G1 and those one \
                                farther, 12 bits each, three bytes); in G1, half turns costing \
                                2: 2768 classes of corner permutation x edge permutation \
                                (distances mod 3, two bits), corner and edge permutation x slice \
                                permutation (bytes)\n"
            }
            Metric::Face => {
                "puzzle-search cube two-phase databases, version 1, face turns: \
                             cosets of G1 as 64430 classes of flip x slice under 16 symmetries \
                             x twist (the moves one closer to G1 and those one farther, 18 bits \
                             each, five bytes); in G1, ten moves: 2768 classes of corner \
                             permutation x edge permutation (distances mod 3, two bits), corner \
                             and edge permutation x slice permutation (bytes)\n"
            }
        };
        Shelf {
            name: match metric {
                Metric::Quarter => "cube-two-phase.pdb".into(),
                Metric::Face => "cube-two-phase-face-turns.pdb".into(),
            },
            header: header.into(),
            sizes: Self::sizes(metric),
            what: match metric {
                Metric::Quarter => "the two-phase tables".into(),
                Metric::Face => "the two-phase tables in face turns".into(),
            },
            building: 650_000_000 + (width(metric) - 3) * CLASSES * TWISTS,
            // Measured on two cores (2026-12-07, cache off, one cube solved besides): 25.8 s
            // and 573 MB resident at the most in quarter turns, 26.1 s and 848 MB in face turns.
            resident: match metric {
                Metric::Quarter => 573_000_000,
                Metric::Face => 848_000_000,
            },
            seconds: 26,
        }
    }

    /// Fills the databases in `metric` by the layered search on `threads` threads; `watch` is
    /// told of each layer of the two large ones, the cosets' (0) and then the corners' and
    /// edges' (1).
    pub fn build(
        metric: Metric,
        threads: usize,
        mut watch: impl FnMut(usize, Layer),
    ) -> Vec<Vec<u8>> {
        let moves = MoveTables::new();
        let g1 = G1Moves::new(&moves);
        let classes = CosetClasses::new();
        let space = Phase1Space {
            moves: &moves,
            classes: &classes,
            metric,
        };
        let distances = layers::distances(&space, &[GOAL], threads, |layer| watch(0, layer));
        let ways = ways(&distances, &moves, &classes, metric, threads);
        drop(distances);
        let corner_classes = CornerClasses::new();
        let space = CornersEdgesSpace {
            moves: &g1,
            classes: &corner_classes,
            metric,
        };
        let distances = layers::byte_distances(&space, &[0], threads, |layer| watch(1, layer));
        let corners_edges = Mod3::pack_with(space.size(), |i| match distances[i] {
            u8::MAX => None,
            d => Some(d),
        });
        let phase2 = |corners| {
            let space = Phase2Space {
                moves: &g1,
                corners,
                metric,
            };
            layers::byte_distances(&space, &[0], threads, |_| {})
        };
        vec![ways, corners_edges, phase2(true), phase2(false)]
    }

    /// Whether `tables` could be the databases in `metric`: in phase 1's ways, no move both
    /// closer and farther, and a move closer from every coset but G1; in the others, each has
    /// its goal at 0 and every state reached, and in the tables of bytes, the goal is the only 0.
    pub fn plausible<T: Deref<Target = [u8]>>(metric: Metric, tables: &[T]) -> bool {
        let ways = |table: &[u8]| {
            table
                .chunks_exact(width(metric))
                .enumerate()
                .all(|(index, entry)| {
                    let (closer, farther) = turns(entry, metric);
                    closer & farther == 0 && (closer == 0) == (index == GOAL)
                })
        };
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
            && ways(&tables[0])
            && mod3(&tables[1], CORNER_CLASSES * EDGE_PERMUTATIONS, 0)
            && tables[2..].iter().all(|table| bytes(table))
    }

    /// The databases in `metric` from their bytes, as [`Tables::build`] gives them.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn new(metric: Metric, tables: Vec<Vec<u8>>) -> Self {
        let tables = || Ok(tables.into_iter().map(Table::from).collect());
        Self::beside(metric, tables).expect("tables given")
    }

    /// The databases in `metric` that `databases` reads or builds, as [`Tables::new`] takes
    /// them; the move tables and the classes are made on two other threads meanwhile, which
    /// makes start-up quicker. An error where `databases` gives one.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn beside(
        metric: Metric,
        databases: impl FnOnce() -> Result<Vec<Table>, String>,
    ) -> Result<Self, String> {
        let rest = || {
            let moves = MoveTables::new();
            let g1 = G1Moves::new(&moves);
            (moves, g1, CornerClasses::new())
        };
        // Each on a thread of its own where the system gives one, else here after the tables.
        let (tables, classes, (moves, g1, corner_classes)) = std::thread::scope(|scope| {
            let classes = crate::parallel::spawn_scoped(Builder::new(), scope, CosetClasses::new);
            let moved = crate::parallel::spawn_scoped(Builder::new(), scope, rest);
            let tables = databases();
            let classes = classes.map_or_else(
                |_| CosetClasses::new(),
                |thread| thread.join().expect("the classes"),
            );
            let rest = moved.map_or_else(|_| rest(), |thread| thread.join().expect("the moves"));
            (tables, classes, rest)
        });
        let tables = tables?;
        let sizes: Vec<usize> = tables.iter().map(|table| table.len()).collect();
        assert_eq!(sizes, Self::sizes(metric), "the two-phase databases");
        let [ways, corners_edges, corners_slice, edges_slice]: [Table; 4] =
            tables.try_into().expect("four tables");
        // A permutation's own distance: the least with any slice, since the slice that its
        // cheapest way makes of the solved one is one.
        let alone = |table: &Table| {
            table
                .chunks(SLICE_PERMUTATIONS)
                .map(|distances| distances.iter().copied().min().unwrap_or(0))
                .collect()
        };
        let mut class_turns = Vec::with_capacity(CLASSES * usize::from(metric.moves()));
        let turn = |(flip, slice): (u16, u16), q: u8| {
            let (flip, slice, q) = (usize::from(flip), usize::from(slice), usize::from(q));
            (moves.flip[flip][q], moves.slice[slice][q])
        };
        for class in 0..CLASSES {
            let representative = classes.representative(class);
            for m in 0..metric.moves() {
                let (flip, slice) = turn(representative, m);
                let (class, through) = classes.class_through(flip, slice);
                class_turns.push((class as u32) << 4 | through as u32);
            }
        }
        let mut tables = Self {
            metric,
            g1_steps: Steps {
                closer: 0,
                farther: 0,
            },
            class_turns,
            turn_images: std::array::from_fn(|s| std::array::from_fn(|m| turn_image(s, m as u8))),
            composed: composed(),
            moves,
            g1,
            classes,
            corner_classes,
            ways,
            turns_seen: turns_seen(),
            corners_edges,
            corners_alone: alone(&corners_slice),
            edges_alone: alone(&edges_slice),
            corners_slice,
            edges_slice,
        };
        tables.g1_steps = tables.steps(tables.coset(Phase1::solved()));
        Ok(tables)
    }

    /// `coset` as phase 1 carries it.
    pub(super) fn coset(&self, coset: Phase1) -> Coset {
        let (class, through) = self.classes.class_through(coset.flip, coset.slice);
        Coset {
            class: class as u32,
            through: through as u8,
            twist: coset.twist,
        }
    }

    /// `coset` after move `m`: `m` seen through the coset's symmetry is a move of the class's
    /// representative, whose row gives the class it turns to and that class's symmetry; the
    /// two symmetries composed take the turned coset there.
    #[inline]
    pub(super) fn turned(&self, coset: Coset, m: u8) -> Coset {
        let (s, moves) = (usize::from(coset.through), usize::from(self.metric.moves()));
        let image = usize::from(self.turn_images[s][usize::from(m)]);
        let to = self.class_turns[coset.class as usize * moves + image];
        let twist = self.moves.twist[usize::from(coset.twist)][usize::from(m)];
        Coset {
            class: to >> 4,
            through: self.composed[(to & 15) as usize][s],
            twist,
        }
    }

    /// The index of `coset` ([`CosetClasses::index`]).
    #[inline]
    fn index(&self, coset: Coset) -> usize {
        let (class, s) = (coset.class as usize, usize::from(coset.through));
        self.classes.index_of(class, s, coset.twist)
    }

    /// Whether `coset` is G1 itself.
    pub(super) fn in_g1(&self, coset: Coset) -> bool {
        self.index(coset) == GOAL
    }

    /// Asks the memory for the entry [`Tables::steps`] reads for `coset`, and for its class's
    /// row of turns.
    #[inline]
    pub(super) fn prefetch_steps(&self, coset: Coset) {
        prefetch(&self.ways, width(self.metric) * self.index(coset));
        // A row (48 bytes, 72 in face turns) can reach into the line after its first.
        let moves = usize::from(self.metric.moves());
        prefetch(&self.class_turns, coset.class as usize * moves);
        prefetch(&self.class_turns, coset.class as usize * moves + moves - 1);
    }

    /// Which moves take `coset` one closer to G1 and which one farther: its index's entry,
    /// each move read at its image through the symmetry that takes the coset there.
    #[inline]
    pub(super) fn steps(&self, coset: Coset) -> Steps {
        let (index, width) = (self.index(coset), width(self.metric));
        let (closer, farther) = turns(&self.ways[width * index..width * (index + 1)], self.metric);
        let seen = &self.turns_seen[usize::from(coset.through)];
        let own = |bits: u32| {
            let part = |k: u32| seen[k as usize][(bits >> (6 * k) & 63) as usize];
            part(0) | part(1) | part(2)
        };
        Steps {
            closer: own(closer),
            farther: own(farther),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::twophase::test_tables::{built, tables_in};

    #[test]
    fn built_databases_are_plausible() {
        for metric in [Metric::Quarter, Metric::Face] {
            let built = built(metric);
            let counts: Vec<usize> = built[2..]
                .iter()
                .map(|t| t.iter().filter(|&&v| v == 0).count())
                .collect();
            let unreached: Vec<usize> = built[2..]
                .iter()
                .map(|t| t.iter().filter(|&&v| v == u8::MAX).count())
                .collect();
            assert_eq!((counts, unreached), (vec![1, 1], vec![0, 0]));
            assert!(Tables::plausible(metric, built));
            // In G1, the top and bottom turns and the sides' half turns stay, and the sides'
            // quarter turns leave.
            let g1 = tables_in(metric).g1_steps;
            assert_eq!((g1.closer, g1.farther), (0, 0xff), "{metric:?}");
        }
        let solved = Phase1::solved();
        let classes = CosetClasses::new();
        assert_eq!(classes.index(solved.twist, solved.flip, solved.slice), GOAL);
    }
}
