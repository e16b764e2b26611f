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
//! most of those need more than 50 moves (52.6 on average). The statement promises none needs
//! more than 45 ([`PROMISED`]); a board that does is bad input, said as such
//! (`puzzle 2: needs 63 moves; the statement promises at most 45`), by the judge program and by
//! the checker alike, and the generator draws none. Our answers are the first shortest
//! solutions in letter order (`D` < `L` < `R` < `U`).
//!
//! The generator's range beside the statement's: boards of every depth from 0 to 45 (and
//! uniform cases: half unsolvable boards, half boards of a uniform depth from 0 to 45).

use crate::judge::{
    agreeing, moves as moves_of, no_longer, Announced, Checkable, Input, Lines, Packageable,
    Problem, Sampler, Statement, Step, Verdict,
};
use crate::puzzles::sliding::board::{Board, Shape};
use crate::puzzles::sliding::judge::{draw, random_board, Answer, Style};
use crate::puzzles::sliding::solver::{Size, Solver};
use crate::search::Puzzle;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// The most moves a solution may have.
pub const MOST_MOVES: u32 = 50;

/// The most moves a board of the input needs, as the statement promises.
pub const PROMISED: u32 = 45;

/// The move letters, by move number (`d`, `l`, `r`, `u`).
pub const LETTERS: &[u8; 4] = b"DLRU";

/// Nodes a plain search (Manhattan distance) may expand on one board, and on all boards
/// together, before the 4×4 databases are built, where the cache has none: boards within the
/// promise take 33 ms at the median and 0.35 s at the most so (20 boards of 40 and 45 moves,
/// measured), where building the databases takes 8 seconds.
const PLAIN_A_BOARD: u64 = 10_000_000;
const PLAIN_IN_ALL: u64 = 60_000_000;

/// What the judge prints for a puzzle that cannot reach the goal.
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
            solver: Solver::with_plain_search(
                Board::goal(Shape::FIFTEEN),
                Size::AsCached,
                PLAIN_A_BOARD,
                PLAIN_IN_ALL,
            ),
            announced: Announced::default(),
        }
    }
}

impl Problem for Uva10181 {
    const CASE: &'static str = "puzzle";

    type Case = Board;

    /// The moves; `None` for the sentence.
    type Answer = Option<Vec<u8>>;

    fn new_input(&mut self) {
        self.announced = Announced::default();
    }

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        self.announced.next(input, "count of puzzles", |input| {
            Board::read_promised(input, Shape::FIFTEEN, false, "puzzle")
        })
    }

    fn solve(&mut self, board: &Board) -> Result<Option<Vec<u8>>, String> {
        let solved = self.solve_or_stop(board, &AtomicBool::new(false))?;
        Ok(solved.expect("a search nobody stops ends with its answer"))
    }

    /// The first shortest solution, as move numbers; `None` for a board that cannot reach the
    /// goal. A board that needs more than [`PROMISED`] moves is bad input: the error says how
    /// many it needs.
    fn solve_or_stop(
        &mut self,
        board: &Board,
        stop: &AtomicBool,
    ) -> Result<Option<Option<Vec<u8>>>, String> {
        if !board.is_solvable() {
            return Ok(Some(None));
        }
        let Some((path, _)) = self.solver.solve_within(board, PROMISED, stop)? else {
            return Ok(None);
        };
        if path.is_some() {
            return Ok(Some(path));
        }
        let Some((Some(path), _)) = self.solver.solve_within(board, u32::MAX, stop)? else {
            return Ok(None);
        };
        Err(format!(
            "needs {} moves; the statement promises at most {PROMISED}",
            path.len()
        ))
    }

    fn fork(&self) -> Option<Self> {
        Some(Self {
            solver: self.solver.fork(),
            announced: Announced::default(),
        })
    }

    fn steps(&mut self, board: &Board, moves: &Option<Vec<u8>>) -> Option<Vec<Step<Board>>> {
        let mut steps = Answer::of(moves.as_ref()?).path(board)?;
        for step in &mut steps {
            step.name.make_ascii_uppercase();
        }
        Some(steps)
    }

    fn draw(&self, board: &Board, _: bool) -> String {
        draw(board)
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

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.write_as(out, Style::Rows, "0")
    }

    fn write_header<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        writeln!(out, "{count}")
    }
}

