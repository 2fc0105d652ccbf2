//! Keeping the game on screen on disk: its own save, written after every
//! change, and renaming it (`s`). Files are the records layer's business
//! (`kifu::SaveDir`, atomic writes); this only decides when to write and
//! what to tell the player.

use crate::finished_games::{FinishedGames, Importing};
use crate::game::{Game, TimedGame};
use crate::kifu::saves::folder::default_name;
use crate::kifu::{
    GameInfo, Record, RecordError, SaveDir, SaveSlot, SaveSummary, Timestamp, new_game_id,
    record_of,
};
use crate::shogi::Move;
use crate::words::Said;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The save folder a session uses, or why it cannot be used. A folder that
/// cannot be opened does not stop play: games then run unsaved, and say so.
/// It also carries where its finished games go (the game database, when
/// the player chose so), shared by every clone a recorder holds.
#[derive(Clone, Debug)]
pub struct SaveFolder(Result<SaveDir, String>, FinishedGames);

impl SaveFolder {
    /// `--save-dir`, else `SHOGI_TUI_SAVE_DIR`, else the player's data
    /// folder, with the `./saves` of older versions listed too when the
    /// player chose no folder.
    pub fn open(flag: Option<&Path>) -> SaveFolder {
        let folder = SaveFolder::at(crate::player_dirs::resolve_save_dir(flag));
        match (folder.0, crate::player_dirs::older_save_dir(flag)) {
            (Ok(dir), Some(older)) => SaveFolder(Ok(dir.with_older(older)), folder.1),
            (opened, _) => SaveFolder(opened, folder.1),
        }
    }

    /// The folder that keeps `save`, a save this folder listed: a game
    /// continued from the older `./saves` is kept on there.
    pub fn holding(&self, save: &SaveSummary) -> SaveFolder {
        SaveFolder(
            self.0
                .as_ref()
                .map(|dir| dir.holding(save))
                .map_err(Clone::clone),
            self.1.clone(),
        )
    }

    pub fn at(path: impl Into<PathBuf>) -> SaveFolder {
        SaveFolder(
            SaveDir::open(path).map_err(|e| e.said()),
            FinishedGames::default(),
        )
    }

    /// Where the games kept in this folder go when they end.
    pub fn finished(&self) -> &FinishedGames {
        &self.1
    }

    pub fn dir(&self) -> Result<&SaveDir, &str> {
        self.0.as_ref().map_err(String::as_str)
    }

    /// The folder, to keep the save `name` in; why not, as a record error.
    fn dir_for(&self, name: &str) -> Result<&SaveDir, RecordError> {
        self.dir().map_err(|why| RecordError::Refused {
            path: PathBuf::from(name),
            what: why.to_string(),
        })
    }
}

/// What the game looked like when it was last written; a write happens
/// only when this changes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Written {
    ply: usize,
    last: Option<Move>,
    over: bool,
}

impl Written {
    fn of(game: &Game) -> Written {
        Written {
            ply: game.ply(),
            last: game.last_move().map(|m| m.mv),
            over: game.is_over(),
        }
    }
}

/// What an autosave attempt did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The game has not changed since the last write.
    Unchanged,
    /// Written to the game's own save.
    Saved,
    /// Not written, and why; the game in memory is untouched.
    Failed(String),
    /// Saved, but the finished game did not go into the database: why.
    NotInDatabase(String),
}

/// The record keeping of one game: it lives in a save of its own, claimed
/// (locked against other shogi-tui processes) from the moment a save is
/// continued, or from a new game's first move.
#[derive(Debug)]
pub struct Recorder {
    folder: SaveFolder,
    /// What the game does not hold itself: its id, dates, title.
    info: GameInfo,
    written: Written,
    /// The save the game is kept in, once it has one.
    slot: Option<SaveSlot>,
    /// Why the last autosave failed, while it stays failed.
    failure: Option<String>,
    /// The finished game going into the database.
    importing: Option<Importing>,
    /// The game as it was when it last went to the database: a finished
    /// game written again unchanged (a rename) is not imported again.
    imported: Option<Written>,
}

impl Recorder {
    /// Starts keeping `game` as it is now; the first write comes with its
    /// next change, so opening a game never rewrites a file. A game
    /// without an identity gets one now.
    pub fn new(folder: SaveFolder, mut info: GameInfo, game: &Game) -> Recorder {
        if info.id.is_none() {
            info.id = Some(new_game_id());
        }
        Recorder {
            folder,
            info,
            written: Written::of(game),
            slot: None,
            failure: None,
            importing: None,
            imported: None,
        }
    }

    /// A new game started now.
    pub fn new_game(folder: SaveFolder, game: &Game) -> Recorder {
        let info = GameInfo {
            started: Some(Timestamp::now()),
            ..GameInfo::default()
        };
        Recorder::new(folder, info, game)
    }

    /// Keeps a game continued from the save called `name` in that same
    /// save. It is claimed now, so that no other running shogi-tui
    /// continues it too; `RecordError::InUse` says one already has.
    pub fn continuing(
        folder: SaveFolder,
        info: GameInfo,
        game: &Game,
        name: &str,
    ) -> Result<Recorder, RecordError> {
        let slot = folder.dir_for(name)?.claim(name)?;
        let mut recorder = Recorder::new(folder, info, game);
        recorder.slot = Some(slot);
        Ok(recorder)
    }

