//! The save folder: where it is, the save each game is kept in, the list
//! shown by the load screen, Continue's choice, and deleting.
//!
//! The load screen lists every record file of the folder too (a `.kifu`
//! review's `S` wrote there, a `.csa`, a `.bod` put there by hand) and
//! the games of the engine matches' series folders (`matches/<series>/`):
//! those are opened for review only, never continued nor deleted here.
//!
//! Every game has a save of its own, named when the game makes its first
//! move. Nothing is shared between games, so no game can overwrite
//! another, and every finished game stays listed. A running game holds a
//! lock on its save (`lock`), so two shogi-tui processes on one folder
//! never write the same file.

use super::atomic::write_atomic;
use super::lock::GameLock;
use super::save;
use crate::error::RecordError;
use crate::formats::files::{FileKind, read_record, read_save, read_text};
use crate::game_record::load_game;
use crate::record::Record;
use crate::timestamp::Timestamp;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// Age after which a leftover temporary file is removed.
const STALE_TEMPORARY: std::time::Duration = std::time::Duration::from_secs(60);
/// How many `-2`, `-3` … suffixes a new save's name may try.
const NAME_TRIES: usize = 999;

/// The longest save name, in bytes: a file name holds 255, and the save's
/// lock and temporary files add a dot, a process id and a suffix to it.
pub const MAX_SAVE_NAME_BYTES: usize = 200;

/// The folder of the save folder holding the engine matches' series, a
/// folder each (`matches/<series>/game-0001.kif`).
pub const SERIES_FOLDER: &str = "matches";

/// Why a listed file could not be read. Shared, since the list's lines
/// are cloned (an I/O error cannot be), and equal when they say the same.
#[derive(Clone, Debug)]
pub struct Unreadable(pub Arc<RecordError>);

impl PartialEq for Unreadable {
    fn eq(&self, other: &Unreadable) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.to_string() == other.0.to_string()
    }
}

impl std::ops::Deref for Unreadable {
    type Target = RecordError;
    fn deref(&self) -> &RecordError {
        &self.0
    }
}

/// One line of the load screen.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub path: PathBuf,
    /// A save's file name without `.ron`; any other record's path inside
    /// the save folder, extension included (`matches/<series>/game-0001.kif`).
    pub name: String,
    /// The file's format: a save, or a record listed to be reviewed.
    pub kind: FileKind,
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
    pub problem: Option<Unreadable>,
    /// Another running shogi-tui has this game open.
    pub in_use: bool,
    /// A game played on a CSA server (`GameInfo::server`).
    pub online: bool,
    /// Kept in the `./saves` older versions used (`older_save_dir`), not
    /// in the save folder.
    pub in_older_folder: bool,
    /// Written by a newer shogi-tui, in a format version this one cannot
    /// read (`problem` says which): perhaps an unfinished game that only
    /// an update can continue.
    pub newer_version: bool,
}

impl SaveSummary {
    /// A record file named by the player (opened by its path, not listed):
    /// nothing read of it yet, its whole path for its name.
    pub fn of_file(path: &Path) -> SaveSummary {
        let mut summary = empty_summary(path, None);
        summary.name = path.display().to_string();
        summary.kind = FileKind::from_path(path).unwrap_or(FileKind::Kif);
        summary
    }

    /// One of our saves, which the load screen may continue and delete;
    /// any other record file is only reviewed.
    pub fn is_save(&self) -> bool {
        self.kind == FileKind::Save
    }

    pub fn finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// Whether Continue may pick it: readable, unfinished, played here (a
    /// server's game goes on only on the server: its opponent is not
    /// here), not open elsewhere.
    pub fn resumable(&self) -> bool {
        self.continues_here() && !self.in_use
    }

    /// An unfinished game of this terminal's, whoever has it open.
    fn continues_here(&self) -> bool {
        self.is_save() && self.problem.is_none() && !self.finished() && !self.online
    }

