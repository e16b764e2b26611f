//! Runs a shell command line on an input, within a CPU-time limit, a wall-time limit and an
//! output limit, and leaves nothing it started running.
//!
//! - The command runs as `sh -c CMD` in a process group of its own. A command of plain words, a
//!   program given by its path and its arguments, is started directly, without a shell: it
//!   costs half as much, and a signal that ends the program is seen as that signal, not as the
//!   shell's exit status 128 + n.
//! - CPU time is what `/proc` says the run used: user and system time of the process and of the
//!   children it waited for, read while it is a zombie, before it is reaped, plus, for a run
//!   long enough to matter, what the other processes of its group used so far. Load on the
//!   machine barely changes it.
//! - The wall-time limit counts only the time a run spends waiting: wall time in which none of
//!   its processes was on a CPU or ready for one (`asleep.rs`: each thread's time on a CPU and
//!   waiting on a run queue, and which are ready to run when looked at). It catches a run that
//!   sleeps or blocks; a run that other work keeps from a CPU is never stopped by it.
//! - Every run's process group is killed when the run ends, passed or not, before its first
//!   process is reaped (so that the group's number cannot have been given to anyone else). A
//!   helper shell ([`Reaper`]) does the killing, and when this program ends, however it ends
//!   (Ctrl-C, SIGTERM, even SIGKILL), the helper sees its input close and kills every group
//!   still running. A process that leaves its group (`setpgid`, `setsid`) is ended too where
//!   the reaper adopts orphans ([`Reaper::adopting`], as a stress test's does): once its parent
//!   is gone it is this program's child. Only if this program is killed with SIGKILL may such a
//!   process outlive it; for that case, a command run by the shell also runs under a CPU-time
//!   limit (`ulimit -t`) well above the time limit.

mod asleep;
mod orphans;
mod reaper;
pub(crate) mod usage;

pub use reaper::Reaper;

use asleep::Asleep;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::{self, Builder};
use std::time::{Duration, Instant};
use usage::{group_cpu, Usage};

/// The bounds of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most CPU time the run's processes may use together.
    pub cpu: Duration,
    /// The most wall time it may spend waiting: with none of its processes on a CPU or ready
    /// for one (sleeping, or blocked on input). Time it is kept from a CPU by other work does
    /// not count.
    pub wall: Duration,
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
    /// It was killed when its CPU time passed the limit.
    TimeLimit,
    /// It was killed when the wall time in which it slept or waited passed the limit.
    WallLimit,
    /// It was killed for printing more than the output limit.
    OutputLimit,
    /// It was killed because its result was no longer wanted.
    Cancelled,
}

