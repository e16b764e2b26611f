//! Magic Cube as a judge problem: a count, then that many cubes of 54 colour letters; the
//! answers are checked for length and that they solve the cube.
//!
//! Without `--max-depth`, or with 5, it is ZOJ 2477 exactly: at most five quarter turns, `-1`
//! for any other cube, real or not, by the sticker solver of [`model`](super::model). With
//! `--max-depth N` above 5, a cube must be a real one ([`Cubies::from_stickers`] says what is
//! wrong otherwise) and gets the fewest quarter turns if at most N (`any`: always), the first in
//! move order: the sticker solver first, then, for a cube that needs more than five, IDA* with
//! the pattern databases of [`optimal`], built or read from the table cache when the first cube
//! needs them.

use super::cubie::Cubies;
use super::model::{face_turns, Answer, Cube, Solver, GODS_NUMBER, MAX_MOVES};
use super::optimal::{self, Tables};
use super::twophase;
use crate::judge::{
    report, status, Announced, Args, Flag, Input, Lines, Mode, Problem, Program, Sampler, Verdict,
};
use crate::rng::Rng;
use crate::search::{Puzzle, Stats};
use crate::tables::cache_dir;
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// The `magic-cube` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "magic-cube",
    about: "Magic Cube (ZOJ 2477): per cube, the fewest quarter turns, at most five, first \
            in face order, or -1; with --max-depth, optimal solutions of any real cube.",
    input: "the number of cubes, then each cube as 54 colour letters in the order of the \
            net: top, then the left-front-right-back strip row by row, then bottom; \
            whitespace carries no meaning.",
    flags: &[
        Flag {
            name: "--max-depth",
            value: Some("N|any"),
            modes: Mode::ALL,
            does: "sets the most quarter turns an answer may have",
            help: "5 (the default): the judge's problem. Above 5: a cube must be a real one\n\
                   (what is wrong is said, as bad input), and its answer is the fewest\n\
                   quarter turns if at most N, else -1; any: always the fewest (26 at most).\n\
                   Cubes that need more than five turns are solved by IDA* on every core\n\
                   with pattern databases (0.9 GB), built once (minutes) and cached.",
        },
        Flag {
            name: "--fast",
            value: None,
            modes: Mode::ALL,
            does: "solves every real cube at once, near the optimum",
            help: "Kociemba's two-phase algorithm in quarter turns: a solution of at most\n\
                   --max-length turns for every real cube, in milliseconds, the shortest of\n\
                   --effort tries (65 MB of databases, built once, cached). --check --fast\n\
                   accepts any solution of at most that length.",
        },
        Flag {
            name: "--max-length",
            value: Some("L"),
            modes: Mode::ALL,
            does: "sets the longest answer of --fast",
            help: "The most quarter turns an answer of --fast may have (default 30). Below\n\
                   26, when 100 times the effort finds none that short, the optimal search\n\
                   (--max-depth L) answers: exact, but slow past about 18.",
        },
        Flag {
            name: "--effort",
            value: Some("N"),
            modes: Mode::ALL,
            does: "sets how hard --fast looks for a shorter answer",
            help: "How many phase-1 solutions --fast tries, each with a phase 2 that beats the\n\
                   best so far (default 6500, half on each of two threads): counted, not\n\
                   timed, so answers are the same everywhere.",
        },
        Flag {
            name: "--stats",
            value: None,
            modes: &[Mode::Solve],
            does: "reports what each search took",
            help: "With --max-depth above 5 or --fast: one line per cube on standard error\n\
                   (moves, bound iterations or tries, nodes, time), then a total line.",
        },
    ],
    notes: "--depth D is 0 to 5, or 6 (and max) for cubes that need more than five turns; with\n\
            --max-depth N, 0 to N (at most 16, found by solving walks) or N + 1 (and max) for\n\
            cubes that need more; with --max-depth any, max is the 26-turn superflip\n\
            composed with four-spot. --max-depth any --gen N without --depth draws\n\
            uniformly random real cubes.\n",
    examples: &[
        "magic-cube --max-depth any --stats < cubes.in",
        "magic-cube --max-depth 14 --gen 20 --depth 12",
        "magic-cube --fast --gen 1000 | magic-cube --fast --stats",
    ],
};

