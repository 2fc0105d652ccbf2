//! Reading and writing record files by extension, with the checks every
//! file needs: it exists, it is a file, it is not huge, it decodes.

use super::encoding::{
    Decoded, TextEncoding, Utf8Because, decode_noting, decode_utf8, encode_shift_jis,
};
use super::reading_note::ReadingNote;
use super::sniff::sniff;
pub use super::unwritable::{Unwritable, Unwritten, WhyUnwritable};
use super::usi_line;
use crate::as_read::AsRead;
use crate::error::{Format, RecordError};
use crate::record::Record;
use crate::saves::atomic::{write_atomic, write_new};
use crate::saves::save;
use std::fs::{File, OpenOptions};
use std::io::Read;
use std::path::Path;

/// Records larger than this are refused: the longest real games are a few
/// hundred kilobytes, and reading gigabytes would stall the program.
pub const MAX_RECORD_BYTES: u64 = 8 * 1024 * 1024;

/// The file types `convert` and `review` understand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Save,
    /// `.kif`: Shift_JIS when written; read in the encoding it declares
    /// or, failing that, is found in (UTF-8, Shift_JIS or EUC-JP).
    Kif,
    /// `.kifu`: KIF in UTF-8.
    Kifu,
    /// `.ki2`: read like `.kif`.
    Ki2,
    /// `.ki2u`: KI2 in UTF-8.
    Ki2u,
    Csa,
    /// `.usi`: `position startpos moves ...`.
    Usi,
    /// `.sfen`: `sfen <position> moves ...`.
    Sfen,
    /// `.bod`: a board diagram, read like `.kif` (a diagram typed on
    /// Windows is Shift_JIS); written in UTF-8, as `export --bod` writes.
    Bod,
}

/// The file's extension in lower case, which decides how it is read.
pub fn extension_of(path: &Path) -> String {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default()
}

impl FileKind {
    pub fn from_path(path: &Path) -> Result<FileKind, RecordError> {
        let ext = extension_of(path);
        Ok(match ext.as_str() {
            "ron" => FileKind::Save,
            "kif" => FileKind::Kif,
            "kifu" => FileKind::Kifu,
            "ki2" => FileKind::Ki2,
            "ki2u" => FileKind::Ki2u,
            "csa" => FileKind::Csa,
            "usi" => FileKind::Usi,
            "sfen" => FileKind::Sfen,
            "bod" => FileKind::Bod,
            _ => {
                return Err(RecordError::UnknownExtension {
                    path: path.to_path_buf(),
                    extension: ext,
                });
            }
        })
    }

    pub const fn format(self) -> Format {
        match self {
            FileKind::Save => Format::Save,
            FileKind::Kif | FileKind::Kifu => Format::Kif,
            FileKind::Ki2 | FileKind::Ki2u => Format::Ki2,
            FileKind::Csa => Format::Csa,
            FileKind::Usi | FileKind::Sfen => Format::Usi,
            FileKind::Bod => Format::Bod,
        }
    }

    /// The extension files of this type are written with.
    pub const fn extension(self) -> &'static str {
        match self {
            FileKind::Save => "ron",
            FileKind::Kif => "kif",
            FileKind::Kifu => "kifu",
            FileKind::Ki2 => "ki2",
            FileKind::Ki2u => "ki2u",
            FileKind::Csa => "csa",
            FileKind::Usi => "usi",
            FileKind::Sfen => "sfen",
            FileKind::Bod => "bod",
        }
    }

    /// KIF, KI2, CSA and BOD files: downloaded records, whose extension
    /// does not always match their content (a KIF with its moves saved
    /// as `.bod` is read as the KIF it is).
    const fn is_japanese_record(self) -> bool {
        matches!(
            self,
            FileKind::Kif
                | FileKind::Kifu
                | FileKind::Ki2
                | FileKind::Ki2u
                | FileKind::Csa
                | FileKind::Bod
        )
    }

    /// The encoding files of this type are read in.
    pub const fn encoding(self) -> TextEncoding {
        match self {
            FileKind::Kif | FileKind::Ki2 | FileKind::Csa | FileKind::Bod => TextEncoding::Detected,
            _ => TextEncoding::Utf8,
        }
    }
}

/// Reads the bytes of a record file, refusing what [`read_capped`] refuses.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, RecordError> {
    read_capped(path, MAX_RECORD_BYTES)
}

