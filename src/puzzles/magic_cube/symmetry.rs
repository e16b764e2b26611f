//! The 16 symmetries of the cube that keep its top–bottom axis upright, and the classes they
//! make of the phase-1 cosets, after Kociemba.
//!
//! Symmetry s turns or mirrors the whole cube, stickers and colours alike ([`image`]): mirror
//! left to right if s has 8, turn upside down (a half turn about the left–right axis) if it has
//! 4, then s % 4 quarter turns about the vertical axis. Seen through a symmetry, a cube is
//! another cube, its conjugate ([`Symmetry::conjugate`]); as the symmetry keeps the subgroup
//! ⟨U, D, F2, R2, B2, L2⟩ and carries quarter turns to quarter turns, a cube and its conjugate
//! are as far from the subgroup, so a table of those distances needs one entry for each class
//! of cosets the symmetries make ([`CosetClasses`]): 64,430 classes of flip and slice, times
//! the 2,187 twists, where the cosets number 2,217,093,120.
//!
//! ```text
//!          y (top)
//!          |
//!          +--- x (right)      mirror: x → −x      upside down: (y, z) → (−y, −z)
//!         /                    quarter turn about y: (x, z) → (z, −x)
//!        z (front)
//! ```

use super::coord::{
    flip, slice, sorted_slice, twist, with_flip, with_slice, with_sorted_slice, with_twist, FLIPS,
    SLICES, SORTED_SLICES, TWISTS,
};
use super::cubie::{place, sticker, Cubies, CORNER_STICKERS, EDGE_STICKERS};
use super::model::{Vector, FACES, STICKERS};
use crate::search::rank::rank_arrangement;

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
fn face_facing(normal: Vector) -> u8 {
    FACES
        .iter()
        .position(|face| face.normal == normal)
        .expect("a face") as u8
}

