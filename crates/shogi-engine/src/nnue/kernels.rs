//! The net's inner loops, twice: a portable one any CPU runs, and one for
//! x86-64 CPUs with AVX2, chosen when the program runs (as perft chooses
//! its variant), so the default release build is fast where it can be and
//! right everywhere. Both do the same integer arithmetic (wrapping 16-bit
//! sums, exact 32-bit dot products), so they give the same answers bit for
//! bit; the tests hold them to it.

/// Which loops to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    Portable,
    /// Only made by `best` or `available`, on a CPU that has AVX2.
    #[cfg(target_arch = "x86_64")]
    Avx2(Avx2Token),
}

/// Proof that the CPU has AVX2: the only way to hold one is to have
/// asked it.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx2Token(());

impl Kernel {
    /// The fastest loops this CPU runs.
    pub fn best() -> Kernel {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            return Kernel::Avx2(Avx2Token(()));
        }
        Kernel::Portable
    }

    /// Every kind this CPU runs (for tests and benchmarks).
    pub fn available() -> Vec<Kernel> {
        let mut all = vec![Kernel::Portable];
        if Kernel::best() != Kernel::Portable {
            all.push(Kernel::best());
        }
        all
    }

    pub fn name(self) -> &'static str {
        match self {
            Kernel::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2(_) => "avx2",
        }
    }

    /// `out = before + Σ on − Σ off`, 16-bit wrapping.
    #[inline]
    pub fn add_rows(self, before: &[i16], on: &[&[i16]], off: &[&[i16]], out: &mut [i16]) {
        match self {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: an `Avx2Token` exists only where the CPU has AVX2.
            Kernel::Avx2(_) if before.len().is_multiple_of(16) => unsafe {
                avx2::add_rows(before, on, off, out)
            },
            _ => portable::add_rows(before, on, off, out),
        }
    }

    /// Each value clipped to 0..=127.
    #[inline]
    pub fn clip(self, values: &[i16], out: &mut [u8]) {
        // Short and auto-vectorised: one version serves both.
        for (o, v) in out.iter_mut().zip(values) {
            *o = (*v).clamp(0, 127) as u8;
        }
    }

    /// `Σ input[i] · weights[i]`.
    #[inline]
    pub fn dot(self, input: &[u8], weights: &[i8]) -> i32 {
        match self {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: as above.
            Kernel::Avx2(_) if input.len().is_multiple_of(32) => unsafe {
                avx2::dot(input, weights)
            },
            _ => portable::dot(input, weights),
        }
    }

    /// A hidden layer: `out[j] = clip((bias[j] + Σ input · row j) >> 6)`,
    /// rows of `input.len()` weights.
    #[inline]
    pub fn layer(self, input: &[u8], weights: &[i8], bias: &[i32], out: &mut [u8]) {
        let n = input.len();
        #[cfg(target_arch = "x86_64")]
        if let Kernel::Avx2(_) = self
            && n.is_multiple_of(32)
            && out.len().is_multiple_of(4)
            && weights.len() >= n * out.len()
            && bias.len() >= out.len()
        {
            // SAFETY: an `Avx2Token` exists only where the CPU has AVX2;
            // the sizes are checked above.
            unsafe { avx2::layer(input, weights, bias, out) };
            return;
        }
        for (j, o) in out.iter_mut().enumerate() {
            let sum = bias[j] + self.dot(input, &weights[j * n..(j + 1) * n]);
            *o = (sum >> 6).clamp(0, 127) as u8;
        }
    }
}

mod portable {
    pub fn add_rows(before: &[i16], on: &[&[i16]], off: &[&[i16]], out: &mut [i16]) {
        out.copy_from_slice(before);
        for row in on {
            for (o, w) in out.iter_mut().zip(row.iter()) {
                *o = o.wrapping_add(*w);
            }
        }
        for row in off {
            for (o, w) in out.iter_mut().zip(row.iter()) {
                *o = o.wrapping_sub(*w);
            }
        }
    }

    pub fn dot(input: &[u8], weights: &[i8]) -> i32 {
        input
            .iter()
            .zip(weights)
            .map(|(&a, &w)| i32::from(a) * i32::from(w))
            .sum()
    }
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::*;

    /// # Safety
    /// The CPU must have AVX2; every slice must hold `before.len()` values,
    /// a multiple of 16.
    #[target_feature(enable = "avx2")]
    pub unsafe fn add_rows(before: &[i16], on: &[&[i16]], off: &[&[i16]], out: &mut [i16]) {
        let n = before.len();
        debug_assert!(n.is_multiple_of(16) && out.len() == n);
        debug_assert!(on.iter().chain(off).all(|r| r.len() == n));
        let mut i = 0;
        while i < n {
            // SAFETY: `i + 16 <= n` for every slice (checked above).
            unsafe {
                let mut v = _mm256_loadu_si256(before.as_ptr().add(i).cast());
                for row in on {
                    v = _mm256_add_epi16(v, _mm256_loadu_si256(row.as_ptr().add(i).cast()));
                }
                for row in off {
                    v = _mm256_sub_epi16(v, _mm256_loadu_si256(row.as_ptr().add(i).cast()));
                }
                _mm256_storeu_si256(out.as_mut_ptr().add(i).cast(), v);
            }
            i += 16;
        }
    }

