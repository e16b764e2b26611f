//! Shrinking a failing input to the simplest one that fails the same way: the fewest cases,
//! then each case as simple as its problem knows cases to be ([`Size`]: the board's size, then
//! the moves it needs).
//!
//! 1. A failure other than of time is run once more: one that does not happen again is flaky,
//!    and reported as it was found. (A time verdict was confirmed so before shrinking starts.)
//! 2. A time limit over several cases: copies of one case are tried first, each case in turn,
//!    since one slow case is the usual cause.
//! 3. Cases are dropped while the input still fails, halves first ([`Shrink::reduce`]); with
//!    `--input`, what is left is the file's own cases in its own order.
//! 4. Each case is swapped for simpler ones: the cases along our own solution of it, then fresh
//!    cases of each smaller size ([`Checkable::smaller`]), smallest first, up to a hundred to a
//!    run. For a failure other than of time, a size counts as passed only once [`PROOF`] cases
//!    drawn of it passed (each distinct one run once): a fault that one case in a thousand of a
//!    size shows is found with probability 0.99, and the report says how many of each size
//!    passed. A run that fails some other way proves nothing of its cases from the one it
//!    fails on: those after it are run again (all of them, in halves, where the verdict names
//!    none), and the cases that fail so are counted apart, the size then not said to be free
//!    of the failure. For a time limit, where runs hold one case, the sizes are searched by halving,
//!    [`TRIES`] cases a size.
//! 5. Where several cases fail only together, the same simple case twice is tried.
//!
//! All of it within a budget ([`Budget`]) of runs and of their CPU time, never of wall time, so
//! that a seed shrinks to the same input on a busy machine as on a quiet one; and only until
//! SIGINT or SIGTERM arrives: the simplest failing input found by then is what is reported.

use super::plan::{Drawn, Origin, Plan};
use super::run::{Failure, Ran, Runner};
use crate::judge::problem::{Checkable, Size};
use crate::judge::signals;
use crate::rng::{Rng, Sampler};
use std::collections::HashSet;
use std::time::Duration;

/// The most candidates shrinking puts in one run.
pub const BATCH: usize = 100;

/// How many cases of a size are drawn, and must pass, before the size counts as passed: a
/// fault that one case in a thousand shows is then met with probability 1 − 0.999^4603 ≥ 0.99.
/// A case drawn again is not run again.
pub const PROOF: usize = 4603;

/// How many cases of each size shrinking's first round draws ([`Shrink::smallest_size`]); each
/// round after draws four times as many in all, up to [`PROOF`].
const FIRST_ROUND: usize = 100;

/// How many cases of a size shrinking tries, one a run, where the failure is a time limit.
const TRIES: usize = 8;

/// The least CPU time shrinking's runs are given, if the runs that found the failure took less.
pub const LEAST_TIME: Duration = Duration::from_secs(30);

/// How much CPU time shrinking's runs may take together, and how many runs it may make.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub cpu: Duration,
    pub runs: usize,
}

/// How shrinking ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Every step was taken.
    Done,
    /// The failure did not happen again when its input was run once more.
    Flaky,
    /// The budget of time or of runs ran out.
    Budget,
    /// This signal arrived.
    Signal(i32),
}

/// The cases of one size drawn in place of a case: how many, how many distinct ones passed, and
/// how many failed some other way (and so showed nothing of this failure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Passed {
    pub size: Size,
    pub drawn: usize,
    pub distinct: usize,
    pub otherwise: usize,
}

/// What a run of candidates showed.
enum Trial {
    /// It failed as the failure being shrunk does.
    Fails(Failure),
    Passes,
    /// It failed some other way, at the case the verdict names if it names one, or was not
    /// run.
    Otherwise(Option<usize>),
    /// Shrinking must stop.
    Stopped,
}

/// A shrunk failure: the input, how it fails, the sizes that passed below each case (in the
/// order of the cases), and how shrinking ended.
pub struct Shrunk<C> {
    pub cases: Vec<Drawn<C>>,
    pub failure: Failure,
    pub passed: Vec<Vec<Passed>>,
    pub ended: Ended,
    pub runs: usize,
}

