//! How actions change the game screen's state (its data is `state.rs`'s).
//!
//! Every rule question goes to the controller (`Game`) or the rules core:
//! whether a move is legal, which squares a piece may reach, whether a
//! promotion may be chosen, whether the game is over and why. This module
//! only keeps track of what the player is pointing at and what to show.

pub mod clocks;
mod computer_turns;
mod countdown;
pub mod hint_key;
pub mod keys;
mod look_back;
pub mod online;
mod online_phase;
mod premove;
pub mod questions;
mod save_as;
pub mod seat_questions;
pub mod seats;
mod state;
pub mod view;

pub use state::{GameScreen, Overlay, Premove, Question, Saving, Selection};

use crate::game::{Event, Game, GameOver, PlayError, TimedGame};
use crate::i18n::rules::{Shown, ShownIn};
use crate::shogi::notation::parse_move;
use crate::shogi::{Bitboard, Color, Move, PieceKind, Square};
use crate::t;
use crate::tui::action::{Action, Direction};
use crate::tui::board_input::{self, Press};
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::layout::ScreenLayout;
use crate::tui::move_texts::{MoveTexts, notate_moves};
use crate::tui::overlay::{Layer, Step};
use crate::tui::page::{News, Page, Request};
use crate::tui::widgets::popup::QuestionPopup;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use keys::GAME_KEYS;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::{Position, Rect};
use seats::Seats;
use state::Clocks;

impl GameScreen {
    /// The computers among the game's players are started by the app that
    /// shows this page, with the settings in `seats`, which may be
    /// adjusted before.
    pub fn new(game: Game, flipped: bool, auto_flip: bool) -> GameScreen {
        // A game opened finished has no news to announce.
        let game_over = game.is_over();
        let seats = Seats::new(game.players(), game.rules());
        // A person playing White against a computer sits on White's side.
        let computer = |c| !game.players().get(c).is_human();
        let flipped = flipped || (computer(Color::Black) && !computer(Color::White));
        let mut s = GameScreen {
            game: TimedGame::untimed(game),
            // On the player's own third rank, where the first moves start.
            cursor: if flipped {
                Square::SQ_3C
            } else {
                Square::SQ_7G
            },
            selection: Selection::None,
            flipped,
            auto_flip,
            overlay: Overlay::None,
            message: None,
            seats,
            saving: Saving::default(),
            clocks: Clocks::new(crate::tui::time_source::Now::System),
            seat_questions: Vec::new(),
            texts: Vec::new(),
            viewing: None,
            was_over: game_over,
            hints: true,
            hint: None,
            online: None,
            premove: None,
        };
        s.after_change();
        s
    }

    /// Notation of every move played, in order.
    pub fn move_texts(&self) -> &[MoveTexts] {
        &self.texts
    }

    /// Squares to highlight as where the selection may go.
    pub fn destinations(&self) -> Bitboard {
        if self.game.is_over() {
            return Bitboard::EMPTY;
        }
        board_input::destinations(&self.board_position(), self.selection)
    }

    /// A side as this game's players call it: 上手/下手 in a handicap game.
    pub(super) fn side_word(&self, c: Color) -> String {
        c.shown_in(self.handicap())
    }

    /// Whether the game is a handicap game, whose sides have their own names.
    pub(super) fn handicap(&self) -> bool {
        self.game.is_handicap()
    }

    /// The side a yes/no about resigning or undoing speaks for: the side to
    /// move when a person plays it, else the person on the other side.
    pub(super) fn human_side(&self) -> Color {
        if let Some(us) = self.online_side() {
            return us;
        }
        let mover = self.game.side_to_move();
        if self.game.players().get(mover).is_human() {
            mover
        } else {
            mover.opponent()
        }
    }

