//! What the runs of a stress test came to, counted in one place ([`Tally`]): the runner counts,
//! the progress line reads the counts from its own thread while the test runs (when standard
//! error is not a terminal), and the summary reports them ([`Counts`]).

use crate::judge::messages::report;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;

/// How often a progress line is written when standard error is not a terminal.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// The runs so far, as the runner counts them and another thread reads them.
#[derive(Debug, Default)]
pub struct Tally {
    runs: AtomicUsize,
    singles: AtomicUsize,
    groups: AtomicUsize,
    judged: AtomicUsize,
    /// Every run's CPU time together, the slowest run's and the slowest run's of one case, in
    /// microseconds.
    cpu: AtomicU64,
    slowest: AtomicU64,
    slowest_single: AtomicU64,
    unconfirmed: AtomicUsize,
    /// How shrinking goes, once it has begun.
    shrinking: Mutex<Option<String>>,
}

/// The counts of a [`Tally`] at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Runs judged: of one case each, of a group and a repeat.
    pub runs: usize,
    pub singles: usize,
    pub groups: usize,
    /// Cases judged in runs of one.
    pub judged: usize,
    /// Every run's CPU time together, the slowest run's, and that of the slowest run of one
    /// case.
    pub cpu: Duration,
    pub slowest: Duration,
    pub slowest_single: Duration,
    /// Time verdicts that a run alone did not confirm.
    pub unconfirmed: usize,
}

fn micros(time: Duration) -> u64 {
    u64::try_from(time.as_micros()).unwrap_or(u64::MAX)
}

impl Tally {
    /// Counts a run of `cases` cases that took `cpu`.
    pub fn ran(&self, cases: usize, cpu: Duration) {
        self.runs.fetch_add(1, Ordering::Relaxed);
        self.cpu.fetch_add(micros(cpu), Ordering::Relaxed);
        self.slowest.fetch_max(micros(cpu), Ordering::Relaxed);
        if cases == 1 {
            self.slowest_single
                .fetch_max(micros(cpu), Ordering::Relaxed);
        }
    }

    /// Counts a run of one case that passed.
    pub fn passed_single(&self) {
        self.singles.fetch_add(1, Ordering::Relaxed);
        self.judged.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a run of a group that passed.
    pub fn passed_group(&self) {
        self.groups.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a time verdict that a run alone did not confirm.
    pub fn unconfirmed(&self) {
        self.unconfirmed.fetch_add(1, Ordering::Relaxed);
    }

    /// Says how shrinking goes, for the progress line.
    pub fn shrinking(&self, line: String) {
        *self.shrinking.lock().unwrap_or_else(|e| e.into_inner()) = Some(line);
    }

    /// The counts now.
    pub fn counts(&self) -> Counts {
        let load = |n: &AtomicUsize| n.load(Ordering::Relaxed);
        let time = |t: &AtomicU64| Duration::from_micros(t.load(Ordering::Relaxed));
        Counts {
            runs: load(&self.runs),
            singles: load(&self.singles),
            groups: load(&self.groups),
            judged: load(&self.judged),
            cpu: time(&self.cpu),
            slowest: time(&self.slowest),
            slowest_single: time(&self.slowest_single),
            unconfirmed: load(&self.unconfirmed),
        }
    }
}

/// Writes a progress line every [`PROGRESS_EVERY`] until `stop` is dropped, the first after
/// that long: a quick run prints none.
pub fn progress(tally: &Tally, total: u64, given: bool, stop: &mpsc::Receiver<()>) {
    while stop.recv_timeout(PROGRESS_EVERY) == Err(mpsc::RecvTimeoutError::Timeout) {
        let Counts {
            judged, slowest, ..
        } = tally.counts();
        let slowest = slowest.as_secs_f64();
        let shrinking =
            (tally.shrinking.lock()).map_or_else(|e| e.into_inner().clone(), |s| s.clone());
        let line = if let Some(shrinking) = shrinking {
            format!("stress: 1 failure, {shrinking}")
        } else if given {
            format!("stress: {judged} cases, 0 failures, slowest {slowest:.2} s")
        } else {
            format!("stress: {judged}/{total} cases, 0 failures, slowest {slowest:.2} s")
        };
        report(line);
    }
}
