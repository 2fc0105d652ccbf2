//! The thread that plays sounds. (Helper A fills this in.)

use crate::{CountPlan, Cue, SoundError};
use std::time::Duration;

/// A handle to the sound thread; dropping the last handle ends it.
pub struct Sound {}

/// How late sounds started: from the moment asked (a cue) or due (a word)
/// to the moment its first sample reaches the output, as the device
/// reports its delay.
#[derive(Clone, Debug, Default)]
pub struct Latency {
    pub cues: Vec<Duration>,
    pub words: Vec<Duration>,
}

impl Sound {
    /// Opens the system's default audio output, at `volume` percent.
    pub fn open(volume: u8) -> Result<Sound, SoundError> {
        let _ = volume;
        Err(SoundError::NoDevice {
            why: "not yet".into(),
        })
    }
    pub fn play(&self, cue: Cue) {
        let _ = cue;
    }
    /// Replaces the count under way (an empty plan stops it at once).
    pub fn count(&self, plan: CountPlan) {
        let _ = plan;
    }
    pub fn set_volume(&self, percent: u8) {
        let _ = percent;
    }
    /// A failure of the output after it opened, once.
    pub fn take_failure(&self) -> Option<SoundError> {
        None
    }
    pub fn latency(&self) -> Latency {
        Latency::default()
    }
}
