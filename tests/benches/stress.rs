//! Stress testing our own eight puzzle: `cargo bench --bench stress`.
//!
//! Runs `eight-puzzle --stress eight-puzzle` (3×3) on 1,000 cases: 1,000 runs of one case and,
//! after every ten, a run of those ten and the first again, every output judged and every run's
//! CPU time measured. Wall time from start to exit, median of 5 runs, with the default jobs (one
//! a core) and with one job.

#[path = "../common/mod.rs"]
mod common;

use common::median_of;
use std::process::Command;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

fn main() {
    for (name, jobs) in [("one job a core", None), ("one job", Some("1"))] {
        let mut args = vec!["--stress", EXE, "--cases", "1000"];
        args.extend(jobs.iter().flat_map(|j| ["--jobs", j]));
        let time = median_of(5, || {
            let output = Command::new(EXE).args(&args).output().unwrap();
            assert!(output.status.success(), "{output:?}");
        });
        println!(
            "{name}: 1,000 cases (1,100 runs) in {:.2} s: {:.0} cases a second",
            time.as_secs_f64(),
            1000.0 / time.as_secs_f64()
        );
    }
}
