//! What a tally says about strength: the logistic Elo difference of the
//! score, its 95% error, and the likelihood of superiority (LOS: the
//! chance that the first engine is the stronger).
//!
//! The error comes from the spread of the results. Counted game by game
//! (trinomial: win, draw, loss) the two games of a pair look independent
//! though they share an opening, and a lopsided opening, won by whoever
//! has the better side, inflates the spread; counted pair by pair
//! (pentanomial: 0 to 2 points a pair) the error is the honest, usually
//! smaller one. So pairs are used whenever the series is made of them.

use super::tally::Tally;

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The Elo difference at which the stronger side scores `score`.
/// Infinite at 0 and 1.
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The expected score of a side `elo` points stronger.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The standard normal distribution function, by the complementary
/// error function of Numerical Recipes (`erfcc`, fractional error under
/// 1.2e-7 everywhere), which is plenty for a LOS shown to a tenth of a
/// percent.
pub fn normal_cdf(x: f64) -> f64 {
    let z = (x / std::f64::consts::SQRT_2).abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let erfc = t * poly.exp();
    if x >= 0.0 {
        1.0 - erfc / 2.0
    } else {
        erfc / 2.0
    }
}

/// The results as units of equal weight: each unit's score (0 to 1) and
/// how many units had it.
#[derive(Clone, Debug, PartialEq)]
pub struct Units {
    pub values: Vec<(f64, f64)>,
    /// True when the units are pairs of games.
    pub pairs: bool,
}

impl Units {
    /// The tally's units, with `pseudo` extra units won and as many lost
    /// (the SPRT adds one of each so that its variance is never zero
    /// after a run of equal results; the estimate adds none).
    pub fn of(t: &Tally, pseudo: f64) -> Units {
        let n_pairs: u32 = t.pairs.iter().sum();
        let pairs = n_pairs >= 2 && t.paired_games() == t.games();
        let mut values: Vec<(f64, f64)> = if pairs {
            t.pairs
                .iter()
                .enumerate()
                .map(|(k, &c)| (k as f64 / 4.0, f64::from(c)))
                .collect()
        } else {
            vec![
                (1.0, f64::from(t.wins)),
                (0.5, f64::from(t.draws)),
                (0.0, f64::from(t.losses)),
            ]
        };
        if pseudo > 0.0 {
            values.push((1.0, pseudo));
            values.push((0.0, pseudo));
        }
        Units { values, pairs }
    }

    /// The units a sequential test judges: the complete pairs once there
    /// is one (a game whose pair is not over yet waits for it, so that
    /// the ratio does not jump between counting games and counting pairs
    /// as pairs complete), else the games.
    pub fn for_test(t: &Tally, pseudo: f64) -> Units {
        if t.pairs.iter().sum::<u32>() == 0 {
            return Units::of(t, pseudo);
        }
        let mut values: Vec<(f64, f64)> = t
            .pairs
            .iter()
            .enumerate()
            .map(|(k, &c)| (k as f64 / 4.0, f64::from(c)))
            .collect();
        if pseudo > 0.0 {
            values.push((1.0, pseudo));
            values.push((0.0, pseudo));
        }
        Units {
            values,
            pairs: true,
        }
    }

    pub fn count(&self) -> f64 {
        self.values.iter().map(|&(_, c)| c).sum()
    }

    pub fn mean(&self) -> f64 {
        let n = self.count();
        if n == 0.0 {
            return 0.5;
        }
        self.values.iter().map(|&(v, c)| v * c).sum::<f64>() / n
    }

    /// The spread of one unit's score about the mean.
    pub fn variance(&self) -> f64 {
        let n = self.count();
        if n == 0.0 {
            return 0.0;
        }
        let mean = self.mean();
        self.values
            .iter()
            .map(|&(v, c)| c * (v - mean).powi(2))
            .sum::<f64>()
            / n
    }
}

/// The figures a series reports for one pairing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The score's Elo difference: infinite after nothing but wins (or
    /// losses), where no finite figure fits.
    pub elo: f64,
    /// Half the width of the 95% interval in Elo (infinite where the
    /// interval reaches a score of 0 or 1).
    pub error: f64,
    /// The likelihood of superiority, 0 to 1.
    pub los: f64,
    /// Whether pairs (pentanomial) or games (trinomial) were counted.
    pub pentanomial: bool,
}

