//! What a data file holds: how many records, the results, the scores, the
//! phase of the game, and whether every record is sound (its bytes decode
//! and its position is legal).

use super::file::{DataFileError, DataReader};
use super::sample::{GameResult, SCORE_LIMIT, Sample};
use std::io::{self, Write};
use std::path::Path;

/// Lower bounds of the score buckets after the first: scores below the
/// first bound are mates (or worse) against the side to move, scores from
/// the last on mates for it.
const SCORE_BOUNDS: [i16; 10] = [-9999, -2999, -999, -299, -99, 100, 300, 1000, 3000, 10_000];
/// Move numbers are counted in buckets of this many.
const PLY_BUCKET: u16 = 20;
/// Bad records described one by one; the rest are only counted.
const BAD_SHOWN: usize = 5;

/// The figures of one file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    pub records: u64,
    /// Bytes of a torn last record, not counted as a record.
    pub torn_bytes: u64,
    /// Records by result, in `GameResult::ALL` order.
    pub results: [u64; 4],
    /// Records by score, one more bucket than `SCORE_BOUNDS` has bounds.
    pub scores: [u64; SCORE_BOUNDS.len() + 1],
    sum_abs_score: u64,
    /// Records by move number, `PLY_BUCKET` numbers a bucket.
    pub plies: Vec<u64>,
    /// Records whose bytes do not decode or whose position is illegal.
    pub bad: u64,
    /// The first few bad records: index (0 = first) and why.
    pub bad_examples: Vec<(u64, String)>,
}

impl Stats {
    /// Reads the whole file.
    pub fn of_file(path: &Path) -> Result<Stats, DataFileError> {
        let mut reader = DataReader::open(path)?;
        let mut stats = Stats {
            torn_bytes: reader.torn_bytes(),
            ..Stats::default()
        };
        let mut index = 0;
        while let Some(bytes) = reader.next_bytes()? {
            let checked = Sample::from_bytes(&bytes)
                .map_err(|e| e.to_string())
                .and_then(|s| s.position().map(|_| s).map_err(|e| e.to_string()));
            match checked {
                Ok(sample) => stats.add(&sample),
                Err(why) => {
                    stats.bad += 1;
                    if stats.bad_examples.len() < BAD_SHOWN {
                        stats.bad_examples.push((index, why));
                    }
                }
            }
            index += 1;
        }
        stats.records = index;
        Ok(stats)
    }

    fn add(&mut self, s: &Sample) {
        let result = GameResult::ALL
            .iter()
            .position(|&r| r == s.result)
            .unwrap_or(GameResult::ALL.len() - 1);
        self.results[result] += 1;
        let bucket = SCORE_BOUNDS.iter().filter(|&&b| b <= s.score).count();
        self.scores[bucket] += 1;
        self.sum_abs_score += u64::from(s.score.unsigned_abs());
        let ply_bucket = usize::from(s.ply.saturating_sub(1) / PLY_BUCKET);
        if self.plies.len() <= ply_bucket {
            self.plies.resize(ply_bucket + 1, 0);
        }
        self.plies[ply_bucket] += 1;
    }

    /// Records that decoded to legal positions.
    pub fn good(&self) -> u64 {
        self.records - self.bad
    }

    pub fn mean_abs_score(&self) -> f64 {
        self.sum_abs_score as f64 / self.good().max(1) as f64
    }

    /// Records of a result.
    pub fn with_result(&self, result: GameResult) -> u64 {
        GameResult::ALL
            .iter()
            .position(|&r| r == result)
            .map_or(0, |i| self.results[i])
    }

