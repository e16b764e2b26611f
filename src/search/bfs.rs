//! Breadth-first search over a ranked state space: shortest paths for single instances
//! ([`Bfs`]) and distance tables for whole spaces.
//!
//! A distance table holds, for every rank, the number of moves from the nearest of a set of start
//! states. Started from the goals of a puzzle whose moves can all be undone, it is the exact
//! distance to the goal: used as an IDA* estimate it makes the search walk straight down, and over
//! an abstraction of a puzzle it is a pattern database.

use super::tree::{Tree, ROOT};
use super::{moves_in, Puzzle, Ranked, Reversible, Stats};

/// The table entry of a state that no start reaches.
pub const UNREACHED: u8 = u8::MAX;

/// A breadth-first search context for single instances: a bit per state of the space for the
/// states seen, and the queue of states reached, a [`Tree`] linked to the states they were
/// reached from. Both are kept from one search to the next, and the bits are cleared state by
/// state, so that a search costs what it visits, not the size of the space.
#[derive(Debug)]
pub struct Bfs<P> {
    seen: Vec<u64>,
    queue: Tree<P>,
    path: Vec<u8>,
    /// Nodes counted since this context was made, and the most memory a search held.
    pub stats: Stats,
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

    /// A shortest path from any of `starts` to a goal, as moves, or `None` if no goal is reached.
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
    pub fn solve(&mut self, starts: &[P]) -> Option<&[u8]> {
        let space = starts.first()?.space();
        if self.seen.len() != space.div_ceil(64) {
            self.seen = vec![0; space.div_ceil(64)];
        }
        self.queue.nodes.clear();
        self.path.clear();
        let goal = self.search(starts);
        if let Some(goal) = goal {
            self.queue.trace(goal, &mut self.path);
        }
        let memory = self.seen.len() * 8 + self.queue.memory();
        self.stats.memory = self.stats.memory.max(memory);
        // Forget the seen states: one by one if they are few, else all at once.
        if self.queue.nodes.len() < self.seen.len() {
            for node in &self.queue.nodes {
                let rank = node.rank as usize;
                self.seen[rank / 64] &= !(1 << (rank % 64));
            }
        } else {
            self.seen.fill(0);
        }
        goal.map(|_| &self.path[..])
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
            let mut state = self.queue.nodes[head].state.clone();
            self.stats.expanded += 1;
            for m in moves_in(state.candidates()) {
                if !state.apply(m) {
                    continue;
                }
                self.stats.generated += 1;
                if let Some(goal) = self.reach(&state, head as u32, m) {
                    return Some(goal);
                }
                state.undo(m);
            }
            head += 1;
        }
        None
    }
}

/// The distance of every state from the nearest of `starts`, indexed by rank; [`UNREACHED`] for
/// states that none of them reaches.
///
/// # Panics
/// If `starts` is empty or a distance exceeds 254.
///
/// # Complexity
/// O(reached states × moves) time; one byte per state of the space plus one state per reached
/// state.
pub fn distance_table<P: Ranked + Clone>(starts: &[P]) -> Vec<u8> {
    Reachable::new(starts).distance
}

/// Every state reachable from some start states, in breadth-first order, and the distance table.
#[derive(Clone, Debug)]
pub struct Reachable<P> {
    /// The [`distance_table`] from the starts.
    pub distance: Vec<u8>,
    states: Vec<P>,
    /// Where the states at each distance begin in `states`, and where the last ones end.
    layers: Vec<usize>,
}

impl<P: Ranked + Clone> Reachable<P> {
    /// Searches breadth-first from `starts`.
    ///
    /// # Panics
    /// If `starts` is empty or a distance exceeds 254.
    ///
    /// # Complexity
    /// That of [`distance_table`].
    pub fn new(starts: &[P]) -> Self {
        Self::search(starts, |_, _| {})
    }

    /// The states at exactly `distance` from the nearest start.
    pub fn at(&self, distance: usize) -> &[P] {
        match self.layers.get(distance..=distance + 1) {
            Some(&[start, end]) => &self.states[start..end],
            _ => &[],
        }
    }

