//! Phase 1: a cube's way into G1, over its coset ([`Phase1`]), each node carrying its exact
//! distance and, read from the table in one place, which turns take it closer and which
//! farther.

use super::tables::{Coset, Steps, Tables};
use crate::puzzles::magic_cube::coord::Phase1;
use crate::puzzles::magic_cube::metric::{metric_of, Metric};
use crate::puzzles::magic_cube::model::Cube;
use crate::search::ida::{Ida, Next};
use crate::search::{moves_in, Heuristic, Puzzle, Stats};

/// A cube in phase 1 with the `MOVES` moves of a metric (12 quarter turns or 18 face turns):
/// its coset of G1, how many moves take it into G1, and which moves take it one closer and which
/// one farther; and the same of each cube on the way there, for the moves to be undone without
/// a lookup.
#[derive(Clone, Debug)]
pub(super) struct Phase1Node<'t, const MOVES: u8> {
    coset: Coset,
    pub(super) distance: u32,
    steps: Steps,
    before: Vec<(Coset, u32, Steps)>,
    tables: &'t Tables,
}

impl<'t, const MOVES: u8> Phase1Node<'t, MOVES> {
    /// # Panics
    /// If the table has no way down from `coset` to G1 within 30 turns: it is not phase 1's.
    pub(super) fn new(coset: Phase1, tables: &'t Tables) -> Self {
        let coset = tables.coset(coset);
        // The distance: the number of turns, each one closer, down to G1.
        let (mut at, mut distance) = (coset, 0);
        while !tables.in_g1(at) {
            let closer = tables.steps(at).closer;
            assert!(closer != 0 && distance < 30, "a table of phase 1's ways");
            at = tables.turned(at, closer.trailing_zeros() as u8);
            distance += 1;
        }
        Self {
            coset,
            distance,
            steps: tables.steps(coset),
            before: Vec::new(),
            tables,
        }
    }
}

impl<const M: u8> Puzzle for Phase1Node<'_, M> {
    const MOVES: u8 = M;

    #[inline]
    fn apply(&mut self, m: u8) -> bool {
        self.before.push((self.coset, self.distance, self.steps));
        let (closer, farther) = (self.steps.closer >> m & 1, self.steps.farther >> m & 1);
        self.distance = self.distance + farther - closer;
        self.coset = self.tables.turned(self.coset, m);
        // G1's entry is known: a phase-1 solution's last node waits on no memory.
        self.steps = match self.distance {
            0 => self.tables.g1_steps,
            _ => self.tables.steps(self.coset),
        };
        true
    }

    #[inline]
    fn undo(&mut self, _: u8) {
        let last = self.before.pop().expect("a turn to undo");
        (self.coset, self.distance, self.steps) = last;
    }

    fn is_goal(&self) -> bool {
        self.distance == 0
    }
}

impl<const M: u8> Heuristic for Phase1Node<'_, M> {
    #[inline]
    fn estimate(&self) -> u32 {
        self.distance
    }

    /// In quarter turns, the sticker model's pairs and triples ([`Cube::redundant`]); in face
    /// turns, the metric's pairs ([`Metric::redundant`]).
    fn redundant(path: &[u8], next: u8) -> bool {
        match metric_of(M) {
            Metric::Quarter => Cube::redundant(path, next),
            Metric::Face => path
                .last()
                .is_some_and(|&last| Metric::Face.redundant(last, next)),
        }
    }

    /// The children past the budget, from the node's own entry: with nothing to spare, all
    /// but those one closer; with one, those one farther; with two, none. The others' entries
    /// are asked of memory together, to be read as each is entered, unless they are in G1.
    #[inline]
    fn over_budget(&self, budget: u32) -> u64 {
        let all = metric_of(M).all();
        let over = match budget.saturating_sub(self.distance) {
            0 => !self.steps.closer & all,
            1 => self.steps.farther,
            _ => 0,
        };
        let mut within = match budget {
            0 | 1 => 0,
            _ => !over & all,
        };
        while within != 0 {
            let m = within.trailing_zeros() as u8;
            self.tables
                .prefetch_steps(self.tables.turned(self.coset, m));
            within &= within - 1;
        }
        u64::from(over)
    }
}

/// Phase 1's ways straight down into G1, each turn one closer, from many nodes at once. Most
/// of a search's nodes have no turn to spare, and below each, a depth-first search follows
/// its one or few ways down a read from memory at a time, each waiting on the one before.
/// Taken here together, a level at a time, the reads of all their next nodes are asked for
/// at once and wait together. The ways come out in the order the depth-first search has them.
#[derive(Debug, Default)]
pub(super) struct Descents {
    /// The moves to each node to start from, one after another, and where each one ends.
    prefixes: Vec<u8>,
    ends: Vec<usize>,
    /// The nodes of each level down: those to start from, then the next nodes of each in
    /// order, a node in G1 carried down as it is.
    levels: Vec<Vec<Descent>>,
    /// A way down, put together to be visited.
    path: Vec<u8>,
}

