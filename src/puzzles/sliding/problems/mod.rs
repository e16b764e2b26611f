//! The sliding-tile puzzle as the judges set it, one module a judge problem, and the
//! `eight-puzzle` binary's choice among them: `eight-puzzle --problem NAME` speaks each
//! problem's input and output, goal and rules, in solving and in `--check`, `--gen` and
//! `--stress`. Without `--problem` it is POJ 1077 / HDU 1043 ([`EightPuzzle`], and with `--size`
//! [`SlidingPuzzle`]). The problems share the board, the tables and the solvers: 3×3 problems
//! follow the first-move tables ([`EightRoutes`](super::eight::EightRoutes)), larger ones the
//! pattern-database search ([`Solver`](super::solver::Solver)).
//!
//! # The eight-puzzle binary
//!
//!
//! - **Input:** puzzles until the end of the input, each nine characters in row-major order: `1`–`8`
//!   and the blank `x` (or `X`, or `0`). Whitespace between them is optional and may include line
//!   breaks: `2 3 4 1 5 x 7 6 8`, `234 15x 768` and `23415x768` are the same puzzle. One puzzle
//!   (POJ 1077) or many (HDU 1043) both work.
//! - **Output:** per puzzle, `unsolvable`, or the moves as the letters `d`, `l`, `r`, `u` for the
//!   direction the blank travels — a shortest solution, and among those the smallest in byte order;
//!   an empty line for a solved board.
//! - **How:** solvability is the parity of the tiles' inversions. `build.rs` runs a breadth-first
//!   search from the goal over the 181,440 solvable boards, recording each board's first move, in
//!   letter order, on a shortest path; the binary embeds that table and follows it, one lookup per
//!   move.
//! - **The search lab:** `--algo NAME` picks another search: `table` (the default), `bfs` (from
//!   the start, children in letter order), `bibfs` (from both ends), `astar` and `idastar`
//!   (Manhattan distance, moves in letter order). All print shortest solutions and decide
//!   `unsolvable` by parity; `table`, `bfs` and `idastar` print the canonical one. `--stats` writes
//!   one line per puzzle to standard error — algorithm, moves, nodes expanded and generated, peak
//!   memory of the search structures, time — and a total line.
//! - **Every other size:** `--size N` (an N×N board) or `--size WxH` (W columns, H rows; W and H at
//!   least 2, at most 25 cells) reads puzzles of whitespace-separated tiles, `1` to W·H−1 and `x`,
//!   `X` or `0` for the blank, goal `1 2 … x`, and answers by the same rules: shortest, then first
//!   in byte order, `unsolvable` by the parity rule for the board's width (with an even width, the
//!   inversions plus the rows between the blank and the bottom row are even).
//!
//!   ```sh
//!   echo "13 6 8 12 15 14 x 10 11 7 4 5 9 1 3 2" | eight-puzzle --size 4
//!   ```
//!
//!   It runs the shared IDA* with additive pattern databases (Korf and Felner 2002). The tiles are
//!   split into patterns, and each pattern's table, filled by the shared layered breadth-first
//!   search over the pattern's tiles and the region of free cells the blank can reach, holds the
//!   fewest moves of those tiles, kept four bits an entry as the detours beyond their Manhattan
//!   distance. On a square board the estimate is the larger of the board's sum and its
//!   reflection's about the main diagonal. Each move changes one tile's cell, so only that tile's
//!   pattern is looked up again, at an index kept up to date move by move and undone from a trail.
//!   The search skips every walk of the blank of at most twelve moves that another walk, shorter
//!   or as long and earlier in letter order, does the same as from within the same rectangle of
//!   cells (12,500 walks, found on an unbounded board at build time and followed through an
//!   Aho–Corasick automaton of 48,972 states, as Taylor and Korf did in 1993): no first shortest
//!   solution contains one, and on Korf's 100 a quarter to 40% of the nodes go.
//!   Puzzles are solved on every core, and each answer is printed as soon as it and all before it
//!   are solved.
//!
//!   `--databases small|large` chooses the partition. `small`: patterns as large as keep a table within
//!   8 million entries — 6-6-3 on 4×4, 5-5-5-5-4 on 5×5, one pattern of all the tiles (the exact
//!   distance) on boards of up to ten cells — built when the first puzzle needs them, in seconds.
//!   `large`: within 520 million — 7-8 on 4×4 (Korf's 100 in 28,205 nodes a board against 345,000,
//!   0.16 s for all 100), on 5×5 two 6-6-6-6 partitions, whose estimates the search takes the larger
//!   of, with the first's dual lookup too (each of Korf and Felner's ten easiest instances in fewer nodes
//!   than theirs: the benchmarks (`tests/benches/README.md`)), and on 5×3 and 3×5 two 8-6 partitions the
//!   same way (the deepest position, 84 moves, in two minutes) — built once in minutes with gigabytes
//!   of memory (4.6 GB at the peak on 4×4), then read from the cache (288 MB on 4×4, 977 MB on 5×5,
//!   272 MB on 5×3). Without the flag, the large databases where the cache holds them, else the small
//!   ones: a judge's machine never builds the large ones unasked.
//!
//!   ```sh
//!   eight-puzzle --size 4 --databases large < tests/data/korf100.in
//!   ```
//!
//!   The databases are kept in the table cache (below), one file a shape, goal and size. A solved
//!   board needs none, and until they are at
//!   hand a board of more than ten cells first goes to a plain IDA* with Manhattan distance, given
//!   up after 4,000 nodes (a few milliseconds): a board a few moves from the goal is answered
//!   without building or reading anything. Only a bounded window of unanswered puzzles is held
//!   while the cores work, so memory does not grow with the input. `--depth D` makes boards whose
//!   shortest solution is exactly D moves: all depths on boards of up to ten cells, by
//!   breadth-first search of them all; 0 to 50 on larger ones, by solving a deeper board and
//!   walking its solution until D moves are left; and on 4×4 `max`, the 17 positions that need 80
//!   moves (Brüngger, Marzetta, Fukuda and Nievergelt 1999).
//!
//!   Every shape of up to 16 cells answers uniformly random boards in under a second (median; see
//!   "Every shape" in the benchmarks (`tests/benches/README.md`)). Of 17 to 20 cells, random boards of
//!   3×6, 5×4 and 6×3 take half a second to half a minute at the median (4×5 36 s), and those of 2×9,
//!   9×2, 2×10 and 10×2 mostly more than a minute. Shapes of 21 to 25 cells other than 5×5 were not
//!   measured; expect them to be practical only on boards a few dozen moves deep.
//! - **Any goal:** `--goal BOARD` sets the goal, written as a puzzle is (`--goal 123804765`, or
//!   `--goal "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x"` with `--size 4`): any arrangement of the
//!   tiles and the blank. A board is renamed so that the goal's tiles read in order: then the goal
//!   differs from the usual one only in the blank's cell. The 3×3 board has a first-move table for
//!   each of the nine cells (embedded, 9 × 181,440 entries), so any goal costs one lookup a move;
//!   larger boards build pattern databases for the blank's cell (the usual ones when it is last),
//!   and solvability is the parity of the board's permutation against the goal's.
//! - **The family's judge problems:** `--problem NAME` speaks another judge's problem — its input,
//!   output, goal and rules — in solving and in `--check`, `--gen` and `--stress` alike, with the
//!   same board, tables and searches underneath. `--problem list` prints the names.
//!
//!   | `--problem` | problem | input | output | judge |
//!   |---|---|---|---|---|
//!   | `poj1077` (default), `hdu1043` | Eight | boards until the end | the first shortest solution, or `unsolvable` | special: any solution that reaches the goal (with `--optimal`, only a shortest) |
//!   | `hdu3567` | Eight II | T ≤ 200 pairs of a start and a goal board, `X` the blank | `Case k: d`, then the first shortest solution in dictionary order | exact |
//!   | `luogu1379` | 八数码难题 | one board of digits, `0` the blank; goal `123804765` | the fewest moves | exact |
//!   | `lightoj1139` | 8 Puzzle | T boards of 3 × 3 numbers, `0` the blank | `Case k: n`, or `Case k: impossible` | exact |
//!   | `uva10181` | 15-Puzzle Problem | N boards of 4 × 4 numbers, `0` the blank | a solution of at most 50 moves (`L R U D`), or `This puzzle is not solvable.` | special: any solution of at most 50 moves |
//!   | `poj2893` | M × N Puzzle | M N (2 to 999), the board, …, until `0 0` | `YES` or `NO` | exact |
//!
//!   Each problem's source, statement and samples are in its module under
//!   `src/puzzles/sliding/problems/` and in `samples/<problem>/`. Bad input is said in the
//!   problem's terms (`case 3: the goal board has two blanks`). Where a statement promises
//!   something of its input — a reachable goal on Luogu, at most 45 moves on UVa — we hold the
//!   input to the promise and do not guess: Luogu's one board must reach the goal, and a UVa board
//!   must need at most 45 moves (`puzzle 2: needs 57 moves; the statement promises at most 45`);
//!   else it is bad input, for the judge program and the checker alike. POJ 2893's boards are
//!   answered for any M and N, in time linear in the cells (the parity of the permutation by its
//!   cycles); its input may end after `0 0` or without it, as every other input may end.
//!   `--gen --depth` draws boards of one optimum where boards have one (UVa: 0 to 45); POJ
//!   2893's are boards of random sizes.
//!
//!   ```sh
//!   eight-puzzle --problem hdu3567 < samples/hdu3567/sample-1.in
//!   ```

