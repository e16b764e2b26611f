//! The Rotation Game's board, moves and solver.
//!
//! A '#'-shaped board of 24 blocks marked 1, 2 or 3, eight of each. Cells are numbered row by row:
//!
//! ```text
//!         0     1
//!         2     3
//!   4  5  6  7  8  9 10
//!        11    12
//!  13 14 15 16 17 18 19
//!        20    21
//!        22    23
//! ```
//!
//! Goal: the eight centre cells 6 7 8 11 12 15 16 17 hold one symbol. A move rotates one of the
//! four lines of seven cells by one cell towards its head:
//!
//! | move | head | line | | move | head | line |
//! |---|---|---|---|---|---|---|
//! | A | top    | left column  | | E | bottom | right column |
//! | B | top    | right column | | F | bottom | left column  |
//! | C | right  | upper row    | | G | left   | lower row    |
//! | D | right  | lower row    | | H | left   | upper row    |
//!
//! The cells holding one symbol form a pattern, a 24-bit mask, and the three patterns move
//! independently, so a board's distance is the smallest of its three patterns' distances. All
//! C(24, 8) = 735,471 patterns are one table, filled by a breadth-first search from the centre
//! pattern ([`distance_table`]); `build.rs` runs it at build time and the binary embeds the
//! result, four bits a pattern.
//!
//! With exact distances no search is needed ([`Solver::solve`]): from a board at distance d, the
//! first move in letter order that brings some pattern to d − 1 starts the first shortest
//! solution in dictionary order, and only the patterns at distance d need be followed, since a
//! pattern further away loses at most one move a turn and can never catch up. A move and a rank
//! are a few table lookups ([`Pattern::turned`], [`Pattern::rank`]).
//!
//! # Performance
//!
//! The table walk takes about 0.54 µs a uniform board and 0.70 µs a depth-13 board in process;
//! the shared IDA* with the same exact estimate gives the same answers in about twice that. The
//! table of distances mod 3 that this table replaced needed a walk to the goal to know each
//! pattern's distance (about 18 µs a board), and a plain IDA* bounded by "8 minus the most
//! frequent centre symbol" took about 0.9 s for one depth-13 board (measured on earlier days;
//! `cargo bench --bench rotation_game` measures the walk and the IDA* again).

use crate::search::bfs;
use crate::search::ida::Ida;
use crate::search::nibbles::Nibbles;
use crate::search::rank::binomial;
use crate::search::{Heuristic, Puzzle, Ranked};

/// The four lines, each listed from top to bottom or from left to right.
const LEFT: [u8; 7] = [0, 2, 6, 11, 15, 20, 22];
const RIGHT: [u8; 7] = [1, 3, 8, 12, 17, 21, 23];
const UPPER: [u8; 7] = [4, 5, 6, 7, 8, 9, 10];
const LOWER: [u8; 7] = [13, 14, 15, 16, 17, 18, 19];

/// Moves A–H: the line each rotates, listed from its head.
pub const LINES: [[u8; 7]; 8] = [
    LEFT,
    RIGHT,
    reversed(UPPER),
    reversed(LOWER),
    reversed(RIGHT),
    reversed(LEFT),
    LOWER,
    UPPER,
];

/// The move that undoes each move: A and F, B and E, C and H, D and G.
pub const INVERSE: [u8; 8] = [5, 4, 7, 6, 1, 0, 3, 2];

const fn reversed(line: [u8; 7]) -> [u8; 7] {
    let mut out = line;
    let mut i = 0;
    while i < 7 {
        out[i] = line[6 - i];
        i += 1;
    }
    out
}

/// For each move, the cells off its line.
const KEEP: [u32; 8] = {
    let mut keep = [0xFF_FFFF; 8];
    let mut m = 0;
    while m < 8 {
        let mut i = 0;
        while i < 7 {
            keep[m] &= !(1 << LINES[m][i]);
            i += 1;
        }
        m += 1;
    }
    keep
};

