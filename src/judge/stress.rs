//! `--stress CMD`: finds the simplest input on which a solution fails.
//!
//! 1. Draws cases from the seeded generator as runs need them, from easy to hard: the depths
//!    from 0 up to the most any case needs, then uniform cases (or all of one depth with
//!    `--depth`); or, with `--input FILE`, takes the cases of a judge input, after one run of
//!    the whole file.
//! 2. Runs CMD on one case a run and, after every [`GROUP`] of those, on the same cases together
//!    with the first of them again: a solution that keeps state from one case to the next fails
//!    only there, and a repeated case is the surest way to show it. Runs go `--jobs` at once and
//!    are judged in order, as `--check` judges, so the first failure is the same for any J.
//! 3. Measures time as CPU time (the runner, `exec`): the time verdicts do not depend on how busy the
//!    machine is. A run past the time limit is run again alone before the verdict stands.
//! 4. Shrinks the failing input: cuts it after the case the verdict names and drops cases while
//!    it still fails the same way; then swaps each case for shallower ones — the cases along our
//!    own solution of it, and fresh ones of every shallower depth — and, where several cases
//!    fail together, tries shallow cases repeated. Candidates go a hundred to a run where the
//!    failure is not a time limit, and a failing run is cut down to the case that fails.
//!    Where an input holds one case ([`Problem::SINGLE`]), every run is of one case.
//! 5. Reports the kind of failure, the input exactly, our answer, what CMD printed and the
//!    verdict, then, with `--save DIR`, writes the input and our answer as online-judge-tools
//!    lays out tests, with the `oj` command that replays them.

use super::check::{judge, output_limit, Judged};
use super::cli::Depth;
use super::exec::{shell_message, Ending, Limits, Reaper, Run};
use super::input::show_path;
use super::{report, status, Input, Problem, Sampler};
use crate::parallel;
use crate::rng::Rng;
use std::collections::VecDeque;
use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// `--cases` without a value.
pub const DEFAULT_CASES: u64 = 1000;

/// `--time-limit` without a value: CPU seconds.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// The cases of one run of several, besides the repeated one.
pub const GROUP: usize = 10;

/// The most candidates shrinking puts in one run.
const BATCH: usize = 100;

/// How many runs of candidates of each shallower depth shrinking tries, at most: the few
/// failing cases of a depth are found among its many passing ones.
const FRESH_RUNS: usize = 4;

/// How many candidates of each shallower depth shrinking tries one at a time, where the failure
/// is a time limit and candidates cannot share a run.
const TRIES: usize = 8;

/// How often a progress line is written when standard error is not a terminal.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// What `--stress` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The solution's command line, run with `sh -c`.
    pub command: String,
    pub cases: u64,
    pub seed: u64,
    pub depth: Option<Depth>,
    /// The most CPU time a run may use.
    pub time_limit: Duration,
    /// The most wall time a run may take; `None` for the default, a multiple of the time limit.
    pub wall_limit: Option<Duration>,
    /// Runs at once; 0 for the number of cores.
    pub jobs: usize,
    pub optimal: bool,
    pub save: Option<PathBuf>,
    /// A judge input whose cases are stressed instead of drawn ones.
    pub input: Option<PathBuf>,
    /// The command line of `--check` that judges as this stress test does: the program and its
    /// arguments.
    pub checker: Vec<String>,
}

impl Options {
    /// The wall-time limit: as given, else five times the time limit and a second.
    pub fn wall_limit(&self) -> Duration {
        self.wall_limit
            .unwrap_or(self.time_limit * 5 + Duration::from_secs(1))
    }
}

/// How a run can fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    WrongAnswer,
    MalformedOutput,
    RuntimeError,
    TimeLimit,
    WallLimit,
    OutputLimit,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::WrongAnswer => "wrong answer",
            Kind::MalformedOutput => "malformed output",
            Kind::RuntimeError => "runtime error",
            Kind::TimeLimit => "time limit exceeded",
            Kind::WallLimit => "wall time limit exceeded",
            Kind::OutputLimit => "output limit exceeded",
        }
    }

    /// Whether the failure is about time, which another run may not repeat.
    fn is_time(self) -> bool {
        matches!(self, Kind::TimeLimit | Kind::WallLimit)
    }
}

