//! The form's rows as the form component (`tui::form`) asks for them:
//! what each shows (the password as dots, never as text), which are
//! typed, what ← → change, and Connect, which asks the app to go online.

use super::state::{Field, OnlineForm};
use crate::t;
use crate::tui::form::{Editable, FormRows, FormView, Look, Row, form_basics, seat};
use crate::tui::page::Flow;
use crate::tui::widgets::choice::Steps;

/// The form drawn, as a widget.
pub type OnlineFormView<'a> = FormView<'a, OnlineForm>;

impl FormRows for OnlineForm {
    form_basics!(Field, start: Field::Connect, typed: true);
    /// "Remember password" is the widest label.
    const LOOK: Look = Look::new("online-form-title", "online-form-keys", 21, 70);

    fn row(&self, field: Field) -> Row {
        match field {
            Field::Host => Row::text(&self.host),
            Field::Port => Row::text(&self.port),
            Field::User => Row::text(&self.user),
            Field::Game => Row::text(&self.game),
            Field::Password => Row::Typed {
                shown: self.password.masked(),
                lead: "",
            },
            Field::Engine => Row::Typed {
                shown: self.engine.as_str().to_string(),
                lead: "usi:",
            },
            Field::Remember => Row::Switch(if self.remember {
                t!("online-on")
            } else {
                t!("online-off")
            }),
            Field::Seat => Row::Chosen(seat::shown(&self.seat)),
            Field::Connect => Row::Act,
        }
    }

    fn input_mut(&mut self, field: Field) -> Option<&mut dyn Editable> {
        Some(match field {
            Field::Host => &mut self.host,
            Field::Port => &mut self.port,
            Field::User => &mut self.user,
            Field::Game => &mut self.game,
            Field::Password => &mut self.password,
            Field::Engine => &mut self.engine,
            Field::Remember | Field::Seat | Field::Connect => return None,
        })
    }

    fn change(&mut self, field: Field, forward: bool) {
        match field {
            Field::Remember => self.remember = !self.remember,
            Field::Seat => {
                self.seat.step(forward);
            }
            _ => {}
        }
    }

    /// Connect: the setup for the app, or the field to fix and why.
    fn submit(&mut self) -> Flow {
        let checked = self.setup().map_err(|why| (why.field(), why.to_string()));
        self.submitted(checked, super::connect::connect)
    }
}

impl OnlineForm {
    /// Connect as the keys do it, for `shogi-tui online` given every
    /// field on its command line.
    pub fn connect(&mut self) -> Flow {
        self.submit()
    }

    /// The setup the rows make, or the row to fix focused and why said.
    pub fn checked(&mut self) -> Option<crate::online::OnlineSetup> {
        let checked = self.setup().map_err(|why| (why.field(), why.to_string()));
        self.accepted(checked)
    }

    /// The seat's program cannot run (the app looked for it): said on
    /// the row where it was chosen or typed.
    pub fn refuse_seat(&mut self, why: &str) {
        let field = if self.types_engine() {
            Field::Engine
        } else {
            Field::Seat
        };
        let words = t!("online-field-problem", field = field.label(), why = why);
        self.refuse(field, words);
    }
}
