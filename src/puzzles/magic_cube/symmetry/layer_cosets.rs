//! The classes of the layer cosets ([`layer_cosets`](crate::puzzles::magic_cube::layer_cosets)) under the
//! symmetries: the corners' part (twist and top-layer corners) in classes, the edges' part
//! seen through the symmetry that takes the corners' part to its class's representative.
//!
//! The edges' part is one of four ([`Edges`]), each the cosets of a subgroup that holds the
//! top and bottom turns: the slice and the middle-layer edges' flips
//! ([`LayerCosetClasses::without_bottom`], 78,645,600 entries); those and which positions hold
//! the bottom edges ([`LayerCosetClasses::new`], 70 times as many); the slice and every
//! edge's flip ([`LayerCosetClasses::with_every_flip`], 128 times as many); or the slice in
//! order and the flips of the edges off it ([`LayerCosetClasses::with_slice_order`], 384 times
//! as many).

use super::classes::{seen_through, Classes};
use super::cosets::FlipSlice;
use super::group::SYMMETRIES;
use crate::puzzles::magic_cube::coord::{twist, with_twist, FLIPS, SLICES, TWISTS};
use crate::puzzles::magic_cube::layer_cosets::{
    corner_layers, packed, slice_bottom, slice_flips, slice_order, with_corner_layers,
    with_slice_bottom, with_slice_flips, with_slice_order, CORNER_LAYERS, EDGE_PARTS,
    SLICE_BOTTOMS, SLICE_FLIPS, SLICE_ORDERS,
};

/// The number of classes of the corners' part.
pub const LAYER_CLASSES: usize = 9930;

/// The number of entries of the layer cosets: a class of the corners' part times an edges'
/// part.
pub const LAYER_COSETS: usize = LAYER_CLASSES * EDGE_PARTS;

/// The number of entries of the layer cosets without the bottom edges: a class of the corners'
/// part times a slice and its flips.
pub const LAYER_COSETS_WITHOUT_BOTTOM: usize = LAYER_CLASSES * SLICE_FLIPS;

/// The number of entries of the layer cosets with every edge's flip: a class of the corners'
/// part times a slice and a flip.
pub const LAYER_COSETS_WITH_EVERY_FLIP: usize = LAYER_CLASSES * SLICES * FLIPS;

/// The number of entries of the layer cosets with the slice in order: a class of the corners'
/// part times a slice in order and the flips of the eight edges off it.
pub const LAYER_COSETS_WITH_SLICE_ORDER: usize = LAYER_CLASSES * SLICE_ORDERS * 256;

/// The edges' part of a layer coset: slice and flips, slice and bottom edges, slice and
/// order, which agree on the slice, and every edge's flip (the flip coordinate,
/// [`flip`](crate::puzzles::magic_cube::coord::flip)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct EdgePart {
    pub flips: u16,
    pub bottom: u16,
    pub flip: u16,
    pub order: u16,
}

/// What of the edges a kind of layer coset holds beside the slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edges {
    /// The middle-layer edges' flips: [`SLICE_FLIPS`] values.
    MiddleFlips,
    /// Those, and which four of the other positions hold the bottom edges: [`EDGE_PARTS`].
    Bottom,
    /// Every edge's flip: [`SLICES`] · [`FLIPS`].
    EveryFlip,
    /// The slice in order, and the flips of the positions that do not hold middle-layer
    /// edges, from the lowest up: [`SLICE_ORDERS`] · 256.
    SliceOrder,
}

/// The symmetries' action on the layer coordinates, and the classes of the corners' part: the
/// cosets as [`LAYER_CLASSES`] indices times the edges' parts.
#[derive(Clone, Debug)]
pub struct LayerCosetClasses {
    /// The classes of the corners' part, top-layer corners · [`TWISTS`] + twist.
    classes: Classes<1>,
    flips: Vec<[u16; SYMMETRIES]>,
    /// The bottom edges seen through each symmetry; none where the cosets leave them out.
    bottom: Vec<[u16; SYMMETRIES]>,
    /// The slice in order seen through each symmetry; none where the cosets leave it out.
    orders: Vec<[u16; SYMMETRIES]>,
    /// Flip and slice seen through each symmetry.
    flip_slice: FlipSlice,
    edges: Edges,
    /// The values of the edges' part.
    parts: usize,
}

