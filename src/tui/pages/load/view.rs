//! The load screen: the list of saves (two lines each) beside a preview of
//! the picked save's final position, drawn with the board widget.

use super::list::LoadScreen;
use crate::kifu::{RecordError, SaveSummary, Timestamp};
use crate::shogi::{Bitboard, Color, Position};
use crate::t;
use crate::tui::glyphs::Glyphs;
use crate::tui::layout::{BOARD_HEIGHT, BOARD_WIDTH, STATUS_HEIGHT};
use crate::tui::theme::Theme;
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::fit::tail_fitting;
use crate::tui::widgets::popup::QuestionPopup;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::{Message, side_mark};
use crate::tui::widgets::wrapped::WrappedText;
use crate::words::Said;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use std::time::UNIX_EPOCH;
use unicode_width::UnicodeWidthStr;

/// The preview is as wide as the board, inside a border.
const PREVIEW_WIDTH: u16 = BOARD_WIDTH + 2;
/// Lines per save in the list.
const ENTRY_HEIGHT: u16 = 2;

/// Where the parts of the load screen go; shared by drawing and clicks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadLayout {
    pub title: Rect,
    pub list: Rect,
    pub preview: Rect,
    pub status: Rect,
}

impl LoadLayout {
    pub fn new(area: Rect) -> LoadLayout {
        let body_y = area.y + 1;
        let body_h = area.height.saturating_sub(1 + STATUS_HEIGHT);
        // The board preview keeps its width while the list gets 30 columns.
        let preview_w = if area.width >= PREVIEW_WIDTH + 31 {
            PREVIEW_WIDTH
        } else {
            area.width / 2
        };
        let list_w = area.width.saturating_sub(preview_w + 1);
        LoadLayout {
            title: Rect::new(area.x, area.y, area.width, 1),
            list: Rect::new(area.x, body_y, list_w, body_h),
            preview: Rect::new(area.x + list_w + 1, body_y, preview_w, body_h),
            status: Rect::new(
                area.x,
                area.bottom().saturating_sub(STATUS_HEIGHT),
                area.width,
                STATUS_HEIGHT,
            ),
        }
    }

    /// How many saves the list shows at once.
    fn visible(&self) -> usize {
        usize::from(self.list.height.saturating_sub(2) / ENTRY_HEIGHT).max(1)
    }

    /// The first save shown, so that the picked one is visible.
    pub fn first_shown(&self, len: usize, selected: usize) -> usize {
        let visible = self.visible();
        if len <= visible {
            0
        } else {
            selected.saturating_sub(visible / 2).min(len - visible)
        }
    }

    /// The save listed under a screen position.
    pub fn entry_at(&self, x: u16, y: u16, len: usize, selected: usize) -> Option<usize> {
        let inner = Rect::new(
            self.list.x + 1,
            self.list.y + 1,
            self.list.width.saturating_sub(2),
            self.list.height.saturating_sub(2),
        );
        if x < inner.x || x >= inner.right() || y < inner.y || y >= inner.bottom() {
            return None;
        }
        let i = self.first_shown(len, selected) + usize::from((y - inner.y) / ENTRY_HEIGHT);
        (i < len).then_some(i)
    }
}

/// When a save's game started, else when its file was written.
pub fn save_date(e: &SaveSummary) -> String {
    let stamp = e.started.or_else(|| {
        let secs = e.modified?.duration_since(UNIX_EPOCH).ok()?.as_secs();
        Some(Timestamp::from_unix(secs))
    });
    match stamp {
        Some(t) => match t.time {
            Some((h, m, _)) => format!("{:04}-{:02}-{:02} {h:02}:{m:02}", t.year, t.month, t.day),
            None => format!("{:04}-{:02}-{:02}", t.year, t.month, t.day),
        },
        None => t!("review-load-date-unknown"),
    }
}

/// What follows a save's name on its first line in the list, in at most
/// `width` columns: whether another shogi-tui has it open, and its date.
/// Narrow, the note takes fewer words and the date loses its time, then
/// goes; the note stays to the last, as it says why Enter is refused.
pub fn save_heading(e: &SaveSummary, width: usize) -> String {
    let date = save_date(e);
    // "2026-11-20 19:05" without its time; "date unknown" stays whole.
    let day = match date.split_once(' ') {
        Some((day, time)) if time.contains(':') => day,
        _ => date.as_str(),
    };
    let notes: Vec<String> = if e.in_use {
        [
            "review-load-in-use-long",
            "review-load-in-use",
            "review-load-in-use-short",
        ]
        .iter()
        .map(|id| format!(" {}", crate::i18n::text(id)))
        .collect()
    } else {
        vec![String::new()]
    };
    // A save of the older `./saves` says so first: it is not where new
    // games go, and deleting it deletes it there. A record of another
    // format says which, as its extension names it (KIFU is UTF-8 KIF).
    let older = if e.in_older_folder {
        format!(" {}", t!("review-load-older"))
    } else if !e.is_save() {
        format!(" {}", e.kind.extension().to_ascii_uppercase())
    } else {
        String::new()
    };
    let mut candidates = Vec::new();
    for shown in [date.as_str(), day] {
        for note in &notes {
            candidates.push(format!("{older}{note}  {shown}"));
        }
    }
    candidates.extend(notes.iter().map(|note| format!("{older}{note}")));
    candidates.extend(notes);
    candidates
        .into_iter()
        .find(|text| text.width() <= width)
        .unwrap_or_default()
}

