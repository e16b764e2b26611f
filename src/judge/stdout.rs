//! Standard output as every mode writes it ([`stdout`]): the process's, unless the program was
//! started with it closed (`>&-`), when every write fails as it would in a C program.
//!
//! Before `main`, Rust's runtime opens `/dev/null` on any of descriptors 0 to 2 that is closed,
//! and its standard output takes a write to a descriptor that is not open as done: a program
//! started with `>&-` would print every answer into nothing and exit 0. Inside `main`, such a
//! descriptor cannot be told from `1<>/dev/null` (or from Python's `subprocess.DEVNULL`, which
//! opens `/dev/null` read-write too), which discard output on purpose. So a function of the
//! C library's start-up list (`.init_array`, run before `main` and so before the runtime)
//! looks whether descriptor 1 is open, and the answer is kept for [`stdout`].

use std::io::{self, StdoutLock, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether descriptor 1 was closed when the process started.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

extern "C" {
    /// `int fcntl(int fd, int cmd, ...)`, the C library's.
    fn fcntl(fd: i32, cmd: i32, ...) -> i32;
}

/// `fcntl`'s command that reads a descriptor's flags: it fails only on a descriptor that is
/// not open.
const F_GETFD: i32 = 1;

/// Records whether descriptor 1 is open: run by the C library before `main`.
extern "C" fn look_at_descriptor_1() {
    // SAFETY: `fcntl` is the C library's, declared with its ABI; F_GETFD takes no third
    // argument, reads no memory of ours and only returns the descriptor's flags or -1.
    let closed = unsafe { fcntl(1, F_GETFD) } == -1;
    CLOSED_AT_START.store(closed, Ordering::Relaxed);
}

/// The start-up list's entry: the C library calls each function of `.init_array` with no
/// arguments that it needs to be given (its `argc`, `argv` and `envp` may be left unread by a
/// function of none, as the C calling convention allows).
#[used]
#[link_section = ".init_array"]
static AT_START: extern "C" fn() = look_at_descriptor_1;

/// Standard output, locked; every write fails with "Bad file descriptor" where the program was
/// started with it closed.
pub fn stdout() -> Stdout {
    // Reading the entry keeps it in every binary that writes standard output: an entry nothing
    // uses could be left out of the link with the rest of its object.
    std::hint::black_box(&AT_START);
    match CLOSED_AT_START.load(Ordering::Relaxed) {
        true => Stdout::Closed,
        false => Stdout::Open(io::stdout().lock()),
    }
}

/// Standard output as [`stdout`] gives it.
pub enum Stdout {
    Open(StdoutLock<'static>),
    /// Closed when the program started.
    Closed,
}

/// What a write to a closed descriptor gets: EBADF.
fn closed() -> io::Error {
    io::Error::from_raw_os_error(9)
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stdout::Open(out) => out.write(buf),
            Stdout::Closed => Err(closed()),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Stdout::Open(out) => out.write_all(buf),
            Stdout::Closed => Err(closed()),
        }
    }

    /// Nothing written is nothing lost: only writes fail.
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stdout::Open(out) => out.flush(),
            Stdout::Closed => Ok(()),
        }
    }
}
