//! Review's Games tab (`d`): the game database's explorer in the book's
//! pane, for the position on the board. While it is in front, ↑ ↓ (j k)
//! choose among its moves and Enter (or `1`-`9`) plays one on the board
//! as the book's digits do (a variation unless the line goes on with
//! it); ← → (h l) still step through the record. `L` lists the games
//! through the position and opens one in review at that ply; `O`, `/`
//! and `T` filter (my games, a player, dates). The explorer asks its
//! thread after every update (`ReviewSession::settle`), so a key never
//! waits for the database.

use super::state::{PaneTab, ReviewScreen};
use crate::tui::action::{Action, Direction};
use crate::tui::explorer::{Explorer, ExplorerCommand, Step};
use crate::tui::input::InputMode;
use crate::tui::page::Flow;
use crate::tui::widgets::status::Message;
use std::path::PathBuf;

impl ReviewScreen {
    /// The database the explorer reads (`None`: none) and the player's own
    /// names, from the context as review opens.
    pub fn set_explorer(&mut self, database: Option<PathBuf>, names: Vec<String>) {
        self.explorer = Explorer::new(database, names);
    }

    /// The explorer as it stands.
    pub fn explorer(&self) -> &Explorer {
        &self.explorer
    }

    /// Whether the Games tab is in front.
    pub fn games_tab_shown(&self) -> bool {
        self.book.shown && self.book.tab == PaneTab::Games
    }

    /// Whether the explorer's rows take ↑ ↓ and Enter now: its tab in
    /// front, nothing over the page, the board cursor off (its cursor is
    /// drawn then).
    pub fn explorer_focused(&self) -> bool {
        self.games_tab_shown()
            && self.board_cursor().is_none()
            && self.overlay == super::state::ReviewOverlay::None
    }

    /// The explorer's own input mode (its filter line, its list).
    pub(super) fn explorer_mode(&self) -> Option<InputMode> {
        self.games_tab_shown()
            .then(|| self.explorer.input_mode())
            .flatten()
    }

    pub(super) fn explorer_waiting(&self) -> bool {
        self.games_tab_shown() && self.explorer.waiting()
    }

    pub(super) fn explorer_poll(&mut self) -> bool {
        self.explorer.poll()
    }

    /// The explorer told the position on the board, while its tab shows.
    pub fn follow_explorer(&mut self) {
        if self.games_tab_shown() {
            let pos = self.position().clone();
            self.explorer.show(&pos);
        }
    }

    /// The pane open on the Games tab (a review opened from another
    /// board's explorer).
    pub(super) fn show_games_tab(&mut self) {
        self.book.shown = true;
        self.book.tab = PaneTab::Games;
    }

    /// `d`: the Games tab in front (the pane opened if it was closed), or
    /// back to the book's.
    fn switch_tab(&mut self) {
        self.book.tab = match (self.book.shown, self.book.tab) {
            (true, PaneTab::Games) => PaneTab::Book,
            _ => PaneTab::Games,
        };
        self.book.shown = true;
        self.follow_explorer();
    }

    /// `action` if it is the explorer's; `None` for review's own.
    pub(super) fn explorer_action(&mut self, action: &Action) -> Option<Flow> {
        if self.explorer_mode().is_some() {
            let step = self.explorer.act(action);
            return Some(self.explorer_step(step).unwrap_or(Flow::Stay));
        }
        if let Action::Page(c) = action
            && let Some(command) = c.get::<ExplorerCommand>()
        {
            if command == ExplorerCommand::Show {
                self.switch_tab();
                return Some(Flow::Stay);
            }
            // A filter or the list brings the tab to the front first.
            if !self.games_tab_shown() {
                self.switch_tab();
            }
            let step = self.explorer.command(command);
            return Some(self.explorer_step(step).unwrap_or(Flow::Stay));
        }
        let rows = matches!(
            action,
            Action::Move(Direction::Up | Direction::Down) | Action::Activate
        );
        if rows && self.explorer_focused() {
            let step = self.explorer.act(action);
            return Some(self.explorer_step(step).unwrap_or(Flow::Stay));
        }
        None
    }

    /// What the explorer answered, carried out; `None`: not its action.
    fn explorer_step(&mut self, step: Step) -> Option<Flow> {
        match step {
            Step::NotMine => return None,
            Step::Stay | Step::Close => {}
            Step::Play(mv) => {
                self.play_here(mv);
            }
            Step::Open(game, ply) => return Some(super::open::stored_game(*game, ply)),
            Step::Say(words) => self.message = Some(Message::Refusal(words)),
        }
        Some(Flow::Stay)
    }

    /// `1`-`9` with the Games tab in front: move `k` of the explorer's
    /// (1 = the most played).
    pub(super) fn play_explorer_move(&mut self, k: usize) {
        match self.explorer.moves().get(k.wrapping_sub(1)) {
            Some(m) => {
                self.play_here(m.mv);
            }
            None => {
                self.message = Some(Message::Refusal(crate::t!(
                    "review-book-no-move",
                    number = k
                )));
            }
        }
    }
}
