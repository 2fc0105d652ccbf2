//! No import circles: no file under `src/` imports, directly or through
//! others, a file that imports it back. A circle means neither file can be
//! read (or moved) without the other, which is how a folder turns into one
//! lump a newcomer must swallow whole.
//!
//! The checker reads the sources as text (std only, no parser crate): it
//! resolves `use` trees and `crate::`/`super::`/`self::` paths in code to
//! files, builds the file graph and looks for its strongly connected
//! components of more than one file. A path naming a module folder means
//! its `mod.rs`; a path naming an item means the file of the longest module
//! prefix, so an item re-exported by a `mod.rs` counts as an edge to that
//! `mod.rs` (which is honest: the `mod.rs` imports its child). Declaring a
//! child (`mod x;`) is not an import, and `#[cfg(test)]` items are skipped:
//! test code may import anything.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Folders still allowed to hold circles: empty since issue 20 opened the
/// last one (`src/tui/`), and it must stay so.
const STILL_CIRCULAR: &[&str] = &[];

/// The library's name, as `main.rs` spells it in its paths.
const CRATE_NAME: &str = "shogi_tui";

#[test]
fn no_import_circle_outside_the_folders_still_being_opened() {
    // Each crate of the workspace on its own: between crates, Cargo
    // refuses a circle before any test could.
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut crates = vec![workspace.to_path_buf()];
    for entry in std::fs::read_dir(workspace.join("crates")).expect("crates/ is readable") {
        crates.push(entry.expect("directory entry").path());
    }
    let mut forbidden = Vec::new();
    for root in &crates {
        let mut files = BTreeMap::new();
        read_sources(root, &root.join("src"), &mut files);
        let prefix = root
            .strip_prefix(workspace)
            .expect("a member under the root");
        let named = |file: &str| prefix.join(file).to_string_lossy().into_owned();
        let graph = import_graph(&files);
        for circle in circles(&graph) {
            let shown: Vec<String> = circle.iter().map(|file| named(file)).collect();
            if STILL_CIRCULAR
                .iter()
                .any(|folder| shown.iter().all(|file| file.starts_with(folder)))
            {
                println!(
                    "still circular ({} files): {}",
                    shown.len(),
                    shown.join(" ")
                );
            } else {
                forbidden.push(format!(
                    "{}:\n{}",
                    prefix.display(),
                    edges_within(&graph, &circle)
                ));
            }
        }
    }
    assert!(
        forbidden.is_empty(),
        "import circles:\n{}",
        forbidden.join("\n")
    );
}

#[test]
fn the_checker_finds_a_three_file_cycle_and_passes_a_dag() {
    let sources = |list: &[(&str, &str)]| -> BTreeMap<String, String> {
        list.iter()
            .map(|(path, text)| (path.to_string(), text.to_string()))
            .collect()
    };
    let cycle = sources(&[
        ("src/lib.rs", "mod a;\nmod b;\nmod c;\n"),
        ("src/a.rs", "use crate::b::{B, other::{X}};\n"),
        ("src/b.rs", "// use crate::a;\nfn f() { super::c::g(); }\n"),
        ("src/c.rs", "pub use crate::a::A as Ay;\n"),
    ]);
    assert_eq!(
        circles(&import_graph(&cycle)),
        vec![vec!["src/a.rs", "src/b.rs", "src/c.rs"]]
    );
    let dag = sources(&[
        ("src/lib.rs", "pub mod x;\nmod top;\n"),
        ("src/x/mod.rs", "mod y;\npub use y::Y;\n"),
        (
            "src/x/y.rs",
            "use crate::top::T;\nlet s = \"crate::x::Y\";\n",
        ),
        (
            "src/top.rs",
            "pub struct T;\n#[cfg(test)]\nmod tests {\n    use crate::x::Y;\n}\n#[cfg(all(test, unix))]\nuse super::x::y;\n",
        ),
        ("src/main.rs", "use shogi_tui::x::{self, y::Y};\n"),
    ]);
    let graph = import_graph(&dag);
    assert_eq!(
        graph["src/x/mod.rs"],
        BTreeSet::from(["src/x/y.rs".to_string()])
    );
    assert_eq!(
        graph["src/x/y.rs"],
        BTreeSet::from(["src/top.rs".to_string()])
    );
    assert!(graph["src/top.rs"].is_empty(), "test code is not counted");
    assert_eq!(
        graph["src/main.rs"],
        BTreeSet::from(["src/x/mod.rs".to_string(), "src/x/y.rs".to_string()])
    );
    assert!(circles(&graph).is_empty());
}

