//! The fifteen puzzle: the 4×4 board of [`eight_puzzle`](super::eight_puzzle), solved optimally
//! by IDA* with additive pattern databases.
//!
//! The tiles are split into three disjoint patterns, 6-6-3:
//!
//! ```text
//!   goal           patterns
//!  1  2  3  4      a c c c
//!  5  6  7  8      a a b b
//!  9 10 11 12      a a b b
//! 13 14 15  x      a b b
//! ```
//!
//! A pattern's database holds, for every placement of its tiles, the fewest moves of those
//! tiles that bring them home, found by the shared breadth-first search over placements in which a
//! tile may step onto any cell its pattern leaves free. Every real move moves one tile of one
//! pattern into the blank, a free cell, so the three values add up to a lower bound. Reflecting
//! the board about its main diagonal gives another board with the same distance, whose patterns
//! are other tile sets and give a second bound from the same databases; the estimate is the
//! larger. IDA* tries moves in letter order, so the first solution is the canonical one.

use super::cache::{cache_dir, CacheFile};
use super::eight_puzzle::{Answer, Board, Report, Solved};
use crate::judge::{report, status, Args, Input, Lines, Problem, Sampler, Verdict};
use crate::rng::Rng;
use crate::search::bfs::{for_each_reachable, UNREACHED};
use crate::search::ida::Ida;
use crate::search::rank::{arrangements, rank_arrangement};
use crate::search::{Heuristic, Puzzle, Ranked, Reversible, Stats};
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// The 4×4 board.
pub type Fifteen = Board<4, 16>;

/// The tiles of each pattern.
const PATTERNS: [&[u8]; 3] = [&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]];

/// The most tiles in one pattern.
const MOST: usize = 6;

/// The cell of the reflection of `cell` about the main diagonal.
const fn reflect(cell: u8) -> u8 {
    cell % 4 * 4 + cell / 4
}

/// For each tile, its pattern and its place in the pattern's list.
const SLOT: [(u8, u8); 16] = {
    let mut slot = [(u8::MAX, u8::MAX); 16];
    let mut p = 0;
    while p < PATTERNS.len() {
        let mut i = 0;
        while i < PATTERNS[p].len() {
            slot[PATTERNS[p][i] as usize] = (p as u8, i as u8);
            i += 1;
        }
        p += 1;
    }
    slot
};

/// The tile whose home is the reflection of `tile`'s home.
const fn reflect_tile(tile: u8) -> u8 {
    reflect(tile - 1) + 1
}

/// The cells of column 0 and of column 3.
const LEFT_EDGE: u16 = 0x1111;
const RIGHT_EDGE: u16 = 0x8888;

/// The cells of `free` that the blank reaches from `from` without moving a pattern tile.
fn flood(from: u8, free: u16) -> u16 {
    let mut region = 1 << from;
    loop {
        let r = region;
        let spread = r << 4 | r >> 4 | (r << 1 & !LEFT_EDGE) | (r >> 1 & !RIGHT_EDGE);
        let grown = r | spread & free;
        if grown == r {
            return r;
        }
        region = grown;
    }
}

/// For every set of free cells, the region of each cell, four bits a cell: regions are numbered
/// from 0 in the order of their lowest cells, and a cell that is not free has 15.
fn regions() -> &'static [u64] {
    static REGIONS: OnceLock<Vec<u64>> = OnceLock::new();
    REGIONS.get_or_init(|| {
        (0..=u16::MAX)
            .map(|free| {
                let (mut labels, mut left, mut next) = (u64::MAX, free, 0);
                while left != 0 {
                    let region = flood(left.trailing_zeros() as u8, free);
                    for cell in 0..16 {
                        if region >> cell & 1 == 1 {
                            labels &= !(0xF << (4 * cell));
                            labels |= next << (4 * cell);
                        }
                    }
                    left &= !region;
                    next += 1;
                }
                labels
            })
            .collect()
    })
}

/// The most regions the free cells of one pattern can fall into.
const MOST_REGIONS: usize = 6;

