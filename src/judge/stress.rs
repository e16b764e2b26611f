//! `--stress CMD`: finds the simplest input on which a solution fails.
//!
//! 1. Draws the cases from the seeded generator, from easy to hard: the depths from 0 up to
//!    the most any case needs, then uniform cases (or all of one depth with `--depth`).
//! 2. Runs CMD on one case a run, then on runs of [`GROUP`] cases, since a solution that
//!    forgets to reset its state between cases fails only there. Runs go `--jobs` at once and
//!    are judged in order, as `--check` judges, so the first failure is the same for any J.
//! 3. Shrinks the failing input: drops cases while it still fails the same way, then swaps
//!    each case for shallower ones that fail the same way, trying depths from 0 upwards.
//! 4. Reports the kind of failure, the input exactly, our answer, what CMD printed and the
//!    verdict; with `--save DIR`, writes the input and our answer as online-judge-tools does.

use super::check::{judge, Judged};
use super::cli::Depth;
use super::exec::{self, Ending, Limits};
use super::{report, status, Problem, Sampler};
use crate::parallel;
use crate::rng::Rng;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// `--cases` without a value.
pub const DEFAULT_CASES: u64 = 1000;

/// `--time-limit` without a value.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// The cases of one run in the second phase.
pub const GROUP: usize = 10;

/// How many cases of each shallower depth shrinking tries.
const TRIES: usize = 8;

/// What `--stress` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The solution's command line, run with `sh -c`.
    pub command: String,
    pub cases: u64,
    pub seed: u64,
    pub depth: Option<Depth>,
    pub time_limit: Duration,
    /// Runs at once; 0 for the number of cores.
    pub jobs: usize,
    pub optimal: bool,
    pub save: Option<PathBuf>,
}

/// How a run can fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    WrongAnswer,
    MalformedOutput,
    RuntimeError,
    TimeLimit,
    OutputLimit,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::WrongAnswer => "wrong answer",
            Kind::MalformedOutput => "malformed output",
            Kind::RuntimeError => "runtime error",
            Kind::TimeLimit => "time limit exceeded",
            Kind::OutputLimit => "output limit exceeded",
        }
    }
}

/// A failed run: how it failed, the verdict line (which starts with the kind), and what the
/// run did.
struct Failure {
    kind: Kind,
    verdict: String,
    run: exec::Run,
}

impl Failure {
    fn new(kind: Kind, verdict: String, run: exec::Run) -> Self {
        Self { kind, verdict, run }
    }
}

/// A case and the level, an index into the levels, it was drawn at.
#[derive(Clone)]
struct Drawn<C> {
    case: C,
    level: usize,
}

/// Runs the stress test: exit status 0 if every case passed, 1 if a failure was found, 3 if
/// the test could not run.
pub fn run<P: Problem>(problem: P, options: &Options) -> ExitCode {
    let mut stress = match Stress::new(problem, options) {
        Ok(stress) => stress,
        Err(message) => return cannot_run(&message),
    };
    let result = stress.search();
    status("");
    match result {
        Ok(Outcome::Passed(summary)) => print(&summary, 0),
        Ok(Outcome::Failed(text)) => print(&text, 1),
        Err(message) => cannot_run(&message),
    }
}

fn cannot_run(message: &str) -> ExitCode {
    report(format_args!("error: {message}"));
    ExitCode::from(3)
}

/// Prints the report on standard output and returns `status`.
fn print(text: &str, status: u8) -> ExitCode {
    let _ = io::stdout().lock().write_all(text.as_bytes());
    ExitCode::from(status)
}

enum Outcome {
    Passed(String),
    Failed(String),
}

struct Stress<'o, P: Problem> {
    problem: P,
    options: &'o Options,
    levels: Vec<Option<u32>>,
    samplers: Vec<Sampler<P::Case>>,
    limits: Limits,
    jobs: usize,
    /// Runs so far.
    runs: usize,
    /// Cases judged so far, and when the test started, for the progress line.
    judged: usize,
    start: Instant,
}

