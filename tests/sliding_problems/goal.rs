//! `--goal`: boards of any arrangement in the plain format.

use super::*;

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
