//! The layers: every top-level module of `src/` belongs to one layer, and a
//! file may import only files of its own layer or of layers below it. The
//! layers are the crates the workspace will be cut into; once they are
//! crates the compiler keeps this order, until then this test does.
//!
//! It reads the import graph that `import_circles` builds (the same
//! reading of `use` trees and paths, test code skipped), so "imports"
//! means the same thing in both tests.

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
            "share",
            "settings",
            "player_dirs",
            "words",
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
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in edges {
            graph
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
        }
        graph
    };
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
