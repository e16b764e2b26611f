//! CPU time of a piece of work: of the thread that does it and of the threads it starts
//! ([`Clock`]), which `--stats` reports, so that its figures do not depend on how busy the
//! machine is.
//!
//! A thread's own time is the C library's `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`, declared
//! here: exact to the nanosecond. (`/proc/thread-self/schedstat`, the one reading without a
//! call into the C library, is brought up to date only at the scheduler's ticks: read by the
//! running thread itself it moves in steps of 4 ms here, more than a 3×3 board's whole search.)
//! A thread started through [`crate::parallel`] adds its time, when it ends, to the account of
//! the thread that started it ([`Account`]); a thread that serves many pieces of work and
//! lives on (the two-phase solver's second lane) hands each its time with [`charge`].

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[repr(C)]
struct Timespec {
    seconds: i64,
    nanoseconds: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

/// The CPU time the calling thread has used; zero where the system cannot tell.
pub fn thread_time() -> Duration {
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is a live, writable `struct timespec` (two 64-bit fields on the 64-bit
    // Linux targets this crate builds for), which is all `clock_gettime` writes; it keeps no
    // pointer to it after it returns.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    match (
        status,
        u64::try_from(time.seconds),
        u32::try_from(time.nanoseconds),
    ) {
        (0, Ok(seconds), Ok(nanoseconds)) => Duration::new(seconds, nanoseconds),
        _ => Duration::ZERO,
    }
}

thread_local! {
    /// The CPU time, in nanoseconds, of the threads this thread started that have ended (each
    /// with what its own ended threads used), and of what [`charge`] counted for it.
    static ENDED: Arc<AtomicU64> = Arc::default();
}

/// The account of a thread, to which the threads it starts add their time when they end.
pub struct Account(Arc<AtomicU64>);

impl Account {
    /// The calling thread's account.
    pub fn of_this_thread() -> Self {
        Self(ENDED.with(Arc::clone))
    }

    /// Adds the CPU time of the calling thread, which ends now, and of the threads it started
    /// that ended before it.
    pub fn add_this_thread(&self) {
        self.add(thread_time() + ended());
    }

    fn add(&self, time: Duration) {
        let nanoseconds = u64::try_from(time.as_nanos()).unwrap_or(u64::MAX);
        self.0.fetch_add(nanoseconds, Ordering::Relaxed);
    }
}

/// What the calling thread's ended threads used.
fn ended() -> Duration {
    Duration::from_nanos(ENDED.with(|ended| ended.load(Ordering::Relaxed)))
}

/// Counts `time` as the calling thread's: CPU time that another thread, which lives on, spent
/// on its work.
pub fn charge(time: Duration) {
    Account::of_this_thread().add(time);
}

/// A clock of CPU time started on one thread: what that thread has used since, with what the
/// threads it started meanwhile used and [`charge`] counted, once those threads have ended.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    own: Duration,
    ended: Duration,
}

impl Clock {
    /// Starts the clock on the calling thread.
    pub fn start() -> Self {
        Self {
            own: thread_time(),
            ended: ended(),
        }
    }

    /// The CPU time since [`Clock::start`], read on the thread that started it.
    pub fn read(&self) -> Duration {
        thread_time().saturating_sub(self.own) + ended().saturating_sub(self.ended)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work that takes some CPU time and cannot be optimized away.
    fn spin() -> u64 {
        (0..2_000_000u64).fold(0, |sum, i| std::hint::black_box(sum ^ i.wrapping_mul(i)))
    }

    #[test]
    fn a_clock_counts_its_own_thread_and_the_threads_it_starts() {
        let clock = Clock::start();
        spin();
        let alone = clock.read();
        assert!(alone > Duration::ZERO);
        let clock = Clock::start();
        let child = crate::parallel::spawn(std::thread::Builder::new(), spin).unwrap();
        child.join().unwrap();
        let helped = clock.read();
        // The child's spinning counts, though this thread only waited for it.
        assert!(
            helped > Duration::from_nanos(alone.as_nanos() as u64 / 2),
            "{helped:?}"
        );
    }

    #[test]
    fn time_charged_counts_as_the_threads_own() {
        let clock = Clock::start();
        charge(Duration::from_secs(3));
        assert!(clock.read() >= Duration::from_secs(3));
    }
}
