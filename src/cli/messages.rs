//! Other modules' errors and names as the command line says them.
//!
//! The rules core, the game controller and the record readers give their
//! errors as typed values whose `Display` is English. Where a type says
//! what went wrong in fields, the message is made here from the catalogue
//! in the run's language; the English catalogue says exactly what the
//! type's `Display` says (the tests check each variant). Where a field is
//! itself English text (a reason given as a `String`), the Japanese
//! message leaves it out if it can say enough without it, or quotes it.

use crate::game::{
    BadMoveLimit, DeclareError, Handicap, ReplayError, RuleSet, TimeControlError, UnknownHandicap,
    UnknownRuleSet, UsiListError,
};
use crate::i18n::rules::Shown;
use crate::i18n::{self, Lang};
use crate::shogi::FromSfenError;
use crate::t;

/// A handicap's name: "lance handicap" / "香落ち".
pub fn handicap(h: Handicap) -> String {
    match i18n::current() {
        Lang::En => h.english().to_string(),
        Lang::Ja => h.japanese().to_string(),
    }
}

/// A rule set as a player reads it ("27-point impasse declaration").
pub fn rules(rules: RuleSet) -> String {
    match rules {
        RuleSet::Declare27 => t!("cli-rules-declare27"),
        RuleSet::Declare24 => t!("cli-rules-declare24"),
        RuleSet::Try => t!("cli-rules-try"),
        RuleSet::None => t!("cli-rules-none"),
    }
}

/// Why SFEN text is not a position, without the "bad SFEN: " before it.
/// "bad SFEN: …", as `inspect`, `perft` and `mate` say it.
pub fn bad_sfen(e: &FromSfenError) -> String {
    t!("cli-bad-sfen", why = e.shown())
}

pub fn unknown_handicap(e: &UnknownHandicap) -> String {
    t!("cli-unknown-handicap", name = &e.name)
}

pub fn unknown_rules(e: &UnknownRuleSet) -> String {
    t!("cli-unknown-rules", name = &e.name)
}

pub fn bad_move_limit(e: &BadMoveLimit) -> String {
    t!("cli-bad-move-limit", text = &e.text)
}

/// A word of `--moves` that is not a USI move. The reason is the move
/// reader's, in English.
pub fn usi_list_error(e: &UsiListError) -> String {
    t!(
        "cli-usi-list-error",
        ply = e.ply,
        text = &e.text,
        why = e.error.why
    )
}

/// A move of `--moves` that cannot be played. The reason is the rules
/// core's, in English.
pub fn replay_error(e: &ReplayError) -> String {
    t!(
        "cli-replay-error",
        ply = e.ply,
        text = e.mv.to_string(),
        why = e.error.to_string()
    )
}

pub fn declare_error(e: &DeclareError) -> String {
    match e {
        DeclareError::Over(over) => t!("cli-declare-game-over", outcome = over.0.text()),
        DeclareError::NotAvailable(RuleSet::Try) => t!("cli-declare-try"),
        DeclareError::NotAvailable(_) => t!("cli-declare-no-rule"),
    }
}

/// Why flags make no clock; a time too long is said as the clock says it.
pub fn time_control_error(e: &TimeControlError) -> String {
    match e {
        TimeControlError::ByoyomiAndIncrement => t!("cli-clock-byoyomi-and-increment"),
        TimeControlError::NoTime => t!("cli-clock-no-time"),
        TimeControlError::IncrementWithoutMain => t!("cli-clock-increment-without-main"),
        TimeControlError::TooLong { .. } => e.to_string(),
    }
}

// Worded with the other lower-crate values, so that `matches` can say a
// failed write without reaching up into the command line.
pub use crate::words::records::record_error;

/// Why `--sprt` text is not a test.
pub fn sprt_error(e: &crate::series::SprtError) -> String {
    use crate::series::SprtError;
    match e {
        SprtError::FieldCount { found } => t!("series-sprt-field-count", found = *found),
        SprtError::NotANumber { text } => t!("series-sprt-not-a-number", text = text.as_str()),
        SprtError::Order => t!("series-sprt-order"),
        SprtError::Probability { text } => t!("series-sprt-probability", text = text.as_str()),
    }
}

