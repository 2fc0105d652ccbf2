//! The editing operations: pieces put, taken, promoted, turned round,
//! moved between the board and the hands; whole positions (empty, the
//! start, a handicap); the side to move and the defender's hand. Each
//! changes the setup through `set_setup`, which checks it again.

use super::state::{EditorScreen, Held, Spot, flipped_owner, with_hand_count};
use crate::game::Handicap;
use crate::i18n::rules::Shown;
use crate::shogi::{Color, Piece, PieceKind, Position, PositionError, Setup, Square};
use crate::t;
use crate::tui::action::Direction;
use crate::tui::layout::{display_col_row, square_at_display};
use crate::tui::pages::editor::command::EditorCommand;
use crate::tui::widgets::status::{Message, side_mark};

/// Why a piece is not put where a king stands.
const KING_IN_THE_WAY: &str = "editor-king-in-the-way";

/// A piece kind in the player's words: `rook`, or 飛 in Japanese.
pub fn piece_word(kind: PieceKind) -> String {
    crate::i18n::text(match kind {
        PieceKind::Pawn => "editor-piece-pawn",
        PieceKind::Lance => "editor-piece-lance",
        PieceKind::Knight => "editor-piece-knight",
        PieceKind::Silver => "editor-piece-silver",
        PieceKind::Gold => "editor-piece-gold",
        PieceKind::Bishop => "editor-piece-bishop",
        PieceKind::Rook => "editor-piece-rook",
        PieceKind::King => "editor-piece-king",
        PieceKind::ProPawn => "editor-piece-tokin",
        PieceKind::ProLance => "editor-piece-promoted-lance",
        PieceKind::ProKnight => "editor-piece-promoted-knight",
        PieceKind::ProSilver => "editor-piece-promoted-silver",
        PieceKind::Horse => "editor-piece-horse",
        PieceKind::Dragon => "editor-piece-dragon",
    })
}

/// A square in the player's words: `5e`, or ５五 in Japanese.
pub fn square_word(sq: Square) -> String {
    t!("editor-square", file = sq.file(), rank = sq.rank())
}

impl EditorScreen {
    /// Applies one editing command; the commands that leave the editor
    /// (review, play, save, the solver) are mod.rs's.
    pub(super) fn edit(&mut self, edit: EditorCommand) {
        match edit {
            EditorCommand::Place(color, kind) => self.place(color, kind),
            EditorCommand::Remove => self.remove(),
            EditorCommand::Promote => self.promote(),
            EditorCommand::FlipOwner => self.flip_owner(),
            EditorCommand::ToHand => self.take_in_hand(),
            EditorCommand::SideToMove => {
                self.change(|s| s.side_to_move = s.side_to_move.opponent())
            }
            EditorCommand::Clear => self.whole(Setup::empty(), t!("editor-cleared")),
            EditorCommand::StartPosition => self.whole(
                Setup::from(&Position::startpos()),
                t!("editor-start-position"),
            ),
            EditorCommand::NextHandicap => self.next_handicap(),
            EditorCommand::RestToDefender => self.rest_to_defender(),
            EditorCommand::ClickStand(c) => {
                self.cursor = Spot::Hand(c, 0);
                self.activate();
            }
            EditorCommand::SolveMate
            | EditorCommand::Tsume
            | EditorCommand::Review
            | EditorCommand::Play
            | EditorCommand::Write => {}
        }
    }

    fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message::Info(text.into()));
    }

    fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message::Refusal(text.into()));
    }

    /// A whole new position: nothing is held any more.
    fn whole(&mut self, setup: Setup, what: String) {
        self.held = None;
        self.set_setup(setup);
        self.say(what);
    }

    /// A piece letter: on a square, that piece there; on a stand, one
    /// more of its kind in that hand (whichever case was typed).
    fn place(&mut self, color: Color, kind: PieceKind) {
        match self.cursor {
            Spot::Square(sq) => {
                self.held = None;
                if self.king_in_the_way(sq, kind) {
                    return self.refuse(crate::i18n::text(KING_IN_THE_WAY));
                }
                self.change(|s| s.set_piece(sq, Some(Piece::new(color, kind))));
            }
            Spot::Hand(owner, _) => {
                if !kind.is_hand_kind() {
                    return self.refuse(t!("editor-king-not-in-hand"));
                }
                let n = self.setup.hand_count(owner, kind).saturating_add(1);
                self.set_setup(with_hand_count(&self.setup, owner, kind, n));
                self.cursor = self.stand_line(owner, kind);
            }
        }
    }

    /// Whether putting a `kind` on `sq` would wipe out a king: the one
    /// piece no hand can keep, so it would be lost without a word. A
    /// king put on a king (to change its side) is only a change.
    fn king_in_the_way(&self, sq: Square, kind: PieceKind) -> bool {
        kind != PieceKind::King
            && self
                .setup
                .piece_at(sq)
                .is_some_and(|there| there.kind == PieceKind::King)
    }

    /// The cursor on `kind`'s line of `color`'s stand.
    fn stand_line(&self, color: Color, kind: PieceKind) -> Spot {
        let line = self.stand_kinds(color).iter().position(|&k| k == kind);
        Spot::Hand(color, line.unwrap_or(0))
    }

    fn remove(&mut self) {
        self.held = None;
        match self.cursor {
            Spot::Square(sq) => self.change(|s| s.set_piece(sq, None)),
            Spot::Hand(..) => {
                if let Some((c, kind)) = self.kind_at_cursor() {
                    let n = self.setup.hand_count(c, kind).saturating_sub(1);
                    self.set_setup(with_hand_count(&self.setup, c, kind, n));
                }
            }
        }
    }

    /// The piece under the cursor, when there is one on the board.
    fn piece_at_cursor(&self) -> Option<(Square, Piece)> {
        match self.cursor {
            Spot::Square(sq) => self.setup.piece_at(sq).map(|p| (sq, p)),
            Spot::Hand(..) => None,
        }
    }

    fn promote(&mut self) {
        let Some((sq, p)) = self.piece_at_cursor() else {
            return self.refuse(t!("editor-promote-needs-piece"));
        };
        let kind = if p.kind.is_promoted() {
            p.kind.unpromoted()
        } else if let Some(promoted) = p.kind.promoted() {
            promoted
        } else {
            return self.refuse(t!("editor-does-not-promote", piece = piece_word(p.kind)));
        };
        self.change(|s| s.set_piece(sq, Some(Piece::new(p.color, kind))));
    }

    fn flip_owner(&mut self) {
        let Some((sq, p)) = self.piece_at_cursor() else {
            return self.refuse(t!("editor-flip-needs-piece"));
        };
        self.change(|s| s.set_piece(sq, Some(flipped_owner(p))));
    }

    /// The piece under the cursor into its owner's hand, unpromoted.
    fn take_in_hand(&mut self) {
        let Some((sq, p)) = self.piece_at_cursor() else {
            return self.refuse(t!("editor-to-hand-needs-piece"));
        };
        if p.kind == PieceKind::King {
            return self.refuse(t!("editor-king-not-in-hand"));
        }
        self.held = None;
        self.change(|s| {
            s.set_piece(sq, None);
            s.add_to_hand(p.color, p.kind.unpromoted(), 1);
        });
    }

    fn next_handicap(&mut self) {
        let next = self.handicap.map_or(0, |i| (i + 1) % Handicap::ALL.len());
        let Some(&h) = Handicap::ALL.get(next) else {
            return;
        };
        self.handicap = Some(next);
        self.whole(
            Setup::from(&h.position()),
            t!(
                "editor-handicap",
                english = h.english(),
                japanese = h.japanese()
            ),
        );
    }

    /// 玉方持駒：残り全部: the side not to move holds every piece of the
    /// set on neither the board nor the other hand.
    fn rest_to_defender(&mut self) {
        let defender = self.setup.side_to_move.opponent();
        let mut setup = self.setup.clone();
        for kind in PieceKind::HAND {
            setup = with_hand_count(&setup, defender, kind, 0);
        }
        setup.rest_to_hand(defender);
        self.set_setup(setup);
        self.say(t!(
            "editor-rest-to-defender",
            mark = side_mark(defender),
            side = defender.shown()
        ));
    }

    /// Space, or a click: pick up the piece under the cursor, or put the
    /// one held down there.
    pub(super) fn activate(&mut self) {
        match (self.held, self.cursor) {
            (None, Spot::Square(sq)) => {
                if self.setup.piece_at(sq).is_some() {
                    self.held = Some(Held::Square(sq));
                }
            }
            (None, Spot::Hand(..)) => {
                if let Some((c, kind)) = self.kind_at_cursor() {
                    self.held = Some(Held::Hand(c, kind));
                }
            }
            (Some(held), to) => {
                self.held = None;
                self.put_down(held, to);
            }
        }
    }

    fn put_down(&mut self, held: Held, to: Spot) {
        match (held, to) {
            (Held::Square(from), Spot::Square(sq)) => {
                let Some(p) = self.setup.piece_at(from) else {
                    return;
                };
                if from != sq && self.king_in_the_way(sq, p.kind) {
                    return self.refuse(crate::i18n::text(KING_IN_THE_WAY));
                }
                self.change(|s| {
                    s.set_piece(from, None);
                    s.set_piece(sq, Some(p));
                });
            }
            (Held::Square(from), Spot::Hand(c, _)) => {
                let Some(p) = self.setup.piece_at(from) else {
                    return;
                };
                if p.kind == PieceKind::King {
                    return self.refuse(t!("editor-king-not-in-hand"));
                }
                self.change(|s| {
                    s.set_piece(from, None);
                    s.add_to_hand(c, p.kind.unpromoted(), 1);
                });
            }
            (Held::Hand(c, kind), Spot::Square(sq)) => {
                let n = self.setup.hand_count(c, kind);
                if n == 0 {
                    return;
                }
                let mut setup = with_hand_count(&self.setup, c, kind, n - 1);
                // A piece the square held goes to the same hand; a king
                // cannot, and stays.
                if self.king_in_the_way(sq, kind) {
                    return self.refuse(crate::i18n::text(KING_IN_THE_WAY));
                }
                if let Some(there) = setup.piece_at(sq) {
                    setup.add_to_hand(c, there.kind.unpromoted(), 1);
                }
                setup.set_piece(sq, Some(Piece::new(c, kind)));
                self.set_setup(setup);
            }
            (Held::Hand(from, kind), Spot::Hand(to, _)) if from != to => {
                let n = self.setup.hand_count(from, kind);
                if n == 0 {
                    return;
                }
                let mut setup = with_hand_count(&self.setup, from, kind, n - 1);
                setup.add_to_hand(to, kind, 1);
                self.set_setup(setup);
            }
            (Held::Hand(..), Spot::Hand(..)) => {}
        }
    }

    /// The cursor one step in a screen direction. Past the board's right
    /// edge is the stand drawn at the bottom right, past its left edge
    /// the one at the top left; from a stand, up and down go through its
    /// lines and sideways back to the board.
    pub(super) fn move_cursor(&mut self, d: Direction) {
        let bottom = if self.flipped {
            Color::White
        } else {
            Color::Black
        };
        self.cursor = match self.cursor {
            Spot::Square(sq) => {
                let (col, row) = display_col_row(sq, self.flipped);
                let next = match d {
                    Direction::Up => Some((col, (row + 8) % 9)),
                    Direction::Down => Some((col, (row + 1) % 9)),
                    Direction::Left if col == 0 => None,
                    Direction::Right if col == 8 => None,
                    Direction::Left => Some((col - 1, row)),
                    Direction::Right => Some((col + 1, row)),
                };
                match next.and_then(|(c, r)| square_at_display(c, r, self.flipped)) {
                    Some(sq) => Spot::Square(sq),
                    None if d == Direction::Right => Spot::Hand(bottom, 0),
                    None => Spot::Hand(bottom.opponent(), 0),
                }
            }
            Spot::Hand(c, line) => {
                let lines = self.stand_kinds(c).len().max(1);
                // The stands sit beside the board's top and bottom rows.
                let row = if c == bottom { 8 } else { 0 };
                match d {
                    Direction::Up => Spot::Hand(c, (line + lines - 1) % lines),
                    Direction::Down => Spot::Hand(c, (line + 1) % lines),
                    Direction::Left if c == bottom => self.board_spot(8, row),
                    Direction::Right if c != bottom => self.board_spot(0, row),
                    Direction::Left | Direction::Right => self.cursor,
                }
            }
        };
    }

    fn board_spot(&self, col: u16, row: u16) -> Spot {
        square_at_display(col, row, self.flipped).map_or(self.cursor, Spot::Square)
    }
}

