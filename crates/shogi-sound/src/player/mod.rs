//! The thread that plays sounds, and [`Sound`], its handle.
//!
//! Orders (a cue, a new count plan, the volume, quit) go into a small
//! mailbox the thread reads before each chunk it writes. A mailbox rather
//! than a channel keeps memory bounded by construction: a new plan replaces
//! the one waiting, the volume is one number, and cues past a few dozen in a
//! burst are dropped. Cues are heard one after another, never on top of
//! each other, and one that would wait too long behind others is dropped.
//!
//! The thread mixes what sounds into chunks of 5 ms and writes them to the
//! device, which keeps ~30 ms queued. A chunk written now is heard after the
//! device's delay, so a dated word starts in the chunk, and at the sample,
//! where it will be heard at its moment; a cue starts in the next chunk.
//! With nothing to play and nothing due soon the device is closed, so an
//! idle game holds no audio stream and uses no CPU. A cue reopens it at
//! once: that costs less than keeping it open would (measured through
//! PulseAudio, bench/results/2026-11-26-sound-latency.md: ~13 ms from
//! play() to heard on a fresh stream, ~37 ms on an open one, whose queue
//! holds ~30 ms of silence ahead of the cue).

use crate::count::CountPlan;
use crate::cue::Cue;
use crate::device::Alsa;
use crate::error::SoundError;
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

mod mailbox;
mod thread;
use mailbox::{Dated, Mailbox, Shared};
#[cfg(test)]
use thread::{
    CHUNK, CUE_GAP, LEAD_IN, MAX_CUE_WAIT, MAX_FIGURES, Output, REOPEN_AHEAD, duration_to_frames,
    frames_to_duration, push_bounded, signed_seconds,
};
use thread::{Outputs, Player};

/// Cues waiting in the mailbox beyond this are dropped: a burst that long is
/// noise, and each would be late anyway.
const MAX_QUEUED_CUES: usize = 32;
/// Words in a plan beyond this are not said (a plan is a turn's count: a
/// few dozen words at most).
const MAX_PLAN: usize = 1_024;

/// A handle to the sound thread; dropping it tells the thread to end, and
/// does not wait for it: a thread held in the audio library by a sound
/// server that hangs would hold the game with it.
pub struct Sound {
    shared: Arc<Shared>,
}

/// How late sounds started, as the device reports its delay: the last few
/// hundred of each, oldest first.
#[derive(Clone, Debug, Default)]
pub struct Latency {
    /// From [`Sound::play`] to the moment the cue's first sample is heard.
    pub cues: Vec<Duration>,
    /// A dated sound's (a word's) heard moment minus its due moment, in
    /// seconds: negative if it was heard early. Recorded also for a word
    /// with no clip (nothing heard, but its moment kept).
    pub words: Vec<f64>,
}

/// How long the game waits for the output to open before it starts
/// without sound (opening takes 6–37 ms here: bench/results).
const OPEN_WAIT: Duration = if cfg!(test) {
    Duration::from_millis(300)
} else {
    Duration::from_secs(2)
};

impl Sound {
    /// Opens the system's default audio output, at `volume` percent, and
    /// starts the thread that plays on it. The output is opened once here,
    /// so that a machine without sound says so at once.
    pub fn open(volume: u8) -> Result<Sound, SoundError> {
        Sound::start(volume, Alsa::load)
    }

