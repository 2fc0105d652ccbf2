//! Data files made into examples, split by game: a game's positions are
//! near copies of each other, so a validation set must hold whole games
//! the net never trained on, or it measures memory instead of judgement.

use super::model::Inputs;
use super::trainer::{Example, inputs_of, logit_of, target};
use crate::net::file::{DataFileError, DataReader};
use crate::net::sample::{GameResult, Sample};
use shogi_core::Position;
use shogi_engine::bot::evaluate;
use shogi_engine::nnue::features::{self, Feature};
use std::path::Path;

/// What was read, and how it was split.
#[derive(Default)]
pub struct Loaded {
    pub train: Vec<Example>,
    pub valid: Vec<Example>,
    /// The validation positions themselves with their search scores, for
    /// comparing judges on them.
    pub valid_positions: Vec<(Position, i16)>,
    pub games: u64,
    /// Records that could not be read as a legal position, skipped.
    pub bad: u64,
}

/// How examples are made.
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    /// Share of the target taken from the search score (the rest from the
    /// game's result).
    pub lambda: f32,
    /// Every `valid_every`-th game goes to validation.
    pub valid_every: u64,
    /// Also train on each position's mirror image (`features::mirrored`).
    /// Validation keeps the positions as played.
    pub mirror: bool,
}

fn result_value(r: GameResult) -> Option<f32> {
    match r {
        GameResult::Win => Some(1.0),
        GameResult::Draw => Some(0.5),
        GameResult::Loss => Some(0.0),
        GameResult::Unknown => None,
    }
}

/// `example` with the board mirrored. The target and the hand-written
/// base stay: neither tells left from right (`eval` is tested for it).
fn mirrored(example: &Example) -> Example {
    let flip = |lit: &[Feature]| lit.iter().map(|&f| features::mirrored(f)).collect();
    Example {
        inputs: Inputs {
            ours: flip(&example.inputs.ours),
            theirs: flip(&example.inputs.theirs),
        },
        ..example.clone()
    }
}

/// Reads `paths` in order. A record whose move number does not follow
/// the one before starts a new game: the generator writes each game's
/// records together, in order.
pub fn load(paths: &[&Path], recipe: Recipe) -> Result<Loaded, DataFileError> {
    let mut out = Loaded::default();
    for path in paths {
        let mut reader = DataReader::open(path)?;
        let mut last_ply = u16::MAX;
        while let Some(bytes) = reader.next_bytes()? {
            let Ok(sample) = Sample::from_bytes(&bytes) else {
                out.bad += 1;
                continue;
            };
            if sample.ply <= last_ply {
                out.games += 1;
            }
            last_ply = sample.ply;
            let Ok(pos) = sample.position() else {
                out.bad += 1;
                continue;
            };
            let example = Example {
                inputs: inputs_of(&pos),
                target: target(sample.score, result_value(sample.result), recipe.lambda),
                base: logit_of(evaluate(&pos)),
            };
            if out.games % recipe.valid_every.max(2) == 0 {
                out.valid.push(example);
                out.valid_positions.push((pos, sample.score));
            } else {
                if recipe.mirror {
                    out.train.push(mirrored(&example));
                }
                out.train.push(example);
            }
        }
    }
    Ok(out)
}

/// Pearson's correlation of two equally long series.
pub fn correlation(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len().min(b.len()) as f64;
    if n < 2.0 {
        return f64::NAN;
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / n;
    let (ma, mb) = (mean(a), mean(b));
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        sab += (x - ma) * (y - mb);
        saa += (x - ma) * (x - ma);
        sbb += (y - mb) * (y - mb);
    }
    sab / (saa * sbb).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correlation_of_a_line_and_of_its_mirror() {
        let a = [1.0, 2.0, 3.0, 4.0];
        assert!((correlation(&a, &[2.0, 4.0, 6.0, 8.0]) - 1.0).abs() < 1e-12);
        assert!((correlation(&a, &[4.0, 3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        assert!(correlation(&a[..1], &a[..1]).is_nan());
    }
}
