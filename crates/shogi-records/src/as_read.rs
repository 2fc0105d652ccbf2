//! How a record's file spelled what the record holds (its encoding, the
//! header lines its time control came from), so that writing the record
//! back into a file of the same type changes only what the player
//! changed: `s` in review on a UTF-8 `.kif` stays UTF-8, and
//! `持ち時間：10分` with `秒読み：30秒` is not rewritten `10分+30秒`.
//!
//! Spelling is not content: two records that differ only in it are the
//! same record, so [`AsRead`] compares equal whatever it holds.

use encoding_rs::Encoding;
use shogi_core::game::TimeControls;

/// Something a reader noted about the file's spelling; `None` for a
/// record made here or read from a format that has no choice.
#[derive(Clone, Debug)]
pub struct AsRead<T>(pub Option<T>);

impl<T> Default for AsRead<T> {
    fn default() -> AsRead<T> {
        AsRead(None)
    }
}

impl<T> PartialEq for AsRead<T> {
    fn eq(&self, _: &AsRead<T>) -> bool {
        true
    }
}

impl<T> Eq for AsRead<T> {}

/// The KIF time headers as the file wrote them (`key`, `value`), and the
/// time control they gave: written back as they were while the record's
/// time control is still that one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenTime {
    pub gave: TimeControls,
    pub lines: Vec<(String, String)>,
}

/// The encoding a `.kif` or `.ki2` file was read in.
pub type EncodingAsRead = AsRead<&'static Encoding>;
