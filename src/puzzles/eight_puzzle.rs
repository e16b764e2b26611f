//! Eight (POJ 1077, HDU 1043), on a sliding-tile board of any size.
//!
//! Tiles and one blank on a W×H board, row-major; the goal puts the tiles in order and the blank
//! last. The 3×3 goal and the 4×4 one:
//!
//! ```text
//!  1 2 3       1  2  3  4
//!  4 5 6       5  6  7  8
//!  7 8 x       9 10 11 12
//!             13 14 15  x
//! ```
//!
//! A move slides a tile into the blank and is named by the direction the blank travels: `d`, `l`,
//! `r`, `u`, numbered in that (byte) order, so every search that tries moves in number order
//! finds the smallest string first. `u` undoes `d` and `r` undoes `l`: move m's inverse is 3 − m.
//!
//! Solvability is a parity: a move across a row passes the blank over W − 1 tiles, so with W odd
//! the inversions among the tiles keep their parity, and with W even that parity changes together
//! with the blank's row. Half of all boards are solvable (9!/2 = 181,440 for 3×3), and the judge
//! path answers each from one table over them, built at start-up by the shared BFS, of every
//! board's distance and first move in letter order on a shortest path.

use crate::judge::{report, Args, Flag, Input, Lines, Mode, Problem, Program, Sampler, Verdict};
use crate::search::astar::AStar;
use crate::search::bfs::{Bfs, FirstMoves, Reachable, Routes};
use crate::search::bibfs::BiBfs;
use crate::search::ida::Ida;
use crate::search::rank::arrangements;
use crate::search::{Heuristic, Puzzle, Ranked, Reversible, Stats};
use std::io::{self, Write};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Move letters, by move number.
const LETTERS: &[u8; 4] = b"dlru";

/// A W×(N/W) sliding-tile board: tiles 1..N and the blank 0, row-major.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board<const W: usize, const N: usize> {
    cells: [u8; N],
    blank: u8,
    /// The sum of the tiles' Manhattan distances to their goal cells, kept up to date by moves.
    manhattan: u16,
}

/// The 3×3 board of the Eight puzzle.
pub type Eight = Board<3, 9>;

impl<const W: usize, const N: usize> Board<W, N> {
    /// The number of rows.
    const H: usize = N / W;

    /// The board with these cells, which must hold 0..N once each.
    pub fn new(cells: [u8; N]) -> Self {
        let blank = cells
            .iter()
            .position(|&c| c == 0)
            .expect("a board has a blank") as u8;
        let manhattan = (0..N).map(|cell| Self::distance(cells[cell], cell)).sum();
        Self {
            cells,
            blank,
            manhattan,
        }
    }

    /// The solved board.
    pub fn goal() -> Self {
        Self::new(std::array::from_fn(|cell| (cell as u8 + 1) % N as u8))
    }

    /// The cells, row-major; 0 is the blank.
    pub fn cells(&self) -> &[u8; N] {
        &self.cells
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        self.blank as usize
    }

    /// How far `tile` at `cell` is from its goal cell, in moves; 0 for the blank.
    fn distance(tile: u8, cell: usize) -> u16 {
        if tile == 0 {
            return 0;
        }
        let home = tile as usize - 1;
        ((home / W).abs_diff(cell / W) + (home % W).abs_diff(cell % W)) as u16
    }

    /// Whether the goal can be reached: the inversions among the tiles, plus with an even width
    /// the rows between the blank and the bottom row, are even.
    pub fn is_solvable(&self) -> bool {
        let (mut inversions, mut seen) = (0, 0u32);
        for &tile in self.cells.iter().filter(|&&t| t != 0) {
            // Earlier tiles with a larger number.
            inversions += (seen >> tile).count_ones();
            seen |= 1 << tile;
        }
        let rows_below = Self::H - 1 - self.blank as usize / W;
        let counted_rows = if W.is_multiple_of(2) { rows_below } else { 0 };
        (inversions as usize + counted_rows).is_multiple_of(2)
    }

    /// The cell the blank moves to with move `m`, if it stays on the board.
    fn target(&self, m: u8) -> Option<usize> {
        let blank = self.blank as usize;
        let (row, col) = (blank / W, blank % W);
        match m {
            0 if row + 1 < Self::H => Some(blank + W),
            1 if col > 0 => Some(blank - 1),
            2 if col + 1 < W => Some(blank + 1),
            3 if row > 0 => Some(blank - W),
            _ => None,
        }
    }
}

