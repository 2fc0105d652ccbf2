//! The watched series' keys: the table its key handler reads.

use super::command::MatchCommand;
use crate::tui::action::Action;
use crate::tui::action::OwnCommand;
use crate::tui::input::{Binding, row};
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

const NEXT: Action = Action::Page(OwnCommand::Static(&MatchCommand::Game { forward: true }));
const PREVIOUS: Action = Action::Page(OwnCommand::Static(&MatchCommand::Game { forward: false }));

/// The keys while a series is watched (the status bar names them).
pub const MATCH_KEYS: &[Binding] = &[
    row(
        "Tab / → ↓",
        "keys-match-next",
        &[
            (KeyCode::Tab, NEXT),
            (KeyCode::Right, NEXT),
            (KeyCode::Down, NEXT),
        ],
    ),
    row(
        "Shift-Tab / ← ↑",
        "keys-match-previous",
        &[
            (KeyCode::BackTab, PREVIOUS),
            (KeyCode::Left, PREVIOUS),
            (KeyCode::Up, PREVIOUS),
        ],
    ),
    row(
        "q / Esc",
        "keys-match-stop",
        &[(Char('q'), Action::Quit), (KeyCode::Esc, Action::Quit)],
    ),
];
