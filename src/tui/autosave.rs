//! Keeping the game on screen on disk: the autosave after every change,
//! and saving under a name (`s`). Files are the records layer's business
//! (`kifu::SaveDir`, atomic writes); this only decides when to write and
//! what to tell the player.

use crate::game::Game;
use crate::kifu::saves::default_name;
use crate::kifu::{GameInfo, Record, RecordError, SaveDir, Timestamp, record_of};
use crate::shogi::Move;
use std::path::{Path, PathBuf};

/// The save folder a session uses, or why it cannot be used. A folder that
/// cannot be opened does not stop play: games then run unsaved, and say so.
#[derive(Clone, Debug)]
pub struct SaveFolder(Result<SaveDir, String>);

impl SaveFolder {
    /// `--save-dir`, else `SHOGI_TUI_SAVE_DIR`, else `saves/`.
    pub fn open(flag: Option<&Path>) -> SaveFolder {
        SaveFolder::at(crate::kifu::resolve_save_dir(flag))
    }

    pub fn at(path: impl Into<PathBuf>) -> SaveFolder {
        SaveFolder(SaveDir::open(path).map_err(|e| e.to_string()))
    }

    pub fn dir(&self) -> Result<&SaveDir, &str> {
        self.0.as_ref().map_err(String::as_str)
    }
}

/// What the game looked like when it was last written; a write happens
/// only when this changes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Written {
    ply: usize,
    last: Option<Move>,
    over: bool,
}

impl Written {
    fn of(game: &Game) -> Written {
        Written {
            ply: game.ply(),
            last: game.last_move().map(|m| m.mv),
            over: game.is_over(),
        }
    }
}

/// What an autosave attempt did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The game has not changed since the last write.
    Unchanged,
    /// Written. `previous` names the save the autosave's earlier game was
    /// moved to, when it held another game.
    Saved { previous: Option<String> },
    /// Not written, and why; the game in memory is untouched.
    Failed(String),
}

/// The record keeping of one game.
#[derive(Clone, Debug)]
pub struct Recorder {
    folder: SaveFolder,
    /// What the game does not hold itself: dates, title.
    info: GameInfo,
    written: Written,
    /// Whether autosave.ron holds this game already (it was continued from
    /// there, or written once): only then may it be overwritten freely.
    owns_autosave: bool,
    /// The name this game was last saved or opened under: the default for `s`.
    name: Option<String>,
    /// Why the last autosave failed, while it stays failed.
    failure: Option<String>,
}

impl Recorder {
    /// Starts keeping `game` as it is now; the first write comes with its
    /// next change, so opening a game never rewrites a file.
    pub fn new(folder: SaveFolder, info: GameInfo, game: &Game) -> Recorder {
        Recorder {
            folder,
            info,
            written: Written::of(game),
            owns_autosave: false,
            name: None,
            failure: None,
        }
    }

    /// A new game started now.
    pub fn new_game(folder: SaveFolder, game: &Game) -> Recorder {
        let info = GameInfo {
            started: Some(Timestamp::now()),
            ..GameInfo::default()
        };
        Recorder::new(folder, info, game)
    }

    /// The game was resumed from the autosave itself.
    pub fn continuing_autosave(mut self) -> Recorder {
        self.owns_autosave = true;
        self
    }

    /// The game was opened from the save called `name`.
    pub fn named(mut self, name: impl Into<String>) -> Recorder {
        self.name = Some(name.into());
        self
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    pub fn folder(&self) -> &SaveFolder {
        &self.folder
    }

    /// The game as a record, with the time it ended once it has.
    pub fn record(&self, game: &Game) -> Record {
        record_of(game, &self.info)
    }

    /// Autosaves `game` if it changed since the last write.
    pub fn keep(&mut self, game: &Game) -> Kept {
        let now = Written::of(game);
        if now == self.written {
            return Kept::Unchanged;
        }
        self.written = now;
        self.info.ended = match (game.is_over(), self.info.ended) {
            (true, None) => Some(Timestamp::now()),
            (true, ended) => ended,
            // A takeback reopened the game.
            (false, _) => None,
        };
        let dir = match self.folder.dir() {
            Ok(dir) => dir.clone(),
            Err(why) => return self.failed(why.to_string()),
        };
        let previous = if self.owns_autosave {
            None
        } else {
            match keep_other_game(&dir, game) {
                Ok(name) => name,
                Err(e) => return self.failed(e.to_string()),
            }
        };
        match dir.autosave_game(game, &self.info) {
            Ok(()) => {
                self.owns_autosave = true;
                self.failure = None;
                Kept::Saved { previous }
            }
            Err(e) => self.failed(e.to_string()),
        }
    }

    fn failed(&mut self, why: String) -> Kept {
        self.failure = Some(why.clone());
        Kept::Failed(why)
    }

    /// The name `s` offers: the one the game was saved or opened under, else
    /// one from the date and the players.
    pub fn default_name(&self, game: &Game) -> String {
        self.name
            .clone()
            .unwrap_or_else(|| default_name(&self.record(game)))
    }

    /// Saves under `name`. `RecordError::AlreadyExists` means the player
    /// must be asked before trying again with `overwrite`.
    pub fn save_as(
        &mut self,
        name: &str,
        game: &Game,
        overwrite: bool,
    ) -> Result<PathBuf, RecordError> {
        let dir = self.folder.dir().map_err(|why| RecordError::Refused {
            path: PathBuf::from(name),
            what: why.to_string(),
        })?;
        let path = dir.save_as(name, &self.record(game), overwrite)?;
        self.name = Some(name.trim().trim_end_matches(".ron").to_string());
        Ok(path)
    }
}

/// Before the first autosave of a game that did not come from the
/// autosave: if autosave.ron holds another game (one this game does not
/// simply continue), that game is moved to a save of its own instead of
/// being overwritten. Returns the name it got.
fn keep_other_game(dir: &SaveDir, game: &Game) -> Result<Option<String>, RecordError> {
    let from = dir.autosave_path();
    if !from.exists() {
        return Ok(None);
    }
    let base = match dir.load_autosave() {
        Ok(Some(old)) if old.moves.is_empty() || continued_by(&old, game) => return Ok(None),
        Ok(Some(old)) => default_name(&old),
        Ok(None) => return Ok(None),
        // An unreadable autosave is kept too: it may be repairable by hand.
        Err(_) => "autosave-unreadable".to_string(),
    };
    let name = free_name(dir, &base)?;
    let to = dir.path_for(&name)?;
    std::fs::rename(&from, &to)
        .map_err(|e| RecordError::io(&from, "keep the earlier autosave", e))?;
    Ok(Some(name))
}

/// Whether `game` is `old` with moves added: nothing of `old` would be lost.
fn continued_by(old: &Record, game: &Game) -> bool {
    old.start == *game.start()
        && old.moves.len() <= game.ply()
        && old
            .moves
            .iter()
            .zip(game.moves())
            .all(|(a, b)| a.mv == b.mv)
}

/// `base`, or `base-2`, `base-3`, … whichever is not taken.
fn free_name(dir: &SaveDir, base: &str) -> Result<String, RecordError> {
    for n in 1..1000 {
        let name = if n == 1 {
            base.to_string()
        } else {
            format!("{base}-{n}")
        };
        if !dir.path_for(&name)?.exists() {
            return Ok(name);
        }
    }
    Err(RecordError::Refused {
        path: dir.path().join(base),
        what: "too many saves with this name".into(),
    })
}
