//! Who plays a side, as the command line and the settings spell it. It
//! lives below the screens and the commands because a series' records
//! (`matches`) write players in this spelling too, and they must not reach
//! up into the app's shell for it.

use crate::bot::{Level, LevelError};
use crate::game::PlayerKind;
use crate::shogi::Color;
use crate::usi::cmdline::program_name;
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Who plays a side, as the command line spells it: `human`,
/// `bot:LEVEL` (1-8 or a level name) or `usi:COMMAND`. Parsing reads the
/// words only; `checked` looks for an engine's program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSpec(pub PlayerKind);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UnknownPlayer {
    #[error("{}", crate::t!("keys-player-unknown", player = .0))]
    Unknown(String),
    #[error("{}", crate::t!("keys-player-bad-level", why = crate::words::Said::said(.0)))]
    Level(#[from] LevelError),
    #[error("{}", crate::t!("keys-player-no-command"))]
    NoCommand,
    #[error("{0}")]
    Engine(String),
}

impl FromStr for PlayerSpec {
    type Err = UnknownPlayer;

    fn from_str(s: &str) -> Result<PlayerSpec, UnknownPlayer> {
        let t = s.trim();
        // Only the word before the first colon is case-insensitive: the
        // engine command is kept exactly as typed.
        let (word, rest) = match t.split_once(':') {
            Some((w, r)) => (w.trim().to_ascii_lowercase(), Some(r)),
            None => (t.to_ascii_lowercase(), None),
        };
        let kind = match (word.as_str(), rest) {
            ("human", None) => PlayerKind::Human,
            ("bot", None) => PlayerKind::Bot {
                level: Level::default().number(),
            },
            ("bot", Some(level)) => PlayerKind::Bot {
                level: level.parse::<Level>()?.number(),
            },
            ("usi", Some(command)) => {
                let command = command.trim();
                if command.is_empty() {
                    return Err(UnknownPlayer::NoCommand);
                }
                PlayerKind::Engine {
                    command: command.to_string(),
                }
            }
            ("usi", None) => return Err(UnknownPlayer::NoCommand),
            _ => return Err(UnknownPlayer::Unknown(s.to_string())),
        };
        Ok(PlayerSpec(kind))
    }
}

impl PlayerSpec {
    /// The name a player gets when none is given: people are called by
    /// their side, the bot by its level, an engine by its program until it
    /// gives its own name.
    pub fn default_name(&self, side: Color) -> String {
        match &self.0 {
            PlayerKind::Human => side.name().to_string(),
            PlayerKind::Bot { level } => match Level::new(*level) {
                Some(l) => l.player_name(),
                None => format!("shogi-tui level {level}"),
            },
            PlayerKind::Engine { command } => program_name(command),
        }
    }
}

impl fmt::Display for PlayerSpec {
    /// The command-line spelling, which `from_str` reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            PlayerKind::Human => f.write_str("human"),
            PlayerKind::Bot { level } => write!(f, "bot:{level}"),
            PlayerKind::Engine { command } => write!(f, "usi:{command}"),
        }
    }
}
