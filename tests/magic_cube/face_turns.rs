//! `--metric htm`: the fewest face turns against a meet-in-the-middle search of the test's own
//! and on a cube of published optimum, the estimate's admissibility, half turns as the answers
//! and `--show` write them; cubes made, answers checked and solutions stressed in face turns; and
//! the usage errors.

use super::*;

/// Every face turn: each face counter-clockwise, clockwise, and by half.
const FACE_MOVES: [(usize, i8); 18] = {
    let mut moves = [(0, 0); 18];
    let mut f = 0;
    while f < 6 {
        moves[3 * f] = (f, -1);
        moves[3 * f + 1] = (f, 1);
        moves[3 * f + 2] = (f, 2);
        f += 1;
    }
    moves
};

/// The fewest face turns of `cube` if at most eight: the cubes within four of it met with those
/// within four of the solved one (`near`).
fn fewest(cube: &Stickers, near: &HashMap<Stickers, usize>) -> Option<usize> {
    within(cube, 4, &FACE_MOVES)
        .iter()
        .filter_map(|(c, d)| near.get(c).map(|rest| d + rest))
        .min()
}

/// A solved cube with random distinct letters, turned by `moves` random face turns.
fn face_scramble(rng: &mut Rng, moves: usize) -> Stickers {
    let mut cube = scramble(rng, 0);
    for _ in 0..moves {
        let (face, direction) = FACE_MOVES[rng.below(18) as usize];
        cube = turn(&cube, face, direction);
    }
    cube
}

/// The binary in face turns with the tiny optimal tables, in the cache of the tests: the first
/// test that needs the tables builds them, once, while the others wait.
fn in_face_turns(args: &[&str], input: &str) -> std::process::Output {
    static BUILT: std::sync::Once = std::sync::Once::new();
    BUILT.call_once(|| {
        let deep = input_of(&[face_scramble(&mut Rng::new(3), 12)]);
        let args = ["--metric", "htm", "--table-size", "tiny"];
        let output = common::run_with(EXE, &args, deep.as_bytes());
        assert!(output.status.success(), "{output:?}");
    });
    let both = ["--metric", "htm", "--table-size", "tiny"];
    let args: Vec<&str> = both.iter().chain(args).copied().collect();
    common::run_with(EXE, &args, input.as_bytes())
}

#[test]
fn cubes_of_up_to_eight_face_turns_get_a_shortest_solution() {
    let near = within(&solved(), 4, &FACE_MOVES);
    let mut rng = Rng::new(21);
    let cubes: Vec<Stickers> = (0..40)
        .map(|n| face_scramble(&mut rng, 3 + n % 6))
        .collect();
    let output = in_face_turns(&[], &input_of(&cubes));
    assert!(output.status.success(), "{output:?}");
    let found = answers_of(output);
    assert_eq!(found.len(), cubes.len());
    let mut halves = 0;
    for (n, (cube, answer)) in cubes.iter().zip(&found).enumerate() {
        let moves = answer.clone().expect("every cube is solved");
        let fewest = fewest(cube, &near).expect("a walk of at most eight face turns");
        assert_eq!(moves.len(), fewest, "cube {n}: {moves:?}");
        assert!(solves(cube, &moves), "cube {n}");
        assert!(
            moves.windows(2).all(|w| w[0].0 != w[1].0),
            "cube {n}: no face turned twice running: {moves:?}"
        );
        halves += moves.iter().filter(|&&(_, d)| d == 2).count();
    }
    assert!(halves > 0, "half turns are one move each");
    // The same cubes with a bound: -1 past it, and a shortest answer within it.
    let output = in_face_turns(&["--max-depth", "5"], &input_of(&cubes));
    for ((cube, answer), within) in cubes.iter().zip(&found).zip(answers_of(output)) {
        let fits = answer.as_ref().is_some_and(|moves| moves.len() <= 5);
        assert_eq!(within.is_some(), fits, "{within:?}");
        if let Some(moves) = within {
            assert_eq!(Some(moves.len()), answer.as_ref().map(Vec::len));
            assert!(solves(cube, &moves));
        }
    }
}

