//! IDA*'s tests: toy puzzles whose every state is checked against breadth-first search.

use super::*;
use crate::search::bfs::distance_table;
use crate::search::fsm::Automaton;
use crate::search::toy::{self, Toy};
use crate::search::{Heuristic, Puzzle, Ranked};

#[test]
fn finds_the_first_shortest_solution_of_every_toy_state() {
    let goal = Toy([0, 1, 2, 3, 4]);
    let distance = distance_table(&[goal]);
    let mut ida = Ida::new();
    for start in toy::all() {
        let d = distance[start.rank()] as usize;
        let mut puzzle = start;
        let found = ida.solve(&mut puzzle, 20);
        let path = found.path.expect("every toy state is solvable").to_vec();
        assert_eq!(puzzle, start, "solve leaves the puzzle as it was");
        assert_eq!(path.len(), d, "{start:?}");
        assert_eq!(Some(path), toy::first_solution(start, d), "{start:?}");
        let stats = found.stats;
        assert!(d == 0 || stats.generated >= d as u64 && stats.expanded >= d as u64);
    }
    let (first, second) = (
        ida.solve(&mut Toy([4, 3, 2, 1, 0]), 20).stats,
        ida.solve(&mut Toy([4, 3, 2, 1, 0]), 20).stats,
    );
    assert_eq!(first, second, "each search counts its own nodes");
}

/// The toy puzzle followed through an automaton of move sequences to skip, with the
/// automaton's state before each move for undoing it.
struct Pruned<'a> {
    toy: Toy,
    fsm: &'a Automaton,
    state: u32,
    before: Vec<u32>,
}

impl Puzzle for Pruned<'_> {
    const MOVES: u8 = Toy::MOVES;

    fn apply(&mut self, m: u8) -> bool {
        self.before.push(self.state);
        self.state = self.fsm.next(self.state, m);
        self.toy.apply(m)
    }

    fn undo(&mut self, m: u8) {
        self.state = self.before.pop().unwrap();
        self.toy.undo(m);
    }

    fn is_goal(&self) -> bool {
        self.toy.is_goal()
    }
}

impl Heuristic for Pruned<'_> {
    fn estimate(&self) -> u32 {
        self.toy.estimate()
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Toy::redundant(path, next)
    }

    fn skipped(&self) -> u64 {
        self.fsm.skipped(self.state)
    }
}

#[test]
fn sequences_that_shorter_ones_replace_are_skipped_and_the_answers_stay() {
    // Three rotations one way do what two the other way do.
    let fsm = Automaton::new(Toy::MOVES, [&[4, 4, 4][..], &[5, 5, 5]]);
    let goal = Toy([0, 1, 2, 3, 4]);
    let distance = distance_table(&[goal]);
    let (mut ida, mut saved) = (Ida::new(), 0);
    for start in toy::all() {
        let d = distance[start.rank()] as usize;
        let mut plain = start;
        let plain = ida.solve(&mut plain, 20).stats.generated;
        let mut pruned = Pruned {
            toy: start,
            fsm: &fsm,
            state: Automaton::START,
            before: Vec::new(),
        };
        let found = ida.solve(&mut pruned, 20);
        let path = found.path.map(<[u8]>::to_vec);
        assert!(path
            .as_ref()
            .is_some_and(|p| !p.windows(3).any(|w| w == [4, 4, 4])));
        assert_eq!(path, toy::first_solution(start, d), "{start:?}");
        assert!(found.stats.generated <= plain);
        saved += plain - found.stats.generated;
    }
    assert!(saved > 0, "some sequences were skipped");
}

