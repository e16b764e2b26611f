//! Distance tables of spaces too large to search state by state: breadth-first search layer by
//! layer over a table of four-bit entries (or bytes, for smaller deep spaces), on every core.
//!
//! Each layer is found either forwards, from the states of the layers before, or backwards, from
//! the states not reached yet, each looking for a neighbour in the layers before: whichever has
//! fewer states to look at. A move may cost more than one (a half turn counted as two quarter
//! turns): a layer is then reached from as many layers before it as the dearest move costs. The table holds nothing but the distances, half a byte a state, so
//! spaces of hundreds of millions of states fit; the threads share it through atomic bytes, and
//! since every state a layer reaches gets the same value, two threads that reach one state at
//! once write the same nibble.

use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};

/// The nibble of a state not reached.
pub const UNREACHED: u8 = 15;

/// A state space numbered densely, whose moves can all be undone.
pub trait Indexed: Sync {
    /// What the dearest move costs; 1 where every move costs one.
    const MOST_COST: u8 = 1;

    /// The number of states: indices are below it.
    fn size(&self) -> usize;

    /// Calls `visit` with the index of each state one move from the state `index` and what the
    /// move costs (1 to [`Indexed::MOST_COST`]), until it returns `false`.
    ///
    /// Law: j is visited from i with cost c exactly when i is visited from j with cost c.
    fn neighbours(&self, index: usize, visit: impl FnMut(usize, u8) -> bool);
}

/// Where the search is: at the end of a layer, and every second of a layer that takes longer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layer {
    /// The distance of the layer's states.
    pub distance: u8,
    /// How many states it has (so far, where it is not complete).
    pub states: u64,
    /// How many states have been reached in all, and how many there are.
    pub reached: u64,
    pub size: u64,
    /// Whether it was found backwards.
    pub backwards: bool,
    /// How many of the states the layer's scan has looked at: all of them, `size`, once the
    /// layer is complete.
    pub scanned: u64,
}

impl Layer {
    /// Whether the layer is complete (else the search is within it).
    pub fn is_complete(&self) -> bool {
        self.scanned == self.size
    }
}

/// How often a layer that takes long says where its scan is.
const EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// How many indices a thread takes at a time: even, so that no two threads' chunks share a byte.
const CHUNK: usize = 1 << 16;

/// The distance from the nearest of `starts` of every state of `space`, packed four bits a
/// state as [`Nibbles`](super::nibbles::Nibbles) reads them, [`UNREACHED`] where none reaches,
/// found on `threads` threads; `watch` is told of each layer.
///
/// # Panics
/// If a state is 15 or more from the starts: its distance does not fit four bits.
///
/// # Complexity
/// O(states × moves) time at most, half a byte a state.
///
/// # Examples
///
/// A ring of 20 states, a move one step either way:
///
/// ```
/// use puzzle_search::search::layers::{distances, Indexed};
/// use puzzle_search::search::nibbles::Nibbles;
///
/// struct Ring;
///
/// impl Indexed for Ring {
///     fn size(&self) -> usize {
///         20
///     }
///     fn neighbours(&self, i: usize, mut visit: impl FnMut(usize, u8) -> bool) {
///         let _ = visit((i + 1) % 20, 1) && visit((i + 19) % 20, 1);
///     }
/// }
///
/// let mut layers = Vec::new();
/// let table = distances(&Ring, &[0], 2, |layer| {
///     if layer.is_complete() {
///         layers.push(layer.states)
///     }
/// });
/// let table = Nibbles::new(&table);
/// assert_eq!((0..20).map(|i| table.get(i)).max(), Some(10));
/// assert_eq!((table.get(3), table.get(17)), (3, 3));
/// assert_eq!(layers, [2, 2, 2, 2, 2, 2, 2, 2, 2, 1], "two states a layer, one at 10");
/// ```
pub fn distances<S: Indexed>(
    space: &S,
    starts: &[usize],
    threads: usize,
    watch: impl FnMut(Layer),
) -> Vec<u8> {
    fill::<S, Nibbles>(space, starts, threads, UNREACHED - 1, watch)
}

