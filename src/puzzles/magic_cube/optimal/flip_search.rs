//! The optimal search over the tables of cosets with flips ([`flips`](super::flips)): each
//! node reads the entry of the cube's coset and of its inverse's, and no other.
//!
//! # The estimate
//!
//! A coset's entry in a table hk over base b says: the least distance of the whole cosets it
//! stands for is b + 1 or b + 2 (entries 1 and 2), more (3), or at most b (0). On a 0 it is read
//! again in the table of the cosets without flips, which holds that least distance exactly
//! (h0, four bits an entry, 59 MB): the least over every flip is that of the coset without them.
//! A cube is at least as far from solved as its coset from the target, and a cube's inverse as
//! far as the cube, so the larger of the two entries bounds the moves left.
//!
//! # Half turns at a tight bound
//!
//! The target holds every half turn, and a coset is the target's cubes made before the cube
//! (`H · c`), so a half turn `m` made after a cube keeps its inverse's coset:
//! (c · m)⁻¹ = m · c⁻¹ is in H · c⁻¹. A node whose inverse's entry is exactly the moves left
//! therefore has no solution that starts with a half turn (its child's inverse would still be
//! that far, with one move fewer), and a half turn's child keeps its parent's inverse entry
//! unread.
//!
//! # Reads in flight
//!
//! A node works out the indices of all its children first, asks memory for their entries, then
//! reads them: the waits on a table of gigabytes overlap.
//!
//! # Bounds, heads and threads
//!
//! As the layer cosets' search (`deepen.rs`): the solutions grow at the end only,
//! each iteration past a few moves is cut into heads shared among the threads, most promising
//! first, and heads alike by the cube's symmetries are searched once. Within a head every node
//! is kept (the layer cosets' search also leaves out a central cube's nodes whose four moves in
//! a row a symmetry carries to an earlier head).

use super::deepen::{deepen, Solution, Walker, Walkers, LOOK_EVERY};
use super::flip_table::FlipTable;
use super::flips::{Coset, FlipCosets, FREE_FLIPS};
use super::heads::{Order, HEAD};
use super::node::before;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::inverse;
use crate::search::ida::Progress;
use crate::search::nibbles::Nibbles;
use crate::search::Stats;

/// The half turns, as bits of their moves (12 + face).
const HALF_TURNS: u32 = 0x3f << 12;

/// A table of cosets with flips and what its search reads beside it.
#[derive(Debug)]
pub struct FlipTables {
    cosets: FlipCosets,
    table: FlipTable,
    /// The cosets without flips, their distances four bits each (h0 exact).
    least: Vec<u8>,
}

impl FlipTables {
    /// The search's tables from a table of cosets with flips and the distances of the cosets
    /// without flips (packed four bits each, as [`crate::search::layers::distances`] gives them).
    pub fn new(cosets: FlipCosets, table: FlipTable, least: Vec<u8>) -> Self {
        Self {
            cosets,
            table,
            least,
        }
    }

    /// The least moves that take the cubes of the coset of whole index `index` into the target,
    /// as far as the tables tell.
    #[inline]
    fn estimate(&self, index: u64) -> u32 {
        let entry = self.table.get(self.entry(index));
        if entry > 0 {
            u32::from(self.table.base() + entry)
        } else {
            u32::from(Nibbles::new(&self.least).get((index >> FREE_FLIPS) as usize))
        }
    }

    /// The table's entry of whole index `index`.
    #[inline]
    fn entry(&self, index: u64) -> usize {
        (index >> (FREE_FLIPS - self.table.kept())) as usize
    }
}

/// A node: the cube, its coset, its inverse and the inverse's estimate.
#[derive(Clone, Copy, Debug)]
struct Node {
    cube: Cubies,
    coset: Coset,
    inverse: Cubies,
    inverse_estimate: u32,
}

/// A child made: the node and the indices whose entries are to be read (the inverse's only
/// after a quarter turn).
#[derive(Clone, Copy, Debug)]
struct Child {
    node: Node,
    index: u64,
    inverse_index: Option<u64>,
}

impl Node {
    /// The node of `cube`, its inverse's estimate read.
    fn root(tables: &FlipTables, cube: &Cubies) -> Self {
        let inverse = cube.inverse();
        Self {
            cube: *cube,
            coset: Coset::of(cube),
            inverse,
            inverse_estimate: tables.estimate(tables.cosets.index(Coset::of(&inverse))),
        }
    }

