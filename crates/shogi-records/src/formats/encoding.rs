//! Text encodings of record files. Japanese record files (`.kif`, `.ki2`,
//! `.csa`) come in UTF-8, Shift_JIS (CP932) or, in old CSA logs, EUC-JP;
//! `.kifu`, `.ki2u` and our own files are UTF-8.

use encoding_rs::{EUC_JP, Encoding, SHIFT_JIS, UTF_8};

/// The encoding a file is expected in, from its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    Utf8,
    /// UTF-8, the encoding the file declares (`'CSA encoding=`, `#KIF …
    /// encoding=`), Shift_JIS or EUC-JP: see [`decode_noting`].
    Detected,
}

/// Where and why bytes could not be read as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    pub line: usize,
    pub detail: DecodeProblem,
}

/// Why bytes could not be read as text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeProblem {
    /// Not UTF-8, where it had to be (`because`).
    #[error("invalid UTF-8 ({because})")]
    InvalidUtf8 { because: Utf8Because },
    #[error("the lines mix encodings: no one of UTF-8, Shift_JIS or EUC-JP reads the whole file")]
    Mixed,
    #[error("bytes that are neither UTF-8, Shift_JIS nor EUC-JP text")]
    UnknownBytes,
}

/// Why a text had to be UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Utf8Because {
    #[error("the file starts with a UTF-8 mark (BOM)")]
    FileHasBom,
    #[error("a .kifu, .ki2u or save file must be UTF-8")]
    MustBeUtf8,
    /// One of this program's own files.
    #[error("this file must be UTF-8 text")]
    OwnFile,
}

/// What the player should know about the encoding a file was read in:
/// it declared one and was read in another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodingNote {
    /// Read as UTF-8 for what `because` says.
    #[error("the file declares {declared} but {because}: read as UTF-8")]
    Overruled {
        declared: &'static str,
        because: Overruling,
    },
    /// The bytes are not valid in the encoding declared.
    #[error("the file declares {declared} but is not valid {declared}: read as {found}")]
    NotValid {
        declared: &'static str,
        found: &'static str,
    },
}

/// What shows a file declaring another encoding to be UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Overruling {
    #[error("starts with a UTF-8 mark (BOM)")]
    HasBom,
    #[error("its text is UTF-8")]
    TextIsUtf8,
}

/// Text read from a file, the encoding it was read in, and what the
/// player should know about that choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    pub text: String,
    pub encoding: &'static Encoding,
    /// Set when the file said one thing and was read as another.
    pub note: Option<EncodingNote>,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Decodes a record file (see [`decode_noting`]).
pub fn decode(bytes: &[u8], expected: TextEncoding) -> Result<String, DecodeError> {
    decode_noting(bytes, expected).map(|d| d.text)
}

/// Decodes a record file.
///
/// UTF-8 is recognised first, by its BOM or by the bytes being valid
/// UTF-8: Japanese text in Shift_JIS or EUC-JP is practically never valid
/// UTF-8, while a file an editor converted to UTF-8 keeps its old
/// `'CSA encoding=SHIFT_JIS` line and would turn to nonsense read as
/// declared. Otherwise the declared encoding is used when the bytes are
/// valid in it. Without one, Shift_JIS and EUC-JP are tried: EUC-JP text
/// is often also valid Shift_JIS (its bytes A1–DF are Shift_JIS
/// half-width katakana), while Shift_JIS kana and kanji (lead bytes
/// 81–9F) are not EUC-JP; so when both read the file, the one giving
/// fewer half-width katakana, which records do not use, is taken,
/// Shift_JIS on a tie.
pub fn decode_noting(bytes: &[u8], expected: TextEncoding) -> Result<Decoded, DecodeError> {
    let declared = declared_encoding(bytes.strip_prefix(BOM).unwrap_or(bytes));
    let overruled = |because| {
        declared
            .filter(|&d| d != UTF_8)
            .map(|d| EncodingNote::Overruled {
                declared: d.name(),
                because,
            })
    };
    if let Some(rest) = bytes.strip_prefix(BOM) {
        let text = decode_utf8(rest, Utf8Because::FileHasBom)?;
        return Ok(Decoded {
            text,
            encoding: UTF_8,
            note: overruled(Overruling::HasBom),
        });
    }
    if expected == TextEncoding::Utf8 {
        let text = decode_utf8(bytes, Utf8Because::MustBeUtf8)?;
        return Ok(Decoded {
            text,
            encoding: UTF_8,
            note: None,
        });
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        // ASCII reads the same in all three: nothing to tell.
        let note = if text.is_ascii() {
            None
        } else {
            overruled(Overruling::TextIsUtf8)
        };
        return Ok(Decoded {
            text: text.to_string(),
            encoding: UTF_8,
            note,
        });
    }
    if let Some(declared) = declared {
        if let Some(text) = decode_strictly(declared, bytes) {
            return Ok(Decoded {
                text,
                encoding: declared,
                note: None,
            });
        }
        let mut found = shift_jis_or_euc_jp(bytes)?;
        found.note = Some(EncodingNote::NotValid {
            declared: declared.name(),
            found: found.encoding.name(),
        });
        return Ok(found);
    }
    shift_jis_or_euc_jp(bytes)
}

