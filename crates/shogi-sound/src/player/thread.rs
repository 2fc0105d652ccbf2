//! The sound thread itself: each chunk it reads the mailbox, starts what
//! falls due, mixes, writes to the output, and closes an idle output.
//! The handle ([`Sound`](super::Sound)) is the parent's; the two meet
//! only through the mailbox ([`Shared`]), which neither owns alone.

use super::mailbox::{Dated, Shared};
use crate::cue::Cue;
use crate::device::{Alsa, Device, LATENCY_MS};
use crate::error::SoundError;
use crate::rate::RATE;
use crate::voice;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Samples in a chunk: 5 ms, the granularity of a cue's start.
pub(super) const CHUNK: usize = RATE as usize / 200;
/// Sounds mixed at once beyond this stop the oldest.
const MAX_SOUNDING: usize = 8;
/// The latency figures kept.
pub(super) const MAX_FIGURES: usize = 300;
/// With no word due within this, and nothing sounding, the device closes.
const IDLE: Duration = Duration::from_millis(1_500);
/// The device reopens this long before a word is due: opening (~10 ms
/// through PulseAudio) and filling its queue, with room to spare.
pub(super) const REOPEN_AHEAD: Duration = Duration::from_millis(300);
/// Silence written after the last sound before the device closes: more
/// than its queue holds, so that closing discards no sound. Counted in
/// samples written rather than by the device's delay, which a stream not yet
/// started reports as nothing.
const QUIET_BEFORE_CLOSING: usize = 2 * (RATE as usize * LATENCY_MS / 1_000);
/// Silence written first on a new stream: PulseAudio loses the first few
/// milliseconds of a new stream (measured through its null sink: a click
/// played at once on a fresh stream lost its first ~7 ms, its loudest).
pub(super) const LEAD_IN: usize = 2 * CHUNK;
/// A word this late is not said: the count would be wrong.
const TOO_LATE: Duration = Duration::from_millis(250);

/// Silence between one cue's end and the next cue's start. Two moves in
/// one tick (a premove played on the opponent's move, a computer's
/// instant answer) would otherwise start together and be heard as one
/// click; each move is to be heard.
pub(super) const CUE_GAP: Duration = Duration::from_millis(40);

/// The longest a cue waits behind others; later than that it would no
/// longer go with its move, and a burst of cues is dropped, not queued.
pub(super) const MAX_CUE_WAIT: Duration = Duration::from_millis(450);

/// A sound being played: its samples from `position` on, starting `offset`
/// samples into the next chunk.
struct Sounding {
    samples: Arc<[i16]>,
    position: usize,
    offset: usize,
    /// Samples of silence still to pass before it starts (a cue waiting
    /// for the one before it to end).
    wait: usize,
    /// A word of the count (cut when the plan is replaced), not a cue.
    dated: bool,
}

/// Where the player writes: the ALSA device ([`Device`]), or a stand-in in
/// tests.
pub(super) trait Output {
    /// Samples queued ahead of the next one written.
    fn delay(&self) -> u64;
    /// Writes all of `samples` (waiting for room), unless `stop` says to
    /// give up.
    fn write(&mut self, samples: &[i16], stop: &dyn Fn() -> bool) -> Result<(), SoundError>;
}

/// What opens an [`Output`] (ALSA's default device); dropping the output
/// closes it.
pub(super) trait Outputs: 'static {
    type Out<'a>: Output
    where
        Self: 'a;
    fn open(&self) -> Result<Self::Out<'_>, SoundError>;
}

impl Outputs for Alsa {
    type Out<'a> = Device<'a>;
    fn open(&self) -> Result<Device<'_>, SoundError> {
        Device::open(self)
    }
}

impl Output for Device<'_> {
    fn delay(&self) -> u64 {
        Device::delay(self)
    }
    fn write(&mut self, samples: &[i16], stop: &dyn Fn() -> bool) -> Result<(), SoundError> {
        Device::write(self, samples, stop)
    }
}

