//! The words for what the record readers and writers report as values:
//! what is wrong in a record's text (`formats::problem`), why its bytes
//! are no text, what the reader tells the player about a record it read
//! (`Record::warnings`) and why a format cannot hold a record. The
//! catalogue's `files.ftl`; Japanese quoted from a record stays as the
//! file has it.

use super::Said;
use crate::i18n::rules::Shown;
use crate::kifu::encoding::{DecodeProblem, EncodingNote, Overruling, Utf8Because};
use crate::kifu::files::{Unwritten, WhyUnwritable};
use crate::kifu::formats::bod_problem::BodProblem;
use crate::kifu::formats::csa_problem::{CsaLine, CsaProblem};
use crate::kifu::formats::kif_problem::{KifProblem, LineKinds};
use crate::kifu::formats::problem::Problem;
use crate::kifu::formats::reading_note::ReadingNote;
use crate::kifu::formats::usi_problem::UsiProblem;
use crate::t;

impl Said for Problem {
    fn said(&self) -> String {
        match self {
            Problem::Kif(p) => p.said(),
            Problem::Csa(p) => p.said(),
            Problem::Bod(p) => p.said(),
            Problem::Usi(p) => p.said(),
            Problem::Limit(why) => why.said(),
            Problem::SavedLimit { place, why } => format!("{place}: {}", why.said()),
            Problem::Text(text) => text.clone(),
        }
    }
}

impl Said for LineKinds {
    fn said(&self) -> String {
        match self {
            LineKinds::Kif => t!("files-kif-line-kinds"),
            LineKinds::Ki2 => t!("files-ki2-line-kinds"),
        }
    }
}

impl Said for KifProblem {
    fn said(&self) -> String {
        match self {
            KifProblem::BadTime { text } => t!("files-kif-bad-time", text = text),
            KifProblem::BadMinutes { text } => t!("files-kif-bad-minutes", text = text),
            KifProblem::BadSeconds { text } => t!("files-kif-bad-seconds", text = text),
            KifProblem::MoveNumberOrder { number, expected } => t!(
                "files-kif-move-number-order",
                number = number.to_string(),
                expected = expected.to_string()
            ),
            KifProblem::UnknownHandicap { name } => {
                t!("files-kif-unknown-handicap", name = name)
            }
            KifProblem::OtherWithoutDiagram => t!("files-kif-other-without-diagram"),
            KifProblem::BadSfen(e) => e.shown(),
            KifProblem::VariationBeforeMoves => t!("files-kif-variation-before-moves"),
            KifProblem::VariationBeforeFirst { number } => {
                t!("files-variation-before-first", number = number.to_string())
            }
            KifProblem::VariationUnreached { number } => t!(
                "files-variation-unreached",
                number = number.to_string(),
                previous = number.saturating_sub(1).to_string()
            ),
            // The heading is the record's own word; the sentence has no
            // catalogue entry.
            KifProblem::BadHeading { .. } => self.to_string(),
            KifProblem::UnreadableMove { text, kinds } => t!(
                "files-line-unreadable-move",
                text = text,
                format = kinds.said()
            ),
        }
    }
}

impl Said for CsaLine {
    fn said(&self) -> String {
        match self {
            CsaLine::Version => t!("files-csa-version-line"),
            CsaLine::Name => t!("files-csa-name-line"),
            CsaLine::Header => t!("files-csa-header-line"),
            CsaLine::Position => t!("files-csa-position-line"),
            CsaLine::SideToMove => t!("files-csa-side-line"),
        }
    }
}

