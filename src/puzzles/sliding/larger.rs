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

use super::board::{Board, Manhattan, Shape};
use super::judge::{Answer, Report, Solved};
use super::optimal;
use super::pdb::{Databases, Partition};
use crate::judge::{report, status, Args, Input, Lines, Problem, Sampler, Verdict};
use crate::rng::Rng;
use crate::search::bfs::Reachable;
use crate::search::ida::{Ida, WATCH_EVERY};
use crate::search::{Puzzle, Reversible, Stats};
use crate::tables::{cache_dir, Shelf};
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Instant;

/// The deepest `--depth` made by solving, on boards of more than [`TABULATED`] cells.
pub const MADE_DEPTH: u32 = 50;

/// Boards of at most this many cells are few enough to search all of them.
pub const TABULATED: usize = 10;

/// The 4×4 boards that need 80 moves, the most any needs, with this goal (blank last).
pub const EIGHTY: [&str; 17] = [
    "x 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1",
    "x 12 10 13 15 11 14 9 3 7 2 5 4 8 6 1",
    "x 11 9 13 12 15 10 14 3 7 6 2 4 8 5 1",
    "x 15 9 13 11 12 10 14 3 7 6 2 4 8 5 1",
    "x 12 9 13 15 11 10 14 3 7 6 2 4 8 5 1",
    "x 12 14 13 15 11 9 10 3 7 6 2 4 8 5 1",
    "x 12 10 13 15 11 14 9 3 7 6 2 4 8 5 1",
    "x 12 11 13 15 14 10 9 3 7 6 2 4 8 5 1",
    "x 12 9 13 15 8 10 14 11 7 6 2 4 3 5 1",
    "x 12 10 13 15 11 9 14 7 3 6 2 4 8 5 1",
    "x 12 9 13 15 11 14 10 3 8 6 2 4 7 5 1",
    "x 12 9 13 15 11 10 14 8 3 6 2 4 7 5 1",
    "x 12 14 13 15 11 9 10 8 3 6 2 4 7 5 1",
    "x 12 9 13 15 11 10 14 7 8 6 2 4 3 5 1",
    "x 12 10 13 15 11 14 9 7 8 6 2 4 3 5 1",
    "x 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1",
    "x 12 9 13 15 11 10 14 7 8 5 6 4 3 2 1",
];

/// The pattern databases of one shape, built when first needed, shared by all forks.
#[derive(Debug)]
struct Shared {
    shape: Shape,
    databases: OnceLock<Databases>,
}

impl Shared {
    /// The databases: from the cache, or built now, with a status line on a terminal while
    /// that takes, and a note there if they cannot be saved.
    fn databases(&self) -> &Databases {
        self.databases.get_or_init(|| {
            status(format_args!(
                "loading or building the {} pattern databases…",
                self.shape
            ));
            let partition = Partition::automatic(self.shape);
            let shelf = Shelf {
                name: format!("sliding-{}.pdb", self.shape),
                header: format!(
                    "puzzle-search pattern databases, version 3, {} board, patterns {:?}, \
                     layouts {:?}\n",
                    self.shape,
                    partition.patterns(),
                    partition.layouts()
                ),
                sizes: partition.sizes(),
            };
            let (tables, note) = shelf.load_or_build(
                cache_dir().as_deref(),
                || Databases::build_tables(&partition),
                |tables| Databases::plausible(&partition, tables),
            );
            let databases = Databases::new(partition, tables);
            status("");
            if let Some(note) = note.filter(|_| io::stderr().is_terminal()) {
                report(note);
            }
            databases
        })
    }

