//! One value for each side, reached by `Color`: who plays, their time,
//! their figures. One type, so that no pair of fields needs its own
//! `match` from a side to a field.

use super::types::Color;
use serde::{Deserialize, Serialize};

/// A value for Black and one for White. The fields stay public and named
/// `black`/`white`: code that means one side reads it by name, code that
/// has a `Color` goes through `get`. Serialized as a struct of those two
/// fields, as the pairs it replaced were.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByColor<T> {
    pub black: T,
    pub white: T,
}

impl<T> ByColor<T> {
    pub const fn new(black: T, white: T) -> ByColor<T> {
        ByColor { black, white }
    }

    pub fn get(&self, side: Color) -> &T {
        match side {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    pub fn get_mut(&mut self, side: Color) -> &mut T {
        match side {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn get_and_get_mut_reach_the_side_named() {
        let mut pair = ByColor::new("sente", "gote");
        assert_eq!(*pair.get(Color::Black), "sente");
        assert_eq!(*pair.get(Color::White), "gote");
        *pair.get_mut(Color::White) = "uwate";
        assert_eq!(pair, ByColor::new("sente", "uwate"));
        *pair.get_mut(Color::Black) = "shitate";
        assert_eq!(pair.black, "shitate");
    }

    #[test]
    fn serializes_as_a_plain_struct_of_black_and_white() {
        // The shape of the hand-written pairs this type replaced.
        #[derive(Serialize)]
        struct Pair {
            black: u8,
            white: u8,
        }
        let pair = ByColor::new(1u8, 2u8);
        let plain = Pair { black: 1, white: 2 };
        let ron_text = ron::to_string(&pair).unwrap_or_default();
        assert_eq!(ron_text, "(black:1,white:2)");
        assert_eq!(ron::to_string(&plain).unwrap_or_default(), ron_text);
        let json = serde_json::to_string(&pair).unwrap_or_default();
        assert_eq!(json, r#"{"black":1,"white":2}"#);
        assert_eq!(serde_json::to_string(&plain).unwrap_or_default(), json);
        assert_eq!(ron::from_str::<ByColor<u8>>(&ron_text).ok(), Some(pair));
        assert_eq!(serde_json::from_str::<ByColor<u8>>(&json).ok(), Some(pair));
    }
}
