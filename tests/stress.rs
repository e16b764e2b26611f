//! `--stress` against solutions that are wrong on purpose (`tests/programs/`): it must find
//! each fault, name its kind, shrink the input to the expected smallest one, give time
//! verdicts that do not depend on the machine's load, and leave nothing running.
//!
//! No test here depends on how fast the machine is: time limits are CPU time, at least fifty
//! times what a passing run takes, or catch programs that never end.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const EIGHT: &str = env!("CARGO_BIN_EXE_eight-puzzle");
const FOUR: &str = env!("CARGO_BIN_EXE_four-in-a-row");
const ROTATION: &str = env!("CARGO_BIN_EXE_rotation-game");

/// An example program that is wrong on purpose, which `cargo test` builds (`cargo test --test
/// stress` alone does not: then `cargo build --examples` must come first).
fn example(name: &str, source: &str) -> String {
    let deps = std::env::current_exe().unwrap();
    let examples = deps.parent().unwrap().parent().unwrap().join("examples");
    let exe = examples.join(name);
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(source);
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    assert!(
        modified(&exe) >= modified(&source),
        "{} is missing or older than its source: run `cargo test`, which builds it, or \
         `cargo build --examples`",
        exe.display()
    );
    exe.to_str().unwrap().to_string()
}

/// The wrong eight-puzzle solution.
fn wrong() -> String {
    example("wrong-eight-puzzle", "wrong_eight_puzzle.rs")
}

/// Runs `exe --stress CMD` with `args`: exit status, standard output and error.
fn stress_with(exe: &str, command: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let mut all = vec!["--stress", command];
    all.extend(args);
    let output = common::run_with(exe, &all, b"");
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

fn stress(command: &str, args: &[&str]) -> (Option<i32>, String, String) {
    stress_with(EIGHT, command, args)
}

/// Stresses `exe` with `command`, which must fail: the report, and the saved input and our
/// answer.
fn caught_by(exe: &str, command: &str, args: &[&str]) -> (String, String, String) {
    let name: String = command
        .chars()
        .rev()
        .take(12)
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let save = common::ScratchDir::new(&format!("stress-{name}"));
    let mut all = vec!["--save", save.arg()];
    all.extend(args);
    let (status, report, err) = stress_with(exe, command, &all);
    assert_eq!(status, Some(1), "{command}: {report}{err}");
    let read = |file| std::fs::read_to_string(save.0.join(file)).unwrap();
    (report, read("stress-1.in"), read("stress-1.out"))
}

/// Stresses the wrong eight-puzzle solution in `mode`.
fn caught(mode: &str, args: &[&str]) -> (String, String, String) {
    caught_by(EIGHT, &format!("{} {mode}", wrong()), args)
}

/// The number of moves of each answer in an eight-puzzle output.
fn lengths(answers: &str) -> Vec<usize> {
    answers.lines().map(str::len).collect()
}

/// Asserts that no process whose command line holds `marker` is left within ten seconds: a
/// killed process takes a moment to die on a busy machine.
fn assert_gone(marker: &str) {
    let start = Instant::now();
    while !running(marker).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{:?}",
            running(marker)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The processes whose command line holds `marker`, other than the stress tests themselves.
fn running(marker: &str) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|entry| {
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            // A zombie has ended: only its parent has yet to see it.
            stat.rsplit_once(") ")
                .is_some_and(|(_, rest)| !rest.starts_with('Z'))
        })
        .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
        .map(|cmdline| String::from_utf8_lossy(&cmdline).replace('\0', " "))
        .filter(|cmdline| cmdline.contains(marker) && !cmdline.contains("--stress"))
        .collect()
}

#[test]
fn our_own_solution_passes_and_the_summary_says_what_was_covered() {
    let (status, out, err) = stress(EIGHT, &["--cases", "120", "--seed", "3"]);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{out}");
    assert!(
        out.starts_with(
            "passed: 120 cases (depths 0 to 31, then uniform) in 132 runs: 120 of one case, 12 \
             of up to 10 and a repeat\ntime limit 2 s of CPU time (wall 11 s); slowest run "
        ),
        "{out}"
    );
    assert!(
        out.contains("× under the limit; slowest run of one case "),
        "{out}"
    );
    assert!(out.ends_with(" cases a second, seed 3\n"), "{out}");
}