impl<const W: usize, const N: usize> Puzzle for Board<W, N> {
    /// `d`, `l`, `r`, `u`.
    const MOVES: u8 = 4;

    fn apply(&mut self, m: u8) -> bool {
        let Some(target) = self.target(m) else {
            return false;
        };
        let (blank, tile) = (self.blank as usize, self.cells[target]);
        self.manhattan =
            self.manhattan + Self::distance(tile, blank) - Self::distance(tile, target);
        self.cells.swap(blank, target);
        self.blank = target as u8;
        true
    }

    fn undo(&mut self, m: u8) {
        self.apply(Self::inverse(m));
    }

    fn is_goal(&self) -> bool {
        self.manhattan == 0
    }
}

impl<const W: usize, const N: usize> Reversible for Board<W, N> {
    /// `u` for `d`, `r` for `l`, and back.
    fn inverse(m: u8) -> u8 {
        3 - m
    }
}

impl<const W: usize, const N: usize> Heuristic for Board<W, N> {
    /// Manhattan distance: every move carries one tile one cell.
    fn estimate(&self) -> u32 {
        self.manhattan.into()
    }

    /// A move right after its inverse.
    fn redundant(path: &[u8], next: u8) -> bool {
        path.last() == Some(&Self::inverse(next))
    }
}

impl<const W: usize, const N: usize> Ranked for Board<W, N> {
    /// One parity class: N!/2 boards.
    fn space(&self) -> usize {
        const { arrangements(N, N) / 2 }
    }

    /// The blank's cell, then the order of the tiles read row by row without the blank, ranked
    /// as in [`rank_arrangement`](crate::search::rank::rank_arrangement). The last two tiles are
    /// left out: within one parity class the others fix their order.
    fn rank(&self) -> usize {
        let (mut rank, mut used, mut placed) = (0, 0u32, 0);
        for &tile in &self.cells {
            if tile == 0 {
                continue;
            }
            let below = (used & ((1 << tile) - 1)).count_ones() as usize;
            rank = rank * (N - 1 - placed) + (tile as usize - 1 - below);
            used |= 1 << tile;
            placed += 1;
            if placed == N - 3 {
                break;
            }
        }
        self.blank as usize * const { arrangements(N - 1, N - 3) } + rank
    }
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
    pub time: Duration,
}

impl Solved {
    /// Solves with `solve`, timing it.
    pub(crate) fn timed(solve: impl FnOnce() -> (Answer, Stats)) -> Self {
        let start = Instant::now();
        let (answer, nodes) = solve();
        Self {
            answer,
            nodes,
            time: start.elapsed(),
        }
    }
}

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
    about: "Eight (POJ 1077, HDU 1043), and with --size the fifteen puzzle: per puzzle, the \
            shortest solution, first in byte order, or `unsolvable`.",
    flags: &[
        Flag {
            name: "--size",
            value: Some("3|4"),
            modes: Mode::ALL,
            does: "sets the board's size",
            help: "3 (the default): Eight, nine tiles a puzzle, whitespace optional. 4: the\n\
                   fifteen puzzle, 16 whitespace-separated tiles (1 to 15, and x, X or 0) a\n\
                   puzzle, goal 1 2 ... 15 x, solved by IDA* with pattern databases.",
        },
        Flag {
            name: "--algo",
            value: Some("NAME"),
            modes: &[Mode::Solve],
            does: "chooses a search for solving",
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
    notes: "--depth D is 0 to 31 for 3×3 (max: 31).\n",
    examples: &[
        "eight-puzzle --size 4 < puzzles.in",
        "eight-puzzle --algo idastar --stats < samples/eight-puzzle/sample-2.in",
    ],
};

/// The judge problem: 3×3 puzzles until the end of the input, each nine characters with optional
/// whitespace anywhere, solved by one of the [`Algorithm`]s.
pub struct EightPuzzle<'t> {
    first_moves: FirstMoves<'t>,
    algorithm: Algorithm,
    bfs: Bfs<Eight>,
    bibfs: BiBfs<Eight>,
    astar: AStar<Eight>,
    ida: Ida,
    path: Vec<u8>,
    /// With `--stats`: what has been reported so far.
    report: Option<Report>,
    /// Every solvable board by its distance, for the samplers; made when the first needs it.
    boards: Option<Arc<Reachable<Eight>>>,
}

