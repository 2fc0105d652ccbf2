//! `shogi-tui drills` (the drills due today, asked on the quiz page),
//! `shogi-tui drills add RECORD... [--side black|white|mine] [--json]`
//! and `shogi-tui drills list [--due] [--json]`: drills from the player's
//! own games, made and listed from the command line. A record without an
//! evaluation of every position is analysed first (the built-in engine,
//! `--seconds` or `--nodes` a position); the drills are kept with the
//! puzzles' progress in the settings folder. Each record also gives its
//! opening drill, where the player left the book chosen in the menu (or,
//! past it, the game database's most played move): no engine needed.

use super::analyse::{DEFAULT_SECONDS, analyse};
use super::play::{StartArgs, finish, look};
use super::{Failure, say_error, write_stdout};
use crate::analysis::AnalysisSettings;
use crate::drills::{
    Drill, Drills, Openings, Side, drills_of, opening_drill, recorded_evaluations, today,
};
use crate::kifu::{escape_controls, open_record};
use crate::t;
use crate::tui::app::App;
use crate::tui::pages::game::seats::parse_seconds;
use crate::words::Said;
use clap::{ArgGroup, Args, Subcommand, ValueEnum};
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct DrillsArgs {
    #[command(subcommand)]
    pub command: Option<DrillsCommand>,
}

#[derive(Subcommand, Debug)]
pub enum DrillsCommand {
    /// Add drills from records: each mistake (? or ??) on the player's side, analysed first where the record has no evaluations, and where the player left the opening book
    Add(AddArgs),
    /// The drills kept, with when each is due
    List(ListArgs),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    Black,
    White,
    Mine,
}

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("limit").args(["seconds", "nodes"])))]
pub struct AddArgs {
    /// Record files (.kif .kifu .ki2 .csa .ron .usi .sfen)
    #[arg(required = true)]
    pub records: Vec<PathBuf>,
    /// Whose mistakes: black, white, or mine (the sides your names in the menu's settings play) [default: mine]
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    /// Analysis time per position where a record has no evaluations [default: 0.5]
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub seconds: Option<Duration>,
    /// Analysis nodes per position instead of time
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u64>(1, u64::MAX), allow_hyphen_values = true)]
    pub nodes: Option<u64>,
    /// JSON: {"added": N, "drills": [{"kind", "sfen", "played", "best", "answers", "loss_cp"}]}
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct ListArgs {
    /// Only the drills due today
    #[arg(long)]
    pub due: bool,
    /// JSON: {"count": N, "due": M, "drills": [{"kind", "sfen", "played", "best", "answers", "loss_cp", "due", "interval", "reps", "tries", "right", "source", "number"}]}
    #[arg(long)]
    pub json: bool,
}

/// `shogi-tui drills` alone asks the drills due today on the quiz page.
pub fn run(args: &DrillsArgs, top: &StartArgs) -> ExitCode {
    match &args.command {
        Some(DrillsCommand::Add(a)) => add(a, top),
        Some(DrillsCommand::List(a)) => list(a),
        None => practise(top),
    }
}

fn practise(top: &StartArgs) -> ExitCode {
    let session = match crate::tui::pages::quiz::open::due_drills() {
        Ok(session) => session,
        Err(why) => {
            // Nothing due is no failure: the player is told and that is all.
            say_error("drills", &why);
            return ExitCode::SUCCESS;
        }
    };
    let remembered = crate::settings::Remembered::load();
    let prefs = look((None, None), top, &remembered);
    let app = App::new(prefs, Box::new(session), Rect::default()).with_settings(remembered);
    finish(crate::tui::run::run(app))
}

const ADD: &str = "drills add";
const LIST: &str = "drills list";

/// What knows the openings for `add`: the book chosen in the menu and the
/// game database (`--db FILE`, else the default one), each when it opens;
/// one that does not is said, and the drills are made without it.
fn openings(
    remembered: &crate::settings::Remembered,
    top: &StartArgs,
) -> (
    Option<std::sync::Arc<crate::kifu::book::Book>>,
    Option<shogi_db::Database>,
) {
    let book = crate::settings::book::open_book(&remembered.settings.book).unwrap_or_else(|why| {
        say_error(ADD, &t!("drills-no-book", why = why));
        None
    });
    let file = top
        .game_db
        .clone()
        .unwrap_or_else(crate::player_dirs::default_database);
    // No database yet is no fault: only the book knows openings then.
    let games = if top.game_db.is_some() || file.is_file() {
        shogi_db::Database::open(&file, shogi_db::Access::Read)
            .map_err(|e| say_error(ADD, &t!("drills-no-database", why = e.said())))
            .ok()
    } else {
        None
    };
    (book, games)
}

