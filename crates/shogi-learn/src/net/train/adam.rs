//! Adam (Kingma & Ba, 2014): each weight's step scaled by running
//! averages of its gradient and squared gradient, so that rarely lit
//! inputs (a rook on a far square) learn as fast as common ones.

use super::model::Model;

pub struct Adam {
    pub rate: f32,
    beta1: f32,
    beta2: f32,
    epsilon: f32,
    steps: i32,
    /// Decoupled weight decay (AdamW, Loshchilov & Hutter 2019): each
    /// step also shrinks every weight by `rate · decay` of itself. In this
    /// residual net zero means "the hand-written score is right", so decay
    /// pulls what the data cannot support back to it.
    pub weight_decay: f32,
    /// Where the decay pulls: zero (the hand-written score) when `None`,
    /// else these weights (L2-SP, Li et al. 2018): a fine-tune on a few
    /// thousand new games then moves the net it started from only as far
    /// as the new games insist, instead of back towards knowing nothing.
    pub anchor: Option<Model>,
    m: Model,
    v: Model,
}

impl Adam {
    pub fn new(model: &Model, rate: f32) -> Adam {
        Adam {
            rate,
            beta1: 0.9,
            beta2: 0.999,
            epsilon: 1e-8,
            steps: 0,
            weight_decay: 0.0,
            anchor: None,
            m: model.zeros_like(),
            v: model.zeros_like(),
        }
    }

    /// One step along `grad` (the batch's mean gradient).
    pub fn step(&mut self, model: &mut Model, grad: &mut Model) {
        self.steps += 1;
        let (b1, b2) = (self.beta1, self.beta2);
        let rate = self.rate * (1.0 - b2.powi(self.steps)).sqrt() / (1.0 - b1.powi(self.steps));
        let eps = self.epsilon;
        let shrink = 1.0 - self.rate * self.weight_decay;
        let params = model.tensors_mut();
        let grads = grad.tensors_mut();
        let ms = self.m.tensors_mut();
        let vs = self.v.tensors_mut();
        let mut anchors = self.anchor.as_mut().map(|a| a.tensors_mut().into_iter());
        for (((p, g), m), v) in params.into_iter().zip(grads).zip(ms).zip(vs) {
            let anchor = anchors.as_mut().and_then(|a| a.next());
            for i in 0..p.len() {
                let gi = g[i];
                m[i] = b1 * m[i] + (1.0 - b1) * gi;
                v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
                let towards = anchor.as_ref().map_or(0.0, |a| a[i]);
                p[i] = towards + (p[i] - towards) * shrink - rate * m[i] / (v[i].sqrt() + eps);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_decay_pulls_towards_zero_or_towards_the_anchor() {
        let start = Model::new(7);
        let mut moved = start.clone();
        moved.tensors_mut()[0][0] = 0.5;
        let anchor_value = start.clone().tensors_mut()[0][0];

        let mut plain = moved.clone();
        let mut adam = Adam::new(&plain, 0.01);
        adam.weight_decay = 10.0;
        // A gradient of zeros: only the decay moves the weights.
        let mut still = start.zeros_like();
        for _ in 0..50 {
            adam.step(&mut plain, &mut still);
        }
        // 0.5 × 0.9^50: towards zero, not towards where training began.
        let towards_zero = plain.tensors_mut()[0][0];
        assert!(
            (towards_zero - 0.5 * 0.9f32.powi(50)).abs() < 1e-4,
            "{towards_zero}"
        );

        let mut anchored = moved.clone();
        let mut adam = Adam::new(&anchored, 0.01);
        adam.weight_decay = 10.0;
        adam.anchor = Some(start.clone());
        for _ in 0..50 {
            adam.step(&mut anchored, &mut still);
        }
        let got = anchored.tensors_mut()[0][0];
        let expected = anchor_value + (0.5 - anchor_value) * 0.9f32.powi(50);
        assert!((got - expected).abs() < 1e-4, "{got} vs {expected}");
        // A weight that sits on its anchor stays there.
        let untouched = anchored.tensors_mut()[2][3];
        assert_eq!(untouched, start.clone().tensors_mut()[2][3]);
    }
}
