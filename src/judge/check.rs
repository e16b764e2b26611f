//! `--check INPUT OUTPUT [ANSWER]`: a special judge, with online-judge-tools' and testlib's
//! argument order and exit codes.
//!
//! The truth is computed, and only as far as a verdict needs it, so ANSWER is not read. Output
//! is read line by line (OUTPUT `-` is standard input), up to a bound far above any right
//! answer's size ([`output_limit`]); the fields of a line are separated by single spaces,
//! trailing whitespace on a line (a carriage return, say) and blank lines after the last answer
//! are ignored. Exit status: 0 accepted, 1 wrong answer, 2 malformed output
//! (unparsable, missing or extra lines), 3 invalid or unreadable input. One verdict line goes to
//! standard error, and whatever it quotes of the output is a short prefix with control characters
//! escaped.

use super::input::{quote, show_path};
use super::{report, Input, Problem};
use std::fmt;
use std::fs::File;
use std::io::{self, Read};
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

/// One line of someone's output, without its trailing whitespace (what C's `isspace` accepts).
///
/// Its `Display` is the line as `quote` shows it: the first 40 characters in backquotes, control
/// characters escaped, which is how verdicts show output.
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    /// The line's text.
    pub text: &'a str,
    /// Its number in the output, from 1.
    pub number: usize,
}

impl<'a> Lines<'a> {
    /// Reads `text` from its start.
    pub fn new(text: &'a str) -> Self {
        Self {
            rest: Some(text).filter(|t| !t.is_empty()),
            number: 0,
        }
    }

    /// The next line; `None` if the output has ended.
    pub fn next_line(&mut self) -> Option<Line<'a>> {
        let rest = self.rest?;
        let (line, after) = rest.split_once('\n').unwrap_or((rest, ""));
        self.rest = Some(after).filter(|a| !a.is_empty());
        self.number += 1;
        Some(Line {
            text: line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']),
            number: self.number,
        })
    }

    /// The next line; malformed output if the output has ended.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Line<'a>, Verdict> {
        self.next_line().ok_or_else(|| self.ended())
    }

    /// The verdict on output that ends where another line is needed.
    pub fn ended(&self) -> Verdict {
        Verdict::Malformed(format!("the output ends after line {}", self.number))
    }

    /// The first line left that is not blank.
    fn extra(&mut self) -> Option<Line<'a>> {
        std::iter::from_fn(|| self.next_line()).find(|line| !line.text.is_empty())
    }
}

impl<'a> Line<'a> {
    /// A malformed-output verdict on this line: `output line 3: `…` {what}`.
    pub fn malformed(&self, what: &str) -> Verdict {
        Verdict::Malformed(format!("output line {}: {self} {what}", self.number))
    }

    /// The line's fields, separated by single spaces: `None` if there are not exactly `N`, or
    /// one is empty (a space too many, at the start or between two fields).
    pub fn fields<const N: usize>(&self) -> Option<[&'a str; N]> {
        let mut parts = self.text.split(' ');
        let fields: [&str; N] = std::array::from_fn(|_| parts.next().unwrap_or(""));
        let whole = parts.next().is_none() && fields.iter().all(|f| !f.is_empty());
        whole.then_some(fields)
    }

    /// The line as an integer written the canonical way: `0`, or digits without leading zeros,
    /// after a `-` for a negative number; no `+`, no `-0`. `None` for anything else, or a number
    /// outside `i64`.
    pub fn integer(&self) -> Option<i64> {
        canonical_integer(self.text)
    }
}

/// `text` as an integer written the canonical way (see [`Line::integer`]).
pub fn canonical_integer(text: &str) -> Option<i64> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let canonical = match digits.as_bytes() {
        [b'0'] => digits.len() == text.len(),
        [b'1'..=b'9', rest @ ..] => rest.iter().all(u8::is_ascii_digit),
        _ => false,
    };
    canonical.then(|| text.parse().ok()).flatten()
}

impl fmt::Display for Line<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&quote(self.text.as_bytes(), 40))
    }
}

