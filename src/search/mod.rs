//! Puzzle-agnostic search engines.
//!
//! A puzzle is a state that changes in place: [`Puzzle::apply`] makes a move and
//! [`Puzzle::undo`] takes it back, so a depth-first search walks the whole tree with one state and
//! one path buffer, never cloning or allocating per node. Moves are small numbers, tried in
//! increasing order; puzzles number their moves in output order, which is what makes the first
//! solution found the lexicographically smallest.
//!
//! Every engine has one shape: a context that owns its buffers, reused from one search to the
//! next, whose `solve` returns what that search [`Found`]: the path, and its own [`Stats`].
//!
//! - [`ida`]: IDA* over a [`Heuristic`], for single instances, in memory linear in the depth.
//! - [`astar`]: A* over a [`Heuristic`] on a [`Ranked`] space.
//! - [`bfs`]: breadth-first search over a [`Ranked`] space, for single instances and to fill
//!   distance tables that serve as exact heuristics or pattern databases.
//! - [`nibbles`]: tables of values below 16, two to a byte.
//! - [`layers`]: distance tables of spaces of hundreds of millions of states, filled layer by
//!   layer in four bits a state, on every core.
//! - [`bibfs`]: breadth-first search from both ends, for [`Reversible`] puzzles.
//! - [`larger`]: the larger of two estimates of one puzzle, a heuristic made of two.
//! - [`fsm`]: move pruning by a finite-state machine of the move sequences to skip.
//! - [`rank`]: dense numbering of subsets and arrangements, for those tables.
//!
//! # Examples
//!
//! Four cards in a row, sorted by swapping neighbours: a [`Puzzle`] whose moves swap cards 0
//! and 1, 1 and 2, or 2 and 3. A breadth-first search from the sorted row fills a table of every
//! row's distance ([`bfs::distance_table`]), an exact [`Heuristic`] for IDA* ([`ida::Ida`]).
//!
//! ```
//! use puzzle_search::search::bfs::distance_table;
//! use puzzle_search::search::ida::Ida;
//! use puzzle_search::search::rank::rank_arrangement;
//! use puzzle_search::search::{Heuristic, Puzzle, Ranked};
//!
//! #[derive(Clone)]
//! struct Row<'t> {
//!     cards: [u8; 4],
//!     /// Every row's distance from sorted, by rank: empty while the table is being filled.
//!     table: &'t [u8],
//! }
//!
//! impl Puzzle for Row<'_> {
//!     const MOVES: u8 = 3;
//!     fn apply(&mut self, m: u8) -> bool {
//!         self.cards.swap(usize::from(m), usize::from(m) + 1);
//!         true
//!     }
//!     fn undo(&mut self, m: u8) {
//!         self.apply(m);
//!     }
//!     fn is_goal(&self) -> bool {
//!         self.cards == [0, 1, 2, 3]
//!     }
//! }
//!
//! impl Ranked for Row<'_> {
//!     fn space(&self) -> usize {
//!         24
//!     }
//!     fn rank(&self) -> usize {
//!         rank_arrangement(&self.cards, 4)
//!     }
//! }
//!
//! impl Heuristic for Row<'_> {
//!     fn estimate(&self) -> u32 {
//!         u32::from(self.table[self.rank()])
//!     }
//!     // Swapping the same two cards twice running undoes the first swap.
//!     fn redundant(path: &[u8], next: u8) -> bool {
//!         path.last() == Some(&next)
//!     }
//! }
//!
//! let table = distance_table(&[Row { cards: [0, 1, 2, 3], table: &[] }]);
//! assert_eq!(table.iter().max(), Some(&6), "the reversed row is six swaps away");
//!
//! let mut row = Row { cards: [2, 0, 3, 1], table: &table };
//! let mut ida = Ida::new();
//! let found = ida.solve(&mut row, 10);
//! // The first in move order of the shortest solutions: swap cards 0 and 1, then 2 and 3...
//! assert_eq!(found.path, Some(&[0, 2, 1][..]));
//! // ...and with an exact estimate, only the nodes on the way are expanded.
//! assert_eq!(found.stats.expanded, 3);
//! assert_eq!(row.cards, [2, 0, 3, 1], "the puzzle is left as it was");
//! ```

