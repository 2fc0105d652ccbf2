//! The whole program's state: which screen is up and the player's display
//! preferences, plus turning terminal events into actions.

use super::action::Action;
use super::autosave::{Recorder, SaveFolder};
use super::computers::Computers;
use super::events::AppEvent;
use super::input::{InputMode, key_action};
// The look, where the test crate and the command line have always found it.
use super::computers::SeatEvent;
pub use super::look::{Notation, Prefs};
use super::now::Now;
use super::page::{Page, Request, SeatRequest};
use super::pages::game::GameScreen;
use super::pages::load::LoadScreen;
use super::pages::menu::Menu;
use super::pages::menu::rows::RowKind;
// The menu's lists, where the test crate has always found them.
pub use super::pages::menu::menu_choices;
use super::pages::review::ReviewScreen;
use super::setup::NewGame;
use super::widgets::status::Message;
use crate::analysis::{Analysis, AnalysisEvent};
use crate::kifu::RecordError;
use crate::settings::{Remembered, Settings, TrustedEngines};
use crate::shogi::Color;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use std::time::{Duration, Instant};

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
    /// The bots and engines playing the game on top.
    pub(super) computers: Option<Computers>,
    /// The analysis of the record under review on top (see
    /// `run_analysis`).
    pub(super) analysis: Option<Analysis>,
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

impl App {
    /// Opens on the main menu.
    pub fn with_menu(prefs: Prefs, area: Rect) -> App {
        let mut menu = Menu::new(menu_choices());
        menu.remember(&Settings::default());
        menu.theme.select(&prefs.theme.name);
        menu.glyphs.select(&prefs.glyphs.name);
        menu.set_on(RowKind::Bell, !prefs.quiet);
        App::with_screen(prefs, Screen::Menu(Box::new(menu)), area)
    }

    /// Opens straight into a game (`shogi-tui play`).
    pub fn with_game(prefs: Prefs, game: GameScreen, area: Rect) -> App {
        App::with_screen(prefs, Screen::Game(Box::new(game)), area)
    }

