//! Moves made ahead (premoves): a move typed or picked while the other
//! side, played elsewhere (a computer here, or the opponent on a CSA
//! server), is to move waits and is played the moment the person's turn
//! comes, if it is still legal; if not, the person is told why and gets it
//! back to change. Online, a resignation asked for on the opponent's turn
//! waits the same way, since the server takes `%TORYO` only from the side
//! to move. In a game between people at one board there is no one to wait
//! for, so nothing is made ahead.
//!
//! A move ahead is read on the board as it stands with the person's side
//! to move, so that the keys, the mouse and the `:` prompt take it as they
//! take any move; the rules judge it again when it is played.

use super::state::{GamePrompt, GameScreen, Overlay, Premove, Selection};
use crate::game::PlayError;
use crate::i18n::rules::ShownIn;
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Bitboard, Color, Move, Square};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::overlay::Layer;
use crate::tui::widgets::status::{Message, StatusSlot};

impl GameScreen {
    /// Online, on the opponent's turn: our side, whose resignation the
    /// server takes only once it is to move.
    pub(super) fn resignation_waits(&self) -> Option<Color> {
        let us = self.online_side()?;
        let waits = self.online_game_under_way() && self.game.side_to_move() != us;
        waits.then_some(us)
    }

    /// Keeps `mv` for `side`'s turn, if the rules allow it on the board as
    /// it stands; `typed` is the text it came from.
    pub(super) fn move_ahead(&mut self, side: Color, mv: Move, typed: Option<String>) {
        if let Err(why) = self.board_position().check_move(mv) {
            self.message = Some(Message::Refusal(why.shown_in(self.handicap())));
            return;
        }
        self.selection = Selection::None;
        self.premove = Some(Premove::Move { side, mv, typed });
        self.message = Some(Message::Info(t!("game-premove-kept")));
    }

    /// Keeps our resignation for our turn (online).
    pub(super) fn resign_ahead(&mut self, side: Color) {
        self.premove = Some(Premove::Resign { side });
        self.message = Some(Message::Info(t!("game-premove-resign-kept")));
    }

    /// Esc: the move or resignation kept is forgotten. Returns whether
    /// there was one.
    pub(super) fn cancel_premove(&mut self) -> bool {
        let had = self.premove.take().is_some();
        if had {
            self.message = Some(Message::Info(t!("game-premove-cancelled")));
        }
        had
    }

    /// After every change: what was kept for the person's turn is done
    /// once it has come, and forgotten when the game is over or no one
    /// plays elsewhere any more (a computer replaced by a person).
    pub(super) fn settle_premove(&mut self) {
        let Some(side) = self.premove.as_ref().map(Premove::side) else {
            return;
        };
        let waiting = self.premover() == Some(side) || self.resignation_waits() == Some(side);
        if self.game.is_over() || (self.game.side_to_move() != side && !waiting) {
            self.premove = None;
            return;
        }
        if self.game.side_to_move() != side {
            return;
        }
        match self.premove.take() {
            Some(Premove::Move { mv, typed, .. }) => self.play_ahead(side, mv, typed),
            Some(Premove::Resign { .. }) => {
                if let Err(e) = self.game.resign(side) {
                    let why = e.shown_in(self.handicap());
                    self.message.say(Some(Message::Refusal(why)));
                }
                self.after_change();
            }
            None => {}
        }
    }

