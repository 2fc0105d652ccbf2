//! A series of engine games (連続対局) as the app runs it, whether asked
//! for by `shogi-tui match` or by the menu's "Engine match" form: the
//! series is played by `crate::series::runner` on a thread of its own,
//! and this module counts each game as it ends, writes its record and
//! `series.json`, and keeps the standings and the SPRT's verdict.
//!
//! - `store`: the output folder (records, `series.json`) and resuming.
//! - `report`: the line per game, the table, the watch's pane, the JSON.
//!
//! Both front ends read events the same way (`Series::feed` into the
//! live view, `Series::next_event` for lines on stderr); only how they
//! show them differs.

mod error;
pub mod report;
pub mod store;
mod watcher;

pub use error::SeriesError;
pub use watcher::Watcher;

use crate::computer::ComputerSettings;
use crate::finished_games::{FinishedGames, Importing};
use crate::i18n::rules::ShownIn;
use crate::kifu::lock::GameLock;
use crate::series::runner::{self, Plan, SeriesEvent};
use crate::series::{Sprt, SprtState};
use report::Standings;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;
use store::{SeriesFile, Settings};

/// Random plies before the engines play, unless openings are given.
pub const RANDOM_PLIES: usize = 8;
/// A game is drawn at this many plies: past any real game, short of an
/// endless shuffle between engines that cannot mate.
pub const MAX_PLIES: u32 = 320;

/// How long an engine may think over a move without a clock (nodes or
/// depth a move) before it counts as silent and loses.
pub const SILENCE: Duration = Duration::from_secs(120);

/// How the computers of a series are set up: the built-in book on, and
/// the deadlines of a referee that calls time itself (`margin` past the
/// flag), with `silence` for an engine that never answers a move
/// without a clock.
pub fn computer_settings(margin: Duration, silence: Duration) -> ComputerSettings {
    ComputerSettings {
        // The referee looks every few milliseconds: the bot need not
        // keep back the game screen's tick.
        bot_time_margin: Duration::from_millis(30),
        timeouts: crate::usi::client::Timeouts {
            untimed: silence,
            // The referee calls time itself (with the margin); the
            // client's own deadline only catches what it missed.
            grace: margin + Duration::from_secs(1),
            ..crate::usi::client::Timeouts::default()
        },
        book: crate::book::BookUse::builtin(),
        ..ComputerSettings::default()
    }
}

/// A series as asked for, before it starts.
pub struct SeriesSetup {
    pub plan: Plan,
    /// What makes it this series (kept in `series.json`).
    pub settings: Settings,
    /// Where the records and `series.json` go.
    pub dir: Option<PathBuf>,
    /// Go on with the series `dir` holds, rather than begin one there.
    pub resume: bool,
    pub sprt: Option<Sprt>,
}

/// What `Series::on_event` has to say about an event.
pub enum Said {
    /// A game ended: its number, its line, and the same in a few words.
    Ended(usize, String, String),
    /// The SPRT decided: the series stops after the games in progress.
    Decided,
}

/// A series being played: its games are counted and written as they end.
pub struct Series {
    plan: Arc<Plan>,
    dir: Option<PathBuf>,
    sprt: Option<Sprt>,
    /// Games in the whole series (those of a resumed run included).
    pub total: usize,
    pub file: SeriesFile,
    pub standings: Standings,
    pub sprt_state: Option<SprtState>,
    /// The first record or `series.json` that could not be written: the
    /// series stops once it happens.
    pub write_error: Option<String>,
    /// No new game.
    stop: Arc<AtomicBool>,
    /// The games in progress end now.
    abort: Arc<AtomicBool>,
    events: mpsc::Receiver<SeriesEvent>,
    worker: Option<JoinHandle<()>>,
    /// "▲A △B" of each game begun, for the watch.
    titles: HashMap<usize, String>,
    /// Where each game's record goes once written: the game database
    /// when the player chose so (the menu's match; the `match` command
    /// keeps its records to itself), else nowhere.
    finished: FinishedGames,
    /// The records going into the database.
    importing: Vec<Importing>,
    /// Why the first record that did not go into the database did not.
    pub not_imported: Option<String>,
    /// The folder's lock (`store::lock`), held until the games have
    /// ended: dropped after `drop` has waited for them.
    _lock: Option<GameLock>,
}

