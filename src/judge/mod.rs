//! The judge-I/O layer every binary shares.
//!
//! A binary describes itself in a [`Program`] and hands its problem ([`Packageable`]) to [`main`], which
//! reads the command line ([`cli`] has its rules) and runs one mode:
//! - solving ([`solve`]): the judge program, cases on standard input, answers on standard
//!   output;
//! - `--check INPUT OUTPUT [ANSWER]` ([`check`]): a special judge, with testlib's exit codes;
//!   `--check-format SYSTEM ARGS…` the same judge as a judge system calls it
//!   ([`check::systems`]);
//! - `--validate` ([`validate`]): an input validator;
//! - `--package DIR` ([`package`]): a problem package for a judge system;
//! - `--gen N` ([`gen`]): a case generator;
//! - `--stress CMD` ([`stress`]): a stress test that finds and shrinks the simplest failing
//!   input.
//!
//! The layers, each using only those below it:
//! - shared pieces: [`input`] (tokens with their places), [`announced`] (the count of cases an
//!   input starts with), [`their_output`] (someone's output, line by line, and verdicts),
//!   [`messages`] (what is said on standard error), [`stdout`] (standard output, failing
//!   where it was closed), [`exec`] (running a command within limits);
//! - [`problem`]: what a problem is, in three traits that know of no mode: [`Problem`] (read,
//!   solve, write: all solving needs), [`Checkable`] (judge an answer, draw cases: what
//!   `--check`, `--validate`, `--gen` and `--stress` need besides) and [`Packageable`] (the
//!   statement and the C++ sources: what `--package` needs besides); [`judging`]: an output
//!   judged against its cases, for `--check` and `--stress`;
//! - the modes, each on its own: [`solve`] (with [`show`], its drawings), [`check`],
//!   [`validate`], [`gen`], [`stress`], [`package`];
//! - [`cli`]: the command line, parsed into a [`cli::Command`] whose options are each
//!   mode's own; and here, the dispatch from a command to its mode.
//!
//! # The contract every binary keeps
//!
//!
//! Every binary answers all cases it is given. On bad input it prints the answers of all earlier
//! cases, then one line on standard error naming the case and what is wrong
//! (`case 2: the input ends after 23 of the 24 cells`), and exits with status 1. Whitespace is
//! anything C's `isspace` accepts, so CRLF files and tabs read like the rest, and a byte order mark
//! at the very start is skipped. A judge input is text: a NUL byte, or a token longer than 64 bytes
//! (longer than any token of any judge input), is bad input where it stands
//! (`case 1: a NUL byte (line 1, column 1): a judge input is text`), so `< /dev/zero` ends at
//! once. Input is read through a window of 64 KB as cases are needed, never whole: memory does not
//! grow with the input (a million rotation boards, 48 MB, are answered in 2.5 MB).
//!
//! An answer reaches standard output as soon as it and all before it are known and either no
//! further case is waiting to be read or a tenth of a second has passed since the last write: a
//! judge's timeout, a kill or Ctrl-C loses at most the cases being solved, an input held open
//! (an interactive judge, a pipe from a slow program) never keeps an answer back, and many small
//! cases still go out a buffer at a time. Output into a closed pipe ends the program quietly, and
//! so does a standard error nobody reads: the exit status is what it would have been; any other
//! output error (`> /dev/full`, or a standard output closed, `>&-`) stops the searches at once,
//! status 1. A process without the memory
//! for a table a case needs says so in one line after the earlier answers
//! (`cube 2: cannot hold the cube's optimal tables (1.4 GB): not enough memory`, status 1), as
//! it does for a table it cannot build (`puzzle 2: cannot build the 4x4 pattern databases: that
//! takes about 772 MB of memory, more than this process can have`). Reading cases from a
//! terminal, a binary first says how to end the input.
//!
//! # One fault, one verdict
//!
//! A fault of layout gets the verdict the system's own default checker gives it, in every mode
//! that reads an output (`--check`, `--stress`, `--check-format`, a package's checker): a special
//! judge reads lines as a testlib checker does, an exact answer is compared as testlib's `lcmp`
//! or Kattis's default output validator compares it, and `--strict` as testlib's `fcmp`. AC
//! accepted, WA wrong answer, PE testlib's presentation error (`--check`'s malformed output,
//! status 2); Kattis and CMS have no PE, and give WA (43, `0.0`) for it.
//!
//! | fault | special judge (testlib; `--check`, `--stress`) | special judge (kattis, cms) | exact answer (testlib, cms: `lcmp`) | exact answer (kattis) | `--strict` (`fcmp`) |
//! |---|---|---|---|---|---|
//! | a UTF-8 byte order mark at the output's start | AC: testlib skips it | WA | AC on testlib, WA on cms | WA | AC on testlib, else WA |
//! | whitespace at either end of a line | AC | AC | AC | AC | WA |
//! | whitespace between a line's words other than one space | PE | WA | AC | AC | WA |
//! | blank lines after the last answer | AC | AC | AC | AC | AC |
//! | the last answer, an empty line, left out | AC | AC | AC | AC | AC |
//! | anything else after the last answer | PE | WA | PE on testlib, WA on cms | WA | PE on testlib, else WA |
//!
//! An input without a case is no test, as `--validate` says: the checker fails on it (status
//! 3, testlib's FAIL, Kattis's judge error) in every mode and system.

