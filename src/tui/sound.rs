//! What the player hears: a page says what happened (`Sounds`: the game's
//! cues, the clock to count, the bell's rings) and the app's `Speaker`
//! decides, from the sound settings and `--quiet`, what reaches the audio
//! device (`shogi_sound`) or the terminal's bell.
//!
//! The device is played by a process of its own (`sound_process`), started
//! when a sound is first due after the event loop (`run`) allows it, never
//! in tests of the app. Nothing here waits for it: a machine without sound,
//! or a sound server that hangs, plays as before, the count falls back to
//! the bell and the player is told once why there is no sound.

use super::sound_process::SoundProcess;
use crate::settings::{CountVoice, SoundSettings};
use shogi_sound::{CountPlan, Cue, SoundError, Voice};
use std::time::{Duration, Instant};

/// What a page gives to be heard since it was last asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sounds {
    /// What happened in the game, in order.
    pub cues: Vec<Cue>,
    /// The bell's count rings now (one ring per ask).
    pub bell: bool,
    /// The clock to count changed: the one running now, or `Some(None)`
    /// when none runs any more (the move was made, the game paused or
    /// ended). `None`: no change.
    pub count: Option<Option<CountClock>>,
}

/// A running clock as the count needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountClock {
    /// When this was read.
    pub now: Instant,
    /// How long from `now` until the flag falls.
    pub until_flag: Duration,
    /// The byoyomi period's length; zero when the main time is the last
    /// (sudden death, Fischer).
    pub period: Duration,
}

/// Where sounds go: the audio device, or a test's record of what was asked.
pub trait Output {
    fn play(&self, cue: Cue);
    fn count(&self, plan: CountPlan);
    fn set_volume(&self, percent: u8);
    fn take_failure(&self) -> Option<SoundError>;
}

// Implemented here rather than beside the process, so that the process
// knows nothing of the app's side of sound (no import circle).
impl Output for SoundProcess {
    fn play(&self, cue: Cue) {
        self.remote().play(cue);
    }
    fn count(&self, plan: CountPlan) {
        self.remote().count(plan);
    }
    fn set_volume(&self, percent: u8) {
        self.remote().set_volume(percent);
    }
    fn take_failure(&self) -> Option<SoundError> {
        self.remote().take_failure()
    }
}

/// Starts an output at a volume: the sound process, or a test's stand-in.
/// It returns at once; a failure may come later, from the output.
pub type Opener = Box<dyn Fn(u8) -> Result<Box<dyn Output>, SoundError>>;

/// A failure learnt this long after the last sound asked is still said
/// at once: the sound process gives up on a hung output after 3.5 s.
const FAILURE_NEWS: Duration = Duration::from_secs(5);

/// The app's side of sound.
pub struct Speaker {
    out: Option<Box<dyn Output>>,
    settings: SoundSettings,
    /// `--quiet`: nothing at all this run.
    quiet: bool,
    /// Why there is no device, until the player has been told.
    untold: Option<SoundError>,
    /// A count plan is with the device, to be cut when sound goes off.
    counting: bool,
    /// An output may be started when a sound is first due: once per
    /// `open`, so that one that fails is not started again and again.
    may_open: bool,
    open_with: Opener,
    /// When a sound last went to the output: a failure learnt soon after
    /// is said at once, not at the next sound.
    last_asked: Option<Instant>,
}

impl Default for Speaker {
    fn default() -> Speaker {
        Speaker::new(&SoundSettings::default(), false)
    }
}

impl Speaker {
    /// No device yet: the bell counts until `open` finds one.
    pub fn new(settings: &SoundSettings, quiet: bool) -> Speaker {
        Speaker {
            out: None,
            settings: settings.clone(),
            quiet,
            untold: None,
            counting: false,
            may_open: false,
            open_with: Box::new(|volume| {
                SoundProcess::start(volume).map(|p| Box::new(p) as Box<dyn Output>)
            }),
            last_asked: None,
        }
    }

