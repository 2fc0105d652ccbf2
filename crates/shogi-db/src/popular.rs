//! The explorer's answers kept for the positions many games reach.
//!
//! The explorer counts a position's games by joining each of its rows to
//! its game (the move, the result, the date): about a microsecond a game,
//! so the start position of a million games would take a second. The keys
//! that at least [`POPULAR_GAMES`] games reach keep their answer in the
//! table `popular` (a row per move and result: games, last date, the
//! ratings' sum and count), and the explorer reads that when it is asked
//! with no filter.
//!
//! A key in `popular` always holds the whole answer: the import adds each
//! new game's row in the same transaction as the game, a delete works the
//! key's answer out again, and a key joins the table with its answer
//! counted from every row it has at that moment. A key not yet in the
//! table is answered by the join, which is always right; which keys join
//! is a matter of speed only (see [`candidates`]).

use crate::codec::{Row, key_range};
use crate::won::Won;
use rusqlite::{Connection, params};
use std::collections::{HashMap, HashSet};

/// The games a key must have to join `popular`: past them the join costs
/// a millisecond or more.
pub const POPULAR_GAMES: i64 = 1000;

/// A batch's keys first reached at this ply or before are asked whether
/// they have become popular: the positions many games share are the
/// early ones.
const CANDIDATE_PLIES: u16 = 2;

/// A batch's key reached by this many of its games is asked too,
/// whatever its ply (a popular opening's tenth move).
const CANDIDATE_GAMES: usize = 4;

/// `popular.result` for a game's result: 0 where it has none.
pub fn result_code(won: Option<Won>) -> i64 {
    match won {
        None => 0,
        Some(Won::Black) => 1,
        Some(Won::White) => 2,
        Some(Won::Draw) => 3,
    }
}

pub fn won_of_code(code: i64) -> Option<Won> {
    match code {
        1 => Some(Won::Black),
        2 => Some(Won::White),
        3 => Some(Won::Draw),
        _ => None,
    }
}

/// The keys in `popular`, read inside the writer's transaction: another
/// program's import may have added some since the last batch.
pub(crate) fn keys(conn: &Connection) -> rusqlite::Result<HashSet<i64>> {
    let mut query = conn.prepare_cached("SELECT DISTINCT key FROM popular")?;
    query
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<HashSet<i64>>>()
}

/// A game the batch stored, as its popular positions' answers count it.
pub(crate) struct Stored<'a> {
    /// (key, ply, place of the move played there; `None`: the game ended)
    /// for each position the game indexed.
    pub positions: &'a [(i64, u16, Option<u16>)],
    pub result: Option<Won>,
    pub date: Option<&'a str>,
    pub ratings: [Option<i64>; 2],
}

/// One move and result's share of a key's answer, to add.
#[derive(Default)]
struct Add {
    games: i64,
    last_date: Option<String>,
    rating_sum: i64,
    ratings: i64,
}

/// Adds a batch's new games to the answers of the popular keys they
/// reach, then lets the batch's candidates join. `games` are the games
/// the batch stored, with their ids; `rows` their position rows, sorted.
pub(crate) fn after_batch(
    conn: &Connection,
    games: &[Stored],
    rows: &[(i64, Row, u16)],
) -> rusqlite::Result<()> {
    let popular = keys(conn)?;
    let mut adds: HashMap<(i64, i64, i64), Add> = HashMap::new();
    for game in games {
        for &(key, _, place) in game.positions {
            if !popular.contains(&key) {
                continue;
            }
            let place = place.map_or(crate::functions::PLACE_ENDED, i64::from);
            let add = adds
                .entry((key, place, result_code(game.result)))
                .or_default();
            add.games += 1;
            if game.date > add.last_date.as_deref() {
                add.last_date = game.date.map(str::to_string);
            }
            for rating in game.ratings.into_iter().flatten() {
                add.rating_sum = add.rating_sum.saturating_add(rating);
                add.ratings += 1;
            }
        }
    }
    let mut upsert = conn.prepare_cached(
        "INSERT INTO popular (key, place, result, games, last_date, rating_sum, ratings)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT DO UPDATE SET
             games = games + excluded.games,
             last_date = CASE WHEN last_date IS NULL OR excluded.last_date > last_date
                 THEN excluded.last_date ELSE last_date END,
             rating_sum = rating_sum + excluded.rating_sum,
             ratings = ratings + excluded.ratings",
    )?;
    for ((key, place, result), add) in adds {
        upsert.execute(params![
            key,
            place,
            result,
            add.games,
            add.last_date,
            add.rating_sum,
            add.ratings
        ])?;
    }
    for key in candidates(rows, &popular) {
        if is_popular(conn, key)? {
            recount(conn, key)?;
        }
    }
    Ok(())
}

/// The keys of a batch's rows (sorted by key) not yet popular that may
/// have become so: first reached early, or by several of the batch's
/// games.
fn candidates(rows: &[(i64, Row, u16)], popular: &HashSet<i64>) -> Vec<i64> {
    let mut out = Vec::new();
    for run in rows.chunk_by(|a, b| a.0 == b.0) {
        let key = run[0].0;
        if popular.contains(&key) {
            continue;
        }
        let early = run.iter().any(|r| r.2 <= CANDIDATE_PLIES);
        if early || run.len() >= CANDIDATE_GAMES {
            out.push(key);
        }
    }
    out
}

/// Works a key's answer out again from its rows: when it joins, and
/// after a delete took some of its games.
pub(crate) fn recount(conn: &Connection, key: i64) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM popular WHERE key = ?1")?
        .execute([key])?;
    if !is_popular(conn, key)? {
        // Fewer games than that now: the join answers it.
        return Ok(());
    }
    let (first, last) = key_range(key);
    // The result's code as `result_code` gives it.
    conn.prepare_cached(
        "INSERT INTO popular
         SELECT ?1, shogi_place(g.moves, shogi_ply(p.k)),
             CASE g.result WHEN 'black' THEN 1 WHEN 'white' THEN 2 WHEN 'draw' THEN 3 ELSE 0 END,
             count(*), max(g.date),
             sum(coalesce(g.black_rating, 0) + coalesce(g.white_rating, 0)),
             sum((g.black_rating IS NOT NULL) + (g.white_rating IS NOT NULL))
         FROM positions p JOIN games g ON g.id = shogi_game(p.k)
         WHERE p.k BETWEEN ?2 AND ?3
         GROUP BY 2, 3",
    )?
    .execute(params![key, &first[..], &last[..]])?;
    Ok(())
}

/// Whether at least [`POPULAR_GAMES`] games reach `key` (counted no
/// further than that).
fn is_popular(conn: &Connection, key: i64) -> rusqlite::Result<bool> {
    let (first, last) = key_range(key);
    let n: i64 = conn
        .prepare_cached(
            "SELECT count(*) FROM (SELECT 1 FROM positions WHERE k BETWEEN ?1 AND ?2 LIMIT ?3)",
        )?
        .query_row(params![&first[..], &last[..], POPULAR_GAMES], |r| r.get(0))?;
    Ok(n >= POPULAR_GAMES)
}
