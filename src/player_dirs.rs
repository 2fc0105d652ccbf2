//! The player's own folders, found the XDG way (`$XDG_CONFIG_HOME`,
//! `$XDG_DATA_HOME`, else under `$HOME`): settings and saves are the same
//! whatever folder the program starts from. A leaf: it imports nothing of
//! the crate, so `settings` and `kifu` can both use it.

use std::ffi::OsString;
use std::path::PathBuf;

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
