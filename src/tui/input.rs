//! Keys to actions. Which keys mean what depends on what is open: the
//! one-line prompt takes letters as text, a question takes y/n, and so on.

use super::action::{Action, Direction, Edit, PuzzleKey, TextEdit};
use crate::shogi::{Color, PieceKind};
use Direction::{Down, Left, Right, Up};
use KeyCode::Char;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What currently receives keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMode {
    Menu,
    Board,
    /// The `:` move prompt.
    Prompt,
    /// A yes/no question (resign, declare, quit, promotion).
    Question,
    /// A popup that only shows something (help, tally).
    Popup,
    /// The list of saved games.
    Load,
    /// Stepping through a record.
    Review,
    /// Review with its board cursor on (Tab): the keys make a move.
    ReviewBoard,
    /// A multi-line editor (a comment) or a form of fields: every
    /// printable key is text, Enter a new line, Ctrl-S keeps, Esc cancels.
    Text,
    /// The position editor's board.
    Editor,
    /// The puzzles page's board: the attacker's moves.
    Puzzles,
    /// The puzzles page stepping through a solution.
    PuzzleSolution,
    /// The next-move quiz's board.
    Quiz,
}

/// One row of a help popup and the keys behind it: the help is made from
/// the very table the key handler reads, so the two cannot drift apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The keys as the help shows them. Key names read the same in every
    /// language; only [`MOUSE_CLICK`] is words, and [`Binding::label`]
    /// translates it.
    pub label: &'static str,
    /// The catalogue's identifier of what they do, in a few words: a table
    /// is a constant, and its words depend on the language of the moment.
    pub help_id: &'static str,
    /// Each key and the action it gives; empty for what is not a key
    /// (the mouse) or is handled before the table (Ctrl-C).
    pub keys: &'static [(KeyCode, Action)],
}

/// The label of the rows that are the mouse's.
pub const MOUSE_CLICK: &str = "mouse click";

impl Binding {
    /// The keys, as the help shows them in the current language.
    pub fn label(&self) -> std::borrow::Cow<'static, str> {
        if self.label == MOUSE_CLICK {
            crate::t!("keys-mouse-click").into()
        } else {
            self.label.into()
        }
    }

    /// What the keys do, in the current language.
    pub fn help(&self) -> String {
        crate::i18n::text(self.help_id)
    }
}

const fn row(
    label: &'static str,
    help_id: &'static str,
    keys: &'static [(KeyCode, Action)],
) -> Binding {
    Binding {
        label,
        help_id,
        keys,
    }
}

// Rows both the game and review pages have: the look of the board and help.
const FLIP: Binding = row("f", "keys-flip", &[(Char('f'), Action::Flip)]);
const GLYPHS: Binding = row("w", "keys-glyphs", &[(Char('w'), Action::ToggleGlyphs)]);
const NOTATION: Binding = row("m", "keys-notation", &[(Char('m'), Action::ToggleNotation)]);
const THEME: Binding = row("c", "keys-theme", &[(Char('c'), Action::CycleTheme)]);
const HELP: Binding = row("?", "keys-help", &[(Char('?'), Action::Help)]);

// Making a move on a board: the game's keys, and review's with its
// board cursor on.
const CURSOR: Binding = row(
    "← ↓ ↑ → / h j k l",
    "keys-cursor",
    &[
        (KeyCode::Left, Action::Move(Left)),
        (KeyCode::Down, Action::Move(Down)),
        (KeyCode::Up, Action::Move(Up)),
        (KeyCode::Right, Action::Move(Right)),
        (Char('h'), Action::Move(Left)),
        (Char('j'), Action::Move(Down)),
        (Char('k'), Action::Move(Up)),
        (Char('l'), Action::Move(Right)),
    ],
);
const SELECT: Binding = row(
    "Enter / Space",
    "keys-select",
    &[
        (KeyCode::Enter, Action::Activate),
        (Char(' '), Action::Activate),
    ],
);
const PICK_HAND: Binding = row(
    "P L N S G B r",
    "keys-pick-hand",
    &[
        (Char('P'), Action::PickHand(PieceKind::Pawn)),
        (Char('L'), Action::PickHand(PieceKind::Lance)),
        (Char('N'), Action::PickHand(PieceKind::Knight)),
        (Char('S'), Action::PickHand(PieceKind::Silver)),
        (Char('G'), Action::PickHand(PieceKind::Gold)),
        (Char('B'), Action::PickHand(PieceKind::Bishop)),
        (Char('r'), Action::PickHand(PieceKind::Rook)),
    ],
);