/// Players, moves and outcome: the second line of a save in the list, in
/// at most `width` columns. When all of it does not fit, the parts that
/// matter least give way whole, in this order: the outcome's wording (the
/// preview has it), the move count, the players. A word is never cut: what
/// still does not fit is left to the preview.
pub fn save_details(e: &SaveSummary, width: usize) -> String {
    let players = t!("review-load-players", black = &e.black, white = &e.white);
    let moves = t!("common-moves", count = e.moves);
    let state = if e.finished() {
        t!("review-load-finished")
    } else if !e.is_save() {
        t!("review-load-no-result")
    } else if e.unfinished_online() {
        t!("review-load-unfinished-online")
    } else {
        t!("review-load-unfinished")
    };
    let state = state.as_str();
    let outcome = e.outcome.as_deref().unwrap_or(state);
    let candidates = [
        vec![players.as_str(), &moves, outcome],
        vec![&players, &moves, state],
        vec![&players, state],
        vec![&moves, state],
        vec![state],
    ];
    candidates
        .iter()
        .map(|parts| parts.join(" · "))
        .find(|text| text.width() <= width)
        .unwrap_or_default()
}

/// The folder of the picked save in at most `room` columns: the save
/// folder, or for a save of the older `./saves`, that folder named as such.
fn where_kept(picked: Option<&SaveSummary>, folder: &str, room: usize) -> String {
    let Some(older) = picked
        .filter(|e| e.in_older_folder)
        .and_then(|e| e.path.parent())
    else {
        return tail_fitting(folder, room);
    };
    let around = t!("review-load-older-folder", folder = "").width();
    let older = older.display().to_string();
    t!(
        "review-load-older-folder",
        folder = tail_fitting(&older, room.saturating_sub(around))
    )
}

/// A broken save's problem without the path the list already shows.
fn problem_text(e: &SaveSummary, problem: &RecordError) -> String {
    let said = problem.said();
    let path = format!("{}: ", e.path.display());
    match said.strip_prefix(path.as_str()) {
        Some(rest) => rest.to_string(),
        None => said,
    }
}

impl LoadScreen {
    /// The delete question, while it is open.
    pub fn delete_question(&self) -> Option<QuestionText> {
        let e = self.selected_entry().filter(|_| self.confirm_delete)?;
        Some(QuestionText {
            title: t!("review-load-delete-title"),
            lines: vec![
                t!(
                    "review-load-delete-which",
                    name = &e.name,
                    date = save_date(e)
                ),
                t!(
                    "review-load-delete-file",
                    path = e.path.display().to_string()
                ),
            ],
            yes: t!("review-load-key-delete-yes"),
            no: t!("review-load-key-delete-no"),
            keep_visible: None,
        })
    }
}

pub struct LoadView<'a> {
    pub screen: &'a LoadScreen,
    pub glyphs: &'a Glyphs,
    pub theme: &'a Theme,
}