/// One size drawn from in place of a case: its source of cases, the cases met, how many were
/// drawn, and how many failed some other way.
struct Drawing<C> {
    size: Size,
    sampler: Sampler<C>,
    seen: HashSet<u64>,
    drawn: usize,
    otherwise: usize,
}

/// A failing input and how it fails.
type Best<C> = (Vec<Drawn<C>>, Failure);

/// What shrinking runs with: the runner, the plan's levels, its budget, and how it is going.
pub struct Shrink<'s, 'o, P: Checkable> {
    runner: &'s mut Runner<'o, P>,
    /// Whether a failing input of several cases holds copies of one case, which are swapped
    /// together.
    copies: bool,
    /// The CPU time of the stress test's runs when shrinking started.
    spent_before: Duration,
    budget: Budget,
    runs: usize,
    ended: Ended,
    rng: Rng,
    /// The simplest failing input met so far, as the progress line says it, and its key
    /// ([`Shrink::simpler`]).
    best: (String, Key),
    /// How many candidates failed some other way.
    otherwise: usize,
}

/// What [`Shrink::simpler`] compares: the number of cases, then their sizes, largest first.
type Key = (usize, Vec<(bool, Option<Size>)>);

impl<'s, 'o, P: Checkable> Shrink<'s, 'o, P> {
    pub fn new(runner: &'s mut Runner<'o, P>, budget: Budget) -> Self {
        let seed = !runner.options.seed;
        let spent_before = runner.tally.counts().cpu;
        Self {
            runner,
            copies: false,
            spent_before,
            budget,
            runs: 0,
            ended: Ended::Done,
            rng: Rng::new(seed),
            best: (String::new(), (usize::MAX, Vec::new())),
            otherwise: 0,
        }
    }

    /// The simplest input found that fails as `failure` does.
    pub fn shrink(
        mut self,
        plan: &Plan<P::Case>,
        cases: Vec<Drawn<P::Case>>,
        failure: Failure,
    ) -> Shrunk<P::Case> {
        let _catching = signals::Catching::new();
        self.met(&cases);
        let kind = failure.kind;
        if !kind.is_time() && self.fails(&cases, &failure).is_none() && !self.stopped() {
            self.ended = Ended::Flaky;
            return self.finish((cases, failure), Vec::new());
        }
        let mut best = (cases, failure);
        if kind.is_time() && best.0.len() > 1 {
            best = self.one_case_copied(best);
        }
        best = self.reduce(best);
        let mut passed = Vec::new();
        for i in 0.. {
            if i >= best.0.len() || self.stopped() {
                break;
            }
            let (simpler, below) = self.simplest_in_place(best, i);
            best = simpler;
            passed.push(below);
            if self.copies {
                // Every case is a copy of the first, swapped with it.
                break;
            }
        }
        if best.0.len() > 1 && !self.copies {
            best = self.twice(plan, best);
        }
        self.finish(best, passed)
    }

    fn finish(self, best: Best<P::Case>, passed: Vec<Vec<Passed>>) -> Shrunk<P::Case> {
        Shrunk {
            cases: best.0,
            failure: best.1,
            passed,
            ended: self.ended,
            runs: self.runs,
        }
    }

    /// Whether shrinking must stop: a signal arrived, or the budget ran out.
    fn stopped(&mut self) -> bool {
        if self.ended == Ended::Done {
            if let Some(signal) = signals::caught() {
                self.ended = Ended::Signal(signal);
            } else if self.runs >= self.budget.runs
                || self.runner.tally.counts().cpu - self.spent_before >= self.budget.cpu
            {
                self.ended = Ended::Budget;
            }
        }
        !matches!(self.ended, Ended::Done | Ended::Flaky)
    }

    /// Runs `cases`: the failure if they fail as `like` did; `None` if they pass, fail
    /// otherwise, or shrinking must stop.
    fn fails(&mut self, cases: &[Drawn<P::Case>], like: &Failure) -> Option<Failure> {
        match self.trial(cases, like) {
            Trial::Fails(failure) => Some(failure),
            _ => None,
        }
    }

