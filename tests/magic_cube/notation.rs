//! Cubers' notation in and out (`--from facelets|scramble`, `--to singmaster`), against a cube
//! model written here from the public description of Kociemba's facelet string and of
//! Singmaster's notation — stickers as points in space, turned by rotating them — and against
//! the statement's net ([`turn`], typed from it).

use super::*;

type Vector = [i32; 3];

/// The faces of a facelet string, U R F D L B: each its outward normal, and the directions of
/// its drawing's columns and rows as the usual unfolded cube shows it (x right, y up, z toward
/// the viewer of the front).
const FACES: [(u8, Vector, Vector, Vector); 6] = [
    (b'U', [0, 1, 0], [1, 0, 0], [0, 0, 1]),
    (b'R', [1, 0, 0], [0, 0, -1], [0, -1, 0]),
    (b'F', [0, 0, 1], [1, 0, 0], [0, -1, 0]),
    (b'D', [0, -1, 0], [1, 0, 0], [0, 0, -1]),
    (b'L', [-1, 0, 0], [0, 0, 1], [0, -1, 0]),
    (b'B', [0, 0, -1], [-1, 0, 0], [0, -1, 0]),
];

/// Where sticker k of a facelet string is: its cubie's position and its facing.
fn place(k: usize) -> (Vector, Vector) {
    let (_, normal, right, down) = FACES[k / 9];
    let (row, col) = ((k % 9 / 3) as i32, (k % 3) as i32);
    let position = std::array::from_fn(|a| normal[a] + (col - 1) * right[a] + (row - 1) * down[a]);
    (position, normal)
}

/// `v` turned a quarter clockwise about `axis` as seen from its tip: −(axis × v) + axis (axis·v).
fn clockwise(v: Vector, axis: Vector) -> Vector {
    let cross = [
        axis[1] * v[2] - axis[2] * v[1],
        axis[2] * v[0] - axis[0] * v[2],
        axis[0] * v[1] - axis[1] * v[0],
    ];
    let dot: i32 = (0..3).map(|a| axis[a] * v[a]).sum();
    std::array::from_fn(|a| -cross[a] + axis[a] * dot)
}

/// A facelet string after the quarter turn of face `letter`, clockwise as seen from outside.
fn turned(facelets: &[u8; 54], letter: u8) -> [u8; 54] {
    turned_layers(facelets, letter, &[1])
}

/// A facelet string after a quarter turn of the layers across the axis of face `letter`,
/// clockwise as seen from that face: the layers by their distance along the axis, 1 the face's
/// own, 0 the middle, -1 the opposite face's.
pub(super) fn turned_layers(facelets: &[u8; 54], letter: u8, layers: &[i32]) -> [u8; 54] {
    let axis = FACES.iter().find(|f| f.0 == letter).unwrap().1;
    let places: Vec<(Vector, Vector)> = (0..54).map(place).collect();
    let mut out = *facelets;
    for (k, &(position, normal)) in places.iter().enumerate() {
        let in_layer: i32 = (0..3).map(|a| position[a] * axis[a]).sum();
        if layers.contains(&in_layer) {
            let to = (clockwise(position, axis), clockwise(normal, axis));
            out[places.iter().position(|&p| p == to).unwrap()] = facelets[k];
        }
    }
    out
}

pub(super) const SOLVED: &[u8; 54] = b"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

/// The facelets after a scramble in Singmaster's notation, read here: a letter, then nothing,
/// `'` or `2`.
fn scrambled(scramble: &str) -> [u8; 54] {
    scrambled_from(SOLVED, scramble)
}

/// `cube` after a scramble in Singmaster's notation ([`scrambled`]).
pub(super) fn scrambled_from(cube: &[u8; 54], scramble: &str) -> [u8; 54] {
    let mut cube = *cube;
    for word in scramble.split_whitespace() {
        let (letter, times) = match word.as_bytes() {
            [l] => (*l, 1),
            [l, b'2'] => (*l, 2),
            [l, b'\''] => (*l, 3),
            _ => panic!("{word}"),
        };
        (0..times).for_each(|_| cube = turned(&cube, letter));
    }
    cube
}

