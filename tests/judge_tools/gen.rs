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
            // Where fewer than six distinct cases exist (eight-puzzle boards: one at depth 0,
            // two at 1 and two at 31), a note says how many: the rest repeat them.
            let few = match (*depth, name) {
                ("0", "eight-puzzle") => Some(1),
                ("1", "eight-puzzle") => Some(2),
                ("31" | "max", "eight-puzzle") => Some(2),
                _ => None,
            };
            let note = few.map_or(String::new(), |n: usize| {
                let (is, s) = if n == 1 { ("is", "") } else { ("are", "s") };
                format!(
                    "note: there {is} {n} distinct {}{s} of depth ",
                    case_name(name)
                )
            });
            assert!(
                status == 0 && err.starts_with(&note) && (few.is_some() || err.is_empty()),
                "{name} --depth {depth}: {err}"
            );
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

/// What `name` calls a case.
fn case_name(name: &str) -> &'static str {
    match name {
        "rotation-game" => "case",
        "eight-puzzle" => "puzzle",
        "four-in-a-row" => "board",
        _ => "cube",
    }
}

#[test]
fn cases_are_distinct_while_there_are_such() {
    // Twelve cubes are one quarter turn from solved: twelve cases, each another.
    let (status, input, err) =
        run_args(CUBE, &["--gen", "12", "--depth", "1", "--from", "scramble"]);
    let distinct: std::collections::HashSet<&str> = input.lines().collect();
    assert_eq!(
        (status, distinct.len(), err.as_str()),
        (0, 12, ""),
        "{input}"
    );
    let (status, input, err) =
        run_args(CUBE, &["--gen", "13", "--depth", "1", "--from", "scramble"]);
    assert_eq!((status, input.lines().count()), (0, 13));
    assert_eq!(
        err,
        "note: there are 12 distinct cubes of depth 1 (1000 draws in a row gave none new): the \
         other one repeats one of them\n"
    );
}

#[test]
fn fast_cubes_of_a_depth_need_no_table_of_the_optimal_search() {
    let cache = common::ScratchDir::new("gen-fast-depth");
    for metric in ["qtm", "htm"] {
        let args = ["--fast", "--metric", metric, "--gen", "4", "--depth", "5"];
        let out = common::run_cached(CUBE, &args, b"", cache.arg());
        assert_eq!(out.status.code(), Some(0), "{metric}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{metric}");
        let args = ["--fast", "--metric", metric, "--gen", "1", "--depth", "6"];
        let out = common::run_cached(CUBE, &args, b"", cache.arg());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.code() == Some(2)
                && err.starts_with("error: with --fast, cubes of exactly 6 ")
                && err.lines().count() == 1,
            "{metric}: {err}"
        );
    }
    assert_eq!(cache.names(), Vec::<String>::new(), "nothing built");
}