/// [`distances`] up to `deepest` (below [`UNREACHED`]): a state further from the starts keeps
/// [`UNREACHED`], which then says that it is more than `deepest` away, as a bound from below.
/// For spaces whose deepest states do not fit four bits.
///
/// # Complexity
/// As [`distances`], the layers past `deepest` left out.
pub fn distances_within<S: Indexed>(
    space: &S,
    starts: &[usize],
    threads: usize,
    deepest: u8,
    watch: impl FnMut(Layer),
) -> Vec<u8> {
    fill::<S, Nibbles>(space, starts, threads, deepest.min(UNREACHED - 1), watch)
}

/// [`distances`], a byte a state, 255 where none reaches: for spaces small enough, and deep.
///
/// # Panics
/// If a state is 255 or more from the starts.
pub fn byte_distances<S: Indexed>(
    space: &S,
    starts: &[usize],
    threads: usize,
    watch: impl FnMut(Layer),
) -> Vec<u8> {
    fill::<S, Bytes>(space, starts, threads, u8::MAX - 1, watch)
}

/// A table of distances that threads fill together.
trait Cells: Sync {
    /// The value of a state not reached.
    const UNREACHED: u8;

    fn with(states: usize) -> Self;

    /// The value of state `i`.
    fn get(&self, i: usize) -> u8;

    /// Gives state `i`, if not reached yet, the distance `d`; whether it was not reached before.
    fn reach(&self, i: usize, d: u8) -> bool;

    fn into_bytes(self) -> Vec<u8>;
}

/// Four bits a state.
struct Nibbles(Vec<AtomicU8>);

impl Cells for Nibbles {
    const UNREACHED: u8 = UNREACHED;

    fn with(states: usize) -> Self {
        Self(
            (0..states.div_ceil(2))
                .map(|_| AtomicU8::new(0xFF))
                .collect(),
        )
    }

    #[inline]
    fn get(&self, i: usize) -> u8 {
        self.0[i / 2].load(Ordering::Relaxed) >> (4 * (i % 2)) & 0xF
    }

    #[inline]
    fn reach(&self, i: usize, d: u8) -> bool {
        let shift = 4 * (i % 2);
        // An unreached nibble is all ones: clearing the bits that `d` lacks writes `d`. A
        // nibble another thread reached meanwhile holds `d` already.
        let before = self.0[i / 2].fetch_and(!(0xF << shift) | d << shift, Ordering::Relaxed);
        before >> shift & 0xF == UNREACHED
    }

    fn into_bytes(self) -> Vec<u8> {
        self.0.into_iter().map(AtomicU8::into_inner).collect()
    }
}

/// A byte a state.
struct Bytes(Vec<AtomicU8>);

impl Cells for Bytes {
    const UNREACHED: u8 = u8::MAX;

    fn with(states: usize) -> Self {
        Self((0..states).map(|_| AtomicU8::new(u8::MAX)).collect())
    }

    #[inline]
    fn get(&self, i: usize) -> u8 {
        self.0[i].load(Ordering::Relaxed)
    }

    #[inline]
    fn reach(&self, i: usize, d: u8) -> bool {
        let swapped = self.0[i].compare_exchange(u8::MAX, d, Ordering::Relaxed, Ordering::Relaxed);
        swapped.is_ok()
    }

    fn into_bytes(self) -> Vec<u8> {
        self.0.into_iter().map(AtomicU8::into_inner).collect()
    }
}