#[test]
fn a_cube_of_known_optimum_gets_it_and_half_turns_are_written_as_one() {
    // Pons asinorum, the checkerboard: six half turns, known optimal in face turns (12 quarter
    // turns). (Cubes of 17 face turns of known optimum are the cube_optimal bench's, with the
    // default tables.)
    let scramble = "U2 D2 F2 B2 L2 R2\n";
    let output = in_face_turns(&["--from", "scramble", "--to", "singmaster"], scramble);
    assert!(output.status.success(), "{output:?}");
    let answer = stdout_of(output);
    let words: Vec<&str> = answer.split_whitespace().collect();
    assert_eq!(words.len(), 6, "{answer}");
    assert!(words.iter().all(|w| w.ends_with('2')), "{answer}");
    // Read back as a scramble after the cube's, the answer solves it.
    let both = format!("{} {}", scramble.trim(), answer.trim());
    let output = in_face_turns(&["--from", "scramble", "--max-depth", "0"], &both);
    assert_eq!(stdout_of(output), "0\n");
    // A half turn is one move: `f 2` in the judge's format, one step named U2 by --show.
    let output = in_face_turns(&["--from", "scramble"], "R U2\n");
    assert_eq!(stdout_of(output), "2\n4 2\n2 -1\n");
    let output = in_face_turns(
        &["--from", "scramble", "--to", "singmaster", "--show=stdout"],
        "R U2\n",
    );
    let shown = stdout_of(output);
    assert!(shown.starts_with("U2 R'\n"), "{shown}");
    assert!(shown.contains("move 1 of 2, U2\n"), "{shown}");
    assert!(shown.contains("move 2 of 2, R'\n"), "{shown}");
}

#[test]
fn the_estimate_never_passes_a_walk_and_the_answer_is_the_same_whatever_the_threads() {
    use puzzle_search::puzzles::magic_cube::{Cubies, Metric};
    assert!(in_face_turns(&["--version"], "").status.success());
    let tables = built_tables(Metric::Face);
    let mut rng = Rng::new(8);
    for _ in 0..20_000 {
        let mut cube = Cubies::SOLVED;
        let walk = rng.below(25);
        for _ in 0..walk {
            cube.turn(rng.below(18) as u8);
        }
        assert!(
            tables.estimate(&cube) <= walk as u32,
            "{cube:?} after {walk}"
        );
    }
    assert_eq!(tables.estimate(&Cubies::SOLVED), 0);
    for n in 0..8 {
        // Walks of 11 to 14 face turns: iterations cut into heads, where threads meet.
        let mut cube = Cubies::SOLVED;
        for _ in 0..11 + n % 4 {
            cube.turn(rng.below(18) as u8);
        }
        same_answer_whatever_the_threads(&tables, &cube, n);
    }
}

#[test]
fn a_metric_is_named_and_face_turns_belong_to_solving() {
    let usage = |args: &[&str]| {
        let output = common::run_with(EXE, args, b"");
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stderr).to_string(),
        )
    };
    let (code, says) = usage(&["--metric", "slice"]);
    assert_eq!(code, Some(2));
    assert!(
        says.contains("htm") && says.contains("qtm") && says.contains("`slice`"),
        "{says}"
    );
    // A package's deepest test with any would be the superflip: it needs a bound.
    let dir = common::ScratchDir::new("cube-face-turns-package");
    let package = dir.0.join("package");
    let package = package.to_str().unwrap();
    let (code, says) = usage(&["--metric", "face", "--package", package, "--format", "oj"]);
    assert_eq!(code, Some(2));
    assert!(says.contains("needs --max-depth N"), "{says}");
    // Quarter turns by name are the default: the judge's answers.
    let sample = std::fs::read_to_string("samples/magic-cube/sample-1.in").unwrap();
    let expected = std::fs::read_to_string("samples/magic-cube/sample-1.out").unwrap();
    let output = common::run_with(EXE, &["--metric", "quarter"], sample.as_bytes());
    assert_eq!(stdout_of(output), expected);
}