    /// Allows the system's audio output to be started when a sound is
    /// first due (so a game that never sounds starts no sound process).
    /// Nothing waits here, nor there: at most one output is under way, and
    /// a failure is said once, when it is known.
    pub fn open(&mut self) {
        if self.out.is_some() || self.quiet || !self.settings.on {
            return;
        }
        self.may_open = true;
    }

    /// Starts outputs with `open_with` instead of the sound process (tests).
    pub fn with_opener(mut self, open_with: Opener) -> Speaker {
        self.open_with = open_with;
        self
    }

    /// Whether the app should look again soon even with nothing to do: a
    /// sound was just asked, and the output's failure, if it comes, is to
    /// be said (and the bell to take over) without waiting for a key.
    pub fn wants_ticks(&self) -> bool {
        (self.out.is_some() || self.untold.is_some())
            && self
                .last_asked
                .is_some_and(|at| at.elapsed() < FAILURE_NEWS)
    }

    /// `--quiet` for this run, or not (the menu's Sound row turned on).
    pub fn set_quiet(&mut self, quiet: bool) {
        self.quiet = quiet;
        if quiet {
            self.hush();
        } else {
            self.open();
        }
    }

    /// Plays into `out` instead of the device (tests).
    pub fn with_output(mut self, out: Box<dyn Output>) -> Speaker {
        self.out = Some(out);
        self
    }

    /// The settings changed (the menu): followed from the next sound on.
    pub fn configure(&mut self, settings: &SoundSettings) {
        if settings.volume != self.settings.volume
            && let Some(out) = &self.out
        {
            out.set_volume(settings.volume);
        }
        self.settings = settings.clone();
        if !self.settings.on {
            self.hush();
        } else {
            // Turned on in the menu after a start with it off.
            self.open();
        }
    }

    /// The page whose clock was counted is left or covered.
    pub fn stop_count(&mut self) {
        self.hush();
    }

    fn hush(&mut self) {
        if std::mem::take(&mut self.counting)
            && let Some(out) = &self.out
        {
            out.count(CountPlan::default());
        }
    }

    /// Hears what a page gave; returns whether the terminal's bell rings
    /// now (the count said by the bell, or by nothing better).
    pub fn hear(&mut self, sounds: Sounds, japanese: bool) -> bool {
        if self.quiet || !self.settings.on {
            self.hush();
            return false;
        }
        self.notice_failure();
        let would_sound = !sounds.cues.is_empty() || sounds.bell || sounds.count.is_some();
        if would_sound && self.out.is_none() && std::mem::take(&mut self.may_open) {
            match (self.open_with)(self.settings.volume) {
                Ok(out) => self.out = Some(out),
                Err(why) => self.untold = Some(why),
            }
        }
        if would_sound && self.out.is_some() {
            self.last_asked = Some(Instant::now());
        }
        // Most sounds are a move's or an ending's cue with no count
        // running: the count's voice is not asked for them.
        if sounds.count.is_none() && !sounds.bell && !self.counting {
            if let Some(out) = &self.out {
                self.play_cues(out.as_ref(), sounds.cues);
            }
            return false;
        }
        let count = self.settings.count_voice(japanese);
        let voice = match count {
            CountVoice::Japanese => Some(Voice::Japanese),
            CountVoice::English => Some(Voice::English),
            CountVoice::Bell | CountVoice::Off => None,
        };
        if voice.is_none() {
            // Chosen away from a voice in the middle of a count.
            self.hush();
        }
        if let Some(out) = &self.out {
            self.play_cues(out.as_ref(), sounds.cues);
            if let (Some(voice), Some(clock)) = (voice, sounds.count) {
                let plan = match clock {
                    Some(c) => {
                        shogi_sound::count::plan_to_flag(voice, c.now, c.until_flag, c.period)
                    }
                    None => CountPlan::default(),
                };
                self.counting = !plan.words.is_empty();
                out.count(plan);
            }
        }
        match count {
            CountVoice::Bell => sounds.bell,
            CountVoice::Off => false,
            // No device: the bell stands in for the voice.
            CountVoice::Japanese | CountVoice::English => self.out.is_none() && sounds.bell,
        }
    }

