//! The USI text protocol: parsing what a GUI sends to an engine, and
//! writing what an engine sends back. Shared by the engine mode (which
//! reads commands) and the client (which writes them and reads replies).

use shogi_core::{FromSfenError, Move, MoveParseError, Position};
use std::fmt;
use std::io::{self, BufRead};
use std::time::Duration;
use thiserror::Error;

/// The longest line read whole, in bytes. The longest honest line is a
/// `position` of a very long game, about 5 bytes a move: a megabyte holds
/// 200,000 moves. A longer line is read to its end but not kept, so a
/// peer cannot make us buffer without bound.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// How much of an over-long or unknown line is repeated in a message.
pub const ECHO_CHARS: usize = 200;

/// What [`read_line_capped`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRead {
    /// End of input, nothing read.
    End,
    /// A line (without its newline) is in the buffer.
    Line,
    /// The line had this many bytes, over the cap; the buffer holds its
    /// first `cap` bytes, the rest was skipped.
    TooLong(u64),
}

/// Reads one line into `buf` (cleared first, newline removed), keeping at
/// most `cap` bytes of it.
pub fn read_line_capped(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    cap: usize,
) -> io::Result<LineRead> {
    buf.clear();
    let mut length: u64 = 0;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let newline = chunk.iter().position(|&b| b == b'\n');
        let content = newline.unwrap_or(chunk.len());
        let room = cap.saturating_sub(buf.len()).min(content);
        buf.extend_from_slice(&chunk[..room]);
        length += content as u64;
        let used = newline.map_or(content, |i| i + 1);
        input.consume(used);
        if newline.is_some() {
            break;
        }
    }
    Ok(if !any {
        LineRead::End
    } else if length > cap as u64 {
        LineRead::TooLong(length)
    } else {
        LineRead::Line
    })
}

/// A command from the GUI to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuiCommand {
    Usi,
    IsReady,
    SetOption {
        name: String,
        value: Option<String>,
    },
    UsiNewGame,
    /// The start position and the moves played from it, as written; the
    /// moves are checked when replayed.
    Position {
        start: Box<Position>,
        moves: Vec<Move>,
    },
    /// What could be read of a `go` line, and what could not.
    Go {
        params: GoParams,
        problems: Vec<GoProblem>,
    },
    Stop,
    PonderHit,
    GameOver(String),
    Quit,
}

/// The arguments of `go`. Times are in milliseconds as USI writes them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoParams {
    pub btime: Option<u64>,
    pub wtime: Option<u64>,
    pub byoyomi: Option<u64>,
    pub binc: Option<u64>,
    pub winc: Option<u64>,
    pub movetime: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub infinite: bool,
    pub ponder: bool,
    /// Only these moves are to be considered (`searchmoves`).
    pub searchmoves: Vec<Move>,
    /// `go mate`: solve a mating problem (tsume) instead of choosing a move.
    pub mate: Option<MateTime>,
}

