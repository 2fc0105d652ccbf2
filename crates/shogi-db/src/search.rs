//! `search`: games by player, event, dates, result, handicap, length and
//! by a position reached in any move order.

use crate::codec::{key_range, position_key};
use crate::database::Database;
use crate::error::DbError;
use crate::won::Won;
use rusqlite::types::Value;
use shogi_core::Position;

/// The filters; every one given must hold.
#[derive(Clone, Debug, Default)]
pub struct Search {
    /// Either side, exactly as recorded.
    pub player: Option<String>,
    /// Either side, any name holding this text (ASCII letters in either
    /// case): the games list's filter, where a player types "han" for
    /// Hana.
    pub player_part: Option<String>,
    pub black: Option<String>,
    pub white: Option<String>,
    /// Part of the event's name.
    pub event: Option<String>,
    /// Dates as `YYYY-MM-DD` (or a prefix: `2024`, `2024-03`), inclusive.
    pub from: Option<String>,
    pub to: Option<String>,
    pub result: Option<Won>,
    /// A handicap's command-line name (`lance`, `2-piece`, ...).
    pub handicap: Option<String>,
    pub min_plies: Option<u32>,
    pub max_plies: Option<u32>,
    /// Games that reached this position (board, hands, side to move)
    /// within the indexed plies.
    pub position: Option<Position>,
    /// Most games listed (all are counted).
    pub limit: u32,
    /// Games skipped before the first one listed: a page of the list.
    pub offset: u64,
    /// The order the games are listed in.
    pub sort: Sort,
}

/// What the list is ordered by; ties are broken by id, in the same
/// direction, so that a page never repeats nor skips a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SortBy {
    /// The order of import.
    #[default]
    Id,
    /// The date played (games without one first when ascending).
    Date,
    /// Black's name, then White's.
    Players,
    /// The game's length.
    Plies,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sort {
    pub by: SortBy,
    pub descending: bool,
}

impl Sort {
    /// `by_position`: the games are a position's rows, whose order (one
    /// key, then the game) is the games' ids: SQLite walks the index and
    /// stops at the page's end instead of sorting every game first.
    fn order_by(self, by_position: bool) -> String {
        let dir = if self.descending { "DESC" } else { "ASC" };
        match self.by {
            SortBy::Id if by_position => format!("p.k {dir}"),
            SortBy::Id => format!("g.id {dir}"),
            SortBy::Date => format!("g.date {dir}, g.id {dir}"),
            SortBy::Players => format!("g.black {dir}, g.white {dir}, g.id {dir}"),
            SortBy::Plies => format!("g.plies {dir}, g.id {dir}"),
        }
    }
}

/// One game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hit {
    pub id: i64,
    pub black: String,
    pub white: String,
    pub date: Option<String>,
    pub event: Option<String>,
    pub result: Option<Won>,
    pub plies: u32,
    /// Where the position was first reached, when searched by position.
    pub ply: Option<u32>,
    pub source: String,
}

/// The games that match: `count` of them, `limit` listed after the first
/// `offset`, in the search's order (by default by id: the order they
/// were imported in).
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub count: u64,
    pub games: Vec<Hit>,
}

impl Database {
    pub fn search(&self, search: &Search) -> Result<Found, DbError> {
        let (from, conditions, values) = search.clauses();
        let filter = if conditions.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", conditions.join(" AND "))
        };
        // A position alone is counted from its rows, not joined to its
        // games: the start position's 100,000 rows count in milliseconds.
        let count_sql = if search.position.is_some() && conditions.len() == 1 {
            format!("SELECT count(*) FROM positions p{filter}")
        } else {
            format!("SELECT count(*) FROM {from}{filter}")
        };
        let count: i64 = self
            .conn
            .query_row(&count_sql, rusqlite::params_from_iter(values.iter()), |r| {
                r.get(0)
            })
            .map_err(|e| self.err(e))?;
        let ply = if search.position.is_some() {
            "shogi_ply(p.k)"
        } else {
            "NULL"
        };
        let mut listed = values;
        listed.push(Value::Integer(i64::from(search.limit)));
        listed.push(Value::Integer(
            i64::try_from(search.offset).unwrap_or(i64::MAX),
        ));
        let mut query = self
            .conn
            .prepare(&format!(
                "SELECT g.id, g.black, g.white, g.date, g.event, g.result, g.plies, {ply}, g.source
                 FROM {from}{filter} ORDER BY {} LIMIT ? OFFSET ?",
                search.sort.order_by(search.position.is_some())
            ))
            .map_err(|e| self.err(e))?;
        let games = query
            .query_map(rusqlite::params_from_iter(listed.iter()), |r| {
                let result: Option<String> = r.get(5)?;
                Ok(Hit {
                    id: r.get(0)?,
                    black: r.get(1)?,
                    white: r.get(2)?,
                    date: r.get(3)?,
                    event: r.get(4)?,
                    result: result.as_deref().and_then(Won::from_text),
                    plies: r.get(6)?,
                    ply: r.get(7)?,
                    source: r.get(8)?,
                })
            })
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| self.err(e))?;
        Ok(Found {
            count: count as u64,
            games,
        })
    }
}

