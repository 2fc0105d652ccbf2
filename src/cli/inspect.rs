//! `shogi-tui inspect [--sfen SFEN | --handicap NAME] [--moves "USI ..."]
//! [--rules declare27|declare24|try|none] [--move-limit N|off] [--declare] [--json]`
//!
//! Replays moves through the game controller and reports the position, the
//! moves in Japanese and Western notation, the impasse tally and the outcome.
//! `report_text` and `report_json` take any `Game`, so a record read from a
//! file can be reported the same way.

use super::{Failure, messages, write_stdout};
use crate::game::{
    Declaration, DeclareError, Game, Handicap, ImpasseTally, MoveLimit, Outcome, ReplayError,
    RuleSet, Start, UnknownHandicap, UsiListError, parse_usi_moves, replay,
};
use crate::game::{TimeControl, TimeControls};
use crate::i18n::rules::{Shown, ShownIn};
use crate::kifu::evaluation::{EvalScore, Evaluation, read_comments};
use crate::kifu::kif_write::end_line;
use crate::kifu::{FileKind, GameInfo, RecordError, bod, escape_controls, load_game, read_record};
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Color, FromSfenError, Position, SideTally};
use crate::t;
use crate::tui::widgets::fit::padded;
use crate::words::Said;
use crate::words::load_notes::notes_said;
use clap::Args;
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;
use std::time::Duration;
use thiserror::Error;
use unicode_width::UnicodeWidthStr;

#[derive(Args, Debug)]
pub struct InspectArgs {
    /// A record file to replay instead of the flags below (.ron .kif .kifu
    /// .ki2 .csa .usi .sfen .bod); its own start, moves, rules and end are used.
    #[arg(value_name = "RECORD", conflicts_with_all = ["sfen", "handicap", "moves", "rules", "move_limit"])]
    pub record: Option<std::path::PathBuf>,
    /// Start from this position (SFEN) instead of the even start.
    #[arg(long, value_name = "SFEN", conflicts_with = "handicap")]
    pub sfen: Option<String>,
    /// Start from a handicap: lance, right-lance, bishop, rook, rook-lance,
    /// 2-piece, 4-piece, 6-piece, 8-piece or 10-piece (White moves first).
    #[arg(long, value_name = "NAME")]
    pub handicap: Option<String>,
    /// Moves to play from the start, in USI, separated by spaces.
    #[arg(long, value_name = "USI ...")]
    pub moves: Option<String>,
    /// Impasse rule: declare27, declare24, try or none.
    #[arg(long, value_name = "RULES", default_value = "declare27")]
    pub rules: String,
    /// Draw the game after N moves (extended while checks continue), or off.
    #[arg(
        long = "move-limit",
        value_name = "N|off",
        default_value = "500",
        allow_hyphen_values = true
    )]
    pub move_limit: String,
    /// After the moves, the side to move declares impasse.
    #[arg(long)]
    pub declare: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Print only the link that opens the final position on lishogi's
    /// analysis board.
    #[arg(long, conflicts_with = "json")]
    pub link: bool,
}

