//! What every page of the program is, and what the app holds of it (a
//! `Component`: the page with the work it owns) and hears from it (a
//! `Flow`). What every page of the program is: the menu, a game, the saved games,
//! a review. A page holds its own state and knows its keys, its clicks and
//! its drawing; it never starts anything and touches no file itself: what
//! it wants done it orders from its component (`orders::Orders`).
//!
//! A page and the app talk through two messages and nothing else, and
//! both keep only what is app-wide:
//! - a page answers every action with one [`Flow`]: stay, leave, quit,
//!   open another page (carrying that page) or replace itself; what needs
//!   the app's context (the settings, the save folder, the clipboard) is a
//!   callback the app runs with it (`Flow::then`). Work the page's own
//!   session runs (a search, a file) is not a flow but an order the
//!   session takes as it settles (`orders::Orders`);
//! - the app tells a page what went wrong out there with one [`News`]
//!   (`Page::on_news`), said in the page's status bar. What a session's
//!   work did it hands to its page by the page's own methods.

use super::action::Action;
use super::context::Context;
use super::display_prefs::Prefs;
use super::input::{InputMode, key_action};
pub use super::news::News;
use super::sound::Sounds;
use super::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use std::any::Any;

pub trait Page {
    /// Which keys mean what now (a prompt takes letters as text, …).
    fn input_mode(&self) -> InputMode;

    /// What a key press means now (ratatui's `handle_key_event`). A page
    /// with keys of its own reads them from its own table (`keys.rs` in
    /// its folder, which its help shows too); a prompt, a question, a
    /// popup or a list open over it reads keys as on every page
    /// (`input::key_action`). A page without keys of its own (the menu,
    /// a form) has only those.
    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        key_action(self.input_mode(), key, |_| None)
    }

    /// What a left click at (x, y) of a screen of `area` means.
    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action>;

    /// Applies one action, and says what happens next.
    fn update(&mut self, action: &Action) -> Flow;

    /// Where the page says things to the player (its status bar), for
    /// the app's news to be said there; `None` for a page with no status
    /// bar of that kind (it then hears news its own way, `on_news`).
    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        None
    }

    /// What the app has to tell the page: said in its status bar.
    fn on_news(&mut self, news: News) {
        if let Some(message) = self.message_mut() {
            news.tell(message);
        }
    }

    /// Whether look keys (`w` glyphs, `m` notation, `c` theme) go to the
    /// app's preferences now, rather than to the page.
    fn takes_look_keys(&self) -> bool {
        false
    }

    /// Whether the event loop must wake on a timer for the page itself (a
    /// clock runs); the work its session owns ticks on its own.
    fn wants_ticks(&self) -> bool {
        false
    }

    /// Time passed; returns whether the page needs a redraw.
    fn tick(&mut self) -> bool {
        false
    }

    /// What happened to be heard since last asked (a move's click, the
    /// clock to count, the bell's ring); asked after every action and
    /// every tick.
    fn take_sounds(&mut self) -> Sounds {
        Sounds::default()
    }

    /// What the page asks of the world because of something that came
    /// with time, not with a key (the editor's solver proved the tsume
    /// `T` waits for); asked after every tick.
    fn take_flow(&mut self) -> Option<Flow> {
        None
    }

    /// The page is on top again, the one over it left: what it shows of
    /// the world is brought up to date (the menu's Continue, the list of
    /// saves read again).
    fn uncover(&mut self, _cx: &mut Context) {}

    /// Draws the whole page.
    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer);
}

/// A page as the app holds it: the page, with the work it owns. A page
/// alone owns no work: only its own clock ticks (`alone!`).
pub trait Component: Any {
    /// The page, as a page.
    fn page(&self) -> &dyn Page;

    fn page_mut(&mut self) -> &mut dyn Page;

    /// After every update: the work brought in line with the page.
    fn settle(&mut self) {}

    /// Time passed; returns whether the screen needs a redraw.
    fn tick(&mut self) -> bool {
        self.page_mut().tick()
    }

    /// Whether the event loop must wake on a timer.
    fn wants_ticks(&self) -> bool {
        self.page().wants_ticks()
    }

    /// Another page opens over this one: its work pauses or ends as its
    /// kind needs (an analysis ends, keeping what it found).
    fn cover(&mut self) {}

    /// The page over this one left: this one is on top again.
    fn uncover(&mut self, cx: &mut Context) {
        self.page_mut().uncover(cx);
    }

    /// This page is left for good (dropping it then lets go of what it
    /// holds: a save's lock, computers, an analysis).
    fn close(&mut self) {}
}

/// A page that owns no work is its own component: `alone!(Menu);` in the
/// page's own folder.
#[macro_export]
macro_rules! alone {
    ($($page:ty),*) => {$(
        impl $crate::tui::page::Component for $page {
            fn page(&self) -> &dyn $crate::tui::page::Page {
                self
            }

            fn page_mut(&mut self) -> &mut dyn $crate::tui::page::Page {
                self
            }
        }
    )*};
}

/// What happens after an action, as a page says it: the app's whole
/// vocabulary of moving between pages, with no page named in it.
pub enum Flow {
    /// This page stays on top.
    Stay,
    /// Back to the page below, or out of the program when there is none.
    Leave,
    /// Out of the program.
    Quit,
    /// This page over the one that asked.
    Open(Box<dyn Component>),
    /// This page in place of the one that asked, which ends (a finished
    /// game replaced by its review: leaving the review goes back to where
    /// the game was started from).
    Replace(Box<dyn Component>),
    /// What needs the app's context, run with it and with the page that
    /// asked (helix's callback): opening a page that reads the settings or
    /// the save folder, writing a setting, sharing a text.
    Then(Callback),
}

/// A callback of [`Flow::Then`]: given the context and the component on
/// top (the one that asked), it says what happens next.
pub type Callback = Box<dyn FnOnce(&mut Context, &mut dyn Component) -> Flow>;

impl Flow {
    /// A callback to run with the app's context.
    pub fn then(f: impl FnOnce(&mut Context, &mut dyn Component) -> Flow + 'static) -> Flow {
        Flow::Then(Box::new(f))
    }

    /// A page to open over this one.
    pub fn open(component: impl Component) -> Flow {
        Flow::Open(Box::new(component))
    }

    /// Whether the page stays and nothing else happens.
    pub fn is_stay(&self) -> bool {
        matches!(self, Flow::Stay)
    }

    /// The page this opens or replaces with, when it is a `C` (tests).
    pub fn opens<C: Component>(&self) -> Option<&C> {
        match self {
            Flow::Open(c) | Flow::Replace(c) => downcast(c.as_ref()),
            _ => None,
        }
    }

    /// What this comes to once its callbacks are run with `cx` over `top`.
    pub fn run(self, cx: &mut Context, top: &mut dyn Component) -> Flow {
        let mut flow = self;
        while let Flow::Then(f) = flow {
            flow = f(cx, top);
        }
        flow
    }
}

/// A component as its own type, when it is one (tests reach a page's state
/// this way; the app never does).
pub fn downcast<C: Component>(component: &dyn Component) -> Option<&C> {
    (component as &dyn Any).downcast_ref::<C>()
}

pub fn downcast_mut<C: Component>(component: &mut dyn Component) -> Option<&mut C> {
    (component as &mut dyn Any).downcast_mut::<C>()
}

impl std::fmt::Debug for Flow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Flow::Stay => "Stay",
            Flow::Leave => "Leave",
            Flow::Quit => "Quit",
            Flow::Open(_) => "Open(..)",
            Flow::Replace(_) => "Replace(..)",
            Flow::Then(_) => "Then(..)",
        })
    }
}