/// A failed run: how it failed, the verdict line (which starts with the kind), the case it
/// names, if any, and what the run did.
#[derive(Clone, Debug)]
struct Failure {
    kind: Kind,
    verdict: String,
    case: Option<usize>,
    run: Run,
    /// Whether a second run alone showed the same failure (for time verdicts).
    confirmed: bool,
}

/// Where a case came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    /// Drawn or found at exactly this many moves from the goal.
    Depth(u32),
    Uniform,
    /// From the `--input` file.
    Given,
}

impl Origin {
    /// For comparing how shallow cases are: unknown depths are the deepest.
    fn key(self) -> u64 {
        match self {
            Origin::Depth(d) => d.into(),
            Origin::Uniform | Origin::Given => u64::from(u32::MAX),
        }
    }

    fn describe(self) -> String {
        match self {
            Origin::Depth(d) => format!("depth {d}"),
            Origin::Uniform => "uniform".into(),
            Origin::Given => "from the input".into(),
        }
    }
}

/// A case and where it came from.
#[derive(Clone, Debug)]
struct Drawn<C> {
    case: C,
    origin: Origin,
}

/// How shallow an input is: fewer cases first, then shallower ones.
fn size<C>(cases: &[Drawn<C>]) -> (usize, u64) {
    (cases.len(), cases.iter().map(|d| d.origin.key()).sum())
}

/// What kind of run it is, for the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Single,
    Group,
    WholeInput,
}

/// A run as it is handed out: its cases, their judge input, and its kind.
struct Planned<C> {
    cases: Vec<Drawn<C>>,
    input: Vec<u8>,
    shape: Shape,
}

/// What stops the runs: a failure (with the run it happened in and its number), or a
/// command that cannot run at all.
enum Halt<C> {
    Failed(Box<(Planned<C>, Failure, usize)>),
    CannotRun(String),
}

/// Counters that the progress line reads from another thread.
#[derive(Debug, Default)]
struct Counters {
    judged: AtomicUsize,
    /// The slowest run's CPU time, in microseconds.
    slowest: AtomicU64,
    /// Shrinking runs so far, and whether shrinking has begun.
    shrinking: AtomicUsize,
    failed: AtomicBool,
}

/// Runs the stress test: exit status 0 if every case passed, 1 if a failure was found, 3 if
/// the test could not run.
pub fn run<P: Problem>(problem: P, options: &Options) -> ExitCode {
    let reaper = Reaper::new();
    let counters = Counters::default();
    let (stop, stopped) = mpsc::channel::<()>();
    let result = std::thread::scope(|scope| {
        if !io::stderr().is_terminal() {
            let (counters, total) = (&counters, options.cases);
            let given = options.input.is_some();
            scope.spawn(move || progress(counters, total, given, &stopped));
        }
        let result = Stress::new(problem, options, &reaper, &counters).and_then(|mut s| s.search());
        drop(stop);
        result
    });
    status("");
    match result {
        Ok(Outcome::Passed(summary)) => print(&summary, 0),
        Ok(Outcome::Failed { report, save }) => {
            print(&report, 1);
            if let Some(save) = save {
                let _ = io::stdout().lock().write_all(save.as_bytes());
            }
            ExitCode::from(1)
        }
        Err(message) => cannot_run(&message),
    }
}

/// Writes a progress line every [`PROGRESS_EVERY`] until `stop` is dropped, the first after
/// that long: a quick run prints none.
fn progress(counters: &Counters, total: u64, given: bool, stop: &mpsc::Receiver<()>) {
    while stop.recv_timeout(PROGRESS_EVERY) == Err(mpsc::RecvTimeoutError::Timeout) {
        let slowest = counters.slowest.load(Ordering::Relaxed) as f64 / 1e6;
        let judged = counters.judged.load(Ordering::Relaxed);
        let line = if counters.failed.load(Ordering::Relaxed) {
            let runs = counters.shrinking.load(Ordering::Relaxed);
            format!("stress: 1 failure, shrinking it: {runs} runs so far")
        } else if given {
            format!("stress: {judged} cases, 0 failures, slowest {slowest:.2} s")
        } else {
            format!("stress: {judged}/{total} cases, 0 failures, slowest {slowest:.2} s")
        };
        report(line);
    }
}

