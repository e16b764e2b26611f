//! The optimal search: iterative deepening from both ends of the solution at once.
//!
//! A node within the bound `togo` has six entries of its layer cosets ([`Node`]): the cube's
//! three say which axes a solution of exactly `togo` moves cannot end with (an entry of
//! exactly `togo` rules out its axis's turns there, as the subgroup holds them), the inverse's
//! three which it cannot start with; three alike rule out every move, so the node goes no
//! further. The node then grows its solution at the end with fewer moves left to try: its
//! front, turning the cube after (p · m), or its back, turning it before (m · p). Children are
//! made together and their entries asked of memory all at once, so that the waits overlap:
//! those of the side the move did not turn, and those of the turned side that could reach the
//! bound (each is within one of its parent's); a child is weighed by the first, then, if still
//! within the bound, by the second. The corners' table is read at the root only. In quarter
//! turns every solution has the corners' parity, so an estimate of the other parity is one more,
//! and the bound goes up two at a time; in face turns one at a time. The moves the search skips
//! after a move, and the moves it has, are its [`Metric`]'s.
//!
//! Past a few moves an iteration is cut into heads, the first four moves at the front, searched
//! most promising first: those whose subtrees took the most nodes in the iteration before (more
//! nodes within the bound, a nearer goal). Several threads take the heads in that order; the
//! solution is that of the first head that has one, which waits for every head before it, so
//! that the answer is the same for any number of threads and any timing. Where the cube has
//! symmetries, a head that one of them makes alike to a head before it in that order
//! (`heads.rs`) has a solution exactly when that one has: once that one is searched without a
//! solution, it is not searched (the superflip's 43,254 heads in face turns fall in 2,074 classes).
//! A central cube's solutions turned round are solutions too (`heads.rs`): each head's search
//! drops the nodes with four moves in a row, round from the solution's end to its start, that
//! a symmetry, or reversal, carries to a head before it, and its heads go least nodes first, so
//! that the heads that would take the most are searched last, when most is dropped.
//!
//! # Performance
//!
//! Measured on ten uniformly random cubes (`--gen 10 --seed 2026 --max-depth any`), one
//! thread, CPU time a cube, against the same cubes' earlier solver (a forward IDA* over the
//! cosets of twist, flip and sorted slice, their distances exact mod 3 in 882 MB, three axes,
//! first solution in move order), and Rokicki's nxopt13 (the same layer cosets, 1.42 GB):
//! - both ends and six entries instead of the front and three, with the cosets of twist, flip
//!   and sorted slice four bits an entry: a third of the nodes, 60 → 19 s on the first cube;
//! - the entries two bits relative to a base, with blocks' least values (1.76 → 0.91 GB):
//!   1.2% more nodes, 19 → 15 s;
//! - heads, most promising first, instead of the first solution in move order: median 53 s
//!   → 26 s (the last iteration ends at its first solution, met sooner);
//! - the layer cosets instead (0.91 → 1.42 GB): median 26 → 18.4 s, ahead of nxopt13's 30.5 s;
//! - the corners' entry no longer read for every child (on the fourth cube it ruled out 1.5
//!   million of 23.5 million children, 37,000 of them within the cosets' bounds), and every
//!   entry of a node's children asked of memory in one go after their indices are computed:
//!   the fourth cube 9.7 → 8.2 s, the first 12.0 → 11.5 s;
//! - a coset's ranks with no branch on the pieces (the bits under a mask packed by two lookups
//!   in a table of 64 × 64, the inverse's masks read a word of pieces at a time): the fourth
//!   cube 8.5 → 6.8 s, the sixth 15.0 → 11.9 s. With both changes the ten cubes' median is
//!   14.1 s (nxopt13 25.6 s, three runs each, interleaved, 2026-11-27; README has the table).
//!
//! With the medium table (2026-12-05, cubes 17-1 and 17-5 of nissy-core's set in face turns,
//! two runs each, interleaved, beside a table build): a coset turned reads only the move
//! tables of what its table holds (not the bottom edges' 1.2 MB one for the medium table, nor
//! the flip's for the small): 0.88 of the time with the medium table, the small one's about
//! the same; the children walked by reference rather than moved out of their array (some
//! kilobytes): a few percent, within the noise. Tried and not kept: `through` forced inline
//! (a call of its own in the profile, a twelfth of the time): no faster.
//!
//! Tried and not kept: the edges' part seen through a symmetry, and turned, as masks of
//! positions mapped by 64-entry tables (everything but the corners' classes in the first level
//! of cache, in place of tables of 1.1 MB, 831 KB, 253 KB and 190 KB): no faster, as the search
//! waits on the table's entries far more than on these; reading the turned side's entries only
//! for children the other side's leave within the bound (a third fewer reads, one more wait on
//! memory a node): no faster; no prefetch at all: 1–2% slower. A node makes five children and
//! reads about fifteen entries of the 1.42 GB table (on this machine a read from memory takes
//! 240 ns, 34 ns each when sixteen are in flight).
//!
//! In face turns a node makes about eight children (cube 17-2: 7.5 million of 0.91 million
//! nodes), whose entries it asks for at once: asking for every child's entries of the side the
//! move kept before any of the turned side's, in the order they are read, took 2–3% less time
//! than child by child (cubes 17-2 to 17-4, 18-2 and 18-4, interleaved, 2026-11-29); in
//! quarter turns no more (17-2 to 17-4 solved in quarter turns, once each).

