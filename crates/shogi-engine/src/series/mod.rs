//! Series of games between engines (連続対局): who plays whom and with
//! which colour (`schedule`), the running count of results (`tally`), what
//! the count says about the difference in strength (`elo`), and when a
//! series may stop because the question it asks is answered (`sprt`).
//!
//! Nothing here plays a game or knows a clock: the match runner feeds
//! results in and reads figures out, so the statistics are tested on
//! counts done by hand.

pub mod elo;
pub mod game;
pub mod openings;
pub mod runner;
pub mod schedule;
pub mod sprt;
pub mod tally;

pub use elo::{Estimate, elo_of_score, estimate, score_of_elo};
pub use schedule::{Fixture, fixtures};
pub use sprt::{Hypothesis, Sprt, SprtError, SprtState};
pub use tally::{Outcome, Tally};
