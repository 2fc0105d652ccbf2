//! The game page's data: the screen's state and the types its fields and
//! overlays hold. It imports nothing from its sibling files that act on the
//! page, so they (and `mod.rs`) can all import it without a circle; the
//! behaviour lives in their `impl GameScreen` blocks.

use super::countdown::Countdown;
use super::work::GameWork;
use crate::computer::ComputerSettings;
use crate::game::clock::whole_seconds_up;
use crate::game::{Reading, TimedGame};
use crate::kifu::evaluation::Evaluation;
use crate::shogi::{Color, Move, Position, Square};
use crate::tui::computers::Activity;
use crate::tui::hint::{HintAbout, Suggestion};
use crate::tui::move_texts::MoveTexts;
use crate::tui::orders::Orders;
use crate::tui::overlay::Layer;
use crate::tui::widgets::status::Message;
use crate::usi::program::{Program, ProgramError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

pub use crate::tui::board_input::Selection;

/// Questions that need a yes or no (their words: `questions.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    Resign,
    Declare,
    Leave,
    /// Play the game a CSA server offers (AGREE) or decline it (REJECT)?
    Offer,
    /// A save with this name exists: replace it?
    Overwrite(String),
}

/// The lines typed on the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamePrompt {
    /// `:`: a move.
    Move,
    /// `s`: the name to save under.
    SaveName,
    /// `t`: a line for the chat (a game on lishogi).
    Chat,
}

/// The shared layer as the game page opens it.
pub type GameLayer = Layer<GamePrompt, Question>;

/// What is drawn over the board and takes the keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    /// The help, the promotion question, the move and name prompts and
    /// the yes/no questions, as on every page.
    Layer(GameLayer),
    Tally,
    /// Who plays a side: run an engine a file names? a computer failed?
    Seat(SeatAsk),
    /// `z` in a game between people: both clocks stopped, the board hidden.
    Paused,
    /// The game just ended: who won, how, and the keys that come next.
    /// The board keys stay live under it; the first one closes it.
    Result,
}

/// What the page knows of its save: the app keeps the game on disk and
/// tells the page how that went, for the status bar and the questions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saving {
    /// The game is kept on disk at all (saving is on).
    pub kept: bool,
    /// Why the last write failed, while it stays failed.
    pub failure: Option<String>,
    /// The name `s` offers: the save's, or one from the date and players.
    pub name: Option<String>,
}

/// Who plays each side, as the page knows it (its behaviour: `seats.rs`).
#[derive(Clone, Debug)]
pub struct Seats {
    /// For the status bar, by `Color::index`; an engine's own name once
    /// it has given it.
    pub(super) names: [String; 2],
    /// What computers are started with (hash size, seed, engine options);
    /// the app reads it when it starts them.
    pub settings: ComputerSettings,
    /// Time per move for every computer; `None` = `DEFAULT_MOVE_TIME`.
    pub move_time: Option<Duration>,
    /// Why a computer failed, kept on screen while the game is over.
    pub fault: Option<String>,
    /// What the computers were doing when the app last looked.
    pub(super) activity: Activity,
}

#[derive(Debug)]
pub struct GameScreen {
    pub game: TimedGame,
    pub cursor: Square,
    pub selection: Selection,
    pub flipped: bool,
    /// Hot-seat: turn the board to the side to move after every move.
    pub auto_flip: bool,
    pub overlay: Overlay,
    pub message: Option<Message>,
    /// What the page asked of its session's work since the last update.
    pub orders: Orders<GameWork>,
    /// Who plays either side, and what the app's computers are doing.
    pub seats: Seats,
    /// How keeping the game on disk goes; the app does the writing.
    pub saving: Saving,
    /// The game clock, timing every move.
    pub clocks: Clocks,
    /// Questions about the players waiting behind the open overlay.
    pub(super) seat_questions: Vec<SeatAsk>,
    pub(super) texts: Vec<MoveTexts>,
    /// Looking back: the board shows the position after this many moves
    /// instead of the game as it stands (`None`). Always below the ply.
    pub(super) viewing: Option<usize>,
    /// Whether the game was over at the last change, so the result box
    /// opens once, when it ends, and not again on every redraw or undo.
    pub(super) was_over: bool,
    /// Whether `H` gives hints in this game; set when it starts (the
    /// menu's Hints row, `play --no-hints`) and kept to its end.
    pub hints: bool,
    /// The hint asked for the game as it stands, found or not yet.
    pub(super) hint: Option<Hint>,
    /// A game on a CSA server: where the connection stands, and our side.
    pub(super) online: Option<super::online_phase::Online>,
    /// What the person asked for on the opponent's turn, done the moment
    /// their own turn comes (`premove.rs`).
    pub(super) premove: Option<Premove>,
    /// A game on lishogi: what its session shows of the site's game.
    pub(super) site: Option<Box<super::site_view::SiteView>>,
    /// What the person asked of the site, for the session to send.
    pub(super) site_asks: Vec<super::site_view::SiteAsk>,
    /// What has been given to be heard (`sounds.rs`).
    pub(super) heard: Heard,
    /// The game database's explorer over a finished game (`explorer.rs`).
    pub(super) explorer: crate::tui::explorer::Overlaid,
    /// The circles and arrows drawn on a finished game (`marks.rs`).
    pub(super) marks: GameMarks,
}

/// What the board shows: read on every key and every redraw, so kept
/// with the data rather than with the keys that look back (`look_back.rs`).
impl GameScreen {
    /// The position after this many moves is on the board.
    pub fn shown_ply(&self) -> usize {
        self.viewing.unwrap_or(self.game.ply())
    }

