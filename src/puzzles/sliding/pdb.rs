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

use super::board::{goal_cell, goal_tile, Shape, MAX_CELLS};
use crate::search::bfs::{for_each_reachable, UNREACHED};
use crate::search::rank::{arrangements, rank_arrangement};
use crate::search::{Puzzle, Ranked};

/// The most tiles a pattern has.
pub const MAX_TILES: usize = 12;

/// The most patterns a partition has.
pub const MAX_PATTERNS: usize = 8;

/// The tiles of a board split into patterns, each with its own database, for the goal whose
/// blank's home is `home` (tiles named as [`goal_tile`] names them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partition {
    shape: Shape,
    home: usize,
    patterns: Vec<Vec<u8>>,
}

impl Partition {
    /// The most entries an automatically chosen pattern's table has: a few megabytes, built
    /// in a second or two.
    pub const ENTRIES: usize = 8_000_000;

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

    /// The partition chosen for `shape`: patterns of k tiles, k as large as
    /// [`Partition::ENTRIES`] allows, and one of the tiles left over, at least three where there
    /// are more than k tiles, each a compact block of goal cells. A board higher than wide gets
    /// the partition of the board turned on its side, turned back, so that the two orientations
    /// of a shape are solved alike. On a board at least as wide as high, the leftover pattern
    /// takes the top row from its second cell, far from the blank's home. Each other pattern
    /// starts at the free cell with the fewest free neighbours (the first in column order among
    /// equals) and grows by the neighbouring free cell that keeps its bounding box smallest,
    /// then has the fewest free neighbours, then comes first in row order, so that no cell is
    /// left cut off if it can be helped; where one is (a pattern of fewer than three tiles), the
    /// patterns are bands of whole columns instead. On 4×4 that is the 6-6-3 partition below,
    /// the best of those measured on Korf's instances; on 5×5 it is 5-5-5-5-4; on boards of up
    /// to ten cells, one pattern of every tile, whose database is the exact distance.
    ///
    /// ```text
    ///   a c c c
    ///   a a b b
    ///   a a b b
    ///   a b b x
    /// ```
    pub fn automatic(shape: Shape) -> Self {
        let n = shape.cells();
        let k = (1..n)
            .take_while(|&k| arrangements(n, k) <= Self::ENTRIES)
            .last()
            .unwrap_or(1)
            .min(MAX_TILES);
        // A tall board is a wide one turned: the wide one's patterns, turned back.
        let (width, height) = (shape.width(), shape.height());
        let turned = |cell: usize| (cell % height) * width + cell / height;
        let patterns = match height > width {
            true => Self::cells(Shape::new(height, width).expect("a shape"), k)
                .into_iter()
                .map(|cells| cells.into_iter().map(turned).collect())
                .collect(),
            false => Self::cells(shape, k),
        };
        let tiles = patterns
            .into_iter()
            .map(|cells: Vec<usize>| cells.into_iter().map(|c| c as u8 + 1).collect())
            .collect();
        Self::new(shape, tiles).expect("every tile in one pattern")
    }

