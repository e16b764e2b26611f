//! The target's cosets with edges' flips: the target of [`slices`](super::slices) (corners in
//! their tetrads and twisted home, edges in their slices) with every edge unflipped as well, and
//! tables of two bits an entry that keep some of the flips of its cosets (Tronto's h1 to h11,
//! nissy-core's `doc/h48.md`).
//!
//! # Flips every symmetry keeps
//!
//! An edge in its own slice is unflipped seen with any axis upright, as a corner in its own
//! tetrad is untwisted, so the cubes of the target whose edges are all unflipped make a subgroup
//! that the 48 symmetries keep too. A cube's coset of it ([`Coset`]) is its corner coset, its
//! edge coset, and the flips of its twelve places ([`flips`]: bit p the flip of the edge at place
//! p, as [`Cubies`] orients it), of which eleven are free. A face turn carries the flips of
//! places to places, as it does on any cube. A symmetry carries the flip at place p to the
//! place it takes p to, and changes it by a bit that depends on the symmetry, the place and the
//! slice of the edge that stands there (the edge coset tells the slice), so that it sees a
//! coset as a coset: [`FlipCosets`] holds both as tables.
//!
//! # The index: h0 to h11
//!
//! As with the edge coset alone, a coset's index is its corner coset's class under the 48
//! symmetries, then its edge coset and its flips seen through the symmetry that takes the corner
//! coset to its class's least member: 117,567,450 · 2,048 indices with all eleven free flips.
//! An index with k flips (hk) keeps only the first k of the order [`KEPT`] (the middle layer's
//! four first) and forgets the others: it is the whole index shifted right by 11 − k bits, and
//! its distance is the least of those of the 2^(11−k) whole indices it stands for. That is a
//! lower bound of the distance of every cube it is read for: the cube's own coset is one of
//! them. The whole index is no coordinate of a target every symmetry keeps for 0 < k < 11
//! (which flips are kept depends on the symmetry that sees the corners as their class's least
//! member), so no breadth-first search over the forgetting indices gives these least distances:
//! they are found by search over the whole cosets
//! ([`FlipTable::build`](super::flip_table::FlipTable::build)).

use super::slices::{slice, slices_at, TargetSpace, EDGE_SPLITS};
use super::tetrads::corner_coset;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::{WholeSymmetry, WHOLE_SYMMETRIES};

/// The flips an index may keep: those of eleven places; the twelfth's follows from them.
pub const FREE_FLIPS: u32 = 11;

/// The places whose flips an index keeps, the first kept first: the middle layer's four (y = 0),
/// then those of the ring with z = 0, then three of the ring with x = 0.
pub const KEPT: [usize; 11] = [8, 9, 10, 11, 0, 2, 4, 6, 1, 3, 5];

/// The flips of twelve places, as bits.
const PLACE_FLIPS: usize = 1 << 12;

/// The flips of `cube`'s places: bit p is the flip of the edge at place p.
pub fn flips(cube: &Cubies) -> u16 {
    cube.edges
        .iter()
        .fold(0, |f, &slot| f | u16::from(slot & 1) << (slot / 2))
}

/// A cube's coset of the target with every flip: its corner coset, its edge coset, the flips of
/// its places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coset {
    pub corners: u32,
    pub edges: u16,
    pub flips: u16,
}

impl Coset {
    /// The coset of `cube`.
    pub fn of(cube: &Cubies) -> Self {
        Self {
            corners: corner_coset(cube),
            edges: super::slices::edge_split(cube),
            flips: flips(cube),
        }
    }
}

/// The cosets with flips: how face turns and symmetries act on them, and their indices.
#[derive(Clone, Debug)]
pub struct FlipCosets {
    space: TargetSpace,
    /// For each flips of the places, the flips after each face turn.
    turns: Vec<[u16; FACE_TURNS]>,
    /// For each symmetry and flips, the flips carried to the places the symmetry takes theirs to.
    carried: Vec<Vec<u16>>,
    /// For each edge coset and symmetry, the flips the symmetry changes (at their new places).
    changed: Vec<[u16; WHOLE_SYMMETRIES]>,
    /// For each flips of the places, the eleven kept, the first kept the highest bit.
    kept: Vec<u16>,
    pub(super) metric: Metric,
}