/// What one run did.
#[derive(Clone, Debug)]
pub struct Run {
    pub ending: Ending,
    /// Its standard output, at most the output limit and one byte.
    pub stdout: Vec<u8>,
    /// The start of its standard error.
    pub stderr: Vec<u8>,
    /// The CPU time its processes used, as far as it was measured (see the module
    /// documentation).
    pub cpu: Duration,
    /// Its wall time, from start to end.
    pub wall: Duration,
    /// The part of its wall time in which none of its processes was on a CPU or ready for one:
    /// in which it slept or waited. Zero for a run shorter than a quarter of the limit of it,
    /// which is not looked at.
    pub waiting: Duration,
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

impl Reaper {
    /// Runs `command` with `sh -c` on `input`. `cancel`, once set, kills a run in progress.
    ///
    /// # Errors
    /// If `sh` cannot be started, or no thread to feed or read it.
    pub fn run(
        &self,
        command: &str,
        input: &[u8],
        limits: Limits,
        cancel: &AtomicBool,
    ) -> io::Result<Run> {
        let start = Instant::now();
        let started_directly = direct(command).is_some();
        let spawned = self.start(
            command_for(command, limits.cpu)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .process_group(0),
        );
        let mut child = match spawned {
            Ok(child) => child,
            // A program started directly that cannot be: what the shell would say.
            Err(error) if started_directly => return Ok(not_started(command, &error)),
            Err(error) => return Err(error),
        };
        let pid = child.id();
        self.watch(pid);
        let piped = (|| {
            let mut stdin = child.stdin.take().expect("piped");
            // The shell waits for this line before it runs the command: the helper knows the
            // group before anything in it runs.
            let gate: &[u8] = if started_directly { b"" } else { b"\n" };
            // A command that stops reading early closes its end: not an error of ours.
            if input.len() <= SMALL_INPUT {
                let _ = stdin.write_all(gate).and_then(|()| stdin.write_all(input));
                drop(stdin);
            } else {
                let input = [gate, input].concat();
                Builder::new().spawn(move || {
                    let _ = stdin.write_all(&input);
                })?;
            }
            let (seen, watch) = mpsc::channel();
            let stdout = read_stdout(child.stdout.take().expect("piped"), limits.output, seen)?;
            let stderr = read_all(child.stderr.take().expect("piped"), STDERR_KEPT)?;
            io::Result::Ok((watch, stdout, stderr))
        })();
        let (watch, stdout, stderr) = match piped {
            Ok(piped) => piped,
            // No thread to feed or read the run: it ends unjudged.
            Err(error) => {
                self.kill(pid);
                let _ = child.wait();
                self.reaped(pid);
                return Err(error);
            }
        };
        let (ending, cpu, waiting, exited) = monitor(&mut child, &watch, start, limits, cancel);
        let wall = start.elapsed();
        // The first process is a zombie or still running: its group is still its own (unless
        // `/proc` could not be read, and it was reaped already).
        self.kill(pid);
        let status = match exited {
            Some(status) => status,
            None => child.wait()?,
        };
        self.reaped(pid);
        let ending = ending.unwrap_or(match (status.code(), status.signal()) {
            (Some(code), _) => Ending::Exited(code),
            (None, signal) => Ending::Signalled(signal.unwrap_or(0)),
        });
        // Every process that held the pipes is gone; one that left the group may still hold
        // one, and is not waited for.
        let collect = |pipe: mpsc::Receiver<Vec<u8>>| pipe.recv_timeout(Duration::from_secs(1));
        Ok(Run {
            ending,
            stdout: collect(stdout).unwrap_or_default(),
            stderr: collect(stderr).unwrap_or_default(),
            cpu,
            wall,
            waiting,
        })
    }
}

/// Watches the run whose first process is `child` until it exits or passes a limit: how it
/// ended, if that is not up to its exit status; the CPU time it used; and its exit status if it
/// had to be reaped to be seen to exit, which happens only where `/proc` cannot be read (then
/// wall time stands in for CPU time).
fn monitor(
    child: &mut Child,
    watch: &mpsc::Receiver<Seen>,
    start: Instant,
    limits: Limits,
    cancel: &AtomicBool,
) -> (Option<Ending>, Duration, Duration, Option<ExitStatus>) {
    let pid = child.id();
    let cores = crate::parallel::cores() as u32;
    // Runs shorter than this cannot have used the limit with every core, so the other
    // processes of their group are not counted: that needs a look at every process.
    let whole_group_after = limits.cpu / cores / 2;
    let (mut output_open, mut pause) = (true, Duration::from_micros(20));
    let (mut cpu, mut waiting) = (Duration::ZERO, Duration::ZERO);
    let mut asleep = Asleep::new(limits.wall);
    loop {
        if output_open {
            // The output closes when the run exits, usually: wait for that, a moment at most.
            // A run that ends sooner is not looked at in `/proc` until then.
            match watch.recv_timeout(LONGEST_PAUSE) {
                Ok(Seen::End) | Err(RecvTimeoutError::Disconnected) => output_open = false,
                Ok(Seen::Overflow) => return (Some(Ending::OutputLimit), cpu, waiting, None),
                Err(RecvTimeoutError::Timeout) => {}
            }
        } else {
            thread::sleep(pause);
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
        if cancel.load(Ordering::Relaxed) {
            return (Some(Ending::Cancelled), cpu, waiting, None);
        }
        let wall = start.elapsed();
        match Usage::of(pid) {
            Some(first) => {
                cpu = cpu.max(match wall >= whole_group_after {
                    true => first.cpu + group_cpu(pid, pid),
                    false => first.cpu,
                });
                if first.zombie {
                    return (None, cpu, waiting, None);
                }
            }
            None => {
                cpu = wall;
                if let Ok(Some(status)) = child.try_wait() {
                    return (None, cpu, waiting, Some(status));
                }
            }
        }
        if cpu > limits.cpu {
            return (Some(Ending::TimeLimit), cpu, waiting, None);
        }
        // The time in which nothing of the run ran or was ready to run: a run the machine's
        // load keeps from a CPU is not waiting.
        waiting = asleep.look(pid, wall, cpu);
        if waiting > limits.wall {
            return (Some(Ending::WallLimit), cpu, waiting, None);
        }
    }
}

/// The longest a run is left unwatched: how soon a cancelled run is killed, and how far past a
/// limit a run may go.
const LONGEST_PAUSE: Duration = Duration::from_millis(10);

/// How `command` is started. A command of plain words whose program is given by its path is
/// started directly, which halves the cost of a run. Anything else runs under `sh -c`: it first
/// reads one line of its input, which [`Reaper::run`] writes once the helper knows the run's
/// group (were this program to die between the start and then, nothing would kill the group;
/// the input ends instead, and the shell exits), then sets a CPU-time limit far above `cpu`, which only stops what escaped its group and
/// would otherwise spin for ever; the command stays on the script's first line, so that the
/// shell's messages name the line of the command. A program started directly cannot wait so,
/// but dies of a closed pipe, or runs to its end, if this program dies in that moment.
fn command_for(command: &str, cpu: Duration) -> Command {
    match direct(command) {
        Some(mut words) => {
            let mut direct = Command::new(words.next().expect("a program"));
            direct.args(words);
            direct
        }
        None => {
            let limit = (cpu.as_secs_f64() * 10.0).ceil() as u64 + 1;
            let mut shell = Command::new("sh");
            let script =
                format!("IFS= read -r _ || exit; ulimit -t {limit} 2>/dev/null; {command}");
            shell.args(["-c", &script]);
            shell
        }
    }
}

/// Whether `command` is plain words, which the shell and Python's `shlex` alike split at
/// whitespace and nowhere else: letters, digits and `_-./:=,+@%`.
pub fn is_plain(command: &str) -> bool {
    let plain =
        |c: char| c.is_ascii_alphanumeric() || c.is_whitespace() || "_-./:=,+@%".contains(c);
    command.chars().all(plain)
}

/// The words of `command` if it is plain words whose program is given by its path.
fn direct(command: &str) -> Option<std::str::SplitWhitespace<'_>> {
    let program = command.split_whitespace().next()?;
    let direct = is_plain(command) && program.contains('/') && !program.contains('=');
    direct.then(|| command.split_whitespace())
}

/// The run of a program that could not be started, as the shell reports one: exit status 127
/// and `PROGRAM: not found`, or 126 if it cannot be executed.
fn not_started(command: &str, error: &io::Error) -> Run {
    let program = command.split_whitespace().next().unwrap_or_default();
    let (status, what) = match error.kind() {
        io::ErrorKind::NotFound => (127, "not found".to_string()),
        _ => (126, error.to_string()),
    };
    Run {
        ending: Ending::Exited(status),
        stdout: Vec::new(),
        stderr: format!("{program}: {what}\n").into_bytes(),
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
        waiting: Duration::ZERO,
    }
}

/// Inputs up to this many bytes are written at once: they fit in a pipe's buffer.
const SMALL_INPUT: usize = 16 << 10;

/// `word` as one word of a POSIX shell command line, which Python's `shlex` reads alike: as it
/// is if it is plain, else in single quotes, each of its own quotes as `'\''`. Any bytes but
/// NUL, which no argument holds, stand for themselves inside single quotes.
pub fn sh_word(word: &[u8]) -> Vec<u8> {
    let plain = !word.is_empty()
        && word
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b"_-./:=,+@%".contains(&b));
    if plain {
        return word.to_vec();
    }
    let mut quoted = vec![b'\''];
    for &b in word {
        match b {
            b'\'' => quoted.extend(br"'\''"),
            b => quoted.push(b),
        }
    }
    quoted.push(b'\'');
    quoted
}

