//! The save folder: where it is, autosave, named saves, the list shown by
//! the load screen, and deleting.

use super::atomic::write_atomic;
use super::error::RecordError;
use super::files::{FileKind, read_text};
use super::game_record::{load_game, record_of};
use super::record::{GameInfo, Record};
use super::save;
use super::timestamp::Timestamp;
use crate::game::Game;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Environment variable naming the save folder (below `--save-dir`).
pub const SAVE_DIR_ENV: &str = "SHOGI_TUI_SAVE_DIR";
/// The default folder, relative to the working directory.
pub const DEFAULT_SAVE_DIR: &str = "saves";
/// Age after which a leftover temporary file is removed.
const STALE_TEMPORARY: std::time::Duration = std::time::Duration::from_secs(60);
/// The autosave file inside the save folder.
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// `--save-dir DIR` wins over `SHOGI_TUI_SAVE_DIR`, which wins over `saves/`.
pub fn resolve_save_dir(flag: Option<&Path>) -> PathBuf {
    resolve_with(
        flag,
        std::env::var_os(SAVE_DIR_ENV).as_deref().map(Path::new),
    )
}

/// The same choice with the environment value passed in (testable without
/// touching the process environment).
pub fn resolve_with(flag: Option<&Path>, env: Option<&Path>) -> PathBuf {
    flag.or(env.filter(|p| !p.as_os_str().is_empty()))
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_SAVE_DIR))
}

/// One line of the load screen.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub path: PathBuf,
    /// The file name without `.ron`.
    pub name: String,
    pub modified: Option<SystemTime>,
    pub started: Option<Timestamp>,
    pub black: String,
    pub white: String,
    pub moves: usize,
    /// The final position (SFEN), for the load screen's preview.
    pub final_sfen: Option<String>,
    /// The outcome sentence, `None` while the game is unfinished.
    pub outcome: Option<String>,
    /// Why the file could not be read, if it could not; the other fields
    /// are then empty. Broken files are listed so the player can delete them.
    pub problem: Option<String>,
}

impl SaveSummary {
    pub fn finished(&self) -> bool {
        self.outcome.is_some()
    }
}

/// An open save folder.
#[derive(Clone, Debug)]
pub struct SaveDir {
    path: PathBuf,
}

