//! The whole program's state: which screen is up and the player's display
//! preferences, plus turning terminal events into actions.

use super::action::Action;
use super::autosave::{Recorder, SaveFolder};
use super::computers::Computers;
use super::events::AppEvent;
use super::glyphs::Glyphs;
use super::input::{InputMode, key_action};
use super::page::{Page, Request, SeatRequest};
use super::pages::game::GameScreen;
use super::pages::game::seats::{SeatEvent, parse_seconds};
use super::pages::load::LoadScreen;
use super::pages::menu::{Choice, Menu, MenuChoices, NewGame, RowKind, TYPE_ENGINE, seconds_value};
use super::pages::review::ReviewScreen;
use super::setup::PlayerSpec;
use super::theme::{Theme, theme_names};
use super::widgets::status::Message;
use crate::bot::Level;
use crate::game::{Handicap, MoveLimit, PlayerKind, RuleSet};
use crate::kifu::RecordError;
use crate::settings::{Remembered, Settings, TrustedEngines};
use crate::shogi::Color;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    Japanese,
    Western,
}

/// How things look; kept when moving between the menu and a game.
#[derive(Clone, Debug)]
pub struct Prefs {
    pub theme: Theme,
    pub glyphs: Glyphs,
    pub notation: Notation,
    /// False under NO_COLOR.
    pub colour: bool,
}

impl Prefs {
    pub fn new(theme: Theme, glyphs: Glyphs, colour: bool) -> Prefs {
        let notation = if glyphs.name == "western" {
            Notation::Western
        } else {
            Notation::Japanese
        };
        Prefs {
            theme,
            glyphs,
            notation,
            colour,
        }
    }

    /// Applies a look-changing key (glyphs, notation, theme); false for
    /// any other action.
    pub fn restyle(&mut self, action: &Action) -> bool {
        match action {
            Action::ToggleGlyphs => {
                let next = if self.glyphs.name == "western" {
                    "kanji"
                } else {
                    "western"
                };
                self.set_glyphs(next);
            }
            Action::ToggleNotation => {
                self.notation = match self.notation {
                    Notation::Japanese => Notation::Western,
                    Notation::Western => Notation::Japanese,
                };
            }
            Action::CycleTheme => {
                let names = theme_names();
                let i = names
                    .iter()
                    .position(|n| *n == self.theme.name)
                    .map_or(0, |i| (i + 1) % names.len());
                if let Some(n) = names.get(i) {
                    self.set_theme(n);
                }
            }
            _ => return false,
        }
        true
    }

    fn set_theme(&mut self, name: &str) {
        if let Ok(t) = Theme::named(name, self.colour) {
            self.theme = t;
        }
    }

    fn set_glyphs(&mut self, name: &str) {
        if let Ok(g) = Glyphs::named(name) {
            self.notation = if g.name == "western" {
                Notation::Western
            } else {
                Notation::Japanese
            };
            self.glyphs = g;
        }
    }
}

/// The pages, each in a module of its own (`menu`, `game_screen`,
/// `load_screen`, `review`), all driven through the `Page` trait; the
/// enum lets the app and tests reach a page's own state by its type.
pub enum Screen {
    Menu(Box<Menu>),
    Game(Box<GameScreen>),
    /// The saved games.
    Load(Box<LoadScreen>),
    Review(Box<ReviewScreen>),
}

pub struct App {
    pub screen: Screen,
    pub prefs: Prefs,
    /// The terminal's size, for hit-testing clicks.
    pub area: Rect,
    /// The screens this one was opened from, the latest last; leaving a
    /// screen goes back to the one below, and leaving the first one quits.
    pub(super) behind: Vec<Screen>,
    /// Where games are saved; `None` keeps nothing on disk (tests).
    pub saves: Option<SaveFolder>,
    pub quit: bool,
    /// The signal that ended the program, if one did.
    pub terminated_by: Option<i32>,
    /// Engine commands the player allowed to run when a file names them.
    pub trusted: TrustedEngines,
    /// The player's settings, written when they change.
    pub remembered: Remembered,
    /// How the game on top is kept on disk (its save and its lock).
    pub recorder: Option<Recorder>,
    /// The terminal bell is due (a clock's countdown); the event loop
    /// rings it after drawing.
    pub ring: bool,
    /// No bell: the countdown is shown only.
    pub quiet: bool,
    /// The bots and engines playing the game on top.
    pub(super) computers: Option<Computers>,
}

