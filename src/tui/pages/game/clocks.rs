//! The game page's clocks: the game clock (`game::Clock`) started, pressed,
//! stopped and taken back in step with the game, the flag's fall turned
//! into a loss on time, the countdown of the last seconds, and the hot-seat
//! pause.
//!
//! Every move is timed, in untimed games too, so that records keep each
//! move's thinking time. The time comes from `Now`, which tests move by
//! hand.

use super::countdown::{Announcement, Countdown};
use super::seats::DEFAULT_MOVE_TIME;
use super::{GameScreen, Overlay};
use crate::game::clock::whole_seconds_up;
use crate::game::{Clock, GameOver, Reading, TimeControls};
use crate::shogi::Color;
use crate::tui::now::Now;
use crate::tui::widgets::status::Message;
use crate::usi::TurnTime;
use std::time::{Duration, Instant};

#[derive(Debug)]
pub struct Clocks {
    pub clock: Clock,
    pub now: Now,
    countdown: Countdown,
    /// Bells the app has yet to ring (it rings one per tick, so two bells
    /// sound as two).
    bells: u8,
    /// What the clocks showed when last drawn (kind and whole seconds), so
    /// a tick redraws only when a shown second changes.
    shown: [(u8, u64); 2],
    /// The computer whose turn it is has not started yet (a handshake, a
    /// question about it): its time does not run until it can move.
    held: bool,
}

impl Clocks {
    pub fn new(controls: Option<TimeControls>, now: Now) -> Clocks {
        Clocks {
            clock: Clock::new(controls),
            now,
            countdown: Countdown::default(),
            bells: 0,
            shown: [(0, 0); 2],
            held: false,
        }
    }

    pub fn now(&self) -> Instant {
        self.now.get()
    }

    /// One bell for the app to ring now, if any are due.
    pub fn take_bell(&mut self) -> bool {
        let due = self.bells > 0;
        self.bells = self.bells.saturating_sub(1);
        due
    }

