//! Phase 2: solving a cube within G1, in quarter turns (a half turn costing two) or in face
//! turns. A node carries the exact distance of its corners and top and bottom edges, walked
//! down to once when phase 2 starts and stepped after each move.

use super::g1::{g1_cost, g1_moves, Phase2, G1_MOVES, G1_UNDO, SLICE_PERMUTATIONS};
use super::tables::{CornersEdgesSpace, Tables};
use crate::puzzles::magic_cube::metric::OPPOSITE;
use crate::puzzles::magic_cube::metric::{metric_of, Metric};
use crate::search::mod3::Mod3;
use crate::search::{Heuristic, Puzzle};

/// A cube in phase 2 in the metric of `MOVES` moves (12 quarter turns or 18 face turns), and
/// what its corners and top and bottom edges cost to solve in G1.
#[derive(Clone, Copy, Debug)]
pub(super) struct Phase2Node<'t, const MOVES: u8> {
    pub(super) at: Phase2,
    pub(super) corners_edges: u32,
    tables: &'t Tables,
}

impl<'t, const MOVES: u8> Phase2Node<'t, MOVES> {
    /// The node of `at`, unless the small tables show it more than `bound` from solved: the
    /// walk down that finds its corners' and edges' cost takes a few dozen lookups.
    pub(super) fn within(at: Phase2, tables: &'t Tables, bound: u32) -> Option<Self> {
        let mut node = Self {
            at,
            corners_edges: 0,
            tables,
        };
        if node.slices() > bound {
            return None;
        }
        let space = CornersEdgesSpace {
            moves: &tables.g1,
            classes: &tables.corner_classes,
            metric: metric_of(MOVES),
        };
        node.corners_edges = Mod3::new(&tables.corners_edges)
            .distance_within(&space, node.index(), bound, |index, mod3| {
                space.at_least(tables, index, mod3)
            })
            .expect("a table of distances")?;
        Some(node)
    }

    /// The index of the corners and edges ([`CornerClasses::index`]).
    #[inline]
    fn index(&self) -> usize {
        self.tables
            .corner_classes
            .index(self.at.corners, self.at.edges)
    }

    /// The larger of the estimates of corners and slice, and of edges and slice.
    #[inline]
    fn slices(&self) -> u32 {
        let (tables, slice) = (self.tables, usize::from(self.at.slice));
        let corners =
            tables.corners_slice[usize::from(self.at.corners) * SLICE_PERMUTATIONS + slice];
        let edges = tables.edges_slice[usize::from(self.at.edges) * SLICE_PERMUTATIONS + slice];
        u32::from(corners.max(edges))
    }
}

impl<const M: u8> Puzzle for Phase2Node<'_, M> {
    const MOVES: u8 = g1_moves(metric_of(M)) as u8;

    #[inline]
    fn apply(&mut self, g: u8) -> bool {
        let (g1, g) = (&self.tables.g1, usize::from(g));
        self.at = Phase2 {
            corners: g1.corners[usize::from(self.at.corners)][g],
            edges: g1.edges[usize::from(self.at.edges)][g],
            slice: g1.slice[usize::from(self.at.slice)][g],
        };
        let (table, index) = (Mod3::new(&self.tables.corners_edges), self.index());
        self.corners_edges = match g1_cost(metric_of(M), g) {
            1 => table.step(self.corners_edges, index),
            _ => table.step_even(self.corners_edges, index),
        };
        true
    }

    #[inline]
    fn undo(&mut self, g: u8) {
        self.apply(G1_UNDO[usize::from(g)] as u8);
    }

    fn is_goal(&self) -> bool {
        self.at
            == Phase2 {
                corners: 0,
                edges: 0,
                slice: 0,
            }
    }

    fn cost(g: u8) -> u32 {
        u32::from(g1_cost(metric_of(M), usize::from(g)))
    }
}

