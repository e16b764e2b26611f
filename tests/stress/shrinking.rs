//! Shrinking reaches the simplest failing input for every problem, proves it where it can afford
//! to, keeps to its budget, and reports what it found when it is stopped.

use super::*;
use std::collections::HashMap;

/// Every 3×3 board that reaches the usual goal (`12345678x`, 0 the blank), with its distance.
fn eight_distances() -> HashMap<[u8; 9], usize> {
    common::distances([1, 2, 3, 4, 5, 6, 7, 8, 0], 3)
}

/// The board as a judge input line.
fn line(board: &[u8; 9]) -> String {
    let cells: Vec<String> = board
        .iter()
        .map(|&c| match c {
            0 => "x".to_string(),
            c => c.to_string(),
        })
        .collect();
    cells.join(" ")
}

/// The wrong solution's `rare` fingerprint, written again from its documentation: the high
/// half of FNV-1a over the nine cells.
fn fingerprint(board: &[u8; 9]) -> u64 {
    let hash = board.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, &cell| {
        (hash ^ u64::from(cell)).wrapping_mul(0x100_0000_01b3)
    });
    hash >> 32
}

/// The depth of the puzzle shrunk to, from `to 1 case (depth D)` or `(case K of the input,
/// depth D)`.
fn shrunk_depth(report: &str) -> usize {
    let at = report.find("to 1 case (").expect("shrunk to one case") + "to 1 case (".len();
    let inside = &report[at..at + report[at..].find(')').unwrap()];
    let depth = inside.rsplit("depth ").next().unwrap();
    depth.parse().unwrap_or_else(|_| panic!("{report}"))
}

#[test]
fn a_fault_of_one_board_in_a_hundred_shrinks_to_the_shallowest_depth_it_shows_at() {
    let distances = eight_distances();
    // Wrong from depth 8 on, on one board in a hundred.
    let failing = |board: &[u8; 9]| distances[board] >= 8 && fingerprint(board).is_multiple_of(100);
    let shallowest = distances
        .iter()
        .filter(|(board, _)| failing(board))
        .map(|(_, &d)| d)
        .min()
        .unwrap();
    let (report, input, _) = caught("rare 8 100", &[]);
    assert_eq!(shrunk_depth(&report), shallowest, "{report}");
    let board: Vec<u8> = input
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .map(|b| if b == b'x' { 0 } else { b - b'0' })
        .collect();
    assert!(failing(&board.try_into().unwrap()), "{input}");
    // Every shallower depth was tried, and passed.
    let tried: Vec<String> = (0..shallowest).map(|d| format!("depth {d}: ")).collect();
    let proof = report
        .lines()
        .find(|l| l.starts_with("no simpler case fails: of 4603 drawn at each smaller size"))
        .unwrap_or_else(|| panic!("{report}"));
    for depth in &tried {
        assert!(proof.contains(depth.as_str()), "{depth}: {proof}");
    }
    assert!(!proof.contains(&format!("depth {shallowest}: ")), "{proof}");
}

