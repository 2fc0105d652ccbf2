//! The editor page's state: the position as set up so far (a `Setup`,
//! which may not be playable yet), the cursor, the piece held, what is
//! open over the board and the mate solver's answer. Apart from what the
//! keys do (mod.rs, edit.rs), the drawing (view.rs) and the prompts
//! (paste.rs, write.rs), which all need it.

use super::work::EditorWork;
use crate::mate::MateReport;
use crate::shogi::{Color, Hand, Piece, PieceKind, Position, PositionError, Setup, Square};
use crate::t;
use crate::tui::orders::Orders;
use crate::tui::overlay::Layer;
use crate::tui::page::Flow;
use crate::tui::pages::play_from::PlayFrom;
use crate::tui::widgets::status::Message;
use std::path::PathBuf;

/// Where the cursor is: a square, or a line of a stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Square(Square),
    /// A stand and the line of it (0 = the top, the strongest kind held).
    Hand(Color, usize),
}

/// A piece picked up with Space (or a click), to be put down elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// The piece on this square.
    Square(Square),
    /// One piece of this kind from this side's hand.
    Hand(Color, PieceKind),
}

/// What the mate solver is doing for the page.
#[derive(Clone, Debug, Default)]
pub enum Mate {
    #[default]
    Idle,
    /// Solving the position of this SFEN.
    Solving(String),
    /// The answer about the position of this SFEN. A mate's moves are
    /// the answer to a problem being set: they are `shown` only when the
    /// player asks again (`M`), never the instant the solver finds them.
    Answer {
        sfen: String,
        report: MateReport,
        shown: bool,
    },
}

/// The lines typed in the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorPrompt {
    /// `:`: an SFEN, or a diagram's lines, of which these were read so far.
    Paste {
        lines: Vec<String>,
        /// The position before the prompt opened, back on Esc.
        before: Box<Setup>,
    },
    /// `W`: the path to write to.
    SavePath,
}

/// The editor's yes/no questions (their words: `write.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorQuestion {
    /// A file is at the path: replace it?
    Overwrite(PathBuf),
    /// Esc with a position set up and not written: leave it?
    Leave,
}

/// The shared layer as the editor opens it.
pub type EditorLayer = Layer<EditorPrompt, EditorQuestion>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorOverlay {
    None,
    /// The help, the `:` and `W` prompts and the questions, drawn and
    /// answered as on every page.
    Layer(EditorLayer),
    /// `v`: who plays each side.
    PlayFrom(PlayFrom),
    /// `d`: the game database's explorer (`explorer.rs`).
    Explorer,
}

impl EditorOverlay {
    /// Whether `:` is open: a diagram may be arriving line by line.
    pub fn pasting(&self) -> bool {
        matches!(
            self,
            EditorOverlay::Layer(Layer::Prompt(EditorPrompt::Paste { .. }, _))
        )
    }
}

#[derive(Clone, Debug)]
pub struct EditorScreen {
    pub(super) setup: Setup,
    /// The rules core's verdict on `setup`, kept in step with it.
    pub(super) checked: Result<Position, PositionError>,
    pub cursor: Spot,
    pub held: Option<Held>,
    pub flipped: bool,
    pub overlay: EditorOverlay,
    pub message: Option<Message>,
    /// What the page asked of its session's work since the last update.
    pub orders: Orders<EditorWork>,
    /// The handicap `a` put on the board last (index into
    /// `Handicap::ALL`), so that the next `a` gives the next one.
    pub(super) handicap: Option<usize>,
    pub(super) mate: Mate,
    /// The position as the page opened with it or last wrote it: Esc
    /// leaves without asking while the board still shows it.
    pub(super) kept: Setup,
    /// `T` waits for the solver's proof to open the position as a tsume.
    pub(super) tsume_asked: bool,
    /// The tsume proven after `T`, for the app to open on the puzzles
    /// page (the answer came with time, not with a key).
    pub(super) ready_tsume: Option<ProvenTsume>,
    /// The save folder, where `W` writes a name typed without a folder;
    /// `None` when the app keeps nothing on disk (the name is then
    /// written where the program runs).
    pub(super) save_dir: Option<PathBuf>,
    /// The game database's explorer, once `d` opened it.
    pub(super) explorer: Option<crate::tui::explorer::Explorer>,
    /// The circles and arrows drawn on the board (`marks.rs`).
    pub(super) marks: Vec<crate::kifu::marks::Mark>,
    /// Where an arrow drawn from the keys starts (`*`).
    pub(super) pen: crate::tui::marks::Pen,
}

/// A tsume the solver proved, waiting for the app to open it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProvenTsume {
    pub puzzle: Box<crate::tsume::Puzzle>,
    /// Its length is only the solver's line's, not proven the shortest:
    /// the puzzles page must not call it "mate in N".
    pub line_only: bool,
}

impl ProvenTsume {
    /// This tsume on the puzzles page.
    pub(super) fn flow(self) -> Flow {
        crate::tui::pages::puzzles::open::tsume(*self.puzzle, self.line_only)
    }
}

impl EditorScreen {
    /// The tsume `T` waited for, once its solver proved it.
    pub fn take_tsume(&mut self) -> Option<ProvenTsume> {
        self.ready_tsume.take()
    }

    pub fn new(setup: Setup) -> EditorScreen {
        let checked = Position::try_from(&setup);
        let setup_copy = setup.clone();
        EditorScreen {
            setup,
            checked,
            cursor: Spot::Square(Square::SQ_5E),
            held: None,
            flipped: false,
            overlay: EditorOverlay::None,
            message: Some(Message::Info(t!("editor-welcome"))),
            orders: Orders::default(),
            handicap: None,
            mate: Mate::Idle,
            kept: setup_copy,
            tsume_asked: false,
            ready_tsume: None,
            save_dir: None,
            explorer: None,
            marks: Vec::new(),
            pen: crate::tui::marks::Pen::default(),
        }
    }

