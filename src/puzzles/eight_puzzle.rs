//! Eight (POJ 1077, HDU 1043), on a sliding-tile board of any size.
//!
//! Tiles and one blank on a W×H board, row-major; the goal puts the tiles in order and the blank
//! last. The 3×3 goal and the 4×4 one:
//!
//! ```text
//!  1 2 3       1  2  3  4
//!  4 5 6       5  6  7  8
//!  7 8 x       9 10 11 12
//!             13 14 15  x
//! ```
//!
//! A move slides a tile into the blank and is named by the direction the blank travels: `d`, `l`,
//! `r`, `u`, numbered in that (byte) order, so every search that tries moves in number order
//! finds the smallest string first. `u` undoes `d` and `r` undoes `l`: move m's inverse is 3 − m.
//!
//! Solvability is a parity: a move across a row passes the blank over W − 1 tiles, so with W odd
//! the inversions among the tiles keep their parity, and with W even that parity changes together
//! with the blank's row. Half of all boards are solvable (9!/2 = 181,440 for 3×3), and the judge
//! path answers each from one table over them, built at start-up by the shared BFS, of every
//! board's distance and first move in letter order on a shortest path.

use crate::judge::{Input, Lines, Problem, Sampler, Verdict};
use crate::search::bfs::{FirstMoves, Reachable, Routes};
use crate::search::rank::arrangements;
use crate::search::{Heuristic, Puzzle, Ranked, Reversible};
use std::io::{self, Write};

/// Move letters, by move number.
const LETTERS: &[u8; 4] = b"dlru";

/// A W×(N/W) sliding-tile board: tiles 1..N and the blank 0, row-major.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board<const W: usize, const N: usize> {
    cells: [u8; N],
    blank: u8,
    /// The sum of the tiles' Manhattan distances to their goal cells, kept up to date by moves.
    manhattan: u16,
}

/// The 3×3 board of the Eight puzzle.
pub type Eight = Board<3, 9>;

impl<const W: usize, const N: usize> Board<W, N> {
    /// The number of rows.
    const H: usize = N / W;

    /// The board with these cells, which must hold 0..N once each.
    pub fn new(cells: [u8; N]) -> Self {
        let blank = cells
            .iter()
            .position(|&c| c == 0)
            .expect("a board has a blank") as u8;
        let manhattan = (0..N).map(|cell| Self::distance(cells[cell], cell)).sum();
        Self {
            cells,
            blank,
            manhattan,
        }
    }

    /// The solved board.
    pub fn goal() -> Self {
        Self::new(std::array::from_fn(|cell| (cell as u8 + 1) % N as u8))
    }

    /// The cells, row-major; 0 is the blank.
    pub fn cells(&self) -> &[u8; N] {
        &self.cells
    }

    /// How far `tile` at `cell` is from its goal cell, in moves; 0 for the blank.
    fn distance(tile: u8, cell: usize) -> u16 {
        if tile == 0 {
            return 0;
        }
        let home = tile as usize - 1;
        ((home / W).abs_diff(cell / W) + (home % W).abs_diff(cell % W)) as u16
    }

    /// Whether the goal can be reached: the inversions among the tiles, plus with an even width
    /// the rows between the blank and the bottom row, are even.
    pub fn is_solvable(&self) -> bool {
        let (mut inversions, mut seen) = (0, 0u32);
        for &tile in self.cells.iter().filter(|&&t| t != 0) {
            // Earlier tiles with a larger number.
            inversions += (seen >> tile).count_ones();
            seen |= 1 << tile;
        }
        let rows_below = Self::H - 1 - self.blank as usize / W;
        let counted_rows = if W.is_multiple_of(2) { rows_below } else { 0 };
        (inversions as usize + counted_rows).is_multiple_of(2)
    }

    /// The cell the blank moves to with move `m`, if it stays on the board.
    fn target(&self, m: u8) -> Option<usize> {
        let blank = self.blank as usize;
        let (row, col) = (blank / W, blank % W);
        match m {
            0 if row + 1 < Self::H => Some(blank + W),
            1 if col > 0 => Some(blank - 1),
            2 if col + 1 < W => Some(blank + 1),
            3 if row > 0 => Some(blank - W),
            _ => None,
        }
    }
}

impl<const W: usize, const N: usize> Puzzle for Board<W, N> {
    /// `d`, `l`, `r`, `u`.
    const MOVES: u8 = 4;

    fn apply(&mut self, m: u8) -> bool {
        let Some(target) = self.target(m) else {
            return false;
        };
        let (blank, tile) = (self.blank as usize, self.cells[target]);
        self.manhattan =
            self.manhattan + Self::distance(tile, blank) - Self::distance(tile, target);
        self.cells.swap(blank, target);
        self.blank = target as u8;
        true
    }

    fn undo(&mut self, m: u8) {
        self.apply(Self::inverse(m));
    }

