//! Helpers of the records' integration tests: the rules' helpers
//! (`core_common`, the file of shogi-core's tests), scratch folders and the
//! list of every type `convert` writes. The app's tests include this file
//! with `#[path]` (as `records_common`).

pub use crate::core_common::*;
use shogi_records::files::FileKind;

/// A fresh empty folder under the temporary folder, named for the test
/// module (`tag`), this process and the test (`name`).
pub fn scratch_dir(tag: &str, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("{tag}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Every type `convert` writes.
pub const WRITERS: [FileKind; 8] = [
    FileKind::Save,
    FileKind::Kif,
    FileKind::Kifu,
    FileKind::Ki2,
    FileKind::Ki2u,
    FileKind::Csa,
    FileKind::Usi,
    FileKind::Sfen,
];
