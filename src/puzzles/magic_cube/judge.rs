//! Magic Cube as a judge problem: a count, then that many cubes of 54 colour letters; the
//! answers are checked for length and that they solve the cube.
//!
//! Without `--max-depth`, or with 5, it is ZOJ 2477 exactly: at most five quarter turns, `-1`
//! for any other cube, real or not, by the sticker solver of [`model`](super::model). With
//! `--max-depth N` above 5, a cube must be a real one ([`Cubies::from_stickers`] says what is
//! wrong otherwise) and gets the fewest quarter turns if at most N (`any`: always): the sticker
//! solver first (the first solution in move order), then, for a cube that needs more than five,
//! IDA* with the pattern databases of [`optimal`](super::optimal) (a shortest solution, the same
//! on every machine), built or read from the table cache when the first cube needs them. With
//! `--metric htm` moves are face turns ([`Metric`]) in every mode: every cube must be a real
//! one, the optimal search answers over tables of its own, a half turn written `f 2`, answers are
//! checked by their face turns, and cubes are made by walks of face turns (the deepest, the
//! superflip). The binary's flags are in [`program`](super::program).

use super::cubie::Cubies;
use super::metric::Metric;
use super::model::{Cube, JUDGE_MAX_MOVES};
use super::notation::{net_of_facelets, singmaster};
use super::optimal::Size;
use super::picture::net;
use super::scramble::Scramble;
use super::solvers::{Fast, Solved, Solvers};
use crate::judge::{
    agreeing, moves, no_longer, Announced, Checkable, Input, Lines, Outcome, Packageable, Problem,
    Sampler, Statement, Step, Took, Verdict,
};
use crate::search::Puzzle;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

mod answers;
mod cases;
mod checker;
pub mod formats;
mod statement;

use formats::{Answers, Notation, ANY};

/// The judge problem: a count, then that many cubes of 54 colour letters.
#[derive(Debug)]
pub struct MagicCube {
    solvers: Solvers,
    /// How cubes and answers are written.
    from: Notation,
    to: Answers,
    /// The cubes the count announces that are still to come; for cubes a line, whether the
    /// input starts with a count, once looked at.
    announced: Announced,
    counted: Option<bool>,
    /// The most moves an answer may have: 5, N, or [`ANY`].
    max_depth: u32,
    /// How moves are counted (`--metric`).
    metric: Metric,
    /// With `--fast`: the two-phase solver instead, and what it was asked for.
    fast: Option<Fast>,
    /// Whether `--stats` asks what each search took.
    stats: bool,
}

impl Default for MagicCube {
    fn default() -> Self {
        Self::new()
    }
}

impl MagicCube {
    /// The judge's problem: at most five turns.
    pub fn new() -> Self {
        Self::with_max_depth(JUDGE_MAX_MOVES)
    }

