//! Subcommands of the `shogi-tui` binary, one module each.
//!
//! Every subcommand but `play` and the menu ends with the exit status of
//! the README's table: 0 success (a closed standard output included, as
//! `| head` does), 2 bad input (flags, files, SFEN, moves), 1 an I/O
//! failure, always with a message saying what failed.

pub mod analyse;
mod analyse_batch;
pub mod book;
mod book_bench;
pub mod command_line;
pub mod convert;
pub mod datagen;
pub mod db;
pub mod drills;
pub mod engine_match;
pub mod export;
pub mod help;
pub mod inspect;
pub mod lang;
mod learn_words;
pub mod lishogi;
pub mod lishogi_args;
pub mod lishogi_tui;
pub mod mate;
pub mod messages;
pub mod online;
pub mod perft;
pub mod play;
pub mod puzzlegen;
pub mod puzzles;
pub mod review;
pub mod train;
pub mod usi;

pub use lang::{lang_flag, lang_flag_given};

use crate::kifu::{RecordError, escape_controls};
use crate::t;
use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};

/// The number of the first SIGINT or SIGTERM received (0 before one).
/// A second one ends the process at once: a user who insists need not
/// wait for the games in progress.
pub(crate) fn stop_on_signals() -> io::Result<Arc<AtomicUsize>> {
    stop_on_signals_raising().map(|(which, _)| which)
}

/// As `stop_on_signals`, with a flag the first signal raises: a search's
/// stop flag, so that the signal ends the search itself, not only the
/// loop around it.
#[cfg(unix)]
pub(crate) fn stop_on_signals_raising() -> io::Result<(Arc<AtomicUsize>, Arc<AtomicBool>)> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    use signal_hook::flag;
    let which = Arc::new(AtomicUsize::new(0));
    let seen = Arc::new(AtomicBool::new(false));
    for sig in [SIGINT, SIGTERM] {
        // In this order: the shutdown checks the flag before the first
        // signal sets it.
        flag::register_conditional_shutdown(sig, 128 + sig, Arc::clone(&seen))?;
        flag::register(sig, Arc::clone(&seen))?;
        flag::register_usize(sig, Arc::clone(&which), sig as usize)?;
    }
    Ok((which, seen))
}

#[cfg(not(unix))]
pub(crate) fn stop_on_signals_raising() -> io::Result<(Arc<AtomicUsize>, Arc<AtomicBool>)> {
    Ok((
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicBool::new(false)),
    ))
}

/// The value parser of a decimal flag: `lo` to `hi`, said as
/// `whole_number` says it.
pub fn decimal_number(
    lo: f64,
    hi: f64,
) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let bad = || {
            t!(
                "cli-error-decimal",
                lo = lo.to_string(),
                hi = hi.to_string(),
                value = escape_controls(text)
            )
        };
        let n: f64 = text.trim().parse().map_err(|_| bad())?;
        if !(lo..=hi).contains(&n) {
            return Err(bad());
        }
        Ok(n)
    }
}

/// The value parser of a whole-number flag: `lo` to `hi`, with a message
/// that says so for any other text. Numeric flags also take values that
/// start with a hyphen (`allow_hyphen_values`), so that `-1` reaches this
/// message instead of clap's "unexpected argument '-1'".
pub fn whole_number<T: TryFrom<u64>>(
    lo: u64,
    hi: u64,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let bad = || {
            let value = escape_controls(text);
            if hi == u64::MAX {
                t!(
                    "cli-error-whole-at-least",
                    lo = lo.to_string(),
                    value = value
                )
            } else {
                t!(
                    "cli-error-whole-range",
                    lo = lo.to_string(),
                    hi = hi.to_string(),
                    value = value
                )
            }
        };
        let n: u64 = text.trim().parse().map_err(|_| bad())?;
        if !(lo..=hi).contains(&n) {
            return Err(bad());
        }
        T::try_from(n).map_err(|_| bad())
    }
}

/// Why a subcommand failed, which decides its exit status.
#[derive(Debug)]
pub enum Failure {
    /// What the player gave is wrong: a flag, a file (missing, unreadable
    /// as a record, in the way of an output), an SFEN, a move. Status 2.
    BadInput(String),
    /// Reading or writing failed although the request made sense
    /// (permissions, a full disk, a folder that is not one). Status 1.
    Io(String),
}

impl Failure {
    /// The failure of a record file operation, said in the run's
    /// language where the error's kind allows (`messages::record_error`).
    pub fn of_record(e: &RecordError) -> Failure {
        let e_text = messages::record_error(e);
        match e {
            // A save another shogi-tui holds: nothing wrong with the
            // request, the file is busy.
            RecordError::Io { .. }
            | RecordError::FolderNotWritable { .. }
            | RecordError::InUse { .. } => Failure::Io(e_text),
            RecordError::NotFound { .. }
            | RecordError::IsDirectory { .. }
            | RecordError::NotRegular { .. }
            | RecordError::TooLarge { .. }
            | RecordError::Parse { .. }
            | RecordError::Encoding { .. }
            | RecordError::UnknownExtension { .. }
            | RecordError::CannotWrite { .. }
            | RecordError::AlreadyExists { .. }
            | RecordError::OutputExists { .. }
            | RecordError::OutputIsInput { .. }
            | RecordError::NoFolder { .. }
            | RecordError::SaveFolderIsFile { .. }
            | RecordError::SaveNameTooLong { .. }
            | RecordError::BadSaveName { .. }
            | RecordError::TooManySaves { .. }
            | RecordError::Refused { .. } => Failure::BadInput(e_text),
        }
    }

    /// Says what failed on stderr, prefixed with the command, and gives
    /// the exit status. The message may quote files, so it is escaped.
    pub fn report(&self, command: &str) -> ExitCode {
        let (code, message) = match self {
            Failure::BadInput(m) => (2, m),
            Failure::Io(m) => (1, m),
        };
        say_error(command, message);
        ExitCode::from(code)
    }
}

/// One line on stderr. Never panics: with stderr gone there is nobody
/// left to tell, which is no reason to crash.
pub fn say_error(command: &str, message: &str) {
    let _ = writeln!(
        io::stderr().lock(),
        "shogi-tui {command}: {}",
        escape_controls(message)
    );
}

/// Runs `write` on standard output and flushes it. A reader that went
/// away (`| head`, a closed pipe) ends the command quietly with status 0,
/// as Unix tools do; any other write failure is reported with status 1.
/// (Rust ignores SIGPIPE, so a closed pipe shows up as a `BrokenPipe`
/// error here, where `println!` would panic.)
pub fn write_stdout(
    command: &str,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> ExitCode {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    match write(&mut out).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => Failure::Io(t!("cli-error-stdout", why = e.to_string())).report(command),
    }
}
