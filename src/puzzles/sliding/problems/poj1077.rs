//! Eight (POJ 1077, HDU 1043): 3×3 puzzles as a judge problem, and the search lab.
//!
//! The answers follow the first-move tables of [`EightRoutes`], one lookup a move. With `--algo`,
//! the same puzzles are solved by the other engines of [`search`](crate::search), to compare
//! them (`--stats`).

use crate::judge::{
    Checkable, Input, Lines, Packageable, Problem, Sampler, Statement, Step, Took, Verdict,
};
use crate::puzzles::sliding::board::{Board, Manhattan, Shape};
use crate::puzzles::sliding::eight::{EightRoutes, Layers};
use crate::puzzles::sliding::judge::{draw, random_board, Answer, Solved};
use crate::search::astar::AStar;
use crate::search::bfs::Bfs;
use crate::search::bibfs::BiBfs;
use crate::search::ida::Ida;
use crate::search::{Found, Stats};
use std::io::{self, Write};

/// How [`EightPuzzle`] solves a puzzle: the search lab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Algorithm {
    /// Follow the first-move table of all solvable boards, built from the goal. Canonical.
    #[default]
    Table,
    /// Breadth-first search from the start, children in letter order. Canonical.
    Bfs,
    /// Breadth-first search from both ends. Shortest, not always canonical.
    BiBfs,
    /// A* with Manhattan distance. Shortest, not always canonical.
    AStar,
    /// IDA* with Manhattan distance, moves in letter order. Canonical.
    IdaStar,
}

impl Algorithm {
    /// Every algorithm, by its name on the command line.
    pub const ALL: [(&'static str, Algorithm); 5] = [
        ("table", Algorithm::Table),
        ("bfs", Algorithm::Bfs),
        ("bibfs", Algorithm::BiBfs),
        ("astar", Algorithm::AStar),
        ("idastar", Algorithm::IdaStar),
    ];

    /// The algorithm called `name`.
    pub fn named(name: &str) -> Result<Self, String> {
        let found = Self::ALL.iter().find(|(n, _)| *n == name).map(|&(_, a)| a);
        found.ok_or_else(|| {
            format!("unknown algorithm `{name}`: table, bfs, bibfs, astar or idastar")
        })
    }

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, a)| *a == self)
            .map_or("", |(n, _)| n)
    }
}

/// The judge problem: 3×3 puzzles until the end of the input, each nine characters with optional
/// whitespace anywhere, solved by one of the [`Algorithm`]s.
pub struct EightPuzzle<'t> {
    routes: EightRoutes<'t>,
    /// The goal, its tiles as the input names them; every board is renamed toward it as it is
    /// read.
    goal: Board,
    algorithm: Algorithm,
    bfs: Bfs<Board>,
    bibfs: BiBfs<Board>,
    astar: AStar<Manhattan>,
    ida: Ida,
    path: Vec<u8>,
    /// Whether `--stats` asks what each search took.
    stats: bool,
    /// Every solvable board by its distance, for the samplers.
    layers: Layers,
}

impl<'t> EightPuzzle<'t> {
    /// A solver using the [`EightRoutes`] in `first_moves`, with the usual goal, the table
    /// algorithm and no statistics.
    ///
    /// # Panics
    /// If the tables have the wrong length.
    pub fn new(first_moves: &'t [u8]) -> Self {
        Self {
            routes: EightRoutes::new(first_moves),
            goal: Board::goal(Shape::EIGHT),
            algorithm: Algorithm::Table,
            bfs: Bfs::new(),
            bibfs: BiBfs::new(),
            astar: AStar::new(),
            ida: Ida::new(),
            path: Vec::new(),
            stats: false,
            layers: Layers::default(),
        }
    }

    /// A solver toward `goal`, solving with `algorithm`, that tells what each search took if
    /// `stats` (the flags of [`PROGRAM`](super::PROGRAM)).
    pub fn set_up(first_moves: &'t [u8], goal: Board, algorithm: Algorithm, stats: bool) -> Self {
        Self {
            goal,
            algorithm,
            stats,
            ..Self::new(first_moves)
        }
    }

    /// Solves with `algorithm` from now on.
    pub fn use_algorithm(&mut self, algorithm: Algorithm) {
        self.algorithm = algorithm;
    }