#[test]
fn a_watched_search_reports_each_bound_and_stops_when_told() {
    let mut reversed = Toy([4, 3, 2, 1, 0]);
    let d = distance_table(&[Toy([0, 1, 2, 3, 4])])[reversed.rank()] as u32;
    let mut ida = Ida::new();
    let mut bounds = Vec::new();
    let found = ida.solve_watched(&mut reversed, 20, |progress| {
        bounds.push(progress.bound);
        true
    });
    assert_eq!(found.path.map(<[u8]>::len), Some(d as usize));
    assert_eq!(
        bounds.last(),
        Some(&d),
        "the last iteration is at the answer's length"
    );
    assert!(bounds.windows(2).all(|w| w[0] < w[1]), "{bounds:?}");
    // One iteration a bound, whose nodes add up to the search's.
    let iterations = ida.iterations().to_vec();
    let seen: Vec<u32> = iterations.iter().map(|i| i.bound).collect();
    assert_eq!(seen, bounds);
    let expanded: u64 = iterations.iter().map(|i| i.expanded).sum();
    let generated: u64 = iterations.iter().map(|i| i.generated).sum();
    let stats = ida.solve(&mut reversed, 20).stats;
    assert_eq!((expanded, generated), (stats.expanded, stats.generated));
    assert!(iterations.iter().all(|i| i.expanded > 0));
    let mut calls = 0;
    let stopped = ida.solve_watched(&mut reversed, 20, |_| {
        calls += 1;
        false
    });
    assert_eq!((stopped.path, calls), (None, 1));
}

/// The toy puzzle where the rotations (moves 4 and 5) cost three; frugal (`true`), it
/// leaves out the moves past the budget, found by trying each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Dear(Toy, bool);

impl Puzzle for Dear {
    const MOVES: u8 = 6;

    fn apply(&mut self, m: u8) -> bool {
        self.0.apply(m)
    }

    fn undo(&mut self, m: u8) {
        self.0.undo(m)
    }

    fn is_goal(&self) -> bool {
        self.0.is_goal()
    }

    fn cost(m: u8) -> u32 {
        if m >= 4 {
            3
        } else {
            1
        }
    }
}

impl Heuristic for Dear {
    /// A swap puts at most two values in place.
    fn estimate(&self) -> u32 {
        let misplaced = (0..5).filter(|&i| self.0 .0[i] as usize != i).count() as u32;
        misplaced.div_ceil(5)
    }

    fn redundant(path: &[u8], next: u8) -> bool {
        Toy::redundant(path, next)
    }

    fn over_budget(&self, budget: u32) -> u64 {
        let frugal = self.1;
        (0..Self::MOVES)
            .filter(|&m| {
                let mut child = *self;
                frugal && child.apply(m) && Self::cost(m) + child.estimate() > budget
            })
            .fold(0, |over, m| over | 1 << m)
    }
}

#[test]
fn the_cheapest_solution_is_found_when_moves_cost_more_than_one() {
    // The cheapest cost of every state, by Dijkstra's algorithm from the goal (every move
    // can be undone at the same cost).
    let goal = Toy([0, 1, 2, 3, 4]);
    let mut cheapest = std::collections::HashMap::from([(goal, 0u32)]);
    let mut open = std::collections::BinaryHeap::from([std::cmp::Reverse((0u32, goal.0))]);
    while let Some(std::cmp::Reverse((c, cells))) = open.pop() {
        if c > cheapest[&Toy(cells)] {
            continue;
        }
        for m in 0..Toy::MOVES {
            let mut next = Toy(cells);
            next.apply(m);
            let through = c + Dear::cost(m);
            if cheapest.get(&next).is_none_or(|&known| through < known) {
                cheapest.insert(next, through);
                open.push(std::cmp::Reverse((through, next.0)));
            }
        }
    }
    let mut ida = Ida::new();
    for start in toy::all() {
        let mut puzzle = Dear(start, false);
        let path = ida.solve(&mut puzzle, 30).path.unwrap().to_vec();
        let cost: u32 = path.iter().map(|&m| Dear::cost(m)).sum();
        assert_eq!(cost, cheapest[&start], "{start:?}: {path:?}");
        let end = path.iter().fold(start, |mut t, &m| {
            t.apply(m);
            t
        });
        assert!(end.is_goal());
    }
}

#[test]
fn moves_left_out_past_the_budget_change_only_the_nodes() {
    let mut ida = Ida::new();
    let (mut plain_nodes, mut frugal_nodes) = (0, 0);
    for start in toy::all() {
        let (mut plain, mut frugal) = (Dear(start, false), Dear(start, true));
        // The cheapest solution, through bounds that may now rise by less.
        let found = ida.solve(&mut plain, 30);
        let (path, stats) = (found.path.map(<[u8]>::to_vec), found.stats);
        let left_out = ida.solve(&mut frugal, 30);
        assert_eq!(left_out.path.map(<[u8]>::to_vec), path, "{start:?}");
        assert!(left_out.stats.generated <= stats.generated);
        // Every solution of a cost.
        let cost: u32 = path.unwrap().iter().map(|&m| Dear::cost(m)).sum();
        let (each, stats) = solutions(&mut ida, &mut plain, cost + 2, |_, _| true);
        plain_nodes += stats.generated;
        let (frugal_each, stats) = solutions(&mut ida, &mut frugal, cost + 2, |_, _| true);
        frugal_nodes += stats.generated;
        assert_eq!(frugal_each, each, "{start:?}");
    }
    assert!(
        frugal_nodes < plain_nodes / 2,
        "{frugal_nodes} {plain_nodes}"
    );
}

