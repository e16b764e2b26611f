//! Which cases a stress test runs, and in what order: drawn from the seeded generator as runs
//! need them, one of every level of [`Checkable::levels`] first, easiest first, then from easy to
//! hard, each level as many as the next (or one depth with `--depth`), or taken from an `--input` file after one run of the whole file; each
//! [`GROUP`] of cases one a run, then together with the first of them again.

use super::given::Given;
use super::options::Options;
use crate::judge::input::show_path;
use crate::judge::messages::status;
use crate::judge::problem::{Checkable, Depth, Sampler, Size};
use crate::rng::Rng;
use std::collections::VecDeque;
use std::io::Read;
use std::path::Path;

/// The cases of one run of several, besides the repeated one.
pub const GROUP: usize = 10;

/// Where a case came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Drawn by the generator, or by shrinking.
    Drawn,
    /// Case k (from 1) of the `--input` file.
    Given(usize),
    /// Met along our solution of another case, by shrinking.
    Along,
}

/// A case, where it came from, and its size ([`Size`]) where that is known yet: a case drawn at
/// a depth has it; a uniform or given one has it once shrinking asks the problem.
#[derive(Clone, Debug)]
pub struct Drawn<C> {
    pub case: C,
    pub origin: Origin,
    pub size: Option<Size>,
}

impl<C> Drawn<C> {
    /// `depth 12`, `uniform`, `case 5 of the input, depth 12`: for the report.
    pub fn describe(&self) -> String {
        let size = self.size.map(|size| size.to_string());
        match (self.origin, size) {
            (Origin::Given(k), Some(size)) => format!("case {k} of the input, {size}"),
            (Origin::Given(k), None) => format!("case {k} of the input"),
            (_, Some(size)) => size,
            (_, None) => "uniform".into(),
        }
    }
}

/// What kind of run it is, for the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Single,
    Group,
    WholeInput,
}

/// The cases of a stress test, drawn or given, and the runs planned from them.
pub struct Plan<C> {
    /// The levels cases are drawn from, easiest first, and a sampler for each.
    pub levels: Vec<Option<u32>>,
    samplers: Vec<Sampler<C>>,
    /// How many cases to draw, and how many were.
    cases: usize,
    drawn: usize,
    /// The generator of drawn cases.
    rng: Rng,
    /// The cases still to come from the `--input` file, numbered from 1, and whether its whole
    /// run was planned.
    given: Option<Numbered<C>>,
    whole_given: bool,
    /// Runs judged so far, of those planned: the number of the one judged last.
    runs_judged: usize,
    /// Whether an input holds one case ([`Checkable::SINGLE`]): no runs of several.
    single: bool,
    /// Runs ready to hand out, and those handed out but not judged yet, in order, to hand out
    /// again if a time verdict was not confirmed.
    ready: VecDeque<(Vec<Drawn<C>>, Shape)>,
    sent: VecDeque<(Vec<Drawn<C>>, Shape)>,
}

impl<C: Clone> Plan<C> {
    /// The plan `options` ask for, with the samplers of `problem`; and the `--input` file's own
    /// text, cut by case, for the runner that writes the runs' inputs.
    pub fn new<P: Checkable<Case = C>>(
        problem: &mut P,
        options: &Options,
    ) -> Result<(Self, Option<Given>), String> {
        let levels = match options.depth {
            Some(Depth::Moves(depth)) => vec![Some(depth)],
            Some(Depth::Max) => vec![Some(problem.max_depth()?)],
            None => problem.levels()?,
        };
        let samplers = levels
            .iter()
            .map(|&level| problem.sampler(level))
            .collect::<Result<_, _>>()?;
        let (given, text) = match &options.input {
            Some(path) => {
                let (cases, text) = cases_in(problem, path)?;
                (Some(cases), Some(text))
            }
            None => (None, None),
        };
        let plan = Self {
            levels,
            samplers,
            cases: usize::try_from(options.cases).unwrap_or(usize::MAX),
            drawn: 0,
            rng: Rng::new(options.seed),
            given,
            whole_given: false,
            runs_judged: 0,
            single: P::SINGLE,
            ready: VecDeque::new(),
            sent: VecDeque::new(),
        };
        Ok((plan, text))
    }

