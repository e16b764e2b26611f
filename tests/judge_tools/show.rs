//! `--show`: the cases along each answer, drawn on standard error (or standard output), with
//! standard output otherwise the judge's. Each last frame is checked solved here, by rules
//! written for the test from the statements, and each move against the answer.

use super::*;

/// One drawn frame: its case number, its header after `X N: `, and its drawing.
struct Frame {
    case: usize,
    head: String,
    drawing: String,
}

/// The frames in `text`, each `X N: head`, the drawing, and an empty line.
fn frames(what: &str, text: &str) -> Vec<Frame> {
    assert!(text.is_empty() || text.ends_with("\n\n"), "{text}");
    let blocks = text.split_terminator("\n\n");
    let frames = blocks.map(|block| {
        let (head, drawing) = block.split_once('\n').expect("a header and a drawing");
        let rest = head.strip_prefix(what).and_then(|r| r.strip_prefix(' '));
        let (number, head) = rest.and_then(|r| r.split_once(": ")).expect(head);
        Frame {
            case: number.parse().expect(head),
            head: head.to_string(),
            drawing: drawing.to_string() + "\n",
        }
    });
    frames.collect()
}

/// The moves each case's frames show, by case, with the case's last frame: `None` where the
/// start says there are none. The headers must count the moves right: `start, 2 moves`, then
/// `move 1 of 2, NAME` and `move 2 of 2, NAME`.
fn moves_by_case<'a>(frames: &'a [Frame]) -> Vec<(Option<Vec<String>>, &'a Frame)> {
    let mut cases: Vec<Vec<&Frame>> = Vec::new();
    for frame in frames {
        if frame.head.starts_with("start, ") {
            assert_eq!(frame.case, cases.len() + 1, "cases in order");
            cases.push(Vec::new());
        }
        let case = cases.last_mut().expect("a start first");
        assert_eq!(frame.case, case.first().map_or(frame.case, |f| f.case));
        case.push(frame);
    }
    let read = |case: Vec<&'a Frame>| -> (Option<Vec<String>>, &'a Frame) {
        let count = case[0].head.strip_prefix("start, ").unwrap();
        let last = *case.last().unwrap();
        if count == "no moves to show" {
            assert_eq!(case.len(), 1, "no moves after `no moves to show`");
            return (None, last);
        }
        let n = case.len() - 1;
        let expected = match n {
            1 => "1 move".to_string(),
            n => format!("{n} moves"),
        };
        assert_eq!(count, expected, "case {}", last.case);
        let names = case[1..].iter().enumerate().map(|(i, frame)| {
            let of = format!("move {} of {n}, ", i + 1);
            let name = frame.head.strip_prefix(&of);
            name.unwrap_or_else(|| panic!("{} after {of}", frame.head))
                .to_string()
        });
        (Some(names.collect()), last)
    };
    cases.into_iter().map(read).collect()
}

/// The cells of a drawing, by whitespace.
fn cells(drawing: &str) -> Vec<&str> {
    drawing.split_whitespace().collect()
}

/// Whether a sliding board's drawing is `goal` (tiles in reading order, `.` the blank).
fn board_is(drawing: &str, goal: &[&str]) -> bool {
    cells(drawing) == goal
}

/// The rotation game is solved when its eight centre squares are one number. The drawing has
/// the statement's seven rows; the centre is the middle three of rows 3 and 5 and the two
/// squares of row 4.
fn rotation_solved(drawing: &str) -> bool {
    let rows: Vec<Vec<&str>> = drawing.lines().map(|l| cells(l)).collect();
    assert_eq!(rows.len(), 7, "{drawing}");
    let centre = [&rows[2][2..5], &rows[3][..], &rows[4][2..5]].concat();
    centre.len() == 8 && centre.iter().all(|&c| c == centre[0])
}

/// Four of one colour in a row, a column or a long diagonal.
fn four_in_a_row(drawing: &str) -> bool {
    let b = cells(drawing);
    assert_eq!(b.len(), 16, "{drawing}");
    let lines = (0..4)
        .map(|r| [4 * r, 4 * r + 1, 4 * r + 2, 4 * r + 3])
        .chain((0..4).map(|c| [c, c + 4, c + 8, c + 12]))
        .chain([[0, 5, 10, 15], [3, 6, 9, 12]]);
    let won = |line: [usize; 4]| b[line[0]] != "O" && line.iter().all(|&i| b[i] == b[line[0]]);
    lines.into_iter().any(won)
}