    /// The problem with answers of at most `max_depth` turns ([`ANY`]: any).
    pub fn with_max_depth(max_depth: u32) -> Self {
        Self {
            solvers: Solvers::new(),
            from: Notation::Net,
            to: Answers::Judge,
            announced: Announced::default(),
            counted: None,
            max_depth,
            metric: Metric::Quarter,
            fast: None,
            stats: false,
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

    /// This problem counting `metric` with optimal tables of `size`, reading cubes `from` a
    /// notation, writing answers `to` one, telling what each search took if `stats`: the rest
    /// of what the flags of [`PROGRAM`](super::program::PROGRAM) choose.
    pub fn set_up(
        mut self,
        metric: Metric,
        size: Size,
        (from, to): (Notation, Answers),
        stats: bool,
    ) -> Self {
        if metric == Metric::Face || size != Size::default() {
            self.metric = metric;
            self.solvers = Solvers::in_metric(metric, size);
        }
        (self.from, self.to, self.stats) = (from, to, stats);
        if stats {
            self.solvers.report_tables();
        }
        self
    }

    /// Whether answers may be longer than the judge's five turns, or count face turns: then a
    /// cube must be a real one.
    pub fn deep(&self) -> bool {
        self.max_depth > JUDGE_MAX_MOVES || self.metric == Metric::Face
    }

    /// For scrambles, a line each, an empty line the solved cube: whether another line
    /// follows. An input whose first line is a number alone announces the count; else the
    /// cubes are every line to the end of the input, the last ended by a line break or not.
    fn another_line(&mut self, input: &mut Input) -> Result<bool, String> {
        let first = self.counted.is_none();
        let counted = *self.counted.get_or_insert_with(|| {
            input
                .peek_word_on_line()
                .is_some_and(|t| t.integer().is_some())
        });
        if !counted {
            return Ok(input.line_ahead());
        }
        let another = self.announced.another(input, "cube count")?;
        if first {
            if let Some(token) = input.word_on_line() {
                return Err(format!(
                    "{token} follows the cube count on its line: a scramble is a line of its own"
                ));
            }
            input.end_line();
        }
        match another && !input.line_ahead() {
            true => Err("the input ends before the cube".into()),
            false => Ok(another),
        }
    }

    /// For cubes written one a line: whether another follows. An input that starts with a
    /// number announces the count, as the judge's does; else the cubes run to its end.
    fn another_listed(&mut self, input: &mut Input) -> Result<bool, String> {
        let counted = *self
            .counted
            .get_or_insert_with(|| input.peek_word().is_some_and(|t| t.integer().is_some()));
        match counted {
            true => self.announced.another(input, "cube count"),
            false => Ok(!input.at_end()),
        }
    }
}

/// The 54 stickers of the judge's net: colour letters, whitespace between them carrying no
/// meaning.
fn read_net(input: &mut Input) -> Result<[u8; 54], String> {
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
    Ok(stickers)
}

/// A move as answers write it: a face, and -1 for a counter-clockwise quarter turn, 1 for a
/// clockwise one, 2 for a half turn.
type Turn = (u8, i8);

/// The moves `turns` count in `metric`: a half turn two quarter turns, or one face turn.
fn length(turns: &[Turn], metric: Metric) -> usize {
    match metric {
        Metric::Quarter => turns.iter().map(|&(_, d)| d.unsigned_abs() as usize).sum(),
        Metric::Face => turns.len(),
    }
}

/// `cube` turned by `turn`: a half turn is the face's clockwise quarter turn made twice.
fn turn(cube: &mut Cube, (face, direction): Turn) {
    for _ in 0..direction.unsigned_abs() {
        cube.apply(2 * face + u8::from(direction != -1));
    }
}

/// The solved cube's net, each sticker the letter of its face in a facelet string.
const SOLVED_FACELETS: [u8; 54] = {
    let mut net = [0; 54];
    let mut i = 0;
    while i < 54 {
        // The top, the strip of left, front, right and back, the bottom.
        net[i] = match i {
            0..9 => b'U',
            45.. => b'D',
            _ => b"LFRB"[(i - 9) % 12 / 3],
        };
        i += 1;
    }
    net
};

/// What `word`, where the judge's nets want their count, is likely to be, as the flag that reads
/// it: a scramble's first turn, or a facelet string.
fn other_notation(word: &[u8]) -> Option<&'static str> {
    if net_of_facelets(word).is_ok() {
        return Some("a facelet string? --from facelets reads one a line");
    }
    Scramble::new()
        .word(word)
        .is_ok()
        .then_some("a scramble? --from scramble reads one a line")
}

impl Problem for MagicCube {
    const CASE: &'static str = "cube";

    type Case = Cube;

    type Answer = Solved;

    fn new_input(&mut self) {
        (self.announced, self.counted) = (Announced::default(), None);
    }

