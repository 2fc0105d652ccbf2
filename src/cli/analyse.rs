//! `shogi-tui analyse FILE [--seconds S | --nodes N] [--engine PLAYER]
//! [--json] [--write OUT [--force]]`: an engine's evaluation of every
//! position of a record, each move judged (?!, ?, ??), and a summary per
//! player.
//!
//! Progress goes to stderr (a bar on a terminal, a line per position
//! otherwise), the report to stdout. An engine that fails part way
//! leaves what it did: that is reported and written, with exit status 1.

use super::{Failure, say_error, write_stdout};
use crate::analysis::{
    Analysis, AnalysisEvent, AnalysisSettings, Judgement, Line, Weighing, judge_line,
};
use crate::game::{Game, PlayerKind};
use crate::i18n::rules::Shown;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::kifu::files::record_bytes;
use crate::kifu::{FileKind, Loaded, Output, escape_controls, open_record};
use crate::shogi::notation::japanese;
use crate::shogi::{Color, Move, Position, Square};
use crate::t;
use crate::tui::pages::game::seats::parse_seconds;
use crate::tui::setup::PlayerSpec;
use crate::words::Said;
use crate::words::engine::eval_in_words;
use crate::words::load_notes::notes_said;
use clap::{ArgGroup, Args};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use unicode_width::UnicodeWidthStr;

/// Time per position without `--seconds` or `--nodes`: a 120-move game
/// takes about a minute on two cores (a move that is not the engine's own
/// gets a second search, as long, to weigh it), and the built-in engine
/// sees the tactics that decide most amateur games in that time.
pub const DEFAULT_SECONDS: f64 = 0.5;

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("limit").args(["seconds", "nodes"])))]
pub struct AnalyseArgs {
    /// The records (.ron .kif .kifu .ki2 .csa .usi .sfen .bod) and folders of
    /// them; one record gets a table of its moves, several a summary.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Seconds per position, fractions allowed [default: 0.5].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub seconds: Option<Duration>,
    /// Nodes per position instead of a time: the machine's speed and load
    /// then hardly matter (only which of the two searches takes which
    /// position does).
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u64>(1, u64::MAX), allow_hyphen_values = true)]
    pub nodes: Option<u64>,
    /// Who analyses: bot (the built-in engine, always at full strength)
    /// or "usi:COMMAND" for an external USI engine.
    #[arg(long, value_name = "PLAYER", default_value = "bot", value_parser = analysing_player)]
    pub engine: PlayerSpec,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Also write the record with the analysis as engine comments, in
    /// OUT's format (.kif .kifu .ki2 .csa .ron); never over the record
    /// analysed.
    #[arg(long, value_name = "OUT")]
    pub write: Option<PathBuf>,
    /// Replace the --write file if it exists.
    #[arg(long, requires = "write")]
    pub force: bool,
    /// Write every record analysed into DIR, and analysis.json (a
    /// stopped batch goes on from it: records analysed there are not
    /// analysed again).
    #[arg(long, value_name = "DIR", conflicts_with = "write")]
    pub write_dir: Option<PathBuf>,
    /// Cores to use [default: all].
    #[arg(long, value_name = "N", value_parser = super::whole_number::<usize>(1, 64), allow_hyphen_values = true)]
    pub threads: Option<usize>,
}

/// `--engine`: the spelling of `play`'s players, but not a human.
fn analysing_player(text: &str) -> Result<PlayerSpec, String> {
    let spec = text
        .parse::<PlayerSpec>()
        .and_then(PlayerSpec::checked)
        .map_err(|e| e.to_string())?;
    match spec.0 {
        PlayerKind::Human => Err(t!("cli-analyse-human")),
        _ => Ok(spec),
    }
}

/// The record of a run over one record; `None` for a batch (several
/// records, a folder, `--write-dir`), which `analyse_batch` runs.
pub fn single(args: &AnalyseArgs) -> Option<&std::path::Path> {
    match args.files.as_slice() {
        [one] if !one.is_dir() && args.write_dir.is_none() => Some(one),
        _ => None,
    }
}

