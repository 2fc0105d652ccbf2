//! No English word from the English catalogue on a Japanese screen: every
//! word of every English message is gathered, and each Japanese snapshot
//! (`snapshots/*ja*`) is searched for them. What may stay in Latin letters
//! on a Japanese screen (key names, format and protocol names, names the
//! tests give to players, engines and files) is listed in `ALLOWED`, each
//! with its reason.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Latin words a Japanese screen may show, lower case.
const ALLOWED: &[&str] = &[
    // Key names, as printed on keyboards and in Japanese manuals alike;
    // KRBGSNLP are the editor's piece keys.
    "esc",
    "enter",
    "tab",
    "shift",
    "space",
    "ctrl",
    "pgup",
    "pgdn",
    "home",
    "end",
    "backspace",
    "pause",
    "krbgsnlp",
    // Formats and protocols, named as Japanese players name them.
    "usi",
    "sfen",
    "kif",
    "kifu",
    "csa",
    "bod",
    "json",
    "svg",
    "png",
    // USI's own command word (`position startpos moves …`), written as
    // the protocol spells it.
    "position",
    // The site a link opens, by its name.
    "lishogi",
    // Folder names as they are on disk (the copy menu's `saves/exports`).
    "saves",
    "exports",
    // The rating system by its inventor's name, as Japanese engine
    // authors write it (Elo差, Elo ±), and the test beside it.
    "elo",
    "sprt",
    "llr",
    // The program's own name (and its engine's): shogi-tui.
    "shogi",
    "tui",
    // The menu's language row says "Language / 言語" on purpose: whoever
    // cannot read the language shown still finds the way back.
    "language",
    // Names the tests give: the save "unfinished" of Alice against
    // "Bot", and the online game name "floodgate-300,trip".
    "unfinished",
    "bot",
    "floodgate",
    // The watched series' engine, named "gps" by its test.
    "gps",
];

/// Names the tests give that hold English words, taken out whole rather
/// than allowing their words everywhere: the save "from-a-friend" and
/// the engine it names, by its command line and its program's path.
const NAMES: &[&str] = &[
    "from-a-friend",
    "/opt/engines/friend --level 3",
    "/opt/engines/friend",
    // The lishogi form's site, an address.
    "https://lishogi.org",
];

/// `screen` without the names of files and hosts (`opening_26.usi`,
/// `wdoor.c.u-tokyo.ac.jp:4081`: a dot between letters) nor the tests'
/// stand-in for their folder (`<folder>`): they are not sentences.
fn without_paths(screen: &str) -> String {
    let is_path = |token: &str| {
        token.contains("<folder>")
            || token
                .as_bytes()
                .windows(3)
                .any(|w| w[0].is_ascii_alphanumeric() && w[1] == b'.' && w[2].is_ascii_alphabetic())
    };
    let mut screen = screen.to_string();
    for name in NAMES {
        screen = screen.replace(name, " ");
    }
    screen
        .lines()
        .map(|line| {
            line.split_whitespace()
                .filter(|t| !is_path(t))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Words of three ASCII letters or more in `text`, lower case.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_ascii_lowercase)
}

/// The words a pattern shows: its text and string literals, and every
/// variant of its selectors, never the variables' or keys' names.
fn pattern_words(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.extend(words(value)),
            PatternElement::Placeable { expression } => expression_words(expression, out),
        }
    }
}

fn expression_words(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for v in variants {
                pattern_words(&v.value, out);
            }
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.extend(words(value)),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_words(expression, out)
        }
        Expression::Inline(_) => {}
    }
}

/// Every word of the English catalogue's messages.
fn english_words() -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/en");
    let mut out = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                if let Some(value) = &m.value {
                    pattern_words(value, &mut out);
                }
                for a in &m.attributes {
                    pattern_words(&a.value, &mut out);
                }
            }
        }
    }
    out
}

/// A snapshot's screen, without insta's header (`---` … `---`).
fn screen_of(snapshot: &str) -> &str {
    let mut parts = snapshot.splitn(3, "---\n");
    match (parts.next(), parts.next(), parts.next()) {
        (Some(""), Some(_header), Some(screen)) => screen,
        _ => snapshot,
    }
}

/// The Japanese snapshots: those named with a `ja` part.
fn japanese_snapshots() -> BTreeMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/snapshots");
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let stem = name.strip_suffix(".snap").unwrap_or(&name);
        if name.ends_with(".snap") && stem.split('_').any(|part| part == "ja") {
            out.insert(name, std::fs::read_to_string(&path).unwrap());
        }
    }
    out
}

#[test]
fn no_english_word_on_a_japanese_snapshot() {
    let english = english_words();
    assert!(english.contains("game"), "the English catalogue was read");
    let snapshots = japanese_snapshots();
    assert!(snapshots.len() > 40, "{} snapshots", snapshots.len());
    let mut found = Vec::new();
    for (name, text) in &snapshots {
        let shown: BTreeSet<String> = words(&without_paths(screen_of(text))).collect();
        for w in shown {
            if english.contains(&w) && !ALLOWED.contains(&w.as_str()) {
                found.push(format!("{name}: {w}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "English on Japanese screens:\n{}",
        found.join("\n")
    );
}
