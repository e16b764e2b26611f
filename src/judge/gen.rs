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
//! four-spot; for the other sliding-tile sizes and problems, each one's documentation).
//!
//! With `--depth`, every case is distinct (its text unlike every other's) while distinct ones are
//! left: where a depth has fewer than were asked for (two eight-puzzle boards need 31 moves, one cube is
//! made at `max`), the rest repeat them, since an input of many of the hardest cases is a test
//! of time, and a note on standard error says how many distinct ones there are. A million cases
//! are kept in mind; past them, cases are written as drawn.
//!
//! ```sh
//! target/release/rotation-game --gen 30 --depth max > hardest.in
//! ```
//!
//! **Generators.** `--gen` is a testlib-style generator (`gen ARGS > test`, the same test for the
//! same arguments); `--seed from-args` and `--seed random` are above.

use super::messages::{output_failed, report};
use super::problem::{drawn, fingerprint, Checkable, Depth};
use super::stdout::stdout;
use std::collections::HashSet;
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
pub fn run<P: Checkable>(mut problem: P, options: &Options) -> ExitCode {
    let mut out = BufWriter::new(stdout());
    match write(&mut problem, options, &mut out).and_then(|note| Ok((note, out.flush()?))) {
        Ok((note, ())) => {
            if let Some(note) = note {
                report(note);
            }
            ExitCode::SUCCESS
        }
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

/// How many cases are kept in mind to tell a new one from one written before: past them, cases
/// are written as drawn.
const REMEMBERED: usize = 1 << 20;

/// How many draws in a row may bring no new case, with `written` written, before the draws are
/// taken to have given every case there is: with d cases in all, the last one new is missed
/// that many times in a row with probability (1 − 1/d)^(20d) < e^−20.
fn most_repeats(written: usize) -> usize {
    (20 * written).max(1000)
}

/// Writes the judge input: the same bytes for the same arguments; with a depth, every case
/// distinct (its text unlike every other's) while distinct ones are left. Where fewer exist than
/// were asked for, the rest repeat them (an input of many of the hardest cases is a test of
/// time), and the note returned says how many there are. Uniform cases are drawn as they come:
/// a seed then makes the same cases in every notation.
fn write<P: Checkable, W: Write>(
    problem: &mut P,
    &Options { count, seed, depth }: &Options,
    out: &mut W,
) -> Result<Option<String>, Failure> {
    if P::SINGLE && count != 1 {
        return Err(Failure::NoCases(format!(
            "an input of this problem holds one {}: --gen 1",
            P::CASE
        )));
    }
    let mut next = drawn(problem, seed, depth).map_err(Failure::NoCases)?;
    let mut seen = HashSet::new();
    let mut all_seen = false;
    let mut text = Vec::new();
    problem.write_header(count as usize, out)?;
    for _ in 0..count {
        let mut repeats = 0;
        loop {
            text.clear();
            problem.write_case(&next(), &mut text)?;
            let unchecked = depth.is_none() || all_seen || seen.len() >= REMEMBERED;
            if unchecked || seen.insert(fingerprint(&text)) {
                break;
            }
            repeats += 1;
            all_seen = repeats > most_repeats(seen.len());
        }
        out.write_all(&text)?;
    }
    problem.write_footer(out)?;
    if !all_seen {
        return Ok(None);
    }
    let (n, case) = (seen.len(), P::CASE);
    let of = match depth {
        Some(Depth::Moves(moves)) => format!(" of depth {moves}"),
        Some(Depth::Max) => format!(" of depth max ({})", problem.max_depth().unwrap_or(0)),
        None => String::new(),
    };
    let (is, plural) = if n == 1 { ("is", "") } else { ("are", "s") };
    let rest = match count - n as u64 {
        1 => "the other one repeats one of them".to_string(),
        rest => format!("the other {rest} repeat them"),
    };
    Ok(Some(format!(
        "note: there {is} {n} distinct {case}{plural}{of} ({} draws in a row gave none new): \
         {rest}",
        most_repeats(n),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    /// The input `--gen` writes, and its note.
    fn generated_noted(
        count: u64,
        seed: u64,
        depth: Option<Depth>,
    ) -> Result<(String, Option<String>), String> {
        let mut out = Vec::new();
        let options = Options { count, seed, depth };
        match write(&mut Sum::plain(), &options, &mut out) {
            Ok(note) => Ok((String::from_utf8(out).unwrap(), note)),
            Err(Failure::NoCases(message)) => Err(message),
            Err(Failure::Output(error)) => panic!("{error}"),
        }
    }

    fn generated(count: u64, seed: u64, depth: Option<Depth>) -> Result<String, String> {
        generated_noted(count, seed, depth).map(|(input, _)| input)
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

    #[test]
    fn cases_are_distinct_while_there_are_such_then_their_count_is_said() {
        // Pairs of depth (sum) 1: 0 1 and 1 0.
        let (both, note) = generated_noted(2, 1, Some(Depth::Moves(1))).unwrap();
        let mut lines: Vec<&str> = both.lines().collect();
        lines.sort();
        assert_eq!((lines, note), (vec!["0 1", "1 0"], None));
        let (three, note) = generated_noted(3, 1, Some(Depth::Moves(1))).unwrap();
        assert_ne!(three.lines().next(), three.lines().nth(1));
        assert_eq!(
            note.unwrap(),
            "note: there are 2 distinct pairs of depth 1 (1000 draws in a row gave none new): \
             the other one repeats one of them"
        );
        let (_, note) = generated_noted(2, 1, Some(Depth::Moves(0))).unwrap();
        assert!(note
            .unwrap()
            .starts_with("note: there is 1 distinct pair of depth 0 ("));
        // Ten pairs sum to 18, the most: 0 18 to 9 9.
        let (ten, note) = generated_noted(10, 1, Some(Depth::Max)).unwrap();
        let distinct: HashSet<&str> = ten.lines().collect();
        assert_eq!((distinct.len(), note), (10, None));
        let (_, note) = generated_noted(11, 1, Some(Depth::Max)).unwrap();
        assert!(note
            .unwrap()
            .starts_with("note: there are 10 distinct pairs of depth max (18) ("));
    }
}
