//! Event sources, merged into one channel the main loop blocks on.
//!
//! A thread blocks in crossterm's `read` and another waits for the signals
//! that stop the program; both only send messages. The loop sleeps in `recv`, so an idle game uses
//! no CPU. While a computer plays, the loop also wakes on a timer (`Tick`)
//! to collect its progress and its move; see `run`.

use ratatui::crossterm::event::{self, Event};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

#[derive(Debug)]
pub enum AppEvent {
    /// A key, mouse or resize event from the terminal.
    Input(Event),
    /// The process was asked to stop by this signal (see `STOP_SIGNALS`).
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

/// Every signal whose default action would end the program with the
/// terminal still in full-screen mode and the engines running. Each is
/// caught and ends the game the normal way (the game on screen is already
/// autosaved after its last move). SIGKILL and SIGSTOP cannot be caught;
/// engines outlive neither (see `usi::spawn`).
#[cfg(unix)]
pub const STOP_SIGNALS: [i32; 6] = {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};
    [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2]
};

/// How long the normal way out may take after a signal (an engine that
/// will not quit costs it `Timeouts::quit`) before the program leaves
/// without it.
#[cfg(unix)]
const CLEAN_EXIT_LIMIT: std::time::Duration = std::time::Duration::from_secs(2);

/// The first signal asks the event loop to end the game. If that has not
/// ended the program within `CLEAN_EXIT_LIMIT`, or a second signal comes
/// (the player insists), the program leaves from here.
#[cfg(unix)]
fn spawn_signal_thread(tx: Sender<AppEvent>) -> std::io::Result<()> {
    use signal_hook::iterator::Signals;
    let mut signals = Signals::new(STOP_SIGNALS)?;
    thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            let mut arriving = signals.forever();
            let Some(first) = arriving.next() else {
                return;
            };
            let _ = tx.send(AppEvent::Terminate(first));
            // If this thread cannot be made, a second signal still works.
            let _ = thread::Builder::new()
                .name("exit-deadline".into())
                .spawn(move || {
                    thread::sleep(CLEAN_EXIT_LIMIT);
                    exit_now(first);
                });
            if let Some(second) = arriving.next() {
                exit_now(second);
            }
        })?;
    Ok(())
}

/// Leaves at once, from whatever thread: the terminal is restored, the
/// engines are killed, and the status is the shell's 128 + signal.
#[cfg(unix)]
fn exit_now(signal: i32) -> ! {
    super::terminal::restore();
    crate::usi::spawn::kill_all();
    std::process::exit(128 + signal);
}

#[cfg(not(unix))]
fn spawn_signal_thread(_tx: Sender<AppEvent>) -> std::io::Result<()> {
    Ok(())
}
