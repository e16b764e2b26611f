//! POJ 2893 "M × N Puzzle" (POJ Monthly 2006.07.30; <http://poj.org/problem?id=2893>): whether a
//! board of up to 999 × 999 cells can be solved.
//!
//! The statement: each case is a line with M and N (2 ≤ M, N ≤ 999), then M lines of N numbers,
//! the board row by row, tiles 1 … MN − 1 and `0` the blank; the input ends with `0 0`. The goal
//! puts the tiles in order, the blank in the bottom-right corner. For each case, one line:
//! `YES` if the board can be solved, `NO` if not. The judge compares outputs exactly.
//!
//! The statement's puzzle has at least one of M and N odd; the answer here is right for every
//! M and N, so boards of two even sides are read too. What follows `0 0` is not read, and an
//! input that ends without it ends there, as every other problem's input may.
//!
//! A board is solvable exactly when it has the goal's [`parity`], which counting the cycles of
//! its permutation tells in O(MN) time: a 999 × 999 board, about a million numbers, is read and
//! answered in milliseconds.
//!
//! The generator's range beside the statement's: the shapes the statement allows, 2 to 999
//! rows and columns with one side odd, mostly small boards, and a few large ones up to
//! 999 × 999 (see [`Poj2893::sampler`]), so that a solution slower than linear meets its
//! limit.

use crate::judge::{
    Checkable, Input, Lines, Packageable, Problem, Sampler, Size, Statement, Step, Verdict,
};
use crate::puzzles::sliding::board::parity;
use crate::puzzles::sliding::judge::{grid as grid_of, tile_number};
use crate::rng::Rng;
use std::io::{self, Write};

/// The fewest rows or columns a board has.
pub const LEAST_SIDE: usize = 2;

/// The most rows or columns a board has.
pub const MOST_SIDE: usize = 999;

/// The most rows or columns of most boards `--gen` and `--stress` make: small enough to read.
pub const MADE_SIDE: usize = 9;

/// One board in this many that `--gen` and `--stress` make is large (see [`Poj2893::sampler`]).
pub const LARGE_EVERY: u64 = 200;

/// One board: M rows of N cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub rows: usize,
    pub columns: usize,
    /// The cells row by row, 0 the blank.
    pub cells: Vec<u32>,
}

impl Grid {
    /// Whether the goal can be reached: the goal, tiles in order and the blank last, has
    /// parity even.
    pub fn is_solvable(&self) -> bool {
        !parity(&self.cells, self.columns)
    }

    /// A uniformly random board of `rows` × `columns`.
    fn random(rows: usize, columns: usize, rng: &mut Rng) -> Self {
        let mut cells: Vec<u32> = (0..(rows * columns) as u32).collect();
        rng.shuffle(&mut cells);
        Grid {
            rows,
            columns,
            cells,
        }
    }
}

/// Whether the statement allows a board of `rows` × `columns`: both sides from 2 to 999, at
/// least one of them odd.
fn allowed(rows: usize, columns: usize) -> bool {
    let side = LEAST_SIDE..=MOST_SIDE;
    side.contains(&rows) && side.contains(&columns) && (rows % 2 == 1 || columns % 2 == 1)
}

/// The judge problem.
#[derive(Debug, Default)]
pub struct Poj2893;

/// Reads one side, M or N, as `name`.
fn side(input: &mut Input, name: &str) -> Result<usize, String> {
    let token = input
        .word()
        .ok_or_else(|| format!("the input ends before {name}"))?;
    match token.integer() {
        Some(n) if n == 0 || (LEAST_SIDE as i64..=MOST_SIDE as i64).contains(&n) => Ok(n as usize),
        Some(_) => Err(format!(
            "{token} is no {name}: 2 ≤ M, N ≤ {MOST_SIDE}, and `0 0` ends the input"
        )),
        None => Err(format!("{token} is not a number: {name} was expected")),
    }
}

impl Problem for Poj2893 {
    const CASE: &'static str = "case";

    type Case = Grid;

    /// Whether the board can be solved.
    type Answer = bool;

    fn read(&mut self, input: &mut Input) -> Result<Option<Grid>, String> {
        if input.at_end() {
            return Ok(None);
        }
        let (rows, columns) = (side(input, "M")?, side(input, "N")?);
        match (rows, columns) {
            (0, 0) => return Ok(None),
            (0, _) | (_, 0) => return Err("M and N are both 0 only where the input ends".into()),
            _ => {}
        }
        let n = rows * columns;
        let mut cells = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        for read in 0..n {
            let token = input
                .word()
                .ok_or_else(|| format!("the input ends after {read} of the {n} numbers"))?;
            let tile = tile_number(&token, n).ok_or_else(|| {
                format!(
                    "{token} is not a tile: tiles are 1 to {}, and 0 is the blank",
                    n - 1
                )
            })?;
            if std::mem::replace(&mut seen[tile], true) {
                return Err(match tile {
                    0 => format!("{token} is a second blank"),
                    _ => format!("{token} repeats tile {tile}"),
                });
            }
            cells.push(tile as u32);
        }
        Ok(Some(Grid {
            rows,
            columns,
            cells,
        }))
    }