    /// The child after move `m`, its entries asked of memory but not read.
    #[inline]
    fn child(&self, tables: &FlipTables, m: u8) -> Child {
        let mut cube = self.cube;
        cube.turn(m);
        let coset = tables.cosets.turned(self.coset, m);
        let index = tables.cosets.index(coset);
        tables.table.prefetch(tables.entry(index));
        let inverse = before(&self.inverse, inverse(m));
        let inverse_index = (HALF_TURNS >> m & 1 == 0).then(|| {
            let index = tables.cosets.index(Coset::of(&inverse));
            tables.table.prefetch(tables.entry(index));
            index
        });
        Child {
            node: Node {
                cube,
                coset,
                inverse,
                inverse_estimate: self.inverse_estimate,
            },
            index,
            inverse_index,
        }
    }
}

impl Child {
    /// The child's node if both its estimates are within `left` moves, its inverse's read.
    #[inline]
    fn within(mut self, tables: &FlipTables, left: u32) -> Option<Node> {
        let metric = tables.cosets.metric;
        let within = |estimate: u32| metric.with_parity(estimate, left) <= left;
        if !within(tables.estimate(self.index)) {
            return None;
        }
        if let Some(index) = self.inverse_index {
            self.node.inverse_estimate = tables.estimate(index);
        }
        within(self.node.inverse_estimate).then_some(self.node)
    }
}

/// One thread's search: the moves so far and the nodes.
struct Walk<'s> {
    tables: &'s FlipTables,
    root: &'s Node,
    order: Order,
    path: Vec<u8>,
    stats: Stats,
    /// Set when the search must stop (a solution found before it, or the watcher's word).
    stop: &'s dyn Fn() -> bool,
    stopped: bool,
}

impl Walk<'_> {
    /// The moves that may follow the path from `node` with `togo` moves left: none of the half
    /// turns where the inverse's estimate is exactly `togo`.
    fn next_moves(&self, node: &Node, togo: u32) -> u32 {
        let moves = self.order.next_to(&self.path, true);
        match node.inverse_estimate == togo {
            true => moves & !HALF_TURNS,
            false => moves,
        }
    }

    /// Whether a solution of exactly `togo` more moves exists from `node`, whose estimates are
    /// within `togo`: if so, `path` ends with it.
    fn search(&mut self, node: &Node, togo: u32) -> bool {
        if togo == 0 {
            return node.cube.is_solved();
        }
        self.stats.expanded += 1;
        if self.stats.expanded.is_multiple_of(LOOK_EVERY) && (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return false;
        }
        let moves = self.next_moves(node, togo);
        let tables = self.tables;
        let mut children = [None; FACE_TURNS];
        for m in 0..FACE_TURNS as u8 {
            if moves >> m & 1 == 1 {
                self.stats.generated += 1;
                children[usize::from(m)] = Some(node.child(tables, m));
            }
        }
        for (m, child) in children.into_iter().enumerate() {
            let Some(child) = child.and_then(|child| child.within(tables, togo - 1)) else {
                continue;
            };
            self.path.push(m as u8);
            if self.search(&child, togo - 1) {
                return true;
            }
            self.path.pop();
        }
        false
    }
}

impl Walker for Walk<'_> {
    fn root(&mut self, togo: u32) -> bool {
        self.path.clear();
        self.search(self.root, togo)
    }

    fn head(&mut self, head: &[u8; HEAD], _: usize, togo: u32) -> bool {
        self.path.clear();
        let mut at = *self.root;
        for (i, &m) in head.iter().enumerate() {
            let left = togo - i as u32;
            if self.next_moves(&at, left) >> m & 1 == 0 {
                return false;
            }
            // A node of the head's path has its move tried: expanded, as the search's nodes are.
            self.stats.expanded += 1;
            self.stats.generated += 1;
            let Some(child) = at.child(self.tables, m).within(self.tables, left - 1) else {
                return false;
            };
            self.path.push(m);
            at = child;
        }
        self.search(&at, togo - HEAD as u32)
    }

    fn moves(&self) -> Vec<u8> {
        self.path.clone()
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn stopped(&mut self) -> bool {
        std::mem::take(&mut self.stopped)
    }
}

/// The searches from one cube's root, a thread each.
struct FlipWalkers<'t> {
    tables: &'t FlipTables,
    root: Node,
}

