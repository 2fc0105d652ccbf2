//! `Game_Summary`: the game the server proposes, read in full.
//!
//! The position section is a CSA record's position and moves (`P1…P9` or
//! `PI` with removed pieces, `P+`/`P-` hands, the side to move, moves
//! already played with their times), so it is read by the CSA record
//! reader: one grammar for CSA positions and moves in the program.

use crate::game::{MoveLimit, RuleSet, Start, TimeControl, TimeControls};
use crate::kifu::{Record, escape::quote};
use crate::shogi::{ByColor, Color};
use crate::words::Said;
use std::time::Duration;
use thiserror::Error;

/// One side's clock as the server runs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServerTime {
    /// What one unit of `T` times and of the totals is.
    pub unit: Duration,
    pub total: Duration,
    pub byoyomi: Duration,
    pub increment: Duration,
    /// The least a move is charged (`Least_Time_Per_Move`).
    pub least_per_move: Duration,
    /// Whether the server rounds a move's time up to whole units
    /// (`Time_Roundup:YES`) rather than down.
    pub round_up: bool,
}

impl Default for ServerTime {
    fn default() -> ServerTime {
        ServerTime {
            unit: Duration::from_secs(1),
            total: Duration::ZERO,
            byoyomi: Duration::ZERO,
            increment: Duration::ZERO,
            least_per_move: Duration::ZERO,
            round_up: false,
        }
    }
}

impl ServerTime {
    /// The time control for records and clocks; `None` when the server
    /// gives no time at all (an untimed game) or one we cannot play, such
    /// as byoyomi and increment together.
    pub fn time_control(&self) -> Option<TimeControl> {
        TimeControl::new(self.total, self.byoyomi, self.increment).ok()
    }
}

/// The proposed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub protocol_version: Option<String>,
    pub protocol_mode: Option<String>,
    pub game_id: String,
    pub names: ByColor<String>,
    /// The side we play.
    pub your_turn: Color,
    /// The side to move after the moves already played.
    pub to_move: Color,
    pub rematch_on_draw: bool,
    /// `Max_Moves` (0 or missing: none).
    pub max_moves: MoveLimit,
    /// The impasse rule the server judges `%KACHI` by.
    pub rules: RuleSet,
    /// `Declaration:` as the server wrote it.
    pub declaration: Option<String>,
    pub time: ByColor<ServerTime>,
    /// The start and the moves already played, with their times.
    pub position: Record,
}

impl GameSummary {
    pub fn time_controls(&self) -> Option<TimeControls> {
        Some(TimeControls {
            black: self.time.black.time_control()?,
            white: self.time.white.time_control()?,
        })
    }

    pub fn start(&self) -> &Start {
        &self.position.start
    }

    pub fn opponent(&self) -> &str {
        self.names.get(self.your_turn.opponent())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SummaryError {
    // What is missing is a protocol word (Game_ID, Name+), and the
    // problems found in a line or a position stay the readers' English:
    // only a server that breaks the protocol shows them.
    #[error("{}", crate::t!("online-summary-missing", what = *.0))]
    Missing(&'static str),
    #[error("{}", crate::t!(
        "online-summary-bad-line",
        line = .line.as_str(),
        problem = .problem.as_str()
    ))]
    BadLine { line: String, problem: String },
    #[error("{}", crate::t!("online-summary-bad-position", why = .0.as_str()))]
    BadPosition(String),
    /// A position legal but no game (no kings): `MissingKings`' words.
    #[error("{}", crate::t!("online-summary-no-game", why = .0.as_str()))]
    NoGame(String),
    /// A key that says which game this is given twice, differently.
    #[error("{}", crate::t!(
        "online-summary-twice",
        key = .key.as_str(),
        first = .first.as_str(),
        second = .second.as_str()
    ))]
    Twice {
        key: String,
        first: String,
        second: String,
    },
    #[error("{}", crate::t!("online-summary-too-long", count = *.0))]
    TooLong(usize),
}

/// Summaries of resumed games carry their moves: 1000 lines is well over
/// any game a server plays.
pub const MAX_SUMMARY_LINES: usize = 1200;