/// The layered search over a table of cells `C`, up to the layer `deepest`, and past it where
/// that is below `C::UNREACHED`, which only [`distances_within`] asks for.
fn fill<S: Indexed, C: Cells>(
    space: &S,
    starts: &[usize],
    threads: usize,
    deepest: u8,
    mut watch: impl FnMut(Layer),
) -> Vec<u8> {
    let size = space.size();
    let table = C::with(size);
    // The states of the last layers, the latest last: as many as the dearest move reaches over.
    let most = usize::from(S::MOST_COST);
    let mut recent = vec![0u64; most];
    for &start in starts {
        recent[most - 1] += u64::from(table.reach(start, 0));
    }
    let mut reached = recent[most - 1];
    for distance in 1u8.. {
        if recent.iter().all(|&n| n == 0) || reached == size as u64 || distance > deepest {
            break;
        }
        assert!(
            distance < C::UNREACHED,
            "a distance of {distance} does not fit the table"
        );
        // Looking at a state costs about the same either way; backwards, most look at only a
        // few neighbours once the layers before hold most of the space.
        let sources: u64 = recent.iter().sum();
        let backwards = sources * 4 > size as u64 - reached;
        let found = AtomicU64::new(0);
        // Chunks handed out, and chunks done.
        let (chunks, done) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let scan = || loop {
            let start = chunks.fetch_add(1, Ordering::Relaxed) * CHUNK;
            if start >= size {
                break;
            }
            let chunk = start..(start + CHUNK).min(size);
            // A state's entry alone says whether it is a source (forwards) or unreached
            // (backwards): it is read here and only those states are expanded, so the scan
            // over the others stays a tight loop, whatever the compiler inlines.
            let count = match backwards {
                false => chunk
                    .filter(|&i| is_source(table.get(i), distance, S::MOST_COST))
                    .map(|i| forwards(space, &table, i, distance))
                    .sum(),
                true => chunk
                    .filter(|&i| table.get(i) == C::UNREACHED)
                    .map(|i| backward(space, &table, i, distance))
                    .sum::<u64>(),
            };
            found.fetch_add(count, Ordering::Relaxed);
            done.fetch_add(1, Ordering::Relaxed);
        };
        // The layer as far as its scan has gone.
        let at = |scanned: usize| {
            let states = found.load(Ordering::Relaxed);
            Layer {
                distance,
                states,
                reached: reached + states,
                size: size as u64,
                backwards,
                scanned: scanned as u64,
            }
        };
        // Complete only at the end: a report from within says so however far it got.
        let within = || at((done.load(Ordering::Relaxed) * CHUNK).min(size.saturating_sub(1)));
        scan_reporting(threads, scan, within, &mut watch);
        let layer = at(size);
        recent.remove(0);
        recent.push(layer.states);
        reached = layer.reached;
        watch(layer);
    }
    table.into_bytes()
}

/// Runs `scan` on `threads` threads while this one tells `watch` where it is (`at`) every
/// [`EVERY`] it takes; where no thread can be started for the scan, it runs here, unwatched.
fn scan_reporting(
    threads: usize,
    scan: impl Fn() + Sync,
    at: impl Fn() -> Layer,
    watch: &mut impl FnMut(Layer),
) {
    std::thread::scope(|scope| {
        let (done, finished) = std::sync::mpsc::channel::<()>();
        let shared = &scan;
        let scanning = move || {
            crate::parallel::on_threads(threads, shared);
            drop(done);
        };
        match crate::parallel::spawn_scoped(std::thread::Builder::new(), scope, scanning) {
            Ok(_) => {
                while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                    finished.recv_timeout(EVERY)
                {
                    watch(at());
                }
            }
            Err(_) => crate::parallel::on_threads(threads, &scan),
        }
    });
}

/// Whether a state at `from` is a move's cost short of `distance`, where no move costs more
/// than `most`: a source of the layer at `distance`. An unreached state is none, its value being
/// above every distance.
#[inline]
fn is_source(from: u8, distance: u8, most: u8) -> bool {
    from < distance && distance - from <= most
}

/// Reaches the unreached neighbours of state `i`, a source of the layer at `distance`
/// ([`is_source`]), by moves that cost what it is short: how many.
fn forwards<S: Indexed, C: Cells>(space: &S, table: &C, i: usize, distance: u8) -> u64 {
    let cost = distance - table.get(i);
    let mut found = 0;
    space.neighbours(i, |j, c| {
        if c == cost && table.get(j) == C::UNREACHED {
            found += u64::from(table.reach(j, distance));
        }
        true
    });
    found
}