pub mod any_size;
mod checker;
pub mod hdu3567;
pub mod lightoj1139;
pub mod luogu1379;
pub mod poj1077;
pub mod poj2893;
mod statements;
pub mod uva10181;

pub use any_size::SlidingPuzzle;
pub use poj1077::EightPuzzle;

use super::board::{Board, Shape};
use super::solver::Size;
use crate::judge::{Args, Flag, Mode, Program, SHOW, STATS};
use crate::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use poj1077::Algorithm;
use std::process::ExitCode;

/// The problems `--problem` names, a line each: what `--problem list` prints and `--help` shows.
macro_rules! problem_list {
    () => {
        "poj1077     Eight (and hdu1043): puzzles until the end of the input; any shortest solution\n\
         hdu3567     Eight II: T pairs of boards; `Case x: d` and the first shortest solution\n\
         luogu1379   八数码难题: one board of digits; the fewest moves to 123804765\n\
         lightoj1139 8 Puzzle: T boards; `Case k: n`, the fewest moves, or `impossible`\n\
         uva10181    15-Puzzle Problem: N 4×4 boards; any solution of at most 50 moves\n\
         poj2893     M × N Puzzle: boards up to 999 × 999 until `0 0`; YES or NO\n"
    };
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
            name: "--databases",
            value: Some("small|large"),
            modes: Mode::ALL,
            does: "chooses the pattern databases of boards larger than 3×3",
            help: "With --size: the pattern databases to solve with. small: patterns of up to\n\
                   8 million placements (6-6-3 on 4×4, 5-5-5-5-4 on 5×5), built in seconds\n\
                   where first needed. large: up to 520 million (7-8 on 4×4, 6-6-6-6 twice\n\
                   on 5×5, 8-6 twice on 5×3), far fewer nodes, built once in minutes with\n\
                   gigabytes of memory, then read from the cache. The default: large if the\n\
                   cache holds them, else small.",
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
        STATS,
    ],
    notes: concat!(
        "PROBLEMS (--problem NAME):\n",
        problem_list!(),
        "--size, --goal, --databases, --algo and --stats belong to poj1077.\n\n",
        "--stats, as each search counts: bfs and bibfs test a board for the goal as it is\n\
            generated, astar as it is taken from the queue (so the goal's siblings count),\n\
            idastar as it is visited, each iteration counted anew, never the move back;\n\
            table expands and generates one board a move. Each line also gives the\n\
            frontier, the most boards waiting at once (the queue; both sides' layers in\n\
            bibfs; the path in idastar), and the memory held: the bytes of the search's\n\
            structures at its end, the queue and tree as allocated and the visited index\n\
            sized for every board. IDA* (idastar, --size) adds a line a bound.\n\n",
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
    most_used: &["--size", "--problem", "--algo", SHOW.name],
};

