//! The lists of choices the menu's rows offer, from the types that own
//! them.

use crate::game::{Handicap, MoveLimit, RuleSet, Start, TimeControl, TimeControls};
use crate::i18n::Lang;
use crate::i18n::rules::Shown;
use crate::settings::{BookChoice, CountVoice, VOLUMES};
use crate::t;
use crate::tui::theme::theme_names;
use crate::tui::widgets::choice::{Choice, ClockChoice, Picker, PlayerChoice, player_choices};
use std::time::Duration;

/// The lists of choices, supplied by the parts of the program that own them
/// (the player kinds grow as bots and engines arrive).
pub struct MenuChoices {
    pub players: Vec<Choice<PlayerChoice>>,
    /// Time per move for computers, in untimed games.
    pub move_times: Vec<Choice<Duration>>,
    pub clocks: Vec<Choice<ClockChoice>>,
    pub rules: Vec<Choice<RuleSet>>,
    /// The even start and the handicaps.
    pub starts: Vec<Choice<Start>>,
    pub move_limits: Vec<Choice<MoveLimit>>,
    pub themes: Vec<Choice<String>>,
    pub glyphs: Vec<Choice<String>>,
    /// Each language by its own name.
    pub languages: Vec<Choice<Lang>>,
    pub count_voices: Vec<Choice<CountVoice>>,
    /// Off, then the volumes.
    pub sound_levels: Vec<Choice<Option<u8>>>,
    /// The built-in book, none, then "a file…" (`None`).
    pub books: Vec<Choice<Option<BookChoice>>>,
}

pub(super) fn on_off() -> Picker<bool> {
    Picker::new(vec![
        Choice::new(t!("menu-off"), false),
        Choice::new(t!("menu-on"), true),
    ])
}

/// The menu's words for a time per move: "1 s per move", "0.5 s per move".
pub fn move_time_label(time: Duration) -> String {
    t!(
        "menu-seconds-per-move",
        seconds = time.as_secs_f64().to_string()
    )
}

/// A book file as its row shows it: the file's name (the whole path is
/// in the settings file).
pub(super) fn book_label(path: &std::path::Path) -> String {
    let name = path.file_name().unwrap_or(path.as_os_str());
    crate::kifu::escape_controls(&name.to_string_lossy()).into_owned()
}

pub(super) fn clock_label(time: &TimeControls) -> String {
    time.shown()
}

fn count_voice_label(voice: CountVoice) -> String {
    match voice {
        CountVoice::Japanese => t!("menu-count-japanese"),
        CountVoice::English => t!("menu-count-english"),
        CountVoice::Bell => t!("menu-count-bell"),
        CountVoice::Off => t!("menu-off"),
    }
}

/// A built-in theme's name as the menu shows it; the settings file and
/// `--theme` keep `name`.
fn theme_label(name: &str) -> String {
    match name {
        "dark" => t!("menu-theme-dark"),
        "light" => t!("menu-theme-light"),
        other => other.to_string(),
    }
}

/// The choices the menu offers, from the types that own them.
pub fn menu_choices() -> MenuChoices {
    let mut starts = vec![Choice::new(t!("menu-even-game"), Start::Even)];
    starts.extend(Handicap::ALL.iter().map(|h| {
        Choice::new(
            t!(
                "menu-handicap",
                english = h.english(),
                japanese = h.japanese()
            ),
            Start::Handicap(*h),
        )
    }));
    // In order, so that ← and → step through them as a player expects.
    let limits = [
        MoveLimit::Plies(256),
        MoveLimit::default(),
        MoveLimit::Plies(1000),
        MoveLimit::Off,
    ];
    let players = player_choices();
    let move_times = [0.5, 1.0, 2.0, 5.0, 10.0, 30.0].map(Duration::from_secs_f64);
    let mut clocks = vec![Choice::new(t!("menu-untimed"), ClockChoice::Untimed)];
    clocks.extend(CLOCK_PRESETS.iter().map(|tc| {
        let even = TimeControls::even(*tc);
        Choice::new(even.shown(), ClockChoice::Timed(even))
    }));
    clocks.push(Choice::new(
        t!("menu-custom-clock"),
        ClockChoice::TypeCustom,
    ));
    MenuChoices {
        players,
        move_times: move_times
            .iter()
            .map(|t| Choice::new(move_time_label(*t), *t))
            .collect(),
        clocks,
        rules: RuleSet::ALL
            .iter()
            .map(|r| Choice::new(r.shown(), *r))
            .collect(),
        starts,
        move_limits: limits
            .iter()
            .map(|l| match l {
                MoveLimit::Plies(n) => Choice::new(t!("common-moves", count = *n), *l),
                MoveLimit::Off => Choice::new(t!("menu-no-move-limit"), *l),
            })
            .collect(),
        themes: theme_names()
            .iter()
            .map(|n| Choice::new(theme_label(n), n.to_string()))
            .collect(),
        glyphs: vec![
            Choice::new(t!("menu-glyphs-kanji"), "kanji".to_string()),
            Choice::new(t!("menu-glyphs-western"), "western".to_string()),
        ],
        languages: Lang::ALL
            .iter()
            .map(|l| Choice::new(l.name(), *l))
            .collect(),
        count_voices: CountVoice::ALL
            .iter()
            .map(|v| Choice::new(count_voice_label(*v), *v))
            .collect(),
        sound_levels: std::iter::once(Choice::new(t!("menu-off"), None))
            .chain(
                VOLUMES
                    .iter()
                    .map(|v| Choice::new(format!("{v}%"), Some(*v))),
            )
            .collect(),
        books: vec![
            Choice::new(t!("menu-book-builtin"), Some(BookChoice::Builtin)),
            Choice::new(t!("menu-off"), Some(BookChoice::Off)),
            Choice::new(t!("menu-book-type-path"), None),
        ],
    }
}

const fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// The clocks the menu offers besides none and a custom one: 10 min +
/// 30 s byoyomi, 30 s byoyomi, 5 min + 10 s Fischer, 3 min sudden death.
const CLOCK_PRESETS: [TimeControl; 4] = [
    TimeControl {
        main: secs(600),
        byoyomi: secs(30),
        increment: Duration::ZERO,
    },
    TimeControl {
        main: Duration::ZERO,
        byoyomi: secs(30),
        increment: Duration::ZERO,
    },
    TimeControl {
        main: secs(300),
        byoyomi: Duration::ZERO,
        increment: secs(10),
    },
    TimeControl {
        main: secs(180),
        byoyomi: Duration::ZERO,
        increment: Duration::ZERO,
    },
];
