//! What the lishogi form remembers between runs: the site, who plays
//! from here and the last clock asked for. Never the token, which is
//! kept (only on request) in a file of its own (`lishogi::token`).

use crate::game::PlayerKind;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LishogiSettings {
    /// The site's address, `https://lishogi.org` unless the player
    /// changed it.
    pub server: String,
    pub seat: PlayerKind,
    pub minutes: u32,
    pub byoyomi_secs: u32,
    pub increment_secs: u32,
    pub periods: u32,
    pub rated: bool,
    /// The last user challenged.
    pub opponent: String,
}

impl Default for LishogiSettings {
    fn default() -> LishogiSettings {
        LishogiSettings {
            server: crate::lishogi::client::LISHOGI.to_string(),
            seat: PlayerKind::Human,
            // The shortest casual game the Board API plays with byoyomi
            // is about this; 10 + 30 s is what lishogi's lobby offers.
            minutes: 10,
            byoyomi_secs: 30,
            increment_secs: 0,
            periods: 1,
            rated: false,
            opponent: String::new(),
        }
    }
}