/// The computers among a game page's players, not started yet.
pub(super) fn computers_for(g: &GameScreen) -> Computers {
    Computers::new(g.game.players(), g.seats.settings.clone())
}

/// Gives the page what its computers did; a side the page now asks the
/// player about is held, so that it does not run (or fail again) before
/// the answer.
fn hand_over(g: &mut GameScreen, computers: &mut Computers, events: Vec<SeatEvent>) {
    for e in events {
        g.on_seat_event(e);
    }
    for side in Color::ALL {
        if g.asks_about_seat(side) {
            computers.hold(side);
        }
    }
}

/// The choices the menu offers, from the types that own them.
pub fn menu_choices() -> MenuChoices {
    let mut handicaps = vec![Choice::new("even game 平手", "even")];
    handicaps.extend(
        Handicap::ALL
            .iter()
            .map(|h| Choice::new(format!("{} {}", h.english(), h.japanese()), h.name())),
    );
    // In order, so that ← and → step through them as a player expects.
    let limits = [
        MoveLimit::Plies(256),
        MoveLimit::default(),
        MoveLimit::Plies(1000),
        MoveLimit::Off,
    ];
    let mut players = vec![Choice::new("human", PlayerSpec(PlayerKind::Human).value())];
    players.extend(Level::all().map(|l| {
        let kind = PlayerKind::Bot { level: l.number() };
        Choice::new(
            format!("bot {} {}", l.number(), l.name()),
            PlayerSpec(kind).value(),
        )
    }));
    players.extend(
        super::engines::installed_engines()
            .into_iter()
            .map(|(label, command)| {
                Choice::new(label, PlayerSpec(PlayerKind::Engine { command }).value())
            }),
    );
    players.push(Choice::new("engine: type its command…", TYPE_ENGINE));
    let move_times = [0.5, 1.0, 2.0, 5.0, 10.0, 30.0].map(seconds_value);
    MenuChoices {
        players,
        move_times: move_times
            .iter()
            .map(|s| Choice::new(format!("{s} s per move"), s.as_str()))
            .collect(),
        rules: RuleSet::ALL
            .iter()
            .map(|r| Choice::new(r.description(), r.name()))
            .collect(),
        handicaps,
        move_limits: limits
            .iter()
            .map(|l| match l {
                MoveLimit::Plies(n) => Choice::new(format!("{n} moves"), n.to_string()),
                MoveLimit::Off => Choice::new("none", "off"),
            })
            .collect(),
        themes: theme_names().iter().map(|n| Choice::new(*n, *n)).collect(),
        glyphs: vec![
            Choice::new("kanji 歩", "kanji"),
            Choice::new("Western letters P", "western"),
        ],
    }
}

impl App {
    /// Opens on the main menu.
    pub fn with_menu(prefs: Prefs, area: Rect) -> App {
        let mut menu = Menu::new(menu_choices());
        menu.preset(RowKind::Theme, &prefs.theme.name);
        menu.preset(RowKind::Glyphs, &prefs.glyphs.name);
        menu.remember(&Settings::default());
        App::with_screen(prefs, Screen::Menu(Box::new(menu)), area)
    }

    /// Opens straight into a game (`shogi-tui play`).
    pub fn with_game(prefs: Prefs, game: GameScreen, area: Rect) -> App {
        App::with_screen(prefs, Screen::Game(Box::new(game)), area)
    }

