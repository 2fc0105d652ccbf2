//! One game of a series, refereed here: two seats, the game controller's
//! rules and a clock. Everything an engine can do wrong ends the game
//! against it with the reason: an illegal or malformed move, a move after
//! its time, a crash, silence.
//!
//! The clocks are honest under load: an engine's time runs from the
//! moment it is asked for a move (not from when its opponent's answer
//! came: the referee's own delay is charged to no one) until the moment
//! its answer was read from its output (stamped by the thread that reads
//! it, not when this loop got round to looking).

use crate::computer::seat::{Seat, evaluation_of_move, result_word};
use crate::computer::{ComputerError, TurnTime};
use crate::usi::{EngineError, EngineMove};
use shogi_core::game::{Game, PlayError, TimeControls, TimedGame};
use shogi_core::{Color, IllegalMove, Move, Position};
use shogi_records::evaluation::Evaluation;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How often the referee looks for an answer: the answer's time comes
/// from its reader, so this only bounds how late a fallen flag is seen.
const POLL: Duration = Duration::from_millis(2);

/// How a game is timed: a clock, or a fixed amount of work a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Clock(TimeControls),
    Work {
        nodes: Option<u64>,
        depth: Option<u32>,
    },
}

/// A fixed amount of work a move for one engine, whatever the pace of
/// the game (`go depth 8` for an engine calibrated at a depth); its clock
/// still runs and still falls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limit {
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

/// What a game is played with, besides its seats.
#[derive(Clone, Debug)]
pub struct Rules {
    pub pace: Pace,
    /// A move read up to this long after the flag fell still counts (an
    /// engine's own overhead, a loaded machine); past it, time is up.
    pub margin: Duration,
}

/// Why a seat lost by failing rather than by play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The engine ended or closed its output, or the bot's thread did.
    Crashed(ComputerError),
    /// It said a move that is not legal here (`attempted`), or not a move
    /// at all. `error` is the engine client's refusal; `None` when the
    /// game itself refused a move the client let through (`attempted`
    /// then says it all).
    IllegalMove {
        error: Option<EngineError>,
        attempted: Option<(Move, IllegalMove)>,
    },
    /// No answer within its time (and the margin).
    Time,
    /// No answer to a search without a clock, in the client's allowance.
    Silent,
    /// It could not be told of the new game or the position.
    Refused(ComputerError),
}

/// A seat's failure, and who it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    pub side: Color,
    pub fault: Fault,
}

/// A game as it was played.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    /// The game, ended: its moves carry their times.
    pub game: Game,
    /// The mover's evaluation of each move where it gave one: entry `k`
    /// is the position after `k` moves (0, the start, never has one).
    pub evaluations: Vec<Option<Evaluation>>,
    /// A failure that ended the game. A crash leaves the game interrupted
    /// (the record says 中断); the series counts it as lost.
    pub forfeit: Option<Forfeit>,
    /// The series was stopped before the game ended.
    pub aborted: bool,
    /// Each side's longest answer, from the question to the move, as the
    /// referee saw it (before a margin counts a late answer as in time):
    /// how an engine author checks that a bot keeps inside its byoyomi
    /// when a margin lets the other side overrun. [Black, White].
    pub longest: [Duration; 2],
}

impl PlayedGame {
    /// The winner as the series counts it: the game's, or the side that
    /// did not fail.
    pub fn winner(&self) -> Option<Color> {
        match &self.forfeit {
            Some(f) => Some(f.side.opponent()),
            None => self.game.outcome().and_then(|o| o.winner),
        }
    }
}

