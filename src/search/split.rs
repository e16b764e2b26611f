//! IDA* on several threads, with the answer of one: each iteration's tree is cut below its
//! first [`DEPTH`] moves, and the threads take the subtrees there one at a time, in move order
//! ([`solve`]). An iteration after one of fewer than [`SHARED_FROM`] nodes is IDA*'s own, on
//! the calling thread.
//!
//! The answer is the first solution in move order among the shortest, as [`Ida::solve`] finds
//! it, whatever the threads' timing: a subtree with a solution ends the taking of later ones,
//! but every earlier subtree is searched to its end, and the earliest subtree's first solution
//! wins. Only the node counts depend on the timing, since later subtrees may be searched in
//! part before the solution is found.

use super::ida::{Ida, Progress};
use super::{Heuristic, Stats};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// How many moves deep each iteration is cut into subtrees: with twelve moves, hundreds of
/// subtrees, enough to keep a few threads busy to the end of an iteration.
pub const DEPTH: usize = 3;

/// How many nodes an iteration must have generated for the next to be shared among threads:
/// below, starting threads would take longer than the search.
pub const SHARED_FROM: u64 = 1 << 16;

/// The first shortest solution of `start` of at most `max_len` moves, searched on `threads`
/// threads as [`Ida::solve_watched`] searches it on one, telling `watch` (on the calling
/// thread) of the progress of each iteration at its start and about every
/// [`WATCH_EVERY`](super::ida::WATCH_EVERY) nodes the calling thread expands; `None` if there
/// is none that short or `watch` stopped the search. With the nodes the threads took together.
///
/// # Complexity
/// The nodes of [`Ida::solve`], shared among the threads, and those of one iteration cut
/// [`DEPTH`] deep; the paths of its subtrees in memory.
pub fn solve<P: Heuristic + Clone + Sync>(
    start: &P,
    max_len: u32,
    threads: usize,
    watch: impl FnMut(Progress) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    solve_sharing(start, max_len, threads, SHARED_FROM, watch)
}

/// [`solve`], sharing an iteration among the threads after one of at least `shared_from`
/// nodes.
fn solve_sharing<P: Heuristic + Clone + Sync>(
    start: &P,
    max_len: u32,
    threads: usize,
    shared_from: u64,
    mut watch: impl FnMut(Progress) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    let (mut ida, mut total, mut last) = (Ida::new(), Stats::default(), 0);
    let mut bound = start.estimate();
    while bound <= max_len {
        if !watch(Progress {
            bound,
            stats: total,
        }) {
            break;
        }
        let (outcome, stats) = match threads > 1 && last >= shared_from {
            true => shared(start, bound, threads, total, &mut ida, &mut watch),
            false => {
                let before = total;
                let (outcome, stats) = ida.search_below(&mut start.clone(), &[], 0, bound, |p| {
                    let stats = before.and(p.stats);
                    watch(Progress { bound, stats })
                });
                (outcome.map(<[u8]>::to_vec), stats)
            }
        };
        last = stats.generated;
        total = total.and(stats);
        match outcome {
            Ok(path) => return (Some(path), total),
            Err(Some(next)) if next != u32::MAX => bound = next,
            Err(_) => break,
        }
    }
    (None, total)
}

/// One iteration of bound `bound` on `threads` threads, the nodes before it being `before`:
/// its first solution, else the smallest f past the bound, or `None` if `watch` stopped it;
/// and the nodes it took.
fn shared<P: Heuristic + Clone + Sync>(
    start: &P,
    bound: u32,
    threads: usize,
    before: Stats,
    ida: &mut Ida,
    watch: &mut impl FnMut(Progress) -> bool,
) -> (Result<Vec<u8>, Option<u32>>, Stats) {
    let mut prefixes = Vec::new();
    let (above, cut) = ida.subtrees(&mut start.clone(), bound, DEPTH, |path| {
        prefixes.push(path.to_vec())
    });
    let iteration = Iteration {
        start,
        prefixes: &prefixes,
        bound,
        taken: AtomicUsize::new(0),
        first_found: AtomicUsize::new(usize::MAX),
        halt: AtomicBool::new(false),
        nodes: AtomicU64::new(0),
        found: Mutex::new(None),
    };
    let (next, stats) = iteration.run(threads, before.and(cut), watch);
    let stats = cut.and(stats);
    if iteration.halt.into_inner() {
        // Earlier subtrees may have been left unfinished.
        return (Err(None), stats);
    }
    match iteration.found.into_inner().expect("no thread panicked") {
        Some((_, path)) => (Ok(path), stats),
        None => (Err(Some(above.min(next))), stats),
    }
}

