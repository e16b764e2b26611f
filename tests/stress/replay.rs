//! The `oj` command a saved failure prints runs as printed: from any folder, split into the
//! words meant, with the checker that judges as the stress test did and oj's time limit where
//! the failure is one of time or output. `tests/stress/oj` stands in for online-judge-tools: it
//! reads the same flags and runs the test as oj does.

use super::*;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The stand-in `oj`'s folder.
fn stand_in() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/stress")
}

/// Runs `exe --stress CMD ARGS --save SAVE` in the folder `from`, which must find a failure:
/// the replay command it prints.
fn printed(exe: &str, from: &Path, command: &str, args: &[&str], save: &Path) -> Vec<u8> {
    let output = common::command(exe)
        .args(["--stress", command])
        .args(args)
        .arg("--save")
        .arg(save)
        .current_dir(from)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{report}");
    let after = b"online-judge-tools runs it again:\n  ";
    let at = output
        .stdout
        .windows(after.len())
        .position(|w| w == after)
        .unwrap_or_else(|| panic!("no replay command: {report}"));
    let line = &output.stdout[at + after.len()..];
    line[..line.iter().position(|&b| b == b'\n').unwrap()].to_vec()
}

/// Runs `line` with `sh` from the root folder, the stand-in `oj` first on the path, which must
/// end with exit status 1 and say `verdict`: the words oj was given.
fn replayed(line: &[u8], verdict: &str) -> Vec<Vec<u8>> {
    static REPLAYS: AtomicUsize = AtomicUsize::new(0);
    let number = REPLAYS.fetch_add(1, Ordering::Relaxed);
    let words = common::ScratchDir::new(&format!("stress-oj-words-{number}"));
    let file = words.0.join("words");
    let path = format!(
        "{}:{}",
        stand_in().display(),
        std::env::var("PATH").unwrap()
    );
    let output = common::command("sh")
        .arg("-c")
        .arg(OsStr::from_bytes(line))
        .current_dir("/")
        .env("PATH", path)
        .env("OJ_WORDS", &file)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    let words = std::fs::read(&file).unwrap_or_default();
    let words = words.split(|&b| b == 0).map(<[u8]>::to_vec);
    let mut words: Vec<Vec<u8>> = words.collect();
    words.pop();
    assert_eq!(
        (output.status.code(), said.as_str()),
        (Some(1), verdict),
        "{}",
        String::from_utf8_lossy(line)
    );
    words
}

/// `words` as byte strings.
fn bytes(words: &[&[u8]]) -> Vec<Vec<u8>> {
    words.iter().map(|w| w.to_vec()).collect()
}

#[test]
fn a_relative_command_replays_from_anywhere_into_a_folder_of_spaces_and_other_bytes() {
    let from = common::ScratchDir::new("stress-replay-from");
    let solution = from.0.join("sol");
    std::fs::write(&solution, "#!/bin/sh\necho 9\n").unwrap();
    let run = Command::new("chmod").arg("+x").arg(&solution).status();
    assert!(run.unwrap().success());
    let save = from.0.join(OsStr::from_bytes(b"a b/d\xff"));
    let line = printed(FOUR, &from.0, "./sol", &["--cases", "20"], &save);
    let words = replayed(&line, "WA\n");
    let dir = save.as_os_str().as_bytes();
    assert_eq!(words, bytes(&[b"t", b"-c", b"./sol", b"-d", dir]));
    // A command that is not plain words runs in a shell, as the stress test ran it (the same
    // failure, saved once).
    let line = printed(FOUR, &from.0, "echo 9 | cat", &["--cases", "20"], &save);
    let words = replayed(&line, "WA\n");
    assert_eq!(words[2], b"sh -c 'echo 9 | cat'");
}

#[test]
fn the_judge_command_has_the_binarys_own_flags_by_an_absolute_path() {
    let from = common::ScratchDir::new("stress-replay-judge");
    // A special judge (any solution), its folder with a space: oj adds the test's paths
    // unquoted, and --check puts them back together.
    let save = from.0.join("with space");
    let sentence = "echo 'This puzzle is not solvable.'";
    let args = ["--problem", "uva10181", "--cases", "5"];
    let line = printed(EIGHT, &from.0, sentence, &args, &save);
    let words = replayed(&line, "WA\n");
    let judge = format!("{EIGHT} --problem uva10181 --check");
    assert_eq!(words[5..], bytes(&[b"--judge-command", judge.as_bytes()]));
    // A flag without a value stays without one: `--fast`, not `--fast ''`.
    let args = ["--fast", "--max-length", "26", "--cases", "3"];
    let line = printed(CUBE, &from.0, "echo -1", &args, &from.0.join("cube"));
    let words = replayed(&line, "WA\n");
    let judge = format!("{CUBE} --fast --max-length 26 --check");
    assert_eq!(words[5..], bytes(&[b"--judge-command", judge.as_bytes()]));
    // --goal, and --optimal, which makes even an exact problem's replay use the checker.
    let args = ["--goal", "x12345678", "--optimal", "--cases", "5"];
    let line = printed(EIGHT, &from.0, "echo u", &args, &from.0.join("goal"));
    let words = replayed(&line, "WA\n");
    let judge = format!("{EIGHT} --goal x12345678 --check --optimal");
    assert_eq!(words[5..], bytes(&[b"--judge-command", judge.as_bytes()]));
}

#[test]
fn failures_of_time_and_output_replay_under_a_time_limit() {
    let from = common::ScratchDir::new("stress-replay-time");
    let marker = format!("stress-replay-tle-{}", std::process::id());
    let hang = format!("{} hang 2 {marker}", wrong());
    let args = ["--time-limit", "0.3", "--cases", "20"];
    let line = printed(EIGHT, &from.0, &hang, &args, &from.0.join("tle"));
    let words = replayed(&line, "TLE\n");
    assert_eq!(words[words.len() - 2..], bytes(&[b"--tle", b"0.3"]));
    assert_gone(&marker);
    // Output without end: without a limit, oj would read it for ever.
    let args = ["--time-limit", "0.5", "--cases", "20"];
    let line = printed(FOUR, &from.0, "yes", &args, &from.0.join("flood"));
    let words = replayed(&line, "TLE\n");
    assert_eq!(words[words.len() - 2..], bytes(&[b"--tle", b"0.5"]));
}
