//! `eight-puzzle --size 4`, the fifteen puzzle, against an IDA* with Manhattan distance written
//! here, on Korf's easiest instances, and with `--check` and `--gen`.

mod common;

use common::{run_with, slide};
use puzzle_search::rng::Rng;
use std::fmt::Write;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

type Board = [u8; 16];

fn manhattan(board: &Board) -> usize {
    let tiles = board.iter().enumerate().filter(|(_, &t)| t != 0);
    tiles
        .map(|(cell, &t)| {
            (cell / 4).abs_diff((t as usize - 1) / 4) + (cell % 4).abs_diff((t as usize - 1) % 4)
        })
        .sum()
}

fn is_goal(board: &Board) -> bool {
    (0..15).all(|i| board[i] == i as u8 + 1)
}

/// A plain IDA* with Manhattan distance, letters tried in byte order, no letter undoing the one
/// before it: the first shortest solution.
fn plain_ida(start: &Board) -> String {
    fn search(board: &Board, path: &mut Vec<u8>, bound: usize) -> Result<(), usize> {
        let f = path.len() + manhattan(board);
        if f > bound {
            return Err(f);
        }
        if is_goal(board) {
            return Ok(());
        }
        let mut next_bound = usize::MAX;
        for letter in *b"dlru" {
            let undoes = |last: u8| {
                matches!(
                    (last, letter),
                    (b'd', b'u') | (b'u', b'd') | (b'l', b'r') | (b'r', b'l')
                )
            };
            if path.last().is_some_and(|&last| undoes(last)) {
                continue;
            }
            let Some(next) = slide(board, letter) else {
                continue;
            };
            path.push(letter);
            match search(&next, path, bound) {
                Ok(()) => return Ok(()),
                Err(f) => next_bound = next_bound.min(f),
            }
            path.pop();
        }
        Err(next_bound)
    }
    let mut bound = manhattan(start);
    let mut path = Vec::new();
    while let Err(next) = search(start, &mut path, bound) {
        bound = next;
    }
    String::from_utf8(path).unwrap()
}

fn line(board: &Board) -> String {
    let tiles: Vec<String> = board
        .iter()
        .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
        .collect();
    tiles.join(" ")
}

