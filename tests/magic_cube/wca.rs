//! WCA and cubing.js notation (`--from scramble`): wide turns, slices, rotations, groups, against
//! the tests' sticker model ([`turned_layers`]), which turns layers of stickers in space and
//! knows nothing of how the binary takes a slice or a rotation apart.

use super::notation::{scrambled_from, turned_layers, SOLVED};
use super::*;

/// A move as the model makes it: the axis's face, the layers turned (1 that face's, 0 the middle,
/// -1 the opposite face's), and how many quarter turns clockwise seen from that face.
#[derive(Clone)]
struct Move {
    face: u8,
    layers: &'static [i32],
    quarters: usize,
}

/// The moves a cuber writes, each with the spellings that mean it, and its cost in quarter turns
/// of the faces (a slice turns two faces, a rotation none).
const KINDS: [(&[&str], u8, &[i32], usize); 20] = [
    (&["R"], b'R', &[1], 1),
    (&["U"], b'U', &[1], 1),
    (&["F"], b'F', &[1], 1),
    (&["L"], b'L', &[1], 1),
    (&["D"], b'D', &[1], 1),
    (&["B"], b'B', &[1], 1),
    (&["Rw", "r", "2Rw"], b'R', &[1, 0], 1),
    (&["Uw", "u"], b'U', &[1, 0], 1),
    (&["Fw", "f"], b'F', &[1, 0], 1),
    (&["Lw", "l"], b'L', &[1, 0], 1),
    (&["Dw", "d"], b'D', &[1, 0], 1),
    (&["Bw", "b", "2Bw"], b'B', &[1, 0], 1),
    (&["M"], b'L', &[0], 2),
    (&["E"], b'D', &[0], 2),
    (&["S"], b'F', &[0], 2),
    (&["2R"], b'R', &[0], 2),
    (&["x", "3Rw"], b'R', &[1, 0, -1], 0),
    (&["y", "3Uw"], b'U', &[1, 0, -1], 0),
    (&["z"], b'F', &[1, 0, -1], 0),
    (&["3R"], b'R', &[-1], 1),
];

/// The binary's answers in Singmaster's notation, counting `metric`, to cubes written `from` a
/// notation: face turns with the tiny optimal tables, built in seconds in the tests' cache.
fn answers(metric: &str, from: &str, input: &str) -> String {
    let tables = ["--table-size", "tiny"];
    let args = [
        &["--metric", metric, "--from", from, "--to", "singmaster"],
        &tables[..],
    ]
    .concat();
    stdout_of(common::run_with(EXE, &args, input.as_bytes()))
}

/// `cube` after `moves`, in the model.
fn made(cube: &[u8; 54], moves: &[Move]) -> [u8; 54] {
    let mut cube = *cube;
    for m in moves {
        for _ in 0..m.quarters {
            cube = turned_layers(&cube, m.face, m.layers);
        }
    }
    cube
}

/// The moves that undo `moves`.
fn undone(moves: &[Move]) -> Vec<Move> {
    let back = |m: &Move| Move {
        quarters: (4 - m.quarters) % 4,
        ..m.clone()
    };
    moves.iter().rev().map(back).collect()
}

/// A random line of WCA notation and the moves it means, which turn the faces `budget` quarter
/// turns at most (so that the judge's five solve it): each move spelt any of its ways, some
/// moves in a group repeated or undone, and sometimes a comment.
fn random_line(rng: &mut Rng, budget: usize) -> (String, Vec<Move>) {
    let (mut words, mut moves, mut left) = (Vec::new(), Vec::new(), budget);
    while left > 0 || rng.below(3) == 0 {
        let (spellings, face, layers, cost) = KINDS[rng.below(KINDS.len() as u64) as usize];
        let spelling = spellings[rng.below(spellings.len() as u64) as usize];
        let (suffix, quarters) =
            [("", 1), ("'", 3), ("’", 3), ("2", 2), ("2'", 2)][rng.below(5) as usize];
        let cost = cost * if quarters == 2 { 2 } else { 1 };
        if cost > left {
            continue;
        }
        left -= cost;
        let m = Move {
            face,
            layers,
            quarters,
        };
        let word = format!("{spelling}{suffix}");
        match rng.below(4) {
            // Twice, in a group of its own.
            0 if cost <= left => {
                left -= cost;
                words.push(format!("({word})2"));
                moves.extend([m.clone(), m]);
            }
            // Undone by a group's prime: the move backwards.
            1 => {
                words.push(format!("({word})'"));
                moves.extend(undone(&[m]));
            }
            _ => {
                words.push(word);
                moves.push(m);
            }
        }
    }
    if rng.below(4) == 0 {
        words.push("// a comment: U R F".into());
    }
    (words.join(" "), moves)
}

