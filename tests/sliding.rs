//! `eight-puzzle --size N|WxH`: boards of every size against a breadth-first search and a plain
//! IDA* with Manhattan distance written here, the pattern databases' admissibility, Korf's
//! easiest instances, `--check`, `--gen --depth`, and the cache of pattern databases.

mod common;

use common::{
    check_every_answer, distances, optimal_lengths, run_cached, run_with, slide, ScratchDir,
};
use puzzle_search::judge::Input;
use puzzle_search::puzzles::sliding::optimal;
use puzzle_search::puzzles::sliding::pdb::{Databases, Partition};
use puzzle_search::puzzles::sliding::{Board, Shape};
use puzzle_search::rng::Rng;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

/// A board of `width` columns: its cells row by row, 0 for the blank.
type Cells = Vec<u8>;

fn goal(width: usize, height: usize) -> Cells {
    let n = width * height;
    (0..n).map(|cell| ((cell + 1) % n) as u8).collect()
}

fn manhattan(cells: &[u8], width: usize) -> usize {
    let tiles = cells.iter().enumerate().filter(|(_, &t)| t != 0);
    tiles
        .map(|(cell, &t)| {
            let home = t as usize - 1;
            (cell / width).abs_diff(home / width) + (cell % width).abs_diff(home % width)
        })
        .sum()
}

/// A plain IDA* with Manhattan distance, letters tried in byte order, no letter undoing the one
/// before it: the first shortest solution.
fn plain_ida(start: &[u8], width: usize) -> String {
    fn search(cells: &Cells, width: usize, path: &mut Vec<u8>, bound: usize) -> Result<(), usize> {
        let f = path.len() + manhattan(cells, width);
        if f > bound {
            return Err(f);
        }
        if manhattan(cells, width) == 0 {
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
            let Some(next) = slide(cells, width, letter) else {
                continue;
            };
            path.push(letter);
            match search(&next, width, path, bound) {
                Ok(()) => return Ok(()),
                Err(f) => next_bound = next_bound.min(f),
            }
            path.pop();
        }
        Err(next_bound)
    }
    let (cells, mut path) = (start.to_vec(), Vec::new());
    let mut bound = manhattan(&cells, width);
    while let Err(next) = search(&cells, width, &mut path, bound) {
        bound = next;
    }
    String::from_utf8(path).unwrap()
}

/// Every arrangement of `0..n`.
fn permutations(n: usize) -> Vec<Cells> {
    let mut all: Vec<Cells> = vec![Vec::new()];
    for _ in 0..n {
        let mut longer = Vec::new();
        for p in &all {
            for t in (0..n as u8).filter(|t| !p.contains(t)) {
                longer.push([&p[..], &[t]].concat());
            }
        }
        all = longer;
    }
    all
}

fn line(cells: &[u8]) -> String {
    let tiles: Vec<String> = cells
        .iter()
        .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
        .collect();
    tiles.join(" ")
}

/// `moves` random moves from the goal, never undoing the one before: the board, and the moves
/// that take it back home.
fn walk(width: usize, height: usize, moves: usize, rng: &mut Rng) -> (Cells, String) {
    let (mut cells, mut back) = (goal(width, height), Vec::new());
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
        if let Some(next) = slide(&cells, width, letter) {
            cells = next;
            back.push(undo);
        }
    }
    back.reverse();
    (cells, String::from_utf8(back).unwrap())
}

/// The cache directory of the 4×4 databases, built once for all the tests that need them.
fn fifteen_cache() -> &'static str {
    static CACHE: OnceLock<String> = OnceLock::new();
    CACHE.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fifteen-cache");
        let output = run_cached(
            EXE,
            &["--size", "4"],
            b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15",
            dir.to_str().unwrap(),
        );
        assert!(output.status.success());
        dir.to_str().unwrap().to_string()
    })
}

/// The binary's answers to `input` with `--size size`, which must exit with status 0.
fn solve(size: &str, input: &str) -> String {
    common::stdout_of(run_cached(
        EXE,
        &["--size", size],
        input.as_bytes(),
        fifteen_cache(),
    ))
}

#[test]
fn every_board_of_the_small_shapes_gets_the_first_shortest_solution_or_unsolvable() {
    for (width, height) in [(2, 3), (3, 2), (2, 4), (4, 2)] {
        let distance = distances(goal(width, height), width);
        let boards = permutations(width * height);
        assert_eq!(distance.len() * 2, boards.len(), "half are solvable");
        let input: String = boards.iter().map(|b| line(b) + "\n").collect();
        let output = solve(&format!("{width}x{height}"), &input);
        let show = |b: &Cells| format!("{width}x{height} {}", line(b));
        check_every_answer(&boards, &output, width, &distance, show);
    }
}