    /// Opens straight into review mode (`shogi-tui review FILE`).
    pub fn with_review(prefs: Prefs, review: ReviewScreen, area: Rect) -> App {
        App::with_screen(prefs, Screen::Review(Box::new(review)), area)
    }

    fn with_screen(prefs: Prefs, screen: Screen, area: Rect) -> App {
        let computers = match &screen {
            Screen::Game(g) => Some(computers_for(g)),
            _ => None,
        };
        App {
            screen,
            prefs,
            area,
            behind: Vec::new(),
            saves: None,
            quit: false,
            terminated_by: None,
            trusted: TrustedEngines::in_memory(),
            remembered: Remembered::in_memory(),
            recorder: None,
            ring: false,
            quiet: false,
            computers,
        }
    }

    /// Keeps games in `folder`: the game on screen from its next move, and
    /// every game started or continued later. The menu offers Continue
    /// when the folder holds an unfinished game.
    pub fn with_saves(mut self, folder: SaveFolder) -> App {
        if let Screen::Game(g) = &self.screen
            && self.recorder.is_none()
        {
            self.recorder =
                Some(Recorder::new_game(folder.clone(), &g.game).with_move_time(g.seats.move_time));
        }
        self.saves = Some(folder);
        self.keep_game();
        self.refresh_menu();
        self
    }

    /// Keeps the game on screen with `recorder` (a continued save).
    pub fn with_recorder(mut self, recorder: Recorder) -> App {
        self.recorder = Some(recorder);
        self.keep_game();
        self
    }

    /// The engine commands the player allowed before (their settings).
    pub fn with_trusted(mut self, trusted: TrustedEngines) -> App {
        self.trusted = trusted;
        self
    }

