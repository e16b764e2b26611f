//! The judge-I/O layer every binary shares.
//!
//! A binary describes itself in a [`Program`] and hands its [`Problem`] to [`main`], which
//! reads the command line ([`cli`] has its rules) and runs one mode:
//! - solving ([`answer`]): the judge program, cases on standard input, answers on standard
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
//!   input starts with), [`output`] (someone's output, line by line, and verdicts),
//!   [`messages`] (what is said on standard error), [`exec`] (running a command within
//!   limits);
//! - [`problem`]: the [`Problem`] trait, which knows of no mode; [`judging`]: an output judged
//!   against its cases, for `--check` and `--stress`;
//! - the modes, each on its own: [`answer`] (with [`show`], its drawings), [`check`],
//!   [`validate`], [`gen`], [`stress`], [`package`];
//! - [`cli`]: the command line, parsed into a [`cli::Command`] whose options are each
//!   mode's own; and here, the dispatch from a command to its mode.

pub mod announced;
pub mod answer;
pub mod check;
pub mod cli;
pub mod exec;
pub mod gen;
pub mod input;
pub mod judging;
pub mod messages;
pub mod output;
pub mod package;
pub mod problem;
pub mod show;
pub mod signals;
pub mod stress;
#[cfg(test)]
mod toy;
pub mod validate;

pub use announced::Announced;
pub use answer::{answer_all, Options, Stop};
pub use cli::{Args, Flag, Mode, Program};
pub use input::{Input, Token};
pub use messages::{report, run_time, status};
pub use output::{
    agreeing, canonical_integer, longer, moves, no_longer, Layout, Line, Lines, Verdict,
};
pub use problem::{Depth, Problem, Sampler, Size, Step};

use cli::Command;
use messages::print;
use std::process::ExitCode;

/// Runs the binary `program` as its command line asks, with the problem that `make` builds
/// from the binary's own flags (an error there is a usage error); the process's exit status.
pub fn main<P: Problem>(
    program: &'static Program,
    make: impl FnOnce(&Args) -> Result<P, String>,
) -> ExitCode {
    match Args::from_env(program) {
        Ok(args) => {
            let problem = make(&args);
            args.run(problem)
        }
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
    pub fn run<P: Problem>(self, problem: Result<P, String>) -> ExitCode {
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
            Command::Solve(options) => answer::run(problem, self.program.name, *options),
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