impl Said for CsaProblem {
    fn said(&self) -> String {
        match self {
            CsaProblem::NotALine { text } => t!("files-csa-not-a-line", text = text),
            CsaProblem::AfterMoves { what } => t!("files-csa-after-moves", what = what.said()),
            CsaProblem::UnknownVersion { version } => {
                t!("files-csa-unknown-version", version = version)
            }
            CsaProblem::BadNameLine => t!("files-csa-bad-name-line"),
            CsaProblem::BadHeader { text } => t!("files-csa-bad-header", text = text),
            CsaProblem::BadMaxMoves { value } => t!("files-csa-bad-max-moves", value = value),
            CsaProblem::BadPositionLine { text } => {
                t!("files-csa-bad-position-line", text = text)
            }
            CsaProblem::BadRemoved { removed } => t!("files-csa-bad-removed", removed = removed),
            CsaProblem::RemovedBadSquare { text } => {
                t!("files-csa-removed-bad-square", text = text)
            }
            CsaProblem::RemovedUnknownPiece { text } => {
                t!("files-csa-removed-unknown-piece", text = text)
            }
            CsaProblem::NothingToRemove { piece, file, rank } => t!(
                "files-csa-nothing-to-remove",
                piece = piece.shown(),
                square = format!("{file}{rank}")
            ),
            CsaProblem::RankCells { rank } => t!("files-csa-rank-cells", rank = *rank),
            CsaProblem::BadCell { rank, cell, file } => t!(
                "files-csa-bad-cell",
                rank = *rank,
                cell = cell,
                file = *file
            ),
            CsaProblem::BadPieceList => t!("files-csa-bad-piece-list"),
            CsaProblem::BadSquare { text } => t!("files-csa-bad-square", text = text),
            CsaProblem::UnknownPiece { text } => t!("files-csa-unknown-piece", text = text),
            CsaProblem::NotInHand { piece } => t!("files-csa-not-in-hand", piece = piece.shown()),
            CsaProblem::NoSuchSquare { text } => t!("files-csa-no-such-square", text = text),
            CsaProblem::InvalidStart(e) => t!("files-csa-invalid-start", why = e.to_string()),
            CsaProblem::MoveBeforeStart => t!("files-csa-move-before-start"),
            // A token of the format, in the format's terms: no catalogue
            // entry.
            CsaProblem::NotAMove { .. } => self.to_string(),
            CsaProblem::BadTime { text } => t!("files-csa-bad-time", text = text),
            CsaProblem::TimeWithoutMove { text } => {
                t!("files-csa-time-without-move", text = text)
            }
            CsaProblem::SecondEnd { text } => t!("files-csa-second-end", text = text),
            CsaProblem::UnknownSpecial { text } => t!("files-csa-unknown-special", text = text),
            CsaProblem::UnknownServerLine { text, known } => {
                t!("files-csa-unknown-server-line", text = text, known = known)
            }
            CsaProblem::NoStart => t!("files-csa-no-start"),
        }
    }
}

impl Said for BodProblem {
    fn said(&self) -> String {
        match self {
            BodProblem::RankNoBar => t!("files-bod-rank-no-bar"),
            BodProblem::RankOrder { rank, expected } => {
                t!("files-bod-rank-order", rank = *rank, expected = *expected)
            }
            BodProblem::RankWidth { rank, count } => {
                t!("files-bod-rank-width", rank = *rank, count = *count)
            }
            BodProblem::BadMark { rank, file, mark } => t!(
                "files-bod-bad-mark",
                rank = *rank,
                file = *file,
                mark = mark.to_string()
            ),
            BodProblem::NotAPiece { rank, file, name } => t!(
                "files-bod-not-a-piece",
                rank = *rank,
                file = *file,
                name = name.to_string()
            ),
            BodProblem::BothHandsRest { rest } => t!("files-bod-both-hands-rest", rest = *rest),
            BodProblem::NotInHand { item } => t!("files-bod-not-in-hand", item = item),
            BodProblem::BadCount { item } => t!("files-bod-bad-count", item = item),
            BodProblem::RankCount { count } => t!("files-bod-rank-count", count = *count),
            BodProblem::Invalid(e) => t!("files-bod-invalid", why = e.to_string()),
            BodProblem::NoDiagram => t!("files-bod-no-diagram"),
        }
    }
}

impl Said for UsiProblem {
    fn said(&self) -> String {
        match self {
            UsiProblem::SecondLine { first } => {
                t!("files-usi-second-line", first = first.to_string())
            }
            UsiProblem::NoLine => t!("files-usi-no-line"),
            UsiProblem::BadSfen(e) => t!("files-usi-bad-sfen", why = e.shown()),
            UsiProblem::NoStart => t!("files-usi-no-start"),
            UsiProblem::BadStart { text } => t!("files-usi-bad-start", text = text),
            UsiProblem::BadMove { number, why } => t!(
                "files-usi-bad-move",
                number = number.to_string(),
                why = why.to_string()
            ),
        }
    }
}