fn cannot_run(message: &str) -> ExitCode {
    report(format_args!("error: {message}"));
    ExitCode::from(3)
}

/// Prints `text` on standard output and returns `status`.
fn print(text: &str, status: u8) -> ExitCode {
    let _ = io::stdout().lock().write_all(text.as_bytes());
    ExitCode::from(status)
}

enum Outcome {
    Passed(String),
    /// The report, and then what saving it said.
    Failed {
        report: String,
        save: Option<String>,
    },
}

struct Stress<'o, P: Problem> {
    problem: P,
    options: &'o Options,
    reaper: &'o Reaper,
    counters: &'o Counters,
    levels: Vec<Option<u32>>,
    samplers: Vec<Sampler<P::Case>>,
    limits: Limits,
    jobs: usize,
    /// The cases still to come from the `--input` file, and whether its whole run was made.
    given: Option<VecDeque<P::Case>>,
    whole_given: bool,
    /// The generator of drawn cases, and how many were drawn.
    rng: Rng,
    drawn: usize,
    /// Runs ready to hand out, and those handed out but not judged yet, in order, to hand out
    /// again if a time verdict was not confirmed.
    ready: VecDeque<(Vec<Drawn<P::Case>>, Shape)>,
    sent: VecDeque<(Vec<Drawn<P::Case>>, Shape)>,
    /// Runs judged, of each shape, and cases judged in runs of one.
    runs: usize,
    singles: usize,
    groups: usize,
    judged: usize,
    /// The slowest run's CPU time, and that of the slowest run of one case.
    slowest: Duration,
    slowest_single: Duration,
    /// Time verdicts that a run alone did not confirm.
    unconfirmed: usize,
    start: Instant,
}

impl<'o, P: Problem> Stress<'o, P> {
    fn new(
        mut problem: P,
        options: &'o Options,
        reaper: &'o Reaper,
        counters: &'o Counters,
    ) -> Result<Self, String> {
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
        let given = match &options.input {
            Some(path) => Some(read_cases(&mut problem, path)?),
            None => None,
        };
        let cores = parallel::cores();
        let jobs = match options.jobs {
            0 => cores,
            jobs if jobs > cores => {
                report(format_args!(
                    "note: --jobs {jobs} is more than the {cores} cores here: {cores} runs go \
                     at once"
                ));
                cores
            }
            jobs => jobs,
        };
        if options.optimal && !problem.optimal_matters() {
            report(format_args!(
                "note: --optimal changes nothing for {}: every right answer is a shortest one",
                P::NAME
            ));
        }
        let most_cases = match &given {
            Some(cases) => cases.len().max(GROUP + 1),
            None => GROUP + 1,
        };
        Ok(Self {
            problem,
            options,
            reaper,
            counters,
            levels,
            samplers,
            limits: Limits {
                cpu: options.time_limit,
                wall: options.wall_limit(),
                output: output_limit(most_cases.max(BATCH)),
            },
            jobs,
            given,
            whole_given: false,
            rng: Rng::new(options.seed),
            drawn: 0,
            ready: VecDeque::new(),
            sent: VecDeque::new(),
            runs: 0,
            singles: 0,
            groups: 0,
            judged: 0,
            slowest: Duration::ZERO,
            slowest_single: Duration::ZERO,
            unconfirmed: 0,
            start,
        })
    }

