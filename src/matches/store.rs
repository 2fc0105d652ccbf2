//! The series' folder: a KIF record per game (`game-0001.kif` …) and
//! `series.json`, the settings and every finished game's result, written
//! atomically after each game. `--resume` reads it back and plays the
//! games it does not hold.
//!
//! `series.json` names the engines' commands, but nothing read from it is
//! ever run: a resumed series takes its engines from the command line,
//! and goes on only if the command line asks for the series the folder
//! holds (`Settings` equal).

use super::error::SeriesError;
use crate::game::format_duration;
use crate::kifu::atomic::write_atomic;
use crate::kifu::escape::quote;
use crate::kifu::lock::{GameLock, LockError};
use crate::kifu::{GameInfo, Output, record_of};
use crate::player_spec::PlayerSpec;
use crate::series::game::{Fault, Forfeit, Pace, PlayedGame};
use crate::series::runner::Plan;
use crate::series::schedule::Fixture;
use crate::shogi::Color;
use crate::t;
use crate::usi::protocol::ECHO_CHARS;
use crate::words::Said;
use crate::words::engine::crash_said;
use serde::{Deserialize, Serialize};
use std::io::Read as _;
use std::path::{Path, PathBuf};

pub const FILE_NAME: &str = "series.json";
const VERSION: u32 = 1;
/// More than any series.json of 100,000 games.
const MAX_FILE_BYTES: u64 = 64 << 20;

/// An entrant as the folder remembers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntrantSettings {
    pub name: String,
    /// `play`'s spelling: bot:8, usi:COMMAND.
    pub player: String,
    pub options: Vec<(String, String)>,
    /// "depth 8", "nodes 1000": its own work a move.
    pub limit: Option<String>,
}

/// What makes a series the same series (not `--concurrency`, which only
/// changes how fast it goes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub engines: Vec<EntrantSettings>,
    pub games: usize,
    /// "byoyomi 1s", "10m+5s", "nodes 1000", "depth 6".
    pub pace: String,
    pub time_margin_ms: u64,
    pub openings: Option<PathBuf>,
    pub random_plies: usize,
    pub seed: u64,
    pub max_plies: u32,
}

impl Settings {
    /// The settings of `plan`, whose openings came from `openings` (a
    /// file, or `random_plies` random plies from `seed`).
    pub fn of(plan: &Plan, openings: Option<PathBuf>, random_plies: usize, seed: u64) -> Settings {
        Settings {
            engines: plan
                .entrants
                .iter()
                .map(|e| EntrantSettings {
                    name: e.name.clone(),
                    player: PlayerSpec(e.player.clone()).to_string(),
                    options: e.options.clone(),
                    limit: e.limit.map(|l| {
                        pace_text(Pace::Work {
                            nodes: l.nodes,
                            depth: l.depth,
                        })
                    }),
                })
                .collect(),
            games: plan.games,
            pace: pace_text(plan.rules.pace),
            time_margin_ms: plan.rules.margin.as_millis() as u64,
            openings,
            random_plies,
            seed,
            max_plies: match plan.move_limit {
                crate::game::MoveLimit::Plies(n) => n,
                crate::game::MoveLimit::Off => 0,
            },
        }
    }

    /// The first setting in which `other` differs, by its flag.
    fn difference(&self, other: &Settings) -> Option<&'static str> {
        let names = |s: &Settings| {
            s.engines
                .iter()
                .map(|e| (e.name.clone(), e.player.clone()))
                .collect::<Vec<_>>()
        };
        let options = |s: &Settings| {
            s.engines
                .iter()
                .map(|e| e.options.clone())
                .collect::<Vec<_>>()
        };
        let limits = |s: &Settings| {
            s.engines
                .iter()
                .map(|e| e.limit.clone())
                .collect::<Vec<_>>()
        };
        [
            (names(self) != names(other), "--engine"),
            (options(self) != options(other), "--option"),
            (limits(self) != limits(other), "--limit"),
            (self.games != other.games, "--games"),
            (
                self.pace != other.pace,
                "--time / --byoyomi / --increment / --nodes / --depth",
            ),
            (self.time_margin_ms != other.time_margin_ms, "--time-margin"),
            (!same_file(&self.openings, &other.openings), "--openings"),
            (self.random_plies != other.random_plies, "--random-plies"),
            (self.seed != other.seed, "--seed"),
            (self.max_plies != other.max_plies, "--max-plies"),
        ]
        .into_iter()
        .find_map(|(differs, flag)| differs.then_some(flag))
    }
}

