//! A POJ 2893 solution that is wrong on purpose, for the stress tests: it decides whether a
//! board can be solved by the parity of its tiles' inversions alone, which is right only when
//! the board has an odd number of columns (with an even number, the rows between the blank and
//! the bottom row count too).

use std::io::{Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers = text.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let mut out = std::io::stdout().lock();
    while let (Some(rows), Some(columns)) = (numbers.next(), numbers.next()) {
        if rows == 0 && columns == 0 {
            break;
        }
        let tiles: Vec<usize> = (0..rows * columns)
            .map(|_| numbers.next().unwrap())
            .filter(|&tile| tile != 0)
            .collect();
        let inversions: usize = (0..tiles.len())
            .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
            .sum();
        writeln!(
            out,
            "{}",
            if inversions.is_multiple_of(2) {
                "YES"
            } else {
                "NO"
            }
        )
        .unwrap();
    }
}
