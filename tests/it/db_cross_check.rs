//! The database against an independent reader: real published records
//! (`tests/data/real/`, `tests/data/real-games/`) imported by
//! `shogi-tui db import`, and the explorer's counts and the games through
//! a position checked against what a cshogi script works out from the
//! same files on its own (its own readers, its own board, its own
//! position identity: the SFEN's board, side and hands).
//!
//! The positions checked: every position two games or more reach within
//! the index's plies (the starts, the openings' shared moves), and one
//! position each game alone reaches, at its twentieth ply or its end.
//! Skipped, saying so, where cshogi is not installed (`.ci/run` makes a
//! venv with it), failing instead under `SHOGI_TUI_REQUIRE_CSHOGI`.

use crate::common::{cli, scratch_dir};
use crate::kifu_export::{cshogi_ready, python};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The cshogi side: reads each file given, replays each game, and prints
/// one JSON line a position checked: its SFEN, the games through it
/// (each once, with the ply it first reached it), and per move played
/// from there the games, Black's wins, White's wins and draws, and the
/// sum and count of the players' ratings where the record gives them.
const CSHOGI: &str = r#"
import json, sys
import cshogi
from cshogi import CSA, KIF

PLIES = int(sys.argv[1])

def games_of(path):
    if path.endswith((".kif", ".kifu")):
        return [KIF.Parser.parse_file(path)]
    raw = open(path, "rb").read()
    for enc in ("utf-8", "cp932", "euc-jp"):
        try:
            text = raw.decode(enc)
            break
        except UnicodeDecodeError:
            pass
    return CSA.Parser.parse_str(text)

RESULT = {cshogi.BLACK_WIN: "b", cshogi.WHITE_WIN: "w", cshogi.DRAW: "d"}
through = {}   # position -> {game: (ply, usi or None)}
info = {}      # game -> (file, result, ratings)
single = []    # one position each game alone is meant to give
for path in sys.argv[2:]:
    for i, p in enumerate(games_of(path)):
        game = (path, i)
        ratings = [r for r in (getattr(p, "ratings", None) or []) if r and r > 0]
        info[game] = (path, RESULT.get(p.win), ratings)
        board = cshogi.Board(p.sfen)
        seen = {}
        for ply, move in enumerate(p.moves):
            key = " ".join(board.sfen().split()[:3])
            if ply <= PLIES and key not in seen:
                seen[key] = (ply, cshogi.move_to_usi(move))
            board.push(move)
        plies = len(p.moves)
        key = " ".join(board.sfen().split()[:3])
        if plies <= PLIES and key not in seen:
            seen[key] = (plies, None)
        for key, at in seen.items():
            through.setdefault(key, {})[game] = at
        pick = [k for k, (ply, _) in seen.items() if ply == min(20, plies)]
        single += pick[:1]

def stats(key):
    games = through[key]
    moves = {}
    for game, (ply, usi) in games.items():
        if usi is None:
            continue
        path, result, ratings = info[game]
        m = moves.setdefault(usi, {"games": 0, "b": 0, "w": 0, "d": 0, "sum": 0.0, "n": 0})
        m["games"] += 1
        if result:
            m[result] += 1
        m["sum"] += sum(round(r) for r in ratings)
        m["n"] += len(ratings)
    return {
        "sfen": key + " 1",
        "through": sorted([info[g][0], ply] for g, (ply, _) in games.items()),
        "moves": moves,
    }

for key in sorted(set(k for k, g in through.items() if len(g) > 1) | set(single)):
    print(json.dumps(stats(key), ensure_ascii=False))
"#;

/// Records the two readers read differently, so that a count cannot
/// agree; left out of the comparison, each with what differs. (The
/// cross-check also found a server log whose declaration is written
/// twice, which our CSA reader refused; it reads it now.)
const READ_DIFFERENTLY: &[(&str, &str)] = &[(
    "shogidb2.kifu",
    "cshogi's KIF reader stops after ply 86 of the game's 110 (at `87 同金(68)` after \
         a promoted knight), so it has no resignation and no result",
)];

/// The real records: every CSA and KIF file of the two folders, but those
/// the readers read differently.
fn real_records() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = Vec::new();
    let mut folders = vec![root.join("real"), root.join("real-games")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("csa" | "kif" | "kifu")
            ) && !READ_DIFFERENTLY
                .iter()
                .any(|(name, _)| path.file_name().is_some_and(|n| n == *name))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `db explore` as `(games, {usi: (games, black wins, white wins, draws,
/// average rating)})`.
type Explored = (u64, BTreeMap<String, (u64, u64, u64, u64, Option<u64>)>);