/// Whether two openings files are one: series begun before paths were
/// kept canonical hold them as they were written.
fn same_file(a: &Option<PathBuf>, b: &Option<PathBuf>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => {
            a == b
                || std::fs::canonicalize(a)
                    .ok()
                    .zip(std::fs::canonicalize(b).ok())
                    .is_some_and(|(a, b)| a == b)
        }
        (a, b) => a == b,
    }
}

/// How the games are timed, in words a player reads back.
pub fn pace_text(pace: Pace) -> String {
    match pace {
        Pace::Work { nodes, depth } => {
            let mut parts = Vec::new();
            if let Some(n) = nodes {
                parts.push(format!("nodes {n}"));
            }
            if let Some(d) = depth {
                parts.push(format!("depth {d}"));
            }
            parts.join(", ")
        }
        Pace::Clock(c) => {
            let tc = c.get(Color::Black);
            let ms = |d: std::time::Duration| {
                if d.subsec_millis() == 0 {
                    format_duration(d)
                } else {
                    format!("{}ms", d.as_millis())
                }
            };
            match (
                tc.main.is_zero(),
                tc.byoyomi.is_zero(),
                tc.increment.is_zero(),
            ) {
                (true, _, _) => format!("byoyomi {}", ms(tc.byoyomi)),
                (false, false, _) => format!("{} + byoyomi {}", ms(tc.main), ms(tc.byoyomi)),
                (false, true, false) => format!("{} + {} a move", ms(tc.main), ms(tc.increment)),
                (false, true, true) => ms(tc.main),
            }
        }
    }
}

/// One finished game, as the folder and the report keep it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEntry {
    pub number: usize,
    pub round: usize,
    pub black: String,
    pub white: String,
    /// The pairing's first and second engine (the tally is the first's).
    pub first: String,
    pub second: String,
    /// The winner's name; `None` for a draw (or a game that had none).
    pub winner: Option<String>,
    /// The game's end (`EndReason::code`), or the failure's.
    pub reason: String,
    /// What went wrong, for a game lost by failing.
    pub fault: Option<String>,
    pub plies: usize,
    /// The record's file name in the folder.
    pub record: Option<String>,
    /// Black's and White's longest answer in milliseconds, as the referee
    /// timed it (a margin may still have let it count); missing in series
    /// written before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longest_ms: Option<[u64; 2]>,
}

fn fault_code(fault: &Fault) -> &'static str {
    match fault {
        Fault::Crashed(_) => "crash",
        Fault::IllegalMove { .. } => "illegal_move",
        Fault::Time => "timeout",
        Fault::Silent => "silent",
        Fault::Refused(_) => "refused",
    }
}

/// The most characters of an engine's own words (what it wrote to its
/// error output, the move it sent) that a failure quotes: a real error
/// message fits, and a flood of megabytes does not become the line per
/// game, `series.json` and the record's comment.
const QUOTED_CHARS: usize = ECHO_CHARS;

/// A failure in the words a player reads, naming the engine. The words
/// quoted from the engine are escaped and cut here, where they enter the
/// series: they go on to the terminal, `series.json` and the record.
pub fn fault_text(name: &str, fault: &Fault) -> String {
    let quoted = |why: &str| quote(why, QUOTED_CHARS);
    match fault {
        Fault::Crashed(e) => t!(
            "series-match-fault-crash",
            name = name,
            why = quoted(&crash_said(e))
        ),
        Fault::IllegalMove { error, attempted } => {
            let text = match (error, attempted) {
                (Some(e), _) => e.said(),
                // The game refused it: the core's English, as records keep it.
                (None, Some((mv, why))) => format!("{}: {why}", mv.to_usi()),
                (None, None) => String::new(),
            };
            t!(
                "series-match-fault-illegal",
                name = name,
                why = quoted(&text)
            )
        }
        Fault::Time => t!("series-match-fault-time", name = name),
        Fault::Silent => t!("series-match-fault-silent", name = name),
        Fault::Refused(e) => refused_text(name, &e.said()),
    }
}

/// A seat that could not play, `why` in the player's words.
fn refused_text(name: &str, why: &str) -> String {
    t!(
        "series-match-fault-refused",
        name = name,
        why = quote(why, QUOTED_CHARS)
    )
}

fn name_of(plan: &Plan, i: usize) -> String {
    plan.entrants
        .get(i)
        .map(|e| e.name.clone())
        .unwrap_or_default()
}

