//! Optimal solutions of boards of any shape: the shared IDA* with additive pattern databases.
//!
//! The estimate is the sum of the patterns' values ([`Databases`]): the board's Manhattan
//! distance, kept up to date move by move, plus twice the sum of the patterns'
//! detours, which is what the tables hold ([`super::pdb::detours`]). On a square board,
//! reflecting it about its main diagonal gives another board exactly as far from the goal, with
//! the same Manhattan distance, whose patterns are other sets of tiles: the same databases give
//! a second sum of detours, and the estimate takes the larger. Each move changes one tile's
//! cell, so only that tile's pattern is looked up again, on the board and on its reflection, at
//! an index kept up to date move by move. IDA* tries moves in letter order and skips a move
//! right after its inverse, and every walk of the blank of at most twelve moves that another,
//! shorter or earlier in letter order, replaces ([`super::board::walks`]), followed move by move
//! through an automaton ([`Automaton`]): its first solution is still the canonical one.
//!
//! With the databases of two partitions (on 5×5, the large ones:
//! [`super::pdb::Partition::all_at`]), the estimate is the largest of six: each partition's sums
//! on the board and on its reflection, and the first's [dual](#the-dual-lookup) ones, which the
//! search takes only where the other four leave the node within the bound
//! ([`Heuristic::estimate_within`]). The search keeps one node a partition, in step
//! ([`Larger`]).
//!
//! # Performance
//!
//! On Korf's 100 instances the small 6-6-3 partition with the reflection generates 34.5 million
//! nodes in all (median 106,632 an instance), against 36 billion for Korf's IDA* with Manhattan
//! distance, and about 345,000 an instance against 617,555 published for 6-6-3 without the
//! reflection; it is the best of eleven small partitions measured. The large 7-8 partition with
//! the reflection generates 2.82 million in all, 28,205 an instance, against 36,710 published
//! for the same heuristic (Felner, Korf and Hanan 2004). Skipping the replaced walks took 40% of
//! the small databases' nodes and 26% of the large ones' (57.5 and 3.83 million before; walks
//! of ten moves instead of twelve would leave 37.9 and 2.96 million) and, though each node
//! costs more, 30% of the small ones' time. The node rate went
//! from about 9 to 45 million a second on one core (measured side by side on an earlier day)
//! when each pattern's index came to be kept up to date move by move
//! ([`super::pdb::index_change`], sparse where that costs at most four times the entries)
//! instead of ranked at every node with a software popcount, and a move came to be undone from a
//! trail instead of recomputed. `cargo bench --bench fifteen_puzzle` measures all of this again.
//!
//! Tried and not kept: asking the memory for every child's entries, on the board and on its
//! reflection, as a node's moves are about to be tried (as the cube's search does): on Korf and
//! Felner's instance 25 with the large databases the same 187 million nodes took 7.6 s instead of
//! 6.0 s (two runs each, interleaved, 2026-11-29). At about 33 ns a node most of the entries a
//! move reads must be in the caches already, and each child's index was computed twice.
//!
//! Nor perimeter search (Dillenburg and Nelson 1994; Manzini 1995): the boards r moves from
//! the goal found breadth-first and kept hashed, and each iteration's paths stopped r moves short
//! of its bound, going on only where the board there is one of them (exact, as no solution is
//! shorter than the bound). It leaves out the last r moves of every path, where these estimates
//! are already close to the truth: 3.6% fewer nodes on the first 40 of Korf's 100 with the
//! small databases and 24 moves (19.8 million boards), 3.6% and 9.8% on random 8×2 and 2×8
//! boards with 34, and no quicker in all (2026-12-02, the same answers; README has the figures,
//! beside the 5×3 board's position 84 moves away, whose nodes are near its start, where the
//! estimate is weakest).
//!
//! # The dual lookup
//!
//! The dual lookup (Felner, Zahavi, Schaeffer and Holte 2005) reads the patterns' values for
//! the board whose tile t stands where, on the board, the tile at t's home belongs. The moves
//! that solve a board, taken backwards from the goal, solve its dual with one difference: the
//! blank's part is played by the tile at home where the blank is, which in the dual always
//! stands on the blank's home. So the dual's values bound the moves from below for every pattern
//! but two kinds: that tile's own (its other tiles count their Manhattan distance), and one whose
//! tiles at home wall the blank's cell off from the blank's home, since the dual's moves end with
//! that tile there, not where the pattern's database began. The dual's Manhattan distance is the
//! board's less that of the tile on the blank's home, and the sum rounds up to the board's
//! parity. Only with the blank at home is the dual whole: over all 181,440 3×3 boards with the
//! partition 1–4, 5–8, the estimate counting the tile's pattern too exceeded the true distance on
//! 2,278 boards, counting the walled one on 1,366, none with the blank at home; leaving both out,
//! never, on every board of 3×3 with five partitions and of 4×2 and 2×4 (the tests check them
//! all, against a dual lookup written there).
//!
//! Each dual value is a table entry of its own, on 5×5 three or four more reads a side (on 4×4
//! one or two), most of them from memory, where a move changes one entry a side. With one
//! partition it does not pay: on the board and on its reflection, where their sums leave the
//! node within the bound, it took Korf's 100 from 2.82 to 2.61 million nodes with the large
//! databases and from 34.5 to 31.0 million with the small ones, but from 0.20 to 0.25 s and from
//! 0.95 to 1.45 s (medians of five runs, interleaved, 2026-12-01); Korf and Felner's 24-puzzle
//! instance 1 from 3.19 to 2.52 billion nodes, still more than their 2.03, and from 213 to 293 s
//! of CPU (the two side by side). Nor does the dual gain much by counting the left-out pattern's
//! other tiles in a database of their own, whose blank's home is the left-out tile's: with those
//! 24 databases of five tiles (77 MB, built in six minutes) instance 1 took 2.34 billion nodes.
//! Beside a second partition it pays in nodes, at about the same time: see
//! [`super::pdb::Partition::all_at`] for instance 1 with each.

