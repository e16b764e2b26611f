//! The corners' part of a target that all 48 symmetries of the cube keep: every corner in its
//! own tetrad, twisted home. The first tetrad is the four corners whose places have x·y·z = 1
//! (top-right-front, top-left-back, bottom-left-front, bottom-right-back; the other four are the
//! second); a corner in its own tetrad shows its top or bottom colour on the top or bottom
//! exactly when it shows it there seen with any axis upright, so "twisted home" means the same
//! for every symmetry, and the corners that are so make a subgroup that every symmetry keeps.
//! The edges' part (every edge in its own slice, some flips) comes with it in a later table;
//! both are Tronto's H48 target (nissy-core, `doc/h48.md`).
//!
//! # The coordinate
//!
//! A cube's coset of that subgroup is told by which four places hold the first tetrad's corners
//! (C(8,4) = 70, ranked as sets) and the twist of every place (3^7 = 2,187, the usual twist
//! coordinate): [`corner_coset`], 153,090 cosets. A face turn carries the places and twists of
//! every cube of a coset alike, so it acts on cosets ([`CornerCosets::moves`]); a symmetry
//! keeps the subgroup, so seeing cubes through it acts on cosets too, and the 48 make 3,393
//! classes of them ([`CornerCosets::class`]), where the 16 of the top–bottom axis make 9,996. In
//! face turns no coset is more than 9 from the subgroup (nissy-core's counts by distance).

use crate::puzzles::magic_cube::coord::{twist, with_twist, TWISTS};
use crate::puzzles::magic_cube::cubie::{Cubies, CORNER_AT, FACE_TURNS};
use crate::puzzles::magic_cube::metric::{inverse, Metric};
use crate::puzzles::magic_cube::symmetry::{WholeSymmetry, WHOLE_SYMMETRIES};
use crate::search::bfs::distance_table;
use crate::search::rank::{rank_subset, unrank_subset};
use crate::search::{Puzzle, Ranked};

/// The ways to place the first tetrad's corners: C(8, 4).
pub const SPLITS: usize = 70;

/// The corner cosets: twist and split.
pub const CORNER_COSETS: usize = TWISTS * SPLITS;

/// The classes the 48 symmetries make of the corner cosets.
pub const CORNER_COSET_CLASSES: usize = 3393;

/// Whether the corner at (or of) place `p` is of the first tetrad: x·y·z = 1 there.
const fn first_tetrad(p: usize) -> bool {
    let [x, y, z] = CORNER_AT[p];
    x * y * z > 0
}

/// The corner coset of `cube`: its twist · 70 + the rank of the set of places that hold the
/// first tetrad's corners.
pub fn corner_coset(cube: &Cubies) -> u32 {
    let places = cube
        .corners
        .iter()
        .enumerate()
        .filter(|&(piece, _)| first_tetrad(piece))
        .fold(0u32, |mask, (_, &slot)| mask | 1 << (slot / 3));
    u32::from(twist(cube)) * SPLITS as u32 + rank_subset(places) as u32
}

/// A cube of corner coset `coset`: the first tetrad's corners on its places in order, the
/// second's on the others, each place twisted as the coset says, the edges home.
pub(super) fn representative(coset: usize) -> Cubies {
    // Each place's slot with its twist: the corners of a cube of that twist, every one home.
    let slots = with_twist(coset / SPLITS).corners;
    let places = unrank_subset(coset % SPLITS, 4);
    let mut firsts = (0..8).filter(|&p| first_tetrad(p));
    let mut seconds = (0..8).filter(|&p| !first_tetrad(p));
    let mut cube = Cubies::SOLVED;
    for (place, slot) in slots.into_iter().enumerate() {
        let piece = match places >> place & 1 {
            1 => firsts.next(),
            _ => seconds.next(),
        };
        cube.corners[piece.expect("four of each")] = slot;
    }
    cube
}

/// What `coordinate` says of `cube` turned by each face turn: a row of a move table.
pub(super) fn turned<T>(cube: &Cubies, coordinate: impl Fn(&Cubies) -> T) -> [T; FACE_TURNS] {
    std::array::from_fn(|m| {
        let mut turned = *cube;
        turned.turn(m as u8);
        coordinate(&turned)
    })
}

/// The corner cosets: where each face turn takes each, the classes the 48 symmetries make of
/// them, and how far each is from the subgroup.
#[derive(Clone, Debug)]
pub struct CornerCosets {
    /// For each coset, the coset each face turn takes it to.
    pub moves: Vec<[u32; FACE_TURNS]>,
    /// For each coset, its class: the number of its least member, among the members in order.
    pub class: Vec<u16>,
    /// For each coset, a symmetry that sees it as its class's least member.
    pub to_least: Vec<u8>,
    /// For each class, its least member.
    pub least: Vec<u32>,
}

impl CornerCosets {
    /// The turns and classes: about 10 million turns and conjugations, milliseconds.
    pub fn new() -> Self {
        let symmetries: Vec<WholeSymmetry> =
            (0..WHOLE_SYMMETRIES).map(WholeSymmetry::new).collect();
        let inverses: Vec<u8> = (0..WHOLE_SYMMETRIES)
            .map(|s| inverse_of(&symmetries, s) as u8)
            .collect();
        let mut moves = Vec::with_capacity(CORNER_COSETS);
        let (mut class, mut to_least) = (vec![u16::MAX; CORNER_COSETS], vec![0; CORNER_COSETS]);
        let mut least = Vec::new();
        for coset in 0..CORNER_COSETS {
            let cube = representative(coset);
            moves.push(turned(&cube, corner_coset));
            if class[coset] != u16::MAX {
                continue;
            }
            // The least of its class not yet seen: every member is seen from it.
            for (s, symmetry) in symmetries.iter().enumerate() {
                let seen = corner_coset(&symmetry.conjugate(&cube)) as usize;
                if class[seen] == u16::MAX {
                    class[seen] = least.len() as u16;
                    to_least[seen] = inverses[s];
                }
            }
            least.push(coset as u32);
        }
        Self {
            moves,
            class,
            to_least,
            least,
        }
    }