/// Every face of the net one letter: the up face's three rows, the four side faces' three
/// rows of twelve, the down face's three rows.
fn cube_solved(drawing: &str) -> bool {
    let rows: Vec<Vec<&str>> = drawing.lines().map(|l| cells(l)).collect();
    assert_eq!(rows.len(), 9, "{drawing}");
    let mut faces: Vec<Vec<&str>> = vec![Vec::new(); 6];
    for (r, row) in rows.iter().enumerate() {
        match r {
            0..3 => faces[0].extend(row),
            3..6 => (0..4).for_each(|f| faces[1 + f].extend(&row[3 * f..3 * f + 3])),
            _ => faces[5].extend(row),
        }
    }
    faces
        .iter()
        .all(|f| f.len() == 9 && f.iter().all(|&c| c == f[0]))
}

/// Runs `exe` with `args` and `--show` on `input`: standard output must be the sample's, and
/// the frames are returned with the case's answers.
fn shown(exe: &str, args: &[&str], input: &str, expected: &str, what: &str) -> Vec<Frame> {
    let plain = run_with(exe, args, input.as_bytes());
    assert_eq!(String::from_utf8_lossy(&plain.stdout), expected, "{args:?}");
    assert!(plain.stderr.is_empty(), "{args:?}");
    let args: Vec<&str> = args.iter().copied().chain(["--show"]).collect();
    let output = run_with(exe, &args, input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(stdout, expected, "{args:?}: standard output unchanged");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        !stderr.contains('\x1b'),
        "no colour off a terminal: {stderr}"
    );
    frames(what, &stderr)
}

fn sample_out(name: &str, n: usize) -> String {
    common::sample_file(name, &format!("sample-{n}.out")).expect("a sample's answers")
}

#[test]
fn every_binary_shows_its_answers_move_by_move_to_a_solved_case() {
    for (exe, name, what) in BINARIES {
        for n in [1, 2] {
            let Some(input) = common::sample_file(name, &format!("sample-{n}.in")) else {
                continue;
            };
            let expected = sample_out(name, n);
            let frames = shown(exe, &[], &input, &expected, what);
            let cases = moves_by_case(&frames);
            let answers = answers(name, &expected);
            assert_eq!(cases.len(), answers.len(), "{name} {n}");
            for ((moves, last), answer) in cases.iter().zip(&answers) {
                let shown = moves.as_ref().map(|m| {
                    m.join(match name {
                        "magic-cube" => "\n",
                        _ => "",
                    })
                });
                let (expected, solved) = match name {
                    "rotation-game" => {
                        let line = answer.lines().next().unwrap();
                        let moves = (line != "No moves needed").then(|| line.to_string());
                        (
                            Some(moves.unwrap_or_default()),
                            rotation_solved(&last.drawing),
                        )
                    }
                    "eight-puzzle" => {
                        let line = answer.trim_end();
                        let goal = ["1", "2", "3", "4", "5", "6", "7", "8", "."];
                        match line {
                            "unsolvable" => (None, true),
                            _ => (Some(line.to_string()), board_is(&last.drawing, &goal)),
                        }
                    }
                    "four-in-a-row" => match answer.trim_end() {
                        "-1" => (None, true),
                        count => {
                            let count: usize = count.parse().unwrap();
                            assert_eq!(moves.as_ref().map(Vec::len), Some(count), "{name}");
                            (shown.clone(), four_in_a_row(&last.drawing))
                        }
                    },
                    _ => {
                        let lines: Vec<&str> = answer.lines().skip(1).collect();
                        match answer.trim_end() {
                            "-1" => (None, true),
                            _ => (Some(lines.join("\n")), cube_solved(&last.drawing)),
                        }
                    }
                };
                assert_eq!(shown, expected, "{name} {n}, case {}", last.case);
                assert!(solved, "{name} {n}, case {}:\n{}", last.case, last.drawing);
            }
        }
    }
}

