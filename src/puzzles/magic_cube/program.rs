//! The `magic-cube` binary's command line: its flags with their help, and their defaults.

use super::judge::formats::{Answers, Notation, ANY};
use super::judge::MagicCube;
use super::metric::Metric;
use super::optimal::Size;
use super::solvers::Fast;
use super::twophase;
use super::twophase::Effort;
use crate::judge::{Args, Flag, Mode, Program, STATS};
use std::process::ExitCode;

/// The `magic-cube` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "magic-cube",
    about: "Magic Cube (ZOJ 2477): per cube, the fewest quarter turns, at most five, first \
            in face order, or -1; with --max-depth, optimal solutions of any real cube.",
    input: "the number of cubes, then each cube as 54 colour letters in the order of the \
            net: top, then the left-front-right-back strip row by row, then bottom; \
            whitespace carries no meaning.",
    flags: &[
        Flag {
            name: "--max-depth",
            value: Some("N|any"),
            modes: Mode::ALL,
            does: "sets the most quarter turns an answer may have",
            help: "5 (the default): the judge's problem. Above 5: a cube must be a real one\n\
                   (what is wrong is said, as bad input), and its answer is the fewest\n\
                   quarter turns if at most N, else -1; any: always the fewest (26 at most).\n\
                   Cubes that need more than five turns are solved by IDA* on every core\n\
                   with pattern databases (1.4 GB), built once (minutes) and cached.",
        },
        Flag {
            name: "--metric",
            value: Some("qtm|htm"),
            modes: Mode::ALL,
            does: "sets how moves are counted",
            help: "qtm (the default; also quarter): quarter turns, a half turn two, as the\n\
                   judge counts. htm (also face, ftm, half): face turns, as cubers and cube\n\
                   tools count: any turn of a face one move, a half turn written `f 2` (`U2`).\n\
                   With htm, answers are the fewest face turns (--max-depth any unless given)\n\
                   by the optimal search over tables of its own (1.4 GB, built once, minutes),\n\
                   or with --fast by the two-phase search in face turns (735 MB); --check\n\
                   counts the answer's face turns, --gen --depth D makes cubes of exactly D\n\
                   face turns (D up to 15; max is the superflip, 20).",
        },
        Flag {
            name: "--table-size",
            value: Some("tiny|small|medium|large"),
            modes: Mode::ALL,
            does: "sets the size of the optimal search's tables",
            help: "small (the default): 1.4 GB in each metric, built once (minutes). medium:\n\
                   2.6 GB, built once (about eleven minutes, 7.5 GB of memory while\n\
                   building): the same answers, deep cubes in half the time or less. large:\n\
                   7.8 GB, built once (about 50 minutes, 15 GB of memory while building):\n\
                   the fewest nodes, cubes of 18 face turns in 0.5 to 0.9 of the medium\n\
                   table's time. tiny: 20 MB, built in seconds, for machines or judges with\n\
                   little memory: the same answers, found more slowly past about 14 quarter\n\
                   turns (12 face turns).",
        },
        Flag {
            name: "--fast",
            value: None,
            modes: Mode::ALL,
            does: "solves every real cube at once, near the optimum",
            help: "Kociemba's two-phase algorithm, in quarter turns or (--metric htm) face\n\
                   turns: a solution of at most --max-length moves for every real cube, in\n\
                   milliseconds, the shortest of --effort tries (453 MB of databases, 735 MB\n\
                   in face turns, built once, cached). --check --fast accepts any solution of\n\
                   at most that length.",
        },
        Flag {
            name: "--max-length",
            value: Some("L"),
            modes: Mode::ALL,
            does: "sets the longest answer of --fast",
            help: "The most moves an answer of --fast may have (default 30, which\n\
                   every cube has: a looser limit searches as 30, and lets --check accept\n\
                   longer answers). Given alone, the first answer found that short, as\n\
                   min2phase's maxDepth and Kociemba's max_length; with --effort, the\n\
                   shortest of that many tries. Below 26 (20 in face turns), when 100 times\n\
                   the effort (the default's if none is given) finds none that short, the\n\
                   optimal search (--max-depth L) answers: exact, but slow past about 18 (16\n\
                   in face turns).",
        },
        Flag {
            name: "--effort",
            value: Some("N"),
            modes: Mode::ALL,
            does: "sets how hard --fast looks for a shorter answer",
            help: "How many phase-1 solutions --fast tries, each with a phase 2 that beats the\n\
                   best so far (default 6500, 28000 in face turns, 1 with --max-length\n\
                   alone; half on each of two threads): counted, not timed, so answers are\n\
                   the same everywhere.",
        },
        Flag {
            name: "--from",
            value: Some("net|facelets|scramble"),
            modes: Mode::ALL,
            does: "sets how cubes are written",
            help: "net (the default): the judge's net of 54 colour letters after the count.\n\
                   facelets: Kociemba's 54-letter URFDLB strings, one a line, as min2phase,\n\
                   rob-twophase and cubing.js read them. scramble: a move sequence a line in\n\
                   WCA or cubing.js notation: U D F B L R, wide Rw r 3Rw, inner 2R, slices\n\
                   M E S, rotations x y z, each with ' (or ’) or 2; groups (R U)2', [A, B],\n\
                   [A: B]; // to the line's end a comment. The cube is the solved one turned\n\
                   so, each face named by its centre: an answer's R turns the face whose\n\
                   centre was on the right before the rotations. An empty line is the solved\n\
                   cube. Both may start with the number of cubes (for scrambles, alone on the\n\
                   first line). --gen writes cubes the same way, scrambles in face turns.",
        },
        Flag {
            name: "--to",
            value: Some("judge|singmaster"),
            modes: &[Mode::Solve, Mode::Check, Mode::Stress, Mode::Package],
            does: "sets how answers are written",
            help: "judge (the default): the number of moves, then a line `f d` a move.\n\
                   singmaster: one line a cube, the moves as cubers write them (`R U2 F'`, a\n\
                   half turn two quarter turns), ready to paste; an empty line for a solved\n\
                   cube, and -1 where no answer is short enough.",
        },
        STATS,
    ],
    notes: "--depth D is 0 to 5, or 6 (and max) for cubes that need more than five turns; with\n\
            --max-depth N, 0 to N (at most 16, found by solving walks) or N + 1 (and max) for\n\
            cubes that need more; with --max-depth any, max is the 26-turn superflip\n\
            composed with four-spot. --max-depth any --gen N without --depth draws\n\
            uniformly random real cubes. With --metric htm, D counts face turns, up to 15,\n\
            and max is the superflip (20 face turns).\n\n\
            --stats reports the searches of --max-depth above 5, --metric htm or --fast:\n\
            a line a bound of the optimal search, and with --fast the two-phase tries.\n",
    examples: &[
        "echo \"R U R' U' F2\" | magic-cube --from scramble --to singmaster --fast",
        "magic-cube --max-depth any --stats < cubes.in",
        "magic-cube --max-depth 14 --gen 20 --depth 12",
        "magic-cube --fast --gen 1000 | magic-cube --fast --stats",
    ],
    most_used: &["--from", "--to", "--fast", "--metric"],
};

