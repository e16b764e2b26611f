//! Sliding-tile puzzles of every size but 3×3 as a judge problem (`eight-puzzle --size N|WxH`):
//! whitespace-separated tiles, solved optimally on every core, each answer printed as soon as it
//! and all before it are solved.
//!
//! The pattern databases are built, or read from the cache, when the first solvable puzzle needs
//! them. `--depth D` makes boards whose shortest solution is exactly D moves: on boards of at
//! most ten cells from a breadth-first search of them all; on larger ones by solving a board
//! at least that deep and walking its solution until D moves are left, which are then a
//! shortest solution too, for D up to [`MADE_DEPTH`]; on 4×4, `max` gives the 17 positions that
//! need 80 moves, the most (Brüngger, Marzetta, Fukuda and Nievergelt 1999).

use crate::cpu::Clock;
use crate::judge::{
    Checkable, Input, Lines, Packageable, Problem, Sampler, Statement, Step, Took, Verdict,
};
use crate::puzzles::sliding::board::{Board, Shape};
use crate::puzzles::sliding::judge::{draw, random_board, Answer, Solved};
use crate::puzzles::sliding::solver::{Size, Solver, EIGHTY, MADE_DEPTH, TABULATED};
use crate::search::bfs::Reachable;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// The judge problem of `eight-puzzle --size N|WxH` for every shape but 3×3.
#[derive(Debug)]
pub struct SlidingPuzzle {
    solver: Solver,
    /// Whether `--stats` asks what each search took.
    stats: bool,
    /// Every solvable board by its distance, on boards of at most [`TABULATED`] cells, for the
    /// samplers; made when the first needs it.
    boards: Option<Arc<Reachable<Board>>>,
}

impl SlidingPuzzle {
    /// The puzzle of boards that go to `goal` (as the input names its tiles); the databases
    /// of its shape and blank's home, of `size`, are read or built when first needed.
    pub fn new(goal: Board, size: Size) -> Self {
        Self {
            solver: Solver::new(goal, size),
            stats: false,
            boards: None,
        }
    }

    /// The puzzle toward `goal` with databases of `size`, that tells what each search took if
    /// `stats` (the flags of [`PROGRAM`](super::PROGRAM)).
    pub fn set_up(goal: Board, size: Size, stats: bool) -> Self {
        let puzzle = Self {
            stats,
            ..Self::new(goal, size)
        };
        if stats {
            puzzle.solver.report_tables();
        }
        puzzle
    }

    /// The shape of the boards.
    pub fn shape(&self) -> Shape {
        self.solver.shape()
    }

    /// Whether the boards are 4×4 with the blank's home last, whose deepest boards, 80 moves
    /// from the goal, are known ([`EIGHTY`]).
    fn eighty(&self) -> bool {
        self.shape() == Shape::FIFTEEN && self.solver.home() == 15
    }

    /// Every board that reaches the goal, by its distance, on a shape of at most
    /// [`TABULATED`] cells.
    fn tabulated(&mut self) -> Option<Arc<Reachable<Board>>> {
        let (shape, home) = (self.shape(), self.solver.home());
        (shape.cells() <= TABULATED).then(|| {
            let boards = self
                .boards
                .get_or_insert_with(|| Arc::new(Reachable::new(&[Board::goal_at(shape, home)])));
            Arc::clone(boards)
        })
    }
}

impl Problem for SlidingPuzzle {
    const CASE: &'static str = "puzzle";

    type Case = Board;

    type Answer = Solved;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        let board = Board::read(input, self.shape(), false)?;
        Ok(board.map(|board| board.toward(&self.solver.goal())))
    }

    fn solve(&mut self, board: &Board) -> Result<Solved, String> {
        let solved = self.solve_or_stop(board, &AtomicBool::new(false))?;
        Ok(solved.expect("a search nobody stops ends with its answer"))
    }

    fn solve_or_stop(
        &mut self,
        board: &Board,
        stop: &AtomicBool,
    ) -> Result<Option<Solved>, String> {
        let clock = Clock::start();
        let Some((path, nodes)) = self.solver.solve_within(board, u32::MAX, stop)? else {
            return Ok(None);
        };
        Ok(Some(Solved {
            answer: path.map_or(Answer::Unsolvable, |p| Answer::of(&p)),
            nodes,
            time: clock.read().saturating_sub(self.solver.tables_time()),
            // A solved or unsolvable board takes no search, whose iterations would be stale.
            iterations: match nodes.expanded {
                0 => Vec::new(),
                _ => self.solver.iterations().to_vec(),
            },
        }))
    }

    fn steps(&mut self, board: &Board, solved: &Solved) -> Option<Vec<Step<Board>>> {
        solved.answer.path(board)
    }

    fn draw(&self, board: &Board, _: bool) -> String {
        draw(&board.named_as(&self.solver.goal()))
    }

    /// Solvers for the other cores, sharing the databases.
    fn fork(&self) -> Option<Self> {
        Some(Self {
            solver: self.solver.fork(),
            stats: false,
            boards: None,
        })
    }

    fn write<W: Write>(&mut self, _: usize, solved: &Solved, out: &mut W) -> io::Result<()> {
        solved.answer.write(out)
    }

    fn took<'a>(&self, solved: &'a Solved) -> Option<Took<'a>> {
        self.stats.then(|| solved.took("idastar"))
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.named_as(&self.solver.goal()).write(out)
    }
}

