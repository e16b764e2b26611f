//! Additive pattern databases for sliding-tile boards of any shape (Korf and Felner 2002).
//!
//! The tiles are split into disjoint patterns ([`Partition`]). A pattern's database holds, for
//! every placement of its tiles, the fewest moves of those tiles that bring them home, the other
//! tiles being indistinguishable and the blank moving over them for free. Every real move moves
//! one tile of one pattern, so the values of the patterns add up to a lower bound on the moves a
//! board needs.
//!
//! A database is filled by the shared layered breadth-first search ([`byte_distances`]) over
//! [`Placements`]: the pattern's tiles and the region of free cells the blank can reach without
//! moving one of them, since anywhere in that region the blank is as good as anywhere else. A
//! placement's value is the least over its regions.
//!
//! A search looks a pattern up at every node, at an index it keeps up to date move by move
//! ([`index_change`]). The table is laid out by one of two indices ([`Layout`]): the sparse one,
//! Σ c_i · n^(k−1−i) over the pattern's cells, which one multiplication keeps up to date, where
//! that takes at most four times the entries of the dense one, the rank of the arrangement. An
//! entry is four bits: the value's detours beyond the tiles' Manhattan distance
//! ([`detours`]).

mod excess;
mod layout;
mod partition;
mod tiles;

pub use excess::{detours, DETOURS};
pub use layout::{index_change, Layout, MAX_TILES};
pub use partition::{Partition, COLUMNS, KORF_FELNER, MAX_PATTERNS, STAIRS};
pub use tiles::{flood, Placements, Regions, Tiles};

use super::board::{Shape, MAX_CELLS};
use crate::search::bfs::UNREACHED;
use crate::search::layers::{byte_distances, Layer};
use crate::search::nibbles::Nibbles;
use crate::search::rank::arrangements;
use crate::tables::Table;
use std::ops::Deref;

/// The database on `shape` of a pattern whose tiles' goal cells are `goal_cells`, the blank's
/// home `blank_home`, laid out densely: for each placement of its tiles, the fewest moves of
/// them to home, wherever the blank starts. Found layer by layer on `threads` threads over
/// [`Placements`]; `watch` is told of each layer.
///
/// # Complexity
/// O(states × moves) time for the placements times their regions; a byte per placement and
/// free cell.
pub fn database(
    shape: Shape,
    goal_cells: &[u8],
    blank_home: usize,
    regions: Option<&Regions>,
    threads: usize,
    watch: impl FnMut(Layer),
) -> Vec<u8> {
    let home = Tiles::home(shape, goal_cells, blank_home, regions);
    let space = Placements::of(home);
    let distances = byte_distances(&space, &[space.number(&home)], threads, watch);
    // A placement's value is the least over its regions; numbers that name no region are
    // unreached, as high as a value gets.
    distances
        .chunks(space.slots())
        .map(|regions| regions.iter().copied().min().unwrap_or(UNREACHED))
        .collect()
}

/// The pattern databases of one partition, indexed by the rank of the pattern's cells.
#[derive(Debug)]
pub struct Databases {
    partition: Partition,
    tables: Vec<Table>,
    /// For each tile, its pattern and its place in the pattern's list.
    slot: [(u8, u8); MAX_CELLS],
}

impl Databases {
    /// Builds the databases of `partition` by breadth-first search, on as many threads as there
    /// are cores, the largest first.
    pub fn build(partition: Partition) -> Self {
        let tables = Self::build_tables(&partition, |_, _, _| {});
        Self::new(partition, tables.into_iter().map(Table::from).collect())
    }

    /// A bound on the memory building the databases of `partition` takes at its peak: the
    /// layered search over the largest pattern's placements and free cells, a byte each, the
    /// pattern's table and the tables, and 32 MB for the threads' stacks and what the allocator
    /// keeps (on 4×4, 6-6-3 built under an address-space limit 15 to 20 MB above the rest).
    pub fn building_memory(partition: &Partition) -> usize {
        let n = partition.shape().cells();
        let largest = partition.patterns().iter().map(Vec::len).max().unwrap_or(0);
        let tables: usize = partition.sizes().iter().sum();
        (n - largest + 1) * arrangements(n, largest) + tables + (32 << 20)
    }

