//! Reading a settings file value by value, so that one value this build
//! cannot read (a choice a newer build added, `count: Some(Kansai)`, or a
//! clock spelled wrongly by hand) costs that value and not every setting.
//!
//! serde reads a struct all or nothing. A file that is valid RON but
//! fails as a whole is therefore read again as its fields' raw texts; each
//! is tried alone inside an otherwise empty file (every settings struct
//! has defaults for what is missing), a struct that fails is opened and
//! its own fields tried the same way, and what reads is put back
//! together. What did not read is named by its path (`sound.count`) with
//! the reason.

use ron::value::RawValue;
use serde::Deserialize;
use serde::de::{DeserializeOwned, MapAccess, Visitor};
use std::fmt;

/// A value the file holds that this build could not read: it was left
/// out, so its default applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// The field's path from the file's top, `sound.count`.
    pub field: String,
    /// The reader's words for what it could not read.
    pub why: String,
}

/// Nested structs opened at most this deep: settings are three levels at
/// most, and a hand-made file of nested parentheses must not recurse far.
const MAX_DEPTH: usize = 8;

/// The file as `T`, with the values that could not be read left out and
/// listed; `Err` with the whole file's error when it is not a struct of
/// values at all (broken RON: the file is damaged).
pub fn read<T: DeserializeOwned>(
    text: &str,
) -> Result<(T, Vec<SetAside>), ron::error::SpannedError> {
    let whole = match ron::from_str::<T>(text) {
        Ok(value) => return Ok((value, Vec::new())),
        Err(e) => e,
    };
    let Some(fields) = fields_of(text) else {
        return Err(whole);
    };
    let mut set_aside = Vec::new();
    let kept = kept_fields::<T>(&[], fields, &mut set_aside, 0);
    match ron::from_str::<T>(&kept) {
        Ok(value) if !set_aside.is_empty() => Ok((value, set_aside)),
        // Each value read alone but not together, or nothing was left
        // out and still it fails: not a matter of one value.
        _ => Err(whole),
    }
}

/// The struct's fields that read, as the text of a struct holding them.
fn kept_fields<T: DeserializeOwned>(
    path: &[&str],
    fields: Vec<(String, Box<RawValue>)>,
    set_aside: &mut Vec<SetAside>,
    depth: usize,
) -> String {
    let mut parts = Vec::new();
    for (name, raw) in &fields {
        let mut inner = path.to_vec();
        inner.push(name);
        if let Some(text) = kept_value::<T>(&inner, raw.trim().get_ron(), set_aside, depth) {
            parts.push(format!("{name}: {text}"));
        }
    }
    format!("({})", parts.join(", "))
}

/// The value at `path` as it reads (itself, or the part of a struct that
/// reads); `None` when nothing of it reads, which is then set aside.
fn kept_value<T: DeserializeOwned>(
    path: &[&str],
    text: &str,
    set_aside: &mut Vec<SetAside>,
    depth: usize,
) -> Option<String> {
    let why = match alone::<T>(path, text) {
        Ok(()) => return Some(text.to_string()),
        Err(why) => why,
    };
    if depth < MAX_DEPTH
        && let Some(fields) = fields_of(text)
    {
        let before = set_aside.len();
        let kept = kept_fields::<T>(path, fields, set_aside, depth + 1);
        if set_aside.len() > before && alone::<T>(path, &kept).is_ok() {
            return Some(kept);
        }
        set_aside.truncate(before);
    }
    set_aside.push(SetAside {
        field: path.join("."),
        why,
    });
    None
}

/// Whether `text` reads as the value at `path` with every other value
/// left to its default.
fn alone<T: DeserializeOwned>(path: &[&str], text: &str) -> Result<(), String> {
    let wrapped = path
        .iter()
        .rev()
        .fold(text.to_string(), |inner, name| format!("({name}: {inner})"));
    ron::from_str::<T>(&wrapped)
        .map(drop)
        .map_err(|e| e.code.to_string())
}

/// The fields of an unnamed struct `(name: value, …)`, each as its raw
/// text; `None` for anything else.
fn fields_of(text: &str) -> Option<Vec<(String, Box<RawValue>)>> {
    if !text.trim_start().starts_with('(') {
        return None;
    }
    ron::from_str::<Fields>(text).ok().map(|f| f.0)
}

/// A struct's fields as raw RON.
struct Fields(Vec<(String, Box<RawValue>)>);

impl<'de> Deserialize<'de> for Fields {
    fn deserialize<D: serde::Deserializer<'de>>(from: D) -> Result<Fields, D::Error> {
        struct Each;
        impl<'de> Visitor<'de> for Each {
            type Value = Fields;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a struct of named values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields, A::Error> {
                let mut fields = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    fields.push((name, map.next_value::<Box<RawValue>>()?));
                }
                Ok(Fields(fields))
            }
        }
        from.deserialize_struct("", &[], Each)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Default, Deserialize, PartialEq)]
    #[serde(default)]
    struct Inner {
        voice: Option<Voice>,
        volume: u8,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    enum Voice {
        Japanese,
        English,
    }

    #[derive(Debug, Default, Deserialize, PartialEq)]
    #[serde(default)]
    struct Outer {
        name: String,
        sound: Inner,
        size: u32,
    }

    fn aside(list: &[SetAside]) -> Vec<&str> {
        list.iter().map(|s| s.field.as_str()).collect()
    }

    #[test]
    fn a_file_that_reads_whole_sets_nothing_aside() {
        let (v, set) = read::<Outer>("(name: \"a\", sound: (volume: 3))").unwrap();
        assert_eq!(v.sound.volume, 3);
        assert!(set.is_empty());
    }

    #[test]
    fn an_unknown_choice_inside_a_struct_costs_that_value_only() {
        let (v, set) = read::<Outer>(
            "(name: \"keep\", sound: (voice: Some(Kansai), volume: 40), size: 9, later: Cloud(x: 1))",
        )
        .unwrap();
        assert_eq!(
            v,
            Outer {
                name: "keep".into(),
                sound: Inner {
                    voice: None,
                    volume: 40
                },
                size: 9,
            }
        );
        assert_eq!(aside(&set), ["sound.voice"]);
        assert!(set[0].why.contains("Kansai"), "{:?}", set[0].why);
    }

    #[test]
    fn a_value_of_the_wrong_kind_at_the_top_is_set_aside_alone() {
        let (v, set) = read::<Outer>("(name: 5, size: 7, sound: (voice: Some(English)))").unwrap();
        assert_eq!(v.size, 7);
        assert_eq!(v.sound.voice, Some(Voice::English));
        assert_eq!(aside(&set), ["name"]);
    }

    #[test]
    fn broken_ron_is_damage_not_a_value_to_set_aside() {
        assert!(read::<Outer>("(name: \"a\", size: ").is_err());
        assert!(read::<Outer>("[1, 2]").is_err());
        assert!(read::<Outer>("\u{0}").is_err());
    }

    #[test]
    fn nesting_past_the_readers_limit_is_damage_and_returns() {
        let deep = format!(
            "(sound: {}Some(Kansai){})",
            "(a: ".repeat(500),
            ")".repeat(500)
        );
        assert!(read::<Outer>(&deep).is_err());
    }
}
