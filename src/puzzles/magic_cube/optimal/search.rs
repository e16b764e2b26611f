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

use super::deepen::{deepen, Solution, Walker, Walkers, LOOK_EVERY};
use super::heads::{earlier, Order, HEAD};
use super::node::{Node, Reader, AXIS_MOVES, AXIS_OF};
use super::Tables;
use crate::puzzles::magic_cube::cubie::{Cubies, FACE_TURNS};
use crate::puzzles::magic_cube::metric::{metric_of, Metric};
use crate::search::ida::Progress;
use crate::search::Stats;

/// One thread's search in the metric of `MOVES` moves: the moves so far at either end, and its
/// counts. (The number of moves is the type's, so that the quarter turns' search is compiled
/// with arrays of twelve children and no test of the metric at run time.)
struct Walk<'r, 't, const MOVES: usize> {
    reader: &'r Reader<'t>,
    root: &'r Node,
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

    /// Whether a solution of exactly `togo` more moves from the root starts with the front
    /// moves `head`, each entry of the nodes on the way within the bound.
    fn through(&mut self, head: &[u8], togo: u32) -> bool {
        self.front.clear();
        self.back.clear();
        let mut at = *self.root;
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
}

impl<const MOVES: usize> Walker for Walk<'_, '_, MOVES> {
    fn root(&mut self, togo: u32) -> bool {
        self.front.clear();
        self.back.clear();
        self.search(self.root, togo)
    }

    fn head(&mut self, head: &[u8; HEAD], place: usize, togo: u32) -> bool {
        self.place = place;
        self.through(head, togo)
    }

    /// The front moves, then the back ones in the order they are made.
    fn moves(&self) -> Vec<u8> {
        let mut moves = self.front.clone();
        moves.extend(self.back.iter().rev());
        moves
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn stopped(&mut self) -> bool {
        std::mem::take(&mut self.stopped)
    }
}

/// The searches from one cube's root, a thread each.
struct LayerWalkers<'r, 't, const MOVES: usize> {
    reader: &'r Reader<'t>,
    root: &'r Node,
}

impl<'r, 't, const MOVES: usize> Walkers for LayerWalkers<'r, 't, MOVES> {
    type Walk<'s>
        = Walk<'s, 't, MOVES>
    where
        Self: 's;

    fn walk<'s>(
        &'s self,
        stop: &'s dyn Fn() -> bool,
        windows: Option<&'s [u16]>,
    ) -> Self::Walk<'s> {
        Walk {
            reader: self.reader,
            root: self.root,
            front: Vec::new(),
            back: Vec::new(),
            stats: Stats::default(),
            stop,
            stopped: false,
            windows,
            place: 0,
        }
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
    watch: impl FnMut(Progress) -> bool,
) -> Solution {
    let reader = Reader::new(tables);
    let root = Node::root(tables, cube);
    let bound = root.estimate(&reader, u32::from(cube.parity()));
    let walkers = LayerWalkers::<MOVES> {
        reader: &reader,
        root: &root,
    };
    let metric = metric_of(MOVES as u8);
    let limits = (max_len, threads, symmetric);
    deepen(&walkers, (metric, cube), bound, limits, watch)
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
