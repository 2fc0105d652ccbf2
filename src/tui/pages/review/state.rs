//! The review page's state: the record, the line and move on screen, the
//! overlay open and the analysis kept. Apart from what the keys do
//! (mod.rs), the drawing (view.rs, analysis_view.rs), the analysis
//! (analysis.rs) and writing back (write_back.rs), which all need it, so
//! that none of them imports another's file for it.

use super::evaluations::ReviewAnalysis;
use super::notes_state::{NotesOverlay, SaveAsTarget};
use super::work::ReviewWork;
use crate::analysis::ResearchUpdate;
use crate::analysis::research::DEFAULT_LINES;
use crate::game::Game;
use crate::kifu::book::Book;
use crate::kifu::lock::FileStamp;
use crate::kifu::pasted::Pasted;
use crate::kifu::study::review::VariationEntry;
use crate::kifu::{Loaded, Record};
use crate::shogi::Square;
use crate::tui::board_input::Selection;
use crate::tui::marks::Pen;
use crate::tui::move_texts::MoveTexts;
use crate::tui::orders::Orders;
// The `p` form, where review has always named it.
use crate::tui::explorer::Explorer;
use crate::tui::overlay::Layer;
pub use crate::tui::pages::play_from::PlayFrom;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::wrapped::WrapCache;
use std::cell::Cell;
use std::path::PathBuf;
use std::sync::Arc;

/// The lines typed in review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewPrompt {
    /// `:`: a move number to go to, or a move to play there.
    Jump,
    /// `&`: the current move's bookmark (bookmarks.rs).
    Bookmark,
    /// `S`: the new file's name (save_as.rs).
    SaveAs,
}

/// Review's yes/no questions (their words: `write_back.rs`, `branches.rs`,
/// `save_as.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewQuestion {
    /// `s`: write the record back to its file?
    Save,
    /// `q` or Esc with analysis the file does not hold yet: leave?
    Leave,
    /// The file cannot be written now (`why`): write the new file `to`
    /// instead?
    WriteElsewhere { why: String, to: PathBuf },
    /// `D`: delete this variation and everything after it?
    Delete(usize),
    /// `S` named a file that exists: replace it?
    Replace(PathBuf),
    /// A record pasted over changes not written yet: open it anyway?
    OpenPasted,
}

/// The shared layer as review opens it.
pub type ReviewLayer = Layer<ReviewPrompt, ReviewQuestion>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewOverlay {
    None,
    /// The help, the promotion question, the prompts (`:`, `&`, `S`) and
    /// the yes/no questions, as on every page.
    Layer(ReviewLayer),
    Tally,
    PlayFrom(PlayFrom),
    /// What a player writes at more length: a comment, the bookmarks to
    /// jump to, the headers (notes.rs).
    Notes(NotesOverlay),
}

/// The variations of one move: the line they branch from and its rivals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternatives {
    /// The move they replace (1 = the first move).
    pub ply: usize,
    /// The line whose move they replace (`None` = the main line).
    pub base: Option<usize>,
    pub entries: Vec<VariationEntry>,
    /// Which of them is on screen (`None` = the base line).
    pub shown: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct ReviewScreen {
    pub loaded: Loaded,
    /// The file the record came from, named in the header.
    pub source: PathBuf,
    /// The variation on screen and its game; `None` is the main line.
    pub(super) variation: Option<(usize, Game)>,
    /// The engine's best line on screen (`b`): the main line's moves up
    /// to the first number, then the engine's. It goes before `variation`.
    pub(super) engine_line: Option<(usize, Game)>,
    /// The engine's analysis of the main line.
    pub(super) analysis: ReviewAnalysis,
    /// Why the record must not be written back (`s`), when it must not.
    pub(super) read_only: Option<String>,
    /// The file as review read it: `s` writes only over that very file.
    pub(super) read_as: Option<FileStamp>,
    /// The new file the player accepted to write instead of the source.
    pub(super) write_to_new: Option<PathBuf>,
    /// Moves of the line shown that are on the board (0 = the start).
    pub ply: usize,
    pub flipped: bool,
    pub overlay: ReviewOverlay,
    pub message: Option<Message>,
    /// What the page asked of its session's work since the last update.
    pub orders: Orders<ReviewWork>,
    pub(super) texts: Vec<MoveTexts>,
    /// Per move of the line shown: whether variations replace it.
    pub(super) branches: Vec<bool>,
    /// Rows of the notes pane scrolled past (`}` and `{`).
    pub(super) notes_scroll: usize,
    /// How far the notes pane could scroll when last drawn. Only drawing
    /// knows the pane's size; remembering it lets `}` stop at the end, so
    /// that `{` brings text back at the first press. `None` before the
    /// first draw: the drawing clamps then.
    pub(super) notes_room: Cell<Option<usize>>,
    /// Where the rows of the notes pane start, kept between redraws: a
    /// comment of megabytes is wrapped once, not at every key.
    pub(super) notes_wrap: WrapCache,
    /// Research mode (`r`): the live engine's wish and what it said.
    pub(super) research: ResearchPane,
    /// The opening book and its pane (`B`).
    pub(super) book: BookPane,
    /// The game database's explorer, the pane's other tab (`d`).
    pub(super) explorer: Explorer,
    /// The record holds what its file does not (analysis, kept lines,
    /// comments, bookmarks, headers): `s` writes it, leaving asks.
    pub(super) unsaved: bool,
    /// Rows of text the notes pane showed when last drawn (0 before the
    /// first draw): `}` and `{` scroll by that less one.
    pub(super) notes_rows: Cell<usize>,
    /// The file `S` named, for the app's write.
    pub(super) save_as: Option<SaveAsTarget>,
    /// The study board: the board cursor, the piece picked up, and what
    /// `z` undoes.
    pub(super) study: StudyBoard,
    /// A record pasted while `ReviewQuestion::OpenPasted` is asked.
    pub(super) pending_paste: Option<Box<Pasted>>,
}