/// Analyses `single`, the one record `args` name (`single(args)`).
pub fn run(args: &AnalyseArgs, single: &std::path::Path) -> ExitCode {
    if args.write.is_some() && args.files.len() > 1 {
        return Failure::BadInput(t!("series-analyse-write-one")).report("analyse");
    }
    let output = args
        .write
        .as_deref()
        .map(|out| Output::new(out, args.force));
    if let Some(out) = &output
        && let Err(f) = check_output(out, single)
    {
        return f.report("analyse");
    }
    let loaded = match open_record(single) {
        Ok(l) => l,
        Err(e) => return Failure::of_record(&e).report("analyse"),
    };
    for note in notes_said(&loaded.notes()) {
        say_error("analyse", &format!("{}: {note}", single.display()));
    }
    let mut record = loaded.record_to_write();
    if let Some(out) = &args.write
        && let Err(e) = record_bytes(out, &record)
    {
        return Failure::of_record(&e).report("analyse");
    }
    let settings = settings_of(args);
    let mut progress = Progress::new(loaded.game.ply() + 1);
    let found = analyse(&loaded.game, &settings, &mut || progress.one_more());
    progress.done();
    let evals = &found.evals;
    let moves: Vec<Move> = loaded.game.moves().iter().map(|m| m.mv).collect();
    let judgements = judge_line(Line {
        first: loaded.game.start_position().side_to_move(),
        moves: &moves,
        evals,
        weighings: &found.weighings,
    });
    let text = if args.json {
        json(&loaded.game, &found, &judgements)
    } else {
        table(&loaded, evals, &judgements)
    };
    let code = write_stdout("analyse", |out| writeln!(out, "{text}"));
    if code != ExitCode::SUCCESS {
        return code;
    }
    if let Some(out) = &output {
        record.set_evaluations(&loaded.game, evals);
        if let Err(e) = out.write_record(&record) {
            return Failure::of_record(&e).report("analyse");
        }
    }
    match found.failure {
        Some(why) => Failure::Io(why).report("analyse"),
        None => ExitCode::SUCCESS,
    }
}

/// The analysis the flags ask for.
pub(super) fn settings_of(args: &AnalyseArgs) -> AnalysisSettings {
    let defaults = AnalysisSettings::default();
    AnalysisSettings {
        engine: args.engine.0.clone(),
        time: match (args.seconds, args.nodes) {
            (None, Some(_)) => None,
            (s, _) => Some(s.unwrap_or(Duration::from_secs_f64(DEFAULT_SECONDS))),
        },
        nodes: args.nodes,
        workers: args.threads.unwrap_or_else(crate::bot::all_cores),
        ..defaults
    }
}

/// Refuses, before a long analysis, an output that cannot hold it or
/// must not be written (`Output::check`): the original record stays as
/// it was, for the record writers keep what this program reads, which is
/// not every byte of every file.
fn check_output(out: &Output, input: &Path) -> Result<(), Failure> {
    let kind = FileKind::from_path(out.path).map_err(|e| Failure::of_record(&e))?;
    if matches!(kind, FileKind::Usi | FileKind::Sfen) {
        return Err(Failure::BadInput(t!(
            "cli-analyse-no-comments",
            path = out.path.display().to_string()
        )));
    }
    out.check(&[input]).map_err(|e| Failure::of_record(&e))
}

/// What the analysis of a game's line found.
pub(super) struct Found {
    /// One entry per position (0 = the start).
    pub evals: Vec<Option<Evaluation>>,
    /// `weighings[k]`: move `k + 1` weighed in the position before it.
    pub weighings: Vec<Option<Weighing>>,
    /// Why the analysis stopped early, if it did.
    pub failure: Option<String>,
}

