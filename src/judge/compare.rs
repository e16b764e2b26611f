//! How a judge system's default checker compares an output with the jury's answer, for the
//! problems whose judge wants one exact answer ([`Comparison`]): the output is laid out again as
//! the jury's answer wherever the system's comparison finds the two the same ([`relaid`]), so
//! that the problem's own check, which reads answers byte for byte, then gives the verdict the
//! system's default would, in the problem's words.
//!
//! | comparison | the system's default it is | what it forgives |
//! |---|---|---|
//! | [`Comparison::Judge`] | the problem's own judge | what its [`Layout`](super::Layout) says |
//! | [`Comparison::Exact`] | testlib's `fcmp`: the problem's own judge, its faults split as `fcmp` splits them | nothing within the answers; after them, spaces, tabs and line breaks (`seekEof`) |
//! | [`Comparison::Bytes`] | the Kattis format's default output validator with `space_change_sensitive` | the problem's own judge's layout, nothing more |
//! | [`Comparison::Lines`] | testlib's `lcmp`, CMS's white-diff | any whitespace within a line; blank lines after the last; the answer's last line where it is blank |
//! | [`Comparison::Words`] | the Kattis format's default output validator | any whitespace between words, line breaks too; letters' case without `case_sensitive` |
//!
//! Whitespace is what C's `isspace` accepts; after the last answer, testlib ignores only
//! spaces, tabs and line breaks (its `seekEof`), and so does [`Comparison::Lines`].

use super::input::is_space;

/// How an output is compared with the jury's answer where the judge wants one exact answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// As the problem's own judge compares them, forgiving only what its layout says.
    Judge,
    /// As testlib's `fcmp`: the answer's lines byte for byte, every difference within them a
    /// wrong answer; after them, blank lines skipped (`seekEof`), anything else a presentation
    /// error: `--strict` as a judge system calls it.
    Exact,
    /// Byte for byte, whitespace and all, as the Kattis format's default output validator with
    /// `space_change_sensitive`.
    Bytes,
    /// Line by line, each line as its words, as testlib's `lcmp` and CMS's white-diff:
    /// an answer's line and the output's are the same where their words are.
    Lines,
    /// Word by word, lines or not, as the Kattis problem package format's default output
    /// validator without `space_change_sensitive`; letters compared in either case unless
    /// `case_sensitive`, as its flag says.
    Words { case_sensitive: bool },
}

/// An output laid out again as the jury's answer ([`relaid`]).
#[derive(Debug, PartialEq, Eq)]
pub struct Relaid {
    /// The output up to its last answer: each line or word the comparison finds the same as
    /// the jury's as the jury wrote it, the others as the output has them (their words
    /// joined by single spaces), the whitespace between them the jury's; it ends where the
    /// output ran out of what the jury's answer needs.
    pub text: String,
    /// What the output has after all of the jury's answer that the comparison does not
    /// ignore: the number of the output's line it starts on, and that line.
    pub after: Option<(usize, String)>,
}

/// The words of `text`: what `isspace` separates.
fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| is_space(b)).filter(|w| !w.is_empty())
}

/// `output` laid out as `jury`, the jury's answer, where `comparison` finds them the same
/// ([`Relaid`]); under [`Comparison::Bytes`], the output as it is (what is not UTF-8 shown
/// as `U+FFFD`), and under [`Comparison::Exact`] so but for what `fcmp` does not read
/// (`by_exact`).
///
/// # Panics
///
/// With [`Comparison::Judge`], which reads the output as it is.
pub fn relaid(output: &[u8], jury: &str, comparison: Comparison) -> Relaid {
    match comparison {
        Comparison::Judge => panic!("the problem's own judge reads the output as it is"),
        Comparison::Exact => by_exact(output, jury),
        Comparison::Bytes => Relaid {
            text: String::from_utf8_lossy(output).into_owned(),
            after: None,
        },
        Comparison::Lines => by_lines(output, jury),
        Comparison::Words { case_sensitive } => by_words(output, jury, case_sensitive),
    }
}

/// The lines of a text as testlib reads them: a line break ends a line; a blank line at the
/// very end (the text ends in two line breaks, or is one) is no line.
fn lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if text.ends_with(b"\n") || text.is_empty() {
        lines.pop();
    }
    if lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

