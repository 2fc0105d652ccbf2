//! The sounds of a shogi game: the voiced byoyomi count (秒読み), the click
//! of a piece placed (駒音) and short cues for check, the end of a game and
//! a refused move, played on the system's default audio output.
//!
//! The crate knows nothing of terminals, settings files or languages of the
//! interface: the app decides what is heard and when ([`CountPlan`] from a
//! clock, a [`Cue`] for an event) and this crate plays it on time.
//!
//! - [`count`]: which words a count says, and when (pure, tested by hand).
//! - [`cue`]: the game's short sounds, synthesized in code.
//! - [`voice`]: the voice clips, made with espeak-ng (assets/sounds/README.md).
//! - [`Sound`]: the handle to the thread that plays them.
//! - [`worker`] and [`Remote`]: the same thread in a process of its own,
//!   which the game can kill and whose memory it can bound, ordered
//!   through pipes; the game never calls into the audio library itself.

pub mod count;
pub mod cue;
mod device;
mod error;
mod player;
mod rate;
mod remote;
pub mod voice;
mod wire;
pub mod worker;

pub use count::{CountPlan, Voice, Word};
pub use cue::Cue;
pub use error::SoundError;
pub use player::{Latency, Sound};
pub use rate::RATE;
pub use remote::Remote;