impl Checkable for SlidingPuzzle {
    /// Any solution is right, a shortest one only with `--optimal`.
    const SPECIAL: bool = true;

    /// A special judge ([`Board::check`]): moves are replayed, and a puzzle is solved only to
    /// tell with `--optimal` whether a solution is the shortest.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        board.check(output, || match self.solve(board)?.answer {
            Answer::Moves(moves) => Ok(moves.len()),
            Answer::Unsolvable => unreachable!("the checker asks only about solvable boards"),
        })
    }

    /// On boards of at most ten cells, the deepest of them all; on 4×4 with the blank's home
    /// last, 80.
    fn max_depth(&mut self) -> Result<u32, String> {
        if let Some(boards) = self.tabulated() {
            return Ok(boards.deepest() as u32);
        }
        match self.eighty() {
            true => Ok(80),
            false => Err(format!(
                "the deepest {} boards are not known{}: --depth D makes them for D up to \
                 {MADE_DEPTH}",
                self.shape(),
                if self.shape() == Shape::FIFTEEN {
                    " for this goal"
                } else {
                    ""
                }
            )),
        }
    }

    /// Every depth up to the deepest on small boards, else up to [`MADE_DEPTH`]; then uniform
    /// boards, where those can be solved in a moment (at most 16 cells).
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        let deepest = match self.tabulated() {
            Some(_) => self.max_depth()?,
            None => MADE_DEPTH,
        };
        let uniform = (self.shape().cells() <= 16).then_some(None);
        Ok((0..=deepest).map(Some).chain(uniform).collect())
    }

    /// Uniform boards, half of them unsolvable; at a depth, boards whose shortest solution is
    /// exactly that long (see the module documentation).
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        let (shape, goal) = (self.shape(), self.solver.goal());
        let Some(depth) = depth else {
            return Ok(Box::new(move |rng| random_board(&goal, rng)));
        };
        if let Some(reachable) = self.tabulated() {
            let boards = reachable.at(depth as usize).to_vec();
            if boards.is_empty() {
                return Err(format!(
                    "no {shape} board needs {depth} moves: the most is {}",
                    self.max_depth()?
                ));
            }
            return Ok(Box::new(move |rng| {
                boards[rng.below(boards.len() as u64) as usize]
            }));
        }
        if self.eighty() && depth == 80 {
            // Named as the usual goal names its tiles, which is how boards are renamed.
            let boards: Vec<Board> = EIGHTY
                .iter()
                .map(|text| {
                    Board::read(&mut Input::new(text.as_bytes()), shape, false)
                        .expect("a board")
                        .expect("a board")
                })
                .collect();
            return Ok(Box::new(move |rng| {
                boards[rng.below(boards.len() as u64) as usize]
            }));
        }
        if depth > MADE_DEPTH {
            let eighty = if self.eighty() { ", and 80 (max)" } else { "" };
            return Err(format!(
                "boards of exactly {depth} moves are made for --depth 0 to {MADE_DEPTH}{eighty}"
            ));
        }
        self.solver.made_at(depth)
    }
}

impl Packageable for SlidingPuzzle {
    fn statement(&self, only_shortest: bool) -> Statement {
        super::statements::sliding(&self.solver.goal(), only_shortest)
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator(
            "sliding",
            &[("CELLS", self.solver.goal().shape().cells().to_string())],
        ))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::solution("sliding", &self.solver.goal()))
    }

    fn cpp_judge(&self, only_shortest: bool) -> Option<String> {
        let goal = self.solver.goal();
        Some(super::checker::cpp(
            &goal,
            &super::checker::EIGHT,
            only_shortest,
        ))
    }
}
