//! `shogi-tui match`: a series of games between engines and levels (連続
//! 対局), refereed by this program's rules, with the score, an Elo
//! difference with its error and an SPRT (`crate::series` counts and
//! judges; this module reads the command line, runs the series and says
//! the result).
//!
//! - `store`: the output folder (records, `series.json`) and `--resume`.
//! - `report`: the line per game, the table and the JSON.

mod report;
mod store;

pub(crate) use store::read_capped;

use super::{Failure, say_error, write_stdout};
use crate::computer::ComputerSettings;
use crate::game::{MoveLimit, PlayerKind, RuleSet, TimeControl, TimeControls, parse_duration};
use crate::i18n::rules::ShownIn;
use crate::kifu::open_record;
use crate::series::Sprt;
use crate::series::game::{Limit, Pace, Rules};
use crate::series::openings;
use crate::series::runner::{self, Entrant, Opening, Plan, SeriesEvent};
use crate::t;
use crate::tui::setup::PlayerSpec;
use clap::Args;
use report::Standings;
use std::collections::HashSet;
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;
use store::{SeriesFile, Settings};

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
    /// Main time per side (90, 90s, 10m, 1h30m; 500ms).
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
    #[arg(long, value_name = "K", default_value_t = 8, value_parser = super::whole_number::<usize>(0, 60), allow_hyphen_values = true)]
    pub random_plies: usize,
    /// Seed of the random openings (default: from the clock, printed).
    #[arg(long, value_name = "S", value_parser = super::whole_number::<u64>(0, u64::MAX), allow_hyphen_values = true)]
    pub seed: Option<u64>,
    /// A game is drawn at this many plies (0: no limit).
    #[arg(long, value_name = "N", default_value_t = 320, value_parser = super::whole_number::<u32>(0, 10_000), allow_hyphen_values = true)]
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
        .ok_or_else(|| t!("cli-match-bad-engine", text = text))?;
    let name = name.trim();
    if name.is_empty() || name.contains(':') {
        return Err(t!("cli-match-bad-engine", text = text));
    }
    let spec = player
        .parse::<PlayerSpec>()
        .and_then(PlayerSpec::checked)
        .map_err(|e| e.to_string())?;
    match spec.0 {
        PlayerKind::Human => Err(t!("cli-match-human", name = name)),
        _ => Ok((name.to_string(), spec)),
    }
}

fn engine_limit(text: &str) -> Result<(String, Limit), String> {
    let bad = || t!("cli-match-bad-limit", text = text);
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
    let bad = || t!("cli-match-bad-option", text = text);
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
        let mut rng = crate::bot::Rng::new(seed);
        return Ok((0..count)
            .map(|_| openings::random(&mut rng, args.random_plies))
            .collect());
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
                    "cli-match-bad-opening",
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
                        "cli-match-skipped",
                        file = file.display().to_string(),
                        why = why
                    ),
                ),
            }
        }
    }
    if out.is_empty() {
        return Err(bad(t!(
            "cli-match-no-openings",
            file = path.display().to_string()
        )));
    }
    Ok(out)
}