impl LayerCosetClasses {
    /// The tables: a few hundred milliseconds.
    pub fn new() -> Self {
        let twists = seen_through(TWISTS, &with_twist, twist);
        let layers = seen_through(CORNER_LAYERS, &with_corner_layers, corner_layers);
        let mut classes = Classes::new(CORNER_LAYERS * TWISTS, LAYER_CLASSES, vec![[0; 16]]);
        for v in 0..CORNER_LAYERS * TWISTS {
            classes.add(v, |s| {
                usize::from(layers[v / TWISTS][s]) * TWISTS + usize::from(twists[v % TWISTS][s])
            });
        }
        assert_eq!(classes.representatives.len(), LAYER_CLASSES);
        Self {
            classes,
            flips: seen_through(SLICE_FLIPS, &with_slice_flips, slice_flips),
            bottom: seen_through(SLICE_BOTTOMS, &with_slice_bottom, slice_bottom),
            orders: Vec::new(),
            flip_slice: FlipSlice::new(),
            edges: Edges::Bottom,
            parts: EDGE_PARTS,
        }
    }

    /// The classes of the cosets without the bottom edges: an edges' part is a slice and its
    /// flips; its `bottom` and `flip` are not read.
    pub fn without_bottom() -> Self {
        Self {
            bottom: Vec::new(),
            edges: Edges::MiddleFlips,
            parts: SLICE_FLIPS,
            ..Self::new()
        }
    }

    /// The classes of the cosets with every edge's flip: an edges' part is a slice and a flip;
    /// its `bottom`, and its `flips` but for the slice, are not read.
    pub fn with_every_flip() -> Self {
        Self {
            bottom: Vec::new(),
            edges: Edges::EveryFlip,
            parts: SLICES * FLIPS,
            ..Self::new()
        }
    }

    /// The classes of the cosets with the slice in order: an edges' part is a slice in order
    /// and a flip, of which only the flips off the slice count; its `bottom` and `flips` are
    /// not read.
    pub fn with_slice_order() -> Self {
        Self {
            bottom: Vec::new(),
            orders: seen_through(SLICE_ORDERS, &with_slice_order, slice_order),
            edges: Edges::SliceOrder,
            parts: SLICE_ORDERS * 256,
            ..Self::new()
        }
    }

    /// The number of indices: [`LAYER_COSETS`], [`LAYER_COSETS_WITHOUT_BOTTOM`],
    /// [`LAYER_COSETS_WITH_EVERY_FLIP`] or [`LAYER_COSETS_WITH_SLICE_ORDER`].
    pub fn entries(&self) -> usize {
        LAYER_CLASSES * self.parts
    }

    /// The value of edges' part `edges` seen through symmetry `s`, below `self.parts`.
    #[inline]
    fn through(&self, edges: EdgePart, s: usize) -> usize {
        let flips = || usize::from(self.flips[usize::from(edges.flips)][s]);
        match self.edges {
            Edges::MiddleFlips => flips(),
            Edges::Bottom => {
                flips() * 70 + usize::from(self.bottom[usize::from(edges.bottom)][s] % 70)
            }
            Edges::EveryFlip => {
                let v = usize::from(edges.flips / 16) * FLIPS + usize::from(edges.flip);
                self.flip_slice.conjugate(v, s)
            }
            Edges::SliceOrder => {
                let order = self.orders[usize::from(edges.order)][s];
                let slice = order / 24;
                let flip = self
                    .flip_slice
                    .flip_through(usize::from(edges.flip), s, slice);
                let every = every_flip(usize::from(flip));
                let off = !self.flip_slice.positions(usize::from(slice)) & 0xfff;
                usize::from(order) * 256 + packed(every, off) as usize
            }
        }
    }

    /// The edges' part of value `v`, every field right: without the bottom edges, the slice's
    /// first bottom; with every flip, the slice's first bottom and the middle edges' flips that
    /// the flip has; with the slice in order, those, its flips off the slice and, on it, the
    /// lowest position's flip that makes them even, and the others not flipped.
    #[inline]
    fn part(&self, v: usize) -> EdgePart {
        // The slice and the flips of its positions, from every edge's flip.
        let middle_flips = |slice: usize, every: u32| {
            slice * 16 + packed(every, self.flip_slice.positions(slice)) as usize
        };
        let (flips, bottom, flip, order) = match self.edges {
            Edges::MiddleFlips => (v, 0, 0, 0),
            Edges::Bottom => (v / 70, v % 70, 0, 0),
            Edges::EveryFlip => {
                let (slice, flip) = (v / FLIPS, v % FLIPS);
                (middle_flips(slice, every_flip(flip)), 0, flip, 0)
            }
            Edges::SliceOrder => {
                let (order, off) = (v / 256, v % 256);
                let slice = order / 24;
                let on = self.flip_slice.positions(slice);
                let mut every = unpacked(off as u32, !on & 0xfff);
                every |= (off.count_ones() & 1) << on.trailing_zeros();
                (
                    middle_flips(slice, every),
                    0,
                    (every & 0x7ff) as usize,
                    order,
                )
            }
        };
        EdgePart {
            flips: flips as u16,
            bottom: (flips / 16 * 70 + bottom) as u16,
            flip: flip as u16,
            order: order as u16,
        }
    }