/// The output as `fcmp` reads it against `jury`: its lines, as many as the jury's answer has
/// (read as testlib reads them), each compared whole; after them, spaces, tabs and line breaks
/// are ignored, as testlib's `seekEof` skips them, and anything else is what comes after the
/// answers. Where the output's lines are the jury's, a blank last line that testlib does not
/// read is the jury's too.
fn by_exact(output: &[u8], jury: &str) -> Relaid {
    let mut end = 0;
    let read = lines(jury.as_bytes()).len();
    for _ in 0..read {
        end = match output[end..].iter().position(|&b| b == b'\n') {
            Some(at) => end + at + 1,
            None => output.len(),
        };
    }
    let mut text = String::from_utf8_lossy(&output[..end]).into_owned();
    if jury.starts_with(&text) && jury[text.len()..].bytes().all(|b| b == b'\n') {
        text = jury.to_string();
    }
    let after = after_answers(&output[end..], read);
    Relaid { text, after }
}

/// What `rest`, the output after the `read` lines of the answers, has that testlib's `seekEof`
/// does not skip: the number of the line it starts on, and that line.
fn after_answers(rest: &[u8], read: usize) -> Option<(usize, String)> {
    let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    let start = rest.iter().position(|b| !blank(b))?;
    let number = read + 1 + rest[..start].iter().filter(|&&b| b == b'\n').count();
    let line = rest[start..]
        .split(|&b| b == b'\n')
        .next()
        .unwrap_or_default();
    Some((number, String::from_utf8_lossy(line).into_owned()))
}

fn by_lines(output: &[u8], jury: &str) -> Relaid {
    let mut text = String::new();
    let mut rest = Some(output);
    for line in lines(jury.as_bytes()) {
        // A line the output has not reads as an empty one, as testlib reads past the end.
        let theirs = match rest.filter(|rest_of| !rest_of.is_empty()) {
            Some(rest_of) => {
                let (theirs, after) = split_line(rest_of);
                rest = after;
                Some(theirs)
            }
            None => None,
        };
        let same = words(line).eq(words(theirs.unwrap_or_default()));
        match (same, theirs) {
            (true, _) => text += std::str::from_utf8(line).expect("the jury's answer is text"),
            (false, None) => return Relaid { text, after: None },
            (false, Some(theirs)) => {
                let joined: Vec<_> = words(theirs).map(String::from_utf8_lossy).collect();
                text += &joined.join(" ");
            }
        }
        text.push('\n');
    }
    let skipped = text.matches('\n').count();
    // Every line the same: the blank line at the end that testlib does not read is the jury's.
    if jury.starts_with(&text) {
        text = jury.to_string();
    }
    let after = rest.and_then(|rest| after_answers(rest, skipped));
    Relaid { text, after }
}

/// The first line of `text` and what follows its line break, if it has one.
fn split_line(text: &[u8]) -> (&[u8], Option<&[u8]>) {
    match text.iter().position(|&b| b == b'\n') {
        Some(at) => (&text[..at], Some(&text[at + 1..])),
        None => (text, None),
    }
}

