//! Analysis of a game: an engine's evaluation of every position, the
//! moves judged from them, and a summary per player.
//!
//! Nothing here knows a terminal. `run` drives the engine on worker
//! threads; `marks` judges moves from the scores (pure); `standing` says
//! a score in the words players use. The review page,
//! the `analyse` command and the record writers all build on these.
//!
//! The one data model: the evaluation of the position after `k` moves
//! (`k = 0` is the start), from Black's point of view, with the engine's
//! line from that position. A move's evaluation is the one after it, and
//! its better move is the first of the line before it, which is also how
//! floodgate and Kifu for Windows keep evaluations in records.

pub mod better_move;
mod job;
pub mod marks;
pub mod research;
pub mod run;
pub mod standing;
mod usi;

pub use job::{AnalysisError, AnalysisEvent, AnalysisSettings, black_view};
pub use marks::{
    Judgement, Line, Mark, PlayerSummary, Summary, Weighing, judge, judge_line, summary_of,
    winning_chance,
};
pub use research::{Research, ResearchEvent, ResearchFailure, ResearchLine, ResearchUpdate};
pub use run::Analysis;
pub use standing::{Lead, Standing};
