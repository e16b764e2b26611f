//! Four in a row's board, moves and solver.
//!
//! A 4×4 board of black stones `B`, white stones `W` and empty cells `O`, cells numbered row by
//! row:
//!
//! ```text
//!   0  1  2  3
//!   4  5  6  7
//!   8  9 10 11
//!  12 13 14 15
//! ```
//!
//! A move slides a stone of the colour to move up, down, left or right into an empty neighbour;
//! the colours alternate and either may start. The goal is four stones of one colour in a row, a
//! column or one of the two long diagonals.
//!
//! A state is the board and the colour to move, stored as two 16-bit masks and a flag. The stone
//! counts never change, so a board's space is all boards with its counts, ranked by where the
//! empty cells are and then where the black stones are among the others: 16!/(7!·7!·2!) = 411,840
//! boards for the usual 7/7/2, twice that with the colour to move. A breadth-first search from the
//! board with either colour to move gives the answer; its tables are sized to that space and
//! cleared state by state, so a board costs what its search visits.

use crate::search::bfs::Bfs;
use crate::search::rank::{binomial, rank_subset};
use crate::search::{Puzzle, Ranked};

/// Where a stone lands moving from `cell` up, down, left or right, if it stays on the board.
const NEIGHBOUR: [[Option<u8>; 4]; 16] = {
    let mut table = [[None; 4]; 16];
    let mut cell = 0;
    while cell < 16 {
        let (row, col) = (cell / 4, cell % 4);
        table[cell] = [
            if row > 0 { Some(cell as u8 - 4) } else { None },
            if row < 3 { Some(cell as u8 + 4) } else { None },
            if col > 0 { Some(cell as u8 - 1) } else { None },
            if col < 3 { Some(cell as u8 + 1) } else { None },
        ];
        cell += 1;
    }
    table
};

/// The moves that land on each cell, as masks over move numbers.
const INTO: [u64; 16] = {
    let mut table = [0; 16];
    let mut m = 0;
    while m < 64 {
        if let Some(to) = NEIGHBOUR[m / 4][m % 4] {
            table[to as usize] |= 1 << m;
        }
        m += 1;
    }
    table
};

/// The moves from four cells: bit i of the index spread to the four bits 4i..4i+4.
const SPREAD: [u64; 16] = {
    let mut table = [0; 16];
    let mut n = 0;
    while n < 16 {
        let mut i = 0;
        while i < 4 {
            if n >> i & 1 == 1 {
                table[n] |= 0xF << (4 * i);
            }
            i += 1;
        }
        n += 1;
    }
    table
};

/// The ten lines of four: rows, columns and the two long diagonals, as cell masks.
const LINES: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, // 0 5 10 15
    0x1248, // 3 6 9 12
];

/// A board and the colour to move next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    black: u16,
    white: u16,
    black_to_move: bool,
}

impl Position {
    /// The board with these stones, `black_to_move` or white.
    pub fn new(black: u16, white: u16, black_to_move: bool) -> Self {
        Self {
            black,
            white,
            black_to_move,
        }
    }

    fn empty(&self) -> u16 {
        !(self.black | self.white)
    }

    /// The stones of the colour to move.
    fn mover(&mut self) -> &mut u16 {
        if self.black_to_move {
            &mut self.black
        } else {
            &mut self.white
        }
    }
}

/// Removes the bits at the positions in `holes` from `mask`, closing the gaps.
fn squeeze(mask: u16, holes: u16) -> u32 {
    let mut mask = u32::from(mask);
    let mut holes = holes;
    while holes != 0 {
        let hole = 15 - holes.leading_zeros();
        let below = (1 << hole) - 1;
        mask = (mask & below) | (mask >> 1 & !below);
        holes &= !(1 << hole);
    }
    mask
}

impl Puzzle for Position {
    /// Move 4c + d slides the stone on cell c up, down, left or right (d = 0, 1, 2, 3).
    const MOVES: u8 = 64;

    /// The legal moves: from a cell of the colour to move into an empty one.
    fn candidates(&self) -> u64 {
        let mover = if self.black_to_move {
            self.black
        } else {
            self.white
        };
        let from = (0..4).fold(0, |m, k| {
            m | SPREAD[(mover >> (4 * k) & 0xF) as usize] << (16 * k)
        });
        let mut empty = self.empty();
        let mut into = 0;
        while empty != 0 {
            into |= INTO[empty.trailing_zeros() as usize];
            empty &= empty - 1;
        }
        from & into
    }

    fn apply(&mut self, m: u8) -> bool {
        let (from, direction) = (m / 4, m % 4);
        let empty = self.empty();
        let Some(to) = NEIGHBOUR[from as usize][direction as usize] else {
            return false;
        };
        let mover = self.mover();
        if *mover >> from & 1 == 0 || empty >> to & 1 == 0 {
            return false;
        }
        *mover ^= 1 << from | 1 << to;
        self.black_to_move = !self.black_to_move;
        true
    }

    fn undo(&mut self, m: u8) {
        let (from, direction) = (m / 4, m % 4);
        let to = NEIGHBOUR[from as usize][direction as usize].expect("a legal move");
        self.black_to_move = !self.black_to_move;
        *self.mover() ^= 1 << from | 1 << to;
    }

    fn is_goal(&self) -> bool {
        LINES
            .iter()
            .any(|&line| self.black & line == line || self.white & line == line)
    }
}

