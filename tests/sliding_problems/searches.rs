//! Each problem's answers against a search written here: breadth-first searches of 3×3 boards, Korf's instances on UVa 10181, inversions counted by a merge sort on POJ 2893.

use super::*;

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
fn uva10181_solves_korfs_instances_within_the_promise_and_refuses_the_others() {
    let lengths = common::optimal_lengths("korf100.answers");
    let instances = std::fs::read_to_string(common::data("korf100.in")).unwrap();
    let boards: Vec<&str> = instances.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(boards.len(), lengths.len());
    let input_of = |boards: &[&str]| {
        let mut input = format!("{}\n", boards.len());
        for board in boards {
            let numbers: Vec<u8> = board.split(' ').map(|t| t.parse().unwrap_or(0)).collect();
            input += &rows(&numbers, 4);
        }
        input
    };
    let (within, beyond): (Vec<_>, Vec<_>) = boards
        .iter()
        .zip(&lengths)
        .partition(|&(_, &length)| length <= 45);
    assert!(!within.is_empty() && !beyond.is_empty());
    let shallow: Vec<&str> = within.iter().map(|&(&board, _)| board).collect();
    let output = answer("uva10181", &input_of(&shallow));
    let found: Vec<usize> = output.lines().map(str::len).collect();
    let optimal: Vec<usize> = within.iter().map(|&(_, &length)| length).collect();
    assert_eq!(found, optimal);
    // A board beyond the promise is bad input, after the answers before it.
    let (deep, length) = beyond[0];
    let (status, out, err) = run("uva10181", &[], &input_of(&[shallow[0], deep]));
    assert_eq!(
        (status, out.lines().count(), err),
        (
            Some(1),
            1,
            format!("puzzle 2: needs {length} moves; the statement promises at most 45\n")
        )
    );
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
