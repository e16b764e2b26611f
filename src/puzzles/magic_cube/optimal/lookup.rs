//! The coordinates the optimal search reads its tables at: a cube's layer coset
//! ([`layer_cosets`](crate::puzzles::magic_cube::layer_cosets)), read off the cube or off its inverse, or
//! turned by a move; and its corners (permutation and twist).

use super::Size;
use crate::puzzles::magic_cube::coord::{MoveTables, TWISTS};
use crate::puzzles::magic_cube::cubie::Cubies;
use crate::puzzles::magic_cube::layer_cosets::{packed, LayerMoves};
use crate::puzzles::magic_cube::symmetry::{CornerClasses, EdgePart, LayerCosetClasses};
use crate::search::rank::{rank_arrangement, rank_subset};

/// A cube's layer coset: top-layer corners, twist, and the edges' part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Coset {
    pub layers: u16,
    pub twist: u16,
    pub edges: EdgePart,
}

/// 3^i for the seven corners the twist counts.
const POW3: [u16; 8] = [1, 3, 9, 27, 81, 243, 729, 0];

/// Bit 0 of each byte.
const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// Bit 0 of each byte of `x` (the others 0), gathered: byte i's as bit i.
#[inline]
fn byte_bits(x: u64) -> u32 {
    // Byte i's bit lands on bit 56 + i of the product and nothing else reaches those bits.
    (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Which bytes of `x`, each below 128, are at least `k`, as bits.
#[inline]
fn at_least(x: u64, k: u8) -> u32 {
    // Adding 128 − k to a byte below 128 sets its high bit exactly where it was at least k, and
    // carries into no other byte.
    byte_bits((x + LOW_BITS * u64::from(128 - k)) >> 7 & LOW_BITS)
}

/// The move tables and classes of the coordinates, and ranks of sets of positions.
#[derive(Debug)]
pub struct Coordinates {
    pub moves: MoveTables,
    pub layer_moves: LayerMoves,
    pub classes: LayerCosetClasses,
    pub corner_classes: CornerClasses<TWISTS>,
    /// The rank of each set of four of twelve positions, as a mask (the slice).
    rank12: Vec<u16>,
    /// The rank of each set of four of eight (top-layer corners, bottom edges among the rest).
    rank8: [u8; 256],
    /// The rank of each order of the four middle-layer edges ([`slice_order`]'s), written as
    /// the edge (0 to 3) on each position from the lowest up, two bits each.
    ///
    /// [`slice_order`]: crate::puzzles::magic_cube::layer_cosets::slice_order
    rank_order: [u8; 256],
    /// The size of the table, whose cosets hold where the bottom edges are (small), every
    /// edge's flip (medium), or the slice in order and the flips off it (large).
    size: Size,
}

impl Coordinates {
    /// The classes of the cosets of a table of size `size`.
    pub fn classes(size: Size) -> LayerCosetClasses {
        match size {
            Size::Tiny => LayerCosetClasses::without_bottom(),
            Size::Small => LayerCosetClasses::new(),
            Size::Medium => LayerCosetClasses::with_every_flip(),
            Size::Large => LayerCosetClasses::with_slice_order(),
        }
    }

    /// The tables of a coset table of size `size` (some hundred milliseconds).
    pub fn new(size: Size) -> Self {
        let rank = |m: u32| match m.count_ones() {
            4 => rank_subset(m),
            _ => 0,
        };
        Self {
            moves: MoveTables::new(),
            layer_moves: LayerMoves::new(),
            classes: Self::classes(size),
            corner_classes: CornerClasses::with_twist(),
            rank12: (0..4096).map(|m| rank(m) as u16).collect(),
            rank8: std::array::from_fn(|m| rank(m as u32) as u8),
            rank_order: std::array::from_fn(|code| {
                let edges: [u8; 4] = std::array::from_fn(|k| (code >> (2 * k) & 3) as u8);
                rank_arrangement(&edges, 4) as u8
            }),
            size,
        }
    }

    /// The coset from the masks of the positions of the top-layer corners, the middle-layer
    /// edges and the bottom-layer edges, the flip at each position, the twist, and the
    /// middle-layer edges' order (as `rank_order` takes it; only the large table reads it):
    /// every field, whichever the table reads.
    #[inline]
    fn coset(
        &self,
        top: u32,
        middle: u32,
        bottom: u32,
        flips: u32,
        twist: u16,
        order: usize,
    ) -> Coset {
        let slice = self.rank12[middle as usize];
        // The flips of the middle positions, lowest first; the bottom positions among the rest.
        let ordered = packed(flips, middle) as u16;
        let among = packed(bottom, !middle & 0xfff);
        Coset {
            layers: u16::from(self.rank8[top as usize]),
            twist,
            edges: EdgePart {
                flips: slice * 16 + ordered,
                bottom: slice * 70 + u16::from(self.rank8[among as usize]),
                // The flip coordinate: the flips of positions 0 to 10.
                flip: (flips & 0x7ff) as u16,
                order: slice * 24 + u16::from(self.rank_order[order]),
            },
        }
    }

    /// The coset of `cube`.
    #[inline]
    pub fn of(&self, cube: &Cubies) -> Coset {
        let (mut top, mut twist) = (0, 0);
        for (piece, &v) in cube.corners.iter().enumerate() {
            twist += u16::from(v % 3) * POW3[usize::from(v / 3)];
            top |= u32::from(piece < 4) << (v / 3);
        }
        let (mut middle, mut bottom, mut flips) = (0, 0, 0);
        for (piece, &v) in cube.edges.iter().enumerate() {
            let at = v / 2;
            middle |= u32::from(piece >= 8) << at;
            bottom |= u32::from((4..8).contains(&piece)) << at;
            flips |= u32::from(v % 2) << at;
        }
        // Which middle-layer edge stands on each of their positions: edge k on the one with as
        // many of them below it.
        let order = match self.size {
            Size::Large => (0..4).fold(0, |order, k| {
                let below = middle & ((1 << (cube.edges[8 + k] / 2)) - 1);
                order | k << (2 * below.count_ones())
            }),
            _ => 0,
        };
        self.coset(top, middle, bottom, flips, twist, order)
    }

    /// The coset of `cube`'s inverse, in which the piece at position i is the one whose home
    /// `cube` puts piece i on, with the opposite twist and the same flip.
    #[inline]
    pub fn of_inverse(&self, cube: &Cubies) -> Coset {
        let mut twist = 0;
        for (i, &v) in cube.corners[..7].iter().enumerate() {
            twist += u16::from((3 - v % 3) % 3) * POW3[i];
        }
        // A byte a piece: position i's piece is on top where its slot is below 12, in the
        // middle layer from slot 16, the bottom from 8; bit 0 is the flip.
        let corners = u64::from_le_bytes(cube.corners);
        let (low, high) = cube.edges.split_at(8);
        let edges = [
            u64::from_le_bytes(low.try_into().expect("eight edges")),
            u64::from(u32::from_le_bytes(high.try_into().expect("four edges"))),
        ];
        let each = |f: &dyn Fn(u64) -> u32| f(edges[0]) | f(edges[1]) << 8;
        let middle = each(&|x| at_least(x, 16));
        // The inverse's middle-layer edge on the i-th of their positions, q, is the one whose
        // home `cube` puts piece q on.
        let order = match self.size {
            Size::Large => {
                let (mut order, mut left) = (0, middle);
                for i in 0..4 {
                    let q = left.trailing_zeros() as usize;
                    order |= usize::from(cube.edges[q] / 2 - 8) << (2 * i);
                    left &= left - 1;
                }
                order
            }
            _ => 0,
        };
        self.coset(
            !at_least(corners, 12) & 0xff,
            middle,
            each(&|x| at_least(x, 8)) & !middle,
            each(&|x| byte_bits(x & LOW_BITS)),
            twist,
            order,
        )
    }

    /// `coset` after move `m`, a quarter or a half turn: the fields the table reads (the bottom
    /// edges, every edge's flip, or the slice's order only where it holds them; the others as
    /// they were).
    #[inline]
    pub fn turned(&self, coset: Coset, m: u8) -> Coset {
        let (m, layers, edges) = (usize::from(m), &self.layer_moves, coset.edges);
        // Each move table read costs a wait on the caches: the bottom edges' table is 1.2 MB.
        let flip = || self.moves.flip[usize::from(edges.flip)][m];
        let (bottom, flip, order) = match self.size {
            Size::Small => (
                layers.slice_bottom[usize::from(edges.bottom)][m],
                edges.flip,
                edges.order,
            ),
            Size::Medium => (edges.bottom, flip(), edges.order),
            Size::Large => (
                edges.bottom,
                flip(),
                layers.slice_order[usize::from(edges.order)][m],
            ),
            Size::Tiny => (edges.bottom, edges.flip, edges.order),
        };
        Coset {
            layers: layers.corner_layers[usize::from(coset.layers)][m],
            twist: self.moves.twist[usize::from(coset.twist)][m],
            edges: EdgePart {
                flips: layers.slice_flips[usize::from(edges.flips)][m],
                bottom,
                flip,
                order,
            },
        }
    }

    /// Corner permutation `corners` and twist `twist` after move `m`.
    #[inline]
    pub fn corners_turned(&self, corners: u16, twist: u16, m: u8) -> (u16, u16) {
        let (m, moves) = (usize::from(m), &self.moves);
        (
            moves.corner_permutation[usize::from(corners)][m],
            moves.twist[usize::from(twist)][m],
        )
    }

    /// The index of `coset`'s entry.
    #[inline]
    pub fn index(&self, coset: Coset) -> usize {
        self.classes.index(coset.layers, coset.twist, coset.edges)
    }

    /// The index of the corner table's entry of corner permutation `corners` and twist
    /// `twist`.
    #[inline]
    pub fn corner_index(&self, corners: u16, twist: u16) -> usize {
        self.corner_classes.index(corners, twist)
    }
}

/// The corner permutation coordinate of `cube`.
#[inline]
pub fn corner_permutation(cube: &Cubies) -> u16 {
    let mut at = [0u8; 8];
    for (piece, &v) in cube.corners.iter().enumerate() {
        at[usize::from(v / 3)] = piece as u8;
    }
    rank_arrangement(&at, 8) as u16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::coord::{self, twist};
    use crate::puzzles::magic_cube::layer_cosets::{
        corner_layers, slice_bottom, slice_flips, slice_order,
    };
    use crate::rng::Rng;

    #[test]
    fn bits_are_packed_and_bytes_compared_as_one_at_a_time() {
        for mask in (0..4096u32).filter(|m| m.count_ones() == 4 || m.count_ones() == 8) {
            for bits in 0..4096u32 {
                let under: Vec<u32> = (0..12).filter(|p| mask >> p & 1 == 1).collect();
                let expected = under
                    .iter()
                    .enumerate()
                    .fold(0, |out, (k, &p)| out | (bits >> p & 1) << k);
                assert_eq!(
                    packed(bits, mask),
                    expected,
                    "{bits:012b} under {mask:012b}"
                );
            }
        }
        let mut rng = Rng::new(13);
        for _ in 0..10_000 {
            let bytes: [u8; 8] = std::array::from_fn(|_| rng.below(24) as u8);
            let x = u64::from_le_bytes(bytes);
            for k in [8, 12, 16] {
                let expected = (0..8).fold(0, |m, i| m | u32::from(bytes[i] >= k) << i);
                assert_eq!(at_least(x, k), expected);
            }
            let flips = (0..8).fold(0, |m, i| m | u32::from(bytes[i] & 1) << i);
            assert_eq!(byte_bits(x & LOW_BITS), flips);
        }
    }

    #[test]
    fn cosets_read_fast_are_those_of_the_coordinates_for_cube_and_inverse() {
        let sizes =
            [Size::Small, Size::Medium, Size::Large].map(|size| (Coordinates::new(size), size));
        let slow = |cube: &Cubies| Coset {
            layers: corner_layers(cube),
            twist: twist(cube),
            edges: EdgePart {
                flips: slice_flips(cube),
                bottom: slice_bottom(cube),
                flip: coord::flip(cube),
                order: slice_order(cube),
            },
        };
        let mut rng = Rng::new(12);
        for _ in 0..2000 {
            let cube = Cubies::random(&mut rng);
            for (coordinates, size) in &sizes {
                // The order is read only for the large table.
                let order = |mut coset: Coset| {
                    if *size != Size::Large {
                        coset.edges.order = 0;
                    }
                    coset
                };
                assert_eq!(order(coordinates.of(&cube)), order(slow(&cube)));
                let inverse = slow(&cube.inverse());
                assert_eq!(order(coordinates.of_inverse(&cube)), order(inverse));
            }
            assert_eq!(corner_permutation(&cube), coord::corner_permutation(&cube));
            for m in 0..18 {
                let mut turned = cube;
                turned.turn(m);
                for (coordinates, size) in &sizes {
                    let (mut fast, mut slow) = (coordinates.turned(slow(&cube), m), slow(&turned));
                    // What the table does not hold is left as it was.
                    if *size == Size::Small {
                        (fast.edges.flip, slow.edges.flip) = (0, 0);
                    } else {
                        (fast.edges.bottom, slow.edges.bottom) = (0, 0);
                    }
                    if *size != Size::Large {
                        (fast.edges.order, slow.edges.order) = (0, 0);
                    }
                    assert_eq!(fast, slow, "{size:?}");
                }
            }
        }
    }
}