impl Said for Utf8Because {
    fn said(&self) -> String {
        match self {
            Utf8Because::FileHasBom => t!("files-encoding-file-has-bom"),
            Utf8Because::MustBeUtf8 => t!("files-encoding-must-be-utf8"),
            Utf8Because::OwnFile => t!("files-encoding-own-file-utf8"),
        }
    }
}

impl Said for DecodeProblem {
    fn said(&self) -> String {
        match self {
            DecodeProblem::InvalidUtf8 { because } => {
                t!("files-encoding-invalid-utf8", why = because.said())
            }
            DecodeProblem::Mixed => t!("files-encoding-mixed"),
            DecodeProblem::UnknownBytes => t!("files-encoding-unknown-bytes"),
        }
    }
}

impl Said for Overruling {
    fn said(&self) -> String {
        match self {
            Overruling::HasBom => t!("files-encoding-has-bom"),
            Overruling::TextIsUtf8 => t!("files-encoding-text-is-utf8"),
        }
    }
}

impl Said for EncodingNote {
    fn said(&self) -> String {
        match self {
            EncodingNote::Overruled { declared, because } => t!(
                "files-encoding-overruled",
                declared = *declared,
                what = because.said()
            ),
            EncodingNote::NotValid { declared, found } => t!(
                "files-encoding-not-valid",
                declared = *declared,
                found = *found
            ),
        }
    }
}

impl Said for ReadingNote {
    fn said(&self) -> String {
        match self {
            ReadingNote::Encoding(note) => note.said(),
            ReadingNote::NamedOtherwise { extension, found } => t!(
                "files-named-otherwise",
                extension = *extension,
                found = found.name()
            ),
            ReadingNote::KeptAsComment { line, text, kinds } => t!(
                "files-line-kept-as-comment",
                line = line.to_string(),
                text = text,
                format = kinds.said()
            ),
            ReadingNote::UnclearEnd { line, text } => t!(
                "files-ki2-unclear-end",
                line = line.to_string(),
                text = text
            ),
            ReadingNote::MovesAfterEnd { line, end } => {
                t!("files-moves-after-end", line = line.to_string(), end = end)
            }
            ReadingNote::AnotherGame { line } => {
                t!("files-csa-another-game", line = line.to_string())
            }
            ReadingNote::NoStartPosition { line } => {
                t!("files-csa-no-start-position", line = line.to_string())
            }
            ReadingNote::Text(text) => text.clone(),
        }
    }
}

impl Said for Unwritten {
    fn said(&self) -> String {
        match self {
            Unwritten::Record => t!("files-the-record"),
            Unwritten::Character(c) => t!("files-the-character", character = c.to_string()),
        }
    }
}

