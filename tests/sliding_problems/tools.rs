//! `--check`, `--gen` and `--stress` speaking each problem's format and rules, and mutated samples.

use super::*;

/// The exit status and verdict of `--problem problem --check` on `input` and `output`.
fn check(problem: &str, input: &str, output: &str, extra: &[&str]) -> (i32, String) {
    let dir = common::ScratchDir::new(&format!("check-{problem}-{}", output.len()));
    let (input_path, output_path) = (dir.0.join("in"), dir.0.join("out"));
    std::fs::write(&input_path, input).unwrap();
    std::fs::write(&output_path, output).unwrap();
    let mut args = vec![
        "--check",
        input_path.to_str().unwrap(),
        output_path.to_str().unwrap(),
    ];
    args.extend(extra);
    let (status, out, err) = run(problem, &args, "");
    assert_eq!(out, "");
    (status.unwrap(), err.trim_end().to_string())
}

fn sample(problem: &str) -> String {
    common::sample_file(problem, "sample-1.in").expect("a sample")
}

#[test]
fn check_judges_each_problem_by_its_own_rules() {
    let verdicts = [
        ("hdu3567", "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n", 0, "accepted: 2 cases"),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nurrulldr",
            0,
            "accepted: 2 cases",
        ),
        // HDU compares outputs exactly: a line too many, or a space, is not forgiven.
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n\n",
            2,
            "malformed output: line 5, ``, is after the last answer",
        ),
        (
            "hdu3567",
            "Case 1: 2 \ndd\n",
            2,
            "malformed output: case 1: output line 1: `Case 1: 2 ` is not `Case x: d`",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 3: 8\nurrulldr\n",
            1,
            "wrong answer: case 2: `Case 3:` in the answer to case 2",
        ),
        (
            "hdu3567",
            "Case 1: 3\ndd\n",
            1,
            "wrong answer: case 1: 3 moves, but the fewest are 2",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\ndrrulldr\n",
            1,
            "wrong answer: case 2: move 1 `d` takes the blank off the board",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nuurrdlld\n",
            1,
            "wrong answer: case 2: the moves end away from the goal",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nurrulldrud\n",
            1,
            "wrong answer: case 2: 10 moves, but the first line says 8",
        ),
        (
            "hdu3567",
            "Case 1:2\ndd\n",
            2,
            "malformed output: case 1: output line 1: `Case 1:2` is not `Case x: d`",
        ),
        ("luogu1379", "4\n", 0, "accepted: 1 board"),
        // Luogu forgives spaces at the ends of lines and line breaks at the end, no more.
        ("luogu1379", "4  \n\n\n", 0, "accepted: 1 board"),
        (
            "luogu1379",
            "4\r\n",
            2,
            "malformed output: board 1: output line 1: `4\\r` is not a number of moves",
        ),
        (
            "luogu1379",
            "5\n",
            1,
            "wrong answer: board 1: 5, but the fewest moves are 4",
        ),
        (
            "luogu1379",
            "04\n",
            2,
            "malformed output: board 1: output line 1: `04` is not a number of moves",
        ),
        (
            "lightoj1139",
            "Case 1: impossible\nCase 2: 1\nCase 3: 18\n",
            0,
            "accepted: 3 cases",
        ),
        (
            "lightoj1139",
            "Case 1: 3\n",
            1,
            "wrong answer: case 1: the goal cannot be reached",
        ),
        (
            "lightoj1139",
            "Case 1: impossible\nCase 2: impossible\n",
            1,
            "wrong answer: case 2: `impossible`, but 1 move reaches the goal",
        ),
        (
            "uva10181",
            "LLLDRDRDR\nThis puzzle is not solvable.\n",
            0,
            "accepted: 2 puzzles",
        ),
        (
            "uva10181",
            "LLLDRDRDRLR\nThis puzzle is not solvable.\n",
            0,
            "accepted: 2 puzzles",
        ),
        (
            "uva10181",
            "This puzzle is not solvable.\n",
            1,
            "wrong answer: puzzle 1: `This puzzle is not solvable.`, but 9 moves solve it",
        ),
        (
            "uva10181",
            "LLLDRDRDR\nLR\n",
            1,
            "wrong answer: puzzle 2: the puzzle is not solvable",
        ),
        (
            "uva10181",
            &format!("LLLDRDRDR{}\n", "LR".repeat(21)),
            1,
            "wrong answer: puzzle 1: 51 moves, more than the 50 allowed",
        ),
        (
            "uva10181",
            "lllDRDRDR\n",
            2,
            "malformed output: puzzle 1: output line 1: `lllDRDRDR` is neither letters L, R, U, D nor the sentence",
        ),
        ("poj2893", "YES\nNO\n", 0, "accepted: 2 cases"),
        (
            "poj2893",
            "YES\nYES\n",
            1,
            "wrong answer: case 2: `YES`, but the puzzle cannot be solved",
        ),
        (
            "poj2893",
            "yes\n",
            2,
            "malformed output: case 1: output line 1: `yes` is neither `YES` nor `NO`",
        ),
    ];
    for (problem, output, status, verdict) in verdicts {
        assert_eq!(
            check(problem, &sample(problem), output, &[]),
            (status, verdict.to_string()),
            "{problem}: {output:?}"
        );
    }
    assert_eq!(
        check(
            "uva10181",
            &sample("uva10181"),
            "LLLDRDRDRLR\nThis puzzle is not solvable.\n",
            &["--optimal"]
        ),
        (1, "wrong answer: puzzle 1: 11 moves, but 9 suffice".into())
    );
    // HDU 3567 compares exactly: a case already solved still has its empty line of moves.
    let solved = "1\n12345678X\n12345678X\n";
    assert_eq!(check("hdu3567", solved, "Case 1: 0\n\n", &[]).0, 0);
    assert_eq!(
        check("hdu3567", solved, "Case 1: 0\n", &[]),
        (
            2,
            "malformed output: case 1: the output ends after line 1".into()
        )
    );
    // Of the two shortest solutions, the judge wants the first in dictionary order, and the
    // verdict says which that is.
    assert_eq!(
        check(
            "hdu3567",
            "1\n1234X8765\n12345678X\n",
            "Case 1: 6\nrdlurd\n",
            &[]
        ),
        (
            1,
            "wrong answer: case 1: a shortest solution, but `druldr` comes first in dictionary \
             order"
                .into()
        )
    );
    // A solvable board that needs more than the 45 moves the statement promises (Korf's first
    // instance, 57): bad input, which cannot be judged.
    let korf = "1\n13 6 8 12\n15 14 0 10\n11 7 4 5\n9 1 3 2\n";
    assert_eq!(
        check("uva10181", korf, "This puzzle is not solvable.\n", &[]),
        (
            3,
            "cannot judge: puzzle 1: needs 57 moves; the statement promises at most 45".into()
        )
    );
}

