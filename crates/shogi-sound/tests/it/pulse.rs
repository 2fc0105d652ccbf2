//! A private PulseAudio server with a null sink, to record what a program
//! plays without speakers, and the analysis of such recordings.
//!
//! [`Pulse::start`] runs `pulseaudio` with its own `XDG_RUNTIME_DIR` and
//! `HOME` in a temporary directory, whose `~/.asoundrc` sends ALSA's default
//! output to it; [`Pulse::apply`] gives a child process that environment;
//! [`Pulse::record`] records the sink with `parec`. Everything started is
//! killed on drop, also when a test fails.
//!
//! Start the recording before the program plays: with no client asking for
//! a low latency, the null sink runs at its default 2 s and a new stream on
//! it may start hundreds of milliseconds late (seen here; the recorder asks
//! for 10 ms, and with it running sounds start on time).
//!
//! Used by this crate's tests and, through
//! `#[path = "../../crates/shogi-sound/tests/it/pulse.rs"] mod pulse;`, by
//! the app's, so it depends on nothing but std.
#![allow(dead_code)]

use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// The recording's rate: the sounds' own (shogi_sound::RATE), so that no
/// resampling blurs the onsets.
pub const RATE: u32 = 22_050;

/// What ALSA's default output is in the private home: the private server.
pub const TO_PULSE: &str = "pcm.!default { type pulse }\nctl.!default { type pulse }\n";
/// A default output that cannot open: a card that does not exist
/// ([`Pulse::no_device`]).
pub const NO_CARD: &str = "pcm.!default { type hw card 9 }\nctl.!default { type hw card 9 }\n";

const INSTALL: &str = "install pulseaudio, pulseaudio-utils and libasound2-plugins (.ci/run does)";

/// A running private PulseAudio server with one null sink, `cap`.
pub struct Pulse {
    dir: PathBuf,
    server: Option<Child>,
}

