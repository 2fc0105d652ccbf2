//! What a CSA server says about a game's end, as its logs keep it.
//!
//! The `#` lines themselves ([`EndReason`], [`ServerResult`]) are read
//! here once, for the CSA reader and for playing online (`online`).
//!
//! Two kinds of file carry it besides the record's own `%` line:
//! - a player's log of the protocol (tournament logs): after the end the
//!   server's `#` lines, a reason (`#RESIGN`, `#TIME_UP`, `#ILLEGAL_MOVE`,
//!   `#SENNICHITE`, `#OUTE_SENNICHITE`, `#JISHOGI`, `#MAX_MOVES`) and a
//!   result (`#WIN`, `#LOSE`, `#DRAW`, `#CENSORED`, `#CHUDAN`);
//! - the server's own game file (shogi-server), which writes no `%` line
//!   for some ends (an illegal move, a perpetual check, the move limit) but
//!   a `'summary:REASON:BLACK RESULT:WHITE RESULT` remark.
//!
//! The server's word is the game's end: a `#` reason that another line
//! contradicts wins, with a warning. `#WIN` and `#LOSE` are the result as
//! the player who kept the log was told it; a log file does not say which
//! player that was, so they only say that the game was won (not drawn or
//! stopped), and the winner follows from the reason and the side to move.

use super::record::{EndMarker, EndWord, Record};
use shogi_core::{Color, Position};

/// A `#` reason line: why the game ended; the result line follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    Resign,
    TimeUp,
    IllegalMove,
    Sennichite,
    OuteSennichite,
    Jishogi,
    MaxMoves,
}

/// A `#` result line, the last line of every game, from the viewpoint of
/// the player it was sent to (or whoever kept the log).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerResult {
    Win,
    Lose,
    Draw,
    /// Cut off without a result (after `#MAX_MOVES`, or by the server).
    Censored,
    /// Stopped by the server (an administrator, a shutdown).
    Chudan,
}

impl EndReason {
    pub const ALL: [EndReason; 7] = [
        EndReason::Resign,
        EndReason::TimeUp,
        EndReason::IllegalMove,
        EndReason::Sennichite,
        EndReason::OuteSennichite,
        EndReason::Jishogi,
        EndReason::MaxMoves,
    ];

    /// The line as the server sends it.
    pub fn word(self) -> &'static str {
        match self {
            EndReason::Resign => "#RESIGN",
            EndReason::TimeUp => "#TIME_UP",
            EndReason::IllegalMove => "#ILLEGAL_MOVE",
            EndReason::Sennichite => "#SENNICHITE",
            EndReason::OuteSennichite => "#OUTE_SENNICHITE",
            EndReason::Jishogi => "#JISHOGI",
            EndReason::MaxMoves => "#MAX_MOVES",
        }
    }

    /// The reason `line` (without its line end) names, if it is one.
    pub fn from_line(line: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.word() == line)
    }

    /// The reason in words, for a player.
    pub fn text(self) -> &'static str {
        match self {
            EndReason::Resign => "resignation",
            EndReason::TimeUp => "time up",
            EndReason::IllegalMove => "illegal move",
            EndReason::Sennichite => "repetition (sennichite)",
            EndReason::OuteSennichite => "perpetual check",
            EndReason::Jishogi => "impasse declaration",
            EndReason::MaxMoves => "move limit",
        }
    }
}

impl ServerResult {
    pub const ALL: [ServerResult; 5] = [
        ServerResult::Win,
        ServerResult::Lose,
        ServerResult::Draw,
        ServerResult::Censored,
        ServerResult::Chudan,
    ];

    /// The line as the server sends it.
    pub fn word(self) -> &'static str {
        match self {
            ServerResult::Win => "#WIN",
            ServerResult::Lose => "#LOSE",
            ServerResult::Draw => "#DRAW",
            ServerResult::Censored => "#CENSORED",
            ServerResult::Chudan => "#CHUDAN",
        }
    }

    /// The result `line` (without its line end) names, if it is one.
    pub fn from_line(line: &str) -> Option<ServerResult> {
        ServerResult::ALL.into_iter().find(|r| r.word() == line)
    }
}

