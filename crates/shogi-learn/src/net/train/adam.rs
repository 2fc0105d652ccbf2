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
        for (((p, g), m), v) in params.into_iter().zip(grads).zip(ms).zip(vs) {
            for i in 0..p.len() {
                let gi = g[i];
                m[i] = b1 * m[i] + (1.0 - b1) * gi;
                v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
                p[i] = p[i] * shrink - rate * m[i] / (v[i].sqrt() + eps);
            }
        }
    }
}
