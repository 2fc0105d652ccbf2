//! The words for `shogi-learn`'s typed errors: the training data files
//! and the games puzzles are made from. They live in `cli`, not `words`,
//! as only the command line may name `learn` (the game never links it).

use crate::kifu::error::shown;
use crate::learn::net::DataFileError;
use crate::learn::net::file::{DataAction, HEADER_BYTES, MAX_DATA_BYTES, VERSION};
use crate::learn::net::sample::RECORD_BYTES;
use crate::learn::puzzles::games::GamesError;
use crate::t;
use crate::words::Said;

impl Said for DataAction {
    fn said(&self) -> String {
        match self {
            DataAction::Read => t!("files-data-doing-read"),
            DataAction::Lock => t!("files-data-doing-lock"),
            DataAction::Write => t!("files-data-doing-write"),
            DataAction::CutTorn => t!("files-data-doing-cut-torn"),
        }
    }
}

impl Said for DataFileError {
    fn said(&self) -> String {
        match self {
            DataFileError::NotFound { path } => t!("files-data-not-found", path = shown(path)),
            DataFileError::IsDirectory { path } => t!("files-data-is-folder", path = shown(path)),
            DataFileError::Io {
                path,
                action,
                source,
            } => t!(
                "files-data-io",
                doing = action.said(),
                path = shown(path),
                why = source.to_string()
            ),
            // `RecordError` names the file; the app words it.
            DataFileError::Create { source } | DataFileError::Unreadable(source) => source.said(),
            DataFileError::TooShort { path, len } => t!(
                "files-data-too-short",
                path = shown(path),
                len = len.to_string(),
                header = HEADER_BYTES.to_string()
            ),
            DataFileError::BadMagic { path, found } => t!(
                "files-data-bad-magic",
                path = shown(path),
                found = found.as_str()
            ),
            DataFileError::Version { path, found } => t!(
                "files-data-version",
                path = shown(path),
                found = found.to_string(),
                version = VERSION.to_string()
            ),
            DataFileError::RecordSize { path, found } => t!(
                "files-data-record-size",
                path = shown(path),
                found = found.to_string(),
                version = VERSION.to_string(),
                size = RECORD_BYTES.to_string()
            ),
            DataFileError::InUse { path } => t!("files-data-in-use", path = shown(path)),
            DataFileError::Full { path } => t!(
                "files-data-full",
                path = shown(path),
                limit = MAX_DATA_BYTES.to_string()
            ),
        }
    }
}

impl Said for GamesError {
    fn said(&self) -> String {
        match self {
            GamesError::Data(e) => e.said(),
            GamesError::Record(e) => e.to_string(),
            GamesError::Sample { path, record, why } => t!(
                "puzzles-games-bad-sample",
                path = path.as_str(),
                record = record.to_string(),
                why = why.as_str()
            ),
            GamesError::Line { path, line, why } => t!(
                "puzzles-games-bad-line",
                path = path.as_str(),
                line = line.to_string(),
                why = why.said()
            ),
            GamesError::BadMove { path, line, bad } => t!(
                "puzzles-games-bad-line",
                path = path.as_str(),
                line = line.to_string(),
                why = bad.said()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, in_lang};
    use crate::kifu::formats::usi_problem::UsiProblem;
    use std::path::PathBuf;

    #[test]
    fn a_record_a_data_file_could_not_be_made_from_is_worded_in_the_language_chosen() {
        let missing = DataFileError::Unreadable(crate::kifu::RecordError::NotFound {
            path: PathBuf::from("games.kif"),
        });
        let english = in_lang(Lang::En, || missing.said());
        let japanese = in_lang(Lang::Ja, || missing.said());
        assert!(english.contains("games.kif"), "{english}");
        assert!(japanese.contains("games.kif"), "{japanese}");
        // Said by the app's catalogue, not the record error's English.
        assert_ne!(japanese, english);
    }

    #[test]
    fn a_data_file_s_refusal_is_worded_in_the_language_chosen() {
        let in_use = DataFileError::InUse {
            path: PathBuf::from("a\u{7}.bin"),
        };
        let bad_line = GamesError::Line {
            path: "games.txt".into(),
            line: 12,
            why: UsiProblem::NoStart.into(),
        };
        in_lang(Lang::En, || {
            assert_eq!(
                in_use.said(),
                "a\\x07.bin: another run is appending to this file"
            );
            assert_eq!(
                bad_line.said(),
                "games.txt line 12: expected 'startpos' or an SFEN before the moves"
            );
            assert_eq!(bad_line.said(), bad_line.to_string());
        });
        in_lang(Lang::Ja, || {
            assert_eq!(
                in_use.said(),
                "a\\x07.bin：別の実行がこのファイルに書き足しています"
            );
            // The line's problem is the reader's value, said in Japanese
            // too, not the English it displays.
            assert_eq!(
                bad_line.said(),
                "games.txt の12行目：指し手の前に 'startpos' か SFEN が必要です"
            );
            assert_eq!(
                in_use.to_string(),
                "a\\x07.bin: another run is appending to this file"
            );
        });
    }

    #[test]
    fn a_line_s_unplayable_move_is_said_in_the_language_chosen() {
        let bad = GamesError::BadMove {
            path: "games.txt".into(),
            line: 4,
            bad: Box::new(crate::kifu::BadMove {
                mv: None,
                ply: 3,
                line: 0,
                text: "R*5b".into(),
                reason: "no rook in hand".into(),
                notation: None,
            }),
        };
        assert_eq!(
            in_lang(Lang::En, || bad.said()),
            "games.txt line 4: move 3 (R*5b): no rook in hand"
        );
        assert_eq!(in_lang(Lang::En, || bad.said()), bad.to_string());
        let ja = in_lang(Lang::Ja, || bad.said());
        assert!(ja.contains("3手目（R*5b）"), "{ja}");
    }
}