/// The lines and totals of `--stats`.
#[derive(Debug, Default)]
pub(crate) struct Report {
    puzzles: usize,
    unsolvable: usize,
    moves: usize,
    nodes: Stats,
    time: Duration,
}

/// The routes of the 181,440 solvable boards, for [`EightPuzzle::new`]; `build.rs` embeds their
/// first moves in the binary.
pub fn routes() -> Routes {
    Routes::new(&[Eight::goal()])
}

impl<'t> EightPuzzle<'t> {
    /// A solver using `first_moves`, [`Routes::first_move`] of [`routes`], with the table
    /// algorithm and no statistics.
    ///
    /// # Panics
    /// If the table has the wrong length.
    pub fn new(first_moves: &'t [u8]) -> Self {
        let space = Eight::goal().space();
        assert_eq!(
            first_moves.len(),
            space,
            "not an eight-puzzle first-move table"
        );
        Self {
            first_moves: FirstMoves(first_moves),
            algorithm: Algorithm::Table,
            bfs: Bfs::new(),
            bibfs: BiBfs::new(),
            astar: AStar::new(),
            ida: Ida::new(),
            path: Vec::new(),
            report: None,
            boards: None,
        }
    }

    /// A solver set up by the flags `--algo NAME` and `--stats` ([`PROGRAM`]).
    pub fn from_args(first_moves: &'t [u8], args: &Args) -> Result<Self, String> {
        let mut solver = Self::new(first_moves);
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
    pub fn solve_counted(&mut self, board: &Eight) -> (Answer, Stats) {
        if !board.is_solvable() {
            return (Answer::Unsolvable, Stats::default());
        }
        let (path, nodes) = self.search(board);
        (
            Answer::Moves(path.iter().map(|&m| LETTERS[m as usize]).collect()),
            nodes,
        )
    }

    /// Runs the algorithm on a solvable board: its moves and what it took.
    fn search(&mut self, board: &Eight) -> (Vec<u8>, Stats) {
        let unsolved = "a solvable board is solved";
        match self.algorithm {
            Algorithm::Table => {
                self.path.clear();
                self.first_moves
                    .solve(&mut board.clone(), &mut self.path)
                    .expect(unsolved);
                let (steps, table) = (self.path.len() as u64, self.first_moves.0.len());
                (
                    self.path.clone(),
                    Stats {
                        expanded: steps,
                        generated: steps,
                        memory: table,
                    },
                )
            }
            Algorithm::Bfs => {
                self.bfs.stats = Stats::default();
                (
                    self.bfs.solve(&[*board]).expect(unsolved).to_vec(),
                    self.bfs.stats,
                )
            }
            Algorithm::BiBfs => {
                self.bibfs.stats = Stats::default();
                let path = self
                    .bibfs
                    .solve(board, &Eight::goal())
                    .expect(unsolved)
                    .to_vec();
                (path, self.bibfs.stats)
            }
            Algorithm::AStar => {
                self.astar.stats = Stats::default();
                (
                    self.astar.solve(board).expect(unsolved).to_vec(),
                    self.astar.stats,
                )
            }
            Algorithm::IdaStar => {
                self.ida.stats = Stats::default();
                let path = self
                    .ida
                    .solve(&mut board.clone(), u32::MAX)
                    .expect(unsolved)
                    .to_vec();
                (path, self.ida.stats)
            }
        }
    }
}

/// Bytes in B, KB or MB.
fn bytes(n: usize) -> String {
    match n {
        0..=9_999 => format!("{n} B"),
        10_000..=999_999 => format!("{:.1} KB", n as f64 / 1e3),
        _ => format!("{:.1} MB", n as f64 / 1e6),
    }
}

impl Report {
    /// Prints the line of one puzzle and adds it to the totals.
    pub(crate) fn add(&mut self, name: &str, solved: &Solved) {
        let Solved {
            answer,
            nodes,
            time,
        } = solved;
        self.puzzles += 1;
        self.time += *time;
        let Answer::Moves(moves) = answer else {
            self.unsolvable += 1;
            report(format_args!(
                "puzzle {}: {name}, unsolvable by parity, {:.3} ms",
                self.puzzles,
                ms(*time)
            ));
            return;
        };
        self.moves += moves.len();
        self.nodes.expanded += nodes.expanded;
        self.nodes.generated += nodes.generated;
        self.nodes.memory = self.nodes.memory.max(nodes.memory);
        report(format_args!(
            "puzzle {}: {name}, {} moves, {} expanded, {} generated, {} peak, {:.3} ms",
            self.puzzles,
            moves.len(),
            nodes.expanded,
            nodes.generated,
            bytes(nodes.memory),
            ms(*time)
        ));
    }

