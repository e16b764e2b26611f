//! `--fast`: solutions of the length asked for, and `--check --fast`.

use super::*;
use puzzle_search::puzzles::magic_cube::program::fast_effort;
use puzzle_search::puzzles::magic_cube::Metric;

#[test]
fn fast_below_the_optimum_is_minus_one_and_at_it_a_solution_that_short() {
    let cache = common::ScratchDir::new("cube-fast-short");
    let mut rng = Rng::new(8);
    let cubes: Vec<Stickers> = (0..40).map(|n| scramble(&mut rng, n % 7)).collect();
    // A cache of the two-phase tables alone, linked from the tests' own, which a first run
    // fills if it must: only the optimal search's tables are at issue here.
    let first = common::run_with(EXE, &["--fast"], input_of(&cubes[..1]).as_bytes());
    assert!(first.status.success(), "{first:?}");
    let shared = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cube-two-phase.pdb");
    std::fs::hard_link(shared, cache.0.join("cube-two-phase.pdb")).unwrap();
    let near = near_solved();
    for max in [2, 4, 5] {
        let output = common::run_cached(
            EXE,
            &["--fast", "--max-length", &max.to_string()],
            input_of(&cubes).as_bytes(),
            cache.arg(),
        );
        for (cube, answer) in cubes.iter().zip(answers_of(output)) {
            let fewest = near.get(&canonical(cube)).copied().filter(|&d| d <= max);
            match answer {
                None => assert_eq!(fewest, None, "{cube:?}"),
                Some(moves) => {
                    assert!(fewest.is_some() && moves.len() <= max, "{moves:?}");
                    assert!(solves(cube, &moves), "{moves:?}");
                }
            }
        }
    }
    // Within five moves the optimal search needs no databases of its own.
    assert!(
        !cache
            .names()
            .iter()
            .any(|name| name.contains("quarter-turns")),
        "{:?}",
        cache.names()
    );
}

#[test]
fn fast_solutions_solve_every_cube_within_the_length_asked_for() {
    let input = stdout_of(common::run_with(
        EXE,
        &["--fast", "--gen", "60", "--seed", "9"],
        b"",
    ));
    assert_eq!(cubes_of(&input).len(), 60);
    let near = near_solved();
    for moves in fast_within(&[], &input, &["30", "28"]) {
        assert_eq!(replaceable_run(&moves, &near), None, "{moves:?}");
    }
    // The same answers for the same effort, whatever the machine: it is counted, not timed.
    let again = common::run_with(EXE, &["--fast"], input.as_bytes());
    let once = common::run_with(EXE, &["--fast"], input.as_bytes());
    assert_eq!(again.stdout, once.stdout);
    // A length alone asks for the first answer that short, as --effort 1 gives it; the
    // default effort's answers are shorter in all.
    let within = |args: &[&str]| {
        let all: Vec<&str> = ["--fast", "--max-length"]
            .iter()
            .chain(args)
            .copied()
            .collect();
        common::run_with(EXE, &all, input.as_bytes())
    };
    let first = within(&["30"]);
    assert_eq!(first.stdout, within(&["30", "--effort", "1"]).stdout);
    let moves = |stdout: &[u8]| -> usize {
        let answers = answers(std::str::from_utf8(stdout).unwrap());
        answers.into_iter().flatten().map(|moves| moves.len()).sum()
    };
    assert!(moves(&once.stdout) < moves(&first.stdout));
    // A looser limit never gives a longer answer: past 30 it searches as 30, alone and at the
    // default effort. Here 10,000 once gave answers of thousands of turns, and 60,000
    // overflowed the stack.
    let effort = fast_effort(Metric::Quarter).to_string();
    for max in ["31", "10000", "60000", "4294967295"] {
        let loose = within(&[max]);
        assert_eq!(loose.status.code(), Some(0), "{max}");
        assert!(loose.stdout == first.stdout, "--max-length {max}");
        let loose = within(&[max, "--effort", &effort]);
        assert_eq!(loose.status.code(), Some(0), "{max} --effort {effort}");
        assert!(
            loose.stdout == once.stdout,
            "--max-length {max} --effort {effort}"
        );
    }
}

/// The first answer within a loose length is still the shortest phase 2 after its phase 1:
/// this cube's was once `F' U F2 U2 F2 U2 F2 U2 F2 U2 F2 U2 F2 R'`, (F2 U2)⁶ being no turn.
#[test]
fn a_fast_answer_within_a_loose_length_has_no_run_that_fewer_moves_replace() {
    let first = |metric: &str| {
        let args = [
            "--fast",
            "--max-length",
            "30",
            "--metric",
            metric,
            "--from",
            "scramble",
            "--to",
            "singmaster",
        ];
        stdout_of(common::run_with(EXE, &args, b"R U F\n"))
    };
    assert_eq!(first("qtm"), "F' U' R'\n");
    assert_eq!(first("htm"), "F' U' R'\n");
}

#[test]
fn fast_answers_are_judged_by_their_length_and_whether_they_solve() {
    let input = stdout_of(common::run_with(
        EXE,
        &["--fast", "--gen", "3", "--seed", "2"],
        b"",
    ));
    let ours = stdout_of(common::run_with(EXE, &["--fast"], input.as_bytes()));
    let dir = common::ScratchDir::new("cube-fast-check");
    let (input_file, output_file) = (dir.0.join("in"), dir.0.join("out"));
    std::fs::write(&input_file, &input).unwrap();
    let check = |output: &str, args: &[&str]| {
        std::fs::write(&output_file, output).unwrap();
        let mut all = vec![
            "--check",
            input_file.to_str().unwrap(),
            output_file.to_str().unwrap(),
        ];
        all.extend(args);
        let result = common::run_with(EXE, &all, b"");
        let verdict = String::from_utf8_lossy(&result.stderr)
            .trim_end()
            .to_string();
        (result.status.code(), verdict)
    };
    assert_eq!(
        check(&ours, &["--fast"]),
        (Some(0), "accepted: 3 cubes".into())
    );
    let first = ours.lines().next().unwrap().parse::<usize>().unwrap();
    let (status, verdict) = check(&ours, &["--fast", "--max-length", &(first - 1).to_string()]);
    assert_eq!(status, Some(1), "{verdict}");
    let minus = ours.replacen(&format!("{first}\n"), "-1\n", 1);
    let cut: Vec<&str> = minus.lines().collect();
    let rest = cut[first + 1..].join("\n") + "\n";
    let (status, verdict) = check(&format!("-1\n{rest}"), &["--fast"]);
    assert_eq!(
        (status, verdict.as_str()),
        (
            Some(1),
            "wrong answer: cube 1: -1, but every cube is solved in at most 26 quarter turns"
        )
    );
    // Without --fast the judge wants the fewest moves, which these are not.
    assert_eq!(check(&ours, &["--max-depth", "5"]).0, Some(1));
}

#[test]
fn counts_out_of_range_say_their_range() {
    for (flag, value, range) in [
        ("--effort", "18446744073709551615", "from 1 to 4294967295"),
        ("--effort", "0", "from 1 to 4294967295"),
        ("--max-length", "-3", "from 0 to 4294967295"),
    ] {
        let output = common::run_with(EXE, &["--fast", flag, value], b"");
        assert_eq!(output.status.code(), Some(2), "{flag} {value}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!(
                "error: {flag} wants a whole number {range}, not `{value}` (try 'magic-cube \
                 --help')\n"
            )
        );
    }
}
