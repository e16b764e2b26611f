//! What `/proc` tells of a run's processes: whether one has exited, its group, and the CPU time
//! it and the children it waited for used.

use std::fs;
use std::time::Duration;

/// What `/proc/PID/stat` tells of a process: whether it has exited (a zombie), its group, and
/// the CPU time of its threads and of the children it waited for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    pub zombie: bool,
    pub parent: u32,
    pub group: u32,
    pub cpu: Duration,
}

/// The clock ticks of `/proc`'s times (`USER_HZ`, 100 on Linux).
const TICKS_A_SECOND: u64 = 100;

impl Usage {
    /// The usage of process `pid`, if it can be read.
    pub fn of(pid: u32) -> Option<Usage> {
        let stat = fs::read(format!("/proc/{pid}/stat")).ok()?;
        let mut usage = Usage::parse(&stat)?;
        // The ticks cut off up to 10 ms: the main thread's own time, in nanoseconds, may say
        // more.
        if let Some(own) = fs::read_to_string(format!("/proc/{pid}/schedstat"))
            .ok()
            .and_then(|s| s.split(' ').next()?.parse::<u64>().ok())
        {
            let children = Usage::parse_children(&stat).unwrap_or_default();
            usage.cpu = usage.cpu.max(Duration::from_nanos(own) + children);
        }
        Some(usage)
    }

    /// The fields after the command's name, which is in parentheses and may hold anything.
    fn fields(stat: &[u8]) -> Option<Vec<&[u8]>> {
        let close = stat.iter().rposition(|&b| b == b')')?;
        Some(stat[close + 1..].split(|&b| b == b' ').skip(1).collect())
    }

    pub(super) fn parse(stat: &[u8]) -> Option<Usage> {
        let fields = Usage::fields(stat)?;
        let number =
            |i: usize| -> Option<u64> { std::str::from_utf8(fields.get(i)?).ok()?.parse().ok() };
        // State, parent, group, …; user and system time, then the waited-for children's.
        let ticks: u64 = [11, 12, 13, 14]
            .iter()
            .map(|&i| number(i))
            .sum::<Option<u64>>()?;
        Some(Usage {
            zombie: fields.first()? == b"Z",
            parent: u32::try_from(number(1)?).ok()?,
            group: u32::try_from(number(2)?).ok()?,
            cpu: Duration::from_millis(ticks * 1000 / TICKS_A_SECOND),
        })
    }

    /// The CPU time of the children a process waited for.
    fn parse_children(stat: &[u8]) -> Option<Duration> {
        let fields = Usage::fields(stat)?;
        let number =
            |i: usize| -> Option<u64> { std::str::from_utf8(fields.get(i)?).ok()?.parse().ok() };
        Some(Duration::from_millis(
            (number(13)? + number(14)?) * 1000 / TICKS_A_SECOND,
        ))
    }
}

/// What the processes of a group are doing, as [`group_busy`] sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Busy {
    /// The time they spent on a CPU or ready for one and waiting for it, and the CPU time of
    /// the children they waited for.
    pub time: Duration,
    /// Whether one of their threads is on a CPU or ready for one now (state `R`), or in an
    /// uninterruptible wait (`D`: a parent while its child starts, a read from a disk).
    pub runnable: bool,
}

/// What the processes of group `group` are doing: the time they spent on a CPU or ready for
/// one (`/proc/PID/task/TID/schedstat`, summed over their threads), and whether one is so now
/// (or in an uninterruptible wait); `None` if `/proc` does not tell (a kernel without scheduler
/// statistics). A run's time otherwise is time in which all of it sleeps or waits — but for the
/// processes that have exited, whose waits for a CPU the kernel no longer tells.
///
/// Reading `/proc` is no snapshot: a process may start after the list of processes is read and
/// another exit before its own files are, so that one reading of a run of short processes may
/// find only their parent, waiting. A reading that finds nothing running is therefore followed
/// at once by a second, and then by a last look at each thread the first found. The run is
/// idle only if the second reading finds the very same threads and the last look finds each of
/// them neither run since the first (its time on a CPU unchanged) nor ready to run. Then each
/// of those threads slept from its first reading to its last look, which span the whole second
/// reading; a thread woken in that time has run or is ready to run at its last look, so a
/// parent waiting for a child had that child alive throughout the second reading, which finds
/// it; and a process started or ended then shows in the second reading or in the parent that
/// ran to start or reap it.
pub fn group_busy(group: u32) -> Option<Busy> {
    let first = Reading::of(group)?;
    if first.busy.runnable {
        return Some(first.busy);
    }
    let second = Reading::of(group)?;
    let still = second.threads == first.threads && first.threads.iter().all(Thread::slept);
    Some(Busy {
        runnable: second.busy.runnable || !still,
        ..second.busy
    })
}

