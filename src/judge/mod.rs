//! The judge-I/O layer every binary shares.
//!
//! A binary describes itself in a [`Program`] and hands its [`Problem`] to [`main`], which
//! reads the command line ([`cli`] has its rules) and runs one mode:
//! - solving: the judge program. All of standard input is read, the problem reads one case
//!   after another, and each answer goes through one buffered writer. On bad input the answers so
//!   far are printed, then one line on standard error naming the case and what is wrong, and the
//!   exit status is 1. Output into a closed pipe ends the program quietly.
//! - `--check INPUT OUTPUT [ANSWER]`: a special judge, with testlib's exit codes.
//!
//! Cases are read as they are needed: however long the input, a problem that solves on every
//! core holds only a few unanswered cases at a time.
//! - `--gen N`: a case generator.
//! - `--stress CMD`: a stress test that finds and shrinks the simplest failing input.

mod check;
pub mod cli;
mod exec;
mod gen;
mod input;
pub mod stress;

pub use check::{canonical_integer, Line, Lines, Verdict};
pub use cli::{Args, Depth, Flag, Mode, Program};
pub use input::{Announced, Input, Token};

use crate::rng::Rng;
use cli::Command;
use std::fmt::Display;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// Draws one random case.
pub type Sampler<C> = Box<dyn FnMut(&mut Rng) -> C>;

/// One judge problem: how to read a case, solve it, print the answer, judge someone else's
/// answer, and make random cases.
pub trait Problem: Sized + Send {
    /// The binary's name, for usage and version lines.
    const NAME: &'static str;

    /// What the problem's statement calls one case, for messages: `case`, `board`, ….
    const CASE: &'static str;

    /// One parsed case.
    type Case: Clone + Send + Sync;

    /// The answer to one case.
    type Answer: Send;

    /// Whether the judge is special: it accepts other answers than ours (any shortest
    /// solution, say), so that an output must be judged by `--check`, not compared with ours.
    const SPECIAL: bool = false;

    /// Whether an input holds exactly one case, as on judges that run a program once a case:
    /// `--gen` then makes one case, and `--stress` runs one case a run.
    const SINGLE: bool = false;

    /// Reads the next case; `Ok(None)` where the input ends cleanly. An error is a message that
    /// says what is wrong and, where it helps, where ([`Token`]'s `Display` gives the place).
    fn read(&mut self, input: &mut Input) -> Result<Option<Self::Case>, String>;

    /// Solves one case.
    fn solve(&mut self, case: &Self::Case) -> Self::Answer;

    /// [`Problem::solve`], unless `stop` is set before it is done: a long search looks at it now
    /// and then and gives up (`None`). The default solves and never looks.
    fn solve_or_stop(&mut self, case: &Self::Case, stop: &AtomicBool) -> Option<Self::Answer> {
        let _ = stop;
        Some(self.solve(case))
    }

    /// Whether `--optimal` changes what [`Problem::check`] accepts; where every right answer
    /// is a shortest one anyway, it does not. The default: where the judge is special.
    fn optimal_matters(&self) -> bool {
        Self::SPECIAL
    }

    /// The cases met along our answer to `case`, each with the moves it still needs: after
    /// the first move, after the second, …, the last one solved. `--stress` tries them when it
    /// shrinks a failing case, since a failure often survives closer to the goal. The default:
    /// none, for problems whose answers are not moves.
    fn path(&mut self, case: &Self::Case) -> Vec<(Self::Case, u32)> {
        let _ = case;
        Vec::new()
    }

    /// Prints the answer to case `number` (from 1: some judges print it, `Case 3: …`) in the
    /// judge's format.
    fn write<W: Write>(
        &mut self,
        number: usize,
        answer: &Self::Answer,
        out: &mut W,
    ) -> io::Result<()>;

    /// Judges someone's answer to `case`, case `number` (from 1) of its input, read from
    /// `output`. With `optimal`, a solution longer than the shortest is wrong even where the
    /// judge accepts it. The problem works out only as much of the truth as the verdict needs:
    /// a special judge that can replay the moves need not solve the case.
    fn check(
        &mut self,
        number: usize,
        case: &Self::Case,
        output: &mut Lines,
        optimal: bool,
    ) -> Result<(), Verdict>;

    /// The most moves any case needs: what `--depth max` asks for. An error if that is not
    /// known.
    fn max_depth(&mut self) -> Result<u32, String>;

