//! The classes of the layer cosets ([`layers`](crate::puzzles::magic_cube::layers)) under the
//! symmetries: the corners' part (twist and top-layer corners) in classes, the edges' part
//! seen through the symmetry that takes the corners' part to its class's representative.
//!
//! The edges' part may leave out the bottom edges ([`LayerCosetClasses::without_bottom`]):
//! cosets of a larger subgroup, which holds the top and bottom turns all the same, 70 times
//! fewer (78,645,600 entries).

use super::classes::{seen_through, Classes};
use super::group::SYMMETRIES;
use crate::puzzles::magic_cube::coord::{twist, with_twist, TWISTS};
use crate::puzzles::magic_cube::layers::{
    corner_layers, slice_bottom, slice_flips, with_corner_layers, with_slice_bottom,
    with_slice_flips, CORNER_LAYERS, EDGE_PARTS, SLICE_BOTTOMS, SLICE_FLIPS,
};

/// The number of classes of the corners' part.
pub const LAYER_CLASSES: usize = 9930;

/// The number of entries of the layer cosets: a class of the corners' part times an edges'
/// part.
pub const LAYER_COSETS: usize = LAYER_CLASSES * EDGE_PARTS;

/// The number of entries of the layer cosets without the bottom edges: a class of the corners'
/// part times a slice and its flips.
pub const LAYER_COSETS_WITHOUT_BOTTOM: usize = LAYER_CLASSES * SLICE_FLIPS;

/// The edges' part of a layer coset: slice and flips, and slice and bottom edges, which agree
/// on the slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct EdgePart {
    pub flips: u16,
    pub bottom: u16,
}

/// The symmetries' action on the layer coordinates, and the classes of the corners' part: the
/// cosets as [`LAYER_CLASSES`] · [`EDGE_PARTS`] indices, or without the bottom edges as
/// [`LAYER_CLASSES`] · [`SLICE_FLIPS`].
#[derive(Clone, Debug)]
pub struct LayerCosetClasses {
    /// The classes of the corners' part, top-layer corners · [`TWISTS`] + twist.
    classes: Classes<1>,
    flips: Vec<[u16; SYMMETRIES]>,
    /// The bottom edges seen through each symmetry; none where the cosets leave them out.
    bottom: Vec<[u16; SYMMETRIES]>,
    /// The values of the edges' part: [`EDGE_PARTS`], or [`SLICE_FLIPS`] without the bottom.
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
            parts: EDGE_PARTS,
        }
    }

    /// The classes of the cosets without the bottom edges: an edges' part is a slice and its
    /// flips, and its `bottom` is not read.
    pub fn without_bottom() -> Self {
        Self {
            bottom: Vec::new(),
            parts: SLICE_FLIPS,
            ..Self::new()
        }
    }

    /// The number of indices: [`LAYER_COSETS`], or [`LAYER_COSETS_WITHOUT_BOTTOM`].
    pub fn entries(&self) -> usize {
        LAYER_CLASSES * self.parts
    }

    /// The value of edges' part `edges` seen through symmetry `s`, below `self.parts`.
    #[inline]
    fn through(&self, edges: EdgePart, s: usize) -> usize {
        let flips = usize::from(self.flips[usize::from(edges.flips)][s]);
        match self.bottom.get(usize::from(edges.bottom)) {
            Some(bottom) => flips * 70 + usize::from(bottom[s] % 70),
            None => flips,
        }
    }

    /// The edges' part of value `v`; without the bottom edges, the slice's first bottom.
    #[inline]
    fn part(&self, v: usize) -> EdgePart {
        let bottoms = self.parts / SLICE_FLIPS;
        let flips = (v / bottoms) as u16;
        EdgePart {
            flips,
            bottom: flips / 16 * 70 + (v % bottoms) as u16,
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

impl Default for LayerCosetClasses {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::classes::agrees_through_each_symmetry;
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn layer_classes_agree_with_the_cubes_seen_through_each_symmetry() {
        let kinds = [
            (LayerCosetClasses::new(), LAYER_COSETS, true),
            (
                LayerCosetClasses::without_bottom(),
                LAYER_COSETS_WITHOUT_BOTTOM,
                false,
            ),
        ];
        for (classes, len, bottom) in kinds {
            assert_eq!(classes.entries(), len);
            // Without the bottom edges, a coset is read with its slice's first bottom.
            let of = |cube: &Cubies| {
                let flips = slice_flips(cube);
                let edges = EdgePart {
                    flips,
                    bottom: match bottom {
                        true => slice_bottom(cube),
                        false => flips / 16 * 70,
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
