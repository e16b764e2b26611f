//! The report, saving the failing case, and the command that replays it.

use super::*;

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
