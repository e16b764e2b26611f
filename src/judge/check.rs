//! `--check INPUT OUTPUT [ANSWER]`: a special judge, with online-judge-tools' and testlib's
//! argument order and exit codes.
//!
//! The truth is computed, so ANSWER is not read. Output is read line by line; trailing
//! whitespace on a line (a carriage return, say) and blank lines after the last case are
//! ignored. Exit status: 0 accepted, 1 wrong answer, 2 malformed output (unparsable, missing or
//! extra lines), 3 invalid or unreadable input. One verdict line goes to standard error.

use super::{Input, Problem};
use std::path::Path;
use std::process::ExitCode;

/// Why an answer is rejected.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Well formed, and wrong.
    Wrong(String),
    /// Not in the output format, or cut short.
    Malformed(String),
}

/// Someone's output, line by line.
#[derive(Debug)]
pub struct Lines<'a> {
    rest: Option<&'a str>,
    /// The number of the line last returned.
    number: usize,
}

impl<'a> Lines<'a> {
    /// Reads `text` from its start.
    pub fn new(text: &'a str) -> Self {
        Self {
            rest: Some(text).filter(|t| !t.is_empty()),
            number: 0,
        }
    }

    /// The next line without its trailing whitespace; malformed if the output has ended.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<&'a str, Verdict> {
        let ended = || Verdict::Malformed(format!("the output ends after line {}", self.number));
        let rest = self.rest.ok_or_else(ended)?;
        let (line, after) = rest.split_once('\n').unwrap_or((rest, ""));
        self.rest = Some(after).filter(|a| !a.is_empty());
        self.number += 1;
        Ok(line.trim_end())
    }

    /// A malformed-output verdict that names the line last read.
    pub fn malformed(&self, message: String) -> Verdict {
        Verdict::Malformed(format!("output line {}: {message}", self.number))
    }

    /// The first line left that is not blank, with its number.
    fn extra(&mut self) -> Option<(usize, &'a str)> {
        while let Ok(line) = self.next() {
            if !line.trim().is_empty() {
                return Some((self.number, line));
            }
        }
        None
    }
}

/// Judges the file `output` as the answers to the cases in the file `input`.
pub fn run<P: Problem>(mut problem: P, input: &Path, output: &Path, optimal: bool) -> ExitCode {
    let (verdict, status) = judge(&mut problem, input, output, optimal);
    eprintln!("{verdict}");
    ExitCode::from(status)
}

/// The verdict line and the exit status.
fn judge<P: Problem>(problem: &mut P, input: &Path, output: &Path, optimal: bool) -> (String, u8) {
    let text = match std::fs::read(input) {
        Ok(text) => text,
        Err(error) => {
            return (
                format!("invalid input: cannot read {}: {error}", input.display()),
                3,
            )
        }
    };
    let mut cases = Vec::new();
    let mut tokens = Input::new(&text);
    loop {
        match problem.read(&mut tokens) {
            Ok(Some(case)) => cases.push(case),
            Ok(None) => break,
            Err(message) => {
                return (
                    format!("invalid input: {} {}: {message}", P::CASE, cases.len() + 1),
                    3,
                )
            }
        }
    }
    let answers = match std::fs::read(output).map(String::from_utf8) {
        Ok(Ok(answers)) => answers,
        Ok(Err(_)) => return ("malformed output: it is not UTF-8 text".into(), 2),
        Err(error) => {
            return (
                format!(
                    "malformed output: cannot read {}: {error}",
                    output.display()
                ),
                2,
            )
        }
    };
    let mut lines = Lines::new(&answers);
    for (number, case) in cases.iter().enumerate() {
        let truth = problem.solve(case);
        let name = format!("{} {}", P::CASE, number + 1);
        match problem.check(case, &truth, &mut lines, optimal) {
            Ok(()) => {}
            Err(Verdict::Wrong(message)) => return (format!("wrong answer: {name}: {message}"), 1),
            Err(Verdict::Malformed(message)) => {
                return (format!("malformed output: {name}: {message}"), 2)
            }
        }
    }
    if let Some((number, line)) = lines.extra() {
        let line: String = line.chars().take(40).collect();
        return (
            format!("malformed output: line {number}, `{line}`, is after the last answer"),
            2,
        );
    }
    let plural = if cases.len() == 1 { "" } else { "s" };
    (format!("accepted: {} {}{plural}", cases.len(), P::CASE), 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::tests::Sum;

    /// Judges `output` for `input` through files, as the binaries do.
    fn verdict(input: &str, output: &[u8]) -> (String, u8) {
        let dir = std::env::temp_dir().join(format!("puzzle-search-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let name = format!("{:x}", input.len() * 7919 + output.len());
        let (input_path, output_path) = (dir.join(name.clone() + ".in"), dir.join(name + ".out"));
        std::fs::write(&input_path, input).unwrap();
        std::fs::write(&output_path, output).unwrap();
        let verdict = judge(&mut Sum, &input_path, &output_path, false);
        std::fs::remove_file(input_path).ok();
        std::fs::remove_file(output_path).ok();
        verdict
    }

    #[test]
    fn verdicts_and_exit_statuses() {
        let input = "1 2\n3 4\n";
        assert_eq!(verdict(input, b"3\n7\n"), ("accepted: 2 pairs".into(), 0));
        assert_eq!(
            verdict(input, b"3\r\n7   \n\n\n"),
            ("accepted: 2 pairs".into(), 0)
        );
        assert_eq!(
            verdict(input, b"3\n8\n"),
            ("wrong answer: pair 2: 8, but the sum is 7".into(), 1)
        );
        let malformed = |message: &str| (format!("malformed output: {message}"), 2);
        assert_eq!(
            verdict(input, b"3\n"),
            malformed("pair 2: the output ends after line 1")
        );
        assert_eq!(
            verdict(input, b"3\nseven\n"),
            malformed("pair 2: output line 2: `seven` is not a sum")
        );
        assert_eq!(
            verdict(input, b"3\n7\n10\n"),
            malformed("line 3, `10`, is after the last answer")
        );
        assert_eq!(
            verdict(input, b"3\n\xff\n"),
            malformed("it is not UTF-8 text")
        );
        assert_eq!(
            verdict("1 2 3", b"3\n"),
            (
                "invalid input: pair 2: the input ends inside the pair".into(),
                3
            )
        );
        let missing = judge(
            &mut Sum,
            Path::new("/nonexistent/input"),
            Path::new("out"),
            false,
        );
        assert_eq!(
            (
                missing
                    .0
                    .starts_with("invalid input: cannot read /nonexistent/input"),
                missing.1
            ),
            (true, 3)
        );
    }
}
