//! Commands that cannot run, nothing left running, signals, progress, and the command line.

use super::*;

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
fn background_children_of_passing_runs_are_killed() {
    let marker = format!("stress-bg-{}", std::process::id());
    let command = format!("(sh -c 'sleep 123; : {marker}' >/dev/null 2>&1 &); exec {FOUR}");
    let (status, out, _) = stress_with(FOUR, &command, &["--cases", "20"]);
    assert_eq!(status, Some(0), "{out}");
    assert_gone(&marker);
}

#[test]
fn children_that_leave_the_runs_group_or_session_are_killed_too() {
    // Each run starts a sleep in a process group of its own (`setpgrp`), or in a session of its
    // own (`setsid`), then answers: once its parent is gone it comes back to the stress test,
    // which ends it.
    for (name, leave) in [
        ("group", "perl -e 'setpgrp(0, 0); exec @ARGV'"),
        ("session", "setsid"),
    ] {
        let marker = format!("stress-left-{name}-{}", std::process::id());
        let command = format!(
            "{leave} sh -c 'sleep 3003; : {marker}' </dev/null >/dev/null 2>&1 & exec {EIGHT}"
        );
        let (status, out, _) = stress(&command, &["--cases", "30"]);
        assert_eq!(status, Some(0), "{out}");
        assert_gone(&marker);
    }
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
        let mut child = common::command(EIGHT)
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
