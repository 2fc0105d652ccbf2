//! The saved-game format: a versioned RON document that a person can read.
//!
//! ```text
//! (
//!     version: 1,
//!     title: Some("Friday game"),
//!     started: Some("2026-11-20 19:00:00"),
//!     black: (name: "Alice", kind: Human),
//!     white: (name: "shogi-tui", kind: Bot(level: 3)),
//!     time_control: Some((black: "10m+30s", white: "10m+30s")),
//!     turn_seconds: Some(12.5),
//!     rules: Some(Declare27),
//!     move_limit: Some(Plies(500)),
//!     handicap: None,
//!     start_sfen: None,
//!     moves: [
//!         (usi: "7g7f", seconds: Some(3.5), comment: None),
//!         (usi: "3c3d", seconds: Some(8.0), comment: None,
//!          eval: Some((cp: Some(-42), mate: None, pv: ["2g2f", "8c8d"]))),
//!         ...
//!     ],
//!     end: Some("resign"),
//!     result: Some((winner: Some(Black), reason: "resignation",
//!                   text: "Black wins by resignation", kif: "まで41手で先手の勝ち")),
//! )
//! ```
//! Fields that may be absent in a file have serde defaults, so a person can
//! write a save by hand with only `version` and `moves`. Unknown fields are
//! passed over (serde's default), so an older build reads a newer save of
//! the same version, leaving out what it does not know.
//!
//! This program's analysis is kept per position: `start_eval` for the
//! start, a move's `eval` for the position after it. Both are left out
//! when absent, so a save without analysis reads as it did before they
//! existed. Analysis never makes a load fail on its values: a PV is cut
//! before its first move that cannot be played, and an evaluation without
//! a usable score is left out, each with a warning.

use crate::error::{Format, ParseError};
use crate::evaluation::{EvalScore, Evaluation};
use crate::formats::problem::Problem;
use crate::limits::{self, OutOfRange};
use crate::record::{
    BadMove, EndMarker, EndWord, GameInfo, GameResult, Handicap, MoveLimit, Player, PlayerKind,
    Record, RecordedMove, RuleSet, Start, Variation, start_from_position,
};
use crate::time_limit;
use crate::timestamp::Timestamp;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use shogi_core::game::{TimeControl, TimeControls};
use shogi_core::{Color, Move, Position};
use std::cell::RefCell;
use std::time::Duration;

/// The format version this program writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// The header an older save's unreadable time-control text is kept under:
/// the KIF key, as that text mostly came from a KIF `持ち時間`.
const OLD_TIME_CONTROL_KEY: &str = "持ち時間";

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SaveFile {
    pub version: u32,
    /// The game's identity (`GameInfo::id`); absent in saves of older
    /// versions and in hand-written ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub event: Option<String>,
    #[serde(default)]
    pub site: Option<String>,
    /// The CSA server of an online game (`GameInfo::server`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    #[serde(default)]
    pub started: Option<String>,
    #[serde(default)]
    pub ended: Option<String>,
    /// Both sides' time: `Some((black: "10m+30s", white: "10m+30s"))`.
    /// Older saves held the record's own text (`Some("各10分")`), still read.
    #[serde(default)]
    pub time_control: Option<SavedTimeControl>,
    /// Time spent on the unfinished turn when the game was saved.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "checked_seconds"
    )]
    pub turn_seconds: Option<f64>,
    /// Computers' seconds per move (`GameInfo::move_time`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds_per_move: Option<f64>,
    #[serde(default)]
    pub black: SavedPlayer,
    #[serde(default)]
    pub white: SavedPlayer,
    /// `Declare27`, `Declare24`, `Try` or `None`.
    #[serde(default)]
    pub rules: Option<RuleSet>,
    /// `Plies(500)` or `Off`.
    #[serde(default, deserialize_with = "checked_move_limit")]
    pub move_limit: Option<MoveLimit>,
    /// A handicap key (`lance`, `bishop`, `2-piece` …), or `None`.
    #[serde(default)]
    pub handicap: Option<String>,
    /// The start position when it is neither the standard one nor a handicap.
    #[serde(default)]
    pub start_sfen: Option<String>,
    #[serde(default)]
    pub comments: Vec<String>,
    /// Remarks for people before the first move (CSA `'`, KIF `#` lines).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remarks: Vec<String>,
    /// This program's analysis of the start position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_eval: Option<SavedEval>,
    #[serde(default)]
    pub moves: Vec<SavedMove>,
    /// A move of an imported record that could not be played, and why.
    #[serde(default)]
    pub illegal_move: Option<SavedBadMove>,
    /// How the record ends (`resign`, `checkmate`, `interrupted` …).
    #[serde(default)]
    pub end: Option<String>,
    #[serde(default, deserialize_with = "checked_seconds")]
    pub end_seconds: Option<f64>,
    /// The outcome as the game controller decided it.
    #[serde(default)]
    pub result: Option<SavedResult>,
    #[serde(default)]
    pub variations: Vec<SavedVariation>,
    /// Headers of imported records that have no field of their own.
    #[serde(default)]
    pub other_headers: Vec<(String, String)>,
}