impl Ranked for Position {
    /// The boards with this one's stone counts, times the two colours to move.
    fn space(&self) -> usize {
        let empty = self.empty().count_ones() as usize;
        let black = self.black.count_ones() as usize;
        binomial(16, empty) * binomial(16 - empty, black) * 2
    }

    fn rank(&self) -> usize {
        let empty = self.empty();
        let stones = 16 - empty.count_ones() as usize;
        let black = self.black.count_ones() as usize;
        let board = rank_subset(empty.into()) * binomial(stones, black)
            + rank_subset(squeeze(self.black, empty));
        board * 2 + usize::from(self.black_to_move)
    }
}

/// Solves boards: a breadth-first search context kept from one board to the next.
#[derive(Debug, Default)]
pub struct Solver {
    bfs: Bfs<Position>,
}

impl Solver {
    /// A solver with empty search tables.
    pub fn new() -> Self {
        Self::default()
    }

    /// The fewest moves from `black`, `white` (cell masks; the other cells are empty) to four in
    /// a line, either colour moving first; `None` if no goal can be reached.
    pub fn solve(&mut self, black: u16, white: u16) -> Option<usize> {
        self.bfs
            .solve(&Self::starts(black, white))
            .path
            .map(<[u8]>::len)
    }

    /// The moves of a shortest solution, each named (`B 5 up`: the black stone on cell 5
    /// slides up) with the board it leaves, as (black, white) cell masks; `None` if no solution
    /// exists.
    pub fn path(&mut self, black: u16, white: u16) -> Option<Vec<(String, (u16, u16))>> {
        let starts = Self::starts(black, white);
        let moves = self.bfs.solve(&starts).path?.to_vec();
        // The path starts from one of the two colours: the one whose moves it makes.
        for mut at in starts {
            let steps: Option<Vec<(String, (u16, u16))>> = moves
                .iter()
                .map(|&m| {
                    let stone = if at.black_to_move { 'B' } else { 'W' };
                    let way = ["up", "down", "left", "right"][usize::from(m % 4)];
                    let name = format!("{stone} {} {way}", m / 4);
                    at.apply(m).then_some((name, (at.black, at.white)))
                })
                .collect();
            if steps.is_some() {
                return steps;
            }
        }
        unreachable!("a path from one of the starts")
    }

    /// The board with either colour to move first.
    fn starts(black: u16, white: u16) -> [Position; 2] {
        [true, false].map(|black_first| Position::new(black, white, black_first))
    }
}

/// Every board with seven black stones, seven white ones and two empty cells, as (black, white)
/// cell masks.
pub fn usual_boards() -> impl Iterator<Item = (u16, u16)> {
    (0..1u32 << 16)
        .filter(|e| e.count_ones() == 2)
        .flat_map(|empty| {
            let stones: Vec<u32> = (0..16).filter(|c| empty >> c & 1 == 0).collect();
            (0..1u32 << 14)
                .filter(|b| b.count_ones() == 7)
                .map(move |blacks| {
                    let black = (0..14)
                        .filter(|i| blacks >> i & 1 == 1)
                        .fold(0, |m, i| m | 1 << stones[i]);
                    (black, !(black | empty as u16))
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_the_rows_columns_and_long_diagonals() {
        let cells = |line: u16| (0..16).filter(|c| line >> c & 1 == 1).collect::<Vec<_>>();
        let mut expected: Vec<Vec<u16>> = (0..4)
            .map(|r| (0..4).map(|c| 4 * r + c).collect())
            .collect();
        expected.extend((0..4).map(|c| (0..4).map(|r| 4 * r + c).collect()));
        expected.push(vec![0, 5, 10, 15]);
        expected.push(vec![3, 6, 9, 12]);
        assert_eq!(LINES.map(cells).to_vec(), expected);
    }

    #[test]
    fn moves_slide_the_movers_stones_into_empty_neighbours() {
        // Black on 0, empty 4 and 5, white everywhere else.
        let mut p = Position::new(0b1, !0b11_0001, true);
        assert!(p.apply(1), "black 0 down to 4");
        assert_eq!((p.black, p.black_to_move), (0b1_0000, false));
        assert!(!p.apply(4 * 4 + 3), "white to move, not black");
        assert!(p.apply(5), "white 1 down to 5");
        p.undo(5);
        p.undo(1);
        assert_eq!(p, Position::new(0b1, !0b11_0001, true));
        assert!(!p.apply(0) && !p.apply(2), "off the board");
        assert!(!p.apply(3), "into a stone");
    }

    #[test]
    fn ranks_number_each_space_densely() {
        // All boards with 3 black, 2 white and 11 empty cells of the top two rows and a bit.
        let mut seen = std::collections::HashSet::new();
        for black in 0..1u16 << 6 {
            for white in 0..1u16 << 6 {
                if black & white == 0 && black.count_ones() == 3 && white.count_ones() == 2 {
                    for black_to_move in [false, true] {
                        let p = Position::new(black, white, black_to_move);
                        assert!(p.rank() < p.space());
                        assert!(seen.insert(p.rank()));
                    }
                }
            }
        }
        assert_eq!(seen.len(), 6 * 5 * 4 / 6 * 3 * 2);
        assert_eq!(Position::new(0x7F, 0x7F00, true).space(), 411_840 * 2);
    }

    #[test]
    fn squeeze_closes_the_gaps() {
        assert_eq!(squeeze(0b1011_0101, 0b0100_1000), 0b11_1101);
        assert_eq!(squeeze(0xFFFF, 0), 0xFFFF);
    }
}
