//! An engine match's games going into the game database as they end,
//! when the series is told where (the menu's match does; the `match`
//! command does not).

use super::*;
use crate::finished_games::FinishedGames;
use crate::game::{MoveLimit, PlayerKind, RuleSet};
use crate::series::game::{Pace, Rules};
use crate::series::runner::Entrant;
use shogi_db::{Access, Database, Search};
use std::path::Path;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("matches-db-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Two games of two bots at a node a move, cut at 12 plies: quick.
fn plan() -> Plan {
    let entrant = |name: &str| Entrant {
        name: name.to_string(),
        player: PlayerKind::Bot { level: 1 },
        options: Vec::new(),
        limit: None,
    };
    Plan {
        entrants: vec![entrant("Hana"), entrant("Sora")],
        games: 2,
        rules: Rules {
            pace: Pace::Work {
                nodes: Some(1),
                depth: None,
            },
            margin: Duration::from_secs(5),
        },
        openings: Vec::new(),
        move_limit: MoveLimit::Plies(12),
        impasse: RuleSet::default(),
        concurrency: 1,
        settings: computer_settings(Duration::from_secs(5), SILENCE),
    }
}

/// Plays the series in `dir` to its end; the database `db` chosen or not.
fn play(dir: &Path, db: Option<&Path>) -> Series {
    let plan = plan();
    let settings = Settings::of(&plan, None, 0, 1);
    let mut series = Series::start(SeriesSetup {
        plan,
        settings,
        dir: Some(dir.to_path_buf()),
        resume: false,
        sprt: None,
    })
    .unwrap();
    let finished = FinishedGames::default();
    finished.set(db.map(Path::to_path_buf));
    series.import_finished(finished);
    let until = std::time::Instant::now() + Duration::from_secs(120);
    while std::time::Instant::now() < until {
        match series.next_event(Duration::from_millis(50)) {
            Ok(event) => {
                series.on_event(event);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    series.wait_for_imports();
    series
}

#[test]
fn each_game_of_the_series_goes_in_when_a_database_is_chosen() {
    let dir = scratch("on");
    let db = dir.join("games.sqlite");
    let series = play(&dir.join("series"), Some(&db));
    assert_eq!(series.file.games.len(), 2);
    assert_eq!(series.not_imported, None);
    let db = Database::open(&db, Access::Read).unwrap();
    let found = db
        .search(&Search {
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.count, 2);
    let mut players: Vec<(String, String)> = found
        .games
        .iter()
        .map(|g| (g.black.clone(), g.white.clone()))
        .collect();
    players.sort();
    assert_eq!(
        players,
        [
            ("Hana".to_string(), "Sora".to_string()),
            ("Sora".to_string(), "Hana".to_string())
        ]
    );
}

#[test]
fn no_game_goes_in_when_none_is_chosen() {
    let dir = scratch("off");
    let series = play(&dir.join("series"), None);
    assert_eq!(series.file.games.len(), 2);
    assert!(!dir.join("games.sqlite").exists());
}