    /// A server's game without its end (the program was killed, or the
    /// save comes from a version that did not write the end): one to
    /// review, never to continue.
    pub fn unfinished_online(&self) -> bool {
        self.problem.is_none() && !self.finished() && self.online
    }
}

/// What Continue would resume.
#[derive(Clone, Debug, PartialEq)]
pub struct Resumable {
    /// The most recently written unfinished game no one else has open.
    pub latest: Option<SaveSummary>,
    /// Unfinished games open in other shogi-tui processes (not offered).
    pub open_elsewhere: usize,
    /// Saves a newer shogi-tui wrote, which this one cannot read (so
    /// cannot tell finished from unfinished): the player is told, rather
    /// than that there is no game.
    pub newer_version: usize,
}

/// A save this process keeps a game in: its name and the lock that keeps
/// every other shogi-tui from writing it, held while this value lives.
#[derive(Debug)]
pub struct SaveSlot {
    name: String,
    path: PathBuf,
    _lock: GameLock,
}

impl SaveSlot {
    /// The file name without `.ron`.
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Replaces the save with `record`, atomically: a crash at any instant
    /// leaves the previous or this complete file.
    pub fn write(&self, record: &Record) -> Result<(), RecordError> {
        write_atomic(&self.path, save::write(record).as_bytes())
    }

    /// The record the save holds now, if it exists.
    pub fn read(&self) -> Result<Option<Record>, RecordError> {
        if fs::symlink_metadata(&self.path).is_err() {
            return Ok(None);
        }
        read_save(&self.path).map(Some)
    }
}

/// An open save folder.
#[derive(Clone, Debug)]
pub struct SaveDir {
    path: PathBuf,
    /// The `./saves` of older versions, listed with the folder's saves.
    older: Option<PathBuf>,
}

impl SaveDir {
    /// Opens the folder, creating it (and its parents) when missing.
    pub fn open(path: impl Into<PathBuf>) -> Result<SaveDir, RecordError> {
        let path = path.into();
        if path.exists() && !path.is_dir() {
            return Err(RecordError::SaveFolderIsFile { path });
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
        let dir = SaveDir { path, older: None };
        dir.remove_stale_temporaries();
        Ok(dir)
    }

    /// The folder, listing the saves of `older` too (see `older_save_dir`)
    /// when it is a folder other than this one. Nothing there is created.
    pub fn with_older(mut self, older: PathBuf) -> SaveDir {
        let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        };
        if older.is_dir() && !same(&older, &self.path) {
            self.older = Some(older);
        }
        self
    }

    /// The older folder listed with this one, if any.
    pub fn older(&self) -> Option<&Path> {
        self.older.as_deref()
    }

    /// The folder that keeps `save` (this one, or the older one it was
    /// listed from): a game continued there stays there, under its lock.
    pub fn holding(&self, save: &SaveSummary) -> SaveDir {
        match (&self.older, save.in_older_folder) {
            (Some(older), true) => SaveDir {
                path: older.clone(),
                older: None,
            },
            _ => SaveDir {
                path: self.path.clone(),
                older: None,
            },
        }
    }

    /// Removes temporary files that a crash during a save left behind, and
    /// the lock files of games no process has open any more. Only old
    /// ones: a save takes milliseconds, so a temporary file older than a
    /// minute belongs to no running save.
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
            if !old || !name.starts_with('.') {
                continue;
            }
            if name.ends_with(".tmp") {
                let _ = fs::remove_file(entry.path());
            } else if let Some(stem) = name.strip_prefix('.').and_then(|n| n.strip_suffix(".lock"))
            {
                // Taken and let go: a lock is only ever removed by its
                // holder, so a game that has it open keeps it.
                drop(GameLock::try_take(&self.path.join(format!("{stem}.ron"))));
            }
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The path a save named `name` would have; refuses names that would
    /// leave the folder or hide the file, and names too long for a file.
    pub fn path_for(&self, name: &str) -> Result<PathBuf, RecordError> {
        let stem = name.trim().trim_end_matches(".ron");
        if stem.len() > MAX_SAVE_NAME_BYTES {
            // Refused before any file is tried, in words rather than the
            // system's "File name too long" after a path longer than the
            // screen; the path shown is cut for the same reason.
            return Err(RecordError::SaveNameTooLong {
                path: self.path.join(crate::escape::clip(stem, 20).as_ref()),
                bytes: stem.len(),
                limit: MAX_SAVE_NAME_BYTES,
            });
        }
        let bad = stem.is_empty()
            || stem.starts_with('.')
            || stem
                .chars()
                .any(|c| matches!(c, '/' | '\\' | '\0') || c.is_control());
        if bad {
            return Err(RecordError::BadSaveName {
                path: self.path.join(name),
            });
        }
        Ok(self.path.join(format!("{stem}.ron")))
    }