/// `--max-depth any`.
pub const ANY: u32 = u32::MAX;

/// The deepest `--depth` made by solving walks: deeper cubes take minutes each to prove.
pub const MADE_DEPTH: u32 = 16;

/// `--max-length` without a value.
pub const FAST_LENGTH: u32 = 30;

/// `--effort` without a value: 26 quarter turns on average, the median cube in under 10 ms
/// here (about 7.5).
pub const FAST_EFFORT: u32 = 6500;

/// What `--fast` was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fast {
    pub max_length: u32,
    pub effort: u32,
}

/// The pattern databases, read or built when the first cube needs them, shared by all forks.
#[derive(Debug, Default)]
struct Shared {
    tables: OnceLock<Tables>,
    fast: OnceLock<twophase::Tables>,
}

impl Shared {
    /// The tables: from the cache, or built now, with a status line on a terminal while that
    /// takes, and a note there if they cannot be saved.
    fn tables(&self) -> &Tables {
        self.tables.get_or_init(|| {
            status("reading or building the cube's pattern databases…");
            let shelf = Tables::shelf();
            let threads = crate::parallel::cores();
            let (tables, note) = shelf.load_or_build(
                cache_dir().as_deref(),
                || {
                    Tables::build(threads, |table, layer| {
                        status(format_args!(
                            "building the cube's pattern databases, once: {} of 2, {} moves: \
                             {} of {} states",
                            table + 1,
                            layer.distance,
                            layer.reached,
                            layer.size
                        ))
                    })
                },
                Tables::plausible,
            );
            status("");
            if let Some(note) = note.filter(|_| io::stderr().is_terminal()) {
                report(note);
            }
            Tables::new(tables)
        })
    }

    /// The two-phase databases: from the cache, or built now (seconds), with a status line on
    /// a terminal while that takes.
    fn fast(&self) -> &twophase::Tables {
        self.fast
            .get_or_init(|| twophase::Tables::beside(Self::fast_databases))
    }

    /// The two-phase databases' bytes: from the cache, or built now.
    fn fast_databases() -> Vec<Vec<u8>> {
        let threads = crate::parallel::cores();
        let (tables, note) = twophase::Tables::shelf().load_or_build(
            cache_dir().as_deref(),
            || {
                twophase::Tables::build(threads, |layer| {
                    status(format_args!(
                        "building the two-phase databases, once: {} moves: {} of {} states",
                        layer.distance, layer.reached, layer.size
                    ))
                })
            },
            twophase::Tables::plausible,
        );
        status("");
        if let Some(note) = note.filter(|_| io::stderr().is_terminal()) {
            report(note);
        }
        tables
    }
}

/// A solved cube and what solving it took, which `--stats` reports when it is printed.
#[derive(Clone, Debug)]
pub struct Solved {
    pub answer: Answer,
    pub stats: Stats,
    /// The bound iterations of the search with the databases; 0 if none was needed.
    pub iterations: u32,
    pub time: Duration,
}

/// The judge problem: a count, then that many cubes of 54 colour letters.
#[derive(Debug)]
pub struct MagicCube {
    solver: Solver,
    /// The cubes the count announces that are still to come.
    announced: Announced,
    /// The most moves an answer may have: 5, N, or [`ANY`].
    max_depth: u32,
    /// With `--fast`: the two-phase solver instead, and what it was asked for.
    fast: Option<Fast>,
    shared: Arc<Shared>,
    two_phase: twophase::Solver,
    /// With `--stats`: cubes so far, and their totals.
    report: Option<(u64, Stats, Duration)>,
}

impl Default for MagicCube {
    fn default() -> Self {
        Self::new()
    }
}

impl MagicCube {
    /// The judge's problem: at most five turns.
    pub fn new() -> Self {
        Self::with_max_depth(MAX_MOVES)
    }

    /// The problem with answers of at most `max_depth` turns ([`ANY`]: any).
    pub fn with_max_depth(max_depth: u32) -> Self {
        Self {
            solver: Solver::new(),
            announced: Announced::default(),
            max_depth,
            fast: None,
            shared: Arc::default(),
            two_phase: twophase::Solver::new(),
            report: None,
        }
    }

