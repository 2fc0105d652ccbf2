//! Who plays each side, as the game page knows it: the names to show,
//! how long a computer may think, and what the computers are doing.
//!
//! The computers themselves (bot threads, engine processes) belong to the
//! app (`tui::computers`), which starts, asks, polls and stops them. The
//! page only hears from them: what a computer decided or how it failed
//! (`computers::SeatEvent`, through `GameScreen::on_seat_event`) and what
//! they are busy with (`computers::Activity`, through
//! `GameScreen::computers_now`). So a page test can play a game against a
//! "computer" by feeding it events.

use super::state::touches_board;
use super::state::{GameScreen, SeatAsk, Selection};
use crate::bot::{Level, Score};
use crate::computer::{ComputerError, ComputerSettings};
use crate::game::{DeclareError, Game, PlayError, PlayerKind, Players, RuleSet};
use crate::i18n::rules::Shown;
use crate::shogi::Color;
use crate::t;
use crate::tui::action::Action;
use crate::tui::computers::{Activity, SeatEvent};
use crate::tui::pages::game::command::GameCommand;
use crate::tui::widgets::status::{Message, StatusSlot};
use crate::usi::cmdline::program_name;
use crate::usi::{EngineError, EngineMove};
use crate::words::Said;
use std::time::Duration;

pub use super::state::Seats;

/// Time per move when none is chosen. The low levels stop at a fixed
/// depth well within it; the high ones use all of it.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);

/// The shortest and longest time per move a player may choose.
const MOVE_TIME_RANGE: (f64, f64) = (0.1, 3600.0);

/// Spinner frames, one per tick while a computer works.
const SPINNER: [char; 10] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/// `--seconds` and the menu's time choice: seconds per move, fractions allowed.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let (lo, hi) = MOVE_TIME_RANGE;
    let bad = || {
        t!(
            "game-bad-move-time",
            text = text,
            lo = lo.to_string(),
            hi = hi.to_string()
        )
    };
    let s: f64 = text.trim().parse().map_err(|_| bad())?;
    if !(lo..=hi).contains(&s) {
        return Err(bad());
    }
    Ok(Duration::from_secs_f64(s))
}

impl Seats {
    pub fn new(players: &Players, rules: RuleSet) -> Seats {
        // Weak levels choose among near-best moves; a new seed each game
        // keeps them from repeating the same game.
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Seats {
            names: Color::ALL.map(|c| seat_name(&players.get(c).kind)),
            settings: ComputerSettings {
                rules,
                seed,
                ..ComputerSettings::default()
            },
            move_time: None,
            fault: None,
            activity: Activity::default(),
        }
    }

    /// The name of whoever plays `side`, e.g. "Bot 3 (Apprentice)".
    pub fn name(&self, side: Color) -> &str {
        self.names.get(side.index()).map_or("", String::as_str)
    }

    pub(super) fn set_name(&mut self, side: Color, name: String) {
        if let Some(n) = self.names.get_mut(side.index()) {
            *n = name;
        }
    }

    pub(super) fn set_activity(&mut self, activity: Activity) {
        self.activity = activity;
    }

    /// What the computers are doing, for the status bar: a spinner with
    /// the search's depth and score, or that an engine is starting.
    pub fn note(&self, game: &Game) -> Option<String> {
        let a = &self.activity;
        let spin = SPINNER.get(a.frame % SPINNER.len()).copied().unwrap_or('*');
        if let Some((side, progress)) = &a.thinking {
            let mut text = t!(
                "game-seat-thinking",
                spin = spin.to_string(),
                name = self.name(*side)
            );
            if let Some(p) = progress {
                if let Some(d) = p.depth {
                    text.push_str(&t!("game-seat-depth", depth = d));
                }
                if let Some(s) = p.score {
                    let score = score_text(s, p.line_only);
                    text.push_str(&t!("game-seat-score", score = score));
                }
            }
            return Some(text);
        }
        if game.is_over() {
            return None;
        }
        if !a.starting.is_empty() {
            let names: Vec<&str> = a.starting.iter().map(|&c| self.name(c)).collect();
            let names = match names.as_slice() {
                [one] => one.to_string(),
                [first, second] => t!("game-seat-both", first = *first, second = *second),
                _ => names.join(", "),
            };
            return Some(t!(
                "game-seat-starting",
                spin = spin.to_string(),
                names = names
            ));
        }
        let mover = game.side_to_move();
        (!game.players().get(mover).is_human())
            .then(|| t!("game-seat-to-move", name = self.name(mover)))
    }
}

/// How a player is called before its computer says otherwise.
pub(super) fn seat_name(kind: &PlayerKind) -> String {
    match kind {
        PlayerKind::Human => t!("game-player-human"),
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) => t!("game-seat-bot", number = l.number(), name = l.said()),
            None => t!("game-player-bot-level", level = *level),
        },
        PlayerKind::Engine { command } => program_name(command),
    }
}

