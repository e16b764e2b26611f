//! The cube drawn as its net, for `--show`: the statement's order of stickers, each face a 3×3
//! block, the top above the front and the bottom below it.
//!
//! ```text
//!       W W W
//!       W W W
//!       W W W
//! O O O G G G R R R B B B
//! O O O G G G R R R B B B
//! O O O G G G R R R B B B
//!       Y Y Y
//!       Y Y Y
//!       Y Y Y
//! ```
//!
//! In colour, each sticker is its letter on an ANSI background: the colour it names where the
//! letters are the usual initials (`W`, `Y`, `R`, `O`, `G`, `B`, or the same in lower case), else the colour of the face
//! whose centre has it, in the usual scheme (white top, green front, red right, blue back,
//! orange left, yellow bottom).

/// The net's rows of stickers: three of the top, three of the strip, three of the bottom.
fn rows() -> impl Iterator<Item = (usize, std::ops::Range<usize>)> {
    let top = (0..3).map(|r| (1, 3 * r..3 * r + 3));
    let strip = (0..3).map(|r| (0, 9 + 12 * r..21 + 12 * r));
    let bottom = (0..3).map(|r| (1, 45 + 3 * r..48 + 3 * r));
    top.chain(strip).chain(bottom)
}

/// The centres of top, left, front, right, back and bottom, and their usual colours: an ANSI
/// background and a foreground that reads on it.
const CENTRES: [(usize, &str); 6] = [
    (4, "107;30"),
    (22, "48;5;208;30"),
    (25, "42;30"),
    (28, "41;97"),
    (31, "44;97"),
    (49, "103;30"),
];

/// The colour of the usual initials, in either case.
fn named(letter: u8) -> Option<&'static str> {
    let face = match letter.to_ascii_uppercase() {
        b'W' => 0,
        b'O' => 1,
        b'G' => 2,
        b'R' => 3,
        b'B' => 4,
        b'Y' => 5,
        _ => return None,
    };
    Some(CENTRES[face].1)
}

/// The net of `stickers`, in colour if `colour`.
pub fn net(stickers: &[u8; 54], colour: bool) -> String {
    let initials = CENTRES.iter().all(|&(c, _)| named(stickers[c]).is_some());
    let paint = |letter: u8| {
        let by_centre = CENTRES.iter().find(|&&(c, _)| stickers[c] == letter);
        match initials {
            true => named(letter),
            false => by_centre.map(|&(_, ansi)| ansi),
        }
    };
    let mut text = String::new();
    for (indent, row) in rows() {
        text += &"      ".repeat(indent);
        let cells = stickers[row].iter().map(|&letter| {
            let letter_text = char::from(letter).to_string();
            match paint(letter).filter(|_| colour) {
                Some(ansi) => format!("\x1b[{ansi}m{letter_text}\x1b[0m"),
                None => letter_text,
            }
        });
        text += &cells.collect::<Vec<_>>().join(" ");
        text += "\n";
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::notation::net_of_facelets;

    const SOLVED: &str = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    #[test]
    fn the_net_has_every_sticker_in_the_statements_order() {
        let stickers: [u8; 54] = std::array::from_fn(|i| b"abcdefghijklmnopqrstuvwxyz"[i % 26]);
        let drawn = net(&stickers, false);
        let letters: Vec<u8> = drawn.bytes().filter(u8::is_ascii_alphabetic).collect();
        assert_eq!(letters, stickers);
        assert_eq!(drawn.lines().count(), 9);
        assert!(drawn.starts_with("      a b c\n"), "{drawn}");
        assert!(drawn.contains("\nj k l m n o p q r s t u\n"), "{drawn}");
    }

    #[test]
    fn colours_follow_the_initials_or_the_centres() {
        let solved = net_of_facelets(SOLVED.as_bytes()).unwrap();
        let drawn = net(&solved, true);
        // Faces U R F D L B: not the initials of colours, so each takes its centre's place.
        let top = drawn.lines().next().unwrap();
        assert_eq!(top.matches("\x1b[107;30mU\x1b[0m").count(), 3, "{top}");
        let initials = solved.map(|letter| match letter {
            b'U' => b'W',
            b'D' => b'Y',
            b'F' => b'G',
            b'B' => b'B',
            b'L' => b'O',
            _ => b'R',
        });
        let drawn = net(&initials, true);
        assert_eq!(drawn.matches("\x1b[41;97mR\x1b[0m").count(), 9, "{drawn}");
        assert!(!net(&initials, false).contains('\x1b'));
    }
}