use super::heads::{earlier, window, Heads, Order, HEAD};
use super::node::{Node, Reader, AXIS_MOVES, AXIS_OF};
use super::Tables;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::{metric_of, Metric};
use crate::search::ida::{Iteration, Progress};
use crate::search::Stats;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;

/// Iterations with fewer moves left than this are not cut into heads.
const HEADS_FROM: u32 = 12;

/// How many nodes a search runs between looks at whether to stop.
const LOOK_EVERY: u64 = 1 << 14;

/// One thread's search in the metric of `MOVES` moves: the moves so far at either end, and its
/// counts. (The number of moves is the type's, so that the quarter turns' search is compiled
/// with arrays of twelve children and no test of the metric at run time.)
struct Walk<'r, 't, const MOVES: usize> {
    reader: &'r Reader<'t>,
    front: Vec<u8>,
    back: Vec<u8>,
    stats: Stats,
    /// Set when the search must stop (a solution found before it, or the watcher's word).
    stop: &'r dyn Fn() -> bool,
    stopped: bool,
    /// For a central cube, the first place of each four moves in a row ([`Heads::windows`]),
    /// and the place of the head searched.
    windows: Option<&'r [u16]>,
    place: usize,
}

impl<const MOVES: usize> Walk<'_, '_, MOVES> {
    /// The metric of `MOVES` moves.
    const METRIC: Metric = metric_of(MOVES as u8);

    /// Its moves to skip after each move.
    const ORDER: Order = Order::new(Self::METRIC);

    /// Whether a solution of exactly `togo` more moves exists from `node`, whose entries are
    /// within `togo`: if so, its moves are `front` and then `back` reversed.
    fn search(&mut self, node: &Node, togo: u32) -> bool {
        if togo == 0 {
            return node.views[0].is_solved();
        }
        self.stats.expanded += 1;
        if self.stats.expanded.is_multiple_of(LOOK_EVERY) && (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return false;
        }
        let (mut no_end, mut no_start) = (0, 0);
        for (a, &axis) in AXIS_MOVES.iter().enumerate() {
            if node.values[a] == togo {
                no_end |= axis;
            }
            if node.values[3 + a] == togo {
                no_start |= axis;
            }
        }
        // Right after a central cube's head, any move that does not shorten the two (`heads.rs`).
        let mut fronts = if self.windows.is_some() && self.front.len() == HEAD {
            Self::ORDER.next_in_any_order(&self.front)
        } else {
            Self::ORDER.next_to(&self.front, true)
        } & !no_start;
        let mut backs = Self::ORDER.next_to(&self.back, false) & !no_end;
        if let Some(windows) = self.windows {
            let (at, sides) = (self.place, [&self.front[..], &self.back[..]]);
            fronts &= !earlier(windows, at, sides, fronts, true);
            backs &= !earlier(windows, at, sides, backs, false);
        }
        let front = fronts.count_ones() <= backs.count_ones();
        let moves = if front { fronts } else { backs };
        let children = self.children(node, togo, moves, front);
        // By reference: the array is some kilobytes.
        for (m, child) in children.iter().enumerate() {
            let Some(child) = child else { continue };
            let side = if front {
                &mut self.front
            } else {
                &mut self.back
            };
            side.push(m as u8);
            if self.search(child, togo - 1) {
                return true;
            }
            let side = if front {
                &mut self.front
            } else {
                &mut self.back
            };
            side.pop();
        }
        false
    }

