//! The sound process's side: plays what the game orders on its input and
//! tells the game, on its output, that the output opened or why sound
//! stopped.
//!
//! Why a process: a sound server that hangs holds whoever calls into the
//! audio library, for ever, and a configuration that reads an endless file
//! makes the library allocate without end. Neither can be stopped inside
//! the caller; a process can be killed, and its memory bounded, without
//! the game. So the game never calls into the library itself: it writes
//! orders and reads news (`Remote`), and kills this process when it no
//! longer answers.

use crate::count::CountPlan;
use crate::error::SoundError;
use crate::player::Sound;
use crate::wire::{self, Order, Report};
use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A call into the output this long is a hung output: longer than a
/// write is allowed to wait for room (3 s, then it fails by itself).
const HUNG: Duration = Duration::from_millis(3_500);
/// How often the output's health is looked at.
const LOOK: Duration = Duration::from_millis(100);
/// How often the game is told that this process is still there.
const ALIVE_EVERY: Duration = Duration::from_secs(1);

/// Opens the output, then plays the orders read from `input` (the first
/// is the volume) until it ends, the output fails or hangs. Returns once the game has
/// been told why (or is gone): the caller then ends the process at once,
/// without waiting for a thread that may be held in the audio library.
pub fn serve(input: impl BufRead + Send + 'static, mut output: impl Write) {
    let mut tell = |report: Report| {
        // A game that is gone needs no news: nothing else to do.
        let _ = output
            .write_all(report.to_line().as_bytes())
            .and_then(|()| output.flush());
    };
    let sound = match Sound::open(0) {
        Ok(sound) => std::sync::Arc::new(sound),
        Err(why) => return tell(Report::Failed(why)),
    };
    tell(Report::Ready);
    let (ended, input_ended) = mpsc::channel::<()>();
    let player = std::sync::Arc::clone(&sound);
    let reading = std::thread::Builder::new()
        .name("orders".into())
        .spawn(move || {
            obey(input, &player);
            let _ = ended.send(());
        });
    if let Err(e) = reading {
        return tell(Report::Failed(SoundError::NoDevice { why: e.to_string() }));
    }
    let mut last_said = Instant::now();
    loop {
        if last_said.elapsed() >= ALIVE_EVERY {
            tell(Report::Alive);
            last_said = Instant::now();
        }
        match input_ended.recv_timeout(LOOK) {
            // The game closed its end: it is leaving.
            Ok(()) | Err(mpsc::RecvTimeoutError::Disconnected) => return,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        if let Some(why) = sound.take_failure() {
            return tell(Report::Failed(why));
        }
        if sound.hung_for().is_some_and(|held| held >= HUNG) {
            return tell(Report::Failed(SoundError::Hung));
        }
    }
}

/// Plays each order read, until the input ends or says what no game says.
fn obey(mut input: impl BufRead, sound: &Sound) {
    let mut line = String::new();
    while let Ok(true) = wire::read_line(&mut input, &mut line) {
        match Order::parse(&line) {
            Some(Order::Cue(cue)) => sound.play(cue),
            Some(Order::Volume(percent)) => sound.set_volume(percent),
            Some(Order::Count(voice, words)) => sound.count(CountPlan { voice, words }),
            None => {}
        }
    }
}
