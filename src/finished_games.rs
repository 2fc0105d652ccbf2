//! Finished games into the game database, on their own: the game screen's
//! save and an engine match's record are imported as each game ends, when
//! the player chose so (`Settings.database.import_finished`).
//!
//! The import runs on a thread of its own: another program may hold the
//! database (a `db import` of a large folder), and SQLite then waits up to
//! `BUSY_WAIT`, which no key press may wait for. The file imported is the
//! one just written, so a failure loses nothing: the game is on disk and
//! `shogi-tui db import` takes it later; the same game twice is stored
//! once (the import knows it by its moves, players and date).

use crate::words::Said;
use shogi_db::{Access, Database, DbError, Refused};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

/// Where finished games go: the database file, or nowhere. Shared by every
/// clone (the save folder each game's recorder holds), so that the
/// player's choice in the menu reaches the games already open.
#[derive(Clone, Debug, Default)]
pub struct FinishedGames(Arc<Mutex<Option<PathBuf>>>);

impl FinishedGames {
    /// Into `database`, or nowhere with `None`.
    pub fn set(&self, database: Option<PathBuf>) {
        // A poisoned lock only means a thread panicked while setting a
        // path: the value is still a whole `Option`.
        let mut target = self.0.lock().unwrap_or_else(|p| p.into_inner());
        *target = database;
    }

    pub fn target(&self) -> Option<PathBuf> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Imports `file` into the database chosen, on a thread; `None` when
    /// finished games go nowhere.
    pub fn import(&self, file: &Path) -> Option<Importing> {
        let database = self.target()?;
        Some(Importing::start(database, file.to_path_buf()))
    }
}

/// What importing a finished game did.
#[derive(Debug)]
pub enum Imported {
    /// Stored now, or found there already.
    Stored,
    /// The reader or the replay refused the file.
    Refused(Refused),
    /// The database could not be opened or written.
    Failed(DbError),
    /// The thread could not start, or ended without a word.
    Lost,
}

impl Imported {
    /// Why the game is not in the database, for the page's status bar;
    /// `None` when there is nothing to say (stored, or a game without a
    /// move, which has nothing to store).
    pub fn trouble(&self) -> Option<String> {
        let why = match self {
            Imported::Stored | Imported::Refused(Refused::NoMoves) => return None,
            Imported::Refused(why) => why.said(),
            Imported::Failed(e) => e.said(),
            Imported::Lost => crate::t!("games-import-lost"),
        };
        Some(crate::t!("games-not-imported", why = why))
    }
}

/// An import under way.
#[derive(Debug)]
pub struct Importing(Receiver<Imported>);

impl Importing {
    fn start(database: PathBuf, file: PathBuf) -> Importing {
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("finished-game-import".into())
            .spawn(move || {
                let _ = tx.send(import_one(&database, file));
            });
        if spawned.is_err() {
            let (tx, rx) = std::sync::mpsc::channel();
            let _ = tx.send(Imported::Lost);
            return Importing(rx);
        }
        Importing(rx)
    }

    /// What it did, once it is done.
    pub fn poll(&self) -> Option<Imported> {
        match self.0.try_recv() {
            Ok(done) => Some(done),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Imported::Lost),
        }
    }

    /// Waits until it is done (the command line, and tests).
    pub fn wait(self) -> Imported {
        self.0.recv().unwrap_or(Imported::Lost)
    }
}