    /// Starts the thread on the outputs `load` gives (ALSA's, or a stand-in
    /// in tests), opening one to see that it works.
    fn start<O: Outputs>(
        volume: u8,
        load: impl FnOnce() -> Result<O, SoundError> + Send + 'static,
    ) -> Result<Sound, SoundError> {
        let shared = Arc::new(Shared {
            mailbox: Mutex::new(Mailbox {
                volume: volume.min(100),
                ..Mailbox::default()
            }),
            wake: Condvar::new(),
        });
        let (opened, result) = mpsc::channel();
        let for_thread = Arc::clone(&shared);
        // Every ALSA call is made on this thread: the library and its
        // stream never cross threads.
        std::thread::Builder::new()
            .name("sound".into())
            .spawn(move || {
                let outputs = match load() {
                    Ok(outputs) => outputs,
                    Err(e) => return drop(opened.send(Err(e))),
                };
                match outputs.open() {
                    Ok(device) => {
                        if opened.send(Ok(())).is_ok() {
                            Player::new(&for_thread, &outputs, device).run();
                        }
                    }
                    Err(e) => drop(opened.send(Err(e))),
                }
            })
            .map_err(|e| SoundError::NoDevice { why: e.to_string() })?;
        let gone = || SoundError::NoDevice {
            why: "the sound thread ended".into(),
        };
        match result.recv_timeout(OPEN_WAIT) {
            Ok(Ok(())) => Ok(Sound { shared }),
            // Not joined: an output that failed to open may still be
            // closing, and closing can hang as opening does.
            Ok(Err(e)) => Err(e),
            // The game starts without sound rather than wait on an output
            // that hangs (a sound server that accepts and never answers, a
            // FIFO for ~/.asoundrc). The thread is left: if it ever opens,
            // it finds no one waiting and closes the output.
            Err(mpsc::RecvTimeoutError::Timeout) => Err(SoundError::NoAnswer),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(gone()),
        }
    }

    /// Plays `cue` now, over whatever sounds.
    pub fn play(&self, cue: Cue) {
        let mut mailbox = self.shared.mailbox();
        if mailbox.cues.len() < MAX_QUEUED_CUES {
            mailbox.cues.push_back((Instant::now(), cue));
            self.shared.wake.notify_one();
        }
    }

    /// Replaces the count under way (an empty plan stops it at once, and a
    /// word sounding is cut: the move was made).
    pub fn count(&self, plan: CountPlan) {
        let dated = match plan.voice {
            Some(voice) => plan
                .words
                .into_iter()
                .map(|(at, word)| (at, Dated::Word(voice, word)))
                .collect(),
            None => Vec::new(),
        };
        self.replace_plan(dated);
    }

    /// Plays each cue at its moment, as a count plays its words, replacing
    /// the count under way: for measuring the timing of dated sounds
    /// without voice clips (the benchmark and tests).
    #[doc(hidden)]
    pub fn count_cues(&self, cues: Vec<(Instant, Cue)>) {
        self.replace_plan(
            cues.into_iter()
                .map(|(at, cue)| (at, Dated::Cue(cue)))
                .collect(),
        );
    }

    fn replace_plan(&self, mut plan: Vec<(Instant, Dated)>) {
        plan.sort_by_key(|&(at, _)| at);
        plan.truncate(MAX_PLAN);
        self.shared.mailbox().plan = Some(plan);
        self.shared.wake.notify_one();
    }

    /// The volume, in percent (0 is silent, 100 the sounds as made).
    pub fn set_volume(&self, percent: u8) {
        self.shared.mailbox().volume = percent.min(100);
    }

    /// A failure of the output after it opened, once. The thread has then
    /// stopped: nothing more is heard.
    pub fn take_failure(&self) -> Option<SoundError> {
        self.shared.mailbox().failure.take()
    }

    /// How long the thread has been inside one call to the output, if it
    /// is in one: seconds mean a sound server that hangs, which no call
    /// from here can end (the sound process is then given up).
    pub fn hung_for(&self) -> Option<Duration> {
        self.shared
            .mailbox()
            .busy_since
            .map(|since| since.elapsed())
    }

    /// The latencies of the sounds played so far.
    pub fn latency(&self) -> Latency {
        let mailbox = self.shared.mailbox();
        Latency {
            cues: mailbox.cue_latency.iter().copied().collect(),
            words: mailbox.word_latency.iter().copied().collect(),
        }
    }
}

