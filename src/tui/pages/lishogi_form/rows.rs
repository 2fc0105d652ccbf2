//! The form's rows as the form component (`tui::form`) asks for them:
//! what each shows (the token as dots, never as text), which are typed,
//! what ← → change, and Start, which asks the app to play. The clock is
//! checked against the Board API's minimum after every change.

use super::state::{Field, LishogiForm, PlanKind};
use crate::lishogi::ColorChoice;
use crate::t;
use crate::tui::form::{Editable, FormRows, FormView, Look, Row, form_basics, seat};
use crate::tui::page::Flow;
use crate::tui::widgets::choice::Steps;
use crate::tui::widgets::status::Message;

/// The form drawn, as a widget.
pub type LishogiFormView<'a> = FormView<'a, LishogiForm>;

impl FormRows for LishogiForm {
    form_basics!(Field, start: Field::Start, typed: true);
    const LOOK: Look = Look::new("lishogiplay-form-title", "lishogiplay-form-keys", 20, 72);

    fn row(&self, field: Field) -> Row {
        let either = |on: bool, yes: &str, no: &str| crate::i18n::text(if on { yes } else { no });
        match field {
            Field::Server => Row::text(&self.server),
            Field::Token => Row::Typed {
                shown: self.token.masked(),
                lead: "",
            },
            Field::Remember => {
                Row::Switch(either(self.remember, "lishogiplay-on", "lishogiplay-off"))
            }
            Field::Seat => Row::Chosen(seat::shown(&self.seat)),
            Field::Engine => Row::Typed {
                shown: self.engine.as_str().to_string(),
                lead: "usi:",
            },
            Field::Plan => Row::Chosen(self.plan.label()),
            Field::User => Row::text(&self.user),
            Field::Level => Row::Chosen(self.level.to_string()),
            Field::Minutes => Row::text(&self.minutes),
            Field::Byoyomi => Row::text(&self.byoyomi),
            Field::Increment => Row::text(&self.increment),
            Field::Periods => Row::text(&self.periods),
            Field::Rated => Row::Chosen(either(
                self.rated,
                "lishogiplay-rated",
                "lishogiplay-casual",
            )),
            Field::Color => Row::Chosen(match self.color {
                ColorChoice::Random => t!("lishogiplay-color-random"),
                ColorChoice::Sente => t!("lishogiplay-color-sente"),
                ColorChoice::Gote => t!("lishogiplay-color-gote"),
            }),
            Field::Start => Row::Act,
        }
    }

    fn input_mut(&mut self, field: Field) -> Option<&mut dyn Editable> {
        Some(match field {
            Field::Server => &mut self.server,
            Field::Token => &mut self.token,
            Field::Engine => &mut self.engine,
            Field::User => &mut self.user,
            Field::Minutes => &mut self.minutes,
            Field::Byoyomi => &mut self.byoyomi,
            Field::Increment => &mut self.increment,
            Field::Periods => &mut self.periods,
            _ => return None,
        })
    }

    fn change(&mut self, field: Field, forward: bool) {
        let step = |at: usize, n: usize| {
            if forward {
                (at + 1) % n
            } else {
                (at + n - 1) % n
            }
        };
        match field {
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

    /// The Board API's minimum is said as soon as the clock typed is
    /// below it.
    fn edited(&mut self) {
        self.warn_or_clear();
    }

    fn submit(&mut self) -> Flow {
        self.start()
    }
}

impl LishogiForm {
    /// Start: the setup for the app, or the row to fix and why.
    pub fn start(&mut self) -> Flow {
        let checked = self.setup().map_err(|why| (why.field(), why.to_string()));
        self.submitted(checked, super::connect::start)
    }

    /// The setup the rows make, or the row to fix focused and why said.
    pub fn checked(&mut self) -> Option<crate::tui::lishogi_setup::LishogiSetup> {
        let checked = self.setup().map_err(|why| (why.field(), why.to_string()));
        self.accepted(checked)
    }

    /// The seat's program cannot run (the app looked for it).
    pub fn refuse_seat(&mut self, why: &str) {
        let field = if self.types_engine() {
            Field::Engine
        } else {
            Field::Seat
        };
        let words = t!(
            "lishogiplay-field-problem",
            field = field.label(),
            why = why
        );
        self.refuse(field, words);
    }

    /// The status line after a change: the Board API's minimum when the
    /// clock is below it (said before anything is sent), else nothing.
    fn warn_or_clear(&mut self) {
        self.message = self.too_fast().map(|why| Message::Info(why.to_string()));
    }
}
