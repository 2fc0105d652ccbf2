//! Games written out of the database: one KIF or CSA file a game into a
//! folder, or every game in one CSA file (`/` between games, as the CSA
//! standard allows and the importer reads back). KIF has no such
//! separator that the readers split on, so a KIF export is a file a game.
//! Every file is written atomically and only as a new file (`Output`):
//! nothing is overwritten, nor is a device, a pipe or a link written
//! through.

use super::command::ExportKind;
use crate::kifu::formats::files::encode_record;
use crate::kifu::{EndMarker, EndWord, FileKind, Output, Record, RecordError};
use crate::t;
use crate::tui::widgets::status::Message;
use crate::words::Said;
use shogi_db::{Database, Won};
use std::path::{Path, PathBuf};

/// Where the games go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Destination {
    /// A file a game in this folder (made when missing).
    Folder(PathBuf, ExportKind),
    /// Every game in this one `.csa` file.
    OneCsa(PathBuf),
}

impl Destination {
    /// What was typed at the prompt of `kind`: a path ending `.csa` (for
    /// CSA) is one file, any other path a folder; a record's extension
    /// for KIF is refused, since one KIF file holds one game.
    pub fn typed(kind: ExportKind, text: &str) -> Result<Destination, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(t!("games-export-no-path"));
        }
        let path = match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
            (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
            _ => PathBuf::from(text),
        };
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase());
        match (kind, ext.as_deref()) {
            (ExportKind::Csa, Some("csa")) => Ok(Destination::OneCsa(path)),
            (_, Some("kif" | "kifu" | "ki2" | "ki2u" | "csa")) => {
                Err(t!("games-export-one-file-csa"))
            }
            _ => Ok(Destination::Folder(path, kind)),
        }
    }
}

/// Writes games `ids` of `db` to `to`; what was done, for the status bar.
pub fn export(db: &Database, ids: &[i64], to: &Destination) -> Message {
    match to {
        Destination::Folder(folder, kind) => to_folder(db, ids, folder, *kind),
        Destination::OneCsa(file) => to_one_file(db, ids, file),
    }
}

/// A stored game as a record with its result written as an end, where
/// the record can say it: a win by the side that did not move last is
/// a resignation; any other result (a draw, a win on time) has no end
/// the database kept, so none is invented.
fn record_of(db: &Database, id: i64) -> Result<Option<Record>, String> {
    let Some(game) = db.stored_game(id).map_err(|e| e.said())? else {
        return Ok(None);
    };
    let mut record = game.record;
    let start = record.start.position().side_to_move();
    let to_move = if record.moves.len() % 2 == 0 {
        start
    } else {
        start.opponent()
    };
    let winner = match game.result {
        Some(Won::Black) => Some(crate::shogi::Color::Black),
        Some(Won::White) => Some(crate::shogi::Color::White),
        _ => None,
    };
    if winner.is_some_and(|w| w != to_move) {
        record.end = Some(EndMarker {
            word: EndWord::Resign,
            time: None,
        });
    }
    Ok(Some(record))
}

fn to_folder(db: &Database, ids: &[i64], folder: &Path, kind: ExportKind) -> Message {
    if let Err(e) = std::fs::create_dir_all(folder) {
        return Message::Refusal(RecordError::io(folder, "create", e).said());
    }
    let (mut written, mut gone) = (0usize, 0usize);
    let mut first_refusal: Option<String> = None;
    for &id in ids {
        let record = match record_of(db, id) {
            Ok(Some(record)) => record,
            Ok(None) => {
                gone += 1;
                continue;
            }
            Err(why) => return Message::Refusal(why),
        };
        let ext = match kind {
            ExportKind::Kif => "kif",
            ExportKind::Csa => "csa",
        };
        let path = folder.join(format!("game-{id}.{ext}"));
        let mut result = Output::new(&path, false).write_record(&record);
        // A name Shift_JIS cannot hold: the UTF-8 KIF, which every
        // reader of this program takes.
        if kind == ExportKind::Kif && matches!(result, Err(RecordError::CannotWrite { .. })) {
            result = Output::new(&path.with_extension("kifu"), false).write_record(&record);
        }
        match result {
            Ok(()) => written += 1,
            Err(e) => {
                first_refusal.get_or_insert_with(|| e.said());
            }
        }
    }
    said(
        written,
        ids.len() - written - gone,
        gone,
        folder,
        first_refusal,
    )
}

fn to_one_file(db: &Database, ids: &[i64], file: &Path) -> Message {
    let output = Output::new(file, false);
    if let Err(e) = output.check(&[]) {
        return Message::Refusal(e.said());
    }
    let mut bytes = Vec::new();
    let (mut written, mut gone) = (0usize, 0usize);
    let mut first_refusal: Option<String> = None;
    for &id in ids {
        let record = match record_of(db, id) {
            Ok(Some(record)) => record,
            Ok(None) => {
                gone += 1;
                continue;
            }
            Err(why) => return Message::Refusal(why),
        };
        match encode_record(&record, FileKind::Csa) {
            Ok(game) => {
                if written > 0 {
                    bytes.extend_from_slice(b"/\n");
                }
                bytes.extend_from_slice(&game);
                written += 1;
            }
            Err(e) => {
                first_refusal.get_or_insert_with(|| {
                    RecordError::CannotWrite {
                        path: file.to_path_buf(),
                        format: FileKind::Csa.format(),
                        what: e.what,
                        why: e.why,
                    }
                    .said()
                });
            }
        }
    }
    if written > 0
        && let Err(e) = output.write(&bytes)
    {
        return Message::Refusal(e.said());
    }
    said(
        written,
        ids.len() - written - gone,
        gone,
        file,
        first_refusal,
    )
}

/// The status line: how many were written where, how many were not and
/// the first reason, how many had been deleted meanwhile.
fn said(
    written: usize,
    refused: usize,
    gone: usize,
    to: &Path,
    first_refusal: Option<String>,
) -> Message {
    let mut text = t!(
        "games-exported",
        count = written,
        path = crate::kifu::error::shown(to)
    );
    if gone > 0 {
        text.push_str(&format!(" · {}", t!("games-export-gone", count = gone)));
    }
    match first_refusal {
        Some(why) if refused > 0 => {
            text.push_str(&format!(
                " · {}",
                t!("games-export-refused", count = refused, why = why)
            ));
            Message::Refusal(text)
        }
        _ => Message::Info(text),
    }
}