/// Why `inspect` could not build the game it was asked about.
#[derive(Debug, Error)]
pub enum InspectError {
    #[error("bad SFEN: {0}")]
    BadSfen(#[from] FromSfenError),
    #[error(transparent)]
    UnknownHandicap(#[from] UnknownHandicap),
    #[error(transparent)]
    Rules(#[from] crate::game::UnknownRuleSet),
    #[error(transparent)]
    MoveLimit(#[from] crate::game::BadMoveLimit),
    #[error(transparent)]
    Usi(#[from] UsiListError),
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error("cannot declare: {0}")]
    Declare(#[from] DeclareError),
    #[error("bad SFEN: {0}")]
    MoveNumber(String),
}

impl InspectError {
    /// Errors about one move are reported as `ply N: <move>: <reason>`
    /// alone; the others are prefixed with the command's name. In the
    /// run's language (the `Display` above is the English).
    fn message(&self) -> String {
        let said = match self {
            InspectError::Usi(e) => return messages::usi_list_error(e),
            InspectError::Replay(e) => return messages::replay_error(e),
            InspectError::BadSfen(e) => messages::bad_sfen(e),
            InspectError::UnknownHandicap(e) => messages::unknown_handicap(e),
            InspectError::Rules(e) => messages::unknown_rules(e),
            InspectError::MoveLimit(e) => messages::bad_move_limit(e),
            InspectError::Declare(e) => t!("cli-cannot-declare", why = messages::declare_error(e)),
            InspectError::MoveNumber(why) => t!("cli-bad-sfen", why = why),
        };
        format!("shogi-tui inspect: {said}")
    }
}

/// The game the flags describe, moves played and any declaration made.
pub fn game_from_args(args: &InspectArgs) -> Result<Game, InspectError> {
    let start = match (&args.sfen, &args.handicap) {
        (Some(sfen), _) => {
            let start = Start::from_sfen(sfen)?;
            // Records refuse such a start too; its moves would be numbered
            // past every limit (and past the end of a u32).
            let ply = start.position().ply();
            crate::kifu::limits::start_move_number(ply).map_err(|_| {
                InspectError::MoveNumber(t!(
                    "cli-start-move-number",
                    number = ply,
                    max = crate::kifu::limits::MAX_PLY
                ))
            })?;
            start
        }
        (None, Some(name)) => Start::Handicap(name.parse::<Handicap>()?),
        (None, None) => Start::Even,
    };
    let rules: RuleSet = args.rules.parse()?;
    let limit: MoveLimit = args.move_limit.parse()?;
    let moves = parse_usi_moves(args.moves.as_deref().unwrap_or(""))?;
    let mut game = replay(
        Game::new(start).with_rules(rules).with_move_limit(limit),
        moves,
    )?;
    if args.declare {
        game.declare()?;
    }
    Ok(game)
}

/// A record file replayed: the game, the record's facts that are not in
/// the game (headers such as the time control), and notes for the player.
pub struct FromRecord {
    pub game: Game,
    pub info: GameInfo,
    /// What the reader had to assume (no start position, another format
    /// than the name says): said on stderr, as warnings are.
    pub warnings: Vec<String>,
    /// What the report says about the game (an illegal move, an end the
    /// rules do not bear out).
    pub notes: Vec<String>,
    pub end: StatedEnd,
    /// Each main-line move's comment lines, as the record keeps them.
    pub comments: Vec<Vec<String>>,
    /// The evaluation of each position of the main line (`Record::evaluations`).
    pub evals: Vec<Option<Evaluation>>,
    /// The record's variations (変化), each with its own moves.
    variations: Vec<VariationReport>,
}

/// The ending a record states, beside the outcome made of it.
#[derive(Clone, Debug, Default)]
pub struct StatedEnd {
    /// The end word as the record writes it (`%TORYO`, `投了`).
    pub word: Option<String>,
    /// Whether the final position is checkmate, whatever the word says.
    pub final_position_checkmate: bool,
    /// The time spent before the end (a resignation's `T20`).
    pub time: Option<Duration>,
    /// Each side's thinking time, `[black, white]`, the end's included.
    pub time_used: Option<[Duration; 2]>,
}

/// The game a record file describes, and notes for the player (an illegal
/// move, an unconfirmed end). With `declare`, the side to move then
/// declares impasse when the game still goes on and the rules allow it;
/// otherwise a note says why not.
pub fn game_from_record(path: &std::path::Path, declare: bool) -> Result<FromRecord, RecordError> {
    let loaded = load_game(read_record(path)?);
    let warnings: Vec<String> = loaded.record.warnings.iter().map(Said::said).collect();
    // `notes` begins with the reader's warnings, which go apart.
    let mut notes = notes_said(&loaded.notes()).split_off(warnings.len());
    let format = FileKind::from_path(path)?.format();
    let end = StatedEnd {
        word: loaded.record.end.as_ref().and_then(|e| {
            e.word
                .written(format, loaded.record.side_to_move_at_end())
                .map(str::to_string)
        }),
        final_position_checkmate: loaded.final_position_checkmate(),
        time: loaded.record.end.as_ref().and_then(|e| e.time),
        time_used: loaded.record.time_used(),
    };
    let comments = loaded
        .record
        .moves
        .iter()
        .map(|m| m.comments.clone())
        .collect();
    let evals = loaded.record.evaluations(&loaded.game);
    let variations = variation_reports(&loaded);
    let mut game = loaded.game;
    if declare && let Err(e) = game.declare() {
        notes.push(t!("cli-cannot-declare", why = messages::declare_error(&e)));
    }
    Ok(FromRecord {
        game,
        info: loaded.record.info,
        warnings,
        notes,
        end,
        comments,
        evals,
        variations,
    })
}

/// Each variation's own moves (from its branch on), notated from the
/// positions of its line. The reader keeps only playable variations, so
/// one that cannot be replayed is a bug of ours: it is left out.
fn variation_reports(loaded: &crate::kifu::Loaded) -> Vec<VariationReport> {
    let record = &loaded.record;
    (0..record.variations.len())
        .filter_map(|index| {
            let game = loaded.variation_game(index)?.ok()?;
            let v = &record.variations[index];
            let comments: Vec<Vec<String>> = record
                .variation_line(index)
                .iter()
                .map(|m| m.comments.clone())
                .collect();
            let mut moves = move_reports(&game, &comments, &[]);
            moves.drain(..(v.ply as usize).saturating_sub(1).min(moves.len()));
            Some(VariationReport {
                index,
                parent: v.parent,
                ply: v.ply,
                moves,
            })
        })
        .collect()
}

pub fn run(args: &InspectArgs) -> ExitCode {
    let (game, info, notes, end, comments, evals, variations) = match &args.record {
        Some(path) => match game_from_record(path, args.declare) {
            Ok(r) => {
                let mut err = std::io::stderr().lock();
                for w in &r.warnings {
                    let warning = t!("cli-warning", text = escape_controls(w));
                    let _ = writeln!(err, "shogi-tui inspect: {warning}");
                }
                (
                    r.game,
                    Some(r.info),
                    r.notes,
                    Some(r.end),
                    r.comments,
                    r.evals,
                    r.variations,
                )
            }
            Err(e) => return Failure::of_record(&e).report("inspect"),
        },
        None => match game_from_args(args) {
            Ok(g) => (
                g,
                None,
                Vec::new(),
                None,
                Vec::new(),
                Vec::new(),
                Vec::new(),
            ),
            Err(e) => {
                // Move errors stand alone (`ply N: <move>: <reason>`).
                let message = e.message();
                let _ = writeln!(std::io::stderr().lock(), "{}", escape_controls(&message));
                return ExitCode::from(2);
            }
        },
    };
    let text = if args.link {
        crate::share::link::analysis_link(game.position())
    } else if args.json {
        // Standard output holds the one JSON object; notes go to stderr.
        let mut err = std::io::stderr().lock();
        for note in &notes {
            let _ = writeln!(err, "shogi-tui inspect: {}", escape_controls(note));
        }
        let record = RecordParts {
            comments: &comments,
            evals: &evals,
            variations: &variations,
        };
        report_json(&game, info.as_ref(), end.as_ref(), &record)
    } else {
        let mut text = report_text(&game, info.as_ref(), end.as_ref());
        for note in notes {
            // Notes quote the record (a move as written, a comment).
            let note = t!("cli-inspect-record-note", note = escape_controls(&note));
            let _ = write!(text, "\n{note}");
        }
        text
    };
    write_stdout("inspect", |out| writeln!(out, "{text}"))
}

// --- JSON ------------------------------------------------------------------

#[derive(Serialize)]
struct Report {
    sfen: String,
    ply: usize,
    side_to_move: &'static str,
    in_check: bool,
    legal_moves: u64,
    repetitions: usize,
    players: PlayersReport,
    time_control: Option<TimeControlReport>,
    moves: Vec<MoveReport>,
    tally: TallyReport,
    outcome: Option<OutcomeReport>,
    /// The end word as the record writes it; null without one.
    end: Option<String>,
    /// Time spent before the end (a resignation's), as `seconds` of a
    /// move; null when unknown.
    end_seconds: Option<f64>,
    /// Each side's thinking time over the record, the end's included;
    /// null when the record gives no time.
    time_used: Option<TimeUsedReport>,
    final_position_checkmate: bool,
    /// The record's variations (変化); empty without any.
    variations: Vec<VariationReport>,
}

/// A variation: the move it replaces (`ply`, 1 = the first move) in its
/// parent line (`parent`: null for the main line, else another
/// variation's `index`), and its own moves.
#[derive(Clone, Serialize)]
struct VariationReport {
    index: usize,
    parent: Option<usize>,
    ply: u32,
    moves: Vec<MoveReport>,
}

/// What a record adds to the game for the report: its moves' comment
/// lines, its evaluations and its variations (all empty for moves given
/// as flags).
pub struct RecordParts<'a> {
    comments: &'a [Vec<String>],
    evals: &'a [Option<Evaluation>],
    variations: &'a [VariationReport],
}

#[derive(Clone, Serialize)]
struct MoveReport {
    usi: String,
    japanese: String,
    western: String,
    /// Time the mover spent, to the millisecond; null when unknown.
    seconds: Option<f64>,
    /// The move's comment lines that are not engine output, joined with
    /// newlines; null without any.
    comment: Option<String>,
    /// The evaluation of the position after the move: the record's
    /// analysis, else an engine's the comment carries; null without one.
    eval: Option<EvalReport>,
}

/// `{"cp": N, "pv": [usi…]}` or `{"mate": N, "pv": [usi…]}`, from Black's
/// point of view, about the position after the move.
#[derive(Clone, Serialize)]
struct EvalReport {
    #[serde(flatten)]
    score: ScoreReport,
    pv: Vec<String>,
}

#[derive(Clone, Serialize)]
#[serde(rename_all = "lowercase")]
enum ScoreReport {
    Cp(i32),
    Mate(i32),
}

fn eval_report(e: &Evaluation, after: &Position) -> EvalReport {
    EvalReport {
        score: match e.score {
            EvalScore::Cp(n) => ScoreReport::Cp(n),
            EvalScore::Mate(n) => ScoreReport::Mate(n),
        },
        pv: e.pv_texts(after, None, |_, m, _| m.to_usi()),
    }
}

/// Seconds each side thought, as `seconds` of a move.
#[derive(Serialize)]
struct TimeUsedReport {
    black: f64,
    white: f64,
}

#[derive(Serialize)]
struct PlayersReport {
    black: PlayerReport,
    white: PlayerReport,
}

#[derive(Serialize)]
struct PlayerReport {
    /// Null when the record names no one.
    name: Option<String>,
}

/// One side's time in seconds.
#[derive(Serialize)]
struct ClockReport {
    main: u64,
    byoyomi: u64,
    increment: u64,
}

/// The common form when both sides have the same time, else each side's:
/// a reader of the usual game needs no per-side lookup.
#[derive(Serialize)]
#[serde(untagged)]
enum TimeControlReport {
    Even(ClockReport),
    Sides {
        black: ClockReport,
        white: ClockReport,
    },
}

#[derive(Serialize)]
struct SideReport {
    points: u32,
    zone_points: u32,
    pieces_in_zone: u32,
    king_in_zone: bool,
    in_check: bool,
}

#[derive(Serialize)]
struct PerSide {
    black: &'static str,
    white: &'static str,
}

#[derive(Serialize)]
struct TallyReport {
    black: SideReport,
    white: SideReport,
    both_kings_in_zone: bool,
    agreement24: &'static str,
    amateur27: &'static str,
    declare27: PerSide,
    declare24: PerSide,
}

#[derive(Serialize)]
struct OutcomeReport {
    winner: Option<&'static str>,
    reason: &'static str,
    text: String,
    kif: String,
}

const fn color_code(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// A tally verdict: the winner's colour or "draw".
fn verdict_code(winner: Option<Color>) -> &'static str {
    winner.map_or("draw", color_code)
}

fn side_report(t: &SideTally) -> SideReport {
    SideReport {
        points: t.points,
        zone_points: t.zone_points,
        pieces_in_zone: t.pieces_in_zone,
        king_in_zone: t.king_in_zone,
        in_check: t.in_check,
    }
}

fn per_side(f: impl Fn(Color) -> Declaration) -> PerSide {
    PerSide {
        black: f(Color::Black).name(),
        white: f(Color::White).name(),
    }
}

fn tally_report(t: &ImpasseTally) -> TallyReport {
    TallyReport {
        black: side_report(&t.sides.black),
        white: side_report(&t.sides.white),
        both_kings_in_zone: t.both_kings_in_zone,
        agreement24: verdict_code(t.agreement24),
        amateur27: verdict_code(t.amateur27),
        declare27: per_side(|c| t.declare27(c)),
        declare24: per_side(|c| t.declare24(c)),
    }
}

fn clock_report(tc: &TimeControl) -> ClockReport {
    ClockReport {
        main: tc.main.as_secs(),
        byoyomi: tc.byoyomi.as_secs(),
        increment: tc.increment.as_secs(),
    }
}

fn time_control_report(tc: &TimeControls) -> TimeControlReport {
    if tc.is_even() {
        TimeControlReport::Even(clock_report(&tc.black))
    } else {
        TimeControlReport::Sides {
            black: clock_report(&tc.black),
            white: clock_report(&tc.white),
        }
    }
}

/// A name, `None` when there is none to show.
fn player_name(game: &Game, side: Color) -> Option<String> {
    let name = &game.players().get(side).name;
    (!name.trim().is_empty()).then(|| name.clone())
}

/// Seconds to the millisecond, as saves keep them.
fn seconds(d: Duration) -> f64 {
    d.as_millis() as f64 / 1000.0
}

/// Each move with its notations, from the position before it, the
/// person's part of its comment lines (`comments`, one entry per move) and
/// the evaluation after it (`evals`, entry `k` after `k` moves).
fn move_reports(
    game: &Game,
    comments: &[Vec<String>],
    evals: &[Option<Evaluation>],
) -> Vec<MoveReport> {
    let mut previous_to = None;
    let mut out = Vec::with_capacity(game.ply());
    for (i, m) in game.moves().iter().enumerate() {
        let (Some(before), Some(after)) = (game.view(i), game.view(i + 1)) else {
            break;
        };
        let lines = comments.get(i).map_or(&[][..], Vec::as_slice);
        let said = read_comments(lines, after, Some(m.mv.to()));
        out.push(MoveReport {
            usi: m.mv.to_usi(),
            japanese: japanese(before, m.mv, previous_to),
            western: western(before, m.mv),
            seconds: m.time.map(seconds),
            comment: said.joined(),
            eval: evals
                .get(i + 1)
                .and_then(Option::as_ref)
                .map(|e| eval_report(e, after)),
        });
        previous_to = Some(m.mv.to());
    }
    out
}

fn outcome_report(o: &Outcome, handicap: bool) -> OutcomeReport {
    OutcomeReport {
        winner: o.winner.map(color_code),
        reason: o.reason.code(),
        text: o.text(),
        kif: end_line(o, handicap),
    }
}

/// The report as one JSON object (the keys `inspect --json` promises).
/// `info` is the record's, when the game was read from one.
pub fn report_json(
    game: &Game,
    info: Option<&GameInfo>,
    end: Option<&StatedEnd>,
    record: &RecordParts,
) -> String {
    let pos = game.position();
    let report = Report {
        sfen: pos.to_sfen(),
        ply: game.ply(),
        side_to_move: color_code(pos.side_to_move()),
        in_check: pos.in_check(),
        legal_moves: pos.legal_move_count(),
        repetitions: game.repetitions(),
        players: PlayersReport {
            black: PlayerReport {
                name: player_name(game, Color::Black),
            },
            white: PlayerReport {
                name: player_name(game, Color::White),
            },
        },
        time_control: info
            .and_then(|i| i.time_control.as_ref())
            .map(time_control_report),
        moves: move_reports(game, record.comments, record.evals),
        tally: tally_report(&game.tally()),
        outcome: game
            .outcome()
            .map(|o| outcome_report(o, game.is_handicap())),
        end: end.and_then(|e| e.word.clone()),
        end_seconds: end.and_then(|e| e.time).map(seconds),
        time_used: end
            .and_then(|e| e.time_used)
            .map(|[black, white]| TimeUsedReport {
                black: seconds(black),
                white: seconds(white),
            }),
        final_position_checkmate: pos.in_check() && !pos.has_legal_move(),
        variations: record.variations.to_vec(),
    };
    // Plain structs of strings, numbers and booleans always serialize.
    serde_json::to_string(&report).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

// --- text --------------------------------------------------------------------

fn yes_no(b: bool) -> String {
    if b { t!("cli-yes") } else { t!("cli-no") }
}

/// A cell of the tally's table: short, to fit its five columns.
fn has(b: bool) -> String {
    if b {
        t!("cli-tally-yes")
    } else {
        t!("cli-tally-no")
    }
}

fn declaration_verb(d: Declaration) -> String {
    match d {
        Declaration::Win => t!("cli-inspect-would-win"),
        Declaration::Draw => t!("cli-inspect-would-draw"),
        Declaration::Loss => t!("cli-inspect-would-lose"),
    }
}

fn winner_words(winner: Option<Color>, handicap: bool) -> String {
    match winner {
        Some(c) => t!("cli-player-wins", player = c.shown_in(handicap)),
        None => t!("cli-draw"),
    }
}

/// Spaces and `text` to `width` columns (kanji take two), as
/// `padded` pads on the right.
fn pad_left(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(text.width())))
}

/// Seconds as the report writes them after a move or an end: `  12.5s`.
fn seconds_text(s: f64) -> String {
    format!("  {}", t!("cli-seconds", seconds = s.to_string()))
}

/// The report for a reader: players and clock (for a record), board,
/// moves, state, tally and outcome.
pub fn report_text(game: &Game, info: Option<&GameInfo>, end: Option<&StatedEnd>) -> String {
    let pos = game.position();
    let mut out = String::new();
    let to_move = pos.side_to_move();
    let after = match game.handicap() {
        Some(h) => t!(
            "cli-inspect-after-handicap",
            moves = game.ply(),
            side = to_move.shown_in(true),
            handicap = messages::handicap(h)
        ),
        None => t!(
            "cli-inspect-after",
            moves = game.ply(),
            side = to_move.shown()
        ),
    };
    let _ = writeln!(out, "{after}");
    if let Some(info) = info {
        let name = |side| {
            player_name(game, side).map_or("-".to_string(), |n| escape_controls(&n).into_owned())
        };
        let players = t!(
            "cli-inspect-players",
            first = Color::Black.shown_in(game.is_handicap()),
            second = Color::White.shown_in(game.is_handicap()),
            black = name(Color::Black),
            white = name(Color::White)
        );
        let _ = writeln!(out, "{players}");
        let clock = info
            .time_control
            .as_ref()
            .map_or_else(|| t!("cli-none"), |tc| tc.shown());
        let _ = writeln!(out, "{}", t!("cli-inspect-time-control", clock = clock));
    }
    out.push_str(&bod::write(pos, game.is_handicap()));
    let _ = writeln!(out, "SFEN: {}", pos.to_sfen());
    let moves = move_reports(game, &[], &[]);
    if moves.is_empty() {
        let _ = writeln!(out, "{}", t!("cli-inspect-moves-none"));
    } else {
        let _ = writeln!(out, "{}", t!("cli-inspect-moves"));
        for (i, m) in moves.iter().enumerate() {
            let time = m.seconds.map(seconds_text).unwrap_or_default();
            let _ = writeln!(
                out,
                "{:>4} {}  ({}, {}){time}",
                i + 1,
                m.japanese,
                m.western,
                m.usi
            );
        }
    }
    let check = if pos.in_check() {
        t!(
            "cli-inspect-in-check",
            side = to_move.shown_in(game.is_handicap())
        )
    } else {
        t!("cli-inspect-not-in-check")
    };
    let _ = writeln!(out, "{}", t!("cli-inspect-check", check = check));
    let _ = writeln!(
        out,
        "{}",
        t!("cli-inspect-repetitions", count = game.repetitions())
    );
    let _ = writeln!(
        out,
        "{}",
        t!("cli-inspect-legal-moves", count = pos.legal_move_count())
    );
    out.push_str(&tally_text(&game.tally(), game.is_handicap()));
    let limit = match game.move_limit() {
        MoveLimit::Off => t!("cli-inspect-no-move-limit"),
        MoveLimit::Plies(n) => n.to_string(),
    };
    let _ = writeln!(
        out,
        "{}",
        t!(
            "cli-inspect-rules",
            rules = messages::rules(game.rules()),
            limit = limit
        )
    );
    match game.outcome() {
        Some(o) => {
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "cli-inspect-outcome",
                    outcome = crate::i18n::rules::outcome::outcome_sentence(o, game.is_handicap())
                )
            );
            let _ = writeln!(out, "KIF: {}", end_line(o, game.is_handicap()));
        }
        None => {
            let _ = writeln!(out, "{}", t!("cli-inspect-outcome-none"));
        }
    }
    if let Some(end) = end {
        let word = match (end.word.as_deref(), game.outcome()) {
            (Some(word), _) => escape_controls(word).into_owned(),
            // The record states none (a `.usi` line): the outcome above
            // is the rules' alone, and says so rather than seem missing.
            (None, Some(o)) => t!(
                "cli-inspect-end-unwritten",
                outcome = crate::i18n::rules::outcome::outcome_sentence(o, game.is_handicap())
            ),
            (None, None) => t!("cli-none"),
        };
        let time = end
            .time
            .map(|t| seconds_text(seconds(t)))
            .unwrap_or_default();
        let _ = writeln!(out, "{}{time}", t!("cli-inspect-end", end = word));
        if let Some([black, white]) = end.time_used {
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "cli-inspect-time-used",
                    first = Color::Black.shown_in(game.is_handicap()),
                    second = Color::White.shown_in(game.is_handicap()),
                    black = crate::kifu::limits::clock(black.as_secs()),
                    white = crate::kifu::limits::clock(white.as_secs())
                )
            );
        }
        if end.final_position_checkmate {
            let _ = writeln!(out, "{}", t!("cli-inspect-final-checkmate"));
        }
    }
    // `run` adds the final newline.
    out.truncate(out.trim_end().len());
    out
}

