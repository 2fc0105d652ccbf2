//! How a game is set up, whether from the menu or from `play` flags: every
//! value already parsed, once, where the command line or the menu was read.

use super::engines::command_problem;
use crate::bot::{Level, LevelError};
use crate::game::{Game, MoveLimit, Player, PlayerKind, Players, RuleSet, Start, TimeControls};
use crate::i18n::rules::ShownIn;
use crate::shogi::Color;
use crate::usi::cmdline::program_name;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;
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

/// The name of a person nobody named, which the save and its KIF keep.
/// In a Japanese session it is the side's word, 先手/後手 (下手/上手 in a
/// handicap game), so that a Japanese player's record and Continue row
/// carry no English; otherwise the English word records have always
/// kept, which the app shows in the language of the moment.
fn unnamed_person(side: Color, handicap: bool) -> String {
    match crate::i18n::current() {
        crate::i18n::Lang::Ja => side.shown_in(handicap),
        crate::i18n::Lang::En => side.name().to_string(),
    }
}

pub use crate::game::MAX_NAME_CHARS;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BadName {
    #[error("{}", crate::t!("keys-name-empty"))]
    Empty,
    #[error("{}", crate::t!("keys-name-control"))]
    Control,
    #[error("{}", crate::t!("keys-name-too-long", max = MAX_NAME_CHARS, name = .0))]
    TooLong(String),
}

/// A player's name as typed (`--black-name`, the menu): blanks around it
/// dropped; empty, control characters and overlong names refused.
pub fn player_name(text: &str) -> Result<String, BadName> {
    let name = text.trim();
    if name.is_empty() {
        return Err(BadName::Empty);
    }
    if name.chars().any(char::is_control) {
        return Err(BadName::Control);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(BadName::TooLong(name.to_string()));
    }
    Ok(name.to_string())
}

/// A new game: who plays, from where, under which rules and clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    pub black: PlayerSpec,
    pub white: PlayerSpec,
    pub start: Start,
    pub rules: RuleSet,
    pub move_limit: MoveLimit,
    /// `None`: untimed (computers then take a fixed time per move).
    pub time: Option<TimeControls>,
    /// `None`: the player's default name (`PlayerSpec::default_name`).
    pub black_name: Option<String>,
    pub white_name: Option<String>,
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            black: PlayerSpec(PlayerKind::Human),
            white: PlayerSpec(PlayerKind::Human),
            start: Start::Even,
            rules: RuleSet::default(),
            move_limit: MoveLimit::default(),
            time: None,
            black_name: None,
            white_name: None,
        }
    }
}

impl GameSetup {
    pub fn game(&self) -> Game {
        Game::new(self.start.clone())
            .with_rules(self.rules)
            .with_move_limit(self.move_limit)
            .with_players(self.players())
    }

    /// Who plays, with the names given or their defaults.
    pub fn players(&self) -> Players {
        let handicap = matches!(self.start, Start::Handicap(_));
        let player = |spec: &PlayerSpec, name: &Option<String>, side| Player {
            name: name.clone().unwrap_or_else(|| match spec.0 {
                PlayerKind::Human => unnamed_person(side, handicap),
                _ => spec.default_name(side),
            }),
            kind: spec.0.clone(),
        };
        Players::new(
            player(&self.black, &self.black_name, Color::Black),
            player(&self.white, &self.white_name, Color::White),
        )
    }

    /// The setup once every engine's program is known to exist: the
    /// first side whose program is missing, and why.
    pub fn checked(self) -> Result<GameSetup, (Color, UnknownPlayer)> {
        let black = self
            .black
            .clone()
            .checked()
            .map_err(|e| (Color::Black, e))?;
        let white = self
            .white
            .clone()
            .checked()
            .map_err(|e| (Color::White, e))?;
        Ok(GameSetup {
            black,
            white,
            ..self
        })
    }
}