/// A shogi-server `'summary:` remark: the reason and who won.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Summary {
    /// The reason as the server names it (`toryo`, `illegal move` …).
    reason: String,
    winner: Option<Color>,
}

/// The server's lines about the end, collected while reading and settled
/// once the final position is known.
#[derive(Default)]
pub(crate) struct ServerEnd {
    reason: Option<(EndReason, usize, String)>,
    verdict: Option<(ServerResult, usize, String)>,
    summary: Option<(Summary, usize)>,
    pub(crate) warnings: Vec<String>,
}

/// Whether `line` is a server `#` line this reader knows.
pub(crate) fn is_server_line(line: &str) -> bool {
    EndReason::from_line(line).is_some() || ServerResult::from_line(line).is_some()
}

/// The `#` lines this reader knows, for an error message.
pub(crate) fn known_lines() -> String {
    let reasons = EndReason::ALL.map(EndReason::word);
    let results = ServerResult::ALL.map(ServerResult::word);
    [reasons.as_slice(), results.as_slice()].concat().join(" ")
}

impl ServerEnd {
    /// Whether a `#` line came: the game has ended there.
    pub(crate) fn said_anything(&self) -> bool {
        self.reason.is_some() || self.verdict.is_some()
    }

    /// The first `#` line read, to name the end in a warning.
    pub(crate) fn first_line(&self) -> Option<&str> {
        match (&self.reason, &self.verdict) {
            (Some((_, a, r)), Some((_, b, v))) => Some(if a <= b { r } else { v }),
            (Some((_, _, r)), None) => Some(r),
            (None, Some((_, _, v))) => Some(v),
            (None, None) => None,
        }
    }

    /// Reads a `#` line (line `n`), known by `is_server_line`. A second
    /// reason or result is passed over with a warning.
    pub(crate) fn read(&mut self, n: usize, line: &str) {
        let slot_taken = if let Some(reason) = EndReason::from_line(line) {
            match &self.reason {
                Some((_, at, first)) => Some((*at, first.clone())),
                None => {
                    self.reason = Some((reason, n, line.to_string()));
                    None
                }
            }
        } else if let Some(verdict) = ServerResult::from_line(line) {
            match &self.verdict {
                Some((_, at, first)) => Some((*at, first.clone())),
                None => {
                    self.verdict = Some((verdict, n, line.to_string()));
                    None
                }
            }
        } else {
            None
        };
        if let Some((at, first)) = slot_taken {
            self.warnings.push(format!(
                "line {n}: the server already said {first} (line {at}); {line} is ignored"
            ));
        }
    }

    /// Reads a `'` remark (line `n`) when it is a shogi-server summary,
    /// `summary:toryo:alice lose:bob win`: the reason, then each player's
    /// login name (which holds no space) and result, Black first.
    pub(crate) fn remark(&mut self, n: usize, text: &str) {
        let Some((reason, players)) = text
            .strip_prefix("summary:")
            .and_then(|rest| rest.split_once(':'))
        else {
            return;
        };
        let results = players.split_once(' ').and_then(|(_, rest)| {
            let (black, white_part) = rest.split_once(':')?;
            Some((black, white_part.rsplit_once(' ')?.1))
        });
        let winner = match results {
            Some(("win", "lose")) => Some(Color::Black),
            Some(("lose", "win")) => Some(Color::White),
            Some(("draw", "draw")) => None,
            _ => return,
        };
        if self.summary.is_none() {
            self.summary = Some((
                Summary {
                    reason: reason.to_string(),
                    winner,
                },
                n,
            ));
        }
    }

