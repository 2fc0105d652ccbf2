//! CSA standard record format, V2.2 and V3.0: reading (`csa_write`
//! writes).
//!
//! Our own reader rather than the `csa` crate: that crate stops at the
//! first problem without a line number, has no V3.0 (`'CSA encoding`,
//! fractional `T`, `%MAX_MOVES`), and drops `'*` move comments.

use super::csa_problem::{CsaLine, CsaProblem};
use super::csa_token::{
    decode_move, parse_piece_code, parse_sign, parse_square, quoted_token, token_parts,
};
use super::problem::Problem;
use super::reading_note::ReadingNote;
use crate::error::{Format, ParseError};
use crate::limits;
use crate::record::{
    BadMove, EndMarker, EndWord, MoveLimit, Record, RecordedMove, RuleSet, start_from_position,
};
use crate::server_log::{self, ServerEnd};
use crate::time_limit;
use crate::timestamp::Timestamp;
use shogi_core::game::TimeControl;
use shogi_core::{Color, Piece, Position, Setup, Square};

fn err(line: usize, problem: impl Into<Problem>) -> ParseError {
    ParseError::new(Format::Csa, line, problem)
}

/// Where the reader is in the file.
#[derive(PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
enum Stage {
    Header,
    Position,
    Moves,
    Ended,
}

struct Reader {
    record: Record,
    setup: Setup,
    setup_used: bool,
    pos: Option<Position>,
    stage: Stage,
    /// Moves after an unplayable one are read but not kept.
    stopped: bool,
    /// The last thing a `T` line can belong to.
    last_timed: Timed,
    /// `$TIME_LIMIT` or `$TIME`, `$TIME+`, `$TIME-` as read, with their
    /// text: put together at the end.
    times: [Option<(TimeControl, String)>; 3],
    /// Whether moves were written after the end of the game.
    after_end: bool,
    /// The server's `#` lines and summary, settled at the end.
    server: ServerEnd,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Timed {
    Nothing,
    Move,
    End,
    /// A move after the end of the game, dropped with its time.
    Dropped,
}

/// Reads a CSA record.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut r = Reader {
        record: Record::default(),
        setup: Setup::empty(),
        setup_used: false,
        pos: None,
        stage: Stage::Header,
        stopped: false,
        last_timed: Timed::Nothing,
        times: [None, None, None],
        after_end: false,
        server: ServerEnd::default(),
    };
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        if let Some(comment) = line.strip_prefix('\'') {
            r.comment(n, comment);
            continue;
        }
        if line.trim() == "/" {
            // The standard lets one file hold several games; as tsshogi
            // and ShogiHome do, the first is the record and the rest are
            // left out, with a warning.
            r.record.warnings.push(ReadingNote::AnotherGame { line: n });
            break;
        }
        // Names and headers may contain commas; moves and times may be
        // several to a line, separated by commas.
        if line.starts_with('N')
            || line.starts_with('$')
            || line.starts_with('P')
            || line.starts_with('V')
        {
            r.statement(n, line.trim_end())?;
        } else {
            // Some tournament logs follow a move with its comment on the
            // same line (`+7776FU,T0,'T0`, `%KACHI,'* -5000 win`): from the
            // first `,'` on, the line is a comment, commas and all.
            let (statements, comment) = match line.find(",'") {
                Some(i) => (&line[..i], Some(&line[i + 2..])),
                None => (line, None),
            };
            for part in statements.split(',') {
                let part = part.trim();
                if !part.is_empty() {
                    r.statement(n, part)?;
                }
            }
            if let Some(comment) = comment {
                r.comment(n, comment);
            }
        }
    }
    r.finish()
}

impl Reader {
    fn comment(&mut self, n: usize, text: &str) {
        // `'*` comments belong to the move before them (or to the game);
        // other `'` lines are remarks for people, which programs skip but
        // a writer keeps. The V3.0 encoding line is no remark: the writer
        // makes its own.
        let Some(text) = text.strip_prefix('*') else {
            let declaration = text.trim_start();
            if !(declaration.starts_with("CSA encoding=") || declaration.starts_with("encoding=")) {
                if self.stage >= Stage::Moves && !self.after_end {
                    self.server.remark(n, text);
                }
                self.remark(text);
            }
            return;
        };
        let text = text.to_string();
        if self.stopped || self.after_end {
            return;
        }
        match self.record.moves.last_mut() {
            Some(m) if self.stage >= Stage::Moves => m.comments.push(text),
            _ => self.record.comments.push(text),
        }
    }

