//! The main menu: continue the unfinished game, set up a new game (who
//! plays each side and their names, rule set, handicap, move limit, the
//! clock, the computers' time per move, sound: its volume, the count, piece sounds), open the
//! saved games, pick a theme and piece letters, read the help. An external
//! engine's command, a custom clock and the players' names can be typed in.
//!
//! Every choice carries its value already typed (`PlayerKind`, `RuleSet`,
//! `Start`, `TimeControls`…): the menu is read once, into a `NewGame`.
//!
//! The folder: `state` is the menu's state, `rows` the table of rows
//! (label, and for an on/off row how it reads and writes the settings),
//! `keys` what the keys do,
//! `remember` the rows read from and written to the settings, `choices`
//! the lists the rows offer, `view` the drawing.

mod choices;
mod keys;
mod remember;
pub mod rows;
mod setting;
mod state;
#[cfg(test)]
mod tests;
mod view;

use crate::i18n::rules::Shown;
pub use crate::tui::widgets::choice::{Choice, ClockChoice, Picker, PlayerChoice};
use choices::on_off;
pub use choices::{MenuChoices, menu_choices, move_time_label};
pub use rows::{Row, RowKind};
pub use state::{Menu, NotReady, Prompt, Typing};
pub use view::MenuView;

use crate::bot::{Level, Rung};
use crate::game::{PlayerKind, Start};
use crate::settings::Settings;
use crate::shogi::{ByColor, Color};
use crate::tui::action::{Action, Direction};
use crate::tui::input::{InputMode, key_action};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
// The menu's help is how a game is played.
use crate::tui::display_prefs::Prefs;
use crate::tui::page::Flow;
use crate::tui::page::{News, Page};
use crate::tui::pages::game::GAME_KEYS;
use crate::tui::setup::NewGame;
use crate::tui::setup::{GameSetup, PlayerSpec};
use crate::tui::widgets::choice::Steps;
use crate::tui::widgets::fit::padded;
use crate::tui::widgets::popup::HelpPopup;
use crate::words::Said;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use std::borrow::Cow;
use unicode_width::UnicodeWidthStr;

