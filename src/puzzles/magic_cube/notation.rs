//! The cube in the notations cubers and their solvers use: moves in Singmaster's notation
//! (`R U2 F'`) and cubes as Kociemba's facelet strings (`UUUUUUUUURRR…`).
//!
//! # Moves
//!
//! A face's letter — `L F R B U D`, this project's faces 0 to 5 — is a clockwise quarter turn of
//! that face as seen from outside the cube (the judge's `f 1`), `'` after it counter-clockwise
//! (`f -1`), and `2` a half turn, two quarter turns. Answers are written so; scrambles are read
//! with wide turns, slices, rotations and groups besides ([`scramble`](super::scramble)).
//!
//! # Facelets
//!
//! Kociemba's facelet string, which min2phase, Kociemba's own solver, rob-twophase and cubing.js
//! read and write: 54 letters, the faces in the order U R F D L B, each face's nine stickers row
//! by row as the net below draws them, each letter naming the face whose centre has that
//! sticker's colour (so the centres read `U R F D L B` at positions 5, 14, 23, 32, 41 and 50,
//! counting from 1). The net is the judge's own: the top above the front, the strip left,
//! front, right, back, the bottom below the front.
//!
//! ```text
//!              U1 U2 U3
//!              U4 U5 U6
//!              U7 U8 U9
//!    L1 L2 L3  F1 F2 F3  R1 R2 R3  B1 B2 B3
//!    L4 L5 L6  F4 F5 F6  R4 R5 R6  B4 B5 B6
//!    L7 L8 L9  F7 F8 F9  R7 R8 R9  B7 B8 B9
//!              D1 D2 D3
//!              D4 D5 D6
//!              D7 D8 D9
//! ```
//!
//! The solved cube is `UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB`.

use super::cubie::Cubies;

/// The faces' letters, by this project's face numbers (left, front, right, back, top, bottom).
pub const FACE_LETTERS: [u8; 6] = *b"LFRBUD";

/// The faces in the order of a facelet string.
const FACELET_FACES: [u8; 6] = *b"URFDLB";

/// Where each face of a facelet string starts in the judge's net (stickers numbered from 0 in
/// reading order), and how far apart its rows are there.
const NET_PLACE: [(usize, usize); 6] = [(0, 3), (15, 12), (12, 12), (45, 3), (9, 12), (18, 12)];

/// The net's sticker of each facelet, in facelet-string order.
pub const NET_OF_FACELET: [usize; 54] = {
    let mut net = [0; 54];
    let mut i = 0;
    while i < 54 {
        let (face, k) = (i / 9, i % 9);
        let (first, stride) = NET_PLACE[face];
        net[i] = first + k / 3 * stride + k % 3;
        i += 1;
    }
    net
};

/// The judge's move number of a quarter turn of `face` (0 to 5), clockwise or not.
fn quarter(face: u8, clockwise: bool) -> u8 {
    2 * face + u8::from(clockwise)
}

/// The quarter turns one word of Singmaster's face turns stands for (`R`, `R'`, `R2`, `R2'`), as
/// answers and the statement's scrambles write them; `None` for any other word. (Scrambles as
/// cubers paste them, with slices, rotations and groups, are read by
/// [`Scramble`](super::scramble::Scramble).)
pub fn turns_of(word: &[u8]) -> Option<Vec<u8>> {
    let (&letter, suffix) = word.split_first()?;
    let face = FACE_LETTERS.iter().position(|&l| l == letter)? as u8;
    match suffix {
        b"" => Some(vec![quarter(face, true)]),
        b"'" => Some(vec![quarter(face, false)]),
        b"2" | b"2'" => Some(vec![quarter(face, true); 2]),
        _ => None,
    }
}

/// Moves in the usual notation, as move numbers: `R U2 F'` and the like.
///
/// # Panics
/// If a word is not a move ([`turns_of`]): for sequences written in the code.
pub fn moves_of(notation: &str) -> Vec<u8> {
    notation
        .split_whitespace()
        .flat_map(|turn| turns_of(turn.as_bytes()).expect("a move"))
        .collect()
}