    /// Settles the record's end with the server's lines, `pos` being the
    /// final position. The record's `%` line keeps its time whatever word
    /// ends the game.
    pub(crate) fn settle(mut self, record: &mut Record, pos: &Position) {
        let to_move = pos.side_to_move();
        let verdict = self.verdict.as_ref().map(|v| v.0);
        let server_word = match (&self.reason, &self.verdict) {
            (Some((reason, n, line)), _) => Some((reason_word(*reason, verdict, pos), *n, line)),
            (None, Some((verdict, n, line))) => match verdict {
                ServerResult::Draw => Some((EndWord::DeclareDraw, *n, line)),
                ServerResult::Censored => Some((EndWord::MaxMoves, *n, line)),
                ServerResult::Chudan => Some((EndWord::Interrupted, *n, line)),
                ServerResult::Win | ServerResult::Lose => None,
            },
            (None, None) => None,
        };
        match (record.end.as_mut(), server_word) {
            (None, Some((word, _, _))) => record.end = Some(EndMarker { word, time: None }),
            (Some(end), Some((word, n, line))) => match agree(end.word, word) {
                Some(settled) => end.word = settled,
                None => {
                    self.warnings.push(format!(
                        "line {n}: the server says {line} where the record says {}; the server's word is kept ({})",
                        written(end.word, to_move),
                        written(word, to_move)
                    ));
                    end.word = word;
                }
            },
            _ => {}
        }
        if let (Some((verdict, n, line)), Some(end)) = (&self.verdict, &record.end) {
            let decided = end.word.winner(to_move).is_some();
            let stopped = matches!(end.word, EndWord::Interrupted | EndWord::Error);
            let fits = match verdict {
                ServerResult::Win | ServerResult::Lose => decided,
                ServerResult::Draw | ServerResult::Censored => !decided && !stopped,
                ServerResult::Chudan => stopped,
            };
            if !fits {
                self.warnings.push(format!(
                    "line {n}: the server's result {line} does not fit the end {} ({}); {} is kept",
                    written(end.word, to_move),
                    winner_words(end.word.winner(to_move)),
                    written(end.word, to_move)
                ));
            }
        }
        if let Some((summary, n)) = self.summary.take() {
            self.settle_summary(record, &summary, n, pos);
        }
        if record.end.is_none()
            && let Some((_, n, line)) = &self.verdict
        {
            self.warnings.push(format!(
                "line {n}: the server's {line} gives no reason for the end, and a log does not say whose result it is: the end is left open"
            ));
        }
        record
            .warnings
            .extend(self.warnings.drain(..).map(Into::into));
    }

    /// A shogi-server summary names the end where its file has no `%` line
    /// (an illegal move, a perpetual check, the move limit) and the winner
    /// always; a summary that differs from the end is warned about.
    fn settle_summary(&mut self, record: &mut Record, summary: &Summary, n: usize, pos: &Position) {
        let to_move = pos.side_to_move();
        let word = summary_word(&summary.reason, pos);
        match (record.end.as_mut(), word) {
            (None, Some(word)) => record.end = Some(EndMarker { word, time: None }),
            (Some(end), Some(word)) => match agree(end.word, word) {
                Some(settled) => end.word = settled,
                None => self.warnings.push(format!(
                    "line {n}: the server's summary says '{}' where the record says {}; the record's word is kept",
                    summary.reason,
                    written(end.word, to_move)
                )),
            },
            _ => {}
        }
        if let Some(end) = &record.end
            && end.word.winner(to_move) != summary.winner
        {
            let word = written(end.word, to_move);
            self.warnings.push(format!(
                "line {n}: the server's summary says {}, but {word} says {}; {word} is kept",
                winner_words(summary.winner),
                winner_words(end.word.winner(to_move)),
            ));
        }
    }
}

/// Who won, for a warning.
fn winner_words(winner: Option<Color>) -> String {
    match winner {
        Some(c) => format!("{c} won"),
        None => "no one won".to_string(),
    }
}

/// An end as CSA writes it, for a warning.
fn written(word: EndWord, to_move: Color) -> &'static str {
    word.csa(to_move).unwrap_or(word.key())
}