#[test]
fn each_judge_problem_shows_its_sample() {
    let goal3 = ["1", "2", "3", "4", "5", "6", "7", "8", "."];
    for problem in ["hdu3567", "lightoj1139", "luogu1379", "poj2893", "uva10181"] {
        let input = common::sample_file(problem, "sample-1.in").expect("a sample");
        let expected = sample_out(problem, 1);
        let what = match problem {
            "uva10181" => "puzzle",
            "luogu1379" => "board",
            _ => "case",
        };
        let frames = shown(EIGHT, &["--problem", problem], &input, &expected, what);
        let cases = moves_by_case(&frames);
        let answers: Vec<&str> = match problem {
            "hdu3567" => expected.lines().skip(1).step_by(2).collect(),
            "lightoj1139" | "poj2893" => expected.lines().collect(),
            _ => expected.lines().collect(),
        };
        assert_eq!(cases.len(), answers.len(), "{problem}");
        for (i, ((moves, last), answer)) in cases.iter().zip(&answers).enumerate() {
            let context = format!("{problem}, case {}:\n{}", i + 1, last.drawing);
            match problem {
                // The moves are the answer's line; the board ends as the case's goal.
                "hdu3567" => {
                    let goal = input.split_whitespace().nth(2 + 2 * i).unwrap();
                    let goal: Vec<String> = goal
                        .chars()
                        .map(|c| if c == 'X' { ".".into() } else { c.to_string() })
                        .collect();
                    let goal: Vec<&str> = goal.iter().map(String::as_str).collect();
                    assert_eq!(moves.as_ref().map(|m| m.concat()).as_deref(), Some(*answer));
                    assert!(board_is(&last.drawing, &goal), "{context}");
                }
                // The answer is a count; the moves shown are that many, ending at the goal.
                "lightoj1139" => match answer.rsplit_once(": ").unwrap().1 {
                    "impossible" => assert!(moves.is_none(), "{context}"),
                    count => {
                        assert_eq!(moves.as_ref().unwrap().len(), count.parse().unwrap());
                        assert!(board_is(&last.drawing, &goal3), "{context}");
                    }
                },
                "luogu1379" => {
                    let goal = ["1", "2", "3", "8", ".", "4", "7", "6", "5"];
                    assert_eq!(moves.as_ref().unwrap().len(), answer.parse().unwrap());
                    assert!(board_is(&last.drawing, &goal), "{context}");
                }
                // A yes or no: the start alone.
                "poj2893" => assert!(moves.is_none(), "{context}"),
                _ => match *answer {
                    "This puzzle is not solvable." => assert!(moves.is_none()),
                    letters => {
                        assert_eq!(moves.as_ref().unwrap().concat(), letters, "{context}");
                        let mut goal: Vec<String> = (1..16).map(|t| t.to_string()).collect();
                        goal.push(".".into());
                        let goal: Vec<&str> = goal.iter().map(String::as_str).collect();
                        assert!(board_is(&last.drawing, &goal), "{context}");
                    }
                },
            }
        }
    }
}

#[test]
fn show_stdout_puts_each_cases_frames_after_its_answer() {
    for (exe, name, what) in BINARIES {
        let input = sample(name, 1);
        let expected = sample_out(name, 1);
        let on_stderr = run_with(exe, &["--show"], input.as_bytes());
        let stderr = String::from_utf8(on_stderr.stderr).unwrap();
        let frames = frames(what, &stderr);
        let answers = answers(name, &expected);
        let mut together = String::new();
        for (i, answer) in answers.iter().enumerate() {
            together += answer;
            let head = |f: &&Frame| f.case == i + 1;
            for frame in frames.iter().filter(head) {
                together += &format!("{what} {}: {}\n{}\n", frame.case, frame.head, frame.drawing);
            }
        }
        let output = run_with(exe, &["--show=stdout"], input.as_bytes());
        assert!(
            output.status.success() && output.stderr.is_empty(),
            "{name}"
        );
        assert_eq!(
            String::from_utf8(output.stdout).unwrap(),
            together,
            "{name}"
        );
    }
}

#[test]
fn show_takes_no_value_but_stdout() {
    for (exe, name, _) in BINARIES {
        let (code, out, err) = run_args(exe, &["--show=stderr"]);
        assert_eq!((code, out.as_str()), (2, ""), "{name}");
        assert!(err.contains("`stderr` is neither"), "{name}: {err}");
        // A word after --show is the next argument, not its value.
        let (code, _, err) = run_args(exe, &["--show", "stdout"]);
        assert_eq!(code, 2, "{name}: {err}");
    }
}
