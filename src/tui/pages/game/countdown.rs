//! The shown countdown of the last seconds: what an electronic shogi
//! clock does when a player is about to run out of time. In the last ten
//! seconds of byoyomi (or of time with nothing behind it) each new second
//! is announced in the status bar with one bell; in the last five, with
//! two, like the clocks amateurs use. The bells ring only when the count
//! is the bell's (the sound settings; `sounds.rs` gives them to the app),
//! or no voice can be heard.

use crate::shogi::Color;

/// The seconds announced once, each time a new whole second begins.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Countdown {
    /// The turn (mover, moves made) and second last announced, so a
    /// second is announced once however often the screen is drawn, and a
    /// new turn starts counting afresh.
    last: Option<(Color, usize, u64)>,
}

/// One announcement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub side: Color,
    pub seconds: u64,
    /// How many times the bell rings for it.
    pub bells: u8,
}

impl Countdown {
    /// Given the seconds left to count down for `side` on the turn after
    /// `ply` moves (the clock's `countdown`), the announcement due, if a
    /// new second has begun. Zero is the flag's fall, which is announced
    /// as the result, not counted.
    pub fn due(&mut self, side: Color, ply: usize, seconds: Option<u64>) -> Option<Announcement> {
        let s = seconds.filter(|&s| (1..=10).contains(&s))?;
        if self.last == Some((side, ply, s)) {
            return None;
        }
        self.last = Some((side, ply, s));
        Some(Announcement {
            side,
            seconds: s,
            bells: if s <= 5 { 2 } else { 1 },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_second_is_announced_once_with_two_bells_in_the_last_five() {
        let mut c = Countdown::default();
        let b = Color::Black;
        assert_eq!(c.due(b, 4, Some(11)), None);
        assert_eq!(c.due(b, 4, None), None);
        let ten = c.due(b, 4, Some(10));
        assert_eq!(ten.map(|a| (a.seconds, a.bells)), Some((10, 1)));
        assert_eq!(c.due(b, 4, Some(10)), None, "the same second again");
        assert_eq!(c.due(b, 4, Some(6)).map(|a| a.bells), Some(1));
        assert_eq!(c.due(b, 4, Some(5)).map(|a| a.bells), Some(2));
        assert_eq!(c.due(b, 4, Some(1)).map(|a| a.bells), Some(2));
        assert_eq!(c.due(b, 4, Some(0)), None, "the flag falls: no count");
    }

    #[test]
    fn a_new_turn_counts_afresh() {
        let mut c = Countdown::default();
        assert!(c.due(Color::Black, 4, Some(7)).is_some());
        // White's turn, then Black's next turn in the same second count.
        assert!(c.due(Color::White, 5, Some(7)).is_some());
        assert!(c.due(Color::Black, 6, Some(7)).is_some());
    }
}
