//! The game page's side of the clocks: when the timed game's clock may run
//! (not while paused or while a computer starts), the countdown of the
//! last seconds and its bells, and the hot-seat pause. The clock's rules
//! (a move's time, a takeback's, the loss on time) are `game::TimedGame`'s.
//!
//! Every move is timed, in untimed games too, so that records keep each
//! move's thinking time. The time comes from `Now`, which tests move by
//! hand.

use super::countdown::Announcement;
use super::seats::DEFAULT_MOVE_TIME;
pub use super::state::Clocks;
use super::state::Now;
use super::state::{GameScreen, Overlay};
use crate::computer::TurnTime;
use crate::game::{GameOver, Reading, TimeControls, TimedGame};
use crate::shogi::Color;
use crate::t;
use crate::tui::widgets::header::shown_name;
use crate::tui::widgets::status::{Message, StatusSlot};
use std::time::Duration;

impl GameScreen {
    /// Plays the game on `controls` (untimed when `None`), reading the time
    /// from `now`. The clocks of a game opened with moves are rebuilt from
    /// the moves' recorded times, and the turn under way goes on with
    /// `turn_used` already spent, so a continued game resumes its clocks
    /// as they were saved.
    pub fn with_clock(
        mut self,
        controls: Option<TimeControls>,
        turn_used: Duration,
        now: Now,
    ) -> GameScreen {
        let game = self.game.game().clone();
        self.game = TimedGame::new(game, controls, turn_used, now.get());
        self.clocks = Clocks::new(now);
        self.sync_clock();
        self
    }

    /// What a side's clock shows now.
    pub fn clock_reading(&self, side: Color) -> Reading {
        self.game.clock().reading(side, self.clocks.now())
    }

    /// The side whose time is running now, if any.
    pub fn running_clock(&self) -> Option<Color> {
        let clock = self.game.clock();
        clock.turn().filter(|_| clock.is_running())
    }

    pub fn is_paused(&self) -> bool {
        self.overlay == Overlay::Paused
    }

    /// How long the computer to move may think, the one place that decides
    /// it (the app hands it to the computer it asks for a move): the clock
    /// as it stands, or the fixed time per move of an untimed game.
    pub fn turn_time(&self) -> TurnTime {
        let now = self.clocks.now();
        TurnTime::of_clock(self.game.clock(), self.game.side_to_move(), now).unwrap_or(
            TurnTime::PerMove(self.seats.move_time.unwrap_or(DEFAULT_MOVE_TIME)),
        )
    }

    /// After any change: the side to move's time runs while a player can
    /// move, not while paused or while a computer starts.
    pub(super) fn sync_clock(&mut self) {
        let now = self.clocks.now();
        let may_run = self.overlay != Overlay::Paused && !self.clocks.held;
        self.game.run(may_run, now);
        if self.game.is_over() {
            // The result is the news now; the countdown is over.
            self.clocks.bells = 0;
        }
    }

    /// Holds the clock of a computer that cannot move yet (starting, or
    /// waiting for the player's word about it) and lets it run once it can.
    pub(super) fn hold_clock(&mut self, held: bool) {
        if self.clocks.held != held {
            self.clocks.held = held;
            self.sync_clock();
        }
    }

    /// Before a move or a declaration: the loss on time if the flag has
    /// fallen, shown as the news it is (then nothing else is done).
    pub(super) fn lose_if_out_of_time(&mut self) -> Result<(), GameOver> {
        match self.game.flag(self.clocks.now()) {
            Some(outcome) => {
                self.message.say(None);
                self.after_change();
                Err(GameOver(outcome))
            }
            None => Ok(()),
        }
    }

    /// The clock's part of a tick: the flag, the countdown. Returns whether
    /// anything shown changed.
    pub(super) fn tick_clock(&mut self) -> bool {
        let now = self.clocks.now();
        if self.lose_if_out_of_time().is_err() {
            return true;
        }
        let mut changed = false;
        let clock = self.game.clock();
        if let Some(side) = clock.turn()
            && clock.is_running()
            && let Some(a) = self
                .clocks
                .countdown
                .due(side, self.game.ply(), clock.countdown(now))
        {
            self.announce(a);
            changed = true;
        }
        let faces = Clocks::faces(&self.game, now);
        if faces != self.clocks.shown {
            self.clocks.shown = faces;
            changed = true;
        }
        changed || self.clocks.bells > 0
    }

