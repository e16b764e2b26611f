//! The 16 symmetries themselves: where each carries a point, a sticker and a piece, and a cube
//! seen through one ([`Symmetry::conjugate`]).

use crate::puzzles::magic_cube::cubie::{place, sticker, Cubies, CORNER_STICKERS, EDGE_STICKERS};
use crate::puzzles::magic_cube::model::{Vector, FACES, STICKERS};

/// The number of symmetries.
pub const SYMMETRIES: usize = 16;

/// Where symmetry `s` carries the point or direction `v`.
pub const fn image(s: usize, v: Vector) -> Vector {
    let [mut x, mut y, mut z] = v;
    if s & 8 != 0 {
        x = -x;
    }
    if s & 4 != 0 {
        (y, z) = (-y, -z);
    }
    let mut k = 0;
    while k < s % 4 {
        (x, z) = (z, -x);
        k += 1;
    }
    [x, y, z]
}

/// The face whose outward normal is `normal`.
pub(super) fn face_facing(normal: Vector) -> u8 {
    FACES
        .iter()
        .position(|face| face.normal == normal)
        .expect("a face") as u8
}

/// Where symmetry `s` carries each sticker.
fn sticker_images(s: usize) -> [u8; 54] {
    stickers_carried(|v| image(s, v))
}

/// Where the map of space `map`, a symmetry of the cube, carries each sticker.
pub(super) fn stickers_carried(map: impl Fn(Vector) -> Vector) -> [u8; 54] {
    std::array::from_fn(|i| {
        let st = &STICKERS[i];
        let normal = FACES[usize::from(st.face)].normal;
        sticker(map(st.position), map(normal))
    })
}

/// Where symmetry `s` carries each oriented slot of the pieces whose sticker lists are `lists`
/// (K stickers each): the position the piece's stickers go to, and the index there of the
/// sticker its listed-first one lands on.
fn slot_images<const K: usize, const P: usize>(lists: &[[u8; K]; P], s: usize) -> [u8; 24] {
    let stickers = sticker_images(s);
    std::array::from_fn(|slot| {
        let (p, j) = (slot / K, slot % K);
        let (q, i) = place(lists, stickers[usize::from(lists[p][j])]);
        (K * q + i) as u8
    })
}

/// A symmetry as it acts on the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// Where it carries each oriented corner slot, 3·position + twist.
    pub(super) corners: [u8; 24],
    /// Where it carries each oriented edge slot, 2·position + flip.
    pub(super) edges: [u8; 24],
    /// For each edge piece, 1 if the piece it becomes shows its reference colour on the other
    /// sticker: a middle-layer edge's front or back colour turned to the left or right.
    pub(super) recolour: [u8; 12],
}

impl Symmetry {
    /// Symmetry `s`.
    ///
    /// # Panics
    /// If `s` is not below [`SYMMETRIES`].
    pub fn new(s: usize) -> Self {
        assert!(s < SYMMETRIES, "symmetry {s}");
        let (corners, edges) = (
            slot_images(&CORNER_STICKERS, s),
            slot_images(&EDGE_STICKERS, s),
        );
        let face_image = |f: u8| face_facing(image(s, FACES[usize::from(f)].normal));
        let reference = |list: &[u8]| STICKERS[usize::from(list[0])].face;
        // A corner's reference colour is its top or bottom one, which stays top or bottom.
        for piece in 0..8 {
            let becomes = usize::from(corners[3 * piece] / 3);
            assert_eq!(
                face_image(reference(&CORNER_STICKERS[piece])),
                reference(&CORNER_STICKERS[becomes])
            );
        }
        let recolour = std::array::from_fn(|piece| {
            let becomes = usize::from(edges[2 * piece] / 2);
            u8::from(
                face_image(reference(&EDGE_STICKERS[piece])) != reference(&EDGE_STICKERS[becomes]),
            )
        });
        Self {
            corners,
            edges,
            recolour,
        }
    }

    /// The cube seen through the symmetry: each sticker carried where the symmetry puts it,
    /// with the colour of the face the symmetry makes of its own.
    pub fn conjugate(&self, cube: &Cubies) -> Cubies {
        let mut seen = Cubies::SOLVED;
        for (piece, &slot) in cube.corners.iter().enumerate() {
            let becomes = usize::from(self.corners[3 * piece] / 3);
            seen.corners[becomes] = self.corners[usize::from(slot)];
        }
        for (piece, &slot) in cube.edges.iter().enumerate() {
            let becomes = usize::from(self.edges[2 * piece] / 2);
            seen.edges[becomes] = self.edges[usize::from(slot)] ^ self.recolour[piece];
        }
        seen
    }
}

