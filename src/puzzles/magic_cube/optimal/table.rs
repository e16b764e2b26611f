//! The cosets' distances two bits an entry, relative to a base, with each block's least value
//! beside them (after Rokicki's nxopt): 62 entries in 16 bytes, a quarter of a cache line.
//!
//! Bits 0–3 of a block hold the least distance of its 62 entries; entry k's two bits, from bit
//! 4 + 2k, say whether its distance is at most the table's base (0: read the block's least
//! instead), or the base + 1, + 2, or + 3 and more. The base is chosen so that few of a random
//! cube's cosets are as near as it (in quarter turns 10: fewer than one in twenty), so nearly
//! every entry read is exact up to the base + 3, and the rest are still bounded from below by
//! their block.

use crate::memory::prefetch;
use crate::search::nibbles::Nibbles;

/// Entries a block.
const PER_BLOCK: usize = 62;

/// Bytes a block.
const BLOCK: usize = 16;

/// The bytes of a table of `entries` entries.
pub const fn bytes(entries: usize) -> usize {
    entries.div_ceil(PER_BLOCK) * BLOCK
}

/// A table read from its bytes.
#[derive(Clone, Copy, Debug)]
pub struct Packed<'t> {
    bytes: &'t [u8],
    /// Distances up to the base share one code.
    base: u8,
}

impl<'t> Packed<'t> {
    /// The table in `bytes`, packed with base `base`.
    pub fn new(bytes: &'t [u8], base: u8) -> Self {
        Self { bytes, base }
    }

    /// The block that holds entry `index`, as one number.
    #[inline]
    fn block(&self, index: usize) -> u128 {
        let at = BLOCK * (index / PER_BLOCK);
        let block: [u8; BLOCK] = self.bytes[at..at + BLOCK]
            .try_into()
            .expect("a whole block");
        u128::from_le_bytes(block)
    }

    /// A lower bound on the distance of entry `index`: exact if above the base and below the
    /// base + 3.
    #[inline]
    pub fn get(&self, index: usize) -> u32 {
        let block = self.block(index);
        let code = (block >> (4 + 2 * (index % PER_BLOCK))) as u32 & 3;
        match code {
            0 => block as u32 & 15,
            code => u32::from(self.base) + code,
        }
    }

    /// Asks the memory for entry `index`'s block, to be read soon.
    #[inline]
    pub fn prefetch(&self, index: usize) {
        prefetch(self.bytes, BLOCK * (index / PER_BLOCK));
    }

    /// How many entries have each code (0 to 3), and how many blocks each least value, of a
    /// table of `entries` entries.
    pub fn histogram(&self, entries: usize) -> ([u64; 4], [u64; 16]) {
        let (mut codes, mut least) = ([0; 4], [0; 16]);
        // The low bit of each entry's code, and the high bit.
        const LOW: u128 = 0x5555_5555_5555_5555_5555_5555_5555_5555 << 4 & !0xf;
        for b in 0..entries.div_ceil(PER_BLOCK) {
            let block = self.block(b * PER_BLOCK);
            least[block as usize & 15] += 1;
            let (low, high) = (block & LOW, block >> 1 & LOW);
            let counted = [low & high, !low & high, low & !high].map(|m| m.count_ones());
            codes[3] += u64::from(counted[0]);
            codes[2] += u64::from(counted[1]);
            codes[1] += u64::from(counted[2]);
            let here = PER_BLOCK.min(entries - b * PER_BLOCK) as u32;
            codes[0] += u64::from(here - counted.iter().sum::<u32>());
        }
        (codes, least)
    }
}

/// The table of the `entries` distances in `nibbles` (four bits each, as [`Nibbles`] reads them;
/// each at most 15), with base `base`, made in their place: block b's 62 distances are the 31 bytes
/// from 31·b, and its 16 bytes go to 16·b, below any later block's, so that a table of 30 billion
/// distances needs no second buffer of 7.8 GB beside them.
///
/// # Complexity
/// O(entries), on one thread (about a second for a billion).
pub fn pack(mut nibbles: Vec<u8>, entries: usize, base: u8) -> Vec<u8> {
    const HALF: usize = PER_BLOCK / 2;
    let len = bytes(entries);
    // A table of a few entries takes a block of more bytes than their nibbles.
    nibbles.resize(nibbles.len().max(len), 0);
    for b in 0..entries.div_ceil(PER_BLOCK) {
        let mut here = [0u8; HALF];
        let source = &nibbles[HALF * b..(HALF * b + HALF).min(entries.div_ceil(2))];
        here[..source.len()].copy_from_slice(source);
        let (here, mut word, mut least) = (Nibbles::new(&here), 0u128, 15u8);
        for k in 0..PER_BLOCK.min(entries - b * PER_BLOCK) {
            let d = here.get(k);
            least = least.min(d);
            let code = d.saturating_sub(base).min(3);
            word |= u128::from(code) << (4 + 2 * k);
        }
        word |= u128::from(least);
        // Read before written: the block's own bytes are copied out above.
        nibbles[BLOCK * b..BLOCK * b + BLOCK].copy_from_slice(&word.to_le_bytes());
    }
    nibbles.truncate(len);
    nibbles.shrink_to_fit();
    nibbles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_read_back_as_their_distance_or_their_blocks_least() {
        const BASE: u8 = 10;
        // Whole blocks, a part of one, an odd count, fewer bytes of nibbles than a block.
        for len in [1000, 999, 63, 62, 1] {
            let distances: Vec<u8> = (0..len).map(|i| ((i * 7919) % 15) as u8).collect();
            let nibbles = distances
                .chunks(2)
                .map(|pair| pair[0] | pair.get(1).map_or(0xf0, |d| d << 4))
                .collect();
            let bytes = pack(nibbles, len, BASE);
            assert_eq!(bytes.len(), super::bytes(len));
            let table = Packed::new(&bytes, BASE);
            for (i, &d) in distances.iter().enumerate() {
                let block = &distances[i / 62 * 62..(i / 62 * 62 + 62).min(len)];
                let expected = match d {
                    0..=BASE => u32::from(*block.iter().min().unwrap()),
                    d => u32::from(d.min(BASE + 3)),
                };
                assert_eq!(table.get(i), expected, "entry {i} of {len}");
                assert!(table.get(i) <= u32::from(d));
            }
            let (codes, least) = table.histogram(len);
            for (code, &count) in codes.iter().enumerate() {
                let expected = distances
                    .iter()
                    .filter(|&&d| d.saturating_sub(BASE).min(3) == code as u8)
                    .count();
                assert_eq!(count, expected as u64, "code {code} of {len}");
            }
            assert_eq!(least.iter().sum::<u64>(), len.div_ceil(62) as u64);
        }
    }
}