impl Walkers for FlipWalkers<'_> {
    type Walk<'s>
        = Walk<'s>
    where
        Self: 's;

    /// A search that keeps every node of a central cube (it leaves out none by where its four
    /// moves in a row first stand among the heads).
    fn walk<'s>(&'s self, stop: &'s dyn Fn() -> bool, _: Option<&'s [u16]>) -> Walk<'s> {
        Walk {
            tables: self.tables,
            root: &self.root,
            order: Order::new(self.tables.cosets.metric),
            path: Vec::new(),
            stats: Stats::default(),
            stop,
            stopped: false,
        }
    }
}

/// A shortest solution of `cube` of at most `max_len` moves in the tables' metric, searched on
/// `threads` threads, telling `watch` of the search's progress about ten times a second (it
/// stops the search by returning `false`), and the nodes each iteration took. The same solution
/// whatever the threads and their timing.
pub fn solve(
    tables: &FlipTables,
    cube: &Cubies,
    max_len: u32,
    threads: usize,
    watch: impl FnMut(Progress) -> bool,
) -> Solution {
    let metric = tables.cosets.metric;
    let root = Node::root(tables, cube);
    let estimate = tables.estimate(tables.cosets.index(root.coset));
    let parity = u32::from(cube.parity());
    let bound = metric.with_parity(estimate.max(root.inverse_estimate), parity);
    let walkers = FlipWalkers { tables, root };
    deepen(
        &walkers,
        (metric, cube),
        bound,
        (max_len, threads, true),
        watch,
    )
}

#[cfg(test)]
mod tests {
    use super::super::slices::TargetSpace;
    use super::*;
    use crate::puzzles::magic_cube::metric::Metric;
    use crate::rng::Rng;
    use crate::search::layers::distances_within;
    use std::collections::HashMap;

    /// The search's tables in `metric`: h1 over base 3 (every entry past 5 turns a 3), and the
    /// cosets without flips up to the base, all a read of 0 asks of them.
    fn small_tables(metric: Metric) -> FlipTables {
        const BASE: u8 = 3;
        let threads = crate::parallel::cores();
        let cosets = FlipCosets::new(metric);
        let (table, _) = FlipTable::build(&cosets, 1, BASE, 2, threads);
        let space = TargetSpace::new(metric);
        let solved = [space.index(&Cubies::SOLVED)];
        let least = distances_within(&space, &solved, threads, BASE, |_| {});
        FlipTables::new(cosets, table, least)
    }

    /// Every cube within `depth` moves of `from` in `metric`, with its distance.
    fn within(metric: Metric, from: Cubies, depth: u8) -> HashMap<Cubies, u8> {
        let mut met = HashMap::from([(from, 0)]);
        let mut layer = vec![from];
        for d in 1..=depth {
            let mut next = Vec::new();
            for cube in &layer {
                for m in 0..metric.moves() {
                    let mut child = *cube;
                    child.turn(m);
                    met.entry(child).or_insert_with(|| {
                        next.push(child);
                        d
                    });
                }
            }
            layer = next;
        }
        met
    }

    /// Scrambles of up to nine moves, some of them all half turns (cubes of the target, whose
    /// entries are all 0), solved as short as a search from both ends finds by brute force:
    /// the cubes within four moves of the scramble against those within five of solved.
    #[test]
    fn solutions_are_as_short_as_a_brute_force_finds() {
        for metric in [Metric::Face, Metric::Quarter] {
            let tables = small_tables(metric);
            let near = within(metric, Cubies::SOLVED, 5);
            let mut rng = Rng::new(48);
            for n in 0..40 {
                let mut cube = Cubies::SOLVED;
                let halves = n % 4 == 0 && metric == Metric::Face;
                for _ in 0..rng.below(10) {
                    let m = match halves {
                        true => 12 + rng.below(6),
                        false => rng.below(u64::from(metric.moves())),
                    };
                    cube.turn(m as u8);
                }
                let found = solve(&tables, &cube, 20, 2, |_| true);
                let found = found.moves.expect("a solution");
                let mut end = cube;
                found.iter().for_each(|&m| end.turn(m));
                assert!(end.is_solved(), "{metric:?} cube {n}: {found:?}");
                let least = within(metric, cube, 4)
                    .iter()
                    .filter_map(|(c, d)| Some(d + near.get(c)?))
                    .min();
                assert_eq!(Some(found.len() as u8), least, "{metric:?} cube {n}");
            }
        }
    }
}
