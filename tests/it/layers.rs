//! The layers: every top-level module of `src/` belongs to one layer, and a
//! file may import only files of its own layer or of layers below it. The
//! layers are the crates the workspace will be cut into; once they are
//! crates the compiler keeps this order, until then this test does.
//!
//! The app itself is one crate, half of the code with no order the
//! compiler keeps, so inside it the folders have rules of their own
//! (`INSIDE_THE_APP`, a table of path patterns and what each must never
//! import, and the pages' rule that one page reaches another only through
//! its opener):
//!
//! - the app's services (matches, online play, lishogi, puzzles, sharing,
//!   settings, folders, words) never import `cli` or `tui`, so that each
//!   runs as well under the command line, the terminal or a test;
//! - a widget never imports a page or the shell: it draws what it is
//!   given, for any page;
//! - the terminal's shared vocabulary (every file directly in `src/tui`
//!   that is not the shell: actions, the component, layout, glyphs,
//!   theme, …) never imports a page, since every page is built on it;
//! - a page never imports the shell (it is opened and told, it does not
//!   reach in), and imports another page only through that page's
//!   `mod.rs` or its opener `open.rs` (the flows that open it), so that a
//!   page's insides can change without another page noticing.
//!
//! The imports that still break these wait in `STILL_BROKEN` while the
//! shell is reshaped; each entry must still be found, so the list only
//! shrinks.
//!
//! Both read the import graph that `import_circles` builds (the same
//! reading of `use` trees and paths, test code skipped), so "imports"
//! means the same thing in every test of the sources.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::import_circles::{import_graph, read_sources};

/// The layers, lowest first, and the top-level modules each holds.
const LAYERS: &[(&str, &[&str])] = &[
    // The rules: the crate shogi-core, which lib.rs names `shogi` and
    // `game`. No file of src/ is in it, and the compiler keeps the crate
    // from importing anything above it.
    ("core", &["shogi", "game"]),
    // The catalogues and `t!`.
    ("i18n", &["i18n"]),
    // Records: formats, saves, the study tree, server logs. Folders come
    // in as parameters; the player's folders are the app's business.
    ("records", &["kifu"]),
    // What plays and judges: the bot, the net's inference, mate, USI,
    // analysis, and one interface over the bot or an engine.
    (
        "engine",
        &["bot", "mate", "nnue", "usi", "analysis", "computer"],
    ),
    // Training the net and making puzzles, which the game never links.
    ("learn", &["learn"]),
    // The program: terminal, subcommands, online play, the player's
    // settings, folders and puzzles. `lib.rs` and `main.rs` are its roots.
    (
        "app",
        &[
            "tui",
            "cli",
            "online",
            "lishogi",
            "matches",
            "finished_games",
            "drills",
            "shared_file",
            "share",
            "settings",
            "player_dirs",
            "words",
            "headless",
            "player_spec",
            "tsume",
            "lib",
            "main",
        ],
    ),
];

/// Imports from a layer to one above it that are still allowed, as
/// (from layer, to layer): none since the rules' words moved into `i18n`.
/// Each entry must still be used, so that one that is no longer needed is
/// removed, and the list stays honest.
const STILL_UPWARD: &[(&str, &str)] = &[];

#[test]
fn no_module_imports_a_layer_above_its_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = BTreeMap::new();
    read_sources(root, &root.join("src"), &mut files);
    let graph = import_graph(&files);
    let unplaced: Vec<&String> = files.keys().filter(|f| layer_of(f).is_none()).collect();
    assert!(
        unplaced.is_empty(),
        "files of a top-level module no layer holds (add it to LAYERS): {unplaced:?}"
    );
    let upward = upward_imports(&graph);
    let used: BTreeSet<(&str, &str)> = upward.iter().map(|u| (u.from_layer, u.to_layer)).collect();
    let forbidden: Vec<String> = upward
        .iter()
        .filter(|u| !STILL_UPWARD.contains(&(u.from_layer, u.to_layer)))
        .map(|u| {
            format!(
                "  {} ({}) → {} ({})",
                u.from, u.from_layer, u.to, u.to_layer
            )
        })
        .collect();
    assert!(
        forbidden.is_empty(),
        "imports of a layer above the importer's own:\n{}",
        forbidden.join("\n")
    );
    let stale: Vec<_> = STILL_UPWARD
        .iter()
        .filter(|pair| !used.contains(pair))
        .collect();
    assert!(
        stale.is_empty(),
        "no longer needed, remove from STILL_UPWARD: {stale:?}"
    );
}

