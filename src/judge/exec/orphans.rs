//! The processes a run leaves behind outside its process group, brought back and ended. This
//! program makes itself the subreaper of everything it starts (Linux's
//! `PR_SET_CHILD_SUBREAPER`): a process whose parent dies is then given to this program, not to
//! init, whatever group or session it moved to, and is found among this program's children.
//!
//! The C library's `prctl`, `kill` and `waitpid` are declared here; each is called only on
//! numbers, and `waitpid` writes one `int` of ours.

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
            let (parent, group) = parent_and_group(&fs::read(format!("/proc/{pid}/stat")).ok()?)?;
            (parent == me).then_some((pid, group))
        })
        .collect()
}

/// A process's parent and process group, from its `/proc/PID/stat`: the fields after the
/// command's name, which is in parentheses and may hold anything.
fn parent_and_group(stat: &[u8]) -> Option<(u32, u32)> {
    let close = stat.iter().rposition(|&b| b == b')')?;
    let text = std::str::from_utf8(&stat[close + 1..]).ok()?;
    let mut fields = text.split_whitespace().skip(1).map(|f| f.parse().ok());
    Some((fields.next()??, fields.next()??))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parent_and_group_are_read_past_a_name_with_spaces_and_parentheses() {
        let stat = b"42 (a) b (c) S 17 42 42 0 -1 4194304 1 0 0 0 150 50 7 3 20 0 1 0";
        assert_eq!(parent_and_group(stat), Some((17, 42)));
        assert_eq!(parent_and_group(b"garbage"), None);
    }
}