impl FlipCosets {
    /// The tables in `metric`: a few million conjugations, a fraction of a second.
    pub fn new(metric: Metric) -> Self {
        let space = TargetSpace::new(metric);
        let symmetries: Vec<WholeSymmetry> =
            (0..WHOLE_SYMMETRIES).map(WholeSymmetry::new).collect();
        // A cube of each flips of the places: every edge home, flipped as said.
        let with_flips = |f: usize| {
            let mut cube = Cubies::SOLVED;
            for (p, slot) in cube.edges.iter_mut().enumerate() {
                *slot |= (f >> p & 1) as u8;
            }
            cube
        };
        let turns = (0..PLACE_FLIPS)
            .map(|f| super::tetrads::turned(&with_flips(f), flips))
            .collect();
        // Where symmetry s takes place p, and the flip it gives there to an unflipped edge of
        // each slice (the first edge of the slice, standing there).
        let first_of = |sl: usize| (0..12).find(|&q| slice(q) == sl).expect("a slice");
        let places: Vec<[(usize, [u8; 3]); 12]> = symmetries
            .iter()
            .map(|symmetry| {
                std::array::from_fn(|p| {
                    let slot = |q: usize| symmetry.edge(q, (2 * p) as u8).1;
                    let flip = std::array::from_fn(|sl| slot(first_of(sl)) & 1);
                    (usize::from(slot(0) / 2), flip)
                })
            })
            .collect();
        let carried = places
            .iter()
            .map(|places| {
                (0..PLACE_FLIPS)
                    .map(|f| {
                        places
                            .iter()
                            .enumerate()
                            .fold(0, |to, (p, &(q, _))| to | ((f >> p & 1) as u16) << q)
                    })
                    .collect()
            })
            .collect();
        let changed = (0..EDGE_SPLITS)
            .map(|split| {
                let slice_at = slices_at(&super::slices::representative(split));
                std::array::from_fn(|s| {
                    places[s].iter().enumerate().fold(0, |to, (p, &(q, flip))| {
                        to | u16::from(flip[slice_at[p]]) << q
                    })
                })
            })
            .collect();
        let kept = (0..PLACE_FLIPS)
            .map(|f| KEPT.iter().fold(0, |k, &p| k << 1 | (f >> p & 1) as u16))
            .collect();
        Self {
            space,
            turns,
            carried,
            changed,
            kept,
            metric,
        }
    }

    /// The coset `coset` after face turn `m`.
    #[inline]
    pub fn turned(&self, coset: Coset, m: u8) -> Coset {
        let m = usize::from(m);
        Coset {
            corners: self.space.corners.moves[coset.corners as usize][m],
            edges: self.space.moves[usize::from(coset.edges)][m],
            flips: self.turns[usize::from(coset.flips)][m],
        }
    }

    /// The edge coset and flips `edges` and `flips` seen through symmetry `s`.
    #[inline]
    fn seen(&self, edges: u16, flips: u16, s: u8) -> (u16, u16) {
        let (e, s) = (usize::from(edges), usize::from(s));
        (
            self.space.seen[e][s],
            self.carried[s][usize::from(flips)] ^ self.changed[e][s],
        )
    }

    /// Calls `visit` with every whole index (all eleven free flips) of `coset`: one, or several
    /// where its corner class's least member is symmetric (the first its own sight).
    #[inline]
    pub fn each_index(&self, coset: Coset, mut visit: impl FnMut(u64)) {
        let (class, edges, flips) = self.sight(coset);
        for &s in &self.space.keeping[class] {
            let (e, f) = self.seen(edges, flips, s);
            visit(self.whole(class, e, f));
        }
    }

    /// The whole index of `coset` (its own sight, where it has several: the symmetries that
    /// keep its class's least member begin with the identity).
    #[inline]
    pub fn index(&self, coset: Coset) -> u64 {
        let (class, edges, flips) = self.sight(coset);
        self.whole(class, edges, flips)
    }

    /// The class of `coset`'s corner coset, and its edge coset and flips seen through the
    /// symmetry that takes the corner coset to that class's least member.
    #[inline]
    fn sight(&self, coset: Coset) -> (usize, u16, u16) {
        let corners = &self.space.corners;
        let c = coset.corners as usize;
        let (edges, flips) = self.seen(coset.edges, coset.flips, corners.to_least[c]);
        (usize::from(corners.class[c]), edges, flips)
    }

