//! The game database's explorer over a finished game (`d`): for the
//! position on the board (the last one, or one looked back at with `[`
//! and `]`), the moves played from it in the database, as review's Games
//! tab shows them. Only once the game is over: during a game it would be
//! a book in the player's hand. Enter on a move opens that position in
//! review with the move played; Enter on a game of the list opens the
//! game in review at the ply where it got there.

use super::session::GameSession;
use super::state::GameScreen;
use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::explorer::view::{Board, render_overlay};
use crate::tui::explorer::{Explorer, ExplorerCommand, Overlaid, Step};
use crate::tui::input::InputMode;
use crate::tui::layout::ScreenLayout;
use crate::tui::page::{Flow, downcast_mut};
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl GameScreen {
    /// Whether the explorer is over the board.
    pub fn explorer_open(&self) -> bool {
        self.explorer.open
    }

    pub(super) fn explorer_mode(&self) -> InputMode {
        self.explorer
            .explorer
            .as_ref()
            .and_then(Explorer::input_mode)
            .unwrap_or(InputMode::Own)
    }

    pub(super) fn explorer_waiting(&self) -> bool {
        self.explorer.open
            && self
                .explorer
                .explorer
                .as_ref()
                .is_some_and(Explorer::waiting)
    }

    pub(super) fn explorer_poll(&mut self) -> bool {
        self.explorer.explorer.as_mut().is_some_and(Explorer::poll)
    }

    /// `action` if it is the explorer's (it is open, or `d` opens it).
    pub(super) fn explorer_update(&mut self, action: &Action) -> Option<Flow> {
        if !self.explorer.open {
            if !action.is_page(ExplorerCommand::Show) {
                return None;
            }
            return Some(self.open_explorer());
        }
        let ex = self.explorer.explorer.as_mut()?;
        match ex.act(action) {
            Step::Stay | Step::NotMine => {}
            Step::Close => self.explorer.open = false,
            Step::Say(words) => self.message = Some(Message::Refusal(words)),
            Step::Play(mv) => {
                let pos = self.shown_position().clone();
                return Some(crate::tui::pages::review::open::position_with_move(pos, mv));
            }
            Step::Open(game, ply) => {
                return Some(crate::tui::pages::review::open::stored_game(*game, ply));
            }
        }
        if *action == Action::ForceQuit {
            return Some(Flow::Leave);
        }
        Some(Flow::Stay)
    }

    fn open_explorer(&mut self) -> Flow {
        if !self.game.is_over() {
            self.message = Some(Message::Refusal(crate::t!("explorer-game-not-over")));
            return Flow::Stay;
        }
        let pos = self.shown_position().clone();
        if let Some(ex) = &mut self.explorer.explorer {
            ex.show(&pos);
            self.explorer.open = true;
            return Flow::Stay;
        }
        Flow::then(move |cx, top| {
            if let Some(session) = downcast_mut::<GameSession>(top) {
                let mut ex = Explorer::new(cx.database.clone(), cx.settings().database.names());
                ex.show(&pos);
                session.page.explorer = Overlaid {
                    open: true,
                    explorer: Some(ex),
                };
            }
            Flow::Stay
        })
    }
}

/// The explorer drawn over the game, when open.
pub fn render_explorer(prefs: &Prefs, g: &GameScreen, area: Rect, buf: &mut Buffer) {
    let (true, Some(ex)) = (g.explorer.open, &g.explorer.explorer) else {
        return;
    };
    let Some(layout) = ScreenLayout::new(area, g.flipped) else {
        return;
    };
    let board = Board {
        position: g.shown_position(),
        last_to: g
            .shown_ply()
            .checked_sub(1)
            .and_then(|i| g.game.moves().get(i))
            .map(|m| m.mv.to()),
        notation: prefs.notation,
    };
    render_overlay(ex, board, layout.status, &prefs.theme, area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::tui::context::Context;
    use crate::tui::explorer::Reply;
    use crate::tui::explorer::tests::{four_games, settled};
    use crate::tui::page::Page;
    use crate::tui::pages::game::command::GameCommand;

    fn played(moves: &[&str]) -> GameScreen {
        let mut g = GameScreen::new(Game::even(), false, false);
        for m in moves {
            g.update(&Action::OpenPrompt);
            for c in m.chars() {
                g.update(&Action::PromptChar(c));
            }
            g.update(&Action::Activate);
        }
        assert_eq!(g.game.ply(), moves.len(), "{:?}", g.message);
        g
    }

    #[test]
    fn during_a_game_the_explorer_does_not_open() {
        let mut g = played(&["7g7f"]);
        let flow = g.update(&Action::page(ExplorerCommand::Show));
        assert!(flow.is_stay());
        assert!(!g.explorer_open());
        assert_eq!(
            g.message,
            Some(Message::Refusal(crate::t!("explorer-game-not-over")))
        );
    }

    #[test]
    fn after_the_game_it_shows_the_position_on_the_board() {
        let mut g = played(&["7g7f"]);
        g.update(&Action::page(GameCommand::Resign));
        g.update(&Action::Answer(true));
        assert!(g.game.is_over());
        let mut session = GameSession::new(g, None);
        let flow = session.page.update(&Action::page(ExplorerCommand::Show));
        let mut cx = Context::for_tests();
        cx.database = Some(four_games("game-over"));
        assert!(flow.run(&mut cx, &mut session).is_stay());
        assert!(session.page.explorer_open());
        assert_eq!(session.page.input_mode(), InputMode::Own);
        let ex = session.page.explorer.explorer.as_mut().unwrap();
        settled(ex);
        // After 7g7f: games 1, 2 and 4 of the four.
        let Reply::Found(found) = ex.said() else {
            panic!("{:?}", ex.said());
        };
        assert_eq!(found.games, 3);
        // Esc closes it; `d` opens it again on the same explorer.
        session.page.update(&Action::Cancel);
        assert!(!session.page.explorer_open());
        let flow = session.page.update(&Action::page(ExplorerCommand::Show));
        assert!(flow.is_stay() && session.page.explorer_open());
    }
}
