//! The classes of the layer cosets ([`layers`](crate::puzzles::magic_cube::layers)) under the
//! symmetries: the corners' part (twist and top-layer corners) in classes, the edges' part
//! seen through the symmetry that takes the corners' part to its class's representative.

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

/// The edges' part of a layer coset: slice and flips, and slice and bottom edges, which agree
/// on the slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct EdgePart {
    pub flips: u16,
    pub bottom: u16,
}

impl EdgePart {
    /// Its number, below [`EDGE_PARTS`].
    #[inline]
    pub fn value(self) -> usize {
        usize::from(self.flips) * 70 + usize::from(self.bottom % 70)
    }

    /// The edges' part of number `v`.
    #[inline]
    pub fn of(v: usize) -> Self {
        let flips = (v / 70) as u16;
        Self {
            flips,
            bottom: flips / 16 * 70 + (v % 70) as u16,
        }
    }
}

/// The symmetries' action on the layer coordinates, and the classes of the corners' part: the
/// cosets as [`LAYER_CLASSES`] · [`EDGE_PARTS`] indices.
#[derive(Clone, Debug)]
pub struct LayerCosetClasses {
    /// The classes of the corners' part, top-layer corners · [`TWISTS`] + twist.
    classes: Classes<1>,
    flips: Vec<[u16; SYMMETRIES]>,
    bottom: Vec<[u16; SYMMETRIES]>,
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
        }
    }

    /// The edges' part seen through symmetry `s`.
    #[inline]
    fn through(&self, edges: EdgePart, s: usize) -> EdgePart {
        EdgePart {
            flips: self.flips[usize::from(edges.flips)][s],
            bottom: self.bottom[usize::from(edges.bottom)][s],
        }
    }

    /// The index of the coset of top-layer corners `layers`, twist `twist` and edges' part
    /// `edges`, the same for every coset of its class: below [`LAYER_COSETS`].
    #[inline]
    pub fn index(&self, layers: u16, twist: u16, edges: EdgePart) -> usize {
        let entry = self.classes.class[usize::from(layers) * TWISTS + usize::from(twist)];
        let (class, s) = ((entry >> 4) as usize, (entry & 15) as usize);
        class * EDGE_PARTS + self.through(edges, s).value()
    }

    /// The coset at `index`: top-layer corners and twist of the class's representative, and the
    /// edges' part.
    #[inline]
    pub fn coset(&self, index: usize) -> (u16, u16, EdgePart) {
        let corners = self.classes.representatives[index / EDGE_PARTS] as usize;
        (
            (corners / TWISTS) as u16,
            (corners % TWISTS) as u16,
            EdgePart::of(index % EDGE_PARTS),
        )
    }

    /// Every index of the cosets of the class at `index` that share its representative: the
    /// edges' part seen through each symmetry that keeps the representative.
    pub fn each_alike(&self, index: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let class = index / EDGE_PARTS;
        let keeping = self.classes.keeping[class];
        if keeping == 1 {
            return visit(index);
        }
        let edges = EdgePart::of(index % EDGE_PARTS);
        (0..SYMMETRIES)
            .filter(|s| keeping >> s & 1 == 1)
            .all(|s| visit(class * EDGE_PARTS + self.through(edges, s).value()))
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
        let classes = LayerCosetClasses::new();
        let of = |cube: &Cubies| {
            let edges = EdgePart {
                flips: slice_flips(cube),
                bottom: slice_bottom(cube),
            };
            (corner_layers(cube), twist(cube), edges)
        };
        let mut rng = Rng::new(21);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let (l, t, e) = of(&cube);
            assert!(classes.index(l, t, e) < LAYER_COSETS);
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
