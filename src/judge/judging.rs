//! Judging an output against the cases it answers, as `--check` and `--stress` both do: each
//! case's answer by the problem's own check, then nothing after the last but what the judge
//! ignores ([`Layout`](super::Layout)), and one verdict line with testlib's exit status
//! ([`Judged`]); the same where a judge system's default comparison reads the output
//! ([`judge_compared`]); and this program's own answers judged on the input it wrote, before a package
//! is written or a stress test gives a verdict ([`own_answers_accepted`]).

use super::compare::{relaid, Comparison};
use super::input::Input;
use super::problem::{read_cases, Checkable};
use super::their_output::{Line, Lines, Verdict};

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
    /// Exit status 3 too: the checker itself failed (testlib's FAIL).
    pub const FAIL: u8 = 3;

    pub(super) fn new(status: u8, verdict: String) -> Self {
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

/// `output` without a UTF-8 byte order mark at its start, as testlib reads a contestant's output
/// (`ouf.skipBom()`), and so `--check`, `--stress` and `--check-format testlib`: one that an
/// editor or a runtime wrote is no fault of the answers there. Kattis's and CMS's default
/// checkers read it as part of the first word, and so do their formats here.
pub fn without_bom(output: &[u8]) -> &[u8] {
    output.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(output)
}

/// The most bytes of output that answers to `cases` cases may take: far more than any right
/// answer (a megabyte, and 64 KB a case), so that reading someone's output stays bounded.
pub fn output_limit(cases: usize) -> usize {
    (1 << 20) + (64 << 10) * cases
}

/// Judges `output` as the answers to `cases`, in order.
pub fn judge<'c, P: Checkable + 'c>(
    problem: &mut P,
    cases: impl ExactSizeIterator<Item = &'c P::Case>,
    output: &[u8],
    optimal: bool,
) -> Judged {
    let Ok(answers) = std::str::from_utf8(output) else {
        let verdict = "malformed output: it is not UTF-8 text".to_string();
        return Judged::new(Judged::MALFORMED, verdict);
    };
    let mut lines = Lines::new(answers, P::LAYOUT, optimal);
    let count = cases.len();
    for (number, case) in cases.enumerate() {
        let name = format!("{} {}", P::CASE, number + 1);
        lines.answer_to(number + 1, number + 1 == count);
        match problem.check(case, &mut lines) {
            Ok(()) => {}
            Err(Verdict::Wrong(message)) => {
                let verdict = format!("wrong answer: {name}: {message}");
                return Judged::new(Judged::WRONG, verdict).about(number);
            }
            Err(Verdict::Malformed(message)) => {
                let verdict = format!("malformed output: {name}: {message}");
                return Judged::new(Judged::MALFORMED, verdict).about(number);
            }
            Err(Verdict::Fail(message)) => {
                let verdict = format!("cannot judge: {name}: {message}");
                return Judged::new(Judged::FAIL, verdict).about(number);
            }
        }
    }
    if let Some(line) = lines.extra() {
        return after_the_last(line);
    }
    let plural = if count == 1 { "" } else { "s" };
    let verdict = format!("accepted: {count} {}{plural}", P::CASE);
    Judged::new(Judged::ACCEPTED, verdict)
}

/// The verdict on an output that has `line` after its last answer.
fn after_the_last(line: Line) -> Judged {
    let verdict = format!(
        "malformed output: line {}, {line}, is after the last answer",
        line.number
    );
    Judged::new(Judged::MALFORMED, verdict)
}

/// Judges `output` as the answers to `cases` as a judge system's default checker compares it
/// with `jury`, the jury's answer, already accepted ([`Comparison`]), where the problem's judge
/// wants one exact answer; a special judge's output, or under [`Comparison::Judge`], as
/// [`judge`] does. The output is laid out again as the jury's answer where the comparison
/// finds them the same, and judged so: the verdict is the problem's own, and every fault within
/// the answers is a wrong answer, as the systems' defaults have no other; only something after
/// the last answer is malformed (testlib's presentation error, its "extra information").
pub fn judge_compared<'c, P: Checkable + 'c>(
    problem: &mut P,
    cases: impl ExactSizeIterator<Item = &'c P::Case>,
    output: &[u8],
    optimal: bool,
    comparison: Comparison,
    jury: &str,
) -> Judged {
    if P::SPECIAL || comparison == Comparison::Judge {
        return judge(problem, cases, output, optimal);
    }
    let relaid = relaid(output, jury, comparison);
    let judged = judge(problem, cases, relaid.text.as_bytes(), optimal);
    match (judged.status, judged.case, relaid.after) {
        (Judged::ACCEPTED, _, Some((number, text))) => after_the_last(Line {
            text: &text,
            number,
        }),
        (Judged::ACCEPTED, _, None) => judged,
        (Judged::WRONG | Judged::MALFORMED, Some(case), _) => {
            let (_, message) = judged
                .verdict
                .split_once(": ")
                .expect("a verdict's kind first");
            // Where words were laid out in the jury's lines, the lines named are those.
            let relaid_lines =
                matches!(comparison, Comparison::Words { .. }) && relaid.text.as_bytes() != output;
            let note = match relaid_lines {
                true => " (the output's words in the lines of the jury's answer)",
                false => "",
            };
            let verdict = format!("wrong answer: {message}{note}");
            Judged::new(Judged::WRONG, verdict).about(case)
        }
        _ => judged,
    }
}

/// Whether `answers`, this program's own to the cases it wrote as `input`, are accepted on
/// `input` read back as a checker reads it (`optimal`: with `--optimal`). An input written
/// otherwise than the cases solved (scrambles that were not their cubes, once) or an answer
/// the checker refuses is a fault of this program, and the error says so: a package is then
/// not written, and a stress test gives no verdict against the command it runs.
pub fn own_answers_accepted<P: Checkable>(
    problem: &mut P,
    input: &[u8],
    answers: &[u8],
    optimal: bool,
) -> Result<(), String> {
    let fault = |what: String| format!("{what}: a fault of this program, please report it");
    let cases = read_cases(problem, &mut Input::new(input)).map_err(|message| {
        fault(format!(
            "its input as written does not read back: {message}"
        ))
    })?;
    let judged = judge(problem, cases.iter(), answers, optimal);
    match judged.status {
        Judged::ACCEPTED => Ok(()),
        _ => Err(fault(format!(
            "our own answer is not accepted on the input as written: {}",
            judged.verdict
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    #[test]
    fn own_answers_are_judged_on_the_input_as_written() {
        let (input, answers) = (b"1 2\n3 4\n", b"3\n7\n");
        assert_eq!(
            own_answers_accepted(&mut Sum::plain(), input, answers, false),
            Ok(())
        );
        // Answers to the cases drawn, (1, 2) and (3, 4), on an input written as (1, 3), (3, 5).
        let mut miswritten = Sum::plain();
        miswritten.miswritten = true;
        let mut written = Vec::new();
        crate::judge::problem::write_input(
            &miswritten,
            2,
            [(1, 2), (3, 4)].into_iter(),
            &mut written,
        )
        .unwrap();
        assert_eq!(written, b"1 3\n3 5\n");
        let message = own_answers_accepted(&mut miswritten, &written, answers, false).unwrap_err();
        assert_eq!(
            message,
            "our own answer is not accepted on the input as written: wrong answer: pair 1: 3, but \
             the sum is 4: a fault of this program, please report it"
        );
        let cut = own_answers_accepted(&mut Sum::plain(), b"1", answers, false).unwrap_err();
        assert!(
            cut.starts_with("its input as written does not read back: pair 1: "),
            "{cut}"
        );
    }
}
