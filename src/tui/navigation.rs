//! Moving between screens: the menu, the saved games, review, and games
//! started or continued from any of them. Each screen is opened over the
//! one it came from and leaving it goes back there.

use super::app::App;
use super::autosave::{Recorder, SaveFolder};
use super::page::{News, Page};
use super::pages::game::GameScreen;
use super::pages::load::LoadScreen;
use super::pages::review::ReviewScreen;
use super::screen::Screen;
use super::sessions::{GameSession, ReviewSession};
use super::time_source::Now;
use super::widgets::status::Message;
use crate::game::Game;
use crate::i18n::rules::Shown;
use crate::kifu::pasted::Pasted;
use crate::kifu::{GameInfo, Loaded, RecordError, SaveSummary, load_game, open_record};
use crate::settings::TrustedEngines;
use crate::shogi::Color;
use std::path::{Path, PathBuf};

impl App {
    /// Puts a game on top, kept on disk by `recorder` when saving is on.
    /// Its computers start right away.
    pub(super) fn enter_game(&mut self, mut game: GameScreen, recorder: Option<Recorder>) {
        // Hints off in the settings are off in every game started or
        // continued while they are.
        game.hints &= self.remembered.settings.hints;
        self.enter(Screen::Game(Box::new(GameSession::new(game, recorder))));
        self.screen.settle();
    }

    /// Puts a review on top: one made with
    /// `ReviewScreen::start_analysis_on_open` starts analysing at once
    /// ("analyse this game" after a game ends).
    pub fn enter_review(&mut self, mut review: ReviewScreen) {
        review.set_book(&self.remembered.settings.book);
        self.enter(Screen::Review(Box::new(ReviewSession::new(review))));
        self.screen.settle();
    }

    /// A pasted record in review: in place of the review on top (whose
    /// page made sure nothing is lost), else over the page it was pasted on.
    pub(super) fn review_pasted(&mut self, pasted: Pasted) {
        let folder = self
            .saves
            .as_ref()
            .and_then(|f| f.dir().ok())
            .map(|d| d.path());
        let mut review = ReviewScreen::pasted(pasted, folder);
        if !matches!(self.screen, Screen::Review(_)) {
            return self.enter_review(review);
        }
        review.flipped = self.review_screen().is_some_and(|r| r.flipped);
        review.set_book(&self.remembered.settings.book);
        // Its session ends here: the analysis stops, the engine goes.
        self.screen.close();
        self.screen = Screen::Review(Box::new(ReviewSession::new(review)));
        self.screen.settle();
    }

    /// Shows `screen` over the current one.
    pub(super) fn enter(&mut self, screen: Screen) {
        self.screen.cover();
        // The count was the covered page's clock's.
        self.speaker.stop_count();
        let below = std::mem::replace(&mut self.screen, screen);
        self.behind.push(below);
    }

    /// Keeps the time spent on the turn under way in the game's save, as
    /// the program ends.
    pub fn keep_turn(&mut self) {
        if let Screen::Game(g) = &mut self.screen {
            g.keep_turn();
        }
    }

    /// Back to the screen below, or out of the program when there is
    /// none. The page left ends with its session: a game's save is let
    /// go (and its lock with it), its computers and any analysis stopped.
    pub(super) fn leave(&mut self) {
        self.screen.close();
        self.speaker.stop_count();
        match self.behind.pop() {
            Some(below) => {
                self.screen = below;
                self.refresh_menu();
                if let Screen::Load(l) = &mut self.screen {
                    let listed = l.dir().list();
                    l.show(listed);
                }
            }
            None => self.quit = true,
        }
    }

    /// Offers Continue in the menu exactly while the folder holds an
    /// unfinished game that no other shogi-tui has open.
    pub(super) fn refresh_menu(&mut self) {
        let Screen::Menu(menu) = &mut self.screen else {
            return;
        };
        let Some(folder) = &self.saves else {
            return;
        };
        let dir = match folder.dir() {
            Ok(dir) => dir,
            Err(why) => {
                menu.on_news(News::Refused(crate::t!(
                    "keys-saves-off",
                    why = why.to_string()
                )));
                return;
            }
        };
        match dir.resumable() {
            Ok(found) => menu.offer_continue(found.latest.as_ref().map(continue_detail)),
            Err(e) => {
                menu.offer_continue(None);
                menu.on_news(News::Refused(crate::t!(
                    "keys-saves-unreadable",
                    why = crate::words::Said::said(&e)
                )));
            }
        }
    }

