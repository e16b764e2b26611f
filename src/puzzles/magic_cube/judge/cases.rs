//! The cases Magic Cube makes for `--gen`, `--stress` and `--package`: which depths, how each
//! is drawn, and how a cube is written as the chosen input notation has it.

use super::formats::{Notation, ANY};
use super::{length, turn, MagicCube, Turn, SOLVED_FACELETS};
use crate::judge::problem::fingerprint;
use crate::judge::{Checkable, Sampler};
use crate::puzzles::magic_cube::cubie::Cubies;
use crate::puzzles::magic_cube::metric::{quarter_turns, Metric, OPPOSITE};
use crate::puzzles::magic_cube::model::{Cube, JUDGE_MAX_MOVES};
use crate::puzzles::magic_cube::notation::{
    facelets_of_net, singmaster, superflip, superflip_four_spot, turns_of, undoing, written,
};
use crate::rng::Rng;
use std::collections::HashSet;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// Whether written turns ([`written`](crate::puzzles::magic_cube::notation::written)) are as many as some fewer make: two of one face in a
/// row, or two of one face with only its opposite face's turn between them (which commutes
/// with both).
fn shortened(words: &[Turn]) -> bool {
    let faces: Vec<u8> = words.iter().map(|&(face, _)| face).collect();
    faces.windows(2).any(|w| w[0] == w[1])
        || faces
            .windows(3)
            .any(|w| w[0] == w[2] && OPPOSITE[usize::from(w[0])] == w[1])
}

/// The deepest `--depth` made by solving walks in `metric`: deeper cubes take minutes each to
/// prove.
const fn made_depth(metric: Metric) -> u32 {
    match metric {
        Metric::Quarter => 16,
        Metric::Face => 15,
    }
}

/// Every cube within `depth` moves of `metric` of the goal, `depth` at most [`JUDGE_MAX_MOVES`]: 46,741
/// cubes within four face turns, made in milliseconds.
fn near(depth: u32, metric: Metric) -> HashSet<Cubies> {
    let mut near = HashSet::from([Cubies::SOLVED]);
    let mut layer = vec![Cubies::SOLVED];
    for _ in 0..depth {
        let mut next = Vec::new();
        for cube in &layer {
            for m in 0..metric.moves() {
                let mut turned = *cube;
                quarter_turns(&[m]).into_iter().for_each(|q| turned.turn(q));
                if near.insert(turned) {
                    next.push(turned);
                }
            }
        }
        layer = next;
    }
    near
}

/// The stickers of `cube` with six distinct random letters for colours.
fn painted(cube: &Cubies, rng: &mut Rng) -> Cube {
    let mut letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
    rng.shuffle(&mut letters);
    Cube::new(cube.stickers(std::array::from_fn(|f| letters[f])))
}