    /// The person's turn has come: the move kept is played, or said to be
    /// illegal now and given back (the text at the prompt, the piece
    /// picked up).
    fn play_ahead(&mut self, side: Color, mv: Move, typed: Option<String>) {
        let why = match self.apply_move(mv) {
            Ok(_) => {
                self.cursor = mv.to();
                return;
            }
            // The flag fell first: the game is over.
            Err(PlayError::Over(_)) => return,
            Err(e) => e.shown_in(self.handicap()),
        };
        // Also on a computer's reply, with no key: `say` keeps a notice.
        self.message.say(Some(Message::Refusal(t!(
            "game-premove-illegal",
            why = why
        ))));
        match typed {
            Some(text) if self.overlay == Overlay::None => {
                self.overlay = Overlay::Layer(Layer::prompt(GamePrompt::Move, text.as_str()));
            }
            Some(_) => {}
            None => {
                let pos = self.game.position();
                self.selection = match mv {
                    Move::Board { from, .. }
                        if pos.piece_at(from).is_some_and(|p| p.color == side) =>
                    {
                        Selection::Board(from)
                    }
                    Move::Drop { kind, .. } if pos.hand(side).has(kind) => Selection::Hand(kind),
                    _ => Selection::None,
                };
            }
        }
    }

    /// The move kept for the person's turn, for the board to mark its
    /// squares: the one it leaves (none for a drop) and the one it goes to.
    pub fn premove_squares(&self) -> Option<(Option<Square>, Bitboard)> {
        match self.premove.as_ref()? {
            Premove::Move { mv, .. } => Some((mv.from(), Bitboard::from_square(mv.to()))),
            Premove::Resign { .. } => None,
        }
    }

    /// The status bar's words on what is kept for the person's turn.
    pub fn premove_text(&self, notation: Notation) -> Option<String> {
        match self.premove.as_ref()? {
            Premove::Move { side, mv, .. } => {
                let mut pos = self.game.position().clone();
                pos.set_side_to_move(*side);
                let mv = match notation {
                    Notation::Japanese => japanese(&pos, *mv, None),
                    Notation::Western => western(&pos, *mv),
                };
                Some(t!("game-premove-note", mv = mv))
            }
            Premove::Resign { .. } => Some(t!("game-premove-resign-note")),
        }
    }

    /// What is kept for the person's turn, if anything.
    pub fn premove(&self) -> Option<&Premove> {
        self.premove.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Player, Players};
    use crate::tui::action::Action;
    use crate::tui::computers::SeatEvent;
    use crate::tui::page::Page;
    use crate::usi::EngineMove;

    fn usi(text: &str) -> Move {
        Move::from_usi(text).unwrap()
    }

    /// A person (Black) against an engine (White) from `sfen`.
    fn against_an_engine(sfen: Option<&str>) -> GameScreen {
        let players = Players::new(Player::human("Me"), Player::engine("It", "/opt/it"));
        let game = match sfen {
            Some(s) => Game::from_sfen(s).unwrap(),
            None => Game::even(),
        };
        GameScreen::new(game.with_players(players), false, false)
    }

    fn type_move(g: &mut GameScreen, text: &str) {
        g.update(&Action::OpenPrompt);
        for c in text.chars() {
            g.update(&Action::PromptChar(c));
        }
        g.update(&Action::Activate);
    }

    fn engine_plays(g: &mut GameScreen, mv: &str) {
        g.on_seat_event(SeatEvent::Decided {
            side: Color::White,
            answer: EngineMove::Move(usi(mv)),
        });
    }

    fn played(g: &GameScreen) -> Vec<String> {
        g.game.moves().iter().map(|m| m.mv.to_usi()).collect()
    }

    #[test]
    fn a_move_typed_on_the_computers_turn_is_played_the_moment_it_has_moved() {
        let mut g = against_an_engine(None);
        type_move(&mut g, "7g7f");
        type_move(&mut g, "2g2f");
        assert_eq!(g.game.ply(), 1, "not the person's turn yet");
        assert_eq!(g.overlay, Overlay::None, "the prompt gives way");
        assert_eq!(
            g.premove(),
            Some(&Premove::Move {
                side: Color::Black,
                mv: usi("2g2f"),
                typed: Some("2g2f".into())
            })
        );
        assert_eq!(
            g.premove_squares(),
            Some((Some(Square::SQ_2G), Bitboard::from_square(Square::SQ_2F)))
        );
        assert_eq!(
            g.premove_text(Notation::Japanese).as_deref(),
            Some("premove ▲２六歩 (Esc cancels)")
        );
        engine_plays(&mut g, "3c3d");
        assert_eq!(played(&g), ["7g7f", "3c3d", "2g2f"]);
        assert_eq!(g.premove(), None);
        assert_eq!(g.cursor, Square::SQ_2F);
    }

