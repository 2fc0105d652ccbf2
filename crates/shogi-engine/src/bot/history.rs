//! The positions a game has passed through, and sennichite inside the
//! search.
//!
//! A position that comes back is scored as the end of the game the rules
//! would reach if the cycle went on: a draw, unless every move of one side
//! in the cycle gave check, in which case that side loses (perpetual check
//! is forbidden). The search scores the first return that way rather than
//! waiting for the fourth, which is the usual and safe simplification: a
//! side that can repeat can keep repeating.

use shogi_core::game::Game;
use shogi_core::{Color, IllegalMove, Move, Position};
use thiserror::Error;

/// The game so far, as the bot needs it: each position's key and whether
/// the side to move there was in check (that is, the move into it gave
/// check), from the game's start up to the current position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameHistory {
    keys: Vec<u64>,
    checks: Vec<bool>,
}

/// A move of a game record that cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("move {number} ({mv}) cannot be played: {reason}")]
pub struct ReplayError {
    /// 1 for the first move of the list.
    pub number: usize,
    pub mv: Move,
    pub reason: IllegalMove,
}

impl GameHistory {
    /// Plays `moves` from `start`, checking each, and returns the reached
    /// position with its history.
    pub fn replay(
        start: &Position,
        moves: &[Move],
    ) -> Result<(Position, GameHistory), ReplayError> {
        let mut pos = start.clone();
        let mut history = GameHistory::default();
        history.push(&pos);
        for (i, &mv) in moves.iter().enumerate() {
            pos.check_move(mv).map_err(|reason| ReplayError {
                number: i + 1,
                mv,
                reason,
            })?;
            pos.do_move(mv);
            history.push(&pos);
        }
        Ok((pos, history))
    }

    /// The history of a game held by the controller, up to its current
    /// position (which is what the bot should be asked to move in).
    pub fn of_game(game: &Game) -> GameHistory {
        let mut history = GameHistory::default();
        for ply in 0..=game.ply() {
            if let Some(p) = game.view(ply) {
                history.keys.push(p.key());
                // The controller already knows which moves gave check.
                let check = match ply.checked_sub(1) {
                    None => p.in_check(),
                    Some(i) => game.moves().get(i).is_some_and(|m| m.check),
                };
                history.checks.push(check);
            }
        }
        history
    }

    /// Appends a position reached in the game.
    pub fn push(&mut self, pos: &Position) {
        self.keys.push(pos.key());
        self.checks.push(pos.in_check());
    }

    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }
}

/// How a repetition ends the game, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Repetition {
    Draw,
    /// The opponent checked on every move of the cycle.
    SideToMoveWins,
    /// The side to move checked on every move of the cycle.
    SideToMoveLoses,
}

const FILTER_SIZE: usize = 4096;

/// The game history followed by the search path, with a counting filter on
/// the keys so that the common case (no earlier occurrence) costs one
/// lookup instead of a scan.
pub(crate) struct RepetitionStack {
    keys: Vec<u64>,
    checks: Vec<bool>,
    filter: Box<[u16; FILTER_SIZE]>,
    /// Index of the first position a repetition may reach back to: a null
    /// move in the path breaks every cycle through it.
    floor: usize,
}

impl RepetitionStack {
    pub(crate) fn new(history: &GameHistory, root: &Position) -> RepetitionStack {
        let mut s = RepetitionStack {
            keys: Vec::with_capacity(history.len() + 256),
            checks: Vec::with_capacity(history.len() + 256),
            filter: Box::new([0; FILTER_SIZE]),
            floor: 0,
        };
        // The history should end with the root; if the caller's history
        // ends elsewhere, the root is simply added after it.
        let n = if history.keys.last() == Some(&root.key()) {
            history.len() - 1
        } else {
            history.len()
        };
        for i in 0..n {
            s.push(history.keys[i], history.checks[i]);
        }
        s.push(root.key(), root.in_check());
        s
    }

    #[inline]
    pub(crate) fn push(&mut self, key: u64, in_check: bool) {
        self.keys.push(key);
        self.checks.push(in_check);
        let f = &mut self.filter[key as usize % FILTER_SIZE];
        *f = f.saturating_add(1);
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        if let Some(key) = self.keys.pop() {
            self.checks.pop();
            let f = &mut self.filter[key as usize % FILTER_SIZE];
            *f = f.saturating_sub(1);
        }
    }

    /// Positions on the stack: the game's so far, then the search path.
    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether the last move gave check (the side to move is in check), and
    /// whether the move before it did.
    #[inline]
    pub(crate) fn last_checks(&self) -> (bool, bool) {
        let n = self.checks.len();
        let at = |i: Option<usize>| i.and_then(|i| self.checks.get(i)).copied() == Some(true);
        (at(n.checked_sub(1)), at(n.checked_sub(2)))
    }

