//! Coordinates of the cube: numbers for parts of its state that quarter turns move on their
//! own, so that a turn is one lookup in a small table each ([`MoveTables`]).
//!
//! - twist (3^7 = 2187): the twist of the corner at each position (the last follows);
//! - flip (2^11 = 2048): the flip of the edge at each position (the last follows);
//! - slice (C(12, 4) = 495): which positions hold the four middle-layer edges FR FL BL BR;
//! - corner permutation (8! = 40,320): which corner is at each position.
//!
//! Twist, flip and slice together name a coset of the subgroup ⟨U, D, F2, R2, B2, L2⟩ (top and
//! bottom quarter turns, half turns of the sides): its elements are exactly the cubes with
//! twist, flip and slice solved. The cube turned so that another axis is upright
//! ([`Axis`]) has coordinates of its own, moved by the same tables with the faces renamed.
//! The optimal solver's coordinates, which pieces are in which layer, are in
//! [`layer_cosets`](super::layer_cosets).

use super::cubie::{sticker, Cubies, FACE_TURNS};
use super::model::{Vector, FACES, STICKERS};
use crate::search::rank::{
    arrangements, binomial, rank_arrangement, rank_subset, unrank_arrangement, unrank_subset,
};

/// The number of twists, flips, slices and corner permutations.
pub const TWISTS: usize = 2187;
pub const FLIPS: usize = 2048;
pub const SLICES: usize = 495;
pub const CORNER_PERMUTATIONS: usize = 40_320;

/// The first of the four middle-layer edges (FR FL BL BR are 8 to 11).
const SLICE_EDGE: u8 = 8;

/// The corner at each position and its twist: the position-indexed view of [`Cubies`].
fn corners_at(cube: &Cubies) -> [(u8, u8); 8] {
    let mut at = [(0, 0); 8];
    for (piece, &slot) in cube.corners.iter().enumerate() {
        at[usize::from(slot / 3)] = (piece as u8, slot % 3);
    }
    at
}

/// The edge at each position and its flip.
fn edges_at(cube: &Cubies) -> [(u8, u8); 12] {
    let mut at = [(0, 0); 12];
    for (piece, &slot) in cube.edges.iter().enumerate() {
        at[usize::from(slot / 2)] = (piece as u8, slot % 2);
    }
    at
}

/// The twist coordinate.
pub fn twist(cube: &Cubies) -> u16 {
    let at = corners_at(cube);
    at[..7]
        .iter()
        .rev()
        .fold(0, |t, &(_, twist)| t * 3 + u16::from(twist))
}

/// The flip coordinate.
pub fn flip(cube: &Cubies) -> u16 {
    let at = edges_at(cube);
    at[..11]
        .iter()
        .rev()
        .fold(0, |f, &(_, flip)| f * 2 + u16::from(flip))
}

/// The slice coordinate: the colex rank of the positions of the middle-layer edges.
pub fn slice(cube: &Cubies) -> u16 {
    let mask = cube.edges[usize::from(SLICE_EDGE)..]
        .iter()
        .fold(0u32, |mask, &slot| mask | 1 << (slot / 2));
    rank_subset(mask) as u16
}

/// The corner permutation coordinate.
pub fn corner_permutation(cube: &Cubies) -> u16 {
    rank_arrangement(&corners_at(cube).map(|(piece, _)| piece), 8) as u16
}

/// A cube with twist `t` and every corner at home.
pub(super) fn with_twist(t: usize) -> Cubies {
    let mut cube = Cubies::SOLVED;
    let (mut rest, mut sum) = (t, 0);
    for p in 0..8 {
        let twist = match p {
            7 => (3 - sum % 3) % 3,
            _ => rest % 3,
        };
        rest /= 3;
        sum += twist;
        cube.corners[p] = (3 * p + twist) as u8;
    }
    cube
}

/// A cube with flip `f` and every edge at home.
pub(super) fn with_flip(f: usize) -> Cubies {
    let mut cube = Cubies::SOLVED;
    let mut sum = 0;
    for p in 0..12 {
        let flip = match p {
            11 => sum % 2,
            _ => f >> p & 1,
        };
        sum += flip;
        cube.edges[p] = (2 * p + flip) as u8;
    }
    cube
}

/// A cube with slice `s`: the middle-layer edges, in order, on the positions of the s-th set
/// of four, the others in order on the rest.
pub(super) fn with_slice(s: usize) -> Cubies {
    let mask = unrank_subset(s, 4);
    let (mut inside, mut outside) = (
        (0..12).filter(|p| mask >> p & 1 == 1),
        (0..12).filter(|p| mask >> p & 1 == 0),
    );
    let mut cube = Cubies::SOLVED;
    for piece in 0..12 {
        let p = match piece >= usize::from(SLICE_EDGE) {
            true => inside.next(),
            false => outside.next(),
        };
        cube.edges[piece] = 2 * p.expect("a position") as u8;
    }
    cube
}