/// Reads a file of at most `limit` bytes: every file this program reads
/// whole goes through here (one read piece by piece opens it with
/// [`open_regular`]). Anything but a regular file is refused before a
/// byte is read: a folder, a device such as `/dev/zero` (endless), a pipe
/// (which may never end, or never start).
pub fn read_capped(path: &Path, limit: u64) -> Result<Vec<u8>, RecordError> {
    let (file, len) = open_regular(path, OpenOptions::new().read(true), limit)?;
    // The file may grow between the check and the read: never read more
    // than the limit. Sized from the length: an empty buffer read a
    // 1 KB record in about eight calls (a database import reads
    // 100,000 of them), one byte more lets the read that finds the end be
    // the second.
    let mut bytes = Vec::with_capacity(len as usize + 1);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| RecordError::io(path, "read", e))?;
    if bytes.len() as u64 > limit {
        return Err(RecordError::TooLarge {
            path: path.to_path_buf(),
            size: None,
            limit,
        });
    }
    Ok(bytes)
}

/// Opens `path` as `options` ask (to read, or to read and append) with
/// the checks of [`read_capped`]: a regular file of at most `limit`
/// bytes. Gives the file and its length then. For a reader that takes the
/// file piece by piece, and must itself stop at that length.
pub fn open_regular(
    path: &Path,
    options: &mut OpenOptions,
    limit: u64,
) -> Result<(File, u64), RecordError> {
    let file = open_without_waiting(path, options).map_err(|e| RecordError::io(path, "open", e))?;
    // Asked of the file opened, not the name: the name may be pointed
    // elsewhere in between.
    let meta = file
        .metadata()
        .map_err(|e| RecordError::io(path, "read", e))?;
    if meta.is_dir() {
        return Err(RecordError::IsDirectory {
            path: path.to_path_buf(),
        });
    }
    if !meta.is_file() {
        return Err(RecordError::NotRegular {
            path: path.to_path_buf(),
        });
    }
    if meta.len() > limit {
        return Err(RecordError::TooLarge {
            path: path.to_path_buf(),
            size: Some(meta.len()),
            limit,
        });
    }
    Ok((file, meta.len()))
}

/// Opens `path` as `options` ask. Opening a pipe waits for a writer (or
/// a reader) unless asked not to; for a regular file the flag changes
/// nothing, and it is left on.
fn open_without_waiting(path: &Path, options: &mut OpenOptions) -> std::io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// [`read_capped`] as UTF-8 text, for this program's own files.
pub fn read_capped_text(path: &Path, limit: u64) -> Result<String, RecordError> {
    let bytes = read_capped(path, limit)?;
    decode_utf8(&bytes, Utf8Because::OwnFile).map_err(|e| RecordError::Encoding {
        path: path.to_path_buf(),
        line: e.line,
        detail: e.detail,
    })
}

/// Reads a record file as text in the encoding its type calls for.
pub fn read_text(path: &Path, kind: FileKind) -> Result<String, RecordError> {
    read_text_noting(path, kind).map(|decoded| decoded.text)
}

/// [`read_text`], with what the player should know about the encoding.
fn read_text_noting(path: &Path, kind: FileKind) -> Result<Decoded, RecordError> {
    let bytes = read_bytes(path)?;
    decode_noting(&bytes, kind.encoding()).map_err(|e| RecordError::Encoding {
        path: path.to_path_buf(),
        line: e.line,
        detail: e.detail,
    })
}

/// Parses record text of the given type.
pub fn parse_text(text: &str, kind: FileKind) -> Result<Record, crate::error::ParseError> {
    match kind {
        FileKind::Save => save::parse(text),
        FileKind::Kif | FileKind::Kifu => super::kif::parse(text),
        FileKind::Ki2 | FileKind::Ki2u => super::ki2::parse(text),
        FileKind::Csa => super::csa::parse(text),
        FileKind::Usi | FileKind::Sfen => usi_line::parse(text),
        FileKind::Bod => super::bod::parse(text),
    }
}

/// Reads a save (our RON format), whatever the file's extension.
pub fn read_save(path: &Path) -> Result<Record, RecordError> {
    let text = read_text(path, FileKind::Save)?;
    save::parse(&text).map_err(|e| RecordError::parse(path, e))
}

