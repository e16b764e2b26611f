//! Sliding-tile boards in judge format, for every size: reading, printing and checking boards
//! and answers, and what `--stats` says of a solved one.
//!
//! A board is its tiles row by row, `x` (or `X`, or `0`) for the blank: as single characters
//! with optional whitespace on 3×3 (`234 15x 768`), as whitespace-separated words on other
//! sizes. An answer is `unsolvable`, or the move letters of a solution, an empty line for a
//! solved board.

use super::board::{Board, Shape, LETTERS};
use crate::cpu::Clock;
use crate::judge::{
    canonical_integer, no_longer, Input, Line, Lines, Outcome, Step, Token, Took, Verdict,
};
use crate::rng::Rng;
use crate::search::ida::Iteration;
use crate::search::{Puzzle, Stats};
use std::io::{self, Write};
use std::time::Duration;

/// How a judge writes a board's tiles, row by row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// On one line, separated by spaces: `1 2 3 4 5 6 7 8 x`.
    Words,
    /// On one line, nothing between them: `12345678X`.
    Glued,
    /// A line a row, separated by spaces.
    Rows,
}

/// The answer to one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Unsolvable,
    /// The move letters; empty for a solved board.
    Moves(Vec<u8>),
}

/// A solved puzzle and what solving it took, which `--stats` reports when the answer is printed.
#[derive(Clone, Debug)]
pub struct Solved {
    pub answer: Answer,
    pub nodes: Stats,
    /// The CPU time of the search.
    pub time: Duration,
    /// The iterations of the IDA* that answered, if one did.
    pub iterations: Vec<Iteration>,
}

impl Solved {
    /// Solves with `solve`, timing it if `timed` (for `--stats`): otherwise the time is zero,
    /// as reading the clock twice would take a tenth of a 3×3 table walk's time.
    pub fn of(timed: bool, solve: impl FnOnce() -> (Answer, Stats)) -> Self {
        let clock = timed.then(Clock::start);
        let (answer, nodes) = solve();
        Self {
            answer,
            nodes,
            time: clock.map_or(Duration::ZERO, |clock| clock.read()),
            iterations: Vec::new(),
        }
    }

    /// What `--stats` says of it, solved by the search named `by`.
    pub fn took(&self, by: &'static str) -> Took<'_> {
        Took {
            by: Some(by),
            outcome: match &self.answer {
                Answer::Moves(moves) => Outcome::Moves(moves.len()),
                Answer::Unsolvable => Outcome::Without {
                    line: "unsolvable by parity",
                    total: "unsolvable",
                },
            },
            searches: None,
            nodes: self.nodes,
            held: true,
            bounds: &self.iterations,
            cpu: self.time,
        }
    }
}

/// The number `token` writes, if it is a tile or the blank of a board of `n` cells: `0`, or
/// digits without a leading zero for a number below `n`.
pub fn tile_number(token: &Token, n: usize) -> Option<usize> {
    let number = match token.text {
        b"0" => Some(0),
        [b'1'..=b'9', rest @ ..] if rest.iter().all(u8::is_ascii_digit) => token.integer(),
        _ => None,
    };
    number.filter(|&t| t < n as i64).map(|t| t as usize)
}

impl Board {
    /// [`Board::read`] where the input promises another board: its end is an error, naming the
    /// board `what`.
    pub fn read_promised(
        input: &mut Input,
        shape: Shape,
        glued: bool,
        what: &str,
    ) -> Result<Board, String> {
        Board::read(input, shape, glued)?.ok_or_else(|| format!("the input ends before the {what}"))
    }