    /// The game on screen, if a game is up.
    pub fn game_screen(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(g) => Some(g),
            _ => None,
        }
    }

    /// The record under review, if review mode is up.
    pub fn review_screen(&self) -> Option<&ReviewScreen> {
        match &self.screen {
            Screen::Review(r) => Some(r),
            _ => None,
        }
    }

    /// The list of saves, if it is up.
    pub fn load_screen(&self) -> Option<&LoadScreen> {
        match &self.screen {
            Screen::Load(l) => Some(l),
            _ => None,
        }
    }

    /// The page on top, as a page.
    pub fn page(&self) -> &dyn Page {
        match &self.screen {
            Screen::Menu(m) => m.as_ref(),
            Screen::Game(g) => g.as_ref(),
            Screen::Load(l) => l.as_ref(),
            Screen::Review(r) => r.as_ref(),
        }
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        match &mut self.screen {
            Screen::Menu(m) => m.as_mut(),
            Screen::Game(g) => g.as_mut(),
            Screen::Load(l) => l.as_mut(),
            Screen::Review(r) => r.as_mut(),
        }
    }

    pub fn input_mode(&self) -> InputMode {
        self.page().input_mode()
    }

    /// Applies one event; returns whether the screen needs a redraw.
    pub fn on_event(&mut self, ev: AppEvent) -> bool {
        let action = match ev {
            AppEvent::Input(Event::Key(key)) => key_action(self.input_mode(), key),
            AppEvent::Input(Event::Mouse(m)) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => self.click_action(m.column, m.row),
                _ => None,
            },
            AppEvent::Input(Event::Resize(w, h)) => {
                self.area = Rect::new(0, 0, w, h);
                Some(Action::Redraw)
            }
            AppEvent::Input(_) => None,
            AppEvent::Terminate(signal) => {
                self.terminated_by = Some(signal);
                self.quit = true;
                return false;
            }
            AppEvent::InputFailed(_) => {
                self.quit = true;
                return false;
            }
            AppEvent::Tick => {
                let computers = self.run_computers(true);
                let page = self.page_mut().tick();
                if self.page_mut().take_bell() && !self.quiet {
                    self.ring = true;
                }
                let changed = computers || page;
                self.keep_game();
                return changed;
            }
        };
        match action {
            Some(a) => {
                self.update(a);
                true
            }
            None => false,
        }
    }

    /// Whether the event loop must wake on a timer: a computer is starting
    /// or thinking.
    pub fn wants_ticks(&self) -> bool {
        let computers = match (&self.screen, &self.computers) {
            (Screen::Game(g), Some(c)) => c.needs_ticks(&g.game),
            _ => false,
        };
        computers || self.page().wants_ticks()
    }

    /// What a left click at (x, y) means on the current screen.
    pub fn click_action(&self, x: u16, y: u16) -> Option<Action> {
        self.page().click(self.area, x, y)
    }

    pub fn update(&mut self, action: Action) {
        if action == Action::Redraw {
            return;
        }
        // Ctrl-C leaves at once from every screen and popup; games are
        // already saved after every move, so nothing is lost.
        if action == Action::ForceQuit {
            self.quit = true;
            return;
        }
        if self.page().takes_look_keys() && self.prefs.restyle(&action) {
            self.remember_look();
            return;
        }
        let request = self.page_mut().update(&action);
        self.fulfil(request);
        self.run_computers(false);
        self.keep_game();
        if action == Action::ToggleAutoFlip
            && let Screen::Game(g) = &self.screen
        {
            self.remembered.settings.auto_flip = g.auto_flip;
            self.remembered.save();
        }
    }

    /// The look keys' choice, remembered for the next start.
    fn remember_look(&mut self) {
        let s = &mut self.remembered.settings;
        s.theme = self.prefs.theme.name.clone();
        s.glyphs = self.prefs.glyphs.name.clone();
        s.western_moves = Some(self.prefs.notation == Notation::Western);
        self.remembered.save();
    }

    /// A menu row changed: shown at once when it is a look, and remembered.
    fn setting_changed(&mut self, kind: RowKind) {
        let Screen::Menu(menu) = &self.screen else {
            return;
        };
        let Some(value) = menu.value(kind).map(str::to_string) else {
            return;
        };
        let s = &mut self.remembered.settings;
        match kind {
            RowKind::Theme => {
                self.prefs.set_theme(&value);
                return self.remember_look();
            }
            RowKind::Glyphs => {
                self.prefs.set_glyphs(&value);
                return self.remember_look();
            }
            RowKind::Black | RowKind::White => {
                // "type its command" is no player yet.
                let Ok(spec) = PlayerSpec::from_str(&value) else {
                    return;
                };
                match kind {
                    RowKind::Black => s.black = spec.0,
                    _ => s.white = spec.0,
                }
            }
            RowKind::Rules => s.rules = RuleSet::from_str(&value).unwrap_or(s.rules),
            RowKind::Handicap => s.handicap = Handicap::from_str(&value).ok(),
            RowKind::MoveLimit => {
                s.move_limit = MoveLimit::from_str(&value).unwrap_or(s.move_limit);
            }
            RowKind::MoveTime => {
                if let Ok(d) = parse_seconds(&value) {
                    s.move_seconds = d.as_secs_f64();
                }
            }
            RowKind::AutoFlip => s.auto_flip = value == "on",
            _ => return,
        }
        self.remembered.save();
    }

    /// A time per move for this run only (`--seconds` before any
    /// subcommand): the menu's row shows it, but it is not remembered.
    pub fn menu_move_time(&mut self, time: std::time::Duration) {
        if let Screen::Menu(menu) = &mut self.screen {
            menu.preset_move_time(time.as_secs_f64());
        }
    }

    /// The settings the player chose before, and where changes go. The
    /// menu's rows start from them; the look (theme, glyphs) comes in
    /// `prefs`, already with any command-line flag applied.
    pub fn with_settings(mut self, remembered: Remembered) -> App {
        if let Screen::Menu(menu) = &mut self.screen {
            menu.remember(&remembered.settings);
            if let Some(why) = &remembered.problem {
                menu.message = Some(why.clone());
            }
        }
        match remembered.settings.western_moves {
            Some(true) => self.prefs.notation = Notation::Western,
            Some(false) => self.prefs.notation = Notation::Japanese,
            None => {}
        }
        self.remembered = remembered;
        self
    }

    /// Carries out what a page asked: the one place where pages are
    /// opened and left, and where files and settings are touched.
    fn fulfil(&mut self, request: Request) {
        match request {
            Request::Nothing => {}
            Request::Leave => self.leave(false),
            Request::Quit => self.quit = true,
            Request::Setting(kind) => self.setting_changed(kind),
            Request::StartGame(new) => self.start_game(*new),
            Request::Continue => self.continue_latest(),
            Request::OpenLoad => self.open_load(),
            Request::Open { save, review } => self.open_save(&save, review),
            Request::Play(game, info) => self.play_from_review(*game, *info),
            Request::SaveAs { name, overwrite } => {
                if let Screen::Game(g) = &mut self.screen {
                    let result = match &mut self.recorder {
                        Some(r) => r.save_as(&name, &g.game, overwrite),
                        None => Err(RecordError::Refused {
                            path: name.clone().into(),
                            what: "this game is not kept on disk".into(),
                        }),
                    };
                    g.saved(name, result);
                }
                self.keep_game();
            }
            Request::DeleteSave(name) => {
                if let Screen::Load(l) = &mut self.screen {
                    let dir = l.dir().clone();
                    let result = dir.delete(&name);
                    l.deleted(&name, result, dir.list());
                }
            }
            Request::Seat(seat) => self.change_seat(seat),
        }
    }

    /// Carries out the player's answer about who plays a side.
    fn change_seat(&mut self, request: SeatRequest) {
        if let SeatRequest::Trust { command, .. } = &request
            && let Err(e) = self.trusted.allow(command)
            && let Screen::Game(g) = &mut self.screen
        {
            g.message = Some(Message::Refusal(format!(
                "{command} runs now, but will be asked about again: {e}"
            )));
        }
        let Some(computers) = &mut self.computers else {
            return;
        };
        match request {
            SeatRequest::Retry(side) | SeatRequest::Trust { side, .. } => computers.release(side),
            SeatRequest::Replace { side, kind } => computers.replace(side, &kind),
        }
    }

    /// Brings the computers in line with the game on top (which search it
    /// wants, how long it may take) and hands its page what they did;
    /// with `poll` (on a tick) first collects their news. Called after
    /// everything that may change a game. Returns whether the page
    /// changed: while a computer works, the spinner turns.
    pub(super) fn run_computers(&mut self, poll: bool) -> bool {
        let (Screen::Game(g), Some(computers)) = (&mut self.screen, &mut self.computers) else {
            return false;
        };
        let busy = computers.needs_ticks(&g.game);
        let news = if poll { computers.poll() } else { Vec::new() };
        let changed = busy || !news.is_empty();
        hand_over(g, computers, news);
        // A failure ends the game or holds its computer, after which the
        // next sync has nothing left to fail on: two rounds always settle.
        for _ in 0..2 {
            let failures = computers.sync(&g.game, g.turn_time());
            if failures.is_empty() {
                break;
            }
            hand_over(g, computers, failures);
        }
        g.computers_now(computers.activity());
        changed
    }

    fn start_game(&mut self, new: NewGame) {
        match new.setup.game() {
            Ok(game) => {
                let mut screen = GameScreen::new(game, false, new.auto_flip);
                screen.seats.move_time = new.move_time;
                screen.message = Some(Message::Info(
                    "? lists every key · : lets you type a move · s saves".to_string(),
                ));
                let recorder = self.saves.as_ref().map(|folder| {
                    Recorder::new_game(folder.clone(), &screen.game).with_move_time(new.move_time)
                });
                self.enter_game(screen, recorder);
            }
            Err(e) => {
                if let Screen::Menu(menu) = &mut self.screen {
                    menu.message = Some(e.to_string());
                }
            }
        }
    }
}
