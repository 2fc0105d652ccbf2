//! Which words of the count a recording holds, and when: each clip of the
//! voice is matched against the recording near the moment a word is
//! expected, by normalised cross-correlation, and the best one is taken if
//! it matches well enough ([`THRESHOLD`]).
//!
//! A recording (mono, [`shogi_sound::RATE`], as `pulse.rs` makes it) went
//! through PulseAudio's resampling and the player's volume, so a clip never
//! matches it exactly; the correlation is normalised, so the volume does not
//! matter. The tests here build such a recording offline: a plan's clips
//! mixed at their moments, resampled there and back, with noise and a
//! piece's click on top.
//!
//! Use: [`expected`] turns a [`CountPlan`] into moments in the recording;
//! [`check_count`] says whether the words are there at their spacing
//! (±[`TOLERANCE`]), with a report of each word when they are not;
//! [`find_words`] is the search under it. Used by this crate's tests and,
//! through `#[path = "../../crates/shogi-sound/tests/it/words.rs"] mod
//! words;`, by the app's, so it depends on nothing but std and shogi_sound.
#![allow(dead_code)]

use shogi_sound::{CountPlan, RATE, Voice, Word, voice};
use std::time::Instant;

/// The least normalised correlation taken as a clip being heard. In the
/// offline recordings below a word scores about 0.98 against its own clip
/// (0.86 with a click on it), noise and clicks under 0.15 against any clip,
/// and another word up to 0.8 (the Japanese announcements share
/// じゅうびょう): so the threshold only tells a word from no word, and the
/// best clip, not the first over the threshold, says which word. Through a
/// real PulseAudio null sink (44.1 kHz) recorded with `parec` at 22 050 Hz,
/// a 12 s byoyomi's words scored 0.97 to 0.99, each at its sample.
pub const THRESHOLD: f32 = 0.5;

/// How far a word may be from its second, relative to the count's first.
pub const TOLERANCE: f64 = 0.03;

/// How far [`check_count`] looks for each word after the first, around its
/// moment: less than half the second between words, so that a neighbour is
/// never taken for it.
const NEAR: f64 = 0.2;

/// A word heard: where it starts (seconds from the recording's first
/// sample), which, and how well its clip matched (normalised correlation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Heard {
    pub at: f64,
    pub word: Word,
    pub score: f32,
}

/// The plan's words as moments in seconds after `origin` (the instant the
/// recording's first sample stands for, as near as the caller knows it).
pub fn expected(plan: &CountPlan, origin: Instant) -> Vec<(f64, Word)> {
    plan.words
        .iter()
        .map(|&(at, word)| {
            let secs = if at >= origin {
                (at - origin).as_secs_f64()
            } else {
                -(origin - at).as_secs_f64()
            };
            (secs, word)
        })
        .collect()
}

/// For each expected `(seconds, word)`, the clip of `voice` that best
/// matches the recording starting within `window` seconds of that moment,
/// if it scores [`THRESHOLD`] or more; `None` where nothing does. The word
/// found may differ from the one expected: that is for the caller to judge.
pub fn find_words(
    rec: &[i16],
    voice: Voice,
    expected: &[(f64, Word)],
    window: f64,
) -> Vec<Option<Heard>> {
    let clips = clips(voice);
    expected
        .iter()
        .map(|&(at, _)| best_near(rec, &clips, at, window))
        .collect()
}

/// Whether `rec` says the `expected` words of `voice`, each at its moment
/// relative to the first (±[`TOLERANCE`]). The first is looked for within
/// `window` seconds of its moment, as the recording's start and the clock
/// that timed the plan are known to each other only roughly. `Ok`: the words
/// heard; `Err`: each word, what was heard in its place and where.
pub fn check_count(
    rec: &[i16],
    voice: Voice,
    expected: &[(f64, Word)],
    window: f64,
) -> Result<Vec<Heard>, String> {
    check_count_within(rec, voice, expected, window, TOLERANCE)
}

