//! How late sounds are heard: a figure, not a timed test. Run by
//! bench/sound-latency.sh (`cargo bench -p shogi-sound --bench latency`).
//!
//! The benchmark starts a private PulseAudio server with a null sink
//! (tests/it/pulse.rs), records it, and runs itself again as the player on
//! that server: 50 cues at irregular moments, then 20 dated sounds (the
//! count's path, with a click for a word: the voice clips are not needed to
//! time it), then two cues after the output has closed for being idle.
//! It prints the latencies the player measured from the device's delay, and
//! the same checked against the recording: the spacing of the onsets heard
//! against the spacing asked, and the reopened cues' latency.

#[path = "../tests/it/pulse.rs"]
mod pulse;

use pulse::Pulse;
use shogi_sound::{Cue, Sound};
use std::process::{Command, ExitCode, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Set in the child that plays.
const ROLE: &str = "SHOGI_SOUND_BENCH_PLAYER";
const CUES: usize = 50;
const DATED: usize = 20;
const REOPENED: usize = 2;
/// Long enough for the output to close: the player's linger (10 s) and
/// idle (1.5 s) times, and a second to spare.
const UNTIL_CLOSED: Duration = Duration::from_millis(12_500);

fn main() -> ExitCode {
    if std::env::var_os(ROLE).is_some() {
        return play();
    }
    match measure() {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("sound-latency: {why}");
            ExitCode::FAILURE
        }
    }
}

/// Intervals between 200 and 600 ms, the same on every run (a linear
/// congruential sequence): irregular, as moves are, and far enough apart
/// for each click to end before the next.
fn intervals(seed: u64, count: usize) -> Vec<Duration> {
    let mut state = seed;
    (0..count)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            Duration::from_millis(200 + (state >> 33) % 400)
        })
        .collect()
}

/// The player: prints `asked <seconds>` for each sound's moment (from its
/// own start), then the latencies it measured.
fn play() -> ExitCode {
    let start = Instant::now();
    let sound = match Sound::open(100) {
        Ok(sound) => sound,
        Err(e) => {
            eprintln!("no sound: {e:?}");
            return ExitCode::FAILURE;
        }
    };
    println!("open {:.2}", start.elapsed().as_secs_f64() * 1e3);
    let asked = |at: Instant| println!("asked {:.6}", at.duration_since(start).as_secs_f64());
    let mut at = Instant::now() + Duration::from_millis(300);
    for interval in intervals(1, CUES) {
        sleep(at.saturating_duration_since(Instant::now()));
        let now = Instant::now();
        sound.play(Cue::Move);
        asked(now);
        at += interval;
    }
    let mut moments = Vec::new();
    for interval in intervals(2, DATED) {
        moments.push((at, Cue::Move));
        asked(at);
        at += interval;
    }
    sound.count_cues(moments);
    sleep(at.saturating_duration_since(Instant::now()));
    for _ in 0..REOPENED {
        sleep(UNTIL_CLOSED);
        let now = Instant::now();
        sound.play(Cue::Move);
        asked(now);
    }
    sleep(Duration::from_millis(300));
    let latency = sound.latency();
    for cue in &latency.cues {
        println!("cue {:.3}", cue.as_secs_f64() * 1e3);
    }
    for word in &latency.words {
        println!("dated {:.3}", word * 1e3);
    }
    ExitCode::SUCCESS
}

fn measure() -> Result<(), String> {
    let pulse = Pulse::start();
    let recording = pulse.record();
    let exe = std::env::current_exe().map_err(|e| format!("no benchmark binary: {e}"))?;
    let mut command = Command::new(exe);
    command.env(ROLE, "1").stdin(Stdio::null());
    let output = pulse
        .apply(&mut command)
        .output()
        .map_err(|e| format!("cannot run the player: {e}"))?;
    sleep(Duration::from_millis(300));
    let samples = recording.stop();
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !stderr.trim().is_empty() {
        return Err(format!("the player failed: {stderr}"));
    }
    let said = String::from_utf8_lossy(&output.stdout);
    let values = |key: &str| -> Vec<f64> {
        said.lines()
            .filter_map(|line| line.strip_prefix(key))
            .filter_map(|value| value.trim().parse().ok())
            .collect()
    };
    let asked = values("asked ");
    let heard = pulse::onsets(&samples);
    if heard.len() != asked.len() {
        return Err(format!(
            "{} sounds asked, {} heard at {heard:?}",
            asked.len(),
            heard.len()
        ));
    }
    let open = values("open ");
    let cues = values("cue ");
    let dated = values("dated ");
    println!(
        "Opening the output (Sound::open, cold): {:.1} ms",
        open.first().copied().unwrap_or(f64::NAN)
    );
    println!();
    println!("As the player measured them (write time + the device's delay), in ms:");
    let (played, reopened) = cues.split_at(CUES.min(cues.len()));
    row("cue, output open: play() to heard", played);
    row("cue, output closed: play() to heard", reopened);
    row("dated (count path): heard - due", &dated);
    println!();
    println!("From the recording, in ms:");
    // The error in each interval between successive sounds: what the
    // recording heard against what was asked.
    let errors = |from: usize, to: usize| -> Vec<f64> {
        (from + 1..to)
            .map(|i| ((heard[i] - heard[i - 1]) - (asked[i] - asked[i - 1])) * 1e3)
            .collect()
    };
    row("cue spacing: heard - asked", &errors(0, CUES));
    row("dated spacing: heard - asked", &errors(CUES, CUES + DATED));
    // The recording's clock starts at an unknown moment: the open output's
    // cues, whose latency the device reports reliably, set it.
    let offsets: Vec<f64> = (0..CUES).map(|i| heard[i] - asked[i]).collect();
    let anchor = median(&offsets) - median(played) / 1e3;
    let late: Vec<f64> = (CUES + DATED..asked.len())
        .map(|i| (heard[i] - asked[i] - anchor) * 1e3)
        .collect();
    row("cue, output closed: play() to heard", &late);
    let dated_late: Vec<f64> = (CUES..CUES + DATED)
        .map(|i| (heard[i] - asked[i] - anchor) * 1e3)
        .collect();
    row("dated: heard - due", &dated_late);
    Ok(())
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.get(sorted.len() / 2).copied().unwrap_or(f64::NAN)
}

fn row(what: &str, values: &[f64]) {
    let max = values.iter().copied().fold(f64::NAN, f64::max);
    let min = values.iter().copied().fold(f64::NAN, f64::min);
    println!(
        "  {what:<40} median {:>7.1}  min {:>7.1}  max {:>7.1}  (n = {})",
        median(values),
        min,
        max,
        values.len()
    );
}