    #[test]
    fn a_move_picked_on_the_computers_turn_waits_and_esc_forgets_it() {
        let mut g = against_an_engine(None);
        type_move(&mut g, "7g7f");
        // The person's own pieces and hand are the ones the keys pick.
        assert_eq!(g.picking_side(), Color::Black);
        g.update(&Action::ClickSquare(Square::SQ_8H));
        assert_eq!(g.selection, Selection::Board(Square::SQ_8H));
        assert!(g.destinations().has(Square::SQ_3C), "{:?}", g.message);
        g.update(&Action::ClickSquare(Square::SQ_3C));
        // The bishop may promote or not on 3c: asked now, kept after.
        assert_eq!(
            g.overlay,
            Overlay::Layer(crate::tui::overlay::Layer::Promote {
                from: Square::SQ_8H,
                to: Square::SQ_3C
            })
        );
        g.update(&Action::Answer(false));
        assert!(matches!(
            g.premove(),
            Some(Premove::Move { typed: None, .. })
        ));
        g.update(&Action::Cancel);
        assert_eq!(g.premove(), None);
        assert_eq!(
            g.message,
            Some(Message::Info(
                "cancelled: nothing is kept for your turn".into()
            ))
        );
        engine_plays(&mut g, "3c3d");
        assert_eq!(g.game.ply(), 2, "nothing played for the person");
        g.update(&Action::ClickSquare(Square::SQ_2G));
        g.update(&Action::ClickSquare(Square::SQ_2F));
        assert_eq!(g.game.ply(), 3, "the person's turn: played at once");
        // A move ahead that is no move at all is said at once.
        g.update(&Action::ClickSquare(Square::SQ_5I));
        g.update(&Action::ClickSquare(Square::SQ_5F));
        assert!(
            matches!(g.message, Some(Message::Refusal(_))),
            "{:?}",
            g.message
        );
        assert_eq!(g.premove(), None);
    }

    #[test]
    fn a_move_ahead_made_illegal_by_the_reply_is_said_and_given_back_typed() {
        // White's rook takes the pawn that Black means to push.
        let mut g = against_an_engine(Some("4k4/4r4/9/9/4P4/9/9/9/K8 w - 1"));
        type_move(&mut g, "5e5d");
        assert!(g.premove().is_some());
        engine_plays(&mut g, "5b5e");
        assert_eq!(g.game.ply(), 1);
        assert_eq!(
            g.overlay,
            Overlay::Layer(Layer::prompt(GamePrompt::Move, "5e5d"))
        );
        assert!(
            matches!(&g.message, Some(Message::Refusal(m)) if m.starts_with("your move kept for this turn cannot be played now: ")),
            "{:?}",
            g.message
        );
        assert_eq!(g.premove(), None);
    }

    #[test]
    fn undo_forgets_the_move_ahead_and_hot_seat_has_none() {
        let mut g = against_an_engine(None);
        type_move(&mut g, "7g7f");
        type_move(&mut g, "2g2f");
        g.update(&Action::Undo);
        assert_eq!(g.game.ply(), 0);
        assert_eq!(g.premove(), None, "not played on the turn undo gave back");
        // Between people, the side to move is always someone here.
        let mut g = GameScreen::new(Game::even(), false, false);
        type_move(&mut g, "7g7f");
        assert_eq!(g.premover(), None);
        type_move(&mut g, "2g2f");
        assert_eq!(g.game.ply(), 1);
        assert!(matches!(g.message, Some(Message::Refusal(_))));
        assert_eq!(g.premove(), None);
    }
}
