//! Breadth-first search over a ranked state space: shortest paths for single instances
//! ([`Bfs`]) and distance tables for whole spaces.
//!
//! A distance table holds, for every rank, the number of moves from the nearest of a set of start
//! states. Started from the goals of a puzzle whose moves can all be undone, it is the exact
//! distance to the goal: used as an IDA* estimate it makes the search walk straight down, and over
//! an abstraction of a puzzle it is a pattern database.

use super::tree::{Tree, ROOT};
use super::{Children, Found, Puzzle, Ranked, Reversible, Stats};

/// The table entry of a state that no start reaches.
pub const UNREACHED: u8 = u8::MAX;

/// A breadth-first search context for single instances: a bit per state of the space for the
/// states seen, and the queue of states reached, a tree linked to the states they were
/// reached from. Both are kept from one search to the next, and the bits are cleared state by
/// state, so that a search costs what it visits, not the size of the space.
#[derive(Debug)]
pub struct Bfs<P> {
    seen: Vec<u64>,
    queue: Tree<P>,
    path: Vec<u8>,
    /// The nodes of the search under way.
    stats: Stats,
}

impl<P> Default for Bfs<P> {
    fn default() -> Self {
        Self {
            seen: Vec::new(),
            queue: Tree::default(),
            path: Vec::new(),
            stats: Stats::default(),
        }
    }
}

impl<P: Ranked + Clone> Bfs<P> {
    /// An empty context.
    pub fn new() -> Self {
        Self::default()
    }

    /// A shortest path from any of `starts` to a goal, as moves, or none if no goal is reached.
    /// States are expanded in the order they are reached and moves are tried in move order, so
    /// among the shortest paths this is the one from the earliest start, and from it the first in
    /// move order.
    ///
    /// # Panics
    /// If the space or the queue outgrows `u32` indices.
    ///
    /// # Complexity
    /// O(reached states × moves) time; a bit per state of the space, kept between searches, and
    /// one queue entry per reached state.
    pub fn solve(&mut self, starts: &[P]) -> Found<'_> {
        self.stats = Stats::default();
        let Some(space) = starts.first().map(P::space) else {
            return Found {
                path: None,
                stats: self.stats,
            };
        };
        if self.seen.len() != space.div_ceil(64) {
            self.seen = vec![0; space.div_ceil(64)];
        }
        self.queue.nodes.clear();
        self.path.clear();
        let goal = self.search(starts);
        if let Some(goal) = goal {
            self.queue.trace(goal, &mut self.path);
        }
        self.stats.memory = self.seen.len() * 8 + self.queue.memory();
        // Forget the seen states: one by one if they are few, else all at once.
        if self.queue.nodes.len() < self.seen.len() {
            for node in &self.queue.nodes {
                let rank = node.rank as usize;
                self.seen[rank / 64] &= !(1 << (rank % 64));
            }
        } else {
            self.seen.fill(0);
        }
        Found {
            path: goal.map(|_| &self.path[..]),
            stats: self.stats,
        }
    }

    /// Queues `state`, unless it was seen before; its queue index if it is a goal.
    fn reach(&mut self, state: &P, parent: u32, by: u8) -> Option<u32> {
        let rank = state.rank();
        let (word, bit) = (&mut self.seen[rank / 64], 1 << (rank % 64));
        if *word & bit != 0 {
            return None;
        }
        *word |= bit;
        let index = self.queue.add(state, rank, parent, by);
        state.is_goal().then_some(index)
    }

    /// Searches until a goal is reached; its queue index.
    fn search(&mut self, starts: &[P]) -> Option<u32> {
        for start in starts {
            if let Some(goal) = self.reach(start, ROOT, 0) {
                return Some(goal);
            }
        }
        let mut head = 0;
        while head < self.queue.nodes.len() {
            let waiting = (self.queue.nodes.len() - head) as u64;
            self.stats.frontier = self.stats.frontier.max(waiting);
            let mut children = Children::of(self.queue.nodes[head].state.clone());
            self.stats.expanded += 1;
            while let Some((child, m)) = children.next() {
                self.stats.generated += 1;
                if let Some(goal) = self.reach(child, head as u32, m) {
                    return Some(goal);
                }
            }
            head += 1;
        }
        None
    }
}