pub mod announced;
pub mod check;
pub mod cli;
pub mod compare;
pub mod exec;
pub mod flags;
pub mod gen;
pub mod input;
pub mod judging;
pub mod messages;
mod paced;
pub mod package;
pub mod problem;
pub mod show;
pub mod signals;
pub mod solve;
pub mod statement;
pub mod stats;
pub mod stdout;
pub mod stress;
pub mod their_output;
#[cfg(test)]
mod toy;
pub mod validate;

pub use announced::Announced;
pub use cli::{Args, Flag, Mode, Program, SHOW, STATS};
pub use input::{Input, Token};
pub use messages::{report, run_time, status};
pub use problem::{Checkable, Depth, Packageable, Problem, Sampler, Size, Step};
pub use solve::{answer_all, Options, Stop};
pub use statement::Statement;
pub use stats::{Outcome, Took};
pub use their_output::{
    agreeing, canonical_integer, longer, moves, no_longer, Layout, Line, Lines, Verdict,
};

use cli::Command;
use messages::print;
use std::process::ExitCode;

/// Runs the binary `program` as its command line asks: `start` makes the problem from the
/// binary's own flags and runs it ([`Args::run`]); the process's exit status. A mistake in the
/// shared flags is a usage error before `start` is called.
pub fn main(program: &'static Program, start: impl FnOnce(Args) -> ExitCode) -> ExitCode {
    match Args::from_env(program) {
        Ok(args) => start(args),
        Err(status) => status,
    }
}

impl Args {
    /// This process's command line; on a mistake, the usage error is reported and its exit
    /// status returned.
    pub fn from_env(program: &'static Program) -> Result<Self, ExitCode> {
        let args: Vec<_> = std::env::args_os().skip(1).collect();
        Self::parse(program, &args).map_err(|error| {
            usage_error(program, &error.message);
            ExitCode::from(error.mode.usage_status())
        })
    }

    /// Reports `message` as a usage error; the exit status that goes with it.
    pub fn usage_error(&self, message: &str) -> ExitCode {
        usage_error(self.program, message);
        ExitCode::from(self.mode.usage_status())
    }

    /// Runs `problem` in the mode the command asks for; an error in making it is a usage error.
    pub fn run<P: Packageable>(self, problem: Result<P, String>) -> ExitCode {
        crate::progress::set_program(self.program.name);
        if let Some(seed) = self.drawn_seed {
            report(format_args!("seed: {seed}"));
        }
        let problem = match (&self.command, problem) {
            (Command::Help, _) => return print(&cli::help(self.program)),
            (Command::ShortHelp, _) => return print(&cli::short_help(self.program)),
            (Command::Version, _) => {
                return print(&format!(
                    "{} {}\n",
                    self.program.name,
                    env!("CARGO_PKG_VERSION")
                ))
            }
            (_, Ok(problem)) => problem,
            (_, Err(message)) => return self.usage_error(&message),
        };
        match &self.command {
            Command::Solve(options) => solve::run(problem, self.program.name, *options),
            Command::Check(options) => check::run(problem, options),
            Command::Gen(options) => gen::run(problem, options),
            Command::Stress(options) => stress::run(problem, options),
            Command::Validate(options) => validate::run(problem, options),
            Command::Package(options) => package::run(problem, options),
            Command::Help | Command::ShortHelp | Command::Version => {
                unreachable!("answered above")
            }
        }
    }
}

/// Reports a command-line mistake in one line, with where to read more.
fn usage_error(program: &Program, message: &str) {
    report(format_args!(
        "error: {message} (try '{} --help')",
        program.name
    ));
}