    /// Keeps the computers' time per move in the save, so that continuing
    /// the game plays on the same way.
    pub fn with_move_time(mut self, time: Option<std::time::Duration>) -> Recorder {
        self.info.move_time = time;
        self
    }

    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    pub fn folder(&self) -> &SaveFolder {
        &self.folder
    }

    /// The save the game is kept in, once it has one.
    pub fn save_path(&self) -> Option<&Path> {
        self.slot.as_ref().map(SaveSlot::path)
    }

    /// The game as a record, with the time it ended once it has.
    pub fn record(&self, game: &Game) -> Record {
        record_of(game, &self.info)
    }

    /// Autosaves `game` and its time control if it changed since the last
    /// write. A move just made starts the next turn afresh, so no time
    /// spent on a turn is kept here (see `keep_turn`).
    pub fn keep(&mut self, game: &TimedGame) -> Kept {
        let now = Written::of(game);
        if now == self.written {
            return self.import_news().unwrap_or(Kept::Unchanged);
        }
        self.info.ended = match (game.is_over(), self.info.ended) {
            (true, None) => Some(Timestamp::now()),
            (true, ended) => ended,
            // A takeback reopened the game.
            (false, _) => None,
        };
        self.info.time_control = game.clock().controls().copied();
        self.info.turn_time = None;
        let kept = self.write_now(game, now.clone());
        if kept == Kept::Saved && now.over {
            self.import_finished(now);
        }
        kept
    }

    /// The save of a game just ended, into the database (when the player
    /// chose so), off the key path.
    fn import_finished(&mut self, now: Written) {
        if self.imported.as_ref() == Some(&now) {
            return;
        }
        let Some(path) = self.save_path() else {
            return;
        };
        if let Some(importing) = self.folder.finished().import(path) {
            self.importing = Some(importing);
            self.imported = Some(now);
        }
    }

    /// How the finished game's import went, once it is done and only when
    /// there is something to say.
    fn import_news(&mut self) -> Option<Kept> {
        let done = self.importing.as_ref()?.poll()?;
        self.importing = None;
        done.trouble().map(Kept::NotInDatabase)
    }

    /// Waits for the finished game's import (tests, and a caller that
    /// must know it is in before it goes on).
    pub fn wait_for_import(&mut self) -> Option<crate::finished_games::Imported> {
        self.importing.take().map(Importing::wait)
    }

    /// As the game is left mid-turn on a clock: keeps the time already
    /// spent on the turn, so that Continue resumes the clocks as they
    /// stood and a player cannot win back time by leaving and coming back.
    pub fn keep_turn(&mut self, game: &TimedGame, now: Instant) -> Kept {
        let clock = game.clock();
        if game.is_over() || !clock.is_timed() || game.ply() == 0 && self.slot.is_none() {
            return Kept::Unchanged;
        }
        self.info.time_control = clock.controls().copied();
        self.info.turn_time = Some(clock.used(now));
        self.write_now(game, Written::of(game))
    }

    fn write_now(&mut self, game: &Game, now: Written) -> Kept {
        let record = self.record(game);
        match self.write(&record) {
            Ok(()) => {
                self.written = now;
                self.failure = None;
                Kept::Saved
            }
            // `written` stays behind, so the next change tries again.
            Err(e) => {
                let why = e.said();
                self.failure = Some(why.clone());
                Kept::Failed(why)
            }
        }
    }

    /// Writes the game's own save, claiming a free name first for a new game.
    fn write(&mut self, record: &Record) -> Result<(), RecordError> {
        if self.slot.is_none() {
            let name = default_name(record);
            self.slot = Some(self.folder.dir_for(&name)?.claim_new(&name)?);
        }
        match &self.slot {
            Some(slot) => slot.write(record),
            None => Ok(()),
        }
    }

    /// The name `s` offers: the save the game is kept in, else one from
    /// the date and the players.
    pub fn default_name(&self, game: &Game) -> String {
        match &self.slot {
            Some(slot) => slot.name().to_string(),
            None => default_name(&self.record(game)),
        }
    }