impl Said for WhyUnwritable {
    fn said(&self) -> String {
        match self {
            WhyUnwritable::NotInShiftJis { utf8_extension } => {
                t!("files-not-in-shift-jis", extension = *utf8_extension)
            }
            WhyUnwritable::TooLarge { size, limit } => t!(
                "files-record-would-be-too-large",
                size = size.to_string(),
                limit = limit.to_string()
            ),
            WhyUnwritable::BodHasMoves { moves } => t!("files-bod-has-moves", moves = *moves),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, in_lang};
    use crate::kifu::limits::OutOfRange;
    use crate::kifu::{Format, csa, kif, load_game, save, usi_line};
    use crate::shogi::{PieceKind, Position};
    use crate::words::load_notes::notes_said;

    fn every_problem() -> Vec<Problem> {
        let sfen_error = Position::from_sfen("9/9 b - 1").unwrap_err();
        // A pawn on the last rank, which it could never leave.
        let stuck = crate::shogi::Setup::from_sfen("P8/9/9/9/9/9/9/9/9 b - 1").unwrap();
        let position_error = Position::try_from(&stuck).unwrap_err();
        let move_error = crate::shogi::Move::from_usi("7g7z").unwrap_err();
        let text = || "x".to_string();
        let kif = [
            KifProblem::BadTime { text: text() },
            KifProblem::BadMinutes { text: text() },
            KifProblem::BadSeconds { text: text() },
            KifProblem::MoveNumberOrder {
                number: 3,
                expected: 2,
            },
            KifProblem::UnknownHandicap { name: text() },
            KifProblem::OtherWithoutDiagram,
            KifProblem::BadSfen(sfen_error.clone()),
            KifProblem::VariationBeforeMoves,
            KifProblem::VariationBeforeFirst { number: 1 },
            KifProblem::VariationUnreached { number: 9 },
            KifProblem::BadHeading { text: text() },
            KifProblem::UnreadableMove {
                text: text(),
                kinds: LineKinds::Ki2,
            },
        ];
        let csa = [
            CsaProblem::NotALine { text: text() },
            CsaProblem::AfterMoves {
                what: CsaLine::SideToMove,
            },
            CsaProblem::UnknownVersion { version: text() },
            CsaProblem::BadNameLine,
            CsaProblem::BadHeader { text: text() },
            CsaProblem::BadMaxMoves { value: text() },
            CsaProblem::BadPositionLine { text: text() },
            CsaProblem::BadRemoved { removed: text() },
            CsaProblem::RemovedBadSquare { text: text() },
            CsaProblem::RemovedUnknownPiece { text: text() },
            CsaProblem::NothingToRemove {
                piece: PieceKind::Horse,
                file: 2,
                rank: 8,
            },
            CsaProblem::RankCells { rank: 3 },
            CsaProblem::BadCell {
                rank: 3,
                cell: text(),
                file: 4,
            },
            CsaProblem::BadPieceList,
            CsaProblem::BadSquare { text: text() },
            CsaProblem::UnknownPiece { text: text() },
            CsaProblem::NotInHand {
                piece: PieceKind::King,
            },
            CsaProblem::NoSuchSquare { text: text() },
            CsaProblem::InvalidStart(position_error.clone()),
            CsaProblem::MoveBeforeStart,
            CsaProblem::NotAMove { text: text() },
            CsaProblem::BadTime { text: text() },
            CsaProblem::TimeWithoutMove { text: text() },
            CsaProblem::SecondEnd { text: text() },
            CsaProblem::UnknownSpecial { text: text() },
            CsaProblem::UnknownServerLine {
                text: text(),
                known: "#RESIGN".into(),
            },
            CsaProblem::NoStart,
        ];
        let bod = [
            BodProblem::RankNoBar,
            BodProblem::RankOrder {
                rank: 6,
                expected: 5,
            },
            BodProblem::RankWidth { rank: 1, count: 16 },
            BodProblem::BadMark {
                rank: 1,
                file: 5,
                mark: 'x',
            },
            BodProblem::NotAPiece {
                rank: 1,
                file: 5,
                name: '猫',
            },
            BodProblem::BothHandsRest {
                rest: "残りの駒全部",
            },
            BodProblem::NotInHand { item: text() },
            BodProblem::BadCount { item: text() },
            BodProblem::RankCount { count: 8 },
            BodProblem::Invalid(position_error),
            BodProblem::NoDiagram,
        ];
        let usi = [
            UsiProblem::SecondLine { first: 1 },
            UsiProblem::NoLine,
            UsiProblem::BadSfen(sfen_error),
            UsiProblem::NoStart,
            UsiProblem::BadStart { text: text() },
            UsiProblem::BadMove {
                number: 2,
                why: move_error,
            },
        ];
        kif.into_iter()
            .map(Problem::from)
            .chain(csa.into_iter().map(Problem::from))
            .chain(bod.into_iter().map(Problem::from))
            .chain(usi.into_iter().map(Problem::from))
            .chain([
                Problem::Limit(OutOfRange::MoveNumber { number: 0 }),
                Problem::SavedLimit {
                    place: "moves[2]".into(),
                    why: OutOfRange::HugeMoveNumber,
                },
            ])
            .collect()
    }

    fn every_note() -> Vec<ReadingNote> {
        vec![
            EncodingNote::Overruled {
                declared: "Shift_JIS",
                because: Overruling::HasBom,
            }
            .into(),
            EncodingNote::Overruled {
                declared: "EUC-JP",
                because: Overruling::TextIsUtf8,
            }
            .into(),
            EncodingNote::NotValid {
                declared: "UTF-8",
                found: "Shift_JIS",
            }
            .into(),
            ReadingNote::NamedOtherwise {
                extension: "csa",
                found: Format::Kif,
            },
            ReadingNote::KeptAsComment {
                line: 4,
                text: "x".into(),
                kinds: LineKinds::Kif,
            },
            ReadingNote::UnclearEnd {
                line: 9,
                text: "まで".into(),
            },
            ReadingNote::MovesAfterEnd {
                line: 6,
                end: "投了".into(),
            },
            ReadingNote::AnotherGame { line: 7 },
            ReadingNote::NoStartPosition { line: 5 },
        ]
    }

    /// The crate's English and the catalogue's are the same sentence: logs
    /// and `--json` read the one, the player the other.
    #[test]
    fn the_english_catalogue_says_what_the_values_display() {
        in_lang(Lang::En, || {
            for p in every_problem() {
                assert_eq!(p.said(), p.to_string(), "{p:?}");
            }
            for n in every_note() {
                assert_eq!(n.said(), n.to_string(), "{n:?}");
            }
            for d in [
                DecodeProblem::Mixed,
                DecodeProblem::UnknownBytes,
                DecodeProblem::InvalidUtf8 {
                    because: Utf8Because::FileHasBom,
                },
                DecodeProblem::InvalidUtf8 {
                    because: Utf8Because::MustBeUtf8,
                },
                DecodeProblem::InvalidUtf8 {
                    because: Utf8Because::OwnFile,
                },
            ] {
                assert_eq!(d.said(), d.to_string(), "{d:?}");
            }
            for why in [
                WhyUnwritable::NotInShiftJis {
                    utf8_extension: ".kifu",
                },
                WhyUnwritable::TooLarge {
                    size: 9_000_000,
                    limit: 8_388_608,
                },
                WhyUnwritable::BodHasMoves { moves: 3 },
            ] {
                assert_eq!(why.said(), why.to_string(), "{why:?}");
            }
            for what in [Unwritten::Record, Unwritten::Character('♔')] {
                assert_eq!(what.said(), what.to_string(), "{what:?}");
            }
        });
    }

    #[test]
    fn a_records_problems_are_worded_in_the_language_chosen_with_their_data() {
        let late = kif::parse("手合割：平手\n   1 ７六歩(77)   ( 0:61/00:00:61)\n").unwrap_err();
        assert_eq!(
            in_lang(Lang::En, || late.problem.said()),
            "time '0:61': seconds run from 00 to 59"
        );
        assert_eq!(
            in_lang(Lang::Ja, || late.problem.said()),
            "時間 '0:61'：秒は 00 から 59 までです"
        );
        let unknown = kif::parse("手合割：百枚落ち\n").unwrap_err();
        assert_eq!(
            in_lang(Lang::Ja, || unknown.problem.said()),
            "手合割「百枚落ち」はこのプログラムの知らない手合割です"
        );
        let time = csa::parse("V2.2\nPI\n+\n+7776FU\nT1.x\n").unwrap_err();
        assert_eq!(
            in_lang(Lang::Ja, || time.said()),
            "5行目：'T1.x' は T12 や T1.5 のような時間ではありません"
        );
        // The error's own `Display` is the English, whatever the language.
        assert_eq!(
            in_lang(Lang::Ja, || time.to_string()),
            "line 5: 'T1.x' is not a time like T12 or T1.5"
        );
        let removed = CsaProblem::NothingToRemove {
            piece: PieceKind::Rook,
            file: 8,
            rank: 2,
        };
        assert_eq!(
            in_lang(Lang::En, || removed.said()),
            "PI: there is no rook on 82 to remove"
        );
        assert_eq!(
            in_lang(Lang::Ja, || removed.said()),
            "PI：82に落とす飛がありません"
        );
        let late_name = CsaProblem::AfterMoves {
            what: CsaLine::Name,
        };
        assert_eq!(
            in_lang(Lang::Ja, || late_name.said()),
            "指し手が始まった後に対局者名があります"
        );
        let bad_move = usi_line::parse_line("startpos moves 7g7f 7g7z").unwrap_err();
        assert!(
            in_lang(Lang::Ja, || bad_move.said()).starts_with("2手目："),
            "{bad_move:?}"
        );
        let piece = BodProblem::NotAPiece {
            rank: 1,
            file: 5,
            name: '猫',
        };
        assert_eq!(
            in_lang(Lang::Ja, || piece.said()),
            "1段目の5筋：'猫' は駒ではありません"
        );
    }

    #[test]
    fn reading_notes_and_refusals_to_write_are_worded_in_the_language_chosen() {
        let several = "V2.2\nPI\n+\n+2726FU\n%CHUDAN\n/\nV2.2\n";
        let record = csa::parse(several).unwrap();
        assert_eq!(record.warnings, [ReadingNote::AnotherGame { line: 6 }]);
        let loaded = load_game(record);
        let ja = in_lang(Lang::Ja, || notes_said(&loaded.notes()));
        assert_eq!(
            ja[0],
            "6行目：別の対局が続いています（'/'）。ファイルの最初の対局だけを読みます"
        );
        assert_eq!(
            in_lang(Lang::En, || notes_said(&loaded.notes()))[0],
            "line 6: another game follows ('/'); only the first game in the file is read"
        );
        let kept = ReadingNote::KeptAsComment {
            line: 4,
            text: "感想戦より".into(),
            kinds: LineKinds::Kif,
        };
        assert_eq!(
            in_lang(Lang::Ja, || kept.said()),
            "4行目：「感想戦より」はKIF（ヘッダ、指し手、コメント、変化）の行ではありません。コメントとして残します"
        );
        let overruled = ReadingNote::from(EncodingNote::Overruled {
            declared: "Shift_JIS",
            because: Overruling::TextIsUtf8,
        });
        assert_eq!(
            in_lang(Lang::Ja, || overruled.said()),
            "ファイルは Shift_JIS と宣言していますが、中身は UTF-8 です：UTF-8 として読みました"
        );
        let not_utf8 = DecodeProblem::InvalidUtf8 {
            because: Utf8Because::MustBeUtf8,
        };
        assert_eq!(
            in_lang(Lang::Ja, || not_utf8.said()),
            "UTF-8 として正しくありません（.kifu、.ki2u と保存ファイルは UTF-8 でなければなりません）"
        );
        let unwritable = crate::kifu::files::Unwritable {
            what: Unwritten::Character('♔'),
            why: WhyUnwritable::NotInShiftJis {
                utf8_extension: ".kifu",
            },
        };
        assert_eq!(
            in_lang(Lang::Ja, || unwritable.said()),
            "文字 '♔'は書けません：Shift_JIS にない文字です。.kifu ファイル（UTF-8）で保存してください"
        );
    }

    #[test]
    fn a_number_out_of_range_is_a_value_worded_in_the_language_chosen() {
        // A KIF move of a day and a second: the range check's value, not
        // text made while reading.
        let kif_text = "手合割：平手\n   1 ７六歩(77)   ( 1440:01/24:00:01)\n";
        let slow = kif::parse(kif_text).unwrap_err();
        assert_eq!(
            slow.problem,
            Problem::Limit(OutOfRange::Clock {
                text: "1440:01".into(),
                secs: 86_401,
            })
        );
        assert_eq!(
            in_lang(Lang::Ja, || slow.problem.said()),
            "時間 '1440:01'（24:00:01）が範囲外です：一手は 0:00:00 から 24:00:00（24時間）までです"
        );
        assert_eq!(
            in_lang(Lang::En, || slow.problem.said()),
            slow.problem.to_string()
        );
        // A save's seconds out of range while RON reads it: the value
        // comes through RON with its line and column.
        let ron = "(\n  version: 1,\n  moves: [(usi: \"7g7f\", seconds: Some(90000.0))],\n)\n";
        let e = save::parse(ron).unwrap_err();
        let Problem::SavedLimit { place, why } = &e.problem else {
            panic!("{e:?}");
        };
        assert_eq!((e.line, place.as_str()), (3, "column 46"));
        assert!(
            matches!(why, OutOfRange::Seconds { text } if text == "90000"),
            "{why:?}"
        );
        assert_eq!(
            in_lang(Lang::Ja, || e.problem.said()),
            "column 46: 時間 '90000' が範囲外です：一手は 0 から 86400 秒（24時間）までです"
        );
        assert_eq!(
            in_lang(Lang::En, || e.problem.said()),
            e.problem.to_string()
        );
    }
}
