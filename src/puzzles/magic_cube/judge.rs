//! Magic Cube as a judge problem: a count, then that many cubes of 54 colour letters; the
//! answers are checked for length and that they solve the cube.

use super::model::{Answer, Cube, Solver, MAX_MOVES};
use crate::judge::{Input, Lines, Problem, Program, Sampler, Verdict};
use crate::search::Puzzle;
use std::io::{self, Write};

/// The `magic-cube` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "magic-cube",
    about: "Magic Cube (ZOJ 2477): per cube, the fewest quarter turns, at most five, first \
            in face order, or -1.",
    input: "the number of cubes, then each cube as 54 colour letters in the order of the \
            net: top, then the left-front-right-back strip row by row, then bottom; \
            whitespace carries no meaning.",
    flags: &[],
    notes: "--depth D is 0 to 5, or 6 (and max) for cubes that need more than five turns.\n",
    examples: &[],
};

/// The judge problem: a count, then that many cubes of 54 colour letters.
#[derive(Debug, Default)]
pub struct MagicCube {
    solver: Solver,
    /// Cubes still announced, once the count is read.
    remaining: Option<u64>,
}

impl MagicCube {
    /// The problem, with an empty search context.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Problem for MagicCube {
    const NAME: &'static str = "magic-cube";
    const CASE: &'static str = "cube";
    type Case = Cube;
    type Answer = Answer;

    fn read(&mut self, input: &mut Input) -> Result<Option<Cube>, String> {
        let remaining = match self.remaining {
            Some(n) => n,
            None => {
                let token = input.word().ok_or("the input ends before the cube count")?;
                match token.integer() {
                    Some(n) if n >= 0 => n as u64,
                    Some(_) => return Err(format!("{token} is a negative cube count")),
                    None => return Err(format!("{token} is not a cube count")),
                }
            }
        };
        if remaining == 0 {
            self.remaining = Some(0);
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
        self.remaining = Some(remaining - 1);
        Ok(Some(Cube::new(stickers)))
    }

    fn solve(&mut self, cube: &Cube) -> Answer {
        self.solver.solve(cube)
    }

    /// Any shortest solution, and only a shortest one, is right.
    const SPECIAL: bool = true;

    fn optimal_matters(&self) -> bool {
        false
    }

    fn path(&mut self, cube: &Cube) -> Vec<(Cube, u32)> {
        let moves = self.solver.solve(cube).unwrap_or_default();
        let mut at = cube.clone();
        let n = moves.len();
        let mut path = Vec::new();
        for (k, &(face, direction)) in moves.iter().enumerate() {
            at.apply(2 * face + u8::from(direction == 1));
            path.push((at.clone(), (n - k - 1) as u32));
        }
        path
    }

    fn write<W: Write>(&mut self, answer: &Answer, out: &mut W) -> io::Result<()> {
        let Some(moves) = answer else {
            return writeln!(out, "-1");
        };
        writeln!(out, "{}", moves.len())?;
        moves
            .iter()
            .try_for_each(|(face, direction)| writeln!(out, "{face} {direction}"))
    }

    /// The count, written the canonical way, must be the fewest moves, or -1 exactly when more
    /// than five are needed, and the moves must solve the cube; any shortest sequence is right.
    fn check(&mut self, cube: &Cube, output: &mut Lines, _: bool) -> Result<(), Verdict> {
        let line = output.next()?;
        let count = match line.integer() {
            Some(count) if count >= -1 => count,
            _ => return Err(line.malformed("is not a number of moves or -1")),
        };
        if count == -1 {
            return match self.solver.solve(cube) {
                None => Ok(()),
                Some(best) => Err(Verdict::Wrong(format!(
                    "-1, but {} moves solve the cube",
                    best.len()
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
        match self.solver.solve(cube).map(|best| best.len()) {
            None => Err(Verdict::Wrong(format!(
                "{count} moves, but the answer is -1: more than five"
            ))),
            Some(best) if count as usize > best => {
                Err(Verdict::Wrong(format!("{count} moves, but {best} suffice")))
            }
            Some(_) => Ok(()),
        }
    }

    /// `--depth 6`: more than five moves.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(MAX_MOVES + 1)
    }

    /// Uniform: scrambles of 0 to 7 random turns; at a depth up to five, scrambles of that many
    /// turns that need them all; at six, scrambles that need more than five.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Cube>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(|rng| {
                let moves = rng.below(8) as usize;
                Cube::scrambled(rng, moves)
            }));
        };
        if depth > MAX_MOVES + 1 {
            return Err(format!(
                "no cube needs exactly {depth} moves: answers are 0 to 5 moves, and --depth 6 \
                 (or max) asks for cubes that need more than five"
            ));
        }
        let mut solver = Solver::new();
        Ok(Box::new(move |rng| loop {
            let moves = depth as usize + rng.below(if depth > MAX_MOVES { 4 } else { 1 }) as usize;
            let cube = Cube::scrambled(rng, moves);
            let answer = solver.solve(&cube).map(|m| m.len() as u32);
            if answer.unwrap_or(MAX_MOVES + 1) == depth {
                return cube;
            }
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
