//! Eight (POJ 1077, HDU 1043): 3×3 puzzles as a judge problem, and the search lab.
//!
//! The 181,440 solvable boards are few enough for one table: `build.rs` runs the shared BFS
//! from the goal and records each board's first move, in letter order, on a shortest path, and
//! the binary follows that table, one lookup a move. With `--algo`, the same puzzles are solved
//! by the other engines of [`search`](crate::search), to compare them (`--stats`).

use super::board::{Board, Manhattan, Shape};
use super::judge::{random_board, Answer, Report, Solved};
use super::problems::problem_list;
use crate::judge::{Args, Flag, Input, Lines, Mode, Problem, Program, Sampler, Verdict};
use crate::search::astar::AStar;
use crate::search::bfs::{Bfs, FirstMoves, Reachable};
use crate::search::bibfs::BiBfs;
use crate::search::ida::Ida;
use crate::search::{Found, Ranked, Stats};
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

/// The `eight-puzzle` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "eight-puzzle",
    about: "Eight (POJ 1077, HDU 1043), and with --size sliding-tile puzzles of other sizes: \
            per puzzle, the shortest solution, first in byte order, or `unsolvable`. With \
            --problem, the other judge problems of the family, each in its own format.",
    input: "puzzles until the end of the input, each nine characters in row-major order, \
            1 to 8 and the blank x (or X, or 0), whitespace between them optional; with \
            --size, whitespace-separated tiles; with --problem, the problem's own.",
    flags: &[
        Flag {
            name: "--problem",
            value: Some("NAME"),
            modes: Mode::ALL,
            does: "chooses the judge problem",
            help: "The judge problem whose input, output and rules to use (see PROBLEMS\n\
                   below); `--problem list` prints them. The default is poj1077.",
        },
        Flag {
            name: "--goal",
            value: Some("BOARD"),
            modes: Mode::ALL,
            does: "sets the goal board",
            help: "The goal, written as the input writes a board (quoted as one argument):\n\
                   any arrangement of the tiles and the blank. The default puts the tiles in\n\
                   order and the blank last.",
        },
        Flag {
            name: "--size",
            value: Some("N|WxH"),
            modes: Mode::ALL,
            does: "sets the board's size",
            help: "3 (the default): Eight, nine characters a puzzle, whitespace optional. N\n\
                   for an N×N board, WxH for W columns and H rows (W, H at least 2, at most\n\
                   25 cells): tiles 1 to W·H−1 and x, X or 0 for the blank, separated by\n\
                   whitespace, goal 1 2 ... x; solved by IDA* with pattern databases, built\n\
                   when first needed and cached (see PUZZLE_SEARCH_CACHE below).",
        },
        Flag {
            name: "--algo",
            value: Some("NAME"),
            modes: &[Mode::Solve],
            does: "chooses a search for solving 3×3 boards",
            help: "How 3×3 puzzles are solved: table (the default: a table of every board's\n\
                   first move), bfs, bibfs (from both ends), astar or idastar (both with\n\
                   Manhattan distance). All find shortest solutions; table, bfs and idastar\n\
                   find the canonical one.",
        },
        Flag {
            name: "--stats",
            value: None,
            modes: &[Mode::Solve],
            does: "reports what each search took",
            help: "One line per puzzle on standard error (algorithm, moves, nodes expanded and\n\
                   generated, peak memory of the search structures, time), then a total line.",
        },
    ],
    notes: concat!(
        "PROBLEMS (--problem NAME):\n",
        problem_list!(),
        "--size, --goal, --algo and --stats belong to poj1077.\n\n",
        "--depth D: 0 to 31 on 3×3 (max: 31); every depth up to the deepest on boards of\n\
            at most ten cells; 0 to 50 on larger ones, found by solving, and on 4×4 max (80).\n\
            The pattern databases are cached in $PUZZLE_SEARCH_CACHE, else\n\
            $XDG_CACHE_HOME/puzzle-search or ~/.cache/puzzle-search; an empty\n\
            PUZZLE_SEARCH_CACHE turns the cache off.\n"
    ),
    examples: &[
        "eight-puzzle --size 4 < puzzles.in",
        "eight-puzzle --size 3x5 --gen 10 --depth 30",
        "eight-puzzle --algo idastar --stats < samples/eight-puzzle/sample-2.in",
        "eight-puzzle --problem hdu3567 < samples/hdu3567/sample-1.in",
        "eight-puzzle --goal 123804765 --gen 3 --depth 20",
    ],
};

