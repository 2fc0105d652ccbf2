//! A record given as text with no file around it (the terminal's paste):
//! its format guessed from its content ([`guess`]), then read by that
//! format's reader, within the size the file readers accept.

use super::files::{FileKind, MAX_RECORD_BYTES, parse_text};
use super::sniff::{Content, guess};
use crate::error::{Format, ParseError};
use crate::record::Record;
use std::borrow::Cow;

/// A pasted record, with the format it was read in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pasted {
    pub record: Record,
    pub format: Format,
    /// A position alone (an SFEN, a diagram), not a game's moves.
    pub position_only: bool,
}

/// Why a pasted text does not open as a record (the `Display` is the
/// English; the app words it for the player).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PasteError {
    /// Larger than any record file the program reads.
    #[error(
        "The pasted text is not read: it is {size} bytes, and a record larger than {limit} bytes is refused"
    )]
    TooLarge { size: usize, limit: u64 },
    /// No format's lines in it.
    #[error("The pasted text is not a record (KIF, KI2, CSA, SFEN, USI, BOD)")]
    Unknown,
    /// It looks like `format` but its reader refused it.
    #[error("The pasted text is not a {} record: {error}", error.format.name())]
    Parse { error: ParseError },
}

/// Refuses a text larger than a record file may be, before anything
/// else looks at it: the check every paste gets, whatever page it lands on.
pub fn check_size(text: &str) -> Result<(), PasteError> {
    if text.len() as u64 > MAX_RECORD_BYTES {
        return Err(PasteError::TooLarge {
            size: text.len(),
            limit: MAX_RECORD_BYTES,
        });
    }
    Ok(())
}

/// The reader of `content`, by the file type that holds it (in UTF-8,
/// the text a paste is).
const fn reader_of(content: Content) -> FileKind {
    match content {
        Content::Record(Format::Csa) => FileKind::Csa,
        Content::Record(Format::Ki2) => FileKind::Ki2u,
        Content::Record(_) | Content::Diagram => FileKind::Kifu,
        Content::Usi => FileKind::Usi,
    }
}

/// Reads a pasted text as whatever record it is (KIF, KI2, CSA, a USI
/// line or SFEN, a BOD diagram).
pub fn read_pasted(text: &str) -> Result<Pasted, PasteError> {
    check_size(text)?;
    // A terminal pastes a line's end as a carriage return (tmux, and
    // others copying from Windows text); the readers split at `\n`.
    let text: Cow<str> = if text.contains('\r') {
        Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(text)
    };
    let content = guess(&text).ok_or(PasteError::Unknown)?;
    let record = parse_text(&text, reader_of(content)).map_err(|error| PasteError::Parse {
        error: ParseError {
            format: content.format(),
            ..error
        },
    })?;
    let position_only = record.moves.is_empty()
        && (content == Content::Diagram
            || (content == Content::Usi && !text.split_whitespace().any(|w| w == "moves")));
    Ok(Pasted {
        record,
        format: content.format(),
        position_only,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Start, start_sfen};

    const MOVES: [&str; 8] = [
        "7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "7a6b", "4e3d", "2b3c",
    ];

    fn usi_moves(p: &Pasted) -> Vec<String> {
        p.record.moves.iter().map(|m| m.mv.to_usi()).collect()
    }

    #[test]
    fn every_format_reads_to_the_same_moves() {
        let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 ４五角打\n   6 ６二銀(71)\n   7 ３四角(45)\n   8 ３三銀(22)\n";
        let ki2 =
            "手合割：平手\n▲７六歩 △３四歩 ▲２二角成 △同銀 ▲４五角\n△６二銀 ▲３四角 △３三銀\n";
        let csa =
            "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n-7162GI\n+4534KA\n-2233GI\n";
        let usi = format!("position startpos moves {}", MOVES.join(" "));
        for (text, format) in [
            (kif, Format::Kif),
            (ki2, Format::Ki2),
            (csa, Format::Csa),
            (usi.as_str(), Format::Usi),
        ] {
            let p = read_pasted(text).unwrap_or_else(|e| panic!("{format:?}: {e}"));
            assert_eq!(p.format, format);
            assert_eq!(usi_moves(&p), MOVES, "{format:?}");
            assert!(!p.position_only);
        }
    }

    #[test]
    fn each_content_is_read_as_its_file_type() {
        assert_eq!(reader_of(Content::Record(Format::Kif)), FileKind::Kifu);
        assert_eq!(reader_of(Content::Record(Format::Ki2)), FileKind::Ki2u);
        assert_eq!(reader_of(Content::Record(Format::Csa)), FileKind::Csa);
        assert_eq!(reader_of(Content::Usi), FileKind::Usi);
        assert_eq!(reader_of(Content::Diagram), FileKind::Kifu);
        assert_eq!(Content::Diagram.format(), Format::Kif);
    }

    #[test]
    fn carriage_returns_end_lines_as_a_terminal_pastes_them() {
        let p = read_pasted("V2.2\rPI\r+\r+7776FU\r-3334FU\r").unwrap();
        assert_eq!(usi_moves(&p), ["7g7f", "3c3d"]);
        let p = read_pasted("V2.2\r\nPI\r\n+\r\n+7776FU\r\n").unwrap();
        assert_eq!(usi_moves(&p), ["7g7f"]);
    }

    #[test]
    fn a_position_alone_is_a_record_of_no_moves() {
        let p = read_pasted("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
        assert!(p.position_only && p.record.moves.is_empty());
        assert!(matches!(p.record.start, Start::Custom(_)));
        let bod = concat!(
            "後手の持駒：なし\n",
            "  ９ ８ ７ ６ ５ ４ ３ ２ １\n",
            "+---------------------------+\n",
            "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n",
            "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n",
            "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n",
            "+---------------------------+\n",
            "先手の持駒：金\n",
        );
        let p = read_pasted(bod).unwrap();
        assert_eq!(p.format, Format::Kif);
        assert!(p.position_only);
        let sfen = start_sfen(&p.record.start);
        assert!(sfen.starts_with("4k4/9/4P4/9/9/9/9/9/4K4 b G"), "{sfen}");
        // `moves` with none after it is still a game's line.
        let p = read_pasted("position startpos moves").unwrap();
        assert!(!p.position_only);
    }

    #[test]
    fn what_is_no_record_says_so() {
        assert_eq!(read_pasted("hello"), Err(PasteError::Unknown));
        assert_eq!(read_pasted(""), Err(PasteError::Unknown));
        let e = read_pasted("position startpos moves 7g7f 7g7z").unwrap_err();
        let PasteError::Parse { error } = &e else {
            panic!("{e:?}");
        };
        assert_eq!(error.format, Format::Usi);
        assert!(e.to_string().contains("SFEN/USI"), "{e}");
        // A diagram that does not read is named as the KIF it belongs in.
        let e = read_pasted("|・・・|一\n").unwrap_err();
        assert!(
            matches!(&e, PasteError::Parse { error } if error.format == Format::Kif),
            "{e:?}"
        );
    }

    #[test]
    fn a_paste_larger_than_a_record_file_is_refused_unread() {
        let huge = "7g7f ".repeat(MAX_RECORD_BYTES as usize / 5 + 1);
        let e = read_pasted(&huge).unwrap_err();
        assert!(
            matches!(e, PasteError::TooLarge { size, limit } if size == huge.len() && limit == MAX_RECORD_BYTES),
            "{e:?}"
        );
        assert!(check_size(&huge[..MAX_RECORD_BYTES as usize]).is_ok());
    }
}
