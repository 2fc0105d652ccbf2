//! A timed game: a game and its clock kept in step, so that no interface
//! has to. A move is played with the time it took, a takeback gives the
//! time back, and a fallen flag is a loss on time: a move or a
//! declaration made at or after the instant the flag falls is refused
//! and the game is lost instead.
//!
//! Pure like the clock: every call that is about a moment is given it
//! (`now`). Reading the game goes through `Deref`; changing it goes
//! through here, so the clock cannot be left behind.

use super::clock::Clock;
use super::controller::{DeclareError, Game, NothingToUndo, PlayError};
use super::outcome::{GameOver, Outcome};
use super::played::{Event, MoveNote};
use super::players::Players;
use super::time_control::TimeControls;
use crate::{Color, IllegalMove, Move};
use std::ops::Deref;
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct TimedGame {
    game: Game,
    clock: Clock,
    /// The flag is another's to call (a CSA server's): the clock shows the
    /// time, but a move or a declaration is never refused by it and a
    /// fallen flag does not end the game here.
    flag_elsewhere: bool,
}

impl TimedGame {
    /// Plays `game` on `controls` (untimed when `None`). The clocks of a
    /// game with moves are rebuilt from the moves' recorded times, and
    /// the turn under way goes on at `now` with `turn_used` already spent,
    /// so a continued game resumes its clocks as they were saved.
    pub fn new(
        game: Game,
        controls: Option<TimeControls>,
        turn_used: Duration,
        now: Instant,
    ) -> TimedGame {
        let first = game.start_position().side_to_move();
        let times = game.moves().iter().map(|m| m.time);
        let mut clock = Clock::replay(controls, first, times);
        clock.start(game.side_to_move(), turn_used, now);
        TimedGame {
            game,
            clock,
            flag_elsewhere: false,
        }
    }

    /// The same game whose flag is judged elsewhere (a server's clock is
    /// the truth; ours is its picture, late by the network's delay).
    pub fn flag_judged_elsewhere(mut self) -> TimedGame {
        self.flag_elsewhere = true;
        self
    }