    fn is_goal(&self) -> bool {
        self.manhattan == 0
    }
}

impl<const W: usize, const N: usize> Reversible for Board<W, N> {
    /// `u` for `d`, `r` for `l`, and back.
    fn inverse(m: u8) -> u8 {
        3 - m
    }
}

impl<const W: usize, const N: usize> Heuristic for Board<W, N> {
    /// Manhattan distance: every move carries one tile one cell.
    fn estimate(&self) -> u32 {
        self.manhattan.into()
    }

    /// A move right after its inverse.
    fn redundant(path: &[u8], next: u8) -> bool {
        path.last() == Some(&Self::inverse(next))
    }
}

impl<const W: usize, const N: usize> Ranked for Board<W, N> {
    /// One parity class: N!/2 boards.
    fn space(&self) -> usize {
        const { arrangements(N, N) / 2 }
    }

    /// The blank's cell, then the order of the tiles read row by row without the blank, ranked
    /// as in [`rank_arrangement`](crate::search::rank::rank_arrangement). The last two tiles are
    /// left out: within one parity class the others fix their order.
    fn rank(&self) -> usize {
        let (mut rank, mut used, mut placed) = (0, 0u32, 0);
        for &tile in &self.cells {
            if tile == 0 {
                continue;
            }
            let below = (used & ((1 << tile) - 1)).count_ones() as usize;
            rank = rank * (N - 1 - placed) + (tile as usize - 1 - below);
            used |= 1 << tile;
            placed += 1;
            if placed == N - 3 {
                break;
            }
        }
        self.blank as usize * const { arrangements(N - 1, N - 3) } + rank
    }
}

/// The answer to one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Unsolvable,
    /// The move letters; empty for a solved board.
    Moves(Vec<u8>),
}

/// The judge problem: 3×3 puzzles until the end of the input, each nine characters with optional
/// whitespace anywhere, answered from the routes of all solvable boards.
pub struct EightPuzzle<'t> {
    first_moves: FirstMoves<'t>,
    path: Vec<u8>,
}

/// The routes of the 181,440 solvable boards, for [`EightPuzzle::new`]; `build.rs` embeds their
/// first moves in the binary.
pub fn routes() -> Routes {
    Routes::new(&[Eight::goal()])
}

impl<'t> EightPuzzle<'t> {
    /// A solver using `first_moves`, [`Routes::first_move`] of [`routes`].
    ///
    /// # Panics
    /// If the table has the wrong length.
    pub fn new(first_moves: &'t [u8]) -> Self {
        assert_eq!(
            first_moves.len(),
            Eight::goal().space(),
            "not an eight-puzzle first-move table"
        );
        Self {
            first_moves: FirstMoves(first_moves),
            path: Vec::new(),
        }
    }

    /// The shortest solution of `board` that comes first in byte order.
    pub fn solve(&mut self, board: &Eight) -> Answer {
        if !board.is_solvable() {
            return Answer::Unsolvable;
        }
        self.path.clear();
        self.first_moves
            .solve(&mut board.clone(), &mut self.path)
            .expect("the routes reach every solvable board");
        Answer::Moves(self.path.iter().map(|&m| LETTERS[m as usize]).collect())
    }
}

/// Reads nine tile characters, whitespace between them ignored.
fn read_board(input: &mut Input) -> Result<Option<Eight>, String> {
    let mut cells = [0; 9];
    let mut seen = 0u16;
    for (read, cell) in cells.iter_mut().enumerate() {
        let Some(token) = input.glyph() else {
            return match read {
                0 => Ok(None),
                _ => Err(format!("the input ends after {read} of the 9 tiles")),
            };
        };
        let tile = match token.text {
            [digit @ b'1'..=b'8'] => digit - b'0',
            b"x" | b"X" | b"0" => 0,
            _ => {
                return Err(format!(
                    "{token} is not a tile: tiles are 1 to 8, and x, X or 0 is the blank"
                ))
            }
        };
        if seen & 1 << tile != 0 {
            return Err(match tile {
                0 => format!("{token} is a second blank"),
                _ => format!("{token} repeats tile {tile}"),
            });
        }
        seen |= 1 << tile;
        *cell = tile;
    }
    Ok(Some(Eight::new(cells)))
}