/// [`check_count`] with each word allowed `tolerance` seconds from its
/// moment (a test on a loaded machine allows what a player would).
pub fn check_count_within(
    rec: &[i16],
    voice: Voice,
    expected: &[(f64, Word)],
    window: f64,
    tolerance: f64,
) -> Result<Vec<Heard>, String> {
    let Some(&(first_at, _)) = expected.first() else {
        return Err("no words expected".into());
    };
    let clips = clips(voice);
    let offset = best_near(rec, &clips, first_at, window).map_or(0.0, |h| h.at - first_at);
    let mut heard = Vec::new();
    let mut report = format!("offset {offset:+.3} s from the first word\n");
    let mut ok = true;
    for &(at, word) in expected {
        let found = best_near(rec, &clips, at + offset, NEAR);
        // To the millisecond, and never "-0.000".
        let off = |h: &Heard| ((h.at - at - offset) * 1000.0).round() / 1000.0 + 0.0;
        let good = found.is_some_and(|h| h.word == word && off(&h).abs() <= tolerance);
        ok &= good;
        report += &match found {
            Some(h) => format!(
                "{} {at:7.3} {word:?}: heard {:?} at {:+.3} s, score {:.2}\n",
                if good { "  " } else { "!!" },
                h.word,
                off(&h),
                h.score
            ),
            None => format!("!! {at:7.3} {word:?}: nothing\n"),
        };
        heard.extend(found);
    }
    if ok { Ok(heard) } else { Err(report) }
}

/// The voice's clips, as floats, with their energy.
struct Clip {
    word: Word,
    samples: Vec<f64>,
    norm: f64,
}

fn clips(voice: Voice) -> Vec<Clip> {
    voice::vocabulary(voice)
        .into_iter()
        .filter_map(|word| {
            let s = voice::samples(voice, word)?;
            let samples: Vec<f64> = s.iter().map(|&x| f64::from(x)).collect();
            let norm = samples.iter().map(|x| x * x).sum::<f64>().sqrt();
            Some(Clip {
                word,
                samples,
                norm,
            })
        })
        .collect()
}

/// The best matching clip starting within `window` seconds of `at`, if it
/// matches well enough.
fn best_near(rec: &[i16], clips: &[Clip], at: f64, window: f64) -> Option<Heard> {
    best_match(rec, clips, at, window).filter(|h| h.score >= THRESHOLD)
}

/// The best matching clip starting within `window` seconds of `at`, however
/// poorly it matches.
fn best_match(rec: &[i16], clips: &[Clip], at: f64, window: f64) -> Option<Heard> {
    let rate = f64::from(RATE);
    let longest = clips.iter().map(|c| c.samples.len()).max()?;
    let start = ((at - window) * rate).round().max(0.0) as usize;
    let end = (((at + window) * rate).round().max(0.0) as usize + longest).min(rec.len());
    if start >= end {
        return None;
    }
    let segment: Vec<f64> = rec[start..end].iter().map(|&x| f64::from(x)).collect();
    // Prefix sums of the energy, for each lag's norm under the clip.
    let mut energy = vec![0.0; segment.len() + 1];
    for (i, x) in segment.iter().enumerate() {
        energy[i + 1] = energy[i] + x * x;
    }
    let size = (segment.len() + longest).next_power_of_two();
    let seg_spectrum = fft(&segment, size);
    let last_lag = ((2.0 * window * rate).round() as usize).min(segment.len());
    let mut best: Option<Heard> = None;
    for clip in clips {
        let len = clip.samples.len();
        if len > segment.len() || clip.norm == 0.0 {
            continue;
        }
        let clip_spectrum = fft(&clip.samples, size);
        let product: Vec<(f64, f64)> = seg_spectrum
            .iter()
            .zip(&clip_spectrum)
            .map(|(&(a, b), &(c, d))| (a * c + b * d, b * c - a * d))
            .collect();
        let correlation = ifft(product);
        for lag in 0..=last_lag.min(segment.len() - len) {
            let under = energy[lag + len] - energy[lag];
            // Digital silence (or nearly): no word there, whatever the ratio.
            if under < len as f64 {
                continue;
            }
            let score = (correlation[lag] / (clip.norm * under.sqrt())) as f32;
            if best.is_none_or(|b| score > b.score) {
                best = Some(Heard {
                    at: (start + lag) as f64 / rate,
                    word: clip.word,
                    score,
                });
            }
        }
    }
    best
}

/// The discrete Fourier transform of `x` padded with zeros to `size` (a
/// power of two), as (re, im) pairs.
fn fft(x: &[f64], size: usize) -> Vec<(f64, f64)> {
    let mut a: Vec<(f64, f64)> = x.iter().map(|&r| (r, 0.0)).collect();
    a.resize(size, (0.0, 0.0));
    transform(&mut a, false);
    a
}

/// The real part of the inverse transform.
fn ifft(mut a: Vec<(f64, f64)>) -> Vec<f64> {
    transform(&mut a, true);
    let n = a.len() as f64;
    a.into_iter().map(|(r, _)| r / n).collect()
}