impl GameEntry {
    pub fn of(plan: &Plan, f: &Fixture, played: &PlayedGame) -> GameEntry {
        let by_side = |c: Color| name_of(plan, if c == Color::Black { f.black } else { f.white });
        let (reason, fault) = match &played.forfeit {
            Some(Forfeit { side, fault }) => (
                fault_code(fault).to_string(),
                Some(fault_text(&by_side(*side), fault)),
            ),
            None => (
                played
                    .game
                    .outcome()
                    .map_or("interrupted", |o| o.reason.code())
                    .to_string(),
                None,
            ),
        };
        GameEntry {
            number: f.number,
            round: f.round,
            black: by_side(Color::Black),
            white: by_side(Color::White),
            first: name_of(plan, f.first),
            second: name_of(plan, f.second),
            winner: played.winner().map(by_side),
            reason,
            fault,
            plies: played.game.ply(),
            record: None,
            longest_ms: Some(played.longest.map(|d| d.as_millis() as u64)),
        }
    }

    /// An engine that could not start loses the game without a move.
    pub fn not_started(
        plan: &Plan,
        f: &Fixture,
        side: Color,
        why: &str,
    ) -> Result<GameEntry, String> {
        let (loser, winner) = match side {
            Color::Black => (f.black, f.white),
            Color::White => (f.white, f.black),
        };
        Ok(GameEntry {
            number: f.number,
            round: f.round,
            black: name_of(plan, f.black),
            white: name_of(plan, f.white),
            first: name_of(plan, f.first),
            second: name_of(plan, f.second),
            winner: Some(name_of(plan, winner)),
            reason: "refused".into(),
            fault: Some(refused_text(&name_of(plan, loser), why)),
            plies: 0,
            record: None,
            longest_ms: None,
        })
    }

    /// Writes the game's record into `dir` (when there is one) and names
    /// it here.
    pub fn with_record(
        mut self,
        dir: Option<&Path>,
        plan: &Plan,
        f: &Fixture,
        played: &PlayedGame,
    ) -> Result<GameEntry, String> {
        let Some(dir) = dir else {
            return Ok(self);
        };
        let name = format!("game-{:04}.kif", f.number + 1);
        let mut info = GameInfo {
            event: Some(t!("series-match-event")),
            title: Some(format!("{} {}", t!("series-match-event"), f.number + 1)),
            time_control: match plan.rules.pace {
                Pace::Clock(c) => Some(c),
                Pace::Work { .. } => None,
            },
            ..GameInfo::default()
        };
        if let Pace::Work { .. } = plan.rules.pace {
            info.other.push(("備考".into(), pace_text(plan.rules.pace)));
        }
        let mut record = record_of(&played.game, &info);
        record.set_evaluations(&played.game, &played.evaluations);
        if let Some(text) = &self.fault {
            match record.moves.last_mut() {
                Some(m) => m.comments.push(text.clone()),
                None => record.comments.push(text.clone()),
            }
        }
        let path = dir.join(&name);
        Output::new(&path, true)
            .write_record(&record)
            .map_err(|e| crate::words::records::record_error(&e))?;
        self.record = Some(name);
        Ok(self)
    }

    /// Whether `name` won, lost or drew this game.
    pub fn points_of(&self, name: &str) -> Option<u8> {
        if self.black != name && self.white != name {
            return None;
        }
        Some(match &self.winner {
            Some(w) if w == name => 2,
            Some(_) => 0,
            None => 1,
        })
    }
}

/// The folder's file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesFile {
    pub version: u32,
    pub settings: Settings,
    pub games: Vec<GameEntry>,
}

impl SeriesFile {
    pub fn new(settings: Settings) -> SeriesFile {
        SeriesFile {
            version: VERSION,
            settings,
            games: Vec::new(),
        }
    }
}

