//! The catalogues: Fluent files embedded at build time, parsed once per
//! language on first use.

use super::lang::{Lang, current};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

/// One part of the program's messages, in both languages.
pub struct Area {
    pub name: &'static str,
    pub en: &'static str,
    pub ja: &'static str,
}

/// Declares the areas, each embedded from `assets/i18n/{en,ja}/NAME.ftl`.
macro_rules! areas {
    ($($name:literal),* $(,)?) => {
        pub const AREAS: &[Area] = &[$(Area {
            name: $name,
            en: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/i18n/en/", $name, ".ftl")),
            ja: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/i18n/ja/", $name, ".ftl")),
        }),*];
    };
}

// Every file of `assets/i18n/en/`, listed by the build script.
include!(concat!(env!("OUT_DIR"), "/areas.rs"));

/// A value given to a message: text, or a number Fluent can pick a
/// plural for.
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(s: Cow<'_, str>) -> Arg {
        Arg::Text(s.into_owned())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize);

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 2] = [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang as usize].get_or_init(|| build(lang))
}

/// All areas of one language in one bundle. A file that does not parse
/// keeps what it could read (the catalogue test fails on it first).
pub(super) fn build(lang: Lang) -> Bundle {
    // "en" and "ja" always parse; the default (und) would only lose plurals.
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks would show in a terminal as stray columns.
    bundle.set_use_isolating(false);
    for area in AREAS {
        let source = match lang {
            Lang::En => area.en,
            Lang::Ja => area.ja,
        };
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        // A message defined twice keeps its first text.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The text of message `id` in the current language.
pub fn text(id: &str) -> String {
    text_with(id, &[])
}

/// The text of message `id` with named arguments. An identifier missing
/// from the catalogue shows as itself rather than as nothing: the
/// catalogue test keeps that from shipping.
pub fn text_with(id: &str, args: &[(&str, Arg)]) -> String {
    format_in(current(), id, args)
}

pub(super) fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(s) => FluentValue::from(s.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}