/// The judge's net of a facelet string, as the statement lays the net out: the top, the rows of
/// left, front, right and back, the bottom.
fn net(facelets: &[u8; 54]) -> Stickers {
    let face = |letter: u8| {
        let f = FACES.iter().position(|f| f.0 == letter).unwrap();
        &facelets[9 * f..9 * f + 9]
    };
    let mut net = face(b'U').to_vec();
    for row in 0..3 {
        for letter in *b"LFRB" {
            net.extend_from_slice(&face(letter)[3 * row..3 * row + 3]);
        }
    }
    net.extend_from_slice(face(b'D'));
    net.try_into().unwrap()
}

/// A random scramble of quarter and half turns, `n` quarter turns in all: within the judge's
/// five turns up to 5.
fn random_scramble(rng: &mut Rng, n: usize) -> String {
    let mut words = Vec::new();
    let mut left = n;
    while left > 0 {
        let letter = char::from(b"UDFBLR"[rng.below(6) as usize]);
        let suffix = ["", "'", "2"][rng.below(if left >= 2 { 3 } else { 2 }) as usize];
        left -= if suffix == "2" { 2 } else { 1 };
        words.push(format!("{letter}{suffix}"));
    }
    words.join(" ")
}

#[test]
fn singmaster_letters_are_the_statements_faces_turned_clockwise_seen_from_outside() {
    // Each letter's clockwise turn, in this model, is the statement's turn of face 0 to 5.
    for (face, letter) in b"LFRBUD".iter().enumerate() {
        let by_letter = net(&turned(SOLVED, *letter));
        assert_eq!(
            by_letter,
            turn(&net(SOLVED), face, 1),
            "{}",
            char::from(*letter)
        );
    }
}

#[test]
fn every_notation_gives_the_same_answers_which_solve_the_cube() {
    let mut rng = Rng::new(31);
    // A scramble is a line of turns: the solved cube is any that undo each other.
    let mut scrambles = vec!["U U'".to_string()];
    scrambles.extend((0..40).map(|k| random_scramble(&mut rng, k % 5 + 1)));
    let cubes: Vec<[u8; 54]> = scrambles.iter().map(|s| scrambled(s)).collect();
    let nets: Vec<Stickers> = cubes.iter().map(net).collect();
    let by_net = stdout_of(common::run_with(
        EXE,
        &["--to", "singmaster"],
        input_of(&nets).as_bytes(),
    ));
    let facelets: String = cubes
        .iter()
        .map(|c| String::from_utf8(c.to_vec()).unwrap() + "\n")
        .collect();
    let by_facelets = stdout_of(common::run_with(
        EXE,
        &["--from", "facelets", "--to", "singmaster"],
        facelets.as_bytes(),
    ));
    let counted = format!("{}\n{facelets}", cubes.len());
    let by_count = stdout_of(common::run_with(
        EXE,
        &["--from", "facelets", "--to", "singmaster"],
        counted.as_bytes(),
    ));
    let lines = scrambles.join("\n") + "\n";
    let by_scramble = stdout_of(common::run_with(
        EXE,
        &["--from", "scramble", "--to", "singmaster"],
        lines.as_bytes(),
    ));
    assert_eq!(by_net, by_facelets);
    assert_eq!(by_net, by_count);
    assert_eq!(by_net, by_scramble);
    // In the judge's own format, the same number of quarter turns, which solve the net.
    let judged = answers_of(common::run_with(EXE, &[], input_of(&nets).as_bytes()));
    for (((scramble, answer), moves), net) in
        scrambles.iter().zip(by_net.lines()).zip(judged).zip(&nets)
    {
        // The scramble and then the answer leave the cube solved, in this model.
        let both = format!("{scramble} {answer}");
        assert_eq!(&scrambled(&both), SOLVED, "{both}");
        let moves = moves.unwrap();
        assert!(solves(net, &moves), "{moves:?}");
        let quarters: usize = answer
            .split_whitespace()
            .map(|w| if w.ends_with('2') { 2 } else { 1 })
            .sum();
        assert_eq!(quarters, moves.len(), "{answer}");
    }
    // A solved cube is an empty line.
    assert_eq!(by_net.lines().next(), Some(""));
}

