//! The two ways of counting a cube's moves. In the quarter-turn metric (the judge's, and the
//! default) a move turns a face by a quarter, so a half turn counts two; in the face-turn metric
//! (half-turn metric, HTM), which cube tools and cubers use, any turn of one face counts one.
//!
//! Moves are numbered alike in both: 2f is face f's counter-clockwise quarter turn, 2f + 1 its
//! clockwise one, and 12 + f its half turn, which only the face-turn metric makes. A search over
//! either asks its [`Metric`] which moves it has and which pairs of moves in a row to skip.

/// The face opposite each face (faces L F R B U D are 0 to 5).
pub const OPPOSITE: [u8; 6] = [2, 3, 0, 1, 5, 4];

/// How moves are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Metric {
    /// Quarter turns (QTM): twelve moves; a half turn is two.
    #[default]
    Quarter,
    /// Face turns (HTM): eighteen moves, the half turns among them.
    Face,
}

/// The face move `m` turns.
#[inline]
pub const fn face(m: u8) -> u8 {
    if m < 12 {
        m / 2
    } else {
        m - 12
    }
}

/// The clockwise quarter turn that half turn `m` (12 + face) is made of twice.
#[inline]
pub const fn quarter_of(m: u8) -> u8 {
    2 * (m - 12) + 1
}

/// The move that undoes move `m`: the other quarter turn of its face, or the half turn itself.
#[inline]
pub const fn inverse(m: u8) -> u8 {
    if m < 12 {
        m ^ 1
    } else {
        m
    }
}

impl Metric {
    /// The choices `--metric` names, with the words it also takes for each.
    pub fn named(name: &str) -> Option<Self> {
        match name {
            "qtm" | "quarter" => Some(Self::Quarter),
            "htm" | "ftm" | "face" | "half" => Some(Self::Face),
            _ => None,
        }
    }

    /// The moves as a count of them names them: `quarter turns` or `face turns`.
    pub const fn unit(self) -> &'static str {
        match self {
            Self::Quarter => "quarter turns",
            Self::Face => "face turns",
        }
    }

    /// The most moves any cube needs: 26 quarter turns (Rokicki and Davidson 2014), 20 face
    /// turns (Rokicki, Kociemba, Davidson and Dethridge 2010).
    pub const fn gods_number(self) -> u32 {
        match self {
            Self::Quarter => 26,
            Self::Face => 20,
        }
    }

    /// How many moves there are: moves 0 to this less one.
    pub const fn moves(self) -> u8 {
        match self {
            Self::Quarter => 12,
            Self::Face => 18,
        }
    }

    /// Every move, as bits.
    pub const fn all(self) -> u32 {
        (1 << self.moves()) - 1
    }

    /// How far apart the lengths of a cube's solutions can be: 2 in quarter turns (every
    /// solution has the parity of the corners' permutation, as each quarter turn cycles four
    /// corners), 1 in face turns.
    pub const fn step(self) -> u32 {
        match self {
            Self::Quarter => 2,
            Self::Face => 1,
        }
    }

    /// A lower bound `estimate` on a cube's solutions raised to the least length a solution of
    /// `togo` moves' parity can have: in quarter turns one more where the parities differ.
    #[inline]
    pub const fn with_parity(self, estimate: u32, togo: u32) -> u32 {
        match self {
            Self::Quarter => estimate + ((estimate ^ togo) & 1),
            Self::Face => estimate,
        }
    }

    /// Whether move `next` right after `last` is one a shortest solution that comes first in
    /// move order never makes, as a shorter or an earlier equal sequence does the same: in both
    /// metrics the higher of two opposite faces (which commute) before the lower; in quarter
    /// turns a move after its inverse and a second clockwise quarter turn of a face (the two
    /// counter-clockwise ones make the same half turn and come first); in face turns any two
    /// turns of one face, which are one turn or none.
    pub const fn redundant(self, last: u8, next: u8) -> bool {
        let (f, g) = (face(last), face(next));
        let repeat = matches!(self, Self::Quarter) && last == next && next % 2 == 1;
        self.shortens(last, next) || repeat || (OPPOSITE[f as usize] == g && f > g)
    }

    /// Whether move `next` right after `last` makes one move or none: in quarter turns a move
    /// after its inverse, in face turns any two turns of one face.
    pub const fn shortens(self, last: u8, next: u8) -> bool {
        match self {
            Self::Quarter => last == inverse(next),
            Self::Face => face(last) == face(next),
        }
    }

    /// For each move, as bits, the moves that may follow it (`after`) or come right before
    /// it, by [`Metric::redundant`]; or, where `any_order`, those that do not shorten the two
    /// ([`Metric::shortens`]), in whatever order turns of opposite faces, or a face's two
    /// quarter turns of one way, come.
    pub const fn allowed(self, after: bool, any_order: bool) -> [u32; 18] {
        let mut table = [0; 18];
        let mut m = 0;
        while m < self.moves() {
            let mut other = 0;
            while other < self.moves() {
                let (first, second) = if after { (m, other) } else { (other, m) };
                let skipped = if any_order {
                    self.shortens(first, second)
                } else {
                    self.redundant(first, second)
                };
                if !skipped {
                    table[m as usize] |= 1 << other;
                }
                other += 1;
            }
            m += 1;
        }
        table
    }
}