/// A node on the way down.
#[derive(Clone, Copy, Debug)]
struct Descent {
    /// Its node in the level above (or its number among the nodes to start from), and the
    /// turn from there, [`CARRIED`] where it is that node carried down.
    from: u32,
    turn: u8,
    /// The last two turns of the way to it, oldest first, [`CARRIED`] where there are fewer.
    last: [u8; 2],
    coset: Coset,
    distance: u32,
}

/// The turn of a node carried down a level as it is; also no turn at all.
const CARRIED: u8 = u8::MAX;

impl Descents {
    /// Visits every way of `cost` turns from `start` into G1 with `visit`, in the depth-first
    /// search's order, until it returns `false`; the nodes with no turn to spare are taken
    /// down `width` at a time. Of the nodes below the start with turns to spare, `keep` (told
    /// the turns left) says which to search below; those with none are all kept. The nodes
    /// it took are returned, counted as a depth-first search counts them.
    pub(super) fn each_way<'t, const M: u8>(
        &mut self,
        ida: &mut Ida,
        start: &mut Phase1Node<'t, M>,
        cost: u32,
        width: usize,
        mut keep: impl FnMut(&Phase1Node<'t, M>, u32) -> bool,
        mut visit: impl FnMut(&[u8]) -> bool,
    ) -> Stats {
        let (tables, mut taken) = (start.tables, Stats::default());
        let above = ida.each_within(start, cost, |path, node, togo| {
            let went = if togo == 0 {
                // In G1, after the ways waiting to go down, which come first.
                self.descend::<M>(tables, &mut taken, &mut visit) && visit(path)
            } else if node.estimate() == togo {
                self.add(path, node);
                self.ends.len() < width || self.descend::<M>(tables, &mut taken, &mut visit)
            } else if path.is_empty() || keep(node, togo) {
                return Next::Deeper;
            } else {
                return Next::Aside;
            };
            match went {
                true => Next::Aside,
                false => Next::Stop,
            }
        });
        self.descend::<M>(tables, &mut taken, &mut visit);
        above.and(taken)
    }

    /// Adds `node`, reached by `path`, whose distance from G1 is the turns left to it.
    fn add<const M: u8>(&mut self, path: &[u8], node: &Phase1Node<M>) {
        if self.levels.is_empty() {
            self.levels.push(Vec::new());
        }
        let last = match *path {
            [.., a, b] => [a, b],
            [b] => [CARRIED, b],
            [] => [CARRIED; 2],
        };
        self.levels[0].push(Descent {
            from: self.ends.len() as u32,
            turn: CARRIED,
            last,
            coset: node.coset,
            distance: node.distance,
        });
        self.prefixes.extend_from_slice(path);
        self.ends.push(self.prefixes.len());
    }

