//! Wrong solutions of every kind found, with the right verdict, and shrunk to the expected smallest input.

use super::*;

#[test]
fn our_own_solution_passes_and_the_summary_says_what_was_covered() {
    let (status, out, err) = stress(EIGHT, &["--cases", "120", "--seed", "3"]);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{out}");
    assert!(
        out.starts_with(
            "passed: 120 cases (depths 0 to 31, then uniform) in 132 runs: 120 of one case, 12 \
             of up to 10 and a repeat\nno failure in 120 cases drawn: a fault that one drawn \
             case in 40 shows, or more often, would have shown with probability 0.95\ntime limit \
             2 s of CPU time (wall 11 s); slowest run "
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
        report.contains("to 3 cases (depth 0; depth 0; depth 0)"),
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
    // Answers of 8 moves or more lose their last move: the 31-move board fails, and shrinks
    // along our solution of it to 8 moves, below which the few boards of each depth all pass.
    let (report, input, ours) = caught("short 8", &["--input", file.to_str().unwrap()]);
    assert!(
        report.contains("found in run 1, of the whole input file, the first run;"),
        "{report}"
    );
    assert_eq!(input.lines().count(), 1, "{report}");
    assert_eq!(lengths(&ours), [8], "shrunk along our solution: {report}");
}

/// A command that fails (exit status 1) on an input in which `pattern` (a `case` pattern of
/// `sh`) matches, and otherwise answers as `exe` with `args` does.
fn refusing(pattern: &str, exe: &str, args: &str) -> String {
    format!(
        "f=$(cat); case \"$f\" in {pattern}) exit 1;; esac; printf '%s\\n' \"$f\" | {exe} {args}"
    )
}

#[test]
fn an_input_file_is_run_as_it_is_written_whole_and_in_parts() {
    let dir = common::ScratchDir::new("stress-as-written");
    let file = dir.0.join("x.in");
    // The blank written `X`, which the judge reads and this program would write `x`.
    std::fs::write(&file, "1 2 3 4 5 6 7 8 x\n2 3 4 1 5 X 7 6 8\n").unwrap();
    let (report, input, _) = caught_by(
        EIGHT,
        &refusing("*X*", EIGHT, ""),
        &["--input", file.to_str().unwrap()],
    );
    assert!(
        report.starts_with("runtime error: ")
            && report.contains("found in run 1, of the whole input file, the first run;")
            && report.contains("to 1 case (case 2 of the input"),
        "{report}"
    );
    assert_eq!(input, "2 3 4 1 5 X 7 6 8\n", "the file's own line");
    assert!(!report.contains("written anew"), "{report}");
}

#[test]
fn a_part_of_an_input_file_is_its_own_lines_under_a_count_written_anew() {
    let dir = common::ScratchDir::new("stress-own-lines");
    let file = dir.0.join("two.in");
    // The second case has two spaces between its numbers, which this program never writes.
    let boards = "2\n\n1 2 3\n4 5 6\n7 0 8\n\n1 2  3\n4 5 6\n7 8 0\n";
    std::fs::write(&file, boards).unwrap();
    let (report, input, _) = caught_by(
        EIGHT,
        &refusing("*\"  \"*", EIGHT, "--problem lightoj1139"),
        &[
            "--problem",
            "lightoj1139",
            "--input",
            file.to_str().unwrap(),
        ],
    );
    assert!(
        report.contains("found in run 1, of the whole input file")
            && report.contains("to 1 case (case 2 of the input")
            && report
                .contains("the input below is the input file's own lines, its count written anew"),
        "{report}"
    );
    assert_eq!(input, "1\n\n1 2  3\n4 5 6\n7 8 0\n");
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
fn a_byte_order_mark_before_the_answers_is_skipped_as_check_skips_it() {
    let command = format!("printf '\\357\\273\\277'; exec {EIGHT}");
    let (status, out, err) = stress(&command, &["--cases", "30"]);
    assert_eq!(status, Some(0), "{out}{err}");
}

#[test]
fn cases_may_be_asked_for_as_the_rarest_fault_to_rule_out() {
    let (status, out, err) = stress(EIGHT, &["--cases", "1/50", "--seed", "5"]);
    assert_eq!(status, Some(0), "{out}{err}");
    assert!(out.starts_with("passed: 149 cases "), "{out}");
    assert!(
        out.contains("\nno failure in 149 cases drawn: a fault that one drawn case in 50 shows"),
        "{out}"
    );
    let (status, _, err) = stress(EIGHT, &["--cases", "1/1"]);
    assert!(
        status != Some(0) && err.contains("--cases 1/K wants a whole K of 2 or more"),
        "{err}"
    );
}
