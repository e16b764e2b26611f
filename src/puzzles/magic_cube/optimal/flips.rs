//! The target's cosets with edges' flips: the target of [`slices`](super::slices) (corners in
//! their tetrads and twisted home, edges in their slices) with every edge unflipped as well, and
//! tables of two bits an entry that keep some of the flips of its cosets (Tronto's h1 to h11,
//! nissy-core's `doc/h48.md`).
//!
//! # Flips every symmetry keeps
//!
//! An edge in its own slice is unflipped seen with any axis upright, as a corner in its own
//! tetrad is untwisted, so the cubes of the target whose edges are all unflipped make a subgroup
//! that the 48 symmetries keep too. A cube's coset of it ([`Coset`]) is its corner coset, its
//! edge coset, and the flips of its twelve places ([`flips`]: bit p the flip of the edge at place
//! p, as [`Cubies`] orients it), of which eleven are free. A face turn carries the flips of
//! places to places, as it does on any cube. A symmetry carries the flip at place p to the
//! place it takes p to, and changes it by a bit that depends on the symmetry, the place and the
//! slice of the edge that stands there (the edge coset tells the slice), so that it sees a
//! coset as a coset: [`FlipCosets`] holds both as tables.
//!
//! # The index: h0 to h11
//!
//! As with the edge coset alone, a coset's index is its corner coset's class under the 48
//! symmetries, then its edge coset and its flips seen through the symmetry that takes the corner
//! coset to its class's least member: 117,567,450 · 2,048 indices with all eleven free flips.
//! An index with k flips (hk) keeps only the first k of the order [`KEPT`] (the middle layer's
//! four first) and forgets the others: it is the whole index shifted right by 11 − k bits, and
//! its distance is the least of those of the 2^(11−k) whole indices it stands for. That is a
//! lower bound of the distance of every cube it is read for: the cube's own coset is one of
//! them. The whole index is no coordinate of a target every symmetry keeps for 0 < k < 11
//! (which flips are kept depends on the symmetry that sees the corners as their class's least
//! member), so no breadth-first search over the forgetting indices gives these least distances:
//! they are found by search over the whole cosets ([`FlipTable::build`]).
//!
//! # Two bits an entry
//!
//! A table holds, for each index, 0 for a distance up to its base, 1 and 2 for one and two more,
//! 3 for any more: the base is chosen so that few entries are 0, where a read says least.
//!
//! # Performance
//!
//! Measured in `tests/benches/README.md` ("Tables of cosets with flips"): h0 and h1 over base 8
//! build in about 5 and 10 minutes on two cores, every whole coset up to 10 turns met by its
//! shortest paths from those at 8; each turn more makes about 13 times as many. Looking up the
//! set of short cosets for the last turn's cosets, which never cuts a path, cost 30 % of h0's
//! build (382 s against 269 s).

use super::slices::{slice, TargetSpace, EDGE_SPLITS};
use super::tetrads::{corner_coset, CORNER_COSET_CLASSES};
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::{WholeSymmetry, WHOLE_SYMMETRIES};
use crate::search::Stats;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// The flips an index may keep: those of eleven places; the twelfth's follows from them.
pub const FREE_FLIPS: u32 = 11;

/// The places whose flips an index keeps, the first kept first: the middle layer's four (y = 0),
/// then those of the ring with z = 0, then three of the ring with x = 0.
pub const KEPT: [usize; 11] = [8, 9, 10, 11, 0, 2, 4, 6, 1, 3, 5];

/// The flips of twelve places, as bits.
const PLACE_FLIPS: usize = 1 << 12;

/// The flips of `cube`'s places: bit p is the flip of the edge at place p.
pub fn flips(cube: &Cubies) -> u16 {
    cube.edges
        .iter()
        .fold(0, |f, &slot| f | u16::from(slot & 1) << (slot / 2))
}

/// A cube's coset of the target with every flip: its corner coset, its edge coset, the flips of
/// its places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coset {
    pub corners: u32,
    pub edges: u16,
    pub flips: u16,
}

