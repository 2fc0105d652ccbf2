//! The words of the game screen's questions and result box, and the
//! impasse tally of the position shown (worded by `widgets::tally`).

use super::state::{GameScreen, Overlay, Question};
use crate::game::{Declaration, RuleSet};
use crate::shogi::Color;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::plural;
use crate::tui::widgets::tally::tally_verdicts;

impl GameScreen {
    /// What each impasse rule would decide for the position on the board,
    /// worded for the tally popup.
    pub fn tally_verdicts(&self) -> Vec<(String, String)> {
        tally_verdicts(
            &self.shown_tally(),
            self.shown_position().side_to_move(),
            self.game.rules(),
        )
    }

    /// The words of the result box: who won and how, the KIF end line,
    /// and the keys that work next. `None` while the game goes on.
    pub fn result_lines(&self) -> Option<Vec<String>> {
        let outcome = self.game.outcome()?;
        let mut lines = vec![outcome.sentence()];
        lines.extend(crate::kifu::kif_end_line(&self.game));
        lines.push(String::new());
        lines.push("A    analyse this game (in review)".into());
        // The server's result stands: no takebacks online.
        if self.online.is_none() {
            lines.push("u    take back the last move and play on".into());
        }
        lines.push("[ ]  look back through the game".into());
        if self.saving.kept {
            lines.push("s    keep the game under a name".into());
        }
        lines.push("q    leave the game".into());
        lines.push("Esc  close this box".into());
        Some(lines)
    }

    /// The question open over the board, if one is.
    pub fn open_question(&self) -> Option<QuestionText> {
        match &self.overlay {
            Overlay::Ask(q) => Some(self.question_text(*q)),
            Overlay::Seat(ask) => Some(self.seat_question_text(ask)),
            Overlay::Overwrite(name) => Some(QuestionText {
                title: "Replace the save?".into(),
                lines: vec![format!("A save named '{name}' exists already.")],
                yes: "y: replace it".into(),
                no: "n: choose another name".into(),
                keep_visible: None,
            }),
            _ => None,
        }
    }

    /// The words of a yes/no question.
    pub fn question_text(&self, q: Question) -> QuestionText {
        let pos = self.game.position();
        let ask = |title: &str, lines: Vec<String>, yes: &str, no: &str| QuestionText {
            title: title.to_string(),
            lines,
            yes: yes.to_string(),
            no: no.to_string(),
            keep_visible: None,
        };
        match q {
            Question::Promote { from, to } => {
                crate::tui::board_input::promotion_question(pos, from, to)
            }
            Question::Resign => {
                let side = self.human_side();
                ask(
                    "Resign? 投了",
                    vec![format!("{side} resigns and {} wins.", side.opponent())],
                    "y: resign",
                    "n: play on",
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
                let t = tally.sides.get(c);
                let result = match verdict {
                    Some(Declaration::Win) => format!("{c} would WIN"),
                    Some(Declaration::Draw) => "the game would be a DRAW".to_string(),
                    Some(Declaration::Loss) => format!("{c} would LOSE"),
                    None => "declaring is not available".to_string(),
                };
                ask(
                    "Declare impasse? 入玉宣言",
                    vec![
                        format!("Rule: {}", rules.description()),
                        format!(
                            "{c}: {} in zone + hand, {} in zone,",
                            plural(t.zone_points as usize, "point"),
                            plural(t.pieces_in_zone as usize, "piece")
                        ),
                        format!(
                            "king {} zone, {}in check.",
                            if t.king_in_zone { "in" } else { "not in" },
                            if t.in_check { "" } else { "not " }
                        ),
                        format!("Verdict now: {result}."),
                    ],
                    "y: declare",
                    "n: play on",
                )
            }
            Question::Offer => {
                let us = self.online_side().unwrap_or(Color::Black);
                let players = self.game.players();
                let mut lines = vec![
                    format!(
                        "{} offers a game: you play {us}.",
                        crate::kifu::escape_controls(&players.get(us.opponent()).name)
                    ),
                    match self.game.clock().controls() {
                        Some(c) => format!("Clock: {}.", c.describe()),
                        None => "No clock.".to_string(),
                    },
                ];
                let played = self.game.ply();
                if played > 0 {
                    lines.push(format!(
                        "A resumed game: {} played already.",
                        plural(played, "move")
                    ));
                }
                ask("Play this game?", lines, "y: play it", "n: decline")
            }
            Question::Leave => {
                let kept = match (self.saving.kept, &self.saving.failure) {
                    (true, None) => {
                        "It is saved: Continue in the menu or shogi-tui --continue resumes it."
                            .to_string()
                    }
                    (true, Some(why)) => format!("It is NOT saved ({why})."),
                    (false, _) => "It is not kept on disk.".to_string(),
                };
                if self.online.is_some() {
                    return ask(
                        "Leave the online game?",
                        vec![
                            "The server's clock goes on: the game will most likely be lost on time (R resigns instead).".into(),
                            "The game so far stays in Load / review.".into(),
                        ],
                        "y: leave",
                        "n: stay",
                    );
                }
                ask(
                    "Leave the game?",
                    vec!["The game is not finished.".into(), kept],
                    "y: leave",
                    "n: stay",
                )
            }
        }
    }
}
