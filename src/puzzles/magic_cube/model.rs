//! Magic Cube's cube, turns and solver: a 3×3×3 cube solved in at most five quarter turns.
//!
//! The 54 stickers are given as a net and numbered in reading order (here from 0, one less than
//! the statement's 1–54):
//!
//! ```text
//!           0  1  2
//!           3  4  5
//!           6  7  8
//!  9 10 11 12 13 14 15 16 17 18 19 20
//! 21 22 23 24 25 26 27 28 29 30 31 32
//! 33 34 35 36 37 38 39 40 41 42 43 44
//!          45 46 47
//!          48 49 50
//!          51 52 53
//! ```
//!
//! Faces 0–5 are left, front, right, back (the strip, each drawn as seen from outside), top (drawn
//! above the front, seen from above) and bottom (below the front, seen from below). In a model
//! with x to the right, y up and z towards the viewer, every face is its outward normal plus a
//! direction for its drawing's columns and one for its rows (`FACES`); that places each sticker
//! at a cubie and a facing. A clockwise quarter turn, looking at the face from outside, rotates
//! the stickers of its layer by −90° about its normal; matching the rotated stickers to the
//! numbered ones gives each turn as five 4-cycles of sticker numbers, derived at compile time,
//! and a counter-clockwise turn is the same cycles run backwards.
//!
//! Moves are numbered in the output order (0,−1) < (0,1) < (1,−1) < … < (5,1): move 2f turns face
//! f counter-clockwise and 2f + 1 clockwise, so IDA* trying moves in number order prints the first
//! shortest solution.

use super::metric::{face_turns, quarter_turns, Metric, OPPOSITE};
use crate::rng::Rng;
use crate::search::ida::Ida;
use crate::search::{Heuristic, Puzzle, Reversible, Stats};

/// The most moves the judge's problem allows an answer, and the most the sticker solver
/// searches (deeper cubes go to the optimal search's tables).
pub const JUDGE_MAX_MOVES: u32 = 5;

pub(super) type Vector = [i8; 3];

/// One face's geometry: its outward normal, the directions of its drawing's columns and rows,
/// and where its first sticker and rows stand in the numbering.
pub(super) struct Face {
    pub(super) normal: Vector,
    right: Vector,
    down: Vector,
    first: usize,
    row_stride: usize,
}

/// The six faces, in output numbering.
pub(super) const FACES: [Face; 6] = [
    Face {
        normal: [-1, 0, 0],
        right: [0, 0, 1],
        down: [0, -1, 0],
        first: 9,
        row_stride: 12,
    },
    Face {
        normal: [0, 0, 1],
        right: [1, 0, 0],
        down: [0, -1, 0],
        first: 12,
        row_stride: 12,
    },
    Face {
        normal: [1, 0, 0],
        right: [0, 0, -1],
        down: [0, -1, 0],
        first: 15,
        row_stride: 12,
    },
    Face {
        normal: [0, 0, -1],
        right: [-1, 0, 0],
        down: [0, -1, 0],
        first: 18,
        row_stride: 12,
    },
    Face {
        normal: [0, 1, 0],
        right: [1, 0, 0],
        down: [0, 0, 1],
        first: 0,
        row_stride: 3,
    },
    Face {
        normal: [0, -1, 0],
        right: [1, 0, 0],
        down: [0, 0, -1],
        first: 45,
        row_stride: 3,
    },
];

/// What the geometry says of each sticker.
#[derive(Clone, Copy)]
pub(super) struct Sticker {
    pub(super) face: u8,
    /// Row and column in its face's drawing.
    row: u8,
    col: u8,
    /// Its cubie, each coordinate −1, 0 or 1.
    pub(super) position: Vector,
}

pub(super) const STICKERS: [Sticker; 54] = {
    let mut stickers = [Sticker {
        face: 0,
        row: 0,
        col: 0,
        position: [0; 3],
    }; 54];
    let mut f = 0;
    while f < 6 {
        let face = &FACES[f];
        let mut i = 0;
        while i < 9 {
            let (row, col) = (i / 3, i % 3);
            let mut position = face.normal;
            let mut axis = 0;
            while axis < 3 {
                position[axis] +=
                    (col as i8 - 1) * face.right[axis] + (row as i8 - 1) * face.down[axis];
                axis += 1;
            }
            let index = face.first + row * face.row_stride + col;
            stickers[index] = Sticker {
                face: f as u8,
                row: row as u8,
                col: col as u8,
                position,
            };
            i += 1;
        }
        f += 1;
    }
    stickers
};

