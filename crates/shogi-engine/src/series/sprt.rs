//! The sequential probability ratio test: play until the results say,
//! with the error rates asked for, that the first engine is `elo0` Elo
//! stronger (H0) or `elo1` (H1), whichever fits better; then stop.
//!
//! The log-likelihood ratio is the generalized SPRT's normal
//! approximation, as engine testers use it: with the units' mean score
//! `m` and variance `v` over `n` units, and `s0`, `s1` the scores of
//! `elo0` and `elo1`, LLR = n·(s1 − s0)·(2m − s0 − s1) / (2v). The bounds
//! are Wald's: ln(β/(1−α)) below, ln((1−β)/α) above.

use super::elo::{Units, score_of_elo};
use super::tally::Tally;
use thiserror::Error;

/// Which hypothesis the test accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hypothesis {
    H0,
    H1,
}

impl Hypothesis {
    pub fn name(self) -> &'static str {
        match self {
            Hypothesis::H0 => "H0",
            Hypothesis::H1 => "H1",
        }
    }
}

/// The test asked for: `--sprt ELO0,ELO1[,ALPHA,BETA]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Where the test stands after some games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtState {
    pub llr: f64,
    pub lower: f64,
    pub upper: f64,
    /// Set once the ratio has left the bounds.
    pub result: Option<Hypothesis>,
}

/// Why `--sprt` text is not a test.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SprtError {
    #[error(
        "it needs two or four numbers separated by commas (ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA); found {found}"
    )]
    FieldCount { found: usize },
    #[error("\"{text}\" is not a number")]
    NotANumber { text: String },
    #[error("ELO0 must be below ELO1")]
    Order,
    #[error("ALPHA and BETA must be between 0 and 0.5; \"{text}\" is not")]
    Probability { text: String },
}

/// The error rates when only the two Elo figures are given.
pub const DEFAULT_ERROR_RATE: f64 = 0.05;

