//! Distance tables two bits a state: each state's distance mod 3 (Kociemba's packing). Where
//! every move costs one, two neighbours' distances differ by at most one, so a state's
//! distance mod 3 and its neighbour's exact distance give the state's exact distance
//! ([`Mod3::step`]); the exact distance of a first state comes from walking down to the goal
//! ([`Mod3::distance`]). Half the bytes of [`Nibbles`], for the same exact estimates.

use super::layers::{Indexed, UNREACHED};
use super::nibbles::Nibbles;

/// The entry of a state not reached, and of the room past the last state.
pub const NONE: u8 = 3;

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
/// assert_eq!(table.histogram(), [2, 2, 1, 3], "three entries of room past the last");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Mod3<'a> {
    packed: &'a [u8],
}

impl<'a> Mod3<'a> {
    /// Packs the first `states` entries of a table of distances, [`UNREACHED`] as [`NONE`].
    pub fn pack(distances: &Nibbles, states: usize) -> Vec<u8> {
        let entry = |i: usize| match i < states {
            true => match distances.get(i) {
                UNREACHED => NONE,
                d => d % 3,
            },
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
        match (u32::from(self.get(i)) + 3 - from % 3) % 3 {
            0 => from,
            1 => from + 1,
            _ => from - 1,
        }
    }

    /// The distance of state `start` of `space`, whose moves all cost one and whose distances
    /// the table holds: the steps of a walk down, one state a step closer each, to a state of
    /// distance 0. `None` if the table is no such table (a walk longer than the states, or a
    /// state no closer at hand).
    ///
    /// # Complexity
    /// The distance times the moves of a state.
    pub fn distance(&self, space: &impl Indexed, start: usize) -> Option<u32> {
        let (mut at, mut steps) = (start, 0u32);
        loop {
            let here = self.get(at);
            if here == NONE || steps as usize > space.size() {
                return None;
            }
            // A neighbour one closer: mod 3, one less.
            let closer = (here + 2) % 3;
            let mut next = None;
            space.neighbours(at, |j, _| {
                next = Some(j).filter(|&j| self.get(j) == closer);
                next.is_none()
            });
            match next {
                Some(j) => (at, steps) = (j, steps + 1),
                // None closer: distance 0, or not a table of distances.
                None => return (here == 0).then_some(steps),
            }
        }
    }

    /// How many entries hold 0, 1, 2 and [`NONE`].
    ///
    /// # Complexity
    /// A few operations for each 32 entries.
    pub fn histogram(&self) -> [u64; 4] {
        let mut counts = [0u64; 4];
        let mut add = |word: u64, entries: u64| {
            // The low and the high bit of each entry, at the entry's low bit.
            const LOW: u64 = 0x5555_5555_5555_5555;
            let (low, high) = (word & LOW, word >> 1 & LOW);
            let [one, two, three] = [low & !high, high & !low, low & high].map(u64::count_ones);
            let set = [one, two, three].map(u64::from);
            counts[0] += entries - set.iter().sum::<u64>();
            counts[1..].iter_mut().zip(set).for_each(|(c, n)| *c += n);
        };
        let mut words = self.packed.chunks_exact(8);
        for word in words.by_ref() {
            add(
                u64::from_le_bytes(word.try_into().expect("eight bytes")),
                32,
            );
        }
        for &byte in words.remainder() {
            add(u64::from(byte), 4);
        }
        counts
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

    #[test]
    fn every_distance_is_found_again_by_walking_and_by_stepping() {
        let ring = Ring(29);
        let exact = layers::distances(&ring, &[7], 1, |_| {});
        let nibbles = Nibbles::new(&exact);
        let packed = Mod3::pack(&nibbles, ring.0);
        let table = Mod3::new(&packed);
        for i in 0..ring.0 {
            let d = u32::from(nibbles.get(i));
            assert_eq!(table.distance(&ring, i), Some(d), "state {i}");
            ring.neighbours(i, |j, _| {
                assert_eq!(table.step(d, j), u32::from(nibbles.get(j)));
                true
            });
        }
        assert_eq!(table.histogram(), [9, 10, 10, 3]);
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