    /// Takes the save called `name` for this process: no other shogi-tui
    /// can claim it until the slot is dropped. The file need not exist.
    pub fn claim(&self, name: &str) -> Result<SaveSlot, RecordError> {
        let path = self.path_for(name)?;
        let lock = GameLock::try_take(&path).map_err(|e| e.into_record_error(&path))?;
        Ok(SaveSlot {
            name: stem_of(&path),
            path,
            _lock: lock,
        })
    }

    /// A name for a new game: `base`, else `base-2`, `base-3` … whichever
    /// no file has and no other process is claiming, claimed at once.
    pub fn claim_new(&self, base: &str) -> Result<SaveSlot, RecordError> {
        for n in 1..=NAME_TRIES {
            let name = if n == 1 {
                base.to_string()
            } else {
                format!("{base}-{n}")
            };
            let slot = match self.claim(&name) {
                Ok(slot) => slot,
                Err(RecordError::InUse { .. }) => continue,
                Err(e) => return Err(e),
            };
            // Checked under the lock, so no other shogi-tui can create it
            // meanwhile; a dangling symlink counts as taken.
            if fs::symlink_metadata(slot.path()).is_err() {
                return Ok(slot);
            }
        }
        Err(RecordError::TooManySaves {
            path: self.path.join(base),
        })
    }

    /// Every `.ron` save, newest first (by file time, then name), with
    /// those of the older folder; a folder that cannot be read is an error
    /// for this one, and leaves nothing listed for the older one.
    pub fn list(&self) -> Result<Vec<SaveSummary>, RecordError> {
        let mut out = self.saves()?;
        out.extend(records_in(&self.path, Path::new("")));
        out.extend(self.series_records());
        sort_newest_first(&mut out);
        Ok(out)
    }

    /// The games of every series folder of `matches/`, named by their
    /// path inside the save folder; none when there is no such folder.
    fn series_records(&self) -> Vec<SaveSummary> {
        let parent = self.path.join(SERIES_FOLDER);
        let Ok(entries) = fs::read_dir(&parent) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            // A series folder, not a link out of the save folder.
            let folder = entry.file_type().is_ok_and(|t| t.is_dir());
            if folder && !name.to_string_lossy().starts_with('.') {
                let inside = Path::new(SERIES_FOLDER).join(&name);
                out.extend(records_in(&entry.path(), &inside));
            }
        }
        out
    }

    /// Every `.ron` save, newest first, with those of the older folder
    /// (what Continue chooses from: the other records are not games of
    /// this terminal's to go on with).
    fn saves(&self) -> Result<Vec<SaveSummary>, RecordError> {
        let mut out = saves_in(&self.path)?;
        if let Some(older) = &self.older {
            let mut old = saves_in(older).unwrap_or_default();
            for save in &mut old {
                save.in_older_folder = true;
            }
            out.extend(old);
        }
        sort_newest_first(&mut out);
        Ok(out)
    }

    /// What Continue resumes: the unfinished game written last, skipping
    /// games other shogi-tui processes have open.
    pub fn resumable(&self) -> Result<Resumable, RecordError> {
        let list = self.saves()?;
        Ok(Resumable {
            open_elsewhere: list
                .iter()
                .filter(|s| s.in_use && s.continues_here())
                .count(),
            newer_version: list.iter().filter(|s| s.newer_version).count(),
            latest: list.into_iter().find(SaveSummary::resumable),
        })
    }

    /// Deletes a save of this folder, unless a running game keeps it.
    pub fn delete(&self, name: &str) -> Result<(), RecordError> {
        let slot = self.claim(name)?;
        fs::remove_file(slot.path()).map_err(|e| RecordError::io(slot.path(), "delete", e))
    }
}

