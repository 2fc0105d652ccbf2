//! `H`: the header fields a player sees, in a small form: Black's and
//! White's names, the event, the date the game started and the opening's
//! name (KIF's `戦型`, which the record keeps among the headers it does
//! not interpret, `GameInfo::other`, and every writer writes back under
//! its key). Only the fields changed are written into the record, so an
//! unusual header left alone stays exactly as the file had it.

use super::comment_edit::drop_question;
use super::notes_state::{HeaderForm, NotesOverlay};
use super::state::{ReviewOverlay, ReviewScreen};
use crate::kifu::{Timestamp, clean_name};
use crate::shogi::Color;
use crate::t;
use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use crate::tui::widgets::popup::{QuestionPopup, frame};
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

/// The opening's header, as KIF writes it.
pub const OPENING_KEY: &str = "戦型";

/// The keys KIF readers keep a start date under when it could not be
/// read as one (`kif_header`): a date typed here replaces them.
const DATE_KEYS: [&str; 2] = ["開始日時", "対局日"];

/// The form's fields, in order, by the message naming each (the
/// header's word, and in English the player's before it).
pub const FIELDS: [&str; 5] = [
    "review-header-black",
    "review-header-white",
    "review-header-event",
    "review-header-date",
    "review-header-opening",
];
const BLACK: usize = 0;
const WHITE: usize = 1;
const EVENT: usize = 2;
const DATE: usize = 3;
const OPENING: usize = 4;
/// The columns the field names take at least: "Date (開始日時)", the
/// widest English one.
const LABEL_WIDTH: usize = 15;

impl HeaderForm {
    pub fn render(&self, t: &Theme, flipped: bool, screen: Rect, buf: &mut Buffer) {
        let w = screen.width.saturating_sub(4).min(64);
        let inner = frame(centered(screen, w, 10), &t!("review-headers-title"), t, buf);
        let mut lines: Vec<Line> = FIELDS
            .iter()
            .zip(&self.fields)
            .enumerate()
            .map(|(i, (id, field))| {
                let here = i == self.focus;
                let name = crate::i18n::text(id);
                // Padded by columns: the kanji keys are two columns each.
                let pad = LABEL_WIDTH.saturating_sub(name.width());
                let label = format!("{}{name}{:pad$} ", if here { "▸ " } else { "  " }, "");
                let mut spans = vec![
                    Span::styled(label, if here { t.title } else { t.popup }),
                    Span::styled(field.as_str().to_string(), t.popup),
                ];
                if here {
                    spans.push(Span::styled("█", t.dim));
                }
                Line::from(spans)
            })
            .collect();
        lines.push(Line::default());
        lines.push(Line::styled(
            format!("  {}", t!("review-headers-date-help")),
            t.dim,
        ));
        lines.push(Line::styled(
            format!("  {}", t!("review-headers-keys")),
            t.dim,
        ));
        Paragraph::new(lines).render(inner, buf);
        if self.asking {
            QuestionPopup {
                text: &drop_question(t!("review-drop-headers")),
                flipped,
                theme: t,
            }
            .render(screen, buf);
        }
    }
}

impl ReviewScreen {
    /// The fields as the record has them now.
    fn header_values(&self) -> [String; 5] {
        let info = &self.loaded.record.info;
        let other = |keys: &[&str]| {
            info.other
                .iter()
                .find(|(k, _)| keys.contains(&k.as_str()))
                .map(|(_, v)| v.clone())
        };
        [
            info.black.name.clone(),
            info.white.name.clone(),
            info.event.clone().unwrap_or_default(),
            // A date the reader could not read is shown as the file has it.
            info.started
                .map(|t| t.slashed())
                .or_else(|| other(&DATE_KEYS))
                .unwrap_or_default(),
            other(&[OPENING_KEY]).unwrap_or_default(),
        ]
    }

