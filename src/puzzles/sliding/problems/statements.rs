//! The statements of the sliding-tile judge problems, in the project's words: each problem's
//! rules, input and output as its judge program reads and writes them.

use crate::judge::Statement;
use crate::puzzles::sliding::Board;

/// A board's cells as a picture of the statement's markup: its rows, each cell right-aligned
/// in a column as wide as the widest, `blank` for the blank.
fn picture(cells: &[u8], width: usize, blank: &str) -> String {
    let text: Vec<String> = cells
        .iter()
        .map(|&tile| match tile {
            0 => blank.to_string(),
            tile => tile.to_string(),
        })
        .collect();
    let wide = text.iter().map(String::len).max().unwrap_or(1);
    let rows: Vec<String> = text
        .chunks(width)
        .map(|row| {
            let row: Vec<String> = row.iter().map(|cell| format!("{cell:>wide$}")).collect();
            format!("    {}", row.join(" "))
        })
        .collect();
    rows.join("\n")
}

/// What every sliding puzzle is: tiles and a blank on a board of `rows` × `columns`, the moves
/// named by `letters` (down, left, right, up) for where the blank travels.
fn rules(rows: usize, columns: usize, tiles: &str, letters: [&str; 4]) -> String {
    let [down, left, right, up] = letters;
    format!(
        "A board of {rows} rows and {columns} columns holds {tiles} and one empty cell, the \
         blank. A move slides a tile that is next to the blank into it. A move is named by the \
         way the blank travels: `{up}` up, `{down}` down, `{left}` left, `{right}` right."
    )
}

/// Which solutions are right where the judge is special: any, or with `only_shortest` only
/// the shortest.
fn right(any: &str, only_shortest: bool) -> String {
    match only_shortest {
        true => "Only the fewest moves are right; any way of that many is.".into(),
        false => any.into(),
    }
}

/// `eight-puzzle` (POJ 1077 on 3 × 3) and `eight-puzzle --size`: puzzles up to the end of the
/// input, to `goal`, any solution (with `only_shortest`, a shortest).
pub fn sliding(goal: &Board, only_shortest: bool) -> Statement {
    let shape = goal.shape();
    let (rows, columns) = (shape.height(), shape.width());
    let last = shape.cells() - 1;
    let title = match (rows, columns) {
        (3, 3) => "Eight".to_string(),
        (4, 4) => "Fifteen".to_string(),
        (5, 5) => "Twenty-Four".to_string(),
        _ => format!("Sliding Puzzle of {rows} Rows by {columns} Columns"),
    };
    let most = match shape.most_moves() {
        Some(most) => format!(" No puzzle that can be solved needs more than {most} moves."),
        None => String::new(),
    };
    let notes = match (rows, columns) {
        (3, 3) => format!("Eight is POJ 1077 and HDU 1043.{most}"),
        _ => most.trim_start().to_string(),
    };
    Statement {
        title,
        legend: format!(
            "{}\n\nBring the board to\n\n{}\n\nor say that it cannot be done.",
            rules(
                rows,
                columns,
                &format!("the tiles 1 to {last}"),
                ["d", "l", "r", "u"]
            ),
            picture(goal.cells(), columns, "x")
        ),
        input: format!(
            "One or more puzzles, up to the end of the input, one a line: its {} cells row by \
             row from the top, separated by single spaces, each tile its number and the blank \
             `x`.",
            shape.cells()
        ),
        output: format!(
            "For each puzzle, one line: moves that bring it to the goal, their letters without \
             spaces (an empty line where it is solved already), or `unsolvable` if no moves \
             do.\n\n{}",
            right(
                "Any moves that bring it to the goal are right.",
                only_shortest
            )
        ),
        notes,
    }
}

/// HDU 3567: from a start to a goal, both given.
pub fn hdu3567() -> Statement {
    Statement {
        title: "Eight II".into(),
        legend: format!(
            "{}\n\nEach case gives a start and a goal. Find the fewest moves from the start to \
             the goal.",
            rules(3, 3, "the tiles 1 to 8", ["d", "l", "r", "u"])
        ),
        input: "The first line holds T, the number of cases. Each case is two lines of nine \
                characters without spaces: the start, then the goal, each row by row from the \
                top, the tiles as digits `1` to `8` and the blank `X`. The goal can be reached \
                from the start."
            .into(),
        output: "For each case, two lines: `Case k: n`, k the case's number counting from 1 \
                 and n the fewest moves, then the moves of a shortest way, their letters \
                 without spaces (an empty line for no moves). Where several ways are \
                 shortest, print the one that comes first in alphabetical order."
            .into(),
        notes: "Eight II is HDU 3567.".into(),
    }
}

