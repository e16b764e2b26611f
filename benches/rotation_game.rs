//! The rotation game on its hardest boards: `cargo bench --bench rotation_game`.
//!
//! Counts the boards of depth 13, the deepest, draws 30 of them and 30 of depth 12 with the
//! binary's own generator, and times the release binary on each set, start-up included, against
//! its time on an input that is just `0`. A plain IDA* with the "8 minus the most frequent centre
//! symbol" bound on one of the same boards shows the scale.

mod common;

use common::{median_of, ms, time_binary};
use puzzle_search::judge::Problem;
use puzzle_search::puzzles::rotation_game::{deepest_boards, Board, Pattern, RotationGame};
use puzzle_search::puzzles::ROTATION_GAME_TABLE;
use puzzle_search::rng::Rng;
use puzzle_search::search::bfs::Reachable;
use puzzle_search::search::ida::Ida;
use puzzle_search::search::{Heuristic, Puzzle};

const EXE: &str = env!("CARGO_BIN_EXE_rotation-game");

/// A judge input of `boards`, as `--gen` writes it.
fn input_of(game: &RotationGame, boards: &[Board]) -> Vec<u8> {
    let mut input = Vec::new();
    boards
        .iter()
        .for_each(|b| game.write_case(b, &mut input).unwrap());
    game.write_footer(&mut input).unwrap();
    input
}

/// The plain IDA* baseline: three patterns, bound 8 minus the most frequent centre symbol, no
/// move right after its inverse.
struct Plain([Pattern; 3]);

impl Puzzle for Plain {
    const MOVES: u8 = 8;
    fn apply(&mut self, m: u8) -> bool {
        self.0.iter_mut().for_each(|p| {
            p.apply(m);
        });
        true
    }
    fn undo(&mut self, m: u8) {
        self.0.iter_mut().for_each(|p| p.undo(m));
    }
    fn is_goal(&self) -> bool {
        self.estimate() == 0
    }
}

impl Heuristic for Plain {
    fn estimate(&self) -> u32 {
        8 - self
            .0
            .iter()
            .map(|p| (p.0 & Pattern::CENTRE.0).count_ones())
            .max()
            .unwrap()
    }

    /// Skips a move right after its inverse (A–F, B–E, C–H, D–G).
    fn redundant(path: &[u8], next: u8) -> bool {
        path.last() == Some(&[5, 4, 7, 6, 1, 0, 3, 2][next as usize])
    }
}

fn main() {
    let patterns = Reachable::new(&[Pattern::CENTRE]);
    let deep = patterns.at(13).len() + patterns.at(14).len();
    println!("patterns 13+ moves from the centre: {deep}");
    println!(
        "boards of depth 13 (up to renaming the symbols): {}",
        deepest_boards(&patterns).len()
    );

    let mut game = RotationGame::new(ROTATION_GAME_TABLE);
    let mut rng = Rng::new(2286);
    let mut draw = |depth: Option<u32>, count: usize| -> Vec<Board> {
        let mut sample = game.sampler(depth).unwrap();
        (0..count).map(|_| sample(&mut rng)).collect()
    };
    let (depth13, depth12, random) = (draw(Some(13), 30), draw(Some(12), 30), draw(None, 1000));
    assert!(depth13.iter().all(|b| game.solve(b).moves.len() == 13));
    assert!(depth12.iter().all(|b| game.solve(b).moves.len() == 12));

    println!("\nrelease binary, wall time from start to exit, median of 51 runs:");
    let runs = 51;
    let zero = time_binary(EXE, &[], b"0\n", 0, runs);
    println!("  input `0`:             {}", ms(zero));
    for (name, boards) in [
        ("30 depth-13 boards", &depth13),
        ("30 depth-12 boards", &depth12),
        ("1000 random boards", &random),
    ] {
        let time = time_binary(EXE, &[], &input_of(&game, boards), 2 * boards.len(), runs);
        println!(
            "  {name}: {} ({:.2}× the `0` run)",
            ms(time),
            time.as_secs_f64() / zero.as_secs_f64()
        );
    }

    let per_board = median_of(101, || {
        depth13.iter().for_each(|b| {
            game.solve(b);
        })
    });
    println!(
        "\nin process: {:.1} µs per depth-13 board",
        per_board.as_secs_f64() * 1e6 / 30.0
    );

    let mut ida = Ida::new();
    let baseline = median_of(1, || {
        let mut plain = Plain([1, 2, 3].map(|s| Pattern::of(&depth13[0], s)));
        assert_eq!(ida.solve(&mut plain, 13).map(<[u8]>::len), Some(13));
    });
    println!(
        "plain IDA* (8 − most frequent centre symbol): {} for one depth-13 board",
        ms(baseline)
    );
}