    /// The problem of `--fast`: answers of at most `fast.max_length` turns by the two-phase
    /// algorithm.
    pub fn fast(fast: Fast) -> Self {
        Self {
            fast: Some(fast),
            ..Self::with_max_depth(ANY)
        }
    }

    /// The problem set up by `--max-depth`, `--fast`, `--max-length`, `--effort` and
    /// `--stats` ([`PROGRAM`]).
    pub fn from_args(args: &Args) -> Result<Self, String> {
        let number = |name: &str| -> Result<Option<u32>, String> {
            args.value(name)
                .map(|text| {
                    text.parse()
                        .map_err(|_| format!("{name} wants a whole number, not `{text}`"))
                })
                .transpose()
        };
        let (max_length, effort) = (number("--max-length")?, number("--effort")?);
        let mut problem = match (args.has("--fast"), args.value("--max-depth")) {
            (true, Some(_)) => {
                return Err("--fast and --max-depth cannot be combined: choose one".into())
            }
            (false, _) if max_length.is_some() || effort.is_some() => {
                return Err("--max-length and --effort need --fast".into())
            }
            (true, None) => Self::fast(Fast {
                max_length: max_length.unwrap_or(FAST_LENGTH),
                effort: effort.unwrap_or(FAST_EFFORT).max(1),
            }),
            (false, None) => Self::new(),
            (false, Some("any")) => Self::with_max_depth(ANY),
            (false, Some(text)) => Self::with_max_depth(text.parse().map_err(|_| {
                format!("--max-depth wants a number of moves or `any`, not `{text}`")
            })?),
        };
        if args.has("--stats") {
            if !problem.deep() {
                return Err("--stats reports the searches of --max-depth above 5 or --fast".into());
            }
            problem.report = Some(Default::default());
        }
        Ok(problem)
    }

    /// Whether answers may be longer than the judge's five turns.
    fn deep(&self) -> bool {
        self.max_depth > MAX_MOVES
    }

    /// The answer to `cube`: with `--fast` the two-phase solver's, else the first shortest
    /// solution of at most the most allowed; `None` if `stop` was set first. A two-phase search
    /// that gives up on the length asked for hands the cube to the optimal search, which finds
    /// a solution that short or shows there is none.
    fn answer(&mut self, cube: &Cube, stop: &AtomicBool) -> Option<Solved> {
        let Some(fast) = self.fast else {
            return self.solve_within(cube, self.max_depth, stop);
        };
        let start = Instant::now();
        let cubies = Cubies::from_stickers(cube.stickers()).expect("a real cube, read so");
        let tables = self.shared.fast();
        let found = self
            .two_phase
            .solve(tables, &cubies, fast.max_length, fast.effort);
        let (answer, stats) = match found.moves {
            Some(moves) => (Some(face_turns(&moves)), found.stats),
            None => {
                let optimal = self.solve_within(cube, fast.max_length, stop)?;
                (optimal.answer, found.stats.and(optimal.stats))
            }
        };
        Some(Solved {
            answer,
            stats,
            iterations: found.tries,
            time: start.elapsed(),
        })
    }

    /// The first shortest solution of `cube` of at most `max_len` moves; `None` if there is
    /// none that short or `stop` was set first. Cubes within five turns need no databases.
    fn solve_within(&mut self, cube: &Cube, max_len: u32, stop: &AtomicBool) -> Option<Solved> {
        let start = Instant::now();
        let (answer, stats) = self.solver.solve_counted(cube);
        if answer.is_some() || max_len <= MAX_MOVES {
            let answer = answer.filter(|moves| moves.len() as u32 <= max_len);
            let time = start.elapsed();
            return Some(Solved {
                answer,
                stats,
                iterations: 0,
                time,
            });
        }
        let cubies = Cubies::from_stickers(cube.stickers()).expect("a real cube, read so");
        let tables = self.shared.tables();
        let (mut iterations, mut last) = (0, 0);
        let threads = crate::parallel::cores();
        let (path, more) = optimal::solve(tables, &cubies, max_len, threads, |progress| {
            if progress.bound != last {
                (iterations, last) = (iterations + 1, progress.bound);
            }
            status(format_args!(
                "solving: bound {}, {} nodes, {:.0} s",
                progress.bound,
                progress.stats.generated,
                start.elapsed().as_secs_f64()
            ));
            !stop.load(Ordering::Relaxed)
        });
        status("");
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        Some(Solved {
            answer: path.as_deref().map(face_turns),
            stats: stats.and(more),
            iterations,
            time: start.elapsed(),
        })
    }

