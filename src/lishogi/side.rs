//! The two players as the site names them, and a game's status.

use crate::shogi::Color;
use serde::Deserialize;

/// `sente` moves first (the core's `Black`). The site's older names say
/// `white` for sente, so only these two words are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Sente,
    Gote,
}

impl Side {
    pub fn color(self) -> Color {
        match self {
            Side::Sente => Color::Black,
            Side::Gote => Color::White,
        }
    }
}

/// A game's status by the site's name for it (`started`, `mate`,
/// `resign`, `outoftime`, `tryRule`, `perpetualCheck`, `impasse27`, …). The
/// game stream sends the name; the event stream an object `{id, name}`;
/// both are read.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(from = "StatusJson")]
pub struct Status(pub String);

#[derive(Deserialize)]
#[serde(untagged)]
enum StatusJson {
    Name(String),
    Object { name: String },
}

impl From<StatusJson> for Status {
    fn from(s: StatusJson) -> Status {
        match s {
            StatusJson::Name(name) | StatusJson::Object { name } => Status(name),
        }
    }
}

/// The site's statuses after a game's end (lishogi's `shogi.Status`).
const ENDS: [&str; 16] = [
    "aborted",
    "mate",
    "resign",
    "stalemate",
    "timeout",
    "draw",
    "outoftime",
    "cheat",
    "noStart",
    "unknownFinish",
    "tryRule",
    "perpetualCheck",
    "impasse27",
    "royalsLost",
    "bareKing",
    "repetition",
];

impl Status {
    /// Whether the game is still on: the site's statuses before its end.
    pub fn is_playing(&self) -> bool {
        matches!(self.0.as_str(), "created" | "started")
    }

    /// Whether the game is over by a status the site names. One neither
    /// playing nor over is new to this program, which cannot tell whether
    /// the game goes on.
    pub fn is_end(&self) -> bool {
        ENDS.contains(&self.0.as_str())
    }
}
