//! Training: mini-batches, Adam, a loss between the net's win chance and
//! a blend of the search score's and the game result's, and a validation
//! set of whole games the net never trains on.

use super::adam::Adam;
use super::model::{Inputs, Model, Trace};
use shogi_core::Position;
use shogi_engine::bot::Rng;
use shogi_engine::nnue::features::active;
use shogi_engine::nnue::network::CP_PER_UNIT;
use std::borrow::Cow;

/// One position to learn: its inputs, the win chance to aim for, and the
/// logit the net's output is added to (the hand-written evaluation's; see
/// `network`).
#[derive(Clone, Debug, PartialEq)]
pub struct Example {
    pub inputs: Inputs,
    pub target: f32,
    pub base: f32,
}

/// The logit `cp` centipawns stand for.
pub fn logit_of(cp: i32) -> f32 {
    cp as f32 / CP_PER_UNIT as f32
}

pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The inputs of `pos`, the side to move's view first.
pub fn inputs_of(pos: &Position) -> Inputs {
    let mut i = Inputs::default();
    active(pos, pos.side_to_move(), &mut i.ours);
    active(pos, pos.side_to_move().opponent(), &mut i.theirs);
    i
}

/// The win chance a position is taught: `lambda` of what the search's
/// `score` says (sigmoid of centipawns over the net's unit) and the rest
/// from the game's `result` (1 won, ½ drawn, 0 lost) where known.
pub fn target(score: i16, result: Option<f32>, lambda: f32) -> f32 {
    let from_score = sigmoid(logit_of(i32::from(score)));
    match result {
        Some(r) => lambda * from_score + (1.0 - lambda) * r,
        None => from_score,
    }
}

#[derive(Clone, Debug)]
pub struct Options {
    pub epochs: u32,
    pub batch: usize,
    pub rate: f32,
    /// The rate is multiplied by this after each epoch.
    pub decay: f32,
    /// AdamW's weight decay (0 for none).
    pub weight_decay: f32,
    /// The weight decay pulls towards the weights training started from,
    /// not towards zero.
    pub decay_to_start: bool,
    /// Each step's gradient is taken at the weights rounded as the
    /// integer net will hold them (the straight-through estimator), and
    /// the held-out loss is that of the rounded weights.
    pub integer_aware: bool,
    pub threads: usize,
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            epochs: 10,
            batch: 8192,
            rate: 1e-3,
            decay: 0.85,
            weight_decay: 0.0,
            decay_to_start: false,
            integer_aware: false,
            threads: 2,
            seed: 1,
        }
    }
}

/// What an epoch achieved.
#[derive(Clone, Debug, PartialEq)]
pub struct Epoch {
    pub number: u32,
    pub train_loss: f64,
    pub valid_loss: f64,
    pub rate: f32,
}

/// Mean squared error between the net's win chance and the targets, and
/// (when `grad` is given) the mean gradient added to it.
fn pass(model: &Model, batch: &[&Example], grad: Option<&mut Model>) -> f64 {
    let mut t = Trace::default();
    let mut loss = 0.0f64;
    let n = batch.len().max(1) as f32;
    match grad {
        Some(g) => {
            for e in batch {
                let p = sigmoid(e.base + model.forward(&e.inputs, &mut t));
                let diff = p - e.target;
                loss += f64::from(diff * diff);
                model.backward(&e.inputs, &t, 2.0 * diff * p * (1.0 - p) / n, g);
            }
        }
        None => {
            for e in batch {
                let p = sigmoid(e.base + model.forward(&e.inputs, &mut t));
                loss += f64::from((p - e.target) * (p - e.target));
            }
        }
    }
    loss
}

/// `pass` over `batch` on `threads` threads, the gradients summed into
/// `grads[0]`.
fn parallel_pass(model: &Model, batch: &[&Example], grads: &mut [Model]) -> f64 {
    let chunk = batch.len().div_ceil(grads.len()).max(1);
    let loss = std::thread::scope(|s| {
        let handles: Vec<_> = batch
            .chunks(chunk)
            .zip(grads.iter_mut())
            .map(|(part, g)| s.spawn(move || pass(model, part, Some(g))))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(f64::NAN))
            .sum::<f64>()
    });
    let (first, rest) = grads.split_at_mut(1);
    for other in rest {
        for (a, b) in first[0].tensors_mut().into_iter().zip(other.tensors_mut()) {
            for (x, y) in a.iter_mut().zip(b.iter()) {
                *x += y;
            }
        }
    }
    loss
}

