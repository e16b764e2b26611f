//! The helper that kills process groups, so that nothing a run started outlives it, however
//! this program ends; and, for a program that starts nothing else, the orphans its runs leave
//! outside their groups ([`orphans`](super::orphans)), ended.

use super::orphans;
use std::collections::HashSet;
use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The helper that kills process groups: a shell that reads `+G` (a group started), `-G` (kill
/// group G now, answered by an empty line) and, when its input ends, kills every group it was
/// told of and not told to kill yet. It ignores the signals that end this program from a
/// terminal, so that it outlives it.
const REAPER: &str = r#"trap '' INT TERM HUP QUIT
live=
while IFS= read -r line; do
  case $line in
    +*) live="$live ${line#+}" ;;
    -*) g=${line#-}; kill -s KILL -- "-$g" 2>/dev/null
        rest=; for p in $live; do [ "$p" = "$g" ] || rest="$rest $p"; done; live=$rest
        echo ;;
  esac
done
for p in $live; do kill -s KILL -- "-$p" 2>/dev/null; done"#;

/// Starts runs and kills their process groups (see the module documentation).
#[derive(Debug)]
pub struct Reaper {
    helper: Mutex<Option<(ChildStdin, BufReader<ChildStdout>)>>,
    process: Option<Child>,
    /// Where this program adopts orphans: what it started itself.
    adopting: Option<Adopting>,
}

/// What an adopting reaper knows: the processes it started and has not reaped (the helper,
/// each run's first process), which are no orphans, and when it last ended the orphans.
#[derive(Debug)]
struct Adopting {
    started: Mutex<HashSet<u32>>,
    ended: Mutex<Instant>,
}

/// How often orphans are looked for as runs end: the longest one outlives its run.
const ORPHANS_EVERY: Duration = Duration::from_millis(100);

impl Reaper {
    /// Starts the helper shell. If it cannot start, groups are killed by a shell started for
    /// each kill, and nothing kills them if this program dies.
    pub fn new() -> Self {
        Self::start_helper(None)
    }

    /// [`Reaper::new`] for a program that starts processes only through it, as a stress test
    /// does: it also becomes the subreaper of all it starts, so that a process that left its
    /// run's group (`setpgid`, `setsid`) comes back to it when its parent dies, and is ended
    /// as runs end (looked for at most every tenth of a second) or when the reaper is
    /// dropped. Where the system does not allow it, as [`Reaper::new`].
    pub fn adopting() -> Self {
        let adopting = orphans::adopt().then(|| Adopting {
            started: Mutex::new(HashSet::new()),
            ended: Mutex::new(Instant::now()),
        });
        Self::start_helper(adopting)
    }

    fn start_helper(adopting: Option<Adopting>) -> Self {
        let mut reaper = Self {
            helper: Mutex::new(None),
            process: None,
            adopting,
        };
        let mut process = reaper
            .start(
                Command::new("sh")
                    .args(["-c", REAPER])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null()),
            )
            .ok();
        let helper = process
            .as_mut()
            .and_then(|child| Some((child.stdin.take()?, BufReader::new(child.stdout.take()?))));
        (reaper.helper, reaper.process) = (Mutex::new(helper), process);
        reaper
    }

    /// Starts `command`, which is then known as no orphan until [`Reaper::reaped`].
    pub(super) fn start(&self, command: &mut Command) -> io::Result<Child> {
        let Some(adopting) = &self.adopting else {
            return command.spawn();
        };
        // Held while it starts: a child is never seen before it is known.
        let mut started = lock(&adopting.started);
        let child = command.spawn()?;
        started.insert(child.id());
        Ok(child)
    }

    /// Says that the child `pid` that [`Reaper::start`] started has been reaped, and ends the
    /// orphans if they were not looked for in the last tenth of a second.
    pub(super) fn reaped(&self, pid: u32) {
        self.forget(pid);
        self.end_orphans(false);
    }

    /// Kills and reaps every child that this reaper did not start: processes that outlived
    /// their parents (of a live run's group too only once it has left that group), until
    /// none is left; at once with `now`, else only a tenth of a second after the last time.
    fn end_orphans(&self, now: bool) {
        let Some(adopting) = &self.adopting else {
            return;
        };
        // Held throughout: two threads never end one orphan, whose number, once reaped, may
        // be another's.
        let mut ended = lock(&adopting.ended);
        if !now && ended.elapsed() < ORPHANS_EVERY {
            return;
        }
        // Each round ends what the last round's orphans left behind; a few suffice.
        for _ in 0..100 {
            let orphans: Vec<u32> = {
                let started = lock(&adopting.started);
                let children = orphans::children().into_iter();
                let unknown = children
                    .filter(|(pid, group)| !started.contains(pid) && !started.contains(group));
                unknown.map(|(pid, _)| pid).collect()
            };
            if orphans.is_empty() {
                break;
            }
            orphans.into_iter().for_each(orphans::end);
        }
        *ended = Instant::now();
    }

    /// Tells the helper that group `group` runs.
    pub(super) fn watch(&self, group: u32) {
        let mut helper = lock(&self.helper);
        if let Some((input, _)) = helper.as_mut() {
            if writeln!(input, "+{group}").is_err() {
                *helper = None;
            }
        }
    }

    /// Kills every process of group `group`, and returns once that is done.
    pub(super) fn kill(&self, group: u32) {
        let mut helper = lock(&self.helper);
        if let Some((input, output)) = helper.as_mut() {
            let mut answer = String::new();
            let told = writeln!(input, "-{group}").and_then(|()| output.read_line(&mut answer));
            if told.is_ok_and(|n| n > 0) {
                return;
            }
            *helper = None;
        }
        drop(helper);
        let killer = self.start(
            Command::new("sh")
                .args([
                    "-c",
                    "kill -s KILL -- \"-$0\" 2>/dev/null",
                    &group.to_string(),
                ])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
        );
        if let Ok(mut killer) = killer {
            let _ = killer.wait();
            self.forget(killer.id());
        }
    }

    /// Says that the child `pid` that [`Reaper::start`] started has been reaped.
    fn forget(&self, pid: u32) {
        if let Some(adopting) = &self.adopting {
            lock(&adopting.started).remove(&pid);
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Default for Reaper {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Reaper {
    fn drop(&mut self) {
        // Its input closed, the helper kills what is left and exits.
        lock(&self.helper).take();
        if let Some(mut child) = self.process.take() {
            let _ = child.wait();
            self.forget(child.id());
        }
        // The groups' processes, killed, may leave orphans as they die: looked for twice.
        self.end_orphans(true);
        if self.adopting.is_some() {
            std::thread::sleep(Duration::from_millis(10));
            self.end_orphans(true);
        }
    }
}
