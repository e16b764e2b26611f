//! Scrambles as cubers paste them: WCA notation and what cubing.js and csTimer read beside it,
//! turned into the judge's quarter turns of the six faces.
//!
//! # What is read
//!
//! - Face turns `U D F B L R`, each alone (a clockwise quarter turn seen from outside the
//!   face), with `'` (counter-clockwise; the typographic `’` and `′` too), `2` or `2'` (a half
//!   turn).
//! - Outer-block turns: `Rw` (WCA), `r` (the same, lowercase), `2Rw` (the same, two layers
//!   named), `3Rw` (all three layers of a 3×3×3: the whole cube, as `x`); inner layers by
//!   their depth, `2R` (the middle layer turned as `R` turns it), `3R` (the far face's).
//! - Slices `M` (the middle layer between `L` and `R`, turned as `L`), `E` (between `U` and
//!   `D`, as `D`) and `S` (between `F` and `B`, as `F`).
//! - Rotations of the whole cube `x` (as `R`), `y` (as `U`) and `z` (as `F`).
//! - Groups `( … )`, commutators `[A, B]` (`A B A' B'`) and conjugates `[A: B]` (`A B A'`),
//!   nested, each with a repeat count and `'` after it (`(R U R' U')6`, `(R U)2'`), up to
//!   [`LONGEST`] moves in all.
//! - A comment from `//` to the end of the line.
//!
//! # The cube read
//!
//! Slices, outer blocks and rotations move centres; the judge's cube never does. The cube read is
//! the one a cuber sees: each face named by its centre's colour, so an answer's `R` turns the face
//! whose centre was on the right before the scramble, wherever the rotations left it. The cube
//! is solved when each face is its centre's colour, whichever way it is held: the scramble `x`
//! alone is the solved cube.
//!
//! # How
//!
//! Every move turns a set of consecutive layers of one axis, 1 to 3 counted from its face `P`. Turning all
//! three is a rotation; the middle and an outer one, the rotation and the other outer layer
//! turned back (`Rw` is `L x`); the middle alone, the rotation and both faces turned back (`M` is
//! `L' R x'`); an outer layer alone, a face turn (`3R` is `L'`). So a move is at most two face
//! turns and a rotation, and the reader keeps the rotations as the frame: which face, named by
//! its centre, is at each place of the cube in hand. A face turn at a place turns the face the
//! frame has there.

/// The most moves a line may stand for, its groups' repeats counted out.
pub const LONGEST: usize = 1 << 16;

/// The faces' letters in the judge's order (left, front, right, back, top, bottom).
const FACES: [u8; 6] = *b"LFRBUD";

/// The face opposite each.
const OPPOSITE: [usize; 6] = [2, 3, 0, 1, 5, 4];

/// The four faces about each, in the order a clockwise quarter turn of that face, seen from
/// outside, carries them: what is at `RING[f][i]` goes to `RING[f][i + 1]`.
const RING: [[usize; 4]; 6] = [
    [1, 5, 3, 4], // L: front to bottom, to back, to top
    [4, 2, 5, 0], // F: top to right, to bottom, to left
    [1, 4, 3, 5], // R: front to top, to back, to bottom
    [4, 0, 5, 2], // B: top to left, to bottom, to right
    [1, 0, 3, 2], // U: front to left, to back, to right
    [1, 2, 3, 0], // D: front to right, to back, to left
];

/// One move as the hand makes it: the layers `first..=last` counted from `face` (1 its own, 3
/// the opposite face's), turned `quarters` (1 to 3) clockwise as seen from `face`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Move {
    face: u8,
    first: u8,
    last: u8,
    quarters: u8,
}

impl Move {
    /// The move that undoes it.
    fn inverse(self) -> Self {
        Self {
            quarters: 4 - self.quarters,
            ..self
        }
    }
}

/// The moves that undo `moves`: each undone, last first.
fn undone(moves: &[Move]) -> impl Iterator<Item = Move> + '_ {
    moves.iter().rev().map(|m| m.inverse())
}

/// Where the reader is in a group: its moves so far, the part before a commutator's `,` or a
/// conjugate's `:`, and what opened it.
struct Group {
    moves: Vec<Move>,
    before: Option<(Vec<Move>, u8)>,
    opener: u8,
}

/// A line of a scramble being read, word by word.
pub struct Scramble {
    groups: Vec<Group>,
    comment: bool,
}

