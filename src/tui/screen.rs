//! The pages the app can show, each as what the app holds of it: the
//! menu, the saved games and the online form are pages alone; a game and a review are
//! sessions, pages with the work they own (see `sessions`).
//!
//! Whatever the kind, the app drives it through one trait,
//! [`Component`]: the page, and its work settled after every update,
//! ticked on a timer, paused when covered and ended when left.

use super::component::Component;
use super::page::Page;
use super::pages::lishogi_form::LishogiForm;
use super::pages::load::LoadScreen;
use super::pages::menu::Menu;
use super::pages::online_form::OnlineForm;
use super::sessions::{EditorSession, GameSession, PuzzlesSession, QuizSession, ReviewSession};

/// The enum lets the app and the tests reach a page's own state by its
/// type; everything else goes through [`Component`].
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
    /// The lishogi form: the site, the token, who plays, how to find a game.
    LishogiForm(Box<LishogiForm>),
    /// The puzzles (詰将棋), with the solver judging moves.
    Puzzles(Box<PuzzlesSession>),
    /// The next-move quiz (次の一手), with the search judging answers.
    Quiz(Box<QuizSession>),
    /// Any other page, which owns no work and which the app never reaches
    /// by its type (opened with `Request::OpenPage`).
    Page(Box<dyn Page>),
}

impl Screen {
    /// The one place that knows every kind: the component on top.
    fn component(&self) -> &dyn Component {
        match self {
            Screen::Menu(m) => m.as_ref(),
            Screen::Game(g) => g.as_ref(),
            Screen::Load(l) => l.as_ref(),
            Screen::Review(r) => r.as_ref(),
            Screen::Editor(e) => e.as_ref(),
            Screen::OnlineForm(f) => f.as_ref(),
            Screen::LishogiForm(f) => f.as_ref(),
            Screen::Puzzles(p) => p.as_ref(),
            Screen::Quiz(q) => q.as_ref(),
            Screen::Page(p) => p,
        }
    }

    fn component_mut(&mut self) -> &mut dyn Component {
        match self {
            Screen::Menu(m) => m.as_mut(),
            Screen::Game(g) => g.as_mut(),
            Screen::Load(l) => l.as_mut(),
            Screen::Review(r) => r.as_mut(),
            Screen::Editor(e) => e.as_mut(),
            Screen::OnlineForm(f) => f.as_mut(),
            Screen::LishogiForm(f) => f.as_mut(),
            Screen::Puzzles(p) => p.as_mut(),
            Screen::Quiz(q) => q.as_mut(),
            Screen::Page(p) => p,
        }
    }

    /// The page, as a page.
    pub fn page(&self) -> &dyn Page {
        self.component().page()
    }

    pub fn page_mut(&mut self) -> &mut dyn Page {
        self.component_mut().page_mut()
    }

    /// After every update: the session's work brought in line with its
    /// page (a page alone has none).
    pub fn settle(&mut self) {
        self.component_mut().settle();
    }

    /// Time passed; returns whether the screen needs a redraw.
    pub fn tick(&mut self) -> bool {
        self.component_mut().tick()
    }

    /// Whether the event loop must wake on a timer.
    pub fn wants_ticks(&self) -> bool {
        self.component().wants_ticks()
    }

    /// Another page opens over this one.
    pub fn cover(&mut self) {
        self.component_mut().cover();
    }

    /// This page is left for good: a game keeps the time spent on its
    /// turn; dropping the screen then lets go of the save (and its lock)
    /// and stops the computers and any analysis.
    pub fn close(&mut self) {
        self.component_mut().close();
    }
}
