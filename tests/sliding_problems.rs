//! `eight-puzzle --problem NAME`: every judge problem of the family on its statement's samples,
//! against searches written here, through `--check`, `--gen` and `--stress`, and on bad input;
//! and `--goal` for the plain format.

mod common;

use common::{check_samples_with, distances, run_with, slide, stdout_of};
use puzzle_search::rng::Rng;
use std::collections::{HashMap, VecDeque};

const EXE: &str = env!("CARGO_BIN_EXE_eight-puzzle");

const PROBLEMS: [&str; 5] = ["hdu3567", "luogu1379", "lightoj1139", "uva10181", "poj2893"];

/// A 3×3 board, row by row, 0 the blank.
type Nine = [u8; 9];

/// Runs the binary with `--problem problem` and `args` on `input`: exit status, standard output
/// and standard error.
fn run(problem: &str, args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut all = vec!["--problem", problem];
    all.extend(args);
    let output = run_with(EXE, &all, input.as_bytes());
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The answers to `input`, which must come with exit status 0.
fn answer(problem: &str, input: &str) -> String {
    stdout_of(run_with(EXE, &["--problem", problem], input.as_bytes()))
}

fn shuffled(n: usize, rng: &mut Rng) -> Vec<u8> {
    let mut cells: Vec<u8> = (0..n as u8).collect();
    rng.shuffle(&mut cells);
    cells
}

fn nine(rng: &mut Rng) -> Nine {
    shuffled(9, rng).try_into().unwrap()
}

/// The first shortest path from `start` to `goal` in letter order, by a breadth-first search
/// that tries letters in byte order and keeps the first way it reaches each board; `None` if
/// the goal is never reached.
fn first_shortest(start: Nine, goal: Nine) -> Option<String> {
    let mut parent: HashMap<Nine, (Nine, u8)> = HashMap::from([(start, (start, 0))]);
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        if board == goal {
            let (mut path, mut at) = (Vec::new(), board);
            while at != start {
                let (before, letter) = parent[&at];
                path.push(letter);
                at = before;
            }
            path.reverse();
            return Some(String::from_utf8(path).unwrap());
        }
        for letter in *b"dlru" {
            if let Some(next) = slide(&board, 3, letter) {
                parent.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    (board, letter)
                });
            }
        }
    }
    None
}

/// `moves` random moves of the blank from `board`.
fn scrambled(board: &[u8], width: usize, moves: usize, rng: &mut Rng) -> Vec<u8> {
    let mut cells = board.to_vec();
    for _ in 0..moves {
        let letter = b"dlru"[rng.below(4) as usize];
        if let Some(next) = slide(&cells, width, letter) {
            cells = next;
        }
    }
    cells
}

/// Cells as HDU 3567 writes a board: glued, `X` the blank.
fn glued(cells: &[u8]) -> String {
    let show = |&t: &u8| if t == 0 { 'X' } else { (b'0' + t) as char };
    cells.iter().map(show).collect()
}

/// Cells as rows of `width` numbers, 0 the blank.
fn rows(cells: &[u8], width: usize) -> String {
    let lines: Vec<String> = cells
        .chunks(width)
        .map(|row| {
            let words: Vec<String> = row.iter().map(u8::to_string).collect();
            words.join(" ") + "\n"
        })
        .collect();
    lines.concat()
}

#[test]
fn every_statements_samples_are_answered_byte_for_byte() {
    for problem in PROBLEMS {
        check_samples_with(EXE, problem, &["--problem", problem]);
    }
}

#[test]
fn the_list_of_problems_and_their_own_flags() {
    let (status, list, _) = run("list", &[], "");
    assert_eq!(status, Some(0));
    let names: Vec<&str> = list.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert_eq!(names[0], "poj1077");
    assert_eq!(&names[1..], PROBLEMS);
    let help = stdout_of(run_with(EXE, &["--help"], b""));
    assert!(help.contains(&list), "--help lists the problems");
    let (status, _, err) = run("hdu3567", &["--size", "4"], "");
    assert_eq!(status, Some(2));
    assert!(
        err.starts_with("error: --size belongs to poj1077; hdu3567 has its own format"),
        "{err}"
    );
    let (status, _, err) = run("uva1018", &[], "");
    assert_eq!(
        (status, err.as_str()),
        (
            Some(2),
            "error: no problem `uva1018`: --problem list names them (try 'eight-puzzle --help')\n"
        )
    );
    assert_eq!(
        answer("hdu1043", "2 3 4 1 5 x 7 6 8"),
        "dlurullddrurdllurdr\n"
    );
}

