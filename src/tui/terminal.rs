//! Entering and leaving the full-screen terminal mode.
//!
//! Whatever ends the program — quit, an error, a panic, a signal — the
//! terminal must come back as the player had it: raw mode off, the normal
//! screen back, mouse reporting and bracketed paste off, cursor visible.
//! Restoring is idempotent so the panic hook, the signal thread and the
//! guard's Drop may all call it.

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use std::io::{self, Stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

static ACTIVE: AtomicBool = AtomicBool::new(false);
static PANIC_HOOK: Once = Once::new();

pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// Owns the full-screen mode; dropping it restores the terminal.
pub struct TerminalGuard {
    pub terminal: Term,
}

impl TerminalGuard {
    pub fn enter() -> io::Result<TerminalGuard> {
        install_panic_hook();
        claim()?;
        match Terminal::new(CrosstermBackend::new(io::stdout())) {
            Ok(terminal) => Ok(TerminalGuard { terminal }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Takes the terminal into full-screen mode: raw mode, the alternate
/// screen, mouse reporting, bracketed paste (a paste arrives as one
/// event, so its letters are not taken for commands), no cursor. Also how a game stopped with
/// Ctrl-Z takes it back (`suspend`); doing it again while in that mode
/// changes nothing. On failure the terminal is put back.
pub fn claim() -> io::Result<()> {
    ACTIVE.store(true, Ordering::SeqCst);
    let entered = enable_raw_mode().and_then(|()| {
        execute!(
            io::stdout(),
            EnterAlternateScreen,
            EnableMouseCapture,
            EnableBracketedPaste,
            Hide
        )
    });
    if let Err(e) = entered {
        restore();
        return Err(e);
    }
    Ok(())
}

/// Puts the terminal back. Safe to call any number of times, from any thread.
pub fn restore() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        // Each step is attempted even if an earlier one fails: a half-restored
        // terminal is worse than a reported error nobody can act on.
        let _ = disable_raw_mode();
        let _ = execute!(
            io::stdout(),
            DisableMouseCapture,
            DisableBracketedPaste,
            LeaveAlternateScreen,
            Show
        );
    }
}

/// Restores the terminal before the default hook prints the panic message,
/// so the message is readable on the normal screen.
fn install_panic_hook() {
    PANIC_HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}
