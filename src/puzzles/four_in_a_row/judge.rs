//! Four in a row as a judge problem: boards of 16 cells until the end of the input, one line of
//! answer each, checked exactly: byte for byte but for a missing last line break
//! ([`Layout::Exact`](crate::judge::Layout::Exact)), as strictly as the stricter of its two
//! judges (Luogu forgives spaces at the ends of lines too; what CodeVS forgave is not known).
//!
//! The statements send one board of 7 black stones, 7 white and 2 empty cells; the generator
//! makes such boards, uniform or of each depth from 0 to 7, the most any needs.

use super::model::{usual_boards, Solver};
use crate::judge::{
    Checkable, Input, Lines, Packageable, Problem, Program, Sampler, Statement, Step, Verdict,
};
use crate::rng::{Deck, Rng};
use std::io::{self, Write};
use std::sync::Arc;

/// The `four-in-a-row` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "four-in-a-row",
    about: "four in a row (CodeVS 1004, Luogu P2346): per board, the fewest moves to four \
            stones of one colour in a line, the colours alternating, either first.",
    input: "boards until the end of the input, each 16 cells row by row: B (black), W \
            (white) and O (empty); whitespace carries no meaning.",
    flags: &[],
    notes: "--depth D is 0 to 7; max is 7.\n",
    examples: &[],
    most_used: &[],
};

/// The most moves a 7/7/2 board needs, as the exhaustive test finds.
const MAX_DEPTH: u32 = 7;

/// The judge problem: boards until the end of the input, each answered with the fewest moves
/// to four in a line, or -1.
#[derive(Debug, Default)]
pub struct FourInARow {
    solver: Solver,
    /// The 7/7/2 boards by the moves they need, for the samplers; found when the first needs them.
    by_depth: Option<Arc<Vec<Boards>>>,
}

/// Boards as (black, white) cell masks.
type Boards = Vec<(u16, u16)>;

impl FourInARow {
    /// The problem, with empty search tables.
    pub fn new() -> Self {
        Self::default()
    }
}

/// A uniformly random board with seven stones of each colour.
fn random_board(rng: &mut Rng) -> (u16, u16) {
    let mut cells = *b"BBBBBBBWWWWWWWOO";
    rng.shuffle(&mut cells);
    let mask = |stone| {
        (0..16)
            .filter(|&c| cells[c] == stone)
            .fold(0, |m, c| m | 1 << c)
    };
    (mask(b'B'), mask(b'W'))
}

impl Problem for FourInARow {
    const CASE: &'static str = "board";

    /// The black and white stones as cell masks.
    type Case = (u16, u16);

    type Answer = Option<usize>;

    fn read(&mut self, input: &mut Input) -> Result<Option<(u16, u16)>, String> {
        let (mut black, mut white) = (0, 0);
        for cell in 0..16 {
            let Some(token) = input.glyph() else {
                return match cell {
                    0 => Ok(None),
                    _ => Err(format!("the input ends after {cell} of the 16 cells")),
                };
            };
            match token.text {
                b"B" => black |= 1 << cell,
                b"W" => white |= 1 << cell,
                b"O" => {}
                _ => return Err(format!("{token} is not a cell: cells are B, W or O")),
            }
        }
        Ok(Some((black, white)))
    }

    fn solve(&mut self, &(black, white): &(u16, u16)) -> Result<Option<usize>, String> {
        Ok(self.solver.solve(black, white))
    }

    /// The moves of our solution; the boards after them need at most the moves left, and
    /// perhaps fewer, since either colour may move first.
    fn steps(
        &mut self,
        &(black, white): &(u16, u16),
        _: &Option<usize>,
    ) -> Option<Vec<Step<(u16, u16)>>> {
        let steps = self.solver.path(black, white)?.into_iter();
        Some(steps.map(|(name, case)| Step { name, case }).collect())
    }

    /// The board as the input writes it, a space between cells.
    fn draw(&self, &board: &(u16, u16), _: bool) -> String {
        let cells = cells(board);
        let rows = cells.chunks(4).map(|row| {
            let row: Vec<String> = row.iter().map(char::to_string).collect();
            row.join(" ") + "\n"
        });
        rows.collect()
    }

    fn write<W: Write>(&mut self, _: usize, answer: &Option<usize>, out: &mut W) -> io::Result<()> {
        match answer {
            Some(moves) => writeln!(out, "{moves}"),
            None => writeln!(out, "-1"),
        }
    }

    fn write_case<W: Write>(&self, &board: &(u16, u16), out: &mut W) -> io::Result<()> {
        let cells = cells(board);
        cells
            .chunks(4)
            .try_for_each(|row| writeln!(out, "{}", row.iter().collect::<String>()))
    }
}

impl Checkable for FourInARow {
    /// The statements' boards have seven stones of each colour and two empty cells.
    fn outside_statement(&self, &(black, white): &(u16, u16)) -> Option<String> {
        let (black, white) = (black.count_ones(), white.count_ones());
        ((black, white) != (7, 7)).then(|| {
            format!(
                "{black} black and {white} white stones, where the statement has 7 of each and 2 \
                 empty cells"
            )
        })
    }

    /// Every answer is checked exactly.
    fn optimal_matters(&self) -> bool {
        false
    }

    /// The answer is exact, and written the canonical way.
    fn check(&mut self, board: &(u16, u16), output: &mut Lines) -> Result<(), Verdict> {
        let answer = output.integer("a number of moves")?;
        let truth = self.solver.solve(board.0, board.1);
        let expected = truth.map_or(-1, |moves| moves as i64);
        match (answer == expected, truth) {
            (true, _) => Ok(()),
            (false, Some(moves)) => Err(Verdict::Wrong(format!(
                "{answer}, but the fewest moves are {moves}"
            ))),
            (false, None) => Err(Verdict::Wrong(format!(
                "{answer}, but no line of four can be made"
            ))),
        }
    }

    /// The most moves a 7/7/2 board needs, as the exhaustive test finds.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(MAX_DEPTH)
    }

    /// Uniform 7/7/2 boards, as the judges send; at a depth, the 7/7/2 boards that need that
    /// many moves (found by solving them all), dealt in a random order, none twice until every
    /// one has been: `--gen 128 --depth max` is the 128 boards of 7 moves.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<(u16, u16)>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(random_board));
        };
        let by_depth = match &self.by_depth {
            Some(by_depth) => Arc::clone(by_depth),
            None => {
                let mut by_depth = vec![Vec::new(); MAX_DEPTH as usize + 1];
                for (black, white) in usual_boards() {
                    if let Some(moves) = self.solver.solve(black, white) {
                        by_depth[moves].push((black, white));
                    }
                }
                Arc::clone(self.by_depth.insert(Arc::new(by_depth)))
            }
        };
        let boards = by_depth.get(depth as usize).cloned().unwrap_or_default();
        if boards.is_empty() {
            return Err(format!(
                "no board needs {depth} moves: the most is {}",
                MAX_DEPTH
            ));
        }
        let mut deck = Deck::new(boards.len());
        Ok(Box::new(move |rng| boards[deck.deal(rng)]))
    }
}

impl Packageable for FourInARow {
    fn statement(&self, _: bool) -> Statement {
        super::statement::statement()
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(include_str!("validator.cpp").into())
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(include_str!("solve.cpp").into())
    }
}

/// The cells of a board, `B`, `W` or `O`, row by row.
fn cells((black, white): (u16, u16)) -> [char; 16] {
    std::array::from_fn(|c| match (black >> c & 1, white >> c & 1) {
        (1, _) => 'B',
        (_, 1) => 'W',
        _ => 'O',
    })
}
