//! Iterative-deepening A* (Korf 1985).
//!
//! Depth-first searches with a growing bound on g + h, each bound the smallest f that the previous
//! search cut off. Because the estimate never overestimates, the first bound at which a solution
//! appears is the optimal length; because moves are tried in increasing order, the first solution
//! found at that bound is the lexicographically smallest (in move numbers) of all the shortest
//! ones that [`Heuristic::redundant`] keeps.

use super::{moves_in, Found, Heuristic, Stats};

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
        self.path.clear();
        self.stats = Stats::default();
        let found = self.deepen(puzzle, max_len);
        self.stats.memory = self.path.capacity();
        Found {
            path: found.then_some(&self.path[..]),
            stats: self.stats,
        }
    }

    /// Searches with growing bounds up to `max_len`; whether a solution is in the path.
    fn deepen<P: Heuristic>(&mut self, puzzle: &mut P, max_len: u32) -> bool {
        let mut bound = puzzle.estimate();
        while bound <= max_len {
            match self.search(puzzle, bound) {
                Outcome::Found => return true,
                Outcome::Exceeded(u32::MAX) => break,
                Outcome::Exceeded(next) => bound = next,
            }
        }
        false
    }

    fn search<P: Heuristic>(&mut self, puzzle: &mut P, bound: u32) -> Outcome {
        let f = self.path.len() as u32 + puzzle.estimate();
        if f > bound {
            return Outcome::Exceeded(f);
        }
        if puzzle.is_goal() {
            return Outcome::Found;
        }
        self.stats.expanded += 1;
        let mut next = u32::MAX;
        for m in moves_in(puzzle.candidates()) {
            if P::redundant(&self.path, m) || !puzzle.apply(m) {
                continue;
            }
            self.stats.generated += 1;
            self.path.push(m);
            let outcome = self.search(puzzle, bound);
            puzzle.undo(m);
            match outcome {
                Outcome::Found => return Outcome::Found,
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
