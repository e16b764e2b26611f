//! The 16 symmetries of the cube that keep its top–bottom axis: the four turns about it, each
//! with or without a half turn about the front–back axis, and their mirror images. Turning or
//! mirroring the whole cube, and renaming its faces to match, changes no distance: a cube and
//! its image under a symmetry need equally many moves, the image's moves being the images of
//! the cube's (a mirror turns clockwise into counter-clockwise). Tables indexed by a class of
//! states alike under the symmetries are up to sixteen times smaller.
//!
//! A symmetry acts on the pieces ([`Symmetry::conjugate`]): a piece goes where the symmetry puts
//! its position, renamed as the piece whose home is there. A corner keeps its top or bottom
//! colour on a top or bottom sticker, so its twist is read where the symmetry puts that sticker.
//! So does an edge of the top or bottom layer; but a middle-layer edge's reference colour is
//! its front or back one, which a quarter turn about the top–bottom axis puts on a side: its flip
//! then changes.

use super::cubie::{Cubies, CORNER_STICKERS, EDGE_STICKERS};
use super::model::{Vector, FACES, STICKERS};

/// One symmetry: how it moves the pieces, and the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// Where it carries each oriented corner slot (3·position + twist).
    corners: [u8; 24],
    /// Where it carries each oriented edge slot (2·position + flip): of a top or bottom edge,
    /// and of a middle-layer edge.
    edges: [[u8; 24]; 2],
    /// Where it carries each move: a face's turn to the image face's, reversed by a mirror.
    pub moves: [u8; 12],
}

/// `v` by the matrix `m`, given by rows.
fn times(m: &[Vector; 3], v: Vector) -> Vector {
    std::array::from_fn(|i| m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2])
}

/// The product of two matrices: `a` after `b`.
fn product(a: &[Vector; 3], b: &[Vector; 3]) -> [Vector; 3] {
    std::array::from_fn(|i| std::array::from_fn(|j| (0..3).map(|k| a[i][k] * b[k][j]).sum()))
}

/// The sticker that the matrix `m` carries sticker `s` onto.
fn image(m: &[Vector; 3], s: u8) -> u8 {
    let sticker = &STICKERS[usize::from(s)];
    let position = times(m, sticker.position);
    let normal = times(m, FACES[usize::from(sticker.face)].normal);
    let found = STICKERS
        .iter()
        .position(|t| t.position == position && FACES[usize::from(t.face)].normal == normal);
    found.expect("a sticker") as u8
}

/// Where sticker `s` stands in `lists`: its position and its index there.
fn place<const K: usize>(lists: &[[u8; K]], s: u8) -> (usize, usize) {
    lists
        .iter()
        .enumerate()
        .find_map(|(p, list)| Some((p, list.iter().position(|&t| t == s)?)))
        .expect("a sticker of a piece")
}

impl Symmetry {
    /// The symmetry of matrix `m`, which must keep the top–bottom axis.
    fn of(m: &[Vector; 3]) -> Self {
        let mirror = {
            let [a, b, c] = m;
            let det = a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
                + a[2] * (b[0] * c[1] - b[1] * c[0]);
            det < 0
        };
        // Whether front and back go to the sides.
        let sideways = times(m, [0, 0, 1])[2] == 0;
        let mut corners = [0; 24];
        for (p, list) in CORNER_STICKERS.iter().enumerate() {
            for t in 0..3 {
                let (q, k) = place(&CORNER_STICKERS, image(m, list[t]));
                corners[3 * p + t] = (3 * q + k) as u8;
            }
        }
        let mut edges = [[0; 24]; 2];
        for (p, list) in EDGE_STICKERS.iter().enumerate() {
            for f in 0..2 {
                let (q, k) = place(&EDGE_STICKERS, image(m, list[f]));
                edges[0][2 * p + f] = (2 * q + k) as u8;
                edges[1][2 * p + f] = (2 * q + (k ^ usize::from(sideways))) as u8;
            }
        }
        let moves = std::array::from_fn(|mv| {
            let normal = times(m, FACES[mv / 2].normal);
            let face = FACES.iter().position(|f| f.normal == normal).expect("a face");
            (2 * face + (mv % 2 ^ usize::from(mirror))) as u8
        });
        Self {
            corners,
            edges,
            moves,
        }
    }

    /// The image of `cube`: every piece carried where the symmetry puts it, renamed as the
    /// piece whose home is there.
    pub fn conjugate(&self, cube: &Cubies) -> Cubies {
        let mut image = *cube;
        for (piece, &slot) in cube.corners.iter().enumerate() {
            image.corners[usize::from(self.corners[3 * piece] / 3)] = self.corners[usize::from(slot)];
        }
        for (piece, &slot) in cube.edges.iter().enumerate() {
            let kind = usize::from(piece >= 8);
            image.edges[usize::from(self.edges[kind][2 * piece] / 2)] =
                self.edges[kind][usize::from(slot)];
        }
        image
    }
}

