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
fn a_failure_is_saved_once() {
    let save = common::ScratchDir::new("stress-save-once");
    let command = format!("{} short 5", wrong());
    let args = ["--cases", "30", "--save", save.arg()];
    let (_, report, _) = stress(&command, &args);
    assert!(report.contains("\nsaved as "), "{report}");
    let (_, again, _) = stress(&command, &args);
    assert!(again.contains("\nalready saved as "), "{again}");
    assert_eq!(save.names(), ["stress-1.in", "stress-1.out"]);
}