fn explored_by_us(db: &Path, sfen: &str) -> Explored {
    let out = run(cli()
        .args(["db", "explore", "--json", "--sfen", sfen, "--db"])
        .arg(db));
    let doc: Value = serde_json::from_str(&out).unwrap();
    let moves = doc["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let n = |k: &str| m[k].as_u64().unwrap();
            let usi = m["usi"].as_str().unwrap().to_string();
            let stats = (
                n("games"),
                n("black_wins"),
                n("white_wins"),
                n("draws"),
                m["average_rating"].as_u64(),
            );
            (usi, stats)
        })
        .collect();
    (doc["games"].as_u64().unwrap(), moves)
}

/// The same from the cshogi script's line.
fn explored_by_cshogi(line: &Value) -> Explored {
    let moves = line["moves"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(usi, m)| {
            let n = |k: &str| m[k].as_u64().unwrap();
            let known = n("n");
            let sum = m["sum"].as_f64().unwrap() as u64;
            let average = (known > 0).then(|| (2 * sum + known) / (2 * known));
            (usi.clone(), (n("games"), n("b"), n("w"), n("d"), average))
        })
        .collect();
    (line["through"].as_array().unwrap().len() as u64, moves)
}

/// `db search --sfen` as the set of (file, ply where reached).
fn through_by_us(db: &Path, sfen: &str) -> BTreeSet<(String, u64)> {
    let out = run(cli()
        .args([
            "db", "search", "--json", "--limit", "1000", "--sfen", sfen, "--db",
        ])
        .arg(db));
    let doc: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        doc["count"].as_u64().unwrap() as usize,
        doc["games"].as_array().unwrap().len(),
        "all listed"
    );
    doc["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let source = g["source"].as_str().unwrap().to_string();
            (source, g["ply"].as_u64().unwrap())
        })
        .collect()
}

#[test]
fn the_explorer_and_the_position_search_agree_with_cshogi_on_real_records() {
    if !cshogi_ready() {
        return;
    }
    let files = real_records();
    assert!(files.len() >= 18, "{} real records", files.len());
    let dir = scratch_dir("db-cross", "real");
    let db = dir.join("games.sqlite");
    let summary = run(cli()
        .arg("db")
        .arg("import")
        .args(&files)
        .arg("--db")
        .arg(&db));
    let script = dir.join("expect.py");
    std::fs::write(&script, CSHOGI).unwrap();
    let expected = run(Command::new(python())
        .arg(&script)
        .arg(shogi_db::INDEX_PLIES.to_string())
        .args(&files));
    let lines: Vec<Value> = expected
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // Every file is one game here: the import took each.
    let games: BTreeSet<String> = lines
        .iter()
        .flat_map(|l| l["through"].as_array().unwrap().clone())
        .map(|t| t[0].as_str().unwrap().to_string())
        .collect();
    assert_eq!(games.len(), files.len(), "cshogi read every file");
    assert!(
        summary.contains(&format!("{} imported", files.len())),
        "{summary}"
    );
    let (mut shared, mut with_ratings) = (0, 0);
    for line in &lines {
        let sfen = line["sfen"].as_str().unwrap();
        let theirs = explored_by_cshogi(line);
        assert_eq!(explored_by_us(&db, sfen), theirs, "explore at {sfen}");
        let through: BTreeSet<(String, u64)> = line["through"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| (t[0].as_str().unwrap().to_string(), t[1].as_u64().unwrap()))
            .collect();
        assert_eq!(through_by_us(&db, sfen), through, "search at {sfen}");
        shared += usize::from(theirs.0 > 1);
        with_ratings += usize::from(theirs.1.values().any(|m| m.4.is_some()));
    }
    // The check means something: the start shared by most games, openings
    // shared after a few moves, and the floodgate games' ratings.
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let at_start = lines.iter().find(|l| l["sfen"] == start).unwrap();
    assert!(at_start["through"].as_array().unwrap().len() >= 15);
    assert!(shared >= 10, "{shared} shared positions");
    assert!(with_ratings >= 3, "{with_ratings} positions with ratings");
}
