//! How actions change the game screen's state (its data is `state.rs`'s).
//!
//! Every rule question goes to the controller (`Game`) or the rules core:
//! whether a move is legal, which squares a piece may reach, whether a
//! promotion may be chosen, whether the game is over and why. This module
//! only keeps track of what the player is pointing at and what to show.

pub mod clocks;
pub mod command;
mod countdown;
mod explorer;
pub mod hint_key;
pub mod keys;
pub mod lishogi_link;
mod look_back;
mod marks;
pub mod online;
pub mod online_link;
pub mod online_phase;
pub mod open;
mod premove;
pub mod questions;
mod save_as;
pub mod seat_questions;
pub mod seats;
pub mod session;
pub mod site;
mod site_view;
mod sounds;
mod state;
pub mod view;
pub mod work;

pub use state::{
    GameLayer, GamePrompt, GameScreen, Now, Overlay, Premove, Question, Saving, Selection,
};

use crate::game::{Event, Game, GameOver, PlayError, TimedGame};
use crate::i18n::rules::{Shown, ShownIn};
use crate::kifu::{GameInfo, record_of};
use crate::share::{Shareable, Shared};
use crate::shogi::{Bitboard, Color, Move, PieceKind, Setup, Square};
use crate::t;
use crate::tui::action::{Action, Direction};
use crate::tui::board_input::{self, Press};
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::layout::ScreenLayout;
use crate::tui::move_texts::{MoveTexts, notate_moves};
use crate::tui::orders::Orders;
use crate::tui::overlay::{Layer, Step};
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::pages::game::command::GameCommand;
use crate::tui::sound::Sounds;
use crate::tui::typed_move;
use crate::tui::widgets::popup::QuestionPopup;
use crate::tui::widgets::status::{Message, StatusSlot};
pub use keys::GAME_KEYS;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::{Position, Rect};
use seats::Seats;
use state::Clocks;
use std::borrow::Cow;

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
            orders: Orders::default(),
            seats,
            saving: Saving::default(),
            clocks: Clocks::new(state::Now::System),
            seat_questions: Vec::new(),
            texts: Vec::new(),
            viewing: None,
            was_over: game_over,
            hints: true,
            hint: None,
            online: None,
            premove: None,
            site: None,
            site_asks: Vec::new(),
            heard: state::Heard::default(),
            explorer: Default::default(),
            marks: Default::default(),
        };
        s.heard = s.heard_now();
        s.after_change();
        s
    }

    /// Notation of every move played, in order.
    pub fn move_texts(&self) -> &[MoveTexts] {
        &self.texts
    }

    /// Squares to highlight as where the selection may go.
    pub fn destinations(&self) -> Bitboard {
        if self.game.is_over() || matches!(self.selection, Selection::None) {
            return Bitboard::EMPTY;
        }
        board_input::destinations(&self.board_position(), self.selection)
    }

    // Whose pieces the board's keys and the prompt move: asked on every
    // move, so here rather than with the moves kept ahead (`premove.rs`).

    /// The side that may move ahead now: the person here, while the side
    /// to move is played elsewhere and the game goes on.
    pub(super) fn premover(&self) -> Option<Color> {
        if self.game.is_over() {
            return None;
        }
        let mover = self.game.side_to_move();
        let us = mover.opponent();
        let elsewhere = match &self.online {
            Some(online) => {
                online.phase == online_phase::OnlinePhase::Playing && online.us == Some(us)
            }
            None => self.is_computer(mover),
        };
        (elsewhere && !self.is_computer(us)).then_some(us)
    }

    /// The position the board's keys and the prompt take moves in: the
    /// game's, or while moving ahead, the same board with the person to
    /// move.
    pub(super) fn board_position(&self) -> Cow<'_, crate::shogi::Position> {
        match self.premover() {
            Some(us) => {
                let mut pos = self.game.position().clone();
                pos.set_side_to_move(us);
                Cow::Owned(pos)
            }
            None => Cow::Borrowed(self.game.position()),
        }
    }

    /// The side whose pieces the board's keys pick up now.
    pub fn picking_side(&self) -> Color {
        self.board_position().side_to_move()
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
        if let Some(us) = self.online.as_ref().and_then(|o| o.us) {
            return us;
        }
        let mover = self.game.side_to_move();
        if self.game.players().get(mover).is_human() {
            mover
        } else {
            mover.opponent()
        }
    }

    fn handle(&mut self, action: &Action) -> Flow {
        // Stepped where it stands: the layer stays as the step left it (a
        // line entered is selected) unless what it heard closes it.
        if let Overlay::Layer(layer) = &mut self.overlay {
            let step = layer.step(action, GAME_KEYS.len());
            return self.layer_step(step);
        }
        match self.overlay.clone() {
            Overlay::Layer(_) => Flow::Stay,
            Overlay::Tally => {
                if matches!(action, Action::Cancel | Action::Tally | Action::Help) {
                    self.overlay = Overlay::None;
                }
                Flow::Stay
            }
            Overlay::Seat(ask) => self.answer_seat(ask, action),
            Overlay::Paused => {
                match action {
                    // Not Enter: a double press would end the pause by accident.
                    a if a.is_page(GameCommand::Pause) || matches!(a, Action::Cancel) => {
                        self.toggle_pause()
                    }
                    Action::Quit => self.overlay = Overlay::Layer(Layer::Ask(Question::Leave)),
                    Action::ForceQuit => return Flow::Leave,
                    _ => {
                        self.message = Some(Message::Info(t!("game-paused-note")));
                    }
                }
                Flow::Stay
            }
            Overlay::None | Overlay::Result => self.board_action(action),
        }
    }

    /// What the shared layer heard: the help, a promotion, a line typed
    /// or an answer.
    fn layer_step(&mut self, step: Step<GamePrompt, Question>) -> Flow {
        match step {
            Step::Open(layer) => self.overlay = Overlay::Layer(layer),
            Step::Closed | Step::GaveUp | Step::Cancelled(_) | Step::Blank(GamePrompt::Move) => {
                self.overlay = Overlay::None
            }
            Step::Play(mv) => {
                self.overlay = Overlay::None;
                self.play(mv);
            }
            Step::Typed(GamePrompt::Move, text) => self.move_typed(&text),
            Step::Blank(GamePrompt::SaveName) => {
                self.message = Some(Message::Refusal(t!("game-save-needs-name")));
            }
            Step::Typed(GamePrompt::SaveName, name) => self.save_typed(&name),
            Step::Typed(GamePrompt::Chat, text) => self.chat_typed(&text),
            Step::Blank(GamePrompt::Chat) => self.overlay = Overlay::None,
            Step::Answered(q, yes) => return self.answer(q, yes),
            Step::Share(kind, to) => {
                self.overlay = Overlay::None;
                match Shared::of(&self.shareable(), kind, to) {
                    Ok(shared) => return crate::tui::share::share(shared),
                    Err(why) => self.message = Some(Message::Refusal(why.to_string())),
                }
            }
            Step::Leave => return Flow::Leave,
        }
        Flow::Stay
    }

    /// What the copy menu offers: the position on the board (the one
    /// looked back at, if any) and the game so far.
    fn shareable(&self) -> Shareable {
        let ply = self.shown_ply();
        Shareable {
            position: Setup::from(self.shown_position()),
            handicap: self.handicap(),
            record: Some(record_of(self.game.game(), &GameInfo::default())),
            last_move: ply
                .checked_sub(1)
                .and_then(|i| self.game.moves().get(i))
                .map(|m| m.mv.to()),
            move_number: Some(ply),
        }
    }

    fn board_action(&mut self, action: &Action) -> Flow {
        if self.marks_action(action) {
            return Flow::Stay;
        }
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
            Action::Page(c) if let Some(command) = c.get::<GameCommand>() => {
                return self.command(command);
            }
            Action::OpenPrompt => {
                self.overlay = Overlay::Layer(Layer::prompt(GamePrompt::Move, ""))
            }
            Action::Tally => self.overlay = Overlay::Tally,
            Action::Help => self.overlay = Overlay::Layer(Layer::HELP),
            Action::Copy => self.overlay = Overlay::Layer(Layer::share(&self.shareable())),
            Action::Undo => self.undo(),
            Action::Step(_) | Action::First | Action::Last => {
                // The board shows another position: the hint is done with.
                self.hint = None;
                self.look(action);
            }
            Action::Save => self.open_save_prompt(),
            Action::Flip => self.flipped = !self.flipped,
            Action::Quit => {
                // Nothing to lose: leave at once. A game the server has
                // started is never that, first move or not: leaving
                // abandons it there.
                let nothing_to_lose = self.game.is_over() || self.game.ply() == 0;
                if nothing_to_lose && !self.online_game_under_way() {
                    return Flow::Leave;
                }
                self.overlay = Overlay::Layer(Layer::Ask(Question::Leave));
            }
            Action::ForceQuit => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    /// One of the game's own commands (refused first, like every action,
    /// where the turn or the server forbids it).
    fn command(&mut self, command: GameCommand) -> Flow {
        match command {
            GameCommand::Declare => self.ask_declare(),
            GameCommand::Resign => {
                if let Some(o) = self.game.outcome() {
                    self.message = Some(Message::Refusal(
                        GameOver(o.clone()).shown_in(self.handicap()),
                    ));
                } else {
                    self.overlay = Overlay::Layer(Layer::Ask(Question::Resign));
                }
            }
            GameCommand::Pause => self.toggle_pause(),
            GameCommand::Chat => self.open_chat(),
            GameCommand::Abort => self.ask_abort(),
            GameCommand::Hint => self.ask_hint(),
            GameCommand::AnalyseGame => {
                if self.game.is_over() {
                    return session::analyse();
                }
                self.message = Some(Message::Refusal(t!("game-not-over-to-analyse")));
            }
            GameCommand::ToggleAutoFlip => {
                self.auto_flip = !self.auto_flip;
                self.after_change();
                self.message = Some(Message::Info(if self.auto_flip {
                    t!("game-auto-flip-on")
                } else {
                    t!("game-auto-flip-off")
                }));
                let on = self.auto_flip;
                return Flow::then(move |cx, _| {
                    cx.remember(|s| s.auto_flip = on);
                    Flow::Stay
                });
            }
        }
        Flow::Stay
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
        // Also a computer's move, coming with no key: `say` keeps a notice.
        self.message.say(match &event.outcome {
            Some(_) => None,
            None if event.check => Some(Message::Info(t!(
                "game-in-check",
                side = self.side_word(event.mover.opponent())
            ))),
            None => None,
        });
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
        self.overlay = Overlay::Layer(Layer::Ask(Question::Declare));
    }

    /// A yes or a no (Esc: the server waiting for an answer to its offer
    /// hears a decline).
    fn answer(&mut self, q: Question, yes: bool) -> Flow {
        if let Question::Overwrite(name) = q {
            self.answer_overwrite(name, yes);
            return Flow::Stay;
        }
        self.overlay = Overlay::None;
        match q {
            Question::Resign if yes => {
                if let Some(side) = self.resignation_waits() {
                    self.resign_ahead(side);
                    return Flow::Stay;
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
                    return Flow::Stay;
                }
                if let Err(e) = self.game.declare(self.clocks.now()) {
                    self.message = Some(Message::Refusal(e.shown_in(self.handicap())));
                }
                self.after_change();
            }
            Question::Leave if yes => return Flow::Leave,
            Question::Offer => self.answer_offer(yes),
            _ => {}
        }
        Flow::Stay
    }

    /// Enter on a move typed at `:`.
    fn move_typed(&mut self, text: &str) {
        if let Some(o) = self.game.outcome() {
            self.message = Some(Message::Refusal(
                GameOver(o.clone()).shown_in(self.handicap()),
            ));
            return;
        }
        if self.viewing.is_some()
            && let Some(why) = self.viewing_refusal()
        {
            self.message = Some(Message::Refusal(why));
            return;
        }
        if self.online.is_some() && self.refuses_online(&Action::Activate) {
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
        let parsed = typed_move::read(&self.board_position(), text, previous_to, self.handicap());
        match (parsed, ahead) {
            (Ok(mv), Some(side)) => {
                self.move_ahead(side, mv, Some(text.to_string()));
                if self.premove.is_some() {
                    self.overlay = Overlay::None;
                }
            }
            (Ok(mv), None) => {
                let before = self.game.ply();
                self.play(mv);
                // The move may have ended the game and opened the result box.
                let prompt_open = matches!(
                    self.overlay,
                    Overlay::Layer(Layer::Prompt(GamePrompt::Move, _))
                );
                if self.game.ply() != before && prompt_open {
                    self.overlay = Overlay::None;
                }
            }
            // The prompt stays open with the text (selected: the next
            // move typed replaces it), so it can be corrected.
            (Err(why), _) => self.message = Some(Message::Refusal(why)),
        }
    }

    /// Keeps derived state in step with the game: the notation of new moves,
    /// the view of an earlier position, the result box and the hot-seat
    /// orientation. (Its session writes the save afterwards: `GameSession::settle`.)
    pub(super) fn after_change(&mut self) {
        notate_moves(&self.game, &mut self.texts);
        if self.hint.is_some() {
            self.forget_stale_hint();
        }
        self.viewing = self.viewing.filter(|&p| p < self.game.ply());
        let over = self.game.is_over();
        // A name being typed, or a question about a seat, is not swept away.
        let busy = matches!(
            self.overlay,
            Overlay::Seat(_)
                | Overlay::Layer(
                    Layer::Prompt(GamePrompt::SaveName, _) | Layer::Ask(Question::Overwrite(_))
                )
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
        if self.premove.is_some() {
            self.settle_premove();
        }
    }
}

impl Page for GameScreen {
    fn input_mode(&self) -> InputMode {
        if self.explorer_open() {
            return self.explorer_mode();
        }
        match self.overlay {
            Overlay::None | Overlay::Result | Overlay::Paused => InputMode::Own,
            Overlay::Seat(_) => InputMode::Question,
            Overlay::Layer(ref layer) => layer.input_mode(),
            Overlay::Tally => InputMode::Popup,
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        let table = if self.explorer_open() {
            crate::tui::explorer::keys::OVERLAY_KEYS
        } else {
            GAME_KEYS
        };
        key_action(self.input_mode(), key, |code| lookup(table, code))
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match &self.overlay {
            Overlay::Layer(layer) => {
                layer.click(self, self.game.position(), self.flipped, area, x, y)
            }
            Overlay::Tally => Some(Action::Cancel),
            Overlay::Paused => None,
            // A click on the box closes it; one beside it acts on the board.
            Overlay::Result
                if self.result_lines().is_some_and(|lines| {
                    view::result_rect(area, &lines).contains(Position { x, y })
                }) =>
            {
                Some(Action::Cancel)
            }
            Overlay::Seat(ask) => {
                let text = self.seat_question_text(ask);
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

    fn update(&mut self, action: &Action) -> Flow {
        // A message answers one action: the next one clears it, so an old
        // word never sits next to news it no longer fits.
        self.message = None;
        if self.overlay == Overlay::Result {
            self.overlay = Overlay::None;
            // Closing the box is all Esc, Enter or a click mean here; any
            // other key also does what it does on the board.
            if matches!(action, Action::Cancel | Action::Activate) {
                return Flow::Stay;
            }
        }
        if let Some(flow) = self.explorer_update(action) {
            return flow;
        }
        // The parts a game may lack (a server, a look back, questions
        // about its seats) are asked only when it has them.
        if self.online.is_some() && self.cancels_online(action) {
            return Flow::Leave;
        }
        let held = self.overlay == Overlay::None
            && ((self.online.is_some() && self.refuses_online(action))
                || (self.viewing.is_some() && self.refuses_while_viewing(action))
                || self.waits_for_computer(action));
        let request = if held {
            Flow::Stay
        } else {
            self.handle(action)
        };
        if !self.seat_questions.is_empty() {
            self.next_seat_question();
        }
        // The message was cleared above: a refusal now is this action's.
        self.heard.refused |= matches!(self.message, Some(Message::Refusal(_)));
        request
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    fn takes_look_keys(&self) -> bool {
        matches!(self.overlay, Overlay::None | Overlay::Result)
    }

    fn wants_ticks(&self) -> bool {
        self.clock_needs_ticks() || self.explorer_waiting()
    }

    fn tick(&mut self) -> bool {
        // Both, whichever changed.
        let polled = self.explorer_poll();
        self.tick_clock() || polled
    }

    fn take_sounds(&mut self) -> Sounds {
        GameScreen::take_sounds(self)
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        view::render_game(prefs, self, area, buf);
        explorer::render_explorer(prefs, self, area, buf);
    }
}

#[cfg(test)]
mod tests;
pub use session::GameSession;
