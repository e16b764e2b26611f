//! Runs a shell command line on an input, within a time limit and an output limit.
//!
//! The command runs as `sh -c CMD` in a process group of its own; a command of plain words, a
//! program given by its path and its arguments, is executed by the shell in its own place, so
//! that a signal that ends the program is seen as that signal, not as the shell's exit status
//! 128 + n. A run past a
//! limit is killed with its whole group, so nothing it started is left running; and in case this
//! program is itself stopped before it can do that, the command runs under a CPU-time limit
//! (`ulimit -t`) well above the time limit, so that nothing it leaves behind spins for ever.

use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// The bounds of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most wall time a run may take.
    pub time: Duration,
    /// The most bytes it may print on standard output.
    pub output: usize,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this status.
    Exited(i32),
    /// A signal ended it.
    Signalled(i32),
    /// It was killed at the time limit.
    TimeLimit,
    /// It was killed for printing more than the output limit.
    OutputLimit,
    /// It was killed because its result was no longer wanted.
    Cancelled,
}

/// What one run did.
#[derive(Debug)]
pub struct Run {
    pub ending: Ending,
    /// Its standard output, at most the output limit and one byte.
    pub stdout: Vec<u8>,
    /// The start of its standard error.
    pub stderr: Vec<u8>,
    pub time: Duration,
}

/// How much of standard error is kept.
const STDERR_KEPT: usize = 64 * 1024;

/// What the standard-output reader tells the waiting thread.
enum Seen {
    /// The output ended: every process that held it closed it.
    End,
    /// More than the limit: the reader stopped reading.
    Overflow,
}

/// Runs `command` with `sh -c` on `input`. `cancel`, once set, kills a run in progress.
///
/// # Errors
/// If `sh` cannot be started.
pub fn run(command: &str, input: &[u8], limits: Limits, cancel: &AtomicBool) -> io::Result<Run> {
    let start = Instant::now();
    let mut child = shell(command, limits.time)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    thread::spawn(move || {
        // A command that stops reading early closes its end: not an error of ours.
        let _ = stdin.write_all(&input);
    });
    let (seen, watch) = mpsc::channel();
    let stdout = read_stdout(child.stdout.take().expect("piped"), limits.output, seen);
    let stderr = read_all(child.stderr.take().expect("piped"), STDERR_KEPT);
    let deadline = start + limits.time;
    let ending = match wait_for(&watch, deadline, cancel) {
        Ok(Seen::End) => match wait_for_exit(&mut child, deadline, cancel) {
            Some(ending) => ending,
            None => kill(&mut child, Ending::TimeLimit),
        },
        Ok(Seen::Overflow) => kill(&mut child, Ending::OutputLimit),
        Err(ending) => kill(&mut child, ending),
    };
    let time = start.elapsed();
    // Killed or not, every process that held the pipes is gone or has closed them; a process
    // that left the group may still hold one, and is not waited for.
    let collect = |pipe: mpsc::Receiver<Vec<u8>>| pipe.recv_timeout(Duration::from_secs(1));
    Ok(Run {
        ending,
        stdout: collect(stdout).unwrap_or_default(),
        stderr: collect(stderr).unwrap_or_default(),
        time,
    })
}

/// The shell that runs `command`, under a CPU-time limit far above the wall-time limit `time`:
/// it only stops what would otherwise spin for ever.
fn shell(command: &str, time: Duration) -> Command {
    let limit = format!(
        "ulimit -t {} 2>/dev/null",
        (time.as_secs_f64() * 10.0).ceil() as u64 + 1
    );
    let mut shell = Command::new("sh");
    let plain =
        |c: char| c.is_ascii_alphanumeric() || c.is_whitespace() || "_-./:=,+@%".contains(c);
    let words: Vec<&str> = command.split_whitespace().collect();
    match words.first() {
        Some(program)
            if command.chars().all(plain) && program.contains('/') && !program.contains('=') =>
        {
            shell.args(["-c", &format!("{limit}; exec \"$@\""), "sh"]);
            shell.args(words);
        }
        _ => {
            shell.args(["-c", &format!("{limit}\n{command}")]);
        }
    }
    shell
}

/// Waits for a message from the output reader until the deadline or a cancellation.
fn wait_for(
    watch: &mpsc::Receiver<Seen>,
    deadline: Instant,
    cancel: &AtomicBool,
) -> Result<Seen, Ending> {
    loop {
        if cancel.load(Ordering::Relaxed) {
            return Err(Ending::Cancelled);
        }
        let left = deadline.saturating_duration_since(Instant::now());
        match watch.recv_timeout(left.min(Duration::from_millis(20))) {
            Ok(seen) => return Ok(seen),
            Err(RecvTimeoutError::Timeout) if left.is_zero() => return Err(Ending::TimeLimit),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Ok(Seen::End),
        }
    }
}

