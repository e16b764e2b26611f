//! How the tiles of a board are split into patterns, each with its own database: given, or
//! chosen automatically as compact blocks as large as keep a table within a number of entries
//! ([`Partition::SMALL`], [`Partition::LARGE`]).

use super::layout::Layout;
use super::layout::MAX_TILES;
use crate::puzzles::sliding::board::{goal_cell, goal_tile, Shape};
use crate::search::rank::arrangements;

/// The most patterns a partition has.
pub const MAX_PATTERNS: usize = 8;

/// Korf and Felner's 6-6-6-6 partition of the 5×5 board (2002), as this project's goal has it
/// (their board, whose blank's home is the top left corner, turned half a turn): three blocks
/// of two by three and the six tiles about the blank's home.
///
/// ```text
///   d d d c c
///   d d d c c
///   b b a c c
///   b b a a a
///   b b a a x
/// ```
pub const KORF_FELNER: [[u8; 6]; 4] = [
    [13, 18, 19, 20, 23, 24],
    [11, 12, 16, 17, 21, 22],
    [4, 5, 9, 10, 14, 15],
    [1, 2, 3, 6, 7, 8],
];

/// A second 6-6-6-6 partition of the 5×5 board, of staircase blocks, whose estimate a search
/// takes the larger of with [`KORF_FELNER`]'s ([`Partition::all_at`]). None of its patterns is
/// one of theirs, on the board or on its reflection, so that the two estimates differ most.
///
/// ```text
///   a a a b b
///   a a b b b
///   a c c b d
///   c c d d d
///   c c d d x
/// ```
pub const STAIRS: [[u8; 6]; 4] = [
    [1, 2, 3, 6, 7, 11],
    [4, 5, 8, 9, 10, 14],
    [12, 13, 16, 17, 21, 22],
    [15, 18, 19, 20, 23, 24],
];

/// A second 8-6 partition of the 5×3 board, of columns, whose estimate a search takes the larger
/// of with the automatic partition's ([`Partition::all_at`]), which lies along the rows (right):
///
/// ```text
///   a a a b b      a a a a a
///   a a a b b      a a b b a
///   a a b b x      b b b b x
/// ```
pub const COLUMNS: [&[u8]; 2] = [&[1, 2, 3, 6, 7, 8, 11, 12], &[4, 5, 9, 10, 13, 14]];

/// The tiles of a board split into patterns, each with its own database, for the goal whose
/// blank's home is `home` (tiles named as [`goal_tile`] names them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partition {
    shape: Shape,
    home: usize,
    patterns: Vec<Vec<u8>>,
}

/// The cell of `shape`, higher than wide, that `cell` of the same board turned on its side (as
/// wide as `shape` is high) stands for: rows become columns.
fn turned(shape: Shape, cell: usize) -> usize {
    (cell % shape.height()) * shape.width() + cell / shape.height()
}

impl Partition {
    /// The most entries of an automatically chosen pattern's table that is built where first
    /// needed: a few megabytes, built in seconds.
    pub const SMALL: usize = 8_000_000;

    /// The most entries of an automatically chosen pattern's table that is worth building
    /// once and keeping: 7-8 on 4×4 (Korf and Felner's), 6-6-6-6 on 5×5; a few hundred
    /// megabytes, built in minutes with gigabytes.
    pub const LARGE: usize = 520_000_000;

    /// The tiles of `shape` split into `patterns`, for the usual goal, the blank's home last.
    ///
    /// # Errors
    /// If the patterns are not a partition of the tiles, there are more than [`MAX_PATTERNS`],
    /// or one has more than [`MAX_TILES`] tiles.
    pub fn new(shape: Shape, patterns: Vec<Vec<u8>>) -> Result<Self, String> {
        let mut tiles: Vec<u8> = patterns.concat();
        tiles.sort_unstable();
        let all: Vec<u8> = (1..shape.cells() as u8).collect();
        if tiles != all {
            return Err(format!(
                "{patterns:?} is not a partition of the tiles of {shape}"
            ));
        }
        if patterns.len() > MAX_PATTERNS || patterns.iter().any(|p| p.len() > MAX_TILES) {
            return Err(format!(
                "at most {MAX_PATTERNS} patterns of at most {MAX_TILES} tiles each"
            ));
        }
        Ok(Self {
            shape,
            home: shape.cells() - 1,
            patterns,
        })
    }

