//! The words of the game screen's questions and of the impasse tally:
//! what each rule would decide, taken from the controller's tally.

use super::game_screen::{GameScreen, Question};
use crate::game::{Declaration, RuleSet};
use crate::shogi::{Color, PieceKind};

impl GameScreen {
    /// What each impasse rule would decide now, worded for the tally popup.
    pub fn tally_verdicts(&self) -> Vec<(String, String)> {
        let tally = self.game.tally();
        let winner = |w: Option<Color>| match w {
            Some(c) => format!("{c} wins"),
            None => "draw".to_string(),
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
            agreement.push_str(" (applies once both kings have entered)");
        }
        let mover = self.game.side_to_move();
        let rules = self.game.rules();
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

    /// The lines of a yes/no question: title, body, yes and no labels.
    pub fn question_text(&self, q: Question) -> (String, Vec<String>, String, String) {
        let pos = self.game.position();
        match q {
            Question::Promote { from, to } => {
                let kind = pos.piece_at(from).map(|p| p.kind);
                let what = kind.map_or("piece".to_string(), |k| k.name().to_string());
                let into = kind
                    .and_then(PieceKind::promoted)
                    .map_or(String::new(), |p| format!(" into a {p}"));
                (
                    "Promote? 成りますか".into(),
                    vec![format!("Promote the {what} moving {from} → {to}{into}?")],
                    "y: promote 成".into(),
                    "n: keep 不成".into(),
                )
            }
            Question::Resign => {
                let side = self.human_side();
                (
                    "Resign? 投了".into(),
                    vec![format!("{side} resigns and {} wins.", side.opponent())],
                    "y: resign".into(),
                    "n: play on".into(),
                )
            }
            Question::Declare => {
                let c = pos.side_to_move();
                let (rules, tally) = (self.game.rules(), self.game.tally());
                let verdict = match rules {
                    RuleSet::Declare27 => Some(tally.declare27(c)),
                    RuleSet::Declare24 => Some(tally.declare24(c)),
                    RuleSet::Try | RuleSet::None => None,
                };
                let t = tally.side(c);
                let result = match verdict {
                    Some(Declaration::Win) => format!("{c} would WIN"),
                    Some(Declaration::Draw) => "the game would be a DRAW".to_string(),
                    Some(Declaration::Loss) => format!("{c} would LOSE"),
                    None => "declaring is not available".to_string(),
                };
                (
                    "Declare impasse? 入玉宣言".into(),
                    vec![
                        format!("Rule: {}", rules.description()),
                        format!(
                            "{c}: {} points in zone + hand, {} pieces in zone,",
                            t.zone_points, t.pieces_in_zone
                        ),
                        format!(
                            "king {} zone, {}in check.",
                            if t.king_in_zone { "in" } else { "not in" },
                            if t.in_check { "" } else { "not " }
                        ),
                        format!("Verdict now: {result}."),
                    ],
                    "y: declare".into(),
                    "n: play on".into(),
                )
            }
            Question::Leave => (
                "Leave the game?".into(),
                vec!["The game is not finished.".into()],
                "y: leave".into(),
                "n: stay".into(),
            ),
        }
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