#[test]
fn every_solution_of_a_cost_is_visited_in_move_order() {
    let start = Toy([1, 0, 3, 2, 4]);
    let d = 2;
    // By brute force: every sequence of `d + 2` moves that ends sorted, kept as IDA* keeps
    // them (no move right after its inverse).
    let len = d + 2;
    let expected: Vec<Vec<u8>> = (0..6usize.pow(len as u32))
        .map(|mut code| {
            let mut moves = vec![0u8; len];
            for slot in moves.iter_mut().rev() {
                *slot = (code % 6) as u8;
                code /= 6;
            }
            moves
        })
        .filter(|moves| moves.windows(2).all(|w| !Toy::redundant(&w[..1], w[1])))
        .filter(|moves| {
            let mut t = start;
            moves.iter().for_each(|&m| {
                t.apply(m);
            });
            t.is_goal()
        })
        .collect();
    assert!(!expected.is_empty());
    let mut ida = Ida::new();
    let mut puzzle = start;
    let (seen, _) = solutions(&mut ida, &mut puzzle, len as u32, |_, _| true);
    assert_eq!(seen, expected);
    assert_eq!(puzzle, start, "left as it was");
    let mut first = None;
    ida.each_within(&mut puzzle, len as u32, |path, t, togo| {
        match togo == 0 && t.is_goal() {
            true => {
                first = Some(path.to_vec());
                Next::Stop
            }
            false => Next::Deeper,
        }
    });
    assert_eq!(first.as_ref(), expected.first(), "stops when told");
    // Left aside: the nodes below the start with 1 first and an odd cost left, and the
    // ways through them.
    let keep = |t: &Toy, togo: u32| t.0[0] != 1 || togo.is_multiple_of(2);
    let kept: Vec<Vec<u8>> = expected
        .iter()
        .filter(|moves| {
            let mut t = start;
            (1..len).all(|k| {
                t.apply(moves[k - 1]);
                keep(&t, (len - k) as u32)
            })
        })
        .cloned()
        .collect();
    assert!(!kept.is_empty() && kept.len() < expected.len());
    let (seen, _) = solutions(&mut ida, &mut puzzle, len as u32, keep);
    assert_eq!(seen, kept);
}

/// Every solution of `puzzle` that costs `cost`, through nodes below the start that
/// `keep` keeps (told the cost left), by [`Ida::each_within`]; and the nodes it took.
fn solutions<P: Heuristic>(
    ida: &mut Ida,
    puzzle: &mut P,
    cost: u32,
    mut keep: impl FnMut(&P, u32) -> bool,
) -> (Vec<Vec<u8>>, Stats) {
    let mut found = Vec::new();
    let stats = ida.each_within(puzzle, cost, |path, p, togo| {
        if togo == 0 && p.is_goal() {
            found.push(path.to_vec());
            Next::Aside
        } else if !path.is_empty() && !keep(p, togo) {
            Next::Aside
        } else {
            Next::Deeper
        }
    });
    (found, stats)
}

#[test]
fn gives_up_beyond_the_length_limit() {
    let mut reversed = Toy([4, 3, 2, 1, 0]);
    let d = distance_table(&[Toy([0, 1, 2, 3, 4])])[reversed.rank()] as u32;
    let mut ida = Ida::new();
    assert_eq!(ida.solve(&mut reversed, d - 1).path, None);
    assert_eq!(
        ida.solve(&mut reversed, d).path.map(<[u8]>::len),
        Some(d as usize)
    );
    let mut solved = Toy([0, 1, 2, 3, 4]);
    assert_eq!(ida.solve(&mut solved, 0).path, Some(&[][..]));
    assert!(solved.is_goal());
}