#[test]
fn a_wrong_answer_from_some_depth_on_shrinks_to_one_case_of_that_depth() {
    let (report, input, ours) = caught("short 12", &["--cases", "99"]);
    assert!(
        report
            .starts_with("wrong answer: puzzle 1: the moves end away from the goal\nfound in run "),
        "{report}"
    );
    assert!(report.contains("to 1 case (depth 12)"), "{report}");
    assert_eq!(input.lines().count(), 1, "one puzzle: {input}");
    assert_eq!(lengths(&ours), [12], "of depth 12: {ours}");
    // The report shows the input exactly, our answer and what the solution printed.
    let printed = ours.trim_end();
    assert!(report.contains(&format!(
        "\n--- input ---\n{input}--- our answer ---\n{ours}"
    )));
    assert!(report.contains(&format!("{}\n--- verdict ---\n", &printed[..11])));
}

#[test]
fn a_solution_that_forgets_to_reset_is_found_in_the_first_run_of_several() {
    let (report, input, ours) = caught("reset", &["--cases", "60"]);
    assert!(report.starts_with("wrong answer: puzzle 2: "), "{report}");
    assert!(
        report.contains("found in run 11, of 10 cases, the first of them twice, after 10 runs"),
        "{report}"
    );
    assert_eq!(input.lines().count(), 2, "{input}");
    assert_eq!(ours.lines().count(), 2, "{ours}");
}

#[test]
fn a_crash_on_the_third_case_is_found_at_once() {
    let (report, input, _) = caught("third", &[]);
    assert!(
        report.starts_with("runtime error: killed by signal 6 (SIGABRT)\nfound in run 11, "),
        "{report}"
    );
    assert!(
        report.contains("to 3 cases (depth 0, depth 0, depth 0)"),
        "{report}"
    );
    assert_eq!(input.lines().count(), 3);
}

#[test]
fn a_crash_is_a_runtime_error_shrunk_to_its_first_depth() {
    let (report, input, ours) = caught("crash 5", &["--cases", "66"]);
    assert!(
        report.starts_with("runtime error: killed by signal 6 (SIGABRT)\n"),
        "{report}"
    );
    assert_eq!((input.lines().count(), lengths(&ours)), (1, vec![5]));
}

#[test]
fn a_hang_is_a_confirmed_time_limit_and_nothing_it_started_is_left() {
    let marker = format!("stress-hang-{}", std::process::id());
    let mode = format!("hang 3 {marker}");
    let (report, input, ours) = caught(&mode, &["--cases", "66", "--time-limit", "0.3"]);
    assert!(
        report.starts_with("time limit exceeded: killed after 0."),
        "{report}"
    );
    assert!(
        report.contains(" s of CPU time, past the limit of 0.3 s; run again alone: "),
        "{report}"
    );
    assert_eq!((input.lines().count(), lengths(&ours)), (1, vec![3]));
    assert_gone(&marker);
}

#[test]
fn a_sleeper_is_caught_by_the_wall_time_limit_not_the_cpu_time_limit() {
    let (report, input, ours) = caught(
        "sleep 4",
        &["--cases", "66", "--time-limit", "5", "--wall-limit", "0.5"],
    );
    assert!(
        report.starts_with(
            "wall time limit exceeded: killed after 0.5 s of wall time, having used 0.0"
        ),
        "{report}"
    );
    assert!(report.contains("; run again alone: "), "{report}");
    assert_eq!((input.lines().count(), lengths(&ours)), (1, vec![4]));
}

#[test]
fn time_verdicts_do_not_depend_on_how_many_runs_share_the_cpu() {
    // Each run spins a shell loop for a few hundredths of a second of CPU time, then solves:
    // eight at once on a machine of fewer cores take far longer in wall time, never in CPU
    // time, which is what the limit measures.
    let spin = format!("i=0; while [ $i -lt 50000 ]; do i=$((i+1)); done; exec {EIGHT}");
    let (status, out, err) = stress(
        &spin,
        &["--cases", "8", "--jobs", "8", "--time-limit", "2.5"],
    );
    assert_eq!(status, Some(0), "{out}{err}");
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores < 8 {
        assert_eq!(
            err,
            format!(
                "note: --jobs 8 is more than the {cores} cores here: {cores} runs go at once\n"
            )
        );
    }
}

