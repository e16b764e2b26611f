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
//! the moves allowed after some heads to others: those heads it leaves unmatched. A head alike
//! to one searched before it without a solution needs no search (`search.rs`); most cubes have
//! no symmetry but the identity, the superflip has all 48.
//!
//! A *central* cube ([`is_central`]: the superflip; the solved cube is the other) goes much
//! further. Every move commutes with it and it is its own inverse, so a solution m₁ … mₙ
//! (m₁ ⋯ mₙ = c⁻¹ = c) turned round, m₂ … mₙ m₁ = m₁⁻¹ c m₁ = c, is one too, and so is the
//! solution reversed with each move undone, and each carried by any of the 48 symmetries. Call
//! the *first place* of four moves in a row the first place in the iteration's order of a head
//! that a symmetry carries them, or them reversed and undone, to ([`Heads::windows`]). At the
//! first bound with a solution no two moves in a row of one, round from its end to its start,
//! make one move or none (a shorter solution would do). Let C be the least first place of four
//! moves in a row, round, of any solution of that length, and h the head there: some solution
//! turned round, perhaps reversed, and carried, v, starts with h. Put v's moves after h in the
//! search's order among themselves (turns of opposite faces, which commute, swapped; in quarter
//! turns two clockwise quarter turns of a face made anticlockwise): it stays a solution, starts
//! with h, and no four of its moves in a row have a first place before C. The search makes it,
//! growing from h at either end, if right after the head it takes any move that does not
//! shorten the two, in whatever order ([`Order::next_in_any_order`]). So the search of each
//! head may drop every node that has four moves in a row, round, of a first place before the
//! head's own ([`earlier`]), and the heads whose first place is before their own need no search:
//! the head at C still finds a solution. The superflip's search then takes a fifteenth of the
//! nodes at 18 face turns.

use crate::puzzles::magic_cube::coord::AXES;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::{self, Metric};
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
    /// The moves after each that do not shorten the two, in any order.
    loose: [u32; FACE_TURNS],
}

impl Order {
    pub const fn new(metric: Metric) -> Self {
        Self {
            all: metric.all(),
            after: metric.allowed(true, false),
            before: metric.allowed(false, false),
            loose: metric.allowed(true, true),
        }
    }

    /// The moves that may come next after `moves` (in the order they are made; `after`), or
    /// before them (`moves` from the last made backwards): not the third of three alike either
    /// (only quarter turns may repeat).
    pub fn next_to(&self, moves: &[u8], after: bool) -> u32 {
        let table = if after { &self.after } else { &self.before };
        Self::next_in(table, self.all, moves)
    }

    /// The moves after `moves` that no shorter sequence makes, whatever the order of
    /// commuting turns ([`Metric::shortens`]).
    pub fn next_in_any_order(&self, moves: &[u8]) -> u32 {
        Self::next_in(&self.loose, self.all, moves)
    }

