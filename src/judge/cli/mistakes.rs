//! The messages for the mistakes people make on a command line: an unknown flag (with the
//! nearest known one), a flag of another mode, an argument where none is wanted.

use super::quote_os;
use crate::judge::flags::{Flag, Mode, Program, SHARED};
use std::ffi::OsString;

/// The message for an unknown flag, with the nearest known one if it is a likely typo.
pub(super) fn unknown(program: &Program, name: &str) -> String {
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
pub(super) fn misplaced(flag: &Flag, mode: Mode) -> String {
    let modes: Vec<&str> = flag.modes.iter().map(|m| m.flag()).collect();
    match mode {
        Mode::Solve => match modes.split_last().expect("every flag belongs to a mode") {
            (last, []) => format!("{} needs {last}", flag.name),
            (last, rest) => format!("{} needs {} or {last}", flag.name, rest.join(", ")),
        },
        _ => format!(
            "{} {}; it does nothing with {}",
            flag.name,
            flag.does,
            mode.flag()
        ),
    }
}

/// The message for an argument that is not a flag, where no file is wanted.
pub(super) fn stray(name: &str, mode: Mode, arg: &OsString) -> String {
    let shown = quote_os(arg);
    match mode {
        Mode::Stress => format!(
            "unexpected argument {shown}: if it belongs to CMD, quote CMD as one argument: \
             --stress 'CMD ARGS'"
        ),
        _ if std::path::Path::new(arg).is_file() => {
            let path = crate::judge::input::show_path(std::path::Path::new(arg));
            format!(
                "`{path}` is a file, but the judge program reads standard input: {name} < {path}"
            )
        }
        _ => format!("unexpected argument {shown}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("--seed", "--sede"), 1);
        assert_eq!(edit_distance("--save", "--sede"), 2);
        assert_eq!(edit_distance("--seed", "--seeds"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
