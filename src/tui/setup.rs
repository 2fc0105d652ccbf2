//! How a game is set up, whether from the menu or from `play` flags.

use crate::game::{Game, Handicap, MoveLimit, Player, PlayerKind, Players, RuleSet, Start};
use crate::shogi::{Color, SfenError};
use std::str::FromStr;
use thiserror::Error;

/// Who plays a side, as the command line spells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSpec(pub PlayerKind);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown player '{0}': expected human")]
pub struct UnknownPlayer(pub String);

impl FromStr for PlayerSpec {
    type Err = UnknownPlayer;

    fn from_str(s: &str) -> Result<PlayerSpec, UnknownPlayer> {
        match s.trim().to_ascii_lowercase().as_str() {
            "human" => Ok(PlayerSpec(PlayerKind::Human)),
            _ => Err(UnknownPlayer(s.to_string())),
        }
    }
}

impl PlayerSpec {
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
    Sfen(#[from] SfenError),
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
    fn human_is_the_only_player_kind_so_far() {
        assert_eq!(
            "Human".parse::<PlayerSpec>(),
            Ok(PlayerSpec(PlayerKind::Human))
        );
        assert_eq!(
            "robot".parse::<PlayerSpec>().unwrap_err().to_string(),
            "unknown player 'robot': expected human"
        );
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
