//! What a player chooses before playing online: the server, the login,
//! and who plays from this terminal. The form (`tui::pages::online_form`)
//! and `shogi-tui online` fill it in; the app connects with it.

use super::connection::DEFAULT_PORT;
use super::password::Password;
use crate::game::PlayerKind;
use serde::{Deserialize, Serialize};

/// Where to play, as whom, and who sits in our seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineSetup {
    pub host: String,
    pub port: u16,
    pub user: String,
    /// The password alone; `game` goes before it at LOGIN.
    pub password: Password,
    /// The game to be paired in (`floodgate-300-10F`), when the form has
    /// it in its own row; `None` leaves the password as it is (a password
    /// file may hold `GAMENAME,trip` itself).
    pub game: Option<String>,
    /// A person (the game screen's keys), the bot at a level, or an engine.
    pub seat: PlayerKind,
}

/// What `settings.ron` keeps of the form, to fill it in next time: all
/// but the password, which has no place here (see `remembered_password`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlineSettings {
    pub host: String,
    pub port: u16,
    pub user: String,
    /// The form's game name, empty for none.
    pub game: String,
    pub seat: PlayerKind,
}

impl Default for OnlineSettings {
    fn default() -> OnlineSettings {
        OnlineSettings {
            host: String::new(),
            port: DEFAULT_PORT,
            user: String::new(),
            game: String::new(),
            seat: PlayerKind::Human,
        }
    }
}

impl OnlineSettings {
    /// What is remembered of `setup`.
    pub fn of(setup: &OnlineSetup) -> OnlineSettings {
        OnlineSettings {
            host: setup.host.clone(),
            port: setup.port,
            user: setup.user.clone(),
            game: setup.game.clone().unwrap_or_default(),
            seat: setup.seat.clone(),
        }
    }
}

impl OnlineSetup {
    /// The password LOGIN sends: the game name built in when there is one.
    pub fn login_password(&self) -> Password {
        match &self.game {
            Some(game) => self.password.for_game(game),
            None => self.password.clone(),
        }
    }
}
