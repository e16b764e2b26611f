//! The rotation game on its hardest boards: `cargo bench --bench rotation_game`.
//!
//! Finds every board whose three patterns all lie 13 or more moves from the centre (exactly the
//! boards of depth 13), samples depth-12 boards, and times the release binary on 30 of each,
//! start-up included, against its time on an input that is just `0`. A plain IDA* with the
//! "8 minus the most frequent centre symbol" bound on a few of the same boards shows the scale.

mod common;

use common::{median_of, ms, time_binary};
use puzzle_search::puzzles::rotation_game::{Board, Pattern, RotationGame};
use puzzle_search::puzzles::ROTATION_GAME_TABLE;
use puzzle_search::rng::Rng;
use puzzle_search::search::bfs::distance_table;
use puzzle_search::search::ida::Ida;
use puzzle_search::search::{Heuristic, Puzzle, Ranked};
use std::fmt::Write;

const EXE: &str = env!("CARGO_BIN_EXE_rotation-game");
const ALL: u32 = (1 << 24) - 1;

/// Every 24-bit mask with eight bits set, in increasing order (Gosper's hack).
fn patterns() -> impl Iterator<Item = u32> {
    std::iter::successors(Some(0xFFu32), |&m| {
        let low = m & m.wrapping_neg();
        let ripple = m + low;
        let next = (((ripple ^ m) >> 2) / low) | ripple;
        (next <= ALL).then_some(next)
    })
}

fn board_of(masks: [u32; 3]) -> Board {
    std::array::from_fn(|cell| 1 + masks.iter().position(|m| m >> cell & 1 == 1).unwrap() as u8)
}

fn input_of(boards: &[Board]) -> String {
    let mut input = String::new();
    for board in boards {
        let cells: Vec<String> = board.iter().map(u8::to_string).collect();
        writeln!(input, "{}", cells.join(" ")).unwrap();
    }
    input + "0\n"
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
}

fn main() {
    let distance = distance_table(&[Pattern::CENTRE]);
    let depth = |m: u32| distance[Pattern(m).rank()];
    let deep: Vec<u32> = patterns().filter(|&m| depth(m) >= 13).collect();
    let mut hardest = Vec::new();
    for &a in &deep {
        for &b in deep.iter().filter(|&&b| b > a && a & b == 0) {
            let c = ALL & !a & !b;
            if c > b && depth(c) >= 13 {
                hardest.push([a, b, c]);
            }
        }
    }
    println!("patterns 13+ moves from the centre: {}", deep.len());
    println!(
        "boards of depth 13 (up to renaming the symbols): {}",
        hardest.len()
    );

    let mut rng = Rng::new(2286);
    let mut game = RotationGame::new(ROTATION_GAME_TABLE);
    let depth13: Vec<Board> = (0..30)
        .map(|_| {
            let mut masks = hardest[rng.below(hardest.len() as u64) as usize];
            rng.shuffle(&mut masks);
            board_of(masks)
        })
        .collect();
    let mut depth12 = Vec::new();
    while depth12.len() < 30 {
        let mut rest: Vec<u8> = (0..16).map(|i| 2 + i / 8).collect();
        rng.shuffle(&mut rest);
        let first = deep[rng.below(deep.len() as u64) as usize];
        let mut rest = rest.into_iter();
        let board: Board = std::array::from_fn(|c| {
            if first >> c & 1 == 1 {
                1
            } else {
                rest.next().unwrap()
            }
        });
        if game.solve(&board).moves.len() == 12 {
            depth12.push(board);
        }
    }
    assert!(depth13.iter().all(|b| game.solve(b).moves.len() == 13));
    let random: Vec<Board> = (0..1000)
        .map(|_| {
            let mut board: Board = std::array::from_fn(|i| 1 + (i / 8) as u8);
            rng.shuffle(&mut board);
            board
        })
        .collect();

    println!("\nrelease binary, wall time from start to exit, median of 51 runs:");
    let runs = 51;
    let zero = time_binary(EXE, &[], b"0\n", 0, runs);
    println!("  input `0`:             {}", ms(zero));
    for (name, boards) in [
        ("30 depth-13 boards", &depth13),
        ("30 depth-12 boards", &depth12),
        ("1000 random boards", &random),
    ] {
        let time = time_binary(
            EXE,
            &[],
            input_of(boards).as_bytes(),
            2 * boards.len(),
            runs,
        );
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
        let b = &depth13[0];
        let mut plain = Plain(
            [1, 2, 3].map(|s| Pattern((0..24).filter(|&c| b[c] == s).fold(0, |m, c| m | 1 << c))),
        );
        assert_eq!(ida.solve(&mut plain, 13).map(<[u8]>::len), Some(13));
    });
    println!(
        "plain IDA* (8 − most frequent centre symbol): {} for one depth-13 board",
        ms(baseline)
    );
}
