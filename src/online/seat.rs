//! The computer in our seat: the built-in bot or a USI engine, playing on
//! the server's clock, its best line sent along as floodgate's comment.

use super::session::OnlineGame;
use crate::bot::Score;
use crate::game::{Game, MoveNote, PlayerKind};
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::shogi::{Color, Move, Position};
use crate::usi::{Computer, ComputerError, ComputerEvent, ComputerSettings, EngineMove, TurnTime};
use std::time::Duration;

/// What the seat decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A move, with the `* score pv` comment when the computer said its line.
    Move {
        mv: Move,
        comment: Option<String>,
    },
    Resign,
    Declare,
}

pub struct Seat {
    computer: Computer,
    /// Kept back from the time the computer is given, for the network and
    /// the server's rounding.
    margin: Duration,
    last_score: Option<Score>,
    last_pv: Vec<String>,
    thinking_in: Option<Position>,
}

impl Seat {
    /// Starts the computer (an engine's handshake happens here). An engine
    /// runs only when the player named it on the command line: that is the
    /// consent `usi:` commands need; nothing read from a file or a server
    /// starts one.
    pub fn start(
        kind: &PlayerKind,
        settings: &ComputerSettings,
        margin: Duration,
    ) -> Result<Seat, ComputerError> {
        Ok(Seat {
            computer: Computer::for_player(kind, settings)?,
            margin,
            last_score: None,
            last_pv: Vec::new(),
            thinking_in: None,
        })
    }

    pub fn name(&self) -> String {
        self.computer.name()
    }

    pub fn new_game(&mut self) -> Result<(), ComputerError> {
        self.thinking_in = None;
        self.computer.new_game()
    }

    /// The clocks as the computer is told them: the server's, less the
    /// margin on our side (from the byoyomi when there is one, else from
    /// the main time).
    pub fn turn_time(&self, game: &OnlineGame) -> TurnTime {
        let us = game.our_color();
        let ours = game.summary.time.get(us);
        let mut left = [game.remaining(Color::Black), game.remaining(Color::White)];
        let mut byoyomi = ours.byoyomi;
        if byoyomi > self.margin {
            byoyomi -= self.margin;
        } else {
            left[us as usize] = left[us as usize].saturating_sub(self.margin);
        }
        if game.summary.time_controls().is_none() {
            // An untimed game: think as a computer does by default.
            return TurnTime::PerMove(Duration::from_secs(1));
        }
        TurnTime::Clock {
            black: left[0],
            white: left[1],
            byoyomi,
            increment: ours.increment,
        }
    }

    /// Starts thinking about the game's position.
    pub fn think(&mut self, game: &OnlineGame) -> Result<(), ComputerError> {
        let mut controller = Game::new(game.summary.start().clone())
            .with_rules(game.summary.rules)
            .with_move_limit(crate::game::MoveLimit::Off);
        for m in game.moves() {
            // The server has judged these moves; one our rules would end the
            // game on still leaves the computer a position to think about.
            if controller.play_with(m.mv, MoveNote::default()).is_err() {
                break;
            }
        }
        self.last_score = None;
        self.last_pv.clear();
        self.thinking_in = Some(controller.position().clone());
        let time = self.turn_time(game);
        self.computer.start_thinking(&controller, time)
    }

    /// The answer, if it has come.
    pub fn poll(&mut self) -> Result<Option<Answer>, ComputerError> {
        while let Some(event) = self.computer.poll()? {
            match event {
                ComputerEvent::Thinking(p) => {
                    if p.score.is_some() {
                        self.last_score = p.score;
                    }
                    if !p.pv.is_empty() {
                        self.last_pv = p.pv;
                    }
                }
                ComputerEvent::Decided(m) => {
                    let before = self.thinking_in.take();
                    return Ok(Some(match m {
                        EngineMove::Move(mv) => Answer::Move {
                            mv,
                            comment: before.and_then(|pos| self.comment(&pos, mv)),
                        },
                        EngineMove::Resign => Answer::Resign,
                        EngineMove::DeclareWin => Answer::Declare,
                    }));
                }
            }
        }
        Ok(None)
    }

    /// Floodgate's `* score pv` line for the move `mv` played in `before`:
    /// the score from Black's side, the line from after the move.
    fn comment(&self, before: &Position, mv: Move) -> Option<String> {
        let score = self.last_score?;
        let side = before.side_to_move();
        let sign = if side == Color::Black { 1 } else { -1 };
        let score = match score {
            Score::Cp(n) => EvalScore::Cp(n * sign),
            Score::Mate(n) => EvalScore::Mate(n * sign),
        };
        let mut after = before.clone();
        after.do_move(mv);
        let pv: Vec<Move> = match self.last_pv.split_first() {
            // Only a line that starts with the move played is about it.
            Some((first, rest)) if Move::from_usi(first).ok() == Some(mv) => {
                rest.iter().map_while(|t| Move::from_usi(t).ok()).collect()
            }
            _ => Vec::new(),
        };
        Some(Evaluation { score, pv }.csa_comment(&after))
    }

    pub fn stop_thinking(&mut self) {
        self.thinking_in = None;
        let _ = self.computer.cancel();
    }

    pub fn is_thinking(&self) -> bool {
        self.computer.is_thinking()
    }

    /// Tells the computer how the game ended: "win", "lose" or "draw".
    pub fn game_over(&mut self, result: &str) {
        self.thinking_in = None;
        let _ = self.computer.game_over(result);
    }
}