/// A circle's imports, one a line, for finding the edge to cut.
fn edges_within(graph: &BTreeMap<String, BTreeSet<String>>, circle: &[String]) -> String {
    let mut lines = String::new();
    for from in circle {
        for to in graph[from].iter().filter(|to| circle.contains(to)) {
            lines.push_str(&format!("  {from} → {to}\n"));
        }
    }
    lines
}

/// Every `.rs` file under `dir`, keyed by its path from the crate root.
pub(crate) fn read_sources(root: &Path, dir: &Path, files: &mut BTreeMap<String, String>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            read_sources(root, &path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let name = path.strip_prefix(root).expect("under the crate root");
            let name = name.to_string_lossy().replace('\\', "/");
            files.insert(name, std::fs::read_to_string(&path).expect("utf-8 source"));
        }
    }
}

/// The module path of a file: `src/a/b.rs` and `src/a/b/mod.rs` are `a::b`;
/// `src/lib.rs` and `src/main.rs` are the crate roots.
fn module_path(file: &str) -> Vec<String> {
    let inner = file.trim_start_matches("src/").trim_end_matches(".rs");
    let mut segments: Vec<String> = inner.split('/').map(str::to_string).collect();
    if matches!(
        segments.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        segments.pop();
    }
    segments
}

/// Which files each file imports.
pub(crate) fn import_graph(files: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    // main.rs is its own crate, whose `crate::` is not the library's; it
    // reaches the library through the crate's name.
    let modules: BTreeMap<Vec<String>, String> = files
        .keys()
        .filter(|file| file.as_str() != "src/main.rs")
        .map(|file| (module_path(file), file.clone()))
        .collect();
    files
        .iter()
        .map(|(file, text)| {
            let here = module_path(file);
            let targets = paths_in(&without_test_items(&code_only(text)))
                .into_iter()
                .filter_map(|path| absolute(&path, &here, file, &modules))
                .filter_map(|path| file_of(&path, &modules))
                .filter(|target| target != file)
                .collect();
            (file.clone(), targets)
        })
        .collect()
}