/// A cube with corner permutation `c` and no twist.
fn with_corner_permutation(c: usize) -> Cubies {
    let mut pieces = [0; 8];
    unrank_arrangement(c, 8, &mut pieces);
    let mut cube = Cubies::SOLVED;
    for (p, &piece) in pieces.iter().enumerate() {
        cube.corners[usize::from(piece)] = 3 * p as u8;
    }
    cube
}

/// For each value of a coordinate, its value after each of K moves: `turn` makes move g on a
/// cube, which move `undo[g]` undoes, `of` makes a cube of each value and `read` reads it. A
/// move's result found gives its undoing's too, so half the cubes are turned.
pub(super) fn move_table<const K: usize>(
    values: usize,
    undo: [usize; K],
    of: impl Fn(usize) -> Cubies,
    turn: impl Fn(&mut Cubies, usize),
    read: impl Fn(&Cubies) -> u16,
) -> Vec<[u16; K]> {
    const UNKNOWN: u16 = u16::MAX;
    let mut table = vec![[UNKNOWN; K]; values];
    for v in 0..values {
        if !table[v].contains(&UNKNOWN) {
            continue;
        }
        let cube = of(v);
        for g in 0..K {
            if table[v][g] == UNKNOWN {
                let mut next = cube;
                turn(&mut next, g);
                let w = read(&next);
                table[v][g] = w;
                table[usize::from(w)][undo[g]] = v as u16;
            }
        }
    }
    table
}

/// [`move_table`] for the eighteen face turns, the quarter turns and then the half turns: a
/// half turn is one read, not a quarter turn's read and then a second that waits on it
/// (measured on four cubes of 17 and 18 face turns, interleaved: the optimal search in face
/// turns 1–4% quicker, in quarter turns no slower).
pub(super) fn move_table_of(
    values: usize,
    of: impl Fn(usize) -> Cubies,
    read: impl Fn(&Cubies) -> u16,
) -> Vec<[u16; FACE_TURNS]> {
    // Move m ^ 1 turns m's face the other way; a half turn undoes itself.
    let undo = std::array::from_fn(|m| if m < 12 { m ^ 1 } else { m });
    move_table(values, undo, of, |cube, m| cube.turn(m as u8), read)
}

/// Each coordinate's value after each move, for every value.
#[derive(Clone, Debug)]
pub struct MoveTables {
    pub twist: Vec<[u16; FACE_TURNS]>,
    pub flip: Vec<[u16; FACE_TURNS]>,
    pub slice: Vec<[u16; FACE_TURNS]>,
    pub corner_permutation: Vec<[u16; FACE_TURNS]>,
}

impl MoveTables {
    /// The tables, made by turning a cube of each value (a few milliseconds).
    pub fn new() -> Self {
        Self {
            twist: move_table_of(TWISTS, with_twist, twist),
            flip: move_table_of(FLIPS, with_flip, flip),
            slice: move_table_of(SLICES, with_slice, slice),
            corner_permutation: move_table_of(
                CORNER_PERMUTATIONS,
                with_corner_permutation,
                corner_permutation,
            ),
        }
    }
}

impl Default for MoveTables {
    fn default() -> Self {
        Self::new()
    }
}

/// Twist, flip and slice: a coset of ⟨U, D, F2, R2, B2, L2⟩.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Phase1 {
    pub twist: u16,
    pub flip: u16,
    pub slice: u16,
}

/// The number of cosets: 2,217,093,120.
pub const COSETS: usize = TWISTS * FLIPS * SLICES;

impl Phase1 {
    /// The coordinates of `cube`.
    pub fn of(cube: &Cubies) -> Self {
        Self {
            twist: twist(cube),
            flip: flip(cube),
            slice: slice(cube),
        }
    }

    /// The coset of the solved cube: ⟨U, D, F2, R2, B2, L2⟩ itself.
    pub fn solved() -> Self {
        Self::of(&Cubies::SOLVED)
    }

    /// After move `m`, a quarter or a half turn.
    #[inline]
    pub fn turned(self, moves: &MoveTables, m: u8) -> Self {
        let m = usize::from(m);
        Self {
            twist: moves.twist[usize::from(self.twist)][m],
            flip: moves.flip[usize::from(self.flip)][m],
            slice: moves.slice[usize::from(self.slice)][m],
        }
    }

    /// The index of the coset, slice first, twist last: below [`COSETS`].
    #[inline]
    pub fn index(self) -> usize {
        (usize::from(self.slice) * FLIPS + usize::from(self.flip)) * TWISTS
            + usize::from(self.twist)
    }
}

/// One of the cube's three axes made upright: the cube turned as a whole so that the axis is
/// the top–bottom one. Turning the whole cube changes no distance; a face's quarter turn on the
/// cube is the turned face's on the turned cube, in the same direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Axis {
    /// Where the turn carries each move, the half turns too.
    pub moves: [u8; FACE_TURNS],
    /// Where it carries a point: the rows of its matrix.
    rotation: [Vector; 3],
}

