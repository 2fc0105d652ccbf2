//! The game's short sounds, synthesized in code (no sound files): a struck
//! block of wood for a move (駒音), a heavier one for a capture, a two-note
//! chime for check, a short phrase for the game's end and a low buzz for a
//! refused move. Each is made once, on first use, and shared after.

use crate::rate::RATE;
use std::f32::consts::TAU;
use std::sync::{Arc, OnceLock};

/// Something that happened in the game that a player hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A piece placed on the board (a move or a drop): the wooden click.
    Move,
    /// A move that takes a piece: a heavier click.
    Capture,
    /// The move gives check.
    Check,
    /// The game is over.
    GameEnd,
    /// A move or a key the game refused.
    Refused,
}

impl Cue {
    pub const ALL: [Cue; 5] = [
        Cue::Move,
        Cue::Capture,
        Cue::Check,
        Cue::GameEnd,
        Cue::Refused,
    ];

    /// The cue's samples (mono, [`RATE`]), made on first use.
    pub fn samples(self) -> Arc<[i16]> {
        static MADE: [OnceLock<Arc<[i16]>>; 5] = [const { OnceLock::new() }; 5];
        let index = Cue::ALL.iter().position(|&c| c == self).unwrap_or(0);
        Arc::clone(MADE[index].get_or_init(|| self.synthesize().into()))
    }

    fn synthesize(self) -> Vec<i16> {
        match self {
            // A board of kaya struck by a piece: a click of noise ringing in
            // the wood's modes (around 1–3 kHz), dead within ~50 ms.
            Cue::Move => to_pcm(
                &strike(
                    &[(1_150.0, 0.9), (2_050.0, 0.6), (2_900.0, 0.35)],
                    0.035,
                    0.09,
                    1,
                ),
                0.55,
            ),
            // A capture: the piece lands harder and lower, with the taken
            // piece knocked a moment later.
            Cue::Capture => {
                let mut wood = strike(
                    &[(700.0, 1.0), (1_400.0, 0.7), (2_300.0, 0.3)],
                    0.06,
                    0.16,
                    2,
                );
                let knock = strike(&[(1_650.0, 0.8), (2_600.0, 0.4)], 0.03, 0.07, 3);
                add(&mut wood, &knock, 0.035, 0.5);
                to_pcm(&wood, 0.8)
            }
            // A rising fourth, bright and short: noticed, not alarming.
            Cue::Check => {
                let mut out = bell(880.0, 0.25, 0.06);
                add(&mut out, &bell(1_174.7, 0.2, 0.07), 0.11, 1.0);
                to_pcm(&out, 0.6)
            }
            // A falling phrase of four notes: the game has ended.
            Cue::GameEnd => {
                let mut out = Vec::new();
                for (i, hz) in [1_046.5, 784.0, 659.3, 523.3].into_iter().enumerate() {
                    let note = bell(hz, if i == 3 { 0.17 } else { 0.12 }, 0.08);
                    add(&mut out, &note, 0.07 * i as f32, 1.0);
                }
                to_pcm(&out, 0.6)
            }
            // A low, dull buzz: a square-ish wave of odd harmonics.
            Cue::Refused => {
                let length = seconds(0.14);
                let out = (0..length)
                    .map(|n| {
                        let t = n as f32 / RATE as f32;
                        let wave: f32 = [1.0_f32, 3.0, 5.0, 7.0]
                            .iter()
                            .map(|&k| (TAU * 140.0 * k * t).sin() / k)
                            .sum();
                        wave * fade(n, length, 0.04)
                    })
                    .collect::<Vec<_>>();
                to_pcm(&out, 0.5)
            }
        }
    }
}

/// A number of samples lasting `secs`.
fn seconds(secs: f32) -> usize {
    (secs * RATE as f32) as usize
}

/// A strike: a burst of noise (a few ms) through resonators, one per
/// (frequency, weight), each ringing down by 60 dB in about `decay` seconds,
/// `length` seconds long in all. `seed` makes each strike's noise its own
/// and the same on every run.
fn strike(modes: &[(f32, f32)], decay: f32, length: f32, seed: u32) -> Vec<f32> {
    let length = seconds(length);
    let burst = seconds(0.003);
    let mut noise = Noise(seed.wrapping_mul(0x9E37_79B9) | 1);
    let excitation: Vec<f32> = (0..length)
        .map(|n| {
            if n < burst {
                noise.next() * (1.0 - n as f32 / burst as f32)
            } else {
                0.0
            }
        })
        .collect();
    let mut out = vec![0.0; length];
    for &(hz, weight) in modes {
        // A two-pole resonator: its poles' radius sets the decay time.
        let radius = (-6.9 / (decay * RATE as f32)).exp();
        let a1 = 2.0 * radius * (TAU * hz / RATE as f32).cos();
        let a2 = -radius * radius;
        let (mut y1, mut y2) = (0.0_f32, 0.0_f32);
        for (sample, &x) in out.iter_mut().zip(&excitation) {
            let y = x + a1 * y1 + a2 * y2;
            *sample += weight * y;
            (y2, y1) = (y1, y);
        }
    }
    // The noise itself, faintly: the contact of the strike.
    for (sample, &x) in out.iter_mut().zip(&excitation) {
        *sample += 0.5 * x;
    }
    let fade_from = length;
    for (n, sample) in out.iter_mut().enumerate() {
        *sample *= fade(n, fade_from, 0.01);
    }
    out
}

