//! What a stress test tells: the progress line while it runs, the report of a failure (the
//! verdict, where it was found, the input exactly, our answer, what CMD printed), the summary
//! when all pass, and, with `--save DIR`, the failing input and our answer saved as
//! online-judge-tools lays out tests, with the `oj` command that replays them.

use super::options::Options;
use super::plan::{Drawn, Plan, Shape, GROUP};
use super::progress::Counts;
use super::run::{pace, signal_name, Finding, Kind};
use super::shrink::{Budget, Ended, Passed, Shrunk, PROOF};
use crate::judge::exec::{is_plain, sh_word, Ending, Limits};
use crate::judge::input::show_path;
use crate::judge::messages::plural;
use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Where a failure was found: in run `number` of the test (the runs before it all passed,
/// `judged` cases in runs of one), a run of `shape` holding `cases` cases.
pub struct Found {
    pub number: usize,
    pub judged: usize,
    pub shape: Shape,
    pub cases: usize,
}

/// Where the failure was found, for the report.
pub fn found(found: Found) -> String {
    let Found {
        number,
        judged,
        shape,
        cases,
    } = found;
    let what = match shape {
        Shape::Single => "of one case".to_string(),
        Shape::Group => format!("of {} cases, the first of them twice", cases - 1),
        Shape::WholeInput => "of the whole input file".to_string(),
    };
    let passed = match number - 1 {
        0 => "the first run".to_string(),
        1 => format!("after 1 run passed ({judged} case)"),
        runs => format!("after {runs} runs passed ({judged} cases)"),
    };
    format!("run {number}, {what}, {passed}")
}

/// The report of a failure found as `found` says, shrunk within `budget` to `shrunk`, whose
/// input and our answers `finding` holds.
pub fn failed<C>(shrunk: &Shrunk<C>, finding: &Finding, found: &str, budget: Budget) -> String {
    let (cases, failure) = (&shrunk.cases, &shrunk.failure);
    let ours = match &finding.ours {
        Ok(ours) => String::from_utf8_lossy(ours).into_owned(),
        Err(why) => format!("(cannot be had: {why})\n"),
    };
    let described: Vec<String> = cases.iter().map(Drawn::describe).collect();
    let run = &failure.run;
    let runs = plural(shrunk.runs, "more run");
    let mut text = format!("{}\nfound in {found}; ", failure.verdict);
    let _ = match shrunk.ended {
        Ended::Flaky => writeln!(
            text,
            "not shrunk: the same input passed when it was run again, so the failure comes and \
             goes"
        ),
        ended => {
            let _ = writeln!(
                text,
                "shrunk in {runs} to {} ({})",
                plural(cases.len(), "case"),
                described.join("; ")
            );
            write_passed(
                &mut text,
                &shrunk.passed,
                cases.len(),
                matches!(ended, Ended::Done),
            );
            match ended {
                Ended::Budget if shrunk.runs >= budget.runs => writeln!(
                    text,
                    "shrinking stopped at its budget of {}: a simpler failing input may exist \
                     (--shrink-runs gives it more)",
                    plural(budget.runs, "run")
                ),
                Ended::Budget => writeln!(
                    text,
                    "shrinking stopped at its budget of {} s of CPU time: a simpler failing \
                     input may exist (--shrink-time gives it more)",
                    // Whole seconds, or milliseconds below ten.
                    match budget.cpu.as_secs_f64() {
                        t if t >= 10.0 => t.round(),
                        t => (t * 1000.0).round() / 1000.0,
                    },
                ),
                Ended::Signal(signal) => writeln!(
                    text,
                    "shrinking stopped by {}: this is the simplest failing input found by then",
                    if signal == 2 { "SIGINT" } else { "SIGTERM" }
                ),
                _ if failure.kind.is_time() && shrunk.runs > 0 => writeln!(
                    text,
                    "smaller cases were tried a few at a time, as time limits allow: a simpler \
                     one may still fail"
                ),
                _ => Ok(()),
            }
        }
    };
    if let Some(rewritten) = &finding.rewritten {
        let _ = writeln!(text, "the input below is {rewritten}");
    }
    let ending = match run.ending {
        Ending::Exited(code) => format!("exit status {code}"),
        Ending::Signalled(signal) => format!("signal {signal}{}", signal_name(signal)),
        _ => "killed".into(),
    };
    let _ = write!(
        text,
        "\n--- input ---\n{}--- our answer ---\n{}--- what CMD printed ({ending}, {:.3} s of \
         CPU time) ---\n{}",
        String::from_utf8_lossy(&finding.input),
        ours,
        run.cpu.as_secs_f64(),
        excerpt(&run.stdout)
    );
    if !run.stderr.is_empty() {
        let _ = write!(text, "--- on standard error ---\n{}", excerpt(&run.stderr));
    }
    let _ = writeln!(text, "--- verdict ---\n{}", failure.verdict);
    text
}

/// Says what passed in place of each case (`passed`, a list a case): `no simpler case fails:
/// of 4603 drawn …: depth 0: 1, depth 1: 2, …, depth 11: 396`, the distinct cases of each size
/// that passed, and how many more failed another way (which shows nothing of this failure:
/// then no size is said to be free of it); where shrinking stopped before it was `complete`,
/// only what passed of the sizes it tried.
fn write_passed(text: &mut String, passed: &[Vec<Passed>], cases: usize, complete: bool) {
    for (i, below) in passed.iter().enumerate() {
        if below.is_empty() {
            continue;
        }
        let sizes: Vec<String> = below
            .iter()
            .map(|p| match p.otherwise {
                0 => format!("{}: {}", p.size, p.distinct),
                n => format!("{}: {} ({n} more failed another way)", p.size, p.distinct),
            })
            .collect();
        let whose = match cases {
            1 => String::new(),
            _ => format!(" in place of case {}", i + 1),
        };
        let otherwise = below.iter().any(|p| p.otherwise > 0);
        let said = match (complete, otherwise) {
            (true, false) => {
                format!("no simpler case fails{whose}: of {PROOF} drawn at each smaller size")
            }
            (true, true) => format!(
                "no simpler case failed this way{whose}: of {PROOF} drawn at each smaller size"
            ),
            (false, _) => format!(
                "no simpler case failed{whose} at the sizes tried: of {PROOF} drawn at each"
            ),
        };
        let _ = writeln!(
            text,
            "{said} (enough to meet, with probability 0.99, a fault of one case in a thousand), \
             the distinct ones passed: {}",
            sizes.join(", ")
        );
    }
}

/// Saves the failing input of `finding`, which failed as `kind` says, and our answer in `dir`;
/// what to tell the user, with the command that replays them ([`replay`]), byte for byte as the
/// system names the folders.
pub fn saved(
    (finding, kind): (&Finding, Kind),
    dir: &Path,
    options: &Options,
    limits: Limits,
    special: bool,
) -> io::Result<Vec<u8>> {
    let ours = finding
        .ours
        .as_ref()
        .map_err(|why| io::Error::other(why.clone()))?;
    let (stem, new) = save(dir, &finding.input, ours)?;
    let done = if new { "saved as" } else { "already saved as" };
    let mut text = format!(
        "\n{done} {0}.in and {0}.out; online-judge-tools runs it again:\n  ",
        show_path(&stem)
    )
    .into_bytes();
    let dir = std::path::absolute(dir)?;
    text.extend(replay(options, limits, special, &dir, kind));
    text.push(b'\n');
    Ok(text)
}

/// The `sh` command line that replays a failure of `kind` saved in the folder `dir` (an
/// absolute path) with online-judge-tools, from any folder: `cd` to where the stress test ran,
/// so that CMD means what it meant, then `oj t -c CMD -d DIR`, with our checker as the judge
/// command where the judge is special or `--optimal` was asked, and `--tle` for a failure of
/// time or of output (which `oj` would otherwise read for ever).
///
/// `oj` splits `-c` and `--judge-command` into words as Python's `shlex` does and runs them
/// without a shell: CMD that is not plain words goes in `sh -c`, and the checker's words are
/// quoted for `shlex` first, then the whole for `sh`.
fn replay(options: &Options, limits: Limits, special: bool, dir: &Path, kind: Kind) -> Vec<u8> {
    let mut line = Vec::new();
    if let Ok(here) = std::env::current_dir() {
        line.extend(b"cd ");
        line.extend(sh_word(here.as_os_str().as_encoded_bytes()));
        line.extend(b" && ");
    }
    let command = match is_plain(&options.command) {
        true => options.command.clone().into_bytes(),
        false => [&b"sh -c "[..], &sh_word(options.command.as_bytes())].concat(),
    };
    let mut words = vec![b"oj".to_vec(), b"t".to_vec(), b"-c".to_vec(), command];
    words.extend([b"-d".to_vec(), dir.as_os_str().as_encoded_bytes().to_vec()]);
    if special || options.optimal {
        let checker: Vec<Vec<u8>> = options
            .checker
            .iter()
            .map(|word| sh_word(word.as_encoded_bytes()))
            .collect();
        words.extend([b"--judge-command".to_vec(), checker.join(&b' ')]);
    }
    let limit = match kind {
        Kind::TimeLimit | Kind::OutputLimit => Some(limits.cpu),
        Kind::WallLimit => Some(limits.wall),
        _ => None,
    };
    if let Some(limit) = limit {
        words.extend([
            b"--tle".to_vec(),
            limit.as_secs_f64().to_string().into_bytes(),
        ]);
    }
    let quoted: Vec<Vec<u8>> = words.iter().map(|word| sh_word(word)).collect();
    line.extend(quoted.join(&b' '));
    line
}

/// The lines that say all passed, and what that covered.
/// What `cases` drawn cases that all passed rule out: the largest K such that a fault which one
/// case in K shows (a rate of 1/K) would have failed one of them with probability 0.95 or more,
/// (1 − 1/K)^cases ≤ 0.05; `None` where no fault is ruled out so.
pub fn ruled_out(cases: usize) -> Option<u64> {
    let rate = 1.0 - 0.05f64.powf(1.0 / cases as f64);
    let rarest = (1.0 / rate).floor() as u64;
    (cases > 0 && rarest >= 2).then_some(rarest)
}

/// The fewest cases that, all passing, rule out a fault which one case in `k` shows: the least
/// N with (1 − 1/k)^N ≤ 0.05, so that `ruled_out` of N is `k` or more.
pub fn cases_to_rule_out(k: u64) -> u64 {
    (0.05f64.ln() / (1.0 - 1.0 / k as f64).ln()).ceil() as u64
}

pub fn summary<C: Clone>(
    counts: Counts,
    plan: &Plan<C>,
    options: &Options,
    limits: Limits,
    seconds: f64,
) -> String {
    let covered = match (&options.input, plan.levels.as_slice()) {
        (Some(path), _) => format!("the cases of {}", show_path(path)),
        (None, [Some(d)]) => format!("depth {d}"),
        (None, levels) => {
            let depths: Vec<u32> = levels.iter().flatten().copied().collect();
            let range = match (depths.first(), depths.last()) {
                (Some(a), Some(b)) if a == b => format!("depth {a}"),
                (Some(a), Some(b)) => format!("depths {a} to {b}"),
                _ => String::new(),
            };
            let uniform = levels.contains(&None);
            match (range.is_empty(), uniform) {
                (false, true) => format!("{range}, then uniform"),
                (true, true) => "uniform".into(),
                _ => range,
            }
        }
    };
    let limit = limits.cpu.as_secs_f64();
    let slowest = counts.slowest.as_secs_f64();
    let margin = match slowest > 0.0 {
        true => format!(", {:.0}× under the limit", limit / slowest),
        false => String::new(),
    };
    let mut text = format!(
        "passed: {} cases ({covered}) in {} runs: {} of one case, {} of up to {GROUP} and a \
         repeat{}\n",
        counts.judged,
        counts.runs,
        counts.singles,
        counts.groups,
        if plan.whole_given() {
            ", 1 of the whole input"
        } else {
            ""
        }
    );
    if let Some(rarest) = ruled_out(counts.judged).filter(|_| options.input.is_none()) {
        let _ = writeln!(
            text,
            "no failure in {} cases drawn: a fault that one drawn case in {rarest} shows, or more \
             often, would have shown with probability 0.95",
            counts.judged
        );
    }
    let _ = writeln!(
        text,
        "time limit {limit} s of CPU time (wall {} s); slowest run {slowest:.3} s{margin}; \
         slowest run of one case {:.3} s",
        limits.wall.as_secs_f64(),
        counts.slowest_single.as_secs_f64()
    );
    if counts.unconfirmed > 0 {
        let _ = writeln!(
            text,
            "{} time limits were not confirmed by a second run alone, and did not count",
            counts.unconfirmed
        );
    }
    let _ = writeln!(
        text,
        "{seconds:.2} s, {}, seed {}",
        pace(counts.judged, seconds),
        options.seed
    );
    text
}

/// The start of `bytes` as text for a person: at most 20 lines and 2,000 bytes, control
/// characters other than line breaks and tabs escaped, with a line that says what was cut.
fn excerpt(bytes: &[u8]) -> String {
    const LINES: usize = 20;
    const BYTES: usize = 2000;
    let shown = &bytes[..bytes.len().min(BYTES)];
    let shown = match shown
        .iter()
        .enumerate()
        .filter(|(_, &b)| b == b'\n')
        .nth(LINES - 1)
    {
        Some((at, _)) => &shown[..=at],
        None => shown,
    };
    let mut text: String = String::from_utf8_lossy(shown)
        .chars()
        .map(|c| match c {
            '\n' | '\t' => c.to_string(),
            c if c.is_control() => c.escape_debug().to_string(),
            c => c.to_string(),
        })
        .collect();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    if shown.len() < bytes.len() {
        let _ = writeln!(text, "… ({} more bytes)", bytes.len() - shown.len());
    }
    if bytes.is_empty() {
        text.push_str("(nothing)\n");
    }
    text
}

/// Writes `input` and `answer` as `dir/stress-K.in` and `.out`, K the first number whose files
/// do not exist yet, creating both new: nothing is overwritten and no link is followed. If the
/// same input and answer are saved there already, nothing is written. The path without the
/// extension, and whether it was written now.
fn save(dir: &Path, input: &[u8], answer: &[u8]) -> io::Result<(PathBuf, bool)> {
    fs::create_dir_all(dir)?;
    let same = |path: &Path, bytes: &[u8]| {
        fs::symlink_metadata(path).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64)
            && fs::read(path).is_ok_and(|b| b == bytes)
    };
    for k in 1.. {
        let stem = dir.join(format!("stress-{k}"));
        let (in_path, out_path) = (stem.with_extension("in"), stem.with_extension("out"));
        if same(&in_path, input) && same(&out_path, answer) {
            return Ok((stem, false));
        }
        let created = |path: &Path, bytes: &[u8]| -> io::Result<bool> {
            match File::options().write(true).create_new(true).open(path) {
                Ok(mut file) => file.write_all(bytes).map(|()| true),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(false),
                Err(e) => Err(e),
            }
        };
        if !created(&in_path, input)? {
            continue;
        }
        match created(&out_path, answer) {
            Ok(true) => return Ok((stem, true)),
            written => {
                fs::remove_file(&in_path)?;
                written?;
            }
        }
    }
    unreachable!("some number is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_short_and_safe_to_print() {
        assert_eq!(excerpt(b""), "(nothing)\n");
        assert_eq!(excerpt(b"12\n34"), "12\n34\n");
        assert_eq!(excerpt(b"a\x1b[2Jb\r\n"), "a\\u{1b}[2Jb\\r\n");
        let many = "x\n".repeat(100);
        assert_eq!(
            excerpt(many.as_bytes()),
            "x\n".repeat(20) + "… (160 more bytes)\n"
        );
        let long = vec![b'y'; 5000];
        assert!(excerpt(&long).ends_with("\n… (3000 more bytes)\n"));
    }

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("puzzle-search-save-{name}-{}", std::process::id()));
        fs::remove_dir_all(&dir).ok();
        dir
    }

    #[test]
    fn saved_cases_take_the_first_free_number_and_are_saved_once() {
        let dir = scratch("numbers");
        assert_eq!(
            save(&dir, b"in", b"out").unwrap(),
            (dir.join("stress-1"), true)
        );
        assert_eq!(
            save(&dir, b"in2", b"out2").unwrap(),
            (dir.join("stress-2"), true)
        );
        assert_eq!(
            save(&dir, b"in", b"out").unwrap(),
            (dir.join("stress-1"), false)
        );
        assert_eq!(fs::read(dir.join("stress-2.in")).unwrap(), b"in2");
        assert_eq!(fs::read(dir.join("stress-1.out")).unwrap(), b"out");
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn saving_never_overwrites_or_follows_a_link() {
        let dir = scratch("links");
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("elsewhere");
        std::os::unix::fs::symlink(&target, dir.join("stress-1.in")).unwrap();
        fs::write(dir.join("stress-2.out"), b"someone's").unwrap();
        assert_eq!(
            save(&dir, b"in", b"out").unwrap(),
            (dir.join("stress-3"), true)
        );
        assert!(
            !target.exists(),
            "the dangling link was not written through"
        );
        assert_eq!(fs::read(dir.join("stress-2.out")).unwrap(), b"someone's");
        assert!(!dir.join("stress-2.in").exists(), "nothing half saved");
        fs::remove_dir_all(dir).ok();
        let file = scratch("file");
        fs::write(&file, b"a file").unwrap();
        assert!(save(&file, b"in", b"out").is_err());
        fs::remove_file(file).ok();
    }

    #[test]
    fn passing_cases_rule_out_faults_as_often_as_the_binomial_says() {
        // 1,000 cases: (1 − 1/334)^1000 ≈ 0.0499, (1 − 1/335)^1000 ≈ 0.0505.
        assert_eq!(ruled_out(1000), Some(334));
        assert_eq!(cases_to_rule_out(1000), 2995);
        for k in [2, 10, 334, 1000, 123_456] {
            let n = cases_to_rule_out(k) as usize;
            assert!(ruled_out(n).unwrap() >= k, "{k}");
            assert!(ruled_out(n - 1).is_none_or(|fewer| fewer < k), "{k}");
        }
        assert_eq!(ruled_out(1), None);
        assert_eq!(ruled_out(0), None);
        for cases in [30, 1000, 4603, 100_000] {
            let k = ruled_out(cases).unwrap() as f64;
            assert!((1.0 - 1.0 / k).powi(cases as i32) <= 0.05, "{cases}");
            assert!((1.0 - 1.0 / (k + 1.0)).powi(cases as i32) > 0.05, "{cases}");
        }
    }
}