/// Korf's five easiest instances (by the nodes his IDA* generated) and their optimal lengths.
const KORF_EASIEST: [(&str, usize); 5] = [
    ("1 6 10 8 14 12 4 2 13 11 3 5 9 7 15 x", 42),
    ("1 3 5 6 x 13 14 9 11 4 8 12 10 7 15 2", 45),
    ("6 1 15 8 5 10 13 x 3 4 2 7 14 9 11 12", 42),
    ("5 10 14 4 6 12 11 1 9 x 15 7 13 2 8 3", 41),
    ("13 5 x 4 10 3 12 6 14 15 1 8 9 11 2 7", 44),
];

/// Random walks on a `width`×`height` board through the binary: the answers are the plain
/// IDA*'s, the first shortest solutions.
fn random_walks_match_the_plain_ida(width: usize, height: usize, longest: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let boards: Vec<Cells> = (0..30)
        .map(|n| walk(width, height, n * longest / 30, &mut rng).0)
        .collect();
    let input: String = boards.iter().map(|b| line(b) + "\n").collect();
    let output = solve(&format!("{width}x{height}"), &input);
    let answers: Vec<&str> = output.lines().collect();
    assert_eq!(answers.len(), boards.len());
    for (board, answer) in boards.iter().zip(answers) {
        assert_eq!(
            answer,
            plain_ida(board, width),
            "{width}x{height} {}",
            line(board)
        );
    }
}

#[test]
fn fifteen_puzzle_walks_and_korfs_easiest_instances() {
    random_walks_match_the_plain_ida(4, 4, 26, 15);
    let input: String = KORF_EASIEST.iter().map(|(b, _)| format!("{b}\n")).collect();
    let output = solve("4", &input);
    for ((korf, optimal), answer) in KORF_EASIEST.iter().zip(output.lines()) {
        assert_eq!(answer.len(), *optimal, "{korf}");
        let board: Cells = korf.split(' ').map(|t| t.parse().unwrap_or(0)).collect();
        let end = answer.bytes().try_fold(board, |b, l| slide(&b, 4, l));
        assert_eq!(end, Some(goal(4, 4)), "{korf}: {answer}");
    }
}

#[test]
#[ignore = "builds the 4×3, 3×5 and 5×5 databases: about 12 s; .ci/run runs it"]
fn random_walks_on_rectangles_and_five_by_five() {
    random_walks_match_the_plain_ida(4, 3, 24, 43);
    random_walks_match_the_plain_ida(3, 5, 22, 35);
    random_walks_match_the_plain_ida(5, 5, 20, 55);
    let (status, input, _) = run(&["--size", "3x5", "--gen", "4", "--depth", "12"], b"");
    assert_eq!(status, Some(0));
    let lengths: Vec<usize> = solve("3x5", &input).lines().map(str::len).collect();
    assert_eq!(lengths, [12; 4], "{input}");
}

/// The tiles of `shape` in patterns of at most `size` tiles, in order: quick to build.
fn small_partition(shape: Shape, size: usize) -> Partition {
    let tiles: Vec<u8> = (1..shape.cells() as u8).collect();
    Partition::new(shape, tiles.chunks(size).map(<[u8]>::to_vec).collect()).unwrap()
}

#[test]
fn pattern_databases_never_overestimate_on_several_shapes() {
    let mut rng = Rng::new(16);
    for (width, height, size) in [(3, 3, 3), (4, 3, 4), (3, 5, 4), (4, 4, 4), (5, 5, 4)] {
        let shape = Shape::new(width, height).unwrap();
        let databases = Databases::build(small_partition(shape, size));
        for n in 0..40 {
            let (cells, _) = walk(width, height, n % 20, &mut rng);
            let distance = plain_ida(&cells, width).len() as u32;
            let estimate = optimal::estimate(&databases, &Board::new(shape, &cells));
            assert!(
                estimate <= distance,
                "{shape} {}: {estimate} > {distance}",
                line(&cells)
            );
            assert!(
                estimate as usize >= manhattan(&cells, width),
                "at least Manhattan distance"
            );
        }
    }
    // One pattern of every tile: the exact distance.
    let distance = distances(goal(3, 3), 3);
    let eight = Databases::build(Partition::automatic(Shape::EIGHT));
    for (cells, &d) in distance.iter().step_by(97) {
        let estimate = optimal::estimate(&eight, &Board::new(Shape::EIGHT, cells));
        assert_eq!(estimate as usize, d, "{}", line(cells));
    }
}

