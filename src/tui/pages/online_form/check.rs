//! Connect's checks: the form read into an `OnlineSetup`, or the first
//! field that is wrong and why, in words that name the field. Only the
//! words are looked at here; whether an engine's program exists is the
//! app's to find out, as for the menu's games.

use super::state::{Field, OnlineForm};
use crate::game::PlayerKind;
use crate::kifu::escape::quote;
use crate::online::OnlineSetup;
use crate::online::password::{self, Password, PasswordError};
use crate::t;
use crate::tui::setup::{PlayerSpec, UnknownPlayer};
use crate::tui::widgets::choice::PlayerChoice;
use crate::usi::cmdline::split_command_line;
use crate::words::Said;

#[derive(Debug, PartialEq, Eq)]
pub enum FormError {
    NoHost,
    SpaceInHost,
    BadPort(String),
    NoUser,
    SpaceInUser,
    /// The game name typed is not of the server's form (quoted).
    BadGame(String),
    NoPassword,
    BadPassword(PasswordError),
    /// The password starts with the game name of its own row (quoted).
    GameTwice(String),
    NoEngine,
    BadEngine(String),
}

impl std::fmt::Display for FormError {
    /// The row's label, then what to do about it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self {
            FormError::NoHost => t!("online-form-no-host"),
            FormError::SpaceInHost => t!("online-form-space-in-host"),
            FormError::BadPort(port) => t!("online-form-bad-port", port = port),
            FormError::NoUser => t!("online-form-no-user"),
            FormError::SpaceInUser => t!("online-form-space-in-user"),
            FormError::BadGame(name) => t!("online-form-bad-game", name = name),
            FormError::NoPassword => t!("online-form-no-password"),
            FormError::GameTwice(name) => t!("online-form-game-twice", name = name),
            FormError::BadPassword(e) => e.to_string(),
            FormError::NoEngine => t!("online-form-no-engine"),
            FormError::BadEngine(why) => why.clone(),
        };
        f.write_str(&t!(
            "online-field-problem",
            field = self.field().label(),
            why = why
        ))
    }
}

impl std::error::Error for FormError {}

impl FormError {
    /// The row to fix.
    pub fn field(&self) -> Field {
        match self {
            FormError::NoHost | FormError::SpaceInHost => Field::Host,
            FormError::BadPort(_) => Field::Port,
            FormError::NoUser | FormError::SpaceInUser => Field::User,
            FormError::BadGame(_) => Field::Game,
            FormError::NoPassword | FormError::BadPassword(_) | FormError::GameTwice(_) => {
                Field::Password
            }
            FormError::NoEngine | FormError::BadEngine(_) => Field::Engine,
        }
    }
}

impl OnlineForm {
    /// What the form asks for, checked field by field from the top.
    pub fn setup(&self) -> Result<OnlineSetup, FormError> {
        let host = self.host.trimmed();
        if host.is_empty() {
            return Err(FormError::NoHost);
        }
        if host.contains(char::is_whitespace) {
            return Err(FormError::SpaceInHost);
        }
        let port = self.port.trimmed();
        let port = port
            .parse::<u16>()
            .ok()
            .filter(|p| *p > 0)
            .ok_or_else(|| FormError::BadPort(quote(port, 20)))?;
        let user = self.user.trimmed();
        if user.is_empty() {
            return Err(FormError::NoUser);
        }
        if user.contains(char::is_whitespace) {
            return Err(FormError::SpaceInUser);
        }
        let game = self.game.trimmed();
        if !game.is_empty() {
            password::check_game(game).map_err(|_| FormError::BadGame(quote(game, 60)))?;
        }
        let password =
            Password::typed(self.password.reveal()).map_err(|_| FormError::NoPassword)?;
        if game.is_empty() {
            // A game name typed into the password, as files hold it.
            password::check_game_name(&password).map_err(FormError::BadPassword)?;
        } else if let Some(twice) = password.game_name() {
            return Err(FormError::GameTwice(quote(twice, 60)));
        }
        Ok(OnlineSetup {
            host: host.to_string(),
            port,
            user: user.to_string(),
            password,
            game: (!game.is_empty()).then(|| game.to_string()),
            seat: self.seat_kind()?,
        })
    }

    /// Who plays from here: the seat's choice, or the engine typed.
    fn seat_kind(&self) -> Result<PlayerKind, FormError> {
        match self.seat.value() {
            Some(PlayerChoice::Plays(kind)) => Ok(kind.clone()),
            Some(PlayerChoice::TypeCommand) => {
                let command = self.engine.trimmed();
                if command.is_empty() {
                    return Err(FormError::NoEngine);
                }
                split_command_line(command).map_err(|e| FormError::BadEngine(e.said()))?;
                let spec: PlayerSpec = format!("usi:{command}")
                    .parse()
                    .map_err(|e: UnknownPlayer| FormError::BadEngine(e.to_string()))?;
                Ok(spec.0)
            }
            None => Ok(PlayerKind::Human),
        }
    }
}