    fn handle(&mut self, action: &Action) -> Request {
        // Typing edits the open prompt where it is.
        if let Overlay::Prompt(text) | Overlay::SaveName(text) = &mut self.overlay
            && text.edit(action)
        {
            return Request::Nothing;
        }
        match self.overlay.clone() {
            Overlay::Layer(layer) => {
                match layer.step(action, GAME_KEYS.len()) {
                    Step::Open(layer) => self.overlay = Overlay::Layer(layer),
                    Step::Closed | Step::GaveUp => self.overlay = Overlay::None,
                    Step::Play(mv) => {
                        self.overlay = Overlay::None;
                        self.play(mv);
                    }
                }
                Request::Nothing
            }
            Overlay::Tally => {
                if matches!(action, Action::Cancel | Action::Tally | Action::Help) {
                    self.overlay = Overlay::None;
                }
                Request::Nothing
            }
            Overlay::Prompt(text) => {
                self.prompt(text, action);
                Request::Nothing
            }
            Overlay::Ask(q) => self.answer(q, action),
            Overlay::SaveName(text) => self.save_prompt(text, action),
            Overlay::Overwrite(name) => self.answer_overwrite(name, action),
            Overlay::Seat(ask) => self.answer_seat(ask, action),
            Overlay::Paused => {
                match action {
                    // Not Enter: a double press would end the pause by accident.
                    Action::Pause | Action::Cancel => self.toggle_pause(),
                    Action::Quit => self.overlay = Overlay::Ask(Question::Leave),
                    Action::ForceQuit => return Request::Leave,
                    _ => {
                        self.message = Some(Message::Info(t!("game-paused-note")));
                    }
                }
                Request::Nothing
            }
            Overlay::None | Overlay::Result => self.board_action(action),
        }
    }

    fn board_action(&mut self, action: &Action) -> Request {
        match action {
            Action::Move(d) => self.move_cursor(*d),
            Action::Activate => self.activate(self.cursor),
            Action::ClickSquare(sq) => {
                self.cursor = *sq;
                self.activate(*sq);
            }
            Action::Cancel => {
                self.selection = Selection::None;
                self.message = None;
                self.cancel_premove();
            }
            Action::CycleHand { forward } => self.cycle_hand(*forward),
            Action::PickHand(kind) => self.pick_hand(*kind),
            Action::ClickHand(color, kind) => {
                // Moving ahead, the person's own hand is the one to pick from.
                let picker = self.board_position().side_to_move();
                if *color == picker {
                    self.pick_hand(*kind);
                } else {
                    self.message = Some(Message::Refusal(t!(
                        "game-not-your-hand",
                        owner = self.side_word(*color),
                        mover = self.side_word(picker)
                    )));
                }
            }
            Action::OpenPrompt => self.overlay = Overlay::Prompt(TextInput::new()),
            Action::Tally => self.overlay = Overlay::Tally,
            Action::Help => self.overlay = Overlay::Layer(Layer::HELP),
            Action::Declare => self.ask_declare(),
            Action::Resign => {
                if let Some(o) = self.game.outcome() {
                    self.message = Some(Message::Refusal(
                        GameOver(o.clone()).shown_in(self.handicap()),
                    ));
                } else {
                    self.overlay = Overlay::Ask(Question::Resign);
                }
            }
            Action::Undo => self.undo(),
            Action::Pause => self.toggle_pause(),
            Action::Step(_) | Action::First | Action::Last => {
                // The board shows another position: the hint is done with.
                self.hint = None;
                self.look(action);
            }
            Action::Hint => self.ask_hint(),
            Action::AnalyseGame => {
                if self.game.is_over() {
                    return Request::ReviewGame;
                }
                self.message = Some(Message::Refusal(t!("game-not-over-to-analyse")));
            }
            Action::Save => self.open_save_prompt(),
            Action::Flip => self.flipped = !self.flipped,
            Action::ToggleAutoFlip => {
                self.auto_flip = !self.auto_flip;
                self.after_change();
                self.message = Some(Message::Info(if self.auto_flip {
                    t!("game-auto-flip-on")
                } else {
                    t!("game-auto-flip-off")
                }));
            }
            Action::Quit => {
                // Nothing to lose: leave at once. A game the server has
                // started is never that, first move or not: leaving
                // abandons it there.
                let nothing_to_lose = self.game.is_over() || self.game.ply() == 0;
                if nothing_to_lose && !self.online_game_under_way() {
                    return Request::Leave;
                }
                self.overlay = Overlay::Ask(Question::Leave);
            }
            Action::ForceQuit => return Request::Leave,
            _ => {}
        }
        Request::Nothing
    }

    fn move_cursor(&mut self, d: Direction) {
        self.cursor = board_input::cursor_moved(self.cursor, d, self.flipped);
    }