    /// The tables of [`Databases::build`], the largest pattern first, each on every core;
    /// `watch` is told how many of how many patterns are done and how deep the search of the
    /// one under way has gone: first none, then at each layer.
    pub fn build_tables(
        partition: &Partition,
        mut watch: impl FnMut(usize, usize, u8),
    ) -> Vec<Vec<u8>> {
        let shape = partition.shape();
        let (n, count) = (shape.cells(), partition.patterns().len());
        let mut order: Vec<usize> = (0..count).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(partition.patterns()[p].len()));
        let regions = Regions::of(shape);
        let mut tables = vec![Vec::new(); count];
        watch(0, count, 0);
        for (done, &p) in order.iter().enumerate() {
            let cells = partition.goal_cells(p);
            let k = cells.len();
            let threads = crate::parallel::cores();
            let mut table = database(
                shape,
                &cells,
                partition.home(),
                regions.as_ref(),
                threads,
                |layer| watch(done, count, layer.distance),
            );
            detours(&mut table, shape, &cells);
            tables[p] = Nibbles::pack(&Layout::of(n, k).lay_out(table, n, k));
        }
        watch(count, count, 0);
        tables
    }

    /// The databases of `partition` with these `tables`, each laid out as
    /// [`Partition::layouts`] says.
    ///
    /// # Panics
    /// If a table has the wrong size.
    pub fn new(partition: Partition, tables: Vec<Table>) -> Self {
        let sizes: Vec<usize> = tables.iter().map(|table| table.len()).collect();
        assert_eq!(sizes, partition.sizes(), "a table for each pattern");
        let mut slot = [(u8::MAX, u8::MAX); MAX_CELLS];
        for (p, pattern) in partition.patterns().iter().enumerate() {
            for (i, &tile) in pattern.iter().enumerate() {
                slot[usize::from(tile)] = (p as u8, i as u8);
            }
        }
        Self {
            partition,
            tables,
            slot,
        }
    }

    /// Whether `tables` could be the databases of `partition`, as far as a look at each entry
    /// once can tell: the tiles at home have no detours, some placement of two tiles or more
    /// has (two tiles that trade places make one); and the detours run from 0 up without
    /// a gap, since a move changes a placement's value and its Manhattan distance by one each,
    /// and so its detours by at most one ([`DETOURS`] aside, which also marks the placements no
    /// move reaches). What fails this was not built by
    /// [`Databases::build`], whatever its checksum says.
    pub fn plausible<T: Deref<Target = [u8]>>(partition: &Partition, tables: &[T]) -> bool {
        let n = partition.shape().cells();
        let layouts = partition.layouts();
        tables.len() == layouts.len()
            && (0..layouts.len()).zip(tables).all(|(p, table)| {
                let home = partition.goal_cells(p);
                let table = Nibbles::new(table);
                let index = layouts[p].index(&home, n);
                let histogram = table.histogram();
                let most = usize::from(DETOURS);
                let deepest = (0..most).rev().find(|&v| histogram[v] > 0).unwrap_or(0);
                let detoured = deepest > 0 || partition.patterns()[p].len() < 2;
                index < table.len()
                    && table.get(index) == 0
                    && detoured
                    && histogram[..=deepest].iter().all(|&c| c > 0)
            })
    }

    /// The partition.
    pub fn partition(&self) -> &Partition {
        &self.partition
    }

    /// The tables, one a pattern.
    pub fn tables(&self) -> &[Table] {
        &self.tables
    }

    /// The pattern of `tile` and its place in the pattern.
    #[inline]
    pub fn slot(&self, tile: u8) -> (usize, usize) {
        let (p, i) = self.slot[usize::from(tile)];
        (p.into(), i.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::rank::rank_arrangement;
    use std::collections::{HashMap, VecDeque};

    #[test]
    fn databases_that_were_not_built_so_are_not_plausible() {
        for (shape, patterns) in [
            (Shape::new(3, 2).unwrap(), vec![vec![1, 3, 5], vec![2, 4]]),
            (
                Shape::new(4, 2).unwrap(),
                vec![vec![1, 3, 5], vec![2, 4, 6, 7]],
            ),
        ] {
            let partition = Partition::new(shape, patterns).unwrap();
            let built = Databases::build(partition.clone());
            assert!(Databases::plausible(&partition, built.tables()), "{shape}");
            let entries = |table: &[u8]| -> Vec<u8> {
                let table = Nibbles::new(table);
                (0..table.len()).map(|i| table.get(i)).collect()
            };
            let changed = |change: &dyn Fn(u8) -> u8| -> Vec<Vec<u8>> {
                let tables = built.tables().iter();
                let tables = tables.map(|t| entries(t).into_iter().map(change).collect::<Vec<_>>());
                tables.map(|t| Nibbles::pack(&t)).collect()
            };
            let raised = changed(&|v| (v + 1).min(DETOURS));
            assert!(
                !Databases::plausible(&partition, &raised),
                "{shape}: raised"
            );
            let zeros = changed(&|_| 0);
            assert!(
                !Databases::plausible(&partition, &zeros),
                "{shape}: all zero"
            );
            let deepest = entries(&built.tables()[0])
                .into_iter()
                .filter(|&v| v < DETOURS)
                .max();
            let deepest = deepest.unwrap();
            assert!(deepest + 1 < DETOURS, "{shape}: room for a gap");
            let mut gap = changed(&|v| v);
            gap[0] = Nibbles::pack(
                &entries(&gap[0])
                    .into_iter()
                    .map(|v| if v == deepest { v + 1 } else { v })
                    .collect::<Vec<_>>(),
            );
            assert!(!Databases::plausible(&partition, &gap), "{shape}: a gap");
        }
    }

    #[test]
    fn sparse_tables_hold_the_dense_values_at_their_indices() {
        let (shape, pattern) = (Shape::new(3, 2).unwrap(), [1, 3, 5]);
        let (n, k) = (shape.cells(), pattern.len());
        assert_eq!(Layout::of(n, k), Layout::Sparse, "6^3 = 216 <= 4 * 120");
        assert_eq!(
            Layout::of(16, 7),
            Layout::Dense,
            "16^7 is far more than 4 * 16!/9!"
        );
        let dense = database(shape, &[0, 2, 4], 5, None, 1, |_| {});
        let sparse = Layout::Sparse.lay_out(dense.clone(), n, k);
        assert_eq!(sparse.len(), 216);
        for a in 0..6u8 {
            for b in (0..6).filter(|&b| b != a) {
                for c in (0..6).filter(|&c| c != a && c != b) {
                    let cells = [a, b, c];
                    assert_eq!(
                        sparse[Layout::Sparse.index(&cells, n)],
                        dense[Layout::Dense.index(&cells, n)]
                    );
                }
            }
        }
    }

    /// A database against a breadth-first search over the pattern's tiles and the blank
    /// written here: blank moves onto other cells are free, the pattern's tiles' moves cost
    /// one, and each placement gets the least over where the blank is.
    fn brute_force(shape: Shape, pattern: &[u8]) -> HashMap<Vec<u8>, u32> {
        let (k, n) = (pattern.len(), shape.cells());
        let mut start: Vec<u8> = pattern.iter().map(|&t| t - 1).collect();
        start.push(n as u8 - 1);
        let mut cost = HashMap::from([(start.clone(), 0)]);
        let mut queue = VecDeque::from([start]);
        while let Some(state) = queue.pop_front() {
            let (blank, d) = (usize::from(state[k]), cost[&state]);
            for m in 0..4 {
                let Some(to) = shape.step(blank, m) else {
                    continue;
                };
                let mut next = state.clone();
                let tile = state[..k].iter().position(|&c| usize::from(c) == to);
                if let Some(tile) = tile {
                    next[tile] = blank as u8;
                }
                next[k] = to as u8;
                let step = u32::from(tile.is_some());
                if cost.get(&next).is_none_or(|&c| d + step < c) {
                    cost.insert(next.clone(), d + step);
                    if step == 0 {
                        queue.push_front(next);
                    } else {
                        queue.push_back(next);
                    }
                }
            }
        }
        let mut least: HashMap<Vec<u8>, u32> = HashMap::new();
        for (state, &c) in &cost {
            let entry = least.entry(state[..k].to_vec()).or_insert(u32::MAX);
            *entry = (*entry).min(c);
        }
        least
    }

    #[test]
    fn databases_are_the_least_over_the_blank_on_several_shapes() {
        for (w, h, pattern) in [
            (4, 4, &[2, 3, 4][..]),
            (3, 3, &[1, 2, 4, 5]),
            (2, 4, &[1, 3, 5, 7]),
            (4, 3, &[1, 6, 11]),
            (5, 5, &[13, 24]),
        ] {
            let shape = Shape::new(w, h).unwrap();
            let least = brute_force(shape, pattern);
            let (cells, home): (Vec<u8>, _) = (pattern.iter().map(|t| t - 1).collect(), w * h - 1);
            let table = database(shape, &cells, home, None, 2, |_| {});
            let regions = Regions::of(shape);
            assert_eq!(
                database(shape, &cells, home, regions.as_ref(), 3, |_| {}),
                table,
                "{shape}: regions looked up"
            );
            assert_eq!(least.len(), table.len(), "{shape} {pattern:?}");
            for (cells, &c) in &least {
                let rank = rank_arrangement(cells, shape.cells());
                assert_eq!(u32::from(table[rank]), c, "{shape} {pattern:?} {cells:?}");
            }
        }
    }
}