fn solve4(input: &str) -> String {
    let output = run_with(EXE, &["--size", "4"], input.as_bytes());
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Korf's five easiest instances (by the nodes his IDA* generated) and their optimal lengths.
const KORF_EASIEST: [(&str, usize); 5] = [
    ("1 6 10 8 14 12 4 2 13 11 3 5 9 7 15 x", 42),
    ("1 3 5 6 x 13 14 9 11 4 8 12 10 7 15 2", 45),
    ("6 1 15 8 5 10 13 x 3 4 2 7 14 9 11 12", 42),
    ("5 10 14 4 6 12 11 1 9 x 15 7 13 2 8 3", 41),
    ("13 5 x 4 10 3 12 6 14 15 1 8 9 11 2 7", 44),
];

#[test]
fn random_walks_and_korfs_easiest_instances_get_the_first_shortest_solution() {
    let goal: Board = std::array::from_fn(|i| (i as u8 + 1) % 16);
    let mut rng = Rng::new(15);
    let mut boards = Vec::new();
    for n in 0..40 {
        let mut board = goal;
        for _ in 0..(n % 26) {
            board = slide(&board, b"dlru"[rng.below(4) as usize]).unwrap_or(board);
        }
        boards.push(board);
    }
    let mut input: String = boards.iter().map(|b| line(b) + "\n").collect();
    KORF_EASIEST
        .iter()
        .for_each(|(board, _)| writeln!(input, "{board}").unwrap());
    let output = solve4(&input);
    let answers: Vec<&str> = output.split('\n').collect();
    assert_eq!(answers.len(), boards.len() + KORF_EASIEST.len() + 1);
    for (board, answer) in boards.iter().zip(&answers) {
        assert_eq!(*answer, plain_ida(board), "{}", line(board));
    }
    for ((korf, optimal), answer) in KORF_EASIEST.iter().zip(&answers[boards.len()..]) {
        assert_eq!(answer.len(), *optimal, "{korf}");
        let board: Board =
            std::array::from_fn(|i| korf.split(' ').nth(i).unwrap().parse().unwrap_or(0));
        let end = answer.bytes().try_fold(board, |b, l| slide(&b, l));
        assert!(end.is_some_and(|e| is_goal(&e)), "{korf}: {answer}");
    }
}

#[test]
fn the_pattern_databases_never_overestimate() {
    use puzzle_search::judge::Input;
    use puzzle_search::puzzles::fifteen_puzzle::{Databases, Fifteen};
    let databases = Databases::build();
    let goal: Board = std::array::from_fn(|i| (i as u8 + 1) % 16);
    let mut rng = Rng::new(16);
    for n in 0..300 {
        let mut board = goal;
        for _ in 0..(n % 30) {
            board = slide(&board, b"dlru"[rng.below(4) as usize]).unwrap_or(board);
        }
        let depth = plain_ida(&board).len() as u32;
        let fifteen = Fifteen::read(&mut Input::new(line(&board).as_bytes()), false)
            .unwrap()
            .unwrap();
        let estimate = databases.estimate(&fifteen);
        assert!(estimate <= depth, "{}: {estimate} > {depth}", line(&board));
        assert!(
            estimate as usize >= manhattan(&board),
            "at least Manhattan distance"
        );
    }
    for (korf, optimal) in KORF_EASIEST {
        let fifteen = Fifteen::read(&mut Input::new(korf.as_bytes()), false)
            .unwrap()
            .unwrap();
        assert!(databases.estimate(&fifteen) as usize <= optimal, "{korf}");
    }
}

#[test]
fn fifteen_puzzle_input_parity_and_bad_input() {
    let solved = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";
    let swapped = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X\n";
    assert_eq!(
        solve4(&format!(
            "{solved}{swapped}1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"
        )),
        "\nunsolvable\nr\n"
    );
    let bad = |input: &str, says: &str| {
        common::check_bad_input_with(
            EXE,
            &["--size", "4"],
            &format!("{solved}{input}"),
            "\n",
            "puzzle 2: ",
            says,
        )
    };
    bad(
        "1 2 3 16 5 6 7 8 9 10 11 12 13 14 15 x",
        "`16` (line 2, column 7) is not a tile: tiles are 1 to 15",
    );
    bad(
        "1 2 3 04 5 6 7 8 9 10 11 12 13 14 15 x",
        "`04` (line 2, column 7) is not a tile",
    );
    bad(
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 x",
        "`14` (line 2, column 34) repeats tile 14",
    );
    bad(
        "12 3 4 5 6 7 8 9 10 11 13 14 15 x",
        "the input ends after 14 of the 16 tiles",
    );
    let output = run_with(EXE, &["--size", "5"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: no --size 5: 3 or 4"));
}

#[test]
fn check_and_gen_work_on_the_fifteen_puzzle() {
    fn args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
        [&["--size", "4"][..], extra].concat()
    }
    let generated = run_with(EXE, &args(&["--gen", "20", "--seed", "4"]), b"");
    let input = String::from_utf8(generated.stdout).unwrap();
    assert_eq!(input.lines().count(), 20);
    assert!(input.lines().all(|l| l.split(' ').count() == 16));
    let walks = run_with(EXE, &args(&["--gen", "3", "--depth", "20"]), b"");
    let reports = String::from_utf8(walks.stderr).unwrap();
    assert_eq!(reports.lines().count(), 3, "{reports}");
    assert!(
        reports.lines().all(|l| l.contains("a walk of 20 moves")),
        "{reports}"
    );
    let depths: Vec<usize> = reports
        .lines()
        .map(|l| {
            l.split(", ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    let walked = String::from_utf8(walks.stdout).unwrap();
    let answers = solve4(&walked);
    assert_eq!(
        answers.lines().map(str::len).collect::<Vec<_>>(),
        depths,
        "the reported depths are true"
    );
    let dir = std::env::temp_dir();
    let (input_path, output_path) = (
        dir.join(format!("fifteen-{}.in", std::process::id())),
        dir.join(format!("fifteen-{}.out", std::process::id())),
    );
    std::fs::write(&input_path, &walked).unwrap();
    let check = |output: &str, extra: &[&str]| {
        std::fs::write(&output_path, output).unwrap();
        let mut all = args(&[
            "--check",
            input_path.to_str().unwrap(),
            output_path.to_str().unwrap(),
        ]);
        all.extend(extra);
        let result = run_with(EXE, &all, b"");
        (
            result.status.code().unwrap(),
            String::from_utf8(result.stderr).unwrap(),
        )
    };
    assert_eq!(check(&answers, &[]), (0, "accepted: 3 puzzles\n".into()));
    // Up and back down from the goal: two moves longer, still legal.
    let longer = answers.replacen('\n', "ud\n", 1);
    assert_eq!(
        check(&longer, &[]).0,
        0,
        "longer legal solutions are accepted"
    );
    let optimal = check(&longer, &["--optimal"]);
    assert_eq!(optimal.0, 1, "{}", optimal.1);
    assert_eq!(check("\n\n\n", &[]).0, 1, "empty answers do not solve");
    std::fs::remove_file(input_path).ok();
    std::fs::remove_file(output_path).ok();
}

#[test]
fn a_corrupt_or_unwritable_cache_costs_time_and_never_answers() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cache-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("fifteen-puzzle.pdb");
    std::fs::write(
        &file,
        b"puzzle-search pattern databases, version 1, and then nonsense",
    )
    .unwrap();
    let (korf, optimal) = KORF_EASIEST[3];
    for cache in [dir.to_str().unwrap(), "/proc/no/such/directory"] {
        let output = common::run_cached(EXE, &["--size", "4"], korf.as_bytes(), cache);
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{cache}");
        assert_eq!(output.stdout.len(), optimal + 1, "{cache}");
    }
    let rebuilt = std::fs::metadata(&file).unwrap().len();
    assert!(
        rebuilt > 10_000_000,
        "the corrupt file was replaced: {rebuilt} bytes"
    );
    std::fs::remove_dir_all(dir).ok();
}

/// A cache directory of this test's own, empty, removed when dropped.
struct CacheDir(std::path::PathBuf);

impl CacheDir {
    fn new(name: &str) -> Self {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("cache-{name}-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).unwrap();
        Self(dir)
    }

    fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }

    fn file(&self) -> std::path::PathBuf {
        self.0.join("fifteen-puzzle.pdb")
    }

    /// The names in the directory.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }
}

impl Drop for CacheDir {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.0).ok();
    }
}

#[test]
fn the_databases_are_built_only_for_a_solvable_puzzle() {
    let cache = CacheDir::new("lazy");
    let unsolvable = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";
    for (input, status, out) in [
        ("", 0, ""),
        ("   \n", 0, ""),
        (unsolvable, 0, "unsolvable\n"),
        ("1 2 3 16 5 6 7 8 9 10 11 12 13 14 15 x", 1, ""),
        (
            &format!("{unsolvable}{unsolvable}1 2"),
            1,
            "unsolvable\nunsolvable\n",
        ),
    ] {
        let output = common::run_cached(EXE, &["--size", "4"], input.as_bytes(), cache.arg());
        assert_eq!(output.status.code(), Some(status), "{input:?}");
        assert_eq!(String::from_utf8_lossy(&output.stdout), out, "{input:?}");
        assert!(cache.names().is_empty(), "{input:?}: nothing was built");
    }
}

/// `moves` random moves from the goal, never undoing the one before: the board, and the moves
/// that take it back home.
fn walk(moves: usize, seed: u64) -> (Board, String) {
    let goal: Board = std::array::from_fn(|i| (i as u8 + 1) % 16);
    let mut rng = Rng::new(seed);
    let (mut board, mut back) = (goal, Vec::new());
    while back.len() < moves {
        let letter = b"dlru"[rng.below(4) as usize];
        let undo = match letter {
            b'd' => b'u',
            b'u' => b'd',
            b'l' => b'r',
            _ => b'l',
        };
        if back.last() == Some(&letter) {
            continue;
        }
        if let Some(next) = slide(&board, letter) {
            board = next;
            back.push(undo);
        }
    }
    back.reverse();
    (board, String::from_utf8(back).unwrap())
}

#[test]
fn check_without_optimal_replays_the_moves_and_solves_nothing() {
    let cache = CacheDir::new("check");
    let (board, back) = walk(400, 7);
    let dir = std::env::temp_dir();
    let input = dir.join(format!("replay-{}.in", std::process::id()));
    let output = dir.join(format!("replay-{}.out", std::process::id()));
    std::fs::write(&input, line(&board) + "\n").unwrap();
    std::fs::write(&output, back + "\n").unwrap();
    let args = [
        "--size",
        "4",
        "--check",
        input.to_str().unwrap(),
        output.to_str().unwrap(),
    ];
    let result = common::run_cached(EXE, &args, b"", cache.arg());
    assert_eq!(
        String::from_utf8_lossy(&result.stderr),
        "accepted: 1 puzzle\n"
    );
    assert!(cache.names().is_empty(), "no database was needed");
    std::fs::remove_file(input).ok();
    std::fs::remove_file(output).ok();
}

#[test]
fn each_answer_is_printed_as_soon_as_it_and_all_before_it_are_solved() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    // An easy puzzle, then some of the hardest, which take far longer than the test waits.
    let hardest = [
        "x 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1",
        "x 12 10 13 15 11 14 9 3 7 2 5 4 8 6 1",
        "x 11 9 13 12 15 10 14 3 7 6 2 4 8 5 1",
        "x 15 9 13 11 12 10 14 3 7 6 2 4 8 5 1",
        "x 12 9 13 15 11 10 14 3 7 6 2 4 8 5 1",
        "x 12 14 13 15 11 9 10 3 7 6 2 4 8 5 1",
    ];
    let input = format!("{}\n{}\n", KORF_EASIEST[3].0, hardest.join("\n"));
    let mut child = Command::new(EXE)
        .args(["--size", "4"])
        .env("PUZZLE_SEARCH_CACHE", env!("CARGO_TARGET_TMPDIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (send, first) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).ok();
        send.send(line).ok();
    });
    let line = first.recv_timeout(std::time::Duration::from_secs(60));
    let still_running = child.try_wait().unwrap().is_none();
    child.kill().ok();
    child.wait().ok();
    let line = line.expect("the first answer, before the second is solved");
    assert_eq!(line.trim_end().len(), KORF_EASIEST[3].1);
    assert!(still_running, "the second puzzle was still being solved");
}

#[test]
fn special_files_at_the_cache_path_are_never_read() {
    let (korf, optimal) = KORF_EASIEST[3];
    let solve_with = |cache: &CacheDir| {
        let output = common::run_cached(EXE, &["--size", "4"], korf.as_bytes(), cache.arg());
        assert_eq!(output.stdout.len(), optimal + 1);
        assert!(output.status.success());
    };
    // Links to a device that never ends and to nothing, a directory, a gigabyte.
    let cache = CacheDir::new("special");
    std::os::unix::fs::symlink("/dev/zero", cache.file()).unwrap();
    solve_with(&cache);
    let valid = std::fs::metadata(cache.file()).unwrap().len();
    assert!(valid > 10_000_000, "replaced by the tables: {valid} bytes");
    std::fs::remove_file(cache.file()).unwrap();
    std::fs::File::create(cache.file())
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    solve_with(&cache);
    assert_eq!(std::fs::metadata(cache.file()).unwrap().len(), valid);
    std::fs::remove_file(cache.file()).unwrap();
    std::fs::create_dir(cache.file()).unwrap();
    solve_with(&cache);
    std::fs::remove_dir(cache.file()).unwrap();
    // A FIFO, where the machine can make one: opening it to read would wait for a writer.
    let fifo = std::process::Command::new("mkfifo")
        .arg(cache.file())
        .status();
    if fifo.is_ok_and(|status| status.success()) {
        solve_with(&cache);
        assert_eq!(std::fs::metadata(cache.file()).unwrap().len(), valid);
    }
}

#[test]
fn partial_cache_files_of_dead_runs_are_cleaned_up() {
    let cache = CacheDir::new("partial");
    let (korf, optimal) = KORF_EASIEST[3];
    let partial = cache.0.join("fifteen-puzzle.pdb.4242");
    std::fs::write(&partial, b"cut short").unwrap();
    let then = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&partial)
        .unwrap()
        .set_modified(then)
        .unwrap();
    let output = common::run_cached(EXE, &["--size", "4"], korf.as_bytes(), cache.arg());
    assert_eq!(output.stdout.len(), optimal + 1);
    assert_eq!(cache.names(), ["fifteen-puzzle.pdb"]);
}