/// The keys that say which game this is and who plays which side: given
/// twice with two values, the summary contradicts itself, and agreeing to
/// either would answer a game the server may not mean.
const GIVEN_ONCE: [&str; 5] = ["Game_ID", "Name+", "Name-", "Your_Turn", "To_Move"];

/// Which `BEGIN …` section a line belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Top,
    Time(Option<Color>),
    Position,
}

/// Reads the lines between `BEGIN Game_Summary` and `END Game_Summary`.
pub fn parse(lines: &[String]) -> Result<GameSummary, SummaryError> {
    if lines.len() > MAX_SUMMARY_LINES {
        return Err(SummaryError::TooLong(MAX_SUMMARY_LINES));
    }
    let mut section = Section::Top;
    let mut fields = Fields::default();
    let mut position = String::new();
    for raw in lines {
        let line = raw.trim_end_matches('\r');
        let bad = |problem: &str| SummaryError::BadLine {
            line: quote(line, 80),
            problem: problem.to_string(),
        };
        match (section, line) {
            (Section::Top, "BEGIN Time") => section = Section::Time(None),
            (Section::Top, "BEGIN Time+") => section = Section::Time(Some(Color::Black)),
            (Section::Top, "BEGIN Time-") => section = Section::Time(Some(Color::White)),
            (Section::Top, "BEGIN Position") => section = Section::Position,
            (Section::Time(None), "END Time")
            | (Section::Time(Some(Color::Black)), "END Time+")
            | (Section::Time(Some(Color::White)), "END Time-") => section = Section::Top,
            (Section::Position, "END Position") => section = Section::Top,
            (Section::Position, _) => {
                position.push_str(line);
                position.push('\n');
            }
            (Section::Top, "") => {}
            (Section::Top, _) => {
                fields.given_once(line)?;
                fields.top(line).map_err(|p| bad(&p))?
            }
            (Section::Time(side), _) => fields.time(side, line).map_err(|p| bad(&p))?,
        }
    }
    if section != Section::Top {
        return Err(SummaryError::Missing(
            "end of a section (END Time / END Position)",
        ));
    }
    fields.finish(&position)
}

#[derive(Default)]
struct Fields {
    protocol_version: Option<String>,
    protocol_mode: Option<String>,
    game_id: Option<String>,
    black: Option<String>,
    white: Option<String>,
    your_turn: Option<Color>,
    to_move: Option<Color>,
    rematch_on_draw: bool,
    max_moves: Option<u32>,
    declaration: Option<String>,
    /// The common section, then the sides' own: a side's own value wins.
    common: TimeFields,
    sides: [TimeFields; 2],
    /// The `GIVEN_ONCE` keys met so far, with their values.
    given: Vec<(String, String)>,
}

#[derive(Default, Clone, Copy)]
struct TimeFields {
    unit: Option<Duration>,
    total: Option<u64>,
    byoyomi: Option<u64>,
    increment: Option<u64>,
    least: Option<u64>,
    round_up: Option<bool>,
}

fn side(text: &str) -> Result<Color, String> {
    match text {
        "+" => Ok(Color::Black),
        "-" => Ok(Color::White),
        _ => Err("expected + or -".into()),
    }
}

fn number(text: &str) -> Result<u64, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err("expected a whole number".into());
    }
    text.parse()
        .map_err(|_| "the number is too large".to_string())
}

fn yes_no(text: &str) -> Result<bool, String> {
    match text {
        "YES" => Ok(true),
        "NO" => Ok(false),
        _ => Err("expected YES or NO".into()),
    }
}

/// `1sec`, `1min`, `100msec`.
fn time_unit(text: &str) -> Result<Duration, String> {
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (n, unit) = text.split_at(split);
    let n = if n.is_empty() { 1 } else { number(n)? };
    let one = match unit {
        "msec" => Duration::from_millis(1),
        "sec" => Duration::from_secs(1),
        "min" => Duration::from_secs(60),
        _ => return Err("expected a unit like 1sec, 1min or 100msec".into()),
    };
    if n == 0 || n > 3600 {
        return Err("the time unit is out of range".into());
    }
    Ok(one * n as u32)
}

