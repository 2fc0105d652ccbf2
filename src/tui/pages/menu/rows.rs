//! The menu's rows, in one table: each row's label, in the order shown,
//! and for an on/off row how it reads and writes the settings. An on/off
//! setting is one line here (besides its field in `Settings`): the menu
//! gives it a picker, shows, steps, remembers and stores it from this.

use crate::settings::Settings;
use crate::shogi::Color;
use crate::tui::page::Flow;

/// How an on/off row reads its value from the settings and writes it
/// back. Its value before any settings are read is the one
/// `Settings::default()` gives.
#[derive(Clone, Copy)]
pub(super) struct OnOff {
    pub read: fn(&Settings) -> bool,
    pub write: fn(&mut Settings, bool),
}

/// Declares `RowKind` from the table below, so that a row is named,
/// ordered, labelled (by its message in the catalogue) and, for a page the
/// menu opens by itself, given its opener (`=> …`) in one line.
macro_rules! rows {
    ($($(#[$doc:meta])* $kind:ident: $label:literal $(, $on_off:expr)? $(=> $opens:expr)?;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum RowKind {
            $($(#[$doc])* $kind,)*
        }

        impl RowKind {
            /// The rows, in the order they are shown.
            pub(super) const ORDER: &'static [RowKind] = &[$(RowKind::$kind),*];

            /// The row's words, in the language of the moment.
            pub fn label(self) -> String {
                crate::i18n::text(match self {
                    $(RowKind::$kind => $label,)*
                })
            }

            /// How an on/off row reads and writes the settings; `None`
            /// for the other rows.
            pub(super) fn on_off(self) -> Option<OnOff> {
                match self {
                    $(RowKind::$kind => rows!(@some $($on_off)?),)*
                }
            }

            /// What a row that opens a page by itself asks for (a page
            /// that needs nothing of the app: no file, no setting, no
            /// work); `None` for the other rows, which the menu's keys
            /// handle.
            pub(super) fn opens(self) -> Option<fn() -> Flow> {
                match self {
                    $(RowKind::$kind => rows!(@some $($opens)?),)*
                }
            }
        }
    };
    (@some) => { None };
    (@some $value:expr) => { Some($value) };
}

rows! {
    /// Shown only while the folder holds an unfinished game no one has open.
    Continue: "menu-row-continue";
    NewGame: "menu-row-new-game";
    Black: "menu-row-black";
    /// Shown only while a person plays that side.
    BlackName: "menu-row-black-name";
    White: "menu-row-white";
    WhiteName: "menu-row-white-name";
    Rules: "menu-row-rules";
    Handicap: "menu-row-handicap";
    MoveLimit: "menu-row-move-limit";
    Clock: "menu-row-clock";
    /// Computers' time per move in untimed games.
    MoveTime: "menu-row-move-time";
    /// Off, or the volume: off is a silent program, the bell included.
    Sound: "menu-row-sound";
    /// What counts a clock's last seconds: a voice, the bell or nothing.
    CountVoice: "menu-row-count-voice";
    /// The click of each move, heavier for a capture.
    PieceSounds: "menu-row-piece-sounds", OnOff { read: |s| s.sound.pieces, write: |s, on| s.sound.pieces = on };
    Theme: "menu-row-theme";
    Glyphs: "menu-row-glyphs";
    /// English or Japanese, over the locale's; named in both languages so
    /// that a player who cannot read the one shown still finds it.
    Language: "menu-row-language";
    /// Whether a hot-seat game turns the board to the side to move.
    AutoFlip: "menu-row-auto-flip", OnOff { read: |s| s.auto_flip, write: |s, on| s.auto_flip = on };
    /// Whether the hint key works in the games started here (off: a
    /// serious game).
    Hints: "menu-row-hints", OnOff { read: |s| s.hints, write: |s, on| s.hints = on };
    // The game database's rows sit between the settings and the pages,
    // where no row counted from the top or from Quit moves.
    /// The names the player plays under: what "my games" means to the
    /// explorer; typed as a list, comma-separated.
    MyNames: "menu-row-my-names";
    /// Whether finished games (played here, online, engine matches) go
    /// into the game database as they end.
    ImportFinished: "menu-row-import-finished", OnOff { read: |s| s.database.import_finished, write: |s, on| s.database.import_finished = on };
    /// The game database's list: filter, sort, open, export, delete.
    Games: "games-menu-row" => games::open::list;
    /// The drills due today from the player's own mistakes.
    Drills: "drills-menu-row" => quiz::open::drills;
    /// The tsume puzzles (`shogi-tui puzzles`).
    Puzzles: "menu-row-puzzles" => puzzles::open::builtin;
    /// The position editor (局面編集).
    Editor: "menu-row-editor";
    Load: "menu-row-load" => load::open::list;
    /// The opening book review shows: after Load, which opens review,
    /// and below what a 24-row screen shows at once, so that no row above
    /// it is pushed out of view.
    Book: "menu-row-book";
    /// The online form: play on a CSA server.
    Online: "menu-row-online" => online_form::connect::open;
    /// The lishogi form: play people on lishogi (Board API).
    Lishogi: "menu-row-lishogi" => lishogi_form::connect::open;
    /// A series between two engines or levels (`shogi-tui match`).
    EngineMatch: "menu-row-engine-match" => engine_match::open_form;
    /// Which shogi-tui this is, and where it keeps the player's things.
    About: "about-menu-row" => crate::tui::pages::about::open;
    Help: "menu-row-help";
    Quit: "menu-row-quit";
}

use crate::tui::pages::{engine_match, games, lishogi_form, load, online_form, puzzles, quiz};

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
    /// A few words shown after an action's label (what Continue resumes).
    pub detail: Option<String>,
}
