//! Drills from the player's own games: each mistake analysis marks on
//! their side comes back as "find a better move", on a spaced-repetition
//! schedule (SM-2), until it is learnt. An answer counts when a search
//! judges it within the quiz's margin of the engine's move
//! (`analysis::better_move::judge`), not only when it is that move.
//! An opening drill asks for a move the book (or the game database)
//! knows where the player's left it (`opening`).

pub mod drill;
pub mod make;
pub mod opening;
pub mod schedule;
pub mod store;

pub use drill::{Drill, DrillKind, Known};
pub use make::{Side, drills_of, recorded_evaluations};
pub use opening::{Openings, opening_drill};
pub use schedule::{Day, Schedule, today};
pub use store::{DRILLS_FILE, Drills, DueCount, Entry, due_count};
