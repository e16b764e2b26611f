//! What a judge problem is: the [`Problem`] trait every puzzle implements, with [`Checkable`] for
//! the judge tools and [`Packageable`] for packages, and what they need —
//! the random cases it draws ([`Sampler`], [`Depth`]) and the output it judges
//! ([`Lines`], [`Verdict`]). Every mode of the judge layer stands on this file; it knows of none.

use super::input::Input;
use super::statement::Statement;
use super::stats::Took;
use super::their_output::{Layout, Lines, Verdict};
use crate::rng::Rng;
use std::fmt;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// `--depth`: a number of moves, or the most any case needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Moves(u32),
    Max,
}

pub use crate::rng::Sampler;

/// How simple a case is, for shrinking a failing input: first its board's size, where a
/// problem's boards differ in size (POJ 2893's rows and columns), then the moves it needs.
/// Smaller is simpler: fewer cells, then fewer rows, then fewer moves, a depth that is not
/// known (or a case that has none, as an unsolvable board) after every depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Rows and columns where boards differ in size; `(0, 0)` where every board has the same.
    pub shape: (u16, u16),
    /// The moves the case needs, where known.
    pub depth: Option<u32>,
}

impl Size {
    /// Cases of `depth` moves on the problem's one board.
    pub const fn depth(depth: u32) -> Self {
        Self {
            shape: (0, 0),
            depth: Some(depth),
        }
    }

    /// What the comparison compares, in order.
    fn key(self) -> (u32, u16, u16, u64) {
        let (rows, columns) = self.shape;
        let depth = self.depth.map_or(u64::MAX, u64::from);
        (u32::from(rows) * u32::from(columns), rows, columns, depth)
    }
}

impl Ord for Size {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Size {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Size {
    /// `depth 12`, `7 × 6`, `7 × 6, depth 3`, or `depth unknown`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rows, columns) = self.shape;
        match (rows > 0, self.depth) {
            (true, None) => write!(f, "{rows} × {columns}"),
            (true, Some(d)) => write!(f, "{rows} × {columns}, depth {d}"),
            (false, Some(d)) => write!(f, "depth {d}"),
            (false, None) => write!(f, "depth unknown"),
        }
    }
}

/// One move of an answer: its name as the answer writes it (`r`, `A`, `1 -1`), and the case it
/// leaves.
#[derive(Clone, Debug)]
pub struct Step<C> {
    pub name: String,
    pub case: C,
}

/// One judge problem as the judge program needs it: how to read a case, solve it, print the
/// answer, and print a case. What the judge tools need besides is [`Checkable`] (judging someone
/// else's answer, drawing cases), what a package needs [`Packageable`].
pub trait Problem: Sized + Send {
    /// What the problem's statement calls one case, for messages: `case`, `board`, ….
    const CASE: &'static str;

    /// One parsed case.
    type Case: Clone + Send + Sync;

    /// The answer to one case.
    type Answer: Send;

    /// Reads the next case; `Ok(None)` where the input ends cleanly. An error is a message that
    /// says what is wrong and, where it helps, where ([`Token`](super::Token)'s `Display` gives the place).
    fn read(&mut self, input: &mut Input) -> Result<Option<Self::Case>, String>;

    /// Solves one case. An error only where what solving needs cannot be had: a table that
    /// this process has not the memory to hold or to build (the message says which).
    fn solve(&mut self, case: &Self::Case) -> Result<Self::Answer, String>;

    /// [`Problem::solve`], unless `stop` is set before it is done: a long search looks at it now
    /// and then and gives up (`Ok(None)`). The default solves and never looks.
    fn solve_or_stop(
        &mut self,
        case: &Self::Case,
        stop: &AtomicBool,
    ) -> Result<Option<Self::Answer>, String> {
        let _ = stop;
        self.solve(case).map(Some)
    }

