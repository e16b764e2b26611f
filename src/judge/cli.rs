//! The command line every binary shares.

use std::ffi::OsString;
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// No arguments: the judge program.
    Judge,
    Help,
    Version,
    /// Judge `output`, someone's answers to `input`.
    Check {
        input: PathBuf,
        output: PathBuf,
        optimal: bool,
    },
    /// Print `count` random cases.
    Gen {
        count: u64,
        seed: u64,
        depth: Option<Depth>,
    },
}

/// `--depth`: a number of moves, or the most any case needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Moves(u32),
    Max,
}

/// The seed of `--gen` without `--seed`.
pub const DEFAULT_SEED: u64 = 1;

/// The usage text of the binary `name`.
pub fn usage(name: &str) -> String {
    format!(
        "\
Usage:
  {name}
  {name} --check INPUT OUTPUT [ANSWER] [--optimal]
  {name} --gen N [--seed S] [--depth D|max]
  {name} --help | --version

Without arguments, {name} is the judge program: it reads cases on standard input and
writes the judge's exact answers on standard output. On bad input it prints the answers
of the earlier cases, names the bad one on standard error and exits with status 1.

--check INPUT OUTPUT [ANSWER]
    Judges OUTPUT, someone's answers to the cases in INPUT, as the judge would. ANSWER,
    the expected output, may be given and is not needed. With --optimal, a solution
    longer than the shortest is wrong even where the judge accepts it. One verdict line
    goes to standard error; exit status 0 accepted, 1 wrong answer, 2 malformed output,
    3 invalid input.
--gen N [--seed S] [--depth D|max]
    Prints a judge input of N random cases, the same for the same seed (default {DEFAULT_SEED}):
    uniform cases, or cases whose answer is exactly D moves (max: the most any case needs).
"
    )
}

/// Reads the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    let args: Vec<OsString> = args.into_iter().collect();
    let is = |flag: &str| args.iter().any(|a| a == flag);
    if is("--help") || is("-h") {
        return Ok(Command::Help);
    }
    if is("--version") || is("-V") {
        return Ok(Command::Version);
    }
    let Some((first, rest)) = args.split_first() else {
        return Ok(Command::Judge);
    };
    match first.to_str() {
        Some("--check") => parse_check(rest),
        Some("--gen") => parse_gen(rest),
        _ => Err(format!("unknown argument `{}`", first.to_string_lossy())),
    }
}

fn parse_check(args: &[OsString]) -> Result<Command, String> {
    let mut paths = Vec::new();
    let mut optimal = false;
    for arg in args {
        match arg.to_str() {
            Some("--optimal") => optimal = true,
            Some(flag) if flag.starts_with("--") => {
                return Err(format!("unknown argument `{flag}`"))
            }
            _ => paths.push(PathBuf::from(arg)),
        }
    }
    let mut paths = paths.into_iter();
    match (paths.next(), paths.next(), paths.next(), paths.next()) {
        (Some(input), Some(output), _, None) => Ok(Command::Check {
            input,
            output,
            optimal,
        }),
        _ => Err("--check takes INPUT OUTPUT and an optional ANSWER".into()),
    }
}

fn parse_gen(args: &[OsString]) -> Result<Command, String> {
    let mut args = args.iter().map(|a| a.to_string_lossy());
    let number = |text: Option<std::borrow::Cow<str>>, what: &str| {
        let text = text.ok_or(format!("{what} is missing"))?;
        text.parse::<u64>()
            .map_err(|_| format!("{what} must be a whole number, not `{text}`"))
    };
    let count = number(args.next(), "the number of cases after --gen")?;
    let (mut seed, mut depth) = (DEFAULT_SEED, None);
    while let Some(flag) = args.next() {
        match &*flag {
            "--seed" => seed = number(args.next(), "the seed after --seed")?,
            "--depth" => {
                depth = Some(match args.next().as_deref() {
                    Some("max") => Depth::Max,
                    text => {
                        let moves = number(text.map(Into::into), "the depth after --depth")?;
                        Depth::Moves(u32::try_from(moves).map_err(|_| "the depth is too large")?)
                    }
                })
            }
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(Command::Gen { count, seed, depth })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(args: &str) -> Result<Command, String> {
        parse(args.split_whitespace().map(OsString::from))
    }

    #[test]
    fn commands_and_their_arguments() {
        assert_eq!(parse_str(""), Ok(Command::Judge));
        assert_eq!(parse_str("--help"), Ok(Command::Help));
        assert_eq!(parse_str("--check a b -h"), Ok(Command::Help));
        assert_eq!(parse_str("-V"), Ok(Command::Version));
        let check = |input: &str, output: &str, optimal| {
            Ok(Command::Check {
                input: input.into(),
                output: output.into(),
                optimal,
            })
        };
        assert_eq!(parse_str("--check in out"), check("in", "out", false));
        assert_eq!(
            parse_str("--check in out ans --optimal"),
            check("in", "out", true)
        );
        assert_eq!(
            parse_str("--check --optimal in out"),
            check("in", "out", true)
        );
        let gen = |count, seed, depth| Ok(Command::Gen { count, seed, depth });
        assert_eq!(parse_str("--gen 10"), gen(10, DEFAULT_SEED, None));
        assert_eq!(
            parse_str("--gen 10 --seed 7 --depth 3"),
            gen(10, 7, Some(Depth::Moves(3)))
        );
        assert_eq!(
            parse_str("--gen 0 --depth max"),
            gen(0, DEFAULT_SEED, Some(Depth::Max))
        );
    }

    #[test]
    fn mistakes_are_named() {
        for (args, says) in [
            ("--frobnicate", "unknown argument `--frobnicate`"),
            ("input.txt", "unknown argument `input.txt`"),
            ("--check in", "--check takes INPUT OUTPUT"),
            ("--check a b c d", "--check takes INPUT OUTPUT"),
            ("--check a b --fast", "unknown argument `--fast`"),
            ("--gen", "the number of cases after --gen is missing"),
            ("--gen ten", "must be a whole number, not `ten`"),
            ("--gen -1", "must be a whole number, not `-1`"),
            ("--gen 5 --seed", "the seed after --seed is missing"),
            ("--gen 5 --depth", "the depth after --depth is missing"),
            ("--gen 5 --depth deep", "not `deep`"),
            ("--gen 5 --depth 99999999999", "the depth is too large"),
            ("--gen 5 --size 4", "unknown argument `--size`"),
        ] {
            let error = parse_str(args).unwrap_err();
            assert!(error.contains(says), "{args}: {error}");
        }
    }
}