    /// The whole test: run until a confirmed failure or the end of the cases, and shrink what
    /// fails.
    fn search(&mut self) -> Result<Outcome, String> {
        let (reaper, command, limits) = (self.reaper, self.options.command.clone(), self.limits);
        let jobs = self.jobs;
        loop {
            let halted = parallel::in_order(
                self,
                Self::next_run,
                vec![(); jobs],
                |(), planned: &Planned<P::Case>, cancel| {
                    reaper.run(&command, &planned.input, limits, cancel)
                },
                Self::take,
            );
            let (planned, mut failure, number) = match halted {
                Ok(()) => return Ok(Outcome::Passed(self.summary())),
                Err(Halt::CannotRun(message)) => return Err(message),
                Err(Halt::Failed(failed)) => *failed,
            };
            if failure.kind.is_time() {
                match self.confirm(&planned.cases, &mut failure) {
                    true => {}
                    false => {
                        // Not a failure after all: the runs after it go again, in order.
                        self.unconfirmed += 1;
                        self.ready = self.sent.drain(..).chain(self.ready.drain(..)).collect();
                        continue;
                    }
                }
            }
            self.counters.failed.store(true, Ordering::Relaxed);
            let found = self.found(&planned, number);
            let original = failure.clone();
            let runs_before = self.runs;
            let (mut cases, mut failure) = self.shrink(planned.cases.clone(), failure);
            // A time verdict stands only if a second run alone shows it too.
            if failure.kind.is_time() && !failure.confirmed && !self.confirm(&cases, &mut failure) {
                (cases, failure) = (planned.cases, original);
            }
            let shrinking = self.runs - runs_before;
            let report = self.failed(&cases, &failure, &found, shrinking);
            let save = self.options.save.as_ref().map(|dir| {
                self.save(dir, &cases, &failure).unwrap_or_else(|error| {
                    format!("\ncannot save the case in {}: {error}\n", show_path(dir))
                })
            });
            return Ok(Outcome::Failed { report, save });
        }
    }

    /// The next run to hand out, drawing cases for it if need be.
    fn next_run(&mut self) -> Option<Planned<P::Case>> {
        if self.ready.is_empty() {
            self.plan_more();
        }
        let (cases, shape) = self.ready.pop_front()?;
        self.sent.push_back((cases.clone(), shape));
        let input = self.input(&cases);
        Some(Planned {
            cases,
            input,
            shape,
        })
    }

    /// Plans the next runs: [`GROUP`] cases one a run, then all of them and the first again.
    fn plan_more(&mut self) {
        let mut block = Vec::new();
        if let Some(given) = &mut self.given {
            if !self.whole_given {
                self.whole_given = true;
                let all = given.iter().map(|case| Drawn {
                    case: case.clone(),
                    origin: Origin::Given,
                });
                self.ready.push_back((all.collect(), Shape::WholeInput));
            }
            block.extend(given.drain(..GROUP.min(given.len())).map(|case| Drawn {
                case,
                origin: Origin::Given,
            }));
        } else {
            let n = usize::try_from(self.options.cases).unwrap_or(usize::MAX);
            while block.len() < GROUP && self.drawn < n {
                let level = (self.drawn as u128 * self.levels.len() as u128 / n as u128) as usize;
                status(format_args!("drawing cases: {} of {n}", self.drawn));
                block.push(self.draw(level));
                self.drawn += 1;
            }
        }
        let Some(first) = block.first().cloned() else {
            return;
        };
        for drawn in &block {
            self.ready.push_back((vec![drawn.clone()], Shape::Single));
        }
        if !P::SINGLE {
            block.push(first);
            self.ready.push_back((block, Shape::Group));
        }
    }

    /// A case drawn at level `level`.
    fn draw(&mut self, level: usize) -> Drawn<P::Case> {
        let case = (self.samplers[level])(&mut self.rng);
        let origin = match self.levels[level] {
            Some(depth) => Origin::Depth(depth),
            None => Origin::Uniform,
        };
        Drawn { case, origin }
    }

    /// Judges one run: on to the next if it passed, a halt if it failed.
    fn take(
        &mut self,
        number: usize,
        planned: Planned<P::Case>,
        run: io::Result<Run>,
    ) -> Result<(), Halt<P::Case>> {
        self.sent.pop_front();
        let run = run.map_err(|error| Halt::CannotRun(format!("cannot start sh: {error}")))?;
        if self.runs == 0 {
            not_found(&self.options.command, &run).map_err(Halt::CannotRun)?;
        }
        self.note_run(&run, planned.cases.len());
        if let Some(failure) = self.judge(&planned.cases, run) {
            return Err(Halt::Failed(Box::new((planned, failure, number + 1))));
        }
        match planned.shape {
            Shape::Single => {
                self.singles += 1;
                self.judged += 1;
                self.counters.judged.store(self.judged, Ordering::Relaxed);
            }
            Shape::Group => self.groups += 1,
            Shape::WholeInput => {}
        }
        let seconds = self.start.elapsed().as_secs_f64();
        status(format_args!(
            "{} cases judged, {:.0} a second, slowest run {:.2} s, {seconds:.1} s",
            self.judged,
            self.judged as f64 / seconds,
            self.slowest.as_secs_f64()
        ));
        Ok(())
    }