/// Every position of the game's line analysed; `one_more` is told of
/// each position done.
pub(super) fn analyse(
    game: &Game,
    settings: &AnalysisSettings,
    one_more: &mut dyn FnMut(),
) -> Found {
    let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
    let plies: Vec<usize> = (0..=moves.len()).collect();
    let mut found = Found {
        evals: vec![None; plies.len()],
        weighings: vec![None; plies.len()],
        failure: None,
    };
    let analysis = Analysis::start(game.start_position(), &moves, &plies, settings);
    while let Some(event) = analysis.next() {
        match event {
            AnalysisEvent::Evaluated { ply, eval } => {
                if let Some(slot) = found.evals.get_mut(ply) {
                    *slot = eval;
                }
                one_more();
            }
            AnalysisEvent::Weighed { ply, weighing } => {
                if let Some(slot) = found.weighings.get_mut(ply) {
                    *slot = Some(weighing);
                }
            }
            AnalysisEvent::Failed(e) => found.failure = Some(e.said()),
            AnalysisEvent::Finished => break,
        }
    }
    found
}

/// Progress on stderr: a bar on a terminal, else a line per position.
pub(super) enum Progress {
    Bar(ProgressBar),
    Lines { done: usize, total: usize },
}

impl Progress {
    pub(super) fn new(total: usize) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress::Lines { done: 0, total };
        }
        let bar = ProgressBar::new(total as u64);
        // indicatif's placeholders go in as they are, where the language
        // puts them.
        let template = t!(
            "cli-analyse-bar",
            bar = "{bar:30}",
            pos = "{pos}",
            len = "{len}",
            eta = "{eta}"
        );
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        Progress::Bar(bar)
    }

    pub(super) fn one_more(&mut self) {
        match self {
            Progress::Bar(bar) => bar.inc(1),
            Progress::Lines { done, total } => {
                *done += 1;
                let line = t!("cli-analyse-progress", done = *done, total = *total);
                let _ = writeln!(std::io::stderr().lock(), "{line}");
            }
        }
    }

    pub(super) fn done(&self) {
        if let Progress::Bar(bar) = self {
            bar.finish_and_clear();
        }
    }
}

// --- The table ---------------------------------------------------------

/// One line per move: ply, move, the evaluation after it, the engine's
/// move before it, the mark; then each player's summary.
fn table(
    loaded: &Loaded,
    evals: &[Option<Evaluation>],
    judgements: &[Option<Judgement>],
) -> String {
    let game = &loaded.game;
    let mut rows = vec![[
        t!("cli-analyse-column-ply"),
        t!("cli-analyse-column-move"),
        t!("cli-analyse-column-eval"),
        t!("cli-analyse-column-best"),
        t!("cli-analyse-column-mark"),
    ]];
    let mut previous_to: Option<Square> = None;
    for (i, m) in game.moves().iter().enumerate() {
        let Some(before) = game.view(i) else { break };
        let best = evals
            .get(i)
            .and_then(Option::as_ref)
            .and_then(|e| e.pv.first())
            .filter(|&&b| before.check_move(b).is_ok())
            .map_or_else(|| "-".to_string(), |&b| japanese(before, b, previous_to));
        rows.push([
            (i + 1).to_string(),
            japanese(before, m.mv, previous_to),
            evals
                .get(i + 1)
                .and_then(Option::as_ref)
                .map_or_else(|| "-".to_string(), |e| eval_in_words(e, game.is_handicap())),
            best,
            mark_of(judgements, i).unwrap_or("").to_string(),
        ]);
        previous_to = Some(m.mv.to());
    }
    let mut widths = [0; 5];
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.width());
        }
    }
    let mut out = String::new();
    for row in &rows {
        let mut line = String::new();
        for (k, (cell, w)) in row.iter().zip(widths).enumerate() {
            let pad = " ".repeat(w - cell.width());
            // The ply is a number: right-aligned.
            if k == 0 {
                let _ = write!(line, "{pad}{cell}  ");
            } else {
                let _ = write!(line, "{cell}{pad}  ");
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let summary = crate::analysis::summary_of(judgements);
    out.push('\n');
    for side in [Color::Black, Color::White] {
        let p = summary.get(side);
        let info = &loaded.record.info;
        let name = match side {
            Color::Black => &info.black.name,
            Color::White => &info.white.name,
        };
        let who = if name.is_empty() || name == side.name() || *name == side.shown() {
            side.shown()
        } else {
            t!(
                "cli-analyse-player",
                side = side.shown(),
                name = escape_controls(name)
            )
        };
        let line = t!(
            "cli-analyse-summary",
            who = who,
            dubious = p.dubious,
            mistakes = p.mistakes,
            blunders = p.blunders,
            loss = format!("{:.0}", p.average_loss()),
            moves = p.judged
        );
        let _ = writeln!(out, "{line}");
    }
    out.truncate(out.trim_end().len());
    out
}

/// The mark of move `i` (0-based), if it got one.
fn mark_of(judgements: &[Option<Judgement>], i: usize) -> Option<&'static str> {
    judgements
        .get(i)
        .copied()
        .flatten()?
        .mark
        .map(|m| m.symbol())
}

// --- JSON --------------------------------------------------------------

#[derive(Serialize)]
struct Report {
    moves: Vec<MoveReport>,
    summary: SummaryReport,
}

#[derive(Serialize)]
struct MoveReport {
    ply: usize,
    usi: String,
    /// The position after the move, from Black's point of view.
    eval: Option<ScoreReport>,
    /// `eval` is a mate whose length is only the solver's line, not
    /// proven the shortest against the longest defence (only when so).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    eval_line_only: bool,
    /// The engine's move in the position before the move.
    best: Option<String>,
    pv: Vec<String>,
    /// The engine's move and the move played, scored by one search of
    /// the position before the move (Black's point of view): what the
    /// mark is judged from.
    weighed: Option<WeighedReport>,
    mark: Option<&'static str>,
}

#[derive(Serialize)]
struct WeighedReport {
    best: ScoreReport,
    played: ScoreReport,
}

#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum ScoreReport {
    Cp(i32),
    Mate(i32),
}