/// Where symmetry `s` carries quarter turn `m`: to a turn of the face it carries face m / 2
/// to, the other way round where it is a reflection (`s` & 8); a half turn (12 + f) to the
/// half turn of that face. A cube turned by `m` and seen through `s` is the cube seen through
/// `s` turned by the image.
pub fn turn_image(s: usize, m: u8) -> u8 {
    if m >= 12 {
        return 12 + turn_image(s, 2 * (m - 12)) / 2;
    }
    let face = face_facing(image(s, FACES[usize::from(m / 2)].normal));
    2 * face + ((m % 2) ^ u8::from(s & 8 != 0))
}

/// For each pair of symmetries `[t][s]`, `s` followed by `t`: a cube seen through `s` and
/// then through `t` is the cube seen through it. Symmetry 0 is the identity.
pub fn composed() -> [[u8; SYMMETRIES]; SYMMETRIES] {
    let basis: [Vector; 3] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
    std::array::from_fn(|t| {
        std::array::from_fn(|s| {
            (0..SYMMETRIES as u8)
                .find(|&u| {
                    let to = |v| image(usize::from(u), v) == image(t, image(s, v));
                    basis.into_iter().all(to)
                })
                .expect("a symmetry")
        })
    })
}

/// The cube seen through the symmetry of space `map`, sticker by sticker: each sticker carried,
/// each colour renamed as its face is. What the tests hold the symmetries on pieces to.
#[cfg(test)]
pub(super) fn seen_by_stickers(map: impl Fn(Vector) -> Vector, cube: &Cubies) -> Cubies {
    let stickers = cube.stickers(*b"012345");
    let to = stickers_carried(&map);
    let mut seen = [0u8; 54];
    for (i, &colour) in stickers.iter().enumerate() {
        let face = usize::from(colour - b'0');
        seen[usize::from(to[i])] = b'0' + face_facing(map(FACES[face].normal));
    }
    Cubies::from_stickers(&seen).expect("a cube seen through a symmetry is a cube")
}

/// For each symmetry, the one that undoes it.
pub(super) fn inverses() -> [usize; SYMMETRIES] {
    let composed = composed();
    std::array::from_fn(|s| {
        (0..SYMMETRIES)
            .find(|&t| composed[t][s] == 0)
            .expect("an inverse")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::coord::Phase1;
    use crate::rng::Rng;

    /// The cube seen through symmetry `s`, sticker by sticker.
    fn conjugate_by_stickers(s: usize, cube: &Cubies) -> Cubies {
        seen_by_stickers(|v| image(s, v), cube)
    }

    #[test]
    fn symmetries_act_on_pieces_as_on_stickers() {
        let mut rng = Rng::new(16);
        for (s, undo) in inverses().into_iter().enumerate() {
            let symmetry = Symmetry::new(s);
            assert_eq!(symmetry.conjugate(&Cubies::SOLVED), Cubies::SOLVED);
            for _ in 0..100 {
                let cube = Cubies::random(&mut rng);
                let seen = symmetry.conjugate(&cube);
                assert_eq!(seen, conjugate_by_stickers(s, &cube), "symmetry {s}");
                assert_eq!(Symmetry::new(undo).conjugate(&seen), cube);
            }
        }
        // Seen through one symmetry and then another: through the two composed.
        let composed = composed();
        let cube = Cubies::random(&mut rng);
        for (t, after) in composed.iter().enumerate() {
            for (s, &u) in after.iter().enumerate() {
                let twice = Symmetry::new(t).conjugate(&Symmetry::new(s).conjugate(&cube));
                assert_eq!(twice, Symmetry::new(usize::from(u)).conjugate(&cube));
            }
        }
        let distinct: std::collections::HashSet<[u8; 24]> =
            (0..SYMMETRIES).map(|s| Symmetry::new(s).edges).collect();
        assert_eq!(distinct.len(), SYMMETRIES);
    }

    #[test]
    fn a_turn_seen_through_a_symmetry_is_its_image_and_the_subgroup_stays() {
        let mut rng = Rng::new(17);
        for s in 0..SYMMETRIES {
            let symmetry = Symmetry::new(s);
            let cube = Cubies::random(&mut rng);
            for m in 0..12u8 {
                let mut turned = cube;
                turned.turn(m);
                let seen = symmetry.conjugate(&turned);
                let before = symmetry.conjugate(&cube);
                let same_turn: Vec<u8> = (0..12u8)
                    .filter(|&n| {
                        let mut other = before;
                        other.turn(n);
                        other == seen
                    })
                    .collect();
                assert_eq!(same_turn, [turn_image(s, m)], "symmetry {s}, move {m}");
            }
            // A cube of the subgroup stays in it.
            let mut inside = Cubies::SOLVED;
            for g in [8, 1, 1, 11, 5, 5, 9, 3, 3, 10] {
                inside.turn(g);
            }
            let seen = Phase1::of(&symmetry.conjugate(&inside));
            assert_eq!(seen, Phase1::solved(), "symmetry {s}");
        }
    }
}
