//! The sliding-tile puzzle as the judges set it: `eight-puzzle --problem NAME` speaks each
//! problem's input and output, goal and rules, in solving and in `--check`, `--gen` and
//! `--stress`. Without `--problem` it is POJ 1077 / HDU 1043 ([`EightPuzzle`], and with `--size`
//! [`SlidingPuzzle`]). The problems share the board, the tables and the solvers: 3×3 problems
//! follow the first-move tables ([`EightRoutes`](super::eight::EightRoutes)), 4×4 ones the
//! pattern-database search.

pub mod hdu3567;
pub mod lightoj1139;
pub mod luogu1379;
pub mod poj2893;
pub mod uva10181;

use super::board::Shape;
use super::eight::{EightPuzzle, PROGRAM};
use super::larger::SlidingPuzzle;
use crate::judge::{canonical_integer, Args, Line, Verdict};
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
pub(crate) use problem_list;

/// The flags that only the default problem has.
const DEFAULT_ONLY: [&str; 4] = ["--size", "--goal", "--algo", "--stats"];

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

/// The rest of `line` after `Case x: `, where x must be `number`: a malformed verdict if the
/// line does not start so (`what` names what follows), a wrong one if x is another number.
pub fn case_line<'a>(line: &Line<'a>, number: usize, what: &str) -> Result<&'a str, Verdict> {
    let parts = line
        .text
        .strip_prefix("Case ")
        .and_then(|rest| rest.split_once(": "));
    let Some((x, rest)) = parts.and_then(|(x, rest)| Some((canonical_integer(x)?, rest))) else {
        return Err(line.malformed(&format!("is not `Case x: {what}`")));
    };
    match x == number as i64 {
        true => Ok(rest),
        false => Err(Verdict::Wrong(format!(
            "`Case {x}:` in the answer to case {number}"
        ))),
    }
}
