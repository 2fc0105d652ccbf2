//! The sounds as heard: played through ALSA to a private PulseAudio server
//! and recorded from its null sink ([`crate::pulse`]).
//!
//! ALSA reads its configuration from `$HOME`, a process-wide setting, so
//! the playing is done by a child process: each test runs itself again
//! (the same test, by name) with the server's environment and [`ROLE`] set,
//! and the child plays while the parent records. Tests running in parallel
//! each have their own server.

use crate::pulse::{self, Pulse};
use shogi_sound::{Cue, Sound, SoundError};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Set in the child that plays.
const ROLE: &str = "SHOGI_SOUND_PLAYER";

fn is_player() -> bool {
    std::env::var_os(ROLE).is_some()
}

/// Runs the test `name` again as the player, on `pulse`'s server; returns
/// its standard output, and fails if it failed or wrote to stderr (ALSA's
/// messages must not reach the game's screen).
fn run_player(pulse: &Pulse, name: &str) -> String {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("no test binary: {e}"));
    let mut command = Command::new(exe);
    command
        .args([
            name,
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
            "-q",
        ])
        .env(ROLE, "1")
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null());
    let output = pulse
        .apply(&mut command)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the player: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(
        output.status.success(),
        "the player failed:\n{stdout}\n{stderr}"
    );
    assert!(
        stderr.trim().is_empty(),
        "the player wrote to stderr:\n{stderr}"
    );
    stdout
}

/// Runs the test `name` as the player on a new server; returns the
/// recording and what the player printed.
fn record(name: &str) -> (Vec<i16>, String) {
    let pulse = Pulse::start();
    let recording = pulse.record();
    let said = run_player(&pulse, name);
    // The sink's queue reaches the monitor a little after the player ends.
    sleep(Duration::from_millis(200));
    (recording.stop(), said)
}

