//! What the judge layer says to a person: one line on standard error ([`report`]), a status line
//! on a terminal ([`status`]), and how a failed write to standard output ends a program
//! ([`output_failed`]).

use std::fmt::Display;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

/// Writes `message` as one line on standard error. A failed write is ignored: a reader of
/// standard error that went away must not change what the program does or how it ends.
pub fn report(message: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{message}");
}

/// A status line for a person watching: written over the last one (`\r`, erase line), and only
/// when standard error is a terminal. An empty status erases the line.
pub fn status(text: impl Display) {
    if io::stderr().is_terminal() {
        let _ = write!(io::stderr().lock(), "\r\x1b[K{text}");
    }
}

/// Prints `text` to standard output.
pub fn print(text: &str) -> ExitCode {
    match io::stdout().lock().write_all(text.as_bytes()) {
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
