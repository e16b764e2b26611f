//! Bad input through the judge programs: the corpus of malformed inputs, samples cut at every byte and mutated, and a closed output pipe.

use super::*;

#[test]
fn the_malformed_corpus_gives_the_expected_answers_and_messages() {
    let mut checked = 0;
    for (exe, name, _) in BINARIES {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(name);
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let expected = |ext: &str| std::fs::read_to_string(input.with_extension(ext)).unwrap();
            // Flags, where the input needs some: NAME.args.
            let args = std::fs::read_to_string(input.with_extension("args")).unwrap_or_default();
            let args: Vec<&str> = args.split_whitespace().collect();
            let output = run_with(exe, &args, &std::fs::read(&input).unwrap());
            let (out, err) = (expected("out"), expected("err"));
            assert_eq!(
                String::from_utf8_lossy(&output.stdout),
                out,
                "{}",
                input.display()
            );
            assert_eq!(
                String::from_utf8_lossy(&output.stderr),
                err,
                "{}",
                input.display()
            );
            let status = if err.is_empty() { 0 } else { 1 };
            assert_eq!(output.status.code(), Some(status), "{}", input.display());
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked}");
}

#[test]
fn a_sample_cut_anywhere_gives_the_complete_answers_and_names_the_cut_case() {
    for (exe, name, case) in BINARIES {
        for n in 1..=2 {
            let path = format!(
                "{}/samples/{name}/sample-{n}.in",
                env!("CARGO_MANIFEST_DIR")
            );
            let Ok(full) = std::fs::read(path) else {
                continue;
            };
            let all = answers(
                name,
                &String::from_utf8(run_with(exe, &[], &full).stdout).unwrap(),
            );
            for cut in 0..full.len() {
                let output = run_with(exe, &[], &full[..cut]);
                let out = String::from_utf8(output.stdout).unwrap();
                let done = answers(name, &out);
                assert_eq!(done[..], all[..done.len()], "{name} cut at {cut}");
                let err = String::from_utf8(output.stderr).unwrap();
                match output.status.code() {
                    Some(0) => assert_eq!(err, "", "{name} cut at {cut}"),
                    Some(1) => {
                        assert_eq!(err.lines().count(), 1, "{name} cut at {cut}: {err}");
                        assert!(
                            err.starts_with(&format!("{case} {}: ", done.len() + 1)),
                            "{name} cut at {cut}: {err}"
                        );
                    }
                    status => panic!("{name} cut at {cut}: {status:?}"),
                }
            }
        }
    }
}

/// Changes a few bytes of `text`: inserts, deletes or replaces, with bytes that matter to the
/// formats more often than others.
fn mutate(text: &[u8], rng: &mut puzzle_search::rng::Rng) -> Vec<u8> {
    const INTERESTING: &[u8] = b"0123456789xXBWOwrgbyo -+\n\r\t\xef\xbb\xbf\xff";
    let mut out = text.to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(out.len() as u64 + 1) as usize;
        let byte = if rng.below(4) == 0 {
            rng.below(256) as u8
        } else {
            INTERESTING[rng.below(INTERESTING.len() as u64) as usize]
        };
        match rng.below(3) {
            0 => out.insert(at, byte),
            1 if at < out.len() => {
                out.remove(at);
            }
            _ if at < out.len() => out[at] = byte,
            _ => out.push(byte),
        }
    }
    out
}

#[test]
fn mutated_samples_never_panic_or_hang_in_process() {
    use puzzle_search::judge::{answer_all, Options, Problem};
    use puzzle_search::puzzles::*;
    use std::panic::{catch_unwind, AssertUnwindSafe};
    use std::time::{Duration, Instant};

    fn fuzz<P: Problem>(name: &str, mut make: impl FnMut() -> P, rounds: usize) {
        let mut rng = puzzle_search::rng::Rng::new(name.len() as u64);
        let samples: Vec<Vec<u8>> = (1..=2)
            .filter_map(|n| {
                std::fs::read(format!(
                    "{}/samples/{name}/sample-{n}.in",
                    env!("CARGO_MANIFEST_DIR")
                ))
                .ok()
            })
            .collect();
        for round in 0..rounds {
            let input = mutate(&samples[round % samples.len()], &mut rng);
            let start = Instant::now();
            let run = catch_unwind(AssertUnwindSafe(|| {
                answer_all(
                    &mut make(),
                    std::io::Cursor::new(input.clone()),
                    &mut Vec::new(),
                    Options::default(),
                )
            }));
            assert!(
                run.is_ok(),
                "{name} panicked on {:?}",
                String::from_utf8_lossy(&input)
            );
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "{name} took {:?} on {input:?}",
                start.elapsed()
            );
        }
    }
    fuzz(
        "rotation-game",
        || rotation_game::RotationGame::new(ROTATION_GAME_TABLE),
        3000,
    );
    fuzz(
        "eight-puzzle",
        || sliding::EightPuzzle::new(EIGHT_PUZZLE_FIRST_MOVES),
        3000,
    );
    fuzz("four-in-a-row", four_in_a_row::FourInARow::new, 3000);
    fuzz("magic-cube", magic_cube::MagicCube::new, 3000);
}

#[test]
fn mutated_samples_exit_with_0_or_1_through_the_binaries() {
    let mut rng = puzzle_search::rng::Rng::new(6);
    for (exe, name, _) in BINARIES {
        let sample = sample(name, 1);
        for _ in 0..150 {
            let input = mutate(sample.as_bytes(), &mut rng);
            let output = run_with(exe, &[], &input);
            let err = String::from_utf8_lossy(&output.stderr);
            match output.status.code() {
                Some(0) => assert!(err.is_empty(), "{name}: {err}"),
                Some(1) => assert_eq!(err.lines().count(), 1, "{name}: {err}"),
                status => panic!("{name} exited with {status:?} on {input:?}: {err}"),
            }
            assert!(!err.contains("panicked"), "{name}: {err}");
        }
    }
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    for (exe, name, _) in BINARIES {
        // Enough output to fill the pipe after the reader has gone.
        let count = if name == "four-in-a-row" {
            "100000"
        } else {
            "30000"
        };
        let input = run_args(exe, &["--gen", count]).1;
        let mut child = common::command(exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let writer = common::feed(&mut child, input.as_bytes());
        // Read one line, like `head -1`, and hang up.
        let mut first = [0u8; 1];
        use std::io::Read;
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        let output = child.wait_with_output().unwrap();
        writer.join().unwrap();
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{name}");
        assert_eq!(output.status.code(), Some(0), "{name}");
    }
}
