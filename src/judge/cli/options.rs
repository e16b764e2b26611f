//! Each mode's options from the flags' values: the seed `--seed` names, and the [`Command`]
//! with everything its mode was given, checked.

use super::{rejoined, Command, DEFAULT_SEED, SHORTEST_TIME_LIMIT};
use crate::judge::check::{self, systems::System};
use crate::judge::compare::Comparison;
use crate::judge::flags::{
    APPES, CASES, CHECK_FORMAT, DEPTH, FORMAT, GEN, INPUT, JOBS, OPTIMAL, PACKAGE, SAVE, SEED,
    SHOW, SHRINK_RUNS, SHRINK_TIME, STRESS, STRICT, TIME_LIMIT, WALL_LIMIT,
};
use crate::judge::problem::Depth;
use crate::judge::show::Show;
use crate::judge::{gen, package, solve, stress, validate, Mode, STATS};
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// The seed `--seed` asks for, and whether it was drawn at random: a number; `random`, a seed
/// drawn from the system's random source (the clock's nanoseconds where there is none);
/// `from-args`, the 64-bit FNV-1a hash of `args` without `--seed`'s own words, each argument's
/// bytes and then a 0xff byte, so that the same command line makes the same cases.
pub(super) fn seed(
    text: &impl Fn(&str) -> Result<Option<String>, String>,
    args: &[OsString],
) -> Result<(u64, bool), String> {
    let Some(given) = text(SEED.name)? else {
        return Ok((DEFAULT_SEED, false));
    };
    match given.as_str() {
        "random" => {
            let mut bytes = [0; 8];
            let drawn = std::fs::File::open("/dev/urandom")
                .and_then(|mut source| std::io::Read::read_exact(&mut source, &mut bytes));
            let seed = match drawn {
                Ok(()) => u64::from_le_bytes(bytes),
                Err(_) => std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(DEFAULT_SEED, |since| since.as_nanos() as u64),
            };
            Ok((seed, true))
        }
        "from-args" => {
            let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
            let mut words = args.iter();
            while let Some(word) = words.next() {
                if word == SEED.name {
                    words.next();
                    continue;
                }
                if word.as_encoded_bytes().starts_with(b"--seed=") {
                    continue;
                }
                for &byte in word.as_encoded_bytes().iter().chain(&[0xff]) {
                    hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
                }
            }
            Ok((hash, false))
        }
        number => number.parse().map(|seed| (seed, false)).map_err(|_| {
            format!("--seed wants a whole number, random or from-args, not `{number}`")
        }),
    }
}