    /// [`Partition::automatic`] for the goal whose blank's home is `home`: each pattern keeps
    /// its goal cells, but the one that holds `home` takes the last cell instead, which the
    /// blank leaves free; tiles are named as that goal names them.
    pub fn automatic_at(shape: Shape, home: usize) -> Self {
        let last = shape.cells() - 1;
        let usual = Self::automatic(shape);
        let patterns = usual
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
            shape,
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

    /// The entries of each pattern's table.
    pub fn sizes(&self) -> Vec<usize> {
        let n = self.shape.cells();
        let sizes = self.patterns.iter().zip(self.layouts());
        sizes.map(|(p, layout)| layout.size(n, p.len())).collect()
    }
}

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
    fn lay_out(self, dense: Vec<u8>, n: usize, k: usize) -> Vec<u8> {
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
static WEIGHTS: [[[u32; MAX_TILES]; MAX_TILES + 1]; MAX_CELLS + 1] = {
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

/// `EDGES[width][height]`: the cells of column 0 and of the last column, as masks.
static EDGES: [[(u32, u32); MAX_CELLS + 1]; MAX_CELLS + 1] = {
    let mut edges = [[(0, 0); MAX_CELLS + 1]; MAX_CELLS + 1];
    let mut width = 1;
    while width <= MAX_CELLS {
        let mut height = 1;
        while width * height <= MAX_CELLS {
            let (mut first, mut last, mut row) = (0, 0, 0);
            while row < height {
                first |= 1 << (row * width);
                last |= 1 << (row * width + width - 1);
                row += 1;
            }
            edges[width][height] = (first, last);
            height += 1;
        }
        width += 1;
    }
    edges
};

/// The cells of `free` that the blank reaches from `cell` on a board of `shape`, as a mask.
fn flood(shape: Shape, free: u32, cell: usize) -> u32 {
    let width = shape.width();
    let (first, last) = EDGES[width][shape.height()];
    let spread = |region: u32| {
        region
            | (region << width | region >> width | (region & !last) << 1 | (region & !first) >> 1)
                & free
    };
    let mut region = 1 << cell;
    loop {
        // Two steps a round: fewer tests of whether the region still grows.
        let grown = spread(spread(region));
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// On a board of at most 16 cells, the region of every cell for every set of free cells: the
/// flood fill of a pattern database's search as one lookup, in 2 MB.
#[derive(Debug)]
pub struct Regions {
    masks: Vec<u16>,
}

impl Regions {
    /// The regions of `shape`, if it has at most 16 cells.
    pub fn of(shape: Shape) -> Option<Self> {
        let n = shape.cells();
        if n > 16 {
            return None;
        }
        let mut masks = vec![0; 16 << n];
        for free in 0..1u32 << n {
            let mut left = free;
            while left != 0 {
                let region = flood(shape, free, left.trailing_zeros() as usize);
                let mut cells = region;
                while cells != 0 {
                    masks[(free as usize) << 4 | cells.trailing_zeros() as usize] = region as u16;
                    cells &= cells - 1;
                }
                left &= !region;
            }
        }
        Some(Self { masks })
    }

    /// The region of `cell` among the cells of `free`.
    #[inline]
    fn get(&self, free: u32, cell: usize) -> u32 {
        self.masks[(free as usize) << 4 | cell].into()
    }
}

/// A pattern's tiles and the blank's region: the state space of one pattern database. Only the
/// pattern's moves count; the blank travels over the other cells for free, so what matters of it
/// is its region, the free cells it reaches that way. Move 4i + d steps tile i down, left,
/// right or up onto a cell of the blank's region.
#[derive(Clone, Copy, Debug)]
pub struct Tiles<'r> {
    /// The cell of each of the pattern's tiles.
    cells: [u8; MAX_TILES],
    /// The cells the tiles cover, and the blank's region.
    occupied: u32,
    region: u32,
    /// The placement's index, [`rank_arrangement`] of the cells, kept up to date move by move,
    /// and the index of the tiles at home.
    index: u32,
    home: u32,
    /// The region and the index before the last move, for [`Puzzle::undo`].
    before: (u32, u32),
    len: u8,
    /// The cell of the blank's home.
    blank_home: u8,
    shape: Shape,
    /// The board's regions, if it has a table of them.
    regions: Option<&'r Regions>,
}

impl<'r> Tiles<'r> {
    /// A pattern's tiles at home on `shape`, on the cells `goal_cells`, the blank on its home
    /// `blank_home`; the regions of the blank are looked up in `regions`, if given, else filled.
    pub fn home(
        shape: Shape,
        goal_cells: &[u8],
        blank_home: usize,
        regions: Option<&'r Regions>,
    ) -> Self {
        let mut tiles = Self {
            cells: [0; MAX_TILES],
            occupied: 0,
            region: 0,
            index: 0,
            home: 0,
            before: (0, 0),
            len: goal_cells.len() as u8,
            blank_home: blank_home as u8,
            shape,
            regions,
        };
        for (i, &cell) in goal_cells.iter().enumerate() {
            tiles.cells[i] = cell;
            tiles.occupied |= 1 << cell;
        }
        tiles.region = tiles.flood(blank_home);
        tiles.index = rank_arrangement(tiles.cells(), shape.cells()) as u32;
        tiles.home = tiles.index;
        tiles
    }

    /// Column 0 and the last column, as masks.
    fn edges(&self) -> (u32, u32) {
        EDGES[self.shape.width()][self.shape.height()]
    }

    /// The free cells: neither covered by a tile nor off the board.
    fn free(&self) -> u32 {
        !self.occupied & ((1 << self.shape.cells()) - 1)
    }

    /// The free cells the blank reaches from `cell` without moving a tile.
    fn flood(&self, cell: usize) -> u32 {
        match self.regions {
            Some(regions) => regions.get(self.free(), cell),
            None => flood(self.shape, self.free(), cell),
        }
    }

    /// The pattern's cells.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..usize::from(self.len)]
    }
}

impl Puzzle for Tiles<'_> {
    const MOVES: u8 = 4 * MAX_TILES as u8;

    /// The steps of tiles onto cells of the blank's region.
    fn candidates(&self) -> u64 {
        let (width, (first, last)) = (self.shape.width(), self.edges());
        let region = u64::from(self.region);
        let mut moves = 0;
        for (i, &cell) in self.cells().iter().enumerate() {
            // Down, left, right, up: bits 0 to 3 of the tile's four.
            let bit = 1u64 << cell;
            let down = region >> width & bit != 0;
            let left = u64::from(!first) & region << 1 & bit != 0;
            let right = u64::from(!last) & region >> 1 & bit != 0;
            let up = region << width & bit != 0;
            let steps =
                u64::from(down) | u64::from(left) << 1 | u64::from(right) << 2 | u64::from(up) << 3;
            moves |= steps << (4 * i);
        }
        moves
    }

    fn apply(&mut self, m: u8) -> bool {
        let i = usize::from(m / 4);
        let from = usize::from(self.cells[i]);
        let Some(to) = self.shape.step(from, m % 4) else {
            return false;
        };
        if self.region >> to & 1 == 0 {
            return false;
        }
        self.before = (self.region, self.index);
        let (n, k) = (self.shape.cells(), self.cells().len());
        let weights = &WEIGHTS[n][k];
        let (cells, occupied) = (self.cells(), self.occupied);
        let change = index_change(
            Layout::Dense,
            weights,
            cells,
            occupied,
            i,
            from as u8,
            to as u8,
        );
        self.index = (i64::from(self.index) + change) as u32;
        self.occupied ^= 1 << from | 1 << to;
        self.cells[i] = to as u8;
        // The blank is where the tile was.
        self.region = self.flood(from);
        true
    }

    fn undo(&mut self, m: u8) {
        let i = usize::from(m / 4);
        let to = usize::from(self.cells[i]);
        let from = self.shape.step(to, 3 - m % 4).expect("back where it was");
        self.occupied ^= 1 << from | 1 << to;
        self.cells[i] = from as u8;
        (self.region, self.index) = self.before;
    }

    /// The tiles at home, the blank's region holding its home.
    fn is_goal(&self) -> bool {
        self.index == self.home && self.region >> self.blank_home & 1 == 1
    }
}

impl Ranked for Tiles<'_> {
    /// The placements, times the cell that names the blank's region: its lowest.
    fn space(&self) -> usize {
        let n = self.shape.cells();
        arrangements(n, self.cells().len()) * n
    }

    fn rank(&self) -> usize {
        self.index as usize * self.shape.cells() + self.region.trailing_zeros() as usize
    }
}

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
    tables: Vec<Vec<u8>>,
    /// For each tile, its pattern and its place in the pattern's list.
    slot: [(u8, u8); MAX_CELLS],
}

