//! The lishogi form ("Play on lishogi" in the menu, and `shogi-tui
//! lishogi` without a computer player): the site, the personal token
//! (masked; kept in a file of the owner's alone only when asked), who
//! plays from here, and how the game is found: a seek in the lobby, a
//! challenge to a player, lishogi's AI, or the challenges others send.
//! The clock is checked against the Board API's minimum as it is typed.
//! Start asks the app to play (`connect::start`). The keys and the
//! drawing are the form component's (`tui::form`).
//!
//! The folder: `state` the rows' values, `rows` what each row shows and
//! does, `check` the rows read into a `LishogiSetup`.

mod check;
pub mod connect;
mod rows;
mod state;
#[cfg(test)]
mod tests;

pub use check::FormError;
pub use rows::LishogiFormView;
pub use state::{Field, LishogiForm, PlanKind};

crate::alone!(LishogiForm);
