//! Running CMD on a planned input and judging what it did: a verdict of its own for every way a
//! run can fail ([`Kind`]), the output judged as `--check` judges it, a time verdict confirmed by
//! a second run alone, and the tallies the summary and the progress line report.

use super::given::Given;
use super::options::Options;
use super::plan::{Drawn, Origin, Shape};
use super::progress::Tally;
use crate::judge::exec::{shell_message, Ending, Limits, Reaper, Run};
use crate::judge::input::is_space;
use crate::judge::judging::{judge, own_answers_accepted, without_bom, Judged};
use crate::judge::messages::status;
use crate::judge::problem::{fingerprint, Checkable};
use std::fmt::Write as _;
use std::io;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

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
    pub fn name(self) -> &'static str {
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
    pub fn is_time(self) -> bool {
        matches!(self, Kind::TimeLimit | Kind::WallLimit)
    }
}

/// A failed run: how it failed, the verdict line (which starts with the kind), the case it
/// names, if any, and what the run did.
#[derive(Clone, Debug)]
pub struct Failure {
    pub kind: Kind,
    pub verdict: String,
    pub case: Option<usize>,
    pub run: Run,
    /// Whether a second run alone showed the same failure (for time verdicts).
    pub confirmed: bool,
}

/// What running cases alone showed.
pub enum Ran {
    Passed,
    Failed(Failure),
    /// It could not be started, or was cancelled.
    NotRun,
}

/// A run as it is handed out: its cases, their judge input, and its kind.
pub struct Planned<C> {
    pub cases: Vec<Drawn<C>>,
    pub input: Vec<u8>,
    pub shape: Shape,
}

/// What the report of a failing input needs of the runner, made once: the input as run, our
/// answers to it (or why there are none), and what of it is not the `--input` file's own text.
pub struct Finding {
    pub input: Vec<u8>,
    pub ours: Result<Vec<u8>, String>,
    pub rewritten: Option<String>,
}

/// What stops the runs: a failure (with the run it happened in and its number), or a
/// command that cannot run at all.
pub enum Halt<C> {
    Failed(Box<(Planned<C>, Failure, usize)>),
    CannotRun(String),
}

/// Runs CMD and judges its runs with the problem, counting them in the tally.
pub struct Runner<'o, P: Checkable> {
    pub problem: P,
    pub options: &'o Options,
    pub reaper: &'o Reaper,
    pub tally: &'o Tally,
    pub limits: Limits,
    pub start: Instant,
    /// The `--input` file's own text, cut by case.
    pub given: Option<Given>,
}

impl<'o, P: Checkable> Runner<'o, P> {
    /// The judge input that holds `cases`: where they are the `--input` file's, the file's own
    /// text of them ([`Given`]), the whole file as it is where they are all of its cases in its
    /// order; written by the problem where they were drawn.
    pub fn input(&self, cases: &[Drawn<P::Case>]) -> Vec<u8> {
        let text = |drawn: &Drawn<P::Case>| match (drawn.origin, &self.given) {
            (Origin::Given(k), Some(given)) => Some(given.case(k)),
            _ => None,
        };
        let given = self
            .given
            .as_ref()
            .filter(|_| cases.iter().any(|d| text(d).is_some()));
        let mut input = Vec::new();
        let write = |input: &mut Vec<u8>| -> io::Result<()> {
            match given.and_then(|given| given.head(cases.len())) {
                Some(head) => input.extend_from_slice(head),
                None => self.problem.write_header(cases.len(), input)?,
            }
            for drawn in cases {
                // A case of the file's that ends its last line without a line break.
                if input.last().is_some_and(|&b| !is_space(b)) {
                    input.push(b'\n');
                }
                match text(drawn) {
                    Some(text) => input.extend_from_slice(text),
                    None => self.problem.write_case(&drawn.case, input)?,
                }
            }
            match given {
                Some(given) => input.extend_from_slice(given.tail()),
                None => self.problem.write_footer(input)?,
            }
            Ok(())
        };
        write(&mut input).expect("writing to memory succeeds");
        input
    }