impl Default for Scramble {
    fn default() -> Self {
        Self::new()
    }
}

impl Scramble {
    /// A line with nothing read yet.
    pub fn new() -> Self {
        let top = Group {
            moves: Vec::new(),
            before: None,
            opener: 0,
        };
        Self {
            groups: vec![top],
            comment: false,
        }
    }

    /// Reads one word of the line (no whitespace in it). After a comment starts, the words are
    /// the comment's.
    ///
    /// # Errors
    /// What is wrong with the word: the message follows the word's place (`` `Q` (line 1, column
    /// 4) is not a move: … ``).
    pub fn word(&mut self, word: &[u8]) -> Result<(), String> {
        let mut rest = word;
        while !rest.is_empty() && !self.comment {
            rest = self.part(rest)?;
        }
        Ok(())
    }

    /// The judge's quarter turns of the faces, named by their centres, that the line stands for.
    ///
    /// # Errors
    /// A group left open.
    pub fn turns(mut self) -> Result<Vec<u8>, String> {
        if self.groups.len() > 1 {
            let opener = char::from(self.groups[self.groups.len() - 1].opener);
            return Err(format!("ends with a group `{opener}` not closed"));
        }
        let moves = self.groups.pop().expect("the line's own group").moves;
        let mut at: [usize; 6] = std::array::from_fn(|f| f);
        let mut turns = Vec::with_capacity(moves.len());
        for m in moves {
            make(m, &mut at, &mut turns);
        }
        Ok(turns)
    }

    /// Reads the first move, bracket or separator of `text`; the text after it.
    fn part<'a>(&mut self, text: &'a [u8]) -> Result<&'a [u8], String> {
        match text[0] {
            b'/' if text.starts_with(b"//") => {
                self.comment = true;
                Ok(&[])
            }
            opener @ (b'(' | b'[') => {
                self.groups.push(Group {
                    moves: Vec::new(),
                    before: None,
                    opener,
                });
                Ok(&text[1..])
            }
            separator @ (b',' | b':') => {
                let group = self.groups.last_mut().expect("the line's own group");
                if group.opener != b'[' || group.before.is_some() {
                    let within = "only within `[ ]`, once: `[A, B]` or `[A: B]`";
                    return Err(format!("has `{}` {within}", char::from(separator)));
                }
                group.before = Some((std::mem::take(&mut group.moves), separator));
                Ok(&text[1..])
            }
            closer @ (b')' | b']') => {
                let (times, inverse, rest) = suffix(&text[1..], true)?;
                let moves = self.close(closer)?;
                self.add(&moves, times, inverse)?;
                Ok(rest)
            }
            _ => {
                let (m, rest) = one_move(text)?;
                self.add(&[m], 1, false)?;
                Ok(rest)
            }
        }
    }

    /// The moves of the innermost group, closed by `closer`.
    fn close(&mut self, closer: u8) -> Result<Vec<Move>, String> {
        let opener = if closer == b')' { b'(' } else { b'[' };
        if self.groups.len() == 1 || self.groups[self.groups.len() - 1].opener != opener {
            return Err(format!(
                "has `{}` that closes no `{}`",
                char::from(closer),
                char::from(opener)
            ));
        }
        let group = self.groups.pop().expect("an open group");
        let undone = |moves: &[Move]| undone(moves).collect::<Vec<_>>();
        Ok(match group.before {
            None if opener == b'(' => group.moves,
            None => return Err("has `[ ]` without `,` or `:`: `[A, B]` or `[A: B]`".into()),
            Some((a, b':')) => [a.clone(), group.moves, undone(&a)].concat(),
            Some((a, _)) => {
                let b = group.moves;
                [a.clone(), b.clone(), undone(&a), undone(&b)].concat()
            }
        })
    }

    /// `moves` added to the innermost group `times` times over, each time undone if `inverse`.
    fn add(&mut self, moves: &[Move], times: usize, inverse: bool) -> Result<(), String> {
        let before = self.groups.iter().filter_map(|g| g.before.as_ref());
        let done = before.map(|(a, _)| a.len()).sum::<usize>()
            + self.groups.iter().map(|g| g.moves.len()).sum::<usize>();
        if moves.len().saturating_mul(times) > LONGEST.saturating_sub(done) {
            return Err(format!("makes the line more than {LONGEST} moves"));
        }
        let group = &mut self.groups.last_mut().expect("the line's own group").moves;
        for _ in 0..times {
            match inverse {
                false => group.extend_from_slice(moves),
                true => group.extend(undone(moves)),
            }
        }
        Ok(())
    }
}

