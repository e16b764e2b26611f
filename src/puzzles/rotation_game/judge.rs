//! The Rotation Game as a judge problem: boards until `0` or the end of the input, two lines
//! of answer each, checked exactly: the judges compare outputs byte for byte, and only a
//! missing last line break is forgiven ([`Layout::Exact`](crate::judge::Layout::Exact)).

use super::model::{deepest_boards, Board, Pattern, Solution, Solver, MAX_MOVES};
use crate::judge::{
    longer, Checkable, Input, Lines, Packageable, Problem, Program, Sampler, Statement, Step,
    Token, Verdict,
};
use crate::rng::Rng;
use crate::search::bfs::Reachable;
use crate::search::Ranked;
use std::io::{self, Write};
use std::sync::Arc;

/// The most moves a board needs.
const MAX_DEPTH: u32 = MAX_MOVES as u32;

/// The `rotation-game` binary, for `--help`.
pub static PROGRAM: Program = Program {
    name: "rotation-game",
    about: "The Rotation Game (POJ 2286, UVA 1343, HDU 1667): per board, the shortest \
            solution, first in dictionary order, and the symbol it leaves in the centre.",
    input: "boards of 24 integers, cells 0 to 23 of the '#' board, symbols 1 to 3 (eight \
            of each), until a lone 0 or the end of the input.",
    flags: &[],
    notes: "--depth D is 0 to 13; max is 13.\n",
    examples: &[],
    most_used: &[],
};

/// The judge problem, reading cases until `0` or the end of the input.
pub struct RotationGame<'t> {
    solver: Solver<'t>,
    /// Every pattern by its distance, for the samplers; made when the first needs it.
    patterns: Option<Arc<Reachable<Pattern>>>,
}

impl<'t> RotationGame<'t> {
    /// The problem, solving with `table`, the output of
    /// [`distance_table`](super::model::distance_table).
    ///
    /// # Panics
    /// If `table` has the wrong length.
    pub fn new(table: &'t [u8]) -> Self {
        Self {
            solver: Solver::new(table),
            patterns: None,
        }
    }
}

fn symbol(token: Token) -> Result<u8, String> {
    match token.integer() {
        Some(symbol @ 1..=3) => Ok(symbol as u8),
        Some(_) => Err(format!(
            "{token} is not a symbol: blocks are marked 1, 2 or 3"
        )),
        None => Err(format!("{token} is not an integer")),
    }
}

/// The symbol that fills the centre after `letters` (`A`–`H`) on `board`, if one does.
fn centre_after(board: &Board, letters: &[u8]) -> Option<u8> {
    let end = letters
        .iter()
        .fold(Pattern::of(board), |patterns, &letter| {
            patterns.map(|p| p.turned(letter - b'A'))
        });
    end.iter()
        .position(|&p| p == Pattern::CENTRE)
        .map(|i| i as u8 + 1)
}

/// A uniformly random board.
fn random_board(rng: &mut Rng) -> Board {
    let mut board = std::array::from_fn(|cell| 1 + cell as u8 / 8);
    rng.shuffle(&mut board);
    board
}

impl Problem for RotationGame<'_> {
    const CASE: &'static str = "case";

    type Case = Board;

    type Answer = Solution;

    fn read(&mut self, input: &mut Input) -> Result<Option<Board>, String> {
        let Some(first) = input.word() else {
            return Ok(None);
        };
        if first.integer() == Some(0) {
            return Ok(None);
        }
        let mut board = [0; 24];
        board[0] = symbol(first)?;
        for (read, cell) in board.iter_mut().enumerate().skip(1) {
            let token = input
                .word()
                .ok_or_else(|| format!("the input ends after {read} of the 24 cells"))?;
            *cell = symbol(token)?;
        }
        let mut counts = [0; 4];
        board.iter().for_each(|&s| counts[usize::from(s)] += 1);
        if let Some(s) = (1..=3).find(|&s| counts[s] != 8) {
            return Err(format!(
                "{} blocks are marked {s}: a board has eight of each",
                counts[s]
            ));
        }
        Ok(Some(board))
    }

    fn solve(&mut self, board: &Board) -> Result<Solution, String> {
        Ok(self.solver.solve(board))
    }

    fn steps(&mut self, board: &Board, solution: &Solution) -> Option<Vec<Step<Board>>> {
        let mut patterns = Pattern::of(board);
        let steps = solution
            .moves()
            .iter()
            .zip(solution.letters())
            .map(|(&m, letter)| {
                patterns = patterns.map(|p| p.turned(m));
                let board = std::array::from_fn(|cell| {
                    let symbol = patterns.iter().position(|p| p.0 >> cell & 1 == 1);
                    symbol.expect("every cell in a pattern") as u8 + 1
                });
                Step {
                    name: char::from(letter).to_string(),
                    case: board,
                }
            });
        Some(steps.collect())
    }

    /// The '#' board, the centre's eight cells in the middle of it.
    fn draw(&self, board: &Board, _: bool) -> String {
        let cell = |c: usize| board[c].to_string();
        let line = |cells: &[usize]| cells.iter().map(|&c| cell(c)).collect::<Vec<_>>().join(" ");
        let pair = |a: usize, b: usize| format!("    {}   {}\n", cell(a), cell(b));
        [
            pair(0, 1),
            pair(2, 3),
            format!("{}\n", line(&[4, 5, 6, 7, 8, 9, 10])),
            pair(11, 12),
            format!("{}\n", line(&[13, 14, 15, 16, 17, 18, 19])),
            pair(20, 21),
            pair(22, 23),
        ]
        .concat()
    }

    fn write<W: Write>(&mut self, _: usize, solution: &Solution, out: &mut W) -> io::Result<()> {
        // The longest answer: 13 letters, a line break, the symbol and a line break.
        let mut line = [0; 16];
        let mut len = 0;
        for letter in solution.letters() {
            line[len] = letter;
            len += 1;
        }
        if len == 0 {
            out.write_all(b"No moves needed")?;
        }
        line[len..len + 3].copy_from_slice(&[b'\n', b'0' + solution.centre, b'\n']);
        out.write_all(&line[..len + 3])
    }

    fn write_case<W: Write>(&self, board: &Board, out: &mut W) -> io::Result<()> {
        let cells: Vec<String> = board.iter().map(u8::to_string).collect();
        writeln!(out, "{}", cells.join(" "))
    }

    fn write_footer<W: Write>(&self, out: &mut W) -> io::Result<()> {
        writeln!(out, "0")
    }
}

