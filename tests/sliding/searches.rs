//! Answers against a breadth-first search and a plain IDA* with Manhattan distance written here, the databases' admissibility, and Korf's easiest instances.

use super::*;

#[test]
fn every_board_of_the_small_shapes_gets_the_first_shortest_solution_or_unsolvable() {
    for (width, height) in [(2, 3), (3, 2), (2, 4), (4, 2)] {
        let distance = distances(goal(width, height), width);
        let boards = permutations(width * height);
        assert_eq!(distance.len() * 2, boards.len(), "half are solvable");
        let input: String = boards.iter().map(|b| line(b) + "\n").collect();
        let output = solve(&format!("{width}x{height}"), &input);
        let show = |b: &Cells| format!("{width}x{height} {}", line(b));
        check_every_answer(&boards, &output, width, &distance, show);
    }
}

/// Random walks on a `width`×`height` board through the binary: the answers are the plain
/// IDA*'s, the first shortest solutions.
fn random_walks_match_the_plain_ida(width: usize, height: usize, longest: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let boards: Vec<Cells> = (0..30)
        .map(|n| walk(width, height, n * longest / 30, &mut rng).0)
        .collect();
    let input: String = boards.iter().map(|b| line(b) + "\n").collect();
    let output = solve(&format!("{width}x{height}"), &input);
    let answers: Vec<&str> = output.lines().collect();
    assert_eq!(answers.len(), boards.len());
    for (board, answer) in boards.iter().zip(answers) {
        assert_eq!(
            answer,
            plain_ida(board, width),
            "{width}x{height} {}",
            line(board)
        );
    }
}

#[test]
fn fifteen_puzzle_walks_and_korfs_easiest_instances() {
    random_walks_match_the_plain_ida(4, 4, 26, 15);
    let input: String = KORF_EASIEST.iter().map(|(b, _)| format!("{b}\n")).collect();
    let output = solve("4", &input);
    for ((korf, optimal), answer) in KORF_EASIEST.iter().zip(output.lines()) {
        assert_eq!(answer.len(), *optimal, "{korf}");
        assert_eq!(slid(korf, answer, 4), Some(goal(4, 4)), "{korf}: {answer}");
    }
}

#[test]
#[ignore = "builds the 4×3, 3×5 and 5×5 databases: about 12 s; .ci/run runs it"]
fn random_walks_on_rectangles_and_five_by_five() {
    random_walks_match_the_plain_ida(4, 3, 24, 43);
    random_walks_match_the_plain_ida(3, 5, 22, 35);
    random_walks_match_the_plain_ida(5, 5, 20, 55);
    let (status, input, _) = run(&["--size", "3x5", "--gen", "4", "--depth", "12"], b"");
    assert_eq!(status, Some(0));
    let lengths: Vec<usize> = solve("3x5", &input).lines().map(str::len).collect();
    assert_eq!(lengths, [12; 4], "{input}");
}

/// The tiles of `shape` in patterns of at most `size` tiles, in order: quick to build.
fn small_partition(shape: Shape, size: usize) -> Partition {
    let tiles: Vec<u8> = (1..shape.cells() as u8).collect();
    Partition::new(shape, tiles.chunks(size).map(<[u8]>::to_vec).collect()).unwrap()
}

#[test]
fn pattern_databases_never_overestimate_on_several_shapes() {
    let mut rng = Rng::new(16);
    for (width, height, size) in [(3, 3, 3), (4, 3, 4), (3, 5, 4), (4, 4, 4), (5, 5, 4)] {
        let shape = Shape::new(width, height).unwrap();
        let databases = [Databases::build(small_partition(shape, size))];
        for n in 0..40 {
            let (cells, _) = walk(width, height, n % 20, &mut rng);
            let distance = plain_ida(&cells, width).len() as u32;
            let estimate = optimal::estimate(&databases, &Board::new(shape, &cells));
            assert!(
                estimate <= distance,
                "{shape} {}: {estimate} > {distance}",
                line(&cells)
            );
            assert!(
                estimate as usize >= manhattan(&cells, width),
                "at least Manhattan distance"
            );
        }
    }
    // One pattern of every tile: the exact distance.
    let distance = distances(goal(3, 3), 3);
    let eight = [Databases::build(Partition::automatic(
        Shape::EIGHT,
        Partition::SMALL,
    ))];
    for (cells, &d) in distance.iter().step_by(97) {
        let estimate = optimal::estimate(&eight, &Board::new(Shape::EIGHT, cells));
        assert_eq!(estimate as usize, d, "{}", line(cells));
    }
}