/// Every key of the game screen (the board, with nothing open over it).
pub const GAME_KEYS: &[Binding] = &[
    CURSOR,
    SELECT,
    row("Esc", "keys-game-cancel", &[(KeyCode::Esc, Action::Cancel)]),
    row(
        "Tab / Shift-Tab",
        "keys-cycle-hand",
        &[
            (KeyCode::Tab, Action::CycleHand { forward: true }),
            (KeyCode::BackTab, Action::CycleHand { forward: false }),
        ],
    ),
    // Hand pieces by their USI letter (`P*5e`). Lower case is kept where
    // the letter is free: `l` moves the cursor (vi keys), `s` saves, and
    // `R` resigns, so the rook is `r`.
    PICK_HAND,
    row(
        "p n g b",
        "keys-game-lower-case",
        &[
            (Char('p'), Action::PickHand(PieceKind::Pawn)),
            (Char('n'), Action::PickHand(PieceKind::Knight)),
            (Char('g'), Action::PickHand(PieceKind::Gold)),
            (Char('b'), Action::PickHand(PieceKind::Bishop)),
        ],
    ),
    row(MOUSE_CLICK, "keys-click-select", &[]),
    row("y / n", "keys-promote", &[]),
    row(
        ":",
        "keys-game-type-move",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    // Taken by the prompt itself, before this table.
    row("Backspace / Ctrl-U", "keys-game-erase", &[]),
    row("H", "keys-game-hint", &[(Char('H'), Action::Hint)]),
    row("i", "keys-game-tally", &[(Char('i'), Action::Tally)]),
    row("D", "keys-game-declare", &[(Char('D'), Action::Declare)]),
    row("R", "keys-game-resign", &[(Char('R'), Action::Resign)]),
    row("u", "keys-game-undo", &[(Char('u'), Action::Undo)]),
    row(
        "[ ]",
        "keys-game-look",
        &[(Char('['), Action::Step(-1)), (Char(']'), Action::Step(1))],
    ),
    row(
        "Home / End",
        "keys-game-first-last",
        &[(KeyCode::Home, Action::First), (KeyCode::End, Action::Last)],
    ),
    row(
        "z / Pause",
        "keys-game-pause",
        &[(Char('z'), Action::Pause), (KeyCode::Pause, Action::Pause)],
    ),
    row("s", "keys-game-save", &[(Char('s'), Action::Save)]),
    row(
        "A",
        "keys-game-analyse",
        &[(Char('A'), Action::AnalyseGame)],
    ),
    FLIP,
    row(
        "a",
        "keys-game-auto-flip",
        &[(Char('a'), Action::ToggleAutoFlip)],
    ),
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row("q", "keys-game-quit", &[(Char('q'), Action::Quit)]),
];

/// Every key of review mode.
pub const REVIEW_KEYS: &[Binding] = &[
    row(
        "← → / h l",
        "keys-review-step",
        &[
            (KeyCode::Left, Action::Step(-1)),
            (KeyCode::Right, Action::Step(1)),
            (Char('h'), Action::Step(-1)),
            (Char('l'), Action::Step(1)),
            (KeyCode::Up, Action::Step(-1)),
            (KeyCode::Down, Action::Step(1)),
            (Char('k'), Action::Step(-1)),
            (Char('j'), Action::Step(1)),
        ],
    ),
    row(
        "Home End / g G",
        "keys-review-first-last",
        &[
            (KeyCode::Home, Action::First),
            (KeyCode::End, Action::Last),
            (Char('g'), Action::First),
            (Char('G'), Action::Last),
        ],
    ),
    row(
        "PgUp PgDn",
        "keys-review-page",
        &[
            (KeyCode::PageUp, Action::Step(-10)),
            (KeyCode::PageDown, Action::Step(10)),
        ],
    ),
    row(
        ":",
        "keys-review-prompt",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(MOUSE_CLICK, "keys-review-click-move", &[]),
    row(
        "} {",
        "keys-review-scroll-notes",
        &[
            (Char('}'), Action::ScrollNotes(1)),
            (Char('{'), Action::ScrollNotes(-1)),
        ],
    ),
    row(
        "v",
        "keys-review-next-variation",
        &[(Char('v'), Action::NextVariation)],
    ),
    row(
        "p",
        "keys-review-play-from-here",
        &[(Char('p'), Action::PlayFromHere)],
    ),
    row("i", "keys-review-tally", &[(Char('i'), Action::Tally)]),
    row(
        "a / A",
        "keys-review-analyse",
        &[
            (Char('a'), Action::Analyse { all: false }),
            (Char('A'), Action::Analyse { all: true }),
        ],
    ),
    row(
        "e",
        "keys-review-next-engine",
        &[(Char('e'), Action::NextEngine)],
    ),
    row(
        "n / N",
        "keys-review-next-mark",
        &[
            (Char('n'), Action::NextMark { forward: true }),
            (Char('N'), Action::NextMark { forward: false }),
        ],
    ),
    row(
        "b",
        "keys-review-best-line",
        &[(Char('b'), Action::BestLine)],
    ),
    row(
        "K",
        "keys-review-keep-line",
        &[(Char('K'), Action::KeepLine)],
    ),
    row("s", "keys-review-save", &[(Char('s'), Action::Save)]),
    row(MOUSE_CLICK, "keys-review-click-graph", &[]),
    row(
        "C",
        "keys-review-comment",
        &[(Char('C'), Action::EditComment)],
    ),
    row(
        "&",
        "keys-review-bookmark",
        &[(Char('&'), Action::EditBookmark)],
    ),
    row(
        "'",
        "keys-review-bookmarks",
        &[(Char('\''), Action::ListBookmarks)],
    ),
    row(
        "H",
        "keys-review-headers",
        &[(Char('H'), Action::EditHeaders)],
    ),
    row("S", "keys-review-save-as", &[(Char('S'), Action::SaveAs)]),
    row(MOUSE_CLICK, "keys-review-click-board", &[]),
    TAB_CURSOR,
    // Read from REVIEW_BOARD_KEYS while the cursor is on: letters that
    // mean other things here (G, N, S) are free there.
    row("P L N S G B r", "keys-review-pick-hand", &[]),
    row(
        "0-9",
        "keys-review-variation-number",
        &[
            (Char('0'), Action::ShowVariation(0)),
            (Char('1'), Action::ShowVariation(1)),
            (Char('2'), Action::ShowVariation(2)),
            (Char('3'), Action::ShowVariation(3)),
            (Char('4'), Action::ShowVariation(4)),
            (Char('5'), Action::ShowVariation(5)),
            (Char('6'), Action::ShowVariation(6)),
            (Char('7'), Action::ShowVariation(7)),
            (Char('8'), Action::ShowVariation(8)),
            (Char('9'), Action::ShowVariation(9)),
        ],
    ),
    row(
        "U",
        "keys-review-main-line",
        &[(Char('U'), Action::MakeMainLine)],
    ),
    row(
        "+ / -",
        "keys-review-move-variation",
        &[
            (Char('+'), Action::MoveVariation { up: true }),
            (Char('-'), Action::MoveVariation { up: false }),
        ],
    ),
    row(
        "D",
        "keys-review-delete-variation",
        &[(Char('D'), Action::DeleteVariation)],
    ),
    UNDO_STUDY,
    row(
        "r",
        "keys-review-research",
        &[(Char('r'), Action::Research)],
    ),
    row(
        "] [",
        "keys-review-research-lines",
        &[
            (Char(']'), Action::ResearchLines(1)),
            (Char('['), Action::ResearchLines(-1)),
        ],
    ),
    row(
        "o",
        "keys-review-keep-research-line",
        &[(Char('o'), Action::KeepResearchLine)],
    ),
    row(
        "E",
        "keys-review-edit-position",
        &[(Char('E'), Action::EditPosition)],
    ),
    row(
        "M",
        "keys-review-solve-mate",
        &[(Char('M'), Action::SolveMateThere)],
    ),
    row("Q", "keys-review-quiz", &[(Char('Q'), Action::Quiz)]),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row(
        "Esc",
        "keys-review-cancel",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    row("q", "keys-review-quit", &[(Char('q'), Action::Quit)]),
];

// Rows review has with its board cursor on or off.
const TAB_CURSOR: Binding = row(
    "Tab",
    "keys-review-board-cursor",
    &[(KeyCode::Tab, Action::ToggleBoardCursor)],
);
const UNDO_STUDY: Binding = row("z", "keys-review-undo", &[(Char('z'), Action::Undo)]);

/// The keys of review's board cursor (Tab): a move is made as in a game.
pub const REVIEW_BOARD_KEYS: &[Binding] = &[
    CURSOR,
    SELECT,
    row(
        "Esc",
        "keys-review-board-cancel",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    PICK_HAND,
    row(":", "keys-type-move", &[(Char(':'), Action::OpenPrompt)]),
    TAB_CURSOR,
    UNDO_STUDY,
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row("q", "keys-review-quit", &[(Char('q'), Action::Quit)]),
];

/// Every key of the position editor. Pieces are typed as SFEN writes
/// them: upper case for Black (sente), lower case for White (gote); so
/// the other commands keep to letters no piece uses, and the cursor to
/// the arrows (`k` and `l` are a king and a lance here).
pub const EDITOR_KEYS: &[Binding] = &[
    row(
        "← ↓ ↑ →",
        "keys-editor-cursor",
        &[
            (KeyCode::Left, Action::Move(Left)),
            (KeyCode::Down, Action::Move(Down)),
            (KeyCode::Up, Action::Move(Up)),
            (KeyCode::Right, Action::Move(Right)),
        ],
    ),
    row(
        "K R B G S N L P",
        "keys-editor-black-piece",
        &[
            (
                Char('K'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::King)),
            ),
            (
                Char('R'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Rook)),
            ),
            (
                Char('B'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Bishop)),
            ),
            (
                Char('G'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Gold)),
            ),
            (
                Char('S'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Silver)),
            ),
            (
                Char('N'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Knight)),
            ),
            (
                Char('L'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Lance)),
            ),
            (
                Char('P'),
                Action::Edit(Edit::Place(Color::Black, PieceKind::Pawn)),
            ),
        ],
    ),
    row(
        "k r b g s n l p",
        "keys-editor-white-piece",
        &[
            (
                Char('k'),
                Action::Edit(Edit::Place(Color::White, PieceKind::King)),
            ),
            (
                Char('r'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Rook)),
            ),
            (
                Char('b'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Bishop)),
            ),
            (
                Char('g'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Gold)),
            ),
            (
                Char('s'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Silver)),
            ),
            (
                Char('n'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Knight)),
            ),
            (
                Char('l'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Lance)),
            ),
            (
                Char('p'),
                Action::Edit(Edit::Place(Color::White, PieceKind::Pawn)),
            ),
        ],
    ),
    row(
        "+",
        "keys-editor-promote",
        &[(Char('+'), Action::Edit(Edit::Promote))],
    ),
    row(
        "o",
        "keys-editor-flip-owner",
        &[(Char('o'), Action::Edit(Edit::FlipOwner))],
    ),
    row(
        "x / Delete",
        "keys-editor-remove",
        &[
            (Char('x'), Action::Edit(Edit::Remove)),
            (KeyCode::Delete, Action::Edit(Edit::Remove)),
            (KeyCode::Backspace, Action::Edit(Edit::Remove)),
        ],
    ),
    row(
        "t",
        "keys-editor-to-hand",
        &[(Char('t'), Action::Edit(Edit::ToHand))],
    ),
    row(
        "Space",
        "keys-editor-pick-up",
        &[(Char(' '), Action::Activate)],
    ),
    row(MOUSE_CLICK, "keys-editor-click", &[]),
    row(
        "Tab",
        "keys-editor-side-to-move",
        &[(KeyCode::Tab, Action::Edit(Edit::SideToMove))],
    ),
    row(
        "e",
        "keys-editor-clear",
        &[(Char('e'), Action::Edit(Edit::Clear))],
    ),
    row(
        "i",
        "keys-editor-start-position",
        &[(Char('i'), Action::Edit(Edit::StartPosition))],
    ),
    row(
        "a",
        "keys-editor-next-handicap",
        &[(Char('a'), Action::Edit(Edit::NextHandicap))],
    ),
    row(
        "D",
        "keys-editor-rest-to-defender",
        &[(Char('D'), Action::Edit(Edit::RestToDefender))],
    ),
    row(
        ":",
        "keys-editor-prompt",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "M",
        "keys-editor-solve-mate",
        &[(Char('M'), Action::Edit(Edit::SolveMate))],
    ),
    row(
        "T",
        "keys-editor-tsume",
        &[(Char('T'), Action::Edit(Edit::Tsume))],
    ),
    row(
        "Enter",
        "keys-editor-review",
        &[(KeyCode::Enter, Action::Edit(Edit::Review))],
    ),
    row(
        "v",
        "keys-editor-play",
        &[(Char('v'), Action::Edit(Edit::Play))],
    ),
    row(
        "W",
        "keys-editor-write",
        &[(Char('W'), Action::Edit(Edit::Write))],
    ),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row(
        "Esc / q",
        "keys-editor-leave",
        &[(KeyCode::Esc, Action::Cancel), (Char('q'), Action::Quit)],
    ),
];

