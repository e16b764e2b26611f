//! Phase 1: a cube's way into G1, over its coset ([`Phase1`]), each node carrying its exact
//! distance and, read from the table in one place, which turns take it closer and which
//! farther.

use super::tables::{Coset, Steps, Tables};
use crate::puzzles::magic_cube::coord::Phase1;
use crate::puzzles::magic_cube::model::Cube;
use crate::search::{Heuristic, Puzzle};

/// A cube in phase 1: its coset of G1, how many quarter turns take it into G1, and which
/// turns take it one closer and which one farther; and the same of each cube on the way
/// there, for the turns to be undone without a lookup.
#[derive(Clone, Debug)]
pub(super) struct Phase1Node<'t> {
    coset: Coset,
    pub(super) distance: u32,
    steps: Steps,
    before: Vec<(Coset, u32, Steps)>,
    tables: &'t Tables,
}

impl<'t> Phase1Node<'t> {
    /// # Panics
    /// If the table has no way down from `coset` to G1 within 30 turns: it is not phase 1's.
    pub(super) fn new(coset: Phase1, tables: &'t Tables) -> Self {
        let coset = tables.coset(coset);
        // The distance: the number of turns, each one closer, down to G1.
        let (mut at, mut distance) = (coset, 0);
        while !tables.in_g1(at) {
            let closer = tables.steps(at).closer;
            assert!(closer != 0 && distance < 30, "a table of phase 1's ways");
            at = tables.turned(at, closer.trailing_zeros() as u8);
            distance += 1;
        }
        Self {
            coset,
            distance,
            steps: tables.steps(coset),
            before: Vec::new(),
            tables,
        }
    }
}

impl Puzzle for Phase1Node<'_> {
    const MOVES: u8 = 12;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        self.before.push((self.coset, self.distance, self.steps));
        let (closer, farther) = (self.steps.closer >> m & 1, self.steps.farther >> m & 1);
        self.distance = self.distance + u32::from(farther) - u32::from(closer);
        self.coset = self.tables.turned(self.coset, m);
        // G1's entry is known: a phase-1 solution's last node waits on no memory.
        self.steps = match self.distance {
            0 => self.tables.g1_steps,
            _ => self.tables.steps(self.coset),
        };
        true
    }

    #[inline]
    fn undo(&mut self, _: u8) {
        let last = self.before.pop().expect("a turn to undo");
        (self.coset, self.distance, self.steps) = last;
    }

    fn is_goal(&self) -> bool {
        self.distance == 0
    }
}

impl Heuristic for Phase1Node<'_> {
    #[inline]
    fn estimate(&self) -> u32 {
        self.distance
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Cube::redundant(path, next)
    }

    /// The children past the budget, from the node's own entry: with nothing to spare, all
    /// but those one closer; with one, those one farther; with two, none. The others' entries
    /// are asked of memory together, to be read as each is entered, unless they are in G1.
    #[inline]
    fn over_budget(&self, budget: u32) -> u64 {
        let over = match budget.saturating_sub(self.distance) {
            0 => !self.steps.closer & 0xfff,
            1 => self.steps.farther,
            _ => 0,
        };
        let mut within = match budget {
            0 | 1 => 0,
            _ => !over & 0xfff,
        };
        while within != 0 {
            let m = within.trailing_zeros() as u8;
            self.tables
                .prefetch_steps(self.tables.turned(self.coset, m));
            within &= within - 1;
        }
        u64::from(over)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tables::tested::tables;
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn phase_one_distances_are_those_of_a_plain_breadth_first_search() {
        // Every coset within five quarter turns of G1, by a search of its own over the cosets.
        let tables = tables();
        let mut distance = std::collections::HashMap::from([(Phase1::solved(), 0u32)]);
        let mut layer = vec![Phase1::solved()];
        for d in 1..=5 {
            let mut next = Vec::new();
            for coset in layer {
                for m in 0..12 {
                    let turned = coset.turned(&tables.moves, m);
                    distance.entry(turned).or_insert_with(|| {
                        next.push(turned);
                        d
                    });
                }
            }
            layer = next;
        }
        for (&coset, &d) in &distance {
            assert_eq!(Phase1Node::new(coset, tables).estimate(), d, "{coset:?}");
        }
        // Farther cosets, from random cubes: farther, and each turn a step of at most one;
        // the moves past a budget are those whose coset is farther. The node, carried by
        // turns through the symmetries, has the steps of its coset read afresh.
        let mut rng = Rng::new(13);
        let fresh = |coset: Phase1| Phase1Node::new(coset, tables);
        for _ in 0..2000 {
            let mut coset = Phase1::of(&Cubies::random(&mut rng));
            let mut node = fresh(coset);
            let start = node.estimate();
            assert!(distance.contains_key(&coset) || start > 5);
            assert!(start <= 13);
            // A node is entered with its estimate within the budget.
            let budget = start + rng.below(4) as u32;
            let over = (0..12u8)
                .filter(|&m| fresh(coset.turned(&tables.moves, m)).distance >= budget)
                .fold(0, |over, m| over | 1 << m);
            assert_eq!(node.over_budget(budget), over, "{budget}");
            for m in 0..12 {
                let before = node.estimate();
                node.apply(m);
                coset = coset.turned(&tables.moves, m);
                let exact = fresh(coset);
                assert_eq!(
                    (node.estimate(), node.steps),
                    (exact.estimate(), exact.steps)
                );
                assert_eq!(node.is_goal(), coset == Phase1::solved());
                assert!(exact.estimate().abs_diff(before) <= 1);
            }
            (0..12).rev().for_each(|m| node.undo(m));
            assert_eq!(node.estimate(), start);
        }
    }
}
