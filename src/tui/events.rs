//! Event sources, merged into one channel the main loop blocks on.
//!
//! A thread blocks in crossterm's `read`, another waits for the signals
//! that stop the program, and a third for those of job control (carried
//! out by `suspend`); they only send messages. The loop sleeps in
//! `recv`, so an idle game uses no CPU. While a computer plays, the loop
//! also wakes on a timer (`Tick`) to collect its progress and its move;
//! see `run`.

use ratatui::crossterm::event::{self, Event};
use std::io;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
#[cfg(any(unix, test))]
use std::time::Duration;

#[derive(Debug)]
pub enum AppEvent {
    /// A key, mouse or resize event from the terminal.
    Input(Event),
    /// The process was asked to stop by this signal (see `STOP_SIGNALS`).
    Terminate(i32),
    /// The terminal can no longer be read.
    InputFailed(String),
    /// Job control: stop (SIGTSTP) or go on (SIGCONT); see `suspend`.
    Suspend(Suspension),
    /// Time passed while a computer works (made by the loop, not a thread).
    Tick,
}

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
fn spawn_job_control_thread(tx: Sender<AppEvent>) -> io::Result<()> {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    use signal_hook::iterator::Signals;
    // Caught, SIGTSTP no longer stops the process by itself:
    // `suspend::carry_out` does, once the terminal is back in its normal
    // mode.
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
fn spawn_job_control_thread(_tx: Sender<AppEvent>) -> io::Result<()> {
    Ok(())
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
    spawn_job_control_thread(tx.clone())?;
    Ok((tx, rx))
}

/// Every signal whose default action would end the program with the
/// terminal still in full-screen mode and the engines running. Each is
/// caught and ends the game the normal way (the game on screen is already
/// autosaved after its last move). SIGKILL cannot be caught; engines do
/// not outlive it either (see `usi::spawn`).
#[cfg(unix)]
const STOP_SIGNALS: [i32; 6] = {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};
    [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2]
};

/// How long the normal way out may take after a signal (an engine that
/// will not quit costs it `Timeouts::quit`) before the program leaves
/// without it.
#[cfg(unix)]
const CLEAN_EXIT_LIMIT: Duration = Duration::from_secs(2);

/// How long leaving at once waits for the terminal to be restored.
#[cfg(unix)]
const RESTORE_LIMIT: Duration = Duration::from_millis(500);

#[cfg(unix)]
fn spawn_signal_thread(tx: Sender<AppEvent>) -> std::io::Result<()> {
    use signal_hook::iterator::Signals;
    let mut signals = Signals::new(STOP_SIGNALS)?;
    thread::Builder::new()
        .name("signals".into())
        .spawn(move || watch(signals.forever(), &tx, CLEAN_EXIT_LIMIT, exit_now))?;
    Ok(())
}

/// The first signal asks the event loop to end the game. If that has not
/// ended the program within `limit`, or a second signal comes (the player
/// insists), `leave` is called with the signal to leave by.
#[cfg(any(unix, test))]
fn watch(
    mut arriving: impl Iterator<Item = i32>,
    tx: &Sender<AppEvent>,
    limit: Duration,
    leave: impl Fn(i32) + Clone + Send + 'static,
) {
    let Some(first) = arriving.next() else {
        return;
    };
    let _ = tx.send(AppEvent::Terminate(first));
    let leave_late = leave.clone();
    // If this thread cannot be made, a second signal still works.
    let _ = thread::Builder::new()
        .name("exit-deadline".into())
        .spawn(move || {
            thread::sleep(limit);
            leave_late(first);
        });
    if let Some(second) = arriving.next() {
        leave(second);
    }
}

/// Leaves at once, from whatever thread: the terminal is restored, the
/// engines are killed, and the status is the shell's 128 + signal.
/// Whatever holds up the normal way out may hold the terminal too (a
/// write to a terminal that stopped reading keeps the output locked), so
/// restoring gets a thread and `RESTORE_LIMIT` of its own. The engines are
/// killed last, just before the exit: the main thread may be waiting for
/// one to end, and would otherwise finish first, with the first signal's
/// status.
#[cfg(unix)]
fn exit_now(signal: i32) {
    let (restored, done) = mpsc::channel();
    let restoring = thread::Builder::new()
        .name("restore".into())
        .spawn(move || {
            super::terminal::restore();
            let _ = restored.send(());
        });
    if restoring.is_ok() {
        let _ = done.recv_timeout(RESTORE_LIMIT);
    }
    crate::usi::spawn::kill_all();
    std::process::exit(128 + signal);
}

#[cfg(not(unix))]
fn spawn_signal_thread(_tx: Sender<AppEvent>) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    /// Runs `watch` on a thread with signals from a channel; what it asks
    /// to leave by arrives on the returned receiver.
    fn watching(limit: Duration) -> (Sender<i32>, Receiver<AppEvent>, Receiver<i32>) {
        let (signal, signals) = mpsc::channel();
        let (tx, events) = mpsc::channel();
        let (left, leaving) = mpsc::channel();
        thread::spawn(move || {
            watch(signals.into_iter(), &tx, limit, move |s| {
                let _ = left.send(s);
            })
        });
        (signal, events, leaving)
    }

    const LONG: Duration = Duration::from_secs(3600);
    const WAIT: Duration = Duration::from_secs(30);

    #[test]
    fn the_first_signal_asks_the_loop_to_end_the_game_and_nothing_more() {
        let (signal, events, leaving) = watching(LONG);
        signal.send(15).unwrap();
        assert!(matches!(
            events.recv_timeout(WAIT),
            Ok(AppEvent::Terminate(15))
        ));
        assert!(leaving.recv_timeout(Duration::from_millis(100)).is_err());
    }

    #[test]
    fn a_second_signal_leaves_at_once_by_that_signal() {
        let (signal, events, leaving) = watching(LONG);
        signal.send(15).unwrap();
        signal.send(2).unwrap();
        assert!(matches!(
            events.recv_timeout(WAIT),
            Ok(AppEvent::Terminate(15))
        ));
        assert_eq!(leaving.recv_timeout(WAIT), Ok(2));
    }

    #[test]
    fn a_normal_way_out_that_takes_too_long_is_cut_short() {
        let limit = Duration::from_millis(200);
        let (signal, _events, leaving) = watching(limit);
        let sent = Instant::now();
        signal.send(1).unwrap();
        assert_eq!(leaving.recv_timeout(WAIT), Ok(1));
        assert!(sent.elapsed() >= limit, "left before the limit");
    }
}