/// In-place iterative radix-2 Cooley–Tukey (unscaled).
fn transform(a: &mut [(f64, f64)], inverse: bool) {
    let n = a.len();
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            a.swap(i, j);
        }
    }
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut len = 2;
    while len <= n {
        let angle = sign * 2.0 * std::f64::consts::PI / len as f64;
        let step = (angle.cos(), angle.sin());
        for chunk in a.chunks_mut(len) {
            let mut w = (1.0, 0.0);
            let (lo, hi) = chunk.split_at_mut(len / 2);
            for (u, v) in lo.iter_mut().zip(hi.iter_mut()) {
                let t = (v.0 * w.0 - v.1 * w.1, v.0 * w.1 + v.1 * w.0);
                *v = (u.0 - t.0, u.1 - t.1);
                *u = (u.0 + t.0, u.1 + t.1);
                w = (w.0 * step.0 - w.1 * step.1, w.0 * step.1 + w.1 * step.0);
            }
        }
        len <<= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Word::{Count, Left};

    const SR: f64 = RATE as f64;

    /// A tiny deterministic noise source (xorshift), in [-1, 1).
    struct Noise(u64);
    impl Noise {
        fn next(&mut self) -> f64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 >> 11) as f64 / (1u64 << 52) as f64 - 1.0
        }
    }

    /// `x` at `from` Hz resampled to `to` Hz by linear interpolation, its
    /// samples taken `shift` of a sample late (PulseAudio's clocks are not
    /// the player's).
    fn resample(x: &[f64], from: f64, to: f64, shift: f64) -> Vec<f64> {
        let n = ((x.len() as f64) * to / from) as usize;
        (0..n)
            .map(|i| {
                let pos = (i as f64 + shift) * from / to;
                let k = pos.floor() as usize;
                let frac = pos - k as f64;
                let a = x.get(k).copied().unwrap_or(0.0);
                let b = x.get(k + 1).copied().unwrap_or(0.0);
                a + (b - a) * frac
            })
            .collect()
    }

    /// A recording of `secs` seconds holding `words` of `voice` at their
    /// moments (seconds) at half volume, gone through 48 kHz and back, with
    /// noise and the clicks (moments) on top.
    fn recording(voice: Voice, words: &[(f64, Word)], clicks: &[f64], secs: f64) -> Vec<i16> {
        let mut mix = vec![0.0; (secs * SR) as usize];
        for &(at, word) in words {
            let Some(clip) = voice::samples(voice, word) else {
                panic!("{voice:?} has no {word:?}");
            };
            let start = (at * SR).round() as usize;
            for (i, &x) in clip.iter().enumerate() {
                if let Some(m) = mix.get_mut(start + i) {
                    *m += 0.5 * f64::from(x);
                }
            }
        }
        let mut noise = Noise(0x9e37_79b9_7f4a_7c15);
        for &at in clicks {
            // A piece's click: 25 ms of loud noise dying away.
            let start = (at * SR) as usize;
            for i in 0..(SR * 0.025) as usize {
                let fade = (-(i as f64) / (SR * 0.005)).exp();
                if let Some(m) = mix.get_mut(start + i) {
                    *m += 20_000.0 * fade * noise.next();
                }
            }
        }
        let there = resample(&mix, SR, 48_000.0, 0.0);
        resample(&there, 48_000.0, SR, 0.37)
            .into_iter()
            .map(|x| (x + 200.0 * noise.next()).clamp(-32768.0, 32767.0) as i16)
            .collect()
    }

    /// A 12 s byoyomi's words, written from the rules (count.rs): 残り十秒
    /// or "ten seconds" at 10 left, then one word a second.
    fn twelve_seconds(voice: Voice) -> Vec<(f64, Word)> {
        let mut words = vec![(2.0, Left(1))];
        for n in 1..=9u8 {
            let word = match voice {
                Voice::Japanese => Count(n),
                Voice::English => Count(10 - n),
            };
            words.push((2.0 + f64::from(n), word));
        }
        words
    }

    fn shifted(words: &[(f64, Word)], by: f64) -> Vec<(f64, Word)> {
        words.iter().map(|&(at, w)| (at + by, w)).collect()
    }

    /// The output's delay in the recordings made here: what [`check_count`]
    /// must find without being told.
    const DELAY: f64 = 0.3731;

    #[test]
    fn a_12_s_byoyomi_s_words_are_found_at_their_seconds_through_clicks_and_noise() {
        for voice in [Voice::Japanese, Voice::English] {
            let words = twelve_seconds(voice);
            // One click on the tail of 一 / "nine", one between two words.
            let rec = recording(voice, &shifted(&words, DELAY), &[3.45, 7.9], 13.0);
            let heard = check_count(&rec, voice, &words, 0.5).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(heard.len(), 10);
            for (h, &(at, word)) in heard.iter().zip(&words) {
                assert_eq!(h.word, word);
                assert!((h.at - at - DELAY).abs() < 0.002, "{voice:?} {h:?}");
                // About 0.98 alone, 0.86 with the click on its tail.
                assert!(h.score > 0.8, "{voice:?} {h:?}");
            }
        }
    }

    #[test]
    fn a_plan_s_moments_are_seconds_after_the_origin() {
        let origin = Instant::now();
        let plan = shogi_sound::count::plan(
            Voice::English,
            origin,
            std::time::Duration::ZERO,
            std::time::Duration::from_secs(12),
        );
        let got = expected(&plan, origin);
        let want = twelve_seconds(Voice::English);
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            assert_eq!(g.1, w.1);
            assert!((g.0 - w.0).abs() < 1e-6, "{g:?} {w:?}");
        }
    }

    #[test]
    fn a_wrong_a_missing_and_a_late_word_are_each_reported() {
        let voice = Voice::Japanese;
        let words = twelve_seconds(voice);
        let mut played = Vec::new();
        for &(at, word) in &words {
            match word {
                Count(4) => played.push((at, Count(7))),
                Count(6) => {}
                Count(8) => played.push((at + 0.06, word)),
                _ => played.push((at, word)),
            }
        }
        let rec = recording(voice, &shifted(&played, DELAY), &[], 13.0);
        let Err(report) = check_count(&rec, voice, &words, 0.5) else {
            panic!("a wrong count passed");
        };
        let flagged: Vec<&str> = report.lines().filter(|l| l.starts_with("!!")).collect();
        assert_eq!(flagged.len(), 3, "{report}");
        assert!(
            flagged[0].contains("Count(4): heard Count(7) at +0.000"),
            "{report}"
        );
        assert!(flagged[1].contains("Count(6): nothing"), "{report}");
        assert!(
            flagged[2].contains("Count(8): heard Count(8) at +0.060"),
            "{report}"
        );
    }

    #[test]
    fn a_word_20_ms_off_its_second_is_within_tolerance() {
        let voice = Voice::English;
        let words = twelve_seconds(voice);
        let mut played = words.clone();
        played[5].0 -= 0.02;
        let rec = recording(voice, &shifted(&played, DELAY), &[], 13.0);
        assert!(check_count(&rec, voice, &words, 0.5).is_ok());
    }

    #[test]
    fn noise_clicks_and_silence_are_no_word() {
        let voice = Voice::Japanese;
        let words = twelve_seconds(voice);
        let clicks: Vec<f64> = words.iter().map(|&(at, _)| at + 0.05).collect();
        let rec = recording(voice, &[], &clicks, 13.0);
        assert_eq!(find_words(&rec, voice, &words, 0.25), vec![None; 10]);
        // Far under the threshold, not just under it.
        let all = clips(voice);
        for &(at, _) in &words {
            let score = best_match(&rec, &all, at, 0.25).map_or(0.0, |h| h.score);
            assert!(score < THRESHOLD / 2.0, "{at}: {score}");
        }
        let silence = vec![0i16; 13 * RATE as usize];
        assert_eq!(find_words(&silence, voice, &words, 0.25), vec![None; 10]);
        assert!(check_count(&silence, voice, &words, 0.5).is_err());
        assert!(check_count(&silence, voice, &[], 0.5).is_err());
    }

    #[test]
    fn every_clip_is_told_from_the_others() {
        // Japanese words share sounds (ご and ごじゅうびょう, the
        // announcements' じゅうびょう): the best clip must still be the word.
        for voice in [Voice::Japanese, Voice::English] {
            let words: Vec<(f64, Word)> = voice::vocabulary(voice)
                .into_iter()
                .enumerate()
                .map(|(i, w)| (0.5 + i as f64, w))
                .collect();
            let rec = recording(voice, &words, &[], words.len() as f64 + 1.0);
            let found = find_words(&rec, voice, &words, 0.2);
            for (f, &(at, word)) in found.iter().zip(&words) {
                let h = f.unwrap_or_else(|| panic!("{voice:?} {word:?}: nothing"));
                assert_eq!(h.word, word, "{voice:?}");
                assert!((h.at - at).abs() < 0.002, "{voice:?} {h:?}");
            }
        }
    }
}