impl Menu {
    pub fn new(c: MenuChoices) -> Menu {
        let players = Picker::new(c.players);
        let mut menu = Menu {
            rows: Vec::new(),
            focus: 0,
            message: None,
            changed: None,
            typing: None,
            help: false,
            help_scroll: 0,
            continue_detail: None,
            continue_focused: false,
            drills_due: None,
            players: ByColor::new(players.clone(), players),
            names: ByColor::default(),
            my_names: Vec::new(),
            rules: Picker::new(c.rules),
            start: Picker::new(c.starts),
            move_limit: Picker::new(c.move_limits),
            clock: Picker::new(c.clocks),
            move_time: Picker::new(c.move_times),
            theme: Picker::new(c.themes),
            glyphs: Picker::new(c.glyphs),
            language: Picker::new(c.languages),
            count_voice: Picker::new(c.count_voices),
            sound: Picker::new(c.sound_levels),
            book: Picker::new(c.books),
            on_off: RowKind::ORDER
                .iter()
                .filter_map(|&kind| {
                    let row = kind.on_off()?;
                    let mut picker = on_off();
                    picker.select(&(row.read)(&Settings::default()));
                    Some((kind, picker))
                })
                .collect(),
        };
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
            RowKind::BlackName => person(&self.players.black),
            RowKind::WhiteName => person(&self.players.white),
            _ => true,
        };
        self.rows = RowKind::ORDER
            .iter()
            .filter(|k| shown(k))
            .map(|&kind| Row {
                kind,
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
        if offered && !std::mem::replace(&mut self.continue_focused, true) {
            // The likely wish of a player starting the program again.
            self.focus_on(RowKind::Continue);
        }
    }

    /// The drills due today beside the Drills row, from the drills file
    /// of the settings `folder` (none without one: a menu made in a test
    /// reads no player's file).
    pub fn count_drills(&mut self, folder: Option<&std::path::Path>) {
        use crate::drills::{DRILLS_FILE, due_count, today};
        self.drills_due = folder.and_then(|dir| due_count(&dir.join(DRILLS_FILE), today()));
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

    /// The name a side's row shows: the one typed, else the side's
    /// default name in the language of the moment (the game is given its
    /// English default, which records keep).
    pub fn name(&self, side: Color) -> Cow<'_, str> {
        match self.names.get(side) {
            Some(name) => Cow::Borrowed(name),
            None => Cow::Owned(side.shown()),
        }
    }

    /// The picker behind a setting row; `None` for actions and names.
    fn picker(&self, kind: RowKind) -> Option<&dyn Steps> {
        Some(match kind {
            RowKind::Black => &self.players.black,
            RowKind::White => &self.players.white,
            RowKind::Rules => &self.rules,
            RowKind::Handicap => &self.start,
            RowKind::MoveLimit => &self.move_limit,
            RowKind::Clock => &self.clock,
            RowKind::MoveTime => &self.move_time,
            RowKind::Theme => &self.theme,
            RowKind::Glyphs => &self.glyphs,
            RowKind::Language => &self.language,
            RowKind::CountVoice => &self.count_voice,
            RowKind::Sound => &self.sound,
            RowKind::Book => &self.book,
            _ => return self.on_off(kind).map(|p| p as &dyn Steps),
        })
    }

    fn picker_mut(&mut self, kind: RowKind) -> Option<&mut dyn Steps> {
        Some(match kind {
            RowKind::Black => &mut self.players.black,
            RowKind::White => &mut self.players.white,
            RowKind::Rules => &mut self.rules,
            RowKind::Handicap => &mut self.start,
            RowKind::MoveLimit => &mut self.move_limit,
            RowKind::Clock => &mut self.clock,
            RowKind::MoveTime => &mut self.move_time,
            RowKind::Theme => &mut self.theme,
            RowKind::Glyphs => &mut self.glyphs,
            RowKind::Language => &mut self.language,
            RowKind::CountVoice => &mut self.count_voice,
            RowKind::Sound => &mut self.sound,
            RowKind::Book => &mut self.book,
            _ => {
                let picker = self.on_off.iter_mut().find(|(k, _)| *k == kind);
                return picker.map(|(_, p)| p as &mut dyn Steps);
            }
        })
    }

    /// The choices' words again, in the language of the moment (the
    /// player changed it): each picker keeps what it holds and which one
    /// is chosen; a choice the fresh lists lack (an engine typed in, a
    /// custom clock) keeps its words.
    pub fn relabel(&mut self) {
        let c = menu_choices();
        for side in [Color::Black, Color::White] {
            self.players.get_mut(side).relabel(&c.players);
        }
        self.rules.relabel(&c.rules);
        self.start.relabel(&c.starts);
        self.move_limit.relabel(&c.move_limits);
        self.clock.relabel(&c.clocks);
        self.move_time.relabel(&c.move_times);
        self.theme.relabel(&c.themes);
        self.glyphs.relabel(&c.glyphs);
        self.count_voice.relabel(&c.count_voices);
        self.sound.relabel(&c.sound_levels);
        self.book.relabel(&c.books);
        let fresh = on_off();
        for (_, p) in &mut self.on_off {
            p.relabel(fresh.choices());
        }
    }

    /// The picker of an on/off row.
    fn on_off(&self, kind: RowKind) -> Option<&Picker<bool>> {
        self.on_off.iter().find(|(k, _)| *k == kind).map(|(_, p)| p)
    }

    /// Whether an on/off row is on.
    pub fn is_on(&self, kind: RowKind) -> bool {
        self.on_off(kind).and_then(Picker::value) == Some(&true)
    }

    /// Turns an on/off row on or off (a preset for this run).
    pub fn set_on(&mut self, kind: RowKind, on: bool) {
        if let Some((_, p)) = self.on_off.iter_mut().find(|(k, _)| *k == kind) {
            p.select(&on);
        }
    }

    /// What a setting row shows: its choice's label, or a name.
    pub fn shown(&self, kind: RowKind) -> Option<Cow<'_, str>> {
        match kind {
            RowKind::BlackName => Some(self.name(Color::Black)),
            RowKind::WhiteName => Some(self.name(Color::White)),
            RowKind::MyNames if self.my_names.is_empty() => {
                Some(Cow::Owned(crate::t!("menu-my-names-none")))
            }
            RowKind::MyNames => Some(Cow::Owned(self.my_names.join(", "))),
            RowKind::Drills => self
                .drills_due
                .map(|d| Cow::Owned(crate::t!("drills-menu-due", due = d.due as i64))),
            _ => self.picker(kind).and_then(Steps::label).map(Cow::Borrowed),
        }
    }
}

/// The side of a player or name row.
impl Menu {
    /// Whether a hot-seat game turns the board to the side to move.
    pub fn auto_flip(&self) -> bool {
        self.is_on(RowKind::AutoFlip)
    }

    /// Whether a clock is chosen: it then decides how long a computer
    /// thinks, and the row of the time per move (kept for untimed games)
    /// is not in force.
    pub fn clock_decides(&self) -> bool {
        !matches!(self.clock.value(), Some(ClockChoice::Untimed) | None)
    }

    /// Whether `kind` is a sound's sub-row while Sound is off: it is still
    /// stepped and kept, but nothing of it is heard.
    pub fn silenced(&self, kind: RowKind) -> bool {
        matches!(kind, RowKind::CountVoice | RowKind::PieceSounds)
            && matches!(self.sound.value(), Some(None) | None)
    }

