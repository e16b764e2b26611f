//! `--check-format SYSTEM ARGS…`: the judge systems that call a checker, each with its own order
//! of arguments and its own way of reading the verdict back. The verdict is the one `--check`
//! gives ([`Judged`]); only how it is said differs:
//!
//! | system | arguments | accepted / wrong / malformed / cannot judge |
//! |---|---|---|
//! | testlib (ejudge, Hydro, Luogu; Polygon's argument order) | `INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]` | exit 0 / 1 / 2 / 3; the message on standard error and in RESULT_FILE, as testlib's XML with `-appes` |
//! | kattis (Kattis, DOMjudge, ICPC) | `INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT` | exit 42 / 43 / 43 / 1 (a judge error); the message in `judgemessage.txt` and, but for a judge error, `teammessage.txt` |
//! | cms | `INPUT ANSWER OUTPUT` | `1.0` / `0.0` / `0.0` on standard output, exit 0, the message on standard error (`translate:success` when accepted); cannot judge: nothing on standard output, exit 3 |
//! | hustoj | `INPUT ANSWER OUTPUT` | exit 0 / 1 / 1 / 3 (HUSTOJ shows every status but 0 as a wrong answer) |
//! | lemon | `INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE` | SCORE_FILE holds FULL_SCORE / 0 / 0, REPORT_FILE the message, exit 0; cannot judge (or write SCORE_FILE): neither file, exit 3; the two files one: refused |
//!
//! Where a system reads a message, it is the verdict line of `--check`: one line, whatever it
//! quotes of an output cut short and escaped.
//!
//! Where the problem's judge wants one exact answer, an output is compared with the jury's
//! answer as the system's default checker would compare it ([`Comparison`]), so that a problem
//! behaves on each system as one whose setter kept its default: testlib and CMS compare each
//! line's words (testlib's `lcmp`, CMS's white-diff; a difference within the answers is a wrong
//! answer, something after them testlib's presentation error), Kattis the words whatever the
//! lines (its default output validator: letters in either case unless `case_sensitive` is
//! among FLAGS, byte for byte with `space_change_sensitive`); HUSTOJ and Lemon as the problem's
//! judge, byte for byte. `--strict` compares as the problem's judge on every system, its faults
//! split as testlib's `fcmp` splits them (a line that differs a wrong answer, a line after the
//! answers a presentation error). The verdict is the problem's own, on the output laid out as
//! the jury's answer where they are the same.
//!
//! # The systems, one example each
//!
//!
//! A problem on one of these puzzles needs a checker, an input validator and tests in the format
//! of the judge system it runs on. Every binary is all three, for every `--problem`, `--size`,
//! `--from`, `--to` and `--max-depth` it has, called the way each system calls them; the verdict
//! is the one `--check` gives, only spelled in each system's way. A checker called by a system is
//! also given the jury's answer: it is judged first, and a jury's answer that is not accepted (not
//! a solution, or, under `--optimal`, beaten by the contestant's shorter one) is the checker's
//! failure — testlib's FAIL, Kattis' judge error — never a verdict on the contestant.
//!
//! | system | the checker it calls | what it reads back |
//! |---|---|---|
//! | testlib's (Polygon's order; ejudge, Hydro, Luogu) | `BIN --check-format testlib INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]` | exit 0 accepted, 1 wrong answer, 2 presentation error, 3 fail; the message on standard error and in RESULT_FILE, as testlib's `<result outcome = "…">` XML with `-appes` |
//! | Kattis, DOMjudge, ICPC (problem package format) | `BIN --check-format kattis INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT` | exit 42 accepted, 43 wrong answer, 1 judge error; `judgemessage.txt` and (but for a judge error) `teammessage.txt` in FEEDBACK_DIR |
//! | CMS | `BIN --check-format cms INPUT ANSWER OUTPUT` | the score, `1.0` or `0.0`, on standard output; `translate:success` or the verdict on standard error; where it cannot judge, exit 3 and no score |
//! | HUSTOJ | `BIN --check-format hustoj INPUT ANSWER OUTPUT` | exit 0 accepted, 1 wrong answer, 3 cannot judge (shown by HUSTOJ as a wrong answer) |
//! | Lemon | `BIN --check-format lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE` | FULL_SCORE or 0 in SCORE_FILE, the message in REPORT_FILE; where it cannot judge, exit 3 and neither file |
//!
//! A system runs its checker as one program with the arguments of the table, so the binary's own
//! flags go in a two-line script; the system must run it on Linux, with the binary installed
//! (Polygon and Codeforces compile checkers from C++ sources on Windows and cannot run it: a
//! Polygon package's checker, `--package --format polygon`, is C++ that compiles alone and
//! judges as this does). One worked example per system, on the eight-puzzle's second sample
//! (`S=samples/eight-puzzle/sample-2.in`, the jury's answer `eight-puzzle < $S > ans.txt`, a
//! contestant's `out.txt` the same, and `bad.txt` wrong on the first puzzle):
//!
//! ```sh
//! # testlib (ejudge, Hydro, Luogu; Polygon's argument order): the checker script
//! printf '#!/bin/sh\nexec /opt/puzzle-search/eight-puzzle --check-format testlib "$@"\n' > check
//! chmod +x check
//! ./check $S out.txt ans.txt result.xml -appes; echo $?   # 0
//! cat result.xml   # <?xml version="1.0" encoding="windows-1251"?><result outcome = "accepted">3 puzzles</result>
//!
//! # Kattis, DOMjudge (output validator; --package --format kattis writes it for you)
//! mkdir feedback
//! eight-puzzle --check-format kattis $S ans.txt feedback < out.txt; echo $?   # 42
//! cat feedback/judgemessage.txt                                             # accepted: 3 puzzles
//!
//! # CMS (the checker of a batch task; the score on standard output)
//! eight-puzzle --check-format cms $S ans.txt bad.txt   # 0.0, and on standard error:
//!                                                      # wrong answer: puzzle 1: the puzzle is unsolvable
//! # HUSTOJ (data/<problem>/spj: a script like testlib's above)
//! eight-puzzle --check-format hustoj $S ans.txt out.txt; echo $?   # 0
//!
//! # Lemon (its special judge, with the test's full score)
//! eight-puzzle --check-format lemon $S bad.txt ans.txt 10 score.txt report.txt
//! cat score.txt report.txt   # 0, wrong answer: puzzle 1: the puzzle is unsolvable
//! ```