    /// A remark goes with the last move kept (also after a move that
    /// cannot be played or after the end: a person's line is never lost),
    /// or with the game before the first move.
    fn remark(&mut self, text: &str) {
        let text = text.to_string();
        match self.record.moves.last_mut() {
            Some(m) if self.stage >= Stage::Moves => m.remarks.push(text),
            _ => self.record.remarks.push(text),
        }
    }

    fn statement(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        let first = s.chars().next().unwrap_or(' ');
        match first {
            'V' => self.version(n, s),
            'N' => self.name(n, s),
            '$' => self.header(n, s),
            'P' => self.position_line(n, s),
            '+' | '-' if s.len() == 1 => self.side(n, s),
            '+' | '-' => self.move_line(n, s),
            'T' => self.time(n, s),
            '%' => self.special(n, s),
            '#' => self.server_line(n, s),
            _ => Err(err(
                n,
                CsaProblem::NotALine {
                    text: s.to_string(),
                },
            )),
        }
    }

    /// `what`: the kind of line, named only when it is out of place.
    fn before(&self, n: usize, stage: Stage, what: CsaLine) -> Result<(), ParseError> {
        if self.stage > stage {
            return Err(err(n, CsaProblem::AfterMoves { what }));
        }
        Ok(())
    }

    fn version(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.before(n, Stage::Header, CsaLine::Version)?;
        match s {
            "V1" | "V2" | "V2.1" | "V2.2" | "V3.0" => Ok(()),
            _ => Err(err(
                n,
                CsaProblem::UnknownVersion {
                    version: s.to_string(),
                },
            )),
        }
    }

    fn name(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.before(n, Stage::Header, CsaLine::Name)?;
        let mut chars = s[1..].chars();
        let color = chars
            .next()
            .and_then(parse_sign)
            .ok_or_else(|| err(n, CsaProblem::BadNameLine))?;
        let name = crate::escape::clean_name(chars.as_str());
        match color {
            Color::Black => self.record.info.black.name = name,
            Color::White => self.record.info.white.name = name,
        }
        Ok(())
    }

    fn header(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.before(n, Stage::Header, CsaLine::Header)?;
        let (key, value) = s[1..].split_once(':').ok_or_else(|| {
            err(
                n,
                CsaProblem::BadHeader {
                    text: s.to_string(),
                },
            )
        })?;
        let value = value.trim().to_string();
        let info = &mut self.record.info;
        match key {
            "EVENT" => info.event = Some(value),
            "SITE" => info.site = Some(value),
            "START_TIME" | "END_TIME" => match Timestamp::parse(&value) {
                Some(t) if key == "START_TIME" => info.started = Some(t),
                Some(t) => info.ended = Some(t),
                None => info.other.push((key.to_string(), value)),
            },
            "TIME_LIMIT" | "TIME" | "TIME+" | "TIME-" => {
                let read = if key == "TIME_LIMIT" {
                    time_limit::parse_csa_v2(&value)
                } else {
                    time_limit::parse_csa_v3(&value)
                };
                match read {
                    Some(tc) => match key {
                        "TIME+" => self.times[1] = Some((tc, value)),
                        "TIME-" => self.times[2] = Some((tc, value)),
                        _ => self.times[0] = Some((tc, value)),
                    },
                    None => info.other.push((key.to_string(), value)),
                }
            }
            "MAX_MOVES" => match value.parse::<u32>() {
                Ok(m) if m > 0 => info.move_limit = Some(MoveLimit::Plies(m)),
                _ => {
                    return Err(err(n, CsaProblem::BadMaxMoves { value }));
                }
            },
            "JISHOGI" if value == "27" => info.rules = Some(RuleSet::Declare27),
            "JISHOGI" if value == "24" => info.rules = Some(RuleSet::Declare24),
            _ => info.other.push((key.to_string(), value)),
        }
        Ok(())
    }

    fn position_line(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.before(n, Stage::Position, CsaLine::Position)?;
        self.stage = Stage::Position;
        self.setup_used = true;
        let rest = &s[1..];
        match rest.chars().next() {
            Some('I') => self.handicap_start(n, &rest[1..]),
            Some(c @ '1'..='9') => self.rank_line(n, c as u8 - b'0', &rest[1..]),
            Some(c @ ('+' | '-')) => {
                self.piece_list(n, parse_sign(c).unwrap_or(Color::Black), &rest[1..])
            }
            _ => Err(err(
                n,
                CsaProblem::BadPositionLine {
                    text: s.to_string(),
                },
            )),
        }
    }