fn tally_text(t: &ImpasseTally, handicap: bool) -> String {
    // Labels take 20 columns after two spaces, then a space, and each
    // side's cell 5, right-aligned, two apart.
    let mut out = format!(
        "{}{}  {}\n",
        padded(&t!("cli-tally-title"), 23),
        pad_left(&Color::Black.shown_in(handicap), 5),
        pad_left(&Color::White.shown_in(handicap), 5)
    );
    type Cell = fn(&SideTally) -> String;
    let rows: [(String, Cell); 5] = [
        (t!("cli-tally-points"), |s| s.points.to_string()),
        (t!("cli-tally-zone-points"), |s| s.zone_points.to_string()),
        (t!("cli-tally-pieces-in-zone"), |s| {
            s.pieces_in_zone.to_string()
        }),
        (t!("cli-tally-king-in-zone"), |s| has(s.king_in_zone)),
        (t!("cli-tally-in-check"), |s| has(s.in_check)),
    ];
    for (label, cell) in rows {
        let _ = writeln!(
            out,
            "  {} {}  {}",
            padded(&label, 20),
            pad_left(&cell(&t.sides.black), 5),
            pad_left(&cell(&t.sides.white), 5)
        );
    }
    let _ = writeln!(
        out,
        "  {}",
        t!(
            "cli-tally-agreement24",
            verdict = winner_words(t.agreement24, handicap),
            both = yes_no(t.both_kings_in_zone)
        )
    );
    let _ = writeln!(
        out,
        "  {}",
        t!(
            "cli-tally-amateur27",
            verdict = winner_words(t.amateur27, handicap)
        )
    );
    for (rule, f) in [
        (
            t!("cli-tally-declare27"),
            ImpasseTally::declare27 as fn(&ImpasseTally, Color) -> Declaration,
        ),
        (t!("cli-tally-declare24"), ImpasseTally::declare24),
    ] {
        let _ = writeln!(
            out,
            "  {}",
            t!(
                "cli-tally-declaration",
                rule = rule,
                first = Color::Black.shown_in(handicap),
                second = Color::White.shown_in(handicap),
                black = declaration_verb(f(t, Color::Black)),
                white = declaration_verb(f(t, Color::White))
            )
        );
    }
    out
}