    /// The report `datagen --stats` prints.
    pub fn write(&self, out: &mut dyn Write) -> io::Result<()> {
        let good = self.good();
        let share = |n: u64| 100.0 * n as f64 / good.max(1) as f64;
        write!(out, "records: {}", self.records)?;
        if self.torn_bytes > 0 {
            write!(
                out,
                " (and {} bytes of a torn last record, ignored; the next append cuts them off)",
                self.torn_bytes
            )?;
        }
        writeln!(out)?;
        writeln!(out, "bad records: {}", self.bad)?;
        for (index, why) in &self.bad_examples {
            writeln!(out, "  record {index}: {why}")?;
        }
        let results: Vec<String> = GameResult::ALL
            .iter()
            .zip(self.results)
            .map(|(r, n)| format!("{} {n} ({:.1}%)", r.name(), share(n)))
            .collect();
        writeln!(
            out,
            "results (for the side to move): {}",
            results.join(", ")
        )?;
        writeln!(out, "mean |score|: {:.1}", self.mean_abs_score())?;
        writeln!(out, "scores (centipawns for the side to move):")?;
        for (i, n) in self.scores.iter().enumerate() {
            writeln!(out, "  {:>16} {n:>10} {:>5.1}%", score_label(i), share(*n))?;
        }
        writeln!(out, "move numbers:")?;
        for (i, n) in self.plies.iter().enumerate() {
            let lo = i as u64 * u64::from(PLY_BUCKET) + 1;
            let hi = lo + u64::from(PLY_BUCKET) - 1;
            writeln!(
                out,
                "  {:>16} {n:>10} {:>5.1}%",
                format!("{lo}-{hi}"),
                share(*n)
            )?;
        }
        Ok(())
    }
}

/// The range of score bucket `i`.
fn score_label(i: usize) -> String {
    let limit = SCORE_LIMIT;
    match (
        i.checked_sub(1).map(|j| SCORE_BOUNDS[j]),
        SCORE_BOUNDS.get(i),
    ) {
        (None, _) => format!("-{limit} (mated)"),
        (Some(_), None) => format!("{limit} (mates)"),
        (Some(lo), Some(next)) => format!("{lo}..{}", next - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::file::DataWriter;
    use crate::net::packed::PackedPosition;
    use crate::net::playouts::random_positions;
    use shogi_core::Color;
    use shogi_engine::bot::Score;

    #[test]
    fn buckets_cover_every_score_once() {
        let labels: Vec<String> = (0..=SCORE_BOUNDS.len()).map(score_label).collect();
        assert_eq!(labels[0], "-10000 (mated)");
        assert_eq!(labels[1], "-9999..-3000");
        assert_eq!(labels[5], "-99..99");
        assert_eq!(labels[9], "3000..9999");
        assert_eq!(labels[10], "10000 (mates)");
    }

    #[test]
    fn a_file_is_described_and_bad_records_are_counted() {
        let dir = std::env::temp_dir().join(format!("nnue-stats-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("data.bin");
        let (mut w, _) = DataWriter::append(&path).unwrap();
        let positions = random_positions(3, 30);
        for (i, pos) in positions.iter().enumerate() {
            let mut s = Sample::pending(
                PackedPosition::pack(pos).unwrap(),
                Score::Cp(i as i32 * 500 - 5000),
                pos.ply(),
            );
            crate::net::sample::fill_results(std::slice::from_mut(&mut s), Some(Color::Black));
            w.write(&s).unwrap();
        }
        // Zeros: both kings on 1a.
        let mut zero = Sample::pending(PackedPosition::from_bytes([0; 32]), Score::Cp(0), 1);
        zero.result = GameResult::Draw;
        w.write(&zero).unwrap();
        w.flush().unwrap();
        drop(w);
        let stats = Stats::of_file(&path).unwrap();
        assert_eq!(stats.records, 31);
        assert_eq!(stats.bad, 1);
        assert_eq!(stats.bad_examples[0].0, 30);
        assert!(stats.bad_examples[0].1.contains("both kings"));
        assert_eq!(stats.with_result(GameResult::Unknown), 0);
        assert_eq!(
            stats.with_result(GameResult::Win) + stats.with_result(GameResult::Loss),
            30
        );
        assert_eq!(stats.scores.iter().sum::<u64>(), 30);
        assert_eq!(stats.plies.iter().sum::<u64>(), 30);
        let mut text = Vec::new();
        stats.write(&mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.starts_with("records: 31\nbad records: 1\n"), "{text}");
        assert!(text.contains("unknown 0 (0.0%)"), "{text}");
    }
}
