//! The app's side of playing online: connecting with the player's setup
//! and putting the game screen up for the game the server offers.

use super::app::App;
use super::page::News;
use crate::online::OnlineSetup;

impl App {
    /// Connects with `setup` and shows the game screen while waiting for
    /// and playing the server's game.
    pub fn go_online(&mut self, setup: OnlineSetup) {
        let _ = setup;
        self.screen
            .page_mut()
            .on_news(News::Refused("online play on the game screen is being built".into()));
    }
}