    /// Prints the total line.
    pub(crate) fn total(&self) {
        report(format_args!(
            "total: {} puzzles, {} unsolvable, {} moves, {} expanded, {} generated, {} peak, {:.3} ms",
            self.puzzles,
            self.unsolvable,
            self.moves,
            self.nodes.expanded,
            self.nodes.generated,
            bytes(self.nodes.memory),
            ms(self.time)
        ));
    }
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

impl<const W: usize, const N: usize> Board<W, N> {
    /// Reads the next N tiles: single characters (`glued`, whitespace between them optional) or
    /// whitespace-separated words. A tile is its number, or `x`, `X` or `0` for the blank.
    pub fn read(input: &mut Input, glued: bool) -> Result<Option<Self>, String> {
        let mut cells = [0; N];
        let mut seen = 0u32;
        for (read, cell) in cells.iter_mut().enumerate() {
            let token = if glued { input.glyph() } else { input.word() };
            let Some(token) = token else {
                return match read {
                    0 => Ok(None),
                    _ => Err(format!("the input ends after {read} of the {N} tiles")),
                };
            };
            let tile = match token.text {
                b"x" | b"X" | b"0" => 0,
                [b'1'..=b'9', ..] if token.text.iter().all(u8::is_ascii_digit) => token
                    .integer()
                    .filter(|&t| t < N as i64)
                    .unwrap_or(N as i64)
                    as usize,
                _ => N,
            };
            if tile == N {
                return Err(format!(
                    "{token} is not a tile: tiles are 1 to {}, and x, X or 0 is the blank",
                    N - 1
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
        Ok(Some(Self::new(cells)))
    }

    /// Prints the board in the judge's input format: tiles and `x`, separated by spaces.
    pub fn write<Out: Write>(&self, out: &mut Out) -> io::Result<()> {
        let tiles: Vec<String> = self
            .cells
            .iter()
            .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
            .collect();
        writeln!(out, "{}", tiles.join(" "))
    }

    /// The special judge: `unsolvable` exactly when the board is, otherwise any move string
    /// that ends at the goal; with `optimal`, only one of `shortest()` moves, which is asked for
    /// only then. Blank lines at the end of an output are ignored, so an output that has ended
    /// is the empty answer of a solved board.
    pub fn check(
        &self,
        output: &mut Lines,
        optimal: bool,
        shortest: impl FnOnce() -> usize,
    ) -> Result<(), Verdict> {
        let Some(line) = output.next_line() else {
            return match self.is_goal() {
                true => Ok(()),
                false => Err(output.ended()),
            };
        };
        let solvable = self.is_solvable();
        match (line.text, solvable) {
            ("unsolvable", false) => return Ok(()),
            ("unsolvable", true) => {
                return Err(Verdict::Wrong(
                    "`unsolvable`, but the puzzle can be solved".into(),
                ))
            }
            (_, false) => return Err(Verdict::Wrong("the puzzle is unsolvable".into())),
            _ => {}
        }
        let mut at = *self;
        for (i, letter) in line.text.bytes().enumerate() {
            let Some(m) = LETTERS.iter().position(|&l| l == letter) else {
                return Err(line.malformed("is neither letters d, l, r, u nor `unsolvable`"));
            };
            if !at.apply(m as u8) {
                let letter = letter as char;
                return Err(Verdict::Wrong(format!(
                    "move {} `{letter}` takes the blank off the board",
                    i + 1
                )));
            }
        }
        if !at.is_goal() {
            return Err(Verdict::Wrong("the moves end away from the goal".into()));
        }
        let moves = line.text.len();
        if optimal {
            let best = shortest();
            if moves > best {
                return Err(Verdict::Wrong(format!("{moves} moves, but {best} suffice")));
            }
        }
        Ok(())
    }
}

impl Answer {
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

impl Problem for EightPuzzle<'_> {
    const NAME: &'static str = "eight-puzzle";
    const CASE: &'static str = "puzzle";
    const MAX_DEPTH: u32 = 31;
    type Case = Eight;
    type Answer = Solved;

    fn read(&mut self, input: &mut Input) -> Result<Option<Eight>, String> {
        Eight::read(input, true)
    }

    fn solve(&mut self, board: &Eight) -> Solved {
        Solved::timed(|| self.solve_counted(board))
    }

    /// The answer, and with `--stats` its line on standard error.
    fn write<W: Write>(&mut self, solved: &Solved, out: &mut W) -> io::Result<()> {
        if let Some(report) = &mut self.report {
            report.add(self.algorithm.name(), solved);
        }
        solved.answer.write(out)
    }

    /// A special judge ([`Board::check`]); the shortest length comes from the table.
    fn check(&mut self, board: &Eight, output: &mut Lines, optimal: bool) -> Result<(), Verdict> {
        let first_moves = self.first_moves;
        board.check(output, optimal, || {
            let mut path = Vec::new();
            first_moves.solve(&mut board.clone(), &mut path);
            path.len()
        })
    }

    /// Uniform boards, half of them unsolvable; at a depth, uniform among the boards that far
    /// from the goal.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Eight>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(|rng| {
                let mut cells = std::array::from_fn(|i| i as u8);
                rng.shuffle(&mut cells);
                Eight::new(cells)
            }));
        };
        let reachable = self
            .boards
            .get_or_insert_with(|| Arc::new(Reachable::new(&[Eight::goal()])));
        let boards = reachable.at(depth as usize).to_vec();
        if boards.is_empty() {
            return Err(format!("no puzzle needs {depth} moves: the most is 31"));
        }
        Ok(Box::new(move |rng| {
            boards[rng.below(boards.len() as u64) as usize]
        }))
    }