/// What the shell said on its standard error, without its own prefix (`sh: 1: `) and an
/// `exec: ` of ours: the first line, for a message.
pub fn shell_message(stderr: &[u8]) -> String {
    let said = String::from_utf8_lossy(stderr);
    let line = said.lines().next().unwrap_or("").trim();
    let line = line.strip_prefix("sh: ").unwrap_or(line);
    let line = match line.split_once(": ") {
        Some((number, rest)) if number.bytes().all(|b| b.is_ascii_digit()) => rest,
        _ => line,
    };
    line.strip_prefix("exec: ").unwrap_or(line).to_string()
}

// The threads that feed and read a run end with it, and the C library keeps their stacks for
// the next run's: they start as `Builder::spawn` starts them, where `crate::parallel::spawn`,
// which counts only fresh address space as room, would refuse them under a tight limit that
// the old stacks fit in.

/// Reads standard output on a thread of its own, up to `limit` bytes and one more; tells
/// `seen` when it ends or overflows, and hands over what it read.
///
/// # Errors
/// If no thread can be started.
fn read_stdout(
    mut stdout: ChildStdout,
    limit: usize,
    seen: mpsc::Sender<Seen>,
) -> io::Result<mpsc::Receiver<Vec<u8>>> {
    let (send, receive) = mpsc::channel();
    Builder::new().spawn(move || {
        let mut bytes = Vec::new();
        let read = (&mut stdout).take(limit as u64 + 1).read_to_end(&mut bytes);
        let overflow = read.is_ok() && bytes.len() > limit;
        let _ = seen.send(if overflow { Seen::Overflow } else { Seen::End });
        let _ = send.send(bytes);
    })?;
    Ok(receive)
}