    /// The partition chosen for `shape`: patterns of k tiles, k as large as keeps their tables
    /// within `entries` (at most [`MAX_TILES`]), and one of the tiles left over, at least three
    /// where there are more than k tiles, each a compact block of goal cells. A board higher than
    /// wide gets the partition of the board turned on its side, turned back, so that the two
    /// orientations of a shape are solved alike. On a board at least as wide as high, the leftover
    /// pattern takes the top row from its second cell, far from the blank's home. Each other
    /// pattern starts at the free cell with the fewest free neighbours (the first in column order
    /// among equals) and grows by the neighbouring free cell that keeps its bounding box smallest,
    /// then has the fewest free neighbours, then comes first in row order, so that no cell is left
    /// cut off if it can be helped; where one is (a pattern of fewer than three tiles), the
    /// patterns are bands of whole columns instead. On 4×4 that is the 6-6-3 partition below, the
    /// best of those measured on Korf's instances; on 5×5 it is 5-5-5-5-4; on boards of up to ten
    /// cells, one pattern of every tile, whose database is the exact distance. Within
    /// [`Partition::LARGE`], 4×4 has 8-7 (the two top rows, and the rest, as Felner, Korf and
    /// Hanan's 7-8), and 5×5 has Korf and Felner's 6-6-6-6 ([`KORF_FELNER`]), which the growth rule
    /// misses: on 5×5 its first block takes the whole top row, and Korf's instances then took up to
    /// five times the nodes.
    ///
    /// ```text
    ///   a c c c
    ///   a a b b
    ///   a a b b
    ///   a b b x
    /// ```
    pub fn automatic(shape: Shape, entries: usize) -> Self {
        let n = shape.cells();
        let k = (1..n)
            .take_while(|&k| arrangements(n, k) <= entries)
            .last()
            .unwrap_or(1)
            .min(MAX_TILES);
        if shape == Shape::new(5, 5).expect("a shape") && k == 6 {
            let patterns = KORF_FELNER.iter().map(|p| p.to_vec()).collect();
            return Self::new(shape, patterns).expect("a partition");
        }
        // A tall board is a wide one turned: the wide one's patterns, turned back.
        let (width, height) = (shape.width(), shape.height());
        let patterns = match height > width {
            true => Self::cells(Shape::new(height, width).expect("a shape"), k)
                .into_iter()
                .map(|cells| cells.into_iter().map(|c| turned(shape, c)).collect())
                .collect(),
            false => Self::cells(shape, k),
        };
        let tiles = patterns
            .into_iter()
            .map(|cells: Vec<usize>| cells.into_iter().map(|c| c as u8 + 1).collect())
            .collect();
        Self::new(shape, tiles).expect("every tile in one pattern")
    }

    /// The partitions whose estimates a search takes the larger of, for the goal whose blank's
    /// home is `home`: [`Partition::automatic`], and within [`Partition::LARGE`] a second, on
    /// 5×5 [`STAIRS`], on 5×3 [`COLUMNS`] (on 3×5 the same turned); each pattern keeping its
    /// goal cells, but the one that holds `home` taking the last cell instead, which the blank
    /// leaves free; tiles are named as that goal names them.
    ///
    /// On 5×3 the automatic partition's patterns lie along the rows (the top row and three
    /// tiles below it; the rest), the second's across them (the left half; the right), and
    /// with both the search takes a fortieth of the nodes, for twice the memory (272 MB in the
    /// cache). The board's one position 84 moves away took 663 million nodes, 115 s, where the
    /// automatic partition alone took 958 million to finish bound 78 (11.4 million with both);
    /// 35 random solvable boards took 475,071 nodes instead of 19.0 million, 0.10 s of CPU
    /// instead of 1.49 (2026-12-03).
    ///
    /// On 5×5 the second partition doubles the memory (977 MB in the cache) and, with the
    /// first's dual lookup, which only beside it pays in nodes ([`super::super::optimal`]),
    /// triples a node's cost. Korf and Felner's instance 1 took 1,992,692,174 nodes instead of
    /// 3,191,235,374 with their partition alone (their count: 2,031,102,635), in 264 s instead
    /// of 146 (side by side, 2026-12-02); without the dual, 2,509,818,675; with the second's
    /// dual too, 1,980,603,035, which does not pay for its lookups. Each of their ten easiest
    /// took fewer nodes than theirs, where instance 1 took more with their partition alone.
    pub fn all_at(shape: Shape, home: usize, entries: usize) -> Vec<Self> {
        let first = Self::automatic(shape, entries);
        let second: Option<Vec<Vec<u8>>> = if first.patterns.iter().eq(KORF_FELNER.iter()) {
            Some(STAIRS.iter().map(|p| p.to_vec()).collect())
        } else if shape.cells() == 15 && first.patterns.len() == 2 {
            // 5×3 or 3×5 within LARGE, as 8-6; on 3×5 the columns' tiles turned.
            let tile = |t: u8| match shape.height() > shape.width() {
                true => turned(shape, usize::from(t) - 1) as u8 + 1,
                false => t,
            };
            Some(
                COLUMNS
                    .iter()
                    .map(|p| p.iter().map(|&t| tile(t)).collect())
                    .collect(),
            )
        } else {
            None
        };
        let second = second.map(|patterns| Self::new(shape, patterns).expect("a partition"));
        [Some(first), second]
            .into_iter()
            .flatten()
            .map(|partition| partition.at(home))
            .collect()
    }

