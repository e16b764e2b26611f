//! A Polygon package's own files: its checker, validator and main solution as C++ sources
//! ([`Sources`]), and its statement in Polygon's sections and `olymp.sty`'s whole.

use super::{samples, Options, Test};
use crate::judge::problem::Packageable;
use crate::judge::statement::{latex, Statement};
use std::fs;
use std::io;
use std::path::Path;

/// A Polygon package's C++ that compiles alone: the checker, the validator and the main
/// solution ([`Packageable::cpp_validator`], [`Packageable::cpp_solution`]).
pub(super) struct Sources {
    checker: String,
    validator: String,
    solution: String,
}

impl Sources {
    /// The sources of `problem`, titled `title`: its checker (`check.cpp`, with the problem's
    /// own judging, [`Packageable::cpp_judge`], or the comparison with the jury's answer of a
    /// problem judged by exact answer; `optimal`, `--optimal`; `strict` compares byte for
    /// byte), validator and solution; `None` where the problem has no validator or solution of
    /// its own in C++.
    pub(super) fn of<P: Packageable>(
        problem: &P,
        title: &str,
        optimal: bool,
        strict: bool,
    ) -> Option<Self> {
        let judge = problem.cpp_judge(optimal).unwrap_or_else(|| {
            format!(
                "static void judge(const string &, const string &output, const string &answer) {{\n\
                 \x20   compare(output, answer, {strict});\n}}"
            )
        });
        let framed =
            |frame: &str, part: &str| frame.replace("@TITLE@", title).replace("@PROBLEM@", part);
        Some(Self {
            checker: framed(include_str!("check.cpp"), &judge),
            validator: framed(include_str!("validator.cpp"), &problem.cpp_validator()?),
            solution: problem.cpp_solution()?,
        })
    }
}

/// Polygon's package layout: `problem.xml`, `tests/01`, `tests/01.a`, … (the sample first), the
/// statement, and the checker, the validator and the main solution as `sources` has them
/// (`files/check.cpp`, `files/validator.cpp`, `solutions/solve.cpp`), each compiling alone.
pub(super) fn polygon(
    options: &Options,
    statement: &Statement,
    sources: &Sources,
    tests: &[Test],
) -> io::Result<()> {
    let dir = &options.dir;
    polygon_statement(dir, statement, &samples(tests))?;
    fs::create_dir_all(dir.join("tests"))?;
    let mut listed = String::new();
    for (number, test) in (1..).zip(tests) {
        let path = dir.join("tests").join(format!("{number:02}"));
        fs::write(&path, &test.input)?;
        fs::write(path.with_extension("a"), &test.answer)?;
        let sample = if test.sample { " sample=\"true\"" } else { "" };
        listed += &format!("        <test method=\"manual\"{sample}/>\n");
    }
    let files = dir.join("files");
    fs::create_dir_all(&files)?;
    fs::create_dir_all(dir.join("solutions"))?;
    fs::write(dir.join("files/check.cpp"), &sources.checker)?;
    fs::write(dir.join("files/validator.cpp"), &sources.validator)?;
    fs::write(dir.join("solutions/solve.cpp"), &sources.solution)?;
    let source = |path: &str| format!("<source path=\"{path}\" type=\"cpp.g++17\"/>");
    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n\
         <problem revision=\"1\" short-name=\"{name}\">\n\
         <names><name language=\"english\" value=\"{title}\"/></names>\n\
         <statements><statement charset=\"UTF-8\" language=\"english\" \
         path=\"statements/english/problem.tex\" type=\"application/x-tex\"/></statements>\n\
         <judging input-file=\"\" output-file=\"\">\n\
         <testset name=\"tests\">\n\
         <time-limit>2000</time-limit>\n\
         <memory-limit>268435456</memory-limit>\n\
         <test-count>{count}</test-count>\n\
         <input-path-pattern>tests/%02d</input-path-pattern>\n\
         <answer-path-pattern>tests/%02d.a</answer-path-pattern>\n\
         <tests>\n{listed}</tests>\n\
         </testset>\n\
         </judging>\n\
         <assets>\n\
         <checker type=\"testlib\">{check}</checker>\n\
         <validators><validator>{validator}</validator></validators>\n\
         <solutions><solution tag=\"main\">{solve}</solution></solutions>\n\
         </assets>\n\
         </problem>\n",
        name = options.program,
        title = xml_text(&statement.title),
        count = tests.len(),
        check = source("files/check.cpp"),
        validator = source("files/validator.cpp"),
        solve = source("solutions/solve.cpp"),
    );
    fs::write(dir.join("problem.xml"), xml)
}

/// Polygon's statement: its sections, each a LaTeX file in `statement-sections/english`
/// (`name.tex`, `legend.tex`, `input.tex`, `output.tex`, `notes.tex`, and the samples as
/// `example.01` and `example.01.a`), and the whole in `statements/english/problem.tex`, as
/// Polygon's `olymp.sty` typesets it.
pub(super) fn polygon_statement(
    dir: &Path,
    statement: &Statement,
    samples: &[(&[u8], &[u8])],
) -> io::Result<()> {
    let sections = dir.join("statement-sections").join("english");
    fs::create_dir_all(&sections)?;
    let title = latex(&statement.title);
    let parts = [
        ("legend", &statement.legend),
        ("input", &statement.input),
        ("output", &statement.output),
        ("notes", &statement.notes),
    ];
    fs::write(sections.join("name.tex"), format!("{title}\n"))?;
    for (name, text) in parts {
        fs::write(sections.join(format!("{name}.tex")), Statement::latex(text))?;
    }
    let mut examples = String::new();
    for (number, (input, answer)) in (1..).zip(samples) {
        let path = sections.join(format!("example.{number:02}"));
        fs::write(&path, input)?;
        fs::write(path.with_extension(format!("{number:02}.a")), answer)?;
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        examples += &format!("\\exmp{{{}}}{{{}}}%\n", text(input), text(answer));
    }
    let notes = match statement.notes.is_empty() {
        true => String::new(),
        false => format!("\\Note\n\n{}\n", Statement::latex(&statement.notes)),
    };
    let whole = format!(
        "\\begin{{problem}}{{{title}}}{{standard input}}{{standard output}}{{2 seconds}}{{256 \
         megabytes}}\n\n{}\n\\InputFile\n\n{}\n\\OutputFile\n\n{}\n\\Examples\n\n{examples}\n\
         {notes}\\end{{problem}}\n",
        Statement::latex(&statement.legend),
        Statement::latex(&statement.input),
        Statement::latex(&statement.output),
    );
    let folder = dir.join("statements").join("english");
    fs::create_dir_all(&folder)?;
    fs::write(folder.join("problem.tex"), whole)
}

/// `text` as XML text, what it reserves escaped.
fn xml_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
