//! A* (Hart, Nilsson and Raphael 1968): states expanded in order of f = g + h from a priority
//! queue, each kept once in a tree with the best g found for it.
//!
//! With an estimate that never overestimates, the first goal taken from the queue is reached by
//! a shortest path. With a consistent estimate (h falls by at most one per move, as Manhattan
//! distance does) every state is expanded at most once; an inconsistent one may reopen states,
//! which this search allows. Ties go to the smaller h, then to the earlier state; the solution is
//! a shortest one, not the first in move order.

use super::tree::{Index, Tree, ROOT};
use super::{Children, Found, Heuristic, Ranked, Stats};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::mem::size_of;

/// An A* context: the tree of reached states, the open queue of (f, h, node), and for every
/// rank of the space the node that holds it. Kept from one search to the next.
#[derive(Debug)]
pub struct AStar<P> {
    index: Index,
    tree: Tree<P>,
    open: BinaryHeap<Reverse<(u32, u32, u32)>>,
    path: Vec<u8>,
    /// The nodes of the search under way.
    stats: Stats,
}

impl<P> Default for AStar<P> {
    fn default() -> Self {
        Self {
            index: Index::default(),
            tree: Tree::default(),
            open: BinaryHeap::new(),
            path: Vec::new(),
            stats: Stats::default(),
        }
    }
}

impl<P: Heuristic + Ranked + Clone> AStar<P> {
    /// An empty context.
    pub fn new() -> Self {
        Self::default()
    }

    /// A shortest path from `start` to a goal, as moves, or none if no goal is reached.
    ///
    /// # Panics
    /// If the space or the tree outgrows `u32` indices.
    ///
    /// # Complexity
    /// O(reached states × (moves + log of the queue)) time; four bytes per state of the space
    /// and one tree node and queue entry or more per reached state.
    pub fn solve(&mut self, start: &P) -> Found<'_> {
        self.stats = Stats::default();
        self.index.fit(start.space());
        self.tree.nodes.clear();
        self.open.clear();
        self.path.clear();
        let goal = self.search(start);
        if let Some(goal) = goal {
            self.tree.trace(goal, &mut self.path);
        }
        let queue = self.open.capacity() * size_of::<Reverse<(u32, u32, u32)>>();
        self.stats.memory = self.index.memory() + self.tree.memory() + queue;
        self.index.clear(&self.tree);
        Found {
            path: goal.map(|_| &self.path[..]),
            stats: self.stats,
        }
    }

    fn search(&mut self, start: &P) -> Option<u32> {
        let (rank, h) = (start.rank(), start.estimate());
        let root = self.tree.add(start, rank, ROOT, 0);
        self.index.set(rank, root);
        self.open.push(Reverse((h, h, root)));
        while let Some(Reverse((f, h, at))) = self.open.pop() {
            let waiting = self.open.len() as u64 + 1;
            self.stats.frontier = self.stats.frontier.max(waiting);
            let node = &self.tree.nodes[at as usize];
            if f != node.depth + h {
                continue; // A better path to it came later.
            }
            if node.state.is_goal() {
                return Some(at);
            }
            let (mut children, g) = (Children::of(node.state.clone()), node.depth + 1);
            self.stats.expanded += 1;
            while let Some((state, m)) = children.next() {
                self.stats.generated += 1;
                let rank = state.rank();
                let h = state.estimate();
                match self.index.get(rank) {
                    None => {
                        let child = self.tree.add(state, rank, at, m);
                        self.index.set(rank, child);
                        self.open.push(Reverse((g + h, h, child)));
                    }
                    Some(seen) if g < self.tree.nodes[seen as usize].depth => {
                        let node = &mut self.tree.nodes[seen as usize];
                        (node.parent, node.depth, node.by) = (at, g, m);
                        self.open.push(Reverse((g + h, h, seen)));
                    }
                    Some(_) => {}
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::distance_table;
    use crate::search::toy::{self, Toy};
    use crate::search::Puzzle;

    #[test]
    fn finds_a_shortest_solution_of_every_toy_state() {
        let distance = distance_table(&[Toy([0, 1, 2, 3, 4])]);
        let mut astar = AStar::new();
        let mut memory = 0;
        for start in toy::all() {
            let found = astar.solve(&start);
            memory = memory.max(found.stats.memory);
            let path = found.path.expect("solvable").to_vec();
            assert_eq!(path.len(), distance[start.rank()] as usize, "{start:?}");
            let mut at = start;
            path.iter().for_each(|&m| assert!(at.apply(m)));
            assert!(at.is_goal());
        }
        assert!(memory > 0);
    }
}
