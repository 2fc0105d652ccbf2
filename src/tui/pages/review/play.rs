//! Playing a move on the position review shows: typed at `:`, with the
//! mouse, or with the board cursor (Tab). The rules judge it exactly as in
//! a game (the controller replays the line shown and plays the move, so a
//! refusal gives the game's reason, and an ended line takes no move); the
//! record's tree then decides whether it is a step, a line followed, or a
//! new variation (`kifu::study`, applied in `branches`).

use super::book::DIGIT_MOVES;
use super::state::{ReviewOverlay, ReviewScreen};
use crate::game::{Game, GameOver, Players, replay};
use crate::i18n::rules::ShownIn;
use crate::shogi::{Bitboard, Color, Move, PieceKind, Square};
use crate::t;
use crate::tui::action::Action;
use crate::tui::board_input::{self, Press, Selection};
use crate::tui::overlay::Layer;
use crate::tui::pages::review::command::ReviewCommand;
use crate::tui::typed_move;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;

/// Where the cursor starts when Tab turns it on: the middle of the board.
const CURSOR_START: Square = Square::SQ_5E;

impl ReviewScreen {
    /// The board cursor, while it is on.
    pub fn board_cursor(&self) -> Option<Square> {
        self.study.cursor
    }

    /// What the player picked up to move.
    pub fn selection(&self) -> Selection {
        self.study.selection
    }

    /// Squares to highlight as where the piece picked up may go.
    pub fn destinations(&self) -> Bitboard {
        board_input::destinations(self.position(), self.study.selection)
    }

    /// The line shown up to the move on the board, replayed by the
    /// controller from the record's start with the record's rules and
    /// `players`. The record's own end word (a resignation) is not
    /// replayed: only what the rules end (mate, repetition) ends it.
    pub(super) fn replay_shown(&self, players: Players) -> Result<Game, String> {
        let shown = self.shown();
        let fresh = Game::new(shown.start().clone())
            .with_rules(shown.rules())
            .with_move_limit(shown.move_limit())
            .with_players(players);
        let moves = shown.moves().iter().take(self.ply).map(|m| m.mv);
        replay(fresh, moves).map_err(|e| e.to_string())
    }

    /// The actions of the study board; `false` when `action` is not one.
    /// With the cursor on, the arrows, Enter and Esc belong to the board.
    pub(super) fn study_action(&mut self, action: &Action) -> bool {
        match action {
            Action::Page(c) if let Some(command) = c.get::<ReviewCommand>() => {
                return self.study_command(command);
            }
            Action::ClickSquare(sq) => self.press(*sq),
            Action::ClickHand(color, kind) => self.hand_clicked(*color, *kind),
            Action::PickHand(kind) => self.pick_hand(*kind),
            Action::Undo => self.undo_study(),
            _ => match (self.study.cursor, action) {
                (Some(cursor), Action::Move(d)) => {
                    self.study.cursor = Some(board_input::cursor_moved(cursor, *d, self.flipped));
                }
                (Some(cursor), Action::Activate) => self.press(cursor),
                (Some(_), Action::Cancel) if self.study.selection != Selection::None => {
                    self.study.selection = Selection::None;
                    self.message = None;
                }
                (Some(_), Action::Cancel) => self.toggle_cursor(),
                _ => return false,
            },
        }
        true
    }

    /// Review's own commands that are the study board's; `false` for the
    /// others, which `ReviewScreen::command` reads.
    fn study_command(&mut self, command: ReviewCommand) -> bool {
        match command {
            ReviewCommand::ToggleBoardCursor => self.toggle_cursor(),
            // The numbers name what the side pane numbers: the book's
            // moves while its pane is open, research's lines while it
            // runs, else the variations.
            ReviewCommand::ShowVariation(n)
                if self.book_shown() && (1..=DIGIT_MOVES).contains(&n) =>
            {
                self.play_book_move(n)
            }
            ReviewCommand::ShowVariation(n) if self.researching() && (1..=5).contains(&n) => {
                self.play_research_move(n)
            }
            ReviewCommand::ShowVariation(n) => self.show_variation(n),
            ReviewCommand::MakeMainLine => self.make_main_line(),
            ReviewCommand::MoveVariation { up } => self.move_variation(up),
            ReviewCommand::DeleteVariation => self.ask_delete(),
            _ => return false,
        }
        true
    }