/// If state `i`, unreached, has a neighbour a move's cost short of `distance`, reaches it: 1
/// if so.
fn backward<S: Indexed, C: Cells>(space: &S, table: &C, i: usize, distance: u8) -> u64 {
    let mut near = false;
    space.neighbours(i, |j, c| {
        let d = table.get(j);
        near = d != C::UNREACHED && d + c == distance;
        !near
    });
    u64::from(near && table.reach(i, distance))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::distance_table;
    use crate::search::toy::{self, Toy};
    use crate::search::{Puzzle, Ranked};

    /// The toy puzzle's states, numbered by rank.
    struct Toys(Vec<Toy>);

    /// Every state of the toy puzzle, in the order of their ranks.
    fn by_rank() -> Vec<Toy> {
        let mut states = toy::all();
        states.sort_by_key(Toy::rank);
        states
    }

    impl Indexed for Toys {
        fn size(&self) -> usize {
            self.0.len()
        }

        fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
            for m in 0..Toy::MOVES {
                let mut next = self.0[index];
                next.apply(m);
                if !visit(next.rank(), 1) {
                    return;
                }
            }
        }
    }

    /// The toy puzzle where the rotations (moves 4 and 5) cost two.
    struct DearRotations(Toys);

    impl Indexed for DearRotations {
        const MOST_COST: u8 = 2;

        fn size(&self) -> usize {
            self.0.size()
        }

        fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
            for m in 0..Toy::MOVES {
                let mut next = self.0 .0[index];
                next.apply(m);
                if !visit(next.rank(), if m >= 4 { 2 } else { 1 }) {
                    return;
                }
            }
        }
    }

    #[test]
    fn moves_that_cost_two_give_the_distances_of_a_cheapest_path_search() {
        let states = by_rank();
        let space = DearRotations(Toys(states.clone()));
        // Cheapest costs by Dijkstra's algorithm, written here.
        let goal = Toy([0, 1, 2, 3, 4]);
        let mut cost = [u8::MAX; 120];
        cost[goal.rank()] = 0;
        let mut open = std::collections::BinaryHeap::from([std::cmp::Reverse((0u8, goal.rank()))]);
        while let Some(std::cmp::Reverse((c, i))) = open.pop() {
            if c > cost[i] {
                continue;
            }
            space.neighbours(i, |j, step| {
                if c + step < cost[j] {
                    cost[j] = c + step;
                    open.push(std::cmp::Reverse((c + step, j)));
                }
                true
            });
        }
        for threads in [1, 3] {
            let packed = distances(&space, &[goal.rank()], threads, |_| {});
            let bytes = byte_distances(&space, &[goal.rank()], threads, |_| {});
            let table = crate::search::nibbles::Nibbles::new(&packed);
            for (i, &c) in cost.iter().enumerate() {
                assert_eq!(table.get(i), c, "state {i}, {threads} threads");
                assert_eq!(bytes[i], c, "state {i}, {threads} threads, bytes");
            }
        }
    }

    #[test]
    fn layers_within_a_depth_give_the_distances_up_to_it_and_leave_the_rest_unreached() {
        let space = Toys(by_rank());
        let goal = Toy([0, 1, 2, 3, 4]);
        let expected = distance_table(&[goal]);
        let deepest = *expected.iter().max().unwrap();
        for within in [0, 2, deepest - 1, deepest] {
            let mut layers = Vec::new();
            let packed = distances_within(&space, &[goal.rank()], 2, within, |layer| {
                layers.push(layer.distance)
            });
            let table = crate::search::nibbles::Nibbles::new(&packed);
            for (rank, &d) in expected.iter().enumerate() {
                let kept = if d <= within { d } else { UNREACHED };
                assert_eq!(table.get(rank), kept, "rank {rank}, within {within}");
            }
            assert_eq!(layers, (1..=within).collect::<Vec<_>>());
        }
    }

    #[test]
    fn layers_give_the_distances_of_a_plain_search_on_any_number_of_threads() {
        let space = Toys(by_rank());
        let goal = Toy([0, 1, 2, 3, 4]);
        let expected = distance_table(&[goal]);
        for threads in [1, 2, 5] {
            let mut layers = Vec::new();
            let packed = distances(&space, &[goal.rank()], threads, |layer| layers.push(layer));
            let table = crate::search::nibbles::Nibbles::new(&packed);
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

    /// Two states, the move between them slow: its one layer takes over a second.
    struct Slow;

    impl Indexed for Slow {
        fn size(&self) -> usize {
            2
        }

        fn neighbours(&self, i: usize, mut visit: impl FnMut(usize, u8) -> bool) {
            std::thread::sleep(std::time::Duration::from_millis(1500));
            visit(1 - i, 1);
        }
    }

    #[test]
    fn a_layer_that_takes_long_says_where_it_is_while_it_goes() {
        let mut reports = Vec::new();
        let table = byte_distances(&Slow, &[0], 1, |layer| reports.push(layer));
        assert_eq!(table, [0, 1]);
        let (last, during) = reports.split_last().unwrap();
        assert!(last.is_complete() && last.states == 1, "{reports:?}");
        assert!(!during.is_empty(), "a report within the layer");
        assert!(during
            .iter()
            .all(|layer| !layer.is_complete() && layer.distance == 1));
    }
}
