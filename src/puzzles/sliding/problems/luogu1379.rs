//! Luogu P1379 "八数码难题" (<https://www.luogu.com.cn/problem/P1379>): the fewest moves to a
//! goal with the blank in the middle.
//!
//! The statement: the input is one line of nine digits, the board row by row, `0` the blank;
//! the goal is `123804765`,
//!
//! ```text
//!  1 2 3
//!  8 0 4
//!  7 6 5
//! ```
//!
//! and the test data promises that it can be reached. The output is one line: the fewest
//! moves. The judge compares outputs but for spaces at the ends of lines and line breaks at the
//! end ([`Layout::LineEndSpaces`], as on all of Luogu).
//!
//! An input is one board ([`Checkable::SINGLE`]): anything after it is bad input, as is a board
//! that cannot reach the goal. `x` and `X` are read as the blank too, and whitespace between
//! the digits, as on POJ 1077.

use crate::judge::{
    Checkable, Input, Layout, Lines, Packageable, Problem, Sampler, Statement, Step, Verdict,
};
use crate::puzzles::sliding::board::{Board, Shape};
use crate::puzzles::sliding::eight::{EightRoutes, Layers};
use crate::puzzles::sliding::judge::{draw, solvable_board, Answer, Style};
use std::io::{self, Write};

/// The goal, `123804765`.
pub const GOAL: [u8; 9] = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The judge problem.
#[derive(Debug)]
pub struct Luogu1379<'t> {
    routes: EightRoutes<'t>,
    goal: Board,
    /// Whether the board has been read.
    read: bool,
    /// Every board that reaches the goal, by its distance, for the samplers.
    layers: Layers,
}

impl<'t> Luogu1379<'t> {
    /// The problem, answered from `first_moves`, [`EightRoutes`].
    pub fn new(first_moves: &'t [u8]) -> Self {
        Self {
            routes: EightRoutes::new(first_moves),
            goal: Board::new(Shape::EIGHT, &GOAL),
            read: false,
            layers: Layers::default(),
        }
    }
    /// The fewest moves that take `board`, which reaches the goal, there.
    fn fewest(&self, board: &Board) -> usize {
        self.routes
            .distance(board)
            .expect("a board that reaches the goal")
    }
}

impl Problem for Luogu1379<'_> {
    const CASE: &'static str = "board";

    type Case = Board;

    /// The fewest moves.
    type Answer = usize;

    fn new_input(&mut self) {
        self.read = false;
    }

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        if std::mem::replace(&mut self.read, true) {
            return match input.word() {
                None => Ok(None),
                Some(token) => Err(format!(
                    "an input holds one board, but this one goes on at {token}"
                )),
            };
        }
        let board = Board::read(input, Shape::EIGHT, true)?
            .ok_or("the input ends before the board")?
            .toward(&self.goal);
        if !board.is_solvable() {
            return Err(
                "the goal 123804765 cannot be reached from this board, and the \
                        statement promises it can"
                    .into(),
            );
        }
        Ok(Some(board))
    }

    fn solve(&mut self, board: &Board) -> Result<usize, String> {
        Ok(self.fewest(board))
    }

    fn steps(&mut self, board: &Board, _: &usize) -> Option<Vec<Step<Board>>> {
        let mut moves = Vec::new();
        self.routes.solve(board, &mut moves);
        Answer::of(&moves).path(board)
    }

    fn draw(&self, board: &Board, _: bool) -> String {
        draw(&board.named_as(&self.goal))
    }

    fn write<W: Write>(&mut self, _: usize, moves: &usize, out: &mut W) -> io::Result<()> {
        writeln!(out, "{moves}")
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.named_as(&self.goal).write_as(out, Style::Glued, "0")
    }
}

impl Checkable for Luogu1379<'_> {
    const SINGLE: bool = true;

    const LAYOUT: Layout = Layout::LineEndSpaces;

    /// The fewest moves, written the canonical way.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        let moves = output.integer("a number of moves")?;
        let best = self.fewest(board);
        match moves == best as i64 {
            true => Ok(()),
            false => Err(Verdict::Wrong(format!(
                "{moves}, but the fewest moves are {best}"
            ))),
        }
    }

    /// The most moves a board needs to the goal.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(self.layers.deepest(self.goal.blank()))
    }

    /// Uniform boards of those that reach the goal; at a depth, of those that far from it.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        self.layers
            .sampler(self.goal, depth, "board", solvable_board)
    }
}

impl Packageable for Luogu1379<'_> {
    fn statement(&self, _: bool) -> Statement {
        super::statements::luogu1379()
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator("luogu1379", &[]))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::solution(
            "luogu1379",
            &Board::goal(Shape::EIGHT),
        ))
    }
}