/// The metric of a search compiled for `moves` moves: 18 face turns, else quarter turns.
pub const fn metric_of(moves: u8) -> Metric {
    match moves {
        18 => Metric::Face,
        _ => Metric::Quarter,
    }
}

/// Moves by number as (face, turn): -1 counter-clockwise, 1 clockwise, 2 a half turn.
pub fn face_turns(path: &[u8]) -> Vec<(u8, i8)> {
    path.iter()
        .map(|&m| match m {
            12.. => (m - 12, 2),
            _ if m % 2 == 0 => (m / 2, -1),
            _ => (m / 2, 1),
        })
        .collect()
}

/// `path` in quarter turns: each half turn as its face's clockwise quarter turn twice.
pub fn quarter_turns(path: &[u8]) -> Vec<u8> {
    path.iter()
        .flat_map(|&m| match m {
            12.. => vec![quarter_of(m); 2],
            _ => vec![m],
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use std::collections::HashSet;

    /// The cubes at each distance from the solved one, counted breadth first with every move of
    /// `metric`, none skipped.
    fn counts(metric: Metric, deepest: usize) -> Vec<usize> {
        let mut seen = HashSet::from([Cubies::SOLVED]);
        let mut layer = vec![Cubies::SOLVED];
        let mut counts = vec![1];
        while counts.len() <= deepest {
            let mut next = Vec::new();
            for cube in &layer {
                for m in 0..metric.moves() {
                    let mut turned = *cube;
                    turned.turn(m);
                    if seen.insert(turned) {
                        next.push(turned);
                    }
                }
            }
            counts.push(next.len());
            layer = next;
        }
        counts
    }

    #[test]
    fn the_cubes_at_each_distance_are_the_known_counts() {
        assert_eq!(
            counts(Metric::Face, 5),
            [1, 18, 243, 3_240, 43_239, 574_908]
        );
        assert_eq!(
            counts(Metric::Quarter, 5),
            [1, 12, 114, 1_068, 10_011, 93_840]
        );
    }

    #[test]
    fn a_half_turn_is_two_quarter_turns_and_undoes_itself() {
        let mut cube = Cubies::SOLVED;
        for m in 0..18 {
            let (mut half, mut quarters) = (cube, cube);
            half.turn(m);
            for q in quarter_turns(&[m]) {
                quarters.turn(q);
            }
            assert_eq!(half, quarters, "move {m}");
            half.turn(inverse(m));
            assert_eq!(half, cube, "move {m} undone");
            cube.turn(m);
        }
        assert_eq!(
            face_turns(&[0, 1, 12, 17]),
            [(0, -1), (0, 1), (0, 2), (5, 2)]
        );
    }

    #[test]
    fn skipping_redundant_pairs_leaves_one_sequence_of_each_shortest_kind() {
        // Sequences of two and three moves with no redundant pair: as many as the cubes at that
        // distance, since each such cube has exactly one (the first in move order).
        for (metric, known) in [
            (Metric::Face, [243, 3_240]),
            (Metric::Quarter, [114, 1_068]),
        ] {
            let allowed = metric.allowed(true, false);
            let pairs: Vec<(u8, u8)> = (0..metric.moves())
                .flat_map(|a| (0..metric.moves()).map(move |b| (a, b)))
                .filter(|&(a, b)| allowed[usize::from(a)] >> b & 1 == 1)
                .collect();
            let triples = pairs
                .iter()
                .map(|&(_, b)| allowed[usize::from(b)].count_ones() as usize)
                .sum::<usize>();
            // In quarter turns the third of three equal moves is skipped as well.
            let thirds = match metric {
                Metric::Quarter => 6,
                Metric::Face => 0,
            };
            assert_eq!([pairs.len(), triples - thirds], known, "{metric:?}");
        }
    }
}
