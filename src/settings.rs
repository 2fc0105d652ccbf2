//! What the player has decided once and for all, kept in the player's own
//! settings folder (never in a save, which may come from anyone).
//!
//! `settings.ron` keeps the menu's choices and the look keys (`Settings`).
//! `trusted-engines.ron` keeps the engine programs the player allowed to run: a saved
//! game or record names its players, and a save that names an external
//! engine would otherwise start a program chosen by whoever wrote the
//! file. A program runs only after the player saw it and agreed, or typed
//! its command themself. What is allowed is the program file found for
//! the command (see `usi::program`), as it was then.
//!
//! A settings file that cannot be read is never overwritten: a damaged
//! one is moved aside (`settings.ron.damaged`), anything else is left
//! alone, and the player is told.

use crate::game::{Handicap, MoveLimit, PlayerKind, RuleSet, TimeControls};
use crate::kifu::atomic::write_atomic;
use crate::kifu::files::read_capped_text;
use crate::kifu::save::ron_problem;
use crate::kifu::{RecordError, escape_controls};
use crate::online::OnlineSettings;
use crate::player_dirs::{env_var, player_folder};
use crate::usi::program::Program;
use crate::words::Said;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

pub mod book;
mod database;
mod engine_match;
mod lenient;
mod lishogi;
mod sound;
pub use book::BookChoice;
pub use database::{DatabaseSettings, MAX_MY_NAMES};
pub use engine_match::MatchSettings;
pub use lishogi::LishogiSettings;
pub use sound::{CountVoice, SoundSettings, VOLUMES};

/// Environment variable naming the settings folder (for tests and for
/// players who keep settings elsewhere).
pub const CONFIG_DIR_ENV: &str = "SHOGI_TUI_CONFIG_DIR";
/// The file of allowed engine commands inside the settings folder.
pub const TRUSTED_ENGINES_FILE: &str = "trusted-engines.ron";

/// `$SHOGI_TUI_CONFIG_DIR`, else `$XDG_CONFIG_HOME/shogi-tui`, else
/// `$HOME/.config/shogi-tui`; `None` when none of them is set.
pub fn config_dir() -> Option<PathBuf> {
    env_var(CONFIG_DIR_ENV)
        .map(PathBuf::from)
        .or_else(|| player_folder(env_var, "XDG_CONFIG_HOME", ".config"))
}

/// The most `settings.ron` and `trusted-engines.ron` may hold: real
/// ones hold a few hundred bytes, and an allowed engine takes about 200,
/// so this is some 5,000 of them. The puzzle progress, which grows with
/// every puzzle tried, has its own (`tsume::progress::MAX_PROGRESS_BYTES`).
pub const MAX_SETTINGS_BYTES: u64 = 1024 * 1024;

/// One allowed engine in `trusted-engines.ron`: the program file, its
/// arguments, and the file's size and time when it was allowed.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Allowed {
    program: PathBuf,
    args: Vec<String>,
    size: u64,
    modified_ns: u64,
}

impl Allowed {
    fn of(program: &Program) -> Allowed {
        Allowed {
            program: program.path.clone(),
            args: program.args.clone(),
            size: program.fingerprint.size,
            modified_ns: program.fingerprint.modified_ns,
        }
    }
}

/// The file. Files of older versions hold `commands: [...]`, command
/// lines trusted as text: they say nothing about which program was
/// allowed, so they are passed over (asked about again), and dropped when
/// the file is next written.
#[derive(Serialize, Deserialize, Default)]
struct TrustedFile {
    #[serde(default)]
    engines: BTreeSet<Allowed>,
}

/// Engine programs the player allowed, and where they are remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedEngines {
    /// `None`: nowhere to remember (approvals last for this run only).
    file: Option<PathBuf>,
    engines: BTreeSet<Allowed>,
    /// Why the file could not be read, to tell the player once.
    pub problem: Option<String>,
}