use super::Options;
use crate::judge::compare::Comparison;
use crate::judge::judging::Judged;
use crate::judge::messages::report;
use crate::judge::stdout::stdout;
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A judge system that calls `--check-format`, with the files it names for the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum System {
    /// testlib's checkers: RESULT_FILE if given, XML in it with `-appes`.
    Testlib { result: Option<PathBuf>, xml: bool },
    /// The Kattis problem package format's output validators.
    Kattis { feedback: PathBuf },
    /// CMS's checkers (its "comparators").
    Cms,
    /// HUSTOJ's special judges.
    Hustoj,
    /// Lemon's special judges: the full score, and the files for the score and the message.
    Lemon {
        full: u64,
        score: PathBuf,
        report: PathBuf,
    },
}

/// The systems `--check-format` knows, as its value names them.
pub const NAMES: &str = "testlib, kattis, cms, hustoj or lemon";

impl System {
    /// The options of `--check-format name`, from the arguments that are not flags, in the
    /// system's order; `xml` is testlib's `-appes`; `strict`, `--strict`: outputs compared as
    /// the problem's own judge compares them, not as the system's default checker does.
    pub fn options(
        name: &str,
        files: &[OsString],
        xml: bool,
        optimal: bool,
        strict: bool,
    ) -> Result<Options, String> {
        let usage = |arguments: &str| format!("--check-format {name} takes {arguments}");
        let path = |i: usize| PathBuf::from(&files[i]);
        let (input, output, answer, system) = match (name, files.len()) {
            ("testlib", 3 | 4) => {
                let result = files.get(3).map(PathBuf::from);
                if xml && result.is_none() {
                    return Err("-appes writes RESULT_FILE: --check-format testlib INPUT \
                                OUTPUT ANSWER RESULT_FILE -appes"
                        .into());
                }
                (path(0), path(1), path(2), System::Testlib { result, xml })
            }
            ("testlib", _) => return Err(usage("INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]")),
            (_, _) if xml => return Err("-appes belongs to --check-format testlib".into()),
            ("kattis", 3..) => {
                let feedback = path(2);
                (path(0), "-".into(), path(1), System::Kattis { feedback })
            }
            ("kattis", _) => return Err(usage("INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT")),
            ("cms", 3) => (path(0), path(2), path(1), System::Cms),
            ("hustoj", 3) => (path(0), path(2), path(1), System::Hustoj),
            ("cms" | "hustoj", _) => return Err(usage("INPUT ANSWER OUTPUT")),
            ("lemon", 6) => {
                let full = files[3]
                    .to_str()
                    .and_then(|text| text.parse().ok())
                    .ok_or("lemon's FULL_SCORE is a whole number")?;
                let (score, report) = (path(4), path(5));
                if same_file(&score, &report) {
                    return Err(
                        "lemon's SCORE_FILE and REPORT_FILE are one file: the score \
                                would overwrite the report"
                            .into(),
                    );
                }
                let system = System::Lemon {
                    full,
                    score,
                    report,
                };
                (path(0), path(1), path(2), system)
            }
            ("lemon", _) => {
                return Err(usage(
                    "INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE",
                ))
            }
            _ => return Err(format!("--check-format wants {NAMES}, not `{name}`")),
        };
        let comparison = match (&system, strict) {
            (System::Hustoj | System::Lemon { .. }, _) => Comparison::Judge,
            (_, true) => Comparison::Exact,
            (System::Testlib { .. } | System::Cms, _) => Comparison::Lines,
            (System::Kattis { .. }, _) => {
                // The default output validator's flags, which Kattis gives every output
                // validator (`validator_flags`); others are another validator's, and ignored.
                let flag = |name: &str| files[3..].iter().any(|word| word == name);
                match flag("space_change_sensitive") {
                    true => Comparison::Bytes,
                    false => Comparison::Words {
                        case_sensitive: flag("case_sensitive"),
                    },
                }
            }
        };
        Ok(Options {
            input,
            output,
            optimal,
            system: Some((answer, system)),
            comparison,
        })
    }