    /// How far each coset is from the subgroup in `metric`.
    pub fn distances(&self, metric: Metric) -> Vec<u8> {
        distance_table(&[Coset {
            coset: corner_coset(&Cubies::SOLVED),
            cosets: self,
            metric,
        }])
    }
}

impl Default for CornerCosets {
    fn default() -> Self {
        Self::new()
    }
}

/// The symmetry that undoes symmetry `s`, among `symmetries`.
fn inverse_of(symmetries: &[WholeSymmetry], s: usize) -> usize {
    let probe = {
        let mut cube = Cubies::SOLVED;
        [0, 3, 14, 7, 10].into_iter().for_each(|m| cube.turn(m));
        cube
    };
    let seen = symmetries[s].conjugate(&probe);
    (0..symmetries.len())
        .find(|&t| symmetries[t].conjugate(&seen) == probe)
        .expect("every symmetry has an inverse")
}

/// A corner coset as a state of a search, for its breadth-first distances.
#[derive(Clone, Debug)]
struct Coset<'c> {
    coset: u32,
    cosets: &'c CornerCosets,
    metric: Metric,
}

impl Puzzle for Coset<'_> {
    const MOVES: u8 = FACE_TURNS as u8;

    fn candidates(&self) -> u64 {
        (1 << self.metric.moves()) - 1
    }

    fn apply(&mut self, m: u8) -> bool {
        self.coset = self.cosets.moves[self.coset as usize][usize::from(m)];
        true
    }

    fn undo(&mut self, m: u8) {
        self.coset = self.cosets.moves[self.coset as usize][usize::from(inverse(m))];
    }

    fn is_goal(&self) -> bool {
        self.coset == corner_coset(&Cubies::SOLVED)
    }
}

impl Ranked for Coset<'_> {
    fn space(&self) -> usize {
        CORNER_COSETS
    }

    fn rank(&self) -> usize {
        self.coset as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn a_coset_is_told_by_any_of_its_cubes() {
        for coset in (0..CORNER_COSETS).step_by(97) {
            assert_eq!(corner_coset(&representative(coset)) as usize, coset);
        }
        // Cubes of one coset: their corners of one tetrad swapped among themselves, twists
        // kept; each turn or symmetry takes them to one coset.
        let cosets = CornerCosets::new();
        let mut rng = Rng::new(3393);
        for _ in 0..200 {
            let cube = Cubies::random(&mut rng);
            let mut other = cube;
            let firsts: Vec<usize> = (0..8).filter(|&p| first_tetrad(p)).collect();
            let (a, b) = (firsts[rng.below(4) as usize], firsts[rng.below(4) as usize]);
            other.corners.swap(a, b);
            let coset = corner_coset(&cube);
            assert_eq!(corner_coset(&other), coset);
            for m in 0..FACE_TURNS as u8 {
                let (mut x, mut y) = (cube, other);
                x.turn(m);
                y.turn(m);
                assert_eq!(corner_coset(&x), corner_coset(&y));
                assert_eq!(
                    corner_coset(&x),
                    cosets.moves[coset as usize][usize::from(m)]
                );
            }
            let s = rng.below(WHOLE_SYMMETRIES as u64) as usize;
            let symmetry = WholeSymmetry::new(s);
            let seen = corner_coset(&symmetry.conjugate(&cube));
            assert_eq!(
                seen,
                corner_coset(&symmetry.conjugate(&other)),
                "symmetry {s}"
            );
            assert_eq!(cosets.class[seen as usize], cosets.class[coset as usize]);
        }
    }

    #[test]
    fn the_48_symmetries_make_3393_classes_of_corner_cosets() {
        let cosets = CornerCosets::new();
        assert_eq!(cosets.least.len(), CORNER_COSET_CLASSES);
        for coset in (0..CORNER_COSETS).step_by(13) {
            let class = usize::from(cosets.class[coset]);
            let s = usize::from(cosets.to_least[coset]);
            let seen = WholeSymmetry::new(s).conjugate(&representative(coset));
            assert_eq!(corner_coset(&seen), cosets.least[class], "coset {coset}");
        }
    }

    #[test]
    fn the_16_symmetries_of_one_axis_make_about_three_times_as_many_classes() {
        let symmetries: Vec<WholeSymmetry> = (0..16).map(WholeSymmetry::new).collect();
        let mut seen = vec![false; CORNER_COSETS];
        let mut classes = 0;
        for coset in 0..CORNER_COSETS {
            if seen[coset] {
                continue;
            }
            classes += 1;
            let cube = representative(coset);
            for symmetry in &symmetries {
                seen[corner_coset(&symmetry.conjugate(&cube)) as usize] = true;
            }
        }
        // Counted here (no published figure to check it by): a third of the symmetries, close
        // to three times the classes.
        assert_eq!(classes, 9996);
    }

    #[test]
    fn corner_cosets_are_as_far_as_is_known() {
        // In face turns, the counts by distance that nissy-core's H48 tables check theirs with.
        let distances = CornerCosets::new().distances(Metric::Face);
        let mut counts = vec![0u64; 10];
        distances.iter().for_each(|&d| counts[usize::from(d)] += 1);
        assert_eq!(counts, [1, 6, 63, 468, 3068, 15438, 53814, 71352, 8784, 96]);
    }
}
