//! The app's side of playing online: the form opened and filled in from
//! the settings, Connect carried out (the seat's program looked for, the
//! form remembered, the password kept or forgotten as the player asked),
//! and the game screen put up at once, waiting on its connection
//! (`sessions::online`) for the server's game.

use super::app::App;
use super::page::{News, Page};
use super::pages::online_form::OnlineForm;
use super::screen::Screen;
use super::sessions::GameSession;
use super::sessions::online::OnlineLink;
use super::setup::PlayerSpec;
use super::widgets::choice::player_choices;
use crate::online::password::{Password, PasswordError};
use crate::online::remembered_password;
use crate::online::{Limits, OnlineSettings, OnlineSetup};

impl App {
    /// Connects with `setup` and shows the game screen while waiting for
    /// and playing the server's game; leaving it logs out.
    pub fn go_online(&mut self, setup: OnlineSetup) {
        let link = OnlineLink::connect(setup, Limits::default());
        let session = GameSession::online(link, self.saves.clone());
        self.enter(Screen::Game(Box::new(session)));
    }

    /// Opens the online form over the screen on top, filled in with what
    /// the player chose last time, and the password if one is remembered.
    pub fn open_online_form(&mut self) {
        let mut form = OnlineForm::new(player_choices(), &self.remembered.settings.online);
        if let Some(folder) = self.remembered.folder() {
            match remembered_password::recall(folder) {
                Ok(Some(password)) => {
                    form.preset_password(&password);
                    form.remember = true;
                }
                Ok(None) => {}
                Err(why) => form.on_news(News::Problem(why.to_string())),
            }
        }
        self.enter(Screen::OnlineForm(Box::new(form)));
    }

    /// The online form, if it is on top.
    pub fn online_form_mut(&mut self) -> Option<&mut OnlineForm> {
        match &mut self.screen {
            Screen::OnlineForm(form) => Some(form),
            _ => None,
        }
    }

    /// The form's Connect. An engine in the seat runs because the player
    /// chose it in the form, as an engine chosen in the menu does; its
    /// program must exist, which is said back on the form. The form is
    /// then remembered for next time (never the password, which goes only
    /// into its own file when "remember password" is on, and is deleted
    /// from there when it is off).
    pub(super) fn connect_from_form(&mut self, setup: OnlineSetup) {
        if let Err(why) = PlayerSpec(setup.seat.clone()).checked() {
            if let Some(form) = self.online_form_mut() {
                form.refuse_seat(&why.to_string());
            }
            return;
        }
        let remember = self.online_form_mut().is_some_and(|f| f.remember);
        let before = self.remembered.problem.clone();
        self.remembered.settings.online = OnlineSettings::of(&setup);
        self.remembered.save();
        let mut problems: Vec<String> = Vec::new();
        if self.remembered.problem != before {
            problems.extend(self.remembered.problem.clone());
        }
        if let Err(why) = self.keep_password(&setup.password, remember) {
            problems.push(why.to_string());
        }
        self.go_online(setup);
        for why in problems {
            self.screen.page_mut().on_news(News::Problem(why));
        }
    }

    /// The password kept beside the settings, or any kept before deleted.
    fn keep_password(&self, password: &Password, remember: bool) -> Result<(), PasswordError> {
        match (self.remembered.folder(), remember) {
            (Some(folder), true) => remembered_password::remember(folder, password),
            (Some(folder), false) => remembered_password::forget(folder),
            (None, true) => Err(PasswordError::NotKept {
                path: crate::t!("online-settings-folder"),
                why: crate::t!("online-no-settings-folder"),
            }),
            (None, false) => Ok(()),
        }
    }
}
