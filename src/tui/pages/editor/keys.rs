//! The position editor's keys: the table its key handler reads and its
//! help shows.

use crate::shogi::{Color, PieceKind};
use crate::tui::action::Action;
use crate::tui::action::Direction::{Down, Left, Right, Up};
use crate::tui::action::OwnCommand;
use crate::tui::input::{Binding, COPY, FLIP, GLYPHS, HELP, MOUSE_CLICK, NOTATION, THEME, row};
use crate::tui::marks::keys as marks;
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
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::King,
                ))),
            ),
            (
                Char('R'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Rook,
                ))),
            ),
            (
                Char('B'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Bishop,
                ))),
            ),
            (
                Char('G'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Gold,
                ))),
            ),
            (
                Char('S'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Silver,
                ))),
            ),
            (
                Char('N'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Knight,
                ))),
            ),
            (
                Char('L'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Lance,
                ))),
            ),
            (
                Char('P'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
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
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::King,
                ))),
            ),
            (
                Char('r'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Rook,
                ))),
            ),
            (
                Char('b'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Bishop,
                ))),
            ),
            (
                Char('g'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Gold,
                ))),
            ),
            (
                Char('s'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Silver,
                ))),
            ),
            (
                Char('n'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Knight,
                ))),
            ),
            (
                Char('l'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Lance,
                ))),
            ),
            (
                Char('p'),
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
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
            Action::Page(OwnCommand::Static(&EditorCommand::Promote)),
        )],
    ),
    row(
        "o",
        "keys-editor-flip-owner",
        &[(
            Char('o'),
            Action::Page(OwnCommand::Static(&EditorCommand::FlipOwner)),
        )],
    ),
    row(
        "x / Delete",
        "keys-editor-remove",
        &[
            (
                Char('x'),
                Action::Page(OwnCommand::Static(&EditorCommand::Remove)),
            ),
            (
                KeyCode::Delete,
                Action::Page(OwnCommand::Static(&EditorCommand::Remove)),
            ),
            (
                KeyCode::Backspace,
                Action::Page(OwnCommand::Static(&EditorCommand::Remove)),
            ),
        ],
    ),
    row(
        "t",
        "keys-editor-to-hand",
        &[(
            Char('t'),
            Action::Page(OwnCommand::Static(&EditorCommand::ToHand)),
        )],
    ),
    row(
        "Space",
        "keys-editor-pick-up",
        &[(Char(' '), Action::Activate)],
    ),
    row(MOUSE_CLICK, "keys-editor-click", &[]),
    marks::DRAW,
    marks::ARROW_FROM,
    marks::CLEAR,
    marks::MOUSE,
    row(
        "Tab",
        "keys-editor-side-to-move",
        &[(
            KeyCode::Tab,
            Action::Page(OwnCommand::Static(&EditorCommand::SideToMove)),
        )],
    ),
    row(
        "e",
        "keys-editor-clear",
        &[(
            Char('e'),
            Action::Page(OwnCommand::Static(&EditorCommand::Clear)),
        )],
    ),
    row(
        "i",
        "keys-editor-start-position",
        &[(
            Char('i'),
            Action::Page(OwnCommand::Static(&EditorCommand::StartPosition)),
        )],
    ),
    row(
        "a",
        "keys-editor-next-handicap",
        &[(
            Char('a'),
            Action::Page(OwnCommand::Static(&EditorCommand::NextHandicap)),
        )],
    ),
    row(
        "D",
        "keys-editor-rest-to-defender",
        &[(
            Char('D'),
            Action::Page(OwnCommand::Static(&EditorCommand::RestToDefender)),
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
            Action::Page(OwnCommand::Static(&EditorCommand::SolveMate)),
        )],
    ),
    row(
        "T",
        "keys-editor-tsume",
        &[(
            Char('T'),
            Action::Page(OwnCommand::Static(&EditorCommand::Tsume)),
        )],
    ),
    row(
        "Enter",
        "keys-editor-review",
        &[(
            KeyCode::Enter,
            Action::Page(OwnCommand::Static(&EditorCommand::Review)),
        )],
    ),
    crate::tui::explorer::keys::SHOW,
    row(
        "v",
        "keys-editor-play",
        &[(
            Char('v'),
            Action::Page(OwnCommand::Static(&EditorCommand::Play)),
        )],
    ),
    row(
        "W",
        "keys-editor-write",
        &[(
            Char('W'),
            Action::Page(OwnCommand::Static(&EditorCommand::Write)),
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
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::King,
                ))),
            ),
            (
                'k',
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::King,
                ))),
            ),
            (
                'l',
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::White,
                    PieceKind::Lance,
                ))),
            ),
            (
                'P',
                Action::Page(OwnCommand::Static(&EditorCommand::Place(
                    Color::Black,
                    PieceKind::Pawn,
                ))),
            ),
            (
                'x',
                Action::Page(OwnCommand::Static(&EditorCommand::Remove)),
            ),
            (
                'D',
                Action::Page(OwnCommand::Static(&EditorCommand::RestToDefender)),
            ),
            (
                'M',
                Action::Page(OwnCommand::Static(&EditorCommand::SolveMate)),
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
            Some(Action::Page(OwnCommand::Static(&EditorCommand::Review)))
        );
    }
}
