//! The command line every binary shares: one table of flags, one parser, one set of rules.
//!
//! - A binary runs in one mode: solving (no mode flag), `--check` (or `--check-format`, the
//!   same judge called as a judge system calls it), `--validate`, `--gen` or `--stress`.
//! - Flags come in any order, as `--flag value` or `--flag=value`; `--check` and
//!   `--check-format` take their files as the arguments that are not flags.
//! - A repeated flag, or a flag that belongs to another mode, is an error that names it and
//!   says where it belongs. A file given where the judge program wants none gets a hint: it
//!   reads standard input.
//! - A usage error is one line on standard error, exit status 2, or 3 with `--check`,
//!   `--check-format`, `--validate` and `--stress` (testlib's FAIL: a judge must never take a
//!   mistyped checker for a verdict).
//! - Files are named by any bytes the system allows: paths are kept as given, never decoded.
//!
//! The parts: the flags' table (`flags.rs`), the messages for mistakes (`mistakes.rs`), each
//! mode's options from the flags' values (`options.rs`), and the help (`help.rs`).

mod help;
mod mistakes;
mod options;

pub use crate::judge::flags::{
    Flag, Mode, Program, APPES, CASES, CHECK, CHECK_FORMAT, DEPTH, FORMAT, GEN, GROUP, HELP, INPUT,
    JOBS, OPTIMAL, PACKAGE, SAVE, SEED, SHOW, SHRINK_RUNS, SHRINK_TIME, STATS, STRESS, STRICT,
    TESTSET, TIME_LIMIT, VALIDATE, VERSION, WALL_LIMIT,
};
pub use help::{help, short_help};

use super::{check, gen, package, solve, stress, validate};
use crate::judge::flags::SHARED;
use mistakes::{misplaced, stray, unknown};
use options::{command, seed};
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::Path;

/// What the command line asks for: a mode, with that mode's own options.
#[derive(Debug, PartialEq)]
pub enum Command {
    Solve(solve::Options),
    /// `--help`: the manual.
    Help,
    /// `-h`: one screen.
    ShortHelp,
    Version,
    Check(check::Options),
    Gen(gen::Options),
    Stress(stress::Options),
    Validate(validate::Options),
    Package(package::Options),
}

/// A command line that makes sense: the command, and the values of the binary's own flags.
#[derive(Debug)]
pub struct Args {
    pub program: &'static Program,
    pub mode: Mode,
    pub command: Command,
    /// The seed `--seed random` drew, to be told.
    pub drawn_seed: Option<u64>,
    own: Vec<(&'static str, Option<String>)>,
}

/// A mistake on the command line: the message and the mode it was made in.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError {
    pub message: String,
    pub mode: Mode,
}

/// The seed without `--seed`.
pub const DEFAULT_SEED: u64 = 1;

/// The shortest `--time-limit`: a run takes about a millisecond to start.
pub const SHORTEST_TIME_LIMIT: f64 = 0.001;

