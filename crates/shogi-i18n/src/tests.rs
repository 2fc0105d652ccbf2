//! The catalogue test: both languages say every message, every message is
//! used, and every message the code names exists.

use super::catalogue::{AREAS, format_in};
use super::lang::Lang;
use fluent_syntax::ast;
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Message identifier → the variables its text uses, for one file.
fn messages(area: &str, lang: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{area}.ftl does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            assert!(
                out.insert(m.id.name.to_string(), vars).is_none(),
                "{lang}/{area}.ftl defines {} twice",
                m.id.name
            );
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        _ => {}
    }
}

/// Every `.rs` file of the workspace's crates (the app's `src/` and each
/// `crates/*/src/`), as text.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs")
                && let Ok(text) = std::fs::read_to_string(&path)
            {
                out.push((path.display().to_string(), text));
            }
        }
    }
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = Vec::new();
    walk(&workspace.join("src"), &mut out);
    for member in std::fs::read_dir(workspace.join("crates"))
        .into_iter()
        .flatten()
    {
        walk(
            &member.map(|m| m.path().join("src")).unwrap_or_default(),
            &mut out,
        );
    }
    out
}

/// The identifiers the code names: the literal after each `t!(`.
fn named_in_code(sources: &[(String, String)]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (file, text) in sources {
        for (at, _) in text.match_indices("t!(\"") {
            // `format!(` and `print!(` end the same way.
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &text[at + 4..];
            if let Some(end) = rest.find('"') {
                out.entry(rest[..end].to_string())
                    .or_insert_with(|| file.clone());
            }
        }
    }
    out
}

#[test]
fn both_languages_have_every_message_and_japanese_only_its_arguments() {
    let mut problems = Vec::new();
    for area in AREAS {
        let en = messages(area.name, "en", area.en);
        let ja = messages(area.name, "ja", area.ja);
        for (id, vars) in &en {
            match ja.get(id) {
                None => problems.push(format!("{id} ({}) has no Japanese", area.name)),
                // Japanese may leave out what it does not say (the
                // English name beside a kanji one); it cannot use what the
                // code, written with the English, does not give.
                Some(j) if !j.is_subset(vars) => {
                    problems.push(format!("{id}: English uses {vars:?}, Japanese {j:?}"))
                }
                Some(_) => {}
            }
        }
        for id in ja.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{id} ({}) has no English", area.name));
        }
        // The area's prefix keeps identifiers of different files apart.
        for id in en
            .keys()
            .filter(|id| !id.starts_with(&format!("{}-", area.name)))
        {
            problems.push(format!(
                "{id} in {}.ftl lacks the prefix {}-",
                area.name, area.name
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_is_used_and_every_named_message_exists() {
    // The catalogue's own code and tests do not count as a use; the
    // rules' words (`rules/`) do.
    let own = |file: &str| file.contains("/shogi-i18n/src/") && !file.contains("/src/rules/");
    let sources: Vec<_> = sources()
        .into_iter()
        .filter(|(file, _)| !own(file))
        .collect();
    let named = named_in_code(&sources);
    let all_code: String = sources.iter().map(|(_, t)| t.as_str()).collect();
    let mut known = BTreeSet::new();
    let mut problems = Vec::new();
    for area in AREAS {
        for id in messages(area.name, "en", area.en).into_keys() {
            // A message may be named through a table of literals rather
            // than by `t!` itself; its identifier must still be in the code.
            if !all_code.contains(&format!("\"{id}\"")) {
                problems.push(format!("{id} ({}.ftl) is never used", area.name));
            }
            known.insert(id);
        }
    }
    for (id, file) in &named {
        if !known.contains(id) {
            problems.push(format!("{file} names {id}, which no catalogue has"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn arguments_fill_their_places_and_plurals_follow_the_number() {
    use super::catalogue::Arg;
    let en = |n: i64| format_in(Lang::En, "common-moves", &[("count", Arg::Number(n))]);
    assert_eq!(en(1), "1 move");
    assert_eq!(en(3), "3 moves");
    assert_eq!(
        format_in(Lang::Ja, "common-moves", &[("count", Arg::Number(3))]),
        "3手"
    );
    // A missing identifier shows as itself.
    assert_eq!(
        format_in(Lang::Ja, "no-such-message", &[]),
        "no-such-message"
    );
}
