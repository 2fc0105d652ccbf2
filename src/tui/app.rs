//! The shell: the stack of pages, the one on top last, and the context
//! they share; terminal events turned into actions for the page on top,
//! and what it says happens next carried out (`follow`). The shell knows
//! no page by name beyond the ones the program can start on.

use super::action::Action;
use super::autosave::{Recorder, SaveFolder};
use super::context::Context;
use super::events::AppEvent;
use super::input::{InputMode, paste_action};
use super::page::{Component, Flow, downcast, downcast_mut};
// The look, where the test crate and the command line have always found it.
pub use super::display_prefs::{Notation, Prefs};
use super::page::{News, Page};
use super::pages::editor::{EditorScreen, EditorSession};
use super::pages::game::{GameScreen, GameSession};
use super::pages::load::LoadScreen;
use super::pages::menu::Menu;
// The menu's lists, where the test crate has always found them.
use super::layout::{MIN_HEIGHT, MIN_WIDTH, centered};
pub use super::pages::menu::menu_choices;
use super::pages::online_form::OnlineForm;
use super::pages::puzzles::{PuzzlesScreen, PuzzlesSession, Shelf};
use super::pages::review::{ReviewScreen, ReviewSession};
use super::sound::Speaker;
use super::widgets::status::StatusSlot;
use crate::kifu::marks::Spot;
use crate::settings::{Remembered, Settings, TrustedEngines};
use crate::tui::marks::mouse;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};
use std::ops::{Deref, DerefMut};

pub struct App {
    /// The pages, the one on top last: leaving a page goes back to the one
    /// below, and leaving the first one quits.
    stack: Vec<Box<dyn Component>>,
    /// What every page may reach of the app.
    pub cx: Context,
    /// The terminal's size, for hit-testing clicks.
    pub area: Rect,
    pub quit: bool,
    /// The signal that ended the program, if one did.
    pub terminated_by: Option<i32>,
    /// Where the mouse's right button went down, while it is down: a mark
    /// is drawn when it is let go (`tui/marks/mouse.rs`).
    right_press: Option<Spot>,
}

/// The context is the app's own state: `app.prefs`, `app.saves` read as
/// they always have.
impl Deref for App {
    type Target = Context;

    fn deref(&self) -> &Context {
        &self.cx
    }
}

impl DerefMut for App {
    fn deref_mut(&mut self) -> &mut Context {
        &mut self.cx
    }
}

impl App {
    /// Opens on `first`, which leaving quits.
    pub fn new(prefs: Prefs, first: Box<dyn Component>, area: Rect) -> App {
        App {
            stack: vec![first],
            cx: Context::in_memory(prefs),
            area,
            quit: false,
            terminated_by: None,
            right_press: None,
        }
    }

    /// Opens on the main menu.
    pub fn with_menu(prefs: Prefs, area: Rect) -> App {
        let mut menu = Menu::new(menu_choices());
        menu.remember(&Settings::default());
        menu.theme.select(&prefs.theme.name);
        menu.glyphs.select(&prefs.glyphs.name);
        if prefs.quiet {
            menu.sound.select(&None);
        }
        App::new(prefs, Box::new(menu), area)
    }

    /// Opens straight into a game (`shogi-tui play`).
    pub fn with_game(prefs: Prefs, game: GameScreen, area: Rect) -> App {
        App::new(prefs, Box::new(GameSession::new(game, None)), area)
    }

    /// Opens straight into review mode (`shogi-tui review FILE`).
    /// A review asked to analyse on open (`ReviewScreen::start_analysis_on_open`)
    /// starts analysing at once.
    pub fn with_review(prefs: Prefs, review: ReviewScreen, area: Rect) -> App {
        let mut app = App::new(prefs, Box::new(ReviewSession::new(review)), area);
        app.top_mut_dyn().settle();
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
        Some(App::new(prefs, Box::new(session), area))
    }

