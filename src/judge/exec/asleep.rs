//! How long a run has slept or waited: the wall time in which none of its processes was on a
//! CPU or ready for one. Two figures say it, and the lesser is kept:
//! - the wall time less the time its processes spent on a CPU or waiting for one, summed over
//!   their threads (`/proc/PID/task/TID/schedstat`): exact while every process lives, but the
//!   kernel forgets a process's waits for a CPU once it exits, so that a run of many short
//!   processes on a loaded machine would seem to sleep while it waited;
//! - the wall time between two looks at its processes that both found none of them running,
//!   ready to run or in an uninterruptible wait (state `R` or `D`, every thread looked at; a
//!   parent waits so while its child starts): short processes, a child's first wait between
//!   its start and its first run, all count as busy when they are, whatever has exited since.
//!   A look that finds nothing running is read twice over before it is believed
//!   ([`group_busy`]): `/proc` is no snapshot, and one reading may miss a process started while
//!   it read and another that exited.
//!
//! A run that sleeps or blocks is asleep by both. Measured with 10, 15 and 30 busy loops a core
//! and solutions of one, three and thirty processes (README).

use super::usage::group_busy;
use std::time::{Duration, Instant};

/// How often a run is looked at: each look reads every process's `/proc` (about a third of a
/// millisecond here; twice, and each of the run's threads once more, when it finds nothing
/// running), so that a look every twentieth of a second costs a long run's watcher about 1% of
/// a core.
const LOOK_EVERY: Duration = Duration::from_millis(50);

/// The time one run has slept or waited, as far as looked at.
#[derive(Debug)]
pub struct Asleep {
    /// When the first look is taken: once a quarter of the limit has passed, so that most
    /// runs, shorter, cost no look at all. A run that sleeps from its start is so stopped up
    /// to a quarter of the limit late.
    from: Duration,
    /// The last look.
    looked: Option<Look>,
}

#[derive(Debug)]
struct Look {
    at: Instant,
    /// Whether nothing of the run was running or ready to run then.
    idle: bool,
    /// The time the run slept by the looks until then, and the lesser figure.
    slept: Duration,
    asleep: Duration,
}

impl Asleep {
    /// A run with `limit` of waiting, not yet looked at.
    pub fn new(limit: Duration) -> Self {
        Self {
            from: (limit / 4).max(LOOK_EVERY),
            looked: None,
        }
    }

    /// The time the run of process group `group` (its wall time so far `wall`, the CPU time it
    /// used as far as measured `cpu`) has slept or waited, as it was at the last look, taken
    /// now if one is due.
    pub fn look(&mut self, group: u32, wall: Duration, cpu: Duration) -> Duration {
        match &self.looked {
            None if wall < self.from => return Duration::ZERO,
            Some(last) if last.at.elapsed() < LOOK_EVERY => return last.asleep,
            _ => {}
        }
        let busy = group_busy(group);
        let at = Instant::now();
        let exact = wall.saturating_sub(busy.map_or(cpu, |busy| busy.time));
        let idle = !busy.is_some_and(|busy| busy.runnable);
        // The time between two looks that both find nothing of the run running or ready to
        // run: one such look alone may have missed a process started as it looked.
        let slept = match &self.looked {
            Some(last) if last.idle && idle => last.slept + at.duration_since(last.at),
            Some(last) => last.slept,
            None => Duration::ZERO,
        };
        let asleep = exact.min(slept);
        self.looked = Some(Look {
            at,
            idle,
            slept,
            asleep,
        });
        asleep
    }
}
