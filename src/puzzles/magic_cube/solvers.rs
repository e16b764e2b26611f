//! Which solver answers a cube, and the tables they share: the sticker solver within five
//! turns ([`model`](super::model)), the optimal search with its pattern databases
//! ([`super::optimal`]), and the two-phase solver of `--fast`
//! ([`super::twophase`]). The databases are read from the table cache, or built,
//! when the first cube needs them, and shared by every fork.

use super::cubie::Cubies;
use super::metric::{face_turns, quarter_turns, Metric};
use super::model::{Answer, Cube, Solver, JUDGE_MAX_MOVES};
use super::optimal::{self, Size, Tables};
use super::twophase::{self, Effort};
use crate::cpu::Clock;
use crate::progress::Bounds;
use crate::search::ida::Iteration;
use crate::search::layers::Layer;
use crate::search::{solves, Stats};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// What `--fast` was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fast {
    pub max_length: u32,
    pub effort: Effort,
}

/// The pattern databases, read or built when the first cube needs them, shared by all forks.
#[derive(Debug, Default)]
struct Shared {
    /// The metric of the optimal search, and the size of its tables.
    metric: Metric,
    size: Size,
    /// The optimal search's tables and the two-phase ones, or why they cannot be had.
    tables: OnceLock<Result<Tables, String>>,
    fast: OnceLock<Result<Arc<twophase::Tables>, String>>,
    /// Whether `--stats` asks for a line on the tables.
    stats: AtomicBool,
}

impl Shared {
    /// The tables: from the cache, or built now, with their progress shown; an error if this
    /// process has not the memory for them.
    fn tables(&self) -> Result<&Tables, String> {
        let tables = self.tables.get_or_init(|| {
            let (threads, metric, size) = (crate::parallel::cores(), self.metric, self.size);
            let tables = Tables::shelf(metric, size).fetch(
                |progress| {
                    Tables::build(metric, size, threads, |table, layer| {
                        progress.set(building(layer, &format!("table {} of 2, ", table + 1)))
                    })
                },
                |tables| Tables::plausible(metric, size, tables),
                self.stats.load(Ordering::Relaxed),
            )?;
            Ok(Tables::new(metric, size, tables))
        });
        tables.as_ref().map_err(String::clone)
    }

    /// The two-phase databases: from the cache, or built now (seconds), with their progress
    /// shown.
    fn fast(&self) -> Result<&Arc<twophase::Tables>, String> {
        let fast = self.fast.get_or_init(|| {
            let (stats, metric) = (self.stats.load(Ordering::Relaxed), self.metric);
            twophase::Tables::beside(metric, || {
                let threads = crate::parallel::cores();
                twophase::Tables::shelf(metric).fetch(
                    |progress| {
                        twophase::Tables::build(metric, threads, |table, layer| {
                            progress.set(building(layer, &format!("table {} of 2, ", table + 1)))
                        })
                    },
                    |tables| twophase::Tables::plausible(metric, tables),
                    stats,
                )
            })
            .map(Arc::new)
        });
        fast.as_ref().map_err(String::clone)
    }
}

/// Where a build is: `table 1 of 2, 41% (layer 9)`, the share of the states its search has
/// reached, and within a long layer how much of it is scanned: `(layer 10, 35% of it)`.
fn building(layer: Layer, table: &str) -> String {
    let share = 100 * layer.reached / layer.size.max(1);
    let within = match layer.is_complete() {
        true => String::new(),
        false => format!(", {}% of it", 100 * layer.scanned / layer.size.max(1)),
    };
    format!("{table}{share}% (layer {}{within})", layer.distance)
}

/// A solved cube and what solving it took, which `--stats` reports when it is printed.
#[derive(Clone, Debug)]
pub struct Solved {
    pub answer: Answer,
    pub stats: Stats,
    /// The bound iterations of the search with the databases (0 if none was needed), or with
    /// `--fast` the tries.
    pub iterations: u32,
    /// Each bound iteration of the search with the databases and the nodes it took.
    pub bounds: Vec<Iteration>,
    /// The CPU time the cube's own searches took, not reading or building tables.
    pub time: Duration,
}

/// `moves`, if they solve `cube`; else an error that says the `which` tables are damaged.
fn replayed(cube: &Cube, moves: Vec<u8>, which: &str) -> Result<Vec<u8>, String> {
    match solves(cube, &quarter_turns(&moves)) {
        true => Ok(moves),
        false => Err(format!(
            "the cube's {which} tables gave moves that do not solve the cube: they are damaged"
        )),
    }
}

/// The solvers a cube may need, the databases shared with every fork.
#[derive(Debug)]
pub struct Solvers {
    /// The sticker solver of at most five turns.
    stickers: Solver,
    shared: Arc<Shared>,
    two_phase: twophase::Solver,
}

impl Default for Solvers {
    fn default() -> Self {
        Self::new()
    }
}

impl Solvers {
    /// Solvers in quarter turns whose databases are read or built when first needed.
    pub fn new() -> Self {
        Self::in_metric(Metric::Quarter, Size::default())
    }

    /// Solvers whose optimal and two-phase searches count moves in `metric`, the optimal one
    /// with tables of size `size`. (The sticker solver counts quarter turns.)
    pub fn in_metric(metric: Metric, size: Size) -> Self {
        Self {
            stickers: Solver::new(),
            shared: Arc::new(Shared {
                metric,
                size,
                ..Shared::default()
            }),
            two_phase: twophase::Solver::new(),
        }
    }

