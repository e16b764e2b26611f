//! The optimal solver of boards larger than 3×3, as the judge problems use it: the shared IDA*
//! with the pattern databases of the board's shape and goal ([`super::optimal`]),
//! read from the table cache or built when the first board needs them and shared by every
//! fork, and before that a plain search for boards a few moves from the goal. It also makes
//! boards of an exact depth by solving ([`Solver::made_at`]).

use super::board::{Board, Manhattan, Shape};
use super::optimal;
use super::pdb::{Databases, Partition};
use crate::cpu::Clock;
use crate::progress::Bounds;
use crate::rng::Rng;
use crate::rng::Sampler;
use crate::search::ida::{Ida, Iteration, WATCH_EVERY};
use crate::search::{Puzzle, Reversible, Stats};
use crate::tables::{cache_dir, Shelf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The deepest `--depth` made by solving, on boards of more than [`TABULATED`] cells.
pub const MADE_DEPTH: u32 = 50;

/// Boards of at most this many cells are few enough to search all of them.
pub const TABULATED: usize = 10;

/// The 4×4 boards that need 80 moves, the most any needs, with this goal (blank last).
pub const EIGHTY: [&str; 17] = [
    "x 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1",
    "x 12 10 13 15 11 14 9 3 7 2 5 4 8 6 1",
    "x 11 9 13 12 15 10 14 3 7 6 2 4 8 5 1",
    "x 15 9 13 11 12 10 14 3 7 6 2 4 8 5 1",
    "x 12 9 13 15 11 10 14 3 7 6 2 4 8 5 1",
    "x 12 14 13 15 11 9 10 3 7 6 2 4 8 5 1",
    "x 12 10 13 15 11 14 9 3 7 6 2 4 8 5 1",
    "x 12 11 13 15 14 10 9 3 7 6 2 4 8 5 1",
    "x 12 9 13 15 8 10 14 11 7 6 2 4 3 5 1",
    "x 12 10 13 15 11 9 14 7 3 6 2 4 8 5 1",
    "x 12 9 13 15 11 14 10 3 8 6 2 4 7 5 1",
    "x 12 9 13 15 11 10 14 8 3 6 2 4 7 5 1",
    "x 12 14 13 15 11 9 10 8 3 6 2 4 7 5 1",
    "x 12 9 13 15 11 10 14 7 8 6 2 4 3 5 1",
    "x 12 10 13 15 11 14 9 7 8 6 2 4 3 5 1",
    "x 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1",
    "x 12 9 13 15 11 10 14 7 8 5 6 4 3 2 1",
];

/// Which pattern databases a solver uses (`--databases`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Patterns within [`Partition::SMALL`] entries: built where first needed, in seconds.
    Small,
    /// Patterns within [`Partition::LARGE`] entries: built once, in minutes, then read from
    /// the cache.
    Large,
    /// The large databases if the cache holds them, else the small ones.
    AsCached,
}

/// The goal, as the input names its tiles, and the pattern databases of its shape and blank's
/// home, built when first needed, shared by all forks.
#[derive(Debug)]
struct Shared {
    goal: Board,
    size: Size,
    /// The most entries of a pattern's table, [`Size`] decided once.
    entries: OnceLock<usize>,
    /// How far a plain search may go before the databases are read or built: nodes expanded
    /// for each board, and left for all boards together.
    plain_board: u64,
    plain_left: AtomicU64,
    /// Whether the cache holds the databases, looked at once.
    cached: OnceLock<bool>,
    /// The databases, a partition's each, or why this process cannot have them.
    databases: OnceLock<Result<Vec<Databases>, String>>,
    /// Whether `--stats` asks for a line on the databases.
    stats: AtomicBool,
}

impl Shared {
    fn shape(&self) -> Shape {
        self.goal.shape()
    }

    /// The cell of the blank's home.
    fn home(&self) -> usize {
        self.goal.blank()
    }

    /// The databases: from the cache, or built now, with their progress shown; with `stats`,
    /// a line on them; an error if this process has not the memory for them.
    fn databases(&self) -> Result<&[Databases], String> {
        let databases = self.databases.get_or_init(|| {
            let fetch = |(partition, shelf): (Partition, Shelf)| {
                let tables = shelf.fetch(
                    |progress| {
                        Databases::build_tables(&partition, |built, of, depth| match depth {
                            0 => progress.set(format!("{built} of {of} patterns")),
                            _ => progress.set(format!(
                                "{built} of {of} patterns and the next to depth {depth}"
                            )),
                        })
                    },
                    |tables| Databases::plausible(&partition, tables),
                    self.stats.load(Ordering::Relaxed),
                )?;
                Ok(Databases::new(partition, tables))
            };
            self.shelves().into_iter().map(fetch).collect()
        });
        databases.as_deref().map_err(String::clone)
    }

