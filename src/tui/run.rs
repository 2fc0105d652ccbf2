//! The event loop: wait for an event, update, redraw. Nothing runs between
//! events, so an idle game uses no CPU. Only while a computer starts or
//! thinks does the loop also wake every `TICK` to collect its progress and
//! its move (and turn the spinner).

use super::app::App;
use super::events::{AppEvent, spawn_sources};
use super::suspend;
use super::terminal::TerminalGuard;
use ratatui::layout::Rect;
use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How often a working computer is looked at.
pub const TICK: Duration = Duration::from_millis(100);

/// How the program ended, for its exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player left.
    Left,
    /// A signal asked the program to stop.
    Signal(i32),
}

/// Kills, as it is dropped, the engines still starting on threads of their
/// own when the game ends: nobody will wait for them.
struct LeftoverEngines;

impl Drop for LeftoverEngines {
    fn drop(&mut self) {
        crate::usi::spawn::kill_all();
    }
}

/// The game draws on a terminal and reads its keys: refuse pipes and
/// files before anything else happens (a save folder created, say).
pub fn require_terminal() -> io::Result<()> {
    use std::io::IsTerminal;
    if io::stdin().is_terminal() && io::stdout().is_terminal() {
        Ok(())
    } else {
        Err(io::Error::other(crate::t!("keys-needs-terminal")))
    }
}

/// Runs the app full-screen until the player leaves. The terminal is
/// restored on every way out, including errors and panics, and the
/// engines end with the game.
pub fn run(app: App) -> io::Result<Ending> {
    // Dropped in reverse: first the terminal is restored, then the app
    // tells its engines to quit (and kills those that do not), then the
    // leftovers are killed.
    let _leftovers = LeftoverEngines;
    let mut app = app;
    // Checked first so nothing is written to a pipe or a file by mistake.
    require_terminal()?;
    let mut guard = TerminalGuard::enter()?;
    let size = guard.terminal.size()?;
    app.area = Rect::new(0, 0, size.width, size.height);
    let (_tx, rx) = spawn_sources()?;
    app.open_sound();
    // Computers in the game start now, not a tick later.
    app.on_event(AppEvent::Tick);
    guard
        .terminal
        .draw(|f| app.render(f.area(), f.buffer_mut()))?;
    let mut failure = None;
    let mut next_tick = Instant::now() + TICK;
    while !app.quit {
        let Some(ev) = next_event(&rx, &app, &mut next_tick) else {
            break;
        };
        if let AppEvent::InputFailed(why) = &ev {
            failure = Some(why.clone());
        }
        if let Some(what) = suspend::asked(&ev) {
            app.area = suspend::carry_out(what, &mut guard)?;
            guard
                .terminal
                .draw(|f| app.render(f.area(), f.buffer_mut()))?;
            continue;
        }
        if app.on_event(ev) && !app.quit {
            guard
                .terminal
                .draw(|f| app.render(f.area(), f.buffer_mut()))?;
        }
        if std::mem::take(&mut app.ring) {
            to_terminal(b"\x07");
        }
        if let Some(escape) = app.clipboard.take() {
            to_terminal(escape.as_bytes());
        }
    }
    // However the game ends (a key, a signal), the turn's time is kept.
    app.end();
    drop(guard);
    match failure {
        Some(why) => Err(io::Error::other(crate::t!(
            "keys-terminal-unreadable",
            why = why.to_string()
        ))),
        None => Ok(app.terminated_by.map_or(Ending::Left, Ending::Signal)),
    }
}

/// Bytes for the terminal itself, beside the drawing: the bell (BEL), a
/// clipboard escape (OSC 52). One that cannot be written is no reason to
/// stop a game, so a failure is ignored.
fn to_terminal(bytes: &[u8]) {
    use std::io::Write;
    let mut out = io::stdout();
    let _ = out.write_all(bytes).and_then(|()| out.flush());
}

/// The next event: blocks while nothing is going on; while a computer
/// works, a `Tick` is due every `TICK` even if input keeps coming (mouse
/// movement alone can send a stream of events).
fn next_event(rx: &Receiver<AppEvent>, app: &App, next_tick: &mut Instant) -> Option<AppEvent> {
    if !app.wants_ticks() {
        let ev = rx.recv().ok();
        *next_tick = Instant::now() + TICK;
        return ev;
    }
    let now = Instant::now();
    if now >= *next_tick {
        *next_tick = now + TICK;
        return Some(AppEvent::Tick);
    }
    match rx.recv_timeout(*next_tick - now) {
        Ok(ev) => Some(ev),
        Err(RecvTimeoutError::Timeout) => {
            *next_tick = Instant::now() + TICK;
            Some(AppEvent::Tick)
        }
        Err(RecvTimeoutError::Disconnected) => None,
    }
}
