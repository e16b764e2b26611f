//! The cube as its 20 movable pieces: 8 corners and 12 edges, each at a position with an
//! orientation. Everything here is derived at compile time from the sticker geometry of
//! [`model`](super::model): which stickers make each position, and where each turn carries
//! each piece.
//!
//! Positions and pieces are numbered in Kociemba's order, naming faces U (top), D (bottom),
//! F (front), B (back), R (right) and L (left), a piece by the faces of its home:
//!
//! ```text
//!   corners  0 URF  1 UFL  2 ULB  3 UBR  4 DFR  5 DLF  6 DBL  7 DRB
//!   edges    0 UR   1 UF   2 UL   3 UB   4 DR   5 DF   6 DL   7 DB
//!            8 FR   9 FL  10 BL  11 BR
//! ```
//!
//! A piece's state is its oriented slot: 3·position + twist for a corner, 2·position + flip for
//! an edge. A corner position's stickers are listed from its top or bottom one,
//! counter-clockwise seen from outside; the twist is where in that list the piece shows its own
//! top or bottom colour. An edge position's reference sticker is its top or bottom one, else its
//! front or back one; the flip is 0 when the piece's reference colour (top or bottom, else front
//! or back) is on it. So quarter turns of the top, bottom, left and right faces flip no edge,
//! and those of the top and bottom twist no corner. In a real cube the twists sum to 0 mod 3,
//! the flips to 0 mod 2, and the corners' and the edges' permutations have the same parity.
//!
//! Where each position is and how each turn moves the pieces, derived from the stickers, are
//! in `cubie/geometry.rs`; here the pieces, their turns, and what makes stickers a real cube.

mod geometry;

pub(super) use geometry::{place, sticker, HOME_CORNER_FACES, HOME_EDGE_FACES};
pub use geometry::{
    CORNER_AT, CORNER_MOVES, CORNER_STICKERS, EDGE_AT, EDGE_MOVES, EDGE_STICKERS, FACE_TURNS,
};

use super::model::FACES;
use crate::rng::Rng;
use geometry::TURNS32;

/// The cube as pieces: each piece's oriented slot (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cubies {
    /// Corner piece i is at position `corners[i] / 3` with twist `corners[i] % 3`.
    pub corners: [u8; 8],
    /// Edge piece i is at position `edges[i] / 2` with flip `edges[i] % 2`.
    pub edges: [u8; 12],
}

/// Letters for the faces, for messages: the net's face order is left, front, right, back, top,
/// bottom.
const FACE_NAMES: [char; 6] = ['L', 'F', 'R', 'B', 'U', 'D'];