/// Where symmetry `s` carries each sticker.
fn sticker_images(s: usize) -> [u8; 54] {
    std::array::from_fn(|i| {
        let st = &STICKERS[i];
        let normal = FACES[usize::from(st.face)].normal;
        sticker(image(s, st.position), image(s, normal))
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
    corners: [u8; 24],
    /// Where it carries each oriented edge slot, 2·position + flip.
    edges: [u8; 24],
    /// For each edge piece, 1 if the piece it becomes shows its reference colour on the other
    /// sticker: a middle-layer edge's front or back colour turned to the left or right.
    recolour: [u8; 12],
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

/// For each symmetry, the one that undoes it.
fn inverses() -> [usize; SYMMETRIES] {
    let basis: [Vector; 3] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
    std::array::from_fn(|s| {
        (0..SYMMETRIES)
            .find(|&t| basis.iter().all(|&v| image(t, image(s, v)) == v))
            .expect("an inverse")
    })
}

/// The classes that the symmetries make of one coordinate's values, and a second coordinate
/// of `OTHERS` values seen through each symmetry: a pair of values as the index of its class's
/// pairs, its class · `OTHERS` + the second value seen through the symmetry that takes the
/// first to the class's representative (the least of the class).
#[derive(Clone, Debug)]
struct Classes<const OTHERS: usize> {
    /// For each value: its class · 16 + a symmetry that takes it to the representative.
    class: Vec<u32>,
    /// Each class's representative.
    representatives: Vec<u32>,
    /// For each class, the symmetries that keep its representative, as bits.
    keeping: Vec<u16>,
    /// Each value of the second coordinate seen through each symmetry.
    other: Vec<[u16; SYMMETRIES]>,
    /// For each symmetry, the one that undoes it.
    inverse: [usize; SYMMETRIES],
}

impl<const OTHERS: usize> Classes<OTHERS> {
    /// No class yet among `values` values, of an expected `classes`.
    fn new(values: usize, classes: usize, other: Vec<[u16; SYMMETRIES]>) -> Self {
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
    fn add(&mut self, v: usize, conjugate: impl Fn(usize) -> usize) {
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
    fn index(&self, v: usize, other: u16) -> usize {
        let entry = self.class[v];
        let s = (entry & 15) as usize;
        (entry >> 4) as usize * OTHERS + usize::from(self.other[usize::from(other)][s])
    }

    /// The pair at `index`: the class's representative and the second value.
    #[inline]
    fn pair(&self, index: usize) -> (usize, u16) {
        (
            self.representatives[index / OTHERS] as usize,
            (index % OTHERS) as u16,
        )
    }

    /// Every index of the pairs of the class at `index` that share its representative: the
    /// second value seen through each symmetry that keeps the representative.
    fn each_alike(&self, index: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
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
fn seen_through(
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

/// Flip and slice as the symmetries see them.
#[derive(Clone, Debug)]
struct FlipSlice {
    flip: Vec<[u16; SYMMETRIES]>,
    slice: Vec<[u16; SYMMETRIES]>,
    /// The symmetries that recolour the middle-layer edges (those with an odd number of
    /// quarter turns).
    recolours: [bool; SYMMETRIES],
    /// For each slice, the positions of the middle-layer edges below the last, as bits.
    middle: Vec<u16>,
}

impl FlipSlice {
    fn new() -> Self {
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
    fn conjugate(&self, v: usize, s: usize) -> usize {
        let slice = self.slice[v / FLIPS][s];
        let flip = self.flip_through(v % FLIPS, s, slice);
        usize::from(slice) * FLIPS + usize::from(flip)
    }

    /// Flip `flip` seen through symmetry `s`, which takes the middle-layer edges to slice
    /// `slice`.
    #[inline]
    fn flip_through(&self, flip: usize, s: usize, slice: u16) -> u16 {
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

/// The symmetries' action on twist, flip and sorted slice, and the classes of sorted slice:
/// the cosets of the subgroup that keeps every twist and flip and each middle-layer edge at
/// home, as [`SORTED_CLASSES`] · [`FLIPS`] · [`TWISTS`] indices, the class of the sorted
/// slice, then flip and twist seen through the symmetry that takes it to its class's
/// representative.
#[derive(Clone, Debug)]
pub struct SortedCosetClasses {
    /// The classes of sorted slice, with the twist.
    classes: Classes<TWISTS>,
    flip_slice: FlipSlice,
}

/// The number of classes of sorted slice.
pub const SORTED_CLASSES: usize = 788;

/// The number of cosets of [`SortedCosetClasses`]: 3,529,900,032.
pub const SORTED_COSETS: usize = SORTED_CLASSES * FLIPS * TWISTS;

impl SortedCosetClasses {
    /// The tables: a few milliseconds.
    pub fn new() -> Self {
        let sorted = seen_through(SORTED_SLICES, &with_sorted_slice, sorted_slice);
        let twists = seen_through(TWISTS, &with_twist, twist);
        let mut classes = Classes::new(SORTED_SLICES, SORTED_CLASSES, twists);
        for (v, seen) in sorted.iter().enumerate() {
            classes.add(v, |s| usize::from(seen[s]));
        }
        assert_eq!(classes.representatives.len(), SORTED_CLASSES);
        Self {
            classes,
            flip_slice: FlipSlice::new(),
        }
    }

    /// The index of the coset of twist `twist`, flip `flip` and sorted slice `sorted`, the
    /// same for every coset of its class: below [`SORTED_COSETS`].
    #[inline]
    pub fn index(&self, twist: u16, flip: u16, sorted: u16) -> usize {
        let entry = self.classes.class[usize::from(sorted)];
        let (class, s) = ((entry >> 4) as usize, (entry & 15) as usize);
        self.index_through(class, s, twist, flip)
    }

    /// The index of class `class` and twist and flip seen through symmetry `s`, which takes
    /// the coset's sorted slice to the class's representative.
    #[inline]
    fn index_through(&self, class: usize, s: usize, twist: u16, flip: u16) -> usize {
        let slice = (self.classes.representatives[class] / 24) as u16;
        let flip = self.flip_slice.flip_through(usize::from(flip), s, slice);
        let twist = self.classes.other[usize::from(twist)][s];
        (class * FLIPS + usize::from(flip)) * TWISTS + usize::from(twist)
    }

    /// The coset at `index`: twist, flip and sorted slice, the class's representative.
    #[inline]
    pub fn coset(&self, index: usize) -> (u16, u16, u16) {
        let sorted = self.classes.representatives[index / (FLIPS * TWISTS)];
        (
            (index % TWISTS) as u16,
            (index / TWISTS % FLIPS) as u16,
            sorted as u16,
        )
    }

    /// Every index of the cosets of the class at `index` that share its representative: twist
    /// and flip seen through each symmetry that keeps the representative.
    pub fn each_alike(&self, index: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let class = index / (FLIPS * TWISTS);
        let keeping = self.classes.keeping[class];
        if keeping == 1 {
            return visit(index);
        }
        let (twist, flip, _) = self.coset(index);
        (0..SYMMETRIES)
            .filter(|s| keeping >> s & 1 == 1)
            .all(|s| visit(self.index_through(class, s, twist, flip)))
    }
}

impl Default for SortedCosetClasses {
    fn default() -> Self {
        Self::new()
    }
}

/// The number of classes of corner permutation.
pub const CORNER_CLASSES: usize = 2768;

/// The number of permutations of eight pieces: the corners, or the top and bottom edges.
const PERMUTATIONS: usize = 40_320;

/// The classes of corner permutation under the symmetries, and the symmetries' action on a
/// second coordinate of `OTHERS` values: the pair as [`CORNER_CLASSES`] · `OTHERS` indices,
/// the class times the second value seen through the symmetry that takes the corners to the
/// class's representative. Two are made: with the permutation of the top and bottom edges of a
/// cube in G1 ([`CornerClasses::new`]: 40,320² cubes), and with the twist
/// ([`CornerClasses::with_twist`]: 88,179,840 corner states, 6,053,616 indices).
#[derive(Clone, Debug)]
pub struct CornerClasses<const OTHERS: usize> {
    /// The classes of corner permutation, with the second coordinate.
    classes: Classes<OTHERS>,
}

impl CornerClasses<PERMUTATIONS> {
    /// The corners and the top and bottom edges of a cube in G1: a few milliseconds.
    pub fn new() -> Self {
        // Where each symmetry carries each top or bottom edge position.
        let symmetries: Vec<Symmetry> = (0..SYMMETRIES).map(Symmetry::new).collect();
        // The edges seen through the mirror (8), upside down (4) and a quarter turn (1), and
        // through every symmetry as those in turn (see `image`): symmetry s is
        // s % 4 quarter turns after s & 12.
        let edge_maps = [8, 4, 1].map(|s| std::array::from_fn(|p| symmetries[s].edges[2 * p] / 2));
        let mut generators = [(); 3].map(|_| Vec::with_capacity(PERMUTATIONS));
        each_permutation(|_, at| {
            for (table, &map) in generators.iter_mut().zip(&edge_maps) {
                table.push(conjugate(at, map));
            }
        });
        let [mirror, upside_down, quarter] = generators;
        let edges = (0..PERMUTATIONS)
            .map(|v| {
                let mut row = [0u16; SYMMETRIES];
                let mirrored = mirror[v];
                let firsts = [
                    v as u16,
                    upside_down[v],
                    mirrored,
                    upside_down[usize::from(mirrored)],
                ];
                for (base, first) in firsts.into_iter().enumerate() {
                    row[4 * base] = first;
                    for k in 1..4 {
                        row[4 * base + k] = quarter[usize::from(row[4 * base + k - 1])];
                    }
                }
                row
            })
            .collect();
        Self {
            classes: corner_classes(edges),
        }
    }
}

impl CornerClasses<TWISTS> {
    /// The corners, places and twists: a few milliseconds.
    pub fn with_twist() -> Self {
        Self {
            classes: corner_classes(seen_through(TWISTS, &with_twist, twist)),
        }
    }
}

impl<const OTHERS: usize> CornerClasses<OTHERS> {
    /// The class of corner permutation `corners`, and the second value `other` seen through
    /// the symmetry that takes the corners to the class's representative: the index of the
    /// pair, the same for every pair of the class.
    #[inline]
    pub fn index(&self, corners: u16, other: u16) -> usize {
        self.classes.index(usize::from(corners), other)
    }

    /// The corner permutation and the second value at `index`.
    #[inline]
    pub fn pair(&self, index: usize) -> (u16, u16) {
        let (corners, other) = self.classes.pair(index);
        (corners as u16, other)
    }

    /// Every index of the pairs of the class at `index` that share its representative: the
    /// second value seen through each symmetry that keeps the representative.
    pub fn each_alike(&self, index: usize, visit: impl FnMut(usize) -> bool) -> bool {
        self.classes.each_alike(index, visit)
    }
}

/// The classes of corner permutation, with `other` (a second coordinate seen through each
/// symmetry).
fn corner_classes<const OTHERS: usize>(other: Vec<[u16; SYMMETRIES]>) -> Classes<OTHERS> {
    // Where each symmetry carries each corner position.
    let corner_maps: Vec<[u8; 8]> = (0..SYMMETRIES)
        .map(|s| {
            let sym = Symmetry::new(s);
            std::array::from_fn(|p| sym.corners[3 * p] / 3)
        })
        .collect();
    let mut classes = Classes::new(PERMUTATIONS, CORNER_CLASSES, other);
    each_permutation(|v, at| {
        classes.add(v, |s| usize::from(conjugate(at, corner_maps[s])));
    });
    classes
}

impl Default for CornerClasses<PERMUTATIONS> {
    fn default() -> Self {
        Self::new()
    }
}

/// A permutation of eight pieces (`at`: the piece at each position) seen through a symmetry
/// that carries position and piece p to `map[p]`, ranked as [`rank_arrangement`] ranks it.
fn conjugate(at: &[u8; 8], map: [u8; 8]) -> u16 {
    let mut seen = [0u8; 8];
    for (p, &piece) in at.iter().enumerate() {
        seen[usize::from(map[p])] = map[usize::from(piece)];
    }
    rank_arrangement(&seen, 8) as u16
}

/// Calls `visit` with each permutation of eight pieces and its rank, in order of rank (the
/// lexicographic order): each the next permutation of the one before, none unranked.
fn each_permutation(mut visit: impl FnMut(usize, &[u8; 8])) {
    let mut at: [u8; 8] = std::array::from_fn(|p| p as u8);
    for v in 0..PERMUTATIONS {
        visit(v, &at);
        // The next: the last rise, its left swapped with the least larger value to its
        // right, the rest after it reversed.
        let Some(i) = (0..7).rev().find(|&i| at[i] < at[i + 1]) else {
            return;
        };
        let j = (i + 1..8).rev().find(|&j| at[j] > at[i]).expect("a rise");
        at.swap(i, j);
        at[i + 1..].reverse();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::coord::Phase1;
    use crate::rng::Rng;

    /// The cube seen through symmetry `s`, sticker by sticker: each sticker carried, each
    /// colour renamed as its face is.
    fn conjugate_by_stickers(s: usize, cube: &Cubies) -> Cubies {
        let stickers = cube.stickers(*b"012345");
        let to = sticker_images(s);
        let mut seen = [0u8; 54];
        for (i, &colour) in stickers.iter().enumerate() {
            let face = usize::from(colour - b'0');
            seen[usize::from(to[i])] = b'0' + face_facing(image(s, FACES[face].normal));
        }
        Cubies::from_stickers(&seen).expect("a cube seen through a symmetry is a cube")
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
        let distinct: std::collections::HashSet<[u8; 24]> =
            (0..SYMMETRIES).map(|s| Symmetry::new(s).edges).collect();
        assert_eq!(distinct.len(), SYMMETRIES);
    }

    #[test]
    fn a_turn_seen_through_a_symmetry_is_a_turn_and_the_subgroup_stays() {
        let mut rng = Rng::new(17);
        for s in 0..SYMMETRIES {
            let symmetry = Symmetry::new(s);
            let cube = Cubies::random(&mut rng);
            for m in 0..12u8 {
                let mut turned = cube;
                turned.turn(m);
                let seen = symmetry.conjugate(&turned);
                let before = symmetry.conjugate(&cube);
                let same_turn = (0..12u8).filter(|&n| {
                    let mut other = before;
                    other.turn(n);
                    other == seen
                });
                assert_eq!(same_turn.count(), 1, "symmetry {s}, move {m}");
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

    #[test]
    fn permutations_come_in_order_of_rank() {
        let mut count = 0;
        each_permutation(|v, at| {
            assert_eq!(rank_arrangement(at, 8), v);
            count += 1;
        });
        assert_eq!(count, PERMUTATIONS);
    }

    #[test]
    fn corner_classes_agree_with_the_cubes_of_g1_seen_through_each_symmetry() {
        use crate::puzzles::magic_cube::coord::corner_permutation;
        use crate::puzzles::magic_cube::twophase::{edge_permutation, G1_MOVES};
        let classes = CornerClasses::new();
        assert_eq!(classes.classes.representatives.len(), CORNER_CLASSES);
        assert_eq!(classes.index(0, 0), 0, "the solved cube first");
        let mut rng = Rng::new(19);
        for _ in 0..300 {
            let mut cube = Cubies::SOLVED;
            for _ in 0..30 {
                let (m, times) = G1_MOVES[rng.below(8) as usize];
                (0..times).for_each(|_| cube.turn(m));
            }
            let (corners, edges) = (corner_permutation(&cube), edge_permutation(&cube));
            let index = classes.index(corners, edges);
            let mut alike = Vec::new();
            classes.each_alike(index, |i| {
                alike.push(i);
                true
            });
            let mut met = false;
            for s in 0..SYMMETRIES {
                let seen = Symmetry::new(s).conjugate(&cube);
                let seen = (corner_permutation(&seen), edge_permutation(&seen));
                assert_eq!(
                    classes.classes.other[usize::from(edges)][s],
                    seen.1,
                    "symmetry {s}"
                );
                assert!(
                    alike.contains(&classes.index(seen.0, seen.1)),
                    "symmetry {s}"
                );
                met |= seen == classes.pair(index);
            }
            assert!(met, "the index's cube is one the cube is seen as");
        }
    }

    #[test]
    fn sorted_classes_agree_with_the_cubes_seen_through_each_symmetry() {
        use crate::puzzles::magic_cube::coord::{flip, sorted_slice, twist};
        let classes = SortedCosetClasses::new();
        let of = |cube: &Cubies| (twist(cube), flip(cube), sorted_slice(cube));
        let mut rng = Rng::new(20);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let (t, f, v) = of(&cube);
            let index = classes.index(t, f, v);
            assert!(index < SORTED_COSETS);
            let mut alike = Vec::new();
            classes.each_alike(index, |i| {
                alike.push(i);
                true
            });
            let mut met = false;
            for s in 0..SYMMETRIES {
                let seen = of(&Symmetry::new(s).conjugate(&cube));
                // The same class, and a twist and flip alike where symmetries keep the
                // representative.
                assert!(alike.contains(&classes.index(seen.0, seen.1, seen.2)));
                met |= seen == classes.coset(index);
            }
            assert!(met, "the index's coset is one the cube's is seen as");
        }
        let solved = of(&Cubies::SOLVED);
        assert_eq!(
            classes.coset(classes.index(solved.0, solved.1, solved.2)),
            solved
        );
    }

    #[test]
    fn twisted_corner_classes_agree_with_the_cubes_seen_through_each_symmetry() {
        use crate::puzzles::magic_cube::coord::{corner_permutation, twist};
        let classes = CornerClasses::with_twist();
        let of = |cube: &Cubies| (corner_permutation(cube), twist(cube));
        let mut rng = Rng::new(21);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let (corners, t) = of(&cube);
            let index = classes.index(corners, t);
            assert!(index < CORNER_CLASSES * TWISTS);
            let mut alike = Vec::new();
            classes.each_alike(index, |i| {
                alike.push(i);
                true
            });
            let mut met = false;
            for s in 0..SYMMETRIES {
                let seen = of(&Symmetry::new(s).conjugate(&cube));
                assert!(
                    alike.contains(&classes.index(seen.0, seen.1)),
                    "symmetry {s}"
                );
                met |= seen == classes.pair(index);
            }
            assert!(met, "the index's corners are those the cube's are seen as");
        }
    }

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
