//! Event sources, merged into one channel the main loop blocks on.
//!
//! A thread blocks in crossterm's `read` and another waits for SIGTERM/SIGHUP;
//! both only send messages. The loop sleeps in `recv`, so an idle game uses
//! no CPU. While a computer plays, the loop also wakes on a timer (`Tick`)
//! to collect its progress and its move; see `run`.

use ratatui::crossterm::event::{self, Event};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

#[derive(Debug)]
pub enum AppEvent {
    /// A key, mouse or resize event from the terminal.
    Input(Event),
    /// The process was asked to stop by this signal (SIGTERM, SIGHUP).
    Terminate(i32),
    /// The terminal can no longer be read.
    InputFailed(String),
    /// Time passed while a computer works (made by the loop, not a thread).
    Tick,
}

/// Starts the input and signal threads.
pub fn spawn_sources() -> std::io::Result<(Sender<AppEvent>, Receiver<AppEvent>)> {
    let (tx, rx) = mpsc::channel();
    let input_tx = tx.clone();
    thread::Builder::new().name("input".into()).spawn(move || {
        loop {
            let sent = match event::read() {
                Ok(ev) => input_tx.send(AppEvent::Input(ev)),
                Err(e) => {
                    let _ = input_tx.send(AppEvent::InputFailed(e.to_string()));
                    break;
                }
            };
            if sent.is_err() {
                break;
            }
        }
    })?;
    spawn_signal_thread(tx.clone())?;
    Ok((tx, rx))
}

#[cfg(unix)]
fn spawn_signal_thread(tx: Sender<AppEvent>) -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    use signal_hook::iterator::Signals;
    let mut signals = Signals::new([SIGTERM, SIGHUP])?;
    thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                let _ = tx.send(AppEvent::Terminate(signal));
            }
        })?;
    Ok(())
}

#[cfg(not(unix))]
fn spawn_signal_thread(_tx: Sender<AppEvent>) -> std::io::Result<()> {
    Ok(())
}