    /// Enter, Space or a click on `sq`: pick up a piece, or play to `sq`.
    fn activate(&mut self, sq: Square) {
        if let Some(o) = self.game.outcome() {
            let over = GameOver(o.clone());
            self.message = Some(Message::Refusal(t!(
                "game-over-take-back",
                refusal = over.shown_in(self.handicap())
            )));
            return;
        }
        let press = board_input::press(&self.board_position(), self.selection, sq, self.handicap());
        match press {
            Press::PutBack => {
                self.selection = Selection::None;
                self.message = None;
            }
            Press::PickedUp { sq, note } => {
                self.selection = Selection::Board(sq);
                self.message = note.map(Message::Info);
            }
            Press::Play(mv) => self.play(mv),
            Press::AskPromotion { from, to } => {
                self.overlay = Overlay::Layer(Layer::Promote { from, to })
            }
            Press::Hint(text) => self.message = Some(Message::Info(text)),
        }
    }

    /// Hands the move to the controller; a refusal keeps the selection so the
    /// player can pick another square. On the opponent's turn it is kept
    /// for the person's own (`premove.rs`).
    pub fn play(&mut self, mv: Move) {
        if let Some(side) = self.premover() {
            self.move_ahead(side, mv, None);
            return;
        }
        match self.apply_move(mv) {
            Ok(_) => self.cursor = mv.to(),
            Err(e) => self.message = Some(Message::Refusal(e.shown_in(self.handicap()))),
        }
    }

    /// Plays a move through the controller, for the player or a computer,
    /// on the clock: a move made after the flag fell loses on time instead.
    pub(super) fn apply_move(&mut self, mv: Move) -> Result<Event, PlayError> {
        self.lose_if_out_of_time()?;
        let event = self.game.play(mv, self.clocks.now())?;
        self.selection = Selection::None;
        self.message = match &event.outcome {
            Some(_) => None,
            None if event.check => Some(Message::Info(t!(
                "game-in-check",
                side = self.side_word(event.mover.opponent())
            ))),
            None => None,
        };
        self.after_change();
        Ok(event)
    }

    fn pick_hand(&mut self, kind: PieceKind) {
        let picked = board_input::pick_hand(
            &self.board_position(),
            self.selection,
            kind,
            self.handicap(),
        );
        match picked {
            Ok(selection) => {
                self.selection = selection;
                self.message = None;
            }
            Err(why) => self.message = Some(Message::Refusal(why)),
        }
    }

    fn cycle_hand(&mut self, forward: bool) {
        let cycled = board_input::cycle_hand(
            &self.board_position(),
            self.selection,
            forward,
            self.handicap(),
        );
        match cycled {
            Ok(selection) => {
                self.selection = selection;
                self.message = None;
            }
            Err(why) => self.message = Some(Message::Info(why)),
        }
    }

    fn undo(&mut self) {
        let side = self.human_side();
        let both_human = Color::ALL
            .iter()
            .all(|&c| self.game.players().get(c).is_human());
        let undone = if both_human {
            self.game.undo(self.clocks.now()).map(|_| 1)
        } else {
            self.game.undo_until_turn_of(side, self.clocks.now())
        };
        match undone {
            Ok(n) => {
                self.selection = Selection::None;
                // Taken back to the person's turn: nothing is made ahead.
                self.premove = None;
                // What was taken back is what the player wants to see.
                self.viewing = None;
                self.message = Some(Message::Info(t!("game-took-back", count = n)));
                self.after_change();
            }
            Err(e) => self.message = Some(Message::Refusal(e.shown())),
        }
    }

    fn ask_declare(&mut self) {
        let rules = self.game.rules();
        if self.game.is_over() || !rules.allows_declaration() {
            // The controller refuses without changing anything and says why.
            if let Err(e) = self.game.declare(self.clocks.now()) {
                self.message = Some(Message::Refusal(e.shown_in(self.handicap())));
            }
            self.after_change();
            return;
        }
        self.overlay = Overlay::Ask(Question::Declare);
    }

    fn answer(&mut self, q: Question, action: &Action) -> Request {
        let yes = match action {
            Action::Answer(yes) => *yes,
            // The server waits for an answer: Esc declines.
            Action::Cancel if q == Question::Offer => false,
            Action::Cancel => {
                self.overlay = Overlay::None;
                return Request::Nothing;
            }
            Action::ForceQuit => return Request::Leave,
            _ => return Request::Nothing,
        };
        self.overlay = Overlay::None;
        match q {
            Question::Resign if yes => {
                if let Some(side) = self.resignation_waits() {
                    self.resign_ahead(side);
                    return Request::Nothing;
                }
                let loser = self.human_side();
                if let Err(e) = self.game.resign(loser) {
                    self.message = Some(Message::Refusal(e.shown_in(self.handicap())));
                }
                self.after_change();
            }
            Question::Declare if yes => {
                // Only with time left: a flag that fell while the question
                // was open decides the game first.
                if self.lose_if_out_of_time().is_err() {
                    return Request::Nothing;
                }
                if let Err(e) = self.game.declare(self.clocks.now()) {
                    self.message = Some(Message::Refusal(e.shown_in(self.handicap())));
                }
                self.after_change();
            }
            Question::Leave if yes => return Request::Leave,
            Question::Offer => self.answer_offer(yes),
            _ => {}
        }
        Request::Nothing
    }

