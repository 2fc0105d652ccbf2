//! What the player has decided once and for all, kept in the player's own
//! settings folder (never in a save, which may come from anyone).
//!
//! Today that is the engine commands the player allowed to run: a saved
//! game or record names its players, and a save that names an external
//! engine would otherwise start a program chosen by whoever wrote the
//! file. A command runs only after the player saw it and agreed, or typed
//! it themself.

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