    fn read(&mut self, input: &mut Input) -> Result<Option<Cube>, String> {
        let stickers = match self.from {
            Notation::Net => {
                // A word that is no count but reads as another notation says which.
                let hint = input.peek_word().and_then(|word| other_notation(word.text));
                let another = self.announced.another(input, "cube count");
                let hinted = |e| match hint {
                    Some(hint) => format!("{e}; {hint}"),
                    None => e,
                };
                if !another.map_err(hinted)? {
                    return Ok(None);
                }
                read_net(input)?
            }
            Notation::Facelets => {
                if !self.another_listed(input)? {
                    return Ok(None);
                }
                let token = input.word().ok_or("the input ends before the cube")?;
                net_of_facelets(token.text).map_err(|why| format!("{token} {why}"))?
            }
            Notation::Scramble => {
                if !self.another_line(input)? {
                    return Ok(None);
                }
                let mut scramble = Scramble::new();
                while let Some(token) = input.word_on_line() {
                    scramble
                        .word(token.text)
                        .map_err(|why| format!("{token} {why}"))?;
                }
                input.end_line();
                let mut cube = Cube::new(SOLVED_FACELETS);
                let turns = scramble
                    .turns()
                    .map_err(|why| format!("the scramble {why}"))?;
                for m in turns {
                    cube.apply(m);
                }
                *cube.stickers()
            }
        };
        if self.deep() {
            Cubies::from_stickers(&stickers)?;
        }
        Ok(Some(Cube::new(stickers)))
    }

    fn solve(&mut self, cube: &Cube) -> Result<Solved, String> {
        let solved = self.solve_or_stop(cube, &AtomicBool::new(false))?;
        Ok(solved.expect("a search nobody stops ends with its answer"))
    }

    fn solve_or_stop(&mut self, cube: &Cube, stop: &AtomicBool) -> Result<Option<Solved>, String> {
        self.solvers.answer(cube, self.fast, self.max_depth, stop)
    }

    /// Solvers for the other cores, sharing the databases, where cubes may take long; not
    /// with `--fast` up to a length that always exists, where each cube already takes both
    /// cores (a third of the time more for a solver a core, measured).
    fn fork(&self) -> Option<Self> {
        let gods_number = self.metric.gods_number();
        let two_lanes = self.fast.is_some_and(|fast| fast.max_length >= gods_number);
        (self.deep() && !two_lanes).then(|| Self {
            solvers: self.solvers.fork(),
            from: self.from,
            to: self.to,
            announced: Announced::default(),
            counted: None,
            max_depth: self.max_depth,
            metric: self.metric,
            fast: self.fast,
            stats: self.stats,
        })
    }

    fn steps(&mut self, cube: &Cube, solved: &Solved) -> Option<Vec<Step<Cube>>> {
        let moves = solved.answer.as_ref()?;
        let mut at = cube.clone();
        let steps = moves.iter().map(|&(face, direction)| {
            // A half turn is one step.
            turn(&mut at, (face, direction));
            Step {
                name: match self.to {
                    Answers::Judge => format!("{face} {direction}"),
                    Answers::Singmaster => singmaster(&[(face, direction)]),
                },
                case: at.clone(),
            }
        });
        Some(steps.collect())
    }

    fn draw(&self, cube: &Cube, colour: bool) -> String {
        net(cube.stickers(), colour)
    }

    fn write<W: Write>(&mut self, _: usize, solved: &Solved, out: &mut W) -> io::Result<()> {
        let Some(moves) = &solved.answer else {
            return writeln!(out, "-1");
        };
        if self.to == Answers::Singmaster {
            return writeln!(out, "{}", singmaster(moves));
        }
        writeln!(out, "{}", moves.len())?;
        moves
            .iter()
            .try_for_each(|(face, direction)| writeln!(out, "{face} {direction}"))
    }

    /// A cuber's `-1` from the judge's limit of five turns (or their `--max-depth`): the flags
    /// that solve any cube.
    fn hint(&self, solved: &Solved) -> Option<String> {
        let cubers = self.from != Notation::Net && self.fast.is_none() && self.max_depth != ANY;
        (cubers && solved.answer.is_none()).then(|| {
            let limit = match self.max_depth {
                JUDGE_MAX_MOVES => "the judge's limit".to_string(),
                n => format!("--max-depth {n}"),
            };
            format!(
                "-1: no solution of at most {} {} ({limit}); --fast gives a short one at \
                 once, --max-depth any the fewest",
                self.max_depth,
                self.metric.unit()
            )
        })
    }

