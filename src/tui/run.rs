//! The event loop: wait for an event, update, redraw. Nothing runs between
//! events, so an idle game uses no CPU.

use super::app::App;
use super::events::{AppEvent, spawn_sources};
use super::terminal::TerminalGuard;
use super::view::view;
use ratatui::layout::Rect;
use std::io;

/// How the program ended, for its exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player left.
    Left,
    /// A signal asked the program to stop.
    Signal(i32),
}

/// Runs the app full-screen until the player leaves. The terminal is
/// restored on every way out, including errors and panics.
pub fn run(mut app: App) -> io::Result<Ending> {
    use std::io::IsTerminal;
    // Checked first so nothing is written to a pipe or a file by mistake.
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Err(io::Error::other(
            "the game needs a terminal: run it in a terminal window, not through a pipe",
        ));
    }
    let mut guard = TerminalGuard::enter()?;
    let size = guard.terminal.size()?;
    app.area = Rect::new(0, 0, size.width, size.height);
    let (_tx, rx) = spawn_sources()?;
    guard.terminal.draw(|f| view(&app, f))?;
    let mut failure = None;
    while !app.quit {
        let Ok(ev) = rx.recv() else { break };
        if let AppEvent::InputFailed(why) = &ev {
            failure = Some(why.clone());
        }
        if app.on_event(ev) && !app.quit {
            guard.terminal.draw(|f| view(&app, f))?;
        }
    }
    drop(guard);
    match failure {
        Some(why) => Err(io::Error::other(format!("cannot read the terminal: {why}"))),
        None => Ok(app.terminated_by.map_or(Ending::Left, Ending::Signal)),
    }
}
