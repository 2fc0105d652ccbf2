//! Finding external USI engine programs: checking that a typed command
//! names a program that exists, and offering the engines installed on this
//! machine in the menu.

use crate::usi::program::{Program, is_program};
use crate::words::Said;
use std::path::Path;

/// Folders where distributions install games that are often missing from
/// PATH (Debian puts gpsusi and fairy-stockfish in /usr/games).
const GAME_FOLDERS: [&str; 2] = ["/usr/games", "/usr/local/games"];

/// USI engines a player may have installed, with what they are.
const KNOWN_ENGINES: [(&str, &str); 2] = [
    ("gpsusi", "GPSShogi"),
    ("fairy-stockfish", "Fairy-Stockfish"),
];

pub use crate::usi::program::locate as locate_program;

/// Why an engine command cannot be run, or `None` when its program exists.
pub fn command_problem(command: &str) -> Option<String> {
    Program::resolve(command).err().map(|e| e.said())
}

/// Known engines installed here: (label, command line).
pub fn installed_engines() -> Vec<(String, String)> {
    KNOWN_ENGINES
        .iter()
        .filter_map(|(program, name)| {
            let path = locate_program(program).or_else(|| {
                GAME_FOLDERS
                    .iter()
                    .map(|d| Path::new(d).join(program))
                    .find(|p| is_program(p))
            })?;
            let command = path.to_string_lossy().into_owned();
            // A path with blanks must be quoted to survive splitting.
            let command = if command.contains(char::is_whitespace) {
                format!("'{command}'")
            } else {
                command
            };
            Some((crate::t!("keys-player-engine", engine = *name), command))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_found_on_path_or_by_its_path() {
        // `sh` is on PATH on every Unix this runs on.
        let sh = locate_program("sh").expect("sh on PATH");
        assert!(sh.is_absolute());
        assert_eq!(locate_program(&sh.to_string_lossy()), Some(sh));
        assert_eq!(locate_program("/no/such/engine"), None);
        assert_eq!(locate_program("no-such-engine-anywhere"), None);
    }

    #[test]
    fn problems_with_a_command_are_explained() {
        assert_eq!(command_problem("sh -c 'exit 0'"), None);
        assert_eq!(
            command_problem("/no/such/engine --fast").unwrap(),
            "no engine program at /no/such/engine"
        );
        assert_eq!(
            command_problem("gps-not-installed").unwrap(),
            "gps-not-installed is not on PATH: give its full path"
        );
        assert_eq!(
            command_problem("engine 'oops").unwrap(),
            "the engine command has an unclosed ' quote"
        );
        assert_eq!(
            command_problem("  ").unwrap(),
            "the engine command is empty"
        );
    }
}
