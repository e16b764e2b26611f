//! The subgroup G1 = ⟨U, D, R2, L2, F2, B2⟩ where phase 2 works: its moves (eight in quarter
//! turns, ten in face turns), and the coordinates of a cube in it ([`Phase2`]: the corners', the top and bottom edges' and the
//! middle-layer edges' permutations) with their move tables.

use crate::puzzles::magic_cube::coord::{corner_permutation, move_table, MoveTables};
use crate::puzzles::magic_cube::cubie::Cubies;
use crate::puzzles::magic_cube::metric::Metric;
use crate::search::rank::rank_arrangement;

/// The moves of G1, each a quarter turn of the judge's numbering made once or twice: the four
/// side faces' half turns, the top's and the bottom's quarter turns, then (in face turns only)
/// their half turns.
pub const G1_MOVES: [(u8, u8); 10] = [
    (1, 2),
    (3, 2),
    (5, 2),
    (7, 2),
    (8, 1),
    (9, 1),
    (10, 1),
    (11, 1),
    (9, 2),
    (11, 2),
];

/// The move of G1 that undoes each: a half turn itself, a quarter turn its neighbour.
pub(super) const G1_UNDO: [usize; 10] = [0, 1, 2, 3, 5, 4, 7, 6, 8, 9];

/// How many of [`G1_MOVES`] phase 2 makes in `metric`: in quarter turns the top's and bottom's
/// half turns are their quarter turns twice, and not moves of their own.
pub const fn g1_moves(metric: Metric) -> usize {
    match metric {
        Metric::Quarter => 8,
        Metric::Face => 10,
    }
}

/// What move `g` of G1 costs in `metric`: its quarter turns, or one face turn.
pub const fn g1_cost(metric: Metric, g: usize) -> u8 {
    match metric {
        Metric::Quarter => G1_MOVES[g].1,
        Metric::Face => 1,
    }
}

/// Move `g` of G1 as moves of `metric` ([`Metric`]'s numbering): a half turn is its face's
/// clockwise quarter turn twice in quarter turns, one move (12 + face) in face turns.
pub fn g1_turns(metric: Metric, g: usize) -> impl Iterator<Item = u8> {
    let (m, times) = G1_MOVES[g];
    let (m, times) = match (metric, times) {
        (Metric::Face, 2) => (12 + m / 2, 1),
        _ => (m, times),
    };
    std::iter::repeat_n(m, usize::from(times))
}

/// The number of edge permutations of the top and bottom layers, and of the middle layer.
pub const EDGE_PERMUTATIONS: usize = 40_320;
pub const SLICE_PERMUTATIONS: usize = 24;

/// The edge permutation of the top and bottom layers in G1: which of their eight edges is at
/// each of their positions.
pub fn edge_permutation(cube: &Cubies) -> u16 {
    let mut at = [0u8; 8];
    for (piece, &slot) in cube.edges[..8].iter().enumerate() {
        at[usize::from(slot / 2)] = piece as u8;
    }
    rank_arrangement(&at, 8) as u16
}

/// The slice permutation in G1: which middle-layer edge is at each middle-layer position.
pub fn slice_permutation(cube: &Cubies) -> u16 {
    let mut at = [0u8; 4];
    for (piece, &slot) in cube.edges[8..].iter().enumerate() {
        at[usize::from(slot / 2) - 8] = piece as u8;
    }
    rank_arrangement(&at, 4) as u16
}

/// A cube of G1 with edge permutation `v`, the other pieces at home.
fn with_edge_permutation(v: usize) -> Cubies {
    let mut at = [0u8; 8];
    crate::search::rank::unrank_arrangement(v, 8, &mut at);
    let mut cube = Cubies::SOLVED;
    for (p, &piece) in at.iter().enumerate() {
        cube.edges[usize::from(piece)] = 2 * p as u8;
    }
    cube
}

/// A cube of G1 as its three permutations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Phase2 {
    pub corners: u16,
    pub edges: u16,
    pub slice: u16,
}

impl Phase2 {
    /// The coordinates of `cube`, which must be in G1.
    pub fn of(cube: &Cubies) -> Self {
        Self {
            corners: corner_permutation(cube),
            edges: edge_permutation(cube),
            slice: slice_permutation(cube),
        }
    }
}

/// The phase-2 coordinates' values after each move of G1.
#[derive(Clone, Debug)]
pub(super) struct G1Moves {
    pub(super) corners: Vec<[u16; 10]>,
    pub(super) edges: Vec<[u16; 10]>,
    pub(super) slice: Vec<[u16; 10]>,
}

impl G1Moves {
    pub(super) fn new(moves: &MoveTables) -> Self {
        // Each move of G1 is one face turn: a turn of a cube, and a column of the corners'
        // move table.
        let face_turn = |g| g1_turns(Metric::Face, g).next().expect("a move");
        let turn = |cube: &mut Cubies, g: usize| cube.turn(face_turn(g));
        // A cube of G1 with each value: its pieces arranged so, the others at home.
        let edges = move_table(
            EDGE_PERMUTATIONS,
            G1_UNDO,
            with_edge_permutation,
            turn,
            edge_permutation,
        );
        let with_slice_permutation = |v| {
            let mut at = [0u8; 4];
            crate::search::rank::unrank_arrangement(v, 4, &mut at);
            let mut cube = Cubies::SOLVED;
            for (p, &piece) in at.iter().enumerate() {
                cube.edges[8 + usize::from(piece)] = 2 * (8 + p) as u8;
            }
            cube
        };
        let slice = move_table(
            SLICE_PERMUTATIONS,
            G1_UNDO,
            with_slice_permutation,
            turn,
            slice_permutation,
        );
        let corners = moves
            .corner_permutation
            .iter()
            .map(|after| std::array::from_fn(|g| after[usize::from(face_turn(g))]))
            .collect();
        Self {
            corners,
            edges,
            slice,
        }
    }
}
