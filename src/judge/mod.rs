//! The judge-I/O layer every binary shares.
//!
//! A binary hands its [`Problem`] to [`main`] (or to [`main_with`], with flags of its own), which
//! reads the command line:
//! - no arguments: the judge program. All of standard input is read, the problem reads one case
//!   after another, and each answer goes through one buffered writer. On bad input the answers so
//!   far are printed, then one line on standard error naming the case and what is wrong, and the
//!   exit status is 1. Output into a closed pipe ends the program quietly.
//! - `--check INPUT OUTPUT [ANSWER]`: a special judge, with testlib's exit codes.
//! - `--gen N [--seed S] [--depth D|max]`: a case generator.
//! - `--help`, `--version`.

mod check;
mod cli;
mod gen;
mod input;

pub use check::{Lines, Verdict};
pub use input::{Input, Token};

use crate::rng::Rng;
use cli::Command;
use std::ffi::OsString;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

/// Draws one random case.
pub type Sampler<C> = Box<dyn FnMut(&mut Rng) -> C>;

/// One judge problem: how to read a case, solve it, print the answer, judge someone else's
/// answer, and make random cases.
pub trait Problem {
    /// The binary's name, for usage and version lines.
    const NAME: &'static str;

    /// What the problem's statement calls one case, for messages: `case`, `board`, ….
    const CASE: &'static str;

    /// What `--gen --depth max` asks for: the most moves any case needs.
    const MAX_DEPTH: u32;

    /// One parsed case.
    type Case;

    /// The answer to one case.
    type Answer;

    /// Reads the next case; `Ok(None)` where the input ends cleanly. An error is a message that
    /// says what is wrong and, where it helps, where ([`Token`]'s `Display` gives the place).
    fn read(&mut self, input: &mut Input) -> Result<Option<Self::Case>, String>;

    /// Solves one case.
    fn solve(&mut self, case: &Self::Case) -> Self::Answer;

    /// How many cases the judge program reads before it answers them: 1 unless the problem
    /// solves several at once faster.
    const BATCH: usize = 1;

    /// Appends the answers to `cases` to `answers`, in order; one case at a time unless the
    /// problem knows better.
    fn solve_batch(&mut self, cases: &[Self::Case], answers: &mut Vec<Self::Answer>) {
        answers.extend(cases.iter().map(|case| self.solve(case)));
    }

    /// Prints one answer in the judge's format.
    fn write<W: Write>(&self, answer: &Self::Answer, out: &mut W) -> io::Result<()>;

    /// Judges someone's answer to `case`, read from `output`, against `truth`, ours. With
    /// `optimal`, a solution longer than the shortest is wrong even where the judge accepts it.
    fn check(
        &mut self,
        case: &Self::Case,
        truth: &Self::Answer,
        output: &mut Lines,
        optimal: bool,
    ) -> Result<(), Verdict>;

    /// A source of random cases: uniform ones, or with `depth` Some(d), cases whose answer is
    /// exactly d moves. An error says why there are none.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Self::Case>, String>;

    /// Prints one case in the judge's input format.
    fn write_case<W: Write>(&self, case: &Self::Case, out: &mut W) -> io::Result<()>;

    /// Prints what a judge input of `count` cases starts with.
    fn write_header<W: Write>(&self, _count: usize, _out: &mut W) -> io::Result<()> {
        Ok(())
    }

    /// Prints what a judge input ends with.
    fn write_footer<W: Write>(&self, _out: &mut W) -> io::Result<()> {
        Ok(())
    }

    /// Called once the judge program has answered all the cases it could.
    fn finish(&mut self) {}
}

/// Problem-specific flags, taken out of the command line before the shared ones are read.
#[derive(Debug)]
pub struct Flags {
    args: Vec<OsString>,
}

impl Flags {
    /// The command line after the program name.
    pub fn from_env() -> Self {
        Self {
            args: std::env::args_os().skip(1).collect(),
        }
    }

    /// Whether `name` was given; takes it out.
    pub fn flag(&mut self, name: &str) -> bool {
        let before = self.args.len();
        self.args.retain(|a| a != name);
        self.args.len() < before
    }

