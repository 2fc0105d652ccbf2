//! The main menu: continue the unfinished game, set up a new game (who
//! plays each side and their names, rule set, handicap, move limit, the
//! clock, the computers' time per move, the countdown bell), open the
//! saved games, pick a theme and piece letters, read the help. An external
//! engine's command, a custom clock and the players' names can be typed in.
//!
//! Every choice carries its value already typed (`PlayerKind`, `RuleSet`,
//! `Start`, `TimeControls`…): the menu is read once, into a `NewGame`.

use crate::game::{MoveLimit, PlayerKind, RuleSet, Start, TimeControl, TimeControls};
use crate::settings::Settings;
use crate::shogi::Color;
use crate::tui::action::{Action, Direction};
use crate::tui::app::Prefs;
use crate::tui::input::{GAME_KEYS, InputMode};
use crate::tui::layout::centered;
use crate::tui::page::{Page, Request};
use crate::tui::setup::{GameSetup, PlayerSpec, UnknownPlayer, player_name};
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::{head_fitting, tail_fitting};
use crate::tui::widgets::popup::HelpPopup;
use crate::tui::widgets::text_input::TextInput;
use crate::usi::cmdline::split_command_line;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};
use std::time::Duration;
use thiserror::Error;

/// One choice of a menu row: what the player reads, and what it means.
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

    fn position(&self, value: &T) -> Option<usize> {
        self.choices.iter().position(|c| c.value == *value)
    }

    /// Adds a choice at `at` (or last), keeping the chosen one chosen.
    fn insert(&mut self, at: Option<usize>, choice: Choice<T>) {
        let at = at.unwrap_or(self.choices.len()).min(self.choices.len());
        self.choices.insert(at, choice);
        if self.index >= at && self.choices.len() > 1 {
            self.index += 1;
        }
    }
}

/// What the rows do with their pickers whatever they hold.
trait Steps {
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// Shown only while the folder holds an unfinished game no one has open.
    Continue,
    NewGame,
    Black,
    /// Shown only while a person plays that side.
    BlackName,
    White,
    WhiteName,
    Rules,
    Handicap,
    MoveLimit,
    Clock,
    MoveTime,
    Bell,
    Theme,
    Glyphs,
    AutoFlip,
    /// Whether the hint key works in the games started here.
    Hints,
    Load,
    Help,
    Quit,
}

impl RowKind {
    /// The rows, in the order they are shown.
    const ORDER: [RowKind; 19] = [
        RowKind::Continue,
        RowKind::NewGame,
        RowKind::Black,
        RowKind::BlackName,
        RowKind::White,
        RowKind::WhiteName,
        RowKind::Rules,
        RowKind::Handicap,
        RowKind::MoveLimit,
        RowKind::Clock,
        RowKind::MoveTime,
        RowKind::Bell,
        RowKind::Theme,
        RowKind::Glyphs,
        RowKind::AutoFlip,
        RowKind::Hints,
        RowKind::Load,
        RowKind::Help,
        RowKind::Quit,
    ];

    pub fn label(self) -> &'static str {
        match self {
            RowKind::Continue => "Continue",
            RowKind::NewGame => "Start a new game",
            RowKind::Black => "☗ Black (sente)",
            RowKind::BlackName => "  Black's name",
            RowKind::White => "☖ White (gote)",
            RowKind::WhiteName => "  White's name",
            RowKind::Rules => "Impasse rule",
            RowKind::Handicap => "Handicap",
            RowKind::MoveLimit => "Move limit",
            RowKind::Clock => "Clock",
            RowKind::MoveTime => "Computer's time",
            RowKind::Bell => "Countdown bell",
            RowKind::Theme => "Colour theme",
            RowKind::Glyphs => "Pieces",
            RowKind::AutoFlip => "Hot-seat auto-flip",
            RowKind::Hints => "Hints (H in a game)",
            RowKind::Load => "Load / review a game",
            RowKind::Help => "Help",
            RowKind::Quit => "Quit",
        }
    }

    /// The name row of a side.
    fn name_of(side: Color) -> RowKind {
        match side {
            Color::Black => RowKind::BlackName,
            Color::White => RowKind::WhiteName,
        }
    }

    /// The player row of a side.
    fn player_of(side: Color) -> RowKind {
        match side {
            Color::Black => RowKind::Black,
            Color::White => RowKind::White,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub kind: RowKind,
    pub label: &'static str,
    /// A few words shown after an action's label (what Continue resumes).
    pub detail: Option<String>,
}

/// What the menu asks the app to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuRequest {
    Nothing,
    /// Resume the most recent unfinished game.
    Continue,
    StartGame,
    /// Open the list of saved games.
    Load,
    /// A setting row changed (to be remembered; a theme or glyph row is
    /// also shown at once, so the menu previews it).
    Changed(RowKind),
    ShowHelp,
    Quit,
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
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Typing {
    pub prompt: Prompt,
    pub text: TextInput,
}

#[derive(Clone, Debug)]
pub struct Menu {
    pub rows: Vec<Row>,
    pub focus: usize,
    /// Why the last request could not be done.
    pub message: Option<String>,
    /// Text being typed on the focused row.
    pub typing: Option<Typing>,
    /// The key list is open over the menu.
    pub help: bool,
    /// What Continue resumes, while there is something to continue.
    continue_detail: Option<String>,
    pub black: Picker<PlayerChoice>,
    pub white: Picker<PlayerChoice>,
    /// `None`: the side's default name.
    pub black_name: Option<String>,
    pub white_name: Option<String>,
    pub rules: Picker<RuleSet>,
    pub start: Picker<Start>,
    pub move_limit: Picker<MoveLimit>,
    pub clock: Picker<ClockChoice>,
    /// Computers' time per move in untimed games.
    pub move_time: Picker<Duration>,
    /// Whether the bell rings in the last seconds of a clock.
    pub bell: Picker<bool>,
    pub theme: Picker<String>,
    pub glyphs: Picker<String>,
    pub auto_flip: Picker<bool>,
    /// Whether the hint key works in the game started (off: a serious game).
    pub hints: Picker<bool>,
}

/// A new game as the menu describes it, read once, here.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub setup: GameSetup,
    pub auto_flip: bool,
    /// Whether the hint key works in this game; kept for the whole game.
    pub hints: bool,
    /// Time per move for computers; `None` = the default.
    pub move_time: Option<Duration>,
}