    /// This partition, of tiles named for the usual goal, for the goal whose blank's home is
    /// `home`, as [`Partition::all_at`] says.
    fn at(self, home: usize) -> Self {
        let last = self.shape.cells() - 1;
        let patterns = self
            .patterns
            .iter()
            .map(|pattern| {
                let cells = pattern.iter().map(|&tile| goal_cell(tile, last));
                cells
                    .map(|cell| goal_tile(if cell == home { last } else { cell }, home))
                    .collect()
            })
            .collect();
        Self {
            shape: self.shape,
            home,
            patterns,
        }
    }

    /// The goal cells of each pattern of at most k tiles on a board at least as wide as high:
    /// grown as compact blocks, else, where that leaves a fragment, bands.
    fn cells(shape: Shape, k: usize) -> Vec<Vec<usize>> {
        let grown = Self::grown(shape, k);
        let n = shape.cells();
        match grown.iter().any(|cells| cells.len() < 3.min(n - 1)) {
            true => Self::bands(shape, k),
            false => grown,
        }
    }

    /// Patterns of at most k cells, grown as compact blocks (see [`Partition::automatic`]).
    fn grown(shape: Shape, k: usize) -> Vec<Vec<usize>> {
        let n = shape.cells();
        let (width, height) = (shape.width(), shape.height());
        // Whether each cell is taken; the blank's home is no tile's.
        let mut taken = vec![false; n];
        taken[n - 1] = true;
        let free_neighbours = |taken: &[bool], cell: usize| {
            (0..4)
                .filter_map(|m| shape.step(cell, m))
                .filter(|&c| !taken[c])
                .count()
        };
        let span = |cells: &[usize], of: fn(Shape, usize) -> usize| {
            let (low, high) = cells.iter().fold((usize::MAX, 0), |(low, high), &c| {
                (low.min(of(shape, c)), high.max(of(shape, c)))
            });
            high - low + 1
        };
        let mut patterns = Vec::new();
        // What is left over after patterns of k, made at least three if it can be helped.
        let leftover = match (n - 1) % k {
            short @ 1..=2 if n - 1 > k => (short + k) / 2,
            leftover => leftover,
        };
        if leftover > 0 && leftover < width {
            let top: Vec<usize> = (1..=leftover).collect();
            top.iter().for_each(|&cell| taken[cell] = true);
            patterns.push(top);
        }
        let column_order: Vec<usize> = (0..width)
            .flat_map(|c| (0..height).map(move |r| r * width + c))
            .collect();
        while let Some(start) = column_order
            .iter()
            .enumerate()
            .filter(|&(_, &cell)| !taken[cell])
            .min_by_key(|&(order, &cell)| (free_neighbours(&taken, cell), order))
            .map(|(_, &cell)| cell)
        {
            let mut pattern = vec![start];
            taken[start] = true;
            while pattern.len() < k {
                let next = (0..n)
                    .filter(|&cell| !taken[cell])
                    .filter(|&cell| pattern.iter().any(|&p| shape.distance(p, cell) == 1))
                    .min_by_key(|&cell| {
                        let mut grown = pattern.clone();
                        grown.push(cell);
                        let area = span(&grown, Shape::row) * span(&grown, Shape::column);
                        (area, free_neighbours(&taken, cell), cell)
                    });
                let Some(next) = next else { break };
                taken[next] = true;
                pattern.push(next);
            }
            patterns.push(pattern);
        }
        // The leftover pattern went first, to take its cells; it is listed last.
        if leftover > 0 && leftover < width {
            patterns.rotate_left(1);
        }
        patterns
    }