/// How an output was judged: its verdict line, and the exit status that goes with it.
#[derive(Debug, PartialEq, Eq)]
pub struct Judged {
    pub verdict: String,
    pub status: u8,
    /// The case the verdict is about, from 0, if it names one.
    pub case: Option<usize>,
}

impl Judged {
    /// Exit status 0: accepted.
    pub const ACCEPTED: u8 = 0;
    /// Exit status 1: wrong answer.
    pub const WRONG: u8 = 1;
    /// Exit status 2: malformed output.
    pub const MALFORMED: u8 = 2;
    /// Exit status 3: invalid input.
    pub const INVALID: u8 = 3;

    fn new(status: u8, verdict: String) -> Self {
        Self {
            verdict,
            status,
            case: None,
        }
    }

    fn about(self, case: usize) -> Self {
        Self {
            case: Some(case),
            ..self
        }
    }
}

/// Judges the file `output` as the answers to the cases in the file `input`.
pub fn run<P: Problem>(mut problem: P, input: &Path, output: &Path, optimal: bool) -> ExitCode {
    let judged = judge_files(&mut problem, input, output, optimal);
    report(&judged.verdict);
    ExitCode::from(judged.status)
}

/// The most bytes of output that answers to `cases` cases may take: far more than any right
/// answer (a megabyte, and 64 KB a case), so that reading someone's output stays bounded.
pub fn output_limit(cases: usize) -> usize {
    (1 << 20) + (64 << 10) * cases
}

/// Reads OUTPUT, at most `limit` bytes and one more: `-` is standard input.
fn read_output(output: &Path, limit: usize) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let limit = limit as u64 + 1;
    if output.as_os_str() == "-" {
        io::stdin().lock().take(limit).read_to_end(&mut bytes)?;
    } else {
        File::open(output)?.take(limit).read_to_end(&mut bytes)?;
    }
    Ok(bytes)
}

fn judge_files<P: Problem>(problem: &mut P, input: &Path, output: &Path, optimal: bool) -> Judged {
    let text = match std::fs::read(input) {
        Ok(text) => text,
        Err(error) => {
            let verdict = format!("invalid input: cannot read {}: {error}", show_path(input));
            return Judged::new(Judged::INVALID, verdict);
        }
    };
    let mut cases = Vec::new();
    let mut tokens = Input::new(&text);
    loop {
        match problem.read(&mut tokens) {
            Ok(Some(case)) => cases.push(case),
            Ok(None) => break,
            Err(message) => {
                let verdict = format!("invalid input: {} {}: {message}", P::CASE, cases.len() + 1);
                return Judged::new(Judged::INVALID, verdict);
            }
        }
    }
    let limit = output_limit(cases.len());
    match read_output(output, limit) {
        Ok(answers) if answers.len() > limit => {
            let verdict = format!(
                "malformed output: it is longer than {limit} bytes, far more than any right answer"
            );
            Judged::new(Judged::MALFORMED, verdict)
        }
        Ok(answers) => judge(problem, cases.iter(), &answers, optimal),
        Err(error) => {
            let verdict = format!(
                "malformed output: cannot read {}: {error}",
                show_path(output)
            );
            Judged::new(Judged::MALFORMED, verdict)
        }
    }
}

