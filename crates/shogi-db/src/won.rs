//! A game's result as the database keeps it: its own module, as the
//! import, the explorer and the popular positions' answers all speak of
//! it and none of them should lean on another for it.

/// How a game ended, where it had a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Won {
    Black,
    White,
    Draw,
}

impl Won {
    /// The `games.result` text.
    pub fn text(self) -> &'static str {
        match self {
            Won::Black => "black",
            Won::White => "white",
            Won::Draw => "draw",
        }
    }

    pub fn from_text(text: &str) -> Option<Won> {
        match text {
            "black" => Some(Won::Black),
            "white" => Some(Won::White),
            "draw" => Some(Won::Draw),
            _ => None,
        }
    }
}
