//! One training record: a position, what the search thought of it, when in
//! the game it came, and how the game ended, all from the view of the side
//! to move there.
//!
//! On disk (`RECORD_BYTES`, little-endian):
//! - bytes 0..32: the packed position (`packed`);
//! - 32..34: the search score, i16 centipawns for the side to move,
//!   within ±`SCORE_LIMIT`; a mate either way is the limit itself;
//! - 34..36: the move number, u16, as SFEN counts it (1 = the start
//!   position, so it is the plies played plus one);
//! - 36: the game's result for the side to move (`GameResult`).

use super::packed::{PACKED_BYTES, PackedPosition, UnpackError};
use shogi_core::{Color, Position};
use shogi_engine::bot::Score;
use thiserror::Error;

/// Size of a record in bytes.
pub const RECORD_BYTES: usize = PACKED_BYTES + 5;

/// The largest score a record holds. Beyond it a position is won or lost
/// whatever the exact figure; a net learns nothing from larger numbers.
pub const SCORE_LIMIT: i16 = 10_000;

/// How the game ended for the side to move of a record. The byte values
/// minus 2 are the game's value (-1, 0, 1) when it is known; 0, what a
/// zeroed record holds, is "not known".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Unknown = 0,
    Loss = 1,
    Draw = 2,
    Win = 3,
}

impl GameResult {
    pub const ALL: [GameResult; 4] = [
        GameResult::Win,
        GameResult::Draw,
        GameResult::Loss,
        GameResult::Unknown,
    ];

    pub fn byte(self) -> u8 {
        self as u8
    }

    pub fn from_byte(byte: u8) -> Option<GameResult> {
        GameResult::ALL.into_iter().find(|r| r.byte() == byte)
    }

    /// The result for `side` of a game `winner` won (`None`: drawn).
    pub fn for_side(winner: Option<Color>, side: Color) -> GameResult {
        match winner {
            None => GameResult::Draw,
            Some(w) if w == side => GameResult::Win,
            Some(_) => GameResult::Loss,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameResult::Unknown => "unknown",
            GameResult::Loss => "loss",
            GameResult::Draw => "draw",
            GameResult::Win => "win",
        }
    }
}

/// A record whose bytes make no sense (the position is checked apart, by
/// `Sample::position`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SampleError {
    #[error("result byte {0} is none of 0 (unknown), 1 (loss), 2 (draw), 3 (win)")]
    BadResult(u8),
    #[error("score {0} is beyond ±{SCORE_LIMIT}")]
    ScoreOutOfRange(i16),
}

/// One training record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub position: PackedPosition,
    /// Centipawns for the side to move, within ±`SCORE_LIMIT`.
    pub score: i16,
    /// The SFEN move number of the position.
    pub ply: u16,
    pub result: GameResult,
}

impl Sample {
    /// A record of a game still being played: its result comes later,
    /// from `fill_results`.
    pub fn pending(position: PackedPosition, score: Score, move_number: u32) -> Sample {
        Sample {
            position,
            score: clamp_score(score),
            ply: u16::try_from(move_number).unwrap_or(u16::MAX),
            result: GameResult::Unknown,
        }
    }

    pub fn to_bytes(&self) -> [u8; RECORD_BYTES] {
        let mut out = [0; RECORD_BYTES];
        out[..PACKED_BYTES].copy_from_slice(self.position.as_bytes());
        out[PACKED_BYTES..PACKED_BYTES + 2].copy_from_slice(&self.score.to_le_bytes());
        out[PACKED_BYTES + 2..PACKED_BYTES + 4].copy_from_slice(&self.ply.to_le_bytes());
        out[PACKED_BYTES + 4] = self.result.byte();
        out
    }

