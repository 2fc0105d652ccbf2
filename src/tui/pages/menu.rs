//! The main menu: continue the unfinished game, set up a new game (who
//! plays each side, rule set, handicap, move limit, the computers' time),
//! open the saved games, pick a theme and piece letters, read the help. An
//! external engine's command can be typed in.

use crate::game::{Handicap, MoveLimit, PlayerKind, RuleSet};
use crate::settings::Settings;
use crate::tui::action::{Action, Direction};
use crate::tui::app::Prefs;
use crate::tui::input::{GAME_KEYS, InputMode};
use crate::tui::layout::centered;
use crate::tui::page::{Page, Request};
use crate::tui::pages::game::seats::parse_seconds;
use crate::tui::setup::{GameSetup, PlayerSpec, StartSpec};
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::{head_fitting, tail_fitting};
use crate::tui::widgets::popup::HelpPopup;
use crate::tui::widgets::text_input::TextInput;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};
use std::str::FromStr;
use std::time::Duration;

/// One choice of a menu row: what the player reads, and the value the
/// command line would spell (`declare27`, `off`, `human`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub value: String,
}

impl Choice {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Choice {
        Choice {
            label: label.into(),
            value: value.into(),
        }
    }
}

/// The value of the player choice that asks for an engine's command.
pub const TYPE_ENGINE: &str = "usi:";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// Shown only while the folder holds an unfinished game no one has open.
    Continue,
    NewGame,
    Black,
    White,
    Rules,
    Handicap,
    MoveLimit,
    MoveTime,
    Theme,
    Glyphs,
    AutoFlip,
    Load,
    Help,
    Quit,
}

#[derive(Clone, Debug)]
pub struct Row {
    pub kind: RowKind,
    pub label: &'static str,
    /// Empty for rows that are actions rather than settings.
    pub choices: Vec<Choice>,
    pub index: usize,
    /// A few words shown after an action's label (what Continue resumes).
    pub detail: Option<String>,
}

impl Row {
    fn action(kind: RowKind, label: &'static str) -> Row {
        Row {
            kind,
            label,
            choices: Vec::new(),
            index: 0,
            detail: None,
        }
    }

    fn setting(kind: RowKind, label: &'static str, choices: Vec<Choice>) -> Row {
        Row {
            kind,
            label,
            choices,
            index: 0,
            detail: None,
        }
    }

    pub fn value(&self) -> Option<&str> {
        self.choices.get(self.index).map(|c| c.value.as_str())
    }
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

#[derive(Clone, Debug)]
pub struct Menu {
    pub rows: Vec<Row>,
    pub focus: usize,
    /// Why the last request could not be done.
    pub message: Option<String>,
    /// An engine command being typed for the focused player row.
    pub typing: Option<TextInput>,
    /// The key list is open over the menu.
    pub help: bool,
}

/// A new game as the menu describes it, parsed once, here.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub setup: GameSetup,
    pub auto_flip: bool,
    /// Time per move for computers; `None` = the default.
    pub move_time: Option<Duration>,
}

/// The lists of choices, supplied by the parts of the program that own them
/// (the player kinds grow as bots and engines arrive).
pub struct MenuChoices {
    pub players: Vec<Choice>,
    /// Seconds per move for computers.
    pub move_times: Vec<Choice>,
    pub rules: Vec<Choice>,
    pub handicaps: Vec<Choice>,
    pub move_limits: Vec<Choice>,
    pub themes: Vec<Choice>,
    pub glyphs: Vec<Choice>,
}

