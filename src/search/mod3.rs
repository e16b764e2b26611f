//! Distance tables two bits a state: each state's distance mod 3 (Kociemba's packing). Where
//! every move costs one, two neighbours' distances differ by at most one, so a state's
//! distance mod 3 and its neighbour's exact distance give the state's exact distance
//! ([`Mod3::step`]); the exact distance of a first state comes from walking down to the goal
//! ([`Mod3::distance`]). Half the bytes of [`Nibbles`], for the same exact estimates.
//!
//! A move may also cost two (a half turn counted as two quarter turns) where every path
//! between two states costs the same mod 2 (in the cube's subgroup G1, the corners'
//! permutation parity): a move of cost c then changes the distance by one of −c, −c + 2, …, c,
//! which differ mod 3 ([`Mod3::step_even`] for cost two).

use super::layers::{Indexed, UNREACHED};
use super::nibbles::Nibbles;

/// The entry of a state not reached, and of the room past the last state.
pub const NONE: u8 = 3;

/// The distance of a neighbour of a state at distance `from`, whose entry is `entry`
/// ([`Mod3::step`] with the entry read).
#[inline]
pub fn step(from: u32, entry: u8) -> u32 {
    match (u32::from(entry) + 3 - from % 3) % 3 {
        0 => from,
        1 => from + 1,
        _ => from - 1,
    }
}

/// A table of distances mod 3, four to a byte: entry i in bits 2·(i % 4) and up of byte i / 4.
///
/// # Examples
///
/// ```
/// use puzzle_search::search::mod3::Mod3;
/// use puzzle_search::search::nibbles::Nibbles;
///
/// // A path of five states, the goal at one end: distances 0 to 4.
/// let distances = Nibbles::pack(&[0, 1, 2, 3, 4]);
/// let packed = Mod3::pack(&Nibbles::new(&distances), 5);
/// let table = Mod3::new(&packed);
/// assert_eq!((0..5).map(|i| table.get(i)).collect::<Vec<_>>(), [0, 1, 2, 0, 1]);
/// // From state 3 at distance 3, its neighbour 4 is at 4.
/// assert_eq!(table.step(3, 4), 4);
/// assert_eq!(table.held(5), [true, true, true, false]);
/// assert_eq!(table.get(7), 3, "room past the last state");
/// // Moves of cost two where each state's distance is its parity, as here: 1 to 3 is +2.
/// assert_eq!(table.step_even(1, 3), 3);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Mod3<'a> {
    packed: &'a [u8],
}

impl<'a> Mod3<'a> {
    /// Packs the first `states` entries of a table of distances, [`UNREACHED`] as [`NONE`].
    pub fn pack(distances: &Nibbles, states: usize) -> Vec<u8> {
        Self::pack_with(states, |i| match distances.get(i) {
            UNREACHED => None,
            d => Some(d),
        })
    }

    /// Packs the distances of states 0 to `states` − 1, `None` (not reached) as [`NONE`].
    pub fn pack_with(states: usize, distance: impl Fn(usize) -> Option<u8>) -> Vec<u8> {
        let entry = |i: usize| match i < states {
            true => distance(i).map_or(NONE, |d| d % 3),
            false => NONE,
        };
        (0..states.div_ceil(4))
            .map(|b| (0..4).fold(0, |byte, k| byte | entry(4 * b + k) << (2 * k)))
            .collect()
    }

    /// Reads a table made by [`Mod3::pack`].
    pub fn new(packed: &'a [u8]) -> Self {
        Self { packed }
    }