impl TrustedEngines {
    /// Nothing allowed, and nothing remembered (tests, and no settings folder).
    pub fn in_memory() -> TrustedEngines {
        TrustedEngines::default()
    }

    /// The player's list, from the settings folder.
    pub fn load() -> TrustedEngines {
        match config_dir() {
            Some(dir) => TrustedEngines::load_from(&dir.join(TRUSTED_ENGINES_FILE)),
            None => TrustedEngines::in_memory(),
        }
    }

    /// The list kept in `file`. A missing file is an empty list. A damaged
    /// one is moved aside and the list starts empty (nothing runs without
    /// asking); one that cannot be read is left alone, and nothing is
    /// remembered this run. Either way `problem` says so.
    pub fn load_from(file: &Path) -> TrustedEngines {
        let read = read_settings_file::<TrustedFile>(
            file,
            &crate::t!("files-settings-lost-trust"),
            MAX_SETTINGS_BYTES,
        );
        TrustedEngines {
            file: read.writable.then(|| file.to_path_buf()),
            engines: read.value.map(|f| f.engines).unwrap_or_default(),
            problem: read.problem,
        }
    }

    /// Whether the player allowed this program file, as it is now, with
    /// these arguments.
    pub fn allows(&self, program: &Program) -> bool {
        self.engines.contains(&Allowed::of(program))
    }

    /// Allows `program` from now on, and remembers it in the settings
    /// folder. The approval holds for this run even when it cannot be
    /// written; the error says why it will not be remembered.
    pub fn allow(&mut self, program: &Program) -> Result<(), RecordError> {
        self.engines.insert(Allowed::of(program));
        let Some(file) = &self.file else {
            return Ok(());
        };
        if let Some(dir) = file.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| RecordError::io(dir, "create the settings folder", e))?;
        }
        let text = ron::ser::to_string_pretty(
            &TrustedFile {
                engines: self.engines.clone(),
            },
            ron::ser::PrettyConfig::new(),
        )
        // Only a path that is not UTF-8 cannot be written.
        .map_err(|e| RecordError::Refused {
            path: file.clone(),
            what: format!("the program's path cannot be written: {e}"),
        })?;
        let header = "// Engine programs you allowed shogi-tui to run when a saved game names them:\n\
                      // each with its arguments, and its file's size and time (a changed file is asked about again).\n";
        write_atomic(file, format!("{header}{text}\n").as_bytes())
    }
}

/// A file of the settings folder as read (settings, allowed engines,
/// puzzle progress): its value, whether it may be written, and what the
/// player should be told.
pub(crate) struct SettingsRead<T> {
    /// `None`: missing or damaged; the defaults apply.
    pub value: Option<T>,
    /// False when the file is there but could not be read: it is never
    /// replaced by what this run knows.
    pub writable: bool,
    pub problem: Option<String>,
}