pub mod astar;
pub mod bfs;
pub mod bibfs;
pub mod fsm;
pub mod ida;
pub mod larger;
pub mod layers;
pub mod mod3;
pub mod nibbles;
pub mod rank;
mod tree;

/// A puzzle state that searches change in place.
pub trait Puzzle {
    /// How many moves there are, at most 64. Moves are numbered `0..MOVES`, and every search
    /// tries them in that order.
    const MOVES: u8;

    /// The moves that may be legal in this state, as a bit mask over move numbers; searches try
    /// only these. The default is all of them.
    ///
    /// Law: every move that is legal here is in the mask.
    fn candidates(&self) -> u64 {
        u64::MAX >> (64 - Self::MOVES)
    }

    /// Makes move `m` and returns `true`, or returns `false` and changes nothing when `m` is not
    /// legal in this state.
    fn apply(&mut self, m: u8) -> bool;

    /// Takes back move `m`.
    ///
    /// Law: right after `apply(m)` returned `true`, `undo(m)` restores the state exactly.
    fn undo(&mut self, m: u8);

    /// Whether this state is solved.
    fn is_goal(&self) -> bool;

    /// What move `m` costs; every move costs 1 unless a puzzle says otherwise (a half turn
    /// counted as two quarter turns). Searches for the shortest solutions find the cheapest.
    fn cost(_m: u8) -> u32 {
        1
    }
}

/// Whether `path` solves `start`: every move legal where it is made, and the state it leaves
/// solved. A search over tables read from a file checks its answer so before giving it, so
/// that tables gone bad can never make a wrong answer.
pub fn solves<P: Puzzle + Clone>(start: &P, path: &[u8]) -> bool {
    let mut at = start.clone();
    path.iter().all(|&m| at.apply(m)) && at.is_goal()
}

/// The move numbers in `mask`, in increasing order.
pub fn moves_in(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let m = mask.trailing_zeros() as u8;
        mask &= mask.wrapping_sub(1);
        (m < 64).then_some(m)
    })
}

/// The children of a state, walked in place: each call to [`Children::next`] takes back the
/// move before and makes the next legal one, in move order. A lending iterator, so that a search
/// looks at each child without copying it.
pub struct Children<P: Puzzle> {
    state: P,
    moves: u64,
    last: Option<u8>,
}

impl<P: Puzzle> Children<P> {
    /// The children of `state`.
    pub fn of(state: P) -> Self {
        Self {
            moves: state.candidates(),
            state,
            last: None,
        }
    }

    /// The next child and the move that leads to it; `None` when there are no more.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<(&P, u8)> {
        if let Some(m) = self.last.take() {
            self.state.undo(m);
        }
        for m in moves_in(self.moves) {
            self.moves &= self.moves - 1;
            if self.state.apply(m) {
                self.last = Some(m);
                return Some((&self.state, m));
            }
        }
        None
    }
}

/// A puzzle whose every move can be taken back by a move: its state graph is undirected.
pub trait Reversible: Puzzle {
    /// The move that takes back `m`.
    ///
    /// Law: right after `apply(m)` returned `true`, `apply(inverse(m))` returns `true` and
    /// restores the state.
    fn inverse(m: u8) -> u8;
}

/// A lower bound on the distance to the goal, which makes a [`Puzzle`] searchable by IDA*.
pub trait Heuristic: Puzzle {
    /// A lower bound on the moves still needed, counted by their costs.
    ///
    /// Law: never overestimates (and so is zero at a goal).
    fn estimate(&self) -> u32;