impl Databases {
    /// Builds the databases of `partition` by breadth-first search, on as many threads as there
    /// are cores, the largest first.
    pub fn build(partition: Partition) -> Self {
        let tables = Self::build_tables(&partition);
        Self::new(partition, tables)
    }

    /// The tables of [`Databases::build`].
    pub fn build_tables(partition: &Partition) -> Vec<Vec<u8>> {
        let shape = partition.shape();
        let mut order: Vec<usize> = (0..partition.patterns().len()).collect();
        order.sort_by_key(|&p| std::cmp::Reverse(partition.patterns()[p].len()));
        let regions = Regions::of(shape);
        let mut tables = vec![Vec::new(); order.len()];
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
    pub fn new(partition: Partition, tables: Vec<Vec<u8>>) -> Self {
        let sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
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
    pub fn plausible(partition: &Partition, tables: &[Vec<u8>]) -> bool {
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
    pub fn tables(&self) -> &[Vec<u8>] {
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
            let mut gap = built.tables().to_vec();
            let deepest = *gap[0].iter().filter(|&&v| v != UNREACHED).max().unwrap();
            gap[0]
                .iter_mut()
                .filter(|v| **v == deepest)
                .for_each(|v| *v += 1);
            assert!(!Databases::plausible(&partition, &gap), "{shape}: a gap");
        }
    }

    #[test]
    fn automatic_partitions_are_compact_blocks() {
        let fifteen = Partition::automatic(Shape::FIFTEEN);
        assert_eq!(
            fifteen.patterns(),
            [
                vec![1, 5, 9, 13, 6, 10],
                vec![14, 15, 11, 7, 8, 12],
                vec![2, 3, 4]
            ]
        );
        let sizes = |w, h| {
            let p = Partition::automatic(Shape::new(w, h).unwrap());
            p.patterns().iter().map(Vec::len).collect::<Vec<_>>()
        };
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
            let tall = Partition::automatic(Shape::new(w, h).unwrap());
            let wide = Partition::automatic(Shape::new(h, w).unwrap());
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
                let p = Partition::automatic(Shape::new(w, h).unwrap());
                let n = w * h;
                let dense = p.patterns().iter().map(|t| arrangements(n, t.len()));
                assert!(dense.clone().all(|s| s <= Partition::ENTRIES), "{w}x{h}");
                let least = p.patterns().iter().map(Vec::len).min().unwrap();
                assert!(least >= 3.min(n - 1), "{w}x{h}: {:?}", p.patterns());
            }
        }
        assert!(Partition::new(Shape::EIGHT, vec![vec![1, 2, 3], vec![4, 5, 6, 7]]).is_err());
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

    #[test]
    fn tiles_move_onto_cells_of_the_blanks_region_and_back() {
        // Tiles 1, 5, 6 home on cells 0, 4, 5 of 4×4: tile 1 can step right, not down.
        let home = Tiles::home(Shape::FIFTEEN, &[0, 4, 5], 15, None);
        let mut tiles = home;
        assert!(!tiles.apply(0), "tile 1 cannot step down onto tile 5");
        assert!(!tiles.apply(3), "nor up off the board");
        assert!(
            tiles.apply(2),
            "tile 1 steps right, into the blank's region"
        );
        assert_eq!(tiles.cells(), &[1, 4, 5]);
        tiles.undo(2);
        assert_eq!((tiles.cells(), tiles.region), (home.cells(), home.region));
        // Tile 1 right; tile 5 down; tile 6 down, right and up: four bits a tile.
        assert_eq!(tiles.candidates(), 0b1101_0001_0100);
        // Tiles on 1 and 4 cut the corner cell 0 off: the blank in the corner has a region of
        // its own.
        let mut corner = Tiles::home(Shape::FIFTEEN, &[1, 4], 15, None);
        corner.region = corner.flood(0);
        assert_eq!(corner.region, 1);
        assert_eq!(corner.flood(15).count_ones(), 13);
    }

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
