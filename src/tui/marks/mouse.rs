//! The mouse's right button as lishogi reads it: a click circles, a drag
//! draws an arrow, and the modifier keys held choose the colour (none:
//! green, Shift or Ctrl: red, Alt: blue, Shift and Alt: yellow).

use crate::kifu::marks::{Brush, Spot};
use crate::tui::action::Action;
use ratatui::crossterm::event::KeyModifiers;

/// The spot a click action names: a square or a piece in hand.
pub fn spot_of(click: Option<Action>) -> Option<Spot> {
    match click? {
        Action::ClickSquare(sq) => Some(Spot::Square(sq)),
        Action::ClickHand(color, kind) => Some(Spot::Hand(color, kind)),
        _ => None,
    }
}

/// The colour the modifier keys held choose.
pub fn brush_of(held: KeyModifiers) -> Brush {
    let red = held.intersects(KeyModifiers::SHIFT | KeyModifiers::CONTROL);
    let blue = held.intersects(KeyModifiers::ALT | KeyModifiers::META);
    match (red, blue) {
        (false, false) => Brush::Green,
        (true, false) => Brush::Red,
        (false, true) => Brush::Blue,
        (true, true) => Brush::Yellow,
    }
}

/// The right button let go on `to` after it went down on `from`: the
/// mark drawn, or nothing when either end is off the board and stands.
pub fn released(from: Option<Spot>, to: Option<Spot>, held: KeyModifiers) -> Option<Action> {
    Some(Action::MarkDragged {
        from: from?,
        to: to?,
        brush: brush_of(held),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::Square;

    #[test]
    fn modifiers_choose_lishogis_colours_and_off_the_board_draws_nothing() {
        assert_eq!(brush_of(KeyModifiers::NONE), Brush::Green);
        assert_eq!(brush_of(KeyModifiers::SHIFT), Brush::Red);
        assert_eq!(brush_of(KeyModifiers::ALT), Brush::Blue);
        assert_eq!(
            brush_of(KeyModifiers::SHIFT | KeyModifiers::ALT),
            Brush::Yellow
        );
        let at = Some(Spot::Square(Square::SQ_5E));
        assert_eq!(released(at, None, KeyModifiers::NONE), None);
        assert_eq!(released(None, at, KeyModifiers::NONE), None);
        assert_eq!(
            spot_of(Some(Action::ClickSquare(Square::SQ_5E))),
            at,
            "a click on a square names it"
        );
        assert_eq!(spot_of(Some(Action::ClickRow(2))), None);
    }
}
