//! Watching a series (`shogi-tui match` on a terminal): the board of one
//! game in progress (Tab and the arrows pick another), the score table
//! with Elo ± error after each game, and a progress bar with the time
//! left. `q` asks, then the series stops after the games in progress are
//! saved; asked again (or Ctrl-C twice) it stops at once.
//!
//! The state is fed by the command (`update_*`), which owns the series;
//! this module only shows it and turns keys into what the player wants:
//! `state` holds it, `view` draws it.

mod state;
mod view;

pub use state::{Watch, WatchAction};
pub use view::render;
