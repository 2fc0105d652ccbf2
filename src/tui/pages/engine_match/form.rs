//! The form's rows: the two players, the clock, the number of games and
//! how many play at once, then Start. Every row is chosen, not typed, so
//! the form (`tui::form`) takes the menu's keys: ↑ ↓ move, ← → and Enter
//! change a row, Enter on Start starts, Esc or q leaves.

use super::choices::{self, MatchChoices};
use crate::game::{PlayerKind, TimeControls};
use crate::settings::MatchSettings;
use crate::tui::form::{FormRows, Look, Row, form_basics};
use crate::tui::page::Flow;
use crate::tui::widgets::choice::{Picker, Steps};
use crate::tui::widgets::status::Message;

/// The form's rows, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    First,
    Second,
    Clock,
    Games,
    AtOnce,
    Start,
}

impl Field {
    pub const ORDER: [Field; 6] = [
        Field::First,
        Field::Second,
        Field::Clock,
        Field::Games,
        Field::AtOnce,
        Field::Start,
    ];

    pub fn label(self) -> String {
        crate::i18n::text(match self {
            Field::First => "series-match-form-first",
            Field::Second => "series-match-form-second",
            Field::Clock => "series-match-form-clock",
            Field::Games => "series-match-form-games",
            Field::AtOnce => "series-match-form-at-once",
            Field::Start => "series-match-form-start",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchForm {
    pub players: [Picker<PlayerKind>; 2],
    pub clock: Picker<TimeControls>,
    pub games: Picker<usize>,
    pub at_once: Picker<usize>,
    pub focus: Field,
    /// Why Start was refused, or what the app said.
    pub message: Option<Message>,
    /// What the status line says while nothing else is to be said.
    pub about: Message,
}

impl Default for MatchForm {
    fn default() -> MatchForm {
        MatchForm::new()
    }
}

impl MatchForm {
    /// The form as it first opens: the strongest level against the level
    /// below it (the same on every machine; an installed engine is a
    /// step away on either row), a second a move, 20 games, one at a time.
    pub fn new() -> MatchForm {
        let players = choices::players();
        let top = crate::bot::Level::all()
            .map(|l| l.number())
            .max()
            .unwrap_or(1);
        let strongest = PlayerKind::Bot { level: top };
        let second = PlayerKind::Bot {
            level: top.saturating_sub(1).max(1),
        };
        let mut form = MatchForm {
            players: [Picker::new(players.clone()), Picker::new(players)],
            clock: Picker::new(choices::clocks()),
            games: Picker::new(choices::game_counts()),
            at_once: Picker::new(choices::at_once()),
            focus: Field::Start,
            message: None,
            about: Message::Info(crate::t!("series-match-form-about")),
        };
        form.players[0].select(&strongest);
        form.players[1].select(&second);
        form.clock.step(true);
        form.games.select(&20);
        form
    }

    /// The form with its rows where Start left them last time; a choice
    /// the form no longer offers (an engine since removed, a hand-edited
    /// file) leaves its row as the form first opens.
    pub fn remembered(last: &MatchSettings) -> MatchForm {
        let mut form = MatchForm::new();
        form.players[0].select(&last.first);
        form.players[1].select(&last.second);
        if let Some(clock) = choices::clock_of(last) {
            form.clock.select(&clock);
        }
        form.games.select(&last.games);
        form.at_once.select(&last.at_once);
        form
    }

    /// What the rows hold now.
    pub fn choices(&self) -> Option<MatchChoices> {
        Some(MatchChoices {
            players: [
                self.players[0].value()?.clone(),
                self.players[1].value()?.clone(),
            ],
            clock: *self.clock.value()?,
            games: *self.games.value()?,
            at_once: *self.at_once.value()?,
        })
    }

    /// The rows, all shown always.
    pub fn fields(&self) -> Vec<Field> {
        Field::ORDER.to_vec()
    }

    /// The picker of a chosen row; `None` for Start.
    pub fn picker(&self, field: Field) -> Option<&dyn Steps> {
        Some(match field {
            Field::First => &self.players[0],
            Field::Second => &self.players[1],
            Field::Clock => &self.clock,
            Field::Games => &self.games,
            Field::AtOnce => &self.at_once,
            Field::Start => return None,
        })
    }
}

impl FormRows for MatchForm {
    form_basics!(Field, start: Field::Start, typed: false);
    /// "Games at once", 「同時に指す局数」, is the widest label.
    const LOOK: Look = Look::new("series-match-form-title", "series-match-form-keys", 20, 70);

    /// The page's words on what is played, while nothing else is said.
    fn status(&self) -> Option<&Message> {
        Some(self.message.as_ref().unwrap_or(&self.about))
    }

    fn row(&self, field: Field) -> Row {
        match self.picker(field) {
            Some(picker) => Row::Chosen(picker.label().unwrap_or_default().to_string()),
            None => Row::Act,
        }
    }

    fn change(&mut self, field: Field, forward: bool) {
        let picker: &mut dyn Steps = match field {
            Field::First => &mut self.players[0],
            Field::Second => &mut self.players[1],
            Field::Clock => &mut self.clock,
            // From 2 games a step down to 1000 would throw away a long
            // series by one key too many: the row stops at its ends.
            Field::Games if self.games.at_end(forward) => return,
            Field::Games => &mut self.games,
            Field::AtOnce => &mut self.at_once,
            Field::Start => return,
        };
        picker.step(forward);
        self.message = None;
    }

    fn submit(&mut self) -> Flow {
        match self.choices() {
            Some(choices) => super::start::start(choices),
            None => Flow::Stay,
        }
    }
}

/// The form, its rows where the last Start left them.
pub fn open_form() -> Flow {
    Flow::then(|cx, _| Flow::open(MatchForm::remembered(&cx.settings().engine_match)))
}