    /// Gives `judged` back as the system reads it; the exit status.
    pub fn answer(&self, judged: &Judged) -> ExitCode {
        let message = &judged.verdict;
        let fail = judged.status == Judged::FAIL;
        let written = match self {
            System::Testlib { result, xml } => {
                report(message);
                let status = ExitCode::from(judged.status);
                let Some(path) = result else {
                    return status;
                };
                let text = match xml {
                    true => testlib_xml(judged),
                    false => message.clone(),
                };
                std::fs::write(path, text).map(|()| status)
            }
            System::Kattis { feedback } => {
                report(message);
                let line = format!("{message}\n");
                let team = || match fail {
                    true => Ok(()),
                    false => std::fs::write(feedback.join("teammessage.txt"), &line),
                };
                std::fs::write(feedback.join("judgemessage.txt"), &line)
                    .and_then(|()| team())
                    .map(|()| match judged.status {
                        Judged::ACCEPTED => ExitCode::from(42),
                        Judged::WRONG | Judged::MALFORMED => ExitCode::from(43),
                        _ => ExitCode::FAILURE,
                    })
            }
            System::Cms => {
                let accepted = judged.status == Judged::ACCEPTED;
                report(if accepted {
                    "translate:success"
                } else {
                    message
                });
                let score = if accepted { "1.0\n" } else { "0.0\n" };
                match fail {
                    true => Ok(ExitCode::from(Judged::FAIL)),
                    false => stdout()
                        .write_all(score.as_bytes())
                        .map(|()| ExitCode::SUCCESS),
                }
            }
            System::Hustoj => {
                report(message);
                Ok(ExitCode::from(match judged.status {
                    Judged::MALFORMED => Judged::WRONG,
                    status => status,
                }))
            }
            System::Lemon {
                full,
                score,
                report: path,
            } => {
                report(message);
                let points = if judged.status == Judged::ACCEPTED {
                    *full
                } else {
                    0
                };
                // The report goes with the score or not at all: where the checker cannot judge,
                // or the score cannot be written, Lemon is to find neither.
                match fail {
                    true => Ok(ExitCode::from(Judged::FAIL)),
                    false => std::fs::write(score, format!("{points}\n"))
                        .and_then(|()| {
                            std::fs::write(path, format!("{message}\n")).inspect_err(|_| {
                                let _ = std::fs::remove_file(score);
                            })
                        })
                        .map(|()| ExitCode::SUCCESS),
                }
            }
        };
        written.unwrap_or_else(|error| {
            report(format_args!(
                "cannot judge: cannot write the verdict: {error}"
            ));
            match self {
                System::Kattis { .. } => ExitCode::FAILURE,
                _ => ExitCode::from(Judged::FAIL),
            }
        })
    }
}

/// Whether paths `a` and `b` name one file: the same path, or, where both exist, the same
/// file by its device and inode.
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let id = |path: &Path| std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()));
    a == b || id(a).is_some_and(|a| id(b) == Some(a))
}

