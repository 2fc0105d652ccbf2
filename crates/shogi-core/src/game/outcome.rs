//! How a game ended: the winner (or none) and the reason, told in English
//! and as the KIF end line.

use super::impasse::Declaration;
use super::rules::RuleSet;
use crate::{Color, IllegalMove, Move};
use std::fmt;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The side to move is in check with no legal move.
    Checkmate,
    /// The side to move is not in check but has no legal move: it loses.
    NoLegalMoves,
    Resignation,
    /// The same position for the 4th time without perpetual check.
    Sennichite,
    /// The 4th occurrence of a position where `checker` gave check with
    /// every move since the first occurrence. `None`: both sides did (a draw).
    PerpetualCheck {
        checker: Option<Color>,
    },
    ImpasseDeclaration {
        declarer: Color,
        rules: RuleSet,
        /// The declarer's zone-and-hand points.
        points: u32,
        result: Declaration,
    },
    /// Under the try rule, a king reached the enemy king's start square.
    Try,
    /// The move limit was reached (an impasse draw).
    MoveLimit {
        limit: u32,
    },
    /// A loaded record contained an illegal move (or said one was played);
    /// the player to move made it and loses.
    IllegalMove {
        attempted: Option<(Move, IllegalMove)>,
    },
    Timeout,
    /// A record that stops without a result.
    Interrupted,
    /// A record that says the game was drawn by impasse (持将棋,
    /// `%JISHOGI`) without a declaration or a move limit behind it.
    Impasse,
    /// A record that says the game was drawn, and no more (`%HIKIWAKE`).
    Draw,
    /// A mate problem's record saying there is no mate (不詰, `%FUZUMI`):
    /// a verdict on a problem, which names no winner and is no draw.
    NoMate,
    /// A record that stops at a sealed move (封じ手): the game was
    /// adjourned overnight, to be resumed; no winner and no draw.
    Sealed,
}

