//! The explorer: what was played from a position, and how it scored.

use crate::codec::{position_key, sorted_legal};
use crate::database::Database;
use crate::error::DbError;
use rusqlite::types::Value;
use shogi_core::{Move, Position};

/// Which games count.
#[derive(Clone, Debug, Default)]
pub struct Explore {
    /// Only games this player played (either side), exactly as recorded.
    pub player: Option<String>,
    /// Only games one of these played (either side): "my games", the
    /// names the player gave in the settings. Empty: no such filter.
    pub any_of: Vec<String>,
    /// Only games on or after this date (`2024`, `2024-05`, `2024-05-01`).
    pub from: Option<String>,
    /// Only games on or before this date; `2024` includes all of 2024.
    pub to: Option<String>,
}

/// One move played from the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveStats {
    pub mv: Move,
    /// Games that played it there.
    pub games: u64,
    pub black_wins: u64,
    pub white_wins: u64,
    pub draws: u64,
    /// The latest date among the games that played it (`YYYY-MM-DD`),
    /// where any has one.
    pub last_date: Option<String>,
    /// The players' average rating over the games that played it, where
    /// the records carry ratings.
    pub average_rating: Option<u32>,
}

impl MoveStats {
    /// The score for the side that played it, in percent (a draw half),
    /// over the games with a result; `None` when none has one.
    pub fn score_percent(&self, mover_is_black: bool) -> Option<f64> {
        let decided = self.black_wins + self.white_wins + self.draws;
        if decided == 0 {
            return None;
        }
        let wins = if mover_is_black {
            self.black_wins
        } else {
            self.white_wins
        };
        Some((wins as f64 + self.draws as f64 / 2.0) * 100.0 / decided as f64)
    }
}

/// The games through a position (each once) and the moves played from it,
/// most played first (ties in the order of their USI spelling).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explored {
    pub games: u64,
    pub moves: Vec<MoveStats>,
}

impl Database {
    pub fn explore(&self, pos: &Position, filter: &Explore) -> Result<Explored, DbError> {
        let key = position_key(pos);
        let mut conditions = vec!["p.key = ?"];
        let mut values: Vec<Value> = vec![key.into()];
        if let Some(name) = &filter.player {
            conditions.push("(g.black = ? OR g.white = ?)");
            values.extend([name.clone().into(), name.clone().into()]);
        }
        let any_of;
        if !filter.any_of.is_empty() {
            let marks = vec!["?"; filter.any_of.len()].join(", ");
            any_of = format!("(g.black IN ({marks}) OR g.white IN ({marks}))");
            conditions.push(&any_of);
            for _ in 0..2 {
                values.extend(filter.any_of.iter().map(|n| Value::from(n.clone())));
            }
        }
        if let Some(from) = &filter.from {
            conditions.push("g.date >= ?");
            values.push(from.clone().into());
        }
        if let Some(to) = &filter.to {
            // "2024" must include 2024-12-31: anything that starts with it.
            conditions.push("(g.date <= ? OR substr(g.date, 1, length(?)) = ?)");
            values.extend([to.clone().into(), to.clone().into(), to.clone().into()]);
        }
        // The index row holds the move and the result; the game row gives
        // the date (the last one played) and is where the filters look.
        let sql = format!(
            "SELECT p.move, p.result, count(*), max(g.date) FROM positions p
             JOIN games g ON g.id = p.game WHERE {} GROUP BY p.move, p.result",
            conditions.join(" AND ")
        );
        let mut query = self.conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        let rows = query
            .query_map(rusqlite::params_from_iter(values.iter()), |r| {
                Ok((
                    r.get::<_, Option<i64>>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, Option<String>>(3)?,
                ))
            })
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| self.err(e))?;
        let legal = sorted_legal(pos);
        let mut explored = Explored::default();
        for (place, result, n, date) in rows {
            let n = n.max(0) as u64;
            explored.games += n;
            // A place no legal move has would be a key shared with another
            // position: that row is not this position's.
            let Some(&mv) = place.and_then(|p| legal.get(usize::try_from(p).ok()?)) else {
                if place.is_some() {
                    explored.games -= n;
                }
                continue;
            };
            let stats = match explored.moves.iter_mut().find(|s| s.mv == mv) {
                Some(stats) => stats,
                None => {
                    explored.moves.push(MoveStats {
                        mv,
                        games: 0,
                        black_wins: 0,
                        white_wins: 0,
                        draws: 0,
                        last_date: None,
                        average_rating: None,
                    });
                    let last = explored.moves.len() - 1;
                    &mut explored.moves[last]
                }
            };
            stats.games += n;
            if date > stats.last_date {
                stats.last_date = date;
            }
            match result {
                1 => stats.black_wins += n,
                2 => stats.white_wins += n,
                3 => stats.draws += n,
                _ => {}
            }
        }
        explored.moves.sort_by(|a, b| {
            b.games
                .cmp(&a.games)
                .then_with(|| a.mv.to_usi().cmp(&b.mv.to_usi()))
        });
        Ok(explored)
    }
}
