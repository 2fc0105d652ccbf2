//! How late sounds are heard: a figure, not a timed test. Run by
//! bench/sound-latency.sh (`cargo bench -p shogi-sound --bench latency`).
//!
//! The benchmark starts a private PulseAudio server with a null sink
//! (tests/it/pulse.rs), records it, and runs itself again as the player on
//! that server: a count of 20 dated sounds (the count's path, with a click
//! for a word: the voice clips are not needed to time it) with 19 cues
//! played during it (the output open), then 25 cues with nothing else
//! playing (each reopening the output). It prints the latencies the player
//! measured from the device's delay, and the same from the recording.

#[path = "../tests/it/pulse.rs"]
mod pulse;

use pulse::Pulse;
use shogi_sound::{Cue, Sound};
use std::process::{Command, ExitCode, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Set in the child that plays.
const ROLE: &str = "SHOGI_SOUND_BENCH_PLAYER";
const DATED: usize = 20;
const CUES_DURING: usize = 19;
const CUES_IDLE: usize = 25;

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

/// Irregular steps of 250 to 650 ms, the same on every run (a linear
/// congruential sequence): moves come at no fixed rhythm.
struct Steps(u64);

impl Steps {
    fn next(&mut self) -> Duration {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        Duration::from_millis(250 + (self.0 >> 33) % 400)
    }
}

/// The player: prints `<kind> <seconds>` for each sound's moment (from its
/// own start; kinds `dated`, `during`, `idle`), then the latencies it
/// measured (`cue <ms>`, `word <ms>`).
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
    let say =
        |kind: &str, at: Instant| println!("{kind} {:.6}", at.duration_since(start).as_secs_f64());
    // The count: a sound every half second.
    let first = Instant::now() + Duration::from_millis(500);
    let moments: Vec<Instant> = (0..DATED as u32)
        .map(|n| first + Duration::from_millis(500) * n)
        .collect();
    sound.count_cues(moments.iter().map(|&at| (at, Cue::Move)).collect());
    moments.iter().for_each(|&at| say("dated", at));
    // Moves during it, between its sounds (200 to 300 ms after each, never
    // near enough to run into one in the recording).
    let mut steps = Steps(1);
    for &moment in &moments[..CUES_DURING] {
        let at =
            moment + Duration::from_millis(200) + (steps.next() - Duration::from_millis(250)) / 4;
        sleep(at.saturating_duration_since(Instant::now()));
        let now = Instant::now();
        sound.play(Cue::Move);
        say("during", now);
    }
    // Moves with nothing else playing: the output closes between them.
    sleep(moments.last().map_or(Duration::ZERO, |last| {
        last.saturating_duration_since(Instant::now())
    }));
    sleep(Duration::from_millis(2_000));
    for _ in 0..CUES_IDLE {
        sleep(steps.next());
        let now = Instant::now();
        sound.play(Cue::Move);
        say("idle", now);
    }
    sleep(Duration::from_millis(300));
    let latency = sound.latency();
    for cue in &latency.cues {
        println!("cue {:.3}", cue.as_secs_f64() * 1e3);
    }
    for word in &latency.words {
        println!("word {:.3}", word * 1e3);
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
            .filter_map(|line| {
                line.strip_prefix(key)?
                    .strip_prefix(' ')?
                    .trim()
                    .parse()
                    .ok()
            })
            .collect()
    };
    // Every sound asked, in order of time, with its kind.
    let mut asked: Vec<(f64, &str)> = Vec::new();
    for kind in ["dated", "during", "idle"] {
        asked.extend(values(kind).into_iter().map(|at| (at, kind)));
    }
    asked.sort_by(|a, b| a.0.total_cmp(&b.0));
    let heard = pulse::onsets(&samples);
    if heard.len() != asked.len() {
        return Err(format!(
            "{} sounds asked, {} heard at {heard:?}",
            asked.len(),
            heard.len()
        ));
    }
    let (cues, words) = (values("cue"), values("word"));
    let (during, idle) = cues.split_at(CUES_DURING.min(cues.len()));
    println!(
        "Opening the output (Sound::open, cold): {:.1} ms",
        values("open").first().copied().unwrap_or(f64::NAN)
    );
    println!();
    println!("As the player measured them (write time + the device's delay), in ms:");
    row("cue, output open: play() to heard", during);
    row("cue, output closed: play() to heard (*)", idle);
    row("dated (count path): heard - due", &words);
    // The recording's clock starts at an unknown moment: the dated sounds,
    // written to a running stream whose delay the device reports, set it.
    let of = |kind: &str| -> Vec<f64> {
        asked
            .iter()
            .zip(&heard)
            .filter(|((_, k), _)| *k == kind)
            .map(|((at, _), heard)| heard - at)
            .collect()
    };
    let anchor = median(&of("dated")) - median(&words) / 1e3;
    let late = |kind: &str| -> Vec<f64> {
        of(kind)
            .iter()
            .map(|offset| (offset - anchor) * 1e3)
            .collect()
    };
    println!();
    println!("From the recording, in ms (its clock set by the dated sounds' median):");
    row("cue, output open: play() to heard", &late("during"));
    row("cue, output closed: play() to heard", &late("idle"));
    let dated = of("dated");
    let spacing: Vec<f64> = dated.windows(2).map(|w| (w[1] - w[0]) * 1e3).collect();
    row("dated: error of each interval", &spacing);
    println!();
    println!(
        "(*) before a new stream starts, ALSA reports no delay: the player counts what it wrote, which misses the server's own few ms."
    );
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