/// The first-move tables of the nine goals of the 3×3 board ([`Board::goal_at`] each cell), one
/// after the other: [`EIGHT_PUZZLE_FIRST_MOVES`](crate::puzzles::EIGHT_PUZZLE_FIRST_MOVES).
/// With a board renamed [`Board::toward`] its goal, they answer every 3×3 board and goal.
#[derive(Clone, Copy, Debug)]
pub struct EightRoutes<'t>(&'t [u8]);

impl<'t> EightRoutes<'t> {
    /// The tables in `tables`: for each home cell of the blank in turn,
    /// [`Routes::first_move`](crate::search::bfs::Routes) of
    /// [`eight_routes`](super::board::eight_routes).
    ///
    /// # Panics
    /// If `tables` has the wrong length.
    pub fn new(tables: &'t [u8]) -> Self {
        let space = Board::goal(Shape::EIGHT).space();
        assert_eq!(tables.len(), 9 * space, "nine 3×3 first-move tables");
        Self(tables)
    }

    /// The table of the goal whose blank's home is `home`.
    pub fn first_moves(&self, home: usize) -> FirstMoves<'t> {
        let space = self.0.len() / 9;
        FirstMoves(&self.0[home * space..][..space])
    }

    /// The first shortest solution of `board` in letter order, toward its goal, appended to
    /// `path`; `None` if the board cannot reach its goal.
    ///
    /// # Complexity
    /// O(moves) lookups.
    pub fn solve(&self, board: &Board, path: &mut Vec<u8>) -> Option<()> {
        // The tables rank one parity class: a board of the other has a rank, but no route.
        if !board.is_solvable() {
            return None;
        }
        let first_moves = self.first_moves(board.home());
        first_moves.solve(&mut board.clone(), path)
    }

    /// The fewest moves that take `board` to its goal; `None` if none do.
    pub fn distance(&self, board: &Board) -> Option<usize> {
        let mut path = Vec::new();
        self.solve(board, &mut path).map(|()| path.len())
    }
}

/// The 3×3 boards that reach a goal, by their distance from it, for the samplers of the 3×3
/// problems (`--gen --depth`, `--stress`): all 181,440 searched when a sampler first needs them,
/// and again only if the goal's blank has another home.
#[derive(Debug, Default)]
pub struct Layers(Option<(usize, Reachable<Board>)>);

impl Layers {
    /// The boards that reach the goal whose blank's home is `home`.
    fn toward(&mut self, home: usize) -> &Reachable<Board> {
        if self.0.as_ref().is_none_or(|(h, _)| *h != home) {
            let goal = Board::goal_at(Shape::EIGHT, home);
            self.0 = Some((home, Reachable::new(&[goal])));
        }
        &self.0.as_ref().expect("just made").1
    }

    /// The most moves a board needs to that goal: 31 with the blank's home in a corner, fewer
    /// with it elsewhere.
    pub fn deepest(&mut self, home: usize) -> u32 {
        self.toward(home).deepest() as u32
    }

