//! The cube's geometry as the pieces see it, derived at compile time from the sticker model
//! ([`model`](crate::puzzles::magic_cube::model)): where each corner and edge position is,
//! which stickers make it, each piece's home faces, and where each face turn carries each
//! oriented slot.

use crate::puzzles::magic_cube::metric::quarter_of;
use crate::puzzles::magic_cube::model::{Vector, FACES, STICKERS, TURNS};

/// Every face turn: the twelve quarter turns, then the six half turns
/// ([`Metric`](crate::puzzles::magic_cube::metric::Metric) says which a search makes).
pub const FACE_TURNS: usize = 18;

/// The corner positions, as (x, y, z): x to the right, y up, z towards the viewer (the front).
pub const CORNER_AT: [Vector; 8] = [
    [1, 1, 1],
    [-1, 1, 1],
    [-1, 1, -1],
    [1, 1, -1],
    [1, -1, 1],
    [-1, -1, 1],
    [-1, -1, -1],
    [1, -1, -1],
];

/// The edge positions.
pub const EDGE_AT: [Vector; 12] = [
    [1, 1, 0],
    [0, 1, 1],
    [-1, 1, 0],
    [0, 1, -1],
    [1, -1, 0],
    [0, -1, 1],
    [-1, -1, 0],
    [0, -1, -1],
    [1, 0, 1],
    [-1, 0, 1],
    [-1, 0, -1],
    [1, 0, -1],
];

/// The sticker of the cubie at `position` that faces along `normal`.
pub(in crate::puzzles::magic_cube) const fn sticker(position: Vector, normal: Vector) -> u8 {
    let mut i = 0;
    while i < 54 {
        let s = &STICKERS[i];
        let n = FACES[s.face as usize].normal;
        if same(s.position, position) && same(n, normal) {
            return i as u8;
        }
        i += 1;
    }
    panic!("no such sticker")
}

const fn same(a: Vector, b: Vector) -> bool {
    a[0] == b[0] && a[1] == b[1] && a[2] == b[2]
}

/// The stickers of each corner position: top or bottom first, then counter-clockwise seen from
/// outside, which is the order in which the outward normals are a right-handed triple.
pub const CORNER_STICKERS: [[u8; 3]; 8] = {
    let mut stickers = [[0; 3]; 8];
    let mut p = 0;
    while p < 8 {
        let v = CORNER_AT[p];
        let (x, y, z) = ([v[0], 0, 0], [0, v[1], 0], [0, 0, v[2]]);
        // det(y, x, z) = -v0·v1·v2: right-handed when that is positive.
        let right_handed = -(v[0] as i32) * (v[1] as i32) * (v[2] as i32) > 0;
        let (second, third) = if right_handed { (x, z) } else { (z, x) };
        stickers[p] = [sticker(v, y), sticker(v, second), sticker(v, third)];
        p += 1;
    }
    stickers
};

/// The stickers of each edge position, its reference sticker first.
pub const EDGE_STICKERS: [[u8; 2]; 12] = {
    let mut stickers = [[0; 2]; 12];
    let mut p = 0;
    while p < 12 {
        let v = EDGE_AT[p];
        let (x, y, z) = ([v[0], 0, 0], [0, v[1], 0], [0, 0, v[2]]);
        stickers[p] = if v[1] != 0 {
            let other = if v[0] != 0 { x } else { z };
            [sticker(v, y), sticker(v, other)]
        } else {
            [sticker(v, z), sticker(v, x)]
        };
        p += 1;
    }
    stickers
};

/// Where each sticker goes under move `m`: a half turn (from 12) is the face's clockwise
/// quarter turn made twice.
const fn sticker_moves(m: usize) -> [u8; 54] {
    if m >= 12 {
        let quarter = sticker_moves(quarter_of(m as u8) as usize);
        let mut to = [0u8; 54];
        let mut i = 0;
        while i < 54 {
            to[i] = quarter[quarter[i] as usize];
            i += 1;
        }
        return to;
    }
    let mut to = [0u8; 54];
    let mut i = 0;
    while i < 54 {
        to[i] = i as u8;
        i += 1;
    }
    let mut c = 0;
    while c < 5 {
        let [a, b, cc, d] = TURNS[m][c];
        to[a as usize] = b;
        to[b as usize] = cc;
        to[cc as usize] = d;
        to[d as usize] = a;
        c += 1;
    }
    to
}

