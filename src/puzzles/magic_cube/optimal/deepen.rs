//! Iterative deepening, as both optimal searches do it: a bound at a time from the root's
//! estimate, and past a few moves each iteration cut into heads, the first four moves, shared
//! among the threads most promising first (`search.rs` tells the rules: the first head in order
//! with a solution gives the answer, whatever the timing; heads alike by the cube's symmetries
//! are searched once). A search says what it reads at each node; this module hands it the root
//! or a head ([`Walker`]).

use super::heads::{window, Heads, HEAD};
use crate::puzzles::magic_cube::cubie::Cubies;
use crate::puzzles::magic_cube::metric::Metric;
use crate::search::ida::{Iteration, Progress};
use crate::search::Stats;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;

/// Iterations with fewer moves left than this are not cut into heads.
const HEADS_FROM: u32 = 12;

/// How many nodes a search runs between looks at whether to stop.
pub(super) const LOOK_EVERY: u64 = 1 << 14;

/// One thread's search, which the iterations hand the root or a head at a time.
pub(super) trait Walker {
    /// Whether a solution of exactly `togo` moves from the root exists ([`Walker::moves`]).
    fn root(&mut self, togo: u32) -> bool;

    /// Whether one of exactly `togo` moves starts with `head`, the head at `place` in the order.
    fn head(&mut self, head: &[u8; HEAD], place: usize, togo: u32) -> bool;

    /// The solution the last search found.
    fn moves(&self) -> Vec<u8>;

    /// The nodes of its searches so far.
    fn stats(&self) -> Stats;

    /// Whether the last search was stopped before its end (told once).
    fn stopped(&mut self) -> bool;
}

/// What makes each thread's search: from the root of one cube, stopped when `stop` says so,
/// and, for a central cube, told where each four moves in a row first stand in the order of
/// heads ([`Heads::windows`]), which it may use to leave out nodes.
pub(super) trait Walkers: Sync {
    type Walk<'s>: Walker
    where
        Self: 's;

    fn walk<'s>(&'s self, stop: &'s dyn Fn() -> bool, windows: Option<&'s [u16]>)
        -> Self::Walk<'s>;
}

/// What a search found: a shortest solution's moves, if there is one within the length asked
/// for and the search was not stopped, and each bound iteration with the nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub moves: Option<Vec<u8>>,
    pub iterations: Vec<Iteration>,
}

impl Solution {
    /// The nodes of every iteration.
    pub fn stats(&self) -> Stats {
        self.iterations
            .iter()
            .fold(Stats::default(), |all, i| Stats {
                expanded: all.expanded + i.expanded,
                generated: all.generated + i.generated,
                ..all
            })
    }
}

/// A shortest solution of `cube` in `metric` of at most `max_len` moves, searched by
/// `walkers`' searches from bound `bound` up, on `threads` threads, telling `watch` of the
/// search's progress about ten times a second (it stops the search by returning `false`), with
/// heads alike by the cube's symmetries searched once where `symmetric`.
pub(super) fn deepen<W: Walkers>(
    walkers: &W,
    (metric, cube): (Metric, &Cubies),
    mut bound: u32,
    (max_len, threads, symmetric): (u32, usize, bool),
    mut watch: impl FnMut(Progress) -> bool,
) -> Solution {
    let mut stats = Stats::default();
    let mut iterations = Vec::new();
    // The heads and the cube's symmetries, made once a bound needs them: tens of thousands of
    // heads, which a shallow cube would spend more time making than searching.
    let mut heads: Option<Heads> = None;
    let halt = AtomicBool::new(false);
    while bound <= max_len {
        let (found, took) = if bound < HEADS_FROM {
            let never = || false;
            let mut walk = walkers.walk(&never, None);
            let found = walk.root(bound).then(|| walk.moves());
            (found, walk.stats())
        } else {
            let heads = heads.get_or_insert_with(|| Heads::new(metric, symmetric.then_some(cube)));
            let (found, took) = iteration(walkers, bound, heads, threads, &halt, |s| {
                watch(Progress {
                    bound,
                    stats: stats.and(s),
                })
            });
            (found.filter(|_| !halt.load(Ordering::Relaxed)), took)
        };
        stats = stats.and(took);
        iterations.push(Iteration {
            bound,
            expanded: took.expanded,
            generated: took.generated,
        });
        if found.is_some() || halt.load(Ordering::Relaxed) || !watch(Progress { bound, stats }) {
            return Solution {
                moves: found,
                iterations,
            };
        }
        bound += metric.step();
    }
    Solution {
        moves: None,
        iterations,
    }
}

