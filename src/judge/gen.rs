//! `--gen N [--seed S] [--depth D|max]`: a judge input of N random cases.
//!
//! # In full
//!
//!
//! Prints a judge input of N random cases, byte for byte the same for the same seed (default 1),
//! from the crate's SplitMix64 generator. `--seed random` draws a seed and prints it on standard
//! error (`seed: 8213…`), so that a tool that calls the generator the same way every time
//! (`oj g/i`) gets new tests, each made again by `--seed` with the number printed; `--seed
//! from-args` makes the seed from the other arguments in order (64-bit FNV-1a), as testlib's
//! generators do, so that `BIN --gen 5 --depth 3 --seed from-args` and `BIN --gen 5 --depth 4
//! --seed from-args` differ and each is the same every time. Cases are uniform (rotation: shuffled 8/8/8 boards;
//! eight-puzzle: shuffled boards, half of them unsolvable; four-in-a-row: shuffled 7/7/2 boards;
//! magic-cube: 0 to 7 random turns with random colour letters, and uniformly random real cubes
//! with `--max-depth any` or `--fast`; each `--problem` its own) or, with `--depth D`, cases whose
//! answer is exactly D moves; `max` is the deepest the puzzle has (13, 31, 7; for the cube 6,
//! which means "more than five", and with `--max-depth any` the 26-turn superflip composed with
//! four-spot; for the other sliding-tile sizes and problems, see above).
//!
//! ```sh
//! target/release/rotation-game --gen 30 --depth max > hardest.in
//! ```
//!
//! **Generators.** `--gen` is a testlib-style generator (`gen ARGS > test`, the same test for the
//! same arguments); `--seed from-args` and `--seed random` are above.

use super::messages::{output_failed, report};
use super::problem::{drawn, write_input, Depth, Problem};
use super::stdout::stdout;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// What `--gen` was asked to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// How many cases.
    pub count: u64,
    pub seed: u64,
    /// How many moves each case needs, if that is fixed.
    pub depth: Option<Depth>,
}

/// Prints the cases `options` ask for; exit status 2 if there are no such cases.
pub fn run<P: Problem>(mut problem: P, options: &Options) -> ExitCode {
    let mut out = BufWriter::new(stdout());
    match write(&mut problem, options, &mut out).and_then(|()| Ok(out.flush()?)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::NoCases(message)) => {
            report(format_args!("error: {message}"));
            ExitCode::from(2)
        }
        Err(Failure::Output(error)) => output_failed(&error),
    }
}

enum Failure {
    NoCases(String),
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

/// Writes the judge input: the same bytes for the same arguments.
fn write<P: Problem, W: Write>(
    problem: &mut P,
    &Options { count, seed, depth }: &Options,
    out: &mut W,
) -> Result<(), Failure> {
    if P::SINGLE && count != 1 {
        return Err(Failure::NoCases(format!(
            "an input of this problem holds one {}: --gen 1",
            P::CASE
        )));
    }
    let mut next = drawn(problem, seed, depth).map_err(Failure::NoCases)?;
    write_input(problem, count as usize, (0..count).map(|_| next()), out)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    fn generated(count: u64, seed: u64, depth: Option<Depth>) -> Result<String, String> {
        let mut out = Vec::new();
        let options = Options { count, seed, depth };
        match write(&mut Sum::plain(), &options, &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(Failure::NoCases(message)) => Err(message),
            Err(Failure::Output(error)) => panic!("{error}"),
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_cases() {
        let a = generated(50, 9, None).unwrap();
        assert_eq!(a, generated(50, 9, None).unwrap());
        assert_ne!(a, generated(50, 10, None).unwrap());
        assert_eq!(a.lines().count(), 50);
    }

    #[test]
    fn depth_asks_for_exact_answers_and_max_for_the_most() {
        let sums = |text: String| {
            text.lines()
                .map(|l| l.split(' ').map(|n| n.parse::<u32>().unwrap()).sum::<u32>())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            sums(generated(5, 1, Some(Depth::Moves(7))).unwrap()),
            [7; 5]
        );
        assert_eq!(sums(generated(3, 1, Some(Depth::Max)).unwrap()), [18; 3]);
        assert_eq!(
            generated(1, 1, Some(Depth::Moves(19))),
            Err("no pair of digits sums to more than 18".into())
        );
    }
}
