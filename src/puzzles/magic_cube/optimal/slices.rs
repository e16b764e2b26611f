//! The edges' part of the target every symmetry keeps ([`tetrads`](super::tetrads)): every
//! edge in its own slice. The slices are the three rings of four edges about the axes: the
//! edges with x = 0 (top-front, top-back, bottom-front, bottom-back), those with z = 0 (top and
//! bottom, right and left) and those with y = 0 (the middle layer). A symmetry carries a slice
//! to a slice, so the cubes whose edges are each in their own slice make a subgroup it keeps.
//!
//! # The coordinate
//!
//! A cube's coset of it is told by which places hold the middle layer's edges (C(12,4) = 495,
//! ranked as sets) and which of the eight others hold the first slice's (C(8,4) = 70):
//! [`edge_split`], 34,650 cosets. Turns and symmetries act on them as on the corner cosets.
//!
//! # The target's cosets
//!
//! Together with the corners' part, a cube's coset of the whole target is its corner coset's
//! class under the 48 symmetries and its edge coset seen through the symmetry that takes the
//! corner coset to its class's least member: 3,393 · 34,650 = 117,567,450 indices
//! ([`TargetSpace`]). Where that least member is symmetric itself, the symmetries that keep it
//! give the edge coset several equal sights, which are one coset of the target: the breadth-first
//! search reaches them together. Tronto's H48 tables start from this one (his h0), and add some
//! edges' flips. In face turns the indices by distance are 1, 1, 4, 34, 331, 3,612, 41,605,
//! 474,128, 4,953,846, 34,776,317, 68,566,704, 8,749,194 and 1,673 (0 to 12): a half turn keeps
//! every coset, and the quarter turns' cosets are one, alike by symmetry.

use super::tetrads::{corner_coset, turned, CornerCosets, CORNER_COSET_CLASSES};
use crate::puzzles::magic_cube::cubie::{Cubies, EDGE_AT, FACE_TURNS};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::{WholeSymmetry, WHOLE_SYMMETRIES};
use crate::search::layers::Indexed;
use crate::search::rank::{rank_subset, unrank_subset};

/// The edge cosets: C(12, 4) · C(8, 4).
pub const EDGE_SPLITS: usize = 495 * 70;

/// The target's cosets as indices: corner classes times edge cosets.
pub const TARGET_INDICES: usize = CORNER_COSET_CLASSES * EDGE_SPLITS;

/// The slice of the edge at (or of) place `p`: 0 for x = 0, 1 for z = 0, 2 for y = 0 (the middle
/// layer).
pub(super) const fn slice(p: usize) -> usize {
    match EDGE_AT[p] {
        [0, _, _] => 0,
        [_, _, 0] => 1,
        _ => 2,
    }
}

/// The slice of the edge at each place of `cube`.
pub(super) fn slices_at(cube: &Cubies) -> [usize; 12] {
    let mut slice_at = [0; 12];
    for (piece, &slot) in cube.edges.iter().enumerate() {
        slice_at[usize::from(slot / 2)] = slice(piece);
    }
    slice_at
}

/// The edge coset of `cube`: the rank of the set of places that hold the middle layer's edges,
/// times 70, plus the rank of the set of places, of the other eight in order, that hold the
/// first slice's.
pub fn edge_split(cube: &Cubies) -> u16 {
    let slice_at = slices_at(cube);
    let middle = (0..12).filter(|&p| slice_at[p] == 2);
    let first = (0..12).filter(|&p| slice_at[p] != 2).enumerate();
    let middle = middle.fold(0u32, |mask, p| mask | 1 << p);
    let first = first
        .filter(|&(_, p)| slice_at[p] == 0)
        .fold(0u32, |mask, (k, _)| mask | 1 << k);
    (rank_subset(middle) * 70 + rank_subset(first)) as u16
}

/// A cube of edge coset `split`: each slice's edges on its places in order, unflipped, the
/// corners home.
pub(super) fn representative(split: usize) -> Cubies {
    let (middle, first) = (unrank_subset(split / 70, 4), unrank_subset(split % 70, 4));
    let mut pieces: [Vec<usize>; 3] =
        std::array::from_fn(|s| (0..12).filter(|&p| slice(p) == s).collect());
    let mut cube = Cubies::SOLVED;
    let mut other = 0;
    for place in 0..12 {
        let s = match middle >> place & 1 {
            1 => 2,
            _ => {
                other += 1;
                usize::from(first >> (other - 1) & 1 == 0)
            }
        };
        cube.edges[pieces[s].remove(0)] = (2 * place) as u8;
    }
    cube
}

/// The target's cosets, numbered as the module documentation says, under the face turns of a
/// metric: a space for the layered breadth-first search.
#[derive(Clone, Debug)]
pub struct TargetSpace {
    pub(super) corners: CornerCosets,
    /// For each edge coset, the coset each face turn takes it to, and how each symmetry sees it.
    pub(super) moves: Vec<[u16; FACE_TURNS]>,
    pub(super) seen: Vec<[u16; WHOLE_SYMMETRIES]>,
    /// For each corner class, the symmetries that keep its least member, the identity first.
    pub(super) keeping: Vec<Vec<u8>>,
    metric: Metric,
}

