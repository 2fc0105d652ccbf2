//! Review's keys: stepping through the record (`REVIEW_KEYS`) and, with
//! the board cursor on (Tab), making a move as in a game
//! (`REVIEW_BOARD_KEYS`); the tables its key handler reads and its help
//! shows.

use crate::tui::action::Action;
use crate::tui::action::PageCommand;
use crate::tui::input::{
    Binding, COPY, CURSOR, FLIP, GLYPHS, HELP, MOUSE_CLICK, NOTATION, PICK_HAND, SELECT, THEME, row,
};
use crate::tui::pages::review::command::ReviewCommand;
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

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
            (
                Char('}'),
                Action::Page(PageCommand::Static(&ReviewCommand::ScrollNotes(1))),
            ),
            (
                Char('{'),
                Action::Page(PageCommand::Static(&ReviewCommand::ScrollNotes(-1))),
            ),
        ],
    ),
    row(
        "v",
        "keys-review-next-variation",
        &[(
            Char('v'),
            Action::Page(PageCommand::Static(&ReviewCommand::NextVariation)),
        )],
    ),
    row(
        "p",
        "keys-review-play-from-here",
        &[(
            Char('p'),
            Action::Page(PageCommand::Static(&ReviewCommand::PlayFromHere)),
        )],
    ),
    row("i", "keys-review-tally", &[(Char('i'), Action::Tally)]),
    row(
        "a / A",
        "keys-review-analyse",
        &[
            (
                Char('a'),
                Action::Page(PageCommand::Static(&ReviewCommand::Analyse { all: false })),
            ),
            (
                Char('A'),
                Action::Page(PageCommand::Static(&ReviewCommand::Analyse { all: true })),
            ),
        ],
    ),
    row(
        "e",
        "keys-review-next-engine",
        &[(
            Char('e'),
            Action::Page(PageCommand::Static(&ReviewCommand::NextEngine)),
        )],
    ),
    row(
        "n / N",
        "keys-review-next-mark",
        &[
            (
                Char('n'),
                Action::Page(PageCommand::Static(&ReviewCommand::NextMark {
                    forward: true,
                })),
            ),
            (
                Char('N'),
                Action::Page(PageCommand::Static(&ReviewCommand::NextMark {
                    forward: false,
                })),
            ),
        ],
    ),
    row(
        "b",
        "keys-review-best-line",
        &[(
            Char('b'),
            Action::Page(PageCommand::Static(&ReviewCommand::BestLine)),
        )],
    ),
    row(
        "K",
        "keys-review-keep-line",
        &[(
            Char('K'),
            Action::Page(PageCommand::Static(&ReviewCommand::KeepLine)),
        )],
    ),
    row("s", "keys-review-save", &[(Char('s'), Action::Save)]),
    row(MOUSE_CLICK, "keys-review-click-graph", &[]),
    row(
        "C",
        "keys-review-comment",
        &[(
            Char('C'),
            Action::Page(PageCommand::Static(&ReviewCommand::EditComment)),
        )],
    ),
    row(
        "&",
        "keys-review-bookmark",
        &[(
            Char('&'),
            Action::Page(PageCommand::Static(&ReviewCommand::EditBookmark)),
        )],
    ),
    row(
        "'",
        "keys-review-bookmarks",
        &[(
            Char('\''),
            Action::Page(PageCommand::Static(&ReviewCommand::ListBookmarks)),
        )],
    ),
    row(
        "H",
        "keys-review-headers",
        &[(
            Char('H'),
            Action::Page(PageCommand::Static(&ReviewCommand::EditHeaders)),
        )],
    ),
    row(
        "S",
        "keys-review-save-as",
        &[(
            Char('S'),
            Action::Page(PageCommand::Static(&ReviewCommand::SaveAs)),
        )],
    ),
    row(MOUSE_CLICK, "keys-review-click-board", &[]),
    TAB_CURSOR,
    // Read from REVIEW_BOARD_KEYS while the cursor is on: letters that
    // mean other things here (G, N, S) are free there.
    row("P L N S G B r", "keys-review-pick-hand", &[]),
    row(
        "0-9",
        "keys-review-variation-number",
        &[
            (
                Char('0'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(0))),
            ),
            (
                Char('1'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(1))),
            ),
            (
                Char('2'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(2))),
            ),
            (
                Char('3'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(3))),
            ),
            (
                Char('4'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(4))),
            ),
            (
                Char('5'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(5))),
            ),
            (
                Char('6'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(6))),
            ),
            (
                Char('7'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(7))),
            ),
            (
                Char('8'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(8))),
            ),
            (
                Char('9'),
                Action::Page(PageCommand::Static(&ReviewCommand::ShowVariation(9))),
            ),
        ],
    ),
    row(
        "U",
        "keys-review-main-line",
        &[(
            Char('U'),
            Action::Page(PageCommand::Static(&ReviewCommand::MakeMainLine)),
        )],
    ),
    row(
        "+ / -",
        "keys-review-move-variation",
        &[
            (
                Char('+'),
                Action::Page(PageCommand::Static(&ReviewCommand::MoveVariation {
                    up: true,
                })),
            ),
            (
                Char('-'),
                Action::Page(PageCommand::Static(&ReviewCommand::MoveVariation {
                    up: false,
                })),
            ),
        ],
    ),
    row(
        "D",
        "keys-review-delete-variation",
        &[(
            Char('D'),
            Action::Page(PageCommand::Static(&ReviewCommand::DeleteVariation)),
        )],
    ),
    UNDO_STUDY,
    row(
        "r",
        "keys-review-research",
        &[(
            Char('r'),
            Action::Page(PageCommand::Static(&ReviewCommand::Research)),
        )],
    ),
    row(
        "] [",
        "keys-review-research-lines",
        &[
            (
                Char(']'),
                Action::Page(PageCommand::Static(&ReviewCommand::ResearchLines(1))),
            ),
            (
                Char('['),
                Action::Page(PageCommand::Static(&ReviewCommand::ResearchLines(-1))),
            ),
        ],
    ),
    row(
        "o",
        "keys-review-keep-research-line",
        &[(
            Char('o'),
            Action::Page(PageCommand::Static(&ReviewCommand::KeepResearchLine)),
        )],
    ),
    row(
        "B",
        "keys-review-book",
        &[(
            Char('B'),
            Action::Page(PageCommand::Static(&ReviewCommand::Book)),
        )],
    ),
    row(
        "E",
        "keys-review-edit-position",
        &[(
            Char('E'),
            Action::Page(PageCommand::Static(&ReviewCommand::EditPosition)),
        )],
    ),
    row(
        "M",
        "keys-review-solve-mate",
        &[(
            Char('M'),
            Action::Page(PageCommand::Static(&ReviewCommand::SolveMateThere)),
        )],
    ),
    row(
        "Q",
        "keys-review-quiz",
        &[(
            Char('Q'),
            Action::Page(PageCommand::Static(&ReviewCommand::Quiz)),
        )],
    ),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
    COPY,
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
    &[(
        KeyCode::Tab,
        Action::Page(PageCommand::Static(&ReviewCommand::ToggleBoardCursor)),
    )],
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
    COPY,
    HELP,
    row("q", "keys-review-quit", &[(Char('q'), Action::Quit)]),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::PieceKind;
    use crate::tui::action::Direction;
    use crate::tui::input::lookup;

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
            (
                KeyCode::Char('v'),
                Action::Page(PageCommand::Static(&ReviewCommand::NextVariation)),
            ),
            (
                KeyCode::Char('p'),
                Action::Page(PageCommand::Static(&ReviewCommand::PlayFromHere)),
            ),
            (KeyCode::Char('i'), Action::Tally),
            (KeyCode::Esc, Action::Cancel),
            (KeyCode::Char('q'), Action::Quit),
            (
                KeyCode::Char('a'),
                Action::Page(PageCommand::Static(&ReviewCommand::Analyse { all: false })),
            ),
            (
                KeyCode::Char('A'),
                Action::Page(PageCommand::Static(&ReviewCommand::Analyse { all: true })),
            ),
            (
                KeyCode::Char('n'),
                Action::Page(PageCommand::Static(&ReviewCommand::NextMark {
                    forward: true,
                })),
            ),
            (
                KeyCode::Char('N'),
                Action::Page(PageCommand::Static(&ReviewCommand::NextMark {
                    forward: false,
                })),
            ),
            (
                KeyCode::Char('b'),
                Action::Page(PageCommand::Static(&ReviewCommand::BestLine)),
            ),
            (
                KeyCode::Char('e'),
                Action::Page(PageCommand::Static(&ReviewCommand::NextEngine)),
            ),
            (
                KeyCode::Char('K'),
                Action::Page(PageCommand::Static(&ReviewCommand::KeepLine)),
            ),
            (KeyCode::Char('s'), Action::Save),
            (
                KeyCode::Char('S'),
                Action::Page(PageCommand::Static(&ReviewCommand::SaveAs)),
            ),
            (
                KeyCode::Char('C'),
                Action::Page(PageCommand::Static(&ReviewCommand::EditComment)),
            ),
            (
                KeyCode::Char('&'),
                Action::Page(PageCommand::Static(&ReviewCommand::EditBookmark)),
            ),
            (
                KeyCode::Char('\''),
                Action::Page(PageCommand::Static(&ReviewCommand::ListBookmarks)),
            ),
            (
                KeyCode::Char('H'),
                Action::Page(PageCommand::Static(&ReviewCommand::EditHeaders)),
            ),
            (
                KeyCode::Char('E'),
                Action::Page(PageCommand::Static(&ReviewCommand::EditPosition)),
            ),
        ];
        for (code, action) in cases {
            assert_eq!(lookup(REVIEW_KEYS, code), Some(action));
        }
    }

    #[test]
    fn tab_turns_reviews_board_cursor_on_and_off_and_arrows_follow_it() {
        for table in [REVIEW_KEYS, REVIEW_BOARD_KEYS] {
            assert_eq!(
                lookup(table, KeyCode::Tab),
                Some(Action::Page(PageCommand::Static(
                    &ReviewCommand::ToggleBoardCursor
                )))
            );
            assert_eq!(lookup(table, Char('z')), Some(Action::Undo));
        }
        assert_eq!(lookup(REVIEW_KEYS, KeyCode::Left), Some(Action::Step(-1)));
        assert_eq!(
            lookup(REVIEW_BOARD_KEYS, KeyCode::Left),
            Some(Action::Move(Direction::Left))
        );
        assert_eq!(
            lookup(REVIEW_BOARD_KEYS, Char('G')),
            Some(Action::PickHand(PieceKind::Gold))
        );
        assert_eq!(lookup(REVIEW_KEYS, Char('G')), Some(Action::Last));
    }
}
