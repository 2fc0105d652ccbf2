//! The net in floating point, as the trainer sees it: the same shape as
//! `network::Network`, with gradients. Its clips are the integer net's
//! (0..=1 standing for 0..=127), and its weights are kept inside what the
//! integers can hold, so that what it learns survives quantisation.

use shogi_engine::bot::Rng;
use shogi_engine::nnue::features::{Feature, INPUTS, MAX_ACTIVE};
use shogi_engine::nnue::network::{FT_SCALE, HIDDEN, L1, L2, Network, WEIGHT_SCALE};

/// The largest hidden weight an `i8` holds at 1/64: 127/64.
pub const MAX_HIDDEN_WEIGHT: f32 = 127.0 / WEIGHT_SCALE as f32;
/// Feature weights stay small enough that the most inputs a position
/// lights (`MAX_ACTIVE`, 118) and the bias cannot overflow the 16-bit
/// sums: 118 · 2.16 · 127 + 2 · 127 < 32,767. (Trained weights stay far
/// inside: the largest of the embedded net is 0.2.)
pub const MAX_FT_WEIGHT: f32 =
    (i16::MAX as f32 - (MAX_FT_BIAS * FT_SCALE as f32 + 0.5) - MAX_ACTIVE as f32 * 0.5)
        / (MAX_ACTIVE as f32 * FT_SCALE as f32);
pub const MAX_FT_BIAS: f32 = 2.0;
// Rounding to the integer scale must not carry the sums past it either.
const _: () = assert!(
    (MAX_ACTIVE as f32 * (MAX_FT_WEIGHT * FT_SCALE as f32 + 0.5)
        + (MAX_FT_BIAS * FT_SCALE as f32 + 0.5))
        <= i16::MAX as f32
);

/// Every parameter, in one flat vector per tensor.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub ft_w: Vec<f32>,
    pub ft_b: Vec<f32>,
    pub l1_w: Vec<f32>,
    pub l1_b: Vec<f32>,
    pub l2_w: Vec<f32>,
    pub l2_b: Vec<f32>,
    pub out_w: Vec<f32>,
    pub out_b: Vec<f32>,
}

/// One position's inputs: the lit features of the side to move's view and
/// of the other view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inputs {
    pub ours: Vec<Feature>,
    pub theirs: Vec<Feature>,
}

/// What a forward pass leaves for the backward one.
pub struct Trace {
    acc: [[f32; HIDDEN]; 2],
    x: [f32; 2 * HIDDEN],
    z1: [f32; L1],
    h1: [f32; L1],
    z2: [f32; L2],
    h2: [f32; L2],
    pub y: f32,
}

impl Default for Trace {
    fn default() -> Trace {
        Trace {
            acc: [[0.0; HIDDEN]; 2],
            x: [0.0; 2 * HIDDEN],
            z1: [0.0; L1],
            h1: [0.0; L1],
            z2: [0.0; L2],
            h2: [0.0; L2],
            y: 0.0,
        }
    }
}

fn clip01(v: f32) -> f32 {
    v.clamp(0.0, 1.0)
}

/// The clip's slope: 1 inside, 0 where it holds the value.
fn passes(v: f32) -> f32 {
    if v > 0.0 && v < 1.0 { 1.0 } else { 0.0 }
}

impl Model {
    /// Small random weights (scaled to each layer's fan-in), zero biases
    /// but for the accumulator's, which starts inside the clip so that
    /// every unit learns from the first step.
    pub fn new(seed: u64) -> Model {
        let mut rng = Rng::new(seed);
        let mut uniform = |n: usize, scale: f32| -> Vec<f32> {
            (0..n)
                .map(|_| {
                    let u = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
                    (2.0 * u - 1.0) * scale
                })
                .collect()
        };
        Model {
            ft_w: uniform(INPUTS * HIDDEN, 0.1),
            ft_b: vec![0.5; HIDDEN],
            l1_w: uniform(L1 * 2 * HIDDEN, (1.0 / (2 * HIDDEN) as f32).sqrt()),
            l1_b: vec![0.0; L1],
            l2_w: uniform(L2 * L1, (1.0 / L1 as f32).sqrt()),
            l2_b: vec![0.0; L2],
            // Small: the net's output is added to the hand-written
            // evaluation, which it should start by leaving alone.
            out_w: uniform(L2, 0.02),
            out_b: vec![0.0],
        }
    }

    /// The tensors in a fixed order, for the optimiser.
    pub fn tensors_mut(&mut self) -> [&mut Vec<f32>; 8] {
        [
            &mut self.ft_w,
            &mut self.ft_b,
            &mut self.l1_w,
            &mut self.l1_b,
            &mut self.l2_w,
            &mut self.l2_b,
            &mut self.out_w,
            &mut self.out_b,
        ]
    }