/// The estimate of `cells` from `databases` as a plain lookup written here, the board alone: its
/// Manhattan distance plus twice each pattern's detours, read at the rank of its tiles' cells.
fn plain_lookup(databases: &Databases, cells: &[u8], width: usize) -> u32 {
    manhattan(cells, width) as u32 + 2 * detours(databases, cells, |_| true)
}

/// The sum of the detours of the patterns of `databases` that `counted`, read at the rank of
/// their tiles' cells on the board `cells`.
fn detours(databases: &Databases, cells: &[u8], counted: impl Fn(&[u8]) -> bool) -> u32 {
    let partition = databases.partition();
    partition
        .patterns()
        .iter()
        .zip(databases.tables())
        .zip(partition.layouts())
        .filter(|((pattern, _), _)| counted(pattern))
        .map(|((pattern, table), layout)| {
            let at: Vec<u8> = pattern
                .iter()
                .map(|&tile| cells.iter().position(|&t| t == tile).unwrap() as u8)
                .collect();
            u32::from(Nibbles::new(table).get(layout.index(&at, cells.len())))
        })
        .sum()
}

/// `cells` of a square board reflected about its main diagonal, each tile renamed as the tile
/// whose home is the reflection of its home: a board as far from the goal.
fn reflected(cells: &[u8], width: usize) -> Cells {
    let turn = |cell: usize| (cell % width) * width + cell / width;
    let mut out = vec![0; cells.len()];
    for (cell, &tile) in cells.iter().enumerate() {
        out[turn(cell)] = match tile {
            0 => 0,
            tile => turn(usize::from(tile) - 1) as u8 + 1,
        };
    }
    out
}

#[test]
fn the_reflected_lookup_is_the_larger_of_two_plain_ones_and_never_overestimates() {
    // Every solvable 3×3 board, with patterns small enough that the reflection adds something.
    let shape = Shape::EIGHT;
    let partition = Partition::new(shape, vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]]).unwrap();
    let databases = Databases::build(partition);
    let distance = distances(goal(3, 3), 3);
    let mut raised = 0;
    for (cells, &d) in &distance {
        let plain = plain_lookup(&databases, cells, 3);
        let mirror = plain_lookup(&databases, &reflected(cells, 3), 3);
        let estimate =
            optimal::estimate(std::slice::from_ref(&databases), &Board::new(shape, cells));
        assert_eq!(estimate, plain.max(mirror), "{}", line(cells));
        assert!(estimate as usize <= d, "{}: {estimate} > {d}", line(cells));
        raised += usize::from(mirror > plain);
    }
    assert_eq!(distance.len(), 181_440);
    assert!(
        raised > 10_000,
        "the reflection raises the estimate of many boards: {raised}"
    );
}

/// The dual estimate of `cells` (a board of `width` columns, the blank's home last) from
/// `databases`, written here. The dual board has each tile t where the tile on t's home belongs.
/// Its tiles' Manhattan distance and the patterns' detours there count, but for the tile at home
/// on the blank's cell (in the dual it plays the blank) and its pattern, and any pattern whose
/// tiles at home wall the blank's cell off from the blank's home; rounded up to the board's
/// parity.
fn plain_dual(databases: &Databases, cells: &[u8], width: usize) -> u32 {
    let n = cells.len();
    let home = |t: u8| (usize::from(t) + n - 1) % n;
    let mut dual = vec![0; n];
    for t in 0..n as u8 {
        dual[home(cells[home(t)])] = t;
    }
    let blank = cells.iter().position(|&t| t == 0).unwrap();
    let stray = (blank + 1) as u8 % n as u8;
    let distance =
        |a: usize, b: usize| (a / width).abs_diff(b / width) + (a % width).abs_diff(b % width);
    let manhattan: usize = (1..n as u8)
        .filter(|&t| t != stray)
        .map(|t| distance(dual.iter().position(|&d| d == t).unwrap(), home(t)))
        .sum();
    // Whether the pattern's tiles at home leave no way from the blank's home to its cell.
    let walls = |pattern: &[u8]| {
        let wall: Vec<usize> = pattern.iter().map(|&t| home(t)).collect();
        let (mut seen, mut todo) = (vec![false; n], vec![n - 1]);
        while let Some(cell) = todo.pop() {
            if !seen[cell] && !wall.contains(&cell) {
                seen[cell] = true;
                let (r, c) = (cell / width, cell % width);
                todo.extend(
                    [(r > 0).then(|| cell - width), (c > 0).then(|| cell - 1)]
                        .into_iter()
                        .flatten(),
                );
                todo.extend(
                    [
                        (r + 1 < n / width).then_some(cell + width),
                        (c + 1 < width).then_some(cell + 1),
                    ]
                    .into_iter()
                    .flatten(),
                );
            }
        }
        !seen[blank]
    };
    let detours = detours(databases, &dual, |p| !p.contains(&stray) && !walls(p));
    let value = manhattan as u32 + 2 * detours;
    value + (value ^ crate::manhattan(cells, width) as u32) % 2
}