    /// Runs `cases`: whether they fail as `like` did, pass, or fail otherwise.
    fn trial(&mut self, cases: &[Drawn<P::Case>], like: &Failure) -> Trial {
        if self.stopped() {
            return Trial::Stopped;
        }
        self.runs += 1;
        let trying = Runner::<P>::inputs(cases);
        self.runner.shrinking(&self.best.0, &trying, self.runs);
        match self.runner.run_alone(cases, signals::flag()) {
            Ran::Failed(failure) if failure.kind == like.kind => {
                self.met(cases);
                Trial::Fails(failure)
            }
            Ran::Passed => Trial::Passes,
            Ran::Failed(other) => Trial::Otherwise(other.case),
            // Cancelled by a signal, or not started.
            Ran::NotRun if self.stopped() => Trial::Stopped,
            Ran::NotRun => Trial::Otherwise(None),
        }
    }

    /// `cases` fail: the progress line's best, if they are simpler.
    fn met(&mut self, cases: &[Drawn<P::Case>]) {
        let key = Self::key(cases);
        if key < self.best.1 {
            self.best = (Runner::<P>::inputs(cases), key);
        }
    }

    /// For a time limit over several cases: as many copies of one of them, each in turn, and
    /// then as few copies as still fail.
    fn one_case_copied(&mut self, best: Best<P::Case>) -> Best<P::Case> {
        let n = best.0.len();
        for i in 0..n {
            let copied = vec![best.0[i].clone(); n];
            if let Some(failure) = self.fails(&copied, &best.1) {
                self.copies = true;
                return self.reduce((copied, failure));
            }
        }
        best
    }

    /// Fewer cases that fail as `best` does: cut after the case the verdict names (the cases
    /// after it play no part, unless the solution reads ahead, which the run then shows), then
    /// drop runs of cases, halves first, while it still fails.
    fn reduce(&mut self, (mut cases, mut failure): Best<P::Case>) -> Best<P::Case> {
        if let Some(named) = failure.case.filter(|&k| k + 1 < cases.len()) {
            if let Some(cut) = self.fails(&cases[..=named], &failure) {
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
                match self.fails(&fewer, &failure) {
                    Some(shorter) => (cases, failure) = (fewer, shorter),
                    None => at += chunk,
                }
            }
            chunk /= 2;
        }
        (cases, failure)
    }

    /// The size of case `i` of `best`, asking the problem where it is not known yet.
    fn size_of(&mut self, best: &mut Best<P::Case>, i: usize) -> Size {
        let drawn = &mut best.0[i];
        *drawn
            .size
            .get_or_insert_with(|| self.runner.problem.size(&drawn.case))
    }

    /// Case `i` of `best` made as simple as shrinking can: `best` with it swapped for the
    /// simplest case found that still fails, and the sizes below that case that passed.
    fn simplest_in_place(
        &mut self,
        mut best: Best<P::Case>,
        i: usize,
    ) -> (Best<P::Case>, Vec<Passed>) {
        let size = self.size_of(&mut best, i);
        self.met(&best.0);
        // The cases along our solution, nearest the goal first.
        let mut along: Vec<Drawn<P::Case>> = match self.runner.problem.path(&best.0[i].case) {
            Some(steps) => {
                let n = steps.len();
                let drawn = steps.into_iter().enumerate().map(|(k, step)| Drawn {
                    case: step.case,
                    origin: Origin::Along,
                    size: Some(Size {
                        depth: Some((n - k - 1) as u32),
                        ..size
                    }),
                });
                drawn.filter(|d| d.size < Some(size)).collect()
            }
            None => Vec::new(),
        };
        along.reverse();
        if let Some(simpler) = self.first_failing(&best, i, along) {
            best = simpler;
            // A case met along the solution may need fewer moves than were left.
            best.0[i].size = None;
        }
        let size = self.size_of(&mut best, i);
        let sizes = self.runner.problem.smaller(size);
        match best.1.kind.is_time() {
            true => (self.halving(best, i, &sizes), Vec::new()),
            false => self.smallest_size(best, i, &sizes),
        }
    }