use super::board::{goal_cell, goal_tile, walks, Board, MAX_CELLS};
use super::pdb::{flood, index_change, Databases, Layout, MAX_PATTERNS, MAX_TILES};
use crate::puzzles::SLIDING_SKIPPED_WALKS;
use crate::search::fsm::Automaton;
use crate::search::ida::{Ida, Progress};
use crate::search::larger::Larger;
use crate::search::nibbles::Nibbles;
use crate::search::{Heuristic, Puzzle, Stats};
use std::sync::OnceLock;

/// One side of a board under search, the board itself or its reflection: where each pattern's
/// tiles are, the index of that placement in the pattern's table, kept up to date move by move,
/// and the table's entries, the patterns' detours, and their sum.
#[derive(Clone, Copy, Debug)]
struct Side {
    cells: [[u8; MAX_TILES]; MAX_PATTERNS],
    /// The cells each pattern's tiles cover.
    occupied: [u32; MAX_PATTERNS],
    index: [u32; MAX_PATTERNS],
    values: [u8; MAX_PATTERNS],
    sum: u32,
}

/// What a move changed on one side: the pattern, the tile's place in it, the cell it left, and
/// the pattern's index and value before; enough for [`Puzzle::undo`] to put it back.
#[derive(Clone, Copy, Debug, Default)]
struct Change {
    p: u8,
    i: u8,
    from: u8,
    index: u32,
    value: u8,
}

/// A board under search with its Manhattan distance, its patterns' indices and detours on the
/// board and on its reflection, and what the moves need of the databases, at hand.
#[derive(Clone, Debug)]
struct Node<'d> {
    board: Board,
    /// The board's Manhattan distance, and each tile's distance from each cell to its home.
    manhattan: u32,
    distance: [[u8; MAX_CELLS]; MAX_CELLS],
    tables: [Nibbles<'d>; MAX_PATTERNS],
    /// For each tile, its pattern and its place in the pattern.
    slot: [(u8, u8); MAX_CELLS],
    /// The number of tiles of each pattern, how its table is laid out, and what a step of each
    /// tile adds to its index.
    len: [u8; MAX_PATTERNS],
    layouts: [Layout; MAX_PATTERNS],
    weights: [[u32; MAX_TILES]; MAX_PATTERNS],
    sides: [Side; 2],
    /// 2 on a square board, which has a reflection; else 1.
    count: usize,
    /// For each cell, its reflection, and for each tile the tile at home there.
    reflect_cell: [u8; MAX_CELLS],
    reflect_tile: [u8; MAX_CELLS],
    /// Whether the estimate takes the dual lookup too ([`Node::dual`]), and what that needs: for
    /// each tile its goal cell (the blank's home for the blank), for each cell the tile at home
    /// there, each pattern's tiles, and the cells each pattern's tiles at home wall off from the
    /// blank's home.
    with_dual: bool,
    home: [u8; MAX_CELLS],
    goal: [u8; MAX_CELLS],
    tiles: [[u8; MAX_TILES]; MAX_PATTERNS],
    patterns: usize,
    walled: [u32; MAX_PATTERNS],
    /// The automaton of the walks to skip ([`pruning`]), and the path's state in it.
    pruning: &'static Automaton,
    walks: u32,
    /// What each move on the path changed, on each side, and the Manhattan distance and the
    /// automaton's state before it, for undoing it.
    trail: Vec<([Change; 2], u32, u32)>,
}

