//! The impasse tally popup: both sides' counts, and what each impasse rule
//! would decide, in words (game and review show the same popup).

use crate::game::{Declaration, ImpasseTally, RuleSet};
use crate::shogi::{Color, SideTally};
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
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
        let inner = frame(r, "Impasse tally (持将棋)", t, buf);
        let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
        let rows: [(&str, String, String); 5] = [
            (
                "points, all pieces",
                self.black.points.to_string(),
                self.white.points.to_string(),
            ),
            (
                "points, zone + hand",
                self.black.zone_points.to_string(),
                self.white.zone_points.to_string(),
            ),
            (
                "pieces in zone",
                self.black.pieces_in_zone.to_string(),
                self.white.pieces_in_zone.to_string(),
            ),
            (
                "king in zone",
                yes_no(self.black.king_in_zone),
                yes_no(self.white.king_in_zone),
            ),
            (
                "in check",
                yes_no(self.black.in_check),
                yes_no(self.white.in_check),
            ),
        ];
        let mut lines = vec![Line::styled(
            format!(" {:<22}{:>9}{:>9}", "", "☗ Black", "☖ White"),
            t.title,
        )];
        for (label, b, w) in rows {
            lines.push(Line::styled(format!(" {label:<22}{b:>9}{w:>9}"), t.popup));
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

/// The verb for a declaration's result: "would win / draw / lose".
fn would(d: Declaration) -> &'static str {
    match d {
        Declaration::Win => "win",
        Declaration::Draw => "draw",
        Declaration::Loss => "lose",
    }
}

/// What each impasse rule would decide for a position's tally, with `mover`
/// to move under `rules`: the rows of the tally popup. A count decides a
/// game only when the players agree to it, so the words say what it would
/// give rather than announce a winner in the middle of a game.
pub fn tally_verdicts(tally: &ImpasseTally, mover: Color, rules: RuleSet) -> Vec<(String, String)> {
    let winner = |w: Option<Color>| match w {
        Some(c) => format!("{c} wins if counted now"),
        None => "a draw if counted now".to_string(),
    };
    let declare = |f: &dyn Fn(Color) -> Declaration| {
        format!(
            "Black declaring: {} · White declaring: {}",
            f(Color::Black).name(),
            f(Color::White).name()
        )
    };
    let mut agreement = winner(tally.agreement24);
    if !tally.both_kings_in_zone {
        agreement.push_str(" (both kings must enter)");
    }
    let this_game = match rules {
        RuleSet::Declare27 => format!(
            "{mover} would {} ({})",
            would(tally.declare27(mover)),
            rules.description()
        ),
        RuleSet::Declare24 => format!(
            "{mover} would {} ({})",
            would(tally.declare24(mover)),
            rules.description()
        ),
        RuleSet::Try | RuleSet::None => format!("not available ({})", rules.description()),
    };
    vec![
        ("24-point agreement".into(), agreement),
        ("27-point amateur tally".into(), winner(tally.amateur27)),
        (
            "27-point declaration".into(),
            declare(&|c| tally.declare27(c)),
        ),
        (
            "24-point declaration".into(),
            declare(&|c| tally.declare24(c)),
        ),
        ("declaring now".into(), this_game),
    ]
}