/// The position and the index in its sticker list of sticker `s`, among `lists`.
pub(in crate::puzzles::magic_cube) const fn place<const K: usize, const P: usize>(
    lists: &[[u8; K]; P],
    s: u8,
) -> (usize, usize) {
    let mut p = 0;
    while p < P {
        let mut j = 0;
        while j < K {
            if lists[p][j] == s {
                return (p, j);
            }
            j += 1;
        }
        p += 1;
    }
    panic!("a sticker of a piece")
}

/// For each move, where each oriented corner slot goes: the sticker listed first at a position
/// lands at index j of another, so every sticker's index shifts by j, cyclically.
pub const CORNER_MOVES: [[u8; 24]; FACE_TURNS] = {
    let mut moves = [[0; 24]; FACE_TURNS];
    let mut m = 0;
    while m < FACE_TURNS {
        let to = sticker_moves(m);
        let mut p = 0;
        while p < 8 {
            let (q, j) = place(&CORNER_STICKERS, to[CORNER_STICKERS[p][0] as usize]);
            let mut t = 0;
            while t < 3 {
                moves[m][3 * p + t] = (3 * q + (t + j) % 3) as u8;
                t += 1;
            }
            p += 1;
        }
        m += 1;
    }
    moves
};

/// [`CORNER_MOVES`] and [`EDGE_MOVES`], each row padded to 32 entries.
pub(super) const TURNS32: ([[u8; 32]; FACE_TURNS], [[u8; 32]; FACE_TURNS]) = {
    let (mut corners, mut edges) = ([[0; 32]; FACE_TURNS], [[0; 32]; FACE_TURNS]);
    let mut m = 0;
    while m < FACE_TURNS {
        let mut slot = 0;
        while slot < 24 {
            corners[m][slot] = CORNER_MOVES[m][slot];
            edges[m][slot] = EDGE_MOVES[m][slot];
            slot += 1;
        }
        m += 1;
    }
    (corners, edges)
};

/// For each move, where each oriented edge slot goes.
pub const EDGE_MOVES: [[u8; 24]; FACE_TURNS] = {
    let mut moves = [[0; 24]; FACE_TURNS];
    let mut m = 0;
    while m < FACE_TURNS {
        let to = sticker_moves(m);
        let mut p = 0;
        while p < 12 {
            let (q, j) = place(&EDGE_STICKERS, to[EDGE_STICKERS[p][0] as usize]);
            let mut f = 0;
            while f < 2 {
                moves[m][2 * p + f] = (2 * q + (f ^ j)) as u8;
                f += 1;
            }
            p += 1;
        }
        m += 1;
    }
    moves
};

/// The faces of the stickers of each piece at home, in its position's order: for a corner the
/// top or bottom face first.
pub(in crate::puzzles::magic_cube) const HOME_CORNER_FACES: [[u8; 3]; 8] = {
    let mut faces = [[0; 3]; 8];
    let mut p = 0;
    while p < 8 {
        let mut j = 0;
        while j < 3 {
            faces[p][j] = STICKERS[CORNER_STICKERS[p][j] as usize].face;
            j += 1;
        }
        p += 1;
    }
    faces
};

pub(in crate::puzzles::magic_cube) const HOME_EDGE_FACES: [[u8; 2]; 12] = {
    let mut faces = [[0; 2]; 12];
    let mut p = 0;
    while p < 12 {
        faces[p] = [
            STICKERS[EDGE_STICKERS[p][0] as usize].face,
            STICKERS[EDGE_STICKERS[p][1] as usize].face,
        ];
        p += 1;
    }
    faces
};