/// The command of `mode`, from the flags' values; `seed` is `--seed`'s.
pub(super) fn command(
    mode: Mode,
    value: &impl Fn(&str) -> Option<OsString>,
    text: &impl Fn(&str) -> Result<Option<String>, String>,
    files: &[OsString],
    seed: u64,
) -> Result<Command, String> {
    let number = |name: &str, default: u64| -> Result<u64, String> {
        text(name)?.map_or(Ok(default), |text| {
            text.parse()
                .map_err(|_| format!("{name} wants a whole number, not `{text}`"))
        })
    };
    let depth = || -> Result<Option<Depth>, String> {
        text(DEPTH.name)?
            .map(|text| match text.as_str() {
                "max" => Ok(Depth::Max),
                _ => text
                    .parse()
                    .map(Depth::Moves)
                    .map_err(|_| format!("--depth wants a number of moves or `max`, not `{text}`")),
            })
            .transpose()
    };
    let seconds = |name: &str, least: f64| -> Result<Option<Duration>, String> {
        text(name)?
            .map(|text| {
                text.parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s >= least && *s <= 86_400.0)
                    .map(Duration::from_secs_f64)
                    .ok_or(format!(
                        "{name} wants seconds, at least {least} and at most a day, not `{text}`"
                    ))
            })
            .transpose()
    };
    Ok(match mode {
        Mode::Solve => Command::Solve(solve::Options {
            show: text(SHOW.name)?.as_deref().map(Show::parse).transpose()?,
            stats: value(STATS.name).is_some(),
        }),
        Mode::Check => {
            let optimal = value(OPTIMAL.name).is_some();
            let xml = value(APPES.name).is_some();
            let strict = value(STRICT.name).is_some();
            if let Some(name) = text(CHECK_FORMAT.name)? {
                let options = System::options(&name, files, xml, optimal, strict)?;
                return Ok(Command::Check(options));
            }
            if xml {
                return Err("-appes belongs to --check-format testlib".into());
            }
            // Only online-judge-tools splits paths at spaces: a system's arguments are as given.
            match rejoined(files).as_slice() {
                [input, output] | [input, output, _] => Command::Check(check::Options {
                    input: input.into(),
                    output: output.into(),
                    optimal,
                    system: None,
                    comparison: Comparison::Judge,
                }),
                _ => return Err("--check takes INPUT OUTPUT and an optional ANSWER".into()),
            }
        }
        Mode::Validate => Command::Validate(validate::Options {
            strict: value(STRICT.name).is_some(),
            kattis: match text(CHECK_FORMAT.name)?.as_deref() {
                None | Some("testlib") => false,
                Some("kattis") => true,
                Some(other) => {
                    return Err(format!(
                        "--validate answers as testlib or kattis, not `{other}`"
                    ))
                }
            },
        }),
        Mode::Package => Command::Package(package::Options {
            dir: value(PACKAGE.name).map(PathBuf::from).unwrap_or_default(),
            format: match text(FORMAT.name)?.as_deref() {
                Some("kattis") => package::Format::Kattis,
                Some("oj") => package::Format::Oj,
                Some("polygon") => package::Format::Polygon,
                Some(other) => {
                    return Err(format!(
                        "--format wants kattis, polygon or oj, not `{other}`"
                    ))
                }
                None => return Err("--package needs --format kattis, polygon or oj".into()),
            },
            program: "",
            solve: Vec::new(),
            check: Vec::new(),
            validate: Vec::new(),
        }),
        Mode::Gen => Command::Gen(gen::Options {
            count: number(GEN.name, 0)?,
            seed,
            depth: depth()?,
        }),
        Mode::Stress => {
            let jobs = number(JOBS.name, 0)?;
            // `--cases 1/K`: as many as rule out a fault that one case in K shows.
            let cases = match text(CASES.name)?
                .as_deref()
                .and_then(|t| t.strip_prefix("1/"))
            {
                Some(k) => match k.parse::<u64>() {
                    Ok(k) if k >= 2 => stress::cases_to_rule_out(k),
                    _ => {
                        return Err(format!(
                            "--cases 1/K wants a whole K of 2 or more, not `{k}`"
                        ))
                    }
                },
                None => number(CASES.name, stress::DEFAULT_CASES)?,
            };
            let shrink_runs = number(SHRINK_RUNS.name, stress::DEFAULT_SHRINK_RUNS)?;
            // `--jobs` left out is 0, every core; given, it is a number of threads.
            for (flag, given) in [
                (CASES.name, Some(cases)),
                (JOBS.name, value(JOBS.name).map(|_| jobs)),
                (SHRINK_RUNS.name, Some(shrink_runs)),
            ] {
                if given == Some(0) {
                    return Err(format!("{flag} wants at least 1"));
                }
            }
            let input = value(INPUT.name).map(PathBuf::from);
            for other in [CASES.name, DEPTH.name] {
                if input.is_some() && value(other).is_some() {
                    return Err(format!(
                        "--input and {other} cannot be combined: the cases come from the file"
                    ));
                }
            }
            let time_limit = seconds(TIME_LIMIT.name, SHORTEST_TIME_LIMIT)?
                .unwrap_or(stress::DEFAULT_TIME_LIMIT);
            let wall_limit = seconds(WALL_LIMIT.name, SHORTEST_TIME_LIMIT)?;
            if wall_limit.is_some_and(|wall| wall < time_limit) {
                return Err(format!(
                    "--wall-limit is the time a run may sleep or wait, at least --time-limit ({} \
                     s): a run that waits as long as it may run is not stopped too soon",
                    time_limit.as_secs_f64()
                ));
            }
            Command::Stress(stress::Options {
                command: text(STRESS.name)?.unwrap_or_default(),
                cases,
                seed,
                depth: depth()?,
                time_limit,
                wall_limit,
                jobs: usize::try_from(jobs).unwrap_or(usize::MAX),
                optimal: value(OPTIMAL.name).is_some(),
                save: value(SAVE.name).map(PathBuf::from),
                input,
                shrink_time: seconds(SHRINK_TIME.name, SHORTEST_TIME_LIMIT)?,
                shrink_runs: usize::try_from(shrink_runs).unwrap_or(usize::MAX),
                program: "",
                checker: Vec::new(),
            })
        }
    })
}