impl EndReason {
    /// The machine name used by `inspect --json` and saved games.
    pub const fn code(&self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoLegalMoves => "no_legal_moves",
            EndReason::Resignation => "resignation",
            EndReason::Sennichite => "sennichite",
            EndReason::PerpetualCheck { .. } => "perpetual_check",
            EndReason::ImpasseDeclaration { .. } => "impasse_declaration",
            EndReason::Try => "try",
            EndReason::MoveLimit { .. } => "move_limit",
            EndReason::IllegalMove { .. } => "illegal_move",
            EndReason::Timeout => "timeout",
            EndReason::Interrupted => "interrupted",
            EndReason::Impasse => "impasse",
            EndReason::Draw => "draw",
            EndReason::NoMate => "no_mate",
            EndReason::Sealed => "sealed",
        }
    }
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None`: a draw, or no result (interrupted).
    pub winner: Option<Color>,
    pub reason: EndReason,
    /// Moves played in the game when it ended.
    pub moves: usize,
}

impl Outcome {
    pub fn new(winner: Option<Color>, reason: EndReason, moves: usize) -> Outcome {
        Outcome {
            winner,
            reason,
            moves,
        }
    }

    pub fn is_draw(&self) -> bool {
        self.winner.is_none()
            && !matches!(
                self.reason,
                EndReason::Interrupted | EndReason::NoMate | EndReason::Sealed
            )
    }

    /// The short English result, e.g. "Black wins by checkmate".
    pub fn text(&self) -> String {
        let win = |w: Color| w.name();
        let lose = |w: Color| w.opponent().name();
        match (&self.reason, self.winner) {
            (EndReason::Checkmate, Some(w)) => format!("{} wins by checkmate", win(w)),
            (EndReason::NoLegalMoves, Some(w)) => {
                format!("{} wins: {} has no legal move", win(w), lose(w))
            }
            (EndReason::Resignation, Some(w)) => format!("{} wins by resignation", win(w)),
            (EndReason::PerpetualCheck { checker: Some(c) }, _) => format!(
                "{} wins: {} gave perpetual check, which is forbidden",
                c.opponent().name(),
                c.name()
            ),
            (EndReason::PerpetualCheck { checker: None }, _) => {
                "Draw by repetition: both sides checked throughout".to_string()
            }
            (
                EndReason::ImpasseDeclaration {
                    declarer, result, ..
                },
                _,
            ) => match result {
                Declaration::Win => format!("{} wins by impasse declaration", declarer.name()),
                Declaration::Draw => format!(
                    "Draw by impasse declaration: {} has 24 to 30 points",
                    declarer.name()
                ),
                Declaration::Loss => format!(
                    "{} wins: {}'s impasse declaration failed",
                    declarer.opponent().name(),
                    declarer.name()
                ),
            },
            (EndReason::Try, Some(w)) => format!("{} wins by try", win(w)),
            (EndReason::MoveLimit { limit }, _) => {
                format!("Draw by impasse: the {limit}-move limit was reached")
            }
            (EndReason::IllegalMove { attempted }, Some(w)) => match attempted {
                Some((mv, why)) => format!(
                    "{} wins: {} played the illegal move {mv} ({why})",
                    win(w),
                    lose(w)
                ),
                None => format!("{} wins: {} played an illegal move", win(w), lose(w)),
            },
            // Said of the loser, as a clock says it: the flag is theirs.
            (EndReason::Timeout, Some(w)) => format!("{} loses on time", lose(w)),
            (EndReason::Sennichite, _) => "Draw by repetition (sennichite)".to_string(),
            (EndReason::Interrupted, _) => "Game interrupted".to_string(),
            (EndReason::Impasse, _) => "Draw by impasse (jishogi)".to_string(),
            (EndReason::Draw, _) => "Draw".to_string(),
            (EndReason::NoMate, _) => "No mate: the problem has no solution".to_string(),
            (EndReason::Sealed, _) => "Adjourned with a sealed move".to_string(),
            // A win reason without a winner cannot be built by the
            // controller; say what is known rather than fail.
            (reason, None) => format!("Game over ({})", reason.code()),
        }
    }

    /// The English sentence with the length of the game:
    /// "Black wins by checkmate after 63 moves".
    pub fn sentence(&self) -> String {
        let unit = if self.moves == 1 { "move" } else { "moves" };
        format!("{} after {} {unit}", self.text(), self.moves)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence())
    }
}

/// Refusal of any action once the game has ended.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("the game is over: {}", .0.text())]
pub struct GameOver(pub Outcome);

#[cfg(test)]
mod tests {
    use super::*;

    fn o(winner: Option<Color>, reason: EndReason, moves: usize) -> Outcome {
        Outcome::new(winner, reason, moves)
    }

    #[test]
    fn checkmate_texts() {
        let m = o(Some(Color::Black), EndReason::Checkmate, 63);
        assert_eq!(m.text(), "Black wins by checkmate");
        assert_eq!(m.sentence(), "Black wins by checkmate after 63 moves");
        let w = o(Some(Color::White), EndReason::Resignation, 1);
        assert_eq!(w.sentence(), "White wins by resignation after 1 move");
    }

    #[test]
    fn failed_declaration_text() {
        let decl = |result| EndReason::ImpasseDeclaration {
            declarer: Color::White,
            rules: RuleSet::Declare24,
            points: 27,
            result,
        };
        assert_eq!(
            o(Some(Color::Black), decl(Declaration::Loss), 40).text(),
            "Black wins: White's impasse declaration failed"
        );
    }

    #[test]
    fn perpetual_check_text() {
        let p = o(
            Some(Color::White),
            EndReason::PerpetualCheck {
                checker: Some(Color::Black),
            },
            12,
        );
        assert_eq!(
            p.text(),
            "White wins: Black gave perpetual check, which is forbidden"
        );
        let both = o(None, EndReason::PerpetualCheck { checker: None }, 16);
        assert!(both.is_draw());
    }

    #[test]
    fn recorded_draws_and_no_mate() {
        let jishogi = o(None, EndReason::Impasse, 230);
        assert!(jishogi.is_draw());
        assert_eq!(jishogi.text(), "Draw by impasse (jishogi)");
        assert!(o(None, EndReason::Draw, 90).is_draw());
        // A problem without mate is no game drawn.
        assert!(!o(None, EndReason::NoMate, 0).is_draw());
        assert!(!o(None, EndReason::Sealed, 52).is_draw());
    }

    #[test]
    fn interruption_and_game_over_texts() {
        let cut = o(None, EndReason::Interrupted, 7);
        assert!(!cut.is_draw());
        assert_eq!(cut.sentence(), "Game interrupted after 7 moves");
        assert_eq!(
            GameOver(o(Some(Color::White), EndReason::Try, 90)).to_string(),
            "the game is over: White wins by try"
        );
    }
}
