//! The processes a run leaves behind outside its process group, brought back and ended. This
//! program makes itself the subreaper of everything it starts (Linux's
//! `PR_SET_CHILD_SUBREAPER`): a process whose parent dies is then given to this program, not to
//! init, whatever group or session it moved to, and is found among this program's children.
//!
//! The C library's `prctl`, `kill` and `waitpid` are declared here; each is called only on
//! numbers, and `waitpid` writes one `int` of ours.

use super::usage::Usage;
use std::fs;
use std::os::raw::{c_int, c_ulong};

const PR_SET_CHILD_SUBREAPER: c_int = 36;
const SIGKILL: c_int = 9;
const EINTR: i32 = 4;

extern "C" {
    /// `int prctl(int option, ...)`: variadic in the C library, and declared so.
    fn prctl(option: c_int, ...) -> c_int;
    fn kill(pid: c_int, signal: c_int) -> c_int;
    fn waitpid(pid: c_int, status: *mut c_int, options: c_int) -> c_int;
}

/// Makes this program the subreaper of its descendants; whether the system allowed it.
pub fn adopt() -> bool {
    // SAFETY: `prctl` is declared with the C library's signature, variadic; this option takes
    // one unsigned long (1: on) and reads and writes no memory of ours.
    unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1 as c_ulong) == 0 }
}

/// This program's children, each with its process group, as `/proc` tells them: from the
/// lists of each thread's children where the kernel keeps them, else from every process's
/// parent.
pub fn children() -> Vec<(u32, u32)> {
    let me = std::process::id();
    let listed = fs::read_dir("/proc/self/task").ok().and_then(|tasks| {
        let mut pids = Vec::new();
        for task in tasks.flatten() {
            let list = fs::read_to_string(task.path().join("children")).ok()?;
            pids.extend(
                list.split_whitespace()
                    .filter_map(|pid| pid.parse::<u32>().ok()),
            );
        }
        Some(pids)
    });
    let pids = listed.unwrap_or_else(|| {
        let entries = fs::read_dir("/proc").into_iter().flatten().flatten();
        entries
            .filter_map(|entry| entry.file_name().to_str()?.parse().ok())
            .collect()
    });
    pids.into_iter()
        .filter_map(|pid| {
            let usage = Usage::parse(&fs::read(format!("/proc/{pid}/stat")).ok()?)?;
            (usage.parent == me).then_some((pid, usage.group))
        })
        .collect()
}

/// Kills child `pid` and reaps it. Until it is reaped its number is given to no one else, so
/// that only it can be killed.
pub fn end(pid: u32) {
    let Ok(pid) = c_int::try_from(pid) else {
        return;
    };
    let mut status: c_int = 0;
    // SAFETY: `kill` and `waitpid` are declared with the C library's signatures; `kill` takes
    // numbers only, and `waitpid` writes one `int` through a pointer to a live local.
    unsafe {
        kill(pid, SIGKILL);
        while waitpid(pid, &mut status, 0) == -1 && interrupted() {}
    }
}

/// Whether the last call failed because a signal came.
fn interrupted() -> bool {
    std::io::Error::last_os_error().raw_os_error() == Some(EINTR)
}