// The puzzles page's rows: its board takes the attacker's moves, so
// letters that move the cursor elsewhere (h, l) are commands here and the
// cursor keeps to the arrows.
const PUZZLE_STEP: Binding = row(
    "n / p",
    "keys-puzzle-step",
    &[
        (Char('n'), Action::Puzzle(PuzzleKey::Next { forward: true })),
        (
            Char('p'),
            Action::Puzzle(PuzzleKey::Next { forward: false }),
        ),
    ],
);
const PUZZLE_UNSOLVED: Binding = row(
    "u",
    "keys-puzzle-unsolved",
    &[(Char('u'), Action::Puzzle(PuzzleKey::NextUnsolved))],
);
const PUZZLE_LENGTH: Binding = row(
    "] / [",
    "keys-puzzle-length",
    &[
        (
            Char(']'),
            Action::Puzzle(PuzzleKey::Length { longer: true }),
        ),
        (
            Char('['),
            Action::Puzzle(PuzzleKey::Length { longer: false }),
        ),
    ],
);
const PUZZLE_OPEN: Binding = row(
    "o",
    "keys-puzzle-open",
    &[(Char('o'), Action::Puzzle(PuzzleKey::Open))],
);
// Upper case only: lower-case letters are the page's commands (r retries).
const PUZZLE_HAND: Binding = row(
    "P L N S G B R",
    "keys-pick-hand",
    &[
        (Char('P'), Action::PickHand(PieceKind::Pawn)),
        (Char('L'), Action::PickHand(PieceKind::Lance)),
        (Char('N'), Action::PickHand(PieceKind::Knight)),
        (Char('S'), Action::PickHand(PieceKind::Silver)),
        (Char('G'), Action::PickHand(PieceKind::Gold)),
        (Char('B'), Action::PickHand(PieceKind::Bishop)),
        (Char('R'), Action::PickHand(PieceKind::Rook)),
    ],
);
// The board of the puzzles and the quiz: the arrows only (h is a command).
const ARROWS: Binding = row(
    "← ↓ ↑ →",
    "keys-cursor",
    &[
        (KeyCode::Left, Action::Move(Left)),
        (KeyCode::Down, Action::Move(Down)),
        (KeyCode::Up, Action::Move(Up)),
        (KeyCode::Right, Action::Move(Right)),
    ],
);
const CLICK: Binding = row(MOUSE_CLICK, "keys-click-select", &[]);
const CYCLE_HAND: Binding = row(
    "Tab / Shift-Tab",
    "keys-cycle-hand",
    &[
        (KeyCode::Tab, Action::CycleHand { forward: true }),
        (KeyCode::BackTab, Action::CycleHand { forward: false }),
    ],
);
const PROMOTE: Binding = row("y / n", "keys-promote", &[]);
const PUZZLE_LEAVE: Binding = row("q", "keys-puzzle-leave", &[(Char('q'), Action::Quit)]);