    /// Counts a run of `cases` cases and its time.
    fn note_run(&mut self, run: &Run, cases: usize) {
        self.runs += 1;
        self.slowest = self.slowest.max(run.cpu);
        if cases == 1 {
            self.slowest_single = self.slowest_single.max(run.cpu);
        }
        let micros = u64::try_from(self.slowest.as_micros()).unwrap_or(u64::MAX);
        self.counters.slowest.store(micros, Ordering::Relaxed);
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

    /// How `run`, on `cases`, failed; `None` if it passed.
    fn judge(&mut self, cases: &[Drawn<P::Case>], run: Run) -> Option<Failure> {
        let seconds = |d: Duration| d.as_secs_f64();
        let (kind, verdict) = match run.ending {
            Ending::Exited(0) => {
                let cases = cases.iter().map(|d| &d.case);
                let judged = judge(&mut self.problem, cases, &run.stdout, self.options.optimal);
                let kind = match judged.status {
                    Judged::ACCEPTED => return None,
                    Judged::WRONG => Kind::WrongAnswer,
                    _ => Kind::MalformedOutput,
                };
                let (verdict, case) = (judged.verdict, judged.case);
                return Some(Failure {
                    kind,
                    verdict,
                    case,
                    run,
                    confirmed: false,
                });
            }
            Ending::Exited(code) => (Kind::RuntimeError, format!("exit status {code}")),
            Ending::Signalled(signal) => (
                Kind::RuntimeError,
                format!("killed by signal {signal}{}", signal_name(signal)),
            ),
            Ending::TimeLimit => (
                Kind::TimeLimit,
                format!(
                    "killed after {:.3} s of CPU time, past the limit of {} s",
                    seconds(run.cpu),
                    seconds(self.limits.cpu)
                ),
            ),
            Ending::WallLimit => (
                Kind::WallLimit,
                format!(
                    "killed after {} s of wall time, having used {:.2} s of CPU time: it \
                     sleeps or waits",
                    seconds(self.limits.wall),
                    seconds(run.cpu)
                ),
            ),
            Ending::OutputLimit => (
                Kind::OutputLimit,
                format!("killed after {} bytes of output", self.limits.output),
            ),
            Ending::Cancelled => unreachable!("only runs after a failure are cancelled"),
        };
        let verdict = format!("{}: {verdict}", kind.name());
        Some(Failure {
            kind,
            verdict,
            case: None,
            run,
            confirmed: false,
        })
    }

    /// Runs `cases` alone, nothing else running: how it failed, or `None` if it passed.
    fn try_run(&mut self, cases: &[Drawn<P::Case>]) -> Option<Failure> {
        let input = self.input(cases);
        let run = self
            .reaper
            .run(
                &self.options.command,
                &input,
                self.limits,
                &AtomicBool::new(false),
            )
            .ok()?;
        self.note_run(&run, cases.len());
        self.judge(cases, run)
    }

    /// Runs `cases` alone: the failure if it fails as `kind` does.
    fn fails(&mut self, cases: &[Drawn<P::Case>], kind: Kind) -> Option<Failure> {
        let shrinking = self.counters.shrinking.fetch_add(1, Ordering::Relaxed) + 1;
        status(format_args!(
            "shrinking the failing input: {shrinking} runs"
        ));
        self.try_run(cases).filter(|failure| failure.kind == kind)
    }

    /// Runs a case that failed a time limit once more, alone: whether it fails the same way
    /// again. The verdict then tells the time of both runs.
    fn confirm(&mut self, cases: &[Drawn<P::Case>], failure: &mut Failure) -> bool {
        let Some(again) = self.try_run(cases).filter(|f| f.kind == failure.kind) else {
            return false;
        };
        let _ = write!(
            failure.verdict,
            "; run again alone: {:.3} s of CPU time, {:.3} s of wall time",
            again.run.cpu.as_secs_f64(),
            again.run.wall.as_secs_f64()
        );
        failure.confirmed = true;
        true
    }

    /// The fewest cases, then the shallowest, that still fail as `failure` does.
    fn shrink(
        &mut self,
        cases: Vec<Drawn<P::Case>>,
        failure: Failure,
    ) -> (Vec<Drawn<P::Case>>, Failure) {
        let mut best = self.reduce(cases, failure);
        let mut rng = Rng::new(!self.options.seed);
        for i in 0.. {
            let Some(drawn) = best.0.get(i).cloned() else {
                break;
            };
            // The cases along our solution, nearest the goal first.
            let mut along: Vec<Drawn<P::Case>> = self
                .problem
                .path(&drawn.case)
                .into_iter()
                .filter(|&(_, depth)| u64::from(depth) < drawn.origin.key())
                .map(|(case, depth)| Drawn {
                    case,
                    origin: Origin::Depth(depth),
                })
                .collect();
            along.reverse();
            best = self.try_instead(best, i, along);
            // Fresh cases of each shallower depth, shallowest first.
            for level in 0..self.levels.len() {
                let key = best.0[i].origin.key();
                if self.levels[level].is_none_or(|depth| u64::from(depth) >= key) {
                    continue;
                }
                let (runs, count) = match best.1.kind.is_time() || P::SINGLE {
                    true => (1, TRIES),
                    false => (FRESH_RUNS, self.batch(&best)),
                };
                let before = size(&best.0);
                for _ in 0..runs {
                    let fresh: Vec<_> = (0..count)
                        .map(|_| self.draw_with(level, &mut rng))
                        .collect();
                    best = self.try_instead(best, i, fresh);
                    if size(&best.0) < before {
                        break;
                    }
                }
                if size(&best.0) < before {
                    break;
                }
            }
        }
        // Cases that fail only together: the same shallow case twice is the simplest such input.
        if best.0.len() > 1 {
            for level in 0..self.levels.len() {
                let deepest = best.0.iter().map(|d| d.origin.key()).max().unwrap_or(0);
                if self.levels[level].is_none_or(|depth| u64::from(depth) > deepest) {
                    break;
                }
                let pairs = if best.1.kind.is_time() { 1 } else { BATCH / 2 };
                let twice: Vec<_> = (0..pairs)
                    .flat_map(|_| {
                        let drawn = self.draw_with(level, &mut rng);
                        [drawn.clone(), drawn]
                    })
                    .collect();
                if let Some(failure) = self.fails(&twice, best.1.kind) {
                    let smaller = self.reduce(twice, failure);
                    if size(&smaller.0) < size(&best.0) {
                        best = smaller;
                        break;
                    }
                }
            }
        }
        best
    }

    /// A case drawn at level `level` with `rng`.
    fn draw_with(&mut self, level: usize, rng: &mut Rng) -> Drawn<P::Case> {
        std::mem::swap(&mut self.rng, rng);
        let drawn = self.draw(level);
        std::mem::swap(&mut self.rng, rng);
        drawn
    }

    /// How many candidates fit in one run, judging by the time the failing run took a case: as
    /// many as keep a run well inside the time limit, at most [`BATCH`]; one where an input
    /// holds one case ([`Problem::SINGLE`]).
    fn batch(&self, best: &(Vec<Drawn<P::Case>>, Failure)) -> usize {
        if P::SINGLE {
            return 1;
        }
        let per_case = best.1.run.cpu.as_secs_f64() / best.0.len() as f64;
        let room = (self.limits.cpu.as_secs_f64() / 4.0 / per_case.max(1e-9)) as usize;
        room.clamp(1, BATCH)
    }

    /// `best` with its case `i` swapped for `candidates`, if some do so and still fail the
    /// same way with fewer or shallower cases. Candidates go many to a run, shallowest first,
    /// as many as keep the run well inside the time limit; where the failure is a time limit,
    /// one at a time.
    fn try_instead(
        &mut self,
        best: (Vec<Drawn<P::Case>>, Failure),
        i: usize,
        candidates: Vec<Drawn<P::Case>>,
    ) -> (Vec<Drawn<P::Case>>, Failure) {
        let kind = best.1.kind;
        let batch = match kind.is_time() {
            true => 1,
            false => self.batch(&best),
        };
        for chunk in candidates.chunks(batch) {
            let mut trial = best.0[..i].to_vec();
            trial.extend_from_slice(chunk);
            trial.extend_from_slice(&best.0[i + 1..]);
            if let Some(failure) = self.fails(&trial, kind) {
                let smaller = self.reduce(trial, failure);
                if size(&smaller.0) < size(&best.0) {
                    return smaller;
                }
            }
        }
        best
    }

    /// Fewer cases that fail as `failure` does: cut after the case the verdict names (the cases
    /// after it play no part, unless the solution reads ahead, which the run then shows), then
    /// drop runs of cases, halves first, while it still fails.
    fn reduce(
        &mut self,
        mut cases: Vec<Drawn<P::Case>>,
        mut failure: Failure,
    ) -> (Vec<Drawn<P::Case>>, Failure) {
        let kind = failure.kind;
        if let Some(named) = failure.case.filter(|&k| k + 1 < cases.len()) {
            if let Some(cut) = self.fails(&cases[..=named], kind) {
                cases.truncate(named + 1);
                failure = cut;
            }
        }
        let mut chunk = cases.len() / 2;
        while chunk >= 1 {
            let mut at = 0;
            while at < cases.len() && cases.len() > chunk {
                let end = (at + chunk).min(cases.len());
                let mut fewer = cases[..at].to_vec();
                fewer.extend_from_slice(&cases[end..]);
                match self.fails(&fewer, kind) {
                    Some(shorter) => (cases, failure) = (fewer, shorter),
                    None => at += chunk,
                }
            }
            chunk /= 2;
        }
        (cases, failure)
    }

    /// Where the failure was found, for the report.
    fn found(&self, planned: &Planned<P::Case>, number: usize) -> String {
        let what = match planned.shape {
            Shape::Single => "of one case".to_string(),
            Shape::Group => format!(
                "of {} cases, the first of them twice",
                planned.cases.len() - 1
            ),
            Shape::WholeInput => "of the whole input file".to_string(),
        };
        format!("run {number}, {what}, after {} runs passed", number - 1)
    }

    /// The report of a failure.
    fn failed(
        &mut self,
        cases: &[Drawn<P::Case>],
        failure: &Failure,
        found: &str,
        shrinking: usize,
    ) -> String {
        let input = self.input(cases);
        let ours = self.ours(cases);
        let depths: Vec<String> = cases.iter().map(|d| d.origin.describe()).collect();
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
            "\n--- input ---\n{}--- our answer ---\n{}--- what CMD printed ({ending}, {:.3} s of \
             CPU time) ---\n{}",
            String::from_utf8_lossy(&input),
            String::from_utf8_lossy(&ours),
            run.cpu.as_secs_f64(),
            excerpt(&run.stdout)
        );
        if !run.stderr.is_empty() {
            let _ = write!(text, "--- on standard error ---\n{}", excerpt(&run.stderr));
        }
        let _ = writeln!(text, "--- verdict ---\n{}", failure.verdict);
        text
    }

