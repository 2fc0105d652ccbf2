//! The voice clips of the count: made with espeak-ng by
//! `assets/sounds/make-voices.sh` (how and why: `assets/sounds/README.md`),
//! embedded in the binary as Ogg Vorbis and decoded on first use.
//!
//! A clip that cannot be decoded, or is not mono at [`crate::RATE`], is
//! simply not heard (the count goes on without it): the tests here check
//! every clip, so that cannot happen to a build that passed them.

use crate::count::{Voice, Word};
use crate::rate::RATE;
use std::io::Cursor;
use std::sync::{Arc, OnceLock};

/// One clip: the word it says, in which voice, and its Ogg Vorbis bytes.
struct Clip {
    voice: Voice,
    word: Word,
    name: &'static str,
    ogg: &'static [u8],
}

/// The table of clips: one line per file of `assets/sounds/voice`, the
/// file named after the word (`count-1`, `elapsed-30`, `left-10`).
macro_rules! clips {
    ($($voice:ident $dir:literal: $($word:ident($n:literal) $name:literal),+;)+) => {
        const CLIPS: &[Clip] = &[$($(Clip {
            voice: Voice::$voice,
            word: Word::$word($n),
            name: $name,
            ogg: include_bytes!(concat!(
                "../../../assets/sounds/voice/", $dir, "/", $name, ".ogg"
            )),
        },)+)+];
    };
}

clips! {
    Japanese "ja":
        Count(1) "count-1", Count(2) "count-2", Count(3) "count-3",
        Count(4) "count-4", Count(5) "count-5", Count(6) "count-6",
        Count(7) "count-7", Count(8) "count-8", Count(9) "count-9",
        Elapsed(1) "elapsed-10", Elapsed(2) "elapsed-20", Elapsed(3) "elapsed-30",
        Elapsed(4) "elapsed-40", Elapsed(5) "elapsed-50",
        Left(1) "left-10", Left(2) "left-20", Left(3) "left-30";
    English "en":
        Count(1) "count-1", Count(2) "count-2", Count(3) "count-3",
        Count(4) "count-4", Count(5) "count-5", Count(6) "count-6",
        Count(7) "count-7", Count(8) "count-8", Count(9) "count-9",
        Left(1) "left-10", Left(2) "left-20", Left(3) "left-30";
}

/// The decoded clips, each filled on its first use (`None`: undecodable).
static DECODED: [OnceLock<Option<Arc<[i16]>>>; CLIPS.len()] =
    [const { OnceLock::new() }; CLIPS.len()];

fn index(voice: Voice, word: Word) -> Option<usize> {
    CLIPS
        .iter()
        .position(|c| c.voice == voice && c.word == word)
}

/// The samples (mono, [`crate::RATE`]) of `word` in `voice`, decoded once;
/// `None` if the voice has no such word or its clip cannot be decoded.
pub fn samples(voice: Voice, word: Word) -> Option<Arc<[i16]>> {
    let i = index(voice, word)?;
    DECODED[i]
        .get_or_init(|| decode(CLIPS[i].ogg).ok().map(Arc::from))
        .clone()
}

/// The file name (without `.ogg`) of `word`'s clip in `voice`, under
/// `assets/sounds/voice/ja` or `/en`.
pub fn clip_name(voice: Voice, word: Word) -> Option<&'static str> {
    index(voice, word).map(|i| CLIPS[i].name)
}

/// Every word `voice` has a clip for.
pub fn vocabulary(voice: Voice) -> Vec<Word> {
    CLIPS
        .iter()
        .filter(|c| c.voice == voice)
        .map(|c| c.word)
        .collect()
}

/// Why a clip gives no samples.
#[derive(Debug, PartialEq)]
enum Undecodable {
    Vorbis(String),
    Format { channels: u8, rate: u32 },
}

