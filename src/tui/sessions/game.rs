//! A game on top, with its computers (bots, engines, the hint's search)
//! and its save.

use crate::kifu::{GameInfo, Record, RecordError, record_of};
use crate::settings::TrustedEngines;
use crate::shogi::Color;
use crate::tui::autosave::{Recorder, SaveFolder};
use crate::tui::computers::{Computers, SeatEvent};
use crate::tui::page::{News, Page, SeatRequest};
use crate::tui::pages::game::GameScreen;
use std::ops::{Deref, DerefMut};
use std::path::PathBuf;

pub struct GameSession {
    pub page: GameScreen,
    /// How the game is kept on disk (its save and its lock); `None` when
    /// saving is off.
    recorder: Option<Recorder>,
    /// The bots and engines playing its sides, and the hint's search.
    computers: Computers,
}

impl GameSession {
    /// The computers among the page's players are made, not started: the
    /// first `settle` starts them.
    pub fn new(page: GameScreen, recorder: Option<Recorder>) -> GameSession {
        let computers = Computers::new(page.game.players(), page.seats.settings.clone());
        GameSession {
            page,
            recorder,
            computers,
        }
    }

    /// How the game is kept on disk, when it is.
    pub fn recorder(&self) -> Option<&Recorder> {
        self.recorder.as_ref()
    }

    /// Kept in `folder` from its next move, unless it is kept already.
    pub fn keep_in(&mut self, folder: &SaveFolder) {
        if self.recorder.is_none() {
            self.recorder = Some(
                Recorder::new_game(folder.clone(), &self.page.game)
                    .with_move_time(self.page.seats.move_time),
            );
        }
    }

    /// Kept by `recorder` (a continued save) from now on.
    pub fn keep_with(&mut self, recorder: Recorder) {
        self.recorder = Some(recorder);
    }

    /// After every update: the computers in line with the game, and the
    /// game in its save.
    pub fn settle(&mut self) {
        self.run_computers(false);
        self.keep();
    }

    /// Time passed: the computers' news taken in, then the clock looked
    /// at (a move that came in is played with its time before a flag can
    /// fall), and the game kept. Returns whether the page changed.
    pub fn tick(&mut self) -> bool {
        let computers = self.run_computers(true);
        let page = self.page.tick();
        self.keep();
        computers || page
    }

    /// Whether the event loop must wake on a timer: a computer is
    /// starting or thinking, or the clock runs.
    pub fn wants_ticks(&self) -> bool {
        self.computers.needs_ticks(&self.page.game) || self.page.wants_ticks()
    }

    /// Writes the game if it changed, and tells the page how that went.
    fn keep(&mut self) {
        if let Some(r) = &mut self.recorder {
            let kept = r.keep(&self.page.game);
            let name = r.default_name(&self.page.game);
            self.page.on_news(News::Kept { kept, name });
        }
    }

    /// Keeps the time spent on the turn under way in the save, as the
    /// game is left or the program ends.
    pub fn keep_turn(&mut self) {
        if let Some(r) = &mut self.recorder {
            let kept = r.keep_turn(&self.page.game, self.page.clocks.now());
            let name = r.default_name(&self.page.game);
            self.page.on_news(News::Kept { kept, name });
        }
    }

    /// `s`: the game kept under `name` as well.
    pub fn save_as(&mut self, name: String, overwrite: bool) {
        let result = match &mut self.recorder {
            Some(r) => r.save_as(&name, &self.page.game, overwrite),
            None => Err(RecordError::Refused {
                path: name.clone().into(),
                what: "this game is not kept on disk".into(),
            }),
        };
        self.page.on_news(News::SavedAs { name, result });
        self.keep();
    }

    /// Carries out the player's answer about who plays a side; a program
    /// allowed is remembered in `trusted`.
    pub fn change_seat(&mut self, request: SeatRequest, trusted: &mut TrustedEngines) {
        if let SeatRequest::Trust {
            program: Some(program),
            ..
        } = &request
            && let Err(e) = trusted.allow(program)
        {
            self.page.on_news(News::Refused(format!(
                "{} runs now, but will be asked about again: {e}",
                crate::kifu::escape_controls(&program.shown())
            )));
        }
        match request {
            SeatRequest::Retry(side) | SeatRequest::Trust { side, .. } => {
                self.computers.release(side)
            }
            SeatRequest::Replace { side, kind } => self.computers.replace(side, &kind),
        }
    }

    /// The game as its save keeps it, and where (`None`: not kept), for
    /// its review once it is over.
    pub fn record_kept(&self) -> (Record, Option<PathBuf>) {
        match &self.recorder {
            Some(r) => (
                r.record(&self.page.game),
                r.save_path().map(|p| p.to_path_buf()),
            ),
            None => (record_of(&self.page.game, &GameInfo::default()), None),
        }
    }

    /// Brings the computers in line with the game (which search it wants,
    /// how long it may take) and hands the page what they did; with
    /// `poll` (on a tick) first collects their news. Returns whether the
    /// page changed: while a computer works, the spinner turns.
    fn run_computers(&mut self, poll: bool) -> bool {
        let busy = self.computers.needs_ticks(&self.page.game);
        let news = if poll {
            self.computers.poll()
        } else {
            Vec::new()
        };
        let changed = busy || !news.is_empty();
        self.hand_over(news);
        // A failure ends the game or holds its computer, after which the
        // next sync has nothing left to fail on: two rounds always settle.
        for _ in 0..2 {
            let failures = self.computers.sync(&self.page.game, self.page.turn_time());
            if failures.is_empty() {
                break;
            }
            self.hand_over(failures);
        }
        let activity = self.computers.activity();
        self.page.on_news(News::Activity(activity));
        // The hint key's search (`hint.rs`), for the person to move.
        let wanted = self.page.wanted_hint();
        let hint = self.computers.hinter.run(&self.page.game, wanted, poll);
        let hinted = hint.is_some();
        if let Some((about, news)) = hint {
            self.page.on_news(News::Hint(about, news));
        }
        changed || hinted
    }

    /// Gives the page what its computers did; a side the page now asks
    /// the player about is held, so that it does not run (or fail again)
    /// before the answer.
    fn hand_over(&mut self, events: Vec<SeatEvent>) {
        for e in events {
            self.page.on_news(News::Seat(e));
        }
        for side in Color::ALL {
            if self.page.asks_about_seat(side) {
                self.computers.hold(side);
            }
        }
    }
}

impl Deref for GameSession {
    type Target = GameScreen;

    fn deref(&self) -> &GameScreen {
        &self.page
    }
}

impl DerefMut for GameSession {
    fn deref_mut(&mut self) -> &mut GameScreen {
        &mut self.page
    }
}