#[test]
#[ignore = "builds the 5×5 databases twice and solves twelve boards: about 30 s; .ci/run runs it"]
fn the_twenty_four_boards_have_their_recorded_optimal_lengths() {
    let boards = std::fs::read_to_string(common::data("twenty-four.in")).unwrap();
    let lengths = optimal_lengths("twenty-four.answers");
    // The binary's own partition, and another one, of whole columns: they must agree.
    let output = solve("5", &boards);
    let found: Vec<usize> = output.lines().map(str::len).collect();
    assert_eq!(found, lengths);
    let shape = Shape::new(5, 5).unwrap();
    let columns: Vec<Vec<u8>> = (1..=5)
        .map(|c| (0..5).map(|r| r * 5 + c).filter(|&t| t < 25).collect())
        .collect();
    let databases = Databases::build(Partition::new(shape, columns).unwrap());
    let mut ida = puzzle_search::search::ida::Ida::new();
    let mut input = Input::new(boards.as_bytes());
    for (&length, answer) in lengths.iter().zip(output.lines()) {
        let board = Board::read(&mut input, shape, false).unwrap().unwrap();
        let (path, _) = optimal::solve(&databases, &mut ida, &board);
        let letters: String = path
            .unwrap()
            .iter()
            .map(|&m| b"dlru"[m as usize] as char)
            .collect();
        assert_eq!((letters.len(), letters.as_str()), (length, answer));
    }
}