impl<'o, P: Problem> Stress<'o, P> {
    fn new(mut problem: P, options: &'o Options) -> Result<Self, String> {
        let start = Instant::now();
        let levels = match options.depth {
            Some(Depth::Moves(depth)) => vec![Some(depth)],
            Some(Depth::Max) => vec![Some(problem.max_depth()?)],
            None => problem.levels()?,
        };
        let samplers = levels
            .iter()
            .map(|&level| problem.sampler(level))
            .collect::<Result<_, _>>()?;
        let cases = usize::try_from(options.cases).unwrap_or(usize::MAX);
        Ok(Self {
            problem,
            options,
            levels,
            samplers,
            limits: Limits {
                time: options.time_limit,
                output: (64usize << 10) * GROUP.min(cases) + (1 << 20),
            },
            jobs: if options.jobs == 0 {
                parallel::cores()
            } else {
                options.jobs
            },
            runs: 0,
            judged: 0,
            start,
        })
    }

    /// The whole test: draw, run one case a run, then several, and shrink what fails.
    fn search(&mut self) -> Result<Outcome, String> {
        let cases = self.draw()?;
        let singles: Vec<Vec<Drawn<P::Case>>> = cases.iter().map(|c| vec![c.clone()]).collect();
        let groups: Vec<Vec<Drawn<P::Case>>> = cases.chunks(GROUP).map(<[_]>::to_vec).collect();
        for (phase, runs) in [singles, groups].into_iter().enumerate() {
            if let Some((at, failure)) = self.first_failure(&runs)? {
                let found = format!(
                    "run {} of the {} with {}",
                    at + 1,
                    runs.len(),
                    if phase == 0 {
                        "one case each".to_string()
                    } else {
                        format!("up to {GROUP} cases each")
                    }
                );
                let runs_before = self.runs;
                let (cases, failure) = self.shrink(runs[at].clone(), failure);
                return Ok(Outcome::Failed(self.failed(
                    &cases,
                    &failure,
                    &found,
                    self.runs - runs_before,
                )?));
            }
        }
        let seconds = self.start.elapsed().as_secs_f64();
        Ok(Outcome::Passed(format!(
            "passed: {} cases in {} runs (one case a run, then up to {GROUP}), {seconds:.2} s, \
             {:.0} cases a second, seed {}\n",
            cases.len(),
            self.runs,
            cases.len() as f64 / seconds,
            self.options.seed,
        )))
    }

    /// The cases, from easy to hard: the i-th of n from the level i·L/n of the L levels.
    fn draw(&mut self) -> Result<Vec<Drawn<P::Case>>, String> {
        let mut rng = Rng::new(self.options.seed);
        let n = usize::try_from(self.options.cases).map_err(|_| "too many cases")?;
        let levels = self.samplers.len();
        (0..n)
            .map(|i| {
                if i % 64 == 0 {
                    status(format_args!("drawing cases: {i} of {n}"));
                }
                let level = (i as u128 * levels as u128 / n as u128) as usize;
                let case = (self.samplers[level])(&mut rng);
                Ok(Drawn { case, level })
            })
            .collect()
    }

    /// The judge input that holds `cases`.
    fn input(&self, cases: &[Drawn<P::Case>]) -> Vec<u8> {
        let mut input = Vec::new();
        let write = |input: &mut Vec<u8>| -> io::Result<()> {
            self.problem.write_header(cases.len(), input)?;
            for drawn in cases {
                self.problem.write_case(&drawn.case, input)?;
            }
            self.problem.write_footer(input)
        };
        write(&mut input).expect("writing to memory succeeds");
        input
    }

