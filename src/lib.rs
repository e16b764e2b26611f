//! Judge-exact solvers for classic search puzzles.
//!
//! Every binary is a few lines: it hands one [`judge::Problem`] from [`puzzles`] to
//! [`judge::main`]. The layers, each using only those after it (`tests/architecture.rs` fails on an
//! import that goes up this list, and on one that closes a circle, between folders or files):
//!
//! 1. the binaries, `src/bin`;
//! 2. the models and their solvers, each puzzle's adapter to the judge layer beside its model,
//!    [`puzzles`];
//! 3. the judge-I/O layer, every mode, [`judge`];
//! 4. the cache of tables that take long to build, [`tables`];
//! 5. the engines, [`search`];
//! 6. progress lines, [`progress`];
//! 7. threads, [`parallel`];
//! 8. memory and mapped files, [`memory`], CPU clocks, [`cpu`], and random numbers, [`rng`].
//!
//! # Files
//!
//!
//! Each module's documentation (`cargo doc --open`) says what it does and, where it was measured,
//! what its design choices gave. One line a file:
//!
//! ```text
//! src/
//!   lib.rs                     the crate's modules and their layers
//!   bin/                       one short main a binary: rotation-game, eight-puzzle, four-in-a-row, magic-cube
//!   build.rs                   the rotation game's and the 3×3 tables and the skipped walks, made at build time by the models
//!   rng.rs                     SplitMix64, behind --gen, --stress, the tests and the benchmarks
//!   parallel.rs                work shared out over threads, results taken in order
//!   cpu.rs                     CPU time of work and of the threads it starts, for --stats
//!   progress.rs                progress of long work (a table build, a long search), one-line reports
//!   memory.rs                  room for a table, huge pages, files mapped into memory, reads asked for ahead
//!   tables/                    tables kept between runs
//!     mod.rs                   the shelf: a set of tables read from the cache or built, and its file format
//!     builder.rs               one build of a table into a cache at a time: the others wait for it
//!     file.rs                  one cache file: read when regular and whole, written whole and renamed into place
//!     trust.rs                 where the cache is; which of its folders and files may be read (the user's own, no one else's to write)
//!     checksum.rs              a cache file's checksum
//!     tests.rs                 the shelf's tests: files read, built, refused and trusted
//!   search/                    the puzzle-agnostic engines and their traits
//!     mod.rs                   the traits (Puzzle, Heuristic, Ranked, …) with their laws, Stats, a worked example
//!     ida.rs                   IDA*: a path buffer, move costs, every solution of one cost
//!     ida/tests.rs             its tests: toy puzzles checked state by state against breadth-first search
//!     larger.rs                the larger of two estimates of one puzzle, kept in step
//!     astar.rs                 A*
//!     bfs.rs                   breadth-first search of one instance, distance tables and first moves
//!     bibfs.rs                 breadth-first search from both ends
//!     fsm.rs                   move pruning: the automaton of the move sequences to skip
//!     layers.rs                breadth-first search layer by layer over billions of states, on every core
//!     tree.rs                  the search trees the others keep
//!     rank.rs                  ranking subsets and arrangements
//!     nibbles.rs               tables of four-bit values
//!     mod3.rs                  distances mod 3, two bits a state
//!   judge/                     the judge layer every binary shares
//!     mod.rs                   main, and the dispatch from a command to its mode
//!     problem.rs               the Problem, Checkable and Packageable traits, Sampler, Depth: what every mode stands on
//!     input.rs                 tokens of a judge input, each with its place
//!     announced.rs             the count of cases an input starts with, and how many are left
//!     their_output.rs          someone's output, line by line, and verdicts
//!     compare.rs               how each judge system's default checker compares an output with the jury's
//!     stdout.rs                standard output as every mode writes it
//!     statement.rs             a problem's statement, as a contestant reads it
//!     stats.rs                 --stats: a line a case solved, a line a bound, the totals
//!     messages.rs              one-line reports and the status line (progress.rs's), the run's own time, output errors
//!     signals.rs               SIGINT and SIGTERM caught while work under way ends in order
//!     show.rs                  --show: the cases along each answer, drawn
//!     judging.rs               an output judged against its cases, for --check and --stress
//!     solve.rs                 solving: the case loop, on every core for problems that fork
//!     paced.rs                 the answers' way out: one buffered writer, flushed at a pace
//!     check/mod.rs             --check INPUT OUTPUT
//!     check/systems.rs         --check-format SYSTEM: the same verdict as each judge system reads it
//!     validate.rs              --validate: an input validator
//!     package/mod.rs           --package DIR --format kattis|polygon|oj: a problem package
//!     package/polygon.rs       a Polygon package's own files: checker, validator, main solution in C++
//!     package/check.cpp        the packages' C++ checker, each problem's judge put in it
//!     package/validator.cpp    the packages' C++ input validator, each problem's rules put in it
//!     gen.rs                   --gen N
//!     stress/                  --stress CMD
//!       mod.rs                 the test from its start to its report
//!       options.rs             its options and their defaults
//!       plan.rs                which cases, drawn or given, in which runs
//!       given.rs               the --input file's own text, cut by case
//!       run.rs                 running CMD and judging each run
//!       shrink.rs              the smallest failing input
//!       progress.rs            the progress line off a terminal
//!       report.rs              the report, the summary, saving and the replay command
//!     exec/                    running a command within limits
//!       mod.rs                 one run: CPU, wall-time and output limits
//!       asleep.rs              how long a run slept or waited, by two figures
//!       reaper.rs              the helper that kills every process group a run left
//!       orphans.rs             processes that left their run's group, adopted and ended
//!       usage.rs               what /proc tells of a process
//!     flags.rs                 the modes, each flag every binary shares (with its help), Program
//!     cli/                     the command line
//!       mod.rs                 parsing into a Command, flag by flag
//!       options.rs             each mode's options from the flags' values, the seed
//!       mistakes.rs            the messages for an unknown, misplaced or stray argument
//!       help.rs                the --help text
//!     toy.rs                   a toy problem for the judge layer's own tests
//!   puzzles/
//!     mod.rs                   the tables build.rs made, embedded
//!     rotation_game/
//!       mod.rs                 the puzzle: the board, its moves, the solver
//!       statement.rs           its statement
//!       solve.cpp              its packages' main solution in C++
//!       validator.cpp          its packages' input validator in C++
//!       model.rs               the '#' board, its moves, the table of every pattern's distance
//!       judge.rs               the judge problem
//!     four_in_a_row/
//!       mod.rs                 the puzzle: the board, its moves, the solver
//!       statement.rs           its statement
//!       solve.cpp              its packages' main solution in C++
//!       validator.cpp          its packages' input validator in C++
//!       model.rs               two masks and the colour to move, the breadth-first search
//!       judge.rs               the judge problem
//!     sliding/
//!       mod.rs                 sliding-tile puzzles on boards of any shape
//!       board/mod.rs           the W×H board, its moves, ranking and Manhattan distance
//!       board/shape.rs         a shape: cells, steps, goals, the parity that decides solvability
//!       board/walks.rs         the blank's walks that another, shorter or earlier, replaces
//!       pdb/mod.rs             additive pattern databases: building and reading them
//!       pdb/partition.rs       tiles split into patterns, given or chosen
//!       pdb/layout.rs          a pattern's index and how a move changes it
//!       pdb/tiles.rs           a pattern's state space: its tiles and the blank's region
//!       pdb/excess.rs          a pattern's values kept as their excess over the tiles' Manhattan distance
//!       optimal.rs             IDA* over the databases, with the reflection and the dual lookup
//!       solver.rs              larger boards as the problems solve them: databases once, boards made at a depth
//!       eight.rs               the 3×3 tables: first moves toward each goal, boards by distance
//!       judge.rs               boards and answers in judge format, --stats
//!       problems/mod.rs        the eight-puzzle binary: its flags and their parse, the list of problems, the choice among them
//!       problems/poj1077.rs    Eight on 3×3, and the search lab (--algo)
//!       problems/any_size.rs   Eight's format on every other size (--size)
//!       problems/hdu3567.rs    HDU 3567, Eight II
//!       problems/luogu1379.rs  Luogu P1379
//!       problems/lightoj1139.rs LightOJ 1139
//!       problems/uva10181.rs   UVa 10181, the 15-puzzle problem
//!       problems/poj2893.rs    POJ 2893, M × N puzzles
//!       problems/statements.rs the problems' statements
//!       problems/checker.rs    the C++ checker of the problems whose judge is special
//!       problems/judge.cpp     that checker's judge
//!       problems/solve.cpp     the problems' main solutions in C++
//!       problems/validators.cpp the problems' input validators in C++
//!     magic_cube/
//!       mod.rs                 the puzzle, its notations and solvers
//!       model.rs               the cube of stickers, its turns, the judge's solver within five turns
//!       cubie.rs               the cube as pieces, with its legality checks
//!       cubie/geometry.rs      where each piece's position is and where each turn carries it, from the stickers
//!       metric.rs              quarter turns and face turns: the moves, and which pairs to skip
//!       coord.rs               coordinates and their move tables
//!       layer_cosets.rs        which pieces are in which layer: the cosets the optimal table holds
//!       symmetry/mod.rs        the symmetries, and the classes below
//!       symmetry/group.rs      the 16 symmetries of the top-bottom axis
//!       symmetry/classes.rs    classes of a coordinate under them
//!       symmetry/cosets.rs     the classes of the phase-1 cosets
//!       symmetry/corners.rs    the classes of corner permutations
//!       symmetry/layer_cosets.rs the classes of those cosets under the symmetries
//!       symmetry/whole.rs      all 48 symmetries, made from the sticker model
//!       optimal/mod.rs         the optimal solver, in either metric: its tables, built and read
//!       optimal/lookup.rs      where a cube (or its inverse) reads the tables, and how a move changes that
//!       optimal/spaces.rs      the state spaces the tables are filled over
//!       optimal/table.rs       two bits an entry relative to a block's base
//!       optimal/node.rs        a node: the six lookups, and its children at either end of the solution
//!       optimal/search.rs      the layer cosets' search from both ends of the solution
//!       optimal/deepen.rs      iterative deepening for both searches: the bounds, and heads shared among the cores
//!       optimal/heads.rs       the heads an iteration is cut into, their order, and those alike by symmetry
//!       optimal/tetrads.rs     corners in their tetrads: the corner cosets of a target all 48 symmetries keep
//!       optimal/slices.rs      edges in their slices: the edge cosets, and the target's cosets as a space
//!       optimal/flips.rs       edges unflipped too: the target's cosets with flips, their indices h0 to h11
//!       optimal/flip_table.rs  two bits an entry over those indices, built by search over the whole cosets
//!       optimal/flip_search.rs the search over them: the cube's entry and its inverse's, half turns at a tight bound
//!       twophase/mod.rs        Kociemba's two-phase solver: two lanes side by side
//!       twophase/g1.rs         the subgroup G1: its moves and coordinates
//!       twophase/tables.rs     the two phases' tables
//!       twophase/test_tables.rs the tables as the tests use them, cached in target/tmp
//!       twophase/phase1.rs     phase 1, into G1, its straight ways down taken many at a time
//!       twophase/phase2.rs     phase 2, within G1
//!       twophase/lanes.rs      the views of a cube and a lane's search
//!       notation.rs            cubers' notation: facelet strings, Singmaster's moves
//!       scramble.rs            scrambles as cubers paste them: WCA and cubing.js notation
//!       picture.rs             the cube drawn as its net, for --show
//!       program.rs             the magic-cube binary's flags: their help, defaults and parse
//!       solvers.rs             which solver answers a cube, and the tables they share
//!       judge.rs               the judge problem
//!       judge/formats.rs       what --from, --to and --max-depth any choose
//!       judge/cases.rs         the cases --gen, --stress and --package make, and how each is written
//!       judge/answers.rs       someone's answer to a cube, read from their output
//!       judge/statement.rs     the cube's statement for the problem its flags make
//!       judge/checker.rs       the cube's C++ checker for a Polygon package
//!       judge/cube.cpp         the cube as the C++ checker, validator and solution read it
//!       judge/judge.cpp        the C++ checker's judge of the cube's answers
//!       judge/validator.cpp    the C++ input validator
//!       judge/solve.cpp        the C++ main solution
//!       judge/deepening.cpp    its iterative deepening over the stickers, within five turns
//!       judge/twophase.cpp     its two-phase search, for --fast
//! tests/
//!   common/mod.rs              running the binaries, scratch folders, timing, shared checks
//!   rotation_game.rs           against a brute force, samples, bad input
//!   eight_puzzle.rs            against a breadth-first search of every board, samples, bad input
//!   four_in_a_row.rs           every board against a backward search, samples, bad input
//!   architecture.rs            imports go down the layers and close no circle; this map is true; no file past 600 lines
//!   magic_cube/                the judge's mode, the optimal solver and --fast in both metrics, the notations against a sticker model
//!   sliding/                   every size against searches written there, the database cache
//!   sliding_problems/          every judge problem of the family against searches written there
//!   judge_tools/               the command line, --gen, --check, --check-format, --validate, --package,
//!                              --show, progress, bad input of every binary
//!   stress/                    --stress on wrong solutions: faults, limits, processes, shrinking, saving, replays
//!   reliability/               bounded input, memory limits, answers never held back, hostile caches
//!   corpus/<binary>/           malformed and unusual inputs, with the output and error each must give
//!   programs/                  solutions that are wrong on purpose, for the stress tests
//!   benches/                   the benchmarks (harness = false) and their figures, README.md
//!   data/                      Korf's 100 instances and the 5×5 boards, with their optimal lengths
//! samples/<name>/              each binary's and judge problem's samples, online-judge-tools layout
//! .ci/run                      fmt, clippy, doc, cargo test, the slow checks and .ci/packages, each step timed
//! .ci/packages                 --package's packages checked by problemtools and online-judge-tools
//! ```

pub mod cpu;
pub mod judge;
pub mod memory;
pub mod parallel;
pub mod progress;
pub mod puzzles;
pub mod rng;
pub mod search;
pub mod tables;