impl MagicCube {
    /// The judge's problem: every depth, then uniform cases. Deeper: the depths up to 12, found
    /// by solving walks, then cubes that need more than the most, where that is quick to prove
    /// (at most 14); uniformly random cubes would take minutes each to judge. With `--fast`,
    /// uniformly random cubes.
    pub(super) fn case_levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        if self.fast.is_some() {
            return Ok(vec![None]);
        }
        if !self.deep() {
            return Ok((0..=self.max_depth()?).map(Some).chain([None]).collect());
        }
        let made = made_depth(self.metric);
        let beyond = (self.max_depth < made - 1).then(|| Some(self.max_depth + 1));
        Ok((0..=self.max_depth.min(12))
            .map(Some)
            .chain(beyond)
            .collect())
    }

    /// Uniform: scrambles of 0 to 7 random turns, or with `--max-depth` above 5 or in face
    /// turns uniformly random real cubes. At a depth up to five, scrambles of that many turns
    /// that need them all; deeper, walks solved and walked back along their solution to that
    /// depth; past the most allowed, scrambles that need more; with any, max is the superflip
    /// composed with four-spot in quarter turns, the superflip in face turns.
    pub(super) fn case_sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Cube>, String> {
        let (most, metric) = (self.max_depth, self.metric);
        let Some(depth) = depth else {
            if self.deep() {
                return Ok(Box::new(|rng| painted(&Cubies::random(rng), rng)));
            }
            return Ok(Box::new(move |rng| {
                let moves = rng.below(8) as usize;
                Cube::scrambled(rng, moves, metric)
            }));
        };
        let gods_number = metric.gods_number();
        if most == ANY && depth == gods_number {
            return Ok(Box::new(move |rng| match metric {
                Metric::Quarter => painted(&superflip_four_spot(), rng),
                Metric::Face => painted(&superflip(), rng),
            }));
        }
        let (beyond, made) = (depth == most.saturating_add(1), made_depth(metric));
        if (!beyond && depth > most.min(made)) || (beyond && most > made) {
            let deepest = match most {
                ANY => format!(", and max the one of {gods_number}"),
                _ => format!(", and {} (or max) cubes that need more", most + 1),
            };
            return Err(format!(
                "cubes of exactly {depth} {} are made for --depth 0 to {}{deepest}",
                metric.unit(),
                most.min(made)
            ));
        }
        // Within five turns a cube's depth is told by the cubes near the goal, in milliseconds
        // and without tables; deeper, by the sticker solver or by the optimal search's tables,
        // ready now or an error now (which `--fast`, whose tables they are not, does not build).
        if depth <= JUDGE_MAX_MOVES {
            let near = near(depth.saturating_sub(1), metric);
            return Ok(Box::new(move |rng| loop {
                // As many draws as the walks solved below take, so that a seed makes the cubes
                // it always made.
                let _ = rng.below(1);
                let cube = Cube::scrambled(rng, depth as usize, metric);
                let cubies = Cubies::from_stickers(cube.stickers()).expect("a real cube");
                if depth == 0 || !near.contains(&cubies) {
                    return cube;
                }
            }));
        }
        // Past five quarter turns, and in face turns, the optimal search's tables.
        let searched = match beyond {
            true => most,
            false => depth,
        };
        if searched > JUDGE_MAX_MOVES || metric == Metric::Face {
            if self.fast.is_some() {
                return Err(format!(
                    "with --fast, cubes of exactly {depth} {} are not made: past {JUDGE_MAX_MOVES} a \
                     cube's depth is proved by the optimal search, whose tables --fast does not \
                     build; without --fast they are made (--depth 0 to {JUDGE_MAX_MOVES} are made \
                     either way)",
                    metric.unit()
                ));
            }
            self.solvers.ready()?;
        }
        let mut solvers = self.solvers.fork();
        let go_on = AtomicBool::new(false);
        Ok(Box::new(move |rng| loop {
            // Walks of exactly `depth` turns up to five, as the judge's cases were always made.
            let extra = rng.below(if depth > JUDGE_MAX_MOVES { 4 } else { 1 });
            let cube = Cube::scrambled(rng, depth as usize + extra as usize, metric);
            if beyond {
                if solvers.shortest(&cube, depth - 1).ok().flatten().is_none() {
                    return cube;
                }
                continue;
            }
            let solved = solvers.solve_within(&cube, ANY, &go_on).ok().flatten();
            let Some(answer) = solved.and_then(|solved| solved.answer) else {
                unreachable!("every real cube is solved, its tables at hand")
            };
            if answer.len() < depth as usize {
                continue;
            }
            // The cube `depth` moves before the end of its shortest solution.
            let mut at = cube;
            let before = &answer[..answer.len() - depth as usize];
            before.iter().for_each(|&t| turn(&mut at, t));
            return at;
        }))
    }

    /// The count, for the judge's nets; cubes a line run to the end of the input.
    pub(super) fn write_count<W: Write>(&self, count: usize, out: &mut W) -> io::Result<()> {
        match self.from {
            Notation::Net => writeln!(out, "{count}"),
            Notation::Facelets | Notation::Scramble => Ok(()),
        }
    }

    /// A scramble that makes `cube`: our solution of it, backwards; where answers have a
    /// limit, one longer than that (but for the solved cube's empty one), so that undoing the
    /// scramble is no answer. It is then random
    /// turns (drawn from the cube itself, so that a cube is always written alike), eight or more
    /// (past the five-turn solver, so that the way on is the two-phase solver's and not those
    /// turns undone), and our solution, backwards, of where they must go on from; none of them
    /// cancels its neighbour ([`shortened`]).
    fn scramble_of(&self, cube: &Cube) -> Result<Vec<Turn>, String> {
        let mut solvers = self.solvers.fork();
        let made = written(&undoing(&solvers.quickly(cube)?));
        let most = self.fast.map_or(self.max_depth, |fast| fast.max_length);
        // The solved cube stays an empty line: its one answer is no move.
        if most == ANY || made.is_empty() || length(&made, self.metric) > most as usize {
            return Ok(made);
        }
        // Drawn from the pieces, whatever the colours: a cube is a case however it is painted.
        let pieces = Cubies::from_stickers(cube.stickers())?;
        let mut rng = Rng::new(fingerprint(&[&pieces.corners[..], &pieces.edges].concat()));
        let directions: &[i8] = match self.metric {
            Metric::Quarter => &[1, -1],
            Metric::Face => &[1, -1, 2],
        };
        let mut first: Vec<Turn> = Vec::new();
        for _ in 0..64 {
            loop {
                let face = rng.below(6) as u8;
                first.push((
                    face,
                    directions[rng.below(directions.len() as u64) as usize],
                ));
                match shortened(&first) {
                    true => _ = first.pop(),
                    false if first.len() >= 8 => break,
                    false => {}
                }
            }
            // Where the rest starts from: the first turns undone, then the cube made.
            let mut rest = Cube::new(SOLVED_FACELETS);
            for &t in undoing(&first).iter().chain(&made) {
                turn(&mut rest, t);
            }
            let then = undoing(&solvers.quickly(&rest)?);
            let scramble = written(&[first.as_slice(), &then].concat());
            if !shortened(&scramble) && length(&scramble, self.metric) > most as usize {
                return Ok(scramble);
            }
        }
        Err("no scramble longer than an answer may be was found".into())
    }

    /// A blank line, then the net, as in the statement; or a facelet string, or a scramble
    /// that makes the cube ([`MagicCube::scramble_of`]), on a line.
    pub(super) fn write_cube<W: Write>(&self, cube: &Cube, out: &mut W) -> io::Result<()> {
        let unwritable = |why: String| io::Error::new(io::ErrorKind::InvalidData, why);
        match self.from {
            Notation::Net => {}
            Notation::Facelets => {
                let facelets = facelets_of_net(cube.stickers()).ok_or_else(|| {
                    unwritable("a cube of two centres alike has no facelet string".into())
                })?;
                return writeln!(out, "{facelets}");
            }
            Notation::Scramble => {
                let scramble = self.scramble_of(cube).map_err(unwritable)?;
                return writeln!(out, "{}", singmaster(&scramble));
            }
        }
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

/// Whether `text`, scrambles read without fault, is laid out as the statement writes them:
/// each line moves in Singmaster's notation separated by single spaces (or none, the solved
/// cube), every line ending in a line break; what is wrong, and where, if not. A scramble can
/// be written many ways (`R R`, `R2`), so it is not compared with one writing of its cube.
pub(super) fn scramble_layout(text: &[u8]) -> Result<(), String> {
    let Some(body) = text.strip_suffix(b"\n") else {
        return Err("the last line does not end in a line break".into());
    };
    for (number, line) in (1..).zip(body.split(|&b| b == b'\n')) {
        let words = line.split(|&b| b == b' ');
        let bad = match line.is_empty() {
            true => None,
            false => words.clone().find(|w| turns_of(w).is_none()),
        };
        if let Some(word) = bad {
            let why = match word.is_empty() {
                true => "a space too many: moves are separated by single spaces".to_string(),
                false => format!("{} is not a move", crate::judge::input::quote(word, 20)),
            };
            return Err(format!("line {number}: {why}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cubes_near_the_goal_are_as_many_as_are_known() {
        // Positions within d moves, summed from the published counts at each distance: face
        // turns 1, 18, 243, 3,240, 43,239; quarter turns 1, 12, 114, 1,068, 10,011.
        let counts = |metric| (0..5).map(|d| near(d, metric).len()).collect::<Vec<_>>();
        assert_eq!(counts(Metric::Face), [1, 19, 262, 3502, 46741]);
        assert_eq!(counts(Metric::Quarter), [1, 13, 127, 1195, 11206]);
    }
}