    /// Runs every input of `runs`, `jobs` at once, and judges them in order: the first that
    /// fails, with its index. An error if the command cannot be run at all.
    fn first_failure(
        &mut self,
        runs: &[Vec<Drawn<P::Case>>],
    ) -> Result<Option<(usize, Failure)>, String> {
        let inputs: Vec<Vec<u8>> = runs.iter().map(|cases| self.input(cases)).collect();
        let (options, limits) = (self.options, self.limits);
        // Judging stops at the first run that fails, with `Ok((index, failure))`, or with
        // `Err(message)` if CMD cannot be run at all; the runs still in hand are cancelled.
        let stopped = parallel::in_order(
            &inputs,
            vec![(); self.jobs],
            |(), input, cancel| exec::run(&options.command, input, limits, cancel),
            |i, run| {
                let run = run.map_err(|error| Err(format!("cannot start sh: {error}")))?;
                if self.runs == 0 {
                    not_found(&options.command, &run).map_err(Err)?;
                }
                self.runs += 1;
                if let Some(failure) = self.judge(&runs[i], run) {
                    return Err(Ok((i, failure)));
                }
                self.judged += runs[i].len();
                self.progress();
                Ok(())
            },
        );
        stopped.err().transpose()
    }

    /// The progress line: cases judged, the rate, the time.
    fn progress(&self) {
        let seconds = self.start.elapsed().as_secs_f64();
        status(format_args!(
            "{} cases judged, {:.0} a second, {seconds:.1} s",
            self.judged,
            self.judged as f64 / seconds
        ));
    }

    /// How `run`, on `cases`, failed; `None` if it passed.
    fn judge(&mut self, cases: &[Drawn<P::Case>], run: exec::Run) -> Option<Failure> {
        let (kind, verdict) = match run.ending {
            Ending::Exited(0) => {
                let cases: Vec<P::Case> = cases.iter().map(|d| d.case.clone()).collect();
                let judged = judge(&mut self.problem, &cases, &run.stdout, self.options.optimal);
                match judged.status {
                    Judged::ACCEPTED => return None,
                    Judged::WRONG => {
                        return Some(Failure::new(Kind::WrongAnswer, judged.verdict, run))
                    }
                    _ => return Some(Failure::new(Kind::MalformedOutput, judged.verdict, run)),
                }
            }
            Ending::Exited(code) => (Kind::RuntimeError, format!("exit status {code}")),
            Ending::Signalled(signal) => (
                Kind::RuntimeError,
                format!("killed by signal {signal}{}", signal_name(signal)),
            ),
            Ending::TimeLimit => (
                Kind::TimeLimit,
                format!(
                    "killed after the time limit of {} s",
                    self.limits.time.as_secs_f64()
                ),
            ),
            Ending::OutputLimit => (
                Kind::OutputLimit,
                format!("killed after {} bytes of output", self.limits.output),
            ),
            Ending::Cancelled => unreachable!("only runs after a failure are cancelled"),
        };
        let verdict = format!("{}: {verdict}", kind.name());
        Some(Failure::new(kind, verdict, run))
    }

    /// Runs `cases` alone: the failure if it fails as `kind` does.
    fn fails(&mut self, cases: &[Drawn<P::Case>], kind: Kind) -> Option<Failure> {
        let input = self.input(cases);
        let run = exec::run(
            &self.options.command,
            &input,
            self.limits,
            &AtomicBool::new(false),
        );
        self.runs += 1;
        status(format_args!(
            "shrinking the failing input: {} runs",
            self.runs
        ));
        run.ok()
            .and_then(|run| self.judge(cases, run))
            .filter(|failure| failure.kind == kind)
    }

