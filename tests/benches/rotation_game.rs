//! The rotation game: `cargo bench --bench rotation_game`.
//!
//! Counts the boards of depth 13, the deepest; times the release binary, start-up included, on
//! an input that is just `0`, on 30 boards of depth 13 and of depth 12, and on 100,000 and
//! 1,000,000 uniform boards (`--gen N --seed 7`); times the solver in process, the table walk
//! against the shared IDA* with the same exact estimate; and shows the scale with a plain IDA*
//! bounded by "8 minus the most frequent centre symbol".

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms, time_binary};
use puzzle_search::judge::{Checkable, Problem};
use puzzle_search::puzzles::rotation_game::model::{deepest_boards, INVERSE};
use puzzle_search::puzzles::rotation_game::{Board, Pattern, RotationGame, Solver};
use puzzle_search::puzzles::ROTATION_GAME_TABLE;
use puzzle_search::rng::Rng;
use puzzle_search::search::bfs::Reachable;
use puzzle_search::search::ida::Ida;
use puzzle_search::search::{Heuristic, Puzzle};
use std::process::Command;

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
        self.0 = self.0.map(|p| p.turned(m));
        true
    }
    fn undo(&mut self, m: u8) {
        self.apply(INVERSE[m as usize]);
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

    fn redundant(path: &[u8], next: u8) -> bool {
        path.last() == Some(&INVERSE[next as usize])
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
    let solver = Solver::new(ROTATION_GAME_TABLE);
    let mut rng = Rng::new(2286);
    let mut draw = |depth: Option<u32>, count: usize| -> Vec<Board> {
        let mut sample = game.sampler(depth).unwrap();
        (0..count).map(|_| sample(&mut rng)).collect()
    };
    let (depth13, depth12) = (draw(Some(13), 30), draw(Some(12), 30));
    assert!(depth13.iter().all(|b| solver.solve(b).moves().len() == 13));
    assert!(depth12.iter().all(|b| solver.solve(b).moves().len() == 12));

    println!("\nrelease binary, wall time from start to exit, medians:");
    let zero = time_binary(EXE, &[], b"0\n", 0, 51);
    println!("  input `0`:             {}", ms(zero));
    for (name, boards) in [
        ("30 depth-13 boards", &depth13),
        ("30 depth-12 boards", &depth12),
    ] {
        let time = time_binary(EXE, &[], &input_of(&game, boards), 2 * boards.len(), 51);
        println!(
            "  {name}: {} ({:.2}× the `0` run)",
            ms(time),
            time.as_secs_f64() / zero.as_secs_f64()
        );
    }
    for (count, runs) in [(100_000, 11), (1_000_000, 3)] {
        let generated = Command::new(EXE)
            .args(["--gen", &count.to_string(), "--seed", "7"])
            .output()
            .unwrap();
        let time = time_binary(EXE, &[], &generated.stdout, 2 * count, runs);
        println!(
            "  {count} uniform boards (--gen {count} --seed 7): {}",
            ms(time)
        );
    }

    // The boards of `--gen 100000 --seed 7`.
    let (mut sample, mut rng) = (game.sampler(None).unwrap(), Rng::new(7));
    let uniform: Vec<Board> = (0..100_000).map(|_| sample(&mut rng)).collect();
    let mut ida = Ida::new();
    println!("\nin process, per board, median of 11:");
    for (name, boards) in [("uniform", &uniform), ("depth 13", &depth13)] {
        let walk = median_of(11, || {
            boards.iter().for_each(|b| {
                std::hint::black_box(solver.solve(b));
            })
        });
        let by_ida = median_of(11, || {
            boards.iter().for_each(|b| {
                std::hint::black_box(solver.solve_by_ida(b, &mut ida));
            })
        });
        let per = |d: std::time::Duration| d.as_secs_f64() * 1e9 / boards.len() as f64;
        println!(
            "  {name}: table walk {:.0} ns, IDA* with the same estimate {:.0} ns",
            per(walk),
            per(by_ida)
        );
    }

    let baseline = median_of(1, || {
        let mut plain = Plain(Pattern::of(&depth13[0]));
        assert_eq!(ida.solve(&mut plain, 13).path.map(<[u8]>::len), Some(13));
    });
    println!(
        "plain IDA* (8 − most frequent centre symbol): {} for one depth-13 board",
        ms(baseline)
    );
}