    /// How many cases the `--input` file holds, if there is one.
    pub fn given(&self) -> Option<usize> {
        self.given.as_ref().map(VecDeque::len)
    }

    /// Whether the whole `--input` file had a run.
    pub fn whole_given(&self) -> bool {
        self.whole_given
    }

    /// The next run to hand out, drawing cases for it if need be.
    pub fn next_run(&mut self) -> Option<(Vec<Drawn<C>>, Shape)> {
        if self.ready.is_empty() {
            self.plan_more();
        }
        let run = self.ready.pop_front()?;
        self.sent.push_back(run.clone());
        Some(run)
    }

    /// The oldest run handed out has been judged: its number, counted over the whole test.
    pub fn judged(&mut self) -> usize {
        self.sent.pop_front();
        self.runs_judged += 1;
        self.runs_judged
    }

    /// The runs handed out and not judged go again, in order, before the rest.
    pub fn again(&mut self) {
        self.ready = self.sent.drain(..).chain(self.ready.drain(..)).collect();
    }

    /// Plans the next runs: [`GROUP`] cases one a run, then all of them and the first again.
    fn plan_more(&mut self) {
        let mut block = Vec::new();
        if let Some(given) = &mut self.given {
            let given_drawn = |(k, case): (usize, C)| Drawn {
                case,
                origin: Origin::Given(k),
                size: None,
            };
            if !self.whole_given {
                self.whole_given = true;
                let all = given.iter().cloned().map(given_drawn).collect();
                self.ready.push_back((all, Shape::WholeInput));
            }
            block.extend(given.drain(..GROUP.min(given.len())).map(given_drawn));
        } else {
            let (n, levels) = (self.cases, self.levels.len());
            // First one case of every level, easiest first, so that a fault that only the
            // deepest cases show is met within the first runs; then the rest, easy to hard.
            let sweep = if n >= 2 * levels { levels } else { 0 };
            while block.len() < GROUP && self.drawn < n {
                let level = match self.drawn.checked_sub(sweep) {
                    None => self.drawn,
                    Some(k) => (k as u128 * levels as u128 / (n - sweep) as u128) as usize,
                };
                status(format_args!("drawing cases: {} of {n}", self.drawn));
                block.push(self.draw(level));
                self.drawn += 1;
            }
        }
        let Some(first) = block.first().cloned() else {
            return;
        };
        for drawn in &block {
            self.ready.push_back((vec![drawn.clone()], Shape::Single));
        }
        if !self.single {
            block.push(first);
            self.ready.push_back((block, Shape::Group));
        }
    }

    /// A case drawn at level `level`.
    fn draw(&mut self, level: usize) -> Drawn<C> {
        Drawn {
            case: (self.samplers[level])(&mut self.rng),
            origin: Origin::Drawn,
            size: self.levels[level].map(Size::depth),
        }
    }
}

/// The longest `--input` file a stress test reads: it holds the file's own text of every case.
const LONGEST_INPUT: usize = 64 << 20;

/// Cases numbered from 1.
type Numbered<C> = VecDeque<(usize, C)>;

/// The cases of the judge input at `path`, numbered from 1, and its text cut by case.
fn cases_in<P: Checkable>(
    problem: &mut P,
    path: &Path,
) -> Result<(Numbered<P::Case>, Given), String> {
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", show_path(path));
    let mut file = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(LONGEST_INPUT as u64 + 1).read_to_end(&mut file))
        .map_err(cannot)?;
    // A file too long is read up to its last whole line, so that what is wrong within it is
    // said first (a stream of NUL bytes is no text), then its length.
    let too_long = file.len() > LONGEST_INPUT;
    if too_long {
        file.truncate(
            file.iter()
                .rposition(|&b| b == b'\n')
                .map_or(file.len(), |at| at + 1),
        );
    }
    let (cases, text) =
        Given::read(problem, &file).map_err(|message| format!("{}: {message}", show_path(path)))?;
    if too_long {
        return Err(format!(
            "{} is longer than {} MiB, more than a stress test holds",
            show_path(path),
            LONGEST_INPUT >> 20
        ));
    }
    if cases.is_empty() {
        return Err(format!("{} holds no {}", show_path(path), P::CASE));
    }
    Ok(((1..).zip(cases).collect(), text))
}