    /// Keeps games in `folder`: the game on screen from its next move, and
    /// every game started or continued later. The menu offers Continue
    /// when the folder holds an unfinished game.
    pub fn with_saves(mut self, folder: SaveFolder) -> App {
        if let Some(g) = self.top_mut::<GameSession>() {
            g.keep_in(&folder);
        }
        self.cx.saves = Some(folder);
        // A run that keeps games on disk keeps its database there too;
        // `with_database` names another.
        self.cx.database = Some(crate::player_dirs::default_database());
        self.cx.route_finished_games();
        let top = self.stack.last_mut().expect("the app always has a page");
        top.settle();
        top.uncover(&mut self.cx);
        self
    }

    /// The game database to use instead of the default one (`--db FILE`).
    pub fn with_database(mut self, file: std::path::PathBuf) -> App {
        self.cx.database = Some(file);
        self.cx.route_finished_games();
        self
    }

    /// Keeps the game on screen with `recorder` (a continued save).
    pub fn with_recorder(mut self, recorder: Recorder) -> App {
        if let Some(g) = self.top_mut::<GameSession>() {
            g.keep_with(recorder);
        }
        self.top_mut_dyn().settle();
        self
    }

    /// The engine programs the player allowed before (their settings).
    pub fn with_trusted(mut self, trusted: TrustedEngines) -> App {
        if let Some(why) = &trusted.problem {
            self.page_mut().on_news(News::Problem(why.clone()));
        }
        self.cx.trusted = trusted;
        self
    }

    /// The page on top as its own type, when it is one: how tests and
    /// the command line reach a page's state.
    pub fn top<C: Component>(&self) -> Option<&C> {
        downcast(self.stack.last()?.as_ref())
    }

    pub fn top_mut<C: Component>(&mut self) -> Option<&mut C> {
        downcast_mut(self.stack.last_mut()?.as_mut())
    }

    /// The component on top, whatever it is.
    pub fn top_dyn(&self) -> &dyn Component {
        self.stack
            .last()
            .expect("the app always has a page")
            .as_ref()
    }

    fn top_mut_dyn(&mut self) -> &mut dyn Component {
        self.stack
            .last_mut()
            .expect("the app always has a page")
            .as_mut()
    }

    /// How many pages are open, the one on top included.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The game on screen, if a game is up.
    pub fn game_screen(&self) -> Option<&GameScreen> {
        self.top::<GameSession>().map(|g| &g.page)
    }

    /// The record under review, if review mode is up.
    pub fn review_screen(&self) -> Option<&ReviewScreen> {
        self.top::<ReviewSession>().map(|r| &r.page)
    }

    /// The position editor, if it is up.
    pub fn editor_screen(&self) -> Option<&EditorScreen> {
        self.top::<EditorSession>().map(|e| &e.page)
    }

    /// The puzzles page, if it is up.
    pub fn puzzles_screen(&self) -> Option<&PuzzlesScreen> {
        self.top::<PuzzlesSession>().map(|p| &p.page)
    }

    /// The online form, if it is up.
    pub fn online_form(&self) -> Option<&OnlineForm> {
        self.top::<OnlineForm>()
    }

    /// The list of saves, if it is up.
    pub fn load_screen(&self) -> Option<&LoadScreen> {
        self.top::<LoadScreen>()
    }

