//! The game page in a game on lishogi, beyond what any online game does
//! (`online.rs`): the players as the site names them (with ratings), both
//! clocks as the site counts them (the periods left), the chat pane and
//! its line being typed (`t`), and aborting (`x`) while the site allows
//! it. Its session (`lishogi_link`) gives the page a `SiteView`
//! after every change and takes what the person asked (`SiteAsk`).

use super::state::{GamePrompt, GameScreen, Overlay};
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::widgets::status::Message;

pub use super::site_view::{CHAT_LINES, SiteAsk, SiteView};

impl GameScreen {
    /// The site's game as its session sees it now.
    pub fn show_site(&mut self, view: SiteView) {
        self.site = Some(Box::new(view));
    }

    /// What the site's game shows, in a game on lishogi.
    pub fn site(&self) -> Option<&SiteView> {
        self.site.as_deref()
    }

    /// What the person asked since last taken.
    pub fn take_site_asks(&mut self) -> Vec<SiteAsk> {
        std::mem::take(&mut self.site_asks)
    }

    /// `t`: a chat line to type (lishogi games only).
    pub(super) fn open_chat(&mut self) {
        if self.site.is_none() {
            self.message = Some(Message::Refusal(t!("lishogiplay-chat-only-there")));
            return;
        }
        self.overlay = Overlay::Layer(Layer::prompt(GamePrompt::Chat, ""));
    }

    /// The line typed, sent by the session.
    pub(super) fn chat_typed(&mut self, text: &str) {
        self.overlay = Overlay::None;
        let text = text.trim();
        if !text.is_empty() {
            self.site_asks.push(SiteAsk::Chat(text.to_string()));
        }
    }

    /// `x`: abort the game, while the site allows it.
    pub(super) fn ask_abort(&mut self) {
        let Some(site) = &self.site else {
            self.message = Some(Message::Refusal(t!("lishogiplay-abort-only-there")));
            return;
        };
        if !site.abortable || self.game.is_over() {
            self.message = Some(Message::Refusal(t!("lishogiplay-abort-too-late")));
            return;
        }
        self.site_asks.push(SiteAsk::Abort);
        self.message = Some(Message::Info(t!("lishogiplay-abort-sent")));
    }
}