impl<'d> Node<'d> {
    /// `board` under search with the estimate of `databases`, with the dual lookup if `dual`.
    fn new(board: &Board, databases: &'d Databases, dual: bool) -> Self {
        let shape = board.shape();
        let patterns = databases.partition().patterns();
        let empty = Side {
            cells: [[0; MAX_TILES]; MAX_PATTERNS],
            occupied: [0; MAX_PATTERNS],
            index: [0; MAX_PATTERNS],
            values: [0; MAX_PATTERNS],
            sum: 0,
        };
        let mut node = Node {
            board: *board,
            manhattan: board.manhattan(),
            distance: [[0; MAX_CELLS]; MAX_CELLS],
            tables: [Nibbles::new(&[]); MAX_PATTERNS],
            slot: [(0, 0); MAX_CELLS],
            len: [0; MAX_PATTERNS],
            sides: [empty; 2],
            count: if board.has_reflection() { 2 } else { 1 },
            reflect_cell: [0; MAX_CELLS],
            reflect_tile: [0; MAX_CELLS],
            layouts: [Layout::Dense; MAX_PATTERNS],
            weights: [[0; MAX_TILES]; MAX_PATTERNS],
            with_dual: dual,
            home: [0; MAX_CELLS],
            goal: [0; MAX_CELLS],
            tiles: [[0; MAX_TILES]; MAX_PATTERNS],
            patterns: patterns.len(),
            walled: [0; MAX_PATTERNS],
            pruning: pruning(),
            walks: Automaton::START,
            trail: Vec::new(),
        };
        for tile in 1..shape.cells() {
            let home = goal_cell(tile as u8, board.home());
            for cell in 0..shape.cells() {
                node.distance[tile][cell] = shape.distance(home, cell) as u8;
            }
        }
        node.home[0] = board.home() as u8;
        for cell in 0..shape.cells() {
            let tile = goal_tile(cell, board.home());
            (node.goal[cell], node.home[usize::from(tile)]) = (tile, cell as u8);
            node.reflect_cell[cell] = shape.reflect(cell) as u8;
            node.reflect_tile[cell] = shape.reflect_tile(cell as u8, board.home());
        }
        let layouts = databases.partition().layouts();
        for (p, (pattern, &layout)) in patterns.iter().zip(&layouts).enumerate() {
            node.tables[p] = Nibbles::new(&databases.tables()[p]);
            node.len[p] = pattern.len() as u8;
            node.layouts[p] = layout;
            node.weights[p] = layout.weights(shape.cells(), pattern.len());
            for (i, &tile) in pattern.iter().enumerate() {
                node.slot[usize::from(tile)] = (p as u8, i as u8);
                node.tiles[p][i] = tile;
            }
            // The cells the pattern's tiles at home wall off from the blank's home: those the
            // blank cannot reach from there without moving one of them.
            let at_home = databases.partition().goal_cells(p);
            let free = at_home
                .iter()
                .fold(u32::MAX >> (32 - shape.cells()), |free, &c| {
                    free & !(1 << c)
                });
            node.walled[p] = free & !flood(shape, free, board.home());
        }
        for side in 0..node.count {
            let board = if side == 0 { *board } else { board.reflected() };
            let sides = &mut node.sides[side];
            for (cell, &tile) in board.cells().iter().enumerate().filter(|(_, &t)| t != 0) {
                let (p, i) = databases.slot(tile);
                sides.cells[p][i] = cell as u8;
                sides.occupied[p] |= 1 << cell;
            }
            for (p, pattern) in patterns.iter().enumerate() {
                let cells = &sides.cells[p][..pattern.len()];
                sides.index[p] = node.layouts[p].index(cells, shape.cells()) as u32;
                sides.values[p] = node.tables[p].get(sides.index[p] as usize);
                sides.sum += u32::from(sides.values[p]);
            }
        }
        node
    }