/// Reads any record file, choosing the format by extension, unless a
/// KIF, KI2 or CSA file plainly holds another of the three (see
/// [`sniff`]). What the player should know about such choices is in the
/// record's `warnings`.
pub fn read_record(path: &Path) -> Result<Record, RecordError> {
    let named = FileKind::from_path(path)?;
    let Decoded {
        text,
        encoding,
        note: encoding_note,
    } = read_text_noting(path, named)?;
    let mut notes: Vec<ReadingNote> = encoding_note.into_iter().map(Into::into).collect();
    let kind = match sniff(&text) {
        Some(found) if named.is_japanese_record() && found != named.format() => {
            notes.push(ReadingNote::NamedOtherwise {
                extension: named.extension(),
                found,
            });
            match found {
                Format::Csa => FileKind::Csa,
                Format::Ki2 => FileKind::Ki2,
                _ => FileKind::Kif,
            }
        }
        _ => named,
    };
    let mut record = parse_text(&text, kind).map_err(|e| RecordError::parse(path, e))?;
    notes.append(&mut record.warnings);
    record.warnings = notes;
    // Written back in it: `.kif` and `.ki2` are Shift_JIS by custom, but
    // one a person keeps in UTF-8 must not change under them.
    if matches!(named, FileKind::Kif | FileKind::Ki2) {
        record.encoding_as_read = AsRead(Some(encoding));
    }
    Ok(record)
}

/// Writes the record as text of the given type.
pub fn write_text(record: &Record, kind: FileKind) -> Result<String, Unwritable> {
    Ok(match kind {
        FileKind::Save => save::write(record),
        FileKind::Kif | FileKind::Kifu => super::kif_write::write(record),
        FileKind::Ki2 | FileKind::Ki2u => super::ki2_write::write(record),
        FileKind::Csa => super::csa_write::write(record),
        FileKind::Usi => usi_line::write_position(record),
        FileKind::Sfen => usi_line::write_sfen(record),
        FileKind::Bod => super::bod::write_file(record).map_err(|why| Unwritable {
            what: Unwritten::Record,
            why,
        })?,
    })
}

/// Writes any record file atomically, choosing the format by extension,
/// replacing a file of that name. Nothing is written when the record
/// cannot be expressed in the format.
pub fn write_record(path: &Path, record: &Record) -> Result<(), RecordError> {
    write_atomic(path, &record_bytes(path, record)?)
}

/// Like [`write_record`], but refuses with [`RecordError::AlreadyExists`]
/// when the name exists at the moment the file is created (see
/// [`write_new`]).
pub fn create_record(path: &Path, record: &Record) -> Result<(), RecordError> {
    write_new(path, &record_bytes(path, record)?)
}

/// The bytes of the record file `path`, in the format and encoding its
/// extension calls for (also how a writer checks, before long work, that
/// its output can hold the record).
pub fn record_bytes(path: &Path, record: &Record) -> Result<Vec<u8>, RecordError> {
    let kind = FileKind::from_path(path)?;
    encode_record(record, kind).map_err(|e| RecordError::CannotWrite {
        path: path.to_path_buf(),
        format: kind.format(),
        what: e.what,
        why: e.why,
    })
}

/// The bytes of a record file of type `kind`: the text of its format in
/// its encoding (Shift_JIS for `.kif`). Refused when the encoding cannot
/// hold a character, or when the file would be larger than any reader
/// accepts, so that whatever is written can be read back.
pub fn encode_record(record: &Record, kind: FileKind) -> Result<Vec<u8>, Unwritable> {
    let text = write_text(record, kind)?;
    let bytes = match kind {
        FileKind::Kif | FileKind::Ki2 if record.encoding_as_read.0 == Some(encoding_rs::UTF_8) => {
            text.into_bytes()
        }
        // `.ki2`, like `.kif`, is Shift_JIS for the programs that read it.
        FileKind::Kif | FileKind::Ki2 => encode_shift_jis(&text).map_err(|c| Unwritable {
            what: Unwritten::Character(c),
            why: WhyUnwritable::NotInShiftJis {
                utf8_extension: if kind == FileKind::Kif {
                    ".kifu"
                } else {
                    ".ki2u"
                },
            },
        })?,
        _ => text.into_bytes(),
    };
    // Escapes and the Shift_JIS/UTF-8 switch can make a file bigger than
    // the one read; one over the readers' limit could not be read back.
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(Unwritable {
            what: Unwritten::Record,
            why: WhyUnwritable::TooLarge {
                size: bytes.len(),
                limit: MAX_RECORD_BYTES,
            },
        });
    }
    Ok(bytes)
}
