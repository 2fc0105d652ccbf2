//! A stored game read back as a record: what review opens from the games
//! list or the explorer. The database keeps the moves, the players, the
//! event, the date and the result; comments, times and variations were
//! never stored, so the record has none.

use crate::codec::decode_moves;
use crate::database::Database;
use crate::error::DbError;
use crate::won::Won;
use shogi_core::game::Player;
use shogi_records::record::start_from_position;
use shogi_records::{Record, RecordedMove, Timestamp};

/// One game as stored.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: i64,
    pub record: Record,
    /// The result the record stated: the database keeps no end word, so
    /// the record has none and the caller says this one.
    pub result: Option<Won>,
    /// The file it was imported from.
    pub source: String,
}

impl Database {
    /// Game `id`, or `None` when there is no such game (deleted since it
    /// was listed) or its row no longer replays (a damaged file).
    pub fn stored_game(&self, id: i64) -> Result<Option<StoredGame>, DbError> {
        let Some((start, bytes)) = self.game_moves(id)? else {
            return Ok(None);
        };
        let Some(moves) = decode_moves(&start, &bytes) else {
            return Ok(None);
        };
        type Row = (
            String,
            String,
            Option<String>,
            Option<String>,
            Option<String>,
            String,
        );
        let row: Row = self
            .conn
            .query_row(
                "SELECT black, white, event, date, result, source FROM games WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                    ))
                },
            )
            .map_err(|e| self.err(e))?;
        let (black, white, event, date, result, source) = row;
        let mut record = Record {
            start: start_from_position(start),
            moves: moves.into_iter().map(RecordedMove::new).collect(),
            ..Record::default()
        };
        record.info.black = Player::human(black);
        record.info.white = Player::human(white);
        record.info.event = event;
        record.info.started = date.as_deref().and_then(Timestamp::parse);
        Ok(Some(StoredGame {
            id,
            record,
            result: result.as_deref().and_then(Won::from_text),
            source,
        }))
    }
}