    /// A source of random cases: uniform ones, or with `depth` Some(d), cases whose answer is
    /// exactly d moves. An error says why there are none.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Self::Case>, String>;

    /// The levels `--stress` draws cases from, easiest first: each a depth (`Some(d)`, cases of
    /// exactly d moves) or the uniform cases (`None`). The default: every depth from 0 up to
    /// [`Problem::max_depth`], then uniform cases.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        Ok((0..=self.max_depth()?).map(Some).chain([None]).collect())
    }

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

    /// Another solver that shares this one's read-only data, for another thread; `None` (the
    /// default) keeps the judge program on one thread, which is right when a case takes
    /// microseconds. With forks, cases are solved on every core and each answer is printed as
    /// soon as it and all before it are solved.
    fn fork(&self) -> Option<Self> {
        None
    }
}

/// Writes `message` as one line on standard error. A failed write is ignored: a reader of
/// standard error that went away must not change what the program does or how it ends.
pub fn report(message: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{message}");
}

/// A status line for a person watching: written over the last one (`\r`, erase line), and only
/// when standard error is a terminal. An empty status erases the line.
pub fn status(text: impl Display) {
    if io::stderr().is_terminal() {
        let _ = write!(io::stderr().lock(), "\r\x1b[K{text}");
    }
}

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

    /// Runs `problem` as the command asks; an error in making it is a usage error.
    pub fn run<P: Problem>(self, problem: Result<P, String>) -> ExitCode {
        let problem = match (&self.command, problem) {
            (Command::Help, _) => return print(&cli::help(self.program)),
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
        match self.command {
            Command::Solve => answer_stdin(problem),
            Command::Check {
                input,
                output,
                optimal,
            } => check::run(problem, &input, &output, optimal),
            Command::Gen { count, seed, depth } => gen::run(problem, count, seed, depth),
            Command::Stress(options) => stress::run(problem, &options),
            Command::Help | Command::Version => unreachable!("answered above"),
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
/// without its standard input and output. A problem that forks ([`Problem::fork`]) solves on
/// every core, reading cases only a few ahead of the answers printed, and flushes `out` after
/// each answer it can print; once an answer cannot be written, the searches under way stop.
pub fn answer_all<P: Problem, W: Write>(
    problem: &mut P,
    text: &[u8],
    out: &mut W,
) -> Result<(), Stop> {
    let input = Input::new(text);
    let workers: Option<Vec<P>> = (0..crate::parallel::cores())
        .map(|_| problem.fork())
        .collect();
    let mut reading = Reading {
        problem,
        input,
        out,
        read: 0,
        end: Ok(()),
    };
    let Some(workers) = workers else {
        while let Some(case) = reading.next() {
            let answer = reading.problem.solve(&case);
            let number = reading.read;
            reading.problem.write(number, &answer, reading.out)?;
        }
        return reading.end;
    };
    crate::parallel::in_order(
        &mut reading,
        Reading::next,
        workers,
        |worker, case, stop| worker.solve_or_stop(case, stop),
        |reading, i, _, answer| {
            let answer = answer.expect("searches stop only once nothing more is printed");
            reading.problem.write(i + 1, &answer, reading.out)?;
            reading.out.flush()
        },
    )?;
    reading.end
}

/// The cases of an input being answered, and where the reading ended.
struct Reading<'a, P, W> {
    problem: &'a mut P,
    input: Input<'a>,
    out: &'a mut W,
    /// The cases read so far.
    read: usize,
    /// Whether the input ended cleanly or at a bad case.
    end: Result<(), Stop>,
}

impl<P: Problem, W> Reading<'_, P, W> {
    /// The next case; `None` at the end of the input or a bad case, which `end` then tells.
    fn next(&mut self) -> Option<P::Case> {
        match self.problem.read(&mut self.input) {
            Ok(Some(case)) => {
                self.read += 1;
                Some(case)
            }
            Ok(None) => None,
            Err(message) => {
                let number = self.read + 1;
                self.end = Err(Stop::BadCase { number, message });
                None
            }
        }
    }
}

/// Runs `problem` as a judge program on standard input and output: exit status 0, or 1 after
/// bad input or an I/O error. A person typing cases on a terminal gets a hint first.
fn answer_stdin<P: Problem>(mut problem: P) -> ExitCode {
    if io::stdin().is_terminal() {
        report(format_args!(
            "{0}: reading cases from the terminal until the input ends (Ctrl-D on a line of its \
             own); to read a file, run {0} < FILE",
            P::NAME
        ));
    }
    let mut text = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut text) {
        report(format_args!("error: cannot read standard input: {error}"));
        return ExitCode::FAILURE;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let stop = answer_all(&mut problem, &text, &mut out).err();
    let flushed = out.flush();
    problem.finish();
    match (stop, flushed) {
        (Some(Stop::Output(error)), _) | (None, Err(error)) => output_failed(&error),
        (Some(Stop::BadCase { number, message }), _) => {
            report(format_args!("{} {number}: {message}", P::CASE));
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
    report(format_args!("error: cannot write standard output: {error}"));
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

        fn write<W: Write>(&mut self, _: usize, answer: &i64, out: &mut W) -> io::Result<()> {
            writeln!(out, "{answer}")
        }

        fn check(
            &mut self,
            _: usize,
            pair: &(i64, i64),
            output: &mut Lines,
            _: bool,
        ) -> Result<(), Verdict> {
            let line = output.next()?;
            let sum = line
                .integer()
                .ok_or_else(|| line.malformed("is not a sum"))?;
            let truth = self.solve(pair);
            match sum == truth {
                true => Ok(()),
                false => Err(Verdict::Wrong(format!("{sum}, but the sum is {truth}"))),
            }
        }

        fn max_depth(&mut self) -> Result<u32, String> {
            Ok(18)
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

    /// [`Sum`] on every core: the larger the first number, the longer a pair takes, so that
    /// answers are found out of order.
    struct SlowSum;

    impl Problem for SlowSum {
        const NAME: &'static str = "slow-sum";
        const CASE: &'static str = "pair";
        type Case = (i64, i64);
        type Answer = i64;

        fn read(&mut self, input: &mut Input) -> Result<Option<(i64, i64)>, String> {
            Sum.read(input)
        }

        fn solve(&mut self, &(a, b): &(i64, i64)) -> i64 {
            std::thread::sleep(std::time::Duration::from_millis(a.clamp(0, 9) as u64 * 3));
            a + b
        }

        fn write<W: Write>(&mut self, _: usize, answer: &i64, out: &mut W) -> io::Result<()> {
            Sum.write(0, answer, out)
        }

        fn check(
            &mut self,
            n: usize,
            pair: &(i64, i64),
            output: &mut Lines,
            o: bool,
        ) -> Result<(), Verdict> {
            Sum.check(n, pair, output, o)
        }

        fn max_depth(&mut self) -> Result<u32, String> {
            Sum.max_depth()
        }

        fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<(i64, i64)>, String> {
            Sum.sampler(depth)
        }

        fn write_case<W: Write>(&self, pair: &(i64, i64), out: &mut W) -> io::Result<()> {
            Sum.write_case(pair, out)
        }

        fn fork(&self) -> Option<Self> {
            Some(SlowSum)
        }
    }

    #[test]
    fn forked_problems_answer_in_order_and_stop_at_the_bad_case() {
        let text = "9 1\n0 1\n5 5\n1 1\n8 0\n0 0\n";
        let mut out = Vec::new();
        assert!(answer_all(&mut SlowSum, text.as_bytes(), &mut out).is_ok());
        assert_eq!(String::from_utf8(out).unwrap(), "10\n1\n10\n2\n8\n0\n");
        let mut out = Vec::new();
        let stop = answer_all(&mut SlowSum, b"9 1\n0 1\n5 x\n1 1\n", &mut out);
        assert_eq!(String::from_utf8(out).unwrap(), "10\n1\n");
        assert!(matches!(stop, Err(Stop::BadCase { number: 3, .. })));
    }

    /// [`Sum`] on every core, whose pairs after the first are never solved: a search that
    /// ends only when told to stop.
    struct Endless;

    impl Problem for Endless {
        const NAME: &'static str = "endless";
        const CASE: &'static str = "pair";
        type Case = (i64, i64);
        type Answer = i64;

        fn read(&mut self, input: &mut Input) -> Result<Option<(i64, i64)>, String> {
            Sum.read(input)
        }

        fn solve(&mut self, _: &(i64, i64)) -> i64 {
            unreachable!("only solve_or_stop")
        }

        fn solve_or_stop(&mut self, &(a, b): &(i64, i64), stop: &AtomicBool) -> Option<i64> {
            let start = std::time::Instant::now();
            while a != 0 && !stop.load(std::sync::atomic::Ordering::Relaxed) {
                assert!(start.elapsed().as_secs() < 60, "never told to stop");
                std::thread::yield_now();
            }
            (a == 0).then_some(a + b)
        }

        fn write<W: Write>(&mut self, _: usize, answer: &i64, out: &mut W) -> io::Result<()> {
            Sum.write(0, answer, out)
        }

        fn check(
            &mut self,
            n: usize,
            pair: &(i64, i64),
            output: &mut Lines,
            o: bool,
        ) -> Result<(), Verdict> {
            Sum.check(n, pair, output, o)
        }

        fn max_depth(&mut self) -> Result<u32, String> {
            Sum.max_depth()
        }

        fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<(i64, i64)>, String> {
            Sum.sampler(depth)
        }

        fn write_case<W: Write>(&self, pair: &(i64, i64), out: &mut W) -> io::Result<()> {
            Sum.write_case(pair, out)
        }

        fn fork(&self) -> Option<Self> {
            Some(Endless)
        }
    }

    /// Output that can never be written, as to /dev/full.
    struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(io::ErrorKind::StorageFull))
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failed_write_stops_the_searches_under_way() {
        let text = "0 1\n5 5\n7 7\n";
        let stop = answer_all(&mut Endless, text.as_bytes(), &mut Full);
        assert!(matches!(stop, Err(Stop::Output(_))), "{stop:?}");
    }

    /// How many [`Counted`] cases are alive, and the most there were.
    static LIVE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    static MOST: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    /// A pair that counts how many pairs are alive.
    #[derive(Debug)]
    struct Counted(i64, i64);

    impl Counted {
        fn new(a: i64, b: i64) -> Self {
            use std::sync::atomic::Ordering::Relaxed;
            let live = LIVE.fetch_add(1, Relaxed) + 1;
            MOST.fetch_max(live, Relaxed);
            Counted(a, b)
        }
    }

    impl Clone for Counted {
        fn clone(&self) -> Self {
            Counted::new(self.0, self.1)
        }
    }

    impl Drop for Counted {
        fn drop(&mut self) {
            LIVE.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// [`Sum`] on every core, over counted pairs.
    struct CountedSum;

    impl Problem for CountedSum {
        const NAME: &'static str = "counted";
        const CASE: &'static str = "pair";
        type Case = Counted;
        type Answer = i64;

        fn read(&mut self, input: &mut Input) -> Result<Option<Counted>, String> {
            Ok(Sum.read(input)?.map(|(a, b)| Counted::new(a, b)))
        }

        fn solve(&mut self, pair: &Counted) -> i64 {
            pair.0 + pair.1
        }

        fn write<W: Write>(&mut self, _: usize, answer: &i64, out: &mut W) -> io::Result<()> {
            Sum.write(0, answer, out)
        }

        fn check(
            &mut self,
            n: usize,
            pair: &Counted,
            output: &mut Lines,
            o: bool,
        ) -> Result<(), Verdict> {
            Sum.check(n, &(pair.0, pair.1), output, o)
        }

        fn max_depth(&mut self) -> Result<u32, String> {
            Sum.max_depth()
        }

        fn sampler(&mut self, _: Option<u32>) -> Result<Sampler<Counted>, String> {
            Err("not needed".into())
        }

        fn write_case<W: Write>(&self, pair: &Counted, out: &mut W) -> io::Result<()> {
            Sum.write_case(&(pair.0, pair.1), out)
        }

        fn fork(&self) -> Option<Self> {
            Some(CountedSum)
        }
    }

    #[test]
    fn a_problem_that_forks_holds_only_a_few_cases_at_once() {
        let text = "1 2\n".repeat(20_000);
        let mut out = Vec::new();
        assert!(answer_all(&mut CountedSum, text.as_bytes(), &mut out).is_ok());
        assert_eq!(out, "3\n".repeat(20_000).into_bytes());
        let most = MOST.load(std::sync::atomic::Ordering::Relaxed);
        assert!(
            most <= 8 * crate::parallel::cores() + 2,
            "{most} cases held at once"
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