impl SaveDir {
    /// Opens the folder, creating it (and its parents) when missing.
    pub fn open(path: impl Into<PathBuf>) -> Result<SaveDir, RecordError> {
        let path = path.into();
        if path.exists() && !path.is_dir() {
            return Err(RecordError::Refused {
                path,
                what: "the save folder is a file; choose another with --save-dir".into(),
            });
        }
        fs::create_dir_all(&path).map_err(|e| match e.kind() {
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                RecordError::FolderNotWritable {
                    path: path.clone(),
                    source: e,
                }
            }
            _ => RecordError::io(&path, "create the save folder", e),
        })?;
        let dir = SaveDir { path };
        dir.remove_stale_temporaries();
        Ok(dir)
    }

    /// Removes temporary files that a crash during a save left behind.
    /// Only old ones: a save takes milliseconds, so a temporary file older
    /// than a minute belongs to no running save.
    fn remove_stale_temporaries(&self) {
        let Ok(entries) = fs::read_dir(&self.path) else {
            return;
        };
        let now = SystemTime::now();
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let old = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| now.duration_since(t).ok())
                .is_some_and(|age| age > STALE_TEMPORARY);
            if name.starts_with('.') && name.ends_with(".tmp") && old {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.path.join(AUTOSAVE_FILE)
    }

    /// Writes the current game over the autosave, atomically: a crash at
    /// any instant leaves the previous or this complete autosave.
    pub fn autosave(&self, record: &Record) -> Result<(), RecordError> {
        write_atomic(&self.autosave_path(), save::write(record).as_bytes())
    }

    /// Autosaves a game: call after every move (and when the game ends).
    /// `info` holds what the game does not (title, start date).
    pub fn autosave_game(&self, game: &Game, info: &GameInfo) -> Result<(), RecordError> {
        self.autosave(&record_of(game, info))
    }

    /// The autosave, if there is one.
    pub fn load_autosave(&self) -> Result<Option<Record>, RecordError> {
        let path = self.autosave_path();
        if !path.exists() {
            return Ok(None);
        }
        load(&path).map(Some)
    }

    /// The autosave when its game is not over (what "Continue" resumes).
    pub fn unfinished_autosave(&self) -> Result<Option<Record>, RecordError> {
        Ok(self
            .load_autosave()?
            .filter(|r| r.result.is_none() && r.end.is_none() && r.bad_move.is_none()))
    }

    /// The path a save named `name` would have; refuses names that would
    /// leave the folder or hide the file.
    pub fn path_for(&self, name: &str) -> Result<PathBuf, RecordError> {
        let stem = name.trim().trim_end_matches(".ron");
        let bad = stem.is_empty()
            || stem.starts_with('.')
            || stem
                .chars()
                .any(|c| matches!(c, '/' | '\\' | '\0') || c.is_control());
        if bad {
            return Err(RecordError::Refused {
                path: self.path.join(name),
                what: "a save name must be non-empty, must not start with '.', and must not contain / or \\"
                    .into(),
            });
        }
        Ok(self.path.join(format!("{stem}.ron")))
    }

    /// Saves under a name. An existing save is replaced only when
    /// `overwrite` is set (after the player confirmed).
    pub fn save_as(
        &self,
        name: &str,
        record: &Record,
        overwrite: bool,
    ) -> Result<PathBuf, RecordError> {
        let path = self.path_for(name)?;
        if path.exists() && !overwrite {
            return Err(RecordError::AlreadyExists { path });
        }
        write_atomic(&path, save::write(record).as_bytes())?;
        Ok(path)
    }

    /// Every `.ron` save, newest first (by file time, then name).
    pub fn list(&self) -> Result<Vec<SaveSummary>, RecordError> {
        let entries =
            fs::read_dir(&self.path).map_err(|e| RecordError::io(&self.path, "list", e))?;
        let mut out = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            let is_save = path.extension().is_some_and(|e| e == "ron")
                && !entry.file_name().to_string_lossy().starts_with('.')
                && path.is_file();
            if is_save {
                out.push(summarise(
                    &path,
                    entry.metadata().ok().and_then(|m| m.modified().ok()),
                ));
            }
        }
        out.sort_by(|a, b| {
            b.modified
                .cmp(&a.modified)
                .then_with(|| a.name.cmp(&b.name))
        });
        Ok(out)
    }

    /// Deletes a save of this folder.
    pub fn delete(&self, name: &str) -> Result<(), RecordError> {
        let path = self.path_for(name)?;
        fs::remove_file(&path).map_err(|e| RecordError::io(&path, "delete", e))
    }
}

/// Loads one saved game.
pub fn load(path: &Path) -> Result<Record, RecordError> {
    let text = read_text(path, FileKind::Save)?;
    save::parse(&text).map_err(|e| RecordError::parse(path, e))
}

fn summarise(path: &Path, modified: Option<SystemTime>) -> SaveSummary {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut summary = SaveSummary {
        path: path.to_path_buf(),
        name,
        modified,
        started: None,
        black: String::new(),
        white: String::new(),
        moves: 0,
        final_sfen: None,
        outcome: None,
        problem: None,
    };
    match load(path) {
        Ok(r) => {
            summary.started = r.info.started;
            summary.black = r.info.black.name.clone();
            summary.white = r.info.white.name.clone();
            summary.moves = r.moves.len();
            summary.outcome = outcome_text(&r);
            summary.final_sfen = Some(load_game(r).game.position().to_sfen());
        }
        Err(e) => summary.problem = Some(e.to_string()),
    }
    summary
}

/// What the load screen shows as the outcome.
fn outcome_text(r: &Record) -> Option<String> {
    if let Some(res) = &r.result {
        return Some(if res.text.is_empty() {
            res.reason.clone()
        } else {
            res.text.clone()
        });
    }
    if let Some(bad) = &r.bad_move {
        return Some(format!("move {}: {}: {}", bad.ply, bad.text, bad.reason));
    }
    r.end.as_ref().map(|e| e.word.key().replace('_', " "))
}

/// A name for a new save: date, time and players (`2026-11-20_1900_Alice-vs-Bot`).
pub fn default_name(record: &Record) -> String {
    let when = record.info.started.unwrap_or_else(Timestamp::now);
    let (h, m, _) = when.time.unwrap_or((0, 0, 0));
    let clean = |s: &str| -> String {
        let s: String = s
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { '-' })
            .take(24)
            .collect();
        if s.is_empty() { "player".into() } else { s }
    };
    format!(
        "{:04}-{:02}-{:02}_{h:02}{m:02}_{}-vs-{}",
        when.year,
        when.month,
        when.day,
        clean(&record.info.black.name),
        clean(&record.info.white.name)
    )
}