impl Args {
    /// Whether the binary's own flag `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.own.iter().any(|(n, _)| *n == name)
    }

    /// The value of the binary's own flag `name`, if it was given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.own
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Reads `args`, the command line after the program's name.
    pub fn parse(program: &'static Program, args: &[OsString]) -> Result<Self, UsageError> {
        let mode = mode_of(args);
        let fail = |message: String| UsageError { message, mode };
        if args.iter().any(|a| a == HELP.name) {
            return Ok(Self::with(program, mode, Command::Help));
        }
        if args.iter().any(|a| a == "-h") {
            return Ok(Self::with(program, mode, Command::ShortHelp));
        }
        if args.iter().any(|a| a == VERSION.name || a == "-V") {
            return Ok(Self::with(program, mode, Command::Version));
        }
        let (given, files) = read_flags(program, args).map_err(fail)?;
        // The flags that choose a mode: --check-format too, where it is not --validate's.
        let validating = mode == Mode::Validate;
        let mut modes = given.iter().filter_map(|(flag, _)| match flag.modes {
            [only] if *only != Mode::Solve && flag.name == only.flag() => Some(flag.name),
            _ if flag.name == CHECK_FORMAT.name && !validating => Some(flag.name),
            _ => None,
        });
        if let (Some(a), Some(b)) = (modes.next(), modes.next()) {
            return Err(fail(format!("{a} and {b} cannot be combined: choose one")));
        }
        for (flag, _) in &given {
            if !flag.modes.contains(&mode) {
                return Err(fail(misplaced(flag, mode)));
            }
        }
        if mode != Mode::Check {
            if let Some(file) = files.first() {
                return Err(fail(stray(program.name, mode, file)));
            }
        }
        let value = |name: &str| {
            given
                .iter()
                .find(|(flag, _)| flag.name == name)
                .map(|(_, value)| value.clone().unwrap_or_default())
        };
        let text = |name: &str| -> Result<Option<String>, String> {
            value(name)
                .map(|v| {
                    v.into_string()
                        .map_err(|v| format!("{name} wants text, not {}", quote_os(&v)))
                })
                .transpose()
        };
        let mut own = Vec::new();
        for (flag, value) in given
            .iter()
            .filter(|(f, _)| program.flags.iter().any(|o| o.name == f.name))
        {
            // A flag without a value has none, not an empty one.
            let value = value.as_ref().and(text(flag.name).map_err(fail)?);
            own.push((flag.name, value));
        }
        let seed = seed(&text, args).map_err(fail)?;
        let mut command = command(mode, &value, &text, &files, seed.0).map_err(fail)?;
        match &mut command {
            Command::Stress(options) => {
                options.program = program.name;
                let exe =
                    std::env::current_exe().map_or_else(|_| program.name.into(), OsString::from);
                let mut words = [vec![exe], own_words(program, &own, Mode::Check)].concat();
                words.push(CHECK.name.into());
                if options.optimal {
                    words.push(OPTIMAL.name.into());
                }
                options.checker = words;
            }
            Command::Package(options) => {
                options.program = program.name;
                options.solve = own_words(program, &own, Mode::Solve);
                options.check = own_words(program, &own, Mode::Check);
                for flag in [OPTIMAL.name, STRICT.name] {
                    if value(flag).is_some() {
                        options.check.push(flag.into());
                    }
                }
                options.validate = own_words(program, &own, Mode::Validate);
                // A package's tests are as its statement writes them, and its validator says so.
                options.validate.push(STRICT.name.into());
            }
            _ => {}
        }
        Ok(Self {
            program,
            mode,
            command,
            drawn_seed: seed.1.then_some(seed.0),
            own,
        })
    }

    fn with(program: &'static Program, mode: Mode, command: Command) -> Self {
        Self {
            program,
            mode,
            command,
            drawn_seed: None,
            own: Vec::new(),
        }
    }
}