    fn announce(&mut self, a: Announcement) {
        self.clocks.bells = a.bells;
        self.message.say(Some(Message::Info(t!(
            "game-seconds-left",
            name = shown_name(self.game.players().get(a.side), a.side, self.handicap()),
            count = a.seconds
        ))));
    }

    /// Whether ticks are needed for the clocks: while one runs in a timed
    /// game, or bells wait to ring.
    pub(super) fn clock_needs_ticks(&self) -> bool {
        (self.game.clock().is_timed() && self.game.clock().is_running()) || self.clocks.bells > 0
    }

    /// `z`: pauses both clocks and hides the board, in a game between two
    /// people only: against a computer, a pause would be time to think on
    /// the computer's clock or a look at the board on one's own.
    pub(super) fn toggle_pause(&mut self) {
        if self.overlay == Overlay::Paused {
            self.overlay = Overlay::None;
            self.sync_clock();
            return;
        }
        let people = Color::ALL
            .iter()
            .all(|&c| self.game.players().get(c).is_human());
        self.message = Some(if self.game.is_over() {
            Message::Refusal(t!("game-pause-over"))
        } else if !people {
            Message::Refusal(t!("game-pause-computer"))
        } else {
            self.overlay = Overlay::Paused;
            self.sync_clock();
            return;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{EndReason, Game, Player, Players, TimeControl};
    use crate::tui::action::Action;
    use crate::tui::page::Page;

    use crate::tui::pages::game::command::GameCommand;
    use crate::tui::pages::game::tests::{timed, type_move};

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn with_no_move_made_the_flag_falls_and_black_loses_on_time() {
        let (mut g, now) = timed(0, 2, 0);
        assert!(Page::wants_ticks(&g), "a running clock ticks");
        now.advance(Duration::from_millis(1_999));
        Page::tick(&mut g);
        assert!(!g.game.is_over());
        now.advance(Duration::from_millis(1));
        assert!(Page::tick(&mut g));
        let o = g.game.outcome().cloned().unwrap_or_else(|| panic!("over"));
        assert_eq!(o.reason, EndReason::Timeout);
        assert_eq!(o.winner, Some(Color::White));
        assert_eq!(g.overlay, Overlay::Result);
        let lines = g.result_lines().unwrap_or_default();
        assert!(lines[0].starts_with("Black loses on time"), "{lines:?}");
        assert!(!Page::wants_ticks(&g), "a stopped clock does not tick");
        assert_eq!(g.clock_reading(Color::Black), Reading::Out);
    }

    #[test]
    fn a_running_clock_redraws_once_a_second_and_an_untimed_game_never() {
        let (mut g, now) = timed(600, 0, 0);
        Page::tick(&mut g);
        let mut redraws = 0;
        // Ten ticks a second, as the event loop sends them, for 5 seconds.
        for _ in 0..50 {
            now.advance(Duration::from_millis(100));
            redraws += usize::from(Page::tick(&mut g));
        }
        assert_eq!(redraws, 5);
        let untimed = GameScreen::new(Game::even(), false, false);
        assert!(!Page::wants_ticks(&untimed), "no ticks at all when idle");
    }

    #[test]
    fn a_move_after_the_flag_fell_is_not_played() {
        let (mut g, now) = timed(0, 2, 0);
        now.advance(secs(3));
        // No tick came between: the key itself finds the flag down.
        type_move(&mut g, "7g7f");
        assert_eq!(g.game.ply(), 0);
        assert_eq!(
            g.game.outcome().map(|o| o.reason.clone()),
            Some(EndReason::Timeout)
        );
    }

    #[test]
    fn the_last_ten_seconds_ring_once_then_twice() {
        let (mut g, now) = timed(0, 30, 0);
        now.advance(Duration::from_millis(20_500));
        Page::tick(&mut g);
        assert!(Page::take_sounds(&mut g).bell);
        assert!(!Page::take_sounds(&mut g).bell, "one bell at 10 s");
        assert_eq!(
            g.message,
            Some(Message::Info("Black: 10 seconds left".into()))
        );
        Page::tick(&mut g);
        assert!(
            !Page::take_sounds(&mut g).bell,
            "not again in the same second"
        );
        now.advance(secs(5));
        Page::tick(&mut g);
        assert!(Page::take_sounds(&mut g).bell && Page::take_sounds(&mut g).bell);
        assert!(!Page::take_sounds(&mut g).bell, "two bells at 5 s");
    }

    #[test]
    fn a_pause_stops_both_clocks_and_hides_the_board_between_people_only() {
        let (mut g, now) = timed(60, 0, 0);
        now.advance(secs(10));
        g.update(&Action::page(GameCommand::Pause));
        assert!(g.is_paused());
        now.advance(secs(500));
        assert!(!Page::tick(&mut g) || !g.game.is_over());
        assert!(!g.game.is_over(), "no flag falls while paused");
        assert_eq!(g.clock_reading(Color::Black), Reading::Main(secs(50)));
        type_move(&mut g, "7g7f");
        assert_eq!(g.game.ply(), 0, "no move while paused");
        g.update(&Action::page(GameCommand::Pause));
        assert!(!g.is_paused());
        now.advance(secs(5));
        assert_eq!(g.clock_reading(Color::Black), Reading::Main(secs(45)));

        let players = Players {
            black: Player::human("Black"),
            white: Player::bot("shogi-tui Expert", 6),
        };
        let mut vs = GameScreen::new(Game::even().with_players(players), false, false);
        vs.update(&Action::page(GameCommand::Pause));
        assert!(!vs.is_paused());
        assert_eq!(
            vs.message,
            Some(Message::Refusal(
                "no pause in a game against a computer".into()
            ))
        );
    }

    #[test]
    fn a_declaration_needs_time_left() {
        // Black's king in White's camp with 11 pieces and 29 points there
        // and in hand: a declaration that wins on the board.
        let sfen = "9/3GKG3/PPPPPPPPP/9/9/9/9/9/4k4 b RBGGSSNNLL 1";
        let declare_after = |wait: u64| {
            let tc = TimeControl::new(Duration::ZERO, secs(5), Duration::ZERO)
                .unwrap_or_else(|e| panic!("{e}"));
            let now = Now::manual();
            let game = Game::from_sfen(sfen).unwrap_or_else(|e| panic!("{e}"));
            let mut g = GameScreen::new(game, false, false).with_clock(
                Some(TimeControls::even(tc)),
                Duration::ZERO,
                now.clone(),
            );
            g.update(&Action::page(GameCommand::Declare));
            now.advance(secs(wait));
            g.update(&Action::Answer(true));
            g.game.outcome().map(|o| o.reason.clone())
        };
        assert!(matches!(
            declare_after(4),
            Some(EndReason::ImpasseDeclaration { .. })
        ));
        assert_eq!(declare_after(6), Some(EndReason::Timeout));
    }

    #[test]
    fn a_computer_loses_on_time_like_a_person() {
        use crate::tui::computers::{Activity, SeatEvent};
        use crate::usi::EngineMove;
        let tc = TimeControl::new(Duration::ZERO, secs(1), Duration::ZERO)
            .unwrap_or_else(|e| panic!("{e}"));
        let players = Players {
            black: Player::human("Black"),
            white: Player::bot("shogi-tui Expert", 6),
        };
        let now = Now::manual();
        let mut g = GameScreen::new(Game::even().with_players(players), false, false).with_clock(
            Some(TimeControls::even(tc)),
            Duration::ZERO,
            now.clone(),
        );
        type_move(&mut g, "7g7f");
        // Its time runs only once it searches: the app says it is starting.
        g.computers_now(Activity {
            thinking: None,
            starting: vec![Color::White],
            frame: 0,
        });
        now.advance(secs(5));
        Page::tick(&mut g);
        assert!(!g.game.is_over(), "not while it starts");
        g.computers_now(Activity {
            thinking: Some((Color::White, None)),
            starting: Vec::new(),
            frame: 1,
        });
        now.advance(Duration::from_millis(1_200));
        // Its declaration (or move) comes too late: a loss on time.
        g.on_seat_event(SeatEvent::Decided {
            side: Color::White,
            answer: EngineMove::DeclareWin,
        });
        let o = g.game.outcome().cloned().unwrap_or_else(|| panic!("over"));
        assert_eq!(
            (o.reason, o.winner),
            (EndReason::Timeout, Some(Color::Black))
        );
    }

    #[test]
    fn a_computer_is_told_the_clock_as_it_stands() {
        let (mut g, now) = timed(60, 0, 5);
        now.advance(secs(10));
        type_move(&mut g, "7g7f");
        now.advance(secs(4));
        assert_eq!(
            g.turn_time(),
            TurnTime::Clock {
                black: secs(55),
                white: secs(56),
                byoyomi: Duration::ZERO,
                increment: secs(5),
            }
        );
        let mut untimed = GameScreen::new(Game::even(), false, false);
        untimed.seats.move_time = Some(secs(2));
        assert_eq!(untimed.turn_time(), TurnTime::PerMove(secs(2)));
    }
}
