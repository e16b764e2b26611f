//! An eight-puzzle solution that is wrong on purpose, for the stress tests:
//! `wrong-eight-puzzle MODE [DEPTH] [MARKER]`.
//!
//! It solves each puzzle by a breadth-first search from the start, children in letter order, so
//! its answers are the canonical ones, except where MODE breaks it, on puzzles whose shortest
//! solution has DEPTH moves or more:
//! - `right`: never;
//! - `short`: the last move is left out (a wrong answer);
//! - `long`: two moves that cancel out are added at the end (right, but not the shortest);
//! - `reset`: what one puzzle's search saw is not forgotten before the next (wrong from the
//!   second puzzle of an input on, whatever DEPTH);
//! - `crash`: it aborts (death by a signal);
//! - `hang`: it starts a copy of itself in mode `spin` with MARKER as its argument, and both
//!   loop for ever;
//! - `garbage`: it prints escape sequences and question marks (malformed output);
//! - `flood`: it prints moves without end;
//! - `sleep`: it sleeps for ever (it uses no CPU time: only a wall-time limit stops it);
//! - `third`: it aborts on the third puzzle of an input, whatever DEPTH (a fault that only runs
//!   of several puzzles show);
//! - `weighted`: it searches by weighted A* (g + 2h, Manhattan distance) instead, which finds
//!   solutions, not always shortest ones, whatever DEPTH;
//! - `rare DEPTH K`: like `short`, but only on the boards whose [`fingerprint`] is a multiple
//!   of K (one in K boards);
//! - `mixed DEPTH K`: like `crash`, and like `rare 1 K` on the boards of fewer moves (a
//!   failure, and beside it one of another kind);
//! - `slow DEPTH MILLIS`: right, but it spends MILLIS milliseconds of CPU time on each board;
//! - `first MARKER`: wrong (malformed) in its first run, which creates the file MARKER, and
//!   right in every run after: a failure that comes and goes;
//! - `wait DEPTH MARKER`: like `short`, but a board of fewer moves than DEPTH makes it create
//!   the file MARKER and sleep for ever (a stress test that shrinks meets such boards first);
//! - `once MARKER DEPTH`: its first run creates the file MARKER and spins for ever; every run
//!   after is like `short`.

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::io::{Read, Write};

type Board = [u8; 9];
const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The board after the blank travels one cell `letter`-wards, if it can.
fn slide(board: &Board, letter: u8) -> Option<Board> {
    let blank = board.iter().position(|&c| c == 0).unwrap();
    let (row, col) = (blank / 3, blank % 3);
    let target = match letter {
        b'd' if row < 2 => blank + 3,
        b'l' if col > 0 => blank - 1,
        b'r' if col < 2 => blank + 1,
        b'u' if row > 0 => blank - 3,
        _ => return None,
    };
    let mut next = *board;
    next.swap(blank, target);
    Some(next)
}

fn solvable(board: &Board) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let inversions = (0..8)
        .flat_map(|i| (i + 1..8).map(move |j| (i, j)))
        .filter(|&(i, j)| tiles[i] > tiles[j])
        .count();
    inversions % 2 == 0
}

/// The first shortest solution, searched with `seen`, each board's parent and move; `None` if
/// the search ends without the goal.
fn search(start: Board, seen: &mut HashMap<Board, (Board, u8)>) -> Option<Vec<u8>> {
    seen.insert(start, (start, 0));
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        if board == GOAL {
            let (mut at, mut path) = (board, Vec::new());
            while at != start {
                let (parent, letter) = seen[&at];
                path.push(letter);
                at = parent;
            }
            path.reverse();
            return Some(path);
        }
        for letter in *b"dlru" {
            if let Some(next) = slide(&board, letter) {
                if let Entry::Vacant(entry) = seen.entry(next) {
                    entry.insert((board, letter));
                    queue.push_back(next);
                }
            }
        }
    }
    None
}

/// A hash of the board (the high half of FNV-1a over its nine cells), which `rare` mode takes
/// as random.
pub fn fingerprint(board: &Board) -> u64 {
    let hash = board.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, &cell| {
        (hash ^ u64::from(cell)).wrapping_mul(0x100_0000_01b3)
    });
    hash >> 32
}

/// This process's CPU time so far, in clock ticks (hundredths of a second on Linux).
fn cpu_ticks() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let fields: Vec<&str> = stat.rsplit_once(") ").unwrap().1.split(' ').collect();
    // utime and stime: fields 14 and 15 of stat(5), 12 and 13 after the command's name.
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

/// Creates the file `path`; whether it was there before.
fn marked(path: &str) -> bool {
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .is_err()
}