/// `TURN[m][b][byte]`: where move m carries the blocks of the line that byte b of a pattern
/// (cells 8b to 8b + 7) holds, as a mask. The block on a line's cell L(i + 1) moves to L(i), and
/// the head's block, on L(0), to L(6).
static TURN: [[[u32; 256]; 3]; 8] = {
    let mut turn = [[[0; 256]; 3]; 8];
    let mut m = 0;
    while m < 8 {
        let mut i = 0;
        while i < 7 {
            let (from, to) = (LINES[m][i], LINES[m][(i + 6) % 7]);
            let (b, bit) = (from as usize / 8, from % 8);
            let mut byte = 0;
            while byte < 256 {
                if byte >> bit & 1 == 1 {
                    turn[m][b][byte] |= 1 << to;
                }
                byte += 1;
            }
            i += 1;
        }
        m += 1;
    }
    turn
};

/// `RANK[b][k][byte]`: what byte b of a pattern adds to its colex rank when k cells lie below
/// it: the t-th cell c it holds (from 1) adds C(c, k + t).
static RANK: [[[u32; 256]; 9]; 3] = {
    let mut rank = [[[0; 256]; 9]; 3];
    let mut b = 0;
    while b < 3 {
        let mut k = 0;
        while k <= 8 {
            let mut byte = 0;
            while byte < 256 {
                let (mut sum, mut t, mut bit) = (0, 0, 0);
                while bit < 8 {
                    if byte >> bit & 1 == 1 {
                        t += 1;
                        sum += binomial(8 * b + bit, k + t) as u32;
                    }
                    bit += 1;
                }
                rank[b][k][byte] = sum;
                byte += 1;
            }
            k += 1;
        }
        b += 1;
    }
    rank
};

/// Which 8 of the 24 cells hold one symbol, as a bit mask: the state space of
/// [`distance_table`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pattern(pub u32);

impl Pattern {
    /// The goal: the eight centre cells.
    pub const CENTRE: Pattern =
        Pattern(1 << 6 | 1 << 7 | 1 << 8 | 1 << 11 | 1 << 12 | 1 << 15 | 1 << 16 | 1 << 17);

    /// The patterns of symbols 1, 2 and 3 on `board`.
    pub fn of(board: &Board) -> [Pattern; 3] {
        let mut masks = [0; 3];
        for (cell, &symbol) in board.iter().enumerate() {
            masks[usize::from(symbol - 1)] |= 1 << cell;
        }
        masks.map(Pattern)
    }

    /// The pattern after move `m`: three table lookups.
    #[inline]
    pub fn turned(self, m: u8) -> Pattern {
        let (p, m) = (self.0, m as usize);
        Pattern(
            p & KEEP[m]
                | TURN[m][0][(p & 0xFF) as usize]
                | TURN[m][1][(p >> 8 & 0xFF) as usize]
                | TURN[m][2][(p >> 16) as usize],
        )
    }

    /// The colex rank among the patterns of eight cells, as
    /// [`rank_subset`](crate::search::rank::rank_subset) gives it: three table lookups.
    #[inline]
    pub fn rank(self) -> usize {
        let p = self.0;
        let (low, middle, high) = (p & 0xFF, p >> 8 & 0xFF, p >> 16);
        let below = low.count_ones() as usize;
        let rank = RANK[0][0][low as usize]
            + RANK[1][below][middle as usize]
            + RANK[2][below + middle.count_ones() as usize][high as usize];
        rank as usize
    }
}

impl Puzzle for Pattern {
    const MOVES: u8 = 8;

    fn apply(&mut self, m: u8) -> bool {
        *self = self.turned(m);
        true
    }

    fn undo(&mut self, m: u8) {
        *self = self.turned(INVERSE[m as usize]);
    }

    fn is_goal(&self) -> bool {
        *self == Self::CENTRE
    }
}

impl Ranked for Pattern {
    fn space(&self) -> usize {
        binomial(24, 8)
    }

    fn rank(&self) -> usize {
        Pattern::rank(*self)
    }
}

/// The moves from every pattern to the centre pattern, packed four bits a pattern: what
/// [`Solver::new`] takes.
pub fn distance_table() -> Vec<u8> {
    Nibbles::pack(&bfs::distance_table(&[Pattern::CENTRE]))
}

/// One board: the symbol in each of the 24 cells.
pub type Board = [u8; 24];

/// The most moves a board needs.
pub const MAX_MOVES: usize = 13;

