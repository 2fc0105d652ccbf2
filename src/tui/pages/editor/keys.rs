//! The position editor's keys: the table its key handler reads and its
//! help shows.

use crate::shogi::{Color, PieceKind};
use crate::tui::action::Action;
use crate::tui::action::Direction::{Down, Left, Right, Up};
use crate::tui::action::PageCommand;
use crate::tui::input::{Binding, COPY, FLIP, GLYPHS, HELP, MOUSE_CLICK, NOTATION, THEME, row};
use crate::tui::pages::editor::command::EditorCommand;
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

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
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::King,
                ))),
            ),
            (
                Char('R'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Rook,
                ))),
            ),
            (
                Char('B'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Bishop,
                ))),
            ),
            (
                Char('G'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Gold,
                ))),
            ),
            (
                Char('S'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Silver,
                ))),
            ),
            (
                Char('N'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Knight,
                ))),
            ),
            (
                Char('L'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Lance,
                ))),
            ),
            (
                Char('P'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Pawn,
                ))),
            ),
        ],
    ),
    row(
        "k r b g s n l p",
        "keys-editor-white-piece",
        &[
            (
                Char('k'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::King,
                ))),
            ),
            (
                Char('r'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Rook,
                ))),
            ),
            (
                Char('b'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Bishop,
                ))),
            ),
            (
                Char('g'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Gold,
                ))),
            ),
            (
                Char('s'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Silver,
                ))),
            ),
            (
                Char('n'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Knight,
                ))),
            ),
            (
                Char('l'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Lance,
                ))),
            ),
            (
                Char('p'),
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Pawn,
                ))),
            ),
        ],
    ),
    row(
        "+",
        "keys-editor-promote",
        &[(
            Char('+'),
            Action::Page(PageCommand::Static(&EditorCommand::Promote)),
        )],
    ),
    row(
        "o",
        "keys-editor-flip-owner",
        &[(
            Char('o'),
            Action::Page(PageCommand::Static(&EditorCommand::FlipOwner)),
        )],
    ),
    row(
        "x / Delete",
        "keys-editor-remove",
        &[
            (
                Char('x'),
                Action::Page(PageCommand::Static(&EditorCommand::Remove)),
            ),
            (
                KeyCode::Delete,
                Action::Page(PageCommand::Static(&EditorCommand::Remove)),
            ),
            (
                KeyCode::Backspace,
                Action::Page(PageCommand::Static(&EditorCommand::Remove)),
            ),
        ],
    ),
    row(
        "t",
        "keys-editor-to-hand",
        &[(
            Char('t'),
            Action::Page(PageCommand::Static(&EditorCommand::ToHand)),
        )],
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
        &[(
            KeyCode::Tab,
            Action::Page(PageCommand::Static(&EditorCommand::SideToMove)),
        )],
    ),
    row(
        "e",
        "keys-editor-clear",
        &[(
            Char('e'),
            Action::Page(PageCommand::Static(&EditorCommand::Clear)),
        )],
    ),
    row(
        "i",
        "keys-editor-start-position",
        &[(
            Char('i'),
            Action::Page(PageCommand::Static(&EditorCommand::StartPosition)),
        )],
    ),
    row(
        "a",
        "keys-editor-next-handicap",
        &[(
            Char('a'),
            Action::Page(PageCommand::Static(&EditorCommand::NextHandicap)),
        )],
    ),
    row(
        "D",
        "keys-editor-rest-to-defender",
        &[(
            Char('D'),
            Action::Page(PageCommand::Static(&EditorCommand::RestToDefender)),
        )],
    ),
    row(
        ":",
        "keys-editor-prompt",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    row(
        "M",
        "keys-editor-solve-mate",
        &[(
            Char('M'),
            Action::Page(PageCommand::Static(&EditorCommand::SolveMate)),
        )],
    ),
    row(
        "T",
        "keys-editor-tsume",
        &[(
            Char('T'),
            Action::Page(PageCommand::Static(&EditorCommand::Tsume)),
        )],
    ),
    row(
        "Enter",
        "keys-editor-review",
        &[(
            KeyCode::Enter,
            Action::Page(PageCommand::Static(&EditorCommand::Review)),
        )],
    ),
    row(
        "v",
        "keys-editor-play",
        &[(
            Char('v'),
            Action::Page(PageCommand::Static(&EditorCommand::Play)),
        )],
    ),
    row(
        "W",
        "keys-editor-write",
        &[(
            Char('W'),
            Action::Page(PageCommand::Static(&EditorCommand::Write)),
        )],
    ),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    COPY,
    HELP,
    row(
        "Esc / q",
        "keys-editor-leave",
        &[(KeyCode::Esc, Action::Cancel), (Char('q'), Action::Quit)],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Direction;
    use crate::tui::input::lookup;

    #[test]
    fn editor_letters_are_pieces_in_sfen_case_and_arrows_move() {
        let cases = [
            (
                'K',
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::King,
                ))),
            ),
            (
                'k',
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::King,
                ))),
            ),
            (
                'l',
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Lance,
                ))),
            ),
            (
                'P',
                Action::Page(PageCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Pawn,
                ))),
            ),
            (
                'x',
                Action::Page(PageCommand::Static(&EditorCommand::Remove)),
            ),
            (
                'D',
                Action::Page(PageCommand::Static(&EditorCommand::RestToDefender)),
            ),
            (
                'M',
                Action::Page(PageCommand::Static(&EditorCommand::SolveMate)),
            ),
            (':', Action::OpenPrompt),
            (' ', Action::Activate),
        ];
        for (c, action) in cases {
            assert_eq!(lookup(EDITOR_KEYS, Char(c)), Some(action), "{c}");
        }
        assert_eq!(
            lookup(EDITOR_KEYS, KeyCode::Up),
            Some(Action::Move(Direction::Up))
        );
        assert_eq!(
            lookup(EDITOR_KEYS, KeyCode::Enter),
            Some(Action::Page(PageCommand::Static(&EditorCommand::Review)))
        );
    }
}
