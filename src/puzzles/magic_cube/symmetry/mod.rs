//! The 16 symmetries of the cube that keep its top–bottom axis upright, and the classes they
//! make of the phase-1 cosets, after Kociemba.
//!
//! Symmetry s turns or mirrors the whole cube, stickers and colours alike ([`image`]): mirror
//! left to right if s has 8, turn upside down (a half turn about the left–right axis) if it has
//! 4, then s % 4 quarter turns about the vertical axis. Seen through a symmetry, a cube is
//! another cube, its conjugate ([`Symmetry::conjugate`]); as the symmetry keeps the subgroup
//! ⟨U, D, F2, R2, B2, L2⟩ and carries quarter turns to quarter turns, a cube and its conjugate
//! are as far from the subgroup, so a table of those distances needs one entry for each class
//! of cosets the symmetries make ([`CosetClasses`]): 64,430 classes of flip and slice, times
//! the 2,187 twists, where the cosets number 2,217,093,120.
//!
//! ```text
//!          y (top)
//!          |
//!          +--- x (right)      mirror: x → −x      upside down: (y, z) → (−y, −z)
//!         /                    quarter turn about y: (x, z) → (z, −x)
//!        z (front)
//! ```

mod classes;
mod corners;
mod cosets;
mod group;
mod layer_cosets;
mod whole;

pub use corners::{CornerClasses, CORNER_CLASSES};
pub use cosets::{CosetClasses, CLASSES};
pub use group::{composed, image, turn_image, Symmetry, SYMMETRIES};
pub use layer_cosets::{
    EdgePart, LayerCosetClasses, LAYER_CLASSES, LAYER_COSETS, LAYER_COSETS_WITHOUT_BOTTOM,
    LAYER_COSETS_WITH_EVERY_FLIP, LAYER_COSETS_WITH_SLICE_ORDER,
};
pub use whole::{whole_image, WholeSymmetry, WHOLE_SYMMETRIES};
