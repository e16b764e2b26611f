//! The eight puzzle on many cases: `cargo bench --bench eight_puzzle`.
//!
//! Times the release binary, start-up included, on 100,000 uniformly random boards (about half of
//! them unsolvable), and for scale a straightforward solution on the same boards: a reverse BFS
//! from the goal that keeps each board's move towards the goal in a hash map.

#[path = "../common/mod.rs"]
mod common;

use common::{median_of, ms, time_binary};
use puzzle_search::rng::Rng;
use std::collections::{HashMap, VecDeque};

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

/// The straightforward solution: BFS from the goal over boards as byte arrays, then follow the
/// stored moves. Not canonical; only the time matters here.
fn hash_map_solution(boards: &[[u8; 9]]) -> usize {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut towards_goal: HashMap<[u8; 9], u8> = HashMap::from([(goal, b' ')]);
    let mut queue = VecDeque::from([goal]);
    while let Some(board) = queue.pop_front() {
        let blank = board.iter().position(|&c| c == 0).unwrap();
        // The blank goes up, down, left, right; `letter` takes it back towards the goal.
        for (letter, ok, to) in [
            (b'd', blank >= 3, blank.wrapping_sub(3)),
            (b'u', blank < 6, blank + 3),
            (b'r', blank % 3 > 0, blank.wrapping_sub(1)),
            (b'l', blank % 3 < 2, blank + 1),
        ] {
            if ok {
                let mut next = board;
                next.swap(blank, to);
                towards_goal.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    letter
                });
            }
        }
    }
    let mut total = 0;
    for board in boards {
        let mut at = *board;
        if !towards_goal.contains_key(&at) {
            continue;
        }
        while at != goal {
            let blank = at.iter().position(|&c| c == 0).unwrap();
            let to = match towards_goal[&at] {
                b'd' => blank + 3,
                b'u' => blank - 3,
                b'r' => blank + 1,
                _ => blank - 1,
            };
            at.swap(blank, to);
            total += 1;
        }
    }
    total
}

fn main() {
    let mut rng = Rng::new(1077);
    let boards: Vec<[u8; 9]> = (0..100_000)
        .map(|_| {
            let mut board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
            rng.shuffle(&mut board);
            board
        })
        .collect();
    let input: String = boards
        .iter()
        .map(|b| {
            b.iter()
                .map(|&c| if c == 0 { 'x' } else { (b'0' + c) as char })
                .collect::<String>()
                + "\n"
        })
        .collect();

    println!("release binary, wall time from start to exit, median of 21 runs:");
    let empty = time_binary(EXE, &[], b"", 0, 21);
    println!("  empty input:          {}", ms(empty));
    let many = time_binary(EXE, &[], input.as_bytes(), boards.len(), 21);
    println!("  100,000 random boards: {}", ms(many));
    let baseline = median_of(5, || {
        hash_map_solution(&boards);
    });
    println!("reverse BFS with a hash map, in process: {}", ms(baseline));
}
