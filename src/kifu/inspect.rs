//! `shogi-tui inspect RECORD`: a record file loaded into a game for the
//! inspect report, with what the load found (illegal move, end word).

use super::error::RecordError;
use super::{load_game, read_record};
use crate::game::Game;
use std::path::Path;

/// The game a record file describes, and notes for the player. With
/// `declare`, the side to move then declares impasse (when the game is
/// still going and the rules allow it; otherwise a note says why not).
pub fn game_from_record(path: &Path, declare: bool) -> Result<(Game, Vec<String>), RecordError> {
    let loaded = load_game(read_record(path)?);
    let mut notes = loaded.notes();
    let mut game = loaded.game;
    if declare && let Err(e) = game.declare() {
        notes.push(format!("cannot declare: {e}"));
    }
    Ok((game, notes))
}
