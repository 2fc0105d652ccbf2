//! A row's choices: each one's words and value, and a picker that holds
//! them and which is chosen. The menu's rows and review's forms offer them.

use crate::bot::Level;
use crate::game::{PlayerKind, TimeControls};
use crate::words::Said;

/// One choice of a row: what the player reads, and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    pub label: String,
    pub value: T,
}

impl<T> Choice<T> {
    pub fn new(label: impl Into<String>, value: T) -> Choice<T> {
        Choice {
            label: label.into(),
            value,
        }
    }
}

/// The choices of one setting row, and which one is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker<T> {
    choices: Vec<Choice<T>>,
    index: usize,
}

impl<T: PartialEq> Picker<T> {
    pub fn new(choices: Vec<Choice<T>>) -> Picker<T> {
        Picker { choices, index: 0 }
    }

    pub fn choices(&self) -> &[Choice<T>] {
        &self.choices
    }

    pub fn value(&self) -> Option<&T> {
        self.choices.get(self.index).map(|c| &c.value)
    }

    /// Chooses the choice holding `value`; false when none does.
    pub fn select(&mut self, value: &T) -> bool {
        match self.position(value) {
            Some(i) => {
                self.index = i;
                true
            }
            None => false,
        }
    }

    /// Whether a step that way would go round from the last choice to the
    /// first (or back): for the rows that stop at their ends.
    pub fn at_end(&self, forward: bool) -> bool {
        if forward {
            self.index + 1 >= self.choices.len()
        } else {
            self.index == 0
        }
    }

    pub fn position(&self, value: &T) -> Option<usize> {
        self.choices.iter().position(|c| c.value == *value)
    }

    /// Takes the words of the choices in `fresh` holding the same values.
    pub fn relabel(&mut self, fresh: &[Choice<T>]) {
        for c in &mut self.choices {
            if let Some(f) = fresh.iter().find(|f| f.value == c.value) {
                c.label.clone_from(&f.label);
            }
        }
    }

    /// Adds a choice at `at` (or last), keeping the chosen one chosen.
    pub fn insert(&mut self, at: Option<usize>, choice: Choice<T>) {
        let at = at.unwrap_or(self.choices.len()).min(self.choices.len());
        self.choices.insert(at, choice);
        if self.index >= at && self.choices.len() > 1 {
            self.index += 1;
        }
    }
}

/// What the rows do with their pickers whatever they hold.
pub trait Steps {
    /// The next (or previous) choice, round; false when there is none.
    fn step(&mut self, forward: bool) -> bool;
    fn label(&self) -> Option<&str>;
}

impl<T: PartialEq> Steps for Picker<T> {
    fn step(&mut self, forward: bool) -> bool {
        let n = self.choices.len();
        if n == 0 {
            return false;
        }
        self.index = if forward {
            (self.index + 1) % n
        } else {
            (self.index + n - 1) % n
        };
        true
    }

    fn label(&self) -> Option<&str> {
        self.choices.get(self.index).map(|c| c.label.as_str())
    }
}

/// A player row's choice: someone who plays, or the entry that asks for
/// an engine's command line to be typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerChoice {
    Plays(PlayerKind),
    TypeCommand,
}

/// The clock row's choice: no clock, a time control, or the entry that
/// asks for one to be typed (`10m+30s`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockChoice {
    Untimed,
    Timed(TimeControls),
    TypeCustom,
}

/// Offers `kind` on a player row that lacks it (an engine typed in, or
/// remembered from last time), before the "type its command" entry so
/// that it stays last; nothing is chosen.
pub fn offer_player(row: &mut Picker<PlayerChoice>, kind: &PlayerKind) {
    let choice = PlayerChoice::Plays(kind.clone());
    if row.position(&choice).is_some() {
        return;
    }
    let label = match kind {
        PlayerKind::Engine { command } => crate::t!("keys-player-engine", engine = command),
        other => crate::tui::setup::PlayerSpec(other.clone()).to_string(),
    };
    let at = row.position(&PlayerChoice::TypeCommand);
    row.insert(at, Choice::new(label, choice));
}

/// The players a player row offers: a person, each bot level, the engines
/// found installed, and typing an engine's command.
pub fn player_choices() -> Vec<Choice<PlayerChoice>> {
    let plays = PlayerChoice::Plays;
    let mut players = vec![Choice::new(
        crate::t!("keys-player-human"),
        plays(PlayerKind::Human),
    )];
    players.extend(Level::all().map(|l| {
        let kind = PlayerKind::Bot { level: l.number() };
        let label = crate::t!("keys-player-bot", level = l.number(), name = l.said());
        Choice::new(label, plays(kind))
    }));
    players.extend(
        crate::tui::engines::installed_engines()
            .into_iter()
            .map(|(label, command)| Choice::new(label, plays(PlayerKind::Engine { command }))),
    );
    players.push(Choice::new(
        crate::t!("keys-player-type-command"),
        PlayerChoice::TypeCommand,
    ));
    players
}
