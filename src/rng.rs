//! A small pseudo-random generator for case generators, tests and benchmarks.
//!
//! SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
//! a 64-bit counter advanced by the golden-ratio constant and passed through a mixing function.
//! Every seed gives a full-period sequence that passes BigCrush; it is not for cryptography. The
//! same seed gives the same numbers on every machine, so generated cases are reproducible.

/// A SplitMix64 generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

/// Draws one random case of a puzzle: what `--gen` and `--stress` draw from, and what a model
/// offers for them.
pub type Sampler<C> = Box<dyn FnMut(&mut Rng) -> C>;

/// SplitMix64's mixing function: every bit of `z` moves about half of the result's, and no two
/// inputs give one result (a bijection). Also a hash of a 64-bit key.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator whose sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A uniform number in `0..n`, by Lemire's multiply-and-reject method (no modulo bias).
    ///
    /// # Panics
    /// If `n` is zero.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "empty range");
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if product as u64 >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// Puts `items` in a uniformly random order (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

/// The numbers `0..n` dealt in a random order, none twice until all have been, then dealt
/// again in a new order: a sampler over a list draws every item before it repeats one.
#[derive(Clone, Debug)]
pub struct Deck {
    cards: Vec<usize>,
    dealt: usize,
}

impl Deck {
    /// A deck of the numbers `0..n`.
    pub fn new(n: usize) -> Self {
        Self {
            cards: (0..n).collect(),
            dealt: 0,
        }
    }

    /// The next number: uniform among those not dealt since the deck was last used up (one
    /// step of Fisher–Yates).
    ///
    /// # Panics
    /// If the deck is empty.
    pub fn deal(&mut self, rng: &mut Rng) -> usize {
        if self.dealt == self.cards.len() {
            self.dealt = 0;
        }
        let left = (self.cards.len() - self.dealt) as u64;
        let pick = self.dealt + rng.below(left) as usize;
        self.cards.swap(self.dealt, pick);
        self.dealt += 1;
        self.cards[self.dealt - 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_splitmix64() {
        // The first outputs for seed 1234567 of the reference C implementation.
        let mut rng = Rng::new(1234567);
        let expected = [
            6457827717110365317,
            3203168211198807973,
            9817491932198370423,
        ];
        for e in expected {
            assert_eq!(rng.next_u64(), e);
        }
    }

    #[test]
    fn a_deck_deals_every_number_once_before_any_twice() {
        let mut rng = Rng::new(3);
        let mut deck = Deck::new(10);
        for _ in 0..3 {
            let mut round: Vec<usize> = (0..10).map(|_| deck.deal(&mut rng)).collect();
            round.sort_unstable();
            assert_eq!(round, (0..10).collect::<Vec<_>>());
        }
    }

    #[test]
    fn below_is_in_range_and_roughly_uniform() {
        let mut rng = Rng::new(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_400..10_600).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn shuffles_are_permutations_and_reproducible() {
        let mut a: Vec<u32> = (0..100).collect();
        let mut b = a.clone();
        Rng::new(1).shuffle(&mut a);
        Rng::new(1).shuffle(&mut b);
        assert_eq!(a, b);
        assert_ne!(a, (0..100).collect::<Vec<_>>());
        a.sort_unstable();
        assert_eq!(a, (0..100).collect::<Vec<_>>());
    }
}
