//! The command line every binary shares: one table of flags, one parser, one set of rules.
//!
//! - A binary runs in one mode: solving (no mode flag), `--check`, `--gen` or `--stress`.
//! - Flags come in any order, as `--flag value` or `--flag=value`; `--check` takes its files as
//!   the arguments that are not flags.
//! - A repeated flag, or a flag that belongs to another mode, is an error that names it and
//!   says where it belongs. A file given where the judge program wants none gets a hint: it
//!   reads standard input.
//! - A usage error is one line on standard error, exit status 2, or 3 with `--check` and
//!   `--stress` (testlib's FAIL: a judge must never take a mistyped checker for a verdict).
//! - Files are named by any bytes the system allows: paths are kept as given, never decoded.

use super::stress;
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::PathBuf;
use std::time::Duration;

/// What a binary is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The judge program: cases on standard input, answers on standard output.
    Solve,
    Check,
    Gen,
    Stress,
}

impl Mode {
    /// Every mode: for a flag that belongs to all.
    pub const ALL: &'static [Mode] = &[Mode::Solve, Mode::Check, Mode::Gen, Mode::Stress];

    /// The flag that chooses the mode.
    fn flag(self) -> &'static str {
        match self {
            Mode::Solve => "solving",
            Mode::Check => "--check",
            Mode::Gen => "--gen",
            Mode::Stress => "--stress",
        }
    }

    /// The exit status of a usage error in this mode.
    pub fn usage_status(self) -> u8 {
        match self {
            Mode::Check | Mode::Stress => 3,
            Mode::Solve | Mode::Gen => 2,
        }
    }
}

/// One flag of a binary's command line.
#[derive(Debug)]
pub struct Flag {
    /// `--name`.
    pub name: &'static str,
    /// What its value is called in the usage (`N`), or `None` if it takes none.
    pub value: Option<&'static str>,
    /// The modes it belongs to.
    pub modes: &'static [Mode],
    /// What it does, as a phrase after its name: `--algo chooses a search for solving`.
    pub does: &'static str,
    /// Its lines in `--help`, after the name and value.
    pub help: &'static str,
}

/// What a binary tells about itself: its name, what it solves, its own flags, and notes for
/// `--help`.
#[derive(Debug)]
pub struct Program {
    pub name: &'static str,
    /// One line: the problem it is the judge program of.
    pub about: &'static str,
    /// What its input is, in a sentence or two, for `--help`.
    pub input: &'static str,
    /// Its own flags, besides the shared ones.
    pub flags: &'static [Flag],
    /// More for `--help`: what `--depth` can be, say.
    pub notes: &'static str,
    /// Examples of its own, besides the shared ones.
    pub examples: &'static [&'static str],
}

const ALL: &[Mode] = Mode::ALL;