    fn took<'a>(&self, solved: &'a Solved) -> Option<Took<'a>> {
        let searches = match self.fast {
            Some(_) => ["try", "tries"],
            None => ["iteration", "iterations"],
        };
        self.stats.then(|| Took {
            by: None,
            outcome: match &solved.answer {
                Some(moves) => Outcome::Moves(moves.len()),
                None => Outcome::Without {
                    line: "no solution short enough",
                    total: "without a solution short enough",
                },
            },
            searches: Some((solved.iterations, searches)),
            nodes: solved.stats,
            held: false,
            bounds: &solved.bounds,
            cpu: solved.time,
        })
    }

    fn write_header<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        self.write_count(count, out)
    }

    fn write_case<W: Write>(&self, cube: &Cube, out: &mut W) -> io::Result<()> {
        self.write_cube(cube, out)
    }
}

impl Checkable for MagicCube {
    /// Any shortest solution, and only a shortest one, is right.
    const SPECIAL: bool = true;

    /// Scrambles are laid out as the statement writes them, whatever cube each makes.
    fn strict_layout(&self, text: &[u8]) -> Option<Result<(), String>> {
        (self.from == Notation::Scramble).then(|| cases::scramble_layout(text))
    }

    /// Every answer must be a shortest one, but with `--fast`.
    fn optimal_matters(&self) -> bool {
        self.fast.is_some()
    }

    /// The count, written the canonical way, must be the fewest moves, or -1 exactly when more
    /// than the most allowed are needed, and the moves must solve the cube; any shortest
    /// sequence is right. With `--fast`, any solution of at most `--max-length` is right (and
    /// with `--optimal` only a shortest one). Only as much is solved as the verdict needs:
    /// whether a shorter solution exists.
    fn check(&mut self, cube: &Cube, output: &mut Lines) -> Result<(), Verdict> {
        let answer = match self.to {
            Answers::Judge => answers::judge(output, self.metric)?,
            Answers::Singmaster => answers::singmaster(output, cube.is_goal())?,
        };
        let count = answer
            .as_ref()
            .map_or(-1, |moves| length(moves, self.metric) as i64);
        let most = self.fast.map_or(self.max_depth, |fast| fast.max_length);
        let named = match (most, self.fast) {
            (JUDGE_MAX_MOVES, None) => "five".to_string(),
            (most, _) => most.to_string(),
        };
        if count == -1 {
            let gods_number = self.metric.gods_number();
            if most >= gods_number {
                return Err(Verdict::Wrong(format!(
                    "-1, but every cube is solved in at most {gods_number} {}",
                    self.metric.unit()
                )));
            }
            return match self.solvers.shortest(cube, most).map_err(Verdict::Fail)? {
                None => Ok(()),
                Some(best) => Err(Verdict::Wrong(format!(
                    "-1, but {} {} the cube",
                    moves(best),
                    agreeing(best, "solves", "solve")
                ))),
            };
        }
        let mut at = cube.clone();
        answer.iter().flatten().for_each(|&t| turn(&mut at, t));
        if !at.is_goal() {
            return Err(Verdict::Wrong("the moves leave the cube unsolved".into()));
        }
        if count as u64 > u64::from(most) {
            let verdict = match self.fast {
                Some(_) => format!("{}, more than the {named} allowed", moves(count as usize)),
                None => format!(
                    "{}, but the answer is -1: more than {named}",
                    moves(count as usize)
                ),
            };
            return Err(Verdict::Wrong(verdict));
        }
        if self.fast.is_some() && !output.only_shortest() {
            return Ok(());
        }
        let shorter = match count > 0 {
            true => self.solvers.shortest(cube, count as u32 - 1),
            false => Ok(None),
        };
        match shorter.map_err(Verdict::Fail)? {
            Some(best) => no_longer(count as usize, best),
            None => Ok(()),
        }
    }

    /// Cubes that need more than the most an answer may have (`--depth N + 1`); with any, the
    /// most any cube needs.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(match self.max_depth {
            ANY => self.metric.gods_number(),
            most => most + 1,
        })
    }

    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        self.case_levels()
    }

    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Cube>, String> {
        self.case_sampler(depth)
    }
}

impl Packageable for MagicCube {
    fn statement(&self, only_shortest: bool) -> Statement {
        self.statement_text(only_shortest)
    }

    fn cpp_judge(&self, only_shortest: bool) -> Option<String> {
        Some(self.checker_source(only_shortest))
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(self.validator_source())
    }

    fn cpp_solution(&self) -> Option<String> {
        self.solution_source()
    }
}
