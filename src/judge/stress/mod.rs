//! `--stress CMD`: finds the simplest input on which a solution fails.
//!
//! 1. Draws cases from the seeded generator as runs need them, from easy to hard: the depths
//!    from 0 up to the most any case needs, then uniform cases (or all of one depth with
//!    `--depth`); or, with `--input FILE`, takes the cases of a judge input, after one run of
//!    the whole file (`plan.rs`).
//! 2. Runs CMD on one case a run and, after every [`GROUP`] of those, on the same cases together
//!    with the first of them again: a solution that keeps state from one case to the next fails
//!    only there, and a repeated case is the surest way to show it. Runs go `--jobs` at once and
//!    are judged in order, as `--check` judges, so the first failure is the same for any J
//!    (`run.rs`).
//! 3. Measures time as CPU time (the runner, [`exec`](crate::judge::exec)): the time verdicts do
//!    not depend on how busy the machine is. A run past the time limit is run again alone
//!    before the verdict stands.
//! 4. Shrinks the failing input to the fewest, then the shallowest, cases that fail the same way
//!    (`shrink.rs`).
//! 5. Reports the kind of failure, the input exactly, our answer, what CMD printed and the
//!    verdict, then, with `--save DIR`, writes the input and our answer as online-judge-tools
//!    lays out tests, with the `oj` command that replays them (`report.rs`).
//!
//! # Performance
//!
//! A run of one case costs about what starting a process costs: on two cores, 1,000 cases (1,100
//! runs) take under a second (`cargo bench --bench stress`). `/proc` is read once a run's output
//! closes, and the number of cores is asked once.

mod options;
mod plan;
mod progress;
mod report;
mod run;
mod shrink;

pub use options::{Options, DEFAULT_CASES, DEFAULT_TIME_LIMIT};
pub use plan::GROUP;

use crate::judge::exec::{Limits, Reaper};
use crate::judge::input::show_path;
use crate::judge::judging::output_limit;
use crate::judge::messages::{report as say, status};
use crate::judge::problem::Problem;
use crate::judge::signals;
use crate::parallel;
use plan::Plan;
use progress::Counters;
use run::{Halt, Planned, Runner};
use shrink::{Budget, Ended, Shrink};
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Runs the stress test: exit status 0 if every case passed, 1 if a failure was found, 3 if
/// the test could not run.
pub fn run<P: Problem>(problem: P, options: &Options) -> ExitCode {
    let reaper = Reaper::adopting();
    let counters = Counters::default();
    let (stop, stopped) = mpsc::channel::<()>();
    let result = std::thread::scope(|scope| {
        if !io::stderr().is_terminal() {
            let (counters, total) = (&counters, options.cases);
            let given = options.input.is_some();
            // Without a thread for it, the test runs unseen.
            let show = move || progress::progress(counters, total, given, &stopped);
            let _ = parallel::spawn_scoped(std::thread::Builder::new(), scope, show);
        }
        let result = Stress::new(problem, options, &reaper, &counters).and_then(|mut s| s.search());
        drop(stop);
        result
    });
    status("");
    match result {
        Ok(Outcome::Passed(summary)) => print(&summary, 0),
        Ok(Outcome::Failed {
            report,
            save,
            signal,
        }) => {
            print(&report, 1);
            if let Some(save) = save {
                let _ = io::stdout().lock().write_all(&save);
            }
            if let Some(signal) = signal {
                let _ = io::stdout().lock().flush();
                signals::end_as(signal);
            }
            ExitCode::from(1)
        }
        Err(message) => {
            say(format_args!("error: {message}"));
            ExitCode::from(3)
        }
    }
}

/// Prints `text` on standard output and returns `status`.
fn print(text: &str, status: u8) -> ExitCode {
    let _ = io::stdout().lock().write_all(text.as_bytes());
    ExitCode::from(status)
}

enum Outcome {
    Passed(String),
    /// The report, then what saving it said, and the signal that stopped shrinking, which
    /// then ends the program.
    Failed {
        report: String,
        save: Option<Vec<u8>>,
        signal: Option<i32>,
    },
}

/// A stress test under way: the cases planned, and the runner that runs and judges them.
struct Stress<'o, P: Problem> {
    plan: Plan<P::Case>,
    runner: Runner<'o, P>,
    jobs: usize,
}