    /// `game` with an untimed clock that has not started.
    pub fn untimed(game: Game) -> TimedGame {
        TimedGame {
            game,
            clock: Clock::new(None),
            flag_elsewhere: false,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Names and kinds of the players change nothing on the clock.
    pub fn players_mut(&mut self) -> &mut Players {
        self.game.players_mut()
    }

    /// Lets the side to move's time run when `may_run` (no pause, no
    /// computer still starting) and the game goes on; stops it otherwise.
    pub fn run(&mut self, may_run: bool, now: Instant) {
        if self.game.is_over() || !may_run {
            self.clock.stop(now);
            return;
        }
        self.catch_up(now);
        self.clock.resume(now);
    }

    /// Moves made or taken back since the clock last saw the game: the
    /// clock goes back to where the game stands and starts its turn afresh.
    fn catch_up(&mut self, now: Instant) {
        let mover = self.game.side_to_move();
        if self.clock.turn() != Some(mover) || self.clock.moves() != self.game.ply() {
            self.clock.undo_to(self.game.ply(), mover, now);
        }
    }

    /// Decides the loss on time if the flag has fallen by `now`: the
    /// outcome when this call ended the game.
    pub fn flag(&mut self, now: Instant) -> Option<Outcome> {
        if self.flag_elsewhere {
            return None;
        }
        let loser = self.clock.flagged(now).filter(|_| !self.game.is_over())?;
        self.game.time_out(loser).ok()
    }

    /// The flag, if it fell, as the refusal of whatever was to be done
    /// at `now`: a game ended on time, or one already over.
    fn still_in_time(&mut self, now: Instant) -> Result<(), GameOver> {
        match self.flag(now) {
            Some(outcome) => Err(GameOver(outcome)),
            None => Ok(()),
        }
    }

    /// Plays `mv` at `now` with the time it took, and passes the clock.
    pub fn play(&mut self, mv: Move, now: Instant) -> Result<Event, PlayError> {
        self.still_in_time(now)?;
        let note = MoveNote {
            time: Some(self.clock.used(now)),
            comment: None,
        };
        let event = self.game.play_with(mv, note)?;
        // The flag was checked at this same instant (or is not ours to
        // check: then a late move is still passed on).
        if self.clock.press(now).is_err() && self.flag_elsewhere {
            self.clock
                .undo_to(self.game.ply(), self.game.side_to_move(), now);
        }
        Ok(event)
    }

    /// The side to move declares at `now`, if its flag is still up.
    pub fn declare(&mut self, now: Instant) -> Result<Outcome, DeclareError> {
        self.still_in_time(now)?;
        self.game.declare()
    }

    /// Takes back the last move, and its time: the turn starts afresh at
    /// `now` with the clocks as they stood before it.
    pub fn undo(&mut self, now: Instant) -> Result<Move, NothingToUndo> {
        let mv = self.game.undo()?;
        self.catch_up(now);
        Ok(mv)
    }

    /// Takes moves back, with their time, until it is `side`'s turn (see
    /// `Game::undo_to_turn_of`); returns how many.
    pub fn undo_until_turn_of(
        &mut self,
        side: Color,
        now: Instant,
    ) -> Result<usize, NothingToUndo> {
        let n = self.game.undo_to_turn_of(side)?;
        self.catch_up(now);
        Ok(n)
    }

    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameOver> {
        self.game.resign(loser)
    }

    /// `loser` is out of time by another's word (a computer that did not
    /// answer in time), not by this clock's flag.
    pub fn lose_on_time(&mut self, loser: Color) -> Result<Outcome, GameOver> {
        self.game.time_out(loser)
    }

    pub fn end_with_illegal_move(
        &mut self,
        attempted: Option<(Move, IllegalMove)>,
    ) -> Result<Outcome, GameOver> {
        self.game.end_with_illegal_move(attempted)
    }
}

/// Reading a timed game is reading its game.
impl Deref for TimedGame {
    type Target = Game;

    fn deref(&self) -> &Game {
        &self.game
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{EndReason, Reading, TimeControl};

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn mv(usi: &str) -> Move {
        Move::from_usi(usi).unwrap_or_else(|e| panic!("{usi}: {e}"))
    }

    fn timed(main: u64, byoyomi: u64, increment: u64, t0: Instant) -> TimedGame {
        let tc = TimeControl::new(secs(main), secs(byoyomi), secs(increment))
            .unwrap_or_else(|e| panic!("{e}"));
        TimedGame::new(
            Game::even(),
            Some(TimeControls::even(tc)),
            Duration::ZERO,
            t0,
        )
    }

    fn reason(g: &TimedGame) -> Option<EndReason> {
        g.outcome().map(|o| o.reason.clone())
    }

    #[test]
    fn a_flag_judged_elsewhere_never_ends_the_game_here() {
        let t0 = Instant::now();
        let mut g = timed(10, 0, 0, t0).flag_judged_elsewhere();
        let late = t0 + secs(11);
        assert_eq!(g.clock().reading(Color::Black, late), Reading::Out);
        assert_eq!(g.flag(late), None);
        assert!(g.play(mv("7g7f"), late).is_ok(), "the server decides");
        assert!(!g.is_over());
        assert_eq!(g.clock().turn(), Some(Color::White));
        assert!(g.clock().is_running(), "White's time runs");
        // The ordinary clock refuses the same late move.
        let mut g = timed(10, 0, 0, t0);
        assert!(g.play(mv("7g7f"), late).is_err());
        assert_eq!(reason(&g), Some(EndReason::Timeout));
    }

    #[test]
    fn the_flag_falls_at_the_last_instant_and_the_mover_loses_on_time() {
        let t0 = Instant::now();
        let mut g = timed(0, 2, 0, t0);
        assert_eq!(g.flag(t0 + Duration::from_millis(1_999)), None);
        let o = g.flag(t0 + secs(2)).unwrap_or_else(|| panic!("flag"));
        assert_eq!(
            (o.reason, o.winner),
            (EndReason::Timeout, Some(Color::White))
        );
        assert_eq!(g.flag(t0 + secs(3)), None, "decided once");
    }

    #[test]
    fn a_move_at_the_instant_the_flag_falls_is_not_played() {
        let t0 = Instant::now();
        let mut g = timed(0, 2, 0, t0);
        assert!(matches!(
            g.play(mv("7g7f"), t0 + secs(2)),
            Err(PlayError::Over(_))
        ));
        assert_eq!(g.ply(), 0);
        assert_eq!(reason(&g), Some(EndReason::Timeout));
    }

    #[test]
    fn each_move_records_its_time_and_passes_the_clock() {
        let t0 = Instant::now();
        let mut g = timed(600, 30, 0, t0);
        assert!(g.play(mv("7g7f"), t0 + secs(3)).is_ok());
        assert!(g.play(mv("3c3d"), t0 + secs(8)).is_ok());
        let times: Vec<_> = g.moves().iter().map(|m| m.time).collect();
        assert_eq!(times, [Some(secs(3)), Some(secs(5))]);
        assert_eq!(g.clock().turn(), Some(Color::Black));
        let later = t0 + secs(9);
        assert_eq!(
            g.clock().reading(Color::Black, later),
            Reading::Main(secs(596))
        );
        assert_eq!(
            g.clock().reading(Color::White, later),
            Reading::Main(secs(595))
        );
    }

    #[test]
    fn byoyomi_starts_afresh_every_move() {
        let t0 = Instant::now();
        let mut g = timed(0, 10, 0, t0);
        // Nine seconds a move, many times over: never out of time.
        let moves = ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"];
        for (i, m) in moves.iter().enumerate() {
            let at = t0 + secs(9 * (i as u64 + 1));
            assert!(g.play(mv(m), at).is_ok(), "{m}");
        }
        let last = t0 + secs(9 * moves.len() as u64);
        assert_eq!(g.flag(last + Duration::from_millis(9_999)), None);
        assert!(g.flag(last + secs(10)).is_some());
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let t0 = Instant::now();
        let mut g = timed(60, 0, 5, t0);
        assert!(g.play(mv("7g7f"), t0 + secs(10)).is_ok());
        assert_eq!(g.clock().main_left(Color::Black), secs(55));
        assert_eq!(g.clock().main_left(Color::White), secs(60));
    }

    #[test]
    fn undo_gives_the_moves_time_back() {
        let t0 = Instant::now();
        let mut g = timed(60, 10, 0, t0);
        assert!(g.play(mv("7g7f"), t0 + secs(20)).is_ok());
        assert!(g.play(mv("3c3d"), t0 + secs(50)).is_ok());
        let back = t0 + secs(51);
        assert!(g.undo(back).is_ok());
        assert_eq!(g.clock().turn(), Some(Color::White));
        assert_eq!(g.undo_until_turn_of(Color::Black, back), Ok(1));
        assert_eq!(g.ply(), 0);
        let later = back + secs(1);
        assert_eq!(
            g.clock().reading(Color::Black, later),
            Reading::Main(secs(59))
        );
        assert_eq!(
            g.clock().reading(Color::White, later),
            Reading::Main(secs(60))
        );
    }

    #[test]
    fn a_declaration_needs_time_left_up_to_the_last_instant() {
        // Black's king in White's camp with 11 pieces and 29 points there
        // and in hand: a declaration that wins on the board.
        let sfen = "9/3GKG3/PPPPPPPPP/9/9/9/9/9/4k4 b RBGGSSNNLL 1";
        let declare_at = |millis: u64| {
            let tc = TimeControl::new(Duration::ZERO, secs(5), Duration::ZERO)
                .unwrap_or_else(|e| panic!("{e}"));
            let t0 = Instant::now();
            let game = Game::from_sfen(sfen).unwrap_or_else(|e| panic!("{e}"));
            let mut g = TimedGame::new(game, Some(TimeControls::even(tc)), Duration::ZERO, t0);
            let _ = g.declare(t0 + Duration::from_millis(millis));
            reason(&g)
        };
        assert!(matches!(
            declare_at(4_999),
            Some(EndReason::ImpasseDeclaration { .. })
        ));
        assert_eq!(declare_at(5_000), Some(EndReason::Timeout));
    }

    #[test]
    fn a_stopped_clock_lets_no_flag_fall() {
        let t0 = Instant::now();
        let mut g = timed(60, 0, 0, t0);
        g.run(false, t0 + secs(10));
        assert_eq!(g.flag(t0 + secs(500)), None);
        g.run(true, t0 + secs(500));
        assert_eq!(
            g.clock().reading(Color::Black, t0 + secs(505)),
            Reading::Main(secs(45))
        );
    }

    #[test]
    fn a_continued_game_resumes_its_clocks_as_saved() {
        let t0 = Instant::now();
        let mut g = timed(60, 10, 0, t0);
        assert!(g.play(mv("7g7f"), t0 + secs(7)).is_ok());
        assert!(g.play(mv("3c3d"), t0 + secs(19)).is_ok());
        let now = t0 + secs(23);
        let used = g.clock().used(now);
        let controls = g.clock().controls().copied();
        let again = TimedGame::new(g.game().clone(), controls, used, now);
        for side in Color::ALL {
            assert_eq!(
                again.clock().reading(side, now),
                g.clock().reading(side, now)
            );
        }
        assert_eq!(
            again.clock().reading(Color::Black, now),
            Reading::Main(secs(49))
        );
    }
}
