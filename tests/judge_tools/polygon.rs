//! A Polygon package moved away from where it was written: its checker and validator, C++ that
//! compiles alone, judge every test's answer and its spoiled copies as `--check-format testlib`
//! does, and every test and its spoiled copies as `--validate --strict` does.

use super::*;
use common::ScratchDir;

/// Outputs made from a right one, `answer`: itself, and copies spoiled in layout or in
/// substance, each one way.
fn spoiled(answer: &str) -> Vec<String> {
    let lines: Vec<&str> = answer.lines().collect();
    let with_first = |first: &str| {
        let rest: Vec<&str> = lines.iter().skip(1).copied().collect();
        [vec![first], rest].concat().join("\n") + "\n"
    };
    let mut swapped = lines.clone();
    if swapped.len() > 1 {
        swapped.swap(0, 1);
    }
    vec![
        answer.to_string(),
        answer.to_string() + "x\n",
        answer.to_string() + "\n",
        answer.replace('\n', "\r\n"),
        answer.replacen('\n', " \n", 1),
        format!("\u{feff}{answer}"),
        format!(" {answer}"),
        answer.to_string() + " \n\t\n",
        with_first("Q"),
        with_first(&format!("{}lr", lines[0])),
        with_first(&format!("{}rl", lines[0])),
        with_first(&format!("{}ud", lines[0])),
        with_first(&format!("{}du", lines[0])),
        with_first("-1"),
        with_first(""),
        lines[..lines.len().saturating_sub(1)].join("\n") + "\n",
        swapped.join("\n") + "\n",
        String::new(),
    ]
}

/// Inputs made from a valid one, `input`: itself, and copies spoiled in layout or in substance.
fn spoiled_inputs(input: &str) -> Vec<String> {
    let lines: Vec<&str> = input.lines().collect();
    // Two stickers of different colours swapped: no real cube, where the input is a cube's.
    let mut swapped = input.as_bytes().to_vec();
    let letters: Vec<usize> = (0..swapped.len())
        .filter(|&i| swapped[i].is_ascii_alphabetic())
        .collect();
    if let Some(&j) = letters.iter().find(|&&j| swapped[j] != swapped[letters[0]]) {
        swapped.swap(letters[0], j);
    }
    let mut doubled = lines.clone();
    doubled.insert(1.min(lines.len()), lines[0]);
    vec![
        input.to_string(),
        input.replace('\n', "\r\n"),
        input.replacen(' ', "  ", 1),
        input.replacen('\n', " \n", 1),
        input.replacen('1', "01", 1),
        input.replacen('1', "+1", 1),
        input.replacen('1', "2", 1),
        input.replacen('x', "X", 1),
        input.trim_end().to_string(),
        input.to_string() + "\n",
        input.to_string() + "junk\n",
        lines[..lines.len() - 1].join("\n") + "\n",
        doubled.join("\n") + "\n",
        String::from_utf8(swapped).unwrap(),
        String::new(),
    ]
}

#[test]
fn moved_packages_of_exact_answers_judge_and_validate_as_the_binaries() {
    agree(
        "exact",
        &[
            (ROTATION, &[]),
            (ROTATION, &["--strict"]),
            (FOUR, &[]),
            (EIGHT, &["--problem", "hdu3567"]),
            (EIGHT, &["--problem", "poj2893"]),
            (EIGHT, &["--problem", "lightoj1139"]),
            (EIGHT, &["--problem", "luogu1379"]),
        ],
    );
}

#[test]
fn moved_packages_of_special_sliding_judges_judge_and_validate_as_the_binaries() {
    agree(
        "sliding",
        &[
            (EIGHT, &[]),
            (EIGHT, &["--optimal"]),
            (EIGHT, &["--size", "2x3"]),
            (EIGHT, &["--size", "2x5"]),
            // Square, the blank's home on the diagonal: the solution's mirrored estimate.
            (
                EIGHT,
                &[
                    "--size",
                    "4x4",
                    "--goal",
                    "x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
                    "--databases",
                    "small",
                    "--optimal",
                ],
            ),
            (EIGHT, &["--problem", "uva10181"]),
        ],
    );
}

#[test]
fn moved_packages_of_cubes_judge_and_validate_as_the_binaries() {
    agree(
        "cube",
        &[
            (CUBE, &[]),
            (CUBE, &["--from", "scramble", "--to", "singmaster"]),
            (CUBE, &["--from", "facelets"]),
            (
                CUBE,
                &[
                    "--from",
                    "facelets",
                    "--metric",
                    "htm",
                    "--max-depth",
                    "6",
                    "--table-size",
                    "tiny",
                ],
            ),
            (CUBE, &["--fast"]),
            (
                CUBE,
                &[
                    "--fast",
                    "--metric",
                    "htm",
                    "--from",
                    "scramble",
                    "--to",
                    "singmaster",
                ],
            ),
        ],
    );
}

