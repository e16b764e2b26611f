//! `--validate [--strict] [--check-format testlib|kattis]`: an input validator, which says
//! whether standard input is one test of the problem. A test is valid where the judge program
//! reads every case of it without complaint (whitespace as the program's `--help` says it is
//! read, one case where the problem's tests hold one), holds at least one case, and has nothing
//! but whitespace after its last case (after a problem's end marker, or its count of cases).
//! With `--strict`, as a package's validator is and as Polygon and `verifyproblem` expect a
//! validator to be, it is also exactly as the statement writes it: byte for byte as the problem
//! writes its cases (single spaces, lines ending in `\n` alone, numbers without leading zeros
//! or signs, the count or end marker where the statement has one), and each case within what
//! the statement allows where the judge program reads more (four in a row's seven stones of
//! each colour); the message names the first place it is not.
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
//! `--strict` reads the test as the statement writes it, byte for byte (`invalid: a carriage
//! return (line 1, column 48): lines end in a line break alone`); a package's validator does.

use super::input::{quote, Input};
use super::messages::{plural, report};
use super::problem::{read_cases, write_input, Checkable};
use std::io::{self, Read};
use std::process::ExitCode;

/// What `--validate` was asked: whose exit statuses it answers with, and how strictly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Kattis' 42 and 43, not testlib's 0 and 3.
    pub kattis: bool,
    /// `--strict`: the input exactly as the statement writes it.
    pub strict: bool,
}

/// The longest input `--strict` reads, which it holds whole to compare it.
const STRICT_LIMIT: usize = 256 << 20;