    fn prompt(&mut self, text: TextInput, action: &Action) {
        match action {
            Action::Cancel => self.overlay = Overlay::None,
            Action::Activate => {
                if text.is_blank() {
                    self.overlay = Overlay::None;
                    return;
                }
                if let Some(o) = self.game.outcome() {
                    self.message = Some(Message::Refusal(
                        GameOver(o.clone()).shown_in(self.handicap()),
                    ));
                    return;
                }
                if let Some(why) = self.viewing_refusal() {
                    self.message = Some(Message::Refusal(why));
                    return;
                }
                if self.refuses_online(action) {
                    return;
                }
                let mover = self.game.side_to_move();
                let ahead = self.premover();
                if ahead.is_none() && self.is_computer(mover) {
                    // Two computers play: no move is anyone's here.
                    self.message = Some(Message::Refusal(t!(
                        "game-computers-playing",
                        name = self.seats.name(mover)
                    )));
                    return;
                }
                // Ahead of the opponent's move, 同 has no square yet.
                let previous_to = match ahead {
                    Some(_) => None,
                    None => self.game.last_move().map(|m| m.mv.to()),
                };
                let parsed = parse_move(&self.board_position(), text.as_str(), previous_to);
                match (parsed, ahead) {
                    (Ok(mv), Some(side)) => {
                        self.move_ahead(side, mv, Some(text.as_str().to_string()));
                        if self.premove.is_some() {
                            self.overlay = Overlay::None;
                        }
                    }
                    (Ok(mv), None) => {
                        let before = self.game.ply();
                        self.play(mv);
                        // The move may have ended the game and opened the result box.
                        if self.game.ply() != before && matches!(self.overlay, Overlay::Prompt(_)) {
                            self.overlay = Overlay::None;
                        }
                    }
                    // The prompt stays open with the text, so it can be corrected.
                    (Err(e), _) => {
                        self.message = Some(Message::Refusal(e.shown_in(self.handicap())))
                    }
                }
            }
            _ => {}
        }
    }

    /// Keeps derived state in step with the game: the notation of new moves,
    /// the view of an earlier position, the result box and the hot-seat
    /// orientation. (Its session writes the save afterwards: `GameSession::settle`.)
    pub(super) fn after_change(&mut self) {
        notate_moves(&self.game, &mut self.texts);
        self.forget_stale_hint();
        self.viewing = self.viewing.filter(|&p| p < self.game.ply());
        let over = self.game.is_over();
        // A name being typed, or a question about a seat, is not swept away.
        let busy = matches!(
            self.overlay,
            Overlay::Seat(_) | Overlay::SaveName(_) | Overlay::Overwrite(_)
        );
        if over && !self.was_over && !busy {
            self.overlay = Overlay::Result;
        } else if !over && self.overlay == Overlay::Result {
            self.overlay = Overlay::None;
        }
        self.was_over = over;
        if self.auto_flip {
            self.flipped = self.game.side_to_move() == Color::White;
        }
        self.sync_clock();
        // The person's turn may have come: what was kept for it is done.
        self.settle_premove();
    }
}

/// Whether `action` plays a move or picks up a piece for one: what waits
/// while a computer is to move or the board shows an earlier position.
fn touches_board(action: &Action) -> bool {
    matches!(
        action,
        Action::Activate
            | Action::ClickSquare(_)
            | Action::ClickHand(..)
            | Action::CycleHand { .. }
            | Action::PickHand(_)
            | Action::Declare
    )
}

