//! The Rotation Game's statement, in the project's words.

use crate::judge::Statement;

/// The statement of the judge problem: the board, the eight moves, the input and output.
pub fn statement() -> Statement {
    Statement {
        title: "The Rotation Game".into(),
        legend: "\
A board shaped like `#` holds 24 blocks: eight marked `1`, eight marked `2` and eight marked
`3`. Its cells are numbered row by row:

            0     1
            2     3
      4  5  6  7  8  9 10
           11    12
     13 14 15 16 17 18 19
           20    21
           22    23

Two columns and two rows of seven cells cross each other. A move shifts one of them by one cell
along itself; the block pushed off one end comes back in at the other. The eight moves have
letters:

- `A`: the left column (cells 0, 2, 6, 11, 15, 20, 22) moves up, the block of cell 0 going to
  cell 22; `F` moves it down.
- `B`: the right column (cells 1, 3, 8, 12, 17, 21, 23) moves up; `E` moves it down.
- `C`: the upper row (cells 4 to 10) moves right, the block of cell 10 going to cell 4; `H`
  moves it left.
- `D`: the lower row (cells 13 to 19) moves right; `G` moves it left.

The goal: the eight cells around the middle, 6, 7, 8, 11, 12, 15, 16 and 17, all hold the same
symbol. Reach it in as few moves as possible."
            .into(),
        input: "\
One or more test cases, each a line of 24 integers separated by single spaces: the symbols of
cells 0 to 23 in order, each `1`, `2` or `3`, eight of each. A line holding only `0` follows
the last case."
            .into(),
        output: "\
For each case, two lines. The first: the moves of a shortest way to the goal, their letters
without spaces, or `No moves needed` if the eight middle cells already hold one symbol; where
several ways are shortest, the one that comes first in alphabetical order. The second: the
symbol the middle cells hold after those moves."
            .into(),
        notes: "\
The Rotation Game is POJ 2286 (also UVa 1343 and HDU 1667). No board needs more than 13 moves."
            .into(),
    }
}