/// `v` turned by `rotation`.
const fn rotate(rotation: &[Vector; 3], v: Vector) -> Vector {
    let mut out = [0; 3];
    let mut i = 0;
    while i < 3 {
        out[i] = rotation[i][0] * v[0] + rotation[i][1] * v[1] + rotation[i][2] * v[2];
        i += 1;
    }
    out
}

const fn axis(rotation: [Vector; 3]) -> Axis {
    let mut moves = [0; FACE_TURNS];
    let mut f = 0;
    while f < 6 {
        let n = rotate(&rotation, FACES[f].normal);
        let mut g = 0;
        while g < 6 {
            let o = FACES[g].normal;
            if o[0] == n[0] && o[1] == n[1] && o[2] == n[2] {
                moves[2 * f] = 2 * g as u8;
                moves[2 * f + 1] = 2 * g as u8 + 1;
                moves[12 + f] = 12 + g as u8;
            }
            g += 1;
        }
        f += 1;
    }
    Axis { moves, rotation }
}

/// The three axes: top–bottom as it is; left–right turned up (a quarter turn about the
/// front–back axis); front–back turned up (a quarter turn about the left–right axis).
pub const AXES: [Axis; 3] = [
    axis([[1, 0, 0], [0, 1, 0], [0, 0, 1]]),
    axis([[0, -1, 0], [1, 0, 0], [0, 0, 1]]),
    axis([[1, 0, 0], [0, 0, 1], [0, -1, 0]]),
];

impl Axis {
    /// `cube` turned as a whole, as seen with its turned faces named as usual: each sticker
    /// carried to where the turn puts it, then read as a cube, faces named by their centres.
    pub fn turn(&self, cube: &Cubies) -> Cubies {
        let stickers = cube.stickers(*b"012345");
        let mut turned = [0u8; 54];
        for (i, &colour) in stickers.iter().enumerate() {
            let s = &STICKERS[i];
            let position = rotate(&self.rotation, s.position);
            let normal = rotate(&self.rotation, FACES[usize::from(s.face)].normal);
            turned[usize::from(sticker(position, normal))] = colour;
        }
        Cubies::from_stickers(&turned).expect("a turned cube is a cube")
    }
}

const _: () = assert!(binomial(12, 4) == SLICES && arrangements(8, 8) == CORNER_PERMUTATIONS);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn coordinates_move_as_the_cube_does() {
        let moves = MoveTables::new();
        let mut rng = Rng::new(6);
        for _ in 0..500 {
            let mut cube = Cubies::random(&mut rng);
            let mut coset = Phase1::of(&cube);
            let mut corners = corner_permutation(&cube);
            for _ in 0..20 {
                let m = rng.below(FACE_TURNS as u64) as u8;
                cube.turn(m);
                coset = coset.turned(&moves, m);
                corners = moves.corner_permutation[usize::from(corners)][usize::from(m)];
                assert_eq!(coset, Phase1::of(&cube));
                assert_eq!(corners, corner_permutation(&cube));
            }
        }
        assert_eq!(
            Phase1::solved(),
            Phase1 {
                twist: 0,
                flip: 0,
                slice: 494
            }
        );
    }

    #[test]
    fn the_subgroup_keeps_the_coset_and_every_other_quarter_turn_leaves_it() {
        let moves = MoveTables::new();
        let solved = Phase1::solved();
        for m in 0..12u8 {
            let face = m / 2;
            let once = solved.turned(&moves, m);
            let twice = once.turned(&moves, m);
            // Faces: 0 left, 1 front, 2 right, 3 back, 4 top, 5 bottom.
            assert_eq!(once == solved, face >= 4, "move {m}");
            assert_eq!(
                twice, solved,
                "a half turn of any face is in the subgroup: move {m}"
            );
        }
    }

    #[test]
    fn a_cube_turned_whole_is_the_turned_moves_applied() {
        let mut rng = Rng::new(2);
        for axis in &AXES {
            let mut faces: Vec<u8> = axis.moves[..12].iter().map(|m| m / 2).collect();
            faces.dedup();
            faces.sort_unstable();
            assert_eq!(faces, [0, 1, 2, 3, 4, 5], "a turn renames the faces");
            for _ in 0..100 {
                let (mut cube, mut turned) = (Cubies::SOLVED, Cubies::SOLVED);
                for _ in 0..rng.below(25) {
                    let m = rng.below(FACE_TURNS as u64) as u8;
                    cube.turn(m);
                    turned.turn(axis.moves[usize::from(m)]);
                }
                assert_eq!(axis.turn(&cube), turned);
            }
        }
        // Left–right and front–back each come upright.
        assert_eq!(AXES[1].moves[2 * 2] / 2, 4, "right goes to the top");
        assert_eq!(AXES[2].moves[2] / 2, 4, "front goes to the top");
    }
}
