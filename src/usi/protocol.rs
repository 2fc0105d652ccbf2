//! The USI text protocol: parsing what a GUI sends to an engine, and
//! writing what an engine sends back. Shared by the engine mode (which
//! reads commands) and the client (which writes them and reads replies).

use crate::shogi::{FromSfenError, Move, MoveParseError, Position};
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
    Go(GoParams),
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
    /// `go mate`: a tsume search request (answered as not implemented).
    pub mate: bool,
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
    #[error("'go {word}' needs a whole number, got '{value}'")]
    BadNumber { word: String, value: String },
    #[error("unknown word '{0}' in 'go'")]
    UnknownGoWord(String),
    /// The move number of the SFEN, beyond what any game reaches (and
    /// too close to the end of a u32 to count moves on from).
    #[error("{0}")]
    MoveNumber(String),
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
        "go" => GuiCommand::Go(parse_go(&rest)?),
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
            crate::kifu::limits::start_move_number(start.ply())
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

fn parse_go(words: &[&str]) -> Result<GoParams, UsiParseError> {
    let mut p = GoParams::default();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        i += 1;
        match word {
            "infinite" => p.infinite = true,
            "ponder" => p.ponder = true,
            "mate" => {
                p.mate = true;
                // `go mate <ms>|infinite`: the argument is irrelevant here.
                i += 1;
            }
            "btime" | "wtime" | "byoyomi" | "binc" | "winc" | "movetime" | "nodes" | "depth" => {
                let value = words.get(i).copied().unwrap_or("");
                i += 1;
                let n: u64 = value.parse().map_err(|_| UsiParseError::BadNumber {
                    word: word.to_string(),
                    value: value.to_string(),
                })?;
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
            other => return Err(UsiParseError::UnknownGoWord(other.to_string())),
        }
    }
    Ok(p)
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
        assert_eq!(start.side_to_move(), crate::shogi::Color::White);
        assert_eq!(moves[0].to_usi(), "3c3d");
    }

    #[test]
    fn parses_go_and_writes_it_back() {
        let line = "go btime 1000 wtime 2000 byoyomi 3000";
        let Ok(Some(GuiCommand::Go(p))) = parse_command(line) else {
            panic!("not a go");
        };
        assert_eq!(
            (p.btime, p.wtime, p.byoyomi),
            (Some(1000), Some(2000), Some(3000))
        );
        assert_eq!(p.to_string(), line);
        let Ok(Some(GuiCommand::Go(p))) = parse_command("go infinite") else {
            panic!("not a go");
        };
        assert!(p.infinite);
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
            "go btime",
            "go btime -5",
            "go depth x",
            "go sideways",
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