    /// The whole index of corner class `class`, edge coset `edges` and flips `flips`.
    #[inline]
    fn whole(&self, class: usize, edges: u16, flips: u16) -> u64 {
        let line = (class * EDGE_SPLITS) as u64 + u64::from(edges);
        line << FREE_FLIPS | u64::from(self.kept[usize::from(flips)])
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::puzzles::magic_cube::optimal::slices::edge_split;
    use crate::rng::Rng;

    /// The whole indices of `cube` worked out on the cube itself: seen through the symmetry that
    /// takes its corner coset to its class's least member, then through each that keeps that.
    pub(in crate::puzzles::magic_cube::optimal) fn indices_seen(
        cosets: &FlipCosets,
        symmetries: &[WholeSymmetry],
        cube: &Cubies,
    ) -> Vec<u64> {
        let corners = &cosets.space.corners;
        let c = corner_coset(cube) as usize;
        let class = usize::from(corners.class[c]);
        let least = symmetries[usize::from(corners.to_least[c])].conjugate(cube);
        let mut indices: Vec<u64> = cosets.space.keeping[class]
            .iter()
            .map(|&s| {
                let seen = symmetries[usize::from(s)].conjugate(&least);
                let f = flips(&seen);
                let kept = KEPT.iter().fold(0, |k, &p| k << 1 | u64::from(f >> p & 1));
                ((class * EDGE_SPLITS + usize::from(edge_split(&seen))) as u64) << FREE_FLIPS | kept
            })
            .collect();
        indices.sort_unstable();
        indices
    }

    pub(in crate::puzzles::magic_cube::optimal) fn every_symmetry() -> Vec<WholeSymmetry> {
        (0..WHOLE_SYMMETRIES).map(WholeSymmetry::new).collect()
    }

    fn indices(cosets: &FlipCosets, coset: Coset) -> Vec<u64> {
        let mut all = Vec::new();
        cosets.each_index(coset, |i| all.push(i));
        all.sort_unstable();
        all
    }

    #[test]
    fn a_coset_s_indices_are_those_of_its_cube_seen_through_the_symmetries() {
        let cosets = FlipCosets::new(Metric::Face);
        let symmetries = every_symmetry();
        let mut rng = Rng::new(2048);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let coset = Coset::of(&cube);
            assert_eq!(
                indices(&cosets, coset),
                indices_seen(&cosets, &symmetries, &cube)
            );
            let mut first = None;
            cosets.each_index(coset, |i| _ = *first.get_or_insert(i));
            assert_eq!(first, Some(cosets.index(coset)), "its own sight");
            for m in 0..FACE_TURNS as u8 {
                let mut turned = cube;
                turned.turn(m);
                assert_eq!(cosets.turned(coset, m), Coset::of(&turned), "turn {m}");
            }
            // A symmetry sees the cube as a cube of one of its indices.
            let s = rng.below(WHOLE_SYMMETRIES as u64) as usize;
            let seen = WholeSymmetry::new(s).conjugate(&cube);
            assert!(indices(&cosets, coset).contains(&cosets.index(Coset::of(&seen))));
        }
    }

    #[test]
    fn the_cubes_of_a_coset_have_its_indices() {
        // Half turns keep every piece of the target in place and oriented: made before a
        // scramble, they leave its coset as it was, and its solved cube in the target.
        let cosets = FlipCosets::new(Metric::Face);
        let solved = cosets.index(Coset::of(&Cubies::SOLVED));
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let scramble: Vec<u8> = (0..25).map(|_| rng.below(18) as u8).collect();
            let mut half_turns = Cubies::SOLVED;
            (0..rng.below(30)).for_each(|_| half_turns.turn(12 + rng.below(6) as u8));
            assert_eq!(cosets.index(Coset::of(&half_turns)), solved);
            let (mut cube, mut other) = (Cubies::SOLVED, half_turns);
            for &m in &scramble {
                cube.turn(m);
                other.turn(m);
            }
            assert_eq!(
                indices(&cosets, Coset::of(&cube)),
                indices(&cosets, Coset::of(&other))
            );
        }
    }
}
