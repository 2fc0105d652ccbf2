//! What the keys do in the form. Every printable key is text in a text
//! field (a user name may hold a `q`), so the form moves with the arrows,
//! Tab and Shift-Tab; ← → and Space change the two rows that are not
//! typed; Enter goes to the next row and, on Connect, connects; Esc
//! leaves.

use super::state::{Field, OnlineForm};
use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::page::Flow;
use crate::tui::widgets::choice::Steps;
use crate::tui::widgets::status::Message;

impl OnlineForm {
    pub(super) fn on_key(&mut self, action: &Action) -> Flow {
        match action {
            Action::Cancel => return Flow::Leave,
            Action::Move(Direction::Up) => self.step_focus(false),
            Action::Move(Direction::Down) => self.step_focus(true),
            Action::Move(d @ (Direction::Left | Direction::Right)) => {
                self.change(*d == Direction::Right);
            }
            Action::EditText(TextEdit::Newline) | Action::Activate => return self.enter(),
            Action::ClickRow(i) => {
                let Some(&field) = self.fields().get(*i) else {
                    return Flow::Stay;
                };
                // A click focuses a row; a click on the focused row acts like Enter.
                if field != self.focus {
                    self.focus = field;
                    return Flow::Stay;
                }
                return self.enter();
            }
            Action::PromptChar(' ') if matches!(self.focus, Field::Remember | Field::Seat) => {
                self.change(true);
            }
            _ => self.type_text(action),
        }
        Flow::Stay
    }

    /// The next (or previous) row, round.
    fn step_focus(&mut self, forward: bool) {
        let fields = self.fields();
        let n = fields.len();
        let at = fields.iter().position(|f| *f == self.focus).unwrap_or(0);
        let next = if forward { at + 1 } else { at + n - 1 };
        if let Some(&field) = fields.get(next % n) {
            self.focus = field;
        }
    }

    /// The focused row's value changed by ← → or Space, when it is chosen
    /// rather than typed.
    fn change(&mut self, forward: bool) {
        match self.focus {
            Field::Remember => self.remember = !self.remember,
            Field::Seat => {
                self.seat.step(forward);
            }
            _ => {}
        }
    }

    /// Enter: connect on Connect, else change a chosen row or go on to
    /// the next one.
    fn enter(&mut self) -> Flow {
        match self.focus {
            Field::Connect => self.connect(),
            Field::Remember | Field::Seat => {
                self.change(true);
                Flow::Stay
            }
            _ => {
                self.step_focus(true);
                Flow::Stay
            }
        }
    }

    /// Connect: the game begun with the setup, or the row to fix and why.
    pub fn connect(&mut self) -> Flow {
        self.checked()
            .map_or(Flow::Stay, |setup| super::connect::connect(setup))
    }

    /// The setup the rows make, or the row to fix focused and why said.
    pub fn checked(&mut self) -> Option<crate::online::OnlineSetup> {
        match self.setup() {
            Ok(setup) => {
                self.message = None;
                Some(setup)
            }
            Err(why) => {
                self.focus = why.field();
                self.message = Some(Message::Refusal(why.to_string()));
                None
            }
        }
    }

    /// The seat's program cannot run (the app looked for it): said on
    /// the row where it was chosen or typed.
    pub fn refuse_seat(&mut self, why: &str) {
        self.focus = if self.types_engine() {
            Field::Engine
        } else {
            Field::Seat
        };
        self.message = Some(Message::Refusal(crate::t!(
            "online-field-problem",
            field = self.focus.label(),
            why = why
        )));
    }

    /// A typed character, Backspace, Ctrl-U or a paste, into the focused
    /// text field; the chosen rows take no text.
    fn type_text(&mut self, action: &Action) {
        let edited = match self.focus {
            Field::Host => self.host.edit(action),
            Field::Port => self.port.edit(action),
            Field::User => self.user.edit(action),
            Field::Game => self.game.edit(action),
            Field::Password => self.password.edit(action),
            Field::Engine => self.engine.edit(action),
            Field::Remember | Field::Seat | Field::Connect => false,
        };
        if edited {
            self.message = None;
        }
    }
}