#[test]
fn candidates_that_fail_another_way_are_not_counted_as_passed() {
    // It crashes from 12 moves on, and gets one board in 50 of fewer moves wrong: shrinking the
    // crash meets wrong answers among the smaller boards it draws, which prove nothing.
    let distances = eight_distances();
    let wrong_answer = |board: &[u8; 9]| {
        (1..12).contains(&distances[board]) && fingerprint(board).is_multiple_of(50)
    };
    let (report, _, _) = caught("mixed 12 50", &[]);
    assert!(report.contains("runtime error"), "{report}");
    assert_eq!(shrunk_depth(&report), 12, "{report}");
    let proof = report
        .lines()
        .find(|l| l.starts_with("no simpler case failed this way: of 4603 drawn at each smaller"))
        .unwrap_or_else(|| panic!("{report}"));
    // Each depth's distinct boards: those that passed, and those that failed another way.
    for depth in 0..12 {
        let boards: Vec<_> = distances.iter().filter(|(_, &d)| d == depth).collect();
        let wrong = boards.iter().filter(|(b, _)| wrong_answer(b)).count();
        let said = format!("depth {depth}: ");
        let at = proof
            .find(&said)
            .unwrap_or_else(|| panic!("{said}: {proof}"))
            + said.len();
        let rest = &proof[at..];
        let passed: usize = rest[..rest.find(|c: char| !c.is_ascii_digit()).unwrap()]
            .parse()
            .unwrap();
        let otherwise = rest
            .split_once(" (")
            .filter(|(before, _)| !before.contains(','))
            .map_or(0, |(_, after)| {
                after[..after.find(' ').unwrap()].parse::<usize>().unwrap()
            });
        assert!(otherwise <= wrong, "{said}{rest}");
        assert!(passed + otherwise <= boards.len(), "{said}{rest}");
        // Where every board of the depth was drawn, each wrong one was met and none counted as
        // passed.
        if boards.len() < 200 {
            assert_eq!(
                (passed, otherwise),
                (boards.len() - wrong, wrong),
                "{said}{rest}"
            );
        }
    }
    assert!(proof.contains("more failed another way"), "{proof}");
}

#[test]
fn a_public_kind_of_wrong_luogu_solution_shrinks_to_the_shallowest_board_it_fails() {
    let wrong = example("wrong-luogu1379", "wrong_luogu1379.rs");
    // The boards it gets wrong, found by running it on every board of up to 12 moves.
    let goal = [1, 2, 3, 8, 0, 4, 7, 6, 5];
    let mut boards: Vec<([u8; 9], usize)> = common::distances(goal, 3)
        .into_iter()
        .filter(|&(_, d)| d <= 12)
        .collect();
    boards.sort();
    let input: String = boards
        .iter()
        .map(|(b, _)| b.iter().map(|c| char::from(b'0' + c)).collect::<String>() + "\n")
        .collect();
    let answers = common::stdout_of(common::run_with(&wrong, &[], input.as_bytes()));
    let shallowest = boards
        .iter()
        .zip(answers.lines())
        .filter(|((_, d), answer)| answer.parse::<usize>().unwrap() != *d)
        .map(|((_, d), _)| *d)
        .min()
        .expect("a board it gets wrong");
    let (report, _, _) = caught_by(EIGHT, &wrong, &["--problem", "luogu1379"]);
    assert_eq!(shrunk_depth(&report), shallowest, "{report}");
}

#[test]
fn a_fault_only_the_deepest_cases_show_is_found_in_the_first_runs_and_progress_names_the_best() {
    // It crashes on puzzles of 25 moves or more. One case of every depth comes first, easiest
    // first, in runs of one and a run of ten after every ten: the 26th case is run 28.
    let command = format!("{} crash 25", wrong());
    let (status, report, err) = stress_with(EIGHT, &command, &["--shrink-time", "12"]);
    assert_eq!(status, Some(1), "{report}{err}");
    assert!(
        report.contains("\nfound in run 28, of one case, after 27 runs passed (25 cases);"),
        "{report}"
    );
    // Shrinking lasts its 12 s, proving the smaller depths: off a terminal, a line every 10 s
    // says the simplest failing input found so far before the one being tried.
    let progress = err
        .lines()
        .find(|line| line.starts_with("stress: 1 failure, shrinking: "))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        progress.starts_with("stress: 1 failure, shrinking: best 1 case, depth 25; trying "),
        "{progress}"
    );
}

