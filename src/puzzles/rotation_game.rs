//! The Rotation Game (POJ 2286, UVA 1343, HDU 1667).
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
//! The cells holding one symbol form a pattern, and the three patterns move independently, so a
//! board's distance is the smallest of its three patterns' distances. All C(24, 8) = 735,471
//! patterns are one table, filled by a breadth-first search from the centre pattern; `build.rs`
//! runs [`pattern_table`] at build time and the binary embeds the result, packed to two bits per
//! pattern ([`Mod3Table`]). With that exact estimate IDA* walks straight down, trying moves in
//! letter order, so its first solution is the smallest in dictionary order among the shortest.

use crate::judge::{Input, Lines, Problem, Program, Sampler, Token, Verdict};
use crate::rng::Rng;
use crate::search::bfs::{Mod3Table, Reachable};
use crate::search::ida::Ida;
use crate::search::rank::{binomial, rank_subset};
use crate::search::{Heuristic, Puzzle, Ranked};
use std::io::{self, Write};
use std::sync::Arc;

/// The four lines, each listed from top to bottom or from left to right.
const LEFT: [u8; 7] = [0, 2, 6, 11, 15, 20, 22];
const RIGHT: [u8; 7] = [1, 3, 8, 12, 17, 21, 23];
const UPPER: [u8; 7] = [4, 5, 6, 7, 8, 9, 10];
const LOWER: [u8; 7] = [13, 14, 15, 16, 17, 18, 19];

/// Move letters A–H: the line each rotates, listed from its head.
const MOVES: [[u8; 7]; 8] = [
    LEFT,
    RIGHT,
    reversed(UPPER),
    reversed(LOWER),
    reversed(RIGHT),
    reversed(LEFT),
    LOWER,
    UPPER,
];

const fn reversed(line: [u8; 7]) -> [u8; 7] {
    let mut out = line;
    let mut i = 0;
    while i < 7 {
        out[i] = line[6 - i];
        i += 1;
    }
    out
}

/// Which 8 of the 24 cells hold one symbol, as a bit mask: the state space of [`pattern_table`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pattern(pub u32);

impl Pattern {
    /// The goal: the eight centre cells.
    pub const CENTRE: Pattern =
        Pattern(1 << 6 | 1 << 7 | 1 << 8 | 1 << 11 | 1 << 12 | 1 << 15 | 1 << 16 | 1 << 17);

    /// The pattern of `board`'s cells that hold `symbol`.
    pub fn of(board: &Board, symbol: u8) -> Self {
        Self(
            (0..24)
                .filter(|&c| board[c] == symbol)
                .fold(0, |mask, c| mask | 1 << c),
        )
    }

    /// Rotates line `m` by one cell, towards its head (`back` false: the move) or away from it
    /// (`back` true: its inverse), as six swaps of neighbouring cells.
    fn rotate(&mut self, m: u8, back: bool) {
        let line = &MOVES[m as usize];
        let mut swap = |i: usize| {
            let (a, b) = (line[i], line[i + 1]);
            if (self.0 >> a ^ self.0 >> b) & 1 == 1 {
                self.0 ^= 1 << a | 1 << b;
            }
        };
        if back {
            (0..6).rev().for_each(&mut swap);
        } else {
            (0..6).for_each(&mut swap);
        }
    }
}

impl Puzzle for Pattern {
    const MOVES: u8 = 8;

    fn apply(&mut self, m: u8) -> bool {
        self.rotate(m, false);
        true
    }

    fn undo(&mut self, m: u8) {
        self.rotate(m, true);
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
        rank_subset(self.0)
    }
}

/// The moves from every pattern to the centre pattern, packed by [`Mod3Table::pack`].
pub fn pattern_table() -> Vec<u8> {
    Mod3Table::pack(&Reachable::new(&[Pattern::CENTRE]).distance)
}

/// The `rotation-game` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "rotation-game",
    about: "The Rotation Game (POJ 2286, UVA 1343, HDU 1667): per board, the shortest \
            solution, first in dictionary order, and the symbol it leaves in the centre.",
    flags: &[],
    notes: "--depth D is 0 to 13; max is 13.\n",
    examples: &[],
};

/// One board: the symbol in each of the 24 cells.
pub type Board = [u8; 24];

/// A board under search: the patterns of symbols 1, 2 and 3, with their exact distances.
struct State<'t> {
    patterns: [Pattern; 3],
    distance: [u32; 3],
    table: Mod3Table<'t>,
}

impl State<'_> {
    /// Moves every pattern by `turn`, and follows its distance.
    fn turn(&mut self, mut turn: impl FnMut(&mut Pattern)) {
        for (pattern, distance) in self.patterns.iter_mut().zip(&mut self.distance) {
            turn(pattern);
            *distance = self.table.next_distance(*distance, pattern.rank());
        }
    }
}