impl Coset {
    /// The coset of `cube`.
    pub fn of(cube: &Cubies) -> Self {
        Self {
            corners: corner_coset(cube),
            edges: super::slices::edge_split(cube),
            flips: flips(cube),
        }
    }
}

/// The cosets with flips: how face turns and symmetries act on them, and their indices.
#[derive(Clone, Debug)]
pub struct FlipCosets {
    space: TargetSpace,
    /// For each flips of the places, the flips after each face turn.
    turns: Vec<[u16; FACE_TURNS]>,
    /// For each symmetry and flips, the flips carried to the places the symmetry takes theirs to.
    carried: Vec<Vec<u16>>,
    /// For each edge coset and symmetry, the flips the symmetry changes (at their new places).
    changed: Vec<[u16; WHOLE_SYMMETRIES]>,
    /// For each flips of the places, the eleven kept, the first kept the highest bit.
    kept: Vec<u16>,
    metric: Metric,
}

impl FlipCosets {
    /// The tables in `metric`: a few million conjugations, a fraction of a second.
    pub fn new(metric: Metric) -> Self {
        let space = TargetSpace::new(metric);
        let symmetries: Vec<WholeSymmetry> =
            (0..WHOLE_SYMMETRIES).map(WholeSymmetry::new).collect();
        // A cube of each flips of the places: every edge home, flipped as said.
        let with_flips = |f: usize| {
            let mut cube = Cubies::SOLVED;
            for (p, slot) in cube.edges.iter_mut().enumerate() {
                *slot |= (f >> p & 1) as u8;
            }
            cube
        };
        let turns = (0..PLACE_FLIPS)
            .map(|f| super::tetrads::turned(&with_flips(f), flips))
            .collect();
        // Where symmetry s takes place p, and the flip it gives there to an unflipped edge of
        // each slice (the first edge of the slice, standing there).
        let first_of = |sl: usize| (0..12).find(|&q| slice(q) == sl).expect("a slice");
        let places: Vec<[(usize, [u8; 3]); 12]> = symmetries
            .iter()
            .map(|symmetry| {
                std::array::from_fn(|p| {
                    let slot = |q: usize| symmetry.edge(q, (2 * p) as u8).1;
                    let flip = std::array::from_fn(|sl| slot(first_of(sl)) & 1);
                    (usize::from(slot(0) / 2), flip)
                })
            })
            .collect();
        let carried = places
            .iter()
            .map(|places| {
                (0..PLACE_FLIPS)
                    .map(|f| {
                        places
                            .iter()
                            .enumerate()
                            .fold(0, |to, (p, &(q, _))| to | ((f >> p & 1) as u16) << q)
                    })
                    .collect()
            })
            .collect();
        let changed = (0..EDGE_SPLITS)
            .map(|split| {
                let cube = super::slices::representative(split);
                let mut slice_at = [0; 12];
                for (piece, &slot) in cube.edges.iter().enumerate() {
                    slice_at[usize::from(slot / 2)] = slice(piece);
                }
                std::array::from_fn(|s| {
                    places[s].iter().enumerate().fold(0, |to, (p, &(q, flip))| {
                        to | u16::from(flip[slice_at[p]]) << q
                    })
                })
            })
            .collect();
        let kept = (0..PLACE_FLIPS)
            .map(|f| KEPT.iter().fold(0, |k, &p| k << 1 | (f >> p & 1) as u16))
            .collect();
        Self {
            space,
            turns,
            carried,
            changed,
            kept,
            metric,
        }
    }

    /// The coset `coset` after face turn `m`.
    #[inline]
    pub fn turned(&self, coset: Coset, m: u8) -> Coset {
        let m = usize::from(m);
        Coset {
            corners: self.space.corners.moves[coset.corners as usize][m],
            edges: self.space.moves[usize::from(coset.edges)][m],
            flips: self.turns[usize::from(coset.flips)][m],
        }
    }