    pub fn from_bytes(bytes: &[u8; RECORD_BYTES]) -> Result<Sample, SampleError> {
        let mut packed = [0; PACKED_BYTES];
        packed.copy_from_slice(&bytes[..PACKED_BYTES]);
        let score = i16::from_le_bytes([bytes[PACKED_BYTES], bytes[PACKED_BYTES + 1]]);
        let ply = u16::from_le_bytes([bytes[PACKED_BYTES + 2], bytes[PACKED_BYTES + 3]]);
        let result_byte = bytes[PACKED_BYTES + 4];
        if score.unsigned_abs() > SCORE_LIMIT.unsigned_abs() {
            return Err(SampleError::ScoreOutOfRange(score));
        }
        let result =
            GameResult::from_byte(result_byte).ok_or(SampleError::BadResult(result_byte))?;
        Ok(Sample {
            position: PackedPosition::from_bytes(packed),
            score,
            ply,
            result,
        })
    }

    /// The position with its move number, checked as positions read from
    /// files are.
    pub fn position(&self) -> Result<Position, UnpackError> {
        let mut setup = self.position.to_setup()?;
        setup.move_number = u32::from(self.ply);
        Ok(Position::try_from(setup)?)
    }
}

/// A search score as a record holds it.
pub fn clamp_score(score: Score) -> i16 {
    let limit = i32::from(SCORE_LIMIT);
    let cp = match score {
        Score::Cp(v) => v.clamp(-limit, limit),
        Score::Mate(n) if n > 0 => limit,
        // Mate(0) is "mated now".
        Score::Mate(_) => -limit,
    };
    // Within ±10000 after the clamp.
    cp as i16
}

/// Writes the result of a finished game into each of its records, for
/// the side to move of each.
pub fn fill_results(samples: &mut [Sample], winner: Option<Color>) {
    for s in samples {
        s.result = GameResult::for_side(winner, s.position.side_to_move());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_at(pos: &Position, score: Score) -> Sample {
        Sample::pending(PackedPosition::pack(pos).unwrap(), score, pos.ply())
    }

    #[test]
    fn bytes_round_trip() {
        let mut pos = Position::startpos();
        pos.do_move(shogi_core::Move::from_usi("7g7f").unwrap());
        let mut s = sample_at(&pos, Score::Cp(-123));
        s.result = GameResult::Loss;
        let bytes = s.to_bytes();
        assert_eq!(&bytes[32..], &[0x85, 0xff, 2, 0, 1]);
        assert_eq!(Sample::from_bytes(&bytes), Ok(s));
        assert_eq!(s.position().unwrap(), pos);
        assert_eq!(s.position().unwrap().ply(), 2);
    }

    #[test]
    fn scores_are_clamped_and_mates_are_the_limit() {
        assert_eq!(clamp_score(Score::Cp(35)), 35);
        assert_eq!(clamp_score(Score::Cp(25_000)), 10_000);
        assert_eq!(clamp_score(Score::Cp(-25_000)), -10_000);
        assert_eq!(clamp_score(Score::Mate(7)), 10_000);
        assert_eq!(clamp_score(Score::Mate(-2)), -10_000);
        assert_eq!(clamp_score(Score::Mate(0)), -10_000);
    }

    #[test]
    fn results_are_filled_for_each_side_to_move() {
        let mut pos = Position::startpos();
        let mut samples = vec![sample_at(&pos, Score::Cp(0))];
        pos.do_move(shogi_core::Move::from_usi("7g7f").unwrap());
        samples.push(sample_at(&pos, Score::Cp(0)));
        assert!(samples.iter().all(|s| s.result == GameResult::Unknown));
        fill_results(&mut samples, Some(Color::White));
        assert_eq!(samples[0].result, GameResult::Loss);
        assert_eq!(samples[1].result, GameResult::Win);
        fill_results(&mut samples, None);
        assert!(samples.iter().all(|s| s.result == GameResult::Draw));
    }

    #[test]
    fn nonsense_bytes_are_named() {
        let mut bytes = sample_at(&Position::startpos(), Score::Cp(0)).to_bytes();
        bytes[36] = 9;
        assert_eq!(Sample::from_bytes(&bytes), Err(SampleError::BadResult(9)));
        bytes[36] = 0;
        bytes[32..34].copy_from_slice(&12_000i16.to_le_bytes());
        assert_eq!(
            Sample::from_bytes(&bytes),
            Err(SampleError::ScoreOutOfRange(12_000))
        );
    }
}
