//! The words for `shogi-records`' typed errors: the crate says what went
//! wrong as values, and these say it to the player (the catalogue's
//! `files.ftl`, `book.ftl` and `paste.ftl`).

use super::Said;
use crate::kifu::book::{BookError, HEADER, LineProblem, SfenProblem};
use crate::kifu::error::{MAX_PROBLEM_CHARS, shown};
use crate::kifu::escape::quote;
use crate::kifu::files::Unwritable;
use crate::kifu::limits::{MAX_MOVE_SECONDS, MAX_PLY, OutOfRange, clock};
use crate::kifu::lock::{LockNotAFile, WriteBackError, file_name};
use crate::kifu::pasted::PasteError;
use crate::kifu::record::BadMove;
use crate::kifu::{Format, ParseError, RecordError, StudyError, escape_controls};
use crate::t;

impl Said for Format {
    /// Our own format is described; the others are their names everywhere.
    fn said(&self) -> String {
        match self {
            Format::Save => t!("files-format-save"),
            other => other.name().to_string(),
        }
    }
}

fn line_prefix(line: usize) -> String {
    if line == 0 {
        String::new()
    } else {
        t!("files-line-prefix", line = line)
    }
}

impl Said for ParseError {
    fn said(&self) -> String {
        // The problem often quotes the file: cut (a record may be one
        // line of megabytes), its control characters escaped.
        format!(
            "{}{}",
            line_prefix(self.line),
            quote(&self.problem.said(), MAX_PROBLEM_CHARS)
        )
    }
}

/// A size limit in words: in MiB when it is a whole number of them.
pub fn size_words(limit: u64) -> String {
    // Sizes go as text: Fluent would write a number of bytes in its own way.
    if limit.is_multiple_of(1024 * 1024) {
        t!(
            "files-size-mib",
            mib = (limit / (1024 * 1024)).to_string(),
            bytes = limit.to_string()
        )
    } else {
        t!("files-size-bytes", bytes = limit.to_string())
    }
}

fn too_large(size: Option<u64>, limit: u64) -> String {
    let limit = size_words(limit);
    match size {
        Some(size) => t!("files-too-large", size = size.to_string(), limit = limit),
        None => t!("files-grew-too-large", limit = limit),
    }
}

/// What was being done to a file. The actions are the few literals the
/// crates name; any other shows as it is.
fn action_words(action: &str) -> String {
    match action {
        "read" => t!("files-action-read"),
        "write" => t!("files-action-write"),
        "open" => t!("files-action-open"),
        "create" => t!("files-action-create"),
        "delete" => t!("files-action-delete"),
        "list" => t!("files-action-list"),
        "replace" => t!("files-action-replace"),
        "lock the save" => t!("files-action-lock"),
        "lock the file" => t!("files-action-lock-file"),
        "create the save folder" => t!("files-action-create-save-folder"),
        "create the settings folder" => t!("files-action-create-settings-folder"),
        "create a temporary file in its folder" => t!("files-action-create-temporary"),
        other => other.to_string(),
    }
}