impl Cubies {
    /// The solved cube: every piece at home.
    pub const SOLVED: Cubies = Cubies {
        corners: [0, 3, 6, 9, 12, 15, 18, 21],
        edges: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22],
    };

    /// Makes move `m`: below 12 a quarter turn of face m / 2, clockwise if m is odd; from 12 a
    /// half turn of face m − 12.
    #[inline]
    pub fn turn(&mut self, m: u8) {
        let (corner, edge) = (&TURNS32.0[usize::from(m)], &TURNS32.1[usize::from(m)]);
        // A slot is below 24: masked, it needs no bounds check in a table of 32.
        self.corners = self.corners.map(|slot| corner[usize::from(slot & 31)]);
        self.edges = self.edges.map(|slot| edge[usize::from(slot & 31)]);
    }

    /// The parity of the corners' permutation, 0 or 1: that of every solution's length in
    /// quarter turns, since a quarter turn moves four corners in a cycle.
    pub fn parity(&self) -> u8 {
        parity(&self.corners.map(|slot| slot / 3))
    }

    /// Whether every piece is at home.
    pub fn is_solved(&self) -> bool {
        *self == Self::SOLVED
    }

    /// The cube shown by `stickers`, colours in net order (any bytes, compared for equality):
    /// an error that says what is wrong if they cannot be a real cube.
    pub fn from_stickers(stickers: &[u8; 54]) -> Result<Cubies, String> {
        let mut colours: Vec<u8> = stickers.to_vec();
        colours.sort_unstable();
        colours.dedup();
        let shown = |c: u8| char::from(c).escape_debug().to_string();
        if colours.len() != 6 {
            return Err(format!(
                "the stickers have {} colours: a cube has six",
                colours.len()
            ));
        }
        for &c in &colours {
            let count = stickers.iter().filter(|&&s| s == c).count();
            if count != 9 {
                return Err(format!(
                    "colour `{}` is on {count} stickers: each colour is on nine",
                    shown(c)
                ));
            }
        }
        let centres: Vec<u8> = (0..6).map(|f| stickers[centre(f)]).collect();
        if let Some(twice) = centres
            .iter()
            .find(|&&c| centres.iter().filter(|&&d| d == c).count() > 1)
        {
            return Err(format!(
                "two centres are `{}`: each face has a colour of its own",
                shown(*twice)
            ));
        }
        let face_of = |s: u8| {
            centres
                .iter()
                .position(|&c| c == stickers[s as usize])
                .expect("a centre's colour") as u8
        };
        let numbers = |list: &[u8]| {
            let numbers: Vec<String> = list.iter().map(|s| (s + 1).to_string()).collect();
            numbers.join(", ")
        };
        let names = |faces: &[u8]| {
            faces
                .iter()
                .map(|&f| FACE_NAMES[f as usize])
                .collect::<String>()
        };
        let mut cube = Cubies {
            corners: [u8::MAX; 8],
            edges: [u8::MAX; 12],
        };
        for (p, list) in CORNER_STICKERS.iter().enumerate() {
            let faces = list.map(face_of);
            let piece = HOME_CORNER_FACES
                .iter()
                .position(|home| (0..3).any(|r| (0..3).all(|j| faces[(j + r) % 3] == home[j])));
            let Some(piece) = piece else {
                let mirrored = HOME_CORNER_FACES.iter().any(|home| {
                    let mut a = faces;
                    let mut b = *home;
                    a.sort_unstable();
                    b.sort_unstable();
                    a == b
                });
                return Err(match mirrored {
                    true => format!(
                        "the corner at stickers {} has the colours of {} in an order no corner \
                         has",
                        numbers(list),
                        names(&faces)
                    ),
                    false => format!(
                        "the corner at stickers {} has the colours of {}, which no corner has",
                        numbers(list),
                        names(&faces)
                    ),
                });
            };
            if cube.corners[piece] != u8::MAX {
                return Err(format!(
                    "the corner {} is there twice",
                    names(&HOME_CORNER_FACES[piece])
                ));
            }
            let twist = faces
                .iter()
                .position(|&f| f == HOME_CORNER_FACES[piece][0])
                .expect("its top or bottom colour");
            cube.corners[piece] = (3 * p + twist) as u8;
        }
        for (p, list) in EDGE_STICKERS.iter().enumerate() {
            let faces = list.map(face_of);
            let piece = HOME_EDGE_FACES
                .iter()
                .position(|home| faces == *home || faces == [home[1], home[0]]);
            let Some(piece) = piece else {
                return Err(format!(
                    "the edge at stickers {} has the colours of {}, which no edge has",
                    numbers(list),
                    names(&faces)
                ));
            };
            if cube.edges[piece] != u8::MAX {
                return Err(format!(
                    "the edge {} is there twice",
                    names(&HOME_EDGE_FACES[piece])
                ));
            }
            let flip = usize::from(faces[0] != HOME_EDGE_FACES[piece][0]);
            cube.edges[piece] = (2 * p + flip) as u8;
        }
        let twists: u32 = cube.corners.iter().map(|&s| u32::from(s % 3)).sum();
        if !twists.is_multiple_of(3) {
            return Err(format!(
                "a corner is twisted (the twists sum to {} mod 3)",
                twists % 3
            ));
        }
        let flips: u32 = cube.edges.iter().map(|&s| u32::from(s % 2)).sum();
        if !flips.is_multiple_of(2) {
            return Err("an edge is flipped (the flips sum to 1 mod 2)".into());
        }
        if parity(&cube.corners.map(|s| s / 3)) != parity(&cube.edges.map(|s| s / 2)) {
            return Err(
                "two pieces are swapped (the corners' and the edges' permutations differ in \
                 parity)"
                    .into(),
            );
        }
        Ok(cube)
    }

    /// The stickers of this cube, each face's colour from `colours` (left, front, right, back,
    /// top, bottom).
    pub fn stickers(&self, colours: [u8; 6]) -> [u8; 54] {
        let mut stickers = [0; 54];
        for f in 0..6 {
            stickers[centre(f)] = colours[f];
        }
        for (piece, &slot) in self.corners.iter().enumerate() {
            let (p, twist) = (usize::from(slot / 3), usize::from(slot % 3));
            for j in 0..3 {
                let face = HOME_CORNER_FACES[piece][(j + 3 - twist) % 3];
                stickers[usize::from(CORNER_STICKERS[p][j])] = colours[usize::from(face)];
            }
        }
        for (piece, &slot) in self.edges.iter().enumerate() {
            let (p, flip) = (usize::from(slot / 2), usize::from(slot % 2));
            for j in 0..2 {
                let face = HOME_EDGE_FACES[piece][j ^ flip];
                stickers[usize::from(EDGE_STICKERS[p][j])] = colours[usize::from(face)];
            }
        }
        stickers
    }

    /// The inverse cube: the one that the moves undoing this cube's scramble make from solved.
    /// A piece at position q with twist t (flip f) here puts piece q at this piece's home with
    /// twist −t (flip f) there, so the solutions of each are the other's read backwards with each
    /// turn reversed.
    pub fn inverse(&self) -> Cubies {
        let mut inverse = Cubies::SOLVED;
        for (piece, &slot) in self.corners.iter().enumerate() {
            inverse.corners[usize::from(slot / 3)] = 3 * piece as u8 + (3 - slot % 3) % 3;
        }
        for (piece, &slot) in self.edges.iter().enumerate() {
            inverse.edges[usize::from(slot / 2)] = 2 * piece as u8 + slot % 2;
        }
        inverse
    }

    /// A uniformly random real cube: random permutations of the corners and the edges with
    /// the same parity, random twists summing to 0 mod 3 and flips summing to 0 mod 2.
    pub fn random(rng: &mut Rng) -> Cubies {
        let mut corners: [u8; 8] = std::array::from_fn(|i| i as u8);
        let mut edges: [u8; 12] = std::array::from_fn(|i| i as u8);
        rng.shuffle(&mut corners);
        rng.shuffle(&mut edges);
        if parity(&corners) != parity(&edges) {
            edges.swap(0, 1);
        }
        let mut cube = Cubies::SOLVED;
        let mut twists = 0;
        for (piece, &p) in corners.iter().enumerate() {
            let twist = match piece {
                7 => (3 - twists % 3) % 3,
                _ => rng.below(3) as u8,
            };
            twists += twist;
            cube.corners[piece] = 3 * p + twist;
        }
        let mut flips = 0;
        for (piece, &p) in edges.iter().enumerate() {
            let flip = match piece {
                11 => flips % 2,
                _ => rng.below(2) as u8,
            };
            flips += flip;
            cube.edges[piece] = 2 * p + flip;
        }
        cube
    }
}