    /// "Continue": the most recent unfinished game, back on the board.
    pub(super) fn continue_latest(&mut self) {
        let Some(folder) = self.saves.clone() else {
            return;
        };
        let auto_flip = match &self.screen {
            Screen::Menu(menu) => menu.auto_flip(),
            _ => false,
        };
        match resume(&folder, auto_flip, &self.trusted) {
            Ok((game, recorder)) => self.enter_game(game, Some(recorder)),
            Err(why) => self.menu_says(why.to_string()),
        }
    }

    fn menu_says(&mut self, text: String) {
        if let Screen::Menu(menu) = &mut self.screen {
            menu.on_news(News::Refused(text));
            self.refresh_menu();
        }
    }

    /// The list of saved games.
    pub(super) fn open_load(&mut self) {
        let Some(folder) = &self.saves else {
            self.menu_says(crate::t!("keys-saving-off"));
            return;
        };
        match folder.dir() {
            Ok(dir) => {
                let mut screen = LoadScreen::new(dir.clone(), dir.list());
                screen.last_folder = self.remembered.settings.open_folder.clone();
                self.enter(Screen::Load(Box::new(screen)));
            }
            Err(why) => self.menu_says(crate::t!("keys-no-saves", why = why.to_string())),
        }
    }

    /// Opens a save from the list: an unfinished game goes back on the
    /// board unless `review` asks for review mode.
    pub(super) fn open_save(&mut self, save: &SaveSummary, review: bool) {
        let Some(folder) = self.saves.clone() else {
            return;
        };
        let refuse = |app: &mut App, why: String| app.screen.page_mut().on_news(News::Refused(why));
        let loaded = match open_record(&save.path) {
            Ok(loaded) => loaded,
            Err(e) => return refuse(self, crate::words::Said::said(&e)),
        };
        // A server's game goes on only on the server: one whose end was
        // never written (the program was killed) is reviewed, not played
        // on here against a person who is not at this terminal.
        if !save.is_save() {
            self.remember_open_folder(&save.path);
        }
        if review || !save.is_save() || loaded.game.is_over() || loaded.record.info.server.is_some()
        {
            return self.enter_review(ReviewScreen::new(loaded, &save.path));
        }
        let folder = folder.holding(save);
        match Recorder::continuing(folder, loaded.record.info.clone(), &loaded.game, &save.name) {
            Ok(recorder) => {
                let game = resumed(&loaded, &save.name, false, &self.trusted);
                self.enter_game(game, Some(recorder));
            }
            // Open in another shogi-tui: look, but do not touch.
            Err(e @ RecordError::InUse { .. }) => {
                let mut screen = ReviewScreen::new(loaded, &save.path).read_only(crate::t!(
                    "keys-open-elsewhere-read-only",
                    name = &save.name
                ));
                screen.message = Some(Message::Info(crate::words::Said::said(&e)));
                self.enter_review(screen);
            }
            Err(e) => refuse(
                self,
                crate::t!("keys-cannot-continue", why = crate::words::Said::said(&e)),
            ),
        }
    }

    /// The folder of a record file just opened, for the load screen's
    /// `o` prompt to start in next time (in this run and the next).
    fn remember_open_folder(&mut self, file: &Path) {
        let folder = std::path::absolute(file)
            .ok()
            .and_then(|f| f.parent().map(Path::to_path_buf));
        if folder.is_some() && folder != self.remembered.settings.open_folder {
            self.remembered.settings.open_folder = folder;
            self.remembered.save();
        }
    }

    /// A new game from the position under review, kept as a new record.
    pub(super) fn play_from_review(&mut self, game: Game, info: GameInfo) {
        let flipped = self.review_screen().is_some_and(|r| r.flipped);
        let mut screen = GameScreen::new(game, flipped, false);
        screen.message = Some(Message::Info(crate::t!(
            "keys-new-game-from-move",
            ply = screen.game.ply()
        )));
        let recorder = self
            .saves
            .as_ref()
            .map(|folder| Recorder::new(folder.clone(), info, &screen.game));
        self.enter_game(screen, recorder);
    }

