//! Distance tables of spaces too large to search state by state: breadth-first search layer by
//! layer over a table of four-bit entries, on every core.
//!
//! Each layer is found either forwards, from the states of the layer before, or backwards, from
//! the states not reached yet, each looking for a neighbour in the layer before: whichever has
//! fewer states to look at. The table holds nothing but the distances, half a byte a state, so
//! spaces of hundreds of millions of states fit; the threads share it through atomic bytes, and
//! since every state a layer reaches gets the same value, two threads that reach one state at
//! once write the same nibble.

use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};

/// The nibble of a state not reached.
pub const UNREACHED: u8 = 15;

/// A state space numbered densely, whose moves can all be undone.
pub trait Indexed: Sync {
    /// The number of states: indices are below it.
    fn size(&self) -> usize;

    /// Calls `visit` with the index of each state one move from the state `index`, until it
    /// returns `false`.
    ///
    /// Law: j is visited from i exactly when i is visited from j.
    fn neighbours(&self, index: usize, visit: impl FnMut(usize) -> bool);
}

/// What the search has done when a layer is complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layer {
    /// The distance of the layer's states.
    pub distance: u8,
    /// How many states it has.
    pub states: u64,
    /// How many states have been reached in all, and how many there are.
    pub reached: u64,
    pub size: u64,
    /// Whether it was found backwards.
    pub backwards: bool,
}

/// How many indices a thread takes at a time: even, so that no two threads' chunks share a byte.
const CHUNK: usize = 1 << 16;

/// The distance from the nearest of `starts` of every state of `space`, packed four bits a
/// state as [`Nibbles`](super::nibbles::Nibbles) reads them, [`UNREACHED`] where none reaches,
/// found on `threads` threads; `watch` is told of each layer.
///
/// # Panics
/// If a state is 15 moves or more from the starts: its distance does not fit four bits.
///
/// # Complexity
/// O(states × moves) time at most, half a byte a state.
pub fn distances<S: Indexed>(
    space: &S,
    starts: &[usize],
    threads: usize,
    mut watch: impl FnMut(Layer),
) -> Vec<u8> {
    let size = space.size();
    let table: Vec<AtomicU8> = (0..size.div_ceil(2)).map(|_| AtomicU8::new(0xFF)).collect();
    let mut frontier = 0u64;
    for &start in starts {
        frontier += u64::from(reach(&table, start, 0));
    }
    let mut reached = frontier;
    for distance in 0u8.. {
        if frontier == 0 || reached == size as u64 {
            break;
        }
        assert!(
            distance + 1 < UNREACHED,
            "a distance over 14 does not fit four bits"
        );
        // Looking at a state costs about the same either way; backwards, most look at only a
        // few neighbours once the layer before holds most of the space.
        let backwards = frontier * 4 > size as u64 - reached;
        let next = AtomicU64::new(0);
        let chunks = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    let mut found = 0;
                    loop {
                        let start = chunks.fetch_add(1, Ordering::Relaxed) * CHUNK;
                        if start >= size {
                            break;
                        }
                        for i in start..(start + CHUNK).min(size) {
                            found += match backwards {
                                false => forwards(space, &table, i, distance),
                                true => backward(space, &table, i, distance),
                            };
                        }
                    }
                    next.fetch_add(found, Ordering::Relaxed);
                });
            }
        });
        frontier = next.into_inner();
        reached += frontier;
        watch(Layer {
            distance: distance + 1,
            states: frontier,
            reached,
            size: size as u64,
            backwards,
        });
    }
    table.into_iter().map(AtomicU8::into_inner).collect()
}

/// The nibble of state `i`.
#[inline]
fn get(table: &[AtomicU8], i: usize) -> u8 {
    table[i / 2].load(Ordering::Relaxed) >> (4 * (i % 2)) & 0xF
}

/// Gives state `i`, if not reached yet, the distance `d`; whether it was not reached before.
#[inline]
fn reach(table: &[AtomicU8], i: usize, d: u8) -> bool {
    let shift = 4 * (i % 2);
    // An unreached nibble is all ones: clearing the bits that `d` lacks writes `d`. A nibble
    // another thread reached meanwhile holds `d` already.
    let before = table[i / 2].fetch_and(!(0xF << shift) | d << shift, Ordering::Relaxed);
    before >> shift & 0xF == UNREACHED
}

/// If state `i` is at `distance`, reaches its unreached neighbours: how many.
#[inline]
fn forwards<S: Indexed>(space: &S, table: &[AtomicU8], i: usize, distance: u8) -> u64 {
    if get(table, i) != distance {
        return 0;
    }
    let mut found = 0;
    space.neighbours(i, |j| {
        if get(table, j) == UNREACHED {
            found += u64::from(reach(table, j, distance + 1));
        }
        true
    });
    found
}

/// If state `i` is unreached and has a neighbour at `distance`, reaches it: 1 if so.
#[inline]
fn backward<S: Indexed>(space: &S, table: &[AtomicU8], i: usize, distance: u8) -> u64 {
    if get(table, i) != UNREACHED {
        return 0;
    }
    let mut near = false;
    space.neighbours(i, |j| {
        near = get(table, j) == distance;
        !near
    });
    u64::from(near && reach(table, i, distance + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::distance_table;
    use crate::search::nibbles::Nibbles;
    use crate::search::toy::{self, Toy};
    use crate::search::{Puzzle, Ranked};

    /// The toy puzzle's states, numbered by rank.
    struct Toys(Vec<Toy>);

    impl Indexed for Toys {
        fn size(&self) -> usize {
            self.0.len()
        }

        fn neighbours(&self, index: usize, mut visit: impl FnMut(usize) -> bool) {
            for m in 0..Toy::MOVES {
                let mut next = self.0[index];
                next.apply(m);
                if !visit(next.rank()) {
                    return;
                }
            }
        }
    }

    #[test]
    fn layers_give_the_distances_of_a_plain_search_on_any_number_of_threads() {
        let mut states = toy::all();
        states.sort_by_key(Toy::rank);
        let space = Toys(states);
        let goal = Toy([0, 1, 2, 3, 4]);
        let expected = distance_table(&[goal]);
        for threads in [1, 2, 5] {
            let mut layers = Vec::new();
            let packed = distances(&space, &[goal.rank()], threads, |layer| layers.push(layer));
            let table = Nibbles::new(&packed);
            for (rank, &d) in expected.iter().enumerate() {
                assert_eq!(table.get(rank), d, "rank {rank}, {threads} threads");
            }
            let last = layers.last().unwrap();
            assert_eq!((last.reached, last.size), (120, 120));
            assert!(
                layers.iter().any(|l| l.backwards),
                "the late layers go backwards"
            );
            let total: u64 = layers.iter().map(|l| l.states).sum();
            assert_eq!(total, 119, "every state but the start, once");
        }
    }
}
