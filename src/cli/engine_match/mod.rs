//! `shogi-tui match`: a series of games between engines and levels (連続
//! 対局), refereed by this program's rules, with the score, an Elo
//! difference with its error and an SPRT (`crate::series` counts and
//! judges; this module reads the command line, runs the series and says
//! the result).
//!
//! What the series does as it goes (counting, writing, the standings)
//! is `crate::matches`, which the menu's "Engine match" shares.

pub(crate) use crate::matches::store::read_capped;

use super::{Failure, say_error, write_stdout};
use crate::game::{MoveLimit, PlayerKind, RuleSet, TimeControl, TimeControls, parse_duration};
use crate::kifu::{escape_controls, open_record};
use crate::matches::{Said, Series, SeriesError, SeriesSetup, store};
use crate::series::Sprt;
use crate::series::game::{Limit, Pace, Rules};
use crate::series::openings;
use crate::series::runner::{Entrant, Opening, Plan};
use crate::t;
use crate::tui::setup::PlayerSpec;
use crate::usi::options::{SetOptionError, setoption_line};
use clap::Args;
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;
use store::Settings;

const COMMAND: &str = "match";

/// The byoyomi when no time, nodes or depth is given: the menu's default
/// time for a computer's move.
const DEFAULT_BYOYOMI: Duration = Duration::from_secs(1);

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// An entrant: NAME=PLAYER, PLAYER as `play` takes it (bot:LEVEL or
    /// usi:COMMAND). Two play a match; three or more a round robin.
    #[arg(long = "engine", value_name = "NAME=PLAYER", value_parser = entrant, required = true)]
    pub engines: Vec<(String, PlayerSpec)>,
    /// A USI option for one engine: NAME:KEY=VALUE.
    #[arg(long = "option", value_name = "NAME:KEY=VALUE", value_parser = engine_option)]
    pub options: Vec<(String, String, String)>,
    /// One engine's own depth or nodes a move, on the game's clock:
    /// NAME:depth=N or NAME:nodes=N (an engine calibrated at a depth).
    #[arg(long = "limit", value_name = "NAME:depth=N|nodes=N", value_parser = engine_limit)]
    pub limits: Vec<(String, Limit)>,
    /// Games per pairing, played in pairs from the same opening with the
    /// colours swapped.
    #[arg(long, default_value_t = 2, value_parser = super::whole_number::<usize>(1, 100_000), allow_hyphen_values = true)]
    pub games: usize,
    /// Main time per side (90, 90s, 10m, 1h30m, 500ms).
    #[arg(long, value_name = "D", value_parser = duration)]
    pub time: Option<Duration>,
    /// Byoyomi per move [default: 1s unless --time, --nodes or --depth].
    #[arg(long, value_name = "D", value_parser = duration)]
    pub byoyomi: Option<Duration>,
    /// Increment per move (Fischer).
    #[arg(long, value_name = "D", value_parser = duration)]
    pub increment: Option<Duration>,
    /// Nodes per move instead of a clock.
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u64>(1, u64::MAX), allow_hyphen_values = true,
          conflicts_with_all = ["time", "byoyomi", "increment"])]
    pub nodes: Option<u64>,
    /// Depth per move instead of a clock.
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u32>(1, 127), allow_hyphen_values = true,
          conflicts_with_all = ["time", "byoyomi", "increment"])]
    pub depth: Option<u32>,
    /// A move read this long after the flag fell still counts.
    #[arg(long, value_name = "D", value_parser = duration, default_value = "0")]
    pub time_margin: Duration,
    /// How long an engine may take over a move without a clock (--nodes,
    /// --depth) before it counts as silent and loses.
    #[arg(long, value_name = "D", value_parser = duration, default_value = "120")]
    pub silence: Duration,
    /// Openings: a file of lines (USI position text or SFEN), or records
    /// and folders of them (their first --random-plies plies).
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// Random legal plies before the engines play (without --openings),
    /// or the plies taken from each record of --openings.
    #[arg(long, value_name = "K", default_value_t = crate::matches::RANDOM_PLIES, value_parser = super::whole_number::<usize>(0, 60), allow_hyphen_values = true)]
    pub random_plies: usize,
    /// Seed of the random openings (default: from the clock, printed).
    #[arg(long, value_name = "S", value_parser = super::whole_number::<u64>(0, u64::MAX), allow_hyphen_values = true)]
    pub seed: Option<u64>,
    /// A game is drawn at this many plies (0: no limit).
    #[arg(long, value_name = "N", default_value_t = crate::matches::MAX_PLIES, value_parser = super::whole_number::<u32>(0, 10_000), allow_hyphen_values = true)]
    pub max_plies: u32,
    /// Games played at once.
    #[arg(long, value_name = "J", default_value_t = 1, value_parser = super::whole_number::<usize>(1, 64), allow_hyphen_values = true)]
    pub concurrency: usize,
    /// Stop as soon as the SPRT accepts H0 or H1: ELO0,ELO1[,ALPHA,BETA].
    #[arg(long, value_name = "ELO0,ELO1[,ALPHA,BETA]", value_parser = sprt)]
    pub sprt: Option<Sprt>,
    /// Write every game as a KIF record, and series.json, into DIR.
    #[arg(long, value_name = "DIR", conflicts_with = "resume")]
    pub out: Option<PathBuf>,
    /// Go on with the series begun in DIR: the same command, with
    /// --resume DIR for --out DIR.
    #[arg(long, value_name = "DIR")]
    pub resume: Option<PathBuf>,
    /// Print the result as one JSON object.
    #[arg(long)]
    pub json: bool,
}