    /// Visits every way down from the nodes added, in order, each turn one closer to G1 and
    /// none that [`Heuristic::redundant`] leaves out, with `visit`, until it returns `false`;
    /// then none are waiting. Whether it went to the end; the nodes it took are added to
    /// `stats` (the nodes added expanded, not generated).
    fn descend<const M: u8>(
        &mut self,
        tables: &Tables,
        stats: &mut Stats,
        mut visit: impl FnMut(&[u8]) -> bool,
    ) -> bool {
        if self.ends.is_empty() {
            return true;
        }
        let mut depth = 0;
        while self.levels[depth].iter().any(|node| node.distance > 0) {
            if self.levels.len() == depth + 1 {
                self.levels.push(Vec::new());
            }
            let (above, below) = self.levels.split_at_mut(depth + 1);
            let (above, below) = (&above[depth], &mut below[0]);
            below.clear();
            for (from, node) in above.iter().enumerate() {
                let from = from as u32;
                if node.distance == 0 {
                    below.push(Descent {
                        from,
                        turn: CARRIED,
                        ..*node
                    });
                    continue;
                }
                stats.expanded += 1;
                let last = match node.last {
                    [CARRIED, CARRIED] => &[][..],
                    [CARRIED, _] => &node.last[1..],
                    _ => &node.last[..],
                };
                let closer = tables.steps(node.coset).closer;
                for turn in moves_in(u64::from(closer)) {
                    if Phase1Node::<M>::redundant(last, turn) {
                        continue;
                    }
                    stats.generated += 1;
                    let coset = tables.turned(node.coset, turn);
                    if node.distance > 1 {
                        tables.prefetch_steps(coset);
                    }
                    below.push(Descent {
                        from,
                        turn,
                        last: [node.last[1], turn],
                        coset,
                        distance: node.distance - 1,
                    });
                }
            }
            depth += 1;
        }
        let mut went = true;
        for end in 0..self.levels[depth].len() {
            // The turns up from the end, then the moves to its node to start from before them.
            let mut at = end;
            self.path.clear();
            for level in (1..=depth).rev() {
                let node = self.levels[level][at];
                if node.turn != CARRIED {
                    self.path.push(node.turn);
                }
                at = node.from as usize;
            }
            self.path.reverse();
            let start = self.levels[0][at].from as usize;
            let begin = start.checked_sub(1).map_or(0, |before| self.ends[before]);
            let prefix = &self.prefixes[begin..self.ends[start]];
            self.path.splice(0..0, prefix.iter().copied());
            if !visit(&self.path) {
                went = false;
                break;
            }
        }
        self.prefixes.clear();
        self.ends.clear();
        self.levels[0].clear();
        went
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_tables::tables_in;
    use super::*;
    use crate::puzzles::magic_cube::cubie::Cubies;
    use crate::rng::Rng;

    #[test]
    fn phase_one_distances_are_those_of_a_plain_breadth_first_search() {
        distances_of_a_plain_breadth_first_search::<12>();
        distances_of_a_plain_breadth_first_search::<18>();
    }

    /// Phase 1's distances in the metric of `M` moves against a search of its own.
    fn distances_of_a_plain_breadth_first_search<const M: u8>() {
        // Every coset within five moves of G1, by a search of its own over the cosets.
        let tables = tables_in(metric_of(M));
        let mut distance = std::collections::HashMap::from([(Phase1::solved(), 0u32)]);
        let mut layer = vec![Phase1::solved()];
        for d in 1..=5 {
            let mut next = Vec::new();
            for coset in layer {
                for m in 0..M {
                    let turned = coset.turned(&tables.moves, m);
                    distance.entry(turned).or_insert_with(|| {
                        next.push(turned);
                        d
                    });
                }
            }
            layer = next;
        }
        for (&coset, &d) in &distance {
            assert_eq!(
                Phase1Node::<M>::new(coset, tables).estimate(),
                d,
                "{coset:?}"
            );
        }
        // Farther cosets, from random cubes: farther, and each turn a step of at most one;
        // the moves past a budget are those whose coset is farther. The node, carried by
        // turns through the symmetries, has the steps of its coset read afresh.
        let mut rng = Rng::new(13);
        let fresh = |coset: Phase1| Phase1Node::<M>::new(coset, tables);
        for _ in 0..2000 {
            let mut coset = Phase1::of(&Cubies::random(&mut rng));
            let mut node = fresh(coset);
            let start = node.estimate();
            assert!(distance.contains_key(&coset) || start > 5);
            assert!(start <= 13);
            // A node is entered with its estimate within the budget.
            let budget = start + rng.below(4) as u32;
            let over = (0..M)
                .filter(|&m| fresh(coset.turned(&tables.moves, m)).distance >= budget)
                .fold(0, |over, m| over | 1 << m);
            assert_eq!(node.over_budget(budget), over, "{budget}");
            for m in 0..M {
                let before = node.estimate();
                node.apply(m);
                coset = coset.turned(&tables.moves, m);
                let exact = fresh(coset);
                assert_eq!(
                    (node.estimate(), node.steps),
                    (exact.estimate(), exact.steps)
                );
                assert_eq!(node.is_goal(), coset == Phase1::solved());
                assert!(exact.estimate().abs_diff(before) <= 1);
            }
            (0..M).rev().for_each(|m| node.undo(m));
            assert_eq!(node.estimate(), start);
        }
    }

    #[test]
    fn ways_taken_down_together_are_the_depth_first_searchs_in_its_order() {
        ways_taken_down_together::<12>();
        ways_taken_down_together::<18>();
    }

    /// [`Descents`] against a plain depth-first search in the metric of `M` moves.
    fn ways_taken_down_together<const M: u8>() {
        let tables = tables_in(metric_of(M));
        let mut rng = Rng::new(55);
        let mut ida = Ida::new();
        let mut descents = Descents::default();
        for round in 0..12usize {
            let cube = Cubies::random(&mut rng);
            let mut start = Phase1Node::<M>::new(Phase1::of(&cube), tables);
            let cost = start.estimate() + round as u32 % 3;
            // On odd rounds, the nodes with one turn to spare are left aside.
            let keep =
                |node: &Phase1Node<M>, togo: u32| round % 2 == 0 || node.estimate() + 1 < togo;
            // Every way into G1 of the cost, depth first.
            let mut plain = Vec::new();
            let nodes = ida.each_within(&mut start, cost, |path, node, togo| {
                if togo == 0 {
                    plain.push(path.to_vec());
                    Next::Aside
                } else if path.is_empty() || node.estimate() == togo || keep(node, togo) {
                    Next::Deeper
                } else {
                    Next::Aside
                }
            });
            assert!(!plain.is_empty());
            // The same, nodes with no turn to spare taken down a few at a time, and
            // stopped after as many ways as the round's number where it has that many.
            let (width, stop) = (1 + round % 4, [usize::MAX, round * 7][round / 2 % 2]);
            let mut together = Vec::new();
            let visit = |path: &[u8]| {
                together.push(path.to_vec());
                together.len() < stop
            };
            let above = descents.each_way(&mut ida, &mut start, cost, width, keep, visit);
            assert!(descents.ends.is_empty(), "none left waiting");
            let seen = plain.len().min(stop);
            assert_eq!(together, plain[..seen], "round {round}");
            if stop == usize::MAX {
                let counts = |stats: Stats| (stats.expanded, stats.generated);
                assert_eq!(counts(above), counts(nodes), "round {round}");
            }
        }
    }
}