    /// The edge coset and flips `edges` and `flips` seen through symmetry `s`.
    #[inline]
    fn seen(&self, edges: u16, flips: u16, s: u8) -> (u16, u16) {
        let (e, s) = (usize::from(edges), usize::from(s));
        (
            self.space.seen[e][s],
            self.carried[s][usize::from(flips)] ^ self.changed[e][s],
        )
    }

    /// Calls `visit` with every whole index (all eleven free flips) of `coset`: one, or several
    /// where its corner class's least member is symmetric (the first its own sight).
    #[inline]
    pub fn each_index(&self, coset: Coset, mut visit: impl FnMut(u64)) {
        let corners = &self.space.corners;
        let c = coset.corners as usize;
        let class = usize::from(corners.class[c]);
        let (edges, flips) = self.seen(coset.edges, coset.flips, corners.to_least[c]);
        let line = (class * EDGE_SPLITS) as u64;
        for &s in &self.space.keeping[class] {
            let (e, f) = self.seen(edges, flips, s);
            visit((line + u64::from(e)) << FREE_FLIPS | u64::from(self.kept[usize::from(f)]));
        }
    }

    /// The whole index of `coset` (its own sight, where it has several).
    pub fn index(&self, coset: Coset) -> u64 {
        let mut first = None;
        self.each_index(coset, |i| {
            first.get_or_insert(i);
        });
        first.expect("every coset has an index")
    }
}

/// A table of two bits an entry over the indices that keep `kept` flips.
#[derive(Clone, Debug)]
pub struct FlipTable {
    kept: u32,
    base: u8,
    words: Vec<u64>,
}

impl FlipTable {
    /// The entries of a table that keeps `kept` flips: 117,567,450 · 2^kept.
    pub const fn entries(kept: u32) -> usize {
        (CORNER_COSET_CLASSES * EDGE_SPLITS) << kept
    }