    /// The children of `node` by `moves` at its front (`front`) or back that are within the
    /// bound `togo` − 1, their entries read.
    // Each child's entries are indexed by their place among the six.
    #[allow(clippy::needless_range_loop)]
    fn children(
        &mut self,
        node: &Node,
        togo: u32,
        moves: u32,
        front: bool,
    ) -> [Option<Node>; MOVES] {
        let reader = self.reader;
        let coordinates = &reader.tables.coordinates;
        let left = togo - 1;
        // The side the moves turn, and the other.
        let (turned, kept) = if front { (0, 3) } else { (3, 0) };
        let mut children = [None; MOVES];
        let mut indices = [[usize::MAX; 6]; MOVES];
        for m in 0..MOVES as u8 {
            if moves >> m & 1 == 0 {
                continue;
            }
            self.stats.generated += 1;
            let k = usize::from(m);
            let child = node.child(reader, m, front);
            for j in kept..kept + 3 {
                // The coset of the move's axis is the node's: read again only where its entry
                // is a bound that may reach the child's.
                let same = j == kept + AXIS_OF[k];
                if !same || child.exact >> j & 1 == 0 && child.values[j] >= left {
                    indices[k][j] = coordinates.index(child.cosets[j]);
                }
            }
            let mut child = child;
            for j in turned..turned + 3 {
                if node.values[j] + 2 >= togo {
                    indices[k][j] = coordinates.index(child.cosets[j]);
                } else {
                    child.values[j] = node.values[j] + 1;
                    child.exact &= !(1 << j);
                }
            }
            children[k] = Some(child);
        }
        // Every entry asked for at once, so that the waits on memory overlap: the kept side's
        // first, which are read first.
        for side in [kept, turned] {
            for child in &indices {
                for &index in &child[side..side + 3] {
                    if index != usize::MAX {
                        reader.cosets.prefetch(index);
                    }
                }
            }
        }
        let metric = Self::METRIC;
        for k in 0..MOVES {
            let Some(child) = &mut children[k] else {
                continue;
            };
            let mut over = false;
            for j in kept..kept + 3 {
                if indices[k][j] != usize::MAX {
                    child.values[j] = reader.cosets.get(indices[k][j]);
                    child.exact |= 1 << j;
                }
                over |=
                    child.exact >> j & 1 == 1 && metric.with_parity(child.values[j], left) > left;
            }
            if over || left > 0 && child.values[kept..kept + 3].iter().all(|&v| v == left) {
                children[k] = None;
                continue;
            }
        }
        for k in 0..MOVES {
            let Some(child) = &mut children[k] else {
                continue;
            };
            let mut over = false;
            for j in turned..turned + 3 {
                if indices[k][j] != usize::MAX {
                    child.values[j] = reader.cosets.get(indices[k][j]);
                    child.exact |= 1 << j;
                    over |= metric.with_parity(child.values[j], left) > left;
                }
            }
            // Three alike: no solution of exactly `left` ends (or starts) with any move.
            if over || left > 0 && child.values[turned..turned + 3].iter().all(|&v| v == left) {
                children[k] = None;
            }
        }
        children
    }

