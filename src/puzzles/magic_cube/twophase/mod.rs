//! Short solutions of any real cube in milliseconds: Kociemba's two-phase algorithm, in quarter
//! turns, or in face turns with tables of their own (below).
//!
//! Phase 1 brings the cube into the subgroup G1 = ⟨U, D, R2, L2, F2, B2⟩ (top and bottom
//! quarter turns, half turns of the sides): twist, flip and slice solved ([`Phase1`](crate::puzzles::magic_cube::coord::Phase1)). Phase 2
//! solves it within G1, where only the permutations are left: the corners', the eight top and
//! bottom edges' and the four middle-layer edges' ([`Phase2`]); a half turn there costs two
//! quarter turns. Each phase is the shared IDA* with pattern databases filled by the shared
//! layered search ([`layers`](crate::search::layers)), 453 MB in all:
//!
//! - phase 1: every coset of G1, exact: the 2,217,093,120 cosets in 140,908,410 entries, the
//!   64,430 classes of flip and slice under the 16 symmetries of the top–bottom axis times the
//!   twist ([`CosetClasses`](crate::puzzles::magic_cube::symmetry::CosetClasses)), each the
//!   twelve turns that take it one closer to G1 and those that take it one farther, three
//!   bytes (423 MB). A node carries its class, the symmetry that takes it to the class's
//!   representative and its twist; a turn reads the class's row of turns (3 MB) and the
//!   entry, whose turns the symmetry carries back
//!   ([`turn_image`](crate::puzzles::magic_cube::symmetry::turn_image)). One read a node so
//!   gives its exact distance and which children are past the budget; the distance at the
//!   start is a walk down, a turn closer at each step;
//! - phase 2, quarter turns costing 1 and half turns 2: the largest of three. The corner and
//!   the top and bottom edge permutations, the 1,625,702,400 cubes in 111,605,760 entries: the
//!   2,768 classes of corner permutation under the same symmetries times the edge permutation
//!   ([`CornerClasses`](crate::puzzles::magic_cube::symmetry::CornerClasses)), each its distance mod 3 in two bits, which the corners' parity makes
//!   enough even where a move costs two ([`Mod3::step_even`](crate::search::mod3::Mod3::step_even)); a node carries this distance,
//!   found by walking down when phase 2 starts. Then corner permutation × slice permutation and
//!   edge permutation × slice permutation (967,680 states each), a byte a state.
//!
//! The search tries phase-1 solutions in order of length ([`Ida::each_within`](crate::search::ida::Ida::each_within)), each length
//! in six views of the cube in turn (each axis upright, of the cube and of its inverse), as
//! min2phase does; for each, the shortest phase 2 that beats the best total so far (every
//! total has the cube's parity, so by two), by bounds growing from its estimate: the first
//! phase 2 within a loose bound, as when the first solution of at most 30 turns is asked for,
//! may wander, as `F2 U2` six times, which is no turn at all. Two lanes share the work on two
//! threads, the cube's three views and its inverse's, each pruning with the other's best as it was a fixed number of tries
//! before (64). After the [`Effort`]'s tries it keeps the shortest total found. Without
//! one of at most the length asked for, it goes on: to the end when the length is God's
//! number or more, since a solution then exists and the search, which leaves out no way
//! through G1, finds it; else as far as the effort's patience (as a rule [`PATIENCE`] times
//! the tries; one try with the patience of many asks for the first solution that short), and
//! gives up — the
//! length may be below the cube's optimum, which only an exhaustive search could show. The
//! effort is counted, not timed, so the answer is the same on every machine and under any
//! load. A phase-1 solution that ends
//! with a top or bottom quarter turn is skipped: that turn is in G1, so a shorter phase 1
//! covers it; so is one that passes by G1 shortly before its end. Where the two phases meet,
//! turns of one axis merge ([`simplified`]).
//!
//! # Face turns
//!
//! The metric is a parameter of the tables ([`Tables::build`]) and the search is compiled for it
//! (twelve or eighteen moves): the same coordinates, classes and spaces over the metric's moves.
//! Phase 1's entries are five bytes (eighteen moves closer, eighteen farther; 705 MB in all); a
//! half turn has its own entry in a class's row of turns and in each move table, one read as a
//! quarter turn is. Phase 2 has ten moves, the top's and the bottom's half turns among them, each
//! costing one, and its corners' and edges' distance is known mod 3 only (no parity), which the
//! walk down bounds from the corners' and the edges' own distances. Solutions of every length may
//! beat the best (no parity), a face is never turned twice running, and where the phases meet,
//! turns of one axis merge into face turns ([`simplified`]). 735 MB in all.
//!
//! # Performance
//!
//! What each change gave, measured with the same answers at the same effort (times compared by
//! instructions counted under cachegrind, 100 cubes at effort 1,000, as well as by the clock):
//! - a better solution is two quarter turns shorter, since every solution has the parity of the
//!   corner permutation, so phase 2 gets a bound one less;
//! - a second clockwise quarter turn of a face is redundant (the two counter-clockwise ones make
//!   the same half turn and come first): the branching factor in quarter turns 9.81 → 9.37;
//! - phase 1 asks which children are past the budget ([`Heuristic::over_budget`](crate::search::Heuristic::over_budget)), reading its
//!   twelve children's entries together: phase-1 nodes a cube 53,700 → 7,200 (7.6 → 4.8 ms);
//! - phase 2's walk down to the corners' and edges' exact distance stops once its cost and a
//!   lower bound pass the bound ([`Mod3::distance_within`](crate::search::mod3::Mod3)): 330
//!   walks a cube → 195 (4.8 → 3.6 ms);
//! - the cube turned by each phase-1 solution comes from the previous one's prefix, the children
//!   past the budget are told by comparing entries, and near G1 a small hash table replaced the
//!   35 MB table: instructions a cube 8.6 → 6.5 million;
//! - two lanes on two threads, each pruning with the other's best as it was 64 tries before:
//!   lanes that met every 32 tries spent 17% of the time waiting (25.99 quarter turns at effort
//!   6,000 in 8.4 ms, against 26.00 in 7.1 ms with the lag);
//! - phase 1's table of turns closer and farther (423 MB) in place of its distances mod 3 (35
//!   MB), of which each node read its twelve children's entries: one read a node, asked of
//!   memory with its siblings' by the parent; a class's row of turns in place of each child's
//!   class; no read for a node in G1; turns undone from a stack: the same answers, and at
//!   effort 26,000 on 220 cubes 12.0 → 5.7 s of CPU (27 → 13 ms a cube);
//! - a lane shows its tries every 16 and reads the other's only when it needs later ones, where
//!   both went between the cores at every try: 4% less CPU (lanes waiting for each other took
//!   3% of it);
//! - phase-1 ways that pass by G1 shortly before their end left out, as Rokicki's solver does
//!   (a node closer to G1 than the turns left, the two under five in all): 2.5% fewer nodes,
//!   and at equal effort 0.03–0.05 quarter turns shorter on average (220 and 1,000 cubes);
//! - the second lane's thread kept from cube to cube, where one was started for each cube and
//!   often began on the first lane's core, the two then running there by turns: the median a
//!   cube at the default effort 7–8 → 3–4 ms, at effort 23,000 11–19 → 11–12 ms, same answers.
//! - the nodes with no turn to spare, nine in ten of phase 1's, whose ways down a depth-first
//!   search follows one read from memory after another, each waiting on the last, taken
//!   down 16 at a time a level at a time, every level's reads asked for together
//!   (`phase1::Descents`); the ways come in the same order: the same answers, and at
//!   effort 20,000 on 220 cubes 4.5 → 2.8 s of CPU, the median 10 → 6 ms (8 to 32 at a time
//!   as quick; 64 and 128 slower).
//! - an entry of phase 1's ways copied at the metric's constant width, where its length made
//!   each read a call to the library's memory copy (5% of a profile in face turns), and in face
//!   turns the classes' rows of turns with the half turns' own entries, where a half turn was
//!   two reads, the second waiting on the first: the same answers, and on 1,000 cubes at the
//!   default efforts (five runs each way, interleaved) the time 0.84 of what it was in face
//!   turns, 0.87 in quarter turns.
//! - phase 2 by bounds growing from its estimate, where one search within the budget left took
//!   the first way in move order: the answers of a first try can no longer hold runs that
//!   fewer turns replace, and on 220 cubes at the default efforts 25.95 → 25.91 quarter turns
//!   and 18.93 → 18.88 face turns on average, the nodes the same (37,115 → 37,114 and 130,463 →
//!   130,040 a cube) and the CPU time within the runs' spread (seven runs each way
//!   interleaved: 1.04 and 0.96 of what it was at the median).
//!
//! Measured and not kept: twist × slice and flip × slice tables to rule children out before the
//! 35 MB table (no faster: their own reads missed the caches as often); the 65 MB tables then in
//! huge pages (5–10%, within the noise). With the table of turns: the
//! grandchildren's entries asked of memory too (a fifth slower); a small hash table of the
//! indices near G1 (214 within four turns, whose entries stay in the caches anyway: no
//! faster); a lag of 512 tries between the lanes (no faster), and with the descents, of 256
//! (3% less CPU, answers changed: not kept for so little); the states of G1 tried hashed by
//! one multiplication in place of the library's SipHash (the same answers, and on 1,000 cubes
//! in face turns a fifth slower, three runs interleaved: the hashing took less, the cube's
//! coordinates around it more). Now (perf, face turns, effort
//! 20,000) phase 1's ways down take a third of the time, mostly waiting on reads asked for
//! many at a time; a quarter goes to the cube turned by each way into G1 and its coordinates
//! there (a few turns and three ranks a try), a tenth to phase 2's estimates with the
//! middle-layer edges, and a twelfth to a lane waiting for the other. An
//! average of 26 quarter turns needs about 6,000 tries in six views, which is what sets the
//! default effort.