fn entrants(args: &MatchArgs) -> Result<Vec<Entrant>, Failure> {
    let mut entrants: Vec<Entrant> = Vec::new();
    for (name, spec) in &args.engines {
        if entrants.iter().any(|e| &e.name == name) {
            return Err(bad(t!("cli-match-same-name", name = name.as_str())));
        }
        entrants.push(Entrant {
            name: name.clone(),
            player: spec.0.clone(),
            options: Vec::new(),
            limit: None,
        });
    }
    if entrants.len() < 2 {
        return Err(bad(t!("cli-match-too-few")));
    }
    for (name, key, value) in &args.options {
        let e = entrants
            .iter_mut()
            .find(|e| &e.name == name)
            .ok_or_else(|| bad(t!("cli-match-option-for-nobody", name = name.as_str())))?;
        if matches!(e.player, PlayerKind::Bot { .. }) {
            return Err(bad(t!("cli-match-option-for-bot", name = name.as_str())));
        }
        e.options.push((key.clone(), value.clone()));
    }
    for (name, limit) in &args.limits {
        let e = entrants
            .iter_mut()
            .find(|e| &e.name == name)
            .ok_or_else(|| bad(t!("cli-match-option-for-nobody", name = name.as_str())))?;
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
    let seed = args.seed.unwrap_or_else(super::datagen::clock_seed);
    let pairs = args.games.div_ceil(2);
    let opening_list = read_openings(args, seed, pairs)?;
    let settings = Settings::of(args, &entrants, pace, seed);
    // The folder, and what it already holds when resuming.
    let (dir, file) = match (&args.out, &args.resume) {
        (Some(dir), _) => (Some(dir.clone()), store::begin(dir, &settings)?),
        (None, Some(dir)) => (Some(dir.clone()), store::resume(dir, &settings)?),
        (None, None) => (None, SeriesFile::new(settings.clone())),
    };
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
        settings: ComputerSettings {
            // The referee looks every few milliseconds: the bot need not
            // keep back the game screen's tick.
            bot_time_margin: Duration::from_millis(30),
            timeouts: crate::usi::client::Timeouts {
                untimed: args.silence,
                // The referee calls time itself (with --time-margin); the
                // client's own deadline only catches what it missed.
                grace: args.time_margin + Duration::from_secs(1),
                ..crate::usi::client::Timeouts::default()
            },
            book: crate::book::BookUse::builtin(),
            ..ComputerSettings::default()
        },
    };
    let total = plan.fixtures().len();
    let mut standings = Standings::new(&plan.entrants);
    for g in &file.games {
        standings.add(g);
    }
    let done: HashSet<usize> = file.games.iter().map(|g| g.number).collect();
    let watching = !args.json && std::io::stdout().is_terminal() && std::io::stderr().is_terminal();
    if !args.json && !watching {
        say_note(&t!(
            "cli-match-begins",
            games = total,
            left = total - done.len(),
            seed = seed.to_string()
        ));
    }
    let signals = super::stop_on_signals().map_err(|e| Failure::Io(e.to_string()))?;
    let (stop, abort) = (AtomicBool::new(false), AtomicBool::new(false));
    let sprt_state = args.sprt.map(|s| s.state(&standings.first_pairing()));
    let mut tracker = Tracker {
        plan: &plan,
        dir: dir.as_deref(),
        sprt: args.sprt,
        total,
        file,
        standings,
        sprt_state,
        write_error: None,
        stop: &stop,
        abort: &abort,
    };
    std::thread::scope(|scope| -> Result<(), Failure> {
        let (tx, rx) = mpsc::channel();
        let (plan, done) = (&plan, &done);
        let (stop, abort) = (&stop, &abort);
        scope.spawn(move || runner::run(plan, done, stop, abort, &tx));
        if watching {
            watch_series(&mut tracker, &rx, &signals)
        } else {
            say_series(&mut tracker, &rx, &signals, args.json);
            Ok(())
        }
    })?;
    if let Some(e) = tracker.write_error {
        return Err(Failure::Io(e));
    }
    let t = &tracker;
    let text = if args.json {
        report::json(
            &t.file,
            &t.standings,
            t.sprt_state.as_ref(),
            t.sprt.as_ref(),
        )
    } else {
        report::table(
            &t.standings,
            t.sprt_state.as_ref(),
            t.sprt.as_ref(),
            t.file.games.len(),
            total,
        )
    };
    Ok(write_stdout(COMMAND, |out| writeln!(out, "{text}")))
}

/// The series as it goes: what is counted and written as games end.
struct Tracker<'a> {
    plan: &'a Plan,
    dir: Option<&'a std::path::Path>,
    sprt: Option<Sprt>,
    total: usize,
    file: SeriesFile,
    standings: Standings,
    sprt_state: Option<crate::series::SprtState>,
    write_error: Option<String>,
    /// No new game.
    stop: &'a AtomicBool,
    /// The games in progress end now.
    abort: &'a AtomicBool,
}

/// What the tracker has to say about an event.
enum Said {
    /// A game ended: its number, its line, and the same in a few words.
    Ended(usize, String, String),
    /// The SPRT decided: the series stops after the games in progress.
    Decided,
}