impl Widget for LoadView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let s = self.screen;
        let layout = LoadLayout::new(area);
        // A long folder keeps its end, the part that names it.
        let folder = s.dir().path().display().to_string();
        let heading = format!(" {} ", t!("review-load-title"));
        // The folder's words with an empty name: what they take besides it.
        let around = t!("review-load-in-folder", folder = "").width();
        let room = usize::from(area.width).saturating_sub(heading.width() + around);
        let in_folder = t!(
            "review-load-in-folder",
            folder = tail_fitting(&folder, room)
        );
        Paragraph::new(Line::from(vec![
            Span::styled(heading, t.title),
            Span::styled(in_folder, t.dim),
        ]))
        .render(layout.title, buf);

        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.grid)
            .title(Span::styled(
                format!(" {} ", t!("review-load-list-title")),
                t.title,
            ));
        let first = layout.first_shown(s.entries.len(), s.selected);
        let inner_w = usize::from(layout.list.width.saturating_sub(2));
        // After the four-column indent.
        let details_w = inner_w.saturating_sub(4);
        let mut lines = Vec::new();
        if s.entries.is_empty() {
            lines.push(Line::styled(format!(" {}", t!("review-load-empty")), t.dim));
            lines.push(Line::styled(
                format!(" {}", t!("review-load-empty-hint")),
                t.dim,
            ));
        }
        for (i, e) in s.entries.iter().enumerate().skip(first) {
            let picked = i == s.selected;
            let pointer = if picked { "▸ " } else { "  " };
            let name_style = if picked { t.cursor } else { t.title };
            let name = format!("{pointer}{}", e.name);
            let after_name = inner_w.saturating_sub(name.width());
            lines.push(Line::from(vec![
                Span::styled(name, name_style),
                Span::styled(save_heading(e, after_name), t.dim),
            ]));
            lines.push(match &e.problem {
                Some(p) => Line::styled(format!("    ✗ {}", problem_text(e, p)), t.refusal),
                None => Line::styled(format!("    {}", save_details(e, details_w)), t.text),
            });
        }
        Paragraph::new(lines).block(block).render(layout.list, buf);

        if let Some(e) = s.selected_entry() {
            self.preview(e, layout.preview, buf);
        }

        let message = match &s.message {
            Some(Message::Refusal(why) | Message::Notice(why)) => {
                Line::styled(format!("✗ {why}"), t.refusal)
            }
            Some(Message::Info(text)) => Line::styled(text.clone(), t.status),
            None => Line::default(),
        };
        let keys = if s.confirm_delete {
            t!("review-load-keys-question")
        } else if s.open_prompt.is_some() {
            t!("review-load-keys-open")
        } else {
            t!("review-load-keys")
        };
        // The prompt takes the folder's line: the message stays below it,
        // to say what Tab found or why Enter was refused.
        let first_line = match &s.open_prompt {
            Some(prompt) => {
                let label = format!("{} ", t!("review-load-open-prompt"));
                let room = usize::from(area.width).saturating_sub(label.width() + 1);
                Line::from(vec![
                    Span::styled(label, t.title),
                    Span::styled(format!("{}█", tail_fitting(prompt.as_str(), room)), t.text),
                ])
            }
            None => {
                let count = t!("review-load-count", count = s.entries.len());
                let room = usize::from(area.width).saturating_sub(count.width() + 3);
                Line::styled(
                    format!(
                        "{count} · {}",
                        where_kept(s.selected_entry(), &folder, room)
                    ),
                    t.status,
                )
            }
        };
        Paragraph::new(vec![first_line, message, Line::styled(keys, t.dim)])
            .render(layout.status, buf);

        if let Some(q) = s.delete_question() {
            QuestionPopup {
                text: &q,
                flipped: false,
                theme: t,
            }
            .render(area, buf);
        }
    }
}