mod g1;
mod lanes;
mod phase1;
mod phase2;
mod tables;
#[cfg(test)]
mod test_tables;

pub use g1::{
    edge_permutation, slice_permutation, Phase2, EDGE_PERMUTATIONS, G1_MOVES, SLICE_PERMUTATIONS,
};
pub use lanes::{simplified, Effort, Solution, LONGEST, PATIENCE};
pub use tables::Tables;

use crate::cpu::{self, Clock};
use crate::puzzles::magic_cube::cubie::Cubies;
use lanes::{shorter_than, Company, Lane, Track};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// The solver: two lanes, which search the cube's views and its inverse's side by side, the
/// first on the calling thread and the second on a thread of its own, started at the first
/// cube and kept (a thread started for each cube often began on the first lane's core, where
/// the two then ran by turns: a cube's search took twice as long, one time in two).
#[derive(Debug, Default)]
pub struct Solver {
    first: Lane,
    second: Option<Second>,
}

/// The second lane's thread: the cubes it is sent, and its solutions.
#[derive(Debug)]
struct Second {
    jobs: Option<Sender<Job>>,
    solutions: Receiver<(Solution, Duration)>,
    thread: Option<JoinHandle<()>>,
}

/// A cube for the second lane, and what the lanes show each other while they search it.
struct Job {
    tables: Arc<Tables>,
    cube: Cubies,
    max_len: u32,
    effort: Effort,
    tracks: Arc<[Track; 2]>,
}