/// The thread's state.
pub(super) struct Player<'a, O: Outputs> {
    shared: &'a Shared,
    outputs: &'a O,
    device: Option<O::Out<'a>>,
    plan: VecDeque<(Instant, Dated)>,
    sounding: Vec<Sounding>,
    gain: f32,
    /// Samples of silence written since the last sound: the device closes
    /// once its whole queue is silence ([`QUIET_BEFORE_CLOSING`]).
    quiet: usize,
    /// The earliest moment the next cue may be heard: the last cue's end
    /// and a gap.
    next_cue: Option<Instant>,
}

/// What the thread took from the mailbox for one chunk.
struct Orders {
    quit: bool,
    cues: Vec<(Instant, Cue)>,
}

impl<'a, O: Outputs> Player<'a, O> {
    pub(super) fn new(shared: &'a Shared, outputs: &'a O, device: O::Out<'a>) -> Player<'a, O> {
        Player {
            shared,
            outputs,
            device: Some(device),
            plan: VecDeque::new(),
            sounding: Vec::new(),
            gain: 1.0,
            quiet: 0,
            next_cue: None,
        }
    }

    pub(super) fn run(mut self) {
        let mut mix = vec![0.0_f32; CHUNK];
        let mut out = vec![0_i16; CHUNK];
        loop {
            let orders = self.take_orders();
            if orders.quit {
                return;
            }
            if self.device.is_none() {
                if orders.cues.is_empty() && !self.due_within(REOPEN_AHEAD) {
                    self.wait_for_orders();
                    continue;
                }
                let (shared, outputs) = (self.shared, self.outputs);
                match shared.in_device(|| outputs.open()) {
                    Ok(mut device) => {
                        let lead_in = shared
                            .in_device(|| device.write(&[0; LEAD_IN], &|| shared.mailbox().quit));
                        if let Err(e) = lead_in {
                            return self.fail(e);
                        }
                        self.device = Some(device)
                    }
                    Err(e) => return self.fail(e),
                }
            }
            // The first sample written now is heard at `heard`.
            let now = Instant::now();
            let Some(delay) = self.device.as_ref().map(Output::delay) else {
                continue;
            };
            let heard = now + frames_to_duration(delay);
            self.start(&orders.cues, heard);
            mix.fill(0.0);
            for sound in &mut self.sounding {
                let room = &mut mix[sound.offset..];
                let silent = sound.wait.min(room.len());
                sound.wait -= silent;
                let room = &mut room[silent..];
                let part = &sound.samples[sound.position.min(sound.samples.len())..];
                for (m, &s) in room.iter_mut().zip(part) {
                    *m += f32::from(s);
                }
                sound.position += room.len().min(part.len());
                sound.offset = 0;
            }
            self.quiet = if self.sounding.is_empty() {
                self.quiet + CHUNK
            } else {
                0
            };
            self.sounding.retain(|s| s.position < s.samples.len());
            for (o, &m) in out.iter_mut().zip(&mix) {
                *o = (m * self.gain).clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16;
            }
            let Some(device) = self.device.as_mut() else {
                continue;
            };
            let shared = self.shared;
            if let Err(e) = shared.in_device(|| device.write(&out, &|| shared.mailbox().quit)) {
                return self.fail(e);
            }
            // Dropping what is queued then discards only silence: quick
            // (no waiting for a drain) and quiet.
            if self.quiet >= QUIET_BEFORE_CLOSING && !self.due_within(IDLE) {
                let closing = self.device.take();
                shared.in_device(|| drop(closing));
            }
        }
    }

    /// Reads the mailbox: a new plan replaces the old one (cutting a word
    /// that sounds), the volume becomes a gain, the cues are taken.
    fn take_orders(&mut self) -> Orders {
        let mut mailbox = self.shared.mailbox();
        if let Some(plan) = mailbox.plan.take() {
            self.plan = plan.into();
            self.sounding.retain(|s| !s.dated);
        }
        // A perceptual curve: half the volume sounds about half as loud.
        self.gain = (f32::from(mailbox.volume) / 100.0).powi(2);
        Orders {
            quit: mailbox.quit,
            cues: mailbox.cues.drain(..).collect(),
        }
    }

    /// Whether a dated sound falls due within `ahead` from now.
    fn due_within(&self, ahead: Duration) -> bool {
        self.plan
            .front()
            .is_some_and(|&(at, _)| at <= Instant::now() + ahead)
    }

    /// With the device closed: sleeps until an order comes or the next
    /// dated sound is near.
    fn wait_for_orders(&self) {
        let mailbox = self.shared.mailbox();
        if mailbox.quit || !mailbox.cues.is_empty() || mailbox.plan.is_some() {
            return;
        }
        // Waking early or spuriously only means looking again.
        match self.plan.front() {
            Some(&(at, _)) => {
                let wait = at.saturating_duration_since(Instant::now() + REOPEN_AHEAD);
                drop(self.shared.wake.wait_timeout(mailbox, wait));
            }
            None => drop(self.shared.wake.wait(mailbox)),
        }
    }

    /// Starts the cues taken and the dated sounds heard in the chunk about
    /// to be written, whose first sample is heard at `heard`.
    fn start(&mut self, cues: &[(Instant, Cue)], heard: Instant) {
        let mut cue_figures = Vec::new();
        for &(asked, cue) in cues {
            let samples = cue.samples();
            let at = self.next_cue.map_or(heard, |next| next.max(heard));
            if at.saturating_duration_since(heard) > MAX_CUE_WAIT {
                continue;
            }
            self.next_cue = Some(at + frames_to_duration(samples.len() as u64) + CUE_GAP);
            self.push(Sounding {
                samples,
                position: 0,
                offset: 0,
                wait: duration_to_frames(at.saturating_duration_since(heard)) as usize,
                dated: false,
            });
            cue_figures.push(at.saturating_duration_since(asked));
        }
        let chunk_end = heard + frames_to_duration(CHUNK as u64);
        let mut word_figures = Vec::new();
        while let Some(&(at, what)) = self.plan.front() {
            if at >= chunk_end {
                break;
            }
            self.plan.pop_front();
            // Late words are said at once, unless so late they would
            // mislead; early ones start at their sample within the chunk.
            let offset =
                (duration_to_frames(at.saturating_duration_since(heard)) as usize).min(CHUNK - 1);
            let heard_at = heard + frames_to_duration(offset as u64);
            if heard_at.saturating_duration_since(at) > TOO_LATE {
                continue;
            }
            word_figures.push(signed_seconds(heard_at, at));
            let samples = match what {
                Dated::Word(voice, word) => voice::samples(voice, word),
                Dated::Cue(cue) => Some(cue.samples()),
            };
            if let Some(samples) = samples {
                self.push(Sounding {
                    samples,
                    position: 0,
                    offset,
                    wait: 0,
                    dated: true,
                });
            }
        }
        if cue_figures.is_empty() && word_figures.is_empty() {
            return;
        }
        let mut mailbox = self.shared.mailbox();
        for figure in cue_figures {
            push_bounded(&mut mailbox.cue_latency, figure);
        }
        for figure in word_figures {
            push_bounded(&mut mailbox.word_latency, figure);
        }
    }

    fn push(&mut self, sound: Sounding) {
        if self.sounding.len() >= MAX_SOUNDING {
            self.sounding.remove(0);
        }
        self.sounding.push(sound);
    }

    /// The output failed: said once through [`Sound::take_failure`](super::Sound::take_failure), and
    /// the thread ends (nothing more is played, nothing spins).
    fn fail(self, error: SoundError) {
        self.shared.mailbox().failure = Some(error);
    }
}

pub(super) fn push_bounded<T>(figures: &mut VecDeque<T>, figure: T) {
    if figures.len() >= MAX_FIGURES {
        figures.pop_front();
    }
    figures.push_back(figure);
}

pub(super) fn frames_to_duration(frames: u64) -> Duration {
    Duration::from_micros(frames * 1_000_000 / u64::from(RATE))
}

pub(super) fn duration_to_frames(duration: Duration) -> u64 {
    (duration.as_micros() * u128::from(RATE) / 1_000_000) as u64
}

/// `a - b` in seconds, negative if `a` is earlier.
pub(super) fn signed_seconds(a: Instant, b: Instant) -> f64 {
    match a.checked_duration_since(b) {
        Some(late) => late.as_secs_f64(),
        None => -b.duration_since(a).as_secs_f64(),
    }
}
