//! The headless clients put their finished games into the game database
//! as the game screen does: a game played against the scripted CSA server
//! and one against the fake lishogi are found there afterwards; a
//! database that cannot be written is said, and the save stays.

use crate::common::cli;
use crate::lishogi_fake::{Fake, TOKEN};
use crate::online_support::{EVEN, ScriptedServer, Step, opening, send, summary};
use shogi_db::{Access, Database, Search};
use shogi_tui::online::password;
use std::path::{Path, PathBuf};
use std::process::Output;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("headless-db-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// We play Black; the opponent resigns after our first move.
fn resigned_game() -> Vec<Step> {
    let mut s = opening("bob", summary('+', '+', EVEN));
    s.extend([
        Step::Echo(1),
        send("%TORYO"),
        send("#RESIGN"),
        send("#WIN"),
        Step::Expect("LOGOUT"),
        send("LOGOUT:completed"),
    ]);
    s
}

/// `shogi-tui --db DB online` with the bot against the scripted server.
fn bridge(db: &Path, saves: &Path) -> Output {
    let server = ScriptedServer::start(vec![resigned_game()]);
    let out = cli()
        .arg("--db")
        .arg(db)
        .arg("online")
        .args(["--server", &format!("127.0.0.1:{}", server.port)])
        .args(["--user", "bob", "--player", "bot:1", "--save-dir"])
        .arg(saves)
        .env(password::PASSWORD_ENV, "g1-0-2,x")
        .output()
        .unwrap();
    server.finish();
    out
}

fn ron_saves(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect()
}

fn games_in(db: &Path) -> Vec<shogi_db::Hit> {
    let db = Database::open(db, Access::Read).expect("the database was made");
    let all = Search {
        limit: 10,
        ..Search::default()
    };
    db.search(&all).unwrap().games
}

#[test]
fn a_game_the_csa_bridge_finished_is_in_the_database() {
    let dir = scratch("csa");
    let (db, saves) = (dir.join("games.sqlite"), dir.join("saves"));
    let out = bridge(&db, &saves);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(!err.contains("database"), "{err}");
    let games = games_in(&db);
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0].plies, 1, "{:?}", games[0]);
    assert!(games[0].white.contains("bob"), "{:?}", games[0]);
    assert_eq!(ron_saves(&saves).len(), 1);
}

#[test]
fn a_database_that_cannot_be_written_is_said_and_the_save_is_kept() {
    let dir = scratch("unwritable");
    let saves = dir.join("saves");
    // A folder where the database file should be.
    let db = dir.join("games.sqlite");
    std::fs::create_dir(&db).unwrap();
    let out = bridge(&db, &saves);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("Saved, but not added to the game database"),
        "{err}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("game 1: vs bob"), "{stdout}");
    let kept = ron_saves(&saves);
    assert_eq!(kept.len(), 1);
    let record = shogi_tui::kifu::read_save(&kept[0]).unwrap();
    assert_eq!(record.moves.len(), 1);
}

#[test]
fn a_game_the_lishogi_player_finished_is_in_the_database() {
    let fake = Fake::start_seeking(&["*", "*", "*", "*"]);
    let dir = scratch("lishogi");
    let (db, saves) = (dir.join("games.sqlite"), dir.join("saves"));
    let out = cli()
        .arg("--db")
        .arg(&db)
        .arg("lishogi")
        .args([
            "--server", &fake.url, "--player", "bot:1", "--seek", "10m+30s",
        ])
        .arg("--save-dir")
        .arg(&saves)
        .env("SHOGI_TUI_LISHOGI_TOKEN", TOKEN)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    let moves = fake.world().game.as_ref().expect("paired").moves().len();
    let games = games_in(&db);
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0].plies as usize, moves);
    assert!(games[0].black.starts_with("Me"), "{:?}", games[0]);
}