/// Moves in Singmaster's notation as (face, direction), the judge's faces being L F R B U D.
fn face_turns_of(text: &str) -> Vec<(usize, i8)> {
    text.split_whitespace()
        .map(|word| {
            let face = "LFRBUD".find(&word[..1]).expect("a face letter");
            let direction = match &word[1..] {
                "" => 1,
                "'" => -1,
                "2" => 2,
                _ => panic!("{word}"),
            };
            (face, direction)
        })
        .collect()
}

/// `--fast`'s limit on an answer's length, where `--max-length` does not set one.
const FAST_LENGTH: usize = 30;

/// Checks that each generating mode's scrambles (`--from scramble`) make the cubes the same
/// seed gives as nets, canonically coloured, and, where its answers have a limit, are longer
/// than that in the metric (`quarter`: half turns count two), so that undoing one is no answer
/// (but for the solved cube's empty line);
/// where a mode names a depth, the optimal answers of those cubes have that many moves. `run`
/// calls the binary in one metric.
fn scrambles_make_their_cubes(
    run: impl Fn(&[&str], &str) -> std::process::Output,
    quarter: bool,
    modes: &[(&[&str], Option<usize>, Option<usize>)],
) {
    for &(mode, depth, limit) in modes {
        let made = |to: &[&str]| {
            let gen = ["--gen", "4", "--seed", "1"];
            let args: Vec<&str> = gen.iter().chain(mode).chain(to).copied().collect();
            let output = run(&args, "");
            assert!(output.status.success(), "{mode:?}: {output:?}");
            stdout_of(output)
        };
        let nets = made(&[]);
        let cubes = cubes_of(&nets);
        let scrambles = made(&["--from", "scramble"]);
        assert_eq!(
            scrambles.lines().count(),
            cubes.len(),
            "{mode:?}: {scrambles}"
        );
        for (cube, line) in cubes.iter().zip(scrambles.lines()) {
            let turned = face_turns_of(line)
                .iter()
                .fold(solved(), |c, &(f, d)| turn(&c, f, d));
            assert!(
                turned == canonical(cube),
                "{mode:?}: `{line}` is not its cube"
            );
            let turns = face_turns_of(line);
            let half_turns = turns.iter().filter(|&&(_, d)| d == 2).count();
            let length = turns.len() + if quarter { half_turns } else { 0 };
            // The solved cube is an empty line: its one answer is no move.
            assert!(
                limit.is_none_or(|limit| length > limit || line.is_empty()),
                "{mode:?}: `{line}` is undone within the limit"
            );
        }
        if let Some(depth) = depth {
            for answer in answers_of(run(&[], &nets)) {
                assert_eq!(answer.map(|moves| moves.len()), Some(depth), "{mode:?}");
            }
        }
    }
}

#[test]
fn every_generating_mode_scrambles_its_own_cubes_in_quarter_turns() {
    scrambles_make_their_cubes(
        plain,
        true,
        &[
            (&[], None, Some(5)),
            (&["--max-depth", "5"], None, Some(5)),
            (&["--max-depth", "5", "--depth", "4"], Some(4), Some(5)),
            (&["--fast"], None, Some(FAST_LENGTH)),
        ],
    );
}

#[test]
fn every_generating_mode_scrambles_its_own_cubes_in_face_turns() {
    scrambles_make_their_cubes(
        in_face_turns,
        false,
        &[
            (&[], None, Some(5)),
            (&["--max-depth", "5"], None, Some(5)),
            (&["--max-depth", "5", "--depth", "4"], Some(4), Some(5)),
            (&["--depth", "10"], Some(10), None),
            (&["--fast"], None, Some(FAST_LENGTH)),
            (&["--depth", "max"], None, None),
        ],
    );
}

