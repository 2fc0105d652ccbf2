//! Deleting games: each game's row and its position rows go together, in
//! one transaction, so that the explorer never counts a game the list no
//! longer has.

use crate::codec::{decode_moves, game_range, position_key};
use crate::database::Database;
use crate::error::DbError;
use crate::schema::INDEX_PLIES;
use rusqlite::params;

impl Database {
    /// Deletes the games `ids` and their positions; returns how many games
    /// were there to delete (an id deleted meanwhile, by another window,
    /// is no error).
    pub fn delete(&mut self, ids: &[i64]) -> Result<u64, DbError> {
        // The keys are worked out before the write lock is taken: the
        // positions table is keyed by (key, game), so a game's rows are
        // found by replaying its moves, not by scanning every position.
        let mut keys: Vec<(i64, Option<Vec<i64>>)> = Vec::with_capacity(ids.len());
        for &id in ids {
            let replayed = self.game_moves(id)?.and_then(|(start, bytes)| {
                let moves = decode_moves(&start, &bytes)?;
                let mut pos = start;
                let mut keys = vec![position_key(&pos)];
                for mv in moves.into_iter().take(INDEX_PLIES) {
                    pos.do_move(mv);
                    keys.push(position_key(&pos));
                }
                Some(keys)
            });
            keys.push((id, replayed));
        }
        let path = self.path.clone();
        let of = |e| DbError::of(&path, e);
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(of)?;
        let mut deleted = 0u64;
        {
            let mut game = tx
                .prepare_cached("DELETE FROM games WHERE id = ?1")
                .map_err(of)?;
            let mut position = tx
                .prepare_cached("DELETE FROM positions WHERE k BETWEEN ?1 AND ?2")
                .map_err(of)?;
            let mut every_position = tx
                .prepare_cached("DELETE FROM positions WHERE shogi_game(k) = ?1")
                .map_err(of)?;
            for (id, replayed) in &keys {
                let gone = game.execute([id]).map_err(of)? as u64;
                deleted += gone;
                match replayed {
                    Some(keys) => {
                        for &key in keys {
                            let (first, last) = game_range(key, *id);
                            position
                                .execute(params![&first[..], &last[..]])
                                .map_err(of)?;
                        }
                    }
                    // A row that no longer replays (a damaged file): the
                    // slow way, so that no orphan is left to be counted.
                    None if gone > 0 => {
                        every_position.execute([id]).map_err(of)?;
                    }
                    None => {}
                }
            }
        }
        // The popular keys the games reached have lost games: their answers
        // are worked out again. A game that no longer replays may have
        // reached any of them.
        let popular = crate::popular::keys(&tx).map_err(of)?;
        let mut touched: Vec<i64> = if keys.iter().any(|(_, replayed)| replayed.is_none()) {
            popular.into_iter().collect()
        } else {
            keys.iter()
                .flat_map(|(_, replayed)| replayed.iter().flatten().copied())
                .filter(|key| popular.contains(key))
                .collect()
        };
        touched.sort_unstable();
        touched.dedup();
        for key in touched {
            crate::popular::recount(&tx, key).map_err(of)?;
        }
        tx.commit().map_err(of)?;
        Ok(deleted)
    }
}
