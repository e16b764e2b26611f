//! The standalone C++ checker of the sliding puzzles whose judge is special (`judge.cpp`): the
//! function a Polygon package's checker calls, its rules written in as constants.

use crate::puzzles::sliding::Board;

/// How a special sliding judge reads answers: the letters of the blank travelling down, left,
/// right and up, the word for a puzzle that cannot be solved, whether the input starts with
/// the count of puzzles, and the most moves an answer may have (0: no limit).
pub struct Rules {
    pub letters: &'static [u8; 4],
    pub unsolvable: &'static str,
    pub counted: bool,
    pub most: u32,
}

/// Eight's and the other sizes' answers: `dlru`, `unsolvable`, puzzles until the end of the
/// input, no limit.
pub const EIGHT: Rules = Rules {
    letters: crate::puzzles::sliding::board::LETTERS,
    unsolvable: "unsolvable",
    counted: false,
    most: 0,
};

/// The C++ source of `judge(input, output, answer)` for puzzles brought to `goal` (its tiles
/// as the input names them) by `rules`; with `only_shortest`, only as few moves as the jury's.
pub fn cpp(goal: &Board, rules: &Rules, only_shortest: bool) -> String {
    let shape = goal.shape();
    let cells: Vec<String> = goal.cells().iter().map(u8::to_string).collect();
    include_str!("judge.cpp")
        .replace("@WIDTH@", &shape.width().to_string())
        .replace("@HEIGHT@", &shape.height().to_string())
        .replace("@MOST@", &rules.most.to_string())
        .replace("@GOAL@", &cells.join(", "))
        .replace(
            "@LETTERS@",
            std::str::from_utf8(rules.letters).expect("letters"),
        )
        .replace("@UNSOLVABLE@", rules.unsolvable)
        .replace("@COUNTED@", &rules.counted.to_string())
        .replace("@ONLY_SHORTEST@", &only_shortest.to_string())
}

/// The C++ source of the main solution named `section` in `solve.cpp`, for boards of `goal`'s
/// shape and, for `sliding`, to `goal`: where the board has at most nine cells, a breadth-first
/// search covers it at once; a larger one (`sliding` only) is solved by IDA* with pattern
/// databases (`larger`).
pub fn solution(section: &str, goal: &Board) -> String {
    let shape = goal.shape();
    let cells: Vec<String> = goal.cells().iter().map(u8::to_string).collect();
    let section = match shape.cells() {
        0..=9 => section,
        _ => "larger",
    };
    with_core(section, shape.width(), shape.height()).replace("@GOAL@", &cells.join(", "))
}

/// The C++ source of UVa 10181's main solution: an IDA* over 4 × 4 boards, which solves the
/// statement's boards of up to 45 moves in a second or so.
pub fn uva10181_solution() -> String {
    with_core("uva10181", 4, 4)
}

/// The part `section` of `solve.cpp` after its core, for boards of `width` × `height` cells.
fn with_core(section: &str, width: usize, height: usize) -> String {
    let text = part(include_str!("solve.cpp"), "core") + &part(include_str!("solve.cpp"), section);
    text.replace("@WIDTH@", &width.to_string())
        .replace("@HEIGHT@", &height.to_string())
}

/// The C++ source of POJ 2893's main solution, which needs no search.
pub fn poj2893_solution() -> String {
    let own = part(include_str!("solve.cpp"), "poj2893");
    format!("#include <cstdio>\n#include <vector>\nusing std::vector;\n{own}")
}

/// The part of `all` after the line `// ---- name ----`, up to the next such line.
fn part(all: &str, name: &str) -> String {
    let marker = format!("// ---- {name} ----\n");
    let start = all.find(&marker).expect("a part of the sources") + marker.len();
    let end = all[start..]
        .find("// ---- ")
        .map_or(all.len(), |at| start + at);
    all[start..end].to_string()
}

/// The C++ source of `validate(in)` named `section` in `validators.cpp`, its constants set as
/// `constants` says (`@NAME@` and its value).
pub fn validator(section: &str, constants: &[(&str, String)]) -> String {
    constants.iter().fold(
        part(include_str!("validators.cpp"), section),
        |text, (name, value)| text.replace(&format!("@{name}@"), value),
    )
}
