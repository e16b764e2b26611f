//! The progress line of a stress test when standard error is not a terminal, and the counters
//! it reads from the thread that runs the test.

use crate::judge::messages::report;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;

/// How often a progress line is written when standard error is not a terminal.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// Counters that the progress line reads from another thread.
#[derive(Debug, Default)]
pub struct Counters {
    pub judged: AtomicUsize,
    /// The slowest run's CPU time, in microseconds.
    pub slowest: AtomicU64,
    /// How shrinking goes, once it has begun.
    pub shrinking: Mutex<Option<String>>,
}

/// Writes a progress line every [`PROGRESS_EVERY`] until `stop` is dropped, the first after
/// that long: a quick run prints none.
pub fn progress(counters: &Counters, total: u64, given: bool, stop: &mpsc::Receiver<()>) {
    while stop.recv_timeout(PROGRESS_EVERY) == Err(mpsc::RecvTimeoutError::Timeout) {
        let slowest = counters.slowest.load(Ordering::Relaxed) as f64 / 1e6;
        let judged = counters.judged.load(Ordering::Relaxed);
        let shrinking =
            (counters.shrinking.lock()).map_or_else(|e| e.into_inner().clone(), |s| s.clone());
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