/// A bell-like note: the fundamental and two faint partials, a quick attack
/// and an exponential decay, `length` seconds long.
fn bell(hz: f32, length: f32, decay: f32) -> Vec<f32> {
    let samples = seconds(length);
    (0..samples)
        .map(|n| {
            let t = n as f32 / RATE as f32;
            let tone = (TAU * hz * t).sin()
                + 0.3 * (TAU * 2.0 * hz * t).sin()
                + 0.1 * (TAU * 3.0 * hz * t).sin();
            let attack = (t / 0.003).min(1.0);
            tone * attack * (-t / decay).exp() * fade(n, samples, 0.01)
        })
        .collect()
}

/// 1 except over the last `secs` of `length` samples, where it falls to 0,
/// so that nothing ends with a step (heard as a click).
fn fade(n: usize, length: usize, secs: f32) -> f32 {
    let tail = seconds(secs).max(1);
    let left = length.saturating_sub(n);
    (left as f32 / tail as f32).min(1.0)
}

/// Adds `sound`, scaled by `gain`, into `into` from `at` seconds on,
/// lengthening `into` as needed.
fn add(into: &mut Vec<f32>, sound: &[f32], at: f32, gain: f32) {
    let start = seconds(at);
    if into.len() < start + sound.len() {
        into.resize(start + sound.len(), 0.0);
    }
    for (sample, &x) in into[start..].iter_mut().zip(sound) {
        *sample += gain * x;
    }
}

/// Scales `sound` so that its loudest sample is `peak` of full scale, as
/// 16-bit samples: every cue at a chosen level, none clipping.
fn to_pcm(sound: &[f32], peak: f32) -> Vec<i16> {
    let loudest = sound.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
    let scale = if loudest > 0.0 {
        peak * f32::from(i16::MAX) / loudest
    } else {
        0.0
    };
    sound.iter().map(|&x| (x * scale).round() as i16).collect()
}

/// A small deterministic noise source (xorshift32): the same clicks on every
/// run and machine, without a random-number crate.
struct Noise(u32);

impl Noise {
    /// The next value, uniform in [-1, 1).
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 as f32 / 2_147_483_648.0 - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak(samples: &[i16]) -> i32 {
        samples
            .iter()
            .map(|&s| i32::from(s).abs())
            .max()
            .unwrap_or(0)
    }

    /// Root-mean-square level over the first `secs` of a sound.
    fn rms(samples: &[i16], secs: f32) -> f64 {
        let part = &samples[..seconds(secs).min(samples.len())];
        (part.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>() / part.len() as f64).sqrt()
    }

    #[test]
    fn every_cue_is_heard_short_and_unclipped() {
        for cue in Cue::ALL {
            let samples = cue.samples();
            let secs = samples.len() as f32 / RATE as f32;
            assert!((0.05..0.4).contains(&secs), "{cue:?} lasts {secs} s");
            assert!(
                peak(&samples) > 8_000,
                "{cue:?} is too quiet: peak {}",
                peak(&samples)
            );
            // Normalised below full scale: room for two cues overlapping a
            // word before the mix has to clamp.
            assert!(
                peak(&samples) <= 27_000,
                "{cue:?} peaks at {}",
                peak(&samples)
            );
            assert!(
                rms(&samples, 0.03) > 1_000.0,
                "{cue:?} does not start at once"
            );
        }
    }

    #[test]
    fn cues_end_quietly_without_a_click() {
        for cue in Cue::ALL {
            let samples = cue.samples();
            let tail = &samples[samples.len() - seconds(0.002)..];
            assert!(peak(tail) < 1_500, "{cue:?} ends on {}", peak(tail));
        }
    }

    #[test]
    fn the_click_dies_away_within_a_tenth_of_a_second() {
        let click = Cue::Move.samples();
        let start = rms(&click, 0.01);
        let late = rms(&click[seconds(0.06)..], 0.02);
        assert!(
            late < start / 10.0,
            "the click rings on: {start} then {late}"
        );
    }

    #[test]
    fn a_capture_sounds_different_from_a_move() {
        let (click, capture) = (Cue::Move.samples(), Cue::Capture.samples());
        assert_ne!(click, capture);
        // Heavier: longer and louder.
        assert!(capture.len() > click.len());
        assert!(peak(&capture) > peak(&click));
    }

    #[test]
    fn cues_are_the_same_on_every_run() {
        assert_eq!(Cue::Move.synthesize(), Cue::Move.synthesize());
        assert_eq!(*Cue::Capture.samples(), *Cue::Capture.synthesize());
    }

    /// Where the energy lies, by the number of sign changes: the click is
    /// bright (1–3 kHz), the buzz low.
    fn crossings_per_second(samples: &[i16]) -> f32 {
        let changes = samples
            .windows(2)
            .filter(|w| (w[0] < 0) != (w[1] < 0))
            .count();
        changes as f32 * RATE as f32 / samples.len() as f32 / 2.0
    }

    #[test]
    fn the_click_is_bright_and_the_refusal_low() {
        let click = crossings_per_second(&Cue::Move.samples()[..seconds(0.03)]);
        assert!(
            (800.0..3_500.0).contains(&click),
            "the click centres on {click} Hz"
        );
        let buzz = crossings_per_second(&Cue::Refused.samples());
        assert!(buzz < 600.0, "the refusal centres on {buzz} Hz");
    }
}
