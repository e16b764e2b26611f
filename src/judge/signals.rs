//! SIGINT and SIGTERM caught for a while, so that work under way can end in order — a stress
//! test that is shrinking reports the simplest failing input found so far — and then the
//! program ends as the signal would have ended it ([`end_as`]).
//!
//! The C library's `signal` is declared here, and the handler only stores into atomics, which is
//! all a handler may safely do.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

const SIGINT: i32 = 2;
const SIGTERM: i32 = 15;
/// The default action, and ignoring the signal, as `signal` takes and returns them.
const SIG_DFL: usize = 0;
const SIG_IGN: usize = 1;

/// The signal caught, or 0.
static CAUGHT: AtomicI32 = AtomicI32::new(0);
/// Set when a signal is caught: a flag that cancels what is running.
static FLAG: AtomicBool = AtomicBool::new(false);

extern "C" {
    /// `sighandler_t signal(int signum, sighandler_t handler)`: a handler is a function pointer,
    /// or `SIG_DFL` (0) or `SIG_IGN` (1), all pointer-sized.
    fn signal(signum: i32, handler: usize) -> usize;
    fn raise(signum: i32) -> i32;
}

extern "C" fn on_signal(signum: i32) {
    CAUGHT.store(signum, Ordering::SeqCst);
    FLAG.store(true, Ordering::SeqCst);
}

/// While it lives, SIGINT and SIGTERM are caught ([`caught`]) instead of ending the program;
/// a signal that was ignored when it began stays ignored.
#[derive(Debug)]
pub struct Catching {
    /// The signals whose handler this installed.
    installed: Vec<i32>,
}

impl Catching {
    pub fn new() -> Self {
        let mut installed = Vec::new();
        for signum in [SIGINT, SIGTERM] {
            // SAFETY: `signal` is the C library's, declared with its ABI (integers and
            // pointer-sized handlers). `on_signal` is an `extern "C" fn(i32)`, which is what a
            // handler must be, and it only stores into atomics, which is async-signal-safe.
            let before = unsafe { signal(signum, on_signal as *const () as usize) };
            if before == SIG_IGN {
                // SAFETY: as above; SIG_IGN puts back what was there.
                unsafe { signal(signum, SIG_IGN) };
            } else {
                installed.push(signum);
            }
        }
        Self { installed }
    }
}

impl Default for Catching {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Catching {
    fn drop(&mut self) {
        for &signum in &self.installed {
            // SAFETY: as in `new`; SIG_DFL restores the default action.
            unsafe { signal(signum, SIG_DFL) };
        }
    }
}

/// The signal caught, if one was.
pub fn caught() -> Option<i32> {
    match CAUGHT.load(Ordering::SeqCst) {
        0 => None,
        signum => Some(signum),
    }
}

/// A flag set once a signal is caught, for cancelling what runs.
pub fn flag() -> &'static AtomicBool {
    &FLAG
}

/// Ends the program as `signum` would have: its default action, raised again.
pub fn end_as(signum: i32) -> ! {
    // SAFETY: as in `Catching::new`; `raise` sends the signal to this thread, whose default
    // action for SIGINT and SIGTERM ends the process.
    unsafe {
        signal(signum, SIG_DFL);
        raise(signum);
    }
    std::process::exit(128 + signum)
}
