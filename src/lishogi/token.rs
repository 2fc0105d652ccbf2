//! The personal token (scope `board:play`): from the environment or from
//! the one file the player asked to keep it in, never from the command
//! line (process listings show arguments to every user). It is never
//! written anywhere else and never shown: `Token`'s `Debug` hides it.
//!
//! A kept file that its group or others may read is refused rather than
//! used, as the CSA password's is: the token plays and chats as the
//! player, whoever could read it may already have, and the player should
//! know and make a new one on the site.

use crate::kifu::RecordError;
use crate::kifu::escape::quote;
use crate::online::kept_secret::{self, Found};
use crate::words::Said;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use thiserror::Error;

/// The environment variable that gives the token.
pub const TOKEN_ENV: &str = "SHOGI_TUI_LISHOGI_TOKEN";

/// The value of `TOKEN_ENV` taken out of the environment at start-up.
static TAKEN: OnceLock<Option<String>> = OnceLock::new();

/// Takes `TOKEN_ENV` out of this process's environment and keeps its value
/// for `from_environment`: every program started from here (a USI engine
/// in our seat above all, a sound player) inherits the environment, and
/// the token plays and chats as the player.
///
/// # Safety
/// Only while no other thread exists (the start of `main`): another
/// thread reading the environment meanwhile is undefined behaviour.
pub unsafe fn take_from_environment() {
    let value = std::env::var(TOKEN_ENV).ok();
    // SAFETY: the caller's promise: this thread is the only one.
    unsafe { std::env::remove_var(TOKEN_ENV) };
    let _ = TAKEN.set(value);
}

/// The token given in the environment: the one `take_from_environment`
/// took, else (a program that did not take it, the tests in process) the
/// environment's own.
pub fn from_environment() -> Option<String> {
    match TAKEN.get() {
        Some(taken) => taken.clone(),
        None => std::env::var(TOKEN_ENV).ok(),
    }
}

/// The file's name in the settings folder.
pub const TOKEN_FILE: &str = "lishogi-token";

/// A token file is one short line.
const MAX_FILE_BYTES: u64 = 4096;

/// lishogi's tokens are about 20 letters; anything much longer is not one.
const MAX_TOKEN_CHARS: usize = 200;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TokenError {
    #[error("{}", crate::t!("lishogi-token-missing", env = TOKEN_ENV))]
    Missing,
    /// Spaces, controls or other letters than ASCII inside, or too long:
    /// it would not fit an HTTP header.
    #[error("{}", crate::t!("lishogi-token-malformed"))]
    Malformed,
    #[error("{}", crate::t!("lishogi-token-unreadable", path = .path, why = .why))]
    Unreadable { path: String, why: String },
    #[error("{}", crate::t!("lishogi-token-too-open", path = .0))]
    TooOpen(String),
    /// `--token-file` names no file.
    #[error("{}", crate::t!("lishogi-token-no-file", path = .0))]
    NoFile(String),
    #[error("{}", crate::t!("lishogi-token-not-kept", path = .path, why = .why))]
    NotKept { path: String, why: String },
    #[error("{}", crate::t!("lishogi-token-not-forgotten", path = .path, why = .why))]
    NotForgotten { path: String, why: String },
}

/// A token kept out of `Debug` output.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// A token as typed or read, spaces around it dropped.
    pub fn new(text: &str) -> Result<Token, TokenError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(TokenError::Missing);
        }
        if t.chars().count() > MAX_TOKEN_CHARS || !t.chars().all(|c| c.is_ascii_graphic()) {
            return Err(TokenError::Malformed);
        }
        Ok(Token(t.to_string()))
    }

    /// The token itself, for the `Authorization` header alone.
    pub fn reveal(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(<hidden>)")
    }
}

fn file_in(folder: &Path) -> PathBuf {
    folder.join(TOKEN_FILE)
}

fn shown(path: &Path) -> String {
    quote(&path.display().to_string(), 200)
}

/// The token from `env` (the value of `TOKEN_ENV`, passed in so that tests
/// need not set the environment), else the one kept in `folder`.
pub fn find(env: Option<String>, folder: &Path) -> Result<Token, TokenError> {
    if let Some(value) = env.filter(|v| !v.trim().is_empty()) {
        return Token::new(&value);
    }
    recall(folder)?.ok_or(TokenError::Missing)
}

/// The token kept in `folder`; `None` when none is.
pub fn recall(folder: &Path) -> Result<Option<Token>, TokenError> {
    read_kept(&file_in(folder))
}

/// The token in the first line of `path`, a file the player named
/// (`--token-file`); refused, as a kept one is, when others may read it.
pub fn from_file(path: &Path) -> Result<Token, TokenError> {
    read_kept(path)?.ok_or_else(|| TokenError::NoFile(shown(path)))
}

/// The token in `path`'s first line; `None` when there is no file.
fn read_kept(path: &Path) -> Result<Option<Token>, TokenError> {
    let unreadable = |why: String| TokenError::Unreadable {
        path: shown(path),
        why,
    };
    match kept_secret::look(path) {
        Found::Nothing => return Ok(None),
        Found::TooOpen => return Err(TokenError::TooOpen(shown(path))),
        Found::Unreadable(why) => return Err(unreadable(why)),
        Found::Kept => {}
    }
    let text = crate::kifu::files::read_capped_text(path, MAX_FILE_BYTES).map_err(|e| match e {
        // The shared reader speaks of record files.
        RecordError::IsDirectory { .. } => unreadable(crate::t!("lishogi-token-folder")),
        e => unreadable(e.said()),
    })?;
    Token::new(text.lines().next().unwrap_or("")).map(Some)
}

/// Keeps `token` in `folder` (created if missing), readable by its owner
/// alone, replacing any kept before. Only when the player asks.
pub fn remember(folder: &Path, token: &Token) -> Result<(), TokenError> {
    let path = file_in(folder);
    kept_secret::keep(folder, &path, token.reveal()).map_err(|why| TokenError::NotKept {
        path: shown(&path),
        why,
    })
}

/// Deletes the kept token, if there is one.
pub fn forget(folder: &Path) -> Result<(), TokenError> {
    let path = file_in(folder);
    kept_secret::forget(&path).map_err(|why| TokenError::NotForgotten {
        path: shown(&path),
        why,
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("lishogi-token-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_kept_token_is_its_owners_alone_and_the_environment_wins() {
        let dir = scratch("kept");
        assert_eq!(find(None, &dir), Err(TokenError::Missing));
        let token = Token::new("lip_abcDEF123").unwrap();
        remember(&dir, &token).unwrap();
        let file = dir.join(TOKEN_FILE);
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(find(None, &dir), Ok(token.clone()));
        assert_eq!(find(Some("  ".into()), &dir), Ok(token));
        assert_eq!(
            find(Some("lip_env".into()), &dir),
            Ok(Token::new("lip_env").unwrap())
        );
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(matches!(find(None, &dir), Err(TokenError::TooOpen(_))));
        forget(&dir).unwrap();
        assert_eq!(recall(&dir), Ok(None));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_token_is_never_shown() {
        let token = Token::new("lip_secret42").unwrap();
        assert!(!format!("{token:?}").contains("secret"));
        assert_eq!(Token::new("a b"), Err(TokenError::Malformed));
        assert_eq!(Token::new("tok\r\nX-Evil: 1"), Err(TokenError::Malformed));
        assert_eq!(Token::new(""), Err(TokenError::Missing));
    }
}