impl Search {
    /// The tables, the conditions and their values, in order.
    fn clauses(&self) -> (&'static str, Vec<&'static str>, Vec<Value>) {
        let mut conditions = Vec::new();
        let mut values = Vec::new();
        let text = |s: &String| Value::Text(s.clone());
        let from = match &self.position {
            Some(pos) => {
                let (first, last) = key_range(position_key(pos));
                conditions.push("p.k BETWEEN ? AND ?");
                values.extend([Value::Blob(first.to_vec()), Value::Blob(last.to_vec())]);
                "positions p JOIN games g ON g.id = shogi_game(p.k)"
            }
            None => "games g",
        };
        if let Some(name) = &self.player {
            conditions.push("(g.black = ? OR g.white = ?)");
            values.extend([text(name), text(name)]);
        }
        if let Some(part) = &self.player_part {
            // SQLite's lower() folds ASCII only: "hana" finds "Hana", and a
            // Japanese name is matched as typed. instr, not LIKE, so that
            // a `%` or `_` typed is a character, not a pattern.
            conditions.push(
                "(instr(lower(g.black), lower(?)) > 0 OR instr(lower(g.white), lower(?)) > 0)",
            );
            values.extend([text(part), text(part)]);
        }
        if let Some(name) = &self.black {
            conditions.push("g.black = ?");
            values.push(text(name));
        }
        if let Some(name) = &self.white {
            conditions.push("g.white = ?");
            values.push(text(name));
        }
        if let Some(event) = &self.event {
            conditions.push("instr(g.event, ?) > 0");
            values.push(text(event));
        }
        if let Some(from) = &self.from {
            conditions.push("g.date >= ?");
            values.push(text(from));
        }
        if let Some(to) = &self.to {
            // "2024" must include 2024-12-31: anything that starts with it.
            conditions.push("(g.date <= ? OR substr(g.date, 1, length(?)) = ?)");
            values.extend([text(to), text(to), text(to)]);
        }
        if let Some(result) = self.result {
            conditions.push("g.result = ?");
            values.push(Value::Text(result.text().to_string()));
        }
        if let Some(handicap) = &self.handicap {
            conditions.push("g.handicap = ?");
            values.push(text(handicap));
        }
        if let Some(n) = self.min_plies {
            conditions.push("g.plies >= ?");
            values.push(Value::Integer(i64::from(n)));
        }
        if let Some(n) = self.max_plies {
            conditions.push("g.plies <= ?");
            values.push(Value::Integer(i64::from(n)));
        }
        (from, conditions, values)
    }
}

impl Database {
    /// A game's start position and its coded moves (see `codec`), for a
    /// caller that replays it (review opening a game at a ply).
    pub fn game_moves(&self, id: i64) -> Result<Option<(Position, Vec<u8>)>, DbError> {
        let row: Option<(Option<String>, Option<String>, Vec<u8>)> = self
            .conn
            .query_row(
                "SELECT handicap, start, moves FROM games WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .map(Some)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })
            .map_err(|e| self.err(e))?;
        let Some((handicap, start, moves)) = row else {
            return Ok(None);
        };
        let start = match (handicap, start) {
            (_, Some(sfen)) => Position::from_sfen(&sfen).ok(),
            (Some(name), None) => shogi_core::game::Handicap::ALL
                .iter()
                .find(|h| h.name() == name)
                .map(|h| h.position()),
            (None, None) => Some(Position::startpos()),
        };
        // A start that no longer reads is a damaged row.
        Ok(start.map(|s| (s, moves)))
    }
}
