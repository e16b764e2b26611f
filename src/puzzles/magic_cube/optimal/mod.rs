//! Optimal solutions of every real cube, in quarter turns or in face turns ([`Metric`]): the
//! same coordinates, tables and search, each metric with tables of its own.
//!
//! Two tables, each filled by the shared layered breadth-first search ([`layers`]):
//!
//! - the layer cosets ([`crate::puzzles::magic_cube::layer_cosets`]): which pieces are in which layer,
//!   every corner's twist and the middle-layer edges' flips, 84.9 billion cosets kept as
//!   5,505,192,000 entries under the 16 symmetries of the top–bottom axis
//!   ([`LayerCosetClasses`](crate::puzzles::magic_cube::symmetry::LayerCosetClasses)), the
//!   fewest moves that bring a cube of the coset into the subgroup, two bits an entry relative
//!   to a base with each block's least value beside them (`table.rs`, 1.42 GB), as in Rokicki's
//!   nxopt;
//! - the corners, every corner's place and twist (8!·3^7 = 88,179,840 states, at most 14
//!   quarter turns or 11 face turns; Korf 1997), one entry for each class the symmetries make
//!   (6,053,616 entries, half a byte each, 3 MB), read for the first bound only: in the search
//!   the cosets rule out nearly every node it would.
//!
//! With [`Size::Tiny`] the coset table leaves out where the bottom edges are: the cosets of a
//! larger subgroup, which holds the same turns, 78.6 million entries (20 MB), built in seconds.
//! Its entries are smaller (most cosets 10 or 11 quarter turns from the subgroup, none more than
//! 13, where the default's reach 14), so the search visits more nodes, on the same code. With
//! [`Size::Medium`] it holds every edge's flip in place of where the bottom edges are (nxopt's
//! "EP1 EO12"): the cosets of a smaller subgroup, 10.1 billion entries (2.6 GB). Per entry it
//! bounds more: an edge's flip is a turn of the front or back face away, where the bottom edges
//! are often as far on the top as below. With [`Size::Large`] it holds, in place of every
//! flip, which middle-layer edge stands on each position of the four that hold them, and the
//! flips of the eight other positions (nxopt's "EP2 EO8", vcube's table 208): 30.2 billion
//! entries (7.8 GB), built in 50 minutes with 14.8 GB of memory (its distances written four
//! bits an entry, then packed where they are). In face turns its cosets are at most 13 from the
//! subgroup, 65% of them 11 and 17% 10, where the medium table has 62% at 11 and 29% at 10.
//!
//! The subgroup holds every turn of the top and bottom faces, so a cube's entry also says that
//! no solution of exactly that many moves ends with one of them; seen with each of the three
//! axes upright, a cube gets three entries, and its inverse three more, which say the same of a
//! solution's first moves. The search ([`solve`], `search.rs`) builds solutions from both ends
//! at once, choosing at each node the end with fewer moves left to try.

mod deepen;
pub mod flip_search;
pub mod flip_table;
pub mod flips;
mod heads;
mod lookup;
mod node;
mod search;
pub mod slices;
mod spaces;
mod table;
pub mod tetrads;

pub use deepen::Solution;
pub use search::solve;
pub use spaces::CORNER_STATES;

use crate::puzzles::magic_cube::cubie::Cubies;
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::symmetry::{
    LAYER_COSETS, LAYER_COSETS_WITHOUT_BOTTOM, LAYER_COSETS_WITH_EVERY_FLIP,
    LAYER_COSETS_WITH_SLICE_ORDER,
};
use crate::search::layers::{self, Layer};
use crate::search::nibbles::Nibbles;
use crate::tables::{Shelf, Table};
use lookup::{corner_permutation, Coordinates};
use spaces::{CornerSpace, CosetSpace};

