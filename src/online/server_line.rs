//! What a CSA server sends, one line at a time (CSA server protocol 1.2.1).
//!
//! Only the lines outside a `Game_Summary` are read here: the summary's
//! own lines (`Name+:`, `P1…`) are collected whole by the session and read
//! by `summary`. Moves stay as their CSA token here; the session decides
//! what they mean on its board.

use thiserror::Error;

// The `#` end lines are the same words in a record's log as on the wire:
// one reading of them, `kifu`'s.
pub use crate::kifu::server_log::{EndReason, ServerResult};

/// The longest line we accept. The protocol's lines are short (a move
/// with its time is 11 bytes); a floodgate PV comment runs to a few
/// hundred. Anything longer is a broken or hostile server, and a line
/// without end must not fill memory.
pub const MAX_LINE_BYTES: usize = 4096;

/// One line from the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerLine {
    /// `LOGIN:name OK`.
    LoginOk { name: String },
    /// `LOGIN:incorrect`: a wrong password, a name already logged in, or a
    /// LOGIN line the server did not like.
    LoginIncorrect,
    /// `##[LOGIN] +OK x1`: the server runs the extended mode for us.
    ExtendedMode,
    /// Any other `##[…]` line of the extended mode (answers to commands we
    /// never send, server notices): shown, not acted on.
    Extended(String),
    /// `LOGOUT:completed`.
    LoggedOut,
    /// `BEGIN Game_Summary`: the summary's lines follow.
    SummaryBegins,
    /// `START:game_id`.
    Start { game_id: String },
    /// `REJECT:game_id by name`.
    Reject { game_id: String, by: String },
    /// `+7776FU,T12` with an optional `,'* 30 -3334FU` comment.
    Move {
        token: String,
        /// The time the server charged, in its `Time_Unit`.
        units: Option<u64>,
        comment: Option<String>,
    },
    /// `%TORYO` or `%KACHI` as the server repeats them (sometimes with a
    /// time).
    Special { word: Special, units: Option<u64> },
    /// `#RESIGN`, `#TIME_UP` …: why the game ended; the result line follows.
    Reason(EndReason),
    /// `#WIN`, `#LOSE`, `#DRAW`, `#CENSORED`, `#CHUDAN`: the end.
    Result(ServerResult),
    /// An empty line (the server's own keep-alive).
    Empty,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// `%TORYO`: resignation.
    Resign,
    /// `%KACHI`: an impasse declaration.
    Declare,
}

/// A line the protocol does not have, or one of its lines spelt wrongly.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LineError {
    #[error("{}", crate::t!("online-line-too-long", bytes = MAX_LINE_BYTES))]
    TooLong,
    #[error("{}", crate::t!("online-line-unknown", line = .0.as_str()))]
    Unknown(String),
    #[error("{}", crate::t!("online-line-bad-move", token = .0.as_str()))]
    BadMove(String),
    #[error("{}", crate::t!("online-line-unknown-result", word = .0.as_str()))]
    UnknownResult(String),
}

/// Reads one line (without its line end).
pub fn parse(line: &str) -> Result<ServerLine, LineError> {
    if line.len() > MAX_LINE_BYTES {
        return Err(LineError::TooLong);
    }
    let line = line.trim_end_matches(['\r', '\n']);
    let unknown = || LineError::Unknown(crate::kifu::escape::quote(line, 80));
    if line.trim().is_empty() {
        return Ok(ServerLine::Empty);
    }
    if let Some(rest) = line.strip_prefix("LOGIN:") {
        if rest == "incorrect" {
            return Ok(ServerLine::LoginIncorrect);
        }
        return match rest.strip_suffix(" OK") {
            Some(name) if !name.is_empty() => Ok(ServerLine::LoginOk {
                name: name.to_string(),
            }),
            _ => Err(unknown()),
        };
    }
    if line == "##[LOGIN] +OK x1" {
        return Ok(ServerLine::ExtendedMode);
    }
    if line.starts_with("##[") {
        return Ok(ServerLine::Extended(line.to_string()));
    }
    if line == "LOGOUT:completed" {
        return Ok(ServerLine::LoggedOut);
    }
    if line == "BEGIN Game_Summary" {
        return Ok(ServerLine::SummaryBegins);
    }
    if let Some(id) = line.strip_prefix("START:") {
        return Ok(ServerLine::Start {
            game_id: id.to_string(),
        });
    }
    if let Some(rest) = line.strip_prefix("REJECT:") {
        let (game_id, by) = rest.split_once(" by ").unwrap_or((rest, ""));
        return Ok(ServerLine::Reject {
            game_id: game_id.to_string(),
            by: by.to_string(),
        });
    }
    if line.starts_with('+') || line.starts_with('-') {
        return parse_move(line);
    }
    if line.starts_with('%') {
        let (word, units) = word_and_time(line).ok_or_else(unknown)?;
        let word = match word {
            "%TORYO" => Special::Resign,
            "%KACHI" => Special::Declare,
            _ => return Err(unknown()),
        };
        return Ok(ServerLine::Special { word, units });
    }
    if line.starts_with('#') {
        if let Some(reason) = EndReason::from_line(line) {
            return Ok(ServerLine::Reason(reason));
        }
        let result = ServerResult::from_line(line)
            .ok_or_else(|| LineError::UnknownResult(crate::kifu::escape::quote(line, 80)))?;
        return Ok(ServerLine::Result(result));
    }
    Err(unknown())
}

