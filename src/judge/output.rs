//! Someone's output as a problem's check reads it: line by line ([`Lines`]), each line's
//! fields and canonical integers ([`Line`]), and the [`Verdict`] on an answer that is wrong or
//! malformed.

use super::input::quote;
use std::fmt;

/// Why an answer is rejected.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Well formed, and wrong.
    Wrong(String),
    /// Not in the output format, or cut short.
    Malformed(String),
    /// The answer cannot be judged: what judging needs could not be had (a table too large for
    /// the memory). The checker fails, as testlib's checkers do.
    Fail(String),
}

/// Someone's output, line by line, as a problem's check reads it: with the number of the case
/// whose answer is read, and whether only shortest solutions are right.
#[derive(Debug)]
pub struct Lines<'a> {
    rest: Option<&'a str>,
    /// The number of the line last returned.
    number: usize,
    /// The case whose answer is read, from 1.
    case: usize,
    /// Whether only a shortest solution is right (`--optimal`).
    only_shortest: bool,
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
    /// Reads `text` from its start, the answer to case 1 first; with `only_shortest`, only a
    /// shortest solution is right, even where the judge accepts others.
    pub fn new(text: &'a str, only_shortest: bool) -> Self {
        Self {
            rest: Some(text).filter(|t| !t.is_empty()),
            number: 0,
            case: 1,
            only_shortest,
        }
    }

    /// The number of the case whose answer is read now, from 1: some judges print it
    /// (`Case 3: …`).
    pub fn case(&self) -> usize {
        self.case
    }

    /// Whether only a shortest solution is right (`--optimal`), even where the judge accepts
    /// others.
    pub fn only_shortest(&self) -> bool {
        self.only_shortest
    }

    /// The answer to case `case` is read from here on.
    pub(super) fn answer_to(&mut self, case: usize) {
        self.case = case;
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

    /// The next line as an integer written the canonical way ([`Line::integer`]); malformed
    /// output, saying the line is not `what`, if it is not one.
    pub fn integer(&mut self, what: &str) -> Result<i64, Verdict> {
        let line = self.next()?;
        line.integer()
            .ok_or_else(|| line.malformed(&format!("is not {what}")))
    }

    /// The verdict on output that ends where another line is needed.
    pub fn ended(&self) -> Verdict {
        Verdict::Malformed(format!("the output ends after line {}", self.number))
    }

    /// The first line left that is not blank.
    pub(super) fn extra(&mut self) -> Option<Line<'a>> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_separated_by_single_spaces() {
        let line = |text| Line { text, number: 1 };
        assert_eq!(line("1 -1").fields(), Some(["1", "-1"]));
        for bad in ["1  -1", " 1 -1", "1\t-1", "1", "1 -1 2", "1 "] {
            assert_eq!(line(bad).fields::<2>(), None, "{bad:?}");
        }
        let mut lines = Lines::new("5 \t\r\nx\u{2028}\n", false);
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
