//! Training records from text: one position a line, as `datagen --sfens`
//! prints them, with the score column set by another judge. This is how a
//! second teacher's labels enter the data (the training card names it):
//! bench/gps_label.py asks GPSShogi for its score of every line and
//! writes the lines back; `datagen --import` packs them into records.
//!
//! A line is `SFEN<TAB>SCORE<TAB>RESULT`, any further fields ignored:
//! SCORE in centipawns for the side to move (clamped to ±`SCORE_LIMIT`),
//! RESULT `win`, `draw`, `loss` or `unknown` for the side to move. The
//! SFEN's move number is the record's, so a file written game by game
//! keeps its games apart for the trainer's split.

use super::packed::PackedPosition;
use super::sample::{GameResult, SCORE_LIMIT, Sample};
use shogi_core::Position;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LabelLineError {
    #[error("expected SFEN, score and result separated by tabs, found {0} field(s)")]
    Fields(usize),
    #[error("the position: {0}")]
    Position(String),
    #[error("the score '{0}' is not a whole number of centipawns")]
    Score(String),
    #[error("the result '{0}' is none of win, draw, loss, unknown")]
    Result(String),
}

/// The record one line describes.
pub fn sample_from_line(line: &str) -> Result<Sample, LabelLineError> {
    let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
    let [sfen, score, result, ..] = fields[..] else {
        return Err(LabelLineError::Fields(fields.len()));
    };
    let pos = Position::from_sfen(sfen).map_err(|e| LabelLineError::Position(e.to_string()))?;
    let packed = PackedPosition::pack(&pos).map_err(|e| LabelLineError::Position(e.to_string()))?;
    let score: i32 = score
        .trim()
        .parse()
        .map_err(|_| LabelLineError::Score(shogi_records::escape::quote(score, 20)))?;
    let limit = i32::from(SCORE_LIMIT);
    let result = GameResult::ALL
        .into_iter()
        .find(|r| r.name() == result.trim())
        .ok_or_else(|| LabelLineError::Result(shogi_records::escape::quote(result, 20)))?;
    Ok(Sample {
        position: packed,
        score: i16::try_from(score.clamp(-limit, limit)).unwrap_or(0),
        ply: u16::try_from(pos.ply()).unwrap_or(u16::MAX),
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_becomes_the_record_it_describes() {
        // Black to move after 7g7f 3c3d: the 3rd move.
        let sfen = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
        let s = sample_from_line(&format!("{sfen}\t-123\tloss\t55\t-190\n")).unwrap();
        assert_eq!(s.score, -123);
        assert_eq!(s.result, GameResult::Loss);
        assert_eq!(s.ply, 3);
        assert_eq!(s.position().unwrap(), Position::from_sfen(sfen).unwrap());
        // Beyond the limit: clamped, as a mate is stored.
        let s = sample_from_line(&format!("{sfen}\t250000\twin")).unwrap();
        assert_eq!(s.score, SCORE_LIMIT);
    }

    #[test]
    fn a_bad_line_says_which_field_is_wrong() {
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        assert_eq!(
            sample_from_line(&format!("{sfen}\t12")),
            Err(LabelLineError::Fields(2))
        );
        assert!(matches!(
            sample_from_line(&format!("{sfen}\t1.5\twin")),
            Err(LabelLineError::Score(_))
        ));
        assert!(matches!(
            sample_from_line(&format!("{sfen}\t15\tlost")),
            Err(LabelLineError::Result(_))
        ));
        // Two black kings.
        let bad = "lnsgKgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        assert!(matches!(
            sample_from_line(&format!("{bad}\t15\twin")),
            Err(LabelLineError::Position(_))
        ));
    }
}