    /// Whether a solution of exactly `togo` more moves from `node` starts with the front moves
    /// `head`, each entry of the nodes on the way within the bound.
    fn head(&mut self, node: &Node, head: &[u8], togo: u32) -> bool {
        self.front.clear();
        self.back.clear();
        let mut at = *node;
        for (i, &m) in head.iter().enumerate() {
            let left = togo - i as u32;
            // As the search would: no solution of exactly `left` starts with this axis.
            let axis = AXIS_OF[usize::from(m)];
            if at.exact >> (3 + axis) & 1 == 1 && at.values[3 + axis] == left {
                return false;
            }
            // A node of the head's path has its move tried: expanded, as the search's nodes are.
            self.stats.expanded += 1;
            let children = self.children(&at, left, 1 << m, true);
            let Some(child) = children[usize::from(m)] else {
                return false;
            };
            self.front.push(m);
            at = child;
        }
        self.search(&at, togo - head.len() as u32)
    }

    /// The solution found: the front moves, then the back ones in the order they are made.
    fn moves(&self) -> Vec<u8> {
        let mut moves = self.front.clone();
        moves.extend(self.back.iter().rev());
        moves
    }
}

/// What [`solve`] found: a shortest solution's moves, if there is one within the length asked
/// for and the search was not stopped, and each bound iteration with the nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub moves: Option<Vec<u8>>,
    pub iterations: Vec<Iteration>,
}

impl Solution {
    /// The nodes of every iteration.
    pub fn stats(&self) -> Stats {
        self.iterations
            .iter()
            .fold(Stats::default(), |all, i| Stats {
                expanded: all.expanded + i.expanded,
                generated: all.generated + i.generated,
                ..all
            })
    }
}

/// A shortest solution of `cube` of at most `max_len` moves, searched on `threads` threads,
/// telling `watch` of the search's progress about ten times a second (it stops the search by
/// returning `false`), and the nodes each iteration took. The same solution whatever the
/// threads and their timing, and on as many of them as the system gives: on the calling thread
/// alone where it gives none.
pub fn solve(
    tables: &Tables,
    cube: &Cubies,
    max_len: u32,
    threads: usize,
    watch: impl FnMut(Progress) -> bool,
) -> Solution {
    let symmetric = true;
    match tables.metric() {
        Metric::Quarter => solve_in::<12>(tables, cube, max_len, threads, symmetric, watch),
        Metric::Face => solve_in::<FACE_TURNS>(tables, cube, max_len, threads, symmetric, watch),
    }
}

/// [`solve`] in the metric of `MOVES` moves, the tables', with heads alike by the cube's
/// symmetries searched once where `symmetric`.
fn solve_in<const MOVES: usize>(
    tables: &Tables,
    cube: &Cubies,
    max_len: u32,
    threads: usize,
    symmetric: bool,
    mut watch: impl FnMut(Progress) -> bool,
) -> Solution {
    let metric = metric_of(MOVES as u8);
    let reader = Reader::new(tables);
    let root = Node::root(tables, cube);
    let parity = u32::from(cube.parity());
    let mut bound = root.estimate(&reader, parity);
    let mut stats = Stats::default();
    let mut iterations = Vec::new();
    // The heads and the cube's symmetries, made once a bound needs them: tens of thousands of
    // heads, which a shallow cube would spend more time making than searching.
    let mut heads: Option<Heads> = None;
    let halt = AtomicBool::new(false);
    while bound <= max_len {
        let (found, took) = if bound < HEADS_FROM {
            let never = || false;
            let mut walk = Walk::<MOVES> {
                reader: &reader,
                front: Vec::new(),
                back: Vec::new(),
                stats: Stats::default(),
                stop: &never,
                stopped: false,
                windows: None,
                place: 0,
            };
            let found = walk.search(&root, bound).then(|| walk.moves());
            (found, walk.stats)
        } else {
            let heads = heads.get_or_insert_with(|| Heads::new(metric, symmetric.then_some(cube)));
            let (found, took) =
                iteration::<MOVES>(&reader, &root, bound, heads, threads, &halt, |s| {
                    watch(Progress {
                        bound,
                        stats: stats.and(s),
                    })
                });
            (found.filter(|_| !halt.load(Ordering::Relaxed)), took)
        };
        stats = stats.and(took);
        iterations.push(Iteration {
            bound,
            expanded: took.expanded,
            generated: took.generated,
        });
        if found.is_some() || halt.load(Ordering::Relaxed) || !watch(Progress { bound, stats }) {
            return Solution {
                moves: found,
                iterations,
            };
        }
        bound += metric.step();
    }
    Solution {
        moves: None,
        iterations,
    }
}