    /// `PI` then pieces removed from the start position: `PI82HI22KA`.
    fn handicap_start(&mut self, n: usize, removed: &str) -> Result<(), ParseError> {
        self.setup = Setup::from(&Position::startpos());
        let removed = removed.trim();
        if !removed.len().is_multiple_of(4) || !removed.is_ascii() {
            return Err(err(
                n,
                CsaProblem::BadRemoved {
                    removed: removed.to_string(),
                },
            ));
        }
        for chunk in removed.as_bytes().chunks(4) {
            let text = std::str::from_utf8(chunk).unwrap_or("");
            let (file, rank) = parse_square(&text[..2])
                .ok_or_else(|| err(n, CsaProblem::RemovedBadSquare { text: text.into() }))?;
            let kind = parse_piece_code(&text[2..])
                .ok_or_else(|| err(n, CsaProblem::RemovedUnknownPiece { text: text.into() }))?;
            let square = Square::new(file, rank);
            match square.and_then(|sq| Some((sq, self.setup.piece_at(sq)?))) {
                Some((sq, p)) if p.kind == kind => {
                    self.setup.set_piece(sq, None);
                }
                _ => {
                    return Err(err(
                        n,
                        CsaProblem::NothingToRemove {
                            piece: kind,
                            file,
                            rank,
                        },
                    ));
                }
            }
        }
        Ok(())
    }

    /// `P1-KY-KE-GI-KI-OU-KI-GI-KE-KY`: nine cells of three characters.
    fn rank_line(&mut self, n: usize, rank: u8, cells: &str) -> Result<(), ParseError> {
        let chars: Vec<char> = cells.chars().collect();
        if chars.len() > 27 || chars.len() < 25 {
            return Err(err(n, CsaProblem::RankCells { rank }));
        }
        for i in 0..9u8 {
            let cell: String = chars.iter().skip(usize::from(i) * 3).take(3).collect();
            let file = 9 - i;
            let piece = if cell.trim() == "*" || cell.trim().is_empty() {
                None
            } else {
                let mut cs = cell.chars();
                let color = cs.next().and_then(parse_sign);
                let kind = parse_piece_code(cs.as_str());
                match (color, kind) {
                    (Some(color), Some(kind)) => Some(Piece::new(color, kind)),
                    _ => {
                        return Err(err(n, CsaProblem::BadCell { rank, cell, file }));
                    }
                }
            };
            if let Some(sq) = Square::new(file, rank) {
                self.setup.set_piece(sq, piece);
            }
        }
        Ok(())
    }

    /// `P+00KI00FU` (hand) or `P-5142OU` (board), and `P+00AL`. A bare
    /// `P+` (nothing in hand), as the CSA server writes, adds nothing.
    fn piece_list(&mut self, n: usize, color: Color, list: &str) -> Result<(), ParseError> {
        let list = list.trim();
        if !list.len().is_multiple_of(4) || !list.is_ascii() {
            return Err(err(n, CsaProblem::BadPieceList));
        }
        for chunk in list.as_bytes().chunks(4) {
            let text = std::str::from_utf8(chunk).unwrap_or("");
            let (file, rank) = parse_square(&text[..2])
                .ok_or_else(|| err(n, CsaProblem::BadSquare { text: text.into() }))?;
            if &text[2..] == "AL" && (file, rank) == (0, 0) {
                self.setup.rest_to_hand(color);
                continue;
            }
            let kind = parse_piece_code(&text[2..])
                .ok_or_else(|| err(n, CsaProblem::UnknownPiece { text: text.into() }))?;
            if (file, rank) == (0, 0) {
                if !self.setup.add_to_hand(color, kind, 1) {
                    return Err(err(n, CsaProblem::NotInHand { piece: kind }));
                }
            } else {
                let sq = Square::new(file, rank)
                    .ok_or_else(|| err(n, CsaProblem::NoSuchSquare { text: text.into() }))?;
                self.setup.set_piece(sq, Some(Piece::new(color, kind)));
            }
        }
        Ok(())
    }

    fn side(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.before(n, Stage::Position, CsaLine::SideToMove)?;
        let side = parse_sign(s.chars().next().unwrap_or('+')).unwrap_or(Color::Black);
        if !self.setup_used {
            // Only a side line: the standard start (some files skip PI).
            self.setup = Setup::from(&Position::startpos());
        }
        self.setup.side_to_move = side;
        let pos =
            Position::try_from(&self.setup).map_err(|e| err(n, CsaProblem::InvalidStart(e)))?;
        self.record.start = start_from_position(pos.clone());
        self.pos = Some(pos);
        self.stage = Stage::Moves;
        Ok(())
    }

    fn position_or_err(&self, n: usize) -> Result<&Position, ParseError> {
        self.pos
            .as_ref()
            .ok_or_else(|| err(n, CsaProblem::MoveBeforeStart))
    }

