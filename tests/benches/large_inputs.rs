//! Time and memory against the number of cases: `cargo bench --bench large_inputs`.
//!
//! Generates inputs of 10,000, 100,000 and 1,000,000 uniform cases with `--gen` and runs the
//! release binaries on them, reporting wall time and peak memory (the latter where GNU time is
//! installed at /usr/bin/time).

#[path = "../common/mod.rs"]
mod common;

use common::ms;
use std::process::{Command, Stdio};
use std::time::Instant;

/// Wall time and, where GNU time is there, peak resident memory in KB of `exe` on `input`.
fn measure(exe: &str, input: &std::path::Path) -> (std::time::Duration, Option<u64>) {
    let gnu_time = std::path::Path::new("/usr/bin/time").exists();
    let mut command = if gnu_time {
        let mut c = Command::new("/usr/bin/time");
        c.args(["-f", "%M", exe]);
        c
    } else {
        Command::new(exe)
    };
    let start = Instant::now();
    let output = command
        .stdin(std::fs::File::open(input).unwrap())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let elapsed = start.elapsed();
    assert!(output.status.success());
    let peak = gnu_time.then(|| {
        String::from_utf8_lossy(&output.stderr)
            .trim()
            .parse()
            .unwrap()
    });
    (elapsed, peak)
}

fn main() {
    let dir = std::env::temp_dir();
    for (name, exe) in [
        ("rotation-game", env!("CARGO_BIN_EXE_rotation-game")),
        ("eight-puzzle", env!("CARGO_BIN_EXE_eight-puzzle")),
    ] {
        println!("{name}:");
        for count in [10_000, 100_000, 1_000_000] {
            let path = dir.join(format!(
                "puzzle-search-large-{}-{name}-{count}.in",
                std::process::id()
            ));
            let generated = Command::new(exe)
                .args(["--gen", &count.to_string()])
                .output()
                .unwrap();
            std::fs::write(&path, &generated.stdout).unwrap();
            let runs = if count == 1_000_000 { 1 } else { 3 };
            let mut results: Vec<_> = (0..runs).map(|_| measure(exe, &path)).collect();
            results.sort();
            let (time, peak) = results[runs / 2];
            let peak = peak.map_or("n/a".into(), |kb| format!("{:.1} MB", kb as f64 / 1024.0));
            let size = generated.stdout.len() as f64 / 1e6;
            println!(
                "  {count:>9} cases, {size:6.1} MB input: {:>10}, peak memory {peak}",
                ms(time)
            );
            std::fs::remove_file(&path).ok();
        }
    }
}