/// How long `go mate` may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateTime {
    Millis(u64),
    Infinite,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UsiParseError {
    #[error("unknown command '{0}'")]
    UnknownCommand(String),
    #[error("'setoption' needs 'name <option>'")]
    SetOptionWithoutName,
    #[error("'position' needs 'startpos' or 'sfen <position>'")]
    PositionWithoutStart,
    #[error("bad SFEN in 'position': {0}")]
    BadSfen(#[from] FromSfenError),
    #[error("bad move in 'position': {0}")]
    BadMove(#[from] MoveParseError),
    #[error("unexpected '{0}' in 'position' (expected 'moves')")]
    PositionJunk(String),
    /// The move number of the SFEN, beyond what any game reaches (and
    /// too close to the end of a u32 to count moves on from).
    #[error("{0}")]
    MoveNumber(shogi_records::limits::OutOfRange),
}

/// Something in a `go` line that could not be used as written. The rest of
/// the line is still obeyed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GoProblem {
    #[error("'go {word}' needs a value; left out")]
    MissingValue { word: String },
    #[error("'go {word}' needs a whole number, got '{value}'; left out")]
    NotANumber { word: String, value: String },
    #[error("'go {word} {value}' is negative; taken as 0")]
    Negative { word: String, value: String },
    #[error("'go {word} {value}' is too large; taken as {}", u64::MAX)]
    TooLarge { word: String, value: String },
    #[error("unknown word '{0}' in 'go'; left out")]
    UnknownWord(String),
    #[error("'searchmoves {text}' is not a move ({reason}); left out")]
    BadSearchMove { text: String, reason: String },
}

/// Parses one line from the GUI. Blank lines give `Ok(None)`.
pub fn parse_command(line: &str) -> Result<Option<GuiCommand>, UsiParseError> {
    let mut words = line.split_whitespace();
    let Some(head) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let cmd = match head {
        "usi" => GuiCommand::Usi,
        "isready" => GuiCommand::IsReady,
        "usinewgame" => GuiCommand::UsiNewGame,
        "stop" => GuiCommand::Stop,
        "ponderhit" => GuiCommand::PonderHit,
        "quit" => GuiCommand::Quit,
        "gameover" => GuiCommand::GameOver(rest.join(" ")),
        "setoption" => parse_setoption(&rest)?,
        "position" => parse_position(&rest)?,
        "go" => {
            let (params, problems) = parse_go(&rest);
            GuiCommand::Go { params, problems }
        }
        other => return Err(UsiParseError::UnknownCommand(other.to_string())),
    };
    Ok(Some(cmd))
}

fn parse_setoption(words: &[&str]) -> Result<GuiCommand, UsiParseError> {
    if words.first() != Some(&"name") {
        return Err(UsiParseError::SetOptionWithoutName);
    }
    let value_at = words.iter().position(|w| *w == "value");
    let name_end = value_at.unwrap_or(words.len());
    let name = words[1..name_end].join(" ");
    if name.is_empty() {
        return Err(UsiParseError::SetOptionWithoutName);
    }
    let value = value_at.map(|i| words[i + 1..].join(" "));
    Ok(GuiCommand::SetOption { name, value })
}

fn parse_position(words: &[&str]) -> Result<GuiCommand, UsiParseError> {
    let (start, rest) = match words.first() {
        Some(&"startpos") => (Position::startpos(), &words[1..]),
        Some(&"sfen") => {
            let end = words
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(words.len());
            let mut fields: Vec<&str> = words[1..end].to_vec();
            // Some GUIs leave out the move number.
            if fields.len() == 3 {
                fields.push("1");
            }
            let start = Position::from_sfen(&fields.join(" "))?;
            shogi_records::limits::start_move_number(start.ply())
                .map_err(UsiParseError::MoveNumber)?;
            (start, &words[end..])
        }
        _ => return Err(UsiParseError::PositionWithoutStart),
    };
    let moves = match rest.split_first() {
        None => Vec::new(),
        Some((&"moves", list)) => list
            .iter()
            .map(|m| Move::from_usi(m))
            .collect::<Result<_, _>>()?,
        Some((junk, _)) => return Err(UsiParseError::PositionJunk(junk.to_string())),
    };
    Ok(GuiCommand::Position {
        start: Box::new(start),
        moves,
    })
}

/// The words that start a `go` argument: a value is never one of them, so
/// a missing value does not swallow the next argument.
const GO_WORDS: [&str; 12] = [
    "btime",
    "wtime",
    "byoyomi",
    "binc",
    "winc",
    "movetime",
    "nodes",
    "depth",
    "infinite",
    "ponder",
    "mate",
    "searchmoves",
];

/// Reads `go`'s arguments, keeping everything it understands. A GUI must
/// get an answer to every `go`, so nothing here refuses the line: what
/// cannot be read is listed as a problem and left out.
fn parse_go(words: &[&str]) -> (GoParams, Vec<GoProblem>) {
    let mut p = GoParams::default();
    let mut problems = Vec::new();
    let mut i = 0;
    // The value after words[i - 1], unless it is the next argument.
    let value_at = |i: usize| words.get(i).copied().filter(|w| !GO_WORDS.contains(w));
    while i < words.len() {
        let word = words[i];
        i += 1;
        match word {
            "infinite" => p.infinite = true,
            "ponder" => p.ponder = true,
            "mate" => {
                p.mate = Some(match value_at(i) {
                    // `infinite` is a go word too, but here it is the value.
                    None if words.get(i) == Some(&"infinite") => {
                        i += 1;
                        MateTime::Infinite
                    }
                    None => {
                        problems.push(GoProblem::MissingValue {
                            word: "mate".into(),
                        });
                        MateTime::Infinite
                    }
                    Some(value) => {
                        i += 1;
                        match read_number("mate", value, &mut problems) {
                            Some(ms) => MateTime::Millis(ms),
                            None => MateTime::Infinite,
                        }
                    }
                });
            }
            "searchmoves" => {
                while let Some(text) = value_at(i) {
                    i += 1;
                    match Move::from_usi(text) {
                        Ok(m) => p.searchmoves.push(m),
                        Err(e) => problems.push(GoProblem::BadSearchMove {
                            text: text.to_string(),
                            reason: e.why.to_string(),
                        }),
                    }
                }
            }
            "btime" | "wtime" | "byoyomi" | "binc" | "winc" | "movetime" | "nodes" | "depth" => {
                let Some(value) = value_at(i) else {
                    problems.push(GoProblem::MissingValue { word: word.into() });
                    continue;
                };
                i += 1;
                let Some(n) = read_number(word, value, &mut problems) else {
                    continue;
                };
                match word {
                    "btime" => p.btime = Some(n),
                    "wtime" => p.wtime = Some(n),
                    "byoyomi" => p.byoyomi = Some(n),
                    "binc" => p.binc = Some(n),
                    "winc" => p.winc = Some(n),
                    "movetime" => p.movetime = Some(n),
                    "nodes" => p.nodes = Some(n),
                    _ => p.depth = Some(u32::try_from(n).unwrap_or(u32::MAX)),
                }
            }
            other => problems.push(GoProblem::UnknownWord(other.to_string())),
        }
    }
    (p, problems)
}

/// A whole number of `go`: a negative one (a GUI's clock that ran past
/// zero) counts as 0, one too large for 64 bits as the largest there is.
fn read_number(word: &str, value: &str, problems: &mut Vec<GoProblem>) -> Option<u64> {
    if let Ok(n) = value.parse::<u64>() {
        return Some(n);
    }
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (n, problem) = match value.strip_prefix('-') {
        Some(rest) if digits(rest) => (
            Some(0),
            GoProblem::Negative {
                word: word.into(),
                value: value.to_string(),
            },
        ),
        None if digits(value) => (
            Some(u64::MAX),
            GoProblem::TooLarge {
                word: word.into(),
                value: value.to_string(),
            },
        ),
        _ => (
            None,
            GoProblem::NotANumber {
                word: word.into(),
                value: value.to_string(),
            },
        ),
    };
    problems.push(problem);
    n
}

impl GoParams {
    /// Clock arguments for the given remaining times and time control.
    pub fn with_clock(
        btime: Duration,
        wtime: Duration,
        byoyomi: Duration,
        inc: Duration,
    ) -> GoParams {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        // Never both: engines read byoyomi and increment as exclusive time
        // controls. GUIs write "byoyomi 0" for sudden death, and leave
        // byoyomi out when an increment is used; some engines expect that.
        // A byoyomi wins over an increment (time controls with both are
        // refused before a game starts).
        let inc = (byoyomi.is_zero() && !inc.is_zero()).then(|| ms(inc));
        GoParams {
            btime: Some(ms(btime)),
            wtime: Some(ms(wtime)),
            byoyomi: inc.is_none().then(|| ms(byoyomi)),
            binc: inc,
            winc: inc,
            ..GoParams::default()
        }
    }
}

impl fmt::Display for GoParams {
    /// The `go` line, e.g. `go btime 0 wtime 0 byoyomi 1000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("go")?;
        if self.ponder {
            f.write_str(" ponder")?;
        }
        let fields = [
            ("btime", self.btime),
            ("wtime", self.wtime),
            ("byoyomi", self.byoyomi),
            ("binc", self.binc),
            ("winc", self.winc),
            ("movetime", self.movetime),
            ("depth", self.depth.map(u64::from)),
            ("nodes", self.nodes),
        ];
        for (name, value) in fields {
            if let Some(v) = value {
                write!(f, " {name} {v}")?;
            }
        }
        if self.infinite {
            f.write_str(" infinite")?;
        }
        match self.mate {
            Some(MateTime::Millis(ms)) => write!(f, " mate {ms}")?,
            Some(MateTime::Infinite) => f.write_str(" mate infinite")?,
            None => {}
        }
        // Last: its list of moves runs to the end of the line.
        if !self.searchmoves.is_empty() {
            f.write_str(" searchmoves")?;
            for m in &self.searchmoves {
                write!(f, " {m}")?;
            }
        }
        Ok(())
    }
}