impl LoadView<'_> {
    fn preview(&self, e: &SaveSummary, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.grid)
            .title(Span::styled(
                format!(" {} ", t!("review-load-preview-title")),
                t.title,
            ));
        let inner = block.inner(area);
        block.render(area, buf);
        let position = e
            .final_sfen
            .as_deref()
            .and_then(|sfen| Position::from_sfen(sfen).ok());
        let mut y = inner.y;
        // Board and hands first; the words go below, as far as they fit.
        if let Some(pos) = &position
            && inner.height >= BOARD_HEIGHT + 2
            && inner.width >= BOARD_WIDTH
        {
            self.hand_line(
                pos,
                Color::White,
                Rect::new(inner.x, y, inner.width, 1),
                buf,
            );
            BoardView {
                position: pos,
                glyphs: self.glyphs,
                theme: t,
                flipped: false,
                cursor: None,
                selected: None,
                destinations: Bitboard::EMPTY,
                last_move: None,
            }
            .render(Rect::new(inner.x, y + 1, BOARD_WIDTH, BOARD_HEIGHT), buf);
            y += BOARD_HEIGHT + 1;
            self.hand_line(
                pos,
                Color::Black,
                Rect::new(inner.x, y, inner.width, 1),
                buf,
            );
            y += 1;
        }
        let words = match &e.problem {
            Some(p) => vec![Line::styled(format!("✗ {}", p.said()), t.refusal)],
            // Only the preview has room for the whole outcome.
            None => vec![
                Line::styled(format!("☗ {}  ☖ {}", e.black, e.white), t.text),
                Line::styled(
                    format!(
                        "{} · {}",
                        t!("common-moves", count = e.moves),
                        e.outcome.clone().unwrap_or_else(|| {
                            if !e.is_save() {
                                t!("review-load-record-enter")
                            } else if e.online {
                                t!("review-load-online-enter")
                            } else {
                                t!("review-load-unfinished-enter")
                            }
                        })
                    ),
                    t.text,
                ),
            ],
        };
        let rest = Rect::new(inner.x, y, inner.width, inner.bottom().saturating_sub(y));
        WrappedText {
            paragraphs: &words,
            scroll: 0,
            marks: t.title,
        }
        .render(rest, buf);
    }

    fn hand_line(&self, pos: &Position, c: Color, area: Rect, buf: &mut Buffer) {
        let hand = pos.hand(c);
        let pieces: Vec<String> = hand
            .iter()
            .map(|(kind, n)| self.glyphs.hand_entry(kind, c, n))
            .collect();
        let text = if pieces.is_empty() {
            self.glyphs.hand_empty()
        } else {
            pieces.join(" ")
        };
        Paragraph::new(Line::styled(
            format!("{} {text}", side_mark(c)),
            self.theme.text,
        ))
        .render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(outcome: Option<&str>, in_use: bool) -> SaveSummary {
        SaveSummary {
            path: "saves/friday.ron".into(),
            name: "friday".into(),
            kind: crate::kifu::FileKind::Save,
            modified: None,
            started: Timestamp::parse("2026-11-20 19:05:00"),
            black: "Alice".into(),
            white: "Bot".into(),
            moves: 3,
            final_sfen: None,
            outcome: outcome.map(str::to_string),
            problem: None,
            in_use,
            online: false,
            in_older_folder: false,
            newer_version: false,
        }
    }

    #[test]
    fn a_narrow_list_drops_whole_parts_of_the_details_least_needed_first() {
        let done = summary(Some("Black wins by resignation"), false);
        let steps = [
            (60, "☗Alice vs ☖Bot · 3 moves · Black wins by resignation"),
            (40, "☗Alice vs ☖Bot · 3 moves · finished"),
            (30, "☗Alice vs ☖Bot · finished"),
            (20, "3 moves · finished"),
            (10, "finished"),
            (5, ""),
        ];
        for (width, text) in steps {
            assert_eq!(save_details(&done, width), text, "{width}");
        }
        let open = summary(None, false);
        assert_eq!(
            save_details(&open, 40),
            "☗Alice vs ☖Bot · 3 moves · unfinished"
        );
        assert_eq!(save_details(&open, 30), "☗Alice vs ☖Bot · unfinished");
        // A server's game left without its end says what it is.
        let online = SaveSummary {
            online: true,
            ..summary(None, false)
        };
        assert_eq!(
            save_details(&online, 60),
            "☗Alice vs ☖Bot · 3 moves · unfinished online game"
        );
        assert_eq!(save_details(&online, 25), "unfinished online game");
    }

    #[test]
    fn a_record_of_another_format_says_its_format_and_that_it_has_no_result() {
        let kifu = SaveSummary {
            path: "saves/review.kifu".into(),
            name: "review.kifu".into(),
            kind: crate::kifu::FileKind::Kifu,
            ..summary(None, false)
        };
        assert_eq!(save_heading(&kifu, 40), " KIFU  2026-11-20 19:05");
        assert_eq!(
            save_details(&kifu, 60),
            "☗Alice vs ☖Bot · 3 moves · no result"
        );
    }

    #[test]
    fn a_narrow_list_shortens_the_in_use_note_before_it_drops_it() {
        let used = summary(None, true);
        let steps = [
            (50, " (open in another shogi-tui)  2026-11-20 19:05"),
            (35, " (open elsewhere)  2026-11-20 19:05"),
            (30, " (in use)  2026-11-20 19:05"),
            (22, " (in use)  2026-11-20"),
            (10, " (in use)"),
            (5, ""),
        ];
        for (width, text) in steps {
            assert_eq!(save_heading(&used, width), text, "{width}");
        }
        let free = summary(None, false);
        assert_eq!(save_heading(&free, 20), "  2026-11-20 19:05");
        assert_eq!(save_heading(&free, 14), "  2026-11-20");
        assert_eq!(save_heading(&free, 5), "");
    }

    #[test]
    fn a_save_of_the_older_folder_says_so_and_where_in_both_languages() {
        let old = SaveSummary {
            path: "/work/saves/friday.ron".into(),
            in_older_folder: true,
            ..summary(None, false)
        };
        assert_eq!(save_heading(&old, 40), " (in ./saves)  2026-11-20 19:05");
        assert_eq!(save_heading(&old, 14), " (in ./saves)");
        let mine = summary(None, false);
        assert_eq!(where_kept(Some(&mine), "/data/saves", 40), "/data/saves");
        assert_eq!(
            where_kept(Some(&old), "/data/saves", 60),
            "/work/saves, where older versions saved"
        );
        let ja = crate::i18n::in_lang(crate::i18n::Lang::Ja, || {
            (save_heading(&old, 40), where_kept(Some(&old), "/data", 60))
        });
        assert_eq!(ja.0, " （./saves）  2026-11-20 19:05");
        assert_eq!(ja.1, "/work/saves（以前の版の保存場所）");
    }
}