impl Problem for EightPuzzle<'_> {
    const NAME: &'static str = "eight-puzzle";
    const CASE: &'static str = "puzzle";
    const MAX_DEPTH: u32 = 31;
    type Case = Eight;
    type Answer = Answer;

    fn read(&mut self, input: &mut Input) -> Result<Option<Eight>, String> {
        read_board(input)
    }

    fn solve(&mut self, board: &Eight) -> Answer {
        EightPuzzle::solve(self, board)
    }

    fn write<W: Write>(&self, answer: &Answer, out: &mut W) -> io::Result<()> {
        match answer {
            Answer::Unsolvable => out.write_all(b"unsolvable\n"),
            Answer::Moves(letters) => {
                out.write_all(letters)?;
                out.write_all(b"\n")
            }
        }
    }

    /// A special judge: `unsolvable` exactly when the puzzle is, otherwise any move string that
    /// ends at the goal; with `optimal`, only a shortest one.
    fn check(
        &mut self,
        board: &Eight,
        truth: &Answer,
        output: &mut Lines,
        optimal: bool,
    ) -> Result<(), Verdict> {
        let line = output.next()?;
        let best = match truth {
            Answer::Moves(best) => best.len(),
            Answer::Unsolvable if line == "unsolvable" => return Ok(()),
            Answer::Unsolvable => return Err(Verdict::Wrong("the puzzle is unsolvable".into())),
        };
        if line == "unsolvable" {
            return Err(Verdict::Wrong(format!(
                "`unsolvable`, but {best} moves solve it"
            )));
        }
        let mut at = *board;
        for (i, letter) in line.bytes().enumerate() {
            let Some(m) = LETTERS.iter().position(|&l| l == letter) else {
                return Err(output.malformed(format!(
                    "`{line}` is neither letters d, l, r, u nor `unsolvable`"
                )));
            };
            if !at.apply(m as u8) {
                return Err(Verdict::Wrong(format!(
                    "move {} `{}` takes the blank off the board",
                    i + 1,
                    letter as char
                )));
            }
        }
        if !at.is_goal() {
            return Err(Verdict::Wrong("the moves end away from the goal".into()));
        }
        if optimal && line.len() > best {
            return Err(Verdict::Wrong(format!(
                "{} moves, but {best} suffice",
                line.len()
            )));
        }
        Ok(())
    }

    /// Uniform boards, half of them unsolvable; at a depth, uniform among the boards that far
    /// from the goal.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Eight>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(|rng| {
                let mut cells = std::array::from_fn(|i| i as u8);
                rng.shuffle(&mut cells);
                Eight::new(cells)
            }));
        };
        let boards = Reachable::new(&[Eight::goal()]).at(depth as usize).to_vec();
        if boards.is_empty() {
            return Err(format!("no puzzle needs {depth} moves: the most is 31"));
        }
        Ok(Box::new(move |rng| {
            boards[rng.below(boards.len() as u64) as usize]
        }))
    }

    fn write_case<W: Write>(&self, board: &Eight, out: &mut W) -> io::Result<()> {
        let tiles: Vec<String> = board
            .cells()
            .iter()
            .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
            .collect();
        writeln!(out, "{}", tiles.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::UNREACHED;
    use crate::search::ida::Ida;

    fn board(text: &str) -> Eight {
        read_board(&mut Input::new(text.as_bytes()))
            .unwrap()
            .unwrap()
    }

    #[test]
    fn moves_go_where_the_blank_travels() {
        let mut b = board("123 456 7x8");
        assert!(b.apply(2), "r");
        assert!(b.is_goal());
        assert!(
            !b.apply(0) && !b.apply(2),
            "the blank is in the bottom-right corner"
        );
        assert!(b.apply(3));
        assert_eq!(b.cells(), &[1, 2, 3, 4, 5, 0, 7, 8, 6]);
        b.undo(3);
        assert_eq!(b, Eight::goal());
    }

    #[test]
    fn the_goal_reaches_half_the_boards_within_31_moves() {
        let table = routes().distance;
        let reached = table.iter().filter(|&&d| d != UNREACHED).count();
        assert_eq!(reached, 181_440);
        assert_eq!(table.iter().filter(|&&d| d != UNREACHED).max(), Some(&31));
        assert_eq!(table.iter().filter(|&&d| d == 31).count(), 2);
    }

    #[test]
    fn parity_decides_solvability_on_both_widths() {
        assert!(Eight::goal().is_solvable());
        assert!(!board("123456870").is_solvable());
        let mut fifteen = Board::<4, 16>::goal();
        assert!(fifteen.is_solvable());
        fifteen.apply(3);
        assert!(fifteen.is_solvable(), "a move keeps solvability");
        let mut swapped = *Board::<4, 16>::goal().cells();
        swapped.swap(0, 1);
        assert!(!Board::<4, 16>::new(swapped).is_solvable());
    }

    #[test]
    fn ida_with_manhattan_agrees_with_the_table() {
        let routes = routes();
        let mut solver = EightPuzzle::new(&routes.first_move);
        let mut ida = Ida::new();
        let mut b = Eight::goal();
        for step in 0..400u32 {
            // A walk that wanders ever further.
            b.apply((step.wrapping_mul(2_654_435_761) >> 30) as u8 % 4);
            let Answer::Moves(expected) = solver.solve(&b) else {
                panic!("solvable")
            };
            let path = ida.solve(&mut b.clone(), 40).unwrap();
            let letters: Vec<u8> = path.iter().map(|&m| LETTERS[m as usize]).collect();
            assert_eq!(letters, expected, "{b:?}");
        }
    }
}