impl Fields {
    /// Refuses a `GIVEN_ONCE` key given again with another value.
    fn given_once(&mut self, line: &str) -> Result<(), SummaryError> {
        let Some((key, value)) = line.split_once(':') else {
            return Ok(());
        };
        if !GIVEN_ONCE.contains(&key) {
            return Ok(());
        }
        match self.given.iter().find(|(k, _)| k == key) {
            Some((_, first)) if first != value => Err(SummaryError::Twice {
                key: key.to_string(),
                first: quote(first, 40),
                second: quote(value, 40),
            }),
            Some(_) => Ok(()),
            None => {
                self.given.push((key.to_string(), value.to_string()));
                Ok(())
            }
        }
    }

    fn top(&mut self, line: &str) -> Result<(), String> {
        let Some((key, value)) = line.split_once(':') else {
            return Err("expected Key:value".into());
        };
        match key {
            "Protocol_Version" => self.protocol_version = Some(value.into()),
            "Protocol_Mode" => self.protocol_mode = Some(value.into()),
            "Game_ID" => self.game_id = Some(value.into()),
            "Name+" => self.black = Some(value.into()),
            "Name-" => self.white = Some(value.into()),
            "Your_Turn" => self.your_turn = Some(side(value)?),
            "To_Move" => self.to_move = Some(side(value)?),
            "Rematch_On_Draw" => self.rematch_on_draw = yes_no(value)?,
            "Max_Moves" => {
                self.max_moves = Some(u32::try_from(number(value)?).map_err(|_| "too large")?)
            }
            "Declaration" => self.declaration = Some(value.into()),
            // Said by the spec and by shogi-server, and nothing for us to act
            // on; other keys are servers' own additions, passed over.
            _ => {}
        }
        Ok(())
    }

    fn time(&mut self, side: Option<Color>, line: &str) -> Result<(), String> {
        let Some((key, value)) = line.split_once(':') else {
            return Err("expected Key:value".into());
        };
        let f = match side {
            None => &mut self.common,
            Some(c) => &mut self.sides[c as usize],
        };
        match key {
            "Time_Unit" => f.unit = Some(time_unit(value)?),
            "Total_Time" => f.total = Some(number(value)?),
            "Byoyomi" => f.byoyomi = Some(number(value)?),
            "Increment" => f.increment = Some(number(value)?),
            "Least_Time_Per_Move" => f.least = Some(number(value)?),
            "Time_Roundup" => f.round_up = Some(yes_no(value)?),
            // `Remaining_Time±`, `Last_Move`, `Current_Turn` of a resumed
            // game are told again by the moves' own times.
            _ => {}
        }
        Ok(())
    }

    fn server_time(&self, c: Color) -> Result<ServerTime, SummaryError> {
        let own = &self.sides[c as usize];
        let common = &self.common;
        let unit = own.unit.or(common.unit).unwrap_or(Duration::from_secs(1));
        let units = |n: Option<u64>| -> Result<Duration, SummaryError> {
            let n = n.unwrap_or(0);
            let secs = unit.as_secs_f64() * n as f64;
            if secs > crate::game::time_control::MAX_TIME.as_secs_f64() {
                return Err(SummaryError::BadLine {
                    line: format!("{n} units of time"),
                    problem: "longer than a day".into(),
                });
            }
            Ok(unit * n as u32)
        };
        Ok(ServerTime {
            unit,
            total: units(own.total.or(common.total))?,
            byoyomi: units(own.byoyomi.or(common.byoyomi))?,
            increment: units(own.increment.or(common.increment))?,
            least_per_move: units(own.least.or(common.least))?,
            round_up: own.round_up.or(common.round_up).unwrap_or(false),
        })
    }

