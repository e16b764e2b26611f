//! The cube's statement, in the project's words, for the problem as its flags make it: how
//! cubes are written (`--from`), how answers are (`--to`), how moves are counted (`--metric`),
//! and how long an answer may be (`--max-depth`, `--fast`).

use super::formats::{Answers, Notation, ANY};
use super::MagicCube;
use crate::judge::Statement;
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::model::JUDGE_MAX_MOVES;

/// The net of ZOJ 2477, its stickers numbered in reading order, as a picture of the markup.
const NET: &str = concat!(
    "             1  2  3\n",
    "             4  5  6\n",
    "             7  8  9\n",
    "    10 11 12 13 14 15 16 17 18 19 20 21\n",
    "    22 23 24 25 26 27 28 29 30 31 32 33\n",
    "    34 35 36 37 38 39 40 41 42 43 44 45\n",
    "             46 47 48\n",
    "             49 50 51\n",
    "             52 53 54",
);

impl MagicCube {
    /// The statement of the problem as the flags make it.
    pub(super) fn statement_text(&self, only_shortest: bool) -> Statement {
        let face_turns = self.metric == Metric::Face;
        let moves = match face_turns {
            false => {
                "A move is a quarter turn of one face, clockwise or counter-clockwise as \
                      seen looking straight at that face from outside the cube; a half turn \
                      is two moves."
            }
            true => {
                "A move is a turn of one face: a quarter turn clockwise or \
                     counter-clockwise as seen looking straight at that face from outside the \
                     cube, or a half turn."
            }
        };
        let task = match (self.fast, self.max_depth) {
            (Some(fast), _) if !only_shortest => format!(
                "Find at most {} moves that solve the cube; they need not be the fewest.",
                fast.max_length
            ),
            (Some(fast), _) => format!(
                "Find the fewest moves that solve the cube, if {} or fewer do.",
                fast.max_length
            ),
            (None, ANY) => "Find the fewest moves that solve the cube.".to_string(),
            (None, most) => {
                format!("Find the fewest moves that solve the cube, if {most} or fewer do.")
            }
        };
        let mut legend = format!(
            "A 3 × 3 × 3 cube has nine stickers on each of its six faces, each sticker marked \
             with a letter for its colour. {moves} The middle sticker of a face never moves, and \
             a face is solved when its nine stickers have the colour of its middle one.\n\n{task}"
        );
        let net = self.from == Notation::Net;
        if net || self.to == Answers::Judge {
            legend += &format!(
                "\n\nThe cube is drawn as a net, its stickers numbered in reading order:\n\n{NET}\
                 \n\nThe top face (stickers 1 to 9) is drawn above the front, seen from above; \
                 the left, front, right and back faces (10 to 45) side by side, each seen from \
                 outside the cube; the bottom (46 to 54) below the front, seen from below. So \
                 the top's row 7 8 9 touches the front's row 13 14 15, the bottom's row 46 47 \
                 48 touches the front's row 37 38 39, and the back's column 21 33 45 touches \
                 the left's column 10 22 34. The faces are numbered: left 0, front 1, right 2, \
                 back 3, top 4, bottom 5."
            );
        }
        let real = match self.deep() {
            false => "",
            true => " Every cube is one that a real cube can be turned into.",
        };
        let input = match self.from {
            Notation::Net => format!(
                "The first line holds T, the number of cubes. Each cube is an empty line, then \
                 the net in nine lines, its letters separated by single spaces: three lines of \
                 three (the top), three of twelve (the left, front, right and back), three of \
                 three (the bottom). Letters stand for colours; any letters may, a different \
                 one for each colour.{real}"
            ),
            Notation::Facelets => {
                "One or more cubes, up to the end of the input, each a line \
                                   of 54 letters `U`, `R`, `F`, `D`, `L`, `B`, each letter the \
                                   face whose middle sticker has that sticker's colour: the up \
                                   face's nine stickers, then the right's, front's, down's, \
                                   left's and back's, each face row by row as seen from \
                                   outside (up seen from above with back at its top, down \
                                   seen from below with front at its top, the others with up \
                                   at their top), as Kociemba's two-phase program reads \
                                   cubes. Each letter is on nine stickers."
                    .to_string()
                    + real
            }
            Notation::Scramble => "One or more cubes, up to the end of the input, each a line \
                                   of moves separated by single spaces: the solved cube after \
                                   those moves, in the notation of the output (an empty line \
                                   for the solved cube)."
                .to_string(),
        };
        let singmaster_moves = "moves in Singmaster's notation: the face's letter, `U` \
                                (up, the top), `D` (down), `F` (front), `B` (back), `L` \
                                (left) or `R` (right), alone for a clockwise quarter turn, \
                                with `'` after it for a counter-clockwise one, with `2` for a \
                                half turn";
        let half = match face_turns {
            true => " (one move)",
            false => " (two moves)",
        };
        // Every cube is solved within God's number: past it, no cube is answered `-1`.
        let gods_number = self.metric.gods_number();
        let none = match (self.fast, self.max_depth) {
            (Some(fast), _) if fast.max_length < gods_number => format!(
                " Print `-1` instead if no {} moves solve it.",
                fast.max_length
            ),
            (None, most) if most < gods_number => {
                format!(" Print `-1` instead if more than {most} moves are needed.")
            }
            _ => String::new(),
        };
        let mut output = match self.to {
            Answers::Judge => {
                let half = match face_turns {
                    true => ", `2` for a half turn",
                    false => "",
                };
                format!(
                    "For each cube, the number of moves n on a line, then n lines `f d`, one a \
                     move: the face's number and `1` for a clockwise quarter turn, `-1` for a \
                     counter-clockwise one{half}.{none}"
                )
            }
            Answers::Singmaster => format!(
                "For each cube, one line: the {singmaster_moves}{half}, separated by single \
                 spaces (an empty line for a solved cube).{none}"
            ),
        };
        if self.from == Notation::Scramble && self.to == Answers::Judge {
            output += &format!("\n\nThe input's moves are {singmaster_moves}{half}.");
        }
        output += match (self.fast, only_shortest) {
            (Some(_), false) => {
                "\n\nAny moves that solve the cube within the length asked for are right."
            }
            (_, true) => "\n\nOnly the fewest moves are right; any way of that many is.",
            (None, false) => "\n\nAny shortest way to solve the cube is right.",
        };
        let notes = match (self.from, self.to, self.metric, self.max_depth) {
            (Notation::Net, Answers::Judge, Metric::Quarter, JUDGE_MAX_MOVES)
                if self.fast.is_none() =>
            {
                "Magic Cube is ZOJ 2477."
            }
            _ => "Every cube can be solved in 20 face turns, or 26 quarter turns.",
        };
        Statement {
            title: "Magic Cube".into(),
            legend,
            input,
            output,
            notes: notes.into(),
        }
    }
}