#[test]
fn input_parity_and_bad_input_on_larger_boards() {
    let solved = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";
    let swapped = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X\n";
    assert_eq!(
        solve(
            "4",
            &format!("{solved}{swapped}1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
        ),
        "\nunsolvable\nr\n"
    );
    // Rows of the goal of a 4×3 board: 4 columns, 3 rows.
    assert_eq!(solve("4x3", "1 2 3 4 5 6 7 8 9 10 x 11"), "r\n");
    assert_eq!(solve("3x4", "1 2 3 4 5 6 7 8 9 10 x 11"), "r\n");
    let bad = |size: &str, input: &str, says: &str| {
        common::check_bad_input_with(
            EXE,
            &["--size", size],
            &format!("{solved}{input}"),
            "\n",
            "puzzle 2: ",
            says,
        )
    };
    bad(
        "4",
        "1 2 3 16 5 6 7 8 9 10 11 12 13 14 15 x",
        "`16` (line 2, column 7) is not a tile: tiles are 1 to 15",
    );
    bad(
        "4",
        "1 2 3 04 5 6 7 8 9 10 11 12 13 14 15 x",
        "`04` (line 2, column 7) is not a tile",
    );
    bad(
        "4",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 x",
        "`14` (line 2, column 34) repeats tile 14",
    );
    bad(
        "4",
        "12 3 4 5 6 7 8 9 10 11 13 14 15 x",
        "the input ends after 14 of the 16 tiles",
    );
    for (size, says) in [
        ("6", "no 6x6 board: a board has at most 25 cells"),
        (
            "1x5",
            "no 1x5 board: a board has at least 2 columns and 2 rows",
        ),
        ("4x", "`4x` is not a size: N for an N×N board, or WxH"),
    ] {
        let output = run_with(EXE, &["--size", size], b"");
        assert_eq!(output.status.code(), Some(2), "{size}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with(&format!("error: {says}")), "{err}");
    }
    let output = run_with(EXE, &["--size", "4", "--algo", "bfs"], b"");
    assert_eq!(output.status.code(), Some(2));
}

/// Runs the binary with `args` in the 4×4 cache: exit status, standard output, standard error.
fn run(args: &[&str], input: &[u8]) -> (Option<i32>, String, String) {
    let output = run_cached(EXE, args, input, fifteen_cache());
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

#[test]
fn depth_gives_boards_whose_shortest_solution_is_exactly_that_long() {
    for (size, depth) in [("4", "0"), ("4", "9"), ("4", "30"), ("2x3", "max")] {
        let (status, input, err) = run(&["--size", size, "--gen", "4", "--depth", depth], b"");
        assert_eq!((status, err.as_str()), (Some(0), ""), "{size} {depth}");
        let lengths: Vec<usize> = solve(size, &input).lines().map(str::len).collect();
        let depth = if depth == "max" {
            21
        } else {
            depth.parse().unwrap()
        };
        assert_eq!(lengths, [depth; 4], "{size}: {input}");
    }
    // The 80-move positions, which are only checked to be among the known ones here.
    let (status, input, _) = run(&["--size", "4", "--gen", "5", "--depth", "max"], b"");
    assert_eq!(status, Some(0));
    for board in input.lines() {
        let known = puzzle_search::puzzles::sliding::solver::EIGHTY.contains(&board);
        assert!(known, "{board}");
    }
    for (size, depth, says) in [
        (
            "4",
            "61",
            "boards of exactly 61 moves are made for --depth 0 to 50, and 80 (max)",
        ),
        ("5", "max", "the deepest 5x5 boards are not known"),
        ("2x3", "22", "no 2x3 board needs 22 moves: the most is 21"),
    ] {
        let (status, out, err) = run(&["--size", size, "--gen", "1", "--depth", depth], b"");
        assert_eq!((status, out.as_str()), (Some(2), ""), "{size} {depth}");
        assert!(err.starts_with(&format!("error: {says}")), "{err}");
    }
}

#[test]
fn check_judges_larger_boards_and_optimal_solves_only_to_compare() {
    let input = format!("{}\n{}\n", KORF_EASIEST[3].0, KORF_EASIEST[0].0);
    let answers = solve("4", &input);
    let dir = std::env::temp_dir();
    let (input_path, output_path) = (
        dir.join(format!("fifteen-{}.in", std::process::id())),
        dir.join(format!("fifteen-{}.out", std::process::id())),
    );
    std::fs::write(&input_path, &input).unwrap();
    let check = |output: &str, extra: &[&str]| {
        std::fs::write(&output_path, output).unwrap();
        let mut args = vec![
            "--size",
            "4",
            "--check",
            input_path.to_str().unwrap(),
            output_path.to_str().unwrap(),
        ];
        args.extend(extra);
        let (status, _, err) = run(&args, b"");
        (status, err)
    };
    assert_eq!(
        check(&answers, &[]),
        (Some(0), "accepted: 2 puzzles\n".into())
    );
    // Up and back down from the goal: two moves longer, still legal.
    let longer = answers.replacen('\n', "ud\n", 1);
    assert_eq!(
        check(&longer, &[]).0,
        Some(0),
        "longer legal solutions pass"
    );
    assert_eq!(
        check(&longer, &["--optimal"]),
        (
            Some(1),
            "wrong answer: puzzle 1: 43 moves, but 41 suffice\n".into()
        )
    );
    assert_eq!(check("\n\n", &[]).0, Some(1), "empty answers do not solve");
    std::fs::remove_file(input_path).ok();
    std::fs::remove_file(output_path).ok();
}

/// A cache directory of a test's own.
struct CacheDir(ScratchDir);

impl CacheDir {
    fn new(name: &str) -> Self {
        Self(ScratchDir::new(&format!("cache-{name}")))
    }

    fn arg(&self) -> &str {
        self.0.arg()
    }

    fn names(&self) -> Vec<String> {
        self.0.names()
    }

    /// The cache file of the 2×3 databases, which take no time to build.
    fn file(&self) -> PathBuf {
        self.0 .0.join("sliding-2x3.pdb")
    }

    /// Solves a 2×3 board with this cache: the answer must be right.
    fn solve(&self) {
        let output = run_cached(EXE, &["--size", "2x3"], b"1 2 3 4 x 5", self.arg());
        assert_eq!(String::from_utf8_lossy(&output.stdout), "r\n");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "");
        assert!(output.status.success());
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
        let output = run_cached(EXE, &["--size", "4"], input.as_bytes(), cache.arg());
        assert_eq!(output.status.code(), Some(status), "{input:?}");
        assert_eq!(String::from_utf8_lossy(&output.stdout), out, "{input:?}");
        assert!(cache.names().is_empty(), "{input:?}: nothing was built");
    }
}

#[test]
fn check_without_optimal_replays_the_moves_and_solves_nothing() {
    let cache = CacheDir::new("check");
    let (board, back) = walk(4, 4, 400, &mut Rng::new(7));
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
    let result = run_cached(EXE, &args, b"", cache.arg());
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
    let hardest = &puzzle_search::puzzles::sliding::solver::EIGHTY[..6];
    let input = format!("{}\n{}\n", KORF_EASIEST[3].0, hardest.join("\n"));
    let mut child = Command::new(EXE)
        .args(["--size", "4"])
        .env("PUZZLE_SEARCH_CACHE", fifteen_cache())
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
    // Links to a device that never ends, a directory, a gigabyte.
    let cache = CacheDir::new("special");
    std::os::unix::fs::symlink("/dev/zero", cache.file()).unwrap();
    cache.solve();
    let valid = std::fs::metadata(cache.file()).unwrap().len();
    assert!(
        std::fs::symlink_metadata(cache.file()).unwrap().is_file(),
        "replaced"
    );
    std::fs::remove_file(cache.file()).unwrap();
    std::fs::File::create(cache.file())
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    cache.solve();
    assert_eq!(std::fs::metadata(cache.file()).unwrap().len(), valid);
    std::fs::remove_file(cache.file()).unwrap();
    std::fs::create_dir(cache.file()).unwrap();
    cache.solve();
    std::fs::remove_dir(cache.file()).unwrap();
    // A FIFO, where the machine can make one: opening it to read would wait for a writer.
    let fifo = std::process::Command::new("mkfifo")
        .arg(cache.file())
        .status();
    if fifo.is_ok_and(|status| status.success()) {
        cache.solve();
        assert_eq!(std::fs::metadata(cache.file()).unwrap().len(), valid);
    }
}

#[test]
fn a_corrupt_or_unwritable_cache_costs_time_and_never_answers() {
    let cache = CacheDir::new("corrupt");
    cache.solve();
    let valid = std::fs::read(cache.file()).unwrap();
    let mut corrupt = valid.clone();
    let middle = corrupt.len() / 2;
    corrupt[middle] ^= 0x55;
    std::fs::write(cache.file(), &corrupt).unwrap();
    cache.solve();
    assert_eq!(std::fs::read(cache.file()).unwrap(), valid, "rebuilt");
    std::fs::write(
        cache.file(),
        b"puzzle-search pattern databases, and then nonsense",
    )
    .unwrap();
    cache.solve();
    assert_eq!(std::fs::read(cache.file()).unwrap(), valid, "rebuilt");
    let output = run_cached(
        EXE,
        &["--size", "2x3"],
        b"1 2 3 4 x 5",
        "/proc/no/such/directory",
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), "r\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "",
        "the note is for terminals only"
    );
}

#[test]
fn partial_cache_files_of_dead_runs_are_cleaned_up() {
    let cache = CacheDir::new("partial");
    let partial = cache.0 .0.join("sliding-2x3.pdb.4242");
    std::fs::write(&partial, b"cut short").unwrap();
    let then = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&partial)
        .unwrap()
        .set_modified(then)
        .unwrap();
    cache.solve();
    assert_eq!(cache.names(), ["sliding-2x3.pdb"]);
}

