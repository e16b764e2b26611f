//! `--show`: after each answer, the cases along it drawn for a person — the start, then one
//! frame a move, headed by the move's name as the answer writes it.
//!
//! ```text
//! puzzle 1: start, 2 moves
//! 1 2 3
//! 4 5 6
//! . 7 8
//!
//! puzzle 1: move 1 of 2, r
//! 1 2 3
//! 4 5 6
//! 7 . 8
//! …
//! ```

use super::problem::Problem;
use std::io::{self, IsTerminal};

/// Where `--show` draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    /// On standard error, standard output left as the judge's.
    Stderr,
    /// On standard output, after each answer (`--show=stdout`).
    Stdout,
}

impl Show {
    /// `--show`'s value: none (empty), or `stdout`.
    pub fn parse(value: &str) -> Result<Self, String> {
        match value {
            "" => Ok(Show::Stderr),
            "stdout" => Ok(Show::Stdout),
            other => Err(format!(
                "--show draws on standard error, or with --show=stdout on standard output; \
                 `{other}` is neither"
            )),
        }
    }

    /// Whether to draw in colour: where the drawing goes is a terminal and `NO_COLOR` is not
    /// set (no-color.org).
    pub fn colour(self) -> bool {
        let terminal = match self {
            Show::Stderr => io::stderr().is_terminal(),
            Show::Stdout => io::stdout().is_terminal(),
        };
        terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
    }
}

/// The frames of case `number`, `case`, answered by `answer`: the start, then the case after
/// each move; where the answer is not moves, the start and a line that says so.
pub fn frames<P: Problem>(
    problem: &mut P,
    number: usize,
    case: &P::Case,
    answer: &P::Answer,
    colour: bool,
) -> String {
    let name = format!("{} {number}", P::CASE);
    let steps = problem.steps(case, answer);
    let moves = match &steps {
        None => "no moves to show".to_string(),
        Some(steps) if steps.len() == 1 => "1 move".to_string(),
        Some(steps) => format!("{} moves", steps.len()),
    };
    let mut text = format!("{name}: start, {moves}\n{}\n", problem.draw(case, colour));
    let steps = steps.unwrap_or_default();
    for (i, step) in steps.iter().enumerate() {
        text += &format!(
            "{name}: move {} of {}, {}\n{}\n",
            i + 1,
            steps.len(),
            step.name,
            problem.draw(&step.case, colour)
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    #[test]
    fn the_value_is_none_or_stdout() {
        assert_eq!(Show::parse(""), Ok(Show::Stderr));
        assert_eq!(Show::parse("stdout"), Ok(Show::Stdout));
        let error = Show::parse("stdin").unwrap_err();
        assert!(error.contains("`stdin` is neither"), "{error}");
    }

    #[test]
    fn every_move_has_a_frame_after_the_start() {
        // The toy's moves count a pair down to its sum: (2, 3) is 5 moves of −1 from 5.
        let text = frames(&mut Sum::plain(), 4, &(2, 3), &5, false);
        let heads: Vec<&str> = text.lines().filter(|l| l.starts_with("pair 4")).collect();
        assert_eq!(heads.len(), 6, "{text}");
        assert_eq!(heads[0], "pair 4: start, 5 moves");
        assert_eq!(heads[5], "pair 4: move 5 of 5, -1");
        assert!(
            text.ends_with("pair 4: move 5 of 5, -1\n0 + 0\n\n"),
            "{text}"
        );
        let none = frames(&mut Sum::plain(), 1, &(-1, 0), &-1, false);
        assert_eq!(none, "pair 1: start, no moves to show\n-1 + 0\n\n");
    }
}