/// Plays `game` (its opening already played) to the end between `black`
/// and `white`. `observe` sees the game (and its clocks) after every
/// move, with the mover's evaluation when it gave one; `abort` ends
/// the game at once, interrupted (a series stopped for good).
pub fn play(
    game: Game,
    [black, white]: [&mut Seat; 2],
    limits: [Option<Limit>; 2],
    rules: &Rules,
    abort: &AtomicBool,
    mut observe: impl FnMut(&TimedGame, Option<&Evaluation>),
) -> PlayedGame {
    let controls = match rules.pace {
        Pace::Clock(c) => Some(c),
        Pace::Work { .. } => None,
    };
    let start = Instant::now();
    let mut timed = TimedGame::new(game, controls, Duration::ZERO, start);
    // Stopped between turns: each turn's time starts with its question.
    timed.run(false, start);
    let mut evaluations = vec![None; timed.ply() + 1];
    let mut seats = [black, white];
    let mut forfeit = None;
    for (seat, side) in seats.iter_mut().zip(Color::ALL) {
        if let Err(e) = seat.new_game() {
            forfeit = Some(Forfeit {
                side,
                fault: fault_of(&e, rules.pace),
            });
            break;
        }
    }
    let mut aborted = false;
    let mut longest = [Duration::ZERO; 2];
    while forfeit.is_none() && !timed.is_over() {
        if abort.load(Ordering::Relaxed) {
            aborted = true;
            break;
        }
        let side = timed.side_to_move();
        let seat = &mut *seats[side.index()];
        let took = &mut longest[side.index()];
        match turn(&mut timed, seat, limits[side.index()], rules, abort, took) {
            Ok(Some((mv, eval))) => {
                evaluations.push(eval);
                debug_assert_eq!(timed.last_move().map(|m| m.mv), Some(mv));
                observe(&timed, evaluations.last().and_then(Option::as_ref));
            }
            Ok(None) => {
                if abort.load(Ordering::Relaxed) && !timed.is_over() {
                    aborted = true;
                    let _ = seat.cancel();
                    break;
                }
            }
            Err(fault) => {
                let _ = seat.cancel();
                forfeit = Some(Forfeit { side, fault });
            }
        }
    }
    let mut game = timed.game().clone();
    match &forfeit {
        Some(Forfeit {
            side,
            fault: Fault::Time | Fault::Silent,
        }) => {
            let _ = game.time_out(*side);
        }
        Some(Forfeit {
            side,
            fault: Fault::IllegalMove { attempted, .. },
        }) if game.side_to_move() == *side => {
            let _ = game.end_with_illegal_move(attempted.clone());
        }
        Some(_) => {
            let _ = game.interrupt();
        }
        None if aborted => {
            let _ = game.interrupt();
        }
        None => {}
    }
    let winner = match &forfeit {
        Some(f) => Some(f.side.opponent()),
        None => game.outcome().and_then(|o| o.winner),
    };
    if !aborted {
        for (seat, side) in seats.iter_mut().zip(Color::ALL) {
            let _ = seat.game_over(result_word(winner, side));
        }
    }
    evaluations.resize(game.ply() + 1, None);
    PlayedGame {
        game,
        evaluations,
        forfeit,
        aborted,
        longest,
    }
}