fn add(args: &AddArgs, top: &StartArgs) -> ExitCode {
    let remembered = crate::settings::Remembered::load();
    let side = match args.side.unwrap_or(SideArg::Mine) {
        SideArg::Black => Side::Black,
        SideArg::White => Side::White,
        SideArg::Mine => {
            let names = remembered.settings.database.names();
            if names.is_empty() {
                return Failure::BadInput(t!("drills-no-names")).report(ADD);
            }
            Side::Mine(names)
        }
    };
    let mut drills = Drills::load();
    if let Some(problem) = &drills.problem {
        say_error(ADD, problem);
    }
    let settings = AnalysisSettings {
        time: match (args.seconds, args.nodes) {
            (None, Some(_)) => None,
            (s, _) => Some(s.unwrap_or(Duration::from_secs_f64(DEFAULT_SECONDS))),
        },
        nodes: args.nodes,
        workers: crate::bot::all_cores(),
        ..AnalysisSettings::default()
    };
    let (book, games) = openings(&remembered, top);
    let known = Openings {
        book: book.as_deref(),
        games: games.as_ref(),
    };
    let day = today();
    let mut added: Vec<Drill> = Vec::new();
    let mut status = ExitCode::SUCCESS;
    for path in &args.records {
        let loaded = match open_record(path) {
            Ok(l) => l,
            Err(e) => {
                // One bad record does not cost the others their drills.
                status = Failure::of_record(&e).report(ADD);
                continue;
            }
        };
        let shown = escape_controls(&path.display().to_string()).into_owned();
        let takes = side.takes(
            &loaded.record.info.black.name,
            &loaded.record.info.white.name,
        );
        if takes == [false, false] {
            say_error(ADD, &t!("drills-not-yours", file = shown.clone()));
            continue;
        }
        if let Some(drill) = opening_drill(&loaded, &side, &known, &shown)
            && drills.add(drill.clone(), day)
        {
            added.push(drill);
        }
        let evals = match recorded_evaluations(&loaded) {
            Some(evals) => evals,
            None => {
                say_error(ADD, &t!("drills-analysing", file = shown.clone()));
                let found = analyse(&loaded.game, &settings, &mut || {});
                if let Some(why) = found.failure {
                    status = Failure::Io(why).report(ADD);
                    continue;
                }
                found.evals
            }
        };
        for drill in drills_of(&loaded, &evals, &side, &shown) {
            if drills.add(drill.clone(), day) {
                added.push(drill);
            }
        }
        // Kept record by record: an analysis stopped later (Ctrl-C, a
        // closed terminal) costs only the record under way.
        if let Err(e) = drills.save() {
            return Failure::of_record(&e).report(ADD);
        }
    }
    let code = write_stdout(ADD, |out| {
        if args.json {
            let list: Vec<serde_json::Value> = added
                .iter()
                .map(|d| {
                    serde_json::json!({
                        "kind": d.kind.name(), "sfen": d.sfen, "played": d.played, "best": d.best,
                        "answers": d.answers, "loss_cp": d.loss_cp,
                    })
                })
                .collect();
            let doc = serde_json::json!({"added": added.len(), "drills": list});
            return writeln!(out, "{doc}");
        }
        writeln!(out, "{}", t!("drills-added", added = added.len() as i64))?;
        for d in &added {
            writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}",
                d.number,
                d.played,
                d.best,
                loss_shown(d),
                d.source
            )?;
        }
        Ok(())
    });
    if code != ExitCode::SUCCESS {
        return code;
    }
    status
}

fn list(args: &ListArgs) -> ExitCode {
    let drills = Drills::load();
    if let Some(problem) = &drills.problem {
        say_error(LIST, problem);
    }
    let day = today();
    let due = drills.due(day).len();
    let shown: Vec<&crate::drills::Entry> = if args.due {
        drills.due(day)
    } else {
        drills.entries().iter().collect()
    };
    write_stdout(LIST, |out| {
        if args.json {
            let list: Vec<serde_json::Value> = shown
                .iter()
                .map(|e| {
                    let d = &e.drill;
                    serde_json::json!({
                        "kind": d.kind.name(), "sfen": d.sfen, "played": d.played, "best": d.best,
                        "answers": d.answers, "loss_cp": d.loss_cp,
                        "due": date_of(e.schedule.due), "interval": e.schedule.interval,
                        "reps": e.schedule.reps, "tries": e.tries, "right": e.right,
                        "source": d.source, "number": d.number,
                    })
                })
                .collect();
            let doc = serde_json::json!({
                "count": drills.entries().len(), "due": due, "drills": list,
            });
            return writeln!(out, "{doc}");
        }
        writeln!(
            out,
            "{}",
            t!(
                "drills-count",
                count = drills.entries().len() as i64,
                due = due as i64
            )
        )?;
        if !shown.is_empty() {
            writeln!(out, "{}", t!("drills-list-header"))?;
        }
        for e in shown {
            let d = &e.drill;
            writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}",
                date_of(e.schedule.due),
                d.played,
                loss_shown(d),
                d.number,
                escape_controls(&d.source)
            )?;
        }
        Ok(())
    })
}

/// The loss column: a mistake's centipawns, or what an opening drill
/// was known from (it has no loss an engine measured).
fn loss_shown(d: &Drill) -> String {
    match d.kind {
        crate::drills::DrillKind::Mistake => d.loss_cp.to_string(),
        crate::drills::DrillKind::Opening(crate::drills::Known::Book) => t!("drills-opening-book"),
        crate::drills::DrillKind::Opening(crate::drills::Known::Games) => {
            t!("drills-opening-games")
        }
    }
}

/// A day number as `YYYY-MM-DD` (UTC).
fn date_of(day: crate::drills::Day) -> String {
    let t = crate::kifu::Timestamp::from_unix(u64::from(day) * 86_400);
    format!("{:04}-{:02}-{:02}", t.year, t.month, t.day)
}
