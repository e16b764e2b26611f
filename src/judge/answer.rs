//! Solving: the judge program. All of standard input is read, the problem reads one case after
//! another, and each answer goes through one buffered writer. On bad input the answers so far
//! are printed, then one line on standard error naming the case and what is wrong, and the exit
//! status is 1. Output into a closed pipe ends the program quietly.
//!
//! Cases are read as they are needed: however long the input, a problem that solves on every
//! core holds only a few unanswered cases at a time.

use super::input::Input;
use super::messages::{output_failed, report};
use super::problem::Problem;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;

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

/// Runs `problem` as the judge program `name` on standard input and output: exit status 0, or
/// 1 after bad input or an I/O error. A person typing cases on a terminal gets a hint first.
pub fn run<P: Problem>(mut problem: P, name: &str) -> ExitCode {
    if io::stdin().is_terminal() {
        report(format_args!(
            "{0}: reading cases from the terminal until the input ends (Ctrl-D on a line of its \
             own); to read a file, run {0} < FILE",
            name
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::{Pace, Sum};

    fn answer(problem: &mut Sum, text: &str) -> (String, Option<String>) {
        let mut out = Vec::new();
        let stop = answer_all(problem, text.as_bytes(), &mut out).err();
        let message = stop.map(|stop| match stop {
            Stop::BadCase { number, message } => format!("{number}: {message}"),
            Stop::Output(error) => panic!("{error}"),
        });
        (String::from_utf8(out).unwrap(), message)
    }

    #[test]
    fn answers_every_case_until_the_end() {
        let mut sum = Sum::plain();
        assert_eq!(answer(&mut sum, "1 2\n3\n4\r\n"), ("3\n7\n".into(), None));
        assert_eq!(answer(&mut sum, ""), (String::new(), None));
    }

    #[test]
    fn bad_input_keeps_the_earlier_answers_and_names_the_case() {
        let bad = answer(&mut Sum::plain(), "1 2\n3 x4");
        assert_eq!(
            bad,
            (
                "3\n".into(),
                Some("2: `x4` (line 2, column 3) is not an integer".into())
            )
        );
        let cut = answer(&mut Sum::plain(), "1 2 3");
        assert_eq!(
            cut,
            (
                "3\n".into(),
                Some("2: the input ends inside the pair".into())
            )
        );
    }

    #[test]
    fn forked_problems_answer_in_order_and_stop_at_the_bad_case() {
        let text = "9 1\n0 1\n5 5\n1 1\n8 0\n0 0\n";
        let mut slow = Sum::forked(Pace::Slow);
        assert_eq!(
            answer(&mut slow, text),
            ("10\n1\n10\n2\n8\n0\n".into(), None)
        );
        let (out, stop) = answer(&mut slow, "9 1\n0 1\n5 x\n1 1\n");
        assert_eq!(out, "10\n1\n");
        assert!(stop.is_some_and(|stop| stop.starts_with("3: ")));
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
        let stop = answer_all(&mut Sum::forked(Pace::Endless), text.as_bytes(), &mut Full);
        assert!(matches!(stop, Err(Stop::Output(_))), "{stop:?}");
    }

    #[test]
    fn a_problem_that_forks_holds_only_a_few_cases_at_once() {
        let text = "1 2\n".repeat(20_000);
        let mut sum = Sum::forked(Pace::Instant);
        let mut out = Vec::new();
        assert!(answer_all(&mut sum, text.as_bytes(), &mut out).is_ok());
        assert_eq!(out, "3\n".repeat(20_000).into_bytes());
        let most = sum.most_ahead;
        assert!(
            most <= 8 * crate::parallel::cores() + 2,
            "{most} cases read ahead of the answers"
        );
    }
}
