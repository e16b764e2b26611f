//! UVa 10181 "15-Puzzle Problem" (<https://onlinejudge.org/external/101/10181.pdf>): a solution
//! of at most 50 moves, any one (a special judge).
//!
//! The statement: the first line is N; then N boards, four lines of four integers each, `0`
//! the blank. The goal is
//!
//! ```text
//!   1  2  3  4
//!   5  6  7  8
//!   9 10 11 12
//!  13 14 15  0
//! ```
//!
//! For each board, one line: the moves, `L`, `R`, `U`, `D` for where the blank goes, or `This
//! puzzle is not solvable.` where the goal cannot be reached. "The input 15-puzzles requires at
//! most 45 steps to be solved with our judge solution", and a solution may have at most 50.
//!
//! Not every solvable board has a solution that short: half of all boards are solvable, and
//! most of those need more than 50 moves (52.6 on average). The statement promises none come;
//! where one does, no output is right by the judge's rule, and this program prints the
//! sentence: the puzzle is not solvable within the rules. The checker holds to the same: it
//! accepts the sentence exactly where no solution of at most 50 moves exists. Our answers are
//! the first shortest solutions in letter order (`D` < `L` < `R` < `U`).

use crate::judge::{Announced, Input, Lines, Problem, Sampler, Verdict};
use crate::puzzles::sliding::board::{Board, Shape};
use crate::puzzles::sliding::judge::{random_board, Answer, Style};
use crate::puzzles::sliding::solver::Solver;
use crate::search::{Puzzle, Stats};
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// The most moves a solution may have.
pub const MOST_MOVES: u32 = 50;

/// The move letters, by move number (`d`, `l`, `r`, `u`).
pub const LETTERS: &[u8; 4] = b"DLRU";

/// What the judge prints for a puzzle without a solution of at most [`MOST_MOVES`].
pub const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

/// The judge problem: the 4×4 solver, its pattern databases shared by its forks.
#[derive(Debug)]
pub struct Uva10181 {
    solver: Solver,
    announced: Announced,
}

impl Default for Uva10181 {
    fn default() -> Self {
        Self {
            solver: Solver::new(Board::goal(Shape::FIFTEEN)),
            announced: Announced::default(),
        }
    }
}

impl Uva10181 {
    /// The first shortest solution of at most [`MOST_MOVES`], as move numbers; `None` if there
    /// is none, and also if `stop` is set first (the outer `None`).
    fn solve_within(&mut self, board: &Board, stop: &AtomicBool) -> Option<Option<Vec<u8>>> {
        let solved = self.solver.solve_within(board, MOST_MOVES, stop)?;
        let (path, _): (_, Stats) = solved;
        Some(path)
    }
}

impl Problem for Uva10181 {
    const CASE: &'static str = "puzzle";
    const SPECIAL: bool = true;
    type Case = Board;
    /// The moves; `None` for the sentence.
    type Answer = Option<Vec<u8>>;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        self.announced.next(input, "count of puzzles", |input| {
            Board::read_promised(input, Shape::FIFTEEN, false, "puzzle")
        })
    }

    fn solve(&mut self, board: &Board) -> Option<Vec<u8>> {
        let go_on = AtomicBool::new(false);
        self.solve_within(board, &go_on)
            .expect("a search nobody stops ends with its answer")
    }

    fn solve_or_stop(&mut self, board: &Board, stop: &AtomicBool) -> Option<Option<Vec<u8>>> {
        self.solve_within(board, stop)
    }

    fn fork(&self) -> Option<Self> {
        Some(Self {
            solver: self.solver.fork(),
            announced: Announced::default(),
        })
    }

    fn path(&mut self, board: &Board) -> Vec<(Board, u32)> {
        let moves = self.solve(board).unwrap_or_default();
        Answer::of(&moves).path(board)
    }

    fn write<W: Write>(
        &mut self,
        _: usize,
        moves: &Option<Vec<u8>>,
        out: &mut W,
    ) -> io::Result<()> {
        match moves {
            Some(moves) => {
                let letters: Vec<u8> = moves.iter().map(|&m| LETTERS[usize::from(m)]).collect();
                out.write_all(&letters)?;
                out.write_all(b"\n")
            }
            None => writeln!(out, "{NOT_SOLVABLE}"),
        }
    }

    /// The special judge: the sentence exactly where no solution of at most 50 moves exists,
    /// otherwise any such solution (with `optimal`, a shortest one). Only what the verdict needs
    /// is worked out: parity, the moves replayed, and a search only to tell whether a short
    /// solution exists, or with `optimal` how short.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        let line = output.next_line();
        let text = line.map_or("", |line| line.text);
        if text == NOT_SOLVABLE {
            if !board.is_solvable() {
                return Ok(());
            }
            return match self.solve(board) {
                None => Ok(()),
                Some(moves) => Err(Verdict::Wrong(format!(
                    "`{NOT_SOLVABLE}`, but {} moves solve it",
                    moves.len()
                ))),
            };
        }
        if !board.is_solvable() {
            return Err(match line {
                Some(_) => Verdict::Wrong("the puzzle is not solvable".into()),
                None => output.ended(),
            });
        }
        // An output that has ended is the empty line of a solved board.
        let end = match line {
            Some(line) => {
                let what = "is neither letters L, R, U, D nor the sentence";
                board.replay(&line, LETTERS, what)?
            }
            None if board.is_goal() => *board,
            None => return Err(output.ended()),
        };
        let moves = text.len();
        if moves > MOST_MOVES as usize {
            return Err(Verdict::Wrong(format!(
                "{moves} moves, more than the {MOST_MOVES} allowed"
            )));
        }
        if !end.is_goal() {
            return Err(Verdict::Wrong("the moves end away from the goal".into()));
        }
        if output.only_shortest() {
            let best = self.solve(board).map_or(0, |moves| moves.len());
            if moves > best {
                return Err(Verdict::Wrong(format!("{moves} moves, but {best} suffice")));
            }
        }
        Ok(())
    }

    /// The most moves a solution may have: boards that need more are not solvable here.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(MOST_MOVES)
    }

    /// Boards of every depth from 0 to 50, then uniform cases: half of them unsolvable boards,
    /// half boards of a uniform depth up to 50, what the statement promises.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        Ok((0..=MOST_MOVES).map(Some).chain([None]).collect())
    }

    /// At a depth, boards whose shortest solution is that long ([`Solver::made_at`]);
    /// uniform cases as [`Uva10181::levels`] says.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        if let Some(depth) = depth.filter(|&d| d <= MOST_MOVES) {
            return Ok(self.solver.made_at(depth));
        }
        if let Some(depth) = depth {
            return Err(format!(
                "puzzles of {depth} moves are not solvable within the {MOST_MOVES} allowed"
            ));
        }
        let mut deep: Vec<Sampler<Board>> =
            (0..=MOST_MOVES).map(|d| self.solver.made_at(d)).collect();
        let goal = Board::goal(Shape::FIFTEEN);
        Ok(Box::new(move |rng| match rng.below(2) {
            0 => loop {
                let board = random_board(&goal, rng);
                if !board.is_solvable() {
                    break board;
                }
            },
            _ => {
                let depth = rng.below(u64::from(MOST_MOVES) + 1) as usize;
                deep[depth](rng)
            }
        }))
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.write_as(out, Style::Rows, "0")
    }

    fn write_header<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        writeln!(out, "{count}")
    }
}
