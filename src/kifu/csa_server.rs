//! What a CSA server says about a game's end, as its logs keep it.
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
use crate::shogi::{Color, Position};

/// A `#` reason line: why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reason {
    Resign,
    TimeUp,
    IllegalMove,
    Sennichite,
    OuteSennichite,
    Jishogi,
    MaxMoves,
}

/// A `#` result line, from the viewpoint of whoever kept the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Win,
    Lose,
    Draw,
    /// The move limit stopped the game undecided.
    Censored,
    /// The game was stopped.
    Chudan,
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
    reason: Option<(Reason, usize, String)>,
    verdict: Option<(Verdict, usize, String)>,
    summary: Option<(Summary, usize)>,
    pub(crate) warnings: Vec<String>,
}

/// Whether `line` is a server `#` line this reader knows.
pub(crate) fn is_server_line(line: &str) -> bool {
    reason_of(line).is_some() || verdict_of(line).is_some()
}

fn reason_of(line: &str) -> Option<Reason> {
    Some(match line {
        "#RESIGN" => Reason::Resign,
        "#TIME_UP" => Reason::TimeUp,
        "#ILLEGAL_MOVE" => Reason::IllegalMove,
        "#SENNICHITE" => Reason::Sennichite,
        "#OUTE_SENNICHITE" => Reason::OuteSennichite,
        "#JISHOGI" => Reason::Jishogi,
        "#MAX_MOVES" => Reason::MaxMoves,
        _ => return None,
    })
}

fn verdict_of(line: &str) -> Option<Verdict> {
    Some(match line {
        "#WIN" => Verdict::Win,
        "#LOSE" => Verdict::Lose,
        "#DRAW" => Verdict::Draw,
        "#CENSORED" => Verdict::Censored,
        "#CHUDAN" => Verdict::Chudan,
        _ => return None,
    })
}

/// The list of `#` lines for an error message.
pub(crate) const KNOWN_LINES: &str = "#RESIGN #TIME_UP #ILLEGAL_MOVE #SENNICHITE #OUTE_SENNICHITE #JISHOGI #MAX_MOVES #WIN #LOSE #DRAW #CENSORED #CHUDAN";

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
        let slot_taken = if let Some(reason) = reason_of(line) {
            match &self.reason {
                Some((_, at, first)) => Some((*at, first.clone())),
                None => {
                    self.reason = Some((reason, n, line.to_string()));
                    None
                }
            }
        } else if let Some(verdict) = verdict_of(line) {
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
                Verdict::Draw => Some((EndWord::DeclareDraw, *n, line)),
                Verdict::Censored => Some((EndWord::MaxMoves, *n, line)),
                Verdict::Chudan => Some((EndWord::Interrupted, *n, line)),
                Verdict::Win | Verdict::Lose => None,
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
                Verdict::Win | Verdict::Lose => decided,
                Verdict::Draw | Verdict::Censored => !decided && !stopped,
                Verdict::Chudan => stopped,
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
        record.warnings.append(&mut self.warnings);
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
fn reason_word(reason: Reason, verdict: Option<Verdict>, pos: &Position) -> EndWord {
    match reason {
        Reason::Resign => EndWord::Resign,
        Reason::TimeUp => EndWord::TimeUp,
        // The server does not pass an illegal move on: the side to move
        // tried it.
        Reason::IllegalMove => EndWord::FoulLoss,
        Reason::Sennichite => EndWord::Sennichite,
        Reason::OuteSennichite => EndWord::perpetual_check_in(pos),
        Reason::Jishogi if verdict == Some(Verdict::Draw) => EndWord::Impasse,
        Reason::Jishogi => EndWord::DeclareWin,
        Reason::MaxMoves => EndWord::MaxMoves,
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
        assert_eq!(s.reason.as_ref().map(|r| r.0), Some(Reason::Resign));
        assert_eq!(
            s.warnings,
            ["line 11: the server already said #RESIGN (line 10); #TIME_UP is ignored"]
        );
    }
}
