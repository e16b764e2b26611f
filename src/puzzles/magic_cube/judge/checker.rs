//! The cube's standalone C++ checker (`judge.cpp`), for a Polygon package: the quarter turns
//! as this model makes them, written in as tables, and the problem's flags as constants.

use super::MagicCube;
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::model::Cube;
use crate::puzzles::magic_cube::notation::NET_OF_FACELET;
use crate::puzzles::magic_cube::program::{Answers, Notation};
use crate::search::Puzzle;

/// `numbers` as a C++ initializer's items.
fn items(numbers: impl Iterator<Item = usize>) -> String {
    numbers
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl MagicCube {
    /// The C++ source of `judge(input, output, answer)` for the problem as the flags make it.
    pub(super) fn cpp(&self, only_shortest: bool) -> String {
        // Each face's clockwise quarter turn, as where each sticker of the net comes from.
        let quarter: Vec<String> = (0..6u8)
            .map(|face| {
                let mut cube = Cube::new(std::array::from_fn(|i| i as u8));
                cube.apply(2 * face + 1);
                format!(
                    "{{{}}}",
                    items(cube.stickers().iter().map(|&s| usize::from(s)))
                )
            })
            .collect();
        let most = self.fast.map_or(self.max_depth, |fast| fast.max_length);
        let from = match self.from {
            Notation::Net => 0,
            Notation::Facelets => 1,
            Notation::Scramble => 2,
        };
        include_str!("judge.cpp")
            .replace("@QUARTER@", &quarter.join(",\n    "))
            .replace("@NET_OF_FACELET@", &items(NET_OF_FACELET.iter().copied()))
            .replace("@MOST@", &most.min(1_000_000).to_string())
            .replace("@FACE_TURNS@", &(self.metric == Metric::Face).to_string())
            .replace("@FAST@", &self.fast.is_some().to_string())
            .replace(
                "@SINGMASTER@",
                &(self.to == Answers::Singmaster).to_string(),
            )
            .replace("@ONLY_SHORTEST@", &only_shortest.to_string())
            .replace("@FROM@", &from.to_string())
    }
}
