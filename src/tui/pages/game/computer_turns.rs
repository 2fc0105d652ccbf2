//! The game screen's side of playing a computer: how long it may think,
//! applying what it decided through the controller, ending the game or
//! asking the player when it fails, and keeping the player's hands off
//! the board while it thinks. The computer itself runs in the app
//! (`tui::computers`), which hands its news here.

use super::state::touches_board;
use super::state::{GameScreen, SeatAsk, Selection};
use crate::computer::ComputerError;
use crate::game::{DeclareError, PlayError, PlayerKind};
use crate::i18n::rules::Shown;
use crate::shogi::Color;
use crate::t;
use crate::tui::action::Action;
use crate::tui::computers::{Activity, SeatEvent};
use crate::tui::pages::game::command::GameCommand;
use crate::tui::widgets::status::{Message, StatusSlot};
use crate::usi::{EngineError, EngineMove};
use crate::words::Said;

impl GameScreen {
    /// Whether `side` is played by a computer (the bot or an engine).
    pub fn is_computer(&self, side: Color) -> bool {
        !self.game.players().get(side).is_human()
    }

    /// What the computers are busy with, told by the app each time it has
    /// brought them in line with the game. A computer's failure stays in
    /// view only while the game it ended is over.
    pub fn computers_now(&mut self, activity: Activity) {
        // A computer's time runs only while it searches: not while it
        // starts, waits for the player's word, or sits out the pause that
        // lets a person follow two computers.
        let mover = self.game.side_to_move();
        let searching = matches!(activity.thinking, Some((side, _)) if side == mover);
        let held = match &self.online {
            // The server's clock runs from its START whoever sits here.
            Some(_) => self.online_clock_held(),
            None => self.is_computer(mover) && !searching,
        };
        self.hold_clock(held);
        self.seats.set_activity(activity);
        if !self.game.is_over() {
            self.seats.fault = None;
        }
    }

    /// True (with a word to the player) when `action` would touch the
    /// board while a computer is to move.
    pub(super) fn waits_for_computer(&mut self, action: &Action) -> bool {
        let mover = self.game.side_to_move();
        if self.game.is_over() || !self.is_computer(mover) {
            return false;
        }
        let both = self.is_computer(mover.opponent());
        // With no person in the game there is no one to resign for.
        if !(touches_board(action) || (both && action.is_page(GameCommand::Resign))) {
            return false;
        }
        // The person's next move may be made ahead (`premove.rs`); only
        // a declaration is for the person's own turn.
        if self.premover().is_some() && !action.is_page(GameCommand::Declare) {
            return false;
        }
        let name = self.seats.name(mover);
        let text = if both {
            t!("game-computers-playing", name = name)
        } else {
            t!("game-computer-to-move", name = name)
        };
        self.selection = Selection::None;
        self.message = Some(Message::Info(text));
        true
    }

    /// What a computer did, handed over by the app that runs it: a move
    /// (or resignation, or declaration) is played through the controller,
    /// a failure ends the game or asks the player what to do.
    pub fn on_seat_event(&mut self, event: SeatEvent) {
        match event {
            SeatEvent::Ready { side, name } => {
                // An engine goes by its own name (`id name`), in the
                // records too. The bot keeps its seat's name, which is in
                // the player's language ("ボット8（最強）"), where the
                // computer's own is English.
                if matches!(
                    self.game.players().get(side).kind,
                    PlayerKind::Engine { .. }
                ) {
                    self.game.players_mut().get_mut(side).name = name.clone();
                    self.seats.set_name(side, name);
                }
            }
            SeatEvent::Decided { side, answer } => self.computer_decided(side, answer),
            SeatEvent::Failed {
                side,
                error,
                starting,
            } => self.computer_failed(side, &error, starting),
        }
    }

    fn computer_decided(&mut self, side: Color, answer: EngineMove) {
        if self.game.is_over() || self.game.side_to_move() != side {
            return;
        }
        let name = self.seats.name(side).to_string();
        match answer {
            EngineMove::Move(mv) => match self.apply_move(mv) {
                Ok(_) | Err(PlayError::Over(_)) => {}
                // The engine client and the bot check their moves, so
                // this is a bug somewhere; the controller has the last word.
                Err(PlayError::Illegal(reason)) => {
                    let error = ComputerError::Engine(EngineError::IllegalMove { mv, reason });
                    self.computer_failed(side, &error, false);
                }
            },
            EngineMove::Resign => {
                if self.game.resign(side).is_ok() {
                    self.message.say(Some(Message::Info(t!(
                        "game-computer-resigns",
                        name = name
                    ))));
                }
            }
            // Only with time left, as for a person: a declaration after the
            // flag fell is a loss on time.
            EngineMove::DeclareWin if self.lose_if_out_of_time().is_err() => {}
            EngineMove::DeclareWin => match self.game.declare(self.clocks.now()) {
                Ok(_) | Err(DeclareError::Over(_)) => {
                    self.message.say(Some(Message::Info(t!(
                        "game-computer-declares",
                        name = name
                    ))));
                }
                Err(DeclareError::NotAvailable(rules)) => {
                    // Declaring where the rules do not allow it is a foul.
                    let _ = self.game.end_with_illegal_move(None);
                    let why = t!(
                        "game-computer-declared-foul",
                        name = name,
                        rules = rules.shown()
                    );
                    self.seats.fault = Some(why.clone());
                    self.message.say(Some(Message::Notice(why)));
                }
            },
        }
        self.after_change();
    }

    /// A computer failed. A foul on its move (out of time, an illegal or
    /// malformed move) ends the game the way the rules decide; any other
    /// failure (it would not start, it died, it broke the protocol) is no
    /// move of shogi, so the game stays unfinished and the player chooses:
    /// try again, or someone else plays that side.
    fn computer_failed(&mut self, side: Color, error: &ComputerError, starting: bool) {
        let on_move = !starting && self.game.side_to_move() == side;
        let text = format!("{}: {}", self.seats.name(side), error.said());
        // An already finished game keeps its result.
        let _ = match error {
            ComputerError::Engine(EngineError::Timeout { .. }) if on_move => {
                self.game.lose_on_time(side)
            }
            ComputerError::Engine(EngineError::IllegalMove { mv, reason }) if on_move => {
                self.game.end_with_illegal_move(Some((*mv, reason.clone())))
            }
            ComputerError::Engine(EngineError::MalformedMove { .. }) if on_move => {
                self.game.end_with_illegal_move(None)
            }
            _ => {
                // The app holds the computer while the player is asked.
                self.seats.fault = Some(text.clone());
                self.message.say(Some(Message::Notice(text.clone())));
                self.ask_about_seat(SeatAsk::Failed { side, why: text });
                return;
            }
        };
        self.seats.fault = Some(text.clone());
        self.message.say(Some(Message::Notice(text)));
        self.after_change();
    }
}