/// Visits every state reachable from `starts` once, in order of distance: `visit(state, rank,
/// distance)`. Keeps one bit per state of the space and only the layer being expanded and the
/// next, so it serves spaces too large to keep every state.
///
/// # Panics
/// If `starts` is empty or a distance exceeds 254.
///
/// # Complexity
/// O(reached states × moves) time; a bit per state of the space and the two largest layers.
pub fn for_each_reachable<P: Ranked + Clone>(starts: &[P], mut visit: impl FnMut(&P, usize, u8)) {
    let space = starts.first().expect("a search starts somewhere").space();
    let mut seen = vec![0u64; space.div_ceil(64)];
    let mut first_sight = |rank: usize| {
        let (word, bit) = (&mut seen[rank / 64], 1 << (rank % 64));
        let new = *word & bit == 0;
        *word |= bit;
        new
    };
    let mut layer = Vec::new();
    for start in starts {
        let rank = start.rank();
        if first_sight(rank) {
            visit(start, rank, 0);
            layer.push(start.clone());
        }
    }
    let mut distance = 0u8;
    let mut next = Vec::new();
    while !layer.is_empty() {
        distance = distance
            .checked_add(1)
            .filter(|&d| d != UNREACHED)
            .expect("distance over 254");
        for state in &layer {
            let mut children = Children::of(state.clone());
            while let Some((child, _)) = children.next() {
                let rank = child.rank();
                if first_sight(rank) {
                    visit(child, rank, distance);
                    next.push(child.clone());
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
        next.clear();
    }
}

/// The distance of every state from the nearest of `starts`, indexed by rank; [`UNREACHED`] for
/// states that none of them reaches.
///
/// # Panics
/// If `starts` is empty or a distance exceeds 254.
///
/// # Complexity
/// That of [`for_each_reachable`], and one byte per state of the space.
pub fn distance_table<P: Ranked + Clone>(starts: &[P]) -> Vec<u8> {
    let mut table = vec![UNREACHED; starts.first().map_or(0, P::space)];
    for_each_reachable(starts, |_, rank, distance| table[rank] = distance);
    table
}

/// Every state reachable from some start states, by distance, and the distance table.
#[derive(Clone, Debug)]
pub struct Reachable<P> {
    /// The [`distance_table`] from the starts.
    pub distance: Vec<u8>,
    states: Vec<P>,
    /// Where the states at each distance begin in `states`.
    layers: Vec<usize>,
}

impl<P: Ranked + Clone> Reachable<P> {
    /// Searches breadth-first from `starts`.
    ///
    /// # Panics
    /// If `starts` is empty or a distance exceeds 254.
    ///
    /// # Complexity
    /// That of [`distance_table`], and one state per reached state.
    pub fn new(starts: &[P]) -> Self {
        let mut distance = vec![UNREACHED; starts.first().map_or(0, P::space)];
        let (mut states, mut layers) = (Vec::new(), Vec::new());
        for_each_reachable(starts, |state, rank, d| {
            if layers.len() <= d as usize {
                layers.push(states.len());
            }
            distance[rank] = d;
            states.push(state.clone());
        });
        layers.push(states.len());
        Self {
            distance,
            states,
            layers,
        }
    }

    /// The distance of the farthest state from the nearest start: no layer beyond it is empty.
    pub fn deepest(&self) -> usize {
        self.layers.len() - 2
    }

    /// The states at exactly `distance` from the nearest start.
    pub fn at(&self, distance: usize) -> &[P] {
        match self.layers.get(distance..=distance + 1) {
            Some(&[start, end]) => &self.states[start..end],
            _ => &[],
        }
    }
}

/// A distance table from the goals together with each state's first move, in move order, on a
/// shortest path to a goal: following those moves ([`FirstMoves::solve`]) gives the first
/// shortest solution with one rank computation per move.
#[derive(Clone, Debug)]
pub struct Routes {
    /// The [`distance_table`] from the goals.
    pub distance: Vec<u8>,
    /// Each state's first move on its first shortest path to a goal; [`UNREACHED`] at the goals
    /// and where no goal is reached.
    pub first_move: Vec<u8>,
}

impl Routes {
    /// Searches breadth-first from `goals`, then gives every state the first move to a state
    /// one closer. The moves must all be reversible, so that distances from the goals are
    /// distances to them.
    ///
    /// # Complexity
    /// That of [`Reachable::new`], and one more byte per state of the space.
    pub fn new<P: Reversible + Ranked + Clone>(goals: &[P]) -> Self {
        let reachable = Reachable::new(goals);
        let distance = reachable.distance;
        let mut first_move = vec![UNREACHED; distance.len()];
        // Every state past the goals' layer has a neighbour one closer.
        for state in &reachable.states[reachable.layers[1]..] {
            let rank = state.rank();
            let closer = distance[rank] - 1;
            let m = step_closer(&mut state.clone(), |next| distance[next.rank()] == closer);
            first_move[rank] = m.expect("a state one closer");
        }
        Self {
            distance,
            first_move,
        }
    }

    /// The first moves, to solve with.
    pub fn first_moves(&self) -> FirstMoves<'_> {
        FirstMoves(&self.first_move)
    }
}

/// The first-move table of [`Routes`], borrowed: from memory or embedded in a binary.
#[derive(Clone, Copy, Debug)]
pub struct FirstMoves<'a>(pub &'a [u8]);

impl FirstMoves<'_> {
    /// The first shortest solution of `state`, in move order, appended to `path`; `state` ends at
    /// the goal. `None` if no goal is reached from `state`, which then stays as it was.
    ///
    /// # Complexity
    /// O(distance) rank computations.
    pub fn solve<P: Ranked>(&self, state: &mut P, path: &mut Vec<u8>) -> Option<()> {
        if !state.is_goal() && self.0[state.rank()] == UNREACHED {
            return None;
        }
        while !state.is_goal() {
            let m = self.0[state.rank()];
            state.apply(m);
            path.push(m);
        }
        Some(())
    }
}

