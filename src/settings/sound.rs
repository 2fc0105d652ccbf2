//! The sound settings, as the settings file keeps them: sound on or off
//! altogether, what counts a clock's last seconds, the piece sounds and
//! the volume. The program's `--quiet` is not here: it holds for one run.

use serde::{Deserialize, Serialize};
use shogi_sound::Cue;

/// What counts the last seconds of a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CountVoice {
    /// 三十秒, 四十秒, 五十秒, then 一 … 九, as the recorder reads it.
    Japanese,
    /// "thirty seconds" … "ten seconds", then "nine" … "one".
    English,
    /// The terminal's bell: once a second, twice in the last five.
    Bell,
    /// Nothing: the clock is only shown.
    Off,
}

impl CountVoice {
    /// In the order the menu steps through them.
    pub const ALL: [CountVoice; 4] = [
        CountVoice::Japanese,
        CountVoice::English,
        CountVoice::Bell,
        CountVoice::Off,
    ];
}

/// The menu's sound rows, remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// Off: no sound of any kind, the bell included.
    pub on: bool,
    /// `None`: the voice of the interface's language, so a player who
    /// never chose one hears their own language.
    pub count: Option<CountVoice>,
    /// The click of each move (heavier for a capture).
    pub pieces: bool,
    /// The chime of a check.
    pub check: bool,
    /// The phrase at the end of a game.
    pub end: bool,
    /// The buzz of a refused move.
    pub refused: bool,
    /// Percent, 0–100.
    pub volume: u8,
}

/// The volumes the menu offers, in percent.
pub const VOLUMES: [u8; 10] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            on: true,
            count: None,
            pieces: true,
            check: true,
            end: true,
            refused: true,
            volume: 70,
        }
    }
}

impl SoundSettings {
    /// Whether `cue` is wanted.
    pub fn wants(&self, cue: Cue) -> bool {
        match cue {
            Cue::Move | Cue::Capture => self.pieces,
            Cue::Check => self.check,
            Cue::GameEnd => self.end,
            Cue::Refused => self.refused,
        }
    }

    /// The count's voice: the one chosen, else the one of `japanese`'s
    /// language.
    pub fn count_voice(&self, japanese: bool) -> CountVoice {
        self.count.unwrap_or(if japanese {
            CountVoice::Japanese
        } else {
            CountVoice::English
        })
    }
}
