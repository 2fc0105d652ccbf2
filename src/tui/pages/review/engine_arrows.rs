//! `x`: in research, the engine's best move and up to two more of its
//! lines whose score is within `MARGIN_CP` of the best for the side to
//! move; without research, the analysis's best move from the position
//! shown, and the move played there when the analysis weighed it within
//! the margin. Drawn on the board as arrows in the theme's engine colour with
//! their scores (`tui::marks::draw_engine_arrows`); the engine's view,
//! never written into the record.

use super::research_view::short_score;
use super::state::ReviewScreen;
use crate::analysis::ResearchLine;
use crate::kifu::evaluation::EvalScore;
use crate::kifu::marks::Spot;
use crate::shogi::{Color, Move};
use crate::t;
use crate::tui::marks::EngineArrow;
use crate::tui::widgets::status::Message;

/// How far below the best a line may score and still be drawn: a pawn,
/// less than most players would call a different judgement.
const MARGIN_CP: i32 = 100;
/// Lines drawn beside the best.
const MORE: usize = 2;
/// A mate counted as this less its length, so that a shorter one is
/// better and any mate beyond any centipawn score.
const MATE_CP: i32 = 100_000;

impl ReviewScreen {
    /// The arrows to draw with `x` on: research's lines while it runs,
    /// else the analysis's (`analysed_arrows`).
    pub fn engine_arrows(&self) -> Vec<EngineArrow> {
        if !self.research.arrows {
            return Vec::new();
        }
        let pos = self.position();
        let mover = pos.side_to_move();
        let moves: Vec<(Move, String)> =
            match self.research.update.as_ref().filter(|_| self.research.on) {
                Some(update) => chosen(&update.lines, mover)
                    .into_iter()
                    .map(|l| (l.pv[0], short_score(l.score, l.line_only)))
                    .collect(),
                None => self.analysed_arrows(mover),
            };
        moves
            .into_iter()
            // Lines about another position are dropped as the board
            // moves; one that does not fit is never drawn.
            .filter(|(mv, _)| pos.check_move(*mv).is_ok())
            .map(|(mv, score)| EngineArrow {
                from: match mv {
                    Move::Board { from, .. } => Spot::Square(from),
                    Move::Drop { kind, .. } => Spot::Hand(mover, kind),
                },
                to: mv.to(),
                score,
            })
            .collect()
    }

    /// The analysis's best move from the position shown, and the move the
    /// game played there when the analysis weighed it within `MARGIN_CP`
    /// of the best in the same search: the analysis keeps one line a
    /// position, so at most those two. Only the main line is analysed.
    fn analysed_arrows(&self, mover: Color) -> Vec<(Move, String)> {
        let Some(eval) = self
            .on_main_line()
            .then(|| self.evaluation(self.ply))
            .flatten()
        else {
            return Vec::new();
        };
        let Some(&best) = eval.pv.first() else {
            return Vec::new();
        };
        let mut arrows = vec![(best, short_score(eval.score, eval.line_only))];
        let played = self.loaded.game.moves().get(self.ply).map(|m| m.mv);
        let weighing = self.analysis.weighings.get(self.ply).copied().flatten();
        if let (Some(played), Some(w)) = (played, weighing)
            && played != best
            && for_mover(w.best, mover) - for_mover(w.played, mover) <= MARGIN_CP
        {
            arrows.push((played, short_score(w.played, false)));
        }
        arrows
    }

    /// `x`: the engine's arrows on or off.
    pub(super) fn toggle_engine_arrows(&mut self) {
        self.research.arrows = !self.research.arrows;
        self.message = Some(Message::Info(
            match (
                self.research.arrows,
                self.research.on || self.has_analysis(),
            ) {
                (false, _) => t!("marks-engine-off"),
                (true, true) => t!("marks-engine-on"),
                (true, false) => t!("marks-engine-when-research"),
            },
        ));
    }
}

/// A score as the side to move values it.
fn for_mover(score: EvalScore, mover: Color) -> i32 {
    let black = match score {
        EvalScore::Cp(n) => n,
        EvalScore::Mate(n) if n >= 0 => MATE_CP - n,
        EvalScore::Mate(n) => -MATE_CP - n,
    };
    match mover {
        Color::Black => black,
        Color::White => -black,
    }
}

/// The best line and up to `MORE` others within `MARGIN_CP` of it.
fn chosen(lines: &[ResearchLine], mover: Color) -> Vec<&ResearchLine> {
    let mut lines: Vec<&ResearchLine> = lines.iter().filter(|l| !l.pv.is_empty()).collect();
    lines.sort_by_key(|l| l.multipv);
    let Some(best) = lines.first().map(|l| for_mover(l.score, mover)) else {
        return Vec::new();
    };
    lines
        .into_iter()
        .enumerate()
        .filter(|(i, l)| *i == 0 || best - for_mover(l.score, mover) <= MARGIN_CP)
        .map(|(_, l)| l)
        .take(1 + MORE)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(multipv: usize, score: EvalScore, usi: &str) -> ResearchLine {
        ResearchLine {
            multipv,
            depth: 10,
            score,
            pv: vec![Move::from_usi(usi).unwrap()],
            line_only: false,
        }
    }

    #[test]
    fn the_best_and_two_more_within_a_pawn_for_the_side_to_move() {
        // Scores are Black's: with White to move, +40 is White's -40.
        for (mover, sign) in [(Color::White, 1), (Color::Black, -1)] {
            let lines = [
                line(1, EvalScore::Cp(40 * sign), "3c3d"),
                line(2, EvalScore::Cp(90 * sign), "8c8d"),
                line(3, EvalScore::Cp(200 * sign), "4a3b"),
                line(4, EvalScore::Cp(120 * sign), "5a4b"),
                line(5, EvalScore::Cp(130 * sign), "6a5b"),
            ];
            // 50 and 80 worse are within a pawn, 160 is not; 90 worse is
            // too, but two beside the best are enough.
            let usi: Vec<String> = chosen(&lines, mover)
                .iter()
                .map(|l| l.pv[0].to_usi())
                .collect();
            assert_eq!(usi, ["3c3d", "8c8d", "5a4b"], "{mover:?}");
        }
    }

    #[test]
    fn a_mate_keeps_only_other_mates_and_a_line_without_moves_is_no_arrow() {
        let lines = [
            line(1, EvalScore::Mate(3), "2b3c"),
            line(2, EvalScore::Mate(5), "2b4d"),
            line(3, EvalScore::Cp(3000), "7g7f"),
            ResearchLine {
                multipv: 4,
                depth: 1,
                score: EvalScore::Mate(7),
                pv: Vec::new(),
                line_only: false,
            },
        ];
        let usi: Vec<String> = chosen(&lines, Color::Black)
            .iter()
            .map(|l| l.pv[0].to_usi())
            .collect();
        assert_eq!(usi, ["2b3c", "2b4d"]);
        assert!(chosen(&[], Color::Black).is_empty());
    }
}
