//! Additive pattern databases for sliding-tile boards of any shape (Korf and Felner 2002).
//!
//! The tiles are split into disjoint patterns ([`Partition`]). A pattern's database holds, for
//! every placement of its tiles, the fewest moves of those tiles that bring them home, the other
//! tiles being indistinguishable and the blank moving over them for free. Every real move moves
//! one tile of one pattern, so the values of the patterns add up to a lower bound on the moves a
//! board needs.
//!
//! A database is filled by the shared breadth-first search
//! ([`for_each_reachable`]) over [`Tiles`]: the
//! pattern's tiles and the region of free cells the blank can reach without moving one of them,
//! since anywhere in that region the blank is as good as anywhere else. A placement's value is
//! the least over its regions, which the search meets first.
//!
//! A search looks a pattern up at every node, at an index it keeps up to date move by move
//! ([`index_change`]). The table is laid out by one of two indices ([`Layout`]): the sparse one,
//! Σ c_i · n^(k−1−i) over the pattern's cells, which one multiplication keeps up to date, where
//! that takes at most four times the entries of the dense one, the rank of the arrangement.

mod layout;
mod partition;
mod tiles;

pub use layout::{index_change, Layout, MAX_TILES};
pub use partition::{Partition, MAX_PATTERNS};
pub use tiles::{Regions, Tiles};

use super::board::{Shape, MAX_CELLS};
use crate::search::bfs::{for_each_reachable, UNREACHED};
use crate::search::rank::arrangements;
use crate::tables::Table;
use std::ops::Deref;

/// The database on `shape` of a pattern whose tiles' goal cells are `goal_cells`, the blank's
/// home `blank_home`, laid out densely: for each placement of its tiles, the fewest moves of
/// them to home, wherever the blank starts.
///
/// # Complexity
/// O(states × moves) time for the placements times their regions; a byte per placement, a bit
/// per placement and cell, and the two largest layers of the search.
pub fn database(
    shape: Shape,
    goal_cells: &[u8],
    blank_home: usize,
    regions: Option<&Regions>,
) -> Vec<u8> {
    let n = shape.cells();
    let mut table = vec![UNREACHED; arrangements(n, goal_cells.len())];
    for_each_reachable(
        &[Tiles::home(shape, goal_cells, blank_home, regions)],
        |_, rank, distance| {
            let slot = &mut table[rank / n];
            // Distances come in increasing order: the first is the least over the regions.
            if *slot == UNREACHED {
                *slot = distance;
            }
        },
    );
    table
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
        let tables = Self::build_tables(&partition, |_, _| {});
        Self::new(partition, tables.into_iter().map(Table::from).collect())
    }

    /// A bound on the memory building the databases of `partition` takes at its peak: the
    /// breadth-first search over each pattern's placements and the blank's regions, two
    /// patterns built at once, took up to 63 bytes of resident memory for each placement of the
    /// largest pattern on the shapes measured (2×7 to 5×5), and on 4×4 up to 120 of address
    /// space (`ulimit -v`), what a limit counts; then the tables.
    pub fn building_memory(partition: &Partition) -> usize {
        let n = partition.shape().cells();
        let largest = partition.patterns().iter().map(Vec::len).max().unwrap_or(0);
        128 * arrangements(n, largest) + partition.sizes().iter().sum::<usize>()
    }

    /// The tables of [`Databases::build`]; `watch` is told how many of how many patterns are
    /// done, first none, then as each is.
    pub fn build_tables(
        partition: &Partition,
        mut watch: impl FnMut(usize, usize),
    ) -> Vec<Vec<u8>> {
        let shape = partition.shape();
        let mut order: Vec<usize> = (0..partition.patterns().len()).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(partition.patterns()[p].len()));
        let regions = Regions::of(shape);
        let mut tables = vec![Vec::new(); order.len()];
        watch(0, order.len());
        let built = crate::parallel::in_order_of(
            &order,
            vec![(); crate::parallel::cores()],
            |(), &p, _| {
                let cells = partition.goal_cells(p);
                let (n, k) = (shape.cells(), cells.len());
                let table = database(shape, &cells, partition.home(), regions.as_ref());
                Layout::of(n, k).lay_out(table, n, k)
            },
            |i, table| {
                tables[order[i]] = table;
                watch(i + 1, order.len());
                Ok::<(), std::convert::Infallible>(())
            },
        );
        let Ok(()) = built;
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
    /// once can tell: the tiles at home have value 0 and no other placement has; every placement
    /// is reached, but for the other parity's where the pattern has every tile; no value passes
    /// the most moves any board of the shape needs, where that is known
    /// ([`Shape::most_moves`], for the usual goal); and the values run from 0 up without a gap,
    /// as the layers of a breadth-first search do. What fails this was not built by
    /// [`Databases::build`], whatever its checksum says.
    pub fn plausible<T: Deref<Target = [u8]>>(partition: &Partition, tables: &[T]) -> bool {
        let shape = partition.shape();
        let n = shape.cells();
        let most = match partition.home() == n - 1 {
            true => shape.most_moves(),
            false => None,
        };
        let most = most.unwrap_or(u32::from(UNREACHED) - 1);
        let layouts = partition.layouts();
        let patterns = partition.patterns().iter().zip(&layouts).enumerate();
        tables.len() == layouts.len()
            && patterns
                .zip(tables)
                .all(|((p, (pattern, &layout)), table)| {
                    let k = pattern.len();
                    let home = partition.goal_cells(p);
                    // Entries of a sparse layout that are no placement hold 0.
                    let holes = layout.size(n, k) - arrangements(n, k);
                    // With every tile in the pattern, the placements of the other parity are
                    // never reached.
                    let unreached = match k == n - 1 {
                        true => arrangements(n, k) / 2,
                        false => 0,
                    };
                    let mut counts = [0usize; 256];
                    table.iter().for_each(|&v| counts[usize::from(v)] += 1);
                    let reached = &counts[..usize::from(UNREACHED)];
                    let deepest = (0..reached.len())
                        .rev()
                        .find(|&v| reached[v] > 0)
                        .unwrap_or(0);
                    table.get(layout.index(&home, n)) == Some(&0)
                        && counts[0] == 1 + holes
                        && counts[usize::from(UNREACHED)] == unreached
                        && deepest as u32 <= most
                        && reached[..=deepest].iter().all(|&c| c > 0)
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
            let raised: Vec<Vec<u8>> = built
                .tables()
                .iter()
                .map(|t| {
                    t.iter()
                        .map(|&v| if v == UNREACHED { v } else { v + 20 })
                        .collect()
                })
                .collect();
            assert!(
                !Databases::plausible(&partition, &raised),
                "{shape}: raised"
            );
            let zeros: Vec<Vec<u8>> = built.tables().iter().map(|t| vec![0; t.len()]).collect();
            assert!(
                !Databases::plausible(&partition, &zeros),
                "{shape}: all zero"
            );
            let mut gap: Vec<Vec<u8>> = built.tables().iter().map(|t| t.to_vec()).collect();
            let deepest = *gap[0].iter().filter(|&&v| v != UNREACHED).max().unwrap();
            gap[0]
                .iter_mut()
                .filter(|v| **v == deepest)
                .for_each(|v| *v += 1);
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
        let dense = database(shape, &[0, 2, 4], 5, None);
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
            let table = database(shape, &cells, home, None);
            let regions = Regions::of(shape);
            assert_eq!(
                database(shape, &cells, home, regions.as_ref()),
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