/// `judged` as testlib writes RESULT_FILE with `-appes`: its declaration (testlib's default
/// encoding), its outcome's name, and the message without the verdict before it (testlib's
/// own message is the checker's alone, its verdict being the outcome), with what XML reserves
/// escaped and control characters as dots, as testlib writes them; a character outside ASCII
/// as a character reference, which any encoding reads.
fn testlib_xml(judged: &Judged) -> String {
    let outcome = match judged.status {
        Judged::ACCEPTED => "accepted",
        Judged::WRONG => "wrong-answer",
        Judged::MALFORMED => "presentation-error",
        _ => "fail",
    };
    let verdict = &judged.verdict;
    let said = verdict
        .split_once(": ")
        .map_or(verdict.as_str(), |(_, said)| said);
    let mut message = String::new();
    for c in said.chars() {
        match c {
            '&' => message += "&amp;",
            '<' => message += "&lt;",
            '>' => message += "&gt;",
            '"' => message += "&quot;",
            c if c.is_control() => message.push('.'),
            c if !c.is_ascii() => message += &format!("&#{};", u32::from(c)),
            c => message.push(c),
        }
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">{message}\
         </result>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(name: &str, args: &str, xml: bool) -> Result<Options, String> {
        let files: Vec<OsString> = args.split_whitespace().map(OsString::from).collect();
        System::options(name, &files, xml, false, false)
    }

    #[test]
    fn each_system_names_its_files_in_its_own_order() {
        let files = |o: Options| {
            let (answer, system) = o.system.unwrap();
            (o.input, o.output, answer, system)
        };
        let p = PathBuf::from;
        let testlib = |result: Option<&str>, xml| System::Testlib {
            result: result.map(PathBuf::from),
            xml,
        };
        assert_eq!(
            files(options("testlib", "in out ans", false).unwrap()),
            (p("in"), p("out"), p("ans"), testlib(None, false))
        );
        assert_eq!(
            files(options("testlib", "in out ans res", true).unwrap()),
            (p("in"), p("out"), p("ans"), testlib(Some("res"), true))
        );
        let feedback = System::Kattis { feedback: p("dir") };
        assert_eq!(
            files(options("kattis", "in ans dir case_sensitive", false).unwrap()),
            (p("in"), p("-"), p("ans"), feedback)
        );
        for (name, system) in [("cms", System::Cms), ("hustoj", System::Hustoj)] {
            assert_eq!(
                files(options(name, "in ans out", false).unwrap()),
                (p("in"), p("out"), p("ans"), system)
            );
        }
        let lemon = System::Lemon {
            full: 10,
            score: p("score"),
            report: p("report"),
        };
        assert_eq!(
            files(options("lemon", "in out ans 10 score report", false).unwrap()),
            (p("in"), p("out"), p("ans"), lemon)
        );
    }

    #[test]
    fn wrong_arguments_are_named() {
        for (name, args, xml, message) in [
            (
                "polygon",
                "a b c",
                false,
                "--check-format wants testlib, kattis",
            ),
            (
                "testlib",
                "a b",
                false,
                "--check-format testlib takes INPUT OUTPUT",
            ),
            ("testlib", "a b c", true, "-appes writes RESULT_FILE"),
            (
                "cms",
                "a b c",
                true,
                "-appes belongs to --check-format testlib",
            ),
            (
                "kattis",
                "a b",
                false,
                "--check-format kattis takes INPUT ANSWER",
            ),
            (
                "hustoj",
                "a b c d",
                false,
                "--check-format hustoj takes INPUT ANSWER OUTPUT",
            ),
            (
                "lemon",
                "a b c ten e f",
                false,
                "lemon's FULL_SCORE is a whole number",
            ),
            (
                "lemon",
                "a b c",
                false,
                "--check-format lemon takes INPUT OUTPUT ANSWER",
            ),
        ] {
            let error = options(name, args, xml).unwrap_err();
            assert!(error.starts_with(message), "{name} {args}: {error}");
        }
    }

    #[test]
    fn testlib_xml_is_testlibs_and_escapes_what_xml_reserves() {
        let judged = Judged::new(Judged::WRONG, "wrong answer: `<a & \"b\">`\t".into());
        assert_eq!(
            testlib_xml(&judged),
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"wrong-answer\">\
             `&lt;a &amp; &quot;b&quot;&gt;`.</result>\n"
        );
        let judged = Judged::new(Judged::ACCEPTED, "accepted: 2 boards, 5×3: ok".into());
        assert_eq!(
            testlib_xml(&judged),
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"accepted\">\
             2 boards, 5&#215;3: ok</result>\n"
        );
    }
}