impl Tracker<'_> {
    /// Counts and writes a game that ended; `None` for other events.
    fn on_event(&mut self, event: SeriesEvent) -> Vec<Said> {
        let (plan, dir) = (self.plan, self.dir);
        let (number, game, sentence) = match event {
            SeriesEvent::Finished(boxed) => {
                let (fixture, played) = *boxed;
                let sentence = played
                    .game
                    .outcome()
                    .map(|o| o.shown_in(played.game.is_handicap()));
                let entry = store::GameEntry::of(plan, &fixture, &played)
                    .with_record(dir, plan, &fixture, &played);
                (fixture.number, entry, sentence)
            }
            SeriesEvent::NotStarted { fixture, side, why } => (
                fixture.number,
                store::GameEntry::not_started(plan, &fixture, side, &why),
                None,
            ),
            SeriesEvent::Started(_) | SeriesEvent::Moved { .. } => return Vec::new(),
        };
        let game = match game {
            Ok(g) => g,
            Err(e) => {
                self.write_error.get_or_insert(e);
                self.stop.store(true, Ordering::Relaxed);
                return Vec::new();
            }
        };
        self.standings.add(&game);
        let short = report::short_line(&game, sentence.as_deref());
        let line = report::game_line(
            &game,
            sentence.as_deref(),
            self.file.games.len() + 1,
            self.total,
            &self.standings,
        );
        self.file.games.push(game);
        if let Some(dir) = dir
            && let Err(e) = store::save(dir, &self.file)
        {
            self.write_error.get_or_insert(e);
            self.stop.store(true, Ordering::Relaxed);
        }
        let mut said = vec![Said::Ended(number, line, short)];
        if let Some(s) = &self.sprt {
            let state = s.state(&self.standings.first_pairing());
            if state.result.is_some() && !self.stop.swap(true, Ordering::Relaxed) {
                said.push(Said::Decided);
            }
            self.sprt_state = Some(state);
        }
        said
    }

    /// A signal asks the series to stop: true the first time.
    fn signalled(&self, signals: &AtomicUsize) -> bool {
        signals.load(Ordering::Relaxed) != 0 && !self.stop.swap(true, Ordering::Relaxed)
    }

    /// The standings as the watch's side pane says them.
    fn table_lines(&self) -> Vec<String> {
        report::pane_lines(&self.standings, self.sprt_state.as_ref())
    }
}

/// Off a terminal (or with --json): a line per game on stderr (none with
/// --json).
fn say_series(
    t: &mut Tracker,
    rx: &mpsc::Receiver<SeriesEvent>,
    signals: &AtomicUsize,
    quiet: bool,
) {
    loop {
        let event = match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(e) => e,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if t.signalled(signals) && !quiet {
                    say_note(&t!("cli-match-stopping"));
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        for said in t.on_event(event) {
            match said {
                Said::Ended(_, line, _) if !quiet => say_note(&line),
                Said::Decided if !quiet => say_note(&t!("cli-match-sprt-stops")),
                _ => {}
            }
        }
    }
}

/// On a terminal: the series watched live (`tui::watch`) until it ends.
fn watch_series(
    t: &mut Tracker,
    rx: &mpsc::Receiver<SeriesEvent>,
    signals: &AtomicUsize,
) -> Result<(), Failure> {
    use crate::tui::watch::{Watch, WatchAction};
    use ratatui::crossterm::event::{self, Event};
    let mut guard =
        crate::tui::terminal::TerminalGuard::enter().map_err(|e| Failure::Io(e.to_string()))?;
    let colour = std::env::var_os("NO_COLOR").is_none();
    let theme = crate::tui::theme::Theme::default_theme(colour);
    let glyphs = crate::tui::glyphs::Glyphs::kanji();
    let mut watch = Watch::new(t.total, t.file.games.len(), std::time::Instant::now());
    watch.table = t.table_lines();
    let mut titles: std::collections::HashMap<usize, String> = std::collections::HashMap::new();
    let name = |i: usize| {
        t.plan
            .entrants
            .get(i)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    };
    let mut dirty = true;
    loop {
        let mut ended = false;
        loop {
            match rx.try_recv() {
                Ok(SeriesEvent::Started(f)) => {
                    let title = format!("▲{} △{}", name(f.black), name(f.white));
                    if let Some(g) = t.plan.starting_game(&f) {
                        watch.update_game(f.number, &title, g);
                    }
                    titles.insert(f.number, title);
                    dirty = true;
                }
                Ok(SeriesEvent::Moved { number, game }) => {
                    let title = titles.get(&number).cloned().unwrap_or_default();
                    watch.update_game(number, &title, *game);
                    dirty = true;
                }
                Ok(other) => {
                    for said in t.on_event(other) {
                        match said {
                            Said::Ended(number, _, short) => watch.game_over(number, short),
                            Said::Decided => watch.set_stopping(),
                        }
                    }
                    watch.table = t.table_lines();
                    dirty = true;
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    ended = true;
                    break;
                }
            }
        }
        if ended {
            break;
        }
        if t.signalled(signals) {
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
                        &theme,
                        &glyphs,
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
                        Some(WatchAction::Stop) => t.stop.store(true, Ordering::Relaxed),
                        Some(WatchAction::Abort) => {
                            t.stop.store(true, Ordering::Relaxed);
                            t.abort.store(true, Ordering::Relaxed);
                        }
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

/// A line of progress on stderr.
fn say_note(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{text}");
}
