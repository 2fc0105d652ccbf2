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
    /// A board diagram (盤面図) alone: a position without moves.
    Bod,
}

impl Format {
    /// The format's name in the player's language (our own format is
    /// described; the others are their names everywhere).
    pub fn shown(self) -> String {
        match self {
            Format::Save => shogi_i18n::t!("files-format-save"),
            other => other.name().to_string(),
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Format::Save => "saved game (RON)",
            Format::Kif => "KIF",
            Format::Ki2 => "KI2",
            Format::Csa => "CSA",
            Format::Usi => "SFEN/USI",
            Format::Bod => "BOD",
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
        shogi_i18n::t!("files-line-prefix", line = line)
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

/// A size limit in words: in MiB when it is a whole number of them.
pub fn size_words(limit: u64) -> String {
    // Sizes go as text: Fluent would write a number of bytes in its own way.
    if limit.is_multiple_of(1024 * 1024) {
        shogi_i18n::t!(
            "files-size-mib",
            mib = (limit / (1024 * 1024)).to_string(),
            bytes = limit.to_string()
        )
    } else {
        shogi_i18n::t!("files-size-bytes", bytes = limit.to_string())
    }
}

fn too_large(size: Option<u64>, limit: u64) -> String {
    let limit = size_words(limit);
    match size {
        Some(size) => shogi_i18n::t!("files-too-large", size = size.to_string(), limit = limit),
        None => shogi_i18n::t!("files-grew-too-large", limit = limit),
    }
}

/// What was being done to a file, in the player's language. The actions
/// are the few literals the callers name; any other shows as it is.
fn action_words(action: &str) -> String {
    match action {
        "read" => shogi_i18n::t!("files-action-read"),
        "write" => shogi_i18n::t!("files-action-write"),
        "open" => shogi_i18n::t!("files-action-open"),
        "create" => shogi_i18n::t!("files-action-create"),
        "delete" => shogi_i18n::t!("files-action-delete"),
        "list" => shogi_i18n::t!("files-action-list"),
        "replace" => shogi_i18n::t!("files-action-replace"),
        "lock the save" => shogi_i18n::t!("files-action-lock"),
        "lock the file" => shogi_i18n::t!("files-action-lock-file"),
        "create the save folder" => shogi_i18n::t!("files-action-create-save-folder"),
        "create the settings folder" => shogi_i18n::t!("files-action-create-settings-folder"),
        "create a temporary file in its folder" => shogi_i18n::t!("files-action-create-temporary"),
        other => other.to_string(),
    }
}

/// Why an operation on a file failed, in the player's language: the
/// system's own words in English; in Japanese, the cases a player can do
/// something about (a full disk, no permission) in Japanese, and the
/// system's words for the rest.
fn io_words(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    if shogi_i18n::current() == shogi_i18n::Lang::En {
        return e.to_string();
    }
    let id = match e.kind() {
        ErrorKind::StorageFull => "files-io-storage-full",
        ErrorKind::PermissionDenied => "files-io-permission-denied",
        ErrorKind::ReadOnlyFilesystem => "files-io-read-only",
        ErrorKind::NotFound => "files-io-not-found",
        ErrorKind::AlreadyExists => "files-io-already-exists",
        ErrorKind::QuotaExceeded => "files-io-quota",
        _ => return e.to_string(),
    };
    shogi_i18n::text(id)
}

/// " (process 1234)" after the words that say a game is open elsewhere,
/// when the other shogi-tui is known.
pub fn process_words(pid: Option<u32>) -> String {
    pid.map(|p| shogi_i18n::t!("files-process", pid = p.to_string()))
        .unwrap_or_default()
}

/// A problem reading or writing a record file. Every variant names the file.
#[derive(Debug, Error)]
pub enum RecordError {
    #[error("{}", shogi_i18n::t!("files-not-found", path = shown(path)))]
    NotFound { path: PathBuf },
    #[error("{}", shogi_i18n::t!("files-is-folder", path = shown(path)))]
    IsDirectory { path: PathBuf },
    #[error("{}", shogi_i18n::t!("files-not-regular", path = shown(path)))]
    NotRegular { path: PathBuf },
    /// `size`: `None` when the file grew past the limit while read.
    #[error("{}: {}", shown(path), too_large(*size, *limit))]
    TooLarge {
        path: PathBuf,
        size: Option<u64>,
        limit: u64,
    },
    #[error("{}", shogi_i18n::t!(
        "files-io",
        path = shown(path),
        action = action_words(action),
        why = io_words(source)
    ))]
    Io {
        path: PathBuf,
        action: &'static str,
        #[source]
        source: std::io::Error,
    },
    #[error("{}", shogi_i18n::t!(
        "files-parse",
        path = shown(path),
        format = error.format.shown(),
        error = error.to_string()
    ))]
    Parse {
        path: PathBuf,
        #[source]
        error: ParseError,
    },
    #[error("{}: {}{}", shown(path), line_prefix(*line), escape_controls(detail))]
    Encoding {
        path: PathBuf,
        line: usize,
        detail: String,
    },
    #[error("{}", shogi_i18n::t!(
        "files-unknown-extension",
        path = shown(path),
        extension = escape_controls(extension)
    ))]
    UnknownExtension { path: PathBuf, extension: String },
    #[error("{}", shogi_i18n::t!(
        "files-cannot-write-as",
        path = shown(path),
        what = escape_controls(what),
        format = format.shown(),
        why = why
    ))]
    CannotWrite {
        path: PathBuf,
        format: Format,
        what: String,
        why: String,
    },
    #[error("{}", shogi_i18n::t!(
        "files-folder-not-writable",
        path = shown(path),
        why = io_words(source)
    ))]
    FolderNotWritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}", shogi_i18n::t!("files-already-exists", path = shown(path)))]
    AlreadyExists { path: PathBuf },
    /// A command's output that exists, without `--force`.
    #[error("{}", shogi_i18n::t!("files-output-exists", path = shown(path)))]
    OutputExists { path: PathBuf },
    /// A command's output that is one of the files it reads.
    #[error("{}", shogi_i18n::t!("files-output-is-input", path = shown(path)))]
    OutputIsInput { path: PathBuf },
    #[error("{}", shogi_i18n::t!(
        "files-output-no-folder",
        path = shown(path),
        folder = shown(folder)
    ))]
    NoFolder { path: PathBuf, folder: PathBuf },
    #[error("{}: {}", shown(path), escape_controls(what))]
    Refused { path: PathBuf, what: String },
    #[error("{}", shogi_i18n::t!(
        "files-in-use",
        path = shown(path),
        process = process_words(*pid)
    ))]
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
