//! The program an engine command line runs, found once and named by an
//! absolute path: what the player is asked about, what is remembered as
//! allowed, and what is started are the same file.
//!
//! The same text can name different programs (`./eng.sh` in two folders,
//! a bare name on two PATHs), so a command line is never trusted as text.
//! A bare name is looked up on PATH as `execvp` would (an empty PATH entry
//! is the current folder); a name with a `/` is taken from the current
//! folder. The result is canonical (no `.`, `..` or symbolic links), so
//! pointing a link elsewhere makes it another program.
//!
//! The file behind the path is fingerprinted by its size and modification
//! time, so a replaced or rebuilt engine is asked about again. Not by a
//! hash: engines are binaries of tens of megabytes, hashed on every game
//! start, and whoever can rewrite an allowed file in place, keeping its
//! size and time, can already run anything as the player.

use super::cmdline::{CommandLineError, split_command_line};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::UNIX_EPOCH;
use thiserror::Error;

/// Where `execvp` looks when PATH is not set.
const DEFAULT_PATH: &str = "/bin:/usr/bin";

/// Why a command line names no program that can run.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProgramError {
    #[error(transparent)]
    CommandLine(#[from] CommandLineError),
    #[error("no engine program at {0}")]
    NotAt(String),
    #[error("{0} is not on PATH: give its full path")]
    NotOnPath(String),
    /// `why` is the system's own words.
    #[error("{program}: the current folder cannot be read: {why}")]
    NoCurrentFolder { program: String, why: String },
    /// `why` is the system's own words.
    #[error("{program}: {why}")]
    Unusable { program: String, why: String },
}

/// A program file as it was when looked at: a different size or time
/// means a different program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fingerprint {
    pub size: u64,
    /// Nanoseconds since 1970 (0 where the system keeps no time).
    pub modified_ns: u64,
}

/// The program a command line runs, and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Absolute and canonical: the file that is executed.
    pub path: PathBuf,
    pub args: Vec<String>,
    pub fingerprint: Fingerprint,
    /// The program as the command line names it, given to the program as
    /// its own name (`argv[0]`), as a shell would.
    pub named: String,
}

impl Program {
    /// The program of `command_line`, from this process's folder and PATH
    /// (which are those the engine is started with).
    pub fn resolve(command_line: &str) -> Result<Program, ProgramError> {
        let cwd = std::env::current_dir().map_err(|e| ProgramError::NoCurrentFolder {
            program: command_line.trim().to_string(),
            why: e.to_string(),
        })?;
        Program::resolve_in(command_line, &cwd, std::env::var_os("PATH").as_deref())
    }

    /// The program of `command_line` run from `cwd` with `path_var` as PATH.
    pub fn resolve_in(
        command_line: &str,
        cwd: &Path,
        path_var: Option<&OsStr>,
    ) -> Result<Program, ProgramError> {
        let mut words = split_command_line(command_line)?.into_iter();
        let named = words.next().ok_or(CommandLineError::Empty)?;
        let found = locate_in(&named, cwd, path_var).ok_or_else(|| {
            if names_a_path(&named) {
                ProgramError::NotAt(named.clone())
            } else {
                ProgramError::NotOnPath(named.clone())
            }
        })?;
        let unusable = |e: std::io::Error| ProgramError::Unusable {
            program: named.clone(),
            why: e.to_string(),
        };
        let path = cwd.join(found).canonicalize().map_err(unusable)?;
        let fingerprint = fingerprint(&path).map_err(unusable)?;
        Ok(Program {
            path,
            args: words.collect(),
            fingerprint,
            named,
        })
    }

    /// The command that starts exactly this file.
    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.path);
        command.args(&self.args);
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.arg0(&self.named);
        }
        command
    }

    /// The path and arguments, as a player reads them.
    pub fn shown(&self) -> String {
        let mut words = vec![quoted(&self.path.to_string_lossy())];
        words.extend(self.args.iter().map(|a| quoted(a)));
        words.join(" ")
    }
}

/// A word that a command line would split elsewhere, in quotes.
fn quoted(word: &str) -> String {
    if !word.is_empty() && !word.contains(|c: char| c.is_whitespace() || "'\"\\".contains(c)) {
        return word.to_string();
    }
    format!("'{}'", word.replace('\'', "'\\''"))
}

/// The size and modification time of the file at `path`.
pub fn fingerprint(path: &Path) -> std::io::Result<Fingerprint> {
    let meta = std::fs::metadata(path)?;
    let modified_ns = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
    Ok(Fingerprint {
        size: meta.len(),
        modified_ns,
    })
}