fn entrant(text: &str) -> Result<(String, PlayerSpec), String> {
    let (name, player) = text
        .split_once('=')
        .ok_or_else(|| t!("series-match-bad-engine", text = text))?;
    let name = name.trim();
    if name.is_empty() || name.contains(':') {
        return Err(t!("series-match-bad-engine", text = text));
    }
    let spec = player
        .parse::<PlayerSpec>()
        .and_then(PlayerSpec::checked)
        .map_err(|e| e.to_string())?;
    match spec.0 {
        PlayerKind::Human => Err(t!("series-match-human", name = name)),
        _ => Ok((name.to_string(), spec)),
    }
}

fn engine_limit(text: &str) -> Result<(String, Limit), String> {
    let bad = || t!("series-match-bad-limit", text = text);
    let (name, rest) = text.split_once(':').ok_or_else(bad)?;
    let (key, value) = rest.split_once('=').ok_or_else(bad)?;
    let n: u64 = value
        .trim()
        .parse()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(bad)?;
    let limit = match key.trim() {
        "depth" => Limit {
            depth: Some(
                u32::try_from(n)
                    .ok()
                    .filter(|&d| d <= 127)
                    .ok_or_else(bad)?,
            ),
            nodes: None,
        },
        "nodes" => Limit {
            nodes: Some(n),
            depth: None,
        },
        _ => return Err(bad()),
    };
    if name.trim().is_empty() {
        return Err(bad());
    }
    Ok((name.trim().to_string(), limit))
}

fn engine_option(text: &str) -> Result<(String, String, String), String> {
    let bad = || t!("series-match-bad-option", text = text);
    let (name, rest) = text.split_once(':').ok_or_else(bad)?;
    let (key, value) = rest.split_once('=').ok_or_else(bad)?;
    if name.trim().is_empty() || key.trim().is_empty() {
        return Err(bad());
    }
    Ok((name.trim().into(), key.trim().into(), value.trim().into()))
}

/// A clock's duration: the game's spellings (90, 90s, 10m, 1h30m) and,
/// since engine matches play fast, milliseconds (500ms) and fractions of
/// a second (0.5).
fn duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    if let Some(ms) = t.strip_suffix("ms")
        && let Ok(n) = ms.trim().parse::<u64>()
    {
        return Ok(Duration::from_millis(n));
    }
    if t.contains('.')
        && let Ok(s) = t.parse::<f64>()
        && (0.0..=86_400.0).contains(&s)
    {
        return Ok(Duration::from_secs_f64(s));
    }
    parse_duration(t).map_err(|e| e.to_string())
}

fn sprt(text: &str) -> Result<Sprt, String> {
    Sprt::parse(text).map_err(|e| super::messages::sprt_error(&e))
}

/// Why the series could not begin.
fn bad(message: String) -> Failure {
    Failure::BadInput(message)
}

fn pace(args: &MatchArgs) -> Result<Pace, Failure> {
    if args.nodes.is_some() || args.depth.is_some() {
        return Ok(Pace::Work {
            nodes: args.nodes,
            depth: args.depth,
        });
    }
    let zero = Duration::ZERO;
    let main = args.time.unwrap_or(zero);
    let byoyomi = match (args.byoyomi, args.time, args.increment) {
        (Some(b), _, _) => b,
        (None, None, None) => DEFAULT_BYOYOMI,
        _ => zero,
    };
    let tc = TimeControl::new(main, byoyomi, args.increment.unwrap_or(zero))
        .map_err(|e| bad(super::messages::time_control_error(&e)))?;
    Ok(Pace::Clock(TimeControls::even(tc)))
}

