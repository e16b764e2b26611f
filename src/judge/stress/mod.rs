//! `--stress CMD`: finds the simplest input on which a solution fails.
//!
//! 1. Draws cases from the seeded generator as runs need them: first one of every depth from 0
//!    up to the most any case needs and one uniform, so that a fault only the deepest cases show
//!    is met in the first runs, then the rest from easy to hard, as many of each (or all of one
//!    depth with `--depth`); or, with `--input FILE`, takes the cases of a judge input, after one run of
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
//!
//! # In full
//!
//!
//! Finds the simplest input on which a solution fails, for problems with one right answer and
//! for special judges alike. `CMD` is a shell command line, quoted as one argument (run as `oj`'s
//! `-c` runs it: directly when it is a program given by its path and plain arguments, else with
//! `sh -c`):
//!
//! ```text
//! BIN --stress CMD [--cases N] [--seed S] [--depth D|max] [--input FILE] [--time-limit SECONDS]
//!                  [--wall-limit SECONDS] [--shrink-time SECONDS]
//!                  [--shrink-runs N] [--jobs J] [--optimal] [--save DIR]
//! ```
//!
//! - **The cases.** N cases (default 1,000; `--cases 1/K` as many as rule out a fault that one
//!   case in K shows, 2,995 for 1/1000) from the seeded generator, drawn as the runs need them,
//!   so memory stays small for any N: one of every depth from 0 to the deepest and a uniform one
//!   first, so that a fault only the deepest cases show is found within the first runs, then the
//!   rest from easy to hard (every depth as many, then uniform cases) unless `--depth` fixes the
//!   depth. With `--input FILE`, the cases of a judge
//!   input instead (one that failed on a judge, or a hack): first the whole file in one run, then
//!   its cases as below. CMD is given the file's own bytes, never this program's spelling of its
//!   cases: the whole file as it is, a part as the file's own lines of the cases it keeps
//!   (`given.rs`); only a count the file starts with is written anew for a part of fewer cases,
//!   and the report says so.
//! - **The runs.** CMD runs on one case a run, and after every ten such runs on those ten cases
//!   together with the first of them again: a solution that keeps state from one case to the next
//!   fails only in runs of several cases, and a repeated case is the surest way to show it. Runs
//!   go J at once (default and most: one a core; a larger J is lowered, with a note) and are judged
//!   in order, each as `--check` judges it, so the failure found for a seed is the same for any J,
//!   time limits included, and "found in run N" names the same run.
//! - **What is measured.** The time limit (default 2 s) is CPU time: user and system time of
//!   every process of the run, read from `/proc` (the run's own, its waited-for children's, and
//!   for a run long enough to matter, the rest of its process group's). A busy machine makes runs
//!   slower in wall time, barely in CPU time, so the verdict does not depend on the load. A
//!   time-limit verdict stands only when a second run of the case alone exceeds the limit too, and
//!   the report gives both times. The wall-time limit (`--wall-limit`, default five times the time
//!   limit and a second, never less than the time limit) counts only waiting: wall time in which
//!   none of the run's processes was on a CPU or ready to run on one. Two figures say it and the
//!   lesser counts: the wall time less each thread's time on a CPU and on a run queue
//!   (`/proc/PID/task/TID/schedstat`, summed over the process group as CPU time is), exact while
//!   the run's processes live; and the time between looks at the group, every twentieth of a
//!   second once a quarter of the limit has passed, that both find no thread running, ready to
//!   run or in an uninterruptible wait (`/proc/PID/task/TID/stat`), which stays right for a run
//!   of many short processes, whose waits for a CPU the kernel forgets once they exit. It stops a run that sleeps or waits for
//!   input; a run that other work keeps from the CPUs is not stopped by it, however loaded the
//!   machine. A run that prints far more than any right answer is stopped too.
//! - **Nothing left running.** Every run has its own process group, which is killed when the run
//!   ends, whether it passed or not: background children die with it. A small helper shell kills
//!   the groups still running when the stress test ends in any way, Ctrl-C, SIGTERM or even
//!   SIGKILL (the stress test itself then ends with that signal, status 130 or 143 in a shell);
//!   a command run by `sh` starts only once the helper knows its group. (A stress test started
//!   where SIGINT is ignored, as `cmd &` in a script does, ignores Ctrl-C too; SIGTERM ends it.)
//!   A process that leaves its run's group (`setpgid`, `setsid`) comes back too: the stress test
//!   is the subreaper of all it starts (`PR_SET_CHILD_SUBREAPER`), so such a process, once its
//!   parent is gone, is the stress test's child, and is killed as runs end (they look for such
//!   children at most ten times a second) and when the stress test ends. Only if the stress test itself is killed with SIGKILL can such a
//!   process outlive it; a command run by `sh` also runs under a CPU-time limit of ten times the
//!   time limit (`ulimit -t`), so even then it cannot spin for ever.
//! - **Shrinking** makes the failing input as simple as it can: fewer cases first, then each case
//!   smaller in the problem's own order — a smaller board (POJ 2893's rows and columns), then fewer
//!   moves. A failure is first run once more: one that does not happen again comes and goes, and
//!   is reported as found, not shrunk. A time limit over several cases first tries copies of one
//!   case, since one slow case is the usual cause. Then cases are dropped while the input still
//!   fails the same way (with `--input`, what is left is the file's own cases, in its order), and
//!   each case is swapped for simpler ones: the cases along our own solution of it, then fresh
//!   cases of every smaller size, smallest first, up to a hundred to a run (as many as stay well
//!   inside the time limit), a failing run cut down to the case that fails. A size counts as
//!   passed only once 4,603 cases drawn of it passed (each distinct one run once): a fault that
//!   one case in a thousand of a size shows is then met with probability 0.99, so the case
//!   reported is the smallest that fails with that confidence, and the report lists how many
//!   distinct cases of each smaller size passed. For a time limit, where a run holds one case,
//!   sizes are searched by halving, eight cases a size, and the report says the result is not
//!   proven smallest. Where several cases fail only together, the same simple case twice is
//!   tried.
//! - **Shrinking's budget.** Its runs take at most as much CPU time together as the runs that
//!   found the failure took, and at least 30 s (`--shrink-time SECONDS` sets it), and are at
//!   most 10,000 (`--shrink-runs N` sets it): never wall time, so a seed shrinks alike on a busy
//!   machine and on a quiet one (a slow machine's runs take longer, not more of them), and with
//!   a budget of runs alike on every machine. The report says when the budget
//!   ran out. Off a terminal a line every 10 s says how it goes (`stress: 1 failure, shrinking:
//!   best 1 case, depth 14; trying 2 cases, depth 9; 40 runs`: the simplest failing input so far,
//!   and the one being tried). Ctrl-C or SIGTERM while shrinking stops it: the simplest failing
//!   input found by then is reported (and saved, with `--save`), and the stress test then ends as
//!   that signal ends it.
//! - **The report** shows the verdict, where the failure was found (the run's number over the
//!   whole test, and the cases that passed before it), the shrunk input exactly (each case said as
//!   drawn at a depth, or as case K of the `--input` file), what passed below it, our answer, what
//!   CMD printed and its CPU time. On a terminal, standard error shows the progress;
//!   elsewhere a line every 10 s (`stress: 340/1000 cases, 0 failures, slowest 0.21 s`), none for
//!   a run that ends sooner. When all pass, a summary says what was covered: cases, depths, runs of
//!   each kind, how rare a fault the drawn cases rule out (`no failure in 1000 cases drawn: a
//!   fault that one drawn case in 334 shows, or more often, would have shown with probability
//!   0.95`), the time limit, the slowest run and its margin.
//! - **Saving.** `--save DIR` then writes the input and our answer as `DIR/stress-K.in` and
//!   `.out`, K the first free number, never overwriting a file or following a link, and never
//!   saving the same case twice; the report comes first, so a save that fails costs one line, not
//!   the failure. It prints the `oj` command that replays the saved cases, one line to paste into
//!   `sh` from any folder: it goes to the folder the stress test ran in (so that a relative CMD
//!   means what it meant), then runs `oj t` with the save folder and the checker by absolute paths,
//!   every word quoted for `sh` byte for byte (and for `oj`'s own splitting), CMD that is not plain
//!   words inside `sh -c`, `--judge-command "BIN --check …"` with this binary's own flags
//!   (`--problem`, `--goal`, `--fast`, `--max-length`, …) where the judge is special or `--optimal`
//!   was given, and `--tle` after a failure of time or of output (oj's limit is wall time). A test
//!   runs the printed commands with a stand-in `oj` that parses the same flags.
//! - **Exit status:** 0 every case passed, 1 a failure was found, 3 the stress test could not run
//!   (CMD not found, a mistake in the flags) or found a fault of its own: before CMD's answer is
//!   found wrong, ours to the same cases is judged on the input as written, and if it is not
//!   accepted either, that is reported as our fault, never as a verdict against CMD.
//!
//! A real run, on a solution in `tests/programs/` that drops the last move of every answer of 12
//! moves or more:
//!
//! ```console
//! $ cargo build --release --example wrong-eight-puzzle
//! $ target/release/eight-puzzle --stress "target/release/examples/wrong-eight-puzzle short 12" --save failing
//! wrong answer: puzzle 1: the moves end away from the goal
//! found in run 14, of one case, after 13 runs passed (12 cases); shrunk in 21 more runs to 1 case (depth 12)
//! no simpler case fails: of 4603 drawn at each smaller size (enough to meet, with probability 0.99, a fault of one case in a thousand), the distinct ones passed: depth 0: 1, depth 1: 2, depth 2: 4, depth 3: 8, depth 4: 16, depth 5: 20, depth 6: 39, depth 7: 62, depth 8: 116, depth 9: 152, depth 10: 286, depth 11: 396
//!
//! --- input ---
//! 4 3 6 7 2 1 x 5 8
//! --- our answer ---
//! urruldlurddr
//! --- what CMD printed (exit status 0, 0.001 s of CPU time) ---
//! urruldlurdd
//! --- verdict ---
//! wrong answer: puzzle 1: the moves end away from the goal
//!
//! saved as failing/stress-1.in and failing/stress-1.out; online-judge-tools runs it again:
//!   cd /home/me/puzzle-search && oj t -c 'target/release/examples/wrong-eight-puzzle short 12' -d /home/me/puzzle-search/failing --judge-command '/home/me/puzzle-search/target/release/eight-puzzle --check'
//! $ echo $?
//! 1
//! ```
//!
//! `tests/corpus/<binary>/` holds malformed and unusual inputs with the exact output and error line
//! each must give; the tests also cut every sample at every byte, mutate the samples thousands of
//! times (never a panic, never a hang, exit status 0 or 1), close the output pipe early, and close
//! standard error before anything is written to it.

