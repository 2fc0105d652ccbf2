//! The explorer: what was played from a position, and how it scored.

use crate::codec::{key_range, position_key, sorted_legal};
use crate::database::Database;
use crate::error::DbError;
use crate::functions::PLACE_ENDED;
use crate::popular::won_of_code;
use crate::won::Won;
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

/// One row of the explorer's query: the games through the position that
/// played one move (`place`: its place among the legal moves, or
/// `PLACE_ENDED`, `PLACE_DAMAGED`) with one result.
struct Group {
    place: i64,
    result: Option<Won>,
    games: u64,
    date: Option<String>,
    /// The ratings known among these games' players, summed, and their
    /// count.
    rating_sum: i64,
    ratings: i64,
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
        let unfiltered = filter.player.is_none()
            && filter.any_of.is_empty()
            && filter.from.is_none()
            && filter.to.is_none();
        let mut rows = if unfiltered {
            self.popular_groups(key)?
        } else {
            Vec::new()
        };
        if rows.is_empty() {
            rows = self.joined_groups(key, filter)?;
        }
        Ok(tally(pos, rows))
    }

    /// A popular key's answer, kept (`popular.rs`); empty for another key.
    fn popular_groups(&self, key: i64) -> Result<Vec<Group>, DbError> {
        let mut query = self
            .conn
            .prepare_cached(
                "SELECT place, result, games, last_date, rating_sum, ratings
                 FROM popular WHERE key = ?1",
            )
            .map_err(|e| self.err(e))?;
        query
            .query_map([key], |r| {
                Ok(Group {
                    place: r.get(0)?,
                    result: won_of_code(r.get(1)?),
                    games: r.get::<_, i64>(2)?.max(0) as u64,
                    date: r.get(3)?,
                    rating_sum: r.get(4)?,
                    ratings: r.get(5)?,
                })
            })
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| self.err(e))
    }

    /// The answer counted from the key's rows, each joined to its game
    /// (the move it played there, its result, date and ratings), where
    /// the filters look too.
    fn joined_groups(&self, key: i64, filter: &Explore) -> Result<Vec<Group>, DbError> {
        let (first, last) = key_range(key);
        let mut conditions = vec!["p.k BETWEEN ? AND ?"];
        let mut values: Vec<Value> = vec![first.to_vec().into(), last.to_vec().into()];
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
        let sql = format!(
            "SELECT shogi_place(g.moves, shogi_ply(p.k)), g.result, count(*), max(g.date),
                    sum(coalesce(g.black_rating, 0) + coalesce(g.white_rating, 0)),
                    sum((g.black_rating IS NOT NULL) + (g.white_rating IS NOT NULL))
             FROM positions p JOIN games g ON g.id = shogi_game(p.k)
             WHERE {} GROUP BY 1, 2",
            conditions.join(" AND ")
        );
        let mut query = self.conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        query
            .query_map(rusqlite::params_from_iter(values.iter()), |r| {
                Ok(Group {
                    place: r.get(0)?,
                    result: r
                        .get::<_, Option<String>>(1)?
                        .as_deref()
                        .and_then(Won::from_text),
                    games: r.get::<_, i64>(2)?.max(0) as u64,
                    date: r.get(3)?,
                    rating_sum: r.get::<_, Option<i64>>(4)?.unwrap_or(0),
                    ratings: r.get::<_, Option<i64>>(5)?.unwrap_or(0),
                })
            })
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| self.err(e))
    }
}

/// The groups of a position's games as the explorer shows them: each
/// move once, most played first.
fn tally(pos: &Position, rows: Vec<Group>) -> Explored {
    let legal = sorted_legal(pos);
    let mut explored = Explored::default();
    // Per move: the sum of the ratings known and how many there were.
    let mut ratings: Vec<(i64, i64)> = Vec::new();
    for g in rows {
        let n = g.games;
        explored.games += n;
        // A place no legal move has would be a key shared with another
        // position: that row is not this position's. A damaged game's
        // bytes say nothing either.
        let Some(&mv) = usize::try_from(g.place).ok().and_then(|p| legal.get(p)) else {
            if g.place != PLACE_ENDED {
                explored.games -= n;
            }
            continue;
        };
        let at = match explored.moves.iter().position(|s| s.mv == mv) {
            Some(at) => at,
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
                ratings.push((0, 0));
                explored.moves.len() - 1
            }
        };
        let stats = &mut explored.moves[at];
        stats.games += n;
        if g.date > stats.last_date {
            stats.last_date = g.date;
        }
        match g.result {
            Some(Won::Black) => stats.black_wins += n,
            Some(Won::White) => stats.white_wins += n,
            Some(Won::Draw) => stats.draws += n,
            None => {}
        }
        // Saturating: a file made by another program may hold any
        // numbers there.
        ratings[at].0 = ratings[at].0.saturating_add(g.rating_sum);
        ratings[at].1 = ratings[at].1.saturating_add(g.ratings);
    }
    for (stats, &(sum, known)) in explored.moves.iter_mut().zip(&ratings) {
        if known > 0 {
            // Rounded to the nearest: (2 * sum + known) / (2 * known),
            // wide enough that no stored number overflows it.
            let (sum, known) = (i128::from(sum), i128::from(known));
            stats.average_rating = u32::try_from((2 * sum + known) / (2 * known)).ok();
        }
    }
    explored.moves.sort_by(|a, b| {
        b.games
            .cmp(&a.games)
            .then_with(|| a.mv.to_usi().cmp(&b.mv.to_usi()))
    });
    explored
}
