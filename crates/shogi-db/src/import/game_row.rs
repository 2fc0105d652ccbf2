//! One record as the database keeps it: replayed by the game controller,
//! its moves coded, its positions keyed, its fingerprint taken.

use crate::codec::{Fnv, place_of, position_key, push_place};
use crate::schema::INDEX_PLIES;
use shogi_core::game::Start;
use shogi_core::notation::NotationError;
use shogi_core::{Color, IllegalMove};
use shogi_records::{EndWord, Record};

pub use crate::won::Won;

/// Why a record is not taken.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// The file could not be read or parsed (the reader's own error).
    #[error(transparent)]
    Read(#[from] shogi_records::RecordError),
    /// A move that cannot be played: a game that went wrong there is not
    /// the game that was played, so none of it is kept.
    #[error("move {ply} ({text}) cannot be played: {why}")]
    BadMove {
        ply: u32,
        text: String,
        why: BadMove,
    },
    /// A position or an empty record: nothing was played.
    #[error("the record has no moves")]
    NoMoves,
}

/// Why a recorded move cannot be played.
#[derive(Debug, thiserror::Error)]
pub enum BadMove {
    /// Read, but against the rules here.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// Not understood in its position (no such piece, ambiguous).
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The reader's own words (its English), when it gives no more.
    #[error("{0}")]
    AsRead(String),
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
    /// The players' ratings where the record gives them (a CSA server's
    /// `'black_rate:` and `'white_rate:` lines).
    pub black_rating: Option<i64>,
    pub white_rating: Option<i64>,
    /// (key, ply, place of the move played there): each key once, at the
    /// first ply the game reached it, to [`INDEX_PLIES`].
    pub positions: Vec<(i64, u16, Option<u16>)>,
}

/// Replays `record` (read from `source`) into a row.
///
/// The moves are checked against the legal moves the core generates (the
/// same list the move's stored place is counted in); the result is the
/// one the record states (its end word, or a save's result), or a mate on
/// the board where it states none. Rules that need the game's history
/// (a fourth repetition, perpetual check) are the record's word: a
/// database keeps what was recorded, and the controller's full replay
/// cost more than the rest of the import together.
pub fn game_row(record: Record, source: String) -> Result<GameRow, Refused> {
    if let Some(bad) = &record.bad_move {
        return Err(Refused::BadMove {
            ply: bad.ply,
            text: bad.text.clone(),
            why: match &bad.notation {
                Some(e) => BadMove::Notation(e.clone()),
                None => BadMove::AsRead(bad.reason.clone()),
            },
        });
    }
    if record.moves.is_empty() {
        return Err(Refused::NoMoves);
    }
    let start = record.start.position();
    // The fingerprint's start, written before the replay moves `pos` on.
    let start_sfen = start.to_sfen();
    let mut pos = start;
    let mut moves = Vec::with_capacity(record.moves.len() + 4);
    let mut positions: Vec<(i64, u16, Option<u16>)> = Vec::with_capacity(INDEX_PLIES + 2);
    for (ply, m) in record.moves.iter().enumerate() {
        let Some(place) = place_of(&pos, m.mv) else {
            let why = match pos.check_move(m.mv) {
                Err(e) => BadMove::Illegal(e),
                // The core's checker and generator disagree: a bug of the
                // core; the record is refused rather than stored wrongly.
                Ok(()) => BadMove::AsRead("not among the legal moves".to_string()),
            };
            return Err(Refused::BadMove {
                ply: ply as u32 + 1,
                text: m.mv.to_usi(),
                why,
            });
        };
        push_place(&mut moves, place);
        if ply <= INDEX_PLIES {
            positions.push((position_key(&pos), ply as u16, Some(place as u16)));
        }
        pos.do_move(m.mv);
    }
    let plies = record.moves.len();
    if plies <= INDEX_PLIES {
        positions.push((position_key(&pos), plies as u16, None));
    }
    let result = result_of(&record, &pos);
    let info = &record.info;
    let (handicap, start) = match &record.start {
        Start::Even => (None, None),
        Start::Handicap(h) => (Some(h.name()), None),
        Start::Custom(p) => (None, Some(p.to_sfen())),
    };
    // Each key once a game: the first time it was reached.
    positions.sort_unstable_by_key(|&(key, ply, _)| (key, ply));
    positions.dedup_by_key(|p| p.0);
    // Rows wait in memory until written: a short game keeps only its own.
    positions.shrink_to_fit();
    let black = info.black.name.clone();
    let white = info.white.name.clone();
    let date = info
        .started
        .map(|t| format!("{:04}-{:02}-{:02}", t.year, t.month, t.day));
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
        plies,
        handicap,
        start,
        moves,
        source,
        fingerprint,
        black_rating: rating(&record, "black_rate:"),
        white_rating: rating(&record, "white_rate:"),
        positions,
    })
}

/// The rating a CSA server wrote for one side: a remark
/// `black_rate:NAME:RATING` (floodgate and shogi-server; the name may
/// hold colons, the rating is after the last), before the moves or,
/// in some logs, among them. A rating that is not a number, or not one a
/// player can have, is no rating.
fn rating(record: &Record, prefix: &str) -> Option<i64> {
    let remarks = record
        .remarks
        .iter()
        .chain(record.moves.iter().flat_map(|m| &m.remarks));
    remarks
        .filter_map(|r| r.trim().strip_prefix(prefix))
        .find_map(|rest| {
            let (_, value) = rest.rsplit_once(':')?;
            let value: f64 = value.trim().parse().ok()?;
            (value.is_finite() && (0.0..100_000.0).contains(&value)).then(|| value.round() as i64)
        })
}

/// The result the record states, or a mate on the board (`end`, the
/// final position) where it states none.
fn result_of(record: &Record, end: &shogi_core::Position) -> Option<Won> {
    let won = |c: Color| match c {
        Color::Black => Won::Black,
        Color::White => Won::White,
    };
    if let Some(result) = &record.result {
        return match result.winner {
            Some(c) => Some(won(c)),
            None if matches!(result.reason.as_str(), "interrupted" | "no_mate" | "sealed") => None,
            None => Some(Won::Draw),
        };
    }
    let to_move = end.side_to_move();
    match record.end.as_ref().map(|e| e.word) {
        Some(word) => match word.winner(to_move) {
            Some(c) => Some(won(c)),
            None if matches!(
                word,
                EndWord::Impasse | EndWord::Sennichite | EndWord::DeclareDraw | EndWord::MaxMoves
            ) =>
            {
                Some(Won::Draw)
            }
            None => None,
        },
        None if !end.has_legal_move() => Some(won(to_move.opponent())),
        None => None,
    }
}