    /// `answer`, our answer to `case`, as moves, each with the case it leaves: after the first
    /// move, after the second, …, the last one solved; `None` where the answer is not moves (an
    /// unsolvable board, or a problem whose answers are not moves). `--show` draws these cases,
    /// and `--stress` tries them when it shrinks a failing case, since a failure often survives
    /// closer to the goal. A problem whose answer is only a count finds the moves again.
    fn steps(&mut self, case: &Self::Case, answer: &Self::Answer) -> Option<Vec<Step<Self::Case>>>;

    /// `case` drawn for a person, as `--show` shows it: lines, each ending in a line break,
    /// with ANSI colours if `colour`.
    fn draw(&self, case: &Self::Case, colour: bool) -> String;

    /// Prints the answer to case `number` (from 1: some judges print it, `Case 3: …`) in the
    /// judge's format.
    fn write<W: Write>(
        &mut self,
        number: usize,
        answer: &Self::Answer,
        out: &mut W,
    ) -> io::Result<()>;

    /// Prints one case in the judge's input format.
    fn write_case<W: Write>(&self, case: &Self::Case, out: &mut W) -> io::Result<()>;

    /// Prints what a judge input of `count` cases starts with.
    fn write_header<W: Write>(&self, _count: usize, _out: &mut W) -> io::Result<()> {
        Ok(())
    }

    /// Prints what a judge input ends with.
    fn write_footer<W: Write>(&self, _out: &mut W) -> io::Result<()> {
        Ok(())
    }

    /// A line for the person reading the answers where `answer` is likely not what they
    /// wanted, saying what to add to the command line: the judge program prints the first
    /// one of a run on standard error, after the case's name. The default: none.
    fn hint(&self, answer: &Self::Answer) -> Option<String> {
        let _ = answer;
        None
    }

    /// What solving `answer` took, for `--stats` ([`Took`]): `None` (the default) where the
    /// problem keeps no account of it, as where `--stats` was not given.
    fn took<'a>(&self, answer: &'a Self::Answer) -> Option<Took<'a>> {
        let _ = answer;
        None
    }

    /// Called before [`read_cases`] reads a judge input from its start: a problem that keeps
    /// what an input's start said (the count of cases it announces) forgets it, so that one
    /// problem reads many inputs, as a package's and a stress test's checks of their own
    /// answers do. The default keeps nothing.
    fn new_input(&mut self) {}

    /// Another solver that shares this one's read-only data, for another thread; `None` (the
    /// default) keeps the judge program on one thread, which is right when a case takes
    /// microseconds. With forks, cases are solved on every core and each answer is printed as
    /// soon as it and all before it are solved.
    fn fork(&self) -> Option<Self> {
        None
    }
}

/// What the judge tools (`--check`, `--stress`, `--gen`, `--validate`) need of a problem besides
/// reading, solving and writing: how its judge reads an output and judges an answer, the
/// statement's bounds, and the cases it draws, by size.
pub trait Checkable: Problem {
    /// Whether the judge is special: it accepts other answers than ours (any shortest
    /// solution, say), so that an output must be judged by `--check`, not compared with ours.
    const SPECIAL: bool = false;

    /// What the judge forgives in how an output is laid out ([`Layout`]), so that `--check` and
    /// `--stress` accept no output the judge would not. The default: byte for byte but for a
    /// missing final line break where the judge compares outputs, a special judge's reading
    /// where it is special.
    const LAYOUT: Layout = if Self::SPECIAL {
        Layout::Special
    } else {
        Layout::Exact
    };

    /// Whether an input holds exactly one case, as on judges that run a program once a case:
    /// `--gen` then makes one case, and `--stress` runs one case a run.
    const SINGLE: bool = false;

    /// What the problem's statement forbids in `case` though the judge program answers it
    /// (four in a row's boards of other counts than seven stones of each colour), for
    /// `--validate --strict`: `None` where the case is as the statement allows. The default:
    /// what reading accepts, the statement allows.
    fn outside_statement(&self, case: &Self::Case) -> Option<String> {
        let _ = case;
        None
    }