/// The time control of a save. Each side's is written in the spelling
/// settings and the command line use (`10m+30s`, `0+30s`, `5m+10s/move`,
/// `3m`, see `TimeControl::spelling`), which a person reads at a glance
/// and which goes through the same checks as a typed one.
#[derive(Debug, Clone, PartialEq)]
pub enum SavedTimeControl {
    Sides(TimeControls),
    /// A save of an older version: the record's own text.
    Text(String),
}

/// What a save's `time_control` may hold, before it is checked.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum RawTimeControl {
    Sides { black: String, white: String },
    Text(String),
}

impl Serialize for SavedTimeControl {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            SavedTimeControl::Sides(tc) => RawTimeControl::Sides {
                black: tc.black.spelling(),
                white: tc.white.spelling(),
            },
            SavedTimeControl::Text(t) => RawTimeControl::Text(t.clone()),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for SavedTimeControl {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SavedTimeControl, D::Error> {
        let side = |what: &str, text: &str| {
            text.parse::<TimeControl>()
                .map_err(|e| D::Error::custom(format!("time_control {what} '{text}': {e}")))
        };
        match RawTimeControl::deserialize(d)? {
            RawTimeControl::Sides { black, white } => Ok(SavedTimeControl::Sides(TimeControls {
                black: side("black", &black)?,
                white: side("white", &white)?,
            })),
            RawTimeControl::Text(t) => Ok(SavedTimeControl::Text(t)),
        }
    }
}

/// A player: `(name: "Alice", kind: Human)`, `kind: Bot(level: 3)` or
/// `kind: Engine(command: "/usr/games/gpsusi")`.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedPlayer {
    #[serde(default)]
    pub name: String,
    #[serde(default = "human")]
    pub kind: PlayerKind,
}

impl Default for SavedPlayer {
    fn default() -> SavedPlayer {
        SavedPlayer {
            name: String::new(),
            kind: PlayerKind::Human,
        }
    }
}

