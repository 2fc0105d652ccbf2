//! Stopping the game and taking it up again, as terminal programs do:
//! `kill -TSTP` or Ctrl-Z gives the terminal back to the shell in its
//! normal mode before the process stops, and `fg` (SIGCONT) takes it
//! again and redraws everything.
//!
//! Both come through the event loop, never straight from the signal
//! thread (`events` watches the signals): the loop may be halfway through
//! a redraw, and two writers on the terminal would leave it garbled.

use super::events::{AppEvent, Suspension};
use super::terminal::{self, TerminalGuard};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use std::io;

/// Whether `ev` asks the loop to stop or to take the terminal again.
/// In raw mode the terminal sends Ctrl-Z as a key, not as SIGTSTP, so
/// the key is taken for the signal; but only where a shell can bring the
/// game back with `fg`, since otherwise it would stay stopped with
/// nobody to continue it (the key then does nothing).
pub fn asked(ev: &AppEvent) -> Option<Suspension> {
    match ev {
        AppEvent::Suspend(what) => Some(*what),
        AppEvent::Input(Event::Key(key)) if is_ctrl_z(key) && shell_can_resume() => {
            Some(Suspension::Stop)
        }
        _ => None,
    }
}

fn is_ctrl_z(key: &KeyEvent) -> bool {
    key.kind != KeyEventKind::Release
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(key.code, KeyCode::Char('z' | 'Z'))
}

/// Carries out `what`: on return the terminal is the game's again, and
/// the next draw writes every cell, whatever the shell did to the screen
/// in the meantime. Returns the terminal's area, which may have changed
/// while the game was stopped.
pub fn carry_out(what: Suspension, guard: &mut TerminalGuard) -> io::Result<Rect> {
    if what == Suspension::Stop {
        terminal::restore();
        stop_here();
    }
    terminal::claim()?;
    let size = guard.terminal.size()?;
    let area = Rect::new(0, 0, size.width, size.height);
    // Clears the screen and forgets what was drawn, so the next draw is
    // not a difference from a screen that is gone. (`Terminal::clear`
    // would ask the terminal where its cursor is, and the answer would go
    // to the input thread, which reads every key.)
    guard.terminal.resize(area)?;
    Ok(area)
}

/// Stops the process as SIGTSTP's default action would; returns once
/// it is continued.
#[cfg(unix)]
fn stop_here() {
    // SIGSTOP cannot be caught, so this stops even though SIGTSTP is.
    let _ = signal_hook::low_level::raise(signal_hook::consts::SIGSTOP);
}

#[cfg(not(unix))]
fn stop_here() {}

/// Whether the game runs under a job-control shell that can continue it:
/// its parent is in the same session but another process group (the
/// shell that started it as a job). A game run straight by a terminal
/// (`exec`, a tmux pane's command) has no such parent.
#[cfg(unix)]
fn shell_can_resume() -> bool {
    // SAFETY: these calls only read process ids and cannot fail in a way
    // that matters here (an error is -1, which matches nothing).
    unsafe {
        let parent = libc::getppid();
        let group = libc::getpgrp();
        let parent_group = libc::getpgid(parent);
        parent_group != -1 && parent_group != group && libc::getsid(parent) == libc::getsid(0)
    }
}

#[cfg(not(unix))]
fn shell_can_resume() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signals_ask_to_stop_and_to_take_the_terminal_again() {
        assert_eq!(
            asked(&AppEvent::Suspend(Suspension::Stop)),
            Some(Suspension::Stop)
        );
        assert_eq!(
            asked(&AppEvent::Suspend(Suspension::Continued)),
            Some(Suspension::Continued)
        );
        assert_eq!(asked(&AppEvent::Tick), None);
    }

    #[test]
    fn ctrl_z_is_the_stop_key_and_z_alone_is_not() {
        let ctrl_z = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
        let z = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::NONE);
        assert!(is_ctrl_z(&ctrl_z));
        assert!(!is_ctrl_z(&z));
    }
}