/// The tiles of pattern `P` and the blank, the other tiles abstracted away: the state space of
/// one pattern database. Only pattern tiles' moves count; the blank travels over the other cells
/// for free, so what matters of it is its region, the cells it reaches that way. Move 4i + d
/// steps tile i down, left, right or up onto a cell of the blank's region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Tiles<const P: usize> {
    cells: [u8; MOST],
    occupied: u16,
    blank: u8,
    /// The blank before the last move, for [`Puzzle::undo`].
    before: u8,
}

impl<const P: usize> Tiles<P> {
    const LEN: usize = PATTERNS[P].len();

    /// The pattern's tiles at home, the blank in the bottom-right corner.
    fn home() -> Self {
        let mut tiles = Self {
            cells: [0; MOST],
            occupied: 0,
            blank: 15,
            before: 15,
        };
        for (cell, &tile) in tiles.cells.iter_mut().zip(PATTERNS[P]) {
            *cell = tile - 1;
            tiles.occupied |= 1 << *cell;
        }
        tiles
    }

    /// The region of `cell`: the same number for cells the blank connects, 15 if not free.
    fn region(&self, cell: u8) -> u64 {
        regions()[usize::from(!self.occupied)] >> (4 * cell) & 0xF
    }

    /// The cell next to tile i's in direction d (move 4i + d), if on the board.
    fn next_to(&self, m: u8) -> Option<u8> {
        let cell = self.cells[(m / 4) as usize];
        let (row, col) = (cell / 4, cell % 4);
        match m % 4 {
            0 if row < 3 => Some(cell + 4),
            1 if col > 0 => Some(cell - 1),
            2 if col < 3 => Some(cell + 1),
            3 if row > 0 => Some(cell - 4),
            _ => None,
        }
    }

    /// Moves tile i onto `to`.
    fn step(&mut self, i: usize, to: u8) {
        self.occupied ^= 1 << self.cells[i] | 1 << to;
        self.cells[i] = to;
    }
}

impl<const P: usize> Puzzle for Tiles<P> {
    const MOVES: u8 = 4 * MOST as u8;

    fn candidates(&self) -> u64 {
        (1 << (4 * Self::LEN)) - 1
    }

    fn apply(&mut self, m: u8) -> bool {
        let blank = self.region(self.blank);
        let Some(to) = self.next_to(m).filter(|&to| self.region(to) == blank) else {
            return false;
        };
        let i = (m / 4) as usize;
        self.before = self.blank;
        self.blank = self.cells[i];
        self.step(i, to);
        true
    }

    fn undo(&mut self, m: u8) {
        self.step((m / 4) as usize, self.blank);
        self.blank = self.before;
    }

    fn is_goal(&self) -> bool {
        let home = Self::home();
        self.cells == home.cells && self.region(self.blank) == self.region(15)
    }
}

impl<const P: usize> Ranked for Tiles<P> {
    /// The placements, times the blank's region.
    fn space(&self) -> usize {
        arrangements(16, Self::LEN) * MOST_REGIONS
    }

    fn rank(&self) -> usize {
        let placement = rank_arrangement(&self.cells[..Self::LEN], 16);
        placement * MOST_REGIONS + self.region(self.blank) as usize
    }
}

/// Pattern `P`'s database: for each placement of its tiles, the fewest moves of them to home,
/// wherever the blank starts.
fn database<const P: usize>() -> Vec<u8> {
    let mut table = vec![UNREACHED; arrangements(16, Tiles::<P>::LEN)];
    for_each_reachable(&[Tiles::<P>::home()], |_, rank, distance| {
        let slot = &mut table[rank / MOST_REGIONS];
        // Distances come in increasing order: the first is the least over the regions.
        if *slot == UNREACHED {
            *slot = distance;
        }
    });
    table
}

/// The three pattern databases, indexed by the rank of the pattern's cells.
#[derive(Debug)]
pub struct Databases {
    tables: [Vec<u8>; 3],
}

impl Databases {
    /// Builds the three databases by breadth-first search, the two large ones on two threads.
    ///
    /// # Complexity
    /// 2 × 16!/10! + 16!/13! states; about a second here.
    pub fn build() -> Self {
        let (a, b, c) = std::thread::scope(|scope| {
            let a = scope.spawn(database::<0>);
            let (b, c) = (database::<1>(), database::<2>());
            (a.join().expect("the build thread finishes"), b, c)
        });
        Self { tables: [a, b, c] }
    }