/// The binary's own flags given, with their values, that belong to `mode`: what a command
/// line of that mode needs to mean what this one means. `--stress` replays a failure with
/// them (its checker is this binary, named by its absolute path, or its name alone if the
/// system cannot tell it, so that the command runs from any folder), and `--package` writes
/// them into its scripts.
fn own_words(
    program: &Program,
    own: &[(&'static str, Option<String>)],
    mode: Mode,
) -> Vec<OsString> {
    let mut words = Vec::new();
    for (name, value) in own {
        let flag = program.flags.iter().find(|f| f.name == *name);
        if flag.is_some_and(|f| f.modes.contains(&mode)) {
            words.push(name.into());
            words.extend(value.iter().map(OsString::from));
        }
    }
    words
}

/// The files of `--check` as given; or, where three words or more are given and they are not
/// all files, the paths they were before spaces split them, if exactly one way of joining the
/// words with single spaces names two or three files that exist. online-judge-tools adds the
/// paths of a test to a judge command unquoted, and splits the whole at whitespace, so that a
/// folder with a space in its name comes as several words.
fn rejoined(words: &[OsString]) -> Vec<OsString> {
    let exists = |path: &OsString| Path::new(path).exists();
    let n = words.len();
    if n < 3 || words.iter().all(exists) || words.iter().any(|w| w == "-") {
        return words.to_vec();
    }
    let join = |part: &[OsString]| {
        let bytes: Vec<&[u8]> = part.iter().map(|w| w.as_encoded_bytes()).collect();
        OsString::from_vec(bytes.join(&b' '))
    };
    let mut found = Vec::new();
    for i in 1..n {
        for j in i + 1..=n {
            let mut paths = vec![join(&words[..i]), join(&words[i..j])];
            if j < n {
                paths.push(join(&words[j..]));
            }
            if paths.iter().all(exists) {
                found.push(paths);
            }
        }
    }
    match <[_; 1]>::try_from(found) {
        Ok([paths]) => paths,
        Err(_) => words.to_vec(),
    }
}

/// `text` quoted for messages: in backquotes, cut short, with what is not UTF-8 or not
/// printable escaped.
fn quote_os(text: &std::ffi::OsStr) -> String {
    super::input::quote(text.as_encoded_bytes(), 40)
}

/// The mode the arguments ask for, found before anything else so that every usage error gets
/// that mode's exit status.
fn mode_of(args: &[OsString]) -> Mode {
    let given = |flag: &str| {
        args.iter().any(|a| {
            let a = a.as_encoded_bytes();
            a == flag.as_bytes()
                || a.strip_prefix(flag.as_bytes())
                    .is_some_and(|r| r.starts_with(b"="))
        })
    };
    // --check-format is a mode of its own, --check's, but with --validate an option of it.
    let named = |mode: Mode| given(mode.flag()) || mode == Mode::Check && given(CHECK_FORMAT.name);
    [
        Mode::Validate,
        Mode::Package,
        Mode::Check,
        Mode::Stress,
        Mode::Gen,
    ]
    .into_iter()
    .find(|&mode| named(mode))
    .unwrap_or(Mode::Solve)
}

/// The flags given, each with its value, and the other arguments.
type Given = Vec<(&'static Flag, Option<OsString>)>;

fn read_flags(
    program: &'static Program,
    args: &[OsString],
) -> Result<(Given, Vec<OsString>), String> {
    let (mut given, mut files): (Given, Vec<OsString>) = (Vec::new(), Vec::new());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let bytes = arg.as_encoded_bytes();
        if !bytes.starts_with(b"-") || bytes == b"-" {
            files.push(arg.clone());
            continue;
        }
        let Some(text) = arg.to_str() else {
            return Err(format!("unknown flag {}", quote_os(arg)));
        };
        // A value after `=` may be any bytes: split the original, not its text.
        let (name, inline) = match bytes.iter().position(|&b| b == b'=') {
            Some(at) if text.starts_with("--") => {
                let value = OsString::from_vec(bytes[at + 1..].to_vec());
                (&text[..at], Some(value))
            }
            _ => (text, None),
        };
        // testlib takes its last argument in either case.
        let name = if name == "-APPES" { APPES.name } else { name };
        let flag = SHARED
            .iter()
            .chain(program.flags)
            .find(|f| f.name == name)
            .ok_or_else(|| unknown(program, name))?;
        if given.iter().any(|(f, _)| f.name == flag.name) {
            return Err(format!("{name} is given twice"));
        }
        let value = match (flag.value, inline) {
            (None, Some(_)) => return Err(format!("{name} takes no value")),
            (None, None) => None,
            (Some(what), None) if what.starts_with('[') => None,
            (Some(_), Some(value)) => Some(value),
            (Some(what), None) => {
                let next = args
                    .next()
                    .filter(|v| !v.as_encoded_bytes().starts_with(b"--"));
                Some(
                    next.ok_or(format!("{name} needs a value: {name} {what}"))?
                        .clone(),
                )
            }
        };
        let blank = value
            .as_ref()
            .is_some_and(|v| v.as_encoded_bytes().iter().all(u8::is_ascii_whitespace));
        if flag.value.is_some() && blank {
            return Err(format!("{name} needs a value that is not empty"));
        }
        given.push((flag, value));
    }
    Ok((given, files))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::flags::TOY;
    use crate::judge::Depth;
    use std::time::Duration;

    fn parse(args: &str) -> Result<Args, UsageError> {
        let args: Vec<OsString> = args.split_whitespace().map(OsString::from).collect();
        Args::parse(&TOY, &args)
    }

    #[test]
    fn check_puts_back_together_paths_that_spaces_split() {
        let dir = std::env::temp_dir().join(format!("puzzle-search-rejoin-{}", std::process::id()));
        let folder = dir.join("a b");
        std::fs::create_dir_all(&folder).unwrap();
        let (input, output) = (folder.join("t.in"), dir.join("actual"));
        std::fs::write(&input, "").unwrap();
        std::fs::write(&output, "").unwrap();
        let words =
            |text: String| -> Vec<OsString> { text.split(' ').map(OsString::from).collect() };
        let (input_text, output_text) = (input.to_str().unwrap(), output.to_str().unwrap());
        // As online-judge-tools gives them: unquoted, the expected output in the folder too.
        let expected = folder.join("t.out");
        std::fs::write(&expected, "").unwrap();
        let given = words(format!("{input_text} {output_text} {}", expected.display()));
        assert_eq!(given.len(), 5);
        let paths = rejoined(&given);
        assert_eq!(
            paths,
            [&input, &output, &expected].map(|p| p.as_os_str().to_owned())
        );
        // Files that exist are taken as given; no way, or two, of joining: as given too.
        let plain = words(format!("{output_text} {output_text} {output_text}"));
        assert_eq!(rejoined(&plain), plain);
        let missing = words(format!("{input_text} /nonexistent"));
        assert_eq!(rejoined(&missing), missing);
        std::fs::remove_dir_all(dir).ok();
    }

    fn error(args: &str) -> (String, u8) {
        let error = parse(args).unwrap_err();
        (error.message, error.mode.usage_status())
    }

    #[test]
    fn flags_in_any_order_with_or_without_an_equals_sign() {
        let gen = |count, seed, depth| Command::Gen(gen::Options { count, seed, depth });
        for args in [
            "--gen 10 --seed 7 --depth 3",
            "--seed 7 --gen 10 --depth=3",
            "--depth=3 --seed=7 --gen=10",
        ] {
            assert_eq!(
                parse(args).unwrap().command,
                gen(10, 7, Some(Depth::Moves(3))),
                "{args}"
            );
        }
        assert_eq!(
            parse("--gen 0 --depth max").unwrap().command,
            gen(0, DEFAULT_SEED, Some(Depth::Max))
        );
        let check = |optimal| {
            Command::Check(check::Options {
                input: "in".into(),
                output: "out".into(),
                optimal,
                system: None,
                comparison: crate::judge::compare::Comparison::Judge,
            })
        };
        assert_eq!(parse("--check in out").unwrap().command, check(false));
        assert_eq!(
            parse("--optimal --check in out ans").unwrap().command,
            check(true)
        );
        assert_eq!(
            parse("in --check out --optimal").unwrap().command,
            check(true)
        );
        assert_eq!(
            parse("").unwrap().command,
            Command::Solve(solve::Options::default())
        );
        let own = parse("--size=4 --algo bfs").unwrap();
        assert_eq!(
            (own.value("--size"), own.value("--algo")),
            (Some("4"), Some("bfs"))
        );
        assert!(own.has("--algo") && !own.has("--stats"));
        assert_eq!(parse("--gen 3 -h").unwrap().command, Command::ShortHelp);
        assert_eq!(parse("--gen 3 --help").unwrap().command, Command::Help);
        assert_eq!(parse("-V").unwrap().command, Command::Version);
    }

    #[test]
    fn check_format_is_a_check_mode_and_an_option_of_validate() {
        let command = |args: &str| parse(args).unwrap().command;
        let Command::Check(options) = command("--check-format cms in ans out") else {
            panic!("a check command")
        };
        assert_eq!((options.input, options.output), ("in".into(), "out".into()));
        assert!(options.system.is_some());
        let validate = |kattis| {
            Command::Validate(validate::Options {
                kattis,
                strict: false,
            })
        };
        assert_eq!(command("--validate"), validate(false));
        assert_eq!(command("--check-format=kattis --validate"), validate(true));
        assert_eq!(
            command("--validate --testset tests --group 1"),
            validate(false)
        );
        assert_eq!(
            error("--check-format testlib a b c --gen 3"),
            (
                "--check-format and --gen cannot be combined: choose one".into(),
                3
            )
        );
        assert_eq!(
            error("--package dir --format zip"),
            ("--format wants kattis, polygon or oj, not `zip`".into(), 2)
        );
    }

    #[test]
    fn stress_options_and_their_defaults() {
        let Command::Stress(options) = parse("--stress ./a --jobs=3 --time-limit 0.5 --optimal")
            .unwrap()
            .command
        else {
            panic!("a stress command")
        };
        assert_eq!(options.command, "./a");
        assert_eq!((options.cases, options.seed, options.jobs), (1000, 1, 3));
        assert_eq!(options.time_limit, Duration::from_millis(500));
        assert!(options.optimal && options.save.is_none() && options.depth.is_none());
    }

    #[test]
    fn mistakes_are_one_line_that_names_them() {
        for (args, message, status) in [
            ("--frobnicate", "unknown flag `--frobnicate`", 2),
            (
                "--sede 3 --gen 1",
                "unknown flag `--sede`: did you mean --seed?",
                2,
            ),
            ("-x", "unknown flag `-x`", 2),
            ("--gen 5 --seed 1 --seed 2", "--seed is given twice", 2),
            (
                "--gen 5 --algo bfs",
                "--algo chooses a search for solving; it does nothing with --gen",
                2,
            ),
            (
                "--optimal",
                "--optimal needs --check, --stress or --package",
                2,
            ),
            ("--cases 5", "--cases needs --stress", 2),
            (
                "--check a b --seed 1",
                "--seed seeds the random cases; it does nothing with --check",
                3,
            ),
            (
                "--gen 5 --check a b",
                "--gen and --check cannot be combined: choose one",
                3,
            ),
            (
                "--check in",
                "--check takes INPUT OUTPUT and an optional ANSWER",
                3,
            ),
            (
                "--check a b c d",
                "--check takes INPUT OUTPUT and an optional ANSWER",
                3,
            ),
            ("--gen", "--gen needs a value: --gen N", 2),
            ("--gen --seed 3", "--gen needs a value: --gen N", 2),
            ("--gen ten", "--gen wants a whole number, not `ten`", 2),
            ("--gen -1", "--gen wants a whole number, not `-1`", 2),
            (
                "--gen 5 --depth deep",
                "--depth wants a number of moves or `max`, not `deep`",
                2,
            ),
            ("--optimal=yes --check a b", "--optimal takes no value", 3),
            ("--stress", "--stress needs a value: --stress CMD", 3),
            ("--stress= ", "--stress needs a value that is not empty", 3),
            (
                "--stress ./a --time-limit 0",
                "--time-limit wants seconds",
                3,
            ),
            ("--stress ./a --jobs 0", "--jobs wants at least 1", 3),
            (
                "--stress ./a --shrink-runs 0",
                "--shrink-runs wants at least 1",
                3,
            ),
            ("input.txt", "unexpected argument `input.txt`", 2),
        ] {
            let (got, code) = error(args);
            assert!(got.starts_with(message), "{args}: {got}");
            assert_eq!(code, status, "{args}");
        }
        let file = env!("CARGO_MANIFEST_DIR").to_string() + "/Cargo.toml";
        let (hint, _) = error(&file);
        assert_eq!(
            hint,
            format!("`{file}` is a file, but the judge program reads standard input: toy < {file}")
        );
    }
}