/// Making moves and changing the tree of lines in review.
#[derive(Clone, Debug)]
pub struct StudyBoard {
    /// Where the board cursor is; `None` while it is off (Tab), when the
    /// arrows step through the moves.
    pub cursor: Option<Square>,
    /// What the player picked up, with the keys or the mouse.
    pub selection: Selection,
    /// The changes `z` can take back, the last one last.
    pub(super) undo: Vec<StudyUndo>,
    /// Where an arrow drawn from the keys starts (`*`).
    pub pen: Pen,
}

impl Default for StudyBoard {
    fn default() -> StudyBoard {
        StudyBoard {
            cursor: None,
            selection: Selection::None,
            undo: Vec::new(),
            pen: Pen::default(),
        }
    }
}

/// One change to the record `z` can take back: the record before it,
/// the record it made (an undo over a later change of another kind, such
/// as a comment, would lose that change, so it is refused), the line and
/// move shown before, and what it was in words.
#[derive(Clone, Debug)]
pub(super) struct StudyUndo {
    pub(super) before: Record,
    pub(super) after: Record,
    pub(super) line: Option<usize>,
    pub(super) ply: usize,
    pub(super) what: String,
}

/// Research mode as the page keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResearchPane {
    /// The player wants the engine on.
    pub on: bool,
    /// Lines asked for, 1 to `MAX_LINES`.
    pub lines: usize,
    /// The engine's name, once known.
    pub engine: String,
    /// What the engine sees of the position shown (`None` since it
    /// changed, until the engine says).
    pub update: Option<ResearchUpdate>,
    /// The line `1`-`5` chose last, for `o`.
    pub chosen: Option<usize>,
    /// `x`: the engine's best moves drawn on the board as arrows.
    pub arrows: bool,
}

impl Default for ResearchPane {
    fn default() -> ResearchPane {
        ResearchPane {
            on: false,
            lines: DEFAULT_LINES,
            engine: String::new(),
            update: None,
            chosen: None,
            arrows: false,
        }
    }
}

/// The tabs of the book pane.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PaneTab {
    /// The opening book's moves.
    #[default]
    Book,
    /// The game database's moves (the explorer).
    Games,
}

/// The book as the page keeps it.
#[derive(Clone, Default)]
pub struct BookPane {
    /// The player wants the pane (`B`).
    pub shown: bool,
    /// The tab in front (`d` switches).
    pub tab: PaneTab,
    /// The book open; `None`: none chosen, or it could not be opened.
    pub book: Option<Arc<Book>>,
    /// Why the book chosen could not be opened, in the player's words:
    /// the pane says it, not "no book chosen".
    pub unopened: Option<String>,
}

impl std::fmt::Debug for BookPane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = self.book.as_ref().map(|b| b.name().to_string());
        write!(
            f,
            "BookPane(shown {}, tab {:?}, book {name:?})",
            self.shown, self.tab
        )
    }
}