mod given;
mod options;
mod plan;
mod progress;
mod report;
mod run;
mod shrink;

pub use options::{Options, DEFAULT_CASES, DEFAULT_SHRINK_RUNS, DEFAULT_TIME_LIMIT};
pub use plan::GROUP;
pub use report::cases_to_rule_out;

use crate::judge::exec::{Limits, Reaper};
use crate::judge::input::show_path;
use crate::judge::judging::output_limit;
use crate::judge::messages::{output_failed, report as say, status};
use crate::judge::problem::Checkable;
use crate::judge::signals;
use crate::judge::stdout::stdout;
use crate::parallel;
use plan::Plan;
use progress::Tally;
use report::Found;
use run::{Finding, Halt, Planned, Runner};
use shrink::{Budget, Ended, Shrink, Shrunk};
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

/// Runs the stress test: exit status 0 if every case passed, 1 if a failure was found, 3 if
/// the test could not run.
pub fn run<P: Checkable>(problem: P, options: &Options) -> ExitCode {
    let reaper = Reaper::adopting();
    let tally = Tally::default();
    let (stop, stopped) = mpsc::channel::<()>();
    let result = std::thread::scope(|scope| {
        if !io::stderr().is_terminal() {
            let (tally, total) = (&tally, options.cases);
            let given = options.input.is_some();
            // Without a thread for it, the test runs unseen.
            let show = move || progress::progress(tally, total, given, &stopped);
            let _ = parallel::spawn_scoped(std::thread::Builder::new(), scope, show);
        }
        let stress = Stress::new(problem, options, &reaper, &tally);
        let result = stress.and_then(|mut s| s.search().map(|end| s.outcome(end)));
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
                let _ = stdout().write_all(&save);
            }
            if let Some(signal) = signal {
                let _ = stdout().flush();
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

/// Prints `text` on standard output and returns `status`; or, if it cannot be written other
/// than into a closed pipe, says so and returns 1.
fn print(text: &str, status: u8) -> ExitCode {
    match stdout().write_all(text.as_bytes()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => output_failed(&error),
        _ => ExitCode::from(status),
    }
}

/// How the search ended, as data: all passed, or a failure shrunk, with what its report needs.
enum End<C> {
    Passed,
    Failed(Box<(Shrunk<C>, Finding, Found, Budget)>),
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
struct Stress<'o, P: Checkable> {
    plan: Plan<P::Case>,
    runner: Runner<'o, P>,
    jobs: usize,
}

impl<'o, P: Checkable> Stress<'o, P> {
    fn new(
        mut problem: P,
        options: &'o Options,
        reaper: &'o Reaper,
        tally: &'o Tally,
    ) -> Result<Self, String> {
        let start = Instant::now();
        let (plan, given) = Plan::new(&mut problem, options)?;
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
            tally,
            limits: Limits {
                cpu: options.time_limit,
                wall: options.wall_limit(),
                output: output_limit(most_cases.max(shrink::BATCH)),
            },
            start,
            given,
        };
        Ok(Self { plan, runner, jobs })
    }

    /// The whole test: run until a confirmed failure or the end of the cases, and shrink what
    /// fails.
    fn search(&mut self) -> Result<End<P::Case>, String> {
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
                Ok(()) => return Ok(End::Passed),
                Err(Halt::CannotRun(message)) => return Err(message),
                Err(Halt::Failed(failed)) => *failed,
            };
            if failure.kind.is_time() && !self.runner.confirm(&planned.cases, &mut failure) {
                // Not a failure after all: the runs after it go again, in order.
                self.runner.tally.unconfirmed();
                self.plan.again();
                continue;
            }
            let found = Found {
                number,
                judged: self.runner.tally.counts().judged,
                shape: planned.shape,
                cases: planned.cases.len(),
            };
            let original = failure.clone();
            let finding = self.runner.tally.counts().cpu;
            let budget = Budget {
                cpu: options
                    .shrink_time
                    .unwrap_or(finding.max(shrink::LEAST_TIME)),
                runs: options.shrink_runs,
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
            let finding = self.runner.finding(&shrunk.cases);
            return Ok(End::Failed(Box::new((shrunk, finding, found, budget))));
        }
    }

    /// What the test says of how it ended: the summary, or the report of the failure and what
    /// saving it said, and the signal that stopped shrinking.
    fn outcome(&self, end: End<P::Case>) -> Outcome {
        let (options, limits) = (self.runner.options, self.runner.limits);
        let (shrunk, finding, found, budget) = match end {
            End::Passed => {
                let counts = self.runner.tally.counts();
                let seconds = self.runner.start.elapsed().as_secs_f64();
                let summary = report::summary(counts, &self.plan, options, limits, seconds);
                return Outcome::Passed(summary);
            }
            End::Failed(failed) => *failed,
        };
        let signal = match shrunk.ended {
            Ended::Signal(signal) => Some(signal),
            _ => None,
        };
        let report = report::failed(&shrunk, &finding, &report::found(found), budget);
        let kind = shrunk.failure.kind;
        let save = options.save.as_ref().map(|dir| {
            let saved = report::saved((&finding, kind), dir, options, limits, P::SPECIAL);
            saved.unwrap_or_else(|error| {
                format!("\ncannot save the case in {}: {error}\n", show_path(dir)).into_bytes()
            })
        });
        Outcome::Failed {
            report,
            save,
            signal,
        }
    }
}