/// The openings of `--openings`, or `count` random ones.
fn read_openings(args: &MatchArgs, seed: u64, count: usize) -> Result<Vec<Opening>, Failure> {
    let Some(path) = &args.openings else {
        return Ok(openings::random_set(seed, count, args.random_plies));
    };
    let files = super::book::record_files(std::slice::from_ref(path));
    let is_text = files.len() == 1
        && matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("txt" | "usi" | "sfen") | None
        );
    let mut out = Vec::new();
    if is_text && path.is_file() {
        let text = store::read_capped(path).map_err(bad)?;
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            out.push(openings::parse_line(line).map_err(|e| {
                bad(t!(
                    "series-match-bad-opening",
                    file = path.display().to_string(),
                    line = n + 1,
                    why = super::messages::opening_error(&e)
                ))
            })?);
        }
    } else {
        for file in files {
            let opening = open_record(&file)
                .map_err(|e| super::messages::record_error(&e))
                .and_then(|loaded| {
                    let moves = loaded.game.moves().iter().take(args.random_plies);
                    openings::checked(Opening {
                        start: loaded.game.start().clone(),
                        moves: moves.map(|m| m.mv).collect(),
                    })
                    .map_err(|e| super::messages::opening_error(&e))
                });
            match opening {
                Ok(o) => out.push(o),
                Err(why) => say_error(
                    COMMAND,
                    &t!(
                        "series-match-skipped",
                        file = file.display().to_string(),
                        why = why
                    ),
                ),
            }
        }
    }
    if out.is_empty() {
        return Err(bad(t!(
            "series-match-no-openings",
            file = path.display().to_string()
        )));
    }
    Ok(out)
}

fn entrants(args: &MatchArgs) -> Result<Vec<Entrant>, Failure> {
    let mut entrants: Vec<Entrant> = Vec::new();
    for (name, spec) in &args.engines {
        if entrants.iter().any(|e| &e.name == name) {
            return Err(bad(t!("series-match-same-name", name = name.as_str())));
        }
        entrants.push(Entrant {
            name: name.clone(),
            player: spec.0.clone(),
            options: Vec::new(),
            limit: None,
        });
    }
    if entrants.len() < 2 {
        return Err(bad(t!("series-match-too-few")));
    }
    for (name, key, value) in &args.options {
        let e = entrants
            .iter_mut()
            .find(|e| &e.name == name)
            .ok_or_else(|| bad(t!("series-match-option-for-nobody", name = name.as_str())))?;
        if matches!(e.player, PlayerKind::Bot { .. }) {
            return Err(bad(t!("series-match-option-for-bot", name = name.as_str())));
        }
        // Refused before any engine starts (the client refuses it too).
        // Not in clap's parser: clap would echo the raw text, control
        // characters and all, in its message.
        setoption_line(key, value).map_err(|SetOptionError::Control { name: option }| {
            bad(t!(
                "series-match-option-control",
                name = name.as_str(),
                option = escape_controls(&option).into_owned()
            ))
        })?;
        e.options.push((key.clone(), value.clone()));
    }
    for (name, limit) in &args.limits {
        let e = entrants
            .iter_mut()
            .find(|e| &e.name == name)
            .ok_or_else(|| bad(t!("series-match-option-for-nobody", name = name.as_str())))?;
        e.limit = Some(*limit);
    }
    Ok(entrants)
}

pub fn run(args: &MatchArgs) -> ExitCode {
    match run_series(args) {
        Ok(code) => code,
        Err(f) => f.report(COMMAND),
    }
}

