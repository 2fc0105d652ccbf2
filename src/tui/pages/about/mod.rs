//! "About" (このプログラムについて): which shogi-tui this is and where it
//! keeps the player's things (the settings, the saved games, the puzzles'
//! progress), the first thing a player looks for when moving to another
//! machine or backing up. A page alone: it reads the context once, as it
//! opens, and owns no work.

use crate::t;
use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::InputMode;
use crate::tui::page::{Flow, Page};
use crate::tui::widgets::fit::path_fitting;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

pub struct AboutPage {
    /// Each row: what it is, and its value (a folder's path, a version).
    rows: Vec<(String, String)>,
}

/// The page over the one that asks (the menu's row).
pub fn open() -> Flow {
    Flow::then(|cx, _| {
        let none = || t!("about-none");
        let shown = |path: Option<&std::path::Path>| {
            path.map_or_else(none, |p| {
                crate::kifu::escape_controls(&p.display().to_string()).into_owned()
            })
        };
        let settings = cx.remembered.folder();
        let progress = settings.map(|f| f.join(crate::tsume::progress::PROGRESS_FILE));
        let rows = vec![
            (t!("about-version"), env!("CARGO_PKG_VERSION").to_string()),
            (t!("about-licence"), env!("CARGO_PKG_LICENSE").to_string()),
            (t!("about-settings"), shown(settings)),
            (t!("about-saves"), shown(cx.save_dir().as_deref())),
            (t!("about-progress"), shown(progress.as_deref())),
        ];
        Flow::open(AboutPage { rows })
    })
}

impl Page for AboutPage {
    fn input_mode(&self) -> InputMode {
        InputMode::List
    }

    fn click(&self, _area: Rect, _x: u16, _y: u16) -> Option<Action> {
        None
    }

    fn update(&mut self, action: &Action) -> Flow {
        match action {
            Action::Cancel | Action::Quit | Action::ForceQuit | Action::Activate => Flow::Leave,
            _ => Flow::Stay,
        }
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        let theme = &prefs.theme;
        let block = Block::default()
            .borders(Borders::ALL)
            .title(format!(" {} ", t!("about-title")));
        let inside = block.inner(area);
        block.render(area, buf);
        let label_w = self.rows.iter().map(|(l, _)| l.width()).max().unwrap_or(0);
        // A long path keeps its start and its file name (`path_fitting`).
        let value_w = usize::from(inside.width).saturating_sub(label_w + 3);
        let mut lines: Vec<Line> = vec![Line::default()];
        for (label, value) in &self.rows {
            let pad = " ".repeat(label_w - label.width());
            lines.push(Line::from(vec![
                Span::styled(format!(" {label}{pad}  "), theme.dim),
                Span::raw(path_fitting(value, value_w)),
            ]));
        }
        lines.push(Line::default());
        lines.push(Line::styled(format!(" {}", t!("about-keys")), theme.dim));
        Paragraph::new(lines).render(inside, buf);
    }
}

crate::alone!(AboutPage);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, in_lang};
    use crate::tui::context::Context;

    fn opened(cx: &mut Context) -> AboutPage {
        let mut below = AboutPage { rows: Vec::new() };
        let flow = open().run(cx, &mut below);
        match flow {
            Flow::Open(page) => {
                let any: Box<dyn std::any::Any> = page;
                *any.downcast::<AboutPage>().expect("the about page")
            }
            other => panic!("not opened: {other:?}"),
        }
    }

    fn drawn(page: &AboutPage, width: u16) -> String {
        let cx = Context::for_tests();
        let area = Rect::new(0, 0, width, 12);
        let mut buf = Buffer::empty(area);
        page.render(&cx.prefs, area, &mut buf);
        (0..area.height)
            .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn it_shows_the_version_and_says_a_folder_not_kept_is_none() {
        let mut cx = Context::for_tests();
        let page = opened(&mut cx);
        let text = drawn(&page, 80);
        assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
        // In memory: no settings folder, no save folder.
        assert_eq!(text.matches("(none)").count(), 3, "{text}");
        in_lang(Lang::Ja, || {
            let page = opened(&mut cx);
            // A wide character's second cell is drawn blank.
            let text = drawn(&page, 80).replace(' ', "");
            assert!(
                text.contains("バージョン") && text.contains("(なし)"),
                "{text}"
            );
        });
    }

    #[test]
    fn the_save_folder_is_the_one_games_go_to_and_a_long_path_keeps_its_end() {
        let dir = std::env::temp_dir()
            .join(format!("about-{}", std::process::id()))
            .join("a-folder-with-a-rather-long-name-to-be-cut")
            .join("saves");
        let mut cx = Context::for_tests();
        cx.saves = Some(crate::tui::autosave::SaveFolder::at(&dir));
        let page = opened(&mut cx);
        assert!(drawn(&page, 200).contains(&dir.display().to_string()));
        let narrow = drawn(&page, 50);
        assert!(narrow.contains("saves"), "{narrow}");
        let _ = std::fs::remove_dir_all(dir.parent().and_then(|p| p.parent()).unwrap());
    }

    #[test]
    fn esc_q_and_enter_go_back() {
        let mut page = AboutPage { rows: Vec::new() };
        for action in [Action::Cancel, Action::Quit, Action::Activate] {
            assert!(matches!(page.update(&action), Flow::Leave));
        }
        assert!(
            page.update(&Action::Move(crate::tui::action::Direction::Down))
                .is_stay()
        );
    }
}
