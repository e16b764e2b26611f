//! The helper that kills process groups, so that nothing a run started outlives it, however
//! this program ends.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

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
}

impl Reaper {
    /// Starts the helper shell. If it cannot start, groups are killed by a shell started for
    /// each kill, and nothing kills them if this program dies.
    pub fn new() -> Self {
        let mut process = Command::new("sh")
            .args(["-c", REAPER])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok();
        let helper = process
            .as_mut()
            .and_then(|child| Some((child.stdin.take()?, BufReader::new(child.stdout.take()?))));
        Self {
            helper: Mutex::new(helper),
            process,
        }
    }

    /// Tells the helper that group `group` runs.
    pub(super) fn watch(&self, group: u32) {
        let mut helper = self.helper.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((input, _)) = helper.as_mut() {
            if writeln!(input, "+{group}").is_err() {
                *helper = None;
            }
        }
    }

    /// Kills every process of group `group`, and returns once that is done.
    pub(super) fn kill(&self, group: u32) {
        let mut helper = self.helper.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((input, output)) = helper.as_mut() {
            let mut answer = String::new();
            let told = writeln!(input, "-{group}").and_then(|()| output.read_line(&mut answer));
            if told.is_ok_and(|n| n > 0) {
                return;
            }
            *helper = None;
        }
        drop(helper);
        let _ = Command::new("sh")
            .args([
                "-c",
                "kill -s KILL -- \"-$0\" 2>/dev/null",
                &group.to_string(),
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

impl Default for Reaper {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Reaper {
    fn drop(&mut self) {
        // Its input closed, the helper kills what is left and exits.
        self.helper.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(child) = &mut self.process {
            let _ = child.wait();
        }
    }
}
