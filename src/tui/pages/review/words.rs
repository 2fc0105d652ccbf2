//! Words review's sentences share with the pages around it (the editor,
//! the play-from form), in a file of their own that imports nothing of
//! theirs.

use crate::shogi::Color;
use crate::t;

/// "Black" or "White" (先手, 後手), as review's sentences name a side.
pub fn side_word(side: Color) -> String {
    match side {
        Color::Black => t!("review-black"),
        Color::White => t!("review-white"),
    }
}
