//! The app's side of playing online: the game screen put up at once,
//! waiting on its connection (`sessions::online`) for the server's game.

use super::app::App;
use super::screen::Screen;
use super::sessions::GameSession;
use super::sessions::online::OnlineLink;
use crate::online::{Limits, OnlineSetup};

impl App {
    /// Connects with `setup` and shows the game screen while waiting for
    /// and playing the server's game; leaving it logs out.
    pub fn go_online(&mut self, setup: OnlineSetup) {
        let link = OnlineLink::connect(setup, Limits::default());
        let session = GameSession::online(link, self.saves.clone());
        self.enter(Screen::Game(Box::new(session)));
    }
}