/// The sticker at the centre of face `f`.
fn centre(f: usize) -> usize {
    usize::from(sticker(
        [FACES[f].normal[0], FACES[f].normal[1], FACES[f].normal[2]],
        FACES[f].normal,
    ))
}

/// The parity of a permutation: 0 even, 1 odd.
fn parity(values: &[u8]) -> u8 {
    let mut inversions = 0;
    for i in 0..values.len() {
        for j in i + 1..values.len() {
            inversions += u8::from(values[i] > values[j]);
        }
    }
    inversions % 2
}

#[cfg(test)]
mod tests {
    use super::super::model::Cube;
    use super::*;
    use crate::search::Puzzle;

    /// The colours of the solved cube, one letter a face.
    const COLOURS: [u8; 6] = *b"LFRBUD";

    #[test]
    fn pieces_move_as_their_stickers_do() {
        let mut rng = Rng::new(3);
        for _ in 0..300 {
            let mut cubies = Cubies::SOLVED;
            let mut stickers = Cube::new(Cubies::SOLVED.stickers(COLOURS));
            for _ in 0..rng.below(30) {
                let m = rng.below(12) as u8;
                cubies.turn(m);
                stickers.apply(m);
            }
            assert_eq!(cubies.stickers(COLOURS), *stickers.stickers());
            assert_eq!(Cubies::from_stickers(stickers.stickers()), Ok(cubies));
        }
    }

