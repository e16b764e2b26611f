//! Iterative-deepening A* (Korf 1985).
//!
//! Depth-first searches with a growing bound on g + h, each bound the smallest f that the
//! previous search cut off; g counts the moves' costs
//! ([`Puzzle::cost`](super::Puzzle::cost), 1 each unless a puzzle says otherwise). Because the
//! estimate never overestimates, the first bound at which a solution appears is the optimal
//! cost; because moves are tried in increasing order, the first solution found at that bound is
//! the lexicographically smallest (in move numbers) of all the cheapest ones that
//! [`Heuristic::redundant`] and [`Heuristic::skipped`] keep. [`Ida::each_within`] instead visits
//! every node within one cost, for searches in stages.

use super::{moves_in, Found, Heuristic, Stats};

/// How often, in nodes expanded, a watched search tells its watcher of its progress.
pub const WATCH_EVERY: u64 = 1 << 16;

/// Where a search stands, for its watcher: the bound of the iteration under way and the nodes
/// so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub bound: u32,
    pub stats: Stats,
}

/// One iteration of a search by [`Ida::solve`]: its bound and the nodes it took, for a
/// learner to see how the work grows from bound to bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration {
    pub bound: u32,
    pub expanded: u64,
    pub generated: u64,
}

/// An IDA* search context: owns the path buffer, reused from one search to the next.
#[derive(Debug, Default)]
pub struct Ida {
    path: Vec<u8>,
    /// The nodes of the search under way.
    stats: Stats,
    /// The iterations of the last search by [`Ida::solve`], one entry a bound.
    iterations: Vec<Iteration>,
}

/// What [`Ida::each_within`] does after a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Searches on below it.
    Deeper,
    /// Leaves out what lies below it.
    Aside,
    /// Ends the search.
    Stop,
}

/// How one bounded depth-first search ended.
enum Outcome {
    Found,
    /// Nothing within the bound; the smallest f that exceeded it (`u32::MAX`: none did).
    Exceeded(u32),
    /// The watcher said to stop.
    Stopped,
}

impl Ida {
    /// A context with an empty path buffer and zero counts.
    pub fn new() -> Self {
        Self::default()
    }

