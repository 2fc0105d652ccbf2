//! The puzzles page's state: the collection on the shelf with the
//! player's progress in it, the puzzle being solved and the try at it, the
//! board's cursor and selection, and the work the page waits for (a move
//! being judged, a file being read), which its session carries out.

use crate::shogi::{Color, Move, Position};
use crate::tsume::Puzzle;
use crate::tsume::progress::CollectionProgress;
use crate::tsume::trainer::Attempt;
use crate::tui::board_input::Selection;
use crate::tui::board_pick::BoardPick;
use crate::tui::overlay::{Layer, NoQuestion};
use crate::tui::widgets::status::Message;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The name the built-in collection's progress is kept under.
pub const BUILTIN_NAME: &str = "built-in";

/// The name positions set up in the editor (`T`) are kept under: one
/// collection, each position by its SFEN as in any other.
pub const EDITOR_NAME: &str = "editor";

/// A collection, as the page offers it.
#[derive(Clone, Debug)]
pub struct Shelf {
    /// What its progress is kept under: `built-in`, or the file's path.
    pub name: String,
    /// In the order played: shortest mates first, easier first.
    pub puzzles: Vec<Puzzle>,
    /// Problems of its file that were not offered.
    pub refused: usize,
    pub progress: CollectionProgress,
    /// The SFENs of the puzzles whose length is only the solver's line,
    /// not proven the shortest mate: not said "mate in N".
    pub line_only: BTreeSet<String>,
}

impl Shelf {
    pub fn new(name: String, mut puzzles: Vec<Puzzle>, refused: usize) -> Shelf {
        // A stable sort: a collection already in order keeps it.
        puzzles.sort_by_key(|p| (p.plies, p.difficulty));
        Shelf {
            name,
            puzzles,
            refused,
            progress: CollectionProgress::default(),
            line_only: BTreeSet::new(),
        }
    }

    /// The shelf with the puzzles of these SFENs only as long as their
    /// solver's lines.
    pub fn line_only(mut self, sfens: impl IntoIterator<Item = String>) -> Shelf {
        self.line_only.extend(sfens);
        self
    }

    /// Whether `puzzle`'s length is only its solver's line's.
    pub fn is_line_only(&self, puzzle: &Puzzle) -> bool {
        !self.line_only.is_empty() && self.line_only.contains(&puzzle.position.to_sfen())
    }

    /// `puzzle`'s length as the page says it: "mate in 5 (5手詰)", or
    /// as a line's when it is not proven the shortest.
    pub fn mate_of(&self, puzzle: &Puzzle) -> String {
        if self.is_line_only(puzzle) {
            crate::t!("puzzles-mate-line", plies = puzzle.plies)
        } else {
            crate::t!("puzzles-mate-in", plies = puzzle.plies)
        }
    }

    /// The name the page shows: the built-in collection's in the
    /// language of the moment, a file's path as it is.
    pub fn shown_name(&self) -> String {
        match self.name.as_str() {
            BUILTIN_NAME => crate::t!("puzzles-builtin-name"),
            EDITOR_NAME => crate::t!("puzzles-editor-name"),
            _ => self.name.clone(),
        }
    }

    pub fn left(&self) -> usize {
        self.puzzles.len() - self.progress.solved_count(&self.puzzles)
    }
}

/// A move sent to the solver: the page waits for its judgement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judging {
    /// Which try it belongs to: an answer for an older try is dropped.
    pub try_id: u64,
    pub mv: Move,
}

/// How the try at the puzzle on the board ended, once it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Mated, in this time from the try's start.
    Solved(Duration),
    /// The solution was shown, or the puzzle left after a move was played.
    GivenUp,
}

/// A finished try the session has to write into the progress file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedTry {
    pub collection: String,
    pub puzzle: Puzzle,
    /// The time it took, when solved.
    pub solved: Option<Duration>,
}

/// The lines typed on the puzzles page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzlePrompt {
    /// `:`: a move.
    Move,
    /// `o`: the path of a file of problems.
    Open,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleOverlay {
    None,
    /// The help, the promotion question and the prompts, as on every page.
    Layer(Layer<PuzzlePrompt, NoQuestion>),
}

#[derive(Clone, Debug)]
pub struct PuzzlesScreen {
    pub shelf: Shelf,
    /// The puzzle on the board, an index into `shelf.puzzles`.
    pub index: usize,
    pub attempt: Attempt,
    /// Counts tries, so that news about an older one is known as such.
    pub(super) try_id: u64,
    pub(super) started: Instant,
    /// Checks refused as not mating in this try.
    pub mistakes: u32,
    /// Whether a hint was asked for in this try.
    pub hinted: bool,
    /// The solution of this puzzle was shown: solving it again is
    /// practice, and not kept as solved.
    pub revealed: bool,
    pub ended: Option<Ended>,
    /// Stepping through the solution: how many of its moves are shown.
    pub solution_step: Option<usize>,
    pub judging: Option<Judging>,
    /// A file the session reads and proves for the page.
    pub loading: Option<PathBuf>,
    /// Tries finished and not yet written by the session.
    pub(super) finished: Vec<FinishedTry>,
    pub pick: BoardPick,
    pub overlay: PuzzleOverlay,
    pub message: Option<Message>,
    /// The player's drills due today, said in the pane: the other
    /// practice waiting (`None`: no drills, or no settings folder).
    pub drills_due: Option<crate::drills::DueCount>,
}