/// One turn: asks `seat` for a move and applies its answer. `Ok(Some)`:
/// a move was played (with the mover's evaluation of it); `Ok(None)`: the
/// game ended without a move (resignation, declaration, time seen by the
/// clock) or the series was aborted.
fn turn(
    timed: &mut TimedGame,
    seat: &mut Seat,
    limit: Option<Limit>,
    rules: &Rules,
    abort: &AtomicBool,
    longest: &mut Duration,
) -> Result<Option<(Move, Option<Evaluation>)>, Fault> {
    let side = timed.side_to_move();
    let asked = Instant::now();
    timed.run(true, asked);
    let time = match (limit, rules.pace) {
        (Some(Limit { nodes, depth }), _) => Some(TurnTime::Work { nodes, depth }),
        (None, Pace::Clock(_)) => TurnTime::of_clock(timed.clock(), side, asked),
        (None, Pace::Work { nodes, depth }) => Some(TurnTime::Work { nodes, depth }),
    }
    .unwrap_or(TurnTime::Work {
        nodes: None,
        depth: None,
    });
    // The instant past which the answer is late, margin included.
    let flag = timed
        .clock()
        .until_flag(asked)
        .map(|left| (asked + left, asked + left + rules.margin));
    let before: Position = timed.position().clone();
    seat.think(timed, time)
        .map_err(|e| fault_of(&e, rules.pace))?;
    loop {
        if abort.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let answer = seat.poll().map_err(|e| fault_of(&e, rules.pace))?;
        let Some((answer, _)) = answer else {
            if let Some((_, late)) = flag
                && Instant::now() >= late
            {
                return Err(Fault::Time);
            }
            std::thread::sleep(POLL);
            continue;
        };
        let mut at = seat.answered_at().unwrap_or_else(Instant::now).max(asked);
        *longest = (*longest).max(at - asked);
        if let Some((fall, late)) = flag {
            if at >= late {
                return Err(Fault::Time);
            }
            // Within the margin: the move counts, as if made just in time.
            if at >= fall {
                at = fall
                    .checked_sub(Duration::from_millis(1))
                    .unwrap_or(asked)
                    .max(asked);
            }
        }
        return match answer {
            EngineMove::Move(mv) => {
                let (score, pv) = seat.score_and_line();
                let eval = evaluation_of_move(&before, mv, score, pv, seat.score_is_line_only());
                match timed.play(mv, at) {
                    Ok(_) => {
                        timed.run(false, at);
                        Ok(Some((mv, eval)))
                    }
                    Err(PlayError::Over(_)) => Err(Fault::Time),
                    Err(PlayError::Illegal(why)) => Err(Fault::IllegalMove {
                        error: None,
                        attempted: Some((mv, why)),
                    }),
                }
            }
            EngineMove::Resign => {
                let _ = timed.resign(side);
                Ok(None)
            }
            EngineMove::DeclareWin => {
                // A declaration that does not hold loses: the game says so.
                let _ = timed.declare(at);
                timed.run(false, at);
                Ok(None)
            }
        };
    }
}

