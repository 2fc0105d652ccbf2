//! The ranges of the numbers a record may hold, checked by every reader.
//!
//! Each reader refuses an out-of-range number on the line that holds it,
//! so that everything a reader accepts can be written in every format and
//! read back: a time of 2^32 seconds used to be read from KIF, written to
//! a save and then refused by the save reader.
//!
//! The limits are far above any real game, and small enough that no sum
//! built from them overflows anywhere: [`MAX_PLY`] moves of
//! [`MAX_MOVE_SECONDS`] each make 8.64e9 seconds, exact in an `f64` of
//! milliseconds (below 2^53) and far from the end of a `u32` move number.

use std::time::Duration;
use thiserror::Error;

/// The longest time one move may take: 24 hours. The longest time
/// controls of professional shogi give a side 9 hours for the whole
/// game (a two-day title match stops the clock overnight), so a longer
/// move is a broken or hostile file, not a record.
pub const MAX_MOVE_SECONDS: u64 = 24 * 60 * 60;

/// The highest move number: 100,000. The longest mate problem composed
/// (Microcosmos) takes 1,525 moves and professional games end well before
/// 500, but a game played here with the move limit off may run long, and
/// its autosave must stay readable. This also bounds the move number of
/// an SFEN start position.
pub const MAX_PLY: u32 = 100_000;

/// `1:02:03` for a number of seconds, as the messages and `inspect` show
/// times.
pub fn clock(secs: u64) -> String {
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

/// A move time as the writers write it: at most [`MAX_MOVE_SECONDS`], the
/// most any reader accepts. Only a game left open for days (a time the
/// clock measured, not one read from a file) takes longer; what it is
/// worth is a note, not a reason to write a file nobody can read.
pub fn written_time(time: Duration) -> Duration {
    time.min(Duration::from_secs(MAX_MOVE_SECONDS))
}

/// A number out of the range a record may hold, as a value: the app
/// words it for the player; the English here is for logs and the save
/// reader's own (English) problems.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OutOfRange {
    /// A move time in whole seconds, `text` as the file wrote it.
    #[error(
        "time '{text}' ({}) is out of range: a move takes 0:00:00 to {} (24 hours)",
        clock(*secs),
        clock(MAX_MOVE_SECONDS)
    )]
    Clock { text: String, secs: u64 },
    /// A move time with a fraction (negative, infinite or too long).
    #[error(
        "time '{text}' is out of range: a move takes 0 to {MAX_MOVE_SECONDS} seconds (24 hours)"
    )]
    Seconds { text: String },
    /// A move number with more digits than a u64 holds.
    #[error("the move number is out of range: moves are numbered 1 to {MAX_PLY}")]
    HugeMoveNumber,
    #[error("move number {number} is out of range: moves are numbered 1 to {MAX_PLY}")]
    MoveNumber { number: u64 },
    /// A line of play whose last move is numbered `last`.
    #[error("too many moves: a line of play ends by move {MAX_PLY}, this one at move {last}")]
    TooManyMoves { last: u64 },
    /// The move number of a start position (the last SFEN field).
    #[error("the start position's move number {ply} is out of range: 1 to {MAX_PLY}")]
    StartMoveNumber { ply: u32 },
}

/// A move time in whole seconds, refused above [`MAX_MOVE_SECONDS`].
pub fn move_time_secs(secs: u64, as_written: &str) -> Result<Duration, OutOfRange> {
    if secs > MAX_MOVE_SECONDS {
        return Err(OutOfRange::Clock {
            text: as_written.to_string(),
            secs,
        });
    }
    Ok(Duration::from_secs(secs))
}

/// A move time in seconds with a fraction (CSA V3.0 `T1.5`, saves),
/// kept to the millisecond; negative, infinite and too long times are
/// refused.
pub fn move_time_fraction(secs: f64, as_written: &str) -> Result<Duration, OutOfRange> {
    // `MAX_MOVE_SECONDS` is far below 2^53: the conversion is exact.
    if !secs.is_finite() || secs < 0.0 || secs > MAX_MOVE_SECONDS as f64 {
        return Err(OutOfRange::Seconds {
            text: as_written.to_string(),
        });
    }
    // In range, so the product is below 2^37 and fits a u64.
    Ok(Duration::from_millis((secs * 1000.0).round() as u64))
}

