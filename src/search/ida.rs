//! Iterative-deepening A* (Korf 1985).
//!
//! Depth-first searches with a growing bound on g + h, each bound the smallest f that the previous
//! search cut off. Because the estimate never overestimates, the first bound at which a solution
//! appears is the optimal length; because moves are tried in increasing order, the first solution
//! found at that bound is the lexicographically smallest (in move numbers) of all the shortest
//! ones that [`Heuristic::redundant`] keeps.

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

/// An IDA* search context: owns the path buffer, reused from one search to the next.
#[derive(Debug, Default)]
pub struct Ida {
    path: Vec<u8>,
    /// The nodes of the search under way.
    stats: Stats,
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
        let found = self.deepen(puzzle, max_len, &mut watch);
        self.stats.memory = self.path.capacity();
        Found {
            path: found.then_some(&self.path[..]),
            stats: self.stats,
        }
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
            match self.search(puzzle, bound, watch) {
                Outcome::Found => return true,
                Outcome::Exceeded(u32::MAX) | Outcome::Stopped => break,
                Outcome::Exceeded(next) => bound = next,
            }
        }
        false
    }

    fn search<P: Heuristic>(
        &mut self,
        puzzle: &mut P,
        bound: u32,
        watch: &mut impl FnMut(Progress) -> bool,
    ) -> Outcome {
        let f = self.path.len() as u32 + puzzle.estimate();
        if f > bound {
            return Outcome::Exceeded(f);
        }
        if puzzle.is_goal() {
            return Outcome::Found;
        }
        self.stats.expanded += 1;
        if self.stats.expanded.is_multiple_of(WATCH_EVERY) {
            let stats = self.stats;
            if !watch(Progress { bound, stats }) {
                return Outcome::Stopped;
            }
        }
        let mut next = u32::MAX;
        for m in moves_in(puzzle.candidates()) {
            if P::redundant(&self.path, m) || !puzzle.apply(m) {
                continue;
            }
            self.stats.generated += 1;
            self.path.push(m);
            let outcome = self.search(puzzle, bound, watch);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::distance_table;
    use crate::search::toy::{self, Toy};
    use crate::search::{Puzzle, Ranked};

    #[test]
    fn finds_the_first_shortest_solution_of_every_toy_state() {
        let goal = Toy([0, 1, 2, 3, 4]);
        let distance = distance_table(&[goal]);
        let mut ida = Ida::new();
        for start in toy::all() {
            let d = distance[start.rank()] as usize;
            let mut puzzle = start;
            let found = ida.solve(&mut puzzle, 20);
            let path = found.path.expect("every toy state is solvable").to_vec();
            assert_eq!(puzzle, start, "solve leaves the puzzle as it was");
            assert_eq!(path.len(), d, "{start:?}");
            assert_eq!(Some(path), toy::first_solution(start, d), "{start:?}");
            let stats = found.stats;
            assert!(d == 0 || stats.generated >= d as u64 && stats.expanded >= d as u64);
        }
        let (first, second) = (
            ida.solve(&mut Toy([4, 3, 2, 1, 0]), 20).stats,
            ida.solve(&mut Toy([4, 3, 2, 1, 0]), 20).stats,
        );
        assert_eq!(first, second, "each search counts its own nodes");
    }

    #[test]
    fn a_watched_search_reports_each_bound_and_stops_when_told() {
        let mut reversed = Toy([4, 3, 2, 1, 0]);
        let d = distance_table(&[Toy([0, 1, 2, 3, 4])])[reversed.rank()] as u32;
        let mut ida = Ida::new();
        let mut bounds = Vec::new();
        let found = ida.solve_watched(&mut reversed, 20, |progress| {
            bounds.push(progress.bound);
            true
        });
        assert_eq!(found.path.map(<[u8]>::len), Some(d as usize));
        assert_eq!(
            bounds.last(),
            Some(&d),
            "the last iteration is at the answer's length"
        );
        assert!(bounds.windows(2).all(|w| w[0] < w[1]), "{bounds:?}");
        let mut calls = 0;
        let stopped = ida.solve_watched(&mut reversed, 20, |_| {
            calls += 1;
            false
        });
        assert_eq!((stopped.path, calls), (None, 1));
    }

    #[test]
    fn gives_up_beyond_the_length_limit() {
        let mut reversed = Toy([4, 3, 2, 1, 0]);
        let d = distance_table(&[Toy([0, 1, 2, 3, 4])])[reversed.rank()] as u32;
        let mut ida = Ida::new();
        assert_eq!(ida.solve(&mut reversed, d - 1).path, None);
        assert_eq!(
            ida.solve(&mut reversed, d).path.map(<[u8]>::len),
            Some(d as usize)
        );
        let mut solved = Toy([0, 1, 2, 3, 4]);
        assert_eq!(ida.solve(&mut solved, 0).path, Some(&[][..]));
        assert!(solved.is_goal());
    }
}