/// Every key of the puzzles page (詰将棋) while solving.
pub const PUZZLE_KEYS: &[Binding] = &[
    ARROWS,
    SELECT,
    CLICK,
    row(
        "Esc",
        "keys-puzzle-cancel",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    CYCLE_HAND,
    PUZZLE_HAND,
    PROMOTE,
    row(
        ":",
        "keys-puzzle-type-move",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "h",
        "keys-puzzle-hint",
        &[(Char('h'), Action::Puzzle(PuzzleKey::Hint))],
    ),
    row(
        "s",
        "keys-puzzle-solution",
        &[(Char('s'), Action::Puzzle(PuzzleKey::Solution))],
    ),
    row(
        "r",
        "keys-puzzle-retry",
        &[(Char('r'), Action::Puzzle(PuzzleKey::Retry))],
    ),
    PUZZLE_STEP,
    PUZZLE_UNSOLVED,
    PUZZLE_LENGTH,
    PUZZLE_OPEN,
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    PUZZLE_LEAVE,
];

/// The keys of the puzzles page while it steps through a solution.
pub const PUZZLE_SOLUTION_KEYS: &[Binding] = &[
    row(
        "← → / h l",
        "keys-solution-step",
        &[
            (KeyCode::Left, Action::Step(-1)),
            (KeyCode::Right, Action::Step(1)),
            (Char('h'), Action::Step(-1)),
            (Char('l'), Action::Step(1)),
        ],
    ),
    row(
        "Home / End",
        "keys-solution-first-last",
        &[(KeyCode::Home, Action::First), (KeyCode::End, Action::Last)],
    ),
    row(
        "s / r / Esc",
        "keys-solution-retry",
        &[
            (Char('s'), Action::Puzzle(PuzzleKey::Retry)),
            (Char('r'), Action::Puzzle(PuzzleKey::Retry)),
            (KeyCode::Esc, Action::Puzzle(PuzzleKey::Retry)),
        ],
    ),
    PUZZLE_STEP,
    PUZZLE_UNSOLVED,
    PUZZLE_LENGTH,
    PUZZLE_OPEN,
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    PUZZLE_LEAVE,
];

/// The keys of the next-move quiz (次の一手).
pub const QUIZ_KEYS: &[Binding] = &[
    ARROWS,
    SELECT,
    CLICK,
    row("Esc", "keys-quiz-cancel", &[(KeyCode::Esc, Action::Cancel)]),
    CYCLE_HAND,
    PUZZLE_HAND,
    PROMOTE,
    row(
        ":",
        "keys-quiz-type-move",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "s",
        "keys-quiz-solution",
        &[(Char('s'), Action::Puzzle(PuzzleKey::Solution))],
    ),
    row(
        "n / p",
        "keys-quiz-step",
        &[
            (Char('n'), Action::Puzzle(PuzzleKey::Next { forward: true })),
            (
                Char('p'),
                Action::Puzzle(PuzzleKey::Next { forward: false }),
            ),
        ],
    ),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row("q", "keys-quiz-leave", &[(Char('q'), Action::Quit)]),
];

/// The action `code` gives in `table`.
fn lookup(table: &[Binding], code: KeyCode) -> Option<Action> {
    table
        .iter()
        .flat_map(|b| b.keys.iter())
        .find(|(k, _)| *k == code)
        .map(|(_, a)| a.clone())
}

pub fn key_action(mode: InputMode, key: KeyEvent) -> Option<Action> {
    // A key's release (reported under the kitty protocol) must not act a
    // second time; repeats do act, so a held arrow keeps moving.
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => Some(Action::ForceQuit),
            KeyCode::Char('u') if matches!(mode, InputMode::Prompt | InputMode::Text) => {
                Some(Action::PromptClear)
            }
            KeyCode::Char('s') if mode == InputMode::Text => Some(Action::KeepText),
            _ => None,
        };
    }
    match mode {
        InputMode::Menu => menu_key(key.code),
        InputMode::Board => board_key(key.code),
        InputMode::Prompt => prompt_key(key.code),
        InputMode::Question => question_key(key.code),
        InputMode::Popup => popup_key(key.code),
        InputMode::Load => load_key(key.code),
        InputMode::Review => review_key(key.code),
        InputMode::ReviewBoard => lookup(REVIEW_BOARD_KEYS, key.code),
        InputMode::Text => text_key(key.code),
        InputMode::Editor => lookup(EDITOR_KEYS, key.code),
        InputMode::Puzzles => lookup(PUZZLE_KEYS, key.code),
        InputMode::PuzzleSolution => lookup(PUZZLE_SOLUTION_KEYS, key.code),
        InputMode::Quiz => lookup(QUIZ_KEYS, key.code),
    }
}