    /// Reads the next board of `shape`: its tiles as single characters (`glued`, whitespace
    /// between them optional) or as whitespace-separated words. A tile is its number, or `x`,
    /// `X` or `0` for the blank. `None` where the input ends before the board.
    pub fn read(input: &mut Input, shape: Shape, glued: bool) -> Result<Option<Board>, String> {
        let n = shape.cells();
        let mut cells = [0; super::board::MAX_CELLS];
        let mut seen = 0u32;
        for (read, cell) in cells[..n].iter_mut().enumerate() {
            let token = if glued { input.glyph() } else { input.word() };
            let Some(token) = token else {
                return match read {
                    0 => Ok(None),
                    _ => Err(format!("the input ends after {read} of the {n} tiles")),
                };
            };
            let tile = match token.text {
                b"x" | b"X" => 0,
                _ => tile_number(&token, n).unwrap_or(n),
            };
            if tile == n {
                return Err(format!(
                    "{token} is not a tile: tiles are 1 to {}, and x, X or 0 is the blank",
                    n - 1
                ));
            }
            if seen & 1 << tile != 0 {
                return Err(match tile {
                    0 => format!("{token} is a second blank"),
                    _ => format!("{token} repeats tile {tile}"),
                });
            }
            seen |= 1 << tile;
            *cell = tile as u8;
        }
        Ok(Some(Board::new(shape, &cells[..n])))
    }

    /// The goal board that `text` writes, as a board of `shape` is read (see [`Board::read`]).
    pub fn parse_goal(text: &str, shape: Shape, glued: bool) -> Result<Board, String> {
        let mut input = Input::new(text.as_bytes());
        match (Board::read(&mut input, shape, glued)?, input.word()) {
            (Some(goal), None) => Ok(goal),
            (None, _) => Err(format!("a {shape} board, as the input writes one")),
            (Some(_), Some(token)) => Err(format!(
                "{token} is more than the {} tiles of a {shape} board",
                shape.cells()
            )),
        }
    }

    /// Prints the board in the judge's input format: tiles and `x`, separated by spaces.
    pub fn write<Out: Write>(&self, out: &mut Out) -> io::Result<()> {
        self.write_as(out, Style::Words, "x")
    }

    /// Prints the board as `style` says, `blank` for the blank.
    pub fn write_as<Out: Write>(&self, out: &mut Out, style: Style, blank: &str) -> io::Result<()> {
        let width = self.shape().width();
        let mut text = String::new();
        for (cell, &tile) in self.cells().iter().enumerate() {
            if cell > 0 {
                text += match (style, cell % width) {
                    (Style::Glued, _) => "",
                    (Style::Rows, 0) => "\n",
                    _ => " ",
                };
            }
            match tile {
                0 => text += blank,
                tile => text += &tile.to_string(),
            }
        }
        writeln!(out, "{text}")
    }

    /// The board at the end of the moves `text`, written with `letters` for `d`, `l`, `r`,
    /// `u` (the directions the blank travels): a malformed verdict on a byte that is no move
    /// letter (`what` says what the line should be instead), a wrong one on a move that takes
    /// the blank off the board.
    pub fn replay(&self, line: &Line, letters: &[u8; 4], what: &str) -> Result<Board, Verdict> {
        let mut at = *self;
        for (i, letter) in line.text.bytes().enumerate() {
            let Some(m) = letters.iter().position(|&l| l == letter) else {
                return Err(line.malformed(what));
            };
            if !at.apply(m as u8) {
                let letter = letter as char;
                return Err(Verdict::Wrong(format!(
                    "move {} `{letter}` takes the blank off the board",
                    i + 1
                )));
            }
        }
        Ok(at)
    }