/// The flags every binary has.
const SHARED: &[Flag] = &[
    Flag {
        name: "--check",
        value: None,
        modes: &[Mode::Check],
        does: "judges an output",
        help: "INPUT OUTPUT [ANSWER]\n\
               Judges OUTPUT, someone's answers to the cases in INPUT, as the judge would.\n\
               ANSWER, the expected output, may be given and is not read. One verdict line\n\
               goes to standard error; exit status 0 accepted, 1 wrong answer, 2 malformed\n\
               output, 3 invalid input or a mistake on the command line.",
    },
    Flag {
        name: "--gen",
        value: Some("N"),
        modes: &[Mode::Gen],
        does: "prints random cases",
        help: "Prints a judge input of N random cases, the same for the same seed.",
    },
    Flag {
        name: "--stress",
        value: Some("CMD"),
        modes: &[Mode::Stress],
        does: "stress tests a solution",
        help: "Runs CMD, a shell command line (quoted as one argument), on random judge\n\
               inputs, judges every output as --check does, and stops at the first failure:\n\
               wrong answer, malformed output, a non-zero exit or a signal, the time limit\n\
               (CPU time, confirmed by a second run), the wall-time limit, or far too much\n\
               output. Cases go from easy to hard, one a run, with a run of ten and a\n\
               repeat after every ten. The failing input is shrunk to the fewest and\n\
               shallowest cases that fail the same way and shown with our answer, CMD's\n\
               output and the verdict. Exit status 0 all passed, 1 a failure was found, 3\n\
               the stress test could not run.",
    },
    Flag {
        name: "--seed",
        value: Some("S"),
        modes: &[Mode::Gen, Mode::Stress],
        does: "seeds the random cases",
        help: "The seed of the random cases (default 1).",
    },
    Flag {
        name: "--depth",
        value: Some("D|max"),
        modes: &[Mode::Gen, Mode::Stress],
        does: "fixes how many moves the random cases need",
        help: "Only cases whose answer is exactly D moves; max: the most any case needs.",
    },
    Flag {
        name: "--optimal",
        value: None,
        modes: &[Mode::Check, Mode::Stress],
        does: "accepts only shortest solutions",
        help: "A solution longer than the shortest is wrong, even where the judge accepts it.",
    },
    Flag {
        name: "--cases",
        value: Some("N"),
        modes: &[Mode::Stress],
        does: "sets how many cases --stress draws",
        help: "How many cases to draw (default 1000).",
    },
    Flag {
        name: "--time-limit",
        value: Some("SECONDS"),
        modes: &[Mode::Stress],
        does: "limits each run of --stress",
        help: "The most CPU time one run may use, all its processes together (default 2,\n\
               at least 0.001); a run past it is killed, with everything it started.",
    },
    Flag {
        name: "--wall-limit",
        value: Some("SECONDS"),
        modes: &[Mode::Stress],
        does: "limits the wall time of each run of --stress",
        help: "The most wall time one run may take (default five times the time limit and\n\
               a second): it catches a run that sleeps or waits.",
    },
    Flag {
        name: "--input",
        value: Some("FILE"),
        modes: &[Mode::Stress],
        does: "stresses CMD on the cases of a judge input",
        help: "Runs CMD on FILE, a judge input (one that failed on a judge, say): the whole\n\
               file, then its cases one a run and ten a run, and shrinks what fails.",
    },
    Flag {
        name: "--jobs",
        value: Some("J"),
        modes: &[Mode::Stress],
        does: "sets how many runs of --stress go at once",
        help: "Runs at once (default and most: the number of cores); the failure found is\n\
               the same for any J.",
    },
    Flag {
        name: "--save",
        value: Some("DIR"),
        modes: &[Mode::Stress],
        does: "saves the failing case of --stress",
        help: "Writes the shrunk failing input and our answer to it as DIR/stress-K.in and\n\
               DIR/stress-K.out, K the first number not taken, as online-judge-tools lays\n\
               out tests, and prints the oj command that runs it again. Never overwrites a\n\
               file or follows a link.",
    },
    Flag {
        name: "--help",
        value: None,
        modes: ALL,
        does: "prints this help",
        help: "Prints this help (also -h).",
    },
    Flag {
        name: "--version",
        value: None,
        modes: ALL,
        does: "prints the version",
        help: "Prints the version (also -V).",
    },
];

/// `--depth`: a number of moves, or the most any case needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Moves(u32),
    Max,
}

/// What the command line asks for.
#[derive(Debug, PartialEq)]
pub enum Command {
    Solve,
    Help,
    Version,
    /// Judge `output` (`-`: standard input), someone's answers to `input`.
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
    Stress(stress::Options),
}