    /// Where a case can be written more than one way, as a scramble can (`R R` and `R2`), the
    /// layout of `text`, a test read without fault, checked as the statement writes its input
    /// (`Some`: what is wrong, if anything), for `--validate --strict` instead of comparing the
    /// test with this problem's own writing of its cases. The default: `None`, each case
    /// written one way ([`Problem::write_case`]).
    fn strict_layout(&self, text: &[u8]) -> Option<Result<(), String>> {
        let _ = text;
        None
    }

    /// Whether `--optimal` changes what [`Checkable::check`] accepts; where every right answer
    /// is a shortest one anyway, it does not. The default: where the judge is special.
    fn optimal_matters(&self) -> bool {
        Self::SPECIAL
    }

    /// [`Problem::steps`] of our answer to `case`, solved now; `None` also where it cannot be.
    fn path(&mut self, case: &Self::Case) -> Option<Vec<Step<Self::Case>>> {
        let answer = self.solve(case).ok()?;
        self.steps(case, &answer)
    }

    /// How simple `case` is ([`Size`]). The default: the problem's one board, and the moves of
    /// our answer ([`Checkable::path`]), unknown where the answer is not moves.
    fn size(&mut self, case: &Self::Case) -> Size {
        Size {
            shape: (0, 0),
            depth: self.path(case).map(|path| path.len() as u32),
        }
    }

    /// The sizes of cases simpler than `than` that `--stress` tries when it shrinks a failing
    /// case, simplest first, each drawn by [`Checkable::sampler_of`]. The default: the depths of
    /// [`Checkable::levels`] below `than`'s.
    fn smaller(&mut self, than: Size) -> Vec<Size> {
        let levels = self.levels().unwrap_or_default();
        let depths = levels.into_iter().flatten().map(Size::depth);
        depths.filter(|&size| size < than).collect()
    }

    /// A source of random cases of exactly `size`, one of [`Checkable::smaller`]'s. The default:
    /// [`Checkable::sampler`] at its depth.
    fn sampler_of(&mut self, size: Size) -> Result<Sampler<Self::Case>, String> {
        self.sampler(size.depth)
    }

    /// Judges someone's answer to `case`, read from `output`, which also tells the case's
    /// number ([`Lines::case`]) and whether only a shortest solution is right even where the
    /// judge accepts others (`--optimal`, [`Lines::only_shortest`]). The problem works out only
    /// as much of the truth as the verdict needs: a special judge that can replay the moves
    /// need not solve the case.
    fn check(&mut self, case: &Self::Case, output: &mut Lines) -> Result<(), Verdict>;

    /// The most moves any case needs: what `--depth max` asks for. An error if that is not
    /// known.
    fn max_depth(&mut self) -> Result<u32, String>;

    /// A source of random cases: uniform ones, or with `depth` Some(d), cases whose answer is
    /// exactly d moves. An error says why there are none.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Self::Case>, String>;

    /// The levels `--stress` draws cases from, easiest first: each a depth (`Some(d)`, cases of
    /// exactly d moves) or the uniform cases (`None`). The default: every depth from 0 up to
    /// [`Checkable::max_depth`], then uniform cases.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        Ok((0..=self.max_depth()?).map(Some).chain([None]).collect())
    }
}

/// What a package needs of a problem besides the judge tools': its statement and the C++
/// sources of its checker, validator and solution.
pub trait Packageable: Checkable {
    /// The problem's statement, as a contestant reads it: its rules, its input and output as
    /// this problem reads and writes them, in the markup of [`Statement`]; with
    /// `only_shortest` (`--optimal`), only a shortest solution is right, where it matters
    /// ([`Checkable::optimal_matters`]). A package holds it.
    fn statement(&self, only_shortest: bool) -> Statement;