impl PuzzlesScreen {
    /// The page on the first puzzle of `shelf` not solved yet (the
    /// progress comes with the shelf).
    pub fn new(shelf: Shelf) -> Option<PuzzlesScreen> {
        let first = shelf.puzzles.first()?.clone();
        let index = shelf.progress.next_unsolved(&shelf.puzzles).unwrap_or(0);
        let mut page = PuzzlesScreen {
            attempt: Attempt::new(&first),
            shelf,
            index: 0,
            try_id: 0,
            started: Instant::now(),
            mistakes: 0,
            hinted: false,
            revealed: false,
            ended: None,
            solution_step: None,
            judging: None,
            loading: None,
            finished: Vec::new(),
            pick: BoardPick::default(),
            overlay: PuzzleOverlay::None,
            message: None,
            drills_due: None,
        };
        page.open(index);
        page.message = Some(Message::Info(crate::t!("puzzles-welcome")));
        Some(page)
    }

    /// The drills due today, from the drills file of the settings
    /// `folder` (none without one, as in the tests).
    pub fn count_drills(&mut self, folder: Option<&std::path::Path>) {
        use crate::drills::{DRILLS_FILE, due_count, today};
        self.drills_due = folder.and_then(|dir| due_count(&dir.join(DRILLS_FILE), today()));
    }

    pub fn puzzle(&self) -> &Puzzle {
        // `index` is kept within the shelf, which is never empty.
        &self.shelf.puzzles[self.index.min(self.shelf.puzzles.len() - 1)]
    }

    /// The side that mates: the one to move at the puzzle's start.
    pub fn attacker(&self) -> Color {
        self.puzzle().position.side_to_move()
    }

    /// The position on the board: the try's, or the solution's step.
    pub fn shown(&self) -> Position {
        match self.solution_step {
            None => self.attempt.position().clone(),
            Some(step) => {
                let mut pos = self.attempt.start().clone();
                for mv in self.attempt.solution().iter().take(step) {
                    pos.do_move(*mv);
                }
                pos
            }
        }
    }

    /// The moves shown on the board so far, from the puzzle's start.
    pub fn shown_moves(&self) -> &[Move] {
        match self.solution_step {
            None => self.attempt.moves(),
            Some(step) => {
                let solution = self.attempt.solution();
                &solution[..step.min(solution.len())]
            }
        }
    }

    /// Puzzle `index` on the board, a fresh try at it. A try left after
    /// a move was played counts as given up.
    pub(super) fn open(&mut self, index: usize) {
        self.give_up_if_begun();
        self.index = index.min(self.shelf.puzzles.len().saturating_sub(1));
        let puzzle = self.puzzle().clone();
        self.attempt = Attempt::new(&puzzle);
        self.try_id += 1;
        self.started = Instant::now();
        self.mistakes = 0;
        self.hinted = false;
        self.revealed = false;
        self.ended = None;
        self.solution_step = None;
        self.judging = None;
        self.pick.selection = Selection::None;
        // The attacker plays up the board, as a tsume is printed.
        self.pick.flipped = puzzle.position.side_to_move() == Color::White;
    }

    /// Notes the try as given up, unless it ended or never began.
    pub(super) fn give_up_if_begun(&mut self) {
        if self.ended.is_none() && !self.attempt.moves().is_empty() {
            self.finish(Ended::GivenUp);
        }
    }

    /// The try ended: the session writes it into the progress.
    pub(super) fn finish(&mut self, how: Ended) {
        if self.ended.is_some() {
            return;
        }
        self.ended = Some(how);
        if self.revealed {
            return;
        }
        self.finished.push(FinishedTry {
            collection: self.shelf.name.clone(),
            puzzle: self.puzzle().clone(),
            solved: match how {
                Ended::Solved(time) => Some(time),
                Ended::GivenUp => None,
            },
        });
    }

    /// The tries finished since last asked, for the session to write.
    pub fn take_finished(&mut self) -> Vec<FinishedTry> {
        std::mem::take(&mut self.finished)
    }

    /// The move waiting for the solver's judgement, with its try.
    pub fn judging(&self) -> Option<&Judging> {
        self.judging.as_ref()
    }

    pub fn try_id(&self) -> u64 {
        self.try_id
    }
}