/// `v` turned by −90° about the unit axis `n`: clockwise, looking from the tip of `n`.
const fn clockwise(v: Vector, n: Vector) -> Vector {
    let dot = v[0] * n[0] + v[1] * n[1] + v[2] * n[2];
    let cross = [
        n[1] * v[2] - n[2] * v[1],
        n[2] * v[0] - n[0] * v[2],
        n[0] * v[1] - n[1] * v[0],
    ];
    [
        n[0] * dot - cross[0],
        n[1] * dot - cross[1],
        n[2] * dot - cross[2],
    ]
}

const fn same(a: Vector, b: Vector) -> bool {
    a[0] == b[0] && a[1] == b[1] && a[2] == b[2]
}

/// Where a clockwise turn of face `f` carries each sticker (itself, outside the layer).
const fn clockwise_turn(f: usize) -> [u8; 54] {
    let n = FACES[f].normal;
    let mut to = [0; 54];
    let mut i = 0;
    while i < 54 {
        let s = STICKERS[i];
        let p = s.position;
        to[i] = i as u8;
        if p[0] * n[0] + p[1] * n[1] + p[2] * n[2] == 1 {
            let position = clockwise(p, n);
            let facing = clockwise(FACES[s.face as usize].normal, n);
            let mut j = 0;
            while j < 54 {
                let t = STICKERS[j];
                if same(t.position, position) && same(FACES[t.face as usize].normal, facing) {
                    to[i] = j as u8;
                }
                j += 1;
            }
        }
        i += 1;
    }
    to
}

/// Every move as five 4-cycles `[a, b, c, d]`: the sticker on a goes to b, b to c, c to d and d
/// to a. The face's own two cycles come first, then the three of the ring around it.
pub(super) static TURNS: [[[u8; 4]; 5]; 12] = {
    let mut turns = [[[0; 4]; 5]; 12];
    let mut f = 0;
    while f < 6 {
        let to = clockwise_turn(f);
        let mut cycles = 0;
        // Face stickers first: corners and edges of the drawing, then the ring.
        let mut pass = 0;
        while pass < 2 {
            let mut i = 0;
            while i < 54 {
                let on_face = STICKERS[i].face as usize == f;
                let moved = to[i] as usize != i;
                let first = moved && is_cycle_start(&to, i);
                if first && on_face == (pass == 0) {
                    let mut cycle = [i as u8; 4];
                    let mut k = 1;
                    while k < 4 {
                        cycle[k] = to[cycle[k - 1] as usize];
                        k += 1;
                    }
                    turns[2 * f + 1][cycles] = cycle;
                    // Counter-clockwise: the same cycle backwards.
                    turns[2 * f][cycles] = [cycle[3], cycle[2], cycle[1], cycle[0]];
                    cycles += 1;
                }
                i += 1;
            }
            pass += 1;
        }
        assert!(cycles == 5, "a quarter turn is five 4-cycles");
        f += 1;
    }
    turns
};

/// Whether `i` is the smallest sticker of its cycle under `to`.
const fn is_cycle_start(to: &[u8; 54], i: usize) -> bool {
    let mut j = to[i] as usize;
    while j != i {
        if j < i {
            return false;
        }
        j = to[j] as usize;
    }
    true
}

/// Each sticker's tally among a cube's wrong stickers: 2f for a corner of face f, 2f + 1 for an
/// edge, 12 for a centre (never wrong).
static TALLY: [u8; 54] = {
    let mut tally = [0; 54];
    let mut i = 0;
    while i < 54 {
        let s = STICKERS[i];
        tally[i] = match (s.row % 2, s.col % 2) {
            (0, 0) => 2 * s.face,
            (1, 1) => 12,
            _ => 2 * s.face + 1,
        };
        i += 1;
    }
    tally
};

/// The centre sticker of each sticker's face.
static CENTRE: [u8; 54] = {
    let mut centre = [0; 54];
    let mut i = 0;
    while i < 54 {
        let face = &FACES[STICKERS[i].face as usize];
        centre[i] = (face.first + face.row_stride + 1) as u8;
        i += 1;
    }
    centre
};