/// The 16 symmetries, the identity first, made from a quarter turn about the top–bottom axis, a
/// half turn about the front–back axis and the mirror that swaps left and right.
pub fn symmetries() -> Vec<Symmetry> {
    let generators: [[Vector; 3]; 3] = [
        [[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
        [[-1, 0, 0], [0, -1, 0], [0, 0, 1]],
        [[-1, 0, 0], [0, 1, 0], [0, 0, 1]],
    ];
    let mut matrices = vec![[[1, 0, 0], [0, 1, 0], [0, 0, 1]]];
    let mut i = 0;
    while i < matrices.len() {
        for g in &generators {
            let next = product(g, &matrices[i]);
            if !matrices.contains(&next) {
                matrices.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(matrices.len(), 16, "the symmetries that keep an axis");
    matrices.iter().map(Symmetry::of).collect()
}

/// The classes of a coordinate's values under the symmetries: for each value, its class and a
/// symmetry that carries it onto the class's representative, the least value of the class.
#[derive(Clone, Debug)]
pub struct Classes {
    /// For each value: its class, and the symmetry.
    pub of: Vec<(u32, u8)>,
    /// Each class's representative.
    pub representatives: Vec<u32>,
}

impl Classes {
    /// The classes of `values` values, given the image of each value under each symmetry.
    pub fn new(values: usize, image: impl Fn(usize, usize) -> usize) -> Self {
        let mut of = vec![(u32::MAX, 0); values];
        let mut representatives = Vec::new();
        for v in 0..values {
            if of[v].0 != u32::MAX {
                continue;
            }
            // The least value of the class is met first: this one.
            let class = representatives.len() as u32;
            representatives.push(v as u32);
            for s in 0..16 {
                let w = image(v, s);
                if of[w].0 == u32::MAX {
                    // The inverse of s carries w back onto v: found below as the symmetry whose
                    // image of w is v.
                    let back = (0..16).find(|&t| image(w, t) == v).expect("an inverse");
                    of[w] = (class, back as u8);
                }
            }
        }
        Self {
            of,
            representatives,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The image of `cube` under the matrix `m`, by its stickers: each sticker carried where the
    /// matrix puts it, then read as a cube, faces named by their centres.
    fn by_stickers(m: &[Vector; 3], cube: &Cubies) -> Cubies {
        let stickers = cube.stickers(*b"012345");
        let mut image_stickers = [0u8; 54];
        for (s, &colour) in stickers.iter().enumerate() {
            image_stickers[usize::from(image(m, s as u8))] = colour;
        }
        Cubies::from_stickers(&image_stickers).expect("the image of a cube is a cube")
    }

    #[test]
    fn the_symmetries_carry_cubes_as_their_stickers_and_moves_do() {
        let symmetries = symmetries();
        assert_eq!(symmetries.len(), 16);
        let mut rng = Rng::new(16);
        // The matrices again, to compare with the stickers.
        let generators: [[Vector; 3]; 3] = [
            [[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
            [[-1, 0, 0], [0, -1, 0], [0, 0, 1]],
            [[-1, 0, 0], [0, 1, 0], [0, 0, 1]],
        ];
        for (g, m) in generators.iter().enumerate() {
            let symmetry = Symmetry::of(m);
            for _ in 0..50 {
                let cube = Cubies::random(&mut rng);
                assert_eq!(symmetry.conjugate(&cube), by_stickers(m, &cube), "generator {g}");
            }
        }
        for symmetry in &symmetries {
            assert_eq!(symmetry.conjugate(&Cubies::SOLVED), Cubies::SOLVED);
            for _ in 0..20 {
                let (mut cube, mut image) = (Cubies::SOLVED, Cubies::SOLVED);
                for _ in 0..rng.below(20) {
                    let m = rng.below(12) as u8;
                    cube.turn(m);
                    image.turn(symmetry.moves[usize::from(m)]);
                }
                assert_eq!(symmetry.conjugate(&cube), image);
            }
        }
    }

    #[test]
    fn classes_gather_the_images_of_a_value() {
        // Values 0..8 under "symmetries" that add s mod 4 within each half: classes {0..4}, {4..8}.
        let classes = Classes::new(8, |v, s| v / 4 * 4 + (v + s) % 4);
        assert_eq!(classes.representatives, [0, 4]);
        for v in 0..8 {
            let (class, s) = classes.of[v];
            let image = v / 4 * 4 + (v + usize::from(s)) % 4;
            assert_eq!(image as u32, classes.representatives[class as usize], "{v}");
        }
    }
}
