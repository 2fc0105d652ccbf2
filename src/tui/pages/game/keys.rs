//! The game page's keys: the table its key handler reads and its help
//! shows, one row per line of the help.

use crate::shogi::PieceKind;
use crate::tui::action::Action;
use crate::tui::action::OwnCommand;
use crate::tui::input::{
    Binding, COPY, CURSOR, FLIP, GLYPHS, HELP, MOUSE_CLICK, NOTATION, PICK_HAND, SELECT, THEME, row,
};
use crate::tui::marks::keys as marks;
use crate::tui::pages::game::command::GameCommand;
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

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
    marks::DRAW,
    marks::ARROW_FROM,
    marks::CLEAR,
    marks::MOUSE,
    row("y / n", "keys-promote", &[]),
    row(
        ":",
        "keys-game-type-move",
        &[(Char(':'), Action::OpenPrompt)],
    ),
    // Taken by the prompt itself, before this table.
    row("Backspace / Ctrl-U", "keys-game-erase", &[]),
    row(
        "H",
        "keys-game-hint",
        &[(
            Char('H'),
            Action::Page(OwnCommand::Static(&GameCommand::Hint)),
        )],
    ),
    row("i", "keys-game-tally", &[(Char('i'), Action::Tally)]),
    COPY,
    row(
        "D",
        "keys-game-declare",
        &[(
            Char('D'),
            Action::Page(OwnCommand::Static(&GameCommand::Declare)),
        )],
    ),
    row(
        "R",
        "keys-game-resign",
        &[(
            Char('R'),
            Action::Page(OwnCommand::Static(&GameCommand::Resign)),
        )],
    ),
    row(
        "x",
        "keys-game-abort",
        &[(
            Char('x'),
            Action::Page(OwnCommand::Static(&GameCommand::Abort)),
        )],
    ),
    row(
        "t",
        "keys-game-chat",
        &[(
            Char('t'),
            Action::Page(OwnCommand::Static(&GameCommand::Chat)),
        )],
    ),
    row("u", "keys-game-undo", &[(Char('u'), Action::Undo)]),
    // Once the game is over (`explorer.rs`).
    crate::tui::explorer::keys::SHOW,
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
        &[
            (
                Char('z'),
                Action::Page(OwnCommand::Static(&GameCommand::Pause)),
            ),
            (
                KeyCode::Pause,
                Action::Page(OwnCommand::Static(&GameCommand::Pause)),
            ),
        ],
    ),
    row("s", "keys-game-save", &[(Char('s'), Action::Save)]),
    row(
        "A",
        "keys-game-analyse",
        &[(
            Char('A'),
            Action::Page(OwnCommand::Static(&GameCommand::AnalyseGame)),
        )],
    ),
    FLIP,
    row(
        "a",
        "keys-game-auto-flip",
        &[(
            Char('a'),
            Action::Page(OwnCommand::Static(&GameCommand::ToggleAutoFlip)),
        )],
    ),
    GLYPHS,
    NOTATION,
    THEME,
    HELP,
    row("q", "keys-game-quit", &[(Char('q'), Action::Quit)]),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Direction;
    use crate::tui::input::lookup;

    fn on_board(c: char) -> Option<Action> {
        lookup(GAME_KEYS, Char(c))
    }

    #[test]
    fn letters_are_commands_on_the_board() {
        assert_eq!(on_board('u'), Some(Action::Undo));
        assert_eq!(on_board('l'), Some(Action::Move(Direction::Right)));
        assert_eq!(on_board('L'), Some(Action::PickHand(PieceKind::Lance)));
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
            assert_eq!(on_board(c), Some(Action::PickHand(kind)), "{c}");
        }
        assert_eq!(on_board('s'), Some(Action::Save));
        assert_eq!(
            on_board('R'),
            Some(Action::Page(OwnCommand::Static(&GameCommand::Resign))),
            "R stays resign, as issue 4 specifies"
        );
    }
}