#[test]
fn gen_makes_each_problems_input_at_the_asked_depth() {
    let gen = |problem: &str, args: &[&str]| {
        let (status, out, err) = run(problem, args, "");
        assert_eq!((status, err.as_str()), (Some(0), ""), "{problem} {args:?}");
        out
    };
    for problem in PROBLEMS {
        let count = if problem == "luogu1379" { "1" } else { "7" };
        let input = gen(problem, &["--gen", count, "--seed", "4"]);
        assert_eq!(
            input,
            gen(problem, &["--gen", count, "--seed", "4"]),
            "{problem}"
        );
        let (status, _, err) = run(problem, &["--check", "/dev/stdin", "/dev/null"], &input);
        assert!(status == Some(1) || status == Some(2), "{problem}: {err}");
        answer(problem, &input);
    }
    let lengths = |problem: &str, input: &str| -> Vec<usize> {
        let output = answer(problem, input);
        match problem {
            "hdu3567" => output.lines().skip(1).step_by(2).map(str::len).collect(),
            "luogu1379" => vec![output.trim_end().parse().unwrap()],
            "lightoj1139" => output
                .lines()
                .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
                .collect(),
            _ => output.lines().map(str::len).collect(),
        }
    };
    for (problem, depth, count, moves) in [
        ("hdu3567", "31", "5", 31),
        ("hdu3567", "0", "3", 0),
        ("luogu1379", "max", "1", 30),
        ("luogu1379", "17", "1", 17),
        ("lightoj1139", "max", "2", 31),
        ("uva10181", "45", "2", 45),
        ("uva10181", "23", "3", 23),
    ] {
        let input = gen(problem, &["--gen", count, "--depth", depth]);
        let expected = vec![moves; count.parse().unwrap()];
        assert_eq!(
            lengths(problem, &input),
            expected,
            "{problem} --depth {depth}"
        );
    }
    for (problem, args, says) in [
        (
            "luogu1379",
            &["--gen", "2"][..],
            "error: an input of this problem holds one board: --gen 1\n",
        ),
        (
            "luogu1379",
            &["--gen", "1", "--depth", "31"],
            "error: no board needs 31 moves: the most is 30\n",
        ),
        (
            "uva10181",
            &["--gen", "1", "--depth", "46"],
            "error: no puzzle needs 46 moves: the statement promises at most 45\n",
        ),
        (
            "poj2893",
            &["--gen", "1", "--depth", "3"],
            "error: the cases of poj2893 have no depth: they are boards of random sizes\n",
        ),
    ] {
        assert_eq!(
            run(problem, args, ""),
            (Some(2), String::new(), says.into())
        );
    }
}

