//! Ranking: dense numbers for combinatorial objects, so that tables can be indexed by state.
//!
//! Two families cover the puzzles here:
//! - k-subsets of `0..n` given as bit masks (which cells hold one symbol), ranked in colex order;
//! - arrangements, sequences of k distinct values from `0..n` (where tiles are), ranked in
//!   lexicographic order. An arrangement of n−2 values out of n ranks the permutations of one
//!   parity class, since the last two values are then fixed by the parity.
//!
//! # Examples
//!
//! ```
//! use puzzle_search::search::rank::{
//!     arrangements, rank_arrangement, rank_subset, unrank_arrangement,
//! };
//!
//! // Where three tiles are on a board of nine cells: 9·8·7 = 504 arrangements.
//! assert_eq!(arrangements(9, 3), 504);
//! assert_eq!(rank_arrangement(&[0, 1, 2], 9), 0);
//! assert_eq!(rank_arrangement(&[8, 7, 6], 9), 503);
//! let mut cells = [0; 3];
//! unrank_arrangement(rank_arrangement(&[4, 0, 8], 9), 9, &mut cells);
//! assert_eq!(cells, [4, 0, 8]);
//!
//! // Which cells hold a symbol, as a bit mask: the 2-subsets in colex order.
//! let ranks: Vec<usize> = [0b0011, 0b0101, 0b0110, 0b1001].map(rank_subset).to_vec();
//! assert_eq!(ranks, [0, 1, 2, 3]);
//! ```

/// Pascal's triangle up to n = 32.
const BINOMIAL: [[u32; 33]; 33] = {
    let mut table = [[0; 33]; 33];
    let mut n = 0;
    while n <= 32 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
};

/// The binomial coefficient C(n, k), zero when k > n.
///
/// # Panics
/// If n > 32 or k > 32.
pub const fn binomial(n: usize, k: usize) -> usize {
    BINOMIAL[n][k] as usize
}

/// The colex rank of the set of bit positions in `mask`: the subsets with `mask.count_ones()`
/// elements are numbered `0..C(n, k)` for any n that exceeds the highest set bit, and a subset
/// ranks below another exactly when its largest differing element is smaller.
///
/// # Complexity
/// O(k).
pub fn rank_subset(mask: u32) -> usize {
    let mut rank = 0;
    let mut rest = mask;
    let mut k = 1;
    while rest != 0 {
        rank += binomial(rest.trailing_zeros() as usize, k);
        rest &= rest - 1;
        k += 1;
    }
    rank
}

/// The set of `k` bit positions whose colex rank ([`rank_subset`]) is `rank`, as a mask.
///
/// # Complexity
/// O(k + the highest position).
pub fn unrank_subset(mut rank: usize, k: usize) -> u32 {
    let mut mask = 0;
    for i in (1..=k).rev() {
        // The highest position p with C(p, i) ≤ rank.
        let mut p = i - 1;
        while binomial(p + 1, i) <= rank {
            p += 1;
        }
        rank -= binomial(p, i);
        mask |= 1 << p;
    }
    mask
}

/// The number of arrangements of k distinct values out of n: n! / (n − k)!.
pub const fn arrangements(n: usize, k: usize) -> usize {
    let mut count = 1;
    let mut i = 0;
    while i < k {
        count *= n - i;
        i += 1;
    }
    count
}

/// The lexicographic rank of `values`, k distinct numbers below n (n ≤ 32), among all
/// `arrangements(n, k)` such sequences.
///
/// # Complexity
/// O(k).
pub fn rank_arrangement(values: &[u8], n: usize) -> usize {
    let mut used = 0u32;
    let mut rank = 0;
    for (i, &v) in values.iter().enumerate() {
        let below = (used & ((1 << v) - 1)).count_ones() as usize;
        rank = rank * (n - i) + v as usize - below;
        used |= 1 << v;
    }
    rank
}

