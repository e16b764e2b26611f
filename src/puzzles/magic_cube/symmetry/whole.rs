//! All 48 symmetries of the cube, for targets that every symmetry keeps (corners in their
//! tetrads, edges in their slices): the 16 of [`group`](super::group), each after a third of a
//! turn about the diagonal through the top-right-front corner, none, once or twice
//! ([`whole_image`]). Three thirds carry the top–bottom axis to each of the three axes, and the
//! 16 keep it where it is, so together they carry it everywhere it can go, each way round: 48.
//!
//! The 16 keep a corner's top or bottom colour on the top or bottom, so they carry a twist to a
//! twist without looking at colours ([`Symmetry`](super::Symmetry)); these carry the top–bottom
//! axis to another, so which sticker of a piece shows its reference colour after them depends
//! on the piece. Each is therefore made from the sticker model itself: for every piece and every
//! oriented slot it may stand in, which piece it becomes and where ([`WholeSymmetry::new`]).

use super::group::{face_facing, image, stickers_carried};
use crate::puzzles::magic_cube::cubie::{
    place, Cubies, CORNER_STICKERS, EDGE_STICKERS, HOME_CORNER_FACES, HOME_EDGE_FACES,
};
use crate::puzzles::magic_cube::model::{Vector, FACES};

/// The number of symmetries of the cube, reflections among them.
pub const WHOLE_SYMMETRIES: usize = 48;

/// Where whole symmetry `s` carries the point or direction `v`: s / 16 thirds of a turn about
/// the top-right-front diagonal, (x, y, z) → (y, z, x), then the symmetry s % 16 of the
/// top–bottom axis ([`image`]).
pub fn whole_image(s: usize, v: Vector) -> Vector {
    let mut v = v;
    for _ in 0..s / 16 {
        v = [v[1], v[2], v[0]];
    }
    image(s % 16, v)
}

/// One of the 48 symmetries as it acts on the pieces and the turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeSymmetry {
    /// For each corner piece and each oriented slot (3·position + twist) it may stand in: the
    /// piece it becomes and the oriented slot it then stands in.
    corners: [[(u8, u8); 24]; 8],
    /// The same for each edge piece (2·position + flip).
    edges: [[(u8, u8); 24]; 12],
    /// Where it carries each face turn (twelve quarter turns, then six half turns).
    turns: [u8; 18],
}

impl WholeSymmetry {
    /// Whole symmetry `s`, from the sticker model: microseconds.
    ///
    /// # Panics
    /// If `s` is not below [`WHOLE_SYMMETRIES`].
    pub fn new(s: usize) -> Self {
        assert!(s < WHOLE_SYMMETRIES, "symmetry {s}");
        let map = |v| whole_image(s, v);
        let stickers = stickers_carried(map);
        let faces: [u8; 6] = std::array::from_fn(|f| face_facing(map(FACES[f].normal)));
        // A reflection turns every face's quarter turns the other way round.
        let reflection = s % 16 >= 8;
        let turns = std::array::from_fn(|m| match m {
            0..12 => 2 * faces[m / 2] + ((m as u8 % 2) ^ u8::from(reflection)),
            _ => 12 + faces[m - 12],
        });
        Self {
            corners: std::array::from_fn(|q| {
                std::array::from_fn(|slot| {
                    carried(
                        &CORNER_STICKERS,
                        &HOME_CORNER_FACES,
                        q,
                        slot,
                        &stickers,
                        &faces,
                    )
                })
            }),
            edges: std::array::from_fn(|q| {
                std::array::from_fn(|slot| {
                    carried(&EDGE_STICKERS, &HOME_EDGE_FACES, q, slot, &stickers, &faces)
                })
            }),
            turns,
        }
    }

    /// The cube seen through the symmetry: each sticker carried where the symmetry puts it,
    /// with the colour of the face the symmetry makes of its own.
    pub fn conjugate(&self, cube: &Cubies) -> Cubies {
        let mut seen = Cubies::SOLVED;
        for (q, &slot) in cube.corners.iter().enumerate() {
            let (piece, at) = self.corners[q][usize::from(slot)];
            seen.corners[usize::from(piece)] = at;
        }
        for (q, &slot) in cube.edges.iter().enumerate() {
            let (piece, at) = self.edges[q][usize::from(slot)];
            seen.edges[usize::from(piece)] = at;
        }
        seen
    }

    /// Edge piece `q` in oriented slot `slot`, seen through the symmetry: the piece it becomes
    /// and the oriented slot it stands in.
    pub fn edge(&self, q: usize, slot: u8) -> (u8, u8) {
        self.edges[q][usize::from(slot)]
    }