/// Mean loss over `set`, on `threads` threads.
pub fn mean_loss(model: &Model, set: &[Example], threads: usize) -> f64 {
    if set.is_empty() {
        return f64::NAN;
    }
    let refs: Vec<&Example> = set.iter().collect();
    let chunk = refs.len().div_ceil(threads.max(1));
    let total: f64 = std::thread::scope(|s| {
        let handles: Vec<_> = refs
            .chunks(chunk)
            .map(|part| s.spawn(move || pass(model, part, None)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(f64::NAN))
            .sum()
    });
    total / set.len() as f64
}

/// The weights a step's gradient and an epoch's loss are taken at:
/// rounded as the integer net holds them, or the floats themselves.
fn as_run(model: &Model, integer_aware: bool) -> Cow<'_, Model> {
    if integer_aware {
        Cow::Owned(Model::from_network(&model.quantize()))
    } else {
        Cow::Borrowed(model)
    }
}

/// What a run of `train` did.
#[derive(Clone, Debug, PartialEq)]
pub struct Training {
    /// The held-out loss of the model as it came.
    pub before: f64,
    pub epochs: Vec<Epoch>,
    /// The epoch whose model was kept, `None` for the model as it came.
    pub kept: Option<u32>,
}

/// Trains `model` on `train`, judging each epoch on `valid`; `report`
/// hears of every epoch as it ends. The model left is the one with the
/// lowest held-out loss, the one it came as included (the first of
/// equals): past that epoch the net learns its training games by heart.
/// With no held-out set, the last epoch's.
pub fn train(
    model: &mut Model,
    train: &[Example],
    valid: &[Example],
    options: &Options,
    mut report: impl FnMut(&Epoch),
) -> Training {
    let mut adam = Adam::new(model, options.rate);
    adam.weight_decay = options.weight_decay;
    adam.anchor = options.decay_to_start.then(|| model.clone());
    let mut rng = Rng::new(options.seed);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let threads = options.threads.max(1);
    let mut grads: Vec<Model> = (0..threads).map(|_| model.zeros_like()).collect();
    // A fine-tune moves most weights by less than the integers' step, so
    // that rounding them at the end undid the whole of one (kr10a: held
    // out 0.024700 -> 0.024326 as floats, 0.024718 -> 0.024704 as
    // integers): small steps must add up in the floats until they carry
    // a weight across a rounding boundary, and the loss that chooses the
    // epoch must be the integers'.
    let rounded = options.integer_aware;
    let before = mean_loss(&as_run(model, rounded), valid, threads);
    let mut epochs: Vec<Epoch> = Vec::new();
    let mut best: Option<(f64, Option<u32>, Model)> =
        (!valid.is_empty()).then(|| (before, None, model.clone()));
    for number in 1..=options.epochs {
        // Fisher–Yates: a new order each epoch.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut loss = 0.0;
        for batch in order.chunks(options.batch.max(1)) {
            let examples: Vec<&Example> = batch.iter().map(|&i| &train[i]).collect();
            for g in grads.iter_mut() {
                for t in g.tensors_mut() {
                    t.iter_mut().for_each(|x| *x = 0.0);
                }
            }
            loss += parallel_pass(&as_run(model, rounded), &examples, &mut grads);
            adam.step(model, &mut grads[0]);
            model.clamp_to_integers();
        }
        let epoch = Epoch {
            number,
            train_loss: loss / train.len().max(1) as f64,
            valid_loss: mean_loss(&as_run(model, rounded), valid, threads),
            rate: adam.rate,
        };
        report(&epoch);
        if let Some((loss, kept, saved)) = &mut best
            && epoch.valid_loss < *loss
        {
            (*loss, *kept) = (epoch.valid_loss, Some(number));
            saved.clone_from(model);
        }
        epochs.push(epoch);
        adam.rate *= options.decay;
    }
    let kept = match best {
        Some((_, kept, saved)) => {
            *model = saved;
            kept
        }
        None => epochs.last().map(|e| e.number),
    };
    Training {
        before,
        epochs,
        kept,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::{Color, PieceKind};

    /// A teacher a net this shape can learn from a few thousand positions:
    /// the balance of pieces in hand (few inputs, each seen often), over
    /// positions from random games.
    fn hand_positions(games: u64, seed: u64) -> Vec<(Position, i16)> {
        let value = |k: PieceKind| -> i32 { [1, 3, 4, 5, 6, 8, 10][k.index()] };
        let mut rng = Rng::new(seed);
        let mut out = Vec::new();
        for _ in 0..games {
            let mut pos = Position::startpos();
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.do_move(moves[rng.below(moves.len() as u64) as usize]);
                let us = pos.side_to_move();
                let balance: i32 = Color::ALL
                    .into_iter()
                    .flat_map(|c| {
                        let sign = if c == us { 1 } else { -1 };
                        pos.hand(c)
                            .iter()
                            .map(move |(k, n)| sign * value(k) * i32::from(n))
                    })
                    .sum();
                out.push((pos.clone(), (balance * 100).clamp(-3000, 3000) as i16));
            }
        }
        out
    }

    fn examples(positions: &[(Position, i16)]) -> Vec<Example> {
        positions
            .iter()
            .map(|(pos, score)| Example {
                inputs: inputs_of(pos),
                target: target(*score, None, 1.0),
                base: 0.0,
            })
            .collect()
    }

    /// On held-out games the trained net beats knowing nothing (always
    /// ½) by far, and its integer twin says what it says.
    #[test]
    fn a_small_run_learns_the_hands_and_the_integers_keep_it() {
        let train_set = examples(&hand_positions(80, 1));
        let held_out = hand_positions(20, 2);
        let valid = examples(&held_out);
        let mut model = Model::new(3);
        let options = Options {
            epochs: 4,
            batch: 64,
            rate: 2e-3,
            decay: 0.9,
            weight_decay: 0.0,
            decay_to_start: false,
            integer_aware: false,
            threads: 2,
            seed: 4,
        };
        let run = train(&mut model, &train_set, &valid, &options, |_| {});
        let after = run.epochs.last().map_or(f64::NAN, |e| e.valid_loss);
        let guess: f64 = valid
            .iter()
            .map(|e| f64::from((0.5 - e.target) * (0.5 - e.target)))
            .sum::<f64>()
            / valid.len() as f64;
        assert!(after < guess / 3.0, "loss {after} vs always-½ {guess}");
        let net = model.quantize();
        let mut gap = 0.0f32;
        for (pos, _) in &held_out {
            let float = model.forward(&inputs_of(pos), &mut Trace::default()) * CP_PER_UNIT as f32;
            gap += (float - net.evaluate_position(pos) as f32).abs();
        }
        let gap = gap / held_out.len() as f32;
        assert!(gap < 15.0, "integer net off by {gap} cp on average");
    }

    /// With `integer_aware` every held-out loss is that of the weights as
    /// the integer net will hold them, so the model kept is chosen by
    /// what will be played with.
    #[test]
    fn an_integer_aware_run_judges_the_rounded_weights() {
        let train_set = examples(&hand_positions(40, 5));
        let valid = examples(&hand_positions(10, 6));
        let mut model = Model::new(8);
        let options = Options {
            epochs: 2,
            batch: 64,
            rate: 2e-3,
            integer_aware: true,
            ..Options::default()
        };
        let run = train(&mut model, &train_set, &valid, &options, |_| {});
        let kept = run
            .kept
            .and_then(|k| run.epochs.iter().find(|e| e.number == k))
            .map_or(run.before, |e| e.valid_loss);
        let rounded = mean_loss(&Model::from_network(&model.quantize()), &valid, 2);
        let float = mean_loss(&model, &valid, 2);
        assert_eq!(kept, rounded, "the float weights' loss is {float}");
        assert_ne!(
            float, rounded,
            "rounding changed nothing: the test shows nothing"
        );
    }
}
