//! `--package DIR --format kattis|polygon|oj`: a problem package of the binary's problem, complete and
//! runnable: tests and their answers, and the solution, checker and validator, as scripts that
//! call a copy of this binary with the flags the package was made with (Kattis, oj) or as C++
//! of their own (Polygon).
//!
//! The tests: a sample of three shallow cases (one where a test holds one case), then tests of
//! five cases (or one) at up to six depths spread from the shallowest to the deepest the problem
//! draws, one of uniformly random cases (four where no depth can be asked for), and the deepest
//! (`--depth max`); each drawn from its own seed, so that the same command makes the same
//! package. Their answers are this binary's. The statement is the problem's own
//! ([`Packageable::statement`]: the puzzle, the input and output as the flags make them, which
//! answers are right), with the samples, in each system's form.
//!
//! - `kattis`: the Kattis problem package format (legacy), as `verifyproblem` checks it:
//!   `problem.yaml` (`validation: custom`), the statement in `problem_statement/problem.en.tex`,
//!   `data/sample` and `data/secret` (`.in`, `.ans`), and `input_validators/validate`,
//!   `output_validators/check` and `submissions/accepted/solve`, each a folder with `build` and
//!   `run` scripts.
//! - `polygon`: Polygon's layout: `problem.xml`, `tests/01`, `tests/01.a`, …, the statement's
//!   sections in `statement-sections/english` and the whole in `statements/english/problem.tex`
//!   (`olymp.sty`'s), the checker `files/check.cpp` and the validator `files/validator.cpp`,
//!   C++ that compiles alone, written from the problem's rules ([`Packageable::cpp_judge`],
//!   [`Packageable::cpp_validator`]; `check.cpp` and `validator.cpp` are their frames), the checker
//!   taking testlib's arguments, or Kattis' where its third is a folder, and the main solution
//!   `solutions/solve.cpp`, a program of its own ([`Packageable::cpp_solution`]). Each answers a
//!   test of the package within a second or two, with two exceptions: the one board of 80
//!   moves in a 4 × 4 package takes minutes (the pattern databases it makes as it starts are
//!   smaller than the binary's), and a `--fast` package's much tighter `--max-length` (26
//!   quarter turns, 20 face turns) seconds to minutes a cube (its tables are small). The
//!   cube's `--max-depth any` has none (optimal answers to random cubes need tables of
//!   gigabytes), so it has no Polygon package: `--format polygon` is refused there.
//! - `oj`: online-judge-tools' layout: `statement.md`, `test/*.in` and `test/*.out`, and the
//!   scripts `solve`,
//!   `check` (`oj t`'s judge command, given the expected output as testlib's checkers are) and
//!   `validate` beside the binary, so that `oj t -c ./solve --judge-command ./check` runs the
//!   tests.
//!
//! # In full
//!
//! **A whole package.** `BIN --package DIR --format kattis|polygon|oj [FLAGS]` writes a runnable
//! problem package of the binary's problem with the flags given: a sample of three shallow cases,
//! tests of five cases at up to six depths from the shallowest to the deepest, one of uniformly
//! random cases and the deepest case, their answers, the problem's statement (its puzzle, input
//! and output as the flags make them), and the solution, checker and validator. `kattis` is the
//! Kattis problem package format (`problem.yaml`, `problem_statement/problem.en.tex`,
//! `data/sample`, `data/secret`, and `input_validators`, `output_validators`,
//! `submissions/accepted` as folders with `build` and `run` scripts); `polygon` is Polygon's layout (`problem.xml`, `tests/01`,
//! `tests/01.a`, …, the statement in `statement-sections/english` and
//! `statements/english/problem.tex`, the checker `files/check.cpp`, C++ that compiles alone
//! wherever the package goes and judges as `--check-format` does, taking testlib's arguments
//! or, where the third is a folder, Kattis' — so that Polygon2DOMjudge's conversion of the
//! package judges right — the validator `files/validator.cpp`, C++ that compiles alone too and
//! reads a test as `--validate --strict` does, and `solutions/solve.cpp`, a program of its own
//! (none answers `magic-cube --max-depth any` in a judge's time, which has no Polygon package);
//! `oj` is online-judge-tools' `test/` folder and
//! `statement.md` with the scripts `solve`, `check` (testlib's spelling, so that the expected
//! outputs are judged too) and `validate`. The same command makes the same
//! package:
//!
//! ```sh
//! target/release/eight-puzzle --problem poj2893 --package poj2893 --format kattis
//! verifyproblem poj2893        # pip install problemtools; it needs LaTeX for the statement
//!
//! target/release/magic-cube --from scramble --to singmaster --package cube --format oj
//! cd cube && oj t -c ./solve --judge-command ./check
//! ```
//!
//! `.ci/packages` (run by `.ci/run`) installs problemtools, online-judge-tools and
//! Polygon2DOMjudge and checks the packages of every binary with them: `verifyproblem` on the
//! Kattis package, `oj t` on the oj package, and the Polygon package converted by `p2d` and judged
//! by `verifyproblem` (its tests, and the solution through the checker compiled from the
//! package's source), its checker and validator also compiled and run with testlib's arguments.
//!
//! A package's validator is strict (`--validate --strict`: every test byte for byte as the
//! statement writes it), and its checker compares an exact answer as the system's default
//! checker does (`--check-format`), or byte for byte where the package is made with `--strict`.

