//! `--stress` against solutions that are wrong on purpose (`tests/programs/`): it must find
//! each fault, name its kind, shrink the input to the expected smallest one, give time
//! verdicts that do not depend on the machine's load, and leave nothing running.
//!
//! No test here depends on how fast the machine is: time limits are CPU time, at least fifty
//! times what a passing run takes, or catch programs that never end.

#[path = "../common/mod.rs"]
mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod faults;
mod limits;
mod processes;
mod replay;
mod saving;
mod shrinking;

const EIGHT: &str = env!("CARGO_BIN_EXE_eight-puzzle");
const CUBE: &str = env!("CARGO_BIN_EXE_magic-cube");
const FOUR: &str = env!("CARGO_BIN_EXE_four-in-a-row");
const ROTATION: &str = env!("CARGO_BIN_EXE_rotation-game");

/// An example program that is wrong on purpose, which `cargo test` builds (`cargo test --test
/// stress` alone does not: then `cargo build --examples` must come first).
fn example(name: &str, source: &str) -> String {
    let deps = std::env::current_exe().unwrap();
    let examples = deps.parent().unwrap().parent().unwrap().join("examples");
    let exe = examples.join(name);
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(source);
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    assert!(
        modified(&exe) >= modified(&source),
        "{} is missing or older than its source: run `cargo test`, which builds it, or \
         `cargo build --examples`",
        exe.display()
    );
    exe.to_str().unwrap().to_string()
}

/// The wrong eight-puzzle solution.
fn wrong() -> String {
    example("wrong-eight-puzzle", "wrong_eight_puzzle.rs")
}

/// Runs `exe --stress CMD` with `args`: exit status, standard output and error.
fn stress_with(exe: &str, command: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let mut all = vec!["--stress", command];
    all.extend(args);
    let output = common::run_with(exe, &all, b"");
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

fn stress(command: &str, args: &[&str]) -> (Option<i32>, String, String) {
    stress_with(EIGHT, command, args)
}

/// Stresses `exe` with `command`, which must fail: the report, and the saved input and our
/// answer.
fn caught_by(exe: &str, command: &str, args: &[&str]) -> (String, String, String) {
    let name: String = command
        .chars()
        .rev()
        .take(12)
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    // Tests stress the same command side by side: each call a folder of its own.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let save = common::ScratchDir::new(&format!("stress-{name}-{call}"));
    let mut all = vec!["--save", save.arg()];
    // Shrinking's budget is the CPU time of its runs: unless a test sets it, an hour, never
    // reached, so that every test but those of the budget shrinks to the end.
    if !args.contains(&"--shrink-time") {
        all.extend(["--shrink-time", "3600"]);
    }
    all.extend(args);
    let (status, report, err) = stress_with(exe, command, &all);
    assert_eq!(status, Some(1), "{command}: {report}{err}");
    let read = |file| std::fs::read_to_string(save.0.join(file)).unwrap();
    (report, read("stress-1.in"), read("stress-1.out"))
}

/// Stresses the wrong eight-puzzle solution in `mode`.
fn caught(mode: &str, args: &[&str]) -> (String, String, String) {
    caught_by(EIGHT, &format!("{} {mode}", wrong()), args)
}

/// The number of moves of each answer in an eight-puzzle output.
fn lengths(answers: &str) -> Vec<usize> {
    answers.lines().map(str::len).collect()
}

/// Asserts that no process whose command line holds `marker` is left within ten seconds: a
/// killed process takes a moment to die on a busy machine.
fn assert_gone(marker: &str) {
    let start = Instant::now();
    while !running(marker).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{:?}",
            running(marker)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The processes whose command line holds `marker`, other than the stress tests themselves.
fn running(marker: &str) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|entry| {
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            // A zombie has ended: only its parent has yet to see it.
            stat.rsplit_once(") ")
                .is_some_and(|(_, rest)| !rest.starts_with('Z'))
        })
        .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
        .map(|cmdline| String::from_utf8_lossy(&cmdline).replace('\0', " "))
        .filter(|cmdline| cmdline.contains(marker) && !cmdline.contains("--stress"))
        .collect()
}