#[test]
fn a_scramble_round_trips_through_the_net_to_its_inverse() {
    let mut rng = Rng::new(5);
    for n in 1..=5 {
        let scramble = random_scramble(&mut rng, n);
        let answer = stdout_of(common::run_with(
            EXE,
            &["--from", "scramble", "--to", "singmaster"],
            format!("{scramble}\n").as_bytes(),
        ));
        // The answer undoes the scramble: scramble, then answer, is the solved cube.
        let both = format!("{scramble} {}", answer.trim_end());
        assert_eq!(&scrambled(&both), SOLVED, "{both}");
    }
    // --gen writes cubes as scrambles, which read back as the same cubes.
    let generated = stdout_of(common::run_with(
        EXE,
        &["--gen", "20", "--seed", "4", "--from", "scramble"],
        b"",
    ));
    let nets = stdout_of(common::run_with(EXE, &["--gen", "20", "--seed", "4"], b""));
    let as_nets: Vec<Stickers> = generated.lines().map(|s| net(&scrambled(s))).collect();
    for (mine, theirs) in as_nets.iter().zip(cubes_of(&nets)) {
        assert_eq!(canonical(mine), canonical(&theirs));
    }
}

#[test]
fn bad_facelets_and_scrambles_name_the_cube_and_the_place() {
    let solved = String::from_utf8(SOLVED.to_vec()).unwrap();
    let cases = [
        (
            vec!["--from", "facelets"],
            format!("{solved}\n{}\n", &solved[1..]),
            "\n",
            "cube 2: `UUUUUUUURRRRRRRRRFFF…` (line 2, column 1) has 53 letters, not 54\n",
        ),
        (
            vec!["--from", "facelets"],
            format!("{solved}\nU\n"),
            "\n",
            "cube 2: `U` (line 2, column 1) has 1 letter, not 54\n",
        ),
        (
            vec!["--from", "facelets"],
            format!("{solved}\n{}\n", solved.replace("RRRRRRRRRF", "RRRRFRRRRR")),
            "\n",
            "cube 2: `UUUUUUUUURRRRFRRRRRF…` (line 2, column 1) has `F` at the centre R5: the \
             centres read U R F D L B\n",
        ),
        (
            vec!["--from", "scramble"],
            "R U\nR U2 Rw3\n".to_string(),
            "U' R'\n",
            "cube 2: `Rw3` (line 2, column 6) is not a move: a turn takes only 2 and ' after it\n",
        ),
        (
            vec!["--from", "scramble"],
            "F\n(M2 // (\n".to_string(),
            "F'\n",
            "cube 2: the scramble ends with a group `(` not closed\n",
        ),
        (
            vec!["--from", "scramble"],
            "F\nR 4Rw\n".to_string(),
            "F'\n",
            "cube 2: `4Rw` (line 2, column 3) turns layers a 3×3×3 cube has not: it has 3 of each \
             axis\n",
        ),
        (
            vec!["--from", "scramble", "--max-depth", "any"],
            "2\nF\n".to_string(),
            "F'\n",
            "cube 2: the input ends before the cube\n",
        ),
    ];
    for (mut args, input, answered, error) in cases {
        args.extend(["--to", "singmaster"]);
        let output = common::run_with(EXE, &args, input.as_bytes());
        assert_eq!(
            (
                output.status.code(),
                String::from_utf8_lossy(&output.stdout).as_ref(),
                String::from_utf8_lossy(&output.stderr).as_ref()
            ),
            (Some(1), answered, error),
            "{input}"
        );
    }
}