fn run_series(args: &MatchArgs) -> Result<ExitCode, Failure> {
    let entrants = entrants(args)?;
    let pace = pace(args)?;
    // A resume without --seed is the command that began the series, which
    // drew its own: that seed, or the folder would never match it.
    let seed = args
        .seed
        .or_else(|| args.resume.as_deref().and_then(store::stored_seed))
        .unwrap_or_else(crate::bot::clock_seed);
    let pairs = args.games.div_ceil(2);
    let opening_list = read_openings(args, seed, pairs)?;
    let plan = Plan {
        entrants,
        games: args.games,
        rules: Rules {
            pace,
            margin: args.time_margin,
        },
        openings: opening_list,
        move_limit: match args.max_plies {
            0 => MoveLimit::Off,
            n => MoveLimit::Plies(n),
        },
        impasse: RuleSet::default(),
        concurrency: args.concurrency,
        settings: crate::matches::computer_settings(args.time_margin, args.silence),
    };
    // Kept as the file itself, so that a resume from another folder, or
    // with the path written another way, is the same series.
    let openings_file = args
        .openings
        .as_ref()
        .map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.clone()));
    let settings = Settings::of(&plan, openings_file, args.random_plies, seed);
    let signals = super::stop_on_signals().map_err(|e| Failure::Io(e.to_string()))?;
    let mut series = Series::start(SeriesSetup {
        plan,
        settings,
        dir: args.out.clone().or_else(|| args.resume.clone()),
        resume: args.resume.is_some(),
        sprt: args.sprt,
    })
    .map_err(|e| match e {
        SeriesError::Refused(why) => Failure::BadInput(why),
        SeriesError::Io(why) => Failure::Io(why),
        // Nothing wrong with the request: the folder is busy, as a save
        // open in another shogi-tui is.
        e @ SeriesError::InUse { .. } => Failure::Io(e.to_string()),
    })?;
    let watching = !args.json && std::io::stdout().is_terminal() && std::io::stderr().is_terminal();
    if !args.json && !watching {
        say_note(&t!(
            "series-match-begins",
            games = series.total,
            left = series.total - series.file.games.len(),
            seed = seed.to_string()
        ));
    }
    if watching {
        watch_series(&mut series, &signals)?;
    } else {
        say_series(&mut series, &signals, args.json);
    }
    if let Some(e) = series.write_error.take() {
        return Err(Failure::Io(e));
    }
    let text = if args.json {
        series.json()
    } else {
        series.table()
    };
    Ok(write_stdout(COMMAND, |out| writeln!(out, "{text}")))
}

/// A signal asks the series to stop: true the first time.
fn signalled(series: &Series, signals: &AtomicUsize) -> bool {
    signals.load(Ordering::Relaxed) != 0 && series.stop()
}

/// Off a terminal (or with --json): a line per game on stderr (none with
/// --json).
fn say_series(series: &mut Series, signals: &AtomicUsize, quiet: bool) {
    loop {
        // Looked at on every event, not only when none comes: the moves
        // of the games in progress arrive many times a second.
        if signalled(series, signals) && !quiet {
            say_note(&t!("series-match-stopping"));
        }
        let event = match series.next_event(Duration::from_millis(100)) {
            Ok(e) => e,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        for said in series.on_event(event) {
            match said {
                Said::Ended(_, line, _) if !quiet => say_note(&line),
                Said::Decided if !quiet => say_note(&t!("series-match-sprt-stops")),
                _ => {}
            }
        }
    }
}

/// On a terminal: the series watched live (`tui::watch`) until it ends.
fn watch_series(series: &mut Series, signals: &AtomicUsize) -> Result<(), Failure> {
    use crate::tui::watch::WatchAction;
    use ratatui::crossterm::event::{self, Event};
    let mut guard =
        crate::tui::terminal::TerminalGuard::enter().map_err(|e| Failure::Io(e.to_string()))?;
    let colour = std::env::var_os("NO_COLOR").is_none();
    let theme = crate::tui::theme::Theme::default_theme(colour);
    let glyphs = crate::tui::glyphs::Glyphs::kanji();
    let mut watch: crate::tui::watch::Watch = series.watch(std::time::Instant::now());
    let mut dirty = true;
    loop {
        let fed = series.feed(&mut watch);
        if fed.ended {
            break;
        }
        dirty |= fed.changed;
        if signalled(series, signals) {
            watch.set_stopping();
            dirty = true;
        }
        if dirty {
            let now = std::time::Instant::now();
            guard
                .terminal
                .draw(|f| {
                    crate::tui::watch::render(
                        &watch,
                        f.area(),
                        f.buffer_mut(),
                        (
                            &theme,
                            &glyphs,
                            crate::tui::display_prefs::Notation::Japanese,
                        ),
                        now,
                    )
                })
                .map_err(|e| Failure::Io(e.to_string()))?;
            dirty = false;
        }
        if event::poll(Duration::from_millis(50)).unwrap_or(false) {
            match event::read() {
                Ok(Event::Key(key)) => {
                    match watch.key(key) {
                        Some(WatchAction::Stop) => {
                            series.stop();
                        }
                        Some(WatchAction::Abort) => series.abort(),
                        None => {}
                    }
                    dirty = true;
                }
                Ok(Event::Resize(..)) => dirty = true,
                _ => {}
            }
        }
    }
    Ok(())
}

/// A line of progress on stderr, escaped as `say_error`'s are: a game's
/// line quotes what its engines said.
fn say_note(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{}", escape_controls(text));
}