fn human() -> PlayerKind {
    PlayerKind::Human
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedMove {
    pub usi: String,
    #[serde(default, deserialize_with = "checked_seconds")]
    pub seconds: Option<f64>,
    #[serde(default)]
    pub comment: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bookmark: Option<String>,
    /// Remarks for people after the move (CSA `'`, KIF `#` lines).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remarks: Vec<String>,
    /// This program's analysis of the position after the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval: Option<SavedEval>,
}

/// An analysis: `(cp: Some(120), mate: None, pv: ["7g7f", "3c3d"])`. The
/// score is from Black's point of view; `mate` counts plies, positive when
/// Black mates. The PV is in USI, from the position analysed. Scores are
/// read wide so that an out-of-range one is left out with a warning
/// instead of failing the load.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedEval {
    #[serde(default)]
    pub cp: Option<i64>,
    #[serde(default)]
    pub mate: Option<i64>,
    #[serde(default)]
    pub pv: Vec<String>,
    /// A `mate` that is only the length of this line (`Evaluation::line_only`);
    /// written only when true, so older saves read as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub line_only: bool,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedBadMove {
    #[serde(deserialize_with = "checked_ply")]
    pub ply: u32,
    pub text: String,
    pub reason: String,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Black,
    White,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedResult {
    pub winner: Option<Side>,
    pub reason: String,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub kif: String,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SavedVariation {
    /// Index of the variation it branches from; `None` = the main line.
    #[serde(default)]
    pub parent: Option<usize>,
    #[serde(deserialize_with = "checked_ply")]
    pub ply: u32,
    pub moves: Vec<SavedMove>,
    #[serde(default)]
    pub end: Option<String>,
    /// Time spent before the variation's end (a resignation's).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "checked_seconds"
    )]
    pub end_seconds: Option<f64>,
}

fn err(line: usize, problem: impl Into<Problem>) -> ParseError {
    ParseError::new(Format::Save, line, problem.into())
}

fn out_of_range(place: impl Into<String>, why: OutOfRange) -> ParseError {
    err(
        0,
        Problem::SavedLimit {
            place: place.into(),
            why,
        },
    )
}

// Range checks run while the file is deserialized, so that the error
// carries the line and column of the value (see `limits`). RON keeps only
// a message, so the value itself waits here for `ron_error`, which makes
// it the problem: the player is told it in their own words, not RON's.
thread_local! {
    static RANGE_FAULT: RefCell<Option<OutOfRange>> = const { RefCell::new(None) };
}

fn range_fault<E: serde::de::Error>(why: OutOfRange) -> E {
    let message = E::custom(&why);
    RANGE_FAULT.with(|f| *f.borrow_mut() = Some(why));
    message
}

fn checked_seconds<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    let secs = Option::<f64>::deserialize(d)?;
    if let Some(v) = secs {
        limits::move_time_fraction(v, &v.to_string()).map_err(range_fault::<D::Error>)?;
    }
    Ok(secs)
}

fn checked_ply<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    limits::move_number(u64::deserialize(d)?).map_err(range_fault::<D::Error>)
}

/// The CSA writer spells a limit as `$MAX_MOVES`, whose readers want at
/// least one move; `Plies(0)` would be a limit reached before the start.
fn checked_move_limit<'de, D: Deserializer<'de>>(d: D) -> Result<Option<MoveLimit>, D::Error> {
    let limit = Option::<MoveLimit>::deserialize(d)?;
    if limit == Some(MoveLimit::Plies(0)) {
        return Err(D::Error::custom(
            "move_limit Plies(0) is out of range: a limit is at least 1 move, or Off",
        ));
    }
    Ok(limit)
}

/// Only the version, read first so that a file of another version gets a
/// message about versions rather than about some field it changed.
#[derive(Deserialize)]
struct VersionProbe {
    /// 0 when absent: no version was ever 0.
    #[serde(default)]
    version: u32,
}

/// Whether `text` is a save of a format version newer than this build
/// reads.
pub fn is_newer_version(text: &str) -> bool {
    ron::from_str::<VersionProbe>(text).is_ok_and(|p| p.version > SAVE_VERSION)
}

