//! What a judge problem is: the [`Problem`] trait every puzzle implements, and what it needs —
//! the random cases it draws ([`Sampler`], [`Depth`]) and the output it judges
//! ([`Lines`], [`Verdict`]). Every mode of the judge layer stands on this file; it knows of none.

use super::input::Input;
use super::output::{Layout, Lines, Verdict};
use crate::rng::Rng;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// `--depth`: a number of moves, or the most any case needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Moves(u32),
    Max,
}

/// Draws one random case.
pub type Sampler<C> = Box<dyn FnMut(&mut Rng) -> C>;

/// One judge problem: how to read a case, solve it, print the answer, judge someone else's
/// answer, and make random cases.
pub trait Problem: Sized + Send {
    /// What the problem's statement calls one case, for messages: `case`, `board`, ….
    const CASE: &'static str;

    /// One parsed case.
    type Case: Clone + Send + Sync;

    /// The answer to one case.
    type Answer: Send;

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

    /// Whether `--optimal` changes what [`Problem::check`] accepts; where every right answer
    /// is a shortest one anyway, it does not. The default: where the judge is special.
    fn optimal_matters(&self) -> bool {
        Self::SPECIAL
    }

    /// The cases met along our answer to `case`, each with the moves it still needs: after
    /// the first move, after the second, …, the last one solved. `--stress` tries them when it
    /// shrinks a failing case, since a failure often survives closer to the goal. The default:
    /// none, for problems whose answers are not moves.
    fn path(&mut self, case: &Self::Case) -> Vec<(Self::Case, u32)> {
        let _ = case;
        Vec::new()
    }

    /// Prints the answer to case `number` (from 1: some judges print it, `Case 3: …`) in the
    /// judge's format.
    fn write<W: Write>(
        &mut self,
        number: usize,
        answer: &Self::Answer,
        out: &mut W,
    ) -> io::Result<()>;

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
    /// [`Problem::max_depth`], then uniform cases.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        Ok((0..=self.max_depth()?).map(Some).chain([None]).collect())
    }

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

    /// Called once the judge program has answered all the cases it could.
    fn finish(&mut self) {}

    /// Another solver that shares this one's read-only data, for another thread; `None` (the
    /// default) keeps the judge program on one thread, which is right when a case takes
    /// microseconds. With forks, cases are solved on every core and each answer is printed as
    /// soon as it and all before it are solved.
    fn fork(&self) -> Option<Self> {
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