/// Why the rows do not describe a game yet.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotReady {
    #[error("{} plays an engine whose command is not typed yet: press Enter on it", .0.name())]
    EngineCommand(Color),
    #[error("the custom clock is not typed yet: press Enter on it")]
    Clock,
}

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
}

fn on_off() -> Picker<bool> {
    Picker::new(vec![Choice::new("off", false), Choice::new("on", true)])
}

/// The menu's words for a time per move: "1 s per move", "0.5 s per move".
pub fn move_time_label(time: Duration) -> String {
    format!("{} s per move", time.as_secs_f64())
}

fn clock_label(time: &TimeControls) -> String {
    time.describe()
}

impl Menu {
    pub fn new(c: MenuChoices) -> Menu {
        let players = Picker::new(c.players);
        let mut menu = Menu {
            rows: Vec::new(),
            focus: 0,
            message: None,
            typing: None,
            help: false,
            continue_detail: None,
            black: players.clone(),
            white: players,
            black_name: None,
            white_name: None,
            rules: Picker::new(c.rules),
            start: Picker::new(c.starts),
            move_limit: Picker::new(c.move_limits),
            clock: Picker::new(c.clocks),
            move_time: Picker::new(c.move_times),
            bell: on_off(),
            theme: Picker::new(c.themes),
            glyphs: Picker::new(c.glyphs),
            auto_flip: on_off(),
            hints: on_off(),
        };
        menu.bell.select(&true);
        menu.hints.select(&true);
        menu.arrange();
        menu
    }

    /// Lays the rows out again (Continue comes and goes, a name row
    /// shows while a person plays its side), keeping the focus on the
    /// row it was on.
    fn arrange(&mut self) {
        let focused = self.rows.get(self.focus).map(|r| r.kind);
        let person =
            |p: &Picker<PlayerChoice>| p.value() == Some(&PlayerChoice::Plays(PlayerKind::Human));
        let shown = |kind: &RowKind| match kind {
            RowKind::Continue => self.continue_detail.is_some(),
            RowKind::BlackName => person(&self.black),
            RowKind::WhiteName => person(&self.white),
            _ => true,
        };
        self.rows = RowKind::ORDER
            .iter()
            .filter(|k| shown(k))
            .map(|&kind| Row {
                kind,
                label: kind.label(),
                detail: match kind {
                    RowKind::Continue => self.continue_detail.clone(),
                    _ => None,
                },
            })
            .collect();
        self.focus = focused
            .and_then(|k| self.rows.iter().position(|r| r.kind == k))
            .unwrap_or(0);
    }

    /// Offers "Continue" first, with `detail` (players, moves), or removes
    /// it when there is nothing to continue.
    pub fn offer_continue(&mut self, detail: Option<String>) {
        let offered = detail.is_some();
        self.continue_detail = detail;
        self.arrange();
        if offered {
            // The likely wish of a returning player.
            self.focus = 0;
        }
    }

    pub fn row(&self, kind: RowKind) -> Option<&Row> {
        self.rows.iter().find(|r| r.kind == kind)
    }

    /// Puts the focus on the row of `kind`, if it is shown.
    pub fn focus_on(&mut self, kind: RowKind) {
        if let Some(i) = self.rows.iter().position(|r| r.kind == kind) {
            self.focus = i;
        }
    }