    /// The fewest cases, then the shallowest, that still fail as `failure` does.
    fn shrink(
        &mut self,
        mut cases: Vec<Drawn<P::Case>>,
        mut failure: Failure,
    ) -> (Vec<Drawn<P::Case>>, Failure) {
        let kind = failure.kind;
        let mut i = 0;
        while cases.len() > 1 && i < cases.len() {
            let mut fewer = cases.clone();
            fewer.remove(i);
            match self.fails(&fewer, kind) {
                Some(shorter) => (cases, failure) = (fewer, shorter),
                None => i += 1,
            }
        }
        let mut rng = Rng::new(!self.options.seed);
        for i in 0..cases.len() {
            'levels: for level in 0..cases[i].level {
                for _ in 0..TRIES {
                    let mut shallower = cases.clone();
                    shallower[i] = Drawn {
                        case: (self.samplers[level])(&mut rng),
                        level,
                    };
                    if let Some(shallow) = self.fails(&shallower, kind) {
                        (cases, failure) = (shallower, shallow);
                        break 'levels;
                    }
                }
            }
        }
        (cases, failure)
    }

    /// The report of a failure, saving the case if asked to.
    fn failed(
        &mut self,
        cases: &[Drawn<P::Case>],
        failure: &Failure,
        found: &str,
        shrinking: usize,
    ) -> Result<String, String> {
        let input = self.input(cases);
        let mut ours = Vec::new();
        for drawn in cases {
            let answer = self.problem.solve(&drawn.case);
            self.problem
                .write(&answer, &mut ours)
                .expect("writing to memory succeeds");
        }
        let depths: Vec<String> = cases
            .iter()
            .map(|d| match self.levels[d.level] {
                Some(depth) => format!("depth {depth}"),
                None => "uniform".into(),
            })
            .collect();
        let plural = if cases.len() == 1 { "" } else { "s" };
        let run = &failure.run;
        let mut text = format!(
            "{}\nfound in {found}; shrunk in {shrinking} more runs to {} case{plural} ({})\n",
            failure.verdict,
            cases.len(),
            depths.join(", ")
        );
        let ending = match run.ending {
            Ending::Exited(code) => format!("exit status {code}"),
            Ending::Signalled(signal) => format!("signal {signal}{}", signal_name(signal)),
            _ => "killed".into(),
        };
        let _ = write!(
            text,
            "\n--- input ---\n{}--- our answer ---\n{}--- what CMD printed ({ending}, {:.1} ms) ---\n{}",
            String::from_utf8_lossy(&input),
            String::from_utf8_lossy(&ours),
            run.time.as_secs_f64() * 1e3,
            excerpt(&run.stdout)
        );
        if !run.stderr.is_empty() {
            let _ = write!(text, "--- on standard error ---\n{}", excerpt(&run.stderr));
        }
        let _ = writeln!(text, "--- verdict ---\n{}", failure.verdict);
        if let Some(dir) = &self.options.save {
            let saved = save(dir, &input, &ours)
                .map_err(|error| format!("cannot save the case in {}: {error}", dir.display()))?;
            let _ = writeln!(
                text,
                "\nsaved as {0}.in and {0}.out; `oj t -c CMD -d {1}` runs it again",
                saved.display(),
                dir.display()
            );
        }
        Ok(text)
    }
}

/// An error if the first run shows that the command cannot be found or run at all.
fn not_found(command: &str, run: &exec::Run) -> Result<(), String> {
    match run.ending {
        Ending::Exited(126 | 127) => {
            let said = String::from_utf8_lossy(&run.stderr);
            let said = said.lines().next().unwrap_or("").trim();
            Err(format!("cannot run `{command}`: {said}"))
        }
        _ => Ok(()),
    }
}

/// ` (SIGSEGV)` for the signals solutions die of most.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        13 => " (SIGPIPE)",
        24 => " (SIGXCPU)",
        _ => "",
    }
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
/// do not exist yet; the path without the extension.
fn save(dir: &Path, input: &[u8], answer: &[u8]) -> io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let stem = (1..)
        .map(|k| dir.join(format!("stress-{k}")))
        .find(|stem| !stem.with_extension("in").exists() && !stem.with_extension("out").exists())
        .expect("a free number");
    std::fs::write(stem.with_extension("in"), input)?;
    std::fs::write(stem.with_extension("out"), answer)?;
    Ok(stem)
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

    #[test]
    fn saved_cases_take_the_first_free_number() {
        let dir = std::env::temp_dir().join(format!("puzzle-search-save-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        assert_eq!(save(&dir, b"in", b"out").unwrap(), dir.join("stress-1"));
        assert_eq!(save(&dir, b"in2", b"out2").unwrap(), dir.join("stress-2"));
        assert_eq!(std::fs::read(dir.join("stress-2.in")).unwrap(), b"in2");
        assert_eq!(std::fs::read(dir.join("stress-1.out")).unwrap(), b"out");
        std::fs::remove_dir_all(dir).ok();
    }
}