    /// The cues the settings let through, to `out`.
    fn play_cues(&self, out: &dyn Output, cues: Vec<Cue>) {
        for cue in cues {
            if self.settings.wants(cue) {
                out.play(cue);
            }
        }
    }

    /// An output that failed is left (dropping it kills the sound process:
    /// never waited for), its failure kept to be said.
    fn notice_failure(&mut self) {
        if let Some(why) = self.out.as_ref().and_then(|o| o.take_failure()) {
            self.out = None;
            self.counting = false;
            self.untold = Some(why);
        }
    }

    /// Why there is no sound, once, when something would have been heard
    /// (so a player who never plays a timed game or a move is not told),
    /// or as soon as it is known if a sound was just asked of the output.
    pub fn take_untold(&mut self, sounds: &Sounds) -> Option<SoundError> {
        self.notice_failure();
        let would_sound = !sounds.cues.is_empty() || sounds.bell || sounds.count.is_some();
        let just_asked = self
            .last_asked
            .is_some_and(|at| at.elapsed() < FAILURE_NEWS);
        if (would_sound || just_asked) && !self.quiet && self.settings.on {
            self.untold.take()
        } else {
            None
        }
    }
}

/// Why there is no sound, in the player's words.
pub fn said(why: &SoundError) -> String {
    match why {
        SoundError::NoLibrary { why } => crate::t!("sound-off-no-library", why = why.as_str()),
        SoundError::NoDevice { why } => crate::t!("sound-off-no-device", why = why.as_str()),
        SoundError::Lost { why } => crate::t!("sound-off-lost", why = why.as_str()),
        SoundError::NoAnswer => crate::t!("sound-off-no-answer"),
        SoundError::Hung => crate::t!("sound-off-hung"),
        SoundError::Ended => crate::t!("sound-off-ended"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;

    /// What reached the device.
    #[derive(Default)]
    struct Heard {
        cues: Vec<Cue>,
        plans: Vec<CountPlan>,
        failure: Option<SoundError>,
    }

    struct Fake(Rc<RefCell<Heard>>);

    impl Output for Fake {
        fn play(&self, cue: Cue) {
            self.0.borrow_mut().cues.push(cue);
        }
        fn count(&self, plan: CountPlan) {
            self.0.borrow_mut().plans.push(plan);
        }
        fn set_volume(&self, _: u8) {}
        fn take_failure(&self) -> Option<SoundError> {
            self.0.borrow_mut().failure.take()
        }
    }

    fn speaker(settings: SoundSettings, quiet: bool) -> (Speaker, Rc<RefCell<Heard>>) {
        let heard = Rc::new(RefCell::new(Heard::default()));
        let s = Speaker::new(&settings, quiet).with_output(Box::new(Fake(heard.clone())));
        (s, heard)
    }

    /// A move, and a 12 s byoyomi starting now.
    fn a_move_and_a_clock() -> Sounds {
        Sounds {
            cues: vec![Cue::Capture],
            bell: true,
            count: Some(Some(CountClock {
                now: Instant::now(),
                until_flag: Duration::from_secs(12),
                period: Duration::from_secs(12),
            })),
        }
    }

    #[test]
    fn with_sound_on_the_move_clicks_and_the_voice_counts_instead_of_the_bell() {
        let (mut s, heard) = speaker(SoundSettings::default(), false);
        assert!(
            !s.hear(a_move_and_a_clock(), true),
            "no bell: the voice counts"
        );
        let heard = heard.borrow();
        assert_eq!(heard.cues, [Cue::Capture]);
        assert_eq!(heard.plans.len(), 1);
        assert_eq!(heard.plans[0].voice, Some(Voice::Japanese));
        assert!(!heard.plans[0].words.is_empty());
    }

    #[test]
    fn the_count_follows_the_interface_language_unless_chosen() {
        let (mut s, heard) = speaker(SoundSettings::default(), false);
        s.hear(a_move_and_a_clock(), false);
        let english = SoundSettings {
            count: Some(CountVoice::English),
            ..SoundSettings::default()
        };
        s.configure(&english);
        s.hear(a_move_and_a_clock(), true);
        let voices: Vec<_> = heard.borrow().plans.iter().map(|p| p.voice).collect();
        assert_eq!(voices, [Some(Voice::English), Some(Voice::English)]);
    }

    #[test]
    fn quiet_and_sound_off_are_silent_even_for_the_bell() {
        for (settings, quiet) in [
            (SoundSettings::default(), true),
            (
                SoundSettings {
                    on: false,
                    ..SoundSettings::default()
                },
                false,
            ),
        ] {
            let (mut s, heard) = speaker(settings, quiet);
            assert!(!s.hear(a_move_and_a_clock(), false));
            assert!(heard.borrow().cues.is_empty());
            assert!(heard.borrow().plans.is_empty());
        }
    }

    #[test]
    fn piece_sounds_off_keeps_the_count() {
        let settings = SoundSettings {
            pieces: false,
            ..SoundSettings::default()
        };
        let (mut s, heard) = speaker(settings, false);
        s.hear(a_move_and_a_clock(), false);
        assert!(heard.borrow().cues.is_empty());
        assert_eq!(heard.borrow().plans.len(), 1);
    }

    #[test]
    fn each_cue_is_turned_off_on_its_own() {
        let all = [
            Cue::Move,
            Cue::Capture,
            Cue::Check,
            Cue::GameEnd,
            Cue::Refused,
        ];
        let played = |settings: SoundSettings| {
            let (mut s, heard) = speaker(settings, false);
            s.hear(
                Sounds {
                    cues: all.to_vec(),
                    ..Sounds::default()
                },
                false,
            );
            heard.borrow().cues.clone()
        };
        assert_eq!(played(SoundSettings::default()), all);
        let on = SoundSettings::default();
        let no_check = SoundSettings {
            check: false,
            ..on.clone()
        };
        assert_eq!(
            played(no_check),
            [Cue::Move, Cue::Capture, Cue::GameEnd, Cue::Refused]
        );
        let no_end = SoundSettings {
            end: false,
            ..on.clone()
        };
        assert_eq!(
            played(no_end),
            [Cue::Move, Cue::Capture, Cue::Check, Cue::Refused]
        );
        let no_refusal = SoundSettings {
            refused: false,
            ..on.clone()
        };
        assert_eq!(
            played(no_refusal),
            [Cue::Move, Cue::Capture, Cue::Check, Cue::GameEnd]
        );
        let no_pieces = SoundSettings {
            pieces: false,
            ..on
        };
        assert_eq!(played(no_pieces), [Cue::Check, Cue::GameEnd, Cue::Refused]);
    }

    #[test]
    fn the_bell_count_rings_the_bell_and_off_rings_nothing() {
        let bell = SoundSettings {
            count: Some(CountVoice::Bell),
            ..SoundSettings::default()
        };
        let (mut s, heard) = speaker(bell, false);
        assert!(s.hear(a_move_and_a_clock(), false));
        assert!(heard.borrow().plans.is_empty());
        assert_eq!(heard.borrow().cues, [Cue::Capture], "pieces still click");
        let off = SoundSettings {
            count: Some(CountVoice::Off),
            ..SoundSettings::default()
        };
        let (mut s, heard) = speaker(off, false);
        assert!(!s.hear(a_move_and_a_clock(), false));
        assert!(heard.borrow().plans.is_empty());
        assert_eq!(heard.borrow().cues, [Cue::Capture], "pieces still click");
    }

    #[test]
    fn choosing_the_bell_in_the_middle_of_a_count_cuts_the_voice() {
        let (mut s, heard) = speaker(SoundSettings::default(), false);
        s.hear(a_move_and_a_clock(), false);
        s.configure(&SoundSettings {
            count: Some(CountVoice::Bell),
            ..SoundSettings::default()
        });
        s.hear(Sounds::default(), false);
        let plans = &heard.borrow().plans;
        assert_eq!(plans.len(), 2);
        assert!(plans[1].words.is_empty(), "the voice's count is cut");
    }

    #[test]
    fn turning_sound_off_cuts_the_count_under_way() {
        let (mut s, heard) = speaker(SoundSettings::default(), false);
        s.hear(a_move_and_a_clock(), false);
        s.configure(&SoundSettings {
            on: false,
            ..SoundSettings::default()
        });
        let plans = &heard.borrow().plans;
        assert_eq!(plans.len(), 2);
        assert!(plans[1].words.is_empty(), "an empty plan stops the count");
    }

    #[test]
    fn without_a_device_the_bell_counts_and_the_player_is_told_once() {
        let mut s = Speaker::new(&SoundSettings::default(), false);
        s.untold = Some(SoundError::NoDevice {
            why: "no card".into(),
        });
        let sounds = a_move_and_a_clock();
        assert!(s.hear(sounds.clone(), false), "the bell stands in");
        assert!(
            s.take_untold(&Sounds::default()).is_none(),
            "nothing heard yet"
        );
        assert!(s.take_untold(&sounds).is_some());
        assert!(s.take_untold(&sounds).is_none(), "once");
    }

    /// A speaker whose outputs are stand-ins sharing `heard`, counting
    /// how many were started.
    fn opening_speaker(settings: SoundSettings) -> (Speaker, Rc<RefCell<Heard>>, Rc<Cell<usize>>) {
        let heard = Rc::new(RefCell::new(Heard::default()));
        let started = Rc::new(Cell::new(0));
        let (h, n) = (heard.clone(), started.clone());
        let s = Speaker::new(&settings, false).with_opener(Box::new(move |_| {
            n.set(n.get() + 1);
            Ok(Box::new(Fake(h.clone())))
        }));
        (s, heard, started)
    }

    #[test]
    fn an_output_starts_when_a_sound_is_due_and_only_one_at_a_time() {
        let (mut s, heard, started) = opening_speaker(SoundSettings::default());
        // The menu's Sound row pressed again and again: nothing starts.
        for _ in 0..5 {
            s.open();
            s.configure(&SoundSettings::default());
            s.set_quiet(false);
        }
        assert_eq!(started.get(), 0, "nothing started before a sound");
        assert!(!s.wants_ticks());
        s.hear(a_move_and_a_clock(), false);
        assert_eq!(started.get(), 1);
        assert_eq!(
            heard.borrow().cues,
            [Cue::Capture],
            "the first sound is played"
        );
        for _ in 0..5 {
            s.open();
            s.hear(a_move_and_a_clock(), false);
        }
        assert_eq!(started.get(), 1, "one output under way");
    }

    #[test]
    fn a_failure_learnt_after_the_sound_is_said_at_once_and_not_retried() {
        let (mut s, heard, started) = opening_speaker(SoundSettings::default());
        s.open();
        let sounds = a_move_and_a_clock();
        assert!(s.take_untold(&sounds).is_none());
        assert!(!s.hear(sounds, false), "the voice counts");
        assert!(s.wants_ticks(), "looking for the output's news");
        // The output fails a moment later (the sound process said so).
        heard.borrow_mut().failure = Some(SoundError::Hung);
        assert!(
            s.hear(
                Sounds {
                    bell: true,
                    ..Sounds::default()
                },
                false
            ),
            "the bell takes over"
        );
        assert_eq!(
            s.take_untold(&Sounds::default()),
            Some(SoundError::Hung),
            "said at once, with no sound due"
        );
        assert_eq!(s.take_untold(&Sounds::default()), None, "once");
        s.hear(a_move_and_a_clock(), false);
        assert_eq!(started.get(), 1, "not started again until asked");
        assert!(!s.wants_ticks());
    }

    #[test]
    fn a_device_that_fails_later_is_left_and_said() {
        let (mut s, heard) = speaker(SoundSettings::default(), false);
        heard.borrow_mut().failure = Some(SoundError::Lost {
            why: "unplugged".into(),
        });
        let sounds = a_move_and_a_clock();
        assert!(s.hear(sounds.clone(), false), "the bell from now on");
        assert!(heard.borrow().cues.is_empty());
        assert!(matches!(
            s.take_untold(&sounds),
            Some(SoundError::Lost { .. })
        ));
    }
}
