//! The 3×3 board's tables, which every 3×3 judge problem answers from: the first moves toward
//! each of the nine goals ([`EightRoutes`]), made at build time, and the boards by their
//! distance from a goal ([`Layers`]), for the samplers.
//!
//! The 181,440 solvable boards are few enough for one table: `build.rs` runs the shared BFS
//! from the goal and records each board's first move, in letter order, on a shortest path, and
//! a solver follows that table, one lookup a move.

use super::board::{Board, Shape};
use crate::rng::Rng;
use crate::rng::Sampler;
use crate::search::bfs::{FirstMoves, Reachable};
use crate::search::Ranked;

/// The first-move tables of the nine goals of the 3×3 board ([`Board::goal_at`] each cell), one
/// after the other: [`EIGHT_PUZZLE_FIRST_MOVES`](crate::puzzles::EIGHT_PUZZLE_FIRST_MOVES).
/// With a board renamed [`Board::toward`] its goal, they answer every 3×3 board and goal.
#[derive(Clone, Copy, Debug)]
pub struct EightRoutes<'t>(&'t [u8]);

impl<'t> EightRoutes<'t> {
    /// The tables in `tables`: for each home cell of the blank in turn,
    /// [`Routes::first_move`](crate::search::bfs::Routes) of
    /// [`eight_routes`](super::board::eight_routes).
    ///
    /// # Panics
    /// If `tables` has the wrong length.
    pub fn new(tables: &'t [u8]) -> Self {
        let space = Board::goal(Shape::EIGHT).space();
        assert_eq!(tables.len(), 9 * space, "nine 3×3 first-move tables");
        Self(tables)
    }

    /// The table of the goal whose blank's home is `home`.
    pub fn first_moves(&self, home: usize) -> FirstMoves<'t> {
        let space = self.0.len() / 9;
        FirstMoves(&self.0[home * space..][..space])
    }

    /// The first shortest solution of `board` in letter order, toward its goal, appended to
    /// `path`; `None` if the board cannot reach its goal.
    ///
    /// # Complexity
    /// O(moves) lookups.
    pub fn solve(&self, board: &Board, path: &mut Vec<u8>) -> Option<()> {
        // The tables rank one parity class: a board of the other has a rank, but no route.
        if !board.is_solvable() {
            return None;
        }
        let first_moves = self.first_moves(board.home());
        first_moves.solve(&mut board.clone(), path)
    }

    /// The fewest moves that take `board` to its goal; `None` if none do.
    pub fn distance(&self, board: &Board) -> Option<usize> {
        let mut path = Vec::new();
        self.solve(board, &mut path).map(|()| path.len())
    }
}

/// The 3×3 boards that reach a goal, by their distance from it, for the samplers of the 3×3
/// problems (`--gen --depth`, `--stress`): all 181,440 searched when a sampler first needs them,
/// and again only if the goal's blank has another home.
#[derive(Debug, Default)]
pub struct Layers(Option<(usize, Reachable<Board>)>);

impl Layers {
    /// The boards that reach the goal whose blank's home is `home`.
    fn toward(&mut self, home: usize) -> &Reachable<Board> {
        if self.0.as_ref().is_none_or(|(h, _)| *h != home) {
            let goal = Board::goal_at(Shape::EIGHT, home);
            self.0 = Some((home, Reachable::new(&[goal])));
        }
        &self.0.as_ref().expect("just made").1
    }

    /// The most moves a board needs to that goal: 31 with the blank's home in a corner, fewer
    /// with it elsewhere.
    pub fn deepest(&mut self, home: usize) -> u32 {
        self.toward(home).deepest() as u32
    }

    /// Boards toward `goal`: with a `depth`, those exactly that many moves from it, uniform
    /// among them (if there are none, what says so, naming a case `what`); else those `uniform`
    /// draws.
    pub fn sampler(
        &mut self,
        goal: Board,
        depth: Option<u32>,
        what: &str,
        uniform: fn(&Board, &mut Rng) -> Board,
    ) -> Result<Sampler<Board>, String> {
        let Some(depth) = depth else {
            return Ok(Box::new(move |rng| uniform(&goal, rng)));
        };
        let home = goal.blank();
        let boards = self.toward(home).at(depth as usize).to_vec();
        if boards.is_empty() {
            let most = self.deepest(home);
            return Err(format!("no {what} needs {depth} moves: the most is {most}"));
        }
        Ok(Box::new(move |rng| {
            boards[rng.below(boards.len() as u64) as usize]
        }))
    }
}

#[cfg(test)]
mod tests {
    use crate::puzzles::sliding::board::eight_routes;
    use crate::search::bfs::UNREACHED;

    #[test]
    fn every_goal_reaches_half_the_boards_and_its_symmetric_goals_as_deep() {
        let mut deepest = [0; 9];
        for (home, deepest) in deepest.iter_mut().enumerate() {
            let table = eight_routes(home).distance;
            let reached = table.iter().filter(|&&d| d != UNREACHED);
            assert_eq!(reached.clone().count(), 181_440, "home {home}");
            *deepest = *reached.max().unwrap();
            if home == 8 {
                assert_eq!(table.iter().filter(|&&d| d == 31).count(), 2);
            }
        }
        // Corners, edges and the centre: each kind alike by the board's symmetries.
        assert_eq!([deepest[0], deepest[2], deepest[6], deepest[8]], [31; 4]);
        assert!([deepest[3], deepest[5], deepest[7]]
            .iter()
            .all(|&d| d == deepest[1]));
    }
}