#[test]
fn hdu3567_gives_the_first_shortest_path_of_a_breadth_first_search() {
    let mut rng = Rng::new(3567);
    let mut pairs: Vec<(Nine, Nine)> = Vec::new();
    // Every cell of the goal's blank, near and far.
    for home in 0..9 {
        let mut goal = nine(&mut rng);
        let blank = goal.iter().position(|&t| t == 0).unwrap();
        goal.swap(blank, home);
        for moves in [0, 3, 12, 40] {
            let start = scrambled(&goal, 3, moves, &mut rng).try_into().unwrap();
            pairs.push((start, goal));
        }
    }
    let mut input = format!("{}\n", pairs.len());
    let mut expected = String::new();
    for (k, (start, goal)) in pairs.iter().enumerate() {
        input += &format!("{}\n{}\n", glued(start), glued(goal));
        let path = first_shortest(*start, *goal).expect("a walk goes back");
        expected += &format!("Case {}: {}\n{path}\n", k + 1, path.len());
    }
    assert_eq!(answer("hdu3567", &input), expected);
}

#[test]
fn luogu1379_and_lightoj1139_count_the_moves_of_a_breadth_first_search() {
    let mut rng = Rng::new(1379);
    let middle = distances(vec![1, 2, 3, 8, 0, 4, 7, 6, 5], 3);
    let mut tried = 0;
    while tried < 30 {
        let board = shuffled(9, &mut rng);
        let Some(&d) = middle.get(&board) else {
            let text: String = board.iter().map(|&t| (b'0' + t) as char).collect();
            let (status, out, err) = run("luogu1379", &[], &text);
            assert_eq!((status, out.as_str()), (Some(1), ""), "{text}");
            assert!(err.starts_with("board 1: the goal 123804765 cannot be reached"));
            continue;
        };
        let text: String = board.iter().map(|&t| (b'0' + t) as char).collect();
        assert_eq!(answer("luogu1379", &text), format!("{d}\n"), "{text}");
        tried += 1;
    }
    let usual = distances(vec![1, 2, 3, 4, 5, 6, 7, 8, 0], 3);
    let boards: Vec<Vec<u8>> = (0..300).map(|_| shuffled(9, &mut rng)).collect();
    let mut input = format!("{}\n", boards.len());
    let mut expected = String::new();
    for (k, board) in boards.iter().enumerate() {
        input += &format!("\n{}", rows(board, 3));
        match usual.get(board) {
            Some(d) => expected += &format!("Case {}: {d}\n", k + 1),
            None => expected += &format!("Case {}: impossible\n", k + 1),
        }
    }
    assert_eq!(answer("lightoj1139", &input), expected);
}

/// The goal of the 15-puzzle.
fn fifteen() -> Vec<u8> {
    (1..16).chain([0]).collect()
}

#[test]
fn uva10181_answers_are_legal_within_fifty_moves_and_shortest_where_a_search_can_tell() {
    let mut rng = Rng::new(10181);
    let goal = fifteen();
    // Every board within 12 moves of the goal, by a breadth-first search cut off there.
    let mut near = HashMap::from([(goal.clone(), 0)]);
    let mut layer = vec![goal.clone()];
    for d in 1..=12 {
        let mut next = Vec::new();
        for cells in &layer {
            for board in b"udlr".iter().filter_map(|&l| slide(cells, 4, l)) {
                near.entry(board.clone()).or_insert_with(|| {
                    next.push(board);
                    d
                });
            }
        }
        layer = next;
    }
    let mut boards: Vec<(Vec<u8>, bool)> = Vec::new();
    for moves in [0, 1, 5, 9, 12, 20, 30, 40, 50] {
        for _ in 0..3 {
            boards.push((scrambled(&goal, 4, moves, &mut rng), true));
        }
    }
    for _ in 0..5 {
        // Two tiles swapped: the other parity, never solvable.
        let mut cells = scrambled(&goal, 4, 30, &mut rng);
        let tiles: Vec<usize> = (0..16).filter(|&c| cells[c] != 0).take(2).collect();
        cells.swap(tiles[0], tiles[1]);
        boards.push((cells, false));
    }
    let mut input = format!("{}\n", boards.len());
    for (cells, _) in &boards {
        input += &rows(cells, 4);
    }
    let output = answer("uva10181", &input);
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), boards.len());
    for ((cells, solvable), line) in boards.iter().zip(lines) {
        if !solvable {
            assert_eq!(line, "This puzzle is not solvable.", "{cells:?}");
            continue;
        }
        assert!(line.len() <= 50, "{cells:?}: {line}");
        let mut at = cells.clone();
        for letter in line.bytes() {
            at = slide(&at, 4, letter.to_ascii_lowercase()).expect("a legal move");
        }
        assert_eq!(at, goal, "{cells:?}: {line}");
        if let Some(&d) = near.get(cells) {
            assert_eq!(line.len(), d, "{cells:?}: {line}");
        }
    }
}