/// A file read whole, refused if it is not a regular file or is larger
/// than anything this program writes.
pub fn read_capped(path: &Path) -> Result<String, String> {
    let shown = path.display().to_string();
    let meta = std::fs::metadata(path).map_err(|e| {
        t!(
            "series-match-cannot-read",
            file = shown.as_str(),
            why = e.to_string()
        )
    })?;
    if !meta.is_file() {
        return Err(t!("series-match-not-a-file", file = shown.as_str()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| {
            t!(
                "series-match-cannot-read",
                file = shown.as_str(),
                why = e.to_string()
            )
        })?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(t!("series-match-too-large", file = shown.as_str()));
    }
    String::from_utf8(bytes).map_err(|_| t!("series-match-not-text", file = shown.as_str()))
}

/// The hold on a series' folder while a series is played in it:
/// `.series.lock` beside `series.json`, locked as saves are (the OS lets
/// it go when the process ends, however it ends). Two processes playing
/// one series would play the same games and write over each other's
/// records and `series.json`.
pub fn lock(dir: &Path) -> Result<GameLock, SeriesError> {
    GameLock::try_take(&dir.join(FILE_NAME)).map_err(|e| match e {
        LockError::Held(pid) => SeriesError::InUse {
            dir: dir.to_path_buf(),
            pid,
        },
        LockError::Io(e) => SeriesError::Io(t!(
            "series-match-cannot-lock",
            dir = dir.display().to_string(),
            why = e.to_string()
        )),
    })
}

/// A new series in `dir` (made if missing; its parent must exist), which
/// must not already hold one, with the folder's lock.
pub fn begin(dir: &Path, settings: &Settings) -> Result<(SeriesFile, GameLock), SeriesError> {
    let shown = dir.display().to_string();
    // Made in one step, not looked for then made: two series begun
    // together must not both find it missing and one of them fail.
    match std::fs::create_dir(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            if !std::fs::metadata(dir).is_ok_and(|m| m.is_dir()) {
                return Err(SeriesError::Refused(t!(
                    "series-match-out-not-folder",
                    dir = shown.as_str()
                )));
            }
        }
        Err(e) => {
            return Err(SeriesError::Io(t!(
                "series-match-cannot-make",
                dir = shown.as_str(),
                why = e.to_string()
            )));
        }
    }
    // Locked before `series.json` is looked for: of two begun together,
    // the second finds the first's lock, or once it is done its file.
    let lock = lock(dir)?;
    if dir.join(FILE_NAME).symlink_metadata().is_ok() {
        return Err(SeriesError::Refused(t!(
            "series-match-out-has-series",
            dir = shown.as_str()
        )));
    }
    let file = SeriesFile::new(settings.clone());
    save(dir, &file).map_err(SeriesError::Io)?;
    Ok((file, lock))
}

/// The series begun in `dir`, if `settings` ask for that same series,
/// with the folder's lock: read only once locked, so that a series
/// another process is playing is neither read half-written nor played
/// twice.
pub fn resume(dir: &Path, settings: &Settings) -> Result<(SeriesFile, GameLock), SeriesError> {
    let path = dir.join(FILE_NAME);
    // No folder, no lock file to make in it: what is missing is the
    // series, and that is what is said.
    if !dir.is_dir() {
        read_capped(&path).map_err(SeriesError::Refused)?;
    }
    let lock = lock(dir)?;
    let text = read_capped(&path).map_err(SeriesError::Refused)?;
    let shown = path.display().to_string();
    let file: SeriesFile = serde_json::from_str(&text).map_err(|e| {
        SeriesError::Refused(t!(
            "series-match-bad-series",
            file = shown.as_str(),
            why = e.to_string()
        ))
    })?;
    if file.version != VERSION {
        return Err(SeriesError::Refused(t!(
            "series-match-bad-series",
            file = shown.as_str(),
            why = format!("version {}", file.version)
        )));
    }
    if let Some(flag) = settings.difference(&file.settings) {
        return Err(SeriesError::Refused(t!(
            "series-match-resume-differs",
            file = shown.as_str(),
            flag = flag
        )));
    }
    let names: Vec<&str> = file
        .settings
        .engines
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    let total = crate::series::fixtures(names.len(), file.settings.games).len();
    let sound = file.games.iter().all(|g| {
        g.number < total
            && [&g.black, &g.white, &g.first, &g.second]
                .iter()
                .all(|n| names.contains(&n.as_str()))
            && g.winner
                .as_ref()
                .is_none_or(|w| *w == g.black || *w == g.white)
    });
    let mut numbers: Vec<usize> = file.games.iter().map(|g| g.number).collect();
    numbers.sort_unstable();
    numbers.dedup();
    if !sound || numbers.len() != file.games.len() {
        return Err(SeriesError::Refused(t!(
            "series-match-bad-series",
            file = shown.as_str(),
            why = "a game that is not one of the series".to_string()
        )));
    }
    Ok((file, lock))
}

/// The seed the series in `dir` was begun with, if its file reads. Read
/// without the lock: `resume` reads it again once locked and refuses a
/// series that is not this one.
pub fn stored_seed(dir: &Path) -> Option<u64> {
    let text = read_capped(&dir.join(FILE_NAME)).ok()?;
    serde_json::from_str::<SeriesFile>(&text)
        .ok()
        .map(|f| f.settings.seed)
}

/// Writes `series.json` in `dir` atomically.
pub fn save(dir: &Path, file: &SeriesFile) -> Result<(), String> {
    let text = serde_json::to_string_pretty(file).map_err(|e| e.to_string())?;
    write_atomic(&dir.join(FILE_NAME), text.as_bytes())
        .map_err(|e| crate::words::records::record_error(&e))
}