    /// The position before a move. Some programs write moves with no
    /// start position at all: those start from the even position, and the
    /// player is told.
    fn position_or_even_start(&mut self, n: usize) -> Result<&Position, ParseError> {
        if self.pos.is_none() && !self.setup_used {
            let pos = Position::startpos();
            self.record.start = start_from_position(pos.clone());
            self.pos = Some(pos);
            self.stage = Stage::Moves;
            self.record
                .warnings
                .push(ReadingNote::NoStartPosition { line: n });
        }
        self.position_or_err(n)
    }

    fn move_line(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        if self.stage == Stage::Ended {
            // The game ended where the record says; what follows is kept
            // out of it, and the player told.
            if !self.after_end {
                let to_move = self.record.side_to_move_at_end();
                let word = match &self.record.end {
                    Some(end) => end.word.csa(to_move),
                    None => self.server.first_line(),
                };
                self.record.warnings.push(ReadingNote::MovesAfterEnd {
                    line: n,
                    end: word.unwrap_or("%CHUDAN").to_string(),
                });
            }
            self.after_end = true;
            self.last_timed = Timed::Dropped;
            return Ok(());
        }
        // Borrowed, then played on in place: a clone a move was a copy
        // of the whole position for every move a database import reads.
        self.position_or_even_start(n)?;
        let parts = token_parts(s).ok_or_else(|| {
            err(
                n,
                CsaProblem::NotAMove {
                    text: quoted_token(s),
                },
            )
        })?;
        self.last_timed = Timed::Move;
        if self.stopped {
            return Ok(());
        }
        limits::line_length(1, self.record.moves.len() + 1).map_err(|p| err(n, p))?;
        let ply = self.record.moves.len() as u32 + 1;
        let pos = self.position_or_err(n)?;
        match decode_move(pos, parts) {
            Ok(mv) => {
                if let Some(pos) = self.pos.as_mut() {
                    pos.do_move(mv);
                }
                self.record.moves.push(RecordedMove::new(mv));
            }
            Err(reason) => {
                self.stopped = true;
                self.record.bad_move = Some(BadMove {
                    mv: reason.0,
                    ply,
                    line: n,
                    text: s.to_string(),
                    reason: reason.1,
                    notation: None,
                });
            }
        }
        Ok(())
    }

