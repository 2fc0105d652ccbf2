//! The account and its event stream (`GET /api/account`, `GET
//! /api/stream/event`), as lishogi writes them (the fields are those of
//! `EventStream.scala` and `game/JsonView.scala`'s `ownerPreview`; see the
//! fixtures in `tests/it/lishogi_fixtures.rs` for the commit read). Only
//! the fields a player needs are kept; the rest are ignored.

use super::ndjson::StreamEvent;
use super::side::{Side, Status};
use serde::Deserialize;

/// `GET /api/account`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Account {
    pub id: String,
    pub username: String,
    /// `BOT` for a bot account, which the Board API refuses.
    #[serde(default)]
    pub title: Option<String>,
}

impl Account {
    pub fn is_bot(&self) -> bool {
        self.title.as_deref() == Some("BOT")
    }
}

/// One line of the event stream.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    GameStart {
        game: GameInfo,
    },
    GameFinish {
        game: GameInfo,
    },
    Challenge {
        challenge: ChallengeInfo,
    },
    ChallengeDeclined {
        challenge: ChallengeInfo,
    },
    ChallengeCanceled {
        challenge: ChallengeInfo,
    },
    #[serde(other)]
    Unknown,
}

impl StreamEvent for Event {
    fn is_unknown(&self) -> bool {
        matches!(self, Event::Unknown)
    }
}

/// A game as the event stream shows it to one of its players.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub game_id: String,
    /// The game id and our player id: not needed by the Board API, and
    /// not to be shown (it lets whoever has it play our side on the site).
    #[serde(default)]
    pub full_id: String,
    #[serde(default)]
    pub sfen: String,
    /// Our side.
    pub color: Side,
    #[serde(default)]
    pub last_move: String,
    pub status: Option<Status>,
    #[serde(default)]
    pub is_my_turn: bool,
    #[serde(default)]
    pub rated: bool,
    pub opponent: Option<Opponent>,
    pub winner: Option<Side>,
    /// Whether the Board API may play it (the minimum time).
    pub compat: Option<Compat>,
    pub seconds_left: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Opponent {
    pub id: Option<String>,
    #[serde(default)]
    pub username: String,
    pub rating: Option<i32>,
    /// The AI's level when the opponent is the site's engine.
    pub ai: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct Compat {
    #[serde(default)]
    pub bot: bool,
    #[serde(default)]
    pub board: bool,
}

/// A challenge (`challenge/JsonView.scala`); a canceled rematch sends only
/// its `id`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeInfo {
    pub id: String,
    #[serde(default)]
    pub status: String,
    pub challenger: Option<ChallengeUser>,
    pub dest_user: Option<ChallengeUser>,
    #[serde(default)]
    pub rated: bool,
    pub time_control: Option<TimeControl>,
    /// `sente`, `gote` or `random`: the challenger's choice.
    #[serde(default)]
    pub color: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ChallengeUser {
    pub id: String,
    #[serde(default)]
    pub name: String,
    pub rating: Option<i32>,
}

/// A challenge's time control, in seconds (the game stream's are in
/// milliseconds).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeControl {
    /// `clock`, `correspondence` or `unlimited`.
    #[serde(rename = "type")]
    pub kind: String,
    pub limit: Option<u64>,
    pub increment: Option<u64>,
    pub byoyomi: Option<u64>,
    pub periods: Option<u32>,
}
