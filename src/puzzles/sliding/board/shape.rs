//! A board's shape, W columns and H rows, and what depends on the shape alone: where a cell
//! is, where a step from it goes, each goal's tiles, and the parity that decides which boards
//! reach a goal.

use std::fmt;

/// The most cells a board has.
pub const MAX_CELLS: usize = 25;

/// `ROW[w][cell]` and `COLUMN[w][cell]`: where `cell` is on a board `w` wide, without a division.
static ROW: [[u8; MAX_CELLS]; MAX_CELLS + 1] = cell_table(true);
static COLUMN: [[u8; MAX_CELLS]; MAX_CELLS + 1] = cell_table(false);

const fn cell_table(row: bool) -> [[u8; MAX_CELLS]; MAX_CELLS + 1] {
    let mut table = [[0; MAX_CELLS]; MAX_CELLS + 1];
    let mut width = 1;
    while width <= MAX_CELLS {
        let mut cell = 0;
        while cell < MAX_CELLS {
            table[width][cell] = if row { cell / width } else { cell % width } as u8;
            cell += 1;
        }
        width += 1;
    }
    table
}

/// A board's shape: its width (columns) and height (rows), each at least 2, at most 25 cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    width: u8,
    height: u8,
}

impl Shape {
    /// The 3×3 board of the eight puzzle.
    pub const EIGHT: Shape = Shape {
        width: 3,
        height: 3,
    };

    /// The 4×4 board of the fifteen puzzle.
    pub const FIFTEEN: Shape = Shape {
        width: 4,
        height: 4,
    };

    /// The board `width` columns wide and `height` rows high.
    pub fn new(width: usize, height: usize) -> Result<Shape, String> {
        if width < 2 || height < 2 {
            return Err(format!(
                "no {width}x{height} board: a board has at least 2 columns and 2 rows"
            ));
        }
        if width
            .checked_mul(height)
            .is_none_or(|cells| cells > MAX_CELLS)
        {
            return Err(format!(
                "no {width}x{height} board: a board has at most {MAX_CELLS} cells"
            ));
        }
        Ok(Shape {
            width: width as u8,
            height: height as u8,
        })
    }

    /// The shape `--size` names: `N` for N×N, or `WxH`.
    pub fn parse(text: &str) -> Result<Shape, String> {
        let number = |part: &str| {
            part.parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("`{text}` is not a size: N for an N×N board, or WxH"))
        };
        match text.split_once(['x', 'X']) {
            Some((width, height)) => Shape::new(number(width)?, number(height)?),
            None => {
                let n = number(text)?;
                Shape::new(n, n)
            }
        }
    }

    /// The number of columns.
    pub fn width(self) -> usize {
        self.width.into()
    }

    /// The number of rows.
    pub fn height(self) -> usize {
        self.height.into()
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.width() * self.height()
    }

    /// The most moves any board of this shape needs, where it is known: found by searching
    /// every board of up to ten cells (the tests do it again), and 80 for 4×4 (Brüngger,
    /// Marzetta, Fukuda and Nievergelt 1999).
    pub fn most_moves(self) -> Option<u32> {
        let (short, long) = (self.width.min(self.height), self.width.max(self.height));
        match (short, long) {
            (2, 2) => Some(6),
            (2, 3) => Some(21),
            (2, 4) => Some(36),
            (2, 5) => Some(55),
            (3, 3) => Some(31),
            (4, 4) => Some(80),
            _ => None,
        }
    }

    /// Whether the board is square.
    pub fn is_square(self) -> bool {
        self.width == self.height
    }

    /// The row of `cell`.
    #[inline]
    pub fn row(self, cell: usize) -> usize {
        ROW[self.width()][cell].into()
    }

    /// The column of `cell`.
    #[inline]
    pub fn column(self, cell: usize) -> usize {
        COLUMN[self.width()][cell].into()
    }

    /// The cell next to `cell` in the direction of move `m` (`d`, `l`, `r`, `u`), if on the board.
    #[inline]
    pub fn step(self, cell: usize, m: u8) -> Option<usize> {
        let (row, column, width) = (self.row(cell), self.column(cell), self.width());
        match m {
            0 if row + 1 < self.height() => Some(cell + width),
            1 if column > 0 => Some(cell - 1),
            2 if column + 1 < width => Some(cell + 1),
            3 if row > 0 => Some(cell - width),
            _ => None,
        }
    }

    /// The moves from one cell to a neighbour: the sum of the row and column differences.
    #[inline]
    pub fn distance(self, a: usize, b: usize) -> usize {
        self.row(a).abs_diff(self.row(b)) + self.column(a).abs_diff(self.column(b))
    }

    /// The cell of the reflection of `cell` about the main diagonal of a square board.
    pub fn reflect(self, cell: usize) -> usize {
        self.column(cell) * self.width() + self.row(cell)
    }

    /// The tile whose goal cell is the reflection of `tile`'s, on a square board whose blank's
    /// home `home` is on the main diagonal; the blank stays the blank.
    pub fn reflect_tile(self, tile: u8, home: usize) -> u8 {
        match tile {
            0 => 0,
            tile => goal_tile(self.reflect(goal_cell(tile, home)), home),
        }
    }
}