    /// Has the databases, once read or built, reported in a line of their own (`--stats`).
    pub fn report_tables(&self) {
        self.shared.stats.store(true, Ordering::Relaxed);
    }

    /// Solvers for another core, sharing the databases.
    pub fn fork(&self) -> Self {
        Self {
            shared: Arc::clone(&self.shared),
            ..Self::new()
        }
    }

    /// The answer to `cube`: with `fast` the two-phase solver's, else the first shortest
    /// solution of at most `max_depth` moves; `None` if `stop` was set first; an error if the
    /// tables it needs cannot be had. A two-phase search that gives up on the length asked for
    /// hands the cube to the optimal search, which finds a solution that short or shows there
    /// is none.
    pub fn answer(
        &mut self,
        cube: &Cube,
        fast: Option<Fast>,
        max_depth: u32,
        stop: &AtomicBool,
    ) -> Result<Option<Solved>, String> {
        let Some(fast) = fast else {
            return self.solve_within(cube, max_depth, stop);
        };
        let cubies = Cubies::from_stickers(cube.stickers()).expect("a real cube, read so");
        let tables = self.shared.fast()?;
        let start = Clock::start();
        let found = self
            .two_phase
            .solve(tables, &cubies, fast.max_length, fast.effort)?;
        let (answer, stats) = match found.moves {
            Some(moves) => (
                Some(face_turns(&replayed(cube, moves, "two-phase")?)),
                found.stats,
            ),
            None => {
                let took = start.read();
                let Some(optimal) = self.solve_within(cube, fast.max_length, stop)? else {
                    return Ok(None);
                };
                let stats = found.stats.and(optimal.stats);
                return Ok(Some(Solved {
                    answer: optimal.answer,
                    stats,
                    iterations: found.tries,
                    bounds: optimal.bounds,
                    time: took + optimal.time,
                }));
            }
        };
        Ok(Some(Solved {
            answer,
            stats,
            iterations: found.tries,
            bounds: Vec::new(),
            time: start.read(),
        }))
    }

    /// The first shortest solution of `cube` of at most `max_len` moves (no moves if there is
    /// none that short); `None` if `stop` was set first; an error if the tables it needs cannot
    /// be had. In quarter turns, cubes within five turns need no tables.
    pub fn solve_within(
        &mut self,
        cube: &Cube,
        max_len: u32,
        stop: &AtomicBool,
    ) -> Result<Option<Solved>, String> {
        let start = Clock::start();
        let (answer, stats) = match self.shared.metric {
            Metric::Quarter => self.stickers.solve_counted(cube),
            Metric::Face => (None, Stats::default()),
        };
        if answer.is_some() || max_len <= JUDGE_MAX_MOVES && self.shared.metric == Metric::Quarter {
            let answer = answer.filter(|moves| moves.len() as u32 <= max_len);
            let time = start.read();
            return Ok(Some(Solved {
                answer,
                stats,
                iterations: 0,
                bounds: Vec::new(),
                time,
            }));
        }
        let sticker_time = start.read();
        let cubies = Cubies::from_stickers(cube.stickers()).expect("a real cube, read so");
        let tables = self.shared.tables()?;
        let start = Clock::start();
        let mut bounds = Bounds::start();
        let threads = crate::parallel::cores();
        let found = optimal::solve(tables, &cubies, max_len, threads, |at| {
            bounds.at(at.bound, at.stats.generated);
            !stop.load(Ordering::Relaxed)
        });
        drop(bounds);
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let stats = stats.and(found.stats());
        let path = found
            .moves
            .map(|path| replayed(cube, path, "optimal"))
            .transpose()?;
        Ok(Some(Solved {
            answer: path.as_deref().map(face_turns),
            stats,
            iterations: found.iterations.len() as u32,
            bounds: found.iterations,
            time: sticker_time + start.read(),
        }))
    }

    /// The fewest moves of `cube` if at most `max_len`; an error if the tables that takes
    /// cannot be had.
    pub fn shortest(&mut self, cube: &Cube, max_len: u32) -> Result<Option<usize>, String> {
        let solved = self.solve_within(cube, max_len, &AtomicBool::new(false))?;
        let solved = solved.expect("a search nobody stops ends with its answer");
        Ok(solved.answer.map(|moves| moves.len()))
    }

    /// A solution of `cube` found at once, not always a short one: within five turns the
    /// shortest, else the two-phase solver's with a small effort. An error if the cube is not a
    /// real one, or the two-phase tables cannot be had.
    pub fn quickly(&mut self, cube: &Cube) -> Result<Vec<(u8, i8)>, String> {
        if let Some(moves) = self.stickers.solve(cube) {
            return Ok(moves);
        }
        let cubies = Cubies::from_stickers(cube.stickers())?;
        let found = self
            .two_phase
            .solve(self.shared.fast()?, &cubies, 30, Effort::of(1))?;
        Ok(face_turns(
            &found.moves.expect("every cube within 30 quarter turns"),
        ))
    }

    /// Makes the optimal search's tables ready: an error if they cannot be had.
    pub fn ready(&self) -> Result<(), String> {
        self.shared.tables().map(|_| ())
    }
}