    /// The databases cached in `dir`, if a valid copy is there; else built, and saved there
    /// for next time. Also, if they could not be saved, a note that says so.
    pub fn load_or_build(dir: Option<&Path>) -> (Self, Option<String>) {
        let file = dir.map(|dir| CacheFile::new(dir, CACHE_FILE));
        let cached = file.as_ref().and_then(|f| f.read(Self::file_len()));
        if let Some(cached) = cached.and_then(|bytes| Self::from_bytes(&bytes)) {
            return (cached, None);
        }
        let built = Self::build();
        let note = file.and_then(|file| save(&file, &built.to_bytes()));
        (built, note)
    }

    /// What the cache file starts with: the format's version and the patterns, so that a file
    /// made for other patterns is never read.
    fn header() -> String {
        format!("puzzle-search pattern databases, version 1, patterns {PATTERNS:?}\n")
    }

    /// The length of a valid cache file.
    fn file_len() -> usize {
        let tables: usize = PATTERNS.iter().map(|p| 8 + arrangements(16, p.len())).sum();
        Self::header().len() + tables + 8
    }

    /// The cache file: the header, each table's length (8 bytes, little-endian) and bytes, and
    /// an FNV-1a checksum of all that.
    fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Self::header().into_bytes();
        for table in &self.tables {
            bytes.extend((table.len() as u64).to_le_bytes());
            bytes.extend(table);
        }
        bytes.extend(fnv1a(&bytes).to_le_bytes());
        bytes
    }

    /// Reads a cache file; `None` unless its header, lengths and checksum are right.
    fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let (body, sum) = bytes.split_at_checked(bytes.len().checked_sub(8)?)?;
        if fnv1a(body).to_le_bytes() != sum {
            return None;
        }
        let mut rest = body.strip_prefix(Self::header().as_bytes())?;
        let mut table = || {
            let (len, after) = rest.split_at_checked(8)?;
            let len = usize::try_from(u64::from_le_bytes(len.try_into().ok()?)).ok()?;
            let (table, after) = after.split_at_checked(len)?;
            rest = after;
            Some(table.to_vec())
        };
        let tables = [table()?, table()?, table()?];
        let sizes = PATTERNS.map(|p| arrangements(16, p.len()));
        (rest.is_empty() && tables.iter().zip(sizes).all(|(t, n)| t.len() == n))
            .then_some(Self { tables })
    }

    /// The value of pattern `p` with its tiles on `cells`.
    fn value(&self, p: usize, cells: &[u8; MOST]) -> u8 {
        self.tables[p][rank_arrangement(&cells[..PATTERNS[p].len()], 16)]
    }

    /// The estimate of `board`: the larger of its sum and its reflection's.
    pub fn estimate(&self, board: &Fifteen) -> u32 {
        Search::new(board, self).estimate()
    }
}

/// The name of the cache file.
const CACHE_FILE: &str = "fifteen-puzzle.pdb";

/// Saves `bytes` as `file`; if that fails, a note for the user that says why, and what it costs.
fn save(file: &CacheFile, bytes: &[u8]) -> Option<String> {
    let error = file.write(bytes).err()?;
    Some(format!(
        "note: cannot save the pattern databases as {}: {error}; they will be built again in \
         every run until PUZZLE_SEARCH_CACHE names a writable directory",
        file.path().display()
    ))
}

/// The 64-bit FNV-1a hash of `bytes`.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// A board under search with the cells of each pattern's tiles, on the board and on its
/// reflection, and their database values, kept up to date by the moves.
#[derive(Clone, Debug)]
struct Search<'d> {
    board: Fifteen,
    /// `cells[0][p]`: where pattern p's tiles are; `cells[1][p]`: where they are on the reflection.
    cells: [[[u8; MOST]; 3]; 2],
    values: [[u8; 3]; 2],
    databases: &'d Databases,
}

impl<'d> Search<'d> {
    fn new(board: &Fifteen, databases: &'d Databases) -> Self {
        let mut search = Search {
            board: *board,
            cells: [[[0; MOST]; 3]; 2],
            values: [[0; 3]; 2],
            databases,
        };
        for (cell, &tile) in board.cells().iter().enumerate() {
            if tile != 0 {
                search.place(tile, cell as u8);
            }
        }
        search
    }