/// A score as a player reads it: "+35", "mate in 3", "mated in 2"; a
/// mate only as long as the solver's line (`line_only`) is not given as
/// the mate's length: "mate (line of 45)".
fn score_text(s: Score, line_only: bool) -> String {
    match (s, line_only) {
        (Score::Cp(v), _) => format!("{v:+}"),
        (Score::Mate(n), false) if n > 0 => t!("game-seat-mate-in", count = n),
        (Score::Mate(n), false) => t!("game-seat-mated-in", count = -n),
        (Score::Mate(n), true) if n > 0 => t!("game-seat-mate-line", count = n),
        (Score::Mate(n), true) => t!("game-seat-mated-line", count = -n),
    }
}

impl GameScreen {
    /// Whether `side` is played by a computer (the bot or an engine).
    pub fn is_computer(&self, side: Color) -> bool {
        !self.game.players().get(side).is_human()
    }

    /// What the computers are busy with, told by the app each time it has
    /// brought them in line with the game. A computer's failure stays in
    /// view only while the game it ended is over.
    pub fn computers_now(&mut self, activity: Activity) {
        // A computer's time runs only while it searches: not while it
        // starts, waits for the player's word, or sits out the pause that
        // lets a person follow two computers.
        let mover = self.game.side_to_move();
        let searching = matches!(activity.thinking, Some((side, _)) if side == mover);
        let held = match &self.online {
            // The server's clock runs from its START whoever sits here.
            Some(_) => self.online_clock_held(),
            None => self.is_computer(mover) && !searching,
        };
        self.hold_clock(held);
        self.seats.set_activity(activity);
        if !self.game.is_over() {
            self.seats.fault = None;
        }
    }

    /// True (with a word to the player) when `action` would touch the
    /// board while a computer is to move.
    pub(super) fn waits_for_computer(&mut self, action: &Action) -> bool {
        let mover = self.game.side_to_move();
        if self.game.is_over() || !self.is_computer(mover) {
            return false;
        }
        let both = self.is_computer(mover.opponent());
        // With no person in the game there is no one to resign for.
        if !(touches_board(action) || (both && action.is_page(GameCommand::Resign))) {
            return false;
        }
        // The person's next move may be made ahead (`premove.rs`); only
        // a declaration is for the person's own turn.
        if self.premover().is_some() && !action.is_page(GameCommand::Declare) {
            return false;
        }
        let name = self.seats.name(mover);
        let text = if both {
            t!("game-computers-playing", name = name)
        } else {
            t!("game-computer-to-move", name = name)
        };
        self.selection = Selection::None;
        self.message = Some(Message::Info(text));
        true
    }

    /// What a computer did, handed over by the app that runs it: a move
    /// (or resignation, or declaration) is played through the controller,
    /// a failure ends the game or asks the player what to do.
    pub fn on_seat_event(&mut self, event: SeatEvent) {
        match event {
            SeatEvent::Ready { side, name } => {
                // An engine goes by its own name (`id name`), in the
                // records too. The bot keeps its seat's name, which is in
                // the player's language ("ボット8（最強）"), where the
                // computer's own is English.
                if matches!(
                    self.game.players().get(side).kind,
                    PlayerKind::Engine { .. }
                ) {
                    self.game.players_mut().get_mut(side).name = name.clone();
                    self.seats.set_name(side, name);
                }
            }
            SeatEvent::Decided { side, answer } => self.computer_decided(side, answer),
            SeatEvent::Failed {
                side,
                error,
                starting,
            } => self.computer_failed(side, &error, starting),
        }
    }

    fn computer_decided(&mut self, side: Color, answer: EngineMove) {
        if self.game.is_over() || self.game.side_to_move() != side {
            return;
        }
        let name = self.seats.name(side).to_string();
        match answer {
            EngineMove::Move(mv) => match self.apply_move(mv) {
                Ok(_) | Err(PlayError::Over(_)) => {}
                // The engine client and the bot check their moves, so
                // this is a bug somewhere; the controller has the last word.
                Err(PlayError::Illegal(reason)) => {
                    let error = ComputerError::Engine(EngineError::IllegalMove { mv, reason });
                    self.computer_failed(side, &error, false);
                }
            },
            EngineMove::Resign => {
                if self.game.resign(side).is_ok() {
                    self.message.say(Some(Message::Info(t!(
                        "game-computer-resigns",
                        name = name
                    ))));
                }
            }
            // Only with time left, as for a person: a declaration after the
            // flag fell is a loss on time.
            EngineMove::DeclareWin if self.lose_if_out_of_time().is_err() => {}
            EngineMove::DeclareWin => match self.game.declare(self.clocks.now()) {
                Ok(_) | Err(DeclareError::Over(_)) => {
                    self.message.say(Some(Message::Info(t!(
                        "game-computer-declares",
                        name = name
                    ))));
                }
                Err(DeclareError::NotAvailable(rules)) => {
                    // Declaring where the rules do not allow it is a foul.
                    let _ = self.game.end_with_illegal_move(None);
                    let why = t!(
                        "game-computer-declared-foul",
                        name = name,
                        rules = rules.shown()
                    );
                    self.seats.fault = Some(why.clone());
                    self.message.say(Some(Message::Notice(why)));
                }
            },
        }
        self.after_change();
    }