impl Pulse {
    /// Starts the server and waits until it answers. Panics with the reason
    /// (and what to install) if it cannot.
    pub fn start() -> Pulse {
        let mut pulse = Pulse::home(TO_PULSE);
        let mut command = Command::new("pulseaudio");
        command
            .args([
                "-n",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--use-pid-file=no",
            ])
            .args([
                "-L",
                "module-null-sink sink_name=cap",
                "-L",
                "module-native-protocol-unix auth-anonymous=1",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        match pulse.apply(&mut command).spawn() {
            Ok(server) => pulse.server = Some(server),
            Err(e) => panic!("cannot run pulseaudio ({e}): {INSTALL}"),
        }
        pulse.wait_until_it_answers();
        pulse
    }

    /// A private home whose default output is a card that does not exist,
    /// and no server: with one running, the pulse plugin's own configuration
    /// (/etc/alsa/conf.d/99-pulse.conf, loaded after ~/.asoundrc) would
    /// make it the default again.
    pub fn no_device() -> Pulse {
        Pulse::home(NO_CARD)
    }

    /// The private directories, with `asoundrc` as `~/.asoundrc`, and no
    /// server.
    pub fn home(asoundrc: &str) -> Pulse {
        static COUNT: AtomicU32 = AtomicU32::new(0);
        // Short: the server's socket path must fit in 108 bytes.
        let dir = std::env::temp_dir().join(format!(
            "shogi-pulse-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&dir);
        for sub in ["run", "home/.config"] {
            fs::create_dir_all(dir.join(sub))
                .unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
        }
        fs::write(dir.join("home/.asoundrc"), asoundrc)
            .unwrap_or_else(|e| panic!("cannot write .asoundrc: {e}"));
        Pulse { dir, server: None }
    }

    fn wait_until_it_answers(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(Ok(Some(status))) = self.server.as_mut().map(Child::try_wait) {
                panic!("pulseaudio ended at start ({status}): {INSTALL}");
            }
            let mut pactl = Command::new("pactl");
            pactl
                .arg("info")
                .stdout(Stdio::null())
                .stderr(Stdio::null());
            match self.apply(&mut pactl).status() {
                Ok(status) if status.success() => return,
                Ok(_) => {}
                Err(e) => panic!("cannot run pactl ({e}): {INSTALL}"),
            }
            assert!(
                Instant::now() < deadline,
                "pulseaudio did not answer within 10 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The variables a child process needs to play on this server through
    /// ALSA: its home (for `~/.asoundrc`), its runtime directory and the
    /// server's address.
    pub fn env(&self) -> Vec<(&'static str, OsString)> {
        let home = self.dir.join("home");
        let run = self.dir.join("run");
        let mut server = OsString::from("unix:");
        server.push(run.join("pulse/native"));
        vec![
            ("HOME", home.clone().into()),
            ("XDG_CONFIG_HOME", home.join(".config").into()),
            ("XDG_RUNTIME_DIR", run.into()),
            ("PULSE_SERVER", server),
        ]
    }

    /// Variables that would send ALSA or PulseAudio elsewhere.
    pub const ENV_REMOVE: [&'static str; 3] = ["ALSA_CONFIG_PATH", "PULSE_SINK", "PULSE_COOKIE"];

    /// Gives `command` this server's environment ([`Pulse::env`], less
    /// [`Pulse::ENV_REMOVE`]).
    pub fn apply<'c>(&self, command: &'c mut Command) -> &'c mut Command {
        for name in Pulse::ENV_REMOVE {
            command.env_remove(name);
        }
        command.envs(self.env())
    }

    /// Stops the server at once, as a crash would: a player on it loses its
    /// output.
    pub fn kill_server(&mut self) {
        if let Some(mut server) = self.server.take() {
            let _ = server.kill();
            let _ = server.wait();
        }
    }

    /// Stops the server where it is (SIGSTOP), as a server that hangs:
    /// its clients' connections stay open and nothing answers on them.
    pub fn hang_server(&self) {
        self.signal_server("STOP");
    }

    /// Lets a hung server go on (SIGCONT).
    pub fn wake_server(&self) {
        self.signal_server("CONT");
    }

    fn signal_server(&self, signal: &str) {
        let Some(server) = &self.server else {
            panic!("no server to signal");
        };
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(server.id().to_string())
            .status();
        assert!(
            sent.is_ok_and(|s| s.success()),
            "kill -{signal} {}",
            server.id()
        );
    }

    /// Starts recording the sink; returns once samples arrive.
    pub fn record(&self) -> Recording {
        static COUNT: AtomicU32 = AtomicU32::new(0);
        let file = self
            .dir
            .join(format!("rec-{}.raw", COUNT.fetch_add(1, Ordering::Relaxed)));
        let output = fs::File::create(&file)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", file.display()));
        let mut parec = Command::new("parec");
        parec
            .args([
                "-d",
                "cap.monitor",
                "--rate=22050",
                "--channels=1",
                "--format=s16le",
                "--raw",
            ])
            .arg("--latency-msec=10")
            .stdin(Stdio::null())
            .stdout(output)
            .stderr(Stdio::null());
        let child = match self.apply(&mut parec).spawn() {
            Ok(child) => child,
            Err(e) => panic!("cannot run parec ({e}): {INSTALL}"),
        };
        let mut recording = Recording {
            parec: Some(child),
            file,
        };
        // The null sink's monitor sends silence from the start: bytes in the
        // file mean the recording runs.
        let deadline = Instant::now() + Duration::from_secs(5);
        while fs::metadata(&recording.file).map(|m| m.len()).unwrap_or(0) == 0 {
            if let Some(Ok(Some(status))) = recording.parec.as_mut().map(Child::try_wait) {
                panic!("parec ended at start ({status})");
            }
            assert!(
                Instant::now() < deadline,
                "parec recorded nothing within 5 s"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        recording
    }
}

impl Drop for Pulse {
    fn drop(&mut self) {
        self.kill_server();
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// A `parec` recording of the sink under way.
pub struct Recording {
    parec: Option<Child>,
    file: PathBuf,
}

impl Recording {
    /// Stops the recording and returns its samples (mono, [`RATE`]).
    pub fn stop(mut self) -> Vec<i16> {
        if let Some(mut parec) = self.parec.take() {
            // SIGTERM, so that parec writes out what it holds.
            let _ = Command::new("kill").arg(parec.id().to_string()).status();
            let _ = parec.wait();
        }
        let bytes =
            fs::read(&self.file).unwrap_or_else(|e| panic!("cannot read the recording: {e}"));
        bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect()
    }
}

impl Drop for Recording {
    fn drop(&mut self) {
        if let Some(mut parec) = self.parec.take() {
            let _ = parec.kill();
            let _ = parec.wait();
        }
    }
}

/// Samples in the envelope's window: 2 ms.
const WINDOW: usize = RATE as usize / 500;
/// A sound this far below the last one is a new sound, not its tail.
const GAP: f64 = 0.05;
/// The level (of a sample) taken as sound rather than silence: about -50 dB
/// of full scale, far above the null sink's digital silence and far below
/// any cue.
pub const LOUD: i16 = 100;

/// The moments (seconds from the recording's start) where sound begins
/// after at least [`GAP`] of quiet: the first sample over [`LOUD`] in a
/// window whose peak is over it.
pub fn onsets(samples: &[i16]) -> Vec<f64> {
    let mut onsets = Vec::new();
    let mut last_loud: Option<f64> = None;
    for (index, window) in samples.chunks(WINDOW).enumerate() {
        let Some(first) = window
            .iter()
            .position(|s| s.unsigned_abs() > LOUD.unsigned_abs())
        else {
            continue;
        };
        let at = (index * WINDOW + first) as f64 / f64::from(RATE);
        if last_loud.is_none_or(|last| at - last > GAP) {
            onsets.push(at);
        }
        let last = window
            .iter()
            .rposition(|s| s.unsigned_abs() > LOUD.unsigned_abs())
            .unwrap_or(first);
        last_loud = Some((index * WINDOW + last) as f64 / f64::from(RATE));
    }
    onsets
}

/// Whether `samples` from `from` to `to` seconds hold no sound.
pub fn is_silent(samples: &[i16], from: f64, to: f64) -> bool {
    let at = |secs: f64| ((secs.max(0.0) * f64::from(RATE)) as usize).min(samples.len());
    samples[at(from)..at(to)]
        .iter()
        .all(|s| s.unsigned_abs() <= LOUD.unsigned_abs())
}

/// The loudest sample's magnitude.
pub fn peak(samples: &[i16]) -> u16 {
    samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0)
}

/// Seconds between successive onsets.
pub fn spacings(onsets: &[f64]) -> Vec<f64> {
    onsets.windows(2).map(|w| w[1] - w[0]).collect()
}
