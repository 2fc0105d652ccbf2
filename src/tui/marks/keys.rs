//! The marks' keys, one table every studied board puts in its own (so its
//! help shows them): digits and `*`, which no board cursor's table uses
//! (a board cursor's letters pick pieces and its page's commands).

use crate::kifu::marks::Brush;
use crate::tui::action::Action;
use crate::tui::input::{Binding, MOUSE_RIGHT, row};
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

/// `1`–`4` in lishogi's order of its brushes (its modifier keys give
/// green, red, blue, yellow).
pub const DRAW: Binding = row(
    "1 2 3 4",
    "marks-key-draw",
    &[
        (Char('1'), Action::Mark(Brush::Green)),
        (Char('2'), Action::Mark(Brush::Red)),
        (Char('3'), Action::Mark(Brush::Blue)),
        (Char('4'), Action::Mark(Brush::Yellow)),
    ],
);
/// `*`: where an arrow starts, as USI writes a drop `P*5e`.
pub const ARROW_FROM: Binding = row(
    "*",
    "marks-key-arrow-from",
    &[(Char('*'), Action::MarkFrom)],
);
pub const CLEAR: Binding = row("0", "marks-key-clear", &[(Char('0'), Action::ClearMarks)]);
/// The mouse's right button, read by the app (`tui/app.rs`).
pub const MOUSE: Binding = row(MOUSE_RIGHT, "marks-key-mouse", &[]);

/// Every row, in the order the help shows them.
pub const ALL: [Binding; 4] = [DRAW, ARROW_FROM, CLEAR, MOUSE];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::input::lookup;

    #[test]
    fn the_digits_are_the_four_brushes_and_zero_clears() {
        let table = ALL;
        for (c, brush) in ['1', '2', '3', '4'].into_iter().zip(Brush::ALL) {
            assert_eq!(lookup(&table, Char(c)), Some(Action::Mark(brush)), "{c}");
        }
        assert_eq!(lookup(&table, Char('0')), Some(Action::ClearMarks));
        assert_eq!(lookup(&table, Char('*')), Some(Action::MarkFrom));
    }
}