/// What a paste (bracketed paste: the whole text in one event) does: it
/// is text where text is typed, and nothing elsewhere, so that a pasted
/// word never runs as a string of commands on the board.
pub fn paste_action(mode: InputMode, text: String) -> Option<Action> {
    matches!(mode, InputMode::Prompt | InputMode::Text).then_some(Action::Paste(text))
}

fn direction(code: KeyCode) -> Option<Direction> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Direction::Up,
        KeyCode::Down | KeyCode::Char('j') => Direction::Down,
        KeyCode::Left | KeyCode::Char('h') => Direction::Left,
        KeyCode::Right | KeyCode::Char('l') => Direction::Right,
        _ => return None,
    })
}

fn menu_key(code: KeyCode) -> Option<Action> {
    if let Some(d) = direction(code) {
        return Some(Action::Move(d));
    }
    Some(match code {
        KeyCode::Enter | KeyCode::Char(' ') => Action::Activate,
        KeyCode::Esc | KeyCode::Char('q') => Action::Quit,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Home | KeyCode::PageUp => Action::First,
        KeyCode::End | KeyCode::PageDown => Action::Last,
        _ => return None,
    })
}

fn board_key(code: KeyCode) -> Option<Action> {
    lookup(GAME_KEYS, code)
}

fn load_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Action::Move(Direction::Up),
        KeyCode::Down | KeyCode::Char('j') => Action::Move(Direction::Down),
        KeyCode::Home | KeyCode::PageUp => Action::First,
        KeyCode::End | KeyCode::PageDown => Action::Last,
        KeyCode::Enter | KeyCode::Char(' ') => Action::Activate,
        KeyCode::Char('r') => Action::OpenReview,
        KeyCode::Char('d') | KeyCode::Delete => Action::Delete,
        KeyCode::Esc | KeyCode::Char('q') => Action::Quit,
        _ => return None,
    })
}

