//! What the engine-match form remembers between runs: its last series
//! as Start began it. Clocks in milliseconds, not as `10m+30s`: the
//! form's fastest clock is ½ s a move, which that spelling cannot say.

use crate::game::PlayerKind;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchSettings {
    pub first: PlayerKind,
    pub second: PlayerKind,
    pub main_ms: u64,
    pub byoyomi_ms: u64,
    pub games: usize,
    pub at_once: usize,
}

impl Default for MatchSettings {
    /// Nothing a form offers (no player is a person): a file without the
    /// form's choices leaves every row as the form first opens.
    fn default() -> MatchSettings {
        MatchSettings {
            first: PlayerKind::Human,
            second: PlayerKind::Human,
            main_ms: 0,
            byoyomi_ms: 0,
            games: 0,
            at_once: 0,
        }
    }
}