/// A thread as read: its process, its own number and its time on a CPU in nanoseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Thread {
    pid: u32,
    tid: u32,
    run: Option<u64>,
}

impl Thread {
    /// The thread's state (`R` running or ready, `D` uninterruptible, `S` …) and its time on a
    /// CPU and waiting for one, in nanoseconds.
    fn read(pid: u32, tid: u32) -> (Option<u8>, Option<u64>, Option<u64>) {
        let task = format!("/proc/{pid}/task/{tid}");
        let stat = fs::read(format!("{task}/stat")).ok();
        let state = stat
            .as_deref()
            .and_then(Usage::fields)
            .and_then(|f| f.first()?.first().copied());
        let line = fs::read_to_string(format!("{task}/schedstat")).ok();
        let mut times = line
            .iter()
            .flat_map(|l| l.split(' '))
            .map(|n| n.parse().ok());
        (state, times.next().flatten(), times.next().flatten())
    }

    /// Whether the thread, read again, has not run since and is not ready to run.
    fn slept(&self) -> bool {
        let (state, run, _) = Thread::read(self.pid, self.tid);
        state.is_some_and(|s| !matches!(s, b'R' | b'D')) && run.is_some() && run == self.run
    }
}

/// One reading of a group's processes in `/proc`.
struct Reading {
    busy: Busy,
    /// Each thread read, in the order read.
    threads: Vec<Thread>,
}

impl Reading {
    fn of(group: u32) -> Option<Reading> {
        let mut busy = Duration::ZERO;
        let (mut told, mut runnable) = (false, false);
        let mut threads = Vec::new();
        for pid in fs::read_dir("/proc").ok()?.flatten() {
            let Some(pid) = pid.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
                continue;
            };
            let Ok(stat) = fs::read(format!("/proc/{pid}/stat")) else {
                continue;
            };
            if Usage::parse(&stat).is_none_or(|usage| usage.group != group) {
                continue;
            }
            busy += Usage::parse_children(&stat).unwrap_or_default();
            let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
                continue;
            };
            for tid in tasks.flatten() {
                let Some(tid) = tid.file_name().to_str().and_then(|n| n.parse().ok()) else {
                    continue;
                };
                let (state, run, wait) = Thread::read(pid, tid);
                runnable |= matches!(state, Some(b'R' | b'D'));
                threads.push(Thread { pid, tid, run });
                if let (Some(run), Some(wait)) = (run, wait) {
                    busy += Duration::from_nanos(run + wait);
                    told = true;
                }
            }
        }
        told.then_some(Reading {
            busy: Busy {
                time: busy,
                runnable,
            },
            threads,
        })
    }
}

/// The CPU time used so far by the processes of group `group` other than `except`.
pub fn group_cpu(group: u32, except: u32) -> Duration {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Duration::ZERO;
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| pid != except)
        .filter_map(Usage::of)
        .filter(|usage| usage.group == group)
        .map(|usage| usage.cpu)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usage_is_read_past_a_name_with_spaces_and_parentheses() {
        let stat = b"42 (a) b (c) S 17 42 42 0 -1 4194304 1 0 0 0 150 50 7 3 20 0 1 0";
        let usage = Usage::parse(stat).unwrap();
        assert_eq!(
            usage,
            Usage {
                zombie: false,
                parent: 17,
                group: 42,
                cpu: Duration::from_millis(2100)
            }
        );
        assert_eq!(
            Usage::parse_children(stat),
            Some(Duration::from_millis(100))
        );
        let zombie = b"7 (x) Z 1 7 7 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0";
        assert!(Usage::parse(zombie).unwrap().zombie);
        assert_eq!(Usage::parse(b"garbage"), None);
    }

    /// A shell that starts one short process after another always has one of them running or
    /// ready to run, or itself starting the next: no look may find it all asleep, though a
    /// process may start and another exit while a look reads `/proc`.
    #[test]
    fn a_run_of_short_processes_is_never_seen_asleep() {
        use std::os::unix::process::CommandExt;
        let mut shell = std::process::Command::new("sh")
            .args(["-c", "while :; do /bin/true; done"])
            .process_group(0)
            .spawn()
            .unwrap();
        let group = shell.id();
        let asleep = (0..1000)
            .filter(|_| group_busy(group).is_some_and(|busy| !busy.runnable))
            .count();
        shell.kill().unwrap();
        shell.wait().unwrap();
        assert_eq!(asleep, 0, "looks that found the run asleep, of 1000");
    }
}