    /// The page on top, as a page.
    pub fn page(&self) -> &dyn Page {
        self.top_dyn().page()
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        self.top_mut_dyn().page_mut()
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
                MouseEventKind::Down(MouseButton::Right) => {
                    self.right_press = mouse::spot_of(self.click_action(m.column, m.row));
                    None
                }
                MouseEventKind::Up(MouseButton::Right) => {
                    let to = mouse::spot_of(self.click_action(m.column, m.row));
                    mouse::released(self.right_press.take(), to, m.modifiers)
                }
                _ => None,
            },
            AppEvent::Input(Event::Paste(text)) => {
                // Dropped at once, on any page: nothing larger than a
                // record file is copied, split or typed anywhere.
                if let Err(why) = crate::kifu::pasted::check_size(&text) {
                    self.page_mut()
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
                let changed = self.top_mut_dyn().tick();
                // A sound failure learnt on a tick is shown at once.
                let changed = self.hear() || changed;
                if let Some(flow) = self.page_mut().take_flow() {
                    self.follow(flow);
                    self.top_mut_dyn().settle();
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
        self.top_dyn().wants_ticks() || self.cx.speaker.wants_ticks()
    }

    /// What a left click at (x, y) means on the current screen.
    pub fn click_action(&self, x: u16, y: u16) -> Option<Action> {
        self.page().click(self.area, x, y)
    }

    pub fn update(&mut self, action: Action) {
        if matches!(action, Action::Redraw) {
            return;
        }
        // Ctrl-C leaves at once from every screen and popup; games are
        // already saved after every move, so nothing is lost.
        if matches!(action, Action::ForceQuit) {
            self.quit = true;
            return;
        }
        if self.page().takes_look_keys() && self.cx.prefs.restyle(&action) {
            self.remember_look();
            return;
        }
        // Any key or click means the player has seen the notice showing.
        if let Some(message) = self.page_mut().message_mut() {
            message.acknowledge();
        }
        let flow = self.page_mut().update(&action);
        // Heard before the next page (a game left) has a say.
        self.hear();
        self.follow(flow);
        self.top_mut_dyn().settle();
    }

    /// Draws the page on top into any buffer (the terminal's, or a
    /// test's); drawing never changes state. A terminal too small for the
    /// board is told so instead.
    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        Block::default()
            .style(self.prefs.theme.text)
            .render(area, buf);
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            too_small(self, area, buf);
            return;
        }
        self.page().render(&self.prefs, area, buf);
    }

    /// Carries out `flow` as if the page on top had said it (the command
    /// line fills a form in and starts it).
    pub fn show(&mut self, flow: Flow) {
        self.follow(flow);
        self.top_mut_dyn().settle();
    }

    /// Carries out what a page said happens next: the one place where
    /// pages are opened and left.
    fn follow(&mut self, flow: Flow) {
        let top = self.stack.last_mut().expect("the app always has a page");
        // A callback first runs with the context (most flows are none).
        let flow = match flow {
            Flow::Then(_) => flow.run(&mut self.cx, top.as_mut()),
            flow => flow,
        };
        match flow {
            Flow::Stay | Flow::Then(_) => {}
            Flow::Leave => self.leave(),
            Flow::Quit => self.quit = true,
            Flow::Open(page) => self.enter(page),
            Flow::Replace(page) => {
                // Its work ends here (a game's save let go, its computers
                // stopped) before the new page's starts.
                top.close();
                *top = page;
                self.cx.speaker.stop_count();
            }
        }
    }

    /// Shows `page` over the current one.
    fn enter(&mut self, page: Box<dyn Component>) {
        self.top_mut_dyn().cover();
        // The count was the covered page's clock's.
        self.cx.speaker.stop_count();
        self.stack.push(page);
    }

    /// Back to the page below, or out of the program when there is none.
    /// The page left ends with its work: a game's save is let go (and its
    /// lock with it), its computers and any analysis stopped.
    fn leave(&mut self) {
        self.top_mut_dyn().close();
        self.cx.speaker.stop_count();
        if self.stack.len() == 1 {
            self.quit = true;
            return;
        }
        self.stack.pop();
        let top = self.stack.last_mut().expect("one was left");
        top.uncover(&mut self.cx);
    }

    /// The program ends: every page's work is ended as if it were left (a
    /// game keeps the time spent on the turn under way in its save).
    pub fn end(&mut self) {
        for page in self.stack.iter_mut().rev() {
            page.close();
        }
    }

    /// What the page gave to be heard goes to the speaker; the bell rings
    /// after drawing. A missing device is said once, when a sound is due;
    /// returns whether it was said now.
    fn hear(&mut self) -> bool {
        let sounds = self.page_mut().take_sounds();
        let untold = self.cx.speaker.take_untold(&sounds);
        if let Some(why) = &untold {
            let said = super::sound::said(why);
            self.page_mut().on_news(News::Problem(said));
        }
        let japanese = crate::i18n::current() == crate::i18n::Lang::Ja;
        self.cx.ring |= self.cx.speaker.hear(sounds, japanese);
        untold.is_some()
    }

