//! The password the player asked the form to remember: one file,
//! `csa-password`, in the settings folder, readable by its owner alone.
//! It is the only place this program ever writes a password. A file that
//! others can read is refused rather than used, since whoever could read
//! it may have read it already and the player should know.

use super::kept_secret::{self, Found};
use super::password::{self, Password, PasswordError};
use crate::kifu::escape::quote;
use std::path::{Path, PathBuf};

/// The file's name in the settings folder.
pub const PASSWORD_FILE: &str = "csa-password";

fn file_in(folder: &Path) -> PathBuf {
    folder.join(PASSWORD_FILE)
}

fn shown(path: &Path) -> String {
    quote(&path.display().to_string(), 200)
}

/// Keeps `password` in `folder` (created if missing), replacing any kept
/// before.
pub fn remember(folder: &Path, password: &Password) -> Result<(), PasswordError> {
    let path = file_in(folder);
    kept_secret::keep(folder, &path, password.reveal()).map_err(|why| PasswordError::NotKept {
        path: shown(&path),
        why,
    })
}

/// The password kept in `folder`; `None` when none is. Refused when the
/// file is open to group or others (`TooOpen`).
pub fn recall(folder: &Path) -> Result<Option<Password>, PasswordError> {
    let path = file_in(folder);
    match kept_secret::look(&path) {
        Found::Nothing => Ok(None),
        Found::TooOpen => Err(PasswordError::TooOpen(shown(&path))),
        Found::Unreadable(why) => Err(PasswordError::Unreadable {
            path: shown(&path),
            why,
        }),
        Found::Kept => password::find(Some(&path), None).map(Some),
    }
}

/// Deletes the kept password, if there is one.
pub fn forget(folder: &Path) -> Result<(), PasswordError> {
    let path = file_in(folder);
    kept_secret::forget(&path).map_err(|why| PasswordError::NotForgotten {
        path: shown(&path),
        why,
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("csa-kept-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_kept_password_comes_back_and_is_its_owners_alone() {
        let dir = scratch("round");
        assert_eq!(recall(&dir), Ok(None), "nothing kept: no password");
        let pw = Password::typed("floodgate-300-10F,trip").unwrap();
        remember(&dir, &pw).unwrap();
        let file = dir.join(PASSWORD_FILE);
        assert_eq!(mode(&file), 0o600);
        assert_eq!(recall(&dir), Ok(Some(pw)));
        // Replaced, still private.
        let other = Password::typed("g1-600-10,x").unwrap();
        remember(&dir, &other).unwrap();
        assert_eq!(mode(&file), 0o600);
        assert_eq!(recall(&dir), Ok(Some(other)));
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [PASSWORD_FILE], "no temporary file left");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_others_can_read_is_refused() {
        let dir = scratch("open");
        remember(&dir, &Password::typed("secret").unwrap()).unwrap();
        let file = dir.join(PASSWORD_FILE);
        for open in [0o640, 0o604, 0o660] {
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(open)).unwrap();
            let e = recall(&dir).unwrap_err();
            assert!(matches!(e, PasswordError::TooOpen(_)), "{e}");
            let said = e.to_string();
            assert!(said.contains("chmod 600"), "{said}");
            assert!(said.contains(PASSWORD_FILE), "{said}");
            assert!(!said.contains("secret"), "{said}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn forgetting_deletes_the_file_and_forgetting_nothing_is_fine() {
        let dir = scratch("forget");
        forget(&dir).unwrap();
        remember(&dir, &Password::typed("secret").unwrap()).unwrap();
        forget(&dir).unwrap();
        assert!(!dir.join(PASSWORD_FILE).exists());
        assert_eq!(recall(&dir), Ok(None));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
