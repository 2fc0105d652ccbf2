//! Which language the program speaks: the locale's, unless the player
//! chose one (the menu's row, remembered; or `--lang` for one run).

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    En,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The code of `--lang` and of the catalogue's folder.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language's own name, as a chooser shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
        }
    }

    /// `ja`/`en`, as `--lang` takes them (case aside).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The language a POSIX locale name asks for: `ja`, `ja_JP.UTF-8`,
    /// `ja_JP@…` give Japanese, anything else English.
    pub fn from_locale(locale: &str) -> Lang {
        let language = locale.split(['_', '.', '@', '-']).next().unwrap_or("");
        if language.eq_ignore_ascii_case("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }
}

/// The language the environment asks for: the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set and not empty (POSIX's order for
/// messages), English when none is.
pub fn from_locale_env() -> Lang {
    from_locale_vars(|name| std::env::var(name).ok())
}

pub(super) fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|v| !v.is_empty())
        .map_or(Lang::En, |v| Lang::from_locale(&v))
}

/// The language of this run: set once at start (and again when the
/// player changes it in the menu), read by every view as it draws.
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language for this thread alone (`in_lang`), over `CURRENT`.
    static SCOPED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the language of the run; on a thread inside `in_lang`, of that
/// thread alone (a test that steps the menu's row leaves the others be).
pub fn set(lang: Lang) {
    let scoped = SCOPED.with(|s| {
        let on = s.get().is_some();
        if on {
            s.set(Some(lang));
        }
        on
    });
    if !scoped {
        CURRENT.store(lang as u8, Ordering::Relaxed);
    }
}

/// The language `--lang` fixed for this run: 0 none, else 1 + `Lang as
/// u8`. The menu's remembered choice then does not replace it at start.
static FIXED: AtomicU8 = AtomicU8::new(0);

/// Sets the language for the whole run, as `--lang` does.
pub fn fix(lang: Lang) {
    set(lang);
    FIXED.store(1 + lang as u8, Ordering::Relaxed);
}

/// The language `fix` set for this run, `None` if it was never called.
pub fn fixed() -> Option<Lang> {
    match FIXED.load(Ordering::Relaxed) {
        1 => Some(Lang::En),
        2 => Some(Lang::Ja),
        _ => None,
    }
}

/// The player's remembered choice, applied unless `--lang` fixed another.
pub fn prefer(lang: Lang) {
    if fixed().is_none() {
        set(lang);
    }
}

pub fn current() -> Lang {
    if let Some(lang) = SCOPED.with(Cell::get) {
        return lang;
    }
    match CURRENT.load(Ordering::Relaxed) {
        1 => Lang::Ja,
        _ => Lang::En,
    }
}

/// Runs `f` with this thread speaking `lang`, whatever the run's
/// language: tests draw both languages side by side, in parallel,
/// without touching each other.
pub fn in_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = SCOPED.with(|s| s.replace(Some(lang)));
    // Put back even if `f` panics (a failing test must not leave its
    // language to the next test on this thread).
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCOPED.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(before);
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_variables_are_read_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(from_locale_vars(env(&[("LANG", "ja_JP.UTF-8")])), Lang::Ja);
        assert_eq!(from_locale_vars(env(&[("LANG", "C")])), Lang::En);
        assert_eq!(from_locale_vars(env(&[])), Lang::En);
        // LC_ALL wins over LANG, LC_MESSAGES over LANG; an empty one is unset.
        assert_eq!(
            from_locale_vars(env(&[("LC_ALL", "C.UTF-8"), ("LANG", "ja_JP.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            from_locale_vars(env(&[("LC_MESSAGES", "ja_JP.eucJP"), ("LANG", "en_US")])),
            Lang::Ja
        );
        assert_eq!(
            from_locale_vars(env(&[("LC_ALL", ""), ("LANG", "ja")])),
            Lang::Ja
        );
    }

    #[test]
    fn only_japanese_locales_give_japanese() {
        for (locale, want) in [
            ("ja_JP.UTF-8", Lang::Ja),
            ("ja", Lang::Ja),
            ("JA_jp", Lang::Ja),
            ("ja_JP@cjknarrow", Lang::Ja),
            ("jam_JM", Lang::En),
            ("en_US.UTF-8", Lang::En),
            ("POSIX", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(Lang::from_locale(locale), want, "{locale}");
        }
        assert_eq!(Lang::from_code("JA"), Some(Lang::Ja));
        assert_eq!(Lang::from_code("fr"), None);
    }
}
