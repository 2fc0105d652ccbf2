//! Errors of the record formats: what went wrong, in which file, on which
//! line, in words a player understands.

use std::path::PathBuf;
use thiserror::Error;

/// The record formats, named in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Our own saved-game format (RON).
    Save,
    /// KIF, Shift_JIS (`.kif`) or UTF-8 (`.kifu`).
    Kif,
    /// KI2: moves in Japanese notation without origins.
    Ki2,
    /// CSA standard record format V2.2 / V3.0.
    Csa,
    /// An SFEN / USI `position` line.
    Usi,
}

impl Format {
    pub const fn name(self) -> &'static str {
        match self {
            Format::Save => "saved game (RON)",
            Format::Kif => "KIF",
            Format::Ki2 => "KI2",
            Format::Csa => "CSA",
            Format::Usi => "SFEN/USI",
        }
    }
}

/// A problem found while reading the text of a record.
///
/// `line` is 1-based; 0 means the problem concerns the whole text (for
/// example a record with no start position at all).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}{problem}", line_prefix(*line))]
pub struct ParseError {
    pub format: Format,
    pub line: usize,
    pub problem: String,
}

fn line_prefix(line: usize) -> String {
    if line == 0 {
        String::new()
    } else {
        format!("line {line}: ")
    }
}

impl ParseError {
    pub fn new(format: Format, line: usize, problem: impl Into<String>) -> ParseError {
        ParseError {
            format,
            line,
            problem: problem.into(),
        }
    }
}

/// A problem reading or writing a record file. Every variant names the file.
#[derive(Debug, Error)]
pub enum RecordError {
    #[error("{}: no such file", path.display())]
    NotFound { path: PathBuf },
    #[error("{}: is a folder, not a record file", path.display())]
    IsDirectory { path: PathBuf },
    #[error("{}: the file is {size} bytes; records larger than {limit} bytes are refused", path.display())]
    TooLarge {
        path: PathBuf,
        size: u64,
        limit: u64,
    },
    #[error("{}: cannot {action}: {source}", path.display())]
    Io {
        path: PathBuf,
        action: &'static str,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: {} record, {error}", path.display(), error.format.name())]
    Parse {
        path: PathBuf,
        #[source]
        error: ParseError,
    },
    #[error("{}: line {line}: {detail}", path.display())]
    Encoding {
        path: PathBuf,
        line: usize,
        detail: String,
    },
    #[error("{}: unknown record type '{extension}'; use .ron .kif .kifu .ki2 .csa .usi or .sfen", path.display())]
    UnknownExtension { path: PathBuf, extension: String },
    #[error("{}: {what} cannot be written as {}: {why}", path.display(), format.name())]
    CannotWrite {
        path: PathBuf,
        format: Format,
        what: String,
        why: String,
    },
    #[error("{}: the save folder is read-only or not writable: {source}", path.display())]
    FolderNotWritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: a save with this name exists already", path.display())]
    AlreadyExists { path: PathBuf },
    #[error("{}: {what}", path.display())]
    Refused { path: PathBuf, what: String },
    #[error("{}: this game is open in another shogi-tui{}; it can be reviewed, or continued once that one leaves it", path.display(), pid.map(|p| format!(" (process {p})")).unwrap_or_default())]
    InUse { path: PathBuf, pid: Option<u32> },
}

impl RecordError {
    /// The I/O error of an operation on `path`, with the common cases
    /// (missing file, folder instead of file) given their own message.
    pub fn io(
        path: impl Into<PathBuf>,
        action: &'static str,
        source: std::io::Error,
    ) -> RecordError {
        let path = path.into();
        match source.kind() {
            std::io::ErrorKind::NotFound => RecordError::NotFound { path },
            std::io::ErrorKind::IsADirectory => RecordError::IsDirectory { path },
            _ => RecordError::Io {
                path,
                action,
                source,
            },
        }
    }

    pub fn parse(path: impl Into<PathBuf>, error: ParseError) -> RecordError {
        RecordError::Parse {
            path: path.into(),
            error,
        }
    }
}
