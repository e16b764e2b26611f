//! Tables of two bits an entry over the indices of [`flips`](super::flips) that keep some
//! flips (h0 to h11), and their build.
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
//! build (382 s against 269 s). Asking for the last turn's entries ahead, a coset's children
//! at once, gave 3 %, within the machine's noise (275 s against 285 s): not kept.

use super::flips::{Coset, FlipCosets, FREE_FLIPS};
use super::slices::EDGE_SPLITS;
use super::tetrads::CORNER_COSET_CLASSES;
use crate::memory::prefetch;
use crate::puzzles::magic_cube::cubie::Cubies;
use crate::search::Stats;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

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

    /// Asks memory for the entry of index `i`, to be read soon.
    #[inline]
    pub fn prefetch(&self, i: usize) {
        prefetch(&self.words, i / 32);
    }

    /// The distance entries 0 stand for at most, and 1 to 3 count from.
    pub fn base(&self) -> u8 {
        self.base
    }

    /// How many flips its indices keep.
    pub fn kept(&self) -> u32 {
        self.kept
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
                    // Its first index tells whether it is new; if so, every index goes in.
                    let mut new = None;
                    cosets.each_index(child, |i| {
                        if *new.get_or_insert_with(|| !met.contains(&i)) {
                            met.insert(i);
                            lower(i, depth);
                        }
                    });
                    if new == Some(true) {
                        next.push(child);
                    }
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
            deepest: base + 2,
        };
        let (expanded, generated) = (AtomicU64::new(0), AtomicU64::new(0));
        crate::parallel::on_threads(threads, || loop {
            let from = taken.fetch_add(CHUNK, Ordering::Relaxed);
            if from >= layer.len() {
                break;
            }
            let mut counted = Stats::default();
            for &coset in &layer[from..layer.len().min(from + CHUNK)] {
                descent.from(coset, short, None, &mut counted);
            }
            expanded.fetch_add(counted.expanded, Ordering::Relaxed);
            generated.fetch_add(counted.generated, Ordering::Relaxed);
        });
        stats.expanded += expanded.into_inner();
        stats.generated += generated.into_inner();
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
    deepest: u8,
}

impl Descent<'_> {
    /// Marks every coset on a path from `coset`, `depth` away, to `deepest`, after face turn
    /// `last`; a path that comes back to a coset of the set is cut. Counts in `counted` the
    /// cosets whose turns were made and the cosets they reached.
    fn from(&self, coset: Coset, depth: u8, last: Option<u8>, counted: &mut Stats) {
        if depth >= self.deepest {
            return;
        }
        counted.expanded += 1;
        let metric = self.cosets.metric;
        for m in 0..metric.moves() {
            if last.is_some_and(|last| metric.redundant(last, m)) {
                continue;
            }
            counted.generated += 1;
            let child = self.cosets.turned(coset, m);
            if depth + 1 == self.deepest {
                // The last turn: a coset of the set is marked lower already, so none is looked
                // up (most of the turns are these).
                self.cosets
                    .each_index(child, |i| (self.lower)(i, self.deepest));
                continue;
            }
            // Its first index tells whether it is in the set; if not, every index is lowered.
            let mut cut = None;
            self.cosets.each_index(child, |i| {
                if !*cut.get_or_insert_with(|| self.met.contains(&i)) {
                    (self.lower)(i, depth + 1);
                }
            });
            if cut == Some(false) {
                self.from(child, depth + 1, Some(m), counted);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::cubie::FACE_TURNS;
    use crate::puzzles::magic_cube::metric::Metric;
    use crate::puzzles::magic_cube::optimal::flips::tests::{every_symmetry, indices_seen};
    use std::collections::HashMap;

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
