//! The one way a page asks for work it does not run itself: it gives an
//! order, and the component that owns the work (its session) takes it
//! after the update. Pages stay free of threads, files and computers.

/// What a page asks of the work its component owns (a game's computers
/// and save, a review's analysis, the editor's solver and file, the
/// deletion of a save), taken by the component after every update
/// (`Component::settle`). The page only says what it wants, in its own
/// terms; the app never hears of it.
#[derive(Clone, Debug)]
pub struct Orders<W>(Vec<W>);

impl<W> Default for Orders<W> {
    fn default() -> Self {
        Orders(Vec::new())
    }
}

impl<W> Orders<W> {
    pub fn give(&mut self, order: W) {
        self.0.push(order);
    }

    /// Every order given since the last take, the oldest first.
    pub fn take(&mut self) -> Vec<W> {
        std::mem::take(&mut self.0)
    }

    /// The orders waiting, for a test to read.
    pub fn waiting(&self) -> &[W] {
        &self.0
    }
}