fn import_one(database: &Path, file: PathBuf) -> Imported {
    // The default database sits in the player's data folder, which a run
    // with its saves elsewhere (`--save-dir`) may not have made yet.
    if let Some(folder) = database.parent().filter(|f| !f.as_os_str().is_empty())
        && let Err(source) = std::fs::create_dir_all(folder)
    {
        return Imported::Failed(DbError::Io {
            path: database.to_path_buf(),
            source,
        });
    }
    let mut db = match Database::open(database, Access::Write) {
        Ok(db) => db,
        Err(e) => return Imported::Failed(e),
    };
    match db.import(&[file], &mut |_| {}) {
        Ok(mut summary) => match summary.refusals.pop() {
            Some(refusal) if summary.imported + summary.already == 0 => {
                Imported::Refused(refusal.why)
            }
            _ => Imported::Stored,
        },
        Err(e) => Imported::Failed(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str =
        "V2.2\nN+Hana\nN-Sora\n$START_TIME:2024/01/02\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";

    /// A folder of the test's own, emptied first.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("finished-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn count(db: &Path) -> u64 {
        let db = Database::open(db, Access::Read).unwrap();
        db.search(&shogi_db::Search::default()).unwrap().count
    }

    #[test]
    fn a_game_goes_in_once_and_only_while_a_database_is_chosen() {
        let dir = scratch("once");
        let (db, file) = (dir.join("games.sqlite"), dir.join("g.csa"));
        std::fs::write(&file, GAME).unwrap();
        let finished = FinishedGames::default();
        assert!(finished.import(&file).is_none(), "off until chosen");
        let clone = finished.clone();
        clone.set(Some(db.clone()));
        let done = finished
            .import(&file)
            .expect("the clone's choice is shared");
        assert!(matches!(done.wait(), Imported::Stored));
        assert!(matches!(
            finished.import(&file).unwrap().wait(),
            Imported::Stored
        ));
        assert_eq!(count(&db), 1, "the same game twice is stored once");
        clone.set(None);
        assert!(finished.import(&file).is_none());
    }

    #[test]
    fn the_database_s_folder_is_made_when_missing() {
        let dir = scratch("folder");
        let file = dir.join("g.csa");
        std::fs::write(&file, GAME).unwrap();
        let db = dir.join("data").join("shogi-tui").join("games.sqlite");
        let finished = FinishedGames::default();
        finished.set(Some(db.clone()));
        assert!(matches!(
            finished.import(&file).unwrap().wait(),
            Imported::Stored
        ));
        assert_eq!(count(&db), 1);
    }

    #[test]
    fn a_database_that_cannot_be_written_is_said_and_the_file_is_kept() {
        let dir = scratch("unwritable");
        let (db, file) = (dir.join("games.sqlite"), dir.join("g.csa"));
        std::fs::write(&file, GAME).unwrap();
        std::fs::write(
            &db,
            "not a database, a text file long enough to have a header",
        )
        .unwrap();
        let finished = FinishedGames::default();
        finished.set(Some(db));
        let done = finished.import(&file).unwrap().wait();
        assert!(
            matches!(done, Imported::Failed(DbError::NotSqlite { .. })),
            "{done:?}"
        );
        assert!(done.trouble().is_some());
        assert_eq!(std::fs::read_to_string(&file).unwrap(), GAME);
        // A folder where the database should be: refused, not a hang.
        let folder = dir.join("folder.sqlite");
        std::fs::create_dir(&folder).unwrap();
        finished.set(Some(folder));
        let done = finished.import(&file).unwrap().wait();
        assert!(
            matches!(done, Imported::Failed(DbError::NotRegular { .. })),
            "{done:?}"
        );
    }

    #[test]
    fn a_game_without_a_move_is_nothing_to_say_and_a_bad_one_is() {
        let dir = scratch("moves");
        let db = dir.join("games.sqlite");
        let finished = FinishedGames::default();
        finished.set(Some(db));
        let empty = dir.join("empty.csa");
        std::fs::write(&empty, "V2.2\nPI\n+\n%TORYO\n").unwrap();
        let done = finished.import(&empty).unwrap().wait();
        assert!(
            matches!(done, Imported::Refused(Refused::NoMoves)),
            "{done:?}"
        );
        assert_eq!(done.trouble(), None);
        let illegal = dir.join("illegal.csa");
        std::fs::write(&illegal, "V2.2\nPI\n+\n+7775FU\n").unwrap();
        let done = finished.import(&illegal).unwrap().wait();
        assert!(matches!(done, Imported::Refused(_)), "{done:?}");
        assert!(done.trouble().is_some());
    }
}