    /// The estimate where the search needs only to know whether it passes `budget`, and by how
    /// much if it does: a puzzle whose estimate is the larger of a cheap bound and a dear one
    /// can leave the dear one out where the cheap one already passes. The default is the
    /// estimate.
    ///
    /// Law: never above [`Heuristic::estimate`], and above `budget` exactly when it is.
    fn estimate_within(&self, _budget: u32) -> u32 {
        self.estimate()
    }

    /// What the costs of a state's solutions are all equal modulo, the estimate too (1 where
    /// nothing is known): IDA* then raises its bound by at least this much. In quarter turns a
    /// cube's solutions all have the parity of its corners' permutation, so 2.
    ///
    /// Law: for every state, every solution's cost and the estimate are equal modulo `STEP`.
    const STEP: u32 = 1;

    /// Whether move `next` after the moves in `path` can be skipped. The default skips nothing.
    ///
    /// Law: returns `false` whenever `path` followed by `next` is a prefix of the first (in move
    /// order) of the shortest solutions. Sequences that some no longer or earlier sequence
    /// replaces, such as a move right after its inverse, are the ones to skip.
    fn redundant(_path: &[u8], _next: u8) -> bool {
        false
    }

    /// Moves to skip here for the reason [`Heuristic::redundant`] gives, told by the state
    /// instead of the path: a puzzle that follows its path through an automaton of sequences
    /// that others replace ([`fsm`]) names the moves that would end one. A bit mask over move
    /// numbers; the default skips none.
    ///
    /// Law: no move in the mask, after the path that led here, begins the first (in move order)
    /// of the shortest solutions.
    fn skipped(&self) -> u64 {
        0
    }

    /// Moves that IDA* need not try here when the moves from here on may cost at most
    /// `budget`, as a bit mask over move numbers: each leads to a state whose estimate plus the
    /// move's cost passes the budget, which IDA* would only enter to turn back. A puzzle whose
    /// estimate reads a table too large for the caches can read all its children's entries
    /// here together, so that their waits on memory overlap instead of coming one a move, and
    /// spare the search those moves. The default leaves out none.
    ///
    /// Law: for every legal move m in the mask, `cost(m)` plus the estimate after `apply(m)`
    /// exceeds `budget`.
    fn over_budget(&self, _budget: u32) -> u64 {
        0
    }
}

/// A puzzle whose states are numbered densely, for tables indexed by state.
pub trait Ranked: Puzzle {
    /// The number of states in this state's space, the same for every state reachable from it:
    /// ranks lie below it.
    fn space(&self) -> usize;

    /// This state's number.
    ///
    /// Law: distinct states of one space have distinct ranks below [`Ranked::space`].
    fn rank(&self) -> usize;
}

/// What a search did: the node counts and memory that let algorithms and heuristics be
/// compared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// States whose moves were tried.
    pub expanded: u64,
    /// States reached by a legal move.
    pub generated: u64,
    /// The most states waiting at once to be expanded: the queue of a breadth-first search or
    /// of A* (stale entries too), both sides' layers of a search from both ends, the path of a
    /// depth-first one.
    pub frontier: u64,
    /// The bytes the search's structures held at its end: its queue and tree as allocated, and
    /// an index of the whole space where it keeps one.
    pub memory: usize,
}

impl Stats {
    /// The counts of both, and the larger frontier and memory: what two searches took
    /// together.
    pub fn and(self, other: Stats) -> Stats {
        Stats {
            expanded: self.expanded + other.expanded,
            generated: self.generated + other.generated,
            frontier: self.frontier.max(other.frontier),
            memory: self.memory.max(other.memory),
        }
    }
}

/// What one search found: the moves of a solution, if it found one, and what it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found<'a> {
    pub path: Option<&'a [u8]>,
    pub stats: Stats,
}