/// `input` and `answers` written to files and judged by `--check` after `args`, the binary run
/// by `run`: its exit status and verdict.
fn judged(
    run: impl Fn(&[&str], &str) -> std::process::Output,
    args: &[&str],
    input: &str,
    answers: &str,
) -> (Option<i32>, String) {
    let dir = common::ScratchDir::new("cube-face-turns-check");
    let (cubes, output) = (dir.0.join("in"), dir.0.join("out"));
    std::fs::write(&cubes, input).unwrap();
    std::fs::write(&output, answers).unwrap();
    let files = [cubes.to_str().unwrap(), output.to_str().unwrap()];
    let args: Vec<&str> = args
        .iter()
        .chain(&["--check"])
        .chain(&files)
        .copied()
        .collect();
    let run = run(&args, "");
    let verdict = String::from_utf8_lossy(&run.stderr).trim_end().to_string();
    (run.status.code(), verdict)
}

/// The binary with `args` on `input`, for what needs no tables.
fn plain(args: &[&str], input: &str) -> std::process::Output {
    common::run_with(EXE, args, input.as_bytes())
}

/// [`judged`] in face turns, with the tables the optimal search needs.
fn checked(args: &[&str], input: &str, answers: &str) -> (Option<i32>, String) {
    judged(in_face_turns, args, input, answers)
}

