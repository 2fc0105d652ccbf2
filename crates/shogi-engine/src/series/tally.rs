//! Results between two engines, counted from the first one's side: games
//! won, drawn and lost, and pairs of games (one opening played with
//! either colour) by the points the pair brought.

use serde::{Deserialize, Serialize};

/// One game's result for the engine the tally is kept for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    /// Points in halves: 2 for a win, 1 for a draw.
    pub fn half_points(self) -> usize {
        match self {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        }
    }

    /// The same game seen from the other side.
    pub fn turned(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }
}

/// The count of one pairing. `pairs[k]` is how many pairs brought `k`
/// half-points (0: both lost, 4: both won): the pentanomial count, which
/// knows that the two games of a pair share an opening and so are not
/// independent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub pairs: [u32; 5],
}

impl Tally {
    /// A game that is not (or not yet) one of a finished pair.
    pub fn add_game(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Win => self.wins += 1,
            Outcome::Draw => self.draws += 1,
            Outcome::Loss => self.losses += 1,
        }
    }

    /// Both games of a pair.
    pub fn add_pair(&mut self, first: Outcome, second: Outcome) {
        self.add_game(first);
        self.add_game(second);
        self.pairs[first.half_points() + second.half_points()] += 1;
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Games that belong to a counted pair.
    pub fn paired_games(&self) -> u32 {
        2 * self.pairs.iter().sum::<u32>()
    }

    /// The share of the points, a draw counting half; `None` before the
    /// first game.
    pub fn score(&self) -> Option<f64> {
        let games = self.games();
        (games > 0).then(|| (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games))
    }

    /// The same count from the other engine's side.
    pub fn turned(&self) -> Tally {
        let mut pairs = self.pairs;
        pairs.reverse();
        Tally {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
            pairs,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Outcome::{Draw, Loss, Win};
    use super::*;

    #[test]
    fn pairs_are_counted_by_their_points() {
        let mut t = Tally::default();
        t.add_pair(Win, Win); // 4
        t.add_pair(Win, Loss); // 2
        t.add_pair(Draw, Win); // 3
        t.add_pair(Loss, Draw); // 1
        t.add_pair(Loss, Win); // 2
        t.add_game(Loss); // unpaired
        assert_eq!((t.wins, t.draws, t.losses), (5, 2, 4));
        assert_eq!(t.pairs, [0, 1, 2, 1, 1]);
        assert_eq!(t.games(), 11);
        assert_eq!(t.paired_games(), 10);
        assert_eq!(t.score(), Some(6.0 / 11.0));
    }

    #[test]
    fn turning_swaps_the_sides() {
        let mut t = Tally::default();
        t.add_pair(Win, Win);
        t.add_pair(Draw, Loss);
        let u = t.turned();
        assert_eq!((u.wins, u.draws, u.losses), (1, 1, 2));
        assert_eq!(u.pairs, [1, 0, 0, 1, 0]);
        assert_eq!(u.turned(), t);
        assert_eq!(t.score().zip(u.score()).map(|(a, b)| a + b), Some(1.0));
        assert_eq!(Tally::default().score(), None);
    }
}
