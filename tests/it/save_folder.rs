//! One save folder per player whatever folder the program starts from:
//! `--save-dir`, else `SHOGI_TUI_SAVE_DIR`, else the XDG data folder
//! (`$XDG_DATA_HOME/shogi-tui/saves`, else `~/.local/share/shogi-tui/saves`).
//! Checked through `--continue` with no terminal, which names the folder it
//! looked in; the screens (Load, Continue, `./saves`) are in e2e_saves.rs.

use std::path::{Path, PathBuf};
use std::process::Stdio;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("save-folder-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `shogi-tui --continue` in `cwd` with exactly the folder variables of
/// `env` set: what it wrote on stderr.
fn continue_in(cwd: &Path, env: &[(&str, &Path)], args: &[&str]) -> String {
    let mut command = crate::common::cli();
    for var in ["SHOGI_TUI_SAVE_DIR", "XDG_DATA_HOME", "HOME"] {
        command.env_remove(var);
    }
    for (var, value) in env {
        command.env(var, value);
    }
    let out = command
        .arg("--continue")
        .args(args)
        .current_dir(cwd)
        .env("SHOGI_TUI_CONFIG_DIR", cwd.join("config"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn saves_live_in_the_xdg_data_folder_whatever_the_current_folder() {
    let root = scratch("xdg");
    let data = root.join("data");
    let cwd = root.join("elsewhere");
    std::fs::create_dir_all(&cwd).unwrap();
    let err = continue_in(&cwd, &[("XDG_DATA_HOME", &data)], &[]);
    let folder = data.join("shogi-tui/saves");
    assert!(
        err.contains(&format!("continue in {};", folder.display())),
        "{err}"
    );
    assert!(folder.is_dir(), "the folder is made where it is named");
    assert!(!cwd.join("saves").exists(), "nothing in the current folder");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn without_xdg_data_home_saves_live_under_home() {
    let root = scratch("home");
    let home = root.join("home");
    let cwd = root.join("elsewhere");
    std::fs::create_dir_all(&cwd).unwrap();
    // An empty XDG_DATA_HOME counts as unset, as the XDG rules say.
    let empty = Path::new("");
    let err = continue_in(&cwd, &[("HOME", &home), ("XDG_DATA_HOME", empty)], &[]);
    let folder = home.join(".local/share/shogi-tui/saves");
    assert!(
        err.contains(&format!("continue in {};", folder.display())),
        "{err}"
    );
    assert!(!cwd.join("saves").exists());
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn the_flag_and_the_variable_still_choose_the_folder() {
    let root = scratch("chosen");
    let data = root.join("data");
    let by_env = root.join("by-env");
    let by_flag = root.join("by-flag");
    let err = continue_in(
        &root,
        &[("XDG_DATA_HOME", &data), ("SHOGI_TUI_SAVE_DIR", &by_env)],
        &[],
    );
    assert!(err.contains(&format!("in {};", by_env.display())), "{err}");
    let flag = by_flag.to_str().unwrap();
    let err = continue_in(
        &root,
        &[("XDG_DATA_HOME", &data), ("SHOGI_TUI_SAVE_DIR", &by_env)],
        &["--save-dir", flag],
    );
    assert!(err.contains(&format!("in {};", by_flag.display())), "{err}");
    assert!(
        !data.exists(),
        "the default folder is not made when not used"
    );
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn help_names_the_default_save_folder() {
    let out = crate::common::cli()
        .args(["play", "--help"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("~/.local/share/shogi-tui/saves"), "{text}");
}