    /// The entry of index `i`: 0 for a distance up to the base, 1 or 2 for so many more, 3
    /// for more still.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        (self.words[i / 32] >> (2 * (i % 32)) & 3) as u8
    }

    /// The lower bound entry `i` gives: its distance where it is 1 to 3 over the base, 0 where
    /// it is the base or less.
    pub fn bound(&self, i: usize) -> u8 {
        match self.get(i) {
            0 => 0,
            v => self.base + v,
        }
    }

    /// How many entries are 0, 1, 2 and 3.
    pub fn histogram(&self) -> [u64; 4] {
        let mut counts = [0; 4];
        (0..Self::entries(self.kept)).for_each(|i| counts[usize::from(self.get(i))] += 1);
        counts
    }

    /// The table that keeps `kept` flips over base `base`, on `threads` threads: the whole
    /// cosets up to `short` from the target by breadth-first search (a set of their indices),
    /// then a depth-first search from each of those at `short` to `base` + 2, each coset met
    /// marking the entries of its indices with its depth if that is less. Every coset up to
    /// `base` + 2 away is met on a path as long as its distance (a shortest path passes through
    /// one at `short`), so each entry ends at the least distance of the whole cosets it stands
    /// for, or 3; a path that comes back to a coset at `short` or less is cut, as that coset's
    /// searches from the ones at `short` meet all it leads to.
    ///
    /// # Panics
    /// If `kept` is above 11 or `short` above `base`.
    ///
    /// # Complexity
    /// The cosets up to `short` are held in a set (about ten million at 8 in face turns); the
    /// depth-first searches make about 13^(base + 2 − short) turns from each.
    ///
    /// With the table come its build's figures: the cosets whose turns were made, those the
    /// turns reached, the cosets at `short` (`frontier`), and the bytes of the set and table.
    pub fn build(
        cosets: &FlipCosets,
        kept: u32,
        base: u8,
        short: u8,
        threads: usize,
    ) -> (Self, Stats) {
        assert!(
            kept <= FREE_FLIPS && short <= base,
            "h{kept}, {short} of {base}"
        );
        let words: Vec<AtomicU64> = (0..Self::entries(kept).div_ceil(32))
            .map(|_| AtomicU64::new(u64::MAX))
            .collect();
        // Lowers the entry of a whole index to what a coset `depth` away gives.
        let lower = |whole: u64, depth: u8| {
            let value = u64::from(depth.saturating_sub(base));
            let i = (whole >> (FREE_FLIPS - kept)) as usize;
            let shift = 2 * (i % 32);
            // Lowered only: a failed update is an entry already as low.
            let _ = words[i / 32].fetch_update(Ordering::Relaxed, Ordering::Relaxed, |w| {
                (w >> shift & 3 > value).then_some(w & !(3 << shift) | value << shift)
            });
        };
        // Asks for the word of a whole index's entry ahead of its lowering.
        let ahead = |whole: u64| {
            let i = (whole >> (FREE_FLIPS - kept)) as usize;
            crate::memory::prefetch(&words, i / 32);
        };
        let moves = cosets.metric.moves();
        // Breadth-first to `short`: every index of a coset met goes in the set together.
        let solved = Coset::of(&Cubies::SOLVED);
        let mut met = Met::default();
        cosets.each_index(solved, |i| {
            met.insert(i);
            lower(i, 0);
        });
        let mut layer = vec![solved];
        let mut stats = Stats::default();
        for depth in 1..=short {
            let mut next = Vec::new();
            stats.expanded += layer.len() as u64;
            stats.generated += (layer.len() * usize::from(moves)) as u64;
            for &coset in &layer {
                for m in 0..moves {
                    let child = cosets.turned(coset, m);
                    if met.contains(&cosets.index(child)) {
                        continue;
                    }
                    cosets.each_index(child, |i| {
                        met.insert(i);
                        lower(i, depth);
                    });
                    next.push(child);
                }
            }
            layer = next;
        }
        // Depth-first from each coset at `short`, a chunk of them at a time on each thread.
        const CHUNK: usize = 256;
        let taken = AtomicUsize::new(0);
        let descent = Descent {
            cosets,
            met: &met,
            lower: &lower,
            ahead: &ahead,
            deepest: base + 2,
        };
        let expanded = AtomicU64::new(0);
        crate::parallel::on_threads(threads, || loop {
            let from = taken.fetch_add(CHUNK, Ordering::Relaxed);
            if from >= layer.len() {
                break;
            }
            let mut turned = 0;
            for &coset in &layer[from..layer.len().min(from + CHUNK)] {
                turned += descent.from(coset, short, None);
            }
            expanded.fetch_add(turned, Ordering::Relaxed);
        });
        let expanded = expanded.into_inner();
        stats.expanded += expanded;
        stats.generated += expanded * u64::from(moves);
        stats.frontier = layer.len() as u64;
        stats.memory = words.len() * 8 + met.capacity() * 9;
        let table = Self {
            kept,
            base,
            words: words.into_iter().map(AtomicU64::into_inner).collect(),
        };
        (table, stats)
    }
}

/// A set of whole indices: hashed by a mix of all their bits, as their low bits alone (the flips)
/// repeat across classes.
type Met = HashSet<u64, BuildHasherDefault<Mixed>>;

/// The hasher of [`Met`]: the one index written, mixed ([`mix`](crate::rng::mix)).
#[derive(Default)]
struct Mixed(u64);

impl Hasher for Mixed {
    fn write(&mut self, bytes: &[u8]) {
        bytes
            .iter()
            .for_each(|&b| self.write_u64(self.0 << 8 | u64::from(b)));
    }

    fn write_u64(&mut self, index: u64) {
        self.0 = index;
    }

    fn finish(&self) -> u64 {
        crate::rng::mix(self.0)
    }
}

/// The depth-first searches of [`FlipTable::build`]: what they share.
struct Descent<'d> {
    cosets: &'d FlipCosets,
    /// The indices of the cosets up to the depth the searches start from.
    met: &'d Met,
    /// Lowers a whole index's entry to what a coset so far away gives.
    lower: &'d (dyn Fn(u64, u8) + Sync),
    /// Asks for a whole index's entry ahead.
    ahead: &'d (dyn Fn(u64) + Sync),
    deepest: u8,
}