    /// The earlier position looked at, if the board does not show the live one.
    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    /// The position on the board: the live one, or the one looked back at.
    pub fn shown_position(&self) -> &Position {
        self.game
            .view(self.shown_ply())
            .unwrap_or(self.game.position())
    }
}

/// What the game page has already given to be heard, so that each move,
/// ending and count is heard once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    /// Moves whose sound was given (a game opened with moves is silent
    /// about them; a takeback is silent).
    pub(super) ply: usize,
    pub(super) over: bool,
    /// Refusals since last asked.
    pub(super) refused: bool,
    /// The clock being counted: the side, the move and when its flag
    /// falls; a change of any starts the count afresh.
    pub(super) counting: Option<(Color, usize, Instant)>,
}

/// A move (or, online, a resignation) asked for ahead of the person's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Premove {
    /// `mv` for `side`, and the text it was typed as (`None`: picked on
    /// the board), to give back at the prompt if it cannot be played.
    Move {
        side: Color,
        mv: Move,
        typed: Option<String>,
    },
    /// The server takes a resignation only from the side to move.
    Resign { side: Color },
}

impl Premove {
    pub fn side(&self) -> Color {
        match self {
            Premove::Move { side, .. } | Premove::Resign { side } => *side,
        }
    }
}

/// Where the game clocks read the time: the system's monotonic clock, or
/// a hand-moved one in tests, so that a test of a flag falling after 30
/// seconds takes no time at all.
#[derive(Clone, Debug, Default)]
pub enum Now {
    #[default]
    System,
    /// A test's clock: stands still until moved.
    Manual(Arc<Mutex<Instant>>),
}

impl Now {
    /// A clock that stands still at the present moment until `advance`d.
    pub fn manual() -> Now {
        Now::Manual(Arc::new(Mutex::new(Instant::now())))
    }

    pub fn get(&self) -> Instant {
        match self {
            Now::System => Instant::now(),
            Now::Manual(t) => *t.lock().unwrap_or_else(PoisonError::into_inner),
        }
    }

    /// Moves a manual clock on; the system's cannot be moved.
    pub fn advance(&self, by: Duration) {
        if let Now::Manual(t) = self {
            let mut t = t.lock().unwrap_or_else(PoisonError::into_inner);
            *t += by;
        }
    }
}

#[derive(Debug)]
pub struct Clocks {
    pub now: Now,
    pub(super) countdown: Countdown,
    /// Bells the app has yet to ring (it rings one per tick, so two bells
    /// sound as two).
    pub(super) bells: u8,
    /// What the clocks showed when last drawn (kind and whole seconds), so
    /// a tick redraws only when a shown second changes.
    pub(super) shown: [(u8, u64); 2],
    /// The computer whose turn it is has not started yet (a handshake, a
    /// question about it): its time does not run until it can move.
    pub(super) held: bool,
}

impl Clocks {
    pub fn new(now: Now) -> Clocks {
        Clocks {
            now,
            countdown: Countdown::default(),
            bells: 0,
            shown: [(0, 0); 2],
            held: false,
        }
    }

    pub fn now(&self) -> Instant {
        self.now.get()
    }

    /// One bell for the app to ring now, if any are due.
    pub fn take_bell(&mut self) -> bool {
        let due = self.bells > 0;
        self.bells = self.bells.saturating_sub(1);
        due
    }

    pub(super) fn faces(game: &TimedGame, now: Instant) -> [(u8, u64); 2] {
        let face = |side| match game.clock().reading(side, now) {
            Reading::Untimed => (0, 0),
            Reading::Main(left) => (1, whole_seconds_up(left)),
            Reading::Byoyomi(left) => (2, whole_seconds_up(left)),
            Reading::Out => (3, 0),
        };
        [face(Color::Black), face(Color::White)]
    }
}

/// The hint of the position on the board: asked for, then found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub about: HintAbout,
    /// `None` while the bot is still looking.
    pub found: Option<Suggestion>,
    /// The evaluation with the move found (Black's point of view).
    pub score: Option<Evaluation>,
}

/// A question about the player of `side`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatAsk {
    /// A file names this engine command for `side`: may the program it
    /// runs (or why none can) run?
    Consent {
        side: Color,
        command: String,
        program: Result<Program, ProgramError>,
    },
    /// `side`'s computer could not start, or stopped working, because of `why`.
    Failed { side: Color, why: String },
}

impl SeatAsk {
    pub(super) fn side(&self) -> Color {
        match self {
            SeatAsk::Consent { side, .. } | SeatAsk::Failed { side, .. } => *side,
        }
    }
}

/// Whether `action` plays a move or picks up a piece for one: what waits
/// while a computer is to move or the board shows an earlier position.
pub(super) fn touches_board(action: &crate::tui::action::Action) -> bool {
    matches!(
        action,
        crate::tui::action::Action::Activate
            | crate::tui::action::Action::ClickSquare(_)
            | crate::tui::action::Action::ClickHand(..)
            | crate::tui::action::Action::CycleHand { .. }
            | crate::tui::action::Action::PickHand(_)
    ) || action.is_page(super::command::GameCommand::Declare)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_its_copies_follow() {
        let now = Now::manual();
        let copy = now.clone();
        let t0 = now.get();
        assert_eq!(copy.get(), t0);
        now.advance(Duration::from_secs(30));
        assert_eq!(copy.get(), t0 + Duration::from_secs(30));
    }
}

/// The marks of a finished game (`marks.rs`), by the number of moves of
/// the position they are drawn on: at most one list a position of the
/// game, each capped at `MAX_MARKS`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameMarks {
    pub(super) by_ply: std::collections::BTreeMap<usize, Vec<crate::kifu::marks::Mark>>,
    pub(super) pen: crate::tui::marks::Pen,
}
