//! `--check INPUT OUTPUT [ANSWER]`: a special judge, with online-judge-tools' and testlib's
//! argument order and exit codes; and `--check-format SYSTEM ARGS…`, the same judge called as a
//! judge system calls its checker and answering as it reads answers ([`systems`]).
//!
//! The truth is computed, and only as far as a verdict needs it, so `--check` does not read
//! ANSWER; `--check-format` judges ANSWER first, as the jury's output, and a jury's answer that
//! is not accepted (not a solution, or under `--optimal` longer than the contestant's) is the
//! checker's failure, never the contestant's verdict. Output is read line by line (OUTPUT `-` is
//! standard input), up to a bound far above any right answer's size ([`output_limit`]),
//! forgiving in its layout only what the problem's judge forgives
//! ([`Layout`](super::Layout): byte for byte where the judge compares outputs, but for a missing
//! last line break); the fields of a line are separated by single spaces. Exit status of
//! `--check`: 0 accepted, 1 wrong answer, 2 malformed output (unparsable, missing or extra
//! lines), 3 invalid or unreadable input. One verdict line goes to standard error, and whatever
//! it quotes of the output is a short prefix with control characters escaped.
//!
//! # In full
//!
//!
//! Judges OUTPUT, someone's answers to the cases in INPUT, as the real judge would, computing the
//! truth itself and only as far as the verdict needs it (ANSWER may be given and is not read;
//! OUTPUT `-` is standard input). rotation-game and four-in-a-row want our exact answer;
//! eight-puzzle is a special judge (`unsolvable` exactly when the puzzle is, otherwise any legal
//! move string that ends at the goal, and with `--optimal` only a shortest one); magic-cube wants
//! the fewest moves (or `-1` exactly when more than `--max-depth` are needed, five by default) and
//! moves that solve the cube, any shortest sequence, and with `--fast` any solution of at most
//! `--max-length` turns. With `--problem`, each problem's own judge (its documentation says which; README's "Judge tools" lists them). A
//! checker forgives in the layout of an output only what its judge forgives: where the judge
//! compares outputs (rotation-game, four-in-a-row, HDU 3567, LightOJ 1139, POJ 2893), byte for
//! byte but for a missing last line break; on Luogu P1379, spaces at the ends of lines and line
//! breaks at the end too, as Luogu's judges do; a special judge (eight-puzzle, UVa 10181,
//! magic-cube) ignores whitespace at the ends of lines and blank lines after the last answer, and
//! lets the last answer be missing only where it is an empty line. Everywhere the fields of a line
//! are separated by single spaces, and numbers are written the canonical way (`5`, not `+5`, `05`
//! or `-0`).
//! OUTPUT is read up to a megabyte and 64 KB a case, far more than any right answer; a longer one
//! is malformed. One verdict line goes to standard error, such as
//! `wrong answer: puzzle 3: 21 moves, but 19 suffice`; what it quotes of the output is a short
//! prefix with control characters escaped. The exit status says it: 0 accepted, 1 wrong answer,
//! 2 malformed output (unparsable, missing or extra lines), 3 invalid or unreadable input — the
//! argument order and exit codes of testlib checkers and online-judge-tools' `--judge-command`.
//! Files are named by any bytes the system allows.
//! From a fresh clone:
//!
//! ```sh
//! cargo build --release
//! target/release/eight-puzzle < samples/eight-puzzle/sample-2.in > ours.out
//! target/release/eight-puzzle --check samples/eight-puzzle/sample-2.in ours.out   # accepted: 3 puzzles
//! ```
//!
//! With online-judge-tools (`pip install online-judge-tools`), the binaries judge your solution on
//! the samples:
//!
//! ```sh
//! oj t -c ./my-solution -d samples/eight-puzzle --judge-command "target/release/eight-puzzle --check"
//! ```

pub mod systems;

use super::compare::Comparison;
use super::input::{show_path, Input};
use super::judging::{judge, judge_compared, output_limit, without_bom, Judged};
use super::messages::report;
use super::problem::{read_cases, Checkable};
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use systems::System;

/// What `--check` or `--check-format` was asked to judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The judge input.
    pub input: PathBuf,
    /// Someone's answers to it; `-` is standard input.
    pub output: PathBuf,
    /// Whether only shortest solutions are accepted (`--optimal`).
    pub optimal: bool,
    /// With `--check-format`: the jury's answer, and the system that reads the verdict.
    pub system: Option<(PathBuf, System)>,
    /// How an output is compared with the jury's answer where the judge wants one exact
    /// answer: as the problem's judge does, or as the system's default checker.
    pub comparison: Comparison,
}

