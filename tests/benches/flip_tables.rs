//! The optimal solver's tables of cosets with flips, built and counted:
//! `cargo bench --bench flip_tables [-- K[/BASE] …]`, h0 without arguments.
//!
//! Each table hk keeps k flips (0 to 11, as memory allows: 29 MB · 2^k), over the base
//! nissy-core's H48 tables use for it (8 up to h3, 9 up to h7, 10 from h8), from the cosets up
//! to 8 turns away. Its counts of entries 0 to 3 are printed beside nissy-core's
//! (`src/solvers/h48/checkdata.h`); h0 keeps no flip, so it must have the very same counts,
//! which the layered search of every coset of the target without flips gives too (the tests of
//! `optimal::slices`). Which flips the others keep depends on the least member chosen of each
//! class of corner cosets, so theirs may differ. `K/BASE` builds hk over another base, whose
//! counts have no published figures beside them. The wall time of each build is printed.

use puzzle_search::puzzles::magic_cube::metric::Metric;
use puzzle_search::puzzles::magic_cube::optimal::flip_table::FlipTable;
use puzzle_search::puzzles::magic_cube::optimal::flips::FlipCosets;
use std::time::Instant;

/// nissy-core's counts of entries 0 to 3 of its tables h0 to h11.
const NISSY: [[u64; 4]; 12] = [
    [5473562, 34776317, 68566704, 8750867],
    [6012079, 45822302, 142018732, 41281787],
    [6391286, 55494785, 252389935, 155993794],
    [6686828, 63867852, 392789689, 477195231],
    [77147213, 543379415, 1139570251, 120982321],
    [82471284, 687850732, 2345840746, 645995638],
    [85941099, 804752968, 4077248182, 2556374551],
    [88529761, 897323475, 6126260791, 7936519573],
    [1051579940, 8136021316, 19024479822, 1885186122],
    [1102038189, 9888265242, 38299375805, 10904855164],
    [1133240039, 11196285614, 64164702961, 43894840186],
    [1150763161, 12045845660, 91163433330, 136418095449],
];

fn main() {
    let mut chosen: Vec<(u32, Option<u8>)> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .map(|a| {
            let (kept, base) = match a.split_once('/') {
                Some((kept, base)) => (kept, Some(base.parse().expect("a base, 8 or more"))),
                None => (a.as_str(), None),
            };
            (kept.parse().expect("a number of flips, 0 to 11"), base)
        })
        .collect();
    if chosen.is_empty() {
        chosen.push((0, None));
    }
    let cosets = FlipCosets::new(Metric::Face);
    for (kept, base) in chosen {
        let nissy_base = match kept {
            0..=3 => 8,
            4..=7 => 9,
            _ => 10,
        };
        let base = base.unwrap_or(nissy_base);
        let start = Instant::now();
        let (table, stats) =
            FlipTable::build(&cosets, kept, base, 8, puzzle_search::parallel::cores());
        let seconds = start.elapsed().as_secs_f64();
        let counts = table.histogram();
        let theirs = if base == nissy_base {
            format!(", nissy-core's {:?}", NISSY[kept as usize])
        } else {
            String::new()
        };
        println!(
            "h{kept} over base {}: built in {seconds:.0} s ({} cosets 8 away, {} turned, \
             {} MB); entries 0 to 3: {counts:?}{theirs}",
            table.base(),
            stats.frontier,
            stats.expanded,
            stats.memory >> 20,
        );
        if kept == 0 && base == 8 {
            assert_eq!(counts, NISSY[0], "h0 is the same table for every choice");
        }
    }
}