    /// The search, calling `edge(rank, m)` for every move `m` that reaches the state with rank
    /// `rank` along a shortest path.
    fn search(starts: &[P], mut edge: impl FnMut(usize, u8)) -> Self {
        let space = starts.first().expect("a search starts somewhere").space();
        let mut distance = vec![UNREACHED; space];
        let mut states = Vec::new();
        for start in starts {
            let slot = &mut distance[start.rank()];
            if *slot == UNREACHED {
                *slot = 0;
                states.push(start.clone());
            }
        }
        let mut layers = vec![0];
        while layers.last() != Some(&states.len()) {
            let (head, end) = (*layers.last().unwrap(), states.len());
            layers.push(end);
            let next = u8::try_from(layers.len() - 1)
                .ok()
                .filter(|&d| d != UNREACHED);
            let next = next.expect("distance over 254");
            for head in head..end {
                let mut state = states[head].clone();
                for m in moves_in(state.candidates()) {
                    if !state.apply(m) {
                        continue;
                    }
                    let rank = state.rank();
                    if distance[rank] == UNREACHED {
                        distance[rank] = next;
                        states.push(state.clone());
                    }
                    if distance[rank] == next {
                        edge(rank, m);
                    }
                    state.undo(m);
                }
            }
        }
        Self {
            distance,
            states,
            layers,
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
    /// Searches breadth-first from `goals`. A state reached by move m from a state one closer to
    /// a goal goes back there by `P::inverse(m)`; the smallest such move is its first.
    ///
    /// # Complexity
    /// That of [`distance_table`], and one more byte per state of the space.
    pub fn new<P: Reversible + Ranked + Clone>(goals: &[P]) -> Self {
        let mut first_move = vec![UNREACHED; goals.first().map_or(0, P::space)];
        let distance = Reachable::search(goals, |rank, m| {
            first_move[rank] = first_move[rank].min(P::inverse(m));
        })
        .distance;
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

/// A distance table stored in two bits per state: the distance modulo 3, or 3 where unreached.
///
/// When every move can be undone, neighbouring states' distances differ by at most one, so the
/// residue of a neighbour tells its exact distance from the exact distance of the state it was
/// reached from ([`Mod3Table::next_distance`]), and a state's own exact distance is found by
/// walking down to the goal ([`Mod3Table::distance`]). A quarter of the bytes for the same answers.
#[derive(Clone, Copy, Debug)]
pub struct Mod3Table<'a> {
    packed: &'a [u8],
}

impl<'a> Mod3Table<'a> {
    /// Packs a [`distance_table`] four entries to a byte, entry i in bits 2(i mod 4) and up of
    /// byte i / 4.
    pub fn pack(table: &[u8]) -> Vec<u8> {
        table
            .chunks(4)
            .map(|chunk| {
                chunk.iter().enumerate().fold(0, |byte, (i, &d)| {
                    let residue = if d == UNREACHED { 3 } else { d % 3 };
                    byte | residue << (2 * i)
                })
            })
            .collect()
    }

    /// Reads a table made by [`Mod3Table::pack`].
    pub fn new(packed: &'a [u8]) -> Self {
        Self { packed }
    }

    /// The distance of the state with this rank modulo 3, or 3 if it is unreached.
    ///
    /// # Panics
    /// If `rank` is outside the packed table.
    pub fn residue(&self, rank: usize) -> u8 {
        self.packed[rank / 4] >> (2 * (rank % 4)) & 3
    }

    /// The exact distance of the state with rank `rank`, one move away from a state at exact
    /// distance `from`.
    pub fn next_distance(&self, from: u32, rank: usize) -> u32 {
        match (self.residue(rank) + 3 - (from % 3) as u8) % 3 {
            0 => from,
            1 => from + 1,
            _ => from - 1,
        }
    }

    /// The exact distance of `state` to the goal, found by stepping to a neighbour one closer
    /// until [`super::Puzzle::is_goal`]; `None` if the table says it is unreached.
    ///
    /// The table must have been made from exactly the goal states.
    ///
    /// # Complexity
    /// O(distance × moves).
    pub fn distance<P: Ranked + Clone>(&self, state: &P) -> Option<u32> {
        let mut state = state.clone();
        let mut distance = 0;
        while !state.is_goal() {
            let residue = self.residue(state.rank());
            if residue == 3 {
                return None;
            }
            step_closer(&mut state, |next| {
                self.residue(next.rank()) == (residue + 2) % 3
            })?;
            distance += 1;
        }
        Some(distance)
    }
}

/// Makes the first move, in move order, that leads to a state for which `closer` holds, and
/// returns it; `None`, with the state unchanged, if no move does.
pub fn step_closer<P: Puzzle>(state: &mut P, mut closer: impl FnMut(&P) -> bool) -> Option<u8> {
    moves_in(state.candidates()).find(|&m| {
        if !state.apply(m) {
            return false;
        }
        let found = closer(state);
        if !found {
            state.undo(m);
        }
        found
    })
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
            let path = bfs.solve(&[start]).expect("every toy state is solvable");
            assert_eq!(
                Some(path.to_vec()),
                toy::first_solution(start, len),
                "{start:?}"
            );
        }
        assert!(bfs.seen.iter().all(|&word| word == 0));
        let (a, b) = (Toy([1, 0, 2, 3, 4]), Toy([4, 3, 2, 1, 0]));
        assert_eq!(
            bfs.solve(&[b, a]).map(<[u8]>::len),
            Some(1),
            "the nearer start wins"
        );
        assert_eq!(bfs.solve(&[]), None);
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

    #[test]
    fn mod3_table_recovers_every_exact_distance() {
        let table = distance_table(&[Toy([0, 1, 2, 3, 4])]);
        let packed = Mod3Table::pack(&table);
        assert_eq!(packed.len(), 30);
        let mod3 = Mod3Table::new(&packed);
        for mut state in toy::all() {
            let d = table[state.rank()] as u32;
            assert_eq!(mod3.distance(&state), Some(d), "{state:?}");
            for m in 0..Toy::MOVES {
                state.apply(m);
                assert_eq!(
                    mod3.next_distance(d, state.rank()),
                    table[state.rank()] as u32
                );
                state.undo(m);
            }
        }
        let unreached = Mod3Table::pack(&[UNREACHED; 120]);
        assert_eq!(
            Mod3Table::new(&unreached).distance(&Toy([1, 0, 2, 3, 4])),
            None
        );
    }
}
