//! Who plays whom, with which colour and from which opening.
//!
//! Every pairing of engines plays `games` games in pairs: both games of a
//! pair start from the same opening with the colours swapped, so that an
//! opening that favours one side favours each engine once. The series
//! goes round by round (pair 1 of every pairing, then pair 2 …), so that
//! a round robin stopped early has played every pairing about as often,
//! and round `r` of every pairing uses opening `r`.

/// One game of the series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixture {
    /// The game's number in the series, from 0.
    pub number: usize,
    /// Indexes of the engines, `black` moving first.
    pub black: usize,
    pub white: usize,
    /// The pairing's first engine (the one the tally is kept for) and
    /// the second: (`black`, `white`) in one game of a pair and
    /// (`white`, `black`) in the other.
    pub first: usize,
    pub second: usize,
    /// Which round, and so which opening, from 0.
    pub round: usize,
    /// 0 or 1: which game of its pair.
    pub leg: usize,
}

/// The games of a series between `engines` engines (two play a match;
/// more play a round robin), `games` per pairing.
pub fn fixtures(engines: usize, games: usize) -> Vec<Fixture> {
    let pairings: Vec<(usize, usize)> = (0..engines)
        .flat_map(|a| (a + 1..engines).map(move |b| (a, b)))
        .collect();
    let mut out = Vec::with_capacity(pairings.len() * games);
    for round in 0..games.div_ceil(2) {
        for &(a, b) in &pairings {
            for leg in 0..2 {
                if 2 * round + leg >= games {
                    break;
                }
                let (black, white) = if leg == 0 { (a, b) } else { (b, a) };
                out.push(Fixture {
                    number: out.len(),
                    black,
                    white,
                    first: a,
                    second: b,
                    round,
                    leg,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_alternates_colours_pair_by_pair() {
        let f = fixtures(2, 5);
        let shape: Vec<_> = f
            .iter()
            .map(|g| (g.black, g.white, g.round, g.leg))
            .collect();
        assert_eq!(
            shape,
            [
                (0, 1, 0, 0),
                (1, 0, 0, 1),
                (0, 1, 1, 0),
                (1, 0, 1, 1),
                (0, 1, 2, 0)
            ]
        );
        assert!(f.iter().enumerate().all(|(i, g)| g.number == i));
        assert!(f.iter().all(|g| (g.first, g.second) == (0, 1)));
    }

    #[test]
    fn a_round_robin_of_three_meets_everyone_equally() {
        let f = fixtures(3, 4);
        assert_eq!(f.len(), 12);
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            let games: Vec<_> = f.iter().filter(|g| (g.first, g.second) == (a, b)).collect();
            assert_eq!(games.len(), 4);
            assert_eq!(games.iter().filter(|g| g.black == a).count(), 2);
            assert_eq!(
                games.iter().map(|g| g.round).collect::<Vec<_>>(),
                [0, 0, 1, 1]
            );
        }
        // Round 0 of every pairing comes before any round 1.
        let first_round_one = f.iter().position(|g| g.round == 1);
        assert_eq!(first_round_one, Some(6));
        for e in 0..3 {
            let n = f.iter().filter(|g| g.black == e || g.white == e).count();
            assert_eq!(n, 8, "engine {e}");
        }
    }

    #[test]
    fn fewer_than_two_engines_play_nothing() {
        assert!(fixtures(1, 10).is_empty());
        assert!(fixtures(2, 0).is_empty());
    }
}
