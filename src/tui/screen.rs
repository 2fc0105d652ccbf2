//! The pages the app can show, each as what the app holds of it: the
//! menu, the saved games and the online form are pages alone; a game and a review are
//! sessions, pages with the work they own (see `sessions`).

use super::page::Page;
use super::pages::load::LoadScreen;
use super::pages::menu::Menu;
use super::pages::online_form::OnlineForm;
use super::sessions::{EditorSession, GameSession, PuzzlesSession, QuizSession, ReviewSession};

/// The enum lets the app and the tests reach a page's own state by its
/// type; everything else goes through the `Page` trait.
pub enum Screen {
    Menu(Box<Menu>),
    Game(Box<GameSession>),
    /// The saved games.
    Load(Box<LoadScreen>),
    Review(Box<ReviewSession>),
    /// The position editor, with its mate solver.
    Editor(Box<EditorSession>),
    /// The online form: a server, a login, who plays from here.
    OnlineForm(Box<OnlineForm>),
    /// The puzzles (詰将棋), with the solver judging moves.
    Puzzles(Box<PuzzlesSession>),
    /// The next-move quiz (次の一手), with the search judging answers.
    Quiz(Box<QuizSession>),
}

impl Screen {
    /// The page, as a page.
    pub fn page(&self) -> &dyn Page {
        match self {
            Screen::Menu(m) => m.as_ref(),
            Screen::Game(g) => &g.page,
            Screen::Load(l) => l.as_ref(),
            Screen::Review(r) => &r.page,
            Screen::Editor(e) => &e.page,
            Screen::OnlineForm(f) => f.as_ref(),
            Screen::Puzzles(p) => &p.page,
            Screen::Quiz(q) => &q.page,
        }
    }

    pub fn page_mut(&mut self) -> &mut dyn Page {
        match self {
            Screen::Menu(m) => m.as_mut(),
            Screen::Game(g) => &mut g.page,
            Screen::Load(l) => l.as_mut(),
            Screen::Review(r) => &mut r.page,
            Screen::Editor(e) => &mut e.page,
            Screen::OnlineForm(f) => f.as_mut(),
            Screen::Puzzles(p) => &mut p.page,
            Screen::Quiz(q) => &mut q.page,
        }
    }

    /// After every update: the session's work brought in line with its
    /// page (a page alone has none).
    pub fn settle(&mut self) {
        match self {
            Screen::Game(g) => g.settle(),
            Screen::Review(r) => r.settle(),
            Screen::Editor(e) => e.settle(),
            Screen::Puzzles(p) => p.settle(),
            Screen::Quiz(q) => q.settle(),
            Screen::Menu(_) | Screen::Load(_) | Screen::OnlineForm(_) => {}
        }
    }

    /// Time passed; returns whether the screen needs a redraw.
    pub fn tick(&mut self) -> bool {
        match self {
            Screen::Game(g) => g.tick(),
            Screen::Review(r) => r.tick(),
            Screen::Editor(e) => e.tick(),
            Screen::Puzzles(p) => p.tick(),
            Screen::Quiz(q) => q.tick(),
            Screen::Menu(_) | Screen::Load(_) | Screen::OnlineForm(_) => self.page_mut().tick(),
        }
    }

    /// Whether the event loop must wake on a timer.
    pub fn wants_ticks(&self) -> bool {
        match self {
            Screen::Game(g) => g.wants_ticks(),
            Screen::Review(r) => r.wants_ticks(),
            Screen::Editor(e) => e.wants_ticks(),
            Screen::Puzzles(p) => p.wants_ticks(),
            Screen::Quiz(q) => q.wants_ticks(),
            Screen::Menu(_) | Screen::Load(_) | Screen::OnlineForm(_) => self.page().wants_ticks(),
        }
    }

    /// Another page opens over this one: its work pauses or ends as its
    /// kind needs (an analysis ends, keeping what it found).
    pub fn cover(&mut self) {
        match self {
            Screen::Review(r) => r.stop(),
            Screen::Editor(e) => e.stop(),
            _ => {}
        }
    }

    /// This page is left for good: a game keeps the time spent on its
    /// turn; dropping the screen then lets go of the save (and its lock)
    /// and stops the computers and any analysis.
    pub fn close(&mut self) {
        match self {
            Screen::Game(g) => g.keep_turn(),
            Screen::Review(r) => r.stop(),
            Screen::Editor(e) => e.stop(),
            Screen::Puzzles(p) => p.close(),
            Screen::Quiz(q) => q.stop(),
            Screen::Menu(_) | Screen::Load(_) | Screen::OnlineForm(_) => {}
        }
    }
}