/// Judges the file `output` as the answers to the cases in the file `input`, and gives the
/// verdict as `--check` or the system asks.
pub fn run<P: Checkable>(mut problem: P, options: &Options) -> ExitCode {
    let jury = options.system.as_ref().map(|(answer, _)| answer.as_path());
    let judged = judge_files(&mut problem, options, jury);
    match &options.system {
        None => {
            report(&judged.verdict);
            ExitCode::from(judged.status)
        }
        Some((_, system)) => system.answer(&judged),
    }
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

/// The verdict on OUTPUT, after the one on `jury`, the jury's answer, where one is given.
fn judge_files<P: Checkable>(problem: &mut P, options: &Options, jury: Option<&Path>) -> Judged {
    let input = &options.input;
    let cases = match File::open(input) {
        Ok(file) => read_cases(problem, &mut Input::from_reader(file)),
        Err(error) => Err(format!("cannot read {}: {error}", show_path(input))),
    };
    let cases = match cases {
        // An input without a case is no test, as `--validate` says.
        Ok(cases) if cases.is_empty() => Err(format!("the input holds no {}", P::CASE)),
        cases => cases,
    };
    let cases = match cases {
        Ok(cases) => cases,
        Err(message) => {
            return Judged::new(Judged::INVALID, format!("invalid input: {message}"));
        }
    };
    let testlib = matches!(options.system, None | Some((_, System::Testlib { .. })));
    let mut jury_answer = String::new();
    if let Some(jury) = jury {
        let judged = read_answers(jury, cases.len()).and_then(|answer| {
            let judged = judge(problem, cases.iter(), &answer, options.optimal);
            // An accepted answer is text.
            match (judged.status, String::from_utf8(answer)) {
                (Judged::ACCEPTED, Ok(text)) => Ok(text),
                _ => Err(judged),
            }
        });
        match judged {
            Ok(text) => jury_answer = text,
            Err(judged) => {
                let verdict = format!(
                    "cannot judge: the jury's answer {} is not accepted: {}",
                    show_path(jury),
                    judged.verdict
                );
                return Judged::new(Judged::FAIL, verdict);
            }
        }
    }
    match read_answers(&options.output, cases.len()) {
        Ok(output) => judge_compared(
            problem,
            cases.iter(),
            if testlib {
                without_bom(&output)
            } else {
                &output
            },
            options.optimal,
            options.comparison,
            &jury_answer,
        ),
        Err(judged) => judged,
    }
}

/// The file `output`, the answers to `cases` cases; the verdict if it cannot be read, or is
/// longer than any answers to them ([`output_limit`]).
fn read_answers(output: &Path, cases: usize) -> Result<Vec<u8>, Judged> {
    let limit = output_limit(cases);
    match read_output(output, limit) {
        Ok(answers) if answers.len() > limit => {
            let verdict = format!(
                "malformed output: it is longer than {limit} bytes, far more than any right answer"
            );
            Err(Judged::new(Judged::MALFORMED, verdict))
        }
        Ok(answers) => Ok(answers),
        Err(error) => {
            let verdict = format!(
                "malformed output: cannot read {}: {error}",
                show_path(output)
            );
            Err(Judged::new(Judged::MALFORMED, verdict))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    /// `--check INPUT OUTPUT`'s options.
    fn options(input: &Path, output: &Path) -> Options {
        Options {
            input: input.into(),
            output: output.into(),
            optimal: false,
            system: None,
            comparison: Comparison::Judge,
        }
    }

    /// Judges `output` for `input` through files, as the binaries do, in a folder of the
    /// call's own, removed after.
    fn verdict(input: &str, output: &[u8]) -> (String, u8) {
        static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("puzzle-search-check-{}-{call}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input_path, output_path) = (dir.join("in"), dir.join("out"));
        std::fs::write(&input_path, input).unwrap();
        std::fs::write(&output_path, output).unwrap();
        let judged = judge_files(&mut Sum::plain(), &options(&input_path, &output_path), None);
        std::fs::remove_dir_all(dir).ok();
        (judged.verdict, judged.status)
    }

    #[test]
    fn verdicts_and_exit_statuses() {
        let input = "1 2\n3 4\n";
        assert_eq!(verdict(input, b"3\n7\n"), ("accepted: 2 pairs".into(), 0));
        assert_eq!(verdict(input, b"3\n7"), ("accepted: 2 pairs".into(), 0));
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
        // The toy's judge compares outputs exactly: nothing else is forgiven.
        assert_eq!(
            verdict(input, b"3\r\n7\n"),
            malformed(r"pair 1: output line 1: `3\r` is not a sum")
        );
        assert_eq!(
            verdict(input, b"3\n7\n\n"),
            malformed("line 3, ``, is after the last answer")
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
            &mut Sum::plain(),
            &options(Path::new("/nonexistent/input"), Path::new("out")),
            None,
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
        let after = judge(
            &mut Sum::plain(),
            [(1, 2), (3, 4)].iter(),
            long.as_bytes(),
            false,
        );
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
        let input =
            std::env::temp_dir().join(format!("puzzle-search-endless-{}", std::process::id()));
        std::fs::write(&input, "1 2\n").unwrap();
        let endless = judge_files(
            &mut Sum::plain(),
            &options(&input, Path::new("/dev/zero")),
            None,
        );
        std::fs::remove_file(&input).ok();
        assert_eq!(endless.status, Judged::MALFORMED, "{}", endless.verdict);
    }
}
