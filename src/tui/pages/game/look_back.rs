//! Looking back during a game: `[` and `]` step through the positions the
//! game went through, Home and End jump to the first and the last. Nothing
//! is undone: the controller keeps every position (`Game::view`), the page
//! only remembers which one is on the board. Moves wait until the player
//! is back at the game as it stands, so no move is ever played from a
//! position other than the live one; a computer's move still lands in the
//! live game meanwhile.

use super::state::touches_board;
use super::state::{GameScreen, Selection};
use crate::game::ImpasseTally;
use crate::t;
use crate::tui::action::Action;
use crate::tui::widgets::status::Message;

impl GameScreen {
    /// The impasse figures of the position on the board.
    pub fn shown_tally(&self) -> ImpasseTally {
        ImpasseTally::of(self.shown_position())
    }

    /// "viewing move 12 of 30", while looking back.
    pub fn viewing_text(&self) -> Option<String> {
        self.viewing
            .map(|p| t!("game-viewing", shown = p, last = self.game.ply()))
    }

    /// Why a move cannot be made now, if the board shows the past.
    pub(super) fn viewing_refusal(&self) -> Option<String> {
        self.viewing_text()
            .map(|v| t!("game-viewing-refusal", viewing = v))
    }

    /// `[`, `]`, Home, End.
    pub(super) fn look(&mut self, action: &Action) {
        let (now, last) = (self.shown_ply(), self.game.ply());
        let target = match action {
            Action::Step(n) => {
                let n = isize::try_from(*n).unwrap_or(0);
                now.saturating_add_signed(n).min(last)
            }
            Action::First => 0,
            _ => last,
        };
        if target == now {
            self.message = Some(Message::Info(if target == last {
                t!("game-view-at-end")
            } else {
                t!("game-view-at-start")
            }));
            return;
        }
        // A piece picked up belongs to the live position.
        self.selection = Selection::None;
        self.viewing = (target < last).then_some(target);
        if self.viewing.is_none() {
            self.message = Some(Message::Info(t!("game-view-back")));
        }
    }

    /// True (with the reason) when `action` would play or pick up a piece
    /// while the board shows an earlier position.
    pub(super) fn refuses_while_viewing(&mut self, action: &Action) -> bool {
        let Some(why) = self.viewing_refusal().filter(|_| touches_board(action)) else {
            return false;
        };
        if let Action::ClickSquare(sq) = action {
            self.cursor = *sq;
        }
        self.message = Some(Message::Refusal(why));
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;
    use crate::shogi::{Move, Square};
    use crate::tui::action::Action;
    use crate::tui::overlay::Layer;
    use crate::tui::page::Page;

    use crate::tui::pages::game::command::GameCommand;
    use crate::tui::pages::game::state::{GamePrompt, GameScreen, Overlay, Selection};
    use crate::tui::widgets::status::Message;

    fn played(moves: &[&str]) -> GameScreen {
        let mut g = GameScreen::new(Game::even(), false, false);
        for m in moves {
            type_move(&mut g, m);
        }
        assert_eq!(g.game.ply(), moves.len(), "{:?}", g.message);
        g
    }

    fn type_move(g: &mut GameScreen, text: &str) {
        g.update(&Action::OpenPrompt);
        for c in text.chars() {
            g.update(&Action::PromptChar(c));
        }
        g.update(&Action::Activate);
    }

    fn refusal(g: &GameScreen) -> &str {
        match &g.message {
            Some(Message::Refusal(why)) => why,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn brackets_and_home_end_move_the_view_and_never_the_game() {
        let mut g = played(&["7g7f", "3c3d", "2g2f"]);
        let live = g.game.position().clone();
        g.update(&Action::Step(-1));
        assert_eq!(g.viewing(), Some(2));
        assert_eq!(g.shown_position(), g.game.view(2).unwrap());
        assert_eq!(g.viewing_text().as_deref(), Some("viewing move 2 of 3"));
        g.update(&Action::First);
        assert_eq!(g.viewing(), Some(0));
        assert_eq!(g.shown_position(), g.game.start_position());
        g.update(&Action::Step(-1));
        assert_eq!(g.viewing(), Some(0), "nothing before the start");
        g.update(&Action::Step(1));
        assert_eq!(g.viewing(), Some(1));
        g.update(&Action::Last);
        assert_eq!(g.viewing(), None);
        g.update(&Action::Step(-1));
        g.update(&Action::Step(1));
        assert_eq!(
            g.viewing(),
            None,
            "] from the last earlier position is the game"
        );
        assert_eq!(g.game.ply(), 3);
        assert_eq!(g.game.position(), &live);
        assert_eq!(g.move_texts().len(), 3);
    }

    #[test]
    fn moves_wait_until_the_view_is_back_at_the_game() {
        let mut g = played(&["7g7f", "3c3d"]);
        g.cursor = Square::SQ_2G;
        g.update(&Action::Activate);
        assert_eq!(g.selection, Selection::Board(Square::SQ_2G));
        g.update(&Action::Step(-1));
        assert_eq!(
            g.selection,
            Selection::None,
            "a piece picked up is put down"
        );
        let why = "viewing move 1 of 2: ] or End returns to the game";
        for action in [
            Action::Activate,
            Action::ClickSquare(Square::SQ_2H),
            Action::PickHand(crate::shogi::PieceKind::Pawn),
            Action::CycleHand { forward: true },
            Action::page(GameCommand::Declare),
        ] {
            g.update(&action);
            assert_eq!(refusal(&g), why, "{action:?}");
            assert_eq!(g.selection, Selection::None, "{action:?}");
        }
        assert_eq!(g.cursor, Square::SQ_2H, "a click still moves the cursor");
        type_move(&mut g, "2g2f");
        assert_eq!(refusal(&g), why);
        assert!(
            matches!(&g.overlay, Overlay::Layer(Layer::Prompt(GamePrompt::Move, text)) if text.as_str() == "2g2f"),
            "the typed move stays for later: {:?}",
            g.overlay
        );
        g.update(&Action::Cancel);
        g.update(&Action::Step(1));
        assert_eq!(g.viewing(), None);
        type_move(&mut g, "2g2f");
        assert_eq!(g.game.ply(), 3, "{:?}", g.message);
    }

    #[test]
    fn a_move_arriving_while_looking_back_lands_in_the_live_game() {
        let mut g = played(&["7g7f"]);
        g.update(&Action::Step(-1));
        // What a computer's decision comes to (`computer_decided`).
        let reply = Move::Board {
            from: Square::SQ_3C,
            to: Square::SQ_3D,
            promote: false,
        };
        assert!(g.apply_move(reply).is_ok());
        assert_eq!(g.game.ply(), 2);
        assert_eq!(
            g.viewing(),
            Some(0),
            "the view stays where the player looks"
        );
        assert_eq!(g.viewing_text().as_deref(), Some("viewing move 0 of 2"));
        g.update(&Action::Last);
        assert_eq!(g.shown_position(), g.game.position());
    }

    #[test]
    fn taking_back_shows_the_game_as_it_now_stands() {
        let mut g = played(&["7g7f", "3c3d", "2g2f"]);
        g.update(&Action::First);
        g.update(&Action::Undo);
        assert_eq!(g.game.ply(), 2);
        assert_eq!(g.viewing(), None);
        assert_eq!(
            g.message,
            Some(Message::Info("took back 1 move".to_string()))
        );
    }
}