impl Drop for Sound {
    fn drop(&mut self) {
        // The thread sees `quit` within a chunk (or at once if waiting),
        // unless it is held in a call to the output; then it is left.
        self.shared.mailbox().quit = true;
        self.shared.wake.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::RATE;
    use std::collections::VecDeque;
    use std::sync::{MutexGuard, PoisonError};
    use std::thread::sleep;

    /// What a stand-in output saw.
    #[derive(Default)]
    struct Log {
        opens: usize,
        closes: usize,
        /// Each write: when it began and what it wrote.
        writes: Vec<(Instant, Vec<i16>)>,
    }

    /// A stand-in for the audio device: it plays in real time (each write
    /// takes as long as its samples last) with nothing queued, so a sample
    /// is "heard" as it is written; `fail_after` writes it fails.
    struct Fake {
        log: Arc<Mutex<Log>>,
        fail_after: Option<usize>,
        fail_to_open: bool,
        /// Opening again (after the first) takes this long: a sound
        /// server that hangs while the output is closed.
        hang_reopening: Option<Duration>,
    }

    struct FakeOut<'a>(&'a Fake);

    impl Output for FakeOut<'_> {
        fn delay(&self) -> u64 {
            0
        }
        fn write(&mut self, samples: &[i16], _stop: &dyn Fn() -> bool) -> Result<(), SoundError> {
            let mut log = self.0.log.lock().unwrap_or_else(PoisonError::into_inner);
            if self.0.fail_after.is_some_and(|n| log.writes.len() >= n) {
                return Err(SoundError::Lost {
                    why: "unplugged".into(),
                });
            }
            log.writes.push((Instant::now(), samples.to_vec()));
            drop(log);
            sleep(frames_to_duration(samples.len() as u64));
            Ok(())
        }
    }

    impl Drop for FakeOut<'_> {
        fn drop(&mut self) {
            self.0
                .log
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .closes += 1;
        }
    }

    impl Outputs for Fake {
        type Out<'a> = FakeOut<'a>;
        fn open(&self) -> Result<FakeOut<'_>, SoundError> {
            if self.fail_to_open {
                return Err(SoundError::NoDevice {
                    why: "no card".into(),
                });
            }
            let opens = {
                let mut log = self.log.lock().unwrap_or_else(PoisonError::into_inner);
                log.opens += 1;
                log.opens
            };
            if let Some(hang) = self.hang_reopening.filter(|_| opens > 1) {
                sleep(hang);
            }
            Ok(FakeOut(self))
        }
    }

    fn fake(volume: u8, fail_after: Option<usize>) -> (Sound, Arc<Mutex<Log>>) {
        let log = Arc::new(Mutex::new(Log::default()));
        let outputs = Fake {
            log: Arc::clone(&log),
            fail_after,
            fail_to_open: false,
            hang_reopening: None,
        };
        let sound = Sound::start(volume, move || Ok(outputs)).unwrap_or_else(|e| panic!("{e:?}"));
        // Past the first opening (closed again, nothing to play).
        sleep(Duration::from_millis(150));
        (sound, log)
    }

    fn log(log: &Arc<Mutex<Log>>) -> MutexGuard<'_, Log> {
        log.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// How many times the output was opened and closed.
    fn opens_and_closes(writes: &Arc<Mutex<Log>>) -> (usize, usize) {
        let log = log(writes);
        (log.opens, log.closes)
    }

    /// The moments at which sound (a sample not 0) begins after a silent
    /// write (a click's own zero crossings are not silence), with the
    /// loudest sample in all.
    fn onsets(log: &Log) -> (Vec<Instant>, i32) {
        let mut onsets = Vec::new();
        let mut quiet = true;
        let mut peak = 0;
        for (at, samples) in &log.writes {
            peak = samples.iter().fold(peak, |p, &s| p.max(i32::from(s).abs()));
            match samples.iter().position(|&s| s != 0) {
                Some(first) if quiet => onsets.push(*at + frames_to_duration(first as u64)),
                Some(_) => {}
                None => quiet = true,
            }
            quiet &= samples.iter().all(|&s| s == 0);
        }
        (onsets, peak)
    }

    /// The same onsets as places in the stream written (frames since the
    /// output opened), which a loaded machine's late sleeps do not move.
    fn onset_frames(log: &Log) -> Vec<u64> {
        let mut onsets = Vec::new();
        let mut quiet = true;
        let mut written = 0u64;
        for (_, samples) in &log.writes {
            match samples.iter().position(|&s| s != 0) {
                Some(first) if quiet => onsets.push(written + first as u64),
                Some(_) => {}
                None => quiet = true,
            }
            quiet &= samples.iter().all(|&s| s == 0);
            written += samples.len() as u64;
        }
        onsets
    }

    fn within(a: Instant, b: Instant, tolerance: Duration) -> bool {
        a.max(b) - a.min(b) <= tolerance
    }

    #[test]
    fn a_dated_sound_starts_at_its_sample() {
        let (sound, writes) = fake(100, None);
        let due = Instant::now() + Duration::from_millis(400);
        sound.count_cues(vec![(due, Cue::Move)]);
        sleep(Duration::from_millis(600));
        let (onsets, _) = onsets(&log(&writes));
        assert_eq!(onsets.len(), 1);
        // To the sample, but for the stand-in's own sleeping.
        assert!(
            within(onsets[0], due, Duration::from_millis(2)),
            "{:?}",
            onsets[0] - due
        );
        let words = sound.latency().words;
        assert!(words.len() == 1 && words[0].abs() < 0.001, "{words:?}");
    }

    #[test]
    fn a_cue_starts_in_the_next_chunk() {
        let (sound, writes) = fake(100, None);
        let asked = Instant::now();
        sound.play(Cue::Capture);
        sleep(Duration::from_millis(300));
        let (onsets, peak) = onsets(&log(&writes));
        assert_eq!(onsets.len(), 1);
        // After the new stream's lead-in of silence, in the first chunk.
        let first_chunk = frames_to_duration((LEAD_IN + CHUNK) as u64);
        assert!(
            within(onsets[0], asked, first_chunk),
            "{:?}",
            onsets[0] - asked
        );
        // Played as made, at full volume.
        let made = Cue::Capture
            .samples()
            .iter()
            .map(|&s| i32::from(s).abs())
            .max()
            .unwrap_or(0);
        assert_eq!(peak, made);
        assert_eq!(sound.latency().cues.len(), 1);
    }

    #[test]
    fn two_cues_at_once_are_heard_one_after_the_other() {
        let (sound, writes) = fake(100, None);
        sound.play(Cue::Capture);
        sound.play(Cue::Move);
        sleep(Duration::from_millis(600));
        let two = onset_frames(&log(&writes));
        assert_eq!(two.len(), 2, "{two:?}");
        // The second starts once the first has ended, and a gap: counted
        // in the stream, where the gap is silence written, so that a loaded
        // machine's late writes do not move it (it is within a chunk).
        let capture = Cue::Capture.samples().len() as u64;
        let apart = two[1] - two[0];
        let expected = capture + duration_to_frames(CUE_GAP);
        assert!(
            apart >= expected && apart - expected <= CHUNK as u64,
            "{apart} frames apart, the capture lasting {capture}"
        );
        // A cue long after the last is not held back.
        let asked = Instant::now();
        sound.play(Cue::Move);
        sleep(Duration::from_millis(300));
        let (later, _) = onsets(&log(&writes));
        assert_eq!(later.len(), 3);
        assert!(
            later[2] - asked < Duration::from_millis(30),
            "{:?}",
            later[2] - asked
        );
    }

    #[test]
    fn the_volume_scales_the_sound_and_zero_is_silent() {
        let (sound, writes) = fake(50, None);
        sound.play(Cue::Move);
        sleep(Duration::from_millis(200));
        let made = Cue::Move
            .samples()
            .iter()
            .map(|&s| i32::from(s).abs())
            .max()
            .unwrap_or(0);
        let (_, peak) = onsets(&log(&writes));
        // Half the volume: a quarter of the amplitude (the curve).
        assert!((peak - made / 4).abs() <= 2, "{peak} of {made}");
        sound.set_volume(0);
        log(&writes).writes.clear();
        sound.play(Cue::Move);
        sleep(Duration::from_millis(200));
        let written = log(&writes);
        assert!(
            !written.writes.is_empty()
                && written
                    .writes
                    .iter()
                    .all(|(_, s)| s.iter().all(|&x| x == 0))
        );
    }

    #[test]
    fn a_new_plan_cuts_the_word_sounding() {
        let (sound, writes) = fake(100, None);
        let now = Instant::now();
        sound.count_cues(vec![
            (now + Duration::from_millis(50), Cue::Capture),
            (now + Duration::from_millis(300), Cue::Move),
        ]);
        // The capture lasts 160 ms: cut 40 ms in.
        sleep(Duration::from_millis(90));
        let replaced = Instant::now();
        sound.count(CountPlan::default());
        sleep(Duration::from_millis(400));
        let written = log(&writes);
        let last_sound = written
            .writes
            .iter()
            .filter(|(_, samples)| samples.iter().any(|&s| s != 0))
            .map(|&(at, _)| at)
            .max();
        assert!(
            last_sound.is_some_and(|at| at < replaced + Duration::from_millis(10)),
            "sound after the new plan"
        );
    }

    #[test]
    fn the_output_closes_when_idle_and_reopens_ahead_of_a_word() {
        let (sound, writes) = fake(100, None);
        // Sound::open's own opening, closed with nothing to play.
        assert_eq!(opens_and_closes(&writes), (1, 1));
        sound.play(Cue::Move);
        sleep(Duration::from_millis(250));
        // Reopened at once for the cue, closed once it was heard.
        assert_eq!(opens_and_closes(&writes), (2, 2));
        log(&writes).writes.clear();
        let due = Instant::now() + Duration::from_millis(1_000);
        sound.count_cues(vec![(due, Cue::Move)]);
        sleep(Duration::from_millis(500));
        assert_eq!(log(&writes).opens, 2, "opened long before the word");
        sleep(Duration::from_millis(700));
        let written = log(&writes);
        assert_eq!(written.opens, 3);
        let first = written.writes.first().map(|&(at, _)| at);
        assert!(
            first.is_some_and(|at| within(at, due - REOPEN_AHEAD, Duration::from_millis(30))),
            "reopened at {:?}",
            first.map(|at| due - at)
        );
    }

    #[test]
    fn a_failing_output_is_said_once_and_the_thread_stops() {
        let (sound, writes) = fake(100, Some(20));
        sound.count_cues(vec![(
            Instant::now() + Duration::from_millis(500),
            Cue::Move,
        )]);
        sleep(Duration::from_millis(300));
        assert!(matches!(
            sound.take_failure(),
            Some(SoundError::Lost { .. })
        ));
        assert_eq!(sound.take_failure(), None);
        let after = log(&writes).writes.len();
        for _ in 0..100 {
            sound.play(Cue::Move);
        }
        sleep(Duration::from_millis(100));
        assert_eq!(log(&writes).writes.len(), after, "the thread played on");
        assert_eq!(sound.take_failure(), None);
    }

    #[test]
    fn an_output_that_cannot_open_is_said_at_once() {
        let outputs = Fake {
            log: Arc::default(),
            fail_after: None,
            fail_to_open: true,
            hang_reopening: None,
        };
        let opened = Sound::start(100, move || Ok(outputs));
        assert!(matches!(opened, Err(SoundError::NoDevice { .. })));
    }

    #[test]
    fn an_output_that_hangs_as_it_opens_is_given_up_on() {
        let outputs = Fake {
            log: Arc::default(),
            fail_after: None,
            fail_to_open: false,
            hang_reopening: None,
        };
        let asked = Instant::now();
        let opened = Sound::start(100, move || {
            sleep(Duration::from_secs(3));
            Ok(outputs)
        });
        assert!(
            matches!(&opened, Err(SoundError::NoAnswer)),
            "{:?}",
            opened.err()
        );
        assert!(
            asked.elapsed() < Duration::from_secs(1),
            "{:?}",
            asked.elapsed()
        );
    }

    #[test]
    fn a_burst_of_cues_is_capped() {
        let (sound, writes) = fake(100, None);
        for _ in 0..1_000 {
            sound.play(Cue::Capture);
        }
        sleep(Duration::from_millis(1_200));
        // One after another, as many as start within the longest wait;
        // the rest are dropped, not queued.
        let step = frames_to_duration(Cue::Capture.samples().len() as u64) + CUE_GAP;
        let fit = 1 + (MAX_CUE_WAIT.as_millis() / step.as_millis()) as usize;
        assert_eq!(sound.latency().cues.len(), fit);
        let (onsets, peak) = onsets(&log(&writes));
        assert_eq!(onsets.len(), fit, "{onsets:?}");
        // Never more than one capture at a time: no clamping.
        let made = Cue::Capture
            .samples()
            .iter()
            .map(|&s| i32::from(s).abs())
            .max()
            .unwrap_or(0);
        assert_eq!(peak, made);
    }

    #[test]
    fn dropping_the_handle_ends_the_thread_at_once() {
        let (sound, _writes) = fake(100, None);
        sound.count_cues(vec![(
            Instant::now() + Duration::from_millis(100),
            Cue::GameEnd,
        )]);
        sleep(Duration::from_millis(150));
        let start = Instant::now();
        drop(sound);
        assert!(
            start.elapsed() < Duration::from_millis(50),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn an_output_that_hangs_as_it_reopens_is_seen_hanging_and_never_waited_for() {
        let log = Arc::new(Mutex::new(Log::default()));
        let outputs = Fake {
            log: Arc::clone(&log),
            fail_after: None,
            fail_to_open: false,
            hang_reopening: Some(Duration::from_secs(3)),
        };
        let sound = Sound::start(100, move || Ok(outputs)).unwrap_or_else(|e| panic!("{e:?}"));
        // Past the first opening, closed again: idle.
        sleep(Duration::from_millis(150));
        assert_eq!(sound.hung_for(), None, "idle is not hung");
        sound.play(Cue::Move);
        sleep(Duration::from_millis(400));
        let held = sound.hung_for();
        assert!(
            held.is_some_and(|held| held >= Duration::from_millis(300)),
            "{held:?}"
        );
        // The game leaving never waits for the thread held in the output.
        let start = Instant::now();
        drop(sound);
        assert!(
            start.elapsed() < Duration::from_millis(50),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn frames_and_durations_convert_both_ways() {
        assert_eq!(frames_to_duration(u64::from(RATE)), Duration::from_secs(1));
        assert_eq!(duration_to_frames(Duration::from_millis(5)), 110);
        assert_eq!(frames_to_duration(CHUNK as u64).as_millis(), 4);
    }

    #[test]
    fn signed_seconds_are_negative_when_early() {
        let now = Instant::now();
        let later = now + Duration::from_millis(20);
        assert!((signed_seconds(later, now) - 0.020).abs() < 1e-9);
        assert!((signed_seconds(now, later) + 0.020).abs() < 1e-9);
    }

    #[test]
    fn figures_keep_the_last_few_hundred() {
        let mut figures = VecDeque::new();
        for n in 0..1_000 {
            push_bounded(&mut figures, n);
        }
        assert_eq!(figures.len(), MAX_FIGURES);
        assert_eq!(figures.front(), Some(&(1_000 - MAX_FIGURES)));
    }
}