/// The turns that undo `moves` (face, then 1 clockwise, -1, or 2 a half turn): the same turns
/// backwards, each the other way round; a half turn undoes itself.
pub fn undoing(moves: &[(u8, i8)]) -> Vec<(u8, i8)> {
    let back = |d: i8| if d == 2 { 2 } else { -d };
    moves
        .iter()
        .rev()
        .map(|&(face, d)| (face, back(d)))
        .collect()
}

/// `moves` (face 0 to 5, then 1 clockwise, -1, or 2 a half turn) as they are written: two equal
/// quarter turns in a row are one half turn.
pub fn written(moves: &[(u8, i8)]) -> Vec<(u8, i8)> {
    let mut words: Vec<(u8, i8)> = Vec::new();
    for &(face, direction) in moves {
        match words.last_mut() {
            Some(last) if direction != 2 && *last == (face, direction) => *last = (face, 2),
            _ => words.push((face, direction)),
        }
    }
    words
}

/// `moves` in Singmaster's notation, one space between turns, as they are [`written`]: two
/// equal quarter turns in a row are one half turn (`U2`). An empty line for none.
pub fn singmaster(moves: &[(u8, i8)]) -> String {
    let words: Vec<String> = written(moves)
        .into_iter()
        .map(|(face, direction)| {
            let letter = char::from(FACE_LETTERS[usize::from(face)]);
            match direction {
                1 => letter.to_string(),
                2 => format!("{letter}2"),
                _ => format!("{letter}'"),
            }
        })
        .collect();
    words.join(" ")
}

/// The judge's net (colours as the facelet letters themselves) of a facelet string.
///
/// # Errors
/// What is wrong with it: its length, a letter that names no face, a centre out of place, or a
/// colour on other than nine stickers. (Whether the stickers make a real cube is the cube's
/// reader's to say.)
pub fn net_of_facelets(text: &[u8]) -> Result<[u8; 54], String> {
    if text.len() != 54 {
        let letters = match text.len() {
            1 => "1 letter".to_string(),
            n => format!("{n} letters"),
        };
        return Err(format!("has {letters}, not 54"));
    }
    let mut net = [0; 54];
    for (i, &letter) in text.iter().enumerate() {
        let name = || format!("{}{}", char::from(FACELET_FACES[i / 9]), i % 9 + 1);
        if !FACELET_FACES.contains(&letter) {
            return Err(format!(
                "has `{}` at {} (letter {}): facelets are U R F D L B",
                letter.escape_ascii(),
                name(),
                i + 1
            ));
        }
        if i % 9 == 4 && letter != FACELET_FACES[i / 9] {
            return Err(format!(
                "has `{}` at the centre {}: the centres read U R F D L B",
                char::from(letter),
                name()
            ));
        }
        net[NET_OF_FACELET[i]] = letter;
    }
    for face in FACELET_FACES {
        let count = text.iter().filter(|&&l| l == face).count();
        if count != 9 {
            return Err(format!(
                "has {count} stickers of {}, not 9",
                char::from(face)
            ));
        }
    }
    Ok(net)
}

/// The facelet string of a cube's net, each colour named after the face whose centre has it;
/// `None` if two centres are alike, or a sticker has a colour no centre has.
pub fn facelets_of_net(stickers: &[u8; 54]) -> Option<String> {
    let centre_of = |face: usize| {
        let (first, stride) = NET_PLACE[face];
        stickers[first + stride + 1]
    };
    let centres: [u8; 6] = std::array::from_fn(centre_of);
    if (1..6).any(|f| centres[..f].contains(&centres[f])) {
        return None;
    }
    let text: Option<Vec<u8>> = NET_OF_FACELET
        .iter()
        .map(|&net| {
            let face = centres.iter().position(|&c| c == stickers[net])?;
            Some(FACELET_FACES[face])
        })
        .collect();
    String::from_utf8(text?).ok()
}

