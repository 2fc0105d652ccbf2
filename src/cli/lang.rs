//! `--lang ja|en`: the language of one run.
//!
//! The language must be known before clap parses the command line, so
//! that `--help` and clap's own errors speak it: `start` finds `--lang`
//! among the raw arguments (before or after the subcommand, `--lang X` or
//! `--lang=X`), else takes the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`),
//! and sets it. Clap then reads the flag again (`top::Cli::lang`), which
//! refuses a value that is neither language.
//!
//! The menu's remembered language applies only when the player gave no
//! `--lang`: the TUI's start asks [`lang_flag`] (or [`lang_flag_given`])
//! before applying it.

use crate::i18n::{self, Lang};
use crate::kifu::escape_controls;
use std::ffi::OsString;

/// The language `--lang` gave this run, `None` without the flag: i18n
/// keeps it, as it must know it to keep the menu's remembered language
/// from replacing it.
pub fn lang_flag() -> Option<Lang> {
    i18n::fixed()
}

/// Whether `--lang` chose this run's language, over the one remembered.
pub fn lang_flag_given() -> bool {
    lang_flag().is_some()
}

/// Records `lang` as given by `--lang` and makes it the run's language.
pub fn set_flag(lang: Lang) {
    i18n::fix(lang);
}

/// The language `--lang` names among `args` (the program's own name
/// first, as `std::env::args_os` gives it). The last one given counts; a
/// value that names no language counts as none (clap says what is wrong
/// with it, in the locale's language). Words after `--` are operands.
pub fn lang_in_args(args: impl IntoIterator<Item = OsString>) -> Option<Lang> {
    let mut found = None;
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        let Some(arg) = arg.to_str() else { continue };
        if arg == "--" {
            break;
        }
        let value = if arg == "--lang" {
            match args.next() {
                Some(v) => v.to_string_lossy().into_owned(),
                None => break,
            }
        } else if let Some(v) = arg.strip_prefix("--lang=") {
            v.to_string()
        } else {
            continue;
        };
        found = Lang::from_code(&value);
    }
    found
}

/// The run's language from the command line or else the locale, set
/// before anything is said: call first thing in `main`.
pub fn start(args: impl IntoIterator<Item = OsString>) -> Lang {
    match lang_in_args(args) {
        Some(lang) => {
            set_flag(lang);
            lang
        }
        None => {
            let lang = i18n::from_locale_env();
            i18n::set(lang);
            lang
        }
    }
}

/// The value parser of `--lang`.
pub fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::from_code(text).ok_or_else(|| crate::t!("cli-error-lang", value = escape_controls(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        std::iter::once("shogi-tui")
            .chain(words.iter().copied())
            .map(OsString::from)
            .collect()
    }

    #[test]
    fn the_flag_is_found_before_or_after_the_subcommand() {
        assert_eq!(lang_in_args(args(&["--lang", "ja"])), Some(Lang::Ja));
        assert_eq!(
            lang_in_args(args(&["inspect", "--lang=en"])),
            Some(Lang::En)
        );
        assert_eq!(
            lang_in_args(args(&["--lang", "en", "inspect", "--lang", "JA"])),
            Some(Lang::Ja)
        );
        assert_eq!(lang_in_args(args(&["inspect", "--sfen", "x"])), None);
        // A bad value, a missing one, or one after `--`, is none.
        assert_eq!(lang_in_args(args(&["--lang", "fr"])), None);
        assert_eq!(lang_in_args(args(&["--lang"])), None);
        assert_eq!(lang_in_args(args(&["--", "--lang", "ja"])), None);
    }

    #[test]
    fn a_bad_value_is_explained_in_either_language() {
        assert_eq!(parse_lang("ja"), Ok(Lang::Ja));
        let en = i18n::in_lang(Lang::En, || parse_lang("fr")).unwrap_err();
        assert_eq!(en, "give en (English) or ja (Japanese), not 'fr'");
        let ja = i18n::in_lang(Lang::Ja, || parse_lang("fr")).unwrap_err();
        assert!(ja.contains("ja（日本語）") && !ja.contains("give"), "{ja}");
    }
}