    /// Our answers to `cases`.
    fn ours(&mut self, cases: &[Drawn<P::Case>]) -> Vec<u8> {
        let mut ours = Vec::new();
        for (i, drawn) in cases.iter().enumerate() {
            let answer = self.problem.solve(&drawn.case);
            self.problem
                .write(i + 1, &answer, &mut ours)
                .expect("writing to memory succeeds");
        }
        ours
    }

    /// Saves the failing input and our answer in `dir`; what to tell the user.
    fn save(
        &mut self,
        dir: &Path,
        cases: &[Drawn<P::Case>],
        failure: &Failure,
    ) -> io::Result<String> {
        let (input, ours) = (self.input(cases), self.ours(cases));
        let (stem, new) = save(dir, &input, &ours)?;
        let mut replay = vec![
            "oj".to_string(),
            "t".into(),
            "-c".into(),
            self.options.command.clone(),
            "-d".into(),
            dir.to_string_lossy().into_owned(),
        ];
        if P::SPECIAL || self.options.optimal {
            replay.push("--judge-command".into());
            replay.push(shell_words(&self.options.checker));
        }
        if failure.kind.is_time() {
            replay.push("--tle".into());
            let limit = match failure.kind {
                Kind::TimeLimit => self.limits.cpu,
                _ => self.limits.wall,
            };
            replay.push(format!("{}", limit.as_secs_f64()));
        }
        let done = if new { "saved as" } else { "already saved as" };
        Ok(format!(
            "\n{done} {0}.in and {0}.out; online-judge-tools runs it again:\n  {1}\n",
            show_path(&stem),
            shell_words(&replay)
        ))
    }

