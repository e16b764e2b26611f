//! Helpers for the tests and the benchmarks: running the real binaries, scratch directories,
//! the data files, the sliding-tile rule, and timings.

// Every test and benchmark crate compiles this module and uses only part of it.
#![allow(dead_code)]

use std::collections::HashMap;
use std::hash::Hash;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A command for `program` whose table cache is the build's scratch directory, as every run of
/// a test's is, so that nothing a test starts — a binary, a shell, a package's script and what
/// it runs in turn — writes outside the target directory.
pub fn command(program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut command = Command::new(program);
    command.env("PUZZLE_SEARCH_CACHE", env!("CARGO_TARGET_TMPDIR"));
    command
}

/// Runs `exe` with `args` on `input`, returning its output. Tables a binary caches go to the
/// build's scratch directory, not the user's home; progress lines are off, so that what a test
/// reads on standard error does not depend on how fast the machine is.
pub fn run_with(exe: &str, args: &[&str], input: &[u8]) -> Output {
    run_cached(exe, args, input, env!("CARGO_TARGET_TMPDIR"))
}

/// [`run_with`], caching tables in `cache`.
pub fn run_cached(exe: &str, args: &[&str], input: &[u8], cache: &str) -> Output {
    let mut child = Command::new(exe)
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", cache)
        .env("PUZZLE_SEARCH_PROGRESS", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the binary");
    let writer = feed(&mut child, input);
    let output = child.wait_with_output().expect("the binary did not finish");
    writer.join().unwrap();
    output
}

/// Writes `input` to the standard input of `child`, which must be piped, from a thread of its
/// own, then closes it: a binary that answers while it reads cannot block on its output. A
/// child that stops reading early is no error.
pub fn feed(child: &mut Child, input: &[u8]) -> std::thread::JoinHandle<()> {
    let mut stdin = child.stdin.take().expect("a piped standard input");
    let input = input.to_vec();
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    })
}

/// The standard output of a run that must have ended with exit status 0.
pub fn stdout_of(output: Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    String::from_utf8(output.stdout).expect("output is UTF-8")
}

/// Runs `exe` on `input` and returns its standard output, which must come with exit status 0
/// and nothing on standard error.
pub fn solve(exe: &str, input: &str) -> String {
    let output = run_with(exe, &[], input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stderr.is_empty(),
        "{:?}: {stderr}",
        output.status
    );
    String::from_utf8(output.stdout).expect("output is UTF-8")
}

/// Checks that `exe` answers each of `inputs`, the same cases written in other ways, with
/// `expected`.
pub fn read_alike(exe: &str, inputs: &[&str], expected: &str) {
    for input in inputs {
        assert_eq!(solve(exe, input), expected, "{input:?}");
    }
}

/// The text of `samples/<name>/<file>`, if there is such a file.
pub fn sample_file(name: &str, file: &str) -> Option<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    std::fs::read_to_string(dir.join(name).join(file)).ok()
}

/// Checks every `samples/<name>/sample-N.in` against its `.out`, byte for byte.
pub fn check_samples(exe: &str, name: &str) {
    check_samples_with(exe, name, &[]);
}

/// [`check_samples`] with command-line arguments.
pub fn check_samples_with(exe: &str, name: &str, args: &[&str]) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name);
    let mut checked = 0;
    for n in 1.. {
        let input = dir.join(format!("sample-{n}.in"));
        if !input.exists() {
            break;
        }
        let expected = std::fs::read_to_string(dir.join(format!("sample-{n}.out"))).unwrap();
        let got = stdout_of(run_with(exe, args, &std::fs::read(&input).unwrap()));
        assert_eq!(got, expected, "{}", input.display());
        checked += 1;
    }
    assert!(checked > 0, "no samples in {}", dir.display());
}

/// Runs `exe` on bad `input`: it must print `answered` (the answers of the cases before the bad
/// one), then exactly one line on standard error that starts with `names` (`case 3: `, say) and
/// contains `says`, and exit with status 1.
pub fn check_bad_input(exe: &str, input: &str, answered: &str, names: &str, says: &str) {
    check_bad_input_with(exe, &[], input, answered, names, says)
}

/// [`check_bad_input`] with command-line arguments.
pub fn check_bad_input_with(
    exe: &str,
    args: &[&str],
    input: &str,
    answered: &str,
    names: &str,
    says: &str,
) {
    let output = run_with(exe, args, input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{input:?}: {stderr}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        answered,
        "{input:?}"
    );
    assert_eq!(stderr.lines().count(), 1, "{input:?}: {stderr}");
    assert!(
        stderr.starts_with(names) && stderr.contains(says),
        "{input:?}: {stderr}"
    );
}

/// The sliding-tile puzzles' rule on a board `width` cells wide, cells row by row, 0 for the
/// blank: the blank travels one cell in direction `letter` (`u`, `d`, `l`, `r`), if it can.
pub fn slide<B: AsRef<[u8]> + AsMut<[u8]> + Clone>(
    board: &B,
    width: usize,
    letter: u8,
) -> Option<B> {
    let cells = board.as_ref();
    let height = cells.len() / width;
    let blank = cells.iter().position(|&c| c == 0).unwrap();
    let (row, col) = (blank / width, blank % width);
    let target = match letter {
        b'u' if row > 0 => blank - width,
        b'd' if row + 1 < height => blank + width,
        b'l' if col > 0 => blank - 1,
        b'r' if col + 1 < width => blank + 1,
        _ => return None,
    };
    let mut next = board.clone();
    next.as_mut().swap(blank, target);
    Some(next)
}

