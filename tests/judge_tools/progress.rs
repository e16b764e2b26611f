//! Progress of long work off a terminal: a line at least as often as `PUZZLE_SEARCH_PROGRESS`
//! asks, nothing for quick work; and `--stats` with its line for the tables.

use super::*;

/// Runs `eight-puzzle` with `args` on `input`, with no cache (the databases are built in the
/// run) and progress lines every `every` seconds; standard error goes to a file, as in a log.
fn logged(args: &[&str], input: &[u8], every: &str) -> (String, String) {
    let dir = std::env::temp_dir().join(format!("progress-{}-{every}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("stderr");
    let mut child = common::command(EIGHT)
        .args(args)
        .env("PUZZLE_SEARCH_CACHE", "")
        .env("PUZZLE_SEARCH_PROGRESS", every)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let writer = common::feed(&mut child, input);
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(output.status.success(), "{:?}", output.status);
    let stderr = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    (String::from_utf8(output.stdout).unwrap(), stderr)
}

/// A 5×3 board 40 moves from the goal: a plain search gives up on it, and its databases take
/// seconds to build in a test build (a tenth of one in a release build).
const DEEP: &[u8] = b"14 1 8 9 4 2 12 7 x 10 6 13 11 3 5\n";

#[test]
fn a_table_build_says_how_far_it_is_in_lines_of_their_own() {
    // Lines every hundredth of a second; the build takes a hundred times that and more.
    let (out, err) = logged(&["--size", "5x3", "--stats"], DEEP, "0.01");
    assert_eq!(out.trim_end().len(), 40, "{out}");
    assert!(!err.contains('\r') && !err.contains('\x1b'), "{err:?}");
    let lines: Vec<&str> = err.lines().collect();
    // `…: 1 of 3 patterns and the next to depth 27, 2 s`, or before the first count (on a busy
    // machine) `…, 0 s`.
    let building = "eight-puzzle: building the 5x3 pattern databases";
    let progress = lines.iter().take_while(|l| l.starts_with(building)).count();
    assert!(progress >= 1, "{err}");
    for line in &lines[..progress] {
        let rest = &line[building.len()..];
        let took = match rest.strip_prefix(": ") {
            Some(rest) => {
                // `1 of 3 patterns`, and while one is under way ` and the next to depth 27`.
                let (done, took) = rest.rsplit_once(", ").expect(line);
                let (done, part) = done.split_once(" patterns").expect(line);
                let depth = part.strip_prefix(" and the next to depth ");
                let depth = depth.map(|d| d.parse::<u8>().is_ok_and(|d| d > 0));
                assert!(part.is_empty() || depth == Some(true), "{line}");
                let (done, of) = done.split_once(" of ").expect(line);
                assert!(
                    done.parse::<usize>().unwrap() <= of.parse().unwrap(),
                    "{line}"
                );
                took
            }
            None => rest.strip_prefix(", ").expect(line),
        };
        // Seconds, or on a busy machine minutes: `2 s`, `1 min`, `1 h 5 min`.
        let words: Vec<&str> = took.split(' ').collect();
        let said = |pair: &[&str]| matches!(pair, [number, "s" | "min" | "h"] if number.parse::<u64>().is_ok());
        assert!(words.chunks(2).all(said), "{line}");
    }
    assert!(
        lines[..progress].iter().any(|l| l.contains(" patterns")),
        "the count of patterns done: {err}"
    );
    // Then --stats: the tables apart from the puzzle, IDA*'s bounds (the last the answer's 40),
    // and a total that says what it adds. (On a busy machine the search may pass a second and
    // show its progress: lines of their own.)
    let (bounds, rest): (Vec<&str>, Vec<&str>) = lines[progress..]
        .iter()
        .copied()
        .filter(|l| !l.starts_with("eight-puzzle: puzzle 1: bound "))
        .partition(|l| l.starts_with("puzzle 1: bound "));
    assert!(
        bounds
            .last()
            .is_some_and(|l| l.starts_with("puzzle 1: bound 40, ")),
        "{err}"
    );
    assert_eq!(rest.len(), 3, "{err}");
    let tables = rest[0].strip_prefix("tables: the 5x3 pattern databases, built in ");
    let size = tables.and_then(|t| t.split_once(" s, ")).expect(rest[0]).1;
    assert_eq!(size, "6 MB", "{err}");
    assert!(
        rest[1].starts_with("puzzle 1: idastar, 40 moves, "),
        "{err}"
    );
    assert!(
        rest[2].starts_with("total: 1 puzzle, 40 moves, ")
            && rest[2].contains(" of CPU time in the searches, summed over the puzzles; the run: ")
            && rest[2].ends_with(" s of CPU time (every thread)"),
        "{err}"
    );
}

#[test]
fn lines_asked_for_too_often_come_a_hundred_a_second_and_the_work_goes_on() {
    // Once the clock thread, always due, kept the build from its progress: no answer, millions
    // of lines.
    let start = std::time::Instant::now();
    let (out, err) = logged(&["--size", "5x3"], DEEP, "1e-9");
    let took = start.elapsed().as_secs_f64();
    assert_eq!(out.trim_end().len(), 40, "{out}");
    let lines = err.lines().count();
    assert!(
        lines as f64 <= 100.0 * took + 2.0,
        "{lines} lines in {took} s"
    );
}

#[test]
fn lines_can_be_turned_off_and_quick_work_says_nothing() {
    let (out, err) = logged(&["--size", "5x3"], DEEP, "off");
    assert_eq!(out.trim_end().len(), 40, "{out}");
    assert_eq!(err, "");
    // Eight's table is in the binary: nothing takes a second, so nothing is said.
    let (out, err) = logged(&[], sample("eight-puzzle", 2).as_bytes(), "10");
    assert_eq!(out.lines().count(), 3, "{out}");
    assert_eq!(err, "");
}