    /// Records that `tile` is on `cell`, and the reflection of that.
    fn place(&mut self, tile: u8, cell: u8) {
        for (side, tile, cell) in [(0, tile, cell), (1, reflect_tile(tile), reflect(cell))] {
            let (p, i) = SLOT[tile as usize];
            let cells = &mut self.cells[side][p as usize];
            cells[i as usize] = cell;
            self.values[side][p as usize] = self.databases.value(p as usize, cells);
        }
    }

    /// Records where the tile that move `m` carried now is: where the blank was, one step
    /// back from where it is.
    fn moved(&mut self, m: u8) {
        let blank = self.board.blank();
        let at = match m {
            0 => blank - 4,
            1 => blank + 1,
            2 => blank - 1,
            _ => blank + 4,
        };
        self.place(self.board.cells()[at], at as u8);
    }
}

impl Puzzle for Search<'_> {
    const MOVES: u8 = 4;

    fn apply(&mut self, m: u8) -> bool {
        let moved = self.board.apply(m);
        if moved {
            self.moved(m);
        }
        moved
    }

    fn undo(&mut self, m: u8) {
        self.board.undo(m);
        self.moved(Fifteen::inverse(m));
    }

    fn is_goal(&self) -> bool {
        self.board.is_goal()
    }
}

impl Heuristic for Search<'_> {
    fn estimate(&self) -> u32 {
        let sum = |side: &[u8; 3]| side.iter().map(|&v| u32::from(v)).sum::<u32>();
        sum(&self.values[0]).max(sum(&self.values[1]))
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Fifteen::redundant(path, next)
    }
}

/// The judge problem of `eight-puzzle --size 4`: puzzles of 16 whitespace-separated tiles until
/// the end of the input, solved on every core.
#[derive(Debug, Default)]
pub struct FifteenPuzzle {
    /// What all forks share: the databases, built when the first solvable puzzle needs them.
    databases: Arc<OnceLock<Databases>>,
    ida: Ida,
    /// With `--stats`: what has been reported so far.
    report: Option<Report>,
}

impl FifteenPuzzle {
    /// A solver; its databases are built when first needed.
    pub fn new() -> Self {
        Self::default()
    }

    /// A solver set up by `--stats` ([`PROGRAM`](super::eight_puzzle::PROGRAM)).
    pub fn from_args(args: &Args) -> Result<Self, String> {
        if args.has("--algo") {
            return Err(
                "--algo chooses a search for 3×3 boards; larger ones are solved by IDA* \
                        with pattern databases"
                    .into(),
            );
        }
        let mut solver = Self::new();
        if args.has("--stats") {
            solver.report = Some(Report::default());
        }
        Ok(solver)
    }

    /// The pattern databases: from the cache ([`cache_dir`]), or built now, with a status line
    /// on a terminal while that takes, and a note there if they cannot be saved.
    pub fn databases(&self) -> &Databases {
        self.databases.get_or_init(|| {
            status("loading or building the pattern databases…");
            let (databases, note) = Databases::load_or_build(cache_dir().as_deref());
            status("");
            if let Some(note) = note.filter(|_| io::stderr().is_terminal()) {
                report(note);
            }
            databases
        })
    }

    /// The shortest solution of `board` that comes first in byte order, with the nodes it took.
    /// The databases are needed only for a solvable board.
    pub fn solve_counted(&mut self, board: &Fifteen) -> (Answer, Stats) {
        if !board.is_solvable() {
            return (Answer::Unsolvable, Stats::default());
        }
        self.databases();
        let databases = self.databases.get().expect("just built");
        let mut search = Search::new(board, databases);
        self.ida.stats = Stats::default();
        let path = self
            .ida
            .solve(&mut search, u32::MAX)
            .expect("a solvable board is solved");
        (Answer::of(path), self.ida.stats)
    }
}

impl Problem for FifteenPuzzle {
    const NAME: &'static str = "eight-puzzle";
    const CASE: &'static str = "puzzle";
    /// The most moves a 4×4 board needs.
    const MAX_DEPTH: u32 = 80;
    type Case = Fifteen;
    type Answer = Solved;

