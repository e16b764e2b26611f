//! The sliding-tile puzzle as the judges set it, one module a judge problem, and the
//! `eight-puzzle` binary's choice among them: `eight-puzzle --problem NAME` speaks each
//! problem's input and output, goal and rules, in solving and in `--check`, `--gen` and
//! `--stress`. Without `--problem` it is POJ 1077 / HDU 1043 ([`EightPuzzle`], and with `--size`
//! [`SlidingPuzzle`]). The problems share the board, the tables and the solvers: 3×3 problems
//! follow the first-move tables ([`EightRoutes`](super::eight::EightRoutes)), larger ones the
//! pattern-database search ([`Solver`](super::solver::Solver)).

pub mod hdu3567;
pub mod larger;
pub mod lightoj1139;
pub mod luogu1379;
pub mod poj1077;
pub mod poj2893;
pub mod uva10181;

pub use larger::SlidingPuzzle;
pub use poj1077::EightPuzzle;

use super::board::Shape;
use crate::judge::{Args, Flag, Mode, Program};
use crate::puzzles::EIGHT_PUZZLE_FIRST_MOVES;
use std::io::Write;
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
        Flag {
            name: "--stats",
            value: None,
            modes: &[Mode::Solve],
            does: "reports what each search took",
            help: "On standard error: with --size, a line for the pattern databases where they\n\
                   are used (read or built, seconds, size); one line per puzzle (algorithm,\n\
                   moves, nodes expanded and generated, peak memory of the search structures,\n\
                   the time of its own search); then a total line: the puzzles' times summed,\n\
                   and the run's wall time and CPU time.",
        },
    ],
    notes: concat!(
        "PROBLEMS (--problem NAME):\n",
        problem_list!(),
        "--size, --goal, --databases, --algo and --stats belong to poj1077.\n\n",
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
    most_used: &["--size", "--problem", "--stats"],
};

/// The flags that only the default problem has.
const DEFAULT_ONLY: [&str; 5] = ["--size", "--goal", "--databases", "--algo", "--stats"];

/// The `eight-puzzle` binary: the problem `--problem` names, run as the command line asks.
pub fn main() -> ExitCode {
    let args = match Args::from_env(&PROGRAM) {
        Ok(args) => args,
        Err(status) => return status,
    };
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
                    let problem = EightPuzzle::from_args(tables, &args);
                    args.run(problem)
                }
                Ok(shape) => {
                    let problem = SlidingPuzzle::from_args(shape, &args);
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
        "list" => match std::io::stdout()
            .lock()
            .write_all(problem_list!().as_bytes())
        {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
        other => args.usage_error(&format!("no problem `{other}`: --problem list names them")),
    }
}