    /// What the message line says of the focused row while nothing was
    /// refused: for a side the bot plays, how its level fared against
    /// the ladder of other programs, so that a player choosing a level
    /// knows what it plays like.
    pub fn focus_note(&self) -> Option<String> {
        let kind = self.rows.get(self.focus)?.kind;
        if !matches!(kind, RowKind::Black | RowKind::White) {
            return None;
        }
        let Some(PlayerChoice::Plays(PlayerKind::Bot { level })) =
            self.players.get(state::side_of(kind)).value()
        else {
            return None;
        };
        Some(standing_words(Level::new(*level)?, "menu-level-standing"))
    }

    /// The game the rows describe. Names are given to people only: a
    /// computer goes by its own.
    pub fn new_game(&self) -> Result<NewGame, NotReady> {
        let spec = |side: Color| match self.players.get(side).value() {
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
            black_name: name(&black, &self.names.black),
            white_name: name(&white, &self.names.white),
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
            hints: self.is_on(RowKind::Hints),
            move_time: self.move_time.value().copied(),
        })
    }
}

impl Page for Menu {
    /// Esc on the rows themselves is no quit, as it is on the lists the
    /// same keys serve: Esc is "back" everywhere, and one Esc too many on
    /// the way back from a form must not end the program (`q` quits, as
    /// the key line says).
    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        if self.input_mode() == InputMode::List && key.code == KeyCode::Esc {
            return Some(Action::Cancel);
        }
        key_action(self.input_mode(), key, |_| None)
    }

    fn input_mode(&self) -> InputMode {
        if self.help {
            InputMode::Popup
        } else if self.typing.is_some() {
            InputMode::Prompt
        } else {
            InputMode::List
        }
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        if self.help {
            return Some(Action::Cancel);
        }
        self.row_at(area, x, y).map(Action::ClickRow)
    }

    fn update(&mut self, action: &Action) -> Flow {
        if self.help {
            let rows = HelpPopup::rows(GAME_KEYS, &level_notes());
            let last = u16::try_from(rows).unwrap_or(u16::MAX);
            match action {
                Action::Cancel | Action::Help => self.help = false,
                Action::Move(Direction::Down) => {
                    self.help_scroll = self.help_scroll.saturating_add(1).min(last);
                }
                Action::Move(Direction::Up) => {
                    self.help_scroll = self.help_scroll.saturating_sub(1)
                }
                _ => {}
            }
            return Flow::Stay;
        }
        self.on_key(action)
    }

    fn on_news(&mut self, news: News) {
        match news {
            News::Refused(why) | News::Done(why) => self.message = Some(why),
            News::Problem(why) => {
                self.message = Some(match self.message.take() {
                    Some(before) => format!("{before} · {why}"),
                    None => why,
                })
            }
        }
    }

    fn uncover(&mut self, cx: &mut crate::tui::context::Context) {
        self.refresh_continue(cx);
        // Counted again each time the menu is back on top: a drill just
        // answered, or added by `drills add` meanwhile, shows at once.
        self.count_drills(cx.remembered.folder());
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        let theme = &prefs.theme;
        MenuView { menu: self, theme }.render(area, buf);
        if self.help {
            HelpPopup {
                theme,
                keys: GAME_KEYS,
                scroll: self.help_scroll,
                notes: &level_notes(),
            }
            .render(area, buf);
        }
    }
}

/// How a level fared on the ladder, in the player's words: `message`
/// (the menu's line, or the help's shorter one) says the score, the games
/// and the rung.
fn standing_words(level: Level, message: &str) -> String {
    use crate::i18n::{Arg, text_with};
    match level.standing() {
        Some(s) => {
            let words = text_with(
                message,
                &[
                    ("percent", Arg::from(s.percent())),
                    ("games", Arg::from(s.games())),
                    ("rung", Arg::from(rung_shown(s.rung))),
                ],
            );
            if s.threads > 1 {
                crate::t!("menu-level-threads", standing = words, threads = s.threads)
            } else {
                words
            }
        }
        None => crate::t!("menu-level-unmeasured"),
    }
}

/// The menu help's notes: every level and how it fared, under a title.
fn level_notes() -> Vec<String> {
    let width = Level::all().map(|l| l.said().width()).max().unwrap_or(0);
    std::iter::once(crate::t!("menu-help-levels"))
        .chain(Level::all().map(|l| {
            let name = padded(&l.said(), width);
            let score = standing_words(l, "menu-help-level-score");
            format!("{} {name}  {score}", l.number())
        }))
        .collect()
}

/// A rung of the ladder in the player's words: the program's own name
/// and its setting.
fn rung_shown(rung: Rung) -> String {
    let program = rung.program();
    match rung {
        Rung::FairySkill(skill) => crate::t!(
            "menu-rung-skill",
            program = program,
            skill = i64::from(skill)
        ),
        Rung::FairyDepth(depth) | Rung::Gnushogi(depth) => {
            crate::t!("menu-rung-depth", program = program, depth = depth)
        }
        Rung::GpsShogi => crate::t!("menu-rung-gps", program = program),
        Rung::GpsShogiFull => crate::t!("menu-rung-gps-full", program = program),
    }
}

crate::alone!(Menu);