    /// The fewest moves of `cube` if at most `max_len`.
    fn shortest(&mut self, cube: &Cube, max_len: u32) -> Option<usize> {
        let go_on = AtomicBool::new(false);
        let solved = self.solve_within(cube, max_len, &go_on)?;
        solved.answer.map(|moves| moves.len())
    }
}

/// Moves in the usual notation, as move numbers: `R U2 F'` and the like.
fn moves_of(notation: &str) -> Vec<u8> {
    notation
        .split(' ')
        .flat_map(|turn| {
            let face = "LFRBUD".find(&turn[..1]).expect("a face") as u8;
            match &turn[1..] {
                "" => vec![2 * face + 1],
                "'" => vec![2 * face],
                _ => vec![2 * face + 1; 2],
            }
        })
        .collect()
}

/// The superflip (every edge flipped in place) composed with four-spot: 26 quarter turns, the
/// most any cube needs (Reid 1998, Rokicki 2014).
pub fn superflip_four_spot() -> Cubies {
    let mut cube = Cubies::SOLVED;
    let superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    let four_spot = "F2 B2 U D' R2 L2 U D'";
    for m in moves_of(superflip).into_iter().chain(moves_of(four_spot)) {
        cube.turn(m);
    }
    cube
}

/// The stickers of `cube` with six distinct random letters for colours.
fn painted(cube: &Cubies, rng: &mut Rng) -> Cube {
    let mut letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
    rng.shuffle(&mut letters);
    Cube::new(cube.stickers(std::array::from_fn(|f| letters[f])))
}

impl Problem for MagicCube {
    const NAME: &'static str = "magic-cube";
    const CASE: &'static str = "cube";
    type Case = Cube;
    type Answer = Solved;

    /// Any shortest solution, and only a shortest one, is right.
    const SPECIAL: bool = true;

    fn read(&mut self, input: &mut Input) -> Result<Option<Cube>, String> {
        if !self.announced.another(input, "cube count")? {
            return Ok(None);
        }
        let mut stickers = [0; 54];
        for (read, sticker) in stickers.iter_mut().enumerate() {
            let token = input
                .glyph()
                .ok_or_else(|| format!("the input ends after {read} of the 54 stickers"))?;
            match token.text {
                [letter] if letter.is_ascii_alphabetic() => *sticker = *letter,
                _ => return Err(format!("{token} is not a colour: stickers are letters")),
            }
        }
        if self.deep() {
            Cubies::from_stickers(&stickers)?;
        }
        Ok(Some(Cube::new(stickers)))
    }

    fn solve(&mut self, cube: &Cube) -> Solved {
        let go_on = AtomicBool::new(false);
        self.solve_or_stop(cube, &go_on)
            .expect("a search nobody stops ends with its answer")
    }

    fn solve_or_stop(&mut self, cube: &Cube, stop: &AtomicBool) -> Option<Solved> {
        self.answer(cube, stop)
    }

    /// Every answer must be a shortest one, but with `--fast`.
    fn optimal_matters(&self) -> bool {
        self.fast.is_some()
    }

    /// Solvers for the other cores, sharing the databases, where cubes may take long; not
    /// with `--fast` up to a length that always exists, where each cube already takes both
    /// cores (a third of the time more for a solver a core, measured).
    fn fork(&self) -> Option<Self> {
        let two_lanes = self.fast.is_some_and(|fast| fast.max_length >= GODS_NUMBER);
        (self.deep() && !two_lanes).then(|| Self {
            solver: Solver::new(),
            announced: Announced::default(),
            max_depth: self.max_depth,
            fast: self.fast,
            shared: Arc::clone(&self.shared),
            two_phase: twophase::Solver::new(),
            report: None,
        })
    }