/// `learn` (the crate shogi-learn) is for the command line's tools
/// (`datagen`, `train`, `puzzlegen`): the game never links it, so of the
/// app only `cli` may name it (`lib.rs` re-exports it for them).
#[test]
fn only_the_command_line_uses_learn() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = BTreeMap::new();
    read_sources(root, &root.join("src"), &mut files);
    let users = |in_cli: bool| -> Vec<&String> {
        files
            .iter()
            .filter(|(file, _)| file.starts_with("src/cli/") == in_cli && *file != "src/lib.rs")
            .filter(|(_, text)| text.contains("crate::learn") || text.contains("shogi_learn"))
            .map(|(file, _)| file)
            .collect()
    };
    assert!(
        users(false).is_empty(),
        "files outside cli that use learn: {:?}",
        users(false)
    );
    assert!(
        !users(true).is_empty(),
        "the command line's tools are expected to use learn"
    );
}

#[test]
fn the_checker_finds_an_upward_import_and_passes_a_downward_one() {
    let edges = graph(&[
        ("src/kifu/saves/store.rs", "src/player_dirs.rs"),
        ("src/kifu/saves/store.rs", "src/shogi/board.rs"),
        ("src/tui/app.rs", "src/bot/mod.rs"),
        ("src/bot/evaluator.rs", "src/nnue/network.rs"),
        ("src/nnue/network.rs", "src/learn/net/train.rs"),
        ("src/kifu/mod.rs", "src/lib.rs"),
    ]);
    let upward = upward_imports(&edges);
    let found: Vec<(&str, &str)> = upward.iter().map(|u| (u.from, u.to)).collect();
    assert_eq!(
        found,
        vec![
            ("src/kifu/saves/store.rs", "src/player_dirs.rs"),
            ("src/nnue/network.rs", "src/learn/net/train.rs"),
        ]
    );
    assert_eq!(upward[0].to_layer, "app");
    assert_eq!(layer_of("src/main.rs"), Some("app"));
    assert_eq!(layer_of("src/computer/mod.rs"), Some("engine"));
    assert_eq!(layer_of("src/nowhere/x.rs"), None);
}

/// One import of a file in a higher layer.
struct Upward<'g> {
    from: &'g str,
    from_layer: &'static str,
    to: &'g str,
    to_layer: &'static str,
}

/// Every import whose target sits in a layer above the importer's.
fn upward_imports(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Upward<'_>> {
    let rank = |layer: &str| LAYERS.iter().position(|(name, _)| *name == layer);
    let mut found = Vec::new();
    for (from, targets) in graph {
        let Some(from_layer) = layer_of(from) else {
            continue;
        };
        // The crate root holds only the module list and the exported `t!`
        // macro, whose paths (`crate::t!`) resolve to it; it is no layer's
        // code to depend on.
        for to in targets.iter().filter(|to| to.as_str() != "src/lib.rs") {
            let Some(to_layer) = layer_of(to) else {
                continue;
            };
            if rank(to_layer) > rank(from_layer) {
                found.push(Upward {
                    from,
                    from_layer,
                    to,
                    to_layer,
                });
            }
        }
    }
    found
}

/// The layer of a file, by its top-level module (`src/kifu/…` or
/// `src/settings.rs`).
fn layer_of(file: &str) -> Option<&'static str> {
    let inner = file.strip_prefix("src/")?;
    let top = inner
        .split('/')
        .next()
        .map(|name| name.trim_end_matches(".rs"))?;
    LAYERS
        .iter()
        .find(|(_, modules)| modules.contains(&top))
        .map(|(name, _)| *name)
}

/// Inside the app the compiler keeps no order between folders: these
/// rules do, so that the app stays a set of parts one can read (or move)
/// alone. Each names the files it binds (`from`, less `except`) and the
/// files they must never import (`never`), by path patterns: `dir/` is a
/// folder and everything under it, `dir/*.rs` the files directly in a
/// folder, anything else one file.
struct Rule {
    /// Why the rule holds, shown with each import that breaks it.
    why: &'static str,
    from: &'static [&'static str],
    except: &'static [&'static str],
    never: &'static [&'static str],
}

