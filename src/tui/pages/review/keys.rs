//! Review's keys: stepping through the record (`REVIEW_KEYS`) and, with
//! the board cursor on (Tab), making a move as in a game
//! (`REVIEW_BOARD_KEYS`); the tables its key handler reads and its help
//! shows.

use crate::tui::action::Action;
use crate::tui::input::{
    Binding, CURSOR, FLIP, GLYPHS, HELP, MOUSE_CLICK, NOTATION, PICK_HAND, SELECT, THEME, row,
};
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
            (Char('}'), Action::ScrollNotes(1)),
            (Char('{'), Action::ScrollNotes(-1)),
        ],
    ),
    row(
        "v",
        "keys-review-next-variation",
        &[(Char('v'), Action::NextVariation)],
    ),
    row(
        "p",
        "keys-review-play-from-here",
        &[(Char('p'), Action::PlayFromHere)],
    ),
    row("i", "keys-review-tally", &[(Char('i'), Action::Tally)]),
    row(
        "a / A",
        "keys-review-analyse",
        &[
            (Char('a'), Action::Analyse { all: false }),
            (Char('A'), Action::Analyse { all: true }),
        ],
    ),
    row(
        "e",
        "keys-review-next-engine",
        &[(Char('e'), Action::NextEngine)],
    ),
    row(
        "n / N",
        "keys-review-next-mark",
        &[
            (Char('n'), Action::NextMark { forward: true }),
            (Char('N'), Action::NextMark { forward: false }),
        ],
    ),
    row(
        "b",
        "keys-review-best-line",
        &[(Char('b'), Action::BestLine)],
    ),
    row(
        "K",
        "keys-review-keep-line",
        &[(Char('K'), Action::KeepLine)],
    ),
    row("s", "keys-review-save", &[(Char('s'), Action::Save)]),
    row(MOUSE_CLICK, "keys-review-click-graph", &[]),
    row(
        "C",
        "keys-review-comment",
        &[(Char('C'), Action::EditComment)],
    ),
    row(
        "&",
        "keys-review-bookmark",
        &[(Char('&'), Action::EditBookmark)],
    ),
    row(
        "'",
        "keys-review-bookmarks",
        &[(Char('\''), Action::ListBookmarks)],
    ),
    row(
        "H",
        "keys-review-headers",
        &[(Char('H'), Action::EditHeaders)],
    ),
    row("S", "keys-review-save-as", &[(Char('S'), Action::SaveAs)]),
    row(MOUSE_CLICK, "keys-review-click-board", &[]),
    TAB_CURSOR,
    // Read from REVIEW_BOARD_KEYS while the cursor is on: letters that
    // mean other things here (G, N, S) are free there.
    row("P L N S G B r", "keys-review-pick-hand", &[]),
    row(
        "0-9",
        "keys-review-variation-number",
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
        "keys-review-main-line",
        &[(Char('U'), Action::MakeMainLine)],
    ),
    row(
        "+ / -",
        "keys-review-move-variation",
        &[
            (Char('+'), Action::MoveVariation { up: true }),
            (Char('-'), Action::MoveVariation { up: false }),
        ],
    ),
    row(
        "D",
        "keys-review-delete-variation",
        &[(Char('D'), Action::DeleteVariation)],
    ),
    UNDO_STUDY,
    row(
        "r",
        "keys-review-research",
        &[(Char('r'), Action::Research)],
    ),
    row(
        "] [",
        "keys-review-research-lines",
        &[
            (Char(']'), Action::ResearchLines(1)),
            (Char('['), Action::ResearchLines(-1)),
        ],
    ),
    row(
        "o",
        "keys-review-keep-research-line",
        &[(Char('o'), Action::KeepResearchLine)],
    ),
    row(
        "E",
        "keys-review-edit-position",
        &[(Char('E'), Action::EditPosition)],
    ),
    row(
        "M",
        "keys-review-solve-mate",
        &[(Char('M'), Action::SolveMateThere)],
    ),
    row("Q", "keys-review-quiz", &[(Char('Q'), Action::Quiz)]),
    FLIP,
    GLYPHS,
    NOTATION,
    THEME,
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
    &[(KeyCode::Tab, Action::ToggleBoardCursor)],
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
            (KeyCode::Char('E'), Action::EditPosition),
        ];
        for (code, action) in cases {
            assert_eq!(lookup(REVIEW_KEYS, code), Some(action));
        }
    }

    #[test]
    fn tab_turns_reviews_board_cursor_on_and_off_and_arrows_follow_it() {
        for table in [REVIEW_KEYS, REVIEW_BOARD_KEYS] {
            assert_eq!(lookup(table, KeyCode::Tab), Some(Action::ToggleBoardCursor));
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
