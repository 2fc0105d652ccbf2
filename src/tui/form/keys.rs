//! What the keys do on a form: ↑ ↓ (and Tab, Shift-Tab where rows are
//! typed) go round the rows; ← →, Space and Enter change a chosen row;
//! Enter goes on from a typed row and acts on Start; a click focuses a
//! row and a second click acts as Enter; other keys edit the focused
//! typed row; Esc (or `q` where nothing is typed) leaves.

use super::rows::FormRows;
use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::page::Flow;

pub fn on_key<F: FormRows>(form: &mut F, action: &Action) -> Flow {
    match action {
        Action::Cancel | Action::Quit => return Flow::Leave,
        Action::Move(Direction::Up) => step_focus(form, false),
        Action::Move(Direction::Down) => step_focus(form, true),
        Action::Move(d @ (Direction::Left | Direction::Right)) => {
            form.change(form.focus(), *d == Direction::Right);
        }
        Action::First => {
            if let Some(&first) = form.rows().first() {
                form.set_focus(first);
            }
        }
        Action::Last => form.set_focus(F::START),
        Action::EditText(TextEdit::Newline) | Action::Activate => return enter(form),
        Action::ClickRow(i) => {
            let Some(&field) = form.rows().get(*i) else {
                return Flow::Stay;
            };
            // A click focuses a row; a click on the focused row acts like Enter.
            if field != form.focus() {
                form.set_focus(field);
                return Flow::Stay;
            }
            return enter(form);
        }
        Action::PromptChar(' ') if form.row(form.focus()).is_chosen() => {
            form.change(form.focus(), true);
        }
        _ => type_text(form, action),
    }
    Flow::Stay
}

/// The next (or previous) row, round.
fn step_focus<F: FormRows>(form: &mut F, forward: bool) {
    let rows = form.rows();
    let n = rows.len();
    let at = rows.iter().position(|&f| f == form.focus()).unwrap_or(0);
    let next = if forward { at + 1 } else { at + n - 1 };
    if let Some(&field) = rows.get(next % n.max(1)) {
        form.set_focus(field);
    }
}

/// Enter: act on Start, else change a chosen row or go on to the next.
fn enter<F: FormRows>(form: &mut F) -> Flow {
    let focus = form.focus();
    if focus == F::START {
        return form.submit();
    }
    if form.row(focus).is_chosen() {
        form.change(focus, true);
    } else {
        step_focus(form, true);
    }
    Flow::Stay
}

/// A typed character, Backspace, Ctrl-U or a paste, into the focused
/// typed row; the other rows take no text.
fn type_text<F: FormRows>(form: &mut F, action: &Action) {
    let Some(input) = form.input_mut(form.focus()) else {
        return;
    };
    if input.edit(action) {
        form.edited();
    }
}