/// Reads a saved game.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    // A fault left by an earlier read that failed otherwise is not this one's.
    RANGE_FAULT.with(|f| f.borrow_mut().take());
    let probe: VersionProbe = ron::from_str(text).map_err(ron_error)?;
    match probe.version {
        0 => {
            return Err(err(
                0,
                "no 'version' field: this is not a shogi-tui saved game",
            ));
        }
        SAVE_VERSION => {}
        v if v > SAVE_VERSION => {
            return Err(err(
                0,
                format!(
                    "saved by a newer shogi-tui (format version {v}); this version reads format {SAVE_VERSION}: please update"
                ),
            ));
        }
        v => {
            return Err(err(
                0,
                format!(
                    "format version {v} is older than any this program knows (it reads version {SAVE_VERSION})"
                ),
            ));
        }
    }
    let file: SaveFile = ron::from_str(text).map_err(ron_error)?;
    from_save(file)
}

fn ron_error(e: ron::error::SpannedError) -> ParseError {
    let fault = RANGE_FAULT.with(|f| f.borrow_mut().take());
    if let (Some(why), ron::Error::Message(_)) = (fault, &e.code) {
        let mut found = out_of_range(format!("column {}", e.span.start.col), why);
        found.line = e.span.start.line;
        return found;
    }
    let mut problem = ron_problem(&e);
    if e.code == ron::Error::ExceededRecursionLimit {
        problem += "; the file is damaged or not a shogi-tui saved game";
    }
    err(e.span.start.line, problem)
}

/// What is wrong at a RON error's place, as `column 7: …` (the line is
/// said by whoever names the file). RON's own words are kept, but for
/// its advice to programmers on nesting too deep.
pub fn ron_problem(e: &ron::error::SpannedError) -> String {
    let what = match &e.code {
        ron::Error::ExceededRecursionLimit => format!(
            "brackets nested more than {} deep",
            ron::Options::default().recursion_limit.unwrap_or(0)
        ),
        code => code.to_string(),
    };
    format!("column {}: {what}", e.span.start.col)
}

/// Writes a saved game.
pub fn write(record: &Record) -> String {
    let config = ron::ser::PrettyConfig::new()
        .depth_limit(2)
        .struct_names(false);
    // Serialising plain strings, numbers and enums cannot fail; the
    // fallback keeps the function total anyway.
    ron::ser::to_string_pretty(&to_save(record), config).unwrap_or_default() + "\n"
}

fn seconds(d: Option<Duration>) -> Option<f64> {
    d.map(|d| limits::written_time(d).as_millis() as f64 / 1000.0)
}

fn duration(s: Option<f64>, line_hint: &str) -> Result<Option<Duration>, ParseError> {
    s.map(|s| limits::move_time_fraction(s, &s.to_string()))
        .transpose()
        .map_err(|why| out_of_range(line_hint, why))
}

fn save_moves(moves: &[RecordedMove]) -> Vec<SavedMove> {
    moves
        .iter()
        .map(|m| SavedMove {
            usi: m.mv.to_usi(),
            seconds: seconds(m.time),
            comment: (!m.comments.is_empty()).then(|| m.comments.join("\n")),
            bookmark: m.bookmark.clone(),
            remarks: m.remarks.clone(),
            eval: m.analysis.as_ref().map(save_eval),
        })
        .collect()
}

fn save_eval(e: &Evaluation) -> SavedEval {
    let (cp, mate) = match e.score {
        EvalScore::Cp(n) => (Some(n.into()), None),
        EvalScore::Mate(n) => (None, Some(n.into())),
    };
    SavedEval {
        cp,
        mate,
        pv: e.pv.iter().map(|m| m.to_usi()).collect(),
        line_only: e.line_only && matches!(e.score, EvalScore::Mate(_)),
    }
}

/// What analysis a load left out or cut, for one warning each kind.
#[derive(Default)]
struct AnalysisProblems {
    /// Where an evaluation was left out, and why.
    dropped: Vec<String>,
    /// How many PVs were cut.
    cut: usize,
}

impl AnalysisProblems {
    fn warnings(self) -> Vec<String> {
        let mut out = self.dropped;
        if self.cut > 0 {
            out.push(format!(
                "{} analysis line(s) hold a move that cannot be played there; each is cut before it",
                self.cut
            ));
        }
        out
    }
}