impl ScoreReport {
    fn of(score: EvalScore) -> ScoreReport {
        match score {
            EvalScore::Cp(n) => ScoreReport::Cp(n),
            EvalScore::Mate(n) => ScoreReport::Mate(n),
        }
    }
}

#[derive(Serialize)]
struct SummaryReport {
    black: PlayerReport,
    white: PlayerReport,
}

#[derive(Serialize)]
struct PlayerReport {
    #[serde(rename = "?!")]
    dubious: usize,
    #[serde(rename = "?")]
    mistakes: usize,
    #[serde(rename = "??")]
    blunders: usize,
    average_loss: f64,
}

fn json(game: &Game, found: &Found, judgements: &[Option<Judgement>]) -> String {
    let evals = &found.evals;
    let mut moves = Vec::with_capacity(game.ply());
    for (i, m) in game.moves().iter().enumerate() {
        let Some(before) = game.view(i) else { break };
        let pv = evals
            .get(i)
            .and_then(Option::as_ref)
            .map(|e| line_usi(e, before))
            .unwrap_or_default();
        moves.push(MoveReport {
            ply: i + 1,
            usi: m.mv.to_usi(),
            eval: evals
                .get(i + 1)
                .and_then(Option::as_ref)
                .map(|e| ScoreReport::of(e.score)),
            eval_line_only: evals
                .get(i + 1)
                .and_then(Option::as_ref)
                .is_some_and(|e| e.line_only && matches!(e.score, EvalScore::Mate(_))),
            best: pv.first().cloned(),
            pv,
            weighed: found
                .weighings
                .get(i)
                .copied()
                .flatten()
                .map(|w| WeighedReport {
                    best: ScoreReport::of(w.best),
                    played: ScoreReport::of(w.played),
                }),
            mark: mark_of(judgements, i),
        });
    }
    let summary = crate::analysis::summary_of(judgements);
    let player = |side| {
        let p = summary.get(side);
        PlayerReport {
            dubious: p.dubious,
            mistakes: p.mistakes,
            blunders: p.blunders,
            // Two decimals are plenty for centipawns.
            average_loss: (p.average_loss() * 100.0).round() / 100.0,
        }
    };
    let report = Report {
        moves,
        summary: SummaryReport {
            black: player(Color::Black),
            white: player(Color::White),
        },
    };
    serde_json::to_string(&report).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// An evaluation's line in USI, as far as it is legal from `pos`.
fn line_usi(e: &Evaluation, pos: &Position) -> Vec<String> {
    e.pv_texts(pos, None, |_, m, _| m.to_usi())
}