    /// What of the input of `cases` ([`Runner::input`]) is not the `--input` file's own text,
    /// for the report: `None` where all of it is, or there is no such file.
    fn rewritten(&self, cases: &[Drawn<P::Case>]) -> Option<String> {
        let given = self.given.as_ref()?;
        let own = cases
            .iter()
            .filter(|d| matches!(d.origin, Origin::Given(_)))
            .count();
        // Where none is the file's, the input is the problem's own writing of cases drawn.
        let anew = match (
            own == 0,
            own < cases.len(),
            given.head(cases.len()).is_none(),
        ) {
            (true, _, _) | (false, false, false) => return None,
            (false, false, true) => "its count",
            (false, true, false) => "the cases drawn",
            (false, true, true) => "the cases drawn and its count",
        };
        Some(format!("the input file's own lines, {anew} written anew"))
    }

    /// Judges run `number` (from 1, over the whole test): on to the next if it passed, a halt
    /// if it failed.
    pub fn take(
        &mut self,
        number: usize,
        planned: Planned<P::Case>,
        run: io::Result<Run>,
    ) -> Result<(), Halt<P::Case>> {
        let run =
            run.map_err(|error| Halt::CannotRun(format!("cannot run the command: {error}")))?;
        if self.tally.counts().runs == 0 {
            not_found(&self.options.command, &run).map_err(Halt::CannotRun)?;
        }
        self.tally.ran(planned.cases.len(), run.cpu);
        if let Some(failure) = self.judge(&planned.cases, run).map_err(Halt::CannotRun)? {
            if matches!(failure.kind, Kind::WrongAnswer | Kind::MalformedOutput) {
                self.own_answers_hold(&planned.cases)
                    .map_err(Halt::CannotRun)?;
            }
            return Err(Halt::Failed(Box::new((planned, failure, number))));
        }
        match planned.shape {
            Shape::Single => self.tally.passed_single(),
            Shape::Group => self.tally.passed_group(),
            Shape::WholeInput => {}
        }
        self.show_progress();
        Ok(())
    }

    /// The status line of the runs so far.
    pub fn show_progress(&self) {
        let seconds = self.start.elapsed().as_secs_f64();
        let counts = self.tally.counts();
        status(format_args!(
            "{} cases judged, {}, slowest run {:.2} s, {seconds:.1} s",
            counts.judged,
            pace(counts.judged, seconds),
            counts.slowest.as_secs_f64()
        ));
    }

