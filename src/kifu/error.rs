//! Errors of the record formats: what went wrong, in which file, on which
//! line, in words a player understands.

use super::escape::{escape_controls, quote};
use std::path::{Path, PathBuf};
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
/// example a record with no start position at all). `problem` often
/// quotes the file, so it is shown cut to [`MAX_PROBLEM_CHARS`] (a record
/// may be one line of megabytes) with its control characters escaped.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}{}", line_prefix(*line), quote(problem, MAX_PROBLEM_CHARS))]
pub struct ParseError {
    pub format: Format,
    pub line: usize,
    pub problem: String,
}

/// A path in a message: file names, too, may hold control characters.
fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// The longest problem shown whole: room for a quoted line and the words
/// around it.
pub const MAX_PROBLEM_CHARS: usize = 300;

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

fn too_large(size: Option<u64>, limit: u64) -> String {
    let limit = if limit.is_multiple_of(1024 * 1024) {
        format!("{} MiB ({limit} bytes)", limit / (1024 * 1024))
    } else {
        format!("{limit} bytes")
    };
    match size {
        Some(size) => format!("the file is {size} bytes; files larger than {limit} are refused"),
        None => format!("the file is larger than {limit}, the most that is read"),
    }
}

/// A problem reading or writing a record file. Every variant names the file.
#[derive(Debug, Error)]
pub enum RecordError {
    #[error("{}: no such file", shown(path))]
    NotFound { path: PathBuf },
    #[error("{}: is a folder, not a record file", shown(path))]
    IsDirectory { path: PathBuf },
    #[error(
        "{}: not a regular file (a device, pipe or socket): give a file",
        shown(path)
    )]
    NotRegular { path: PathBuf },
    /// `size`: `None` when the file grew past the limit while read.
    #[error("{}: {}", shown(path), too_large(*size, *limit))]
    TooLarge {
        path: PathBuf,
        size: Option<u64>,
        limit: u64,
    },
    #[error("{}: cannot {action}: {source}", shown(path))]
    Io {
        path: PathBuf,
        action: &'static str,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: {} record, {error}", shown(path), error.format.name())]
    Parse {
        path: PathBuf,
        #[source]
        error: ParseError,
    },
    #[error("{}: line {line}: {}", shown(path), escape_controls(detail))]
    Encoding {
        path: PathBuf,
        line: usize,
        detail: String,
    },
    #[error(
        "{}: unknown record type '{}'; use .ron .kif .kifu .ki2 .ki2u .csa .usi or .sfen",
        shown(path),
        escape_controls(extension)
    )]
    UnknownExtension { path: PathBuf, extension: String },
    #[error("{}: {} cannot be written as {}: {why}", shown(path), escape_controls(what), format.name())]
    CannotWrite {
        path: PathBuf,
        format: Format,
        what: String,
        why: String,
    },
    #[error("{}: the folder is read-only or not writable: {source}", shown(path))]
    FolderNotWritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: a save with this name exists already", shown(path))]
    AlreadyExists { path: PathBuf },
    #[error("{}: {}", shown(path), escape_controls(what))]
    Refused { path: PathBuf, what: String },
    #[error("{}: this game is open in another shogi-tui{}; it can be reviewed, or continued once that one leaves it", shown(path), pid.map(|p| format!(" (process {p})")).unwrap_or_default())]
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