/// How large the coset table is: the same kind of table, of a larger subgroup's cosets when
/// smaller. The search is the same; a smaller table bounds fewer nodes away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Size {
    /// The layer cosets without the bottom edges
    /// ([`LayerCosetClasses::without_bottom`](crate::puzzles::magic_cube::symmetry::LayerCosetClasses::without_bottom)):
    /// 78,645,600 entries, 20 MB, built in seconds.
    Tiny,
    /// The layer cosets: 5,505,192,000 entries, 1.42 GB, built in minutes.
    #[default]
    Small,
    /// The layer cosets with every edge's flip and without the bottom edges
    /// ([`LayerCosetClasses::with_every_flip`](crate::puzzles::magic_cube::symmetry::LayerCosetClasses::with_every_flip)):
    /// 10,066,636,800 entries, 2.6 GB, built in minutes.
    Medium,
    /// The layer cosets with the middle-layer edges in order and the flips of the others,
    /// without the bottom edges
    /// ([`LayerCosetClasses::with_slice_order`](crate::puzzles::magic_cube::symmetry::LayerCosetClasses::with_slice_order)):
    /// 30,199,910,400 entries, 7.8 GB, built in about 50 minutes with 15 GB of memory.
    Large,
}

impl Size {
    /// The size of `name`, as `--table-size` takes it.
    pub fn named(name: &str) -> Option<Self> {
        match name {
            "tiny" => Some(Self::Tiny),
            "small" => Some(Self::Small),
            "medium" => Some(Self::Medium),
            "large" => Some(Self::Large),
            _ => None,
        }
    }

    /// The coset table's entries.
    fn entries(self) -> usize {
        match self {
            Size::Tiny => LAYER_COSETS_WITHOUT_BOTTOM,
            Size::Small => LAYER_COSETS,
            Size::Medium => LAYER_COSETS_WITH_EVERY_FLIP,
            Size::Large => LAYER_COSETS_WITH_SLICE_ORDER,
        }
    }
}

/// What sets a metric's tables of a size apart.
struct Kind {
    /// The most moves in the corner table and in the coset table, as the searches that fill
    /// them find.
    deepest_corners: u8,
    deepest_cosets: u8,
    /// The coset table's base ([`table`]): few of a random cube's cosets are as near as it.
    base: u8,
    /// The memory that building them takes, in bytes, beside what the process has: the address
    /// space it must be able to have, and the most it holds at once (resident); and about how
    /// long, in seconds on two cores.
    building: usize,
    resident: usize,
    seconds: u64,
}

/// The kind of `metric`'s tables of size `size`.
const fn kind(metric: Metric, size: Size) -> Kind {
    // The small tables: four bits a coset while building (2.8 GB), the layers' bookkeeping
    // beside them, then the packed table (1.4 GB); the threads' stacks and malloc arenas on
    // top. Measured: 4.51 GB of address space at the ninth layer, and a build that had 4.53 GB
    // could not allocate the packed table.
    const SMALL: usize = 4_800_000_000;
    // Of it resident at the most: 2.78 GB in quarter turns, 2.70 GB in face turns (2026-12-07).
    const SMALL_RESIDENT: usize = 2_780_000_000;
    // The tiny ones: two bytes a coset while building, 39 MB, and the packed table, 20 MB; in
    // all, threads' malloc arenas and stacks included, a build had enough with 82 MB of address
    // space in quarter turns and 130 MB in face turns, not always with 78 and 123 MB.
    const TINY: usize = 150_000_000;
    // 52 MB resident in face turns, a cube solved besides.
    const TINY_RESIDENT: usize = 60_000_000;
    // The medium ones: as the small ones, 1.83 times the entries; measured: 7.46 GB resident
    // at the most.
    const MEDIUM: usize = 9_000_000_000;
    const MEDIUM_RESIDENT: usize = 7_460_000_000;
    // The large ones: four bits a coset while building (15.1 GB), packed where they are
    // (`table::pack`), the bookkeeping as the medium ones'.
    const LARGE: usize = 16_500_000_000;
    // 14.75 GB resident at the most in face turns.
    const LARGE_RESIDENT: usize = 14_750_000_000;
    match (metric, size) {
        // Cosets by distance: 0.4% at 12 or 13, 28% at 11, 52% at 10, 17% at 9, 3% nearer.
        (Metric::Quarter, Size::Tiny) => Kind {
            deepest_corners: 14,
            deepest_cosets: 13,
            base: 8,
            building: TINY,
            resident: TINY_RESIDENT,
            seconds: 4,
        },
        // 0.02% at 11, 17% at 10, 60% at 9, 20% at 8, 3% nearer.
        (Metric::Face, Size::Tiny) => Kind {
            deepest_corners: 11,
            deepest_cosets: 11,
            base: 7,
            building: TINY,
            resident: TINY_RESIDENT,
            seconds: 6,
        },
        (Metric::Quarter, Size::Small) => Kind {
            deepest_corners: 14,
            deepest_cosets: 14,
            base: 10,
            building: SMALL,
            resident: SMALL_RESIDENT,
            // 696 s on two cores, 1,353 s of CPU (2026-12-07, cache off).
            seconds: 620,
        },
        (Metric::Face, Size::Small) => Kind {
            deepest_corners: 11,
            deepest_cosets: 12,
            base: 8,
            building: SMALL,
            resident: SMALL_RESIDENT,
            // 652 s on two cores, 1,255 s of CPU (2026-12-07, cache off); 444 s, 841 s of CPU
            // on a faster day.
            seconds: 560,
        },
        // 19.4% at 11 or nearer, 57.5% at 12, 23.0% at 13, 0.05% further (15 standing for 15
        // and more, see `build`); blocks' least values up to 13.
        (Metric::Quarter, Size::Medium) => Kind {
            deepest_corners: 14,
            deepest_cosets: 15,
            base: 10,
            building: MEDIUM,
            resident: MEDIUM_RESIDENT,
            seconds: 600,
        },
        // 3.8% at 9 or nearer, 28.6% at 10, 62.3% at 11, 5.3% further; blocks' least values
        // up to 11. The counts at 10 and 11 are those vcube's generator of its table 112 (the
        // same cosets) prints.
        (Metric::Face, Size::Medium) => Kind {
            deepest_corners: 11,
            deepest_cosets: 13,
            base: 9,
            building: MEDIUM,
            resident: MEDIUM_RESIDENT,
            seconds: 660,
        },
        // Not measured: the medium table's base plus one, as its cosets are further; 15
        // standing for 15 and more, as there.
        (Metric::Quarter, Size::Large) => Kind {
            deepest_corners: 14,
            deepest_cosets: 15,
            base: 11,
            building: LARGE,
            resident: LARGE_RESIDENT,
            seconds: 1800,
        },
        // None further than 13; vcube's generator of its table 208 (the same cosets) counts
        // 65% at 11 and 17% at 10. Built in 50 minutes, 14.75 GB resident at the most.
        (Metric::Face, Size::Large) => Kind {
            deepest_corners: 11,
            deepest_cosets: 13,
            base: 9,
            building: LARGE,
            resident: LARGE_RESIDENT,
            seconds: 3000,
        },
    }
}

