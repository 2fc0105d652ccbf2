//! Every sentence a player reads, in English or Japanese.
//!
//! Messages live in Fluent catalogues under `assets/i18n/{en,ja}/`, one
//! file per part of the program, embedded in the binary. Code names a
//! message by its identifier through [`t!`](crate::t); the words, their
//! order and their plurals are the catalogue's business. Machine output
//! (USI, `--json`, record formats) never goes through here.

mod catalogue;
mod lang;
pub mod rules;

pub use catalogue::{AREAS, Area, text, text_with};
pub use lang::{Lang, current, fix, fixed, from_locale_env, in_lang, prefer, set};

/// The text of a message in the current language.
///
/// `t!("menu-row-quit")`, or with named arguments
/// `t!("common-moves", count = n)`; an argument is
/// anything that converts into a Fluent value (strings and integers).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::text($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::text_with(
            $id,
            &[$((stringify!($name), $crate::Arg::from($value))),+],
        )
    };
}

pub use catalogue::Arg;

#[cfg(test)]
mod tests;