    fn path(&mut self, cube: &Cube) -> Vec<(Cube, u32)> {
        let moves = self.solve(cube).answer.unwrap_or_default();
        let mut at = cube.clone();
        let n = moves.len();
        let mut path = Vec::new();
        for (k, &(face, direction)) in moves.iter().enumerate() {
            at.apply(2 * face + u8::from(direction == 1));
            path.push((at.clone(), (n - k - 1) as u32));
        }
        path
    }

    /// The answer, and with `--stats` its line on standard error.
    fn write<W: Write>(&mut self, _: usize, solved: &Solved, out: &mut W) -> io::Result<()> {
        if let Some((cubes, stats, time)) = &mut self.report {
            *cubes += 1;
            *stats = stats.and(solved.stats);
            *time += solved.time;
            let moves = solved
                .answer
                .as_ref()
                .map_or("-1".into(), |m| m.len().to_string());
            let searches = match self.fast {
                Some(_) => "tries",
                None => "iterations",
            };
            report(format_args!(
                "cube {cubes}: {moves} moves, {} {searches}, {} expanded, {} generated, {:.3} s",
                solved.iterations,
                solved.stats.expanded,
                solved.stats.generated,
                solved.time.as_secs_f64()
            ));
        }
        let Some(moves) = &solved.answer else {
            return writeln!(out, "-1");
        };
        writeln!(out, "{}", moves.len())?;
        moves
            .iter()
            .try_for_each(|(face, direction)| writeln!(out, "{face} {direction}"))
    }

    fn finish(&mut self) {
        if let Some((cubes, stats, time)) = &self.report {
            report(format_args!(
                "total: {cubes} cubes, {} expanded, {} generated, {:.3} s",
                stats.expanded,
                stats.generated,
                time.as_secs_f64()
            ));
        }
    }

    /// The count, written the canonical way, must be the fewest moves, or -1 exactly when more
    /// than the most allowed are needed, and the moves must solve the cube; any shortest
    /// sequence is right. With `--fast`, any solution of at most `--max-length` is right (and
    /// with `--optimal` only a shortest one). Only as much is solved as the verdict needs:
    /// whether a shorter solution exists.
    fn check(
        &mut self,
        _: usize,
        cube: &Cube,
        output: &mut Lines,
        optimal: bool,
    ) -> Result<(), Verdict> {
        let line = output.next()?;
        let count = match line.integer() {
            Some(count) if count >= -1 => count,
            _ => return Err(line.malformed("is not a number of moves or -1")),
        };
        let most = self.fast.map_or(self.max_depth, |fast| fast.max_length);
        let named = match (most, self.fast) {
            (MAX_MOVES, None) => "five".to_string(),
            (most, _) => most.to_string(),
        };
        if count == -1 {
            if most >= GODS_NUMBER {
                return Err(Verdict::Wrong(format!(
                    "-1, but every cube is solved in at most {GODS_NUMBER} quarter turns"
                )));
            }
            return match self.shortest(cube, most) {
                None => Ok(()),
                Some(best) => Err(Verdict::Wrong(format!(
                    "-1, but {best} moves solve the cube"
                ))),
            };
        }
        let mut at = cube.clone();
        for _ in 0..count {
            let line = output.next()?;
            let m = match line.fields() {
                Some([face @ ("0" | "1" | "2" | "3" | "4" | "5"), direction @ ("1" | "-1")]) => {
                    2 * face.parse::<u8>().expect("a digit") + u8::from(direction == "1")
                }
                _ => return Err(line.malformed("is not a move `f d`")),
            };
            at.apply(m);
        }
        if !at.is_goal() {
            return Err(Verdict::Wrong("the moves leave the cube unsolved".into()));
        }
        if count as u64 > u64::from(most) {
            let verdict = match self.fast {
                Some(_) => format!("{count} moves, more than the {named} allowed"),
                None => format!("{count} moves, but the answer is -1: more than {named}"),
            };
            return Err(Verdict::Wrong(verdict));
        }
        if self.fast.is_some() && !optimal {
            return Ok(());
        }
        match (count > 0)
            .then(|| self.shortest(cube, count as u32 - 1))
            .flatten()
        {
            Some(best) => Err(Verdict::Wrong(format!("{count} moves, but {best} suffice"))),
            None => Ok(()),
        }
    }

