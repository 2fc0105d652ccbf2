//! Where each level stands: its score against a program of the strength
//! ladder (free engines at fixed settings, `bench/ladder.sh`), so that a
//! player choosing a level knows what it plays like. The figures are
//! games played, not estimates; `bench/results/*-ladder.md` says when and
//! how, and this table is updated from there.

use super::level::Level;

/// A program of the ladder, at the setting the level was measured
/// against. Its name is the program's own and is not translated; the
/// setting is, by whoever shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rung {
    /// Fairy-Stockfish weakened by its `Skill Level` (−20 to 20), each
    /// move searched to depth 5.
    FairySkill(i8),
    /// Fairy-Stockfish at full strength, each move searched to a depth.
    FairyDepth(u8),
    /// gnushogi searching to a depth.
    Gnushogi(u8),
    /// GPSShogi (gpsusi, one thread, LimitDepth 4) at 1 s a move.
    GpsShogi,
    /// GPSShogi at full strength (one thread, no depth limit) at 1 s a
    /// move: the strongest program this project can install.
    GpsShogiFull,
}

impl Rung {
    /// The program's name.
    pub fn program(self) -> &'static str {
        match self {
            Rung::FairySkill(_) | Rung::FairyDepth(_) => "Fairy-Stockfish",
            Rung::Gnushogi(_) => "gnushogi",
            Rung::GpsShogi | Rung::GpsShogiFull => "GPSShogi",
        }
    }
}

/// A level's games against one rung, the level at 1 s a move with its
/// built-in book, colours alternating, from openings of 2-8 random plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub rung: Rung,
    pub wins: u16,
    pub losses: u16,
    pub draws: u16,
    /// The threads the level searched on: the Strongest level uses every
    /// core, so its figure holds for a machine of that many cores.
    pub threads: u8,
}

impl Standing {
    pub fn games(self) -> u16 {
        self.wins + self.losses + self.draws
    }

    /// The level's score in percent (a draw is half a win), rounded.
    pub fn percent(self) -> u8 {
        let games = u32::from(self.games()).max(1);
        let half_points = 2 * u32::from(self.wins) + u32::from(self.draws);
        // At most 100: half_points ≤ 2·games.
        u8::try_from((50 * half_points + games / 2) / games).unwrap_or(100)
    }
}

/// A match's result, as the table below spells it: wins, losses, draws,
/// the level on one thread.
const fn played(rung: Rung, wins: u16, losses: u16, draws: u16) -> Option<Standing> {
    played_on(1, rung, wins, losses, draws)
}

/// The same, the level searching on `threads` threads.
const fn played_on(
    threads: u8,
    rung: Rung,
    wins: u16,
    losses: u16,
    draws: u16,
) -> Option<Standing> {
    Some(Standing {
        rung,
        wins,
        losses,
        draws,
        threads,
    })
}

/// Levels 1-8 in order, from `bench/results/`: `2026-12-01-ladder.md`
/// for levels 1-5, `2026-11-30-ladder-kb5a.md` for levels 6 and 7,
/// `2026-11-30-gps-kb5a.md` for level 8 (issue 79's gate: one thread each, GPSShogi at full strength,
/// on the ladder's settings otherwise). `None` where no match has been
/// played yet.
const STANDINGS: [Option<Standing>; 8] = [
    played(Rung::FairySkill(-3), 51, 149, 0),
    played(Rung::FairySkill(-2), 73, 127, 0),
    played(Rung::FairySkill(0), 169, 31, 0),
    played(Rung::Gnushogi(2), 156, 44, 0),
    played(Rung::Gnushogi(3), 150, 49, 1),
    played(Rung::FairyDepth(8), 188, 12, 0),
    played(Rung::GpsShogi, 115, 83, 2),
    played(Rung::GpsShogiFull, 135, 64, 1),
];

impl Level {
    /// How this level fared against its rung of the ladder, if measured.
    pub fn standing(self) -> Option<Standing> {
        STANDINGS[usize::from(self.number() - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_is_half_a_point_and_the_share_rounds() {
        let s = |wins, losses, draws| Standing {
            rung: Rung::GpsShogi,
            wins,
            losses,
            draws,
            threads: 1,
        };
        assert_eq!(s(149, 50, 1).percent(), 75); // 74.75
        assert_eq!(s(45, 155, 0).percent(), 23); // 22.5 rounds up
        assert_eq!(s(0, 0, 2).percent(), 50);
        assert_eq!(s(3, 0, 0).percent(), 100);
        assert_eq!(s(0, 0, 0).percent(), 0);
    }

    #[test]
    fn every_standing_is_a_full_match() {
        // A pilot of 20 games says too little to show a player; the
        // ladder plays 200 (issue 51).
        for level in Level::all() {
            if let Some(s) = level.standing() {
                assert!(s.games() >= 200, "level {level}: {s:?}");
            }
        }
    }
}