/// The goal of a `width`×`height` board, cells row by row: tiles 1 to n − 1, the blank (0)
/// last.
pub fn goal(width: usize, height: usize) -> Vec<u8> {
    let n = width * height;
    (0..n).map(|cell| ((cell + 1) % n) as u8).collect()
}

/// The board `text` (tiles separated by spaces, anything else the blank) of `width` columns
/// after the blank's moves `answer`; `None` if one leaves the board.
pub fn slid(text: &str, answer: &str, width: usize) -> Option<Vec<u8>> {
    let cells: Vec<u8> = text.split(' ').map(|t| t.parse().unwrap_or(0)).collect();
    answer.bytes().try_fold(cells, |b, l| slide(&b, width, l))
}

/// Every board that reaches `goal`, `width` cells wide, with its distance: a textbook
/// breadth-first search over a hash map, by [`slide`].
pub fn distances<B: AsRef<[u8]> + AsMut<[u8]> + Clone + Eq + Hash>(
    goal: B,
    width: usize,
) -> HashMap<B, usize> {
    let mut seen = HashMap::from([(goal.clone(), 0)]);
    let mut queue = std::collections::VecDeque::from([goal]);
    while let Some(board) = queue.pop_front() {
        let d = seen[&board];
        for next in b"udlr".iter().filter_map(|&l| slide(&board, width, l)) {
            seen.entry(next.clone()).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    seen
}

/// Runs `exe` with `args` on `input` with standard error a pipe whose reader has already gone,
/// so that every write to it fails: the exit status, which must be what it would have been.
pub fn status_with_stderr_closed(exe: &str, args: &[&str], input: &[u8]) -> Option<i32> {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut child = command(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(writer)
        .spawn()
        .expect("cannot start the binary");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait().expect("the binary did not finish").code()
}

/// Whether, along `answer` from `board` (`width` cells wide), no smaller letter at any step
/// leads one move closer by `distance`: whether the answer is the first in byte order of the
/// shortest ones. `None` if a letter is illegal.
pub fn is_first_shortest<B>(
    board: &B,
    width: usize,
    answer: &str,
    distance: &HashMap<B, usize>,
) -> Option<bool>
where
    B: AsRef<[u8]> + AsMut<[u8]> + Clone + Eq + Hash,
{
    let d = distance[board];
    let mut at = board.clone();
    for (i, letter) in answer.bytes().enumerate() {
        for smaller in b"dlru".iter().filter(|&&l| l < letter) {
            let closer =
                slide(&at, width, *smaller).is_some_and(|next| distance[&next] == d - i - 1);
            if closer {
                return Some(false);
            }
        }
        at = slide(&at, width, letter)?;
    }
    Some(distance[&at] == 0)
}

/// Checks `output`, a sliding-tile binary's answers to `boards` (`width` cells wide), one line
/// each: `unsolvable` exactly for the boards `distance` lacks, otherwise the first in byte order
/// of the shortest solutions. `show` names a board in messages.
pub fn check_every_answer<B>(
    boards: &[B],
    output: &str,
    width: usize,
    distance: &HashMap<B, usize>,
    show: impl Fn(&B) -> String,
) where
    B: AsRef<[u8]> + AsMut<[u8]> + Clone + Eq + Hash,
{
    let answers: Vec<&str> = output.split('\n').collect();
    assert_eq!(answers.len(), boards.len() + 1, "one line per board");
    for (board, answer) in boards.iter().zip(&answers) {
        let Some(&d) = distance.get(board) else {
            assert_eq!(*answer, "unsolvable", "{}", show(board));
            continue;
        };
        assert_eq!(answer.len(), d, "{}: {answer}", show(board));
        let first = is_first_shortest(board, width, answer, distance);
        assert_eq!(first, Some(true), "{}: {answer}", show(board));
    }
}

/// A directory of the caller's own under the build's scratch directory, empty, removed when
/// dropped.
pub struct ScratchDir(pub PathBuf);

impl ScratchDir {
    pub fn new(name: &str) -> Self {
        let dir =
            Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).unwrap();
        Self(dir)
    }

    pub fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }

    /// The names in the directory, in order.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.0).ok();
    }
}

/// The file `name` of `tests/data`.
pub fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// The optimal lengths of an answers file of `tests/data`: the second number of each line that
/// is not a comment.
pub fn optimal_lengths(name: &str) -> Vec<usize> {
    std::fs::read_to_string(data(name))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split(' ').nth(1).unwrap().parse().unwrap())
        .collect()
}

/// The median of `runs` timings of `f`.
pub fn median_of(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

/// The median wall time of `runs` runs of the binary `exe` on `input`, from start to exit;
/// each run must succeed and print `expected_lines` lines.
pub fn time_binary(
    exe: &str,
    args: &[&str],
    input: &[u8],
    expected_lines: usize,
    runs: usize,
) -> Duration {
    let path = std::env::temp_dir().join(format!("puzzle-search-bench-{}.in", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(input))
        .expect("cannot write input");
    let time = median_of(runs, || {
        let output = Command::new(exe)
            .args(args)
            .stdin(std::fs::File::open(&path).unwrap())
            .stderr(Stdio::inherit())
            .output()
            .expect("cannot run the binary");
        assert!(output.status.success());
        assert_eq!(
            output.stdout.iter().filter(|&&b| b == b'\n').count(),
            expected_lines
        );
    });
    std::fs::remove_file(&path).ok();
    time
}

/// A duration in milliseconds with two decimals.
pub fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}