    /// Cubes that need more than the most an answer may have (`--depth N + 1`); with any, the
    /// most any cube needs.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(match self.max_depth {
            ANY => GODS_NUMBER,
            most => most + 1,
        })
    }

    /// The judge's problem: every depth, then uniform cases. Deeper: the depths up to 12, found
    /// by solving walks, then cubes that need more than the most, where that is quick to prove
    /// (at most 14); uniformly random cubes would take minutes each to judge. With `--fast`,
    /// uniformly random cubes.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        if self.fast.is_some() {
            return Ok(vec![None]);
        }
        if !self.deep() {
            return Ok((0..=self.max_depth()?).map(Some).chain([None]).collect());
        }
        let beyond = (self.max_depth <= 14).then_some(Some(self.max_depth + 1));
        Ok((0..=self.max_depth.min(12))
            .map(Some)
            .chain(beyond)
            .collect())
    }

    /// Uniform: scrambles of 0 to 7 random turns, or with `--max-depth` above 5 uniformly
    /// random real cubes. At a depth up to five, scrambles of that many turns that need them
    /// all; deeper, walks solved and walked back along their solution to that depth; past the
    /// most allowed, scrambles that need more; with any, max is the superflip composed with
    /// four-spot.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Cube>, String> {
        let most = self.max_depth;
        let Some(depth) = depth else {
            if self.deep() {
                return Ok(Box::new(|rng| painted(&Cubies::random(rng), rng)));
            }
            return Ok(Box::new(|rng| {
                let moves = rng.below(8) as usize;
                Cube::scrambled(rng, moves)
            }));
        };
        if most == ANY && depth == GODS_NUMBER {
            return Ok(Box::new(|rng| painted(&superflip_four_spot(), rng)));
        }
        let beyond = depth == most.saturating_add(1);
        if (!beyond && depth > most.min(MADE_DEPTH)) || (beyond && most > MADE_DEPTH) {
            let deepest = match most {
                ANY => format!(", and max the one of {GODS_NUMBER}"),
                _ => format!(", and {} (or max) cubes that need more", most + 1),
            };
            return Err(format!(
                "cubes of exactly {depth} moves are made for --depth 0 to {}{deepest}",
                most.min(MADE_DEPTH)
            ));
        }
        let mut solver = Self::with_max_depth(ANY);
        solver.shared = Arc::clone(&self.shared);
        Ok(Box::new(move |rng| loop {
            // Walks of exactly `depth` turns up to five, as the judge's cases were always made.
            let extra = rng.below(if depth > MAX_MOVES { 4 } else { 1 });
            let cube = Cube::scrambled(rng, depth as usize + extra as usize);
            if beyond {
                if solver.shortest(&cube, depth - 1).is_none() {
                    return cube;
                }
                continue;
            }
            let Some(answer) = solver.solve(&cube).answer else {
                unreachable!("every real cube is solved")
            };
            if answer.len() < depth as usize {
                continue;
            }
            // The cube `depth` moves before the end of its shortest solution.
            let mut at = cube;
            for &(face, direction) in &answer[..answer.len() - depth as usize] {
                at.apply(2 * face + u8::from(direction == 1));
            }
            return at;
        }))
    }

    fn write_header<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        writeln!(out, "{count}")
    }

    /// A blank line, then the net, as in the statement.
    fn write_case<W: Write>(&self, cube: &Cube, out: &mut W) -> io::Result<()> {
        let s = cube.stickers();
        let row = |cells: &[u8]| {
            cells
                .iter()
                .map(|&c| (c as char).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        writeln!(out)?;
        for r in 0..3 {
            writeln!(out, "{}", row(&s[3 * r..3 * r + 3]))?;
        }
        for r in 0..3 {
            writeln!(out, "{}", row(&s[9 + 12 * r..21 + 12 * r]))?;
        }
        for r in 0..3 {
            writeln!(out, "{}", row(&s[45 + 3 * r..48 + 3 * r]))?;
        }
        Ok(())
    }
}