#[test]
fn the_same_seed_finds_the_same_case_whatever_the_jobs() {
    let marker = format!("stress-jobs-{}", std::process::id());
    for (mode, extra) in [
        ("short 9".to_string(), vec![]),
        (format!("hang 6 {marker}"), vec!["--time-limit", "0.3"]),
    ] {
        let reports: Vec<(String, String)> = ["1", "2"]
            .iter()
            .map(|jobs| {
                let mut args = vec!["--cases", "50", "--seed", "9", "--jobs", jobs];
                args.extend(&extra);
                let (report, input, _) = caught(&mode, &args);
                let found = report.lines().nth(1).unwrap().to_string();
                (found, input)
            })
            .collect();
        assert_eq!(reports[0], reports[1], "{mode}");
    }
}

#[test]
fn garbage_is_malformed_output_and_endless_output_is_cut_off() {
    let (report, input, ours) = caught("garbage 2", &["--cases", "66"]);
    assert!(
        report.starts_with(
            "malformed output: puzzle 1: output line 1: `\\u{1b}[31m??` is neither letters"
        ),
        "{report}"
    );
    assert!(
        report.contains("\\u{1b}[31m??\n--- verdict ---"),
        "escaped: {report}"
    );
    assert_eq!((input.lines().count(), lengths(&ours)), (1, vec![2]));
    let (report, input, ours) = caught("flood 4", &["--cases", "66"]);
    assert!(
        report.starts_with("output limit exceeded: killed after "),
        "{report}"
    );
    assert!(report.contains("… ("), "the output shown is cut: {report}");
    assert_eq!((input.lines().count(), lengths(&ours)), (1, vec![4]));
}

#[test]
fn longer_solutions_fail_only_with_optimal() {
    let long = format!("{} long 6", wrong());
    let (status, out, _) = stress(&long, &["--cases", "40"]);
    assert_eq!(status, Some(0), "legal solutions are right: {out}");
    let (report, input, ours) = caught("long 6", &["--cases", "66", "--optimal"]);
    let first = report.lines().next().unwrap();
    assert_eq!(first, "wrong answer: puzzle 1: 8 moves, but 6 suffice");
    assert_eq!((input.lines().count(), lengths(&ours)), (1, vec![6]));
}

#[test]
fn a_weighted_search_shrinks_along_our_solution_to_a_shallow_board() {
    // Weighted A* finds solutions too long on some boards of 9 moves or more (2 of the 152
    // boards of 9 moves, 5 of the 286 of 10), and on many deeper ones.
    let (report, input, ours) = caught("weighted", &["--optimal"]);
    assert!(report.starts_with("wrong answer: puzzle 1: "), "{report}");
    assert_eq!(input.lines().count(), 1, "{input}");
    let depth = lengths(&ours)[0];
    assert!((9..=10).contains(&depth), "{report}");
    assert!(
        report.contains(&format!("to 1 case (depth {depth})")),
        "{report}"
    );
}

#[test]
fn state_kept_between_boards_is_shown_by_the_same_shallow_board_twice() {
    let wrong = example("wrong-four-in-a-row", "wrong_four_in_a_row.rs");
    let (report, input, ours) = caught_by(FOUR, &wrong, &[]);
    assert!(report.starts_with("wrong answer: board 2: "), "{report}");
    assert!(report.contains("found in run 11, "), "{report}");
    let boards: Vec<&str> = input.split_terminator('\n').collect();
    assert_eq!(boards.len(), 8, "two boards of four lines: {input}");
    assert_eq!(boards[..4], boards[4..], "the same board twice: {input}");
    let depth: usize = ours.lines().next().unwrap().parse().unwrap();
    assert!(depth <= 2, "{report}");
    assert_eq!(ours, format!("{depth}\n{depth}\n"));
}

#[test]
fn a_fixed_depth_draws_every_case_at_that_depth() {
    let (status, out, _) = stress(EIGHT, &["--cases", "20", "--depth", "7"]);
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.starts_with("passed: 20 cases (depth 7) in 22 runs"),
        "{out}"
    );
    let (status, out, _) = stress(EIGHT, &["--cases", "3", "--depth=max"]);
    assert!(
        status == Some(0) && out.starts_with("passed: 3 cases (depth 31)"),
        "{out}"
    );
    // Found at depth 7, then shrunk along our solution to the first depth that fails.
    let (report, _, ours) = caught("short 0", &["--cases", "20", "--depth", "7"]);
    assert!(report.contains("found in run 1, of one case"), "{report}");
    assert!(report.contains("to 1 case (depth 1)"), "{report}");
    assert_eq!(lengths(&ours), [1]);
}