/// Judges `output` as the answers to `cases`, in order.
pub fn judge<'c, P: Problem + 'c>(
    problem: &mut P,
    cases: impl ExactSizeIterator<Item = &'c P::Case>,
    output: &[u8],
    optimal: bool,
) -> Judged {
    let Ok(answers) = std::str::from_utf8(output) else {
        let verdict = "malformed output: it is not UTF-8 text".to_string();
        return Judged::new(Judged::MALFORMED, verdict);
    };
    let mut lines = Lines::new(answers);
    let count = cases.len();
    for (number, case) in cases.enumerate() {
        let name = format!("{} {}", P::CASE, number + 1);
        match problem.check(number + 1, case, &mut lines, optimal) {
            Ok(()) => {}
            Err(Verdict::Wrong(message)) => {
                let verdict = format!("wrong answer: {name}: {message}");
                return Judged::new(Judged::WRONG, verdict).about(number);
            }
            Err(Verdict::Malformed(message)) => {
                let verdict = format!("malformed output: {name}: {message}");
                return Judged::new(Judged::MALFORMED, verdict).about(number);
            }
        }
    }
    if let Some(line) = lines.extra() {
        let verdict = format!(
            "malformed output: line {}, {line}, is after the last answer",
            line.number
        );
        return Judged::new(Judged::MALFORMED, verdict);
    }
    let plural = if count == 1 { "" } else { "s" };
    let verdict = format!("accepted: {count} {}{plural}", P::CASE);
    Judged::new(Judged::ACCEPTED, verdict)
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
        let judged = judge_files(&mut Sum, &input_path, &output_path, false);
        std::fs::remove_file(input_path).ok();
        std::fs::remove_file(output_path).ok();
        (judged.verdict, judged.status)
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
        let missing = judge_files(
            &mut Sum,
            Path::new("/nonexistent/input"),
            Path::new("out"),
            false,
        );
        assert!(missing
            .verdict
            .starts_with("invalid input: cannot read /nonexistent/input"));
        assert_eq!(missing.status, 3);
    }

    #[test]
    fn verdicts_quote_a_short_escaped_prefix_of_a_line() {
        let mut long = "3\n\x1b[31m\r".to_string() + &"7".repeat(1_000_000) + "\n";
        let (verdict, status) = verdict("1 2\n3 4\n", long.as_bytes());
        assert_eq!(
            (verdict.as_str(), status),
            (
                r"malformed output: pair 2: output line 2: `\u{1b}[31m\r7777777777777777777777777777777777…` is not a sum",
                2
            )
        );
        long.insert_str(0, "3\n7\n");
        let after = super::judge(&mut Sum, [(1, 2), (3, 4)].iter(), long.as_bytes(), false);
        assert!(after.verdict.len() < 120, "{}", after.verdict);
    }

    #[test]
    fn outputs_are_read_only_up_to_a_bound_far_above_any_answer() {
        let limit = output_limit(2);
        let long = vec![b'7'; limit + 1];
        assert_eq!(
            verdict("1 2\n3 4\n", &long),
            (
                format!(
                    "malformed output: it is longer than {limit} bytes, far more than any right \
                     answer"
                ),
                2
            )
        );
        // An output that never ends is not read to its end.
        let endless = judge_files(
            &mut Sum,
            Path::new("/dev/null"),
            Path::new("/dev/zero"),
            false,
        );
        assert_eq!(endless.status, Judged::MALFORMED, "{}", endless.verdict);
    }

    #[test]
    fn fields_are_separated_by_single_spaces() {
        let line = |text| Line { text, number: 1 };
        assert_eq!(line("1 -1").fields(), Some(["1", "-1"]));
        for bad in ["1  -1", " 1 -1", "1\t-1", "1", "1 -1 2", "1 "] {
            assert_eq!(line(bad).fields::<2>(), None, "{bad:?}");
        }
        let mut lines = Lines::new("5 \t\r\nx\u{2028}\n");
        assert_eq!(
            lines.next_line().unwrap().text,
            "5",
            "trailing whitespace is isspace's"
        );
        assert_eq!(
            lines.next_line().unwrap().text,
            "x\u{2028}",
            "not Unicode's"
        );
    }

    #[test]
    fn canonical_integers_only() {
        for (text, value) in [
            ("0", Some(0)),
            ("7", Some(7)),
            ("-1", Some(-1)),
            ("120", Some(120)),
        ] {
            assert_eq!(canonical_integer(text), value, "{text}");
        }
        for text in [
            "+7",
            "01",
            "-0",
            "-01",
            "00",
            "",
            "-",
            "1 ",
            "1e3",
            "99999999999999999999",
        ] {
            assert_eq!(canonical_integer(text), None, "{text}");
        }
    }
}
