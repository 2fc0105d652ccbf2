//! A game's stream (`GET /api/board/game/stream/{id}`), as lishogi writes
//! it (`bot/BotJsonView.scala`): `gameFull` first, then a `gameState` after
//! every move and at the end, and `chatLine`s. Times are milliseconds.

use super::ndjson::StreamEvent;
use super::side::{Side, Status};
use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameEvent {
    GameFull(Box<GameFull>),
    GameState(GameState),
    ChatLine(ChatLine),
    #[serde(other)]
    Unknown,
}

impl StreamEvent for GameEvent {
    fn is_unknown(&self) -> bool {
        matches!(self, GameEvent::Unknown)
    }

    fn ends_stream(&self) -> bool {
        match self {
            GameEvent::GameFull(full) => full.state.status.is_end(),
            GameEvent::GameState(state) => state.status.is_end(),
            GameEvent::ChatLine(_) | GameEvent::Unknown => false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameFull {
    pub id: String,
    /// `None` for a game without a clock.
    pub clock: Option<ClockJson>,
    #[serde(default)]
    pub rated: bool,
    /// The players. The site also sends `white` (sente) and `black` (gote)
    /// under their old names; `sente`/`gote` are read, the old names only
    /// when these are missing.
    sente: Option<Player>,
    gote: Option<Player>,
    white: Option<Player>,
    black: Option<Player>,
    /// `startpos` or an SFEN.
    #[serde(default = "startpos")]
    pub initial_sfen: String,
    pub state: GameState,
}

fn startpos() -> String {
    "startpos".to_string()
}

impl GameFull {
    pub fn sente(&self) -> Option<&Player> {
        self.sente.as_ref().or(self.white.as_ref())
    }

    pub fn gote(&self) -> Option<&Player> {
        self.gote.as_ref().or(self.black.as_ref())
    }

    pub fn player(&self, side: Side) -> Option<&Player> {
        match side {
            Side::Sente => self.sente(),
            Side::Gote => self.gote(),
        }
    }
}

/// The clock's settings, in milliseconds; `periods` is the number each
/// player starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct ClockJson {
    pub initial: u64,
    pub increment: u64,
    pub byoyomi: u64,
    pub periods: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub id: Option<String>,
    pub name: Option<String>,
    pub rating: Option<i32>,
    /// A rating the site is not yet sure of (shown with a `?`).
    #[serde(default)]
    pub provisional: bool,
    pub ai_level: Option<u8>,
    pub title: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct GameState {
    /// Every move from the start, USI, space-separated.
    #[serde(default)]
    pub moves: String,
    /// Sente's time: the main time left, or in byoyomi what is left of the
    /// current period (the periods are not sent). `b` is sente.
    pub btime: i64,
    /// Gote's.
    pub wtime: i64,
    #[serde(default)]
    pub binc: i64,
    #[serde(default)]
    pub winc: i64,
    #[serde(default)]
    pub byo: i64,
    pub status: Status,
    pub winner: Option<Side>,
    /// Whether a player is offering a draw (sente, gote).
    #[serde(default)]
    pub sdraw: bool,
    #[serde(default)]
    pub gdraw: bool,
}

impl GameState {
    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        self.moves.split_whitespace().count()
    }

    /// The moves, parsed; the first word that is not a USI move is an
    /// error (`game::replay` then plays them).
    pub fn parsed_moves(&self) -> Result<Vec<crate::shogi::Move>, crate::game::UsiListError> {
        crate::game::parse_usi_moves(&self.moves)
    }

    /// `side`'s time in milliseconds.
    pub fn time_ms(&self, side: Side) -> i64 {
        match side {
            Side::Sente => self.btime,
            Side::Gote => self.wtime,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ChatLine {
    /// `player` or `spectator`.
    #[serde(default)]
    pub room: String,
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub text: String,
}
