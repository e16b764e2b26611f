//! Someone's answer to a cube read from their output: in the judge's format or in
//! Singmaster's notation.

use super::Turn;
use crate::judge::{Lines, Verdict};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::notation::turns_of;

/// An answer in the judge's format: the number of moves, then a line `f d` a move (in face
/// turns `d` may be 2, a half turn); `None` for `-1`.
pub(super) fn judge(output: &mut Lines, metric: Metric) -> Result<Option<Vec<Turn>>, Verdict> {
    let line = output.next()?;
    let count = match line.integer() {
        Some(-1) => return Ok(None),
        Some(count) if count >= 0 => count,
        _ => return Err(line.malformed("is not a number of moves or -1")),
    };
    let mut moves = Vec::new();
    for _ in 0..count {
        let line = output.next()?;
        let turn = match line.fields() {
            Some([face @ ("0" | "1" | "2" | "3" | "4" | "5"), direction]) => match direction {
                "1" => Some(1),
                "-1" => Some(-1),
                "2" if metric == Metric::Face => Some(2),
                _ => None,
            }
            .map(|direction| (face.parse().expect("a digit"), direction)),
            _ => None,
        };
        moves.push(match turn {
            Some(turn) => turn,
            None if metric == Metric::Face => {
                return Err(line.malformed("is not a move `f d` (d 1, -1 or 2)"))
            }
            None => return Err(line.malformed("is not a move `f d`")),
        });
    }
    Ok(Some(moves))
}

/// An answer in Singmaster's notation: one line of turns separated by single spaces (empty for
/// none, the answer to a `solved` cube, which a special judge lets be missing at the very end
/// as it lets any empty last line); `None` for `-1`.
pub(super) fn singmaster(output: &mut Lines, solved: bool) -> Result<Option<Vec<Turn>>, Verdict> {
    let line = output.answer_line(solved)?;
    if line.text == "-1" {
        return Ok(None);
    }
    let mut moves = Vec::new();
    // An empty field (a space too many, at the start or between two turns) is no move.
    for word in line.text.split(' ').filter(|_| !line.text.is_empty()) {
        let turns = turns_of(word.as_bytes()).ok_or_else(|| {
            line.malformed("is not moves in Singmaster's notation, separated by single spaces")
        })?;
        let (face, clockwise) = (turns[0] / 2, turns[0] % 2 == 1);
        moves.push(match (turns.len(), clockwise) {
            (2, _) => (face, 2),
            (_, true) => (face, 1),
            (_, false) => (face, -1),
        });
    }
    Ok(Some(moves))
}
