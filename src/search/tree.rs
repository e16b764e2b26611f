//! Search trees kept in a vector: the nodes of breadth-first, bidirectional and best-first
//! searches, linked to their parents by index, so that a path is read back without storing one
//! per node.

use super::Ranked;
use std::mem::size_of;

/// The parent of a root.
pub const ROOT: u32 = u32::MAX;

/// A reached state, its rank, and how it was reached.
#[derive(Clone, Debug)]
pub struct Node<P> {
    pub state: P,
    pub rank: u32,
    /// The index of the node it was reached from, or [`ROOT`].
    pub parent: u32,
    /// Moves from its root.
    pub depth: u32,
    /// The move from its parent.
    pub by: u8,
}

/// The node vector of one search.
#[derive(Debug)]
pub struct Tree<P> {
    pub nodes: Vec<Node<P>>,
}

impl<P> Default for Tree<P> {
    fn default() -> Self {
        Self { nodes: Vec::new() }
    }
}

impl<P: Ranked + Clone> Tree<P> {
    /// Adds `state`, reached from node `parent` (or [`ROOT`]) by move `by`; its index.
    ///
    /// # Panics
    /// If the tree outgrows `u32` indices or the space `u32` ranks.
    pub fn add(&mut self, state: &P, rank: usize, parent: u32, by: u8) -> u32 {
        let index = u32::try_from(self.nodes.len()).expect("a tree within u32 indices");
        let depth = match parent {
            ROOT => 0,
            parent => self.nodes[parent as usize].depth + 1,
        };
        let rank = u32::try_from(rank).expect("a space within u32 ranks");
        self.nodes.push(Node {
            state: state.clone(),
            rank,
            parent,
            depth,
            by,
        });
        index
    }
}

impl<P> Tree<P> {
    /// Appends to `path` the moves from the root to node `at`.
    pub fn trace(&self, at: u32, path: &mut Vec<u8>) {
        let start = path.len();
        let mut at = at;
        while at != ROOT {
            let node = &self.nodes[at as usize];
            if node.parent != ROOT {
                path.push(node.by);
            }
            at = node.parent;
        }
        path[start..].reverse();
    }

    /// The bytes the node vector holds.
    pub fn memory(&self) -> usize {
        self.nodes.capacity() * size_of::<Node<P>>()
    }
}

/// For each rank, the index of its node in a [`Tree`] (and one spare bit), or nothing: sized to
/// the space once, cleared node by node after each search.
#[derive(Debug, Default)]
pub struct Index {
    slots: Vec<u32>,
}

impl Index {
    /// Makes room for a space of `space` ranks, all empty.
    pub fn fit(&mut self, space: usize) {
        if self.slots.len() != space {
            self.slots = vec![u32::MAX; space];
        }
    }

    /// The value stored for `rank`.
    pub fn get(&self, rank: usize) -> Option<u32> {
        Some(self.slots[rank]).filter(|&v| v != u32::MAX)
    }

    /// Stores `value` (below `u32::MAX`) for `rank`.
    pub fn set(&mut self, rank: usize, value: u32) {
        self.slots[rank] = value;
    }

    /// Empties the slots of the ranks of `tree`'s nodes.
    pub fn clear<P>(&mut self, tree: &Tree<P>) {
        for node in &tree.nodes {
            self.slots[node.rank as usize] = u32::MAX;
        }
    }

    /// The bytes it holds.
    pub fn memory(&self) -> usize {
        self.slots.len() * size_of::<u32>()
    }
}
