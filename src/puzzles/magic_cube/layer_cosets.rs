//! Which pieces are in which layer: the coordinates of the cosets the optimal solver's table
//! holds, after Rokicki's nxopt (its "EO1 EP3" subgroup).
//!
//! The subgroup keeps every piece in its layer — the top layer's corners and edges on top, the
//! middle layer's edges in the middle, the bottom layer's below —, every corner's twist and the
//! middle-layer edges' flips; it permutes pieces within their layers at will and flips the top
//! and bottom edges. It holds the top and bottom quarter turns. A coset is:
//!
//! - the corners: the twist (2,187) and which four positions hold the top layer's corners
//!   ([`corner_layers`], 70);
//! - the edges: which four positions hold the middle layer's edges (the slice, 495), the flips
//!   of the edges there, in the order of their positions (16), and which four of the other
//!   eight positions hold the bottom layer's edges (70): [`slice_flips`] and [`slice_bottom`],
//!   which share the slice.
//!
//! 2,187 · 70 · 495 · 16 · 70 = 84,878,928,000 cosets, as 5,505,192,000 entries under the 16
//! symmetries of the top–bottom axis ([`LayerCosetClasses`](super::symmetry::LayerCosetClasses)).
//!
//! The larger tables' subgroups hold the same turns and keep the middle-layer edges in their
//! layer too, so their cosets start from the same slice; the largest tells the middle-layer
//! edges apart: which of them stands on each position of the slice, in order
//! ([`slice_order`], 495 · 24 = 11,880).

use super::coord::{move_table_of, slice, with_slice};
use super::cubie::{Cubies, FACE_TURNS};
use crate::search::rank::{rank_arrangement, rank_subset, unrank_arrangement, unrank_subset};

/// The values of [`corner_layers`]: the sets of four of the eight corner positions.
pub const CORNER_LAYERS: usize = 70;

/// The values of [`slice_flips`]: a slice times four flips.
pub const SLICE_FLIPS: usize = 495 * 16;

/// The values of [`slice_bottom`]: a slice times a set of four of the other eight positions.
pub const SLICE_BOTTOMS: usize = 495 * 70;

/// The values of an edge part: a slice, four flips, and a set of four of the other positions.
pub const EDGE_PARTS: usize = 495 * 16 * 70;

/// The values of [`slice_order`]: a slice times an order of the four middle-layer edges on it.
pub const SLICE_ORDERS: usize = 495 * 24;

/// The positions of pieces at oriented slots `slots` (`per` slots a position), as a mask.
fn positions(slots: &[u8], per: u8) -> u32 {
    slots.iter().fold(0, |mask, &slot| mask | 1 << (slot / per))
}

/// Which positions hold the top layer's corners (pieces 0 to 3), as the rank of the set.
pub fn corner_layers(cube: &Cubies) -> u16 {
    rank_subset(positions(&cube.corners[..4], 3)) as u16
}

/// The middle-layer edges' flips, in the order of their positions: bit k is the flip of the
/// edge on the k-th lowest position that holds one.
fn middle_flips(cube: &Cubies) -> u16 {
    let mut at: [(u8, u8); 4] = std::array::from_fn(|k| {
        let slot = cube.edges[8 + k];
        (slot / 2, slot % 2)
    });
    at.sort_unstable();
    at.iter()
        .enumerate()
        .fold(0, |bits, (k, &(_, flip))| bits | u16::from(flip) << k)
}

/// The slice, then the middle-layer edges' flips in the order of their positions.
pub fn slice_flips(cube: &Cubies) -> u16 {
    slice(cube) * 16 + middle_flips(cube)
}

/// The slice, then which middle-layer edge stands on each of its positions: the rank
/// ([`rank_arrangement`]) of the edges' numbers (0 to 3, pieces 8 to 11) from the lowest
/// position up.
pub fn slice_order(cube: &Cubies) -> u16 {
    let mut at: [(u8, u8); 4] = std::array::from_fn(|k| (cube.edges[8 + k] / 2, k as u8));
    at.sort_unstable();
    slice(cube) * 24 + rank_arrangement(&at.map(|(_, k)| k), 4) as u16
}

