//! The blank's walks that a search for the first shortest solution may skip: those that another
//! walk replaces, found once on an unbounded board, for move pruning by a finite-state machine
//! ([`crate::search::fsm`], as Taylor and Korf 1993 did for the fifteen puzzle).
//!
//! A walk of the blank moves the tiles it passes, and what it does to a board — where each tile
//! ends, relative to where the walk starts — depends on the walk alone, not on the board's tiles
//! or where on the board it starts. Walk Y *replaces* walk X when Y does what X does, Y is
//! shorter or as long and earlier in letter order, and Y keeps within the rectangle of cells
//! that X visits (relative to the start), so that Y is legal wherever X is. Then no first
//! shortest solution contains X: putting Y in its place would give a legal solution, shorter or
//! earlier, of the same board. So a search may skip every path that ends with X.
//!
//! [`replaced`] finds such walks breadth first, each length in letter order: a walk is replaced
//! when a walk already kept does what it does from within its rectangle, and only kept walks
//! are extended (every extension of a replaced walk contains it). A walk never takes back the
//! move before it, which the search skips anyway.

use super::Board;
use crate::search::{Puzzle, Reversible};
use std::collections::hash_map::{Entry, HashMap};

/// The longest walks [`replaced`] looks at.
pub const LONGEST: usize = 15;

/// The longest walks the search skips where another replaces them: 12,500 walks, found at build
/// time in about half a second. Ten moves would give 1,104 and leave a tenth more nodes.
pub const SKIPPED: usize = 12;

/// The width of the square of cells a walk of at most [`LONGEST`] moves keeps within, its start
/// in the middle.
const SIDE: i16 = 2 * LONGEST as i16 + 1;

/// A cell of that square, numbered row by row.
type Cell = u16;

/// The cell `row` rows and `column` columns from the middle of the square.
fn cell((row, column): (i8, i8)) -> Cell {
    ((i16::from(row) + SIDE / 2) * SIDE + i16::from(column) + SIDE / 2) as Cell
}

/// The rectangle a walk keeps within: its least and greatest row and column relative to its
/// start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rectangle([i8; 4]);

impl Rectangle {
    fn within(self, other: Rectangle) -> bool {
        let ([a, b, c, d], [e, f, g, h]) = (self.0, other.0);
        a >= e && b >= f && c <= g && d <= h
    }

    fn with(self, row: i8, column: i8) -> Rectangle {
        let [a, b, c, d] = self.0;
        Rectangle([a.min(row), b.min(column), c.max(row), d.max(column)])
    }
}

/// What a walk does: where the blank ends, and each tile away from its start as the cell it is
/// in and the cell it started in, sorted, then pairs of cell 0 (a corner of the square, beyond
/// every walk's reach); a walk moves at most as many tiles as it has moves.
type Effect = (Cell, [(Cell, Cell); LONGEST]);

/// A walk so far: its moves, two bits each, and how many; its rectangle; the blank's row and
/// column; and what it did.
#[derive(Clone, Copy, Debug)]
struct Walk {
    moves: u32,
    len: u8,
    rectangle: Rectangle,
    at: (i8, i8),
    effect: Effect,
}

impl Walk {
    /// The walk one move `m` (`d`, `l`, `r`, `u`) longer.
    fn then(&self, m: u8) -> Walk {
        let (dr, dc) = [(1, 0), (0, -1), (0, 1), (-1, 0)][usize::from(m)];
        let at = (self.at.0 + dr, self.at.1 + dc);
        let (blank, to) = (self.effect.0, cell(at));
        let mut moved = self.effect.1;
        let mut n = moved
            .iter()
            .position(|&(cell, _)| cell == 0)
            .unwrap_or(LONGEST);
        // The tile at `to` slides into the blank's cell.
        let start = match moved[..n].iter().position(|&(cell, _)| cell == to) {
            Some(i) => {
                let start = moved[i].1;
                moved.copy_within(i + 1..n, i);
                n -= 1;
                moved[n] = (0, 0);
                start
            }
            None => to,
        };
        if start != blank {
            let i = moved[..n].partition_point(|&(cell, _)| cell < blank);
            moved.copy_within(i..n, i + 1);
            moved[i] = (blank, start);
        }
        Walk {
            moves: self.moves | u32::from(m) << (2 * self.len),
            len: self.len + 1,
            rectangle: self.rectangle.with(at.0, at.1),
            at,
            effect: (to, moved),
        }
    }

    /// The walk's last move.
    fn last(&self) -> Option<u8> {
        (self.len > 0).then(|| (self.moves >> (2 * (self.len - 1)) & 3) as u8)
    }

    fn moves(&self) -> Vec<u8> {
        (0..self.len)
            .map(|i| (self.moves >> (2 * i) & 3) as u8)
            .collect()
    }
}