/// The estimate from a tally; `None` before the first game.
pub fn estimate(t: &Tally) -> Option<Estimate> {
    if t.games() == 0 {
        return None;
    }
    let units = Units::of(t, 0.0);
    let mean = units.mean();
    let se = (units.variance() / units.count()).sqrt();
    let low = elo_of_score(mean - Z95 * se);
    let high = elo_of_score(mean + Z95 * se);
    let los = if se > 0.0 {
        normal_cdf((mean - 0.5) / se)
    } else if mean > 0.5 {
        1.0
    } else if mean < 0.5 {
        0.0
    } else {
        0.5
    };
    Some(Estimate {
        elo: elo_of_score(mean),
        error: (high - low) / 2.0,
        los,
        pentanomial: units.pairs,
    })
}

#[cfg(test)]
mod tests {
    use super::super::tally::Outcome::{Draw, Loss, Win};
    use super::*;

    fn near(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn elo_and_score_are_inverse() {
        assert_eq!(elo_of_score(0.5), 0.0);
        // 10^(1/4) to 1 in the odds: 100 Elo.
        assert!(near(score_of_elo(100.0), 0.640_065, 1e-6));
        assert!(near(elo_of_score(0.75), 190.848_501, 1e-5));
        for e in [-600.0, -35.0, 0.0, 12.5, 400.0] {
            assert!(near(elo_of_score(score_of_elo(e)), e, 1e-9));
        }
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
        assert_eq!(elo_of_score(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn the_normal_distribution_at_known_points() {
        assert!(near(normal_cdf(0.0), 0.5, 1e-7));
        assert!(near(normal_cdf(1.959_964), 0.975, 1e-6));
        assert!(near(normal_cdf(-1.0), 0.158_655, 1e-6));
        assert!(near(normal_cdf(3.0), 0.998_650, 1e-6));
    }

    #[test]
    fn games_counted_one_by_one() {
        // 6 wins, 2 draws, 2 losses, not in pairs. By hand: mean 0.7,
        // variance (6·0.3² + 2·0.2² + 2·0.7²)/10 = 0.16, standard error
        // √(0.016) = 0.126491; the interval 0.452077 to 0.947923 is
        // -33.40 to +504.04 Elo; LOS Φ(0.2/0.126491) = Φ(1.58114).
        let mut t = Tally::default();
        for o in [Win, Win, Win, Win, Win, Win, Draw, Draw, Loss, Loss] {
            t.add_game(o);
        }
        let e = estimate(&t).expect("ten games");
        assert!(!e.pentanomial);
        assert!(near(e.elo, 147.19, 0.01), "{e:?}");
        assert!(near(e.error, (504.04 + 33.40) / 2.0, 0.02), "{e:?}");
        assert!(near(e.los, 0.943_07, 1e-4), "{e:?}");
    }

    #[test]
    fn pairs_counted_as_pairs() {
        // Four pairs: 2-0, 1-1, 1-1, 1.5-0.5 in points (4, 2, 2, 3 in
        // half-points), so unit scores 1, .5, .5, .75: mean 0.6875,
        // variance (0.3125² + 2·0.1875² + 0.0625²)/4 = 0.04296875, standard
        // error 0.103645.
        let mut t = Tally::default();
        t.add_pair(Win, Win);
        t.add_pair(Win, Loss);
        t.add_pair(Loss, Win);
        t.add_pair(Draw, Win);
        let e = estimate(&t).expect("four pairs");
        assert!(e.pentanomial);
        assert!(near(e.elo, elo_of_score(0.6875), 1e-9));
        let se = (0.042_968_75f64 / 4.0).sqrt();
        let half = (elo_of_score(0.6875 + Z95 * se) - elo_of_score(0.6875 - Z95 * se)) / 2.0;
        assert!(near(e.error, half, 1e-9));
        assert!(near(e.los, normal_cdf(0.1875 / se), 1e-12));
        // The same games counted one by one spread more.
        let mut loose = t;
        loose.pairs = [0; 5];
        let g = estimate(&loose).expect("eight games");
        assert!(!g.pentanomial && g.error > e.error, "{g:?} {e:?}");
    }

    #[test]
    fn a_game_outside_the_pairs_falls_back_to_games() {
        let mut t = Tally::default();
        t.add_pair(Win, Loss);
        t.add_pair(Win, Draw);
        t.add_game(Win);
        assert!(!estimate(&t).expect("five games").pentanomial);
    }

    #[test]
    fn runs_of_one_result() {
        let mut t = Tally::default();
        assert_eq!(estimate(&t), None);
        t.add_game(Win);
        t.add_game(Win);
        let e = estimate(&t).expect("two games");
        assert_eq!((e.elo, e.los), (f64::INFINITY, 1.0));
        let mut d = Tally::default();
        d.add_pair(Draw, Draw);
        d.add_pair(Draw, Draw);
        let e = estimate(&d).expect("all drawn");
        assert_eq!((e.elo, e.error, e.los), (0.0, 0.0, 0.5));
    }
}
