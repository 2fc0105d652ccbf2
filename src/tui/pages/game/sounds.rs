//! What the game page gives to be heard: the click of the move just made
//! (heavier for a capture), check, the end of the game, a refusal, and the
//! clock to count. Whoever made the move (the player, a computer, the
//! server) it is heard the same way, because it is read off the game
//! itself, not off the key that made it.

use super::state::{GameScreen, Heard};
use crate::tui::sound::{CountClock, Sounds};
use shogi_sound::Cue;

impl GameScreen {
    /// The page as if everything so far had been heard: a game opened
    /// with moves does not click them all.
    pub(super) fn heard_now(&self) -> Heard {
        Heard {
            ply: self.game.ply(),
            over: self.game.is_over(),
            refused: false,
            counting: None,
        }
    }

    /// What happened since last asked.
    pub fn take_sounds(&mut self) -> Sounds {
        let mut cues = Vec::new();
        let game = self.game.game();
        let ply = game.ply();
        // Several moves at once (a computer's reply in the same tick, a
        // game caught up from the server): the last one is heard.
        if ply > self.heard.ply
            && let Some(last) = game.last_move()
        {
            let captured = !last.mv.is_drop()
                && game
                    .view(ply - 1)
                    .is_some_and(|before| before.piece_at(last.mv.to()).is_some());
            cues.push(if captured { Cue::Capture } else { Cue::Move });
            if game.position().in_check() && !game.is_over() {
                cues.push(Cue::Check);
            }
        }
        self.heard.ply = ply;
        let over = game.is_over();
        if over && !self.heard.over {
            cues.push(Cue::GameEnd);
        }
        self.heard.over = over;
        if std::mem::take(&mut self.heard.refused) {
            cues.push(Cue::Refused);
        }
        let (count, counting) = self.count_clock();
        Sounds {
            cues,
            bell: self.clocks.take_bell(),
            count: (counting != self.heard.counting).then(|| {
                self.heard.counting = counting;
                count
            }),
        }
    }

    /// The clock the count follows, if one runs towards a loss, with what
    /// tells one count from the next (the side, the move, the flag's
    /// moment: a clock set again by the server counts afresh).
    fn count_clock(
        &self,
    ) -> (
        Option<CountClock>,
        Option<(shogi_core::Color, usize, std::time::Instant)>,
    ) {
        let clock = self.game.clock();
        let now = self.clocks.now();
        let (Some(side), Some(controls)) = (clock.turn(), clock.controls()) else {
            return (None, None);
        };
        if !clock.is_running() || self.game.is_over() {
            return (None, None);
        }
        let Some(until_flag) = clock.until_flag(now) else {
            return (None, None);
        };
        let count = CountClock {
            now,
            until_flag,
            period: controls.get(side).byoyomi,
        };
        (Some(count), Some((side, self.game.ply(), now + until_flag)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::shogi::Color;
    use crate::tui::action::Action;
    use crate::tui::page::Page;
    use crate::tui::pages::game::tests::type_move;
    use std::time::Duration;

    fn byoyomi(secs: u64) -> (GameScreen, crate::tui::pages::game::Now) {
        crate::tui::pages::game::tests::timed(0, secs, 0)
    }

    #[test]
    fn each_move_is_heard_once_and_a_capture_differently() {
        let mut g = GameScreen::new(Game::even(), false, false);
        assert_eq!(g.take_sounds().cues, []);
        for mv in ["7g7f", "3c3d", "8h2b+"] {
            type_move(&mut g, mv);
        }
        // Three moves since last asked: the last is heard, a capture.
        assert_eq!(g.take_sounds().cues, [Cue::Capture]);
        assert_eq!(g.take_sounds().cues, [], "once");
        type_move(&mut g, "3a2b");
        assert_eq!(g.take_sounds().cues, [Cue::Capture]);
        type_move(&mut g, "B*4e");
        assert_eq!(g.take_sounds().cues, [Cue::Move], "a drop takes nothing");
    }

    #[test]
    fn check_and_the_end_are_heard_and_a_refusal_too() {
        // G*5b mates White's king on 5a.
        let game =
            Game::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap_or_else(|e| panic!("{e}"));
        let mut g = GameScreen::new(game, false, false);
        type_move(&mut g, "5a5b");
        assert_eq!(g.take_sounds().cues, [Cue::Refused], "not Black's king");
        Page::update(&mut g, &Action::Cancel);
        type_move(&mut g, "G*5b");
        assert_eq!(g.take_sounds().cues, [Cue::Move, Cue::GameEnd]);
        let check =
            Game::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 1").unwrap_or_else(|e| panic!("{e}"));
        let mut g = GameScreen::new(check, false, false);
        type_move(&mut g, "G*5b");
        assert_eq!(g.take_sounds().cues, [Cue::Move, Cue::Check]);
    }

    fn played(moves: &[&str]) -> Game {
        let mut game = Game::even();
        for mv in moves {
            let mv = crate::shogi::notation::parse_move(game.position(), mv, None)
                .unwrap_or_else(|e| panic!("{e:?}"));
            game.play(mv).unwrap_or_else(|e| panic!("{e:?}"));
        }
        game
    }

    #[test]
    fn a_move_the_server_relays_is_heard_and_one_it_confirms_is_not_again() {
        let mut g = GameScreen::new(Game::even(), false, false);
        type_move(&mut g, "7g7f");
        assert_eq!(g.take_sounds().cues, [Cue::Move]);
        // The server confirms ours: nothing new.
        g.follow_server(played(&["7g7f"]));
        assert_eq!(g.take_sounds().cues, []);
        // And relays the opponent's.
        g.follow_server(played(&["7g7f", "3c3d"]));
        assert_eq!(g.take_sounds().cues, [Cue::Move]);
    }

    #[test]
    fn a_game_opened_with_moves_and_a_takeback_are_silent() {
        let mut g = GameScreen::new(played(&["7g7f", "3c3d"]), false, false);
        assert_eq!(g.take_sounds().cues, []);
        Page::update(&mut g, &Action::Undo);
        assert_eq!(g.take_sounds().cues, []);
    }

    #[test]
    fn the_count_starts_with_each_turn_and_stops_with_the_move() {
        let (mut g, now) = byoyomi(12);
        let first = g.take_sounds().count;
        let clock = first
            .flatten()
            .unwrap_or_else(|| panic!("Black's clock runs"));
        assert_eq!(clock.until_flag, Duration::from_secs(12));
        assert_eq!(clock.period, Duration::from_secs(12));
        now.advance(Duration::from_secs(3));
        assert_eq!(g.take_sounds().count, None, "the same count goes on");
        type_move(&mut g, "7g7f");
        let next = g
            .take_sounds()
            .count
            .flatten()
            .unwrap_or_else(|| panic!("White's"));
        assert_eq!(next.until_flag, Duration::from_secs(12), "a new period");
        assert_eq!(g.running_clock(), Some(Color::White));
        Page::update(
            &mut g,
            &Action::page(crate::tui::pages::game::command::GameCommand::Resign),
        );
        Page::update(&mut g, &Action::Answer(true));
        assert_eq!(
            g.take_sounds().count,
            Some(None),
            "the game is over: silence"
        );
    }

    #[test]
    fn an_untimed_game_counts_nothing() {
        let mut g = GameScreen::new(Game::even(), false, false);
        assert_eq!(g.take_sounds().count, None);
        type_move(&mut g, "7g7f");
        assert_eq!(g.take_sounds().count, None);
    }
}