    /// The value after `name`, if `name` was given; takes both out. An error if the value is
    /// missing.
    pub fn value(&mut self, name: &str) -> Result<Option<String>, String> {
        let Some(at) = self.args.iter().position(|a| a == name) else {
            return Ok(None);
        };
        let value = self
            .args
            .get(at + 1)
            .ok_or(format!("{name} needs a value"))?;
        let value = value.to_string_lossy().into_owned();
        self.args.drain(at..at + 2);
        Ok(Some(value))
    }
}

/// Runs `problem` as the command line asks; the return value is the process's exit status.
pub fn main<P: Problem>(problem: P) -> ExitCode {
    main_with(Flags::from_env(), "", |_| Ok(problem))
}

/// Runs the problem that `make` builds from the problem-specific `flags`, which `options`
/// describes for the usage, as the rest of the command line asks.
pub fn main_with<P: Problem>(
    mut flags: Flags,
    options: &str,
    make: impl FnOnce(&mut Flags) -> Result<P, String>,
) -> ExitCode {
    let problem = match make(&mut flags) {
        Ok(problem) => problem,
        Err(_) if flags.flag("--help") || flags.flag("-h") => return print(&usage::<P>(options)),
        Err(message) => return usage_error::<P>(options, &message),
    };
    match cli::parse(flags.args) {
        Ok(Command::Judge) => run(problem),
        Ok(Command::Help) => print(&usage::<P>(options)),
        Ok(Command::Version) => print(&format!("{} {}\n", P::NAME, env!("CARGO_PKG_VERSION"))),
        Ok(Command::Check {
            input,
            output,
            optimal,
        }) => check::run(problem, &input, &output, optimal),
        Ok(Command::Gen { count, seed, depth }) => gen::run(problem, count, seed, depth),
        Err(message) => usage_error::<P>(options, &message),
    }
}

/// The usage of `P`'s binary, with its own `options`.
fn usage<P: Problem>(options: &str) -> String {
    cli::usage(P::NAME) + options
}

/// Reports a command-line mistake: the message and the usage on standard error, status 2.
pub fn usage_error<P: Problem>(options: &str, message: &str) -> ExitCode {
    eprint!("error: {message}\n\n{}", usage::<P>(options));
    ExitCode::from(2)
}

/// Prints `text` to standard output.
fn print(text: &str) -> ExitCode {
    match io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => output_failed(&error),
    }
}

/// Why answering stopped early.
#[derive(Debug)]
pub enum Stop {
    /// Case `number` is bad; the message says why.
    BadCase { number: usize, message: String },
    /// The output could not be written.
    Output(io::Error),
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Self {
        Stop::Output(error)
    }
}

/// Answers every case of `text` into `out`, stopping at the first bad one: the judge program
/// without its standard input and output.
pub fn answer_all<P: Problem, W: Write>(
    problem: &mut P,
    text: &[u8],
    out: &mut W,
) -> Result<(), Stop> {
    let mut input = Input::new(text);
    let (mut batch, mut answers) = (Vec::with_capacity(P::BATCH), Vec::with_capacity(P::BATCH));
    let mut number = 1;
    loop {
        let end = match problem.read(&mut input) {
            Ok(Some(case)) => {
                batch.push(case);
                number += 1;
                None
            }
            Ok(None) => Some(Ok(())),
            Err(message) => Some(Err(Stop::BadCase { number, message })),
        };
        if end.is_some() || batch.len() == P::BATCH {
            problem.solve_batch(&batch, &mut answers);
            for answer in &answers {
                problem.write(answer, out)?;
            }
            batch.clear();
            answers.clear();
        }
        if let Some(end) = end {
            return end;
        }
    }
}