    #[test]
    fn quarter_turns_of_top_bottom_left_right_flip_no_edge_and_top_bottom_twist_no_corner() {
        for m in 0..12u8 {
            let mut cube = Cubies::SOLVED;
            cube.turn(m);
            let flips = cube.edges.iter().filter(|&&s| s % 2 == 1).count();
            let twists = cube.corners.iter().filter(|&&s| s % 3 != 0).count();
            // Faces: 0 left, 1 front, 2 right, 3 back, 4 top, 5 bottom.
            let face = m / 2;
            assert_eq!(
                flips,
                if face == 1 || face == 3 { 4 } else { 0 },
                "move {m}"
            );
            assert_eq!(twists, if face >= 4 { 0 } else { 4 }, "move {m}");
            assert!(cube.corners.iter().all(|&s| s < 24) && cube.edges.iter().all(|&s| s < 24));
        }
    }

    #[test]
    fn the_inverse_is_the_scramble_undone() {
        let mut rng = Rng::new(12);
        for _ in 0..300 {
            let moves: Vec<u8> = (0..rng.below(30)).map(|_| rng.below(12) as u8).collect();
            let (mut cube, mut undone) = (Cubies::SOLVED, Cubies::SOLVED);
            moves.iter().for_each(|&m| cube.turn(m));
            // Move m ^ 1 is the same face turned the other way.
            moves.iter().rev().for_each(|&m| undone.turn(m ^ 1));
            assert_eq!(cube.inverse(), undone, "{moves:?}");
            assert_eq!(undone.inverse(), cube);
        }
    }

    #[test]
    fn random_cubes_are_real_and_read_back() {
        let mut rng = Rng::new(9);
        for _ in 0..1000 {
            let cube = Cubies::random(&mut rng);
            assert_eq!(Cubies::from_stickers(&cube.stickers(COLOURS)), Ok(cube));
        }
    }

    /// The solved cube's stickers with `change` made to them.
    fn broken(change: impl FnOnce(&mut [u8; 54])) -> String {
        let mut stickers = Cubies::SOLVED.stickers(COLOURS);
        change(&mut stickers);
        Cubies::from_stickers(&stickers).unwrap_err()
    }

    #[test]
    fn what_makes_stickers_no_cube_is_said() {
        let [a, b, c] = CORNER_STICKERS[0].map(usize::from);
        let [e, f] = EDGE_STICKERS[0].map(usize::from);
        type Change = Box<dyn FnOnce(&mut [u8; 54])>;
        let cases: [(Change, &str); 8] = [
            (
                Box::new(|s| s[0] = b'X'),
                "the stickers have 7 colours: a cube has six",
            ),
            (
                Box::new(|s| s[0] = b'F'),
                "colour `F` is on 10 stickers: each colour is on nine",
            ),
            (Box::new(move |s| s.swap(a, b)), "the corner at stickers"),
            (
                Box::new(move |s| (s[a], s[b], s[c]) = (s[c], s[a], s[b])),
                "a corner is twisted (the twists sum to 1 mod 3)",
            ),
            (
                Box::new(move |s| s.swap(e, f)),
                "an edge is flipped (the flips sum to 1 mod 2)",
            ),
            (
                Box::new(|s| {
                    // Two edges swapped: the edge UR's stickers and UF's.
                    let (ur, uf) = (EDGE_STICKERS[0], EDGE_STICKERS[1]);
                    for j in 0..2 {
                        s.swap(usize::from(ur[j]), usize::from(uf[j]));
                    }
                }),
                "two pieces are swapped",
            ),
            (
                Box::new(|s| {
                    // An edge shows the colours of opposite faces: top and bottom.
                    let ur = EDGE_STICKERS[0];
                    s[usize::from(ur[1])] = b'D';
                    let df = EDGE_STICKERS[5];
                    s[usize::from(df[0])] = b'R';
                }),
                "which no edge has",
            ),
            (
                Box::new(|s| {
                    // The top's centre shows the front's colour, and a front sticker the top's.
                    s[centre(4)] = b'F';
                    s[centre(1) - 1] = b'U';
                }),
                "two centres are `F`: each face has a colour of its own",
            ),
        ];
        for (change, says) in cases {
            let message = broken(change);
            assert!(message.contains(says), "{message}");
        }
    }
}