#[test]
fn a_judge_input_of_ones_own_is_stressed_whole_then_case_by_case() {
    let dir = common::ScratchDir::new("stress-input");
    let file = dir.0.join("failed.in");
    let boards = "1 2 3 4 5 6 7 8 x\n8 6 7 2 5 4 3 x 1\n1 2 3 4 5 6 x 7 8\n";
    std::fs::write(&file, boards).unwrap();
    let (status, out, _) = stress(EIGHT, &["--input", file.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{out}");
    assert!(
        out.starts_with(&format!(
            "passed: 3 cases (the cases of {}) in 5 runs: 3 of one case, 1 of up to 10 and a \
             repeat, 1 of the whole input\n",
            file.display()
        )),
        "{out}"
    );
    let (report, input, ours) = caught("short 20", &["--input", file.to_str().unwrap()]);
    assert!(
        report.contains("found in run 1, of the whole input file, after 0 runs passed"),
        "{report}"
    );
    assert_eq!(input.lines().count(), 1, "{report}");
    assert_eq!(lengths(&ours), [20], "shrunk along our solution: {report}");
}

#[test]
fn the_report_comes_first_and_a_failed_save_is_one_more_line() {
    let file = common::ScratchDir::new("stress-save-file");
    let not_a_dir = file.0.join("README.md");
    std::fs::write(&not_a_dir, b"a file").unwrap();
    let command = format!("{} short 3", wrong());
    let (status, out, _) = stress(&command, &["--save", not_a_dir.to_str().unwrap()]);
    assert_eq!(status, Some(1));
    assert!(out.starts_with("wrong answer: "), "{out}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with(&format!(
            "cannot save the case in {}: ",
            not_a_dir.display()
        )),
        "{out}"
    );
    assert_eq!(std::fs::read(&not_a_dir).unwrap(), b"a file");
}

#[test]
fn a_saved_failure_replays_with_the_printed_checker_and_is_saved_once() {
    let save = common::ScratchDir::new("stress-replay");
    let command = format!("{} short 5", wrong());
    let args = ["--cases", "30", "--save", save.arg()];
    let (_, report, _) = stress(&command, &args);
    let replay = report.lines().last().unwrap().trim_start();
    // The checker is named as CMD is, relative to the working directory where it lies inside.
    let here = std::env::current_dir().unwrap();
    let checker = Path::new(EIGHT)
        .strip_prefix(&here)
        .unwrap_or(Path::new(EIGHT));
    let judge = format!("--judge-command '{} --check'", checker.display());
    assert_eq!(
        replay,
        format!("oj t -c '{command}' -d {} {judge}", save.arg()),
        "{report}"
    );
    // What oj would do: run CMD on the saved input, and the checker on its output.
    let input = save.0.join("stress-1.in");
    let output = save.0.join("printed.out");
    let printed = Command::new("sh")
        .args([
            "-c",
            &format!("{command} < '{}' > '{}'", input.display(), output.display()),
        ])
        .status()
        .unwrap();
    assert!(printed.success());
    let checker = format!(
        "{EIGHT} --check '{}' '{}' '{}'",
        input.display(),
        output.display(),
        save.0.join("stress-1.out").display()
    );
    let verdict = Command::new("sh").args(["-c", &checker]).output().unwrap();
    assert_eq!(
        verdict.status.code(),
        Some(1),
        "wrong answer, as the report said"
    );
    assert_eq!(
        String::from_utf8_lossy(&verdict.stderr).lines().next(),
        report.lines().next()
    );
    let (_, again, _) = stress(&command, &args);
    assert!(again.contains("\nalready saved as "), "{again}");
    std::fs::remove_file(output).unwrap();
    assert_eq!(save.names(), ["stress-1.in", "stress-1.out"]);
    // A time limit replays with oj's own limit.
    let marker = format!("stress-tle-{}", std::process::id());
    let hang = format!("{} hang 2 {marker}", wrong());
    let (_, report, _) = stress(&hang, &["--time-limit", "0.3", "--save", save.arg()]);
    assert!(report.trim_end().ends_with(" --tle 0.3"), "{report}");
}

