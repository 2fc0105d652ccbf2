//! What the keys do in the form: as in the online form, every printable
//! key is text in a text row, the arrows and Tab move, ← → and Space
//! change a chosen row, Enter goes on and, on Start, starts; Esc leaves.

use super::state::{Field, LishogiForm, PlanKind};
use crate::lishogi::ColorChoice;
use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::page::Flow;
use crate::tui::widgets::choice::Steps;
use crate::tui::widgets::status::Message;

impl LishogiForm {
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
                if field != self.focus {
                    self.focus = field;
                    return Flow::Stay;
                }
                return self.enter();
            }
            Action::PromptChar(' ') if self.focus.is_chosen() => self.change(true),
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

    /// A chosen row's value stepped by ← →, Space or Enter.
    fn change(&mut self, forward: bool) {
        let step = |at: usize, n: usize| {
            if forward {
                (at + 1) % n
            } else {
                (at + n - 1) % n
            }
        };
        match self.focus {
            Field::Remember => self.remember = !self.remember,
            Field::Rated => self.rated = !self.rated,
            Field::Seat => {
                self.seat.step(forward);
            }
            Field::Plan => {
                let all = PlanKind::ALL;
                let at = all.iter().position(|p| *p == self.plan).unwrap_or(0);
                self.plan = all[step(at, all.len())];
            }
            Field::Level => {
                self.level =
                    u8::try_from(step(usize::from(self.level.clamp(1, 8) - 1), 8) + 1).unwrap_or(1);
            }
            Field::Color => {
                let all = [ColorChoice::Random, ColorChoice::Sente, ColorChoice::Gote];
                let at = all.iter().position(|c| *c == self.color).unwrap_or(0);
                self.color = all[step(at, all.len())];
            }
            _ => return,
        }
        self.warn_or_clear();
    }

    /// Enter: start on Start, else change a chosen row or go on.
    fn enter(&mut self) -> Flow {
        match self.focus {
            Field::Start => self.start(),
            f if f.is_chosen() => {
                self.change(true);
                Flow::Stay
            }
            _ => {
                self.step_focus(true);
                Flow::Stay
            }
        }
    }

    /// Start: the game begun with the setup, or the row to fix and why.
    pub fn start(&mut self) -> Flow {
        self.checked()
            .map_or(Flow::Stay, |setup| super::connect::start(setup))
    }

    /// The setup the rows make, or the row to fix focused and why said.
    pub fn checked(&mut self) -> Option<crate::tui::lishogi_setup::LishogiSetup> {
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

    /// The seat's program cannot run (the app looked for it).
    pub fn refuse_seat(&mut self, why: &str) {
        self.focus = if self.types_engine() {
            Field::Engine
        } else {
            Field::Seat
        };
        self.message = Some(Message::Refusal(crate::t!(
            "lishogiplay-field-problem",
            field = self.focus.label(),
            why = why
        )));
    }

    /// The status line after a change: the Board API's minimum when the
    /// clock is below it (said before anything is sent), else nothing.
    fn warn_or_clear(&mut self) {
        self.message = self.too_fast().map(|why| Message::Info(why.to_string()));
    }

    fn type_text(&mut self, action: &Action) {
        let edited = match self.focus {
            Field::Server => self.server.edit(action),
            Field::Token => self.token.edit(action),
            Field::Engine => self.engine.edit(action),
            Field::User => self.user.edit(action),
            Field::Minutes => self.minutes.edit(action),
            Field::Byoyomi => self.byoyomi.edit(action),
            Field::Increment => self.increment.edit(action),
            Field::Periods => self.periods.edit(action),
            _ => false,
        };
        if edited {
            self.warn_or_clear();
        }
    }
}