    /// The index of the coset of top-layer corners `layers`, twist `twist` and edges' part
    /// `edges`, the same for every coset of its class: below [`entries`](Self::entries).
    #[inline]
    pub fn index(&self, layers: u16, twist: u16, edges: EdgePart) -> usize {
        let entry = self.classes.class[usize::from(layers) * TWISTS + usize::from(twist)];
        let (class, s) = ((entry >> 4) as usize, (entry & 15) as usize);
        class * self.parts + self.through(edges, s)
    }

    /// The coset at `index`: top-layer corners and twist of the class's representative, and the
    /// edges' part.
    #[inline]
    pub fn coset(&self, index: usize) -> (u16, u16, EdgePart) {
        let corners = self.classes.representatives[index / self.parts] as usize;
        (
            (corners / TWISTS) as u16,
            (corners % TWISTS) as u16,
            self.part(index % self.parts),
        )
    }

    /// Every index of the cosets of the class at `index` that share its representative: the
    /// edges' part seen through each symmetry that keeps the representative.
    pub fn each_alike(&self, index: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let class = index / self.parts;
        let keeping = self.classes.keeping[class];
        if keeping == 1 {
            return visit(index);
        }
        let edges = self.part(index % self.parts);
        (0..SYMMETRIES)
            .filter(|s| keeping >> s & 1 == 1)
            .all(|s| visit(class * self.parts + self.through(edges, s)))
    }
}

/// Every edge's flip, one bit a position, from the flip coordinate (positions 0 to 10): the
/// twelfth edge's flip makes the flips even.
fn every_flip(flip: usize) -> u32 {
    flip as u32 | (flip.count_ones() & 1) << 11
}

/// The low bits of `bits` laid out on the positions of the twelve-bit `mask`, from the lowest
/// up: what [`packed`] undoes.
fn unpacked(bits: u32, mask: u32) -> u32 {
    let (mut out, mut k) = (0, 0);
    for p in (0..12).filter(|p| mask >> p & 1 == 1) {
        out |= (bits >> k & 1) << p;
        k += 1;
    }
    out
}

impl Default for LayerCosetClasses {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::classes::agrees_through_each_symmetry;
    use super::*;
    use crate::puzzles::magic_cube::coord::flip;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn layer_classes_agree_with_the_cubes_seen_through_each_symmetry() {
        let kinds = [
            (LayerCosetClasses::new(), LAYER_COSETS),
            (
                LayerCosetClasses::without_bottom(),
                LAYER_COSETS_WITHOUT_BOTTOM,
            ),
            (
                LayerCosetClasses::with_every_flip(),
                LAYER_COSETS_WITH_EVERY_FLIP,
            ),
            (
                LayerCosetClasses::with_slice_order(),
                LAYER_COSETS_WITH_SLICE_ORDER,
            ),
        ];
        for (classes, len) in kinds {
            assert_eq!(classes.entries(), len);
            // A coset is read with what its kind holds: the slice's first bottom where it has
            // no bottom edges, flip 0 where it has only the middle edges' flips, order 0 where
            // it has no order; with the order, the middle-layer edges' flips as `part` makes
            // them.
            let of = |cube: &Cubies| {
                let cube = &match classes.edges {
                    Edges::SliceOrder => {
                        let mut even = *cube;
                        for edge in &mut even.edges[8..] {
                            *edge &= !1;
                        }
                        let lowest = (8..12).min_by_key(|&k| even.edges[k]).expect("four");
                        even.edges[lowest] |= even.edges.iter().fold(0, |p, e| p ^ e & 1);
                        even
                    }
                    _ => *cube,
                };
                let flips = slice_flips(cube);
                let edges = EdgePart {
                    flips,
                    bottom: match classes.edges {
                        Edges::Bottom => slice_bottom(cube),
                        _ => flips / 16 * 70,
                    },
                    flip: match classes.edges {
                        Edges::EveryFlip | Edges::SliceOrder => flip(cube),
                        _ => 0,
                    },
                    order: match classes.edges {
                        Edges::SliceOrder => slice_order(cube),
                        _ => 0,
                    },
                };
                (corner_layers(cube), twist(cube), edges)
            };
            let mut rng = Rng::new(21);
            for _ in 0..300 {
                let cube = Cubies::random(&mut rng);
                let (l, t, e) = of(&cube);
                assert!(classes.index(l, t, e) < len);
                agrees_through_each_symmetry(
                    &cube,
                    of,
                    |&(l, t, e)| classes.index(l, t, e),
                    |i| classes.coset(i),
                    |i, visit| classes.each_alike(i, visit),
                );
            }
            let solved = of(&Cubies::SOLVED);
            assert_eq!(
                classes.coset(classes.index(solved.0, solved.1, solved.2)),
                solved
            );
        }
    }
}
