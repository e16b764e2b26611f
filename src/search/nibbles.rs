//! Tables of small numbers packed four bits an entry: distance tables whose values stay below
//! 16 take half the bytes, and twice as many entries fit in a cache.

/// A table of values 0 to 15, two to a byte: entry i in the low four bits of byte i / 2 when i
/// is even, in the high four when it is odd.
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
    #[should_panic(expected = "a value of four bits")]
    fn values_of_16_do_not_fit() {
        Nibbles::pack(&[3, 16]);
    }
}