    /// How `run`, on `cases`, failed; `None` if it passed; an error if it cannot be judged
    /// (what judging needs cannot be had).
    fn judge(&mut self, cases: &[Drawn<P::Case>], run: Run) -> Result<Option<Failure>, String> {
        let seconds = |d: Duration| d.as_secs_f64();
        let (kind, verdict) = match run.ending {
            Ending::Exited(0) => {
                let cases = cases.iter().map(|d| &d.case);
                let output = without_bom(&run.stdout);
                let judged = judge(&mut self.problem, cases, output, self.options.optimal);
                let kind = match judged.status {
                    Judged::ACCEPTED => return Ok(None),
                    Judged::WRONG => Kind::WrongAnswer,
                    Judged::MALFORMED => Kind::MalformedOutput,
                    _ => return Err(judged.verdict),
                };
                let (verdict, case) = (judged.verdict, judged.case);
                return Ok(Some(Failure {
                    kind,
                    verdict,
                    case,
                    run,
                    confirmed: false,
                }));
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
                    "killed after {:.2} s of waiting, neither running nor ready to run, past \
                     the limit of {} s, having used {:.2} s of CPU time: it sleeps or waits",
                    seconds(run.waiting),
                    seconds(self.limits.wall),
                    seconds(run.cpu)
                ),
            ),
            Ending::OutputLimit => (
                Kind::OutputLimit,
                format!("killed after {} bytes of output", self.limits.output),
            ),
            Ending::Cancelled => unreachable!("a cancelled run is not judged"),
        };
        let verdict = format!("{}: {verdict}", kind.name());
        Ok(Some(Failure {
            kind,
            verdict,
            case: None,
            run,
            confirmed: false,
        }))
    }

    /// Runs `cases` alone, nothing else running (a step of shrinking, or a confirmation),
    /// until `cancel` is set: whether they passed, and how they failed.
    pub fn run_alone(&mut self, cases: &[Drawn<P::Case>], cancel: &AtomicBool) -> Ran {
        let input = self.input(cases);
        let Ok(run) = self
            .reaper
            .run(&self.options.command, &input, self.limits, cancel)
        else {
            return Ran::NotRun;
        };
        if run.ending == Ending::Cancelled {
            return Ran::NotRun;
        }
        self.tally.ran(cases.len(), run.cpu);
        match self.judge(cases, run) {
            Ok(None) => Ran::Passed,
            Ok(Some(failure)) => Ran::Failed(failure),
            Err(_) => Ran::NotRun,
        }
    }

    /// Says how shrinking goes: the simplest failing input found so far (`best`, as
    /// [`inputs`] says it), the input it tries now (`trying`), and the runs so far.
    pub fn shrinking(&self, best: &str, trying: &str, runs: usize) {
        let line = format!("shrinking: best {best}; trying {trying}; {runs} runs");
        status(&line);
        self.tally.shrinking(line);
    }

    /// `cases` as the progress line says them: how many, and the largest of their sizes where
    /// known (`1 case, depth 25`).
    pub fn inputs(cases: &[Drawn<P::Case>]) -> String {
        let plural = if cases.len() == 1 { "" } else { "s" };
        let largest = cases.iter().filter_map(|d| d.size).max();
        let size = largest.map_or(String::new(), |size| format!(", {size}"));
        format!("{} case{plural}{size}", cases.len())
    }

    /// A fingerprint of `case`'s judge input, for telling cases apart.
    pub fn fingerprint(&self, case: &P::Case) -> u64 {
        let mut bytes = Vec::new();
        self.problem
            .write_case(case, &mut bytes)
            .expect("writing to memory succeeds");
        fingerprint(&bytes)
    }

    /// Runs a case that failed a time limit once more, alone: whether it fails the same way
    /// again. The verdict then tells the time of both runs.
    pub fn confirm(&mut self, cases: &[Drawn<P::Case>], failure: &mut Failure) -> bool {
        let never = AtomicBool::new(false);
        let again = match self.run_alone(cases, &never) {
            Ran::Failed(again) if again.kind == failure.kind => again,
            _ => return false,
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

    /// Whether our own answers to `cases` are accepted on their input as written, as they must
    /// be before the command's answers are found wrong: else the fault is ours.
    fn own_answers_hold(&mut self, cases: &[Drawn<P::Case>]) -> Result<(), String> {
        let ours = self.ours(cases)?;
        let input = self.input(cases);
        own_answers_accepted(&mut self.problem, &input, &ours, self.options.optimal)
    }

    /// What the report and the saved files need of `cases`, the failing input shrinking ended
    /// at.
    pub fn finding(&mut self, cases: &[Drawn<P::Case>]) -> Finding {
        Finding {
            input: self.input(cases),
            ours: self.ours(cases),
            rewritten: self.rewritten(cases),
        }
    }

    /// Our answers to `cases`, or why they cannot be had.
    fn ours(&mut self, cases: &[Drawn<P::Case>]) -> Result<Vec<u8>, String> {
        let mut ours = Vec::new();
        for (i, drawn) in cases.iter().enumerate() {
            let answer = self.problem.solve(&drawn.case)?;
            self.problem
                .write(i + 1, &answer, &mut ours)
                .expect("writing to memory succeeds");
        }
        Ok(ours)
    }
}

/// How fast `cases` were judged in `seconds`: `1173 cases a second`, or `2.5 s a case` when
/// slower than one a second.
pub fn pace(cases: usize, seconds: f64) -> String {
    let rate = cases as f64 / seconds.max(1e-9);
    match rate >= 1.0 {
        true => format!("{rate:.0} cases a second"),
        false if cases == 0 => "no case judged yet".into(),
        false => format!("{:.1} s a case", 1.0 / rate),
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
pub fn signal_name(signal: i32) -> &'static str {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pace_is_cases_a_second_or_seconds_a_case() {
        assert_eq!(pace(1173, 1.0), "1173 cases a second");
        assert_eq!(pace(2, 5.0), "2.5 s a case");
        assert_eq!(pace(0, 3.0), "no case judged yet");
    }
}
