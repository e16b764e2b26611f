//! `--max-depth`: optimal solutions against a meet-in-the-middle search, the estimate's admissibility, and what makes a cube unreal.

use super::*;

/// The binary with the tiny optimal tables (`--table-size tiny`: the same search and the same
/// kind of table as the default's, 20 MB) in the cache of the tests, the build's scratch
/// directory, where the first test that needs them builds them, once, while the others wait.
fn cached(args: &[&str], input: &str) -> std::process::Output {
    static BUILT: std::sync::Once = std::sync::Once::new();
    BUILT.call_once(|| {
        let near = near_solved();
        let mut rng = Rng::new(5);
        let deep = std::iter::repeat_with(|| scramble(&mut rng, 9))
            .find(|cube| !near.contains_key(&canonical(cube)))
            .unwrap();
        let args = ["--max-depth", "any", "--table-size", "tiny"];
        let output = common::run_with(EXE, &args, input_of(&[deep]).as_bytes());
        assert!(output.status.success(), "{output:?}");
    });
    let args: Vec<&str> = ["--table-size", "tiny"]
        .iter()
        .chain(args)
        .copied()
        .collect();
    common::run_with(EXE, &args, input.as_bytes())
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

/// The tables through the cache the binary built them in.
fn tables() -> puzzle_search::puzzles::magic_cube::optimal::Tables {
    assert!(cached(&["--version"], "").status.success());
    built_tables(puzzle_search::puzzles::magic_cube::Metric::Quarter)
}

#[test]
fn cubes_of_up_to_ten_moves_get_a_shortest_solution() {
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
        stats.contains(&format!(
            "\ncube 1: no solution short enough, {give_up} tries"
        )),
        "{stats}"
    );
    // The optimal search that showed it has a line a bound, two apart (a cube's quarter turns
    // have its parity), up to 14 or 13.
    let bounds = bounds_of(&stats, 1);
    assert!(bounds.windows(2).all(|w| w[1] == w[0] + 2), "{stats}");
    assert!(matches!(bounds.last(), Some(13 | 14)), "{stats}");
    // With --stats, each cube the optimal search solves has as many bound lines as its line
    // says iterations, the last at its answer's length.
    let output = cached(&["--max-depth", "any", "--stats"], &input_of(&cubes));
    let stats = String::from_utf8_lossy(&output.stderr).to_string();
    for (n, answer) in found.iter().enumerate() {
        let moves = answer.as_ref().map_or(0, Vec::len);
        let line = format!("cube {}: {moves} move", n + 1);
        let line = stats.lines().find(|l| l.starts_with(&line)).expect(&stats);
        let iterations: usize = line
            .split(", ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let bounds = bounds_of(&stats, n + 1);
        assert_eq!(bounds.len(), iterations, "{stats}");
        // Nodes as README counts them: a bound that generated nodes expanded some, the nodes
        // whose children it made (a head's moves among them).
        let prefix = format!("cube {}: bound ", n + 1);
        for line in stats.lines().filter(|l| l.starts_with(&prefix)) {
            let count = |what: &str| -> u64 {
                let at = line.find(what).expect(line);
                line[..at].rsplit(' ').next().unwrap().parse().unwrap()
            };
            let (expanded, generated) = (count(" expanded"), count(" generated"));
            assert!(generated == 0 || expanded > 0, "{line}");
        }
        if iterations > 0 {
            assert_eq!(bounds.last(), Some(&moves), "{stats}");
        }
    }
}

/// The bounds of cube `n`'s lines `cube N: bound B, …` in `--stats` output.
fn bounds_of(stats: &str, n: usize) -> Vec<usize> {
    let prefix = format!("cube {n}: bound ");
    stats
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .map(|rest| rest.split(',').next().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn the_estimate_never_passes_the_moves_of_a_walk() {
    use puzzle_search::puzzles::magic_cube::Cubies;
    let tables = tables();
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
fn the_solution_is_the_same_whatever_the_threads() {
    use puzzle_search::puzzles::magic_cube::Cubies;
    let tables = tables();
    let mut rng = Rng::new(9);
    for n in 0..12 {
        // Walks of 12 to 17 turns: iterations cut into heads, where threads meet.
        let mut cube = Cubies::SOLVED;
        for _ in 0..12 + n % 6 {
            cube.turn(rng.below(12) as u8);
        }
        same_answer_whatever_the_threads(&tables, &cube, n);
    }
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