/// One iteration cut into heads, taken in `order` by `threads` threads: the solution of the
/// first head in that order that has one, and the nodes taken; `order` then holds each head's
/// nodes, most first. `watch` is told of the nodes so far; `halt` is set if it says to stop.
fn iteration<const MOVES: usize>(
    reader: &Reader,
    root: &Node,
    bound: u32,
    heads: &mut Heads,
    threads: usize,
    halt: &AtomicBool,
    mut watch: impl FnMut(Stats) -> bool,
) -> (Option<Vec<u8>>, Stats) {
    let next = AtomicUsize::new(0);
    // Heads alike by the cube's symmetries (`heads.rs`): a head alike to one before it that was
    // searched to its end without a solution has none. For a central cube, a head alike to one
    // before it by a symmetry, or reversed, is not searched at all: where a solution starts with
    // it, one is found under a head before it (`heads.rs`).
    let windows = heads.windows();
    let alike: Vec<usize> = match &windows {
        Some(windows) => (heads.order.iter())
            .map(|(_, head)| usize::from(windows[window(*head)]))
            .collect(),
        None => heads.first_alike(),
    };
    let order = &mut heads.order;
    let none: Vec<AtomicBool> = order.iter().map(|_| AtomicBool::new(false)).collect();
    // The position of the first head found to have a solution, and that solution.
    let first = AtomicUsize::new(usize::MAX);
    let found: Mutex<Option<(usize, Vec<u8>)>> = Mutex::new(None);
    let costs: Vec<AtomicU64> = order.iter().map(|_| AtomicU64::new(0)).collect();
    let (expanded, generated) = (AtomicU64::new(0), AtomicU64::new(0));
    let (done, finished) = mpsc::channel::<()>();
    // One worker's share: heads taken in turn until none is left or one before has a solution.
    let work = || {
        let position = std::cell::Cell::new(0);
        let stop =
            || halt.load(Ordering::Relaxed) || first.load(Ordering::Relaxed) < position.get();
        let mut walk = Walk::<MOVES> {
            reader,
            front: Vec::new(),
            back: Vec::new(),
            stats: Stats::default(),
            stop: &stop,
            stopped: false,
            windows: windows.as_deref(),
            place: 0,
        };
        loop {
            let at = next.fetch_add(1, Ordering::Relaxed);
            position.set(at);
            if at >= order.len() || first.load(Ordering::Relaxed) < at {
                break;
            }
            let position = at;
            let first_alike = alike[position];
            if first_alike != position
                && (windows.is_some() || none[first_alike].load(Ordering::Relaxed))
            {
                continue;
            }
            let before = walk.stats;
            walk.place = position;
            let has = walk.head(root, &order[position].1, bound);
            let took = walk.stats.expanded - before.expanded;
            costs[position].store(took, Ordering::Relaxed);
            expanded.fetch_add(took, Ordering::Relaxed);
            generated.fetch_add(walk.stats.generated - before.generated, Ordering::Relaxed);
            if has && !walk.stopped {
                first.fetch_min(position, Ordering::Relaxed);
                let mut found = found.lock().unwrap_or_else(|e| e.into_inner());
                if found.as_ref().is_none_or(|(at, _)| *at > position) {
                    *found = Some((position, walk.moves()));
                }
            }
            none[position].store(!has && !walk.stopped, Ordering::Relaxed);
            walk.stopped = false;
        }
    };
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..threads.max(1) {
            let (work, done) = (&work, done.clone());
            // The threads the system gives share the work.
            let thread = std::thread::Builder::new();
            let spawned = crate::parallel::spawn_scoped(thread, scope, move || {
                work();
                drop(done);
            });
            started += usize::from(spawned.is_ok());
        }
        if started == 0 {
            // None (a process at its limit of memory or of threads): the work is done here,
            // watched once it is done.
            work();
        }
        drop(done);
        // Watch until every thread is done.
        while finished.recv_timeout(Duration::from_millis(100))
            == Err(mpsc::RecvTimeoutError::Timeout)
        {
            let so_far = Stats {
                expanded: expanded.load(Ordering::Relaxed),
                generated: generated.load(Ordering::Relaxed),
                ..Stats::default()
            };
            if !watch(so_far) {
                halt.store(true, Ordering::Relaxed);
            }
        }
    });
    // A head alike to one before it weighs as that one, whether searched or not, so that the
    // next order does not depend on the threads' timing.
    for (entry, &first) in order.iter_mut().zip(&alike) {
        entry.0 = costs[first].load(Ordering::Relaxed);
    }
    // Stable: among heads alike, the order they had. A central cube's least first: each of its
    // solutions is found under the first head in order of its four moves in a row, round.
    if windows.is_some() {
        order.sort_by_key(|&(cost, _)| cost);
    } else {
        order.sort_by_key(|&(cost, _)| std::cmp::Reverse(cost));
    }
    let took = Stats {
        expanded: expanded.into_inner(),
        generated: generated.into_inner(),
        ..Stats::default()
    };
    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    (found.map(|(_, moves)| moves), took)
}

