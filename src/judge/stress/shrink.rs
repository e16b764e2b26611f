//! Shrinking a failing input to the fewest, then the shallowest, cases that fail the same way.
//!
//! The input is cut after the case the verdict names, then cases are dropped while it still
//! fails ([`Shrink::reduce`]). Each case is then swapped for shallower ones — the cases along
//! our own solution of it, and fresh ones of every shallower depth — and, where several cases
//! fail together, shallow cases repeated are tried. Candidates go a hundred to a run where the
//! failure is not a time limit, and a failing run is cut down to the case that fails. Where an
//! input holds one case ([`Problem::SINGLE`]), every run is of one case.

use super::plan::{size, Drawn, Origin, Plan};
use super::run::{Failure, Runner};
use crate::judge::problem::Problem;
use crate::rng::Rng;

/// The most candidates shrinking puts in one run.
pub const BATCH: usize = 100;

/// How many runs of candidates of each shallower depth shrinking tries, at most: the few
/// failing cases of a depth are found among its many passing ones.
const FRESH_RUNS: usize = 4;

/// How many candidates of each shallower depth shrinking tries one at a time, where the failure
/// is a time limit and candidates cannot share a run.
const TRIES: usize = 8;

/// A failing input and how it fails.
type Best<C> = (Vec<Drawn<C>>, Failure);

/// What shrinking runs with: the runner, and the plan's levels and samplers for fresh cases.
pub struct Shrink<'s, 'o, P: Problem> {
    pub runner: &'s mut Runner<'o, P>,
    pub plan: &'s mut Plan<P::Case>,
}

impl<P: Problem> Shrink<'_, '_, P> {
    /// The fewest cases, then the shallowest, that still fail as `failure` does.
    pub fn shrink(&mut self, cases: Vec<Drawn<P::Case>>, failure: Failure) -> Best<P::Case> {
        let mut best = self.reduce(cases, failure);
        let mut rng = Rng::new(!self.runner.options.seed);
        let levels = self.plan.levels.clone();
        for i in 0.. {
            let Some(drawn) = best.0.get(i).cloned() else {
                break;
            };
            // The cases along our solution, nearest the goal first.
            let mut along: Vec<Drawn<P::Case>> = self
                .runner
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
            for (level, depth) in levels.iter().enumerate() {
                let key = best.0[i].origin.key();
                if depth.is_none_or(|depth| u64::from(depth) >= key) {
                    continue;
                }
                let (runs, count) = match best.1.kind.is_time() || P::SINGLE {
                    true => (1, TRIES),
                    false => (FRESH_RUNS, self.batch(&best)),
                };
                let before = size(&best.0);
                for _ in 0..runs {
                    let fresh: Vec<_> = (0..count)
                        .map(|_| self.plan.draw_with(level, &mut rng))
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
            for (level, depth) in levels.iter().enumerate() {
                let deepest = best.0.iter().map(|d| d.origin.key()).max().unwrap_or(0);
                if depth.is_none_or(|depth| u64::from(depth) > deepest) {
                    break;
                }
                let pairs = if best.1.kind.is_time() { 1 } else { BATCH / 2 };
                let twice: Vec<_> = (0..pairs)
                    .flat_map(|_| {
                        let drawn = self.plan.draw_with(level, &mut rng);
                        [drawn.clone(), drawn]
                    })
                    .collect();
                if let Some(failure) = self.runner.fails(&twice, best.1.kind) {
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

    /// How many candidates fit in one run, judging by the time the failing run took a case: as
    /// many as keep a run well inside the time limit, at most [`BATCH`]; one where an input
    /// holds one case ([`Problem::SINGLE`]).
    fn batch(&self, best: &Best<P::Case>) -> usize {
        if P::SINGLE {
            return 1;
        }
        let per_case = best.1.run.cpu.as_secs_f64() / best.0.len() as f64;
        let room = (self.runner.limits.cpu.as_secs_f64() / 4.0 / per_case.max(1e-9)) as usize;
        room.clamp(1, BATCH)
    }

    /// `best` with its case `i` swapped for `candidates`, if some do so and still fail the
    /// same way with fewer or shallower cases. Candidates go many to a run, shallowest first,
    /// as many as keep the run well inside the time limit; where the failure is a time limit,
    /// one at a time.
    fn try_instead(
        &mut self,
        best: Best<P::Case>,
        i: usize,
        candidates: Vec<Drawn<P::Case>>,
    ) -> Best<P::Case> {
        let kind = best.1.kind;
        let batch = match kind.is_time() {
            true => 1,
            false => self.batch(&best),
        };
        for chunk in candidates.chunks(batch) {
            let mut trial = best.0[..i].to_vec();
            trial.extend_from_slice(chunk);
            trial.extend_from_slice(&best.0[i + 1..]);
            if let Some(failure) = self.runner.fails(&trial, kind) {
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
    fn reduce(&mut self, mut cases: Vec<Drawn<P::Case>>, mut failure: Failure) -> Best<P::Case> {
        let kind = failure.kind;
        if let Some(named) = failure.case.filter(|&k| k + 1 < cases.len()) {
            if let Some(cut) = self.runner.fails(&cases[..=named], kind) {
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
                match self.runner.fails(&fewer, kind) {
                    Some(shorter) => (cases, failure) = (fewer, shorter),
                    None => at += chunk,
                }
            }
            chunk /= 2;
        }
        (cases, failure)
    }
}