/// The `position` line for a start position and moves: `startpos` when
/// the game began from the standard position.
pub fn position_line(start: &Position, moves: &[Move]) -> String {
    let mut line = if *start == Position::startpos() && start.ply() == 1 {
        "position startpos".to_string()
    } else {
        format!("position sfen {}", start.to_sfen())
    };
    if !moves.is_empty() {
        line.push_str(" moves");
        for m in moves {
            line.push(' ');
            line.push_str(&m.to_usi());
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_position_with_moves() {
        let Ok(Some(GuiCommand::Position { start, moves })) =
            parse_command("position startpos moves 7g7f 3c3d")
        else {
            panic!("not a position");
        };
        assert_eq!(*start, Position::startpos());
        assert_eq!(moves.len(), 2);
        let Ok(Some(GuiCommand::Position { start, moves })) = parse_command(
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - moves 3c3d",
        ) else {
            panic!("not a position");
        };
        assert_eq!(start.side_to_move(), shogi_core::Color::White);
        assert_eq!(moves[0].to_usi(), "3c3d");
    }

    #[test]
    fn parses_go_and_writes_it_back() {
        let line = "go btime 1000 wtime 2000 byoyomi 3000";
        let Ok(Some(GuiCommand::Go {
            params: p,
            problems,
        })) = parse_command(line)
        else {
            panic!("not a go");
        };
        assert_eq!(
            (p.btime, p.wtime, p.byoyomi),
            (Some(1000), Some(2000), Some(3000))
        );
        assert_eq!(p.to_string(), line);
        assert!(problems.is_empty());
        let Ok(Some(GuiCommand::Go { params: p, .. })) = parse_command("go infinite") else {
            panic!("not a go");
        };
        assert!(p.infinite);
    }

    fn go(line: &str) -> (GoParams, Vec<String>) {
        let Ok(Some(GuiCommand::Go { params, problems })) = parse_command(line) else {
            panic!("not a go: {line}");
        };
        (params, problems.iter().map(|e| e.to_string()).collect())
    }

    #[test]
    fn a_go_keeps_what_it_understands_and_lists_the_rest() {
        let (p, problems) = go("go btime -5 wtime 1000");
        assert_eq!((p.btime, p.wtime), (Some(0), Some(1000)));
        assert_eq!(problems, ["'go btime -5' is negative; taken as 0"]);
        let (p, problems) = go("go btime 999999999999999999999");
        assert_eq!(p.btime, Some(u64::MAX));
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("too large"), "{problems:?}");
        let (p, problems) = go("go zzz");
        assert_eq!(p, GoParams::default());
        assert_eq!(problems, ["unknown word 'zzz' in 'go'; left out"]);
        // A missing value does not swallow the next argument.
        let (p, problems) = go("go btime wtime 1000 depth x byoyomi 300");
        assert_eq!((p.btime, p.wtime, p.depth), (None, Some(1000), None));
        assert_eq!(p.byoyomi, Some(300));
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn reads_searchmoves_and_mate() {
        let (p, problems) = go("go searchmoves 7g7f 2g2f 9z9z byoyomi 100");
        assert_eq!(p.searchmoves.len(), 2);
        assert_eq!(p.byoyomi, Some(100));
        assert_eq!(problems.len(), 1);
        assert_eq!(p.to_string(), "go byoyomi 100 searchmoves 7g7f 2g2f");
        assert_eq!(go("go mate 3000").0.mate, Some(MateTime::Millis(3000)));
        let (p, problems) = go("go mate infinite");
        assert_eq!((p.mate, p.infinite), (Some(MateTime::Infinite), false));
        assert!(problems.is_empty());
        assert_eq!(go("go mate").0.mate, Some(MateTime::Infinite));
        assert_eq!(go("go mate").1.len(), 1);
    }

    #[test]
    fn parses_setoption_names_with_spaces() {
        assert_eq!(
            parse_command("setoption name Book File value my book.db"),
            Ok(Some(GuiCommand::SetOption {
                name: "Book File".into(),
                value: Some("my book.db".into())
            }))
        );
        assert_eq!(
            parse_command("setoption name USI_Ponder"),
            Ok(Some(GuiCommand::SetOption {
                name: "USI_Ponder".into(),
                value: None
            }))
        );
    }

    #[test]
    fn malformed_lines_are_errors_not_panics() {
        for line in [
            "hello",
            "position",
            "position sfen",
            "position sfen 9/9/9 b",
            "position startpos moves 7g7f 9z9z",
            "position startpos 7g7f",
            "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 4294967295 moves 5i5h",
            "setoption",
            "setoption name",
            "setoption value 3",
        ] {
            assert!(parse_command(line).is_err(), "{line} accepted");
        }
        assert_eq!(parse_command("   "), Ok(None));
    }

    #[test]
    fn long_lines_are_cut_and_skipped_whole() {
        let text = format!("isready\n{}\nquit", "x".repeat(100));
        let mut input = io::Cursor::new(text.into_bytes());
        let mut buf = Vec::new();
        let mut read = || {
            let r = read_line_capped(&mut input, &mut buf, 10).unwrap();
            (r, String::from_utf8_lossy(&buf).into_owned())
        };
        assert_eq!(read(), (LineRead::Line, "isready".into()));
        assert_eq!(read(), (LineRead::TooLong(100), "x".repeat(10)));
        // The rest of the long line is gone; the next line reads whole.
        assert_eq!(read(), (LineRead::Line, "quit".into()));
        assert_eq!(read(), (LineRead::End, String::new()));
    }

    #[test]
    fn position_line_uses_startpos_when_it_can() {
        let start = Position::startpos();
        let moves = [Move::from_usi("7g7f").unwrap()];
        assert_eq!(
            position_line(&start, &moves),
            "position startpos moves 7g7f"
        );
        let other = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 1").unwrap();
        assert_eq!(
            position_line(&other, &[]),
            "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1"
        );
    }

    #[test]
    fn a_clock_is_sent_with_byoyomi_or_increment_never_both() {
        let s = Duration::from_secs;
        let line = |b, w, byo, inc| GoParams::with_clock(s(b), s(w), s(byo), s(inc)).to_string();
        assert_eq!(
            line(60, 30, 1, 0),
            "go btime 60000 wtime 30000 byoyomi 1000"
        );
        assert_eq!(
            line(60, 30, 0, 2),
            "go btime 60000 wtime 30000 binc 2000 winc 2000"
        );
        // Sudden death: "byoyomi 0", as GUIs write it.
        assert_eq!(line(60, 30, 0, 0), "go btime 60000 wtime 30000 byoyomi 0");
        assert_eq!(line(0, 0, 10, 5), "go btime 0 wtime 0 byoyomi 10000");
    }
}