    /// A shortest solution of `board`, the first in byte order with a canonical algorithm, with
    /// the nodes and memory the search took (none for an unsolvable board: parity decides).
    pub fn solve_counted(&mut self, board: &Board) -> (Answer, Stats) {
        if !board.is_solvable() {
            return (Answer::Unsolvable, Stats::default());
        }
        let found = match self.algorithm {
            Algorithm::Table => {
                // Its parity was looked at: the table of the board's goal has its route.
                let first_moves = self.routes.first_moves(board.home());
                self.path.clear();
                first_moves
                    .solve(&mut board.clone(), &mut self.path)
                    .expect("a solvable board has a route");
                let steps = self.path.len() as u64;
                Found {
                    path: Some(&self.path),
                    stats: Stats {
                        expanded: steps,
                        generated: steps,
                        frontier: 1,
                        memory: first_moves.0.len(),
                    },
                }
            }
            Algorithm::Bfs => self.bfs.solve(&[*board]),
            Algorithm::BiBfs => {
                let goal = Board::goal_at(Shape::EIGHT, board.home());
                self.bibfs.solve(board, &goal)
            }
            Algorithm::AStar => self.astar.solve(&Manhattan::new(*board)),
            Algorithm::IdaStar => self.ida.solve(&mut Manhattan::new(*board), u32::MAX),
        };
        let path = found.path.expect("a solvable board is solved");
        (Answer::of(path), found.stats)
    }

    /// The length of the shortest solutions of a solvable `board`, from the table.
    fn shortest(&self, board: &Board) -> usize {
        self.routes.distance(board).expect("a solvable board")
    }
}

impl Problem for EightPuzzle<'_> {
    const CASE: &'static str = "puzzle";

    type Case = Board;

    type Answer = Solved;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        let board = Board::read(input, Shape::EIGHT, true)?;
        Ok(board.map(|board| board.toward(&self.goal)))
    }

    fn solve(&mut self, board: &Board) -> Result<Solved, String> {
        let mut solved = Solved::of(self.stats, || self.solve_counted(board));
        // A solved or unsolvable board takes no search, whose iterations would be stale.
        if self.stats && self.algorithm == Algorithm::IdaStar && solved.nodes.expanded > 0 {
            solved.iterations = self.ida.iterations().to_vec();
        }
        Ok(solved)
    }

    fn steps(&mut self, board: &Board, solved: &Solved) -> Option<Vec<Step<Board>>> {
        solved.answer.path(board)
    }

    fn draw(&self, board: &Board, _: bool) -> String {
        draw(&board.named_as(&self.goal))
    }

    fn write<W: Write>(&mut self, _: usize, solved: &Solved, out: &mut W) -> io::Result<()> {
        solved.answer.write(out)
    }

    fn took<'a>(&self, solved: &'a Solved) -> Option<Took<'a>> {
        self.stats.then(|| solved.took(self.algorithm.name()))
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.named_as(&self.goal).write(out)
    }
}

impl Checkable for EightPuzzle<'_> {
    /// Any solution is right, a shortest one only with `--optimal`.
    const SPECIAL: bool = true;

    /// A special judge ([`Board::check`]); the shortest length comes from the table.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        board.check(output, || Ok(self.shortest(board)))
    }

    /// The most moves a board needs: 31 with the blank's home in a corner (two boards need
    /// them), fewer with it elsewhere.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(self.layers.deepest(self.goal.blank()))
    }

    /// Uniform boards, half of them unsolvable; at a depth, uniform among the boards that far
    /// from the goal.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        self.layers
            .sampler(self.goal, depth, "puzzle", random_board)
    }
}

impl Packageable for EightPuzzle<'_> {
    fn statement(&self, only_shortest: bool) -> Statement {
        super::statements::sliding(&self.goal, only_shortest)
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator(
            "sliding",
            &[("CELLS", "9".into())],
        ))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::solution("sliding", &self.goal))
    }

    fn cpp_judge(&self, only_shortest: bool) -> Option<String> {
        Some(super::checker::cpp(
            &self.goal,
            &super::checker::EIGHT,
            only_shortest,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Puzzle;

    #[test]
    fn ida_with_manhattan_agrees_with_the_tables_for_every_goal() {
        let mut solver = EightPuzzle::new(crate::puzzles::EIGHT_PUZZLE_FIRST_MOVES);
        let mut ida = Ida::new();
        for home in 0..9 {
            let mut b = Board::goal_at(Shape::EIGHT, home);
            for step in 0..100u32 {
                // A walk that wanders ever further.
                b.apply((step.wrapping_mul(2_654_435_761) >> 30) as u8 % 4);
                let (expected, _) = solver.solve_counted(&b);
                let path = ida.solve(&mut Manhattan::new(b), 40).path.unwrap().to_vec();
                assert_eq!(Answer::of(&path), expected, "{b:?}");
            }
        }
    }
}