impl Sprt {
    pub fn parse(text: &str) -> Result<Sprt, SprtError> {
        let fields: Vec<&str> = text.split(',').map(str::trim).collect();
        if fields.len() != 2 && fields.len() != 4 {
            return Err(SprtError::FieldCount {
                found: fields.len(),
            });
        }
        let number = |s: &str| -> Result<f64, SprtError> {
            s.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| SprtError::NotANumber {
                    text: s.to_string(),
                })
        };
        let rate = |s: &str| -> Result<f64, SprtError> {
            let x = number(s)?;
            if x > 0.0 && x < 0.5 {
                Ok(x)
            } else {
                Err(SprtError::Probability {
                    text: s.to_string(),
                })
            }
        };
        let (elo0, elo1) = (number(fields[0])?, number(fields[1])?);
        if elo0 >= elo1 {
            return Err(SprtError::Order);
        }
        let (alpha, beta) = match fields.get(2..4) {
            Some([a, b]) => (rate(a)?, rate(b)?),
            _ => (DEFAULT_ERROR_RATE, DEFAULT_ERROR_RATE),
        };
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The test on the tally so far: on the complete pairs once there is
    /// one (`Units::for_test`), else on the games. One won and one lost
    /// unit are added to the count, so that a run of equal results at the
    /// start (whose spread is zero) neither divides by zero nor ends the
    /// test at once.
    pub fn state(&self, t: &Tally) -> SprtState {
        let (lower, upper) = self.bounds();
        let units = Units::for_test(t, 1.0);
        let (n, mean, var) = (units.count(), units.mean(), units.variance());
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        let llr = if t.games() == 0 || var <= 0.0 {
            0.0
        } else {
            n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
        };
        let result = if llr >= upper {
            Some(Hypothesis::H1)
        } else if llr <= lower {
            Some(Hypothesis::H0)
        } else {
            None
        };
        SprtState {
            llr,
            lower,
            upper,
            result,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tally::Outcome::{Draw, Loss, Win};
    use super::*;

    #[test]
    fn parsing() {
        let s = Sprt::parse("0,10").expect("two numbers");
        assert_eq!((s.elo0, s.elo1, s.alpha, s.beta), (0.0, 10.0, 0.05, 0.05));
        let s = Sprt::parse("-5, 5, 0.01, 0.1").expect("four numbers");
        assert_eq!((s.elo0, s.elo1, s.alpha, s.beta), (-5.0, 5.0, 0.01, 0.1));
        assert_eq!(Sprt::parse("5"), Err(SprtError::FieldCount { found: 1 }));
        assert_eq!(
            Sprt::parse("0,5,0.05"),
            Err(SprtError::FieldCount { found: 3 })
        );
        assert_eq!(
            Sprt::parse("0,ten"),
            Err(SprtError::NotANumber { text: "ten".into() })
        );
        assert_eq!(
            Sprt::parse("0,inf"),
            Err(SprtError::NotANumber { text: "inf".into() })
        );
        assert_eq!(Sprt::parse("10,0"), Err(SprtError::Order));
        assert_eq!(
            Sprt::parse("0,10,0.5,0.05"),
            Err(SprtError::Probability { text: "0.5".into() })
        );
    }

    #[test]
    fn wald_bounds() {
        let s = Sprt::parse("0,10").expect("valid");
        let (lo, hi) = s.bounds();
        // ln(0.05/0.95) and ln(0.95/0.05).
        assert!((lo + 2.944_439).abs() < 1e-6 && (hi - 2.944_439).abs() < 1e-6);
    }

    #[test]
    fn the_ratio_by_hand() {
        // 3 wins, 1 loss as games, plus one won and one lost pseudo game:
        // n 6, mean 4/6, variance 4/6·2/6 = 2/9. Against 0,100 Elo
        // (scores 0.5 and 0.640065): LLR = 6 · 0.140065 · (4/3 − 1.140065)
        // / (4/9) = 0.366 to three places.
        let mut t = Tally::default();
        for o in [Win, Win, Win, Loss] {
            t.add_game(o);
        }
        let st = Sprt::parse("0,100").expect("valid").state(&t);
        let s1 = score_of_elo(100.0);
        let by_hand = 6.0 * (s1 - 0.5) * (4.0 / 3.0 - 0.5 - s1) / (2.0 * 2.0 / 9.0);
        assert!(
            (st.llr - by_hand).abs() < 1e-12 && (st.llr - 0.366).abs() < 1e-3,
            "{st:?}"
        );
        assert_eq!(st.result, None);
    }

    #[test]
    fn a_game_whose_pair_is_not_over_waits_for_it() {
        // Three pairs won outright, by hand: units 1, 1, 1 and the pseudo
        // pair won and lost: n 5, mean 4/5, variance 4/5·1/5 = 4/25.
        let s = Sprt::parse("0,100").expect("valid");
        let mut t = Tally::default();
        for _ in 0..3 {
            t.add_pair(Win, Win);
        }
        let s1 = score_of_elo(100.0);
        let by_hand = 5.0 * (s1 - 0.5) * (8.0 / 5.0 - 0.5 - s1) / (2.0 * 4.0 / 25.0);
        let paired = s.state(&t);
        assert!((paired.llr - by_hand).abs() < 1e-12, "{paired:?}");
        // A seventh game, its pair still being played: the same ratio,
        // not a count of seven games (which would jump to another).
        t.add_game(Win);
        assert_eq!(s.state(&t), paired);
    }

    #[test]
    fn a_lopsided_pairing_is_settled_early() {
        let s = Sprt::parse("0,50").expect("valid");
        let mut t = Tally::default();
        let mut pairs = 0;
        while s.state(&t).result.is_none() {
            // Three pairs won outright to one split, for ever.
            if pairs % 4 == 3 {
                t.add_pair(Win, Loss);
            } else {
                t.add_pair(Win, Win);
            }
            pairs += 1;
            assert!(pairs < 100, "never settled: {:?}", s.state(&t));
        }
        assert_eq!(s.state(&t).result, Some(Hypothesis::H1));
        assert!(pairs < 20, "{pairs} pairs");
        // And the other way round, from the other side.
        assert_eq!(s.state(&t.turned()).result, Some(Hypothesis::H0));
    }

    #[test]
    fn even_results_accept_neither_soon_and_the_null_at_length() {
        let s = Sprt::parse("0,20").expect("valid");
        let mut t = Tally::default();
        for _ in 0..10 {
            t.add_pair(Win, Loss);
            t.add_pair(Draw, Draw);
        }
        assert_eq!(s.state(&t).result, None);
        for _ in 0..2000 {
            t.add_pair(Win, Loss);
            t.add_pair(Draw, Draw);
            if s.state(&t).result.is_some() {
                break;
            }
        }
        assert_eq!(s.state(&t).result, Some(Hypothesis::H0));
    }
}
