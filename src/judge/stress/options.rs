//! What `--stress` was asked to do, and the defaults of what was not said.

use crate::judge::problem::Depth;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// `--cases` without a value.
pub const DEFAULT_CASES: u64 = 1000;

/// `--shrink-runs` without a value.
pub const DEFAULT_SHRINK_RUNS: u64 = 10_000;

/// `--time-limit` without a value: CPU seconds.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// What `--stress` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The solution's command line, run with `sh -c`.
    pub command: String,
    pub cases: u64,
    pub seed: u64,
    pub depth: Option<Depth>,
    /// The most CPU time a run may use.
    pub time_limit: Duration,
    /// The most wall time a run may spend sleeping or waiting (none of its processes running or
    /// ready to run); `None` for the default, a multiple of the time limit.
    pub wall_limit: Option<Duration>,
    /// Runs at once; 0 for the number of cores.
    pub jobs: usize,
    pub optimal: bool,
    pub save: Option<PathBuf>,
    /// A judge input whose cases are stressed instead of drawn ones.
    pub input: Option<PathBuf>,
    /// How long shrinking a failure may take; `None` for the default: as long as finding it
    /// took, and at least 30 s.
    pub shrink_time: Option<Duration>,
    /// The most runs shrinking a failure makes.
    pub shrink_runs: usize,
    /// The binary's name, for messages.
    pub program: &'static str,
    /// The command line of `--check` that judges as this stress test does: the program, by its
    /// absolute path, and its arguments.
    pub checker: Vec<OsString>,
}

impl Options {
    /// The wall-time limit: as given, else five times the time limit and a second.
    pub fn wall_limit(&self) -> Duration {
        self.wall_limit
            .unwrap_or(self.time_limit * 5 + Duration::from_secs(1))
    }
}