/// Why a line or a record is not an opening for a series.
pub fn opening_error(e: &crate::series::openings::OpeningError) -> String {
    use crate::series::openings::OpeningError;
    match e {
        OpeningError::NotAPosition { why } => {
            t!("series-opening-not-a-position", why = why.as_str())
        }
        OpeningError::Unplayable { mv } => t!("series-opening-unplayable", mv = mv.as_str()),
        OpeningError::AlreadyOver => t!("series-opening-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, MoveLimit, Start, parse_usi_moves, replay};
    use crate::kifu::RecordError;
    use crate::shogi::Position;
    use std::path::PathBuf;

    fn sfen_errors() -> Vec<FromSfenError> {
        [
            "",
            "a b",
            "9/9/9 b - 1",
            "8/9/9/9/9/9/9/9/9 b - 1",
            "4k4/9/9/9/9/9/9/9/4X4 b - 1",
            "9/9/9/9/4+k4/9/9/9/9 b - 1",
            "9/9/9/9/4++P4/9/9/9/9 b - 1",
            "9/9/9/9/8+/9/9/9/9 b - 1",
            "4k4/9/9/9/9/9/9/9/4K4 x - 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 2 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 2K 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 99P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 0P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b - x",
            "4k4/9/9/9/9/9/9/9/4K4 b - 0",
            "4k4/9/9/9/9/9/9/9/4K4 b 19P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 18P2p 1",
            "4k4/9/9/9/9/9/9/9/3KK4 b - 1",
            "P3k4/9/9/9/9/9/9/9/4K4 b - 1",
            "4k4/9/9/9/9/P8/P8/9/4K4 b - 1",
            "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
            "N3k4/9/9/9/9/9/9/9/4K4 b - 1",
        ]
        .iter()
        .filter_map(|s| Position::from_sfen(s).err())
        .collect()
    }

    #[test]
    fn english_says_what_the_types_say() {
        i18n::in_lang(Lang::En, || {
            let errors = sfen_errors();
            assert!(errors.len() >= 20, "{errors:?}");
            for e in &errors {
                assert_eq!(e.shown(), e.to_string());
            }
            let h = "x".parse::<Handicap>().unwrap_err();
            assert_eq!(unknown_handicap(&h), h.to_string());
            let r = "x".parse::<RuleSet>().unwrap_err();
            assert_eq!(unknown_rules(&r), r.to_string());
            let m = "0".parse::<MoveLimit>().unwrap_err();
            assert_eq!(bad_move_limit(&m), m.to_string());
            let u = parse_usi_moves("7g7f zz").unwrap_err();
            assert_eq!(usi_list_error(&u), u.to_string());
            let moves = parse_usi_moves("7g7f 7g7f").unwrap();
            let p = replay(Game::new(Start::Even), moves).unwrap_err();
            assert_eq!(replay_error(&p), p.to_string());
            for rules in RuleSet::ALL {
                let mut game = Game::new(Start::Even).with_rules(rules);
                if let Err(d) = game.declare() {
                    assert_eq!(declare_error(&d), d.to_string());
                }
            }
            for e in [
                TimeControlError::ByoyomiAndIncrement,
                TimeControlError::NoTime,
            ] {
                assert_eq!(time_control_error(&e), e.to_string());
            }
            // The core names no flag; the command line says its own.
            let e = TimeControlError::IncrementWithoutMain;
            assert!(time_control_error(&e).contains("--increment"));
            assert!(time_control_error(&e).starts_with(&e.to_string()));
            let path = PathBuf::from("a\u{7}.kif");
            for e in [
                RecordError::NotFound { path: path.clone() },
                RecordError::IsDirectory { path: path.clone() },
                RecordError::NotRegular { path: path.clone() },
                RecordError::UnknownExtension {
                    path: path.clone(),
                    extension: "x\u{7}".into(),
                },
                RecordError::AlreadyExists { path: path.clone() },
                RecordError::InUse {
                    path: path.clone(),
                    pid: Some(12),
                },
                RecordError::InUse { path, pid: None },
            ] {
                assert_eq!(record_error(&e), crate::words::Said::said(&e));
            }
        });
    }

    #[test]
    fn japanese_says_every_sfen_error_in_japanese() {
        i18n::in_lang(Lang::Ja, || {
            for e in sfen_errors() {
                let said = e.shown();
                assert!(
                    said.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
                    "{e:?}: {said}"
                );
                assert_ne!(said, e.to_string());
            }
            let dead = Position::from_sfen("N3k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap_err();
            assert_eq!(dead.shown(), "先手の９一の桂は動けません");
        });
    }
}
