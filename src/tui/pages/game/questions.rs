//! The words of the game screen's prompts, questions and result box (the
//! shared layer draws the prompts and questions in them: [`Words`]), and
//! the impasse tally of the position shown (worded by `widgets::tally`).

use super::state::{GamePrompt, GameScreen, Overlay, Question};
use crate::game::{Declaration, RuleSet};
use crate::i18n::rules::{Shown, ShownIn};
use crate::shogi::Color;
use crate::t;
use crate::tui::overlay::{Layer, Words};
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::tally::tally_verdicts;

impl GameScreen {
    /// What each impasse rule would decide for the position on the board,
    /// worded for the tally popup.
    pub fn tally_verdicts(&self) -> Vec<(String, String)> {
        tally_verdicts(
            &self.shown_tally(),
            self.shown_position().side_to_move(),
            self.game.rules(),
            self.handicap(),
        )
    }

    /// The words of the result box: who won and how, the KIF end line,
    /// and the keys that work next. `None` while the game goes on.
    pub fn result_lines(&self) -> Option<Vec<String>> {
        let outcome = self.game.outcome()?;
        let mut lines = vec![crate::i18n::rules::outcome::outcome_sentence(
            outcome,
            self.handicap(),
        )];
        lines.extend(crate::kifu::kif_end_line(&self.game));
        lines.push(String::new());
        lines.push(t!("game-result-analyse"));
        // The server's result stands: no takebacks online.
        if self.online.is_none() {
            lines.push(t!("game-result-take-back"));
        }
        lines.push(t!("game-result-look-back"));
        if self.saving.kept {
            lines.push(t!("game-result-save"));
        }
        lines.push(t!("game-result-leave"));
        lines.push(t!("game-result-close"));
        Some(lines)
    }

    /// The question open over the board, if one is.
    pub fn open_question(&self) -> Option<QuestionText> {
        match &self.overlay {
            Overlay::Layer(Layer::Ask(q)) => Some(self.question_text(q.clone())),
            Overlay::Seat(ask) => Some(self.seat_question_text(ask)),
            _ => None,
        }
    }

    /// The words of a yes/no question.
    pub fn question_text(&self, q: Question) -> QuestionText {
        let pos = self.game.position();
        let ask = |title: String, lines: Vec<String>, yes: String, no: String| QuestionText {
            title,
            lines,
            yes,
            no,
            keep_visible: None,
        };
        match q {
            Question::Resign => {
                let side = self.human_side();
                ask(
                    t!("game-resign-title"),
                    vec![t!(
                        "game-resign-line",
                        side = self.side_word(side),
                        winner = self.side_word(side.opponent())
                    )],
                    t!("game-resign-yes"),
                    t!("game-play-on"),
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
                let side = self.side_word(c);
                let result = match verdict {
                    Some(Declaration::Win) => t!("game-declare-would-win", side = side.clone()),
                    Some(Declaration::Draw) => t!("game-declare-would-draw"),
                    Some(Declaration::Loss) => t!("game-declare-would-lose", side = side.clone()),
                    None => t!("game-declare-unavailable"),
                };
                ask(
                    t!("game-declare-title"),
                    vec![
                        t!("game-declare-rule", rules = rules.shown()),
                        t!(
                            "game-declare-points",
                            side = side,
                            points = t.zone_points,
                            pieces = t.pieces_in_zone
                        ),
                        match (t.king_in_zone, t.in_check) {
                            (true, true) => t!("game-declare-king-in-zone-in-check"),
                            (true, false) => t!("game-declare-king-in-zone"),
                            (false, true) => t!("game-declare-king-out-of-zone-in-check"),
                            (false, false) => t!("game-declare-king-out-of-zone"),
                        },
                        t!("game-declare-verdict", result = result),
                    ],
                    t!("game-declare-yes"),
                    t!("game-play-on"),
                )
            }
            Question::Offer => {
                let us = self.online_side().unwrap_or(Color::Black);
                let players = self.game.players();
                let mut lines = vec![
                    t!(
                        "game-offer-line",
                        name = crate::kifu::escape_controls(&players.get(us.opponent()).name),
                        side = self.side_word(us)
                    ),
                    match self.game.clock().controls() {
                        Some(c) => t!("game-offer-clock", clock = c.shown_in(self.handicap())),
                        None => t!("game-offer-no-clock"),
                    },
                ];
                let played = self.game.ply();
                if played > 0 {
                    lines.push(t!("game-offer-resumed", count = played));
                }
                ask(
                    t!("game-offer-title"),
                    lines,
                    t!("game-offer-yes"),
                    t!("game-offer-no"),
                )
            }
            Question::Overwrite(name) => ask(
                t!("game-overwrite-title"),
                vec![t!("game-overwrite-exists", name = name)],
                t!("game-overwrite-yes"),
                t!("game-overwrite-no"),
            ),
            Question::Leave => {
                let kept = match (self.saving.kept, &self.saving.failure) {
                    (true, None) => t!("game-leave-saved"),
                    (true, Some(why)) => t!("game-leave-not-saved", why = why),
                    (false, _) => t!("game-leave-not-kept"),
                };
                if self.online.is_some() {
                    return ask(
                        t!("game-leave-online-title"),
                        vec![t!("game-leave-online-clock"), t!("game-leave-online-kept")],
                        t!("game-leave-yes"),
                        t!("game-leave-no"),
                    );
                }
                ask(
                    t!("game-leave-title"),
                    vec![t!("game-leave-unfinished"), kept],
                    t!("game-leave-yes"),
                    t!("game-leave-no"),
                )
            }
        }
    }
}

impl Words<GamePrompt, Question> for GameScreen {
    fn prompt_title(&self, about: &GamePrompt) -> String {
        match about {
            GamePrompt::Move => t!("game-move-prompt"),
            GamePrompt::SaveName => t!("game-save-prompt"),
            GamePrompt::Chat => t!("lishogiplay-chat-prompt"),
        }
    }

    fn question(&self, about: &Question) -> QuestionText {
        self.question_text(about.clone())
    }
}