    /// The C++ source of a function `static void judge(const string &input, const string
    /// &output, const string &answer)` that judges `output` against the jury's `answer` as
    /// [`Checkable::check`] does (`only_shortest`: with `--optimal`), for the checker of a Polygon
    /// package, which compiles alone where no binary of ours runs. It may use what that checker
    /// defines before it (`quit`, `words`, `lines`, `quoted`; the package's `check.cpp`), and
    /// may take the jury's answer for the truth. `None` (the default) where the judge wants one
    /// exact answer: the checker then compares the output with the jury's answer as the
    /// system's default checker does.
    fn cpp_judge(&self, only_shortest: bool) -> Option<String> {
        let _ = only_shortest;
        None
    }

    /// The C++ source of a function `static long validate(Reader &in)` that reads a test as
    /// `--validate --strict` does and returns its number of cases, or fails through the
    /// reader, for the validator of a Polygon package, which compiles alone (the frame, with
    /// `Reader`, `permutation` and `inversions`, is the package's `validator.cpp`). `None` (the
    /// default): the problem has no Polygon package.
    fn cpp_validator(&self) -> Option<String> {
        None
    }

    /// The C++ source of a main solution, a whole program that answers as the judge program
    /// does (or, where the judge is special, as its check accepts), for a Polygon package, which
    /// compiles it alone. `None` (the default, and where no small program answers in time): the
    /// problem has no Polygon package.
    fn cpp_solution(&self) -> Option<String> {
        None
    }
}

/// The next case of `problem` from `input`, as [`Problem::read`] gives it, unless reading it met
/// a fault of the input itself ([`Input::fault`]: a NUL byte, a token longer than any, a stream
/// that cannot be read), which is what is wrong then, whatever the problem made of the input
/// ending there.
pub fn read_case<P: Problem>(
    problem: &mut P,
    input: &mut Input,
) -> Result<Option<P::Case>, String> {
    let read = problem.read(input);
    match input.fault() {
        Some(fault) => Err(fault.to_string()),
        None => read,
    }
}

/// Every case of a judge input from its start ([`Problem::new_input`]), each read by
/// [`read_case`]; a bad one is named in the message (`case 3: …`).
pub fn read_cases<P: Problem>(problem: &mut P, input: &mut Input) -> Result<Vec<P::Case>, String> {
    problem.new_input();
    let mut cases = Vec::new();
    loop {
        match read_case(problem, input) {
            Ok(Some(case)) => cases.push(case),
            Ok(None) => return Ok(cases),
            Err(message) => return Err(format!("{} {}: {message}", P::CASE, cases.len() + 1)),
        }
    }
}

/// A source of random cases of `problem` drawn from `seed`, each needing exactly `depth` moves
/// where that is given (the deepest the problem has for [`Depth::Max`]): the same cases for
/// the same arguments. An error says why there are no such cases.
pub fn drawn<P: Checkable>(
    problem: &mut P,
    seed: u64,
    depth: Option<Depth>,
) -> Result<impl FnMut() -> P::Case, String> {
    let depth = match depth {
        None => None,
        Some(Depth::Moves(moves)) => Some(moves),
        Some(Depth::Max) => Some(problem.max_depth()?),
    };
    let mut sample = problem.sampler(depth)?;
    let mut rng = Rng::new(seed);
    Ok(move || sample(&mut rng))
}

/// A case's text as the problem writes it, hashed: how `--gen` and `--stress` tell cases apart.
pub fn fingerprint(text: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::hash::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// Writes a judge input of the `count` cases `cases` gives.
pub fn write_input<P: Problem, W: Write>(
    problem: &P,
    count: usize,
    cases: impl Iterator<Item = P::Case>,
    out: &mut W,
) -> io::Result<()> {
    problem.write_header(count, out)?;
    for case in cases {
        problem.write_case(&case, out)?;
    }
    problem.write_footer(out)
}