fn names_a_path(program: &str) -> bool {
    program.contains('/') || program.contains(std::path::MAIN_SEPARATOR)
}

/// Whether `path` is a file this user may execute.
pub fn is_program(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

/// Where `program` would be run from: itself when it names a path, else
/// the first match on PATH (as `Command` searches). Relative when the
/// name or a PATH entry is.
pub fn locate(program: &str) -> Option<PathBuf> {
    locate_in(program, Path::new(""), std::env::var_os("PATH").as_deref())
}

fn locate_in(program: &str, cwd: &Path, path_var: Option<&OsStr>) -> Option<PathBuf> {
    if names_a_path(program) {
        let p = PathBuf::from(program);
        return is_program(&cwd.join(&p)).then_some(p);
    }
    let path_var = path_var.unwrap_or(OsStr::new(DEFAULT_PATH));
    std::env::split_paths(path_var)
        // An empty entry is the current folder, to `execvp` as to a shell.
        .map(|dir| dir.join(program))
        .find(|p| is_program(&cwd.join(p)))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("shogi-program-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // Canonical, as resolved paths are (the temp folder may be a link).
        dir.canonicalize().unwrap()
    }

    fn script(path: &Path, body: &str) {
        std::fs::write(path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }

    #[test]
    fn the_same_text_in_two_folders_names_two_programs() {
        let root = scratch("folders");
        for d in ["a", "b"] {
            std::fs::create_dir_all(root.join(d)).unwrap();
            script(&root.join(d).join("eng.sh"), d);
        }
        let a = Program::resolve_in("./eng.sh --fast", &root.join("a"), None).unwrap();
        let b = Program::resolve_in("./eng.sh --fast", &root.join("b"), None).unwrap();
        assert_eq!(a.path, root.join("a/eng.sh"));
        assert_eq!(b.path, root.join("b/eng.sh"));
        assert_eq!(a.args, ["--fast"]);
        assert_eq!(a.named, "./eng.sh");
        assert_eq!(a.command().get_program(), root.join("a/eng.sh").as_os_str());
        let up = Program::resolve_in("../a/./eng.sh", &root.join("b"), None).unwrap();
        assert_eq!(up.path, a.path, "canonical");
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_bare_name_is_found_on_path_as_the_spawn_would() {
        let root = scratch("path");
        for d in ["x", "y", "cwd"] {
            std::fs::create_dir_all(root.join(d)).unwrap();
        }
        script(&root.join("y/eng"), "y");
        std::fs::write(root.join("x/eng"), "not executable").unwrap();
        let path = std::env::join_paths([root.join("x"), root.join("y")]).unwrap();
        let p = Program::resolve_in("eng", &root.join("cwd"), Some(&path)).unwrap();
        assert_eq!(p.path, root.join("y/eng"), "the first executable one");
        // An empty PATH entry is the current folder.
        script(&root.join("cwd/eng"), "here");
        let p =
            Program::resolve_in("eng", &root.join("cwd"), Some(OsStr::new(":/nowhere"))).unwrap();
        assert_eq!(p.path, root.join("cwd/eng"));
        assert_eq!(
            Program::resolve_in("eng", &root.join("x"), Some(OsStr::new("/nowhere"))),
            Err(ProgramError::NotOnPath("eng".into()))
        );
        assert_eq!(
            Program::resolve_in("./eng", &root.join("x"), None),
            Err(ProgramError::NotAt("./eng".into())),
            "a file that is not executable is no program"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_changed_file_has_another_fingerprint() {
        let root = scratch("changed");
        let eng = root.join("eng.sh");
        script(&eng, "exit 0");
        let before = Program::resolve_in(&eng.to_string_lossy(), &root, None).unwrap();
        script(&eng, "echo changed; exit 0");
        let after = Program::resolve_in(&eng.to_string_lossy(), &root, None).unwrap();
        assert_eq!(before.path, after.path);
        assert_ne!(before.fingerprint, after.fingerprint);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn paths_and_arguments_are_shown_so_they_split_back() {
        let p = Program {
            path: "/opt/my engine/run".into(),
            args: vec!["--x".into(), "it's".into()],
            fingerprint: Fingerprint {
                size: 1,
                modified_ns: 2,
            },
            named: "run".into(),
        };
        let shown = p.shown();
        assert_eq!(
            split_command_line(&shown).unwrap(),
            ["/opt/my engine/run", "--x", "it's"]
        );
    }
}
