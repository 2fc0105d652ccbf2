//! Errors of the record formats: what went wrong, in which file, on which
//! line, as values. The app words them for the player in the language
//! chosen; the `Display` here is the English, as the core's is, for logs,
//! the engine's USI replies and the crates below the app.

use super::escape::{escape_controls, quote};
use super::formats::problem::Problem;
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
    /// The format's name as its readers and writers know it (the app says
    /// our own format in the player's words).
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
#[error("{}{}", line_prefix(*line), quote(&problem.to_string(), MAX_PROBLEM_CHARS))]
pub struct ParseError {
    pub format: Format,
    pub line: usize,
    pub problem: Problem,
}

/// A path in a message: file names, too, may hold control characters.
pub fn shown(path: &Path) -> String {
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
    pub fn new(format: Format, line: usize, problem: impl Into<Problem>) -> ParseError {
        ParseError {
            format,
            line,
            problem: problem.into(),
        }
    }
}

fn too_large(size: Option<u64>, limit: u64) -> String {
    match size {
        Some(size) => {
            format!("the file is {size} bytes; files larger than {limit} bytes are refused")
        }
        None => format!("the file is larger than {limit} bytes, the most that is read"),
    }
}

/// " (process 1234)" after the words that say a file is open elsewhere.
pub(crate) fn process(pid: Option<u32>) -> String {
    pid.map(|p| format!(" (process {p})")).unwrap_or_default()
}

/// A problem reading or writing a record file. Every variant names the
/// file. The `Display` is the English (for logs and the crates that
/// nest it); the app says it to the player in the player's language.
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
    /// `action`: what was being done, one of the few literals the callers
    /// name ("read", "write", "lock the save", ...).
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
    #[error("{}: {}{detail}", shown(path), line_prefix(*line))]
    Encoding {
        path: PathBuf,
        line: usize,
        detail: super::formats::encoding::DecodeProblem,
    },
    #[error(
        "{}: unknown record type '{}'; use .ron .kif .kifu .ki2 .ki2u .csa .usi .sfen or .bod",
        shown(path),
        escape_controls(extension)
    )]
    UnknownExtension { path: PathBuf, extension: String },
    #[error(
        "{}: {} cannot be written as {}: {why}",
        shown(path),
        escape_controls(&what.to_string()),
        format.name()
    )]
    CannotWrite {
        path: PathBuf,
        format: Format,
        what: super::formats::unwritable::Unwritten,
        why: super::formats::unwritable::WhyUnwritable,
    },
    #[error("{}: the folder is read-only or not writable: {source}", shown(path))]
    FolderNotWritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: a save with this name exists already", shown(path))]
    AlreadyExists { path: PathBuf },
    /// A command's output that exists, without `--force`.
    #[error("{}: exists already; add --force to replace it", shown(path))]
    OutputExists { path: PathBuf },
    /// A command's output that is one of the files it reads.
    #[error("{}: is a file this command reads; write to another file", shown(path))]
    OutputIsInput { path: PathBuf },
    #[error("{}: there is no folder {}", shown(path), shown(folder))]
    NoFolder { path: PathBuf, folder: PathBuf },
    #[error(
        "{}: the save folder is a file; choose another with --save-dir",
        shown(path)
    )]
    SaveFolderIsFile { path: PathBuf },
    /// `path`: the folder joined with the name cut short.
    #[error(
        "{}: this save name is too long for a file name: {bytes} bytes, at most {limit} \
         (a kanji counts 3); choose a shorter one",
        shown(path)
    )]
    SaveNameTooLong {
        path: PathBuf,
        bytes: usize,
        limit: usize,
    },
    /// Empty, starting with '.', or holding a separator or control.
    #[error(
        "{}: a save name must be non-empty, must not start with '.', and must not contain / or \\",
        shown(path)
    )]
    BadSaveName { path: PathBuf },
    /// Every numbered name after this base is taken.
    #[error("{}: too many saves with this name", shown(path))]
    TooManySaves { path: PathBuf },
    /// A refusal the app words itself (`what` is already in the player's
    /// language): its own files kept through this crate's readers.
    #[error("{}: {}", shown(path), escape_controls(what))]
    Refused { path: PathBuf, what: String },
    #[error(
        "{}: this game is open in another shogi-tui{}; it can be reviewed, or continued once that one leaves it",
        shown(path),
        process(*pid)
    )]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::{BookError, LineProblem};
    use crate::lock::WriteBackError;
    use crate::pasted::PasteError;
    use crate::study::changes::StudyError;

    /// Each type's `Display`: the English the crate writes for
    /// developers, with the data in it. (That it stays so in Japanese is
    /// the app's test, which can switch the language.)
    fn displayed() -> Vec<String> {
        vec![
            RecordError::Parse {
                path: PathBuf::from("a.kif"),
                error: ParseError::new(Format::Kif, 3, "bad"),
            }
            .to_string(),
            RecordError::InUse {
                path: PathBuf::from("g.ron"),
                pid: Some(42),
            }
            .to_string(),
            BookError::Malformed {
                file: "b.db".into(),
                line: 5,
                problem: LineProblem::BadCount { text: "x".into() },
            }
            .to_string(),
            PasteError::Unknown.to_string(),
            StudyError::NoVariation(1).to_string(),
            WriteBackError::Changed {
                path: PathBuf::from("r.kif"),
            }
            .to_string(),
        ]
    }

    #[test]
    fn errors_display_plain_english() {
        let shown = displayed();
        assert_eq!(
            shown,
            [
                "a.kif: KIF record, line 3: bad",
                "g.ron: this game is open in another shogi-tui (process 42); it can be \
                 reviewed, or continued once that one leaves it",
                "b.db: line 5: the count x is not a whole number",
                "The pasted text is not a record (KIF, KI2, CSA, SFEN, USI, BOD)",
                "there is no 変化 2",
                "r.kif has changed on disk since it was read",
            ]
        );
        // Japanese only where the English has it too (変化, the record's
        // own word).
        let kana = |c: char| ('\u{3040}'..='\u{30ff}').contains(&c);
        assert!(!shown.iter().any(|s| s.chars().any(kana)), "{shown:?}");
    }
}
