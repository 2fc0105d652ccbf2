//! One record as the database keeps it: replayed by the game controller,
//! its moves coded, its positions keyed, its fingerprint taken.

use crate::codec::{Fnv, place_of, position_key, push_place, sorted_legal};
use crate::schema::INDEX_PLIES;
use shogi_core::Color;
use shogi_core::game::Start;
use shogi_records::{Record, load_game};

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

    /// The `positions.result` number (0 where the game has none).
    pub fn code(won: Option<Won>) -> u8 {
        match won {
            None => 0,
            Some(Won::Black) => 1,
            Some(Won::White) => 2,
            Some(Won::Draw) => 3,
        }
    }
}

/// Why a record is not taken.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// The file could not be read or parsed (the reader's own error).
    #[error(transparent)]
    Read(#[from] shogi_records::RecordError),
    /// A move that cannot be played: a game that went wrong there is not
    /// the game that was played, so none of it is kept.
    #[error("move {ply} ({text}) cannot be played: {why}")]
    BadMove { ply: u32, text: String, why: String },
    /// A position or an empty record: nothing was played.
    #[error("the record has no moves")]
    NoMoves,
}

/// A game ready to be written.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub black: String,
    pub white: String,
    pub event: Option<String>,
    pub date: Option<String>,
    pub result: Option<Won>,
    pub plies: usize,
    pub handicap: Option<&'static str>,
    /// The SFEN of a start that is neither even nor a standard handicap.
    pub start: Option<String>,
    pub moves: Vec<u8>,
    pub source: String,
    pub fingerprint: i64,
    /// (key, ply, place of the move played there): each key once, at the
    /// first ply the game reached it, to [`INDEX_PLIES`].
    pub positions: Vec<(i64, u16, Option<u16>)>,
}

/// Replays `record` (read from `source`) into a row.
pub fn game_row(record: Record, source: String) -> Result<GameRow, Refused> {
    if let Some(bad) = &record.bad_move {
        return Err(Refused::BadMove {
            ply: bad.ply,
            text: bad.text.clone(),
            why: bad.reason.clone(),
        });
    }
    let loaded = load_game(record);
    if let Some(why) = loaded.illegal {
        let ply = loaded.game.ply() as u32 + 1;
        let text = loaded
            .record
            .moves
            .get(loaded.game.ply())
            .map(|m| m.mv.to_usi())
            .unwrap_or_default();
        return Err(Refused::BadMove { ply, text, why });
    }
    let game = &loaded.game;
    let played = game.moves();
    if played.is_empty() {
        return Err(Refused::NoMoves);
    }
    let info = &loaded.record.info;
    let result = game.outcome().and_then(|o| match o.winner {
        Some(Color::Black) => Some(Won::Black),
        Some(Color::White) => Some(Won::White),
        None if o.is_draw() => Some(Won::Draw),
        None => None,
    });
    let (handicap, start) = match game.start() {
        Start::Even => (None, None),
        Start::Handicap(h) => (Some(h.name()), None),
        Start::Custom(pos) => (None, Some(pos.to_sfen())),
    };
    let mut moves = Vec::with_capacity(played.len() + 4);
    let mut positions: Vec<(i64, u16, Option<u16>)> = Vec::with_capacity(INDEX_PLIES + 1);
    for (ply, m) in played.iter().enumerate() {
        let Some(pos) = game.view(ply) else { break };
        let legal = sorted_legal(pos);
        // The controller played it, so it is legal; a move it let through
        // that the generator does not list would be a bug of the core, and
        // the record is refused rather than stored wrongly.
        let Some(place) = place_of(&legal, m.mv) else {
            return Err(Refused::BadMove {
                ply: ply as u32 + 1,
                text: m.mv.to_usi(),
                why: "not among the legal moves".to_string(),
            });
        };
        push_place(&mut moves, place);
        if ply <= INDEX_PLIES {
            positions.push((position_key(pos), ply as u16, Some(place as u16)));
        }
    }
    if played.len() <= INDEX_PLIES
        && let Some(last) = game.view(played.len())
    {
        positions.push((position_key(last), played.len() as u16, None));
    }
    // Each key once a game: the first time it was reached.
    positions.sort_unstable_by_key(|&(key, ply, _)| (key, ply));
    positions.dedup_by_key(|p| p.0);
    let black = info.black.name.clone();
    let white = info.white.name.clone();
    let date = info
        .started
        .map(|t| format!("{:04}-{:02}-{:02}", t.year, t.month, t.day));
    let start_sfen = game.start_position().to_sfen();
    let fingerprint = Fnv::new()
        .field(start_sfen.as_bytes())
        .field(&moves)
        .field(black.as_bytes())
        .field(white.as_bytes())
        .field(date.as_deref().unwrap_or("").as_bytes())
        .finish();
    Ok(GameRow {
        black,
        white,
        event: info.event.clone(),
        date,
        result,
        plies: played.len(),
        handicap,
        start,
        moves,
        source,
        fingerprint,
        positions,
    })
}
