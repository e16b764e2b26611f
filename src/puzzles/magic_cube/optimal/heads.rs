//! The heads an iteration of the optimal search is cut into, the order of moves they and the
//! search keep, and which heads a cube's own symmetries make alike.
//!
//! A symmetry of the whole cube (one of the 48: a turn of the cube as a whole, possibly
//! mirrored) that carries a cube to itself carries each of its solutions to a solution, move by
//! move ([`turn_image`]). So where it carries a head h₁ to a head h₂, move by move, and the
//! moves that may follow h₁ to those that may follow h₂, a solution within the bound starts
//! with h₂ exactly when one starts with h₁: the carried solution starts with h₂, and the rest
//! of it, which may not keep the order of opposite faces' turns, does after its runs of turns
//! of one axis are put in order (they commute), as the moves allowed after h₂ are those
//! allowed after h₁, carried. A symmetry that puts a face after its opposite one, and in
//! quarter turns a mirror image (a clockwise turn may repeat, an anticlockwise one not), carries
//! the moves allowed after some heads to others: those heads it leaves unmatched. A head alike to one searched before it without a solution needs no search
//! (`search.rs`); most cubes have no symmetry but the identity, the superflip has all 48.

use crate::puzzles::magic_cube::coord::AXES;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::{turn_image, Symmetry, SYMMETRIES};
use std::collections::HashMap;

/// How many front moves a head has.
pub const HEAD: usize = 4;

/// For each move, as bits, the moves a metric has that may follow it ([`Metric::redundant`]),
/// and those that may come right before it.
pub struct Order {
    all: u32,
    after: [u32; FACE_TURNS],
    before: [u32; FACE_TURNS],
}

impl Order {
    pub const fn new(metric: Metric) -> Self {
        Self {
            all: metric.all(),
            after: metric.allowed(true),
            before: metric.allowed(false),
        }
    }

    /// The moves that may come next after `moves` (in the order they are made; `after`), or
    /// before them (`moves` from the last made backwards): not the third of three alike either
    /// (only quarter turns may repeat).
    pub fn next_to(&self, moves: &[u8], after: bool) -> u32 {
        let table = if after { &self.after } else { &self.before };
        match *moves {
            [.., a, b] if a == b => table[usize::from(b)] & !(1 << a),
            [.., b] => table[usize::from(b)],
            [] => self.all,
        }
    }
}

/// Every head of `metric`: the sequences of [`HEAD`] front moves with no move redundant after
/// the one before.
pub fn heads(metric: Metric) -> Vec<[u8; HEAD]> {
    let order = Order::new(metric);
    let mut heads = vec![Vec::new()];
    for _ in 0..HEAD {
        heads = heads
            .into_iter()
            .flat_map(|head: Vec<u8>| {
                let allowed = order.next_to(&head, true);
                (0..metric.moves())
                    .filter(move |&m| allowed >> m & 1 == 1)
                    .map(move |m| {
                        let mut longer = head.clone();
                        longer.push(m);
                        longer
                    })
            })
            .collect();
    }
    heads
        .into_iter()
        .map(|h| h.try_into().expect("a head"))
        .collect()
}

/// The symmetries of the whole cube that carry `cube` to itself, but the identity, each as
/// where it carries each move.
pub fn symmetries_of(cube: &Cubies) -> Vec<[u8; FACE_TURNS]> {
    let mut kept = Vec::new();
    for (a, axis) in AXES.iter().enumerate() {
        let turned = axis.turn(cube);
        for s in (0..SYMMETRIES).filter(|&s| a + s > 0) {
            if Symmetry::new(s).conjugate(&turned) == *cube {
                kept.push(std::array::from_fn(|m| turn_image(s, axis.moves[m])));
            }
        }
    }
    kept
}

/// The heads of a cube's iterations, in the order to search them, each with the nodes it took
/// in the iteration before, and the cube's symmetries ([`symmetries_of`]).
pub struct Heads {
    pub order: Vec<(u64, [u8; HEAD])>,
    symmetries: Vec<[u8; FACE_TURNS]>,
    metric: Metric,
}

