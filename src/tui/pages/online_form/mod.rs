//! The online form ("Play online (CSA server)" in the menu, and
//! `shogi-tui online` without a server): the server and port, the login,
//! whether to remember the password, and who plays from this terminal (a
//! person, the bot at a level, or a USI engine). Connect checks the
//! fields and asks the app to go online (`connect::connect`); the app
//! remembers what the settings keep of it and the password if asked.
//! The keys and the drawing are the form component's (`tui::form`).
//!
//! The folder: `state` is the form's fields, `rows` what each row shows
//! and does, `check` reads the fields into an `OnlineSetup` (or names the
//! one to fix).

mod check;
pub mod connect;
mod rows;
mod state;
#[cfg(test)]
mod tests;

pub use check::FormError;
pub use rows::OnlineFormView;
pub use state::{Field, OnlineForm};

crate::alone!(OnlineForm);