/// Reads `pipe` to its end on a thread of its own, keeping the first `kept` bytes.
///
/// # Errors
/// If no thread can be started.
fn read_all(
    mut pipe: impl Read + Send + 'static,
    kept: usize,
) -> io::Result<mpsc::Receiver<Vec<u8>>> {
    let (send, receive) = mpsc::channel();
    Builder::new().spawn(move || {
        let mut bytes = Vec::new();
        let _ = (&mut pipe).take(kept as u64).read_to_end(&mut bytes);
        let _ = io::copy(&mut pipe, &mut io::sink());
        let _ = send.send(bytes);
    })?;
    Ok(receive)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words_are_quoted_only_where_needed() {
        assert_eq!(sh_word(b"dir/x-1.in"), b"dir/x-1.in");
        assert_eq!(sh_word(b"python3 'a b'.py"), br"'python3 '\''a b'\''.py'");
        assert_eq!(sh_word(b""), b"''");
        assert_eq!(sh_word(b"d\xff"), b"'d\xff'", "bytes stand for themselves");
    }
    use std::fs;

    const LIMITS: Limits = Limits {
        cpu: Duration::from_secs(30),
        wall: Duration::from_secs(60),
        output: 1000,
    };

    fn go(command: &str, input: &[u8], limits: Limits) -> Run {
        Reaper::new()
            .run(command, input, limits, &AtomicBool::new(false))
            .unwrap()
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
    fn the_shells_messages_are_shown_without_its_prefix() {
        let run = go("./no/such/program", b"", LIMITS);
        assert_eq!(run.ending, Ending::Exited(127));
        assert_eq!(shell_message(&run.stderr), "./no/such/program: not found");
        let run = go("no-such-program-anywhere x", b"", LIMITS);
        assert_eq!(
            shell_message(&run.stderr),
            "no-such-program-anywhere: not found"
        );
    }

    #[test]
    fn cpu_time_is_counted_and_sleep_is_not() {
        let limits = Limits {
            cpu: Duration::from_millis(200),
            ..LIMITS
        };
        // A spinning shell passes the CPU limit, whatever the machine's load.
        let run = go("while :; do :; done", b"", limits);
        assert_eq!(run.ending, Ending::TimeLimit);
        assert!(run.cpu > Duration::from_millis(200), "{:?}", run.cpu);
        // So does a spinning child that the command waits for, and one it does not.
        let run = go("sh -c 'while :; do :; done'", b"", limits);
        assert_eq!(run.ending, Ending::TimeLimit);
        let run = go("(while :; do :; done) & sleep 100", b"", limits);
        assert_eq!(run.ending, Ending::TimeLimit);
        // A sleeper uses no CPU: the wall limit catches it.
        let sleepy = Limits {
            wall: Duration::from_millis(300),
            ..LIMITS
        };
        let run = go("sleep 30", b"", sleepy);
        assert_eq!(run.ending, Ending::WallLimit);
        assert!(run.cpu < Duration::from_millis(100), "{:?}", run.cpu);
        // Work that a child did and the command waited for is counted once it is done.
        let run = go(
            "sh -c 'i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done'",
            b"",
            LIMITS,
        );
        assert_eq!(run.ending, Ending::Exited(0));
        assert!(run.cpu > Duration::ZERO, "{:?}", run.cpu);
    }

    /// Whether a process whose command line holds `marker` is alive.
    fn alive(marker: &str) -> bool {
        fs::read_dir("/proc").unwrap().flatten().any(|entry| {
            let cmdline = fs::read(entry.path().join("cmdline")).unwrap_or_default();
            let zombie = Usage::of(
                entry
                    .file_name()
                    .to_str()
                    .unwrap_or("")
                    .parse()
                    .unwrap_or(0),
            )
            .is_some_and(|u| u.zombie);
            String::from_utf8_lossy(&cmdline).contains(marker) && !zombie
        })
    }

    /// Whether every process whose command line holds `marker` is gone within ten seconds: a
    /// killed process takes a moment to die on a busy machine.
    fn gone(marker: &str) -> bool {
        let start = std::time::Instant::now();
        while alive(marker) {
            if start.elapsed() > Duration::from_secs(10) {
                return false;
            }
            thread::sleep(Duration::from_millis(10));
        }
        true
    }

    #[test]
    fn nothing_a_run_started_outlives_it_whether_it_passed_or_not() {
        let marker = format!("exec-left-{}", std::process::id());
        let passing = format!("(sh -c 'sleep 100; : {marker}-a' >/dev/null 2>&1 &); echo done");
        let run = go(&passing, b"", LIMITS);
        assert_eq!(
            (run.ending, &run.stdout[..]),
            (Ending::Exited(0), &b"done\n"[..])
        );
        assert!(
            gone(&format!("{marker}-a")),
            "a passing run's background child"
        );
        let short = Limits {
            wall: Duration::from_millis(300),
            ..LIMITS
        };
        let run = go(
            &format!("sh -c 'sleep 100; : {marker}-b' & sleep 100"),
            b"",
            short,
        );
        assert_eq!(run.ending, Ending::WallLimit);
        assert!(gone(&format!("{marker}-b")), "a killed run's child");
    }

    #[test]
    fn a_shell_command_whose_input_ends_before_the_gate_never_runs() {
        // What a command sees when this program dies after starting it, before the helper
        // knew its group: its input ends before the line it waits for.
        let output = command_for("echo ran", LIMITS.cpu)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(output.stdout, b"");
        let output = command_for("echo ran", LIMITS.cpu)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().unwrap().write_all(b"\n")?;
                child.wait_with_output()
            })
            .unwrap();
        assert_eq!(output.stdout, b"ran\n", "the gate opened, the command runs");
    }

    #[test]
    fn a_run_past_a_limit_is_killed() {
        let run = go("yes", b"", LIMITS);
        assert_eq!((run.ending, run.stdout.len()), (Ending::OutputLimit, 1001));
        // Output closed early, the process still running.
        let short = Limits {
            wall: Duration::from_millis(300),
            ..LIMITS
        };
        let run = go("exec >&-; sleep 30", b"", short);
        assert_eq!(run.ending, Ending::WallLimit);
    }

    #[test]
    fn a_cancelled_run_is_killed() {
        let cancel = AtomicBool::new(true);
        let run = Reaper::new().run("sleep 30", b"", LIMITS, &cancel).unwrap();
        assert_eq!(run.ending, Ending::Cancelled);
    }
}
