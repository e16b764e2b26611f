//! The classes of the phase-1 cosets under the symmetries: of flip and slice, with the twist
//! ([`CosetClasses`]).

use super::classes::{seen_through, Classes};
use super::group::{Symmetry, SYMMETRIES};
use crate::puzzles::magic_cube::coord::{
    flip, slice, twist, with_flip, with_slice, with_twist, FLIPS, SLICES, TWISTS,
};

/// Flip and slice as the symmetries see them.
#[derive(Clone, Debug)]
pub(super) struct FlipSlice {
    flip: Vec<[u16; SYMMETRIES]>,
    slice: Vec<[u16; SYMMETRIES]>,
    /// The symmetries that recolour the middle-layer edges (those with an odd number of
    /// quarter turns).
    recolours: [bool; SYMMETRIES],
    /// For each slice, the positions of the middle-layer edges below the last, as bits.
    middle: Vec<u16>,
}

impl FlipSlice {
    pub(super) fn new() -> Self {
        let middle = (0..SLICES)
            .map(|s| {
                let cube = with_slice(s);
                cube.edges[8..]
                    .iter()
                    .fold(0, |mask, &slot| mask | 1 << (slot / 2))
                    & 0x7ff
            })
            .collect();
        Self {
            flip: seen_through(FLIPS, &with_flip, flip),
            slice: seen_through(SLICES, &with_slice, slice),
            recolours: std::array::from_fn(|s| Symmetry::new(s).recolour[8] == 1),
            middle,
        }
    }

    /// Flip and slice `v` (slice · [`FLIPS`] + flip) seen through symmetry `s`.
    #[inline]
    pub(super) fn conjugate(&self, v: usize, s: usize) -> usize {
        let slice = self.slice[v / FLIPS][s];
        let flip = self.flip_through(v % FLIPS, s, slice);
        usize::from(slice) * FLIPS + usize::from(flip)
    }

    /// The positions of the middle-layer edges of slice `slice`, as bits.
    #[inline]
    pub(super) fn positions(&self, slice: usize) -> u32 {
        let below = u32::from(self.middle[slice]);
        // The last position holds the fourth where the others hold three.
        below | u32::from(below.count_ones() == 3) << 11
    }

    /// Flip `flip` seen through symmetry `s`, which takes the middle-layer edges to slice
    /// `slice`.
    #[inline]
    pub(super) fn flip_through(&self, flip: usize, s: usize, slice: u16) -> u16 {
        let flip = self.flip[flip][s];
        match self.recolours[s] {
            // The table's flips are for the middle-layer edges at home: recolour where they
            // are instead.
            true => flip ^ self.middle[usize::from(slice)] ^ self.middle[SLICES - 1],
            false => flip,
        }
    }
}

/// The symmetries' action on twist, flip and slice, and the classes of flip and slice: the
/// cosets as [`CLASSES`] · [`TWISTS`] indices, the class times the twist.
#[derive(Clone, Debug)]
pub struct CosetClasses {
    /// The classes of flip and slice (slice · [`FLIPS`] + flip), with the twist.
    classes: Classes<TWISTS>,
}

/// The number of classes of flip and slice.
pub const CLASSES: usize = 64_430;

impl CosetClasses {
    /// The tables: a few milliseconds.
    pub fn new() -> Self {
        let flip_slice = FlipSlice::new();
        let twists = seen_through(TWISTS, &with_twist, twist);
        let mut classes = Classes::new(SLICES * FLIPS, CLASSES, twists);
        for v in 0..SLICES * FLIPS {
            classes.add(v, |s| flip_slice.conjugate(v, s));
        }
        Self { classes }
    }

    /// The class of flip `flip` and slice `slice`, and the twist `twist` seen through the
    /// symmetry that takes them to the class's representative: the coset's index among
    /// [`CLASSES`] · [`TWISTS`], the same for every coset of the class.
    #[inline]
    pub fn index(&self, twist: u16, flip: u16, slice: u16) -> usize {
        let v = usize::from(slice) * FLIPS + usize::from(flip);
        self.classes.index(v, twist)
    }

    /// The class of flip `flip` and slice `slice`, and the symmetry that takes them to its
    /// representative.
    #[inline]
    pub fn class_through(&self, flip: u16, slice: u16) -> (usize, usize) {
        let entry = self.classes.class[usize::from(slice) * FLIPS + usize::from(flip)];
        ((entry >> 4) as usize, (entry & 15) as usize)
    }

    /// The flip and slice of class `class`'s representative.
    pub fn representative(&self, class: usize) -> (u16, u16) {
        let v = self.classes.representatives[class] as usize;
        ((v % FLIPS) as u16, (v / FLIPS) as u16)
    }

    /// The index of the coset whose flip and slice symmetry `s` takes to the representative of
    /// class `class`, with twist `twist`: [`CosetClasses::index`] from
    /// [`CosetClasses::class_through`]'s class and symmetry.
    #[inline]
    pub fn index_of(&self, class: usize, s: usize, twist: u16) -> usize {
        self.classes.index_of(class, s, twist)
    }

    /// The coset at `index` (a class and a twist): twist, flip and slice.
    #[inline]
    pub fn coset(&self, index: usize) -> (u16, u16, u16) {
        let (v, twist) = self.classes.pair(index);
        (twist, (v % FLIPS) as u16, (v / FLIPS) as u16)
    }

    /// Every index of the cosets of the class at `index` that share its representative: the
    /// twist seen through each symmetry that keeps the representative.
    pub fn each_alike(&self, index: usize, visit: impl FnMut(usize) -> bool) -> bool {
        self.classes.each_alike(index, visit)
    }
}

impl Default for CosetClasses {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::coord::Phase1;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn classes_agree_with_the_cubes_seen_through_each_symmetry() {
        let (classes, flip_slice) = (CosetClasses::new(), FlipSlice::new());
        assert_eq!(classes.classes.representatives.len(), CLASSES);
        let mut rng = Rng::new(18);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let coset = Phase1::of(&cube);
            let index = classes.index(coset.twist, coset.flip, coset.slice);
            let (twist, flip, slice) = classes.coset(index);
            // The symmetry given with the class takes the cube's coset to the one at the index.
            let (class, through) = classes.class_through(coset.flip, coset.slice);
            let at = classes.index_of(class, through, coset.twist);
            let seen = Phase1::of(&Symmetry::new(through).conjugate(&cube));
            assert_eq!(
                (at, (seen.twist, seen.flip, seen.slice)),
                (index, (twist, flip, slice))
            );
            let found = (0..SYMMETRIES).any(|s| {
                let seen = Phase1::of(&Symmetry::new(s).conjugate(&cube));
                (seen.twist, seen.flip, seen.slice) == (twist, flip, slice)
            });
            assert!(found, "{coset:?}");
            for s in 0..SYMMETRIES {
                let seen = Phase1::of(&Symmetry::new(s).conjugate(&cube));
                let v = usize::from(coset.slice) * FLIPS + usize::from(coset.flip);
                let w = usize::from(seen.slice) * FLIPS + usize::from(seen.flip);
                assert_eq!(flip_slice.conjugate(v, s), w, "symmetry {s}");
                assert_eq!(
                    classes.classes.other[usize::from(coset.twist)][s],
                    seen.twist
                );
                // The same class, and a twist alike where symmetries keep the representative.
                let mut alike = Vec::new();
                classes.each_alike(index, |i| {
                    alike.push(i);
                    true
                });
                assert!(alike.contains(&classes.index(seen.twist, seen.flip, seen.slice)));
            }
        }
    }
}