    /// Moves `tile` from cell `from` to cell `to` on side `side`, updates its pattern's index
    /// ([`index_change`]) and value, and returns what it changed.
    #[inline]
    fn step(&mut self, side: usize, tile: u8, from: u8, to: u8) -> Change {
        let (p, i) = self.slot[usize::from(tile)];
        let (p, i) = (usize::from(p), usize::from(i));
        let side = &mut self.sides[side];
        let change = Change {
            p: p as u8,
            i: i as u8,
            from,
            index: side.index[p],
            value: side.values[p],
        };
        let cells = &side.cells[p][..usize::from(self.len[p])];
        let (layout, weights) = (self.layouts[p], &self.weights[p]);
        let delta = index_change(layout, weights, cells, side.occupied[p], i, from, to);
        side.cells[p][i] = to;
        side.occupied[p] ^= 1 << from | 1 << to;
        side.index[p] = (i64::from(side.index[p]) + delta) as u32;
        let value = self.tables[p].get(side.index[p] as usize);
        side.sum = side.sum + u32::from(value) - u32::from(side.values[p]);
        side.values[p] = value;
        change
    }

    /// Puts back what `change` changed on side `side`.
    #[inline]
    fn restore(&mut self, side: usize, change: Change) {
        let side = &mut self.sides[side];
        let (p, i) = (usize::from(change.p), usize::from(change.i));
        let to = side.cells[p][i];
        side.cells[p][i] = change.from;
        side.occupied[p] ^= 1 << change.from | 1 << to;
        side.index[p] = change.index;
        side.sum = side.sum + u32::from(change.value) - u32::from(side.values[p]);
        side.values[p] = change.value;
    }

    /// The dual estimate ([dual lookup](self#the-dual-lookup)) of the board, or of its
    /// reflection, whose blank is on `blank` and whose cell c holds `tile_at(c)`: its Manhattan
    /// distance less the stray tile's, plus twice the detours of the patterns that bound it,
    /// looked up where each of their tiles t stands on the dual board (the home of the tile on
    /// t's home), rounded up to the board's parity.
    fn dual(&self, blank: usize, tile_at: impl Fn(usize) -> u8) -> u32 {
        let n = self.board.shape().cells();
        let home = usize::from(self.home[0]);
        let stray = match self.goal[blank] {
            0 => usize::MAX,
            tile => usize::from(self.slot[usize::from(tile)].0),
        };
        let mut detours = 0;
        for p in 0..self.patterns {
            if p == stray || self.walled[p] >> blank & 1 == 1 {
                continue;
            }
            let len = usize::from(self.len[p]);
            let mut cells = [0; MAX_TILES];
            for (cell, &tile) in cells.iter_mut().zip(&self.tiles[p][..len]) {
                *cell = self.home[usize::from(tile_at(usize::from(self.home[usize::from(tile)])))];
            }
            detours += u32::from(self.tables[p].get(self.layouts[p].index(&cells[..len], n)));
        }
        let stray = u32::from(self.distance[usize::from(tile_at(home))][home]);
        let value = self.manhattan - stray + 2 * detours;
        value + ((value ^ self.manhattan) & 1)
    }

    /// The larger of the dual estimates of the board and of its reflection; apart from
    /// [`Heuristic::estimate_within`], which it would make too large to inline.
    #[inline(never)]
    fn duals(&self) -> u32 {
        let (cells, blank) = (self.board.cells(), self.board.blank());
        let dual = self.dual(blank, |c| cells[c]);
        match self.count {
            2 => dual.max(self.dual(usize::from(self.reflect_cell[blank]), |c| {
                self.reflect_tile[usize::from(cells[usize::from(self.reflect_cell[c])])]
            })),
            _ => dual,
        }
    }

    /// Records the move of the tile that the blank's move from `from` to `to` carried: from
    /// `to` to `from`, on the board and on its reflection.
    #[inline]
    fn moved(&mut self, m: u8, from: usize, to: usize) {
        let tile = self.board.cells()[from];
        let before = self.manhattan;
        let distance = &self.distance[usize::from(tile)];
        self.manhattan = before + u32::from(distance[from]) - u32::from(distance[to]);
        let mut changes = [self.step(0, tile, to as u8, from as u8), Change::default()];
        if self.count == 2 {
            let (tile, from, to) = (
                self.reflect_tile[usize::from(tile)],
                self.reflect_cell[from],
                self.reflect_cell[to],
            );
            changes[1] = self.step(1, tile, to, from);
        }
        self.trail.push((changes, before, self.walks));
        self.walks = self.pruning.next(self.walks, m);
    }
}

