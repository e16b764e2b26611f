//! A problem's statement, as a contestant reads it ([`Statement`]): written once by each problem
//! in a little markup of its own, and given in each package as its judge system shows
//! statements — LaTeX for the Kattis format and Polygon ([`Statement::latex`]), Markdown for
//! online-judge-tools' folders ([`Statement::markdown`]).
//!
//! The markup: blocks separated by an empty line; a block whose every line starts with four
//! spaces is a picture, shown as written in a fixed-width font; a block whose every line starts
//! with `- ` is a list; any other block is a paragraph. Within paragraphs and lists, text in
//! backquotes is shown as written, in a fixed-width font (input and output as they are typed).

/// The sections of a statement, each in the markup of the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The problem's name.
    pub title: String,
    /// The puzzle and the task.
    pub legend: String,
    /// The input format, with its limits.
    pub input: String,
    /// The output format, and what a right output is.
    pub output: String,
    /// Anything else worth knowing: where the problem comes from, hints on the samples.
    pub notes: String,
}

/// One block of the markup.
#[derive(Debug, PartialEq, Eq)]
enum Block<'a> {
    Paragraph(String),
    Picture(Vec<&'a str>),
    List(Vec<String>),
}

/// The blocks of `text`, their lines joined where they are a paragraph's or an item's.
fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut blocks = Vec::new();
    for block in text.trim_matches('\n').split("\n\n") {
        let lines: Vec<&str> = block.lines().collect();
        if lines.iter().all(|line| line.starts_with("    ")) {
            blocks.push(Block::Picture(
                lines.iter().map(|line| &line[4..]).collect(),
            ));
        } else if lines[0].starts_with("- ") {
            let mut items: Vec<String> = Vec::new();
            for line in lines {
                match line.strip_prefix("- ") {
                    Some(item) => items.push(item.to_string()),
                    None => {
                        let last = items.last_mut().expect("a list starts with an item");
                        *last += " ";
                        *last += line.trim_start();
                    }
                }
            }
            blocks.push(Block::List(items));
        } else {
            blocks.push(Block::Paragraph(lines.join(" ")));
        }
    }
    blocks
}

impl Statement {
    /// `section` (one of the statement's) in LaTeX: paragraphs, `verbatim` pictures and
    /// `itemize` lists, text in backquotes as `\texttt`.
    pub fn latex(section: &str) -> String {
        let blocks: Vec<String> = blocks(section)
            .into_iter()
            .map(|block| match block {
                Block::Paragraph(text) => inline_latex(&text),
                Block::Picture(lines) => {
                    format!(
                        "\\begin{{verbatim}}\n{}\n\\end{{verbatim}}",
                        lines.join("\n")
                    )
                }
                Block::List(items) => {
                    let items: Vec<String> = items
                        .iter()
                        .map(|item| format!("\\item {}", inline_latex(item)))
                        .collect();
                    format!("\\begin{{itemize}}\n{}\n\\end{{itemize}}", items.join("\n"))
                }
            })
            .collect();
        blocks.join("\n\n") + "\n"
    }

    /// The whole statement in Markdown, with the samples (each an input and its answer) after
    /// the output section.
    pub fn markdown(&self, samples: &[(&[u8], &[u8])]) -> String {
        let section = |text: &str| -> String {
            let blocks: Vec<String> = blocks(text)
                .into_iter()
                .map(|block| match block {
                    Block::Paragraph(text) => text,
                    Block::Picture(lines) => format!("```\n{}\n```", lines.join("\n")),
                    Block::List(items) => {
                        let items: Vec<String> = items.iter().map(|i| format!("- {i}")).collect();
                        items.join("\n")
                    }
                })
                .collect();
            blocks.join("\n\n")
        };
        let mut text = format!(
            "# {}\n\n{}\n\n## Input\n\n{}\n\n## Output\n\n{}\n",
            self.title,
            section(&self.legend),
            section(&self.input),
            section(&self.output)
        );
        for (number, (input, answer)) in (1..).zip(samples) {
            let shown = |bytes: &[u8]| String::from_utf8_lossy(bytes).trim_end().to_string();
            text += &format!(
                "\n## Sample {number}\n\nInput:\n\n```\n{}\n```\n\nOutput:\n\n```\n{}\n```\n",
                shown(input),
                shown(answer)
            );
        }
        if !self.notes.is_empty() {
            text += &format!("\n## Notes\n\n{}\n", section(&self.notes));
        }
        text
    }
}

/// `text` in LaTeX: what is in backquotes as `\texttt`, the rest escaped ([`latex`]).
fn inline_latex(text: &str) -> String {
    text.split('`')
        .enumerate()
        .map(|(i, part)| match i % 2 {
            0 => latex(part),
            _ => format!("\\texttt{{{}}}", latex(part)),
        })
        .collect()
}

/// `text` as LaTeX writes it: its special characters escaped, the signs the statements use
/// (×, ≤, …) as LaTeX's, other characters outside ASCII as `?`.
pub fn latex(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => out.extend(['\\', c]),
            '\\' => out += "\\textbackslash{}",
            '~' => out += "\\textasciitilde{}",
            '^' => out += "\\textasciicircum{}",
            '<' => out += "\\textless{}",
            '>' => out += "\\textgreater{}",
            '`' | '\'' => out += "'",
            '-' => out += "-{}",
            '×' => out += "$\\times$",
            '·' => out += "$\\cdot$",
            '−' => out += "$-$",
            '≤' => out += "$\\le$",
            '≥' => out += "$\\ge$",
            '…' => out += "\\ldots{}",
            '—' => out += "---",
            '–' => out += "--",
            c if c.is_ascii() => out.push(c),
            _ => out.push('?'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str =
        "A board of `N` × `N` cells:\n\n    1 2\n    3 x\n\n- one\n  more\n- two, ≤ 5\n\nThe end.";

    #[test]
    fn blocks_are_paragraphs_pictures_and_lists() {
        assert_eq!(
            blocks(TEXT),
            [
                Block::Paragraph("A board of `N` × `N` cells:".into()),
                Block::Picture(vec!["1 2", "3 x"]),
                Block::List(vec!["one more".into(), "two, ≤ 5".into()]),
                Block::Paragraph("The end.".into()),
            ]
        );
    }

    #[test]
    fn latex_escapes_what_it_reserves_and_keeps_pictures_as_written() {
        assert_eq!(
            Statement::latex(TEXT),
            "A board of \\texttt{N} $\\times$ \\texttt{N} cells:\n\n\\begin{verbatim}\n1 2\n3 \
             x\n\\end{verbatim}\n\n\\begin{itemize}\n\\item one more\n\\item two, $\\le$ 5\n\
             \\end{itemize}\n\nThe end.\n"
        );
        assert_eq!(
            latex("50% of #1_a {x} -1 --"),
            "50\\% of \\#1\\_a \\{x\\} -{}1 -{}-{}"
        );
    }

    #[test]
    fn markdown_has_the_samples_after_the_output() {
        let statement = Statement {
            title: "Sums".into(),
            legend: "Add.".into(),
            input: "Pairs.".into(),
            output: "Sums.".into(),
            notes: String::new(),
        };
        assert_eq!(
            statement.markdown(&[(b"1 2\n", b"3\n")]),
            "# Sums\n\nAdd.\n\n## Input\n\nPairs.\n\n## Output\n\nSums.\n\n## Sample 1\n\nInput:\n\n\
             ```\n1 2\n```\n\nOutput:\n\n```\n3\n```\n"
        );
    }
}