/// A command line that makes sense: the command, and the values of the binary's own flags.
#[derive(Debug)]
pub struct Args {
    pub program: &'static Program,
    pub mode: Mode,
    pub command: Command,
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
        if args.iter().any(|a| a == "--help" || a == "-h") {
            return Ok(Self::with(program, mode, Command::Help));
        }
        if args.iter().any(|a| a == "--version" || a == "-V") {
            return Ok(Self::with(program, mode, Command::Version));
        }
        let (given, files) = read_flags(program, args).map_err(fail)?;
        let mut modes = given.iter().filter_map(|(flag, _)| match flag.modes {
            [only] if *only != Mode::Solve && flag.name == only.flag() => Some(flag.name),
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
        for (flag, _) in given
            .iter()
            .filter(|(f, _)| program.flags.iter().any(|o| o.name == f.name))
        {
            own.push((flag.name, text(flag.name).map_err(fail)?));
        }
        let mut command = command(mode, &value, &text, &files).map_err(fail)?;
        if let Command::Stress(options) = &mut command {
            options.checker = checker(program, &own, options.optimal);
        }
        Ok(Self {
            program,
            mode,
            command,
            own,
        })
    }

    fn with(program: &'static Program, mode: Mode, command: Command) -> Self {
        Self {
            program,
            mode,
            command,
            own: Vec::new(),
        }
    }
}

/// The command line of this binary's `--check`, with the binary's own flags that judging
/// needs: what replays a failure found by `--stress`.
fn checker(
    program: &Program,
    own: &[(&'static str, Option<String>)],
    optimal: bool,
) -> Vec<String> {
    // Relative to the working directory where it lies inside it, as CMD usually is.
    let exe = std::env::current_exe().ok().map(|exe| {
        let here = std::env::current_dir().ok();
        let inside = here.and_then(|here| Some(exe.strip_prefix(here).ok()?.to_path_buf()));
        inside.unwrap_or(exe).to_string_lossy().into_owned()
    });
    let exe = exe.unwrap_or_else(|| program.name.to_string());
    let mut words = vec![exe];
    for (name, value) in own {
        let flag = program.flags.iter().find(|f| f.name == *name);
        if flag.is_some_and(|f| f.modes.contains(&Mode::Check)) {
            words.push(name.to_string());
            words.extend(value.clone());
        }
    }
    words.push("--check".into());
    if optimal {
        words.push("--optimal".into());
    }
    words
}

/// `text` quoted for messages: in backquotes, cut short, with what is not UTF-8 or not
/// printable escaped.
fn quote_os(text: &std::ffi::OsStr) -> String {
    super::input::quote(text.as_encoded_bytes(), 40)
}

/// The mode the arguments ask for, found before anything else so that every usage error gets
/// that mode's exit status.
fn mode_of(args: &[OsString]) -> Mode {
    let named = |mode: Mode| {
        let flag = mode.flag();
        args.iter().any(|a| {
            let a = a.as_encoded_bytes();
            a == flag.as_bytes()
                || a.strip_prefix(flag.as_bytes())
                    .is_some_and(|r| r.starts_with(b"="))
        })
    };
    [Mode::Check, Mode::Stress, Mode::Gen]
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

/// The message for an unknown flag, with the nearest known one if it is a likely typo.
fn unknown(program: &Program, name: &str) -> String {
    let nearest = SHARED
        .iter()
        .chain(program.flags)
        .map(|f| (edit_distance(f.name, name), f.name))
        .min();
    match nearest {
        Some((distance, flag)) if distance <= 2 && name.starts_with("--") => {
            format!("unknown flag `{name}`: did you mean {flag}?")
        }
        _ => format!("unknown flag `{name}`"),
    }
}

/// The edit distance between `a` and `b` counting insertions, deletions, substitutions and
/// swaps of neighbours (the optimal string alignment distance): the typos people make.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // d[i][j]: the distance between the first i characters of a and the first j of b.
    let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

/// The message for `flag` given in a `mode` it does not belong to.
fn misplaced(flag: &Flag, mode: Mode) -> String {
    let modes: Vec<&str> = flag.modes.iter().map(|m| m.flag()).collect();
    match mode {
        Mode::Solve => format!("{} needs {}", flag.name, modes.join(" or ")),
        _ => format!(
            "{} {}; it does nothing with {}",
            flag.name,
            flag.does,
            mode.flag()
        ),
    }
}

/// The message for an argument that is not a flag, where no file is wanted.
fn stray(name: &str, mode: Mode, arg: &OsString) -> String {
    let shown = quote_os(arg);
    match mode {
        Mode::Stress => format!(
            "unexpected argument {shown}: if it belongs to CMD, quote CMD as one argument: \
             --stress 'CMD ARGS'"
        ),
        _ if std::path::Path::new(arg).is_file() => {
            let path = super::input::show_path(std::path::Path::new(arg));
            format!(
                "`{path}` is a file, but the judge program reads standard input: {name} < {path}"
            )
        }
        _ => format!("unexpected argument {shown}"),
    }
}

/// The command of `mode`, from the flags' values.
fn command(
    mode: Mode,
    value: &impl Fn(&str) -> Option<OsString>,
    text: &impl Fn(&str) -> Result<Option<String>, String>,
    files: &[OsString],
) -> Result<Command, String> {
    let number = |name: &str, default: u64| -> Result<u64, String> {
        text(name)?.map_or(Ok(default), |text| {
            text.parse()
                .map_err(|_| format!("{name} wants a whole number, not `{text}`"))
        })
    };
    let depth = || -> Result<Option<Depth>, String> {
        text("--depth")?
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
        Mode::Solve => Command::Solve,
        Mode::Check => match files {
            [input, output] | [input, output, _] => Command::Check {
                input: input.into(),
                output: output.into(),
                optimal: value("--optimal").is_some(),
            },
            _ => return Err("--check takes INPUT OUTPUT and an optional ANSWER".into()),
        },
        Mode::Gen => Command::Gen {
            count: number("--gen", 0)?,
            seed: number("--seed", DEFAULT_SEED)?,
            depth: depth()?,
        },
        Mode::Stress => {
            let jobs = number("--jobs", 0)?;
            let cases = number("--cases", stress::DEFAULT_CASES)?;
            if jobs == 0 && value("--jobs").is_some() || cases == 0 {
                return Err("--cases and --jobs want at least 1".into());
            }
            let input = value("--input").map(PathBuf::from);
            for other in ["--cases", "--depth"] {
                if input.is_some() && value(other).is_some() {
                    return Err(format!(
                        "--input and {other} cannot be combined: the cases come from the file"
                    ));
                }
            }
            Command::Stress(stress::Options {
                command: text("--stress")?.unwrap_or_default(),
                cases,
                seed: number("--seed", DEFAULT_SEED)?,
                depth: depth()?,
                time_limit: seconds("--time-limit", SHORTEST_TIME_LIMIT)?
                    .unwrap_or(stress::DEFAULT_TIME_LIMIT),
                wall_limit: seconds("--wall-limit", SHORTEST_TIME_LIMIT)?,
                jobs: usize::try_from(jobs).unwrap_or(usize::MAX),
                optimal: value("--optimal").is_some(),
                save: value("--save").map(PathBuf::from),
                input,
                checker: Vec::new(),
            })
        }
    })
}

/// The `--help` text of `program`.
pub fn help(program: &Program) -> String {
    let name = program.name;
    let mut text = wrap(&format!("{name}: {}", program.about));
    text += &format!(
        "\nUsage:\n  {name} [FLAGS] < INPUT\n  {name} --check INPUT OUTPUT [ANSWER] [FLAGS]\n  \
         {name} --gen N [FLAGS]\n  {name} --stress CMD [FLAGS]\n\n"
    );
    text += &wrap(&format!("Input: {}", program.input));
    text += "\n";
    text += &wrap(&format!(
        "Without --check, --gen or --stress, {name} is the judge program: it reads cases on \
         standard input and writes the judge's exact answers on standard output. On bad input \
         it prints the answers of the earlier cases, names the bad one in one line on standard \
         error and exits with status 1."
    ));
    for (heading, mode) in [
        ("Solving", Mode::Solve),
        ("Checking", Mode::Check),
        ("Generating", Mode::Gen),
        ("Stress testing", Mode::Stress),
    ] {
        // The mode's own flag first, then the others that belong to it.
        let mut flags: Vec<&Flag> = program
            .flags
            .iter()
            .chain(SHARED)
            .filter(|f| f.modes.contains(&mode) && f.modes != ALL)
            .collect();
        flags.sort_by_key(|f| f.name != mode.flag());
        if flags.is_empty() {
            continue;
        }
        text += &format!("\n{heading}:\n");
        for flag in flags {
            text += &describe(flag);
        }
    }
    text += "\nAny mode:\n";
    for flag in program
        .flags
        .iter()
        .chain(SHARED)
        .filter(|f| f.modes == ALL)
    {
        text += &describe(flag);
    }
    text += "\nFlags come in any order, as --flag VALUE or --flag=VALUE.\n";
    if !program.notes.is_empty() {
        text += "\n";
        text += program.notes;
    }
    let sample = format!("samples/{name}/sample-1.in");
    text += &format!(
        "\nExamples:\n  {name} < {sample} > ours.out\n  {name} --check {sample} ours.out\n  \
         {name} --gen 100 --seed 7 --depth 5 > cases.in\n  \
         {name} --stress './my-solution' --cases 500 --save failing\n  \
         {name} --stress 'python3 sol.py' --input failed-test.in\n"
    );
    for example in program.examples {
        text += &format!("  {example}\n");
    }
    text
}

/// `text` broken into lines of at most 80 characters at spaces.
fn wrap(text: &str) -> String {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("a line");
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > 80 {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n") + "\n"
}

/// One flag's lines in `--help`.
fn describe(flag: &Flag) -> String {
    let (first, rest) = match flag.value {
        Some(value) => (format!("{} {value}", flag.name), flag.help),
        // --check's help starts with its files.
        None => match flag.help.split_once('\n') {
            Some((files, rest)) if flag.name == "--check" => {
                (format!("{} {files}", flag.name), rest)
            }
            _ => (flag.name.to_string(), flag.help),
        },
    };
    let body: String = rest.lines().map(|l| format!("      {l}\n")).collect();
    format!("  {first}\n{body}")
}

#[cfg(test)]
mod tests {
    use super::*;

    static PROGRAM: Program = Program {
        name: "toy",
        about: "a toy",
        input: "toys",
        flags: &[
            Flag {
                name: "--algo",
                value: Some("NAME"),
                modes: &[Mode::Solve],
                does: "chooses a search for solving",
                help: "How to solve.",
            },
            Flag {
                name: "--size",
                value: Some("N"),
                modes: ALL,
                does: "sets the size",
                help: "The size.",
            },
        ],
        notes: "",
        examples: &[],
    };

    fn parse(args: &str) -> Result<Args, UsageError> {
        let args: Vec<OsString> = args.split_whitespace().map(OsString::from).collect();
        Args::parse(&PROGRAM, &args)
    }

    fn error(args: &str) -> (String, u8) {
        let error = parse(args).unwrap_err();
        (error.message, error.mode.usage_status())
    }

    #[test]
    fn flags_in_any_order_with_or_without_an_equals_sign() {
        let gen = |count, seed, depth| Command::Gen { count, seed, depth };
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
        let check = |optimal| Command::Check {
            input: "in".into(),
            output: "out".into(),
            optimal,
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
        assert_eq!(parse("").unwrap().command, Command::Solve);
        let own = parse("--size=4 --algo bfs").unwrap();
        assert_eq!(
            (own.value("--size"), own.value("--algo")),
            (Some("4"), Some("bfs"))
        );
        assert!(own.has("--algo") && !own.has("--stats"));
        assert_eq!(parse("--gen 3 -h").unwrap().command, Command::Help);
        assert_eq!(parse("-V").unwrap().command, Command::Version);
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
            ("--optimal", "--optimal needs --check or --stress", 2),
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
            (
                "--stress ./a --jobs 0",
                "--cases and --jobs want at least 1",
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

    #[test]
    fn help_lists_every_flag_under_each_of_its_modes() {
        let text = help(&PROGRAM);
        for flag in SHARED.iter().chain(PROGRAM.flags) {
            let times = if flag.modes == ALL {
                1
            } else {
                flag.modes.len()
            };
            assert_eq!(
                text.matches(&format!("\n  {} ", flag.name)).count()
                    + text.matches(&format!("\n  {}\n", flag.name)).count(),
                times,
                "{}: {text}",
                flag.name
            );
        }
        for example in ["toy < ", "toy --check ", "toy --gen ", "toy --stress "] {
            assert!(text.contains(&format!("\n  {example}")), "{example}");
        }
        assert!(text.contains("\nInput: toys\n"), "{text}");
        let stress = &text[text.find("\nStress testing:\n").unwrap()..];
        for flag in [
            "--stress CMD",
            "--seed S",
            "--depth D|max",
            "--optimal",
            "--input FILE",
        ] {
            assert!(stress.contains(&format!("\n  {flag}")), "{flag}: {stress}");
        }
    }

    #[test]
    fn paragraphs_wrap_at_80_characters() {
        let text = "word ".repeat(40);
        let wrapped = wrap(text.trim_end());
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= 80),
            "{wrapped}"
        );
        assert_eq!(wrapped.split_whitespace().count(), 40);
        assert_eq!(wrap("short"), "short\n");
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("--seed", "--sede"), 1);
        assert_eq!(edit_distance("--save", "--sede"), 2);
        assert_eq!(edit_distance("--seed", "--seeds"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