    fn time(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        let digits = s[1..].trim();
        // Only digits and a point: f64 would also take `inf`, `1e9`, `+5`.
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
            return Err(err(
                n,
                CsaProblem::BadTime {
                    text: s.to_string(),
                },
            ));
        }
        let secs: f64 = digits.parse().map_err(|_| {
            err(
                n,
                CsaProblem::BadTime {
                    text: s.to_string(),
                },
            )
        })?;
        let d = Some(limits::move_time_fraction(secs, s).map_err(|p| err(n, p))?);
        match self.last_timed {
            Timed::Move if self.stopped => {}
            Timed::Dropped => {}
            Timed::Move => {
                if let Some(m) = self.record.moves.last_mut() {
                    m.time = d;
                }
            }
            Timed::End => {
                if let Some(e) = self.record.end.as_mut() {
                    e.time = d;
                }
            }
            Timed::Nothing => {
                return Err(err(
                    n,
                    CsaProblem::TimeWithoutMove {
                        text: s.to_string(),
                    },
                ));
            }
        }
        self.last_timed = Timed::Nothing;
        Ok(())
    }

    fn special(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.position_or_err(n)?;
        // A server's `#` line may come first; the `%` line still names the end.
        let only_server = self.record.end.is_none() && self.server.said_anything();
        if self.stage == Stage::Ended && !only_server {
            if self.after_end {
                // The end of the moves already dropped, dropped with them.
                return Ok(());
            }
            // shogi-server logs a declaration as the engine sent it (with
            // its comment) and again as the server ruled it: the same end
            // twice in a row is one end.
            let word = s.split(',').next().and_then(EndWord::from_csa);
            if word.is_some() && word == self.record.end.as_ref().map(|e| e.word) {
                return Ok(());
            }
            return Err(err(
                n,
                CsaProblem::SecondEnd {
                    text: s.to_string(),
                },
            ));
        }
        let word = match (s, &self.pos) {
            ("%OUTE_SENNICHITE", Some(pos)) => EndWord::perpetual_check_in(pos),
            _ => EndWord::from_csa(s).ok_or_else(|| {
                err(
                    n,
                    CsaProblem::UnknownSpecial {
                        text: s.to_string(),
                    },
                )
            })?,
        };
        self.record.end = Some(EndMarker { word, time: None });
        self.stage = Stage::Ended;
        self.last_timed = Timed::End;
        Ok(())
    }

    /// A server's `#` line (`#RESIGN`, `#WIN` …): the game has ended. What
    /// it means is settled at the end of the file, with the rest.
    fn server_line(&mut self, n: usize, s: &str) -> Result<(), ParseError> {
        self.position_or_err(n)?;
        if !server_log::is_server_line(s) {
            return Err(err(
                n,
                CsaProblem::UnknownServerLine {
                    text: s.to_string(),
                    known: server_log::known_lines(),
                },
            ));
        }
        if !self.after_end {
            self.server.read(n, s);
            self.stage = Stage::Ended;
        }
        self.last_timed = Timed::Nothing;
        Ok(())
    }

    fn finish(mut self) -> Result<Record, ParseError> {
        let Some(pos) = &self.pos else {
            return Err(err(0, CsaProblem::NoStart));
        };
        std::mem::take(&mut self.server).settle(&mut self.record, pos);
        let [common, black, white] = std::mem::take(&mut self.times);
        let info = &mut self.record.info;
        info.time_control = time_limit::settle(
            common.map(|c| c.0),
            black,
            white,
            ["TIME+", "TIME-"],
            &mut info.other,
        );
        Ok(self.record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comment_after_a_comma_belongs_to_the_move_before_it() {
        // As some tournament logs write moves and declarations.
        let text =
            "V2.2\nPI\n+\n+7776FU,T0,'T0\n-3334FU,T2,'* -120 3c3d, 7g7f\n%KACHI,'* -5000 win\n";
        let record = parse(text).unwrap();
        assert_eq!(record.moves.len(), 2);
        assert_eq!(record.moves[0].remarks, ["T0"]);
        // The declaration's comment goes where a `'*` line after it would:
        // to the last move.
        assert_eq!(record.moves[1].comments, [" -120 3c3d, 7g7f", " -5000 win"]);
        assert_eq!(record.end.map(|e| e.word), Some(EndWord::DeclareWin));
    }

    #[test]
    fn a_declaration_logged_twice_by_the_server_is_one_end_and_another_end_is_refused() {
        // shogi-server's log: the engine's line with its comment, the time,
        // and the declaration again as the server ruled it.
        let text = "V2.2\nPI\n+\n+7776FU\nT1\n%KACHI,'* -5000 win\nT10\n%KACHI\n";
        let record = parse(text).unwrap();
        assert_eq!(record.moves.len(), 1);
        assert_eq!(record.end.map(|e| e.word), Some(EndWord::DeclareWin));
        let e = parse("V2.2\nPI\n+\n+7776FU\n%KACHI\n%TORYO\n").unwrap_err();
        assert_eq!(
            (e.line, e.problem),
            (
                6,
                CsaProblem::SecondEnd {
                    text: "%TORYO".into()
                }
                .into()
            )
        );
    }

    #[test]
    fn a_bad_line_is_a_typed_problem_with_its_data() {
        let e = parse("V2.2\nPI\n+\n+7776FU\nT1.x\n").unwrap_err();
        assert_eq!(
            (e.line, e.problem),
            (
                5,
                CsaProblem::BadTime {
                    text: "T1.x".into()
                }
                .into()
            )
        );
        let e = parse("V2.2\nPI\n+\n+7776FU\nN+someone\n").unwrap_err();
        assert_eq!(
            e.problem,
            CsaProblem::AfterMoves {
                what: CsaLine::Name
            }
            .into()
        );
        let e = parse("V2.2\nPI82HI82HI\n+\n").unwrap_err();
        assert_eq!(
            e.problem,
            CsaProblem::NothingToRemove {
                piece: shogi_core::PieceKind::Rook,
                file: 8,
                rank: 2
            }
            .into()
        );
        // The English is the error's own, whatever the language.
        assert_eq!(
            e.to_string(),
            "line 2: PI: there is no rook on 82 to remove"
        );
    }

    #[test]
    fn a_file_of_several_games_reads_the_first_and_says_so() {
        let text = "V2.2\nPI\n+\n+2726FU\n-3334FU\n%CHUDAN\n/\nV2.2\nPI\n+\n+7776FU\n%TORYO\n";
        let record = parse(text).unwrap();
        let moves: Vec<String> = record.moves.iter().map(|m| m.mv.to_usi()).collect();
        assert_eq!(moves, ["2g2f", "3c3d"]);
        assert_eq!(record.end.map(|e| e.word), Some(EndWord::Interrupted));
        assert_eq!(record.warnings, [ReadingNote::AnotherGame { line: 7 }]);
    }
}