impl Puzzle for Node<'_> {
    const MOVES: u8 = 4;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        let from = self.board.blank();
        let moved = self.board.apply(m);
        if moved {
            self.moved(m, from, self.board.blank());
        }
        moved
    }

    #[inline]
    fn undo(&mut self, m: u8) {
        self.board.undo(m);
        let (changes, manhattan, walks) = self.trail.pop().expect("a move to undo");
        (self.manhattan, self.walks) = (manhattan, walks);
        for (side, &change) in changes.iter().enumerate().take(self.count) {
            self.restore(side, change);
        }
    }

    /// The Manhattan distance is 0 exactly when every tile is home.
    fn is_goal(&self) -> bool {
        self.manhattan == 0
    }
}

impl Heuristic for Node<'_> {
    #[inline]
    fn estimate(&self) -> u32 {
        self.estimate_within(u32::MAX)
    }

    /// The larger of the sums of the board and its reflection, and where that leaves the node
    /// within `budget`, of their dual estimates if the node takes them.
    #[inline]
    fn estimate_within(&self, budget: u32) -> u32 {
        let regular = self.manhattan + 2 * self.sides[0].sum.max(self.sides[1].sum);
        match !self.with_dual || regular > budget {
            true => regular,
            false => regular.max(self.duals()),
        }
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Board::redundant(path, next)
    }

    #[inline]
    fn skipped(&self) -> u64 {
        self.pruning.skipped(self.walks)
    }
}

/// The automaton of the walks of the blank that another replaces, found at build time
/// ([`SLIDING_SKIPPED_WALKS`]), built on first use.
fn pruning() -> &'static Automaton {
    static PRUNING: OnceLock<Automaton> = OnceLock::new();
    PRUNING.get_or_init(|| Automaton::new(Board::MOVES, walks::decode(SLIDING_SKIPPED_WALKS)))
}

/// The estimate of `board` from `databases`, one partition's or two's ([`solve`]).
///
/// # Panics
/// If there are not one or two partitions.
pub fn estimate(databases: &[Databases], board: &Board) -> u32 {
    match databases {
        [one] => Node::new(board, one, false).estimate(),
        [first, second] => searched(board, first, second).estimate(),
        _ => panic!("one or two partitions"),
    }
}

/// `board` under search with the larger of two partitions' estimates, the first's with the
/// dual lookup; the second's, without it, looked at first, as it is the cheaper.
fn searched<'d>(
    board: &Board,
    first: &'d Databases,
    second: &'d Databases,
) -> Larger<Node<'d>, Node<'d>> {
    Larger(
        Node::new(board, second, false),
        Node::new(board, first, true),
    )
}

/// The first in letter order of the shortest solutions of `board`, as move numbers, searched
/// with `ida` and the `databases` of its shape and goal, and the nodes it took; no path if the
/// board is unsolvable, which parity decides without a search. With one partition's databases
/// the estimate is the larger of the board's sum and its reflection's; with two, the largest of
/// both partitions' sums and the first's dual estimates.
///
/// # Panics
/// If there are not one or two partitions, or the board is not of their shape, or its blank's
/// home is not theirs.
pub fn solve(databases: &[Databases], ida: &mut Ida, board: &Board) -> (Option<Vec<u8>>, Stats) {
    solve_watched(databases, ida, board, u32::MAX, |_| true)
}

/// [`solve`] among the solutions of at most `max_len` moves, telling `watch` where the search
/// stands as [`Ida::solve_watched`] does: it gives up, with no path, once `watch` says to stop.
///
/// # Panics
/// As [`solve`].
pub fn solve_watched(
    databases: &[Databases],
    ida: &mut Ida,
    board: &Board,
    max_len: u32,
    watch: impl FnMut(Progress) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    for partition in databases.iter().map(Databases::partition) {
        assert_eq!(
            (board.shape(), board.home()),
            (partition.shape(), partition.home()),
            "databases of the board's shape and goal"
        );
    }
    if !board.is_solvable() {
        return (None, Stats::default());
    }
    let found = match databases {
        [one] => ida.solve_watched(&mut Node::new(board, one, false), max_len, watch),
        [first, second] => ida.solve_watched(&mut searched(board, first, second), max_len, watch),
        _ => panic!("one or two partitions"),
    };
    (found.path.map(<[u8]>::to_vec), found.stats)
}