/// A move number as a record writes it, refused outside 1 to [`MAX_PLY`].
/// Takes a u64 so that a number too big even for that is reported the
/// same way (`u64::MAX` stands for "more digits than a u64 holds").
pub fn move_number(number: u64) -> Result<u32, OutOfRange> {
    match u32::try_from(number) {
        Ok(n) if (1..=MAX_PLY).contains(&n) => Ok(n),
        _ if number == u64::MAX => Err(OutOfRange::HugeMoveNumber),
        _ => Err(OutOfRange::MoveNumber { number }),
    }
}

/// The digits of a move number: its value, or `u64::MAX` when it has
/// more digits than a u64 holds (see [`move_number`]).
pub fn parse_digits(digits: &str) -> u64 {
    digits.parse().unwrap_or(u64::MAX)
}

/// Refuses a line of play that would end after move [`MAX_PLY`]:
/// `first` is the number of its first move, `moves` how many it has.
pub fn line_length(first: u32, moves: usize) -> Result<(), OutOfRange> {
    let last = u64::from(first) + moves as u64;
    if last > u64::from(MAX_PLY) + 1 {
        return Err(OutOfRange::TooManyMoves { last: last - 1 });
    }
    Ok(())
}

/// Refuses a start position whose move number (the last SFEN field) is
/// above [`MAX_PLY`]: its moves would be numbered beyond every limit.
pub fn start_move_number(ply: u32) -> Result<(), OutOfRange> {
    if ply > MAX_PLY {
        return Err(OutOfRange::StartMoveNumber { ply });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_beyond_a_day_are_refused_with_the_range() {
        assert_eq!(
            move_time_secs(86_400, "1440:00"),
            Ok(Duration::from_secs(86_400))
        );
        let e = move_time_secs(1 << 32, "71582788:16").unwrap_err();
        assert_eq!(
            e,
            OutOfRange::Clock {
                text: "71582788:16".into(),
                secs: 1 << 32
            }
        );
        let e = e.to_string();
        assert!(e.contains("71582788:16") && e.contains("24:00:00"), "{e}");
        assert_eq!(
            move_time_fraction(1.5, "T1.5"),
            Ok(Duration::from_millis(1500))
        );
        for bad in [-1.0, 86_400.5, f64::NAN, f64::INFINITY] {
            assert!(move_time_fraction(bad, "x").is_err(), "{bad}");
        }
    }

    #[test]
    fn writers_cut_times_to_the_limit() {
        let day = Duration::from_secs(MAX_MOVE_SECONDS);
        assert_eq!(written_time(Duration::from_secs(30 * 3600)), day);
        assert_eq!(
            written_time(Duration::from_millis(1500)),
            Duration::from_millis(1500)
        );
    }

    #[test]
    fn move_numbers_run_from_one_to_the_limit() {
        assert_eq!(move_number(1), Ok(1));
        assert_eq!(move_number(u64::from(MAX_PLY)), Ok(MAX_PLY));
        assert_eq!(move_number(0), Err(OutOfRange::MoveNumber { number: 0 }));
        assert!(
            move_number(0)
                .unwrap_err()
                .to_string()
                .contains("1 to 100000")
        );
        assert_eq!(
            move_number(4_294_967_295),
            Err(OutOfRange::MoveNumber {
                number: 4_294_967_295
            })
        );
        assert_eq!(parse_digits("99999999999999999999999"), u64::MAX);
        assert_eq!(move_number(u64::MAX), Err(OutOfRange::HugeMoveNumber));
        assert!(line_length(1, MAX_PLY as usize).is_ok());
        assert_eq!(
            line_length(2, MAX_PLY as usize),
            Err(OutOfRange::TooManyMoves {
                last: u64::from(MAX_PLY) + 1
            })
        );
        assert_eq!(
            start_move_number(MAX_PLY + 1),
            Err(OutOfRange::StartMoveNumber { ply: MAX_PLY + 1 })
        );
    }
}