/// The flags that only the default problem has.
const DEFAULT_ONLY: [&str; 5] = ["--size", "--goal", "--databases", "--algo", STATS.name];

/// Runs `eight-puzzle` as `args` ask: the problem `--problem` names, the default one set up by
/// its own flags.
pub fn start(args: Args) -> ExitCode {
    let name = args.value("--problem").unwrap_or("poj1077");
    if !matches!(name, "poj1077" | "hdu1043") {
        if let Some(flag) = DEFAULT_ONLY.iter().find(|flag| args.has(flag)) {
            let message = format!("{flag} belongs to poj1077; {name} has its own format and rules");
            return args.usage_error(&message);
        }
    }
    let tables = EIGHT_PUZZLE_FIRST_MOVES;
    match name {
        "poj1077" | "hdu1043" => {
            match args.value("--size").map_or(Ok(Shape::EIGHT), Shape::parse) {
                Ok(Shape::EIGHT) => {
                    let problem = eight_puzzle(&args, tables);
                    args.run(problem)
                }
                Ok(shape) => {
                    let problem = sliding_puzzle(&args, shape);
                    args.run(problem)
                }
                Err(message) => args.usage_error(&message),
            }
        }
        "hdu3567" => args.run(Ok(hdu3567::EightII::new(tables))),
        "luogu1379" => args.run(Ok(luogu1379::Luogu1379::new(tables))),
        "lightoj1139" => args.run(Ok(lightoj1139::LightOj1139::new(tables))),
        "uva10181" => args.run(Ok(uva10181::Uva10181::default())),
        "poj2893" => args.run(Ok(poj2893::Poj2893)),
        "list" => crate::judge::messages::print(problem_list!()),
        other => args.usage_error(&format!("no problem `{other}`: --problem list names them")),
    }
}

