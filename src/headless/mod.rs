//! The headless player: the bot or a USI engine plays games on a site
//! (a CSA server, lishogi) with no terminal. What a game takes is the
//! same everywhere: the computer thinks when it is our turn, its answer
//! goes to the site, what the site says comes back, the game is saved
//! after every change and once more at its end, with a line per game on
//! the output, and a finished game goes into the game database as the
//! game screen's do (`finished_games`). Only the talk with the site
//! differs, which each site gives through `Site`.
//!
//! - `save`: the game's one save slot, written as it goes.

mod save;
#[cfg(test)]
mod tests;

use crate::computer::seat::Seat;
use crate::computer::{ComputerError, ComputerSettings, TurnTime};
use crate::finished_games::FinishedGames;
use crate::game::{Game, PlayerKind};
use crate::kifu::{EndMarker, EndWord, Record, RecordError, SaveDir, escape_controls, load_game};
use crate::shogi::Position;
use crate::usi::EngineMove;
use crate::words::load_notes::notes_said;
use save::GameSave;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How often the seat is asked for its move while it thinks: a move
/// found goes out within this, not after the site's next word.
pub const SEAT_POLL: Duration = Duration::from_millis(10);

/// One game on a site, as the headless loop drives it.
pub trait Site {
    /// One thing the site said.
    type Event;
    /// How the game was left: its end, or what else stopped it.
    type End;
    type Error: From<ComputerError> + From<RecordError>;

    /// What the site said next, waiting for it up to `wait` (`None`: as
    /// long as the site allows); nothing when nothing came.
    fn next(&mut self, wait: Option<Duration>) -> Result<Vec<Self::Event>, Self::Error>;

    /// Takes in what the site said; `seat` for what the computer must be
    /// told of (a new game, a position to think about no more).
    fn on(&mut self, event: Self::Event, seat: &mut Seat) -> Result<Step<Self::End>, Self::Error>;

    /// Sends the computer's answer, found in `before`; `seat` still holds
    /// its last word (its score, its line), which some sites send along.
    fn answer(
        &mut self,
        answer: EngineMove,
        before: Option<Position>,
        seat: &Seat,
    ) -> Result<(), Self::Error>;

    /// The position and the time to think with, when it is our turn and
    /// no move of ours is on its way.
    fn our_turn(&self) -> Option<(Game, TurnTime)>;

    /// The game so far as it is saved; `None` while there is none to save.
    fn record(&self) -> Option<Record>;

    /// Whether a game is under way, which a failure interrupts: before,
    /// the failure alone is told.
    fn in_game(&self) -> bool;

    /// The word the computer is told of the end ("win", "lose", "draw"),
    /// if it is told one.
    fn result(&self, end: &Self::End) -> Option<&'static str>;
}

/// What the site's word did to the game.
pub enum Step<End> {
    /// Nothing that is saved.
    Quiet,
    /// A move, the start, a position read again: saved at once.
    Changed,
    /// The game is left (ended, declined).
    Over(End),
}

/// A game ended and saved.
pub struct Finished {
    pub saved: PathBuf,
    /// Where our rules judge the end otherwise than the site.
    pub notes: Vec<String>,
}

/// How a failure left the game.
pub enum Interrupted {
    /// No game had begun: nothing to save, the failure says it all.
    BeforeGame,
    /// The game so far, saved as interrupted where it could be.
    InGame { saved: Option<PathBuf> },
}

/// A game at the table: the site, the computer in our seat and the save.
pub struct Table<'a, S: Site> {
    pub site: S,
    seat: &'a mut Seat,
    save: GameSave<'a>,
}