/// For six bits and a mask of six, the bits under the mask, packed from bit 0 up.
const PACKED: [[u8; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut bits = 0;
    while bits < 64 {
        let mut mask = 0;
        while mask < 64 {
            let (mut out, mut k, mut p) = (0, 0, 0);
            while p < 6 {
                if mask >> p & 1 == 1 {
                    out |= (bits >> p & 1) << k;
                    k += 1;
                }
                p += 1;
            }
            table[bits][mask] = out as u8;
            mask += 1;
        }
        bits += 1;
    }
    table
};

/// The bits of `bits` under the twelve-bit `mask`, packed from bit 0 up.
#[inline]
pub fn packed(bits: u32, mask: u32) -> u32 {
    let half = |shift: u32| {
        u32::from(PACKED[(bits >> shift & 63) as usize][(mask >> shift & 63) as usize])
    };
    half(0) | half(6) << (mask & 63).count_ones()
}

/// The slice, then which of the other eight positions hold the bottom layer's edges (pieces
/// 4 to 7).
pub fn slice_bottom(cube: &Cubies) -> u16 {
    let middle = positions(&cube.edges[8..], 2);
    let bottom = packed(positions(&cube.edges[4..8], 2), !middle & 0xfff);
    slice(cube) * 70 + rank_subset(bottom) as u16
}

/// A cube whose top-layer corners stand, in order, on the `v`-th set of four positions, the
/// others in order on the rest, none twisted.
pub(super) fn with_corner_layers(v: usize) -> Cubies {
    let mask = unrank_subset(v, 4);
    let (mut top, mut rest) = (
        (0..8).filter(|p| mask >> p & 1 == 1),
        (0..8).filter(|p| mask >> p & 1 == 0),
    );
    let mut cube = Cubies::SOLVED;
    for piece in 0..8 {
        let p = match piece < 4 {
            true => top.next(),
            false => rest.next(),
        };
        cube.corners[piece] = 3 * p.expect("a position") as u8;
    }
    cube
}

/// A cube of slice and flips `v` ([`slice_flips`]).
pub(super) fn with_slice_flips(v: usize) -> Cubies {
    let mut cube = with_slice(v / 16);
    // with_slice puts the middle-layer edges on their positions in order.
    for k in 0..4 {
        cube.edges[8 + k] |= (v >> k & 1) as u8;
    }
    cube
}

/// A cube of slice and bottom edges `v` ([`slice_bottom`]).
pub(super) fn with_slice_bottom(v: usize) -> Cubies {
    let mut cube = with_slice(v / 70);
    let middle = positions(&cube.edges[8..], 2);
    let others: Vec<u8> = (0..12u8).filter(|p| middle >> p & 1 == 0).collect();
    let chosen = unrank_subset(v % 70, 4);
    let (mut bottom, mut top) = (
        (0..8).filter(|k| chosen >> k & 1 == 1).map(|k| others[k]),
        (0..8).filter(|k| chosen >> k & 1 == 0).map(|k| others[k]),
    );
    for piece in 0..8 {
        let p = match (4..8).contains(&piece) {
            true => bottom.next(),
            false => top.next(),
        };
        cube.edges[piece] = 2 * p.expect("a position");
    }
    cube
}

/// A cube of slice and order `v` ([`slice_order`]).
pub(super) fn with_slice_order(v: usize) -> Cubies {
    let mut cube = with_slice(v / 24);
    let mut order = [0; 4];
    unrank_arrangement(v % 24, 4, &mut order);
    // with_slice puts the middle-layer edges on their positions in order: the k-th lowest
    // position is to hold edge `order[k]`.
    let slots: [u8; 4] = std::array::from_fn(|k| cube.edges[8 + k]);
    for (k, &edge) in order.iter().enumerate() {
        cube.edges[8 + usize::from(edge)] = slots[k];
    }
    cube
}

/// The move tables of the layer coordinates, for each of the eighteen face turns.
#[derive(Clone, Debug)]
pub struct LayerMoves {
    pub corner_layers: Vec<[u16; FACE_TURNS]>,
    pub slice_flips: Vec<[u16; FACE_TURNS]>,
    pub slice_bottom: Vec<[u16; FACE_TURNS]>,
    pub slice_order: Vec<[u16; FACE_TURNS]>,
}

impl LayerMoves {
    /// The tables, made by turning a cube of each value (some milliseconds).
    pub fn new() -> Self {
        Self {
            corner_layers: move_table_of(CORNER_LAYERS, with_corner_layers, corner_layers),
            slice_flips: move_table_of(SLICE_FLIPS, with_slice_flips, slice_flips),
            slice_bottom: move_table_of(SLICE_BOTTOMS, with_slice_bottom, slice_bottom),
            slice_order: move_table_of(SLICE_ORDERS, with_slice_order, slice_order),
        }
    }
}

impl Default for LayerMoves {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn each_value_reads_back_and_moves_as_the_cube_does() {
        for v in 0..CORNER_LAYERS {
            assert_eq!(usize::from(corner_layers(&with_corner_layers(v))), v);
        }
        for v in 0..SLICE_FLIPS {
            assert_eq!(usize::from(slice_flips(&with_slice_flips(v))), v);
        }
        for v in 0..SLICE_BOTTOMS {
            assert_eq!(usize::from(slice_bottom(&with_slice_bottom(v))), v);
        }
        for v in 0..SLICE_ORDERS {
            let cube = with_slice_order(v);
            assert_eq!(usize::from(slice_order(&cube)), v);
            assert_eq!(slice(&cube), (v / 24) as u16);
        }
        assert_eq!(corner_layers(&Cubies::SOLVED), 0);
        let moves = LayerMoves::new();
        let mut rng = Rng::new(4);
        for _ in 0..500 {
            let cube = Cubies::random(&mut rng);
            for m in 0..FACE_TURNS as u8 {
                let mut turned = cube;
                turned.turn(m);
                let m = usize::from(m);
                let (c, f, b, o) = (
                    corner_layers(&cube),
                    slice_flips(&cube),
                    slice_bottom(&cube),
                    slice_order(&cube),
                );
                assert_eq!(
                    moves.corner_layers[usize::from(c)][m],
                    corner_layers(&turned)
                );
                assert_eq!(moves.slice_flips[usize::from(f)][m], slice_flips(&turned));
                assert_eq!(moves.slice_bottom[usize::from(b)][m], slice_bottom(&turned));
                assert_eq!(moves.slice_order[usize::from(o)][m], slice_order(&turned));
            }
        }
    }
}