/// A cube's stickers, with the number of wrong corner and edge stickers on each face (a sticker
/// is wrong when its colour is not its face's centre's), kept up to date by the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cube {
    stickers: [u8; 54],
    /// Indexed by [`TALLY`].
    wrong: [u8; 13],
}

impl Cube {
    /// The cube with these sticker colours, in net order.
    pub fn new(stickers: [u8; 54]) -> Self {
        let mut cube = Self {
            stickers,
            wrong: [0; 13],
        };
        (0..54).for_each(|i| cube.wrong[TALLY[i] as usize] += cube.is_wrong(i));
        cube
    }

    /// A solved cube with six distinct random letters for colours, turned by `moves` random
    /// moves of `metric`.
    pub fn scrambled(rng: &mut Rng, moves: usize, metric: Metric) -> Self {
        let mut letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
        rng.shuffle(&mut letters);
        let mut cube = Self::new(std::array::from_fn(|i| letters[STICKERS[i].face as usize]));
        for _ in 0..moves {
            let m = rng.below(u64::from(metric.moves())) as u8;
            quarter_turns(&[m]).into_iter().for_each(|q| cube.turn(q));
        }
        cube
    }

    /// The sticker colours, in net order.
    pub fn stickers(&self) -> &[u8; 54] {
        &self.stickers
    }

    /// 1 if sticker `i` differs from its face's centre, else 0.
    fn is_wrong(&self, i: usize) -> u8 {
        u8::from(self.stickers[i] != self.stickers[CENTRE[i] as usize])
    }

    fn turn(&mut self, m: u8) {
        let cycles = &TURNS[m as usize];
        // A face's own stickers stay on it: only the ring changes which stickers are wrong.
        for &i in cycles[2..].iter().flatten() {
            self.wrong[TALLY[i as usize] as usize] -= self.is_wrong(i as usize);
        }
        for &[a, b, c, d] in cycles {
            let s = &mut self.stickers;
            let last = s[d as usize];
            s[d as usize] = s[c as usize];
            s[c as usize] = s[b as usize];
            s[b as usize] = s[a as usize];
            s[a as usize] = last;
        }
        for &i in cycles[2..].iter().flatten() {
            self.wrong[TALLY[i as usize] as usize] += self.is_wrong(i as usize);
        }
    }
}

impl Puzzle for Cube {
    /// Each face counter-clockwise, then clockwise.
    const MOVES: u8 = 12;

    fn apply(&mut self, m: u8) -> bool {
        self.turn(m);
        true
    }

    fn undo(&mut self, m: u8) {
        self.turn(Self::inverse(m));
    }

    fn is_goal(&self) -> bool {
        self.wrong == [0; 13]
    }
}

impl Reversible for Cube {
    fn inverse(m: u8) -> u8 {
        m ^ 1
    }
}

impl Heuristic for Cube {
    /// A turn changes one edge and two corner stickers of each of four faces: at most 4 edge and
    /// 8 corner stickers in all.
    fn estimate(&self) -> u32 {
        let corners: [u32; 6] = std::array::from_fn(|f| self.wrong[2 * f].into());
        let edges: [u32; 6] = std::array::from_fn(|f| self.wrong[2 * f + 1].into());
        let per_face = (0..6)
            .map(|f| edges[f].max(corners[f].div_ceil(2)))
            .max()
            .unwrap_or(0);
        let total = edges
            .iter()
            .sum::<u32>()
            .div_ceil(4)
            .max(corners.iter().sum::<u32>().div_ceil(8));
        per_face.max(total)
    }

    /// A move after its inverse, a third equal move in a row, a second clockwise quarter turn
    /// of a face (the two counter-clockwise ones make the same half turn and come first), and
    /// the higher of two opposite (commuting) faces before the lower: each has a shorter or an
    /// earlier equal.
    fn redundant(path: &[u8], next: u8) -> bool {
        match *path {
            [.., last] if last == Self::inverse(next) => true,
            [.., last] if last == next && next % 2 == 1 => true,
            [.., a, b] if a == next && b == next => true,
            [.., last] => OPPOSITE[(last / 2) as usize] == next / 2 && last / 2 > next / 2,
            [] => false,
        }
    }
}