/// One iteration's subtrees, and what the threads have done with them.
struct Iteration<'p, P> {
    start: &'p P,
    /// The moves down to each subtree, in move order.
    prefixes: &'p [Vec<u8>],
    bound: u32,
    /// How many subtrees have been taken.
    taken: AtomicUsize,
    /// The earliest subtree known to hold a solution.
    first_found: AtomicUsize,
    /// Set when the watcher says to stop.
    halt: AtomicBool,
    /// The nodes generated in subtrees searched to their end.
    nodes: AtomicU64,
    /// The earliest subtree's first solution found so far.
    found: Mutex<Option<(usize, Vec<u8>)>>,
}

impl<P: Heuristic + Clone + Sync> Iteration<'_, P> {
    /// Searches the subtrees on `threads` threads, this one among them and the one that tells
    /// `watch` (the nodes before the iteration being `before`): the smallest f past the bound
    /// in the subtrees searched to their end, and the nodes the threads took.
    fn run(
        &self,
        threads: usize,
        before: Stats,
        watch: &mut impl FnMut(Progress) -> bool,
    ) -> (u32, Stats) {
        std::thread::scope(|scope| {
            let others: Vec<_> = (1..threads.max(1))
                .map(|_| scope.spawn(|| self.work(|_| true)))
                .collect();
            let bound = self.bound;
            let mine = self.work(|generated| {
                let stats = Stats {
                    generated: before.generated + generated,
                    ..before
                };
                watch(Progress { bound, stats })
            });
            others.into_iter().fold(mine, |(next, stats), other| {
                let (n, s) = other.join().expect("a search thread");
                (next.min(n), stats.and(s))
            })
        })
    }

    /// One thread's part: subtrees taken in turn until none is left or a solution is known in
    /// an earlier one, telling `watch` of the nodes generated so far by all threads (counting
    /// subtrees done and its own under way), which may halt every thread. The smallest f past
    /// the bound in the subtrees it searched to their end, and the nodes it took.
    fn work(&self, mut watch: impl FnMut(u64) -> bool) -> (u32, Stats) {
        let (mut ida, mut next, mut stats) = (Ida::new(), u32::MAX, Stats::default());
        loop {
            let i = self.taken.fetch_add(1, Ordering::Relaxed);
            if i >= self.prefixes.len()
                || i > self.first_found.load(Ordering::Relaxed)
                || self.halt.load(Ordering::Relaxed)
            {
                break;
            }
            let prefix = &self.prefixes[i];
            let mut puzzle = self.start.clone();
            let mut g = 0;
            for &m in prefix {
                let legal = puzzle.apply(m);
                debug_assert!(legal, "a prefix the search took");
                g += P::cost(m);
            }
            let (result, searched) = ida.search_below(&mut puzzle, prefix, g, self.bound, |p| {
                let so_far = self.nodes.load(Ordering::Relaxed) + p.stats.generated;
                if !watch(so_far) {
                    self.halt.store(true, Ordering::Relaxed);
                }
                !self.halt.load(Ordering::Relaxed) && i <= self.first_found.load(Ordering::Relaxed)
            });
            stats = stats.and(searched);
            match result {
                Ok(path) => {
                    self.first_found.fetch_min(i, Ordering::Relaxed);
                    let mut found = self.found.lock().expect("no thread panicked");
                    if found.as_ref().is_none_or(|&(j, _)| i < j) {
                        *found = Some((i, path.to_vec()));
                    }
                }
                Err(Some(f)) => next = next.min(f),
                Err(None) => {}
            }
            self.nodes.fetch_add(searched.generated, Ordering::Relaxed);
        }
        (next, stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::toy;

    #[test]
    fn every_toy_state_gets_the_answer_of_one_thread_on_any_number() {
        for start in toy::all() {
            let mut ida = Ida::new();
            let mut alone = start;
            let expected = ida.solve(&mut alone, 12).path.map(<[u8]>::to_vec);
            for threads in [1, 2, 3, 8] {
                let (path, _) = solve_sharing(&start, 12, threads, 0, |_| true);
                assert_eq!(path, expected, "{start:?} on {threads} threads");
            }
            assert_eq!(solve(&start, 12, 2, |_| true).0, expected);
        }
    }

    #[test]
    fn a_watcher_that_says_stop_ends_the_search_with_no_path() {
        let far = toy::all()
            .into_iter()
            .max_by_key(|start| {
                Ida::new()
                    .solve(&mut start.clone(), 12)
                    .path
                    .map(<[u8]>::len)
            })
            .expect("toy states");
        let mut bounds = Vec::new();
        let (path, _) = solve_sharing(&far, 12, 2, 0, |progress| {
            bounds.push(progress.bound);
            bounds.len() < 2
        });
        assert_eq!(path, None);
        assert_eq!(
            bounds.len(),
            2,
            "stopped at the second iteration's start: {bounds:?}"
        );
    }
}
