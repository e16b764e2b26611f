//! Phase 1: a cube's way into G1, over its coset ([`Phase1`]), each node carrying its exact
//! distance, which the lookup after each move steps from the distances mod 3.

use super::tables::{Phase1Space, Tables, NEAR};
use crate::puzzles::magic_cube::coord::{Phase1, SLICES};
use crate::puzzles::magic_cube::model::Cube;
use crate::search::mod3::Mod3;
use crate::search::{Heuristic, Puzzle};

/// A cube in phase 1: its coset of G1, and how many quarter turns take it into G1.
#[derive(Clone, Copy, Debug)]
pub(super) struct Phase1Node<'t> {
    pub(super) coset: Phase1,
    pub(super) distance: u32,
    tables: &'t Tables,
}

impl<'t> Phase1Node<'t> {
    pub(super) fn new(coset: Phase1, tables: &'t Tables) -> Self {
        let space = Phase1Space {
            moves: &tables.moves,
            classes: &tables.classes,
        };
        let index = tables.classes.index(coset.twist, coset.flip, coset.slice);
        let distance = Mod3::new(&tables.cosets)
            .distance(&space, index)
            .expect("a table of distances");
        Self {
            coset,
            distance,
            tables,
        }
    }
}

impl Puzzle for Phase1Node<'_> {
    const MOVES: u8 = 12;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let next = self.coset.turned(&self.tables.moves, m);
        // Near G1 from the small table, which the search there reads instead of the large.
        self.distance = match self.tables.near.get(next) {
            Some(d) => d,
            None => {
                let index = self.tables.classes.index(next.twist, next.flip, next.slice);
                Mod3::new(&self.tables.cosets).step(self.distance, index)
            }
        };
        self.coset = next;
        true
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.apply(m ^ 1);
    }

    fn is_goal(&self) -> bool {
        self.coset.twist == 0 && self.coset.flip == 0 && usize::from(self.coset.slice) == SLICES - 1
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

    /// The children past the budget: none with two to spare, since a child is at most one
    /// farther; near G1, those not within the budget in the small table of cosets near it;
    /// else from their twelve entries of the 35 MB table, read together (the searches took
    /// twice as long with each read waiting on memory in its turn).
    #[inline]
    fn over_budget(&self, budget: u32) -> u64 {
        if budget >= self.distance + 2 {
            return 0;
        }
        if budget <= NEAR + 1 {
            // A child within the budget is within NEAR.
            return (0..12u8)
                .filter(|&m| {
                    let child = self.coset.turned(&self.tables.moves, m);
                    self.tables.near.get(child).is_none_or(|d| d >= budget)
                })
                .fold(0, |over, m| over | 1 << m);
        }
        let (tables, table) = (self.tables, Mod3::new(&self.tables.cosets));
        let indices: [usize; 12] = std::array::from_fn(|m| {
            let Phase1 { twist, flip, slice } = self.coset.turned(&tables.moves, m as u8);
            tables.classes.index(twist, flip, slice)
        });
        // A node is entered within its budget, so a child one closer is within its own; one
        // as far only when the node had one to spare; one farther when it had two.
        let entries = indices.map(|i| table.get(i));
        let (d, entry) = (self.distance, |d: u32| (d % 3) as u8);
        let past = |e: u8| match budget.saturating_sub(d) {
            0 => e != entry(d + 2),
            1 => e == entry(d + 1),
            _ => false,
        };
        (0..12)
            .filter(|&m| past(entries[m]))
            .fold(0, |over, m| over | 1 << m)
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
            assert_eq!(
                tables.near.get(coset),
                (d <= NEAR).then_some(d),
                "{coset:?}"
            );
        }
        // Farther cosets, from random cubes: farther, and each turn a step of at most one;
        // the moves past a budget are those whose coset is farther.
        let mut rng = Rng::new(13);
        for _ in 0..2000 {
            let mut node = Phase1Node::new(Phase1::of(&Cubies::random(&mut rng)), tables);
            assert!(distance.contains_key(&node.coset) || node.estimate() > 5);
            assert!(node.estimate() <= 13);
            // A node is entered with its estimate within the budget.
            let budget = node.estimate() + rng.below(4) as u32;
            let over = (0..12u8)
                .filter(|&m| {
                    Phase1Node::new(node.coset.turned(&tables.moves, m), tables).distance >= budget
                })
                .fold(0, |over, m| over | 1 << m);
            assert_eq!(node.over_budget(budget), over, "{budget}");
            for m in 0..12 {
                let before = node.estimate();
                node.apply(m);
                let exact = Phase1Node::new(node.coset, tables).estimate();
                assert_eq!(node.estimate(), exact);
                assert!(exact.abs_diff(before) <= 1);
            }
        }
    }
}