    /// Boards exactly `depth` moves from that goal, uniform among them; if there are none, what
    /// says so, naming a case `what`.
    pub fn sampler(
        &mut self,
        home: usize,
        depth: u32,
        what: &str,
    ) -> Result<Sampler<Board>, String> {
        let boards = self.toward(home).at(depth as usize).to_vec();
        if boards.is_empty() {
            let most = self.deepest(home);
            return Err(format!("no {what} needs {depth} moves: the most is {most}"));
        }
        Ok(Box::new(move |rng| {
            boards[rng.below(boards.len() as u64) as usize]
        }))
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
    /// With `--stats`: what has been reported so far.
    report: Option<Report>,
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
            report: None,
            layers: Layers::default(),
        }
    }

    /// A solver set up by the flags `--goal BOARD`, `--algo NAME` and `--stats` ([`PROGRAM`]).
    pub fn from_args(first_moves: &'t [u8], args: &Args) -> Result<Self, String> {
        let mut solver = Self::new(first_moves);
        if let Some(goal) = args.value("--goal") {
            solver.goal = Board::parse_goal(goal, Shape::EIGHT, true)?;
        }
        if let Some(name) = args.value("--algo") {
            solver.algorithm = Algorithm::named(name)?;
        }
        if args.has("--stats") {
            solver.report = Some(Report::default());
        }
        Ok(solver)
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
    const NAME: &'static str = "eight-puzzle";
    const CASE: &'static str = "puzzle";
    type Case = Board;
    type Answer = Solved;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        let board = Board::read(input, Shape::EIGHT, true)?;
        Ok(board.map(|board| board.toward(&self.goal)))
    }

    fn solve(&mut self, board: &Board) -> Solved {
        Solved::of(self.report.is_some(), || self.solve_counted(board))
    }

    /// Any solution is right, a shortest one only with `--optimal`.
    const SPECIAL: bool = true;

    fn path(&mut self, board: &Board) -> Vec<(Board, u32)> {
        self.solve_counted(board).0.path(board)
    }

    /// The answer, and with `--stats` its line on standard error.
    fn write<W: Write>(&mut self, _: usize, solved: &Solved, out: &mut W) -> io::Result<()> {
        if let Some(report) = &mut self.report {
            report.add(self.algorithm.name(), solved);
        }
        solved.answer.write(out)
    }

    /// A special judge ([`Board::check`]); the shortest length comes from the table.
    fn check(
        &mut self,
        _: usize,
        board: &Board,
        output: &mut Lines,
        optimal: bool,
    ) -> Result<(), Verdict> {
        board.check(output, optimal, || self.shortest(board))
    }

    /// The most moves a board needs: 31 with the blank's home in a corner (two boards need
    /// them), fewer with it elsewhere.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(self.layers.deepest(self.goal.blank()))
    }

    /// Uniform boards, half of them unsolvable; at a depth, uniform among the boards that far
    /// from the goal.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        let goal = self.goal;
        match depth {
            None => Ok(Box::new(move |rng| random_board(&goal, rng))),
            Some(depth) => self.layers.sampler(goal.blank(), depth, "puzzle"),
        }
    }

    /// With `--stats`, the total line.
    fn finish(&mut self) {
        if let Some(report) = &self.report {
            report.total();
        }
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.named_as(&self.goal).write(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::UNREACHED;
    use crate::search::Puzzle;

    #[test]
    fn every_goal_reaches_half_the_boards_and_its_symmetric_goals_as_deep() {
        let mut deepest = [0; 9];
        for (home, deepest) in deepest.iter_mut().enumerate() {
            let table = super::super::board::eight_routes(home).distance;
            let reached = table.iter().filter(|&&d| d != UNREACHED);
            assert_eq!(reached.clone().count(), 181_440, "home {home}");
            *deepest = *reached.max().unwrap();
            if home == 8 {
                assert_eq!(table.iter().filter(|&&d| d == 31).count(), 2);
            }
        }
        // Corners, edges and the centre: each kind alike by the board's symmetries.
        assert_eq!([deepest[0], deepest[2], deepest[6], deepest[8]], [31; 4]);
        assert!([deepest[3], deepest[5], deepest[7]]
            .iter()
            .all(|&d| d == deepest[1]));
    }

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