    /// The line that says all passed, and what that covered.
    fn summary(&self) -> String {
        let seconds = self.start.elapsed().as_secs_f64();
        let covered = match (&self.options.input, self.levels.as_slice()) {
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
        let limit = self.limits.cpu.as_secs_f64();
        let slowest = self.slowest.as_secs_f64();
        let margin = match slowest > 0.0 {
            true => format!(", {:.0}× under the limit", limit / slowest),
            false => String::new(),
        };
        let mut text =
            format!(
            "passed: {} cases ({covered}) in {} runs: {} of one case, {} of up to {GROUP} and a \
             repeat{}\n",
            self.judged,
            self.runs,
            self.singles,
            self.groups,
            if self.whole_given { ", 1 of the whole input" } else { "" }
        );
        let _ = writeln!(
            text,
            "time limit {limit} s of CPU time (wall {} s); slowest run {slowest:.3} s{margin}; \
             slowest run of one case {:.3} s",
            self.limits.wall.as_secs_f64(),
            self.slowest_single.as_secs_f64()
        );
        if self.unconfirmed > 0 {
            let _ = writeln!(
                text,
                "{} time limits were not confirmed by a second run alone, and did not count",
                self.unconfirmed
            );
        }
        let _ = writeln!(
            text,
            "{seconds:.2} s, {:.0} cases a second, seed {}",
            self.judged as f64 / seconds,
            self.options.seed
        );
        text
    }
}

/// The cases of the judge input at `path`.
fn read_cases<P: Problem>(problem: &mut P, path: &Path) -> Result<VecDeque<P::Case>, String> {
    let text = fs::read(path).map_err(|e| format!("cannot read {}: {e}", show_path(path)))?;
    let mut input = Input::new(&text);
    let mut cases = VecDeque::new();
    loop {
        match problem.read(&mut input) {
            Ok(Some(case)) => cases.push_back(case),
            Ok(None) if cases.is_empty() => {
                return Err(format!("{} holds no {}", show_path(path), P::CASE))
            }
            Ok(None) => return Ok(cases),
            Err(message) => {
                return Err(format!(
                    "{}: {} {}: {message}",
                    show_path(path),
                    P::CASE,
                    cases.len() + 1
                ))
            }
        }
    }
}

/// An error if the first run shows that the command cannot be found or run at all.
fn not_found(command: &str, run: &Run) -> Result<(), String> {
    match run.ending {
        Ending::Exited(126 | 127) => Err(format!(
            "cannot run `{command}`: {}",
            shell_message(&run.stderr)
        )),
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

/// `words` as one POSIX shell command line: each word as it is if it is plain, else in single
/// quotes.
fn shell_words(words: &[String]) -> String {
    let quote = |word: &String| {
        let plain = !word.is_empty()
            && word
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-./:=,+@%".contains(c));
        match plain {
            true => word.clone(),
            false => format!("'{}'", word.replace('\'', r"'\''")),
        }
    };
    words.iter().map(quote).collect::<Vec<_>>().join(" ")
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
    fn shell_words_are_quoted_only_where_needed() {
        let words = ["oj", "t", "-c", "python3 'a b'.py", "-d", "dir/x"].map(String::from);
        assert_eq!(
            shell_words(&words),
            r"oj t -c 'python3 '\''a b'\''.py' -d dir/x"
        );
        assert_eq!(shell_words(&[String::new()]), "''");
    }
}