/// For each of `configurations` (a binary and its flags): its Polygon package, written and
/// moved, its checker, validator and main solution compiled from the package's sources alone;
/// the solution's answer to every test accepted by the checker and the binary, and checker and
/// validator agreeing with the binary on the first three tests and their spoiled copies.
fn agree(name: &str, configurations: &[(&str, &[&str])]) {
    if run_args("c++", &["--version"]).0 != 0 {
        eprintln!("skipped: no C++ compiler (c++) to compile the package's sources with");
        return;
    }
    let dir = ScratchDir::new(&format!("polygon-{name}"));
    for (n, (exe, flags)) in configurations.iter().enumerate() {
        // Where the answer is one exact answer, the checker takes the jury's for the truth.
        let special = *exe == CUBE
            || *exe == EIGHT && !flags.contains(&"--problem")
            || flags.contains(&"uva10181");
        let (written, moved) = (
            dir.0.join(format!("written{n}")),
            dir.0.join(format!("moved{n}")),
        );
        let path = written.to_str().unwrap();
        let args = [*flags, &["--package", path, "--format", "polygon"]].concat();
        let (status, _, err) = run_args(exe, &args);
        assert_eq!(status, 0, "{flags:?}: {err}");
        std::fs::rename(&written, &moved).unwrap();
        // Each source compiled alone, from the moved package, into a program of the scratch folder.
        let compile = |source: &str, program: &str| {
            let (source, program) = (moved.join(source), dir.0.join(format!("{program}{n}")));
            let paths = [&program, &source].map(|p| p.to_str().unwrap().to_string());
            let compiled = run_args("c++", &["-O1", "-std=c++17", "-o", &paths[0], &paths[1]]);
            assert_eq!(compiled.0, 0, "{flags:?}: {}", compiled.2);
            program
        };
        let check = compile("files/check.cpp", "check");
        let validator = compile("files/validator.cpp", "validator");
        let solution = compile("solutions/solve.cpp", "solution");
        let mut tests: Vec<String> = std::fs::read_dir(moved.join("tests"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .filter(|name| !name.contains('.'))
            .collect();
        tests.sort();
        for test in &tests {
            let input = moved.join("tests").join(test);
            let jury = input.with_extension("a");
            let answer = std::fs::read_to_string(&jury).unwrap();
            let given = std::fs::read_to_string(&input).unwrap();
            // Every test: the solution's answer accepted by the package's checker and the binary.
            let solved = common::run_with(solution.to_str().unwrap(), &[], given.as_bytes());
            let out = dir.0.join(format!("solved{n}-{test}"));
            std::fs::write(&out, &solved.stdout).unwrap();
            let files = [&input, &out, &jury].map(|p| p.to_str().unwrap().to_string());
            let args = [
                *flags,
                &["--check-format", "testlib"],
                &files.each_ref().map(String::as_str),
            ]
            .concat();
            let judged = run_args(exe, &args);
            let checked = run_args(check.to_str().unwrap(), &[&files[0], &files[1], &files[2]]);
            assert_eq!(
                (judged.0, checked.0),
                (0, 0),
                "{flags:?} test {test}: the package's solution: {} / {}",
                judged.2,
                checked.2
            );
            // The first three: spoiled inputs and outputs, as the binary judges them.
            if test.as_str() > "03" {
                continue;
            }
            for test_input in spoiled_inputs(&given) {
                let ours =
                    common::run_with(validator.to_str().unwrap(), &[], test_input.as_bytes());
                let strict: &[&str] = match flags.contains(&"--strict") {
                    true => &["--validate"],
                    false => &["--validate", "--strict"],
                };
                // The flags a validator takes: --optimal is the checker's, --to the solver's.
                let mut own = Vec::new();
                let mut words = flags.iter();
                while let Some(&word) = words.next() {
                    match word {
                        "--optimal" => {}
                        "--to" => _ = words.next(),
                        _ => own.push(word),
                    }
                }
                let args = [&own[..], strict].concat();
                let theirs = common::run_with(exe, &args, test_input.as_bytes());
                let said =
                    |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).into_owned();
                assert_eq!(
                    ours.status.code(),
                    theirs.status.code(),
                    "{flags:?} test {test}, input {test_input:?}: the package's validator says \
                     {}, --validate --strict says {}",
                    said(&ours),
                    said(&theirs)
                );
            }
            for (k, output) in spoiled(&answer).iter().enumerate() {
                let out = dir.0.join(format!("out{n}-{test}-{k}"));
                std::fs::write(&out, output).unwrap();
                let files = [&input, &out, &jury].map(|p| p.to_str().unwrap().to_string());
                let ours = run_args(check.to_str().unwrap(), &[&files[0], &files[1], &files[2]]);
                // A special judge's checker judges the jury's answer too: spoiled, it fails.
                if special {
                    let swapped = [&files[0], &files[2], &files[1]].map(String::as_str);
                    let checker = run_args(check.to_str().unwrap(), &swapped);
                    let args = [*flags, &["--check-format", "testlib"], &swapped].concat();
                    let binary = run_args(exe, &args);
                    assert_eq!(
                        checker.0, binary.0,
                        "{flags:?} test {test}, the jury's answer {output:?}: the package's \
                         checker says {}, --check-format says {}",
                        checker.2, binary.2
                    );
                }
                let args = [
                    *flags,
                    &["--check-format", "testlib"],
                    &files.each_ref().map(String::as_str),
                ]
                .concat();
                let theirs = run_args(exe, &args);
                assert_eq!(
                    ours.0, theirs.0,
                    "{flags:?} test {test}, output {output:?}: the package's checker says {}, \
                     --check-format says {}",
                    ours.2, theirs.2
                );
            }
        }
    }
}
