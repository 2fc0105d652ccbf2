//! The game controller: a game's start, moves, settings and outcome, and
//! the rules that end games (mate, repetition, impasse, try, move limit),
//! and the clock a timed game is played on.
//! Pure: no terminal, no files.

pub mod clock;
pub mod controller;
pub mod handicap;
pub mod impasse;
pub mod outcome;
pub mod played;
pub mod players;
pub mod repetition;
pub mod replay;
pub mod rules;
pub mod time_control;
pub mod timed;

pub use clock::{Clock, FlagFell, Reading, clock_face};
pub use controller::{
    DeclareError, Game, MissingKings, NothingToUndo, PlayError, Start, missing_kings, try_square,
};
pub use handicap::{Handicap, UnknownHandicap};
pub use impasse::{Declaration, ImpasseTally};
pub use outcome::{EndReason, GameOver, Outcome};
pub use played::{Event, MoveNote, PlayedMove};
pub use players::{MAX_NAME_CHARS, Player, PlayerKind, Players};
pub use replay::{ReplayError, UsiListError, parse_usi_moves, replay};
pub use rules::{BadMoveLimit, MoveLimit, RuleSet, UnknownRuleSet};
pub use time_control::{
    BadDuration, TimeControl, TimeControlError, TimeControls, TimeKind, format_duration,
    parse_duration, second_fraction,
};
pub use timed::TimedGame;
