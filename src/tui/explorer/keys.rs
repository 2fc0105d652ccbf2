//! The explorer's keys, the same on every board: `d` shows it (review's
//! Games tab, an overlay elsewhere), `L` lists the games through the
//! position, `O` my games only, `/` a player, `T` a date range; among its
//! rows ↑ ↓ (or j k) and Enter. Review keeps ← → (h l) for stepping
//! through the record while its Games tab shows, so only the up and down
//! keys, which review doubles, change meaning there.

use crate::tui::action::Direction::{Down, Up};
use crate::tui::action::{Action, OwnCommand};
use crate::tui::input::{Binding, row};
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

/// A command of the explorer's, on whichever page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplorerCommand {
    /// `d`: the explorer shown (review: its Games tab, or back to the
    /// book's).
    Show,
    /// `L`: the games through the position.
    Games,
    /// `O`: my games only, on or off.
    Mine,
    /// `/`: type a player.
    Player,
    /// `T`: type a date range.
    Dates,
}

/// The key that shows the explorer, for the pages' own tables.
pub const SHOW: Binding = row(
    "d",
    "explorer-keys-show",
    &[(
        Char('d'),
        Action::Page(OwnCommand::Static(&ExplorerCommand::Show)),
    )],
);

/// Its filters and its list, for the pages' own tables.
pub const FILTERS: &[Binding] = &[
    row(
        "L",
        "explorer-keys-games",
        &[(
            Char('L'),
            Action::Page(OwnCommand::Static(&ExplorerCommand::Games)),
        )],
    ),
    row(
        "O",
        "explorer-keys-mine",
        &[(
            Char('O'),
            Action::Page(OwnCommand::Static(&ExplorerCommand::Mine)),
        )],
    ),
    row(
        "/",
        "explorer-keys-player",
        &[(
            Char('/'),
            Action::Page(OwnCommand::Static(&ExplorerCommand::Player)),
        )],
    ),
    row(
        "T",
        "explorer-keys-dates",
        &[(
            Char('T'),
            Action::Page(OwnCommand::Static(&ExplorerCommand::Dates)),
        )],
    ),
];

/// Among the moves: read before the page's own table while the explorer
/// has the focus.
pub const ROWS: Binding = row(
    "↑↓ jk Enter",
    "explorer-keys-rows",
    &[
        (KeyCode::Up, Action::Move(Up)),
        (KeyCode::Down, Action::Move(Down)),
        (Char('k'), Action::Move(Up)),
        (Char('j'), Action::Move(Down)),
        (KeyCode::Enter, Action::Activate),
    ],
);

/// The overlay's own table (the editor's and a finished game's).
pub const OVERLAY_KEYS: &[Binding] = &[
    ROWS,
    FILTERS[0],
    FILTERS[1],
    FILTERS[2],
    FILTERS[3],
    row(
        "Esc / d / q",
        "explorer-keys-close",
        &[
            (KeyCode::Esc, Action::Cancel),
            (Char('q'), Action::Cancel),
            (
                Char('d'),
                Action::Page(OwnCommand::Static(&ExplorerCommand::Show)),
            ),
        ],
    ),
];