impl Menu {
    pub fn new(c: MenuChoices) -> Menu {
        let on_off = vec![Choice::new("off", "off"), Choice::new("on", "on")];
        Menu {
            rows: vec![
                Row::action(RowKind::NewGame, "Start a new game"),
                Row::setting(RowKind::Black, "☗ Black (sente)", c.players.clone()),
                Row::setting(RowKind::White, "☖ White (gote)", c.players),
                Row::setting(RowKind::Rules, "Impasse rule", c.rules),
                Row::setting(RowKind::Handicap, "Handicap", c.handicaps),
                Row::setting(RowKind::MoveLimit, "Move limit", c.move_limits),
                Row::setting(RowKind::MoveTime, "Computer's time", c.move_times),
                Row::setting(RowKind::Theme, "Colour theme", c.themes),
                Row::setting(RowKind::Glyphs, "Pieces", c.glyphs),
                Row::setting(RowKind::AutoFlip, "Hot-seat auto-flip", on_off),
                Row::action(RowKind::Load, "Load / review a game"),
                Row::action(RowKind::Help, "Help"),
                Row::action(RowKind::Quit, "Quit"),
            ],
            focus: 0,
            message: None,
            typing: None,
            help: false,
        }
    }

    /// Offers "Continue" first, with `detail` (players, moves), or removes
    /// it when there is nothing to continue.
    pub fn offer_continue(&mut self, detail: Option<String>) {
        let had = self
            .rows
            .first()
            .is_some_and(|r| r.kind == RowKind::Continue);
        if had {
            self.rows.remove(0);
            self.focus = self.focus.saturating_sub(1);
        }
        if let Some(detail) = detail {
            let mut row = Row::action(RowKind::Continue, "Continue");
            row.detail = Some(detail);
            self.rows.insert(0, row);
            // The likely wish of a returning player.
            self.focus = 0;
        }
    }

    pub fn row(&self, kind: RowKind) -> Option<&Row> {
        self.rows.iter().find(|r| r.kind == kind)
    }

    pub fn value(&self, kind: RowKind) -> Option<&str> {
        self.row(kind).and_then(Row::value)
    }

    /// Selects the choice whose value is `value` (case-insensitive), if present.
    pub fn preset(&mut self, kind: RowKind, value: &str) {
        if let Some(row) = self.rows.iter_mut().find(|r| r.kind == kind)
            && let Some(i) = row
                .choices
                .iter()
                .position(|c| c.value.eq_ignore_ascii_case(value))
        {
            row.index = i;
        }
    }