impl Puzzle for State<'_> {
    const MOVES: u8 = 8;

    fn apply(&mut self, m: u8) -> bool {
        self.turn(|pattern| pattern.rotate(m, false));
        true
    }

    fn undo(&mut self, m: u8) {
        self.turn(|pattern| pattern.rotate(m, true));
    }

    fn is_goal(&self) -> bool {
        self.estimate() == 0
    }
}

impl Heuristic for State<'_> {
    /// Exact: the nearest symbol's pattern distance.
    fn estimate(&self) -> u32 {
        self.distance.into_iter().min().unwrap_or(0)
    }
}

/// A solution: the move letters and the symbol that ends up in the centre.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Letters `A`–`H`; empty when the board is already solved.
    pub moves: Vec<u8>,
    /// The centre symbol after the moves, 1–3.
    pub centre: u8,
}

/// The solver and judge problem, reading cases until `0` or the end of the input.
pub struct RotationGame<'t> {
    table: Mod3Table<'t>,
    ida: Ida,
    /// Every pattern by its distance, for the samplers; made when the first needs it.
    patterns: Option<Arc<Reachable<Pattern>>>,
}

impl<'t> RotationGame<'t> {
    /// A solver using `table`, the output of [`pattern_table`].
    ///
    /// # Panics
    /// If `table` has the wrong length.
    pub fn new(table: &'t [u8]) -> Self {
        assert_eq!(
            table.len(),
            Pattern::CENTRE.space().div_ceil(4),
            "not a rotation-game pattern table"
        );
        Self {
            table: Mod3Table::new(table),
            ida: Ida::new(),
            patterns: None,
        }
    }

    /// The first in dictionary order of the shortest solutions of `board`, which must hold eight
    /// of each symbol 1–3.
    ///
    /// # Complexity
    /// O(length × 8) table lookups: the estimate is exact.
    pub fn solve(&mut self, board: &Board) -> Answer {
        let patterns = [1, 2, 3].map(|symbol| Pattern::of(board, symbol));
        let distance = patterns.map(|p| {
            self.table
                .distance(&p)
                .expect("the pattern table reaches every pattern")
        });
        let mut state = State {
            patterns,
            distance,
            table: self.table,
        };
        let path = self
            .ida
            .solve(&mut state, u32::MAX)
            .expect("every board is solvable");
        let moves: Vec<u8> = path.iter().map(|&m| b'A' + m).collect();
        let centre = centre_after(board, &moves).expect("a solution fills the centre");
        Answer { moves, centre }
    }
}

fn symbol(token: Token) -> Result<u8, String> {
    match token.integer() {
        Some(symbol @ 1..=3) => Ok(symbol as u8),
        Some(_) => Err(format!(
            "{token} is not a symbol: blocks are marked 1, 2 or 3"
        )),
        None => Err(format!("{token} is not an integer")),
    }
}

/// The symbol that fills the centre after `letters` on `board`, if one does.
fn centre_after(board: &Board, letters: &[u8]) -> Option<u8> {
    let mut patterns = [1, 2, 3].map(|symbol| Pattern::of(board, symbol));
    for pattern in &mut patterns {
        letters
            .iter()
            .for_each(|&letter| pattern.rotate(letter - b'A', false));
    }
    patterns
        .iter()
        .position(Pattern::is_goal)
        .map(|i| i as u8 + 1)
}

/// A uniformly random board.
fn random_board(rng: &mut Rng) -> Board {
    let mut board = std::array::from_fn(|cell| 1 + cell as u8 / 8);
    rng.shuffle(&mut board);
    board
}

