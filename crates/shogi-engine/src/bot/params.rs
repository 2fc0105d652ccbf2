//! The search's hand-set numbers (pruning margins, the reductions'
//! divisor, the history's weight), kept in one table so that a tuner can
//! change them over USI (`shogi-tui usi --tune`, then `setoption name
//! Tune_<name>`): SPSA over `shogi-tui match` games, as fishtest and
//! OpenBench tune Stockfish's (bench/spsa.py). A normal game plays with
//! the defaults: SPSA's values after 4,470 pairs of games, which beat the
//! hand-set ones by 30 ± 27 Elo in 600 games at 30,000 nodes a move
//! (bench/results/2026-11-29-spsa.md).

use std::ops::Index;

/// One tunable number: its USI name (after `Tune_`), its default, and the
/// range a tuner may move it in (the tuner's steps are a share of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    pub name: &'static str,
    pub default: i32,
    pub min: i32,
    pub max: i32,
}

/// Declares `Param` and `SPECS` from one list, so that a number's name,
/// its place in the table and its variant cannot drift apart.
macro_rules! tunables {
    ($($(#[$doc:meta])* $name:ident = ($default:expr, $min:expr, $max:expr),)*) => {
        /// Which number: the index into `SPECS` and `SearchParams`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum Param {
            $($(#[$doc])* $name,)*
        }

        /// The numbers, in the order of `Param`.
        pub const SPECS: &[ParamSpec] = &[$(ParamSpec {
            name: stringify!($name),
            default: $default,
            min: $min,
            max: $max,
        },)*];
    };
}

tunables! {
    /// A node whose static score beats beta by this much a ply of depth
    /// (reverse futility) is cut at once...
    RfpMargin = (153, 40, 300),
    /// ... by this much less when the side to move is improving.
    RfpImproving = (44, 0, 200),
    /// Razoring: a node this far below alpha a ply is left to quiescence.
    RazorMargin = (304, 100, 800),
    /// The null move's reduction grows by a ply for each this much the
    /// static score beats beta by.
    NullEvalStep = (192, 50, 600),
    /// Quiet moves are pruned where the static score plus this...
    FutilityBase = (82, 0, 400),
    /// ... plus this a ply cannot reach alpha.
    FutilityPerPly = (113, 30, 300),
    /// A quiet move whose exchange count loses more than this a ply is
    /// pruned at shallow depth.
    SeeQuietPerPly = (64, 10, 200),
    /// Late-move pruning: a shallow node tries this many quiet moves...
    LateMovesBase = (4, 1, 16),
    /// ... plus this tenth times the depth squared.
    LateMovesPerDepth2 = (28, 10, 80),
    /// Late-move reductions: ln(depth) × ln(moves) × 100 / this.
    LmrDivisor = (217, 120, 400),
    /// The history score worth one ply of reduction.
    HistoryPerPly = (24_889, 6_000, 80_000),
    /// Quiescence skips a capture that, won outright, would still leave
    /// the score this far below alpha.
    QuiescenceDelta = (194, 0, 600),
}

/// The values the search uses; `Default` is every number's default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    values: [i32; SPECS.len()],
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            values: std::array::from_fn(|i| SPECS[i].default),
        }
    }
}

/// Why a tunable number was not set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParamError {
    #[error("no tunable search number is called '{0}'")]
    Unknown(String),
    #[error("'{name}' takes {min} to {max}")]
    OutOfRange {
        name: &'static str,
        min: i32,
        max: i32,
    },
}

impl SearchParams {
    /// Sets the number called `name` (without `Tune_`), within its range.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), ParamError> {
        let i = SPECS
            .iter()
            .position(|s| s.name == name)
            .ok_or_else(|| ParamError::Unknown(name.to_string()))?;
        let s = SPECS[i];
        if !(s.min..=s.max).contains(&value) {
            return Err(ParamError::OutOfRange {
                name: s.name,
                min: s.min,
                max: s.max,
            });
        }
        self.values[i] = value;
        Ok(())
    }

    /// Each number's spec with its value here, in `SPECS`' order.
    pub fn iter(&self) -> impl Iterator<Item = (ParamSpec, i32)> + '_ {
        SPECS.iter().copied().zip(self.values.iter().copied())
    }
}

impl Index<Param> for SearchParams {
    type Output = i32;

    #[inline]
    fn index(&self, p: Param) -> &i32 {
        &self.values[p as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_lies_in_its_range() {
        for s in SPECS {
            assert!(s.min <= s.default && s.default <= s.max, "{s:?}");
        }
    }

    #[test]
    fn a_number_is_set_by_name_within_its_range_only() {
        let mut p = SearchParams::default();
        assert_eq!(p[Param::LmrDivisor], 217);
        p.set("LmrDivisor", 250).unwrap();
        assert_eq!(p[Param::LmrDivisor], 250);
        assert_eq!(
            p.set("LmrDivisor", 100),
            Err(ParamError::OutOfRange {
                name: "LmrDivisor",
                min: 120,
                max: 400
            })
        );
        assert_eq!(p[Param::LmrDivisor], 250);
        assert!(matches!(p.set("Nope", 1), Err(ParamError::Unknown(_))));
        // Each Param reads its own default.
        assert_eq!(p[Param::QuiescenceDelta], 194);
        assert_eq!(SearchParams::default()[Param::HistoryPerPly], 24_889);
    }
}