impl TargetSpace {
    /// The space in `metric`: a few million turns and conjugations, a fraction of a second.
    pub fn new(metric: Metric) -> Self {
        let corners = CornerCosets::new();
        let symmetries: Vec<WholeSymmetry> =
            (0..WHOLE_SYMMETRIES).map(WholeSymmetry::new).collect();
        let (mut moves, mut seen) = (Vec::new(), Vec::new());
        for split in 0..EDGE_SPLITS {
            let cube = representative(split);
            moves.push(turned(&cube, edge_split));
            seen.push(std::array::from_fn(|s| {
                edge_split(&symmetries[s].conjugate(&cube))
            }));
        }
        let keeping = corners
            .least
            .iter()
            .map(|&least| {
                let cube = super::tetrads::representative(least as usize);
                (0..WHOLE_SYMMETRIES as u8)
                    .filter(|&s| {
                        corner_coset(&symmetries[usize::from(s)].conjugate(&cube)) == least
                    })
                    .collect()
            })
            .collect();
        Self {
            corners,
            moves,
            seen,
            keeping,
            metric,
        }
    }

    /// The index of `cube`'s coset of the target (one of its sights, where it has several).
    pub fn index(&self, cube: &Cubies) -> usize {
        self.index_of(corner_coset(cube), edge_split(cube))
    }

    /// The index of the corner coset `corners` with the edge coset `edges`.
    fn index_of(&self, corners: u32, edges: u16) -> usize {
        let corners = corners as usize;
        let class = usize::from(self.corners.class[corners]);
        let s = usize::from(self.corners.to_least[corners]);
        class * EDGE_SPLITS + usize::from(self.seen[usize::from(edges)][s])
    }

    /// Calls `visit` with every index of the target coset that index `index` is one sight of,
    /// until it returns `false`; whether it always returned `true`.
    fn each_alike(&self, index: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let (class, edges) = (index / EDGE_SPLITS, index % EDGE_SPLITS);
        self.keeping[class]
            .iter()
            .all(|&s| visit(class * EDGE_SPLITS + usize::from(self.seen[edges][usize::from(s)])))
    }
}

impl Indexed for TargetSpace {
    fn size(&self) -> usize {
        TARGET_INDICES
    }

    fn neighbours(&self, index: usize, mut visit: impl FnMut(usize, u8) -> bool) {
        let (class, edges) = (index / EDGE_SPLITS, index % EDGE_SPLITS);
        let corners = self.corners.least[class] as usize;
        for m in 0..usize::from(self.metric.moves()) {
            let at = self.index_of(self.corners.moves[corners][m], self.moves[edges][m]);
            if !self.each_alike(at, |alike| visit(alike, 1)) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::search::layers::distances;
    use crate::search::nibbles::Nibbles;

    #[test]
    fn an_edge_coset_is_told_by_any_of_its_cubes() {
        for split in (0..EDGE_SPLITS).step_by(7) {
            assert_eq!(usize::from(edge_split(&representative(split))), split);
        }
        let mut rng = Rng::new(34650);
        for _ in 0..200 {
            let cube = Cubies::random(&mut rng);
            // Two edges of one slice swapped, and every edge flipped: the same coset.
            let mut other = cube;
            let s = rng.below(3) as usize;
            let of: Vec<usize> = (0..12).filter(|&p| slice(p) == s).collect();
            other.edges.swap(of[0], of[1 + rng.below(3) as usize]);
            other.edges.iter_mut().for_each(|slot| *slot ^= 1);
            assert_eq!(edge_split(&other), edge_split(&cube));
            let symmetry = WholeSymmetry::new(rng.below(48) as usize);
            assert_eq!(
                edge_split(&symmetry.conjugate(&other)),
                edge_split(&symmetry.conjugate(&cube))
            );
        }
    }

    #[test]
    fn every_sight_of_a_cube_is_one_index_of_its_coset() {
        let space = TargetSpace::new(Metric::Face);
        let mut rng = Rng::new(117);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let mut alike = Vec::new();
            space.each_alike(space.index(&cube), |i| {
                alike.push(i);
                true
            });
            for s in 0..WHOLE_SYMMETRIES {
                let seen = WholeSymmetry::new(s).conjugate(&cube);
                assert!(alike.contains(&space.index(&seen)), "symmetry {s}");
            }
        }
    }

    /// The target's cosets by distance in face turns, as counted in four bits by the layered
    /// search: seconds on two cores.
    #[test]
    fn the_target_s_cosets_are_as_far_as_is_known() {
        let space = TargetSpace::new(Metric::Face);
        let start = space.index(&Cubies::SOLVED);
        let table = distances(&space, &[start], crate::parallel::cores(), |_| {});
        let table = Nibbles::new(&table);
        let mut counts = vec![0u64; 16];
        (0..TARGET_INDICES).for_each(|i| counts[usize::from(table.get(i))] += 1);
        // nissy-core's h0 table holds these cosets two bits each over a base: its counts of
        // 0 (the base or less), 1, 2 and 3 or more above it.
        let base = (0..16)
            .find(|&b| counts[..=b].iter().sum::<u64>() == 5_473_562)
            .expect("a base");
        let above = |k: usize| counts[base + k];
        assert_eq!((above(1), above(2)), (34_776_317, 68_566_704), "{counts:?}");
        assert_eq!(
            counts[base + 3..].iter().sum::<u64>(),
            8_750_867,
            "{counts:?}"
        );
        assert_eq!(counts[15], 0, "every coset reached");
    }
}
