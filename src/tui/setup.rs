//! How a game is set up, whether from the menu or from `play` flags.

use super::engines::command_problem;
use crate::bot::{Level, LevelError};
use crate::game::{Game, Handicap, MoveLimit, Player, PlayerKind, Players, RuleSet, Start};
use crate::shogi::{Color, FromSfenError};
use std::str::FromStr;
use thiserror::Error;

/// Who plays a side, as the command line spells it: `human`,
/// `bot:LEVEL` (1-8 or a level name) or `usi:COMMAND`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSpec(pub PlayerKind);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UnknownPlayer {
    #[error(
        "unknown player '{0}': expected human, bot:LEVEL (1-8 or Beginner … Strongest) or usi:COMMAND"
    )]
    Unknown(String),
    #[error("bad bot level: {0}")]
    Level(#[from] LevelError),
    #[error("usi: needs the engine's command line, e.g. usi:/usr/games/gpsusi")]
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
    /// The spec, once an engine's program is known to exist: parsing only
    /// reads the words, this looks at the file system (PATH).
    pub fn checked(self) -> Result<PlayerSpec, UnknownPlayer> {
        if let PlayerKind::Engine { command } = &self.0
            && let Some(why) = command_problem(command)
        {
            return Err(UnknownPlayer::Engine(why));
        }
        Ok(self)
    }

    /// The menu and command-line spelling.
    pub fn value(&self) -> String {
        match &self.0 {
            PlayerKind::Human => "human".into(),
            PlayerKind::Bot { level } => format!("bot:{level}"),
            PlayerKind::Engine { command } => format!("usi:{command}"),
        }
    }

    fn player(&self, side: Color) -> Player {
        Player {
            name: side.name().to_string(),
            kind: self.0.clone(),
        }
    }
}

/// Where the game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartSpec {
    Even,
    Handicap(Handicap),
    Sfen(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("bad SFEN: {0}")]
    Sfen(#[from] FromSfenError),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    pub black: PlayerSpec,
    pub white: PlayerSpec,
    pub start: StartSpec,
    pub rules: RuleSet,
    pub move_limit: MoveLimit,
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            black: PlayerSpec(PlayerKind::Human),
            white: PlayerSpec(PlayerKind::Human),
            start: StartSpec::Even,
            rules: RuleSet::default(),
            move_limit: MoveLimit::default(),
        }
    }
}

impl GameSetup {
    pub fn game(&self) -> Result<Game, SetupError> {
        let start = match &self.start {
            StartSpec::Even => Start::Even,
            StartSpec::Handicap(h) => Start::Handicap(*h),
            StartSpec::Sfen(text) => Start::from_sfen(text)?,
        };
        Ok(Game::new(start)
            .with_rules(self.rules)
            .with_move_limit(self.move_limit)
            .with_players(self.players()))
    }

    /// Who plays, named after their side.
    pub fn players(&self) -> Players {
        Players::new(
            self.black.player(Color::Black),
            self.white.player(Color::White),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_humans_bots_or_engines() {
        let kind = |s: &str| s.parse::<PlayerSpec>().map(|p| p.0);
        assert_eq!(kind("Human"), Ok(PlayerKind::Human));
        assert_eq!(kind("bot:3"), Ok(PlayerKind::Bot { level: 3 }));
        assert_eq!(kind("BOT:strongest"), Ok(PlayerKind::Bot { level: 8 }));
        assert_eq!(kind("bot"), Ok(PlayerKind::Bot { level: 4 }));
        assert_eq!(
            kind("usi: sh -c 'exec true' "),
            Ok(PlayerKind::Engine {
                command: "sh -c 'exec true'".into()
            })
        );
        let err = |s: &str| s.parse::<PlayerSpec>().unwrap_err().to_string();
        assert_eq!(
            err("robot"),
            "unknown player 'robot': expected human, bot:LEVEL (1-8 or Beginner … Strongest) or usi:COMMAND"
        );
        assert!(err("bot:9").starts_with("bad bot level: '9' is not a level"));
        assert!(err("bot:grandmaster").contains("Beginner, Novice"));
        assert_eq!(
            err("usi:"),
            "usi: needs the engine's command line, e.g. usi:/usr/games/gpsusi"
        );
        // Parsing reads the words only; the program is looked for apart.
        let missing = "usi:/no/such/engine".parse::<PlayerSpec>().unwrap();
        assert_eq!(
            missing.checked().unwrap_err().to_string(),
            "no engine program at /no/such/engine"
        );
        let here = "usi:sh -c 'exec true'".parse::<PlayerSpec>().unwrap();
        assert!(here.checked().is_ok());
        assert!(err("human:2").starts_with("unknown player"));
    }

    #[test]
    fn values_read_back_as_the_same_player() {
        for kind in [
            PlayerKind::Human,
            PlayerKind::Bot { level: 6 },
            PlayerKind::Engine {
                command: "sh -c 'exit 1'".into(),
            },
        ] {
            let value = PlayerSpec(kind.clone()).value();
            assert_eq!(value.parse::<PlayerSpec>(), Ok(PlayerSpec(kind)));
        }
    }

    #[test]
    fn setup_builds_the_game_it_describes() {
        let setup = GameSetup {
            start: StartSpec::Handicap(Handicap::Bishop),
            rules: RuleSet::Try,
            move_limit: MoveLimit::Off,
            ..GameSetup::default()
        };
        let g = setup.game().unwrap();
        assert_eq!(g.handicap(), Some(Handicap::Bishop));
        assert_eq!(g.side_to_move(), Color::White);
        assert_eq!(g.rules(), RuleSet::Try);
        assert_eq!(g.move_limit(), MoveLimit::Off);
        let bad = GameSetup {
            start: StartSpec::Sfen("9/9 b - 1".into()),
            ..GameSetup::default()
        };
        assert!(
            bad.game()
                .unwrap_err()
                .to_string()
                .starts_with("bad SFEN: ")
        );
    }
}
