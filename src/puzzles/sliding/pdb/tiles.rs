//! The state space of one pattern database: a pattern's tiles and the region of free cells the
//! blank reaches without moving one of them ([`Tiles`]), with the regions of small boards
//! tabulated ([`Regions`]), and all of them numbered for the layered search ([`Placements`]).

use super::layout::{index_change, Layout, MAX_TILES, WEIGHTS};
use crate::puzzles::sliding::board::{Shape, MAX_CELLS};
use crate::search::layers::Indexed;
use crate::search::rank::{arrangements, rank_arrangement, unrank_arrangement};
use crate::search::{moves_in, Puzzle};

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
pub fn flood(shape: Shape, free: u32, cell: usize) -> u32 {
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

/// Every placement of a pattern's tiles with each region of the blank, numbered densely for the
/// layered search ([`crate::search::layers`]): the placement's rank times the n − k free cells,
/// plus the rank among the free cells of the region's lowest cell. The numbers whose cell is
/// not the lowest of its region name no state: they have no neighbours, and are never reached.
#[derive(Clone, Copy, Debug)]
pub struct Placements<'r> {
    /// The tiles at home: the shape, the number of tiles and the regions for all.
    home: Tiles<'r>,
}

impl<'r> Placements<'r> {
    /// The placements of the pattern whose tiles are at home in `home`.
    pub fn of(home: Tiles<'r>) -> Self {
        Self { home }
    }

    /// The free cells of each placement: n − k.
    pub fn slots(&self) -> usize {
        self.home.shape.cells() - self.home.cells().len()
    }

    /// The number of `tiles`.
    pub fn number(&self, tiles: &Tiles) -> usize {
        let lowest = tiles.region.trailing_zeros();
        let below = tiles.free() & ((1 << lowest) - 1);
        tiles.index as usize * self.slots() + below.count_ones() as usize
    }

    /// The state numbered `number`, if it names one.
    fn state(&self, number: usize) -> Option<Tiles<'r>> {
        let mut tiles = self.home;
        let (k, n) = (tiles.cells().len(), tiles.shape.cells());
        let placement = number / self.slots();
        unrank_arrangement(placement, n, &mut tiles.cells[..k]);
        tiles.index = placement as u32;
        tiles.occupied = tiles.cells().iter().fold(0, |mask, &c| mask | 1 << c);
        let mut free = tiles.free();
        for _ in 0..number % self.slots() {
            free &= free - 1;
        }
        let lowest = free.trailing_zeros() as usize;
        tiles.region = tiles.flood(lowest);
        (tiles.region.trailing_zeros() as usize == lowest).then_some(tiles)
    }
}

impl Indexed for Placements<'_> {
    fn size(&self) -> usize {
        let (n, k) = (self.home.shape.cells(), self.home.cells().len());
        arrangements(n, k) * self.slots()
    }

    fn neighbours(&self, number: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let Some(tiles) = self.state(number) else {
            return;
        };
        for m in moves_in(tiles.candidates()) {
            let mut next = tiles;
            next.apply(m);
            if !visit(self.number(&next), 1) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