impl Checkable for RotationGame<'_> {
    /// Every answer is checked exactly.
    fn optimal_matters(&self) -> bool {
        false
    }

    /// The answer is exact: the first shortest solution and its centre symbol.
    fn check(&mut self, board: &Board, output: &mut Lines) -> Result<(), Verdict> {
        let moves = output.next()?;
        let letters = match moves.text.as_bytes() {
            b"No moves needed" => &[][..],
            letters if !letters.is_empty() && letters.iter().all(|l| (b'A'..=b'H').contains(l)) => {
                letters
            }
            _ => return Err(moves.malformed("is neither letters A to H nor `No moves needed`")),
        };
        let centre = output.next()?;
        let centre = match centre.text.as_bytes() {
            &[digit @ b'1'..=b'3'] => digit - b'0',
            _ => return Err(centre.malformed("is not a symbol 1, 2 or 3")),
        };
        let truth = self.solver.solve(board);
        let (best, first) = (truth.moves().len(), truth.letters().collect::<Vec<u8>>());
        if letters != first {
            let first = String::from_utf8_lossy(&first);
            return Err(Verdict::Wrong(match centre_after(board, letters) {
                None => format!("{moves} leaves the centre unfilled"),
                Some(_) if letters.len() > best => longer(letters.len(), best),
                Some(_) => {
                    format!("{moves} is shortest, but `{first}` comes first in dictionary order")
                }
            }));
        }
        if centre != truth.centre {
            return Err(Verdict::Wrong(format!(
                "centre symbol {centre}, but the moves leave {}",
                truth.centre
            )));
        }
        Ok(())
    }

    /// Uniform boards; at a depth d below 13, a pattern d moves from the centre with the other
    /// two symbols scattered until neither is closer; at 13, the most, one of the deepest boards.
    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(MAX_DEPTH)
    }

    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<Board>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(random_board));
        };
        if depth > MAX_DEPTH {
            return Err(format!(
                "no board needs {depth} moves: the most is {}",
                MAX_DEPTH
            ));
        }
        let patterns = Arc::clone(
            self.patterns
                .get_or_insert_with(|| Arc::new(Reachable::new(&[Pattern::CENTRE]))),
        );
        let name = |rng: &mut Rng, parts: [Pattern; 3]| {
            let mut symbols = [1, 2, 3];
            rng.shuffle(&mut symbols);
            std::array::from_fn(|cell| {
                symbols[parts.iter().position(|p| p.0 >> cell & 1 == 1).unwrap()]
            })
        };
        if depth == MAX_DEPTH {
            let deepest = deepest_boards(&patterns);
            return Ok(Box::new(move |rng| {
                let parts = deepest[rng.below(deepest.len() as u64) as usize];
                name(rng, parts)
            }));
        }
        let depth = depth as usize;
        Ok(Box::new(move |rng| loop {
            let exact = patterns.at(depth);
            let first = exact[rng.below(exact.len() as u64) as usize];
            let mut rest = random_board(rng).into_iter().filter(|&s| s != 1);
            let board: Board = std::array::from_fn(|c| {
                if first.0 >> c & 1 == 1 {
                    1
                } else {
                    rest.next().unwrap()
                }
            });
            let parts = Pattern::of(&board);
            if parts
                .iter()
                .all(|p| patterns.distance[p.rank()] as usize >= depth)
            {
                return name(rng, parts);
            }
        }))
    }
}

impl Packageable for RotationGame<'_> {
    fn statement(&self, _: bool) -> Statement {
        super::statement::statement()
    }

    fn cpp_validator(&self) -> Option<String> {
        Some(include_str!("validator.cpp").into())
    }

    fn cpp_solution(&self) -> Option<String> {
        Some(include_str!("solve.cpp").into())
    }
}
