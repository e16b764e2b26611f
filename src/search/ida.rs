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

/// An IDA* search context: owns the path buffer, reused from one search to the next.
#[derive(Debug, Default)]
pub struct Ida {
    path: Vec<u8>,
    /// The nodes of the search under way.
    stats: Stats,
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
            match self.search(puzzle, 0, bound, watch, &mut found_at_goal) {
                Outcome::Found => return true,
                Outcome::Exceeded(u32::MAX) | Outcome::Stopped => break,
                Outcome::Exceeded(next) => bound = next,
            }
        }
        false
    }

    /// The first solution, in move order, of at most `bound`: one depth-first search with that
    /// bound, not the cheapest (for that, [`Ida::solve`]), and so often far quicker when the
    /// bound is loose. The puzzle is left as it was.
    pub fn solve_within<P: Heuristic>(&mut self, puzzle: &mut P, bound: u32) -> Found<'_> {
        self.path.clear();
        self.stats = Stats::default();
        let outcome = self.search(puzzle, 0, bound, &mut |_| true, &mut found_at_goal);
        self.stats.memory = self.path.capacity();
        Found {
            path: matches!(outcome, Outcome::Found).then_some(&self.path[..]),
            stats: self.stats,
        }
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
mod tests {
    use super::*;
    use crate::search::bfs::distance_table;
    use crate::search::fsm::Automaton;
    use crate::search::toy::{self, Toy};
    use crate::search::{Heuristic, Puzzle, Ranked};

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