#[cfg(test)]
mod tests {
    #[test]
    fn children_are_the_legal_moves_in_order_and_leave_the_state_alone() {
        use super::toy::Toy;
        let start = Toy([2, 0, 1, 4, 3]);
        let mut children = super::Children::of(start);
        let mut seen = Vec::new();
        while let Some((child, m)) = children.next() {
            let mut expected = start;
            super::Puzzle::apply(&mut expected, m);
            assert_eq!(*child, expected);
            seen.push(m);
        }
        assert_eq!(seen, [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_path_solves_only_where_it_ends_at_the_goal() {
        use super::toy::Toy;
        let start = Toy([1, 0, 2, 4, 3]);
        assert!(super::solves(&start, &[0, 3]));
        assert!(super::solves(&start, &[3, 0, 4, 5]));
        assert!(!super::solves(&start, &[0]), "short of the goal");
        assert!(!super::solves(&start, &[]), "no moves");
        assert!(super::solves(&Toy([0, 1, 2, 3, 4]), &[]));
    }

    #[test]
    fn moves_in_a_mask_come_in_increasing_order() {
        assert_eq!(
            super::moves_in(0b1010_0110).collect::<Vec<_>>(),
            [1, 2, 5, 7]
        );
        assert_eq!(super::moves_in(1 << 63 | 1).collect::<Vec<_>>(), [0, 63]);
        assert_eq!(super::moves_in(0).count(), 0);
    }
}

#[cfg(test)]
pub(crate) mod toy {
    //! A tiny puzzle whose every answer a brute force can check: the permutations of five
    //! values, sorted by swapping neighbours (moves 0–3) or rotating left or right (moves 4, 5).

    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Toy(pub [u8; 5]);

    impl Puzzle for Toy {
        const MOVES: u8 = 6;

        fn apply(&mut self, m: u8) -> bool {
            match m {
                0..=3 => self.0.swap(m as usize, m as usize + 1),
                4 => self.0.rotate_left(1),
                _ => self.0.rotate_right(1),
            }
            true
        }

        fn undo(&mut self, m: u8) {
            self.apply(Self::inverse(m));
        }

        fn is_goal(&self) -> bool {
            self.0 == [0, 1, 2, 3, 4]
        }
    }

    impl Reversible for Toy {
        fn inverse(m: u8) -> u8 {
            match m {
                4 => 5,
                5 => 4,
                swap => swap,
            }
        }
    }

    impl Heuristic for Toy {
        /// A swap puts at most two values in place and a rotation at most five.
        fn estimate(&self) -> u32 {
            let misplaced = (0..5).filter(|&i| self.0[i] as usize != i).count() as u32;
            misplaced.div_ceil(5)
        }

        fn redundant(path: &[u8], next: u8) -> bool {
            path.last() == Some(&Self::inverse(next))
        }
    }

    impl Ranked for Toy {
        fn space(&self) -> usize {
            120
        }

        fn rank(&self) -> usize {
            rank::rank_arrangement(&self.0, 5)
        }
    }

    /// Every permutation of five values.
    pub fn all() -> Vec<Toy> {
        (0..5u32.pow(5))
            .map(|mut i| {
                let mut v = [0u8; 5];
                for slot in &mut v {
                    *slot = (i % 5) as u8;
                    i /= 5;
                }
                Toy(v)
            })
            .filter(|t| (0..5).all(|v| t.0.contains(&v)))
            .collect()
    }

    /// The first sequence of `len` moves, in move order, that solves `start`, by trying all.
    pub fn first_solution(start: Toy, len: usize) -> Option<Vec<u8>> {
        (0..6usize.pow(len as u32)).find_map(|mut code| {
            let mut moves = vec![0u8; len];
            for slot in moves.iter_mut().rev() {
                *slot = (code % 6) as u8;
                code /= 6;
            }
            let mut t = start;
            moves.iter().for_each(|&m| {
                t.apply(m);
            });
            t.is_goal().then_some(moves)
        })
    }
}