/// Luogu P1379: one board of digits to a goal with the blank in the middle.
pub fn luogu1379() -> Statement {
    Statement {
        title: "Eight Puzzle, the Blank in the Middle".into(),
        legend: format!(
            "{}\n\nFind the fewest moves that bring a board to\n\n{}",
            rules(3, 3, "the tiles 1 to 8", ["d", "l", "r", "u"]),
            picture(&[1, 2, 3, 8, 0, 4, 7, 6, 5], 3, "0")
        ),
        input: "One line of nine digits without spaces: the board row by row from the top, \
                the tiles as `1` to `8` and the blank as `0`. The goal can be reached from it."
            .into(),
        output: "One line: the fewest moves that bring the board to the goal.".into(),
        notes: "This is Luogu P1379.".into(),
    }
}

/// LightOJ 1139: boards of three lines, the fewest moves or `impossible`.
pub fn lightoj1139() -> Statement {
    Statement {
        title: "8 Puzzle".into(),
        legend: format!(
            "{}\n\nFind the fewest moves that bring a board to\n\n{}\n\nif any do.",
            rules(3, 3, "the tiles 1 to 8", ["d", "l", "r", "u"]),
            picture(&[1, 2, 3, 4, 5, 6, 7, 8, 0], 3, "0")
        ),
        input: "The first line holds T, the number of cases. Each case is an empty line, then \
                the board in three lines of three integers separated by single spaces, its rows \
                from the top, the tiles as `1` to `8` and the blank as `0`."
            .into(),
        output: "For each case, one line: `Case k: n`, k the case's number counting from 1 and \
                 n the fewest moves to the goal, or `Case k: impossible` if no moves reach it."
            .into(),
        notes: "8 Puzzle is LightOJ 1139.".into(),
    }
}

/// UVa 10181: 4 × 4 boards, a solution of at most 50 moves (with `only_shortest`, a
/// shortest), each solvable board solvable in at most `promised`.
pub fn uva10181(only_shortest: bool, promised: u32) -> Statement {
    let goal: Vec<u8> = (1..16).chain([0]).collect();
    Statement {
        title: "15-Puzzle Problem".into(),
        legend: format!(
            "{}\n\nBring each board to\n\n{}\n\nin at most 50 moves, or say that it cannot be \
             done.",
            rules(4, 4, "the tiles 1 to 15", ["D", "L", "R", "U"]),
            picture(&goal, 4, "0")
        ),
        input: format!(
            "The first line holds N, the number of boards. Each board is four lines of four \
             integers separated by single spaces, its rows from the top, the tiles as `1` to \
             `15` and the blank as `0`. A board that can be brought to the goal can be brought \
             there in at most {promised} moves."
        ),
        output: format!(
            "For each board, one line: at most 50 moves that bring it to the goal, their \
             letters without spaces (an empty line where it is solved already), or `This \
             puzzle is not solvable.` if no moves do.\n\n{}",
            right("Any such moves are right.", only_shortest)
        ),
        notes: "15-Puzzle Problem is UVa 10181.".into(),
    }
}

/// POJ 2893: whether a board of `sides.0` to `sides.1` rows and columns can be solved.
pub fn poj2893(sides: (usize, usize)) -> Statement {
    let (least, most) = sides;
    Statement {
        title: "M by N Puzzle".into(),
        legend: "A board of M rows and N columns holds the tiles 1 to MN − 1 and one empty \
                 cell, the blank. A move slides a tile that is next to the blank into it. Can \
                 the tiles be put in order, row by row from the top left, with the blank in the \
                 bottom-right corner?"
            .into(),
        input: format!(
            "One or more boards. Each is a line with M and N ({least} ≤ M, N ≤ {most}, at \
             least one of them odd), then M lines of N integers separated by single spaces, its \
             rows from the top, the tiles as their numbers and the blank as `0`. A line `0 0` \
             follows the last board."
        ),
        output: "For each board, one line: `YES` if its tiles can be put in order, `NO` if not."
            .into(),
        notes: "M by N Puzzle is POJ 2893, \"M × N Puzzle\".".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_align_the_cells_in_columns() {
        let goal: Vec<u8> = (1..16).chain([0]).collect();
        assert_eq!(
            picture(&goal, 4, "x"),
            "     1  2  3  4\n     5  6  7  8\n     9 10 11 12\n    13 14 15  x"
        );
    }
}