#[test]
fn poj2893_boards_shrink_in_rows_and_columns() {
    let wrong = example("wrong-poj2893", "wrong_poj2893.rs");
    // The seeds that once shrank to 7 × 4 and 9 × 4, wider than the smallest that fails.
    for seed in ["2", "3"] {
        let args = ["--problem", "poj2893", "--seed", seed];
        let (report, _, _) = caught_by(EIGHT, &wrong, &args);
        assert!(
            report.contains("to 1 case (3 × 2)\n"),
            "--seed {seed}: {report}"
        );
    }
    let (report, input, ours) = caught_by(EIGHT, &wrong, &["--problem", "poj2893"]);
    // It is wrong only with an even number of columns: 2 × 3 passes, every one of its 720
    // boards, and 3 × 2 is the smallest shape that fails.
    assert!(report.contains("to 1 case (3 × 2)\n"), "{report}");
    assert!(report.contains("passed: 2 × 3: 720\n"), "{report}");
    assert!(
        input.starts_with("3 2\n") && input.ends_with("0 0\n"),
        "{input}"
    );
    assert_eq!(ours, "NO\n");
}

#[test]
fn a_time_limit_shrinks_to_copies_of_one_shallow_case() {
    // 0.3 s of CPU time a board of 15 moves or more (0.29 s at least, its clock counting
    // hundredths), and some hundredths to solve it: two copies pass a limit of 0.85 s, three
    // fail it. The margin is for the solving, which a busy machine slows: with 0.15 s a board
    // and a limit of 0.4 s, two copies took 0.40 s under twenty busy loops.
    let (report, input, _) = caught(
        "slow 15 300",
        &["--time-limit", "0.85", "--depth", "20", "--cases", "10"],
    );
    assert!(report.starts_with("time limit exceeded: "), "{report}");
    assert!(
        report.contains("to 3 cases (depth 15; depth 15; depth 15)"),
        "{report}"
    );
    let boards: Vec<&str> = input.lines().collect();
    assert_eq!(boards, [boards[0]; 3], "{input}");
}

#[test]
fn a_judge_input_shrinks_to_its_own_cases_before_simpler_ones() {
    let distances = eight_distances();
    let failing = |board: &[u8; 9]| distances[board] >= 8 && fingerprint(board).is_multiple_of(100);
    let mut fails: Vec<([u8; 9], usize)> = distances
        .iter()
        .filter(|(board, _)| failing(board))
        .map(|(&board, &d)| (board, d))
        .collect();
    fails.sort_by_key(|&(board, d)| (d, board));
    let (shallowest, deep) = (fails[0], fails[fails.len() - 1]);
    let passing = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    let dir = common::ScratchDir::new("stress-own-cases");
    let file = dir.0.join("cases.in");
    let stressed = |case: &[u8; 9]| {
        let boards = [line(&passing), line(case), line(&passing)].join("\n") + "\n";
        std::fs::write(&file, boards).unwrap();
        caught("rare 8 100", &["--input", file.to_str().unwrap()])
    };
    // The file's own failing case is as simple as any that fails: it is the answer.
    let (report, input, _) = stressed(&shallowest.0);
    let own = format!("to 1 case (case 2 of the input, depth {})\n", shallowest.1);
    assert!(report.contains(&own), "{report}");
    assert_eq!(input, line(&shallowest.0) + "\n");
    // A simpler case than the file's is found, and not said to be the file's.
    let (report, _, _) = stressed(&deep.0);
    let simpler = format!("to 1 case (depth {})\n", shallowest.1);
    assert!(report.contains(&simpler), "{report}");
}

#[test]
fn a_failure_that_comes_and_goes_is_reported_as_found() {
    let dir = common::ScratchDir::new("stress-flaky");
    let marker = dir.0.join("ran");
    // One run at a time, so that the first run is the one that fails.
    let (report, input, _) = caught(&format!("first {}", marker.display()), &["--jobs", "1"]);
    assert!(
        report.contains(
            "found in run 1, of one case, the first run; not shrunk: the same input passed when \
             it was run again, so the failure comes and goes\n"
        ),
        "{report}"
    );
    assert_eq!(input, "1 2 3 4 5 6 7 8 x\n");
}