    /// Entry `i`: a distance mod 3, or [`NONE`].
    ///
    /// # Panics
    /// If `i` is outside the table.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        self.packed[i / 4] >> (2 * (i % 4)) & 3
    }

    /// The distance of state `i`, a neighbour of a state at distance `from`.
    #[inline]
    pub fn step(&self, from: u32, i: usize) -> u32 {
        step(from, self.get(i))
    }

    /// The distance of state `i`, a neighbour of a state at distance `from` by a move of cost
    /// two, in a space where every path between two states costs the same mod 2: the move
    /// changes the distance by −2, 0 or 2.
    #[inline]
    pub fn step_even(&self, from: u32, i: usize) -> u32 {
        match (u32::from(self.get(i)) + 3 - from % 3) % 3 {
            0 => from,
            2 => from + 2,
            _ => from - 2,
        }
    }

    /// The distance of state `start` of `space`, whose distances the table holds: the cost of
    /// a walk down, each move to a neighbour as much closer as the move costs, to a state of
    /// distance 0. Moves of cost two need a space where every path between two states costs
    /// the same mod 2 (see the module). `None` if the table is no such table (a walk longer
    /// than the states, or a state no closer at hand).
    ///
    /// # Complexity
    /// The distance times the moves of a state.
    pub fn distance(&self, space: &impl Indexed, start: usize) -> Option<u32> {
        self.distance_within(space, start, u32::MAX, |_, _| 0)
            .map(|within| within.expect("every distance is within no bound"))
    }

    /// [`Mod3::distance`] of `start` if it is at most `bound`, else `Some(None)`. The walk
    /// gives up as soon as its cost so far and `at_least` of the state it is at, a lower bound
    /// on that state's distance from its index and entry, pass the bound.
    ///
    /// # Complexity
    /// The distance times the moves of a state, at most.
    pub fn distance_within(
        &self,
        space: &impl Indexed,
        start: usize,
        bound: u32,
        at_least: impl Fn(usize, u8) -> u32,
    ) -> Option<Option<u32>> {
        let (mut at, mut steps, mut cost) = (start, 0usize, 0u32);
        loop {
            let here = self.get(at);
            if here == NONE || steps > space.size() {
                return None;
            }
            if cost.saturating_add(at_least(at, here)) > bound {
                return Some(None);
            }
            // A neighbour as much closer as the move costs: mod 3, that much less.
            let mut next = None;
            space.neighbours(at, |j, c| {
                let closer = (here + 3 - c % 3) % 3;
                next = Some((j, c)).filter(|&(j, _)| self.get(j) == closer);
                next.is_none()
            });
            match next {
                Some((j, c)) => (at, steps, cost) = (j, steps + 1, cost + u32::from(c)),
                // None closer: distance 0, or not a table of distances.
                None => return (here == 0).then_some(Some(cost)),
            }
        }
    }

    /// Which of 0, 1, 2 and [`NONE`] the first `states` entries hold.
    ///
    /// # Panics
    /// If the table has fewer than `states` entries.
    ///
    /// # Complexity
    /// A few operations for each 32 entries.
    pub fn held(&self, states: usize) -> [bool; 4] {
        // The low and the high bit of each entry, at the entry's low bit.
        const LOW: u64 = 0x5555_5555_5555_5555;
        let (whole, mut any) = (&self.packed[..states / 4], [0u64; 4]);
        let mut words = whole.chunks_exact(8);
        for word in words.by_ref() {
            let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
            let (low, high) = (word & LOW, word >> 1 & LOW);
            any[0] |= !low & !high & LOW;
            any[1] |= low & !high;
            any[2] |= high & !low;
            any[3] |= low & high;
        }
        let rest = words.remainder().len() * 4;
        let mut held = any.map(|bits| bits != 0);
        for i in states / 4 * 4 - rest..states {
            held[usize::from(self.get(i))] = true;
        }
        held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::layers;

    /// A ring of `n` states, each a move from the next.
    struct Ring(usize);

    impl Indexed for Ring {
        fn size(&self) -> usize {
            self.0
        }

        fn neighbours(&self, i: usize, mut visit: impl FnMut(usize, u8) -> bool) {
            let _ = visit((i + 1) % self.0, 1) && visit((i + self.0 - 1) % self.0, 1);
        }
    }

    /// A ring of 29 states, the goal at 7: its distances in nibbles, and packed mod 3.
    fn ring_tables() -> (Ring, Vec<u8>, Vec<u8>) {
        let ring = Ring(29);
        let exact = layers::distances(&ring, &[7], 1, |_| {});
        let packed = Mod3::pack(&Nibbles::new(&exact), ring.0);
        (ring, exact, packed)
    }

    #[test]
    fn every_distance_is_found_again_by_walking_and_by_stepping() {
        let (ring, exact, packed) = ring_tables();
        let (nibbles, table) = (Nibbles::new(&exact), Mod3::new(&packed));
        for i in 0..ring.0 {
            let d = u32::from(nibbles.get(i));
            assert_eq!(table.distance(&ring, i), Some(d), "state {i}");
            ring.neighbours(i, |j, _| {
                assert_eq!(table.step(d, j), u32::from(nibbles.get(j)));
                true
            });
        }
        assert_eq!(table.held(ring.0), [true, true, true, false]);
        for states in 0..=ring.0 {
            let mut expected = [false; 4];
            (0..states).for_each(|i| expected[usize::from(table.get(i))] = true);
            assert_eq!(table.held(states), expected, "{states} states");
        }
    }

    /// A line of `n` states, a step of one either way costing one and of two costing two: a
    /// state's distance from state 0 is its number, so every path costs the same mod 2.
    struct Line(usize);

    impl Indexed for Line {
        const MOST_COST: u8 = 2;

        fn size(&self) -> usize {
            self.0
        }

        fn neighbours(&self, i: usize, mut visit: impl FnMut(usize, u8) -> bool) {
            for (step, cost) in [(1, 1), (2, 2)] {
                let near = [i.checked_sub(step), Some(i + step).filter(|&j| j < self.0)];
                if !near.into_iter().flatten().all(|j| visit(j, cost)) {
                    return;
                }
            }
        }
    }

    #[test]
    fn moves_of_cost_two_step_and_walk_where_paths_keep_their_parity() {
        let line = Line(23);
        let exact = layers::byte_distances(&line, &[0], 1, |_| {});
        assert!(exact.iter().enumerate().all(|(i, &d)| usize::from(d) == i));
        let packed = Mod3::pack_with(line.0, |i| Some(exact[i]));
        let table = Mod3::new(&packed);
        for i in 0..line.0 {
            let d = u32::from(exact[i]);
            assert_eq!(table.distance(&line, i), Some(d), "state {i}");
            line.neighbours(i, |j, cost| {
                let stepped = match cost {
                    1 => table.step(d, j),
                    _ => table.step_even(d, j),
                };
                assert_eq!(stepped, u32::from(exact[j]), "from {i} to {j}");
                true
            });
        }
    }

    #[test]
    fn a_walk_within_a_bound_gives_up_where_its_lower_bound_passes_it() {
        let (ring, exact, packed) = ring_tables();
        let (nibbles, table) = (Nibbles::new(&exact), Mod3::new(&packed));
        for i in 0..ring.0 {
            let d = u32::from(nibbles.get(i));
            // Half the distance, from the index alone, and the states the walk stood on.
            let half = |j: usize| u32::from(nibbles.get(j)) / 2;
            for bound in 0..16 {
                let stood = std::cell::Cell::new(0);
                let within = table.distance_within(&ring, i, bound, |j, entry| {
                    assert_eq!(entry, table.get(j));
                    stood.set(stood.get() + 1);
                    half(j)
                });
                assert_eq!(
                    within,
                    Some((d <= bound).then_some(d)),
                    "{i} within {bound}"
                );
                // Where it gives up: the first state on its way down at cost + d / 2 > bound.
                let steps = (0..=d).find(|&c| c + (d - c) / 2 > bound).unwrap_or(d);
                assert_eq!(stood.get(), steps + 1, "{i} within {bound}");
            }
        }
    }

    #[test]
    fn a_table_of_no_distances_gives_none() {
        let ring = Ring(12);
        // Everything at "distance 1": no state has a neighbour one closer, none is at 0.
        let packed = vec![0b0101_0101; 3];
        assert_eq!(Mod3::new(&packed).distance(&ring, 5), None);
        let unreached = vec![0xFF; 3];
        assert_eq!(Mod3::new(&unreached).distance(&ring, 0), None);
    }
}
