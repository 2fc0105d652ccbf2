//! Text encodings of record files: Shift_JIS for `.kif`, `.ki2` and old
//! `.csa` files, UTF-8 for `.kifu` and our own files.

use encoding_rs::SHIFT_JIS;

/// The encoding a file is expected in, from its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    Utf8,
    /// Shift_JIS, unless the bytes carry a UTF-8 BOM or are valid UTF-8.
    ShiftJisOrUtf8,
}

/// Where and why bytes could not be read as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    pub line: usize,
    pub detail: String,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Decodes a record file. A UTF-8 BOM always means UTF-8. A `.kif` whose
/// bytes are valid UTF-8 is read as UTF-8: Shift_JIS text with kanji is
/// almost never valid UTF-8, and plain ASCII reads the same either way.
pub fn decode(bytes: &[u8], expected: TextEncoding) -> Result<String, DecodeError> {
    if let Some(rest) = bytes.strip_prefix(BOM) {
        return decode_utf8(rest, "the file starts with a UTF-8 mark (BOM)");
    }
    match expected {
        TextEncoding::Utf8 => decode_utf8(bytes, "a .kifu or save file must be UTF-8"),
        TextEncoding::ShiftJisOrUtf8 => {
            if let Ok(text) = std::str::from_utf8(bytes) {
                return Ok(text.to_string());
            }
            match SHIFT_JIS.decode_without_bom_handling_and_without_replacement(bytes) {
                Some(text) => Ok(text.into_owned()),
                None => Err(first_bad_line(bytes, |line| {
                    SHIFT_JIS
                        .decode_without_bom_handling_and_without_replacement(line)
                        .is_none()
                })
                .map_or_else(
                    || DecodeError {
                        line: 0,
                        detail: "the text is neither UTF-8 nor Shift_JIS".into(),
                    },
                    |line| DecodeError {
                        line,
                        detail: "bytes that are neither UTF-8 nor Shift_JIS text".into(),
                    },
                )),
            }
        }
    }
}

fn decode_utf8(bytes: &[u8], why: &str) -> Result<String, DecodeError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(e) => {
            let line = 1 + bytes[..e.valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            Err(DecodeError {
                line,
                detail: format!("invalid UTF-8 ({why})"),
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
        assert_eq!(decode(&sjis, TextEncoding::ShiftJisOrUtf8).unwrap(), text);
        // The same text in UTF-8, with or without a BOM, in a .kif file.
        assert_eq!(
            decode(text.as_bytes(), TextEncoding::ShiftJisOrUtf8).unwrap(),
            text
        );
        let mut bom = BOM.to_vec();
        bom.extend_from_slice(text.as_bytes());
        assert_eq!(decode(&bom, TextEncoding::ShiftJisOrUtf8).unwrap(), text);
    }

    #[test]
    fn bad_bytes_name_their_line() {
        // 0x81 followed by 0x20 is not a Shift_JIS character.
        let bytes = b"ok\nstill ok\n\x81\x20broken\n";
        let e = decode(bytes, TextEncoding::ShiftJisOrUtf8).unwrap_err();
        assert_eq!(e.line, 3);
        let e = decode(b"a\nb\n\xff", TextEncoding::Utf8).unwrap_err();
        assert_eq!(e.line, 3);
        let mut bom = BOM.to_vec();
        bom.extend_from_slice(b"x\n\x82\xa0");
        assert_eq!(
            decode(&bom, TextEncoding::ShiftJisOrUtf8).unwrap_err().line,
            2
        );
    }

    #[test]
    fn shift_jis_refuses_what_it_cannot_hold() {
        assert_eq!(encode_shift_jis("将棋 😀"), Err('😀'));
        assert_eq!(encode_shift_jis("100¥"), Err('¥'));
        assert_eq!(encode_shift_jis("a‾b"), Err('‾'));
    }
}
