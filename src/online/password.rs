//! Where the password comes from: a file the player names, the
//! environment, or the form. Never from a command-line value (process
//! listings show those to every user), and never written anywhere by this
//! program but the one file the player asks for (`remembered`).

use crate::kifu::RecordError;
use crate::words::Said;
use std::path::Path;
use thiserror::Error;

/// The environment variable scripts may set instead of a file.
pub const PASSWORD_ENV: &str = "SHOGI_TUI_CSA_PASSWORD";

/// A password file is one short line; anything bigger is the wrong file.
const MAX_FILE_BYTES: u64 = 4096;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum PasswordError {
    #[error("{}", crate::t!("online-password-missing", env = PASSWORD_ENV))]
    Missing,
    #[error("{}", crate::t!("online-password-unreadable", path = .path, why = .why))]
    Unreadable { path: String, why: String },
    #[error("{}", crate::t!("online-password-empty", path = .0))]
    Empty(String),
    #[error("{}", crate::t!("online-password-folder", path = .0))]
    Folder(String),
    #[error("{}", crate::t!("online-password-bad-game-name", name = .0))]
    BadGameName(String),
    #[error("{}", crate::t!("online-password-too-open", path = .0))]
    TooOpen(String),
    #[error("{}", crate::t!("online-password-not-kept", path = .path, why = .why))]
    NotKept { path: String, why: String },
    #[error("{}", crate::t!("online-password-not-forgotten", path = .path, why = .why))]
    NotForgotten { path: String, why: String },
}

/// A password kept out of `Debug` output.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// A password the player typed (in the online form), spaces around
    /// it dropped as in a file.
    pub fn typed(text: &str) -> Result<Password, PasswordError> {
        match text.trim() {
            "" => Err(PasswordError::Missing),
            t => Ok(Password(t.to_string())),
        }
    }

    pub fn reveal(&self) -> &str {
        &self.0
    }

    /// The password as LOGIN gives it for `game`: `GAMENAME,password`,
    /// the form shogi-server and floodgate pair players by.
    pub fn for_game(&self, game: &str) -> Password {
        Password(format!("{game},{}", self.0))
    }

    /// The game name before the comma, if the password holds one of the
    /// server's form.
    pub fn game_name(&self) -> Option<&str> {
        let (game, _) = self.0.split_once(',')?;
        check_game(game).is_ok().then_some(game)
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(<hidden>)")
    }
}

/// The password from `file` if given, else from `env` (the value of
/// `PASSWORD_ENV`, passed in so that tests need not set the environment).
pub fn find(file: Option<&Path>, env: Option<String>) -> Result<Password, PasswordError> {
    let text = match file {
        Some(path) => {
            let shown = crate::kifu::escape::quote(&path.display().to_string(), 200);
            let text =
                crate::kifu::files::read_capped_text(path, MAX_FILE_BYTES).map_err(
                    |e| match e {
                        // Not "not a record file": the file's own words.
                        RecordError::IsDirectory { .. } => PasswordError::Folder(shown.clone()),
                        e => PasswordError::Unreadable {
                            path: shown.clone(),
                            why: e.said(),
                        },
                    },
                )?;
            let first = text.lines().next().unwrap_or("").trim().to_string();
            if first.is_empty() {
                return Err(PasswordError::Empty(shown));
            }
            first
        }
        None => match env {
            Some(v) if !v.trim().is_empty() => v.trim().to_string(),
            _ => return Err(PasswordError::Missing),
        },
    };
    Ok(Password(text))
}

/// Checks the game name of a `GAMENAME,trip` password, the form
/// shogi-server and floodgate pair players by: NAME-TOTAL-BYOYOMI, an `F`
/// after the byoyomi for an increment, `-B` or `-W` for a colour. A server
/// given another name quietly puts the player in its default game, so the
/// mistake is caught here. A password without a comma is the server's
/// business.
pub fn check_game_name(password: &Password) -> Result<(), PasswordError> {
    match password.0.split_once(',') {
        Some((game, _)) => check_game(game),
        None => Ok(()),
    }
}

/// Checks a game name on its own (NAME-TOTAL-BYOYOMI, as above).
pub fn check_game(game: &str) -> Result<(), PasswordError> {
    let bad = || PasswordError::BadGameName(crate::kifu::escape::quote(game, 60));
    let name = game
        .strip_suffix("-B")
        .or_else(|| game.strip_suffix("-W"))
        .or_else(|| game.strip_suffix("-b"))
        .or_else(|| game.strip_suffix("-w"))
        .unwrap_or(game);
    let mut parts = name.rsplitn(3, '-');
    let byoyomi = parts.next().ok_or_else(bad)?;
    let total = parts.next().ok_or_else(bad)?;
    let head = parts.next().ok_or_else(bad)?;
    let byoyomi = byoyomi.strip_suffix('F').unwrap_or(byoyomi);
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if head.is_empty() || !digits(total) || !digits(byoyomi) {
        return Err(bad());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_wins_over_the_environment_and_only_its_first_line_counts() {
        let dir = std::env::temp_dir().join(format!("csa-pw-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("pw");
        std::fs::write(&file, "g1-300-10,trip\nsecond line\n").unwrap();
        let p = find(Some(&file), Some("from-env".into())).unwrap();
        assert_eq!(p.reveal(), "g1-300-10,trip");
        assert!(!format!("{p:?}").contains("trip"));
        assert_eq!(
            find(None, Some("from-env".into())).unwrap().reveal(),
            "from-env"
        );
        assert_eq!(find(None, None), Err(PasswordError::Missing));
        std::fs::write(&file, "\n").unwrap();
        assert!(matches!(
            find(Some(&file), None),
            Err(PasswordError::Empty(_))
        ));
        assert!(matches!(
            find(Some(&dir.join("none")), None),
            Err(PasswordError::Unreadable { .. })
        ));
        // A folder is said as one, in words about passwords.
        let folder = find(Some(&dir), None).unwrap_err();
        assert!(matches!(folder, PasswordError::Folder(_)), "{folder:?}");
        assert!(!folder.to_string().contains("record"), "{folder}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn game_names_follow_the_servers_form() {
        let ok = |p: &str| check_game_name(&Password(p.into())).is_ok();
        assert!(ok("floodgate-300-10F,trip"));
        assert!(ok("g1-600-10,x"));
        assert!(ok("g1-600-10-B,x"));
        assert!(ok("plainpassword"));
        assert!(!ok("floodgate-300,trip"));
        assert!(!ok("floodgate-300-10X,trip"));
        assert!(!ok("-300-10,trip"));
        assert!(!ok(",trip"));
    }
}