impl Checkable for Uva10181 {
    const SPECIAL: bool = true;

    /// The special judge: the sentence exactly where the goal cannot be reached, otherwise any
    /// solution of at most 50 moves (with `optimal`, a shortest one). Only what the verdict
    /// needs is worked out: parity and the moves replayed, and a search only to tell how short
    /// (with `optimal`, or where the sentence is given for a solvable board). A board that needs
    /// more than [`PROMISED`] moves cannot be judged: it is bad input, found where a search is
    /// made.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        let line = output.answer_line(board.is_goal())?;
        let text = line.text;
        if text == NOT_SOLVABLE {
            if !board.is_solvable() {
                return Ok(());
            }
            // A search tells a wrong answer from a board the statement promises away.
            let moves = self
                .solve(board)
                .map_err(Verdict::Fail)?
                .unwrap_or_default();
            let n = moves.len();
            return Err(Verdict::Wrong(format!(
                "`{NOT_SOLVABLE}`, but {} {} it",
                moves_of(n),
                agreeing(n, "solves", "solve")
            )));
        }
        if !board.is_solvable() {
            return Err(Verdict::Wrong("the puzzle is not solvable".into()));
        }
        let what = "is neither letters L, R, U, D nor the sentence";
        let end = board.replay(&line, LETTERS, what)?;
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
            let best = self.solve(board).map_err(Verdict::Fail)?;
            let best = best.map_or(0, |moves| moves.len());
            no_longer(moves, best)?;
        }
        Ok(())
    }

    /// The most moves a board needs, as the statement promises.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(PROMISED)
    }

    /// Boards of every depth from 0 to 45, then uniform cases: half of them unsolvable boards,
    /// half boards of a uniform depth up to 45, what the statement promises.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        Ok((0..=PROMISED).map(Some).chain([None]).collect())
    }

    /// At a depth, boards whose shortest solution is that long ([`Solver::made_at`]);
    /// uniform cases as [`Uva10181::levels`] says.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        if let Some(depth) = depth.filter(|&d| d <= PROMISED) {
            return self.solver.made_at(depth);
        }
        if let Some(depth) = depth {
            return Err(format!(
                "no puzzle needs {depth} moves: the statement promises at most {PROMISED}"
            ));
        }
        let mut deep: Vec<Sampler<Board>> = (0..=PROMISED)
            .map(|d| self.solver.made_at(d))
            .collect::<Result<_, _>>()?;
        let goal = Board::goal(Shape::FIFTEEN);
        Ok(Box::new(move |rng| match rng.below(2) {
            0 => loop {
                let board = random_board(&goal, rng);
                if !board.is_solvable() {
                    break board;
                }
            },
            _ => {
                let depth = rng.below(u64::from(PROMISED) + 1) as usize;
                deep[depth](rng)
            }
        }))
    }
}

impl Packageable for Uva10181 {
    fn statement(&self, only_shortest: bool) -> Statement {
        super::statements::uva10181(only_shortest, PROMISED)
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator(
            "rows",
            &[("SIDE", "4".into()), ("EMPTY_LINE", "false".into())],
        ))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::uva10181_solution())
    }

    fn cpp_judge(&self, only_shortest: bool) -> Option<String> {
        let rules = super::checker::Rules {
            letters: LETTERS,
            unsolvable: NOT_SOLVABLE,
            counted: true,
            most: MOST_MOVES,
        };
        Some(super::checker::cpp(
            &Board::goal(Shape::new(4, 4).expect("4 × 4")),
            &rules,
            only_shortest,
        ))
    }
}