    /// The first shortest solution of `board`, with the nodes it took; `None` if `stop` is set
    /// before it is found. A goal board needs no databases, and until they are needed, a board
    /// of more than [`TABULATED`] cells (whose databases take seconds to build and a moment to
    /// read) is first given to a plain search with Manhattan distance, within [`PLAIN_NODES`]:
    /// one a few moves from the goal is answered without them. Once they are at hand they are
    /// always used.
    fn solve(&self, ida: &mut Ida, board: &Board, stop: &AtomicBool) -> Option<(Answer, Stats)> {
        if !board.is_solvable() {
            return Some((Answer::Unsolvable, Stats::default()));
        }
        if board.is_goal() {
            return Some((Answer::Moves(Vec::new()), Stats::default()));
        }
        if self.databases.get().is_none() && self.shape.cells() > TABULATED {
            let mut start = Manhattan::new(*board);
            let found = ida.solve_watched(&mut start, u32::MAX, |progress| {
                progress.stats.expanded < PLAIN_NODES && !stop.load(Ordering::Relaxed)
            });
            if let Some(path) = found.path {
                return Some((Answer::of(path), found.stats));
            }
        }
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let (path, stats) = optimal::solve_or_stop(self.databases(), ida, board, stop);
        Some((Answer::of(&path?), stats))
    }
}

/// How many nodes the plain search of a board may expand before the databases are built or
/// read for it: a few milliseconds, a small part of what reading the databases takes.
pub const PLAIN_NODES: u64 = 4 * WATCH_EVERY;

/// The judge problem of `eight-puzzle --size N|WxH` for every shape but 3×3.
#[derive(Debug)]
pub struct SlidingPuzzle {
    shared: Arc<Shared>,
    ida: Ida,
    /// With `--stats`: what has been reported so far.
    report: Option<Report>,
    /// Every solvable board by its distance, on boards of at most [`TABULATED`] cells, for the
    /// samplers; made when the first needs it.
    boards: Option<Arc<Reachable<Board>>>,
}

impl SlidingPuzzle {
    /// The puzzle of `shape`; its databases are built when first needed.
    pub fn new(shape: Shape) -> Self {
        Self {
            shared: Arc::new(Shared {
                shape,
                databases: OnceLock::new(),
            }),
            ida: Ida::new(),
            report: None,
            boards: None,
        }
    }

    /// The puzzle of `shape` set up by `--stats` ([`PROGRAM`](super::eight::PROGRAM)).
    pub fn from_args(shape: Shape, args: &Args) -> Result<Self, String> {
        if args.has("--algo") {
            return Err(format!(
                "--algo chooses a search for 3×3 boards; {shape} boards are solved by IDA* \
                 with pattern databases"
            ));
        }
        let mut puzzle = Self::new(shape);
        if args.has("--stats") {
            puzzle.report = Some(Report::default());
        }
        Ok(puzzle)
    }

    /// The shape of the boards.
    pub fn shape(&self) -> Shape {
        self.shared.shape
    }

    /// The first shortest solution of `board`, with the nodes it took.
    pub fn solve_counted(&mut self, board: &Board) -> (Answer, Stats) {
        let go_on = AtomicBool::new(false);
        let solved = self.shared.solve(&mut self.ida, board, &go_on);
        solved.expect("a search nobody stops ends with its answer")
    }

    /// Every solvable board by its distance, on a shape of at most [`TABULATED`] cells.
    fn tabulated(&mut self) -> Option<Arc<Reachable<Board>>> {
        let shape = self.shape();
        (shape.cells() <= TABULATED).then(|| {
            let boards = self
                .boards
                .get_or_insert_with(|| Arc::new(Reachable::new(&[Board::goal(shape)])));
            Arc::clone(boards)
        })
    }
}

/// A uniformly random board of `shape`: solvable or not, half and half.
fn random_board(shape: Shape, rng: &mut Rng) -> Board {
    let mut cells: Vec<u8> = (0..shape.cells() as u8).collect();
    rng.shuffle(&mut cells);
    Board::new(shape, &cells)
}

/// The board `moves` random moves from the goal, never undoing the move before.
fn walk(shape: Shape, moves: u32, rng: &mut Rng) -> Board {
    let (mut board, mut last) = (Board::goal(shape), None);
    for _ in 0..moves {
        let m = loop {
            let m = rng.below(4) as u8;
            if last != Some(Board::inverse(m)) && board.apply(m) {
                break m;
            }
        };
        last = Some(m);
    }
    board
}