    /// With `--stats`, the total line.
    fn finish(&mut self) {
        if let Some(report) = &self.report {
            report.total();
        }
    }

    fn write_case<W: Write>(&self, board: &Eight, out: &mut W) -> io::Result<()> {
        board.write(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::bfs::UNREACHED;

    fn board(text: &str) -> Eight {
        Eight::read(&mut Input::new(text.as_bytes()), true)
            .unwrap()
            .unwrap()
    }

    #[test]
    fn moves_go_where_the_blank_travels() {
        let mut b = board("123 456 7x8");
        assert!(b.apply(2), "r");
        assert!(b.is_goal());
        assert!(
            !b.apply(0) && !b.apply(2),
            "the blank is in the bottom-right corner"
        );
        assert!(b.apply(3));
        assert_eq!(b.cells(), &[1, 2, 3, 4, 5, 0, 7, 8, 6]);
        b.undo(3);
        assert_eq!(b, Eight::goal());
    }

    #[test]
    fn the_goal_reaches_half_the_boards_within_31_moves() {
        let table = routes().distance;
        let reached = table.iter().filter(|&&d| d != UNREACHED).count();
        assert_eq!(reached, 181_440);
        assert_eq!(table.iter().filter(|&&d| d != UNREACHED).max(), Some(&31));
        assert_eq!(table.iter().filter(|&&d| d == 31).count(), 2);
    }

    #[test]
    fn parity_decides_solvability_on_both_widths() {
        assert!(Eight::goal().is_solvable());
        assert!(!board("123456870").is_solvable());
        let mut fifteen = Board::<4, 16>::goal();
        assert!(fifteen.is_solvable());
        fifteen.apply(3);
        assert!(fifteen.is_solvable(), "a move keeps solvability");
        let mut swapped = *Board::<4, 16>::goal().cells();
        swapped.swap(0, 1);
        assert!(!Board::<4, 16>::new(swapped).is_solvable());
    }

    #[test]
    fn ida_with_manhattan_agrees_with_the_table() {
        let routes = routes();
        let mut solver = EightPuzzle::new(&routes.first_move);
        let mut ida = Ida::new();
        let mut b = Eight::goal();
        for step in 0..400u32 {
            // A walk that wanders ever further.
            b.apply((step.wrapping_mul(2_654_435_761) >> 30) as u8 % 4);
            let (Answer::Moves(expected), _) = solver.solve_counted(&b) else {
                panic!("solvable")
            };
            let path = ida.solve(&mut b.clone(), 40).unwrap();
            let letters: Vec<u8> = path.iter().map(|&m| LETTERS[m as usize]).collect();
            assert_eq!(letters, expected, "{b:?}");
        }
    }
}
