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

use crate::bot::{Level, Score};
use crate::computer::ComputerSettings;
use crate::game::{Game, PlayerKind, Players, RuleSet};
use crate::shogi::Color;
use crate::t;
use crate::tui::computers::Activity;
use crate::usi::cmdline::program_name;
use crate::words::Said;
use std::time::Duration;

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

#[derive(Clone, Debug)]
pub struct Seats {
    /// For the status bar, by `Color::index`; an engine's own name once
    /// it has given it.
    names: [String; 2],
    /// What computers are started with (hash size, seed, engine options);
    /// the app reads it when it starts them.
    pub settings: ComputerSettings,
    /// Time per move for every computer; `None` = `DEFAULT_MOVE_TIME`.
    pub move_time: Option<Duration>,
    /// Why a computer failed, kept on screen while the game is over.
    pub fault: Option<String>,
    /// What the computers were doing when the app last looked.
    activity: Activity,
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
