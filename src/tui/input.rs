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
    /// The keys as the help shows them.
    pub label: &'static str,
    /// What they do, in a few words.
    pub help: &'static str,
    /// Each key and the action it gives; empty for what is not a key
    /// (the mouse) or is handled before the table (Ctrl-C).
    pub keys: &'static [(KeyCode, Action)],
}

const fn row(
    label: &'static str,
    help: &'static str,
    keys: &'static [(KeyCode, Action)],
) -> Binding {
    Binding { label, help, keys }
}

// Rows both the game and review pages have: the look of the board and help.
const FLIP: Binding = row("f", "flip the board", &[(Char('f'), Action::Flip)]);
const GLYPHS: Binding = row(
    "w",
    "kanji / Western pieces; the move list follows",
    &[(Char('w'), Action::ToggleGlyphs)],
);
const NOTATION: Binding = row(
    "m",
    "move list: Japanese / Western",
    &[(Char('m'), Action::ToggleNotation)],
);
const THEME: Binding = row("c", "next colour theme", &[(Char('c'), Action::CycleTheme)]);
const HELP: Binding = row("?", "this help", &[(Char('?'), Action::Help)]);

// Making a move on a board: the game's keys, and review's with its
// board cursor on.
const CURSOR: Binding = row(
    "← ↓ ↑ → / h j k l",
    "move the cursor",
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
    "select a piece, then its destination",
    &[
        (KeyCode::Enter, Action::Activate),
        (Char(' '), Action::Activate),
    ],
);
const PICK_HAND: Binding = row(
    "P L N S G B r",
    "pick pawn lance knight silver gold bishop rook",
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
    row(
        "Esc",
        "cancel the selection / close",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    row(
        "Tab / Shift-Tab",
        "pick a piece from your hand to drop",
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
        "the same, in lower case",
        &[
            (Char('p'), Action::PickHand(PieceKind::Pawn)),
            (Char('n'), Action::PickHand(PieceKind::Knight)),
            (Char('g'), Action::PickHand(PieceKind::Gold)),
            (Char('b'), Action::PickHand(PieceKind::Bishop)),
        ],
    ),
    row("mouse click", "select a square or a hand piece", &[]),
    row("y / n", "promote or not, when asked", &[]),
    row(
        ":",
        "type a move (7g7f, P-76, P-7f, P*23, ７六歩)",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    // Taken by the prompt itself, before this table.
    row(
        "Backspace / Ctrl-U",
        "erase a letter / all that is typed at a prompt",
        &[],
    ),
    row(
        "H",
        "hint: the engine's move for you",
        &[(Char('H'), Action::Hint)],
    ),
    row(
        "i",
        "impasse tally (points, zone, verdicts)",
        &[(Char('i'), Action::Tally)],
    ),
    row(
        "D",
        "declare impasse (asks first)",
        &[(Char('D'), Action::Declare)],
    ),
    row("R", "resign (asks first)", &[(Char('R'), Action::Resign)]),
    row(
        "u",
        "undo; against a computer, back to your turn",
        &[(Char('u'), Action::Undo)],
    ),
    row(
        "[ ]",
        "look one move back / forward; nothing is undone",
        &[(Char('['), Action::Step(-1)), (Char(']'), Action::Step(1))],
    ),
    row(
        "Home / End",
        "the start / back to the game as it stands",
        &[(KeyCode::Home, Action::First), (KeyCode::End, Action::Last)],
    ),
    row(
        "z / Pause",
        "two people: stop both clocks, hide the board",
        &[(Char('z'), Action::Pause), (KeyCode::Pause, Action::Pause)],
    ),
    row(
        "s",
        "keep the game under a name you type",
        &[(Char('s'), Action::Save)],
    ),
    row(
        "A",
        "game over: review and analyse it",
        &[(Char('A'), Action::AnalyseGame)],
    ),
    FLIP,
    row(
        "a",
        "hot-seat: flip to the side to move",
        &[(Char('a'), Action::ToggleAutoFlip)],
    ),
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row(
        "q",
        "quit (asks first); Ctrl-C quits at once",
        &[(Char('q'), Action::Quit)],
    ),
];

/// Every key of review mode.
pub const REVIEW_KEYS: &[Binding] = &[
    row(
        "← → / h l",
        "one move back / forward (also ↑ ↓ / k j)",
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
        "the start / the last move",
        &[
            (KeyCode::Home, Action::First),
            (KeyCode::End, Action::Last),
            (Char('g'), Action::First),
            (Char('G'), Action::Last),
        ],
    ),
    row(
        "PgUp PgDn",
        "ten moves back / forward",
        &[
            (KeyCode::PageUp, Action::Step(-10)),
            (KeyCode::PageDown, Action::Step(10)),
        ],
    ),
    row(
        ":",
        "jump to a move number, or play a move typed (76歩)",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row("mouse click", "on a move of the list: jump there", &[]),
    row(
        "} {",
        "comments: a page down / up (▼ ▲: more)",
        &[
            (Char('}'), Action::ScrollNotes(1)),
            (Char('{'), Action::ScrollNotes(-1)),
        ],
    ),
    row(
        "v",
        "show the next variation (変化) of this move",
        &[(Char('v'), Action::NextVariation)],
    ),
    row(
        "p",
        "play a new game from this position",
        &[(Char('p'), Action::PlayFromHere)],
    ),
    row(
        "i",
        "impasse tally of this position",
        &[(Char('i'), Action::Tally)],
    ),
    row(
        "a / A",
        "analyse the moves not analysed / all again",
        &[
            (Char('a'), Action::Analyse { all: false }),
            (Char('A'), Action::Analyse { all: true }),
        ],
    ),
    row(
        "e",
        "which engine analyses: the next one on offer",
        &[(Char('e'), Action::NextEngine)],
    ),
    row(
        "n / N",
        "the next / previous move marked ?! ? or ??",
        &[
            (Char('n'), Action::NextMark { forward: true }),
            (Char('N'), Action::NextMark { forward: false }),
        ],
    ),
    row(
        "b",
        "step through the engine's best line",
        &[(Char('b'), Action::BestLine)],
    ),
    row(
        "K",
        "keep the best line shown as a variation (変化)",
        &[(Char('K'), Action::KeepLine)],
    ),
    row(
        "s",
        "write what changed (analysis, comments…) to the file",
        &[(Char('s'), Action::Save)],
    ),
    row("mouse click", "on the evaluation graph: jump there", &[]),
    row(
        "C",
        "write this move's comment (Ctrl-S keeps, Esc drops)",
        &[(Char('C'), Action::EditComment)],
    ),
    row(
        "&",
        "bookmark (しおり) this move; an empty name removes",
        &[(Char('&'), Action::EditBookmark)],
    ),
    row(
        "'",
        "the bookmarks: jump to one",
        &[(Char('\''), Action::ListBookmarks)],
    ),
    row(
        "H",
        "edit the headers: players, event, date, opening",
        &[(Char('H'), Action::EditHeaders)],
    ),
    row(
        "S",
        "write the record into a new file (.kif .ki2 .csa …)",
        &[(Char('S'), Action::SaveAs)],
    ),
    row(
        "mouse click",
        "on a piece, then where it goes: play a move (変化)",
        &[],
    ),
    TAB_CURSOR,
    // Read from REVIEW_BOARD_KEYS while the cursor is on: letters that
    // mean other things here (G, N, S) are free there.
    row(
        "P L N S G B r",
        "with the cursor on: pick from the hand",
        &[],
    ),
    row(
        "0-9",
        "show line N of this move's variations (0: their base); \
         while research runs, 1-5 play the first move of its line",
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
        "make the variation shown the main line (本譜にする)",
        &[(Char('U'), Action::MakeMainLine)],
    ),
    row(
        "+ / -",
        "move the variation shown up / down among its rivals",
        &[
            (Char('+'), Action::MoveVariation { up: true }),
            (Char('-'), Action::MoveVariation { up: false }),
        ],
    ),
    row(
        "D",
        "delete the variation shown and all after it (asks)",
        &[(Char('D'), Action::DeleteVariation)],
    ),
    UNDO_STUDY,
    row(
        "r",
        "research: a live engine on this position (Esc stops)",
        &[(Char('r'), Action::Research)],
    ),
    row(
        "] [",
        "research: one line more / fewer (1 to 5)",
        &[
            (Char(']'), Action::ResearchLines(1)),
            (Char('['), Action::ResearchLines(-1)),
        ],
    ),
    row(
        "o",
        "research: keep the chosen line as a variation (変化)",
        &[(Char('o'), Action::KeepResearchLine)],
    ),
    row(
        "E",
        "edit this position (局面編集)",
        &[(Char('E'), Action::EditPosition)],
    ),
    row(
        "Q",
        "quiz: better moves than the ?? ones (次の一手)",
        &[(Char('Q'), Action::Quiz)],
    ),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row(
        "Esc",
        "stop the analysis (keeping it), else leave",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    row("q", "leave review", &[(Char('q'), Action::Quit)]),
];

// Rows review has with its board cursor on or off.
const TAB_CURSOR: Binding = row(
    "Tab",
    "board cursor on/off: arrows, Enter picks and plays",
    &[(KeyCode::Tab, Action::ToggleBoardCursor)],
);
const UNDO_STUDY: Binding = row(
    "z",
    "undo the last move played, or U + - D",
    &[(Char('z'), Action::Undo)],
);

/// The keys of review's board cursor (Tab): a move is made as in a game.
pub const REVIEW_BOARD_KEYS: &[Binding] = &[
    CURSOR,
    SELECT,
    row(
        "Esc",
        "drop the selection, else the cursor",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    PICK_HAND,
    row(":", "type a move", &[(Char(':'), Action::OpenPrompt)]),
    TAB_CURSOR,
    UNDO_STUDY,
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row("q", "leave review", &[(Char('q'), Action::Quit)]),
];

/// Every key of the position editor. Pieces are typed as SFEN writes
/// them: upper case for Black (sente), lower case for White (gote); so
/// the other commands keep to letters no piece uses, and the cursor to
/// the arrows (`k` and `l` are a king and a lance here).
pub const EDITOR_KEYS: &[Binding] = &[
    row(
        "← ↓ ↑ →",
        "move the cursor; past the board's edge: the stands",
        &[
            (KeyCode::Left, Action::Move(Left)),
            (KeyCode::Down, Action::Move(Down)),
            (KeyCode::Up, Action::Move(Up)),
            (KeyCode::Right, Action::Move(Right)),
        ],
    ),
    row(
        "K R B G S N L P",
        "a Black piece there; on a stand: one more in hand",
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
        "the same, a White piece (as SFEN writes them)",
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
        "promote the piece, or turn it back",
        &[(Char('+'), Action::Edit(Edit::Promote))],
    ),
    row(
        "o",
        "the other side owns the piece",
        &[(Char('o'), Action::Edit(Edit::FlipOwner))],
    ),
    row(
        "x / Delete",
        "take the piece away (on a stand: one of that kind)",
        &[
            (Char('x'), Action::Edit(Edit::Remove)),
            (KeyCode::Delete, Action::Edit(Edit::Remove)),
            (KeyCode::Backspace, Action::Edit(Edit::Remove)),
        ],
    ),
    row(
        "t",
        "the piece to its owner's hand",
        &[(Char('t'), Action::Edit(Edit::ToHand))],
    ),
    row(
        "Space",
        "pick a piece up; Space again puts it down",
        &[(Char(' '), Action::Activate)],
    ),
    row("mouse click", "the same, where you click", &[]),
    row(
        "Tab",
        "the other side to move",
        &[(KeyCode::Tab, Action::Edit(Edit::SideToMove))],
    ),
    row(
        "e",
        "empty board and hands",
        &[(Char('e'), Action::Edit(Edit::Clear))],
    ),
    row(
        "i",
        "the start position (平手)",
        &[(Char('i'), Action::Edit(Edit::StartPosition))],
    ),
    row(
        "a",
        "the next handicap (駒落ち)",
        &[(Char('a'), Action::Edit(Edit::NextHandicap))],
    ),
    row(
        "D",
        "the side not to move holds all the rest (残り全部)",
        &[(Char('D'), Action::Edit(Edit::RestToDefender))],
    ),
    row(
        ":",
        "type or paste an SFEN or a BOD diagram",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "M",
        "mate solver: does the side to move mate?",
        &[(Char('M'), Action::Edit(Edit::SolveMate))],
    ),
    row(
        "Enter",
        "open the position in review, research mode on",
        &[(KeyCode::Enter, Action::Edit(Edit::Review))],
    ),
    row(
        "v",
        "play a game from the position",
        &[(Char('v'), Action::Edit(Edit::Play))],
    ),
    row(
        "W",
        "save it as a record (.kif .csa .sfen)",
        &[(Char('W'), Action::Edit(Edit::Write))],
    ),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row(
        "Esc / q",
        "put back the piece held, else leave the editor",
        &[(KeyCode::Esc, Action::Cancel), (Char('q'), Action::Quit)],
    ),
];

// The puzzles page's rows: its board takes the attacker's moves, so
// letters that move the cursor elsewhere (h, l) are commands here and the
// cursor keeps to the arrows.
const PUZZLE_STEP: Binding = row(
    "n / p",
    "the next / previous puzzle",
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
    "the next puzzle not solved yet (unsolved)",
    &[(Char('u'), Action::Puzzle(PuzzleKey::NextUnsolved))],
);
const PUZZLE_LENGTH: Binding = row(
    "] / [",
    "the first puzzle of a longer / shorter mate",
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
    "open a file of problems (.kif .ki2 .csa, SFEN list)",
    &[(Char('o'), Action::Puzzle(PuzzleKey::Open))],
);
// Upper case only: lower-case letters are the page's commands (r retries).
const PUZZLE_HAND: Binding = row(
    "P L N S G B R",
    "pick pawn lance knight silver gold bishop rook",
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
    "move the cursor",
    &[
        (KeyCode::Left, Action::Move(Left)),
        (KeyCode::Down, Action::Move(Down)),
        (KeyCode::Up, Action::Move(Up)),
        (KeyCode::Right, Action::Move(Right)),
    ],
);
const CLICK: Binding = row("mouse click", "select a square or a hand piece", &[]);
const CYCLE_HAND: Binding = row(
    "Tab / Shift-Tab",
    "pick a piece from your hand to drop",
    &[
        (KeyCode::Tab, Action::CycleHand { forward: true }),
        (KeyCode::BackTab, Action::CycleHand { forward: false }),
    ],
);
const PROMOTE: Binding = row("y / n", "promote or not, when asked", &[]);
const PUZZLE_LEAVE: Binding = row("q", "back to the menu", &[(Char('q'), Action::Quit)]);

/// Every key of the puzzles page (詰将棋) while solving.
pub const PUZZLE_KEYS: &[Binding] = &[
    ARROWS,
    SELECT,
    CLICK,
    row(
        "Esc",
        "drop the selection",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    CYCLE_HAND,
    PUZZLE_HAND,
    PROMOTE,
    row(
        ":",
        "type a move (2b2a+, G*5b, ５二金)",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "h",
        "hint: the piece that mates",
        &[(Char('h'), Action::Puzzle(PuzzleKey::Hint))],
    ),
    row(
        "s",
        "show the solution (the try counts as not solved)",
        &[(Char('s'), Action::Puzzle(PuzzleKey::Solution))],
    ),
    row(
        "r",
        "this puzzle from its start again",
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
        "one move back / forward",
        &[
            (KeyCode::Left, Action::Step(-1)),
            (KeyCode::Right, Action::Step(1)),
            (Char('h'), Action::Step(-1)),
            (Char('l'), Action::Step(1)),
        ],
    ),
    row(
        "Home / End",
        "the start / the mate",
        &[(KeyCode::Home, Action::First), (KeyCode::End, Action::Last)],
    ),
    row(
        "s / r / Esc",
        "back to solving, from the start",
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
    row(
        "Esc",
        "drop the selection; the question again",
        &[(KeyCode::Esc, Action::Cancel)],
    ),
    CYCLE_HAND,
    PUZZLE_HAND,
    PROMOTE,
    row(
        ":",
        "type a move (7g7f, P-76, ７六歩)",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "s",
        "show the engine's move",
        &[(Char('s'), Action::Puzzle(PuzzleKey::Solution))],
    ),
    row(
        "n / p",
        "the next / previous question",
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
    row("q", "back to the review", &[(Char('q'), Action::Quit)]),
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

    #[test]
    fn no_key_means_two_things_and_every_row_has_words() {
        for table in [
            GAME_KEYS,
            REVIEW_KEYS,
            REVIEW_BOARD_KEYS,
            EDITOR_KEYS,
            PUZZLE_KEYS,
            PUZZLE_SOLUTION_KEYS,
            QUIZ_KEYS,
        ] {
            let mut seen: Vec<KeyCode> = Vec::new();
            for b in table {
                assert!(!b.label.is_empty() && !b.help.is_empty(), "{b:?}");
                for (k, _) in b.keys {
                    assert!(!seen.contains(k), "{k:?} is bound twice");
                    seen.push(*k);
                }
            }
        }
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
