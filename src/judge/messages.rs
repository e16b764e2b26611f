//! What the judge layer says to a person: one line on standard error ([`report`]), a status line
//! on a terminal ([`status`]) — both [`crate::progress`]'s —, the run's time for `--stats`
//! ([`run_time`]), and how a failed write to standard output ends a program
//! ([`output_failed`]).

use super::exec::usage::Usage;
use crate::progress;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

pub use crate::progress::{report, status};

/// The run so far, for `--stats`: `1.350 s of wall time, 2.610 s of CPU time (every thread)`.
pub fn run_time() -> String {
    let cpu = Usage::of(std::process::id()).map_or(Duration::ZERO, |usage| usage.cpu);
    format!(
        "{:.3} s of wall time, {:.3} s of CPU time (every thread)",
        progress::elapsed().as_secs_f64(),
        cpu.as_secs_f64()
    )
}

/// `count` `what`s: `1 cube`, `3 cubes`, `1 more run`.
pub fn plural(count: usize, what: &str) -> String {
    match count {
        1 => format!("1 {what}"),
        _ => format!("{count} {what}s"),
    }
}

/// Prints `text` to standard output.
pub fn print(text: &str) -> ExitCode {
    match super::stdout::stdout().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => output_failed(&error),
    }
}

/// A reader that went away (`| head -1`) wants no more output: that ends the program quietly.
/// Any other write error is reported.
pub fn output_failed(error: &io::Error) -> ExitCode {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    report(format_args!("error: cannot write standard output: {error}"));
    ExitCode::FAILURE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closed_pipe_is_quiet_and_other_write_errors_are_not() {
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(output_failed(&pipe), ExitCode::SUCCESS);
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(output_failed(&full), ExitCode::FAILURE);
    }
}