    fn player(&self, side: Color) -> &Picker<PlayerChoice> {
        match side {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    fn player_mut(&mut self, side: Color) -> &mut Picker<PlayerChoice> {
        match side {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }

    fn name_mut(&mut self, side: Color) -> &mut Option<String> {
        match side {
            Color::Black => &mut self.black_name,
            Color::White => &mut self.white_name,
        }
    }

    /// The name a side's row shows: the one typed, else its default.
    pub fn name(&self, side: Color) -> &str {
        let typed = match side {
            Color::Black => &self.black_name,
            Color::White => &self.white_name,
        };
        typed.as_deref().unwrap_or(side.name())
    }

    /// The picker behind a setting row; `None` for actions and names.
    fn picker(&self, kind: RowKind) -> Option<&dyn Steps> {
        Some(match kind {
            RowKind::Black => &self.black,
            RowKind::White => &self.white,
            RowKind::Rules => &self.rules,
            RowKind::Handicap => &self.start,
            RowKind::MoveLimit => &self.move_limit,
            RowKind::Clock => &self.clock,
            RowKind::MoveTime => &self.move_time,
            RowKind::Bell => &self.bell,
            RowKind::Theme => &self.theme,
            RowKind::Glyphs => &self.glyphs,
            RowKind::AutoFlip => &self.auto_flip,
            RowKind::Hints => &self.hints,
            _ => return None,
        })
    }

    fn picker_mut(&mut self, kind: RowKind) -> Option<&mut dyn Steps> {
        Some(match kind {
            RowKind::Black => &mut self.black,
            RowKind::White => &mut self.white,
            RowKind::Rules => &mut self.rules,
            RowKind::Handicap => &mut self.start,
            RowKind::MoveLimit => &mut self.move_limit,
            RowKind::Clock => &mut self.clock,
            RowKind::MoveTime => &mut self.move_time,
            RowKind::Bell => &mut self.bell,
            RowKind::Theme => &mut self.theme,
            RowKind::Glyphs => &mut self.glyphs,
            RowKind::AutoFlip => &mut self.auto_flip,
            RowKind::Hints => &mut self.hints,
            _ => return None,
        })
    }

    /// What a setting row shows: its choice's label, or a name.
    pub fn shown(&self, kind: RowKind) -> Option<&str> {
        match kind {
            RowKind::BlackName => Some(self.name(Color::Black)),
            RowKind::WhiteName => Some(self.name(Color::White)),
            _ => self.picker(kind).and_then(Steps::label),
        }
    }

    pub fn update(&mut self, action: &Action) -> MenuRequest {
        if self.typing.is_some() {
            return self.type_text(action);
        }
        let n = self.rows.len();
        match action {
            Action::Move(Direction::Up) => self.focus = (self.focus + n - 1) % n,
            Action::Move(Direction::Down) => self.focus = (self.focus + 1) % n,
            Action::Move(d @ (Direction::Left | Direction::Right)) => {
                return self.cycle(*d == Direction::Right);
            }
            Action::ClickRow(i) if *i < n => {
                // A click focuses a row; a click on the focused row acts like Enter.
                if self.focus != *i {
                    self.focus = *i;
                    return MenuRequest::Nothing;
                }
                return self.activate();
            }
            Action::Activate => return self.activate(),
            Action::Help => return MenuRequest::ShowHelp,
            Action::Quit | Action::ForceQuit | Action::Cancel => return MenuRequest::Quit,
            _ => {}
        }
        MenuRequest::Nothing
    }

    fn open_prompt(&mut self, prompt: Prompt, text: TextInput) -> MenuRequest {
        self.typing = Some(Typing { prompt, text });
        self.message = None;
        MenuRequest::Nothing
    }

    fn activate(&mut self) -> MenuRequest {
        let Some(kind) = self.rows.get(self.focus).map(|r| r.kind) else {
            return MenuRequest::Nothing;
        };
        match kind {
            RowKind::Continue => MenuRequest::Continue,
            RowKind::NewGame => MenuRequest::StartGame,
            RowKind::Load => MenuRequest::Load,
            RowKind::Help => MenuRequest::ShowHelp,
            RowKind::Quit => MenuRequest::Quit,
            RowKind::Black | RowKind::White
                if self.player(side_of(kind)).value() == Some(&PlayerChoice::TypeCommand) =>
            {
                self.open_prompt(Prompt::EngineCommand, TextInput::new())
            }
            RowKind::Clock if self.clock.value() == Some(&ClockChoice::TypeCustom) => {
                self.open_prompt(Prompt::Clock, TextInput::new())
            }
            RowKind::BlackName | RowKind::WhiteName => {
                let side = side_of(kind);
                let typed = match side {
                    Color::Black => self.black_name.clone(),
                    Color::White => self.white_name.clone(),
                };
                self.open_prompt(Prompt::Name(side), typed.unwrap_or_default().into())
            }
            // Enter on a setting steps to its next choice.
            _ => self.cycle(true),
        }
    }

    /// Keys while text is typed: Enter reads it (a refusal keeps the text
    /// to be corrected), Esc gives up.
    fn type_text(&mut self, action: &Action) -> MenuRequest {
        let Some(typing) = self.typing.as_mut() else {
            return MenuRequest::Nothing;
        };
        if typing.text.edit(action) {
            return MenuRequest::Nothing;
        }
        match action {
            Action::Cancel => {
                self.typing = None;
                self.message = None;
                MenuRequest::Nothing
            }
            Action::ForceQuit => MenuRequest::Quit,
            Action::Activate => {
                let Typing { prompt, text } = typing.clone();
                let done = match prompt {
                    Prompt::EngineCommand => self.typed_engine(text.trimmed()),
                    Prompt::Clock => self.typed_clock(text.trimmed()),
                    Prompt::Name(side) => self.typed_name(side, &text),
                };
                match done {
                    Ok(kind) => {
                        self.typing = None;
                        self.message = None;
                        self.arrange();
                        MenuRequest::Changed(kind)
                    }
                    Err(why) => {
                        self.message = Some(why);
                        MenuRequest::Nothing
                    }
                }
            }
            _ => MenuRequest::Nothing,
        }
    }

    /// A typed engine command, offered on both player rows and chosen on
    /// the focused one. Only its words are read here: whether its program
    /// exists is the app's to find out when the game starts.
    fn typed_engine(&mut self, command: &str) -> Result<RowKind, String> {
        let spec: PlayerSpec = format!("usi:{command}")
            .parse()
            .map_err(|e: UnknownPlayer| e.to_string())?;
        split_command_line(command).map_err(|e| e.to_string())?;
        let kind = self.rows.get(self.focus).map_or(RowKind::Black, |r| r.kind);
        self.offer_player(&spec.0);
        self.player_mut(side_of(kind))
            .select(&PlayerChoice::Plays(spec.0));
        Ok(kind)
    }

    fn typed_clock(&mut self, text: &str) -> Result<RowKind, String> {
        let tc: TimeControl = text.parse()?;
        self.preset_clock(Some(TimeControls::even(tc)));
        Ok(RowKind::Clock)
    }

    fn typed_name(&mut self, side: Color, text: &TextInput) -> Result<RowKind, String> {
        // Nothing typed: back to the side's own name.
        let name = if text.is_blank() {
            None
        } else {
            Some(player_name(text.as_str()).map_err(|e| e.to_string())?)
        };
        *self.name_mut(side) = name;
        Ok(RowKind::name_of(side))
    }

    /// Offers an engine (or any player the rows lack) on both player rows
    /// without choosing it.
    fn offer_player(&mut self, kind: &PlayerKind) {
        let choice = PlayerChoice::Plays(kind.clone());
        let label = match kind {
            PlayerKind::Engine { command } => format!("engine: {command}"),
            other => PlayerSpec(other.clone()).to_string(),
        };
        for side in Color::ALL {
            let row = self.player_mut(side);
            if row.position(&choice).is_none() {
                // Before the "type its command" choice, so it stays last.
                let at = row.position(&PlayerChoice::TypeCommand);
                row.insert(at, Choice::new(label.clone(), choice.clone()));
            }
        }
    }

    fn cycle(&mut self, forward: bool) -> MenuRequest {
        let Some(kind) = self.rows.get(self.focus).map(|r| r.kind) else {
            return MenuRequest::Nothing;
        };
        let stepped = self.picker_mut(kind).is_some_and(|p| p.step(forward));
        if !stepped {
            return MenuRequest::Nothing;
        }
        self.arrange();
        MenuRequest::Changed(kind)
    }

    /// The game could not start: says why, on the row to change.
    pub fn refuse_start(&mut self, side: Color, why: &UnknownPlayer) {
        self.message = Some(why.to_string());
        self.focus_on(RowKind::player_of(side));
    }

    /// The menu box, centred on the screen: as tall as the rows need, or
    /// the screen allows (the rows then scroll with the focus).
    pub fn rect(&self, screen: Rect) -> Rect {
        // Border, message line, the rows, border with the key hint.
        let h = u16::try_from(self.rows.len()).unwrap_or(u16::MAX) + 3;
        centered(screen, 66, h.min(screen.height))
    }

    /// The rows shown in a box of `rect`: the first one's index and how
    /// many. When they do not all fit, the focus stays near the middle.
    fn shown_rows(&self, rect: Rect) -> (usize, usize) {
        let room = usize::from(rect.height.saturating_sub(3)).min(self.rows.len());
        let last_first = self.rows.len() - room;
        let first = self.focus.saturating_sub(room / 2).min(last_first);
        (first, room)
    }

    /// The row under a screen position.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        let r = self.rect(screen);
        let top = r.y + 2;
        if x <= r.x || x + 1 >= r.right() || y < top {
            return None;
        }
        let (first, room) = self.shown_rows(r);
        let i = usize::from(y - top);
        (i < room).then_some(first + i)
    }
}

/// The side of a player or name row.
fn side_of(kind: RowKind) -> Color {
    match kind {
        RowKind::White | RowKind::WhiteName => Color::White,
        _ => Color::Black,
    }
}

impl Menu {
    /// Puts the rows where the player left them last time. A remembered
    /// engine the menu does not list yet (one typed in) is added, and so
    /// is a remembered clock that is not a preset.
    pub fn remember(&mut self, s: &Settings) {
        for (side, player) in [(Color::Black, &s.black), (Color::White, &s.white)] {
            // Only an engine can be missing; a bot level the menu lacks
            // (a hand-edited file) leaves the row as it is.
            if let PlayerKind::Engine { .. } = player {
                self.offer_player(player);
            }
            self.player_mut(side)
                .select(&PlayerChoice::Plays(player.clone()));
        }
        // A name edited by hand into something the menu would refuse is
        // left out.
        self.black_name = s.black_name.as_deref().and_then(|n| player_name(n).ok());
        self.white_name = s.white_name.as_deref().and_then(|n| player_name(n).ok());
        self.rules.select(&s.rules);
        self.start
            .select(&s.handicap.map_or(Start::Even, Start::Handicap));
        self.move_limit.select(&s.move_limit);
        self.preset_clock(s.clock);
        if let Ok(time) = Duration::try_from_secs_f64(s.move_seconds) {
            self.preset_move_time(time);
        }
        self.bell.select(&!s.quiet);
        self.auto_flip.select(&s.auto_flip);
        self.hints.select(&s.hints);
        self.arrange();
    }

    /// Writes the row of `kind` into the settings (the rest are left as
    /// they are: a flag's value for this run is not remembered unless its
    /// row is changed).
    pub fn store(&self, kind: RowKind, s: &mut Settings) {
        let player = |p: &Picker<PlayerChoice>| match p.value() {
            Some(PlayerChoice::Plays(k)) => Some(k.clone()),
            // "type its command" is no player yet.
            _ => None,
        };
        match kind {
            RowKind::Black => s.black = player(&self.black).unwrap_or(s.black.clone()),
            RowKind::White => s.white = player(&self.white).unwrap_or(s.white.clone()),
            RowKind::BlackName => s.black_name = self.black_name.clone(),
            RowKind::WhiteName => s.white_name = self.white_name.clone(),
            RowKind::Rules => s.rules = self.rules.value().copied().unwrap_or(s.rules),
            RowKind::Handicap => {
                if let Some(start) = self.start.value() {
                    s.handicap = start.handicap();
                }
            }
            RowKind::MoveLimit => {
                s.move_limit = self.move_limit.value().copied().unwrap_or(s.move_limit);
            }
            RowKind::Clock => match self.clock.value() {
                Some(ClockChoice::Untimed) => s.clock = None,
                Some(ClockChoice::Timed(t)) => s.clock = Some(*t),
                // Not typed yet.
                Some(ClockChoice::TypeCustom) | None => {}
            },
            RowKind::MoveTime => {
                if let Some(t) = self.move_time.value() {
                    s.move_seconds = t.as_secs_f64();
                }
            }
            RowKind::Bell => s.quiet = self.bell.value() == Some(&false),
            RowKind::Theme => s.theme = self.theme.value().cloned().unwrap_or_default(),
            RowKind::Glyphs => s.glyphs = self.glyphs.value().cloned().unwrap_or_default(),
            RowKind::AutoFlip => s.auto_flip = self.auto_flip.value() == Some(&true),
            RowKind::Hints => s.hints = self.hints.value() != Some(&false),
            RowKind::Continue
            | RowKind::NewGame
            | RowKind::Load
            | RowKind::Help
            | RowKind::Quit => {}
        }
    }

    /// Chooses a time per move, adding it to the row when it is not one
    /// of the usual ones.
    pub fn preset_move_time(&mut self, time: Duration) {
        let row = &mut self.move_time;
        if row.position(&time).is_none() {
            let at = row.choices.iter().position(|c| c.value > time);
            row.insert(at, Choice::new(move_time_label(time), time));
        }
        row.select(&time);
    }

    /// Chooses a clock (`None`: untimed), adding it before "custom…" when
    /// it is not a preset.
    pub fn preset_clock(&mut self, time: Option<TimeControls>) {
        let choice = time.map_or(ClockChoice::Untimed, ClockChoice::Timed);
        let row = &mut self.clock;
        if let ClockChoice::Timed(t) = &choice
            && row.position(&choice).is_none()
        {
            let at = row.position(&ClockChoice::TypeCustom);
            row.insert(at, Choice::new(clock_label(t), choice));
        }
        row.select(&choice);
    }

    /// Names given for this run (`--black-name`), shown in the name rows.
    pub fn preset_names(&mut self, black: Option<&String>, white: Option<&String>) {
        if let Some(n) = black {
            self.black_name = Some(n.clone());
        }
        if let Some(n) = white {
            self.white_name = Some(n.clone());
        }
    }

    /// Whether a hot-seat game turns the board to the side to move.
    pub fn auto_flip(&self) -> bool {
        self.auto_flip.value() == Some(&true)
    }

    /// The game the rows describe. Names are given to people only: a
    /// computer goes by its own.
    pub fn new_game(&self) -> Result<NewGame, NotReady> {
        let spec = |side: Color| match self.player(side).value() {
            Some(PlayerChoice::Plays(k)) => Ok(PlayerSpec(k.clone())),
            _ => Err(NotReady::EngineCommand(side)),
        };
        let black = spec(Color::Black)?;
        let white = spec(Color::White)?;
        let time = match self.clock.value() {
            Some(ClockChoice::Timed(t)) => Some(*t),
            Some(ClockChoice::TypeCustom) => return Err(NotReady::Clock),
            Some(ClockChoice::Untimed) | None => None,
        };
        let name = |spec: &PlayerSpec, typed: &Option<String>| {
            typed.clone().filter(|_| spec.0 == PlayerKind::Human)
        };
        let setup = GameSetup {
            black_name: name(&black, &self.black_name),
            white_name: name(&white, &self.white_name),
            black,
            white,
            start: self.start.value().cloned().unwrap_or(Start::Even),
            rules: self.rules.value().copied().unwrap_or_default(),
            move_limit: self.move_limit.value().copied().unwrap_or_default(),
            time,
        };
        Ok(NewGame {
            setup,
            auto_flip: self.auto_flip(),
            hints: self.hints.value() != Some(&false),
            move_time: self.move_time.value().copied(),
        })
    }
}

impl Page for Menu {
    fn input_mode(&self) -> InputMode {
        if self.help {
            InputMode::Popup
        } else if self.typing.is_some() {
            InputMode::Prompt
        } else {
            InputMode::Menu
        }
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        if self.help {
            return Some(Action::Cancel);
        }
        self.row_at(area, x, y).map(Action::ClickRow)
    }

    fn update(&mut self, action: &Action) -> Request {
        if self.help {
            if *action == Action::Cancel {
                self.help = false;
            }
            return Request::Nothing;
        }
        match Menu::update(self, action) {
            MenuRequest::Nothing => Request::Nothing,
            MenuRequest::ShowHelp => {
                self.help = true;
                Request::Nothing
            }
            MenuRequest::Quit => Request::Quit,
            MenuRequest::Changed(kind) => Request::Setting(kind),
            MenuRequest::StartGame => match self.new_game() {
                Ok(game) => Request::StartGame(Box::new(game)),
                Err(why) => {
                    self.focus_on(match why {
                        NotReady::EngineCommand(side) => RowKind::player_of(side),
                        NotReady::Clock => RowKind::Clock,
                    });
                    self.message = Some(why.to_string());
                    Request::Nothing
                }
            },
            MenuRequest::Continue => Request::Continue,
            MenuRequest::Load => Request::OpenLoad,
        }
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        let theme = &prefs.theme;
        MenuView { menu: self, theme }.render(area, buf);
        if self.help {
            HelpPopup {
                theme,
                keys: GAME_KEYS,
                scroll: 0,
            }
            .render(area, buf);
        }
    }
}

pub struct MenuView<'a> {
    pub menu: &'a Menu,
    pub theme: &'a Theme,
}

impl Widget for MenuView<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let menu = self.menu;
        Block::default().style(t.text).render(screen, buf);
        let r = menu.rect(screen);
        Clear.render(r, buf);
        let hint = match menu.typing.as_ref().map(|t| t.prompt) {
            Some(Prompt::EngineCommand) => {
                " type the engine's command line · Enter use it · Esc cancel "
            }
            Some(Prompt::Clock) => " e.g. 10m+30s, 0+30s, 5m+10s/move, 3m · Enter · Esc cancel ",
            Some(Prompt::Name(_)) => {
                " type the name (empty: the side's) · Enter use it · Esc cancel "
            }
            None => " ↑↓ choose · ←→ change · Enter select · q quit ",
        };
        // The key hint sits in the bottom border, to leave every line
        // inside for the rows.
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.popup_border)
            .style(t.popup)
            .title(Span::styled(" 将棋  shogi-tui ", t.title))
            .title_bottom(Span::styled(hint, t.dim));
        let inner = block.inner(r);
        block.render(r, buf);
        let mut lines = vec![match &menu.message {
            Some(m) => Line::styled(format!(" {m}"), t.refusal),
            None => Line::default(),
        }];
        let (first, room) = menu.shown_rows(r);
        for (i, row) in menu.rows.iter().enumerate().skip(first).take(room) {
            let focused = i == menu.focus;
            let pointer = if focused { "▸ " } else { "  " };
            let style = if focused { t.cursor } else { t.popup };
            let mut spans = vec![Span::styled(format!("{pointer}{:<20}", row.label), style)];
            // What the label column leaves, and a column for the scroll marks.
            let room = usize::from(inner.width).saturating_sub(23);
            match (&menu.typing, menu.shown(row.kind)) {
                (Some(typing), _) if focused => {
                    let lead = match typing.prompt {
                        Prompt::EngineCommand => " usi: ",
                        Prompt::Clock | Prompt::Name(_) => " ",
                    };
                    let width = room.saturating_sub(lead.chars().count() + 1);
                    spans.push(Span::styled(
                        format!("{lead}{}▏", tail_fitting(typing.text.as_str(), width)),
                        t.cursor,
                    ));
                }
                (_, Some(label)) if menu.picker(row.kind).is_none() => {
                    // A name: typed, not chosen.
                    spans.push(Span::styled(
                        format!("   {}", head_fitting(label, room.saturating_sub(3))),
                        t.title,
                    ));
                }
                (_, Some(label)) => {
                    let label = head_fitting(label, room.saturating_sub(4));
                    spans.push(Span::styled(format!(" ‹ {label} ›"), t.title));
                }
                (_, None) => {}
            }
            if let Some(detail) = &row.detail {
                spans.push(Span::styled(format!(" {detail}"), t.dim));
            }
            lines.push(Line::from(spans));
        }
        Paragraph::new(lines).render(inner, buf);
        // More rows above or below than fit: say so at the right edge.
        let edge = inner.right().saturating_sub(1);
        if first > 0 {
            buf.set_string(edge, inner.y + 1, "▲", t.dim);
        }
        if first + room < menu.rows.len() {
            let y = inner.y + u16::try_from(room).unwrap_or(0);
            buf.set_string(edge, y, "▼", t.dim);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Handicap;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn even(text: &str) -> TimeControls {
        TimeControls::even(text.parse().unwrap())
    }

    fn menu() -> Menu {
        let two =
            |a: &str, b: &str| vec![Choice::new(a, a.to_string()), Choice::new(b, b.to_string())];
        Menu::new(MenuChoices {
            players: vec![
                Choice::new("human", PlayerChoice::Plays(PlayerKind::Human)),
                Choice::new("bot 1", PlayerChoice::Plays(PlayerKind::Bot { level: 1 })),
                Choice::new("type", PlayerChoice::TypeCommand),
            ],
            move_times: vec![Choice::new("1", secs(1)), Choice::new("5", secs(5))],
            clocks: vec![
                Choice::new("untimed", ClockChoice::Untimed),
                Choice::new("10m+30s", ClockChoice::Timed(even("10m+30s"))),
                Choice::new("custom…", ClockChoice::TypeCustom),
            ],
            rules: vec![
                Choice::new("declare27", RuleSet::Declare27),
                Choice::new("try", RuleSet::Try),
            ],
            starts: vec![
                Choice::new("even", Start::Even),
                Choice::new("lance", Start::Handicap(Handicap::Lance)),
            ],
            move_limits: vec![
                Choice::new("500", MoveLimit::Plies(500)),
                Choice::new("off", MoveLimit::Off),
            ],
            themes: two("dark", "light"),
            glyphs: two("kanji", "western"),
        })
    }

    fn type_text(m: &mut Menu, text: &str) {
        for c in text.chars() {
            m.update(&Action::PromptChar(c));
        }
    }

    fn focused(m: &Menu) -> RowKind {
        m.rows[m.focus].kind
    }

    #[test]
    fn arrows_move_focus_and_change_settings() {
        let mut m = menu();
        m.focus_on(RowKind::Rules);
        assert_eq!(
            m.update(&Action::Move(Direction::Right)),
            MenuRequest::Changed(RowKind::Rules)
        );
        assert_eq!(m.rules.value(), Some(&RuleSet::Try));
        m.update(&Action::Move(Direction::Right));
        assert_eq!(m.rules.value(), Some(&RuleSet::Declare27));
        m.focus = 0;
        m.update(&Action::Move(Direction::Up));
        assert_eq!(focused(&m), RowKind::Quit, "focus wraps around");
        assert_eq!(m.update(&Action::Activate), MenuRequest::Quit);
    }

    #[test]
    fn a_changed_row_is_reported_and_enter_on_first_row_starts() {
        let mut m = menu();
        assert_eq!(m.update(&Action::Activate), MenuRequest::StartGame);
        m.focus_on(RowKind::Theme);
        assert_eq!(
            m.update(&Action::Move(Direction::Left)),
            MenuRequest::Changed(RowKind::Theme)
        );
        assert_eq!(m.theme.value().map(String::as_str), Some("light"));
    }

    #[test]
    fn clicks_focus_then_activate() {
        let mut m = menu();
        let screen = Rect::new(0, 0, 100, 30);
        let r = m.rect(screen);
        let quit = m.rows.iter().position(|r| r.kind == RowKind::Quit).unwrap();
        let quit_row = m.row_at(screen, r.x + 3, r.y + 2 + quit as u16);
        assert_eq!(quit_row, Some(quit));
        assert_eq!(m.update(&Action::ClickRow(quit)), MenuRequest::Nothing);
        assert_eq!(m.update(&Action::ClickRow(quit)), MenuRequest::Quit);
        assert_eq!(m.row_at(screen, r.x + 3, r.y + 1), None);
    }

    #[test]
    fn continue_is_offered_first_and_withdrawn() {
        let mut m = menu();
        m.focus = 3;
        m.offer_continue(Some("Black vs White, 12 moves".into()));
        assert_eq!(m.rows[0].kind, RowKind::Continue);
        assert_eq!(m.focus, 0, "Enter continues");
        assert_eq!(m.update(&Action::Activate), MenuRequest::Continue);
        m.focus = 1;
        m.offer_continue(None);
        assert_eq!(m.rows[0].kind, RowKind::NewGame);
        assert_eq!(m.focus, 0, "focus stays on the same row");
        m.focus_on(RowKind::Load);
        assert_eq!(m.update(&Action::Activate), MenuRequest::Load);
    }

    #[test]
    fn the_rows_describe_the_game_in_typed_values() {
        let mut m = menu();
        m.focus_on(RowKind::White);
        m.update(&Action::Move(Direction::Right));
        m.focus_on(RowKind::Handicap);
        m.update(&Action::Move(Direction::Right));
        m.focus_on(RowKind::MoveLimit);
        m.update(&Action::Move(Direction::Right));
        m.focus_on(RowKind::MoveTime);
        m.update(&Action::Move(Direction::Right));
        let g = m.new_game().unwrap();
        assert_eq!(g.setup.white, PlayerSpec(PlayerKind::Bot { level: 1 }));
        assert_eq!(g.setup.black, PlayerSpec(PlayerKind::Human));
        assert_eq!(g.setup.start, Start::Handicap(Handicap::Lance));
        assert_eq!(g.setup.move_limit, MoveLimit::Off);
        assert_eq!(g.setup.time, None, "untimed first");
        assert_eq!(g.move_time, Some(secs(5)));
        assert!(!g.auto_flip);
    }

    #[test]
    fn clock_presets_are_chosen_with_the_arrows() {
        let mut m = menu();
        m.focus_on(RowKind::Clock);
        assert_eq!(m.shown(RowKind::Clock), Some("untimed"));
        assert_eq!(
            m.update(&Action::Move(Direction::Right)),
            MenuRequest::Changed(RowKind::Clock)
        );
        assert_eq!(m.new_game().unwrap().setup.time, Some(even("10m+30s")));
        let mut s = Settings::default();
        m.store(RowKind::Clock, &mut s);
        assert_eq!(s.clock, Some(even("10m+30s")));
        // One more: "custom…", which is no clock until typed.
        m.update(&Action::Move(Direction::Right));
        assert_eq!(m.new_game().unwrap_err(), NotReady::Clock);
        m.store(RowKind::Clock, &mut s);
        assert_eq!(s.clock, Some(even("10m+30s")), "nothing to remember yet");
        let mut page = m.clone();
        page.focus_on(RowKind::NewGame);
        assert!(matches!(
            Page::update(&mut page, &Action::Activate),
            Request::Nothing
        ));
        assert_eq!(focused(&page), RowKind::Clock, "the row to fix");
        assert_eq!(
            page.message.as_deref(),
            Some("the custom clock is not typed yet: press Enter on it")
        );
    }

    #[test]
    fn a_custom_clock_is_typed_checked_and_offered() {
        let mut m = menu();
        m.focus_on(RowKind::Clock);
        m.update(&Action::Move(Direction::Left));
        assert_eq!(m.clock.value(), Some(&ClockChoice::TypeCustom));
        assert_eq!(m.update(&Action::Activate), MenuRequest::Nothing);
        assert_eq!(m.typing.as_ref().map(|t| t.prompt), Some(Prompt::Clock));
        // A bad duration: said, and the text kept to be corrected.
        type_text(&mut m, "5x+10s");
        assert_eq!(m.update(&Action::Activate), MenuRequest::Nothing);
        let said = m.message.clone().unwrap_or_default();
        assert!(said.contains("'5x' is not a duration"), "{said}");
        assert_eq!(m.typing.as_ref().map(|t| t.text.as_str()), Some("5x+10s"));
        // Byoyomi and increment together are refused with the clock's words.
        m.update(&Action::PromptClear);
        type_text(&mut m, "5m+10s/move+30s");
        m.update(&Action::Activate);
        assert!(m.message.is_some(), "refused");
        m.update(&Action::PromptClear);
        type_text(&mut m, "5m+10s/move");
        assert_eq!(
            m.update(&Action::Activate),
            MenuRequest::Changed(RowKind::Clock)
        );
        assert_eq!(m.typing, None);
        assert_eq!(m.message, None);
        assert_eq!(m.shown(RowKind::Clock), Some("5m + 10s per move"));
        let fischer = even("5m+10s/move");
        assert_eq!(m.new_game().unwrap().setup.time, Some(fischer));
        let labels: Vec<&str> = m.clock.choices().iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels.last(), Some(&"custom…"), "typing stays last");
        // Esc leaves the typing without changing anything.
        m.update(&Action::Move(Direction::Right));
        m.update(&Action::Activate);
        type_text(&mut m, "3m");
        m.update(&Action::Cancel);
        assert_eq!(m.typing, None);
        assert_eq!(m.clock.value(), Some(&ClockChoice::TypeCustom));
    }

    #[test]
    fn names_are_typed_for_people_and_left_to_computers() {
        let mut m = menu();
        assert!(m.row(RowKind::BlackName).is_some());
        assert_eq!(m.shown(RowKind::WhiteName), Some("White"));
        m.focus_on(RowKind::BlackName);
        m.update(&Action::Activate);
        assert_eq!(
            m.typing.as_ref().map(|t| t.prompt),
            Some(Prompt::Name(Color::Black))
        );
        type_text(&mut m, &"n".repeat(41));
        m.update(&Action::Activate);
        let said = m.message.clone().unwrap_or_default();
        assert!(said.contains("at most 40 characters"), "{said}");
        m.update(&Action::PromptClear);
        type_text(&mut m, "  Hanako ");
        assert_eq!(
            m.update(&Action::Activate),
            MenuRequest::Changed(RowKind::BlackName)
        );
        assert_eq!(m.shown(RowKind::BlackName), Some("Hanako"));
        let mut s = Settings::default();
        m.store(RowKind::BlackName, &mut s);
        assert_eq!(s.black_name.as_deref(), Some("Hanako"));
        // Editing starts from the name; an empty one is the side's again.
        m.update(&Action::Activate);
        assert_eq!(m.typing.as_ref().map(|t| t.text.as_str()), Some("Hanako"));
        m.update(&Action::PromptClear);
        m.update(&Action::Activate);
        assert_eq!(m.black_name, None);
        assert_eq!(m.shown(RowKind::BlackName), Some("Black"));

        // A computer on White: no name row, and no name given.
        m.white_name = Some("Taro".into());
        m.focus_on(RowKind::White);
        m.update(&Action::Move(Direction::Right));
        assert!(m.row(RowKind::WhiteName).is_none());
        assert_eq!(focused(&m), RowKind::White, "the focus stays put");
        let g = m.new_game().unwrap();
        assert_eq!(g.setup.white_name, None);
        assert_eq!(g.setup.players().white.name, "shogi-tui Beginner");
        m.update(&Action::Move(Direction::Left));
        assert!(m.row(RowKind::WhiteName).is_some(), "a person again");
        assert_eq!(
            m.new_game().unwrap().setup.white_name.as_deref(),
            Some("Taro")
        );
    }

    #[test]
    fn the_bell_row_is_the_quiet_setting() {
        let mut m = menu();
        assert_eq!(m.shown(RowKind::Bell), Some("on"), "rings unless told");
        m.focus_on(RowKind::Bell);
        assert_eq!(
            m.update(&Action::Activate),
            MenuRequest::Changed(RowKind::Bell)
        );
        let mut s = Settings::default();
        m.store(RowKind::Bell, &mut s);
        assert!(s.quiet);
        let mut again = menu();
        again.remember(&s);
        assert_eq!(again.shown(RowKind::Bell), Some("off"));
    }

    #[test]
    fn remembered_settings_come_back_typed() {
        let s = Settings {
            white: PlayerKind::Engine {
                command: "/opt/gps --x".into(),
            },
            black_name: Some("Hanako".into()),
            white_name: Some("bad\u{7}name".into()),
            handicap: Some(Handicap::Lance),
            clock: Some(even("3m")),
            move_seconds: 2.5,
            ..Settings::default()
        };
        let mut m = menu();
        m.remember(&Settings {
            black: PlayerKind::Bot { level: 9 },
            ..s.clone()
        });
        assert_eq!(m.shown(RowKind::Black), Some("human"), "no such level");
        assert_eq!(m.shown(RowKind::White), Some("engine: /opt/gps --x"));
        assert_eq!(m.shown(RowKind::BlackName), Some("Hanako"));
        assert_eq!(
            m.white_name, None,
            "a name the menu would refuse is left out"
        );
        assert_eq!(m.start.value(), Some(&Start::Handicap(Handicap::Lance)));
        assert_eq!(m.shown(RowKind::Clock), Some("3m sudden death"));
        assert_eq!(m.shown(RowKind::MoveTime), Some("2.5 s per move"));
        let times: Vec<Duration> = m.move_time.choices().iter().map(|c| c.value).collect();
        assert_eq!(
            times,
            [secs(1), Duration::from_millis(2500), secs(5)],
            "in order"
        );
        // And each row writes back what it read.
        let mut back = Settings::default();
        for row in &m.rows {
            m.store(row.kind, &mut back);
        }
        assert_eq!(back.black, PlayerKind::Human);
        assert_eq!(back.white, s.white);
        assert_eq!(back.black_name, s.black_name);
        assert_eq!(back.handicap, s.handicap);
        assert_eq!(back.clock, s.clock);
        assert_eq!(back.move_seconds, 2.5);
    }

    #[test]
    fn a_typed_engine_command_becomes_a_choice_on_both_player_rows() {
        let mut m = menu();
        m.focus_on(RowKind::White);
        m.white.select(&PlayerChoice::TypeCommand);
        m.black
            .select(&PlayerChoice::Plays(PlayerKind::Bot { level: 1 }));
        assert_eq!(m.update(&Action::Activate), MenuRequest::Nothing);
        assert_eq!(m.typing.as_ref().map(|t| t.text.as_str()), Some(""));
        // Letters are text now, q included; a broken quote is refused at once.
        type_text(&mut m, "gps 'q");
        m.update(&Action::Activate);
        assert_eq!(
            m.message.as_deref(),
            Some("the engine command has an unclosed ' quote")
        );
        assert_eq!(
            m.typing.as_ref().map(|t| t.text.as_str()),
            Some("gps 'q"),
            "kept to be corrected"
        );
        m.update(&Action::PromptClear);
        // Whether the program exists is not the menu's to look up.
        type_text(&mut m, "/no/such/q --fast");
        assert_eq!(
            m.update(&Action::Activate),
            MenuRequest::Changed(RowKind::White)
        );
        assert_eq!(m.typing, None);
        assert_eq!(m.message, None);
        let engine = PlayerKind::Engine {
            command: "/no/such/q --fast".into(),
        };
        assert_eq!(m.white.value(), Some(&PlayerChoice::Plays(engine.clone())));
        assert_eq!(
            m.black.value(),
            Some(&PlayerChoice::Plays(PlayerKind::Bot { level: 1 })),
            "the other row keeps its choice"
        );
        let black = m.black.choices();
        assert_eq!(black[2].label, "engine: /no/such/q --fast");
        assert_eq!(
            black[3].value,
            PlayerChoice::TypeCommand,
            "typing stays last"
        );
        assert_eq!(m.new_game().unwrap().setup.white, PlayerSpec(engine));
        // The app found the program missing: said on the row to change.
        m.focus = 0;
        m.refuse_start(
            Color::White,
            &UnknownPlayer::Engine("no engine program at /no/such/q".into()),
        );
        assert_eq!(
            m.message.as_deref(),
            Some("no engine program at /no/such/q")
        );
        assert_eq!(focused(&m), RowKind::White);
        // Esc leaves the typing without changing anything.
        m.update(&Action::Move(Direction::Right));
        m.update(&Action::Activate);
        m.update(&Action::PromptChar('x'));
        m.update(&Action::Cancel);
        assert_eq!(m.typing, None);
        assert_eq!(m.white.value(), Some(&PlayerChoice::TypeCommand));
        assert_eq!(
            m.new_game().unwrap_err().to_string(),
            "White plays an engine whose command is not typed yet: press Enter on it"
        );
    }

    #[test]
    fn every_row_can_be_reached_on_the_smallest_terminal() {
        use crate::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
        let mut m = menu();
        m.offer_continue(Some("human vs bot, 12 moves".into()));
        let theme = Theme::default_theme(false);
        let area = Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT);
        assert!(m.rows.len() + 3 > usize::from(MIN_HEIGHT), "they scroll");
        for focus in 0..m.rows.len() {
            m.focus = focus;
            let mut buf = Buffer::empty(area);
            MenuView {
                menu: &m,
                theme: &theme,
            }
            .render(area, &mut buf);
            let lines = crate::tui::snapshot::buffer_lines(&buf);
            let text = lines.join("\n");
            let row = &m.rows[focus];
            let y = lines
                .iter()
                .position(|l| l.contains(&format!("▸ {}", row.label)))
                .unwrap_or_else(|| panic!("{} not shown:\n{text}", row.label));
            assert!(text.contains("Enter select"), "the key hint:\n{text}");
            let y = u16::try_from(y).unwrap();
            let x = m.rect(area).x + 3;
            assert_eq!(m.row_at(area, x, y), Some(focus), "a click finds it");
            let (first, room) = m.shown_rows(m.rect(area));
            assert_eq!(text.contains('▲'), first > 0, "{text}");
            assert_eq!(text.contains('▼'), first + room < m.rows.len(), "{text}");
        }
    }
}
