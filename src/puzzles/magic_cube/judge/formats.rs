//! What the flags `--from`, `--to` and `--max-depth any` choose, as the problem and its
//! checker, statement and cases read them.

/// `--max-depth any`.
pub const ANY: u32 = u32::MAX;

/// How cubes are written (`--from`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Notation {
    /// The judge's: the count, then the nets.
    #[default]
    Net,
    /// Kociemba's facelet strings, one a line.
    Facelets,
    /// Move sequences in Singmaster's notation, one a line.
    Scramble,
}

/// How answers are written (`--to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Answers {
    /// The judge's: the number of moves, then `f d` lines.
    #[default]
    Judge,
    /// One line of Singmaster's notation a cube.
    Singmaster,
}