fn open() -> Sound {
    Sound::open(100).unwrap_or_else(|e| panic!("no sound: {e:?}"))
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn a_cue_played_is_recorded() {
    if is_player() {
        let sound = open();
        sleep(Duration::from_millis(100));
        sound.play(Cue::Move);
        sleep(Duration::from_millis(400));
        return;
    }
    let (samples, _) = record("play::a_cue_played_is_recorded");
    let onsets = pulse::onsets(&samples);
    assert_eq!(onsets.len(), 1, "onsets at {onsets:?}");
    // Played as made: the click's level reaches the sink unchanged.
    let peak = pulse::peak(&samples);
    assert!(peak > 12_000, "the click peaks at {peak}");
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn cues_played_300_ms_apart_are_heard_300_ms_apart() {
    if is_player() {
        let sound = open();
        let start = Instant::now() + Duration::from_millis(100);
        for n in 0..5 {
            let at = start + Duration::from_millis(300 * n);
            sleep(at.saturating_duration_since(Instant::now()));
            sound.play(Cue::Move);
        }
        sleep(Duration::from_millis(400));
        let latency = sound.latency();
        println!("cue latency {:?}", latency.cues);
        assert_eq!(latency.cues.len(), 5);
        for figure in latency.cues {
            assert!(
                figure < Duration::from_millis(50),
                "a cue started {figure:?} after it was asked"
            );
        }
        return;
    }
    let (samples, said) = record("play::cues_played_300_ms_apart_are_heard_300_ms_apart");
    let onsets = pulse::onsets(&samples);
    println!("onsets at {onsets:?}; the player said {said}");
    assert_eq!(onsets.len(), 5, "onsets at {onsets:?} ({said})");
    for spacing in pulse::spacings(&onsets) {
        assert!((spacing - 0.3).abs() <= 0.03, "onsets at {onsets:?}");
    }
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn dated_sounds_are_heard_at_their_moments() {
    if is_player() {
        let sound = open();
        let start = Instant::now() + Duration::from_millis(200);
        let moments = (0..5)
            .map(|n| (start + Duration::from_millis(250 * n), Cue::Move))
            .collect();
        sound.count_cues(moments);
        sleep(Duration::from_millis(1_500));
        let words = sound.latency().words;
        println!("dated latency {words:?}");
        assert_eq!(words.len(), 5);
        for figure in words {
            assert!(
                figure.abs() < 0.02,
                "a dated sound started {figure} s from its moment"
            );
        }
        return;
    }
    let (samples, said) = record("play::dated_sounds_are_heard_at_their_moments");
    let onsets = pulse::onsets(&samples);
    println!("onsets at {onsets:?}; the player said {said}");
    assert_eq!(onsets.len(), 5, "onsets at {onsets:?} ({said})");
    for spacing in pulse::spacings(&onsets) {
        assert!((spacing - 0.25).abs() <= 0.01, "onsets at {onsets:?}");
    }
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn a_new_plan_stops_the_count_at_once() {
    if is_player() {
        let sound = open();
        let now = Instant::now();
        // The first heard; the second cut as it sounds (its tail would last
        // ~160 ms); the third never starts.
        let plan = [100, 500, 800].map(|ms| (now + Duration::from_millis(ms), Cue::Capture));
        sound.count_cues(plan.to_vec());
        sleep(Duration::from_millis(530));
        sound.count_cues(Vec::new());
        sleep(Duration::from_millis(600));
        return;
    }
    let (samples, said) = record("play::a_new_plan_stops_the_count_at_once");
    let onsets = pulse::onsets(&samples);
    assert_eq!(onsets.len(), 2, "onsets at {onsets:?} ({said})");
    // Cut within a few chunks of the new plan (30 ms in), long before the
    // capture's own end (160 ms).
    let cut = onsets[1] + 0.1;
    assert!(
        pulse::is_silent(&samples, cut, samples.len() as f64 / f64::from(pulse::RATE)),
        "{onsets:?}"
    );
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn nothing_played_is_silence() {
    if is_player() {
        let sound = open();
        sleep(Duration::from_millis(800));
        drop(sound);
        return;
    }
    let (samples, _) = record("play::nothing_played_is_silence");
    // The recording ran through the player's whole life: opening and closing
    // the output make no click.
    assert!(
        samples.len() > pulse::RATE as usize,
        "recorded only {} samples",
        samples.len()
    );
    assert!(
        pulse::is_silent(&samples, 0.0, 60.0),
        "peak {}",
        pulse::peak(&samples)
    );
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn volume_zero_is_silent() {
    if is_player() {
        let sound = Sound::open(0).unwrap_or_else(|e| panic!("no sound: {e:?}"));
        sound.play(Cue::GameEnd);
        sleep(Duration::from_millis(600));
        // The same sound at full volume afterwards is heard: the silence
        // before was the volume's.
        sound.set_volume(100);
        sound.play(Cue::GameEnd);
        sleep(Duration::from_millis(500));
        return;
    }
    let (samples, said) = record("play::volume_zero_is_silent");
    let onsets = pulse::onsets(&samples);
    assert_eq!(onsets.len(), 1, "onsets at {onsets:?} ({said})");
    assert!(
        pulse::is_silent(&samples, 0.0, onsets[0] - 0.45),
        "{onsets:?}"
    );
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn no_device_is_said_and_nothing_panics() {
    if is_player() {
        match Sound::open(100) {
            Err(SoundError::NoDevice { why }) => println!("why: {why}"),
            Err(e) => panic!("expected NoDevice, got {e:?}"),
            Ok(_) => panic!("a missing card opened"),
        }
        return;
    }
    let pulse = Pulse::no_device();
    let said = run_player(&pulse, "play::no_device_is_said_and_nothing_panics");
    // ALSA's reason, for the status bar.
    assert!(
        said.contains("why: ") && said.len() > "why: \n".len() + 3,
        "{said}"
    );
}

#[test]
#[ignore = "needs pulseaudio (installed by .ci/run)"]
fn a_lost_server_is_reported_once_and_the_thread_stops() {
    if is_player() {
        let sound = open();
        // A count due soon keeps the output open and writing.
        sound.count_cues(vec![(Instant::now() + Duration::from_secs(1), Cue::Move)]);
        sleep(Duration::from_millis(100));
        // The parent kills the server on this line.
        println!("opened");
        let deadline = Instant::now() + Duration::from_secs(5);
        let failure = loop {
            if let Some(failure) = sound.take_failure() {
                break failure;
            }
            assert!(Instant::now() < deadline, "no failure reported");
            sleep(Duration::from_millis(20));
        };
        assert!(matches!(failure, SoundError::Lost { .. }), "{failure:?}");
        // Once, and afterwards the handle still takes orders quietly.
        for _ in 0..100 {
            sound.play(Cue::Capture);
        }
        sleep(Duration::from_millis(200));
        assert_eq!(sound.take_failure(), None);
        drop(sound);
        println!("failed: {failure:?}");
        return;
    }
    let mut pulse = Pulse::start();
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("no test binary: {e}"));
    let mut command = Command::new(exe);
    command
        .args([
            "play::a_lost_server_is_reported_once_and_the_thread_stops",
            "--exact",
            "--ignored",
        ])
        .args(["--nocapture", "--test-threads=1", "-q"])
        .env(ROLE, "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = pulse
        .apply(&mut command)
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run the player: {e}"));
    let mut stdout =
        std::io::BufReader::new(child.stdout.take().unwrap_or_else(|| panic!("no stdout")));
    let mut line = String::new();
    while !line.contains("opened") {
        line.clear();
        let read = std::io::BufRead::read_line(&mut stdout, &mut line).unwrap_or(0);
        assert!(read > 0, "the player ended before opening");
    }
    pulse.kill_server();
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("the player: {e}"));
    let mut rest = String::new();
    let _ = std::io::Read::read_to_string(&mut stdout, &mut rest);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the player failed:\n{rest}\n{stderr}"
    );
    assert!(rest.contains("failed: Lost"), "{rest}");
}

#[test]
fn onsets_are_found_where_sound_starts_after_quiet() {
    let rate = pulse::RATE as usize;
    let mut samples = vec![0_i16; rate];
    // Two sounds 300 ms apart and a third 30 ms after the second's end
    // (too close: one sound).
    for (start, length) in [
        (2_205, 1_000),
        (2_205 + 6_615, 1_000),
        (2_205 + 6_615 + 1_000 + 661, 500),
    ] {
        for (n, sample) in samples[start..start + length].iter_mut().enumerate() {
            *sample = if n % 2 == 0 { 5_000 } else { -5_000 };
        }
    }
    let onsets = pulse::onsets(&samples);
    assert_eq!(onsets.len(), 2, "{onsets:?}");
    assert!(
        (onsets[0] - 0.1).abs() < 1e-3 && (onsets[1] - 0.4).abs() < 1e-3,
        "{onsets:?}"
    );
    assert!(pulse::is_silent(&samples, 0.0, 0.099));
    assert!(!pulse::is_silent(&samples, 0.0, 0.101));
    assert!(pulse::is_silent(&samples, 0.6, 1.0));
}
