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

use super::flip_table::FlipTable;
use super::flips::{Coset, FlipCosets, FREE_FLIPS};
use super::heads::Order;
use super::node::before;
use super::search::Solution;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::{inverse, Metric};
use crate::search::ida::Iteration;
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

/// One search: the moves so far and the nodes.
struct Walk<'t> {
    tables: &'t FlipTables,
    order: Order,
    metric: Metric,
    path: Vec<u8>,
    stats: Stats,
}

impl Walk<'_> {
    /// Whether a solution of exactly `togo` more moves exists from `node`, whose estimates are
    /// within `togo`: if so, `path` ends with it.
    fn search(&mut self, node: &Node, togo: u32) -> bool {
        if togo == 0 {
            return node.cube.is_solved();
        }
        self.stats.expanded += 1;
        let left = togo - 1;
        let mut moves = self.order.next_to(&self.path, true);
        if node.inverse_estimate == togo {
            moves &= !HALF_TURNS;
        }
        let tables = self.tables;
        let mut children = [None; FACE_TURNS];
        for m in 0..FACE_TURNS as u8 {
            if moves >> m & 1 == 0 {
                continue;
            }
            self.stats.generated += 1;
            let mut cube = node.cube;
            cube.turn(m);
            let coset = tables.cosets.turned(node.coset, m);
            let index = tables.cosets.index(coset);
            tables.table.prefetch(tables.entry(index));
            let inverse = before(&node.inverse, inverse(m));
            let inverse_index = (HALF_TURNS >> m & 1 == 0).then(|| {
                let index = tables.cosets.index(Coset::of(&inverse));
                tables.table.prefetch(tables.entry(index));
                index
            });
            children[usize::from(m)] = Some(Child {
                node: Node {
                    cube,
                    coset,
                    inverse,
                    inverse_estimate: node.inverse_estimate,
                },
                index,
                inverse_index,
            });
        }
        let metric = self.metric;
        let within = |estimate: u32| metric.with_parity(estimate, left) <= left;
        for (m, child) in children.iter_mut().enumerate() {
            let Some(child) = child else { continue };
            if !within(tables.estimate(child.index)) {
                continue;
            }
            if let Some(index) = child.inverse_index {
                child.node.inverse_estimate = tables.estimate(index);
            }
            if !within(child.node.inverse_estimate) {
                continue;
            }
            self.path.push(m as u8);
            if self.search(&child.node, left) {
                return true;
            }
            self.path.pop();
        }
        false
    }
}

/// A shortest solution of `cube` of at most `max_len` moves in the tables' metric, and the
/// nodes each bound took.
pub fn solve(tables: &FlipTables, cube: &Cubies, max_len: u32) -> Solution {
    let metric = tables.cosets.metric;
    let inverse = cube.inverse();
    let coset = Coset::of(cube);
    let root = Node {
        cube: *cube,
        coset,
        inverse,
        inverse_estimate: tables.estimate(tables.cosets.index(Coset::of(&inverse))),
    };
    let estimate = tables.estimate(tables.cosets.index(coset));
    let parity = u32::from(cube.parity());
    let mut bound = metric.with_parity(estimate.max(root.inverse_estimate), parity);
    let mut walk = Walk {
        tables,
        order: Order::new(metric),
        metric,
        path: Vec::new(),
        stats: Stats::default(),
    };
    let mut iterations = Vec::new();
    while bound <= max_len {
        walk.path.clear();
        let before = walk.stats;
        let found = walk.search(&root, bound);
        iterations.push(Iteration {
            bound,
            expanded: walk.stats.expanded - before.expanded,
            generated: walk.stats.generated - before.generated,
        });
        if found {
            return Solution {
                moves: Some(walk.path),
                iterations,
            };
        }
        bound += metric.step();
    }
    Solution {
        moves: None,
        iterations,
    }
}

#[cfg(test)]
mod tests {
    use super::super::slices::TargetSpace;
    use super::*;
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
                let found = solve(&tables, &cube, 20).moves.expect("a solution");
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