#[cfg(test)]
mod tests {
    use super::super::heads::symmetries_of;
    use super::super::{Size, Tables};
    use super::*;
    use crate::puzzles::magic_cube::symmetry::turn_image;
    use crate::rng::Rng;

    #[test]
    fn heads_alike_by_a_cube_s_symmetries_searched_once_keep_its_optimum() {
        let metric = Metric::Quarter;
        let built = Tables::build(metric, Size::Tiny, 2, |_, _| {});
        let tables = Tables::new(
            metric,
            Size::Tiny,
            built.into_iter().map(Into::into).collect(),
        );
        // Cubes kept by the half turn of the whole cube about the top–bottom axis (symmetry
        // 2): products of the turns it keeps (of the top and bottom faces) and of pairs of a
        // turn and its image (left and right, front and back, which commute).
        let mut rng = Rng::new(2);
        let mut nodes = [0; 2];
        for n in 0..6 {
            let mut cube = Cubies::SOLVED;
            for _ in 0..9 {
                let m = rng.below(12) as u8;
                cube.turn(m);
                if turn_image(2, m) != m {
                    cube.turn(turn_image(2, m));
                }
            }
            assert!(!symmetries_of(&cube).is_empty());
            let [plain, alike] = [false, true]
                .map(|symmetric| solve_in::<12>(&tables, &cube, 30, 2, symmetric, |_| true));
            let moves = alike.moves.clone().expect("a solution");
            assert_eq!(
                Some(moves.len()),
                plain.moves.as_ref().map(Vec::len),
                "cube {n}"
            );
            let mut end = cube;
            moves.iter().for_each(|&m| end.turn(m));
            assert!(end.is_solved(), "cube {n}: {moves:?}");
            nodes[0] += plain.stats().expanded;
            nodes[1] += alike.stats().expanded;
        }
        // Past eleven moves the iterations are cut into heads, and those alike to one searched
        // before without a solution are skipped (an iteration that ends at its first solution
        // may take more nodes in the order that makes).
        assert!(nodes[1] < nodes[0], "{nodes:?}");
    }
}