/// The sum of the tiles' distances from home.
fn manhattan(board: &Board) -> usize {
    let home = |tile: usize| (tile - 1) / 3 * 3 + (tile - 1) % 3;
    (0..9)
        .filter(|&cell| board[cell] != 0)
        .map(|cell| {
            let goal = home(board[cell] as usize);
            (cell / 3).abs_diff(goal / 3) + (cell % 3).abs_diff(goal % 3)
        })
        .sum()
}

/// A solution by weighted A*: the board with the least g + 2h first, the earliest reached
/// among equals.
fn weighted(start: Board) -> Vec<u8> {
    let mut parent: HashMap<Board, (Board, u8, usize)> = HashMap::from([(start, (start, 0, 0))]);
    let mut open = BinaryHeap::from([Reverse((2 * manhattan(&start), 0usize, start))]);
    let mut order = 0;
    while let Some(Reverse((_, _, board))) = open.pop() {
        if board == GOAL {
            let (mut at, mut path) = (board, Vec::new());
            while at != start {
                let (before, letter, _) = parent[&at];
                path.push(letter);
                at = before;
            }
            path.reverse();
            return path;
        }
        let g = parent[&board].2;
        for letter in *b"dlru" {
            let Some(next) = slide(&board, letter) else {
                continue;
            };
            if parent.get(&next).is_none_or(|&(_, _, old)| g + 1 < old) {
                parent.insert(next, (board, letter, g + 1));
                order += 1;
                open.push(Reverse((g + 1 + 2 * manhattan(&next), order, next)));
            }
        }
    }
    unreachable!("a solvable board")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map_or("right", String::as_str);
    if mode == "spin" {
        loop {
            std::hint::black_box(0);
        }
    }
    let arg = |k: usize| args.get(k).cloned().unwrap_or_default();
    let numeric = |k: usize| arg(k).parse::<usize>().unwrap_or(0);
    let (mode, from) = match mode {
        "first" if !marked(&arg(2)) => ("garbage", 0),
        "first" => ("right", 0),
        "once" if !marked(&arg(2)) => loop {
            std::hint::black_box(0);
        },
        "once" => ("short", numeric(3)),
        _ => (mode, numeric(2)),
    };
    let mut text = Vec::new();
    std::io::stdin().read_to_end(&mut text).unwrap();
    let tiles: Vec<u8> = text
        .iter()
        .filter_map(|&c| match c {
            b'1'..=b'8' => Some(c - b'0'),
            b'x' | b'X' | b'0' => Some(0),
            _ => None,
        })
        .collect();
    let mut out = std::io::stdout().lock();
    let mut seen = HashMap::new();
    for (number, chunk) in tiles.chunks_exact(9).enumerate() {
        let board: Board = chunk.try_into().unwrap();
        if mode != "reset" {
            seen.clear();
        }
        if mode == "third" && number == 2 {
            std::process::abort();
        }
        let answer = match (solvable(&board), mode) {
            (false, _) => None,
            (true, "weighted") => Some(weighted(board)),
            (true, _) => search(board, &mut seen),
        };
        let Some(mut moves) = answer else {
            writeln!(out, "unsolvable").unwrap();
            continue;
        };
        if mode == "wait" && moves.len() < from {
            marked(&arg(3));
            loop {
                std::thread::sleep(std::time::Duration::from_secs(3600));
            }
        }
        if mode == "mixed"
            && moves.len() < from
            && fingerprint(&board).is_multiple_of(numeric(3) as u64)
        {
            moves.pop();
        }
        if moves.len() >= from {
            match mode {
                "short" | "wait" => {
                    moves.pop();
                }
                "rare" if fingerprint(&board).is_multiple_of(numeric(3) as u64) => {
                    moves.pop();
                }
                "slow" => {
                    let until = cpu_ticks() + numeric(3) as u64 / 10;
                    while cpu_ticks() < until {
                        std::hint::black_box(0);
                    }
                }
                "long" => moves.extend(b"ud"),
                "crash" | "mixed" => std::process::abort(),
                "hang" => {
                    let marker = args.get(3).cloned().unwrap_or_default();
                    let exe = std::env::current_exe().unwrap();
                    let _child = std::process::Command::new(exe)
                        .args(["spin", &marker])
                        .spawn();
                    loop {
                        std::hint::black_box(0);
                    }
                }
                "garbage" => moves = b"\x1b[31m??".to_vec(),
                "flood" => loop {
                    if out.write_all(&[b'd'; 4096]).is_err() {
                        return;
                    }
                },
                "sleep" => loop {
                    std::thread::sleep(std::time::Duration::from_secs(3600));
                },
                _ => {}
            }
        }
        out.write_all(&moves).unwrap();
        writeln!(out).unwrap();
    }
}
