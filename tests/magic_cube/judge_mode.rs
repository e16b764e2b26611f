//! The judge's problem, at most five turns: the samples, scrambles against a brute force over all sequences, and bad input.

use super::*;

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
    // A scramble or a facelet string where the count belongs: the flag that reads it.
    check_bad_input(
        EXE,
        "R U R' U'\n",
        "",
        "cube 1: ",
        "`R` (line 1, column 1) is not a cube count; a scramble? --from scramble reads one a line",
    );
    check_bad_input(
        EXE,
        "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB\n",
        "",
        "cube 1: ",
        "is not a cube count; a facelet string? --from facelets reads one a line",
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