#[test]
fn uva10181_solves_korfs_instances_of_at_most_fifty_moves_and_no_others() {
    let lengths = common::optimal_lengths("korf100.answers");
    let instances = std::fs::read_to_string(common::data("korf100.in")).unwrap();
    let boards: Vec<&str> = instances.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(boards.len(), lengths.len());
    let mut input = format!("{}\n", boards.len());
    for board in &boards {
        let numbers: Vec<u8> = board.split(' ').map(|t| t.parse().unwrap_or(0)).collect();
        input += &rows(&numbers, 4);
    }
    let output = answer("uva10181", &input);
    assert_eq!(output.lines().count(), boards.len());
    for ((line, &length), board) in output.lines().zip(&lengths).zip(&boards) {
        match length <= 50 {
            true => assert_eq!(line.len(), length, "{board}"),
            false => assert_eq!(line, "This puzzle is not solvable.", "{board}"),
        }
    }
}

/// Whether a board `width` wide can be solved, by counting inversions with a merge sort: the
/// rule of the module documentation of `board`, counted another way.
fn solvable_by_inversions(cells: &[u32], width: usize) -> bool {
    fn sort(items: &mut Vec<u32>) -> u64 {
        if items.len() < 2 {
            return 0;
        }
        let mut right = items.split_off(items.len() / 2);
        let mut inversions = sort(items) + sort(&mut right);
        let mut merged = Vec::with_capacity(items.len() + right.len());
        let (mut i, mut j) = (0, 0);
        while i < items.len() || j < right.len() {
            if j == right.len() || (i < items.len() && items[i] < right[j]) {
                merged.push(items[i]);
                i += 1;
            } else {
                inversions += (items.len() - i) as u64;
                merged.push(right[j]);
                j += 1;
            }
        }
        *items = merged;
        inversions
    }
    let mut tiles: Vec<u32> = cells.iter().copied().filter(|&t| t != 0).collect();
    let inversions = sort(&mut tiles);
    let blank = cells.iter().position(|&t| t == 0).unwrap();
    let rows_below = ((cells.len() - 1 - blank) / width) as u64;
    let counted = if width.is_multiple_of(2) {
        rows_below
    } else {
        0
    };
    (inversions + counted).is_multiple_of(2)
}

#[test]
fn poj2893_agrees_with_searches_of_small_boards_and_inversions_of_large_ones() {
    let mut rng = Rng::new(2893);
    let mut input = String::new();
    let mut expected = String::new();
    for (rows_, columns) in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2)] {
        let n = rows_ * columns;
        let goal: Vec<u8> = (1..n as u8).chain([0]).collect();
        let reachable = distances(goal.clone(), columns);
        for _ in 0..20 {
            let cells = shuffled(n, &mut rng);
            input += &format!("{rows_} {columns}\n{}", rows(&cells, columns));
            let yes = reachable.contains_key(&cells);
            expected += if yes { "YES\n" } else { "NO\n" };
        }
    }
    for (rows_, columns) in [(30, 40), (41, 7), (999, 999)] {
        let mut cells: Vec<u32> = (0..rows_ * columns as u32).collect();
        rng.shuffle(&mut cells);
        input += &format!("{rows_} {columns}\n");
        for row in cells.chunks(columns as usize) {
            let words: Vec<String> = row.iter().map(u32::to_string).collect();
            input += &(words.join(" ") + "\n");
        }
        let yes = solvable_by_inversions(&cells, columns as usize);
        expected += if yes { "YES\n" } else { "NO\n" };
    }
    input += "0 0\n";
    assert_eq!(answer("poj2893", &input), expected);
}