    /// Keeps the game under `name` from now on: written there at once, and
    /// its previous save (an earlier state of this same game) removed, so
    /// no near-duplicates are left behind. A name holding another game is
    /// replaced only with `overwrite` (after the player confirmed):
    /// `RecordError::AlreadyExists` means ask first. A name another
    /// running shogi-tui keeps is refused (`RecordError::InUse`).
    pub fn save_as(
        &mut self,
        name: &str,
        game: &Game,
        overwrite: bool,
    ) -> Result<PathBuf, RecordError> {
        let dir = self.folder.dir_for(name)?;
        let record = self.record(game);
        let same = |slot: &SaveSlot| Some(slot.path()) == dir.path_for(name).ok().as_deref();
        if let Some(slot) = self.slot.as_ref().filter(|s| same(s)) {
            slot.write(&record)?;
            return Ok(slot.path().to_path_buf());
        }
        let slot = dir.claim(name)?;
        if !overwrite {
            let theirs = match slot.read() {
                Ok(r) => r.map(|r| r.info.id),
                // Unreadable: whatever it is, it is not this game.
                Err(_) => Some(None),
            };
            if theirs.is_some_and(|id| id.is_none() || id != self.info.id) {
                return Err(RecordError::AlreadyExists {
                    path: slot.path().to_path_buf(),
                });
            }
        }
        slot.write(&record)?;
        if let Some(old) = self.slot.replace(slot) {
            // Written elsewhere first: a crash here leaves two copies, never none.
            let _ = std::fs::remove_file(old.path());
        }
        self.written = Written::of(game);
        self.failure = None;
        Ok(self.save_path().map(Path::to_path_buf).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finished_games::Imported;
    use crate::game::Start;
    use crate::shogi::Color;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("autosave-db-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Two moves and a resignation, kept by `recorder` as a game page
    /// would: after each change.
    fn play_to_the_end(recorder: &mut Recorder) {
        let mut game = TimedGame::untimed(Game::new(Start::Even));
        let now = Instant::now();
        for usi in ["7g7f", "3c3d"] {
            game.play(Move::from_usi(usi).unwrap(), now).unwrap();
            assert_eq!(recorder.keep(&game), Kept::Saved);
        }
        game.resign(Color::Black).unwrap();
        assert_eq!(recorder.keep(&game), Kept::Saved);
    }

    fn games_in(db: &Path) -> u64 {
        let db = shogi_db::Database::open(db, shogi_db::Access::Read).unwrap();
        db.search(&shogi_db::Search::default()).unwrap().count
    }

    #[test]
    fn a_finished_game_goes_into_the_database_while_the_choice_is_on() {
        let dir = scratch("on");
        let db = dir.join("games.sqlite");
        let folder = SaveFolder::at(dir.join("saves"));
        folder.finished().set(Some(db.clone()));
        let mut recorder = Recorder::new_game(folder.clone(), &Game::new(Start::Even));
        play_to_the_end(&mut recorder);
        assert!(matches!(recorder.wait_for_import(), Some(Imported::Stored)));
        assert_eq!(games_in(&db), 1);
        // Written again unchanged (nothing new): not imported again.
        assert!(recorder.wait_for_import().is_none());
    }

    #[test]
    fn no_game_goes_in_while_the_choice_is_off() {
        let dir = scratch("off");
        let db = dir.join("games.sqlite");
        let folder = SaveFolder::at(dir.join("saves"));
        let mut recorder = Recorder::new_game(folder.clone(), &Game::new(Start::Even));
        play_to_the_end(&mut recorder);
        assert!(recorder.wait_for_import().is_none());
        assert!(!db.exists(), "no database made");
        // The save is there either way.
        assert!(recorder.save_path().is_some_and(Path::exists));
    }

    #[test]
    fn a_database_that_cannot_take_it_is_said_and_the_save_is_kept() {
        let dir = scratch("refused");
        let db = dir.join("games.sqlite");
        std::fs::write(
            &db,
            "a text file, not a database, where the database should be",
        )
        .unwrap();
        let folder = SaveFolder::at(dir.join("saves"));
        folder.finished().set(Some(db));
        let mut recorder = Recorder::new_game(folder.clone(), &Game::new(Start::Even));
        let mut game = TimedGame::untimed(Game::new(Start::Even));
        game.play(Move::from_usi("7g7f").unwrap(), Instant::now())
            .unwrap();
        recorder.keep(&game);
        game.resign(Color::White).unwrap();
        assert_eq!(recorder.keep(&game), Kept::Saved);
        // The page hears it on a later keep, once the import has ended.
        let until = Instant::now() + std::time::Duration::from_secs(10);
        let said = loop {
            match recorder.keep(&game) {
                Kept::NotInDatabase(why) => break why,
                Kept::Unchanged if Instant::now() < until => {
                    std::thread::sleep(std::time::Duration::from_millis(5))
                }
                other => panic!("{other:?}"),
            }
        };
        assert!(said.contains("games.sqlite"), "{said}");
        assert!(recorder.save_path().is_some_and(Path::exists));
    }

    #[test]
    fn the_context_points_finished_games_at_the_database_by_the_setting() {
        let prefs = crate::tui::display_prefs::Prefs::new(
            crate::tui::theme::Theme::plain(),
            crate::tui::glyphs::Glyphs::western(),
            false,
        );
        let mut cx = crate::tui::context::Context::in_memory(prefs);
        let folder = SaveFolder::at(scratch("context").join("saves"));
        cx.saves = Some(folder.clone());
        cx.database = Some(PathBuf::from("/games.sqlite"));
        cx.route_finished_games();
        assert_eq!(
            folder.finished().target(),
            Some(PathBuf::from("/games.sqlite"))
        );
        cx.remembered.settings.database.import_finished = false;
        cx.route_finished_games();
        assert_eq!(folder.finished().target(), None, "a clone follows at once");
    }
}
