//! Who plays from this terminal, as the online and lishogi forms ask it:
//! a row of the menu's players, and the engine's command typed when the
//! choice is "type its command".

use crate::game::PlayerKind;
use crate::tui::setup::{PlayerSpec, UnknownPlayer};
use crate::tui::widgets::choice::{Picker, PlayerChoice, offer_player};
use crate::tui::widgets::text_input::TextInput;
use crate::usi::cmdline::split_command_line;

/// Why the command typed cannot be read; each form words it on its row.
#[derive(Debug, PartialEq, Eq)]
pub enum CommandError {
    Empty,
    /// The words of the first fault found.
    Bad(String),
}

/// Whether the seat is "type its command".
pub fn types_command(seat: &Picker<PlayerChoice>) -> bool {
    seat.value() == Some(&PlayerChoice::TypeCommand)
}

/// Chooses `kind` for the seat, offering it first if the row lacks it
/// (an engine typed in another time).
pub fn preset(seat: &mut Picker<PlayerChoice>, kind: &PlayerKind) {
    offer_player(seat, kind);
    seat.select(&PlayerChoice::Plays(kind.clone()));
}

/// Who plays from here: the seat's choice, or the command typed. Only the
/// words are looked at; whether the program exists is the app's to find
/// out, as for the menu's games.
pub fn kind(seat: &Picker<PlayerChoice>, command: &TextInput) -> Result<PlayerKind, CommandError> {
    match seat.value() {
        Some(PlayerChoice::Plays(kind)) => Ok(kind.clone()),
        Some(PlayerChoice::TypeCommand) => {
            let command = command.trimmed();
            if command.is_empty() {
                return Err(CommandError::Empty);
            }
            split_command_line(command)
                .map_err(|e| CommandError::Bad(crate::words::Said::said(&e)))?;
            let spec: PlayerSpec = format!("usi:{command}")
                .parse()
                .map_err(|e: UnknownPlayer| CommandError::Bad(e.to_string()))?;
            Ok(spec.0)
        }
        None => Ok(PlayerKind::Human),
    }
}

/// The seat's row as the form shows it: its choice's words, `?` for none.
pub fn shown(seat: &Picker<PlayerChoice>) -> String {
    let choice = seat
        .choices()
        .iter()
        .find(|c| Some(&c.value) == seat.value());
    choice.map_or("?", |c| c.label.as_str()).to_string()
}

/// A site form's Start carried out once its seat is checked: its rows
/// remembered in the settings (`remember`), its secret kept beside them or
/// forgotten (`keep`), then the game's page opened (`open`), told of
/// whatever of the first two went wrong.
pub fn remember_and_play<E: std::fmt::Display>(
    cx: &mut crate::tui::context::Context,
    remember: impl FnOnce(&mut crate::settings::Settings),
    keep: impl FnOnce(&crate::tui::context::Context) -> Result<(), E>,
    open: impl FnOnce(&crate::tui::context::Context) -> Box<dyn crate::tui::page::Component>,
) -> crate::tui::page::Flow {
    let before = cx.remembered.problem.clone();
    cx.remember(remember);
    let mut problems: Vec<String> = Vec::new();
    if cx.remembered.problem != before {
        problems.extend(cx.remembered.problem.clone());
    }
    if let Err(why) = keep(cx) {
        problems.push(why.to_string());
    }
    let mut page = open(cx);
    for why in problems {
        page.page_mut()
            .on_news(crate::tui::page::News::Problem(why));
    }
    crate::tui::page::Flow::Open(page)
}
