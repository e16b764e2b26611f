//! A Polygon package moved away from where it was written: its checker, C++ that compiles
//! alone, judges every test's answer and its spoiled copies as `--check-format testlib` does.

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

#[test]
fn a_moved_polygon_packages_checker_compiles_alone_and_judges_as_check_format() {
    if run_args("c++", &["--version"]).0 != 0 {
        eprintln!("skipped: no C++ compiler (c++) to compile the package's checker with");
        return;
    }
    let dir = ScratchDir::new("polygon-moved");
    let configurations: [(&str, &[&str]); 13] = [
        (ROTATION, &[]),
        (ROTATION, &["--strict"]),
        (FOUR, &[]),
        (EIGHT, &[]),
        (EIGHT, &["--optimal"]),
        (EIGHT, &["--size", "2x3"]),
        (EIGHT, &["--problem", "uva10181"]),
        (EIGHT, &["--problem", "hdu3567"]),
        (EIGHT, &["--problem", "poj2893"]),
        (EIGHT, &["--problem", "lightoj1139"]),
        (CUBE, &[]),
        (CUBE, &["--from", "scramble", "--to", "singmaster"]),
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
    ];
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
        let check = dir.0.join(format!("check{n}"));
        let source = moved.join("files/check.cpp");
        let compiled = run_args(
            "c++",
            &[
                "-O1",
                "-std=c++17",
                "-o",
                check.to_str().unwrap(),
                source.to_str().unwrap(),
            ],
        );
        assert_eq!(compiled.0, 0, "{flags:?}: {}", compiled.2);
        for test in ["01", "02", "03"] {
            let input = moved.join("tests").join(test);
            let jury = input.with_extension("a");
            let answer = std::fs::read_to_string(&jury).unwrap();
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