use super::exec::sh_word;
use super::input::show_path;
use super::judging::own_answers_accepted;
use super::messages::report;
use super::problem::{drawn, write_input, Depth, Packageable};
use crate::judge::flags::{CHECK_FORMAT, OPTIMAL, STRICT, VALIDATE};
mod polygon;

use super::statement::{latex, Statement};
use polygon::{polygon, Sources};
use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A package's layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Kattis,
    Oj,
    Polygon,
}

/// What `--package` was asked to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The folder, which must not exist or be empty.
    pub dir: PathBuf,
    pub format: Format,
    /// The binary's name, for the copies of it a package holds.
    pub program: &'static str,
    /// The binary's own flags as given, for its programs: solving, checking and validating
    /// (`--optimal` among the checker's).
    pub solve: Vec<OsString>,
    pub check: Vec<OsString>,
    pub validate: Vec<OsString>,
}

/// One test of the package.
struct Test {
    /// Its name, without an extension: `1` for the sample, `01`, `02`, … for the others.
    name: String,
    sample: bool,
    input: Vec<u8>,
    answer: Vec<u8>,
}

/// Writes the package; exit status 0, or 1 with one line saying what failed.
/// A note where the package's folder has a name its system refuses as a problem's: Kattis
/// takes the folder's name for the problem's short name, lowercase letters and digits only.
fn refused_name(options: &Options) -> Option<String> {
    let name = options.dir.file_name()?.to_string_lossy();
    let short = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit();
    (options.format == Format::Kattis && !name.chars().all(short)).then(|| {
        let suggested: String = name
            .to_ascii_lowercase()
            .chars()
            .filter(|&c| short(c))
            .collect();
        format!(
            "note: verifyproblem refuses a problem folder named `{name}`: a Kattis problem's \
             short name is lowercase letters and digits only (`{suggested}`)"
        )
    })
}

