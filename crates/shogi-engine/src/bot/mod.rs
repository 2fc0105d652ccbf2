//! The built-in computer player.
//!
//! `Bot` searches on the calling thread; `BotHandle` runs one on its own
//! thread and reports through `BotEvent`s. A request is a position with
//! the game's history (for sennichite) and `SearchLimits`; the answer is a
//! `Decision`: a legal move, a resignation, or an impasse declaration.
//!
//! ```no_run
//! use shogi_engine::bot::{BotConfig, BotEvent, BotHandle, GameHistory, Level, SearchLimits};
//! use shogi_core::Position;
//! use std::time::Duration;
//!
//! let (bot, events) = BotHandle::spawn(BotConfig::for_level(Level::MAX));
//! let (pos, history) = GameHistory::replay(&Position::startpos(), &[]).unwrap();
//! let id = bot.think(pos, history, SearchLimits::move_time(Duration::from_secs(1)));
//! for event in events.iter() {
//!     if let BotEvent::Done { id: done, decision } = event {
//!         assert_eq!(Some(done), id);
//!         println!("{:?}", decision.action);
//!         break;
//!     }
//! }
//! ```

mod candidates;
mod control;
mod easy;
mod eval;
mod evaluator;
mod handle;
mod history;
mod impasse;
mod ladder;
mod level;
mod mate_check;
mod multipv;
mod ordering;
mod params;
mod rng;
mod root;
mod score;
mod search;
mod see;
mod smp;
mod think;
mod time;
mod tt;

pub use control::SearchControl;
pub use eval::evaluate;
pub use evaluator::{EvalChoice, LoadedNet};
pub use handle::{BotEvent, BotHandle, RequestId};
pub use history::{GameHistory, ReplayError};
pub use ladder::{Rung, Standing};
pub use level::{BOT_PROGRAM, Level, LevelError};
pub use params::{ParamError, ParamSpec, SPECS as TUNABLE, SearchParams};
pub use smp::{MAX_THREADS, all_cores};
// The training-data generator draws its openings from the same seeded
// generator, so a run is reproducible from its seed.
pub use rng::{Rng, clock_seed};
pub use score::Score;
pub use think::{Bot, BotAction, BotConfig, Decision, ResignPolicy, SearchInfo};
pub use time::{Clock, SearchLimits};
pub use tt::{DEFAULT_HASH_MIB, MAX_HASH_MIB, available_mib, available_mib_in};