#[test]
fn shrinking_stops_at_its_budget_and_says_so() {
    for (budget, says) in [
        (
            ["--shrink-time", "0.001"],
            "its budget of 0.001 s of CPU time: a simpler failing input may exist \
             (--shrink-time gives it more)\n",
        ),
        (
            ["--shrink-runs", "1"],
            "its budget of 1 run: a simpler failing input may exist (--shrink-runs gives it \
             more)\n",
        ),
    ] {
        let (report, input, _) = caught("short 12", &budget);
        assert!(
            report.contains(&format!("shrinking stopped at {says}")),
            "{report}"
        );
        assert!(report.contains(" shrunk in 1 more run "), "{report}");
        assert_eq!(input.lines().count(), 1, "{report}");
        // What passed is said for the sizes tried, never as a proof that no simpler case fails.
        assert!(!report.contains("no simpler case fails"), "{report}");
    }
}

#[test]
fn sigterm_while_shrinking_reports_and_saves_what_was_found_then_ends_the_test() {
    use std::os::unix::process::ExitStatusExt;
    let dir = common::ScratchDir::new("stress-interrupted");
    let (marker, save) = (dir.0.join("shrinking"), dir.0.join("saved"));
    // Boards of 20 moves fail; one of fewer, which only shrinking tries, makes it wait.
    let command = format!("{} wait 20 {}", wrong(), marker.display());
    let child = common::command(EIGHT)
        .args(["--stress", &command, "--depth", "20", "--save"])
        .arg(&save)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !marker.exists() {
        assert!(start.elapsed() < Duration::from_secs(60), "never shrinking");
        std::thread::sleep(Duration::from_millis(10));
    }
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let report = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.signal(), Some(15), "{report}");
    assert!(
        report.contains("to 1 case (depth 20)\nshrinking stopped by SIGTERM: this is the simplest failing input found by then\n"),
        "{report}"
    );
    assert!(report.contains("\nsaved as "), "{report}");
    let saved = std::fs::read_to_string(save.join("stress-1.in")).unwrap();
    assert!(
        report.contains(&format!("--- input ---\n{saved}")),
        "{report}"
    );
}

#[test]
fn the_run_that_failed_is_numbered_over_the_whole_test() {
    // The first run ever spins past the time limit, which a second run alone does not confirm;
    // the runs go on, and the failure at depth 12 is found where it is without that.
    let dir = common::ScratchDir::new("stress-numbered");
    let marker = dir.0.join("spun");
    let (report, _, _) = caught(
        &format!("once {} 12", marker.display()),
        &["--time-limit", "0.5"],
    );
    let (plain, _, _) = caught("short 12", &["--time-limit", "0.5"]);
    let found = |report: &str| {
        report
            .lines()
            .nth(1)
            .unwrap()
            .split(" (")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(found(&report), found(&plain), "{report}");
    assert!(found(&plain).starts_with("found in run 14, of one case, after 13 runs passed"));
}

#[test]
fn a_fault_at_depth_one_is_met_before_the_many_cases_of_depth_zero_are_proven() {
    // Wrong where the answer starts with H: the centre's digit is given as 0. Rotation-game has
    // millions of positions solved already (depth 0). A budget of 30 runs, the same on every
    // machine: shrinking draws a round of depth 0, then depth 1, where one case in eight fails,
    // within about ten runs; proving depth 0 first (4,603 cases, 47 runs) would spend it all.
    let command = format!("{ROTATION} | sed '/^H/{{n;s/[0-9]/0/}}'");
    // One run at a time, so that the failure is found where the seed puts it: deeper than 1.
    let args = ["--shrink-runs", "30", "--seed", "3", "--jobs", "1"];
    let (report, input, ours) = caught_by(ROTATION, &command, &args);
    assert!(!report.contains("found in run 2,"), "{report}");
    assert!(report.contains(" to 1 case (depth 1)"), "{report}");
    assert_eq!(input.lines().count(), 2, "{input}");
    assert!(
        ours.starts_with('H') && ours.lines().next().map(str::len) == Some(1),
        "{ours}"
    );
}
