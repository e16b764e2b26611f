//! The larger of two estimates of one puzzle: a [`Heuristic`] made of two.
//!
//! Two lower bounds of the same distance give a third, their maximum, at least as good as
//! either: IDA* with it never expands a node that it would not expand with each of them alone.
//! [`Larger`] keeps two copies of a puzzle, each with its own estimate, in step: every move is
//! made and taken back on both. Where the search asks only whether the estimate passes a
//! budget ([`Heuristic::estimate_within`]), the second is not looked at once the first passes.
//!
//! # Examples
//!
//! Three cards in a row, sorted by swapping neighbours, with two weak estimates: whether the
//! first card is out of place, and whether the last is.
//!
//! ```
//! use puzzle_search::search::ida::Ida;
//! use puzzle_search::search::larger::Larger;
//! use puzzle_search::search::{Heuristic, Puzzle};
//!
//! #[derive(Clone)]
//! struct Row {
//!     cards: [u8; 3],
//!     /// The card whose place the estimate looks at.
//!     watched: usize,
//! }
//!
//! impl Puzzle for Row {
//!     const MOVES: u8 = 2;
//!     fn apply(&mut self, m: u8) -> bool {
//!         self.cards.swap(usize::from(m), usize::from(m) + 1);
//!         true
//!     }
//!     fn undo(&mut self, m: u8) {
//!         self.apply(m);
//!     }
//!     fn is_goal(&self) -> bool {
//!         self.cards == [0, 1, 2]
//!     }
//! }
//!
//! impl Heuristic for Row {
//!     fn estimate(&self) -> u32 {
//!         u32::from(usize::from(self.cards[self.watched]) != self.watched)
//!     }
//! }
//!
//! let (first, last) = (Row { cards: [1, 0, 2], watched: 0 }, Row { cards: [1, 0, 2], watched: 2 });
//! assert_eq!((first.estimate(), last.estimate()), (1, 0));
//! let mut both = Larger(first, last);
//! assert_eq!(both.estimate(), 1);
//! let mut ida = Ida::new();
//! assert_eq!(ida.solve(&mut both, 5).path, Some(&[0][..]));
//! ```

use super::{Heuristic, Puzzle};

/// One puzzle in two copies, `.0` and `.1`, whose estimate is the larger of theirs.
///
/// Law (on the caller): the two copies are the same state of the same puzzle, so that every
/// move is legal in both or in neither and leaves both solved or neither; only their estimates
/// differ. Moves to skip are the first copy's ([`Heuristic::redundant`],
/// [`Heuristic::skipped`]).
#[derive(Clone, Debug)]
pub struct Larger<A, B>(pub A, pub B);

impl<A: Puzzle, B: Puzzle> Puzzle for Larger<A, B> {
    const MOVES: u8 = A::MOVES;

    fn candidates(&self) -> u64 {
        self.0.candidates() & self.1.candidates()
    }

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let moved = self.0.apply(m);
        if moved {
            let also = self.1.apply(m);
            debug_assert!(also, "the copies are the same state");
        }
        moved
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.0.undo(m);
        self.1.undo(m);
    }

    fn is_goal(&self) -> bool {
        self.0.is_goal()
    }

    fn cost(m: u8) -> u32 {
        A::cost(m)
    }
}

impl<A: Heuristic, B: Heuristic> Heuristic for Larger<A, B> {
    /// Both estimates are congruent to the costs modulo their steps; the larger is modulo the
    /// step they share, if they share one.
    const STEP: u32 = if A::STEP == B::STEP { A::STEP } else { 1 };

    #[inline]
    fn estimate(&self) -> u32 {
        self.0.estimate().max(self.1.estimate())
    }

    /// The first copy's, if it passes `budget`; else the larger of the two.
    #[inline]
    fn estimate_within(&self, budget: u32) -> u32 {
        let first = self.0.estimate_within(budget);
        match first > budget {
            true => first,
            false => first.max(self.1.estimate_within(budget)),
        }
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        A::redundant(path, next)
    }