fn by_words(output: &[u8], jury: &str, case_sensitive: bool) -> Relaid {
    let same = |theirs: &[u8], ours: &[u8]| match case_sensitive {
        true => theirs == ours,
        false => theirs.eq_ignore_ascii_case(ours),
    };
    let mut theirs = words(output);
    let mut text = String::new();
    let mut rest = jury;
    while let Some(start) = rest.find(|c: char| !c.is_ascii() || !is_space(c as u8)) {
        let end = rest[start..]
            .find(|c: char| c.is_ascii() && is_space(c as u8))
            .map_or(rest.len(), |len| start + len);
        text += &rest[..start];
        let ours = &rest[start..end];
        match theirs.next() {
            None => return Relaid { text, after: None },
            Some(word) if same(word, ours.as_bytes()) => text += ours,
            Some(word) => text += &String::from_utf8_lossy(word),
        }
        rest = &rest[end..];
    }
    text += rest;
    let after = theirs.next().map(|word| {
        // The line of the output the first word after the answer is on.
        let at = word.as_ptr() as usize - output.as_ptr() as usize;
        let number = 1 + output[..at].iter().filter(|&&b| b == b'\n').count();
        (number, String::from_utf8_lossy(word).into_owned())
    });
    Relaid { text, after }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORDS: Comparison = Comparison::Words {
        case_sensitive: false,
    };

    /// Asserts that `comparison` finds `output` the same as `jury`: laid out again, it is the
    /// jury's answer, with nothing after it.
    fn unchanged(output: &str, jury: &str, comparison: Comparison) {
        let relaid = relaid(output.as_bytes(), jury, comparison);
        let expected = Relaid {
            text: jury.into(),
            after: None,
        };
        assert_eq!(relaid, expected, "{output:?}");
    }

    fn text(output: &str, jury: &str, comparison: Comparison) -> String {
        relaid(output.as_bytes(), jury, comparison).text
    }

    #[test]
    fn lines_forgive_whitespace_within_a_line_and_blank_lines_after() {
        let jury = "AC\n5\nNo moves needed\n1\n";
        for same in [
            jury,
            "AC\n5\nNo moves needed\n1",
            "AC \r\n 5\t\nNo  moves\x0bneeded\r\n1\n\n \t\r\n",
        ] {
            unchanged(same, jury, Comparison::Lines);
        }
        // A line of other words is theirs, single-spaced; one missing ends the text there.
        assert_eq!(text("AC\n6  x\n", jury, Comparison::Lines), "AC\n6 x\n");
        assert_eq!(text("AC\n5\n", jury, Comparison::Lines), "AC\n5\n");
        // Words split over two lines are not the answer's line.
        assert_eq!(text("A C\n5\n", "AC\n5\n", Comparison::Lines), "A C\n5\n");
        assert_eq!(text("AC 5\n", "AC\n5\n", Comparison::Lines), "AC 5\n");
        // After the last line: the first that is not blank, by its number.
        let after = relaid(b"AC\n5\n\n  \nx y\n", "AC\n5\n", Comparison::Lines).after;
        assert_eq!(after, Some((5, "x y".into())));
        let vertical_tab = relaid(b"AC\n5\n\x0b\n", "AC\n5\n", Comparison::Lines).after;
        assert_eq!(
            vertical_tab,
            Some((3, "\x0b".into())),
            "seekEof skips no \\v"
        );
    }

    #[test]
    fn lines_are_read_as_testlib_reads_them() {
        assert_eq!(lines(b"a\nb\n"), [&b"a"[..], b"b"]);
        assert_eq!(lines(b"a\nb"), [&b"a"[..], b"b"]);
        assert_eq!(lines(b"a\n\n"), [&b"a"[..]], "a blank last line is none");
        assert_eq!(lines(b"a\n\n\n"), [&b"a"[..], b""]);
        assert!(lines(b"").is_empty() && lines(b"\n").is_empty());
        // An empty answer line that the output leaves out at its end is the same.
        let jury = "Case 1: 0\n\n";
        assert_eq!(text("Case 1: 0\n", jury, Comparison::Lines), jury);
        assert_eq!(text("Case 1: 0", jury, Comparison::Lines), jury);
        let middle = "Case 1: 0\n\nCase 2: 1\nr\n";
        assert_eq!(
            text("Case 1: 0\nCase 2: 1\nr\n", middle, Comparison::Lines),
            "Case 1: 0\nCase 2: 1\nr\n",
            "a line left out in the middle shifts the rest, and the last is missing"
        );
    }

    #[test]
    fn exact_forgives_only_what_seek_eof_skips_after_the_answers() {
        let jury = "AC\n5\n";
        for same in [jury, "AC\n5", "AC\n5\n\n", "AC\n5\n \t\r\n\n"] {
            unchanged(same, jury, Comparison::Exact);
        }
        // A line that differs, even in its whitespace, stays for the judge to find.
        assert_eq!(text("AC \n5\n", jury, Comparison::Exact), "AC \n5\n");
        let after = |output: &[u8]| relaid(output, jury, Comparison::Exact).after;
        assert_eq!(after(b"AC\n5\n\nx y\n"), Some((4, "x y".into())));
        assert_eq!(after(b"AC\n5\n\x0b\n"), Some((3, "\x0b".into())));
        // The jury's blank last line, which testlib does not read, may be left out.
        unchanged("Case 1: 0\n", "Case 1: 0\n\n", Comparison::Exact);
    }

    #[test]
    fn words_forgive_any_whitespace_and_case_unless_asked() {
        let jury = "AC\n5\nNo moves needed\n1\n";
        for same in [
            jury,
            "ac 5 no MOVES needed 1",
            "\n\nAC\t5\r\nNo\nmoves needed\n1  \n\n",
        ] {
            unchanged(same, jury, WORDS);
        }
        let sensitive = Comparison::Words {
            case_sensitive: true,
        };
        assert_eq!(text("ac 5", "AC\n5\n", sensitive), "ac\n5\n");
        assert_eq!(text("AC 6", "AC\n5\n", WORDS), "AC\n6\n");
        assert_eq!(
            text("AC", "AC\n5\n", WORDS),
            "AC\n",
            "ends where the output does"
        );
        let after = relaid(b"AC\n5\n\n x\n", "AC\n5\n", WORDS).after;
        assert_eq!(after, Some((4, "x".into())));
        let not_text = relaid(b"AC \xff", "AC\n5\n", WORDS).text;
        assert_eq!(not_text, "AC\n\u{fffd}\n");
    }
}
