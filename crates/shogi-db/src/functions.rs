//! The SQL functions every connection has: the parts of a position row
//! (`codec::row`) and the move a stored game played at a ply. The
//! queries join and group on them, so they run in SQLite's loop, row by
//! row, with no trip back to Rust between rows.
//!
//! - `shogi_row(key, game, ply)`: the row's nine bytes.
//! - `shogi_key(k)`, `shogi_game(k)`, `shogi_ply(k)`: its parts.
//! - `shogi_place(moves, ply)`: the place of the move played at `ply`
//!   ([`PLACE_ENDED`] where the game ended there, [`PLACE_DAMAGED`] where
//!   the bytes hold no such ply).
//!
//! The `sqlite3` shell has none of them: the view `position_rows` shows
//! the rows with SQL alone.

use crate::codec::{place_at, row, unrow};
use rusqlite::Connection;
use rusqlite::functions::{Context, FunctionFlags};
use rusqlite::types::ValueRef;

/// `shogi_place` where the game ended at that ply (its final position).
pub const PLACE_ENDED: i64 = -1;
/// `shogi_place` where the moves' bytes hold no such ply.
pub const PLACE_DAMAGED: i64 = -2;

pub(crate) fn register(conn: &Connection) -> rusqlite::Result<()> {
    let flags = FunctionFlags::SQLITE_UTF8
        | FunctionFlags::SQLITE_DETERMINISTIC
        | FunctionFlags::SQLITE_INNOCUOUS;
    conn.create_scalar_function("shogi_row", 3, flags, |ctx| {
        let (key, game, ply) = (ctx.get::<i64>(0)?, ctx.get::<i64>(1)?, ctx.get::<i64>(2)?);
        let ply = u16::try_from(ply).map_err(|e| user_error(e.to_string()))?;
        row(key, game, ply)
            .map(|r| r.to_vec())
            .ok_or_else(|| user_error(format!("no position row for game {game}")))
    })?;
    conn.create_scalar_function("shogi_key", 1, flags, |ctx| Ok(part(ctx)?.map(|p| p.0)))?;
    conn.create_scalar_function("shogi_game", 1, flags, |ctx| Ok(part(ctx)?.map(|p| p.1)))?;
    conn.create_scalar_function("shogi_ply", 1, flags, |ctx| {
        Ok(part(ctx)?.map(|p| i64::from(p.2)))
    })?;
    conn.create_scalar_function("shogi_place", 2, flags, |ctx| {
        let ply = usize::try_from(ctx.get::<i64>(1)?).ok();
        let place = match (ctx.get_raw(0), ply) {
            (ValueRef::Blob(bytes), Some(ply)) => place_at(bytes, ply),
            _ => None,
        };
        Ok(match place {
            Some(Some(place)) => place as i64,
            Some(None) => PLACE_ENDED,
            None => PLACE_DAMAGED,
        })
    })?;
    Ok(())
}

/// The parts of the row in argument 0; NULL for anything that is not a
/// row (a hand-edited table), so that a query skips it.
fn part(ctx: &Context) -> rusqlite::Result<Option<(i64, i64, u16)>> {
    Ok(match ctx.get_raw(0) {
        ValueRef::Blob(bytes) => unrow(bytes),
        _ => None,
    })
}

fn user_error(message: String) -> rusqlite::Error {
    rusqlite::Error::UserFunctionError(message.into())
}