    /// A model of zeros the size of this one, to gather gradients in.
    pub fn zeros_like(&self) -> Model {
        let z = |v: &Vec<f32>| vec![0.0; v.len()];
        Model {
            ft_w: z(&self.ft_w),
            ft_b: z(&self.ft_b),
            l1_w: z(&self.l1_w),
            l1_b: z(&self.l1_b),
            l2_w: z(&self.l2_w),
            l2_b: z(&self.l2_b),
            out_w: z(&self.out_w),
            out_b: z(&self.out_b),
        }
    }

    /// The net's output (a logit: the win chance of the side to move is
    /// its sigmoid).
    pub fn forward(&self, inputs: &Inputs, t: &mut Trace) -> f32 {
        for (view, lit) in [&inputs.ours, &inputs.theirs].into_iter().enumerate() {
            let acc = &mut t.acc[view];
            acc.copy_from_slice(&self.ft_b);
            for &f in lit {
                let row = &self.ft_w[usize::from(f) * HIDDEN..][..HIDDEN];
                for (a, w) in acc.iter_mut().zip(row) {
                    *a += w;
                }
            }
            for (x, a) in t.x[view * HIDDEN..][..HIDDEN].iter_mut().zip(acc.iter()) {
                *x = clip01(*a);
            }
        }
        dense(&self.l1_w, &self.l1_b, &t.x, &mut t.z1);
        for (h, z) in t.h1.iter_mut().zip(&t.z1) {
            *h = clip01(*z);
        }
        dense(&self.l2_w, &self.l2_b, &t.h1, &mut t.z2);
        for (h, z) in t.h2.iter_mut().zip(&t.z2) {
            *h = clip01(*z);
        }
        t.y = self.out_b[0] + dot(&self.out_w, &t.h2);
        t.y
    }

    /// Adds to `g` the gradient of the loss at this sample, given the
    /// loss's slope `dy` at the output.
    pub fn backward(&self, inputs: &Inputs, t: &Trace, dy: f32, g: &mut Model) {
        g.out_b[0] += dy;
        let mut dh2 = [0.0f32; L2];
        for (j, d) in dh2.iter_mut().enumerate() {
            g.out_w[j] += dy * t.h2[j];
            *d = dy * self.out_w[j] * passes(t.z2[j]);
        }
        let mut dh1 = [0.0f32; L1];
        for (j, &d) in dh2.iter().enumerate() {
            if d == 0.0 {
                continue;
            }
            g.l2_b[j] += d;
            let row = &self.l2_w[j * L1..][..L1];
            let grow = &mut g.l2_w[j * L1..][..L1];
            for i in 0..L1 {
                grow[i] += d * t.h1[i];
                dh1[i] += d * row[i];
            }
        }
        for (d, z) in dh1.iter_mut().zip(&t.z1) {
            *d *= passes(*z);
        }
        let mut dx = [0.0f32; 2 * HIDDEN];
        for (j, &d) in dh1.iter().enumerate() {
            if d == 0.0 {
                continue;
            }
            g.l1_b[j] += d;
            let row = &self.l1_w[j * 2 * HIDDEN..][..2 * HIDDEN];
            let grow = &mut g.l1_w[j * 2 * HIDDEN..][..2 * HIDDEN];
            for i in 0..2 * HIDDEN {
                grow[i] += d * t.x[i];
                dx[i] += d * row[i];
            }
        }
        for (view, lit) in [&inputs.ours, &inputs.theirs].into_iter().enumerate() {
            let mut da = [0.0f32; HIDDEN];
            for i in 0..HIDDEN {
                da[i] = dx[view * HIDDEN + i] * passes(t.acc[view][i]);
            }
            for (gb, d) in g.ft_b.iter_mut().zip(&da) {
                *gb += d;
            }
            for &f in lit {
                let grow = &mut g.ft_w[usize::from(f) * HIDDEN..][..HIDDEN];
                for (gw, d) in grow.iter_mut().zip(&da) {
                    *gw += d;
                }
            }
        }
    }

    /// The float net an integer one stands for: a run that goes on from
    /// the committed weights starts where they are.
    pub fn from_network(net: &Network) -> Model {
        let ft = FT_SCALE as f32;
        let w = WEIGHT_SCALE as f32;
        let f16 = |v: &[i16]| v.iter().map(|&x| f32::from(x) / ft).collect();
        let f8 = |v: &[i8]| v.iter().map(|&x| f32::from(x) / w).collect();
        let f32s = |v: &[i32]| v.iter().map(|&x| x as f32 / (ft * w)).collect();
        Model {
            ft_w: f16(&net.ft_weights),
            ft_b: f16(&net.ft_bias),
            l1_w: f8(&net.l1_weights),
            l1_b: f32s(&net.l1_bias),
            l2_w: f8(&net.l2_weights),
            l2_b: f32s(&net.l2_bias),
            out_w: f8(&net.out_weights),
            out_b: f32s(&[net.out_bias]),
        }
    }

