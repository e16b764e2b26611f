//! The judge-I/O layer every binary shares.
//!
//! A binary hands its [`Problem`] to [`run`], which reads all of standard input, asks the problem
//! for one case after another, writes each answer through one buffered writer, and on bad input
//! prints the answers so far, one line on standard error naming the case and what is wrong, and
//! exits with status 1. Output into a closed pipe ends the program quietly.

mod input;

pub use input::{Input, Token};

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

/// One judge problem: how to read a case, solve it and print the answer.
pub trait Problem {
    /// What the problem's statement calls one case, for error messages: `case`, `board`, ….
    const CASE: &'static str;

    /// One parsed case.
    type Case;

    /// The answer to one case.
    type Answer;

    /// Reads the next case; `Ok(None)` where the input ends cleanly. An error is a message that
    /// says what is wrong and, where it helps, where ([`Token`]'s `Display` gives the place).
    fn read(&mut self, input: &mut Input) -> Result<Option<Self::Case>, String>;

    /// Solves one case.
    fn solve(&mut self, case: &Self::Case) -> Self::Answer;

    /// Prints one answer in the judge's format.
    fn write<W: Write>(&self, answer: &Self::Answer, out: &mut W) -> io::Result<()>;
}

/// Why answering stopped early.
#[derive(Debug)]
enum Stop {
    /// Case `number` is bad; the message says why.
    BadCase {
        number: usize,
        message: String,
    },
    Output(io::Error),
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Self {
        Stop::Output(error)
    }
}

/// Answers every case of `text` into `out`, stopping at the first bad one.
fn answer_all<P: Problem, W: Write>(problem: &mut P, text: &[u8], out: &mut W) -> Result<(), Stop> {
    let mut input = Input::new(text);
    for number in 1.. {
        match problem.read(&mut input) {
            Ok(Some(case)) => {
                let answer = problem.solve(&case);
                problem.write(&answer, out)?;
            }
            Ok(None) => break,
            Err(message) => return Err(Stop::BadCase { number, message }),
        }
    }
    Ok(())
}

/// Runs `problem` as a judge program on standard input and output; the return value is the
/// process's exit status: 0, or 1 after bad input or an I/O error.
pub fn run<P: Problem>(mut problem: P) -> ExitCode {
    let mut text = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut text) {
        eprintln!("error: cannot read standard input: {error}");
        return ExitCode::FAILURE;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let stop = answer_all(&mut problem, &text, &mut out).err();
    let flushed = out.flush();
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
mod tests {
    use super::*;

    /// Sums pairs of integers; a pair cut short or a non-integer is bad input.
    struct Sum;

    impl Problem for Sum {
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

        fn write<W: Write>(&self, answer: &i64, out: &mut W) -> io::Result<()> {
            writeln!(out, "{answer}")
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
        assert_eq!(
            answer("1 2\n3 x4"),
            (
                "3\n".into(),
                Some("2: `x4` (line 2, column 3) is not an integer".into())
            )
        );
        assert_eq!(
            answer("1 2 3"),
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