impl Second {
    /// The thread, waiting for its first cube; an error if the system gives no thread.
    fn start() -> Result<Self, String> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (outbox, solutions) = mpsc::channel();
        let thread = crate::parallel::spawn(std::thread::Builder::new(), move || {
            let mut lane = Lane::default();
            for job in inbox {
                let clock = Clock::start();
                let company = Company::new(&job.tracks[1], &job.tracks[0]);
                let (cube, views) = (&job.cube, &[3, 4, 5]);
                let solution = lane.search(
                    &job.tables,
                    cube,
                    job.max_len,
                    job.effort,
                    views,
                    Some(company),
                );
                if outbox.send((solution, clock.read())).is_err() {
                    break;
                }
            }
        });
        let thread = thread.map_err(|error| format!("cannot start the second lane: {error}"))?;
        Ok(Self {
            jobs: Some(jobs),
            solutions,
            thread: Some(thread),
        })
    }
}

impl Drop for Second {
    /// Ends the thread: without more cubes, it returns.
    fn drop(&mut self) {
        drop(self.jobs.take());
        if let Some(thread) = self.thread.take() {
            // A panic there was reported where its solution was missed.
            let _ = thread.join();
        }
    }
}

impl Solver {
    pub fn new() -> Self {
        Self::default()
    }

