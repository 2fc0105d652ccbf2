//! The computer in our seat on a CSA server: the game it thinks about, the
//! server's clock less a margin, its best line sent along as floodgate's
//! comment.

use super::session::OnlineGame;
use crate::bot::Score;
use crate::computer::{self, TurnTime};
use crate::game::{Game, MoveLimit, MoveNote};
use crate::shogi::{Color, Move, Position};
use std::time::Duration;

/// The clocks as the computer is told them: the server's, less `margin` on
/// our side, taken from the main time as far as it goes and the rest from
/// the byoyomi, which keeps at least half. shogi-server calls time up when
/// the whole seconds of a move reach the main time left plus the byoyomi,
/// so a move in byoyomi must arrive before the byoyomi ends, network
/// included.
pub fn turn_time(game: &OnlineGame, margin: Duration) -> TurnTime {
    if game.summary.time_controls().is_none() {
        // An untimed game: think as a computer does by default.
        return TurnTime::PerMove(Duration::from_secs(1));
    }
    let us = game.our_color();
    let ours = game.summary.time.get(us);
    let mut left = [game.remaining(Color::Black), game.remaining(Color::White)];
    let (main, byoyomi) = take_margin(left[us as usize], ours.byoyomi, margin);
    left[us as usize] = main;
    TurnTime::Clock {
        black: left[0],
        white: left[1],
        byoyomi,
        increment: ours.increment,
    }
}

/// The main time and byoyomi a computer is told, `margin` kept back:
/// from the main time as far as it goes, the rest from the byoyomi, of
/// which half is always left. Also lishogi's headless player's.
pub fn take_margin(main: Duration, byoyomi: Duration, margin: Duration) -> (Duration, Duration) {
    let from_main = margin.min(main);
    let byoyomi = byoyomi.saturating_sub(margin - from_main).max(byoyomi / 2);
    (main - from_main, byoyomi)
}

/// Floodgate's `* score pv` line for the move `mv` played in `before`,
/// from the computer's last word (`score` from its own side, `pv` in USI):
/// the score from Black's side, the line from after the move. `None`
/// when the computer gave no score.
pub fn pv_comment(
    before: &Position,
    mv: Move,
    score: Option<Score>,
    pv: &[String],
) -> Option<String> {
    // Floodgate's line keeps who mates, not in how many: no length to
    // qualify.
    let eval = computer::seat::evaluation_of_move(before, mv, score, pv, false)?;
    let mut after = before.clone();
    after.do_move(mv);
    Some(eval.csa_comment(&after))
}

/// The game as the computer thinks about it. The server has judged its
/// moves; one our rules would end the game on still leaves the computer
/// a position to think about.
pub fn thinking_game(game: &OnlineGame) -> Game {
    let mut controller = Game::new(game.summary.start().clone())
        .with_rules(game.summary.rules)
        .with_move_limit(MoveLimit::Off);
    for m in game.moves() {
        if controller.play_with(m.mv, MoveNote::default()).is_err() {
            break;
        }
    }
    controller
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::Session;

    /// A started game on a clock of `total` + 1 s byoyomi, with Black's
    /// first moves charged `black` seconds each; we play Black.
    fn game(total: u32, black: &[u32]) -> OnlineGame {
        let (mut s, _) = Session::login("a", "p").unwrap();
        let pairs = [("+9796FU", "-9394FU"), ("+1716FU", "-1314FU")];
        let mut moves = String::new();
        for (&(b, w), t) in pairs.iter().zip(black) {
            moves.push_str(&format!("{b},T{t}\n{w},T0\n"));
        }
        let summary = format!(
            "BEGIN Game_Summary\nGame_ID:g\nName+:a\nName-:b\nYour_Turn:+\nTo_Move:+\n\
             BEGIN Time\nTime_Unit:1sec\nTotal_Time:{total}\nByoyomi:1\nEND Time\n\
             BEGIN Position\nPI\n+\n{moves}END Position\nEND Game_Summary"
        );
        for line in ["LOGIN:a OK"].into_iter().chain(summary.lines()) {
            s.receive(line).unwrap();
        }
        s.game().unwrap().clone()
    }

    fn clock(t: TurnTime) -> (u64, u64, u64) {
        match t {
            TurnTime::Clock {
                black,
                white,
                byoyomi,
                ..
            } => (
                black.as_millis() as u64,
                white.as_millis() as u64,
                byoyomi.as_millis() as u64,
            ),
            TurnTime::PerMove(_) | TurnTime::Work { .. } => panic!("a clock was expected"),
        }
    }

    #[test]
    fn the_margin_comes_from_the_main_time_then_the_byoyomi() {
        let ms = Duration::from_millis;
        // Plenty of main time: all of the margin from it.
        assert_eq!(
            clock(turn_time(&game(60, &[]), ms(1000))),
            (59_000, 60_000, 1000)
        );
        // 300 ms of it left would be 0.3 s: the rest from the byoyomi.
        let nearly = game(60, &[30, 29]);
        assert_eq!(nearly.remaining(Color::Black), Duration::from_secs(1));
        assert_eq!(clock(turn_time(&nearly, ms(1300))), (0, 60_000, 700));
        // In byoyomi alone, half of it is always left to think.
        let byoyomi = game(60, &[30, 30]);
        assert_eq!(clock(turn_time(&byoyomi, ms(1000))), (0, 60_000, 500));
        assert_eq!(clock(turn_time(&byoyomi, ms(200))), (0, 60_000, 800));
    }
}
