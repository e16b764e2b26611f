//! Bidirectional breadth-first search (Pohl 1971): one breadth-first search from the start and
//! one from the goal, the smaller frontier's layer expanded next, until a state reached from one
//! side is found by the other.
//!
//! Why the first meeting is a shortest path: before a layer of one side grows from depth a to
//! a + 1 with the other side's tree reaching depth b, no state is in both trees, so every path is
//! longer than a + b; a meeting found now has length a + 1 + (at most b), which is therefore the
//! shortest. The search needs the goal state and moves that can be undone; it finds a shortest
//! solution, not the first in move order.

use super::tree::{Index, Tree, ROOT};
use super::{Children, Found, Ranked, Reversible, Stats};
use std::ops::Range;

/// A bidirectional search context: the two trees and, for every rank of the space, the node that
/// reached it and from which side. Kept from one search to the next, cleared node by node.
#[derive(Debug)]
pub struct BiBfs<P> {
    index: Index,
    /// Grown from the start, and from the goal.
    trees: [Tree<P>; 2],
    path: Vec<u8>,
    /// The nodes of the search under way.
    stats: Stats,
}

impl<P> Default for BiBfs<P> {
    fn default() -> Self {
        Self {
            index: Index::default(),
            trees: [Tree::default(), Tree::default()],
            path: Vec::new(),
            stats: Stats::default(),
        }
    }
}

/// Where the two trees met: the node of the start's tree, the move from it to the meeting state
/// (none if the start is the goal), and the node of the goal's tree.
type Meeting = (u32, Option<u8>, u32);

impl<P: Reversible + Ranked + Clone> BiBfs<P> {
    /// An empty context.
    pub fn new() -> Self {
        Self::default()
    }

    /// A shortest path from `start` to `goal`, as moves, or none if there is none.
    ///
    /// # Panics
    /// If the space or a tree outgrows `u32` indices (a tree, half of them).
    ///
    /// # Complexity
    /// O(reached states × moves), where the reached states are about the square root of those a
    /// one-sided search reaches on a tree-like space; four bytes per state of the space.
    pub fn solve(&mut self, start: &P, goal: &P) -> Found<'_> {
        self.stats = Stats::default();
        self.index.fit(start.space());
        self.trees.iter_mut().for_each(|tree| tree.nodes.clear());
        self.path.clear();
        let meeting = self.search(start, goal);
        if let Some((forward, bridge, backward)) = meeting {
            self.trees[0].trace(forward, &mut self.path);
            self.path.extend(bridge);
            // From the meeting state back along the goal's tree, undoing its moves.
            let mut at = backward;
            while let Some(node) = self.trees[1]
                .nodes
                .get(at as usize)
                .filter(|n| n.parent != ROOT)
            {
                self.path.push(P::inverse(node.by));
                at = node.parent;
            }
        }
        self.stats.memory =
            self.index.memory() + self.trees.iter().map(Tree::memory).sum::<usize>();
        self.trees.iter().for_each(|tree| self.index.clear(tree));
        Found {
            path: meeting.map(|_| &self.path[..]),
            stats: self.stats,
        }
    }

    /// Adds `state` to the tree of `side`; its index.
    fn add(&mut self, side: usize, state: &P, rank: usize, parent: u32, by: u8) -> u32 {
        let node = self.trees[side].add(state, rank, parent, by);
        assert!(node < 1 << 31, "a tree within 2^31 nodes");
        self.index.set(rank, node << 1 | side as u32);
        node
    }

    fn search(&mut self, start: &P, goal: &P) -> Option<Meeting> {
        let (start_rank, goal_rank) = (start.rank(), goal.rank());
        self.add(0, start, start_rank, ROOT, 0);
        if start_rank == goal_rank {
            return Some((0, None, 0));
        }
        self.add(1, goal, goal_rank, ROOT, 0);
        let mut layers: [Range<usize>; 2] = [0..1, 0..1];
        loop {
            let side = usize::from(layers[1].len() < layers[0].len());
            if layers[side].is_empty() {
                return None;
            }
            let waiting = (layers[0].len() + layers[1].len()) as u64;
            self.stats.frontier = self.stats.frontier.max(waiting);
            let end = self.trees[side].nodes.len();
            for at in layers[side].clone() {
                let mut children = Children::of(self.trees[side].nodes[at].state.clone());
                self.stats.expanded += 1;
                while let Some((state, m)) = children.next() {
                    self.stats.generated += 1;
                    let rank = state.rank();
                    match self.index.get(rank) {
                        None => {
                            self.add(side, state, rank, at as u32, m);
                        }
                        Some(seen) if seen & 1 == side as u32 => {}
                        Some(seen) if side == 0 => return Some((at as u32, Some(m), seen >> 1)),
                        Some(seen) => return Some((seen >> 1, Some(P::inverse(m)), at as u32)),
                    }
                }
            }
            layers[side] = end..self.trees[side].nodes.len();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::distance_table;
    use crate::search::toy::{self, Toy};
    use crate::search::{Puzzle, Ranked};

    #[test]
    fn finds_a_shortest_path_between_every_pair() {
        let goal = Toy([0, 1, 2, 3, 4]);
        let distance = distance_table(&[goal]);
        let mut bibfs = BiBfs::new();
        let mut stats = Stats::default();
        for start in toy::all() {
            let found = bibfs.solve(&start, &goal);
            stats = stats.and(found.stats);
            let path = found.path.expect("connected").to_vec();
            assert_eq!(path.len(), distance[start.rank()] as usize, "{start:?}");
            let mut at = start;
            path.iter().for_each(|&m| assert!(at.apply(m)));
            assert!(at.is_goal(), "{start:?}: {path:?}");
            // Any goal works, not only the puzzle's: back to the start.
            let back = bibfs.solve(&goal, &start).path.unwrap().len();
            assert_eq!(back, path.len());
        }
        assert!(stats.generated > 0 && stats.memory >= 120 * 4);
    }
}
