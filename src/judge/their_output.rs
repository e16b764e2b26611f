//! Someone's output as a problem's check reads it: line by line ([`Lines`]), as strictly as the
//! problem's judge lays out outputs ([`Layout`]), each line's fields and canonical integers
//! ([`Line`]), and the [`Verdict`] on an answer that is wrong or malformed.

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

/// What a judge forgives in how an output is laid out, beside what its answers say. A problem
/// names its judge's ([`Checkable::LAYOUT`](super::Checkable::LAYOUT)), and [`Lines`] reads an
/// output so: a check that takes only the canonical form of an answer then accepts exactly the
/// outputs the judge accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The judge compares outputs byte for byte. Only a line break missing at the very end,
    /// after a last line that is not empty, is forgiven: where a judge does not publish what it
    /// forgives, that much is assumed, as every judge known forgives it.
    Exact,
    /// Spaces at the ends of lines and line breaks at the end of the output are ignored, as on
    /// Luogu ("评测忽略行末空格与文尾回车", <https://help.luogu.com.cn/manual/luogu/problem/>).
    LineEndSpaces,
    /// A special judge, which reads lines as a testlib checker does: whitespace at either end of
    /// a line (what C's `isspace` accepts) and blank lines after the last answer are ignored,
    /// and the last answer, where it is an empty line, may be missing. Nothing else may be.
    Special,
}

/// Someone's output, line by line, as a problem's check reads it: laid out as the judge wants
/// it, with the number of the case whose answer is read, and whether only shortest solutions
/// are right.
#[derive(Debug)]
pub struct Lines<'a> {
    rest: Option<&'a str>,
    layout: Layout,
    /// The number of the line last returned.
    number: usize,
    /// The case whose answer is read, from 1, and whether it is the last.
    case: usize,
    last: bool,
    /// Whether only a shortest solution is right (`--optimal`).
    only_shortest: bool,
}

/// One line of someone's output, without what the judge ignores at its ends ([`Layout`]).
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
    /// Reads `text` from its start, laid out as `layout` says, the answer to case 1 first; with
    /// `only_shortest`, only a shortest solution is right, even where the judge accepts others.
    pub fn new(text: &'a str, layout: Layout, only_shortest: bool) -> Self {
        Self {
            rest: Some(text).filter(|t| !t.is_empty()),
            layout,
            number: 0,
            case: 1,
            last: false,
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

    /// The answer to case `case` is read from here on; `last` if no case comes after it.
    pub(super) fn answer_to(&mut self, case: usize, last: bool) {
        self.case = case;
        self.last = last;
    }

    /// The next line; `None` if the output has ended.
    pub fn next_line(&mut self) -> Option<Line<'a>> {
        let rest = self.rest?;
        let (line, after) = rest.split_once('\n').unwrap_or((rest, ""));
        self.rest = Some(after).filter(|a| !a.is_empty());
        self.number += 1;
        let text = match self.layout {
            Layout::Exact => line,
            Layout::LineEndSpaces => line.trim_end_matches(' '),
            Layout::Special => line.trim_matches([' ', '\t', '\x0b', '\x0c', '\r']),
        };
        Some(Line {
            text,
            number: self.number,
        })
    }

    /// The next line, where the right answer may be an empty line (`empty_is_right`): if the
    /// judge lets the last answer be missing where it is empty ([`Layout::Special`]), an output
    /// that has ended there reads as that empty line. Malformed output if the output has ended
    /// otherwise.
    pub fn answer_line(&mut self, empty_is_right: bool) -> Result<Line<'a>, Verdict> {
        match self.next_line() {
            Some(line) => Ok(line),
            None if self.layout == Layout::Special && self.last && empty_is_right => Ok(Line {
                text: "",
                number: self.number + 1,
            }),
            None => Err(self.ended()),
        }
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

    /// The first line left that the judge does not ignore after the last answer: any line of
    /// an exact judge's output, else the first that is not blank.
    pub(super) fn extra(&mut self) -> Option<Line<'a>> {
        let exact = self.layout == Layout::Exact;
        std::iter::from_fn(|| self.next_line()).find(|line| exact || !line.text.is_empty())
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

/// `n` moves, the noun agreeing with the number, for a verdict: `1 move`, `0 moves`.
pub fn moves(n: usize) -> String {
    match n {
        1 => "1 move".into(),
        n => format!("{n} moves"),
    }
}

/// The verdict's words on an answer of `moves` moves where `best` suffice:
/// `21 moves, but 19 suffice`.
pub fn longer(moves: usize, best: usize) -> String {
    format!(
        "{}, but {best} {}",
        self::moves(moves),
        agreeing(best, "suffices", "suffice")
    )
}

/// An answer of `moves` moves where `best` suffice: wrong if it is longer.
pub fn no_longer(moves: usize, best: usize) -> Result<(), Verdict> {
    match moves > best {
        true => Err(Verdict::Wrong(longer(moves, best))),
        false => Ok(()),
    }
}

/// Of a verb's two forms, the one that agrees with a subject of `n` things: `one` for 1.
pub fn agreeing(n: usize, one: &'static str, many: &'static str) -> &'static str {
    match n {
        1 => one,
        _ => many,
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
        let mut lines = Lines::new("5 \t\r\nx\u{2028}\n", Layout::Special, false);
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

    /// The lines of `text` read with `layout` as the answers to `cases` cases of one line
    /// each, then what comes after the last: the texts up to the first answer missing (`None`),
    /// and the extra line, if any.
    fn read(text: &str, layout: Layout, cases: usize) -> (Vec<Option<&str>>, Option<&str>) {
        let mut lines = Lines::new(text, layout, false);
        let mut answers = Vec::new();
        for case in 1..=cases {
            lines.answer_to(case, case == cases);
            answers.push(lines.answer_line(true).ok().map(|line| line.text));
            if answers.last() == Some(&None) {
                break;
            }
        }
        (answers, lines.extra().map(|line| line.text))
    }

    #[test]
    fn each_layout_forgives_only_what_its_judge_does() {
        use Layout::*;
        // Exact: only a last line without its line break.
        assert_eq!(read("1\n2", Exact, 2), (vec![Some("1"), Some("2")], None));
        assert_eq!(read("1\n2\n", Exact, 2), (vec![Some("1"), Some("2")], None));
        assert_eq!(read("1 \r\n2\n", Exact, 2).0, [Some("1 \r"), Some("2")]);
        assert_eq!(read("1\n2\n\n", Exact, 2).1, Some(""), "a blank line after");
        assert_eq!(read("1\n", Exact, 2).0, [Some("1"), None]);
        assert_eq!(read("", Exact, 1).0, [None], "an empty answer is a line");
        // Luogu: spaces at line ends and line breaks at the end, nothing else.
        let spaces = read("1  \n2 \n\n\n", LineEndSpaces, 2);
        assert_eq!(spaces, (vec![Some("1"), Some("2")], None));
        assert_eq!(
            read("1\t\n2\r\n", LineEndSpaces, 2).0,
            [Some("1\t"), Some("2\r")]
        );
        // Special: whitespace at either end, blank lines after, and the last answer if empty.
        let special = read("1 \t\r\n\n\n", Special, 2);
        assert_eq!(special, (vec![Some("1"), Some("")], None));
        let leading = read(" \t1\n\x0c2 3 \n", Special, 2);
        assert_eq!(leading.0, [Some("1"), Some("2 3")]);
        assert_eq!(
            read("", Special, 2).0,
            [None],
            "only the last may be missing"
        );
        assert_eq!(read("\n", Special, 2).0, [Some(""), Some("")]);
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
