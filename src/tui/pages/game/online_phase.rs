//! What the game page knows of an online game: the server, where the
//! connection stands and our colour. Kept apart from `online` (the page's
//! behaviour) because the page's state holds it and `online` reads the
//! state: one file each way, no circle.

use crate::i18n::rules::Shown;
use crate::shogi::Color;
use crate::t;

/// Where the connection stands, as the page tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlinePhase {
    Connecting,
    LoggingIn,
    /// Logged in: the server starts a game when it pairs us (floodgate
    /// pairs on its schedule, every few minutes).
    WaitingForGame,
    /// The server offers a game and the person here has not answered:
    /// a computer in our seat agrees at once, a person is asked.
    Offered,
    /// The game is offered and agreed; the server's START comes next.
    Agreed,
    Playing,
    /// The server ended the game.
    Over,
    /// The connection is gone, and why.
    Lost(String),
}

/// The page's knowledge of the online game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Online {
    /// `host:port`, as the status bar names it.
    pub server: String,
    pub phase: OnlinePhase,
    /// Our colour, once the server has offered a game.
    pub us: Option<Color>,
    /// The person's answer to the offer (true: play it), for the session
    /// to send as AGREE or REJECT.
    pub answer: Option<bool>,
}

impl Online {
    /// Whether no game is under way yet: leaving now only logs out.
    pub fn before_game(&self) -> bool {
        matches!(
            self.phase,
            OnlinePhase::Connecting
                | OnlinePhase::LoggingIn
                | OnlinePhase::WaitingForGame
                | OnlinePhase::Offered
                | OnlinePhase::Agreed
        )
    }

    /// The status bar's word on the connection.
    pub fn note(&self) -> String {
        let what = match &self.phase {
            OnlinePhase::Connecting => t!("online-connecting"),
            OnlinePhase::LoggingIn => t!("online-logging-in"),
            OnlinePhase::WaitingForGame => t!("online-waiting-for-game"),
            OnlinePhase::Offered => t!("online-offered"),
            OnlinePhase::Agreed => t!("online-agreed"),
            OnlinePhase::Playing => match self.us {
                Some(us) => t!("online-you-play", side = us.shown()),
                None => t!("online-playing"),
            },
            OnlinePhase::Over => t!("online-game-over"),
            OnlinePhase::Lost(why) => t!("online-disconnected", why = why),
        };
        t!(
            "online-note",
            server = crate::kifu::escape_controls(&self.server),
            what = what
        )
    }
}
