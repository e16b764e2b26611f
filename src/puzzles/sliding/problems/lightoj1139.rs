//! LightOJ 1139 "8 Puzzle" (<http://lightoj.com/volume_showproblem.php?problem=1139>): the fewest moves, or
//! `impossible`.
//!
//! The statement: the first line is T (T ≤ 1000); each case is a blank line, then the board in
//! three lines of three integers, `0` the blank, a valid board. The goal is
//!
//! ```text
//!  1 2 3
//!  4 5 6
//!  7 8 0
//! ```
//!
//! For each case, one line: `Case k: n`, k the case number from 1 and n the fewest moves, or
//! `Case k: impossible` where the goal cannot be reached. The judge compares outputs exactly.

use crate::judge::{
    agreeing, canonical_integer, moves, Announced, Checkable, Input, Lines, Packageable, Problem,
    Sampler, Statement, Step, Verdict,
};
use crate::puzzles::sliding::board::{Board, Shape};
use crate::puzzles::sliding::eight::{EightRoutes, Layers};
use crate::puzzles::sliding::judge::case_line;
use crate::puzzles::sliding::judge::{draw, random_board, Answer, Style};
use std::io::{self, Write};

/// The judge problem.
#[derive(Debug)]
pub struct LightOj1139<'t> {
    routes: EightRoutes<'t>,
    announced: Announced,
    /// Every board that reaches the goal, by its distance, for the samplers.
    layers: Layers,
}

impl<'t> LightOj1139<'t> {
    /// The problem, answered from `first_moves`, [`EightRoutes`].
    pub fn new(first_moves: &'t [u8]) -> Self {
        Self {
            routes: EightRoutes::new(first_moves),
            announced: Announced::default(),
            layers: Layers::default(),
        }
    }
}

impl Problem for LightOj1139<'_> {
    const CASE: &'static str = "case";

    type Case = Board;

    /// The fewest moves; `None` where the goal cannot be reached.
    type Answer = Option<usize>;

    fn new_input(&mut self) {
        self.announced = Announced::default();
    }

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        self.announced.next(input, "case count", |input| {
            Board::read_promised(input, Shape::EIGHT, false, "board")
        })
    }

    fn solve(&mut self, board: &Board) -> Result<Option<usize>, String> {
        Ok(self.routes.distance(board))
    }

    fn steps(&mut self, board: &Board, answer: &Option<usize>) -> Option<Vec<Step<Board>>> {
        answer.as_ref()?;
        let mut moves = Vec::new();
        self.routes.solve(board, &mut moves);
        Answer::of(&moves).path(board)
    }

    fn draw(&self, board: &Board, _: bool) -> String {
        draw(board)
    }

    fn write<W: Write>(
        &mut self,
        number: usize,
        moves: &Option<usize>,
        out: &mut W,
    ) -> io::Result<()> {
        match moves {
            Some(moves) => writeln!(out, "Case {number}: {moves}"),
            None => writeln!(out, "Case {number}: impossible"),
        }
    }

    /// A blank line, then the board in three rows.
    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        writeln!(out)?;
        board.write_as(out, Style::Rows, "0")
    }

    fn write_header<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        writeln!(out, "{count}")
    }
}

impl Checkable for LightOj1139<'_> {
    /// The exact line: the case number, then the fewest moves or `impossible`.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        let line = output.next()?;
        let said = case_line(&line, output.case(), "n")?;
        let truth = self.routes.distance(board);
        let given = match said {
            "impossible" => None,
            said => match canonical_integer(said) {
                Some(moves) if moves >= 0 => Some(moves as usize),
                _ => return Err(line.malformed("is not `Case k: n` nor `Case k: impossible`")),
            },
        };
        match (given, truth) {
            _ if given == truth => Ok(()),
            (None, Some(best)) => Err(Verdict::Wrong(format!(
                "`impossible`, but {} {} the goal",
                moves(best),
                agreeing(best, "reaches", "reach")
            ))),
            (Some(_), None) => Err(Verdict::Wrong("the goal cannot be reached".into())),
            (Some(moves), Some(best)) => Err(Verdict::Wrong(format!(
                "{moves}, but the fewest moves are {best}"
            ))),
            (None, None) => unreachable!("equal answers are right"),
        }
    }

    /// The two hardest boards need 31 moves.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(31)
    }

    /// Uniform boards, half of them impossible; at a depth, uniform among those that far from
    /// the goal.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        self.layers
            .sampler(Board::goal(Shape::EIGHT), depth, "case", random_board)
    }
}

impl Packageable for LightOj1139<'_> {
    fn statement(&self, _: bool) -> Statement {
        super::statements::lightoj1139()
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator(
            "rows",
            &[("SIDE", "3".into()), ("EMPTY_LINE", "true".into())],
        ))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::solution(
            "lightoj1139",
            &Board::goal(Shape::EIGHT),
        ))
    }
}