/// The evaluation a save gives, `None` (and a note in `problems`) when its
/// score is missing or out of range. A mate wins over a centipawn score
/// given beside it, as it says more. The PV stops at its first word that
/// is not a USI move; `Record::check_analysis` cuts illegal moves later.
fn load_eval(e: SavedEval, what: &str, problems: &mut AnalysisProblems) -> Option<Evaluation> {
    let fits = |n: i64| i32::try_from(n).ok();
    let score = match (e.cp, e.mate) {
        (_, Some(m)) => fits(m).map(EvalScore::Mate),
        (Some(c), None) => fits(c).map(EvalScore::Cp),
        (None, None) => {
            problems.dropped.push(format!(
                "{what}: its eval has neither cp nor mate; it is left out"
            ));
            return None;
        }
    };
    let Some(score) = score else {
        problems.dropped.push(format!(
            "{what}: its eval's score is out of range; it is left out"
        ));
        return None;
    };
    let words = e.pv.len();
    let pv: Vec<Move> = e.pv.iter().map_while(|w| Move::from_usi(w).ok()).collect();
    problems.cut += usize::from(pv.len() < words);
    let line_only = e.line_only && matches!(score, EvalScore::Mate(_));
    Some(Evaluation {
        score,
        pv,
        line_only,
    })
}

fn load_moves(
    moves: Vec<SavedMove>,
    first: u32,
    what: &str,
    problems: &mut AnalysisProblems,
) -> Result<Vec<RecordedMove>, ParseError> {
    limits::line_length(first, moves.len()).map_err(|why| out_of_range(what, why))?;
    moves
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let hint = format!("{what} move {}", i + 1);
            let mv = Move::from_usi(&m.usi).map_err(|e| err(0, format!("{hint}: {e}")))?;
            Ok(RecordedMove {
                mv,
                time: duration(m.seconds, &hint)?,
                // The writer joins comments with '\n'; `lines()` would lose
                // an empty comment and a trailing empty one.
                comments: m
                    .comment
                    .map(|c| c.split('\n').map(str::to_string).collect())
                    .unwrap_or_default(),
                bookmark: m.bookmark,
                remarks: m.remarks,
                analysis: m.eval.and_then(|e| load_eval(e, &hint, problems)),
            })
        })
        .collect()
}

fn save_player(p: &Player) -> SavedPlayer {
    SavedPlayer {
        name: crate::escape::clean_name(&p.name),
        kind: p.kind.clone(),
    }
}

/// A saved player; the name cleaned as a record's is, since a save edited
/// by hand may hold escapes a terminal would obey.
fn load_player(p: SavedPlayer) -> Player {
    Player {
        name: crate::escape::clean_name(&p.name),
        kind: p.kind,
    }
}

fn side(c: Color) -> Side {
    match c {
        Color::Black => Side::Black,
        Color::White => Side::White,
    }
}