/// Reads the settings file `file`, of at most `limit` bytes. A damaged
/// one (text that is not UTF-8 or not the file's RON) is moved aside
/// under a fresh name, so it is neither lost nor replaced, and the next
/// start reads no damage; `lost` says what that costs the player. One
/// over `limit` is not called damaged (it may be whole, only bigger than
/// this version reads), and is left alone and not written, as is one
/// that is not a file or cannot be opened.
pub(crate) fn read_settings_file<T: serde::de::DeserializeOwned>(
    file: &Path,
    lost: &str,
    limit: u64,
) -> SettingsRead<T> {
    // What happened comes first, in words that fit the menu's one line;
    // the file's path and the details follow.
    let name = file.file_name().map_or_else(
        || shown(file),
        |n| escape_controls(&n.to_string_lossy()).into_owned(),
    );
    let left_alone = |problem: String| SettingsRead {
        value: None,
        writable: false,
        problem: Some(problem),
    };
    let untouched = |why: String| {
        left_alone(crate::t!(
            "files-settings-unreadable",
            name = name.as_str(),
            lost = lost,
            why = why
        ))
    };
    let damage = match read_capped_text(file, limit) {
        Ok(text) => match lenient::read::<T>(&text) {
            Ok((value, set_aside)) => {
                return SettingsRead {
                    value: Some(value),
                    writable: true,
                    problem: (!set_aside.is_empty())
                        .then(|| told_set_aside(file, &name, &text, &set_aside)),
                };
            }
            Err(e) => format!(
                "{}: {}{}",
                shown(file),
                crate::t!("files-line-prefix", line = e.span.start.line),
                ron_problem(&e)
            ),
        },
        Err(RecordError::NotFound { .. }) => {
            return SettingsRead {
                value: None,
                writable: true,
                problem: None,
            };
        }
        Err(e @ RecordError::Encoding { .. }) => e.said(),
        Err(e @ RecordError::TooLarge { .. }) => {
            return left_alone(crate::t!(
                "files-settings-too-large",
                name = name.as_str(),
                lost = lost,
                why = e.said()
            ));
        }
        Err(e) => return untouched(e.said()),
    };
    match set_aside(file) {
        Ok(kept) => SettingsRead {
            value: None,
            writable: true,
            problem: Some(crate::t!(
                "files-settings-moved-aside",
                name = name.as_str(),
                kept = shown(&kept),
                lost = lost,
                damage = damage
            )),
        },
        Err(e) => untouched(crate::t!(
            "files-settings-cannot-move-aside",
            why = e.to_string(),
            damage = damage
        )),
    }
}

/// What the player is told of values a file holds that this build could
/// not read (a newer build's choices, a value mistyped by hand): which,
/// why, and where the file as it was is kept, since the next write of the
/// settings leaves them out.
fn told_set_aside(file: &Path, name: &str, text: &str, set_aside: &[lenient::SetAside]) -> String {
    // A hand-made file may set aside thousands: the line names a few.
    const NAMED: usize = 5;
    let more = |shown: usize| match set_aside.len().saturating_sub(shown) {
        0 => String::new(),
        n => format!(" (+{n})"),
    };
    let fields = set_aside
        .iter()
        .take(NAMED)
        .map(|s| escape_controls(&s.field).into_owned())
        .collect::<Vec<_>>()
        .join(", ")
        + &more(NAMED);
    let why = set_aside
        .iter()
        .take(NAMED)
        .map(|s| format!("{}: {}", escape_controls(&s.field), escape_controls(&s.why)))
        .collect::<Vec<_>>()
        .join("; ");
    match keep_copy(file, text) {
        Ok(kept) => crate::t!(
            "files-settings-set-aside",
            name = name,
            count = set_aside.len(),
            fields = fields,
            kept = shown(&kept),
            why = why
        ),
        Err(e) => crate::t!(
            "files-settings-set-aside-not-kept",
            name = name,
            count = set_aside.len(),
            fields = fields,
            why = format!("{why}; {e}")
        ),
    }
}

