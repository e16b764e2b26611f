//! Answers on their way out of the judge program: written through one buffered writer and
//! flushed at a pace ([`PACE`]), and the input of a problem solved on one thread, which writes
//! the answers out before it waits for more.

use super::stats::Reporter;
use std::cell::RefCell;
use std::io::{self, Read, Write};
use std::time::{Duration, Instant};

/// The longest an answer written waits in the buffer while more cases are being solved.
pub const PACE: Duration = Duration::from_millis(100);

/// Answers on their way out: written through `out`, which is flushed when [`PACE`] has passed
/// since it last was, or when asked (before the input is read, or when nothing else is to be
/// done). The first error ends all writing.
pub struct Paced<W> {
    out: W,
    /// When `out` was last flushed, and whether anything was written since.
    flushed: Instant,
    pending: bool,
    pub failed: bool,
    /// With `--stats`, the reporter of each answer written.
    pub stats: Option<Reporter>,
    /// Whether a hint ([`Problem::hint`](super::problem::Problem::hint)) was given: one a run.
    pub hinted: bool,
}

impl<W: Write> Paced<W> {
    pub fn new(out: W, stats: Option<Reporter>) -> Self {
        Self {
            out,
            flushed: Instant::now(),
            pending: false,
            failed: false,
            stats,
            hinted: false,
        }
    }

    /// Writes one answer with `write`, flushing if it is time.
    pub fn answer(&mut self, write: impl FnOnce(&mut W) -> io::Result<()>) -> io::Result<()> {
        let written = write(&mut self.out).and_then(|()| {
            self.pending = true;
            match self.flushed.elapsed() >= PACE {
                true => self.flush(),
                false => Ok(()),
            }
        });
        self.failed |= written.is_err();
        written
    }

    /// Writes out what is pending.
    pub fn flush(&mut self) -> io::Result<()> {
        if self.pending {
            let flushed = self.out.flush();
            self.failed |= flushed.is_err();
            flushed?;
            (self.pending, self.flushed) = (false, Instant::now());
        }
        Ok(())
    }
}

/// The input of a problem solved on one thread: before it waits for more input, the answers
/// so far are written out; once they cannot be, the input ends.
pub struct FlushFirst<'p, R, W> {
    pub source: R,
    pub paced: &'p RefCell<Paced<W>>,
}

impl<R: Read, W: Write> Read for FlushFirst<'_, R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut paced = self.paced.borrow_mut();
        if paced.failed || paced.flush().is_err() {
            return Ok(0);
        }
        drop(paced);
        self.source.read(buf)
    }
}