    /// Allows the audio device, started when a sound is first due (the
    /// event loop does, never a test).
    pub fn open_sound(&mut self) {
        self.cx.speaker.open();
    }

    /// The look keys' choice, remembered for the next start.
    fn remember_look(&mut self) {
        self.cx.remember_look();
    }

    /// The menu, to show values given for this run only (flags before any
    /// subcommand): its rows show them, but they are not remembered.
    pub fn menu_mut(&mut self) -> Option<&mut Menu> {
        self.top_mut::<Menu>()
    }

    /// The settings the player chose before, and where changes go. The
    /// menu's rows start from them; the look (theme, glyphs) comes in
    /// `prefs`, already with any command-line flag applied.
    pub fn with_settings(mut self, remembered: Remembered) -> App {
        // Silent when asked for this run (`--quiet`), else as remembered.
        self.cx.speaker = Speaker::new(&remembered.settings.sound, self.cx.prefs.quiet);
        // Before the rows are read, so that they are in that language.
        if let Some(lang) = remembered.settings.language {
            crate::i18n::prefer(lang);
        }
        let quiet = self.cx.prefs.quiet;
        if let Some(menu) = self.top_mut::<Menu>() {
            menu.relabel();
            menu.remember(&remembered.settings);
            menu.count_drills(remembered.folder());
            if quiet {
                menu.sound.select(&None);
            }
        }
        if let Some(why) = &remembered.problem {
            self.page_mut().on_news(News::Problem(why.clone()));
        }
        // The review given at start shows the book chosen.
        let database = self.cx.database.clone();
        if let Some(r) = self.top_mut::<ReviewSession>() {
            r.page.set_book(&remembered.settings.book);
            // And its explorer counts the names the settings give as mine.
            r.page
                .explorer_context(database, remembered.settings.database.names());
        }
        // The puzzles given at start (`shogi-tui puzzles`) count the drills
        // due, as when the menu opens them.
        if let Some(p) = self.top_mut::<PuzzlesSession>() {
            p.page.count_drills(remembered.folder());
        }
        // Hints off in the settings are off in the game given at start.
        if let Some(g) = self.top_mut::<GameSession>() {
            g.hints &= remembered.settings.hints;
        }
        match remembered.settings.western_moves {
            Some(true) => self.cx.prefs.notation = Notation::Western,
            Some(false) => self.cx.prefs.notation = Notation::Japanese,
            None => {}
        }
        self.cx.remembered = remembered;
        self.cx.route_finished_games();
        self
    }
}