/// A solution: its moves (0 to 7 for A to H) and the symbol that ends up in the centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    moves: [u8; MAX_MOVES],
    len: u8,
    /// The centre symbol after the moves, 1–3.
    pub centre: u8,
}

impl Solution {
    /// The moves, by number: 0 for A up to 7 for H.
    pub fn moves(&self) -> &[u8] {
        &self.moves[..usize::from(self.len)]
    }

    /// The moves as the letters `A`–`H`.
    pub fn letters(&self) -> impl Iterator<Item = u8> + '_ {
        self.moves().iter().map(|&m| b'A' + m)
    }
}

/// Solves boards with the table of every pattern's distance.
#[derive(Clone, Copy, Debug)]
pub struct Solver<'t> {
    distance: Nibbles<'t>,
}

impl<'t> Solver<'t> {
    /// A solver using `table`, the output of [`distance_table`].
    ///
    /// # Panics
    /// If `table` has the wrong length.
    pub fn new(table: &'t [u8]) -> Self {
        assert_eq!(
            table.len(),
            binomial(24, 8).div_ceil(2),
            "not a rotation-game distance table"
        );
        Self {
            distance: Nibbles::new(table),
        }
    }

    /// The moves `pattern` needs.
    #[inline]
    pub fn distance(&self, pattern: Pattern) -> u8 {
        self.distance.get(pattern.rank())
    }

    /// The first in dictionary order of the shortest solutions of `board`, which must hold eight
    /// of each symbol 1–3.
    ///
    /// # Complexity
    /// At most 8 moves tried per move of the solution, each a few table lookups per pattern
    /// followed; no allocation.
    pub fn solve(&self, board: &Board) -> Solution {
        let patterns = Pattern::of(board);
        let distances = patterns.map(|p| self.distance(p));
        let mut d = distances.into_iter().min().expect("three patterns");
        // The patterns at the board's distance, with their symbols.
        let mut live = [(Pattern(0), 0); 3];
        let mut count = 0;
        for symbol in 0..3 {
            if distances[symbol] == d {
                live[count] = (patterns[symbol], symbol as u8 + 1);
                count += 1;
            }
        }
        let mut solution = Solution {
            moves: [0; MAX_MOVES],
            len: 0,
            centre: 0,
        };
        while d > 0 {
            let (m, closer) = (0..8)
                .find_map(|m| {
                    let mut closer = [(Pattern(0), 0); 3];
                    let mut n = 0;
                    for &(pattern, symbol) in &live[..count] {
                        let turned = pattern.turned(m);
                        if self.distance(turned) == d - 1 {
                            closer[n] = (turned, symbol);
                            n += 1;
                        }
                    }
                    (n > 0).then_some((m, (closer, n)))
                })
                .expect("a pattern d moves away has a neighbour d - 1 away");
            (live, count) = closer;
            solution.moves[usize::from(solution.len)] = m;
            solution.len += 1;
            d -= 1;
        }
        solution.centre = live[0].1;
        solution
    }

    /// [`Solver::solve`] by the shared IDA*, with the exact distance as its estimate: the same
    /// answer in a general way, for comparison.
    pub fn solve_by_ida(&self, board: &Board, ida: &mut Ida) -> Solution {
        let mut search = Search {
            patterns: Pattern::of(board),
            solver: *self,
        };
        let path = ida
            .solve(&mut search, MAX_MOVES as u32)
            .path
            .expect("every board is solvable in 13 moves");
        let mut solution = Solution {
            moves: [0; MAX_MOVES],
            len: path.len() as u8,
            centre: 0,
        };
        solution.moves[..path.len()].copy_from_slice(path);
        let end = path.iter().fold(Pattern::of(board), |patterns, &m| {
            patterns.map(|p| p.turned(m))
        });
        solution.centre = end.iter().position(Pattern::is_goal).expect("solved") as u8 + 1;
        solution
    }
}

/// A board under search: its three patterns.
struct Search<'t> {
    patterns: [Pattern; 3],
    solver: Solver<'t>,
}

impl Puzzle for Search<'_> {
    const MOVES: u8 = 8;

    fn apply(&mut self, m: u8) -> bool {
        self.patterns = self.patterns.map(|p| p.turned(m));
        true
    }

    fn undo(&mut self, m: u8) {
        self.apply(INVERSE[m as usize]);
    }

    fn is_goal(&self) -> bool {
        self.patterns.iter().any(Pattern::is_goal)
    }
}

