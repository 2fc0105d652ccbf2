//! SFEN and USI position lines: `position startpos moves 7g7f 3c3d`,
//! `sfen <board> <side> <hand> <n> moves ...`, or a bare SFEN.

use super::problem::Problem;
use super::usi_problem::UsiProblem;
use crate::error::{Format, ParseError};
use crate::limits;
use crate::record::{Record, RecordedMove, Start, start_from_position, start_sfen};
use shogi_core::{Move, Position};

fn err(line: usize, problem: impl Into<Problem>) -> ParseError {
    ParseError::new(Format::Usi, line, problem)
}

/// Reads the first position line of the text. Blank lines and lines
/// starting with `#` are skipped; a second position line is refused
/// rather than silently ignored.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut found: Option<(usize, Record)> = None;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some((first, _)) = &found {
            return Err(err(line_no, UsiProblem::SecondLine { first: *first }));
        }
        found = Some((line_no, parse_line(line).map_err(|p| err(line_no, p))?));
    }
    found
        .map(|(_, r)| r)
        .ok_or_else(|| err(0, UsiProblem::NoLine))
}

/// Parses one line; the error is the problem without the line number.
pub fn parse_line(line: &str) -> Result<Record, Problem> {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    if words.first() == Some(&"position") {
        words.remove(0);
    }
    let moves_at = words.iter().position(|&w| w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (&words[..], &[][..]),
    };
    let start = match head {
        ["startpos"] => Start::Even,
        ["sfen", fields @ ..] | fields @ [_, _, _, ..] => {
            let sfen = fields.join(" ");
            let pos = Position::from_sfen(&sfen).map_err(UsiProblem::BadSfen)?;
            limits::start_move_number(pos.ply())?;
            start_from_position(pos)
        }
        [] => return Err(UsiProblem::NoStart.into()),
        other => {
            return Err(UsiProblem::BadStart {
                text: other.join(" "),
            }
            .into());
        }
    };
    limits::line_length(1, moves.len())?;
    let moves = moves
        .iter()
        .enumerate()
        .map(|(i, w)| {
            Move::from_usi(w)
                .map(RecordedMove::new)
                .map_err(|why| UsiProblem::BadMove { number: i + 1, why })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut record = Record {
        start,
        moves,
        ..Record::default()
    };
    record.check_moves();
    Ok(record)
}

/// `position startpos moves ...` or `position sfen ... moves ...`, the
/// line a USI engine reads.
pub fn write_position(record: &Record) -> String {
    let mut s = String::from("position ");
    match &record.start {
        Start::Even => s.push_str("startpos"),
        other => {
            s.push_str("sfen ");
            s.push_str(&start_sfen(other));
        }
    }
    push_moves(&mut s, record);
    s.push('\n');
    s
}

/// `sfen <start> moves ...`: always spells the start position out.
pub fn write_sfen(record: &Record) -> String {
    let mut s = format!("sfen {}", start_sfen(&record.start));
    push_moves(&mut s, record);
    s.push('\n');
    s
}

fn push_moves(s: &mut String, record: &Record) {
    if record.moves.is_empty() {
        return;
    }
    s.push_str(" moves");
    for m in &record.moves {
        s.push(' ');
        s.push_str(&m.mv.to_usi());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::game::Handicap;

    #[test]
    fn reads_the_usual_spellings() {
        let r = parse("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e\n").unwrap();
        assert_eq!(r.start, Start::Even);
        assert_eq!(r.moves.len(), 5);
        assert_eq!(r.moves[2].mv.to_usi(), "8h2b+");
        let r = parse("startpos").unwrap();
        assert!(r.moves.is_empty());
        let h = Handicap::Bishop.position().to_sfen();
        let r = parse(&format!("sfen {h} moves 5a4b")).unwrap();
        assert_eq!(r.start, Start::Handicap(Handicap::Bishop));
        let r = parse("# a comment\n\n9/9/9/9/4k4/9/9/9/4K4 b G 1\n").unwrap();
        assert!(matches!(r.start, Start::Custom(_)));
    }

    #[test]
    fn errors_say_where_and_what() {
        let e = parse("position startpos moves 7g7f 7g7z").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(
            matches!(
                &e.problem,
                Problem::Usi(UsiProblem::BadMove { number: 2, why }) if why.text == "7g7z"
            ),
            "{e:?}"
        );
        let e = parse("\nposition sfen lnsgkgsnl/9 b - 1").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(
            matches!(e.problem, Problem::Usi(UsiProblem::BadSfen(_))),
            "{e:?}"
        );
        let e = parse("startpos\nstartpos moves 7g7f").unwrap_err();
        assert_eq!(
            (e.line, e.problem),
            (2, UsiProblem::SecondLine { first: 1 }.into())
        );
        let e = parse("  \n").unwrap_err();
        assert_eq!((e.line, e.problem), (0, UsiProblem::NoLine.into()));
        assert_eq!(
            parse("position banana").unwrap_err().problem,
            UsiProblem::BadStart {
                text: "banana".into()
            }
            .into()
        );
    }

    #[test]
    fn writes_what_it_reads() {
        let r = parse("position startpos moves 2g2f 8c8d").unwrap();
        assert_eq!(write_position(&r), "position startpos moves 2g2f 8c8d\n");
        assert_eq!(parse(&write_sfen(&r)).unwrap(), r);
    }
}