/// Every walk of at most `longest` moves that another walk replaces, none of whose beginnings
/// is itself replaced, as move numbers, shortest first and each length in letter order. For
/// each thing a kept walk does, the rectangle of the first walk that does it stands for all.
///
/// # Panics
/// If `longest` is above [`LONGEST`].
///
/// # Complexity
/// Time and memory proportional to the walks kept, about 2.4 times more a move longer: tens of
/// milliseconds for 10 moves, ten times as long for 12.
pub fn replaced(longest: usize) -> Vec<Vec<u8>> {
    assert!(longest <= LONGEST, "walks of at most {LONGEST} moves");
    let start = Walk {
        moves: 0,
        len: 0,
        rectangle: Rectangle([0; 4]),
        at: (0, 0),
        effect: (cell((0, 0)), [(0, 0); LONGEST]),
    };
    let mut first = HashMap::from([(start.effect, start.rectangle)]);
    let (mut layer, mut replaced) = (vec![start], Vec::new());
    for _ in 0..longest {
        let mut next = Vec::new();
        for walk in &layer {
            for m in 0..4 {
                if walk.last() == Some(Board::inverse(m)) {
                    continue;
                }
                let longer = walk.then(m);
                match first.entry(longer.effect) {
                    Entry::Occupied(seen) if seen.get().within(longer.rectangle) => {
                        replaced.push(longer.moves())
                    }
                    Entry::Occupied(_) => next.push(longer),
                    Entry::Vacant(slot) => {
                        slot.insert(longer.rectangle);
                        next.push(longer);
                    }
                }
            }
        }
        layer = next;
    }
    replaced
}

/// The byte that ends each walk in [`encode`]'s bytes: no move's number.
const END: u8 = Board::MOVES;

/// `walks` as bytes, for `build.rs` to embed: each walk's move numbers, then a byte that is
/// no move's number.
pub fn encode(walks: &[Vec<u8>]) -> Vec<u8> {
    walks
        .iter()
        .flat_map(|walk| walk.iter().copied().chain([END]))
        .collect()
}

/// The walks in bytes that [`encode`] made.
pub fn decode(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes.split(|&b| b == END).filter(|walk| !walk.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sliding::board::{Shape, LETTERS};

    fn letters(moves: &[u8]) -> String {
        moves
            .iter()
            .map(|&m| LETTERS[usize::from(m)] as char)
            .collect()
    }

    #[test]
    fn a_walk_around_a_square_and_a_half_is_replaced_by_the_other_way_round() {
        let found: Vec<String> = replaced(6).iter().map(|w| letters(w)).collect();
        // Six moves around a 2×2 square either way do the same; the later in letter order goes.
        assert!(found.contains(&"rdlurd".to_string()), "{found:?}");
        assert!(!found.contains(&"druldr".to_string()));
        assert!(
            found.iter().all(|w| w.len() == 6),
            "none shorter: {found:?}"
        );
        assert_eq!(
            found.len(),
            4,
            "one way round each square at the start: {found:?}"
        );
    }

    #[test]
    fn the_walks_built_in_are_those_found_here() {
        let built: Vec<&[u8]> = decode(crate::puzzles::SLIDING_SKIPPED_WALKS).collect();
        assert_eq!(built.len(), 12_500);
        let fsm = crate::search::fsm::Automaton::new(Board::MOVES, built.iter().copied());
        assert_eq!(fsm.states(), 48_972, "as README says");
        assert_eq!(built.iter().map(|w| w.len()).max(), Some(SKIPPED));
        let short = replaced(8);
        assert!(built.iter().zip(&short).all(|(a, b)| a == b));
        assert!(built[short.len()..].iter().all(|walk| walk.len() > 8));
    }

    /// Every replaced walk of at most eight moves, from every cell of a 4×3 board where it is
    /// legal: the first walk, shortest first and each length in letter order, that leaves the
    /// board as it does, found by trying every walk from that cell, is not itself.
    #[test]
    fn every_replaced_walk_has_a_replacement_on_a_board() {
        let (shape, longest) = (Shape::new(4, 3).unwrap(), 8);
        let walks = replaced(longest);
        assert!(walks.len() > 20, "{} walks", walks.len());
        for blank in 0..shape.cells() {
            let board = Board::goal_at(shape, blank);
            // Each board's first walk, every walk in order.
            let mut first: HashMap<Board, Vec<u8>> = HashMap::new();
            let mut layer = vec![(board, Vec::new())];
            for _ in 0..=longest {
                let mut next = Vec::new();
                for (board, walk) in layer {
                    first.entry(board).or_insert_with(|| walk.clone());
                    for m in 0..4 {
                        let (mut board, mut walk) = (board, walk.clone());
                        if board.apply(m) {
                            walk.push(m);
                            next.push((board, walk));
                        }
                    }
                }
                layer = next;
            }
            for walk in &walks {
                let mut after = board;
                if walk.iter().all(|&m| after.apply(m)) {
                    assert_ne!(&first[&after], walk, "{} from cell {blank}", letters(walk));
                }
            }
        }
    }
}