#[test]
#[ignore = "solves eleven 80-move positions: about 2.5 minutes on two cores; .ci/run runs it"]
fn the_deepest_positions_need_exactly_80_moves() {
    use puzzle_search::puzzles::sliding::solver::EIGHTY;
    let read = |text: &str| {
        Board::read(&mut Input::new(text.as_bytes()), Shape::FIFTEEN, false)
            .unwrap()
            .unwrap()
    };
    let boards: Vec<Board> = EIGHTY.iter().map(|text| read(text)).collect();
    // Reflecting a board keeps its distance to this goal, and the positions are closed under
    // it: solving one of each pair of reflections proves all seventeen.
    for board in &boards {
        assert!(boards.contains(&board.reflected()), "{board:?}");
    }
    let solved: Vec<&str> = EIGHTY
        .iter()
        .zip(&boards)
        .filter(|(_, b)| b.cells() <= b.reflected().cells())
        .map(|(text, _)| *text)
        .collect();
    assert_eq!(solved.len(), 11);
    let output = solve("4", &(solved.join("\n") + "\n"));
    for (text, answer) in solved.iter().zip(output.lines()) {
        assert_eq!(answer.len(), 80, "{text}");
        let cells: Cells = text.split(' ').map(|t| t.parse().unwrap_or(0)).collect();
        let end = answer.bytes().try_fold(cells, |b, l| slide(&b, 4, l));
        assert_eq!(end, Some(goal(4, 4)), "{text}: {answer}");
    }
}