    /// Patterns of at most k cells on a board at least as wide as high that are bands of
    /// whole columns, in order from the left, the smallest first (far from the blank's home),
    /// and none smaller than three cells where that can be helped: what is left when growing
    /// blocks leaves a fragment.
    fn bands(shape: Shape, k: usize) -> Vec<Vec<usize>> {
        let n = shape.cells();
        let (width, height) = (shape.width(), shape.height());
        let order: Vec<usize> = (0..width)
            .flat_map(|c| (0..height).map(move |r| r * width + c))
            .filter(|&cell| cell != n - 1)
            .collect();
        let count = (n - 1).div_ceil(k);
        let mut sizes = vec![k; count];
        sizes[0] = n - 1 - k * (count - 1);
        if count >= 2 && sizes[0] < 3 {
            let pair = sizes[0] + sizes[1];
            (sizes[0], sizes[1]) = (pair / 2, pair - pair / 2);
        }
        let mut rest = order.into_iter();
        sizes
            .into_iter()
            .map(|size| rest.by_ref().take(size).collect())
            .collect()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The patterns, each its tiles.
    pub fn patterns(&self) -> &[Vec<u8>] {
        &self.patterns
    }

    /// The cell of the blank's home.
    pub fn home(&self) -> usize {
        self.home
    }

    /// The goal cells of pattern `p`'s tiles.
    pub fn goal_cells(&self, p: usize) -> Vec<u8> {
        let tiles = self.patterns[p].iter();
        tiles
            .map(|&tile| goal_cell(tile, self.home) as u8)
            .collect()
    }

    /// How each pattern's table is laid out.
    pub fn layouts(&self) -> Vec<Layout> {
        let n = self.shape.cells();
        self.patterns
            .iter()
            .map(|p| Layout::of(n, p.len()))
            .collect()
    }

    /// The bytes of each pattern's table: its entries, four bits each.
    pub fn sizes(&self) -> Vec<usize> {
        let n = self.shape.cells();
        let sizes = self.patterns.iter().zip(self.layouts());
        sizes
            .map(|(p, layout)| layout.size(n, p.len()).div_ceil(2))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn automatic_partitions_are_compact_blocks() {
        let fifteen = Partition::automatic(Shape::FIFTEEN, Partition::SMALL);
        assert_eq!(
            fifteen.patterns(),
            [
                vec![1, 5, 9, 13, 6, 10],
                vec![14, 15, 11, 7, 8, 12],
                vec![2, 3, 4]
            ]
        );
        let sizes_within = |w, h, entries| {
            let p = Partition::automatic(Shape::new(w, h).unwrap(), entries);
            p.patterns().iter().map(Vec::len).collect::<Vec<_>>()
        };
        let sizes = |w, h| sizes_within(w, h, Partition::SMALL);
        assert_eq!(sizes(5, 5), [5, 5, 5, 5, 4]);
        assert_eq!(sizes(3, 3), [8]);
        assert_eq!(sizes(5, 2), [9]);
        assert_eq!(sizes(4, 3), [7, 4]);
        // No fragments where there are more tiles than one pattern holds.
        assert_eq!(
            sizes(6, 2),
            [4, 7],
            "bands: growing blocks cut a corner off"
        );
        assert_eq!(sizes(9, 2), [5, 5, 4, 3]);
        assert_eq!(sizes(11, 2), [5, 5, 5, 3, 3]);
        // A tall board is the wide one turned.
        let turned = |w: usize, h: usize| {
            let tall = Partition::automatic(Shape::new(w, h).unwrap(), Partition::SMALL);
            let wide = Partition::automatic(Shape::new(h, w).unwrap(), Partition::SMALL);
            // Each tall pattern's cells are the wide pattern's, turned: wide (row, column) is
            // tall (column, row).
            tall.patterns().len() == wide.patterns().len()
                && tall.patterns().iter().zip(wide.patterns()).all(|(a, b)| {
                    a.iter().zip(b).all(|(&ta, &tb)| {
                        let (ca, cb) = (usize::from(ta) - 1, usize::from(tb) - 1);
                        ca / w == cb % h && ca % w == cb / h
                    })
                })
        };
        assert!(turned(2, 8) && turned(3, 5) && turned(4, 5));
        for w in 2..=12 {
            for h in (2..=12).filter(|h| w * h <= 25) {
                let p = Partition::automatic(Shape::new(w, h).unwrap(), Partition::SMALL);
                let n = w * h;
                let dense = p.patterns().iter().map(|t| arrangements(n, t.len()));
                assert!(dense.clone().all(|s| s <= Partition::SMALL), "{w}x{h}");
                let least = p.patterns().iter().map(Vec::len).min().unwrap();
                assert!(least >= 3.min(n - 1), "{w}x{h}: {:?}", p.patterns());
            }
        }
        assert!(Partition::new(Shape::EIGHT, vec![vec![1, 2, 3], vec![4, 5, 6, 7]]).is_err());
        let large = |shape| Partition::automatic(shape, Partition::LARGE);
        assert_eq!(
            large(Shape::FIFTEEN).patterns(),
            [
                (1..=8).collect::<Vec<u8>>(),
                vec![12, 11, 10, 9, 13, 14, 15]
            ],
            "the two top rows, and the two bottom rows"
        );
        let five = Shape::new(5, 5).unwrap();
        assert_eq!(large(five).patterns(), KORF_FELNER.map(|p| p.to_vec()));
        // The shapes whose deepest positions README names: 8-6 on 5×3, 5-8 on 7×2.
        assert_eq!(sizes_within(5, 3, Partition::LARGE), [8, 6]);
        assert_eq!(sizes_within(7, 2, Partition::LARGE), [5, 8]);
    }

    #[test]
    fn only_the_large_5x5_5x3_and_3x5_databases_are_two_partitions() {
        let five = Shape::new(5, 5).unwrap();
        let all = |shape: Shape, home, entries| Partition::all_at(shape, home, entries);
        let large = all(five, 24, Partition::LARGE);
        let patterns: Vec<_> = large.iter().map(|p| p.patterns().to_vec()).collect();
        let expected = [KORF_FELNER, STAIRS].map(|partition| partition.map(|p| p.to_vec()));
        assert_eq!(patterns, expected);
        assert_eq!(all(five, 0, Partition::LARGE).len(), 2, "another goal");
        assert_eq!(all(five, 24, Partition::SMALL).len(), 1);
        assert_eq!(all(Shape::FIFTEEN, 15, Partition::LARGE).len(), 1);
        // No pattern of the second is one of the first's, on the board or reflected.
        let cells = |pattern: &[u8], reflect: bool| {
            let mut cells: Vec<usize> = pattern
                .iter()
                .map(|&t| usize::from(t) - 1)
                .map(|c| if reflect { five.reflect(c) } else { c })
                .collect();
            cells.sort_unstable();
            cells
        };
        for stairs in &STAIRS {
            for korf_felner in &KORF_FELNER {
                for reflect in [false, true] {
                    assert_ne!(cells(stairs, false), cells(korf_felner, reflect));
                }
            }
        }
        // With the blank's home elsewhere, each pattern keeps its goal cells but the one that
        // holds the home, which takes the last cell: tiles are named for that goal.
        let top_left = all(five, 0, Partition::LARGE);
        assert_eq!(top_left[1].patterns()[0], [24, 1, 2, 5, 6, 10]);
        assert_eq!(top_left[1].patterns()[3], [14, 17, 18, 19, 22, 23]);
        // 5×3 has the columns beside the rows, and 3×5 the same turned.
        let (wide, tall) = (Shape::new(5, 3).unwrap(), Shape::new(3, 5).unwrap());
        let patterns = |shape, entries| -> Vec<Vec<Vec<u8>>> {
            let all = all(shape, shape.cells() - 1, entries);
            all.iter().map(|p| p.patterns().to_vec()).collect()
        };
        assert_eq!(
            patterns(wide, Partition::LARGE),
            [
                vec![vec![1, 2, 3, 4, 5, 10, 6, 7], vec![11, 12, 13, 14, 8, 9]],
                COLUMNS.map(<[u8]>::to_vec).to_vec()
            ]
        );
        assert_eq!(
            patterns(tall, Partition::LARGE)[1],
            [vec![1, 4, 7, 2, 5, 8, 3, 6], vec![10, 13, 11, 14, 9, 12]]
        );
        assert_eq!(patterns(wide, Partition::SMALL).len(), 1);
    }
}