pub fn to_save(r: &Record) -> SaveFile {
    let (handicap, start_sfen) = match &r.start {
        Start::Even => (None, None),
        Start::Handicap(h) => (Some(h.name().to_string()), None),
        Start::Custom(p) => (None, Some(p.to_sfen())),
    };
    SaveFile {
        version: SAVE_VERSION,
        id: r.info.id.clone(),
        title: r.info.title.clone(),
        event: r.info.event.clone(),
        site: r.info.site.clone(),
        server: r.info.server.clone(),
        started: r.info.started.map(|t| t.to_string()),
        ended: r.info.ended.map(|t| t.to_string()),
        time_control: r.info.time_control.map(SavedTimeControl::Sides),
        turn_seconds: seconds(r.info.turn_time),
        seconds_per_move: seconds(r.info.move_time),
        black: save_player(&r.info.black),
        white: save_player(&r.info.white),
        rules: r.info.rules,
        move_limit: r.info.move_limit,
        handicap,
        start_sfen,
        comments: r.comments.clone(),
        remarks: r.remarks.clone(),
        start_eval: r.start_analysis.as_ref().map(save_eval),
        moves: save_moves(&r.moves),
        illegal_move: r.bad_move.as_ref().map(|b| SavedBadMove {
            ply: b.ply,
            text: b.text.clone(),
            reason: b.reason.clone(),
        }),
        end: r.end.as_ref().map(|e| e.word.key().to_string()),
        end_seconds: r.end.as_ref().and_then(|e| seconds(e.time)),
        result: r.result.as_ref().map(|res| SavedResult {
            winner: res.winner.map(side),
            reason: res.reason.clone(),
            text: res.text.clone(),
            kif: res.kif.clone(),
        }),
        variations: r
            .variations
            .iter()
            .map(|v| SavedVariation {
                parent: v.parent,
                ply: v.ply,
                moves: save_moves(&v.moves),
                end: v.end.as_ref().map(|e| e.word.key().to_string()),
                end_seconds: v.end.as_ref().and_then(|e| seconds(e.time)),
            })
            .collect(),
        other_headers: r.info.other.clone(),
    }
}

fn end_word(key: &str) -> Result<EndWord, ParseError> {
    EndWord::from_key(key).ok_or_else(|| {
        let known: Vec<_> = EndWord::ALL.iter().map(|w| w.key()).collect();
        err(
            0,
            format!("unknown end '{key}'; known: {}", known.join(", ")),
        )
    })
}

fn timestamp(field: &str, text: Option<String>) -> Result<Option<Timestamp>, ParseError> {
    text.map(|t| {
        Timestamp::parse(&t).ok_or_else(|| {
            err(
                0,
                format!("{field} '{t}' is not a date like 2026-11-20 19:00:00"),
            )
        })
    })
    .transpose()
}