    /// "Analyse this game" (`A` once it is over): the finished game on top
    /// is replaced by its review, so that leaving review goes back to
    /// where the game was started from. The record is the game as it is
    /// kept in its save.
    pub(super) fn review_game(&mut self) {
        let Screen::Game(g) = &self.screen else {
            return;
        };
        let (record, path) = g.record_kept();
        let mut screen = ReviewScreen::new(
            load_game(record),
            &path.unwrap_or_else(|| PathBuf::from(crate::t!("keys-game-not-saved"))),
        )
        .start_analysis_on_open();
        screen.flipped = g.flipped;
        screen.set_book(&self.remembered.settings.book);
        // The game is over and already written: replacing it ends its
        // session, which lets go of its save (and its lock) and stops its
        // computers, before the analysis starts.
        self.screen = Screen::Review(Box::new(ReviewSession::new(screen)));
        self.screen.settle();
    }

    /// The most recent unfinished game on the board (`shogi-tui --continue`).
    pub fn resume_latest(
        folder: &SaveFolder,
        trusted: &TrustedEngines,
    ) -> Result<(GameScreen, Recorder), NoResume> {
        resume(folder, false, trusted)
    }
}

/// Why Continue has nothing to put on the board.
#[derive(Debug, thiserror::Error)]
pub enum NoResume {
    #[error("{}", crate::t!("keys-no-resume"))]
    Nothing,
    #[error("{}", crate::t!("keys-no-resume-open-elsewhere", count = *.0))]
    AllOpenElsewhere(usize),
    /// Nothing this build can continue, but saves a newer build wrote,
    /// which may hold one.
    #[error("{}", crate::t!("keys-no-resume-newer", count = *.0))]
    OnlyNewer(usize),
    #[error("{}", crate::t!("keys-cannot-continue", why = .0))]
    Failed(String),
}

fn resume(
    folder: &SaveFolder,
    auto_flip: bool,
    trusted: &TrustedEngines,
) -> Result<(GameScreen, Recorder), NoResume> {
    let dir = folder
        .dir()
        .map_err(|why| NoResume::Failed(why.to_string()))?;
    let found = dir
        .resumable()
        .map_err(|e| NoResume::Failed(crate::words::Said::said(&e)))?;
    let Some(save) = found.latest else {
        return Err(match (found.open_elsewhere, found.newer_version) {
            (0, 0) => NoResume::Nothing,
            (0, newer) => NoResume::OnlyNewer(newer),
            (n, _) => NoResume::AllOpenElsewhere(n),
        });
    };
    let loaded =
        open_record(&save.path).map_err(|e| NoResume::Failed(crate::words::Said::said(&e)))?;
    let recorder = Recorder::continuing(
        folder.holding(&save),
        loaded.record.info.clone(),
        &loaded.game,
        &save.name,
    )
    .map_err(|e| NoResume::Failed(crate::words::Said::said(&e)))?;
    Ok((resumed(&loaded, &save.name, auto_flip, trusted), recorder))
}

/// A loaded unfinished game on the board, saying which game was resumed.
/// An engine the file names waits for the player's yes.
fn resumed(loaded: &Loaded, name: &str, auto_flip: bool, trusted: &TrustedEngines) -> GameScreen {
    let info = &loaded.record.info;
    let mut screen = GameScreen::new(loaded.game.clone(), false, auto_flip).with_clock(
        info.time_control,
        info.turn_time.unwrap_or_default(),
        Now::System,
    );
    screen.seats.move_time = info.move_time;
    screen.ask_about_untrusted_engines(trusted);
    let mut text = crate::t!(
        "keys-continuing",
        name = name,
        moves = crate::t!("common-moves", count = loaded.game.ply())
    );
    for note in loaded.notes() {
        text.push_str(" · ");
        text.push_str(&note);
    }
    screen.message = Some(Message::Info(text));
    screen
}

/// What Continue resumes, in a few words.
/// Players and moves first: a narrow menu cuts the save's name, not them.
fn continue_detail(s: &SaveSummary) -> String {
    // A save from before people were named in the session's language
    // calls them "Black" and "White": said in the language of the moment.
    let said = |name: &str, side: Color| {
        if name == side.name() {
            side.shown()
        } else {
            name.to_string()
        }
    };
    crate::t!(
        "keys-continue-detail",
        black = said(&s.black, Color::Black),
        white = said(&s.white, Color::White),
        moves = crate::t!("common-moves", count = s.moves),
        name = &s.name,
    )
}