impl Heads {
    /// Every head of `metric` ([`heads`]), in move order, for a cube of symmetries
    /// `symmetries`.
    pub fn new(metric: Metric, symmetries: Vec<[u8; FACE_TURNS]>) -> Self {
        Self {
            order: heads(metric).into_iter().map(|head| (0, head)).collect(),
            symmetries,
            metric,
        }
    }

    /// For each head in order, the place of the first head alike to it by one of the cube's
    /// symmetries (its own where none before is).
    pub fn first_alike(&self) -> Vec<usize> {
        if self.symmetries.is_empty() {
            return (0..self.order.len()).collect();
        }
        let order = Order::new(self.metric);
        let at: HashMap<[u8; HEAD], usize> = (self.order.iter().enumerate())
            .map(|(i, &(_, head))| (head, i))
            .collect();
        let carried = |image: &[u8; FACE_TURNS], moves: u32| {
            (0..FACE_TURNS)
                .filter(|&m| moves >> m & 1 == 1)
                .fold(0, |bits, m| bits | 1 << image[m])
        };
        (self.order.iter().enumerate())
            .map(|(i, (_, head))| {
                let next = order.next_to(head, true);
                (self.symmetries.iter())
                    .filter_map(|image| {
                        let j = *at.get(&head.map(|m| image[usize::from(m)]))?;
                        let after = order.next_to(&self.order[j].1, true);
                        (after == carried(image, next)).then_some(j)
                    })
                    .fold(i, usize::min)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::notation::superflip;
    use crate::rng::Rng;

    #[test]
    fn a_symmetry_of_a_cube_carries_its_turns_to_turns_of_its_image() {
        let mut rng = Rng::new(48);
        let cube = Cubies::random(&mut rng);
        let mut all = 0;
        for (a, axis) in AXES.iter().enumerate() {
            for s in 0..SYMMETRIES {
                let seen = |cube: &Cubies| Symmetry::new(s).conjugate(&axis.turn(cube));
                for m in 0..FACE_TURNS as u8 {
                    let (mut turned, mut image) = (cube, seen(&cube));
                    turned.turn(m);
                    image.turn(turn_image(s, axis.moves[usize::from(m)]));
                    assert_eq!(seen(&turned), image, "axis {a}, symmetry {s}, move {m}");
                }
                all += usize::from(seen(&Cubies::SOLVED) == Cubies::SOLVED);
            }
        }
        assert_eq!(all, 48);
        assert_eq!(symmetries_of(&superflip()).len(), 47);
        assert!(symmetries_of(&cube).is_empty());
    }

    #[test]
    fn alike_heads_are_images_of_each_other_with_the_moves_after_them() {
        for metric in [Metric::Quarter, Metric::Face] {
            let heads = Heads::new(metric, symmetries_of(&superflip()));
            let firsts = heads.first_alike();
            let mut classes = HashMap::new();
            for (i, &first) in firsts.iter().enumerate() {
                assert!(first <= i && firsts[first] == first);
                *classes.entry(first).or_insert(0) += 1;
            }
            // A symmetry that puts a turn's face after its opposite one carries the moves after
            // a head to others, and in quarter turns so does a mirror image (a clockwise turn
            // may repeat, an anticlockwise one not): of the 48, 24 or 12 are left.
            let most = classes.values().copied().max();
            let left = if metric == Metric::Face { 24 } else { 12 };
            assert_eq!(most, Some(left), "{metric:?}");
            // 43,254 heads in 2,074 classes in face turns, 10,011 in 951 in quarter turns.
            assert!(
                classes.len() * left < heads.order.len() * 6 / 5,
                "{metric:?}"
            );
            // With no symmetry each head is alike only to itself.
            let plain = Heads::new(metric, Vec::new());
            assert_eq!(
                plain.first_alike(),
                (0..heads.order.len()).collect::<Vec<_>>()
            );
        }
    }
}