    /// The partitions of the goal's shape and home, and how the cache keeps their databases.
    fn shelves(&self) -> Vec<(Partition, Shelf)> {
        let entries = *self.entries.get_or_init(|| match self.size {
            Size::Small => Partition::SMALL,
            Size::Large => Partition::LARGE,
            Size::AsCached => match self.is_cached(Partition::LARGE) {
                true => Partition::LARGE,
                false => Partition::SMALL,
            },
        });
        self.shelves_of(entries)
    }

    /// Whether the cache holds the databases of the partitions whose tables have at most
    /// `entries` entries.
    fn is_cached(&self, entries: usize) -> bool {
        all_cached(&self.shelves_of(entries))
    }

    /// The partitions of the goal's shape and home whose tables have at most `entries`
    /// entries ([`Partition::all_at`]), and how the cache keeps their databases: the first's
    /// as ever, each other's in a file of its own, its number added to the name, built with the
    /// tables before it held.
    fn shelves_of(&self, entries: usize) -> Vec<(Partition, Shelf)> {
        let (shape, home) = (self.shape(), self.home());
        let small = Partition::all_at(shape, home, Partition::SMALL);
        let partitions = Partition::all_at(shape, home, entries);
        let large = partitions != small;
        let mut held = 0;
        let shelf = |(k, partition): (usize, Partition)| {
            let name = match (home == shape.cells() - 1, large) {
                (true, false) => format!("sliding-{shape}"),
                (true, true) => format!("sliding-{shape}-large"),
                (false, false) => format!("sliding-{shape}-home-{home}"),
                (false, true) => format!("sliding-{shape}-home-{home}-large"),
            };
            let (name, what) = match k {
                0 => (
                    format!("{name}.pdb"),
                    format!("the {shape} pattern databases"),
                ),
                k => (
                    format!("{name}-{}.pdb", k + 1),
                    format!("the {shape} pattern databases of partition {}", k + 1),
                ),
            };
            let shelf = Shelf {
                name,
                header: format!(
                    "puzzle-search pattern databases, version 5, {shape} board, blank's home on \
                     cell {home}, patterns {:?}, layouts {:?}, four bits an entry: detours \
                     beyond the Manhattan distance\n",
                    partition.patterns(),
                    partition.layouts()
                ),
                sizes: partition.sizes(),
                what,
                building: Databases::building_memory(&partition) + held,
                resident: Databases::building_memory(&partition) + held,
                // Measured on two cores: the 4×4 7-8 databases (288 MB) in 272 to 464 s, the
                // 5×3 8-6 (272 MB) in 200 s, the 5×5 6-6-6-6 (977 MB) in 519 s.
                seconds: (partition.sizes().iter().sum::<usize>() / 1_200_000) as u64,
            };
            held += shelf.sizes.iter().sum::<usize>();
            (partition, shelf)
        };
        partitions.into_iter().enumerate().map(shelf).collect()
    }

    /// Whether a plain search is to be tried first: the databases are not at hand, the board
    /// is too large to tabulate, some of the plain searches' budget is left, and the cache has
    /// no databases to read (reading them takes a moment; building them, seconds).
    fn plain_first(&self) -> bool {
        self.databases.get().is_none()
            && self.shape().cells() > TABULATED
            && self.plain_left.load(Ordering::Relaxed) > 0
            && !*self.cached.get_or_init(|| all_cached(&self.shelves()))
    }

