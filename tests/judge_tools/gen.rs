//! `--gen`: reproducible inputs, valid for the binary that reads them, and cases of the depth asked for.

use super::*;

#[test]
fn generated_inputs_are_reproducible_and_valid() {
    for (exe, name, _) in BINARIES {
        let gen = |args: &[&str]| {
            let (status, out, err) = run_args(exe, args);
            assert_eq!((status, err.as_str()), (0, ""), "{name} {args:?}");
            out
        };
        let input = gen(&["--gen", "40", "--seed", "7"]);
        assert_eq!(
            input,
            gen(&["--gen", "40", "--seed", "7"]),
            "{name}: same seed, same bytes"
        );
        assert_ne!(input, gen(&["--gen", "40", "--seed", "8"]), "{name}");
        assert_eq!(
            gen(&["--gen", "5"]),
            gen(&["--gen", "5", "--seed", "1"]),
            "{name}: default seed"
        );
        assert_eq!(
            answers(name, &solve(exe, &input)).len(),
            40,
            "{name}: {input}"
        );
        assert_eq!(solve(exe, &gen(&["--gen", "0"])), "", "{name}");
    }
}

#[test]
fn generated_depths_are_the_answers() {
    // The length of one answer, in moves; -1 for none.
    let moves = |name: &str, answer: &str| -> i64 {
        match name {
            "rotation-game" => answer.lines().next().map_or(0, |l| {
                if l == "No moves needed" {
                    0
                } else {
                    l.len() as i64
                }
            }),
            "eight-puzzle" => answer.trim_end_matches('\n').len() as i64,
            _ => answer.lines().next().unwrap().parse().unwrap(),
        }
    };
    for (exe, name, depths) in [
        (
            ROTATION,
            "rotation-game",
            &["0", "4", "9", "12", "13", "max"][..],
        ),
        (EIGHT, "eight-puzzle", &["0", "1", "17", "31", "max"]),
        (FOUR, "four-in-a-row", &["0", "3", "7", "max"]),
        (CUBE, "magic-cube", &["0", "2", "5", "6", "max"]),
    ] {
        for depth in depths {
            let (status, input, err) = run_args(exe, &["--gen", "6", "--depth", depth]);
            assert_eq!((status, err.as_str()), (0, ""), "{name} --depth {depth}");
            let expected: i64 = match (*depth, name) {
                ("max", "rotation-game") => 13,
                ("max", "eight-puzzle") => 31,
                ("max", "four-in-a-row") => 7,
                ("max" | "6", _) => -1,
                (d, _) => d.parse().unwrap(),
            };
            let got: Vec<i64> = answers(name, &solve(exe, &input))
                .iter()
                .map(|a| moves(name, a))
                .collect();
            assert_eq!(got, [expected; 6], "{name} --depth {depth}");
        }
    }
    for (exe, too_deep) in [(ROTATION, "14"), (EIGHT, "32"), (FOUR, "8"), (CUBE, "7")] {
        let (status, out, err) = run_args(exe, &["--gen", "1", "--depth", too_deep]);
        assert_eq!((status, out.as_str()), (2, ""), "{exe} {too_deep}");
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1,
            "{err}"
        );
    }
}
