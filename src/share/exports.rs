//! The file a shared text goes to when the clipboard is not wanted (or
//! cannot take it): `exports/` in the save folder, one new file a share,
//! named by the time (UTC) and what it holds, so that nothing already
//! there is ever written over and the player finds it beside the games.

use crate::kifu::atomic::write_new;
use crate::kifu::{RecordError, Timestamp, escape_controls};
use crate::t;
use crate::words::Said;
use std::path::{Path, PathBuf};

/// The folder of the save folder that holds exports.
pub const EXPORTS_FOLDER: &str = "exports";

/// A time as a file name sorts and reads it: `2026-11-27T163005`.
pub fn file_stamp(now: &Timestamp) -> String {
    let (h, m, s) = now.time.unwrap_or_default();
    format!(
        "{:04}-{:02}-{:02}T{h:02}{m:02}{s:02}",
        now.year, now.month, now.day
    )
}

/// Writes `bytes` into a new file of `saves/exports/` named
/// `STAMP-SUBJECT.EXT` (numbered when the name is taken), and returns
/// its path; the error is said in the player's language.
pub fn write_export(
    saves: &Path,
    subject: &str,
    ext: &str,
    bytes: &[u8],
) -> Result<PathBuf, String> {
    let dir = saves.join(EXPORTS_FOLDER);
    let shown = |p: &Path| escape_controls(&p.display().to_string()).into_owned();
    std::fs::create_dir_all(&dir)
        .map_err(|e| t!("share-no-folder", dir = shown(&dir), why = e.to_string()))?;
    let name = format!("{}-{subject}", file_stamp(&Timestamp::now()));
    // Two shares in one second: the later one numbered. Bounded, so that
    // a folder that refuses every name cannot keep this turning.
    for n in 1..=100 {
        let file = if n == 1 {
            dir.join(format!("{name}.{ext}"))
        } else {
            dir.join(format!("{name}-{n}.{ext}"))
        };
        match write_new(&file, bytes) {
            Ok(()) => return Ok(file),
            Err(RecordError::AlreadyExists { .. }) => continue,
            Err(e) => return Err(e.said()),
        }
    }
    Err(t!("share-names-taken", dir = shown(&dir)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("share-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn each_export_is_a_new_file_and_none_is_written_over() {
        let saves = scratch("new-files");
        let a = write_export(&saves, "position", "sfen", b"first").expect("written");
        let b = write_export(&saves, "position", "sfen", b"second").expect("written");
        assert_ne!(a, b);
        assert_eq!(std::fs::read(&a).ok().as_deref(), Some(&b"first"[..]));
        assert_eq!(std::fs::read(&b).ok().as_deref(), Some(&b"second"[..]));
        assert_eq!(a.parent(), Some(saves.join(EXPORTS_FOLDER).as_path()));
        assert!(
            a.to_string_lossy().ends_with("-position.sfen"),
            "{}",
            a.display()
        );
    }

    #[test]
    fn a_file_where_the_folder_should_be_is_said_not_used() {
        let saves = scratch("blocked");
        std::fs::write(saves.join(EXPORTS_FOLDER), b"not a folder").expect("a file");
        let err = write_export(&saves, "game", "kifu", b"x").expect_err("no folder");
        assert!(err.contains(EXPORTS_FOLDER), "{err}");
    }

    #[test]
    fn the_stamp_sorts_as_the_time_does() {
        let t = Timestamp {
            year: 2026,
            month: 1,
            day: 2,
            time: Some((3, 4, 5)),
        };
        assert_eq!(file_stamp(&t), "2026-01-02T030405");
    }
}