    /// Keeps every weight where the integers can hold it.
    pub fn clamp_to_integers(&mut self) {
        let clamp = |v: &mut Vec<f32>, top: f32| v.iter_mut().for_each(|w| *w = w.clamp(-top, top));
        clamp(&mut self.ft_w, MAX_FT_WEIGHT);
        clamp(&mut self.ft_b, MAX_FT_BIAS);
        clamp(&mut self.l1_w, MAX_HIDDEN_WEIGHT);
        clamp(&mut self.l2_w, MAX_HIDDEN_WEIGHT);
        clamp(&mut self.out_w, MAX_HIDDEN_WEIGHT);
    }

    /// The integer net: weights rounded to their scales.
    pub fn quantize(&self) -> Network {
        let ft = FT_SCALE as f32;
        let w = WEIGHT_SCALE as f32;
        let i16s = |v: &[f32], s: f32| {
            v.iter()
                .map(|x| (x * s).round().clamp(-32767.0, 32767.0) as i16)
                .collect()
        };
        let i8s = |v: &[f32]| {
            v.iter()
                .map(|x| (x * w).round().clamp(-127.0, 127.0) as i8)
                .collect()
        };
        let i32s = |v: &[f32]| {
            v.iter()
                .map(|x| (x * ft * w).round() as i32)
                .collect::<Vec<i32>>()
        };
        Network {
            ft_weights: i16s(&self.ft_w, ft),
            ft_bias: i16s(&self.ft_b, ft),
            l1_weights: i8s(&self.l1_w),
            l1_bias: i32s(&self.l1_b),
            l2_weights: i8s(&self.l2_w),
            l2_bias: i32s(&self.l2_b),
            out_weights: i8s(&self.out_w),
            out_bias: i32s(&self.out_b)[0],
        }
    }
}

fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// `out = W · input + bias`, rows of `input.len()`.
fn dense(w: &[f32], bias: &[f32], input: &[f32], out: &mut [f32]) {
    let n = input.len();
    for (j, o) in out.iter_mut().enumerate() {
        *o = bias[j] + dot(&w[j * n..][..n], input);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::Position;
    use shogi_engine::nnue::features::active;
    use shogi_engine::nnue::network::CP_PER_UNIT;

    fn inputs(pos: &Position) -> Inputs {
        let mut i = Inputs::default();
        active(pos, pos.side_to_move(), &mut i.ours);
        active(pos, pos.side_to_move().opponent(), &mut i.theirs);
        i
    }

    /// The backward pass is the forward pass's slope: each analytic
    /// gradient matches a finite difference (a sample of weights from
    /// every tensor).
    #[test]
    fn gradients_match_finite_differences() {
        let mut m = Model::new(1);
        // Biases off zero, so that units sit inside their clips.
        m.l1_b.iter_mut().for_each(|b| *b = 0.3);
        m.l2_b.iter_mut().for_each(|b| *b = 0.4);
        let pos = Position::from_sfen(
            "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1",
        )
        .unwrap();
        let inp = inputs(&pos);
        let mut t = Trace::default();
        m.forward(&inp, &mut t);
        let mut g = m.zeros_like();
        m.backward(&inp, &t, 1.0, &mut g);
        let lit = usize::from(inp.ours[3]) * HIDDEN + 5;
        let picks: [(usize, usize); 7] =
            [(0, lit), (1, 7), (2, 40), (3, 2), (4, 100), (6, 9), (7, 0)];
        let mut checked = 0;
        for (tensor, i) in picks {
            let analytic = g.clone().tensors_mut()[tensor][i];
            let h = 1e-3;
            let mut up = m.clone();
            up.tensors_mut()[tensor][i] += h;
            let mut down = m.clone();
            down.tensors_mut()[tensor][i] -= h;
            let numeric = (up.forward(&inp, &mut Trace::default())
                - down.forward(&inp, &mut Trace::default()))
                / (2.0 * h);
            assert!(
                (analytic - numeric).abs() < 2e-3 + 0.02 * numeric.abs(),
                "tensor {tensor}[{i}]: {analytic} vs {numeric}"
            );
            checked += usize::from(analytic != 0.0);
        }
        assert!(checked >= 4, "most picks should carry a gradient");
    }

    /// The integer net computes what the float net does, within the
    /// rounding of its scales.
    #[test]
    fn the_quantised_net_follows_the_float_one() {
        let mut m = Model::new(2);
        m.l1_b.iter_mut().for_each(|b| *b = 0.2);
        m.l2_b.iter_mut().for_each(|b| *b = 0.2);
        m.clamp_to_integers();
        let net = m.quantize();
        let mut pos = Position::startpos();
        let mut rng = Rng::new(9);
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.do_move(moves[rng.below(moves.len() as u64) as usize]);
            let float_cp = m.forward(&inputs(&pos), &mut Trace::default()) * CP_PER_UNIT as f32;
            let int_cp = net.evaluate_position(&pos) as f32;
            assert!((float_cp - int_cp).abs() < 25.0, "{float_cp} vs {int_cp}");
        }
        // Back to floats and down again: the same integers.
        assert_eq!(Model::from_network(&net).quantize(), net);
    }
}
