//! The cube's standalone C++ checker (`judge.cpp`), for a Polygon package: the quarter turns
//! as this model makes them, written in as tables, and the problem's flags as constants.

use super::formats::{Answers, Notation, ANY};
use super::MagicCube;
use crate::puzzles::magic_cube::cubie::{Cubies, CORNER_STICKERS, EDGE_STICKERS};
use crate::puzzles::magic_cube::metric::Metric;
use crate::puzzles::magic_cube::model::Cube;
use crate::puzzles::magic_cube::notation::NET_OF_FACELET;
use crate::search::Puzzle;

/// `numbers` as a C++ initializer's items.
fn items(numbers: impl Iterator<Item = usize>) -> String {
    numbers
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl MagicCube {
    /// The C++ source of `validate(in)` for the problem's tests.
    pub(super) fn validator_source(&self) -> String {
        Self::with_pieces(include_str!("validator.cpp"))
            .replace("@FROM@", &self.notation_number().to_string())
            .replace("@REAL@", &self.deep().to_string())
            .replace("@CUBE@", &self.cube_source())
    }

    /// `source` with the pieces' stickers and each sticker's face written in: `CORNER`, `EDGE`
    /// and `FACE_OF`.
    fn with_pieces(source: &str) -> String {
        let faces = Cubies::SOLVED.stickers([0, 1, 2, 3, 4, 5]);
        let pieces = |pieces: &[&[u8]]| -> String {
            let rows: Vec<String> = pieces
                .iter()
                .map(|p| format!("{{{}}}", items(p.iter().map(|&s| usize::from(s)))))
                .collect();
            rows.join(", ")
        };
        let corners: Vec<&[u8]> = CORNER_STICKERS.iter().map(|c| &c[..]).collect();
        let edges: Vec<&[u8]> = EDGE_STICKERS.iter().map(|e| &e[..]).collect();
        source
            .replace("@CORNERS@", &pieces(&corners))
            .replace("@EDGES@", &pieces(&edges))
            .replace("@FACE_OF@", &items(faces.iter().map(|&f| usize::from(f))))
    }

    /// The C++ source of a main solution, where one answers in time without tables made
    /// beforehand: with `--fast`, a two-phase search whose tables it makes in a moment; where
    /// answers have at most a given number of moves, an iterative deepening; not for
    /// `--max-depth any`, whose cubes need tables of gigabytes to be solved in time.
    pub(super) fn solution_source(&self) -> Option<String> {
        let find = match (self.fast, self.max_depth) {
            (Some(_), _) => Self::with_pieces(include_str!("twophase.cpp")),
            (None, ANY) => return None,
            (None, _) => include_str!("deepening.cpp").to_string(),
        };
        let most = self.fast.map_or(self.max_depth, |fast| fast.max_length);
        Some(
            include_str!("solve.cpp")
                .replace("@FIND@", &find)
                .replace("@CUBE@", &self.cube_source())
                .replace("@MOST@", &most.to_string())
                .replace("@FACE_TURNS@", &(self.metric == Metric::Face).to_string())
                .replace(
                    "@SINGMASTER@",
                    &(self.to == Answers::Singmaster).to_string(),
                )
                .replace("@FROM@", &self.notation_number().to_string()),
        )
    }

    /// The cube in C++ (`cube.cpp`): its turns, goal and notations, for the checker, the
    /// validator and the solution.
    fn cube_source(&self) -> String {
        include_str!("cube.cpp")
            .replace("@QUARTER@", &self.quarter_turns())
            .replace("@NET_OF_FACELET@", &items(NET_OF_FACELET.iter().copied()))
    }

    /// Each face's clockwise quarter turn, as where each sticker of the net comes from, as a
    /// C++ initializer's items.
    fn quarter_turns(&self) -> String {
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
        quarter.join(",\n    ")
    }

    /// How the input writes cubes, as the C++ sources number it.
    fn notation_number(&self) -> u8 {
        match self.from {
            Notation::Net => 0,
            Notation::Facelets => 1,
            Notation::Scramble => 2,
        }
    }

    /// The C++ source of `judge(input, output, answer)` for the problem as the flags make it.
    pub(super) fn checker_source(&self, only_shortest: bool) -> String {
        let most = self.fast.map_or(self.max_depth, |fast| fast.max_length);
        include_str!("judge.cpp")
            .replace("@CUBE@", &self.cube_source())
            .replace("@MOST@", &most.min(1_000_000).to_string())
            .replace("@FACE_TURNS@", &(self.metric == Metric::Face).to_string())
            .replace("@FAST@", &self.fast.is_some().to_string())
            .replace(
                "@SINGMASTER@",
                &(self.to == Answers::Singmaster).to_string(),
            )
            .replace("@ONLY_SHORTEST@", &only_shortest.to_string())
            .replace("@FROM@", &self.notation_number().to_string())
    }
}
