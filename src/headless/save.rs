//! A headless game's save: one slot, claimed at the first write and
//! written over as the game goes, so that a program killed mid-game
//! leaves the game up to its last move.

use crate::kifu::saves::folder::default_name;
use crate::kifu::{Record, RecordError, SaveDir, SaveSlot, new_game_id};
use std::path::PathBuf;

pub struct GameSave<'a> {
    dir: &'a SaveDir,
    slot: Option<SaveSlot>,
    /// The save's own id (`GameInfo::id`), which keeps the slot ours.
    id: String,
}

impl<'a> GameSave<'a> {
    pub fn new(dir: &'a SaveDir) -> GameSave<'a> {
        GameSave {
            dir,
            slot: None,
            id: new_game_id(),
        }
    }

    /// Writes `record` as this game's; where it went.
    pub fn write(&mut self, mut record: Record) -> Result<PathBuf, RecordError> {
        record.info.id = Some(self.id.clone());
        let slot = match &mut self.slot {
            Some(slot) => slot,
            None => self
                .slot
                .insert(self.dir.claim_new(&default_name(&record))?),
        };
        slot.write(&record)?;
        Ok(slot.path().to_path_buf())
    }
}