/// Makes the first move, in move order, that leads to a state for which `closer` holds, and
/// returns it; `None`, with the state unchanged, if no move does.
pub fn step_closer<P: Puzzle + Clone>(
    state: &mut P,
    mut closer: impl FnMut(&P) -> bool,
) -> Option<u8> {
    let mut children = Children::of(state.clone());
    while let Some((child, m)) = children.next() {
        if closer(child) {
            *state = child.clone();
            return Some(m);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::toy::{self, Toy};
    use std::collections::{HashMap, VecDeque};

    /// Distances from the goal by a textbook BFS over a hash map.
    fn brute_force() -> HashMap<Toy, u8> {
        let goal = Toy([0, 1, 2, 3, 4]);
        let mut seen = HashMap::from([(goal, 0)]);
        let mut queue = VecDeque::from([goal]);
        while let Some(state) = queue.pop_front() {
            for m in 0..Toy::MOVES {
                let mut next = state;
                next.apply(m);
                if !seen.contains_key(&next) {
                    seen.insert(next, seen[&state] + 1);
                    queue.push_back(next);
                }
            }
        }
        seen
    }

    #[test]
    fn reachable_states_come_in_layers() {
        let expected = brute_force();
        let reachable = Reachable::new(&[Toy([0, 1, 2, 3, 4])]);
        let mut total = 0;
        for d in 0..=10 {
            let layer = reachable.at(d);
            assert_eq!(
                layer.len(),
                expected.values().filter(|&&e| e as usize == d).count()
            );
            assert!(layer.iter().all(|s| expected[s] as usize == d));
            total += layer.len();
        }
        assert_eq!(total, 120);
        let deepest = *expected.values().max().unwrap();
        assert_eq!(reachable.deepest(), usize::from(deepest));
        assert!(reachable.at(99).is_empty());
    }

    #[test]
    fn distance_table_matches_a_textbook_bfs() {
        let expected = brute_force();
        let table = distance_table(&[Toy([0, 1, 2, 3, 4])]);
        assert_eq!(expected.len(), 120);
        for state in toy::all() {
            assert_eq!(table[state.rank()], expected[&state], "{state:?}");
        }
    }

    #[test]
    fn bfs_finds_the_first_shortest_solution_and_forgets_between_searches() {
        let mut bfs = Bfs::new();
        for start in toy::all() {
            let len = brute_force()[&start] as usize;
            let path = bfs
                .solve(&[start])
                .path
                .expect("every toy state is solvable");
            assert_eq!(
                Some(path.to_vec()),
                toy::first_solution(start, len),
                "{start:?}"
            );
        }
        assert!(bfs.seen.iter().all(|&word| word == 0));
        let (a, b) = (Toy([1, 0, 2, 3, 4]), Toy([4, 3, 2, 1, 0]));
        assert_eq!(
            bfs.solve(&[b, a]).path.map(<[u8]>::len),
            Some(1),
            "the nearer start wins"
        );
        assert_eq!(bfs.solve(&[]).path, None);
    }

    #[test]
    fn routes_give_the_first_shortest_solution() {
        let routes = Routes::new(&[Toy([0, 1, 2, 3, 4])]);
        assert_eq!(routes.distance, distance_table(&[Toy([0, 1, 2, 3, 4])]));
        for start in toy::all() {
            let (mut state, mut path) = (start, vec![9]);
            assert_eq!(routes.first_moves().solve(&mut state, &mut path), Some(()));
            assert!(state.is_goal());
            let first = toy::first_solution(start, routes.distance[start.rank()] as usize);
            assert_eq!(path[1..], first.unwrap()[..], "{start:?}");
        }
        let nowhere = FirstMoves(&[UNREACHED; 120]);
        let mut state = Toy([1, 0, 2, 3, 4]);
        assert_eq!(nowhere.solve(&mut state, &mut Vec::new()), None);
        assert_eq!(state, Toy([1, 0, 2, 3, 4]));
    }
}