fn review_key(code: KeyCode) -> Option<Action> {
    lookup(REVIEW_KEYS, code)
}

fn prompt_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Enter => Action::Activate,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Backspace => Action::PromptBackspace,
        KeyCode::Char(c) => Action::PromptChar(c),
        _ => return None,
    })
}

fn text_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Esc => Action::Cancel,
        KeyCode::Enter => Action::EditText(TextEdit::Newline),
        KeyCode::Backspace => Action::PromptBackspace,
        KeyCode::Delete => Action::EditText(TextEdit::Delete),
        KeyCode::Home => Action::EditText(TextEdit::Home),
        KeyCode::End => Action::EditText(TextEdit::End),
        KeyCode::Left => Action::Move(Left),
        KeyCode::Right => Action::Move(Right),
        KeyCode::Up | KeyCode::BackTab => Action::Move(Up),
        KeyCode::Down | KeyCode::Tab => Action::Move(Down),
        KeyCode::Char(c) => Action::PromptChar(c),
        _ => return None,
    })
}

fn question_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Char('y' | 'Y') => Action::Answer(true),
        KeyCode::Char('n' | 'N') => Action::Answer(false),
        KeyCode::Char(c @ ('b' | 'h')) => Action::Choice(c),
        KeyCode::Esc => Action::Cancel,
        _ => return None,
    })
}