/// The two tables and the move tables and classes of their coordinates.
#[derive(Debug)]
pub struct Tables {
    metric: Metric,
    size: Size,
    coordinates: Coordinates,
    cosets: Table,
    corners: Table,
}

impl Tables {
    /// The lengths in bytes of the two tables of size `size`.
    pub fn sizes(size: Size) -> Vec<usize> {
        vec![table::bytes(size.entries()), CORNER_STATES.div_ceil(2)]
    }

    /// How the table cache keeps `metric`'s tables of size `size`.
    pub fn shelf(metric: Metric, size: Size) -> Shelf {
        let (words, named) = match metric {
            Metric::Quarter => ("quarter", ""),
            Metric::Face => ("face", " in face turns"),
        };
        let (file, edges, what) = match size {
            Size::Small => ("", " and their flips, bottom edges", ""),
            Size::Tiny => ("-tiny", " and their flips", "tiny "),
            Size::Medium => ("-medium", ", every edge's flip", "medium "),
            Size::Large => ("-large", " in order, the other edges' flips", "large "),
        };
        Shelf {
            name: format!("cube-{words}-turns-layers{file}.pdb"),
            header: format!(
                "puzzle-search cube pattern databases, version 3, {words} turns, classes of \
                 layer cosets (top corners, twist, middle edges{edges}) \
                 under 16 symmetries, two bits relative to base {} with blocks' least values, \
                 and classes of corners (permutation, twist)\n",
                kind(metric, size).base
            ),
            sizes: Self::sizes(size),
            what: format!("the cube's {what}optimal tables{named}"),
            building: kind(metric, size).building,
            resident: kind(metric, size).resident,
            seconds: kind(metric, size).seconds,
        }
    }