    /// The first shortest solution of `board` of at most `max_len` moves, if there is one, with
    /// the nodes it took; `None` if `stop` is set before it is found; an error if the databases
    /// it needs cannot be had. A goal board needs no
    /// databases, and until they are needed, a board of more than [`TABULATED`] cells (whose
    /// databases take seconds to build and a moment to read) is first given to a plain search
    /// with Manhattan distance, within the solver's budget ([`PLAIN_NODES`] a board, unless
    /// set otherwise): one a few moves from the goal is answered without them. Once they are at
    /// hand, or in the cache, they are always used. `waited` is set to the CPU time spent getting
    /// the databases.
    fn solve(
        &self,
        ida: &mut Ida,
        board: &Board,
        max_len: u32,
        stop: &AtomicBool,
        waited: &mut Duration,
    ) -> Result<Option<Found>, String> {
        *waited = Duration::ZERO;
        if !board.is_solvable() {
            return Ok(Some((None, Stats::default())));
        }
        if board.is_goal() {
            return Ok(Some((Some(Vec::new()), Stats::default())));
        }
        if self.plain_first() {
            let mut start = Manhattan::new(*board);
            let mut plain = true;
            let budget = self
                .plain_board
                .min(self.plain_left.load(Ordering::Relaxed));
            let found = ida.solve_watched(&mut start, max_len, |progress| {
                plain = progress.stats.expanded < budget;
                plain && !stop.load(Ordering::Relaxed)
            });
            let spent = found.stats.expanded;
            let _ = self
                .plain_left
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                    Some(left.saturating_sub(spent))
                });
            if let Some(path) = found.path {
                return Ok(Some((Some(path.to_vec()), found.stats)));
            }
            if plain && !stop.load(Ordering::Relaxed) {
                return Ok(Some((None, found.stats)));
            }
        }
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let asked = Clock::start();
        let databases = self.databases()?;
        *waited = asked.read();
        let mut bounds = Bounds::start();
        let (path, stats) = optimal::solve_watched(databases, ida, board, max_len, |at| {
            bounds.at(at.bound, at.stats.generated);
            !stop.load(Ordering::Relaxed)
        });
        drop(bounds);
        Ok(match (path, stop.load(Ordering::Relaxed)) {
            (None, true) => None,
            (path, _) => Some((path, stats)),
        })
    }
}

/// Whether the cache holds the databases of every one of `shelves`.
fn all_cached(shelves: &[(Partition, Shelf)]) -> bool {
    let dir = cache_dir();
    shelves
        .iter()
        .all(|(_, shelf)| shelf.is_cached(dir.as_deref()))
}

/// How many nodes the plain search of a board may expand before the databases are built or
/// read for it: a few milliseconds, a small part of what reading the databases takes.
pub const PLAIN_NODES: u64 = 4 * WATCH_EVERY;

/// What a search of a board found: the first shortest solution within the length asked for, as
/// move numbers (`None` if there is none), and the nodes that took.
pub type Found = (Option<Vec<u8>>, Stats);

/// The solver of boards that go to one goal: the databases shared by every fork, and a search
/// context of its own.
#[derive(Debug)]
pub struct Solver {
    shared: Arc<Shared>,
    ida: Ida,
    /// What [`Solver::tables_time`] tells.
    waited: Duration,
}

impl Solver {
    /// The solver of boards that go to `goal` (as the input names its tiles) with the
    /// databases of its shape and blank's home of `size`, read or built when first needed.
    pub fn new(goal: Board, size: Size) -> Self {
        Self::with_plain_search(goal, size, PLAIN_NODES, u64::MAX)
    }

    /// [`Solver::new`], its plain search given `board` nodes expanded a board and `total` for
    /// all boards together, before the databases are read or built.
    pub fn with_plain_search(goal: Board, size: Size, board: u64, total: u64) -> Self {
        Self {
            shared: Arc::new(Shared {
                goal,
                size,
                entries: OnceLock::new(),
                plain_board: board,
                plain_left: AtomicU64::new(total),
                cached: OnceLock::new(),
                databases: OnceLock::new(),
                stats: AtomicBool::new(false),
            }),
            ida: Ida::new(),
            waited: Duration::ZERO,
        }
    }

    /// The goal, as the input names its tiles.
    pub fn goal(&self) -> Board {
        self.shared.goal
    }

    /// The shape of the boards.
    pub fn shape(&self) -> Shape {
        self.shared.shape()
    }

    /// The cell of the blank's home.
    pub fn home(&self) -> usize {
        self.shared.home()
    }

    /// The first shortest solution of `board`, renamed toward the goal, as move numbers, if one
    /// has at most `max_len` moves; and the nodes that took. `None` if `stop` is set first.
    pub fn solve_within(
        &mut self,
        board: &Board,
        max_len: u32,
        stop: &AtomicBool,
    ) -> Result<Option<Found>, String> {
        let waited = &mut self.waited;
        self.shared
            .solve(&mut self.ida, board, max_len, stop, waited)
    }

    /// The CPU time the last [`Solver::solve_within`] spent reading or building the databases
    /// (none where it waited for another fork to): not the board's own.
    pub fn tables_time(&self) -> Duration {
        self.waited
    }

    /// The iterations of the IDA* that answered the last board, if one did.
    pub fn iterations(&self) -> &[Iteration] {
        self.ida.iterations()
    }

    /// Has the databases, once read or built, reported in a line of their own (`--stats`).
    pub fn report_tables(&self) {
        self.shared.stats.store(true, Ordering::Relaxed);
    }