impl Series {
    /// Opens (or resumes) the folder and starts the games.
    pub fn start(setup: SeriesSetup) -> Result<Series, SeriesError> {
        let (file, lock) = match (&setup.dir, setup.resume) {
            (Some(dir), false) => store::begin(dir, &setup.settings).map(|(f, l)| (f, Some(l)))?,
            (Some(dir), true) => store::resume(dir, &setup.settings).map(|(f, l)| (f, Some(l)))?,
            (None, _) => (SeriesFile::new(setup.settings.clone()), None),
        };
        let plan = Arc::new(setup.plan);
        let total = plan.fixtures().len();
        let mut standings = Standings::new(&plan.entrants);
        for g in &file.games {
            standings.add(g);
        }
        let done: HashSet<usize> = file.games.iter().map(|g| g.number).collect();
        let (stop, abort) = (Arc::new(AtomicBool::new(false)), Arc::default());
        let (tx, events) = mpsc::channel();
        let worker = {
            let (plan, stop, abort) = (Arc::clone(&plan), Arc::clone(&stop), Arc::clone(&abort));
            std::thread::Builder::new()
                .name("series".into())
                .spawn(move || runner::run(&plan, &done, &stop, &abort, &tx))
                .map_err(|e| SeriesError::Io(e.to_string()))?
        };
        let sprt_state = setup.sprt.map(|s| s.state(&standings.first_pairing()));
        Ok(Series {
            plan,
            dir: setup.dir,
            sprt: setup.sprt,
            total,
            file,
            standings,
            sprt_state,
            write_error: None,
            stop,
            abort,
            events,
            worker: Some(worker),
            titles: HashMap::new(),
            finished: FinishedGames::default(),
            importing: Vec::new(),
            not_imported: None,
            _lock: lock,
        })
    }

    /// Each game's record, once written, goes where `finished` says (the
    /// save folder's choice, which follows the player's setting).
    pub fn import_finished(&mut self, finished: FinishedGames) {
        self.finished = finished;
    }

    /// The imports that have ended taken in; the first trouble kept.
    pub fn take_imports(&mut self) {
        let not_imported = &mut self.not_imported;
        self.importing.retain(|i| match i.poll() {
            None => true,
            Some(done) => {
                if let Some(why) = done.trouble() {
                    not_imported.get_or_insert(why);
                }
                false
            }
        });
    }

    /// Waits for every import under way (tests, and the end of a run).
    pub fn wait_for_imports(&mut self) {
        for i in self.importing.drain(..) {
            if let Some(why) = i.wait().trouble() {
                self.not_imported.get_or_insert(why);
            }
        }
    }

    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The next event, waiting at most `wait`; `Disconnected` once every
    /// game has ended.
    pub fn next_event(&self, wait: Duration) -> Result<SeriesEvent, mpsc::RecvTimeoutError> {
        self.events.recv_timeout(wait)
    }

    /// No new game; those under way finish and are saved. True the first
    /// time it is asked.
    pub fn stop(&self) -> bool {
        !self.stop.swap(true, Ordering::Relaxed)
    }

    /// The games under way end now (they are not counted).
    pub fn abort(&self) {
        self.stop.store(true, Ordering::Relaxed);
        self.abort.store(true, Ordering::Relaxed);
    }