/// The tile on `cell` in the goal whose blank's home is `home`: tiles 1, 2, … row by row, the
/// blank's home skipped; 0 on the home itself.
#[inline]
pub fn goal_tile(cell: usize, home: usize) -> u8 {
    match cell.cmp(&home) {
        std::cmp::Ordering::Less => cell as u8 + 1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => cell as u8,
    }
}

/// The cell of `tile` (not the blank) in the goal whose blank's home is `home`.
#[inline]
pub fn goal_cell(tile: u8, home: usize) -> usize {
    let cell = usize::from(tile) - 1;
    cell + usize::from(cell >= home)
}

/// What no move changes, on a board `width` wide whose `cells`, row by row, hold 0 for the blank
/// and the tiles 1 … N − 1 once each: whether the tiles, read row by row, are an odd
/// permutation of their order, plus on an even width the rows below the blank. A board reaches
/// a goal exactly when both have the same parity.
///
/// # Complexity
/// O(N) time, by counting the cycles of the permutation (an odd permutation of m elements has
/// m − cycles odd); a byte per cell, on the stack for boards of up to 25 cells. Boards of any
/// size: POJ 2893's have up to 998,001 cells.
///
/// # Panics
/// If `cells` is not a board of that width: not a multiple of it long, or not 0 … N − 1 once
/// each.
pub fn parity(cells: &[u32], width: usize) -> bool {
    assert!(
        width > 0 && cells.len().is_multiple_of(width),
        "rows of {width} cells"
    );
    let blank = cells.iter().position(|&t| t == 0).expect("a blank");
    // The tiles as the cells hold them, the blank left out: the tile at place i sends i to its
    // number less one.
    let places = cells.len() - 1;
    let tile_at = |place: usize| cells[place + usize::from(place >= blank)] as usize - 1;
    let (mut few, mut many) = ([false; MAX_CELLS], Vec::new());
    let seen = match places <= MAX_CELLS {
        true => &mut few[..places],
        false => {
            many.resize(places, false);
            &mut many[..]
        }
    };
    let mut cycles = 0;
    for start in 0..places {
        if !seen[start] {
            cycles += 1;
            let mut at = start;
            while !seen[at] {
                seen[at] = true;
                at = tile_at(at);
            }
        }
    }
    let odd_permutation = (places - cycles) % 2 == 1;
    odd_permutation ^ blank_parity(cells.len(), width, blank)
}

/// The blank's part of [`parity`]: on an even width, whether an odd number of rows lie below
/// the blank's cell, of a board of `cells` cells. A goal's whole parity, its tiles being in
/// order.
pub(super) fn blank_parity(cells: usize, width: usize, blank: usize) -> bool {
    width.is_multiple_of(2) && ((cells - 1 - blank) / width) % 2 == 1
}

/// `4x4`, as `--size` writes it.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_are_parsed_and_bounded() {
        assert_eq!(Shape::parse("4"), Ok(Shape::FIFTEEN));
        assert_eq!(Shape::parse("3x3"), Ok(Shape::EIGHT));
        let wide = Shape::parse("5X2").unwrap();
        assert_eq!(
            (wide.width(), wide.height(), wide.to_string()),
            (5, 2, "5x2".into())
        );
        for bad in ["1", "6", "13x2", "x", "3x", "0x3", "-3", "four", "3x3x3"] {
            assert!(Shape::parse(bad).is_err(), "{bad}");
        }
        // Products that overflow are no smaller boards.
        for huge in [
            "4294967296",
            "18446744073709551615",
            "9223372036854775812x2",
            "2x9223372036854775812",
            "4294967296x4294967296",
        ] {
            assert_eq!(
                Shape::parse(huge).map_err(|e| e.ends_with("a board has at most 25 cells")),
                Err(true),
                "{huge}"
            );
        }
    }
}
