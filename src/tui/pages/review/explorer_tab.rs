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

    /// The app's database and the player's names as they are now (the
    /// program's start, or back from the menu): a new file is a new
    /// explorer (its filters kept), new names are asked again.
    pub fn explorer_context(&mut self, database: Option<PathBuf>, names: Vec<String>) {
        if self.explorer.database() != database.as_deref() {
            let filters = self.explorer.filters.clone();
            self.explorer = Explorer::new(database, names);
            self.explorer.filters = filters;
            self.follow_explorer();
        } else if self.explorer.names() != names.as_slice() {
            self.explorer.set_names(names);
        }
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
        // Ctrl-C leaves whatever is open.
        if *action == Action::ForceQuit {
            return None;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kifu::{Record, RecordedMove, load_game};
    use crate::shogi::{Move, Position};
    use crate::tui::explorer::tests::{four_games, settled};
    use crate::tui::page::Page;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    /// A review of 7g7f over the hand-written games, its Games tab in
    /// front and answered.
    fn review_with_games(name: &str) -> ReviewScreen {
        let record = Record {
            moves: vec![RecordedMove::new(Move::from_usi("7g7f").unwrap())],
            ..Record::default()
        };
        let mut r = ReviewScreen::new(load_game(record), std::path::Path::new("t.kifu"));
        r.set_explorer(Some(four_games(name)), Vec::new());
        assert!(!r.games_tab_shown());
        let _ = r.update(&Action::page(ExplorerCommand::Show));
        assert!(r.games_tab_shown() && r.book_pane().shown);
        settled(&mut r.explorer);
        r
    }

    fn key(r: &ReviewScreen, code: KeyCode) -> Option<Action> {
        r.handle_key_event(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn with_the_games_tab_up_and_down_choose_a_move_and_left_and_right_still_step() {
        let r = review_with_games("review-keys");
        assert_eq!(key(&r, KeyCode::Down), Some(Action::Move(Direction::Down)));
        assert_eq!(
            key(&r, KeyCode::Char('k')),
            Some(Action::Move(Direction::Up))
        );
        assert_eq!(key(&r, KeyCode::Enter), Some(Action::Activate));
        assert_eq!(key(&r, KeyCode::Right), Some(Action::Step(1)));
        assert_eq!(key(&r, KeyCode::Char('h')), Some(Action::Step(-1)));
        // The book's tab in front: the keys are review's again.
        let mut r = r;
        let _ = r.update(&Action::page(ExplorerCommand::Show));
        assert!(r.book_pane().shown && !r.games_tab_shown());
        assert_eq!(key(&r, KeyCode::Down), Some(Action::Step(1)));
    }

    #[test]
    fn enter_plays_the_chosen_move_as_a_variation_and_the_tab_follows() {
        let mut r = review_with_games("review-enter");
        // At the start, 7g7f (3 games) then 2g2f (1): the second is not
        // the record's move.
        let _ = r.update(&Action::Move(Direction::Down));
        let _ = r.update(&Action::Activate);
        assert_eq!(r.ply, 1);
        assert_eq!(r.line(), Some(0), "a new variation");
        let mut after = Position::startpos();
        after.do_move(Move::from_usi("2g2f").unwrap());
        assert_eq!(r.position().to_sfen(), after.to_sfen());
        // The session asks about the new position after the update.
        r.follow_explorer();
        settled(&mut r.explorer);
        let moves: Vec<String> = r.explorer().moves().iter().map(|m| m.mv.to_usi()).collect();
        assert_eq!(moves, ["3c3d"], "game 3 went on with 3c3d");
    }

    #[test]
    fn a_digit_plays_the_explorers_move_with_its_tab_in_front() {
        let mut r = review_with_games("review-digit");
        let _ = r.update(&Action::page(
            crate::tui::pages::review::command::ReviewCommand::ShowVariation(2),
        ));
        assert_eq!(r.line(), Some(0));
        assert_eq!(r.shown().moves()[0].mv.to_usi(), "2g2f");
    }

    #[test]
    fn a_filter_key_brings_the_games_tab_to_the_front() {
        let record = Record::default();
        let mut r = ReviewScreen::new(load_game(record), std::path::Path::new("t.kifu"));
        r.set_explorer(None, Vec::new());
        let _ = r.update(&Action::page(ExplorerCommand::Player));
        assert!(r.games_tab_shown());
        assert_eq!(
            r.input_mode(),
            InputMode::Prompt,
            "the player's line is open"
        );
    }

    #[test]
    fn ctrl_c_leaves_while_a_filter_is_typed() {
        let mut r = ReviewScreen::new(load_game(Record::default()), std::path::Path::new("t.kifu"));
        r.set_explorer(None, Vec::new());
        let _ = r.update(&Action::page(ExplorerCommand::Dates));
        assert_eq!(r.input_mode(), InputMode::Prompt);
        assert!(matches!(r.update(&Action::ForceQuit), Flow::Leave));
    }
}
