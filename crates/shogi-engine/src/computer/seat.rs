//! One computer in one seat, driven through a game: asked to think about
//! a position, polled for its answer, told how the game ended. The game
//! screen (`tui::computers`) and the online bridge (`online::seat`) both
//! drive their computers through it, so that they read a computer's
//! reports and answers the same way.

use super::{Computer, ComputerError, ComputerEvent, ComputerSettings, Progress, TurnTime};
use crate::bot::Score;
use crate::usi::EngineMove;
use shogi_core::game::{Game, PlayerKind};
use shogi_core::{Color, Move, Position};
use shogi_records::evaluation::{EvalScore, Evaluation};

/// The most reports taken from the thinking computer per `poll`: only the
/// last is shown anyway, and an engine that never stops writing must not
/// keep its caller's loop from the keys or the server.
const REPORTS_PER_POLL: usize = 64;

pub struct Seat {
    computer: Computer,
    /// The position of the search asked for, until it answers.
    thinking_in: Option<Position>,
    /// The search's latest report, as it came.
    latest: Option<Progress>,
    /// The last score and the last line any report of the search gave: an
    /// engine may send one without the other.
    score: Option<Score>,
    /// `score` is a mate only as long as the solver's line
    /// (`Progress::line_only`).
    score_line_only: bool,
    pv: Vec<String>,
}

impl Seat {
    pub fn new(computer: Computer) -> Seat {
        Seat {
            computer,
            thinking_in: None,
            latest: None,
            score: None,
            score_line_only: false,
            pv: Vec::new(),
        }
    }

    /// Starts the computer for `kind` (an engine's handshake happens
    /// here).
    pub fn start(kind: &PlayerKind, settings: &ComputerSettings) -> Result<Seat, ComputerError> {
        Computer::for_player(kind, settings).map(Seat::new)
    }

    pub fn name(&self) -> String {
        self.computer.name()
    }

    pub fn new_game(&mut self) -> Result<(), ComputerError> {
        self.thinking_in = None;
        self.computer.new_game()
    }

    /// Asks for a move in the game's position, with `time` to think; what
    /// an earlier search reported is forgotten.
    pub fn think(&mut self, game: &Game, time: TurnTime) -> Result<(), ComputerError> {
        self.latest = None;
        self.score = None;
        self.score_line_only = false;
        self.pv.clear();
        self.thinking_in = Some(game.position().clone());
        self.computer.start_thinking(game, time)
    }

    /// The answer, if it has come, and the position it answers; reports
    /// that came before it are kept (`latest`, `score`, `pv`).
    pub fn poll(&mut self) -> Result<Option<(EngineMove, Option<Position>)>, ComputerError> {
        for _ in 0..REPORTS_PER_POLL {
            match self.computer.poll()? {
                None => break,
                Some(ComputerEvent::Thinking(p)) => {
                    if p.score.is_some() {
                        self.score = p.score;
                        self.score_line_only = p.line_only;
                    }
                    if !p.pv.is_empty() {
                        self.pv.clone_from(&p.pv);
                    }
                    self.latest = Some(p);
                }
                Some(ComputerEvent::Decided(answer)) => {
                    return Ok(Some((answer, self.thinking_in.take())));
                }
            }
        }
        Ok(None)
    }

    /// When the answer `poll` gave was made, where that is known.
    pub fn answered_at(&self) -> Option<std::time::Instant> {
        self.computer.answered_at()
    }

    /// Asks the thinking computer for its move now.
    pub fn stop(&mut self) -> Result<(), ComputerError> {
        self.computer.stop()
    }

    /// What the search said last.
    pub fn latest(&self) -> Option<&Progress> {
        self.latest.as_ref()
    }

    /// The search's last score (from the computer's side) and last line.
    pub fn score_and_line(&self) -> (Option<Score>, &[String]) {
        (self.score, &self.pv)
    }

    /// Whether that score is a mate only as long as the solver's line.
    pub fn score_is_line_only(&self) -> bool {
        self.score_line_only
    }

    pub fn is_thinking(&self) -> bool {
        self.computer.is_thinking()
    }

    /// The answer is no longer wanted (undo, resign, the game left).
    pub fn cancel(&mut self) -> Result<(), ComputerError> {
        self.thinking_in = None;
        self.computer.cancel()
    }

    /// Tells the computer how the game ended: "win", "lose" or "draw"
    /// (`result_word`).
    pub fn game_over(&mut self, result: &str) -> Result<(), ComputerError> {
        self.thinking_in = None;
        self.computer.game_over(result)
    }
}

/// How a game ended for `side`, in the words `game_over` takes.
pub fn result_word(winner: Option<Color>, side: Color) -> &'static str {
    match winner {
        Some(w) if w == side => "win",
        Some(_) => "lose",
        None => "draw",
    }
}

/// The evaluation a computer gave of the move `mv` it played in `before`,
/// from its last word (`score` from its own side, `pv` in USI), as a
/// record keeps it: the score from Black's side, the line from after the
/// move (only a line that starts with `mv` is about it); `line_only` as
/// `Progress::line_only` said it of the score. `None` when the computer
/// gave no score.
pub fn evaluation_of_move(
    before: &Position,
    mv: Move,
    score: Option<Score>,
    pv: &[String],
    line_only: bool,
) -> Option<Evaluation> {
    let score = crate::analysis::black_view(score?, before.side_to_move());
    let pv = match pv.split_first() {
        Some((first, rest)) if Move::from_usi(first).ok() == Some(mv) => {
            rest.iter().map_while(|t| Move::from_usi(t).ok()).collect()
        }
        _ => Vec::new(),
    };
    Some(Evaluation {
        line_only: line_only && matches!(score, EvalScore::Mate(_)),
        score,
        pv,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mate_only_as_long_as_the_solvers_line_stays_so_in_the_record() {
        let before = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
        let mv = Move::from_usi("G*5b").unwrap();
        let pv = ["G*5b".to_string()];
        let eval = |score, line_only| evaluation_of_move(&before, mv, Some(score), &pv, line_only);
        assert_eq!(
            eval(Score::Mate(1), true).map(|e| (e.score, e.line_only)),
            Some((EvalScore::Mate(1), true))
        );
        assert_eq!(
            eval(Score::Mate(1), false).map(|e| e.line_only),
            Some(false)
        );
        // Only a mate's length can be a line's alone.
        assert_eq!(eval(Score::Cp(300), true).map(|e| e.line_only), Some(false));
    }
}
