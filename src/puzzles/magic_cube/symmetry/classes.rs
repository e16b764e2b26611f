//! The classes the symmetries make of a coordinate's values, with a second coordinate seen
//! through each symmetry ([`Classes`]): the machinery every table of classes shares.

use super::group::{inverses, Symmetry, SYMMETRIES};
use crate::puzzles::magic_cube::cubie::Cubies;

/// The classes that the symmetries make of one coordinate's values, and a second coordinate
/// of `OTHERS` values seen through each symmetry: a pair of values as the index of its class's
/// pairs, its class · `OTHERS` + the second value seen through the symmetry that takes the
/// first to the class's representative (the least of the class).
#[derive(Clone, Debug)]
pub(super) struct Classes<const OTHERS: usize> {
    /// For each value: its class · 16 + a symmetry that takes it to the representative.
    pub(super) class: Vec<u32>,
    /// Each class's representative.
    pub(super) representatives: Vec<u32>,
    /// For each class, the symmetries that keep its representative, as bits.
    pub(super) keeping: Vec<u16>,
    /// Each value of the second coordinate seen through each symmetry.
    pub(super) other: Vec<[u16; SYMMETRIES]>,
    /// For each symmetry, the one that undoes it.
    inverse: [usize; SYMMETRIES],
}

impl<const OTHERS: usize> Classes<OTHERS> {
    /// No class yet among `values` values, of an expected `classes`.
    pub(super) fn new(values: usize, classes: usize, other: Vec<[u16; SYMMETRIES]>) -> Self {
        Self {
            class: vec![u32::MAX; values],
            representatives: Vec::with_capacity(classes),
            keeping: Vec::with_capacity(classes),
            other,
            inverse: inverses(),
        }
    }

    /// Value `v`, seen through symmetry s as `conjugate(s)`, is the representative of a new
    /// class, which its conjugates are in, unless a class holds it already. Called for every
    /// value in increasing order, each class's representative is its least value.
    pub(super) fn add(&mut self, v: usize, conjugate: impl Fn(usize) -> usize) {
        if self.class[v] != u32::MAX {
            return;
        }
        let c = self.representatives.len() as u32;
        self.representatives.push(v as u32);
        let mut keeping = 0;
        for (s, &undo) in self.inverse.iter().enumerate() {
            let w = conjugate(s);
            if self.class[w] == u32::MAX {
                self.class[w] = c << 4 | undo as u32;
            }
            keeping |= u16::from(w == v) << s;
        }
        self.keeping.push(keeping);
    }

    /// The index of values `v` and `other`, the same for every pair of the class.
    #[inline]
    pub(super) fn index(&self, v: usize, other: u16) -> usize {
        let entry = self.class[v];
        self.index_of((entry >> 4) as usize, (entry & 15) as usize, other)
    }

    /// The index of a pair whose first value symmetry `s` takes to the representative of class
    /// `class`, with second value `other`.
    #[inline]
    pub(super) fn index_of(&self, class: usize, s: usize, other: u16) -> usize {
        class * OTHERS + usize::from(self.other[usize::from(other)][s])
    }

    /// The pair at `index`: the class's representative and the second value.
    #[inline]
    pub(super) fn pair(&self, index: usize) -> (usize, u16) {
        (
            self.representatives[index / OTHERS] as usize,
            (index % OTHERS) as u16,
        )
    }

    /// Every index of the pairs of the class at `index` that share its representative: the
    /// second value seen through each symmetry that keeps the representative.
    pub(super) fn each_alike(&self, index: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let (class, other) = (index / OTHERS, index % OTHERS);
        let keeping = self.keeping[class];
        if keeping == 1 {
            // Only the identity: most classes.
            return visit(index);
        }
        (0..SYMMETRIES)
            .filter(|s| keeping >> s & 1 == 1)
            .all(|s| visit(class * OTHERS + usize::from(self.other[other][s])))
    }
}

/// Each value of a coordinate that `read` reads, in the cube `of` makes of it, seen through
/// each symmetry.
pub(super) fn seen_through(
    values: usize,
    of: &dyn Fn(usize) -> Cubies,
    read: fn(&Cubies) -> u16,
) -> Vec<[u16; SYMMETRIES]> {
    let symmetries: Vec<Symmetry> = (0..SYMMETRIES).map(Symmetry::new).collect();
    (0..values)
        .map(|v| {
            let cube = of(v);
            std::array::from_fn(|s| read(&symmetries[s].conjugate(&cube)))
        })
        .collect()
}

/// Checks a table of classes against `cube` seen through each symmetry: `read` reads a cube's
/// coordinates, `index` gives their index and `at` the coordinates at an index, and
/// `each_alike` visits the indices alike by symmetry. The cube seen through any symmetry has an
/// index among those alike to the cube's own, and one of them is the coordinates at that index.
#[cfg(test)]
pub(super) fn agrees_through_each_symmetry<T: PartialEq + std::fmt::Debug>(
    cube: &Cubies,
    read: impl Fn(&Cubies) -> T,
    index: impl Fn(&T) -> usize,
    at: impl Fn(usize) -> T,
    each_alike: impl Fn(usize, &mut dyn FnMut(usize) -> bool) -> bool,
) {
    let own = index(&read(cube));
    let mut alike = Vec::new();
    each_alike(own, &mut |i| {
        alike.push(i);
        true
    });
    let mut met = false;
    for s in 0..SYMMETRIES {
        let seen = read(&Symmetry::new(s).conjugate(cube));
        assert!(alike.contains(&index(&seen)), "symmetry {s}: {seen:?}");
        met |= seen == at(own);
    }
    assert!(
        met,
        "the coordinates at the index are those the cube is seen as"
    );
}