    fn read(&mut self, input: &mut Input) -> Result<Option<Fifteen>, String> {
        Fifteen::read(input, false)
    }

    fn solve(&mut self, board: &Fifteen) -> Solved {
        Solved::timed(|| self.solve_counted(board))
    }

    /// Solvers for the other cores, sharing the databases.
    fn fork(&self) -> Option<Self> {
        Some(Self {
            databases: Arc::clone(&self.databases),
            ..Self::default()
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
    fn check(&mut self, board: &Fifteen, output: &mut Lines, optimal: bool) -> Result<(), Verdict> {
        board.check(output, optimal, || match self.solve_counted(board).0 {
            Answer::Moves(moves) => moves.len(),
            Answer::Unsolvable => unreachable!("the checker asks only about solvable boards"),
        })
    }

    /// Uniform among the solvable boards, as Korf's instances are; with a depth D, the ends of
    /// random walks of D moves that never undo the move before, whose true depth (at most D) is
    /// reported on standard error.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Fifteen>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(random_solvable));
        };
        let mut solver = FifteenPuzzle::new();
        let mut generated = 0;
        Ok(Box::new(move |rng| {
            let mut board = Fifteen::goal();
            let mut last = None;
            for _ in 0..depth {
                let m = loop {
                    let m = rng.below(4) as u8;
                    if last != Some(Fifteen::inverse(m)) && board.apply(m) {
                        break m;
                    }
                };
                last = Some(m);
            }
            generated += 1;
            if let (Answer::Moves(moves), _) = solver.solve_counted(&board) {
                report(format_args!(
                    "puzzle {generated}: a walk of {depth} moves, {} moves from the goal",
                    moves.len()
                ));
            }
            board
        }))
    }

    fn write_case<W: Write>(&self, board: &Fifteen, out: &mut W) -> io::Result<()> {
        board.write(out)
    }

    fn finish(&mut self) {
        if let Some(report) = &self.report {
            report.total();
        }
    }
}

/// A uniformly random solvable board.
fn random_solvable(rng: &mut Rng) -> Fifteen {
    let mut cells: [u8; 16] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut cells);
    let mut board = Fifteen::new(cells);
    if !board.is_solvable() {
        // Swapping two tiles changes the parity.
        let (a, b) = if cells[0] != 0 && cells[1] != 0 {
            (0, 1)
        } else {
            (14, 15)
        };
        cells.swap(a, b);
        board = Fifteen::new(cells);
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, VecDeque};

    #[test]
    fn patterns_split_the_tiles_and_reflection_maps_goal_to_goal() {
        let mut tiles: Vec<u8> = PATTERNS.concat();
        tiles.sort_unstable();
        assert_eq!(tiles, (1..16).collect::<Vec<u8>>());
        for tile in 1..16 {
            assert_eq!(reflect_tile(reflect_tile(tile)), tile);
        }
        assert_eq!(reflect(15), 15, "the blank's home stays");
        assert_eq!((reflect(1), reflect(4), reflect(6)), (4, 1, 9));
    }

    #[test]
    fn tiles_move_onto_cells_of_the_blanks_region_and_back() {
        let home = Tiles::<0>::home(); // tiles 1, 5, 6, 9, 10, 13 on cells 0, 4, 5, 8, 9, 12
        let mut tiles = home;
        assert!(!tiles.apply(0), "tile 1 cannot step down onto tile 5");
        assert!(!tiles.apply(3), "nor up off the board");
        assert!(
            tiles.apply(2),
            "tile 1 steps right onto cell 1, in the blank's region"
        );
        assert_eq!((tiles.cells[0], tiles.blank), (1, 0));
        tiles.undo(2);
        assert_eq!(tiles, home);
        assert_eq!(flood(15, 0xFFFF), 0xFFFF);
        assert_eq!(
            flood(0, 0b1_0011),
            0b1_0011,
            "cells 0, 1 and 4, not across the edge"
        );
        assert_eq!(flood(3, 0b1_1000), 0b1000, "cell 4 is not next to cell 3");
        // Tiles on 1 and 4 cut the corner 0 off: two regions.
        let labels = regions()[usize::from(!0b1_0010u16)];
        assert_eq!(
            (labels & 0xF, labels >> 4 & 0xF, labels >> 8 & 0xF),
            (0, 15, 1)
        );
    }