/// Keeps `text`, the file as read, in `<name>.set-aside` (or `.1`, …),
/// unless a copy of that name already holds the same text: each start
/// with the same file would otherwise add another.
fn keep_copy(file: &Path, text: &str) -> std::io::Result<PathBuf> {
    use std::io::Write;
    for copy in fresh_names(file, "set-aside") {
        match std::fs::symlink_metadata(&copy) {
            Ok(m) if m.is_file() && std::fs::read(&copy).is_ok_and(|t| t == text.as_bytes()) => {
                return Ok(copy);
            }
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(_) => continue,
        }
        // A new file only: never through a link, never over a file.
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&copy)
        {
            Ok(mut out) => {
                out.write_all(text.as_bytes())?;
                out.sync_all()?;
                return Ok(copy);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(TOO_MANY_COPIES))
}

const TOO_MANY_COPIES: &str = "there are 100 copies already: remove some";

/// `<name>.<suffix>`, then `<name>.<suffix>.1` … `.99`: the names a copy
/// kept beside `file` may take.
fn fresh_names(file: &Path, suffix: &str) -> impl Iterator<Item = PathBuf> {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let file = file.to_path_buf();
    let suffix = suffix.to_string();
    (0..100).map(move |n| {
        file.with_file_name(match n {
            0 => format!("{name}.{suffix}"),
            n => format!("{name}.{suffix}.{n}"),
        })
    })
}

fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// Moves `file` to `<name>.damaged` (or `.damaged.1`, …: an earlier
/// damaged copy is never replaced) and says where.
fn set_aside(file: &Path) -> std::io::Result<PathBuf> {
    for aside in fresh_names(file, "damaged") {
        // A new link fails rather than replace a file of that name.
        match std::fs::hard_link(file, &aside) {
            Ok(()) => {
                std::fs::remove_file(file)?;
                return Ok(aside);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            // A file system without links: a free name is taken.
            Err(_) if aside.symlink_metadata().is_err() => {
                std::fs::rename(file, &aside)?;
                return Ok(aside);
            }
            Err(_) => {}
        }
    }
    Err(std::io::Error::other(TOO_MANY_COPIES))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("shogi-settings-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.canonicalize().unwrap()
    }

    fn engine(dir: &Path, body: &str) -> PathBuf {
        let path = dir.join("eng.sh");
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn program(command: &str, cwd: &Path) -> Program {
        Program::resolve_in(command, cwd, None).unwrap()
    }

    #[test]
    fn an_allowed_program_is_remembered_in_the_file_and_nothing_else_is_allowed() {
        let dir = scratch("trust");
        let file = dir.join("sub").join(TRUSTED_ENGINES_FILE);
        let eng = engine(&dir, "exit 0");
        let mut t = TrustedEngines::load_from(&file);
        let gps = program("./eng.sh --threads 1", &dir);
        assert!(!t.allows(&gps));
        t.allow(&gps).unwrap();
        let again = TrustedEngines::load_from(&file);
        assert_eq!(again.problem, None);
        assert!(again.allows(&gps));
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains(&format!("\"{}\"", eng.display())), "{text}");
        assert!(!again.allows(&program("./eng.sh --evil", &dir)));
        assert!(!again.allows(&program("/bin/sh", &dir)));
        // The same file, rewritten: asked about again.
        engine(&dir, "echo changed");
        assert!(!again.allows(&program("./eng.sh --threads 1", &dir)));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_of_trusted_command_lines_reads_but_allows_nothing() {
        let dir = scratch("old");
        let file = dir.join(TRUSTED_ENGINES_FILE);
        engine(&dir, "exit 0");
        let command = format!("{}/eng.sh", dir.display());
        std::fs::write(&file, format!("(commands: [\"{command}\"])")).unwrap();
        let old = TrustedEngines::load_from(&file);
        assert_eq!(old.problem, None);
        assert!(!old.allows(&program(&command, &dir)));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_damaged_list_is_moved_aside_never_overwritten() {
        let dir = scratch("damaged");
        let file = dir.join(TRUSTED_ENGINES_FILE);
        engine(&dir, "exit 0");
        let eng = program("./eng.sh", &dir);
        let damaged = b"(commands: [\"/path/good.sh\",\xff";
        std::fs::write(&file, damaged).unwrap();
        let mut t = TrustedEngines::load_from(&file);
        let problem = t.problem.clone().unwrap_or_default();
        assert!(problem.contains("invalid UTF-8"), "{problem}");
        assert!(problem.contains("trusted-engines.ron.damaged"), "{problem}");
        assert!(problem.contains("asked about again"), "{problem}");
        let aside = dir.join("trusted-engines.ron.damaged");
        assert_eq!(std::fs::read(&aside).unwrap(), damaged);
        t.allow(&eng).unwrap();
        assert!(TrustedEngines::load_from(&file).allows(&eng));
        assert_eq!(std::fs::read(&aside).unwrap(), damaged, "kept");
        // Damaged again: an earlier damaged copy is not replaced.
        std::fs::write(&file, "(engines: [(program: ").unwrap();
        let t = TrustedEngines::load_from(&file);
        assert!(!t.allows(&eng));
        let problem = t.problem.unwrap_or_default();
        assert!(problem.contains("line 1: column"), "{problem}");
        assert!(
            problem.contains("trusted-engines.ron.damaged.1"),
            "{problem}"
        );
        assert_eq!(std::fs::read(&aside).unwrap(), damaged);
        assert_eq!(
            std::fs::read_to_string(dir.join("trusted-engines.ron.damaged.1")).unwrap(),
            "(engines: [(program: "
        );
        assert!(!file.exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// The settings file inside the settings folder.
pub const SETTINGS_FILE: &str = "settings.ron";

/// What the player chose in the menu and with the look keys, restored on
/// the next start. Every field has a default, so a file from an older or
/// newer version, or one written by hand with a few fields, still reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub black: PlayerKind,
    pub white: PlayerKind,
    pub rules: RuleSet,
    /// `None`: an even game.
    pub handicap: Option<Handicap>,
    pub move_limit: MoveLimit,
    /// Computers' time per move in untimed games, in seconds.
    pub move_seconds: f64,
    /// `None`: untimed. Kept as each side's spelling (`10m+30s`).
    #[serde(with = "spelled_clock")]
    pub clock: Option<TimeControls>,
    /// The names of people playing; `None`: "Black" and "White".
    pub black_name: Option<String>,
    pub white_name: Option<String>,
    /// From before the sound settings, when the menu's "Countdown bell"
    /// was the only sound: `true` was the bell turned off, read as the
    /// count turned off (`sound.count`); never written again.
    #[serde(skip_serializing)]
    pub quiet: bool,
    /// Sound on or off, the count's voice, piece sounds, volume.
    pub sound: SoundSettings,
    pub theme: String,
    pub glyphs: String,
    /// The move list in Western notation (`m`); `None` follows the pieces.
    pub western_moves: Option<bool>,
    pub auto_flip: bool,
    /// The hint key (`H`) works in new games; off for a serious game.
    pub hints: bool,
    /// The online form's server, login and seat (never the password).
    pub online: OnlineSettings,
    /// The lishogi form's site, seat and clock (never the token).
    pub lishogi: LishogiSettings,
    /// The engine-match form's last series.
    pub engine_match: MatchSettings,
    /// The language chosen in the menu; `None`: the locale's.
    pub language: Option<crate::i18n::Lang>,
    /// The opening book review shows.
    pub book: BookChoice,
    /// The folder a record file was last opened from on the load screen,
    /// where its `o` prompt starts.
    pub open_folder: Option<std::path::PathBuf>,
    /// The game database's choices: my names, finished games imported.
    pub database: DatabaseSettings,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            black: PlayerKind::Human,
            white: PlayerKind::Human,
            rules: RuleSet::default(),
            handicap: None,
            move_limit: MoveLimit::default(),
            move_seconds: 1.0,
            clock: None,
            black_name: None,
            white_name: None,
            quiet: false,
            sound: SoundSettings::default(),
            theme: "dark".into(),
            glyphs: "kanji".into(),
            western_moves: None,
            auto_flip: false,
            hints: true,
            online: OnlineSettings::default(),
            lishogi: LishogiSettings::default(),
            engine_match: MatchSettings::default(),
            language: None,
            book: BookChoice::default(),
            open_folder: None,
            database: DatabaseSettings::default(),
        }
    }
}

/// A clock in the settings file as people write it: `Some((black:
/// "10m+30s", white: "10m+30s"))`, read back with `TimeControl::from_str`.
mod spelled_clock {
    use crate::game::{TimeControl, TimeControls};
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Spelled {
        black: String,
        white: String,
    }

    pub fn serialize<S: Serializer>(
        clock: &Option<TimeControls>,
        to: S,
    ) -> Result<S::Ok, S::Error> {
        clock
            .map(|t| Spelled {
                black: t.black.spelling(),
                white: t.white.spelling(),
            })
            .serialize(to)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        from: D,
    ) -> Result<Option<TimeControls>, D::Error> {
        let Some(s) = Option::<Spelled>::deserialize(from)? else {
            return Ok(None);
        };
        let side = |text: &str| text.parse::<TimeControl>().map_err(D::Error::custom);
        Ok(Some(TimeControls {
            black: side(&s.black)?,
            white: side(&s.white)?,
        }))
    }
}

/// The settings as read at start, and where changes are written.
#[derive(Clone, Debug, Default)]
pub struct Remembered {
    pub settings: Settings,
    /// `None`: nowhere to write, or the file could not be read (it is
    /// then left alone rather than replaced).
    file: Option<PathBuf>,
    /// The settings folder, for the files kept beside the settings (the
    /// remembered password); `None` in memory.
    folder: Option<PathBuf>,
    /// What was last written or read, so only changes are written.
    written: Settings,
    /// Why the file could not be read or written, to tell the player.
    pub problem: Option<String>,
}

impl Remembered {
    /// Nothing remembered, nothing written (tests, no settings folder).
    pub fn in_memory() -> Remembered {
        Remembered::default()
    }

    /// The player's settings, from the settings folder.
    pub fn load() -> Remembered {
        match config_dir() {
            Some(dir) => Remembered::load_from(&dir.join(SETTINGS_FILE)),
            None => Remembered::in_memory(),
        }
    }

    /// The settings kept in `file`; see [`read_settings_file`] for a
    /// file that cannot be read.
    pub fn load_from(file: &Path) -> Remembered {
        let read = read_settings_file::<Settings>(
            file,
            &crate::t!("files-settings-lost-settings"),
            MAX_SETTINGS_BYTES,
        );
        let mut settings: Settings = read.value.unwrap_or_default();
        if std::mem::take(&mut settings.quiet) && settings.sound.count.is_none() {
            settings.sound.count = Some(CountVoice::Off);
        }
        Remembered {
            file: read.writable.then(|| file.to_path_buf()),
            folder: file.parent().map(Path::to_path_buf),
            written: settings.clone(),
            settings,
            problem: read.problem,
        }
    }

    /// The settings folder; `None` when nothing is kept on disk.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// Writes the settings if they changed since they were read or last
    /// written. A failure is kept in `problem` and tried again next time.
    pub fn save(&mut self) {
        if self.settings == self.written {
            return;
        }
        let Some(file) = &self.file else {
            return;
        };
        let text = ron::ser::to_string_pretty(&self.settings, ron::ser::PrettyConfig::new())
            .unwrap_or_default();
        let written = file
            .parent()
            .map_or(Ok(()), |dir| {
                std::fs::create_dir_all(dir)
                    .map_err(|e| RecordError::io(dir, "create the settings folder", e))
            })
            .and_then(|()| write_atomic(file, format!("{text}\n").as_bytes()));
        match written {
            Ok(()) => {
                self.written = self.settings.clone();
                self.problem = None;
            }
            Err(e) => {
                self.problem = Some(crate::t!("files-settings-not-remembered", why = e.said()))
            }
        }
    }
}

#[cfg(test)]
mod settings_tests {
    use super::*;

    #[test]
    fn a_settings_file_too_large_is_said_so_and_left_alone() {
        let dir = std::env::temp_dir().join(format!("shogi-settings-big-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(SETTINGS_FILE);
        let text = format!(
            "(theme: \"light\"){}",
            " ".repeat(MAX_SETTINGS_BYTES as usize)
        );
        std::fs::write(&file, &text).unwrap();
        let mut r = Remembered::load_from(&file);
        let problem = r.problem.clone().unwrap_or_default();
        assert!(problem.contains("settings.ron is too large"), "{problem}");
        assert!(!problem.contains("damaged"), "{problem}");
        r.settings.glyphs = "western".into();
        r.save();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "not written");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "nothing moved aside"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn values_of_a_newer_build_cost_only_themselves_and_the_file_is_kept() {
        let dir = std::env::temp_dir().join(format!("shogi-settings-new-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(SETTINGS_FILE);
        // What a newer build could write: a new count voice, a book kind
        // and a player kind this build has never heard of, beside values
        // it knows.
        let newer = "(\n    black: Cloud(url: \"https://example.org\"),\n    white: Bot(level: 4),\n    \
                     clock: Some((black: \"10m+30s\", white: \"10m+30s\")),\n    \
                     black_name: Some(\"羽生\"),\n    \
                     sound: (on: true, count: Some(Kansai), volume: 40),\n    \
                     theme: \"light\",\n    book: Remote(url: \"https://example.org/book\"),\n    \
                     hologram: true,\n)\n";
        std::fs::write(&file, newer).unwrap();
        let mut r = Remembered::load_from(&file);
        let s = &r.settings;
        assert_eq!(s.white, PlayerKind::Bot { level: 4 });
        assert_eq!(s.black, PlayerKind::Human, "set aside, to its default");
        assert_eq!(s.black_name.as_deref(), Some("羽生"));
        assert_eq!(
            s.clock.map(|c| c.black.spelling()).as_deref(),
            Some("10m+30s")
        );
        assert_eq!((s.sound.volume, s.sound.count), (40, None));
        assert_eq!(s.theme, "light");
        assert_eq!(s.book, BookChoice::Builtin);
        let problem = r.problem.clone().unwrap_or_default();
        for field in ["black", "sound.count", "book", "Kansai", "Cloud", "Remote"] {
            assert!(problem.contains(field), "{field} in {problem}");
        }
        assert!(problem.contains("those 3 values"), "{problem}");
        assert!(!problem.contains("damaged"), "{problem}");
        let kept = dir.join("settings.ron.set-aside");
        assert!(problem.contains("settings.ron.set-aside"), "{problem}");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), newer);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), newer, "not moved");
        // Thousands of values set aside (a hand-made file) are named a
        // few at a time.
        let many = dir.join("many.ron");
        std::fs::write(&many, format!("({})", "black: Cloud, ".repeat(3000))).unwrap();
        let problem = Remembered::load_from(&many).problem.unwrap_or_default();
        assert!(problem.contains("those 3000 values"), "{}", &problem[..200]);
        assert!(problem.contains("(+2995)"), "{}", &problem[..200]);
        assert!(problem.len() < 1000, "{problem}");
        // Read again: the same copy serves, no second one.
        let again = Remembered::load_from(&file);
        assert_eq!(again.settings, r.settings);
        assert!(!dir.join("settings.ron.set-aside.1").exists());
        // A change is written with what was read; the newer values stay
        // in the copy.
        r.settings.hints = false;
        r.save();
        let written = Remembered::load_from(&file);
        assert_eq!(written.problem, None);
        assert_eq!(written.settings.white, PlayerKind::Bot { level: 4 });
        assert!(!written.settings.hints);
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), newer);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn settings_are_written_only_when_changed_and_read_back() {
        let dir = std::env::temp_dir().join(format!("shogi-settings-r-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = dir.join(SETTINGS_FILE);
        let mut r = Remembered::load_from(&file);
        assert_eq!(r.settings, Settings::default());
        r.save();
        assert!(!file.exists(), "nothing changed, nothing written");
        r.settings.glyphs = "western".into();
        r.settings.white = PlayerKind::Bot { level: 3 };
        r.settings.move_limit = MoveLimit::Off;
        r.settings.clock = Some(TimeControls {
            black: "10m+30s".parse().unwrap(),
            white: "5m+10s/move".parse().unwrap(),
        });
        r.settings.black_name = Some("羽生".into());
        r.settings.sound = SoundSettings {
            on: true,
            count: Some(CountVoice::English),
            pieces: false,
            check: false,
            end: true,
            refused: false,
            volume: 40,
        };
        r.settings.hints = false;
        r.settings.online = OnlineSettings {
            host: "wdoor.c.u-tokyo.ac.jp".into(),
            port: 4000,
            user: "alice".into(),
            game: "floodgate-300-10F".into(),
            seat: PlayerKind::Engine {
                command: "/usr/games/gpsusi --x".into(),
            },
        };
        r.save();
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains("\"10m+30s\""), "spelled as typed:\n{text}");
        let again = Remembered::load_from(&file);
        assert_eq!(again.settings, r.settings);
        // A clock spelled wrongly by hand costs the clock, said so.
        std::fs::write(
            &file,
            "(clock: Some((black: \"10x\", white: \"3m\")), theme: \"light\")",
        )
        .unwrap();
        let bad = Remembered::load_from(&file);
        let problem = bad.problem.unwrap_or_default();
        assert!(problem.contains("'10x' is not a duration"), "{problem}");
        assert!(
            problem.contains("settings.ron: clock went back"),
            "{problem}"
        );
        assert_eq!(
            (bad.settings.clock, bad.settings.theme.as_str()),
            (None, "light")
        );
        // A few fields by hand: the rest are defaults.
        std::fs::write(&file, "(glyphs: \"western\")").unwrap();
        let hand = Remembered::load_from(&file);
        assert_eq!(hand.settings.glyphs, "western");
        assert_eq!(hand.settings.white, PlayerKind::Human);
        std::fs::write(&file, "(online: (user: \"bob\"))").unwrap();
        let online = Remembered::load_from(&file).settings.online;
        assert_eq!((online.user.as_str(), online.port), ("bob", 4081));
        // The bell turned off before the sound settings is the count
        // turned off, and the old field is not written again.
        std::fs::write(&file, "(quiet: true, theme: \"light\")").unwrap();
        let mut bell_off = Remembered::load_from(&file);
        assert_eq!(bell_off.settings.sound.count, Some(CountVoice::Off));
        assert!(bell_off.settings.sound.on, "the rest of sound stays on");
        bell_off.settings.hints = false;
        bell_off.save();
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(!text.contains("quiet"), "{text}");
        assert!(text.contains("count: Some(Off)"), "{text}");
        // A file from before clocks, names and the bell reads as it was.
        std::fs::write(
            &file,
            "(black: Human, white: Bot(level: 3), rules: Try, handicap: None, \
             move_limit: Plies(500), move_seconds: 2.0, theme: \"light\", \
             glyphs: \"kanji\", western_moves: None, auto_flip: true)",
        )
        .unwrap();
        let old = Remembered::load_from(&file);
        assert_eq!(old.problem, None);
        assert_eq!(old.settings.white, PlayerKind::Bot { level: 3 });
        assert!(old.settings.auto_flip);
        assert_eq!(old.settings.clock, None);
        assert_eq!(old.settings.black_name, None);
        assert_eq!(old.settings.sound, SoundSettings::default());
        assert!(
            old.settings.hints,
            "hints stay on in a file from before them"
        );
        assert_eq!(old.settings.online, OnlineSettings::default());
        assert_eq!(old.settings.online.port, 4081);
        // A broken file is reported, kept aside and never replaced.
        std::fs::write(&file, "(glyphs: ").unwrap();
        let mut broken = Remembered::load_from(&file);
        let problem = broken.problem.clone().unwrap_or_default();
        assert!(problem.contains("settings.ron.damaged"), "{problem}");
        assert!(problem.contains("start from the defaults"), "{problem}");
        broken.settings.theme = "light".into();
        broken.save();
        let aside = dir.join("settings.ron.damaged");
        assert_eq!(std::fs::read_to_string(&aside).unwrap(), "(glyphs: ");
        assert_eq!(Remembered::load_from(&file).settings.theme, "light");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