/// The referee's word for a computer's failure: past a clock's time the
/// engine lost on time; without a clock it fell silent.
fn fault_of(e: &ComputerError, pace: Pace) -> Fault {
    match e {
        ComputerError::Engine(EngineError::Crashed(_))
        | ComputerError::BotFailed(_)
        | ComputerError::BotNotRunning
        | ComputerError::BotStopped => Fault::Crashed(e.clone()),
        ComputerError::Engine(EngineError::Timeout { .. }) => match pace {
            Pace::Clock(_) => Fault::Time,
            Pace::Work { .. } => Fault::Silent,
        },
        ComputerError::Engine(illegal @ EngineError::IllegalMove { mv, reason }) => {
            Fault::IllegalMove {
                error: Some(illegal.clone()),
                attempted: Some((*mv, reason.clone())),
            }
        }
        ComputerError::Engine(malformed @ EngineError::MalformedMove { .. }) => {
            Fault::IllegalMove {
                error: Some(malformed.clone()),
                attempted: None,
            }
        }
        other => Fault::Refused(other.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::ComputerSettings;
    use crate::usi::client::Timeouts;
    use shogi_core::game::{EndReason, MoveLimit, PlayerKind, TimeControl, replay};

    fn fake(mode: &str) -> PlayerKind {
        PlayerKind::Engine {
            command: format!(
                "sh {}/../../tests/fake_usi_engine.sh {mode}",
                env!("CARGO_MANIFEST_DIR")
            ),
        }
    }

    fn seat(kind: &PlayerKind) -> Seat {
        seat_with_grace(kind, Duration::from_millis(300))
    }

    /// `grace`: how long past its time the client waits for an answer.
    fn seat_with_grace(kind: &PlayerKind, grace: Duration) -> Seat {
        let settings = ComputerSettings {
            timeouts: Timeouts {
                untimed: Duration::from_millis(800),
                grace,
                ..Timeouts::default()
            },
            book: None,
            ..ComputerSettings::default()
        };
        Seat::start(kind, &settings).unwrap_or_else(|e| panic!("{kind:?}: {e}"))
    }

    fn bot(level: u8) -> PlayerKind {
        PlayerKind::Bot { level }
    }

    fn work(depth: u32) -> Rules {
        Rules {
            pace: Pace::Work {
                nodes: None,
                depth: Some(depth),
            },
            margin: Duration::ZERO,
        }
    }

    fn byoyomi(ms: u64) -> Rules {
        let tc = TimeControl::new(Duration::ZERO, Duration::from_millis(ms), Duration::ZERO)
            .unwrap_or_else(|e| panic!("{e}"));
        Rules {
            pace: Pace::Clock(TimeControls::even(tc)),
            margin: Duration::ZERO,
        }
    }

    fn run(b: &PlayerKind, w: &PlayerKind, rules: &Rules, game: Game) -> PlayedGame {
        let (mut b, mut w) = (seat(b), seat(w));
        play(
            game,
            [&mut b, &mut w],
            [None, None],
            rules,
            &AtomicBool::new(false),
            |_, _| {},
        )
    }

    #[test]
    fn two_bots_play_a_legal_game_to_its_end() {
        let game = Game::even().with_move_limit(MoveLimit::Plies(60));
        let mut seen = 0;
        let (mut b, mut w) = (seat(&bot(2)), seat(&bot(3)));
        let played = play(
            game,
            [&mut b, &mut w],
            [None, None],
            &work(2),
            &AtomicBool::new(false),
            |g, _| {
                seen += 1;
                assert_eq!(g.ply(), seen);
            },
        );
        let g = &played.game;
        assert!(g.is_over() && played.forfeit.is_none() && !played.aborted);
        assert_eq!(seen, g.ply());
        // Every move replays legally from the start.
        let moves: Vec<Move> = g.moves().iter().map(|m| m.mv).collect();
        let again = replay(Game::even().with_move_limit(MoveLimit::Plies(60)), moves);
        assert_eq!(
            again.ok().and_then(|r| r.outcome().cloned()),
            g.outcome().cloned()
        );
        assert_eq!(played.evaluations.len(), g.ply() + 1);
        assert!(played.evaluations[0].is_none());
        assert!(played.evaluations.iter().skip(1).any(Option::is_some));
        assert_eq!(played.winner(), g.outcome().and_then(|o| o.winner));
    }

    fn forfeit_of(p: &PlayedGame) -> (Color, &Fault) {
        let f = p
            .forfeit
            .as_ref()
            .unwrap_or_else(|| panic!("no forfeit: {:?}", p.game.outcome()));
        (f.side, &f.fault)
    }

    #[test]
    fn a_crash_loses_and_interrupts_the_record() {
        let p = run(&bot(1), &fake("crash-on-go"), &work(1), Game::even());
        let (side, fault) = forfeit_of(&p);
        assert_eq!(side, Color::White);
        assert!(matches!(fault, Fault::Crashed(_)), "{fault:?}");
        assert_eq!(p.game.ply(), 1);
        assert_eq!(p.winner(), Some(Color::Black));
        assert_eq!(
            p.game.outcome().map(|o| o.reason.clone()),
            Some(EndReason::Interrupted)
        );
    }

    #[test]
    fn an_illegal_move_loses_as_a_foul() {
        let p = run(&fake("illegal"), &bot(1), &work(1), Game::even());
        let (side, fault) = forfeit_of(&p);
        assert_eq!(side, Color::Black);
        assert!(
            matches!(
                fault,
                Fault::IllegalMove {
                    attempted: Some(_),
                    ..
                }
            ),
            "{fault:?}"
        );
        let o = p.game.outcome().cloned().unwrap_or_else(|| panic!("over"));
        assert!(
            matches!(o.reason, EndReason::IllegalMove { attempted: Some(_) }),
            "{o:?}"
        );
        assert_eq!(o.winner, Some(Color::White));
        let m = run(&fake("malformed"), &bot(1), &work(1), Game::even());
        assert!(matches!(
            forfeit_of(&m).1,
            Fault::IllegalMove {
                attempted: None,
                ..
            }
        ));
        assert_eq!(m.winner(), Some(Color::White));
    }

    #[test]
    fn silence_without_a_clock_and_a_flag_with_one() {
        let p = run(&bot(1), &fake("hang-on-go"), &work(1), Game::even());
        assert_eq!(forfeit_of(&p), (Color::White, &Fault::Silent));
        let t0 = Instant::now();
        let p = run(&bot(1), &fake("hang-on-go"), &byoyomi(300), Game::even());
        assert_eq!(forfeit_of(&p), (Color::White, &Fault::Time));
        assert_eq!(
            p.game.outcome().map(|o| o.reason.clone()),
            Some(EndReason::Timeout)
        );
        // Seen at the flag, not at the client's later deadline.
        assert!(t0.elapsed() < Duration::from_secs(3), "{:?}", t0.elapsed());
    }

    #[test]
    fn a_resignation_is_no_fault() {
        let p = run(&fake("resign"), &bot(1), &work(1), Game::even());
        assert!(p.forfeit.is_none());
        let o = p.game.outcome().cloned().unwrap_or_else(|| panic!("over"));
        assert_eq!(
            (o.reason, o.winner),
            (EndReason::Resignation, Some(Color::White))
        );
    }

    #[test]
    fn moves_on_a_clock_carry_their_time() {
        let game = Game::even().with_move_limit(MoveLimit::Plies(6));
        let p = run(&bot(1), &bot(1), &byoyomi(400), game);
        assert!(p.forfeit.is_none(), "{:?}", p.forfeit);
        assert_eq!(p.game.ply(), 6);
        for m in p.game.moves() {
            let t = m.time.unwrap_or_else(|| panic!("no time"));
            assert!(t < Duration::from_millis(400), "{t:?}");
        }
    }

    #[test]
    fn an_answer_within_the_margin_counts_but_its_real_time_is_kept() {
        // The fake thinks 1.5 s on a 1 s byoyomi with a 1 s margin: the
        // move stands (as if made at the flag), and `longest` tells the
        // truth the record's times do not.
        let game = Game::even().with_move_limit(MoveLimit::Plies(2));
        let mut rules = byoyomi(1000);
        rules.margin = Duration::from_secs(1);
        let mut b = seat_with_grace(&fake("slow"), Duration::from_secs(2));
        let mut w = seat(&bot(1));
        let p = play(
            game,
            [&mut b, &mut w],
            [None, None],
            &rules,
            &AtomicBool::new(false),
            |_, _| {},
        );
        assert!(p.forfeit.is_none(), "{:?}", p.forfeit);
        assert_eq!(p.game.ply(), 2);
        let recorded = p.game.moves()[0].time.unwrap_or_else(|| panic!("no time"));
        assert!(recorded < Duration::from_millis(1000), "{recorded:?}");
        let [black, white] = p.longest;
        assert!(black >= Duration::from_millis(1500), "{black:?}");
        assert!(white < Duration::from_millis(1000), "{white:?}");
    }

    #[test]
    fn a_limit_for_one_side_on_a_clock() {
        // Black searches 200 nodes a move on a 30 s byoyomi: its moves come
        // at once; White thinks on the clock (level 1: quickly too).
        let game = Game::even().with_move_limit(MoveLimit::Plies(6));
        let (mut b, mut w) = (seat(&bot(8)), seat(&bot(1)));
        let limit = Limit {
            nodes: Some(200),
            depth: None,
        };
        let t0 = Instant::now();
        let p = play(
            game,
            [&mut b, &mut w],
            [Some(limit), None],
            &byoyomi(30_000),
            &AtomicBool::new(false),
            |_, _| {},
        );
        assert!(p.forfeit.is_none() && p.game.ply() == 6, "{:?}", p.forfeit);
        let black_time: Duration = p
            .game
            .moves()
            .iter()
            .step_by(2)
            .filter_map(|m| m.time)
            .sum();
        assert!(black_time < Duration::from_secs(3), "{black_time:?}");
        assert!(t0.elapsed() < Duration::from_secs(60));
    }

    #[test]
    fn an_abort_interrupts_at_once() {
        let (mut b, mut w) = (seat(&bot(8)), seat(&bot(8)));
        let abort = AtomicBool::new(true);
        let p = play(
            Game::even(),
            [&mut b, &mut w],
            [None, None],
            &byoyomi(5000),
            &abort,
            |_, _| {},
        );
        assert!(p.aborted && p.forfeit.is_none());
        assert_eq!(
            p.game.outcome().map(|o| o.reason.clone()),
            Some(EndReason::Interrupted)
        );
        assert_eq!(p.winner(), None);
    }
}