    /// A computer failed. A foul on its move (out of time, an illegal or
    /// malformed move) ends the game the way the rules decide; any other
    /// failure (it would not start, it died, it broke the protocol) is no
    /// move of shogi, so the game stays unfinished and the player chooses:
    /// try again, or someone else plays that side.
    fn computer_failed(&mut self, side: Color, error: &ComputerError, starting: bool) {
        let on_move = !starting && self.game.side_to_move() == side;
        let text = format!("{}: {}", self.seats.name(side), error.said());
        // An already finished game keeps its result.
        let _ = match error {
            ComputerError::Engine(EngineError::Timeout { .. }) if on_move => {
                self.game.lose_on_time(side)
            }
            ComputerError::Engine(EngineError::IllegalMove { mv, reason }) if on_move => {
                self.game.end_with_illegal_move(Some((*mv, reason.clone())))
            }
            ComputerError::Engine(EngineError::MalformedMove { .. }) if on_move => {
                self.game.end_with_illegal_move(None)
            }
            _ => {
                // The app holds the computer while the player is asked.
                self.seats.fault = Some(text.clone());
                self.message.say(Some(Message::Notice(text.clone())));
                self.ask_about_seat(SeatAsk::Failed { side, why: text });
                return;
            }
        };
        self.seats.fault = Some(text.clone());
        self.message.say(Some(Message::Notice(text)));
        self.after_change();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::Progress;

    #[test]
    fn seconds_may_be_fractions_within_range() {
        assert_eq!(parse_seconds("1"), Ok(Duration::from_secs(1)));
        assert_eq!(parse_seconds(" 0.5 "), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "fast", "1e9", "NaN"] {
            let e = parse_seconds(bad).unwrap_err();
            assert!(e.contains("give seconds from 0.1 to 3600"), "{bad}: {e}");
        }
    }

    #[test]
    fn scores_read_as_a_player_would() {
        assert_eq!(score_text(Score::Cp(35), false), "+35");
        assert_eq!(score_text(Score::Cp(-120), false), "-120");
        assert_eq!(score_text(Score::Mate(3), false), "mate in 3");
        assert_eq!(score_text(Score::Mate(-2), false), "mated in 2");
        assert_eq!(
            score_text(Score::Mate(45), true),
            "mate (line of 45 plies, not proven shortest)"
        );
        assert_eq!(
            score_text(Score::Mate(-45), true),
            "mated (line of 45 plies, not proven shortest)"
        );
    }

    #[test]
    fn seats_name_their_players() {
        let players = Players::new(
            crate::game::Player::human("Black"),
            crate::game::Player::engine("White", "'/opt/my engines/gps usi' --threads 1"),
        );
        let s = Seats::new(&players, RuleSet::default());
        assert_eq!(s.name(Color::Black), "human");
        assert_eq!(s.name(Color::White), "gps usi");
        let bots = Players::new(
            crate::game::Player::bot("Black", 1),
            crate::game::Player::bot("White", 8),
        );
        let s = Seats::new(&bots, RuleSet::default());
        assert_eq!(s.name(Color::Black), "Bot 1 (Beginner)");
        assert_eq!(s.name(Color::White), "Bot 8 (Strongest)");
        let ja = crate::i18n::in_lang(crate::i18n::Lang::Ja, || {
            Seats::new(&bots, RuleSet::default())
                .name(Color::Black)
                .to_string()
        });
        assert_eq!(ja, "ボット1（入門）");
    }

    #[test]
    fn the_note_says_what_the_computers_do() {
        let game = Game::even().with_players(Players::new(
            crate::game::Player::human("Me"),
            crate::game::Player::bot("It", 3),
        ));
        let mut s = Seats::new(game.players(), RuleSet::default());
        assert_eq!(s.note(&game), None, "a person is to move");
        s.set_activity(Activity {
            starting: vec![Color::White],
            frame: 1,
            ..Activity::default()
        });
        assert_eq!(
            s.note(&game).as_deref(),
            Some("⠙ starting Bot 3 (Apprentice)…")
        );
        s.set_activity(Activity {
            thinking: Some((
                Color::White,
                Some(Progress {
                    depth: Some(5),
                    score: Some(Score::Mate(-2)),
                    pv: Vec::new(),
                    line_only: false,
                }),
            )),
            starting: Vec::new(),
            frame: 10,
        });
        assert_eq!(
            s.note(&game).as_deref(),
            Some("⠋ Bot 3 (Apprentice) thinking… depth 5 score mated in 2")
        );
    }
}