/// The exit status and verdict of `--problem problem --check` on `input` and `output`.
fn check(problem: &str, input: &str, output: &str, extra: &[&str]) -> (i32, String) {
    let dir = common::ScratchDir::new(&format!("check-{problem}-{}", output.len()));
    let (input_path, output_path) = (dir.0.join("in"), dir.0.join("out"));
    std::fs::write(&input_path, input).unwrap();
    std::fs::write(&output_path, output).unwrap();
    let mut args = vec![
        "--check",
        input_path.to_str().unwrap(),
        output_path.to_str().unwrap(),
    ];
    args.extend(extra);
    let (status, out, err) = run(problem, &args, "");
    assert_eq!(out, "");
    (status.unwrap(), err.trim_end().to_string())
}

fn sample(problem: &str) -> String {
    let path = format!(
        "{}/samples/{problem}/sample-1.in",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn check_judges_each_problem_by_its_own_rules() {
    let verdicts = [
        ("hdu3567", "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n", 0, "accepted: 2 cases"),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nurrulldr\n\n",
            0,
            "accepted: 2 cases",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 3: 8\nurrulldr\n",
            1,
            "wrong answer: case 2: `Case 3:` in the answer to case 2",
        ),
        (
            "hdu3567",
            "Case 1: 3\ndd\n",
            1,
            "wrong answer: case 1: 3 moves, but the fewest are 2",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\ndrrulldr\n",
            1,
            "wrong answer: case 2: move 1 `d` takes the blank off the board",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nuurrdlld\n",
            1,
            "wrong answer: case 2: the moves end away from the goal",
        ),
        (
            "hdu3567",
            "Case 1: 2\ndd\nCase 2: 8\nurrulldrud\n",
            1,
            "wrong answer: case 2: 10 moves, but the first line says 8",
        ),
        (
            "hdu3567",
            "Case 1:2\ndd\n",
            2,
            "malformed output: case 1: output line 1: `Case 1:2` is not `Case x: d`",
        ),
        ("luogu1379", "4\n", 0, "accepted: 1 board"),
        (
            "luogu1379",
            "5\n",
            1,
            "wrong answer: board 1: 5, but the fewest moves are 4",
        ),
        (
            "luogu1379",
            "04\n",
            2,
            "malformed output: board 1: output line 1: `04` is not a number of moves",
        ),
        (
            "lightoj1139",
            "Case 1: impossible\nCase 2: 1\nCase 3: 18\n",
            0,
            "accepted: 3 cases",
        ),
        (
            "lightoj1139",
            "Case 1: 3\n",
            1,
            "wrong answer: case 1: the goal cannot be reached",
        ),
        (
            "lightoj1139",
            "Case 1: impossible\nCase 2: impossible\n",
            1,
            "wrong answer: case 2: `impossible`, but 1 moves reach the goal",
        ),
        (
            "uva10181",
            "LLLDRDRDR\nThis puzzle is not solvable.\n",
            0,
            "accepted: 2 puzzles",
        ),
        (
            "uva10181",
            "LLLDRDRDRLR\nThis puzzle is not solvable.\n",
            0,
            "accepted: 2 puzzles",
        ),
        (
            "uva10181",
            "This puzzle is not solvable.\n",
            1,
            "wrong answer: puzzle 1: `This puzzle is not solvable.`, but 9 moves solve it",
        ),
        (
            "uva10181",
            "LLLDRDRDR\nLR\n",
            1,
            "wrong answer: puzzle 2: the puzzle is not solvable",
        ),
        (
            "uva10181",
            &format!("LLLDRDRDR{}\n", "LR".repeat(21)),
            1,
            "wrong answer: puzzle 1: 51 moves, more than the 50 allowed",
        ),
        (
            "uva10181",
            "lllDRDRDR\n",
            2,
            "malformed output: puzzle 1: output line 1: `lllDRDRDR` is neither letters L, R, U, D nor the sentence",
        ),
        ("poj2893", "YES\nNO\n", 0, "accepted: 2 cases"),
        (
            "poj2893",
            "YES\nYES\n",
            1,
            "wrong answer: case 2: `YES`, but the puzzle cannot be solved",
        ),
        (
            "poj2893",
            "yes\n",
            2,
            "malformed output: case 1: output line 1: `yes` is neither `YES` nor `NO`",
        ),
    ];
    for (problem, output, status, verdict) in verdicts {
        assert_eq!(
            check(problem, &sample(problem), output, &[]),
            (status, verdict.to_string()),
            "{problem}: {output:?}"
        );
    }
    assert_eq!(
        check(
            "uva10181",
            &sample("uva10181"),
            "LLLDRDRDRLR\nThis puzzle is not solvable.\n",
            &["--optimal"]
        ),
        (1, "wrong answer: puzzle 1: 11 moves, but 9 suffice".into())
    );
    // A solvable board that needs more than 50 moves (Korf's first instance, 57, turned to
    // this goal): only the sentence is right.
    let korf = "1\n13 6 8 12\n15 14 0 10\n11 7 4 5\n9 1 3 2\n";
    assert_eq!(
        check("uva10181", korf, "This puzzle is not solvable.\n", &[]),
        (0, "accepted: 1 puzzle".into())
    );
}

#[test]
fn gen_makes_each_problems_input_at_the_asked_depth() {
    let gen = |problem: &str, args: &[&str]| {
        let (status, out, err) = run(problem, args, "");
        assert_eq!((status, err.as_str()), (Some(0), ""), "{problem} {args:?}");
        out
    };
    for problem in PROBLEMS {
        let count = if problem == "luogu1379" { "1" } else { "7" };
        let input = gen(problem, &["--gen", count, "--seed", "4"]);
        assert_eq!(
            input,
            gen(problem, &["--gen", count, "--seed", "4"]),
            "{problem}"
        );
        let (status, _, err) = run(problem, &["--check", "/dev/stdin", "/dev/null"], &input);
        assert!(status == Some(1) || status == Some(2), "{problem}: {err}");
        answer(problem, &input);
    }
    let lengths = |problem: &str, input: &str| -> Vec<usize> {
        let output = answer(problem, input);
        match problem {
            "hdu3567" => output.lines().skip(1).step_by(2).map(str::len).collect(),
            "luogu1379" => vec![output.trim_end().parse().unwrap()],
            "lightoj1139" => output
                .lines()
                .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
                .collect(),
            _ => output.lines().map(str::len).collect(),
        }
    };
    for (problem, depth, count, moves) in [
        ("hdu3567", "31", "5", 31),
        ("hdu3567", "0", "3", 0),
        ("luogu1379", "max", "1", 30),
        ("luogu1379", "17", "1", 17),
        ("lightoj1139", "max", "4", 31),
        ("uva10181", "50", "2", 50),
        ("uva10181", "23", "3", 23),
    ] {
        let input = gen(problem, &["--gen", count, "--depth", depth]);
        let expected = vec![moves; count.parse().unwrap()];
        assert_eq!(
            lengths(problem, &input),
            expected,
            "{problem} --depth {depth}"
        );
    }
    for (problem, args, says) in [
        (
            "luogu1379",
            &["--gen", "2"][..],
            "error: an input of this problem holds one board: --gen 1\n",
        ),
        (
            "luogu1379",
            &["--gen", "1", "--depth", "31"],
            "error: no board needs 31 moves: the most is 30\n",
        ),
        (
            "uva10181",
            &["--gen", "1", "--depth", "51"],
            "error: puzzles of 51 moves are not solvable within the 50 allowed\n",
        ),
        (
            "poj2893",
            &["--gen", "1", "--depth", "3"],
            "error: the cases of poj2893 have no depth: they are boards of random sizes\n",
        ),
    ] {
        assert_eq!(
            run(problem, args, ""),
            (Some(2), String::new(), says.into())
        );
    }
}

#[test]
fn stress_passes_our_own_answers_and_catches_wrong_ones() {
    for problem in PROBLEMS {
        let command = format!("{EXE} --problem {problem}");
        let cases = if problem == "uva10181" { "40" } else { "150" };
        let (status, out, err) = run(problem, &["--stress", &command, "--cases", cases], "");
        assert_eq!(status, Some(0), "{problem}: {out}{err}");
        assert!(out.starts_with(&format!("passed: {cases} cases")), "{out}");
    }
    // Every answer `YES`: the first board that cannot be solved fails, alone.
    let yes = "echo YES";
    let (status, out, _) = run("poj2893", &["--stress", yes], "");
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("wrong answer: case 1: `YES`, but the puzzle cannot be solved"),
        "{out}"
    );
    // Paths that are right but for their letter order: a path read backwards is no solution,
    // and a path with its first two letters swapped is rarely the smallest.
    let swapped = format!("{EXE} --problem hdu3567 | tr dl ld");
    let (status, out, _) = run("hdu3567", &["--stress", &swapped], "");
    assert_eq!(status, Some(1), "{out}");
    assert!(out.contains("wrong answer: case 1: "), "{out}");
    // Luogu's input holds one board: every run is of one.
    let (status, out, _) = run("luogu1379", &["--stress", "echo 0"], "");
    assert_eq!(status, Some(1), "{out}");
    assert!(
        out.contains("wrong answer: board 1: 0, but the fewest moves are 1"),
        "{out}"
    );
}

