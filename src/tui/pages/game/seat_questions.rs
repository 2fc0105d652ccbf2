//! Questions about who plays a side, asked before the game can go on:
//! whether to run an engine that a saved game names (a file must never
//! start a program the player did not approve), and what to do when a
//! computer could not start or stopped working (try again, or let the
//! built-in bot or a person take over). Either way the game itself stays
//! as it was: unfinished, saved, and continuable. The answers are requests
//! (`SeatRequest`): its session, which runs the computers, carries them out.

pub use super::state::SeatAsk;
use super::state::{GameScreen, Overlay};
use super::work::{GameWork, SeatRequest};
use crate::bot::Level;
use crate::game::PlayerKind;
use crate::kifu::escape::escape_controls;
use crate::settings::TrustedEngines;
use crate::shogi::Color;
use crate::t;
use crate::tui::action::Action;
use crate::tui::page::Flow;
use crate::tui::pages::game::seats::seat_name;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::usi::program::Program;
use crate::words::Said;

impl GameScreen {
    /// Engines of a game that came from a file start only once the player
    /// agrees: each one not allowed before is asked about, and the app
    /// holds it while the question is open.
    pub fn ask_about_untrusted_engines(&mut self, trusted: &TrustedEngines) {
        for side in Color::ALL {
            let PlayerKind::Engine { command } = &self.game.players().get(side).kind else {
                continue;
            };
            let program = Program::resolve(command);
            if !program.as_ref().is_ok_and(|p| trusted.allows(p)) {
                let command = command.clone();
                self.ask_about_seat(SeatAsk::Consent {
                    side,
                    command,
                    program,
                });
            }
        }
    }

    /// Whether the player is asked (or is about to be) who plays `side`:
    /// its computer must not run until the answer.
    pub fn asks_about_seat(&self, side: Color) -> bool {
        let open = matches!(&self.overlay, Overlay::Seat(ask) if ask.side() == side);
        open || self.seat_questions.iter().any(|ask| ask.side() == side)
    }

    /// Opens the question now, or after the one open now is answered.
    pub(super) fn ask_about_seat(&mut self, ask: SeatAsk) {
        if self.overlay == Overlay::None {
            self.overlay = Overlay::Seat(ask);
        } else {
            self.seat_questions.push(ask);
        }
    }

    /// Shows the next waiting question once nothing else is open.
    pub(super) fn next_seat_question(&mut self) {
        if self.overlay == Overlay::None && !self.seat_questions.is_empty() {
            self.overlay = Overlay::Seat(self.seat_questions.remove(0));
        }
    }

    pub(super) fn answer_seat(&mut self, ask: SeatAsk, action: &Action) -> Flow {
        let side = ask.side();
        let mut trusted = None;
        let request = match action {
            Action::Answer(true) => {
                self.seats.fault = None;
                if let SeatAsk::Consent {
                    program: Ok(program),
                    ..
                } = ask
                {
                    trusted = Some(Box::new(program));
                }
                SeatRequest::Start(side)
            }
            Action::Choice('b') => self.seat_taken_over(
                side,
                PlayerKind::Bot {
                    level: Level::default().number(),
                },
            ),
            Action::Choice('h') => self.seat_taken_over(side, PlayerKind::Human),
            // The game stays as it is, unfinished and saved, to continue later.
            Action::Answer(false) | Action::Cancel => return Flow::Leave,
            _ => return Flow::Stay,
        };
        self.overlay = Overlay::None;
        self.next_seat_question();
        self.orders.give(GameWork::Seat(request));
        // A program that is not found has nothing to remember.
        trusted.map_or(Flow::Stay, |program| {
            Flow::then(move |cx, top| {
                if let Some(news) = cx.trust(&program) {
                    top.page_mut().on_news(news);
                }
                Flow::Stay
            })
        })
    }

    /// `kind` plays `side` from now on, in the game and in its save; the
    /// app swaps the computers.
    fn seat_taken_over(&mut self, side: Color, kind: PlayerKind) -> SeatRequest {
        self.seats.set_name(side, seat_name(&kind));
        self.seats.fault = None;
        let player = self.game.players_mut().get_mut(side);
        player.kind = kind.clone();
        let who = self.seats.name(side).to_string();
        self.message = Some(Message::Info(t!(
            "game-seat-taken-over",
            side = self.side_word(side),
            who = who
        )));
        self.after_change();
        SeatRequest::Replace { side, kind }
    }

    /// The words of a seat question.
    pub(super) fn seat_question_text(&self, ask: &SeatAsk) -> QuestionText {
        let side = self.side_word(ask.side());
        let others = t!("game-seat-others", side = side.clone());
        match ask {
            SeatAsk::Consent {
                command, program, ..
            } => QuestionText {
                title: t!("game-consent-title"),
                lines: vec![
                    t!("game-consent-engine", side = side),
                    format!("  {}", escape_controls(command)),
                    // What runs is this file, whatever the text above
                    // would mean elsewhere.
                    match program {
                        Ok(p) => t!("game-consent-runs", program = escape_controls(&p.shown())),
                        Err(e) => t!("game-consent-cannot-run", why = escape_controls(&e.said())),
                    },
                    match program {
                        Ok(_) => t!("game-consent-only-if-you-agree"),
                        Err(_) => t!("game-consent-nothing-runs"),
                    },
                    others,
                ],
                yes: t!("game-consent-yes"),
                no: t!("game-seat-no"),
                keep_visible: None,
            },
            SeatAsk::Failed { why, .. } => QuestionText {
                title: t!("game-failed-title", side = side),
                lines: vec![
                    escape_controls(why).into_owned(),
                    t!("game-failed-kept"),
                    others,
                ],
                yes: t!("game-failed-yes"),
                no: t!("game-seat-no"),
                keep_visible: None,
            },
        }
    }
}