/// The cube as a cuber names it, held so that each centre is where it was before the moves:
/// the whole cube turned back by the rotation that brings the centres home.
fn held_home(cube: &[u8; 54]) -> [u8; 54] {
    let centres_home = |c: &[u8; 54]| (0..6).all(|f| c[9 * f + 4] == SOLVED[9 * f + 4]);
    let whole = |c: &[u8; 54], face: u8| turned_layers(c, face, &[1, 0, -1]);
    // Every way of holding the cube is a face on top, then a quarter turn about the vertical.
    let turned = |face: u8, times: usize| (0..times).fold(*cube, |c, _| whole(&c, face));
    let tops = [0, 1, 2, 3].map(|k| turned(b'R', k)).into_iter();
    let tops = tops.chain([1, 3].map(|k| turned(b'F', k)));
    for top in tops {
        let mut held = top;
        for _ in 0..4 {
            if centres_home(&held) {
                return held;
            }
            held = whole(&held, b'U');
        }
    }
    panic!("no way of holding the cube puts its centres home");
}

#[test]
fn wide_turns_slices_rotations_and_groups_make_the_cube_cubers_mean() {
    let mut rng = Rng::new(2026);
    let lines: Vec<(String, Vec<Move>)> = (0..150).map(|k| random_line(&mut rng, k % 6)).collect();
    let cubes: Vec<[u8; 54]> = lines
        .iter()
        .map(|(_, moves)| held_home(&made(SOLVED, moves)))
        .collect();
    let scrambles: String = lines.iter().map(|(line, _)| format!("{line}\n")).collect();
    let facelets: String = cubes
        .iter()
        .map(|c| format!("{}\n", String::from_utf8_lossy(c)))
        .collect();
    for metric in ["qtm", "htm"] {
        let by_scramble = answers(metric, "scramble", &scrambles);
        // The same answers as the cubes the model made, given as facelets.
        assert_eq!(
            by_scramble,
            answers(metric, "facelets", &facelets),
            "{metric}"
        );
        // Each answer solves its cube, in the model.
        for ((cube, answer), (line, _)) in cubes.iter().zip(by_scramble.lines()).zip(&lines) {
            assert_ne!(answer, "-1", "{line}");
            assert_eq!(&scrambled_from(cube, answer), SOLVED, "{line}: {answer}");
        }
    }
}

#[test]
fn every_move_kind_is_its_own_sticker_turn() {
    // Each kind alone, each way: the model's cube, held home, is the binary's.
    let mut scrambles = String::new();
    let mut facelets = String::new();
    for (spellings, face, layers, _) in KINDS {
        for (suffix, quarters) in [("", 1), ("'", 3), ("2", 2)] {
            for spelling in spellings {
                let m = Move {
                    face,
                    layers,
                    quarters,
                };
                let cube = held_home(&made(SOLVED, &[m]));
                scrambles.push_str(&format!("{spelling}{suffix}\n"));
                facelets.push_str(&format!("{}\n", String::from_utf8_lossy(&cube)));
            }
        }
    }
    let answer = |from: &str, input: &str| answers("htm", from, input);
    assert_eq!(
        answer("scramble", &scrambles),
        answer("facelets", &facelets)
    );
    // A rotation alone is the solved cube; a slice two turns of the faces about it.
    let rotations = answer("scramble", "x\ny2 z'\n3Rw\nM\nE2\nS'\n");
    assert_eq!(rotations, "\n\n\nL R'\nU2 D2\nF' B\n");
}

#[test]
fn groups_repeat_and_comments_end_the_line() {
    let answer = |input: &str| answers("htm", "scramble", input);
    assert_eq!(
        answer("(R U R' U')6\n[R, U]\n(R U)2' // undone\n[R: U2]\n"),
        answer("\nR U R' U'\nU' R' U' R'\nR U2 R'\n")
    );
}