/// Every way, up to naming the symbols, to split the board among three patterns that all lie
/// 13 or more moves from the centre: the boards of depth 13, the deepest.
pub fn deepest_boards(patterns: &Reachable<Pattern>) -> Vec<[Pattern; 3]> {
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

impl Problem for RotationGame<'_> {
    const NAME: &'static str = "rotation-game";
    const CASE: &'static str = "case";
    const MAX_DEPTH: u32 = 13;
    type Case = Board;
    type Answer = Answer;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        let Some(first) = input.word() else {
            return Ok(None);
        };
        if first.integer() == Some(0) {
            return Ok(None);
        }
        let mut board = [0; 24];
        board[0] = symbol(first)?;
        for (read, cell) in board.iter_mut().enumerate().skip(1) {
            let token = input
                .word()
                .ok_or_else(|| format!("the input ends after {read} of the 24 cells"))?;
            *cell = symbol(token)?;
        }
        for s in 1..=3 {
            let count = board.iter().filter(|&&c| c == s).count();
            if count != 8 {
                return Err(format!(
                    "{count} blocks are marked {s}: a board has eight of each"
                ));
            }
        }
        Ok(Some(board))
    }

    fn solve(&mut self, board: &Board) -> Answer {
        RotationGame::solve(self, board)
    }

    fn write<W: Write>(&mut self, answer: &Answer, out: &mut W) -> io::Result<()> {
        if answer.moves.is_empty() {
            out.write_all(b"No moves needed")?;
        } else {
            out.write_all(&answer.moves)?;
        }
        writeln!(out, "\n{}", answer.centre)
    }

    /// The answer is exact: the first shortest solution and its centre symbol.
    fn check(&mut self, board: &Board, output: &mut Lines, _: bool) -> Result<(), Verdict> {
        let moves = output.next()?;
        let letters = match moves.text.as_bytes() {
            b"No moves needed" => &[][..],
            letters if !letters.is_empty() && letters.iter().all(|l| (b'A'..=b'H').contains(l)) => {
                letters
            }
            _ => return Err(moves.malformed("is neither letters A to H nor `No moves needed`")),
        };
        let centre = output.next()?;
        let centre = match centre.text.as_bytes() {
            &[digit @ b'1'..=b'3'] => digit - b'0',
            _ => return Err(centre.malformed("is not a symbol 1, 2 or 3")),
        };
        let truth = self.solve(board);
        let best = truth.moves.len();
        if letters != truth.moves {
            let first = String::from_utf8_lossy(&truth.moves);
            return Err(Verdict::Wrong(match centre_after(board, letters) {
                None => format!("{moves} leaves the centre unfilled"),
                Some(_) if letters.len() > best => {
                    format!("{} moves, but {best} suffice", letters.len())
                }
                Some(_) => {
                    format!("{moves} is shortest, but `{first}` comes first in dictionary order")
                }
            }));
        }
        if centre != truth.centre {
            return Err(Verdict::Wrong(format!(
                "centre symbol {centre}, but the moves leave {}",
                truth.centre
            )));
        }
        Ok(())
    }

    /// Uniform boards; at a depth d below 13, a pattern d moves from the centre with the other
    /// two symbols scattered until neither is closer; at 13, one of the deepest boards.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(random_board));
        };
        if depth > 13 {
            return Err("no board needs more than 13 moves".into());
        }
        let patterns = Arc::clone(
            self.patterns
                .get_or_insert_with(|| Arc::new(Reachable::new(&[Pattern::CENTRE]))),
        );
        let name = |rng: &mut Rng, parts: [Pattern; 3]| {
            let mut symbols = [1, 2, 3];
            rng.shuffle(&mut symbols);
            std::array::from_fn(|cell| {
                symbols[parts.iter().position(|p| p.0 >> cell & 1 == 1).unwrap()]
            })
        };
        if depth == 13 {
            let deepest = deepest_boards(&patterns);
            return Ok(Box::new(move |rng| {
                let parts = deepest[rng.below(deepest.len() as u64) as usize];
                name(rng, parts)
            }));
        }
        let depth = depth as usize;
        Ok(Box::new(move |rng| loop {
            let exact = patterns.at(depth);
            let first = exact[rng.below(exact.len() as u64) as usize];
            let mut rest = random_board(rng).into_iter().filter(|&s| s != 1);
            let board: Board = std::array::from_fn(|c| {
                if first.0 >> c & 1 == 1 {
                    1
                } else {
                    rest.next().unwrap()
                }
            });
            let parts = [1, 2, 3].map(|s| Pattern::of(&board, s));
            if parts
                .iter()
                .all(|p| patterns.distance[p.rank()] as usize >= depth)
            {
                return name(rng, parts);
            }
        }))
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        let cells: Vec<String> = board.iter().map(u8::to_string).collect();
        writeln!(out, "{}", cells.join(" "))
    }

    fn write_footer<W: Write>(&self, out: &mut W) -> io::Result<()> {
        writeln!(out, "0")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static TABLE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/rotation-game.mod3"));

    #[test]
    fn the_embedded_table_is_the_pattern_bfs() {
        assert!(TABLE == pattern_table(), "build.rs wrote a different table");
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
            assert_eq!(MOVES[m][..], cells[..], "move {}", (b'A' + m as u8) as char);
            // new[L_i] = old[L_{i+1}], new[L_6] = old[L_0]: the block on L_{i+1} moves to L_i.
            for i in 0..7 {
                let mut block = Pattern(1 << cells[(i + 1) % 7]);
                block.apply(m as u8);
                assert_eq!(block, Pattern(1 << cells[i]));
                block.undo(m as u8);
                assert_eq!(block, Pattern(1 << cells[(i + 1) % 7]));
            }
            let others = Pattern(!cells.iter().fold(0, |mask, &c| mask | 1 << c) & 0xFF_FFFF);
            let mut moved = others;
            moved.apply(m as u8);
            assert_eq!(moved, others, "the other cells stay");
        }
    }
}