/// The path from the crate root that `path`, written in module `here`,
/// names; `None` for paths into other crates (std, ratatui, …).
fn absolute(
    path: &[String],
    here: &[String],
    file: &str,
    modules: &BTreeMap<Vec<String>, String>,
) -> Option<Vec<String>> {
    let first = path.first()?.as_str();
    let mut base: Vec<String> = here.to_vec();
    let mut rest = path;
    match first {
        "crate" if file != "src/main.rs" => {
            base.clear();
            rest = &path[1..];
        }
        CRATE_NAME => {
            base.clear();
            rest = &path[1..];
        }
        "self" => rest = &path[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        // A bare first segment is the module's own child, when it has one.
        child if file != "src/main.rs" => {
            let mut candidate = here.to_vec();
            candidate.push(child.to_string());
            if !modules.contains_key(&candidate) {
                return None;
            }
        }
        _ => return None,
    }
    base.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(base)
}

/// The file of the longest module prefix of an absolute path.
fn file_of(path: &[String], modules: &BTreeMap<Vec<String>, String>) -> Option<String> {
    (0..=path.len())
        .rev()
        .find_map(|len| modules.get(&path[..len]).cloned())
}

/// The source with comments, string and char literals blanked out, so a
/// path quoted in a message or a doc comment is not an import.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        if rest.starts_with(&['/', '/']) {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if rest.starts_with(&['/', '*']) {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i..].starts_with(&['/', '*']) {
                    depth += 1;
                    i += 2;
                } else if chars[i..].starts_with(&['*', '/']) {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if chars[i] == 'r'
            && rest.get(1).is_some_and(|&c| c == '"' || c == '#')
            && !chars.get(i.wrapping_sub(1)).is_some_and(|c| is_ident(*c))
        {
            // r"…" or r#"…"#: ends at a quote followed by as many hashes.
            let hashes = rest[1..].iter().take_while(|&&c| c == '#').count();
            if rest.get(1 + hashes) != Some(&'"') {
                out.push(chars[i]);
                i += 1;
                continue;
            }
            i += 2 + hashes;
            while i < chars.len()
                && !(chars[i] == '"' && chars[i + 1..].iter().take(hashes).all(|&c| c == '#'))
            {
                i += 1;
            }
            i += 1 + hashes;
            out.push_str("\"\"");
        } else if chars[i] == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if chars[i] == '\'' && (rest.get(1) == Some(&'\\') || rest.get(2) == Some(&'\'')) {
            // A char literal; a lone quote is a lifetime.
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The code without the items compiled only for tests (`#[cfg(test)]`,
/// `#[cfg(all(test, unix))]`): a `mod` block, or one item up to its `;`.
fn without_test_items(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(") {
        let attribute_end = rest[at..].find(']').map_or(rest.len(), |end| at + end + 1);
        let attribute = &rest[at..attribute_end];
        out.push_str(&rest[..at]);
        if !attribute.contains("test") || attribute.contains("not(test") {
            out.push_str(attribute);
            rest = &rest[attribute_end..];
            continue;
        }
        rest = &rest[at..];
        let item_end = match (rest.find('{'), rest.find(';')) {
            (Some(open), semi) if semi.is_none_or(|semi| open < semi) => closing_brace(rest, open),
            (_, Some(semi)) => semi + 1,
            _ => rest.len(),
        };
        rest = &rest[item_end..];
    }
    out.push_str(rest);
    out
}

/// Just past the brace that closes the one at `open`.
fn closing_brace(text: &str, open: usize) -> usize {
    let mut depth = 0;
    for (at, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + at + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// Every path the code names: the leaves of its `use` trees, and the
/// `crate::`/`super::`/`self::` (or child module) paths in the rest.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let tokens = tokens(code);
    let mut paths = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i] == "use" {
            let end = tokens[i..]
                .iter()
                .position(|t| t == ";")
                .map_or(tokens.len(), |n| i + n);
            use_tree(&tokens[i + 1..end], &mut Vec::new(), &mut paths);
            i = end;
        } else if is_path_start(&tokens, i) {
            let mut path = vec![tokens[i].clone()];
            while tokens.get(i + 1).is_some_and(|t| t == "::")
                && tokens.get(i + 2).is_some_and(|t| t.chars().all(is_ident))
            {
                path.push(tokens[i + 2].clone());
                i += 2;
            }
            paths.push(path);
        }
        i += 1;
    }
    paths
}

/// An identifier followed by `::` that does not continue a longer path.
fn is_path_start(tokens: &[String], i: usize) -> bool {
    tokens[i].chars().all(is_ident)
        && tokens.get(i + 1).is_some_and(|t| t == "::")
        && (i == 0 || tokens[i - 1] != "::")
}

/// Expands one `use` tree (without `use` and `;`) into full paths.
fn use_tree(tokens: &[String], prefix: &mut Vec<String>, paths: &mut Vec<Vec<String>>) {
    let depth = prefix.len();
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].as_str() {
            "::" => {}
            "{" => {
                let close = matching(tokens, i);
                for branch in split_top_level(&tokens[i + 1..close]) {
                    use_tree(branch, prefix, paths);
                }
                prefix.truncate(depth);
                return;
            }
            "as" => break,
            "*" => break,
            word => prefix.push(word.to_string()),
        }
        i += 1;
    }
    if prefix.len() > depth {
        paths.push(prefix.clone());
    }
    prefix.truncate(depth);
}

/// The index of the `}` closing the `{` at `open`.
fn matching(tokens: &[String], open: usize) -> usize {
    let mut depth = 0;
    for (at, token) in tokens.iter().enumerate().skip(open) {
        match token.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return at;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// The branches of a `use` group, split at its own commas.
fn split_top_level(tokens: &[String]) -> Vec<&[String]> {
    let mut branches = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, token) in tokens.iter().enumerate() {
        match token.as_str() {
            "{" => depth += 1,
            "}" => depth -= 1,
            "," if depth == 0 => {
                branches.push(&tokens[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    branches.push(&tokens[start..]);
    branches
}

/// Identifiers, `::`, and single punctuation characters.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if is_ident(c) {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
            continue;
        }
        if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
            continue;
        }
        if !c.is_whitespace() {
            tokens.push(c.to_string());
        }
        i += 1;
    }
    tokens
}

/// The strongly connected components of more than one file (Tarjan's
/// algorithm), each sorted, in a stable order.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, node: &'g str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    component.push(top.to_string());
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            walk.visit(node);
        }
    }
    walk.found.sort();
    walk.found
}