/// Said instead of the page when the terminal is too small for the board.
fn too_small(app: &App, area: Rect, buf: &mut Buffer) {
    let text = vec![
        Line::styled(
            crate::t!("keys-too-small", width = MIN_WIDTH, height = MIN_HEIGHT),
            app.prefs.theme.refusal,
        ),
        Line::styled(
            crate::t!(
                "keys-too-small-now",
                width = area.width,
                height = area.height
            ),
            app.prefs.theme.dim,
        ),
        // Keys still work here; a question q asks is not drawn, so say its answer.
        Line::styled(crate::t!("keys-too-small-quit"), app.prefs.theme.dim),
    ];
    let r = centered(area, area.width, 3);
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(r, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::Square;
    use crate::tui::display_prefs::Prefs;
    use crate::tui::events::AppEvent;
    use crate::tui::glyphs::Glyphs;
    use crate::tui::layout::ScreenLayout;
    use crate::tui::pages::game::GameScreen;
    use crate::tui::setup::GameSetup;
    use crate::tui::theme::Theme;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::style::{Color, Modifier};
    use unicode_width::UnicodeWidthStr;

    const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (160, 50)];

    fn prefs(theme: &str, colour: bool) -> Prefs {
        let theme = Theme::named(theme, colour).unwrap();
        Prefs::new(theme, Glyphs::named("kanji").unwrap(), colour)
    }

    /// A game in which Black has played 7g7f.
    fn after_a_move(prefs: Prefs, area: Rect) -> App {
        let screen = GameScreen::new(GameSetup::default().game(), false, false);
        let mut app = App::with_game(prefs, screen, area);
        type_keys(&mut app, ":7g7f\n");
        app
    }

    fn type_keys(app: &mut App, text: &str) {
        for c in text.chars() {
            let code = if c == '\n' {
                KeyCode::Enter
            } else {
                KeyCode::Char(c)
            };
            app.on_event(AppEvent::Input(Event::Key(KeyEvent::new(
                code,
                KeyModifiers::NONE,
            ))));
        }
    }

    fn drawn(app: &App) -> Buffer {
        let mut buf = Buffer::empty(app.area);
        app.render(app.area, &mut buf);
        buf
    }

    /// Cells with no background of their own, as `(x, y)`. The cell after a
    /// two-column glyph is not drawn by the terminal, so it does not count.
    fn unpainted(buf: &Buffer) -> Vec<(u16, u16)> {
        let a = buf.area;
        (a.top()..a.bottom())
            .flat_map(|y| (a.left()..a.right()).map(move |x| (x, y)))
            .filter(|&(x, y)| x == a.left() || buf[(x - 1, y)].symbol().width() < 2)
            .filter(|&p| buf[p].bg == Color::Reset)
            .collect()
    }

    #[test]
    fn every_theme_paints_every_cell_of_the_game_its_popups_and_the_menu() {
        for theme in ["light", "dark"] {
            for (w, h) in SIZES {
                let area = Rect::new(0, 0, w, h);
                let mut game = after_a_move(prefs(theme, true), area);
                assert_eq!(unpainted(&drawn(&game)), [], "{theme} game {w}×{h}");
                type_keys(&mut game, "?");
                assert_eq!(unpainted(&drawn(&game)), [], "{theme} help {w}×{h}");
                let menu = App::with_menu(prefs(theme, true), area);
                assert_eq!(unpainted(&drawn(&menu)), [], "{theme} menu {w}×{h}");
            }
        }
    }

    #[test]
    fn without_colour_nothing_is_coloured_and_the_last_move_is_still_marked() {
        for (w, h) in SIZES {
            let app = after_a_move(prefs("light", false), Rect::new(0, 0, w, h));
            let buf = drawn(&app);
            let coloured = buf
                .content()
                .iter()
                .filter(|c| c.fg != Color::Reset || c.bg != Color::Reset);
            assert_eq!(coloured.count(), 0, "{w}×{h}");
            let layout = ScreenLayout::new(app.area, false).unwrap();
            for usi in ["7g", "7f"] {
                let (x, y) = layout.cell_origin(Square::parse_usi(usi).unwrap());
                let around = (buf[(x - 1, y)].symbol(), buf[(x + 3, y)].symbol());
                assert_eq!(around, ("[", "]"), "{usi} at {w}×{h}");
            }
        }
    }

    #[test]
    fn without_colour_the_cursor_is_not_drawn_like_the_selection() {
        let area = Rect::new(0, 0, 120, 40);
        let screen = GameScreen::new(GameSetup::default().game(), false, false);
        let mut app = App::with_game(prefs("light", false), screen, area);
        // The cursor starts on 7g: pick that pawn, then step onto the one
        // beside it, which is not a destination.
        type_keys(&mut app, " h");
        let cursor = app.game_screen().unwrap().cursor;
        assert_eq!(cursor, Square::parse_usi("8g").unwrap());
        let buf = drawn(&app);
        let layout = ScreenLayout::new(area, false).unwrap();
        let look = |usi| {
            let (x, y) = layout.cell_origin(Square::parse_usi(usi).unwrap());
            buf[(x + 1, y)].modifier
        };
        let differ = (look("7g") ^ look("8g")) - Modifier::BOLD;
        assert!(!differ.is_empty(), "{:?} vs {:?}", look("7g"), look("8g"));
    }
}