    /// For a failure other than of time: the sizes in `sizes` (smallest first) tried in place of
    /// case `i`, each until [`PROOF`] cases drawn of it passed; `best` with the case swapped for
    /// the simplest that fails, and the sizes below it that passed.
    ///
    /// The sizes are drawn from in rounds, smallest first in each, each round drawing up to
    /// [`FIRST_ROUND`] times four to the round's number cases of each size in all: so a failure at
    /// a small size is met after a few runs at each smaller one, however many cases those have,
    /// where drawing each size's proof in turn could spend the budget on the smallest. A size
    /// that fails ends the rounds for the sizes above it.
    fn smallest_size(
        &mut self,
        mut best: Best<P::Case>,
        i: usize,
        sizes: &[Size],
    ) -> (Best<P::Case>, Vec<Passed>) {
        let mut drawing: Vec<Drawing<P::Case>> = Vec::new();
        for &size in sizes {
            if let Ok(sampler) = self.runner.problem.sampler_of(size) {
                drawing.push(Drawing {
                    size,
                    sampler,
                    seen: HashSet::new(),
                    drawn: 0,
                    otherwise: 0,
                });
            }
        }
        let mut round_draws = FIRST_ROUND;
        'rounds: loop {
            for k in 0..drawing.len() {
                let until = round_draws.min(PROOF);
                while drawing[k].drawn < until {
                    if self.stopped() {
                        break 'rounds;
                    }
                    let batch = self.batch(&best);
                    let d = &mut drawing[k];
                    let mut fresh = Vec::new();
                    while fresh.len() < batch && d.drawn < until {
                        let case = (d.sampler)(&mut self.rng);
                        d.drawn += 1;
                        if d.seen.insert(self.runner.fingerprint(&case)) {
                            fresh.push(Drawn {
                                case,
                                origin: Origin::Drawn,
                                size: Some(d.size),
                            });
                        }
                    }
                    let otherwise = self.otherwise;
                    let simpler = self.first_failing(&best, i, fresh);
                    drawing[k].otherwise += self.otherwise - otherwise;
                    if let Some(simpler) = simpler {
                        // Only the sizes below the case now in place are left to try.
                        best = simpler;
                        drawing.truncate(k);
                        continue 'rounds;
                    }
                }
            }
            if round_draws >= PROOF {
                break;
            }
            round_draws = round_draws.saturating_mul(4);
        }
        let passed = drawing.iter().filter(|d| d.drawn >= PROOF).map(|d| Passed {
            size: d.size,
            drawn: d.drawn,
            distinct: d.seen.len() - d.otherwise,
            otherwise: d.otherwise,
        });
        (best, passed.collect())
    }

    /// For a time limit: the smallest size in `sizes` at which one of [`TRIES`] cases in place
    /// of case `i` still fails, found by halving (a case that a larger size makes too slow
    /// is taken to show at every size above it too).
    fn halving(&mut self, mut best: Best<P::Case>, i: usize, sizes: &[Size]) -> Best<P::Case> {
        let (mut low, mut high) = (0, sizes.len());
        while low < high && !self.stopped() {
            let middle = (low + high) / 2;
            let Ok(mut sampler) = self.runner.problem.sampler_of(sizes[middle]) else {
                low = middle + 1;
                continue;
            };
            let fresh: Vec<_> = (0..TRIES)
                .map(|_| Drawn {
                    case: sampler(&mut self.rng),
                    origin: Origin::Drawn,
                    size: Some(sizes[middle]),
                })
                .collect();
            match self.first_failing(&best, i, fresh) {
                Some(simpler) => {
                    best = simpler;
                    high = middle;
                }
                None => low = middle + 1,
            }
        }
        best
    }

    /// `best` with its case `i` (with every copy of it, where the input is copies of one case)
    /// swapped for the first of `candidates` that still fails as `best` does, shrunk again;
    /// `None` if none does, or none is simpler. Candidates go up to [`Shrink::batch`] to a
    /// run, and a failing run is cut down to the case that fails. A run that fails some other
    /// way proves nothing of the candidates from the one it names (or, naming none, of any):
    /// they are run again past that one, or in halves, so that every candidate counted as
    /// passed passed, and those that fail otherwise are counted apart.
    fn first_failing(
        &mut self,
        best: &Best<P::Case>,
        i: usize,
        candidates: Vec<Drawn<P::Case>>,
    ) -> Option<Best<P::Case>> {
        let batch = self.batch(best);
        let n = best.0.len();
        // The runs still to make, the next last.
        let mut runs: Vec<&[Drawn<P::Case>]> = candidates.chunks(batch).rev().collect();
        while let Some(chunk) = runs.pop() {
            let trial = match self.copies {
                true => chunk.iter().flat_map(|c| vec![c.clone(); n]).collect(),
                false => [&best.0[..i], chunk, &best.0[i + 1..]].concat(),
            };
            match self.trial(&trial, &best.1) {
                Trial::Fails(failure) => {
                    let smaller = self.reduce((trial, failure));
                    if self.simpler(&smaller.0, &best.0) {
                        return Some(smaller);
                    }
                }
                Trial::Passes => {}
                Trial::Stopped => return None,
                Trial::Otherwise(case) => {
                    // The candidate the verdict names, if it names one: those before it passed.
                    let named = case
                        .and_then(|k| match self.copies {
                            true => Some(k / n),
                            false => k.checked_sub(i),
                        })
                        .filter(|&k| k < chunk.len());
                    match named {
                        Some(k) => {
                            self.otherwise += 1;
                            runs.extend(Some(&chunk[k + 1..]).filter(|rest| !rest.is_empty()));
                        }
                        None if chunk.len() > 1 => {
                            let (first, second) = chunk.split_at(chunk.len() / 2);
                            runs.extend([second, first]);
                        }
                        None => self.otherwise += 1,
                    }
                }
            }
        }
        None
    }

    /// Whether input `a` is simpler than `b`: fewer cases, or as many and their sizes, largest
    /// first, smaller (a size not known yet counts as larger than any).
    fn simpler(&self, a: &[Drawn<P::Case>], b: &[Drawn<P::Case>]) -> bool {
        Self::key(a) < Self::key(b)
    }

    /// What [`Shrink::simpler`] compares.
    fn key(cases: &[Drawn<P::Case>]) -> Key {
        let mut sizes: Vec<(bool, Option<Size>)> =
            cases.iter().map(|d| (d.size.is_none(), d.size)).collect();
        sizes.sort_by(|x, y| y.cmp(x));
        (cases.len(), sizes)
    }

    /// How many candidates fit in one run: one where the failure is of time, where the input
    /// holds one case ([`Checkable::SINGLE`]), or for copies; else as many as keep a run well
    /// inside the time limit, judging by the time the failing run took a case, at most
    /// [`BATCH`].
    fn batch(&self, best: &Best<P::Case>) -> usize {
        if P::SINGLE || self.copies || best.1.kind.is_time() {
            return 1;
        }
        let per_case = best.1.run.cpu.as_secs_f64() / best.0.len() as f64;
        let room = (self.runner.limits.cpu.as_secs_f64() / 4.0 / per_case.max(1e-9)) as usize;
        room.clamp(1, BATCH)
    }

    /// Where several cases fail only together: the same simple case twice, the simplest such
    /// input, drawn from each level from the easiest, up to the deepest case's.
    fn twice(&mut self, plan: &Plan<P::Case>, best: Best<P::Case>) -> Best<P::Case> {
        let deepest = best.0.iter().map(|d| (d.size.is_none(), d.size)).max();
        for &level in &plan.levels {
            let size = level.map(Size::depth);
            if self.stopped() || Some((size.is_none(), size)) > deepest {
                break;
            }
            let Ok(mut sampler) = self.runner.problem.sampler(level) else {
                continue;
            };
            let pairs: Vec<_> = (0..BATCH / 2)
                .flat_map(|_| {
                    let drawn = Drawn {
                        case: sampler(&mut self.rng),
                        origin: Origin::Drawn,
                        size,
                    };
                    [drawn.clone(), drawn]
                })
                .collect();
            if let Some(failure) = self.fails(&pairs, &best.1) {
                let smaller = self.reduce((pairs, failure));
                if self.simpler(&smaller.0, &best.0) {
                    return smaller;
                }
            }
        }
        best
    }
}