/// The terminal's shell: the event loop, the stack of pages it holds and
/// its drawing, and the module list. Everything else directly in
/// `src/tui` is vocabulary the pages share.
const SHELL: &[&str] = &["src/tui/app.rs", "src/tui/run.rs", "src/tui/mod.rs"];

const INSIDE_THE_APP: &[Rule] = &[
    Rule {
        why: "the app's services work the same under the terminal, the command line or a test, \
              so they name neither",
        from: &[
            "src/matches/",
            "src/finished_games.rs",
            "src/drills/",
            "src/shared_file.rs",
            "src/online/",
            "src/lishogi/",
            "src/tsume/",
            "src/share/",
            "src/settings.rs",
            "src/settings/",
            "src/player_dirs.rs",
            "src/player_spec.rs",
            "src/headless/",
            "src/words/",
        ],
        except: &[],
        never: &["src/cli/", "src/tui/"],
    },
    Rule {
        why: "a widget draws what any page gives it, so it knows no page and no shell",
        from: &["src/tui/widgets/"],
        except: &[],
        never: &["src/tui/pages/", "src/tui/app.rs", "src/tui/run.rs"],
    },
    Rule {
        why: "the vocabulary the pages share (actions, the component, layout, glyphs, theme, …) \
              comes before any page, so it names none",
        from: &["src/tui/*.rs"],
        except: SHELL,
        never: &["src/tui/pages/"],
    },
    Rule {
        why: "a page is opened and told by the shell, never reaches into it",
        from: &["src/tui/pages/"],
        except: &["src/tui/pages/mod.rs"],
        never: &["src/tui/app.rs", "src/tui/run.rs"],
    },
];

/// Where the pages live: one folder (or one file) each, whose `mod.rs`
/// and `open.rs` (or the file itself) are the doors other pages use.
const PAGES: &str = "src/tui/pages/";

/// What a page folder may not do to another, shown with each break.
const THROUGH_THE_OPENER: &str =
    "a page opens another through its doors (its mod.rs, its open.rs), never by its insides";

/// Imports that still break a rule above, as exact (from, to) files, until
/// the shell's restructuring removes them. Each entry must still be used,
/// so that a mended import leaves the list and it only shrinks.
const STILL_BROKEN: &[(&str, &str)] = &[];

#[test]
fn no_file_of_the_app_imports_what_its_folder_must_not() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = BTreeMap::new();
    read_sources(root, &root.join("src"), &mut files);
    let graph = import_graph(&files);
    let broken = broken_rules(&graph);
    let forbidden: Vec<String> = broken
        .iter()
        .filter(|b| !STILL_BROKEN.contains(&(b.from, b.to)))
        .map(|b| format!("  {} → {}\n      ({})", b.from, b.to, b.why))
        .collect();
    assert!(
        forbidden.is_empty(),
        "imports a rule of the app's folders forbids:\n{}",
        forbidden.join("\n")
    );
    let stale: Vec<_> = STILL_BROKEN
        .iter()
        .filter(|(from, to)| !broken.iter().any(|b| (b.from, b.to) == (*from, *to)))
        .collect();
    assert!(
        stale.is_empty(),
        "no longer broken, remove from STILL_BROKEN: {stale:?}"
    );
}