#[test]
fn the_deepest_cube_in_face_turns_is_the_superflip_and_a_half_turn_is_read_only_there() {
    // The superflip is its own inverse: its twenty face turns (Reid's) solve it.
    let made = stdout_of(common::run_with(
        EXE,
        &["--metric", "htm", "--gen", "1", "--depth", "max"],
        b"",
    ));
    let cube = cubes_of(&made)[0];
    let superflip = face_turns_of("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
    assert_eq!(superflip.len(), 20);
    assert!(solves(&cube, &superflip) && !solves(&cube, &[]));
    let deeper = common::run_with(
        EXE,
        &["--metric", "htm", "--gen", "1", "--depth", "16"],
        b"",
    );
    let says = String::from_utf8_lossy(&deeper.stderr);
    assert!(
        says.contains("16 face turns are made for --depth 0 to 15, and max the one of 20"),
        "{says}"
    );
    // `f 2` is a move in face turns only; the answer is read before any search.
    let one = input_of(&[turn(&scramble(&mut Rng::new(1), 0), 4, 2)]);
    let run = |metric: &str, answer: &str| judged(plain, &["--metric", metric], &one, answer);
    assert_eq!(
        run("qtm", "1\n4 2\n"),
        (
            Some(2),
            "malformed output: cube 1: output line 2: `4 2` is not a move `f d`".into()
        )
    );
    assert_eq!(
        run("htm", "1\n4 3\n"),
        (
            Some(2),
            "malformed output: cube 1: output line 2: `4 3` is not a move `f d` (d 1, -1 or 2)"
                .into()
        )
    );
}

#[test]
fn cubes_are_made_answers_checked_and_solutions_stressed_in_face_turns() {
    let near = within(&solved(), 4, &FACE_MOVES);
    // Cubes of exactly each depth, as the test's own search measures them; past a bound, cubes
    // that need more.
    let mut cubes = Vec::new();
    for depth in 0..=8 {
        let args = ["--gen", "2", "--depth", &depth.to_string(), "--seed", "7"];
        let made = cubes_of(&stdout_of(in_face_turns(&args, "")));
        assert_eq!(made.len(), 2);
        for cube in made {
            assert_eq!(fewest(&cube, &near), Some(depth), "depth {depth}");
            cubes.push(cube);
        }
    }
    let args = [
        "--max-depth",
        "5",
        "--gen",
        "3",
        "--depth",
        "6",
        "--seed",
        "7",
    ];
    for cube in cubes_of(&stdout_of(in_face_turns(&args, ""))) {
        assert!(fewest(&cube, &near).is_none_or(|d| d > 5));
    }
    // Our answers are accepted, in the judge's format and in Singmaster's.
    let input = input_of(&cubes);
    let ours = stdout_of(in_face_turns(&[], &input));
    assert_eq!(
        checked(&[], &input, &ours),
        (Some(0), "accepted: 18 cubes".into())
    );
    let singmaster = stdout_of(in_face_turns(&["--to", "singmaster"], &input));
    assert_eq!(
        checked(&["--to", "singmaster"], &input, &singmaster),
        (Some(0), "accepted: 18 cubes".into())
    );
    // A half turn is one move: written as two quarter turns, the answer is a move too long.
    let half = ours.lines().position(|line| line.ends_with(" 2")).unwrap();
    let mut lines: Vec<String> = ours.lines().map(str::to_string).collect();
    let face = lines[half].split(' ').next().unwrap().to_string();
    lines.splice(half..=half, [format!("{face} 1"), format!("{face} 1")]);
    let count = (0..half).rev().find(|&k| {
        // The count line of the answer the half turn is in: the last line before it that
        // counts the lines from it to the half turn or more.
        lines[k]
            .parse::<usize>()
            .is_ok_and(|n| !lines[k].contains(' ') && k + n >= half)
    });
    let count = count.unwrap();
    let n: usize = lines[count].parse().unwrap();
    lines[count] = (n + 1).to_string();
    let (status, verdict) = checked(&[], &input, &(lines.join("\n") + "\n"));
    assert_eq!(status, Some(1), "{verdict}");
    assert!(
        verdict.contains(&format!("{} moves, but {n} suffice", n + 1)),
        "{verdict}"
    );
    // -1 is never right with any.
    let minus: String = std::iter::repeat_n("-1\n", 18).collect();
    assert_eq!(
        checked(&[], &input, &minus),
        (
            Some(1),
            "wrong answer: cube 1: -1, but every cube is solved in at most 20 face turns".into()
        )
    );
    // --stress: our solver in face turns passes; the judge's solver in quarter turns writes a
    // half turn as two moves, which is caught.
    let face = format!("{EXE} --metric htm --table-size tiny");
    let run = in_face_turns(&["--stress", &face, "--cases", "20"], "");
    let report = stdout_of(run);
    assert!(report.starts_with("passed: 20 cases"), "{report}");
    let quarter = format!("{EXE} --max-depth 5");
    let run = in_face_turns(&["--stress", &quarter, "--cases", "20"], "");
    assert_eq!(run.status.code(), Some(1));
    let report = String::from_utf8_lossy(&run.stdout);
    assert!(report.contains("wrong answer: cube 1: "), "{report}");
}

#[test]
fn fast_solutions_in_face_turns_solve_every_cube_within_the_length_asked_for() {
    let input = stdout_of(common::run_with(
        EXE,
        &["--fast", "--gen", "40", "--seed", "11"],
        b"",
    ));
    let fast = |args: &[&str]| {
        let args: Vec<&str> = ["--metric", "htm", "--fast"]
            .iter()
            .chain(args)
            .copied()
            .collect();
        common::run_with(EXE, &args, input.as_bytes())
    };
    let (mut halves, near) = (0, within(&solved(), 4, &FACE_MOVES));
    for moves in fast_within(&["--metric", "htm"], &input, &["30", "20"]) {
        assert_eq!(replaceable_run(&moves, &near), None, "{moves:?}");
        halves += moves.iter().filter(|&&(_, d)| d == 2).count();
    }
    assert!(halves > 0, "half turns are one move each");
    // The answers are accepted by --check --fast in face turns, and are a face turn shorter
    // on average than the quarter-turn solver's answers counted in face turns.
    let ours = stdout_of(fast(&[]));
    assert_eq!(
        judged(plain, &["--metric", "htm", "--fast"], &input, &ours),
        (Some(0), "accepted: 40 cubes".into())
    );
    let quarter = common::run_with(EXE, &["--fast", "--to", "singmaster"], input.as_bytes());
    let words = |output: String| output.split_whitespace().count();
    let face = fast(&["--to", "singmaster"]);
    assert!(words(stdout_of(face)) + 40 <= words(stdout_of(quarter)));
}