#[test]
fn a_command_that_cannot_run_is_exit_status_3() {
    let (status, out, err) = stress("./no-such-solution", &["--cases", "5"]);
    assert_eq!((status, out.as_str()), (Some(3), ""));
    assert_eq!(
        err,
        "error: cannot run `./no-such-solution`: ./no-such-solution: not found\n"
    );
    let (status, _, err) = stress("no-such-solution --fast", &["--cases", "5"]);
    assert_eq!(status, Some(3));
    assert_eq!(
        err,
        "error: cannot run `no-such-solution --fast`: no-such-solution: not found\n"
    );
}

#[test]
fn more_cases_than_memory_holds_are_drawn_as_they_are_needed() {
    let start = Instant::now();
    let (status, out, _) = stress("echo x", &["--cases", "1000000000"]);
    assert_eq!(status, Some(1), "{out}");
    assert!(out.starts_with("malformed output: "), "{out}");
    // Drawing a billion cases first would take minutes and gigabytes.
    assert!(start.elapsed() < Duration::from_secs(120));
}

#[test]
fn background_children_of_passing_runs_are_killed() {
    let marker = format!("stress-bg-{}", std::process::id());
    let command = format!("(sh -c 'sleep 123; : {marker}' >/dev/null 2>&1 &); exec {FOUR}");
    let (status, out, _) = stress_with(FOUR, &command, &["--cases", "20"]);
    assert_eq!(status, Some(0), "{out}");
    assert_gone(&marker);
}

#[test]
fn a_stress_test_ended_by_a_signal_leaves_nothing_running() {
    // A program started in the background by a shell without job control ignores SIGINT, and
    // so does the stress test it starts: then only SIGTERM can end it.
    let ignored = |number: u32| {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let mask = status
            .lines()
            .find_map(|line| line.strip_prefix("SigIgn:"))
            .and_then(|hex| u64::from_str_radix(hex.trim(), 16).ok())
            .unwrap_or(0);
        mask & (1 << (number - 1)) != 0
    };
    let signals = ["TERM", "INT"]
        .into_iter()
        .filter(|&s| s == "TERM" || !ignored(2));
    for signal in signals {
        let marker = format!("stress-signal-{signal}-{}", std::process::id());
        let spin = format!(": {marker}; while :; do :; done");
        let mut child = Command::new(EIGHT)
            .args(["--stress", &spin, "--time-limit", "30"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while running(&marker).is_empty() {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "no run started"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let pid = child.id().to_string();
        assert!(Command::new("kill")
            .args(["-s", signal, &pid])
            .status()
            .unwrap()
            .success());
        let status = child.wait().unwrap();
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(if signal == "TERM" { 15 } else { 2 }));
        // The helper kills every run's group as soon as the stress test is gone.
        assert_gone(&marker);
    }
}

#[test]
#[ignore = "waits for more than ten seconds of wall time; .ci/run runs it"]
fn off_a_terminal_a_progress_line_comes_every_ten_seconds() {
    let slow = format!("sleep 1; exec {EIGHT}");
    let (status, out, err) = stress(&slow, &["--cases", "20", "--jobs", "1"]);
    assert_eq!(status, Some(0), "{out}");
    let first = err.lines().next().unwrap_or_default();
    assert!(first.starts_with("stress: "), "{err}");
    assert!(first.contains("/20 cases, 0 failures, slowest "), "{err}");
}

#[test]
fn small_mistakes_on_the_command_line_are_refused() {
    for (args, says) in [
        (
            &["--stress", "./a", "--time-limit", "1e-300"][..],
            "--time-limit wants seconds, at least 0.001 and at most a day, not `1e-300`",
        ),
        (
            &["--stress", "  "],
            "--stress needs a value that is not empty",
        ),
        (
            &["--stress", "python3", "sol.py"],
            "unexpected argument `sol.py`: if it belongs to CMD, quote CMD as one argument: \
             --stress 'CMD ARGS'",
        ),
        (
            &["--stress", "./a", "--input", "x.in", "--cases", "4"],
            "--input and --cases cannot be combined: the cases come from the file",
        ),
    ] {
        let output = common::run_with(EIGHT, args, b"");
        let err = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(3), "{args:?}");
        assert_eq!(
            err,
            format!("error: {says} (try 'eight-puzzle --help')\n"),
            "{args:?}"
        );
    }
    // --optimal where every answer is checked exactly.
    let (status, _, err) = stress_with(ROTATION, ROTATION, &["--cases", "3", "--optimal"]);
    assert_eq!(status, Some(0));
    assert_eq!(
        err,
        "note: --optimal changes nothing for rotation-game: every right answer is a shortest \
         one\n"
    );
}