fn popup_key(code: KeyCode) -> Option<Action> {
    if let Some(d @ (Direction::Up | Direction::Down)) = direction(code) {
        return Some(Action::Move(d));
    }
    match code {
        KeyCode::Esc
        | KeyCode::Enter
        | KeyCode::Char(' ' | 'q' | 'i' | '?')
        | KeyCode::Backspace => Some(Action::Cancel),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn letters_are_text_in_the_prompt_and_commands_on_the_board() {
        assert_eq!(
            key_action(InputMode::Prompt, key(KeyCode::Char('u'))),
            Some(Action::PromptChar('u'))
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('u'))),
            Some(Action::Undo)
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('l'))),
            Some(Action::Move(Direction::Right))
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('L'))),
            Some(Action::PickHand(PieceKind::Lance))
        );
    }

    #[test]
    fn upper_case_letters_pick_hand_pieces_and_s_saves() {
        let cases = [
            ('P', PieceKind::Pawn),
            ('p', PieceKind::Pawn),
            ('L', PieceKind::Lance),
            ('N', PieceKind::Knight),
            ('n', PieceKind::Knight),
            ('S', PieceKind::Silver),
            ('G', PieceKind::Gold),
            ('g', PieceKind::Gold),
            ('B', PieceKind::Bishop),
            ('b', PieceKind::Bishop),
            ('r', PieceKind::Rook),
        ];
        for (c, kind) in cases {
            assert_eq!(
                key_action(InputMode::Board, key(KeyCode::Char(c))),
                Some(Action::PickHand(kind)),
                "{c}"
            );
        }
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('s'))),
            Some(Action::Save)
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('R'))),
            Some(Action::Resign),
            "R stays resign, as issue 4 specifies"
        );
    }

    #[test]
    fn review_keys_step_jump_and_leave() {
        let cases = [
            (KeyCode::Left, Action::Step(-1)),
            (KeyCode::Char('h'), Action::Step(-1)),
            (KeyCode::Right, Action::Step(1)),
            (KeyCode::Char('l'), Action::Step(1)),
            (KeyCode::PageUp, Action::Step(-10)),
            (KeyCode::PageDown, Action::Step(10)),
            (KeyCode::Home, Action::First),
            (KeyCode::Char('g'), Action::First),
            (KeyCode::End, Action::Last),
            (KeyCode::Char('G'), Action::Last),
            (KeyCode::Char(':'), Action::OpenPrompt),
            (KeyCode::Char('v'), Action::NextVariation),
            (KeyCode::Char('p'), Action::PlayFromHere),
            (KeyCode::Char('i'), Action::Tally),
            (KeyCode::Esc, Action::Cancel),
            (KeyCode::Char('q'), Action::Quit),
            (KeyCode::Char('a'), Action::Analyse { all: false }),
            (KeyCode::Char('A'), Action::Analyse { all: true }),
            (KeyCode::Char('n'), Action::NextMark { forward: true }),
            (KeyCode::Char('N'), Action::NextMark { forward: false }),
            (KeyCode::Char('b'), Action::BestLine),
            (KeyCode::Char('e'), Action::NextEngine),
            (KeyCode::Char('K'), Action::KeepLine),
            (KeyCode::Char('s'), Action::Save),
            (KeyCode::Char('S'), Action::SaveAs),
            (KeyCode::Char('C'), Action::EditComment),
            (KeyCode::Char('&'), Action::EditBookmark),
            (KeyCode::Char('\''), Action::ListBookmarks),
            (KeyCode::Char('H'), Action::EditHeaders),
        ];
        for (code, action) in cases {
            assert_eq!(key_action(InputMode::Review, key(code)), Some(action));
        }
        assert_eq!(
            key_action(InputMode::Load, key(KeyCode::Char('d'))),
            Some(Action::Delete)
        );
    }

    #[test]
    fn in_an_editor_letters_are_text_enter_a_new_line_and_ctrl_s_keeps() {
        assert_eq!(
            key_action(InputMode::Text, key(KeyCode::Char('q'))),
            Some(Action::PromptChar('q'))
        );
        assert_eq!(
            key_action(InputMode::Text, key(KeyCode::Enter)),
            Some(Action::EditText(TextEdit::Newline))
        );
        let ctrl_s = KeyEvent::new(KeyCode::Char('s'), KeyModifiers::CONTROL);
        assert_eq!(key_action(InputMode::Text, ctrl_s), Some(Action::KeepText));
        assert_eq!(key_action(InputMode::Prompt, ctrl_s), None);
        assert_eq!(
            key_action(InputMode::Text, key(KeyCode::Esc)),
            Some(Action::Cancel)
        );
        assert_eq!(
            paste_action(InputMode::Text, "７六歩".into()),
            Some(Action::Paste("７六歩".into()))
        );
        assert_eq!(paste_action(InputMode::Board, "resign".into()), None);
    }

    #[test]
    fn editor_letters_are_pieces_in_sfen_case_and_arrows_move() {
        let cases = [
            (
                'K',
                Action::Edit(Edit::Place(Color::Black, PieceKind::King)),
            ),
            (
                'k',
                Action::Edit(Edit::Place(Color::White, PieceKind::King)),
            ),
            (
                'l',
                Action::Edit(Edit::Place(Color::White, PieceKind::Lance)),
            ),
            (
                'P',
                Action::Edit(Edit::Place(Color::Black, PieceKind::Pawn)),
            ),
            ('x', Action::Edit(Edit::Remove)),
            ('D', Action::Edit(Edit::RestToDefender)),
            ('M', Action::Edit(Edit::SolveMate)),
            (':', Action::OpenPrompt),
            (' ', Action::Activate),
        ];
        for (c, action) in cases {
            assert_eq!(
                key_action(InputMode::Editor, key(KeyCode::Char(c))),
                Some(action),
                "{c}"
            );
        }
        assert_eq!(
            key_action(InputMode::Editor, key(KeyCode::Up)),
            Some(Action::Move(Direction::Up))
        );
        assert_eq!(
            key_action(InputMode::Editor, key(KeyCode::Enter)),
            Some(Action::Edit(Edit::Review))
        );
        assert_eq!(
            key_action(InputMode::Review, key(KeyCode::Char('E'))),
            Some(Action::EditPosition)
        );
    }

    #[test]
    fn questions_take_only_yes_no_and_escape() {
        assert_eq!(
            key_action(InputMode::Question, key(KeyCode::Char('y'))),
            Some(Action::Answer(true))
        );
        assert_eq!(
            key_action(InputMode::Question, key(KeyCode::Char('R'))),
            None
        );
        assert_eq!(
            key_action(InputMode::Question, key(KeyCode::Esc)),
            Some(Action::Cancel)
        );
    }

    /// Every key table a help popup shows.
    const ALL_TABLES: [&[Binding]; 7] = [
        GAME_KEYS,
        REVIEW_KEYS,
        REVIEW_BOARD_KEYS,
        EDITOR_KEYS,
        PUZZLE_KEYS,
        PUZZLE_SOLUTION_KEYS,
        QUIZ_KEYS,
    ];

    #[test]
    fn no_key_means_two_things_and_every_row_has_words() {
        for table in ALL_TABLES {
            let mut seen: Vec<KeyCode> = Vec::new();
            for b in table {
                assert!(!b.label.is_empty() && !b.help().is_empty(), "{b:?}");
                for (k, _) in b.keys {
                    assert!(!seen.contains(k), "{k:?} is bound twice");
                    seen.push(*k);
                }
            }
        }
    }

    #[test]
    fn every_japanese_help_row_fits_the_help_popup_uncut() {
        use crate::i18n::{Lang, in_lang};
        use unicode_width::UnicodeWidthStr;
        // The popup is 72 columns: a border each side, a blank before the
        // keys and two after them.
        const INSIDE: usize = 72 - 2;
        in_lang(Lang::Ja, || {
            for table in ALL_TABLES {
                let key_w = table.iter().map(|b| b.label().width()).max().unwrap_or(0);
                for b in table {
                    let help = b.help();
                    assert!(
                        1 + key_w + 2 + help.width() <= INSIDE,
                        "{} is {} columns: {help}",
                        b.help_id,
                        help.width()
                    );
                    assert_ne!(help, b.help_id, "{} has no words", b.help_id);
                }
            }
        });
    }

    #[test]
    fn tab_turns_reviews_board_cursor_on_and_off_and_arrows_follow_it() {
        for mode in [InputMode::Review, InputMode::ReviewBoard] {
            assert_eq!(
                key_action(mode, key(KeyCode::Tab)),
                Some(Action::ToggleBoardCursor)
            );
            assert_eq!(key_action(mode, key(Char('z'))), Some(Action::Undo));
        }
        let left = key(KeyCode::Left);
        assert_eq!(key_action(InputMode::Review, left), Some(Action::Step(-1)));
        assert_eq!(
            key_action(InputMode::ReviewBoard, left),
            Some(Action::Move(Direction::Left))
        );
        assert_eq!(
            key_action(InputMode::ReviewBoard, key(Char('G'))),
            Some(Action::PickHand(PieceKind::Gold))
        );
        assert_eq!(
            key_action(InputMode::Review, key(Char('G'))),
            Some(Action::Last)
        );
    }

    #[test]
    fn ctrl_c_always_quits_and_releases_are_ignored() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for mode in [InputMode::Menu, InputMode::Board, InputMode::Prompt] {
            assert_eq!(key_action(mode, ctrl_c), Some(Action::ForceQuit));
        }
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(
            key_action(InputMode::Prompt, ctrl_u),
            Some(Action::PromptClear)
        );
        assert_eq!(key_action(InputMode::Board, ctrl_u), None, "not an undo");
        let mut release = key(KeyCode::Char('u'));
        release.kind = KeyEventKind::Release;
        assert_eq!(key_action(InputMode::Board, release), None);
    }
}