/// Why the rules refuse a position, as a player would be told it.
pub fn refusal_sentence(e: &PositionError) -> String {
    match e {
        PositionError::TooManyPieces { kind, found, max } => t!(
            "editor-too-many-pieces",
            found = *found,
            piece = piece_word(*kind),
            max = *max
        ),
        PositionError::TooManyKings { color, found } => t!(
            "editor-too-many-kings",
            mark = side_mark(*color),
            side = color.shown(),
            found = *found
        ),
        PositionError::DeadPiece {
            color,
            kind,
            square,
        } => t!(
            "editor-dead-piece",
            mark = side_mark(*color),
            side = color.shown(),
            piece = piece_word(*kind),
            square = square_word(*square),
            why = match kind {
                PieceKind::Knight => t!("editor-dead-knight"),
                _ => t!("editor-dead-pawn-lance"),
            }
        ),
        PositionError::Nifu { color, file } => t!(
            "editor-nifu",
            mark = side_mark(*color),
            side = color.shown(),
            file = *file
        ),
        PositionError::KingCapturable { mover, victim } => t!(
            "editor-king-capturable",
            victim_mark = side_mark(*victim),
            victim = victim.shown(),
            mover_mark = side_mark(*mover),
            mover = mover.shown()
        ),
        PositionError::MoveNumberZero => t!("editor-move-number-zero"),
    }
}
