//! The copy menu (`y` on a page with a board): the kinds of text the
//! page can give, one a row, and where it goes (the clipboard or a file,
//! switched with ← →). Every page opens it the same way, as a layer
//! (`overlay::Layer::Share`); the page makes the text of the row chosen.

use crate::share::{Destination, ShareKind};
use crate::tui::action::{Action, Direction};
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use crate::tui::widgets::popup::frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

/// The menu's state: the kinds offered, the one under the cursor, and
/// where the text goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareMenu {
    kinds: Vec<ShareKind>,
    at: usize,
    to: Destination,
}

/// What an action did to the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareStep {
    Open(ShareMenu),
    Closed,
    /// This kind, to there.
    Chosen(ShareKind, Destination),
}

/// Lines of the frame around the rows: the border, the destination line
/// and a blank after it, the keys line and a blank before it.
const CHROME: u16 = 6;

impl ShareMenu {
    pub fn new(kinds: Vec<ShareKind>) -> ShareMenu {
        ShareMenu {
            kinds,
            at: 0,
            to: Destination::Clipboard,
        }
    }

    pub fn kinds(&self) -> &[ShareKind] {
        &self.kinds
    }

    pub fn destination(&self) -> Destination {
        self.to
    }

    /// Applies an action of the list's keys.
    pub fn step(&self, action: &Action) -> ShareStep {
        let mut next = self.clone();
        let last = self.kinds.len().saturating_sub(1);
        match action {
            Action::Move(Direction::Up) => next.at = if self.at == 0 { last } else { self.at - 1 },
            Action::Move(Direction::Down) => {
                next.at = if self.at >= last { 0 } else { self.at + 1 }
            }
            Action::Move(Direction::Left | Direction::Right) => {
                next.to = match self.to {
                    Destination::Clipboard => Destination::File,
                    Destination::File => Destination::Clipboard,
                }
            }
            Action::First => next.at = 0,
            Action::Last => next.at = last,
            Action::Activate => {
                return match self.kinds.get(self.at) {
                    Some(kind) => ShareStep::Chosen(*kind, self.to),
                    None => ShareStep::Closed,
                };
            }
            Action::ClickRow(row) => {
                return match self.kinds.get(*row) {
                    Some(kind) => ShareStep::Chosen(*kind, self.to),
                    None => ShareStep::Open(next),
                };
            }
            Action::Cancel | Action::Quit | Action::ForceQuit => return ShareStep::Closed,
            _ => {}
        }
        ShareStep::Open(next)
    }

    /// Where the menu is drawn on a screen of `screen`.
    pub fn rect(&self, screen: Rect) -> Rect {
        let widest = self
            .kinds
            .iter()
            .map(|k| k.label().width())
            .chain([crate::t!("share-menu-keys").width()])
            .max()
            .unwrap_or(0);
        let w = u16::try_from(widest + 6).unwrap_or(u16::MAX);
        let h = u16::try_from(self.kinds.len())
            .unwrap_or(u16::MAX)
            .saturating_add(CHROME);
        centered(screen, w, h)
    }

    /// The row at (x, y) of a screen of `screen`, for a click.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        let r = self.rect(screen);
        let first = r.y + 3;
        (x > r.x && x + 1 < r.right() && y >= first)
            .then(|| usize::from(y - first))
            .filter(|row| *row < self.kinds.len())
    }
}

/// The menu drawn over a page.
pub struct ShareMenuView<'a> {
    pub menu: &'a ShareMenu,
    pub theme: &'a Theme,
}

impl Widget for ShareMenuView<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let menu = self.menu;
        let inner = frame(menu.rect(screen), &crate::t!("share-menu-title"), t, buf);
        let (clip, file) = (crate::t!("share-to-clipboard"), crate::t!("share-to-file"));
        let marked = |on: bool, words: &str| {
            if on {
                format!("[{words}]")
            } else {
                words.to_string()
            }
        };
        let mut lines = vec![
            Line::styled(
                format!(
                    " ← {} · {} →",
                    marked(menu.to == Destination::Clipboard, &clip),
                    marked(menu.to == Destination::File, &file)
                ),
                t.title,
            ),
            Line::default(),
        ];
        for (i, kind) in menu.kinds.iter().enumerate() {
            let (mark, style) = if i == menu.at {
                ("▸", t.title)
            } else {
                (" ", t.popup)
            };
            lines.push(Line::styled(format!("{mark} {}", kind.label()), style));
        }
        lines.push(Line::default());
        lines.push(Line::styled(
            format!(" {}", crate::t!("share-menu-keys")),
            t.dim,
        ));
        Paragraph::new(lines).render(inner, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::snapshot::buffer_lines;

    fn menu() -> ShareMenu {
        ShareMenu::new(vec![ShareKind::Sfen, ShareKind::Bod, ShareKind::Kif])
    }

    fn open(step: ShareStep) -> ShareMenu {
        match step {
            ShareStep::Open(m) => m,
            other => panic!("closed: {other:?}"),
        }
    }

    #[test]
    fn the_arrows_choose_a_row_and_wrap_and_left_right_switch_the_destination() {
        let m = menu();
        assert_eq!(
            m.step(&Action::Activate),
            ShareStep::Chosen(ShareKind::Sfen, Destination::Clipboard)
        );
        let up = open(m.step(&Action::Move(Direction::Up)));
        assert_eq!(
            up.step(&Action::Activate),
            ShareStep::Chosen(ShareKind::Kif, Destination::Clipboard)
        );
        let down = open(up.step(&Action::Move(Direction::Down)));
        let file = open(down.step(&Action::Move(Direction::Right)));
        assert_eq!(file.destination(), Destination::File);
        assert_eq!(
            file.step(&Action::Activate),
            ShareStep::Chosen(ShareKind::Sfen, Destination::File)
        );
        let back = open(file.step(&Action::Move(Direction::Left)));
        assert_eq!(back.destination(), Destination::Clipboard);
        assert_eq!(m.step(&Action::Cancel), ShareStep::Closed);
        assert_eq!(m.step(&Action::Quit), ShareStep::Closed);
    }

    #[test]
    fn a_click_on_a_row_chooses_it_and_one_elsewhere_does_nothing() {
        let m = menu();
        let screen = Rect::new(0, 0, 80, 24);
        let r = m.rect(screen);
        let row = m.row_at(screen, r.x + 3, r.y + 4);
        assert_eq!(row, Some(1));
        assert_eq!(
            m.step(&Action::ClickRow(1)),
            ShareStep::Chosen(ShareKind::Bod, Destination::Clipboard)
        );
        assert_eq!(m.row_at(screen, 0, 0), None);
        assert_eq!(m.row_at(screen, r.x + 3, r.y + 3 + 3), None);
    }

    #[test]
    fn the_menu_shows_each_kind_the_cursor_and_the_destination() {
        let m = open(menu().step(&Action::Move(Direction::Down)));
        let mut buf = Buffer::empty(Rect::new(0, 0, 80, 24));
        ShareMenuView {
            menu: &m,
            theme: &Theme::plain(),
        }
        .render(buf.area, &mut buf);
        let screen = buffer_lines(&buf).join("\n");
        assert!(screen.contains("[To the clipboard]"), "{screen}");
        assert!(screen.contains("▸ Position as a BOD diagram"), "{screen}");
        assert!(screen.contains("  Position as SFEN"), "{screen}");
        assert!(screen.contains("Game as KIF"), "{screen}");
    }
}
