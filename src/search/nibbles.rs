//! Tables of small numbers packed four bits an entry: distance tables whose values stay below
//! 16 take half the bytes, and twice as many entries fit in a cache.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// A table of values 0 to 15, two to a byte: entry i in the low four bits of byte i / 2 when i
/// is even, in the high four when it is odd.
///
/// # Examples
///
/// ```
/// use puzzle_search::search::nibbles::Nibbles;
///
/// let packed = Nibbles::pack(&[3, 15, 0, 7, 7]);
/// assert_eq!(packed, [0xF3, 0x70, 0x07]);
/// let table = Nibbles::new(&packed);
/// assert_eq!((table.get(1), table.get(4), table.len()), (15, 7, 6));
/// // Room for six entries: the sixth, never written, reads 0.
/// assert_eq!(table.histogram()[..8], [2, 0, 0, 1, 0, 0, 0, 2]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Nibbles<'a> {
    packed: &'a [u8],
}

impl<'a> Nibbles<'a> {
    /// Packs `values`, each below 16.
    ///
    /// # Panics
    /// If a value is 16 or more.
    pub fn pack(values: &[u8]) -> Vec<u8> {
        values
            .chunks(2)
            .map(|pair| {
                assert!(pair.iter().all(|&v| v < 16), "a value of four bits");
                pair[0] | pair.get(1).map_or(0, |&high| high << 4)
            })
            .collect()
    }

    /// Reads a table made by [`Nibbles::pack`].
    pub fn new(packed: &'a [u8]) -> Self {
        Self { packed }
    }

    /// Entry `i`.
    ///
    /// # Panics
    /// If `i` is outside the table.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        self.packed[i / 2] >> (4 * (i % 2)) & 0xF
    }

    /// The number of entries the table has room for: twice its bytes.
    pub fn len(&self) -> usize {
        2 * self.packed.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.packed.is_empty()
    }

    /// How many entries hold each value, over every entry the bytes have room for, counted on
    /// every core: a gigabyte takes a fraction of a second.
    pub fn histogram(&self) -> [u64; 16] {
        const CHUNK: usize = 1 << 20;
        let (next, all) = (AtomicUsize::new(0), Mutex::new([0_u64; 256]));
        crate::parallel::on_threads(crate::parallel::cores(), || {
            let mut counts = [0; 256];
            loop {
                let start = next.fetch_add(1, Ordering::Relaxed) * CHUNK;
                let Some(part) = self
                    .packed
                    .get(start..(start + CHUNK).min(self.packed.len()))
                else {
                    break;
                };
                let part = byte_counts(part);
                counts.iter_mut().zip(part).for_each(|(c, p)| *c += p);
            }
            let mut all = all.lock().unwrap_or_else(PoisonError::into_inner);
            all.iter_mut().zip(counts).for_each(|(a, c)| *a += c);
        });
        let bytes = all.into_inner().unwrap_or_else(PoisonError::into_inner);
        let mut values = [0; 16];
        for (byte, &count) in bytes.iter().enumerate() {
            values[byte & 0xF] += count;
            values[byte >> 4] += count;
        }
        values
    }
}

/// How many times each byte occurs in `bytes`: four tallies side by side, so that runs of
/// equal bytes do not wait on one counter.
fn byte_counts(bytes: &[u8]) -> [u64; 256] {
    let mut tallies = [[0u32; 256]; 4];
    let mut all = [0u64; 256];
    // Tallies of u32 are flushed before they could overflow.
    for block in bytes.chunks(1 << 30) {
        let mut quads = block.chunks_exact(4);
        for quad in quads.by_ref() {
            for (tally, &byte) in tallies.iter_mut().zip(quad) {
                tally[usize::from(byte)] += 1;
            }
        }
        for &byte in quads.remainder() {
            tallies[0][usize::from(byte)] += 1;
        }
        for tally in &mut tallies {
            for (a, t) in all.iter_mut().zip(tally.iter_mut()) {
                *a += u64::from(*t);
                *t = 0;
            }
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_reads_back() {
        let values: Vec<u8> = (0..1001u32).map(|i| (i * 7 % 16) as u8).collect();
        let packed = Nibbles::pack(&values);
        assert_eq!(packed.len(), 501);
        let table = Nibbles::new(&packed);
        assert_eq!(table.len(), 1002);
        for (i, &v) in values.iter().enumerate() {
            assert_eq!(table.get(i), v, "{i}");
        }
        assert!(Nibbles::new(&[]).is_empty());
    }

    #[test]
    fn the_histogram_counts_every_entry() {
        let values: Vec<u8> = (0..100_001u64).map(|i| (i * i % 13) as u8).collect();
        let packed = Nibbles::pack(&values);
        let mut expected = [0u64; 16];
        values.iter().for_each(|&v| expected[usize::from(v)] += 1);
        // The odd entry's unused partner is a 0.
        expected[0] += 1;
        assert_eq!(Nibbles::new(&packed).histogram(), expected);
    }

    #[test]
    #[should_panic(expected = "a value of four bits")]
    fn values_of_16_do_not_fit() {
        Nibbles::pack(&[3, 16]);
    }
}
