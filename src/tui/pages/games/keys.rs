//! The games list's keys: the table its key handler reads and its help
//! shows.

use super::command::{ExportKind, FilterField, GamesCommand};
use crate::tui::action::{Action, Direction, OwnCommand};
use crate::tui::input::{Binding, HELP, row};
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

pub const GAMES_KEYS: &[Binding] = &[
    row(
        "↑ ↓ / k j",
        "games-key-move",
        &[
            (KeyCode::Up, Action::Move(Direction::Up)),
            (KeyCode::Down, Action::Move(Direction::Down)),
            (Char('k'), Action::Move(Direction::Up)),
            (Char('j'), Action::Move(Direction::Down)),
        ],
    ),
    row(
        "PgUp PgDn Home End",
        "games-key-page",
        &[
            (
                KeyCode::PageUp,
                Action::Page(OwnCommand::Static(&GamesCommand::PageUp)),
            ),
            (
                KeyCode::PageDown,
                Action::Page(OwnCommand::Static(&GamesCommand::PageDown)),
            ),
            (KeyCode::Home, Action::First),
            (KeyCode::End, Action::Last),
        ],
    ),
    row(
        "Enter",
        "games-key-open",
        &[(KeyCode::Enter, Action::Activate)],
    ),
    row(
        "Space / u",
        "games-key-mark",
        &[
            (
                Char(' '),
                Action::Page(OwnCommand::Static(&GamesCommand::Mark)),
            ),
            (
                Char('u'),
                Action::Page(OwnCommand::Static(&GamesCommand::Unmark)),
            ),
        ],
    ),
    row(
        "p / v",
        "games-key-filter-text",
        &[
            (
                Char('p'),
                Action::Page(OwnCommand::Static(&GamesCommand::Filter(
                    FilterField::Player,
                ))),
            ),
            (
                Char('v'),
                Action::Page(OwnCommand::Static(&GamesCommand::Filter(
                    FilterField::Event,
                ))),
            ),
        ],
    ),
    row(
        "< / >",
        "games-key-filter-dates",
        &[
            (
                Char('<'),
                Action::Page(OwnCommand::Static(&GamesCommand::Filter(FilterField::From))),
            ),
            (
                Char('>'),
                Action::Page(OwnCommand::Static(&GamesCommand::Filter(FilterField::To))),
            ),
        ],
    ),
    row(
        "r",
        "games-key-result",
        &[(
            Char('r'),
            Action::Page(OwnCommand::Static(&GamesCommand::Result)),
        )],
    ),
    row(
        "c",
        "games-key-clear",
        &[(
            Char('c'),
            Action::Page(OwnCommand::Static(&GamesCommand::ClearFilters)),
        )],
    ),
    row(
        "s / S",
        "games-key-sort",
        &[
            (
                Char('s'),
                Action::Page(OwnCommand::Static(&GamesCommand::Sort)),
            ),
            (
                Char('S'),
                Action::Page(OwnCommand::Static(&GamesCommand::Reverse)),
            ),
        ],
    ),
    row(
        "e / E",
        "games-key-export",
        &[
            (
                Char('e'),
                Action::Page(OwnCommand::Static(&GamesCommand::Export(ExportKind::Kif))),
            ),
            (
                Char('E'),
                Action::Page(OwnCommand::Static(&GamesCommand::Export(ExportKind::Csa))),
            ),
        ],
    ),
    row(
        "d / Delete",
        "games-key-delete",
        &[
            (
                Char('d'),
                Action::Page(OwnCommand::Static(&GamesCommand::Delete)),
            ),
            (
                KeyCode::Delete,
                Action::Page(OwnCommand::Static(&GamesCommand::Delete)),
            ),
        ],
    ),
    HELP,
    row(
        "q / Esc",
        "games-key-leave",
        &[(Char('q'), Action::Quit), (KeyCode::Esc, Action::Quit)],
    ),
];
