//! What a page offers to share and the texts made of it.

use super::link::analysis_link;
use crate::kifu::Record;
use crate::kifu::bod;
use crate::kifu::files::{FileKind, write_text};
use crate::shogi::{Position, PositionError, Setup};
use crate::t;

/// What a page has to share: the position it shows and, where it holds
/// one, the record of its game (with the variations and comments a
/// review keeps).
#[derive(Clone, Debug)]
pub struct Shareable {
    pub position: Setup,
    /// Whether the sides go by their handicap names (上手/下手) in a
    /// diagram.
    pub handicap: bool,
    pub record: Option<Record>,
}

/// A kind of text made from a [`Shareable`], in the copy menu's order:
/// the position first (every page has one), then the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareKind {
    Sfen,
    Bod,
    Link,
    Kif,
    Ki2,
    Csa,
    Usi,
}

impl ShareKind {
    pub const ALL: [ShareKind; 7] = [
        ShareKind::Sfen,
        ShareKind::Bod,
        ShareKind::Link,
        ShareKind::Kif,
        ShareKind::Ki2,
        ShareKind::Csa,
        ShareKind::Usi,
    ];

    /// Whether it is made from the game's record rather than the position.
    pub fn needs_record(self) -> bool {
        matches!(
            self,
            ShareKind::Kif | ShareKind::Ki2 | ShareKind::Csa | ShareKind::Usi
        )
    }

    /// The row of the copy menu, in the player's language.
    pub fn label(self) -> String {
        match self {
            ShareKind::Sfen => t!("share-kind-sfen"),
            ShareKind::Bod => t!("share-kind-bod"),
            ShareKind::Link => t!("share-kind-link"),
            ShareKind::Kif => t!("share-kind-kif"),
            ShareKind::Ki2 => t!("share-kind-ki2"),
            ShareKind::Csa => t!("share-kind-csa"),
            ShareKind::Usi => t!("share-kind-usi"),
        }
    }

    /// The extension of its file: the UTF-8 spellings of KIF and KI2
    /// (`.kifu`, `.ki2u`), because the text may hold comments and names
    /// Shift_JIS cannot.
    pub fn extension(self) -> &'static str {
        match self {
            ShareKind::Sfen => "sfen",
            ShareKind::Bod => "bod",
            ShareKind::Link => "txt",
            ShareKind::Kif => "kifu",
            ShareKind::Ki2 => "ki2u",
            ShareKind::Csa => "csa",
            ShareKind::Usi => "usi",
        }
    }

    /// The word a file of it is named by: `position` or `game`.
    pub fn subject(self) -> &'static str {
        if self.needs_record() {
            "game"
        } else {
            "position"
        }
    }
}

/// Why a text could not be made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ShareError {
    /// The editor's board is not yet a position a game can have (the
    /// editor says why in its own words: `refusal_sentence`).
    #[error("{}", t!("share-not-a-position", why = .0.to_string()))]
    NotAPosition(PositionError),
    /// The page holds no game to write.
    #[error("{}", t!("share-no-record"))]
    NoRecord,
    /// The format cannot hold the record (`files::Unwritable`).
    #[error("{why}")]
    Unwritable { why: String },
}

impl Shareable {
    /// The kinds this page can offer: the game's only with a record.
    pub fn kinds(&self) -> Vec<ShareKind> {
        ShareKind::ALL
            .into_iter()
            .filter(|k| !k.needs_record() || self.record.is_some())
            .collect()
    }

    /// The position, where the board holds a legal one.
    pub fn legal_position(&self) -> Result<Position, ShareError> {
        Position::try_from(self.position.clone()).map_err(ShareError::NotAPosition)
    }

    /// The text of `kind`.
    pub fn text(&self, kind: ShareKind) -> Result<String, ShareError> {
        let record = || self.record.as_ref().ok_or(ShareError::NoRecord);
        let written = |file: FileKind| {
            write_text(record()?, file).map_err(|e| ShareError::Unwritable { why: e.to_string() })
        };
        Ok(match kind {
            ShareKind::Sfen => self.position.to_sfen(),
            ShareKind::Bod => bod::write(&self.legal_position()?, self.handicap),
            ShareKind::Link => analysis_link(&self.legal_position()?),
            ShareKind::Kif => written(FileKind::Kifu)?,
            ShareKind::Ki2 => written(FileKind::Ki2u)?,
            ShareKind::Csa => written(FileKind::Csa)?,
            ShareKind::Usi => written(FileKind::Usi)?,
        })
    }
}

/// Where a shared text goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Destination {
    /// The terminal's clipboard (OSC 52).
    Clipboard,
    /// A new file in the save folder's `exports/`.
    File,
}