impl Page for GameScreen {
    fn input_mode(&self) -> InputMode {
        match self.overlay {
            Overlay::None | Overlay::Result | Overlay::Paused => InputMode::Board,
            Overlay::Prompt(_) | Overlay::SaveName(_) => InputMode::Prompt,
            Overlay::Ask(_) | Overlay::Overwrite(_) | Overlay::Seat(_) => InputMode::Question,
            Overlay::Layer(layer) => layer.input_mode(),
            Overlay::Tally => InputMode::Popup,
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        key_action(self.input_mode(), key, |code| lookup(GAME_KEYS, code))
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match &self.overlay {
            Overlay::Layer(layer) => layer.click(self.game.position(), self.flipped, area, x, y),
            Overlay::Tally => Some(Action::Cancel),
            Overlay::Prompt(_) | Overlay::SaveName(_) | Overlay::Paused => None,
            // A click on the box closes it; one beside it acts on the board.
            Overlay::Result
                if self.result_lines().is_some_and(|lines| {
                    view::result_rect(area, &lines).contains(Position { x, y })
                }) =>
            {
                Some(Action::Cancel)
            }
            Overlay::Ask(_) | Overlay::Overwrite(_) | Overlay::Seat(_) => {
                let text = self.open_question()?;
                QuestionPopup::answer_at(area, &text, self.flipped, x, y)
            }
            Overlay::None | Overlay::Result => {
                let layout = ScreenLayout::new(area, self.flipped)?;
                if let Some(sq) = layout.square_at(x, y) {
                    return Some(Action::ClickSquare(sq));
                }
                // The stands show the position on the board, maybe an earlier one.
                let pos = self.shown_position();
                let hands = [pos.hand(Color::Black), pos.hand(Color::White)];
                layout
                    .hand_piece_at(x, y, hands)
                    .map(|(c, k)| Action::ClickHand(c, k))
            }
        }
    }

    fn update(&mut self, action: &Action) -> Request {
        // A message answers one action: the next one clears it, so an old
        // word never sits next to news it no longer fits.
        self.message = None;
        if self.overlay == Overlay::Result {
            self.overlay = Overlay::None;
            // Closing the box is all Esc, Enter or a click mean here; any
            // other key also does what it does on the board.
            if matches!(action, Action::Cancel | Action::Activate) {
                return Request::Nothing;
            }
        }
        if self.cancels_online(action) {
            return Request::Leave;
        }
        let held = self.overlay == Overlay::None
            && (self.refuses_online(action)
                || self.refuses_while_viewing(action)
                || self.waits_for_computer(action));
        let request = if held {
            Request::Nothing
        } else {
            self.handle(action)
        };
        self.next_seat_question();
        request
    }

    fn on_news(&mut self, news: News) {
        match news {
            News::Kept { kept, name } => self.kept(kept, name),
            News::SavedAs { name, result } => self.saved(name, result),
            News::Seat(event) => self.on_seat_event(event),
            News::Activity(activity) => self.computers_now(activity),
            News::Hint(about, news) => self.on_hint(about, news),
            News::Refused(why) => self.message = Some(Message::Refusal(why)),
            News::Problem(why) => self.message = Some(Message::problem(self.message.take(), &why)),
            _ => {}
        }
    }

    fn takes_look_keys(&self) -> bool {
        matches!(self.overlay, Overlay::None | Overlay::Result)
    }

    fn wants_ticks(&self) -> bool {
        self.clock_needs_ticks()
    }

    fn tick(&mut self) -> bool {
        self.tick_clock()
    }

    fn take_bell(&mut self) -> bool {
        self.clocks.take_bell()
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        view::render_game(prefs, self, area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::page::SeatRequest;

    /// White's king on 5a, a Black pawn on 5c, a gold in Black's hand.
    const GOLD_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

    fn screen(sfen: Option<&str>) -> GameScreen {
        let game = match sfen {
            Some(s) => Game::from_sfen(s).unwrap(),
            None => Game::even(),
        };
        GameScreen::new(game, false, false)
    }

    /// Types `text` at the `:` prompt and presses Enter (the clock tests too).
    pub(super) fn type_move(g: &mut GameScreen, text: &str) {
        g.update(&Action::OpenPrompt);
        for c in text.chars() {
            g.update(&Action::PromptChar(c));
        }
        g.update(&Action::Activate);
    }

    /// What a request asks of the computers, if it is about them.
    fn seat_request(request: Request) -> Option<SeatRequest> {
        match request {
            Request::Seat(seat) => Some(seat),
            _ => None,
        }
    }

    #[test]
    fn the_result_box_opens_on_mate_and_esc_closes_it() {
        let mut g = screen(Some(GOLD_MATE));
        type_move(&mut g, "G*5b");
        assert!(g.game.is_over());
        assert_eq!(
            g.overlay,
            Overlay::Result,
            "the typed move's prompt gives way"
        );
        let lines = g.result_lines().unwrap();
        assert_eq!(lines[0], "Black wins by checkmate after 1 move");
        assert_eq!(lines[1], "まで1手で先手の勝ち");
        assert!(lines.iter().any(|l| l.starts_with("u ")), "{lines:?}");
        g.update(&Action::Cancel);
        assert_eq!(g.overlay, Overlay::None);
        // Redraws and later changes do not bring it back.
        g.update(&Action::Flip);
        assert_eq!(g.overlay, Overlay::None);
    }

    #[test]
    fn the_result_box_opens_on_resigning_and_a_key_that_acts_closes_it() {
        let mut g = screen(None);
        type_move(&mut g, "7g7f");
        g.update(&Action::Resign);
        assert_eq!(g.overlay, Overlay::Ask(Question::Resign));
        g.update(&Action::Answer(true));
        assert_eq!(g.overlay, Overlay::Result);
        assert_eq!(g.input_mode(), InputMode::Board);
        // `[` closes the box and looks back at once.
        g.update(&Action::Step(-1));
        assert_eq!(g.overlay, Overlay::None);
        assert_eq!(g.viewing(), Some(0));
        g.update(&Action::Last);
        // Taking the resignation back reopens the game; ending it again
        // announces it again.
        g.update(&Action::Undo);
        assert!(!g.game.is_over());
        g.update(&Action::Resign);
        g.update(&Action::Answer(true));
        assert_eq!(g.overlay, Overlay::Result);
    }

    #[test]
    fn a_name_being_typed_is_not_swept_away_by_the_result() {
        let mut g = screen(None);
        g.overlay = Overlay::SaveName(TextInput::from("my game"));
        // As when a computer resigns while the player types.
        assert!(g.game.resign(Color::White).is_ok());
        g.after_change();
        assert_eq!(g.overlay, Overlay::SaveName(TextInput::from("my game")));
    }

    #[test]
    fn a_finished_game_opened_again_has_no_box() {
        let mut game = Game::even();
        assert!(game.resign(Color::Black).is_ok());
        let g = GameScreen::new(game, false, false);
        assert_eq!(g.overlay, Overlay::None);
    }

    #[test]
    fn a_message_lives_until_the_next_action() {
        let mut g = screen(None);
        type_move(&mut g, "7g7f");
        type_move(&mut g, "3c3d");
        g.update(&Action::Undo);
        g.update(&Action::Undo);
        assert_eq!(g.message, Some(Message::Info("took back 1 move".into())));
        g.update(&Action::Resign);
        assert_eq!(g.message, None, "gone as soon as the player acts");
        g.update(&Action::Answer(true));
        assert_eq!(g.message, None, "nothing stale next to the result");
        // A refusal is the answer to its own action, and the next clears it.
        g.update(&Action::Cancel);
        g.update(&Action::Activate);
        assert!(matches!(g.message, Some(Message::Refusal(_))));
        g.update(&Action::Move(Direction::Up));
        assert_eq!(g.message, None);
    }

    /// A person (Black) against an engine (White), as the page sees it:
    /// the engine is only the events the app hands over.
    fn against_an_engine() -> GameScreen {
        use crate::game::{Player, Players};
        let players = Players::new(
            Player::human("Me"),
            Player::engine("It", "/opt/gikou/gikou --threads 1"),
        );
        GameScreen::new(Game::even().with_players(players), false, false)
    }

    fn usi(text: &str) -> Move {
        Move::from_usi(text).unwrap()
    }

    #[test]
    fn the_bot_keeps_its_name_in_the_players_language_once_it_is_ready() {
        use crate::game::{Player, Players};
        use crate::i18n::{Lang, in_lang};
        use crate::tui::computers::SeatEvent;
        in_lang(Lang::Ja, || {
            let players = Players::new(Player::human("Me"), Player::bot("It", 8));
            let mut g = GameScreen::new(Game::even().with_players(players), false, false);
            assert_eq!(g.seats.name(Color::White), "ボット8（最強）");
            // The bot reports its own, English, name as it starts.
            g.on_seat_event(SeatEvent::Ready {
                side: Color::White,
                name: "Bot 8 (Strongest)".into(),
            });
            assert_eq!(g.seats.name(Color::White), "ボット8（最強）");
        });
    }

    #[test]
    fn a_computers_move_is_played_when_the_app_hands_it_over() {
        use crate::computer::TurnTime;
        use crate::tui::computers::SeatEvent;
        use crate::tui::pages::game::seats::DEFAULT_MOVE_TIME;
        use crate::usi::EngineMove;
        let mut g = against_an_engine();
        assert_eq!(g.turn_time(), TurnTime::PerMove(DEFAULT_MOVE_TIME));
        g.seats.move_time = Some(std::time::Duration::from_millis(500));
        assert_eq!(
            g.turn_time(),
            TurnTime::PerMove(std::time::Duration::from_millis(500))
        );
        assert_eq!(g.seats.name(Color::White), "gikou");
        g.on_seat_event(SeatEvent::Ready {
            side: Color::White,
            name: "Gikou 2".into(),
        });
        assert_eq!(g.seats.name(Color::White), "Gikou 2");
        type_move(&mut g, "7g7f");
        // While it is to move, its moves are not the person's to type:
        // the text waits in its prompt to be put right.
        type_move(&mut g, "3c3d");
        assert_eq!(g.game.ply(), 1);
        assert!(matches!(g.overlay, Overlay::Prompt(_)));
        assert!(
            matches!(&g.message, Some(Message::Refusal(m)) if m.contains("3c")),
            "{:?}",
            g.message
        );
        g.update(&Action::Cancel);
        // An answer for the side that is not to move is stale.
        g.on_seat_event(SeatEvent::Decided {
            side: Color::Black,
            answer: EngineMove::Move(usi("2g2f")),
        });
        assert_eq!(g.game.ply(), 1);
        g.on_seat_event(SeatEvent::Decided {
            side: Color::White,
            answer: EngineMove::Move(usi("3c3d")),
        });
        assert_eq!(g.game.ply(), 2);
        assert_eq!(g.game.moves()[1].mover, Color::White);
        assert_eq!(g.move_texts()[1].japanese, "△３四歩");
        type_move(&mut g, "2g2f");
        g.on_seat_event(SeatEvent::Decided {
            side: Color::White,
            answer: EngineMove::Resign,
        });
        assert_eq!(g.game.outcome().and_then(|o| o.winner), Some(Color::Black));
        assert_eq!(g.message, Some(Message::Info("Gikou 2 resigns".into())));
        assert_eq!(g.overlay, Overlay::Result);
    }

    #[test]
    fn a_computer_that_fails_is_asked_about_and_the_answers_are_requests() {
        use crate::computer::ComputerError;
        use crate::game::PlayerKind;
        use crate::tui::computers::SeatEvent;
        use crate::tui::pages::game::seat_questions::SeatAsk;
        use crate::usi::EngineError;
        let crashed = || SeatEvent::Failed {
            side: Color::White,
            error: ComputerError::Engine(EngineError::Crashed("it exited".into())),
            starting: false,
        };
        let mut g = against_an_engine();
        g.on_seat_event(SeatEvent::Failed {
            side: Color::White,
            error: ComputerError::Engine(EngineError::Spawn {
                program: "/opt/gikou/gikou".into(),
                reason: "no such file".into(),
            }),
            starting: true,
        });
        let why = "gikou: engine failed to start: /opt/gikou/gikou: no such file";
        assert_eq!(
            g.overlay,
            Overlay::Seat(SeatAsk::Failed {
                side: Color::White,
                why: why.into()
            })
        );
        assert!(g.asks_about_seat(Color::White), "the app holds it");
        assert!(!g.asks_about_seat(Color::Black));
        assert_eq!(g.input_mode(), InputMode::Question);
        // y: try again.
        assert_eq!(
            seat_request(g.update(&Action::Answer(true))),
            Some(SeatRequest::Retry(Color::White))
        );
        assert_eq!(g.overlay, Overlay::None);
        assert!(!g.asks_about_seat(Color::White));
        // It crashes on its first move: no move of shogi, so the game goes on.
        type_move(&mut g, "7g7f");
        g.on_seat_event(crashed());
        assert!(!g.game.is_over());
        assert!(g.asks_about_seat(Color::White));
        // b: the built-in bot plays White, in the game and its save.
        let bot = PlayerKind::Bot {
            level: crate::bot::Level::default().number(),
        };
        assert_eq!(
            seat_request(g.update(&Action::Choice('b'))),
            Some(SeatRequest::Replace {
                side: Color::White,
                kind: bot.clone()
            })
        );
        assert_eq!(g.game.players().white.kind, bot);
        assert!(g.seats.name(Color::White).starts_with("Bot "));
        // The bot fails too; h: a person plays White, and plays at once.
        g.on_seat_event(crashed());
        assert_eq!(
            seat_request(g.update(&Action::Choice('h'))),
            Some(SeatRequest::Replace {
                side: Color::White,
                kind: PlayerKind::Human
            })
        );
        assert!(!g.is_computer(Color::White));
        type_move(&mut g, "3c3d");
        assert_eq!(g.game.ply(), 2);
        // n (or Esc) leaves the game as it is.
        let mut g = against_an_engine();
        g.on_seat_event(crashed());
        assert!(matches!(g.update(&Action::Answer(false)), Request::Leave));
        assert!(!g.game.is_over());
    }

    #[test]
    fn an_engine_a_save_names_runs_only_when_trusted() {
        use crate::game::{Player, Players};
        use crate::settings::TrustedEngines;
        use crate::usi::program::Program;
        // A program that is there: trust names files, not command text.
        let command = "sh -c 'exit 0'";
        let players = Players::new(Player::human("Me"), Player::engine("It", command));
        let mut g = GameScreen::new(Game::even().with_players(players), false, false);
        let program = Program::resolve(command).unwrap();
        let mut trusted = TrustedEngines::in_memory();
        trusted.allow(&program).unwrap();
        g.ask_about_untrusted_engines(&trusted);
        assert_eq!(g.overlay, Overlay::None, "allowed before: not asked");
        g.ask_about_untrusted_engines(&TrustedEngines::in_memory());
        assert!(g.asks_about_seat(Color::White));
        assert_eq!(
            seat_request(g.update(&Action::Answer(true))),
            Some(SeatRequest::Trust {
                side: Color::White,
                program: Some(program)
            })
        );
        assert!(!g.asks_about_seat(Color::White));
    }

    #[test]
    fn a_computer_out_of_time_loses_and_its_fault_stays_while_the_game_is_over() {
        use crate::computer::ComputerError;
        use crate::game::EndReason;
        use crate::tui::computers::{Activity, SeatEvent};
        use crate::usi::EngineError;
        let mut g = against_an_engine();
        type_move(&mut g, "7g7f");
        g.on_seat_event(SeatEvent::Failed {
            side: Color::White,
            error: ComputerError::Engine(EngineError::Timeout {
                waiting_for: "go".into(),
                limit: std::time::Duration::from_millis(500),
            }),
            starting: false,
        });
        assert_eq!(
            g.game.outcome().map(|o| &o.reason),
            Some(&EndReason::Timeout)
        );
        assert!(!g.asks_about_seat(Color::White), "nothing to ask");
        let fault = Some("gikou: engine stopped answering: no reply to 'go' within 0.5 s".into());
        assert_eq!(g.seats.fault, fault);
        g.computers_now(Activity::default());
        assert_eq!(g.seats.fault, fault, "kept while the game is over");
        g.update(&Action::Undo);
        assert_eq!(g.game.ply(), 0);
        g.computers_now(Activity::default());
        assert_eq!(g.seats.fault, None, "gone once the game resumes");
    }

    /// Issue 47: `q` leaves at once only when there is nothing to lose; a
    /// game the server has started is never that, before its first move
    /// too. Before the start it only logs out.
    #[test]
    fn q_asks_while_the_servers_game_is_under_way() {
        use crate::game::Player;
        use crate::tui::pages::game::online::OnlinePhase;
        let waiting = || GameScreen::waiting_online("127.0.0.1:4081".into(), Player::human("me"));
        let mut g = waiting();
        assert!(matches!(g.update(&Action::Quit), Request::Leave));
        let mut g = waiting();
        g.offered_online(Game::even(), None, Color::Black, true);
        assert!(matches!(g.update(&Action::Quit), Request::Leave));
        let mut g = waiting();
        g.offered_online(Game::even(), None, Color::Black, true);
        g.online_phase(OnlinePhase::Playing);
        assert_eq!(g.game.ply(), 0);
        assert!(matches!(g.update(&Action::Quit), Request::Nothing));
        assert_eq!(g.overlay, Overlay::Ask(Question::Leave));
        assert!(matches!(g.update(&Action::Answer(true)), Request::Leave));
    }
}