impl Heuristic for Search<'_> {
    /// Exact: the nearest symbol's pattern distance.
    fn estimate(&self) -> u32 {
        let distances = self.patterns.map(|p| self.solver.distance(p));
        distances.into_iter().min().map_or(0, u32::from)
    }
}

/// Every way, up to naming the symbols, to split the board among three patterns that all lie
/// 13 or more moves from the centre: the boards of depth 13, the deepest. `patterns` must be
/// the patterns reachable from [`Pattern::CENTRE`].
pub fn deepest_boards(patterns: &bfs::Reachable<Pattern>) -> Vec<[Pattern; 3]> {
    let deep: Vec<Pattern> = [patterns.at(13), patterns.at(14)].concat();
    let mut boards = Vec::new();
    for (i, &a) in deep.iter().enumerate() {
        for &b in deep[i + 1..].iter().filter(|b| a.0 & b.0 == 0) {
            let c = Pattern(0xFF_FFFF & !a.0 & !b.0);
            let (low, high) = (a.0.min(b.0), a.0.max(b.0));
            if c.0 > high && patterns.distance[c.rank()] >= 13 {
                boards.push([Pattern(low), Pattern(high), c]);
            }
        }
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::search::rank::rank_subset;

    /// A pattern's rotation as the spec states it, one cell at a time.
    fn rotated(pattern: Pattern, m: u8) -> Pattern {
        let line = LINES[m as usize];
        let mut out = pattern.0 & KEEP[m as usize];
        for i in 0..7 {
            // new[L_i] = old[L_(i+1)]
            if pattern.0 >> line[(i + 1) % 7] & 1 == 1 {
                out |= 1 << line[i];
            }
        }
        Pattern(out)
    }

    #[test]
    fn moves_are_the_spec_lines_read_from_their_heads() {
        let spec = [
            "0 2 6 11 15 20 22",
            "1 3 8 12 17 21 23",
            "10 9 8 7 6 5 4",
            "19 18 17 16 15 14 13",
            "23 21 17 12 8 3 1",
            "22 20 15 11 6 2 0",
            "13 14 15 16 17 18 19",
            "4 5 6 7 8 9 10",
        ];
        for (m, line) in spec.iter().enumerate() {
            let cells: Vec<u8> = line.split(' ').map(|c| c.parse().unwrap()).collect();
            assert_eq!(LINES[m][..], cells[..], "move {}", (b'A' + m as u8) as char);
            // new[L_i] = old[L_{i+1}], new[L_6] = old[L_0]: the block on L_{i+1} moves to L_i.
            for i in 0..7 {
                let mut block = Pattern(1 << cells[(i + 1) % 7]);
                block.apply(m as u8);
                assert_eq!(block, Pattern(1 << cells[i]));
                block.undo(m as u8);
                assert_eq!(block, Pattern(1 << cells[(i + 1) % 7]));
            }
            let others = Pattern(KEEP[m]);
            assert_eq!(others.turned(m as u8), others, "the other cells stay");
        }
    }

    #[test]
    fn table_lookups_turn_and_rank_as_the_definitions_do() {
        let mut rng = Rng::new(24);
        for _ in 0..20_000 {
            let mut cells: [u32; 24] = std::array::from_fn(|c| c as u32);
            rng.shuffle(&mut cells);
            let pattern = Pattern(cells[..8].iter().fold(0, |mask, c| mask | 1 << c));
            assert_eq!(pattern.rank(), rank_subset(pattern.0));
            for m in 0..8 {
                assert_eq!(pattern.turned(m), rotated(pattern, m), "{pattern:?} {m}");
            }
        }
        assert_eq!(Pattern(0xFF).rank(), 0);
        assert_eq!(Pattern(0xFF_0000).rank(), binomial(24, 8) - 1);
    }

    #[test]
    fn the_embedded_table_is_the_pattern_bfs() {
        let embedded = crate::puzzles::ROTATION_GAME_TABLE;
        assert!(
            embedded == distance_table(),
            "build.rs wrote a different table"
        );
    }
}
