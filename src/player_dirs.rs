//! The player's own folders, found the XDG way (`$XDG_CONFIG_HOME`,
//! `$XDG_DATA_HOME`, else under `$HOME`): settings and saves are the same
//! whatever folder the program starts from. The records take the save
//! folder as a parameter; choosing it (flag, environment, XDG) is the
//! program's business, and lives here.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Environment variable naming the save folder (below `--save-dir`).
pub const SAVE_DIR_ENV: &str = "SHOGI_TUI_SAVE_DIR";
/// The folder inside the program's XDG data folder; also the folder,
/// relative to the working directory, that versions before issue 48 saved
/// in (and the last resort when neither `XDG_DATA_HOME` nor `HOME` is set).
pub const DEFAULT_SAVE_DIR: &str = "saves";

/// The game database's file name in the player's data folder.
pub const DEFAULT_DB_NAME: &str = "games.sqlite";

/// An environment variable, an empty one counting as unset (as the XDG
/// rules say).
pub fn env_var(name: &str) -> Option<OsString> {
    std::env::var_os(name).filter(|v| !v.is_empty())
}

/// The program's folder of one XDG kind: `$xdg/shogi-tui`, else
/// `$HOME/under_home/shogi-tui`; `None` when neither is set. `var` reads
/// the environment (passed in, so tests need not change their own).
pub fn player_folder(
    var: impl Fn(&str) -> Option<OsString>,
    xdg: &str,
    under_home: &str,
) -> Option<PathBuf> {
    let var = |name: &str| var(name).filter(|v| !v.is_empty());
    var(xdg)
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(under_home)))
        .map(|base| base.join("shogi-tui"))
}

/// `--save-dir DIR` wins over `SHOGI_TUI_SAVE_DIR`, which wins over the
/// player's data folder (`$XDG_DATA_HOME/shogi-tui/saves`, else
/// `~/.local/share/shogi-tui/saves`): one folder whatever folder the
/// program starts from.
pub fn resolve_save_dir(flag: Option<&Path>) -> PathBuf {
    resolve_with(flag, env_var)
}

/// The same choice with the environment read through `var` (testable
/// without touching the process environment).
pub fn resolve_with(flag: Option<&Path>, var: impl Fn(&str) -> Option<OsString>) -> PathBuf {
    let chosen = var(SAVE_DIR_ENV).filter(|v| !v.is_empty());
    flag.map(Path::to_path_buf)
        .or_else(|| chosen.map(PathBuf::from))
        .or_else(|| {
            player_folder(&var, "XDG_DATA_HOME", ".local/share").map(|d| d.join(DEFAULT_SAVE_DIR))
        })
        .unwrap_or_else(|| PathBuf::from(DEFAULT_SAVE_DIR))
}

/// The `./saves` of the folder the program started in, where versions
/// before issue 48 kept games: still listed, and continued where they are,
/// while the player has not chosen a folder (with `--save-dir` or
/// `SHOGI_TUI_SAVE_DIR`). Never moved: the player may keep it.
pub fn older_save_dir(flag: Option<&Path>) -> Option<PathBuf> {
    if flag.is_some() || env_var(SAVE_DIR_ENV).is_some() {
        return None;
    }
    std::env::current_dir()
        .ok()
        .map(|cwd| cwd.join(DEFAULT_SAVE_DIR))
}

/// `$XDG_DATA_HOME/shogi-tui/games.sqlite` (else under `~/.local/share`),
/// or `games.sqlite` here when neither is set, as the save folder is:
/// the database `db` commands and the app's pages use unless told another.
pub fn default_database() -> PathBuf {
    player_folder(env_var, "XDG_DATA_HOME", ".local/share")
        .map(|folder| folder.join(DEFAULT_DB_NAME))
        .unwrap_or_else(|| PathBuf::from(DEFAULT_DB_NAME))
}
