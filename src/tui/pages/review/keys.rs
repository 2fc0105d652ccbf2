//! Review's keys: stepping through the record (`REVIEW_KEYS`) and, with
//! the board cursor on (Tab), making a move as in a game
//! (`REVIEW_BOARD_KEYS`); the tables its key handler reads and its help
//! shows.

use crate::tui::action::Action;
use crate::tui::action::OwnCommand;
use crate::tui::explorer::keys as explorer;
use crate::tui::input::{
    Binding, COPY, CURSOR, FLIP, GLYPHS, HELP, MOUSE_CLICK, NOTATION, PICK_HAND, SELECT, THEME, row,
};
use crate::tui::marks::keys as marks;
use crate::tui::pages::review::command::ReviewCommand;
use KeyCode::Char;
use ratatui::crossterm::event::KeyCode;

/// A row of review's own commands (`ReviewCommand`): the keys as the help
/// shows them, the catalogue's words of what they do, and each key with
/// the command it gives; a row of one key is shown as the key itself.
macro_rules! command {
    ($label:expr, $help:literal,
     $($key:literal => $variant:ident $(($($arg:tt)*))? $({$($field:tt)*})?),+ $(,)?) => {
        row(
            $label,
            $help,
            &[$((
                Char($key),
                Action::Page(OwnCommand::Static(&
                    ReviewCommand::$variant $(($($arg)*))? $({$($field)*})?
                )),
            )),+],
        )
    };
    ($key:literal, $help:literal, $variant:ident $(($($arg:tt)*))? $({$($field:tt)*})?) => {
        command!(concat!($key), $help, $key => $variant $(($($arg)*))? $({$($field)*})?)
    };
}

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
    command!("} {", "keys-review-scroll-notes", '}' => ScrollNotes(1), '{' => ScrollNotes(-1)),
    command!('v', "keys-review-next-variation", NextVariation),
    command!('p', "keys-review-play-from-here", PlayFromHere),
    row("i", "keys-review-tally", &[(Char('i'), Action::Tally)]),
    command!("a / A", "keys-review-analyse",
        'a' => Analyse { all: false }, 'A' => Analyse { all: true }),
    command!('e', "keys-review-next-engine", NextEngine),
    command!("n / N", "keys-review-next-mark",
        'n' => NextMark { forward: true }, 'N' => NextMark { forward: false }),
    command!('b', "keys-review-best-line", BestLine),
    command!('K', "keys-review-keep-line", KeepLine),
    row("s", "keys-review-save", &[(Char('s'), Action::Save)]),
    row(MOUSE_CLICK, "keys-review-click-graph", &[]),
    command!('C', "keys-review-comment", EditComment),
    command!('&', "keys-review-bookmark", EditBookmark),
    command!('\'', "keys-review-bookmarks", ListBookmarks),
    command!('H', "keys-review-headers", EditHeaders),
    command!('S', "keys-review-save-as", SaveAs),
    row(MOUSE_CLICK, "keys-review-click-board", &[]),
    marks::MOUSE,
    TAB_CURSOR,
    // Read from REVIEW_BOARD_KEYS while the cursor is on: letters that
    // mean other things here (G, N, S) are free there.
    row("P L N S G B r", "keys-review-pick-hand", &[]),
    command!("0-9", "keys-review-variation-number",
        '0' => ShowVariation(0), '1' => ShowVariation(1), '2' => ShowVariation(2),
        '3' => ShowVariation(3), '4' => ShowVariation(4), '5' => ShowVariation(5),
        '6' => ShowVariation(6), '7' => ShowVariation(7), '8' => ShowVariation(8),
        '9' => ShowVariation(9)),
    command!('U', "keys-review-main-line", MakeMainLine),
    command!("+ / -", "keys-review-move-variation",
        '+' => MoveVariation { up: true }, '-' => MoveVariation { up: false }),
    command!('D', "keys-review-delete-variation", DeleteVariation),
    UNDO_STUDY,
    command!('r', "keys-review-research", Research),
    command!("] [", "keys-review-research-lines", ']' => ResearchLines(1), '[' => ResearchLines(-1)),
    command!('o', "keys-review-keep-research-line", KeepResearchLine),
    ENGINE_ARROWS,
    command!('B', "keys-review-book", Book),
    // The game database's explorer, the book pane's other tab.
    explorer::SHOW,
    // Read before this table while the Games tab is in front (`mod.rs`):
    // shown here for the help.
    row(explorer::ROWS.label, explorer::ROWS.help_id, &[]),
    explorer::FILTERS[0],
    explorer::FILTERS[1],
    explorer::FILTERS[2],
    explorer::FILTERS[3],
    command!('E', "keys-review-edit-position", EditPosition),
    command!('M', "keys-review-solve-mate", SolveMateThere),
    command!('Q', "keys-review-quiz", Quiz),
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
        Action::Page(OwnCommand::Static(&ReviewCommand::ToggleBoardCursor)),
    )],
);
const ENGINE_ARROWS: Binding = row(
    "x",
    "marks-key-engine",
    &[(
        Char('x'),
        Action::Page(OwnCommand::Static(&ReviewCommand::EngineArrows)),
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
    marks::DRAW,
    marks::ARROW_FROM,
    marks::CLEAR,
    marks::MOUSE,
    row(":", "keys-type-move", &[(Char(':'), Action::OpenPrompt)]),
    ENGINE_ARROWS,
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
                Action::Page(OwnCommand::Static(&ReviewCommand::NextVariation)),
            ),
            (
                KeyCode::Char('p'),
                Action::Page(OwnCommand::Static(&ReviewCommand::PlayFromHere)),
            ),
            (KeyCode::Char('i'), Action::Tally),
            (KeyCode::Esc, Action::Cancel),
            (KeyCode::Char('q'), Action::Quit),
            (
                KeyCode::Char('a'),
                Action::Page(OwnCommand::Static(&ReviewCommand::Analyse { all: false })),
            ),
            (
                KeyCode::Char('A'),
                Action::Page(OwnCommand::Static(&ReviewCommand::Analyse { all: true })),
            ),
            (
                KeyCode::Char('n'),
                Action::Page(OwnCommand::Static(&ReviewCommand::NextMark {
                    forward: true,
                })),
            ),
            (
                KeyCode::Char('N'),
                Action::Page(OwnCommand::Static(&ReviewCommand::NextMark {
                    forward: false,
                })),
            ),
            (
                KeyCode::Char('b'),
                Action::Page(OwnCommand::Static(&ReviewCommand::BestLine)),
            ),
            (
                KeyCode::Char('e'),
                Action::Page(OwnCommand::Static(&ReviewCommand::NextEngine)),
            ),
            (
                KeyCode::Char('K'),
                Action::Page(OwnCommand::Static(&ReviewCommand::KeepLine)),
            ),
            (KeyCode::Char('s'), Action::Save),
            (
                KeyCode::Char('S'),
                Action::Page(OwnCommand::Static(&ReviewCommand::SaveAs)),
            ),
            (
                KeyCode::Char('C'),
                Action::Page(OwnCommand::Static(&ReviewCommand::EditComment)),
            ),
            (
                KeyCode::Char('&'),
                Action::Page(OwnCommand::Static(&ReviewCommand::EditBookmark)),
            ),
            (
                KeyCode::Char('\''),
                Action::Page(OwnCommand::Static(&ReviewCommand::ListBookmarks)),
            ),
            (
                KeyCode::Char('H'),
                Action::Page(OwnCommand::Static(&ReviewCommand::EditHeaders)),
            ),
            (
                KeyCode::Char('E'),
                Action::Page(OwnCommand::Static(&ReviewCommand::EditPosition)),
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
                Some(Action::Page(OwnCommand::Static(
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