pub fn run<P: Packageable>(mut problem: P, options: &Options) -> ExitCode {
    let optimal = options.check.iter().any(|word| word == OPTIMAL.name);
    let statement = problem.statement(optimal);
    let strict = options.check.iter().any(|word| word == STRICT.name);
    let sources = match options.format {
        Format::Polygon => match Sources::of(&problem, &statement.title, optimal, strict) {
            Some(sources) => Some(sources),
            None => {
                report(format_args!(
                    "error: --format polygon needs a main solution that compiles alone and \
                     answers in a judge's time; none does for this problem (its answers need \
                     this binary's tables): --format kattis or oj carry the binary (try '{} \
                     --help')",
                    options.program
                ));
                return ExitCode::from(2);
            }
        },
        _ => None,
    };
    let written = tests(&mut problem, optimal).and_then(|tests| {
        write(options, &statement, sources.as_ref(), &tests).map_err(|error| {
            format!(
                "cannot write the package in {}: {error}",
                show_path(&options.dir)
            )
        })?;
        Ok(tests.len())
    });
    match written {
        Ok(count) => {
            report(format_args!(
                "wrote a package of {count} tests in {}",
                show_path(&options.dir)
            ));
            if let Some(refused) = refused_name(options) {
                report(refused);
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            report(format_args!("error: {message}"));
            ExitCode::FAILURE
        }
    }
}

/// The package's tests, with their answers, each answer judged as the package's checker will
/// judge it (`optimal`: with `--optimal`) on its input as written.
fn tests<P: Packageable>(problem: &mut P, optimal: bool) -> Result<Vec<Test>, String> {
    let cases = if P::SINGLE { 1 } else { 5 };
    let (mut depths, uniform) = match problem.levels() {
        Ok(levels) => {
            let moves: Vec<u32> = levels.iter().flatten().copied().collect();
            let spread = match moves.len() {
                0 => Vec::new(),
                n => (0..6)
                    .map(|i| Depth::Moves(moves[i * (n - 1) / 5]))
                    .collect(),
            };
            (spread, levels.contains(&None))
        }
        Err(_) => (Vec::new(), true),
    };
    depths.dedup();
    let depths_asked = !depths.is_empty();
    let sample = depths.get(1).copied();
    let mut plan = vec![(true, if P::SINGLE { 1 } else { 3 }, sample)];
    plan.extend(depths.into_iter().map(|depth| (false, cases, Some(depth))));
    // Where no depth can be asked for, uniform cases make up the spread.
    let uniform_tests = if depths_asked { 1 } else { 4 };
    if uniform {
        plan.extend((0..uniform_tests).map(|_| (false, cases, None)));
    }
    plan.push((false, 1, Some(Depth::Max)));
    let mut tests: Vec<Test> = Vec::new();
    for (seed, (sample, count, depth)) in (1..).zip(plan) {
        let cases: Vec<P::Case> = match drawn(problem, seed, depth) {
            Ok(mut next) => (0..count).map(|_| next()).collect(),
            // A depth the problem cannot draw cases of (the deepest may be known only by name).
            Err(_) if !sample => continue,
            Err(message) => return Err(message),
        };
        let mut input = Vec::new();
        write_input(problem, count, cases.iter().cloned(), &mut input)
            .map_err(|error| error.to_string())?;
        if tests.iter().any(|test| test.input == input) {
            continue;
        }
        let name = match sample {
            true => "1".to_string(),
            false => format!("{:02}", tests.len()),
        };
        let answer =
            answers(problem, &cases).map_err(|message| format!("test {name}: {message}"))?;
        own_answers_accepted(problem, &input, &answer, optimal)
            .map_err(|message| format!("test {name}: {message}"))?;
        tests.push(Test {
            name,
            sample,
            input,
            answer,
        });
    }
    Ok(tests)
}

/// The judge program's output for `cases`.
fn answers<P: Packageable>(problem: &mut P, cases: &[P::Case]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for (number, case) in (1..).zip(cases) {
        let answer = problem.solve(case)?;
        problem
            .write(number, &answer, &mut out)
            .map_err(|error| error.to_string())?;
    }
    Ok(out)
}

/// Writes the package's files.
fn write(
    options: &Options,
    statement: &Statement,
    sources: Option<&Sources>,
    tests: &[Test],
) -> io::Result<()> {
    let dir = &options.dir;
    if dir.exists() && fs::read_dir(dir)?.next().is_some() {
        return Err(io::Error::other("the folder is not empty"));
    }
    fs::create_dir_all(dir)?;
    match options.format {
        Format::Kattis => kattis(options, statement, tests),
        Format::Oj => oj(options, statement, tests),
        Format::Polygon => match sources {
            Some(sources) => polygon(options, statement, sources, tests),
            None => Err(io::Error::other("no C++ sources of its own")),
        },
    }
}

/// The Kattis problem package format's files.
fn kattis(options: &Options, statement: &Statement, tests: &[Test]) -> io::Result<()> {
    let dir = &options.dir;
    let yaml = format!(
        "name: '{}'\nuuid: {}\nsource: puzzle-search {}\nlicense: unknown\nvalidation: custom\n",
        statement.title.replace('\'', "''"),
        uuid(options),
        env!("CARGO_PKG_VERSION")
    );
    fs::write(dir.join("problem.yaml"), yaml)?;
    let folder = dir.join("problem_statement");
    fs::create_dir_all(&folder)?;
    let mut text = format!(
        "\\problemname{{{}}}\n\n{}\n\\section*{{Input}}\n\n{}\n\\section*{{Output}}\n\n{}",
        latex(&statement.title),
        Statement::latex(&statement.legend),
        Statement::latex(&statement.input),
        Statement::latex(&statement.output)
    );
    if !statement.notes.is_empty() {
        text += &format!(
            "\n\\section*{{Notes}}\n\n{}",
            Statement::latex(&statement.notes)
        );
    }
    fs::write(folder.join("problem.en.tex"), text)?;
    for test in tests {
        let group = dir
            .join("data")
            .join(if test.sample { "sample" } else { "secret" });
        fs::create_dir_all(&group)?;
        fs::write(group.join(format!("{}.in", test.name)), &test.input)?;
        fs::write(group.join(format!("{}.ans", test.name)), &test.answer)?;
    }
    for (folder, flags, mode) in [
        (
            "input_validators/validate",
            &options.validate,
            &[VALIDATE.name, CHECK_FORMAT.name, "kattis"][..],
        ),
        (
            "output_validators/check",
            &options.check,
            &[CHECK_FORMAT.name, "kattis"],
        ),
        ("submissions/accepted/solve", &options.solve, &[]),
    ] {
        let folder = dir.join(folder);
        fs::create_dir_all(&folder)?;
        script(&folder.join("build"), &[b"exit 0".to_vec()])?;
        let mode = mode.iter().map(OsString::from);
        program(
            options,
            &folder,
            "run",
            &flags.iter().cloned().chain(mode).collect::<Vec<_>>(),
        )?;
    }
    Ok(())
}

/// online-judge-tools' layout.
fn oj(options: &Options, statement: &Statement, tests: &[Test]) -> io::Result<()> {
    let dir = &options.dir;
    fs::write(
        dir.join("statement.md"),
        statement.markdown(&samples(tests)),
    )?;
    let test_dir = dir.join("test");
    fs::create_dir_all(&test_dir)?;
    for test in tests {
        let name = match test.sample {
            true => format!("sample-{}", test.name),
            false => format!("secret-{}", test.name),
        };
        fs::write(test_dir.join(format!("{name}.in")), &test.input)?;
        fs::write(test_dir.join(format!("{name}.out")), &test.answer)?;
    }
    // oj gives its judge command the input, the output and the expected output, as testlib's
    // checkers are given them: the expected output is judged too.
    let testlib = [CHECK_FORMAT.name.into(), "testlib".into()];
    let check = [options.check.clone(), testlib.to_vec()].concat();
    let validate = [options.validate.clone(), vec![VALIDATE.name.into()]].concat();
    program(options, dir, "solve", &options.solve)?;
    program(options, dir, "check", &check)?;
    program(options, dir, "validate", &validate)
}

/// The sample tests' inputs and answers.
fn samples(tests: &[Test]) -> Vec<(&[u8], &[u8])> {
    let samples = tests.iter().filter(|test| test.sample);
    samples
        .map(|test| (&test.input[..], &test.answer[..]))
        .collect()
}

/// The package's UUID, which the Kattis format asks for: made from the binary's name and the
/// flags of its programs, so that the same command makes the same package, laid out as a
/// version 4 UUID.
fn uuid(options: &Options) -> String {
    let mut words = vec![OsString::from(options.program)];
    words.extend(
        [&options.solve, &options.check, &options.validate]
            .into_iter()
            .flatten()
            .cloned(),
    );
    let hash = |seed: u64| {
        let bytes = words
            .iter()
            .flat_map(|w| w.as_encoded_bytes().iter().chain(&[0xff]));
        bytes.fold(seed, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    };
    let (a, b) = (hash(0xcbf2_9ce4_8422_2325), hash(0x8422_2325_cbf2_9ce4));
    format!(
        "{:08x}-{:04x}-4{:03x}-{:x}{:03x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0xfff,
        8 + (b >> 62),
        (b >> 48) & 0xfff,
        b & 0xffff_ffff_ffff
    )
}

/// The script `folder/name` that runs the copy of this binary in `folder` with `words` and
/// then its own arguments; the copy is made if it is not there yet.
fn program(options: &Options, folder: &Path, name: &str, words: &[OsString]) -> io::Result<()> {
    let copy = folder.join(options.program);
    if !copy.exists() {
        fs::copy(std::env::current_exe()?, &copy)?;
    }
    let line = [
        format!("exec \"$(dirname \"$0\")/{}\"", options.program).as_bytes(),
        &sh_words(words),
        b" \"$@\"",
    ]
    .concat();
    script(&folder.join(name), &[line])
}

/// `words` as words of a shell command line, each after a space ([`sh_word`]).
fn sh_words(words: &[OsString]) -> Vec<u8> {
    words
        .iter()
        .flat_map(|word| [b" ".to_vec(), sh_word(word.as_encoded_bytes())].concat())
        .collect()
}

/// An executable `sh` script of `lines`.
fn script(path: &Path, lines: &[Vec<u8>]) -> io::Result<()> {
    let mut text = b"#!/bin/sh\n".to_vec();
    for line in lines {
        text.extend(line);
        text.push(b'\n');
    }
    fs::write(path, text)?;
    fs::set_permissions(path, fs::Permissions::from_mode(0o755))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    #[test]
    fn a_test_whose_input_is_not_the_cases_solved_is_a_fault_of_ours_before_any_file() {
        let written = tests(&mut Sum::plain(), false).expect("a faithful problem's tests");
        assert!(written.len() > 3 && written[0].sample);
        let mut miswritten = Sum::plain();
        miswritten.miswritten = true;
        let message = tests(&mut miswritten, false).err().unwrap();
        assert!(
            message.starts_with("test 1: our own answer is not accepted on the input as written: ")
                && message.ends_with("a fault of this program, please report it"),
            "{message}"
        );
    }
}