impl<'a, S: Site> Table<'a, S> {
    pub fn new(site: S, seat: &'a mut Seat, dir: &'a SaveDir) -> Table<'a, S> {
        Table {
            site,
            seat,
            save: GameSave::new(dir),
        }
    }

    /// Plays until the game is left.
    pub fn drive(&mut self) -> Result<S::End, S::Error> {
        loop {
            if self.seat.is_thinking()
                && let Some((answer, before)) = self.seat.poll()?
            {
                self.site.answer(answer, before, self.seat)?;
            }
            let wait = self.seat.is_thinking().then_some(SEAT_POLL);
            for event in self.site.next(wait)? {
                match self.site.on(event, self.seat)? {
                    Step::Quiet => {}
                    Step::Changed => self.save()?,
                    Step::Over(end) => {
                        // What it thinks about is no longer asked.
                        let _ = self.seat.cancel();
                        return Ok(end);
                    }
                }
                self.think_if_our_turn()?;
            }
        }
    }

    fn think_if_our_turn(&mut self) -> Result<(), S::Error> {
        if !self.seat.is_thinking()
            && let Some((game, time)) = self.site.our_turn()
        {
            self.seat.think(&game, time)?;
        }
        Ok(())
    }

    /// Saves the game so far, unfinished.
    fn save(&mut self) -> Result<(), S::Error> {
        if let Some(record) = self.site.record() {
            self.save.write(record)?;
        }
        Ok(())
    }

    /// The computer is told the end, and the game saved as ended, judged
    /// by our rules too; `None` without a game to save.
    pub fn finish(&mut self, end: &S::End) -> Result<Option<Finished>, S::Error> {
        if let Some(word) = self.site.result(end) {
            let _ = self.seat.game_over(word);
        }
        let Some(record) = self.site.record() else {
            return Ok(None);
        };
        let loaded = load_game(record);
        let notes = notes_said(&loaded.notes());
        let saved = self.save.write(loaded.record_to_write())?;
        Ok(Some(Finished { saved, notes }))
    }

    /// After a failure (`why`): the computer stops, and a game under way
    /// is saved as interrupted, `why` in its remarks.
    pub fn interrupted(&mut self, why: &str) -> Interrupted {
        let _ = self.seat.cancel();
        if !self.site.in_game() {
            return Interrupted::BeforeGame;
        }
        let saved = self.site.record().and_then(|mut record| {
            // A game the site ended keeps its end: only the save failed.
            if record.end.is_none() {
                record.end = Some(EndMarker {
                    word: EndWord::Interrupted,
                    time: None,
                });
            }
            record.remarks.push(escape_controls(why).into_owned());
            let record = load_game(record).record_to_write();
            self.save.write(record).ok()
        });
        Interrupted::InGame { saved }
    }
}

/// A finished game's line on the output.
pub trait Reported {
    fn line(&self) -> String;
    /// The game's save, which goes into the database.
    fn saved(&self) -> &Path;
}

/// What every site's run needs.
pub struct Run<'a> {
    pub player: &'a PlayerKind,
    pub settings: &'a ComputerSettings,
    pub save_dir: &'a Path,
    pub games: u32,
    /// Where each finished game's save goes: the game database, or
    /// nowhere (`FinishedGames::default()`).
    pub finished: &'a FinishedGames,
    /// Says what the output's line does not: a game kept out of the
    /// database (the command line writes it to standard error).
    pub notice: fn(&str),
}

/// Plays `run.games` games one after another with one computer, writing
/// a line per game to `out` as it ends; stops at the first game that
/// cannot be played to its end. `play` plays game `number`;
/// `output_failed` says why the output could not be written.
pub fn run<R: Reported, E: From<ComputerError> + From<RecordError>>(
    run: Run<'_>,
    out: &mut dyn Write,
    output_failed: fn(String) -> E,
    mut play: impl FnMut(&mut Seat, &SaveDir, u32) -> Result<R, E>,
) -> Result<Vec<R>, E> {
    let dir = SaveDir::open(run.save_dir)?;
    let mut seat = Seat::start(run.player, run.settings)?;
    let mut reports = Vec::new();
    for number in 1..=run.games {
        let report = play(&mut seat, &dir, number)?;
        // Waited for here, between games: no key waits, and a run that
        // ends with its last game must not end the import with it. The
        // save is on disk whatever happens: a failure is only said.
        if let Some(importing) = run.finished.import(report.saved())
            && let Some(why) = importing.wait().trouble()
        {
            (run.notice)(&why);
        }
        writeln!(out, "{}", report.line())
            .and_then(|()| out.flush())
            .map_err(|e| output_failed(e.to_string()))?;
        reports.push(report);
    }
    Ok(reports)
}

/// Who we are in the records: the account's name, played by the computer.
pub fn our_player(name: &str, kind: &PlayerKind) -> crate::game::Player {
    use crate::game::Player;
    match kind {
        PlayerKind::Bot { level } => Player::bot(name, *level),
        PlayerKind::Engine { command } => Player::engine(name, command),
        PlayerKind::Human => Player::human(name),
    }
}

/// The database a headless run's finished games go into: `flag`
/// (`--db FILE`), else the default one, as the game screen's; `None`
/// when the player turned `database.import_finished` off.
pub fn finished_games_database(flag: Option<&Path>) -> Option<PathBuf> {
    let on = crate::settings::Remembered::load()
        .settings
        .database
        .import_finished;
    on.then(|| flag.map_or_else(crate::player_dirs::default_database, Path::to_path_buf))
}
