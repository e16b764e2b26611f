//! `--validate [--check-format testlib|kattis]`: an input validator, which says whether standard
//! input is one test of the problem. A test is valid where the judge program reads every case
//! of it without complaint (whitespace as the program's `--help` says it is read, one case
//! where the problem's tests hold one), holds at least one case, and has nothing but whitespace
//! after its last case (after a problem's end marker, or its count of cases).
//!
//! One line on standard error says which (`valid: 3 cubes`, or `invalid: cube 2: …` naming the
//! place); exit status 0 valid and 3 invalid as testlib's validators, or 42 and 43 with
//! `--check-format kattis`, as the Kattis problem package format's input validators.
//!
//! # In full
//!
//! **Input validators.** `BIN --validate < TEST` says whether TEST is a valid input of the problem:
//! read as the judge program reads it (whitespace as `--help` describes), at least one case, and
//! nothing after the last one (after a count of cases or an end marker). Exit 0 valid and 3
//! invalid as testlib's validators (`--testset` and `--group`, which Polygon passes, are accepted
//! and ignored), or 42 and 43 with `--check-format kattis`; one line on standard error, such as
//! `invalid: \`junk\` (line 2, column 1) is after the last case and belongs to none`. It rejects
//! every input of the bad-input corpus that the solvers reject, and accepts every `--gen` output.

use super::input::Input;
use super::messages::report;
use super::problem::{read_cases, Problem};
use std::io::{self, Read};
use std::process::ExitCode;

/// What `--validate` was asked: whose exit statuses it answers with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Kattis' 42 and 43, not testlib's 0 and 3.
    pub kattis: bool,
}

/// Validates standard input; the exit status says whether it is a test of the problem.
pub fn run<P: Problem>(mut problem: P, options: &Options) -> ExitCode {
    let valid = validate(&mut problem, io::stdin().lock());
    match &valid {
        Ok(count) => report(format_args!("valid: {}", plural(*count, P::CASE))),
        Err(message) => report(format_args!("invalid: {message}")),
    }
    ExitCode::from(match (valid.is_ok(), options.kattis) {
        (true, false) => 0,
        (false, false) => 3,
        (true, true) => 42,
        (false, true) => 43,
    })
}

/// The number of cases in `source` if it is a test of `problem`, else what is wrong with it.
fn validate<P: Problem>(problem: &mut P, source: impl Read) -> Result<usize, String> {
    let mut input = Input::from_reader(source);
    let cases = read_cases(problem, &mut input)?.len();
    if !input.at_end() {
        return Err(match input.word() {
            Some(token) => format!("{token} is after the last {} and belongs to none", P::CASE),
            None => input.fault().unwrap_or("unreadable input").to_string(),
        });
    }
    match cases {
        0 => Err(format!("the input holds no {}", P::CASE)),
        cases => Ok(cases),
    }
}

/// `count` `what`s: `1 cube`, `3 cubes`.
fn plural(count: usize, what: &str) -> String {
    match count {
        1 => format!("1 {what}"),
        _ => format!("{count} {what}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    fn validated(input: &str) -> Result<usize, String> {
        validate(&mut Sum::plain(), input.as_bytes())
    }

    #[test]
    fn a_test_is_what_the_judge_program_reads_and_nothing_after() {
        assert_eq!(validated("1 2\n3 4\n"), Ok(2));
        assert_eq!(validated("1 2"), Ok(1));
        assert_eq!(validated(""), Err("the input holds no pair".to_string()));
        assert_eq!(
            validated("1 2 3"),
            Err("pair 2: the input ends inside the pair".to_string())
        );
        assert_eq!(
            validated("1 2\n3 x\n"),
            Err("pair 2: `x` (line 2, column 3) is not an integer".to_string())
        );
    }
}