/// Validates standard input; the exit status says whether it is a test of the problem.
pub fn run<P: Checkable>(mut problem: P, options: &Options) -> ExitCode {
    let stdin = io::stdin().lock();
    let valid = match options.strict {
        false => validate(&mut problem, stdin),
        true => validate_strictly(&mut problem, stdin),
    };
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
fn validate<P: Checkable>(problem: &mut P, source: impl Read) -> Result<usize, String> {
    cases(problem, &mut Input::from_reader(source)).map(|cases| cases.len())
}

/// Every case of `input` if it is a test of `problem`, read as the judge program reads it.
fn cases<P: Checkable>(problem: &mut P, input: &mut Input) -> Result<Vec<P::Case>, String> {
    let cases = read_cases(problem, input)?;
    if !input.at_end() {
        return Err(match input.word() {
            Some(token) => format!("{token} is after the last {} and belongs to none", P::CASE),
            None => input.fault().unwrap_or("unreadable input").to_string(),
        });
    }
    match cases.is_empty() {
        true => Err(format!("the input holds no {}", P::CASE)),
        false => Ok(cases),
    }
}

/// [`validate`], and then the input byte for byte as the problem writes its cases
/// ([`Problem::write_case`], and the count or end marker around them), which is how its
/// statement writes them (or, where a case can be written more than one way, laid out as the
/// problem says, [`Checkable::strict_layout`]), and each case within what the statement allows
/// ([`Checkable::outside_statement`]).
fn validate_strictly<P: Checkable>(problem: &mut P, source: impl Read) -> Result<usize, String> {
    let mut text = Vec::new();
    source
        .take(STRICT_LIMIT as u64 + 1)
        .read_to_end(&mut text)
        .map_err(|error| format!("cannot read the input: {error}"))?;
    if text.len() > STRICT_LIMIT {
        return Err(format!(
            "the input is longer than {} MiB, more than --strict holds to compare",
            STRICT_LIMIT >> 20
        ));
    }
    let cases = cases(problem, &mut Input::new(&text))?;
    for (number, case) in (1..).zip(&cases) {
        if let Some(why) = problem.outside_statement(case) {
            return Err(format!("{} {number}: {why}", P::CASE));
        }
    }
    if let Some(layout) = problem.strict_layout(&text) {
        return layout.map(|()| cases.len());
    }
    let mut written = Vec::new();
    write_input(problem, cases.len(), cases.iter().cloned(), &mut written)
        .map_err(|error| error.to_string())?;
    as_written(&text, &written).map(|()| cases.len())
}

/// Whether `input` is `written` byte for byte; if not, where it differs first and how.
fn as_written(input: &[u8], written: &[u8]) -> Result<(), String> {
    let at = input
        .iter()
        .zip(written)
        .position(|(a, b)| a != b)
        .unwrap_or(input.len().min(written.len()));
    if input.len() == written.len() && at == input.len() {
        return Ok(());
    }
    let start = input[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let (line, column) = (
        1 + input[..at].iter().filter(|&&b| b == b'\n').count(),
        at - start + 1,
    );
    let place = format!("line {line}, column {column}");
    // The line from the word the difference is in, in the input and as the statement has it.
    let word = input[start..at]
        .iter()
        .rposition(|&b| b == b' ')
        .map_or(start, |i| start + i + 1);
    let line_of = |text: &[u8]| {
        let rest = &text[word.min(text.len())..];
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let cut = if word > start { "…" } else { "" };
        quote(&[cut.as_bytes(), &rest[..end]].concat(), 40)
    };
    Err(match (input.get(at), written.get(at)) {
        (None, Some(b'\n')) if at + 1 == written.len() => {
            format!(
                "line {line} does not end in a line break, as every line of the statement's does"
            )
        }
        (None, _) => format!(
            "the input ends at {place}, where the statement goes on with {}",
            line_of(written)
        ),
        (Some(_), None) => format!(
            "{} ({place}) is after the end of the statement's input",
            line_of(input)
        ),
        (Some(b'\r'), _) => format!("a carriage return ({place}): lines end in a line break alone"),
        (Some(b' '), Some(b'\n'))
            if input[at..]
                .split(|&b| b == b'\n')
                .next()
                .is_some_and(|rest| rest.iter().all(|&b| b == b' ')) =>
        {
            format!("a space at the end of line {line}")
        }
        (Some(b' '), _) if at == start || input[at - 1] == b' ' => {
            format!("a space too many ({place}): the statement separates by single spaces")
        }
        (Some(b'\t'), _) => format!("a tab ({place}): the statement separates by single spaces"),
        (Some(_), Some(_)) => format!(
            "{place}: {}, where the statement writes {}",
            line_of(input),
            line_of(written)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    fn validated(input: &str) -> Result<usize, String> {
        validate(&mut Sum::plain(), input.as_bytes())
    }

    #[test]
    fn strictly_the_input_is_what_the_statement_writes_and_nothing_else() {
        let strictly = |input: &str| validate_strictly(&mut Sum::plain(), input.as_bytes());
        assert_eq!(strictly("1 2\n3 4\n"), Ok(2));
        for (input, message) in [
            (
                "1 2\n3 4",
                "line 2 does not end in a line break, as every line of the statement's does",
            ),
            (
                "1 2\r\n3 4\n",
                "a carriage return (line 1, column 4): lines end in a line break alone",
            ),
            (
                "1\t2\n3 4\n",
                "a tab (line 1, column 2): the statement separates by single spaces",
            ),
            (
                "1  2\n3 4\n",
                "a space too many (line 1, column 3): the statement separates by single spaces",
            ),
            (
                "1 02\n3 4\n",
                "line 1, column 3: `…02`, where the statement writes `…2`",
            ),
            (
                "1 +2\n3 4\n",
                "line 1, column 3: `…+2`, where the statement writes `…2`",
            ),
            (
                "1 2 3 4\n",
                "line 1, column 4: `…2 3 4`, where the statement writes `…2`",
            ),
            (
                "1 2\n3 4\n\n",
                "`` (line 3, column 1) is after the end of the statement's input",
            ),
            (
                "\u{feff}1 2\n",
                r"line 1, column 1: `\u{feff}1 2`, where the statement writes `1 2`",
            ),
        ] {
            assert_eq!(strictly(input), Err(message.to_string()), "{input:?}");
        }
        // What reading rejects is said as without --strict.
        assert_eq!(strictly("1 x\n"), validated("1 x\n").map(|_| 0));
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
