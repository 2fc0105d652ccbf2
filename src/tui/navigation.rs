//! Moving between screens: the menu, the saved games, review, and games
//! started or continued from any of them. Each screen is opened over the
//! one it came from and leaving it goes back there.

use super::app::{App, Screen};
use super::autosave::{Recorder, SaveFolder};
use super::game_screen::GameScreen;
use super::load_screen::{LoadRequest, LoadScreen};
use super::menu::RowKind;
use super::review::{ReviewRequest, ReviewScreen};
use super::widgets::status::Message;
use crate::kifu::{Loaded, Record, SaveSummary, load_game, open_record};

impl App {
    /// Shows `screen` over the current one.
    pub(super) fn enter(&mut self, screen: Screen) {
        let below = std::mem::replace(&mut self.screen, screen);
        self.behind.push(below);
    }

    /// Back to the screen below, or out of the program when there is none
    /// (or when the player forced the quit).
    pub(super) fn leave(&mut self, force: bool) {
        match self.behind.pop() {
            Some(below) if !force => {
                self.screen = below;
                self.refresh_menu();
                if let Screen::Load(l) = &mut self.screen {
                    l.refresh();
                }
            }
            _ => self.quit = true,
        }
    }

    /// Offers Continue in the menu exactly while the autosave holds an
    /// unfinished game.
    pub(super) fn refresh_menu(&mut self) {
        let Screen::Menu { menu, .. } = &mut self.screen else {
            return;
        };
        let Some(folder) = &self.saves else {
            return;
        };
        let dir = match folder.dir() {
            Ok(dir) => dir,
            Err(why) => {
                menu.message = Some(format!("games will not be saved: {why}"));
                return;
            }
        };
        match dir.unfinished_autosave() {
            Ok(found) => menu.offer_continue(found.as_ref().map(continue_detail)),
            Err(e) => {
                menu.offer_continue(None);
                menu.message = Some(format!("the autosave cannot be read: {e}"));
            }
        }
    }

    /// "Continue": the autosave's unfinished game, back on the board.
    pub(super) fn continue_autosave(&mut self) {
        let Some(folder) = self.saves.clone() else {
            return;
        };
        let found = match folder.dir() {
            Ok(dir) => dir.unfinished_autosave().map_err(|e| e.to_string()),
            Err(why) => Err(why.to_string()),
        };
        match found {
            Ok(Some(record)) => {
                let recorder = |game: &crate::game::Game, record: &Record| {
                    Recorder::new(folder.clone(), record.info.clone(), game).continuing_autosave()
                };
                let auto_flip = match &self.screen {
                    Screen::Menu { menu, .. } => menu.value(RowKind::AutoFlip) == Some("on"),
                    _ => false,
                };
                let loaded = load_game(record);
                let game = resumed(&loaded, auto_flip, recorder(&loaded.game, &loaded.record));
                self.enter(Screen::Game(Box::new(game)));
            }
            Ok(None) => self.menu_says("there is no unfinished game to continue".into()),
            Err(why) => self.menu_says(format!("cannot continue: {why}")),
        }
    }

    fn menu_says(&mut self, text: String) {
        if let Screen::Menu { menu, .. } = &mut self.screen {
            menu.message = Some(text);
            self.refresh_menu();
        }
    }

    /// The list of saved games.
    pub(super) fn open_load(&mut self) {
        let Some(folder) = &self.saves else {
            self.menu_says("saving is off in this session".into());
            return;
        };
        match folder.dir() {
            Ok(dir) => {
                let screen = LoadScreen::new(dir.clone());
                self.enter(Screen::Load(Box::new(screen)));
            }
            Err(why) => self.menu_says(format!("no saved games: {why}")),
        }
    }

    pub(super) fn update_load(&mut self, action: &super::action::Action) {
        let Screen::Load(l) = &mut self.screen else {
            return;
        };
        match l.update(action) {
            LoadRequest::Nothing => {}
            LoadRequest::Leave => self.leave(*action == super::action::Action::ForceQuit),
            LoadRequest::Open { save, review } => self.open_save(&save, review),
        }
    }

    /// Opens a save from the list: an unfinished game goes back on the
    /// board unless `review` asks for review mode.
    fn open_save(&mut self, save: &SaveSummary, review: bool) {
        let (Screen::Load(l), Some(folder)) = (&mut self.screen, self.saves.clone()) else {
            return;
        };
        let loaded = match open_record(&save.path) {
            Ok(loaded) => loaded,
            Err(e) => {
                l.message = Some(Message::Refusal(e.to_string()));
                return;
            }
        };
        if review || loaded.game.is_over() {
            let screen = ReviewScreen::new(loaded, &save.path);
            self.enter(Screen::Review(Box::new(screen)));
            return;
        }
        let is_autosave = l.dir().autosave_path() == save.path;
        let mut recorder = Recorder::new(folder, loaded.record.info.clone(), &loaded.game);
        recorder = if is_autosave {
            recorder.continuing_autosave()
        } else {
            recorder.named(save.name.clone())
        };
        let game = resumed(&loaded, false, recorder);
        self.enter(Screen::Game(Box::new(game)));
    }

    pub(super) fn update_review(&mut self, action: &super::action::Action) {
        let Screen::Review(r) = &mut self.screen else {
            return;
        };
        match r.update(action) {
            ReviewRequest::Nothing => {}
            ReviewRequest::Leave => self.leave(*action == super::action::Action::ForceQuit),
            ReviewRequest::Play(game, info) => {
                let mut screen = GameScreen::new(*game, r.flipped, false);
                screen.message = Some(Message::Info(format!(
                    "a new game from move {}: ? lists every key",
                    screen.game.ply()
                )));
                if let Some(folder) = &self.saves {
                    let recorder = Recorder::new(folder.clone(), *info, &screen.game);
                    screen = screen.with_recorder(recorder);
                }
                // Extension point: a game whose side is a bot or an engine
                // starts its thinking where every game screen is entered.
                self.enter(Screen::Game(Box::new(screen)));
            }
        }
    }

    /// The autosave's unfinished game on the board (`shogi-tui --continue`),
    /// or `None` when there is none.
    pub fn resume_autosave(folder: &SaveFolder) -> Result<Option<GameScreen>, String> {
        let dir = folder.dir().map_err(str::to_string)?;
        let Some(record) = dir.unfinished_autosave().map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let loaded = load_game(record);
        let recorder = Recorder::new(folder.clone(), loaded.record.info.clone(), &loaded.game)
            .continuing_autosave();
        Ok(Some(resumed(&loaded, false, recorder)))
    }
}

/// A loaded unfinished game on the board, kept by `recorder`, saying what
/// was resumed.
fn resumed(loaded: &Loaded, auto_flip: bool, recorder: Recorder) -> GameScreen {
    let mut screen = GameScreen::new(loaded.game.clone(), false, auto_flip).with_recorder(recorder);
    let mut text = format!(
        "continuing after {}: ? lists every key",
        plural(loaded.game.ply(), "move")
    );
    for note in loaded.notes() {
        text.push_str(" · ");
        text.push_str(&note);
    }
    screen.message = Some(Message::Info(text));
    screen
}

/// What Continue resumes, in a few words.
fn continue_detail(r: &Record) -> String {
    format!(
        "{} vs {}, {}, {} to move",
        r.info.black.name,
        r.info.white.name,
        plural(r.moves.len(), "move"),
        r.side_to_move_at_end()
    )
}

/// "1 move", "12 moves".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}
