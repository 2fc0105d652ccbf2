//! Drills from the player's own games: each mistake analysis marks on
//! their side comes back as "find a better move", on a spaced-repetition
//! schedule (SM-2), until it is learnt. An answer counts when a search
//! judges it within the quiz's margin of the engine's move
//! (`analysis::better_move::judge`), not only when it is that move.

pub mod drill;
pub mod make;
pub mod schedule;
pub mod store;

pub use drill::{Drill, DrillKind};
pub use make::{Side, drills_of, recorded_evaluations};
pub use schedule::{Day, Schedule, today};
pub use store::{DRILLS_FILE, Drills, Entry};