fn decode(ogg: &[u8]) -> Result<Vec<i16>, Undecodable> {
    let vorbis = |e: lewton::VorbisError| Undecodable::Vorbis(e.to_string());
    let mut reader = lewton::inside_ogg::OggStreamReader::new(Cursor::new(ogg)).map_err(vorbis)?;
    let (channels, rate) = (
        reader.ident_hdr.audio_channels,
        reader.ident_hdr.audio_sample_rate,
    );
    if channels != 1 || rate != RATE {
        return Err(Undecodable::Format { channels, rate });
    }
    let mut out = Vec::new();
    while let Some(packet) = reader.read_dec_packet_itl().map_err(vorbis)? {
        out.extend_from_slice(&packet);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::plan;
    use std::collections::HashSet;
    use std::time::{Duration, Instant};

    const VOICES: [Voice; 2] = [Voice::Japanese, Voice::English];

    fn seconds(samples: &[i16]) -> f64 {
        samples.len() as f64 / f64::from(RATE)
    }

    #[test]
    fn every_clip_is_mono_at_the_crate_s_rate() {
        for clip in CLIPS {
            let got = decode(clip.ogg).map(|s| s.len());
            assert!(
                matches!(got, Ok(n) if n > 0),
                "{:?} {}: {got:?}",
                clip.voice,
                clip.name
            );
        }
    }

    #[test]
    fn every_word_a_plan_can_say_has_a_clip_in_its_voice() {
        // Every byoyomi up to two minutes in quarter seconds, and sudden death
        // with time to spare: all the words the rules can give.
        let now = Instant::now();
        for voice in VOICES {
            let mut said = HashSet::new();
            for quarter in 0..=480u64 {
                let byoyomi = Duration::from_millis(quarter * 250);
                let main_left = Duration::from_secs(if quarter == 0 { 60 } else { 1 });
                for (_, word) in plan(voice, now, main_left, byoyomi).words {
                    said.insert(word);
                }
            }
            assert!(said.len() >= 12, "{voice:?}: {said:?}");
            for word in said {
                assert!(samples(voice, word).is_some(), "{voice:?} {word:?}");
            }
        }
    }

    #[test]
    fn each_clip_is_heard_from_its_start_and_ends_in_time() {
        for voice in VOICES {
            for word in vocabulary(voice) {
                let s = samples(voice, word).unwrap_or_else(|| panic!("{voice:?} {word:?}"));
                // A count word must end well before the next second's word;
                // an announcement before the word one second after it.
                let limit = if matches!(word, Word::Count(_)) {
                    0.6
                } else {
                    0.9
                };
                assert!(
                    seconds(&s) <= limit,
                    "{voice:?} {word:?}: {} s",
                    seconds(&s)
                );
                assert!(seconds(&s) >= 0.1, "{voice:?} {word:?}: {} s", seconds(&s));
                let peak = s.iter().map(|&x| i32::from(x).abs()).max().unwrap_or(0);
                assert!(peak > 8_000, "{voice:?} {word:?}: peak {peak}");
                // The silence was trimmed: sound within the first 20 ms.
                let head = &s[..(RATE as usize / 50)];
                let head_peak = head.iter().map(|&x| i32::from(x).abs()).max().unwrap_or(0);
                assert!(head_peak > 300, "{voice:?} {word:?}: head {head_peak}");
            }
        }
    }

    #[test]
    fn the_two_voices_say_different_things() {
        assert_eq!(vocabulary(Voice::English).len(), 12);
        assert_eq!(vocabulary(Voice::Japanese).len(), 17);
        for word in vocabulary(Voice::English) {
            assert_ne!(
                samples(Voice::English, word),
                samples(Voice::Japanese, word),
                "{word:?}"
            );
        }
        let all: HashSet<&[u8]> = CLIPS.iter().map(|c| c.ogg).collect();
        assert_eq!(all.len(), CLIPS.len(), "two clips are the same file");
    }

    #[test]
    fn a_word_the_voice_lacks_is_none() {
        assert_eq!(samples(Voice::English, Word::Elapsed(3)), None);
        assert_eq!(samples(Voice::English, Word::Count(10)), None);
        assert_eq!(samples(Voice::Japanese, Word::Count(10)), None);
        assert_eq!(samples(Voice::Japanese, Word::Left(4)), None);
        assert_eq!(
            clip_name(Voice::Japanese, Word::Elapsed(5)),
            Some("elapsed-50")
        );
        assert_eq!(clip_name(Voice::English, Word::Elapsed(5)), None);
    }

    #[test]
    fn damaged_data_is_an_error_not_a_panic() {
        assert!(matches!(
            decode(b"not an ogg file"),
            Err(Undecodable::Vorbis(_))
        ));
        assert!(matches!(decode(&[]), Err(Undecodable::Vorbis(_))));
        let clip = CLIPS[0].ogg;
        // Cut inside the headers, and with the audio half gone.
        assert!(decode(&clip[..clip.len() / 4]).is_err());
        let half = decode(&clip[..clip.len() * 3 / 4]);
        let whole = decode(clip).map(|s| s.len()).unwrap_or(0);
        assert!(
            half.as_ref().map_or(true, |s| s.len() < whole),
            "{:?}",
            half.map(|s| s.len())
        );
        // A byte flipped in the audio: decoded or refused, never a panic.
        let mut flipped = clip.to_vec();
        let at = flipped.len() - 200;
        flipped[at] ^= 0xff;
        let _ = decode(&flipped);
    }
}