#[test]
fn the_dual_lookup_is_written_here_and_never_overestimates() {
    // Every solvable board of 3×3, with five partitions, and of 4×2 and 2×4: with a second
    // partition (here the first again) the search takes the first's dual estimates too, of the
    // board and of its reflection.
    for (width, height, patterns) in [
        (3, 3, vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]]),
        (3, 3, vec![vec![2, 4], vec![1, 3, 5, 6, 7, 8]]),
        (3, 3, vec![vec![2, 4, 6], vec![1, 3, 5, 7, 8]]),
        (3, 3, vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8]]),
        (3, 3, vec![vec![1, 5, 8], vec![2, 3, 4, 6, 7]]),
        (4, 2, vec![vec![1, 2, 5], vec![3, 4, 6, 7]]),
        (2, 4, vec![vec![2, 3], vec![1, 4, 5, 6, 7]]),
    ] {
        let shape = Shape::new(width, height).unwrap();
        let partition = Partition::new(shape, patterns.clone()).unwrap();
        let twice = [
            Databases::build(partition.clone()),
            Databases::build(partition),
        ];
        let distance = distances(goal(width, height), width);
        let mut raised = 0;
        for (cells, &d) in &distance {
            let board = Board::new(shape, cells);
            let alone = optimal::estimate(&twice[..1], &board);
            let mut dual = plain_dual(&twice[0], cells, width);
            if width == height {
                dual = dual.max(plain_dual(&twice[0], &reflected(cells, width), width));
            }
            let estimate = optimal::estimate(&twice, &board);
            let show = || format!("{shape} {patterns:?} {}", line(cells));
            assert_eq!(estimate, alone.max(dual), "{}", show());
            assert!(estimate as usize <= d, "{}: {estimate} > {d}", show());
            raised += usize::from(estimate > alone);
        }
        assert!(raised > 100, "{shape} {patterns:?}: {raised} raised");
    }
}

/// The moves of a search's `path` as the blank's letters.
fn letters(path: &[u8]) -> String {
    path.iter()
        .map(|&m| b"dlru"[usize::from(m)] as char)
        .collect()
}

#[test]
fn two_partitions_give_the_first_shortest_solutions_in_no_more_nodes() {
    // Patterns of rows and of columns: with both, the estimate is at least each one's, and the
    // answers are the plain IDA*'s.
    let mut rng = Rng::new(24);
    for (width, height) in [(4, 3), (3, 4), (4, 4)] {
        let shape = Shape::new(width, height).unwrap();
        let columns: Vec<Vec<u8>> = (1..=width as u8)
            .map(|c| (0..height as u8).map(|r| r * width as u8 + c).collect())
            .map(|column: Vec<u8>| {
                column
                    .into_iter()
                    .filter(|&t| usize::from(t) < width * height)
                    .collect()
            })
            .collect();
        let rows = Databases::build(small_partition(shape, width));
        let columns = Databases::build(Partition::new(shape, columns).unwrap());
        let both = [rows, columns];
        let mut ida = puzzle_search::search::ida::Ida::new();
        for n in 0..12 {
            let (cells, _) = walk(width, height, 2 * n + 8, &mut rng);
            let board = Board::new(shape, &cells);
            let (path, stats) = optimal::solve(&both, &mut ida, &board);
            let letters = letters(&path.unwrap());
            assert_eq!(
                letters,
                plain_ida(&cells, width),
                "{shape} {}",
                line(&cells)
            );
            for one in both.chunks(1) {
                let estimate = optimal::estimate(one, &board);
                assert!(
                    optimal::estimate(&both, &board) >= estimate,
                    "{}",
                    line(&cells)
                );
                let (_, alone) = optimal::solve(one, &mut ida, &board);
                assert!(stats.expanded <= alone.expanded, "{}", line(&cells));
            }
        }
    }
}