    fn solve(&mut self, grid: &Grid) -> Result<bool, String> {
        Ok(grid.is_solvable())
    }

    fn write<W: Write>(&mut self, _: usize, solvable: &bool, out: &mut W) -> io::Result<()> {
        out.write_all(if *solvable { b"YES\n" } else { b"NO\n" })
    }

    /// The answer is whether the board can be solved, not moves.
    fn steps(&mut self, _: &Grid, _: &bool) -> Option<Vec<Step<Grid>>> {
        None
    }

    fn draw(&self, grid: &Grid, _: bool) -> String {
        grid_of(&grid.cells, grid.columns)
    }

    fn write_case<W: Write>(&self, grid: &Grid, out: &mut W) -> io::Result<()> {
        writeln!(out, "{} {}", grid.rows, grid.columns)?;
        for row in grid.cells.chunks(grid.columns) {
            let words: Vec<String> = row.iter().map(u32::to_string).collect();
            writeln!(out, "{}", words.join(" "))?;
        }
        Ok(())
    }

    fn write_footer<W: Write>(&self, out: &mut W) -> io::Result<()> {
        writeln!(out, "0 0")
    }
}

impl Checkable for Poj2893 {
    /// The statement's boards have an odd number of rows or of columns.
    fn outside_statement(&self, grid: &Grid) -> Option<String> {
        (!allowed(grid.rows, grid.columns)).then(|| {
            format!(
                "{} × {}: the statement's boards have an odd number of rows or of columns",
                grid.rows, grid.columns
            )
        })
    }

    fn check(&mut self, grid: &Grid, output: &mut Lines) -> Result<(), Verdict> {
        let line = output.next()?;
        let given = match line.text {
            "YES" => true,
            "NO" => false,
            _ => return Err(line.malformed("is neither `YES` nor `NO`")),
        };
        match (given, grid.is_solvable()) {
            (true, false) => Err(Verdict::Wrong(
                "`YES`, but the puzzle cannot be solved".into(),
            )),
            (false, true) => Err(Verdict::Wrong("`NO`, but the puzzle can be solved".into())),
            _ => Ok(()),
        }
    }

    fn max_depth(&mut self) -> Result<u32, String> {
        Err("the cases of poj2893 have no depth: they are boards of random sizes".into())
    }

    /// Uniform cases only.
    fn levels(&mut self) -> Result<Vec<Option<u32>>, String> {
        Ok(vec![None])
    }

    /// A board's size is its shape; every board of a shape is alike.
    fn size(&mut self, grid: &Grid) -> Size {
        Size {
            shape: (grid.rows as u16, grid.columns as u16),
            depth: None,
        }
    }

    /// Every shape the statement allows with fewer cells, or as many and fewer rows.
    fn smaller(&mut self, than: Size) -> Vec<Size> {
        let mut shapes: Vec<Size> = (LEAST_SIDE..=MOST_SIDE)
            .flat_map(|rows| (LEAST_SIDE..=MOST_SIDE).map(move |columns| (rows, columns)))
            .filter(|&(rows, columns)| allowed(rows, columns))
            .map(|(rows, columns)| Size {
                shape: (rows as u16, columns as u16),
                depth: None,
            })
            .filter(|&size| size < than)
            .collect();
        shapes.sort();
        shapes
    }

    /// Uniformly random boards of the shape.
    fn sampler_of(&mut self, size: Size) -> Result<Sampler<Grid>, String> {
        let (rows, columns) = (usize::from(size.shape.0), usize::from(size.shape.1));
        Ok(Box::new(move |rng| Grid::random(rows, columns, rng)))
    }

    /// Boards of the shapes the statement allows, one side odd, the cells uniform: most of 2
    /// to [`MADE_SIDE`] rows and columns, each shape alike; one in [`LARGE_EVERY`] large, its
    /// sides between half of a bound and the bound, which grows by one with each board made,
    /// from [`MADE_SIDE`] to [`MOST_SIDE`]: the thousandth board may be 999 × 999, and a
    /// thousand boards hold about five large ones, the last the largest.
    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Grid>, String> {
        if depth.is_some() {
            return Err(self.max_depth().expect_err("no depth"));
        }
        let mut made = 0;
        Ok(Box::new(move |rng| {
            made += 1;
            let (least, most) = match rng.below(LARGE_EVERY) {
                0 => {
                    let most = (MADE_SIDE + made).min(MOST_SIDE);
                    (most / 2, most)
                }
                _ => (LEAST_SIDE, MADE_SIDE),
            };
            let mut side = || least + rng.below((most - least + 1) as u64) as usize;
            let (rows, columns) = loop {
                let (rows, columns) = (side(), side());
                if allowed(rows, columns) {
                    break (rows, columns);
                }
            };
            Grid::random(rows, columns, rng)
        }))
    }
}

impl Packageable for Poj2893 {
    fn statement(&self, _: bool) -> Statement {
        super::statements::poj2893((LEAST_SIDE, MOST_SIDE))
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(super::checker::validator(
            "poj2893",
            &[
                ("LEAST", LEAST_SIDE.to_string()),
                ("MOST", MOST_SIDE.to_string()),
            ],
        ))
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(super::checker::poj2893_solution())
    }
}
