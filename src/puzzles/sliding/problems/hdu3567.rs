//! HDU 3567 "Eight II" (2010 ACM-ICPC Multi-University Training Contest 13, hosted by UESTC;
//! <http://acm.hdu.edu.cn/showproblem.php?pid=3567>): from one 3×3 board to another.
//!
//! The statement: the first line is T (T ≤ 200); each case is two lines, the start board A and
//! the goal board B, nine characters row by row, `X` the blank, and a solution is promised.
//! For each case, two lines: `Case x: d`, x the case number from 1 and d the fewest moves, then
//! the moves, letters `d`, `l`, `r`, `u` for where `X` goes: of all the shortest, the smallest in
//! dictionary order. The judge compares outputs exactly.
//!
//! Any goal is one of nine up to the tiles' names ([`Board::toward`]): one first-move table
//! for each cell of the goal's blank, made at build time ([`EightRoutes`]), answers every case
//! in one lookup a move.

use crate::judge::{
    canonical_integer, moves as moves_of, Announced, Checkable, Input, Lines, Packageable, Problem,
    Sampler, Statement, Step, Verdict,
};
use crate::puzzles::sliding::board::{Board, Shape, LETTERS};
use crate::puzzles::sliding::eight::EightRoutes;
use crate::puzzles::sliding::judge::case_line;
use crate::puzzles::sliding::judge::{draw, shuffled, solvable_board, Answer, Style};
use crate::search::bfs::Reachable;
use crate::search::Puzzle;
use std::io::{self, Write};
use std::sync::Arc;

/// One case: the start, renamed toward the goal, and the goal as the input names its tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub start: Board,
    pub goal: Board,
}

/// The judge problem.
#[derive(Debug)]
pub struct EightII<'t> {
    routes: EightRoutes<'t>,
    announced: Announced,
    /// Every board by its distance from each of the nine goals, for the samplers: made when
    /// first needed.
    reachable: Option<Arc<[Reachable<Board>]>>,
}

impl<'t> EightII<'t> {
    /// The problem, answered from `first_moves`, [`EightRoutes`].
    pub fn new(first_moves: &'t [u8]) -> Self {
        Self {
            routes: EightRoutes::new(first_moves),
            announced: Announced::default(),
            reachable: None,
        }
    }

    /// Every board by its distance from the goal of each cell of the blank's home.
    fn reachable(&mut self) -> Arc<[Reachable<Board>]> {
        let all = self.reachable.get_or_insert_with(|| {
            (0..9)
                .map(|home| Reachable::new(&[Board::goal_at(Shape::EIGHT, home)]))
                .collect()
        });
        Arc::clone(all)
    }

    /// The first shortest solution of `pair`, in letters.
    fn letters(&self, pair: &Pair) -> Vec<u8> {
        let mut path = Vec::new();
        self.routes.solve(&pair.start, &mut path);
        path.iter().map(|&m| LETTERS[usize::from(m)]).collect()
    }
}

/// Reads one board of a case, `which` it is.
fn board(input: &mut Input, which: &str) -> Result<Board, String> {
    match Board::read(input, Shape::EIGHT, true) {
        Ok(Some(board)) => Ok(board),
        Ok(None) => Err(format!("the input ends before the {which} board")),
        Err(message) => Err(format!("the {which} board: {message}")),
    }
}

