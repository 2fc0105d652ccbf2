//! What the form's rows offer, and the series the chosen ones make: the
//! same series `shogi-tui match` plays, with the command's defaults for
//! what the form does not ask (openings of random plies, the move limit,
//! no margin past the flag).

use crate::game::{MoveLimit, PlayerKind, RuleSet, TimeControl, TimeControls};
use crate::i18n::rules::Shown;
use crate::matches::{self, SeriesSetup, store::Settings};
use crate::series::game::{Pace, Rules};
use crate::series::openings;
use crate::series::runner::{Entrant, Plan};
use crate::settings::MatchSettings;
use crate::t;
use crate::tui::widgets::choice::{Choice, PlayerChoice, player_choices};
use std::path::PathBuf;
use std::time::Duration;

const fn byoyomi(millis: u64) -> TimeControl {
    TimeControl {
        main: Duration::ZERO,
        byoyomi: Duration::from_millis(millis),
        increment: Duration::ZERO,
    }
}

/// Clocks for engines, fastest first: a second a move is what the
/// project's own gates play; the longer ones for a careful comparison.
const CLOCKS: [TimeControl; 6] = [
    byoyomi(500),
    byoyomi(1000),
    byoyomi(3000),
    byoyomi(10_000),
    TimeControl {
        main: Duration::from_secs(60),
        byoyomi: Duration::from_secs(5),
        increment: Duration::ZERO,
    },
    TimeControl {
        main: Duration::from_secs(300),
        byoyomi: Duration::from_secs(10),
        increment: Duration::ZERO,
    },
];

/// Games in the series: pairs, so that each opening is played with
/// either colour.
pub const GAME_COUNTS: [usize; 7] = [2, 10, 20, 50, 100, 200, 1000];

/// The series chosen on the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchChoices {
    pub players: [PlayerKind; 2],
    pub clock: TimeControls,
    pub games: usize,
    /// Games played at once.
    pub at_once: usize,
}

/// The players the form offers: the bot's levels and the engines found
/// installed, as the menu's player rows offer them (no person, and no
/// command typed here: an engine the form runs is one the program
/// found or the player chose before).
pub fn players() -> Vec<Choice<PlayerKind>> {
    player_choices()
        .into_iter()
        .filter_map(|c| match c.value {
            PlayerChoice::Plays(PlayerKind::Human) | PlayerChoice::TypeCommand => None,
            PlayerChoice::Plays(kind) => Some(Choice::new(c.label, kind)),
        })
        .collect()
}

pub fn clocks() -> Vec<Choice<TimeControls>> {
    CLOCKS
        .iter()
        .map(|tc| {
            let even = TimeControls::even(*tc);
            Choice::new(even.shown(), even)
        })
        .collect()
}

pub fn game_counts() -> Vec<Choice<usize>> {
    GAME_COUNTS
        .iter()
        .map(|&n| Choice::new(t!("series-match-form-games-count", count = n), n))
        .collect()
}

/// 1 to the machine's cores: more games at once than cores would only
/// slow every engine's clock.
pub fn at_once() -> Vec<Choice<usize>> {
    (1..=crate::bot::all_cores().max(1))
        .map(|n| Choice::new(n.to_string(), n))
        .collect()
}

/// A player's name in the standings and the records: a level as the
/// menu says it, an engine by its program's name; the second of two
/// alike gets "(2)".
fn names(players: &[PlayerKind; 2]) -> [String; 2] {
    let name = |kind: &PlayerKind| match kind {
        PlayerKind::Bot { level } => t!("series-match-form-level", level = *level),
        PlayerKind::Engine { command } => {
            let program = command.split_whitespace().next().unwrap_or(command);
            let program = program.trim_matches(['\'', '"']);
            std::path::Path::new(program)
                .file_name()
                .map_or_else(|| program.to_string(), |n| n.to_string_lossy().into_owned())
        }
        PlayerKind::Human => String::from("?"),
    };
    let (a, mut b) = (name(&players[0]), name(&players[1]));
    if a == b {
        b.push_str(" (2)");
    }
    [a, b]
}

/// The remembered clock, when it is a clock (both times zero is none).
pub fn clock_of(s: &MatchSettings) -> Option<TimeControls> {
    TimeControl::new(
        Duration::from_millis(s.main_ms),
        Duration::from_millis(s.byoyomi_ms),
        Duration::ZERO,
    )
    .ok()
    .map(TimeControls::even)
}

impl MatchChoices {
    /// The choices as the settings file keeps them for the next run.
    pub fn remembered(&self) -> MatchSettings {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        MatchSettings {
            first: self.players[0].clone(),
            second: self.players[1].clone(),
            main_ms: ms(self.clock.black.main),
            byoyomi_ms: ms(self.clock.black.byoyomi),
            games: self.games,
            at_once: self.at_once,
        }
    }

    /// The series these choices make, its records written into `dir`,
    /// its openings drawn from `seed`.
    pub fn setup(&self, dir: Option<PathBuf>, seed: u64) -> SeriesSetup {
        let [a, b] = names(&self.players);
        let entrants = [a, b]
            .into_iter()
            .zip(self.players.iter())
            .map(|(name, player)| Entrant {
                name,
                player: player.clone(),
                options: Vec::new(),
                limit: None,
            })
            .collect();
        let plan = Plan {
            entrants,
            games: self.games,
            rules: Rules {
                pace: Pace::Clock(self.clock),
                margin: Duration::ZERO,
            },
            openings: openings::random_set(seed, self.games.div_ceil(2), matches::RANDOM_PLIES),
            move_limit: MoveLimit::Plies(matches::MAX_PLIES),
            impasse: RuleSet::default(),
            concurrency: self.at_once,
            settings: matches::computer_settings(Duration::ZERO, matches::SILENCE),
        };
        let settings = Settings::of(&plan, None, matches::RANDOM_PLIES, seed);
        SeriesSetup {
            plan,
            settings,
            dir,
            resume: false,
            sprt: None,
        }
    }
}