/// A new game as the menu describes it: the setup, and what the menu
/// adds for the game page. Read once, by `Menu::new_game`.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub setup: GameSetup,
    pub auto_flip: bool,
    /// Whether the hint key works in this game; kept for the whole game.
    pub hints: bool,
    /// Time per move for computers; `None` = the default.
    pub move_time: Option<Duration>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Handicap, TimeControl};
    use std::time::Duration;

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
    fn spellings_read_back_as_the_same_player() {
        for kind in [
            PlayerKind::Human,
            PlayerKind::Bot { level: 6 },
            PlayerKind::Engine {
                command: "sh -c 'exit 1'".into(),
            },
        ] {
            let spelled = PlayerSpec(kind.clone()).to_string();
            assert_eq!(spelled.parse::<PlayerSpec>(), Ok(PlayerSpec(kind)));
        }
    }

    #[test]
    fn setup_builds_the_game_it_describes() {
        let tc: TimeControl = "10m+30s".parse().unwrap();
        let setup = GameSetup {
            start: Start::Handicap(Handicap::Bishop),
            rules: RuleSet::Try,
            move_limit: MoveLimit::Off,
            time: Some(TimeControls::even(tc)),
            ..GameSetup::default()
        };
        let g = setup.game();
        assert_eq!(g.handicap(), Some(Handicap::Bishop));
        assert_eq!(g.side_to_move(), Color::White);
        assert_eq!(g.rules(), RuleSet::Try);
        assert_eq!(g.move_limit(), MoveLimit::Off);
        assert_eq!(
            setup.time.map(|t| t.black.main),
            Some(Duration::from_secs(600))
        );
    }

    #[test]
    fn players_are_named_by_side_level_or_program_unless_named() {
        let setup = GameSetup {
            black: PlayerSpec(PlayerKind::Bot { level: 6 }),
            white: PlayerSpec(PlayerKind::Engine {
                command: "/usr/games/gpsusi --hash 64".into(),
            }),
            ..GameSetup::default()
        };
        let p = setup.players();
        assert_eq!(p.black.name, "shogi-tui Expert");
        assert_eq!(p.white.name, "gpsusi");
        let people = GameSetup::default().players();
        assert_eq!(
            (people.black.name.as_str(), people.white.name.as_str()),
            ("Black", "White")
        );
        let named = GameSetup {
            black_name: Some("Hanako".into()),
            white_name: Some("羽生".into()),
            ..setup
        };
        let g = named.game();
        assert_eq!(g.players().black.name, "Hanako");
        assert_eq!(g.players().white.name, "羽生");
        assert_eq!(
            g.players().white.kind,
            PlayerKind::Engine {
                command: "/usr/games/gpsusi --hash 64".into()
            }
        );
    }

    #[test]
    fn unnamed_people_of_a_japanese_session_are_named_in_japanese() {
        use crate::i18n::{Lang, in_lang};
        use crate::kifu::formats::kif_write;
        use crate::kifu::{GameInfo, record_of};
        let setup = GameSetup::default();
        let record = in_lang(Lang::Ja, || record_of(&setup.game(), &GameInfo::default()));
        assert_eq!(
            (
                record.info.black.name.as_str(),
                record.info.white.name.as_str()
            ),
            ("先手", "後手")
        );
        let kif = kif_write::write(&record);
        assert!(
            kif.contains("先手：先手") && kif.contains("後手：後手"),
            "{kif}"
        );
        assert!(!kif.contains("Black") && !kif.contains("White"), "{kif}");
        let handicap = GameSetup {
            start: Start::Handicap(crate::game::Handicap::Bishop),
            ..GameSetup::default()
        };
        let p = in_lang(Lang::Ja, || handicap.players());
        assert_eq!(
            (p.black.name.as_str(), p.white.name.as_str()),
            ("下手", "上手")
        );
        // A name typed is kept in any language.
        let named = GameSetup {
            black_name: Some("Black".into()),
            ..GameSetup::default()
        };
        assert_eq!(in_lang(Lang::Ja, || named.players()).black.name, "Black");
    }

    #[test]
    fn names_are_trimmed_and_refused_when_empty_controlled_or_long() {
        assert_eq!(player_name("  Hanako "), Ok("Hanako".to_string()));
        assert_eq!(player_name("羽生善治"), Ok("羽生善治".to_string()));
        assert_eq!(player_name("   "), Err(BadName::Empty));
        assert_eq!(player_name("a\tb"), Err(BadName::Control));
        assert_eq!(player_name("x\u{1b}[31m"), Err(BadName::Control));
        let forty = "n".repeat(MAX_NAME_CHARS);
        assert_eq!(player_name(&forty), Ok(forty.clone()));
        let long = format!("{forty}!");
        assert!(matches!(player_name(&long), Err(BadName::TooLong(_))));
        // Characters, not bytes: forty kanji are fine.
        assert!(player_name(&"将".repeat(MAX_NAME_CHARS)).is_ok());
    }

    #[test]
    fn a_missing_engine_program_is_found_for_its_side() {
        let setup = GameSetup {
            white: "usi:/no/such/engine".parse().unwrap(),
            ..GameSetup::default()
        };
        let (side, why) = setup.checked().unwrap_err();
        assert_eq!(side, Color::White);
        assert_eq!(why.to_string(), "no engine program at /no/such/engine");
        assert!(GameSetup::default().checked().is_ok());
    }
}