    /// # Safety
    /// The CPU must have AVX2; `input` and `weights` hold the same number
    /// of values, a multiple of 32.
    #[target_feature(enable = "avx2")]
    pub unsafe fn dot(input: &[u8], weights: &[i8]) -> i32 {
        let n = input.len();
        debug_assert!(n.is_multiple_of(32) && weights.len() >= n);
        let ones = _mm256_set1_epi16(1);
        let mut acc = _mm256_setzero_si256();
        let mut i = 0;
        while i < n {
            // SAFETY: `i + 32 <= n` for both slices.
            unsafe {
                let a = _mm256_loadu_si256(input.as_ptr().add(i).cast());
                let w = _mm256_loadu_si256(weights.as_ptr().add(i).cast());
                // u8 × i8 pairs summed to i16: at most 2·127·128, no
                // saturation since inputs stay within 0..=127.
                let pairs = _mm256_maddubs_epi16(a, w);
                acc = _mm256_add_epi32(acc, _mm256_madd_epi16(pairs, ones));
            }
            i += 32;
        }
        let sum128 = _mm_add_epi32(
            _mm256_castsi256_si128(acc),
            _mm256_extracti128_si256(acc, 1),
        );
        let sum64 = _mm_add_epi32(sum128, _mm_unpackhi_epi64(sum128, sum128));
        let sum32 = _mm_add_epi32(sum64, _mm_shuffle_epi32(sum64, 0b01));
        _mm_cvtsi128_si32(sum32)
    }

