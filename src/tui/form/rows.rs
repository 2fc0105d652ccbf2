//! What a page tells the form of itself: its rows and their words, what
//! each shows, which are typed and which chosen, what a change does and
//! what Start asks of the app. The form does the rest.

use crate::tui::page::Flow;
use crate::tui::theme::Theme;
use crate::tui::widgets::form::{Form, chosen, typed};
use crate::tui::widgets::secret_input::SecretInput;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// A row's value, as the form draws it and as its keys treat it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    /// Typed: the text as it may be shown (a secret's dots), after what
    /// leads it (`usi:`).
    Typed { shown: String, lead: &'static str },
    /// Chosen with ← →, Space or Enter: the choice's words, cut to fit.
    Chosen(String),
    /// On or off, chosen as above; its word or two are never cut.
    Switch(String),
    /// The row that acts (Connect, Start): no value.
    Act,
}

impl Row {
    /// A typed row showing its text as it is.
    pub fn text(input: &TextInput) -> Row {
        Row::Typed {
            shown: input.as_str().to_string(),
            lead: "",
        }
    }

    /// Whether ← →, Space and Enter change the row.
    pub fn is_chosen(&self) -> bool {
        matches!(self, Row::Chosen(_) | Row::Switch(_))
    }

    /// What the row shows after its label, in at most `room` columns.
    fn shown(&self, room: usize, focused: bool) -> String {
        match self {
            Row::Typed { shown, lead } => typed(shown, lead, room, focused),
            Row::Chosen(words) => chosen(words, room),
            Row::Switch(words) => format!("‹ {words} ›"),
            Row::Act => String::new(),
        }
    }
}

/// A row's text, which a typed key edits.
pub trait Editable {
    /// Applies `action` if it is an edit; returns whether it was one.
    fn edit(&mut self, action: &crate::tui::action::Action) -> bool;
}

impl Editable for TextInput {
    fn edit(&mut self, action: &crate::tui::action::Action) -> bool {
        TextInput::edit(self, action)
    }
}

impl Editable for SecretInput {
    fn edit(&mut self, action: &crate::tui::action::Action) -> bool {
        SecretInput::edit(self, action)
    }
}

/// How a form looks: its title and the keys said in its bottom border
/// (the catalogue's ids), the columns of its widest label in either
/// language with the pointer, and its box's width on a screen wide
/// enough.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    title: &'static str,
    keys: &'static str,
    label_columns: usize,
    width: u16,
}

impl Look {
    pub const fn new(
        title: &'static str,
        keys: &'static str,
        label_columns: usize,
        width: u16,
    ) -> Look {
        Look {
            title,
            keys,
            label_columns,
            width,
        }
    }
}

/// The parts of `FormRows` every form has alike, from what its page
/// keeps: its `Field` type, its `focus` and `message` fields, its
/// `fields()` (the rows shown now) and `Field::label`; with the row that
/// acts (Connect, Start) and whether some rows are typed.
macro_rules! form_basics {
    ($field:ty, start: $start:expr, typed: $typed:expr) => {
        type Field = $field;
        const START: $field = $start;
        const TYPED: bool = $typed;

        fn rows(&self) -> Vec<$field> {
            self.fields()
        }

        fn label(field: $field) -> String {
            field.label()
        }

        fn focus(&self) -> $field {
            self.focus
        }

        fn set_focus(&mut self, field: $field) {
            self.focus = field;
        }

        fn message(&self) -> Option<&$crate::tui::widgets::status::Message> {
            self.message.as_ref()
        }

        fn status_mut(&mut self) -> &mut Option<$crate::tui::widgets::status::Message> {
            &mut self.message
        }
    };
}
pub(crate) use form_basics;

/// A page that is a form; `form_basics!` gives the parts all forms
/// have alike.
pub trait FormRows {
    /// The page's rows.
    type Field: Copy + PartialEq;
    /// The row Enter acts on (Connect, Start).
    const START: Self::Field;
    /// Whether some rows are typed: then every printable key is text (a
    /// user name may hold a `q`), and the form moves with the arrows and
    /// Tab alone; else it takes the menu's keys.
    const TYPED: bool;
    const LOOK: Look;

    /// The rows shown now, in order.
    fn rows(&self) -> Vec<Self::Field>;

    /// A row's words; a refusal names its row with them.
    fn label(field: Self::Field) -> String;

    fn focus(&self) -> Self::Field;

    fn set_focus(&mut self, field: Self::Field);

    /// What the page's status line holds: a refusal, a warning, what the
    /// app said.
    fn message(&self) -> Option<&Message>;

    /// What the status line shows: the message, unless the page says
    /// something while there is none.
    fn status(&self) -> Option<&Message> {
        self.message()
    }

    /// The status line as the app and the form set it.
    fn status_mut(&mut self) -> &mut Option<Message>;

    /// A row's value.
    fn row(&self, field: Self::Field) -> Row;

    /// A typed row's text; `None` for a row not typed.
    fn input_mut(&mut self, _field: Self::Field) -> Option<&mut dyn Editable> {
        None
    }

    /// A chosen row stepped forward (or back); other rows are left alone.
    fn change(&mut self, field: Self::Field, forward: bool);

    /// A typed row was edited: what was said of the old text goes.
    fn edited(&mut self) {
        *self.status_mut() = None;
    }

    /// Enter on Start: the request for the app, or a refusal.
    fn submit(&mut self) -> Flow;

    /// `why` said on the status line, the focus on `field`, the row to fix.
    fn refuse(&mut self, field: Self::Field, why: String) {
        self.set_focus(field);
        *self.status_mut() = Some(Message::Refusal(why));
    }

    /// Start checked: `request` of what the rows make, or the refusal (the
    /// row to fix and why) said on its row.
    fn submitted<T>(
        &mut self,
        checked: Result<T, (Self::Field, String)>,
        request: impl FnOnce(T) -> Flow,
    ) -> Flow {
        self.accepted(checked).map_or(Flow::Stay, request)
    }

    /// What the rows make, the status cleared; or `None`, the refusal (the
    /// row to fix and why) said on its row.
    fn accepted<T>(&mut self, checked: Result<T, (Self::Field, String)>) -> Option<T> {
        match checked {
            Ok(value) => {
                *self.status_mut() = None;
                Some(value)
            }
            Err((field, why)) => {
                self.refuse(field, why);
                None
            }
        }
    }

    /// The drawing's parts, for the rows shown now.
    fn form(&self) -> Form<'_> {
        let rows = self.rows();
        Form {
            title: crate::i18n::text(Self::LOOK.title),
            keys: crate::i18n::text(Self::LOOK.keys),
            message: self.status(),
            labels: rows.iter().map(|&f| Self::label(f)).collect(),
            focus: rows.iter().position(|&f| f == self.focus()).unwrap_or(0),
            label_columns: Self::LOOK.label_columns,
            width: Self::LOOK.width,
        }
    }

    /// The form's box on `screen`.
    fn rect(&self, screen: Rect) -> Rect {
        self.form().layout(screen).rect
    }

    /// The row under a screen position.
    fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        self.form().row_at(screen, x, y)
    }

    fn draw(&self, screen: Rect, buf: &mut Buffer, theme: &Theme) {
        let rows = self.rows();
        let focus = self.focus();
        self.form().render(screen, buf, theme, |i, room| {
            rows.get(i)
                .map(|&f| self.row(f).shown(room, f == focus))
                .unwrap_or_default()
        });
    }
}
