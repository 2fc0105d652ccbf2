//! What the app holds of a page (ratatui's component): the page, which
//! answers keys, updates and draws itself, with the work it owns (a
//! session's computers, analysis, solver). `Screen` drives every kind
//! through this one trait.

use super::page::Page;
use super::pages::lishogi_form::LishogiForm;
use super::pages::menu::Menu;
use super::pages::online_form::OnlineForm;

/// A page as the app holds it (ratatui's component): the page, which
/// answers keys and draws itself, with the work it owns. A page alone
/// owns no work: only its own clock ticks.
pub trait Component {
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

    /// This page is left for good (dropping it then lets go of what it
    /// holds: a save's lock, computers, an analysis).
    fn close(&mut self) {}
}

/// Pages alone: the component is the page itself.
macro_rules! alone {
    ($($page:ty),*) => {$(
        impl Component for $page {
            fn page(&self) -> &dyn Page {
                self
            }

            fn page_mut(&mut self) -> &mut dyn Page {
                self
            }
        }
    )*};
}

alone!(Menu, OnlineForm, LishogiForm);

/// A page that owns no work and that the app need not reach by its type
/// (`Request::OpenPage`): it is its own component.
impl Component for Box<dyn Page> {
    fn page(&self) -> &dyn Page {
        self.as_ref()
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        self.as_mut()
    }
}
