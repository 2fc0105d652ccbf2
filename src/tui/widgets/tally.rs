//! The impasse tally popup: both sides' counts, and what each impasse rule
//! would decide, in words (game and review show the same popup).

use crate::game::{Declaration, ImpasseTally, RuleSet};
use crate::i18n::rules::{Shown, ShownIn};
use crate::shogi::{Color, SideTally};
use crate::t;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::padded;
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::wrapped::WrappedText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

/// The impasse tally: both sides' counts and what each rule would decide now.
pub struct TallyPopup<'a> {
    pub black: SideTally,
    pub white: SideTally,
    /// (rule, verdict now), worded by `tally_verdicts`.
    pub verdicts: &'a [(String, String)],
    /// Whether the sides go by their handicap names (上手/下手).
    pub handicap: bool,
    pub theme: &'a Theme,
}

impl TallyPopup<'_> {
    pub fn rect(screen: Rect, verdicts: usize) -> Rect {
        let h = 9 + u16::try_from(verdicts).unwrap_or(u16::MAX);
        centered(screen, 76, h)
    }
}

impl Widget for TallyPopup<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let r = TallyPopup::rect(screen, self.verdicts.len());
        let inner = frame(r, &t!("game-tally-title"), t, buf);
        let yes_no = |b: bool| {
            if b {
                t!("game-tally-yes")
            } else {
                t!("game-tally-no")
            }
        };
        let rows: [(String, String, String); 5] = [
            (
                t!("game-tally-points"),
                self.black.points.to_string(),
                self.white.points.to_string(),
            ),
            (
                t!("game-tally-zone-points"),
                self.black.zone_points.to_string(),
                self.white.zone_points.to_string(),
            ),
            (
                t!("game-tally-pieces-in-zone"),
                self.black.pieces_in_zone.to_string(),
                self.white.pieces_in_zone.to_string(),
            ),
            (
                t!("game-tally-king-in-zone"),
                yes_no(self.black.king_in_zone),
                yes_no(self.white.king_in_zone),
            ),
            (
                t!("game-tally-in-check"),
                yes_no(self.black.in_check),
                yes_no(self.white.in_check),
            ),
        ];
        // Columns by display width: a kanji takes two.
        let row = |label: &str, b: &str, w: &str| {
            format!(" {}{}{}", padded(label, 22), right(b, 9), right(w, 9))
        };
        let mut lines = vec![Line::styled(
            row(
                "",
                &format!("☗ {}", Color::Black.shown_in(self.handicap)),
                &format!("☖ {}", Color::White.shown_in(self.handicap)),
            ),
            t.title,
        )];
        for (label, b, w) in rows {
            lines.push(Line::styled(row(&label, &b, &w), t.popup));
        }
        lines.push(Line::default());
        let rule_w = self
            .verdicts
            .iter()
            .map(|(r, _)| r.width())
            .max()
            .unwrap_or(0);
        for (rule, verdict) in self.verdicts {
            let pad = " ".repeat(rule_w.saturating_sub(rule.width()));
            lines.push(Line::from(vec![
                Span::styled(format!(" {rule}{pad}  "), t.dim),
                Span::styled(verdict.as_str(), t.popup),
            ]));
        }
        WrappedText {
            paragraphs: &lines,
            scroll: 0,
            marks: t.title,
        }
        .render(inner, buf);
    }
}

/// `text` after spaces to `width` columns, as `{:>9}` would if a kanji
/// did not take two columns.
fn right(text: &str, width: usize) -> String {
    let mut out = " ".repeat(width.saturating_sub(text.width()));
    out.push_str(text);
    out
}

/// What a declaration would give `side`: "{side} would win", 先手の勝ち.
fn would(side: Color, d: Declaration, handicap: bool) -> String {
    let side = side.shown_in(handicap);
    match d {
        Declaration::Win => t!("game-tally-would-win", side = side),
        Declaration::Draw => t!("game-tally-would-draw", side = side),
        Declaration::Loss => t!("game-tally-would-lose", side = side),
    }
}

/// A declaration's result in a word: "win", 勝ち.
fn result_word(d: Declaration) -> String {
    match d {
        Declaration::Win => t!("game-tally-win"),
        Declaration::Draw => t!("game-tally-draw"),
        Declaration::Loss => t!("game-tally-loss"),
    }
}

/// What each impasse rule would decide for a position's tally, with `mover`
/// to move under `rules`: the rows of the tally popup. A count decides a
/// game only when the players agree to it, so the words say what it would
/// give rather than announce a winner in the middle of a game. The sides
/// go by their handicap names (上手/下手) when `handicap`.
pub fn tally_verdicts(
    tally: &ImpasseTally,
    mover: Color,
    rules: RuleSet,
    handicap: bool,
) -> Vec<(String, String)> {
    let side = |c: Color| c.shown_in(handicap);
    let winner = |w: Option<Color>| match w {
        Some(c) => t!("game-tally-wins-if-counted", side = side(c)),
        None => t!("game-tally-draw-if-counted"),
    };
    let declare = |f: &dyn Fn(Color) -> Declaration| {
        t!(
            "game-tally-declaring",
            black_side = side(Color::Black),
            black = result_word(f(Color::Black)),
            white_side = side(Color::White),
            white = result_word(f(Color::White))
        )
    };
    let mut agreement = winner(tally.agreement24);
    if !tally.both_kings_in_zone {
        agreement.push_str(&t!("game-tally-both-kings-must-enter"));
    }
    let this_game = match rules {
        RuleSet::Declare27 => t!(
            "game-tally-declaring-now",
            verdict = would(mover, tally.declare27(mover), handicap),
            rules = rules.shown()
        ),
        RuleSet::Declare24 => t!(
            "game-tally-declaring-now",
            verdict = would(mover, tally.declare24(mover), handicap),
            rules = rules.shown()
        ),
        RuleSet::Try | RuleSet::None => {
            t!("game-tally-not-available", rules = rules.shown())
        }
    };
    vec![
        (t!("game-tally-agreement24"), agreement),
        (t!("game-tally-amateur27"), winner(tally.amateur27)),
        (
            t!("game-tally-declaration27"),
            declare(&|c| tally.declare27(c)),
        ),
        (
            t!("game-tally-declaration24"),
            declare(&|c| tally.declare24(c)),
        ),
        (t!("game-tally-now"), this_game),
    ]
}
