//! `o` on the load screen: any record file opened by its path, typed at a
//! prompt with Tab completing it as a shell does. A prompt rather than a
//! browser: at 80×24 a browser's list would crowd out the saves' list it
//! sits on, and a shell user types a path faster than they walk folders.
//! The prompt starts in the folder a file was last opened from.

use crate::kifu::{FileKind, RecordError};
use crate::t;
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use std::fs;
use std::path::{Path, PathBuf};

/// The most entries of one folder completion looks at: a folder of a
/// million files must not stall the screen nor fill memory with names.
const MAX_ENTRIES_READ: usize = 10_000;
/// The most names said when Tab finds several.
const MAX_NAMES_SHOWN: usize = 8;

/// The prompt's text at first: the folder last opened from, ending in `/`
/// so that Tab lists it at once; empty (the working folder) otherwise.
pub fn first_text(last_folder: Option<&Path>) -> TextInput {
    match last_folder {
        Some(folder) => {
            let mut text = folder.display().to_string();
            if !text.ends_with('/') {
                text.push('/');
            }
            TextInput::from(text)
        }
        None => TextInput::new(),
    }
}

/// The path a typed text names: `~/` is the home folder, as in a shell.
pub fn typed_path(text: &str) -> PathBuf {
    let text = text.trim();
    match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(text),
    }
}

/// Why a typed path cannot be opened as a record, known from its name
/// alone (the file itself is read by the app, which refuses a folder, a
/// pipe, a device or a huge file in the player's language).
pub fn refusal(path: &Path) -> Option<String> {
    if path.as_os_str().is_empty() {
        return Some(t!("review-load-open-empty"));
    }
    FileKind::from_path(path)
        .err()
        .map(|e: RecordError| e.said())
}

/// What Tab did to the prompt.
#[derive(Debug, PartialEq, Eq)]
pub enum Completion {
    /// The text now reads this (one match, or the part all matches share).
    Text(String),
    /// Several names match and share nothing more: these, to show.
    Choices(Vec<String>),
    /// Nothing in the folder starts so.
    Nothing,
}

/// Completes the last part of `text` from the folder it names: folders
/// (ended with `/`, to go on into) and record files (by extension; other
/// files cannot be opened). Hidden names only when the part starts with
/// a dot. The folder is read now: the player pressed Tab to see it.
pub fn complete(text: &str) -> Completion {
    let (head, part) = match text.rfind('/') {
        Some(i) => text.split_at(i + 1),
        None => ("", text),
    };
    let folder = if head.is_empty() {
        PathBuf::from(".")
    } else {
        typed_path(head)
    };
    let Ok(entries) = fs::read_dir(&folder) else {
        return Completion::Nothing;
    };
    let mut names: Vec<String> = Vec::new();
    for entry in entries.take(MAX_ENTRIES_READ).flatten() {
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if !name.starts_with(part) || (name.starts_with('.') && !part.starts_with('.')) {
            continue;
        }
        // Followed through a link, as a shell does: a link to a folder is
        // gone into. A pipe or a device is left out: it is no record.
        let path = entry.path();
        match fs::metadata(&path) {
            Ok(m) if m.is_dir() => names.push(format!("{name}/")),
            Ok(m) if m.is_file() && FileKind::from_path(&path).is_ok() => names.push(name),
            _ => {}
        }
    }
    names.sort();
    match names.as_slice() {
        [] => Completion::Nothing,
        [one] => Completion::Text(format!("{head}{one}")),
        [first, ..] => {
            let shared = names.iter().fold(first.as_str(), |shared, name| {
                let same = shared
                    .char_indices()
                    .zip(name.chars())
                    .find(|((_, a), b)| a != b)
                    .map_or(shared.len().min(name.len()), |((i, _), _)| i);
                &shared[..same]
            });
            if shared.len() > part.len() {
                Completion::Text(format!("{head}{shared}"))
            } else {
                names.truncate(MAX_NAMES_SHOWN);
                Completion::Choices(names)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("open-file-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn tab_completes_a_record_a_folder_and_what_several_share() {
        let dir = folder("complete");
        fs::write(dir.join("game-one.kif"), "").unwrap();
        fs::write(dir.join("game-two.csa"), "").unwrap();
        fs::write(dir.join("notes.txt"), "").unwrap();
        fs::write(dir.join(".hidden.kif"), "").unwrap();
        fs::create_dir(dir.join("kept")).unwrap();
        let d = dir.display().to_string();
        assert_eq!(
            complete(&format!("{d}/game-o")),
            Completion::Text(format!("{d}/game-one.kif"))
        );
        assert_eq!(
            complete(&format!("{d}/g")),
            Completion::Text(format!("{d}/game-"))
        );
        assert_eq!(
            complete(&format!("{d}/game-")),
            Completion::Choices(vec!["game-one.kif".into(), "game-two.csa".into()])
        );
        assert_eq!(
            complete(&format!("{d}/ke")),
            Completion::Text(format!("{d}/kept/"))
        );
        // Not a record, and hidden unless asked for by its dot.
        assert_eq!(complete(&format!("{d}/no")), Completion::Nothing);
        assert_eq!(
            complete(&format!("{d}/.h")),
            Completion::Text(format!("{d}/.hidden.kif"))
        );
        assert_eq!(complete(&format!("{d}/missing/x")), Completion::Nothing);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_pipe_is_not_offered_and_the_prompt_starts_in_the_last_folder() {
        let dir = folder("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(dir.join("pipe.kif"))
            .status()
            .unwrap();
        assert!(made.success());
        let d = dir.display().to_string();
        assert_eq!(complete(&format!("{d}/p")), Completion::Nothing);
        assert_eq!(first_text(Some(&dir)).as_str(), format!("{d}/"));
        assert_eq!(first_text(None).as_str(), "");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_name_no_reader_knows_is_refused_before_any_file_is_read() {
        assert!(refusal(Path::new("notes.txt")).is_some());
        assert!(refusal(Path::new("")).is_some());
        assert_eq!(refusal(Path::new("/no/such/game.bod")), None);
    }
}