/// Shift_JIS or EUC-JP, whichever reads the bytes (see [`decode_noting`]
/// when both do).
fn shift_jis_or_euc_jp(bytes: &[u8]) -> Result<Decoded, DecodeError> {
    let found = |text: String, encoding| Decoded {
        text,
        encoding,
        note: None,
    };
    let sjis = decode_strictly(SHIFT_JIS, bytes);
    let euc = decode_strictly(EUC_JP, bytes);
    match (sjis, euc) {
        (Some(s), Some(e)) if halfwidth_kana(&e) < halfwidth_kana(&s) => Ok(found(e, EUC_JP)),
        (Some(s), _) => Ok(found(s, SHIFT_JIS)),
        (None, Some(e)) => Ok(found(e, EUC_JP)),
        (None, None) => Err(first_bad_line(bytes, |line| {
            std::str::from_utf8(line).is_err()
                && decode_strictly(SHIFT_JIS, line).is_none()
                && decode_strictly(EUC_JP, line).is_none()
        })
        .map_or_else(
            || DecodeError {
                line: 0,
                detail: DecodeProblem::Mixed,
            },
            |line| DecodeError {
                line,
                detail: DecodeProblem::UnknownBytes,
            },
        )),
    }
}

fn halfwidth_kana(text: &str) -> usize {
    text.chars()
        .filter(|c| ('\u{FF61}'..='\u{FF9F}').contains(c))
        .count()
}

fn decode_strictly(encoding: &'static Encoding, bytes: &[u8]) -> Option<String> {
    encoding
        .decode_without_bom_handling_and_without_replacement(bytes)
        .map(std::borrow::Cow::into_owned)
}

/// The encoding the file's first line declares: `'CSA encoding=UTF-8`
/// (CSA V3.0; `'encoding=` also occurs) or `#KIF version=2.0
/// encoding=UTF-8`. Only encodings in which that line reads as ASCII
/// count; an unknown name is ignored and the encoding detected.
fn declared_encoding(bytes: &[u8]) -> Option<&'static Encoding> {
    let first = bytes
        .split(|&b| b == b'\n')
        .find(|line| !line.trim_ascii().is_empty())?;
    let line = std::str::from_utf8(first).ok()?.trim();
    if !(line.starts_with('\'') || line.starts_with("#KIF")) {
        return None;
    }
    let (_, label) = line.split_once("encoding=")?;
    let label = label.split_whitespace().next()?;
    let encoding = match label.to_ascii_lowercase().as_str() {
        // Windows' name for its Shift_JIS, which the Web's list lacks.
        "cp932" => SHIFT_JIS,
        other => Encoding::for_label(other.as_bytes())?,
    };
    encoding.is_ascii_compatible().then_some(encoding)
}

pub(super) fn decode_utf8(bytes: &[u8], because: Utf8Because) -> Result<String, DecodeError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(e) => {
            let line = 1 + bytes[..e.valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            Err(DecodeError {
                line,
                detail: DecodeProblem::InvalidUtf8 { because },
            })
        }
    }
}

/// The 1-based number of the first line for which `bad` holds.
fn first_bad_line(bytes: &[u8], bad: impl Fn(&[u8]) -> bool) -> Option<usize> {
    bytes.split(|&b| b == b'\n').position(bad).map(|i| i + 1)
}

