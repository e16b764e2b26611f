//! How a pattern's table is indexed by its tiles' cells ([`Layout`]), and how that index changes
//! when one tile moves ([`index_change`]), which is how a search keeps it up to date.

use crate::puzzles::sliding::board::MAX_CELLS;
use crate::search::rank::{arrangements, rank_arrangement};

/// The most tiles a pattern has.
pub const MAX_TILES: usize = 12;

/// How the table of a pattern of k tiles on n cells is indexed by the tiles' cells c_0 … c_(k−1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// By the rank of the arrangement ([`rank_arrangement`]): n!/(n − k)! entries.
    Dense,
    /// By Σ c_i · n^(k−1−i): n^k entries, some of them for no placement.
    Sparse,
}

impl Layout {
    /// Sparse where that takes at most four times the entries of dense.
    pub fn of(n: usize, k: usize) -> Layout {
        let sparse = (n as u64).checked_pow(k as u32);
        match sparse {
            Some(sparse) if sparse <= 4 * arrangements(n, k) as u64 => Layout::Sparse,
            _ => Layout::Dense,
        }
    }

    /// The entries of a table.
    pub fn size(self, n: usize, k: usize) -> usize {
        match self {
            Layout::Dense => arrangements(n, k),
            Layout::Sparse => n.pow(k as u32),
        }
    }

    /// What one step of the i-th cell adds to the index.
    pub fn weights(self, n: usize, k: usize) -> [u32; MAX_TILES] {
        match self {
            Layout::Dense => WEIGHTS[n][k],
            Layout::Sparse => std::array::from_fn(|i| {
                if i < k {
                    n.pow((k - 1 - i) as u32) as u32
                } else {
                    0
                }
            }),
        }
    }

    /// The index of the placement `cells` on n cells.
    pub fn index(self, cells: &[u8], n: usize) -> usize {
        match self {
            Layout::Dense => rank_arrangement(cells, n),
            Layout::Sparse => cells.iter().fold(0, |index, &c| index * n + usize::from(c)),
        }
    }

    /// A dense table of a pattern of k tiles on n cells, laid out this way.
    pub(super) fn lay_out(self, dense: Vec<u8>, n: usize, k: usize) -> Vec<u8> {
        if self == Layout::Dense {
            return dense;
        }
        // The arrangements in lexicographic order are the dense table's order: walk them, and
        // put each entry at its sparse index.
        let mut sparse = vec![0; self.size(n, k)];
        let mut entries = dense.into_iter();
        fn walk(
            n: usize,
            depth: usize,
            used: u32,
            index: usize,
            sparse: &mut [u8],
            entries: &mut impl Iterator<Item = u8>,
        ) {
            if depth == 0 {
                sparse[index] = entries.next().expect("an entry for each placement");
                return;
            }
            for cell in (0..n).filter(|&c| used >> c & 1 == 0) {
                walk(
                    n,
                    depth - 1,
                    used | 1 << cell,
                    index * n + cell,
                    sparse,
                    entries,
                );
            }
        }
        walk(n, k, 0, 0, &mut sparse, &mut entries);
        sparse
    }
}

/// `WEIGHTS[n][k][i]`: what one step of the i-th of k cells adds to the index of an arrangement
/// of k cells out of n: the arrangements of the cells after it, A(n − 1 − i, k − 1 − i).
pub(super) static WEIGHTS: [[[u32; MAX_TILES]; MAX_TILES + 1]; MAX_CELLS + 1] = {
    let mut weights = [[[0; MAX_TILES]; MAX_TILES + 1]; MAX_CELLS + 1];
    let mut n = 1;
    while n <= MAX_CELLS {
        let mut k = 1;
        while k <= MAX_TILES && k < n {
            let mut i = 0;
            while i < k {
                weights[n][k][i] = arrangements(n - 1 - i, k - 1 - i) as u32;
                i += 1;
            }
            k += 1;
        }
        n += 1;
    }
    weights
};

/// How the index of the placement `cells`, laid out as `layout` with these `weights`
/// ([`Layout::weights`]), changes when cell i, covered in `occupied` with the others, moves from
/// `from` to `to`.
///
/// Sparse, that is w_i · (`to` − `from`). Dense, the index is the sum of d_j · w_j, where d_j is
/// c_j less the earlier cells below it. When c_i moves, d_i changes by `to` − `from`, less one
/// for each earlier cell strictly between `from` and `to`, and each later cell between them
/// changes its own d_j by one. A step along a row passes no cell, and a step across rows rarely
/// passes one of the same pattern, so this too is usually one multiplication.
#[inline]
pub fn index_change(
    layout: Layout,
    weights: &[u32; MAX_TILES],
    cells: &[u8],
    occupied: u32,
    i: usize,
    from: u8,
    to: u8,
) -> i64 {
    let mut change = i64::from(weights[i]) * (i64::from(to) - i64::from(from));
    if layout == Layout::Sparse {
        return change;
    }
    let (low, high) = (from.min(to), from.max(to));
    let between = (1u32 << high) - (2u32 << low);
    if occupied & between != 0 {
        let sign = if to > from { 1 } else { -1 };
        for (j, &cell) in cells.iter().enumerate() {
            if low < cell && cell < high {
                change += sign
                    * match j < i {
                        true => -i64::from(weights[i]),
                        false => i64::from(weights[j]),
                    };
            }
        }
    }
    change
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sliding::board::Shape;

    #[test]
    fn indices_kept_up_to_date_are_the_ranks() {
        let mut rng = crate::rng::Rng::new(5);
        for (w, h, k) in [(4, 4, 6), (5, 5, 5), (3, 4, 7), (2, 3, 5)] {
            let shape = Shape::new(w, h).unwrap();
            let n = shape.cells();
            for _ in 0..2000 {
                let mut order: Vec<u8> = (0..n as u8).collect();
                rng.shuffle(&mut order);
                let cells = &mut order[..k];
                let occupied = cells.iter().fold(0u32, |m, &c| m | 1 << c);
                let i = rng.below(k as u64) as usize;
                let from = cells[i];
                let Some(to) = shape.step(usize::from(from), rng.below(4) as u8) else {
                    continue;
                };
                if occupied >> to & 1 == 1 {
                    continue;
                }
                for layout in [Layout::Dense, Layout::Sparse] {
                    let weights = layout.weights(n, k);
                    let before = layout.index(cells, n) as i64;
                    let change = index_change(layout, &weights, cells, occupied, i, from, to as u8);
                    let mut moved = cells.to_vec();
                    moved[i] = to as u8;
                    let after = layout.index(&moved, n) as i64;
                    assert_eq!(before + change, after, "{layout:?} {shape} {cells:?}");
                }
            }
        }
    }
}