#[test]
fn the_rules_catch_a_widget_naming_a_page_and_a_service_naming_the_command_line() {
    let edges = graph(&[
        // Broken.
        ("src/tui/widgets/board.rs", "src/tui/pages/menu/mod.rs"),
        ("src/tui/widgets/status.rs", "src/tui/app.rs"),
        ("src/matches/store.rs", "src/cli/messages.rs"),
        ("src/settings.rs", "src/tui/theme.rs"),
        ("src/tui/component.rs", "src/tui/pages/game/mod.rs"),
        ("src/tui/pages/game/view.rs", "src/tui/app.rs"),
        (
            "src/tui/pages/review/play.rs",
            "src/tui/pages/game/state.rs",
        ),
        ("src/tui/pages/play_from.rs", "src/tui/pages/menu/rows.rs"),
        // Allowed.
        ("src/tui/pages/editor/mod.rs", "src/tui/pages/play_from.rs"),
        ("src/tui/pages/review/mod.rs", "src/tui/pages/editor/mod.rs"),
        ("src/tui/pages/play_from.rs", "src/tui/pages/menu/mod.rs"),
        ("src/tui/pages/game/view.rs", "src/tui/pages/game/state.rs"),
        ("src/tui/pages/game/view.rs", "src/tui/widgets/board.rs"),
        ("src/tui/pages/mod.rs", "src/tui/pages/game/state.rs"),
        ("src/tui/app.rs", "src/tui/pages/menu/mod.rs"),
        ("src/tui/widgets/board.rs", "src/tui/layout.rs"),
        ("src/cli/play.rs", "src/matches/store.rs"),
        ("src/matches/store.rs", "src/kifu/mod.rs"),
    ]);
    let found: Vec<(&str, &str)> = broken_rules(&edges)
        .iter()
        .map(|b| (b.from, b.to))
        .collect();
    assert_eq!(
        found,
        vec![
            ("src/matches/store.rs", "src/cli/messages.rs"),
            ("src/settings.rs", "src/tui/theme.rs"),
            ("src/tui/component.rs", "src/tui/pages/game/mod.rs"),
            ("src/tui/pages/game/view.rs", "src/tui/app.rs"),
            ("src/tui/pages/play_from.rs", "src/tui/pages/menu/rows.rs"),
            (
                "src/tui/pages/review/play.rs",
                "src/tui/pages/game/state.rs"
            ),
            ("src/tui/widgets/board.rs", "src/tui/pages/menu/mod.rs"),
            ("src/tui/widgets/status.rs", "src/tui/app.rs"),
        ]
    );
    assert!(matches("src/tui/*.rs", "src/tui/layout.rs"));
    assert!(!matches("src/tui/*.rs", "src/tui/widgets/board.rs"));
    assert!(matches("src/tui/widgets/", "src/tui/widgets/board.rs"));
    assert!(!matches("src/settings.rs", "src/settings/store.rs"));
}

/// A graph from a list of edges, for the checkers' own tests.
fn graph(edges: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in edges {
        graph
            .entry(from.to_string())
            .or_default()
            .insert(to.to_string());
    }
    graph
}

/// One import that breaks a rule inside the app.
struct Broken<'g> {
    from: &'g str,
    to: &'g str,
    why: &'static str,
}

/// Every import that breaks a rule of `INSIDE_THE_APP`, or reaches into
/// another page past its opener, in the graph's order.
fn broken_rules(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Broken<'_>> {
    let mut found = Vec::new();
    for (from, targets) in graph {
        for to in targets {
            let rule = INSIDE_THE_APP.iter().find(|rule| {
                rule.from.iter().any(|p| matches(p, from))
                    && !rule.except.iter().any(|p| matches(p, from))
                    && rule.never.iter().any(|p| matches(p, to))
            });
            let why = match rule {
                Some(rule) => rule.why,
                None if into_another_page(from, to) => THROUGH_THE_OPENER,
                None => continue,
            };
            found.push(Broken { from, to, why });
        }
    }
    found
}

/// Whether `from`, in a page, imports a file of another page other than
/// that page's opener.
fn into_another_page(from: &str, to: &str) -> bool {
    let (Some(here), Some(there)) = (page_of(from), page_of(to)) else {
        return false;
    };
    let opener = [
        format!("{PAGES}{there}/mod.rs"),
        format!("{PAGES}{there}/open.rs"),
        format!("{PAGES}{there}.rs"),
    ];
    here != there && !opener.iter().any(|door| door == to)
}

/// The page a file belongs to: the folder or single file under `PAGES`
/// (`menu` for `src/tui/pages/menu/rows.rs`, `play_from` for
/// `src/tui/pages/play_from.rs`); `None` for the pages' own list.
fn page_of(file: &str) -> Option<&str> {
    let inner = file.strip_prefix(PAGES)?;
    match inner.split_once('/') {
        Some((folder, _)) => Some(folder),
        None if inner == "mod.rs" => None,
        None => inner.strip_suffix(".rs"),
    }
}

/// Whether a file matches a path pattern of the rules.
fn matches(pattern: &str, file: &str) -> bool {
    if let Some(folder) = pattern.strip_suffix("*.rs") {
        file.strip_prefix(folder)
            .is_some_and(|rest| !rest.contains('/') && rest.ends_with(".rs"))
    } else if pattern.ends_with('/') {
        file.starts_with(pattern)
    } else {
        file == pattern
    }
}
