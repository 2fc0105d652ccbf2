//! USI (the Universal Shogi Interface): serving the bot to GUIs and match
//! tools (`engine`), and driving external engines as opponents (`client`).

pub mod client;
pub mod cmdline;
pub mod engine;
pub mod inbox;
pub mod mate_search;
pub mod options;
pub mod program;
pub mod protocol;
pub mod reply;
pub mod spawn;
#[cfg(target_os = "linux")]
mod warden;

pub use client::{
    Crash, EngineError, EngineEvent, EngineMove, Malformed, SpawnFailure, Timeouts, UsiEngine,
};
pub use mate_search::{MateAnswer, MateRequest, MateSearch, df_pn_solver};
pub use options::EngineOptions;
pub use protocol::{
    GoParams, GoProblem, GuiCommand, MateTime, UsiParseError, parse_command, position_line,
};