/// A group's repeat count and `'`, or a move's `2` and `'`, at the start of `text`: how many
/// times, whether undone, and the text after them. A move's count is 2 at most.
fn suffix(text: &[u8], group: bool) -> Result<(usize, bool, &[u8]), String> {
    let digits = text.iter().take_while(|b| b.is_ascii_digit()).count();
    let times = match (&text[..digits], group) {
        (b"", _) => 1,
        (b"2", false) => 2,
        (count, true) => match std::str::from_utf8(count).expect("digits").parse() {
            Ok(n @ 1..) => n,
            _ => return Err("has a repeat count that is not 1 or more".into()),
        },
        _ => return Err("is not a move: a turn takes only 2 and ' after it".into()),
    };
    let rest = &text[digits..];
    let prime = [&b"'"[..], "’".as_bytes(), "′".as_bytes()]
        .into_iter()
        .find(|p| rest.starts_with(p));
    Ok(match prime {
        Some(p) => (times, true, &rest[p.len()..]),
        None => (times, false, rest),
    })
}

/// What a layer count before a move's letter does.
enum Counted {
    Widens,
    Picks,
}

/// The move at the start of `text`, and the text after it.
fn one_move(text: &[u8]) -> Result<(Move, &[u8]), String> {
    let depth = text.iter().take_while(|b| b.is_ascii_digit()).count();
    let (layers, text) = text.split_at(depth);
    let Some((&letter, mut rest)) = text.split_first() else {
        return Err("has a number that turns nothing".into());
    };
    let not_a_move = "is not a move: faces U D F B L R, wide turns Rw or r, slices M E S, \
                      rotations x y z";
    // What a layer count before the letter does: widens an outer block to that many layers
    // (`3Rw`), picks that one layer (`2R`), or nothing (slices, rotations, `r`).
    let (face, first, last, counted) = match letter {
        b'M' => (0, 2, 2, None),
        b'E' => (5, 2, 2, None),
        b'S' => (1, 2, 2, None),
        b'x' => (2, 1, 3, None),
        b'y' => (4, 1, 3, None),
        b'z' => (1, 1, 3, None),
        _ => match FACES.iter().position(|&f| f == letter.to_ascii_uppercase()) {
            Some(face) if letter.is_ascii_lowercase() => (face, 1, 2, None),
            Some(face) if rest.first() == Some(&b'w') => {
                rest = &rest[1..];
                (face, 1, 2, Some(Counted::Widens))
            }
            Some(face) => (face, 1, 1, Some(Counted::Picks)),
            None => return Err(not_a_move.into()),
        },
    };
    let (first, last) = match layers {
        b"" => (first, last),
        digits => {
            let depth = match std::str::from_utf8(digits).expect("digits").parse() {
                Ok(n @ 1..=3) => n,
                _ => return Err("turns layers a 3×3×3 cube has not: it has 3 of each axis".into()),
            };
            match counted {
                Some(Counted::Widens) => (1, depth),
                Some(Counted::Picks) => (depth, depth),
                None => return Err("has a layer count before a move that takes none".into()),
            }
        }
    };
    let (times, inverse, rest) = suffix(rest, false)?;
    let quarters = match (times, inverse) {
        (2, _) => 2,
        (_, false) => 1,
        (_, true) => 3,
    };
    let m = Move {
        face: face as u8,
        first,
        last,
        quarters,
    };
    Ok((m, rest))
}