/// Encodes text as Shift_JIS. Fails with the first character Shift_JIS
/// cannot hold, instead of silently replacing it. encoding_rs also maps
/// a few characters onto the bytes of others (`¥` onto `\`, `‾` onto `~`):
/// those would read back changed, so they count as missing too.
pub fn encode_shift_jis(text: &str) -> Result<Vec<u8>, char> {
    let reads_back = |text: &str, bytes: &[u8]| {
        SHIFT_JIS
            .decode_without_bom_handling_and_without_replacement(bytes)
            .is_some_and(|back| back == text)
    };
    let (bytes, _, had_errors) = SHIFT_JIS.encode(text);
    if !had_errors && reads_back(text, &bytes) {
        return Ok(bytes.into_owned());
    }
    let mut buf = [0u8; 4];
    for c in text.chars() {
        let one = c.encode_utf8(&mut buf);
        let (bytes, _, bad) = SHIFT_JIS.encode(one);
        if bad || !reads_back(one, &bytes) {
            return Err(c);
        }
    }
    // encoding_rs reported an error but no single character fails: treat
    // the text as unencodable rather than write a changed file.
    Err('\u{FFFD}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_jis_round_trip_and_detection() {
        let text = "先手：羽生\r\n   1 ７六歩(77)\n";
        let sjis = encode_shift_jis(text).unwrap();
        assert!(std::str::from_utf8(&sjis).is_err());
        assert_eq!(decode(&sjis, TextEncoding::Detected).unwrap(), text);
        // The same text in UTF-8, with or without a BOM, in a .kif file.
        assert_eq!(
            decode(text.as_bytes(), TextEncoding::Detected).unwrap(),
            text
        );
        let mut bom = BOM.to_vec();
        bom.extend_from_slice(text.as_bytes());
        assert_eq!(decode(&bom, TextEncoding::Detected).unwrap(), text);
    }

    #[test]
    fn bad_bytes_name_their_line() {
        // 0x81 followed by 0x20 is not a Shift_JIS character.
        let bytes = b"ok\nstill ok\n\x81\x20broken\n";
        let e = decode(bytes, TextEncoding::Detected).unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(e.detail, DecodeProblem::UnknownBytes);
        let e = decode(b"a\nb\n\xff", TextEncoding::Utf8).unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(
            e.detail,
            DecodeProblem::InvalidUtf8 {
                because: Utf8Because::MustBeUtf8
            }
        );
        let mut bom = BOM.to_vec();
        bom.extend_from_slice(b"x\n\x82\xa0");
        assert_eq!(decode(&bom, TextEncoding::Detected).unwrap_err().line, 2);
    }

    fn euc_jp(text: &str) -> Vec<u8> {
        EUC_JP.encode(text).0.into_owned()
    }

    #[test]
    fn euc_jp_is_read_although_it_is_often_valid_shift_jis() {
        let text = "N+羽生善治\nN-谷川浩司\n";
        let bytes = euc_jp(text);
        // The trap: the same bytes read as Shift_JIS, as half-width kana.
        assert!(decode_strictly(SHIFT_JIS, &bytes).is_some());
        let d = decode_noting(&bytes, TextEncoding::Detected).unwrap();
        assert_eq!((d.text.as_str(), d.encoding), (text, EUC_JP));
        // Shift_JIS kana and kanji are not EUC-JP: no such trap.
        let sjis = encode_shift_jis("先手：羽生").unwrap();
        assert!(decode_strictly(EUC_JP, &sjis).is_none());
        assert_eq!(
            decode_noting(&sjis, TextEncoding::Detected)
                .unwrap()
                .encoding,
            SHIFT_JIS
        );
    }

    #[test]
    fn a_declared_encoding_settles_what_guessing_cannot() {
        // Valid in both, without half-width kana either way: a guess
        // takes Shift_JIS, the declaration says EUC-JP.
        let body = [0xE0, 0xA1, 0xE0, 0xA2, b'\n'];
        let as_euc = decode_strictly(EUC_JP, &body).unwrap();
        assert_ne!(decode_strictly(SHIFT_JIS, &body).unwrap(), as_euc);
        let guessed = decode_noting(&body, TextEncoding::Detected).unwrap();
        assert_eq!(guessed.encoding, SHIFT_JIS);
        for first in [
            "'CSA encoding=EUC-JP\n",
            "#KIF version=2.0 encoding=euc-jp\n",
        ] {
            let mut bytes = first.as_bytes().to_vec();
            bytes.extend_from_slice(&body);
            let d = decode_noting(&bytes, TextEncoding::Detected).unwrap();
            assert_eq!(d.text, format!("{first}{as_euc}"));
            assert_eq!(d.note, None);
        }
    }

    #[test]
    fn a_wrong_declaration_is_overruled_and_said() {
        // An editor converted the file to UTF-8 and kept the old line.
        let text = "'CSA encoding=SHIFT_JIS\nN+谷川浩司\n";
        let d = decode_noting(text.as_bytes(), TextEncoding::Detected).unwrap();
        assert_eq!((d.text.as_str(), d.encoding), (text, UTF_8));
        assert_eq!(
            d.note,
            Some(EncodingNote::Overruled {
                declared: "Shift_JIS",
                because: Overruling::TextIsUtf8
            })
        );
        // Declared UTF-8, but Shift_JIS bytes.
        let mut bytes = b"'CSA encoding=UTF-8\n".to_vec();
        bytes.extend(encode_shift_jis("N+先手\n").unwrap());
        let d = decode_noting(&bytes, TextEncoding::Detected).unwrap();
        assert_eq!(d.text, "'CSA encoding=UTF-8\nN+先手\n");
        assert_eq!(d.encoding, SHIFT_JIS);
        assert_eq!(
            d.note,
            Some(EncodingNote::NotValid {
                declared: "UTF-8",
                found: "Shift_JIS"
            })
        );
        // An unknown name is no declaration.
        assert_eq!(declared_encoding(b"'CSA encoding=KLINGON\n"), None);
        assert_eq!(declared_encoding(b"'CSA encoding=cp932\n"), Some(SHIFT_JIS));
        assert_eq!(declared_encoding(b"N+encoding=UTF-8\n"), None);
    }

    #[test]
    fn shift_jis_refuses_what_it_cannot_hold() {
        assert_eq!(encode_shift_jis("将棋 😀"), Err('😀'));
        assert_eq!(encode_shift_jis("100¥"), Err('¥'));
        assert_eq!(encode_shift_jis("a‾b"), Err('‾'));
    }
}