    fn faces(&self, now: Instant) -> [(u8, u64); 2] {
        let face = |side| match self.clock.reading(side, now) {
            Reading::Untimed => (0, 0),
            Reading::Main(left) => (1, whole_seconds_up(left)),
            Reading::Byoyomi(left) => (2, whole_seconds_up(left)),
            Reading::Out => (3, 0),
        };
        [face(Color::Black), face(Color::White)]
    }
}

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
        let first = self.game.start_position().side_to_move();
        let times = self.game.moves().iter().map(|m| m.time);
        let mut clock = Clock::replay(controls, first, times);
        clock.start(self.game.side_to_move(), turn_used, now.get());
        self.clocks = Clocks::new(controls, now);
        self.clocks.clock = clock;
        self.sync_clock();
        self
    }

    /// What a side's clock shows now.
    pub fn clock_reading(&self, side: Color) -> Reading {
        self.clocks.clock.reading(side, self.clocks.now())
    }

    /// The side whose time is running now, if any.
    pub fn running_clock(&self) -> Option<Color> {
        let clock = &self.clocks.clock;
        clock.turn().filter(|_| clock.is_running())
    }

    pub fn is_paused(&self) -> bool {
        self.overlay == Overlay::Paused
    }

    /// How long the computer to move may think, the one place that decides
    /// it (the app hands it to the computer it asks for a move): the clock
    /// as it stands, or the fixed time per move of an untimed game.
    pub fn turn_time(&self) -> TurnTime {
        let c = &self.clocks.clock;
        let Some(controls) = c.controls() else {
            return TurnTime::PerMove(self.seats.move_time.unwrap_or(DEFAULT_MOVE_TIME));
        };
        let mover = self.game.side_to_move();
        let now = self.clocks.now();
        // The mover's time already used this turn is off its main time.
        let left = |side: Color| {
            let used = if c.turn() == Some(side) {
                c.used(now)
            } else {
                Duration::ZERO
            };
            c.main_left(side).saturating_sub(used)
        };
        let own = controls.side(mover);
        TurnTime::Clock {
            black: left(Color::Black),
            white: left(Color::White),
            byoyomi: own.byoyomi,
            increment: own.increment,
        }
    }

    /// Keeps the clock in step with the game after any change: the side
    /// to move's time runs while the game goes on and a player can move;
    /// everything stops when the game ends.
    pub(super) fn sync_clock(&mut self) {
        let now = self.clocks.now();
        let clock = &mut self.clocks.clock;
        if self.game.is_over() || self.overlay == Overlay::Paused || self.clocks.held {
            clock.stop(now);
            if self.game.is_over() {
                // The result is the news now; the countdown is over.
                self.clocks.bells = 0;
            }
            return;
        }
        let mover = self.game.side_to_move();
        if clock.turn() != Some(mover) || clock.moves() != self.game.ply() {
            // Moves made or taken back outside `press` (a game opened
            // with moves, an undo): start the turn afresh from there.
            clock.undo_to(self.game.ply(), mover, now);
        }
        clock.resume(now);
    }

    /// Holds the clock of a computer that cannot move yet (starting, or
    /// waiting for the player's word about it) and lets it run once it can.
    pub(super) fn hold_clock(&mut self, held: bool) {
        if self.clocks.held != held {
            self.clocks.held = held;
            self.sync_clock();
        }
    }

    /// The time the move about to be made took, or the loss on time if the
    /// flag fell first (then the game is over and nothing is played).
    pub(super) fn time_for_move(&mut self) -> Result<Duration, GameOver> {
        let now = self.clocks.now();
        match self.clocks.clock.flagged(now) {
            Some(loser) => {
                let over = self.game.time_out(loser).map(GameOver);
                self.message = None;
                self.after_change();
                Err(over.unwrap_or_else(|already| already))
            }
            None => Ok(self.clocks.clock.used(now)),
        }
    }

    /// The move was made: the clock passes to the opponent.
    pub(super) fn press_clock(&mut self) {
        let now = self.clocks.now();
        // Checked by `time_for_move` at this same moment's reading; a flag
        // that fell in between is caught by the next tick.
        let _ = self.clocks.clock.press(now);
    }

    fn lose_on_time(&mut self, loser: Color) {
        if self.game.time_out(loser).is_ok() {
            self.message = None;
            self.after_change();
        }
    }

    /// The clock's part of a tick: the flag, the countdown. Returns whether
    /// anything shown changed.
    pub(super) fn tick_clock(&mut self) -> bool {
        let now = self.clocks.now();
        if let Some(loser) = self.clocks.clock.flagged(now)
            && !self.game.is_over()
        {
            self.lose_on_time(loser);
            return true;
        }
        let mut changed = false;
        if let Some(side) = self.clocks.clock.turn()
            && self.clocks.clock.is_running()
            && let Some(a) =
                self.clocks
                    .countdown
                    .due(side, self.game.ply(), self.clocks.clock.countdown(now))
        {
            self.announce(a);
            changed = true;
        }
        let faces = self.clocks.faces(now);
        if faces != self.clocks.shown {
            self.clocks.shown = faces;
            changed = true;
        }
        changed || self.clocks.bells > 0
    }

    fn announce(&mut self, a: Announcement) {
        self.clocks.bells = a.bells;
        let unit = if a.seconds == 1 { "second" } else { "seconds" };
        self.message = Some(Message::Info(format!(
            "{}: {} {unit} left",
            self.game.players().get(a.side).name,
            a.seconds
        )));
    }

    /// Whether ticks are needed for the clocks: while one runs in a timed
    /// game, or bells wait to ring.
    pub(super) fn clock_needs_ticks(&self) -> bool {
        (self.clocks.clock.is_timed() && self.clocks.clock.is_running()) || self.clocks.bells > 0
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
            Message::Refusal("the game is over: there is no clock to pause".into())
        } else if !people {
            Message::Refusal("no pause in a game against a computer".into())
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
    use crate::tui::pages::game::tests::type_move;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn timed(main: u64, byoyomi: u64, increment: u64) -> (GameScreen, Now) {
        let tc = TimeControl::new(secs(main), secs(byoyomi), secs(increment))
            .unwrap_or_else(|e| panic!("{e}"));
        let now = Now::manual();
        let g = GameScreen::new(Game::even(), false, false).with_clock(
            Some(TimeControls::even(tc)),
            Duration::ZERO,
            now.clone(),
        );
        (g, now)
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
    fn each_move_records_its_time_and_passes_the_clock() {
        let (mut g, now) = timed(600, 30, 0);
        now.advance(secs(3));
        type_move(&mut g, "7g7f");
        now.advance(secs(5));
        type_move(&mut g, "3c3d");
        let times: Vec<_> = g.game.moves().iter().map(|m| m.time).collect();
        assert_eq!(times, [Some(secs(3)), Some(secs(5))]);
        assert_eq!(g.running_clock(), Some(Color::Black));
        now.advance(secs(1));
        assert_eq!(g.clock_reading(Color::Black), Reading::Main(secs(596)));
        assert_eq!(g.clock_reading(Color::White), Reading::Main(secs(595)));
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
    fn undo_puts_the_clocks_back() {
        let (mut g, now) = timed(60, 10, 0);
        now.advance(secs(20));
        type_move(&mut g, "7g7f");
        now.advance(secs(30));
        type_move(&mut g, "3c3d");
        g.update(&Action::Undo);
        g.update(&Action::Undo);
        assert_eq!(g.game.ply(), 0);
        now.advance(secs(1));
        assert_eq!(g.clock_reading(Color::Black), Reading::Main(secs(59)));
        assert_eq!(g.clock_reading(Color::White), Reading::Main(secs(60)));
    }

    #[test]
    fn the_last_ten_seconds_ring_once_then_twice() {
        let (mut g, now) = timed(0, 30, 0);
        now.advance(Duration::from_millis(20_500));
        Page::tick(&mut g);
        assert!(Page::take_bell(&mut g));
        assert!(!Page::take_bell(&mut g), "one bell at 10 s");
        assert_eq!(
            g.message,
            Some(Message::Info("Black: 10 seconds left".into()))
        );
        Page::tick(&mut g);
        assert!(!Page::take_bell(&mut g), "not again in the same second");
        now.advance(secs(5));
        Page::tick(&mut g);
        assert!(Page::take_bell(&mut g) && Page::take_bell(&mut g));
        assert!(!Page::take_bell(&mut g), "two bells at 5 s");
    }

    #[test]
    fn a_pause_stops_both_clocks_and_hides_the_board_between_people_only() {
        let (mut g, now) = timed(60, 0, 0);
        now.advance(secs(10));
        g.update(&Action::Pause);
        assert!(g.is_paused());
        now.advance(secs(500));
        assert!(!Page::tick(&mut g) || !g.game.is_over());
        assert!(!g.game.is_over(), "no flag falls while paused");
        assert_eq!(g.clock_reading(Color::Black), Reading::Main(secs(50)));
        type_move(&mut g, "7g7f");
        assert_eq!(g.game.ply(), 0, "no move while paused");
        g.update(&Action::Pause);
        assert!(!g.is_paused());
        now.advance(secs(5));
        assert_eq!(g.clock_reading(Color::Black), Reading::Main(secs(45)));

        let players = Players {
            black: Player::human("Black"),
            white: Player::bot("shogi-tui Expert", 6),
        };
        let mut vs = GameScreen::new(Game::even().with_players(players), false, false);
        vs.update(&Action::Pause);
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
            g.update(&Action::Declare);
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
        use crate::tui::pages::game::seats::{Activity, SeatEvent};
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

    #[test]
    fn a_continued_game_resumes_its_clocks_as_saved() {
        let (mut g, now) = timed(60, 10, 0);
        now.advance(secs(7));
        type_move(&mut g, "7g7f");
        now.advance(secs(12));
        type_move(&mut g, "3c3d");
        now.advance(secs(4));
        let used = g.clocks.clock.used(now.get());
        let controls = g.clocks.clock.controls().copied();
        let again =
            GameScreen::new(g.game.clone(), false, false).with_clock(controls, used, now.clone());
        for side in Color::ALL {
            assert_eq!(again.clock_reading(side), g.clock_reading(side));
        }
        assert_eq!(again.clock_reading(Color::Black), Reading::Main(secs(49)));
    }
}
