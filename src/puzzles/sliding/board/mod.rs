//! The sliding-tile board of any shape: W columns, H rows, tiles 1 … W·H − 1 and a blank.
//!
//! Cells are numbered row by row from 0; the goal puts tile t on cell t − 1 and the blank last.
//! The 3×3 goal and the 4×3 one (four columns, three rows):
//!
//! ```text
//!  1 2 3       1  2  3  4
//!  4 5 6       5  6  7  8
//!  7 8 x       9 10 11  x
//! ```
//!
//! Any other goal is one of these with the blank's home elsewhere, its tiles renamed: a board
//! keeps the cell of its blank's home, and its goal has tiles 1, 2, … row by row around it
//! ([`Board::goal_at`]). [`Board::toward`] renames the tiles of a board and of any goal of the
//! same shape so that the goal becomes that one; the moves, and so the solutions, stay the same.
//! The goal of Luogu P1379, and the same board renamed:
//!
//! ```text
//!  1 2 3       1 2 3
//!  8 x 4       4 x 5
//!  7 6 5       6 7 8
//! ```
//!
//! A move slides a tile into the blank and is named by the direction the blank travels: `d`, `l`,
//! `r`, `u`, numbered 0 to 3 in that (byte) order, so every search that tries moves in number
//! order finds the smallest string first. `u` undoes `d` and `r` undoes `l`: move m's inverse is
//! 3 − m.
//!
//! Solvability is a parity ([`parity`]): a move along a row changes no inversion among the
//! tiles; a move across rows passes the blank over W − 1 tiles, changing W − 1 inversions. So
//! with W odd the inversions keep their parity, and with W even their parity changes together
//! with the blank's row. A board reaches a goal exactly when both have the same parity: half of
//! all boards reach any one goal.

mod shape;
pub mod walks;

pub use shape::{goal_cell, goal_tile, parity, Shape, MAX_CELLS};

use shape::blank_parity;

use crate::search::bfs::Routes;
use crate::search::rank::arrangements;
use crate::search::{Heuristic, Puzzle, Ranked, Reversible};

/// The move letters, by move number.
pub const LETTERS: &[u8; 4] = b"dlru";

/// A board: tiles 1 … N − 1 and the blank 0 on the N cells of its shape, row by row, and the
/// cell of the blank's home, which names its goal ([`Board::goal_at`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [u8; MAX_CELLS],
    shape: Shape,
    blank: u8,
    home: u8,
}

impl Board {
    /// The board of `shape` with these cells, which must hold 0 … N − 1 once each, and the
    /// blank's home in the last cell.
    ///
    /// # Panics
    /// If `cells` is not as long as the shape has cells, or has no blank.
    pub fn new(shape: Shape, cells: &[u8]) -> Self {
        assert_eq!(
            cells.len(),
            shape.cells(),
            "a cell for each cell of {shape}"
        );
        let mut board = Self {
            cells: [0; MAX_CELLS],
            shape,
            blank: cells.iter().position(|&c| c == 0).expect("a blank") as u8,
            home: (shape.cells() - 1) as u8,
        };
        board.cells[..cells.len()].copy_from_slice(cells);
        board
    }

    /// The solved board of `shape`: tiles in order, the blank last.
    pub fn goal(shape: Shape) -> Self {
        Self::goal_at(shape, shape.cells() - 1)
    }

    /// The goal of `shape` whose blank is on cell `home`, the tiles 1, 2, … row by row around
    /// it, and its home there.
    ///
    /// # Panics
    /// If `home` is not a cell of the shape.
    pub fn goal_at(shape: Shape, home: usize) -> Self {
        assert!(home < shape.cells(), "a cell of {shape}");
        let cells: Vec<u8> = (0..shape.cells())
            .map(|cell| goal_tile(cell, home))
            .collect();
        Self {
            home: home as u8,
            ..Self::new(shape, &cells)
        }
    }

    /// This board with its tiles renamed so that `goal`, a board of the same shape, becomes
    /// [`Board::goal_at`] its blank's cell, and its home there: a board exactly as far from
    /// that goal as this one is from `goal`, by the same moves.
    pub fn toward(&self, goal: &Board) -> Board {
        debug_assert_eq!(self.shape, goal.shape, "a goal of the same shape");
        let home = goal.blank();
        let mut name = [0; MAX_CELLS];
        for (cell, &tile) in goal.cells().iter().enumerate() {
            name[usize::from(tile)] = goal_tile(cell, home);
        }
        let mut renamed = *self;
        renamed
            .cells
            .iter_mut()
            .for_each(|t| *t = name[usize::from(*t)]);
        renamed.home = home as u8;
        renamed
    }

    /// The board [`Board::toward`] `goal` made this one: its tiles named as in `goal`, the
    /// blank's home last.
    pub fn named_as(&self, goal: &Board) -> Board {
        let home = self.home();
        let cells: Vec<u8> = self
            .cells()
            .iter()
            .map(|&t| match t {
                0 => 0,
                t => goal.cells[goal_cell(t, home)],
            })
            .collect();
        Board::new(self.shape, &cells)
    }