/// Waits for the child to exit once its output has ended; `None` at the deadline.
fn wait_for_exit(child: &mut Child, deadline: Instant, cancel: &AtomicBool) -> Option<Ending> {
    let mut pause = Duration::from_micros(20);
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(match (status.code(), status.signal()) {
                (Some(code), _) => Ending::Exited(code),
                (None, signal) => Ending::Signalled(signal.unwrap_or(0)),
            });
        }
        if cancel.load(Ordering::Relaxed) {
            return Some(kill(child, Ending::Cancelled));
        }
        if Instant::now() >= deadline {
            return None;
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// Kills the child's process group and the child, waits for the child, and returns `ending`.
fn kill(child: &mut Child, ending: Ending) -> Ending {
    // The shell's own kill knows process groups; std kills only the child.
    let group = child.id().to_string();
    let _ = Command::new("sh")
        .args(["-c", "kill -s KILL -- \"-$0\" 2>/dev/null", &group])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let _ = child.kill();
    let _ = child.wait();
    ending
}

/// Reads standard output on a thread of its own, up to `limit` bytes and one more; tells
/// `seen` when it ends or overflows, and hands over what it read.
fn read_stdout(
    mut stdout: ChildStdout,
    limit: usize,
    seen: mpsc::Sender<Seen>,
) -> mpsc::Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let read = (&mut stdout).take(limit as u64 + 1).read_to_end(&mut bytes);
        let overflow = read.is_ok() && bytes.len() > limit;
        let _ = seen.send(if overflow { Seen::Overflow } else { Seen::End });
        let _ = send.send(bytes);
    });
    receive
}

/// Reads `pipe` to its end on a thread of its own, keeping the first `kept` bytes.
fn read_all(mut pipe: impl Read + Send + 'static, kept: usize) -> mpsc::Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = (&mut pipe).take(kept as u64).read_to_end(&mut bytes);
        let _ = io::copy(&mut pipe, &mut io::sink());
        let _ = send.send(bytes);
    });
    receive
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        time: Duration::from_secs(5),
        output: 1000,
    };

    fn go(command: &str, input: &[u8], limits: Limits) -> Run {
        run(command, input, limits, &AtomicBool::new(false)).unwrap()
    }

    #[test]
    fn output_error_and_exit_status() {
        let run = go("cat; echo oops >&2; exit 3", b"hello\n", LIMITS);
        assert_eq!(run.ending, Ending::Exited(3));
        assert_eq!(
            (&run.stdout[..], &run.stderr[..]),
            (&b"hello\n"[..], &b"oops\n"[..])
        );
        assert_eq!(
            go("kill -s SEGV $$", b"", LIMITS).ending,
            Ending::Signalled(11)
        );
        let unread = go("exit 0", &[b'x'; 1 << 20], LIMITS);
        assert_eq!(
            unread.ending,
            Ending::Exited(0),
            "input left unread is no error"
        );
        // A program that dies of a signal under the shell: the shell's 128 + 6.
        let program = go("sh -c 'kill -s ABRT $$'", b"", LIMITS);
        assert_eq!(program.ending, Ending::Exited(134));
        // A path and plain words: the shell executes the program in its own place.
        assert_eq!(go("/bin/sh", b"exit 0", LIMITS).ending, Ending::Exited(0));
        let direct = go("/bin/sh", b"kill -s ABRT $$", LIMITS);
        assert_eq!(direct.ending, Ending::Signalled(6));
    }

    #[test]
    fn a_run_past_a_limit_is_killed_with_all_it_started() {
        let short = Limits {
            time: Duration::from_millis(300),
            ..LIMITS
        };
        let run = go("sleep 30 & sleep 30; echo never", b"", short);
        assert_eq!(run.ending, Ending::TimeLimit);
        assert!(run.time < Duration::from_secs(5), "{:?}", run.time);
        let run = go("yes", b"", LIMITS);
        assert_eq!((run.ending, run.stdout.len()), (Ending::OutputLimit, 1001));
        // Output closed early, the process still running.
        let run = go("exec >&-; sleep 30", b"", short);
        assert_eq!(run.ending, Ending::TimeLimit);
    }

    #[test]
    fn a_cancelled_run_is_killed() {
        let cancel = AtomicBool::new(true);
        let run = run("sleep 30", b"", LIMITS, &cancel).unwrap();
        assert_eq!(run.ending, Ending::Cancelled);
    }
}