impl<const M: u8> Heuristic for Phase2Node<'_, M> {
    #[inline]
    fn estimate(&self) -> u32 {
        self.corners_edges.max(self.slices())
    }

    /// The higher of two opposite faces right after the lower, which commute; in face turns,
    /// any turn of the face just turned; in quarter turns, a half turn of it, a quarter turn
    /// after its inverse, or a third in a row.
    fn redundant(path: &[u8], next: u8) -> bool {
        let face = |g: u8| G1_MOVES[usize::from(g)].0 / 2;
        let Some(&last) = path.last() else {
            return false;
        };
        let (before, after) = (face(last), face(next));
        let quarter = G1_MOVES[usize::from(next)].1 == 1;
        let third = path.len() >= 2 && path[path.len() - 2] == next;
        match (before == after, metric_of(M)) {
            (true, Metric::Face) => true,
            (true, Metric::Quarter) => !quarter || last != next || third,
            (false, _) => OPPOSITE[usize::from(before)] == after && before > after,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_tables::tables_in;
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn the_phase_two_estimate_never_passes_the_cost_of_a_walk_in_g1() {
        estimate_within_a_walk::<12>();
        estimate_within_a_walk::<18>();
    }

    /// The estimate in the metric of `M` moves against walks of random moves of G1.
    fn estimate_within_a_walk<const M: u8>() {
        let tables = tables_in(metric_of(M));
        let solved = Phase2::of(&Cubies::SOLVED);
        let mut rng = Rng::new(4);
        for _ in 0..5000 {
            let mut node = Phase2Node::<M>::within(solved, tables, 0).expect("solved");
            let mut cost = 0;
            for _ in 0..rng.below(20) {
                let g = rng.below(u64::from(Phase2Node::<M>::MOVES)) as u8;
                node.apply(g);
                cost += Phase2Node::<M>::cost(g);
                let walked = Phase2Node::<M>::within(node.at, tables, u32::MAX).expect("no bound");
                assert_eq!(
                    node.corners_edges, walked.corners_edges,
                    "stepped as walked"
                );
                // Within a bound: exactly where both estimates are.
                let d = node.corners_edges.max(node.slices());
                for bound in d.saturating_sub(7)..d + 2 {
                    let within = Phase2Node::<M>::within(node.at, tables, bound);
                    assert_eq!(within.is_some(), d <= bound, "{d} within {bound}");
                }
            }
            assert!(node.estimate() <= cost);
        }
    }

    #[test]
    fn corner_and_edge_distances_are_those_of_a_plain_cheapest_first_search() {
        cheapest_first::<12>();
        cheapest_first::<18>();
    }

    /// Every corner and edge permutation of G1 within six moves, by Dijkstra's algorithm over
    /// the permutations themselves: in quarter turns (`M` = 12) a half turn costing two, in
    /// face turns every move of G1 one, the top's and bottom's half turns among them.
    fn cheapest_first<const M: u8>() {
        let tables = tables_in(metric_of(M));
        let g1 = &tables.g1;
        let moves: Vec<(usize, u32)> = match M {
            12 => (0..8).map(|g| (g, u32::from(G1_MOVES[g].1))).collect(),
            _ => (0..10).map(|g| (g, 1)).collect(),
        };
        let mut cheapest = std::collections::HashMap::from([((0u16, 0u16), 0u32)]);
        let mut open = std::collections::BinaryHeap::from([std::cmp::Reverse((0u32, 0u16, 0u16))]);
        while let Some(std::cmp::Reverse((c, corners, edges))) = open.pop() {
            if c > cheapest[&(corners, edges)] {
                continue;
            }
            for &(g, cost) in &moves {
                let next = (
                    g1.corners[usize::from(corners)][g],
                    g1.edges[usize::from(edges)][g],
                );
                let through = c + cost;
                if through <= 6 && cheapest.get(&next).is_none_or(|&known| through < known) {
                    cheapest.insert(next, through);
                    open.push(std::cmp::Reverse((through, next.0, next.1)));
                }
            }
        }
        assert!(cheapest.len() > 1000);
        for (&(corners, edges), &d) in &cheapest {
            let at = Phase2 {
                corners,
                edges,
                slice: 0,
            };
            let node = Phase2Node::<M>::within(at, tables, u32::MAX).expect("no bound");
            assert_eq!(node.corners_edges, d, "{at:?}");
        }
    }
}