    /// A solution of `cube` of at most `max_len` moves (at most [`LONGEST`], whatever
    /// `max_len` is), searched with `tables`: the shortest found in `effort.tries` phase-2
    /// searches, and past that the first found; no moves if none is found, which happens only
    /// for a `max_len` below God's number, after `effort.patience` of them. Two lanes search
    /// side by side, the cube's three views and its inverse's, each with half the effort,
    /// pruning with the other's best as it was 64 tries before: tries counted, never times, so
    /// the answer is the same on every machine and under any load.
    ///
    /// # Errors
    /// Where the system gives no thread for the second lane (a process at its limit of
    /// memory or threads).
    ///
    /// # Panics
    /// If the second lane's search panicked.
    pub fn solve(
        &mut self,
        tables: &Arc<Tables>,
        cube: &Cubies,
        max_len: u32,
        effort: Effort,
    ) -> Result<Solution, String> {
        let tracks = Arc::new([Track::default(), Track::default()]);
        let second = match &mut self.second {
            Some(second) => second,
            None => self.second.insert(Second::start()?),
        };
        let job = Job {
            tables: Arc::clone(tables),
            cube: *cube,
            max_len,
            effort,
            tracks: Arc::clone(&tracks),
        };
        let gone = |jobs: &Sender<Job>| jobs.send(job).is_err();
        if second.jobs.as_ref().is_none_or(gone) {
            // Its thread is gone (it panicked): a fresh one for the next cube.
            self.second = None;
            panic!("the second lane");
        }
        let company = Company::new(&tracks[0], &tracks[1]);
        let mine = self
            .first
            .search(tables, cube, max_len, effort, &[0, 1, 2], Some(company));
        let Ok((theirs, took)) = second.solutions.recv() else {
            self.second = None;
            panic!("the second lane");
        };
        // The second lane's time is this cube's too, though its thread lives on.
        cpu::charge(took);
        // The better, lane 0's where they are as short.
        let better = match &theirs.moves {
            Some(moves) if shorter_than(moves, &mine.moves) => theirs.moves,
            _ => mine.moves,
        };
        Ok(Solution {
            moves: better,
            tries: mine.tries + theirs.tries,
            stats: mine.stats.and(theirs.stats),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::magic_cube::coord::Phase1;
    use crate::puzzles::magic_cube::metric::{face, metric_of, Metric};
    use crate::rng::Rng;
    use crate::search::ida::{Ida, Next};
    use crate::search::Heuristic;
    use lanes::VIEWS;
    use phase1::Phase1Node;
    use test_tables::tables_in;

    #[test]
    fn solutions_solve_the_cube_and_phase_one_lands_in_g1() {
        solutions_solve_the_cube::<12>();
        solutions_solve_the_cube::<18>();
    }

    /// The solver's solutions and phase 1's ways in the metric of `M` moves.
    fn solutions_solve_the_cube<const M: u8>() {
        let (metric, tables) = (metric_of(M), tables_in(metric_of(M)));
        let mut solver = Solver::new();
        let mut rng = Rng::new(21);
        // Whether a solution of at most 30 was found that solves `cube`.
        let solves = |cube: &Cubies, solution: &Solution| {
            solution.moves.as_ref().is_some_and(|moves| {
                let mut at = *cube;
                moves.iter().for_each(|&m| at.turn(m));
                at.is_solved() && moves.len() <= 30
            })
        };
        for _ in 0..30 {
            let cube = Cubies::random(&mut rng);
            let solution = solver.solve(tables, &cube, 30, Effort::of(5)).unwrap();
            assert!(solves(&cube, &solution), "{solution:?}");
            let moves = solution.moves.expect("a solution");
            assert_eq!(simplified(&moves, metric), moves);
            assert!(moves.iter().all(|&m| m < M), "{moves:?}");
            assert!(moves
                .windows(2)
                .all(|w| face(w[0]) != face(w[1]) || M == 12));
        }
        // Each view alone: its solutions, read back, solve the real cube.
        for v in 0..VIEWS {
            for _ in 0..10 {
                let cube = Cubies::random(&mut rng);
                let solution = solver
                    .first
                    .search(tables, &cube, 30, Effort::of(5), &[v], None);
                assert!(solves(&cube, &solution), "view {v}: {solution:?}");
            }
        }
        // Phase 1 alone: every solution of a length ends in G1.
        let cube = Cubies::random(&mut rng);
        let mut start = Phase1Node::<M>::new(Phase1::of(&cube), tables);
        let mut ida = Ida::new();
        let mut landed = 0;
        for length in start.estimate().. {
            ida.each_within(&mut start, length, |path, _, togo| {
                if togo > 0 {
                    return Next::Deeper;
                }
                assert_eq!(path.len() as u32, length);
                let mut at = cube;
                path.iter().for_each(|&m| at.turn(m));
                let coset = Phase1::of(&at);
                assert_eq!((coset.twist, coset.flip, coset.slice), (0, 0, 494));
                landed += 1;
                match landed < 50 {
                    true => Next::Aside,
                    false => Next::Stop,
                }
            });
            if landed > 0 {
                break;
            }
        }
    }

    #[test]
    fn the_lanes_answer_the_same_whatever_the_threads_timing() {
        for metric in [Metric::Quarter, Metric::Face] {
            let tables = tables_in(metric);
            let mut rng = Rng::new(34);
            let cubes: Vec<Cubies> = (0..12).map(|_| Cubies::random(&mut rng)).collect();
            let solve_all = |effort| {
                let mut solver = Solver::new();
                let solutions: Vec<Solution> = cubes
                    .iter()
                    .map(|cube| solver.solve(tables, cube, 30, Effort::of(effort)).unwrap())
                    .collect();
                solutions
            };
            let alone = solve_all(400);
            // Three solves at once on two cores: the lanes' threads run at other paces.
            let crowded: Vec<Vec<Solution>> = std::thread::scope(|scope| {
                let solves: Vec<_> = (0..3).map(|_| scope.spawn(|| solve_all(400))).collect();
                solves.into_iter().map(|s| s.join().unwrap()).collect()
            });
            for solutions in crowded {
                assert_eq!(solutions, alone, "{metric:?}");
            }
            assert!(alone.iter().all(|solution| solution.tries >= 400));
        }
    }
}