/// The superflip, every edge flipped in place: 20 face turns, the most any cube needs in face
/// turns (Reid 1995), 24 quarter turns.
pub fn superflip() -> Cubies {
    turned(
        Cubies::SOLVED,
        "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
    )
}

/// The superflip composed with four-spot: 26 quarter turns, the most any cube needs in quarter
/// turns (Reid 1998, Rokicki 2014).
pub fn superflip_four_spot() -> Cubies {
    turned(superflip(), "F2 B2 U D' R2 L2 U D'")
}

/// `cube` turned by `moves`, a sequence in Singmaster's notation.
fn turned(mut cube: Cubies, moves: &str) -> Cubies {
    moves_of(moves).into_iter().for_each(|m| cube.turn(m));
    cube
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turns_undoing_a_sequence_turn_it_back_half_turns_and_all() {
        use crate::puzzles::magic_cube::cubie::Cubies;
        // Faces L F R B U D are 0 to 5: R, U2, F', D2.
        let moves = [(2, 1), (4, 2), (1, -1), (5, 2)];
        assert_eq!(singmaster(&undoing(&moves)), "D2 F U2 R'");
        assert_eq!(undoing(&undoing(&moves)), moves);
        let mut cube = Cubies::SOLVED;
        let both = format!("{} {}", singmaster(&moves), singmaster(&undoing(&moves)));
        moves_of(&both).into_iter().for_each(|m| cube.turn(m));
        assert!(cube.is_solved(), "{both}");
    }

    #[test]
    fn facelets_name_the_nets_stickers_in_order() {
        let solved = b"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
        let net = net_of_facelets(solved).unwrap();
        // The net's faces, as its drawing has them: top, then the strip, then the bottom.
        let row = |first: usize| String::from_utf8(net[first..first + 12].to_vec()).unwrap();
        assert_eq!(&net[..9], b"UUUUUUUUU");
        assert_eq!(row(9), "LLLFFFRRRBBB");
        assert_eq!(&net[45..], b"DDDDDDDDD");
        assert_eq!(facelets_of_net(&net).unwrap().as_bytes(), solved);
        // Every position is one sticker, once.
        let mut seen = NET_OF_FACELET.to_vec();
        seen.sort_unstable();
        assert_eq!(seen, (0..54).collect::<Vec<_>>());
    }

    #[test]
    fn bad_facelet_strings_say_what_is_wrong() {
        let solved = b"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
        assert_eq!(
            net_of_facelets(&solved[1..]).unwrap_err(),
            "has 53 letters, not 54"
        );
        let mut odd = *solved;
        odd[12] = b'X';
        assert_eq!(
            net_of_facelets(&odd).unwrap_err(),
            "has `X` at R4 (letter 13): facelets are U R F D L B"
        );
        let mut centre = *solved;
        centre.swap(4, 13);
        assert_eq!(
            net_of_facelets(&centre).unwrap_err(),
            "has `R` at the centre U5: the centres read U R F D L B"
        );
        let mut ten = *solved;
        ten[0] = b'R';
        assert_eq!(
            net_of_facelets(&ten).unwrap_err(),
            "has 8 stickers of U, not 9"
        );
    }

    #[test]
    fn singmaster_turns_read_and_write_back() {
        assert_eq!(moves_of("L F' U2 D2'"), [1, 2, 9, 9, 11, 11]);
        assert_eq!(
            singmaster(&[(0, 1), (1, -1), (4, 1), (4, 1), (5, -1), (5, -1)]),
            "L F' U2 D2"
        );
        assert_eq!(singmaster(&[]), "");
        for bad in ["Rw", "r", "M", "x", "R3", "R''", "Q", ""] {
            assert!(turns_of(bad.as_bytes()).is_none(), "{bad}");
        }
    }
}