    /// The toy puzzle followed through an automaton of move sequences to skip, with the
    /// automaton's state before each move for undoing it.
    struct Pruned<'a> {
        toy: Toy,
        fsm: &'a Automaton,
        state: u32,
        before: Vec<u32>,
    }

    impl Puzzle for Pruned<'_> {
        const MOVES: u8 = Toy::MOVES;

        fn apply(&mut self, m: u8) -> bool {
            self.before.push(self.state);
            self.state = self.fsm.next(self.state, m);
            self.toy.apply(m)
        }

        fn undo(&mut self, m: u8) {
            self.state = self.before.pop().unwrap();
            self.toy.undo(m);
        }

        fn is_goal(&self) -> bool {
            self.toy.is_goal()
        }
    }

    impl Heuristic for Pruned<'_> {
        fn estimate(&self) -> u32 {
            self.toy.estimate()
        }

        fn redundant(path: &[u8], next: u8) -> bool {
            Toy::redundant(path, next)
        }

        fn skipped(&self) -> u64 {
            self.fsm.skipped(self.state)
        }
    }

    #[test]
    fn sequences_that_shorter_ones_replace_are_skipped_and_the_answers_stay() {
        // Three rotations one way do what two the other way do.
        let fsm = Automaton::new(Toy::MOVES, [&[4, 4, 4][..], &[5, 5, 5]]);
        let goal = Toy([0, 1, 2, 3, 4]);
        let distance = distance_table(&[goal]);
        let (mut ida, mut saved) = (Ida::new(), 0);
        for start in toy::all() {
            let d = distance[start.rank()] as usize;
            let mut plain = start;
            let plain = ida.solve(&mut plain, 20).stats.generated;
            let mut pruned = Pruned {
                toy: start,
                fsm: &fsm,
                state: Automaton::START,
                before: Vec::new(),
            };
            let found = ida.solve(&mut pruned, 20);
            let path = found.path.map(<[u8]>::to_vec);
            assert!(path
                .as_ref()
                .is_some_and(|p| !p.windows(3).any(|w| w == [4, 4, 4])));
            assert_eq!(path, toy::first_solution(start, d), "{start:?}");
            assert!(found.stats.generated <= plain);
            saved += plain - found.stats.generated;
        }
        assert!(saved > 0, "some sequences were skipped");
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

    /// The toy puzzle where the rotations (moves 4 and 5) cost three; frugal (`true`), it
    /// leaves out the moves past the budget, found by trying each.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Dear(Toy, bool);

    impl Puzzle for Dear {
        const MOVES: u8 = 6;

        fn apply(&mut self, m: u8) -> bool {
            self.0.apply(m)
        }

        fn undo(&mut self, m: u8) {
            self.0.undo(m)
        }

        fn is_goal(&self) -> bool {
            self.0.is_goal()
        }

        fn cost(m: u8) -> u32 {
            if m >= 4 {
                3
            } else {
                1
            }
        }
    }

    impl Heuristic for Dear {
        /// A swap puts at most two values in place.
        fn estimate(&self) -> u32 {
            let misplaced = (0..5).filter(|&i| self.0 .0[i] as usize != i).count() as u32;
            misplaced.div_ceil(5)
        }

        fn redundant(path: &[u8], next: u8) -> bool {
            Toy::redundant(path, next)
        }

        fn over_budget(&self, budget: u32) -> u64 {
            let frugal = self.1;
            (0..Self::MOVES)
                .filter(|&m| {
                    let mut child = *self;
                    frugal && child.apply(m) && Self::cost(m) + child.estimate() > budget
                })
                .fold(0, |over, m| over | 1 << m)
        }
    }

    #[test]
    fn the_cheapest_solution_is_found_when_moves_cost_more_than_one() {
        // The cheapest cost of every state, by Dijkstra's algorithm from the goal (every move
        // can be undone at the same cost).
        let goal = Toy([0, 1, 2, 3, 4]);
        let mut cheapest = std::collections::HashMap::from([(goal, 0u32)]);
        let mut open = std::collections::BinaryHeap::from([std::cmp::Reverse((0u32, goal.0))]);
        while let Some(std::cmp::Reverse((c, cells))) = open.pop() {
            if c > cheapest[&Toy(cells)] {
                continue;
            }
            for m in 0..Toy::MOVES {
                let mut next = Toy(cells);
                next.apply(m);
                let through = c + Dear::cost(m);
                if cheapest.get(&next).is_none_or(|&known| through < known) {
                    cheapest.insert(next, through);
                    open.push(std::cmp::Reverse((through, next.0)));
                }
            }
        }
        let mut ida = Ida::new();
        for start in toy::all() {
            let mut puzzle = Dear(start, false);
            let path = ida.solve(&mut puzzle, 30).path.unwrap().to_vec();
            let cost: u32 = path.iter().map(|&m| Dear::cost(m)).sum();
            assert_eq!(cost, cheapest[&start], "{start:?}: {path:?}");
            let end = path.iter().fold(start, |mut t, &m| {
                t.apply(m);
                t
            });
            assert!(end.is_goal());
        }
    }

    #[test]
    fn moves_left_out_past_the_budget_change_only_the_nodes() {
        let mut ida = Ida::new();
        let (mut plain_nodes, mut frugal_nodes) = (0, 0);
        for start in toy::all() {
            let (mut plain, mut frugal) = (Dear(start, false), Dear(start, true));
            // The cheapest solution, through bounds that may now rise by less.
            let found = ida.solve(&mut plain, 30);
            let (path, stats) = (found.path.map(<[u8]>::to_vec), found.stats);
            let left_out = ida.solve(&mut frugal, 30);
            assert_eq!(left_out.path.map(<[u8]>::to_vec), path, "{start:?}");
            assert!(left_out.stats.generated <= stats.generated);
            // A search within a bound, and every solution of a cost.
            let cost: u32 = path.unwrap().iter().map(|&m| Dear::cost(m)).sum();
            let within = ida
                .solve_within(&mut plain, cost + 2)
                .path
                .map(<[u8]>::to_vec);
            let frugal_within = ida.solve_within(&mut frugal, cost + 2);
            assert_eq!(frugal_within.path.map(<[u8]>::to_vec), within);
            let (each, stats) = solutions(&mut ida, &mut plain, cost + 2, |_, _| true);
            plain_nodes += stats.generated;
            let (frugal_each, stats) = solutions(&mut ida, &mut frugal, cost + 2, |_, _| true);
            frugal_nodes += stats.generated;
            assert_eq!(frugal_each, each, "{start:?}");
        }
        assert!(
            frugal_nodes < plain_nodes / 2,
            "{frugal_nodes} {plain_nodes}"
        );
    }

    #[test]
    fn a_search_within_a_bound_finds_a_solution_of_at_most_that_cost() {
        let goal = Toy([0, 1, 2, 3, 4]);
        let distance = distance_table(&[goal]);
        let mut ida = Ida::new();
        for start in toy::all() {
            let d = u32::from(distance[start.rank()]);
            let mut puzzle = start;
            if d > 0 {
                assert_eq!(ida.solve_within(&mut puzzle, d - 1).path, None);
            }
            let found = ida.solve_within(&mut puzzle, d + 2).path.unwrap().to_vec();
            assert!(
                found.len() as u32 <= d + 2 && found.len() as u32 >= d,
                "{start:?}"
            );
            let end = found.iter().fold(start, |mut t, &m| {
                t.apply(m);
                t
            });
            assert!(end.is_goal() && puzzle == start);
        }
    }

    #[test]
    fn every_solution_of_a_cost_is_visited_in_move_order() {
        let start = Toy([1, 0, 3, 2, 4]);
        let d = 2;
        // By brute force: every sequence of `d + 2` moves that ends sorted, kept as IDA* keeps
        // them (no move right after its inverse).
        let len = d + 2;
        let expected: Vec<Vec<u8>> = (0..6usize.pow(len as u32))
            .map(|mut code| {
                let mut moves = vec![0u8; len];
                for slot in moves.iter_mut().rev() {
                    *slot = (code % 6) as u8;
                    code /= 6;
                }
                moves
            })
            .filter(|moves| moves.windows(2).all(|w| !Toy::redundant(&w[..1], w[1])))
            .filter(|moves| {
                let mut t = start;
                moves.iter().for_each(|&m| {
                    t.apply(m);
                });
                t.is_goal()
            })
            .collect();
        assert!(!expected.is_empty());
        let mut ida = Ida::new();
        let mut puzzle = start;
        let (seen, _) = solutions(&mut ida, &mut puzzle, len as u32, |_, _| true);
        assert_eq!(seen, expected);
        assert_eq!(puzzle, start, "left as it was");
        let mut first = None;
        ida.each_within(&mut puzzle, len as u32, |path, t, togo| {
            match togo == 0 && t.is_goal() {
                true => {
                    first = Some(path.to_vec());
                    Next::Stop
                }
                false => Next::Deeper,
            }
        });
        assert_eq!(first.as_ref(), expected.first(), "stops when told");
        // Left aside: the nodes below the start with 1 first and an odd cost left, and the
        // ways through them.
        let keep = |t: &Toy, togo: u32| t.0[0] != 1 || togo.is_multiple_of(2);
        let kept: Vec<Vec<u8>> = expected
            .iter()
            .filter(|moves| {
                let mut t = start;
                (1..len).all(|k| {
                    t.apply(moves[k - 1]);
                    keep(&t, (len - k) as u32)
                })
            })
            .cloned()
            .collect();
        assert!(!kept.is_empty() && kept.len() < expected.len());
        let (seen, _) = solutions(&mut ida, &mut puzzle, len as u32, keep);
        assert_eq!(seen, kept);
    }

    /// Every solution of `puzzle` that costs `cost`, through nodes below the start that
    /// `keep` keeps (told the cost left), by [`Ida::each_within`]; and the nodes it took.
    fn solutions<P: Heuristic>(
        ida: &mut Ida,
        puzzle: &mut P,
        cost: u32,
        mut keep: impl FnMut(&P, u32) -> bool,
    ) -> (Vec<Vec<u8>>, Stats) {
        let mut found = Vec::new();
        let stats = ida.each_within(puzzle, cost, |path, p, togo| {
            if togo == 0 && p.is_goal() {
                found.push(path.to_vec());
                Next::Aside
            } else if !path.is_empty() && !keep(p, togo) {
                Next::Aside
            } else {
                Next::Deeper
            }
        });
        (found, stats)
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