    /// The special judge: `unsolvable` exactly when the board is, otherwise any move string
    /// that ends at the goal; with `optimal`, only one of `shortest()` moves, which is asked for
    /// only then. The last answer, if it is the empty line of a solved board, may be missing
    /// where the judge allows that ([`Lines::answer_line`]).
    pub fn check(
        &self,
        output: &mut Lines,
        shortest: impl FnOnce() -> Result<usize, String>,
    ) -> Result<(), Verdict> {
        let line = output.answer_line(self.is_goal())?;
        // A line of neither form is malformed whatever the board, before it is judged.
        let what = "is neither letters d, l, r, u nor `unsolvable`";
        if line.text != "unsolvable" && !line.text.bytes().all(|b| LETTERS.contains(&b)) {
            return Err(line.malformed(what));
        }
        match (line.text, self.is_solvable()) {
            ("unsolvable", false) => return Ok(()),
            ("unsolvable", true) => {
                return Err(Verdict::Wrong(
                    "`unsolvable`, but the puzzle can be solved".into(),
                ))
            }
            (_, false) => return Err(Verdict::Wrong("the puzzle is unsolvable".into())),
            _ => {}
        }
        if !self.replay(&line, LETTERS, what)?.is_goal() {
            return Err(Verdict::Wrong("the moves end away from the goal".into()));
        }
        let moves = line.text.len();
        if output.only_shortest() {
            let best = shortest().map_err(Verdict::Fail)?;
            no_longer(moves, best)?;
        }
        Ok(())
    }
}

/// A uniformly random board of `shape`.
pub fn shuffled(shape: Shape, rng: &mut Rng) -> Board {
    let mut cells: Vec<u8> = (0..shape.cells() as u8).collect();
    rng.shuffle(&mut cells);
    Board::new(shape, &cells)
}

/// A uniformly random board of `goal`'s shape, renamed [`Board::toward`] it: one that reaches
/// it or not, half and half.
pub fn random_board(goal: &Board, rng: &mut Rng) -> Board {
    shuffled(goal.shape(), rng).toward(goal)
}

/// A uniformly random board of those that reach `goal`, renamed toward it.
pub fn solvable_board(goal: &Board, rng: &mut Rng) -> Board {
    loop {
        let board = random_board(goal, rng);
        if board.is_solvable() {
            return board;
        }
    }
}

/// A board drawn for a person, as `--show` shows it: a row a line, tiles right-aligned, `.`
/// for the blank.
pub fn draw(board: &Board) -> String {
    let tiles: Vec<u32> = board.cells().iter().map(|&t| u32::from(t)).collect();
    grid(&tiles, board.shape().width())
}

/// Tiles `width` to a row drawn as [`draw`] draws a board, 0 the blank.
pub fn grid(tiles: &[u32], width: usize) -> String {
    let most = tiles.iter().max().map_or(1, |t| t.to_string().len());
    let rows = tiles.chunks(width.max(1)).map(|row| {
        let cells: Vec<String> = row
            .iter()
            .map(|&t| match t {
                0 => format!("{:>most$}", "."),
                t => format!("{t:>most$}"),
            })
            .collect();
        cells.join(" ") + "\n"
    });
    rows.collect()
}

impl Answer {
    /// The moves of this answer from `board`, each with the board it leaves ([`Checkable::path`](crate::judge::Checkable::path));
    /// `None` for `unsolvable`.
    pub fn path(&self, board: &Board) -> Option<Vec<Step<Board>>> {
        let Answer::Moves(letters) = self else {
            return None;
        };
        let mut at = *board;
        let steps = letters.iter().map(|&letter| {
            let m = LETTERS
                .iter()
                .position(|&l| l == letter)
                .expect("a move letter");
            at.apply(m as u8);
            Step {
                name: char::from(letter).to_string(),
                case: at,
            }
        });
        Some(steps.collect())
    }

    /// The answer for `path`, moves by number.
    pub fn of(path: &[u8]) -> Self {
        Answer::Moves(path.iter().map(|&m| LETTERS[m as usize]).collect())
    }

    /// Prints the answer: `unsolvable`, or the letters.
    pub fn write<Out: Write>(&self, out: &mut Out) -> io::Result<()> {
        match self {
            Answer::Unsolvable => out.write_all(b"unsolvable\n"),
            Answer::Moves(letters) => {
                out.write_all(letters)?;
                out.write_all(b"\n")
            }
        }
    }
}

/// The rest of `line` after `Case x: `, where x must be `number`: a malformed verdict if the
/// line does not start so (`what` names what follows), a wrong one if x is another number.
pub fn case_line<'a>(line: &Line<'a>, number: usize, what: &str) -> Result<&'a str, Verdict> {
    let parts = line
        .text
        .strip_prefix("Case ")
        .and_then(|rest| rest.split_once(": "));
    let Some((x, rest)) = parts.and_then(|(x, rest)| Some((canonical_integer(x)?, rest))) else {
        return Err(line.malformed(&format!("is not `Case x: {what}`")));
    };
    match x == number as i64 {
        true => Ok(rest),
        false => Err(Verdict::Wrong(format!(
            "`Case {x}:` in the answer to case {number}"
        ))),
    }
}