    fn skipped(&self) -> u64 {
        self.0.skipped()
    }

    /// A move is over the budget if it is for either copy.
    fn over_budget(&self, budget: u32) -> u64 {
        self.0.over_budget(budget) | self.1.over_budget(budget)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::ida::Ida;

    /// Five cards sorted by swapping neighbours; the estimate counts the inverted pairs of
    /// cards among `pairs` (a bit per pair a < b, at a * 5 + b). A swap turns one pair, so each
    /// such count is a lower bound, and all pairs together count exactly.
    #[derive(Clone, Debug)]
    struct Row {
        cards: [u8; 5],
        pairs: u32,
    }

    impl Puzzle for Row {
        const MOVES: u8 = 4;
        fn apply(&mut self, m: u8) -> bool {
            self.cards.swap(usize::from(m), usize::from(m) + 1);
            true
        }
        fn undo(&mut self, m: u8) {
            self.apply(m);
        }
        fn is_goal(&self) -> bool {
            self.cards == [0, 1, 2, 3, 4]
        }
    }

    impl Heuristic for Row {
        fn estimate(&self) -> u32 {
            let mut inverted = 0;
            for i in 0..5 {
                for j in i + 1..5 {
                    let (a, b) = (self.cards[i], self.cards[j]);
                    let pair = u32::from(a.min(b)) * 5 + u32::from(a.max(b));
                    inverted += u32::from(a > b && self.pairs >> pair & 1 == 1);
                }
            }
            inverted
        }
        fn redundant(path: &[u8], next: u8) -> bool {
            path.last() == Some(&next)
        }
    }

    /// Every arrangement of five cards.
    fn rows() -> Vec<[u8; 5]> {
        let mut rows = vec![[0, 1, 2, 3, 4]];
        for n in 1..5 {
            rows = rows
                .into_iter()
                .flat_map(|row| {
                    (0..=n).map(move |i| {
                        let mut next = row;
                        next[..=n].rotate_right(1);
                        next[..=i].rotate_left(1);
                        next
                    })
                })
                .collect();
        }
        rows.sort_unstable();
        rows.dedup();
        rows
    }

    #[test]
    fn the_larger_estimate_finds_the_same_first_solutions_in_no_more_nodes() {
        // The pairs of cards 0, 1 and 2 with each other, and the rest.
        let low = (0..3)
            .flat_map(|a| (a + 1..3).map(move |b| 1u32 << (a * 5 + b)))
            .sum::<u32>();
        let all = (0..5)
            .flat_map(|a| (a + 1..5).map(move |b| 1u32 << (a * 5 + b)))
            .sum::<u32>();
        let rows = rows();
        assert_eq!(rows.len(), 120);
        let mut ida = Ida::new();
        let (mut fewer, mut raised) = (0, 0);
        for cards in rows {
            let first = Row { cards, pairs: low };
            let second = Row {
                cards,
                pairs: all & !low,
            };
            let mut both = Larger(first.clone(), second.clone());
            let estimates = (first.estimate(), second.estimate());
            assert_eq!(both.estimate(), estimates.0.max(estimates.1));
            raised += usize::from(estimates.0 != estimates.1);
            for budget in 0..12 {
                let within = both.estimate_within(budget);
                assert!(within <= both.estimate(), "{cards:?} {budget}");
                assert_eq!(within > budget, both.estimate() > budget, "{cards:?}");
            }
            let found = ida.solve(&mut both, 10);
            let (path, nodes) = (found.path.map(<[u8]>::to_vec), found.stats.expanded);
            for mut alone in [first, second] {
                let found = ida.solve(&mut alone, 10);
                assert_eq!(found.path.map(<[u8]>::to_vec), path, "{cards:?}");
                assert!(nodes <= found.stats.expanded, "{cards:?}");
                fewer += usize::from(nodes < found.stats.expanded);
            }
            assert_eq!(both.0.cards, cards, "left as it was");
            assert_eq!(both.1.cards, cards, "left as it was");
        }
        assert!(raised > 50 && fewer > 100, "{raised} {fewer}");
    }
}
