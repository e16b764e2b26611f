//! The cube's moves in the notation cubers use (Singmaster's): `R U2 F'`, a face's letter
//! (`L F R B U D`) for a clockwise quarter turn seen from outside, `'` counter-clockwise, `2`
//! a half turn.

use super::cubie::Cubies;

/// Moves in the usual notation, as move numbers: `R U2 F'` and the like.
pub fn moves_of(notation: &str) -> Vec<u8> {
    notation
        .split(' ')
        .flat_map(|turn| {
            let face = "LFRBUD".find(&turn[..1]).expect("a face") as u8;
            match &turn[1..] {
                "" => vec![2 * face + 1],
                "'" => vec![2 * face],
                _ => vec![2 * face + 1; 2],
            }
        })
        .collect()
}

/// The superflip (every edge flipped in place) composed with four-spot: 26 quarter turns, the
/// most any cube needs (Reid 1998, Rokicki 2014).
pub fn superflip_four_spot() -> Cubies {
    let mut cube = Cubies::SOLVED;
    let superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    let four_spot = "F2 B2 U D' R2 L2 U D'";
    for m in moves_of(superflip).into_iter().chain(moves_of(four_spot)) {
        cube.turn(m);
    }
    cube
}