impl Problem for EightII<'_> {
    const CASE: &'static str = "case";

    type Case = Pair;

    /// The moves, in letters.
    type Answer = Vec<u8>;

    fn new_input(&mut self) {
        self.announced = Announced::default();
    }

    fn read(&mut self, input: &mut Input) -> Result<Option<Pair>, String> {
        self.announced.next(input, "case count", |input| {
            let start = board(input, "start")?;
            let goal = board(input, "goal")?;
            let start = start.toward(&goal);
            if !start.is_solvable() {
                return Err(
                    "the goal cannot be reached from the start (their parities differ), \
                            and the statement promises it can"
                        .into(),
                );
            }
            Ok(Pair { start, goal })
        })
    }

    fn solve(&mut self, pair: &Pair) -> Result<Vec<u8>, String> {
        Ok(self.letters(pair))
    }

    fn steps(&mut self, pair: &Pair, letters: &Vec<u8>) -> Option<Vec<Step<Pair>>> {
        let moves = Answer::Moves(letters.clone());
        let along = moves.path(&pair.start)?.into_iter();
        let pairs = along.map(|step| Step {
            name: step.name,
            case: Pair {
                start: step.case,
                ..*pair
            },
        });
        Some(pairs.collect())
    }

    fn draw(&self, pair: &Pair, _: bool) -> String {
        draw(&pair.start.named_as(&pair.goal))
    }

    fn write<W: Write>(&mut self, number: usize, moves: &Vec<u8>, out: &mut W) -> io::Result<()> {
        writeln!(out, "Case {number}: {}", moves.len())?;
        out.write_all(moves)?;
        out.write_all(b"\n")
    }

    fn write_case<W: Write>(&self, pair: &Pair, out: &mut W) -> io::Result<()> {
        let start = pair.start.named_as(&pair.goal);
        start.write_as(out, Style::Glued, "X")?;
        pair.goal.write_as(out, Style::Glued, "X")
    }

    fn write_header<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        writeln!(out, "{count}")
    }
}

impl Checkable for EightII<'_> {
    /// The exact output: the case number, the fewest moves, and the first shortest solution
    /// in dictionary order; a verdict says which of them is wrong and how.
    fn check(&mut self, pair: &Pair, output: &mut Lines) -> Result<(), Verdict> {
        let line = output.next()?;
        let d = case_line(&line, output.case(), "d")?;
        let truth = self.letters(pair);
        let best = truth.len();
        let Some(moves) = canonical_integer(d) else {
            return Err(line.malformed("is not `Case x: d`"));
        };
        if moves != best as i64 {
            return Err(Verdict::Wrong(format!(
                "{}, but the fewest are {best}",
                moves_of(moves as usize)
            )));
        }
        let line = output.next()?;
        let text = line.text;
        if text.as_bytes() == truth {
            return Ok(());
        }
        let what = "is not letters d, l, r, u";
        let end = pair.start.replay(&line, LETTERS, what)?;
        let verdict = match (end.is_goal(), text.len() == best) {
            (false, _) => "the moves end away from the goal".to_string(),
            (true, false) => format!("{}, but the first line says {best}", moves_of(text.len())),
            (true, true) => format!(
                "a shortest solution, but `{}` comes first in dictionary order",
                String::from_utf8_lossy(&truth)
            ),
        };
        Err(Verdict::Wrong(verdict))
    }

    /// A start in a corner needs up to 31 moves to a goal with its blank in the opposite one.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(31)
    }

    /// Uniform pairs of a start and a goal it reaches; at a depth, a uniform goal (of those
    /// that far from some board) and a uniform start that far from it.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Pair>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(move |rng| {
                let goal = shuffled(Shape::EIGHT, rng);
                let start = solvable_board(&goal, rng);
                Pair { start, goal }
            }));
        };
        let reachable = self.reachable();
        if reachable.iter().all(|r| r.at(depth as usize).is_empty()) {
            return Err(format!("no case needs {depth} moves: the most is 31"));
        }
        Ok(Box::new(move |rng| loop {
            let goal = shuffled(Shape::EIGHT, rng);
            let boards = reachable[goal.blank()].at(depth as usize);
            if !boards.is_empty() {
                let start = boards[rng.below(boards.len() as u64) as usize];
                return Pair { start, goal };
            }
        }))
    }
}

impl Packageable for EightII<'_> {
    fn statement(&self, _: bool) -> Statement {
        super::statements::hdu3567()
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator("hdu3567", &[]))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::solution(
            "hdu3567",
            &Board::goal(Shape::EIGHT),
        ))
    }
}