    /// Fills `metric`'s tables of size `size` by the layered search on `threads` threads;
    /// `watch` is told of each layer of each (0 the cosets, 1 the corners).
    pub fn build(
        metric: Metric,
        size: Size,
        threads: usize,
        mut watch: impl FnMut(usize, Layer),
    ) -> Vec<Vec<u8>> {
        let coordinates = Coordinates::new(size);
        let goal = coordinates.index(coordinates.of(&Cubies::SOLVED));
        let space = CosetSpace(&coordinates, metric);
        // In quarter turns the medium table's cosets reach 15 moves and more, past what a
        // nibble holds: they keep 15, more than 14, which the table reads as a bound from
        // below as it does any code of its base + 3.
        let deepest = layers::UNREACHED - 1;
        let distances =
            layers::distances_within(&space, &[goal], threads, deepest, |layer| watch(0, layer));
        let cosets = table::pack(distances, size.entries(), kind(metric, size).base);
        let corners = layers::distances(
            &CornerSpace(&coordinates, metric),
            &[coordinates.corner_index(corner_permutation(&Cubies::SOLVED), 0)],
            threads,
            |layer| watch(1, layer),
        );
        vec![cosets, corners]
    }

    /// `metric`'s tables of size `size` from their bytes, as [`Tables::build`] gives them.
    ///
    /// # Panics
    /// If they are not of the sizes [`Tables::sizes`] gives.
    pub fn new(metric: Metric, size: Size, mut tables: Vec<Table>) -> Self {
        let sizes: Vec<usize> = tables.iter().map(|table| table.len()).collect();
        assert_eq!(sizes, Self::sizes(size), "the cube's tables");
        let corners = tables.pop().expect("two tables");
        let cosets = tables.pop().expect("two tables").in_huge_pages();
        Self {
            metric,
            size,
            coordinates: Coordinates::new(size),
            cosets,
            corners,
        }
    }

    /// The metric the tables count moves in.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The coset table, to read.
    fn packed(&self) -> table::Packed<'_> {
        table::Packed::new(&self.cosets, kind(self.metric, self.size).base)
    }

    /// Whether `tables` could be `metric`'s tables of size `size`, as far as a look at each
    /// entry once can tell: the solved cube's entries are 0; the corners' values run from 0 up
    /// to the deepest the metric has without a gap, only the solved state's 0, as the layers of
    /// a breadth-first search do; and the cosets' codes and blocks' least values are those such
    /// a table has.
    pub fn plausible(metric: Metric, size: Size, tables: &[Table]) -> bool {
        let [coset_bytes, corner_bytes] = tables else {
            return false;
        };
        let kind = kind(metric, size);
        let coordinates = Coordinates::new(size);
        let cosets = table::Packed::new(coset_bytes, kind.base);
        let corners = Nibbles::new(corner_bytes);
        let coset_goal = coordinates.index(coordinates.of(&Cubies::SOLVED));
        let corner_goal = coordinates.corner_index(corner_permutation(&Cubies::SOLVED), 0);
        let deepest = usize::from(kind.deepest_corners);
        let (codes, least) = cosets.histogram(size.entries());
        cosets.get(coset_goal) == 0
            && codes.iter().all(|&c| c > 0)
            && least[usize::from(kind.deepest_cosets) + 1..]
                .iter()
                .all(|&c| c == 0)
            && corners.get(corner_goal) == 0
            && {
                let counts = corners.histogram();
                counts[0] == 1
                    && counts[deepest + 1..].iter().all(|&c| c == 0)
                    && counts[..=deepest].iter().all(|&c| c > 0)
            }
    }

    /// A lower bound on the moves of `cube`: the largest of its estimates.
    pub fn estimate(&self, cube: &Cubies) -> u32 {
        let reader = node::Reader::new(self);
        node::Node::root(self, cube).estimate(&reader, u32::from(cube.parity()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_announces_the_time_and_memory_it_was_measured_to_take() {
        // Measured on a quiet machine, the cache off (tests/benches/README.md): 652 s and
        // 696 s on two cores, 2.78 GB resident at the most, where 4.8 GB is the address space
        // the build must be able to have.
        let said = |metric| Tables::shelf(metric, Size::Small).announcement("DIR");
        assert_eq!(
            said(Metric::Face),
            "building the cube's optimal tables in face turns (1.4 GB, about 10 minutes on two \
             cores, 2.8 GB of memory) into DIR"
        );
        assert_eq!(
            said(Metric::Quarter),
            "building the cube's optimal tables (1.4 GB, about 11 minutes on two cores, 2.8 GB \
             of memory) into DIR"
        );
    }
}
