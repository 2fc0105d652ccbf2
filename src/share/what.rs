//! What a page offers to share and the texts made of it.

use super::diagram::{DEFAULT_PNG_WIDTH, DiagramInput, png, svg};
use super::link::analysis_link;
use crate::kifu::Record;
use crate::kifu::bod;
use crate::kifu::files::{FileKind, write_text};
use crate::shogi::{Position, PositionError, Setup, Square};
use crate::t;
use crate::words::Said;

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
    /// The square the last move went to, shaded in a picture.
    pub last_move: Option<Square>,
    /// The moves played to the position, written `N手目` in a picture.
    pub move_number: Option<usize>,
}

/// A kind of text made from a [`Shareable`], in the copy menu's order:
/// the position first (every page has one), then the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareKind {
    Sfen,
    Bod,
    Link,
    /// A picture: to a file only (a clipboard takes text).
    Svg,
    Png,
    Kif,
    Ki2,
    Csa,
    Usi,
}

impl ShareKind {
    pub const ALL: [ShareKind; 9] = [
        ShareKind::Sfen,
        ShareKind::Bod,
        ShareKind::Link,
        ShareKind::Svg,
        ShareKind::Png,
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

    /// Whether it goes to a file whatever the menu says: a picture is no
    /// text for a clipboard.
    pub fn file_only(self) -> bool {
        matches!(self, ShareKind::Svg | ShareKind::Png)
    }

    /// The row of the copy menu, in the player's language.
    pub fn label(self) -> String {
        match self {
            ShareKind::Sfen => t!("share-kind-sfen"),
            ShareKind::Bod => t!("share-kind-bod"),
            ShareKind::Link => t!("share-kind-link"),
            ShareKind::Svg => t!("share-kind-svg"),
            ShareKind::Png => t!("share-kind-png"),
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
            ShareKind::Svg => "svg",
            ShareKind::Png => "png",
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
    /// The picture could not be drawn (a fault of ours, said rather than
    /// panicked on).
    #[error("{}", t!("share-not-drawn", why = why))]
    NotDrawn { why: String },
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

    /// What a file or the clipboard gets for `kind`: its text, or a
    /// picture's bytes.
    pub fn content(&self, kind: ShareKind) -> Result<Vec<u8>, ShareError> {
        match kind {
            ShareKind::Png => png(&self.diagram(&self.legal_position()?), DEFAULT_PNG_WIDTH)
                .map_err(|e| ShareError::NotDrawn { why: e.to_string() }),
            _ => Ok(self.text(kind)?.into_bytes()),
        }
    }

    /// The picture of `position` with what the page knows of its game.
    fn diagram<'a>(&self, position: &'a Position) -> DiagramInput<'a> {
        DiagramInput {
            position,
            handicap: self.handicap,
            last_move: self.last_move,
            move_number: self.move_number.filter(|n| *n > 0),
            names: None,
        }
    }

    /// The text of `kind` (a picture's is its SVG).
    pub fn text(&self, kind: ShareKind) -> Result<String, ShareError> {
        let record = || self.record.as_ref().ok_or(ShareError::NoRecord);
        let written = |file: FileKind| {
            write_text(record()?, file).map_err(|e| ShareError::Unwritable { why: e.said() })
        };
        Ok(match kind {
            ShareKind::Sfen => self.position.to_sfen(),
            ShareKind::Bod => bod::write(&self.legal_position()?, self.handicap),
            ShareKind::Link => analysis_link(&self.legal_position()?),
            ShareKind::Svg | ShareKind::Png => svg(&self.diagram(&self.legal_position()?)),
            ShareKind::Kif => written(FileKind::Kifu)?,
            ShareKind::Ki2 => written(FileKind::Ki2u)?,
            ShareKind::Csa => written(FileKind::Csa)?,
            ShareKind::Usi => written(FileKind::Usi)?,
        })
    }
}

/// A text (or a picture) made by the copy menu, and where it goes: what
/// a page hands the app (`tui::share::share`, a flow).
#[derive(Debug)]
pub struct Shared {
    pub kind: ShareKind,
    /// The text, or a picture's bytes.
    pub content: Vec<u8>,
    pub to: Destination,
}

impl Shared {
    /// The copy menu's row `kind` chosen for `to`: what is made of
    /// `what`, or why it cannot be.
    pub fn of(what: &Shareable, kind: ShareKind, to: Destination) -> Result<Shared, ShareError> {
        Ok(Shared {
            kind,
            content: what.content(kind)?,
            to,
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
