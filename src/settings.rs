//! What the player has decided once and for all, kept in the player's own
//! settings folder (never in a save, which may come from anyone).
//!
//! `settings.ron` keeps the menu's choices and the look keys (`Settings`).
//! `trusted-engines.ron` keeps the engine commands the player allowed to run: a saved
//! game or record names its players, and a save that names an external
//! engine would otherwise start a program chosen by whoever wrote the
//! file. A command runs only after the player saw it and agreed, or typed
//! it themself.

use crate::game::{Handicap, MoveLimit, PlayerKind, RuleSet, TimeControls};
use crate::kifu::RecordError;
use crate::kifu::atomic::write_atomic;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Environment variable naming the settings folder (for tests and for
/// players who keep settings elsewhere).
pub const CONFIG_DIR_ENV: &str = "SHOGI_TUI_CONFIG_DIR";
/// The file of allowed engine commands inside the settings folder.
pub const TRUSTED_ENGINES_FILE: &str = "trusted-engines.ron";

/// `$SHOGI_TUI_CONFIG_DIR`, else `$XDG_CONFIG_HOME/shogi-tui`, else
/// `$HOME/.config/shogi-tui`; `None` when none of them is set.
pub fn config_dir() -> Option<PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    var(CONFIG_DIR_ENV)
        .map(PathBuf::from)
        .or_else(|| var("XDG_CONFIG_HOME").map(|d| PathBuf::from(d).join("shogi-tui")))
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".config/shogi-tui")))
}

#[derive(Serialize, Deserialize, Default)]
struct TrustedFile {
    #[serde(default)]
    commands: BTreeSet<String>,
}

/// Engine commands the player allowed, and where they are remembered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedEngines {
    /// `None`: nowhere to remember (approvals last for this run only).
    file: Option<PathBuf>,
    commands: BTreeSet<String>,
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

    /// The list kept in `file`. A missing file is an empty list; a broken
    /// one is too (nothing runs without asking), and says why.
    pub fn load_from(file: &Path) -> TrustedEngines {
        let mut trusted = TrustedEngines {
            file: Some(file.to_path_buf()),
            ..TrustedEngines::default()
        };
        match std::fs::read_to_string(file) {
            Ok(text) => match ron::from_str::<TrustedFile>(&text) {
                Ok(f) => trusted.commands = f.commands,
                Err(e) => {
                    trusted.problem = Some(format!("{}: {e}", file.display()));
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => trusted.problem = Some(format!("{}: {e}", file.display())),
        }
        trusted
    }

    /// Whether the player allowed exactly this command line.
    pub fn allows(&self, command: &str) -> bool {
        self.commands.contains(command.trim())
    }

    /// Allows `command` from now on, and remembers it in the settings
    /// folder. The approval holds for this run even when it cannot be
    /// written; the error says why it will not be remembered.
    pub fn allow(&mut self, command: &str) -> Result<(), RecordError> {
        self.commands.insert(command.trim().to_string());
        let Some(file) = &self.file else {
            return Ok(());
        };
        if let Some(dir) = file.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| RecordError::io(dir, "create the settings folder", e))?;
        }
        let text = ron::ser::to_string_pretty(
            &TrustedFile {
                commands: self.commands.clone(),
            },
            ron::ser::PrettyConfig::new(),
        )
        .unwrap_or_default();
        let header =
            "// Engine commands you allowed shogi-tui to run when a saved game names them.\n";
        write_atomic(file, format!("{header}{text}\n").as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_allowed_command_is_remembered_in_the_file_and_nothing_else_is_allowed() {
        let dir = std::env::temp_dir().join(format!("shogi-settings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = dir.join("sub").join(TRUSTED_ENGINES_FILE);
        let mut t = TrustedEngines::load_from(&file);
        assert!(!t.allows("/usr/games/gpsusi"));
        t.allow("/usr/games/gpsusi").unwrap();
        let again = TrustedEngines::load_from(&file);
        assert!(again.allows("/usr/games/gpsusi"));
        assert!(!again.allows("/usr/games/gpsusi --evil"));
        assert!(!again.allows("/bin/sh"));
        std::fs::write(&file, "not ron at all (").unwrap();
        let broken = TrustedEngines::load_from(&file);
        assert!(!broken.allows("/usr/games/gpsusi"));
        assert!(broken.problem.is_some());
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
    /// No bell in the last seconds of a clock.
    pub quiet: bool,
    pub theme: String,
    pub glyphs: String,
    /// The move list in Western notation (`m`); `None` follows the pieces.
    pub western_moves: Option<bool>,
    pub auto_flip: bool,
    /// The hint key (`H`) works in new games; off for a serious game.
    pub hints: bool,
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
            theme: "dark".into(),
            glyphs: "kanji".into(),
            western_moves: None,
            auto_flip: false,
            hints: true,
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

    pub fn load_from(file: &Path) -> Remembered {
        let mut r = Remembered {
            file: Some(file.to_path_buf()),
            ..Remembered::default()
        };
        match std::fs::read_to_string(file) {
            Ok(text) => match ron::from_str::<Settings>(&text) {
                Ok(s) => {
                    r.settings = s.clone();
                    r.written = s;
                }
                Err(e) => {
                    r.file = None;
                    r.problem = Some(format!(
                        "{}: {e}; settings are not remembered this time",
                        file.display()
                    ));
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                r.file = None;
                r.problem = Some(format!("{}: {e}", file.display()));
            }
        }
        r
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
            Err(e) => self.problem = Some(format!("settings not remembered: {e}")),
        }
    }
}

#[cfg(test)]
mod settings_tests {
    use super::*;

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
        r.settings.quiet = true;
        r.settings.hints = false;
        r.save();
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains("\"10m+30s\""), "spelled as typed:\n{text}");
        let again = Remembered::load_from(&file);
        assert_eq!(again.settings, r.settings);
        // A clock spelled wrongly by hand is a broken file, said so.
        std::fs::write(&file, "(clock: Some((black: \"10x\", white: \"3m\")))").unwrap();
        let bad = Remembered::load_from(&file).problem.unwrap_or_default();
        assert!(bad.contains("'10x' is not a duration"), "{bad}");
        // A few fields by hand: the rest are defaults.
        std::fs::write(&file, "(glyphs: \"western\")").unwrap();
        let hand = Remembered::load_from(&file);
        assert_eq!(hand.settings.glyphs, "western");
        assert_eq!(hand.settings.white, PlayerKind::Human);
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
        assert!(!old.settings.quiet);
        assert!(
            old.settings.hints,
            "hints stay on in a file from before them"
        );
        // A broken file is reported and never replaced.
        std::fs::write(&file, "(glyphs: ").unwrap();
        let mut broken = Remembered::load_from(&file);
        assert!(broken.problem.is_some());
        broken.settings.theme = "light".into();
        broken.save();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "(glyphs: ");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