#[test]
fn every_scramble_line_is_a_cube_an_empty_one_the_solved_cube() {
    let answers = |args: &[&str], input: &str| {
        let mut all = vec!["--from", "scramble", "--to", "singmaster"];
        all.extend(args);
        let output = common::run_with(EXE, &all, input.as_bytes());
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        (
            output.status.code(),
            text(&output.stdout),
            text(&output.stderr),
        )
    };
    let right = |answers: &str| (Some(0), answers.to_string(), String::new());
    assert_eq!(answers(&[], "R\n\nU\n"), right("R'\n\nU'\n"));
    assert_eq!(answers(&[], "\n\n"), right("\n\n"));
    assert_eq!(
        answers(&[], "R\r\n \t\r\nU"),
        right("R'\n\nU'\n"),
        "CRLF, blanks, no last break"
    );
    assert_eq!(answers(&[], ""), right(""));
    // A count alone on the first line, then as many lines, empty or not.
    assert_eq!(answers(&[], "2\n\nR\n"), right("\nR'\n"));
    assert_eq!(answers(&[], "1\n\n"), right("\n"));
    assert_eq!(
        answers(&[], "2 R\nU\n"),
        (
            Some(1),
            String::new(),
            "cube 1: `R` (line 1, column 3) follows the cube count on its line: a scramble is a \
             line of its own\n"
                .into()
        )
    );
    assert_eq!(
        answers(&[], "3\n\nR\n"),
        (
            Some(1),
            "\nR'\n".into(),
            "cube 3: the input ends before the cube\n".into()
        )
    );
    // --gen writes a solved cube as an empty line, and every mode reads it back so.
    let solved = stdout_of(common::run_with(
        EXE,
        &["--from", "scramble", "--gen", "8", "--depth", "0"],
        b"",
    ));
    assert_eq!(solved, "\n".repeat(8));
    assert_eq!(answers(&[], &solved), right(&solved));
    let judged = common::run_with(EXE, &["--from", "scramble"], solved.as_bytes());
    assert_eq!(stdout_of(judged), "0\n".repeat(8));
    let dir = common::ScratchDir::new("cube-scramble-lines");
    let (input, output) = (dir.0.join("in"), dir.0.join("out"));
    std::fs::write(&input, "R\n\nU\n").unwrap();
    std::fs::write(&output, "R'\n\nU'\n").unwrap();
    let (input, output) = (input.to_str().unwrap(), output.to_str().unwrap());
    assert_eq!(answers(&["--check", input, output], "").0, Some(0));
    let ours = format!("{EXE} --from scramble --to singmaster");
    let stress = answers(&["--stress", &ours, "--cases", "60"], "");
    assert!(stress.1.starts_with("passed: 60 cases"), "{stress:?}");
}

