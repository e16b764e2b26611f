//! The checksum of a cache file.

/// A 64-bit FNV-1a hash taken eight bytes at a time (little-endian words, the last one padded
/// with zeros), then the length: every changed byte changes it, and hundreds of megabytes take
/// a fraction of a second. Fed in pieces of any size, it is the hash of their concatenation.
#[derive(Clone, Debug)]
pub struct Fnv {
    hash: u64,
    /// The bytes of a word not yet complete.
    pending: [u8; 8],
    pending_len: usize,
    len: u64,
}

impl Fnv {
    pub fn new() -> Self {
        Self {
            hash: 0xcbf2_9ce4_8422_2325,
            pending: [0; 8],
            pending_len: 0,
            len: 0,
        }
    }

    fn mix(&mut self, word: u64) {
        self.hash = (self.hash ^ word).wrapping_mul(0x100_0000_01b3);
    }

    pub fn add(&mut self, mut bytes: &[u8]) {
        self.len += bytes.len() as u64;
        if self.pending_len > 0 {
            let take = (8 - self.pending_len).min(bytes.len());
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&bytes[..take]);
            self.pending_len += take;
            bytes = &bytes[take..];
            if self.pending_len < 8 {
                return;
            }
            self.mix(u64::from_le_bytes(self.pending));
            self.pending_len = 0;
        }
        let mut words = bytes.chunks_exact(8);
        for word in words.by_ref() {
            self.mix(u64::from_le_bytes(word.try_into().expect("eight bytes")));
        }
        let rest = words.remainder();
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
    }

    pub fn finish(mut self) -> u64 {
        let mut last = [0; 8];
        last[..self.pending_len].copy_from_slice(&self.pending[..self.pending_len]);
        self.mix(u64::from_le_bytes(last));
        let len = self.len;
        self.mix(len);
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_of_pieces_is_the_hash_of_the_whole() {
        let bytes: Vec<u8> = (0..100u8).map(|b| b.wrapping_mul(37)).collect();
        let mut whole = Fnv::new();
        whole.add(&bytes);
        let whole = whole.finish();
        for cut in [
            vec![1, 2, 3],
            vec![7, 9],
            vec![8, 8, 8, 8],
            vec![13],
            vec![],
        ] {
            let mut pieces = Fnv::new();
            let mut rest = &bytes[..];
            for &n in &cut {
                let (piece, after) = rest.split_at(n);
                pieces.add(piece);
                rest = after;
            }
            pieces.add(rest);
            assert_eq!(pieces.finish(), whole, "{cut:?}");
        }
        let mut changed = bytes.clone();
        changed[50] ^= 1;
        let mut other = Fnv::new();
        other.add(&changed);
        assert_ne!(other.finish(), whole);
    }
}