    /// Where the symmetry carries face turn `m`: a cube turned by `m` and seen through the
    /// symmetry is the cube seen through it turned by the image.
    pub fn turn(&self, m: u8) -> u8 {
        self.turns[usize::from(m)]
    }
}

/// Piece `q` (of the pieces whose home faces are `homes`, on positions whose sticker lists are
/// `lists`) standing in oriented slot `slot`, carried by a symmetry that takes each sticker to
/// `stickers` and each face to `faces`: the piece it becomes, and the oriented slot it stands in.
/// A piece in slot K·p + t shows its first home face on sticker t of position p, its j-th home
/// face on sticker t + j (as `Cubies::stickers` paints it).
fn carried<const K: usize, const P: usize>(
    lists: &[[u8; K]; P],
    homes: &[[u8; K]; P],
    q: usize,
    slot: usize,
    stickers: &[u8; 54],
    faces: &[u8; 6],
) -> (u8, u8) {
    let (p, t) = (slot / K, slot % K);
    // Home face j of the piece, carried, and the sticker it then shows on.
    let shown: [(u8, u8); K] = std::array::from_fn(|j| {
        let sticker = lists[p][(t + j) % K];
        (
            faces[usize::from(homes[q][j])],
            stickers[usize::from(sticker)],
        )
    });
    let becomes = (0..P)
        .find(|&r| {
            let mut home = homes[r];
            let mut carried = shown.map(|(face, _)| face);
            home.sort_unstable();
            carried.sort_unstable();
            home == carried
        })
        .expect("a symmetry carries a piece's faces to a piece's");
    let first = homes[becomes][0];
    let (_, sticker) = shown
        .into_iter()
        .find(|&(face, _)| face == first)
        .expect("the piece's first face");
    let (position, index) = place(lists, sticker);
    (becomes as u8, (K * position + index) as u8)
}

#[cfg(test)]
mod tests {
    use super::super::group::seen_by_stickers;
    use super::*;
    use crate::puzzles::magic_cube::model::STICKERS;
    use crate::rng::Rng;

    /// The cube seen through whole symmetry `s`, sticker by sticker.
    fn conjugate_by_stickers(s: usize, cube: &Cubies) -> Cubies {
        seen_by_stickers(|v| whole_image(s, v), cube)
    }

    #[test]
    fn the_whole_symmetries_are_48_and_act_on_pieces_as_on_stickers() {
        let maps: std::collections::HashSet<Vec<Vector>> = (0..WHOLE_SYMMETRIES)
            .map(|s| {
                let basis = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
                basis.iter().map(|&v| whole_image(s, v)).collect()
            })
            .collect();
        assert_eq!(maps.len(), WHOLE_SYMMETRIES, "48 distinct maps of space");
        assert_eq!(
            whole_image(0, [1, 2, 3]),
            [1, 2, 3],
            "the first is the identity"
        );
        let mut rng = Rng::new(48);
        for s in 0..WHOLE_SYMMETRIES {
            let symmetry = WholeSymmetry::new(s);
            assert_eq!(symmetry.conjugate(&Cubies::SOLVED), Cubies::SOLVED, "{s}");
            for _ in 0..50 {
                let cube = Cubies::random(&mut rng);
                assert_eq!(
                    symmetry.conjugate(&cube),
                    conjugate_by_stickers(s, &cube),
                    "symmetry {s}"
                );
            }
        }
        // A sticker of the top face goes to every face under some symmetry.
        let top = STICKERS.iter().position(|st| st.face == 4).unwrap();
        let reached: std::collections::HashSet<u8> = (0..WHOLE_SYMMETRIES)
            .map(|s| {
                let to = stickers_carried(|v| whole_image(s, v));
                STICKERS[usize::from(to[top])].face
            })
            .collect();
        assert_eq!(reached.len(), 6);
    }

    #[test]
    fn a_turn_seen_through_a_symmetry_is_its_image() {
        let mut rng = Rng::new(49);
        for s in 0..WHOLE_SYMMETRIES {
            let symmetry = WholeSymmetry::new(s);
            let cube = Cubies::random(&mut rng);
            for m in 0..18u8 {
                let mut turned = cube;
                turned.turn(m);
                let mut seen = symmetry.conjugate(&cube);
                seen.turn(symmetry.turn(m));
                assert_eq!(symmetry.conjugate(&turned), seen, "symmetry {s}, turn {m}");
            }
        }
    }
}
