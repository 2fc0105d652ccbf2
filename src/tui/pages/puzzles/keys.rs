//! The puzzles page's keys: while solving (`PUZZLE_KEYS`) and while it
//! steps through a solution (`PUZZLE_SOLUTION_KEYS`); the tables its key
//! handler reads and its help shows.

use crate::tui::action::Action;
use crate::tui::action::OwnCommand;
use crate::tui::input::{
    ARROWS, Binding, CLICK, COPY, CYCLE_HAND, FLIP, GLYPHS, HELP, NOTATION, PROMOTE, PUZZLE_HAND,
    SELECT, THEME, row,
};
use crate::tui::pages::puzzles::command::PuzzleCommand;
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

// The puzzles page's rows: its board takes the attacker's moves, so
// letters that move the cursor elsewhere (h, l) are commands here and the
// cursor keeps to the arrows.
const PUZZLE_STEP: Binding = row(
    "n / p",
    "keys-puzzle-step",
    &[
        (
            Char('n'),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Next { forward: true })),
        ),
        (
            Char('p'),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Next { forward: false })),
        ),
    ],
);
const PUZZLE_UNSOLVED: Binding = row(
    "u",
    "keys-puzzle-unsolved",
    &[(
        Char('u'),
        Action::Page(OwnCommand::Static(&PuzzleCommand::NextUnsolved)),
    )],
);
const PUZZLE_LENGTH: Binding = row(
    "] / [",
    "keys-puzzle-length",
    &[
        (
            Char(']'),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Length { longer: true })),
        ),
        (
            Char('['),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Length { longer: false })),
        ),
    ],
);
const PUZZLE_OPEN: Binding = row(
    "o",
    "keys-puzzle-open",
    &[(
        Char('o'),
        Action::Page(OwnCommand::Static(&PuzzleCommand::Open)),
    )],
);
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
        &[(
            Char('h'),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Hint)),
        )],
    ),
    row(
        "s",
        "keys-puzzle-solution",
        &[(
            Char('s'),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Solution)),
        )],
    ),
    row(
        "r",
        "keys-puzzle-retry",
        &[(
            Char('r'),
            Action::Page(OwnCommand::Static(&PuzzleCommand::Retry)),
        )],
    ),
    PUZZLE_STEP,
    PUZZLE_UNSOLVED,
    PUZZLE_LENGTH,
    PUZZLE_OPEN,
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    COPY,
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
            (
                Char('s'),
                Action::Page(OwnCommand::Static(&PuzzleCommand::Retry)),
            ),
            (
                Char('r'),
                Action::Page(OwnCommand::Static(&PuzzleCommand::Retry)),
            ),
            (
                KeyCode::Esc,
                Action::Page(OwnCommand::Static(&PuzzleCommand::Retry)),
            ),
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
    COPY,
    HELP,
    PUZZLE_LEAVE,
];
