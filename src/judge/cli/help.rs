//! The help: `-h` one screen (the usage, the five flags most used, examples, and where the
//! rest is), `--help` the manual (what the binary reads, each mode's flags and examples), in
//! lines of at most 80 characters.

use crate::judge::flags::{Flag, Mode, Program, ALL, SHARED};
use crate::judge::flags::{CHECK, GEN, PACKAGE, STRESS, VALIDATE};

/// The `--help` text of `program`.
pub fn help(program: &Program) -> String {
    let name = program.name;
    let mut text = wrap(&format!("{name}: {}", program.about));
    text += &format!(
        "\nUsage:\n  {name} [FLAGS] < INPUT\n  {name} --check INPUT OUTPUT [ANSWER] [FLAGS]\n  \
         {name} --check-format SYSTEM ARGS... [FLAGS]\n  {name} --validate [FLAGS] < INPUT\n  \
         {name} --package DIR --format kattis|polygon|oj [FLAGS]\n  \
         {name} --gen N [FLAGS]\n  {name} --stress CMD [FLAGS]\n\n"
    );
    text += &wrap(&format!("Input: {}", program.input));
    text += "\n";
    text += &wrap(&format!(
        "Without a mode (--check, --check-format, --validate, --package, --gen or --stress), \
         {name} is the judge program: it reads cases on \
         standard input and writes the judge's exact answers on standard output. On bad input \
         it prints the answers of the earlier cases, names the bad one in one line on standard \
         error and exits with status 1."
    ));
    // Each flag is described once, under the first mode it belongs to; later modes name it.
    let mut described: Vec<(&str, &str)> = Vec::new();
    for (heading, mode) in [
        ("Solving", Mode::Solve),
        ("Checking", Mode::Check),
        ("Validating", Mode::Validate),
        ("Packaging", Mode::Package),
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
            match described.iter().find(|(name, _)| *name == flag.name) {
                Some((_, under)) => text += &format!("  {}  (see {under})\n", call(flag).0),
                None => {
                    text += &describe(flag);
                    described.push((flag.name, heading));
                }
            }
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

/// The shared flags `-h` shows after a binary's own most used ones, to make five.
const MOST_USED: [&str; 5] = [
    CHECK.name,
    GEN.name,
    STRESS.name,
    VALIDATE.name,
    PACKAGE.name,
];

/// The `-h` text of `program`: one screen.
pub fn short_help(program: &Program) -> String {
    let name = program.name;
    let mut text = wrap(&format!("{name}: {}", program.about));
    text += &format!(
        "\nUsage:\n  {name} [FLAGS] < INPUT\n  {name} --check INPUT OUTPUT [ANSWER] [FLAGS]\n  \
         {name} --gen N [FLAGS]\n  {name} --stress CMD [FLAGS]\n  \
         {name} --validate | --check-format SYSTEM … | --package DIR …\n\nMost used:\n"
    );
    let own = program.most_used.iter();
    let named = |n: &&str| program.flags.iter().chain(SHARED).find(|f| f.name == *n);
    for flag in own.chain(&MOST_USED).filter_map(named).take(5) {
        let (call, _) = call(flag);
        text += &match call.chars().count() {
            ..=24 => format!("  {call:<24} {}\n", flag.does),
            _ => format!("  {call}\n  {:<24} {}\n", "", flag.does),
        };
    }
    text += &format!("\nExamples:\n  {name} < samples/{name}/sample-1.in\n");
    for example in program.examples.iter().take(2) {
        text += &format!("  {example}\n");
    }
    text += &format!(
        "  {name} --stress './my-solution' --save failing\n\n\
         {name} --help: every flag, mode by mode, with more examples.\n"
    );
    text
}

/// How `flag` is written with its value (`--gen N`, `--show[=stdout]`, `--check INPUT OUTPUT
/// [ANSWER]`), and the rest of its help.
fn call(flag: &Flag) -> (String, &'static str) {
    match flag.value {
        Some(value) if value.starts_with('[') => (format!("{}{value}", flag.name), flag.help),
        Some(value) => (format!("{} {value}", flag.name), flag.help),
        None => {
            let mode = Mode::ALL.iter().find(|mode| mode.flag() == flag.name);
            match mode.and_then(|mode| mode.operands()) {
                Some(operands) => (format!("{} {operands}", flag.name), flag.help),
                None => (flag.name.to_string(), flag.help),
            }
        }
    }
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
    let (first, rest) = call(flag);
    let body: String = rest.lines().map(|l| format!("      {l}\n")).collect();
    format!("  {first}\n{body}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::flags::TOY;

    #[test]
    fn help_lists_every_flag_under_each_of_its_modes() {
        let text = help(&TOY);
        for flag in SHARED.iter().chain(TOY.flags) {
            let times = if flag.modes == ALL {
                1
            } else {
                flag.modes.len()
            };
            assert_eq!(
                ["\n  {} ", "\n  {}\n", "\n  {}["]
                    .iter()
                    .map(|form| text.matches(&form.replace("{}", flag.name)).count())
                    .sum::<usize>(),
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
    fn help_describes_each_flag_once() {
        let text = help(&TOY);
        for flag in SHARED.iter().chain(TOY.flags) {
            assert_eq!(
                text.matches(&describe(flag)).count(),
                1,
                "{}: {text}",
                flag.name
            );
        }
    }

    #[test]
    fn the_short_help_is_one_screen_with_the_most_used_flags_first() {
        let text = short_help(&TOY);
        assert!(text.lines().count() <= 30, "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        let most = &text[text.find("\nMost used:\n").unwrap()..];
        let flags: Vec<&str> = most
            .lines()
            .filter_map(|l| l.strip_prefix("  --")?.split(' ').next())
            .collect();
        assert_eq!(
            flags,
            ["algo", "check", "gen", "stress", "validate"],
            "{text}"
        );
        assert!(text.contains("toy < samples/toy/sample-1.in\n"), "{text}");
        assert!(text.ends_with("toy --help: every flag, mode by mode, with more examples.\n"));
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
}