impl Problem for SlidingPuzzle {
    const NAME: &'static str = "eight-puzzle";
    const CASE: &'static str = "puzzle";
    type Case = Board;
    type Answer = Solved;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        Board::read(input, self.shape(), false)
    }

    fn solve(&mut self, board: &Board) -> Solved {
        Solved::timed(|| self.solve_counted(board))
    }

    fn solve_or_stop(&mut self, board: &Board, stop: &AtomicBool) -> Option<Solved> {
        let start = Instant::now();
        let (answer, nodes) = self.shared.solve(&mut self.ida, board, stop)?;
        let time = start.elapsed();
        Some(Solved {
            answer,
            nodes,
            time,
        })
    }

    /// Any solution is right, a shortest one only with `--optimal`.
    const SPECIAL: bool = true;

    fn path(&mut self, board: &Board) -> Vec<(Board, u32)> {
        self.solve_counted(board).0.path(board)
    }

    /// Solvers for the other cores, sharing the databases.
    fn fork(&self) -> Option<Self> {
        Some(Self {
            shared: Arc::clone(&self.shared),
            ida: Ida::new(),
            report: None,
            boards: None,
        })
    }

    /// The answer, and with `--stats` its line on standard error.
    fn write<W: Write>(&mut self, solved: &Solved, out: &mut W) -> io::Result<()> {
        if let Some(report) = &mut self.report {
            report.add("idastar", solved);
        }
        solved.answer.write(out)
    }

    /// A special judge ([`Board::check`]): moves are replayed, and a puzzle is solved only to
    /// tell with `--optimal` whether a solution is the shortest.
    fn check(&mut self, board: &Board, output: &mut Lines, optimal: bool) -> Result<(), Verdict> {
        board.check(output, optimal, || match self.solve_counted(board).0 {
            Answer::Moves(moves) => moves.len(),
            Answer::Unsolvable => unreachable!("the checker asks only about solvable boards"),
        })
    }

    /// On boards of at most ten cells, the deepest of them all; on 4×4, 80.
    fn max_depth(&mut self) -> Result<u32, String> {
        if let Some(boards) = self.tabulated() {
            let deepest = (0..).take_while(|&d| !boards.at(d).is_empty()).last();
            return Ok(deepest.unwrap_or(0) as u32);
        }
        match self.shape() {
            Shape::FIFTEEN => Ok(80),
            shape => Err(format!(
                "the deepest {shape} boards are not known: --depth D makes them for D up to \
                 {MADE_DEPTH}"
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
        let shape = self.shape();
        let Some(depth) = depth else {
            return Ok(Box::new(move |rng| random_board(shape, rng)));
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
        if shape == Shape::FIFTEEN && depth == 80 {
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
            let eighty = if shape == Shape::FIFTEEN {
                ", and 80 (max)"
            } else {
                ""
            };
            return Err(format!(
                "boards of exactly {depth} moves are made for --depth 0 to {MADE_DEPTH}{eighty}"
            ));
        }
        let (shared, mut ida) = (Arc::clone(&self.shared), Ida::new());
        let go_on = AtomicBool::new(false);
        Ok(Box::new(move |rng| loop {
            let start = walk(shape, 2 * depth + 2, rng);
            let Some((Answer::Moves(moves), _)) = shared.solve(&mut ida, &start, &go_on) else {
                unreachable!("a walk from the goal is solvable")
            };
            if moves.len() >= depth as usize {
                let mut board = start;
                for &letter in &moves[..moves.len() - depth as usize] {
                    let m = super::board::LETTERS.iter().position(|&l| l == letter);
                    board.apply(m.expect("a move letter") as u8);
                }
                return board;
            }
        }))
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        board.write(out)
    }

    fn finish(&mut self) {
        if let Some(report) = &self.report {
            report.total();
        }
    }
}