    /// Opens straight into review mode (`shogi-tui review FILE`).
    /// A review asked to analyse on open (`ReviewScreen::start_analysis_on_open`)
    /// starts analysing at once.
    pub fn with_review(prefs: Prefs, review: ReviewScreen, area: Rect) -> App {
        let mut app = App::with_screen(prefs, Screen::Review(Box::new(review)), area);
        app.run_analysis();
        app
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
            computers,
            analysis: None,
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

    /// The engine programs the player allowed before (their settings).
    pub fn with_trusted(mut self, trusted: TrustedEngines) -> App {
        if let Some(why) = &trusted.problem {
            self.tell_settings_problem(why);
        }
        self.trusted = trusted;
        self
    }

    /// Says on the page up why a settings file could not be used, after
    /// anything said there already.
    fn tell_settings_problem(&mut self, why: &str) {
        let joined = |before: Option<String>| match before {
            Some(before) => format!("{before} · {why}"),
            None => why.to_string(),
        };
        let message = |before: Option<Message>| {
            let before = before.map(|m| match m {
                Message::Refusal(m) | Message::Info(m) => m,
            });
            Some(Message::Refusal(joined(before)))
        };
        match &mut self.screen {
            Screen::Menu(menu) => menu.message = Some(joined(menu.message.take())),
            Screen::Game(g) => g.message = message(g.message.take()),
            Screen::Load(l) => l.message = message(l.message.take()),
            Screen::Review(r) => r.message = message(r.message.take()),
        }
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
            // The event loop stops and continues (`suspend`); a page has
            // nothing to do with it.
            AppEvent::Suspend(_) => return false,
            AppEvent::Tick => {
                let computers = self.run_computers(true);
                let analysis = self.run_analysis();
                let page = self.page_mut().tick() || analysis;
                if self.page_mut().take_bell() && !self.prefs.quiet {
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
        computers || self.analysis.is_some() || self.page().wants_ticks()
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
        self.run_analysis();
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

    /// A menu row changed: shown at once when it is a look or the bell,
    /// and remembered.
    fn setting_changed(&mut self, kind: RowKind) {
        let Screen::Menu(menu) = &self.screen else {
            return;
        };
        menu.store(kind, &mut self.remembered.settings);
        match kind {
            RowKind::Theme => {
                if let Some(name) = menu.theme.value() {
                    self.prefs.set_theme(name);
                }
            }
            RowKind::Glyphs => {
                if let Some(name) = menu.glyphs.value() {
                    self.prefs.set_glyphs(name);
                }
            }
            RowKind::Bell => self.prefs.quiet = self.remembered.settings.quiet,
            _ => {}
        }
        if matches!(kind, RowKind::Theme | RowKind::Glyphs) {
            return self.remember_look();
        }
        self.remembered.save();
    }

    /// The menu, to show values given for this run only (flags before any
    /// subcommand): its rows show them, but they are not remembered.
    pub fn menu_mut(&mut self) -> Option<&mut Menu> {
        match &mut self.screen {
            Screen::Menu(menu) => Some(menu),
            _ => None,
        }
    }

    /// The settings the player chose before, and where changes go. The
    /// menu's rows start from them; the look (theme, glyphs) comes in
    /// `prefs`, already with any command-line flag applied.
    pub fn with_settings(mut self, remembered: Remembered) -> App {
        // Quiet when remembered so, or asked for this run (`--quiet`).
        self.prefs.quiet |= remembered.settings.quiet;
        if let Screen::Menu(menu) = &mut self.screen {
            menu.remember(&remembered.settings);
            menu.set_on(RowKind::Bell, !self.prefs.quiet);
        }
        if let Some(why) = &remembered.problem {
            self.tell_settings_problem(why);
        }
        // Hints off in the settings are off in the game given at start.
        if let Screen::Game(g) = &mut self.screen {
            g.hints &= remembered.settings.hints;
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
            Request::Analyse => self.analyse_game(),
            Request::SaveReview => {
                if let Screen::Review(r) = &mut self.screen {
                    // Under the save's lock, and only over the file it read.
                    r.write_file();
                }
            }
        }
    }

    /// Carries out the player's answer about who plays a side.
    fn change_seat(&mut self, request: SeatRequest) {
        if let SeatRequest::Trust {
            program: Some(program),
            ..
        } = &request
            && let Err(e) = self.trusted.allow(program)
            && let Screen::Game(g) = &mut self.screen
        {
            g.message = Some(Message::Refusal(format!(
                "{} runs now, but will be asked about again: {e}",
                crate::kifu::escape_controls(&program.shown())
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
        // The hint key's search (`hint.rs`), for the person to move.
        let hint = computers.hinter.run(&g.game, g.wanted_hint(), poll);
        let hinted = hint.is_some();
        if let Some((about, news)) = hint {
            g.on_hint(about, news);
        }
        changed || hinted
    }

    /// The menu's new game. An engine's program is looked for here, not
    /// in the menu: a missing one is said back on the menu's row.
    fn start_game(&mut self, new: NewGame) {
        let setup = match new.setup.checked() {
            Ok(setup) => setup,
            Err((side, why)) => {
                if let Screen::Menu(menu) = &mut self.screen {
                    menu.refuse_start(side, &why);
                }
                return;
            }
        };
        let mut screen = GameScreen::new(setup.game(), false, new.auto_flip).with_clock(
            setup.time,
            Duration::ZERO,
            Now::System,
        );
        screen.seats.move_time = new.move_time;
        screen.hints = new.hints;
        screen.message = Some(Message::Info(
            "? lists every key · : lets you type a move · s saves".to_string(),
        ));
        let recorder = self.saves.as_ref().map(|folder| {
            Recorder::new_game(folder.clone(), &screen.game).with_move_time(new.move_time)
        });
        self.enter_game(screen, recorder);
    }
}

/// The review page's analysis. Like a game's computers, it runs only in
/// the app: the page says what it wants analysed or stopped, and gets
/// what the engine reports.
impl App {
    /// Starts, stops and polls the analysis of the review on top; called
    /// after every update and tick. Returns whether the page changed.
    pub(super) fn run_analysis(&mut self) -> bool {
        let Screen::Review(r) = &mut self.screen else {
            // Only the review on top analyses (see `stop_analysis`).
            self.analysis = None;
            return false;
        };
        let mut changed = false;
        if r.take_analysis_stop() && self.analysis.is_some() {
            stop_in_background(self.analysis.take());
            r.analysis_stopped();
            changed = true;
        }
        if let Some((plies, settings)) = r.take_analysis_order() {
            stop_in_background(self.analysis.take());
            let game = &r.loaded.game;
            let moves: Vec<_> = game.moves().iter().map(|m| m.mv).collect();
            let total = plies.len();
            self.analysis = Some(Analysis::start(
                game.start_position(),
                &moves,
                &plies,
                &settings,
            ));
            r.analysis_started(total, Instant::now());
            changed = true;
        }
        let Some(analysis) = &self.analysis else {
            return changed;
        };
        let now = Instant::now();
        let mut finished = false;
        while let Some(event) = analysis.try_next() {
            finished |= event == AnalysisEvent::Finished;
            r.on_analysis_event(event, now);
            changed = true;
            if finished {
                break;
            }
        }
        if finished {
            stop_in_background(self.analysis.take());
            r.analysis_stopped();
        }
        changed
    }

    /// Ends the analysis of the review on top, keeping what it found, as
    /// another page opens over it.
    pub(super) fn stop_analysis(&mut self) {
        if let (Screen::Review(r), Some(_)) = (&mut self.screen, &self.analysis) {
            stop_in_background(self.analysis.take());
            r.analysis_stopped();
        }
    }
}

/// Drops an analysis on a thread of its own: its workers finish the
/// search under way before they stop, which the screen should not wait
/// for.
fn stop_in_background(analysis: Option<Analysis>) {
    if let Some(a) = analysis {
        a.cancel();
        // When no thread can start, the closure (and the analysis in it)
        // is dropped here, which waits: the only way left.
        let _ = std::thread::Builder::new()
            .name("shogi-analysis-stop".into())
            .spawn(move || drop(a));
    }
}