impl<'o, P: Problem> Stress<'o, P> {
    fn new(
        mut problem: P,
        options: &'o Options,
        reaper: &'o Reaper,
        counters: &'o Counters,
    ) -> Result<Self, String> {
        let start = Instant::now();
        let plan = Plan::new(&mut problem, options)?;
        let cores = parallel::cores();
        let jobs = match options.jobs {
            0 => cores,
            jobs if jobs > cores => {
                say(format_args!(
                    "note: --jobs {jobs} is more than the {cores} cores here: {cores} runs go \
                     at once"
                ));
                cores
            }
            jobs => jobs,
        };
        if options.optimal && !problem.optimal_matters() {
            say(format_args!(
                "note: --optimal changes nothing for {}: every right answer is a shortest one",
                options.program
            ));
        }
        let most_cases = plan.given().unwrap_or(0).max(GROUP + 1);
        let runner = Runner {
            problem,
            options,
            reaper,
            counters,
            limits: Limits {
                cpu: options.time_limit,
                wall: options.wall_limit(),
                output: output_limit(most_cases.max(shrink::BATCH)),
            },
            runs: 0,
            singles: 0,
            groups: 0,
            judged: 0,
            slowest: Duration::ZERO,
            slowest_single: Duration::ZERO,
            unconfirmed: 0,
            start,
        };
        Ok(Self { plan, runner, jobs })
    }

    /// The whole test: run until a confirmed failure or the end of the cases, and shrink what
    /// fails.
    fn search(&mut self) -> Result<Outcome, String> {
        let options = self.runner.options;
        let (reaper, limits) = (self.runner.reaper, self.runner.limits);
        loop {
            let halted = parallel::in_order(
                self,
                |s| {
                    let (cases, shape) = s.plan.next_run()?;
                    s.runner.show_progress();
                    let input = s.runner.input(&cases);
                    Some(Planned {
                        cases,
                        input,
                        shape,
                    })
                },
                self.jobs,
                |planned: &Planned<P::Case>, cancel| {
                    reaper.run(&options.command, &planned.input, limits, cancel)
                },
                |s, _, planned, run| {
                    let number = s.plan.judged();
                    s.runner.take(number, planned, run)
                },
            );
            let (planned, mut failure, number) = match halted {
                Ok(()) => return Ok(Outcome::Passed(report::summary(&self.runner, &self.plan))),
                Err(Halt::CannotRun(message)) => return Err(message),
                Err(Halt::Failed(failed)) => *failed,
            };
            if failure.kind.is_time() && !self.runner.confirm(&planned.cases, &mut failure) {
                // Not a failure after all: the runs after it go again, in order.
                self.runner.unconfirmed += 1;
                self.plan.again();
                continue;
            }
            let found = report::found(&self.runner, &planned, number);
            let original = failure.clone();
            let finding = self.runner.start.elapsed();
            let budget = Budget {
                time: options
                    .shrink_time
                    .unwrap_or(finding.max(shrink::LEAST_TIME)),
                runs: shrink::RUNS,
            };
            let shrink = Shrink::new(&mut self.runner, budget);
            let mut shrunk = shrink.shrink(&self.plan, planned.cases.clone(), failure);
            // A time verdict stands only if a second run alone shows it too.
            if shrunk.failure.kind.is_time()
                && !shrunk.failure.confirmed
                && !self.runner.confirm(&shrunk.cases, &mut shrunk.failure)
            {
                (shrunk.cases, shrunk.failure) = (planned.cases, original);
                shrunk.passed.clear();
            }
            let signal = match shrunk.ended {
                Ended::Signal(signal) => Some(signal),
                _ => None,
            };
            let report = report::failed(&mut self.runner, &shrunk, &found, budget);
            let (cases, failure) = (&shrunk.cases, &shrunk.failure);
            let save = options.save.as_ref().map(|dir| {
                report::saved(&mut self.runner, dir, cases, failure).unwrap_or_else(|error| {
                    format!("\ncannot save the case in {}: {error}\n", show_path(dir)).into_bytes()
                })
            });
            return Ok(Outcome::Failed {
                report,
                save,
                signal,
            });
        }
    }
}