/// The `.ron` saves of one folder, unsorted.
fn saves_in(folder: &Path) -> Result<Vec<SaveSummary>, RecordError> {
    let entries = fs::read_dir(folder).map_err(|e| RecordError::io(folder, "list", e))?;
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
    Ok(out)
}

/// By file time, newest first, then by name.
fn sort_newest_first(list: &mut [SaveSummary]) {
    list.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.name.cmp(&b.name))
    });
}

/// The record files of `folder` other than saves (every format the
/// readers know, by extension), named `inside/<file name>`. Only regular
/// files: a pipe or a device given a record's name would stall the list
/// (`read_record` refuses them too). A folder that cannot be read lists
/// nothing: the saves are what the screen is for.
fn records_in(folder: &Path, inside: &Path) -> Vec<SaveSummary> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        let record = FileKind::from_path(&path).is_ok_and(|k| k != FileKind::Save);
        if hidden || !record || !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        let modified = entry.metadata().ok().and_then(|m| m.modified().ok());
        let name = inside
            .join(entry.file_name())
            .to_string_lossy()
            .into_owned();
        out.push(summarise_record(&path, name, modified));
    }
    out
}

/// A record file's line: as a save's, read by its format's reader, or
/// the reader's refusal (listed so the player sees why it does not open).
fn summarise_record(path: &Path, name: String, modified: Option<SystemTime>) -> SaveSummary {
    let mut summary = empty_summary(path, modified);
    summary.name = name;
    summary.kind = FileKind::from_path(path).unwrap_or(FileKind::Kif);
    match read_record(path) {
        Ok(r) => fill(&mut summary, r),
        Err(e) => summary.problem = Some(Unreadable(Arc::new(e))),
    }
    summary
}

/// The file name without `.ron`.
fn stem_of(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn empty_summary(path: &Path, modified: Option<SystemTime>) -> SaveSummary {
    SaveSummary {
        path: path.to_path_buf(),
        name: stem_of(path),
        kind: FileKind::Save,
        modified,
        started: None,
        black: String::new(),
        white: String::new(),
        moves: 0,
        final_sfen: None,
        outcome: None,
        problem: None,
        in_use: false,
        online: false,
        in_older_folder: false,
        newer_version: false,
    }
}

/// What the list shows of a record read.
fn fill(summary: &mut SaveSummary, r: Record) {
    summary.started = r.info.started;
    summary.black = r.info.black.name.clone();
    summary.white = r.info.white.name.clone();
    summary.moves = r.moves.len();
    summary.outcome = outcome_text(&r);
    summary.online = r.info.server.is_some();
    summary.final_sfen = Some(load_game(r).game.position().to_sfen());
}

fn summarise(path: &Path, modified: Option<SystemTime>) -> SaveSummary {
    let mut summary = empty_summary(path, modified);
    summary.in_use = GameLock::held_elsewhere(path).is_some();
    match read_save(path) {
        Ok(r) => fill(&mut summary, r),
        Err(e) => {
            // Read again only for a file that failed as a save: its
            // version says whether an update would read it.
            summary.newer_version = matches!(e, RecordError::Parse { .. })
                && read_text(path, FileKind::Save).is_ok_and(|t| save::is_newer_version(&t));
            summary.problem = Some(Unreadable(Arc::new(e)));
        }
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
