//! Stopping the game and taking it up again, as terminal programs do:
//! `kill -TSTP` or Ctrl-Z gives the terminal back to the shell in its
//! normal mode before the process stops, and `fg` (SIGCONT) takes it
//! again and redraws everything.
//!
//! Both come through the event loop, never straight from the signal
//! thread: the loop may be halfway through a redraw, and two writers on
//! the terminal would leave it garbled.

use super::events::AppEvent;
use super::terminal::{self, TerminalGuard};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use std::io;
use std::sync::mpsc::Sender;

/// What the signals of job control ask of the event loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suspension {
    /// SIGTSTP: give the terminal back and stop.
    Stop,
    /// SIGCONT: the process runs again (after our own stop, or after a
    /// `kill -STOP` that gave us no chance to give the terminal back).
    Continued,
}

/// Watches SIGTSTP and SIGCONT on a thread of their own, for the loop.
#[cfg(unix)]
pub fn spawn_watch(tx: Sender<AppEvent>) -> io::Result<()> {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    use signal_hook::iterator::Signals;
    // Caught, SIGTSTP no longer stops the process by itself: `stop_here`
    // does, once the terminal is back in its normal mode.
    let mut signals = Signals::new([SIGTSTP, SIGCONT])?;
    std::thread::Builder::new()
        .name("job-control".into())
        .spawn(move || {
            for signal in signals.forever() {
                let what = if signal == SIGTSTP {
                    Suspension::Stop
                } else {
                    Suspension::Continued
                };
                if tx.send(AppEvent::Suspend(what)).is_err() {
                    break;
                }
            }
        })?;
    Ok(())
}

#[cfg(not(unix))]
pub fn spawn_watch(_tx: Sender<AppEvent>) -> io::Result<()> {
    Ok(())
}

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