#[test]
fn check_stress_and_fast_speak_the_same_notations() {
    let dir = common::ScratchDir::new("cube-notation-modes");
    let (input, output) = (dir.0.join("in"), dir.0.join("out"));
    std::fs::write(&input, "R U\nF2\nL D' B\n").unwrap();
    let check = |answers: &str| {
        std::fs::write(&output, answers).unwrap();
        let args = [
            "--from",
            "scramble",
            "--to",
            "singmaster",
            "--check",
            input.to_str().unwrap(),
            output.to_str().unwrap(),
        ];
        let run = common::run_with(EXE, &args, b"");
        let verdict = String::from_utf8_lossy(&run.stderr).trim_end().to_string();
        (run.status.code(), verdict)
    };
    assert_eq!(
        check("U' R'\nF2\nB' D L'\n"),
        (Some(0), "accepted: 3 cubes".into())
    );
    // Two equal quarter turns are a half turn, either way.
    assert_eq!(check("U' R'\nF F\nB' D L'\n").0, Some(0));
    assert_eq!(
        check("U' R'\nF2 U U'\nB' D L'\n"),
        (
            Some(1),
            "wrong answer: cube 2: 4 moves, but 2 suffice".into()
        )
    );
    // Turns separated by single spaces, as README says; whitespace at a line's end is forgiven.
    assert_eq!(check("U' R' \r\nF2\nB' D L'\n").0, Some(0));
    // And at its start, as a special judge forgives both ends alike.
    assert_eq!(check(" U' R'\nF2\nB' D L'\n").0, Some(0));
    assert_eq!(check(" -1 \nF2\nB' D L'\n").0, Some(1), "-1, wrong");
    for bad in ["U'  R'", "U'\tR'", "U' R'\u{a0}"] {
        let (status, verdict) = check(&format!("{bad}\nF2\nB' D L'\n"));
        assert_eq!(status, Some(2), "{bad:?}: {verdict}");
    }
    assert_eq!(
        check("-1\nF2\nB' D L'\n").0,
        Some(1),
        "-1 is well formed, and wrong"
    );
    assert_eq!(
        check("U' R'\nF3\nB' D L'\n"),
        (
            Some(2),
            "malformed output: cube 2: output line 2: `F3` is not moves in Singmaster's notation, \
             separated by single spaces"
                .into()
        )
    );
    // --stress gives the solution cubes as facelets and reads its answers as Singmaster's.
    let command = format!("{EXE} --from facelets --to singmaster");
    let output = common::run_with(
        EXE,
        &[
            "--stress",
            &command,
            "--from",
            "facelets",
            "--to",
            "singmaster",
            "--cases",
            "40",
        ],
        b"",
    );
    let report = stdout_of(output);
    assert!(report.starts_with("passed: 40 cases"), "{report}");
    // --fast answers uniformly random cubes given as facelets, in Singmaster's notation.
    let cubes = stdout_of(common::run_with(
        EXE,
        &["--fast", "--gen", "5", "--seed", "3", "--from", "facelets"],
        b"",
    ));
    let answers = stdout_of(common::run_with(
        EXE,
        &["--fast", "--from", "facelets", "--to", "singmaster"],
        cubes.as_bytes(),
    ));
    for (cube, answer) in cubes.lines().zip(answers.lines()) {
        let solved = answer.split_whitespace().fold(
            <[u8; 54]>::try_from(cube.as_bytes()).unwrap(),
            |c, word| {
                let times = match &word[1..] {
                    "" => 1,
                    "2" => 2,
                    _ => 3,
                };
                (0..times).fold(c, |c, _| turned(&c, word.as_bytes()[0]))
            },
        );
        assert_eq!(&solved, SOLVED, "{answer}");
    }
}

#[test]
fn a_cubers_minus_one_says_which_flags_solve_any_cube() {
    let run = |args: &[&str], input: &str| {
        let output = common::run_with(EXE, args, input.as_bytes());
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        (
            output.status.code(),
            text(&output.stdout),
            text(&output.stderr),
        )
    };
    let hint = "cube 2: -1: no solution of at most 5 quarter turns (the judge's limit); --fast \
                gives a short one at once, --max-depth any the fewest\n";
    // Once a run, at the first -1.
    let scrambles = "R\nR U R' U' F2\nR U R' U' F2\n";
    let args = ["--from", "scramble", "--to", "singmaster"];
    assert_eq!(
        run(&args, scrambles),
        (Some(0), "R'\n-1\n-1\n".into(), hint.into())
    );
    let hint = hint.replace(
        "5 quarter turns (the judge's limit)",
        "3 quarter turns (--max-depth 3)",
    );
    let three = ["--from", "scramble", "--max-depth", "3"];
    assert_eq!(run(&three, scrambles).2, hint);
    // The judge's own nets answer -1 without a word: it is the problem's answer.
    let nets = stdout_of(common::run_with(EXE, &["--gen", "3", "--seed", "1"], b""));
    let judged = run(&[], &nets);
    assert!(judged.1.contains("-1"), "{judged:?}");
    assert_eq!(judged.2, "");
}