/// `%TORYO` or `%TORYO,T3`.
fn word_and_time(line: &str) -> Option<(&str, Option<u64>)> {
    match line.split_once(',') {
        None => Some((line, None)),
        Some((word, time)) => Some((word, Some(units(time)?))),
    }
}

fn units(field: &str) -> Option<u64> {
    let digits = field.strip_prefix('T')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn parse_move(line: &str) -> Result<ServerLine, LineError> {
    let bad = || LineError::BadMove(crate::kifu::escape::quote(line, 80));
    // The comment may itself hold commas: it starts at the first `,'`.
    let (head, comment) = match line.split_once(",'") {
        Some((head, comment)) => (head, Some(comment.to_string())),
        None => (line, None),
    };
    let mut fields = head.split(',');
    let token = fields.next().ok_or_else(bad)?;
    if token.len() != 7 || !token.is_ascii() {
        return Err(bad());
    }
    let units = match fields.next() {
        None => None,
        Some(t) => Some(units(t).ok_or_else(bad)?),
    };
    if fields.next().is_some() {
        return Err(bad());
    }
    Ok(ServerLine::Move {
        token: token.to_string(),
        units,
        comment,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn login_answers_are_read() {
        assert_eq!(
            parse("LOGIN:alice OK"),
            Ok(ServerLine::LoginOk {
                name: "alice".into()
            })
        );
        assert_eq!(parse("LOGIN:incorrect"), Ok(ServerLine::LoginIncorrect));
        assert_eq!(parse("##[LOGIN] +OK x1"), Ok(ServerLine::ExtendedMode));
        assert_eq!(parse("LOGOUT:completed"), Ok(ServerLine::LoggedOut));
        assert!(matches!(parse("LOGIN:"), Err(LineError::Unknown(_))));
    }

    #[test]
    fn moves_carry_time_and_comment() {
        assert_eq!(
            parse("+7776FU,T12"),
            Ok(ServerLine::Move {
                token: "+7776FU".into(),
                units: Some(12),
                comment: None
            })
        );
        assert_eq!(
            parse("-3334FU,T0,'* 30 +2726FU -8384FU"),
            Ok(ServerLine::Move {
                token: "-3334FU".into(),
                units: Some(0),
                comment: Some("* 30 +2726FU -8384FU".into())
            })
        );
        assert!(matches!(parse("+7776FU,Tx"), Err(LineError::BadMove(_))));
        assert!(matches!(parse("+776FU,T1"), Err(LineError::BadMove(_))));
        assert!(matches!(parse("+7776FU,T1,T2"), Err(LineError::BadMove(_))));
    }

    #[test]
    fn endings_are_read_in_their_three_kinds() {
        assert_eq!(
            parse("%TORYO"),
            Ok(ServerLine::Special {
                word: Special::Resign,
                units: None
            })
        );
        assert_eq!(
            parse("%KACHI,T3"),
            Ok(ServerLine::Special {
                word: Special::Declare,
                units: Some(3)
            })
        );
        assert_eq!(
            parse("#OUTE_SENNICHITE"),
            Ok(ServerLine::Reason(EndReason::OuteSennichite))
        );
        assert_eq!(
            parse("#CHUDAN"),
            Ok(ServerLine::Result(ServerResult::Chudan))
        );
        assert!(matches!(
            parse("#WHATEVER"),
            Err(LineError::UnknownResult(_))
        ));
        assert!(matches!(parse("%MATTA"), Err(LineError::Unknown(_))));
    }

    #[test]
    fn game_lines_and_garbage() {
        assert_eq!(
            parse("REJECT:g1+alice+bob by bob"),
            Ok(ServerLine::Reject {
                game_id: "g1+alice+bob".into(),
                by: "bob".into()
            })
        );
        assert_eq!(
            parse("START:20261123-g1"),
            Ok(ServerLine::Start {
                game_id: "20261123-g1".into()
            })
        );
        assert_eq!(parse(""), Ok(ServerLine::Empty));
        assert!(matches!(parse("hello\x1b[2J"), Err(LineError::Unknown(_))));
        assert_eq!(
            parse(&"x".repeat(MAX_LINE_BYTES + 1)),
            Err(LineError::TooLong)
        );
    }
}