    fn next_in(table: &[u32; FACE_TURNS], all: u32, moves: &[u8]) -> u32 {
        match *moves {
            [.., a, b] if a == b => table[usize::from(b)] & !(1 << a),
            [.., b] => table[usize::from(b)],
            [] => all,
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

/// Whether every move commutes with `cube` and it is its own inverse: the solved cube and the
/// superflip (the centre of the cube's group).
pub fn is_central(cube: &Cubies) -> bool {
    let inverse = cube.inverse();
    inverse == *cube
        && (0..FACE_TURNS as u8).all(|m| {
            let (mut after, mut before) = (*cube, inverse);
            after.turn(m);
            before.turn(metric::inverse(m));
            after == before.inverse()
        })
}

/// The place of four moves in a row in [`Heads::windows`]'s table.
#[inline]
pub fn window(moves: [u8; HEAD]) -> usize {
    moves
        .iter()
        .fold(0, |at, &m| at * FACE_TURNS + usize::from(m))
}

/// Of `moves` made at the front (`at_front`) or the back of a solution whose moves so far are
/// `front` (a head at least) and `back` (from the last move backwards), those that would make
/// four moves in a row, read round from the solution's end to its start, whose first place
/// (`windows`) is before `place`, the head's: no solution the head searches has them.
pub fn earlier(
    windows: &[u16],
    place: usize,
    [front, back]: [&[u8]; 2],
    moves: u32,
    at_front: bool,
) -> u32 {
    let (base, stride) = if at_front {
        let [.., a, b, c] = *front else {
            return 0;
        };
        (window([a, b, c, 0]), 1)
    } else {
        // The three moves after the new one: the back's, last made first, then round to the
        // front's.
        let mut after = back.iter().rev().chain(front).copied();
        let (Some(a), Some(b), Some(c)) = (after.next(), after.next(), after.next()) else {
            return 0;
        };
        (window([0, a, b, c]), window([1, 0, 0, 0]))
    };
    let (mut earlier, mut bits) = (0, moves);
    while bits != 0 {
        let m = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if usize::from(windows[base + stride * m]) < place {
            earlier |= 1 << m;
        }
    }
    earlier
}

/// The heads of a cube's iterations, in the order to search them, each with the nodes it took
/// in the iteration before, and the cube's symmetries ([`symmetries_of`]).
pub struct Heads {
    pub order: Vec<(u64, [u8; HEAD])>,
    symmetries: Vec<[u8; FACE_TURNS]>,
    /// Whether the cube is central ([`is_central`]).
    central: bool,
    metric: Metric,
}

impl Heads {
    /// Every head of `metric` ([`heads`]), in move order, for `cube` (its symmetries, and
    /// whether it is central), or for none.
    pub fn new(metric: Metric, cube: Option<&Cubies>) -> Self {
        Self {
            order: heads(metric).into_iter().map(|head| (0, head)).collect(),
            symmetries: cube.map(symmetries_of).unwrap_or_default(),
            central: cube.is_some_and(is_central),
            metric,
        }
    }

    /// For a central cube, for each four moves in a row ([`window`]), the first place in the
    /// order of a head that one of the 48 symmetries carries them, or them reversed and each
    /// undone, to (`u16::MAX` where none does); for another cube none.
    pub fn windows(&self) -> Option<Vec<u16>> {
        if !self.central {
            return None;
        }
        let identity: [u8; FACE_TURNS] = std::array::from_fn(|m| m as u8);
        let mut first = vec![u16::MAX; FACE_TURNS.pow(HEAD as u32)];
        for (place, (_, head)) in self.order.iter().enumerate() {
            let place = u16::try_from(place).expect("fewer heads than 65,535");
            for image in self.symmetries.iter().chain([&identity]) {
                let carried = head.map(|m| image[usize::from(m)]);
                let mut undone = carried.map(metric::inverse);
                undone.reverse();
                for moves in [carried, undone] {
                    let at = &mut first[window(moves)];
                    *at = (*at).min(place);
                }
            }
        }
        Some(first)
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
    use crate::puzzles::magic_cube::metric::face;
    use crate::puzzles::magic_cube::notation::{moves_of, superflip};
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
            let heads = Heads::new(metric, Some(&superflip()));
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
            // As the superflip is central, its heads fall in fewer classes still, each searched
            // at its first place: 626 in face turns, 174 in quarter turns.
            let windows = heads.windows().expect("the superflip is central");
            let mut searched = 0;
            for (i, (_, head)) in heads.order.iter().enumerate() {
                let first = usize::from(windows[window(*head)]);
                assert!(first <= i && first <= firsts[i]);
                assert_eq!(usize::from(windows[window(heads.order[first].1)]), first);
                searched += usize::from(first == i);
            }
            let known = if metric == Metric::Face { 626 } else { 174 };
            assert_eq!(searched, known, "{metric:?}");
            // With no symmetry each head is alike only to itself.
            let plain = Heads::new(metric, None);
            assert_eq!(
                plain.first_alike(),
                (0..heads.order.len()).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn the_solved_cube_and_the_superflip_are_the_central_cubes() {
        assert!(is_central(&Cubies::SOLVED) && is_central(&superflip()));
        let mut turned = superflip();
        turned.turn(3);
        assert!(!is_central(&turned));
        assert!(!is_central(&Cubies::random(&mut Rng::new(7))));
    }

    /// A shortest solution of a central cube found by the search of the head at the least
    /// first place of its four moves in a row, as `heads.rs` argues: turned round, carried and
    /// perhaps reversed to start with that head, and its moves after the head put in order.
    #[test]
    fn a_central_cube_s_solution_starts_the_head_of_its_least_window_and_is_searched_there() {
        // The superflip's 20 face turns; in quarter turns each half turn made of two
        // anticlockwise quarter turns (28, none undoing the one before, round to the start).
        let turns = moves_of("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
        let (mut face_turns, mut quarter_turns, mut i) = (Vec::new(), Vec::new(), 0);
        while i < turns.len() {
            // A half turn is read as two clockwise quarter turns.
            let m = turns[i];
            if turns.get(i + 1) == Some(&m) {
                face_turns.push(12 + face(m));
                quarter_turns.extend([m - 1; 2]);
                i += 2;
            } else {
                face_turns.push(m);
                quarter_turns.push(m);
                i += 1;
            }
        }
        assert_eq!([face_turns.len(), quarter_turns.len()], [20, 28]);
        let mut rng = Rng::new(20);
        for (metric, solution) in [(Metric::Face, face_turns), (Metric::Quarter, quarter_turns)] {
            let n = solution.len();
            let mut heads = Heads::new(metric, Some(&superflip()));
            rng.shuffle(&mut heads.order);
            let windows = heads.windows().expect("the superflip is central");
            let first = |word: &[u8], at: usize| {
                let moves = std::array::from_fn(|i| word[(at + i) % word.len()]);
                usize::from(windows[window(moves)])
            };
            // The least first place, and the images of the solution (turned round, carried by
            // a symmetry or none, reversed or not) that start with its head.
            let least = (0..n).map(|at| first(&solution, at)).min().expect("moves");
            assert!(least < heads.order.len());
            let head = heads.order[least].1;
            let identity: [u8; FACE_TURNS] = std::array::from_fn(|m| m as u8);
            let mut images = Vec::new();
            for image in heads.symmetries.iter().chain([&identity]) {
                let carried: Vec<u8> = solution.iter().map(|&m| image[usize::from(m)]).collect();
                let undone: Vec<u8> = carried.iter().rev().map(|&m| metric::inverse(m)).collect();
                for word in [carried, undone] {
                    images.extend((0..n).map(|at| [&word[at..], &word[..at]].concat()));
                }
            }
            images.retain(|word| word[..HEAD] == head);
            assert!(!images.is_empty(), "{metric:?}");
            let order = Order::new(metric);
            for mut word in images {
                // The moves after the head in order: commuting turns swapped, two clockwise
                // quarter turns made anticlockwise.
                let mut sorted = false;
                while !sorted {
                    sorted = true;
                    for i in HEAD + 1..n {
                        let (a, b) = (word[i - 1], word[i]);
                        if order.next_to(&word[..i], true) >> b & 1 == 1 {
                            continue;
                        }
                        sorted = false;
                        if a == b {
                            word[i - 1] -= 1;
                            word[i] -= 1;
                        } else {
                            assert_ne!(face(a), face(b), "{metric:?} {word:?}");
                            word.swap(i - 1, i);
                        }
                    }
                }
                let mut cube = superflip();
                word.iter().for_each(|&m| cube.turn(m));
                assert!(cube.is_solved(), "{metric:?} {word:?}");
                assert_eq!(order.next_in_any_order(&word[..HEAD]) >> word[HEAD] & 1, 1);
                assert!((0..n).all(|at| first(&word, at) >= least), "{word:?}");
                // Grown from the head at either end, split anywhere, no move is ruled out.
                for split in HEAD..=n {
                    let back: Vec<u8> = word[split..].iter().rev().copied().collect();
                    for backs_first in [true, false] {
                        let (mut front, mut grown) = (word[..HEAD].to_vec(), Vec::new());
                        let grow = |at_front: bool, front: &mut Vec<u8>, grown: &mut Vec<u8>| {
                            let m = if at_front {
                                word[front.len()]
                            } else {
                                back[grown.len()]
                            };
                            let ruled_out =
                                earlier(&windows, least, [front, grown], 1 << m, at_front);
                            assert_eq!(ruled_out, 0, "{metric:?} {word:?}, split {split}");
                            if at_front {
                                front.push(m)
                            } else {
                                grown.push(m)
                            }
                        };
                        let (fronts, backs) = (split - HEAD, back.len());
                        for step in 0..fronts + backs {
                            let at_front = if backs_first {
                                step >= backs
                            } else {
                                step < fronts
                            };
                            grow(at_front, &mut front, &mut grown);
                        }
                        assert_eq!([front, grown].concat().len(), n);
                    }
                }
                // A head after every one of its four moves in a row rules out its next move
                // at the front, and its last at the back (round to the head).
                let last = (0..n).map(|at| first(&word, at)).max().expect("moves");
                let front = &word[..HEAD];
                for (m, at_front) in [(word[HEAD], true), (word[n - 1], false)] {
                    let ruled_out = earlier(&windows, last + 1, [front, &[]], 1 << m, at_front);
                    assert_eq!(ruled_out, 1 << m, "{metric:?} {word:?}");
                }
            }
        }
    }
}
