//! Timing helpers: medians of repeated runs, since the machine is shared and noisy.

// Every benchmark compiles this module and uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The median of `runs` timings of `f`.
pub fn median_of(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

/// The median wall time of `runs` runs of the binary `exe` on `input`, from start to exit;
/// each run must succeed and print `expected_lines` lines.
pub fn time_binary(
    exe: &str,
    args: &[&str],
    input: &[u8],
    expected_lines: usize,
    runs: usize,
) -> Duration {
    let path = std::env::temp_dir().join(format!("puzzle-search-bench-{}.in", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(input))
        .expect("cannot write input");
    let time = median_of(runs, || {
        let output = Command::new(exe)
            .args(args)
            .stdin(std::fs::File::open(&path).unwrap())
            .stderr(Stdio::inherit())
            .output()
            .expect("cannot run the binary");
        assert!(output.status.success());
        assert_eq!(
            output.stdout.iter().filter(|&&b| b == b'\n').count(),
            expected_lines
        );
    });
    std::fs::remove_file(&path).ok();
    time
}

/// A duration in milliseconds with two decimals.
pub fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}
