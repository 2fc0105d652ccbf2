//! The app's side of playing on lishogi: the form opened and filled in
//! from the settings (the site, the seat, the last clock) and the token
//! found (`SHOGI_TUI_LISHOGI_TOKEN`, else the one kept), Start carried out
//! (the seat's program looked for, the form remembered, the token kept or
//! forgotten as the player asked), and the game screen put up at once,
//! waiting on its link (`sessions::lishogi`) for the site's game.

use super::app::App;
use super::lishogi_setup::LishogiSetup;
use super::page::{News, Page};
use super::pages::lishogi_form::LishogiForm;
use super::screen::Screen;
use super::sessions::GameSession;
use super::sessions::lishogi::LishogiLink;
use super::setup::PlayerSpec;
use super::widgets::choice::player_choices;
use crate::lishogi::token::{self, TokenError};
use crate::lishogi::{Limits, Token};

impl App {
    /// Plays on lishogi with `setup`: the game screen while the game is
    /// found and played; leaving it cancels a seek.
    pub fn go_lishogi(&mut self, setup: LishogiSetup) {
        let link = LishogiLink::start(setup, Limits::default());
        let session = GameSession::lishogi(link, self.saves.clone());
        self.enter(Screen::Game(Box::new(session)));
    }

    /// Opens the lishogi form over the screen on top, filled in from the
    /// settings and with the token found, if any.
    pub fn open_lishogi_form(&mut self) {
        let mut form = LishogiForm::new(player_choices(), &self.remembered.settings.lishogi);
        match self.found_token() {
            Ok(Some((token, kept))) => {
                form.preset_token(&token);
                form.remember = kept;
            }
            Ok(None) => {}
            Err(why) => form.on_news(News::Problem(why.to_string())),
        }
        self.enter(Screen::LishogiForm(Box::new(form)));
    }

    /// The token of the environment, else the one kept beside the
    /// settings (and whether it was that one).
    fn found_token(&self) -> Result<Option<(Token, bool)>, TokenError> {
        if let Some(value) = token::from_environment().filter(|v| !v.trim().is_empty()) {
            return Token::new(&value).map(|t| Some((t, false)));
        }
        match self.remembered.folder() {
            Some(folder) => Ok(token::recall(folder)?.map(|t| (t, true))),
            None => Ok(None),
        }
    }

    /// The lishogi form, if it is on top.
    pub fn lishogi_form_mut(&mut self) -> Option<&mut LishogiForm> {
        match &mut self.screen {
            Screen::LishogiForm(form) => Some(form),
            _ => None,
        }
    }

    /// The form's Start: the seat's program must exist (said on the
    /// form); the form is remembered (never the token, which goes only
    /// into its own file when "remember" is on, and is deleted from there
    /// when it is off).
    pub(super) fn start_from_lishogi_form(&mut self, setup: LishogiSetup) {
        if let Err(why) = PlayerSpec(setup.seat.clone()).checked() {
            if let Some(form) = self.lishogi_form_mut() {
                form.refuse_seat(&why.to_string());
            }
            return;
        }
        let remember = self.lishogi_form_mut().is_some_and(|f| f.remember);
        let before = self.remembered.problem.clone();
        self.remembered.settings.lishogi = setup.remembered(&self.remembered.settings.lishogi);
        self.remembered.save();
        let mut problems: Vec<String> = Vec::new();
        if self.remembered.problem != before {
            problems.extend(self.remembered.problem.clone());
        }
        if let Err(why) = self.keep_token(&setup.token, remember) {
            problems.push(why.to_string());
        }
        self.go_lishogi(setup);
        for why in problems {
            self.screen.page_mut().on_news(News::Problem(why));
        }
    }

    /// The token kept beside the settings, or any kept before deleted.
    fn keep_token(&self, token: &Token, remember: bool) -> Result<(), TokenError> {
        match (self.remembered.folder(), remember) {
            (Some(folder), true) => token::remember(folder, token),
            (Some(folder), false) => token::forget(folder),
            (None, true) => Err(TokenError::NotKept {
                path: crate::t!("online-settings-folder"),
                why: crate::t!("online-no-settings-folder"),
            }),
            (None, false) => Ok(()),
        }
    }
}