    /// A solver for another core, sharing the databases.
    pub fn fork(&self) -> Self {
        Self {
            shared: Arc::clone(&self.shared),
            ida: Ida::new(),
            waited: Duration::ZERO,
        }
    }

    /// Boards whose shortest solution is exactly `depth` moves, for `depth` up to
    /// [`MADE_DEPTH`]: the end of a random walk from the goal, solved, then walked along its
    /// solution until `depth` moves are left, which are then a shortest solution too. The
    /// databases are made ready first: an error if they cannot be had.
    pub fn made_at(&self, depth: u32) -> Result<Sampler<Board>, String> {
        self.shared.databases()?;
        let (shared, mut ida) = (Arc::clone(&self.shared), Ida::new());
        let home = Board::goal_at(shared.shape(), shared.home());
        let (go_on, mut waited) = (AtomicBool::new(false), Duration::ZERO);
        Ok(Box::new(move |rng| loop {
            let start = walk(home, 2 * depth + 2, rng);
            let found = shared.solve(&mut ida, &start, u32::MAX, &go_on, &mut waited);
            let Ok(Some((Some(moves), _))) = found else {
                unreachable!("a walk from the goal is solvable, with the databases at hand")
            };
            if moves.len() >= depth as usize {
                let mut board = start;
                for &m in &moves[..moves.len() - depth as usize] {
                    board.apply(m);
                }
                return board;
            }
        }))
    }
}

/// The board `moves` random moves from `goal`, never undoing the move before.
fn walk(goal: Board, moves: u32, rng: &mut Rng) -> Board {
    let (mut board, mut last) = (goal, None);
    for _ in 0..moves {
        let m = loop {
            let m = rng.below(4) as u8;
            if last != Some(Board::inverse(m)) && board.apply(m) {
                break m;
            }
        };
        last = Some(m);
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::Table;

    #[test]
    fn the_large_five_by_five_databases_are_two_files_the_second_built_beside_the_first() {
        let five = Shape::new(5, 5).unwrap();
        let solver = Solver::with_plain_search(Board::goal_at(five, 24), Size::Large, 0, 0);
        let shelves = solver.shared.shelves();
        let names: Vec<&str> = shelves.iter().map(|(_, s)| s.name.as_str()).collect();
        assert_eq!(names, ["sliding-5x5-large.pdb", "sliding-5x5-large-2.pdb"]);
        let [(first, first_shelf), (second, shelf)] = &shelves[..] else {
            unreachable!("two partitions")
        };
        assert_ne!(first, second);
        let held: usize = first_shelf.sizes.iter().sum();
        let building = Databases::building_memory(second) + held;
        assert_eq!(shelf.building, building, "the first's tables held");
        let home = Solver::with_plain_search(Board::goal_at(five, 0), Size::Large, 0, 0);
        let names: Vec<String> = home
            .shared
            .shelves()
            .into_iter()
            .map(|(_, s)| s.name)
            .collect();
        assert_eq!(
            names,
            [
                "sliding-5x5-home-0-large.pdb",
                "sliding-5x5-home-0-large-2.pdb"
            ]
        );
    }

    #[test]
    fn databases_of_zeros_leave_the_manhattan_distance_and_a_shortest_answer() {
        // Tables of no detours at all: the estimate is the Manhattan distance alone, weaker but
        // still a lower bound, and the search still ends on the goal.
        let shape = Shape::new(4, 3).unwrap();
        let goal = Board::goal_at(shape, shape.cells() - 1);
        let board = walk(goal, 30, &mut Rng::new(1));
        let mut solver = Solver::with_plain_search(goal, Size::Small, 0, 0);
        let [(partition, shelf)] = &solver.shared.shelves()[..] else {
            unreachable!("one small partition")
        };
        let zeros = shelf
            .sizes
            .iter()
            .map(|&n| Table::from(vec![0; n]))
            .collect();
        let databases = Ok(vec![Databases::new(partition.clone(), zeros)]);
        solver.shared.databases.set(databases).unwrap();
        let stop = AtomicBool::new(false);
        let weak = solver
            .solve_within(&board, u32::MAX, &stop)
            .unwrap()
            .unwrap();
        let mut plain = crate::search::ida::Ida::new();
        let shortest = plain.solve(&mut Manhattan::new(board), u32::MAX);
        assert_eq!(
            weak.0.as_deref(),
            shortest.path,
            "the same first shortest answer"
        );
        assert!(
            weak.1.generated <= shortest.stats.generated,
            "the same estimate, and the walks that others replace skipped"
        );
    }
}