#[test]
fn goal_boards_of_any_arrangement_in_the_plain_format() {
    let mut rng = Rng::new(1077);
    for _ in 0..12 {
        let goal = nine(&mut rng);
        let glued_goal = glued(&goal).replace('X', "x");
        let starts: Vec<Nine> = (0..5).map(|_| nine(&mut rng)).collect();
        let input: String = starts.iter().map(|s| glued(s) + "\n").collect();
        let out = stdout_of(run_with(EXE, &["--goal", &glued_goal], input.as_bytes()));
        let lines: Vec<&str> = out.lines().collect();
        for (start, line) in starts.iter().zip(&lines) {
            let expected = first_shortest(*start, goal).unwrap_or("unsolvable".into());
            assert_eq!(*line, expected, "{glued_goal} from {}", glued(start));
        }
    }
    // Larger boards: the databases of a goal with the blank elsewhere.
    let cells: Vec<u8> = vec![1, 2, 0, 3, 4, 5, 6, 7];
    let reachable = distances(cells.clone(), 4);
    let boards: Vec<Vec<u8>> = (0..8).map(|_| scrambled(&cells, 4, 60, &mut rng)).collect();
    let words = |b: &[u8]| rows(b, 4).replace('\n', " ");
    let input: String = boards.iter().map(|b| words(b) + "\n").collect();
    let args = ["--size", "4x2", "--goal", "1 2 x 3 4 5 6 7"];
    let out = stdout_of(run_with(EXE, &args, input.as_bytes()));
    for (board, line) in boards.iter().zip(out.lines()) {
        assert_eq!(line.len(), reachable[board], "{board:?}: {line}");
        let mut at = board.clone();
        for letter in line.bytes() {
            at = slide(&at, 4, letter).unwrap();
        }
        assert_eq!(at, cells);
    }
    // On 4×4, from a board to a goal takes as many moves as back: two searches with the
    // databases of two different goals.
    for moves in [20, 34, 46] {
        let a = shuffled(16, &mut rng);
        let b = scrambled(&a, 4, moves, &mut rng);
        let there = stdout_of(run_with(
            EXE,
            &["--size", "4", "--goal", &words(&b)],
            (words(&a) + "\n").as_bytes(),
        ));
        let back = stdout_of(run_with(
            EXE,
            &["--size", "4", "--goal", &words(&a)],
            (words(&b) + "\n").as_bytes(),
        ));
        assert_eq!(there.len(), back.len(), "{a:?} and {b:?}: {there} {back}");
        let mut at = a.clone();
        for letter in there.trim_end().bytes() {
            at = slide(&at, 4, letter).unwrap();
        }
        assert_eq!(at, b);
    }
    for (goal, says) in [
        (
            "1 2 3 4 5 6 7 x x",
            "--goal: `x` (line 1, column 17) is a second blank",
        ),
        ("12345678", "--goal: the input ends after 8 of the 9 tiles"),
        (
            "123456780 1",
            "--goal: `1` (line 1, column 11) is more than the 9 tiles of a 3x3 board",
        ),
    ] {
        let output = run_with(EXE, &["--goal", goal], b"");
        assert_eq!(output.status.code(), Some(2), "{goal}");
        let err = String::from_utf8(output.stderr).unwrap();
        assert!(err.starts_with(&format!("error: {says}")), "{goal}: {err}");
    }
}

#[test]
fn mutated_samples_exit_with_0_or_1() {
    let mut rng = Rng::new(20);
    const INTERESTING: &[u8] = b"0123456789xX -+\n\r\t\xff";
    for problem in PROBLEMS {
        let sample = sample(problem).into_bytes();
        let rounds = if problem == "uva10181" { 30 } else { 120 };
        for _ in 0..rounds {
            let mut input = sample.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(input.len() as u64) as usize;
                let byte = INTERESTING[rng.below(INTERESTING.len() as u64) as usize];
                match rng.below(3) {
                    0 => input.insert(at, byte),
                    1 => {
                        input.remove(at);
                    }
                    _ => input[at] = byte,
                }
            }
            let output = run_with(EXE, &["--problem", problem], &input);
            let err = String::from_utf8_lossy(&output.stderr);
            match output.status.code() {
                Some(0) => assert!(err.is_empty(), "{problem}: {err}"),
                Some(1) => assert_eq!(err.lines().count(), 1, "{problem}: {err}"),
                status => panic!("{problem}: {status:?} on {input:?}: {err}"),
            }
        }
    }
}