pub fn from_save(f: SaveFile) -> Result<Record, ParseError> {
    let start = match (f.handicap, f.start_sfen) {
        (Some(_), Some(_)) => {
            return Err(err(0, "give either 'handicap' or 'start_sfen', not both"));
        }
        (Some(h), None) => Start::Handicap(h.parse::<Handicap>().map_err(|_| {
            let known: Vec<_> = Handicap::ALL.iter().map(|h| h.name()).collect();
            err(
                0,
                format!("unknown handicap '{h}'; known: {}", known.join(", ")),
            )
        })?),
        (None, Some(s)) => {
            let pos = Position::from_sfen(&s).map_err(|e| err(0, format!("start_sfen: {e}")))?;
            limits::start_move_number(pos.ply()).map_err(|why| out_of_range("start_sfen", why))?;
            start_from_position(pos)
        }
        (None, None) => Start::Even,
    };
    let end = match f.end {
        Some(k) => Some(EndMarker {
            word: end_word(&k)?,
            time: duration(f.end_seconds, "end")?,
        }),
        None => None,
    };
    let mut problems = AnalysisProblems::default();
    let start_analysis = f
        .start_eval
        .and_then(|e| load_eval(e, "start position", &mut problems));
    let mut variations = Vec::with_capacity(f.variations.len());
    for (i, v) in f.variations.into_iter().enumerate() {
        if v.parent.is_some_and(|p| p >= i) || v.ply == 0 {
            return Err(err(
                0,
                format!(
                    "variation {}: its parent must be an earlier variation and its ply at least 1",
                    i + 1
                ),
            ));
        }
        variations.push(Variation {
            parent: v.parent,
            ply: v.ply,
            moves: load_moves(
                v.moves,
                v.ply,
                &format!("variation {}", i + 1),
                &mut problems,
            )?,
            end: match v.end {
                Some(k) => Some(EndMarker {
                    word: end_word(&k)?,
                    time: duration(v.end_seconds, &format!("variation {} end", i + 1))?,
                }),
                None => None,
            },
        });
    }
    let mut other = f.other_headers;
    let time_control = match f.time_control {
        Some(SavedTimeControl::Sides(tc)) => Some(tc),
        // Older saves kept the record's text: read it as a KIF header would
        // be, else keep it as one.
        Some(SavedTimeControl::Text(t)) => match time_limit::parse_kif(&t) {
            Some(tc) => Some(TimeControls::even(tc)),
            None => {
                other.push((OLD_TIME_CONTROL_KEY.to_string(), t));
                None
            }
        },
        None => None,
    };
    let mut record = Record {
        info: GameInfo {
            id: f.id.filter(|id| !id.trim().is_empty()),
            title: f.title,
            event: f.event,
            site: f.site,
            server: f.server,
            started: timestamp("started", f.started)?,
            ended: timestamp("ended", f.ended)?,
            time_control,
            turn_time: duration(f.turn_seconds, "turn_seconds")?,
            move_time: duration(f.seconds_per_move, "seconds_per_move")?,
            black: load_player(f.black),
            white: load_player(f.white),
            rules: f.rules,
            move_limit: f.move_limit,
            other,
            time_as_read: Default::default(),
        },
        start,
        comments: f.comments,
        remarks: f.remarks,
        start_analysis,
        moves: load_moves(f.moves, 1, "main line", &mut problems)?,
        bad_move: f.illegal_move.map(|b| BadMove {
            mv: Move::from_usi(&b.text).ok(),
            ply: b.ply,
            line: 0,
            text: b.text,
            reason: b.reason,
            notation: None,
        }),
        end,
        result: f.result.map(|r| GameResult {
            winner: r.winner.map(|s| match s {
                Side::Black => Color::Black,
                Side::White => Color::White,
            }),
            reason: r.reason,
            text: r.text,
            kif: r.kif,
        }),
        variations,
        warnings: Vec::new(),
        encoding_as_read: Default::default(),
    };
    record.check_moves();
    problems.cut += record.check_analysis();
    record.warnings = problems.warnings().into_iter().map(Into::into).collect();
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_out_of_range_in_a_save_is_the_range_check_s_value() {
        // Found while RON reads: the value with RON's line and column.
        let text = "(\n  version: 1,\n  moves: [(usi: \"7g7f\", seconds: Some(-1.0))],\n)\n";
        let e = parse(text).unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(
            e.problem,
            Problem::SavedLimit {
                place: "column 43".into(),
                why: OutOfRange::Seconds { text: "-1".into() }
            }
        );
        // A RON error of another kind after it is RON's, not the old value.
        let e = parse("(\n  version: 1,\n  moves: [(usi: 7)],\n)\n").unwrap_err();
        assert!(matches!(e.problem, Problem::Text(_)), "{e:?}");
        // A start whose move number is past the last one a line may reach.
        let late = "(version: 1, start_sfen: Some(\"4k4/9/9/9/9/9/9/9/4K4 b - 100001\"))";
        let e = parse(late).unwrap_err();
        assert_eq!(
            e.problem,
            Problem::SavedLimit {
                place: "start_sfen".into(),
                why: OutOfRange::StartMoveNumber { ply: 100_001 }
            }
        );
    }

    #[test]
    fn a_mate_only_as_long_as_its_line_stays_so_through_a_save() {
        let mut record = Record::default();
        let mate = |line_only| Evaluation {
            score: EvalScore::Mate(45),
            pv: Vec::new(),
            line_only,
        };
        record.start_analysis = Some(mate(true));
        let text = write(&record);
        assert!(text.contains("line_only: true"), "{text}");
        let back = parse(&text).map_err(|e| e.to_string());
        assert_eq!(
            back.map(|r| r.start_analysis),
            Ok(Some(mate(true))),
            "{text}"
        );
        // An ordinary evaluation is written as before.
        record.start_analysis = Some(mate(false));
        assert!(!write(&record).contains("line_only"));
    }
}
