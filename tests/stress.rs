//! `--stress` against solutions that are wrong on purpose (`tests/programs/`): it must find
//! each fault, name its kind, and shrink the input to the expected smallest one.

mod common;

use std::path::Path;

const EIGHT: &str = env!("CARGO_BIN_EXE_eight-puzzle");

/// The wrong solution, which `cargo test` builds as an example (`cargo test --test stress`
/// alone does not: then `cargo build --examples` must come first).
fn wrong() -> String {
    let deps = std::env::current_exe().unwrap();
    let examples = deps.parent().unwrap().parent().unwrap().join("examples");
    let exe = examples.join("wrong-eight-puzzle");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/wrong_eight_puzzle.rs");
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    assert!(
        modified(&exe) >= modified(&source),
        "{} is missing or older than its source: run `cargo test`, which builds it, or \
         `cargo build --examples`",
        exe.display()
    );
    exe.to_str().unwrap().to_string()
}

/// Runs `eight-puzzle --stress CMD` with `args`: exit status, standard output and error.
fn stress(command: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let mut all = vec!["--stress", command];
    all.extend(args);
    let output = common::run_with(EIGHT, &all, b"");
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// Stresses the wrong solution in `mode`: the report, and the saved input and our answer.
fn caught(mode: &str, args: &[&str]) -> (String, String, String) {
    let save = common::ScratchDir::new(&format!("stress-{}", mode.replace(' ', "-")));
    let command = format!("{} {mode}", wrong());
    let mut all = vec!["--save", save.arg()];
    all.extend(args);
    let (status, report, err) = stress(&command, &all);
    assert_eq!(status, Some(1), "{mode}: {report}{err}");
    let read = |file| std::fs::read_to_string(save.0.join(file)).unwrap();
    (report, read("stress-1.in"), read("stress-1.out"))
}

#[test]
fn our_own_solution_passes() {
    let (status, out, err) = stress(EIGHT, &["--cases", "120", "--seed", "3"]);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{out}");
    assert!(
        out.starts_with("passed: 120 cases in 132 runs (one case a run, then up to 10), "),
        "{out}"
    );
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
    assert_eq!(ours.trim_end().len(), 12, "of depth 12: {ours}");
    // The report shows the input exactly, our answer and what the solution printed.
    let printed = ours.trim_end();
    assert!(report.contains(&format!(
        "\n--- input ---\n{input}--- our answer ---\n{ours}"
    )));
    assert!(report.contains(&format!("{}\n--- verdict ---\n", &printed[..11])));
}

#[test]
fn a_solution_that_forgets_to_reset_shrinks_to_two_cases() {
    let (report, input, ours) = caught("reset", &["--cases", "60"]);
    assert!(report.starts_with("wrong answer: puzzle 2: "), "{report}");
    assert!(
        report.contains("found in run 1 of the 6 with up to 10 cases each"),
        "{report}"
    );
    assert_eq!(input.lines().count(), 2, "{input}");
    assert_eq!(ours.lines().count(), 2, "{ours}");
}

#[test]
fn a_crash_is_a_runtime_error_shrunk_to_its_first_depth() {
    let (report, input, ours) = caught("crash 5", &["--cases", "66"]);
    assert!(
        report.starts_with("runtime error: killed by signal 6 (SIGABRT)\n"),
        "{report}"
    );
    assert_eq!((input.lines().count(), ours.trim_end().len()), (1, 5));
}

#[test]
fn a_hang_is_killed_at_the_time_limit_with_everything_it_started() {
    let marker = format!("stress-hang-{}", std::process::id());
    let mode = format!("hang 3 {marker}");
    let (report, input, ours) = caught(&mode, &["--cases", "66", "--time-limit", "0.3"]);
    assert!(
        report.starts_with("time limit exceeded: killed after the time limit of 0.3 s\n"),
        "{report}"
    );
    assert_eq!((input.lines().count(), ours.trim_end().len()), (1, 3));
    // Nothing the runs started is left: no process has the marker in its command line.
    let left: Vec<String> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
        .map(|cmdline| String::from_utf8_lossy(&cmdline).replace('\0', " "))
        .filter(|cmdline| cmdline.contains(&marker) && !cmdline.contains("--stress"))
        .collect();
    assert!(left.is_empty(), "still running: {left:?}");
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
    assert_eq!((input.lines().count(), ours.trim_end().len()), (1, 2));
    let (report, input, ours) = caught("flood 4", &["--cases", "66"]);
    assert!(
        report.starts_with("output limit exceeded: killed after "),
        "{report}"
    );
    assert!(report.contains("… ("), "the output shown is cut: {report}");
    assert_eq!((input.lines().count(), ours.trim_end().len()), (1, 4));
}

#[test]
fn the_same_seed_finds_the_same_case_whatever_the_jobs() {
    let reports: Vec<(String, String)> = ["1", "3"]
        .iter()
        .map(|jobs| {
            let (report, input, _) =
                caught("short 9", &["--cases", "50", "--seed", "9", "--jobs", jobs]);
            let first = report.lines().take(2).collect::<Vec<_>>().join("\n");
            (first, input)
        })
        .collect();
    assert_eq!(reports[0], reports[1]);
}

#[test]
fn longer_solutions_fail_only_with_optimal() {
    let long = format!("{} long 6", wrong());
    let (status, out, _) = stress(&long, &["--cases", "40"]);
    assert_eq!(status, Some(0), "legal solutions are right: {out}");
    let (report, input, ours) = caught("long 6", &["--cases", "66", "--optimal"]);
    let first = report.lines().next().unwrap();
    assert_eq!(first, "wrong answer: puzzle 1: 8 moves, but 6 suffice");
    assert_eq!((input.lines().count(), ours.trim_end().len()), (1, 6));
}

#[test]
fn a_fixed_depth_draws_every_case_at_that_depth() {
    let (report, _, ours) = caught("short 0", &["--cases", "20", "--depth", "7"]);
    assert!(report.contains("to 1 case (depth 7)"), "{report}");
    assert_eq!(ours.trim_end().len(), 7);
    let (status, out, _) = stress(
        &format!("{} right", wrong()),
        &["--cases", "30", "--depth=max"],
    );
    assert_eq!(status, Some(0), "{out}");
}

#[test]
fn a_command_that_cannot_run_is_exit_status_3() {
    let (status, out, err) = stress("./no-such-solution", &["--cases", "5"]);
    assert_eq!((status, out.as_str()), (Some(3), ""));
    assert!(
        err.starts_with("error: cannot run `./no-such-solution`: "),
        "{err}"
    );
}