/// Why an operation on a file failed: the system's own words in English;
/// in Japanese, the cases a player can do something about (a full disk,
/// no permission) in Japanese, and the system's words for the rest.
pub fn io_words(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    if crate::i18n::current() == crate::i18n::Lang::En {
        return e.to_string();
    }
    if e.get_ref().is_some_and(|inner| inner.is::<LockNotAFile>()) {
        return t!("files-lock-not-a-file");
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
    crate::i18n::text(id)
}

/// " (process 1234)" after the words that say a game is open elsewhere,
/// when the other shogi-tui is known.
pub fn process_words(pid: Option<u32>) -> String {
    pid.map(|p| t!("files-process", pid = p.to_string()))
        .unwrap_or_default()
}

impl Said for RecordError {
    fn said(&self) -> String {
        match self {
            RecordError::NotFound { path } => t!("files-not-found", path = shown(path)),
            RecordError::IsDirectory { path } => t!("files-is-folder", path = shown(path)),
            RecordError::NotRegular { path } => t!("files-not-regular", path = shown(path)),
            RecordError::TooLarge { path, size, limit } => {
                format!("{}: {}", shown(path), too_large(*size, *limit))
            }
            RecordError::Io {
                path,
                action,
                source,
            } => t!(
                "files-io",
                path = shown(path),
                action = action_words(action),
                why = io_words(source)
            ),
            RecordError::Parse { path, error } => t!(
                "files-parse",
                path = shown(path),
                format = error.format.said(),
                error = error.said()
            ),
            RecordError::Encoding { path, line, detail } => {
                format!("{}: {}{}", shown(path), line_prefix(*line), detail.said())
            }
            RecordError::UnknownExtension { path, extension } => t!(
                "files-unknown-extension",
                path = shown(path),
                extension = escape_controls(extension)
            ),
            RecordError::CannotWrite {
                path,
                format,
                what,
                why,
            } => t!(
                "files-cannot-write-as",
                path = shown(path),
                what = escape_controls(&what.said()),
                format = format.said(),
                why = why.said()
            ),
            RecordError::FolderNotWritable { path, source } => t!(
                "files-folder-not-writable",
                path = shown(path),
                why = io_words(source)
            ),
            RecordError::AlreadyExists { path } => t!("files-already-exists", path = shown(path)),
            RecordError::OutputExists { path } => t!("files-output-exists", path = shown(path)),
            RecordError::OutputIsInput { path } => t!("files-output-is-input", path = shown(path)),
            RecordError::NoFolder { path, folder } => t!(
                "files-output-no-folder",
                path = shown(path),
                folder = shown(folder)
            ),
            RecordError::SaveFolderIsFile { path } => {
                format!("{}: {}", shown(path), t!("files-save-folder-is-file"))
            }
            RecordError::SaveNameTooLong { path, bytes, limit } => format!(
                "{}: {}",
                shown(path),
                t!(
                    "files-save-name-too-long",
                    bytes = bytes.to_string(),
                    limit = limit.to_string()
                )
            ),
            RecordError::BadSaveName { path } => {
                format!("{}: {}", shown(path), t!("files-bad-save-name"))
            }
            RecordError::TooManySaves { path } => {
                format!("{}: {}", shown(path), t!("files-too-many-saves"))
            }
            RecordError::Refused { path, what } => {
                format!("{}: {}", shown(path), escape_controls(what))
            }
            RecordError::InUse { path, pid } => t!(
                "files-in-use",
                path = shown(path),
                process = process_words(*pid)
            ),
        }
    }
}

impl Said for SfenProblem {
    fn said(&self) -> String {
        match self {
            SfenProblem::FieldCount => t!("book-sfen-field-count"),
            SfenProblem::Board => t!("book-sfen-board"),
            SfenProblem::Turn => t!("book-sfen-turn"),
            SfenProblem::Hand => t!("book-sfen-hand"),
            SfenProblem::Ply => t!("book-sfen-ply"),
        }
    }
}

impl Said for LineProblem {
    fn said(&self) -> String {
        match self {
            LineProblem::MoveBeforePosition => t!("book-problem-move-before-position"),
            LineProblem::BadSfen { why } => t!("book-problem-bad-sfen", why = why.said()),
            LineProblem::FewColumns { found } => {
                t!("book-problem-few-columns", found = found.to_string())
            }
            LineProblem::BadCount { text } => t!("book-problem-bad-count", text = quote(text, 40)),
            LineProblem::BadMove { text } => t!("book-problem-bad-move", text = quote(text, 40)),
            LineProblem::TooManyMoves { limit } => {
                t!("book-problem-too-many-moves", limit = limit.to_string())
            }
            LineProblem::CommentTooLong { limit } => {
                t!("book-problem-comment-too-long", limit = limit.to_string())
            }
        }
    }
}

impl Said for BookError {
    fn said(&self) -> String {
        match self {
            BookError::File(e) => e.said(),
            BookError::Empty { file } => t!("book-empty", file = escape_controls(file)),
            BookError::WrongHeader { file, first_line } => t!(
                "book-wrong-header",
                file = escape_controls(file),
                first = quote(first_line, 80),
                header = HEADER
            ),
            BookError::Malformed {
                file,
                line,
                problem,
            } => t!(
                "book-malformed",
                file = escape_controls(file),
                line = line.to_string(),
                problem = quote(&problem.said(), MAX_PROBLEM_CHARS)
            ),
            BookError::Truncated { file, line } => t!(
                "book-truncated",
                file = escape_controls(file),
                line = line.to_string()
            ),
            BookError::LineTooLong { file, line, limit } => t!(
                "book-line-too-long",
                file = escape_controls(file),
                line = line.to_string(),
                limit = limit.to_string()
            ),
            BookError::Changed { file } => t!("book-changed", file = escape_controls(file)),
            BookError::SameBookTwice { first, second } => t!(
                "book-same-book-twice",
                first = escape_controls(first),
                second = escape_controls(second)
            ),
            BookError::BadKey { key, why } => {
                t!("book-bad-key", key = quote(key, 120), why = why.said())
            }
        }
    }
}

impl Said for StudyError {
    fn said(&self) -> String {
        match self {
            StudyError::NoVariation(i) => t!("review-no-such-variation", number = i + 1),
            StudyError::PastEnd { ply, len } => t!("review-past-end", ply = *ply, moves = *len),
            StudyError::MainLine(doing) => main_line_shown(doing),
            StudyError::FirstAlready(i) => t!("review-first-already", number = i + 1),
            StudyError::LastAlready(i) => t!("review-last-already", number = i + 1),
            StudyError::BadMoveAtEnd => t!("review-bad-move-at-end"),
            StudyError::Detached(i) => t!("review-detached", number = i + 1),
        }
    }
}

/// "the main line is shown: show a variation (v) to delete it"; `doing`
/// names the change by its message.
pub fn main_line_shown(doing: &str) -> String {
    t!("review-main-line-shown", doing = crate::i18n::text(doing))
}

impl Said for PasteError {
    fn said(&self) -> String {
        match self {
            PasteError::TooLarge { size, limit } => t!(
                "paste-too-large",
                size = size.to_string(),
                limit = size_words(*limit)
            ),
            PasteError::Unknown => t!("paste-not-a-record"),
            PasteError::Parse { error } => t!(
                "paste-bad-record",
                format = error.format.said(),
                error = error.said()
            ),
        }
    }
}

impl Said for WriteBackError {
    fn said(&self) -> String {
        match self {
            WriteBackError::InUse { path, pid } => t!(
                "files-lock-open-elsewhere",
                name = file_name(path),
                process = process_words(*pid)
            ),
            WriteBackError::Changed { path } => t!("files-lock-changed", name = file_name(path)),
            WriteBackError::Failed(e) => e.said(),
        }
    }
}

impl Said for Unwritable {
    fn said(&self) -> String {
        t!(
            "files-unwritable",
            what = self.what.said(),
            why = self.why.said()
        )
    }
}

impl Said for OutOfRange {
    fn said(&self) -> String {
        match self {
            OutOfRange::Clock { text, secs } => t!(
                "files-limits-clock-out-of-range",
                text = text.as_str(),
                clock = clock(*secs),
                max = clock(MAX_MOVE_SECONDS)
            ),
            OutOfRange::Seconds { text } => t!(
                "files-limits-seconds-out-of-range",
                text = text.as_str(),
                max = MAX_MOVE_SECONDS.to_string()
            ),
            OutOfRange::HugeMoveNumber => {
                t!("files-limits-huge-move-number", max = MAX_PLY.to_string())
            }
            OutOfRange::MoveNumber { number } => t!(
                "files-limits-move-number",
                number = number.to_string(),
                max = MAX_PLY.to_string()
            ),
            OutOfRange::TooManyMoves { last } => t!(
                "files-limits-too-many-moves",
                max = MAX_PLY.to_string(),
                last = last.to_string()
            ),
            // No words of the catalogue's: the USI and save readers that
            // meet it tell it in English.
            OutOfRange::StartMoveNumber { .. } => self.to_string(),
        }
    }
}

impl Said for BadMove {
    /// "move 3 (R*5b): ...", the reason in the English the record keeps.
    fn said(&self) -> String {
        t!(
            "puzzles-bad-move",
            ply = self.ply.to_string(),
            text = self.text.as_str(),
            why = self.reason.as_str()
        )
    }
}

/// A path in a message, its control characters escaped.
fn path_shown(path: &std::path::Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// A record file's error: the common cases (a missing file, a folder, a
/// name in use) in the run's language, the others as the reader says
/// them.
pub fn record_error(e: &RecordError) -> String {
    match e {
        RecordError::NotFound { path } => t!("cli-file-not-found", path = path_shown(path)),
        RecordError::IsDirectory { path } => t!("cli-file-is-folder", path = path_shown(path)),
        RecordError::NotRegular { path } => t!("cli-file-not-regular", path = path_shown(path)),
        RecordError::UnknownExtension { path, extension } => t!(
            "cli-file-unknown-extension",
            path = path_shown(path),
            extension = escape_controls(extension)
        ),
        RecordError::AlreadyExists { path } => t!("cli-file-save-exists", path = path_shown(path)),
        RecordError::InUse { path, pid } => match pid {
            Some(pid) => t!("cli-file-in-use-by", path = path_shown(path), pid = *pid),
            None => t!("cli-file-in-use", path = path_shown(path)),
        },
        _ => e.said(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, in_lang};
    use std::path::PathBuf;

    fn parse_error() -> RecordError {
        RecordError::Parse {
            path: PathBuf::from("a.kif"),
            error: ParseError::new(Format::Kif, 3, "bad"),
        }
    }

    fn malformed_book() -> BookError {
        BookError::Malformed {
            file: "b.db".into(),
            line: 5,
            problem: LineProblem::BadCount { text: "x".into() },
        }
    }

    fn io_error() -> RecordError {
        RecordError::Io {
            path: PathBuf::from("c.kif"),
            action: "write",
            source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        }
    }

    #[test]
    fn records_errors_are_worded_in_the_language_chosen_with_their_data() {
        assert_eq!(
            in_lang(Lang::En, || parse_error().said()),
            "a.kif: KIF record, line 3: bad"
        );
        assert_eq!(
            in_lang(Lang::Ja, || parse_error().said()),
            "a.kif：KIFの棋譜、3行目：bad"
        );
        assert_eq!(
            in_lang(Lang::Ja, || malformed_book().said()),
            "b.db：5行目：出現数 x が整数ではありません"
        );
        assert_eq!(
            in_lang(Lang::Ja, || io_error().said()),
            "c.kif：書き込みできません：権限がありません"
        );
        let pasted = PasteError::Parse {
            error: ParseError::new(Format::Save, 0, "bad"),
        };
        assert_eq!(
            in_lang(Lang::Ja, || pasted.said()),
            "貼り付けた文字列は保存した対局（RON）の棋譜として読めません：bad"
        );
        let study = StudyError::NoVariation(1);
        assert!(in_lang(Lang::Ja, || study.said()).contains('2'));
    }

    #[test]
    fn a_save_name_too_long_is_said_in_japanese_too() {
        let e = RecordError::SaveNameTooLong {
            path: PathBuf::from("saves/x"),
            bytes: 300,
            limit: 200,
        };
        assert_eq!(
            in_lang(Lang::En, || e.said()),
            "saves/x: this save name is too long for a file name: 300 bytes, at most 200 \
             (a kanji counts 3); choose a shorter one"
        );
        let ja = in_lang(Lang::Ja, || e.said());
        assert!(ja.starts_with("saves/x: この保存名"), "{ja}");
        assert!(ja.contains("300") && ja.contains("200"), "{ja}");
    }

    #[test]
    fn a_number_out_of_range_is_said_with_the_file_s_text_and_the_limit() {
        let clock = OutOfRange::Clock {
            text: "71582788:16".into(),
            secs: 1 << 32,
        };
        assert_eq!(
            in_lang(Lang::En, || clock.said()),
            "time '71582788:16' (1193046:28:16) is out of range: a move takes 0:00:00 to \
             24:00:00 (24 hours)"
        );
        assert_eq!(in_lang(Lang::En, || clock.said()), clock.to_string());
        assert_eq!(
            in_lang(Lang::Ja, || clock.said()),
            "時間 '71582788:16'（1193046:28:16）が範囲外です：一手は 0:00:00 から 24:00:00\
             （24時間）までです"
        );
        let number = OutOfRange::MoveNumber { number: 0 };
        assert_eq!(
            in_lang(Lang::Ja, || number.said()),
            "手数 0 が範囲外です：手数は 1 から 100000 までです"
        );
        assert_eq!(in_lang(Lang::En, || number.said()), number.to_string());
    }

    #[test]
    fn moves_after_an_end_and_a_bad_move_are_said_in_the_language_chosen() {
        let after = crate::kifu::formats::reading_note::ReadingNote::MovesAfterEnd {
            line: 13,
            end: "%TORYO".into(),
        };
        assert_eq!(
            in_lang(Lang::Ja, || after.said()),
            "13行目：終局（%TORYO）の後も棋譜が続いています。そこからの指し手は読みません"
        );
        assert_eq!(in_lang(Lang::En, || after.said()), after.to_string());
        let bad = BadMove {
            mv: None,
            ply: 3,
            line: 0,
            text: "R*5b".into(),
            reason: "no rook in hand".into(),
            notation: None,
        };
        assert_eq!(
            in_lang(Lang::Ja, || bad.said()),
            "3手目（R*5b）：no rook in hand"
        );
        assert_eq!(
            in_lang(Lang::En, || bad.said()),
            "move 3 (R*5b): no rook in hand"
        );
        assert_eq!(in_lang(Lang::Ja, || bad.to_string()), bad.to_string());
    }

    #[test]
    fn a_lock_that_is_no_file_is_said_in_japanese_inside_its_io_error() {
        let e = RecordError::Io {
            path: PathBuf::from("saves/g.ron"),
            action: "lock the save",
            source: std::io::Error::other(LockNotAFile),
        };
        let ja = in_lang(Lang::Ja, || e.said());
        assert!(
            ja.ends_with(
                "保存のロックが通常のファイルではありません。対局中でなければ削除してください"
            ),
            "{ja}"
        );
        let en = in_lang(Lang::En, || e.said());
        assert!(
            en.ends_with("the save's lock is not a plain file; remove it if no game is running"),
            "{en}"
        );
    }

    #[test]
    fn the_crates_display_is_english_whatever_the_language() {
        // The crate's words are for developers and logs: a player's
        // language must not reach them, nor the player's words be them.
        let e = parse_error();
        assert_eq!(in_lang(Lang::Ja, || e.to_string()), e.to_string());
        assert_ne!(in_lang(Lang::Ja, || e.said()), e.to_string());
        // Each of the crate's kinds of value, made while Japanese is on
        // (a value made in the player's language would show it).
        let displayed = || {
            vec![
                RecordError::InUse {
                    path: PathBuf::from("g.ron"),
                    pid: Some(42),
                }
                .to_string(),
                malformed_book().to_string(),
                PasteError::Unknown.to_string(),
                StudyError::NoVariation(1).to_string(),
                WriteBackError::Changed {
                    path: PathBuf::from("r.kif"),
                }
                .to_string(),
                crate::kifu::limits::move_number(0).unwrap_err().to_string(),
                crate::kifu::formats::reading_note::ReadingNote::MovesAfterEnd {
                    line: 7,
                    end: "投了".into(),
                }
                .to_string(),
                std::io::Error::other(LockNotAFile).to_string(),
            ]
        };
        assert_eq!(in_lang(Lang::Ja, displayed), in_lang(Lang::En, displayed));
    }
}