    fn toggle_cursor(&mut self) {
        self.study.selection = Selection::None;
        self.study.cursor = match self.study.cursor {
            Some(_) => {
                self.message = Some(Message::Info(t!("review-cursor-off")));
                None
            }
            None => {
                self.message = Some(Message::Info(t!("review-cursor-on")));
                Some(CURSOR_START)
            }
        };
    }

    /// Enter, Space or a click on `sq`: pick up a piece, or play to `sq`.
    fn press(&mut self, sq: Square) {
        if self.study.cursor.is_some() {
            self.study.cursor = Some(sq);
        }
        match board_input::press(
            self.position(),
            self.study.selection,
            sq,
            self.shown().is_handicap(),
        ) {
            Press::PutBack => {
                self.study.selection = Selection::None;
                self.message = None;
            }
            Press::PickedUp { sq, note } => {
                self.study.selection = Selection::Board(sq);
                self.message = note.map(Message::Info);
            }
            Press::Play(mv) => {
                self.play_here(mv);
            }
            Press::AskPromotion { from, to } => {
                self.overlay = ReviewOverlay::Layer(Layer::Promote { from, to });
            }
            Press::Hint(text) => self.message = Some(Message::Info(text)),
        }
    }

    fn hand_clicked(&mut self, color: Color, kind: PieceKind) {
        let mover = self.position().side_to_move();
        if color == mover {
            self.pick_hand(kind);
        } else {
            self.message = Some(Message::Refusal(t!(
                "review-not-your-hand",
                hand = color.shown_in(self.loaded.game.is_handicap()),
                mover = mover.shown_in(self.loaded.game.is_handicap())
            )));
        }
    }

    fn pick_hand(&mut self, kind: PieceKind) {
        match board_input::pick_hand(
            self.position(),
            self.study.selection,
            kind,
            self.shown().is_handicap(),
        ) {
            Ok(selection) => {
                self.study.selection = selection;
                self.message = None;
            }
            Err(why) => self.message = Some(Message::Refusal(why)),
        }
    }

    /// The promotion question of the move waiting for its answer.
    pub fn promotion_question(&self, from: Square, to: Square) -> QuestionText {
        board_input::promotion_question(self.position(), from, to)
    }

    /// A move typed at `:` that is not a move number. Returns whether it
    /// was played (the prompt closes then, and stays open to correct it
    /// otherwise).
    pub(super) fn typed_move(&mut self, text: &str) -> bool {
        // As in a game: an ended line says so before any move is read.
        if let Some(why) = self.cannot_play_here() {
            self.message = Some(Message::Refusal(why));
            return false;
        }
        let handicap = self.shown().is_handicap();
        match typed_move::read(self.position(), text, self.last_to(), handicap) {
            Ok(mv) => self.play_here(mv),
            Err(why) => {
                self.message = Some(Message::Refusal(t!("review-typed-move-refused", why = why)));
                false
            }
        }
    }

    /// Why no move can be played on the position shown, if none can.
    fn cannot_play_here(&self) -> Option<String> {
        match self.replay_shown(self.shown().players().clone()) {
            Err(e) => Some(e),
            Ok(game) => Self::ended(&game),
        }
    }

    /// What ended `game`, if the rules ended it.
    fn ended(game: &Game) -> Option<String> {
        let o = game.outcome()?;
        Some(t!(
            "review-line-ends-here",
            why = GameOver(o.clone()).to_string()
        ))
    }

    /// Plays `mv` on the position shown, as the rules of a game allow, and
    /// puts it into the record's tree. Returns whether it was played.
    pub(super) fn play_here(&mut self, mv: Move) -> bool {
        if self.engine_line.is_some() {
            self.message = Some(Message::Refusal(t!("review-engine-line-no-play")));
            return false;
        }
        let refusal = match self.replay_shown(self.shown().players().clone()) {
            Err(e) => Some(e),
            Ok(game) => Self::ended(&game).or_else(|| {
                let mut game = game;
                game.play(mv).err().map(|e| e.to_string())
            }),
        };
        if let Some(why) = refusal {
            self.message = Some(Message::Refusal(why));
            return false;
        }
        self.study.selection = Selection::None;
        if self.study.cursor.is_some() {
            self.study.cursor = Some(mv.to());
        }
        self.move_into_record(mv)
    }
}