    /// The cell of the blank's home: where the blank is in this board's goal.
    pub fn home(&self) -> usize {
        self.home.into()
    }

    /// The cells, row by row; 0 is the blank.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.shape.cells()]
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        self.blank.into()
    }

    /// How far `tile` on `cell` is from its goal cell, in moves; 0 for the blank.
    #[inline]
    fn distance(&self, tile: u8, cell: usize) -> u16 {
        match tile {
            0 => 0,
            tile => self.shape.distance(goal_cell(tile, self.home()), cell) as u16,
        }
    }

    /// The sum of the tiles' Manhattan distances to their goal cells: a lower bound on the
    /// moves the board needs, since every move carries one tile one cell.
    pub fn manhattan(&self) -> u32 {
        let distances = self.cells().iter().enumerate();
        distances
            .map(|(cell, &t)| u32::from(self.distance(t, cell)))
            .sum()
    }

    /// The board's [`parity`].
    pub fn parity(&self) -> bool {
        let mut cells = [0; MAX_CELLS];
        let n = self.shape.cells();
        for (cell, &tile) in cells.iter_mut().zip(self.cells()) {
            *cell = u32::from(tile);
        }
        parity(&cells[..n], self.shape.width())
    }

    /// Whether the goal can be reached: whether the board has the goal's [`parity`].
    pub fn is_solvable(&self) -> bool {
        let shape = self.shape;
        self.parity() == blank_parity(shape.cells(), shape.width(), self.home())
    }

    /// Whether reflecting the board about its main diagonal keeps its goal: on a square board
    /// whose blank's home is on that diagonal.
    pub fn has_reflection(&self) -> bool {
        self.shape.is_square() && self.shape.reflect(self.home()) == self.home()
    }

    /// The board reflected about its main diagonal, tiles renamed so that the goal stays the
    /// goal: where it [`has_reflection`](Board::has_reflection), a board exactly as far from
    /// the goal.
    pub fn reflected(&self) -> Board {
        debug_assert!(self.has_reflection(), "a board with a reflection");
        let (shape, home) = (self.shape, self.home());
        let mut reflected = *self;
        for (cell, &tile) in self.cells().iter().enumerate() {
            reflected.cells[shape.reflect(cell)] = shape.reflect_tile(tile, home);
        }
        reflected.blank = shape.reflect(self.blank()) as u8;
        reflected
    }
}

impl Puzzle for Board {
    /// `d`, `l`, `r`, `u`.
    const MOVES: u8 = 4;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let blank = self.blank();
        let Some(target) = self.shape.step(blank, m) else {
            return false;
        };
        self.cells.swap(blank, target);
        self.blank = target as u8;
        true
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.apply(Self::inverse(m));
    }

    /// [`Board::goal_at`] the blank's home.
    fn is_goal(&self) -> bool {
        let (n, home) = (self.shape.cells(), self.home());
        self.blank() == home && (0..n).all(|cell| self.cells[cell] == goal_tile(cell, home))
    }
}

impl Reversible for Board {
    /// `u` for `d`, `r` for `l`, and back.
    fn inverse(m: u8) -> u8 {
        3 - m
    }
}

impl Board {
    /// Whether `next` after `path` is a move right after its inverse: what a search for
    /// shortest solutions skips.
    pub fn redundant(path: &[u8], next: u8) -> bool {
        path.last() == Some(&Self::inverse(next))
    }
}

/// A board with its Manhattan distance kept up to date move by move: the estimate of the
/// searches that have no pattern databases.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Manhattan {
    board: Board,
    distance: u16,
}

