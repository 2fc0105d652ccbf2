//! The form component on a form of its own: a typed row, a chosen one,
//! a switch and Start, whose check wants the typed row filled in.

use super::testing::{Action, Flow, Message, Page, press, render, type_text};
use super::{Editable, FormRows, Look, Row, form_basics};
use crate::tui::action::{Direction, TextEdit};
use crate::tui::input::InputMode;
use crate::tui::widgets::text_input::TextInput;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Name,
    Size,
    Loud,
    Start,
}

struct Sample {
    name: TextInput,
    size: usize,
    loud: bool,
    focus: Field,
    message: Option<Message>,
    /// Whether the size row is shown.
    sized: bool,
}

impl Field {
    fn label(self) -> String {
        format!("{self:?}")
    }
}

impl Sample {
    fn fields(&self) -> Vec<Field> {
        [Field::Name, Field::Size, Field::Loud, Field::Start]
            .into_iter()
            .filter(|f| *f != Field::Size || self.sized)
            .collect()
    }
}

fn sample() -> Sample {
    Sample {
        name: TextInput::new(),
        size: 0,
        loud: false,
        focus: Field::Name,
        message: None,
        sized: true,
    }
}

impl FormRows for Sample {
    form_basics!(Field, start: Field::Start, typed: true);
    const LOOK: Look = Look::new("online-form-title", "online-form-keys", 8, 40);

    fn input_mut(&mut self, field: Field) -> Option<&mut dyn Editable> {
        (field == Field::Name).then_some(&mut self.name as &mut dyn Editable)
    }

    fn change(&mut self, field: Field, _forward: bool) {
        match field {
            Field::Size => self.size = 1 - self.size,
            Field::Loud => self.loud = !self.loud,
            _ => {}
        }
    }

    fn row(&self, field: Field) -> Row {
        match field {
            Field::Name => Row::text(&self.name),
            Field::Size => Row::Chosen(["small", "large"][self.size].to_string()),
            Field::Loud => Row::Switch(if self.loud { "on" } else { "off" }.to_string()),
            Field::Start => Row::Act,
        }
    }

    fn submit(&mut self) -> Flow {
        let checked = if self.name.is_blank() {
            Err((Field::Name, String::from("Name: type one")))
        } else {
            Ok(())
        };
        self.submitted(checked, |()| Flow::Leave)
    }
}

fn down(f: &mut Sample) {
    press(f, Action::Move(Direction::Down));
}

#[test]
fn the_focus_goes_round_the_rows_shown_both_ways() {
    let mut f = sample();
    for want in [Field::Size, Field::Loud, Field::Start, Field::Name] {
        down(&mut f);
        assert_eq!(f.focus, want);
    }
    press(&mut f, Action::Move(Direction::Up));
    assert_eq!(f.focus, Field::Start);
    f.sized = false;
    f.focus = Field::Name;
    down(&mut f);
    assert_eq!(f.focus, Field::Loud, "a hidden row is passed over");
}

#[test]
fn enter_goes_on_from_a_typed_row_and_changes_a_chosen_one() {
    let mut f = sample();
    press(&mut f, Action::EditText(TextEdit::Newline));
    assert_eq!(f.focus, Field::Size);
    press(&mut f, Action::Activate);
    assert_eq!((f.focus, f.size), (Field::Size, 1));
    press(&mut f, Action::Move(Direction::Left));
    assert_eq!(f.size, 0, "← changes it too");
}

#[test]
fn space_is_text_in_a_typed_row_and_a_change_in_a_chosen_one() {
    let mut f = sample();
    type_text(&mut f, "a b");
    assert_eq!(f.name.as_str(), "a b");
    f.focus = Field::Loud;
    type_text(&mut f, " x");
    assert!(f.loud);
    assert_eq!(f.name.as_str(), "a b", "no row of this focus takes text");
}

#[test]
fn start_refused_says_why_on_the_row_to_fix_and_typing_there_clears_it() {
    let mut f = sample();
    f.focus = Field::Start;
    assert!(matches!(press(&mut f, Action::Activate), Flow::Stay));
    assert_eq!(f.focus, Field::Name);
    assert_eq!(
        f.message,
        Some(Message::Refusal(String::from("Name: type one")))
    );
    let drawn = render(&f, 60, 12);
    assert!(drawn.contains("Name: type one"), "{drawn}");
    type_text(&mut f, "x");
    assert_eq!(f.message, None);
    f.focus = Field::Start;
    assert!(matches!(press(&mut f, Action::Activate), Flow::Leave));
}

#[test]
fn a_click_focuses_a_row_and_a_second_click_acts() {
    let mut f = sample();
    press(&mut f, Action::ClickRow(2));
    assert_eq!((f.focus, f.loud), (Field::Loud, false));
    press(&mut f, Action::ClickRow(2));
    assert!(f.loud);
    assert!(matches!(press(&mut f, Action::ClickRow(9)), Flow::Stay));
    assert_eq!(f.focus, Field::Loud, "no row there");
}

#[test]
fn home_and_end_go_to_the_first_row_and_start_and_escape_leaves() {
    let mut f = sample();
    press(&mut f, Action::Last);
    assert_eq!(f.focus, Field::Start);
    press(&mut f, Action::First);
    assert_eq!(f.focus, Field::Name);
    assert!(matches!(press(&mut f, Action::Cancel), Flow::Leave));
    assert_eq!(f.input_mode(), InputMode::Text);
}

#[test]
fn each_row_shows_its_value_after_its_label_the_focus_pointed_at() {
    let mut f = sample();
    type_text(&mut f, "abc");
    let drawn = render(&f, 60, 12);
    assert!(drawn.contains("▸ Name   abc▏"), "{drawn}");
    assert!(drawn.contains("  Size   ‹ small ›"), "{drawn}");
    assert!(drawn.contains("  Loud   ‹ off ›"), "{drawn}");
}