/// The goal `--goal` names for boards of `shape` (`glued`: written as 3×3 boards may be), or
/// the usual one.
fn goal(args: &Args, shape: Shape, glued: bool) -> Result<Board, String> {
    match args.value("--goal") {
        Some(text) => Board::parse_goal(text, shape, glued).map_err(|e| format!("--goal: {e}")),
        None => Ok(Board::goal(shape)),
    }
}

/// The 3×3 problem as `--goal`, `--algo` and `--stats` set it up.
fn eight_puzzle<'t>(args: &Args, tables: &'t [u8]) -> Result<EightPuzzle<'t>, String> {
    if args.has("--databases") {
        return Err(
            "--databases chooses the pattern databases of boards larger than 3×3; 3×3 boards \
             need none"
                .into(),
        );
    }
    let algorithm = match args.value("--algo") {
        Some(name) => Algorithm::named(name)?,
        None => Algorithm::Table,
    };
    let goal = goal(args, Shape::EIGHT, true)?;
    Ok(EightPuzzle::set_up(
        tables,
        goal,
        algorithm,
        args.has(STATS.name),
    ))
}

/// The problem of boards of `shape` as `--goal`, `--databases` and `--stats` set it up.
fn sliding_puzzle(args: &Args, shape: Shape) -> Result<SlidingPuzzle, String> {
    if args.has("--algo") {
        return Err(format!(
            "--algo chooses a search for 3×3 boards; {shape} boards are solved by IDA* with \
             pattern databases"
        ));
    }
    let size = match args.value("--databases") {
        None => Size::AsCached,
        Some("small") => Size::Small,
        Some("large") => Size::Large,
        Some(other) => return Err(format!("--databases {other}: small or large")),
    };
    let goal = goal(args, shape, false)?;
    Ok(SlidingPuzzle::set_up(goal, size, args.has(STATS.name)))
}
