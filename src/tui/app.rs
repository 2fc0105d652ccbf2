//! The whole program's state: which screen is up, the screens below it,
//! the player's look and settings; turning terminal events into actions,
//! and carrying out what pages ask (`fulfil`).

use super::action::Action;
use super::autosave::{Recorder, SaveFolder};
use super::events::AppEvent;
use super::input::{InputMode, paste_action};
use super::pages::editor::command::EditorCommand;
use crate::tui::pages::PageCommand;
// The look, where the test crate and the command line have always found it.
pub use super::display_prefs::{Notation, Prefs};
use super::page::{News, OpenPage, Page, Request};
use super::pages::game::GameScreen;
use super::pages::load::LoadScreen;
use super::pages::menu::Menu;
use super::pages::menu::rows::RowKind;
use super::pages::online_form::OnlineForm;
use super::time_source::Now;
// The menu's lists, where the test crate has always found them.
pub use super::pages::menu::menu_choices;
use super::pages::review::ReviewScreen;
// The screens, where the test crate has always found them.
use super::pages::editor::EditorScreen;
use super::pages::puzzles::{BUILTIN_NAME, EDITOR_NAME, PuzzlesScreen, Shelf};
pub use super::screen::Screen;
use super::sessions::{EditorSession, GameSession, PuzzlesSession, QuizSession, ReviewSession};
use super::setup::NewGame;
use super::sound::Speaker;
use super::widgets::status::{Message, StatusSlot};
use crate::kifu::record::start_from_position;
use crate::kifu::{Record, load_game};
use crate::settings::SoundSettings;
use crate::settings::{Remembered, Settings, TrustedEngines};
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use std::path::Path;
use std::time::Duration;

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
    /// The terminal bell is due (a clock's countdown); the event loop
    /// rings it after drawing.
    pub ring: bool,
    /// A copy to the clipboard is due (the OSC 52 escape); the event loop
    /// writes it to the terminal after drawing.
    pub clipboard: Option<String>,
    /// What reaches the audio device, from the sound settings.
    pub speaker: Speaker,
}

impl App {
    /// Opens on the main menu.
    pub fn with_menu(prefs: Prefs, area: Rect) -> App {
        let mut menu = Menu::new(menu_choices());
        menu.remember(&Settings::default());
        menu.theme.select(&prefs.theme.name);
        menu.glyphs.select(&prefs.glyphs.name);
        if prefs.quiet {
            menu.sound.select(&None);
        }
        App::with_screen(prefs, Screen::Menu(Box::new(menu)), area)
    }

    /// Opens straight into a game (`shogi-tui play`).
    pub fn with_game(prefs: Prefs, game: GameScreen, area: Rect) -> App {
        let session = GameSession::new(game, None);
        App::with_screen(prefs, Screen::Game(Box::new(session)), area)
    }

    /// Opens straight into review mode (`shogi-tui review FILE`).
    /// A review asked to analyse on open (`ReviewScreen::start_analysis_on_open`)
    /// starts analysing at once.
    pub fn with_review(prefs: Prefs, review: ReviewScreen, area: Rect) -> App {
        let session = ReviewSession::new(review);
        let mut app = App::with_screen(prefs, Screen::Review(Box::new(session)), area);
        app.screen.settle();
        app
    }

    /// Opens straight onto the puzzles (`shogi-tui puzzles [FILE]`), with
    /// the player's progress; `None` for an empty shelf.
    pub fn with_puzzles(
        prefs: Prefs,
        shelf: Shelf,
        progress: crate::tsume::progress::Progress,
        area: Rect,
    ) -> Option<App> {
        let session = PuzzlesSession::new(shelf, progress)?;
        Some(App::with_screen(
            prefs,
            Screen::Puzzles(Box::new(session)),
            area,
        ))
    }

