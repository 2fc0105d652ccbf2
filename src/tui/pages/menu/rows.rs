//! The menu's rows, in one table: each row's label, in the order shown,
//! and for an on/off row how it reads and writes the settings. An on/off
//! setting is one line here (besides its field in `Settings`): the menu
//! gives it a picker, shows, steps, remembers and stores it from this.

use crate::settings::Settings;
use crate::shogi::Color;

/// How an on/off row reads its value from the settings and writes it
/// back. Its value before any settings are read is the one
/// `Settings::default()` gives.
#[derive(Clone, Copy)]
pub(super) struct OnOff {
    pub read: fn(&Settings) -> bool,
    pub write: fn(&mut Settings, bool),
}

/// Declares `RowKind` from the table below, so that a row is named,
/// ordered and labelled in one line.
macro_rules! rows {
    ($($(#[$doc:meta])* $kind:ident: $label:literal $(, $on_off:expr)?;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum RowKind {
            $($(#[$doc])* $kind,)*
        }

        impl RowKind {
            /// The rows, in the order they are shown.
            pub(super) const ORDER: &'static [RowKind] = &[$(RowKind::$kind),*];

            pub fn label(self) -> &'static str {
                match self {
                    $(RowKind::$kind => $label,)*
                }
            }

            /// How an on/off row reads and writes the settings; `None`
            /// for the other rows.
            pub(super) fn on_off(self) -> Option<OnOff> {
                match self {
                    $(RowKind::$kind => rows!(@on_off $($on_off)?),)*
                }
            }
        }
    };
    (@on_off) => { None };
    (@on_off $on_off:expr) => { Some($on_off) };
}

rows! {
    /// Shown only while the folder holds an unfinished game no one has open.
    Continue: "Continue";
    NewGame: "Start a new game";
    Black: "☗ Black (sente)";
    /// Shown only while a person plays that side.
    BlackName: "  Black's name";
    White: "☖ White (gote)";
    WhiteName: "  White's name";
    Rules: "Impasse rule";
    Handicap: "Handicap";
    MoveLimit: "Move limit";
    Clock: "Clock";
    /// Computers' time per move in untimed games.
    MoveTime: "Computer's time";
    /// Whether the bell rings in the last seconds of a clock.
    Bell: "Countdown bell", OnOff { read: |s| !s.quiet, write: |s, on| s.quiet = !on };
    Theme: "Colour theme";
    Glyphs: "Pieces";
    /// Whether a hot-seat game turns the board to the side to move.
    AutoFlip: "Hot-seat auto-flip", OnOff { read: |s| s.auto_flip, write: |s, on| s.auto_flip = on };
    /// Whether the hint key works in the games started here (off: a
    /// serious game).
    Hints: "Hints (H in a game)", OnOff { read: |s| s.hints, write: |s, on| s.hints = on };
    /// The tsume puzzles (`shogi-tui puzzles`).
    Puzzles: "Puzzles (詰将棋)";
    /// The position editor (局面編集).
    Editor: "Set up a position";
    Load: "Load / review a game";
    /// The online form: play on a CSA server.
    Online: "Play online (CSA server)";
    Help: "Help";
    Quit: "Quit";
}

impl RowKind {
    /// The name row of a side.
    pub(super) fn name_of(side: Color) -> RowKind {
        match side {
            Color::Black => RowKind::BlackName,
            Color::White => RowKind::WhiteName,
        }
    }

    /// The player row of a side.
    pub(super) fn player_of(side: Color) -> RowKind {
        match side {
            Color::Black => RowKind::Black,
            Color::White => RowKind::White,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub kind: RowKind,
    pub label: &'static str,
    /// A few words shown after an action's label (what Continue resumes).
    pub detail: Option<String>,
}