    /// The page with `W` writing into the save folder `dir`.
    pub fn saving_into(mut self, dir: Option<PathBuf>) -> EditorScreen {
        self.save_dir = dir;
        self
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The position, when the rules accept it; else why not.
    pub fn checked(&self) -> &Result<Position, PositionError> {
        &self.checked
    }

    /// Every change of the position goes through here: it is checked
    /// again, and an answer about another position no longer stands.
    pub(super) fn set_setup(&mut self, setup: Setup) {
        self.checked = Position::try_from(&setup);
        self.setup = setup;
        if !matches!(self.mate, Mate::Idle) {
            self.mate = Mate::Idle;
        }
        self.tsume_asked = false;
        self.keep_cursor_on_stand();
    }

    pub(super) fn change(&mut self, edit: impl FnOnce(&mut Setup)) {
        let mut setup = self.setup.clone();
        edit(&mut setup);
        self.set_setup(setup);
    }

    /// Why a game cannot start from the position, legal as it may be:
    /// a game needs both kings, a mate problem only the defender's.
    pub fn game_refusal(&self) -> Option<String> {
        crate::game::missing_kings(self.checked().as_ref().ok()?)
            .map(|m| crate::i18n::rules::Shown::shown(&m))
    }

    /// The position as set up, for drawing only: it is not checked, so
    /// it may hold what no game can (two kings, a pawn on the last rank),
    /// and must never be played on. Hands beyond what a position stores
    /// are shown as the set's count.
    pub fn sketch(&self) -> Position {
        sketch(&self.setup)
    }

    /// The SFEN of the position as set up, playable or not: the setup's
    /// own, not the sketch's, whose hands are capped to what a set holds
    /// (three rooks in hand would read `2R` beside a refusal that speaks
    /// of three).
    pub fn sfen(&self) -> String {
        match &self.checked {
            Ok(pos) => pos.to_sfen(),
            Err(_) => self.setup.to_sfen(),
        }
    }

    /// The kinds `color` holds, in the order its stand lists them.
    pub fn stand_kinds(&self, color: Color) -> Vec<PieceKind> {
        hand_of(&self.setup, color).iter().map(|(k, _)| k).collect()
    }

    /// The hand kind under the cursor, when it is on a stand line that
    /// lists one.
    pub fn kind_at_cursor(&self) -> Option<(Color, PieceKind)> {
        match self.cursor {
            Spot::Hand(c, line) => self.stand_kinds(c).get(line).map(|&k| (c, k)),
            Spot::Square(_) => None,
        }
    }

    /// A stand that lists fewer kinds than before keeps the cursor on
    /// its last line.
    fn keep_cursor_on_stand(&mut self) {
        if let Spot::Hand(c, line) = self.cursor {
            let last = self.stand_kinds(c).len().saturating_sub(1);
            self.cursor = Spot::Hand(c, line.min(last));
        }
    }

    /// The mate solver's state.
    pub fn mate(&self) -> &Mate {
        &self.mate
    }

    /// The SFEN being solved, while the solver works for this page.
    pub fn solving(&self) -> Option<&str> {
        match &self.mate {
            Mate::Solving(sfen) => Some(sfen),
            _ => None,
        }
    }
}

/// `setup`'s hand of `color`, bounded by the set so that `Hand` holds it.
pub(super) fn hand_of(setup: &Setup, color: Color) -> Hand {
    PieceKind::HAND.iter().fold(Hand::EMPTY, |hand, &kind| {
        let n = setup.hand_count(color, kind).min(kind.set_count());
        hand.with_count(kind, n).unwrap_or(hand)
    })
}

/// See [`EditorScreen::sketch`].
pub(super) fn sketch(setup: &Setup) -> Position {
    let mut pos = Position::empty();
    for sq in Square::all() {
        if let Some(p) = setup.piece_at(sq) {
            pos.put_piece(sq, p);
        }
    }
    for c in Color::ALL {
        pos.set_hand(c, hand_of(setup, c));
    }
    pos.set_side_to_move(setup.side_to_move);
    pos.set_ply(setup.move_number.max(1));
    pos
}

/// `setup` with `color`'s hand holding `n` of `kind`, everything else the
/// same (a `Setup` only adds to hands).
pub(super) fn with_hand_count(setup: &Setup, color: Color, kind: PieceKind, n: u8) -> Setup {
    let mut out = Setup::empty();
    for sq in Square::all() {
        out.set_piece(sq, setup.piece_at(sq));
    }
    for c in Color::ALL {
        for k in PieceKind::HAND {
            let count = if (c, k) == (color, kind) {
                n
            } else {
                setup.hand_count(c, k)
            };
            out.add_to_hand(c, k, count);
        }
    }
    out.side_to_move = setup.side_to_move;
    out.move_number = setup.move_number;
    out
}

/// The piece `p` as the other side's.
pub(super) fn flipped_owner(p: Piece) -> Piece {
    Piece::new(p.color.opponent(), p.kind)
}

/// What a solver stopped before its answer says.
pub fn stopped() -> crate::mate::MateReport {
    crate::mate::MateReport {
        outcome: crate::mate::MateOutcome::Unknown(crate::mate::Limit::Stopped),
        nodes: 0,
        elapsed: std::time::Duration::ZERO,
        proof_nodes: 0,
        proof_elapsed: std::time::Duration::ZERO,
        shortest: false,
    }
}