    /// The first shortest solution of at most `max_len` moves, as move numbers, or no path if
    /// there is none that short, and the nodes it took. The puzzle is left as it was.
    ///
    /// The search ends when the bound passes `max_len` or when no move is left to try; on a puzzle
    /// with an unsolvable start and cycles, only `max_len` ends it.
    ///
    /// # Complexity
    /// Exponential in the solution length in general; linear in it, times the number of moves,
    /// when the estimate is exact. No allocation besides the path buffer's growth.
    pub fn solve<P: Heuristic>(&mut self, puzzle: &mut P, max_len: u32) -> Found<'_> {
        self.solve_watched(puzzle, max_len, |_| true)
    }

    /// [`Ida::solve`], telling `watch` where the search stands at the start of every iteration
    /// and every [`WATCH_EVERY`] nodes expanded: for a progress line, or to stop a search whose
    /// result is no longer wanted, which ends, with no path, when `watch` returns `false`.
    pub fn solve_watched<P: Heuristic>(
        &mut self,
        puzzle: &mut P,
        max_len: u32,
        mut watch: impl FnMut(Progress) -> bool,
    ) -> Found<'_> {
        self.path.clear();
        self.stats = Stats::default();
        self.iterations.clear();
        let found = self.deepen(puzzle, max_len, &mut watch);
        self.stats.memory = self.path.capacity();
        Found {
            path: found.then_some(&self.path[..]),
            stats: self.stats,
        }
    }

    /// The iterations of the last search, if it was by [`Ida::solve`] or [`Ida::solve_watched`]
    /// (else none), the last one cut short if the watcher stopped it.
    pub fn iterations(&self) -> &[Iteration] {
        &self.iterations
    }

    /// Searches with growing bounds up to `max_len`; whether a solution is in the path.
    fn deepen<P: Heuristic>(
        &mut self,
        puzzle: &mut P,
        max_len: u32,
        watch: &mut impl FnMut(Progress) -> bool,
    ) -> bool {
        let mut bound = puzzle.estimate();
        while bound <= max_len {
            let stats = self.stats;
            if !watch(Progress { bound, stats }) {
                return false;
            }
            let outcome = self.search(puzzle, 0, bound, watch, &mut found_at_goal);
            self.iterations.push(Iteration {
                bound,
                expanded: self.stats.expanded - stats.expanded,
                generated: self.stats.generated - stats.generated,
            });
            match outcome {
                Outcome::Found => return true,
                Outcome::Exceeded(u32::MAX) | Outcome::Stopped => break,
                Outcome::Exceeded(next) => bound = next,
            }
        }
        false
    }

    /// Visits every node of `puzzle` within `cost` (its moves' cost so far plus its estimate
    /// at most `cost`) in depth-first move order, telling `at_node` its moves, the puzzle there
    /// and the cost left, which says whether to search on below it, leave out what lies below,
    /// or stop: what a search in stages does with the ways through its first stage, each a
    /// goal with no cost left. The puzzle is left as it was; the nodes it took are returned,
    /// those left out by `at_node` counted as generated and not expanded.
    ///
    /// Moves that [`Heuristic::redundant`] or [`Heuristic::skipped`] skips are not taken.
    pub fn each_within<P: Heuristic>(
        &mut self,
        puzzle: &mut P,
        cost: u32,
        mut at_node: impl FnMut(&[u8], &mut P, u32) -> Next,
    ) -> Stats {
        self.path.clear();
        self.stats = Stats::default();
        self.iterations.clear();
        let mut at_node = |path: &[u8], p: &mut P, g| match at_node(path, p, cost - g) {
            Next::Deeper => None,
            Next::Aside => Some(Outcome::Exceeded(u32::MAX)),
            Next::Stop => Some(Outcome::Found),
        };
        self.search(puzzle, 0, cost, &mut |_| true, &mut at_node);
        self.stats.memory = self.path.capacity();
        self.stats
    }

    /// The bounded depth-first search from a node reached at cost `g`. At each node within
    /// the bound, `at_node` (told the path, the puzzle and g) says how the search of that
    /// node ends, or `None` to search on.
    fn search<P: Heuristic>(
        &mut self,
        puzzle: &mut P,
        g: u32,
        bound: u32,
        watch: &mut impl FnMut(Progress) -> bool,
        at_node: &mut impl FnMut(&[u8], &mut P, u32) -> Option<Outcome>,
    ) -> Outcome {
        let f = g + puzzle.estimate_within(bound.saturating_sub(g));
        if f > bound {
            return Outcome::Exceeded(f);
        }
        if let Some(outcome) = at_node(&self.path, puzzle, g) {
            return outcome;
        }
        self.stats.expanded += 1;
        self.stats.frontier = self.stats.frontier.max(self.path.len() as u64 + 1);
        if self.stats.expanded.is_multiple_of(WATCH_EVERY) {
            let stats = self.stats;
            if !watch(Progress { bound, stats }) {
                return Outcome::Stopped;
            }
        }
        let over = puzzle.over_budget(bound - g);
        // A move left out leads past the bound: past it by at least a step, as each f is the
        // cost of the solutions modulo the step, as the bound is.
        let mut next = match over {
            0 => u32::MAX,
            _ => bound + P::STEP,
        };
        for m in moves_in(puzzle.candidates() & !over & !puzzle.skipped()) {
            if P::redundant(&self.path, m) || !puzzle.apply(m) {
                continue;
            }
            self.stats.generated += 1;
            self.path.push(m);
            let outcome = self.search(puzzle, g + P::cost(m), bound, watch, at_node);
            puzzle.undo(m);
            match outcome {
                Outcome::Found => return Outcome::Found,
                Outcome::Stopped => return Outcome::Stopped,
                Outcome::Exceeded(f) => next = next.min(f),
            }
            self.path.pop();
        }
        Outcome::Exceeded(next)
    }
}

/// The end of a search at a goal: found.
fn found_at_goal<P: Heuristic>(_: &[u8], puzzle: &mut P, _: u32) -> Option<Outcome> {
    puzzle.is_goal().then_some(Outcome::Found)
}

#[cfg(test)]
mod tests;
