//! The next-move quiz's keys: the table its key handler reads and its
//! help shows.

use crate::tui::action::Action;
use crate::tui::action::OwnCommand;
use crate::tui::input::{
    ARROWS, Binding, CLICK, CYCLE_HAND, FLIP, GLYPHS, HELP, NOTATION, PROMOTE, PUZZLE_HAND, SELECT,
    THEME, row,
};
use crate::tui::pages::quiz::command::QuizCommand;
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

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
        &[(
            Char('s'),
            Action::Page(OwnCommand::Static(&QuizCommand::Solution)),
        )],
    ),
    row(
        "n / p",
        "keys-quiz-step",
        &[
            (
                Char('n'),
                Action::Page(OwnCommand::Static(&QuizCommand::Next { forward: true })),
            ),
            (
                Char('p'),
                Action::Page(OwnCommand::Static(&QuizCommand::Next { forward: false })),
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