    #[test]
    fn the_cache_format_is_checked_before_it_is_trusted() {
        let sizes = PATTERNS.map(|p| arrangements(16, p.len()));
        let databases = Databases {
            tables: sizes.map(|n| (0..n).map(|i| (i % 31) as u8).collect()),
        };
        let bytes = databases.to_bytes();
        let read = Databases::from_bytes(&bytes).expect("its own file");
        assert_eq!(read.tables, databases.tables);
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert!(Databases::from_bytes(&flipped).is_none(), "a changed byte");
        assert!(
            Databases::from_bytes(&bytes[..bytes.len() - 1]).is_none(),
            "a cut file"
        );
        assert!(Databases::from_bytes(b"").is_none());
        let mut other = bytes[..bytes.len() - 8].to_vec();
        other[Databases::header().find("version 1").unwrap() + 8] = b'2';
        other.extend(fnv1a(&other).to_le_bytes());
        assert!(
            Databases::from_bytes(&other).is_none(),
            "another version, checksum and all"
        );
        let short = Databases {
            tables: [vec![1], vec![2], vec![3]],
        };
        assert!(
            Databases::from_bytes(&short.to_bytes()).is_none(),
            "tables of the wrong size"
        );
    }

    #[test]
    fn an_unsaved_cache_gives_a_note_that_says_why() {
        let nowhere = CacheFile::new(Path::new("/proc/no/such/directory"), CACHE_FILE);
        let note = save(&nowhere, b"tables").expect("a note");
        assert!(
            note.starts_with("note: cannot save the pattern databases as /proc/no/such/directory/")
                && note.contains("PUZZLE_SEARCH_CACHE"),
            "{note}"
        );
        let dir = std::env::temp_dir().join(format!("puzzle-search-note-{}", std::process::id()));
        assert_eq!(save(&CacheFile::new(&dir, CACHE_FILE), b"tables"), None);
        std::fs::remove_dir_all(dir).ok();
    }

    /// The small pattern's database against a breadth-first search over its tiles and the blank
    /// written here: blank moves onto other cells are free, the pattern's tiles' moves cost one,
    /// and each placement gets the least over where the blank is.
    #[test]
    fn the_small_database_is_the_least_over_the_blank() {
        let k = PATTERNS[2].len();
        let mut start: Vec<u8> = PATTERNS[2].iter().map(|&t| t - 1).collect();
        start.push(15);
        let mut cost = HashMap::from([(start.clone(), 0)]);
        let mut queue = VecDeque::from([start]);
        while let Some(state) = queue.pop_front() {
            let (blank, d) = (state[k], cost[&state]);
            let (row, col) = (blank / 4, blank % 4);
            for (ok, to) in [
                (row > 0, blank.wrapping_sub(4)),
                (row < 3, blank + 4),
                (col > 0, blank.wrapping_sub(1)),
                (col < 3, blank + 1),
            ] {
                if !ok {
                    continue;
                }
                let mut next = state.clone();
                let tile = state[..k].iter().position(|&c| c == to);
                if let Some(tile) = tile {
                    next[tile] = blank;
                }
                next[k] = to;
                let step = u32::from(tile.is_some());
                if cost.get(&next).is_none_or(|&c| d + step < c) {
                    cost.insert(next.clone(), d + step);
                    if step == 0 {
                        queue.push_front(next);
                    } else {
                        queue.push_back(next);
                    }
                }
            }
        }
        let mut least: HashMap<Vec<u8>, u32> = HashMap::new();
        for (state, &c) in &cost {
            let entry = least.entry(state[..k].to_vec()).or_insert(u32::MAX);
            *entry = (*entry).min(c);
        }
        let table = database::<2>();
        assert_eq!(least.len(), table.len());
        for (cells, &c) in &least {
            assert_eq!(
                u32::from(table[rank_arrangement(cells, 16)]),
                c,
                "{cells:?}"
            );
        }
    }
}