    pub fn update(&mut self, action: &Action) -> MenuRequest {
        if self.typing.is_some() {
            return self.type_engine(action);
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

    fn activate(&mut self) -> MenuRequest {
        if let Some(row) = self.rows.get(self.focus)
            && matches!(row.kind, RowKind::Black | RowKind::White)
            && row.value() == Some(TYPE_ENGINE)
        {
            self.typing = Some(TextInput::new());
            self.message = None;
            return MenuRequest::Nothing;
        }
        match self.rows.get(self.focus).map(|r| r.kind) {
            Some(RowKind::Continue) => MenuRequest::Continue,
            Some(RowKind::NewGame) => MenuRequest::StartGame,
            Some(RowKind::Load) => MenuRequest::Load,
            Some(RowKind::Help) => MenuRequest::ShowHelp,
            Some(RowKind::Quit) => MenuRequest::Quit,
            // Enter on a setting steps to its next choice.
            Some(_) => self.cycle(true),
            None => MenuRequest::Nothing,
        }
    }

    /// Keys while an engine command is typed: Enter checks it and adds it
    /// to both player rows, chosen for the focused one; Esc gives up.
    fn type_engine(&mut self, action: &Action) -> MenuRequest {
        let Some(text) = self.typing.as_mut() else {
            return MenuRequest::Nothing;
        };
        if text.edit(action) {
            return MenuRequest::Nothing;
        }
        match action {
            Action::Cancel => {
                self.typing = None;
                self.message = None;
            }
            Action::ForceQuit => return MenuRequest::Quit,
            Action::Activate => {
                let value = format!("{TYPE_ENGINE}{}", text.trimmed());
                match value.parse::<PlayerSpec>().and_then(PlayerSpec::checked) {
                    Ok(spec) => {
                        self.typing = None;
                        self.message = None;
                        self.add_engine(spec.value());
                        if let Some(row) = self.rows.get(self.focus) {
                            return MenuRequest::Changed(row.kind);
                        }
                    }
                    // The text stays, to be corrected.
                    Err(e) => self.message = Some(e.to_string()),
                }
            }
            _ => {}
        }
        MenuRequest::Nothing
    }

    /// Offers an engine on both player rows without choosing it.
    fn offer_engine(&mut self, command: &str, value: &str) {
        let label = format!("engine: {command}");
        for row in &mut self.rows {
            if !matches!(row.kind, RowKind::Black | RowKind::White)
                || row.choices.iter().any(|c| c.value == value)
            {
                continue;
            }
            // Before the "type its command" choice, so it stays last.
            let at = row
                .choices
                .iter()
                .position(|c| c.value == TYPE_ENGINE)
                .unwrap_or(row.choices.len());
            row.choices.insert(at, Choice::new(label.clone(), value));
            if row.index >= at {
                row.index += 1;
            }
        }
    }

    /// Offers a typed engine on both player rows, chosen on the focused one.
    fn add_engine(&mut self, value: String) {
        let command = value
            .strip_prefix(TYPE_ENGINE)
            .unwrap_or(&value)
            .to_string();
        self.offer_engine(&command, &value);
        if let Some(row) = self.rows.get_mut(self.focus)
            && let Some(at) = row.choices.iter().position(|c| c.value == value)
        {
            row.index = at;
        }
    }

    fn cycle(&mut self, forward: bool) -> MenuRequest {
        let Some(row) = self.rows.get_mut(self.focus) else {
            return MenuRequest::Nothing;
        };
        let n = row.choices.len();
        if n == 0 {
            return MenuRequest::Nothing;
        }
        row.index = if forward {
            (row.index + 1) % n
        } else {
            (row.index + n - 1) % n
        };
        MenuRequest::Changed(row.kind)
    }

    /// The menu box, centred on the screen.
    pub fn rect(&self, screen: Rect) -> Rect {
        // Border, message line, the rows, border with the key hint: fits
        // the smallest terminal (17 rows) with every row offered.
        let h = u16::try_from(self.rows.len()).unwrap_or(u16::MAX) + 3;
        centered(screen, 66, h)
    }

    /// The row under a screen position.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        let r = self.rect(screen);
        let first = r.y + 2;
        if x <= r.x || x + 1 >= r.right() || y < first {
            return None;
        }
        let i = usize::from(y - first);
        (i < self.rows.len()).then_some(i)
    }
}

impl Menu {
    /// Puts the rows where the player left them last time. A remembered
    /// engine the menu does not list yet (one typed in) is added.
    pub fn remember(&mut self, s: &Settings) {
        for (kind, player) in [(RowKind::Black, &s.black), (RowKind::White, &s.white)] {
            let value = PlayerSpec(player.clone()).value();
            if let PlayerKind::Engine { command } = player {
                self.offer_engine(command, &value);
            }
            self.preset(kind, &value);
        }
        self.preset(RowKind::Rules, s.rules.name());
        self.preset(RowKind::Handicap, s.handicap.map_or("even", |h| h.name()));
        let limit = match s.move_limit {
            MoveLimit::Plies(n) => n.to_string(),
            MoveLimit::Off => "off".into(),
        };
        self.preset(RowKind::MoveLimit, &limit);
        self.preset_move_time(s.move_seconds);
        self.preset(RowKind::AutoFlip, if s.auto_flip { "on" } else { "off" });
    }

    /// Chooses a time per move, adding it to the row when it is not one
    /// of the usual ones.
    pub fn preset_move_time(&mut self, seconds: f64) {
        let value = seconds_value(seconds);
        if let Some(row) = self.rows.iter_mut().find(|r| r.kind == RowKind::MoveTime)
            && !row.choices.iter().any(|c| c.value == value)
        {
            let at = row
                .choices
                .iter()
                .position(|c| c.value.parse::<f64>().is_ok_and(|v| v > seconds))
                .unwrap_or(row.choices.len());
            let label = format!("{value} s per move");
            row.choices.insert(at, Choice::new(label, value.as_str()));
        }
        self.preset(RowKind::MoveTime, &value);
    }

