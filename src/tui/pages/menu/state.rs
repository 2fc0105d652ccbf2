//! The menu's state: the rows, the focus, what is being typed and each
//! row's picker. Apart from what the keys do (keys.rs), the drawing
//! (view.rs) and the page (mod.rs), which all need it, so that none of
//! them imports another's file for it.

use super::rows::{Row, RowKind};
use crate::game::{MoveLimit, RuleSet, Start};
use crate::i18n::Lang;
use crate::i18n::rules::Shown;
use crate::settings::{BookChoice, CountVoice};
use crate::shogi::{ByColor, Color};
use crate::tui::widgets::choice::{ClockChoice, Picker, PlayerChoice};
use crate::tui::widgets::text_input::TextInput;
use std::time::Duration;
use thiserror::Error;

#[derive(Clone, Debug)]
pub struct Menu {
    pub rows: Vec<Row>,
    pub focus: usize,
    /// Why the last request could not be done.
    pub message: Option<String>,
    /// The setting row the last change is about, for `Menu::setting_changed`
    /// to remember and show.
    pub(super) changed: Option<RowKind>,
    /// Text being typed on the focused row.
    pub typing: Option<Typing>,
    /// The key list is open over the menu.
    pub help: bool,
    /// Lines of the key list scrolled past (a short terminal).
    pub(super) help_scroll: u16,
    /// What Continue resumes, while there is something to continue.
    pub(super) continue_detail: Option<String>,
    /// Continue has taken the focus once (at start): from then on the
    /// focus stays where the player left it, so that Enter after a form
    /// is left never resumes an old game by surprise.
    pub(super) continue_focused: bool,
    /// Who plays each side.
    pub players: ByColor<Picker<PlayerChoice>>,
    /// `None`: the side's default name.
    pub names: ByColor<Option<String>>,
    /// The player's own names (`Settings.database.my_names`).
    pub my_names: Vec<String>,
    pub rules: Picker<RuleSet>,
    pub start: Picker<Start>,
    pub move_limit: Picker<MoveLimit>,
    pub clock: Picker<ClockChoice>,
    /// Computers' time per move in untimed games.
    pub move_time: Picker<Duration>,
    pub theme: Picker<String>,
    pub glyphs: Picker<String>,
    pub language: Picker<Lang>,
    pub count_voice: Picker<CountVoice>,
    /// Sound off (`None`), or its volume in percent: one row, as a
    /// volume knob turned down to off.
    pub sound: Picker<Option<u8>>,
    /// The opening book review shows; `None` is "a file…", which asks
    /// for the file's path.
    pub book: Picker<Option<BookChoice>>,
    /// The player's drills and how many are due today, beside the Drills
    /// row; `None` before the settings folder is known, or with no drills.
    pub drills_due: Option<crate::drills::DueCount>,
    /// The pickers of the on/off rows (`RowKind::on_off`), in their order.
    pub(super) on_off: Vec<(RowKind, Picker<bool>)>,
}

/// Why the rows do not describe a game yet.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotReady {
    #[error("{}", crate::t!("menu-engine-not-typed", side = .0.shown()))]
    EngineCommand(Color),
    #[error("{}", crate::t!("menu-clock-not-typed"))]
    Clock,
}

/// What is being typed in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// An engine's command line, for the focused player row.
    EngineCommand,
    /// A time control spelled `10m+30s`, `0+30s`, `5m+10s/move`, `3m`.
    Clock,
    /// A player's name.
    Name(Color),
    /// The path of an opening book (YaneuraOu format).
    BookFile,
    /// The player's own names, comma-separated.
    MyNames,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Typing {
    pub prompt: Prompt,
    pub text: TextInput,
}

pub(super) fn side_of(kind: RowKind) -> Color {
    match kind {
        RowKind::White | RowKind::WhiteName => Color::White,
        _ => Color::Black,
    }
}
