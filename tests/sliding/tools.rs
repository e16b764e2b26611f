//! Bad input, `--gen --depth`, `--check`, and answers printed as soon as they are known.

use super::*;

#[test]
fn input_parity_and_bad_input_on_larger_boards() {
    let solved = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n";
    let swapped = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 X\n";
    assert_eq!(
        solve(
            "4",
            &format!("{solved}{swapped}1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
        ),
        "\nunsolvable\nr\n"
    );
    // Rows of the goal of a 4×3 board: 4 columns, 3 rows.
    assert_eq!(solve("4x3", "1 2 3 4 5 6 7 8 9 10 x 11"), "r\n");
    assert_eq!(solve("3x4", "1 2 3 4 5 6 7 8 9 10 x 11"), "r\n");
    let bad = |size: &str, input: &str, says: &str| {
        common::check_bad_input_with(
            EXE,
            &["--size", size],
            &format!("{solved}{input}"),
            "\n",
            "puzzle 2: ",
            says,
        )
    };
    bad(
        "4",
        "1 2 3 16 5 6 7 8 9 10 11 12 13 14 15 x",
        "`16` (line 2, column 7) is not a tile: tiles are 1 to 15",
    );
    bad(
        "4",
        "1 2 3 04 5 6 7 8 9 10 11 12 13 14 15 x",
        "`04` (line 2, column 7) is not a tile",
    );
    bad(
        "4",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 x",
        "`14` (line 2, column 34) repeats tile 14",
    );
    bad(
        "4",
        "12 3 4 5 6 7 8 9 10 11 13 14 15 x",
        "the input ends after 14 of the 16 tiles",
    );
    for (size, says) in [
        ("6", "no 6x6 board: a board has at most 25 cells"),
        (
            "1x5",
            "no 1x5 board: a board has at least 2 columns and 2 rows",
        ),
        ("4x", "`4x` is not a size: N for an N×N board, or WxH"),
    ] {
        let output = run_with(EXE, &["--size", size], b"");
        assert_eq!(output.status.code(), Some(2), "{size}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with(&format!("error: {says}")), "{err}");
    }
    let output = run_with(EXE, &["--size", "4", "--algo", "bfs"], b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn depth_gives_boards_whose_shortest_solution_is_exactly_that_long() {
    for (size, depth) in [("4", "0"), ("4", "9"), ("4", "30"), ("2x3", "max")] {
        let (status, input, err) = run(&["--size", size, "--gen", "4", "--depth", depth], b"");
        // Where fewer than four boards are that far (one at 0), a note says how many.
        let noted = err.is_empty() || err.starts_with("note: there is 1 distinct puzzle of depth ");
        assert!(status == Some(0) && noted, "{size} {depth}: {err}");
        let lengths: Vec<usize> = solve(size, &input).lines().map(str::len).collect();
        let depth = if depth == "max" {
            21
        } else {
            depth.parse().unwrap()
        };
        assert_eq!(lengths, [depth; 4], "{size}: {input}");
    }
    // The 80-move positions, which are only checked to be among the known ones here.
    let (status, input, _) = run(&["--size", "4", "--gen", "5", "--depth", "max"], b"");
    assert_eq!(status, Some(0));
    for board in input.lines() {
        let known = puzzle_search::puzzles::sliding::solver::EIGHTY.contains(&board);
        assert!(known, "{board}");
    }
    for (size, depth, says) in [
        (
            "4",
            "61",
            "boards of exactly 61 moves are made for --depth 0 to 50, and 80 (max)",
        ),
        ("5", "max", "the deepest 5x5 boards are not known"),
        ("2x3", "22", "no 2x3 board needs 22 moves: the most is 21"),
    ] {
        let (status, out, err) = run(&["--size", size, "--gen", "1", "--depth", depth], b"");
        assert_eq!((status, out.as_str()), (Some(2), ""), "{size} {depth}");
        assert!(err.starts_with(&format!("error: {says}")), "{err}");
    }
}

#[test]
fn check_judges_larger_boards_and_optimal_solves_only_to_compare() {
    let input = format!("{}\n{}\n", KORF_EASIEST[3].0, KORF_EASIEST[0].0);
    let answers = solve("4", &input);
    let dir = std::env::temp_dir();
    let (input_path, output_path) = (
        dir.join(format!("fifteen-{}.in", std::process::id())),
        dir.join(format!("fifteen-{}.out", std::process::id())),
    );
    std::fs::write(&input_path, &input).unwrap();
    let check = |output: &str, extra: &[&str]| {
        std::fs::write(&output_path, output).unwrap();
        let mut args = vec![
            "--size",
            "4",
            "--check",
            input_path.to_str().unwrap(),
            output_path.to_str().unwrap(),
        ];
        args.extend(extra);
        let (status, _, err) = run(&args, b"");
        (status, err)
    };
    assert_eq!(
        check(&answers, &[]),
        (Some(0), "accepted: 2 puzzles\n".into())
    );
    // Up and back down from the goal: two moves longer, still legal.
    let longer = answers.replacen('\n', "ud\n", 1);
    assert_eq!(
        check(&longer, &[]).0,
        Some(0),
        "longer legal solutions pass"
    );
    assert_eq!(
        check(&longer, &["--optimal"]),
        (
            Some(1),
            "wrong answer: puzzle 1: 43 moves, but 41 suffice\n".into()
        )
    );
    assert_eq!(check("\n\n", &[]).0, Some(1), "empty answers do not solve");
    std::fs::remove_file(input_path).ok();
    std::fs::remove_file(output_path).ok();
}

#[test]
fn check_without_optimal_replays_the_moves_and_solves_nothing() {
    let cache = CacheDir::new("check");
    let (board, back) = walk(4, 4, 400, &mut Rng::new(7));
    let dir = std::env::temp_dir();
    let input = dir.join(format!("replay-{}.in", std::process::id()));
    let output = dir.join(format!("replay-{}.out", std::process::id()));
    std::fs::write(&input, line(&board) + "\n").unwrap();
    std::fs::write(&output, back + "\n").unwrap();
    let args = [
        "--size",
        "4",
        "--check",
        input.to_str().unwrap(),
        output.to_str().unwrap(),
    ];
    let result = run_cached(EXE, &args, b"", cache.arg());
    assert_eq!(
        String::from_utf8_lossy(&result.stderr),
        "accepted: 1 puzzle\n"
    );
    assert!(cache.names().is_empty(), "no database was needed");
    std::fs::remove_file(input).ok();
    std::fs::remove_file(output).ok();
}

#[test]
fn each_answer_is_printed_as_soon_as_it_and_all_before_it_are_solved() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // An easy puzzle, then some of the hardest, which take far longer than the test waits.
    let hardest = &puzzle_search::puzzles::sliding::solver::EIGHTY[..6];
    let input = format!("{}\n{}\n", KORF_EASIEST[3].0, hardest.join("\n"));
    let mut child = common::command(EXE)
        .args(["--size", "4"])
        .env("PUZZLE_SEARCH_CACHE", fifteen_cache())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    common::feed(&mut child, input.as_bytes());
    let stdout = child.stdout.take().unwrap();
    let (send, first) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).ok();
        send.send(line).ok();
    });
    let line = first.recv_timeout(std::time::Duration::from_secs(60));
    let still_running = child.try_wait().unwrap().is_none();
    child.kill().ok();
    child.wait().ok();
    let line = line.expect("the first answer, before the second is solved");
    assert_eq!(line.trim_end().len(), KORF_EASIEST[3].1);
    assert!(still_running, "the second puzzle was still being solved");
}