    /// `H`: opens the header form.
    pub(super) fn edit_headers(&mut self) {
        let original = self.header_values();
        let fields = original.clone().map(TextInput::from);
        self.open_notes(NotesOverlay::Headers(Box::new(HeaderForm {
            fields,
            original,
            focus: 0,
            asking: false,
        })));
        self.message = None;
    }

    pub(super) fn headers_key(&mut self, mut form: Box<HeaderForm>, action: &Action) {
        let n = FIELDS.len();
        match action {
            Action::Answer(true) if form.asking => {
                self.overlay = ReviewOverlay::None;
                return;
            }
            Action::Answer(false) | Action::Cancel if form.asking => form.asking = false,
            _ if form.asking => {}
            Action::Cancel if form.changed() => form.asking = true,
            Action::KeepText => match self.keep_headers(&form) {
                Ok(()) => {
                    self.overlay = ReviewOverlay::None;
                    return;
                }
                Err((field, why)) => {
                    form.focus = field;
                    self.message = Some(Message::Refusal(why));
                }
            },
            Action::Cancel => {
                self.overlay = ReviewOverlay::None;
                return;
            }
            Action::Move(Direction::Up) => form.focus = (form.focus + n - 1) % n,
            Action::Move(Direction::Down) | Action::EditText(TextEdit::Newline) => {
                form.focus = (form.focus + 1) % n
            }
            _ => {
                if let Some(field) = form.fields.get_mut(form.focus) {
                    field.edit(action);
                }
            }
        }
        self.open_notes(NotesOverlay::Headers(form));
    }

    /// Writes the changed fields into the record; refused, with the field
    /// to look at, when the date is not one.
    fn keep_headers(&mut self, form: &HeaderForm) -> Result<(), (usize, String)> {
        let typed = form.fields.clone().map(|f| f.trimmed().to_string());
        let changed = |i: usize| typed[i] != form.original[i].trim();
        let date = match typed[DATE].as_str() {
            _ if !changed(DATE) => None,
            "" => Some(None),
            text => match Timestamp::parse(text) {
                Some(t) => Some(Some(t)),
                None => {
                    return Err((DATE, t!("review-headers-bad-date", text = text)));
                }
            },
        };
        if !(0..FIELDS.len()).any(changed) {
            return Ok(());
        }
        for (i, color) in [(BLACK, Color::Black), (WHITE, Color::White)] {
            if changed(i) {
                self.rename_player(color, &clean_name(&typed[i]));
            }
        }
        let info = &mut self.loaded.record.info;
        if changed(EVENT) {
            info.event = (!typed[EVENT].is_empty()).then(|| typed[EVENT].clone());
        }
        if let Some(date) = date {
            info.started = date;
            info.other.retain(|(k, _)| !DATE_KEYS.contains(&k.as_str()));
        }
        if changed(OPENING) {
            let at = info.other.iter().position(|(k, _)| k == OPENING_KEY);
            match (at, typed[OPENING].as_str()) {
                (Some(i), "") => {
                    info.other.remove(i);
                }
                (Some(i), name) => info.other[i].1 = name.to_string(),
                (None, "") => {}
                (None, name) => info.other.push((OPENING_KEY.into(), name.to_string())),
            }
        }
        self.record_changed();
        self.message = Some(Message::Info(t!(
            "review-headers-kept",
            file = self.file_name()
        )));
        Ok(())
    }

    /// A player's name, in the record and in every game review holds (the
    /// header line shows the game's).
    fn rename_player(&mut self, color: Color, name: &str) {
        let info = &mut self.loaded.record.info;
        let player = match color {
            Color::Black => &mut info.black,
            Color::White => &mut info.white,
        };
        player.name = name.to_string();
        let games = std::iter::once(&mut self.loaded.game)
            .chain(self.variation.as_mut().map(|(_, g)| g))
            .chain(self.engine_line.as_mut().map(|(_, g)| g));
        for game in games {
            let players = game.players_mut();
            let player = match color {
                Color::Black => &mut players.black,
                Color::White => &mut players.white,
            };
            player.name = name.to_string();
        }
    }
}
