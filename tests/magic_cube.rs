//! The magic-cube binary against a cube model and a breadth-first search written here, and on
//! bad input.

mod common;

use common::{check_bad_input, check_samples, solve, stdout_of};
use puzzle_search::puzzles::magic_cube::twophase::PATIENCE;
use puzzle_search::rng::Rng;
use std::collections::{HashMap, VecDeque};
use std::fmt::Write;

const EXE: &str = env!("CARGO_BIN_EXE_magic-cube");

type Stickers = [u8; 54];

/// Clockwise quarter turns, typed from the statement's net (sticker numbers from 1): each face's
/// corners and edges, then the ring of its neighbours. In a cycle [a, b, c, d] the sticker on a
/// goes to b, b to c, c to d and d to a.
const CLOCKWISE: [[[usize; 4]; 5]; 6] = [
    // left: the top's left column goes down the front
    [
        [10, 12, 36, 34],
        [11, 24, 35, 22],
        [1, 13, 46, 45],
        [4, 25, 49, 33],
        [7, 37, 52, 21],
    ],
    // front: the statement's worked example
    [
        [13, 15, 39, 37],
        [14, 27, 38, 25],
        [7, 16, 48, 36],
        [8, 28, 47, 24],
        [9, 40, 46, 12],
    ],
    // right: the top's right column goes down the back
    [
        [16, 18, 42, 40],
        [17, 30, 41, 28],
        [9, 19, 54, 39],
        [6, 31, 51, 27],
        [3, 43, 48, 15],
    ],
    // back: the top's top row goes down the left
    [
        [19, 21, 45, 43],
        [20, 33, 44, 31],
        [1, 34, 54, 18],
        [2, 22, 53, 30],
        [3, 10, 52, 42],
    ],
    // top: the side faces' top rows go front, left, back, right
    [
        [1, 3, 9, 7],
        [2, 6, 8, 4],
        [13, 10, 19, 16],
        [14, 11, 20, 17],
        [15, 12, 21, 18],
    ],
    // bottom: the side faces' bottom rows go front, right, back, left
    [
        [46, 48, 54, 52],
        [47, 51, 53, 49],
        [37, 40, 43, 34],
        [38, 41, 44, 35],
        [39, 42, 45, 36],
    ],
];
const CENTRES: [usize; 6] = [23, 26, 29, 32, 5, 50];

/// Turns `face` clockwise (`direction` 1) or counter-clockwise (-1: three clockwise turns).
fn turn(cube: &Stickers, face: usize, direction: i8) -> Stickers {
    let mut out = *cube;
    for _ in 0..if direction == 1 { 1 } else { 3 } {
        let before = out;
        for cycle in CLOCKWISE[face] {
            for k in 0..4 {
                out[cycle[(k + 1) % 4] - 1] = before[cycle[k] - 1];
            }
        }
    }
    out
}

/// The moves in output order.
const MOVES: [(usize, i8); 12] = [
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 1),
    (2, -1),
    (2, 1),
    (3, -1),
    (3, 1),
    (4, -1),
    (4, 1),
    (5, -1),
    (5, 1),
];

/// The cube with each colour replaced by the number of the face whose centre has it.
fn canonical(cube: &Stickers) -> Stickers {
    cube.map(|c| {
        CENTRES
            .iter()
            .position(|&centre| cube[centre - 1] == c)
            .unwrap() as u8
    })
}

/// Whether `moves` (face, direction) solve `cube`.
fn solves(cube: &Stickers, moves: &[(usize, i8)]) -> bool {
    let end = moves.iter().fold(*cube, |c, &(f, d)| turn(&c, f, d));
    canonical(&end) == solved()
}

/// The solved cube, canonical: each sticker's face, read off the net.
fn solved() -> Stickers {
    std::array::from_fn(|i| match i + 1 {
        1..=9 => 4,
        46..=54 => 5,
        n => ((n - 10) % 12 / 3) as u8,
    })
}