/// The answer to one cube: the moves as (face, turn: ±1, or 2 for a half turn), or `None`
/// if more than the most asked for are needed.
pub type Answer = Option<Vec<(u8, i8)>>;

/// Solves cubes: an IDA* context kept from one cube to the next.
#[derive(Debug, Default)]
pub struct Solver {
    ida: Ida,
}

impl Solver {
    /// A solver with an empty path buffer.
    pub fn new() -> Self {
        Self::default()
    }

    /// The first, in move order, of the shortest solutions of at most [`JUDGE_MAX_MOVES`] moves.
    pub fn solve(&mut self, cube: &Cube) -> Answer {
        self.solve_counted(cube).0
    }

    /// [`Solver::solve`], with the nodes the search took.
    pub fn solve_counted(&mut self, cube: &Cube) -> (Answer, Stats) {
        let found = self.ida.solve(&mut cube.clone(), JUDGE_MAX_MOVES);
        (found.path.map(face_turns), found.stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solved cube with a different letter on each face.
    fn solved() -> Cube {
        Cube::new(std::array::from_fn(|i| {
            b"LFRBUD"[STICKERS[i].face as usize]
        }))
    }

    /// Where each sticker goes under move `m`.
    fn destinations(m: u8) -> [u8; 54] {
        let mut cube = Cube::new(std::array::from_fn(|i| i as u8));
        cube.apply(m);
        let mut to = [0; 54];
        for (at, &sticker) in cube.stickers().iter().enumerate() {
            to[sticker as usize] = at as u8;
        }
        to
    }

    #[test]
    fn front_clockwise_is_the_worked_example() {
        // The statement's numbers, from 1.
        let expected = [
            (7, 16),
            (8, 28),
            (9, 40),
            (16, 48),
            (28, 47),
            (40, 46),
            (48, 36),
            (47, 24),
            (46, 12),
            (36, 7),
            (24, 8),
            (12, 9),
            (13, 15),
            (15, 39),
            (39, 37),
            (37, 13),
            (14, 27),
            (27, 38),
            (38, 25),
            (25, 14),
        ];
        let to = destinations(3);
        for (from, dest) in expected {
            assert_eq!(to[from - 1] as usize, dest - 1, "sticker {from}");
        }
        let moved = (0..54).filter(|&i| to[i] as usize != i).count();
        assert_eq!(moved, 20, "exactly the named stickers move");
    }

    #[test]
    fn turns_are_quarter_turns_and_counter_clockwise_undoes_clockwise() {
        let start = Cube::new(std::array::from_fn(|i| i as u8));
        for m in 0..12 {
            let mut cube = start.clone();
            for turn in 1..=4 {
                cube.apply(m);
                assert_eq!(cube == start, turn == 4, "move {m} turned {turn} times");
            }
            cube.apply(m);
            cube.apply(m ^ 1);
            assert_eq!(cube, start);
            let to = destinations(m);
            assert_eq!(
                (0..54).filter(|&i| to[i] as usize != i).count(),
                20,
                "move {m}"
            );
        }
    }

    #[test]
    fn every_sticker_has_its_own_place_on_its_face() {
        for i in 0..54 {
            let (s, n) = (STICKERS[i], FACES[STICKERS[i].face as usize].normal);
            assert_eq!((0..3).map(|k| s.position[k] * n[k]).sum::<i8>(), 1, "{i}");
            for t in &STICKERS[..i] {
                assert!(!(same(t.position, s.position) && t.face == s.face), "{i}");
            }
        }
    }

    #[test]
    fn the_estimate_counts_wrong_stickers_and_never_overestimates() {
        let mut cube = solved();
        assert!(cube.is_goal() && cube.estimate() == 0);
        let mut ida = Ida::new();
        for (k, &m) in [3, 7, 10, 0, 5].iter().enumerate() {
            cube.apply(m);
            let depth = ida.solve(&mut cube.clone(), 5).path.unwrap().len() as u32;
            assert!(depth <= k as u32 + 1 && cube.estimate() <= depth, "{k}");
        }
        let mut one = solved();
        one.apply(3);
        // Front clockwise: two corners and an edge wrong on left, right, top and bottom.
        assert_eq!(one.wrong, [2, 1, 0, 0, 2, 1, 0, 0, 2, 1, 2, 1, 0]);
        assert_eq!(one.estimate(), 1);
    }
}
