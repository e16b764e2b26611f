//! How a pattern's values are kept, four bits an entry: a placement's value less its tiles'
//! Manhattan distance, halved.
//!
//! The value of a placement is the fewest moves of the pattern's tiles that bring them home.
//! Each such move takes one tile one cell nearer home or one farther, so the value is at least
//! the tiles' Manhattan distance and differs from it by an even number: what the value adds to
//! the Manhattan distance is a number of detours, each of two moves. The detours are few (at
//! most 15 in every table measured on 4×4 and 5×5), so four bits hold them, and a search adds
//! back the Manhattan distance, which it keeps up to date move by move for all the tiles at
//! once. Where a table would need more, [`DETOURS`] is held instead: less than the value, so
//! still a lower bound.

use crate::puzzles::sliding::board::Shape;
use crate::search::bfs::UNREACHED;

/// The most detours an entry holds; also the entry of a placement no move reaches.
pub const DETOURS: u8 = 15;

/// Turns `dense`, the values of every placement of the tiles whose goal cells are `goal_cells`
/// on `shape` in the order of their ranks, into their detours: (value − Manhattan distance) / 2,
/// at most [`DETOURS`].
///
/// # Panics
/// If a value is below its placement's Manhattan distance or of the other parity: not a
/// pattern's value.
///
/// # Complexity
/// O(entries) time, walking the placements in rank order with their distance kept up to date.
pub fn detours(dense: &mut [u8], shape: Shape, goal_cells: &[u8]) {
    let mut next = 0;
    walk(shape, goal_cells, 0, 0, dense, &mut next);
    assert_eq!(next, dense.len(), "a value for each placement");
}

/// Gives the entries of the placements that place the first tiles on the cells of `used`,
/// whose Manhattan distance is `distance`, their detours, in rank order from `next`.
fn walk(
    shape: Shape,
    goal_cells: &[u8],
    used: u32,
    distance: usize,
    dense: &mut [u8],
    next: &mut usize,
) {
    let Some((&goal, rest)) = goal_cells.split_first() else {
        let value = &mut dense[*next];
        *next += 1;
        if *value != UNREACHED {
            let above = usize::from(*value)
                .checked_sub(distance)
                .filter(|above| above % 2 == 0)
                .expect("a value at least the Manhattan distance, and of its parity");
            *value = (above / 2).min(usize::from(DETOURS)) as u8;
        } else {
            *value = DETOURS;
        }
        return;
    };
    for cell in (0..shape.cells()).filter(|&c| used >> c & 1 == 0) {
        let here = shape.distance(cell, usize::from(goal));
        walk(shape, rest, used | 1 << cell, distance + here, dense, next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::rank::{arrangements, unrank_arrangement};

    #[test]
    fn detours_are_half_what_the_value_adds_to_the_manhattan_distance() {
        let shape = Shape::new(3, 2).unwrap();
        let goal_cells = [0, 4];
        let n = shape.cells();
        let manhattan = |rank: usize| {
            let mut cells = [0; 2];
            unrank_arrangement(rank, n, &mut cells);
            (0..2)
                .map(|i| shape.distance(usize::from(cells[i]), usize::from(goal_cells[i])))
                .sum::<usize>()
        };
        let values: Vec<u8> = (0..arrangements(n, 2))
            .map(|rank| match rank {
                7 => UNREACHED,
                8 => (manhattan(8) + 40) as u8,
                _ => (manhattan(rank) + 2 * (rank % 3)) as u8,
            })
            .collect();
        let mut table = values.clone();
        detours(&mut table, shape, &goal_cells);
        for (rank, &entry) in table.iter().enumerate() {
            let expected = match rank {
                7 | 8 => DETOURS,
                _ => (rank % 3) as u8,
            };
            assert_eq!(entry, expected, "rank {rank}");
        }
    }

    #[test]
    #[should_panic(expected = "parity")]
    fn a_value_of_the_other_parity_is_no_pattern_value() {
        let shape = Shape::new(2, 2).unwrap();
        let mut table = vec![1; arrangements(4, 1)];
        detours(&mut table, shape, &[0]);
    }
}