/// One iteration cut into heads, taken in `order` by `threads` threads: the solution of the
/// first head in that order that has one, and the nodes taken; `order` then holds each head's
/// nodes, most first. `watch` is told of the nodes so far; `halt` is set if it says to stop.
fn iteration<W: Walkers>(
    walkers: &W,
    bound: u32,
    heads: &mut Heads,
    threads: usize,
    halt: &AtomicBool,
    mut watch: impl FnMut(Stats) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    let next = AtomicUsize::new(0);
    // Heads alike by the cube's symmetries (`heads.rs`): a head alike to one before it that was
    // searched to its end without a solution has none. For a central cube, a head alike to one
    // before it by a symmetry, or reversed, is not searched at all: where a solution starts with
    // it, one is found under a head before it (`heads.rs`).
    let windows = heads.windows();
    let alike: Vec<usize> = match &windows {
        Some(windows) => (heads.order.iter())
            .map(|(_, head)| usize::from(windows[window(*head)]))
            .collect(),
        None => heads.first_alike(),
    };
    let order = &mut heads.order;
    let none: Vec<AtomicBool> = order.iter().map(|_| AtomicBool::new(false)).collect();
    // The position of the first head found to have a solution, and that solution.
    let first = AtomicUsize::new(usize::MAX);
    let found: Mutex<Option<(usize, Vec<u8>)>> = Mutex::new(None);
    let costs: Vec<AtomicU64> = order.iter().map(|_| AtomicU64::new(0)).collect();
    let (expanded, generated) = (AtomicU64::new(0), AtomicU64::new(0));
    let (done, finished) = mpsc::channel::<()>();
    // One worker's share: heads taken in turn until none is left or one before has a solution.
    let work = || {
        let position = std::cell::Cell::new(0);
        let stop =
            || halt.load(Ordering::Relaxed) || first.load(Ordering::Relaxed) < position.get();
        let mut walk = walkers.walk(&stop, windows.as_deref());
        loop {
            let at = next.fetch_add(1, Ordering::Relaxed);
            position.set(at);
            if at >= order.len() || first.load(Ordering::Relaxed) < at {
                break;
            }
            let position = at;
            let first_alike = alike[position];
            if first_alike != position
                && (windows.is_some() || none[first_alike].load(Ordering::Relaxed))
            {
                continue;
            }
            let before = walk.stats();
            let has = walk.head(&order[position].1, position, bound);
            let stopped = walk.stopped();
            let took = walk.stats().expanded - before.expanded;
            costs[position].store(took, Ordering::Relaxed);
            expanded.fetch_add(took, Ordering::Relaxed);
            generated.fetch_add(walk.stats().generated - before.generated, Ordering::Relaxed);
            if has && !stopped {
                first.fetch_min(position, Ordering::Relaxed);
                let mut found = found.lock().unwrap_or_else(|e| e.into_inner());
                if found.as_ref().is_none_or(|(at, _)| *at > position) {
                    *found = Some((position, walk.moves()));
                }
            }
            none[position].store(!has && !stopped, Ordering::Relaxed);
        }
    };
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..threads.max(1) {
            let (work, done) = (&work, done.clone());
            // The threads the system gives share the work.
            let thread = std::thread::Builder::new();
            let spawned = crate::parallel::spawn_scoped(thread, scope, move || {
                work();
                drop(done);
            });
            started += usize::from(spawned.is_ok());
        }
        if started == 0 {
            // None (a process at its limit of memory or of threads): the work is done here,
            // watched once it is done.
            work();
        }
        drop(done);
        // Watch until every thread is done.
        while finished.recv_timeout(Duration::from_millis(100))
            == Err(mpsc::RecvTimeoutError::Timeout)
        {
            let so_far = Stats {
                expanded: expanded.load(Ordering::Relaxed),
                generated: generated.load(Ordering::Relaxed),
                ..Stats::default()
            };
            if !watch(so_far) {
                halt.store(true, Ordering::Relaxed);
            }
        }
    });
    // A head alike to one before it weighs as that one, whether searched or not, so that the
    // next order does not depend on the threads' timing.
    for (entry, &first) in order.iter_mut().zip(&alike) {
        entry.0 = costs[first].load(Ordering::Relaxed);
    }
    // Stable: among heads alike, the order they had. A central cube's least first: each of its
    // solutions is found under the first head in order of its four moves in a row, round.
    if windows.is_some() {
        order.sort_by_key(|&(cost, _)| cost);
    } else {
        order.sort_by_key(|&(cost, _)| std::cmp::Reverse(cost));
    }
    let took = Stats {
        expanded: expanded.into_inner(),
        generated: generated.into_inner(),
        ..Stats::default()
    };
    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    (found.map(|(_, moves)| moves), took)
}