    fn finish(self, position: &str) -> Result<GameSummary, SummaryError> {
        let game_id = self
            .game_id
            .clone()
            .ok_or(SummaryError::Missing("Game_ID"))?;
        let black = self.black.clone().ok_or(SummaryError::Missing("Name+"))?;
        let white = self.white.clone().ok_or(SummaryError::Missing("Name-"))?;
        let your_turn = self.your_turn.ok_or(SummaryError::Missing("Your_Turn"))?;
        if position.trim().is_empty() {
            return Err(SummaryError::Missing("position"));
        }
        let record =
            crate::kifu::csa::parse(position).map_err(|e| SummaryError::BadPosition(e.said()))?;
        if let Some(bad) = &record.bad_move {
            return Err(SummaryError::BadPosition(format!(
                "move {}: {}: {}",
                bad.ply, bad.text, bad.reason
            )));
        }
        if record.end.is_some() {
            return Err(SummaryError::BadPosition(
                "it holds the end of a game".into(),
            ));
        }
        if let Some(missing) = crate::game::missing_kings(&record.start.position()) {
            return Err(SummaryError::NoGame(crate::i18n::rules::Shown::shown(
                &missing,
            )));
        }
        let to_move = record.side_to_move_at_end();
        if let Some(said) = self.to_move
            && record.moves.is_empty()
            && said != to_move
        {
            return Err(SummaryError::BadPosition(format!(
                "To_Move says {said} is to move, the position says {to_move}"
            )));
        }
        Ok(GameSummary {
            time: ByColor::new(
                self.server_time(Color::Black)?,
                self.server_time(Color::White)?,
            ),
            protocol_version: self.protocol_version,
            protocol_mode: self.protocol_mode,
            game_id,
            names: ByColor::new(black, white),
            your_turn,
            to_move,
            rematch_on_draw: self.rematch_on_draw,
            max_moves: match self.max_moves {
                None | Some(0) => MoveLimit::Off,
                Some(n) => MoveLimit::Plies(n),
            },
            // `Declaration:Jishogi 1.1` (or none) is the CSA rule of
            // computer shogi: the 27-point declaration.
            rules: RuleSet::Declare27,
            declaration: self.declaration,
            position: record,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Handicap;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(str::to_string).collect()
    }

    /// As the protocol's specification shows it, for an even game.
    const EVEN: &str = "Protocol_Version:1.2
Protocol_Mode:Server
Format:Shogi 1.0
Declaration:Jishogi 1.1
Game_ID:20261123-test-1
Name+:alice
Name-:bob
Your_Turn:-
Rematch_On_Draw:NO
To_Move:+
Max_Moves:256
BEGIN Time
Time_Unit:1sec
Total_Time:600
Byoyomi:10
Least_Time_Per_Move:1
END Time
BEGIN Position
P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
P2 * -HI *  *  *  *  * -KA * 
P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
P4 *  *  *  *  *  *  *  *  * 
P5 *  *  *  *  *  *  *  *  * 
P6 *  *  *  *  *  *  *  *  * 
P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
P8 * +KA *  *  *  *  * +HI * 
P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
P+
P-
+
END Position";

    #[test]
    fn an_even_game_is_read_whole() {
        let s = parse(&lines(EVEN)).unwrap();
        assert_eq!(s.game_id, "20261123-test-1");
        assert_eq!(s.names.black, "alice");
        assert_eq!(s.opponent(), "alice");
        assert_eq!(s.your_turn, Color::White);
        assert_eq!(s.to_move, Color::Black);
        assert_eq!(s.max_moves, MoveLimit::Plies(256));
        assert_eq!(s.start(), &Start::Even);
        assert!(s.position.moves.is_empty());
        let t = s.time.white;
        assert_eq!(t.total, Duration::from_secs(600));
        assert_eq!(t.byoyomi, Duration::from_secs(10));
        assert_eq!(t.least_per_move, Duration::from_secs(1));
        assert_eq!(
            s.time_controls().unwrap().black,
            TimeControl::new(
                Duration::from_secs(600),
                Duration::from_secs(10),
                Duration::ZERO
            )
            .unwrap()
        );
    }

    #[test]
    fn a_handicap_and_moves_already_played_with_their_times() {
        let text = "Game_ID:hc\nName+:u\nName-:k\nYour_Turn:+\nTo_Move:+\n\
BEGIN Time\nTime_Unit:1min\nTotal_Time:15\nIncrement:1\nTime_Roundup:YES\nEND Time\n\
BEGIN Position\nPI82HI22KA\n-\n-3334FU,T2\n+7776FU,T1\nEND Position";
        let s = parse(&lines(text)).unwrap();
        assert_eq!(s.start(), &Start::Handicap(Handicap::TwoPiece));
        assert_eq!(s.position.moves.len(), 2);
        assert_eq!(s.position.moves[0].mv.to_usi(), "3c3d");
        assert_eq!(s.position.moves[0].time, Some(Duration::from_secs(2)));
        assert_eq!(s.to_move, Color::White);
        assert_eq!(s.time.black.total, Duration::from_secs(900));
        assert_eq!(s.time.black.increment, Duration::from_secs(60));
        assert!(s.time.black.round_up);
    }

    #[test]
    fn each_side_may_have_its_own_time() {
        let text = "Game_ID:g\nName+:a\nName-:b\nYour_Turn:+\n\
BEGIN Time+\nTime_Unit:1sec\nTotal_Time:300\nEND Time+\n\
BEGIN Time-\nTime_Unit:1sec\nTotal_Time:60\nByoyomi:5\nEND Time-\n\
BEGIN Position\nPI\n+\nEND Position";
        let s = parse(&lines(text)).unwrap();
        assert_eq!(s.time.black.total, Duration::from_secs(300));
        assert_eq!(s.time.black.byoyomi, Duration::ZERO);
        assert_eq!(s.time.white.total, Duration::from_secs(60));
        assert_eq!(s.time.white.byoyomi, Duration::from_secs(5));
        assert!(!s.time_controls().unwrap().is_even());
    }

    #[test]
    fn broken_summaries_say_what_is_wrong() {
        let no_id = EVEN.replace("Game_ID:20261123-test-1\n", "");
        assert_eq!(parse(&lines(&no_id)), Err(SummaryError::Missing("Game_ID")));
        let bad_turn = EVEN.replace("Your_Turn:-", "Your_Turn:x");
        assert!(matches!(
            parse(&lines(&bad_turn)),
            Err(SummaryError::BadLine { .. })
        ));
        let bad_unit = EVEN.replace("1sec", "1fortnight");
        assert!(matches!(
            parse(&lines(&bad_unit)),
            Err(SummaryError::BadLine { .. })
        ));
        let open = EVEN.replace("END Position", "");
        assert!(matches!(
            parse(&lines(&open)),
            Err(SummaryError::Missing(_))
        ));
        let illegal = EVEN.replace("+\nEND", "+\n+5554FU,T1\nEND");
        assert!(matches!(
            parse(&lines(&illegal)),
            Err(SummaryError::BadPosition(_))
        ));
    }

    #[test]
    fn a_key_of_the_games_identity_given_twice_is_named() {
        let twice = EVEN.replace("Game_ID:20261123-test-1", "Game_ID:g1\nGame_ID:g2");
        assert_eq!(
            parse(&lines(&twice)),
            Err(SummaryError::Twice {
                key: "Game_ID".into(),
                first: "g1".into(),
                second: "g2".into()
            })
        );
        let said = parse(&lines(&twice)).unwrap_err().to_string();
        assert!(said.contains("Game_ID") && said.contains("'g1'") && said.contains("'g2'"));
        let sides = EVEN.replace("Your_Turn:-", "Your_Turn:-\nYour_Turn:+");
        assert!(matches!(
            parse(&lines(&sides)),
            Err(SummaryError::Twice { .. })
        ));
        // The same line again says nothing new.
        let again = EVEN.replace("Name+:alice", "Name+:alice\nName+:alice");
        assert!(parse(&lines(&again)).is_ok());
    }

    #[test]
    fn a_position_without_both_kings_is_no_game() {
        for (position, sides) in [
            ("PI51OU59OU\n+", "☗ Black and ☖ White"),
            ("PI59OU\n+", "☗ Black"),
            ("PI51OU\n+", "☖ White"),
        ] {
            let text = format!(
                "Game_ID:g\nName+:a\nName-:b\nYour_Turn:+\n\
BEGIN Position\n{position}\nEND Position"
            );
            let err = parse(&lines(&text)).unwrap_err();
            assert!(matches!(err, SummaryError::NoGame(_)), "{err:?}");
            let said = err.to_string();
            assert!(said.contains("a game needs both kings"), "{said}");
            assert!(said.contains(sides), "{said}");
        }
    }
}