/// Runs `problem` as a judge program on standard input and output: exit status 0, or 1 after
/// bad input or an I/O error.
fn run<P: Problem>(mut problem: P) -> ExitCode {
    let mut text = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut text) {
        eprintln!("error: cannot read standard input: {error}");
        return ExitCode::FAILURE;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let stop = answer_all(&mut problem, &text, &mut out).err();
    let flushed = out.flush();
    problem.finish();
    match (stop, flushed) {
        (Some(Stop::Output(error)), _) | (None, Err(error)) => output_failed(&error),
        (Some(Stop::BadCase { number, message }), _) => {
            eprintln!("{} {number}: {message}", P::CASE);
            ExitCode::FAILURE
        }
        (None, Ok(())) => ExitCode::SUCCESS,
    }
}

/// A reader that went away (`| head -1`) wants no more output: that ends the program quietly.
/// Any other write error is reported.
fn output_failed(error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    eprintln!("error: cannot write standard output: {error}");
    ExitCode::FAILURE
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Sums pairs of integers; a pair cut short or a non-integer is bad input.
    pub struct Sum;

    impl Problem for Sum {
        const NAME: &'static str = "sum";
        const CASE: &'static str = "pair";
        const MAX_DEPTH: u32 = 18;
        type Case = (i64, i64);
        type Answer = i64;

        fn read(&mut self, input: &mut Input) -> Result<Option<(i64, i64)>, String> {
            let Some(a) = input.word() else {
                return Ok(None);
            };
            let b = input.word().ok_or("the input ends inside the pair")?;
            let int = |t: Token| t.integer().ok_or(format!("{t} is not an integer"));
            Ok(Some((int(a)?, int(b)?)))
        }

        fn solve(&mut self, &(a, b): &(i64, i64)) -> i64 {
            a + b
        }

        fn write<W: Write>(&self, answer: &i64, out: &mut W) -> io::Result<()> {
            writeln!(out, "{answer}")
        }

        fn check(
            &mut self,
            _: &(i64, i64),
            truth: &i64,
            output: &mut Lines,
            _: bool,
        ) -> Result<(), Verdict> {
            let line = output.next()?;
            let sum: i64 = line
                .parse()
                .map_err(|_| output.malformed(format!("`{line}` is not a sum")))?;
            match sum == *truth {
                true => Ok(()),
                false => Err(Verdict::Wrong(format!("{sum}, but the sum is {truth}"))),
            }
        }

        fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<(i64, i64)>, String> {
            // "Depth" here: the sum.
            match depth {
                Some(d) if d > 18 => Err("no pair of digits sums to more than 18".into()),
                Some(d) => Ok(Box::new(move |rng| {
                    let a = rng.below(u64::from(d.min(9)) + 1) as i64;
                    (a, i64::from(d) - a)
                })),
                None => Ok(Box::new(|rng| (rng.below(10) as i64, rng.below(10) as i64))),
            }
        }

        fn write_case<W: Write>(&self, &(a, b): &(i64, i64), out: &mut W) -> io::Result<()> {
            writeln!(out, "{a} {b}")
        }
    }

    fn answer(text: &str) -> (String, Option<String>) {
        let mut out = Vec::new();
        let stop = answer_all(&mut Sum, text.as_bytes(), &mut out).err();
        let message = stop.map(|stop| match stop {
            Stop::BadCase { number, message } => format!("{number}: {message}"),
            Stop::Output(error) => panic!("{error}"),
        });
        (String::from_utf8(out).unwrap(), message)
    }

    #[test]
    fn answers_every_case_until_the_end() {
        assert_eq!(answer("1 2\n3\n4\r\n"), ("3\n7\n".into(), None));
        assert_eq!(answer(""), (String::new(), None));
    }

    #[test]
    fn bad_input_keeps_the_earlier_answers_and_names_the_case() {
        let bad = answer("1 2\n3 x4");
        assert_eq!(
            bad,
            (
                "3\n".into(),
                Some("2: `x4` (line 2, column 3) is not an integer".into())
            )
        );
        let cut = answer("1 2 3");
        assert_eq!(
            cut,
            (
                "3\n".into(),
                Some("2: the input ends inside the pair".into())
            )
        );
    }

    #[test]
    fn a_closed_pipe_is_quiet_and_other_write_errors_are_not() {
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(output_failed(&pipe), ExitCode::SUCCESS);
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(output_failed(&full), ExitCode::FAILURE);
    }
}