impl Manhattan {
    /// `board`, its distance computed once.
    pub fn new(board: Board) -> Self {
        Self {
            board,
            distance: board.manhattan() as u16,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

impl Puzzle for Manhattan {
    const MOVES: u8 = 4;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let blank = self.board.blank();
        let Some(target) = self.board.shape.step(blank, m) else {
            return false;
        };
        let tile = self.board.cells[target];
        self.distance =
            self.distance + self.board.distance(tile, blank) - self.board.distance(tile, target);
        self.board.apply(m)
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.apply(Board::inverse(m));
    }

    fn is_goal(&self) -> bool {
        self.distance == 0
    }
}

impl Reversible for Manhattan {
    fn inverse(m: u8) -> u8 {
        Board::inverse(m)
    }
}

impl Heuristic for Manhattan {
    /// Manhattan distance: every move carries one tile one cell.
    fn estimate(&self) -> u32 {
        self.distance.into()
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Board::redundant(path, next)
    }
}

impl Ranked for Manhattan {
    fn space(&self) -> usize {
        self.board.space()
    }

    fn rank(&self) -> usize {
        self.board.rank()
    }
}

impl Ranked for Board {
    /// One parity class: N!/2 boards.
    ///
    /// # Panics
    /// If that does not fit a `usize`: boards of more than 20 cells are not ranked.
    fn space(&self) -> usize {
        let n = self.shape.cells();
        (3..=n)
            .try_fold(1usize, |product, k| product.checked_mul(k))
            .expect("a board of at most 20 cells")
    }

    /// The blank's cell, then the order of the tiles read row by row without the blank, ranked
    /// as in [`rank_arrangement`](crate::search::rank::rank_arrangement). The last two tiles are
    /// left out: within one parity class the others fix their order.
    fn rank(&self) -> usize {
        let n = self.shape.cells();
        let (mut rank, mut used, mut placed) = (0, 0u32, 0);
        for &tile in self.cells() {
            if tile == 0 {
                continue;
            }
            let below = (used & ((1 << tile) - 1)).count_ones() as usize;
            rank = rank * (n - 1 - placed) + (tile as usize - 1 - below);
            used |= 1 << tile;
            placed += 1;
            if placed == n - 3 {
                break;
            }
        }
        self.blank() * arrangements(n - 1, n - 3) + rank
    }
}

/// Every 3×3 board's distance to the goal with the blank's home on `home`, and its first move,
/// in letter order, on a shortest path: `build.rs` embeds the first moves for every home in the
/// binary.
pub fn eight_routes(home: usize) -> Routes {
    Routes::new(&[Board::goal_at(Shape::EIGHT, home)])
}
#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn board(shape: Shape, tiles: &str) -> Board {
        let cells: Vec<u8> = tiles
            .split(' ')
            .map(|t| if t == "x" { 0 } else { t.parse().unwrap() })
            .collect();
        Board::new(shape, &cells)
    }

    #[test]
    fn moves_go_where_the_blank_travels() {
        let shape = Shape::new(4, 3).unwrap();
        let mut b = board(shape, "1 2 3 4 5 6 7 8 9 10 x 11");
        assert!(b.apply(2), "r");
        assert!(b.is_goal());
        assert!(
            !b.apply(0) && !b.apply(2),
            "the blank is in the bottom-right corner"
        );
        assert!(b.apply(3));
        assert_eq!(b.cells(), &[1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 8]);
        b.undo(3);
        assert_eq!(b, Board::goal(shape));
    }

    #[test]
    fn parity_decides_solvability_on_both_widths() {
        for shape in [
            Shape::EIGHT,
            Shape::FIFTEEN,
            Shape::new(4, 3).unwrap(),
            Shape::new(3, 5).unwrap(),
        ] {
            let mut b = Board::goal(shape);
            assert!(b.is_solvable());
            for m in [3, 1, 3, 2, 0, 1] {
                b.apply(m);
                assert!(b.is_solvable(), "a move keeps solvability: {shape}");
            }
            let mut swapped = Board::goal(shape).cells().to_vec();
            swapped.swap(0, 1);
            assert!(!Board::new(shape, &swapped).is_solvable(), "{shape}");
        }
    }

    #[test]
    fn ranks_number_one_parity_class_densely() {
        let shape = Shape::new(2, 3).unwrap();
        let goal = Board::goal(shape);
        let mut seen = HashSet::from([goal.rank()]);
        let mut layer = vec![goal];
        while !layer.is_empty() {
            let mut next = Vec::new();
            for board in layer {
                for m in 0..4 {
                    let mut child = board;
                    if child.apply(m) && seen.insert(child.rank()) {
                        assert!(child.rank() < child.space());
                        next.push(child);
                    }
                }
            }
            layer = next;
        }
        assert_eq!(seen.len(), 360, "6!/2 boards reached, each its own rank");
    }

    #[test]
    fn the_manhattan_distance_is_kept_up_to_date() {
        let shape = Shape::new(5, 3).unwrap();
        let mut scored = Manhattan::new(Board::goal(shape));
        for step in 0..200u32 {
            let m = (step.wrapping_mul(2_654_435_761) >> 30) as u8 % 4;
            if scored.apply(m) {
                assert_eq!(scored.estimate(), scored.board().manhattan());
                assert_eq!(scored.is_goal(), scored.board().is_goal());
            }
        }
    }

    #[test]
    fn the_most_moves_of_small_shapes_are_those_of_a_search_of_every_board() {
        for (w, h) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (5, 2)] {
            let shape = Shape::new(w, h).unwrap();
            let reachable = crate::search::bfs::Reachable::new(&[Board::goal(shape)]);
            assert_eq!(
                Some(reachable.deepest() as u32),
                shape.most_moves(),
                "{shape}"
            );
        }
    }

    #[test]
    fn reflection_keeps_the_distance_on_square_boards() {
        let shape = Shape::FIFTEEN;
        assert_eq!(Board::goal(shape).reflected(), Board::goal(shape));
        let b = board(shape, "1 6 10 8 14 12 4 2 13 11 3 5 9 7 15 x");
        assert_eq!(b.reflected().reflected(), b);
        assert_eq!(
            b.reflected().manhattan(),
            b.manhattan(),
            "Manhattan distance too"
        );
        assert_eq!(
            (shape.reflect(1), shape.reflect(4), shape.reflect(6)),
            (4, 1, 9)
        );
    }
}