    /// The game the rows describe.
    pub fn new_game(&self) -> Result<NewGame, String> {
        let value = |k| self.value(k).unwrap_or_default();
        let text = |e: &dyn std::fmt::Display| e.to_string();
        let start = match value(RowKind::Handicap) {
            "even" => StartSpec::Even,
            name => StartSpec::Handicap(Handicap::from_str(name).map_err(|e| text(&e))?),
        };
        let setup = GameSetup {
            black: PlayerSpec::from_str(value(RowKind::Black)).map_err(|e| text(&e))?,
            white: PlayerSpec::from_str(value(RowKind::White)).map_err(|e| text(&e))?,
            start,
            rules: RuleSet::from_str(value(RowKind::Rules)).map_err(|e| text(&e))?,
            move_limit: MoveLimit::from_str(value(RowKind::MoveLimit)).map_err(|e| text(&e))?,
        };
        Ok(NewGame {
            setup,
            auto_flip: value(RowKind::AutoFlip) == "on",
            move_time: parse_seconds(value(RowKind::MoveTime)).ok(),
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
                // The menu only offers valid choices; say so if one ever fails.
                Err(why) => {
                    self.message = Some(why);
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
        Block::default().style(t.text).render(screen, buf);
        let r = self.menu.rect(screen);
        Clear.render(r, buf);
        let hint = match self.menu.typing {
            Some(_) => " type the engine's command line · Enter use it · Esc cancel ",
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
        let mut lines = vec![match &self.menu.message {
            Some(m) => Line::styled(format!(" {m}"), t.refusal),
            None => Line::default(),
        }];
        for (i, row) in self.menu.rows.iter().enumerate() {
            let focused = i == self.menu.focus;
            let pointer = if focused { "▸ " } else { "  " };
            let style = if focused { t.cursor } else { t.popup };
            let mut spans = vec![Span::styled(format!("{pointer}{:<20}", row.label), style)];
            // What the label column leaves.
            let room = usize::from(inner.width).saturating_sub(22);
            match (&self.menu.typing, row.choices.get(row.index)) {
                (Some(text), _) if focused => {
                    spans.push(Span::styled(
                        format!(
                            " usi: {}▏",
                            tail_fitting(text.as_str(), room.saturating_sub(7))
                        ),
                        t.cursor,
                    ));
                }
                (_, Some(choice)) => {
                    let label = head_fitting(&choice.label, room.saturating_sub(4));
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
    }
}

/// The menu's spelling of a time per move: `1`, `0.5`.
pub fn seconds_value(seconds: f64) -> String {
    format!("{seconds}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu() -> Menu {
        let two = |a: &str, b: &str| vec![Choice::new(a, a), Choice::new(b, b)];
        Menu::new(MenuChoices {
            players: vec![
                Choice::new("human", "human"),
                Choice::new("bot 1", "bot:1"),
                Choice::new("type", TYPE_ENGINE),
            ],
            move_times: two("1", "5"),
            rules: two("declare27", "try"),
            handicaps: two("even", "lance"),
            move_limits: two("500", "off"),
            themes: two("dark", "light"),
            glyphs: two("kanji", "western"),
        })
    }

    #[test]
    fn arrows_move_focus_and_change_settings() {
        let mut m = menu();
        m.update(&Action::Move(Direction::Down));
        m.update(&Action::Move(Direction::Down));
        m.update(&Action::Move(Direction::Down));
        assert_eq!(m.rows[m.focus].kind, RowKind::Rules);
        assert_eq!(
            m.update(&Action::Move(Direction::Right)),
            MenuRequest::Changed(RowKind::Rules)
        );
        assert_eq!(m.value(RowKind::Rules), Some("try"));
        m.update(&Action::Move(Direction::Right));
        assert_eq!(m.value(RowKind::Rules), Some("declare27"));
        m.update(&Action::Move(Direction::Up));
        m.update(&Action::Move(Direction::Up));
        m.update(&Action::Move(Direction::Up));
        m.update(&Action::Move(Direction::Up));
        assert_eq!(m.rows[m.focus].kind, RowKind::Quit, "focus wraps around");
        assert_eq!(m.update(&Action::Activate), MenuRequest::Quit);
    }

    #[test]
    fn a_changed_row_is_reported_and_enter_on_first_row_starts() {
        let mut m = menu();
        assert_eq!(m.update(&Action::Activate), MenuRequest::StartGame);
        m.focus = 7;
        assert_eq!(
            m.update(&Action::Move(Direction::Left)),
            MenuRequest::Changed(RowKind::Theme)
        );
        assert_eq!(m.value(RowKind::Theme), Some("light"));
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
        let load = m.rows.iter().position(|r| r.kind == RowKind::Load).unwrap();
        m.focus = load;
        assert_eq!(m.update(&Action::Activate), MenuRequest::Load);
    }

    #[test]
    fn preset_picks_a_named_choice() {
        let mut m = menu();
        m.preset(RowKind::Glyphs, "WESTERN");
        assert_eq!(m.value(RowKind::Glyphs), Some("western"));
        m.preset(RowKind::Glyphs, "klingon");
        assert_eq!(m.value(RowKind::Glyphs), Some("western"));
    }

    #[test]
    fn a_typed_engine_command_becomes_a_choice_on_both_player_rows() {
        let mut m = menu();
        m.focus = 2;
        m.preset(RowKind::White, TYPE_ENGINE);
        m.preset(RowKind::Black, "bot:1");
        assert_eq!(m.update(&Action::Activate), MenuRequest::Nothing);
        assert_eq!(m.typing.as_ref().map(TextInput::as_str), Some(""));
        // Letters are text now, q included.
        for c in "/no/such/q".chars() {
            m.update(&Action::PromptChar(c));
        }
        m.update(&Action::Activate);
        assert_eq!(
            m.message.as_deref(),
            Some("no engine program at /no/such/q")
        );
        assert_eq!(
            m.typing.as_ref().map(TextInput::as_str),
            Some("/no/such/q"),
            "kept to be corrected"
        );
        for _ in 0.."/no/such/q".len() {
            m.update(&Action::PromptBackspace);
        }
        for c in "sh -c 'exit 1'".chars() {
            m.update(&Action::PromptChar(c));
        }
        m.update(&Action::Activate);
        assert_eq!(m.typing, None);
        assert_eq!(m.message, None);
        assert_eq!(m.value(RowKind::White), Some("usi:sh -c 'exit 1'"));
        assert_eq!(
            m.value(RowKind::Black),
            Some("bot:1"),
            "the other row keeps its choice"
        );
        let black = m.row(RowKind::Black).unwrap();
        assert_eq!(black.choices[2].label, "engine: sh -c 'exit 1'");
        assert_eq!(
            black.choices[3].value, TYPE_ENGINE,
            "typing stays the last choice"
        );
        // Esc leaves the typing without changing anything.
        m.update(&Action::Move(Direction::Right));
        m.update(&Action::Activate);
        m.update(&Action::PromptChar('x'));
        m.update(&Action::Cancel);
        assert_eq!(m.typing, None);
        assert_eq!(m.value(RowKind::White), Some(TYPE_ENGINE));
    }

    #[test]
    fn every_row_fits_the_smallest_terminal() {
        use crate::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
        let mut m = menu();
        m.offer_continue(Some("human vs bot, 12 moves".into()));
        let theme = Theme::default_theme(false);
        let area = Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT);
        let mut buf = Buffer::empty(area);
        MenuView {
            menu: &m,
            theme: &theme,
        }
        .render(area, &mut buf);
        let text = crate::tui::snapshot::buffer_lines(&buf).join("\n");
        for row in &m.rows {
            assert!(text.contains(row.label), "{} missing:\n{text}", row.label);
        }
        assert!(text.contains("Enter select"), "the key hint:\n{text}");
        // And a click on a row's line finds that row.
        let r = m.rect(area);
        for i in 0..m.rows.len() {
            let y = r.y + 2 + u16::try_from(i).unwrap();
            assert_eq!(m.row_at(area, r.x + 3, y), Some(i));
        }
    }
}