/// The distance of every canonical cube within five moves of the solved one.
fn near_solved() -> HashMap<Stickers, usize> {
    let start = solved();
    let mut distance = HashMap::from([(start, 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(cube) = queue.pop_front() {
        let d = distance[&cube];
        if d == 5 {
            continue;
        }
        for (face, direction) in MOVES {
            let next = turn(&cube, face, direction);
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

/// A solved cube with random distinct letters, scrambled by `moves` random turns.
fn scramble(rng: &mut Rng, moves: usize) -> Stickers {
    let mut letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
    rng.shuffle(&mut letters);
    let mut cube = solved().map(|f| letters[f as usize]);
    for _ in 0..moves {
        let (face, direction) = MOVES[rng.below(12) as usize];
        cube = turn(&cube, face, direction);
    }
    cube
}

fn input_of(cubes: &[Stickers]) -> String {
    let mut input = format!("{}\n", cubes.len());
    for cube in cubes {
        input.push('\n');
        for row in [
            &cube[..9],
            &cube[9..21],
            &cube[21..33],
            &cube[33..45],
            &cube[45..],
        ] {
            let letters: Vec<String> = row.iter().map(|&c| (c as char).to_string()).collect();
            writeln!(input, "{}", letters.join(" ")).unwrap();
        }
    }
    input
}

/// The binary's answers: the move lists, `None` for -1.
fn answers(output: &str) -> Vec<Option<Vec<(usize, i8)>>> {
    let mut lines = output.lines();
    let mut answers = Vec::new();
    while let Some(count) = lines.next() {
        answers.push(
            usize::try_from(count.parse::<i64>().unwrap())
                .ok()
                .map(|n| {
                    (0..n)
                        .map(|_| {
                            let (face, direction) = lines.next().unwrap().split_once(' ').unwrap();
                            (face.parse().unwrap(), direction.parse().unwrap())
                        })
                        .collect()
                }),
        );
    }
    answers
}

#[test]
fn samples() {
    check_samples(EXE, "magic-cube");
}

#[test]
fn scrambles_get_the_first_shortest_solution_or_minus_one() {
    let distance = near_solved();
    assert_eq!(
        distance.len(),
        1 + 12 + 114 + 1068 + 10011 + 93840,
        "the statement's counts"
    );
    let mut rng = Rng::new(2477);
    let cubes: Vec<Stickers> = (0..600).map(|n| scramble(&mut rng, n % 9)).collect();
    let output = solve(EXE, &input_of(&cubes));
    let answers = answers(&output);
    assert_eq!(answers.len(), cubes.len());
    let mut deep = 0;
    for (cube, answer) in cubes.iter().zip(answers) {
        let Some(&d) = distance.get(&canonical(cube)) else {
            assert_eq!(answer, None, "{cube:?} needs more than five moves");
            deep += 1;
            continue;
        };
        let moves = answer.unwrap_or_else(|| panic!("{cube:?} is {d} moves from solved"));
        assert_eq!(moves.len(), d, "{cube:?}");
        let mut at = canonical(cube);
        for (i, &(face, direction)) in moves.iter().enumerate() {
            // No earlier move leads one move closer: the solution is the first in move order.
            for &earlier in MOVES.iter().take_while(|&&m| m != (face, direction)) {
                let next = turn(&at, earlier.0, earlier.1);
                assert_ne!(
                    distance.get(&next),
                    Some(&(d - i - 1)),
                    "{cube:?}: {moves:?} at {i}"
                );
            }
            at = turn(&at, face, direction);
        }
        assert_eq!(at, solved(), "{cube:?}: {moves:?}");
    }
    assert!(deep > 100, "enough cubes need more than five moves");
}

#[test]
fn shallow_scrambles_match_a_brute_force_over_all_sequences() {
    let mut rng = Rng::new(1);
    let cubes: Vec<Stickers> = (0..40).map(|n| scramble(&mut rng, n % 4)).collect();
    let mut expected = String::new();
    for cube in &cubes {
        // Every sequence of 0, 1, 2, … moves in output order, until one solves the cube.
        let first = (0..=3)
            .find_map(|len| {
                (0..12usize.pow(len)).find_map(|code| {
                    let moves: Vec<(usize, i8)> = (0..len)
                        .rev()
                        .map(|k| MOVES[code / 12usize.pow(k) % 12])
                        .collect();
                    solves(cube, &moves).then_some(moves)
                })
            })
            .unwrap();
        writeln!(expected, "{}", first.len()).unwrap();
        first
            .iter()
            .for_each(|(f, d)| writeln!(expected, "{f} {d}").unwrap());
    }
    assert_eq!(solve(EXE, &input_of(&cubes)), expected);
}

#[test]
fn letters_may_be_glued_and_colours_are_any_letters() {
    let sample = std::fs::read_to_string("samples/magic-cube/sample-1.in").unwrap();
    let glued: String = sample.split_whitespace().collect::<Vec<_>>()[1..].concat();
    assert_eq!(solve(EXE, &format!("2 {glued}")), "0\n1\n1 1\n");
    let renamed = sample.replace('w', "Q").replace('y', "z");
    assert_eq!(solve(EXE, &renamed), "0\n1\n1 1\n");
    assert_eq!(solve(EXE, "0"), "");
}

#[test]
fn bad_input_names_the_cube_after_the_earlier_answers() {
    let sample = std::fs::read_to_string("samples/magic-cube/sample-1.in").unwrap();
    let first = &sample[..sample.find("\n\nw w w\nw w w\nb").unwrap()];
    let bad = |count: &str, second: &str, answered: &str, names: &str, says: &str| {
        let input = format!("{count}{}\n{second}", &first[1..]);
        check_bad_input(EXE, &input, answered, names, says)
    };
    check_bad_input(
        EXE,
        "",
        "",
        "cube 1: ",
        "the input ends before the cube count",
    );
    check_bad_input(
        EXE,
        " \n",
        "",
        "cube 1: ",
        "the input ends before the cube count",
    );
    check_bad_input(
        EXE,
        "two\nw w w",
        "",
        "cube 1: ",
        "`two` (line 1, column 1) is not a cube count",
    );
    check_bad_input(
        EXE,
        "-1\n",
        "",
        "cube 1: ",
        "`-1` (line 1, column 1) is a negative cube count",
    );
    bad(
        "3",
        "",
        "0\n",
        "cube 2: ",
        "the input ends after 0 of the 54 stickers",
    );
    bad(
        "2",
        "w w w\nw w",
        "0\n",
        "cube 2: ",
        "the input ends after 5 of the 54 stickers",
    );
    bad(
        "2",
        "w w 1",
        "0\n",
        "cube 2: ",
        "`1` (line 12, column 5) is not a colour",
    );
    bad(
        "2",
        "w w é",
        "0\n",
        "cube 2: ",
        "`é` (line 12, column 5) is not a colour",
    );
}

/// The binary with the cache of the cube's tables for the tests: the build's scratch directory,
/// where the first test that needs them builds them, once, while the others wait.
fn cached(args: &[&str], input: &str) -> std::process::Output {
    static BUILT: std::sync::Once = std::sync::Once::new();
    BUILT.call_once(|| {
        let near = near_solved();
        let mut rng = Rng::new(5);
        let deep = std::iter::repeat_with(|| scramble(&mut rng, 9))
            .find(|cube| !near.contains_key(&canonical(cube)))
            .unwrap();
        let output = common::run_with(EXE, &["--max-depth", "any"], input_of(&[deep]).as_bytes());
        assert!(output.status.success(), "{output:?}");
    });
    common::run_with(EXE, args, input.as_bytes())
}

/// The fewest moves of `cube`, if at most ten, by meeting in the middle: the positions within
/// five moves of the cube against those within five of solved (`near`).
fn meet_in_the_middle(cube: &Stickers, near: &HashMap<Stickers, usize>) -> Option<usize> {
    let start = canonical(cube);
    let mut best = near.get(&start).copied();
    let mut seen = HashMap::from([(start, 0usize)]);
    let mut layer = vec![start];
    for d in 1..=5 {
        let mut next = Vec::new();
        for cube in &layer {
            for (face, direction) in MOVES {
                let turned = turn(cube, face, direction);
                if seen.contains_key(&turned) {
                    continue;
                }
                seen.insert(turned, d);
                if let Some(&rest) = near.get(&turned) {
                    best = Some(best.map_or(d + rest, |b| b.min(d + rest)));
                }
                next.push(turned);
            }
        }
        layer = next;
    }
    best.filter(|&b| b <= 10)
}

#[test]
#[ignore = "builds the cube's pattern databases (0.9 GB; 2.7 GB of memory while building) \
            once, about three minutes on two cores, then solves cubes of up to ten moves; \
            .ci/run runs it"]
fn cubes_of_up_to_ten_moves_get_the_first_shortest_solution() {
    let near = near_solved();
    let mut rng = Rng::new(19);
    let cubes: Vec<Stickers> = (0..60).map(|n| scramble(&mut rng, 6 + n % 5)).collect();
    let output = cached(&["--max-depth", "any"], &input_of(&cubes));
    assert!(output.status.success(), "{output:?}");
    let found = answers_of(output);
    assert_eq!(found.len(), cubes.len());
    for (n, (cube, answer)) in cubes.iter().zip(&found).enumerate() {
        let moves = answer.clone().expect("every cube is solved");
        let fewest = meet_in_the_middle(cube, &near).expect("a walk of at most ten moves");
        assert_eq!(moves.len(), fewest, "cube {n}: {moves:?}");
        assert!(solves(cube, &moves), "cube {n}");
        // The first in move order, for some: no earlier move at any step leads to a position
        // that many moves closer.
        if n % 10 == 0 {
            let mut at = *cube;
            for (i, &(face, direction)) in moves.iter().enumerate() {
                for &earlier in MOVES.iter().take_while(|&&m| m != (face, direction)) {
                    let next = turn(&at, earlier.0, earlier.1);
                    let left = meet_in_the_middle(&next, &near);
                    assert_ne!(left, Some(fewest - i - 1), "cube {n}: {moves:?} at {i}");
                }
                at = turn(&at, face, direction);
            }
        }
    }
    // The same cubes with a bound: -1 past it, and the same answers within it.
    let output = cached(&["--max-depth", "8"], &input_of(&cubes));
    for (answer, within) in found.iter().zip(&answers_of(output)) {
        let fits = answer.as_ref().filter(|moves| moves.len() <= 8);
        assert_eq!(within.as_ref(), fits);
    }
    // --fast asked for at most eight: a solution that short exactly when there is one, which
    // the two-phase search finds or, giving up, the optimal search does.
    let output = cached(&["--fast", "--max-length", "8"], &input_of(&cubes));
    for ((cube, answer), fast) in cubes.iter().zip(&found).zip(answers_of(output)) {
        let fits = answer.as_ref().is_some_and(|moves| moves.len() <= 8);
        assert_eq!(fast.is_some(), fits, "{fast:?}");
        if let Some(moves) = fast {
            assert!(moves.len() <= 8);
            assert!(solves(cube, &moves), "{moves:?}");
        }
    }
    // Random cubes need about 21: at most 14 is given up after a hundred times the effort,
    // and the optimal search shows there is none, where the two-phase search alone would go
    // on for days.
    let random = stdout_of(common::run_with(
        EXE,
        &["--max-depth", "any", "--gen", "2", "--seed", "6"],
        b"",
    ));
    let effort = 60;
    let output = cached(
        &[
            "--fast",
            "--max-length",
            "14",
            "--effort",
            &effort.to_string(),
            "--stats",
        ],
        &random,
    );
    let stats = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(stdout_of(output), "-1\n-1\n");
    let give_up = effort * PATIENCE;
    assert!(
        stats.starts_with(&format!("cube 1: -1 moves, {give_up} tries")),
        "{stats}"
    );
}

#[test]
#[ignore = "needs the cube's pattern databases, which the test above builds; .ci/run runs it"]
fn the_estimate_never_passes_the_moves_of_a_walk() {
    use puzzle_search::puzzles::magic_cube::optimal::Tables;
    use puzzle_search::puzzles::magic_cube::Cubies;
    // The tables through the cache, as the binary keeps them.
    assert!(cached(&["--version"], "").status.success());
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (bytes, _) = Tables::shelf().load_or_build(
        Some(dir),
        || unreachable!("the binary built them"),
        Tables::plausible,
    );
    let tables = Tables::new(bytes);
    let mut rng = Rng::new(6);
    for _ in 0..20_000 {
        let mut cube = Cubies::SOLVED;
        let walk = rng.below(30);
        for _ in 0..walk {
            cube.turn(rng.below(12) as u8);
        }
        let estimate = tables.estimate(&cube);
        assert!(estimate <= walk as u32, "{cube:?} after {walk}");
        // Every quarter turn changes the corners' parity: the estimate has the walk's.
        assert_eq!(estimate % 2, walk as u32 % 2, "{cube:?} after {walk}");
    }
    assert_eq!(tables.estimate(&Cubies::SOLVED), 0);
}

#[test]
fn cubes_within_five_moves_need_no_databases_and_a_bound_past_them_is_minus_one() {
    let cache = common::ScratchDir::new("cube-no-tables");
    let mut rng = Rng::new(7);
    let cubes: Vec<Stickers> = (0..50).map(|n| scramble(&mut rng, n % 6)).collect();
    let near = near_solved();
    let output = common::run_cached(
        EXE,
        &["--max-depth", "12"],
        input_of(&cubes).as_bytes(),
        cache.arg(),
    );
    for (cube, answer) in cubes.iter().zip(answers_of(output)) {
        assert_eq!(answer.map(|m| m.len()), near.get(&canonical(cube)).copied());
    }
    assert!(cache.names().is_empty(), "{:?}", cache.names());
    // --max-depth 3: the same solver, cut at three moves.
    let output = common::run_cached(
        EXE,
        &["--max-depth", "3"],
        input_of(&cubes).as_bytes(),
        cache.arg(),
    );
    for (cube, answer) in cubes.iter().zip(answers_of(output)) {
        let fewest = near.get(&canonical(cube)).copied().filter(|&d| d <= 3);
        assert_eq!(answer.map(|m| m.len()), fewest);
    }
}

#[test]
fn fast_below_the_optimum_is_minus_one_and_at_it_a_solution_that_short() {
    let cache = common::ScratchDir::new("cube-fast-short");
    let mut rng = Rng::new(8);
    let cubes: Vec<Stickers> = (0..40).map(|n| scramble(&mut rng, n % 7)).collect();
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

fn answers_of(output: std::process::Output) -> Vec<Option<Vec<(usize, i8)>>> {
    answers(&stdout_of(output))
}

#[test]
fn uniformly_random_cubes_from_the_generator_are_real_and_differ() {
    use puzzle_search::puzzles::magic_cube::Cubies;
    let args = ["--max-depth", "any", "--gen", "200", "--seed", "4"];
    let output = common::run_with(EXE, &args, b"");
    let text = stdout_of(output);
    let letters: Vec<u8> = text
        .split_whitespace()
        .skip(1)
        .flat_map(|w| w.bytes())
        .collect();
    let cubes: Vec<[u8; 54]> = letters.chunks(54).map(|c| c.try_into().unwrap()).collect();
    assert_eq!(cubes.len(), 200);
    let mut seen = std::collections::HashSet::new();
    for stickers in &cubes {
        let cube = Cubies::from_stickers(stickers).expect("a real cube");
        assert!(seen.insert(cube), "no two alike");
    }
}

#[test]
fn what_makes_a_cube_unreal_is_bad_input_above_five_and_minus_one_at_five() {
    let sample = std::fs::read_to_string("samples/magic-cube/sample-1.in").unwrap();
    // The second cube of the sample with two stickers of its top-front edge swapped.
    let letters: Vec<&str> = sample.split_whitespace().collect();
    let mut second: Vec<&str> = letters[55..].to_vec();
    second.swap(7, 13);
    let input = format!("2 {} {}", letters[1..55].join(" "), second.join(" "));
    assert_eq!(solve(EXE, &input), "0\n-1\n");
    common::check_bad_input_with(
        EXE,
        &["--max-depth", "6"],
        &input,
        "0\n",
        "cube 2: ",
        "an edge is flipped (the flips sum to 1 mod 2)",
    );
}

/// The cubes of a judge input.
fn cubes_of(input: &str) -> Vec<Stickers> {
    let letters: Vec<u8> = input
        .split_whitespace()
        .skip(1)
        .flat_map(|w| w.bytes())
        .collect();
    letters.chunks(54).map(|c| c.try_into().unwrap()).collect()
}

#[test]
fn fast_solutions_solve_every_cube_within_the_length_asked_for() {
    let input = stdout_of(common::run_with(
        EXE,
        &["--fast", "--gen", "60", "--seed", "9"],
        b"",
    ));
    let cubes = cubes_of(&input);
    assert_eq!(cubes.len(), 60);
    for max in ["30", "28"] {
        let output = common::run_with(EXE, &["--fast", "--max-length", max], input.as_bytes());
        let found = answers_of(output);
        assert_eq!(found.len(), cubes.len());
        for (cube, answer) in cubes.iter().zip(found) {
            let moves = answer.expect("every real cube is solved");
            assert!(moves.len() <= max.parse().unwrap(), "{}", moves.len());
            assert!(solves(cube, &moves), "{moves:?}");
        }
    }
    // The same answers for the same effort, whatever the machine: it is counted, not timed.
    let again = common::run_with(EXE, &["--fast"], input.as_bytes());
    let once = common::run_with(EXE, &["--fast"], input.as_bytes());
    assert_eq!(again.stdout, once.stdout);
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
