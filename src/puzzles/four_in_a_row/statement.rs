//! Four in a row's statement, in the project's words.

use crate::judge::Statement;

/// The statement of the judge problem: the board, the moves, the input and output.
pub fn statement() -> Statement {
    Statement {
        title: "Four in a Row".into(),
        legend: "\
A 4 × 4 board holds seven black stones `B`, seven white stones `W` and two empty cells `O`. A
move slides a stone into an empty cell beside it: up, down, left or right. Black and white take
turns, and either colour may move first.

Find the fewest moves after which four stones of one colour stand in a line: a whole row, a
whole column, or one of the board's two diagonals."
            .into(),
        input: "\
One or more boards, up to the end of the input. A board is four lines of four letters, its rows
from top to bottom, each letter `B`, `W` or `O`; it has seven `B`, seven `W` and two `O`."
            .into(),
        output: "\
For each board, one line: the fewest moves, `0` if four stones of one colour already stand in a
line, or `-1` if no moves lead to it."
            .into(),
        notes: "\
Four in a Row is CodeVS 1004 and Luogu P2346, whose tests hold one board each. No board needs
more than seven moves."
            .into(),
    }
}