/// The arrangement of k distinct values below n whose [`rank_arrangement`] is `rank`, written
/// to `values` (k long).
///
/// # Complexity
/// O(k·n).
pub fn unrank_arrangement(mut rank: usize, n: usize, values: &mut [u8]) {
    let k = values.len();
    if k == 0 {
        return;
    }
    let mut unused = (1u64 << n) - 1;
    // The arrangements of the values after the i-th, for each choice of it:
    // A(n − 1 − i, k − 1 − i).
    let mut after = arrangements(n - 1, k - 1);
    for (i, value) in values.iter_mut().enumerate() {
        let mut left = unused;
        for _ in 0..rank / after {
            left &= left - 1;
        }
        rank %= after;
        assert!(left != 0, "a rank below the number of arrangements");
        *value = left.trailing_zeros() as u8;
        unused &= !(left & left.wrapping_neg());
        if i + 1 < k {
            after /= n - 1 - i;
        }
    }
}

/// The parity, 0 even or 1 odd, of the permutation of `0..n` whose [`rank_arrangement`] is
/// `rank`: its inversions mod 2. The rank's digits in the mixed radix 1, 2, …, n (the last
/// value's digit first) count, for each value, the later values below it, so their sum is the
/// number of inversions.
///
/// # Complexity
/// O(n).
pub fn permutation_parity(mut rank: usize, n: usize) -> u8 {
    let mut inversions = 0;
    for radix in 2..=n {
        inversions += rank % radix;
        rank /= radix;
    }
    (inversions % 2) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn factorial(n: usize) -> usize {
        (1..=n).product()
    }

    #[test]
    fn subsets_unrank_to_the_sets_they_rank() {
        for mask in 0..1u32 << 12 {
            let k = mask.count_ones() as usize;
            assert_eq!(unrank_subset(rank_subset(mask), k), mask, "{mask:b}");
        }
    }

    #[test]
    fn binomial_matches_factorials() {
        for n in 0..=20 {
            for k in 0..=n {
                assert_eq!(
                    binomial(n, k),
                    factorial(n) / factorial(k) / factorial(n - k)
                );
            }
            assert_eq!(binomial(n, n + 1), 0);
        }
        assert_eq!(binomial(24, 8), 735_471);
    }

    #[test]
    fn subsets_rank_densely_in_colex_order() {
        for n in 0..=10 {
            for k in 0..=n {
                // Colex order is the order of the masks as numbers.
                let masks: Vec<u32> = (0..1u32 << n)
                    .filter(|m| m.count_ones() as usize == k)
                    .collect();
                let ranks: Vec<usize> = masks.iter().map(|&m| rank_subset(m)).collect();
                assert_eq!(
                    ranks,
                    (0..binomial(n, k)).collect::<Vec<_>>(),
                    "n={n} k={k}"
                );
            }
        }
    }

    /// All sequences of k distinct values below n, in lexicographic order: the n^k sequences
    /// counted like an odometer, keeping those without a repeated value.
    fn all_arrangements(n: usize, k: usize) -> Vec<Vec<u8>> {
        (0..n.pow(k as u32))
            .map(|mut i| {
                let mut seq = vec![0u8; k];
                for slot in seq.iter_mut().rev() {
                    *slot = (i % n) as u8;
                    i /= n;
                }
                seq
            })
            .filter(|seq| (1..k).all(|j| !seq[..j].contains(&seq[j])))
            .collect()
    }

    #[test]
    fn arrangements_rank_densely_in_lexicographic_order() {
        for n in 0..=6 {
            for k in 0..=n {
                let all = all_arrangements(n, k);
                assert_eq!(all.len(), arrangements(n, k));
                for (expected, seq) in all.iter().enumerate() {
                    assert_eq!(rank_arrangement(seq, n), expected, "{seq:?}");
                    let mut back = vec![0; k];
                    unrank_arrangement(expected, n, &mut back);
                    assert_eq!(&back, seq);
                }
            }
        }
        assert_eq!(arrangements(9, 7), 181_440);
    }

    #[test]
    fn parity_from_the_rank_is_the_inversions_mod_2() {
        for n in 0..=7 {
            for (rank, permutation) in all_arrangements(n, n).iter().enumerate() {
                let inversions = (0..n)
                    .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                    .filter(|&(i, j)| permutation[i] > permutation[j])
                    .count();
                assert_eq!(
                    permutation_parity(rank, n),
                    (inversions % 2) as u8,
                    "{permutation:?}"
                );
            }
        }
    }
}