    /// Starts a null move (already made on the position, key `key`);
    /// returns what `leave_null` needs.
    pub(crate) fn enter_null(&mut self, key: u64) -> usize {
        let saved = self.floor;
        self.push(key, false);
        self.floor = self.keys.len() - 1;
        saved
    }

    pub(crate) fn leave_null(&mut self, saved: usize) {
        self.pop();
        self.floor = saved;
    }

    /// Whether the current (last) position occurred before, and what that
    /// means for the side to move.
    #[inline]
    pub(crate) fn verdict(&self) -> Option<Repetition> {
        let n = self.keys.len().checked_sub(1)?;
        let key = self.keys[n];
        if self.filter[key as usize % FILTER_SIZE] < 2 || n < self.floor + 4 {
            return None;
        }
        // Same side to move means an even distance, and a cycle takes at
        // least four plies.
        let mut i = n - 4;
        loop {
            if self.keys[i] == key {
                return Some(self.cycle_verdict(i, n));
            }
            if i < self.floor + 2 {
                return None;
            }
            i -= 2;
        }
    }

    fn cycle_verdict(&self, first: usize, last: usize) -> Repetition {
        use shogi_core::game::repetition::{Repetition as Judged, judge};
        // Positions first+1..=last were reached by the cycle's moves; the
        // opponent of the side to move made the moves into last, last-2, …
        // The controller's judgement only needs the two movers told apart,
        // so the opponent stands in as Black.
        let moves = (first + 1..=last).map(|j| {
            let mover = if (last - j).is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            };
            (mover, self.checks[j])
        });
        match judge(moves) {
            Judged::PerpetualCheck {
                checker: Color::Black,
            } => Repetition::SideToMoveWins,
            Judged::PerpetualCheck {
                checker: Color::White,
            } => Repetition::SideToMoveLoses,
            Judged::Sennichite | Judged::MutualPerpetualCheck => Repetition::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(s: &str) -> Vec<Move> {
        s.split_whitespace()
            .map(|m| Move::from_usi(m).unwrap())
            .collect()
    }

    fn stack_after(sfen: &str, line: &str) -> RepetitionStack {
        let start = Position::from_sfen(sfen).unwrap();
        let (pos, history) = GameHistory::replay(&start, &moves(line)).unwrap();
        RepetitionStack::new(&history, &pos)
    }

    #[test]
    fn perpetual_check_cycle_is_a_loss_for_the_checker() {
        // RULE_EXAMPLES 1: Black's bishop checks on every move of the cycle.
        // After one cycle White is to move in the start position again.
        let s = stack_after("8l/7nk/8p/9/5B3/9/9/9/K8 w - 1", "1b2a 4e5d 2a1b 5d4e");
        assert_eq!(s.verdict(), Some(Repetition::SideToMoveWins));
        // One ply later Black is to move in a repeated position, and it
        // was Black who checked all along.
        let s = stack_after("8l/7nk/8p/9/5B3/9/9/9/K8 w - 1", "1b2a 4e5d 2a1b 5d4e 1b2a");
        assert_eq!(s.verdict(), Some(Repetition::SideToMoveLoses));
    }

    #[test]
    fn repetition_with_some_checks_is_a_draw() {
        // RULE_EXAMPLES 2: only 4b3a gives check.
        let s = stack_after("6gkl/6pn1/4G3p/9/9/9/9/9/K8 b Gg 1", "G*4b G*4a 4b3a 4a3a");
        assert_eq!(s.verdict(), Some(Repetition::Draw));
    }

    #[test]
    fn no_repetition_without_a_return() {
        let s = stack_after(shogi_core::STARTPOS_SFEN, "7g7f 3c3d 8h2b+ 3a2b");
        assert_eq!(s.verdict(), None);
    }

    #[test]
    fn history_of_a_controller_game_matches_a_replay() {
        let line = "1b2a 4e5d 2a1b 5d4e 1b2a";
        let mut game = Game::from_sfen("8l/7nk/8p/9/5B3/9/9/9/K8 w - 1").unwrap();
        for m in moves(line) {
            game.play(m).unwrap();
        }
        let (pos, replayed) = GameHistory::replay(game.start_position(), &moves(line)).unwrap();
        assert_eq!(GameHistory::of_game(&game), replayed);
        assert_eq!(game.position(), &pos);
    }

    #[test]
    fn replay_reports_the_bad_move() {
        let start = Position::startpos();
        let err = GameHistory::replay(&start, &moves("7g7f 3c3d 7f7e 5a5a")).unwrap_err();
        assert_eq!(err.number, 4);
        assert!(
            err.to_string()
                .starts_with("move 4 (5a5a) cannot be played"),
            "{err}"
        );
    }
}