    fn with_screen(prefs: Prefs, screen: Screen, area: Rect) -> App {
        let speaker = Speaker::new(&SoundSettings::default(), prefs.quiet);
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
            ring: false,
            clipboard: None,
            speaker,
        }
    }

    /// Keeps games in `folder`: the game on screen from its next move, and
    /// every game started or continued later. The menu offers Continue
    /// when the folder holds an unfinished game.
    pub fn with_saves(mut self, folder: SaveFolder) -> App {
        if let Screen::Game(g) = &mut self.screen {
            g.keep_in(&folder);
        }
        self.saves = Some(folder);
        self.screen.settle();
        self.refresh_menu();
        self
    }

    /// Keeps the game on screen with `recorder` (a continued save).
    pub fn with_recorder(mut self, recorder: Recorder) -> App {
        if let Screen::Game(g) = &mut self.screen {
            g.keep_with(recorder);
        }
        self.screen.settle();
        self
    }

    /// The engine programs the player allowed before (their settings).
    pub fn with_trusted(mut self, trusted: TrustedEngines) -> App {
        if let Some(why) = &trusted.problem {
            self.screen.page_mut().on_news(News::Problem(why.clone()));
        }
        self.trusted = trusted;
        self
    }

    /// The game on screen, if a game is up.
    pub fn game_screen(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(g) => Some(&g.page),
            _ => None,
        }
    }

    /// The record under review, if review mode is up.
    pub fn review_screen(&self) -> Option<&ReviewScreen> {
        match &self.screen {
            Screen::Review(r) => Some(&r.page),
            _ => None,
        }
    }

    /// The position editor, if it is up.
    pub fn editor_screen(&self) -> Option<&EditorScreen> {
        match &self.screen {
            Screen::Editor(e) => Some(&e.page),
            _ => None,
        }
    }

    /// The puzzles page, if it is up.
    pub fn puzzles_screen(&self) -> Option<&PuzzlesScreen> {
        match &self.screen {
            Screen::Puzzles(p) => Some(&p.page),
            _ => None,
        }
    }

    /// The online form, if it is up.
    pub fn online_form(&self) -> Option<&OnlineForm> {
        match &self.screen {
            Screen::OnlineForm(f) => Some(f),
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
        self.screen.page()
    }

    pub fn input_mode(&self) -> InputMode {
        self.page().input_mode()
    }

    /// Applies one event; returns whether the screen needs a redraw.
    pub fn on_event(&mut self, ev: AppEvent) -> bool {
        let action = match ev {
            AppEvent::Input(Event::Key(key)) => self.page().handle_key_event(key),
            AppEvent::Input(Event::Mouse(m)) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => self.click_action(m.column, m.row),
                _ => None,
            },
            AppEvent::Input(Event::Paste(text)) => {
                // Dropped at once, on any page: nothing larger than a
                // record file is copied, split or typed anywhere.
                if let Err(why) = crate::kifu::pasted::check_size(&text) {
                    self.screen
                        .page_mut()
                        .on_news(News::Refused(crate::words::Said::said(&why)));
                    return true;
                }
                paste_action(self.input_mode(), text)
            }
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
                let changed = self.screen.tick();
                // A sound failure learnt on a tick is shown at once.
                let changed = self.hear() || changed;
                if let Some(request) = self.screen.page_mut().take_request() {
                    self.fulfil(request);
                    self.screen.settle();
                    return true;
                }
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
    /// or thinking, an analysis runs, a clock runs.
    pub fn wants_ticks(&self) -> bool {
        self.screen.wants_ticks() || self.speaker.wants_ticks()
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
        // Any key or click means the player has seen the notice showing.
        if let Some(message) = self.screen.page_mut().message_mut() {
            message.acknowledge();
        }
        let request = self.screen.page_mut().update(&action);
        // Heard before the next page (a game left) has a say.
        self.hear();
        self.fulfil(request);
        self.screen.settle();
    }

    /// What the page gave to be heard goes to the speaker; the bell rings
    /// after drawing. A missing device is said once, when a sound is due;
    /// returns whether it was said now.
    fn hear(&mut self) -> bool {
        let sounds = self.screen.page_mut().take_sounds();
        let untold = self.speaker.take_untold(&sounds);
        if let Some(why) = &untold {
            let said = super::sound::said(why);
            self.screen.page_mut().on_news(News::Problem(said));
        }
        let japanese = crate::i18n::current() == crate::i18n::Lang::Ja;
        self.ring |= self.speaker.hear(sounds, japanese);
        untold.is_some()
    }

    /// Allows the audio device, started when a sound is first due (the
    /// event loop does, never a test).
    pub fn open_sound(&mut self) {
        self.speaker.open();
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
        let Screen::Menu(menu) = &mut self.screen else {
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
            RowKind::Sound | RowKind::CountVoice | RowKind::PieceSounds => {
                // Turned on in the menu, sound is on whatever `--quiet` said.
                if kind == RowKind::Sound {
                    self.prefs.quiet = false;
                    self.speaker.set_quiet(false);
                }
                self.speaker.configure(&self.remembered.settings.sound);
            }
            RowKind::Language => {
                if let Some(&lang) = menu.language.value() {
                    crate::i18n::set(lang);
                    menu.relabel();
                    // A count never chosen follows the language.
                    let sound = &self.remembered.settings.sound;
                    menu.count_voice
                        .select(&sound.count_voice(lang == crate::i18n::Lang::Ja));
                }
            }
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
        // Silent when asked for this run (`--quiet`), else as remembered.
        self.speaker = Speaker::new(&remembered.settings.sound, self.prefs.quiet);
        // Before the rows are read, so that they are in that language.
        if let Some(lang) = remembered.settings.language {
            crate::i18n::prefer(lang);
        }
        if let Screen::Menu(menu) = &mut self.screen {
            menu.relabel();
            menu.remember(&remembered.settings);
            if self.prefs.quiet {
                menu.sound.select(&None);
            }
        }
        if let Some(why) = &remembered.problem {
            self.screen.page_mut().on_news(News::Problem(why.clone()));
        }
        // The review given at start shows the book chosen.
        if let Screen::Review(r) = &mut self.screen {
            r.page.set_book(&remembered.settings.book);
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
            Request::Leave => self.leave(),
            Request::Quit => self.quit = true,
            Request::Setting => {
                if let Some(kind) = self.menu_mut().and_then(|m| m.take_changed()) {
                    self.setting_changed(kind);
                }
            }
            Request::Remember(change) => {
                change.apply(&mut self.remembered.settings);
                self.remembered.save();
            }
            Request::StartGame(new) => self.start_game(*new),
            Request::Continue => self.continue_latest(),
            Request::OpenLoad => self.open_load(),
            Request::OpenOnline => self.open_online_form(),
            Request::OpenLishogi => self.open_lishogi_form(),
            Request::OpenPuzzles => self.open_puzzles(),
            Request::OpenPage(OpenPage(page)) => self.enter(Screen::Page(page)),
            Request::Quiz(page) => self.enter(Screen::Quiz(Box::new(QuizSession::new(*page)))),
            Request::GoOnline(setup) => self.connect_from_form(*setup),
            Request::PlayLishogi(setup) => self.start_from_lishogi_form(*setup),
            Request::OpenMatchForm => self.open_match_form(),
            Request::StartMatch(choices) => self.start_match(*choices),
            Request::Share(shared) => self.share(*shared),
            Request::Open { save, review } => self.open_save(&save, review),
            Request::Play(game, info) => self.play_from_review(*game, *info),
            Request::Trust(program) => {
                if let Err(e) = self.trusted.allow(&program) {
                    let why = crate::t!(
                        "game-trust-not-kept",
                        program = crate::kifu::escape_controls(&program.shown()),
                        why = crate::words::Said::said(&e)
                    );
                    self.screen.page_mut().on_news(News::Refused(why));
                }
            }
            Request::ReviewGame => self.review_game(),
            Request::EditPosition { setup, solve } => {
                let folder = self.saves.as_ref().and_then(|f| f.dir().ok());
                let editor =
                    EditorScreen::new(*setup).saving_into(folder.map(|d| d.path().to_path_buf()));
                self.enter(Screen::Editor(Box::new(EditorSession::new(editor))));
                if solve {
                    let solve = Action::Page(PageCommand::Editor(EditorCommand::SolveMate));
                    // The solver starts as the editor settles, after this.
                    self.screen.page_mut().update(&solve);
                }
            }
            Request::OpenTsume { puzzle, line_only } => self.open_tsume(*puzzle, line_only),
            Request::ReviewPosition(pos) => self.review_position(*pos),
            Request::ReviewPasted(pasted) => self.review_pasted(*pasted),
        }
    }

    /// The puzzles page on the built-in collection, with the progress
    /// kept beside the settings (none in memory, as in the tests).
    fn open_puzzles(&mut self) {
        let builtin = crate::tsume::files::builtin();
        let shelf = Shelf::new(
            BUILTIN_NAME.to_string(),
            builtin.puzzles,
            builtin.refused.len(),
        );
        self.open_shelf(shelf);
    }

    /// The editor's position as a puzzle of its own, its progress kept
    /// with the other positions set up in the editor.
    fn open_tsume(&mut self, puzzle: crate::tsume::Puzzle, line_only: bool) {
        let line_only = line_only.then(|| puzzle.position.to_sfen());
        let shelf = Shelf::new(EDITOR_NAME.to_string(), vec![puzzle], 0).line_only(line_only);
        self.open_shelf(shelf);
    }

    fn open_shelf(&mut self, shelf: Shelf) {
        use crate::tsume::progress::{PROGRESS_FILE, Progress};
        let progress = match self.remembered.folder() {
            Some(dir) => Progress::load_from(&dir.join(PROGRESS_FILE)),
            None => Progress::in_memory(),
        };
        match PuzzlesSession::new(shelf, progress) {
            Some(session) => self.enter(Screen::Puzzles(Box::new(session))),
            None => {
                let why = crate::t!("keys-no-builtin-puzzles");
                self.screen.page_mut().on_news(News::Refused(why));
            }
        }
    }

    /// The editor's position in review, as a record of no moves that is
    /// in no file: `s` there has nothing to write back to.
    fn review_position(&mut self, pos: crate::shogi::Position) {
        let record = Record {
            start: start_from_position(pos),
            ..Record::default()
        };
        let name = crate::t!("keys-editor-position");
        let review = ReviewScreen::new(load_game(record), Path::new(&name))
            .read_only(crate::t!("keys-editor-position-read-only"))
            .with_research();
        self.enter_review(review);
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
        screen.message = Some(Message::Info(crate::t!("keys-new-game-hint")));
        let recorder = self.saves.as_ref().map(|folder| {
            Recorder::new_game(folder.clone(), &screen.game).with_move_time(new.move_time)
        });
        self.enter_game(screen, recorder);
    }
}