#[test]
fn poj2893_cases_span_the_statement_up_to_999_by_999_one_side_odd() {
    let (status, input, _) = run("poj2893", &["--gen", "1000", "--seed", "1"], "");
    assert_eq!(status, Some(0));
    let mut words = input
        .split_ascii_whitespace()
        .map(|w| w.parse::<usize>().unwrap());
    let mut shapes = Vec::new();
    while let (Some(rows), Some(columns)) = (words.next(), words.next()) {
        if (rows, columns) == (0, 0) {
            break;
        }
        shapes.push((rows, columns));
        words.by_ref().take(rows * columns).for_each(drop);
    }
    assert_eq!(shapes.len(), 1000);
    for &(rows, columns) in &shapes {
        assert!((2..=999).contains(&rows) && (2..=999).contains(&columns));
        assert!(rows % 2 == 1 || columns % 2 == 1, "{rows} × {columns}");
    }
    let large = shapes.iter().filter(|&&(r, c)| r * c > 100).count();
    assert!((2..=20).contains(&large), "{large} large boards of 1,000");
    let largest = shapes.iter().map(|&(r, c)| r * c).max().unwrap();
    assert!(largest > 300 * 300, "the largest has {largest} cells");
}

#[test]
fn stress_passes_our_own_answers_and_catches_wrong_ones() {
    for problem in PROBLEMS {
        let command = format!("{EXE} --problem {problem}");
        let cases = if problem == "uva10181" { "40" } else { "150" };
        let (status, out, err) = run(problem, &["--stress", &command, "--cases", cases], "");
        assert_eq!(status, Some(0), "{problem}: {out}{err}");
        assert!(out.starts_with(&format!("passed: {cases} cases")), "{out}");
    }
    // Every answer `YES`: the first board that cannot be solved fails, alone.
    let yes = "echo YES";
    let (status, out, _) = run("poj2893", &["--stress", yes], "");
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("wrong answer: case 1: `YES`, but the puzzle cannot be solved"),
        "{out}"
    );
    // Paths that are right but for their letter order: a path read backwards is no solution,
    // and a path with its first two letters swapped is rarely the smallest.
    let swapped = format!("{EXE} --problem hdu3567 | tr dl ld");
    let (status, out, _) = run("hdu3567", &["--stress", &swapped], "");
    assert_eq!(status, Some(1), "{out}");
    assert!(out.contains("wrong answer: case 1: "), "{out}");
    // Luogu's input holds one board: every run is of one.
    let (status, out, _) = run("luogu1379", &["--stress", "echo 0"], "");
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("wrong answer: board 1: 0, but the fewest moves are 1"),
        "{out}"
    );
}

#[test]
fn mutated_samples_exit_with_0_or_1() {
    let mut rng = Rng::new(20);
    const INTERESTING: &[u8] = b"0123456789xX -+\n\r\t\xff";
    for problem in PROBLEMS {
        let sample = sample(problem).into_bytes();
        let rounds = if problem == "uva10181" { 30 } else { 120 };
        for _ in 0..rounds {
            let mut input = sample.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(input.len() as u64) as usize;
                let byte = INTERESTING[rng.below(INTERESTING.len() as u64) as usize];
                match rng.below(3) {
                    0 => input.insert(at, byte),
                    1 => {
                        input.remove(at);
                    }
                    _ => input[at] = byte,
                }
            }
            let output = run_with(EXE, &["--problem", problem], &input);
            let err = String::from_utf8_lossy(&output.stderr);
            match output.status.code() {
                Some(0) => assert!(err.is_empty(), "{problem}: {err}"),
                Some(1) => assert_eq!(err.lines().count(), 1, "{problem}: {err}"),
                status => panic!("{problem}: {status:?} on {input:?}: {err}"),
            }
        }
    }
}
