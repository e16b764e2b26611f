//! Time verdicts that do not depend on the machine's load: CPU time, and wall time only for waiting.

use super::*;

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
        &[
            "--cases",
            "66",
            "--time-limit",
            "0.5",
            "--wall-limit",
            "0.5",
        ],
    );
    assert!(
        report.starts_with("wall time limit exceeded: killed after 0."),
        "{report}"
    );
    assert!(
        report.contains(
            " s of waiting, neither running nor ready to run, past the limit of 0.5 s, having \
             used 0.0"
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
        // Besides the note, a progress line every ten seconds, on a machine this busy.
        let notes: Vec<&str> = err.lines().filter(|l| !l.starts_with("stress: ")).collect();
        assert_eq!(
            notes,
            [format!(
                "note: --jobs 8 is more than the {cores} cores here: {cores} runs go at once"
            )]
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
fn a_wall_limit_below_the_time_limit_is_a_mistake() {
    let (status, out, err) = stress(EIGHT, &["--time-limit", "2", "--wall-limit", "1"]);
    assert_eq!((status, out.as_str()), (Some(3), ""));
    assert_eq!(
        err,
        "error: --wall-limit is the time a run may sleep or wait, at least --time-limit (2 s): a \
         run that waits as long as it may run is not stopped too soon (try 'eight-puzzle \
         --help')\n"
    );
}

/// CPU-bound processes, `count` of them, ended when this is dropped.
struct Busy(Vec<std::process::Child>);

impl Busy {
    fn new(count: usize) -> Self {
        let spin = |_| {
            common::command("sh")
                .args(["-c", "while :; do :; done"])
                .spawn()
                .expect("sh runs")
        };
        Busy((0..count).map(spin).collect())
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        for child in &mut self.0 {
            child.kill().ok();
            child.wait().ok();
        }
    }
}

#[test]
#[ignore = "keeps every core busy ten times over for a minute or so; .ci/run runs it"]
fn a_machine_busy_ten_times_over_gives_no_time_verdict() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let busy = Busy::new(10 * cores);
    // Each run spins a shell loop for some hundredths of a second of CPU time, then solves;
    // kept from a CPU by the others, it takes far more than the half second of wall time the
    // limits allow: waiting for a CPU is not sleeping.
    let spin = format!("i=0; while [ $i -lt 30000 ]; do i=$((i+1)); done; exec {EIGHT}");
    let (status, out, err) = stress(
        &spin,
        &[
            "--cases",
            "20",
            "--time-limit",
            "0.5",
            "--wall-limit",
            "0.5",
        ],
    );
    // Standard error has only progress lines (one every ten seconds, on a machine this busy).
    let progress = err.lines().all(|line| line.starts_with("stress: "));
    assert!(status == Some(0) && progress, "{out}{err}");
    // A sleeper is still caught.
    let (report, _, _) = caught("sleep 2", &["--time-limit", "0.5", "--wall-limit", "0.5"]);
    assert!(report.starts_with("wall time limit exceeded: "), "{report}");
    drop(busy);
}

#[test]
#[ignore = "keeps every core busy fifteen times over for half a minute or so; .ci/run runs it"]
fn short_processes_kept_from_a_cpu_are_not_asleep() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let busy = Busy::new(15 * cores);
    // Each run spins a tenth of a second of CPU time in all, in one, three or thirty shell
    // processes one after another, then solves. Kept from a CPU, a process that has exited
    // still waited for one: the kernel forgets that wait, the look at the run's processes
    // does not.
    for processes in [1, 3, 30] {
        let each = 100_000 / processes;
        let one = format!("sh -c 'i=0; while [ $i -lt {each} ]; do i=$((i+1)); done'");
        let spin = format!("{}; exec {EIGHT}", vec![one; processes].join("; "));
        let (status, out, err) = stress(
            &spin,
            &["--cases", "6", "--time-limit", "0.5", "--wall-limit", "0.5"],
        );
        // Standard error has only progress lines, one every ten seconds.
        let progress = err.lines().all(|line| line.starts_with("stress: "));
        assert!(status == Some(0) && progress, "{processes}: {out}{err}");
    }
    // A sleeper in a child process is still caught.
    let sleeper = format!("sh -c 'sleep 3'; exec {EIGHT}");
    let limits = ["--time-limit", "0.5", "--wall-limit", "0.5"];
    let (report, _, _) = caught_by(EIGHT, &sleeper, &limits);
    assert!(report.starts_with("wall time limit exceeded: "), "{report}");
    drop(busy);
}
