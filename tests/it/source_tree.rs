//! The repository's files as files: no source grows past what a reader
//! takes in at one sitting, and the docs speak for themselves.
//!
//! A source over `MAX_LINES` holds more than one concept; split it along
//! them. The docs (everything under `docs/` and every README) describe the
//! program as it is, so they name none of the project's own issues: a
//! reader has no tracker to look them up in, and "issue N" says when a
//! thing was done, which is the CHANGELOG's business (and the dated
//! results under `bench/results/`, which are history too). Other
//! projects' issues, cited as `owner/repo#N` or `project#N`, are sources
//! and stay.

use std::path::{Path, PathBuf};

/// The most lines a `.rs` file may have.
const MAX_LINES: usize = 1_000;

/// Sources still over `MAX_LINES`, until they are split. Each must still
/// be over, so that one split leaves the list and it only shrinks.
const STILL_LONG: &[&str] = &[];

#[test]
fn no_source_file_is_over_a_thousand_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sizes: Vec<(String, usize)> = files_under(root, &|name| name.ends_with(".rs"))
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a readable utf-8 source");
            (named(root, &path), text.lines().count())
        })
        .collect();
    assert!(
        sizes.len() > 100,
        "the walk found only {} sources: is the root right?",
        sizes.len()
    );
    let long: Vec<String> = sizes
        .iter()
        .filter(|(name, lines)| *lines > MAX_LINES && !STILL_LONG.contains(&name.as_str()))
        .map(|(name, lines)| format!("  {name}: {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "sources over {MAX_LINES} lines (split them along their concepts):\n{}",
        long.join("\n")
    );
    let stale: Vec<&&str> = STILL_LONG
        .iter()
        .filter(|allowed| {
            !sizes
                .iter()
                .any(|(name, lines)| name == **allowed && *lines > MAX_LINES)
        })
        .collect();
    assert!(
        stale.is_empty(),
        "no longer over {MAX_LINES} lines (or gone), remove from STILL_LONG: {stale:?}"
    );
}

#[test]
fn no_doc_names_an_issue_number() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs = files_under(&root.join("docs"), &|name| name.ends_with(".md"));
    docs.extend(files_under(root, &|name| {
        name.starts_with("README") && name.ends_with(".md")
    }));
    docs.sort();
    docs.dedup();
    assert!(
        docs.iter().any(|doc| doc.ends_with("docs/ARCHITECTURE.md")),
        "the docs were not found: {docs:?}"
    );
    let mut found = Vec::new();
    for doc in &docs {
        let text = std::fs::read_to_string(doc).expect("a readable utf-8 doc");
        for (at, line) in text.lines().enumerate() {
            if names_an_issue(line) {
                found.push(format!("  {}:{}: {line}", named(root, doc), at + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "docs naming one of the project's issues (say what is true instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn an_issue_number_is_found_and_a_citation_or_a_move_is_not() {
    for line in [
        "Where the source says more than issue 54:",
        "as Issue #12 asked",
        "see issues 3 and 4",
        "fixed (#76)",
        "#8 in the list",
    ] {
        assert!(names_an_issue(line), "{line}");
    }
    for line in [
        "as lishogi#602 says",
        "WandererXII/lishogi#31 and shogihome#1736",
        "    #7g7f へのコメント",
        "the issue this answers",
        "a tissue 4 sale",
        "`#[cfg(test)]`",
    ] {
        assert!(!names_an_issue(line), "{line}");
    }
}

/// Whether a line names an issue by its number: "issue 54", "Issue #12",
/// "issues 3", or a bare "#76" that is not another project's citation
/// (`repo#76`) nor a move (`#7g7f`).
fn names_an_issue(line: &str) -> bool {
    let lower = line.to_lowercase();
    let word_before = |at: usize| {
        lower[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    let number_at = |rest: &str| {
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        digits > 0
            && !rest[digits..]
                .chars()
                .next()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    let by_word = lower.match_indices("issue").any(|(at, word)| {
        let rest = &lower[at + word.len()..];
        let rest = rest.strip_prefix('s').unwrap_or(rest);
        let rest = rest.strip_prefix(' ').unwrap_or(rest);
        let rest = rest.strip_prefix('#').unwrap_or(rest);
        !word_before(at) && number_at(rest)
    });
    let by_hash = lower
        .match_indices('#')
        .any(|(at, _)| !word_before(at) && number_at(&lower[at + 1..]));
    by_word || by_hash
}

/// Every file under `dir` whose name `wanted` accepts, leaving out what
/// is built or fetched (`target/`, `node_modules/`) and hidden folders.
fn files_under(dir: &Path, wanted: &dyn Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = std::fs::read_dir(&folder).expect("a readable folder");
        for entry in entries {
            let entry = entry.expect("a directory entry");
            let name = entry.file_name().to_string_lossy().into_owned();
            let kind = entry.file_type().expect("a file type");
            if kind.is_dir() {
                if !name.starts_with('.') && name != "target" && name != "node_modules" {
                    folders.push(entry.path());
                }
            } else if kind.is_file() && wanted(&name) {
                found.push(entry.path());
            }
        }
    }
    found.sort();
    found
}

/// A path as the repository names it, `/`-separated from its root.
fn named(root: &Path, path: &Path) -> String {
    let inside = path.strip_prefix(root).unwrap_or(path);
    inside.to_string_lossy().replace('\\', "/")
}
