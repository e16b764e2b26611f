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
use std::sync::{Mutex, PoisonError};

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

/// The table of `entries` distances that `distance` gives (each at most 15), with base
/// `base`.
pub fn pack(entries: usize, base: u8, distance: impl Fn(usize) -> u8 + Sync) -> Vec<u8> {
    let mut out = vec![0u8; bytes(entries)];
    let threads = crate::parallel::cores();
    let chunk = out.len().div_ceil(threads).next_multiple_of(BLOCK);
    let parts = Mutex::new(out.chunks_mut(chunk).enumerate());
    crate::parallel::on_threads(threads, || loop {
        let part = parts.lock().unwrap_or_else(PoisonError::into_inner).next();
        let Some((t, part)) = part else { break };
        let first = t * chunk / BLOCK;
        for (b, block) in part.chunks_mut(BLOCK).enumerate() {
            let start = (first + b) * PER_BLOCK;
            let mut word = 0u128;
            let mut least = 15u8;
            for k in 0..PER_BLOCK.min(entries.saturating_sub(start)) {
                let d = distance(start + k);
                least = least.min(d);
                let code = d.saturating_sub(base).min(3);
                word |= u128::from(code) << (4 + 2 * k);
            }
            word |= u128::from(least);
            block.copy_from_slice(&word.to_le_bytes());
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_read_back_as_their_distance_or_their_blocks_least() {
        const BASE: u8 = 10;
        let distances: Vec<u8> = (0..1000).map(|i| ((i * 7919) % 15) as u8).collect();
        let bytes = pack(distances.len(), BASE, |i| distances[i]);
        assert_eq!(bytes.len(), super::bytes(1000));
        let table = Packed::new(&bytes, BASE);
        for (i, &d) in distances.iter().enumerate() {
            let block = &distances[i / 62 * 62..(i / 62 * 62 + 62).min(1000)];
            let expected = match d {
                0..=BASE => u32::from(*block.iter().min().unwrap()),
                d => u32::from(d.min(BASE + 3)),
            };
            assert_eq!(table.get(i), expected, "entry {i}");
            assert!(table.get(i) <= u32::from(d));
        }
        let (codes, least) = table.histogram(distances.len());
        for (code, &count) in codes.iter().enumerate() {
            let expected = distances
                .iter()
                .filter(|&&d| d.saturating_sub(BASE).min(3) == code as u8)
                .count();
            assert_eq!(count, expected as u64, "code {code}");
        }
        assert_eq!(least.iter().sum::<u64>(), 1000u64.div_ceil(62));
    }
}
