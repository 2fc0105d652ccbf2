//! What a player chooses before playing online: the server, the login,
//! and who plays from this terminal. The form (`tui::pages::online_form`)
//! and `shogi-tui online` fill it in; the app connects with it.

use super::password::Password;
use crate::game::PlayerKind;

/// Where to play, as whom, and who sits in our seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineSetup {
    pub host: String,
    pub port: u16,
    pub user: String,
    pub password: Password,
    /// A person (the game screen's keys), the bot at a level, or an engine.
    pub seat: PlayerKind,
}