/// `--max-length` without a value: the longest the two-phase search looks for.
pub const FAST_LENGTH: u32 = twophase::LONGEST;

/// `--effort` without a value in `metric`: in quarter turns 26 on average, the median cube in
/// 2 to 3 ms here; in face turns under 19 on average, the median cube in 8 to 10 ms.
pub const fn fast_effort(metric: Metric) -> u32 {
    match metric {
        Metric::Quarter => 6500,
        Metric::Face => 28_000,
    }
}

/// Runs `magic-cube` as `args` ask.
pub fn start(args: Args) -> ExitCode {
    let problem = magic_cube(&args);
    args.run(problem)
}

/// The problem as its flags set it up.
pub fn magic_cube(args: &Args) -> Result<MagicCube, String> {
    let number = |name: &str, least: u32| -> Result<Option<u32>, String> {
        args.value(name)
            .map(|text| {
                text.parse().ok().filter(|&n| n >= least).ok_or_else(|| {
                    format!(
                        "{name} wants a whole number from {least} to {}, not `{text}`",
                        u32::MAX
                    )
                })
            })
            .transpose()
    };
    let (max_length, effort) = (number("--max-length", 0)?, number("--effort", 1)?);
    let metric = match args.value("--metric") {
        None => Metric::Quarter,
        Some(name) => Metric::named(name).ok_or_else(|| {
            format!("--metric wants htm (or face, ftm, half) or qtm (or quarter), not `{name}`")
        })?,
    };
    let size = match args.value("--table-size") {
        None => Size::default(),
        Some(name) => Size::named(name).ok_or_else(|| {
            format!("--table-size wants tiny, small, medium or large, not `{name}`")
        })?,
    };
    let max_depth = match (metric, args.value("--max-depth")) {
        (Metric::Face, depth) if args.has("--fast") => depth,
        // A package's deepest test would be the superflip, whose proof in face turns
        // takes the optimal search days.
        (Metric::Face, None | Some("any")) if args.mode == Mode::Package => {
            return Err(
                "a package in face turns needs --max-depth N: the superflip, its deepest \
                 test with any, takes the optimal search too long"
                    .into(),
            )
        }
        // The judge's problem counts quarter turns: in face turns, the optimum.
        (Metric::Face, None) => Some("any"),
        (_, depth) => depth,
    };
    let problem =
        match (args.has("--fast"), max_depth) {
            (true, Some(_)) => {
                return Err("--fast and --max-depth cannot be combined: choose one".into())
            }
            (false, _) if max_length.is_some() || effort.is_some() => {
                return Err("--max-length and --effort need --fast".into())
            }
            (true, None) => MagicCube::fast(Fast {
                max_length: max_length.unwrap_or(FAST_LENGTH),
                effort: match (max_length, effort) {
                    // A length alone asks for the first solution that short, as min2phase's
                    // maxDepth and Kociemba's max_length do, with the default's patience.
                    (Some(_), None) => Effort {
                        tries: 1,
                        ..Effort::of(fast_effort(metric))
                    },
                    (_, tries) => Effort::of(tries.unwrap_or(fast_effort(metric))),
                },
            }),
            (false, None) => MagicCube::new(),
            (false, Some("any")) => MagicCube::with_max_depth(ANY),
            (false, Some(text)) => MagicCube::with_max_depth(text.parse().map_err(|_| {
                format!("--max-depth wants a number of moves or `any`, not `{text}`")
            })?),
        };
    let from = match args.value("--from") {
        None | Some("net") => Notation::Net,
        Some("facelets") => Notation::Facelets,
        Some("scramble") => Notation::Scramble,
        Some(other) => {
            return Err(format!(
                "--from wants net, facelets or scramble, not `{other}`"
            ))
        }
    };
    let to = match args.value("--to") {
        None | Some("judge") => Answers::Judge,
        Some("singmaster") => Answers::Singmaster,
        Some(other) => return Err(format!("--to wants judge or singmaster, not `{other}`")),
    };
    let stats = args.has(STATS.name);
    let problem = problem.set_up(metric, size, (from, to), stats);
    if stats && !problem.deep() {
        return Err(
            "--stats reports the searches of --max-depth above 5, --metric htm or --fast".into(),
        );
    }
    Ok(problem)
}