    /// `Kernel::layer`, four rows at a time: their sums are gathered
    /// side by side and summed across in one go, where one row at a time
    /// would pay for a horizontal sum (and a call) per row.
    ///
    /// # Safety
    /// The CPU must have AVX2; `input.len()` is a multiple of 32,
    /// `out.len()` a multiple of 4, `weights` holds `out.len()` rows of
    /// `input.len()` and `bias` one value per row.
    #[target_feature(enable = "avx2")]
    pub unsafe fn layer(input: &[u8], weights: &[i8], bias: &[i32], out: &mut [u8]) {
        let n = input.len();
        let rows = out.len();
        debug_assert!(n.is_multiple_of(32) && rows.is_multiple_of(4));
        debug_assert!(weights.len() >= n * rows && bias.len() >= rows);
        let ones = _mm256_set1_epi16(1);
        let mut j = 0;
        while j < rows {
            let mut acc = [_mm256_setzero_si256(); 4];
            let mut i = 0;
            while i < n {
                // SAFETY: `i + 32 <= n`, and row `j + r` ends at
                // `(j + r + 1) * n <= weights.len()`.
                unsafe {
                    let a = _mm256_loadu_si256(input.as_ptr().add(i).cast());
                    for (r, sum) in acc.iter_mut().enumerate() {
                        let w = _mm256_loadu_si256(weights.as_ptr().add((j + r) * n + i).cast());
                        *sum = _mm256_add_epi32(
                            *sum,
                            _mm256_madd_epi16(_mm256_maddubs_epi16(a, w), ones),
                        );
                    }
                }
                i += 32;
            }
            // Per 128-bit half: [r0 r1 r2 r3] partial sums, then both halves added.
            let pairs01 = _mm256_hadd_epi32(acc[0], acc[1]);
            let pairs23 = _mm256_hadd_epi32(acc[2], acc[3]);
            let quads = _mm256_hadd_epi32(pairs01, pairs23);
            let sums = _mm_add_epi32(
                _mm256_castsi256_si128(quads),
                _mm256_extracti128_si256(quads, 1),
            );
            let mut four = [0i32; 4];
            // SAFETY: `four` holds 16 bytes.
            unsafe { _mm_storeu_si128(four.as_mut_ptr().cast(), sums) };
            for (r, sum) in four.into_iter().enumerate() {
                out[j + r] = ((bias[j + r] + sum) >> 6).clamp(0, 127) as u8;
            }
            j += 4;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Rng;

    fn bytes(rng: &mut Rng, n: usize, top: u64) -> Vec<u8> {
        (0..n).map(|_| rng.below(top + 1) as u8).collect()
    }

    fn weights(rng: &mut Rng, n: usize) -> Vec<i8> {
        (0..n).map(|_| rng.below(256) as u8 as i8).collect()
    }

    /// The kernels besides the portable one that this CPU runs: on
    /// x86-64, AVX2. A CPU without it leaves nothing to compare, and
    /// the test says so by failing rather than comparing the portable
    /// loops with themselves.
    #[cfg(target_arch = "x86_64")]
    fn fast_kernels() -> Vec<Kernel> {
        let fast: Vec<Kernel> = Kernel::available()
            .into_iter()
            .filter(|&k| k != Kernel::Portable)
            .collect();
        assert!(
            !fast.is_empty(),
            "this CPU has no AVX2: only the portable kernel runs here, so the \
             AVX2 kernel cannot be checked on this machine"
        );
        fast
    }

    /// Every kind of loop gives the portable loop's answer, bit for bit,
    /// at the extremes too (all 127 against all −128, sums that wrap).
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn every_kernel_agrees_with_the_portable_one() {
        let mut rng = Rng::new(11);
        let fast = fast_kernels();
        let names: Vec<&str> = fast.iter().map(|k| k.name()).collect();
        eprintln!("compared with the portable kernel: {names:?}");
        for k in fast {
            for round in 0..200 {
                let n = 32 * (1 + round % 8);
                let input = if round == 0 {
                    vec![127; n]
                } else {
                    bytes(&mut rng, n, 127)
                };
                let w = if round == 0 {
                    vec![-128; n]
                } else {
                    weights(&mut rng, n)
                };
                assert_eq!(k.dot(&input, &w), portable::dot(&input, &w), "{}", k.name());
                let rows: Vec<Vec<i16>> = (0..5)
                    .map(|_| (0..128).map(|_| rng.next_u64() as i16).collect())
                    .collect();
                let (mut a, mut b) = (vec![0i16; 128], vec![0i16; 128]);
                let on = [rows[1].as_slice(), rows[2].as_slice()];
                let off = [rows[3].as_slice(), rows[4].as_slice()];
                k.add_rows(&rows[0], &on, &off[..round % 3], &mut a);
                portable::add_rows(&rows[0], &on, &off[..round % 3], &mut b);
                assert_eq!(a, b, "{}", k.name());
                let bias: Vec<i32> = (0..32).map(|_| rng.next_u64() as i32 >> 12).collect();
                let (mut x, mut y) = ([0u8; 32], [0u8; 32]);
                let lw = weights(&mut rng, 32 * n);
                k.layer(&input, &lw, &bias, &mut x);
                Kernel::Portable.layer(&input, &lw, &bias, &mut y);
                assert_eq!(x, y, "{}", k.name());
            }
        }
    }

    /// Each kernel against answers worked out by hand, at sizes the AVX2
    /// loops take (32 inputs, 16 accumulator values, 4 layer rows), so
    /// that a fault both kernels share cannot hide behind their agreement.
    #[test]
    fn every_kernel_gives_the_hand_computed_answers() {
        let mut kernels = vec![Kernel::Portable];
        #[cfg(target_arch = "x86_64")]
        kernels.extend(fast_kernels());
        for k in kernels {
            let name = k.name();
            // 16 pairs of 1·(−128) + 1·127 = −1.
            let alternating: Vec<i8> = (0..32)
                .map(|i| if i % 2 == 0 { -128 } else { 127 })
                .collect();
            assert_eq!(k.dot(&[1; 32], &alternating), -16, "{name}");
            // The largest magnitude: 32 · 127 · (−128).
            assert_eq!(k.dot(&[127; 32], &[-128; 32]), -520_192, "{name}");
            // 1 + 2 − 3 = 0, and 32767 + 1 wraps to −32768.
            let mut out = [7i16; 16];
            k.add_rows(&[1; 16], &[&[2; 16]], &[&[3; 16]], &mut out);
            assert_eq!(out, [0; 16], "{name}");
            k.add_rows(&[i16::MAX; 16], &[&[1; 16]], &[], &mut out);
            assert_eq!(out, [i16::MIN; 16], "{name}");
            // Row j is 32 weights of j + 1 against inputs of 2: the sum is
            // 64·(j + 1); with the biases, (64, 192, −64, 13,056) >> 6 is
            // 1, 3, −1 (clipped to 0) and 204 (clipped to 127).
            let rows: Vec<i8> = (0..4).flat_map(|j| [j as i8 + 1; 32]).collect();
            let mut out = [9u8; 4];
            k.layer(&[2; 32], &rows, &[0, 64, -256, 12_800], &mut out);
            assert_eq!(out, [1, 3, 0, 127], "{name}");
            let mut clipped = [9u8; 4];
            k.clip(&[-5, 0, 64, 300], &mut clipped);
            assert_eq!(clipped, [0, 0, 64, 127], "{name}");
        }
    }

    #[test]
    fn the_portable_dot_is_the_plain_sum() {
        assert_eq!(
            portable::dot(&[1, 2, 127], &[3, -4, -128]),
            3 - 8 - 127 * 128
        );
    }
}