impl Descent<'_> {
    /// Marks every coset on a path from `coset`, `depth` away, to `deepest`, after face turn
    /// `last`; a path that comes back to a coset of the set is cut. Returns how many cosets'
    /// turns were made.
    fn from(&self, coset: Coset, depth: u8, last: Option<u8>) -> u64 {
        if depth >= self.deepest {
            return 0;
        }
        if depth + 1 == self.deepest {
            self.last_turns(coset, last);
            return 1;
        }
        let mut expanded = 1;
        let metric = self.cosets.metric;
        for m in 0..metric.moves() {
            if last.is_some_and(|last| metric.redundant(last, m)) {
                continue;
            }
            let child = self.cosets.turned(coset, m);
            // Its first index tells whether it is in the set; if not, every index is lowered.
            let mut cut = None;
            self.cosets.each_index(child, |i| {
                if !*cut.get_or_insert_with(|| self.met.contains(&i)) {
                    (self.lower)(i, depth + 1);
                }
            });
            if cut == Some(false) {
                expanded += self.from(child, depth + 1, Some(m));
            }
        }
        expanded
    }

    /// Marks the cosets one turn from `coset`, the last of every path, after face turn `last`.
    /// A coset of the set is marked lower already, so none is looked up (most of the turns are
    /// these). Their first entries are asked for ahead, all at once, then lowered: the reads'
    /// waits overlap.
    fn last_turns(&self, coset: Coset, last: Option<u8>) {
        let metric = self.cosets.metric;
        let mut children = [(coset, 0, 0); FACE_TURNS];
        let mut count = 0;
        for m in 0..metric.moves() {
            if last.is_some_and(|last| metric.redundant(last, m)) {
                continue;
            }
            let child = self.cosets.turned(coset, m);
            let (mut first, mut sights) = (0, 0);
            self.cosets.each_index(child, |i| {
                if sights == 0 {
                    first = i;
                    (self.ahead)(i);
                }
                sights += 1;
            });
            children[count] = (child, first, sights);
            count += 1;
        }
        for &(child, first, sights) in &children[..count] {
            if sights == 1 {
                (self.lower)(first, self.deepest);
            } else {
                self.cosets
                    .each_index(child, |i| (self.lower)(i, self.deepest));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::optimal::slices::edge_split;
    use crate::rng::Rng;
    use std::collections::HashMap;

    /// The whole indices of `cube` worked out on the cube itself: seen through the symmetry that
    /// takes its corner coset to its class's least member, then through each that keeps that.
    fn indices_seen(cosets: &FlipCosets, symmetries: &[WholeSymmetry], cube: &Cubies) -> Vec<u64> {
        let corners = &cosets.space.corners;
        let c = corner_coset(cube) as usize;
        let class = usize::from(corners.class[c]);
        let least = symmetries[usize::from(corners.to_least[c])].conjugate(cube);
        let mut indices: Vec<u64> = cosets.space.keeping[class]
            .iter()
            .map(|&s| {
                let seen = symmetries[usize::from(s)].conjugate(&least);
                let f = flips(&seen);
                let kept = KEPT.iter().fold(0, |k, &p| k << 1 | u64::from(f >> p & 1));
                ((class * EDGE_SPLITS + usize::from(edge_split(&seen))) as u64) << FREE_FLIPS | kept
            })
            .collect();
        indices.sort_unstable();
        indices
    }

    fn every_symmetry() -> Vec<WholeSymmetry> {
        (0..WHOLE_SYMMETRIES).map(WholeSymmetry::new).collect()
    }

    fn indices(cosets: &FlipCosets, coset: Coset) -> Vec<u64> {
        let mut all = Vec::new();
        cosets.each_index(coset, |i| all.push(i));
        all.sort_unstable();
        all
    }

    #[test]
    fn a_coset_s_indices_are_those_of_its_cube_seen_through_the_symmetries() {
        let cosets = FlipCosets::new(Metric::Face);
        let symmetries = every_symmetry();
        let mut rng = Rng::new(2048);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let coset = Coset::of(&cube);
            assert_eq!(
                indices(&cosets, coset),
                indices_seen(&cosets, &symmetries, &cube)
            );
            for m in 0..FACE_TURNS as u8 {
                let mut turned = cube;
                turned.turn(m);
                assert_eq!(cosets.turned(coset, m), Coset::of(&turned), "turn {m}");
            }
            // A symmetry sees the cube as a cube of one of its indices.
            let s = rng.below(WHOLE_SYMMETRIES as u64) as usize;
            let seen = WholeSymmetry::new(s).conjugate(&cube);
            assert!(indices(&cosets, coset).contains(&cosets.index(Coset::of(&seen))));
        }
    }

    #[test]
    fn the_cubes_of_a_coset_have_its_indices() {
        // Half turns keep every piece of the target in place and oriented: made before a
        // scramble, they leave its coset as it was, and its solved cube in the target.
        let cosets = FlipCosets::new(Metric::Face);
        let solved = cosets.index(Coset::of(&Cubies::SOLVED));
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let scramble: Vec<u8> = (0..25).map(|_| rng.below(18) as u8).collect();
            let mut half_turns = Cubies::SOLVED;
            (0..rng.below(30)).for_each(|_| half_turns.turn(12 + rng.below(6) as u8));
            assert_eq!(cosets.index(Coset::of(&half_turns)), solved);
            let (mut cube, mut other) = (Cubies::SOLVED, half_turns);
            for &m in &scramble {
                cube.turn(m);
                other.turn(m);
            }
            assert_eq!(
                indices(&cosets, Coset::of(&cube)),
                indices(&cosets, Coset::of(&other))
            );
        }
    }

    /// A table over a small base against every cube a few face turns from solved: the least
    /// number of turns that reaches a cube of each index, found on the cubes themselves.
    fn agrees_with_every_short_scramble(kept: u32) {
        const BASE: u8 = 3;
        let reach = BASE + 2;
        let cosets = FlipCosets::new(Metric::Face);
        let (table, _) = FlipTable::build(&cosets, kept, BASE, 2, crate::parallel::cores());
        let symmetries = every_symmetry();
        let mut least: HashMap<u64, u8> = HashMap::new();
        let mut scramble = |cube: &Cubies, turns: u8| {
            for whole in indices_seen(&cosets, &symmetries, cube) {
                let at = least.entry(whole >> (FREE_FLIPS - kept)).or_insert(turns);
                *at = (*at).min(turns);
            }
        };
        // Every sequence of face turns but those that a shorter or an earlier one makes.
        fn each(
            cube: Cubies,
            turns: u8,
            last: Option<u8>,
            reach: u8,
            visit: &mut dyn FnMut(&Cubies, u8),
        ) {
            visit(&cube, turns);
            if turns == reach {
                return;
            }
            for m in 0..FACE_TURNS as u8 {
                if last.is_some_and(|last| Metric::Face.redundant(last, m)) {
                    continue;
                }
                let mut next = cube;
                next.turn(m);
                each(next, turns + 1, Some(m), reach, visit);
            }
        }
        each(Cubies::SOLVED, 0, None, reach, &mut scramble);
        let mut expected = [0u64; 4];
        for (&i, &turns) in &least {
            let value = turns.saturating_sub(BASE).min(3);
            expected[usize::from(value)] += 1;
            assert_eq!(table.get(i as usize), value, "index {i}, {turns} turns");
        }
        // Every other entry is more than the reach away.
        let counts = table.histogram();
        expected[3] = FlipTable::entries(kept) as u64 - expected[..3].iter().sum::<u64>();
        assert_eq!(counts, expected);
    }

    #[test]
    fn a_table_without_flips_holds_the_least_turns_to_its_cosets() {
        agrees_with_every_short_scramble(0);
    }

    #[test]
    fn a_table_that_keeps_a_flip_holds_the_least_turns_of_the_two_it_stands_for() {
        agrees_with_every_short_scramble(1);
    }
}