    /// Counts and writes a game that ended; nothing for other events.
    pub fn on_event(&mut self, event: SeriesEvent) -> Vec<Said> {
        self.take_imports();
        let (plan, dir) = (&*self.plan, self.dir.as_deref());
        let (number, game, sentence) = match event {
            SeriesEvent::Finished(boxed) => {
                let (fixture, played) = *boxed;
                // Stopped at once, the game has no result: scored, it
                // would read as a draw, and a resumed series would not
                // play it again. A forfeit before the stop still counts.
                if played.aborted && played.forfeit.is_none() {
                    return Vec::new();
                }
                let sentence = played
                    .game
                    .outcome()
                    .map(|o| o.shown_in(played.game.is_handicap()));
                let entry = store::GameEntry::of(plan, &fixture, &played)
                    .with_record(dir, plan, &fixture, &played);
                (fixture.number, entry, sentence)
            }
            SeriesEvent::NotStarted { fixture, side, why } => (
                fixture.number,
                store::GameEntry::not_started(
                    plan,
                    &fixture,
                    side,
                    &crate::words::Said::said(&why),
                ),
                None,
            ),
            SeriesEvent::Started(_) | SeriesEvent::Moved { .. } => return Vec::new(),
        };
        let game = match game {
            Ok(g) => g,
            Err(e) => {
                self.write_error.get_or_insert(e);
                self.stop.store(true, Ordering::Relaxed);
                return Vec::new();
            }
        };
        if let (Some(dir), Some(name)) = (dir, &game.record)
            && let Some(importing) = self.finished.import(&dir.join(name))
        {
            self.importing.push(importing);
        }
        self.standings.add(&game);
        let short = report::short_line(&game, sentence.as_deref());
        let line = report::game_line(
            &game,
            sentence.as_deref(),
            self.file.games.len() + 1,
            self.total,
            &self.standings,
        );
        self.file.games.push(game);
        if let Some(dir) = dir
            && let Err(e) = store::save(dir, &self.file)
        {
            self.write_error.get_or_insert(e);
            self.stop.store(true, Ordering::Relaxed);
        }
        let mut said = vec![Said::Ended(number, line, short)];
        // A verdict once given stands: the games that were under way when
        // it came are counted, but do not reopen the test.
        let decided = self.sprt_state.is_some_and(|st| st.result.is_some());
        if let Some(s) = &self.sprt
            && !decided
        {
            let state = s.state(&self.standings.first_pairing());
            if state.result.is_some() && !self.stop.swap(true, Ordering::Relaxed) {
                said.push(Said::Decided);
            }
            self.sprt_state = Some(state);
        }
        said
    }

    /// A live view of this series, as it stands.
    pub fn watch<W: Watcher>(&self, now: std::time::Instant) -> W {
        let mut watch = W::start(self.total, self.file.games.len(), now);
        watch.standings(self.table_lines());
        watch
    }

    /// Everything that happened since last asked, into `watch`: whether
    /// anything changed, and whether the series has ended.
    pub fn feed(&mut self, watch: &mut impl Watcher) -> Fed {
        let mut fed = Fed::default();
        loop {
            let event = match self.events.try_recv() {
                Ok(e) => e,
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    fed.ended = true;
                    break;
                }
            };
            fed.changed = true;
            match event {
                SeriesEvent::Started(f) => {
                    let title = format!("▲{} △{}", self.name(f.black), self.name(f.white));
                    if let Some(g) = self.plan.starting_game(&f) {
                        watch.game_moved(f.number, &title, g);
                    }
                    self.titles.insert(f.number, title);
                }
                SeriesEvent::Moved {
                    number,
                    game,
                    clock,
                    eval,
                } => {
                    let title = self.titles.get(&number).cloned().unwrap_or_default();
                    watch.game_moved(number, &title, *game);
                    watch.clock_after_move(number, *clock, eval.map(|e| *e));
                }
                other => {
                    for said in self.on_event(other) {
                        match said {
                            Said::Ended(number, _, short) => watch.game_over(number, short),
                            Said::Decided => watch.stopping(),
                        }
                    }
                    watch.standings(self.table_lines());
                }
            }
        }
        fed
    }

    fn name(&self, i: usize) -> String {
        self.plan
            .entrants
            .get(i)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    }

    /// The standings as the watch's side pane says them.
    pub fn table_lines(&self) -> Vec<String> {
        report::pane_lines(&self.standings, self.sprt_state.as_ref())
    }

    /// The result as a table of words.
    pub fn table(&self) -> String {
        report::table(
            &self.standings,
            self.sprt_state.as_ref(),
            self.sprt.as_ref(),
            self.file.games.len(),
            self.total,
        )
    }

    /// The result as one JSON object.
    pub fn json(&self) -> String {
        report::json(
            &self.file,
            &self.standings,
            self.sprt_state.as_ref(),
            self.sprt.as_ref(),
        )
    }
}

/// What `Series::feed` found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fed {
    pub changed: bool,
    /// Every game has ended (or the series was stopped and the games in
    /// progress have): nothing more will come.
    pub ended: bool,
}

impl Drop for Series {
    /// A series left before its end (the page closed, the program quit)
    /// ends its games at once and waits for the engines to be ended, so
    /// that no engine outlives the program.
    fn drop(&mut self) {
        self.abort();
        if let Some(worker) = self.worker.take() {
            // A worker that panicked has nothing left to end.
            let _ = worker.join();
        }
    }
}

#[cfg(test)]
mod into_database_tests;