/// The end a `#` reason names; `#JISHOGI` is a won declaration unless the
/// result is a draw (an impasse).
fn reason_word(reason: EndReason, verdict: Option<ServerResult>, pos: &Position) -> EndWord {
    match reason {
        EndReason::Resign => EndWord::Resign,
        EndReason::TimeUp => EndWord::TimeUp,
        // The server does not pass an illegal move on: the side to move
        // tried it.
        EndReason::IllegalMove => EndWord::FoulLoss,
        EndReason::Sennichite => EndWord::Sennichite,
        EndReason::OuteSennichite => EndWord::perpetual_check_in(pos),
        EndReason::Jishogi if verdict == Some(ServerResult::Draw) => EndWord::Impasse,
        EndReason::Jishogi => EndWord::DeclareWin,
        EndReason::MaxMoves => EndWord::MaxMoves,
    }
}

/// The end a shogi-server summary reason names.
fn summary_word(reason: &str, pos: &Position) -> Option<EndWord> {
    Some(match reason {
        // `abnormal`: the player to move left the game, which the server
        // writes as a resignation.
        "toryo" | "abnormal" => EndWord::Resign,
        "time up" => EndWord::TimeUp,
        "kachi" => EndWord::DeclareWin,
        "illegal kachi" | "illegal move" | "uchifuzume" | "oute_kaihimore" | "outori" => {
            EndWord::FoulLoss
        }
        "oute_sennichite" => EndWord::perpetual_check_in(pos),
        "sennichite" => EndWord::Sennichite,
        "max_moves" => EndWord::MaxMoves,
        _ => return None,
    })
}

/// The end when the record's `%` line says `written` and the server
/// `server`, or `None` when they contradict each other. A `%` line naming
/// the offender (`%-ILLEGAL_ACTION`) says more than `#ILLEGAL_MOVE`; after
/// `%KACHI`, `#ILLEGAL_MOVE` is the server ruling the declaration wrong,
/// which the declarer loses, and `#JISHOGI` with `#DRAW` a declaration
/// the 24-point rule makes a draw.
fn agree(written: EndWord, server: EndWord) -> Option<EndWord> {
    match (written, server) {
        (w, s) if w == s => Some(w),
        (EndWord::IllegalAction { .. }, EndWord::FoulLoss) => Some(written),
        (EndWord::DeclareWin, EndWord::FoulLoss | EndWord::Impasse) => Some(server),
        // `%JISHOGI` is an impasse; `#JISHOGI` with no `#DRAW` reads as a
        // declaration: the server names the same end.
        (EndWord::Impasse, EndWord::DeclareWin) => Some(written),
        (EndWord::PerpetualCheck { .. }, EndWord::PerpetualCheck { .. }) => Some(written),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hash_line_reads_back_as_itself() {
        for r in EndReason::ALL {
            assert_eq!(EndReason::from_line(r.word()), Some(r));
            assert_eq!(ServerResult::from_line(r.word()), None);
        }
        for r in ServerResult::ALL {
            assert_eq!(ServerResult::from_line(r.word()), Some(r));
        }
        assert_eq!(EndReason::from_line("#resign"), None);
        assert!(known_lines().starts_with("#RESIGN #TIME_UP"));
        assert!(known_lines().ends_with("#CENSORED #CHUDAN"));
    }

    #[test]
    fn a_summary_names_the_winner_by_colour() {
        let mut s = ServerEnd::default();
        s.remark(9, "summary:illegal move:alice lose:bob win");
        let (summary, line) = s.summary.clone().unwrap();
        assert_eq!(line, 9);
        assert_eq!(summary.reason, "illegal move");
        assert_eq!(summary.winner, Some(Color::White));
        let mut d = ServerEnd::default();
        d.remark(3, "summary:max_moves:win draw:lose draw");
        assert_eq!(d.summary.unwrap().0.winner, None);
        let mut other = ServerEnd::default();
        other.remark(3, "summary of the game: a fine one");
        other.remark(4, "summary:toryo:alice resigned");
        assert!(other.summary.is_none());
    }

    #[test]
    fn a_second_reason_is_ignored_and_said() {
        let mut s = ServerEnd::default();
        s.read(10, "#RESIGN");
        s.read(11, "#TIME_UP");
        assert_eq!(s.reason.as_ref().map(|r| r.0), Some(EndReason::Resign));
        assert_eq!(
            s.warnings,
            ["line 11: the server already said #RESIGN (line 10); #TIME_UP is ignored"]
        );
    }
}