/// Adds the judge's turns of `m` to `turns` and turns the frame `at` (the face, named by its
/// centre, at each place) by its rotation, if it has one.
fn make(m: Move, at: &mut [usize; 6], turns: &mut Vec<u8>) {
    let (near, far) = (usize::from(m.face), OPPOSITE[usize::from(m.face)]);
    let q = m.quarters;
    // Clockwise seen from the near face is counter-clockwise seen from the far one.
    let mut turn = |place: usize, quarters: u8| {
        let face = at[place] as u8;
        match quarters {
            3 => turns.push(2 * face),
            q => turns.extend(std::iter::repeat_n(2 * face + 1, q.into())),
        }
    };
    let layers = m.first..=m.last;
    if !layers.contains(&2) {
        match m.first {
            1 => turn(near, q),
            _ => turn(far, 4 - q),
        }
        return;
    }
    // The middle turns: the whole cube turns, and the outer layers not in the move turn back.
    if !layers.contains(&1) {
        turn(near, 4 - q);
    }
    if !layers.contains(&3) {
        turn(far, q);
    }
    let ring = RING[near];
    for _ in 0..q {
        let last = at[ring[3]];
        for i in (1..4).rev() {
            at[ring[i]] = at[ring[i - 1]];
        }
        at[ring[0]] = last;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turns_of(line: &str) -> Result<Vec<u8>, String> {
        let mut scramble = Scramble::new();
        for word in line.split_whitespace() {
            scramble.word(word.as_bytes())?;
        }
        scramble.turns()
    }

    #[test]
    fn face_turns_read_as_the_judges_moves() {
        // L is face 0: clockwise 1, counter-clockwise 0; a half turn two clockwise quarters.
        assert_eq!(
            turns_of("L L' L2 L2' L’ L′").unwrap(),
            [1, 0, 1, 1, 1, 1, 0, 0]
        );
        assert_eq!(turns_of("").unwrap(), []);
    }

    #[test]
    fn a_rotation_renames_the_faces_a_later_turn_turns() {
        // After x the front's centre is at the top: U turns the face named F (1), clockwise.
        assert_eq!(turns_of("x U").unwrap(), [3]);
        assert_eq!(turns_of("y R").unwrap(), [7]); // the back is on the right
        assert_eq!(turns_of("z2 U'").unwrap(), [10]); // the bottom is on top
        assert_eq!(turns_of("x y x' y'").unwrap(), []);
    }

    #[test]
    fn slices_and_wide_turns_are_face_turns_and_a_rotation() {
        assert_eq!(turns_of("Rw").unwrap(), turns_of("L x").unwrap());
        assert_eq!(turns_of("r U").unwrap(), turns_of("L x U").unwrap());
        assert_eq!(turns_of("2Rw'").unwrap(), turns_of("L' x'").unwrap());
        assert_eq!(turns_of("3Rw R").unwrap(), turns_of("x R").unwrap());
        assert_eq!(turns_of("M U").unwrap(), turns_of("L' R x' U").unwrap());
        assert_eq!(turns_of("E2").unwrap(), turns_of("D2 U2 y2").unwrap());
        assert_eq!(turns_of("S").unwrap(), turns_of("F' B z").unwrap());
        assert_eq!(turns_of("2R").unwrap(), turns_of("R' L x").unwrap()); // M'
        assert_eq!(turns_of("3R").unwrap(), turns_of("L'").unwrap());
    }

    #[test]
    fn groups_repeat_and_undo() {
        assert_eq!(turns_of("(R U)2").unwrap(), turns_of("R U R U").unwrap());
        assert_eq!(
            turns_of("(R U)2'").unwrap(),
            turns_of("U' R' U' R'").unwrap()
        );
        assert_eq!(turns_of("((R)2 U)").unwrap(), turns_of("R R U").unwrap());
        assert_eq!(turns_of("[R, U]").unwrap(), turns_of("R U R' U'").unwrap());
        assert_eq!(
            turns_of("[R: U]2").unwrap(),
            turns_of("R U R' R U R'").unwrap()
        );
        assert_eq!(turns_of("[R,U']").unwrap(), turns_of("R U' R' U").unwrap());
        assert_eq!(turns_of("R // U D").unwrap(), turns_of("R").unwrap());
        assert_eq!(turns_of("R U//D").unwrap(), turns_of("R U").unwrap());
    }

    #[test]
    fn what_is_not_3x3x3_notation_says_why_in_a_line() {
        let refused = [
            ("Q", "is not a move"),
            ("R3", "takes only 2"),
            ("4Rw", "a 3×3×3 cube has"),
            ("2x", "a layer count before a move that takes none"),
            ("(R U", "not closed"),
            ("R U)", "closes no `(`"),
            ("(R U]", "closes no `[`"),
            ("[R U]", "without `,` or `:`"),
            ("(R, U)", "only within `[ ]`"),
            ("(R U)0", "not 1 or more"),
            ("((((R)99)99)99)99", "more than 65536 moves"),
            ("2", "turns nothing"),
        ];
        for (line, why) in refused {
            let error = turns_of(line).unwrap_err();
            assert!(error.contains(why), "{line}: {error}");
            assert!(!error.contains('\n'), "{line}: {error}");
        }
    }
}
