//! Move pruning by a finite-state machine (Taylor and Korf 1993): the move sequences that a
//! search may skip, recognised wherever they end a path, one table lookup a move.
//!
//! Given the sequences to skip, [`Automaton`] is the Aho–Corasick automaton of them (Aho and
//! Corasick 1975): a trie of the sequences, each of its nodes a state standing for the longest
//! of its sequences' beginnings that ends the path so far, completed by following, on a move the
//! trie lacks, the state of the longest beginning that is also an ending. A search carries the
//! state of its path; [`Automaton::skipped`] says which moves would end a sequence to skip, and
//! [`Automaton::next`] gives the state after a move.

/// The automaton of a set of move sequences.
///
/// # Examples
///
/// ```
/// use puzzle_search::search::fsm::Automaton;
///
/// // Moves 0, 1, 2; skip "0 1" and "2 2 2".
/// let fsm = Automaton::new(3, [&[0, 1][..], &[2, 2, 2]]);
/// let mut state = Automaton::START;
/// for m in [2, 2, 0] {
///     assert_eq!(fsm.skipped(state) & 1 << m, 0, "no sequence ends here");
///     state = fsm.next(state, m);
/// }
/// assert_eq!(fsm.skipped(state), 0b010, "after 2 2 0, move 1 ends \"0 1\"");
/// assert_eq!(fsm.skipped(fsm.next(fsm.next(state, 2), 2)), 0b100, "and 2 ends \"2 2 2\"");
/// ```
///
/// # Complexity
/// Building: O(s · m) time and space for s states (at most the sequences' total length plus
/// one) and m moves. A move: one lookup. Two bytes a transition and four a state's moves to
/// skip keep the tables of tens of thousands of states within a processor's second-level cache.
#[derive(Clone, Debug)]
pub struct Automaton {
    moves: usize,
    /// Row s: the state after each move from state s.
    next: Vec<u16>,
    /// For each state, the moves that end a sequence to skip.
    skipped: Vec<u32>,
}

impl Automaton {
    /// The state of the empty path.
    pub const START: u32 = 0;

    /// The automaton of `sequences` over moves `0..moves`.
    ///
    /// Law: from [`Automaton::START`], after any path that contains none of the sequences,
    /// move m is in [`Automaton::skipped`] exactly when the path followed by m ends with one of
    /// them.
    ///
    /// # Panics
    /// If `moves` is above 32, a sequence is empty, a move is not below `moves`, or the
    /// automaton would have more than 65,536 states.
    pub fn new<'a>(moves: u8, sequences: impl IntoIterator<Item = &'a [u8]>) -> Self {
        assert!(moves <= 32, "at most 32 moves");
        let moves = usize::from(moves);
        const NONE: u32 = u32::MAX;
        // The trie: each state's children, and whether it ends a sequence.
        let mut next = vec![NONE; moves];
        let mut ends = vec![false];
        for sequence in sequences {
            assert!(!sequence.is_empty(), "a sequence of at least one move");
            let mut state = 0;
            for &m in sequence {
                assert!(usize::from(m) < moves, "a move below {moves}");
                let slot = state * moves + usize::from(m);
                if next[slot] == NONE {
                    next[slot] = ends.len() as u32;
                    next.extend(std::iter::repeat_n(NONE, moves));
                    ends.push(false);
                }
                state = next[slot] as usize;
            }
            ends[state] = true;
        }
        // Breadth first, each state's missing moves go where its longest proper ending's go,
        // and a state ends a sequence when that ending does.
        let mut fallback = vec![0u32; ends.len()];
        let mut queue = std::collections::VecDeque::new();
        for child in &mut next[..moves] {
            match *child {
                NONE => *child = 0,
                child => queue.push_back(child),
            }
        }
        while let Some(state) = queue.pop_front() {
            let state = state as usize;
            ends[state] |= ends[fallback[state] as usize];
            for m in 0..moves {
                let slot = state * moves + m;
                let through = next[fallback[state] as usize * moves + m];
                match next[slot] {
                    NONE => next[slot] = through,
                    child => {
                        fallback[child as usize] = through;
                        queue.push_back(child);
                    }
                }
            }
        }
        let skipped = (0..ends.len())
            .map(|state| {
                (0..moves)
                    .filter(|&m| ends[next[state * moves + m] as usize])
                    .fold(0u32, |mask, m| mask | 1 << m)
            })
            .collect();
        assert!(ends.len() <= 1 << 16, "at most 65,536 states");
        Self {
            moves,
            next: next.into_iter().map(|state| state as u16).collect(),
            skipped,
        }
    }

    /// The state after move `m` from `state`.
    #[inline]
    pub fn next(&self, state: u32, m: u8) -> u32 {
        u32::from(self.next[state as usize * self.moves + usize::from(m)])
    }

    /// The moves that end a sequence to skip from `state`, as a bit mask over move numbers.
    #[inline]
    pub fn skipped(&self, state: u32) -> u64 {
        u64::from(self.skipped[state as usize])
    }

    /// How many states the automaton has.
    pub fn states(&self) -> usize {
        self.skipped.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Whether `path` ends with one of `sequences`: the plain check the automaton replaces.
    fn ends_with_one(path: &[u8], sequences: &[Vec<u8>]) -> bool {
        sequences.iter().any(|s| path.ends_with(s))
    }

    #[test]
    fn the_automaton_skips_exactly_the_moves_that_end_a_sequence() {
        let mut rng = Rng::new(7);
        for round in 0..200 {
            let moves = 2 + rng.below(4) as u8;
            let sequences: Vec<Vec<u8>> = (0..1 + rng.below(8))
                .map(|_| {
                    let len = 1 + rng.below(5) as usize;
                    (0..len)
                        .map(|_| rng.below(u64::from(moves)) as u8)
                        .collect()
                })
                .collect();
            let fsm = Automaton::new(moves, sequences.iter().map(Vec::as_slice));
            // Random paths that avoid every sequence, checked move by move.
            let (mut path, mut state) = (Vec::new(), Automaton::START);
            for _ in 0..60 {
                let mut open = Vec::new();
                for m in 0..moves {
                    path.push(m);
                    let ends = ends_with_one(&path, &sequences);
                    path.pop();
                    assert_eq!(fsm.skipped(state) >> m & 1 == 1, ends, "round {round}");
                    if !ends {
                        open.push(m);
                    }
                }
                if open.is_empty() {
                    break;
                }
                let m = open[rng.below(open.len() as u64) as usize];
                path.push(m);
                state = fsm.next(state, m);
            }
        }
    }
}
